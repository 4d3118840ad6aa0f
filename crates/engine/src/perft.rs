//! Perft: counting move paths to a depth, for testing (rulings §9: every
//! legal flight is one move, its child is the position after detonation or
//! self-immolation; no bulk counting at the last ply).

use crate::Position;

/// The number of leaf positions `depth` plies below `pos`.
pub fn perft(_pos: &Position, _depth: u32) -> u64 {
    todo!("engine-core")
}
