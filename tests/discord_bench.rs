//! Benchmark (ignored by default): the round trip on loopback from a
//! `/move` interaction to the bot's reply with a board image, over 1,000
//! moves across 100 concurrent games.
//!
//! ```text
//! cargo test --release --test discord_bench -- --ignored --nocapture
//! ```
//!
//! Latency = from the moment the INTERACTION_CREATE dispatch is handed to
//! the gateway socket to the moment the stand-in has received the bot's
//! complete interaction callback (a multipart upload with the PNG board).

#![recursion_limit = "256"]

mod support;

use std::time::Duration;
use support::bot::Bot;
use support::payloads::{CHANNEL_ID, TestUser};
use support::standin::{Opt, StandIn, button_id, id_of};

const GAMES: usize = 100;
/// Ten plies a game: the knights go out and back (no repetition ends it).
const MOVES: [&str; 10] = [
    "Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8", "e4", "e5",
];

fn user(n: usize) -> TestUser {
    TestUser {
        id: 1_300_000_000_000_100_000 + n as u64,
        name: Box::leak(format!("player{n}").into_boxed_str()),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: run with --ignored --nocapture (see the file's docs)"]
async fn move_round_trip_100_games() {
    let s = StandIn::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}/bench.db", dir.path().display());
    let _bot = Bot::start(&s, dir.path(), &db, &[("RUST_LOG", "warn")]);
    s.wait_ready(1).await;

    // 100 games: player 2k challenges player 2k+1 (as White).
    let mut threads = Vec::new();
    for g in 0..GAMES {
        let (w, b) = (user(2 * g), user(2 * g + 1));
        let sent = s.slash(
            w,
            CHANNEL_ID,
            "challenge",
            &[Opt::User("opponent", b), Opt::Str("color", "white".into())],
        );
        s.callback(&sent).await;
        let msg = s.original(&sent).unwrap();
        let click = s.click(b, id_of(&msg), &button_id(&msg, "Accept"));
        s.callback(&click).await;
        let name = format!("{} vs {}", w.name, b.name);
        let thread = s
            .wait_for("thread", Duration::from_secs(20), |s| {
                s.threads().into_iter().find(|t| t.1 == name).map(|t| t.0)
            })
            .await;
        threads.push((thread, w, b));
    }

    let mut tasks = Vec::new();
    for (thread, w, b) in threads {
        let s = s.clone();
        tasks.push(tokio::spawn(async move {
            let mut lat = Vec::new();
            for (i, mv) in MOVES.iter().enumerate() {
                let who = if i % 2 == 0 { w } else { b };
                let sent = s.slash(who, thread, "move", &[Opt::Str("move", mv.to_string())]);
                let cb = s.callback(&sent).await;
                assert!(!cb.files.is_empty(), "a board image with {mv}");
                lat.push(cb.at.duration_since(sent.sent_at));
            }
            lat
        }));
    }
    let mut all: Vec<Duration> = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p).ceil() as usize).min(all.len()) - 1];
    println!(
        "/move round trip over {} moves in {GAMES} concurrent games: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        all.len(),
        pct(0.50).as_secs_f64() * 1e3,
        pct(0.90).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        all.last().unwrap().as_secs_f64() * 1e3,
    );
    assert_eq!(all.len(), GAMES * MOVES.len());
}
