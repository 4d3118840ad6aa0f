//! Frame sequences: one flight step by step (what the defender saw), and a
//! whole game replayed from its record.

use crate::RenderError;
use crate::encode::Frame;
use crate::scene::{Missile, Scene};
use engine::{Bitboard, Move, Ply, Position, Role, Square};

/// How a flight animation ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlightEnd {
    /// Still in the air on its last square.
    InAir,
    /// Detonated on its last square (self-destructed with no steps).
    Detonated,
    /// Shot down on its last square by the piece on `shooter`.
    ShotDown {
        shooter: Square,
        promotion: Option<Role>,
    },
}

/// Milliseconds each step of a flight stays.
pub const STEP_MS: u32 = 700;
/// Milliseconds the last frame stays.
pub const END_MS: u32 = 2500;

/// The frames of one flight from `launch` through `steps`: the pawn ready
/// on its square, then the missile on each square entered with the
/// defender's pieces able to shoot it down there (`shooters[i]` for the
/// missile on `steps[i]`; missing entries mean none), then how it ended.
/// `base` gives the board when the pawn was launched, names and orientation.
pub fn flight_frames<'a>(
    base: &Scene<'a>,
    launch: Square,
    steps: &[Square],
    shooters: &[Bitboard],
    end: FlightEnd,
) -> Result<Vec<Frame<'a>>, RenderError> {
    // Validates the whole path once.
    Missile::detonated(launch, steps)?;
    let mut frames = vec![Frame {
        scene: Scene {
            missile: None,
            ..base.clone()
        },
        delay_ms: STEP_MS,
    }];
    let in_air = match end {
        FlightEnd::Detonated => steps.len().saturating_sub(1),
        _ => steps.len(),
    };
    for i in 1..=in_air {
        let sh = shooters.get(i - 1).copied().unwrap_or(Bitboard::EMPTY);
        frames.push(Frame {
            scene: base
                .clone()
                .missile(Missile::in_flight(launch, &steps[..i], sh)?),
            delay_ms: STEP_MS,
        });
    }
    let end_missile = match end {
        FlightEnd::InAir => None,
        FlightEnd::Detonated => Some(Missile::detonated(launch, steps)?),
        FlightEnd::ShotDown { shooter, promotion } => {
            Some(Missile::shot_down(launch, steps, shooter, promotion)?)
        }
    };
    if let Some(m) = end_missile {
        frames.push(Frame {
            scene: base.clone().missile(m),
            delay_ms: END_MS,
        });
    } else if let Some(last) = frames.last_mut() {
        last.delay_ms = END_MS;
    }
    Ok(frames)
}

/// Milliseconds each move of a replay stays.
pub const REPLAY_MS: u32 = 900;

/// The frames of a game replay from `start` through `plies`: each position
/// with its last move highlighted; a flight shows its trail ending in the
/// blast or the shoot-down before the position after it. `base` gives
/// names and orientation. Fails on the first ply that is not legal.
pub fn replay_frames<'a>(
    base: &Scene<'a>,
    start: &Position,
    plies: &[Ply],
) -> Result<Vec<Frame<'a>>, RenderError> {
    let at = |pos: &Position, last: Option<(Square, Square)>| Scene {
        last_move: last,
        missile: None,
        ..Scene {
            players: base.players,
            orientation: base.orientation,
            ..Scene::from_position(pos)
        }
    };
    let mut frames = vec![Frame {
        scene: at(start, None),
        delay_ms: REPLAY_MS,
    }];
    let mut pos = *start;
    for (i, ply) in plies.iter().enumerate() {
        let illegal = |e: engine::IllegalMove| {
            RenderError::Replay(format!("move {} ({}): {e}", i + 1, ply.uci()))
        };
        let (next, last) = match ply {
            Ply::Move(Move::Flight(f)) => {
                frames.push(Frame {
                    scene: at(&pos, None).missile(Missile::detonated(f.launch(), f.steps())?),
                    delay_ms: REPLAY_MS,
                });
                (
                    pos.play(&Move::Flight(*f)).map_err(illegal)?,
                    (f.launch(), f.head()),
                )
            }
            Ply::Move(mv) => (pos.play(mv).map_err(illegal)?, (mv.from(), mv.to())),
            Ply::ShotDown { flight, shooter } => {
                let promotion = match shooter {
                    Move::Normal { promotion, .. } => *promotion,
                    _ => None,
                };
                frames.push(Frame {
                    scene: at(&pos, None).missile(Missile::shot_down(
                        flight.launch(),
                        flight.steps(),
                        shooter.from(),
                        promotion,
                    )?),
                    delay_ms: REPLAY_MS,
                });
                (
                    pos.play_shot_down(flight, shooter).map_err(illegal)?,
                    (shooter.from(), flight.head()),
                )
            }
        };
        pos = next;
        frames.push(Frame {
            scene: at(&pos, Some(last)),
            delay_ms: REPLAY_MS,
        });
    }
    if let Some(last) = frames.last_mut() {
        last.delay_ms = END_MS;
    }
    Ok(frames)
}
