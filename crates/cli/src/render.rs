//! `cruise-pawns render` and `render-gif`: board pictures on the command line.
//!
//! ```text
//! cruise-pawns render --preset P --fen FEN [--flight e4>e5>e6] [--last-move e2e4] [--flip]
//!                     [--size 512] [--white NAME] [--black NAME] [--repeat N] --out FILE.png
//! cruise-pawns render-gif --preset P [--fen FEN] --moves MOVE... [--flip] [--size 512] --out FILE.gif
//! ```
//!
//! `--flight` shows a missile in the air after entering the squares given
//! (it stands on the last one) with the defender's pieces that may shoot it
//! down there highlighted; a flight whose last square holds an enemy piece
//! shows the detonation, and `e4*` the self-destruction. `render-gif` shows
//! one flight step by step when the moves are a single flight (or a
//! shot-down flight `e4>e5>e6/c8e6`), and otherwise replays the game.

use anyhow::{Context, anyhow, bail};
use clap::Args;
use engine::{Bitboard, Flight, Move, Ply, Position, Preset, Square, notation};
use render::{FlightEnd, Missile, Renderer, Scene};
use std::path::PathBuf;
use std::time::Instant;

/// Options of `render`.
#[derive(Args, Debug, Clone)]
pub struct RenderArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// The position as FEN. Default: the preset's start position.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// A missile in the air: its launch square and the squares entered so
    /// far, joined by `>` (e4>e5>e6); `e4*` shows a self-destruction.
    #[arg(long, value_name = "FLIGHT", allow_hyphen_values = false)]
    pub flight: Option<String>,
    /// The last move to highlight, as from and to squares (e2e4).
    #[arg(long, value_name = "UCI")]
    pub last_move: Option<String>,
    /// Render the same board N times (timing), write it once.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub repeat: u32,
}

/// Options of `render-gif`.
#[derive(Args, Debug, Clone)]
pub struct RenderGifArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// The starting position as FEN. Default: the preset's start position.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// The moves, in SAN, UCI or flight notation (e4>e5>e6>d7, e4*, and
    /// e4>e5>e6/c8e6 for a flight shot down), as separate arguments or
    /// space-separated in one.
    #[arg(long, value_name = "MOVE", num_args = 1.., required = true)]
    pub moves: Vec<String>,
}

/// Options both commands share.
#[derive(Args, Debug, Clone)]
pub struct CommonArgs {
    /// The preset: cruise, cruise-forward, chess, pawns, pawns-cruise.
    #[arg(long, value_name = "P", default_value = "cruise")]
    pub preset: String,
    /// Missiles may not target the enemy king.
    #[arg(long)]
    pub no_king_strikes: bool,
    /// Show the board from Black's side.
    #[arg(long)]
    pub flip: bool,
    /// Image width and height in pixels (128 to 2048).
    #[arg(long, value_name = "PX", default_value_t = 512)]
    pub size: u32,
    /// White's name in the title strip.
    #[arg(long, value_name = "NAME", default_value = "White")]
    pub white: String,
    /// Black's name in the title strip.
    #[arg(long, value_name = "NAME", default_value = "Black")]
    pub black: String,
    /// The file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

impl CommonArgs {
    fn renderer(&self) -> anyhow::Result<Renderer> {
        Ok(Renderer::new(self.size)?)
    }

    fn position(&self, fen: Option<&str>) -> anyhow::Result<Position> {
        let preset: Preset = self.preset.parse()?;
        let rules = preset.rules(!self.no_king_strikes);
        let fen = fen.unwrap_or(preset.start_fen());
        Position::from_fen(fen, rules).map_err(|e| anyhow!("{e} (in --fen `{fen}`)"))
    }

    fn base<'a>(&'a self, pos: &Position) -> Scene<'a> {
        let scene = Scene::from_position(pos).players(&self.white, &self.black);
        if self.flip { scene.flipped() } else { scene }
    }

    fn write(&self, bytes: &[u8]) -> anyhow::Result<()> {
        std::fs::write(&self.out, bytes)
            .with_context(|| format!("cannot write {}", self.out.display()))
    }
}

/// Reads `e2e4` (a promotion letter after it is ignored) as two squares.
fn parse_last_move(text: &str) -> anyhow::Result<(Square, Square)> {
    let t = text.trim();
    let bad =
        || anyhow!("--last-move `{text}` is not a move: write its from and to squares, like e2e4");
    if !(4..=5).contains(&t.len()) || !t.is_ascii() {
        return Err(bad());
    }
    let from = Square::from_name(&t[..2]).ok_or_else(bad)?;
    let to = Square::from_name(&t[2..4]).ok_or_else(bad)?;
    Ok((from, to))
}

