//! Rebuilding every rating from the stored rated games (after a fix of the
//! rating system): the games that counted (`games.rated_at_ms` set) are
//! replayed in the order they were rated, with the [`RateFn`] given, and
//! the ratings, the history, the server memberships and the season pools
//! are replaced in one transaction. Running it twice gives the same tables.
//!
//! Season pools, past seasons' included: each game is replayed into the
//! season it counted for when it was rated (`season_games`, written then:
//! the game's server's season, open at that moment and started by then, in
//! the game's preset), in the same order, so a season's standings are
//! recomputed exactly as its games made them.
//!
//! Everything is computed in memory first (player ids interned, 64 bytes
//! per history row), then written in key order (the history needs no sort:
//! replayed in time order, it is in key order per player already), with the
//! indexes dropped during the writes and built again after them (inside the
//! same transaction; on SQLite the secondary ones, the tables being their
//! keys). The rebuild runs on a connection of the backend's own driver,
//! not `Any`: the reads and bulk writes are the backend's ([`sqlite`]:
//! statements stepped on the connection's handle, multi-row inserts;
//! [`postgres`]: binary `COPY` both ways), the rest is here.

mod postgres;
mod sqlite;

use std::collections::BTreeMap;
use std::fmt;
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;

use crate::error::{Result, StoreError};
use crate::ratings::{PlayerRating, PlayerResult, RateFn, ranked};
use crate::season_pool::SeasonTally;
use crate::status::GameResult;
use crate::store::{NativeTarget, Store};

/// Games replayed between two progress reports.
const PROGRESS_EVERY: u64 = 20_000;

const COUNT_GAMES: &str =
    "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM games WHERE rated_at_ms IS NOT NULL";

/// The tables a rebuild replaces.
const TABLES: [&str; 5] = [
    "rating_history",
    "rating_servers",
    "rating_counts",
    "ratings",
    "season_ratings",
];

/// The number of seasons, for the summary.
const COUNT_SEASONS: &str = "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM seasons";

