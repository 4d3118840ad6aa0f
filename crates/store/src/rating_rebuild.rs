//! Rebuilding every rating from the stored rated games (after a fix of the
//! rating system): the games that counted (`games.rated_at_ms` set) are
//! replayed in the order they were rated, with the [`RateFn`] given, and
//! the ratings, the history and the server memberships are replaced in one
//! transaction. Running it twice gives the same tables.
//!
//! Everything is computed in memory first (player ids interned, about 100
//! bytes per history row), then written in key order with multi-row
//! inserts, which keeps a rebuild of a million games to seconds.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;

use sqlx::Row;

use crate::error::{Result, StoreError};
use crate::game::GameResult;
use crate::ratings::{PlayerRating, PlayerResult, RateFn, RatingValue, ranked};
use crate::store::{Backend, Store};

/// Games read per query while replaying.
const READ_CHUNK: i64 = 20_000;
/// Rows per multi-row insert (about 200 kB of SQL for the history).
const WRITE_CHUNK: usize = 1000;

/// How far a rebuild has come, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RebuildProgress {
    /// Rated games replayed so far, of the total.
    Replaying {
        /// Games replayed.
        done: u64,
        /// Rated games stored.
        total: u64,
    },
    /// Rows written so far (history, ratings, servers), of the total.
    Writing {
        /// Rows written.
        done: u64,
        /// Rows to write.
        total: u64,
    },
}

/// What a rebuild did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RebuildSummary {
    /// Rated games replayed.
    pub games: u64,
    /// Player-and-preset ratings written.
    pub ratings: u64,
}

/// A history row with interned ids.
struct Hist {
    user: u32,
    opponent: u32,
    preset: u16,
    result: PlayerResult,
    at_ms: i64,
    game_id: i64,
    before: RatingValue,
    after: RatingValue,
    opponent_rating: f64,
}

/// Strings numbered in order of first sight.
#[derive(Default)]
struct Interner {
    ids: HashMap<String, u32>,
    names: Vec<String>,
}

impl Interner {
    fn intern(&mut self, s: String) -> u32 {
        if let Some(&i) = self.ids.get(&s) {
            return i;
        }
        let i = self.names.len() as u32;
        self.ids.insert(s.clone(), i);
        self.names.push(s);
        i
    }

    /// Each id's position in code-point order of the strings (the order
    /// the tables' keys sort them in, close enough on PostgreSQL).
    fn sort_keys(&self) -> Vec<u32> {
        let mut order: Vec<u32> = (0..self.names.len() as u32).collect();
        order.sort_by(|&a, &b| self.names[a as usize].cmp(&self.names[b as usize]));
        let mut key = vec![0u32; order.len()];
        for (pos, &id) in order.iter().enumerate() {
            key[id as usize] = pos as u32;
        }
        key
    }
}

impl Store {
    /// Recomputes every rating from the stored rated games with `rate`, in
    /// the order they were rated (time, then game id), and replaces the
    /// ratings, the rating history and the server memberships with the
    /// result, in one transaction: on any failure nothing changes.
    /// `progress` is called as the work goes on.
    ///
    /// Ratings written by games that finish meanwhile wait for the rebuild
    /// and then apply on top of it.
    pub async fn rebuild_ratings(
        &self,
        rate: RateFn,
        progress: &mut (dyn FnMut(RebuildProgress) + Send),
    ) -> Result<RebuildSummary> {
        let mut conn = self.writer().acquire().await?;
        let result = self.rebuild_on(&mut conn, rate, progress).await;
        if self.backend() == Backend::Sqlite {
            // Back to the pool with the default cache, whatever happened.
            let restored = sqlx::query("PRAGMA cache_size = -2000")
                .execute(&mut *conn)
                .await;
            if let Err(e) = restored {
                conn.close_on_drop();
                if result.is_ok() {
                    return Err(e.into());
                }
            }
        }
        result
    }

