//! One tournament's state and rules, pure: entrants, seeding, rounds and
//! their boards (each board an ordinary host game), results, byes,
//! forfeits and withdrawals, the arena's free-player pairing and scoring,
//! standings and the TRF export. The host ([`crate::Host`]) keeps one of
//! these per live tournament, stores it as JSON after every change, and
//! creates, watches and ends the games its boards name.
//!
//! Formats: Swiss (FIDE Dutch through [`pairing::dutch`]), round robin
//! (Berger tables, single or double) and arena (lichess-style, through
//! [`pairing::arena`]). Players are referred to by their seed (start
//! number, 1 = highest rating), fixed when the tournament starts.

use host::{GameId, GameSettings, Place, Player, TimeControl, UserId};
use pairing::arena::{self, ArenaGame, ArenaPlayer};
use pairing::trf::{self, Colour, ResultCode, RoundEntry};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// A tournament's id (assigned by the store).
pub type TournamentId = i64;

/// The fewest players a Swiss or round robin starts with.
pub const MIN_PLAYERS: usize = 3;
/// The fewest players an arena starts with.
pub const MIN_ARENA_PLAYERS: usize = 2;
/// How long a player may take to make a first move before losing by
/// forfeit, with a live clock or none (5 minutes).
pub const NO_SHOW_MS: i64 = 5 * 60_000;
/// The same with a correspondence time control (24 hours).
pub const NO_SHOW_CORRESPONDENCE_MS: i64 = 24 * 3_600_000;
/// The most rounds a Swiss gets by default.
pub const MAX_DEFAULT_ROUNDS: u32 = 11;
/// The most players a tournament takes by default.
pub const DEFAULT_MAX_PLAYERS: u32 = 256;
/// The largest `max_players` a setup may give (the smallest is 2).
pub const MAX_MAX_PLAYERS: u32 = 1000;
/// The half-point byes a Swiss player may request by default.
pub const DEFAULT_BYES: u32 = 1;

pub use crate::director::PENDING_THREAD_PREFIX;

/// How a tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    Swiss,
    RoundRobin,
    Arena,
}

impl Format {
    /// `swiss`, `round-robin` or `arena`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round-robin",
            Format::Arena => "arena",
        }
    }
}

impl std::str::FromStr for Format {
    type Err = TournamentRefusal;
    fn from_str(s: &str) -> Result<Format, TournamentRefusal> {
        match s
            .trim()
            .to_ascii_lowercase()
            .replace([' ', '_'], "-")
            .as_str()
        {
            "swiss" => Ok(Format::Swiss),
            "round-robin" | "roundrobin" | "rr" => Ok(Format::RoundRobin),
            "arena" => Ok(Format::Arena),
            _ => Err(TournamentRefusal::BadFormat(s.to_string())),
        }
    }
}

/// What `/tournament create` sets up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentSetup {
    pub name: String,
    pub format: Format,
    /// Preset, time control, intercept seconds, king strikes and `rated`
    /// of every game (colour and AI are ignored).
    pub settings: GameSettings,
    /// Swiss: the number of rounds (`None`: by the number of players,
    /// see [`default_swiss_rounds`]).
    pub rounds: Option<u32>,
    /// Round robin: play every opponent twice.
    pub double: bool,
    /// Arena: its length in minutes (default 30).
    pub minutes: Option<u32>,
    /// When it starts: `in 10m`, `in 2h`, `18:30` (UTC), or `None` / empty:
    /// when the organizer starts it.
    pub starts: Option<String>,
    pub max_players: Option<u32>,
    /// How long a player may wait before a first move and then loses by
    /// forfeit: `30s`, `2m`, `5m`, `1h`, `1d` (10 seconds to 7 days, see
    /// [`parse_no_show`]); `None` / empty: 5 minutes, 24 hours with a
    /// correspondence time control.
    pub no_show: Option<String>,
    /// Without a clock: the time for each move, after which the player to
    /// move loses: `30s`, `2m`, `1h`, `1d` (10 seconds to 14 days, see
    /// [`parse_move_limit`]); `None` / empty: [`host::EVENT_MOVE_LIMIT_MS`]
    /// (1 day). Refused with a clock.
    pub move_limit: Option<String>,
    /// Swiss: the points of the pairing-allocated bye, `1`, `0.5` / `½` or
    /// `0` (see [`parse_bye`]); `None` / empty: 1 point.
    pub bye: Option<String>,
    /// Swiss: the half-point byes a player may request (see
    /// [`TState::request_bye`]); `None`: [`DEFAULT_BYES`], `Some(0)`: none.
    pub byes: Option<u32>,
    /// Only members with this role (its id; a mention `<@&id>` is read too)
    /// may join; `None` / empty: anyone.
    pub role: Option<String>,
    /// The rated games in the tournament's preset a player must have
    /// played to join; `None` / `Some(0)`: no minimum.
    pub min_games: Option<u32>,
    /// How often it repeats (needs `starts`): see [`crate::series`].
    pub repeat: crate::series::Repeat,
    /// How long before a scheduled start the joined players are reminded
    /// (`10m`, `1h`; `0`: no reminder); `None` / empty: 10 minutes.
    pub remind: Option<String>,
    /// How long before a scheduled start check-in opens (`15m`, `1h`);
    /// `None` / empty: no check-in. See [`crate::check_in`].
    pub checkin: Option<String>,
    /// The role its winner gets (its id), taken from the previous winner
    /// the bot gave it to; `None`: the server's winner role, if any.
    pub winner_role: Option<String>,
}

impl TournamentSetup {
    /// A setup with default settings.
    pub fn new(name: impl Into<String>, format: Format) -> TournamentSetup {
        TournamentSetup {
            name: name.into(),
            format,
            settings: GameSettings::default(),
            rounds: None,
            double: false,
            minutes: None,
            starts: None,
            max_players: None,
            no_show: None,
            move_limit: None,
            bye: None,
            byes: None,
            role: None,
            min_games: None,
            repeat: crate::series::Repeat::None,
            remind: None,
            checkin: None,
            winner_role: None,
        }
    }
}

/// Swiss rounds by default for `n` players: ceil(log2 n) + 2, at most
/// [`MAX_DEFAULT_ROUNDS`] and at most n - 1.
pub fn default_swiss_rounds(n: usize) -> u32 {
    let n = n.max(2) as u32;
    let log = 32 - (n - 1).leading_zeros();
    (log + 2).min(MAX_DEFAULT_ROUNDS).min(n - 1).max(1)
}

/// Reads a duration: a whole number and a unit, `30s`, `2m`, `5 min`,
/// `1h`, `1d` (no unit: minutes). `None` when it is not one (or not
/// positive). The one unit parser of [`parse_starts`] and
/// [`parse_no_show`].
pub fn parse_duration_ms(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase();
    let (num, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let n: i64 = num.parse().ok()?;
    let ms = match unit.trim() {
        "s" | "sec" | "secs" | "second" | "seconds" => 1000,
        "m" | "min" | "mins" | "minute" | "minutes" | "" => 60_000,
        "h" | "hour" | "hours" => 3_600_000,
        "d" | "day" | "days" => 86_400_000,
        _ => return None,
    };
    // At most a year: no overflow, and nothing a tournament needs more of.
    (n > 0 && n <= 366 * 86_400_000 / ms).then_some(n * ms)
}

pub use crate::start_time::parse_starts;

/// The shortest no-show time `/tournament create` accepts (10 seconds).
pub const MIN_NO_SHOW_MS: i64 = 10_000;
/// The longest no-show time (7 days).
pub const MAX_NO_SHOW_MS: i64 = 7 * 86_400_000;

/// Reads a no-show time (`30s`, `2m`, `1h`, `1d`; 10 seconds to 7 days);
/// empty: `None` (the default by the time control, [`NO_SHOW_MS`] or
/// [`NO_SHOW_CORRESPONDENCE_MS`]).
pub fn parse_no_show(text: &str) -> Result<Option<i64>, TournamentRefusal> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    match parse_duration_ms(text) {
        Some(ms) if (MIN_NO_SHOW_MS..=MAX_NO_SHOW_MS).contains(&ms) => Ok(Some(ms)),
        _ => Err(TournamentRefusal::BadNoShow(text.to_string())),
    }
}

/// The shortest move limit `/tournament create` accepts (10 seconds).
pub const MIN_MOVE_LIMIT_MS: i64 = 10_000;
/// The longest move limit (14 days).
pub const MAX_MOVE_LIMIT_MS: i64 = 14 * 86_400_000;

/// Reads a move limit (`30s`, `2m`, `1h`, `1d`; 10 seconds to 14 days);
/// empty: `None` (the default, [`host::EVENT_MOVE_LIMIT_MS`]).
pub fn parse_move_limit(text: &str) -> Result<Option<i64>, TournamentRefusal> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    match parse_duration_ms(text) {
        Some(ms) if (MIN_MOVE_LIMIT_MS..=MAX_MOVE_LIMIT_MS).contains(&ms) => Ok(Some(ms)),
        _ => Err(TournamentRefusal::BadMoveLimit(text.trim().to_string())),
    }
}

/// Reads the points of a pairing-allocated bye, in tenths: `1` (10),
/// `0.5`, `½` or `1/2` (5), `0` (0); empty: `None` (the default, 1 point).
pub fn parse_bye(text: &str) -> Result<Option<Points>, TournamentRefusal> {
    match text.trim().replace(',', ".").as_str() {
        "" => Ok(None),
        "1" | "1.0" => Ok(Some(10)),
        "0.5" | ".5" | "½" | "1/2" => Ok(Some(5)),
        "0" | "0.0" => Ok(Some(0)),
        _ => Err(TournamentRefusal::BadBye(text.to_string())),
    }
}

/// Reads a result the organizer gives a board (see [`TState::adjudicate`]):
/// `1-0`, `0-1`, a draw (`1/2`, `½`, `½-½`, `1/2-1/2`, `0.5-0.5`), `+-`
/// (White wins by forfeit), `-+` (Black wins by forfeit) or `0-0` (both
/// lose by forfeit). Anything else is refused with the accepted forms.
pub fn parse_result(text: &str) -> Result<BoardResult, TournamentRefusal> {
    match text.trim() {
        "1-0" => Ok(BoardResult::WhiteWins),
        "0-1" => Ok(BoardResult::BlackWins),
        "1/2" | "½" | "½-½" | "1/2-1/2" | "0.5-0.5" => Ok(BoardResult::Draw),
        "+-" => Ok(BoardResult::BlackForfeits),
        "-+" => Ok(BoardResult::WhiteForfeits),
        "0-0" => Ok(BoardResult::BothForfeit),
        _ => Err(TournamentRefusal::BadResult(text.to_string())),
    }
}

/// Reads the role of an entry condition: a role id or its mention
/// `<@&id>`; empty: `None` (anyone may join).
pub fn parse_role(text: &str) -> Result<Option<String>, TournamentRefusal> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let id = t
        .strip_prefix("<@&")
        .and_then(|r| r.strip_suffix('>'))
        .unwrap_or(t);
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_digit()) {
        return Err(TournamentRefusal::BadRole(text.to_string()));
    }
    Ok(Some(id.to_string()))
}

