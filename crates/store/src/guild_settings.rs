//! A server's (guild's) settings for the bot: the roles it sets
//! ([`ServerRole`]: the tournament organizer role, whose members may start,
//! kick from and cancel any tournament of the server, and the tournament
//! winner role). One row per server.

use crate::Store;
use crate::error::Result;
use crate::time::unix_millis;
use sqlx::Row;

/// A role a server sets for the bot, one column of `guild_settings` each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ServerRole {
    /// Its members may start, pair, kick from and cancel any tournament.
    TournamentOrganizer,
    /// The winner of each tournament gets it.
    TournamentWinner,
}

impl ServerRole {
    /// Its column (a fixed name, never user input).
    fn column(self) -> &'static str {
        match self {
            ServerRole::TournamentOrganizer => "tournament_organizer_role",
            ServerRole::TournamentWinner => "tournament_winner_role",
        }
    }
}

impl Store {
    /// Sets (`Some`) or clears (`None`) the role `which` of server `guild`.
    pub async fn set_server_role(
        &self,
        guild: &str,
        which: ServerRole,
        role: Option<&str>,
    ) -> Result<()> {
        let column = which.column();
        let sql = format!(
            "INSERT INTO guild_settings (guild_id, {column}, updated_at_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id) DO UPDATE SET {column} = excluded.{column}, \
             updated_at_ms = excluded.updated_at_ms"
        );
        sqlx::query(&sql)
            .bind(guild)
            .bind(role)
            .bind(unix_millis())
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// The role `which` of server `guild`, if one is set.
    pub async fn server_role(&self, guild: &str, which: ServerRole) -> Result<Option<String>> {
        let column = which.column();
        let sql = format!("SELECT {column} FROM guild_settings WHERE guild_id = $1");
        let row = sqlx::query(&sql)
            .bind(guild)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<String>, _>(column)?,
            None => None,
        })
    }
}