    async fn rebuild_on(
        &self,
        conn: &mut sqlx::AnyConnection,
        rate: RateFn,
        progress: &mut (dyn FnMut(RebuildProgress) + Send),
    ) -> Result<RebuildSummary> {
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        // Take the tables first: on SQLite the first write takes the write
        // lock (no read snapshot to upgrade later); on PostgreSQL rating
        // writes of games finishing now wait until this transaction ends.
        match self.backend() {
            Backend::Postgres => {
                sqlx::query("TRUNCATE rating_history, rating_servers, rating_counts, ratings")
                    .execute(&mut *tx)
                    .await?;
            }
            Backend::Sqlite => {
                // A cache of 256 MB for this connection while the rebuild
                // runs (the default after).
                sqlx::query("PRAGMA cache_size = -262144")
                    .execute(&mut *tx)
                    .await?;
                for table in [
                    "rating_history",
                    "rating_servers",
                    "rating_counts",
                    "ratings",
                ] {
                    sqlx::query(&format!("DELETE FROM {table}"))
                        .execute(&mut *tx)
                        .await?;
                }
            }
        }
        let total: i64 = sqlx::query(
            "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM games WHERE rated_at_ms IS NOT NULL",
        )
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
        let total = total as u64;
        progress(RebuildProgress::Replaying { done: 0, total });

        let mut users = Interner::default();
        let mut presets = Interner::default();
        let mut guilds = Interner::default();
        let mut lines: HashMap<(u32, u16), PlayerRating> = HashMap::new();
        let mut servers: BTreeSet<(u32, u16, u32)> = BTreeSet::new();
        let mut history: Vec<Hist> = Vec::with_capacity(2 * total as usize);
        let mut after: (i64, i64) = (i64::MIN, i64::MIN);
        let mut done = 0u64;
        loop {
            let rows = sqlx::query(
                "SELECT id, white_id, black_id, preset, guild_id, result, rated_at_ms FROM games \
                 WHERE rated_at_ms >= $1 AND (rated_at_ms > $1 OR id > $2) \
                 ORDER BY rated_at_ms, id LIMIT $3",
            )
            .bind(after.0)
            .bind(after.1)
            .bind(READ_CHUNK)
            .fetch_all(&mut *tx)
            .await?;
            if rows.is_empty() {
                break;
            }
            for row in &rows {
                let game_id: i64 = row.try_get("id")?;
                let at_ms: i64 = row.try_get("rated_at_ms")?;
                after = (at_ms, game_id);
                let result: Option<String> = row.try_get("result")?;
                let result: GameResult = result
                    .ok_or_else(|| {
                        StoreError::Corrupt(format!("rated game {game_id} has no result"))
                    })?
                    .parse()?;
                let white_id: String = row.try_get("white_id")?;
                let black_id: String = row.try_get("black_id")?;
                if white_id == black_id {
                    return Err(StoreError::Corrupt(format!(
                        "rated game {game_id} is between a player and themself"
                    )));
                }
                let ids = [users.intern(white_id), users.intern(black_id)];
                let preset = presets.intern(row.try_get("preset")?) as u16;
                let guild: Option<String> = row.try_get("guild_id")?;
                let guild = guild.map(|g| guilds.intern(g));
                let befores = ids.map(|u| lines.get(&(u, preset)).map(|l| l.value));
                let updates = rate(befores[0], befores[1], result, at_ms);
                let results = PlayerResult::of_game(result);
                for me in 0..2 {
                    let opp = 1 - me;
                    let line = lines
                        .entry((ids[me], preset))
                        .or_insert_with(|| PlayerRating::empty("", "", updates[me].before));
                    line.record(
                        updates[me].after,
                        results[me],
                        updates[opp].before.rating,
                        game_id,
                    );
                    history.push(Hist {
                        user: ids[me],
                        opponent: ids[opp],
                        preset,
                        result: results[me],
                        at_ms,
                        game_id,
                        before: updates[me].before,
                        after: updates[me].after,
                        opponent_rating: updates[opp].before.rating,
                    });
                    if let Some(g) = guild {
                        servers.insert((ids[me], preset, g));
                    }
                }
                done += 1;
            }
            progress(RebuildProgress::Replaying { done, total });
        }

        // Write in key order: appending to the tables' B-trees is far
        // cheaper than inserting all over them.
        let key = users.sort_keys();
        let preset_key = presets.sort_keys();
        history.sort_unstable_by_key(|h| {
            (
                key[h.user as usize],
                preset_key[h.preset as usize],
                h.at_ms,
                h.game_id,
            )
        });
        let mut ratings: Vec<(&(u32, u16), &PlayerRating)> = lines.iter().collect();
        ratings.sort_unstable_by_key(|((u, p), _)| (key[*u as usize], preset_key[*p as usize]));
        let mut servers: Vec<(u32, u16, u32)> = servers.into_iter().collect();
        servers.sort_unstable_by(|a, b| {
            (key[a.0 as usize], preset_key[a.1 as usize])
                .cmp(&(key[b.0 as usize], preset_key[b.1 as usize]))
                .then_with(|| guilds.names[a.2 as usize].cmp(&guilds.names[b.2 as usize]))
        });
        let write_total = (history.len() + ratings.len() + servers.len()) as u64;
        progress(RebuildProgress::Writing {
            done: 0,
            total: write_total,
        });

        let backend = self.backend();
        let mut writer = RowWriter {
            backend,
            written: 0,
            total: write_total,
        };
        let history_rows = history.iter().map(|h| {
            [
                Lit::Text(&users.names[h.user as usize]),
                Lit::Text(&presets.names[h.preset as usize]),
                Lit::Int(h.at_ms),
                Lit::Int(h.game_id),
                Lit::Text(&users.names[h.opponent as usize]),
                Lit::Text(h.result.as_str()),
                Lit::Real(h.before.rating),
                Lit::Real(h.before.rd),
                Lit::Real(h.before.volatility),
                Lit::Real(h.after.rating),
                Lit::Real(h.after.rd),
                Lit::Real(h.after.volatility),
                Lit::Real(h.opponent_rating),
            ]
        });
        writer
            .insert(
                &mut tx,
                "rating_history",
                &HISTORY_COLUMNS,
                history_rows,
                progress,
            )
            .await?;
        let rating_rows = ratings.iter().map(|((u, p), line)| {
            [
                Lit::Text(&users.names[*u as usize]),
                Lit::Text(&presets.names[*p as usize]),
                Lit::Real(line.value.rating),
                Lit::Real(line.value.rd),
                Lit::Real(line.value.volatility),
                Lit::Int(line.value.updated_ms.unwrap_or_default()),
                Lit::Int(ranked(&line.value)),
                Lit::Int(line.games),
                Lit::Int(line.wins),
                Lit::Int(line.draws),
                Lit::Int(line.losses),
                Lit::Int(line.streak),
                Lit::Int(line.best_streak),
                line.best_win.map_or(Lit::Null, |b| Lit::Int(b.game_id)),
                Lit::Real(line.best_win.map_or(0.0, |b| b.opponent_rating)),
            ]
        });
        writer
            .insert(&mut tx, "ratings", &RATING_COLUMNS, rating_rows, progress)
            .await?;
        let server_rows = servers.iter().map(|(u, p, g)| {
            let value = lines[&(*u, *p)].value;
            [
                Lit::Text(&users.names[*u as usize]),
                Lit::Text(&presets.names[*p as usize]),
                Lit::Text(&guilds.names[*g as usize]),
                Lit::Real(value.rating),
                Lit::Int(ranked(&value)),
            ]
        });
        writer
            .insert(
                &mut tx,
                "rating_servers",
                &SERVER_COLUMNS,
                server_rows,
                progress,
            )
            .await?;
        crate::ratings::recount(&mut tx).await?;
        if self.backend() == Backend::Postgres {
            // Fresh statistics for the leaderboard's plans after a bulk load.
            sqlx::query("ANALYZE ratings, rating_history, rating_servers, rating_counts")
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(RebuildSummary {
            games: done,
            ratings: ratings.len() as u64,
        })
    }
}

const HISTORY_COLUMNS: [&str; 13] = [
    "user_id",
    "preset",
    "at_ms",
    "game_id",
    "opponent_id",
    "result",
    "rating_before",
    "rd_before",
    "volatility_before",
    "rating_after",
    "rd_after",
    "volatility_after",
    "opponent_rating",
];

const RATING_COLUMNS: [&str; 15] = [
    "user_id",
    "preset",
    "rating",
    "rd",
    "volatility",
    "updated_ms",
    "ranked",
    "games",
    "wins",
    "draws",
    "losses",
    "streak",
    "best_streak",
    "best_win_game",
    "best_win_rating",
];

const SERVER_COLUMNS: [&str; 5] = ["user_id", "preset", "guild_id", "rating", "ranked"];

/// One value of a row to write.
#[derive(Debug, Clone, Copy)]
enum Lit<'a> {
    Text(&'a str),
    Int(i64),
    Real(f64),
    Null,
}

/// Writes rows in chunks of [`WRITE_CHUNK`], reporting progress. Not with
/// bound parameters: statements with thousands of them cost time
/// quadratic in their number (100,000 games took 33 s to write in chunks
/// of 500 rows). SQLite gets literal `VALUES`; PostgreSQL one JSON
/// parameter per chunk, expanded by `json_populate_recordset` (literal
/// statements are slow for its parser). Every value is a number or a
/// string read from this database.
struct RowWriter {
    backend: Backend,
    written: u64,
    total: u64,
}

impl RowWriter {
    async fn insert<'a, const N: usize>(
        &mut self,
        conn: &mut sqlx::AnyConnection,
        table: &str,
        columns: &[&str; N],
        rows: impl Iterator<Item = [Lit<'a>; N]>,
        progress: &mut (dyn FnMut(RebuildProgress) + Send),
    ) -> Result<()> {
        let mut buf = String::with_capacity(WRITE_CHUNK * 256);
        let mut rows = rows.peekable();
        while rows.peek().is_some() {
            buf.clear();
            let mut n = 0;
            for row in rows.by_ref().take(WRITE_CHUNK) {
                if n > 0 {
                    buf.push_str(", ");
                }
                match self.backend {
                    Backend::Sqlite => {
                        buf.push('(');
                        for (i, v) in row.iter().enumerate() {
                            if i > 0 {
                                buf.push_str(", ");
                            }
                            push_sql(&mut buf, v);
                        }
                        buf.push(')');
                    }
                    Backend::Postgres => {
                        buf.push('{');
                        for (i, (c, v)) in columns.iter().zip(&row).enumerate() {
                            if i > 0 {
                                buf.push(',');
                            }
                            let _ = write!(buf, "\"{c}\":");
                            push_json(&mut buf, v);
                        }
                        buf.push('}');
                    }
                }
                n += 1;
            }
            let cols = columns.join(", ");
            match self.backend {
                Backend::Sqlite => {
                    let sql = format!("INSERT INTO {table} ({cols}) VALUES {buf}");
                    sqlx::raw_sql(&sql).execute(&mut *conn).await?;
                }
                Backend::Postgres => {
                    let sql = format!(
                        "INSERT INTO {table} ({cols}) SELECT {cols} \
                         FROM json_populate_recordset(NULL::{table}, $1::json)"
                    );
                    sqlx::query(&sql)
                        .bind(format!("[{buf}]"))
                        .execute(&mut *conn)
                        .await?;
                }
            }
            self.written += n as u64;
            progress(RebuildProgress::Writing {
                done: self.written,
                total: self.total,
            });
        }
        Ok(())
    }
}

fn push_sql(buf: &mut String, v: &Lit<'_>) {
    match v {
        Lit::Text(s) => buf.push_str(&text(s)),
        Lit::Int(i) => {
            let _ = write!(buf, "{i}");
        }
        Lit::Real(x) => buf.push_str(&real(*x)),
        Lit::Null => buf.push_str("NULL"),
    }
}

fn push_json(buf: &mut String, v: &Lit<'_>) {
    match v {
        Lit::Text(s) => buf.push_str(&serde_json::Value::from(*s).to_string()),
        Lit::Int(i) => {
            let _ = write!(buf, "{i}");
        }
        Lit::Real(x) => buf.push_str(&real(*x)),
        Lit::Null => buf.push_str("null"),
    }
}

/// A string as an SQL literal: `'it''s'`.
fn text(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// A float as an SQL literal that reads back as the same `f64` (Rust's
/// shortest round-trip form, always with a `.` or an exponent).
fn real(x: f64) -> String {
    if x.is_finite() {
        format!("{x:?}")
    } else {
        // Never stored (ratings are clamped); keep the statement valid.
        "0.0".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_quote_and_round_trip() {
        assert_eq!(text("o'brien"), "'o''brien'");
        assert_eq!(text("12345"), "'12345'");
        for x in [1500.0, 1_742.123_456_789_012_3, 0.06, 1e-7, 45.0] {
            assert_eq!(real(x).parse::<f64>().unwrap(), x);
        }
        assert_eq!(real(f64::NAN), "0.0");
    }
}