/// Why a tournament ended other than by playing its last round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FinishReason {
    /// The next Swiss round could not be paired (see
    /// [`TState::finish_unpairable`]).
    Unpairable {
        /// The rounds played.
        after_round: u32,
        /// Why, in words (shown in parentheses).
        why: String,
    },
}

/// What [`TState::adjudicate`] changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjudicated {
    /// The round's index in [`TState::rounds`] and the board's index in it.
    pub round_index: usize,
    pub board_index: usize,
    /// The board's result before (`None`: its game was in progress).
    pub previous: Option<BoardResult>,
    /// The game the host must end now: the board's game still in progress.
    pub game_to_end: Option<GameId>,
}

/// Why a tournament action was refused. Its `Display` (in `present.rs`)
/// says why and what to do instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// The game host refused (its own sentence).
    Game(host::Refusal),
    BadFormat(String),
    BadStart(String),
    /// A start time that has already passed (the time it named, unix ms).
    StartPassed {
        text: String,
        at: i64,
    },
    /// A start time more than [`crate::start_time::MAX_AHEAD_MS`] ahead.
    StartTooFar(String),
    /// A start time in a time zone that is not an IANA name.
    UnknownZone(String),
    /// A no-show time that is not `30s`, `2m`, `1h`, `1d` between 10
    /// seconds and 7 days.
    BadNoShow(String),
    /// A move limit that is not `30s`, `2m`, `1h`, `1d` between 10
    /// seconds and 14 days.
    BadMoveLimit(String),
    /// A move limit with a clock (the clock limits the moves).
    MoveLimitWithClock,
    /// Bye points other than 1, ½ or 0.
    BadBye(String),
    BadName,
    BadRounds {
        rounds: u32,
    },
    BadMinutes {
        minutes: u32,
    },
    Settings(host::SettingsError),
    /// The channel already has an open tournament.
    OpenTournamentHere {
        name: String,
        id: TournamentId,
    },
    /// No tournament is meant (none open or running in this channel).
    NoTournamentHere,
    NoSuchTournament {
        id: TournamentId,
    },
    AlreadyJoined {
        name: String,
    },
    Full {
        name: String,
        max: u32,
    },
    AlreadyStarted {
        name: String,
    },
    Over {
        name: String,
    },
    NotJoined {
        name: String,
    },
    NotRunning {
        name: String,
    },
    AlreadyWithdrawn {
        name: String,
    },
    /// Only the organizer or an admin may do this.
    NotOrganizer {
        action: &'static str,
        organizer: String,
    },
    TooFewPlayers {
        needed: usize,
        have: usize,
    },
    /// Pairing the next round by hand while games of this round are still
    /// being played, before the round's deadline.
    RoundInProgress {
        round: u32,
        /// The games still being played: `alice vs bob`.
        games: Vec<String>,
        /// Until when a player who has not moved yet may still make a
        /// first move (`None`: everyone has moved or that time is over).
        no_show_until: Option<i64>,
    },
    /// An arena pairs its free players by itself.
    ArenaPairsItself {
        name: String,
    },
    NoMoreRounds {
        name: String,
    },
    NotInTournamentGame,
    BerserkTooLate,
    BerserkNoClock,
    NoAbortInTournament,
    PairingFailed(String),
    NotSwiss,
    SaveFailed,
    /// A repeating tournament (or one with check-in) needs a start time.
    NeedsStartTime {
        what: &'static str,
    },
    /// A `remind` or `checkin` duration that does not read.
    BadLeadTime {
        option: &'static str,
        text: String,
    },
    /// Check in: not (yet) open.
    CheckInClosed {
        name: String,
        opens_at: Option<i64>,
    },
    /// Check in: only entrants check in.
    NotEntered {
        name: String,
    },
    /// A `max_players` outside 2 to [`MAX_MAX_PLAYERS`].
    BadMaxPlayers {
        max: u32,
    },
    /// A role of an entry condition that is not a role id or mention.
    BadRole(String),
    /// An organizer's result that [`parse_result`] does not read.
    BadResult(String),
    /// Requested byes exist only in a Swiss.
    ByesSwissOnly {
        name: String,
    },
    /// The tournament gives no requested byes (`byes: 0`).
    ByesOff {
        name: String,
    },
    /// The player has used (or requested) all their byes.
    NoByesLeft {
        name: String,
        allowed: u32,
    },
    /// A bye is already requested for that round.
    ByeAlreadyRequested {
        name: String,
        round: u32,
    },
    /// The last round is paired: there is no round left to skip.
    ByeTooLate {
        name: String,
    },
    /// Adjudicate: no such round (the rounds paired so far: 1 to `rounds`).
    NoSuchRound {
        round: u32,
        rounds: u32,
    },
    /// Adjudicate: no such board in that round (1 to `boards`).
    NoSuchBoard {
        round: u32,
        board: u32,
        boards: u32,
    },
    /// Adjudicate: the board is a bye, it has no game.
    ByeBoard {
        round: u32,
        board: u32,
    },
    /// Adjudicate: results are corrected only while it runs.
    AdjudicateNotRunning {
        name: String,
        status: TournamentStatus,
    },
    /// An entry condition: the member lacks the role (its id).
    MissingRole {
        name: String,
        role: String,
    },
    /// An entry condition: too few rated games in the preset.
    TooFewRatedGames {
        name: String,
        preset: String,
        needed: u32,
        have: u32,
    },
    /// That side of the board has already gone berserk.
    AlreadyBerserk,
    /// No valid pairing of the next Swiss round exists (rematches or a
    /// second pairing-allocated bye would be needed): see
    /// [`TState::finish_unpairable`].
    Unpairable {
        name: String,
        /// The rounds played.
        after_round: u32,
    },
}

impl std::error::Error for TournamentRefusal {}

impl From<host::SettingsError> for TournamentRefusal {
    fn from(e: host::SettingsError) -> TournamentRefusal {
        TournamentRefusal::Settings(e)
    }
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

/// How one board ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// White did not show up (or withdrew): Black wins by forfeit.
    WhiteForfeits,
    /// Black did not show up (or withdrew): White wins by forfeit.
    BlackForfeits,
    /// Neither played (both withdrew): both lose by forfeit.
    BothForfeit,
    /// The board is a bye (no Black): a pairing-allocated bye.
    Bye,
    /// The board is a half-point bye the player requested (no Black): ½
    /// point, an unplayed round (see [`TState::request_bye`]).
    HalfPointBye,
}

impl BoardResult {
    /// The score as shown: `1-0`, `½-½`, `+--`, ...
    pub fn score(self) -> &'static str {
        match self {
            BoardResult::WhiteWins => "1-0",
            BoardResult::BlackWins => "0-1",
            BoardResult::Draw => "½-½",
            BoardResult::WhiteForfeits => "-/+",
            BoardResult::BlackForfeits => "+/-",
            BoardResult::BothForfeit => "-/-",
            BoardResult::Bye => "bye",
            BoardResult::HalfPointBye => "½ bye",
        }
    }

    /// Whether it was played over the board.
    pub fn played(self) -> bool {
        matches!(
            self,
            BoardResult::WhiteWins | BoardResult::BlackWins | BoardResult::Draw
        )
    }
}

/// A player in a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub player: Player,
    /// Rating in the tournament's preset when it started (rounded).
    pub rating: u32,
    /// Start number (1 = top seed); 0 before the start.
    pub seed: u32,
    /// Left the running tournament (or was kicked): paired no more.
    pub withdrawn: bool,
    /// Arena: did not show up for a game; not paired until they join again.
    #[serde(default)]
    pub paused: bool,
    /// Swiss: the round number of the half-point bye requested and not yet
    /// given (see [`TState::request_bye`]).
    #[serde(default)]
    pub bye_request: Option<u32>,
}

/// How a join went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    /// Before the start.
    Entered,
    /// A late entry into a running tournament.
    Late,
    /// Back in a running arena after a withdrawal or a pause.
    Back,
}

/// One pairing: White, Black (`None`: a bye), its game and result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TBoard {
    /// Seeds.
    pub white: u32,
    pub black: Option<u32>,
    pub game: Option<GameId>,
    pub result: Option<BoardResult>,
    /// When the game started (unix ms): the no-show deadline counts from here.
    pub started_ms: i64,
    /// The no-show check has been done.
    #[serde(default)]
    pub no_show_checked: bool,
    /// Berserk: White, Black (arena).
    #[serde(default)]
    pub berserk: [bool; 2],
    /// When the result came (unix ms): the arena scores games in this order.
    #[serde(default)]
    pub ended_ms: Option<i64>,
    /// The board has been posted to its players (in its thread): only then
    /// does the no-show time run (`started_ms` is then the posting time).
    /// Boards stored before this was kept were posted.
    #[serde(default = "posted_by_default")]
    pub posted: bool,
    /// The organizer set the result (see [`TState::adjudicate`]): the
    /// game's own end no longer changes it.
    #[serde(default)]
    pub adjudicated: bool,
}

fn posted_by_default() -> bool {
    true
}

impl TBoard {
    fn new(white: u32, black: Option<u32>, now: i64) -> TBoard {
        TBoard {
            white,
            black,
            game: None,
            result: black.is_none().then_some(BoardResult::Bye),
            started_ms: now,
            no_show_checked: false,
            berserk: [false; 2],
            ended_ms: black.is_none().then_some(now),
            posted: false,
            adjudicated: false,
        }
    }

    /// Whether the game is still being played.
    pub fn in_progress(&self) -> bool {
        self.result.is_none()
    }

    /// Whether `seed` plays on this board.
    pub fn has(&self, seed: u32) -> bool {
        self.white == seed || self.black == Some(seed)
    }

    /// Whether the board is a bye of any kind (no Black, no game).
    pub fn is_bye(&self) -> bool {
        self.black.is_none()
    }
}

/// A round (the arena has one, holding every game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TRound {
    pub number: u32,
    pub started_ms: i64,
    pub boards: Vec<TBoard>,
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
    pub repeat: crate::series::Repeat,
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
}

/// The default reminder: 10 minutes before a scheduled start.
pub const DEFAULT_REMIND_MS: i64 = 10 * 60_000;

fn default_remind_ms() -> i64 {
    DEFAULT_REMIND_MS
}

fn default_byes() -> u32 {
    DEFAULT_BYES
}

/// The default bye: a whole point, in tenths.
fn full_point() -> Points {
    10
}

/// A point total in tenths (Swiss and round robin) or arena points.
pub type Points = u32;

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct StandingLine {
    pub rank: u32,
    pub player: Player,
    pub seed: u32,
    /// Swiss and round robin: tenths of a point (15 = 1.5); arena: points.
    pub points: Points,
    /// The tie-breaks by name, in order.
    pub tiebreaks: Vec<(String, f64)>,
    pub withdrawn: bool,
    /// Arena: on a win streak (two wins in a row or more), its next win
    /// counts double (shown as a flame).
    pub on_fire: bool,
}

