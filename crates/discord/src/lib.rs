//! The Discord frontend.

/// Runs the bot with configuration from `.env` and the environment.
pub fn run_from_env() -> anyhow::Result<()> {
    anyhow::bail!("the bot is not built yet")
}
