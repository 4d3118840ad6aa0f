//! Members solving puzzles: their attempts (who, which puzzle, where, how
//! far, solved or not), their puzzle ratings (separate from game ratings)
//! with their best streak, and the puzzle leaderboard of a server. A
//! member has at most one attempt open, and at most one rated attempt per
//! puzzle (unique indexes). Finishing an attempt writes the attempt, the
//! member's rating and the puzzle's in one transaction, once: an attempt
//! already finished is not finished again.

use crate::Store;
use crate::error::{Result, StoreError};
use crate::player::{PlayerRef, upsert_players};
use crate::puzzles::{Glicko, glicko_from_row};
use sqlx::Row;
use sqlx::any::AnyRow;

/// Which kind of attempt: `/puzzle`, the daily puzzle, a streak's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptKind {
    Puzzle,
    Daily,
    Streak,
}

impl AttemptKind {
    /// Its name as stored.
    pub fn name(self) -> &'static str {
        match self {
            AttemptKind::Puzzle => "puzzle",
            AttemptKind::Daily => "daily",
            AttemptKind::Streak => "streak",
        }
    }

    fn parse(s: &str) -> Result<AttemptKind> {
        match s {
            "puzzle" => Ok(AttemptKind::Puzzle),
            "daily" => Ok(AttemptKind::Daily),
            "streak" => Ok(AttemptKind::Streak),
            other => Err(StoreError::Corrupt(format!(
                "puzzle attempt kind `{other}` is unknown"
            ))),
        }
    }
}

/// Where an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptStatus {
    Open,
    Solved,
    Failed,
}

impl AttemptStatus {
    fn name(self) -> &'static str {
        match self {
            AttemptStatus::Open => "open",
            AttemptStatus::Solved => "solved",
            AttemptStatus::Failed => "failed",
        }
    }

    fn parse(s: &str) -> Result<AttemptStatus> {
        match s {
            "open" => Ok(AttemptStatus::Open),
            "solved" => Ok(AttemptStatus::Solved),
            "failed" => Ok(AttemptStatus::Failed),
            other => Err(StoreError::Corrupt(format!(
                "puzzle attempt status `{other}` is unknown"
            ))),
        }
    }
}

/// An attempt to start.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAttempt {
    pub user: PlayerRef,
    pub puzzle_id: i64,
    /// Where it was asked for (its views go there, to the member alone).
    pub guild_id: String,
    pub channel_id: String,
    pub thread_id: Option<String>,
    pub kind: AttemptKind,
    /// Whether it counts for ratings (the member's first of this puzzle).
    pub rated: bool,
    /// The first attempt of its streak (`None`: this one starts it).
    pub streak_id: Option<i64>,
    /// Puzzles solved in the streak before this one.
    pub streak: i64,
    pub started_at_ms: i64,
}

/// A stored attempt.
#[derive(Debug, Clone, PartialEq)]
pub struct AttemptRecord {
    pub id: i64,
    pub user_id: String,
    pub puzzle_id: i64,
    pub guild_id: String,
    pub channel_id: String,
    pub thread_id: Option<String>,
    pub kind: AttemptKind,
    pub status: AttemptStatus,
    pub rated: bool,
    /// Solution moves played right so far.
    pub progress: i64,
    /// The first attempt of its streak (itself for the first).
    pub streak_id: Option<i64>,
    pub streak: i64,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    pub started_at_ms: i64,
    pub finished_at_ms: Option<i64>,
}

/// How an attempt ends, with the ratings it moves (for a rated one).
#[derive(Debug, Clone, PartialEq)]
pub struct FinishAttempt {
    pub attempt_id: i64,
    pub solved: bool,
    pub at_ms: i64,
    /// The member's puzzle rating before and after (rated attempts).
    pub member: Option<(Glicko, Glicko)>,
    /// The puzzle's rating after (rated attempts).
    pub puzzle: Option<Glicko>,
    /// The member's streak (a streak's attempt): kept as the best when
    /// above it.
    pub streak: Option<i64>,
}

