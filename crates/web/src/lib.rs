//! # The public web site
//!
//! A read-only site over the same [`store::Store`] the bot writes:
//! leaderboards, tournaments, game replays and players, as server-rendered
//! HTML (readable without JavaScript) and as JSON under `/api`. It never
//! writes to the store. Run it alone with `cruise-pawns web` (another
//! machine may serve the same PostgreSQL) or inside the bot with `WEB_ADDR`.
//!
//! | module | what it is |
//! |---|---|
//! | [`html`] | `escape` (every user-typed string), the page frame, 404 pages |
//! | `privacy` | which servers and players may be shown (`/settings web:on`) |
//! | `leaderboard` | `/leaderboard/<preset>`, `/servers/<guild>/leaderboard/<preset>` |
//! | `game` | `/games/<id>`: the replay, its board pictures and PGN |
//! | `tournament` | `/tournaments/<id>`: standings, rounds, crosstable |
//! | `player` | `/players/<user id>`: ratings, counters, chart, recent games |
//! | `home` | `/`: what the site has |
//! | `replay_cache` | recently read replays (a replay's pictures read the game once) |
//!
//! Each page module reads its data once into a serializable struct, which
//! the HTML page and the `/api/...` JSON both show, so they never differ.
//! Pages answer errors as plain HTML pages, `/api/...` as `{"error": "..."}`.
//!
//! Privacy: a server's pages (its leaderboard, tournaments and the games
//! played in it) answer 404 until a Manage Server member turns them on
//! (`guild_settings.web_public`); global pages list only players with a
//! rated game in such a server, and a player's page is 404 without one.

pub mod html;

mod game;
mod home;
mod leaderboard;
mod player;
mod privacy;
mod replay_cache;
mod tournament;

use axum::Router;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::net::SocketAddr;
use std::sync::Arc;
use store::{Store, StoreError};

/// The address the site listens on without `WEB_ADDR`.
pub const DEFAULT_WEB_ADDR: &str = "127.0.0.1:8080";

/// How many replays the site keeps read (`replay_cache`): a replay
/// with its frames is a few tens of kilobytes.
const KEPT_REPLAYS: usize = 256;

/// What every handler reads from.
#[derive(Clone)]
pub struct Site {
    store: Store,
    /// Recently read replays, by game, record version and kind of read.
    replays: Arc<replay_cache::RecentCache<(i64, i64, game::Words), game::Replay>>,
}

/// Why a page could not be shown.
#[derive(Debug, thiserror::Error)]
pub(crate) enum PageError {
    /// Unknown, or not public: the same answer for both, so a private
    /// server's pages cannot be told from missing ones.
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Store(#[from] StoreError),
    /// A stored row this version cannot read (written by a newer
    /// version, or damaged): `what` it is and why. Retrying will not help.
    #[error("{what}: {why}")]
    Unreadable { what: String, why: String },
    /// A picture could not be drawn just now.
    #[error("{0}")]
    Drawing(String),
}

impl PageError {
    /// `what` (e.g. `Game 7`) is stored in a form this version cannot read.
    pub(crate) fn unreadable(what: impl Into<String>, why: impl Into<String>) -> PageError {
        PageError::Unreadable {
            what: what.into(),
            why: why.into(),
        }
    }

    /// What the visitor reads about a failure other than a 404.
    fn public_text(&self) -> String {
        match self {
            PageError::Unreadable { what, .. } => format!(
                "{what} is stored in a form this version of the site cannot read (written by a \
                 newer version of the bot, or damaged). Trying again will not help: the server's \
                 log names the row and why, for the bot's admin."
            ),
            _ => "The data could not be read just now. Try again in a moment; if it keeps \
                  happening, the server's log says why."
                .to_string(),
        }
    }
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        match self {
            PageError::NotFound(what) => html::not_found(&what),
            e => {
                tracing::error!("web page: {e}");
                let body = format!(
                    "<h1>Something went wrong</h1><p>{}</p>",
                    html::escape(&e.public_text())
                );
                (
                    axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                    axum::response::Html(html::page("Error", "", &body)),
                )
                    .into_response()
            }
        }
    }
}

pub(crate) type PageResult<T> = Result<T, PageError>;

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
            PageError::NotFound(what) => (StatusCode::NOT_FOUND, what),
            e => {
                tracing::error!("web api: {e}");
                (StatusCode::INTERNAL_SERVER_ERROR, e.public_text())
            }
        };
        (status, axum::Json(serde_json::json!({ "error": message }))).into_response()
    }
}

/// What an `/api/...` handler answers.
pub(crate) type ApiResult<T> = Result<axum::Json<T>, ApiError>;

/// The site's routes over `store`.
pub fn router(store: Store) -> Router {
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
        .route("/tournaments/{id}", get(tournament::show))
        .route("/api/tournaments/{id}", get(tournament::json))
        .route("/players/{id}", get(player::show))
        .route("/players/{id}/rating.png", get(player::chart))
        .route("/api/players/{id}", get(player::json))
        .fallback(|| async { html::not_found("There is no page at this address.") })
        .with_state(Site {
            store,
            replays: Arc::new(replay_cache::RecentCache::new(KEPT_REPLAYS)),
        })
}

/// Why the site could not start, with what to do.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(
        "cannot listen on {addr}: {source}. Another program may be using that port: stop it, or set WEB_ADDR to another address (e.g. 127.0.0.1:8081)"
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
            "WEB_ADDR `{text}` is not an address: give an IP and a port, e.g. {DEFAULT_WEB_ADDR} or 0.0.0.0:8080"
        )
    })
}

/// Binds `addr` (the error says what to do when it is taken).
pub async fn bind(addr: SocketAddr) -> Result<tokio::net::TcpListener, ServeError> {
    tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| ServeError::Bind { addr, source })
}

/// Serves the site on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, store: Store) -> Result<(), ServeError> {
    axum::serve(listener, router(store))
        .await
        .map_err(ServeError::Serve)
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
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    rt.block_on(async move {
        let store = Store::connect(&url).await.map_err(|e| e.to_string())?;
        let listener = bind(addr).await.map_err(|e| e.to_string())?;
        let shown = listener.local_addr().unwrap_or(addr);
        eprintln!(
            "cruise-pawns web: serving http://{shown}/ (read-only) over {}",
            store::redact_url(&url)
        );
        serve(listener, store).await.map_err(|e| e.to_string())
    })
}
