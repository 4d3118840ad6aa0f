//! A game: the start position, every ply, repetition and claimable draws.

use crate::Position;

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    pub(crate) start: Position,
}
