//! Ratings: `/leaderboard` (game ratings, a season's, or puzzle ratings
//! with `scope:puzzles`) and `/profile`.

use super::choices::{Choice, Choices};
use super::{asked, refuse, run, run_with};
use crate::data::{Ctx, Error, player_of};
use host::Action;
use locale::{Words, ids};
use season::SeasonAction;
use serenity::all::User;

/// Whose ratings `/leaderboard` ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    /// Players with a rated game in this server.
    Server,
    /// Everyone.
    Global,
    /// A season's pool (see `season`).
    Season,
    /// This server's members by puzzle rating (see `puzzle`).
    Puzzles,
}

impl Choices for Scope {
    fn all() -> Vec<Self> {
        vec![Scope::Server, Scope::Global, Scope::Season, Scope::Puzzles]
    }
    fn value(self) -> &'static str {
        match self {
            Scope::Server => "server",
            Scope::Global => "global",
            Scope::Season => "season",
            Scope::Puzzles => "puzzles",
        }
    }
}

/// The rating leaderboard: ranked players of a preset, 10 a page (to you only unless public:true).
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<Choice<engine::Preset>>,
    #[description = "server (default: players with a rated game here), global, season, or puzzles (puzzle ratings)"]
    scope: Option<Choice<Scope>>,
    #[description = "With scope:season, a past or current season's name (default: the open one)"]
    season: Option<String>,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let preset = preset.map(|Choice(p)| p);
    let scope = scope.map_or(Scope::Server, |Choice(s)| s);
    if scope == Scope::Season {
        let action = SeasonAction::Leaderboard {
            preset,
            season,
            page: 0,
        };
        return run_with(ctx, asked(public), |data, player, place| {
            let seasons = data.seasons.clone();
            async move { seasons.act(&player, &place, action).await }
        })
        .await;
    }
    if scope == Scope::Puzzles {
        if preset.is_some() || season.is_some() {
            let locale = crate::language::of_answer(ctx).await;
            let why = Words::new(ids::LEADERBOARD_PUZZLES_ALONE);
            return refuse(ctx, why.text(locale)).await;
        }
        return run_with(ctx, asked(public), |data, player, place| {
            let host = data.host.clone();
            async move { host.puzzle_leaderboard(&place, &player.id, 0).await }
        })
        .await;
    }
    if season.is_some() {
        let locale = crate::language::of_answer(ctx).await;
        let why = Words::new(ids::LEADERBOARD_SEASON_NEEDS_SCOPE);
        return refuse(ctx, why.text(locale)).await;
    }
    let scope = match scope {
        Scope::Global => host::BoardScope::Global,
        Scope::Server | Scope::Season | Scope::Puzzles => host::BoardScope::Server,
    };
    let action = Action::Leaderboard {
        preset,
        scope,
        page: 0,
    };
    run(ctx, action, asked(public)).await
}

/// A player's ratings, ranks, results, last games and rating chart (to you only unless public:true).
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Ctx<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<User>,
    #[description = "The game the details are about (default: the one played last)"] preset: Option<
        Choice<engine::Preset>,
    >,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let preset = preset.map(|Choice(p)| p);
    let player = match (&user, super::app(ctx)) {
        (Some(u), Some(a)) => Some(super::option_player(a.interaction, u)),
        (Some(u), None) => Some(player_of(u)),
        (None, _) => None,
    };
    run(ctx, Action::Profile { player, preset }, asked(public)).await
}
