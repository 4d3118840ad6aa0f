//! The crate's error type: what went wrong, where, and what to do about it.

use std::fmt;

/// Everything that can go wrong while reading a TRF file or pairing a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// A record of the TRF text is malformed. `line` is 1-based.
    Trf {
        /// 1-based line number in the TRF text.
        line: usize,
        /// What is wrong with the line and how to fix it.
        message: String,
    },
    /// The TRF text as a whole is inconsistent (missing players, round counts).
    Tournament(String),
    /// The initial colour is unknown: no `XXC white1`/`black1` and no round played.
    NoInitialColour,
    /// No pairing satisfies the absolute criteria.
    NoValidPairing,
    /// The tournament is too large for the weight arithmetic.
    TooLarge,
    /// A Berger table was requested for an impossible size or round.
    Berger(String),
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::Trf { line, message } => write!(f, "line {line}: {message}"),
            PairingError::Tournament(m) => write!(f, "{m}"),
            PairingError::NoInitialColour => write!(
                f,
                "the colour of the top seed in round 1 is unknown: add a record 'XXC white1' or 'XXC black1'"
            ),
            PairingError::NoValidPairing => write!(
                f,
                "no valid pairing exists: the players cannot all be paired without a rematch, a second pairing-allocated bye or a forbidden colour sequence; withdraw a player or pair this round by hand"
            ),
            PairingError::TooLarge => write!(
                f,
                "the tournament is too large to pair (too many players or score groups); split it"
            ),
            PairingError::Berger(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for PairingError {}
