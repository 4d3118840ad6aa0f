//! A page's board picture as an HTTP answer: a replay's frame
//! (`/games/<id>/<n>.png`) or a puzzle's (`/puzzles/<id>/<n>.png`). Each
//! never changes once made, so it carries an ETag and a client that has
//! it is answered 304 without drawing; otherwise it is drawn on the
//! blocking pool, one of the bounded drawings at once
//! ([`crate::limits`]).

use crate::{PageError, PageResult, Site};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use engine::{Color, Position, Square};
use render::{Missile, Renderer, Scene};

/// The width and height of a page's board picture, in pixels.
pub(crate) const IMAGE_SIZE: u32 = 512;

/// One board to draw: the position, the move that led to it, a missile.
#[derive(Clone)]
pub(crate) struct Board {
    pub pos: Position,
    pub last: Option<(Square, Square)>,
    pub missile: Option<Missile>,
}

/// What a picture shows besides its board: the players' names (White,
/// Black) and the side at the bottom.
pub(crate) struct Framing {
    pub players: (String, String),
    pub facing: Color,
}

/// Answers a request for `board`, whose ETag is `tag` (`what` names it in
/// errors and in the drawing queue: "game 12's picture"): 304 to a
/// matching `If-None-Match`, else the PNG. Both are kept by shared caches
/// no longer than a server's pages may be ([`crate::headers::SERVER_PAGES`]):
/// its server may turn its pages off.
pub(crate) async fn answer(
    site: &Site,
    headers: &HeaderMap,
    tag: &str,
    what: &str,
    board: Board,
    framing: Framing,
) -> PageResult<Response> {
    let cache = (
        header::CACHE_CONTROL,
        HeaderValue::from_static(crate::headers::SERVER_PAGES),
    );
    let etag_header = (
        header::ETAG,
        HeaderValue::from_str(tag).expect("ascii etag"),
    );
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == tag || t.trim() == "*"));
    if matches {
        return Ok((StatusCode::NOT_MODIFIED, [etag_header, cache]).into_response());
    }
    let ticket = site.render_slot().await?;
    let png = tokio::task::spawn_blocking(move || {
        let _ticket = ticket;
        let renderer = Renderer::cached(IMAGE_SIZE)?;
        let (w, b) = &framing.players;
        let mut scene = Scene::from_position(&board.pos)
            .players(w, b)
            .orientation(framing.facing);
        if let Some((from, to)) = board.last {
            scene = scene.last_move(from, to);
        }
        if let Some(m) = board.missile {
            scene = scene.missile(m);
        }
        renderer.png(&scene)
    })
    .await
    .map_err(|e| PageError::Drawing(format!("the picture task failed: {e}")))? // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    .map_err(|e| PageError::Drawing(format!("cannot draw {what}: {e}")))?; // words-scan: skip (a drawing failure: only logged, the visitor reads web-error-retry)
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
            etag_header,
            cache,
        ],
        png,
    )
        .into_response())
}
