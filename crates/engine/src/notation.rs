//! Reading move text typed by players or stored in records: SAN, UCI,
//! flights (`e4>e5>e6>d7`, `e4*`) and shoot-down records (`e4>e5>e6/c8e6`).

use crate::{Move, Ply, Position};

/// Move text that is not a legal move here, with the reason and what to do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct MoveError(pub String);

/// Reads a move (SAN, UCI or a flight) that must be legal in `pos`.
pub fn parse_move(_pos: &Position, _text: &str) -> Result<Move, MoveError> {
    todo!("engine-notation")
}

/// Reads a record entry: a move, or a shot-down flight `e4>e5>e6/c8e6`.
pub fn parse_ply(_pos: &Position, _text: &str) -> Result<Ply, MoveError> {
    todo!("engine-notation")
}
