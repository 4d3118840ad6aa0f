//! Shoot-downs (rulings §6): the points where a flight may be shot down and
//! the defender's legal captures there.

use crate::{Flight, Move, Position, Square};

impl Position {
    /// The shoot-down points of a whole flight, in flight order: its
    /// intermediate squares (not the launch, not the last) not held by the
    /// firing side's pieces.
    pub fn shootdown_points(&self, _flight: &Flight) -> Vec<Square> {
        todo!("engine-core")
    }

    /// The defender's legal shoot-downs with the missile on the last square
    /// of `so_far` (the flight as far as it got). Empty when that square is
    /// shielded or `so_far` has no steps.
    pub fn shootdowns_at(&self, _so_far: &Flight) -> Vec<Move> {
        todo!("engine-core")
    }
}
