//! Storage for Cruise Pawns: the one place with SQL.
//!
//! A [`Store`] is opened from a database URL ([`Store::connect`]): a SQLite
//! file by default ([`DEFAULT_DATABASE_URL`], created with its directory when
//! missing), PostgreSQL for `postgres://` / `postgresql://` URLs. Migrations
//! (`migrations/sqlite`, `migrations/postgres`) are applied on connect.
//!
//! The store knows nothing about chess or Discord: FENs, move texts, event
//! payloads, challenge options and the host's state snapshots are opaque
//! strings; places (server, channel, thread) and players are opaque ids.
//!
//! Every change of a game goes through [`Store::commit_game_change`], one
//! transaction with an optimistic version check: the new snapshot, status,
//! the events it produced and its pending prompts are stored together or not
//! at all, and a change based on an outdated version fails with
//! [`StoreError::VersionConflict`]. A finished game that counts for ratings
//! carries a [`Rate`] (see [`GameChange::rated`]): both players' ratings,
//! their history rows and server memberships are written in that same
//! transaction.
//!
//! | module | what it is |
//! |---|---|
//! | `store` | the connection: opening, migrating, the pools |
//! | `game` | games, their events, and the one atomic way to change them |
//! | `analysis` | stored analyses of finished games, one per game and analysis version |
//! | `puzzles` | puzzles mined from finished games (once per game and ply), the games mined, which may be offered where |
//! | `puzzle_attempts` | members' puzzle attempts, their puzzle ratings and best streaks, the puzzle leaderboard |
//! | `puzzle_daily` | the daily puzzle of a server and UTC day (chosen once, posted once), where and when it is posted |
//! | `challenge` | open challenges and how they close |
//! | `player` | players and places (opaque ids) |
//! | `prompt` | pending questions with deadlines |
//! | `ratings` | ratings as stored and their update when a rated game ends |
//! | `rating_queries` | leaderboard pages, ranks, a player's ratings, games and history |
//! | `rating_rebuild` | recomputing every rating from the rated games |
//! | `heartbeat` | when each host was last alive |
//! | `tournament` | tournaments: status and the host's snapshot, any number open per channel |
//! | `guild_settings` | a server's settings: the tournament organizer and winner roles, who creates tournaments, web pages |
//! | `seasons` | seasons: a server's second rating pool for a while, its standings and settings |
//! | `season_pool` | a season's pool as games are rated (in the rating transaction) and rebuilt |
//! | `role_holders` | server roles the bot hands out: who the bot gave each to, per source; the lease serializing changes of a role |

mod analysis;
mod challenge;
mod checkpoint;
mod database_url;
mod error;
mod game;
mod game_queries;
mod guild_settings;
mod heartbeat;
mod message_ref;
mod outbox;
mod outbox_queries;
mod player;
mod player_queries;
mod private_channels;
mod prompt;
mod prompt_queries;
mod puzzle_attempts;
mod puzzle_daily;
mod puzzles;
mod rating_queries;
mod rating_rebuild;
mod ratings;
mod role_holders;
mod season_pool;
mod seasons;
mod status;
mod store;
mod time;
mod tournament;
mod write_queue;

pub use analysis::{AnalysisRecord, NewAnalysis};
pub use challenge::{ChallengeRecord, ChallengeStatus, NewChallenge};
pub use database_url::{ACCEPTED_FORMS, DEFAULT_DATABASE_URL, DatabaseTarget, redact_url};
pub use error::{Result, StoreError};
pub use game::{
    CommittedChange, GameChange, GameEvent, GameRecord, NewEvent, NewGame, ShowRatings,
};
pub use guild_settings::{ServerRole, TournamentCreators};
pub use outbox::{
    HELD_MS, NewPost, OutboxStats, Post, STAGE_NEW, STAGE_POSTED, Servers, chain_of_event,
    chain_of_game, server_key,
};
pub use player::{Place, Player, PlayerRef};
pub use prompt::{PendingPrompt, PromptChange};
pub use puzzle_attempts::{
    AttemptKind, AttemptRecord, AttemptStatus, FinishAttempt, NewAttempt, PuzzlePlayer,
};
pub use puzzle_daily::{DailyPuzzle, DailySettings};
pub use puzzles::{Glicko, NewPuzzle, PuzzleRecord};
pub use rating_queries::{
    BoardQuery, HistoryPoint, LeaderboardScope, RankedPlayer, RatedGameRecord, RatingBoard, Seen,
};
pub use rating_rebuild::{RebuildProgress, RebuildSummary};
pub use ratings::{BestWin, PlayerRating, PlayerResult, Rate, RateFn, RatingUpdate, RatingValue};
pub use seasons::{NewSeason, SeasonLine, SeasonRecord, SeasonSettings};
pub use status::{GameResult, GameStatus};
pub use store::{Backend, Store, database_url_from_env};
pub use time::unix_millis;
pub use tournament::{NewTournament, TournamentRecord, TournamentStatus};
