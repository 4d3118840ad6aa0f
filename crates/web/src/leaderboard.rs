//! `/leaderboard/<preset>` (all servers) and
//! `/servers/<guild id>/leaderboard/<preset>`: a preset's ranked players,
//! ten a page (`?page=2`), in the order and with the numbers `/leaderboard`
//! shows (the host's [`host::board_query`] and [`host::board_numbers`]).
//! A server's board is 404 until the server made its pages public; the
//! global board leaves out players without a rated game in a public server
//! (the others keep their global rank, so ranks match the bot's). A
//! server's board also lists its recent puzzles (`puzzle`).

use crate::html::{escape, page};
use crate::language::Lang;
use crate::privacy;
use crate::{PageError, PageResult, Site};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::response::Html;
use engine::Preset;
use locale::{Words, ids};
use serde::{Deserialize, Serialize};
use store::LeaderboardScope;

/// `?page=n` (from 1).
#[derive(Deserialize)]
pub(crate) struct PageParam {
    page: Option<String>,
}

impl PageParam {
    /// The page asked for, from 0 (missing or unreadable: the first).
    fn index(&self) -> u32 {
        self.page
            .as_deref()
            .and_then(|p| p.trim().parse::<u32>().ok())
            .unwrap_or(1)
            .saturating_sub(1)
    }
}

/// One page of a leaderboard, as the page and the JSON show it.
#[derive(Serialize)]
pub(crate) struct Board {
    pub preset: String,
    /// The server's id; `None`: all servers.
    pub server: Option<String>,
    /// From 1.
    pub page: u32,
    pub pages: u32,
    /// Ranked players in the scope.
    pub ranked: i64,
    /// Provisional players (ratings with `?`), not ranked yet.
    pub provisional: i64,
    pub lines: Vec<Line>,
    /// Lines of this page left out: players without a rated game in a
    /// public server (global board only).
    pub hidden: usize,
    /// The server's newest puzzles, newest first (a server's board only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recent_puzzles: Option<Vec<crate::puzzle::Listed>>,
}

/// One ranked player.
#[derive(Serialize)]
pub(crate) struct Line {
    pub rank: i64,
    pub user_id: String,
    pub name: String,
    /// As shown: `1834` (`1834?` while provisional).
    pub rating: String,
    pub games: i64,
    /// The change over 7 days as shown: `+12`, `-3`, `+0`.
    pub week: String,
}

fn preset_of(name: &str) -> PageResult<Preset> {
    name.parse::<Preset>().map_err(|_| {
        PageError::NotFound(
            Words::new(ids::WEB_NO_PRESET)
                .arg("name", name)
                .arg("list", Preset::ALL.map(|p| p.name()).join(", ")),
        )
    })
}

async fn read(site: &Site, server: Option<String>, preset: &str, page: u32) -> PageResult<Board> {
    let preset = preset_of(preset)?;
    let scope = match &server {
        Some(g) => {
            let missing = Words::new(ids::WEB_MISSING_SERVER_BOARD);
            privacy::require_server(&site.store, Some(g), missing).await?;
            LeaderboardScope::Guild(g.clone())
        }
        None => LeaderboardScope::Global,
    };
    let recent_puzzles = match &server {
        Some(g) => Some(crate::puzzle::recent(site, g).await?),
        None => None,
    };
    let query = host::board_query(preset, scope, page, store::unix_millis());
    let board = site.store.rating_board(&query).await?;
    let size = i64::from(host::PAGE_SIZE);
    let shown_page = u32::try_from(board.offset / size).unwrap_or(0) + 1;
    // On the global board only players with a public server are listed.
    let public: Option<Vec<String>> = match server {
        Some(_) => None,
        None => {
            let ids: Vec<&str> = board.lines.iter().map(|l| l.user_id.as_str()).collect();
            Some(site.store.web_public_players(&ids).await?)
        }
    };
    let mut hidden = 0;
    let mut lines = Vec::new();
    for l in &board.lines {
        if let Some(p) = &public
            && !p.contains(&l.user_id)
        {
            hidden += 1;
            continue;
        }
        let (rating, week) = host::board_numbers(l);
        lines.push(Line {
            rank: l.rank,
            user_id: l.user_id.clone(),
            name: l.display_name.clone(),
            rating: rating.to_string(),
            games: l.games,
            week: week.to_string(),
        });
    }
    Ok(Board {
        preset: preset.name().to_string(),
        server,
        page: shown_page,
        pages: host::board_pages(board.ranked),
        ranked: board.ranked,
        provisional: board.provisional,
        lines,
        hidden,
        recent_puzzles,
    })
}

