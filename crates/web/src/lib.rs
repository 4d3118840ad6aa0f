//! # The public web site
//!
//! A read-only site over the same [`store::Store`] the bot writes:
//! leaderboards, tournaments, game replays, puzzles and players, as server-rendered
//! HTML (readable without JavaScript) and as JSON under `/api`. It never
//! writes to the store. Run it alone with `cruise-pawns web` (another
//! machine may serve the same PostgreSQL) or inside the bot with `WEB_ADDR`.
//!
//! | module | what it is |
//! |---|---|
//! | `escape` | HTML escaping: every user-typed string goes through it |
//! | [`html`] | the page frame, 404 pages (and `escape`, re-exported) |
//! | `privacy` | which servers, channels and players may be shown (`/settings web:on`; never a channel `@everyone` cannot view) |
//! | `leaderboard` | `/leaderboard/<preset>`, `/servers/<guild>/leaderboard/<preset>` |
//! | `game` | `/games/<id>`: the replay, its board pictures and PGN |
//! | `analysis` | a game's stored analysis: `/api/games/<id>/analysis`, its chart, its part of the replay page |
//! | `tournament` | `/tournaments/<id>`: standings, rounds, crosstable |
//! | `board_picture` | a replay's or a puzzle's board picture as an answer: its ETag (304), drawn in a bounded slot |
//! | `bracket` | a knockout's bracket on its page: the picture as inline SVG, matches linked to games |
//! | `player` | `/players/<user id>`: ratings, counters, chart, recent games |
//! | `puzzle` | `/puzzles/<id>`: a puzzle mined from a game, its solution hidden until asked, its pictures; a server's recent puzzles on its leaderboard |
//! | `home` | `/`: what the site has |
//! | `replay_cache` | recently read values: replays (a replay's pictures read the game once), tournament pages |
//! | `language` | the language a page is said in (`?lang=`, `Accept-Language`, the server's `/settings language:`), `<html lang>`, the switcher |
//! | `assets` | `/static/site.css`, `/static/site.js` (the replay's and the puzzle's steps) |
//! | `connection` | one client connection: HTTP/1.1, 408 to a request not sent in time |
//! | [`headers`] | security headers on every answer; the Cache-Control rule of a server's pages |
//! | [`limits`] | request timeouts, the bound on drawings at once (503 with `Retry-After`), the site's own threads |
//!
//! Each page module reads its data once into a serializable struct, which
//! the HTML page and the `/api/...` JSON both show, so they never differ.
//! Pages answer errors as plain HTML pages, `/api/...` as `{"error": "..."}`.
//!
//! Privacy: a server's pages (its leaderboard, tournaments and the games
//! played in it, and the puzzles mined from them) answer 404 until a Manage Server member turns them on
//! (`guild_settings.web_public`), and even then nothing played in a channel
//! `@everyone` cannot view (`private_channels`, recorded by the bot) is
//! shown; global pages list only players with a
//! rated game in such a server, and a player's page is 404 without one.
//! A player's page shows, and counts, only their games in such servers.
//!
//! Languages (`language`): every page is said in the visitor's language:
//! `?lang=<code>`, else the best of `Accept-Language`, else on a server's
//! pages that server's `/settings language:`, else en-US; `<html lang>` says
//! which, and every page's footer links to it in the 13 others. Its words
//! are the `web-*` messages of `locales/<locale>/web.ftl`; a replay's
//! captions are kept as words (one replay serves every language), a
//! tournament's page is kept per language. The JSON is in en-US.
//!
//! Under hostile load (see [`headers`] and [`limits`]): every answer has
//! the security headers (a Content-Security-Policy with no inline script,
//! no framing); an answer not ready in [`limits::REQUEST_TIMEOUT`] is a
//! 503, a client that does not send its request within
//! [`limits::HEADER_TIMEOUT`] is answered 408 and cut off; pictures and replays are drawn a
//! bounded number at a time with a bounded queue (full: 503 with
//! `Retry-After`); a server's pages and pictures are kept by shared caches
//! at most [`headers::SHARED_MAX_AGE_SECS`] seconds; and inside the bot
//! the site runs on its own threads and database connections
//! ([`spawn_on_own_threads`]), so a flood of page requests does not slow
//! the games.

pub mod headers;
pub mod html;
pub mod limits;

mod analysis;
mod assets;
mod board_picture;
mod bracket;
mod connection;
mod escape;
mod game;
mod home;
mod language;
mod leaderboard;
mod player;
mod privacy;
mod puzzle;
mod replay_cache;
mod tournament;

