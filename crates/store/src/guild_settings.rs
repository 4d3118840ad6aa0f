//! A server's (guild's) settings for the bot: the tournament organizer
//! role, whose members may start, kick from and cancel any tournament of
//! the server, and the tournament winner role. One row per server.

use crate::Store;
use crate::error::Result;
use crate::time::unix_millis;
use sqlx::Row;

impl Store {
    /// Sets (`Some`) or clears (`None`) the tournament organizer role of
    /// server `guild`.
    pub async fn set_organizer_role(&self, guild: &str, role: Option<&str>) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, tournament_organizer_role, updated_at_ms) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
             tournament_organizer_role = excluded.tournament_organizer_role, \
             updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(role)
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// The tournament organizer role of server `guild`, if one is set.
    pub async fn organizer_role(&self, guild: &str) -> Result<Option<String>> {
        let row =
            sqlx::query("SELECT tournament_organizer_role FROM guild_settings WHERE guild_id = $1")
                .bind(guild)
                .fetch_optional(self.reader())
                .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<String>, _>("tournament_organizer_role")?,
            None => None,
        })
    }

    /// Sets (`Some`) or clears (`None`) the tournament winner role of
    /// server `guild`.
    pub async fn set_winner_role(&self, guild: &str, role: Option<&str>) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, tournament_winner_role, updated_at_ms) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
             tournament_winner_role = excluded.tournament_winner_role, \
             updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(role)
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// The tournament winner role of server `guild`, if one is set.
    pub async fn winner_role(&self, guild: &str) -> Result<Option<String>> {
        let row =
            sqlx::query("SELECT tournament_winner_role FROM guild_settings WHERE guild_id = $1")
                .bind(guild)
                .fetch_optional(self.reader())
                .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<String>, _>("tournament_winner_role")?,
            None => None,
        })
    }
}