impl TState {
    /// The move limit of its games (ms): without a clock, the organizer's
    /// `move_limit` or [`host::EVENT_MOVE_LIMIT_MS`]; `None` with a clock.
    pub fn move_limit_ms(&self) -> Option<i64> {
        (self.settings.time == TimeControl::Unlimited).then(|| {
            self.settings
                .move_limit
                .map_or(host::EVENT_MOVE_LIMIT_MS, |l| l.ms)
        })
    }

    /// A new open tournament set up by `organizer` at `place` (a channel).
    pub fn new(
        place: Place,
        organizer: Player,
        setup: &TournamentSetup,
        now: i64,
    ) -> Result<TState, TournamentRefusal> {
        let name = setup.name.trim();
        if name.is_empty() || name.chars().count() > 80 {
            return Err(TournamentRefusal::BadName);
        }
        let mut settings = setup.settings.clone();
        settings.ai = None;
        settings.color = host::ColorChoice::White;
        settings.fen = None;
        settings.validate()?;
        if let Some(r) = setup.rounds
            && !(1..=30).contains(&r)
        {
            return Err(TournamentRefusal::BadRounds { rounds: r });
        }
        let minutes = setup.minutes.unwrap_or(30);
        if setup.format == Format::Arena && !(1..=24 * 60).contains(&minutes) {
            return Err(TournamentRefusal::BadMinutes { minutes });
        }
        let starts_at = parse_starts(setup.starts.as_deref().unwrap_or(""), now)?;
        let no_show_ms = match parse_no_show(setup.no_show.as_deref().unwrap_or(""))? {
            Some(ms) => ms,
            None => match settings.time {
                TimeControl::Correspondence { .. } => NO_SHOW_CORRESPONDENCE_MS,
                _ => NO_SHOW_MS,
            },
        };
        if let Some(ms) = parse_move_limit(setup.move_limit.as_deref().unwrap_or(""))? {
            if settings.time != TimeControl::Unlimited {
                return Err(TournamentRefusal::MoveLimitWithClock);
            }
            settings.move_limit = Some(host::MoveLimit { ms, ends: true });
        }
        let bye_points = parse_bye(setup.bye.as_deref().unwrap_or(""))?.unwrap_or(10);
        let max_players = setup.max_players.unwrap_or(DEFAULT_MAX_PLAYERS);
        if !(2..=MAX_MAX_PLAYERS).contains(&max_players) {
            return Err(TournamentRefusal::BadMaxPlayers { max: max_players });
        }
        let role = parse_role(setup.role.as_deref().unwrap_or(""))?;
        if setup.repeat != crate::series::Repeat::None && starts_at.is_none() {
            return Err(TournamentRefusal::NeedsStartTime { what: "repeat" });
        }
        let remind_ms = match setup.remind.as_deref().map(str::trim) {
            None | Some("") => DEFAULT_REMIND_MS,
            Some("0") | Some("off") | Some("none") => 0,
            Some(t) => parse_duration_ms(t).ok_or_else(|| TournamentRefusal::BadLeadTime {
                option: "remind",
                text: t.to_string(),
            })?,
        };
        let checkin_ms = match setup.checkin.as_deref().map(str::trim) {
            None | Some("") | Some("0") | Some("off") | Some("none") => None,
            Some(t) => {
                Some(
                    parse_duration_ms(t).ok_or_else(|| TournamentRefusal::BadLeadTime {
                        option: "checkin",
                        text: t.to_string(),
                    })?,
                )
            }
        };
        if checkin_ms.is_some() && starts_at.is_none() {
            return Err(TournamentRefusal::NeedsStartTime { what: "checkin" });
        }
        Ok(TState {
            id: 0,
            version: 0,
            place: Place {
                thread: None,
                ..place
            },
            name: name.to_string(),
            format: setup.format,
            settings,
            organizer,
            status: TournamentStatus::Open,
            rounds_total: setup.rounds.unwrap_or(0),
            double: setup.double,
            minutes,
            starts_at,
            max_players: Some(max_players),
            no_show_ms,
            bye_points,
            entrants: Vec::new(),
            rounds: Vec::new(),
            ends_at: None,
            created_ms: now,
            byes: setup.byes.unwrap_or(DEFAULT_BYES),
            role,
            min_games: setup.min_games.filter(|&n| n > 0),
            finish_reason: None,
            rounds_asked: setup.rounds.unwrap_or(0),
            repeat: setup.repeat,
            scheduled_start: starts_at,
            follows: None,
            series: None,
            edition: 1,
            remind_ms,
            reminded: false,
            checkin_ms,
            checked_in: Vec::new(),
            checkin_announced: false,
            winner_role: setup.winner_role.clone().filter(|r| !r.is_empty()),
        })
    }

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

    fn gone(&self, why: fn(String) -> TournamentRefusal) -> TournamentRefusal {
        match self.status {
            TournamentStatus::Finished | TournamentStatus::Cancelled => TournamentRefusal::Over {
                name: self.name.clone(),
            },
            _ => why(self.name.clone()),
        }
    }

    /// Whether a player may join now: before the start; a running Swiss
    /// until its last round is paired; a running arena until its end; a
    /// round robin never after the start.
    pub fn accepts_entries(&self, now: i64) -> bool {
        match self.status {
            TournamentStatus::Open => true,
            TournamentStatus::Running => match self.format {
                Format::Swiss => (self.rounds.len() as u32) < self.rounds_total,
                Format::Arena => self.ends_at.is_some_and(|e| now < e),
                Format::RoundRobin => false,
            },
            TournamentStatus::Finished | TournamentStatus::Cancelled => false,
        }
    }

    /// `player` joins at `now`. Before the start their rating is set when
    /// it starts; a late entry (a running Swiss or arena, see
    /// [`TState::accepts_entries`]) gets the next start number with
    /// `rating`: the Swiss rounds they missed count as unplayed, zero-point
    /// rounds. An arena player who withdrew or was paused for not showing
    /// up comes back by joining again.
    pub fn join(
        &mut self,
        player: &Player,
        rating: u32,
        now: i64,
    ) -> Result<Joined, TournamentRefusal> {
        if let Some(e) = self.entrants.iter_mut().find(|e| e.player.id == player.id) {
            if self.format == Format::Arena
                && self.status == TournamentStatus::Running
                && (e.withdrawn || e.paused)
                && self.ends_at.is_some_and(|end| now < end)
            {
                e.withdrawn = false;
                e.paused = false;
                return Ok(Joined::Back);
            }
            return Err(if e.withdrawn {
                TournamentRefusal::AlreadyWithdrawn {
                    name: self.name.clone(),
                }
            } else {
                TournamentRefusal::AlreadyJoined {
                    name: self.name.clone(),
                }
            });
        }
        if !self.accepts_entries(now) {
            return Err(self.gone(|name| TournamentRefusal::AlreadyStarted { name }));
        }
        if let Some(max) = self.max_players
            && self.entrants.len() >= max as usize
        {
            return Err(TournamentRefusal::Full {
                name: self.name.clone(),
                max,
            });
        }
        let running = self.status == TournamentStatus::Running;
        self.entrants.push(Entrant {
            player: player.clone(),
            rating: if running { rating } else { 0 },
            seed: if running {
                self.entrants.len() as u32 + 1
            } else {
                0
            },
            withdrawn: false,
            paused: false,
            bye_request: None,
        });
        Ok(if running {
            Joined::Late
        } else {
            Joined::Entered
        })
    }

    /// `user` leaves before the start.
    pub fn leave(&mut self, user: &str) -> Result<(), TournamentRefusal> {
        if self.status != TournamentStatus::Open {
            return Err(self.gone(|name| TournamentRefusal::AlreadyStarted { name }));
        }
        let before = self.entrants.len();
        self.entrants.retain(|e| e.player.id != user);
        if self.entrants.len() == before {
            return Err(TournamentRefusal::NotJoined {
                name: self.name.clone(),
            });
        }
        Ok(())
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

    pub fn min_players(&self) -> usize {
        match self.format {
            Format::Arena => MIN_ARENA_PLAYERS,
            _ => MIN_PLAYERS,
        }
    }

    /// Starts it: seeds by `ratings` (user id -> rating; missing: 1500),
    /// highest first, equal ratings by join order; fixes the number of
    /// rounds or the arena's end. Pairing the first round is
    /// [`TState::pair_next`].
    pub fn start(
        &mut self,
        ratings: &HashMap<UserId, u32>,
        now: i64,
    ) -> Result<(), TournamentRefusal> {
        if self.status != TournamentStatus::Open {
            return Err(self.gone(|name| TournamentRefusal::AlreadyStarted { name }));
        }
        let have = self.entrants.len();
        if have < self.min_players() {
            return Err(TournamentRefusal::TooFewPlayers {
                needed: self.min_players(),
                have,
            });
        }
        for e in &mut self.entrants {
            e.rating = ratings.get(&e.player.id).copied().unwrap_or(1500);
        }
        // A stable sort keeps join order among equal ratings.
        self.entrants.sort_by_key(|e| std::cmp::Reverse(e.rating));
        for (i, e) in self.entrants.iter_mut().enumerate() {
            e.seed = i as u32 + 1;
        }
        match self.format {
            Format::Swiss => {
                if self.rounds_total == 0 {
                    self.rounds_total = default_swiss_rounds(have);
                }
            }
            Format::RoundRobin => {
                self.rounds_total = pairing::berger::rounds_per_cycle(have as u32)
                    * if self.double { 2 } else { 1 };
            }
            Format::Arena => {
                self.ends_at = Some(now + self.minutes as i64 * 60_000);
                self.rounds.push(TRound {
                    number: 1,
                    started_ms: now,
                    boards: Vec::new(),
                });
            }
        }
        self.status = TournamentStatus::Running;
        self.starts_at = None;
        Ok(())
    }

    /// Whether every board of the current round has a result.
    pub fn round_complete(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|r| r.boards.iter().all(|b| b.result.is_some()))
    }

    /// Swiss / round robin: whether another round remains to be paired.
    pub fn more_rounds(&self) -> bool {
        (self.rounds.len() as u32) < self.rounds_total && self.active_count() >= 2
    }

    fn active_count(&self) -> usize {
        self.entrants.iter().filter(|e| !e.withdrawn).count()
    }