use axum::Router;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
pub use limits::{Limits, RenderGate};
use locale::{Locale, Words, ids};
use std::net::SocketAddr;
use std::sync::Arc;
use store::{Store, StoreError};

/// The address the site listens on without `WEB_ADDR`.
pub const DEFAULT_WEB_ADDR: &str = "127.0.0.1:8080";

/// How many replays the site keeps read (`replay_cache`): a replay
/// with its frames is a few tens of kilobytes.
const KEPT_REPLAYS: usize = 256;
/// How many tournament pages the site keeps made (`tournament`): a round
/// robin's crosstable is made once per change of the tournament.
const KEPT_TOURNAMENTS: usize = 64;

/// What every handler reads from.
#[derive(Clone)]
pub struct Site {
    store: Store,
    /// Recently read replays, by game, record version and kind of read.
    replays: Arc<replay_cache::RecentCache<(i64, i64, game::Reading), game::Replay>>,
    /// Tournament pages as made, by tournament, version and language.
    tournaments: Arc<replay_cache::RecentCache<(i64, i64, Locale), tournament::Made>>,
    /// Drawings at once, and waiting.
    renders: RenderGate,
}

impl Site {
    /// A slot to draw `what` in, or the 503 of a full queue.
    pub(crate) async fn render_slot(&self) -> PageResult<limits::RenderTicket> {
        self.renders
            .enter()
            .await
            .ok_or_else(|| PageError::Busy(Words::new(ids::WEB_BUSY_DRAWING)))
    }
}

/// Why a page could not be shown.
#[derive(Debug, thiserror::Error)]
pub(crate) enum PageError {
    /// Unknown, or not public: the same answer for both, so a private
    /// server's pages cannot be told from missing ones.
    #[error("{}", .0.text(Locale::EnUs))]
    NotFound(Words),
    #[error("{0}")]
    Store(#[from] StoreError),
    /// A stored row this version cannot read (written by a newer
    /// version, or damaged): `what` it is and why. Retrying will not help.
    #[error("{}: {why}", what.text(Locale::EnUs))]
    Unreadable { what: Words, why: String },
    /// A picture could not be drawn just now.
    #[error("{0}")]
    Drawing(String),
    /// Too many drawings at once: 503 with `Retry-After`.
    #[error("{}", .0.text(Locale::EnUs))]
    Busy(Words),
}

impl PageError {
    /// `what` (e.g. `Game 7`) is stored in a form this version cannot read.
    pub(crate) fn unreadable(what: Words, why: impl Into<String>) -> PageError {
        PageError::Unreadable {
            what,
            why: why.into(),
        }
    }

    /// What the visitor reads about a failure other than a 404.
    fn public_words(&self) -> Words {
        match self {
            PageError::Unreadable { what, .. } => {
                Words::new(ids::WEB_ERROR_UNREADABLE).arg("what", what.clone())
            }
            _ => Words::new(ids::WEB_ERROR_RETRY),
        }
    }
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        match self {
            PageError::NotFound(what) => html::not_found(&what),
            PageError::Busy(why) => limits::busy(false, &why),
            e => {
                tracing::error!("web page: {e}");
                let lang = language::here();
                let body = format!(
                    "<h1>{}</h1><p>{}</p>",
                    lang.t(ids::WEB_ERROR_HEADING, &[]),
                    html::escape(&lang.say(&e.public_words()))
                );
                (
                    axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                    axum::response::Html(html::page(
                        &lang,
                        &lang.t(ids::WEB_ERROR_TITLE, &[]),
                        "",
                        &body,
                    )),
                )
                    .into_response()
            }
        }
    }
}

pub(crate) type PageResult<T> = Result<T, PageError>;

/// The game number in a page's path (`/games/<id>`), or the page's 404.
pub(crate) fn game_id(text: &str) -> PageResult<i64> {
    text.parse::<i64>()
        .map_err(|_| PageError::NotFound(Words::new(ids::WEB_NOT_A_GAME_NUMBER).arg("text", text)))
}

/// A [`PageError`] answered as JSON (`{"error": "..."}`) by `/api/...`.
pub(crate) struct ApiError(PageError);

