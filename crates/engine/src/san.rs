//! SAN (standard algebraic notation) for display and input of ordinary
//! moves; flights are written in flight notation.

use crate::{Move, Position};

/// The SAN of a legal move in `pos`, with `+`/`#`; flights in flight notation.
pub fn san(_pos: &Position, _mv: &Move) -> String {
    todo!("engine-notation")
}
