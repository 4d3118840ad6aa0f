//! `cruise-pawns puzzles compare-stockfish` and `puzzles time`: how right
//! and how fast the mining is (issue #46), measured where a reference
//! exists: chess puzzles checked with Stockfish, and the time one 80-ply
//! game takes to mine.
//!
//! ```text
//! cruise-pawns puzzles compare-stockfish [--games N] [--seed S] [--nodes N] [--strong-nodes N]
//!     [--weak-nodes N] [--weak-levels L,L,...] [--max-plies N] [--stockfish PATH] [--stockfish-nodes N] [--max-ms MS]
//! cruise-pawns puzzles time [--preset P]... [--plies N] [--seed S] [--nodes N] [--runs N]
//! ```
//!
//! `compare-stockfish` plays `--games` chess games between engines of
//! unequal strength (game `i`: the AI at level 8 with `--strong-nodes` per
//! decision against the AI at the `i`-th of `--weak-levels` in turn with
//! `--weak-nodes`, the strong side White in even games; seeded, so the
//! same games on every machine), mines each at `--nodes` as `puzzles --pgn` does, and asks
//! Stockfish for its best two moves (MultiPV 2, `go nodes
//! --stockfish-nodes`, its table cleared before each position, so its
//! answers are deterministic too) at every solver move of every puzzle.
//! A solver move **agrees** when it is Stockfish's best, **clearly** when
//! Stockfish's gap to its second is clear, as lichess-puzzler asks: a mate
//! against no mate, or at least 35 points of Win% on lichess's curve
//! (centipawns clamped to ±1000, a mate ±1000); a move with no second
//! (the only legal one) is clear. It prints `name  value` lines (the
//! counts) and one `disagree` line per solver move Stockfish does not
//! agree with clearly: the puzzle's ply, the FEN, our move, Stockfish's
//! best and second with their scores for the side to move. Progress goes
//! to stderr.
//!
//! `time` plays AI games from `--seed` until one lasts `--plies` plies
//! (for each `--preset`, as `analyse time` does), mines it `--runs` times
//! at `--nodes` and prints the puzzles found and the median of the runs'
//! seconds (wall clock: measure on an idle machine, `--release`).

use crate::stockfish::self_play;
use crate::uci::Uci;
use ai::analysis::win_percent::{LICHESS_K, Score, win_percent};
use ai::analysis::{Choice, DEFAULT_NODES};
use ai::puzzle::{Puzzle, mine_game};
use ai::sparring::{AiNodes, play_game};
use ai::{Level, seeded};
use anyhow::{Context, bail};
use clap::Args;
use engine::{Game, Position, Preset};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// `puzzles compare-stockfish`.
#[derive(Args, Debug, Clone)]
pub struct CompareArgs {
    /// Chess games to play and mine.
    #[arg(long, value_name = "N", default_value_t = 60)]
    pub games: u64,
    /// The run's seed: the same seed plays the same games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Nodes the mining searches per decision (the bot's default).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    /// Nodes per decision of the strong player (level 8).
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    pub strong_nodes: u64,
    /// Nodes per decision of the weak player.
    #[arg(long, value_name = "N", default_value_t = 2_000)]
    pub weak_nodes: u64,
    /// The weak player's levels, taken in turn (game `i` plays the
    /// `i % count`-th), comma-separated.
    #[arg(long, value_name = "L,L,...", value_delimiter = ',', default_values_t = [1u8, 2, 3, 4])]
    pub weak_levels: Vec<u8>,
    /// Plies after which a played game stops.
    #[arg(long, value_name = "N", default_value_t = 160)]
    pub max_plies: usize,
    /// The UCI engine to compare with.
    #[arg(long, value_name = "PATH", default_value = "/usr/games/stockfish")]
    pub stockfish: PathBuf,
    /// Stockfish's nodes per position.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub stockfish_nodes: u64,
    /// The most milliseconds Stockfish searches one position (a safety
    /// net: a position it does not answer is skipped and counted).
    #[arg(long, value_name = "MS", default_value_t = 60_000)]
    pub max_ms: u64,
}

/// `puzzles time`.
#[derive(Args, Debug, Clone)]
pub struct TimeArgs {
    /// The presets to time, one game each (repeat the option).
    #[arg(long, value_name = "PRESET", default_values = ["cruise", "chess"])]
    pub preset: Vec<Preset>,
    /// The game's length in plies.
    #[arg(long, value_name = "N", default_value_t = 80)]
    pub plies: usize,
    /// The run's seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Nodes per search (the bot's default).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    /// How many times each game is mined (the median is printed).
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub runs: usize,
}

