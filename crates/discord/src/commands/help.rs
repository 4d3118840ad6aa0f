//! `/rules` and `/help`: `/help` is one message with a menu of topics
//! (playing, missiles, tournaments, ratings, settings); picking one shows
//! that topic's words and its commands, made from the commands as
//! registered, in one screen.

use super::{app, reply};
use crate::data::{Ctx, Error, SharedData};
use crate::deliver::Origin;
use crate::present::Outgoing;
use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment,
    CreateInteractionResponse, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    MessageFlags,
};
use std::sync::atomic::Ordering;

/// The rules text of `/rules`.
pub(crate) const RULES_TEXT: &str = "**Cruise Pawns** is chess in which a pawn may, as its whole turn, fire itself as a cruise missile.\n\
• A pawn off its starting rank fires: the missile flies up to 7 squares, each step in a king direction, turning at most 45° a step (`cruise-forward`: forward or sideways only).\n\
• It may pass over your own pieces, stops at the first enemy piece and **detonates** there: that piece and the pawn are gone. A flight must end on an enemy piece (or `e4*` self-destructs).\n\
• At each square it enters on the way, the defender may **shoot it down** with any legal capture onto that square, or let it pass. No answer in time lets it pass.\n\
• Destroying the king wins (unless the game was made with `king_strikes: false`). Missile threats are not check.\n\
• `pawns`: only pawns; the first pawn to reach the last rank wins.\n\
Play: `/move e4`, `/move e4>e5>e6>d7` (whole flight, hidden from your opponent) or `/fire e4` and steer with buttons.";

/// How Cruise Pawns is played: a short summary with a picture (to you only unless public:true).
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Ctx<'_>,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    let picture = tokio::task::spawn_blocking(rules_picture)
        .await
        .ok()
        .flatten();
    let mut out = Outgoing::text(RULES_TEXT);
    if let Some(png) = picture {
        out.files.push(CreateAttachment::bytes(png, "rules.png"));
    }
    let quiet = !public.unwrap_or(false);
    let r = CreateInteractionResponse::Message(out.response(quiet));
    if let Err(e) = a
        .interaction
        .create_response(ctx.serenity_context(), r)
        .await
    {
        tracing::warn!("could not answer /rules: {e}");
    }
    Ok(())
}

/// A board with a missile in flight: the White pawn from e4 flies e5, e6
/// toward d7.
fn rules_picture() -> Option<Vec<u8>> {
    let rules = engine::Preset::Cruise.rules(true);
    let pos = engine::Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        rules,
    )
    .ok()?;
    let e4 = engine::Square::from_name("e4")?;
    let e5 = engine::Square::from_name("e5")?;
    let e6 = engine::Square::from_name("e6")?;
    let flight = engine::Flight::from_steps(e4, &[e5, e6])?;
    let img = host::BoardImage {
        position: pos,
        missile: Some(flight),
        last_move: None,
        orientation: engine::Color::White,
        missile_state: host::MissileMark::InFlight,
        players: None,
    };
    img.png().ok()
}

/// The custom id of `/help`'s topic menu (stable: a menu on an old
/// message keeps working).
pub(crate) const HELP_MENU_ID: &str = "help:topic";

/// What `/help` says above its topic menu.
const HELP_INTRO: &str = "**Cruise Pawns help**: pick a topic below. Each lists its commands (`<option>` is required, `[option]` optional) and how they are used.";

/// A topic of `/help`'s menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Topic {
    Playing,
    Missiles,
    Tournaments,
    Ratings,
    Puzzles,
    Settings,
}

impl Topic {
    /// Every topic, in the menu's order.
    const ALL: [Topic; 6] = [
        Topic::Playing,
        Topic::Missiles,
        Topic::Tournaments,
        Topic::Ratings,
        Topic::Puzzles,
        Topic::Settings,
    ];

