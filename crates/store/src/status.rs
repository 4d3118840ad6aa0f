//! What a stored game's status and result are (`ongoing`, `finished`,
//! `aborted`; who won, [`engine::GameResult`]), as written in the database. Below everything else
//! of the store: errors and rows name them.

use std::fmt;
use std::str::FromStr;

/// A status or result text the database holds that no version of the
/// store writes: the database was changed by hand or by something else.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {what} `{text}`")]
pub struct UnknownStatus {
    pub what: &'static str,
    pub text: String,
}

/// Whether a game is still being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Being played; accepts changes.
    Ongoing,
    /// Ended with a result (counted for ratings when it was rated).
    Finished,
    /// Called off (e.g. before both sides moved); no result, does not count.
    Aborted,
}

impl GameStatus {
    /// The stored text: `ongoing`, `finished` or `aborted`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Ongoing => "ongoing",
            GameStatus::Finished => "finished",
            GameStatus::Aborted => "aborted",
        }
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameStatus {
    type Err = UnknownStatus;
    fn from_str(s: &str) -> Result<Self, UnknownStatus> {
        match s {
            "ongoing" => Ok(GameStatus::Ongoing),
            "finished" => Ok(GameStatus::Finished),
            "aborted" => Ok(GameStatus::Aborted),
            other => Err(UnknownStatus {
                what: "status",
                text: other.to_string(),
            }),
        }
    }
}

/// Who won a finished game: the engine's one word for it, stored as its
/// name (`white`, `black`, `draw`).
pub use engine::GameResult;

impl From<engine::BadResult> for UnknownStatus {
    fn from(e: engine::BadResult) -> UnknownStatus {
        UnknownStatus {
            what: "result",
            text: e.0,
        }
    }
}
