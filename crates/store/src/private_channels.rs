//! The channels of a server that `@everyone` cannot view (a staff
//! channel), as the bot last saw them: the web site publishes nothing
//! played in them, even for a server whose pages are on. The Discord
//! frontend computes them (from roles and permission overwrites, as
//! Discord does) and records them through the host: a server's whole set
//! at each connection, one channel at each change. A thread's games are
//! its parent channel's (`games.channel_id`), and so are its privacy.

use crate::Store;
use crate::error::Result;
use crate::time::unix_millis;

/// The SQL condition that channel column `column` is not a private
/// channel (for the queries of what the web site shows).
pub(crate) fn not_private(column: &str) -> String {
    format!("{column} NOT IN (SELECT pc.channel_id FROM private_channels pc)")
}

impl Store {
    /// Replaces the private channels of server `guild` by `channels` (what
    /// the bot saw of the whole server), in one transaction.
    pub async fn set_private_channels(&self, guild: &str, channels: &[String]) -> Result<()> {
        let now = unix_millis();
        let mut tx = self.writer().begin().await?;
        sqlx::query("DELETE FROM private_channels WHERE guild_id = $1")
            .bind(guild)
            .execute(&mut *tx)
            .await?;
        for c in channels {
            sqlx::query(
                "INSERT INTO private_channels (channel_id, guild_id, updated_at_ms) \
                 VALUES ($1, $2, $3) ON CONFLICT (channel_id) DO UPDATE SET \
                 guild_id = excluded.guild_id, updated_at_ms = excluded.updated_at_ms",
            )
            .bind(c.as_str())
            .bind(guild)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Records whether channel `channel` of server `guild` is private
    /// (`@everyone` cannot view it).
    pub async fn set_channel_private(
        &self,
        guild: &str,
        channel: &str,
        private: bool,
    ) -> Result<()> {
        if private {
            sqlx::query(
                "INSERT INTO private_channels (channel_id, guild_id, updated_at_ms) \
                 VALUES ($1, $2, $3) ON CONFLICT (channel_id) DO UPDATE SET \
                 guild_id = excluded.guild_id, updated_at_ms = excluded.updated_at_ms",
            )
            .bind(channel)
            .bind(guild)
            .bind(unix_millis())
            .execute(self.writer())
            .await?;
        } else {
            sqlx::query("DELETE FROM private_channels WHERE channel_id = $1")
                .bind(channel)
                .execute(self.writer())
                .await?;
        }
        Ok(())
    }

    /// Whether channel `channel` is private (`@everyone` cannot view it).
    pub async fn channel_private(&self, channel: &str) -> Result<bool> {
        let row = sqlx::query("SELECT 1 FROM private_channels WHERE channel_id = $1")
            .bind(channel)
            .fetch_optional(self.reader())
            .await?;
        Ok(row.is_some())
    }
}
