//! `/static/site.css` and `/static/site.js`: the site's style and the
//! script of the replays and puzzles, as files (the Content-Security-Policy runs no inline
//! script or style). Built into the binary from `crates/web/static/`.

use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};

const CSS: &str = include_str!("../static/site.css");
const JS: &str = include_str!("../static/site.js");

/// Static files show no server's data: a shared cache may keep them an
/// hour (a new version changes them at most that late).
const CACHE: &str = "public, max-age=3600";

/// `/static/<file>`.
pub(crate) async fn file(Path(name): Path<String>) -> Response {
    let (kind, body) = match name.as_str() {
        "site.css" => ("text/css; charset=utf-8", CSS),
        "site.js" => ("text/javascript; charset=utf-8", JS),
        _ => return crate::html::not_found(&locale::Words::new(locale::ids::WEB_NO_FILE)),
    };
    (
        [(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, CACHE)],
        body,
    )
        .into_response()
}
