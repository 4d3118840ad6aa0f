//! Benchmark: ratings at scale. Seeds PLAYERS players and GAMES rated
//! games (spread over a year, across GUILDS servers, 80% `cruise`), then
//! measures (players mostly play on one server: 9 games in 10 on White's)
//!
//! - `ratings rebuild`: every rating, history row and server membership
//!   recomputed from the games ([`host::rebuild_ratings`], the command's
//!   work), which also fills the tables the queries read;
//! - a leaderboard page (`/leaderboard`: page, counts, the asker's rank and
//!   7-day change) on one server and globally, at random pages, for random
//!   askers, through [`host::Host::act`];
//! - a profile (`/profile`: ratings, both ranks, last 5 games, best win and
//!   the history), through `Host::act`, which also draws the chart PNG; and
//!   the profile's store reads alone.
//!
//! `cargo bench -p host --bench ratings` (env: PLAYERS, default 100000;
//! GAMES, default 1000000; GUILDS, default 20; QUERIES per kind, default
//! 300; DB, a database URL, default a fresh SQLite file in a temporary
//! directory; a PostgreSQL DB is emptied first: give a scratch database).
//!
//! To time the rebuild alone: `QUERIES=0` skips the queries; `SEEDED=1`
//! reuses a DB that an earlier run with the same PLAYERS, GAMES and
//! GUILDS seeded (it is neither emptied nor seeded again, and the rebuild
//! then replaces the ratings that run wrote, as the command would), e.g.
//! `DB=sqlite:///tmp/bench.db QUERIES=0 cargo bench -p host --bench
//! ratings` once, then again with `SEEDED=1`. `REBUILDS=n` rebuilds n
//! times in a row (default 1); each prints its time per phase.

use host::{Action, BoardScope, Host, HostConfig, Place, Player, ViewKind};
use sqlx::Row;
use std::time::{Duration, Instant};
use store::{LeaderboardScope, Store};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A small deterministic generator (xorshift64*), so every run seeds the
/// same games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Player `i`'s Discord user id: a snowflake (milliseconds since 2015
/// shifted left 22 bits, then worker and sequence bits), of an account made
/// between 2016 and 2026 in the order of `i`: 18 or 19 digits, as real ids
/// are (their shared leading digits are what the tables' text keys sort).
fn user_id(i: usize, players: usize) -> String {
    snowflake(i, players, 0x5eed)
}

/// Server `i`'s Discord guild id, a snowflake like [`user_id`]'s.
fn guild_id(i: usize, guilds: usize) -> String {
    snowflake(i, guilds, 0x6e11d)
}

fn snowflake(i: usize, n: usize, salt: u64) -> String {
    const YEAR_MS: u64 = 365 * 86_400_000;
    let ms = YEAR_MS + i as u64 * (10 * YEAR_MS / n.max(1) as u64);
    let low = Rng(salt ^ (i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)).next() & 0x3f_ffff;
    ((ms << 22) | low).to_string()
}

const PRESETS: [&str; 5] = ["cruise", "cruise-forward", "chess", "pawns", "pawns-cruise"];

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    let (players, games, queries) = if quick {
        (200, 2_000, 5)
    } else {
        (
            env_usize("PLAYERS", 100_000),
            env_usize("GAMES", 1_000_000),
            env_usize("QUERIES", 300),
        )
    };
    let guilds = env_usize("GUILDS", 20);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(run(players, games, guilds, queries));
}

