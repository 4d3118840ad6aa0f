//! `/rules` and `/help`: `/help` is one message with a menu of topics
//! (playing, missiles, tournaments, ratings, settings); picking one shows
//! that topic's words and its commands, made from the commands as
//! registered, in one screen.

use super::{app, reply};
use crate::data::{Ctx, Data, Error, SharedData};
use crate::deliver::Origin;
use crate::present::Outgoing;
use locale::{Locale, Words, ids};
use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment,
    CreateInteractionResponse, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    MessageFlags,
};
use std::sync::atomic::Ordering;

/// The rules text of `/rules`, said in `locale`.
pub(crate) fn rules_text(locale: Locale) -> String {
    Words::new(ids::RULES_TEXT).text(locale)
}

/// How Cruise Pawns is played: a short summary with a picture (to you only unless public:true).
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Ctx<'_>,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let Some(a) = app(ctx) else { return Ok(()) };
    a.has_sent_initial_response.store(true, Ordering::SeqCst);
    let quiet = !public.unwrap_or(false);
    let ci = a.interaction;
    let (server, member) = crate::language::of_reader(ctx.data(), ci.guild_id, &ci.locale).await;
    let locale = if quiet { member } else { server };
    let picture = tokio::task::spawn_blocking(rules_picture)
        .await
        .ok()
        .flatten();
    let mut out = Outgoing::text(rules_text(locale));
    if let Some(png) = picture {
        out.files.push(CreateAttachment::bytes(png, "rules.png"));
    }
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
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", // words-scan: skip (a position in FEN)
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

    /// Its label, one-line description (in the menu) and text (above
    /// its commands): ids of `help.ftl`.
    fn ids(self) -> [&'static str; 3] {
        match self {
            Topic::Playing => [
                ids::HELP_PLAYING_LABEL,
                ids::HELP_PLAYING_ABOUT,
                ids::HELP_PLAYING_TEXT,
            ],
            Topic::Missiles => [
                ids::HELP_MISSILES_LABEL,
                ids::HELP_MISSILES_ABOUT,
                ids::HELP_MISSILES_TEXT,
            ],
            Topic::Tournaments => [
                ids::HELP_TOURNAMENTS_LABEL,
                ids::HELP_TOURNAMENTS_ABOUT,
                ids::HELP_TOURNAMENTS_TEXT,
            ],
            Topic::Ratings => [
                ids::HELP_RATINGS_LABEL,
                ids::HELP_RATINGS_ABOUT,
                ids::HELP_RATINGS_TEXT,
            ],
            Topic::Puzzles => [
                ids::HELP_PUZZLES_LABEL,
                ids::HELP_PUZZLES_ABOUT,
                ids::HELP_PUZZLES_TEXT,
            ],
            Topic::Settings => [
                ids::HELP_SETTINGS_LABEL,
                ids::HELP_SETTINGS_ABOUT,
                ids::HELP_SETTINGS_TEXT,
            ],
        }
    }

    /// Its label in the menu.
    fn label(self, locale: Locale) -> String {
        Words::new(self.ids()[0]).text(locale)
    }

    /// Its one-line description in the menu.
    fn description(self, locale: Locale) -> String {
        Words::new(self.ids()[1]).text(locale)
    }

    /// What the topic says above its commands.
    fn text(self, locale: Locale) -> String {
        Words::new(self.ids()[2]).text(locale)
    }

    /// The topic a command is described under, by its path (`move`,
    /// `tournament settings`).
    fn of_command(path: &str) -> Option<Topic> {
        let tournament_settings = "tournament settings"; // words-scan: skip (a command's path)
        if path == tournament_settings {
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
fn short_description(c: &poise::Command<SharedData, Error>, locale: Locale) -> (&str, bool) {
    let english = c.description.as_deref().unwrap_or_default();
    // Read in the canonical (en-US) descriptions as registered.
    let marks = ["(organizer", "(Manage Server)"]; // words-scan: skip (markers of the English descriptions)
    let for_organizers = marks.iter().any(|m| english.contains(m));
    // The description Discord shows in `locale`, where the command has one.
    let what = c
        .description_localizations
        .iter()
        .find(|(code, _)| *code == locale.code())
        .map_or(english, |(_, d)| &**d);
    let short = what.split(" (").next().unwrap_or(what);
    let short = short.split(" （").next().unwrap_or(short);
    (short.trim_end_matches(['.', '。']), for_organizers)
}

/// The lines of `c` and its subcommands, one a command as registered
/// (`/tournament standings`); a group of subcommands (`/tournament
/// create`) is one line naming them (`/tournament create swiss|arena|…`),
/// so that a topic fits one screen.
fn command_lines(
    lines: &mut Vec<CommandLine>,
    prefix: &str,
    c: &poise::Command<SharedData, Error>,
    locale: Locale,
) {
    let path = format!("{prefix}{}", c.name);
    let (what, for_organizers) = short_description(c, locale);
    let usage = if c.subcommands.is_empty() {
        usage(&path, c)
    } else if c.subcommands.iter().all(|s| s.subcommands.is_empty()) && !prefix.is_empty() {
        let names: Vec<&str> = c.subcommands.iter().map(|s| &*s.name).collect();
        format!("/{path} {}", names.join("|"))
    } else {
        for sub in &c.subcommands {
            command_lines(lines, &format!("{path} "), sub, locale);
        }
        return;
    };
    let text = Words::new(ids::HELP_COMMAND_LINE)
        .arg("usage", usage)
        .arg("what", what)
        .text(locale);
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
fn topic_text(
    topic: Topic,
    commands: &[poise::Command<SharedData, Error>],
    locale: Locale,
) -> String {
    let mut all_lines = Vec::new();
    for c in commands {
        command_lines(&mut all_lines, "", c, locale);
    }
    let (organizers, everyone): (Vec<CommandLine>, Vec<CommandLine>) = all_lines
        .into_iter()
        .filter(|l| Topic::of_command(&l.path) == Some(topic))
        .partition(|l| l.for_organizers);
    let mut lines = vec![format!("**{}**", topic.label(locale)), topic.text(locale)];
    lines.extend(everyone.into_iter().map(|l| l.text));
    if !organizers.is_empty() {
        lines.push(Words::new(ids::HELP_ORGANIZERS).text(locale));
        lines.extend(organizers.into_iter().map(|l| l.text));
    }
    lines.join("\n")
}

/// The topic menu in `locale`, `chosen` marked as picked.
fn topic_menu(chosen: Option<Topic>, locale: Locale) -> CreateActionRow {
    let options = Topic::ALL
        .into_iter()
        .map(|t| {
            CreateSelectMenuOption::new(t.label(locale), t.value())
                .description(t.description(locale))
                .default_selection(Some(t) == chosen)
        })
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(HELP_MENU_ID, CreateSelectMenuKind::String { options })
            .placeholder(Words::new(ids::HELP_PICK_TOPIC).text(locale)),
    )
}

/// `/help`'s message in `locale`: the intro and the topic menu.
fn help_message(locale: Locale) -> Outgoing {
    let mut out = Outgoing::text(Words::new(ids::HELP_INTRO).text(locale));
    out.rows.push(topic_menu(None, locale));
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
    let locale = match app(ctx) {
        Some(a) => {
            let ci = a.interaction;
            let (server, member) =
                crate::language::of_reader(ctx.data(), ci.guild_id, &ci.locale).await;
            if quiet { member } else { server }
        }
        None => Locale::EnUs,
    };
    reply(ctx, help_message(locale), quiet).await
}

/// Answers a pick in `/help`'s topic menu; `false` when `ci` is not one.
/// On the asker's private help the message itself shows the topic (the
/// menu stays, to pick another); on a public help the topic comes to the
/// one who picked it, privately, and the public message stays as it is.
/// Either way the topic is the picker's alone: in their client's language
/// if shipped, else the server's as `/settings language` or Discord says
/// it ([`crate::language::of_reader`]).
pub(crate) async fn on_topic_picked(ctx: &Context, data: &Data, ci: &ComponentInteraction) -> bool {
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
    let (_, locale) = crate::language::of_reader(data, ci.guild_id, &ci.locale).await;
    let r = match topic {
        Some(topic) => {
            let mut out = Outgoing::text(topic_text(topic, &super::all(), locale));
            out.rows.push(topic_menu(Some(topic), locale));
            if private {
                CreateInteractionResponse::UpdateMessage(out.update())
            } else {
                CreateInteractionResponse::Message(out.response(true))
            }
        }
        None => CreateInteractionResponse::Message(
            Outgoing::text(Words::new(ids::HELP_UNKNOWN_TOPIC).text(locale)).response(true),
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
            command_lines(&mut lines, "", c, Locale::EnUs);
        }
        for l in &lines {
            assert!(
                Topic::of_command(&l.path).is_some(),
                "/{} has no topic",
                l.path
            );
        }
        let texts: Vec<String> = Topic::ALL
            .iter()
            .map(|t| topic_text(*t, &all, Locale::EnUs))
            .collect();
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
            for l in Locale::ALL {
                assert!(t.label(l).chars().count() <= 100, "{t:?} in {l:?}");
                assert!(t.description(l).chars().count() <= 100, "{t:?} in {l:?}");
            }
        }
        assert!(HELP_MENU_ID.len() <= 100);
        for l in Locale::ALL {
            let intro = Words::new(ids::HELP_INTRO).text(l);
            assert!(intro.chars().count() < 300, "{l:?}");
        }
    }

    #[test]
    fn rules_and_help_are_said_in_the_readers_language() {
        assert!(rules_text(Locale::EnUs).starts_with("**Cruise Pawns** is chess in which"));
        let de = rules_text(Locale::De);
        assert!(
            de.contains("Rakete") && de.contains("`/move e4>e5>e6>d7`"),
            "{de}"
        );
        let ja = rules_text(Locale::Ja);
        assert!(ja.contains("ミサイル") && ja.contains("`/fire e4`"), "{ja}");
        let all = super::super::all();
        for l in Locale::ALL {
            for t in Topic::ALL {
                let text = topic_text(t, &all, l);
                assert!(text.starts_with(&format!("**{}**\n", t.label(l))), "{text}");
                assert!(text.chars().count() <= 1_900, "{t:?} in {l:?}");
                assert!(!text.contains('⟦'), "{t:?} in {l:?}: {text}");
            }
        }
        assert_eq!(Topic::Missiles.label(Locale::De), "Raketen");
        assert!(topic_text(Topic::Playing, &all, Locale::Ja).contains("`/move <move>`"));
    }
}