impl From<PageError> for ApiError {
    fn from(e: PageError) -> ApiError {
        ApiError(e)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        use axum::http::StatusCode;
        let (status, message) = match self.0 {
            // The JSON's errors are for tools: in en-US.
            PageError::NotFound(what) => (StatusCode::NOT_FOUND, what.text(Locale::EnUs)),
            PageError::Busy(why) => return limits::busy(true, &why),
            e => {
                tracing::error!("web api: {e}");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    e.public_words().text(Locale::EnUs),
                )
            }
        };
        (status, axum::Json(serde_json::json!({ "error": message }))).into_response()
    }
}

/// What an `/api/...` handler answers.
pub(crate) type ApiResult<T> = Result<axum::Json<T>, ApiError>;

/// The site's routes over `store`, with the default [`Limits`].
pub fn router(store: Store) -> Router {
    router_with(store, &Limits::default())
}

/// The site's routes over `store` with `limits`: every answer passes the
/// request timeout, then gets the security headers and the cache rule.
pub fn router_with(store: Store, limits: &Limits) -> Router {
    Router::new()
        .route("/", get(home::page_handler))
        .route("/leaderboard/{preset}", get(leaderboard::global_page))
        .route(
            "/servers/{guild}/leaderboard/{preset}",
            get(leaderboard::server_page),
        )
        .route("/api/leaderboard/{preset}", get(leaderboard::global_json))
        .route(
            "/api/servers/{guild}/leaderboard/{preset}",
            get(leaderboard::server_json),
        )
        // `/games/<id>` and `/games/<id>.pgn` share a segment.
        .route("/games/{file}", get(game::page_or_pgn))
        .route("/games/{id}/{frame}", get(game::frame_png))
        .route("/api/games/{id}", get(game::json))
        .route("/api/games/{id}/analysis", get(analysis::json))
        .route("/tournaments/{id}", get(tournament::show))
        .route("/api/tournaments/{id}", get(tournament::json))
        .route("/puzzles/{id}", get(puzzle::show))
        .route("/puzzles/{id}/{frame}", get(puzzle::frame_png))
        .route("/api/puzzles/{id}", get(puzzle::json))
        .route("/players/{id}", get(player::show))
        .route("/players/{id}/rating.png", get(player::chart))
        .route("/api/players/{id}", get(player::json))
        .route("/static/{file}", get(assets::file))
        .fallback(|| async { html::not_found(&Words::new(ids::WEB_NO_PAGE)) })
        .with_state(Site {
            store,
            replays: Arc::new(replay_cache::RecentCache::new(KEPT_REPLAYS)),
            tournaments: Arc::new(replay_cache::RecentCache::new(KEPT_TOURNAMENTS)),
            renders: limits.renders.clone(),
        })
        .layer(axum::middleware::from_fn_with_state(
            limits.request_timeout,
            limits::timeout,
        ))
        .layer(axum::middleware::from_fn(language::choose))
        .layer(axum::middleware::map_response(headers::add))
}

/// Why the site could not start, with what to do.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(
        "cannot listen on {addr}: {source}. Another program may be using that port: stop it, or set WEB_ADDR to another address (e.g. 127.0.0.1:8081)" // words-scan: skip (an operator's startup error)
    )]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("the web server stopped: {0}")]
    Serve(std::io::Error),
}

/// Reads `WEB_ADDR` as an address: `host:port` (e.g. `127.0.0.1:8080`,
/// `0.0.0.0:80`); the error says what is wrong.
pub fn parse_addr(text: &str) -> Result<SocketAddr, String> {
    text.trim().parse().map_err(|_| {
        format!(
            "WEB_ADDR `{text}` is not an address: give an IP and a port, e.g. {DEFAULT_WEB_ADDR} or 0.0.0.0:8080" // words-scan: skip (an operator's startup error)
        )
    })
}

/// Binds `addr` (the error says what to do when it is taken).
pub async fn bind(addr: SocketAddr) -> Result<tokio::net::TcpListener, ServeError> {
    tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| ServeError::Bind { addr, source })
}

/// Serves the site on `listener` until the process ends, with the default
/// [`Limits`].
pub async fn serve(listener: tokio::net::TcpListener, store: Store) -> Result<(), ServeError> {
    serve_with(listener, store, Limits::default()).await
}

