//! `/rules` and `/help`.

use super::{app, reply};
use crate::data::{Ctx, Error, SharedData};
use crate::present::Outgoing;
use serenity::all::{CreateAttachment, CreateInteractionResponse};
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

/// What `/help` says before the list of commands.
const HELP_INTRO: &str = "**Cruise Pawns commands** (`<option>` is required, `[option]` optional)";

/// What `/help` says after the list: how a game is played in Discord.
const HELP_OUTRO: &str = "When a missile enters a square you can capture on, you get buttons to shoot it down (e.g. **Bxe6**) or **Let it pass**.\n\
In a game's thread you can also just type your move (e.g. `Nf3`). `/challenge` with the bot as `opponent` plays the AI (`level` 1-8).\n\
`/rules`, `/help`, `/profile` and `/leaderboard` answer only you; add `public:true` to post the answer in the channel.\n\
A `/challenge` without `opponent` is open to anyone and pings the server's looking-for-a-game role, if a server manager set one (`/settings lfg_role:`).\n\
A board that asks you to move or answer is drawn from your side (Black's from Black's); players are named by their server nickname, kept for the whole game.\n\
A finished casual or rated game (not a tournament game) has a **Rematch** button: press it to offer your opponent a rematch with colours swapped and the same settings; when they press **Rematch** (or **Accept**) within 10 minutes, the new game starts in a new thread.\n\
Every finished game's end has an **Analyse** button (and `/analyse game:<number>` analyses any finished game of this server): one message shows the progress, then the bot posts a chart of White's chances, each side's accuracy with its inaccuracies (?!), mistakes (?) and blunders (??), and the three worst decisions with the better choice. Asked again, it answers at once.\n\
Without a clock each move has a limit (14 days; a tournament's `move_limit`, default 1 day): half-way you are reminded; at the limit your opponent may `/claim` the win (a tournament game ends: the player to move loses).\n\
A series (`repeat:weekly`) keeps its hour in the zone it was created in (`starts:2026-12-04 19:00 Europe/Berlin`, or the server's `/settings timezone:`), across daylight-saving changes. A channel may hold several tournaments: name one with `tournament:` (it suggests them). The reminder and the check-in post carry their own **Check in** button.";

/// One command's line: `/name <required> [optional]: description`.
fn help_line(prefix: &str, c: &poise::Command<SharedData, Error>) -> String {
    let mut usage = format!("/{prefix}{}", c.name);
    for p in &c.parameters {
        if p.required {
            usage.push_str(&format!(" <{}>", p.name));
        } else {
            usage.push_str(&format!(" [{}]", p.name));
        }
    }
    let what = c.description.as_deref().unwrap_or_default();
    format!("`{usage}`: {what}")
}

/// The text of `/help`, made from the commands themselves (their names,
/// options and descriptions), so that it lists every command and every
/// `/tournament` subcommand as registered.
pub(crate) fn help_text(commands: &[poise::Command<SharedData, Error>]) -> String {
    let mut lines = vec![HELP_INTRO.to_string()];
    for c in commands {
        help_lines(&mut lines, "", "", c);
    }
    lines.push(HELP_OUTRO.to_string());
    lines.join("\n")
}

/// The lines of `c` and its subcommands (`/tournament`, then `/tournament
/// create`, then `/tournament create swiss ...`), each level indented.
fn help_lines(
    lines: &mut Vec<String>,
    indent: &str,
    prefix: &str,
    c: &poise::Command<SharedData, Error>,
) {
    if c.subcommands.is_empty() {
        lines.push(format!("{indent}{}", help_line(prefix, c)));
        return;
    }
    let what = c.description.as_deref().unwrap_or_default();
    lines.push(format!("{indent}`/{prefix}{}`: {what}", c.name));
    let prefix = format!("{prefix}{} ", c.name);
    let indent = format!("{indent}  ");
    for sub in &c.subcommands {
        help_lines(lines, &indent, &prefix, sub);
    }
}

/// The commands and how to play (to you only unless public:true).
#[poise::command(slash_command)]
pub async fn help(
    ctx: Ctx<'_>,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let quiet = !public.unwrap_or(false);
    reply(ctx, Outgoing::text(help_text(&super::all())), quiet).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_lists_every_command_subcommand_and_option() {
        let all = super::super::all();
        let text = help_text(&all);
        for c in &all {
            assert!(
                text.contains(&format!("`/{}", c.name)),
                "/{} missing",
                c.name
            );
            for sub in &c.subcommands {
                let usage = format!("`/{} {}", c.name, sub.name);
                assert!(text.contains(&usage), "{usage} missing");
                for p in &sub.parameters {
                    assert!(
                        text.contains(&format!("{}]", p.name))
                            || text.contains(&format!("{}>", p.name))
                    );
                }
                for leaf in &sub.subcommands {
                    let usage = format!("`/{} {} {}", c.name, sub.name, leaf.name);
                    let line = text
                        .lines()
                        .find(|l| l.trim_start().starts_with(&usage))
                        .unwrap_or_else(|| panic!("{usage} missing"));
                    for p in &leaf.parameters {
                        let (r, o) = (format!("<{}>", p.name), format!("[{}]", p.name));
                        assert!(line.contains(&r) || line.contains(&o), "{line}: {}", p.name);
                    }
                }
            }
        }
        let challenge = text.lines().find(|l| l.starts_with("`/challenge")).unwrap();
        assert!(challenge.contains("[level]"), "{challenge}");
        assert!(text.contains("`/tournament berserk`"));
        assert!(
            text.contains("`/season start <name> [preset] [ends]`"),
            "seasons are listed"
        );
        assert!(text.contains("`/move <move>`"), "a required option in <>");
        assert!(
            text.contains("**Rematch**"),
            "the Rematch button is described"
        );
        assert!(text.contains("`/tournament list`"), "{text}");
        assert!(text.contains("`/analyse <game>`"), "{text}");
        assert!(
            text.contains("**Analyse**"),
            "the Analyse button is described"
        );
        assert!(
            text.contains("`/tournament edit swiss [tournament] [name] [starts]"),
            "{text}"
        );
        assert!(
            text.contains("`/tournament create swiss <name> [rounds] [bye] [byes]"),
            "{text}"
        );
        assert!(
            text.contains("`/tournament create knockout <name> [best_of]"),
            "{text}"
        );
        assert!(
            text.contains("/settings timezone:"),
            "series keep their hour"
        );
    }
}
