//! `/`: what the site has and where to find it.

use crate::html::page;
use axum::response::Html;
use engine::Preset;
use locale::ids;

pub(crate) async fn page_handler() -> Html<String> {
    let lang = crate::language::here();
    let boards = Preset::ALL
        .iter()
        .map(|p| format!("<li><a href=\"/leaderboard/{0}\">{0}</a></li>", p.name()))
        .collect::<String>();
    let body = format!(
        "<h1>Cruise Pawns</h1><p>{}</p><h2>{}</h2><ul>{boards}</ul><p>{}</p><p>{}</p>", // words-scan: skip (the game's name, the same in every language)
        lang.t(ids::WEB_HOME_INTRO, &[]),
        lang.t(ids::WEB_HOME_BOARDS, &[]),
        lang.t(ids::WEB_HOME_WHERE, &[]),
        lang.t(ids::WEB_HOME_API, &[]),
    );
    Html(page(&lang, &lang.t(ids::WEB_HOME_TITLE, &[]), "", &body))
}
