//! # The Discord frontend
//!
//! The bot people play through: slash commands, buttons, a thread per game
//! and a board picture for every change of position. It turns Discord
//! interactions and messages into [`host::Action`]s and the host's
//! [`host::View`]s into Discord messages; all game logic lives in the host.
//!
//! | module | what it is for |
//! |---|---|
//! | [`config`] | the environment: `DISCORD_TOKEN`, `DATABASE_URL`, `DISCORD_GUILD_ID`, `SHARDS`, `DISCORD_API_BASE` |
//! | `bot` | start-up: store, host, serenity client (with the test proxy), command registration |
//! | `data` | what every handler shares: `Data` (host, places, view messages), `Ctx`, `Error` |
//! | `commands` | the slash commands (`/challenge`, `/move`, `/fire`, ...) |
//! | `components` | buttons and plain messages in game threads |
//! | `deliver` | answering an interaction exactly once and posting the views |
//! | `present` | a view as a Discord message: text, buttons in rows, the board PNG |
//! | `places` | Discord channels and threads as host places |
//!
//! `cruise-pawns` (no subcommand, or `bot`) calls [`run_from_env`].

pub mod config;

mod bot;
mod commands;
mod components;
mod data;
mod deliver;
mod places;
mod present;

pub use bot::run;
pub use config::{Config, MISSING_TOKEN_HELP, ShardRange};

/// Runs the bot with configuration from `.env` and the environment, on its
/// own tokio runtime, until it stops. Without `DISCORD_TOKEN` it returns an
/// error that says how to get one and points to `cruise-pawns play`.
pub fn run_from_env() -> anyhow::Result<()> {
    // A missing .env is fine; a malformed one is worth saying.
    if let Err(e) = dotenvy::dotenv()
        && !e.not_found()
    {
        anyhow::bail!("could not read .env: {e}");
    }
    init_logging();
    let config = Config::from_env().map_err(anyhow::Error::msg)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(run(config))
}

fn init_logging() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,serenity=warn,poise=warn,sqlx=warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
