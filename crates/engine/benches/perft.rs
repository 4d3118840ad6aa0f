//! Rules-engine speed (a bench binary, `harness = false`):
//!
//! 1. Standard-chess perft without bulk counting (every move is played down
//!    to the leaves), this engine against shakmaty's `Chess` side by side:
//!    the start position at depth 6 and Kiwipete at depth 5.
//! 2. Perft with flights (Cruise Pawns start positions and a middlegame).
//! 3. Legal-move generation with flights in dense Cruise Pawns positions:
//!    moves and flights per second.
//!
//! Run: `cargo bench -p engine --bench perft` (optionally `-- quick` for
//! shallower depths). Each measurement is the best of `REPEAT` runs
//! (default 3, environment variable `REPEAT`); the two chess engines
//! alternate run by run.

use engine::perft::perft;
use engine::{Position, Preset};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// shakmaty perft with no bulk counting, the same shape as ours.
fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        nodes += shakmaty_perft(&child, depth - 1);
    }
    nodes
}

fn best_of<T: PartialEq + std::fmt::Debug>(repeat: u32, mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut best = Duration::MAX;
    let mut result = None;
    for _ in 0..repeat {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        if let Some(prev) = &result {
            assert_eq!(prev, &r);
        }
        result = Some(r);
    }
    (result.expect("at least one run"), best)
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let repeat: u32 = std::env::var("REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let cases = [
        (
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            if quick { 5 } else { 6 },
        ),
        (
            "kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            if quick { 4 } else { 5 },
        ),
    ];
    println!("== standard-chess perft, no bulk counting, best of {repeat} ==");
    for (name, fen, depth) in cases {
        let ours = Position::from_fen(fen, Preset::Chess.rules(true)).expect("valid FEN");
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        // Alternate the two engines run by run, so that load from other
        // processes on the machine falls on both alike; keep each best.
        let (mut n1, mut t1, mut n2, mut t2) = (0, Duration::MAX, 0, Duration::MAX);
        for _ in 0..repeat {
            let (n, t) = best_of(1, || perft(black_box(&ours), depth));
            (n1, t1) = (n, t1.min(t));
            let (n, t) = best_of(1, || shakmaty_perft(black_box(&theirs), depth));
            (n2, t2) = (n, t2.min(t));
        }
        assert_eq!(n1, n2, "node counts differ");
        let mnps = |n: u64, t: Duration| n as f64 / t.as_secs_f64() / 1e6;
        println!(
            "{name} depth {depth}: {n1} nodes | engine {:.3} s ({:.1} Mnps) | shakmaty {:.3} s ({:.1} Mnps) | engine/shakmaty time {:.2}",
            t1.as_secs_f64(),
            mnps(n1, t1),
            t2.as_secs_f64(),
            mnps(n2, t2),
            t1.as_secs_f64() / t2.as_secs_f64()
        );
    }

    println!("== perft with flights (every legal flight one move, rulings §9) ==");
    let missile_cases = [
        (
            Preset::Cruise,
            Preset::Cruise.start_fen(),
            if quick { 3 } else { 4 },
        ),
        (
            Preset::PawnsCruise,
            Preset::PawnsCruise.start_fen(),
            if quick { 3 } else { 4 },
        ),
        (
            Preset::CruiseForward,
            "rnb1kbnr/p2p4/2Q2p2/1P5p/3p4/6PP/PP6/RNB1KBNR b KQkq - 0 11 -/-",
            3,
        ),
    ];
    for (preset, fen, depth) in missile_cases {
        let pos = Position::from_fen(fen, preset.rules(true)).expect("valid FEN");
        let (n, t) = best_of(repeat, || perft(black_box(&pos), depth));
        println!(
            "{preset} {fen} depth {depth}: {n} nodes | {:.3} s ({:.1} Mnps)",
            t.as_secs_f64(),
            n as f64 / t.as_secs_f64() / 1e6
        );
    }

    println!("== legal-move generation with flights ==");
    let dense = [
        (
            Preset::Cruise,
            true,
            "rnbqkbn1/pp2p3/2p2p1r/P2p1Ppp/1P6/B2P4/2P1P1PP/RN1QKBNR w KQq - 2 8",
        ),
        (
            Preset::Cruise,
            true,
            "3qkbn1/2p5/3ppR2/np3pp1/Q7/2NP4/1P2P3/2B1KBN1 b - - 3 17",
        ),
        (
            Preset::PawnsCruise,
            true,
            "8/8/4p2p/P1ppPpp1/1p4P1/1PPP4/7P/8 w - - 0 12",
        ),
    ];
    for (preset, ks, fen) in dense {
        let pos = Position::from_fen(fen, preset.rules(ks)).expect("valid FEN");
        let moves = pos.legal_moves();
        let flights = moves.iter().filter(|m| m.is_flight()).count();
        let budget = Duration::from_millis(if quick { 300 } else { 2000 });
        let start = Instant::now();
        let mut calls = 0u64;
        while start.elapsed() < budget {
            for _ in 0..100 {
                black_box(black_box(&pos).legal_moves());
            }
            calls += 100;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{preset} {fen}: {} legal moves ({flights} flights) | {:.1} µs per generation | {:.1} M moves/s | {:.1} M flights/s",
            moves.len(),
            secs / calls as f64 * 1e6,
            (calls * moves.len() as u64) as f64 / secs / 1e6,
            (calls * flights as u64) as f64 / secs / 1e6,
        );
    }
}