/// The missile `--flight` describes in `pos`, checked step by step against
/// the rules (each square must be one the missile may enter there).
fn flight_missile(pos: &Position, text: &str) -> anyhow::Result<Missile> {
    if pos.rules().missiles() == engine::Missiles::None {
        bail!(
            "the {} preset has no missiles: choose cruise, cruise-forward or pawns-cruise",
            pos.rules().preset
        );
    }
    let flight: Flight = text.parse()?;
    let launch = flight.launch();
    match pos.piece_at(launch) {
        Some(p) if p.role == engine::Role::Pawn && p.color == pos.turn() => {}
        Some(p) if p.role == engine::Role::Pawn => bail!(
            "the pawn on {launch} is {}'s but it is {}'s turn: only the side to move launches",
            p.color,
            pos.turn()
        ),
        _ => bail!("there is no pawn on {launch} to launch"),
    }
    let steps = flight.steps();
    if steps.is_empty() {
        if !pos.steering(launch, &[]).self_immolation {
            bail!("the pawn on {launch} may not self-destruct here");
        }
        return Ok(Missile::detonated(launch, &[])?);
    }
    for i in 0..steps.len() {
        let steer = pos.steering(launch, &steps[..i]);
        if i == 0 && steer.next.is_empty() {
            bail!(
                "the pawn on {launch} cannot fire in this position (a pawn fires only after it has moved, and not while on cooldown)"
            );
        }
        if !steer.next.contains(&steps[i]) {
            let from = if i == 0 { launch } else { steps[i - 1] };
            let options: Vec<String> = steer.next.iter().map(|s| s.to_string()).collect();
            bail!(
                "the missile on {from} may not enter {} here{}",
                steps[i],
                if options.is_empty() {
                    String::new()
                } else {
                    format!(": it may enter {}", options.join(", "))
                }
            );
        }
    }
    Ok(Missile::from_flight(pos, &flight)?)
}

/// `cruise-pawns render`.
pub fn run_render(args: RenderArgs) -> anyhow::Result<()> {
    let c = &args.common;
    let renderer = c.renderer()?;
    let pos = c.position(args.fen.as_deref())?;
    let mut scene = c.base(&pos);
    if let Some(lm) = &args.last_move {
        let (from, to) = parse_last_move(lm)?;
        scene = scene.last_move(from, to);
    }
    if let Some(f) = &args.flight {
        scene = scene.missile(flight_missile(&pos, f)?);
    }
    if args.repeat == 0 {
        bail!("--repeat must be at least 1");
    }
    let mut canvas = renderer.draw(&scene);
    let start = Instant::now();
    let mut png = Vec::new();
    for _ in 0..args.repeat {
        png = renderer.png_with(&scene, &mut canvas)?;
    }
    let per = start.elapsed() / args.repeat;
    c.write(&png)?;
    print!(
        "wrote {} ({}x{}, {} bytes)",
        c.out.display(),
        c.size,
        c.size,
        png.len()
    );
    if args.repeat > 1 {
        print!(
            ", {} boards, {:.1} µs per board",
            args.repeat,
            per.as_secs_f64() * 1e6
        );
    }
    println!();
    Ok(())
}

