//! `cruise-pawns puzzles`: the puzzles of a finished game, mined by
//! lichess-puzzler's rules on our engine (crate `ai`, module `puzzle`).
//!
//! ```text
//! cruise-pawns puzzles --pgn FILE [--nodes N]
//! cruise-pawns puzzles compare-stockfish [--games N] [--seed S] [--nodes N] [--stockfish-nodes N] ...
//! cruise-pawns puzzles time [--preset P]... [--plies N] [--seed S] [--nodes N] [--runs N]
//! ```
//!
//! `compare-stockfish` and `time` measure the mining (see
//! [`crate::puzzle_measure`]).
//!
//! Reads a game as `/export` writes it (any preset) and prints one puzzle
//! a line, tab-separated, in the lichess puzzle database's order:
//!
//! ```text
//! ply  FEN  moves  themes
//! ```
//!
//! `ply` is the opponent's mistake's ply (from 1) and `FEN` the game's
//! position before it; `moves` (space-separated) starts with the mistake
//! as played, then the solution: solver, reply, ..., solver (an even count
//! in all); chess moves in UCI, flights as their paths (`e4>e5>e6`), a
//! shoot-down as its capture, `pass` for letting a missile pass; `themes`
//! comma-separated, or `-`. Every search uses `--nodes` nodes (no clock),
//! so two runs print the same lines; a game without a puzzle prints
//! nothing.

use ai::analysis::DEFAULT_NODES;
use ai::puzzle::mine_game;
use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::{Path, PathBuf};

/// `puzzles`: the puzzles of a game from a PGN file, or a measurement.
#[derive(Args, Debug, Clone)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct PuzzlesArgs {
    /// The game, as `/export` writes it (PGN with flight move texts).
    #[arg(long, value_name = "FILE", required = true)]
    pub pgn: Option<PathBuf>,
    /// Nodes each search may use (at least 1,000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
    #[command(subcommand)]
    pub command: Option<PuzzlesCommand>,
}

/// `puzzles` subcommands: measurements of the mining.
#[derive(Subcommand, Debug, Clone)]
pub enum PuzzlesCommand {
    /// Check the solver moves of chess puzzles mined from games between unequal engines with Stockfish.
    CompareStockfish(crate::puzzle_measure::CompareArgs),
    /// Time the mining of a game of --plies plies (median of --runs runs).
    Time(crate::puzzle_measure::TimeArgs),
}

/// The smallest budget worth a search.
const MIN_NODES: u64 = 1_000;

/// Runs `puzzles`, printing to stdout only when it succeeded.
pub fn run(args: PuzzlesArgs) -> anyhow::Result<()> {
    let mut text = Vec::new();
    match (args.command, args.pgn) {
        (Some(PuzzlesCommand::CompareStockfish(c)), _) => {
            crate::puzzle_measure::compare(&c, &mut text, &mut std::io::stderr())?
        }
        (Some(PuzzlesCommand::Time(t)), _) => crate::puzzle_measure::time(&t, &mut text)?,
        (None, Some(pgn)) => puzzles_file(&pgn, args.nodes, &mut text)?,
        (None, None) => bail!("give the game to mine with --pgn FILE"),
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    out.write_all(&text).context("writing to stdout")?;
    out.flush().context("writing to stdout")?;
    Ok(())
}

/// `puzzles --pgn FILE`: the lines of the game's puzzles, in game order.
pub fn puzzles_file(path: &Path, nodes: u64, out: &mut impl Write) -> anyhow::Result<()> {
    if nodes < MIN_NODES {
        bail!("--nodes {nodes} is too few for a search: give at least {MIN_NODES}");
    }
    let record = crate::analyse::read_record(path)?;
    for puzzle in mine_game(&record.game, nodes) {
        writeln!(out, "{}", puzzle.line())?;
    }
    Ok(())
}
