//! Levels 1 to 8: how deep the search may go, how long it may think, and how
//! much deliberate noise spoils its choices at the low levels.
//!
//! ```
//! use ai::Level;
//! let beginner = Level::new(1).unwrap();
//! assert!(beginner.noise() > Level::new(4).unwrap().noise());
//! assert_eq!(Level::new(8).unwrap().noise(), 0);
//! assert!(Level::new(9).is_none());
//! ```

use std::fmt;
use std::time::Duration;

/// A playing strength from 1 (a beginner can win) to 8 (as strong as the
/// machine allows in its time).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);
    /// The level a game against the bot has when nobody names one.
    pub const DEFAULT: Level = Level(4);

    /// The level `n`, if it is 1 to 8.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 8 {
            Some(Level(n))
        } else {
            None
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// The deepest iteration of the search (plies before quiescence).
    /// Level 8 has no cap: only time stops it.
    pub const fn max_depth(self) -> u32 {
        match self.0 {
            1 | 2 => 1,
            3 => 2,
            4 => 3,
            5 => 4,
            6 => 5,
            7 => 7,
            _ => 64,
        }
    }

    /// Noise in centipawns added to each root move's score before the
    /// choice (uniform in ±noise), so the low levels make human mistakes:
    /// at level 1 a move a queen worse is often played.
    pub const fn noise(self) -> i32 {
        match self.0 {
            1 => 600,
            2 => 300,
            3 => 150,
            4 => 60,
            5 => 25,
            _ => 0,
        }
    }

    /// The longest this level thinks about a move when the caller allows
    /// more: weak levels answer quickly, level 8 uses all it is given.
    pub const fn think_time(self) -> Duration {
        Duration::from_millis(match self.0 {
            1..=3 => 200,
            4 => 400,
            5 => 700,
            6 => 1_000,
            7 => 2_000,
            _ => 5_000,
        })
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a text is not a level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a level: give a whole number from 1 (weakest) to 8 (strongest)",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl std::str::FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}
