//! A game's reads and writes on the [`Store`]: create one, load it, change
//! it (through the write queue), its events. The rows and the transaction
//! steps they use are in `game`.

use crate::error::{Result, StoreError};
use crate::game::{
    CommittedChange, GAME_COLUMNS, GameChange, GameEvent, GameRecord, NewGame, apply_change,
    event_from_row, game_from_row, insert_game, place_taken, validate_change,
};
use crate::outbox::{NewPost, Post, insert_posts};
use crate::player::Place;
use crate::store::Store;
use crate::time::unix_millis;
use sqlx::Row;

impl Store {
    /// Creates a game (version 0, no events) and stores or refreshes both
    /// players.
    pub async fn create_game(&self, game: &NewGame) -> Result<GameRecord> {
        self.create_game_with_posts(game, |_| Vec::new())
            .await
            .map(|(record, _)| record)
    }

    /// [`Store::create_game`], writing the posts `posts` makes of the new
    /// game's id (its first board) to the outbox in the same transaction:
    /// a crash after the commit loses none of them. The game and the posts
    /// as stored.
    pub async fn create_game_with_posts(
        &self,
        game: &NewGame,
        posts: impl FnOnce(i64) -> Vec<NewPost>,
    ) -> Result<(GameRecord, Vec<Post>)> {
        let mut tx = self.writer().begin().await?;
        let record = insert_game(&mut tx, game).await?;
        let stored = insert_posts(&mut tx, &posts(record.id), unix_millis()).await?;
        tx.commit().await?;
        Ok((record, stored))
    }

    /// The game with that id, if any.
    pub async fn game(&self, game_id: i64) -> Result<Option<GameRecord>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        let row = sqlx::query(&sql)
            .bind(game_id)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(game_from_row).transpose()
    }

    /// The games that ended in a thread of their own at or after
    /// `since_ms` (unix ms), with where and when they ended, oldest first:
    /// after a restart, the threads whose archiving the stopped process
    /// still owed.
    pub async fn ended_in_threads_since(&self, since_ms: i64) -> Result<Vec<(i64, Place, i64)>> {
        let rows = sqlx::query(
            "SELECT id, guild_id, channel_id, thread_id, finished_at_ms FROM games \
             WHERE status <> 'ongoing' AND thread_id IS NOT NULL AND finished_at_ms >= $1 \
             ORDER BY finished_at_ms",
        )
        .bind(since_ms)
        .fetch_all(self.reader())
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get::<i64, _>("id")?,
                    Place {
                        guild: r.try_get("guild_id")?,
                        channel: r.try_get("channel_id")?,
                        thread: r.try_get("thread_id")?,
                    },
                    r.try_get::<i64, _>("finished_at_ms")?,
                ))
            })
            .collect()
    }

    /// Every ongoing game with its snapshot, oldest first: what the host
    /// reloads after a restart.
    pub async fn unfinished_games(&self) -> Result<Vec<GameRecord>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE status = 'ongoing' ORDER BY id");
        let rows = sqlx::query(&sql).fetch_all(self.reader()).await?;
        rows.iter().map(game_from_row).collect()
    }

    /// The ongoing games in a channel (any thread of it), oldest first.
    pub async fn unfinished_games_in_channel(&self, channel: &str) -> Result<Vec<GameRecord>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'ongoing' AND channel_id = $1 ORDER BY id"
        );
        let rows = sqlx::query(&sql)
            .bind(channel)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(game_from_row).collect()
    }

    /// Records the thread a game is played in (e.g. once the frontend has
    /// opened it). Does not change the game's version.
    pub async fn set_game_thread(&self, game_id: i64, thread: Option<&str>) -> Result<()> {
        let done = sqlx::query("UPDATE games SET thread_id = $1 WHERE id = $2")
            .bind(thread)
            .bind(game_id)
            .execute(self.writer())
            .await
            .map_err(|e| {
                place_taken(
                    e,
                    &Place {
                        guild: None,
                        channel: format!("of game {game_id}"),
                        thread: thread.map(str::to_string),
                    },
                )
            })?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound {
                what: "game",
                id: game_id,
            });
        }
        Ok(())
    }

    /// Applies one change of a game atomically: new snapshot and status,
    /// appended events, prompt changes; all committed in one transaction
    /// before this returns.
    ///
    /// Fails without changing anything with [`StoreError::VersionConflict`]
    /// when the stored version is not `expected_version` (another change won),
    /// [`StoreError::GameOver`] when the game is no longer ongoing,
    /// [`StoreError::NotFound`] for an unknown game and
    /// [`StoreError::InvalidInput`] when `status` and `result` disagree.
    pub async fn commit_game_change(&self, change: &GameChange) -> Result<CommittedChange> {
        validate_change(change)?;
        if let Some(queue) = self.write_queue() {
            return queue.commit(change.clone()).await;
        }
        let mut tx = self.writer().begin().await?;
        let result = apply_change(&mut tx, change, unix_millis()).await;
        if result.is_ok() {
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
        result
    }

    /// A game's history in order (for export and replay).
    pub async fn game_events(&self, game_id: i64) -> Result<Vec<GameEvent>> {
        let rows = sqlx::query(
            "SELECT game_id, seq, kind, payload, at_ms FROM game_events \
             WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(self.reader())
        .await?;
        rows.iter().map(event_from_row).collect()
    }
}
