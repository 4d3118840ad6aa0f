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
use crate::ratings::{HISTORY_INSERT, PlayerRating, PlayerResult, RateFn, RatingValue, ranked};
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
        let mut written = 0u64;
        progress(RebuildProgress::Writing {
            done: 0,
            total: write_total,
        });

        // Literal values, not parameters: statements with thousands of
        // bound parameters cost time quadratic in their number (100,000
        // games took 33 s to write in chunks of 500 rows, 3.6 s in chunks
        // of 10; literals take well under a second). Every value is a
        // number or a string from this database, quoted by `text`.
        let mut sql = String::with_capacity(WRITE_CHUNK * 200);
        for chunk in history.chunks(WRITE_CHUNK) {
            sql.clear();
            sql.push_str(HISTORY_INSERT);
            for (i, h) in chunk.iter().enumerate() {
                let _ = write!(
                    sql,
                    "{}({}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {})",
                    if i == 0 { "" } else { ", " },
                    text(&users.names[h.user as usize]),
                    text(&presets.names[h.preset as usize]),
                    h.at_ms,
                    h.game_id,
                    text(&users.names[h.opponent as usize]),
                    text(h.result.as_str()),
                    real(h.before.rating),
                    real(h.before.rd),
                    real(h.before.volatility),
                    real(h.after.rating),
                    real(h.after.rd),
                    real(h.after.volatility),
                    real(h.opponent_rating),
                );
            }
            sqlx::raw_sql(&sql).execute(&mut *tx).await?;
            written += chunk.len() as u64;
            progress(RebuildProgress::Writing {
                done: written,
                total: write_total,
            });
        }

        for chunk in ratings.chunks(WRITE_CHUNK) {
            sql.clear();
            sql.push_str(
                "INSERT INTO ratings (user_id, preset, rating, rd, volatility, updated_ms, \
                 ranked, games, wins, draws, losses, streak, best_streak, best_win_game, \
                 best_win_rating) VALUES ",
            );
            for (i, ((u, p), line)) in chunk.iter().enumerate() {
                let _ = write!(
                    sql,
                    "{}({}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {})",
                    if i == 0 { "" } else { ", " },
                    text(&users.names[*u as usize]),
                    text(&presets.names[*p as usize]),
                    real(line.value.rating),
                    real(line.value.rd),
                    real(line.value.volatility),
                    line.value.updated_ms.unwrap_or_default(),
                    ranked(&line.value),
                    line.games,
                    line.wins,
                    line.draws,
                    line.losses,
                    line.streak,
                    line.best_streak,
                    line.best_win
                        .map_or_else(|| "NULL".to_string(), |b| b.game_id.to_string()),
                    real(line.best_win.map_or(0.0, |b| b.opponent_rating)),
                );
            }
            sqlx::raw_sql(&sql).execute(&mut *tx).await?;
            written += chunk.len() as u64;
            progress(RebuildProgress::Writing {
                done: written,
                total: write_total,
            });
        }

        for chunk in servers.chunks(WRITE_CHUNK) {
            sql.clear();
            sql.push_str(
                "INSERT INTO rating_servers (user_id, preset, guild_id, rating, ranked) VALUES ",
            );
            for (i, (u, p, g)) in chunk.iter().enumerate() {
                let value = lines[&(*u, *p)].value;
                let _ = write!(
                    sql,
                    "{}({}, {}, {}, {}, {})",
                    if i == 0 { "" } else { ", " },
                    text(&users.names[*u as usize]),
                    text(&presets.names[*p as usize]),
                    text(&guilds.names[*g as usize]),
                    real(value.rating),
                    ranked(&value),
                );
            }
            sqlx::raw_sql(&sql).execute(&mut *tx).await?;
            written += chunk.len() as u64;
            progress(RebuildProgress::Writing {
                done: written,
                total: write_total,
            });
        }
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
