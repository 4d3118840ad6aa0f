//! `/players/<user id>`: a player's ratings in every preset with the
//! profile's counters (`/profile`'s numbers: results, streaks), their
//! rating chart (`/players/<id>/rating.png`, the chart `/profile` draws)
//! and their recent rated games. Only games in public servers show, and
//! only they make the counters, streaks and chart (`store::Seen::Public`);
//! the rating and rank are global. 404 unless they have a
//! rated game in a server whose pages are public.

use crate::html::{escape, page};
use crate::language::Lang;
use crate::privacy;
use crate::{PageError, PageResult, Site};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use locale::ids;
use serde::Serialize;

/// Recent games listed per preset.
const RECENT_GAMES: i64 = 10;

#[derive(Serialize)]
pub(crate) struct PlayerJson {
    user_id: String,
    name: String,
    ratings: Vec<RatingJson>,
}

#[derive(Serialize)]
struct RatingJson {
    preset: String,
    /// As shown: `1742`, `1742?`.
    rating: String,
    provisional: bool,
    /// Global rank (`None`: not ranked).
    rank: Option<i64>,
    games: i64,
    wins: i64,
    draws: i64,
    losses: i64,
    streak: i64,
    best_streak: i64,
    /// Newest first, games in public servers only.
    recent: Vec<GameLine>,
}

#[derive(Serialize)]
struct GameLine {
    game_id: i64,
    at_ms: i64,
    opponent_id: String,
    opponent_name: String,
    /// `win`, `draw` or `loss`.
    result: String,
    opponent_rating: i64,
    rating_before: i64,
    /// As shown: `1742`, `1742?`.
    rating_after: String,
    /// `+12`, `-3`.
    change: String,
}

async fn read(site: &Site, user: &str) -> PageResult<PlayerJson> {
    privacy::require_player(&site.store, user).await?;
    let st = &site.store;
    let name = st
        .player(user)
        .await?
        .map_or_else(|| user.to_string(), |p| p.display_name);
    // Another server's games stay there: the site has no server of its
    // own, so the counts, streaks and recent games are those of the
    // public servers' games (the rating and rank are global).
    let seen = store::Seen::Public;
    let mut ratings = Vec::new();
    for r in st.player_ratings_seen(user, &seen).await? {
        let rank = st
            .rating_rank(user, &r.preset, &store::LeaderboardScope::Global)
            .await?;
        let games = st
            .recent_rated_games(user, &r.preset, RECENT_GAMES, &seen)
            .await?;
        let mut recent = Vec::new();
        for g in &games {
            let (opponent_rating, before, after, change) = host::rated_game_numbers(g);
            recent.push(GameLine {
                game_id: g.game_id,
                at_ms: g.at_ms,
                opponent_id: g.opponent_id.clone(),
                opponent_name: g.opponent_name.clone(),
                result: match g.result {
                    store::PlayerResult::Win => "win",
                    store::PlayerResult::Draw => "draw",
                    store::PlayerResult::Loss => "loss",
                }
                .to_string(),
                opponent_rating,
                rating_before: before,
                rating_after: after.to_string(),
                change: change.to_string(),
            });
        }
        ratings.push(RatingJson {
            preset: r.preset.clone(),
            rating: host::shown_value(&r.value).to_string(),
            provisional: r.value.provisional,
            rank,
            games: r.games,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
            streak: r.streak,
            best_streak: r.best_streak,
            recent,
        });
    }
    Ok(PlayerJson {
        user_id: user.to_string(),
        name,
        ratings,
    })
}