    /// Its value in the menu (stable).
    fn value(self) -> &'static str {
        match self {
            Topic::Playing => "playing",
            Topic::Missiles => "missiles",
            Topic::Tournaments => "tournaments",
            Topic::Ratings => "ratings",
            Topic::Puzzles => "puzzles",
            Topic::Settings => "settings",
        }
    }

    fn from_value(value: &str) -> Option<Topic> {
        Topic::ALL.into_iter().find(|t| t.value() == value)
    }

    /// Its label in the menu.
    fn label(self) -> &'static str {
        match self {
            Topic::Playing => "Playing",
            Topic::Missiles => "Missiles",
            Topic::Tournaments => "Tournaments",
            Topic::Ratings => "Ratings and seasons",
            Topic::Puzzles => "Puzzles",
            Topic::Settings => "Settings",
        }
    }

    /// Its one-line description in the menu.
    fn description(self) -> &'static str {
        match self {
            Topic::Playing => "Challenges, moves, draws, the end of a game, analysis",
            Topic::Missiles => "Firing a pawn, steering it, shooting one down",
            Topic::Tournaments => "Joining, playing and running tournaments and series",
            Topic::Ratings => "Ratings, the leaderboard, profiles and seasons",
            Topic::Puzzles => "Puzzles from this server's games, the daily puzzle, streaks",
            Topic::Settings => "The server's settings and who sees the bot's answers",
        }
    }

    /// What the topic says above its commands.
    fn text(self) -> &'static str {
        match self {
            Topic::Playing => {
                "A `/challenge` with the bot as `opponent` plays the AI (`level` 1-8); without `opponent` anyone may accept. In a game's thread you can also just type your move (`Nf3`). A board that asks you to move is drawn from your side. Without a clock each move has a limit (14 days; a tournament's `move_limit`): at the limit your opponent may `/claim` the win. A finished game has a **Rematch** button (colours swapped, 10 minutes to accept) and an **Analyse** button (accuracy, mistakes and the better choices)."
            }
            Topic::Missiles => {
                "A pawn off its starting rank may, as its whole turn, fire itself: the missile flies up to 7 squares, each step in a king direction, turning at most 45° a step. It passes over your own pieces and **detonates** on the first enemy piece: both are gone. Destroying the king wins.\nAt each square it enters, the defender gets buttons to shoot it down with a capture there (e.g. **Bxe6**) or **Let it pass**; no answer in time lets it pass.\nTo fire a whole flight at once, hidden from your opponent: `/move e4>e5>e6>d7`."
            }
            Topic::Tournaments => {
                "Join with the announcement's button. Each command takes `tournament:` to name one when a channel holds several. A series (`repeat:weekly`) keeps its hour in its zone."
            }
            Topic::Ratings => {
                "Rated games change both players' ratings (a `?` marks a provisional one, after few games). A season is a server's own ratings for a while, with final standings at its end."
            }
            Topic::Puzzles => {
                "Every finished game of this server is searched for blunders: each becomes a puzzle, credited to its game (\"from alice vs bob, move 23\"). Only you see your puzzle: answer with `/move` (a missile flight as `e4>e5>e6`), or with the buttons when the puzzle asks you to shoot a missile down or let it pass. A right move shows the reply and asks for the next; a wrong one ends the puzzle and shows the solution. Your puzzle rating is your own, apart from your game ratings (`/leaderboard scope:puzzles`, `/profile`). A server manager chooses where and when the daily puzzle is posted: `/settings puzzle_channel:` `puzzle_time:` (HH:MM UTC)."
            }
            Topic::Settings => {
                "These answer only you: `/rules`, `/help`, `/profile`, `/leaderboard` and `/tournament standings`; add `public:true` to post the answer in the channel. A `/challenge` without `opponent` pings the server's looking-for-a-game role, if a server manager set one."
            }
        }
    }

    /// The topic a command is described under, by its path (`move`,
    /// `tournament settings`).
    fn of_command(path: &str) -> Option<Topic> {
        if path == "tournament settings" {
            // The server's tournament roles: a server setting.
            return Some(Topic::Settings);
        }
        let name = path.split(' ').next().unwrap_or(path);
        Some(match name {
            "challenge" | "move" | "resign" | "draw" | "claim" | "abort" | "board" | "export"
            | "analyse" => Topic::Playing,
            "fire" | "rules" => Topic::Missiles,
            "tournament" => Topic::Tournaments,
            "leaderboard" | "profile" | "season" => Topic::Ratings,
            "puzzle" => Topic::Puzzles,
            "settings" | "help" => Topic::Settings,
            _ => return None,
        })
    }
}

/// One command's usage: `/name <required> [optional]`; a command with
/// more than [`MOST_OPTIONS_SHOWN`] optional options shows `[…]` for
/// them (Discord's menu lists them as you type). A `/tournament`
/// command's optional `tournament` is left out (its topic says it once).
fn usage(path: &str, c: &poise::Command<SharedData, Error>) -> String {
    let mut usage = format!("/{path}");
    let optional: Vec<_> = c
        .parameters
        .iter()
        .filter(|p| !p.required)
        .filter(|p| !(path.starts_with("tournament ") && p.name == "tournament"))
        .collect();
    for p in c.parameters.iter().filter(|p| p.required) {
        usage.push_str(&format!(" <{}>", p.name));
    }
    if optional.len() > MOST_OPTIONS_SHOWN {
        usage.push_str(" […]");
    } else {
        for p in optional {
            usage.push_str(&format!(" [{}]", p.name));
        }
    }
    usage
}

