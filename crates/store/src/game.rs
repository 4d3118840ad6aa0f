//! Games: their stored record (settings, players, status, the host's state
//! snapshot and version), the events that happened in them, and the one
//! atomic way to change them.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};
use crate::outbox::{NewPost, insert_posts};
use crate::player::{Place, PlayerRef, upsert_players};
use crate::prompt::{PromptChange, apply_prompt_changes};
use crate::ratings::{Rate, RateFn, RatedGame, RatingUpdate, rate_game};
use crate::status::{GameResult, GameStatus};
use crate::time::unix_millis;

/// A game to create. Players are stored (or their names refreshed) with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// Where it is played.
    pub place: Place,
    /// The preset's name, e.g. `cruise` (opaque to the store).
    pub preset: String,
    /// Whether missiles may strike kings.
    pub king_strikes: bool,
    /// The shoot-down question's timeout in seconds.
    pub intercept_seconds: i64,
    /// The time control as text, e.g. `10+5` or `3d` (opaque to the store).
    pub time_control: String,
    /// The player with the white pieces.
    pub white: PlayerRef,
    /// The player with the black pieces.
    pub black: PlayerRef,
    /// The starting position (FEN, opaque to the store).
    pub start_fen: String,
    /// The host's initial state snapshot (JSON or any text).
    pub snapshot: String,
}

/// A stored game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's id (positive, assigned by the store).
    pub id: i64,
    /// Where it is played.
    pub place: Place,
    /// The preset's name.
    pub preset: String,
    /// Whether missiles may strike kings.
    pub king_strikes: bool,
    /// The shoot-down question's timeout in seconds.
    pub intercept_seconds: i64,
    /// The time control as text.
    pub time_control: String,
    /// White's user id.
    pub white_id: String,
    /// Black's user id.
    pub black_id: String,
    /// Ongoing, finished or aborted.
    pub status: GameStatus,
    /// The result of a finished game.
    pub result: Option<GameResult>,
    /// Why it ended (opaque text, e.g. `checkmate`, `resign`, `time`).
    pub end_reason: Option<String>,
    /// The starting position.
    pub start_fen: String,
    /// The host's latest state snapshot.
    pub snapshot: String,
    /// Starts at 0; each committed change adds 1.
    pub version: i64,
    /// How many events the game has; event `seq`s run from 1 to this.
    pub event_count: i64,
    /// When the game was created (unix ms).
    pub created_at_ms: i64,
    /// When it was last changed (unix ms).
    pub updated_at_ms: i64,
    /// When it finished or was aborted (unix ms).
    pub finished_at_ms: Option<i64>,
}

/// Something that happened in a game, to append to its history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    /// What kind, e.g. `move`, `flight-step`, `shootdown`, `detonation`,
    /// `pass`, `resign`, `draw-offer` (opaque to the store).
    pub kind: String,
    /// Its details (JSON or any text, opaque to the store).
    pub payload: String,
}

impl NewEvent {
    /// An event from a kind and a payload.
    pub fn new(kind: impl Into<String>, payload: impl Into<String>) -> Self {
        NewEvent {
            kind: kind.into(),
            payload: payload.into(),
        }
    }
}

/// A stored event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEvent {
    /// The game.
    pub game_id: i64,
    /// Its place in the game's history: 1, 2, 3… without gaps.
    pub seq: i64,
    /// What kind.
    pub kind: String,
    /// Its details.
    pub payload: String,
    /// When it was stored (unix ms).
    pub at_ms: i64,
}

/// One atomic change of a game: applied completely or not at all, and only if
/// the game is still at `expected_version` and ongoing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameChange {
    /// The game.
    pub game_id: i64,
    /// The version the change was computed from.
    pub expected_version: i64,
    /// The host's new state snapshot.
    pub snapshot: String,
    /// The status after the change.
    pub status: GameStatus,
    /// The result, required exactly when `status` is `Finished`.
    pub result: Option<GameResult>,
    /// Why the game ended (for `Finished` and `Aborted`).
    pub end_reason: Option<String>,
    /// Events to append, in order.
    pub events: Vec<NewEvent>,
    /// Pending prompts to set or clear. When the game ends all its prompts
    /// are cleared anyway.
    pub prompts: Vec<PromptChange>,
    /// For a finished game that counts for ratings: how to update both
    /// players' ratings, in the same transaction.
    pub rate: Option<Rate>,
    /// What the change owes the players (boards, questions, results), in
    /// order: written to the outbox in the same transaction.
    pub posts: Vec<NewPost>,
    /// For a rated ending: how the posts show the rating update (which is
    /// computed inside the transaction), applied before they are written.
    pub show_ratings: Option<ShowRatings>,
}

