//! Why the host refused an action: a typed reason per case. The sentence a
//! player reads for each is written in `present.rs` (its `Display`), so
//! wording lives in one place and tests can match on the reason.

use crate::ids::{GameId, Place};
use crate::settings::SettingsError;
use engine::{MoveReason, Square};

/// Why a pawn cannot be fired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoFire {
    Empty,
    NotYours,
    NotAPawn,
    StartingRank,
    NoLegalFlight,
}

/// One of a member's unfinished games against the AI, as named when a
/// further one is refused ([`Refusal::TooManyAiGames`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AiGameRef {
    pub game: GameId,
    /// The AI's level in it.
    pub level: u8,
    pub place: Place,
}

/// An action the host did not carry out, and why. Its `Display` is the
/// sentence the actor reads (with what to do instead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    // Games.
    NoGameHere,
    GameOver,
    NotPlaying,
    NotYourTurn,
    /// The mover waits for the defender's answer.
    WaitForAnswer {
        defender: String,
    },
    AnswerFirst,
    MissileInAir {
        launch: Square,
    },
    EmptyMove,
    /// The engine's reason (a move that cannot be read or played), said
    /// by `present/moves.rs`.
    Illegal(MoveReason),
    NoMissiles {
        preset: &'static str,
    },
    NotASquare(String),
    CannotFire {
        square: Square,
        why: NoFire,
    },
    NotSteering,
    SelfDestructTooLate,
    CannotEnter {
        square: Square,
        next: Vec<Square>,
    },
    QuestionEnded,
    QuestionEndedGameOver,
    /// A typed answer written before the pending question was asked.
    AnswerForEarlierQuestion,
    /// A typed text written before the game's last change (the position
    /// it was meant for is gone).
    PositionChanged,
    NoQuestion,
    OnlyOpponentAnswers,
    NotAShootDown {
        text: String,
        labels: Vec<String>,
    },
    AmbiguousShootDown {
        text: String,
        matches: Vec<String>,
    },
    TooLateToAbort,
    /// The game was paired by an event and cannot be aborted.
    NotAbortable,
    /// Berserk after the first move (or in a finished game).
    BerserkTooLate,
    /// Berserk in a game without a live clock.
    BerserkNoClock,
    /// Berserk a second time.
    AlreadyBerserk,
    AlreadyOfferedDraw,
    NoDrawOffer,
    OwnDrawOffer,
    ClaimAfterFlight,
    NoClaimsInPawnGame,
    NothingToClaim {
        repetitions: usize,
        moves: u32,
    },
    /// `/claim` of the win before the opponent's move limit ran out.
    MoveLimitNotReached {
        opponent: String,
        left_ms: i64,
    },
    // Challenges.
    ChallengeNotOpen,
    ChallengeExpired,
    // Rematches.
    /// Game `game` is still being played.
    RematchNotOver {
        game: GameId,
    },
    /// Game `game` was paired by an event (a tournament) or played against
    /// the AI: it offers no rematch.
    NoRematch {
        game: GameId,
    },
    /// Only the game's two players (White, then Black) take its rematch.
    RematchNotYours {
        game: GameId,
        players: [String; 2],
    },
    /// The presser offered it already and waits for `opponent`.
    RematchOffered {
        opponent: String,
        open_ms: i64,
    },
    /// The offer was open for `open_ms` and nobody accepted it in time.
    RematchExpired {
        open_ms: i64,
    },
    /// The rematch was accepted: it is game `game`.
    RematchStarted {
        game: Option<GameId>,
    },
    /// The offer was declined or withdrawn.
    RematchClosed,
    // Analyses.
    /// No game of this server has this number (a game of another server
    /// is answered the same: its number tells nothing here).
    NoSuchGame {
        game: GameId,
    },
    /// Game `game` is still being played.
    AnalysisNotOver {
        game: GameId,
    },
    /// Game `game` has no move to judge.
    NothingToAnalyse {
        game: GameId,
    },
    /// The game's record or its stored analysis cannot be read.
    AnalysisUnavailable {
        game: GameId,
    },
    /// The analysis queue holds `waiting` games already, its most.
    AnalysisQueueFull {
        game: GameId,
        waiting: usize,
    },
    /// The member has `limit` games waiting or being analysed already, her
    /// share of the analysis queue.
    AnalysisMemberShare {
        game: GameId,
        limit: usize,
    },
    /// The server has `limit` games waiting or being analysed already, its
    /// share of the analysis queue.
    AnalysisServerShare {
        game: GameId,
        limit: usize,
    },
    OwnChallenge,
    ChallengeForOther {
        name: String,
    },
    ChallengeSelf,
    OnlyChallengerCancels,
    OpenChallengeDecline,
    NotYourChallenge,
    TooManyChallenges {
        limit: usize,
    },
    TwoPlayersNeeded,
    /// A member already has [`crate::MAX_AI_GAMES`] unfinished games
    /// against the AI in this server: these.
    TooManyAiGames {
        games: Vec<AiGameRef>,
    },
    PlaceTaken {
        thread: bool,
    },
    Settings(SettingsError),
    // The host itself.
    SaveFailed,
    LeaderboardUnavailable,
    ProfileUnavailable,
    ShuttingDown,
}

impl std::error::Error for Refusal {}

impl From<SettingsError> for Refusal {
    fn from(e: SettingsError) -> Refusal {
        Refusal::Settings(e)
    }
}
