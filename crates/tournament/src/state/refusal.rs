//! Why a tournament action was refused: [`TournamentRefusal`], one
//! variant per reason (worded in [`crate::words`]).

use super::{TournamentId, TournamentStatus};

/// Why a tournament action was refused. Its `Display` (in `present.rs`)
/// says why and what to do instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// The game host refused (its own sentence).
    Game(host::Refusal),
    BadFormat(String),
    /// An option of other formats (`rounds` in an arena).
    NotAnOptionOf {
        option: &'static str,
        format: super::Format,
    },
    /// A knockout option refused ([`super::KnockoutRefusal`]).
    Knockout(super::KnockoutRefusal),
    /// More players than a knockout bracket takes.
    TooManyForBracket {
        have: usize,
    },
    /// A knockout result refused by the bracket (its sentence).
    Bracket(locale::Words),
    /// `/tournament result match:` needs a `result` or a `winner`, not
    /// both.
    MatchResultOrWinner,
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
    /// No tournament is meant (none open or running in this channel).
    NoTournamentHere,
    /// `/tournament edit` after the start.
    EditAfterStart {
        name: String,
    },
    /// `/tournament edit <format>` on a tournament of another format.
    EditOtherFormat {
        name: String,
        format: super::Format,
        asked: super::Format,
    },
    /// `/tournament edit` without anything to change.
    NothingToEdit,
    /// An edit of an option the format does not have (`rounds` of an
    /// arena).
    EditNotForFormat {
        option: &'static str,
        format: super::Format,
    },
    /// `max_players` below the players already joined.
    MaxBelowJoined {
        max: u32,
        joined: usize,
    },
    /// None was named and the channel holds several of the kind meant:
    /// their ids and names, to pick one with `tournament:`.
    ChooseTournament {
        choices: Vec<(TournamentId, String)>,
    },
    /// The member already has `limit` tournaments open (created, not
    /// over) in this server, the most she may ([`crate::MAX_OPEN_TOURNAMENTS`]):
    /// their ids and names.
    TooManyOpenTournaments {
        limit: usize,
        open: Vec<(TournamentId, String)>,
    },
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
    /// A `max_players` outside 2 to [`MAX_MAX_PLAYERS`](super::MAX_MAX_PLAYERS).
    BadMaxPlayers {
        max: u32,
    },
    /// A role of an entry condition that is not a role id or mention.
    BadRole(String),
    /// An organizer's result that [`parse_result`](super::parse_result) does not read.
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
    /// [`TState::finish_unpairable`](super::TState::finish_unpairable).
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
