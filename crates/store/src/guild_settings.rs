//! A server's (guild's) settings for the bot: the roles it sets
//! ([`ServerRole`]: the tournament organizer role, whose members may start,
//! kick from and cancel any tournament of the server, and the tournament
//! winner role, the looking-for-a-game role an open challenge pings), who
//! may create tournaments ([`TournamentCreators`]), whether the
//! server's pages are on the public web site (`web_public`), its time
//! zone (`timezone`: where its tournaments' times are read and its series
//! keep their hour), and the language of its public posts (`language`, a
//! Discord locale code).
//! One row per server.

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
    /// An open challenge (no opponent named) pings it: the members who
    /// want to hear that someone is looking for a game.
    LookingForGame,
}

impl ServerRole {
    /// Its column (a fixed name, never user input).
    fn column(self) -> &'static str {
        match self {
            ServerRole::TournamentOrganizer => "tournament_organizer_role",
            ServerRole::TournamentWinner => "tournament_winner_role",
            ServerRole::LookingForGame => "lfg_role",
        }
    }
}

/// Who may create tournaments and series on a server
/// (`/tournament settings creators:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TournamentCreators {
    /// Any member (the default).
    #[default]
    Everyone,
    /// Only members with Manage Server and the tournament organizer role.
    Organizers,
}

impl TournamentCreators {
    /// Its stored and typed name: `everyone` or `organizers`.
    pub fn name(self) -> &'static str {
        match self {
            TournamentCreators::Everyone => "everyone",
            TournamentCreators::Organizers => "organizers",
        }
    }
}

impl std::str::FromStr for TournamentCreators {
    type Err = String;

    /// `everyone` or `organizers` (any case, spaces around ignored).
    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "everyone" => Ok(TournamentCreators::Everyone),
            "organizers" | "organisers" => Ok(TournamentCreators::Organizers),
            _ => Err(format!(
                "`creators:{s}`: choose `everyone` (any member may create tournaments) or `organizers` (only Manage Server and the organizer role)."
            )),
        }
    }
}

impl Store {
    /// Sets who may create tournaments and series on server `guild`.
    pub async fn set_tournament_creators(
        &self,
        guild: &str,
        creators: TournamentCreators,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, tournament_creators, updated_at_ms) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
             tournament_creators = excluded.tournament_creators, \
             updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(creators.name())
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Who may create tournaments and series on server `guild` (everyone
    /// until a Manage Server member says otherwise). A value this version
    /// does not know reads as `organizers`, the stricter one.
    pub async fn tournament_creators(&self, guild: &str) -> Result<TournamentCreators> {
        let row = sqlx::query("SELECT tournament_creators FROM guild_settings WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => r
                .try_get::<String, _>("tournament_creators")?
                .parse()
                .unwrap_or(TournamentCreators::Organizers),
            None => TournamentCreators::Everyone,
        })
    }

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

    /// Sets (`Some`, an IANA name the caller checked) or clears (`None`:
    /// UTC) server `guild`'s time zone.
    pub async fn set_server_timezone(&self, guild: &str, zone: Option<&str>) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, timezone, updated_at_ms) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
             timezone = excluded.timezone, updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(zone)
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Server `guild`'s time zone (an IANA name), if one is set.
    pub async fn server_timezone(&self, guild: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT timezone FROM guild_settings WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<String>, _>("timezone")?,
            None => None,
        })
    }

    /// Sets (`Some`, a Discord locale code the caller checked: `fr`,
    /// `pt-BR`) or clears (`None`: follow Discord's preferred_locale)
    /// the language of server `guild`'s public posts.
    pub async fn set_server_language(&self, guild: &str, code: Option<&str>) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, language, updated_at_ms) \
             VALUES ($1, $2, $3) ON CONFLICT (guild_id) DO UPDATE SET \
             language = excluded.language, updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(code)
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// The language of server `guild`'s public posts (a Discord locale
    /// code), if one is set.
    pub async fn server_language(&self, guild: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT language FROM guild_settings WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<Option<String>, _>("language")?,
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

    /// Those of `guilds` whose pages are on the public web site (one query
    /// for a page that shows games of several servers).
    pub async fn web_public_servers(&self, guilds: &[&str]) -> Result<Vec<String>> {
        if guilds.is_empty() {
            return Ok(Vec::new());
        }
        let list = placeholders(guilds.len());
        let sql = format!(
            "SELECT guild_id FROM guild_settings WHERE web_public = 1 AND guild_id IN ({list})"
        );
        let mut query = sqlx::query(&sql);
        for g in guilds {
            query = query.bind(*g);
        }
        let rows = query.fetch_all(self.reader()).await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>("guild_id")?))
            .collect()
    }

    /// Those of `users` who have a rated game in a server whose pages are
    /// public: the only players the web site's global pages show.
    pub async fn web_public_players(&self, users: &[&str]) -> Result<Vec<String>> {
        if users.is_empty() {
            return Ok(Vec::new());
        }
        let list = placeholders(users.len());
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

/// `$1, $2, ..., $n`: the parameters of an `IN (...)` list of `n` values.
fn placeholders(n: usize) -> String {
    (1..=n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}
