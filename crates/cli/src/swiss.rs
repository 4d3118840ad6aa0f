//! `cruise-pawns swiss pair --trf FILE`: the next round of a Swiss
//! tournament by the FIDE Dutch system (crate `pairing`), printed as
//! `bbpPairings --dutch FILE -p` prints it:
//!
//! ```text
//! <number of pairs>
//! <white start number> <black start number>
//! ...
//! <start number> 0        (the pairing-allocated bye)
//! ```
//!
//! A malformed TRF or a round that cannot be paired: an error (the binary
//! exits with status 2), nothing on standard output.

use anyhow::Context;
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::PathBuf;

/// The Swiss subcommands.
#[derive(Subcommand, Debug, Clone)]
pub enum SwissCommand {
    /// Pair the next round of a TRF-16 tournament file by the FIDE Dutch
    /// system: the number of pairs, then `white black` per board in board
    /// order, the pairing-allocated bye as `n 0`.
    Pair(PairArgs),
}

/// `swiss pair`.
#[derive(Args, Debug, Clone)]
pub struct PairArgs {
    /// The tournament so far, as a FIDE TRF-16 file (`012` name, `XXR`
    /// rounds, `XXC white1|black1`, one `001` line per player).
    #[arg(long, value_name = "FILE")]
    pub trf: PathBuf,
}

/// Runs a subcommand, printing to stdout only when it succeeded.
pub fn run(cmd: SwissCommand) -> anyhow::Result<()> {
    let mut text = Vec::new();
    run_to(cmd, &mut text)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    out.write_all(&text).context("writing to stdout")?;
    out.flush().context("writing to stdout")?;
    Ok(())
}

/// Runs a subcommand, writing its output to `out`.
pub fn run_to(cmd: SwissCommand, out: &mut impl Write) -> anyhow::Result<()> {
    match cmd {
        SwissCommand::Pair(args) => pair(&args, out),
    }
}

/// `swiss pair`: the next round's pairing.
pub fn pair(args: &PairArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let path = &args.trf;
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    let pairing = pairing::pair_trf(&text).with_context(|| format!("{}", path.display()))?;
    out.write_all(pairing.as_bytes())?;
    Ok(())
}
