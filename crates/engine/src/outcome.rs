//! How a game ends (rulings §8).

use crate::Color;
use std::fmt;

/// Why a side won by the rules of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinReason {
    Checkmate,
    /// A missile detonated on the king (`king_strikes`).
    KingDestroyed,
    /// The Pawn Game: a pawn reached its last rank.
    Promotion,
}

/// Why a game was drawn by the rules of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Chess board: the side to move has no legal move of any kind and is not in check.
    Stalemate,
    /// Pawns board: the side to move has no legal move.
    NoLegalMove,
    /// Pawns board: a side has no pawns left and no pawn has arrived.
    NoPawns,
    InsufficientMaterial,
    SeventyFiveMoves,
    FivefoldRepetition,
}

/// The end of a game decided by the rules (not by resignation, time or agreement:
/// those belong to the host).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Decisive { winner: Color, reason: WinReason },
    Draw { reason: DrawReason },
}

impl WinReason {
    /// The token of the engine command line: `checkmate`, `king-destroyed`, `promotion`.
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::Checkmate => "checkmate",
            WinReason::KingDestroyed => "king-destroyed",
            WinReason::Promotion => "promotion",
        }
    }
}

impl DrawReason {
    /// The token of the engine command line, e.g. `fivefold-repetition`.
    pub const fn name(self) -> &'static str {
        match self {
            DrawReason::Stalemate => "stalemate",
            DrawReason::NoLegalMove => "no-legal-move",
            DrawReason::NoPawns => "no-pawns",
            DrawReason::InsufficientMaterial => "insufficient-material",
            DrawReason::SeventyFiveMoves => "seventy-five-moves",
            DrawReason::FivefoldRepetition => "fivefold-repetition",
        }
    }
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Who won.
    pub const fn result(self) -> crate::GameResult {
        crate::GameResult::won_by(self.winner())
    }

    /// The reason token: `checkmate`, `stalemate`, ...
    pub const fn reason_name(self) -> &'static str {
        match self {
            Outcome::Decisive { reason, .. } => reason.name(),
            Outcome::Draw { reason } => reason.name(),
        }
    }
}

impl fmt::Display for Outcome {
    /// `white-wins checkmate`, `draw stalemate`: line 2 of `engine play`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Decisive { winner, reason } => write!(f, "{winner}-wins {}", reason.name()),
            Outcome::Draw { reason } => write!(f, "draw {}", reason.name()),
        }
    }
}
