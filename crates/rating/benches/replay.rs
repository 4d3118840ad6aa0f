//! Rating benchmark (a bench binary): replays synthetic rated games through
//! [`rating::Replay`] and prints the total time and the time per game, the
//! core of `ratings replay` and of the host's `ratings rebuild`.
//!
//! `cargo bench -p rating --bench replay` replays 1,000,000 games among
//! 100,000 players (set `RATING_BENCH_N` for another game count).

use engine::GameResult;
use rating::Replay;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::var("RATING_BENCH_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let players = (games / 10).max(2);
    // A small linear congruential generator: the same games every run.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % n
    };
    let list: Vec<(f64, u64, u64, GameResult)> = (0..games)
        .map(|i| {
            let white = next(players);
            let black = (white + 1 + next(players - 1)) % players;
            let outcome =
                [GameResult::White, GameResult::Black, GameResult::Draw][next(3) as usize];
            (i as f64 * 0.001, white, black, outcome)
        })
        .collect();
    let start = Instant::now();
    let mut table: Replay<u64> = Replay::new();
    for (days, white, black, outcome) in &list {
        table
            .play(*days, white, black, *outcome)
            .expect("synthetic games are well formed");
    }
    let standings = table.standings();
    let elapsed = start.elapsed();
    println!(
        "replayed {games} games among {} players in {:.3} s ({:.0} ns a game); top rating {:.2}",
        table.len(),
        elapsed.as_secs_f64(),
        elapsed.as_nanos() as f64 / games as f64,
        standings.first().map_or(0.0, |(_, s)| s.rating.rating),
    );
}
