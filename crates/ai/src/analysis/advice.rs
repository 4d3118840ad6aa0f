//! Marks: `?!` (inaccuracy), `?` (mistake) and `??` (blunder) for a
//! decision, from the decider's evaluation before it (the best choice) and
//! after it (the choice made).
//!
//! The rules are lichess's (lila `modules/tree/src/main/Advice.scala`,
//! formerly `modules/analyse/src/main/Advice.scala`):
//!
//! - **Both evaluations in centipawns**: the drop in the decider's winning
//!   chances on the [-1, 1] scale ([`winning_chances`]) of at least 0.3 is
//!   a blunder, 0.2 a mistake, 0.1 an inaccuracy. The centipawns are
//!   clamped to ±1000 first, as for Win% (the older lila did so; the
//!   current one does not clamp here), so that the printed Win% columns
//!   explain every mark: the drop is (Win% before - Win% after) / 50.
//! - **"Checkmate is now unavoidable"** (the decider had no forced loss
//!   before, has one after): a blunder, unless the decider was already
//!   below -999 centipawns before (an inaccuracy) or below -700 (a
//!   mistake).
//! - **"Lost forced checkmate sequence"** (the decider had a forced win
//!   before, not after): a blunder, unless the decider still has more than
//!   999 centipawns after (an inaccuracy) or more than 700 (a mistake); a
//!   forced win turned into a forced loss is a blunder.
//! - Anything else with a forced win or loss (a slower win, a loss that
//!   was already forced, finding a win) is not marked: lichess names
//!   "Not the best checkmate sequence" but never marks it.
//!
//! "Checkmate" here is any forced end the search sees: checkmate, a king
//! destroyed by a missile, a pawn arriving in the Pawn Game.

use crate::analysis::win_percent::{Score, winning_chances};
use std::fmt;

/// How bad a decision was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// `?!`, `?` or `??`.
    pub const fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The word: inaccuracy, mistake, blunder.
    pub const fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.glyph())
    }
}

/// The mark of a decision whose decider's evaluation was `before` with the
/// best choice and `after` with the choice made; `k` is the Win% constant.
pub fn mark(before: Score, after: Score, k: f64) -> Option<Mark> {
    match (before, after) {
        (Score::Cp(b), Score::Cp(a)) => {
            let chances = |cp: i32| winning_chances(f64::from(Score::Cp(cp).ceiled_cp()), k);
            let drop = chances(b) - chances(a);
            if drop >= 0.3 {
                Some(Mark::Blunder)
            } else if drop >= 0.2 {
                Some(Mark::Mistake)
            } else if drop >= 0.1 {
                Some(Mark::Inaccuracy)
            } else {
                None
            }
        }
        // Checkmate is now unavoidable.
        (Score::Cp(b), Score::Loss(_)) => Some(if b < -999 {
            Mark::Inaccuracy
        } else if b < -700 {
            Mark::Mistake
        } else {
            Mark::Blunder
        }),
        // Lost forced checkmate sequence.
        (Score::Win(_), Score::Cp(a)) => Some(if a > 999 {
            Mark::Inaccuracy
        } else if a > 700 {
            Mark::Mistake
        } else {
            Mark::Blunder
        }),
        (Score::Win(_), Score::Loss(_)) => Some(Mark::Blunder),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::win_percent::LICHESS_K;

    fn m(before: Score, after: Score) -> Option<Mark> {
        mark(before, after, LICHESS_K)
    }

    /// Winning chances by hand: 2 / (1 + e^(-0.00368208 cp)) - 1 gives
    /// 0 -> 0, -50 -> -0.0918, -60 -> -0.1100, -110 -> -0.1998,
    /// -170 -> -0.3031, 100 -> 0.1821, 300 -> 0.5023, 400 -> 0.6269,
    /// 1000 -> 0.9509.
    #[test]
    fn centipawn_thresholds() {
        assert_eq!(m(Score::Cp(0), Score::Cp(-50)), None); // 0.0918
        assert_eq!(m(Score::Cp(0), Score::Cp(-60)), Some(Mark::Inaccuracy)); // 0.1100
        assert_eq!(m(Score::Cp(0), Score::Cp(-110)), Some(Mark::Inaccuracy)); // 0.1998
        assert_eq!(m(Score::Cp(0), Score::Cp(-115)), Some(Mark::Mistake)); // 0.2086
        assert_eq!(m(Score::Cp(0), Score::Cp(-170)), Some(Mark::Blunder)); // 0.3031
        assert_eq!(m(Score::Cp(300), Score::Cp(100)), Some(Mark::Blunder)); // 0.3202
        assert_eq!(m(Score::Cp(1000), Score::Cp(400)), Some(Mark::Blunder)); // 0.3239
        // Beyond the ceiling nothing changes: 1500 and 1000 are both 1000.
        assert_eq!(m(Score::Cp(1500), Score::Cp(1000)), None);
        // A gain is never marked.
        assert_eq!(m(Score::Cp(-200), Score::Cp(300)), None);
    }

    #[test]
    fn checkmate_is_now_unavoidable() {
        assert_eq!(m(Score::Cp(50), Score::Loss(3)), Some(Mark::Blunder));
        assert_eq!(m(Score::Cp(-700), Score::Loss(3)), Some(Mark::Blunder));
        assert_eq!(m(Score::Cp(-701), Score::Loss(3)), Some(Mark::Mistake));
        assert_eq!(m(Score::Cp(-999), Score::Loss(3)), Some(Mark::Mistake));
        assert_eq!(m(Score::Cp(-1000), Score::Loss(1)), Some(Mark::Inaccuracy));
    }

    #[test]
    fn lost_forced_checkmate_sequence() {
        assert_eq!(m(Score::Win(2), Score::Cp(300)), Some(Mark::Blunder));
        assert_eq!(m(Score::Win(2), Score::Cp(700)), Some(Mark::Blunder));
        assert_eq!(m(Score::Win(2), Score::Cp(701)), Some(Mark::Mistake));
        assert_eq!(m(Score::Win(2), Score::Cp(999)), Some(Mark::Mistake));
        assert_eq!(m(Score::Win(2), Score::Cp(1000)), Some(Mark::Inaccuracy));
        assert_eq!(m(Score::Win(1), Score::Loss(2)), Some(Mark::Blunder));
    }

    #[test]
    fn other_mates_are_not_marked() {
        // A slower mate, a loss already forced, a mate found.
        assert_eq!(m(Score::Win(1), Score::Win(4)), None);
        assert_eq!(m(Score::Loss(5), Score::Loss(1)), None);
        assert_eq!(m(Score::Loss(5), Score::Cp(-300)), None);
        assert_eq!(m(Score::Cp(200), Score::Win(3)), None);
    }
}
