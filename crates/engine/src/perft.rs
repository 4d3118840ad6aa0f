//! Perft: counting move paths to a depth, for testing (rulings §9: every
//! legal flight is one move, its child is the position after detonation or
//! self-immolation; no bulk counting at the last ply).

use crate::movegen::MoveList;
use crate::{Missiles, Move, Position};

/// The number of leaf positions `depth` plies below `pos`. Every move is
/// played down to the leaves (no bulk counting).
///
/// ```
/// use engine::{Position, Preset, perft::perft};
/// assert_eq!(perft(&Position::new(Preset::Chess.rules(true)), 3), 8902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    pos.legal_ordinary_moves(&mut list);
    let mut nodes = 0;
    for mv in list.iter() {
        let mut child = *pos;
        child.play_mut(mv);
        nodes += perft(&child, depth - 1);
    }
    if pos.rules().missiles() != Missiles::None {
        pos.for_each_flight(&mut |f| {
            let mut child = *pos;
            child.play_mut(&Move::Flight(f));
            nodes += perft(&child, depth - 1);
        });
    }
    nodes
}

/// Perft split by the first move: each legal move with the node count below
/// it, in [`Position::legal_moves`] order. The counts sum to
/// [`perft`]`(pos, depth)` (for `depth >= 1`).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let n = perft(&pos.play_unchecked(&mv), depth.saturating_sub(1));
            (mv, n)
        })
        .collect()
}
