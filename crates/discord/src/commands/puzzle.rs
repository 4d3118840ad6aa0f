//! `/puzzle`: puzzles mined from this server's own games, solved privately.
//!
//! `/puzzle` (or `/puzzle next`) gives one near the member's puzzle
//! rating, `/puzzle daily` the server's puzzle of the UTC day, `/puzzle
//! streak` puzzles of rising difficulty until the first mistake. The member
//! answers with `/move` (routed here by [`answer`] while a puzzle is open
//! and the place holds no game) or with a shoot-down decision's buttons
//! (handled by the host like every button). Every view is the member's
//! alone; the host decides what is offered, rated and shown
//! (`host::host::puzzles`).

use super::run_with;
use crate::data::{Ctx, Error};
use crate::deliver::ReplyRules;
use host::PuzzleAsk;

/// Starts the puzzle `ask` names, answered privately.
async fn ask(ctx: Ctx<'_>, ask: PuzzleAsk) -> Result<(), Error> {
    run_with(ctx, ReplyRules::default(), move |data, player, place| {
        let host = data.host.clone();
        async move { host.puzzle(&player, &place, ask).await }
    })
    .await
}

/// A puzzle from this server's games near your puzzle rating; answer with /move (only you see it).
///
/// A bare `/puzzle` (as older clients and the help's examples send it) is
/// `/puzzle next`.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("puzzle_next", "puzzle_daily", "puzzle_streak")
)]
pub async fn puzzle(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, PuzzleAsk::Next).await
}

/// A puzzle near your puzzle rating, from this server's games; answer with /move.
#[poise::command(slash_command, guild_only, rename = "next")]
pub async fn puzzle_next(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, PuzzleAsk::Next).await
}

/// Today's puzzle: the same for everyone in this server, one try (UTC day).
#[poise::command(slash_command, guild_only, rename = "daily")]
pub async fn puzzle_daily(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, PuzzleAsk::Daily).await
}

/// Puzzles of rising difficulty until your first mistake; your best streak is kept.
#[poise::command(slash_command, guild_only, rename = "streak")]
pub async fn puzzle_streak(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, PuzzleAsk::Streak).await
}

/// Whether a `/move` from the member of `player` at `place` answers their
/// open puzzle: they have one, and no game lives at `place` (a move typed
/// in a game's thread is the game's).
pub(crate) async fn answers_puzzle(
    host: &host::Host,
    player: &host::Player,
    place: &host::Place,
) -> bool {
    host.game_at(place).is_none() && host.has_open_puzzle(&player.id).await
}
