//! Rebuilding every rating from the stored rated games (after a fix of the
//! rating system): the games that counted (`games.rated_at_ms` set) are
//! replayed in the order they were rated, with the [`RateFn`] given, and
//! the ratings, the history and the server memberships are replaced in one
//! transaction. Running it twice gives the same tables.
//!
//! Everything is computed in memory first (player ids interned, about 100
//! bytes per history row), then written in key order, with the indexes
//! dropped during the writes and built again after them (inside the same
//! transaction; on SQLite the secondary ones, the tables being their keys). The rebuild runs on a connection of the backend's own
//! driver, not `Any`: the bulk writes are the backend's ([`sqlite`]:
//! prepared multi-row inserts reused for every chunk; [`postgres`]:
//! `COPY`), the rest is here.

mod postgres;
mod sqlite;

use std::collections::HashMap;
use std::fmt;
use std::time::{Duration, Instant};

use crate::error::{Result, StoreError};
use crate::game::GameResult;
use crate::ratings::{PlayerRating, PlayerResult, RECOUNT, RateFn, RatingValue, ranked};
use crate::store::{NativeTarget, Store};

/// Games read per query while replaying.
const READ_CHUNK: i64 = 20_000;

/// The rated games in the order they were rated, [`READ_CHUNK`] at a time
/// after the last one read (`rated_at_ms`, `id`).
const READ_GAMES: &str = "SELECT id, white_id, black_id, preset, guild_id, result, rated_at_ms \
     FROM games WHERE rated_at_ms >= $1 AND (rated_at_ms > $1 OR id > $2) \
     ORDER BY rated_at_ms, id LIMIT $3";

const COUNT_GAMES: &str =
    "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM games WHERE rated_at_ms IS NOT NULL";

/// The tables a rebuild replaces.
const TABLES: [&str; 4] = [
    "rating_history",
    "rating_servers",
    "rating_counts",
    "ratings",
];

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
    /// Where the time went.
    pub timings: RebuildTimings,
}

/// Where a rebuild's time went, phase by phase.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RebuildTimings {
    /// Connecting, beginning the transaction, taking and emptying the
    /// tables, counting the games.
    pub start: Duration,
    /// Reading the rated games.
    pub read: Duration,
    /// Replaying them and sorting the rows to write in key order.
    pub replay: Duration,
    /// Dropping the indexes before the writes (the secondary ones; on
    /// PostgreSQL the keys too).
    pub drop_indexes: Duration,
    /// Writing the history rows.
    pub history: Duration,
    /// Writing the ratings.
    pub ratings: Duration,
    /// Writing the server memberships.
    pub servers: Duration,
    /// Building the indexes again.
    pub create_indexes: Duration,
    /// Recounting the players per server (and on PostgreSQL refreshing the
    /// planner's statistics).
    pub counts: Duration,
    /// Committing (on SQLite with the checkpoint that follows).
    pub commit: Duration,
}

impl RebuildTimings {
    /// The phases with their names, in order.
    pub fn phases(&self) -> [(&'static str, Duration); 10] {
        [
            ("start", self.start),
            ("read", self.read),
            ("replay", self.replay),
            ("drop indexes", self.drop_indexes),
            ("write history", self.history),
            ("write ratings", self.ratings),
            ("write memberships", self.servers),
            ("create indexes", self.create_indexes),
            ("counts", self.counts),
            ("commit", self.commit),
        ]
    }
}

/// `start 0.01 s, read 1.20 s, ...`
impl fmt::Display for RebuildTimings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (name, took)) in self.phases().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name} {:.2} s", took.as_secs_f64())?;
        }
        Ok(())
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
        let started = Instant::now();
        match self.native() {
            NativeTarget::Sqlite(options) => {
                // This process's writes wait for the pool's one writer
                // connection, held until the rebuild is over; the rebuild
                // itself runs on a connection of its own.
                let _writer = self.writer().acquire().await?;
                let bulk = sqlite::Bulk::open(options).await?;
                rebuild(bulk, started, rate, progress).await
            }
            NativeTarget::Postgres(options) => {
                let bulk = postgres::Bulk::open(options).await?;
                rebuild(bulk, started, rate, progress).await
            }
        }
    }
}

/// One value of a row to write.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Lit<'a> {
    Text(&'a str),
    Int(i64),
    /// Always finite (see [`Lit::real`]).
    Real(f64),
    Null,
}

