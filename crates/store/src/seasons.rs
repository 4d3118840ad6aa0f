//! Seasons: a server's second rating pool for a while. A season is opened
//! in a server ([`Store::create_season`]) and ended once
//! ([`Store::end_season`]); while it is open, every rated game of that
//! server in the season's preset (or in any preset when it has none) also
//! updates both players' season ratings, in the transaction that rates the
//! game (`season_pool`, called when a game is rated). A player's
//! first season game starts from a new player's rating, as in the global
//! pool; the game is recorded as the season's (`season_games`). Season
//! ratings are kept after the end: they are the archive of its standings
//! ([`Store::season_standings`]). `ratings rebuild` recomputes them by
//! replaying each season's games (see `rating_rebuild`).
//!
//! A server's season settings (the top role and how many get it) live
//! here too ([`Store::set_season_settings`]).

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};
use crate::ratings::{RatingValue, rating_value_from_row};
use crate::store::Store;

/// A season to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSeason {
    /// The server.
    pub guild_id: String,
    /// Its name, unique in the server without regard to case.
    pub name: String,
    /// The preset it rates, `None` for every preset (each its own pool).
    pub preset: Option<String>,
    /// Where it was started: its standings are posted there.
    pub channel_id: String,
    /// The thread it was started in, if any.
    pub thread_id: Option<String>,
    /// Who started it.
    pub started_by: String,
    /// When it starts (unix ms): games rated from then on count.
    pub started_ms: i64,
    /// When it is to end by itself, if ever.
    pub ends_ms: Option<i64>,
    /// The server's top role when it was started (`None`: none was set),
    /// as checked against its starter.
    pub grant_role: Option<String>,
    /// Whether its starter could give `grant_role` herself (`None`: not
    /// decided; read as a season stored before this was kept).
    pub grant_may_give: Option<bool>,
}

/// A stored season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRecord {
    /// Its id.
    pub id: i64,
    /// The server.
    pub guild_id: String,
    /// Its name as given.
    pub name: String,
    /// The preset it rates, `None` for every preset.
    pub preset: Option<String>,
    /// Where it was started and its standings go.
    pub channel_id: String,
    /// The thread it was started in, if any.
    pub thread_id: Option<String>,
    /// Who started it.
    pub started_by: String,
    /// When it started (unix ms).
    pub started_ms: i64,
    /// When it is to end by itself, if ever.
    pub ends_ms: Option<i64>,
    /// When it ended; `None` while open.
    pub ended_ms: Option<i64>,
    /// When its final standings were posted; `None` while still owed.
    pub posted_ms: Option<i64>,
    /// The server's top role when it was started (`None`: none was set).
    pub grant_role: Option<String>,
    /// Whether its starter could give `grant_role` herself; `None`:
    /// started before this was kept (its role is handed out as then).
    pub grant_may_give: Option<bool>,
}

impl SeasonRecord {
    /// Whether it is open (not ended).
    pub fn is_open(&self) -> bool {
        self.ended_ms.is_none()
    }
}

/// One line of a season's standings.
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonLine {
    /// 1 for the highest season rating; provisional players are ranked too.
    pub rank: i64,
    /// Opaque user id.
    pub user_id: String,
    /// The most recently seen display name.
    pub display_name: String,
    /// The preset of this pool.
    pub preset: String,
    /// The season rating.
    pub value: RatingValue,
    /// Season games played.
    pub games: i64,
    /// Season games won.
    pub wins: i64,
    /// Season games drawn.
    pub draws: i64,
    /// Season games lost.
    pub losses: i64,
}

/// A server's season settings.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeasonSettings {
    /// The role the top players of a season's final standings get.
    pub top_role: Option<String>,
    /// How many get it.
    pub top: i64,
}

const SEASON_COLUMNS: &str = "id, guild_id, name, preset, channel_id, thread_id, started_by, \
     started_ms, ends_ms, ended_ms, posted_ms, grant_role, grant_may_give";

fn season_from_row(row: &AnyRow) -> Result<SeasonRecord> {
    Ok(SeasonRecord {
        id: row.try_get("id")?,
        guild_id: row.try_get("guild_id")?,
        name: row.try_get("name")?,
        preset: row.try_get("preset")?,
        channel_id: row.try_get("channel_id")?,
        thread_id: row.try_get("thread_id")?,
        started_by: row.try_get("started_by")?,
        started_ms: row.try_get("started_ms")?,
        ends_ms: row.try_get("ends_ms")?,
        ended_ms: row.try_get("ended_ms")?,
        posted_ms: row.try_get("posted_ms")?,
        grant_role: row.try_get("grant_role")?,
        grant_may_give: row
            .try_get::<Option<i64>, _>("grant_may_give")?
            .map(|n| n != 0),
    })
}

