//! Missile flights: path shapes (`classic`, `forward`), legality along the
//! path (rulings §4, §7), every legal flight, and steering step by step.

use crate::{Position, Square};

/// What the steering attacker may do next.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Steering {
    /// Squares the missile may enter next, from which some legal completion
    /// exists (entering an enemy piece detonates: the flight ends there).
    pub next: Vec<Square>,
    /// Whether the pawn may self-destruct now (only before the first step).
    pub self_immolation: bool,
}

impl Position {
    /// The steps available after `entered` when steering the pawn on `launch`.
    pub fn steering(&self, _launch: Square, _entered: &[Square]) -> Steering {
        todo!("engine-core")
    }
}