/// Fills the rating update (White's and Black's, before and after) into a
/// rated ending's posts, inside the transaction that computes it.
#[derive(Clone, Copy)]
pub struct ShowRatings(pub fn(&mut [NewPost], &[RatingUpdate; 2]));

impl PartialEq for ShowRatings {
    fn eq(&self, other: &ShowRatings) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

impl Eq for ShowRatings {}

impl std::fmt::Debug for ShowRatings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ShowRatings")
    }
}

impl GameChange {
    /// A change that keeps the game ongoing with a new snapshot; add events,
    /// prompts or an ending with the builder methods.
    pub fn new(game_id: i64, expected_version: i64, snapshot: impl Into<String>) -> Self {
        GameChange {
            game_id,
            expected_version,
            snapshot: snapshot.into(),
            status: GameStatus::Ongoing,
            result: None,
            end_reason: None,
            events: Vec::new(),
            prompts: Vec::new(),
            rate: None,
            posts: Vec::new(),
            show_ratings: None,
        }
    }

    /// Adds a post the change owes (written to the outbox with it).
    pub fn post(mut self, post: NewPost) -> Self {
        self.posts.push(post);
        self
    }

    /// Shows a rated ending's rating update in its posts (see [`ShowRatings`]).
    pub fn show_ratings(mut self, with: ShowRatings) -> Self {
        self.show_ratings = Some(with);
        self
    }

    /// Appends an event.
    pub fn event(mut self, kind: impl Into<String>, payload: impl Into<String>) -> Self {
        self.events.push(NewEvent::new(kind, payload));
        self
    }

    /// Adds a prompt change.
    pub fn prompt(mut self, change: PromptChange) -> Self {
        self.prompts.push(change);
        self
    }

    /// Ends the game with a result.
    pub fn finish(mut self, result: GameResult, reason: impl Into<String>) -> Self {
        self.status = GameStatus::Finished;
        self.result = Some(result);
        self.end_reason = Some(reason.into());
        self
    }

    /// Makes the ending count for ratings: both players' ratings are updated
    /// by `with` at `at_ms` (unix ms) in the transaction that finishes the
    /// game. Only for a finished game between two different players.
    pub fn rated(mut self, at_ms: i64, with: RateFn) -> Self {
        self.rate = Some(Rate { at_ms, with });
        self
    }

    /// Aborts the game (no result).
    pub fn abort(mut self, reason: impl Into<String>) -> Self {
        self.status = GameStatus::Aborted;
        self.result = None;
        self.end_reason = Some(reason.into());
        self
    }
}

/// What a committed change produced.
#[derive(Debug, Clone, PartialEq)]
pub struct CommittedChange {
    /// The game's version after the change (`expected_version + 1`).
    pub version: i64,
    /// The `seq`s given to the change's events: `first_seq..=last_seq`
    /// (empty, with `first_seq == last_seq + 1`, when there were none).
    pub first_seq: i64,
    /// See `first_seq`.
    pub last_seq: i64,
    /// For a rated ending: White's and Black's ratings before and after.
    pub ratings: Option<[RatingUpdate; 2]>,
    /// The change's posts as stored, in order (with their ids).
    pub posts: Vec<crate::outbox::Post>,
}

pub(crate) const GAME_COLUMNS: &str = "id, guild_id, channel_id, thread_id, preset, king_strikes, \
     intercept_seconds, time_control, white_id, black_id, status, result, end_reason, start_fen, \
     snapshot, version, event_count, created_at_ms, updated_at_ms, finished_at_ms";

pub(crate) fn game_from_row(row: &AnyRow) -> Result<GameRecord> {
    let status: String = row.try_get("status")?;
    let result: Option<String> = row.try_get("result")?;
    let king_strikes: i64 = row.try_get("king_strikes")?;
    Ok(GameRecord {
        id: row.try_get("id")?,
        place: Place {
            guild: row.try_get("guild_id")?,
            channel: row.try_get("channel_id")?,
            thread: row.try_get("thread_id")?,
        },
        preset: row.try_get("preset")?,
        king_strikes: king_strikes != 0,
        intercept_seconds: row.try_get("intercept_seconds")?,
        time_control: row.try_get("time_control")?,
        white_id: row.try_get("white_id")?,
        black_id: row.try_get("black_id")?,
        status: status.parse()?,
        result: result.as_deref().map(str::parse).transpose()?,
        end_reason: row.try_get("end_reason")?,
        start_fen: row.try_get("start_fen")?,
        snapshot: row.try_get("snapshot")?,
        version: row.try_get("version")?,
        event_count: row.try_get("event_count")?,
        created_at_ms: row.try_get("created_at_ms")?,
        updated_at_ms: row.try_get("updated_at_ms")?,
        finished_at_ms: row.try_get("finished_at_ms")?,
    })
}