/// `cruise-pawns render-gif`.
pub fn run_render_gif(args: RenderGifArgs) -> anyhow::Result<()> {
    let c = &args.common;
    let renderer = c.renderer()?;
    let start = c.position(args.fen.as_deref())?;
    let texts: Vec<&str> = args
        .moves
        .iter()
        .flat_map(|m| m.split_whitespace())
        .collect();
    if texts.is_empty() {
        bail!("--moves is empty: give at least one move");
    }
    let mut plies = Vec::with_capacity(texts.len());
    let mut pos = start;
    for (i, t) in texts.iter().enumerate() {
        let ply = notation::parse_ply(&pos, t).map_err(|e| anyhow!("move {} `{t}`: {e}", i + 1))?;
        pos = match &ply {
            Ply::Move(m) => pos.play(m),
            Ply::ShotDown { flight, shooter } => pos.play_shot_down(flight, shooter),
        }
        .map_err(|e| anyhow!("move {} `{t}`: {e}", i + 1))?;
        plies.push(ply);
    }
    let base = c.base(&start);
    let single_flight = match plies.as_slice() {
        [Ply::Move(Move::Flight(f))] => Some((*f, FlightEnd::Detonated)),
        [Ply::ShotDown { flight, shooter }] => Some((
            *flight,
            FlightEnd::ShotDown {
                shooter: shooter.from(),
                promotion: match shooter {
                    Move::Normal { promotion, .. } => *promotion,
                    _ => None,
                },
            },
        )),
        _ => None,
    };
    let (frames, what) = match single_flight {
        Some((flight, end)) => {
            let steps = flight.steps();
            let shooters: Vec<Bitboard> = (1..=steps.len())
                .map(|i| {
                    start
                        .shootdowns_at(&flight.prefix(i))
                        .iter()
                        .map(Move::from)
                        .collect()
                })
                .collect();
            (
                render::flight_frames(&base, flight.launch(), steps, &shooters, end)?,
                "flight",
            )
        }
        None => (render::replay_frames(&base, &start, &plies)?, "replay"),
    };
    let gif = renderer.gif(&frames)?;
    c.write(&gif)?;
    println!(
        "wrote {} ({what}, {} frames, {}x{}, {} bytes)",
        c.out.display(),
        frames.len(),
        c.size,
        c.size,
        gif.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn common(out: &std::path::Path, preset: &str, size: u32) -> CommonArgs {
        CommonArgs {
            preset: preset.to_string(),
            no_king_strikes: false,
            flip: false,
            size,
            white: "Ann".into(),
            black: "Bob".into(),
            out: out.to_path_buf(),
        }
    }

    fn render(
        preset: &str,
        fen: Option<&str>,
        flight: Option<&str>,
        size: u32,
    ) -> anyhow::Result<Vec<u8>> {
        let dir = tempfile::tempdir()?;
        let out = dir.path().join("b.png");
        run_render(RenderArgs {
            common: common(&out, preset, size),
            fen: fen.map(String::from),
            flight: flight.map(String::from),
            last_move: Some("e2e4".into()),
            repeat: 2,
        })?;
        Ok(std::fs::read(out)?)
    }

    /// 1. e3 e6: the e3 pawn may fire.
    const AFTER_E3_E6: &str = "rnbqkbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    fn png_size(png: &[u8]) -> (u32, u32) {
        assert_eq!(&png[1..4], b"PNG");
        let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
        (be(&png[16..20]), be(&png[20..24]))
    }

    #[test]
    fn render_writes_a_png_of_the_requested_size() {
        let png = render("cruise", None, None, 300).unwrap();
        assert_eq!(png_size(&png), (300, 300));
        let png = render("cruise", Some(AFTER_E3_E6), Some("e3>e4>e5"), 128).unwrap();
        assert_eq!(png_size(&png), (128, 128));
        let png = render("cruise", Some(AFTER_E3_E6), Some("e3>e4>e5>e6"), 128).unwrap();
        assert_eq!(png_size(&png), (128, 128));
    }

    #[test]
    fn bad_input_gets_a_clear_message() {
        let e = render("cruise", Some("not a fen"), None, 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("FEN"), "{e}");
        let e = render("cruise", None, None, 64).unwrap_err().to_string();
        assert!(e.contains("128 to 2048"), "{e}");
        let e = render("cruise", Some(AFTER_E3_E6), Some("e3>e5"), 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("may not enter e5 here: it may enter e4"), "{e}");
        let e = render("cruise", Some(AFTER_E3_E6), Some("e3>e4>e4"), 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("may not enter e4"), "{e}");
        let e = render("cruise", None, Some("e2>e3"), 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("cannot fire"), "{e}");
        let e = render("cruise", None, Some("e2>z9"), 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("z9"), "{e}");
        let e = render("cruise", None, Some("e4>e5"), 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("no pawn on e4"), "{e}");
        let e = render("chess", None, Some("e2>e3"), 512)
            .unwrap_err()
            .to_string();
        assert!(e.contains("no missiles"), "{e}");
        let e = render("nonsense", None, None, 512).unwrap_err().to_string();
        assert!(e.contains("preset"), "{e}");
    }

    fn gif(fen: Option<&str>, moves: &[&str]) -> anyhow::Result<Vec<u8>> {
        let dir = tempfile::tempdir()?;
        let out = dir.path().join("g.gif");
        run_render_gif(RenderGifArgs {
            common: common(&out, "cruise", 256),
            fen: fen.map(String::from),
            moves: moves.iter().map(|m| m.to_string()).collect(),
        })?;
        Ok(std::fs::read(out)?)
    }

    #[test]
    fn render_gif_writes_flights_and_replays() {
        for (fen, moves) in [
            (Some(AFTER_E3_E6), &["e3>e4>e5>e6"][..]),
            (None, &["e4 e5", "Nf3"][..]),
            (Some(AFTER_E3_E6), &["Nf3", "d5", "e3>e4>e5>e6"][..]),
        ] {
            let g = gif(fen, moves).unwrap();
            assert_eq!(&g[..6], b"GIF89a");
            assert_eq!(
                (
                    u16::from_le_bytes([g[6], g[7]]),
                    u16::from_le_bytes([g[8], g[9]])
                ),
                (256, 256)
            );
        }
        let e = gif(None, &["e4", "e4"]).unwrap_err().to_string();
        assert!(e.contains("move 2"), "{e}");
    }

    #[test]
    fn last_move_text_is_checked() {
        let e2: Square = "e2".parse().unwrap();
        let e4: Square = "e4".parse().unwrap();
        assert_eq!(parse_last_move("e2e4").unwrap(), (e2, e4));
        assert!(
            parse_last_move("e2")
                .unwrap_err()
                .to_string()
                .contains("like e2e4")
        );
        assert!(parse_last_move("z9e4").is_err());
        assert!(parse_last_move("é2e4").is_err());
    }
}