async fn run(players: usize, games: usize, guilds: usize, queries: usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = std::env::var("DB")
        .unwrap_or_else(|_| format!("sqlite://{}", dir.path().join("bench.db").display()));
    let seeded = std::env::var("SEEDED").is_ok_and(|v| v == "1");
    if url.starts_with("postgres") && !seeded {
        let pool = sqlx::postgres::PgPool::connect(&url)
            .await
            .expect("postgres");
        sqlx::query("DROP SCHEMA public CASCADE")
            .execute(&pool)
            .await
            .expect("empty the scratch database");
        sqlx::query("CREATE SCHEMA public")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    let store = Store::connect(&url).await.expect("store");
    println!(
        "ratings bench: {} ({players} players, {games} games, {guilds} servers), load average {}",
        store.redacted_url(),
        load_average()
    );

    if !seeded {
        let t = Instant::now();
        let now_ms = store::unix_millis();
        seed(&url, players, games, guilds, now_ms).await;
        println!("seeded in {:.1} s", t.elapsed().as_secs_f64());
    }

    // The first rebuild fills empty tables; later ones replace what the
    // one before wrote, as the command does.
    for _ in 0..env_usize("REBUILDS", 1).max(1) {
        let t = Instant::now();
        let summary = host::rebuild_ratings(&store, &mut |_| {})
            .await
            .expect("rebuild");
        println!(
            "rebuild: {} games, {} ratings in {:.2} s",
            summary.games,
            summary.ratings,
            t.elapsed().as_secs_f64(),
        );
        for (phase, took) in summary.timings.phases() {
            println!("  {phase:<18} {:6.2} s", took.as_secs_f64());
        }
        println!("  load average now: {}", load_average());
    }
    let ranked = count(
        &url,
        "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM ratings WHERE ranked = 1",
    )
    .await;
    println!("ranked ratings: {ranked}");
    if queries == 0 {
        store.close().await;
        return;
    }

    let (host, _timed) = Host::start(store.clone(), HostConfig::default())
        .await
        .expect("host");
    let mut rng = Rng(0x5eed);
    let user = |rng: &mut Rng| {
        let n = rng.below(players);
        Player::new(user_id(n, players), format!("player {n}"))
    };
    let guild_place = |rng: &mut Rng| Place::channel(guild_id(rng.below(guilds), guilds), "bench");

    let mut server = Vec::new();
    let mut global = Vec::new();
    let mut profile = Vec::new();
    let mut profile_reads = Vec::new();
    // Warm-up: the first query of each kind pays for cold pages.
    for round in 0..queries + 5 {
        let asker = user(&mut rng);
        let place = guild_place(&mut rng);
        let page = rng.below(200) as u32;
        for (scope, out) in [
            (BoardScope::Server, &mut server),
            (BoardScope::Global, &mut global),
        ] {
            let action = Action::Leaderboard {
                preset: None,
                scope,
                page,
            };
            let t = Instant::now();
            let views = host.act(&asker, &place, action).await;
            let took = t.elapsed();
            assert_eq!(views[0].kind, ViewKind::Leaderboard, "{}", views[0].text);
            if round >= 5 {
                out.push(took);
            }
        }
        let who = user(&mut rng);
        let action = Action::Profile {
            player: Some(who.clone()),
            preset: None,
        };
        let t = Instant::now();
        let views = host.act(&asker, &place, action).await;
        let took = t.elapsed();
        assert_eq!(views[0].kind, ViewKind::Profile, "{}", views[0].text);
        let t = Instant::now();
        profile_store_reads(&store, &who.id, &place.guild).await;
        let reads = t.elapsed();
        if round >= 5 {
            profile.push(took);
            profile_reads.push(reads);
        }
    }
    report("leaderboard page, this server (Host::act)", &mut server);
    report("leaderboard page, global (Host::act)", &mut global);
    report("profile with chart PNG (Host::act)", &mut profile);
    report("profile store reads only", &mut profile_reads);
    println!("load average after: {}", load_average());
    store.close().await;
}

/// The reads a profile makes (see `host::host::ratings`), without the
/// chart.
async fn profile_store_reads(store: &Store, user: &str, guild: &str) {
    // As seen from the server: its games and those of public servers.
    let seen = store::Seen::InServer(guild.to_string());
    let ratings = store.player_ratings_seen(user, &seen).await.unwrap();
    let p = "cruise";
    store
        .rating_rank(user, p, &LeaderboardScope::Guild(guild.to_string()))
        .await
        .unwrap();
    store
        .rating_rank(user, p, &LeaderboardScope::Global)
        .await
        .unwrap();
    store.recent_rated_games(user, p, 5, &seen).await.unwrap();
    if let Some(best) = ratings
        .iter()
        .find(|r| r.preset == p)
        .and_then(|r| r.best_win)
    {
        store.rated_game(user, p, best.game_id).await.unwrap();
    }
    store.rating_history(user, &seen).await.unwrap();
}

fn report(what: &str, times: &mut [Duration]) {
    times.sort();
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what}: n={} p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(0.99)),
        ms(times[times.len() - 1])
    );
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