    /// The TRF model of the rounds played so far (Swiss pairing, standings,
    /// export). With `next_absent`, withdrawn players get a zero-point bye
    /// in the round about to be paired, and players who requested a bye for
    /// it their half-point bye (`0000 - H`), so that they are not paired.
    pub fn trf(&self, next_absent: bool) -> trf::Tournament {
        let mut t = trf::Tournament {
            name: self.name.clone(),
            rounds: Some(self.rounds_total),
            initial_colour: Some(Colour::White),
            scoring: trf::Scoring {
                pairing_bye: self.bye_points,
                ..Default::default()
            },
            // A bye other than 1 point is written as an `XXS` record.
            explicit_scoring: self.bye_points != full_point(),
            ..Default::default()
        };
        for e in &self.entrants {
            t.players.push(trf::Player::new(
                e.seed,
                &trf_name(&e.player.name),
                e.rating,
            ));
        }
        for (ri, r) in self.rounds.iter().enumerate() {
            for p in &mut t.players {
                p.rounds.push(RoundEntry::NOT_PAIRED);
            }
            for b in &r.boards {
                let Some(res) = b.result else { continue };
                let w = b.white as usize - 1;
                match b.black {
                    // A requested bye is written as lichess and bbpPairings
                    // write it: `0000 - H`.
                    None => {
                        t.players[w].rounds[ri] = RoundEntry {
                            opponent: None,
                            colour: None,
                            result: if res == BoardResult::HalfPointBye {
                                ResultCode::HalfBye
                            } else {
                                ResultCode::PairingBye
                            },
                        }
                    }
                    Some(bl) => {
                        let (rw, rb) = match res {
                            BoardResult::WhiteWins => (ResultCode::Win, ResultCode::Loss),
                            BoardResult::BlackWins => (ResultCode::Loss, ResultCode::Win),
                            BoardResult::Draw => (ResultCode::Draw, ResultCode::Draw),
                            BoardResult::WhiteForfeits => {
                                (ResultCode::ForfeitLoss, ResultCode::ForfeitWin)
                            }
                            BoardResult::BlackForfeits => {
                                (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
                            }
                            BoardResult::BothForfeit
                            | BoardResult::Bye
                            | BoardResult::HalfPointBye => {
                                (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss)
                            }
                        };
                        let b_ = bl as usize - 1;
                        t.players[w].rounds[ri] = RoundEntry {
                            opponent: Some(bl),
                            colour: Some(Colour::White),
                            result: rw,
                        };
                        t.players[b_].rounds[ri] = RoundEntry {
                            opponent: Some(b.white),
                            colour: Some(Colour::Black),
                            result: rb,
                        };
                    }
                }
            }
            for p in &mut t.players {
                if p.rounds[ri].result == ResultCode::NotPaired {
                    p.rounds[ri].result = ResultCode::ZeroBye;
                }
            }
        }
        // The points column must agree with the results.
        let sc = t.scoring;
        for p in &mut t.players {
            p.points = p
                .rounds
                .iter()
                .map(|r| match r.result {
                    ResultCode::Win | ResultCode::WinUnrated | ResultCode::ForfeitWin => sc.win,
                    ResultCode::FullBye => sc.win,
                    ResultCode::PairingBye => sc.pairing_bye,
                    ResultCode::Draw | ResultCode::DrawUnrated | ResultCode::HalfBye => sc.draw,
                    ResultCode::ForfeitLoss => sc.forfeit_loss,
                    ResultCode::ZeroBye | ResultCode::NotPaired => sc.zero_bye,
                    ResultCode::Loss | ResultCode::LossUnrated => sc.loss,
                })
                .sum();
        }
        if next_absent {
            let next = self.rounds.len() as u32 + 1;
            for (p, e) in t.players.iter_mut().zip(&self.entrants) {
                if e.withdrawn {
                    p.rounds.push(RoundEntry {
                        opponent: None,
                        colour: None,
                        result: ResultCode::ZeroBye,
                    });
                } else if self.format == Format::Swiss && e.bye_request == Some(next) {
                    p.rounds.push(RoundEntry {
                        opponent: None,
                        colour: None,
                        result: ResultCode::HalfBye,
                    });
                }
            }
        }
        t
    }

    /// Pairs the next Swiss or round-robin round at `now`: its boards (byes
    /// scored at once; a withdrawn player's round-robin games forfeited;
    /// a Swiss player who requested a bye for this round is not paired and
    /// gets a half-point bye board, after the others). Returns the new
    /// round's number. A Swiss round no valid pairing exists for is
    /// [`TournamentRefusal::Unpairable`] (see [`TState::finish_unpairable`]).
    pub fn pair_next(&mut self, now: i64) -> Result<u32, TournamentRefusal> {
        if self.status != TournamentStatus::Running || self.format == Format::Arena {
            return Err(TournamentRefusal::NotRunning {
                name: self.name.clone(),
            });
        }
        if !self.more_rounds() {
            return Err(TournamentRefusal::NoMoreRounds {
                name: self.name.clone(),
            });
        }
        let number = self.rounds.len() as u32 + 1;
        let boards: Vec<(u32, Option<u32>)> = match self.format {
            Format::Swiss => {
                let t = self.trf(true);
                pairing::dutch::pair_next_round(&t)
                    .map_err(|e| match e {
                        pairing::PairingError::NoValidPairing => TournamentRefusal::Unpairable {
                            name: self.name.clone(),
                            after_round: number - 1,
                        },
                        e => TournamentRefusal::PairingFailed(e.to_string()),
                    })?
                    .boards
                    .iter()
                    .map(|b| (b.white, b.black))
                    .collect()
            }
            _ => {
                let cycles = if self.double { 2 } else { 1 };
                pairing::berger::round(self.entrants.len() as u32, number, cycles)
                    .map_err(|e| TournamentRefusal::PairingFailed(e.to_string()))?
                    .iter()
                    .map(|b| (b.white, b.black))
                    .collect()
            }
        };
        let mut round = TRound {
            number,
            started_ms: now,
            boards: Vec::new(),
        };
        for (w, b) in boards {
            let mut board = TBoard::new(w, b, now);
            if let Some(b) = b {
                let (ww, bw) = (self.by_seed(w).withdrawn, self.by_seed(b).withdrawn);
                let forfeit = match (ww, bw) {
                    (true, true) => Some(BoardResult::BothForfeit),
                    (true, false) => Some(BoardResult::WhiteForfeits),
                    (false, true) => Some(BoardResult::BlackForfeits),
                    _ => None,
                };
                if forfeit.is_some() {
                    board.result = forfeit;
                    board.ended_ms = Some(now);
                }
            }
            round.boards.push(board);
        }
        if self.format == Format::Swiss {
            for e in &mut self.entrants {
                if e.bye_request.is_some_and(|r| r <= number) {
                    if e.bye_request == Some(number) && !e.withdrawn {
                        let mut board = TBoard::new(e.seed, None, now);
                        board.result = Some(BoardResult::HalfPointBye);
                        round.boards.push(board);
                    }
                    e.bye_request = None;
                }
            }
        }
        self.rounds.push(round);
        Ok(number)
    }

    /// Arena: pairs the free players at `now` (nobody pairs after the
    /// end); returns the new boards' indexes in the arena's round.
    pub fn arena_pair(&mut self, now: i64) -> Vec<usize> {
        if self.format != Format::Arena
            || self.status != TournamentStatus::Running
            || self.ends_at.is_some_and(|e| now >= e)
        {
            return Vec::new();
        }
        let players = self.arena_players();
        let busy: Vec<u32> = self.rounds[0]
            .boards
            .iter()
            .filter(|b| b.in_progress())
            .flat_map(|b| [Some(b.white), b.black])
            .flatten()
            .collect();
        let free: Vec<u32> = self
            .entrants
            .iter()
            .filter(|e| !e.withdrawn && !e.paused && !busy.contains(&e.seed))
            .map(|e| e.seed)
            .collect();
        let pairs = arena::pair_free(&players, &free);
        let round = &mut self.rounds[0];
        let mut out = Vec::new();
        for (w, b) in pairs {
            out.push(round.boards.len());
            round.boards.push(TBoard::new(w, Some(b), now));
        }
        out
    }

    /// Arena: every player's state after the finished games, in the order
    /// they finished.
    pub fn arena_players(&self) -> Vec<ArenaPlayer> {
        let mut players: Vec<ArenaPlayer> = self
            .entrants
            .iter()
            .map(|e| ArenaPlayer::new(e.seed, e.rating))
            .collect();
        let mut done: Vec<&TBoard> = self
            .rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter(|b| b.result.is_some() && b.black.is_some())
            .collect();
        done.sort_by_key(|b| b.ended_ms.unwrap_or(b.started_ms));
        for b in done {
            let result = match b.result.expect("finished") {
                BoardResult::WhiteWins => arena::GameResult::WhiteWins,
                BoardResult::BlackWins => arena::GameResult::BlackWins,
                BoardResult::Draw => arena::GameResult::Draw,
                BoardResult::WhiteForfeits | BoardResult::BothForfeit => {
                    arena::GameResult::WhiteNoShow
                }
                BoardResult::BlackForfeits => arena::GameResult::BlackNoShow,
                BoardResult::Bye | BoardResult::HalfPointBye => continue,
            };
            let g = ArenaGame {
                white: b.white,
                black: b.black.expect("a game"),
                result,
                white_berserk: b.berserk[0],
                black_berserk: b.berserk[1],
            };
            let at = b.ended_ms.unwrap_or(0).max(0) as u64;
            let _ = arena::record_game(&mut players, &g, at);
        }
        players
    }

    /// Where game `game` is: (round index, board index).
    pub fn board_of(&self, game: GameId) -> Option<(usize, usize)> {
        self.rounds.iter().enumerate().find_map(|(ri, r)| {
            r.boards
                .iter()
                .position(|b| b.game == Some(game))
                .map(|bi| (ri, bi))
        })
    }

    /// Records the result of game `game` at `now`; false when the board
    /// already had one (e.g. a withdrawal forfeited it first, or the
    /// organizer adjudicated it: see [`TState::adjudicate`]).
    pub fn record(&mut self, game: GameId, result: BoardResult, now: i64) -> bool {
        let Some((ri, bi)) = self.board_of(game) else {
            return false;
        };
        let b = &mut self.rounds[ri].boards[bi];
        if b.result.is_some() || b.adjudicated {
            return false;
        }
        b.result = Some(result);
        b.ended_ms = Some(now);
        true
    }

    /// Arena: the player who lost board `bi` of round `ri` by forfeit (did
    /// not show up) is paused, not paired again until they join again;
    /// returns their seed. `None` for other formats and results.
    pub fn pause_no_show(&mut self, ri: usize, bi: usize) -> Option<u32> {
        if self.format != Format::Arena {
            return None;
        }
        let b = &self.rounds[ri].boards[bi];
        let seed = match b.result? {
            BoardResult::WhiteForfeits => b.white,
            BoardResult::BlackForfeits => b.black?,
            _ => return None,
        };
        let e = &mut self.entrants[seed as usize - 1];
        if e.withdrawn {
            return None;
        }
        e.paused = true;
        Some(seed)
    }

    /// Why the next round cannot be paired by hand yet: the games of the
    /// current round still being played, and the latest time a player who
    /// has not moved loses by forfeit. `None` when the round is complete.
    pub fn round_in_progress(&self) -> Option<TournamentRefusal> {
        let r = self.rounds.last()?;
        let playing: Vec<&TBoard> = r.boards.iter().filter(|b| b.in_progress()).collect();
        if playing.is_empty() {
            return None;
        }
        let games = playing
            .iter()
            .map(|b| {
                let black = b.black.map(|s| self.by_seed(s).player.name.clone());
                format!(
                    "{} vs {}",
                    self.by_seed(b.white).player.name,
                    black.unwrap_or_default()
                )
            })
            .collect();
        let no_show_until = playing
            .iter()
            .filter(|b| !b.no_show_checked)
            .map(|b| b.started_ms + self.no_show_ms)
            .max();
        Some(TournamentRefusal::RoundInProgress {
            round: r.number,
            games,
            no_show_until,
        })
    }

    /// `user` withdraws (or is kicked) from the running tournament: their
    /// game in progress is lost by forfeit (its id is returned so that the
    /// host ends it), and they are paired no more.
    pub fn withdraw(&mut self, user: &str, now: i64) -> Result<Option<GameId>, TournamentRefusal> {
        if self.status != TournamentStatus::Running {
            return Err(self.gone(|name| TournamentRefusal::NotRunning { name }));
        }
        let Some(e) = self.entrants.iter_mut().find(|e| e.player.id == user) else {
            return Err(TournamentRefusal::NotJoined {
                name: self.name.clone(),
            });
        };
        if e.withdrawn {
            return Err(TournamentRefusal::AlreadyWithdrawn {
                name: self.name.clone(),
            });
        }
        e.withdrawn = true;
        e.bye_request = None;
        let seed = e.seed;
        let mut game = None;
        if let Some(r) = self.rounds.last_mut() {
            for b in r
                .boards
                .iter_mut()
                .filter(|b| b.in_progress() && b.has(seed))
            {
                b.result = Some(if b.white == seed {
                    BoardResult::WhiteForfeits
                } else {
                    BoardResult::BlackForfeits
                });
                b.ended_ms = Some(now);
                game = b.game;
            }
        }
        Ok(game)
    }

    /// The next time something is due: the scheduled start, a no-show
    /// deadline, the arena's end.
    pub fn next_wake(&self, now: i64) -> Option<i64> {
        match self.status {
            TournamentStatus::Open => {
                let start = self.starts_at?;
                [
                    Some(start),
                    self.reminder_at(),
                    self.checkin_opens_at().filter(|_| !self.checkin_announced),
                ]
                .into_iter()
                .flatten()
                .min()
            }
            TournamentStatus::Running => {
                let no_show = self
                    .rounds
                    .iter()
                    .flat_map(|r| &r.boards)
                    .filter(|b| {
                        b.in_progress() && !b.no_show_checked && b.game.is_some() && b.posted
                    })
                    .map(|b| b.started_ms + self.no_show_ms)
                    .min();
                // The arena's end wakes once (then its last games end it).
                let end = self.ends_at.filter(|&e| e > now);
                match (no_show, end) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                }
            }
            _ => None,
        }
    }

