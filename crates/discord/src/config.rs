//! What the Discord frontend is given to run: its own settings, read from
//! the environment by the program's configuration (`src/config.rs` of the
//! `cruise-pawns` binary) and handed over as values. The token is kept out
//! of every `Debug` and log line.

use std::fmt;
use std::time::Duration;

/// What to tell someone who starts the bot without a token.
pub const MISSING_TOKEN_HELP: &str = "DISCORD_TOKEN is not set, so the Discord bot cannot start.\n\
\n\
To run the bot:\n\
  1. Create an application at https://discord.com/developers/applications,\n\
     add a bot to it and copy its token (Bot > Reset Token).\n\
  2. Put it in a file named .env next to where you start the bot:\n\
       DISCORD_TOKEN=your-token-here\n\
     (see .env.example for every setting), or export DISCORD_TOKEN.\n\
  3. Invite the bot to your server and run `cruise-pawns` again.\n\
  docs/DISCORD.md explains each step (intents, invite URL, permissions).\n\
\n\
To try the game without Discord, play at this terminal: cruise-pawns play";

/// The Discord frontend's settings.
#[derive(Clone)]
pub struct Settings {
    /// `DISCORD_TOKEN`: the bot token (never printed).
    pub token: String,
    /// `DISCORD_GUILD_ID`: register the commands in this server only
    /// (instantly), instead of globally.
    pub guild_id: Option<u64>,
    /// `SHARDS`: the shards this process runs (the host serves the same
    /// servers); `None` = what Discord recommends.
    pub shards: Option<host::Shards>,
    /// `DISCORD_API_BASE` (tests only): where every REST call goes.
    pub api_base: Option<String>,
    /// `PUBLIC_URL`: the web site's address as users see it, for links in
    /// the bot's answers (no trailing `/`); `None` = no links.
    pub public_url: Option<String>,
    /// `THREAD_ARCHIVE_AFTER`: how long after a game ends its thread is
    /// archived, so that a busy server never reaches Discord's cap on
    /// active threads.
    pub thread_archive_after: Duration,
    /// `OUTBOX_MAX_BACKOFF`: the longest wait between two tries of a post
    /// Discord failed.
    pub outbox_max_backoff: Duration,
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"<hidden>")
            .field("guild_id", &self.guild_id)
            .field("shards", &self.shards)
            .field("api_base", &self.api_base)
            .field("public_url", &self.public_url)
            .field("thread_archive_after", &self.thread_archive_after)
            .field("outbox_max_backoff", &self.outbox_max_backoff)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_hides_the_token() {
        let s = Settings {
            token: "secret-token-123".into(),
            guild_id: Some(1),
            shards: None,
            api_base: None,
            public_url: None,
            thread_archive_after: Duration::from_secs(600),
            outbox_max_backoff: Duration::from_secs(30),
        };
        let text = format!("{s:?}");
        assert!(!text.contains("secret-token-123"), "{text}");
        assert!(text.contains("<hidden>"), "{text}");
    }
}