impl Lit<'_> {
    /// A float, 0 if it is not finite (never stored: ratings are clamped;
    /// this keeps the row valid on both backends).
    fn real(x: f64) -> Lit<'static> {
        Lit::Real(if x.is_finite() { x } else { 0.0 })
    }
}

/// A backend's side of a rebuild: a native connection with the rebuild's
/// transaction open on it (from [`Bulk::begin`] to [`Bulk::commit`]).
trait Bulk {
    /// Begins the transaction and takes the tables: on SQLite the first
    /// write takes the write lock (no read snapshot to upgrade later); on
    /// PostgreSQL rating writes of games finishing now wait until this
    /// transaction ends.
    async fn begin(&mut self) -> Result<()>;

    /// Runs one statement without parameters.
    async fn execute(&mut self, sql: &str) -> Result<()>;

    /// The number of rated games.
    async fn count_games(&mut self) -> Result<i64>;

    /// Reads up to `limit` rated games after `after` ([`READ_GAMES`]),
    /// each passed to `each` in order.
    async fn read_games(
        &mut self,
        after: (i64, i64),
        limit: i64,
        each: &mut (dyn FnMut(RatedGame<'_>) -> Result<()> + Send),
    ) -> Result<()>;

    /// The indexes of `tables` to drop during the writes: for each, the
    /// statement that drops it and the one that builds it again.
    async fn indexes(&mut self, tables: &[&str]) -> Result<Vec<(String, String)>>;

    /// Inserts `rows` into `table`, adding each chunk written to `written`.
    async fn insert<'a, const N: usize>(
        &mut self,
        table: &str,
        columns: &[&str; N],
        rows: impl Iterator<Item = [Lit<'a>; N]> + Send,
        written: &mut Written<'_>,
    ) -> Result<()>;

    /// What to run after the writes, before the commit (statistics).
    fn after_writes(&self) -> &'static [&'static str];

    async fn commit(&mut self) -> Result<()>;

    /// Rolls back (after a failure) and closes the connection.
    async fn abandon(self);

    /// Closes the connection.
    async fn close(self) -> Result<()>;
}

/// Counts the rows written, for the progress callback.
struct Written<'p> {
    done: u64,
    total: u64,
    progress: &'p mut (dyn FnMut(RebuildProgress) + Send),
}

impl Written<'_> {
    fn add(&mut self, rows: usize) {
        self.done += rows as u64;
        (self.progress)(RebuildProgress::Writing {
            done: self.done,
            total: self.total,
        });
    }
}

async fn rebuild<B: Bulk>(
    mut bulk: B,
    started: Instant,
    rate: RateFn,
    progress: &mut (dyn FnMut(RebuildProgress) + Send),
) -> Result<RebuildSummary> {
    match replace(&mut bulk, started, rate, progress).await {
        Ok(summary) => {
            bulk.close().await?;
            Ok(summary)
        }
        Err(e) => {
            bulk.abandon().await;
            Err(e)
        }
    }
}

