//! Benchmark: `/tournament start` of a 200-player Swiss through the
//! tournament wing and the game host, on a real database: seeding, pairing
//! round 1 (Dutch), creating its 100 games (each stored before it counts)
//! and saving the tournament, from the command to its answer.
//!
//! `cargo bench -p tournament --bench start` (env: PLAYERS, default 200;
//! RUNS, default 7; DB, a database URL, default a fresh SQLite file in a
//! temporary directory each run; with a PostgreSQL URL every run uses
//! channels of its own on that server).
//!
//! Prints the median, min and max of the start, and the join time per
//! player for reference. Under `cargo test --benches` it runs once with 20
//! players (a check that it works, not a measurement).

use host::{Host, HostConfig, Place, Player};
use std::time::{Duration, Instant};
use tournament::{Format, TournamentAction as TA, TournamentConfig, TournamentSetup, Tournaments};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    let players = if quick { 20 } else { env_usize("PLAYERS", 200) };
    let runs = if quick { 1 } else { env_usize("RUNS", 7) };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let mut starts = Vec::new();
    let mut joins = Vec::new();
    for run in 0..runs {
        let (start, join) = rt.block_on(one(players, run));
        starts.push(start);
        joins.push(join);
    }
    starts.sort();
    joins.sort();
    let db = std::env::var("DB")
        .map(|u| u.split('@').next_back().unwrap_or_default().to_string())
        .unwrap_or_else(|_| "sqlite (temporary file)".into());
    println!(
        "tournament start, {players} players, {runs} runs, {db}: median {:.1} ms (min {:.1}, max {:.1}); join median {:.2} ms a player",
        ms(starts[runs / 2]),
        ms(starts[0]),
        ms(starts[runs - 1]),
        ms(joins[runs / 2]) / players as f64,
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// One run: a fresh host, `n` players join, then the start is timed.
async fn one(n: usize, run: usize) -> (Duration, Duration) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = std::env::var("DB")
        .unwrap_or_else(|_| format!("sqlite://{}", dir.path().join("bench.db").display()));
    let store = store::Store::connect(&url).await.expect("store");
    let (host, _views) = Host::start(store.clone(), HostConfig::default())
        .await
        .expect("host");
    let tournaments = Tournaments::start(host.clone(), store, TournamentConfig::default())
        .await
        .expect("tournaments");
    let tag: u32 = rand::random();
    let place = Place::channel(format!("bench-{tag:x}"), format!("swiss-{run}"));
    let organizer = Player::new(format!("o{tag:x}"), "organizer");
    let mut setup = TournamentSetup::new("Bench Swiss", Format::Swiss);
    setup.rounds = Some(7);
    let created = tournaments
        .act(
            &organizer,
            &place,
            TA::Create {
                setup: Box::new(setup),
                is_admin: false,
            },
        )
        .await;
    assert!(
        created.iter().all(|v| !v.is_error()),
        "{:?}",
        created[0].text
    );

    let players: Vec<Player> = (0..n)
        .map(|i| Player::new(format!("p{tag:x}-{i}"), format!("player{i}")))
        .collect();
    let t = Instant::now();
    for p in &players {
        let v = tournaments
            .act(
                p,
                &place,
                TA::Join {
                    tournament: None,
                    roles: vec![],
                },
            )
            .await;
        assert!(v.iter().all(|v| !v.is_error()), "join: {}", v[0].text);
    }
    let join = t.elapsed();

    let t = Instant::now();
    let v = tournaments
        .act(
            &organizer,
            &place,
            TA::Start {
                tournament: None,
                is_admin: true,
            },
        )
        .await;
    let start = t.elapsed();
    assert!(v.iter().all(|v| !v.is_error()), "start: {}", v[0].text);
    let info = tournaments
        .info(&place, created[0].event.expect("the tournament"))
        .await
        .expect("the tournament");
    let games = info.boards.iter().filter(|b| b.game.is_some()).count();
    assert_eq!(games, n / 2, "every board's game was created");
    tournaments.shutdown().await;
    host.shutdown().await;
    (start, join)
}
