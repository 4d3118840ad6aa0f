//! `cruise-pawns engine ...`: the rules engine on the command line, for
//! people and for other tools (the output formats are a contract, see issue 2).
//!
//! ```text
//! cruise-pawns engine legal --preset P [--no-king-strikes] [--fen FEN]
//! cruise-pawns engine perft --preset P [--no-king-strikes] [--fen FEN] --depth N
//! cruise-pawns engine shootdowns --preset P [--no-king-strikes] --fen FEN --flight e4>e5>e6>d7
//! cruise-pawns engine play --preset P [--no-king-strikes] [--fen FEN] MOVE...
//! ```
//!
//! Each subcommand is also a function writing to any [`Write`], so it can be
//! tested without a process.

use anyhow::{Context, anyhow, bail};
use clap::{Args, Subcommand};
use engine::{Flight, Game, Move, Position, Preset, Rules, notation, perft::perft};
use std::io::Write;

/// The engine subcommands.
#[derive(Subcommand, Debug, Clone)]
pub enum EngineCommand {
    /// Every legal move, one per line: UCI for ordinary moves (e2e4, e7e8q,
    /// e1g1), e4>e5>e6>d7 for flights, e4* for self-immolation.
    Legal(PositionArgs),
    /// Count move paths to a depth: one `move: count` line per legal move,
    /// then the total alone on the last line. A flight's child is the
    /// position after detonation (or self-immolation), no shoot-down.
    Perft(PerftArgs),
    /// The shoot-down points of a legal flight in flight order, one line
    /// each: `<square>:` and the defender's legal shoot-downs in UCI.
    Shootdowns(ShootdownsArgs),
    /// Play moves (SAN, UCI, flights, or shot-down flights e4>e5>e6/c8e6)
    /// and print the FEN after them, then the state of the game:
    /// ongoing | white-wins REASON | black-wins REASON | draw REASON.
    Play(PlayArgs),
}

/// The game: preset and options.
#[derive(Args, Debug, Clone)]
pub struct RulesArgs {
    /// The preset: cruise (chess + classic missiles), cruise-forward (chess +
    /// forward missiles), chess, pawns (the Pawn Game), pawns-cruise.
    #[arg(long, value_name = "P", default_value = "cruise")]
    pub preset: String,
    /// Missiles may not target the enemy king.
    #[arg(long)]
    pub no_king_strikes: bool,
}

impl RulesArgs {
    /// The rules these options name.
    pub fn rules(&self) -> anyhow::Result<Rules> {
        let preset: Preset = self.preset.parse()?;
        Ok(preset.rules(!self.no_king_strikes))
    }
}

/// A position: the preset's start, or a FEN.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The position as FEN (six fields; under cruise-forward an optional 7th,
    /// the cooldown squares, e.g. `e4/-`). Default: the preset's start.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
}

impl PositionArgs {
    /// The position these options name.
    pub fn position(&self) -> anyhow::Result<Position> {
        position(&self.rules, self.fen.as_deref())
    }
}

/// `engine perft`.
#[derive(Args, Debug, Clone)]
pub struct PerftArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Plies to count down to.
    #[arg(long, value_name = "N")]
    pub depth: u32,
}

/// `engine shootdowns`.
#[derive(Args, Debug, Clone)]
pub struct ShootdownsArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The position before the flight, as FEN.
    #[arg(long, value_name = "FEN")]
    pub fen: String,
    /// The whole flight, e.g. e4>e5>e6>d7.
    #[arg(long, value_name = "FLIGHT")]
    pub flight: String,
}

/// `engine play`.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The moves, in order: SAN (Nf3), UCI (g1f3), flights (e4>e5>e6>d7,
    /// e4*), or flights shot down (e4>e5>e6/c8e6).
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

/// Runs a subcommand, printing to stdout.
pub fn run(cmd: EngineCommand) -> anyhow::Result<()> {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    run_to(cmd, &mut out)?;
    out.flush().context("writing to stdout")?;
    Ok(())
}

/// Runs a subcommand, writing its output to `out`.
pub fn run_to(cmd: EngineCommand, out: &mut impl Write) -> anyhow::Result<()> {
    match cmd {
        EngineCommand::Legal(args) => legal(&args, out),
        EngineCommand::Perft(args) => perft_divide(&args, out),
        EngineCommand::Shootdowns(args) => shootdowns(&args, out),
        EngineCommand::Play(args) => play(&args, out),
    }
}

fn position(rules: &RulesArgs, fen: Option<&str>) -> anyhow::Result<Position> {
    let rules = rules.rules()?;
    match fen {
        None => Ok(Position::new(rules)),
        Some(fen) => Position::from_fen(fen.trim(), rules).map_err(|e| anyhow!("--fen: {e}")),
    }
}

/// `engine legal`: every legal move, one per line.
pub fn legal(args: &PositionArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let pos = args.position()?;
    for mv in pos.legal_moves() {
        writeln!(out, "{}", mv.uci())?;
    }
    Ok(())
}

/// `engine perft`: a divide (`move: count` per legal move), then the total
/// alone on the last line.
pub fn perft_divide(args: &PerftArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let pos = args.position.position()?;
    if args.depth == 0 {
        writeln!(out, "1")?;
        return Ok(());
    }
    let mut total = 0u64;
    for mv in pos.legal_moves() {
        let child = pos
            .play(&mv)
            .map_err(|e| anyhow!("engine error: legal move {} failed to play: {e}", mv.uci()))?;
        let n = perft(&child, args.depth - 1);
        total += n;
        writeln!(out, "{}: {n}", mv.uci())?;
    }
    writeln!(out, "{total}")?;
    Ok(())
}

/// `engine shootdowns`: one line per shoot-down point of the flight.
pub fn shootdowns(args: &ShootdownsArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let pos = position(&args.rules, Some(&args.fen))?;
    let text = args.flight.trim();
    let flight: Flight = text.parse().map_err(|e| anyhow!("--flight: {e}"))?;
    match notation::parse_move(&pos, text) {
        Ok(Move::Flight(f)) if f == flight => {}
        Ok(_) => bail!("--flight: `{text}` is not a flight"),
        Err(e) => bail!("--flight: {e}"),
    }
    // Rulings §6: every entered square but the launch and the last is a
    // shoot-down point, shielded ones included (nobody can shoot there).
    let steps = flight.steps();
    let between = steps.len().saturating_sub(1);
    for (i, point) in steps[..between].iter().enumerate() {
        let mut options: Vec<String> = pos
            .shootdowns_at(&flight.prefix(i + 1))
            .iter()
            .map(Move::uci)
            .collect();
        options.sort();
        if options.is_empty() {
            writeln!(out, "{point}:")?;
        } else {
            writeln!(out, "{point}: {}", options.join(" "))?;
        }
    }
    Ok(())
}

/// `engine play`: the FEN after the moves, then the state of the game.
pub fn play(args: &PlayArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let pos = args.position.position()?;
    let mut game = Game::from_position(pos);
    for (i, text) in args.moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| anyhow!("move {} `{}`: {e}", i + 1, text.trim()))?;
    }
    writeln!(out, "{}", game.position().fen())?;
    match game.outcome() {
        Some(o) => writeln!(out, "{o}")?,
        None => writeln!(out, "ongoing")?,
    }
    Ok(())
}
