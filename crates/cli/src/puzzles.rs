//! `cruise-pawns puzzles`: the puzzles of a finished game, mined by
//! lichess-puzzler's rules on our engine (crate `ai`, module `puzzle`).
//!
//! ```text
//! cruise-pawns puzzles --pgn FILE [--nodes N]
//! ```
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
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `puzzles`: the puzzles of a game from a PGN file.
#[derive(Args, Debug, Clone)]
pub struct PuzzlesArgs {
    /// The game, as `/export` writes it (PGN with flight move texts).
    #[arg(long, value_name = "FILE")]
    pub pgn: PathBuf,
    /// Nodes each search may use (at least 1,000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_NODES)]
    pub nodes: u64,
}

/// The smallest budget worth a search.
const MIN_NODES: u64 = 1_000;

/// Runs `puzzles`, printing to stdout only when it succeeded.
pub fn run(args: PuzzlesArgs) -> anyhow::Result<()> {
    let mut text = Vec::new();
    puzzles_file(&args.pgn, args.nodes, &mut text)?;
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
