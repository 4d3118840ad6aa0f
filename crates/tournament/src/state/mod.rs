//! One tournament's state, pure: entrants, rounds and their boards (each
//! board an ordinary host game), results, byes, forfeits and withdrawals,
//! results set by the organizer, deadlines, the standings of round-based
//! formats and the TRF export. [`crate::Tournaments`] keeps one of these
//! per live tournament, stores it as JSON after every change, and creates,
//! watches and ends the games its boards name.
//!
//! It knows which format a tournament is ([`Format`], a name) and stores
//! every format's options and progress (a knockout's bracket included),
//! but plays none: each format's rules are in [`crate::formats`], and the
//! operations that ask them (create, start, join, edit, standings, the
//! end) in [`crate::course`]. Players are referred to by their seed
//! (start number, 1 = highest rating), fixed when the tournament starts.
//!
//! | module | what it is |
//! |---|---|
//! | `setup` | [`TournamentSetup`], option limits and parsing |
//! | `edit` | [`TournamentEdit`]: what `/tournament edit` changes before the start |
//! | `refusal` | [`TournamentRefusal`]: every reason an action is refused |
//! | `entrants` | [`Entrant`]: entering, leaving, entry conditions, withdrawing |
//! | `board` | [`TBoard`], [`TRound`], [`BoardResult`]: a game's board, its result |
//! | `rounds` | pairing the next round with a format's pairs, a round in progress, the early end |
//! | `adjudication` | results set by the organizer |
//! | `standings` | [`StandingLine`]s; those of round-based formats |
//! | `deadlines` | no-show deadlines, the next wake, downtime |
//! | `trf` | the TRF model of the rounds played |
//!
//! The next edition of a series is [`crate::series`]'s.

mod adjudication;
mod board;
mod deadlines;
mod edit;
mod entrants;
mod refusal;
mod rounds;
mod setup;
mod standings;
mod trf;

pub use crate::formats::knockout::model::{
    ARMAGEDDON_BLACK_PERCENT, BEST_OF, Decided, DecidedBy, FinalGames, GameKind, Knockout,
    KnockoutRefusal, KnockoutSetup, MAX_KNOCKOUT_PLAYERS, MAX_REPLAYS, MatchGame, Seeding,
    Tiebreak,
};
pub use crate::formats::list::Format;
pub use adjudication::{Adjudicated, decided_end, parse_result};
pub use board::{BoardResult, TBoard, TRound, board_result};
pub use edit::TournamentEdit;
pub use entrants::{Entrant, Joined};
pub use refusal::TournamentRefusal;
pub use setup::*;
pub use standings::StandingLine;

use host::{GameSettings, Place, Player, UserId};
use serde::{Deserialize, Serialize};

/// A tournament's id (assigned by the store).
pub type TournamentId = i64;

pub use crate::director::PENDING_THREAD_PREFIX;

/// Why a tournament ended other than by playing its last round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FinishReason {
    /// The next Swiss round could not be paired (see
    /// [`TState::finish_unpairable`]).
    Unpairable {
        /// The rounds played.
        after_round: u32,
        /// Why (said in parentheses).
        why: UnpairableWhy,
    },
}

/// Why a Swiss's next round cannot be paired, as stored (a code; rows
/// stored before it was a code hold the English sentence, read as the
/// same reason).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnpairableWhy {
    /// Every pairing left would be a rematch or a second bye (the Dutch
    /// engine found no valid pairing).
    #[serde(rename = "rematch-or-second-bye")]
    #[serde(alias = "every pairing left would be a rematch or a second bye")]
    RematchOrSecondBye,
}

/// Where a tournament is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentStatus {
    Open,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    pub(crate) fn store(self) -> store::TournamentStatus {
        match self {
            TournamentStatus::Open => store::TournamentStatus::Open,
            TournamentStatus::Running => store::TournamentStatus::Running,
            TournamentStatus::Finished => store::TournamentStatus::Finished,
            TournamentStatus::Cancelled => store::TournamentStatus::Cancelled,
        }
    }
}

