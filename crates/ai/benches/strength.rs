//! The AI's speed and strength (a bench binary, `harness = false`; nothing
//! here is a timed test). Run one part at a time on an idle machine:
//!
//! ```text
//! cargo bench -p ai --bench strength -- nps          # nodes per second on the perft positions
//! cargo bench -p ai --bench strength -- opponents    # level 8 at 100 ms vs a random mover and a greedy player
//! cargo bench -p ai --bench strength -- levels       # self-play between levels: Elo differences
//! ```
//!
//! Environment: `GAMES` (games per pairing, default 20 for `opponents`,
//! 10 for `levels`), `MOVETIME` (ms per move, default 100 for `opponents`,
//! 50 for `levels`), `PRESETS` (comma-separated). Two games run at once
//! (one per core; each game searches on one thread at a time).

use ai::sparring::{Ai, Greedy, Player, RandomMover, play_game, points};
use ai::{Level, seeded};
use engine::{Color, Position, Preset};
use std::time::{Duration, Instant};

const MAX_PLIES: usize = 400;

/// A player a game thread can own.
type Sparring = Box<dyn Player + Send>;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn presets(default: &[Preset]) -> Vec<Preset> {
    match std::env::var("PRESETS") {
        Ok(list) => list
            .split(',')
            .map(|p| p.trim().parse().expect("a preset name"))
            .collect(),
        Err(_) => default.to_vec(),
    }
}

fn main() {
    let part = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    println!("load average at start: {}", loadavg());
    match part.as_deref() {
        Some("nps") => nps(),
        Some("opponents") => opponents(),
        Some("levels") => levels(),
        _ => {
            eprintln!("say which part: nps, opponents or levels (see the file's docs)");
        }
    }
    println!("load average at end: {}", loadavg());
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

/// Nodes per second of a 2-second level-8 search from each distinct
/// position of the perft reference (shared/data/perft-reference.tsv).
fn nps() {
    let tsv = include_str!("../../engine/tests/data/perft-reference.tsv");
    let mut seen = std::collections::HashSet::new();
    println!("| preset | king strikes | FEN | depth | nodes | nodes/s |");
    println!("|---|---|---|---|---|---|");
    for line in tsv
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (preset, strikes, fen) = (f[0], f[1] == "on", f[2]);
        if !seen.insert((preset, strikes, fen)) {
            continue;
        }
        let preset: Preset = preset.parse().unwrap();
        let pos = Position::from_fen(fen, preset.rules(strikes)).unwrap();
        let t = Instant::now();
        let c = ai::choose_move(
            &pos,
            &[],
            Level::MAX,
            Duration::from_secs(2),
            &mut seeded(1),
        );
        let secs = t.elapsed().as_secs_f64();
        let Some(c) = c else { continue };
        println!(
            "| {preset} | {} | `{fen}` | {} | {} | {:.0} |",
            if strikes { "on" } else { "off" },
            c.depth,
            c.nodes,
            c.nodes as f64 / secs
        );
    }
}

