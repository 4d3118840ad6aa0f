//! Puzzle ratings as lichess rates them (lila's `PuzzleFinisher`): a solve
//! is a Glicko-2 game of the member against the puzzle, the member winning
//! when solved, both rated from the ratings they had before it (the same
//! update as a game's, [`crate::update`]):
//!
//! - **the puzzle** moves by at most [`MAX_PUZZLE_CHANGE`] (lichess's
//!   `Glicko.maxRatingDelta`) and stays within the rating range;
//! - **the member** moves as lichess moves a member on its mixed puzzles
//!   (the `mix` angle's weight 1): fully, except against a provisional
//!   puzzle ([`Rating::is_provisional`]), whose rating is still a guess, where the
//!   new rating is the average of the old and the new weighted 0.8 for a
//!   solve and 0.3 for a miss (lichess's −0.2 and −0.7, at least 0.1).
//!
//! Not taken from lichess: its "dubious" and "clueless" members (RD 230 or
//! more) leave the puzzle's rating alone there; here every rated attempt
//! moves both, as the contract asks.
//!
//! A new puzzle's rating ([`first_rating`]) is lichess's 1500 moved by the
//! solution's length, with a new player's RD 500, so that its first plays
//! set it.
//!
//! ```
//! use rating::{Rating, puzzle::rate_attempt};
//! let (member, puzzle) = rate_attempt(&Rating::NEW, &Rating::NEW, true, 20_000.0);
//! assert!(member.rating > 1500.0 && puzzle.rating < 1500.0);
//! ```

use crate::rating::{NEW_RATING, Rating};
use crate::update::update;
use engine::GameResult;

/// The most a puzzle's rating moves in one attempt: lichess's
/// `Glicko.maxRatingDelta`.
pub const MAX_PUZZLE_CHANGE: f64 = 700.0;

/// The member's and the puzzle's ratings after an attempt at `now_days`,
/// solved or not: `(member, puzzle)`.
pub fn rate_attempt(
    member: &Rating,
    puzzle: &Rating,
    solved: bool,
    now_days: f64,
) -> (Rating, Rating) {
    let winner = if solved {
        GameResult::White
    } else {
        GameResult::Black
    };
    let (member_new, puzzle_new) = update(member, puzzle, winner, now_days);
    let before = puzzle.clamped();
    let puzzle_after = Rating {
        rating: puzzle_new.rating.clamp(
            before.rating - MAX_PUZZLE_CHANGE,
            before.rating + MAX_PUZZLE_CHANGE,
        ),
        ..puzzle_new
    }
    .clamped();
    let weight = member_weight(puzzle, solved);
    let old = member.clamped();
    let member_after = Rating {
        rating: mix(old.rating, member_new.rating, weight),
        rd: mix(old.rd, member_new.rd, weight),
        volatility: mix(old.volatility, member_new.volatility, weight),
        updated_days: member_new.updated_days,
    }
    .clamped();
    (member_after, puzzle_after)
}

/// How much of its Glicko-2 update the member takes: 1, less against a
/// provisional puzzle (lichess's `ponder.player` on the `mix` angle).
pub fn member_weight(puzzle: &Rating, solved: bool) -> f64 {
    let provisional: f64 = if puzzle.is_provisional() {
        if solved { -0.2 } else { -0.7 }
    } else {
        0.0
    };
    (1.0 + provisional).max(0.1)
}

fn mix(old: f64, new: f64, weight: f64) -> f64 {
    old * (1.0 - weight) + new * weight
}

/// A new puzzle's rating from its solution's length in the solver's
/// moves: 1500 for two, 200 less or more a move fewer or more, within
/// 1300 and 2100; RD and volatility a new player's.
pub fn first_rating(solver_moves: usize) -> Rating {
    let moves = solver_moves.clamp(1, 5) as f64;
    Rating {
        rating: NEW_RATING + 200.0 * (moves - 2.0),
        ..Rating::NEW
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settled(rating: f64) -> Rating {
        Rating {
            rating,
            rd: 60.0,
            volatility: 0.06,
            updated_days: Some(20_000.0),
        }
    }

    /// Solved: the member wins, up; the puzzle loses, down.
    #[test]
    fn a_solve_moves_the_member_up_and_the_puzzle_down() {
        let (m, p) = rate_attempt(&settled(1500.0), &settled(1500.0), true, 20_001.0);
        assert!(m.rating > 1500.0, "{m:?}");
        assert!(p.rating < 1500.0, "{p:?}");
        assert!((m.rating - 1500.0 - (1500.0 - p.rating)).abs() < 1.0);
        let (m, p) = rate_attempt(&settled(1500.0), &settled(1500.0), false, 20_001.0);
        assert!(m.rating < 1500.0 && p.rating > 1500.0);
    }

    /// A new puzzle (RD 500) moves a lot but never more than lichess's clamp.
    #[test]
    fn the_puzzle_moves_at_most_the_clamp() {
        let strong = settled(3000.0);
        let (_, p) = rate_attempt(&strong, &Rating::NEW, false, 20_001.0);
        assert!(p.rating - 1500.0 <= MAX_PUZZLE_CHANGE + 1e-9, "{p:?}");
        let (_, p) = rate_attempt(&settled(400.0), &Rating::NEW, true, 20_001.0);
        assert!(1500.0 - p.rating <= MAX_PUZZLE_CHANGE + 1e-9, "{p:?}");
        assert!(p.rating < 1500.0);
    }

    /// Against a provisional puzzle, the member takes 0.8 of a solve's
    /// update and 0.3 of a miss's.
    #[test]
    fn a_provisional_puzzle_moves_the_member_less() {
        let member = settled(1500.0);
        let (full, _) = update(&member, &Rating::NEW, GameResult::White, 20_001.0);
        let (m, _) = rate_attempt(&member, &Rating::NEW, true, 20_001.0);
        let expected = 1500.0 + 0.8 * (full.rating - 1500.0);
        assert!(
            (m.rating - expected).abs() < 1e-9,
            "{} vs {expected}",
            m.rating
        );
        assert_eq!(member_weight(&Rating::NEW, false), 1.0 - 0.7);
        assert_eq!(member_weight(&settled(1500.0), false), 1.0);
    }

    #[test]
    fn longer_solutions_start_higher() {
        assert_eq!(first_rating(1).rating, 1300.0);
        assert_eq!(first_rating(2).rating, 1500.0);
        assert_eq!(first_rating(9).rating, 2100.0);
        assert!(first_rating(3).is_provisional());
    }
}
