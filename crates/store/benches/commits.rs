//! Store throughput: many live games on one SQLite file (or PostgreSQL),
//! each action committed with `commit_game_change` (snapshot + one event +
//! a prompt change) from many concurrent tasks.
//!
//! `cargo bench -p store --bench commits` (SQLite file in a temporary
//! directory). Environment: `BENCH_GAMES` (default 10000), `BENCH_TASKS`
//! (concurrent tasks, default 64), `BENCH_COMMITS` (default 50000),
//! `BENCH_DATABASE_URL` (e.g. a PostgreSQL URL instead of the SQLite file).

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use store::{GameChange, NewGame, Place, PlayerRef, PromptChange, Store};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

#[tokio::main]
async fn main() {
    let games = env_usize("BENCH_GAMES", 10_000);
    let tasks = env_usize("BENCH_TASKS", 64);
    let commits = env_usize("BENCH_COMMITS", 50_000);
    let dir = tempfile::tempdir().expect("tempdir");
    let url = std::env::var("BENCH_DATABASE_URL")
        .unwrap_or_else(|_| format!("sqlite://{}/bench.db", dir.path().display()));
    let store = Arc::new(Store::connect(&url).await.expect("connect"));
    println!(
        "store bench: {} ({games} games, {tasks} tasks, {commits} commits)",
        store.redacted_url()
    );

    // A snapshot about the size the host stores (clocks, position, history).
    let snapshot = format!(
        "{{\"fen\":\"{}\",\"pad\":\"{}\"}}",
        "x".repeat(60),
        "y".repeat(400)
    );
    let started = Instant::now();
    let mut ids = Vec::with_capacity(games);
    for g in 0..games {
        let record = store
            .create_game(&NewGame {
                place: Place {
                    guild: Some("bench".into()),
                    channel: format!("c{}", g % 100),
                    thread: Some(format!("t{g}")),
                },
                preset: "cruise".into(),
                king_strikes: true,
                intercept_seconds: 30,
                time_control: "10+5".into(),
                white: PlayerRef::new(format!("w{g}"), "White"),
                black: PlayerRef::new(format!("b{g}"), "Black"),
                start_fen: "startpos".into(),
                snapshot: snapshot.clone(),
            })
            .await
            .expect("create game");
        ids.push(record.id);
    }
    let created = started.elapsed();
    println!(
        "created {games} games in {:.2} s ({:.0} games/s)",
        created.as_secs_f64(),
        games as f64 / created.as_secs_f64()
    );

    // Each task owns games i, i + tasks, ... and plays them in turn, so no
    // two tasks touch one game (versions never conflict).
    let ids = Arc::new(ids);
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let mut handles = Vec::new();
    for t in 0..tasks {
        let store = store.clone();
        let ids = ids.clone();
        let next = next.clone();
        let snapshot = snapshot.clone();
        handles.push(tokio::spawn(async move {
            let mine: Vec<i64> = ids.iter().copied().skip(t).step_by(tasks).collect();
            let mut versions = vec![0i64; mine.len()];
            let mut latencies = Vec::new();
            let mut k = 0;
            while next.fetch_add(1, Ordering::Relaxed) < commits {
                let slot = k % mine.len();
                k += 1;
                let change = GameChange::new(mine[slot], versions[slot], snapshot.clone())
                    .event(
                        "move",
                        format!("{{\"san\":\"e4\",\"n\":{}}}", versions[slot]),
                    )
                    .prompt(PromptChange::set("shootdown", "{}", 1_000));
                let t0 = Instant::now();
                let done = store.commit_game_change(&change).await.expect("commit");
                latencies.push(t0.elapsed());
                versions[slot] = done.version;
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for h in handles {
        latencies.extend(h.await.expect("task"));
    }
    let elapsed = started.elapsed();
    latencies.sort_unstable();
    println!(
        "{} commits in {:.2} s: {:.0} commits/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().unwrap().as_secs_f64() * 1e3,
    );

    let started = Instant::now();
    let unfinished = store.unfinished_games().await.expect("load");
    println!(
        "reloaded {} unfinished games in {:.0} ms",
        unfinished.len(),
        started.elapsed().as_secs_f64() * 1e3
    );
    store.close().await;
}
