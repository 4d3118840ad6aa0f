//! A game: the start position, every ply, repetition and claimable draws.
//!
//! A [`Game`] is what the host keeps per table: the rules decide single
//! positions ([`Position::outcome`]), the game adds what needs the history:
//! fivefold repetition (automatic, rulings §2, §8) and the claimable draws
//! (threefold repetition, 50 moves).
//!
//! A flight shot down is one ply of the firing side: after it the defender
//! is to move, as after any flight (rulings §6).
//!
//! ```
//! use engine::{Game, Preset};
//! let mut game = Game::new(Preset::Cruise.rules(true));
//! for mv in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
//!     game.play_text(mv).unwrap();
//! }
//! assert!(game.can_claim_threefold());
//! assert_eq!(game.outcome(), None);
//! ```

use crate::notation::{self, MoveError};
use crate::san::ply_san;
use crate::{BoardKind, DrawReason, IllegalMove, Move, MoveReason, Outcome, Ply, Position, Rules};

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i + 1]` follows `plies[i]`.
    positions: Vec<Position>,
    plies: Vec<Ply>,
    /// `hashes[i]` is `positions[i].zobrist_hash()`.
    hashes: Vec<u64>,
    /// The outcome of the current position, kept up to date.
    outcome: Option<Outcome>,
}

impl PartialEq for Game {
    /// Two games are equal when they start from the same position and have
    /// the same plies (everything else follows from those).
    fn eq(&self, other: &Game) -> bool {
        self.positions[0] == other.positions[0] && self.plies == other.plies
    }
}

impl Eq for Game {}

impl Game {
    /// A new game from the start position of `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A new game from any position (set up from a FEN, say).
    pub fn from_position(pos: Position) -> Game {
        let mut game = Game {
            hashes: vec![pos.zobrist_hash()],
            positions: vec![pos],
            plies: Vec::new(),
            outcome: None,
        };
        game.outcome = game.compute_outcome();
        game
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> Rules {
        self.positions[0].rules()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// Every position, the start first and the current one last (one more
    /// than there are plies).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Every ply played, in order.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The record text of every ply: SAN, flight notation, or
    /// `e4>e5>e6/c8e6` for a flight shot down.
    pub fn ply_texts(&self) -> Vec<String> {
        self.plies
            .iter()
            .zip(&self.positions)
            .map(|(ply, pos)| ply_san(pos, ply))
            .collect()
    }

    /// Plays a ply: a move (a flight detonates), or a flight shot down.
    /// Fails, leaving the game unchanged, when the game is over or the ply
    /// is not legal; the error says why.
    pub fn play(&mut self, ply: Ply) -> Result<(), IllegalMove> {
        if let Some(o) = self.outcome {
            return Err(IllegalMove::new(MoveReason::GameOverWith { outcome: o }));
        }
        let pos = self.position();
        let next = match ply {
            Ply::Move(mv) => {
                if !pos.is_legal(&mv) {
                    return Err(IllegalMove::new(why_illegal(pos, &mv)));
                }
                pos.play(&mv)?
            }
            Ply::ShotDown { flight, shooter } => {
                notation::check_flight_prefix(pos, &flight).map_err(IllegalMove::new)?;
                if !pos.shootdowns_at(&flight).contains(&shooter) {
                    return Err(IllegalMove::new(MoveReason::ShooterCannot {
                        shooter: shooter.uci(),
                        at: flight.head(),
                    }));
                }
                pos.play_shot_down(&flight, &shooter)?
            }
        };
        self.hashes.push(next.zobrist_hash());
        self.positions.push(next);
        self.plies.push(ply);
        self.outcome = self.compute_outcome();
        Ok(())
    }

    /// Plays a move (a flight detonates).
    pub fn play_move(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.play(Ply::Move(mv))
    }

    /// Reads `text` (SAN, UCI, a flight, or a shoot-down record
    /// `e4>e5>e6/c8e6`) in the current position and plays it. Returns the
    /// ply played.
    pub fn play_text(&mut self, text: &str) -> Result<Ply, MoveError> {
        if let Some(o) = self.outcome {
            return Err(MoveError::new(MoveReason::TextAfterGameOver {
                text: text.trim().to_string(),
                outcome: o,
            }));
        }
        let ply = notation::parse_ply(self.position(), text)?;
        self.play(ply).map_err(|e| MoveError::new(e.reason))?;
        Ok(ply)
    }

    /// Takes back the last ply; `None` at the start.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        self.positions.pop();
        self.hashes.pop();
        self.outcome = self.compute_outcome();
        Some(ply)
    }

    /// How the game ended by the rules, if it did: the position's own
    /// ending ([`Position::outcome`]) or fivefold repetition, in the order
    /// of rulings §8.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times the current position has occurred (same placement,
    /// side to move, castling rights, en passant and cooldown), counting
    /// itself.
    pub fn repetitions(&self) -> usize {
        let last = *self.hashes.last().expect("a game always has a position");
        // No position before the last irreversible ply can repeat.
        let window = (self.position().halfmoves() as usize + 1).min(self.hashes.len());
        let recent = &self.hashes[self.hashes.len() - window..];
        // Only positions with the same side to move (every second one).
        recent
            .iter()
            .rev()
            .step_by(2)
            .filter(|&&h| h == last)
            .count()
    }

    /// Whether a player may claim a draw by threefold repetition now.
    pub fn can_claim_threefold(&self) -> bool {
        self.outcome.is_none()
            && self.rules().board() == BoardKind::Chess
            && self.repetitions() >= 3
    }

    /// Whether a player may claim a draw by the 50-move rule now (50 moves
    /// by each side without a capture, a pawn move or a flight).
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.outcome.is_none()
            && self.rules().board() == BoardKind::Chess
            && self.position().halfmoves() >= 100
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let own = pos.outcome();
        if pos.rules().board() == BoardKind::Chess {
            // Fivefold repetition comes before insufficient material (§8).
            let may_repeat = matches!(
                own,
                None | Some(Outcome::Draw {
                    reason: DrawReason::InsufficientMaterial
                })
            );
            if may_repeat && self.repetitions() >= 5 {
                return Some(Outcome::Draw {
                    reason: DrawReason::FivefoldRepetition,
                });
            }
        }
        own
    }
}

/// Why `mv` is not legal in `pos`.
fn why_illegal(pos: &Position, mv: &Move) -> MoveReason {
    match notation::parse_move(pos, &mv.uci()) {
        Err(e) => e.reason,
        Ok(_) => MoveReason::NotLegalHere { mv: mv.uci() },
    }
}
