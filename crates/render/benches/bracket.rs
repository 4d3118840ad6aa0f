//! Knockout bracket benchmark (a bench binary, as the board benchmark):
//! for 128 players in single elimination (with a third-place match) and
//! in double elimination (grand final with reset), the median time of
//!
//! - creating the bracket and recording every result (`Bracket::new`, then
//!   `Bracket::record` match by match until it is finished), and
//! - the picture: `BracketCard::png` (layout, painting, PNG encoding) of
//!   the finished bracket with every score and link, and `BracketCard::svg`,
//!
//! with the PNG's size in pixels and bytes and the SVG's length.
//!
//! `cargo bench -p render --bench bracket` (env: `BRACKET_BENCH_N`, the
//! runs per measurement, default 20; `BRACKET_PLAYERS`, default 128).

use pairing::bracket::{Bracket, Format, GrandFinal, MatchId, Slot};
use render::bracket::{BracketCard, BracketLabels};
use std::collections::HashMap;
use std::time::{Duration, Instant};

fn env_u32(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// The bracket of `players` played to the end: the better seed wins, but
/// every third match (by name) is an upset, so players cross over to the
/// losers' bracket and the grand final goes to its reset.
fn played(players: u32, format: Format) -> Bracket {
    let mut b = Bracket::new(players, format).expect("2 to 128 players");
    loop {
        let ready = b.ready();
        if ready.is_empty() {
            return b;
        }
        for id in ready {
            let m = b.get(id).expect("a ready match is in the bracket");
            let (Slot::Seed(x), Slot::Seed(y)) = (m.a, m.b) else {
                unreachable!("a ready match has two players")
            };
            let upset = matches!(id, MatchId::GrandFinal { game: 1 })
                || id.to_string().bytes().map(u32::from).sum::<u32>() % 3 == 0;
            let winner = if upset { x.max(y) } else { x.min(y) };
            b.record(id, winner).expect("the winner plays the match");
        }
    }
}

fn main() {
    let n = env_u32("BRACKET_BENCH_N", 20).max(1) as usize;
    let players = env_u32("BRACKET_PLAYERS", 128).clamp(2, 128);
    for (name, format) in [
        ("single", Format::Single { third_place: true }),
        (
            "double",
            Format::Double {
                grand_final: GrandFinal::Double,
            },
        ),
    ] {
        let create: Vec<Duration> = (0..n)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(played(players, format));
                t.elapsed()
            })
            .collect();
        let bracket = played(players, format);
        let decided: Vec<MatchId> = bracket
            .matches()
            .iter()
            .filter(|m| m.winner.is_some())
            .map(|m| m.id)
            .collect();
        let card = BracketCard {
            names: (1..=players)
                .map(|k| format!("Player number {k}"))
                .collect(),
            scores: decided.iter().map(|&id| (id, "2-1".to_string())).collect(),
            links: decided
                .iter()
                .enumerate()
                .map(|(i, &id)| (id, format!("/games/{}", 1000 + i)))
                .collect::<HashMap<_, _>>(),
            bracket,
            labels: BracketLabels::new(|label| format!("{label:?}")),
        };
        let mut png = Vec::new();
        let pictures: Vec<Duration> = (0..n)
            .map(|_| {
                let t = Instant::now();
                png = card.png().expect("the picture draws");
                t.elapsed()
            })
            .collect();
        let mut svg = String::new();
        let svgs: Vec<Duration> = (0..n)
            .map(|_| {
                let t = Instant::now();
                svg = card.svg();
                t.elapsed()
            })
            .collect();
        let (w, h) = png_size(&png);
        println!(
            "{players} players, {name}: {} matches decided; create + record all: {:?}; \
             png: {:?} ({w}x{h}, {} bytes); svg: {:?} ({} bytes)  [median of {n}]",
            decided.len(),
            median(create),
            median(pictures),
            png.len(),
            median(svgs),
            svg.len(),
        );
    }
}

/// Width and height from a PNG's header.
fn png_size(png: &[u8]) -> (u32, u32) {
    let be = |i: usize| u32::from_be_bytes([png[i], png[i + 1], png[i + 2], png[i + 3]]);
    (be(16), be(20))
}
