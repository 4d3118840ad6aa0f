//! The store's error type: what went wrong and, where the caller can act on
//! it, what to do.

use crate::status::{GameStatus, UnknownStatus};

/// Everything a store operation can fail with.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// `DATABASE_URL` could not be understood. The message says what is wrong
    /// and lists the accepted forms; any password in the URL is redacted.
    #[error("{0}")]
    BadUrl(String),

    /// The database could not be opened or reached.
    #[error("cannot connect to the database at {url}: {source}")]
    Connect {
        /// The URL with any password redacted.
        url: String,
        /// The driver's error.
        #[source]
        source: sqlx::Error,
    },

    /// A directory for the SQLite file could not be created.
    #[error("cannot create the directory {path} for the SQLite database: {source}")]
    CreateDir {
        /// The directory that could not be created.
        path: String,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },

    /// Applying the migrations at start-up failed.
    #[error("cannot apply the database migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),

    /// The game changed since the caller read it: `expected` is the version
    /// the caller based its change on, `actual` the version now stored.
    /// Reload the game and apply the action again (or drop it).
    #[error("game {game_id} was changed concurrently: expected version {expected}, found {actual}")]
    VersionConflict {
        /// The game.
        game_id: i64,
        /// The version the change was based on.
        expected: i64,
        /// The version stored now.
        actual: i64,
    },

    /// The game is over (finished or aborted) and accepts no more changes.
    #[error("game {game_id} is {status} and accepts no more changes")]
    GameOver {
        /// The game.
        game_id: i64,
        /// Its stored status.
        status: GameStatus,
    },

    /// The challenge was already accepted, declined, cancelled or expired.
    #[error("challenge {challenge_id} is no longer open (it is {status})")]
    ChallengeClosed {
        /// The challenge.
        challenge_id: i64,
        /// Its stored status, e.g. `accepted`.
        status: String,
    },

    /// A live game is already played at that place (one live game per
    /// server, channel and thread: a unique index guarantees it).
    #[error("a game is already being played at {place}")]
    PlaceTaken {
        /// The place, e.g. `guild 1 channel 2 thread 3`.
        place: String,
    },

    /// The tournament changed since the caller read it, or it is over.
    #[error(
        "tournament {tournament_id} was changed concurrently or is over: expected version {expected}, found {actual} ({status})"
    )]
    TournamentConflict {
        tournament_id: i64,
        expected: i64,
        actual: i64,
        status: String,
    },

    /// The channel already has an open (not yet started) tournament.
    #[error("channel {channel} already has an open tournament")]
    OpenTournamentInChannel { channel: String },

    /// The server already has an open season (named `name`). End it
    /// before opening another.
    #[error("server {guild} already has an open season, {name}: end it before opening another")]
    OpenSeason { guild: String, name: String },

    /// One of the server's seasons already has that name (any case).
    /// Choose another name.
    #[error("server {guild} already had a season named {name}: choose another name")]
    SeasonNameTaken { guild: String, name: String },

    /// A member's puzzle attempt that cannot start: they have one open
    /// already, or played this puzzle rated before.
    #[error(
        "{user} has a puzzle open already or played puzzle {puzzle} before: answer the open one, \
         or ask for another puzzle"
    )]
    PuzzleAttemptTaken {
        /// The member.
        user: String,
        /// The puzzle asked for.
        puzzle: i64,
    },

    /// No row with that id.
    #[error("{what} {id} does not exist")]
    NotFound {
        /// What was looked for, e.g. `game`.
        what: &'static str,
        /// The id looked for.
        id: i64,
    },

    /// The caller passed values that cannot be stored together (e.g. a
    /// finished game without a result).
    #[error("invalid input: {0}")]
    InvalidInput(String),

    /// A stored row holds a value this version of the program does not know.
    #[error("unexpected data in the database: {0}")]
    Corrupt(String),

    /// The writer task that commits game changes on SQLite is gone: the tokio
    /// runtime that called [`Store::connect`](crate::Store::connect) was shut
    /// down. Use the store on the runtime that opened it.
    #[error(
        "the store's writer task has stopped (the tokio runtime that opened the store was shut down); \
         open the store on the runtime that uses it"
    )]
    WriterStopped,

    /// Any other database error.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
}

/// Shorthand for results of store operations.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

impl From<engine::BadResult> for StoreError {
    /// A result the store never writes is a corrupt row.
    fn from(e: engine::BadResult) -> StoreError {
        UnknownStatus::from(e).into()
    }
}

impl From<UnknownStatus> for StoreError {
    /// A status the store never writes is a corrupt row.
    fn from(e: UnknownStatus) -> StoreError {
        StoreError::Corrupt(e.to_string())
    }
}