/// The rebuild's work inside its transaction, committed at the end.
async fn replace<B: Bulk>(
    bulk: &mut B,
    started: Instant,
    rate: RateFn,
    progress: &mut (dyn FnMut(RebuildProgress) + Send),
) -> Result<RebuildSummary> {
    let mut timings = RebuildTimings::default();
    bulk.begin().await?;
    let total = bulk.count_games().await? as u64;
    timings.start = started.elapsed();
    progress(RebuildProgress::Replaying { done: 0, total });

    let mut replay = Replay::new(rate, total);
    loop {
        let t = Instant::now();
        let before = replay.done;
        let mut replaying = Duration::ZERO;
        bulk.read_games(replay.last, READ_CHUNK, &mut |game| {
            let t = Instant::now();
            replay.game(game)?;
            replaying += t.elapsed();
            Ok(())
        })
        .await?;
        timings.read += t.elapsed() - replaying;
        timings.replay += replaying;
        if replay.done == before {
            break;
        }
        progress(RebuildProgress::Replaying {
            done: replay.done,
            total,
        });
    }
    let t = Instant::now();
    let games = replay.done;
    let tables = replay.finish();
    timings.replay += t.elapsed();

    let t = Instant::now();
    // Maintaining them row by row costs more than building them again
    // (on SQLite 13 s instead of 1.4 s for the memberships).
    let indexes = bulk
        .indexes(&["ratings", "rating_history", "rating_servers"])
        .await?;
    for (drop, _) in &indexes {
        bulk.execute(drop).await?;
    }
    timings.drop_indexes = t.elapsed();

    let mut written = Written {
        done: 0,
        total: (tables.history.len() + tables.ratings.len() + tables.servers.len()) as u64,
        progress,
    };
    (written.progress)(RebuildProgress::Writing {
        done: 0,
        total: written.total,
    });
    let t = Instant::now();
    bulk.insert(
        "rating_history",
        &HISTORY_COLUMNS,
        tables.history_rows(),
        &mut written,
    )
    .await?;
    timings.history = t.elapsed();
    let t = Instant::now();
    bulk.insert(
        "ratings",
        &RATING_COLUMNS,
        tables.rating_rows(),
        &mut written,
    )
    .await?;
    timings.ratings = t.elapsed();
    let t = Instant::now();
    bulk.insert(
        "rating_servers",
        &SERVER_COLUMNS,
        tables.server_rows(),
        &mut written,
    )
    .await?;
    timings.servers = t.elapsed();

    let t = Instant::now();
    for (_, create) in &indexes {
        bulk.execute(create).await?;
    }
    timings.create_indexes = t.elapsed();
    let t = Instant::now();
    for sql in RECOUNT.iter().chain(bulk.after_writes()) {
        bulk.execute(sql).await?;
    }
    timings.counts = t.elapsed();
    let t = Instant::now();
    bulk.commit().await?;
    timings.commit = t.elapsed();
    Ok(RebuildSummary {
        games,
        ratings: tables.ratings.len() as u64,
        timings,
    })
}