/// Serves the site on `listener` with `limits` until the process ends:
/// HTTP/1.1, each connection on its own task, a client that does not send
/// its request's headers within `limits.header_timeout` answered 408 and
/// cut off, one that does not read its answer within
/// `limits.write_timeout` cut off (`connection`); beyond
/// `limits.connections` open at once, a new one is answered 503 and
/// closed.
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    store: Store,
    limits: Limits,
) -> Result<(), ServeError> {
    let app = router_with(store, &limits);
    let open = std::sync::Arc::new(tokio::sync::Semaphore::new(limits.connections.max(1)));
    let timeouts = connection::Timeouts {
        header: limits.header_timeout,
        write: limits.write_timeout,
    };
    loop {
        let (stream, _) = match listener.accept().await {
            Ok(s) => s,
            Err(e) if is_connection_error(&e) => continue,
            Err(e) => {
                // Out of file descriptors and the like: wait, do not spin.
                tracing::warn!("web: cannot accept a connection: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                continue;
            }
        };
        match open.clone().try_acquire_owned() {
            Ok(slot) => {
                let app = app.clone();
                tokio::spawn(async move {
                    connection::serve(stream, app, timeouts).await;
                    drop(slot);
                });
            }
            Err(_) => {
                tracing::debug!(
                    "web: {} connections open: one more refused",
                    limits.connections
                );
                tokio::spawn(connection::refuse(stream));
            }
        }
    }
}

/// An accept error of one connection (the next accept may succeed).
fn is_connection_error(e: &std::io::Error) -> bool {
    use std::io::ErrorKind;
    matches!(
        e.kind(),
        ErrorKind::ConnectionRefused | ErrorKind::ConnectionAborted | ErrorKind::ConnectionReset
    )
}

/// Serves the site on `addr` on threads of its own: its own tokio runtime
/// ([`Limits::threads`] worker threads named `web`), apart from the
/// caller's, and its own connections to the database at `database_url`
/// (a second pool: pages never wait for the bot's connections, nor the
/// bot for theirs), every thread at the lowest priority
/// ([`limits::WEB_NICE`]). So a flood of page requests does not slow the
/// games: it can take at most the core the games leave idle.
/// Binds before returning (the error says what to do when `addr` is
/// taken) and gives the address bound. (`sqlite::memory:` is private to
/// each connection pool: the site would show an empty database.)
pub fn spawn_on_own_threads(
    addr: SocketAddr,
    database_url: String,
    limits: Limits,
) -> Result<SocketAddr, ServeError> {
    let listener = std::net::TcpListener::bind(addr)
        .and_then(|l| l.set_nonblocking(true).map(|()| l))
        .map_err(|source| ServeError::Bind { addr, source })?;
    let bound = listener.local_addr().unwrap_or(addr);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(limits.threads.max(1))
        .thread_name("web")
        .on_thread_start(limits::lower_this_thread)
        .enable_all()
        .build()
        .map_err(ServeError::Serve)?;
    std::thread::Builder::new()
        .name("web".to_string())
        .spawn(move || {
            limits::lower_this_thread();
            runtime.block_on(async move {
                let store = match Store::connect(&database_url).await {
                    Ok(s) => s,
                    Err(e) => {
                        tracing::error!("the web site cannot open the database: {e}");
                        return;
                    }
                };
                let listener = match tokio::net::TcpListener::from_std(listener) {
                    Ok(l) => l,
                    Err(e) => {
                        tracing::error!("the web site cannot listen on {bound}: {e}");
                        return;
                    }
                };
                if let Err(e) = serve_with(listener, store, limits).await {
                    tracing::error!("{e}");
                }
            })
        })
        .map_err(ServeError::Serve)?;
    Ok(bound)
}

/// `cruise-pawns web`: serves the site on `WEB_ADDR` (default
/// [`DEFAULT_WEB_ADDR`]) over `DATABASE_URL` (default: the bot's SQLite
/// file) until the process ends. `.env` is read by the caller.
pub fn run_from_env() -> Result<(), String> {
    let addr = match std::env::var("WEB_ADDR") {
        Ok(a) if !a.trim().is_empty() => parse_addr(&a)?,
        _ => parse_addr(DEFAULT_WEB_ADDR)?,
    };
    let url = store::database_url_from_env();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?; // words-scan: skip (an operator's startup error)
    rt.block_on(async move {
        let store = Store::connect(&url).await.map_err(|e| e.to_string())?;
        let listener = bind(addr).await.map_err(|e| e.to_string())?;
        let shown = listener.local_addr().unwrap_or(addr);
        eprintln!(
            "cruise-pawns web: serving http://{shown}/ (read-only) over {}", // words-scan: skip (the operator's startup line)
            store::redact_url(&url)
        );
        serve(listener, store).await.map_err(|e| e.to_string())
    })
}
