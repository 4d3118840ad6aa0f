//! `cruise-pawns bracket --format single|double --players N
//! [--grand-final none|simple|double] [--third-place] [--results FILE]`: a
//! knockout bracket (crate `pairing`, module `bracket`, built as
//! brackets-manager builds it) as a tournament director previews it, with
//! the results so far.
//!
//! `FILE` has one decided match a line, `<MATCH> <WINNER>` (`W1-2 S5`),
//! applied in order; blank lines and lines starting with `#` are skipped.
//! The output is one line per match of the whole bracket (byes included):
//!
//! ```text
//! <MATCH> <A> <B>[ <WINNER>]
//! ```
//!
//! the winners' (or single) bracket round by round, the losers' bracket
//! round by round, the grand final's games, the third-place match; within a
//! round, top to bottom. MATCH is `W<round>-<n>`, `L<round>-<n>`, `GF1`,
//! `GF2` or `3P`; A (upper) and B are `S<seed>`, `bye` or `-` (not known
//! yet). A walkover has no winner: its player is already in the next match.
//!
//! A bad option, an unreadable file or a refused result line: an error
//! naming the line (the binary exits with status 2), nothing on standard
//! output.

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use pairing::bracket::{Bracket, Format, GrandFinal, MatchId};
use std::io::Write;
use std::path::PathBuf;

/// `bracket`.
#[derive(Args, Debug, Clone)]
pub struct BracketArgs {
    /// Single elimination (one loss and out) or double elimination (a
    /// losers' bracket; two losses and out).
    #[arg(long, value_enum)]
    pub format: FormatArg,
    /// The number of players, 2 to 128: seeds 1 to N, padded with byes to
    /// the next power of two.
    #[arg(long, value_name = "N")]
    pub players: u32,
    /// Double elimination only: no grand final (the default: the winners'
    /// bracket winner is first), one game, or one game and a reset if the
    /// losers' bracket winner wins it.
    #[arg(long, value_enum, value_name = "KIND")]
    pub grand_final: Option<GrandFinalArg>,
    /// Single elimination only: the semi-finals' losers play for third place.
    #[arg(long)]
    pub third_place: bool,
    /// The decided matches, one a line: `<MATCH> <WINNER>`, e.g. `W1-2 S5`.
    #[arg(long, value_name = "FILE")]
    pub results: Option<PathBuf>,
}

/// `--format`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatArg {
    /// Single elimination.
    Single,
    /// Double elimination.
    Double,
}

/// `--grand-final`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrandFinalArg {
    /// No grand final.
    None,
    /// One game.
    Simple,
    /// One game, and a reset if the losers' bracket winner wins it.
    Double,
}

/// Runs the command, printing to stdout only when it succeeded.
pub fn run(args: BracketArgs) -> anyhow::Result<()> {
    let mut text = Vec::new();
    run_to(&args, &mut text)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    out.write_all(&text).context("writing to stdout")?;
    out.flush().context("writing to stdout")?;
    Ok(())
}

/// Runs the command, writing its output to `out`.
pub fn run_to(args: &BracketArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let mut bracket = Bracket::new(args.players, format(args)?)?;
    if let Some(path) = &args.results {
        let bytes =
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        let text = String::from_utf8_lossy(&bytes);
        record_all(&mut bracket, &text)
            .with_context(|| format!("{} is refused", path.display()))?;
    }
    for m in bracket.matches() {
        writeln!(out, "{m}")?;
    }
    Ok(())
}

/// The bracket's format from the options, refusing options of the other
/// format.
fn format(args: &BracketArgs) -> anyhow::Result<Format> {
    Ok(match args.format {
        FormatArg::Single => {
            if args.grand_final.is_some() {
                bail!(
                    "--grand-final is for double elimination: leave it out with --format single, or use --format double"
                );
            }
            Format::Single {
                third_place: args.third_place,
            }
        }
        FormatArg::Double => {
            if args.third_place {
                bail!(
                    "--third-place is for single elimination: in double elimination the losers' bracket decides third place; leave it out"
                );
            }
            let grand_final = match args.grand_final.unwrap_or(GrandFinalArg::None) {
                GrandFinalArg::None => GrandFinal::None,
                GrandFinalArg::Simple => GrandFinal::Simple,
                GrandFinalArg::Double => GrandFinal::Double,
            };
            Format::Double { grand_final }
        }
    })
}

/// Records every result line of `text` in order; the first refused line
/// stops it, named by its number and text.
pub fn record_all(bracket: &mut Bracket, text: &str) -> anyhow::Result<()> {
    for (number, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let refused = |why: String| anyhow::anyhow!("line {} ({trimmed}): {why}", number + 1);
        let words: Vec<&str> = trimmed.split_whitespace().collect();
        let [id, winner] = words[..] else {
            return Err(refused(
                "a result is a match and its winner, like W1-2 S5".to_string(),
            ));
        };
        let id: MatchId = id.parse().map_err(|e| refused(format!("{e}")))?;
        let seed = winner
            .strip_prefix(['S', 's'])
            .filter(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|digits| digits.parse::<u32>().ok())
            .ok_or_else(|| {
                refused(format!(
                    "'{winner}' is not a player: write S and the seed, like S5"
                ))
            })?;
        bracket
            .record(id, seed)
            .map_err(|e| refused(e.to_string()))?;
    }
    Ok(())
}
