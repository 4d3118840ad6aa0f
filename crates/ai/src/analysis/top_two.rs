//! The best two choices at a moment, each with its exact value: what an
//! *only move* is judged by (lichess-puzzler asks Stockfish for MultiPV 2).
//!
//! - **At a position**, two root searches with the analysis's budget each
//!   ([`crate::analysis::game`]): one over every legal move (its first move
//!   is the best, with its exact value), one over every move but that one
//!   (its first is the second best, exact too: a root search values its
//!   best move exactly and only bounds the others). A whole flight is one
//!   move, valued as the search models it (the firing side's worst case
//!   over its detonation and every shoot-down on its path).
//! - **At a shoot-down point**, the defender's options are valued each
//!   already ([`crate::intercept`]): every legal shot and letting the
//!   missile pass; the best two of them, passing first on a tie.
//!
//! Scores are for the decider, as [`Score`]s.

use crate::analysis::Choice;
use crate::analysis::game::{MATE_BOUND, MAX_DEPTH, point_options, score, searcher};
use crate::analysis::win_percent::Score;
use crate::search::Scored;
use engine::{Flight, Move, Position};

/// The best and the second-best choice of a moment, for its decider.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TopTwo {
    pub best: (Choice, Score),
    /// `None` when the best is the only legal choice.
    pub second: Option<(Choice, Score)>,
}

/// The best two moves of `pos` for the side to move, with `nodes` nodes
/// for each (`None` when there is no legal move).
pub fn top_two_moves(pos: &Position, history: &[u64], nodes: u64) -> Option<TopTwo> {
    let moves: Vec<Move> = searcher(history, nodes)
        .ordered_moves(pos, None, 0)
        .into_iter()
        .map(|(_, mv)| mv)
        .collect();
    let (best, best_value) = best_of(pos, history, &moves, nodes)?;
    let rest: Vec<Move> = moves.into_iter().filter(|m| *m != best).collect();
    let second =
        best_of(pos, history, &rest, nodes).map(|(mv, v)| (Choice::Move(mv), score(v, 0, true)));
    Some(TopTwo {
        best: (Choice::Move(best), score(best_value, 0, true)),
        second,
    })
}

/// The best two options of the defender at the shoot-down point
/// `so_far.target()` of a flight from `pos` (`None` when the defender has
/// no legal shot there: nothing to decide). Passing comes first on a tie,
/// as the AI decides; shots keep the engine's order.
pub fn top_two_at_point(
    pos: &Position,
    history: &[u64],
    so_far: &Flight,
    nodes: u64,
) -> Option<TopTwo> {
    let ranked = point_options(pos, history, so_far, nodes)?.ranked;
    let as_score = |(c, v): (Choice, i32)| (c, score(v, 0, true));
    Some(TopTwo {
        best: as_score(ranked[0]),
        second: ranked.get(1).copied().map(as_score),
    })
}

/// The best of `moves` at `pos` and its exact value, by iterative
/// deepening within `nodes` (`None` for no move).
fn best_of(pos: &Position, history: &[u64], moves: &[Move], nodes: u64) -> Option<(Move, i32)> {
    if moves.is_empty() {
        return None;
    }
    let mut searcher = searcher(history, nodes);
    let mut scored: Vec<Scored> = moves.iter().map(|&mv| Scored { mv, score: 0 }).collect();
    let mut found = None;
    for depth in 1..=MAX_DEPTH {
        if depth == 2 {
            searcher.set_node_limit(nodes);
        }
        if !searcher.root(pos, &mut scored, depth, false) || searcher.stopped {
            break;
        }
        found = Some((scored[0].mv, scored[0].score));
        if scored[0].score.abs() > MATE_BOUND {
            break;
        }
    }
    found
}

/// The best move of `pos` for the side to move and its value, with
/// `nodes` nodes (`None` when there is no legal move): the opponent's
/// best reply in a puzzle's line.
pub fn best_move(pos: &Position, history: &[u64], nodes: u64) -> Option<(Move, Score)> {
    let moves: Vec<Move> = searcher(history, nodes)
        .ordered_moves(pos, None, 0)
        .into_iter()
        .map(|(_, mv)| mv)
        .collect();
    best_of(pos, history, &moves, nodes).map(|(mv, v)| (mv, score(v, 0, true)))
}