fn render(lang: &Lang, b: &Board) -> String {
    let base = match &b.server {
        Some(g) => format!("/servers/{}/leaderboard/{}", escape(g), b.preset),
        None => format!("/leaderboard/{}", b.preset),
    };
    let scope = if b.server.is_some() { "server" } else { "all" };
    let mut s = format!(
        "<h1>{}</h1><p>{}</p>",
        lang.t(
            ids::WEB_BOARD_HEADING,
            &[
                ("preset", b.preset.as_str().into()),
                ("scope", scope.into())
            ]
        ),
        lang.t(
            ids::WEB_BOARD_PAGES,
            &[
                ("page", b.page.into()),
                ("pages", b.pages.into()),
                ("ranked", b.ranked.into())
            ]
        ),
    );
    s += &format!("<nav>{} ", lang.t(ids::WEB_BOARD_PRESETS, &[]));
    s += &Preset::ALL
        .iter()
        .map(|p| {
            let href = match &b.server {
                Some(g) => format!("/servers/{}/leaderboard/{}", escape(g), p.name()),
                None => format!("/leaderboard/{}", p.name()),
            };
            format!("<a href=\"{href}{}\">{}</a>", lang.keep(true), p.name())
        })
        .collect::<Vec<_>>()
        .join(" · ");
    s += "</nav>";
    if b.lines.is_empty() {
        s += &format!("<p>{}</p>", lang.t(ids::WEB_BOARD_EMPTY, &[]));
    } else {
        s += &format!(
            "<table id=\"board\"><thead><tr><th class=\"n\">#</th><th>{}</th>\
             <th class=\"n\">{}</th><th class=\"n\">{}</th><th class=\"n\">{}</th></tr></thead><tbody>",
            lang.t(ids::WEB_COL_PLAYER, &[]),
            lang.t(ids::WEB_COL_RATING, &[]),
            lang.t(ids::WEB_COL_GAMES, &[]),
            lang.t(ids::WEB_COL_WEEK, &[]),
        );
        for l in &b.lines {
            s += &format!(
                "<tr><td class=\"n\">{}</td><td><a href=\"/players/{}\">{}</a></td>\
                 <td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                l.rank,
                escape(&l.user_id),
                escape(&l.name),
                l.rating,
                l.games,
                l.week
            );
        }
        s += "</tbody></table>";
    }
    if b.hidden > 0 {
        s += &format!(
            "<p>{}</p>",
            lang.t(ids::WEB_BOARD_HIDDEN, &[("count", b.hidden.into())])
        );
    }
    s += &format!(
        "<p>{}</p>",
        lang.t(
            ids::WEB_BOARD_PROVISIONAL,
            &[("count", b.provisional.into())]
        )
    );
    s += "<nav>";
    if b.page > 1 {
        s += &format!(
            "<a id=\"prev\" href=\"{base}?page={}{}\">{}</a> ",
            b.page - 1,
            lang.keep(false),
            lang.t(ids::WEB_BOARD_PREV, &[("page", (b.page - 1).into())])
        );
    }
    if b.page < b.pages {
        s += &format!(
            "<a id=\"next\" href=\"{base}?page={}{}\">{}</a>",
            b.page + 1,
            lang.keep(false),
            lang.t(ids::WEB_BOARD_NEXT, &[("page", (b.page + 1).into())])
        );
    }
    s += "</nav>";
    if let Some(list) = &b.recent_puzzles {
        s += &crate::puzzle::recent_section(lang, list);
    }
    s
}

fn title(lang: &Lang, b: &Board) -> String {
    lang.t(
        ids::WEB_BOARD_TITLE,
        &[
            ("preset", b.preset.as_str().into()),
            ("page", b.page.into()),
        ],
    )
}

fn whole(lang: &Lang, b: &Board) -> Html<String> {
    Html(page(lang, &title(lang, b), "", &render(lang, b)))
}

pub(crate) async fn global_page(
    State(site): State<Site>,
    Path(preset): Path<String>,
    Query(q): Query<PageParam>,
) -> PageResult<Html<String>> {
    let b = read(&site, None, &preset, q.index()).await?;
    Ok(whole(&crate::language::here(), &b))
}

pub(crate) async fn server_page(
    State(site): State<Site>,
    Path((guild, preset)): Path<(String, String)>,
    Query(q): Query<PageParam>,
) -> PageResult<Html<String>> {
    let b = read(&site, Some(guild.clone()), &preset, q.index()).await?;
    let lang = crate::language::asked()
        .for_server(&site.store, Some(&guild))
        .await;
    Ok(whole(&lang, &b))
}

pub(crate) async fn global_json(
    State(site): State<Site>,
    Path(preset): Path<String>,
    Query(q): Query<PageParam>,
) -> crate::ApiResult<Board> {
    Ok(Json(read(&site, None, &preset, q.index()).await?))
}

pub(crate) async fn server_json(
    State(site): State<Site>,
    Path((guild, preset)): Path<(String, String)>,
    Query(q): Query<PageParam>,
) -> crate::ApiResult<Board> {
    Ok(Json(read(&site, Some(guild), &preset, q.index()).await?))
}