    /// Game `game`'s board reached its players at `now`: its no-show time
    /// starts. False when no board in progress has that game (or it was
    /// posted before).
    pub fn board_posted(&mut self, game: GameId, now: i64) -> bool {
        let Some((ri, bi)) = self.board_of(game) else {
            return false;
        };
        let b = &mut self.rounds[ri].boards[bi];
        if b.posted || !b.in_progress() {
            return false;
        }
        b.posted = true;
        b.started_ms = now;
        true
    }

    /// Gives `downtime` (ms the bot was down) back to the no-show times
    /// still running. The arena's end is not moved: an arena ends on time.
    pub fn give_downtime(&mut self, downtime: i64) {
        if downtime <= 0 {
            return;
        }
        for b in self.rounds.iter_mut().flat_map(|r| &mut r.boards) {
            if b.in_progress() && b.posted && !b.no_show_checked {
                b.started_ms += downtime;
            }
        }
    }

    /// The games whose no-show deadline has passed at `now` and were not
    /// checked yet (marked checked).
    pub fn due_no_shows(&mut self, now: i64) -> Vec<GameId> {
        let ms = self.no_show_ms;
        let mut out = Vec::new();
        for b in self.rounds.iter_mut().flat_map(|r| &mut r.boards) {
            if b.in_progress() && !b.no_show_checked && b.posted && b.started_ms + ms <= now {
                b.no_show_checked = true;
                out.extend(b.game);
            }
        }
        out
    }

    /// Whether it is over now: a Swiss or round robin after its last round,
    /// an arena after its end once no game is in progress.
    pub fn should_finish(&self, now: i64) -> bool {
        if self.status != TournamentStatus::Running {
            return false;
        }
        match self.format {
            Format::Arena => self.ends_at.is_some_and(|e| now >= e) && self.round_complete(),
            _ => self.round_complete() && !self.more_rounds(),
        }
    }

    /// The standings now (after the complete rounds; the arena: after the
    /// finished games).
    pub fn standings(&self) -> Vec<StandingLine> {
        if self.status == TournamentStatus::Open {
            return Vec::new();
        }
        if self.format == Format::Arena {
            let players = self.arena_players();
            return arena::arena_standings(&players)
                .into_iter()
                .map(|s| {
                    let e = self.by_seed(s.id);
                    StandingLine {
                        rank: s.rank,
                        player: e.player.clone(),
                        seed: s.id,
                        points: s.score,
                        tiebreaks: vec![("Perf".into(), s.performance as f64)],
                        withdrawn: e.withdrawn,
                        on_fire: s.on_fire,
                    }
                })
                .collect();
        }
        let complete = self
            .rounds
            .iter()
            .take_while(|r| r.boards.iter().all(|b| b.result.is_some()))
            .count() as u32;
        let t = self.trf(false);
        let lines = match self.format {
            Format::Swiss => pairing::standings::swiss_standings(&t, complete),
            _ => pairing::standings::round_robin_standings(&t, complete),
        };
        lines
            .into_iter()
            .map(|s| {
                let e = self.by_seed(s.start_number);
                StandingLine {
                    rank: s.rank,
                    player: e.player.clone(),
                    seed: s.start_number,
                    points: s.points,
                    tiebreaks: s
                        .tiebreaks
                        .iter()
                        .map(|(tb, v)| (tb.name().to_string(), *v))
                        .collect(),
                    withdrawn: e.withdrawn,
                    on_fire: false,
                }
            })
            .collect()
    }

    /// The thread name of a board's game: `R<round> · <White> vs <Black>`
    /// (the arena numbers its games instead of rounds).
    pub fn thread_name(&self, round: usize, board: usize) -> String {
        let r = &self.rounds[round];
        let b = &r.boards[board];
        let label = match self.format {
            Format::Arena => format!("G{}", board + 1),
            _ => format!("R{}", r.number),
        };
        let black = b.black.map(|s| self.by_seed(s).player.name.clone());
        format!(
            "{label} · {} vs {}",
            self.by_seed(b.white).player.name,
            black.unwrap_or_default()
        )
    }
}

/// Why a Swiss round cannot be paired, in the words of
/// [`TState::finish_unpairable`] (for the [`TournamentRefusal::Unpairable`]
/// the Dutch engine's "no valid pairing" becomes).
pub const UNPAIRABLE_WHY: &str = "every pairing left would be a rematch or a second bye";

/// Requested byes, results set by the organizer, entry conditions,
/// berserk and the early end.
impl TState {
    /// The half-point byes `seed` was given so far (requested byes).
    pub fn byes_taken(&self, seed: u32) -> u32 {
        self.rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter(|b| b.white == seed && b.result == Some(BoardResult::HalfPointBye))
            .count() as u32
    }

    /// `user` requests a half-point bye for the next round to be paired
    /// (while a round is being played, the one after it). Swiss only,
    /// before its last round is paired, at most [`TState::byes`] per
    /// player, one pending at a time. Returns the round it applies to:
    /// [`TState::pair_next`] does not pair them in it and gives them a
    /// [`BoardResult::HalfPointBye`] board (½ point, an unplayed round).
    pub fn request_bye(&mut self, user: &str) -> Result<u32, TournamentRefusal> {
        let name = self.name.clone();
        if !self.is_live() {
            return Err(TournamentRefusal::Over { name });
        }
        if self.format != Format::Swiss {
            return Err(TournamentRefusal::ByesSwissOnly { name });
        }
        let Some(i) = self.entrants.iter().position(|e| e.player.id == user) else {
            return Err(TournamentRefusal::NotJoined { name });
        };
        if self.entrants[i].withdrawn {
            return Err(TournamentRefusal::AlreadyWithdrawn { name });
        }
        if self.byes == 0 {
            return Err(TournamentRefusal::ByesOff { name });
        }
        let next = self.rounds.len() as u32 + 1;
        if self.status == TournamentStatus::Running && next > self.rounds_total {
            return Err(TournamentRefusal::ByeTooLate { name });
        }
        if let Some(round) = self.entrants[i].bye_request {
            return Err(TournamentRefusal::ByeAlreadyRequested { name, round });
        }
        let taken = match self.status {
            TournamentStatus::Running => self.byes_taken(self.entrants[i].seed),
            _ => 0,
        };
        if taken >= self.byes {
            return Err(TournamentRefusal::NoByesLeft {
                name,
                allowed: self.byes,
            });
        }
        self.entrants[i].bye_request = Some(next);
        Ok(next)
    }

    /// The organizer sets the result of board `board` of round `round`
    /// (both 1-based, as players see them) to `result` at `now`, while the
    /// tournament runs. Standings, tie-breaks, the TRF and later pairings
    /// use it; the board is marked adjudicated, so that the end of its game
    /// no longer changes it ([`TState::record`] ignores it). A game still
    /// in progress is returned in [`Adjudicated::game_to_end`]: the host
    /// ends it.
    pub fn adjudicate(
        &mut self,
        round: u32,
        board: u32,
        result: BoardResult,
        now: i64,
    ) -> Result<Adjudicated, TournamentRefusal> {
        if self.status != TournamentStatus::Running {
            return Err(TournamentRefusal::AdjudicateNotRunning {
                name: self.name.clone(),
                status: self.status,
            });
        }
        if matches!(result, BoardResult::Bye | BoardResult::HalfPointBye) {
            return Err(TournamentRefusal::BadResult(result.score().to_string()));
        }
        let rounds = self.rounds.len() as u32;
        if round == 0 || round > rounds {
            return Err(TournamentRefusal::NoSuchRound { round, rounds });
        }
        let ri = round as usize - 1;
        let boards = self.rounds[ri].boards.len() as u32;
        if board == 0 || board > boards {
            return Err(TournamentRefusal::NoSuchBoard {
                round,
                board,
                boards,
            });
        }
        let bi = board as usize - 1;
        let b = &mut self.rounds[ri].boards[bi];
        if b.is_bye() {
            return Err(TournamentRefusal::ByeBoard { round, board });
        }
        let previous = b.result;
        let game_to_end = if previous.is_none() { b.game } else { None };
        b.result = Some(result);
        b.adjudicated = true;
        if previous.is_none() {
            b.ended_ms = Some(now);
            b.no_show_checked = true;
        }
        Ok(Adjudicated {
            round_index: ri,
            board_index: bi,
            previous,
            game_to_end,
        })
    }

