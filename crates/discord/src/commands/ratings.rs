//! Ratings: `/leaderboard` and `/profile`.

use super::{parse_preset, public, refuse, run, run_with};
use crate::data::{Ctx, Error, player_of};
use host::Action;
use season::SeasonAction;
use serenity::all::User;

/// The rating leaderboard: ranked players of a preset, 10 a page.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "The game: cruise (default), cruise-forward, chess, pawns, pawns-cruise"]
    preset: Option<String>,
    #[description = "server (default: players with a rated game here), global, or season"]
    scope: Option<String>,
    #[description = "With scope:season, a past or current season's name (default: the open one)"]
    season: Option<String>,
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
        return run_with(ctx, public(), |data, player, place| {
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
    let shown = preset.unwrap_or_default();
    run_with(ctx, public(), move |data, player, place| {
        let host = data.host.clone();
        let url = data.public_url.clone();
        async move {
            let mut views = host.act(&player, &place, action).await;
            if let Some(url) = url {
                web_link(&host, &url, &place, scope, shown, &mut views).await;
            }
            views
        }
    })
    .await
}

/// With `PUBLIC_URL` set, a leaderboard answer ends with its page on the
/// web site: the global one, or this server's once its pages are public.
async fn web_link(
    host: &host::Host,
    url: &str,
    place: &host::Place,
    scope: host::BoardScope,
    preset: engine::Preset,
    views: &mut [host::View],
) {
    let link = if scope == host::BoardScope::Global || place.guild.is_empty() {
        format!("{url}/leaderboard/{}", preset.name())
    } else if host.web_public(&place.guild).await.unwrap_or(false) {
        format!(
            "{url}/servers/{}/leaderboard/{}",
            place.guild,
            preset.name()
        )
    } else {
        return;
    };
    if let Some(v) = views
        .iter_mut()
        .find(|v| v.kind == host::ViewKind::Leaderboard)
    {
        v.text.push_str(&format!("\nOn the web: <{link}>"));
    }
}

/// A player's ratings, ranks, results, last games and rating chart.
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Ctx<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<User>,
    #[description = "The game the details are about (default: the one played last)"] preset: Option<
        String,
    >,
) -> Result<(), Error> {
    let preset = match parse_preset(preset.as_deref()) {
        Ok(p) => p,
        Err(why) => return refuse(ctx, why).await,
    };
    let player = user.as_ref().map(player_of);
    run(ctx, Action::Profile { player, preset }, public()).await
}
