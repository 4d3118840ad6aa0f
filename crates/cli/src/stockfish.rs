//! `cruise-pawns analyse compare-stockfish` and `analyse time`: how good
//! the analysis is (issue #33, contract 6), measured where a reference
//! exists: the chess preset against Stockfish (any UCI engine, e.g.
//! Debian's `stockfish` package), and how long an 80-ply game takes.
//!
//! ```text
//! cruise-pawns analyse compare-stockfish [--pgn FILE]... [--games N] [--seed S] [--nodes N]
//!     [--move-nodes N] [--max-plies N] [--stockfish PATH] [--depth D] [--max-ms MS]
//! cruise-pawns analyse time [--plies N] [--seed S] [--nodes N]
//! ```
//!
//! `compare-stockfish` takes the positions of chess games (the `--pgn`
//! files, e.g. games `/export` wrote, else `--games` games the AI plays
//! against itself at mixed levels from `--seed`), analyses each game as
//! the bot does (`--nodes` per decision) and asks Stockfish for its three
//! best moves at `--depth` (MultiPV 3) in every position where a move was
//! judged. It prints `name  value` lines: the positions compared, how
//! often our better move (the engine's choice) is Stockfish's first and
//! among its top three, and the Pearson correlation of our Win% with
//! Stockfish's (lichess's curve on Stockfish's centipawns, mates ±1000),
//! both for the side to move.
//!
//! `time` plays AI games from `--seed` until one lasts `--plies` plies,
//! analyses it at `--nodes` and prints its decisions and the seconds the
//! analysis took (wall clock: measure on an idle machine, `--release`).

use crate::uci::Uci;
use ai::Level;
use ai::analysis::win_percent::{LICHESS_K, win_percent};
use ai::analysis::{Analyser, Choice, DEFAULT_NODES, analyse_game};
use ai::sparring::{AiNodes, play_game};
use anyhow::{Context, bail};
use clap::Args;
use engine::record::Record;
use engine::{Game, Preset};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// `analyse compare-stockfish`.
#[derive(Args, Debug, Clone)]
pub struct CompareArgs {
    /// Chess games to take the positions from (PGN as `/export` writes it).
    #[arg(long, value_name = "FILE")]
    pub pgn: Vec<PathBuf>,
    /// Without --pgn: AI games to play (plain chess, mixed levels).
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub games: u64,
    /// The run's seed: the same seed plays the same games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Nodes the analysis searches per decision.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    /// Nodes per decision of the AI players.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub move_nodes: u64,
    /// Plies after which a played game stops.
    #[arg(long, value_name = "N", default_value_t = 160)]
    pub max_plies: usize,
    /// The UCI engine to compare with.
    #[arg(long, value_name = "PATH", default_value = "/usr/games/stockfish")]
    pub stockfish: PathBuf,
    /// Stockfish's search depth per position.
    #[arg(long, value_name = "D", default_value_t = 18)]
    pub depth: u32,
    /// The most milliseconds Stockfish searches one position: a position
    /// it has not finished to `--depth` by then is answered at the depth
    /// it reached (counted as `stockfish_short`), and one it does not
    /// answer at all is skipped (counted as `stockfish_silent`).
    #[arg(long, value_name = "MS", default_value_t = 20_000)]
    pub max_ms: u64,
}

/// `analyse time`.
#[derive(Args, Debug, Clone)]
pub struct TimeArgs {
    /// The game's length in plies.
    #[arg(long, value_name = "N", default_value_t = 80)]
    pub plies: usize,
    /// The run's seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Nodes per decision (the bot's default).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    /// The preset of the game.
    #[arg(long, value_name = "PRESET", default_value = "cruise")]
    pub preset: Preset,
}

