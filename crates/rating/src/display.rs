//! Ratings as players read them: whole points, `?` after a provisional
//! rating (`1742?`), signed changes with a true minus sign (`+242`, `−242`),
//! and a game's before-and-after (`1500? → 1742? (+242)`).
//!
//! A change is the difference of the two ratings as shown, so the three
//! numbers of a transition always add up for the reader.

use crate::rating::Rating;
use std::fmt;

impl Rating {
    /// The rating rounded to whole points (what players see).
    pub fn points(&self) -> i64 {
        self.clamped().rating.round() as i64
    }

    /// The rating as shown: `1742`, or `1742?` while provisional.
    pub fn shown(&self) -> Shown {
        Shown {
            points: self.points(),
            provisional: self.is_provisional(),
        }
    }
}

/// A rating as shown: whole points and `?` while provisional.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    /// The rating in whole points.
    pub points: i64,
    /// Whether it is provisional (RD 110 or more).
    pub provisional: bool,
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.points)?;
        if self.provisional {
            f.write_str("?")?;
        }
        Ok(())
    }
}

/// A signed rating change in whole points, shown `+242`, `−242` (U+2212
/// MINUS SIGN) or `+0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Change(pub i64);

impl Change {
    /// The change from `before` to `after`, as the shown ratings differ.
    pub fn between(before: &Rating, after: &Rating) -> Change {
        Change(after.points() - before.points())
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 < 0 {
            write!(f, "\u{2212}{}", self.0.unsigned_abs())
        } else {
            write!(f, "+{}", self.0)
        }
    }
}

/// A game's effect on one player: `1500? → 1742? (+242)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transition {
    /// The rating before the game, as shown.
    pub before: Shown,
    /// The rating after the game, as shown.
    pub after: Shown,
    /// The difference of the two.
    pub change: Change,
}

impl Transition {
    /// The transition from `before` to `after`.
    pub fn new(before: &Rating, after: &Rating) -> Transition {
        Transition {
            before: before.shown(),
            after: after.shown(),
            change: Change::between(before, after),
        }
    }
}

impl fmt::Display for Transition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} \u{2192} {} ({})",
            self.before, self.after, self.change
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::update::update;
    use engine::GameResult;

    #[test]
    fn the_issues_example() {
        let (alice, bob) = update(&Rating::NEW, &Rating::NEW, GameResult::White, 0.0);
        assert_eq!(
            format!("alice {}", Transition::new(&Rating::NEW, &alice)),
            "alice 1500? → 1742? (+242)"
        );
        assert_eq!(
            format!("bob {}", Transition::new(&Rating::NEW, &bob)),
            "bob 1500? → 1258? (−242)"
        );
    }

    #[test]
    fn established_ratings_have_no_question_mark() {
        let r = Rating {
            rating: 1834.5,
            rd: 60.0,
            volatility: 0.06,
            updated_days: Some(0.0),
        };
        assert_eq!(r.shown().to_string(), "1835");
        assert_eq!(Rating { rd: 110.0, ..r }.shown().to_string(), "1835?");
        assert_eq!(Change(0).to_string(), "+0");
        assert_eq!(Change(-7).to_string(), "\u{2212}7");
        assert_eq!(Change(12).to_string(), "+12");
    }

    #[test]
    fn a_change_is_the_difference_of_the_shown_ratings() {
        let before = Rating {
            rating: 1500.4,
            ..Rating::NEW
        };
        let after = Rating {
            rating: 1501.6,
            ..Rating::NEW
        };
        // 1.2 points, shown as 1500 → 1502: the change reads +2.
        assert_eq!(Change::between(&before, &after), Change(2));
    }
}
