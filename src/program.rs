//! The bot, put together: the composition root. Everything the running
//! bot is made of is built here, in this order, each part given its own
//! configuration ([`Config`]) and what it runs over:
//!
//! 1. the store (`DATABASE_URL`), the one the host, the tournaments and
//!    the seasons keep their tables in;
//! 2. the game host over it, with the outbox on and this process's shards;
//! 3. the metrics endpoint (`METRICS_ADDR`) and the web site (`WEB_ADDR`,
//!    on threads and database connections of its own), when set;
//! 4. the tournaments and the seasons, over the host and the store;
//! 5. the Discord frontend over the host, the tournaments and the seasons
//!    ([`discord::run`]), until Ctrl-C or SIGTERM.
//!
//! Then it stops in the reverse order: the frontend lets its actions in
//! flight finish and its outbox drain, the tournaments', seasons' and
//! host's timers stop, and the store is flushed and closed.

use crate::config::{Config, DEFAULT_ARENA_MINUTE_S, load_dotenv};
use host::Host;
use season::Seasons;
use tournament::Tournaments;

/// Runs the bot with configuration from `.env` and the environment, on its
/// own tokio runtime, until it stops. Without `DISCORD_TOKEN` it returns an
/// error that says how to get one and points to `cruise-pawns play`.
pub fn run_from_env() -> anyhow::Result<()> {
    // A missing .env is fine; a malformed one is worth saying (without
    // its content: it may hold the token).
    load_dotenv(&std::env::current_dir()?).map_err(anyhow::Error::msg)?;
    discord::init_logging();
    let config = Config::from_env().map_err(anyhow::Error::msg)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(run(config))
}

/// Builds the bot's parts from `config`, runs it until it stops, and stops
/// its parts.
pub async fn run(config: Config) -> anyhow::Result<()> {
    tracing::info!("starting with {config:?}");
    let store = store::Store::connect(&config.database_url)
        .await
        .map_err(|e| anyhow::anyhow!("cannot open the database: {e}"))?;
    warn_of_test_settings(&config);
    let (host, timed) = Host::start(store.clone(), config.host_config())
        .await
        .map_err(|e| anyhow::anyhow!("cannot start the game host: {e}"))?;
    if let Some(addr) = config.metrics_addr {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| anyhow::anyhow!("cannot serve metrics on METRICS_ADDR={addr}: {e}"))?;
        tracing::info!("metrics on http://{addr}/metrics");
        discord::metrics::spawn(listener, host.clone());
    }
    if let Some(addr) = config.web_addr {
        // Its own threads and database connections: a flood of page
        // requests does not slow the games.
        let bound =
            web::spawn_on_own_threads(addr, config.database_url.clone(), web::Limits::default())?;
        tracing::info!("web site on http://{bound}/");
    }
    let tournaments = Tournaments::start(host.clone(), store.clone(), config.tournament_config())
        .await
        .map_err(|e| anyhow::anyhow!("cannot restore the tournaments: {e}"))?;
    let seasons = Seasons::start(host.clone(), store.clone())
        .await
        .map_err(|e| anyhow::anyhow!("cannot restore the seasons: {e}"))?;
    // Ctrl-C / SIGTERM stops the frontend.
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        stop_signal().await;
        tracing::info!("stopping: no new actions; finishing those in flight");
        let _ = stop_tx.send(true);
    });
    let parts = discord::Parts {
        host: host.clone(),
        timed,
        tournaments: tournaments.clone(),
        seasons: seasons.clone(),
    };
    let ended = discord::run(config.discord_settings(), parts, stop_rx).await;
    // The frontend has finished its actions and drained its outbox: the
    // timers stop, and the store is flushed and closed.
    tournaments.shutdown().await;
    seasons.shutdown().await;
    host.shutdown().await;
    store.close().await;
    tracing::info!("stopped");
    ended
}

/// Says at start-up which settings make the bot's time unlike real time:
/// they are for tests.
fn warn_of_test_settings(config: &Config) {
    if !config.clock_offset.is_zero() {
        tracing::warn!(
            "CLOCK_OFFSET={}: the bot's clock runs {} s ahead of the system clock (a test setting)",
            config.clock_offset.as_secs(),
            config.clock_offset.as_secs()
        );
    }
    if config.arena_minute.as_secs() != DEFAULT_ARENA_MINUTE_S {
        tracing::warn!(
            "ARENA_MINUTE={}: an arena's minute lasts {} s (a test setting)",
            config.arena_minute.as_secs(),
            config.arena_minute.as_secs()
        );
    }
}

/// Waits for Ctrl-C or (on Unix) SIGTERM, as sent by `docker stop` and
/// systemd.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
                return;
            }
            Err(e) => tracing::warn!("cannot listen for SIGTERM: {e}"),
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}