/// Which season each game counted for.
const READ_SEASON_GAMES: &str = "SELECT game_id, season_id FROM season_games";

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
    /// Seasons whose pools were rebuilt (every season, past ones too).
    pub seasons: u64,
    /// Season ratings (season, preset and player) written.
    pub season_ratings: u64,
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

    /// The number of seasons and the season each game counted for
    /// ([`COUNT_SEASONS`], [`READ_SEASON_GAMES`]).
    async fn read_seasons(&mut self) -> Result<(i64, FxHashMap<i64, i64>)>;

    /// Reads every rated game in the order they were rated
    /// (`rated_at_ms`, then `id`), each passed to `each`.
    async fn read_games(
        &mut self,
        each: &mut (dyn FnMut(RatedGame<'_>) -> Result<()> + Send),
    ) -> Result<()>;

    /// Whether the memberships are written in the order of the server
    /// leaderboard's index rather than their key's (where the table is
    /// not stored in its key's order, the index then builds from sorted
    /// rows).
    const MEMBERSHIPS_BY_RANK: bool;

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

    async fn commit(&mut self) -> Result<()> {
        self.execute("COMMIT").await
    }

    /// Rolls back (after a failure) and closes the connection.
    async fn abandon(mut self)
    where
        Self: Sized,
    {
        // Closing the connection would roll back too.
        let _ = self.execute("ROLLBACK").await;
        let _ = self.close().await;
    }

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

    let (season_count, season_games) = bulk.read_seasons().await?;
    let season_count = season_count as u64;
    let mut replay = Replay::new(rate, total, season_games);
    let t = Instant::now();
    let mut replaying = Duration::ZERO;
    bulk.read_games(&mut |game| {
        let t = Instant::now();
        replay.game(game)?;
        if replay.done.is_multiple_of(PROGRESS_EVERY) {
            progress(RebuildProgress::Replaying {
                done: replay.done,
                total,
            });
        }
        replaying += t.elapsed();
        Ok(())
    })
    .await?;
    timings.read = t.elapsed() - replaying;
    timings.replay = replaying;
    progress(RebuildProgress::Replaying {
        done: replay.done,
        total,
    });
    let t = Instant::now();
    let games = replay.done;
    let tables = replay.finish();
    let memberships = tables.memberships(B::MEMBERSHIPS_BY_RANK);
    let counts = tables.count_rows(&memberships);
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
        total: (tables.history.len()
            + tables.ratings.len()
            + memberships.len()
            + counts.len()
            + tables.season_lines.len()) as u64,
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
        tables.server_rows(&memberships),
        &mut written,
    )
    .await?;
    bulk.insert(
        "season_ratings",
        &SEASON_COLUMNS,
        tables.season_rows(),
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
    bulk.insert(
        "rating_counts",
        &COUNT_COLUMNS,
        counts.into_iter(),
        &mut written,
    )
    .await?;
    for sql in bulk.after_writes() {
        bulk.execute(sql).await?;
    }
    timings.counts = t.elapsed();
    let t = Instant::now();
    bulk.commit().await?;
    timings.commit = t.elapsed();
    Ok(RebuildSummary {
        games,
        ratings: tables.ratings.len() as u64,
        seasons: season_count,
        season_ratings: tables.season_lines.len() as u64,
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

/// A history row with interned ids (64 bytes: two million of them are
/// built, moved once by the sort and written).
#[derive(Clone, Copy)]
struct Hist {
    at_ms: i64,
    game_id: i64,
    rating_before: f64,
    rating_after: f64,
    rd_after: f64,
    opponent_rating: f64,
    user: u32,
    opponent: u32,
    preset: u16,
    result: PlayerResult,
}

/// Strings numbered in order of first sight.
#[derive(Default)]
struct Interner {
    ids: FxHashMap<String, u32>,
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

    fn len(&self) -> usize {
        self.names.len()
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

/// `items` stably sorted by `bucket` (each below `buckets`): a counting
/// sort, linear in the items and the buckets.
fn sort_by_bucket<T: Copy>(items: &[T], buckets: usize, bucket: impl Fn(&T) -> usize) -> Vec<T> {
    let Some(&first) = items.first() else {
        return Vec::new();
    };
    let mut next = vec![0usize; buckets + 1];
    for item in items {
        next[bucket(item) + 1] += 1;
    }
    for b in 1..=buckets {
        next[b] += next[b - 1];
    }
    let mut sorted = vec![first; items.len()];
    for item in items {
        let slot = &mut next[bucket(item)];
        sorted[*slot] = *item;
        *slot += 1;
    }
    sorted
}

/// The replay: every player's line as the games go by, and the rows to
/// write.
struct Replay {
    rate: RateFn,
    users: Interner,
    presets: Interner,
    guilds: Interner,
    /// Every (player, preset) line, in order of first game.
    lines: Vec<((u32, u16), PlayerRating)>,
    /// Where each (player, preset) line is in `lines`.
    line_of: FxHashMap<(u32, u16), u32>,
    /// (player, preset, server) of every game on a server, repeats
    /// included.
    servers: Vec<(u32, u16, u32)>,
    /// In the order the games were replayed: per player and preset, in
    /// key order already.
    history: Vec<Hist>,
    /// Games replayed.
    done: u64,
    /// The season each game counted for, by game id.
    season_games: FxHashMap<i64, i64>,
    /// Every season line by (season, preset, player).
    season_lines: FxHashMap<(i64, u16, u32), SeasonTally>,
}

impl Replay {
    fn new(rate: RateFn, games: u64, season_games: FxHashMap<i64, i64>) -> Replay {
        Replay {
            season_games,
            season_lines: FxHashMap::default(),
            rate,
            users: Interner::default(),
            presets: Interner::default(),
            guilds: Interner::default(),
            lines: Vec::new(),
            line_of: FxHashMap::default(),
            servers: Vec::with_capacity(2 * games as usize),
            history: Vec::with_capacity(2 * games as usize),
            done: 0,
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
        let found = ids.map(|u| self.line_of.get(&(u, preset)).copied());
        let befores = found.map(|i| i.map(|i| self.lines[i as usize].1.value));
        let updates = (self.rate)(befores[0], befores[1], result, at_ms);
        let results = PlayerResult::of_game(result);
        for me in 0..2 {
            let opp = 1 - me;
            let i = match found[me] {
                Some(i) => i as usize,
                None => {
                    let i = self.lines.len();
                    self.line_of.insert((ids[me], preset), i as u32);
                    self.lines.push((
                        (ids[me], preset),
                        PlayerRating::empty("", "", updates[me].before),
                    ));
                    i
                }
            };
            self.lines[i].1.record(
                updates[me].after,
                results[me],
                updates[opp].before.rating,
                game_id,
            );
            self.history.push(Hist {
                at_ms,
                game_id,
                rating_before: updates[me].before.rating,
                rating_after: updates[me].after.rating,
                rd_after: updates[me].after.rd,
                opponent_rating: updates[opp].before.rating,
                user: ids[me],
                opponent: ids[opp],
                preset,
                result: results[me],
            });
            if let Some(g) = guild {
                self.servers.push((ids[me], preset, g));
            }
        }
        self.season_game(game_id, preset, ids, result, at_ms);
        self.done += 1;
        Ok(())
    }

    /// Replays game `game_id` into the pool of the season it counted for,
    /// if any (as `season_pool::rate_in_season` did live).
    fn season_game(
        &mut self,
        game_id: i64,
        preset: u16,
        ids: [u32; 2],
        result: GameResult,
        at_ms: i64,
    ) {
        let Some(&season) = self.season_games.get(&game_id) else {
            return;
        };
        let keys = ids.map(|u| (season, preset, u));
        let befores = keys.map(|k| self.season_lines.get(&k).map(|l| l.value));
        let updates = (self.rate)(befores[0], befores[1], result, at_ms);
        let results = PlayerResult::of_game(result);
        for me in 0..2 {
            self.season_lines
                .entry(keys[me])
                .or_insert(SeasonTally::new(updates[me].before))
                .record(updates[me].after, results[me]);
        }
    }

    /// The rows to write, each table's in its key order: appending to the
    /// tables' B-trees is far cheaper than inserting all over them. The
    /// keys begin with (player, preset); the history, replayed in time
    /// order, is in order within each, so sorting is counting.
    fn finish(self) -> Tables {
        let key = self.users.sort_keys();
        let preset_key = self.presets.sort_keys();
        let presets = self.presets.len();
        let line =
            |u: u32, p: u16| key[u as usize] as usize * presets + preset_key[p as usize] as usize;
        let lines = self.users.len() * presets;
        let history = sort_by_bucket(&self.history, lines, |h| line(h.user, h.preset));
        drop(self.history);
        let mut ratings = self.lines;
        ratings.sort_unstable_by_key(|((u, p), _)| line(*u, *p));
        let guild_key = self.guilds.sort_keys();
        let servers = sort_by_bucket(&self.servers, self.guilds.len(), |&(_, _, g)| {
            guild_key[g as usize] as usize
        });
        let mut servers = sort_by_bucket(&servers, lines, |&(u, p, _)| line(u, p));
        servers.dedup();
        let mut season_lines: Vec<_> = self.season_lines.into_iter().collect();
        season_lines
            .sort_unstable_by_key(|&((s, p, u), _)| (s, preset_key[p as usize], key[u as usize]));
        Tables {
            season_lines,
            keys: Keys {
                user: key,
                preset: preset_key,
                guild: guild_key,
            },
            users: self.users,
            presets: self.presets,
            guilds: self.guilds,
            history,
            ratings,
            servers,
        }
    }
}

/// Each interned id's position in the order of its strings.
struct Keys {
    user: Vec<u32>,
    preset: Vec<u32>,
    guild: Vec<u32>,
}

/// The replay's result, in key order.
struct Tables {
    keys: Keys,
    users: Interner,
    presets: Interner,
    guilds: Interner,
    history: Vec<Hist>,
    ratings: Vec<((u32, u16), PlayerRating)>,
    servers: Vec<(u32, u16, u32)>,
    /// Season lines in key order (season, preset, player).
    season_lines: Vec<((i64, u16, u32), SeasonTally)>,
}

const HISTORY_COLUMNS: [&str; 10] = [
    "user_id",
    "preset",
    "at_ms",
    "game_id",
    "opponent_id",
    "result",
    "rating_before",
    "rating_after",
    "rd_after",
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

const SEASON_COLUMNS: [&str; 12] = [
    "season_id",
    "preset",
    "user_id",
    "rating",
    "rd",
    "volatility",
    "updated_ms",
    "ranked",
    "games",
    "wins",
    "draws",
    "losses",
];

const COUNT_COLUMNS: [&str; 4] = ["preset", "guild_id", "ranked", "players"];

impl Tables {
    fn history_rows(&self) -> impl Iterator<Item = [Lit<'_>; 10]> + Send {
        self.history.iter().map(|h| {
            [
                Lit::Text(self.users.name(h.user as usize)),
                Lit::Text(self.presets.name(h.preset)),
                Lit::Int(h.at_ms),
                Lit::Int(h.game_id),
                Lit::Text(self.users.name(h.opponent as usize)),
                Lit::Text(h.result.as_str()),
                Lit::real(h.rating_before),
                Lit::real(h.rating_after),
                Lit::real(h.rd_after),
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

    fn season_rows(&self) -> impl Iterator<Item = [Lit<'_>; 12]> + Send {
        self.season_lines.iter().map(|&((season, p, u), line)| {
            [
                Lit::Int(season),
                Lit::Text(self.presets.name(p)),
                Lit::Text(self.users.name(u as usize)),
                Lit::real(line.value.rating),
                Lit::real(line.value.rd),
                Lit::real(line.value.volatility),
                Lit::Int(line.value.updated_ms.unwrap_or_default()),
                Lit::Int(ranked(&line.value)),
                Lit::Int(line.games),
                Lit::Int(line.wins),
                Lit::Int(line.draws),
                Lit::Int(line.losses),
            ]
        })
    }

    /// The memberships, each with the player's current rating in the
    /// preset: in key order, or with `by_rank` in the order of the server
    /// leaderboard's index (server, preset, ranked, rating from the top,
    /// player).
    fn memberships(&self, by_rank: bool) -> Vec<Membership> {
        // Both sorted by player and preset: walk the ratings alongside.
        let mut ratings = self.ratings.iter().peekable();
        let mut rows: Vec<Membership> = self
            .servers
            .iter()
            .map(|&(user, preset, guild)| {
                while ratings.peek().is_some_and(|(k, _)| *k != (user, preset)) {
                    ratings.next();
                }
                let value = ratings
                    .peek()
                    .map(|(_, line)| line.value)
                    .expect("every membership's player has a rating in its preset");
                Membership {
                    user,
                    preset,
                    guild,
                    rating: value.rating,
                    ranked: !value.provisional,
                }
            })
            .collect();
        if by_rank {
            let keys = &self.keys;
            rows.sort_unstable_by(|a, b| {
                let rank = |m: &Membership| {
                    (
                        keys.guild[m.guild as usize],
                        keys.preset[m.preset as usize],
                        m.ranked,
                    )
                };
                rank(a)
                    .cmp(&rank(b))
                    .then(b.rating.total_cmp(&a.rating))
                    .then(keys.user[a.user as usize].cmp(&keys.user[b.user as usize]))
            });
        }
        rows
    }

    fn server_rows<'t>(
        &'t self,
        memberships: &'t [Membership],
    ) -> impl Iterator<Item = [Lit<'t>; 5]> + Send {
        memberships.iter().map(|m| {
            [
                Lit::Text(self.users.name(m.user as usize)),
                Lit::Text(self.presets.name(m.preset)),
                Lit::Text(self.guilds.name(m.guild as usize)),
                Lit::real(m.rating),
                Lit::Int(m.ranked.into()),
            ]
        })
    }

    /// How many ranked and provisional players each preset has, on each
    /// server and (server `''`) in all: the rows of `rating_counts`.
    fn count_rows<'t>(&'t self, memberships: &[Membership]) -> Vec<[Lit<'t>; 4]> {
        let mut counts: BTreeMap<(u16, Option<u32>, bool), i64> = BTreeMap::new();
        for ((_, preset), line) in &self.ratings {
            *counts
                .entry((*preset, None, !line.value.provisional))
                .or_default() += 1;
        }
        for m in memberships {
            *counts
                .entry((m.preset, Some(m.guild), m.ranked))
                .or_default() += 1;
        }
        counts
            .into_iter()
            .map(|((preset, guild, is_ranked), players)| {
                [
                    Lit::Text(self.presets.name(preset)),
                    Lit::Text(guild.map_or("", |g| self.guilds.name(g as usize))),
                    Lit::Int(is_ranked.into()),
                    Lit::Int(players),
                ]
            })
            .collect()
    }
}

/// A player's membership of a server in a preset, with the rating the
/// server's leaderboard ranks by.
struct Membership {
    user: u32,
    preset: u16,
    guild: u32,
    rating: f64,
    ranked: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_sort_is_stable_and_complete() {
        // (bucket, order of arrival)
        let items = [(2, 0), (0, 1), (2, 2), (1, 3), (0, 4), (2, 5)];
        let sorted = sort_by_bucket(&items, 3, |&(b, _)| b);
        assert_eq!(sorted, [(0, 1), (0, 4), (1, 3), (2, 0), (2, 2), (2, 5)]);
        assert!(sort_by_bucket(&[] as &[(usize, usize)], 3, |&(b, _)| b).is_empty());
        // An empty bucket at either end.
        assert_eq!(
            sort_by_bucket(&[(1, 0), (1, 1)], 3, |&(b, _)| b),
            [(1, 0), (1, 1)]
        );
    }

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
