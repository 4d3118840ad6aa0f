//! `cruise-pawns engine ...`: the rules engine on the command line, for
//! people and for other tools (the output formats are a contract, see issue 2).
//!
//! ```text
//! cruise-pawns engine legal --preset P [--no-king-strikes] [--fen FEN]
//! cruise-pawns engine perft --preset P [--no-king-strikes] [--fen FEN] --depth N
//! cruise-pawns engine shootdowns --preset P [--no-king-strikes] --fen FEN --flight e4>e5>e6>d7
//! cruise-pawns engine play --preset P [--no-king-strikes] [--fen FEN] MOVE...
//! cruise-pawns engine bestmove --preset P [--no-king-strikes] --fen FEN [--level 1-8] [--movetime MS]
//! cruise-pawns engine intercept --preset P [--no-king-strikes] --fen FEN --flight e4>e5>e6 [--level 1-8] [--movetime MS]
//! ```
//!
//! `bestmove` and `intercept` ask the AI (crate `ai`) and print exactly one
//! line; a position that is over or a flight that is not legal so far is
//! refused with exit status 2 ([`EngineCommand::failure_status`]).
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
    /// The AI's move for the side to move, alone on one line: UCI for an
    /// ordinary move, e4>e5>e6>d7 for a flight with its whole planned path,
    /// e4* for a self-immolation. Returns within --movetime (+50 ms).
    Bestmove(BestmoveArgs),
    /// The AI's answer at a shoot-down point of the opponent's flight,
    /// alone on one line: `pass`, or the shoot-down in UCI.
    Intercept(InterceptArgs),
}

impl EngineCommand {
    /// The exit status when the command fails: 2 for the AI's commands (a
    /// refused position or flight, their contract), 1 for the others.
    pub fn failure_status(&self) -> u8 {
        match self {
            EngineCommand::Bestmove(_) | EngineCommand::Intercept(_) => 2,
            _ => 1,
        }
    }
}

/// How the AI thinks: its level and the time it may take.
#[derive(Args, Debug, Clone)]
pub struct ThinkArgs {
    /// Playing strength, 1 (a beginner can win) to 8 (strongest).
    #[arg(long, value_name = "1-8", default_value = "8")]
    pub level: ai::Level,
    /// The most wall-clock time the whole call may take, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub movetime: u64,
}

/// `engine bestmove`.
#[derive(Args, Debug, Clone)]
pub struct BestmoveArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The position, as FEN.
    #[arg(long, value_name = "FEN")]
    pub fen: String,
    #[command(flatten)]
    pub think: ThinkArgs,
}

/// `engine intercept`.
#[derive(Args, Debug, Clone)]
pub struct InterceptArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The position before the flight (the firing side to move), as FEN.
    #[arg(long, value_name = "FEN")]
    pub fen: String,
    /// The launch square and the squares entered so far, the last one the
    /// current shoot-down point, e.g. e4>e5>e6.
    #[arg(long, value_name = "FLIGHT")]
    pub flight: String,
    #[command(flatten)]
    pub think: ThinkArgs,
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
        EngineCommand::Bestmove(args) => bestmove(&args, out),
        EngineCommand::Intercept(args) => intercept(&args, out),
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

/// The position of an AI command: refused when the game is already over.
fn live_position(rules: &RulesArgs, fen: &str) -> anyhow::Result<Position> {
    let pos = position(rules, Some(fen))?;
    if let Some(outcome) = pos.outcome() {
        bail!("the game is over in that position ({outcome}): there is nothing to play");
    }
    Ok(pos)
}

/// `engine bestmove`: the AI's move, alone on one line.
pub fn bestmove(args: &BestmoveArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let pos = live_position(&args.rules, &args.fen)?;
    let movetime = std::time::Duration::from_millis(args.think.movetime);
    let mut rng = ai::seeded(pos.zobrist_hash() ^ args.think.movetime);
    let choice = ai::choose_move(&pos, &[], args.think.level, movetime, &mut rng)
        .ok_or_else(|| anyhow!("the side to move has no legal move"))?;
    writeln!(out, "{}", choice.mv.uci())?;
    Ok(())
}

/// `engine intercept`: `pass` or the AI's shoot-down, alone on one line.
pub fn intercept(args: &InterceptArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let pos = live_position(&args.rules, &args.fen)?;
    let text = args.flight.trim();
    let so_far: Flight = text.parse().map_err(|e| anyhow!("--flight: {e}"))?;
    let steps = so_far.steps();
    if steps.is_empty() {
        bail!(
            "--flight: `{text}` has entered no square yet: give the launch square and the squares entered so far, e.g. e4>e5>e6"
        );
    }
    // Each step must be one the firing side could take with a legal
    // completion remaining (rulings §4, §7): then the missile really stands
    // on the last square, which holds no enemy piece (that would have been
    // a detonation, not a shoot-down point).
    for i in 0..steps.len() {
        let steering = pos.steering(so_far.launch(), &steps[..i]);
        if !steering.next.contains(&steps[i]) {
            let so_far_text = so_far.prefix(i).to_string();
            bail!(
                "--flight: `{text}` is not legal so far: after {so_far_text} the missile cannot enter {}",
                steps[i]
            );
        }
    }
    let last = steps[steps.len() - 1];
    if pos.board().color_at(last) == Some(!pos.turn()) {
        bail!(
            "--flight: the missile detonates on {last}: that is the end of the flight, not a shoot-down point"
        );
    }
    let movetime = std::time::Duration::from_millis(args.think.movetime);
    let mut rng = ai::seeded(pos.zobrist_hash() ^ args.think.movetime);
    let decision = ai::intercept::decide(&pos, &so_far, &[], args.think.level, movetime, &mut rng);
    match decision.and_then(|d| d.shoot) {
        Some(shot) => writeln!(out, "{}", shot.uci())?,
        None => writeln!(out, "pass")?,
    }
    Ok(())
}