/// Points of one side over `games` games against a sparring player, colours
/// alternating, two games at a time.
fn series(
    preset: Preset,
    games: u64,
    mut us: impl FnMut(u64) -> Sparring,
    mut them: impl FnMut(u64) -> Sparring,
) -> (f64, u64, u64, u64, usize) {
    let rules = preset.rules(true);
    let mut jobs: Vec<(u64, Sparring, Sparring)> =
        (0..games).map(|g| (g, us(g), them(g))).collect();
    let mut results = Vec::new();
    while !jobs.is_empty() {
        let batch: Vec<_> = jobs.drain(..jobs.len().min(2)).collect();
        let out: Vec<(u64, f64, usize)> = std::thread::scope(|sc| {
            let handles: Vec<_> = batch
                .into_iter()
                .map(|(g, mut a, mut b)| {
                    sc.spawn(move || {
                        let us_white = g % 2 == 0;
                        let (result, game) = if us_white {
                            play_game(rules, None, a.as_mut(), b.as_mut(), MAX_PLIES)
                        } else {
                            play_game(rules, None, b.as_mut(), a.as_mut(), MAX_PLIES)
                        };
                        let color = if us_white { Color::White } else { Color::Black };
                        (g, points(&result, color), game.plies().len())
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        results.extend(out);
    }
    let pts: f64 = results.iter().map(|r| r.1).sum();
    let wins = results.iter().filter(|r| r.1 == 1.0).count() as u64;
    let draws = results.iter().filter(|r| r.1 == 0.5).count() as u64;
    let losses = results.iter().filter(|r| r.1 == 0.0).count() as u64;
    let plies = results.iter().map(|r| r.2).sum::<usize>() / results.len().max(1);
    (pts, wins, draws, losses, plies)
}

fn ai_player(level: Level, ms: u64, seed: u64) -> Box<dyn Player + Send> {
    Box::new(Ai {
        level,
        movetime: Duration::from_millis(ms),
        rng: seeded(seed),
    })
}

/// Level 8 at 100 ms a move against the random mover and the greedy player.
fn opponents() {
    let games = env_u64("GAMES", 20);
    let ms = env_u64("MOVETIME", 100);
    println!(
        "level 8 at {ms} ms a move, {games} games per preset and opponent, colours alternating, at most {MAX_PLIES} plies (then a draw)"
    );
    println!(
        "| preset | opponent | AI wins | draws | AI losses | AI points | mean plies | wall time |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for preset in presets(&Preset::ALL) {
        for opponent in ["random", "greedy"] {
            let t = Instant::now();
            let (pts, w, d, l, plies) = series(
                preset,
                games,
                |g| ai_player(Level::MAX, ms, 1000 + g),
                |g| -> Box<dyn Player + Send> {
                    if opponent == "random" {
                        Box::new(RandomMover(seeded(2000 + g)))
                    } else {
                        Box::new(Greedy(seeded(3000 + g)))
                    }
                },
            );
            println!(
                "| {preset} | {opponent} | {w} | {d} | {l} | {:.1}/{games} ({:.0}%) | {plies} | {:.0} s |",
                pts,
                100.0 * pts / games as f64,
                t.elapsed().as_secs_f64()
            );
        }
    }
}

/// The Elo difference for a score fraction, with a 95% interval.
fn elo(points: f64, games: u64, sum_sq: f64) -> (f64, f64, f64) {
    let n = games as f64;
    let clamp = |p: f64| p.clamp(0.5 / n, 1.0 - 0.5 / n);
    let p = clamp(points / n);
    let var = (sum_sq / n - p * p).max(0.0) / n;
    let sd = var.sqrt();
    let to_elo = |p: f64| -400.0 * (1.0 / clamp(p) - 1.0).log10();
    (to_elo(p), to_elo(p - 1.96 * sd), to_elo(p + 1.96 * sd))
}

/// Self-play between levels: each level against the next one up (and 1 v 8).
fn levels() {
    let games = env_u64("GAMES", 10);
    let ms = env_u64("MOVETIME", 50);
    let pairs = [
        (1, 2),
        (2, 3),
        (3, 4),
        (4, 5),
        (5, 6),
        (6, 7),
        (7, 8),
        (1, 4),
        (4, 8),
        (1, 8),
    ];
    println!(
        "self-play, {games} games per pairing, at most {ms} ms a move (and each level's own depth cap and noise), colours alternating"
    );
    println!("| preset | higher | lower | higher's points | Elo difference (95% interval) |");
    println!("|---|---|---|---|---|");
    for preset in presets(&[Preset::Cruise, Preset::PawnsCruise]) {
        for (lo, hi) in pairs {
            let (pts, w, d, _l, _) = series(
                preset,
                games,
                |g| ai_player(Level::new(hi).unwrap(), ms, 5000 + g),
                |g| ai_player(Level::new(lo).unwrap(), ms, 6000 + g),
            );
            let sum_sq = w as f64 + 0.25 * d as f64;
            let (e, a, b) = elo(pts, games, sum_sq);
            println!(
                "| {preset} | {hi} | {lo} | {pts:.1}/{games} | {e:+.0} ({a:+.0} to {b:+.0}) |"
            );
        }
    }
}
