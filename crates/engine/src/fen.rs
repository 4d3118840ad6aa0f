//! FEN in and out: the standard six fields, plus under `forward` a 7th
//! field `<white cooldown>/<black cooldown>` (rulings §9).

use crate::{Position, Rules};

/// A FEN that could not be read: names the field and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad FEN, {field} field: {problem}")]
pub struct FenError {
    /// `placement`, `side to move`, `castling`, `en passant`, `halfmove clock`,
    /// `fullmove number`, `cooldown`, or `position` (a legal-position check).
    pub field: &'static str,
    pub problem: String,
}

impl Position {
    /// Reads a FEN under `rules`.
    pub fn from_fen(_fen: &str, _rules: Rules) -> Result<Position, FenError> {
        todo!("engine-core")
    }

    /// The FEN: six fields, plus the 7th (cooldown) field under `forward`.
    pub fn fen(&self) -> String {
        todo!("engine-core")
    }
}