/// The most optional options a command's usage names one by one.
const MOST_OPTIONS_SHOWN: usize = 3;

/// A command's line in a topic: its usage and what it does.
struct CommandLine {
    /// The command's path (`tournament standings`; a group's:
    /// `tournament create`).
    path: String,
    text: String,
    /// For organizers or server managers only (its description says
    /// `(organizer)` or `(Manage Server)`): listed under their heading.
    for_organizers: bool,
}

/// What a command does, as its description says before any remark in
/// parentheses (who may run it is said by the topic's heading, that it
/// answers only you by the settings topic; Discord's menu shows the whole
/// description), and whether it is for organizers.
fn short_description(c: &poise::Command<SharedData, Error>) -> (&str, bool) {
    let what = c.description.as_deref().unwrap_or_default();
    let for_organizers = what.contains("(organizer") || what.contains("(Manage Server)");
    let short = what.split(" (").next().unwrap_or(what);
    (short.trim_end_matches('.'), for_organizers)
}

/// The lines of `c` and its subcommands, one a command as registered
/// (`/tournament standings`); a group of subcommands (`/tournament
/// create`) is one line naming them (`/tournament create swiss|arena|…`),
/// so that a topic fits one screen.
fn command_lines(
    lines: &mut Vec<CommandLine>,
    prefix: &str,
    c: &poise::Command<SharedData, Error>,
) {
    let path = format!("{prefix}{}", c.name);
    let (what, for_organizers) = short_description(c);
    let text = if c.subcommands.is_empty() {
        format!("`{}`: {what}.", usage(&path, c))
    } else if c.subcommands.iter().all(|s| s.subcommands.is_empty()) && !prefix.is_empty() {
        let names: Vec<&str> = c.subcommands.iter().map(|s| &*s.name).collect();
        format!("`/{path} {}`: {what}.", names.join("|"))
    } else {
        for sub in &c.subcommands {
            command_lines(lines, &format!("{path} "), sub);
        }
        return;
    };
    lines.push(CommandLine {
        path,
        text,
        for_organizers,
    });
}

/// A topic's answer: its text and the lines of its commands, made from
/// the commands themselves (names, options, descriptions), so that every
/// registered command is described under one topic; the commands for
/// organizers and server managers last, under their heading.
fn topic_text(topic: Topic, commands: &[poise::Command<SharedData, Error>]) -> String {
    let mut all_lines = Vec::new();
    for c in commands {
        command_lines(&mut all_lines, "", c);
    }
    let (organizers, everyone): (Vec<CommandLine>, Vec<CommandLine>) = all_lines
        .into_iter()
        .filter(|l| Topic::of_command(&l.path) == Some(topic))
        .partition(|l| l.for_organizers);
    let mut lines = vec![format!("**{}**", topic.label()), topic.text().to_string()];
    lines.extend(everyone.into_iter().map(|l| l.text));
    if !organizers.is_empty() {
        lines.push("*Organizers and server managers:*".to_string());
        lines.extend(organizers.into_iter().map(|l| l.text));
    }
    lines.join("\n")
}

/// The topic menu, `chosen` marked as picked.
fn topic_menu(chosen: Option<Topic>) -> CreateActionRow {
    let options = Topic::ALL
        .into_iter()
        .map(|t| {
            CreateSelectMenuOption::new(t.label(), t.value())
                .description(t.description())
                .default_selection(Some(t) == chosen)
        })
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(HELP_MENU_ID, CreateSelectMenuKind::String { options })
            .placeholder("Pick a topic"),
    )
}

/// `/help`'s message: the intro and the topic menu.
fn help_message() -> Outgoing {
    let mut out = Outgoing::text(HELP_INTRO);
    out.rows.push(topic_menu(None));
    out
}

/// The commands and how to play: one message with a menu of topics (to
/// you only unless public:true).
#[poise::command(slash_command)]
pub async fn help(
    ctx: Ctx<'_>,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let quiet = !public.unwrap_or(false);
    reply(ctx, help_message(), quiet).await
}

