//! Perft: the standard chess suite (chessprogramming's positions 1 to 6)
//! and the project's reference counts for every preset
//! (`tests/data/perft-reference.tsv`, a copy of `shared/data`, computed by
//! an implementation written separately from this engine; rulings §9).
//!
//! Rows above [`CI_NODE_LIMIT`] nodes run only with `--ignored`.

use engine::perft::{divide, perft};
use engine::{Position, Preset};

/// Rows with more nodes than this are left to `cargo test -- --ignored`.
const CI_NODE_LIMIT: u64 = 6_000_000;

struct Row {
    preset: Preset,
    king_strikes: bool,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    include_str!("data/perft-reference.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            Row {
                preset: c[0].parse().unwrap(),
                king_strikes: c[1] == "on",
                fen: c[2].to_string(),
                depth: c[3].parse().unwrap(),
                nodes: c[4].parse().unwrap(),
            }
        })
        .collect()
}

fn check_rows(keep: impl Fn(&Row) -> bool) -> usize {
    let mut failures = Vec::new();
    let mut ran = 0;
    for row in rows().into_iter().filter(|r| keep(r)) {
        let pos = Position::from_fen(&row.fen, row.preset.rules(row.king_strikes)).unwrap();
        let got = perft(&pos, row.depth);
        ran += 1;
        if got != row.nodes {
            failures.push(format!(
                "{} {} {} depth {}: expected {}, got {got}",
                row.preset,
                if row.king_strikes { "on" } else { "off" },
                row.fen,
                row.depth,
                row.nodes
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    ran
}

#[test]
fn reference_rows_small() {
    let ran = check_rows(|r| r.nodes <= CI_NODE_LIMIT);
    assert!(ran > 30);
}

#[test]
fn reference_rows_cover_every_preset_in_ci() {
    for preset in Preset::ALL {
        assert!(
            rows()
                .iter()
                .any(|r| r.preset == preset && r.nodes <= CI_NODE_LIMIT && r.depth >= 3),
            "{preset} has no depth-3 reference row run in CI"
        );
    }
}

/// The multi-million-node rows (up to 77 million nodes; minutes in a test build).
#[test]
#[ignore = "multi-million-node rows: run with --ignored"]
fn reference_rows_large() {
    check_rows(|r| r.nodes > CI_NODE_LIMIT);
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POS4_MIRROR: &str = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POS6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn chess(fen: &str, depth: u32) -> u64 {
    perft(
        &Position::from_fen(fen, Preset::Chess.rules(true)).unwrap(),
        depth,
    )
}

#[test]
fn chessprogramming_suite() {
    assert_eq!(chess(START, 4), 197_281);
    assert_eq!(chess(KIWIPETE, 3), 97_862);
    assert_eq!(chess(POS3, 5), 674_624);
    assert_eq!(chess(POS4, 3), 9_467);
    assert_eq!(chess(POS4_MIRROR, 3), 9_467);
    assert_eq!(chess(POS5, 3), 62_379);
    assert_eq!(chess(POS6, 3), 89_890);
}

#[test]
#[ignore = "deep standard perft (hundreds of millions of nodes): run with --ignored"]
fn chessprogramming_suite_deep() {
    assert_eq!(chess(START, 6), 119_060_324);
    assert_eq!(chess(KIWIPETE, 5), 193_690_690);
    assert_eq!(chess(POS3, 7), 178_633_661);
    assert_eq!(chess(POS4, 5), 15_833_292);
    assert_eq!(chess(POS5, 5), 89_941_194);
    assert_eq!(chess(POS6, 5), 164_075_551);
}

#[test]
fn divide_sums_to_perft() {
    for preset in Preset::ALL {
        let pos = Position::new(preset.rules(true));
        let d = divide(&pos, 3);
        assert_eq!(d.len(), pos.legal_moves().len());
        assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), perft(&pos, 3));
    }
}
