//! Tournaments: a row per tournament with its place, status and the host's
//! snapshot of everything else (opaque text), changed with an optimistic
//! version check. A channel may hold several open (not yet started)
//! tournaments (#31; migration 0025 dropped the index that kept it to one).

use std::fmt;
use std::str::FromStr;

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};
use crate::player::Place;
use crate::store::Store;
use crate::time::unix_millis;

/// Where a tournament is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Taking entries, not started.
    Open,
    /// Rounds (or the arena) under way.
    Running,
    /// Over: the final standings are in the snapshot.
    Finished,
    /// Called off by its organizer.
    Cancelled,
}

impl TournamentStatus {
    /// The stored text: `open`, `running`, `finished` or `cancelled`.
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    /// Whether it is still open or running.
    pub fn is_live(self) -> bool {
        matches!(self, TournamentStatus::Open | TournamentStatus::Running)
    }
}

impl fmt::Display for TournamentStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TournamentStatus {
    type Err = StoreError;
    fn from_str(s: &str) -> Result<Self> {
        Ok(match s {
            "open" => TournamentStatus::Open,
            "running" => TournamentStatus::Running,
            "finished" => TournamentStatus::Finished,
            "cancelled" => TournamentStatus::Cancelled,
            other => {
                return Err(StoreError::Corrupt(format!(
                    "unknown tournament status `{other}`"
                )));
            }
        })
    }
}

/// A tournament to create (status open, version 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTournament {
    /// The channel it is announced in (no thread).
    pub place: Place,
    pub name: String,
    /// `swiss`, `round-robin` or `arena` (opaque to the store).
    pub format: String,
    pub organizer_id: String,
    /// The host's state (opaque).
    pub snapshot: String,
}

/// A stored tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRecord {
    pub id: i64,
    pub place: Place,
    pub name: String,
    pub format: String,
    pub organizer_id: String,
    pub status: TournamentStatus,
    pub snapshot: String,
    /// Starts at 0; each update adds 1.
    pub version: i64,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
    /// When it finished or was cancelled.
    pub finished_at_ms: Option<i64>,
}

const COLUMNS: &str = "id, guild_id, channel_id, name, format, organizer_id, status, snapshot, \
     version, created_at_ms, updated_at_ms, finished_at_ms";

fn from_row(row: &AnyRow) -> Result<TournamentRecord> {
    let status: String = row.try_get("status")?;
    Ok(TournamentRecord {
        id: row.try_get("id")?,
        place: Place {
            guild: row.try_get("guild_id")?,
            channel: row.try_get("channel_id")?,
            thread: None,
        },
        name: row.try_get("name")?,
        format: row.try_get("format")?,
        organizer_id: row.try_get("organizer_id")?,
        status: status.parse()?,
        snapshot: row.try_get("snapshot")?,
        version: row.try_get("version")?,
        created_at_ms: row.try_get("created_at_ms")?,
        updated_at_ms: row.try_get("updated_at_ms")?,
        finished_at_ms: row.try_get("finished_at_ms")?,
    })
}

fn unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

impl Store {
    /// Creates an open tournament (beside any others open in its channel).
    pub async fn create_tournament(&self, t: &NewTournament) -> Result<TournamentRecord> {
        self.create_tournament_with_posts(t, |_| Vec::new())
            .await
            .map(|(rec, _)| rec)
    }

    /// [`Store::create_tournament`], writing the posts `posts` makes of the
    /// new tournament's id (its announcement, whose buttons name it) to the
    /// outbox in the same transaction. The tournament and the posts as
    /// stored.
    pub async fn create_tournament_with_posts(
        &self,
        t: &NewTournament,
        posts: impl FnOnce(i64) -> Vec<crate::NewPost>,
    ) -> Result<(TournamentRecord, Vec<crate::Post>)> {
        let rec = self.insert_tournament(t, None, posts).await?;
        Ok(rec.expect("only a following edition can exist already"))
    }

    /// Creates the edition that follows tournament `follows` in its
    /// series; `None` when one was created before (at most one follows
    /// each, so a second try creates nothing).
    pub async fn create_following_tournament(
        &self,
        t: &NewTournament,
        follows: i64,
    ) -> Result<Option<TournamentRecord>> {
        self.create_following_tournament_with_posts(t, follows, |_| Vec::new())
            .await
            .map(|r| r.map(|(rec, _)| rec))
    }

    /// [`Store::create_following_tournament`], writing the posts `posts`
    /// makes of the new edition's id (its announcement) to the outbox in
    /// the same transaction: nothing is written when an edition follows
    /// already.
    pub async fn create_following_tournament_with_posts(
        &self,
        t: &NewTournament,
        follows: i64,
        posts: impl FnOnce(i64) -> Vec<crate::NewPost>,
    ) -> Result<Option<(TournamentRecord, Vec<crate::Post>)>> {
        self.insert_tournament(t, Some(follows), posts).await
    }

