//! A server's (guild's) settings for the bot: the tournament organizer
//! role, whose members may start, kick from and cancel any tournament of
//! the server, the tournament winner role, and whether the server's pages
//! are on the public web site (`web_public`). One row per server.

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

    /// Turns server `guild`'s pages on the public web site on or off.
    pub async fn set_web_public(&self, guild: &str, public: bool) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, web_public, updated_at_ms) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
             web_public = excluded.web_public, updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(i64::from(public))
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Whether server `guild` turned its pages on the public web site on
    /// (off by default).
    pub async fn web_public(&self, guild: &str) -> Result<bool> {
        let row =
            sqlx::query("SELECT 1 FROM guild_settings WHERE guild_id = $1 AND web_public = 1")
                .bind(guild)
                .fetch_optional(self.reader())
                .await?;
        Ok(row.is_some())
    }

    /// Those of `users` who have a rated game in a server whose pages are
    /// public: the only players the web site's global pages show.
    pub async fn web_public_players(&self, users: &[&str]) -> Result<Vec<String>> {
        if users.is_empty() {
            return Ok(Vec::new());
        }
        let list = (1..=users.len())
            .map(|i| format!("${i}"))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!(
            "SELECT DISTINCT s.user_id AS user_id FROM rating_servers s \
             JOIN guild_settings g ON g.guild_id = s.guild_id \
             WHERE g.web_public = 1 AND s.user_id IN ({list})"
        );
        let mut query = sqlx::query(&sql);
        for u in users {
            query = query.bind(*u);
        }
        let rows = query.fetch_all(self.reader()).await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>("user_id")?))
            .collect()
    }
}
