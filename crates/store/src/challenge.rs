//! Challenges: an invitation to a game, open to one named opponent or to
//! anyone, until it is accepted (which creates the game in the same
//! transaction), declined, cancelled or expires. Each change may write the
//! posts it owes the chat (the challenge, its edits, the game's first
//! board) to the outbox in its own transaction (the `_with_posts` forms).

use std::fmt;
use std::str::FromStr;

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};
use crate::game::{GameRecord, NewGame, insert_game};
use crate::outbox::{NewPost, Post, insert_posts};
use crate::player::{Place, PlayerRef, upsert_players};
use crate::store::Store;
use crate::time::unix_millis;

/// Where a challenge stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    /// Waiting for an answer.
    Open,
    /// Accepted; a game was created.
    Accepted,
    /// Declined by the opponent.
    Declined,
    /// Withdrawn by the challenger.
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

impl ChallengeStatus {
    /// The stored text, e.g. `open`.
    pub fn as_str(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }
}

impl fmt::Display for ChallengeStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ChallengeStatus {
    type Err = StoreError;
    fn from_str(s: &str) -> Result<Self> {
        match s {
            "open" => Ok(ChallengeStatus::Open),
            "accepted" => Ok(ChallengeStatus::Accepted),
            "declined" => Ok(ChallengeStatus::Declined),
            "cancelled" => Ok(ChallengeStatus::Cancelled),
            "expired" => Ok(ChallengeStatus::Expired),
            other => Err(StoreError::Corrupt(format!(
                "unknown challenge status `{other}`"
            ))),
        }
    }
}

/// A challenge to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewChallenge {
    /// Where it was posted.
    pub place: Place,
    /// Who challenges.
    pub challenger: PlayerRef,
    /// The named opponent, or `None` for a challenge open to anyone.
    pub opponent: Option<PlayerRef>,
    /// The game options as the host encodes them (opaque text, e.g. JSON with
    /// preset, colour, king strikes, intercept timeout, time control).
    pub options: String,
    /// When it expires (unix ms).
    pub expires_at_ms: i64,
    /// The finished game this challenge offers a rematch of (one offer per
    /// game); `None`: an ordinary challenge.
    pub rematch_of: Option<i64>,
}

/// A stored challenge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRecord {
    /// Its id (positive, assigned by the store).
    pub id: i64,
    /// Where it was posted.
    pub place: Place,
    /// Who challenges.
    pub challenger_id: String,
    /// The named opponent; `None` when open to anyone.
    pub opponent_id: Option<String>,
    /// The game options (opaque text).
    pub options: String,
    /// The frontend's reference to the message showing it (opaque).
    pub message_ref: Option<String>,
    /// Where it stands.
    pub status: ChallengeStatus,
    /// Who accepted it.
    pub accepted_by: Option<String>,
    /// The game created on acceptance.
    pub game_id: Option<i64>,
    /// When it was created (unix ms).
    pub created_at_ms: i64,
    /// When it expires (unix ms).
    pub expires_at_ms: i64,
    /// When it was accepted, declined, cancelled or expired (unix ms).
    pub closed_at_ms: Option<i64>,
    /// The finished game it offers a rematch of, if it is a rematch offer.
    pub rematch_of: Option<i64>,
}

const CHALLENGE_COLUMNS: &str = "id, guild_id, channel_id, thread_id, challenger_id, opponent_id, \
     options, message_ref, status, accepted_by, game_id, created_at_ms, expires_at_ms, closed_at_ms, rematch_of";

fn challenge_from_row(row: &AnyRow) -> Result<ChallengeRecord> {
    let status: String = row.try_get("status")?;
    Ok(ChallengeRecord {
        id: row.try_get("id")?,
        place: Place {
            guild: row.try_get("guild_id")?,
            channel: row.try_get("channel_id")?,
            thread: row.try_get("thread_id")?,
        },
        challenger_id: row.try_get("challenger_id")?,
        opponent_id: row.try_get("opponent_id")?,
        options: row.try_get("options")?,
        message_ref: row.try_get("message_ref")?,
        status: status.parse()?,
        accepted_by: row.try_get("accepted_by")?,
        game_id: row.try_get("game_id")?,
        created_at_ms: row.try_get("created_at_ms")?,
        expires_at_ms: row.try_get("expires_at_ms")?,
        closed_at_ms: row.try_get("closed_at_ms")?,
        rematch_of: row.try_get("rematch_of")?,
    })
}

