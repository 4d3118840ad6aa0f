//! The names of a bracket's matches, written and read: `W<round>-<n>` in
//! the winners' bracket (or the only bracket of a single elimination),
//! `L<round>-<n>` in the losers' bracket, `GF1` and `GF2` for the grand
//! final's games, `3P` for the third-place match. Rounds and numbers count
//! from 1, matches top to bottom.

use std::fmt;
use std::str::FromStr;

/// A match's name in a bracket.
///
/// ```
/// use pairing::bracket::MatchId;
/// let id: MatchId = "W1-2".parse().unwrap();
/// assert_eq!(id, MatchId::Winners { round: 1, number: 2 });
/// assert_eq!(MatchId::GrandFinal { game: 2 }.to_string(), "GF2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MatchId {
    /// Match `number` of round `round` of the winners' bracket (or of the
    /// single bracket).
    Winners {
        /// The round, from 1.
        round: u32,
        /// The match in the round, from 1 at the top.
        number: u32,
    },
    /// Match `number` of round `round` of the losers' bracket.
    Losers {
        /// The round, from 1.
        round: u32,
        /// The match in the round, from 1 at the top.
        number: u32,
    },
    /// Game 1 or 2 (the reset) of the grand final.
    GrandFinal {
        /// 1 or 2.
        game: u32,
    },
    /// The match for third place between the semi-finals' losers.
    ThirdPlace,
}

impl fmt::Display for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchId::Winners { round, number } => write!(f, "W{round}-{number}"),
            MatchId::Losers { round, number } => write!(f, "L{round}-{number}"),
            MatchId::GrandFinal { game } => write!(f, "GF{game}"),
            MatchId::ThirdPlace => write!(f, "3P"),
        }
    }
}

/// A text that is not a match name (it becomes
/// [`BracketError::MatchName`](super::BracketError::MatchName) with `?`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchNameError {
    /// The text as given.
    pub text: String,
}

impl fmt::Display for MatchNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a match name: write W<round>-<n>, L<round>-<n>, GF1, GF2 or 3P (for example W1-2)",
            self.text
        )
    }
}

impl std::error::Error for MatchNameError {}

impl FromStr for MatchId {
    type Err = MatchNameError;

    /// Reads a name as [`Display`](fmt::Display) writes it, in either case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || MatchNameError {
            text: text.to_string(),
        };
        let upper = text.trim().to_ascii_uppercase();
        let number = |digits: &str| -> Option<u32> {
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            digits.parse().ok().filter(|&n| n >= 1)
        };
        if upper == "3P" {
            return Ok(MatchId::ThirdPlace);
        }
        if let Some(game) = upper.strip_prefix("GF") {
            return match number(game) {
                Some(game @ (1 | 2)) => Ok(MatchId::GrandFinal { game }),
                _ => Err(bad()),
            };
        }
        let (winners, rest) = match upper.split_at_checked(1) {
            Some(("W", rest)) => (true, rest),
            Some(("L", rest)) => (false, rest),
            _ => return Err(bad()),
        };
        let (round, n) = rest.split_once('-').ok_or_else(bad)?;
        let (round, number) = (number(round).ok_or_else(bad)?, number(n).ok_or_else(bad)?);
        Ok(if winners {
            MatchId::Winners { round, number }
        } else {
            MatchId::Losers { round, number }
        })
    }
}
