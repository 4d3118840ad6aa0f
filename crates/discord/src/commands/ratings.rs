//! Ratings: `/leaderboard` and `/profile`.

use super::{asked, parse_preset, refuse, run, run_with};
use crate::data::{Ctx, Error, player_of};
use host::Action;
use season::SeasonAction;
use serenity::all::User;

/// The rating leaderboard: ranked players of a preset, 10 a page (to you only unless public:true).
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<String>,
    #[description = "server (default: players with a rated game here), global, or season"]
    scope: Option<String>,
    #[description = "With scope:season, a past or current season's name (default: the open one)"]
    season: Option<String>,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let preset = match parse_preset(preset.as_deref()) {
        Ok(p) => p,
        Err(why) => return refuse(ctx, why).await,
    };
    let is_season = scope
        .as_deref()
        .is_some_and(|s| s.trim().eq_ignore_ascii_case("season"));
    if is_season {
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
    if season.is_some() {
        return refuse(
            ctx,
            "`season:` goes with `scope:season` (e.g. `/leaderboard scope:season season:Winter`).",
        )
        .await;
    }
    let scope = match scope.as_deref().map(str::parse::<host::BoardScope>) {
        None => host::BoardScope::Server,
        Some(Ok(s)) => s,
        Some(Err(e)) => return refuse(ctx, format!("Bad `scope`: {e}.")).await,
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
        String,
    >,
    #[description = "true: post it in the channel for everyone (default: only you see it)"]
    public: Option<bool>,
) -> Result<(), Error> {
    let preset = match parse_preset(preset.as_deref()) {
        Ok(p) => p,
        Err(why) => return refuse(ctx, why).await,
    };
    let player = match (&user, super::app(ctx)) {
        (Some(u), Some(a)) => Some(super::option_player(a.interaction, u)),
        (Some(u), None) => Some(player_of(u)),
        (None, _) => None,
    };
    run(ctx, Action::Profile { player, preset }, asked(public)).await
}