    /// Whether a member with the roles `member_roles` (ids) who played
    /// `rated_games` rated games in the tournament's preset meets its
    /// entry conditions ([`TState::role`], [`TState::min_games`]).
    pub fn check_entry(
        &self,
        member_roles: &[String],
        rated_games: u32,
    ) -> Result<(), TournamentRefusal> {
        if let Some(role) = &self.role
            && !member_roles.contains(role)
        {
            return Err(TournamentRefusal::MissingRole {
                name: self.name.clone(),
                role: role.clone(),
            });
        }
        if let Some(needed) = self.min_games
            && rated_games < needed
        {
            return Err(TournamentRefusal::TooFewRatedGames {
                name: self.name.clone(),
                preset: self.settings.preset.name().to_string(),
                needed,
                have: rated_games,
            });
        }
        Ok(())
    }

    /// Side `side` (0 White, 1 Black) of game `game`'s board goes
    /// berserk: refused when it already has (or the game is not one of
    /// this tournament's games in progress).
    pub fn berserk(&mut self, game: GameId, side: usize) -> Result<(), TournamentRefusal> {
        let Some((ri, bi)) = self.board_of(game) else {
            return Err(TournamentRefusal::NotInTournamentGame);
        };
        let b = &mut self.rounds[ri].boards[bi];
        if side > 1 || !b.in_progress() {
            return Err(TournamentRefusal::NotInTournamentGame);
        }
        if b.berserk[side] {
            return Err(TournamentRefusal::AlreadyBerserk);
        }
        b.berserk[side] = true;
        Ok(())
    }

    /// Ends the running tournament because its next round cannot be paired
    /// (`why`, e.g. [`UNPAIRABLE_WHY`]): status Finished, the reason kept in
    /// [`TState::finish_reason`] for the final post. Nothing when it is
    /// not running.
    pub fn finish_unpairable(&mut self, why: String) {
        if self.status != TournamentStatus::Running {
            return;
        }
        let after_round = self
            .rounds
            .iter()
            .take_while(|r| r.boards.iter().all(|b| b.result.is_some()))
            .count() as u32;
        self.status = TournamentStatus::Finished;
        self.finish_reason = Some(FinishReason::Unpairable { after_round, why });
    }
}

/// A name as TRF holds it (at most 33 characters).
fn trf_name(name: &str) -> String {
    name.chars().take(33).collect()
}

/// The board result of a finished game: `winner` (None: drawn or no
/// result), `aborted`: ended without result (a no-show or a withdrawal),
/// `moved`: whether White and Black had moved.
pub fn board_result(winner: Option<engine::Color>, aborted: bool, moved: [bool; 2]) -> BoardResult {
    if aborted {
        return if !moved[0] {
            BoardResult::WhiteForfeits
        } else {
            BoardResult::BlackForfeits
        };
    }
    match winner {
        Some(engine::Color::White) => BoardResult::WhiteWins,
        Some(engine::Color::Black) => BoardResult::BlackWins,
        None => BoardResult::Draw,
    }
}