/// The key a season's name is unique by in its server.
fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// A parameter of a season query.
enum Arg<'a> {
    Int(i64),
    Text(&'a str),
}

impl Store {
    /// Opens a season. Fails with [`StoreError::OpenSeason`] when the
    /// server has an open season, and with [`StoreError::SeasonNameTaken`]
    /// when one of its seasons has that name (any case).
    pub async fn create_season(&self, s: &NewSeason) -> Result<SeasonRecord> {
        let mut tx = self.writer().begin().await?;
        let sql = format!(
            "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND ended_ms IS NULL"
        );
        let open = sqlx::query(&sql)
            .bind(&s.guild_id)
            .fetch_optional(&mut *tx)
            .await?;
        if let Some(open) = open {
            return Err(StoreError::OpenSeason {
                guild: s.guild_id.clone(),
                name: season_from_row(&open)?.name,
            });
        }
        let sql = format!(
            "INSERT INTO seasons (guild_id, name, name_key, preset, channel_id, thread_id, \
             started_by, started_ms, ends_ms, grant_role, grant_may_give) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             RETURNING {SEASON_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(&s.guild_id)
            .bind(s.name.trim())
            .bind(name_key(&s.name))
            .bind(s.preset.as_deref())
            .bind(&s.channel_id)
            .bind(s.thread_id.as_deref())
            .bind(&s.started_by)
            .bind(s.started_ms)
            .bind(s.ends_ms)
            .bind(s.grant_role.as_deref())
            .bind(s.grant_may_give.map(i64::from))
            .fetch_one(&mut *tx)
            .await;
        let row = match row {
            Ok(row) => row,
            Err(e)
                if e.as_database_error()
                    .is_some_and(|d| d.is_unique_violation()) =>
            {
                drop(tx);
                return Err(match self.season_named(&s.guild_id, &s.name).await? {
                    Some(taken) => StoreError::SeasonNameTaken {
                        guild: s.guild_id.clone(),
                        name: taken.name,
                    },
                    None => StoreError::OpenSeason {
                        guild: s.guild_id.clone(),
                        name: s.name.clone(),
                    },
                });
            }
            Err(e) => return Err(e.into()),
        };
        let rec = season_from_row(&row)?;
        tx.commit().await?;
        Ok(rec)
    }

    /// The season with id `id`.
    pub async fn season(&self, id: i64) -> Result<Option<SeasonRecord>> {
        self.one_season("id = $1", &[Arg::Int(id)]).await
    }

    /// The open season of server `guild`, if any.
    pub async fn open_season(&self, guild: &str) -> Result<Option<SeasonRecord>> {
        self.one_season("guild_id = $1 AND ended_ms IS NULL", &[Arg::Text(guild)])
            .await
    }

    /// Server `guild`'s season named `name` (any case), open or past.
    pub async fn season_named(&self, guild: &str, name: &str) -> Result<Option<SeasonRecord>> {
        let key = name_key(name);
        self.one_season(
            "guild_id = $1 AND name_key = $2",
            &[Arg::Text(guild), Arg::Text(&key)],
        )
        .await
    }

    /// Server `guild`'s most recently ended season, if any.
    pub async fn last_season(&self, guild: &str) -> Result<Option<SeasonRecord>> {
        self.one_season(
            "guild_id = $1 AND ended_ms IS NOT NULL ORDER BY ended_ms DESC, id DESC LIMIT 1",
            &[Arg::Text(guild)],
        )
        .await
    }

    async fn one_season(&self, filter: &str, args: &[Arg<'_>]) -> Result<Option<SeasonRecord>> {
        let sql = format!("SELECT {SEASON_COLUMNS} FROM seasons WHERE {filter}");
        let mut query = sqlx::query(&sql);
        for arg in args {
            query = match *arg {
                Arg::Int(i) => query.bind(i),
                Arg::Text(t) => query.bind(t),
            };
        }
        let row = query.fetch_optional(self.reader()).await?;
        row.as_ref().map(season_from_row).transpose()
    }

    /// The seasons that still need something: open ones (they may end at a
    /// time) and ended ones whose standings were not posted yet.
    pub async fn unsettled_seasons(&self) -> Result<Vec<SeasonRecord>> {
        let sql = format!(
            "SELECT {SEASON_COLUMNS} FROM seasons WHERE ended_ms IS NULL OR posted_ms IS NULL \
             ORDER BY id"
        );
        let rows = sqlx::query(&sql).fetch_all(self.reader()).await?;
        rows.iter().map(season_from_row).collect()
    }

    /// Ends season `id` at `at_ms`: `true` when this call ended it, `false`
    /// when it was over already (so a season ends once, whoever asks).
    /// Games rated from then on no longer count for it.
    pub async fn end_season(&self, id: i64, at_ms: i64) -> Result<bool> {
        let done =
            sqlx::query("UPDATE seasons SET ended_ms = $1 WHERE id = $2 AND ended_ms IS NULL")
                .bind(at_ms)
                .bind(id)
                .execute(self.writer())
                .await?
                .rows_affected();
        Ok(done == 1)
    }

    /// Records that season `id`'s final standings are being posted:
    /// `true` for the one caller that records it (and posts them), `false`
    /// when they were posted already.
    pub async fn season_posted(&self, id: i64, at_ms: i64) -> Result<bool> {
        Ok(self
            .season_posted_with_posts(id, at_ms, &[])
            .await?
            .is_some())
    }

    /// [`Store::season_posted`], writing `posts` (the final standings) to
    /// the outbox in the same transaction: the one caller that records
    /// them gets the posts as stored, any other `None` (and writes
    /// nothing). A crash after the commit loses none of them.
    pub async fn season_posted_with_posts(
        &self,
        id: i64,
        at_ms: i64,
        posts: &[crate::NewPost],
    ) -> Result<Option<Vec<crate::Post>>> {
        let mut tx = self.writer().begin().await?;
        let done =
            sqlx::query("UPDATE seasons SET posted_ms = $1 WHERE id = $2 AND posted_ms IS NULL")
                .bind(at_ms)
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        if done != 1 {
            tx.rollback().await?;
            return Ok(None);
        }
        let stored = crate::outbox::insert_posts(&mut tx, posts, at_ms).await?;
        tx.commit().await?;
        Ok(Some(stored))
    }

    /// The presets season `id` has ratings in, by name.
    pub async fn season_presets(&self, id: i64) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT DISTINCT preset FROM season_ratings WHERE season_id = $1 ORDER BY preset",
        )
        .bind(id)
        .fetch_all(self.reader())
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>("preset")?))
            .collect()
    }

    /// Season `id`'s standings in `preset`: every player with a season game
    /// in it, provisional ones too, by season rating (highest first, equal
    /// ratings by user id).
    pub async fn season_standings(&self, id: i64, preset: &str) -> Result<Vec<SeasonLine>> {
        let rows = sqlx::query(
            "SELECT s.user_id AS user_id, COALESCE(p.display_name, s.user_id) AS display_name, \
                    s.preset AS preset, s.rating AS rating, s.rd AS rd, \
                    s.volatility AS volatility, s.updated_ms AS updated_ms, s.ranked AS ranked, \
                    s.games AS games, s.wins AS wins, s.draws AS draws, s.losses AS losses \
             FROM season_ratings s LEFT JOIN players p ON p.user_id = s.user_id \
             WHERE s.season_id = $1 AND s.preset = $2 \
             ORDER BY s.rating DESC, s.user_id ASC",
        )
        .bind(id)
        .bind(preset)
        .fetch_all(self.reader())
        .await?;
        rows.iter()
            .enumerate()
            .map(|(i, row)| {
                Ok(SeasonLine {
                    rank: i as i64 + 1,
                    user_id: row.try_get("user_id")?,
                    display_name: row.try_get("display_name")?,
                    preset: row.try_get("preset")?,
                    value: rating_value_from_row(row)?,
                    games: row.try_get("games")?,
                    wins: row.try_get("wins")?,
                    draws: row.try_get("draws")?,
                    losses: row.try_get("losses")?,
                })
            })
            .collect()
    }

    /// Sets server `guild`'s season settings (`top_role` `None`: no role).
    pub async fn set_season_settings(&self, guild: &str, settings: &SeasonSettings) -> Result<()> {
        sqlx::query(
            "INSERT INTO season_settings (guild_id, top_role, top, updated_at_ms) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
             top_role = excluded.top_role, top = excluded.top, \
             updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(settings.top_role.as_deref())
        .bind(settings.top)
        .bind(crate::time::unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Server `guild`'s season settings (no role, top 1, when never set).
    pub async fn season_settings(&self, guild: &str) -> Result<SeasonSettings> {
        let row = sqlx::query("SELECT top_role, top FROM season_settings WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => SeasonSettings {
                top_role: r.try_get("top_role")?,
                top: r.try_get("top")?,
            },
            None => SeasonSettings {
                top_role: None,
                top: 1,
            },
        })
    }
}
