//! The daily puzzle: one per server and UTC day, chosen once (the first
//! choice stored wins, so two processes or a restart choose the same) and
//! posted once (claimed before it is posted, so a restart never posts it
//! twice); and where and when a server wants it posted
//! (`guild_settings.puzzle_channel`, `puzzle_minute`).

use crate::Store;
use crate::error::Result;
use crate::puzzles::{OFFERED_IN, PUZZLE_COLUMNS, PUZZLE_FROM, PuzzleRecord, puzzle_from_row};
use crate::time::unix_millis;
use sqlx::Row;

/// A server's daily puzzle settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailySettings {
    pub guild_id: String,
    /// The channel it is posted in.
    pub channel_id: String,
    /// When, in minutes after 00:00 UTC.
    pub minute: i64,
}

/// A day's puzzle of a server.
#[derive(Debug, Clone, PartialEq)]
pub struct DailyPuzzle {
    pub guild_id: String,
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    pub puzzle: PuzzleRecord,
    /// When it was posted, once it was.
    pub posted_at_ms: Option<i64>,
}

impl Store {
    /// Sets where (`channel`) and when (`minute` after 00:00 UTC) server
    /// `guild`'s daily puzzle is posted; `None` for both turns it off.
    pub async fn set_daily_puzzle(
        &self,
        guild: &str,
        channel: Option<&str>,
        minute: Option<i64>,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, puzzle_channel, puzzle_minute, updated_at_ms) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
             puzzle_channel = excluded.puzzle_channel, puzzle_minute = excluded.puzzle_minute, \
             updated_at_ms = excluded.updated_at_ms",
        )
        .bind(guild)
        .bind(channel)
        .bind(minute)
        .bind(unix_millis())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Where and when server `guild`'s daily puzzle is posted: `(channel,
    /// minute)`, each `None` when not set.
    pub async fn daily_puzzle_setting(&self, guild: &str) -> Result<(Option<String>, Option<i64>)> {
        let row = sqlx::query(
            "SELECT puzzle_channel, puzzle_minute FROM guild_settings WHERE guild_id = $1",
        )
        .bind(guild)
        .fetch_optional(self.reader())
        .await?;
        match row {
            Some(r) => Ok((r.try_get("puzzle_channel")?, r.try_get("puzzle_minute")?)),
            None => Ok((None, None)),
        }
    }

    /// Every server with a daily puzzle channel and time.
    pub async fn daily_puzzle_servers(&self) -> Result<Vec<DailySettings>> {
        let rows = sqlx::query(
            "SELECT guild_id, puzzle_channel, puzzle_minute FROM guild_settings \
             WHERE puzzle_channel IS NOT NULL AND puzzle_minute IS NOT NULL ORDER BY guild_id",
        )
        .fetch_all(self.reader())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(DailySettings {
                    guild_id: r.try_get("guild_id")?,
                    channel_id: r.try_get("puzzle_channel")?,
                    minute: r.try_get("puzzle_minute")?,
                })
            })
            .collect()
    }

    /// Server `guild`'s puzzle of UTC day `day`, chosen now if it has
    /// none: a puzzle offered there that was no daily puzzle of it before,
    /// nearest 1500 (the rating of a new member), then the oldest. `None`
    /// when there is none to choose.
    pub async fn daily_puzzle(&self, guild: &str, day: i64) -> Result<Option<DailyPuzzle>> {
        if let Some(d) = self.chosen_daily(guild, day).await? {
            return Ok(Some(d));
        }
        let sql = format!(
            "INSERT INTO puzzle_daily (guild_id, day, puzzle_id, posted_at_ms) \
             SELECT $1, $2, p.id, NULL FROM puzzles p WHERE {OFFERED_IN} AND NOT EXISTS \
             (SELECT 1 FROM puzzle_daily d WHERE d.guild_id = $1 AND d.puzzle_id = p.id) \
             ORDER BY ABS(p.rating - 1500), p.id LIMIT 1 \
             ON CONFLICT (guild_id, day) DO NOTHING"
        );
        sqlx::query(&sql)
            .bind(guild)
            .bind(day)
            .execute(self.writer())
            .await?;
        self.chosen_daily(guild, day).await
    }

    /// Server `guild`'s puzzle of day `day`, if chosen.
    async fn chosen_daily(&self, guild: &str, day: i64) -> Result<Option<DailyPuzzle>> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS}, d.posted_at_ms AS daily_posted_at_ms FROM {PUZZLE_FROM} \
             JOIN puzzle_daily d ON d.puzzle_id = p.id WHERE d.guild_id = $1 AND d.day = $2"
        );
        let row = sqlx::query(&sql)
            .bind(guild)
            .bind(day)
            .fetch_optional(self.writer())
            .await?;
        row.map(|r| {
            Ok(DailyPuzzle {
                guild_id: guild.to_string(),
                day,
                puzzle: puzzle_from_row(&r)?,
                posted_at_ms: r.try_get("daily_posted_at_ms")?,
            })
        })
        .transpose()
    }

    /// Claims the post of server `guild`'s daily puzzle of day `day`:
    /// `true` for the one caller that is to post it, `false` when it was
    /// posted (or claimed) already.
    pub async fn claim_daily_post(&self, guild: &str, day: i64, now_ms: i64) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE puzzle_daily SET posted_at_ms = $3 WHERE guild_id = $1 AND day = $2 \
             AND posted_at_ms IS NULL",
        )
        .bind(guild)
        .bind(day)
        .bind(now_ms)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