    async fn insert_tournament(
        &self,
        t: &NewTournament,
        follows: Option<i64>,
        posts: impl FnOnce(i64) -> Vec<crate::NewPost>,
    ) -> Result<Option<(TournamentRecord, Vec<crate::Post>)>> {
        let now = unix_millis();
        let mut tx = self.writer().begin().await?;
        if let Some(f) = follows {
            let exists = sqlx::query("SELECT id FROM tournaments WHERE follows = $1")
                .bind(f)
                .fetch_optional(&mut *tx)
                .await?;
            if exists.is_some() {
                return Ok(None);
            }
        }
        let sql = format!(
            "INSERT INTO tournaments (guild_id, channel_id, name, format, organizer_id, status, \
             snapshot, version, created_at_ms, updated_at_ms, follows) \
             VALUES ($1, $2, $3, $4, $5, 'open', $6, 0, $7, $8, $9) RETURNING {COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(&t.place.guild)
            .bind(&t.place.channel)
            .bind(&t.name)
            .bind(&t.format)
            .bind(&t.organizer_id)
            .bind(&t.snapshot)
            .bind(now)
            .bind(now)
            .bind(follows)
            .fetch_one(&mut *tx)
            .await;
        let row = match row {
            Ok(row) => row,
            // Another process created the successor meanwhile.
            Err(e) if unique_violation(&e) && follows.is_some() && self.follows_taken(&e) => {
                return Ok(None);
            }
            Err(e) if unique_violation(&e) => {
                return Err(StoreError::OpenTournamentInChannel {
                    channel: t.place.channel.clone(),
                });
            }
            Err(e) => return Err(StoreError::Database(e)),
        };
        let rec = from_row(&row)?;
        let stored = crate::outbox::insert_posts(&mut tx, &posts(rec.id), now).await?;
        tx.commit().await?;
        Ok(Some((rec, stored)))
    }

    /// Whether a unique violation is the one-successor index's.
    fn follows_taken(&self, e: &sqlx::Error) -> bool {
        e.as_database_error()
            .is_some_and(|d| d.message().contains("follows") || d.message().contains("successor"))
    }

    /// Finished or cancelled tournaments (ended after `since_ms`) that no
    /// edition follows yet: the series among them are continued at start.
    pub async fn tournaments_without_successor(
        &self,
        since_ms: i64,
    ) -> Result<Vec<TournamentRecord>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tournaments t \
             WHERE t.status IN ('finished', 'cancelled') AND t.finished_at_ms >= $1 \
             AND NOT EXISTS (SELECT 1 FROM tournaments n WHERE n.follows = t.id) \
             ORDER BY t.id"
        );
        let rows = sqlx::query(&sql)
            .bind(since_ms)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(from_row).collect()
    }

    /// The tournament with that id, if any.
    pub async fn tournament(&self, id: i64) -> Result<Option<TournamentRecord>> {
        let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1");
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// Every open or running tournament, oldest first: what the host
    /// reloads after a restart.
    pub async fn live_tournaments(&self) -> Result<Vec<TournamentRecord>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tournaments WHERE status IN ('open', 'running') ORDER BY id"
        );
        let rows = sqlx::query(&sql).fetch_all(self.reader()).await?;
        rows.iter().map(from_row).collect()
    }

    /// The tournaments of a channel (any status), newest first, at most `limit`.
    pub async fn channel_tournaments(
        &self,
        channel: &str,
        limit: i64,
    ) -> Result<Vec<TournamentRecord>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tournaments WHERE channel_id = $1 ORDER BY id DESC LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(channel)
            .bind(limit)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(from_row).collect()
    }

    /// Renames tournament `id` (`/tournament edit name:`; its snapshot
    /// holds the name too and is saved as usual). Whether it exists.
    pub async fn rename_tournament(&self, id: i64, name: &str) -> Result<bool> {
        let done =
            sqlx::query("UPDATE tournaments SET name = $1, updated_at_ms = $2 WHERE id = $3")
                .bind(name)
                .bind(unix_millis())
                .bind(id)
                .execute(self.writer())
                .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Replaces a tournament's status and snapshot if it is still at
    /// `expected_version` and live; returns the new version. A finished or
    /// cancelled status records the time it ended.
    pub async fn update_tournament(
        &self,
        id: i64,
        expected_version: i64,
        status: TournamentStatus,
        snapshot: &str,
    ) -> Result<i64> {
        self.update_tournament_with_posts(id, expected_version, status, snapshot, &[])
            .await
            .map(|(version, _)| version)
    }

    /// [`Store::update_tournament`], writing `posts` (what the change
    /// owes the chat) to the outbox in the same transaction: a crash after
    /// the commit loses none of them. The new version and the posts as
    /// stored.
    pub async fn update_tournament_with_posts(
        &self,
        id: i64,
        expected_version: i64,
        status: TournamentStatus,
        snapshot: &str,
        posts: &[crate::NewPost],
    ) -> Result<(i64, Vec<crate::Post>)> {
        let now = unix_millis();
        let finished = (!status.is_live()).then_some(now);
        let mut tx = self.writer().begin().await?;
        let row = sqlx::query(
            "UPDATE tournaments SET status = $1, snapshot = $2, version = version + 1, \
             updated_at_ms = $3, finished_at_ms = $4 \
             WHERE id = $5 AND version = $6 AND status IN ('open', 'running') RETURNING version",
        )
        .bind(status.as_str())
        .bind(snapshot)
        .bind(now)
        .bind(finished)
        .bind(id)
        .bind(expected_version)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            let cur = sqlx::query("SELECT version, status FROM tournaments WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            tx.rollback().await?;
            return Err(match cur {
                None => StoreError::NotFound {
                    what: "tournament",
                    id,
                },
                Some(r) => StoreError::TournamentConflict {
                    tournament_id: id,
                    expected: expected_version,
                    actual: r.try_get("version")?,
                    status: r.try_get("status")?,
                },
            });
        };
        let version: i64 = row.try_get("version")?;
        let stored = crate::outbox::insert_posts(&mut tx, posts, now).await?;
        tx.commit().await?;
        Ok((version, stored))
    }
}
