//! What a knockout stores and is set up with: its options as typed
//! ([`KnockoutSetup`]) and refused ([`KnockoutRefusal`]), its settings and
//! the matches decided ([`Knockout`], kept in the tournament's state), and
//! which game of which match a board is ([`MatchGame`]). Nothing here
//! knows the rest of the tournament: the state stores these as they are.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most players a knockout bracket takes (and its default
/// `max_players`).
pub const MAX_KNOCKOUT_PLAYERS: u32 = 128;
/// The most replays after a drawn match before the higher seed goes through.
pub const MAX_REPLAYS: u32 = 3;
/// The games a match may have (`best_of`), the first the default.
pub const BEST_OF: [u32; 3] = [1, 3, 5];
/// Black's time in an armageddon game, in percent of White's.
pub const ARMAGEDDON_BLACK_PERCENT: u32 = 80;

/// How a drawn match is decided.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tiebreak {
    /// Another game, colours reversed, until one is decisive (at most
    /// [`MAX_REPLAYS`]; then the higher seed goes through).
    #[default]
    Replay,
    /// One game in which Black has 4/5 of White's time and a draw goes to
    /// Black (timed tournaments only).
    Armageddon,
    /// The higher seed goes through.
    Seed,
}

impl Tiebreak {
    /// Every tie-break, the default first.
    pub const ALL: [Tiebreak; 3] = [Tiebreak::Replay, Tiebreak::Armageddon, Tiebreak::Seed];

    /// `replay`, `armageddon` or `seed`, as typed.
    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::Replay => "replay",
            Tiebreak::Armageddon => "armageddon",
            Tiebreak::Seed => "seed",
        }
    }
}

/// How the players are seeded at the start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seeding {
    /// By rating in the tournament's preset, highest first; equal ratings
    /// by join order.
    #[default]
    Rating,
    /// In the order they joined.
    Join,
    /// At random.
    Random,
}

impl Seeding {
    /// Every seeding, the default first.
    pub const ALL: [Seeding; 3] = [Seeding::Rating, Seeding::Join, Seeding::Random];

    /// `rating`, `join` or `random`, as typed.
    pub fn name(self) -> &'static str {
        match self {
            Seeding::Rating => "rating",
            Seeding::Join => "join",
            Seeding::Random => "random",
        }
    }
}

/// A double elimination's grand final (`none` is not offered: a knockout
/// here always ends with a final).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FinalGames {
    /// One game (match) between the two brackets' winners.
    Simple,
    /// A second (the reset) when the losers' bracket winner wins the first.
    #[default]
    Double,
}

impl FinalGames {
    /// Both grand finals, the default first.
    pub const ALL: [FinalGames; 2] = [FinalGames::Double, FinalGames::Simple];

    /// `double` or `simple`, as typed.
    pub fn name(self) -> &'static str {
        match self {
            FinalGames::Simple => "simple",
            FinalGames::Double => "double",
        }
    }
}

/// What `/tournament create` sets for a knockout, as typed (`None`: the
/// default).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KnockoutSetup {
    /// `1`, `3` or `5` (default 1).
    pub best_of: Option<u32>,
    /// `replay` (default), `armageddon`, `seed`.
    pub tiebreak: Option<String>,
    /// Double elimination: `simple` or `double` (default).
    pub grand_final: Option<String>,
    /// Single elimination: the semi-finals' losers play for third place.
    pub third_place: Option<bool>,
    /// `rating` (default), `join`, `random`.
    pub seeding: Option<String>,
}

impl KnockoutSetup {
    /// Whether any knockout option was given.
    pub fn any(&self) -> bool {
        *self != KnockoutSetup::default()
    }
}

/// Why the knockout options were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KnockoutRefusal {
    BadBestOf(u32),
    BadTiebreak(String),
    BadGrandFinal(String),
    BadSeeding(String),
    /// Armageddon needs a live clock to give Black less time.
    ArmageddonUntimed,
    /// `grand_final` in a single elimination.
    GrandFinalInSingle,
    /// `third_place` in a double elimination.
    ThirdPlaceInDouble,
    /// `max_players` above what a bracket takes.
    MaxPlayers(u32),
}

impl fmt::Display for KnockoutRefusal {
    /// The sentence in en-US ([`KnockoutRefusal::words`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text(locale::Locale::EnUs))
    }
}

impl KnockoutRefusal {
    /// What is wrong and what to do, in no language yet.
    pub fn words(&self) -> locale::Words {
        use KnockoutRefusal as K;
        use locale::{Words, ids};
        match self {
            K::BadBestOf(n) => Words::new(ids::TOURNAMENT_KNOCKOUT_BAD_BEST_OF).arg("best", *n),
            K::BadTiebreak(s) => Words::new(ids::TOURNAMENT_KNOCKOUT_BAD_TIEBREAK).arg("text", s),
            K::BadGrandFinal(s) => {
                Words::new(ids::TOURNAMENT_KNOCKOUT_BAD_GRAND_FINAL).arg("text", s)
            }
            K::BadSeeding(s) => Words::new(ids::TOURNAMENT_KNOCKOUT_BAD_SEEDING).arg("text", s),
            K::ArmageddonUntimed => Words::new(ids::TOURNAMENT_KNOCKOUT_ARMAGEDDON_UNTIMED),
            K::GrandFinalInSingle => Words::new(ids::TOURNAMENT_KNOCKOUT_GRAND_FINAL_IN_SINGLE),
            K::MaxPlayers(max) => Words::new(ids::TOURNAMENT_KNOCKOUT_MAX_PLAYERS).arg("max", *max),
            K::ThirdPlaceInDouble => Words::new(ids::TOURNAMENT_KNOCKOUT_THIRD_PLACE_IN_DOUBLE),
        }
    }
}

/// A knockout's settings and the matches decided so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knockout {
    /// Games in a match: 1, 3 or 5.
    pub best_of: u32,
    pub tiebreak: Tiebreak,
    /// Double elimination only.
    pub grand_final: FinalGames,
    /// Single elimination only.
    pub third_place: bool,
    pub seeding: Seeding,
    /// The matches decided, in the order they were.
    #[serde(default)]
    pub decided: Vec<Decided>,
}

/// A decided match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decided {
    /// The match's name: `W1-2`, `L3-1`, `GF1`, `GF2`, `3P`.
    #[serde(rename = "match")]
    pub id: String,
    /// The winner's seed.
    pub winner: u32,
    /// How it was decided.
    pub by: DecidedBy,
}

/// How a match was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecidedBy {
    /// By its games (a replay or armageddon included).
    Games,
    /// Drawn, and the higher seed went through (`tiebreak:seed`, or after
    /// the last replay).
    Seed,
    /// The other player withdrew or was kicked.
    Walkover,
    /// The organizer named the winner.
    Organizer,
}

/// Which game of which match a board is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchGame {
    /// The match's name.
    #[serde(rename = "match")]
    pub id: String,
    /// The game's number in the match, from 1 (tie-break games included).
    pub game: u32,
    pub kind: GameKind,
    /// The thread its game was posted in (the match's later games follow
    /// there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread: Option<String>,
}

/// A game of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// One of the match's `best_of` games.
    Match,
    /// A replay after a drawn match.
    Replay,
    /// The armageddon game after a drawn match.
    Armageddon,
}