/// Answers a pick in `/help`'s topic menu; `false` when `ci` is not one.
/// On the asker's private help the message itself shows the topic (the
/// menu stays, to pick another); on a public help the topic comes to the
/// one who picked it, privately, and the public message stays as it is.
pub(crate) async fn on_topic_picked(ctx: &Context, ci: &ComponentInteraction) -> bool {
    if ci.data.custom_id != HELP_MENU_ID {
        return false;
    }
    let topic = match &ci.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => {
            values.first().and_then(|v| Topic::from_value(v))
        }
        _ => None,
    };
    let private = ci
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let r = match topic {
        Some(topic) => {
            let mut out = Outgoing::text(topic_text(topic, &super::all()));
            out.rows.push(topic_menu(Some(topic)));
            if private {
                CreateInteractionResponse::UpdateMessage(out.update())
            } else {
                CreateInteractionResponse::Message(out.response(true))
            }
        }
        None => CreateInteractionResponse::Message(
            Outgoing::text(
                "That help topic is unknown: run `/help` again and pick one from its menu.",
            )
            .response(true),
        ),
    };
    Origin::Component(ci).respond(ctx, r).await;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command path as registered: `/move`, `/tournament
    /// standings`, `/tournament create swiss`.
    fn paths(prefix: &str, c: &poise::Command<SharedData, Error>, out: &mut Vec<Vec<String>>) {
        let path = format!("{prefix}{}", c.name);
        if c.subcommands.is_empty() {
            out.push(path.split(' ').map(str::to_string).collect());
        }
        for sub in &c.subcommands {
            paths(&format!("{path} "), sub, out);
        }
    }

    /// The topic lines that describe command `path`: those that start
    /// with its usage, a group's line naming it among its subcommands.
    fn lines_of<'a>(texts: &'a [String], path: &[String]) -> Vec<&'a str> {
        let (last, group) = path.split_last().unwrap();
        texts
            .iter()
            .flat_map(|t| t.lines())
            .filter(|l| {
                let Some(code) = l.strip_prefix('`').and_then(|l| l.split('`').next()) else {
                    return false;
                };
                let words: Vec<&str> = code.trim_start_matches('/').split(' ').collect();
                words.len() >= path.len()
                    && words[..group.len()]
                        == group.iter().map(String::as_str).collect::<Vec<_>>()[..]
                    && (words[group.len()] == last
                        || (!group.is_empty() && words[group.len()].split('|').any(|w| w == last)))
            })
            .collect()
    }

    #[test]
    fn every_command_is_described_once_under_a_topic_each_within_one_screen() {
        let all = super::super::all();
        let mut lines = Vec::new();
        for c in &all {
            command_lines(&mut lines, "", c);
        }
        for l in &lines {
            assert!(
                Topic::of_command(&l.path).is_some(),
                "/{} has no topic",
                l.path
            );
        }
        let texts: Vec<String> = Topic::ALL.iter().map(|t| topic_text(*t, &all)).collect();
        for (t, text) in Topic::ALL.iter().zip(&texts) {
            let n = text.chars().count();
            assert!(n <= 1_500, "{t:?} is {n} characters:\n{text}");
            assert!(!text.contains("``"), "an empty code span in {t:?}");
        }
        let mut all_paths = Vec::new();
        for c in &all {
            paths("", c, &mut all_paths);
        }
        assert!(all_paths.len() > 30, "{all_paths:?}");
        for path in &all_paths {
            let found = lines_of(&texts, path);
            assert_eq!(found.len(), 1, "/{}: {found:?}", path.join(" "));
        }
        let joined = texts.join("\n");
        assert!(joined.contains("`/move <move>`"), "a required option in <>");
        assert!(joined.contains("`/challenge […]`: "), "{joined}");
        assert!(joined.contains("(`level` 1-8)"), "the AI's level");
        assert!(joined.contains("**Rematch**") && joined.contains("**Analyse**"));
        assert!(
            joined.contains(
                "`/tournament create swiss|round-robin|arena|knockout|double-elimination`"
            ),
            "{joined}"
        );
        assert!(
            joined.contains("`/season start <name>"),
            "seasons are listed"
        );
        assert!(
            joined.contains("`/tournament standings [public]`"),
            "{joined}"
        );
        assert!(
            joined.contains("*Organizers and server managers:*\n`/tournament start`"),
            "{joined}"
        );
    }

    #[test]
    fn the_menu_holds_the_six_topics_within_discords_limits() {
        assert_eq!(
            Topic::ALL.map(Topic::value),
            [
                "playing",
                "missiles",
                "tournaments",
                "ratings",
                "puzzles",
                "settings"
            ]
        );
        for t in Topic::ALL {
            assert_eq!(Topic::from_value(t.value()), Some(t));
            assert!(t.label().chars().count() <= 100 && t.description().chars().count() <= 100);
        }
        assert!(HELP_MENU_ID.len() <= 100);
        assert!(HELP_INTRO.chars().count() < 300);
    }
}