fn render(lang: &Lang, p: &PlayerJson) -> String {
    let mut s = format!(
        "<h1>{}</h1><p><img src=\"/players/{}/rating.png?lang={}\" alt=\"{}\" class=\"chart\"></p>",
        escape(&p.name),
        escape(&p.user_id),
        lang.locale.code(),
        escape(&lang.t(ids::WEB_CHART_ALT, &[]))
    );
    let col = |id: &str| lang.t(id, &[]);
    s += &format!(
        "<h2>{}</h2><table id=\"ratings\"><thead><tr><th>{}</th><th class=\"n\">{}</th>\
         <th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th>\
         <th class=\"n\">{}</th><th class=\"n\">{}</th></tr></thead><tbody>",
        col(ids::WEB_RATINGS),
        col(ids::WEB_COL_PRESET),
        col(ids::WEB_COL_RATING),
        col(ids::WEB_COL_RANK),
        col(ids::WEB_COL_GAMES),
        col(ids::WEB_COL_WINS),
        col(ids::WEB_COL_DRAWS),
        col(ids::WEB_COL_LOSSES),
        col(ids::WEB_COL_STREAK),
    );
    for r in &p.ratings {
        s += &format!(
            "<tr><td><a href=\"/leaderboard/{0}\">{0}</a></td><td class=\"n\">{1}</td><td class=\"n\">{2}</td>\
             <td class=\"n\">{3}</td><td class=\"n\">{4}</td><td class=\"n\">{5}</td><td class=\"n\">{6}</td>\
             <td class=\"n\">{7} ({8})</td></tr>",
            escape(&r.preset),
            r.rating,
            r.rank
                .map_or_else(|| col(ids::WEB_NOT_RANKED), |n| format!("#{n}")),
            r.games,
            r.wins,
            r.draws,
            r.losses,
            r.streak,
            r.best_streak
        );
    }
    s += "</tbody></table>";
    for r in p.ratings.iter().filter(|r| !r.recent.is_empty()) {
        s += &format!(
            "<h2>{}</h2><ul>",
            lang.t(
                ids::WEB_RECENT_GAMES,
                &[("preset", escape(&r.preset).into())]
            )
        );
        for g in &r.recent {
            s += &format!(
                "<li><a href=\"/games/{}\">{}</a>: {} → {} ({})</li>",
                g.game_id,
                lang.t(
                    ids::WEB_RECENT_GAME,
                    &[
                        ("result", g.result.as_str().into()),
                        ("opponent", escape(&g.opponent_name).into()),
                        ("rating", g.opponent_rating.into()),
                    ]
                ),
                g.rating_before,
                g.rating_after,
                g.change
            );
        }
        s += "</ul>";
    }
    s
}

pub(crate) async fn show(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> PageResult<Html<String>> {
    let p = read(&site, &id).await?;
    Ok(Html(page_html(&crate::language::here(), &p)))
}

fn page_html(lang: &Lang, p: &PlayerJson) -> String {
    page(lang, &p.name, "", &render(lang, p))
}

/// `/api/players/<id>`.
pub(crate) async fn json(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> crate::ApiResult<PlayerJson> {
    Ok(Json(read(&site, &id).await?))
}

/// `/players/<id>/rating.png`: the rating chart `/profile` draws.
pub(crate) async fn chart(
    State(site): State<Site>,
    Path(id): Path<String>,
) -> PageResult<Response> {
    privacy::require_player(&site.store, &id).await?;
    let name = site
        .store
        .player(&id)
        .await?
        .map_or_else(|| id.clone(), |p| p.display_name);
    let history = site.store.rating_history(&id, &store::Seen::Public).await?;
    let chart = host::rating_chart(&name, &history, crate::language::here().locale);
    let ticket = site.render_slot().await?;
    let png = tokio::task::spawn_blocking(move || {
        let _ticket = ticket;
        render::chart::chart_png(&chart)
    })
    .await
    .map_err(|e| PageError::Drawing(format!("the chart task failed: {e}")))? // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    .map_err(|e| PageError::Drawing(format!("cannot draw the rating chart: {e}")))?; // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    Ok((
        [
            (header::CONTENT_TYPE, "image/png"),
            // Made of public servers' games: the cache rule (`headers`).
            (header::CACHE_CONTROL, crate::headers::SERVER_PAGES),
            // Its text is in the asked language (`?lang=`, else the browser's).
            (header::VARY, "Accept-Language"),
        ],
        png,
    )
        .into_response())
}