/// Why a conditional update of an open challenge matched no row.
async fn closed_or_missing(conn: &mut sqlx::AnyConnection, id: i64) -> Result<StoreError> {
    let row = sqlx::query("SELECT status FROM challenges WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(match row {
        None => StoreError::NotFound {
            what: "challenge",
            id,
        },
        Some(row) => StoreError::ChallengeClosed {
            challenge_id: id,
            status: row.try_get("status")?,
        },
    })
}

impl Store {
    /// Stores a new open challenge (and its players).
    pub async fn create_challenge(&self, challenge: &NewChallenge) -> Result<ChallengeRecord> {
        self.create_challenge_with_posts(challenge, |_| Vec::new())
            .await
            .map(|(record, _)| record)
    }

    /// [`Store::create_challenge`], writing the posts `posts` makes of the
    /// new challenge's id (its message, whose buttons name it) to the
    /// outbox in the same transaction. The challenge and the posts as
    /// stored.
    pub async fn create_challenge_with_posts(
        &self,
        challenge: &NewChallenge,
        posts: impl FnOnce(i64) -> Vec<NewPost>,
    ) -> Result<(ChallengeRecord, Vec<Post>)> {
        if challenge.challenger.user_id.is_empty() {
            return Err(StoreError::InvalidInput(
                "a challenge needs the challenger's user id".into(),
            ));
        }
        let mut tx = self.writer().begin().await?;
        let mut players = vec![&challenge.challenger];
        players.extend(challenge.opponent.as_ref());
        upsert_players(&mut tx, &players).await?;
        let sql = format!(
            "INSERT INTO challenges (guild_id, channel_id, thread_id, challenger_id, opponent_id, \
             options, status, created_at_ms, expires_at_ms, rematch_of) \
             VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9) RETURNING {CHALLENGE_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(&challenge.place.guild)
            .bind(&challenge.place.channel)
            .bind(&challenge.place.thread)
            .bind(&challenge.challenger.user_id)
            .bind(challenge.opponent.as_ref().map(|p| p.user_id.as_str()))
            .bind(&challenge.options)
            .bind(unix_millis())
            .bind(challenge.expires_at_ms)
            .bind(challenge.rematch_of)
            .fetch_one(&mut *tx)
            .await?;
        let record = challenge_from_row(&row)?;
        let stored = insert_posts(&mut tx, &posts(record.id), record.created_at_ms).await?;
        tx.commit().await?;
        Ok((record, stored))
    }

    /// The challenge with that id, if any.
    pub async fn challenge(&self, id: i64) -> Result<Option<ChallengeRecord>> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(challenge_from_row).transpose()
    }

