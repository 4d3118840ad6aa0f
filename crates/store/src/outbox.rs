//! The outbox's rows and the step that writes them: what the bot owes a
//! chat frontend (a board after a move, a question, a result, a
//! tournament's pairings), stored in the same transaction as the change
//! that caused it, so that a crash between the commit and the post loses
//! nothing. Reading, claiming and marking posts is in `outbox_queries`.
//!
//! A post belongs to a *lane* (a channel or a thread): the posts of one
//! lane are delivered in the order they were written, each only after the
//! one before it.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};

/// A post to deliver: its lane, the game that caused it (if any) and what
/// to send (the frontend's own serialized form; the store does not read it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPost {
    pub lane: String,
    pub game_id: Option<i64>,
    pub payload: String,
    /// The process that delivers it (see [`NewPost::owned_by`]).
    pub owner: String,
}

impl NewPost {
    /// A post in `lane` with `payload`, not tied to a game.
    pub fn new(lane: impl Into<String>, payload: impl Into<String>) -> NewPost {
        NewPost {
            lane: lane.into(),
            game_id: None,
            payload: payload.into(),
            owner: DEFAULT_OWNER.to_string(),
        }
    }

    /// Delivered by the process named `owner` (its host's heartbeat
    /// scope); default [`DEFAULT_OWNER`]. Each worker asks only for its
    /// own ([`crate::Store::due_posts`]), so two processes sharing the
    /// database never deliver the same post.
    pub fn owned_by(mut self, owner: impl Into<String>) -> NewPost {
        self.owner = owner.into();
        self
    }

    /// The post is owed because of game `id`'s change.
    pub fn for_game(mut self, id: i64) -> NewPost {
        self.game_id = Some(id);
        self
    }
}

/// The owner of a post nobody named one for: a single process.
pub const DEFAULT_OWNER: &str = "host";

/// A stored, undelivered post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub id: i64,
    pub lane: String,
    pub game_id: Option<i64>,
    pub payload: String,
    pub created_ms: i64,
    /// Failed tries so far.
    pub attempts: i64,
    /// Not to be tried before this time (unix ms).
    pub next_try_ms: i64,
    pub last_error: Option<String>,
}

impl Post {
    /// The nonce a create of this post carries (with `enforce_nonce`), the
    /// same at every try and after a restart: a create retried after a lost
    /// response is not posted twice. At most 25 characters, as Discord
    /// allows.
    ///
    /// ```
    /// let p = store::Post { id: 42, lane: "c".into(), game_id: None, payload: String::new(),
    ///     created_ms: 0, attempts: 0, next_try_ms: 0, last_error: None };
    /// assert_eq!(p.nonce(), "cp-o42");
    /// ```
    pub fn nonce(&self) -> String {
        format!("cp-o{}", self.id)
    }
}

/// How much is waiting: undelivered posts and the age of the oldest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OutboxStats {
    pub depth: i64,
    /// Age of the oldest undelivered post at the time asked (0 when none).
    pub oldest_age_ms: i64,
}

pub(crate) const POST_COLUMNS: &str = "id, lane, game_id, payload, created_ms, CAST(attempts AS BIGINT) AS attempts, next_try_ms, last_error";

pub(crate) fn post_from_row(row: &AnyRow) -> Result<Post> {
    Ok(Post {
        id: row.try_get("id")?,
        lane: row.try_get("lane")?,
        game_id: row.try_get("game_id")?,
        payload: row.try_get("payload")?,
        created_ms: row.try_get("created_ms")?,
        attempts: row.try_get("attempts")?,
        next_try_ms: row.try_get("next_try_ms")?,
        last_error: row.try_get("last_error")?,
    })
}

/// Writes `posts`, in order, inside an open transaction (due at once).
pub(crate) async fn insert_posts(
    conn: &mut sqlx::AnyConnection,
    posts: &[NewPost],
    now: i64,
) -> Result<()> {
    for p in posts {
        if p.lane.is_empty() {
            return Err(StoreError::InvalidInput(
                "an outbox post needs a lane (the channel it goes to)".into(),
            ));
        }
        sqlx::query(
            "INSERT INTO outbox (lane, game_id, payload, created_ms, next_try_ms, owner) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&p.lane)
        .bind(p.game_id)
        .bind(&p.payload)
        .bind(now)
        // Due at once, whatever the reader's clock says (a worker whose
        // clock is a millisecond behind the store's must not skip it).
        .bind(0i64)
        .bind(&p.owner)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