impl TState {
    /// The edition after this one (which is over), at `now`: the same
    /// settings and place, no entrants, starting one period after this
    /// one's start. `None` when it does not repeat.
    pub fn next_edition(&self, now: i64) -> Option<TState> {
        let start = self.scheduled_start.or(self.starts_at)?;
        let next = self.repeat.next_start(start, now)?;
        let mut t = self.clone();
        t.id = 0;
        t.version = 0;
        t.status = TournamentStatus::Open;
        t.starts_at = Some(next);
        t.scheduled_start = Some(next);
        t.entrants.clear();
        t.rounds.clear();
        t.ends_at = None;
        t.created_ms = now;
        t.finish_reason = None;
        t.follows = Some(self.id);
        t.series = Some(self.series.unwrap_or(self.id));
        t.edition = self.edition.max(1) + 1;
        t.reminded = false;
        t.checked_in.clear();
        if self.format != crate::Format::Swiss {
            // Round robin and arena decide their rounds at the start.
            t.rounds_total = 0;
        } else {
            t.rounds_total = self.rounds_asked;
        }
        Some(t)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_edition_that_started_counts_its_successor_from_its_scheduled_start() {
        use crate::series::Repeat;
        use host::{Place, Player};
        let mut setup = TournamentSetup::new("Weekly", Format::Swiss);
        setup.starts = Some("in 1h".into());
        setup.repeat = Repeat::Weekly;
        let mut t =
            TState::new(Place::channel("g", "c"), Player::new("td", "td"), &setup, 0).unwrap();
        t.id = 7;
        // Started (the start clears `starts_at`) and finished.
        t.starts_at = None;
        t.status = TournamentStatus::Finished;
        let next = t.next_edition(2 * 3_600_000).unwrap();
        assert_eq!(next.starts_at, Some(3_600_000 + 7 * 86_400_000));
        assert_eq!((next.follows, next.edition), (Some(7), 2));
        assert_eq!(next.series, Some(7), "named by its first edition");
        assert_eq!(next.status, TournamentStatus::Open);
        t.repeat = Repeat::None;
        assert!(t.next_edition(0).is_none());
    }

    use super::*;

    #[test]
    fn default_rounds() {
        // 5 players: ceil(log2 5) + 2 = 5, but at most 4 (n - 1).
        assert_eq!(default_swiss_rounds(5), 4);
        assert_eq!(default_swiss_rounds(8), 5);
        assert_eq!(default_swiss_rounds(9), 6);
        assert_eq!(default_swiss_rounds(1000), MAX_DEFAULT_ROUNDS);
    }

    #[test]
    fn durations_no_shows_and_byes() {
        assert_eq!(parse_duration_ms("30s"), Some(30_000));
        assert_eq!(parse_duration_ms(" 2 min "), Some(120_000));
        assert_eq!(parse_duration_ms("5"), Some(300_000));
        assert_eq!(parse_duration_ms("1h"), Some(3_600_000));
        assert_eq!(parse_duration_ms("1d"), Some(86_400_000));
        assert_eq!(parse_duration_ms("0m"), None);
        assert_eq!(parse_duration_ms("m"), None);
        assert_eq!(parse_duration_ms("5 fortnights"), None);
        assert_eq!(parse_duration_ms("99999999999999999999d"), None);
        assert_eq!(parse_no_show(""), Ok(None));
        assert_eq!(parse_no_show("10s"), Ok(Some(10_000)));
        assert_eq!(parse_no_show("7d"), Ok(Some(7 * 86_400_000)));
        for bad in ["9s", "8d", "soon", "-5m"] {
            assert_eq!(
                parse_no_show(bad),
                Err(TournamentRefusal::BadNoShow(bad.into()))
            );
        }
        assert_eq!(parse_bye(""), Ok(None));
        assert_eq!(parse_bye("½"), Ok(Some(5)));
        assert_eq!(parse_bye("0,5"), Ok(Some(5)));
        assert_eq!(parse_bye("0"), Ok(Some(0)));
        assert_eq!(parse_bye("1"), Ok(Some(10)));
        assert!(matches!(parse_bye("2"), Err(TournamentRefusal::BadBye(_))));
    }

    #[test]
    fn a_half_point_bye_scores_and_is_written_as_xxs() {
        let mut t = swiss(3);
        t.bye_points = 5;
        t.rounds_total = 2;
        t.start(&HashMap::new(), 0).unwrap();
        t.pair_next(0).unwrap();
        t.rounds[0].boards[0].game = Some(7);
        assert!(t.record(7, BoardResult::Draw, 5));
        let s = t.standings();
        let bye = s.iter().find(|l| l.seed == 3).unwrap();
        assert_eq!(bye.points, 5);
        let trf = t.trf(false).to_trf();
        assert!(trf.contains("XXS ") && trf.contains("PAB=0.5"), "{trf}");
        // Round 2 pairs with the bye's half point counted.
        t.pair_next(10).unwrap();
        assert_eq!(t.rounds.len(), 2);
        assert!(
            t.rounds[1]
                .boards
                .iter()
                .all(|b| b.black.is_some() || b.white != 3)
        );
    }

    #[test]
    fn late_entries_until_the_last_round_is_paired() {
        let mut t = swiss(3);
        t.rounds_total = 2;
        t.start(&HashMap::new(), 0).unwrap();
        t.pair_next(0).unwrap();
        assert!(t.accepts_entries(1));
        let late = Player::new("u4", "p4");
        assert_eq!(t.join(&late, 1700, 1), Ok(Joined::Late));
        let e = t.entrant_of("u4").unwrap();
        assert_eq!((e.seed, e.rating), (4, 1700));
        t.rounds[0].boards[0].game = Some(7);
        assert!(t.record(7, BoardResult::WhiteWins, 5));
        // Round 1 was not played by the late entry: a zero-point round.
        let s = t.standings();
        assert_eq!(s.iter().find(|l| l.seed == 4).unwrap().points, 0);
        let trf = t.trf(false);
        assert_eq!(trf.players[3].rounds[0].result, ResultCode::ZeroBye);
        // Round 2 pairs all four: no bye.
        t.pair_next(10).unwrap();
        assert!(t.rounds[1].boards.iter().all(|b| b.black.is_some()));
        assert!(t.rounds[1].boards.iter().any(|b| b.has(4)));
        // The last round is paired: entries are closed.
        assert!(!t.accepts_entries(11));
        assert!(matches!(
            t.join(&Player::new("u5", "p5"), 0, 11),
            Err(TournamentRefusal::AlreadyStarted { .. })
        ));
        // A round robin takes nobody after the start.
        let mut rr = swiss(3);
        rr.format = Format::RoundRobin;
        rr.start(&HashMap::new(), 0).unwrap();
        assert!(!rr.accepts_entries(0));
    }

    fn swiss(n: usize) -> TState {
        let mut t = TState::new(
            Place::channel("g", "c"),
            Player::new("u1", "p1"),
            &TournamentSetup::new("Cup", Format::Swiss),
            0,
        )
        .unwrap();
        for i in 1..=n {
            t.join(&Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
                .unwrap();
        }
        t
    }

    #[test]
    fn seeding_by_rating_then_join_order() {
        let mut t = swiss(4);
        let ratings: HashMap<_, _> = [("u3".to_string(), 1800), ("u2".to_string(), 1600)].into();
        t.start(&ratings, 0).unwrap();
        let order: Vec<_> = t.entrants.iter().map(|e| e.player.id.as_str()).collect();
        assert_eq!(order, ["u3", "u2", "u1", "u4"]);
        assert_eq!(t.rounds_total, 3);
        t.pair_next(0).unwrap();
        // The top seed has White in round 1.
        assert!(t.rounds[0].boards.iter().any(|b| b.white == 1));
    }

    #[test]
    fn three_player_swiss_pairs_round_two() {
        let mut t = swiss(3);
        t.rounds_total = 2;
        t.start(&HashMap::new(), 0).unwrap();
        t.pair_next(0).unwrap();
        let g: Vec<_> = t.rounds[0]
            .boards
            .iter()
            .map(|b| (b.white, b.black))
            .collect();
        assert_eq!(g, vec![(1, Some(2)), (3, None)]);
        t.rounds[0].boards[0].game = Some(7);
        assert!(t.record(7, BoardResult::WhiteWins, 5));
        assert!(t.round_complete() && t.more_rounds());
        t.pair_next(10).unwrap();
        assert_eq!(t.rounds.len(), 2);
        let s = t.standings();
        assert_eq!(s[0].points, 10);
    }

    #[test]
    fn no_show_time_by_time_control() {
        let mut setup = TournamentSetup::new("Corr", Format::RoundRobin);
        let p = Place::channel("g", "c");
        let o = Player::new("u1", "p1");
        assert_eq!(
            TState::new(p.clone(), o.clone(), &setup, 0)
                .unwrap()
                .no_show_ms,
            NO_SHOW_MS
        );
        setup.settings.time = "3d".parse().unwrap();
        let t = TState::new(p.clone(), o.clone(), &setup, 0).unwrap();
        assert_eq!(t.no_show_ms, NO_SHOW_CORRESPONDENCE_MS);
        // A no-show time given wins over the default.
        setup.no_show = Some("2h".into());
        let t = TState::new(p.clone(), o.clone(), &setup, 0).unwrap();
        assert_eq!(t.no_show_ms, 2 * 3_600_000);
        setup.no_show = Some("5s".into());
        assert!(matches!(
            TState::new(p.clone(), o.clone(), &setup, 0),
            Err(TournamentRefusal::BadNoShow(_))
        ));
        // An arena may be as short as a minute.
        let mut arena = TournamentSetup::new("Quick", Format::Arena);
        arena.minutes = Some(1);
        assert!(TState::new(p.clone(), o.clone(), &arena, 0).is_ok());
        arena.minutes = Some(0);
        assert!(TState::new(p, o, &arena, 0).is_err());
    }

    #[test]
    fn refusals() {
        let mut t = swiss(2);
        assert_eq!(
            t.join(&Player::new("u1", "p1"), 0, 0),
            Err(TournamentRefusal::AlreadyJoined { name: "Cup".into() })
        );
        assert_eq!(
            t.start(&HashMap::new(), 0),
            Err(TournamentRefusal::TooFewPlayers { needed: 3, have: 2 })
        );
        t.max_players = Some(3);
        t.join(&Player::new("u3", "p3"), 0, 0).unwrap();
        assert!(matches!(
            t.join(&Player::new("u4", "p4"), 0, 0),
            Err(TournamentRefusal::Full { max: 3, .. })
        ));
    }
    fn setup_state(setup: &TournamentSetup) -> Result<TState, TournamentRefusal> {
        TState::new(Place::channel("g", "c"), Player::new("u1", "p1"), setup, 0)
    }

    /// Plays every game in progress of the current round: White wins.
    fn white_wins_all(t: &mut TState, first_game: GameId, now: i64) {
        let ri = t.rounds.len() - 1;
        for bi in 0..t.rounds[ri].boards.len() {
            if t.rounds[ri].boards[bi].in_progress() {
                let g = first_game + bi as GameId;
                t.rounds[ri].boards[bi].game = Some(g);
                assert!(t.record(g, BoardResult::WhiteWins, now));
            }
        }
    }

    #[test]
    fn max_players_from_2_to_1000_default_256() {
        let mut setup = TournamentSetup::new("Friday Swiss", Format::Swiss);
        assert_eq!(setup_state(&setup).unwrap().max_players, Some(256));
        for ok in [2, 1000] {
            setup.max_players = Some(ok);
            assert_eq!(setup_state(&setup).unwrap().max_players, Some(ok));
        }
        for bad in [0, 1, 1001] {
            setup.max_players = Some(bad);
            let r = setup_state(&setup).unwrap_err();
            assert_eq!(r, TournamentRefusal::BadMaxPlayers { max: bad });
            assert!(r.to_string().contains("from 2 to 1,000"), "{r}");
        }
    }

    #[test]
    fn a_requested_bye_is_a_half_point_unplayed_round() {
        let mut t = swiss(6);
        t.rounds_total = 3;
        t.start(&HashMap::new(), 0).unwrap();
        t.pair_next(0).unwrap();
        assert_eq!(t.rounds[0].boards.len(), 3);
        // During round 1, a request is for round 2.
        assert_eq!(t.request_bye("u3"), Ok(2));
        assert_eq!(
            t.request_bye("u3"),
            Err(TournamentRefusal::ByeAlreadyRequested {
                name: "Cup".into(),
                round: 2
            })
        );
        white_wins_all(&mut t, 10, 5);
        // The TRF for pairing round 2 holds the H entry of seed 3 already.
        let trf = t.trf(true);
        assert_eq!(
            trf.players[2].rounds[1],
            RoundEntry {
                opponent: None,
                colour: None,
                result: ResultCode::HalfBye
            }
        );
        let text = trf.to_trf();
        let line = text.lines().find(|l| l.starts_with("001    3")).unwrap();
        assert!(line.ends_with("0000 - H"), "{text}");
        // Nobody else has an entry for round 2 yet.
        assert!(trf.players.iter().filter(|p| p.rounds.len() == 2).count() == 1);
        t.pair_next(10).unwrap();
        let r2 = &t.rounds[1];
        // 5 paired: 2 games, 1 pairing-allocated bye; then the requested bye.
        assert_eq!(r2.boards.len(), 4);
        assert_eq!(r2.boards.iter().filter(|b| b.black.is_some()).count(), 2);
        assert_eq!(
            r2.boards
                .iter()
                .filter(|b| b.result == Some(BoardResult::Bye))
                .count(),
            1
        );
        let hb = r2.boards.iter().find(|b| b.has(3)).unwrap();
        assert_eq!(
            (hb.black, hb.result),
            (None, Some(BoardResult::HalfPointBye))
        );
        assert_eq!(hb.game, None);
        for seed in 1..=6 {
            assert_eq!(r2.boards.iter().filter(|b| b.has(seed)).count(), 1);
        }
        assert_eq!(t.entrant_of("u3").unwrap().bye_request, None);
        assert_eq!(BoardResult::HalfPointBye.score(), "½ bye");
        // Scored ½, written `0000 - H` in the export.
        let before = t.standings().iter().find(|l| l.seed == 3).unwrap().points;
        white_wins_all(&mut t, 20, 15);
        let after = t.standings().iter().find(|l| l.seed == 3).unwrap().points;
        assert_eq!(after, before + 5);
        let export = t.trf(false);
        assert_eq!(export.players[2].rounds[1].result, ResultCode::HalfBye);
        assert!(!export.players[2].rounds[1].is_played());
        // A requested bye is a voluntary unplayed round (FIDE C.07 Art.
        // 16): a dummy opponent with the player's own score (1½ after a
        // win and the bye) in BH, and the round BH-C1 cuts first.
        let s = t.standings();
        let l3 = s.iter().find(|l| l.seed == 3).unwrap();
        assert_eq!(l3.points, 15);
        let tb = |n: &str| l3.tiebreaks.iter().find(|(x, _)| x == n).unwrap().1;
        assert!((tb("BH") - tb("BH-C1") - 1.5).abs() < 1e-9, "{l3:?}");
        // One bye allowed, used.
        assert_eq!(
            t.request_bye("u3"),
            Err(TournamentRefusal::NoByesLeft {
                name: "Cup".into(),
                allowed: 1
            })
        );
        // Others may still request one for round 3, the last...
        assert_eq!(t.request_bye("u4"), Ok(3));
        t.pair_next(20).unwrap();
        assert!(
            t.rounds[2]
                .boards
                .iter()
                .any(|b| b.has(4) && b.result == Some(BoardResult::HalfPointBye))
        );
        // ... but not once the last round is paired.
        assert_eq!(
            t.request_bye("u5"),
            Err(TournamentRefusal::ByeTooLate { name: "Cup".into() })
        );
    }

    #[test]
    fn bye_request_refusals() {
        let mut t = swiss(4);
        // Open: the request is for round 1, and stays with the player
        // through the seeding.
        assert_eq!(t.request_bye("u2"), Ok(1));
        assert_eq!(
            t.request_bye("u9"),
            Err(TournamentRefusal::NotJoined { name: "Cup".into() })
        );
        let ratings: HashMap<_, _> = [("u2".to_string(), 2000)].into();
        t.start(&ratings, 0).unwrap();
        assert_eq!(t.entrant_of("u2").unwrap().seed, 1);
        t.pair_next(0).unwrap();
        let r1 = &t.rounds[0];
        assert!(
            r1.boards
                .iter()
                .any(|b| b.has(1) && b.result == Some(BoardResult::HalfPointBye))
        );
        // The other 3 are paired: one game and the allocated bye.
        assert_eq!(r1.boards.len(), 3);
        // A withdrawn player's pending request is dropped.
        assert_eq!(t.request_bye("u3"), Ok(2));
        t.withdraw("u3", 1).unwrap();
        assert_eq!(t.entrant_of("u3").unwrap().bye_request, None);
        assert_eq!(
            t.request_bye("u3"),
            Err(TournamentRefusal::AlreadyWithdrawn { name: "Cup".into() })
        );
        // Byes off.
        let mut setup = TournamentSetup::new("Cup", Format::Swiss);
        setup.byes = Some(0);
        let mut off = setup_state(&setup).unwrap();
        off.join(&Player::new("u1", "p1"), 0, 0).unwrap();
        assert_eq!(
            off.request_bye("u1"),
            Err(TournamentRefusal::ByesOff { name: "Cup".into() })
        );
        // Two allowed: the second is refused only after two.
        setup.byes = Some(2);
        let mut two = setup_state(&setup).unwrap();
        assert_eq!(two.byes, 2);
        two.join(&Player::new("u1", "p1"), 0, 0).unwrap();
        assert_eq!(two.request_bye("u1"), Ok(1));
        // Not a Swiss.
        let mut rr = swiss(3);
        rr.format = Format::RoundRobin;
        assert_eq!(
            rr.request_bye("u1"),
            Err(TournamentRefusal::ByesSwissOnly { name: "Cup".into() })
        );
        for r in [
            TournamentRefusal::ByesOff { name: "Cup".into() },
            TournamentRefusal::NoByesLeft {
                name: "Cup".into(),
                allowed: 2,
            },
            TournamentRefusal::ByeTooLate { name: "Cup".into() },
        ] {
            assert!(r.to_string().contains("**Cup**"), "{r}");
        }
    }

    #[test]
    fn results_accepted_from_the_organizer() {
        for (text, r) in [
            ("1-0", BoardResult::WhiteWins),
            ("0-1", BoardResult::BlackWins),
            ("1/2", BoardResult::Draw),
            ("½", BoardResult::Draw),
            ("½-½", BoardResult::Draw),
            ("1/2-1/2", BoardResult::Draw),
            (" 0.5-0.5 ", BoardResult::Draw),
            ("+-", BoardResult::BlackForfeits),
            ("-+", BoardResult::WhiteForfeits),
            ("0-0", BoardResult::BothForfeit),
        ] {
            assert_eq!(parse_result(text), Ok(r), "{text}");
        }
        for bad in ["", "1:0", "draw", "1-1", "+", "bye", "1 - 0"] {
            let r = parse_result(bad).unwrap_err();
            assert_eq!(r, TournamentRefusal::BadResult(bad.into()));
            let s = r.to_string();
            assert!(
                s.contains("`1-0`") && s.contains("`+-`") && s.contains("`0-0`"),
                "{s}"
            );
        }
    }

    #[test]
    fn adjudicated_results_stand() {
        let mut t = swiss(4);
        assert!(matches!(
            t.adjudicate(1, 1, BoardResult::Draw, 0),
            Err(TournamentRefusal::AdjudicateNotRunning {
                status: TournamentStatus::Open,
                ..
            })
        ));
        t.rounds_total = 2;
        t.start(&HashMap::new(), 0).unwrap();
        assert_eq!(
            t.adjudicate(1, 1, BoardResult::Draw, 0),
            Err(TournamentRefusal::NoSuchRound {
                round: 1,
                rounds: 0
            })
        );
        t.pair_next(0).unwrap();
        t.rounds[0].boards[0].game = Some(7);
        t.rounds[0].boards[1].game = Some(8);
        assert!(t.record(7, BoardResult::WhiteWins, 5));
        // A finished game corrected: the previous result is told.
        let a = t.adjudicate(1, 1, BoardResult::Draw, 6).unwrap();
        assert_eq!(a.previous, Some(BoardResult::WhiteWins));
        assert_eq!(a.game_to_end, None);
        assert_eq!((a.round_index, a.board_index), (0, 0));
        assert!(t.rounds[0].boards[0].adjudicated);
        // A game in progress: the host must end it; its own end is ignored.
        let a = t.adjudicate(1, 2, BoardResult::BlackForfeits, 7).unwrap();
        assert_eq!(a.previous, None);
        assert_eq!(a.game_to_end, Some(8));
        assert!(!t.record(8, BoardResult::BlackWins, 9));
        assert_eq!(
            t.rounds[0].boards[1].result,
            Some(BoardResult::BlackForfeits)
        );
        assert_eq!(t.rounds[0].boards[1].ended_ms, Some(7));
        // Standings and the TRF use the corrected results.
        let (w1, b1) = (t.rounds[0].boards[0].white, t.rounds[0].boards[0].black);
        let s = t.standings();
        assert_eq!(s.iter().find(|l| l.seed == w1).unwrap().points, 5);
        assert_eq!(s.iter().find(|l| Some(l.seed) == b1).unwrap().points, 5);
        let trf = t.trf(false);
        let w2 = t.rounds[0].boards[1].white;
        assert_eq!(
            trf.players[w2 as usize - 1].rounds[0].result,
            ResultCode::ForfeitWin
        );
        // Which rounds and boards exist.
        assert_eq!(
            t.adjudicate(2, 1, BoardResult::Draw, 0),
            Err(TournamentRefusal::NoSuchRound {
                round: 2,
                rounds: 1
            })
        );
        assert_eq!(
            t.adjudicate(1, 3, BoardResult::Draw, 0),
            Err(TournamentRefusal::NoSuchBoard {
                round: 1,
                board: 3,
                boards: 2
            })
        );
        assert!(
            TournamentRefusal::NoSuchBoard {
                round: 1,
                board: 3,
                boards: 2
            }
            .to_string()
            .contains("1 to 2")
        );
        assert!(
            TournamentRefusal::NoSuchRound {
                round: 2,
                rounds: 1
            }
            .to_string()
            .contains("only round 1")
        );
        assert!(matches!(
            t.adjudicate(1, 1, BoardResult::Bye, 0),
            Err(TournamentRefusal::BadResult(_))
        ));
        // A bye board has no result to set.
        let mut three = swiss(3);
        three.start(&HashMap::new(), 0).unwrap();
        three.pair_next(0).unwrap();
        assert_eq!(
            three.adjudicate(1, 2, BoardResult::Draw, 0),
            Err(TournamentRefusal::ByeBoard { round: 1, board: 2 })
        );
        // Not once it is over.
        t.status = TournamentStatus::Finished;
        let r = t.adjudicate(1, 1, BoardResult::WhiteWins, 0).unwrap_err();
        assert!(r.to_string().contains("is over"), "{r}");
    }

    #[test]
    fn new_fields_default_in_old_states() {
        let mut t = swiss(3);
        t.start(&HashMap::new(), 0).unwrap();
        t.pair_next(0).unwrap();
        let mut v: serde_json::Value = serde_json::from_str(&t.to_json()).unwrap();
        let o = v.as_object_mut().unwrap();
        for k in ["byes", "role", "min_games", "finish_reason"] {
            assert!(o.remove(k).is_some(), "{k}");
        }
        for e in o["entrants"].as_array_mut().unwrap() {
            assert!(e.as_object_mut().unwrap().remove("bye_request").is_some());
        }
        for b in o["rounds"][0]["boards"].as_array_mut().unwrap() {
            assert!(b.as_object_mut().unwrap().remove("adjudicated").is_some());
        }
        let old = TState::from_json(&v.to_string(), 1, 1).unwrap();
        assert_eq!(old.byes, DEFAULT_BYES);
        assert_eq!(
            (old.role, old.min_games, old.finish_reason),
            (None, None, None)
        );
        assert!(!old.rounds[0].boards[0].adjudicated);
        // And the new ones round-trip.
        t.finish_unpairable("why".into());
        t.rounds[0].boards[0].adjudicated = true;
        let back = TState::from_json(&t.to_json(), 1, 1).unwrap();
        assert_eq!(back.finish_reason, t.finish_reason);
        assert!(back.rounds[0].boards[0].adjudicated);
    }

    #[test]
    fn entry_conditions() {
        let mut setup = TournamentSetup::new("Friday Swiss", Format::Swiss);
        setup.role = Some("<@&123>".into());
        setup.min_games = Some(5);
        let t = setup_state(&setup).unwrap();
        assert_eq!(t.role.as_deref(), Some("123"));
        let roles = |r: &[&str]| r.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(t.check_entry(&roles(&["9", "123"]), 5), Ok(()));
        let r = t.check_entry(&roles(&["9"]), 9).unwrap_err();
        assert_eq!(
            r.to_string(),
            "You need the role <@&123> to join **Friday Swiss**."
        );
        let r = t.check_entry(&roles(&["123"]), 2).unwrap_err();
        assert!(
            r.to_string().starts_with(
                "**Friday Swiss** needs at least 5 rated games in cruise; you have 2."
            ),
            "{r}"
        );
        let text = crate::words::tournament_created_text(&t);
        assert!(
            text.contains("Entry: members with <@&123>, at least 5 rated games in cruise."),
            "{text}"
        );
        assert!(text.contains("request 1 half-point bye"), "{text}");
        // No condition: anyone; Some(0) games is none.
        setup.role = Some(" ".into());
        setup.min_games = Some(0);
        setup.byes = Some(0);
        let t = setup_state(&setup).unwrap();
        assert_eq!(t.check_entry(&[], 0), Ok(()));
        let text = crate::words::tournament_created_text(&t);
        assert!(!text.contains("Entry:"), "{text}");
        assert!(text.contains("cannot be requested"), "{text}");
        setup.role = Some("everyone".into());
        assert!(matches!(
            setup_state(&setup),
            Err(TournamentRefusal::BadRole(_))
        ));
    }

    #[test]
    fn berserk_once_per_side() {
        let mut setup = TournamentSetup::new("Blitz", Format::Arena);
        setup.settings.time = "3+0".parse().unwrap();
        let mut t = setup_state(&setup).unwrap();
        for i in 1..=2 {
            t.join(&Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
                .unwrap();
        }
        t.start(&HashMap::new(), 0).unwrap();
        assert_eq!(t.arena_pair(0), vec![0]);
        t.rounds[0].boards[0].game = Some(7);
        assert_eq!(t.berserk(7, 1), Ok(()));
        assert_eq!(t.rounds[0].boards[0].berserk, [false, true]);
        assert_eq!(t.berserk(7, 1), Err(TournamentRefusal::AlreadyBerserk));
        assert_eq!(t.berserk(7, 0), Ok(()));
        assert_eq!(t.berserk(7, 0), Err(TournamentRefusal::AlreadyBerserk));
        assert_eq!(t.berserk(8, 0), Err(TournamentRefusal::NotInTournamentGame));
        assert!(!TournamentRefusal::AlreadyBerserk.to_string().is_empty());
    }

    #[test]
    fn an_unpairable_round_ends_it() {
        let mut t = swiss(3);
        t.name = "Friday Swiss".into();
        t.rounds_total = 3;
        t.start(&HashMap::new(), 0).unwrap();
        t.pair_next(0).unwrap();
        white_wins_all(&mut t, 7, 5);
        // Seed 3 had the bye and leaves: seeds 1 and 2 have met.
        t.withdraw("u3", 6).unwrap();
        assert!(t.round_complete() && t.more_rounds());
        let r = t.pair_next(10).unwrap_err();
        assert_eq!(
            r,
            TournamentRefusal::Unpairable {
                name: "Friday Swiss".into(),
                after_round: 1
            }
        );
        assert_eq!(t.rounds.len(), 1);
        assert!(!t.should_finish(10));
        t.finish_unpairable(UNPAIRABLE_WHY.to_string());
        assert_eq!(t.status, TournamentStatus::Finished);
        assert!(!t.is_live() && !t.should_finish(10));
        assert_eq!(
            t.finish_reason,
            Some(FinishReason::Unpairable {
                after_round: 1,
                why: UNPAIRABLE_WHY.to_string()
            })
        );
        let text = crate::words::tournament_finish_reason_text(&t).unwrap();
        assert!(
            text.ends_with(
                "is over after round 1: the next round cannot be paired (every pairing left would be a rematch or a second bye)."
            ),
            "{text}"
        );
        let lines = t.standings();
        let fin = crate::words::tournament_finished_text(&t, &lines);
        assert!(fin.starts_with(&text), "{fin}");
        // Once finished, it stays as it is.
        t.finish_unpairable("again".into());
        assert!(matches!(
            t.finish_reason,
            Some(FinishReason::Unpairable { ref why, .. }) if why == UNPAIRABLE_WHY
        ));
    }

    #[test]
    fn cancelled_for_too_few_players_and_no_clock() {
        let t = swiss(1);
        let text = crate::words::tournament_cancelled_too_few_text(&t);
        assert!(
            text.ends_with("is cancelled: 1 player joined, at least 3 are needed."),
            "{text}"
        );
        assert!(!text.contains("organizer"));
        let text = crate::words::tournament_created_text(&t);
        assert!(text.contains("cruise, no clock, "), "{text}");
        assert!(!text.contains("none"), "{text}");
    }
}