pub(crate) fn event_from_row(row: &AnyRow) -> Result<GameEvent> {
    Ok(GameEvent {
        game_id: row.try_get("game_id")?,
        seq: row.try_get("seq")?,
        kind: row.try_get("kind")?,
        payload: row.try_get("payload")?,
        at_ms: row.try_get("at_ms")?,
    })
}

/// Inserts a game inside an open transaction (players upserted first).
pub(crate) async fn insert_game(
    conn: &mut sqlx::AnyConnection,
    game: &NewGame,
) -> Result<GameRecord> {
    if game.white.user_id.is_empty() || game.black.user_id.is_empty() {
        return Err(StoreError::InvalidInput(
            "a game needs a non-empty user id for both players".into(),
        ));
    }
    upsert_players(conn, &[&game.white, &game.black]).await?;
    let now = unix_millis();
    let sql = format!(
        "INSERT INTO games (guild_id, channel_id, thread_id, preset, king_strikes, \
         intercept_seconds, time_control, white_id, black_id, status, start_fen, snapshot, \
         version, event_count, created_at_ms, updated_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'ongoing', $10, $11, 0, 0, $12, $13) \
         RETURNING {GAME_COLUMNS}"
    );
    let row = sqlx::query(&sql)
        .bind(&game.place.guild)
        .bind(&game.place.channel)
        .bind(&game.place.thread)
        .bind(&game.preset)
        .bind(i64::from(game.king_strikes))
        .bind(game.intercept_seconds)
        .bind(&game.time_control)
        .bind(&game.white.user_id)
        .bind(&game.black.user_id)
        .bind(&game.start_fen)
        .bind(&game.snapshot)
        .bind(now)
        .bind(now)
        .fetch_one(&mut *conn)
        .await
        .map_err(|e| place_taken(e, &game.place))?;
    game_from_row(&row)
}

/// The unique index on live games' places, as [`StoreError::PlaceTaken`].
pub(crate) fn place_taken(e: sqlx::Error, place: &Place) -> StoreError {
    let unique = e
        .as_database_error()
        .is_some_and(|d| d.is_unique_violation());
    if unique {
        StoreError::PlaceTaken {
            place: format!(
                "guild {} channel {} thread {}",
                place.guild.as_deref().unwrap_or("-"),
                place.channel,
                place.thread.as_deref().unwrap_or("-")
            ),
        }
    } else {
        StoreError::Database(e)
    }
}

/// Refuses a change whose status and result disagree.
pub(crate) fn validate_change(change: &GameChange) -> Result<()> {
    match (change.status, change.result) {
        (GameStatus::Finished, None) => Err(StoreError::InvalidInput(
            "a finished game needs a result (white, black or draw)".into(),
        )),
        (GameStatus::Ongoing | GameStatus::Aborted, Some(r)) => {
            Err(StoreError::InvalidInput(format!(
                "only a finished game has a result, but status is {} and result {r}",
                change.status
            )))
        }
        (GameStatus::Finished, Some(_)) => Ok(()),
        _ if change.rate.is_some() => Err(StoreError::InvalidInput(format!(
            "only a finished game can be rated, but status is {}",
            change.status
        ))),
        _ => Ok(()),
    }
}

/// Whether an error from [`apply_change`] means "nothing was written for this
/// change" (the version check failed), so the transaction can go on.
pub(crate) fn is_refusal(err: &StoreError) -> bool {
    matches!(
        err,
        StoreError::VersionConflict { .. }
            | StoreError::GameOver { .. }
            | StoreError::NotFound { .. }
    )
}