/// A member's puzzle rating and best streak.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzlePlayer {
    pub user_id: String,
    pub display_name: String,
    pub glicko: Glicko,
    /// Rated attempts.
    pub plays: i64,
    pub best_streak: i64,
}

const ATTEMPT_COLUMNS: &str = "id, user_id, puzzle_id, guild_id, channel_id, thread_id, kind, \
     status, rated, progress, streak_id, streak, rating_before, rating_after, started_at_ms, \
     finished_at_ms";

fn attempt_from_row(r: &AnyRow) -> Result<AttemptRecord> {
    Ok(AttemptRecord {
        id: r.try_get("id")?,
        user_id: r.try_get("user_id")?,
        puzzle_id: r.try_get("puzzle_id")?,
        guild_id: r.try_get("guild_id")?,
        channel_id: r.try_get("channel_id")?,
        thread_id: r.try_get("thread_id")?,
        kind: AttemptKind::parse(&r.try_get::<String, _>("kind")?)?,
        status: AttemptStatus::parse(&r.try_get::<String, _>("status")?)?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        progress: r.try_get("progress")?,
        streak_id: r.try_get("streak_id")?,
        streak: r.try_get("streak")?,
        rating_before: r.try_get("rating_before")?,
        rating_after: r.try_get("rating_after")?,
        started_at_ms: r.try_get("started_at_ms")?,
        finished_at_ms: r.try_get("finished_at_ms")?,
    })
}

fn player_from_row(r: &AnyRow) -> Result<PuzzlePlayer> {
    Ok(PuzzlePlayer {
        user_id: r.try_get("user_id")?,
        display_name: r.try_get("display_name")?,
        glicko: glicko_from_row(r)?,
        plays: r.try_get("plays")?,
        best_streak: r.try_get("best_streak")?,
    })
}