/// Game `index` of the run `seed`: the AI against itself at levels drawn
/// from the seed, `move_nodes` per decision, at most `max_plies` plies.
pub(crate) fn self_play(
    preset: Preset,
    seed: u64,
    index: u64,
    move_nodes: u64,
    max_plies: usize,
) -> Game {
    // Each side's level, 1 to 8, drawn from (seed, index) by splitmix64.
    let mix = |salt: u64| {
        let mut z = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(index.wrapping_mul(2).wrapping_add(salt));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let level = |salt: u64| Level::new(1 + (mix(salt) % 8) as u8).expect("1 to 8 is a level");
    let player = |l: Level, salt: u64| AiNodes {
        level: l,
        nodes: move_nodes,
        rng: ai::seeded(seed ^ index.wrapping_mul(31).wrapping_add(salt)),
    };
    let (mut white, mut black) = (player(level(1), 1), player(level(2), 2));
    play_game(preset.rules(true), None, &mut white, &mut black, max_plies).1
}

/// Runs `analyse compare-stockfish`.
pub fn compare(
    args: &CompareArgs,
    out: &mut impl Write,
    progress: &mut impl Write,
) -> anyhow::Result<()> {
    if args.nodes < 1_000 || args.move_nodes < 1_000 {
        bail!("--nodes and --move-nodes must be at least 1000 for a search");
    }
    if args.depth == 0 {
        bail!("--depth 0 searches nothing: give at least 1");
    }
    if args.max_ms == 0 {
        bail!("--max-ms 0 gives Stockfish no time: give at least 1");
    }
    let games: Vec<Game> = if args.pgn.is_empty() {
        (0..args.games)
            .map(|i| self_play(Preset::Chess, args.seed, i, args.move_nodes, args.max_plies))
            .collect()
    } else {
        let mut v = Vec::new();
        for path in &args.pgn {
            let text = std::fs::read_to_string(path).with_context(|| {
                format!(
                    "cannot read {}: give a PGN file /export wrote",
                    path.display()
                )
            })?;
            let record = Record::from_pgn(&text).with_context(|| {
                format!("{} is not a game record /export writes", path.display())
            })?;
            if record.game.rules().preset != Preset::Chess {
                bail!(
                    "{} is a {} game: Stockfish knows only plain chess (preset chess)",
                    path.display(),
                    record.game.rules().preset.name()
                );
            }
            v.push(record.game);
        }
        v
    };
    let mut sf = Uci::start(&args.stockfish, 3)?;
    let (mut positions, mut first, mut top3) = (0usize, 0usize, 0usize);
    let (mut short, mut silent) = (0usize, 0usize);
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for (g, game) in games.iter().enumerate() {
        let mut analyser = Analyser::new(game, args.nodes);
        while analyser.step() {}
        let analysis = analyser.finish();
        for d in &analysis.decisions {
            let Choice::Move(best) = d.best else { continue };
            let pos = &game.positions()[d.ply - 1];
            let fen = pos.fen();
            let Some((lines, reached)) =
                sf.search(&fen, &format!("depth {}", args.depth), args.max_ms)?
            else {
                silent += 1;
                writeln!(
                    progress,
                    "Stockfish did not answer within {} ms at {fen}; skipped, engine restarted",
                    args.max_ms
                )?;
                sf = Uci::start(&args.stockfish, 3)?;
                continue;
            };
            if reached < args.depth {
                short += 1;
            }
            let Some((_, score)) = lines.first() else {
                continue;
            };
            positions += 1;
            let uci = best.uci();
            if lines[0].0 == uci {
                first += 1;
            }
            if lines.iter().any(|(m, _)| *m == uci) {
                top3 += 1;
            }
            ours.push(d.win_before);
            theirs.push(win_percent(*score, LICHESS_K));
        }
        writeln!(
            progress,
            "game {}/{}: {} positions so far",
            g + 1,
            games.len(),
            positions
        )?;
    }
    if positions == 0 {
        bail!("no position to compare: give games with moves");
    }
    let rate = |n: usize| n as f64 / positions as f64;
    let lines = [
        ("games", games.len().to_string()),
        ("seed", args.seed.to_string()),
        ("nodes", args.nodes.to_string()),
        ("stockfish_depth", args.depth.to_string()),
        ("stockfish_max_ms", args.max_ms.to_string()),
        ("positions", positions.to_string()),
        ("stockfish_short", short.to_string()),
        ("stockfish_silent", silent.to_string()),
        ("best_is_stockfish_first", format!("{:.4}", rate(first))),
        ("best_in_stockfish_top3", format!("{:.4}", rate(top3))),
        ("win_correlation", format!("{:.4}", pearson(&ours, &theirs))),
    ];
    for (name, value) in lines {
        writeln!(out, "{name}\t{value}")?;
    }
    Ok(())
}

/// Runs `analyse time`.
pub fn time(args: &TimeArgs, out: &mut impl Write) -> anyhow::Result<()> {
    if args.plies == 0 {
        bail!("--plies 0 is no game: give the length to time, e.g. 80");
    }
    let game = (0..1_000)
        .map(|i| self_play(args.preset, args.seed, i, 10_000, args.plies))
        .find(|g| g.plies().len() == args.plies)
        .with_context(|| {
            format!(
                "no game of the first 1000 lasted {} plies: try fewer",
                args.plies
            )
        })?;
    let started = Instant::now();
    let analysis = analyse_game(&game, args.nodes);
    let seconds = started.elapsed().as_secs_f64();
    for (name, value) in [
        ("preset", args.preset.name().to_string()),
        ("plies", game.plies().len().to_string()),
        ("decisions", analysis.decisions.len().to_string()),
        ("nodes", args.nodes.to_string()),
        ("seconds", format!("{seconds:.2}")),
    ] {
        writeln!(out, "{name}\t{value}")?;
    }
    Ok(())
}

/// The Pearson correlation of two equally long series (0 when either is
/// constant).
pub fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len().min(b.len()) as f64;
    if n < 2.0 {
        return 0.0;
    }
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let (mut cov, mut va, mut vb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        cov += (x - ma) * (y - mb);
        va += (x - ma).powi(2);
        vb += (y - mb).powi(2);
    }
    if va == 0.0 || vb == 0.0 {
        0.0
    } else {
        cov / (va * vb).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correlation_of_series() {
        assert!((pearson(&[1.0, 2.0, 3.0], &[2.0, 4.0, 6.0]) - 1.0).abs() < 1e-12);
        assert!((pearson(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        assert_eq!(pearson(&[1.0, 1.0], &[2.0, 3.0]), 0.0);
    }
}