/// A rated game as read (borrowed from its row).
struct RatedGame<'r> {
    id: i64,
    white: &'r str,
    black: &'r str,
    preset: &'r str,
    guild: Option<&'r str>,
    result: Option<&'r str>,
    at_ms: i64,
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
    fn intern(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.ids.get(s) {
            return i;
        }
        let i = self.names.len() as u32;
        self.ids.insert(s.to_string(), i);
        self.names.push(s.to_string());
        i
    }

    fn name(&self, id: impl Into<usize>) -> &str {
        &self.names[id.into()]
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

/// The replay: every player's line as the games go by, and the rows to
/// write.
struct Replay {
    rate: RateFn,
    users: Interner,
    presets: Interner,
    guilds: Interner,
    lines: HashMap<(u32, u16), PlayerRating>,
    /// (player, preset, server) of every game on a server, repeats
    /// included.
    servers: Vec<(u32, u16, u32)>,
    history: Vec<Hist>,
    /// Games replayed.
    done: u64,
    /// The last game replayed: (`rated_at_ms`, `id`).
    last: (i64, i64),
}

impl Replay {
    fn new(rate: RateFn, games: u64) -> Replay {
        Replay {
            rate,
            users: Interner::default(),
            presets: Interner::default(),
            guilds: Interner::default(),
            lines: HashMap::new(),
            servers: Vec::with_capacity(2 * games as usize),
            history: Vec::with_capacity(2 * games as usize),
            done: 0,
            last: (i64::MIN, i64::MIN),
        }
    }

    /// Replays the next game.
    fn game(&mut self, game: RatedGame<'_>) -> Result<()> {
        let RatedGame {
            id: game_id, at_ms, ..
        } = game;
        let result: GameResult = game
            .result
            .ok_or_else(|| StoreError::Corrupt(format!("rated game {game_id} has no result")))?
            .parse()?;
        let players = [game.white, game.black];
        if players[0] == players[1] {
            return Err(StoreError::Corrupt(format!(
                "rated game {game_id} is between a player and themself"
            )));
        }
        let ids = players.map(|p| self.users.intern(p));
        let preset = self.presets.intern(game.preset) as u16;
        let guild = game.guild.map(|g| self.guilds.intern(g));
        let befores = ids.map(|u| self.lines.get(&(u, preset)).map(|l| l.value));
        let updates = (self.rate)(befores[0], befores[1], result, at_ms);
        let results = PlayerResult::of_game(result);
        for me in 0..2 {
            let opp = 1 - me;
            let line = self
                .lines
                .entry((ids[me], preset))
                .or_insert_with(|| PlayerRating::empty("", "", updates[me].before));
            line.record(
                updates[me].after,
                results[me],
                updates[opp].before.rating,
                game_id,
            );
            self.history.push(Hist {
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
                self.servers.push((ids[me], preset, g));
            }
        }
        self.done += 1;
        self.last = (at_ms, game_id);
        Ok(())
    }

    /// The rows to write, each table's in its key order: appending to the
    /// tables' B-trees is far cheaper than inserting all over them.
    fn finish(self) -> Tables {
        let key = self.users.sort_keys();
        let preset_key = self.presets.sort_keys();
        let mut history = self.history;
        history.sort_unstable_by_key(|h| {
            (
                key[h.user as usize],
                preset_key[h.preset as usize],
                h.at_ms,
                h.game_id,
            )
        });
        let mut ratings: Vec<((u32, u16), PlayerRating)> = self.lines.into_iter().collect();
        ratings.sort_unstable_by_key(|((u, p), _)| (key[*u as usize], preset_key[*p as usize]));
        let guild_key = self.guilds.sort_keys();
        let mut servers = self.servers;
        servers.sort_unstable_by_key(|&(u, p, g)| {
            (
                key[u as usize],
                preset_key[p as usize],
                guild_key[g as usize],
            )
        });
        servers.dedup();
        Tables {
            users: self.users,
            presets: self.presets,
            guilds: self.guilds,
            history,
            ratings,
            servers,
        }
    }
}

/// The replay's result, in key order.
struct Tables {
    users: Interner,
    presets: Interner,
    guilds: Interner,
    history: Vec<Hist>,
    ratings: Vec<((u32, u16), PlayerRating)>,
    servers: Vec<(u32, u16, u32)>,
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

impl Tables {
    fn history_rows(&self) -> impl Iterator<Item = [Lit<'_>; 13]> + Send {
        self.history.iter().map(|h| {
            [
                Lit::Text(self.users.name(h.user as usize)),
                Lit::Text(self.presets.name(h.preset)),
                Lit::Int(h.at_ms),
                Lit::Int(h.game_id),
                Lit::Text(self.users.name(h.opponent as usize)),
                Lit::Text(h.result.as_str()),
                Lit::real(h.before.rating),
                Lit::real(h.before.rd),
                Lit::real(h.before.volatility),
                Lit::real(h.after.rating),
                Lit::real(h.after.rd),
                Lit::real(h.after.volatility),
                Lit::real(h.opponent_rating),
            ]
        })
    }

    fn rating_rows(&self) -> impl Iterator<Item = [Lit<'_>; 15]> + Send {
        self.ratings.iter().map(|((u, p), line)| {
            [
                Lit::Text(self.users.name(*u as usize)),
                Lit::Text(self.presets.name(*p)),
                Lit::real(line.value.rating),
                Lit::real(line.value.rd),
                Lit::real(line.value.volatility),
                Lit::Int(line.value.updated_ms.unwrap_or_default()),
                Lit::Int(ranked(&line.value)),
                Lit::Int(line.games),
                Lit::Int(line.wins),
                Lit::Int(line.draws),
                Lit::Int(line.losses),
                Lit::Int(line.streak),
                Lit::Int(line.best_streak),
                line.best_win.map_or(Lit::Null, |b| Lit::Int(b.game_id)),
                Lit::real(line.best_win.map_or(0.0, |b| b.opponent_rating)),
            ]
        })
    }

    /// The memberships, each with the player's current rating in the
    /// preset.
    fn server_rows(&self) -> impl Iterator<Item = [Lit<'_>; 5]> + Send {
        // Both sorted by player and preset: walk the ratings alongside.
        let mut ratings = self.ratings.iter().peekable();
        self.servers.iter().map(move |&(u, p, g)| {
            while ratings.peek().is_some_and(|(k, _)| *k != (u, p)) {
                ratings.next();
            }
            let value = ratings
                .peek()
                .map(|(_, line)| line.value)
                .expect("every membership's player has a rating in its preset");
            [
                Lit::Text(self.users.name(u as usize)),
                Lit::Text(self.presets.name(p)),
                Lit::Text(self.guilds.name(g as usize)),
                Lit::real(value.rating),
                Lit::Int(ranked(&value)),
            ]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timings_name_every_phase() {
        let t = RebuildTimings {
            read: Duration::from_millis(1500),
            ..RebuildTimings::default()
        };
        let shown = t.to_string();
        assert!(
            shown.starts_with("start 0.00 s, read 1.50 s, replay"),
            "{shown}"
        );
        assert!(shown.ends_with("commit 0.00 s"), "{shown}");
    }
}