/// Game `index` of the run: the strong AI against a weak one at the
/// `index`-th of `weak` in turn.
fn unequal_game(args: &CompareArgs, weak: &[Level], index: u64) -> Game {
    let level = weak[(index % weak.len() as u64) as usize];
    let mut strong = AiNodes {
        level: Level::MAX,
        nodes: args.strong_nodes,
        rng: seeded(args.seed.wrapping_mul(1_000_003).wrapping_add(2 * index)),
    };
    let mut weak = AiNodes {
        level,
        nodes: args.weak_nodes,
        rng: seeded(
            args.seed
                .wrapping_mul(1_000_003)
                .wrapping_add(2 * index + 1),
        ),
    };
    let rules = Preset::Chess.rules(true);
    let (white, black): (&mut AiNodes, &mut AiNodes) = if index.is_multiple_of(2) {
        (&mut strong, &mut weak)
    } else {
        (&mut weak, &mut strong)
    };
    play_game(rules, None, white, black, args.max_plies).1
}

/// Stockfish's verdict on one solver move.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// Stockfish's best and second (UCI, score for the side to move).
    pub best: (String, Score),
    pub second: Option<(String, Score)>,
    /// Our move is Stockfish's best.
    pub agrees: bool,
    /// ... and Stockfish's gap to its second is clear.
    pub clear: bool,
}

/// Whether Stockfish's gap from `best` to `second` (scores for the side
/// to move) is clear as lichess-puzzler asks: a mate against no mate, or
/// at least 35 points of Win% on lichess's curve; clear with no second.
pub fn clear_gap(best: Score, second: Option<Score>) -> bool {
    let Some(second) = second else {
        return true;
    };
    match (best, second) {
        (Score::Win(_), Score::Win(_)) => false,
        (Score::Win(_), _) => true,
        _ => win_percent(best, LICHESS_K) - win_percent(second, LICHESS_K) >= 35.0,
    }
}

/// Stockfish's verdict on `ours` at `pos` (`None` when it gave no line).
fn verdict(
    sf: &mut Uci,
    pos: &Position,
    ours: &str,
    args: &CompareArgs,
) -> anyhow::Result<Option<Verdict>> {
    sf.forget()?;
    let limit = format!("nodes {}", args.stockfish_nodes);
    let Some((lines, _)) = sf.search(&pos.fen(), &limit, args.max_ms)? else {
        return Ok(None);
    };
    let mut lines = lines.into_iter();
    let Some(best) = lines.next() else {
        return Ok(None);
    };
    let second = lines.next();
    let agrees = best.0 == ours;
    let clear = agrees && clear_gap(best.1, second.as_ref().map(|s| s.1));
    Ok(Some(Verdict {
        best,
        second,
        agrees,
        clear,
    }))
}

/// The positions of `puzzle`'s solver moves in `game`, each with the move
/// (chess only: every choice is a move).
fn solver_moves(game: &Game, puzzle: &Puzzle) -> Vec<(Position, String)> {
    let mut pos = game.positions()[puzzle.ply - 1];
    let mut out = Vec::new();
    for (i, choice) in puzzle.moves.iter().enumerate() {
        let Choice::Move(mv) = choice else {
            break;
        };
        if i % 2 == 1 {
            out.push((pos, mv.uci()));
        }
        pos = pos.play_unchecked(mv);
    }
    out
}

