//! The bracket's refusals: a bracket that cannot be made, a match name that
//! does not parse or is not in the bracket, a result that cannot be
//! recorded. Each reads as a sentence that says what to do.

use std::fmt;

use super::match_id::{MatchId, MatchNameError};

/// Why a bracket could not be made or a result was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BracketError {
    /// The number of players is outside 2..=128.
    Players {
        /// The number asked for.
        players: u32,
    },
    /// A third-place match was asked for a bracket without semi-finals.
    ThirdPlaceWithoutSemiFinals,
    /// The text is not a match name.
    MatchName {
        /// The text as given.
        text: String,
    },
    /// The name is well formed but the bracket has no such match.
    NoSuchMatch {
        /// The match asked for.
        id: MatchId,
    },
    /// A player of the match is not known yet.
    NotReady {
        /// The match.
        id: MatchId,
    },
    /// One side is an empty slot: the other player goes through without
    /// playing.
    Walkover {
        /// The match.
        id: MatchId,
        /// The player who goes through, once known.
        player: Option<u32>,
    },
    /// Both slots are empty: the match is never played.
    Empty {
        /// The match.
        id: MatchId,
    },
    /// The grand final's reset is not played: the winners' bracket winner
    /// won the first game.
    NoReset {
        /// The winner of `GF1`.
        champion: u32,
    },
    /// The match already has a winner.
    AlreadyDecided {
        /// The match.
        id: MatchId,
        /// Its winner.
        winner: u32,
    },
    /// The winner given does not play the match.
    NotInMatch {
        /// The match.
        id: MatchId,
        /// The seed given as winner.
        seed: u32,
        /// The upper player.
        a: u32,
        /// The lower player.
        b: u32,
    },
}

impl fmt::Display for BracketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BracketError::Players { players } => write!(
                f,
                "a knockout bracket takes 2 to 128 players, not {players}: split the field or run a Swiss first"
            ),
            BracketError::ThirdPlaceWithoutSemiFinals => write!(
                f,
                "a bracket of 2 players has no semi-finals, so no third-place match: leave it out or take at least 3 players"
            ),
            BracketError::MatchName { text } => {
                fmt::Display::fmt(&MatchNameError { text: text.clone() }, f)
            }
            BracketError::NoSuchMatch { id } => write!(
                f,
                "there is no match {id} in this bracket: list the matches to see their names"
            ),
            BracketError::NotReady { id } => write!(
                f,
                "{id} is not ready: its players are not both known yet; record the matches before it first"
            ),
            BracketError::Walkover {
                id,
                player: Some(player),
            } => write!(
                f,
                "{id} is a walkover: {} goes through without playing, so it takes no result",
                Seed(*player)
            ),
            BracketError::Walkover { id, player: None } => write!(
                f,
                "{id} is a walkover: one slot is empty, so whoever takes the other goes through without playing; it takes no result"
            ),
            BracketError::Empty { id } => write!(
                f,
                "{id} is never played: both of its slots are empty; it takes no result"
            ),
            BracketError::NoReset { champion } => write!(
                f,
                "GF2 is not played: {} won GF1 from the winners' bracket and the bracket is over",
                Seed(*champion)
            ),
            BracketError::AlreadyDecided { id, winner } => write!(
                f,
                "{id} is already decided ({} won): a result is recorded once",
                Seed(*winner)
            ),
            BracketError::NotInMatch { id, seed, a, b } => write!(
                f,
                "{} does not play {id}, which is {} against {}: name one of them as the winner",
                Seed(*seed),
                Seed(*a),
                Seed(*b)
            ),
        }
    }
}

impl std::error::Error for BracketError {}

impl From<MatchNameError> for BracketError {
    fn from(e: MatchNameError) -> BracketError {
        BracketError::MatchName { text: e.text }
    }
}

/// A seed as the bracket's lines name it: `S5`. (Written here rather than
/// through `progress::Slot`, so that this module needs nothing of the
/// bracket's progress.)
struct Seed(u32);

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "S{}", self.0)
    }
}