async fn any_pool(url: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(url)
        .await
        .expect("the bench database")
}

async fn count(url: &str, sql: &str) -> i64 {
    let pool = any_pool(url).await;
    let n: i64 = sqlx::query(sql)
        .fetch_one(&pool)
        .await
        .unwrap()
        .try_get("n")
        .unwrap();
    pool.close().await;
    n
}

/// `($1, $2, ...), (...)` for `rows` rows of `width` parameters, each row
/// written by `row` from its first parameter's number.
fn values(rows: usize, width: usize, row: impl Fn(usize) -> String) -> String {
    (0..rows)
        .map(|r| row(r * width + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Players ([`user_id`]) and finished games between random pairs, one every
/// (a year / games), the last one now: rated (`rated_at_ms` set) but with
/// no ratings yet (the rebuild computes them).
async fn seed(url: &str, players: usize, games: usize, guilds: usize, now_ms: i64) {
    const CHUNK: usize = 1000;
    let pool = any_pool(url).await;
    let mut tx = pool.begin().await.unwrap();
    for start in (0..players).step_by(CHUNK) {
        let n = CHUNK.min(players - start);
        let sql = format!(
            "INSERT INTO players (user_id, display_name, first_seen_ms, last_seen_ms) VALUES {}",
            values(n, 2, |k| format!("(${k}, ${}, 0, 0)", k + 1))
        );
        let mut q = sqlx::query(&sql);
        for i in start..start + n {
            q = q.bind(user_id(i, players)).bind(format!("player {i}"));
        }
        q.execute(&mut *tx).await.unwrap();
    }
    let year_ms: i64 = 365 * 86_400_000;
    let step = (year_ms / games.max(1) as i64).max(1);
    let mut rng = Rng(0xfeed);
    for start in (0..games).step_by(CHUNK) {
        let n = CHUNK.min(games - start);
        let sql = format!(
            "INSERT INTO games (guild_id, channel_id, thread_id, preset, king_strikes, \
             intercept_seconds, time_control, white_id, black_id, status, result, end_reason, \
             start_fen, snapshot, created_at_ms, updated_at_ms, finished_at_ms, rated_at_ms) \
             VALUES {}",
            values(n, 7, |k| {
                format!(
                    "(${k}, 'bench', ${}, ${}, 1, 30, 'none', ${}, ${}, 'finished', ${}, \
                     'resignation', '', '{{}}', ${t}, ${t}, ${t}, ${t})",
                    k + 1,
                    k + 2,
                    k + 3,
                    k + 4,
                    k + 5,
                    t = k + 6
                )
            })
        );
        let mut q = sqlx::query(&sql);
        for g in start..start + n {
            let white = rng.below(players);
            let mut black = rng.below(players);
            if black == white {
                black = (white + 1) % players;
            }
            let preset = match rng.below(10) {
                0..=7 => PRESETS[0],
                k => PRESETS[k - 7],
            };
            let result = ["white", "black", "draw", "white", "black"][rng.below(5)];
            let at = now_ms - (games - g) as i64 * step;
            // Players mostly play on their own server (white's), now and
            // then on another.
            let guild = if rng.below(10) == 0 {
                rng.below(guilds)
            } else {
                white % guilds
            };
            q = q
                .bind(guild_id(guild, guilds))
                .bind(format!("t{g}"))
                .bind(preset)
                .bind(user_id(white, players))
                .bind(user_id(black, players))
                .bind(result)
                .bind(at);
        }
        q.execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
    pool.close().await;
}