/// A tournament's whole state (stored as JSON).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TState {
    #[serde(skip)]
    pub id: TournamentId,
    #[serde(skip)]
    pub version: i64,
    pub place: Place,
    pub name: String,
    pub format: Format,
    pub settings: GameSettings,
    pub organizer: Player,
    pub status: TournamentStatus,
    /// Swiss and round robin: the rounds to play (set at the start when
    /// not given).
    pub rounds_total: u32,
    pub double: bool,
    pub minutes: u32,
    pub starts_at: Option<i64>,
    pub max_players: Option<u32>,
    /// How long a player may take to make a first move before losing by
    /// forfeit.
    pub no_show_ms: i64,
    /// The points of a pairing-allocated bye, in tenths (10 = 1 point).
    #[serde(default = "full_point")]
    pub bye_points: Points,
    /// In join order before the start, by seed after.
    pub entrants: Vec<Entrant>,
    pub rounds: Vec<TRound>,
    /// Arena: when it ends (unix ms).
    pub ends_at: Option<i64>,
    pub created_ms: i64,
    /// Swiss: the half-point byes a player may request (0: none).
    #[serde(default = "default_byes")]
    pub byes: u32,
    /// Entry condition: only members with this role (its id) may join.
    #[serde(default)]
    pub role: Option<String>,
    /// Entry condition: the rated games in the preset a player must have.
    #[serde(default)]
    pub min_games: Option<u32>,
    /// Why it ended early, if it did (see [`TState::finish_unpairable`]).
    #[serde(default)]
    pub finish_reason: Option<FinishReason>,
    /// Swiss: the rounds the organizer asked for (0: by the players).
    #[serde(default)]
    pub rounds_asked: u32,
    /// How often it repeats ([`crate::series`]).
    #[serde(default)]
    pub repeat: crate::repeat::Repeat,
    /// The start it was scheduled for (kept after the start, which clears
    /// `starts_at`): its series' next edition counts from it.
    #[serde(default)]
    pub scheduled_start: Option<i64>,
    /// The edition it follows in its series, if any.
    #[serde(default)]
    pub follows: Option<TournamentId>,
    /// Its series' first edition, in the editions after it (`None` in the
    /// first, and in editions stored before it was kept): names the
    /// series, e.g. as the source of its own winner role.
    #[serde(default)]
    pub series: Option<TournamentId>,
    /// Its number in its series (1: the first; 0 in tournaments stored
    /// before series existed, read as 1).
    #[serde(default)]
    pub edition: u32,
    /// How long before a scheduled start the joined players are reminded
    /// (0: not).
    #[serde(default = "default_remind_ms")]
    pub remind_ms: i64,
    /// The reminder before the start was sent.
    #[serde(default)]
    pub reminded: bool,
    /// How long before a scheduled start check-in opens (`None`: no
    /// check-in); see [`crate::check_in`].
    #[serde(default)]
    pub checkin_ms: Option<i64>,
    /// Who has checked in (user ids).
    #[serde(default)]
    pub checked_in: Vec<UserId>,
    /// The notice that check-in is open was sent.
    #[serde(default)]
    pub checkin_announced: bool,
    /// The role its winner gets (a series keeps it); `None`: the server's
    /// winner role ([`crate::Tournaments::winner_role`]).
    #[serde(default)]
    pub winner_role: Option<String>,
    /// Whether its creator could give the server's winner role herself,
    /// as the frontend decided at its creation (its series' editions keep
    /// the first edition's): the server's role is handed out only then
    /// ([`host::may_hand_out`]). `None` in tournaments stored before it
    /// was kept: they hand the server's role out as they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role_grant: Option<host::RoleGrant>,
    /// The IANA zone its start was given in (typed with it, else the
    /// server's `/settings timezone:`): its series keeps its hour there
    /// ([`crate::series`]). `None`: UTC (and tournaments stored before
    /// zones were kept).
    #[serde(default)]
    pub zone: Option<String>,
    /// Its start as a wall-clock time of day in `zone` (`19:00:00`): each
    /// edition of its series starts at it.
    #[serde(default)]
    pub local_start: Option<String>,
    /// Knockout and double elimination: the bracket's settings and the
    /// matches decided ([`crate::formats::knockout`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knockout: Option<Knockout>,
}

fn default_remind_ms() -> i64 {
    DEFAULT_REMIND_MS
}

fn default_byes() -> u32 {
    DEFAULT_BYES
}

/// The default bye: a whole point, in tenths.
pub(crate) fn full_point() -> Points {
    10
}

/// A point total in tenths (Swiss and round robin) or arena points.
pub type Points = u32;

impl TState {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("tournament state serializes")
    }

    pub fn from_json(
        json: &str,
        id: TournamentId,
        version: i64,
    ) -> Result<TState, serde_json::Error> {
        let mut t: TState = serde_json::from_str(json)?;
        t.id = id;
        t.version = version;
        Ok(t)
    }

    pub fn is_live(&self) -> bool {
        matches!(
            self.status,
            TournamentStatus::Open | TournamentStatus::Running
        )
    }

    /// The entrant with this seed.
    pub fn by_seed(&self, seed: u32) -> &Entrant {
        &self.entrants[seed as usize - 1]
    }

    pub fn entrant_of(&self, user: &str) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.player.id == user)
    }

    pub(crate) fn gone(&self, why: fn(String) -> TournamentRefusal) -> TournamentRefusal {
        match self.status {
            TournamentStatus::Finished | TournamentStatus::Cancelled => TournamentRefusal::Over {
                name: self.name.clone(),
            },
            _ => why(self.name.clone()),
        }
    }

    /// Whether `user` (an admin when `is_admin`) may start, kick and cancel.
    pub fn check_organizer(
        &self,
        user: &str,
        is_admin: bool,
        action: &'static str,
    ) -> Result<(), TournamentRefusal> {
        if is_admin || self.organizer.id == user {
            Ok(())
        } else {
            Err(TournamentRefusal::NotOrganizer {
                action,
                organizer: self.organizer.name.clone(),
            })
        }
    }
}

#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod tests;
