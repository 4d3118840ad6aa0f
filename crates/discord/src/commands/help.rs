//! `/rules` and `/help`.

use super::{app, refuse};
use crate::data::{Ctx, Error};
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

/// How Cruise Pawns is played: a short summary with a picture.
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), Error> {
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
    let r = CreateInteractionResponse::Message(out.response(false));
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

/// The text of `/help`.
pub(crate) const HELP_TEXT: &str = "**Cruise Pawns commands**\n\
`/challenge [opponent] [preset] [color] [king_strikes] [intercept] [time] [rated]`: challenge someone (or anyone); they press **Accept** or **Decline**. The game gets its own thread. Games are rated unless `rated: false`.\n\
`/move <move>`: play a move (`e4`, `Nf3`, `e2e4`) or a whole flight (`e4>e5>e6>d7`, `e4*`). Autocomplete lists your legal moves.\n\
`/fire <pawn>`: fire the pawn on that square and steer the missile square by square with buttons.\n\
When a missile enters a square you can capture on, you get buttons to shoot it down (e.g. **Bxe6**) or **Let it pass**.\n\
`/resign`, `/draw` (offer), `/claim` (threefold / 50 moves), `/abort` (before both have moved), `/board`, `/export` (game record), `/rules`.\n\
`/leaderboard [preset] [scope]`: ranked players by rating (◀ ▶ turn pages). `/profile [user] [preset]`: ratings, ranks, results, last games and a rating chart.\n\
In a game's thread you can also just type your move (e.g. `Nf3`).";

/// The commands and how to play.
#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    refuse(ctx, HELP_TEXT).await
}