impl Store {
    /// Starts an attempt (the member upserted as a player). Refused with
    /// [`StoreError::PuzzleAttemptTaken`] when the member has one open already, or a
    /// rated one of this puzzle.
    pub async fn start_puzzle_attempt(&self, a: &NewAttempt) -> Result<AttemptRecord> {
        let mut tx = self.writer().begin().await?;
        upsert_players(&mut tx, &[&a.user]).await?;
        let sql = format!(
            "INSERT INTO puzzle_attempts (user_id, puzzle_id, guild_id, channel_id, thread_id, \
             kind, status, rated, progress, streak_id, streak, started_at_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, 0, $8, $9, $10) RETURNING {ATTEMPT_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(&a.user.user_id)
            .bind(a.puzzle_id)
            .bind(&a.guild_id)
            .bind(&a.channel_id)
            .bind(&a.thread_id)
            .bind(a.kind.name())
            .bind(i64::from(a.rated))
            .bind(a.streak_id)
            .bind(a.streak)
            .bind(a.started_at_ms)
            .fetch_one(&mut *tx)
            .await
            .map_err(|e| match e {
                sqlx::Error::Database(d) if d.is_unique_violation() => {
                    StoreError::PuzzleAttemptTaken {
                        user: a.user.user_id.clone(),
                        puzzle: a.puzzle_id,
                    }
                }
                e => e.into(),
            })?;
        let mut attempt = attempt_from_row(&row)?;
        if attempt.kind == AttemptKind::Streak && attempt.streak_id.is_none() {
            sqlx::query("UPDATE puzzle_attempts SET streak_id = id WHERE id = $1")
                .bind(attempt.id)
                .execute(&mut *tx)
                .await?;
            attempt.streak_id = Some(attempt.id);
        }
        tx.commit().await?;
        Ok(attempt)
    }

    /// The open attempt of `user`, if any.
    pub async fn open_puzzle_attempt(&self, user: &str) -> Result<Option<AttemptRecord>> {
        let sql = format!(
            "SELECT {ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE user_id = $1 AND status = 'open'"
        );
        let row = sqlx::query(&sql)
            .bind(user)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(attempt_from_row).transpose()
    }

    /// Attempt `id`, if stored.
    pub async fn puzzle_attempt(&self, id: i64) -> Result<Option<AttemptRecord>> {
        let sql = format!("SELECT {ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE id = $1");
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(self.writer())
            .await?;
        row.as_ref().map(attempt_from_row).transpose()
    }

    /// Whether `user` ever attempted puzzle `puzzle_id` (of any kind).
    pub async fn attempted_puzzle(&self, user: &str, puzzle_id: i64) -> Result<bool> {
        let row = sqlx::query(
            "SELECT 1 FROM puzzle_attempts WHERE user_id = $1 AND puzzle_id = $2 LIMIT 1",
        )
        .bind(user)
        .bind(puzzle_id)
        .fetch_optional(self.writer())
        .await?;
        Ok(row.is_some())
    }

    /// `user`'s attempt of kind `kind` at puzzle `puzzle_id` in server
    /// `guild`, the latest, if any (the daily puzzle is tried once).
    pub async fn attempt_of(
        &self,
        user: &str,
        puzzle_id: i64,
        guild: &str,
        kind: AttemptKind,
    ) -> Result<Option<AttemptRecord>> {
        let sql = format!(
            "SELECT {ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE user_id = $1 AND puzzle_id = $2 \
             AND guild_id = $3 AND kind = $4 ORDER BY id DESC LIMIT 1"
        );
        let row = sqlx::query(&sql)
            .bind(user)
            .bind(puzzle_id)
            .bind(guild)
            .bind(kind.name())
            .fetch_optional(self.writer())
            .await?;
        row.as_ref().map(attempt_from_row).transpose()
    }

    /// The puzzles of streak `streak_id`, in order.
    pub async fn streak_puzzles(&self, streak_id: i64) -> Result<Vec<i64>> {
        let rows =
            sqlx::query("SELECT puzzle_id FROM puzzle_attempts WHERE streak_id = $1 ORDER BY id")
                .bind(streak_id)
                .fetch_all(self.writer())
                .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<i64, _>("puzzle_id")?))
            .collect()
    }

    /// Records that attempt `id` played `progress` solution moves right
    /// (from `before`); `false` when it moved on or ended meanwhile.
    pub async fn advance_puzzle_attempt(
        &self,
        id: i64,
        before: i64,
        progress: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET progress = $3 WHERE id = $1 AND progress = $2 \
             AND status = 'open'",
        )
        .bind(id)
        .bind(before)
        .bind(progress)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Ends an attempt, with the ratings it moves and the streak it keeps,
    /// in one transaction; `false` (nothing written) when it had ended.
    pub async fn finish_puzzle_attempt(&self, f: &FinishAttempt) -> Result<bool> {
        let mut tx = self.writer().begin().await?;
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET status = $2, finished_at_ms = $3, rating_before = $4, \
             rating_after = $5 WHERE id = $1 AND status = 'open'",
        )
        .bind(f.attempt_id)
        .bind(if f.solved {
            AttemptStatus::Solved.name()
        } else {
            AttemptStatus::Failed.name()
        })
        .bind(f.at_ms)
        .bind(f.member.map(|m| m.0.rating))
        .bind(f.member.map(|m| m.1.rating))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        let row = sqlx::query("SELECT user_id, puzzle_id FROM puzzle_attempts WHERE id = $1")
            .bind(f.attempt_id)
            .fetch_one(&mut *tx)
            .await?;
        let user: String = row.try_get("user_id")?;
        let puzzle: i64 = row.try_get("puzzle_id")?;
        if let Some((_, after)) = f.member {
            sqlx::query(
                "INSERT INTO puzzle_players (user_id, rating, rd, volatility, updated_days, plays, \
                 best_streak) VALUES ($1, $2, $3, $4, $5, 1, 0) ON CONFLICT (user_id) DO UPDATE \
                 SET rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility, \
                 updated_days = excluded.updated_days, plays = puzzle_players.plays + 1",
            )
            .bind(&user)
            .bind(after.rating)
            .bind(after.rd)
            .bind(after.volatility)
            .bind(after.updated_days)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(p) = f.puzzle {
            sqlx::query(
                "UPDATE puzzles SET rating = $2, rd = $3, volatility = $4, updated_days = $5, \
                 plays = plays + 1 WHERE id = $1",
            )
            .bind(puzzle)
            .bind(p.rating)
            .bind(p.rd)
            .bind(p.volatility)
            .bind(p.updated_days)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(streak) = f.streak {
            keep_best_streak(&mut tx, &user, streak).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Keeps `streak` as `user`'s best streak when it is above it (a
    /// streak going on is kept as it grows, so that a stop loses none).
    pub async fn keep_best_streak(&self, user: &str, streak: i64) -> Result<()> {
        let mut tx = self.writer().begin().await?;
        keep_best_streak(&mut tx, user, streak).await?;
        tx.commit().await?;
        Ok(())
    }

    /// `user`'s puzzle rating and best streak (`None`: never rated nor in
    /// a streak).
    pub async fn puzzle_player(&self, user: &str) -> Result<Option<PuzzlePlayer>> {
        let row = sqlx::query(
            "SELECT pp.user_id, p.display_name, pp.rating, pp.rd, pp.volatility, \
             pp.updated_days, pp.plays, pp.best_streak FROM puzzle_players pp \
             JOIN players p ON p.user_id = pp.user_id WHERE pp.user_id = $1",
        )
        .bind(user)
        .fetch_optional(self.writer())
        .await?;
        row.as_ref().map(player_from_row).transpose()
    }

    /// The puzzle leaderboard of server `guild`: the members who played a
    /// rated puzzle there, by puzzle rating (highest first), `limit` from
    /// `offset`.
    pub async fn puzzle_leaderboard(
        &self,
        guild: &str,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<PuzzlePlayer>> {
        let rows = sqlx::query(
            "SELECT pp.user_id, p.display_name, pp.rating, pp.rd, pp.volatility, \
             pp.updated_days, pp.plays, pp.best_streak FROM puzzle_players pp \
             JOIN players p ON p.user_id = pp.user_id WHERE pp.plays > 0 AND EXISTS \
             (SELECT 1 FROM puzzle_attempts a WHERE a.user_id = pp.user_id AND a.guild_id = $1 \
             AND a.rated = 1) ORDER BY pp.rating DESC, pp.user_id LIMIT $2 OFFSET $3",
        )
        .bind(guild)
        .bind(limit)
        .bind(offset)
        .fetch_all(self.reader())
        .await?;
        rows.iter().map(player_from_row).collect()
    }

    /// Who solved puzzle `puzzle_id` as the daily puzzle of server
    /// `guild`, first solvers first: (user id, name).
    pub async fn daily_solvers(
        &self,
        guild: &str,
        puzzle_id: i64,
    ) -> Result<Vec<(String, String)>> {
        let rows = sqlx::query(
            "SELECT a.user_id, p.display_name FROM puzzle_attempts a JOIN players p \
             ON p.user_id = a.user_id WHERE a.guild_id = $1 AND a.puzzle_id = $2 \
             AND a.kind = 'daily' AND a.status = 'solved' ORDER BY a.finished_at_ms, a.id",
        )
        .bind(guild)
        .bind(puzzle_id)
        .fetch_all(self.writer())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("user_id")?, r.try_get("display_name")?)))
            .collect()
    }
}

/// Raises `user`'s best streak to `streak` (a row made when missing, at
/// the new rating), inside a transaction. A row made here holds the
/// rating crate's new rating (1500, RD 500, volatility 0.09) with no plays:
/// the host reads a member without plays as new.
async fn keep_best_streak(conn: &mut sqlx::AnyConnection, user: &str, streak: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO puzzle_players (user_id, rating, rd, volatility, updated_days, plays, \
         best_streak) VALUES ($1, 1500, 500, 0.09, NULL, 0, $2) ON CONFLICT (user_id) DO UPDATE \
         SET best_streak = excluded.best_streak WHERE puzzle_players.best_streak < excluded.best_streak",
    )
    .bind(user)
    .bind(streak)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