/// Applies one validated change inside an open transaction. A refusal (see
/// [`is_refusal`]) writes nothing; any other error leaves the transaction to
/// be rolled back.
pub(crate) async fn apply_change(
    conn: &mut sqlx::AnyConnection,
    change: &GameChange,
    now: i64,
) -> Result<CommittedChange> {
    let updated = update_game(conn, change, now).await?;
    for (seq, event) in (updated.committed.first_seq..).zip(&change.events) {
        sqlx::query(
            "INSERT INTO game_events (game_id, seq, kind, payload, at_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(change.game_id)
        .bind(seq)
        .bind(&event.kind)
        .bind(&event.payload)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    }
    let posts = updated.posts.as_deref().unwrap_or(&change.posts);
    let mut committed = updated.committed;
    committed.posts = insert_posts(conn, posts, now).await?;
    Ok(committed)
}

/// What [`update_game`] wrote: the change as committed so far (its events
/// and posts not yet inserted), and the posts to insert when a rated
/// ending rewrote them (else the change's own).
pub(crate) struct UpdatedGame {
    pub(crate) committed: CommittedChange,
    pub(crate) posts: Option<Vec<NewPost>>,
}

/// The part of [`apply_change`] that writes the game itself: the version
/// check and the snapshot, the prompts, and a rated ending's ratings. The
/// change's events (numbered `first_seq..=last_seq`) and posts are left to
/// the caller, who may insert those of many changes at once (SQLite's group
/// commit, [`crate::write_queue`]). A refusal (see [`is_refusal`]) writes
/// nothing.
pub(crate) async fn update_game(
    conn: &mut sqlx::AnyConnection,
    change: &GameChange,
    now: i64,
) -> Result<UpdatedGame> {
    let finished_at = (change.status != GameStatus::Ongoing).then_some(now);
    let n_events = i64::try_from(change.events.len())
        .map_err(|_| StoreError::InvalidInput("too many events".into()))?;
    // The first statement writes, so on SQLite the transaction takes the
    // write lock at once and never has to upgrade a read snapshot.
    let row = sqlx::query(
        "UPDATE games SET snapshot = $1, status = $2, result = $3, end_reason = $4, \
         version = version + 1, event_count = event_count + $5, updated_at_ms = $6, \
         finished_at_ms = $7 \
         WHERE id = $8 AND version = $9 AND status = 'ongoing' \
         RETURNING version, event_count, white_id, black_id, preset, guild_id",
    )
    .bind(&change.snapshot)
    .bind(change.status.as_str())
    .bind(change.result.map(GameResult::name))
    .bind(&change.end_reason)
    .bind(n_events)
    .bind(now)
    .bind(finished_at)
    .bind(change.game_id)
    .bind(change.expected_version)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else {
        let current = sqlx::query("SELECT version, status FROM games WHERE id = $1")
            .bind(change.game_id)
            .fetch_optional(&mut *conn)
            .await?;
        return Err(match current {
            None => StoreError::NotFound {
                what: "game",
                id: change.game_id,
            },
            Some(row) => {
                let version: i64 = row.try_get("version")?;
                let status: String = row.try_get("status")?;
                let status: GameStatus = status.parse()?;
                if status != GameStatus::Ongoing {
                    StoreError::GameOver {
                        game_id: change.game_id,
                        status,
                    }
                } else {
                    StoreError::VersionConflict {
                        game_id: change.game_id,
                        expected: change.expected_version,
                        actual: version,
                    }
                }
            }
        });
    };
    let version: i64 = row.try_get("version")?;
    let last_seq: i64 = row.try_get("event_count")?;
    let first_seq = last_seq - n_events + 1;
    apply_prompt_changes(conn, change.game_id, &change.prompts, now).await?;
    if change.status != GameStatus::Ongoing {
        apply_prompt_changes(conn, change.game_id, &[PromptChange::ClearAll], now).await?;
    }
    let ratings = match (&change.rate, change.result) {
        (Some(rate), Some(result)) => {
            let white_id: String = row.try_get("white_id")?;
            let black_id: String = row.try_get("black_id")?;
            let preset: String = row.try_get("preset")?;
            let guild: Option<String> = row.try_get("guild_id")?;
            let game = RatedGame {
                game_id: change.game_id,
                white_id: &white_id,
                black_id: &black_id,
                preset: &preset,
                guild: guild.as_deref(),
                result,
            };
            let updates = rate_game(conn, &game, rate).await?;
            crate::season_pool::rate_in_season(conn, &game, rate).await?;
            Some(updates)
        }
        _ => None,
    };
    let posts = match (&ratings, change.show_ratings) {
        (Some(r), Some(show)) => {
            let mut posts = change.posts.clone();
            (show.0)(&mut posts, r);
            Some(posts)
        }
        _ => None,
    };
    Ok(UpdatedGame {
        committed: CommittedChange {
            version,
            first_seq,
            last_seq,
            ratings,
            posts: Vec::new(),
        },
        posts,
    })
}