    /// The rematch offer of finished game `game_id` (open or closed), if
    /// one was made.
    pub async fn rematch_offer(&self, game_id: i64) -> Result<Option<ChallengeRecord>> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE rematch_of = $1");
        let row = sqlx::query(&sql)
            .bind(game_id)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(challenge_from_row).transpose()
    }

    /// Every open challenge, oldest first (with their expiry times): what the
    /// host reloads after a restart. Expired ones stay open until closed with
    /// [`Store::close_challenge`].
    pub async fn open_challenges(&self) -> Result<Vec<ChallengeRecord>> {
        let sql =
            format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' ORDER BY id");
        let rows = sqlx::query(&sql).fetch_all(self.reader()).await?;
        rows.iter().map(challenge_from_row).collect()
    }

    /// Records the frontend's reference to the message showing a challenge.
    pub async fn set_challenge_message(&self, id: i64, message_ref: Option<&str>) -> Result<()> {
        let done = sqlx::query("UPDATE challenges SET message_ref = $1 WHERE id = $2")
            .bind(message_ref)
            .bind(id)
            .execute(self.writer())
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound {
                what: "challenge",
                id,
            });
        }
        Ok(())
    }

    /// Accepts an open challenge and creates its game, in one transaction:
    /// exactly one of several racing accepts succeeds; the others get
    /// [`StoreError::ChallengeClosed`]. Checking who may accept and building
    /// the game from the options is the caller's job.
    pub async fn accept_challenge(
        &self,
        id: i64,
        accepter: &PlayerRef,
        game: &NewGame,
    ) -> Result<(ChallengeRecord, GameRecord)> {
        self.accept_challenge_with_posts(id, accepter, game, |_| Vec::new())
            .await
            .map(|(challenge, game, _)| (challenge, game))
    }

    /// [`Store::accept_challenge`], writing the posts `posts` makes of the
    /// new game's id (the challenge's edit, the game's first board) to
    /// the outbox in the same transaction: a crash after the commit loses
    /// none of them. The challenge, the game and the posts as stored.
    pub async fn accept_challenge_with_posts(
        &self,
        id: i64,
        accepter: &PlayerRef,
        game: &NewGame,
        posts: impl FnOnce(i64) -> Vec<NewPost>,
    ) -> Result<(ChallengeRecord, GameRecord, Vec<Post>)> {
        let mut tx = self.writer().begin().await?;
        let now = unix_millis();
        let updated = sqlx::query(
            "UPDATE challenges SET status = 'accepted', closed_at_ms = $1 \
             WHERE id = $2 AND status = 'open'",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() == 0 {
            let err = closed_or_missing(&mut tx, id).await?;
            tx.rollback().await?;
            return Err(err);
        }
        // The challenge row is locked now (racing accepts wait above and then
        // find it closed); players are locked in id order below.
        upsert_players(&mut tx, &[accepter, &game.white, &game.black]).await?;
        let game_record = insert_game(&mut tx, game).await?;
        let sql = format!(
            "UPDATE challenges SET accepted_by = $1, game_id = $2 WHERE id = $3 \
             RETURNING {CHALLENGE_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(&accepter.user_id)
            .bind(game_record.id)
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
        let challenge = challenge_from_row(&row)?;
        let stored = insert_posts(&mut tx, &posts(game_record.id), now).await?;
        tx.commit().await?;
        Ok((challenge, game_record, stored))
    }

    /// Closes an open challenge as declined, cancelled or expired. Fails with
    /// [`StoreError::ChallengeClosed`] if it was no longer open (e.g. accepted
    /// a moment earlier).
    pub async fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
    ) -> Result<ChallengeRecord> {
        self.close_challenge_with_posts(id, status, &[])
            .await
            .map(|(record, _)| record)
    }

    /// [`Store::close_challenge`], writing `posts` (the challenge
    /// message's edit) to the outbox in the same transaction. Nothing is
    /// written when the challenge was no longer open. The challenge and
    /// the posts as stored.
    pub async fn close_challenge_with_posts(
        &self,
        id: i64,
        status: ChallengeStatus,
        posts: &[NewPost],
    ) -> Result<(ChallengeRecord, Vec<Post>)> {
        if matches!(status, ChallengeStatus::Open | ChallengeStatus::Accepted) {
            return Err(StoreError::InvalidInput(format!(
                "close_challenge takes declined, cancelled or expired, not {status} \
                 (use accept_challenge to accept)"
            )));
        }
        let mut tx = self.writer().begin().await?;
        let now = unix_millis();
        let sql = format!(
            "UPDATE challenges SET status = $1, closed_at_ms = $2 \
             WHERE id = $3 AND status = 'open' RETURNING {CHALLENGE_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(status.as_str())
            .bind(now)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else {
            let err = closed_or_missing(&mut tx, id).await?;
            tx.rollback().await?;
            return Err(err);
        };
        let record = challenge_from_row(&row)?;
        let stored = insert_posts(&mut tx, posts, now).await?;
        tx.commit().await?;
        Ok((record, stored))
    }
}