/// Runs `puzzles compare-stockfish`.
pub fn compare(
    args: &CompareArgs,
    out: &mut impl Write,
    progress: &mut impl Write,
) -> anyhow::Result<()> {
    if args.nodes < 1_000 || args.strong_nodes < 1_000 || args.weak_nodes < 1_000 {
        bail!("--nodes, --strong-nodes and --weak-nodes must be at least 1000 for a search");
    }
    if args.weak_levels.is_empty() {
        bail!("--weak-levels is empty: give the weak player's levels, e.g. 1,2,3,4");
    }
    let weak = args
        .weak_levels
        .iter()
        .map(|&n| {
            Level::new(n)
                .with_context(|| format!("--weak-levels {n} is no level: give levels 1 to 8"))
        })
        .collect::<anyhow::Result<Vec<Level>>>()?;
    if args.stockfish_nodes == 0 {
        bail!("--stockfish-nodes 0 searches nothing: give e.g. 1000000");
    }
    if args.max_ms == 0 {
        bail!("--max-ms 0 gives Stockfish no time: give at least 1");
    }
    let mut sf = Uci::start(&args.stockfish, 2)?;
    let (mut puzzles, mut moves, mut best, mut clear, mut silent) = (0, 0, 0, 0, 0);
    let mut disagreements = Vec::new();
    for g in 0..args.games {
        let game = unequal_game(args, &weak, g);
        let mined = mine_game(&game, args.nodes);
        for puzzle in &mined {
            puzzles += 1;
            for (pos, ours) in solver_moves(&game, puzzle) {
                let Some(v) = verdict(&mut sf, &pos, &ours, args)? else {
                    silent += 1;
                    writeln!(
                        progress,
                        "Stockfish gave no line at {}; skipped, engine restarted",
                        pos.fen()
                    )?;
                    sf = Uci::start(&args.stockfish, 2)?;
                    continue;
                };
                moves += 1;
                best += usize::from(v.agrees);
                clear += usize::from(v.clear);
                if !v.clear {
                    let line = |l: &Option<(String, Score)>| {
                        l.as_ref()
                            .map_or("-\t-".to_string(), |(m, s)| format!("{m}\t{}", s.text()))
                    };
                    disagreements.push(format!(
                        "disagree\t{}\t{}\t{ours}\t{}\t{}",
                        puzzle.ply,
                        pos.fen(),
                        line(&Some(v.best.clone())),
                        line(&v.second)
                    ));
                }
            }
        }
        writeln!(
            progress,
            "game {}/{} ({} plies): {} puzzles, {puzzles} so far",
            g + 1,
            args.games,
            game.plies().len(),
            mined.len()
        )?;
    }
    let rate = |n: usize| {
        if moves == 0 {
            "-".to_string()
        } else {
            format!("{:.4}", n as f64 / moves as f64)
        }
    };
    for (name, value) in [
        ("games", args.games.to_string()),
        ("seed", args.seed.to_string()),
        ("nodes", args.nodes.to_string()),
        ("strong_nodes", args.strong_nodes.to_string()),
        ("weak_nodes", args.weak_nodes.to_string()),
        (
            "weak_levels",
            args.weak_levels
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(","),
        ),
        ("stockfish_nodes", args.stockfish_nodes.to_string()),
        ("puzzles", puzzles.to_string()),
        ("solver_moves", moves.to_string()),
        ("stockfish_silent", silent.to_string()),
        ("stockfish_best", best.to_string()),
        ("stockfish_best_clear", clear.to_string()),
        ("best_rate", rate(best)),
        ("best_clear_rate", rate(clear)),
    ] {
        writeln!(out, "{name}\t{value}")?;
    }
    writeln!(
        out,
        "# disagree\tply\tFEN\tours\tstockfish_best\tscore\tstockfish_second\tscore (scores for the side to move; #n a mate in n)"
    )?;
    for line in disagreements {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// Runs `puzzles time`.
pub fn time(args: &TimeArgs, out: &mut impl Write) -> anyhow::Result<()> {
    if args.plies == 0 {
        bail!("--plies 0 is no game: give the length to time, e.g. 80");
    }
    if args.runs == 0 {
        bail!("--runs 0 times nothing: give at least 1");
    }
    if args.nodes < 1_000 {
        bail!(
            "--nodes {} is too few for a search: give at least 1000",
            args.nodes
        );
    }
    for &preset in &args.preset {
        let game = (0..1_000)
            .map(|i| self_play(preset, args.seed, i, 10_000, args.plies))
            .find(|g| g.plies().len() == args.plies)
            .with_context(|| {
                format!(
                    "no {} game of the first 1000 lasted {} plies: try fewer",
                    preset.name(),
                    args.plies
                )
            })?;
        let mut seconds = Vec::with_capacity(args.runs);
        let mut found = 0;
        for _ in 0..args.runs {
            let started = Instant::now();
            found = mine_game(&game, args.nodes).len();
            seconds.push(started.elapsed().as_secs_f64());
        }
        seconds.sort_by(f64::total_cmp);
        let median = seconds[seconds.len() / 2];
        let all: Vec<String> = seconds.iter().map(|s| format!("{s:.2}")).collect();
        for (name, value) in [
            ("preset", preset.name().to_string()),
            ("plies", game.plies().len().to_string()),
            ("puzzles", found.to_string()),
            ("nodes", args.nodes.to_string()),
            ("runs", all.join(",")),
            ("seconds_median", format!("{median:.2}")),
        ] {
            writeln!(out, "{name}\t{value}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// lichess-puzzler's clear gap: a mate against no mate, or 35 points
    /// of Win% on lichess's curve.
    #[test]
    fn a_clear_gap() {
        assert!(clear_gap(Score::Win(3), Some(Score::Cp(900))));
        assert!(!clear_gap(Score::Win(1), Some(Score::Win(4))));
        assert!(clear_gap(Score::Cp(50), None));
        // 0 cp is 50%; -500 cp is 13.7% (36.3 points below), -440 cp
        // 16.5% (33.5 points below).
        assert!(clear_gap(Score::Cp(0), Some(Score::Cp(-500))));
        assert!(!clear_gap(Score::Cp(0), Some(Score::Cp(-440))));
        assert!(clear_gap(Score::Cp(300), Some(Score::Loss(2))));
        assert!(!clear_gap(Score::Cp(800), Some(Score::Cp(400))));
    }
}
