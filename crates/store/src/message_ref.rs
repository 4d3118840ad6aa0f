//! Message references: which frontend message shows a keyed view (a
//! flight's one message, a challenge, a draw offer). Kept in the database so
//! that a restarted bot edits the message it posted before the restart
//! instead of posting a new one next to stale buttons.

use crate::Store;
use crate::error::Result;
use sqlx::Row;

impl Store {
    /// Records that `message_ref` shows the view keyed `key` (replacing any
    /// earlier one).
    /// On a SQLite file it joins the group commit of the game changes
    /// being written.
    pub async fn set_message_ref(&self, key: &str, message_ref: &str, at_ms: i64) -> Result<()> {
        if let Some(queue) = self.write_queue() {
            return queue.message_ref(key, message_ref, at_ms).await;
        }
        let mut conn = self.writer().acquire().await?;
        upsert(&mut conn, key, message_ref, at_ms).await
    }

    /// An interaction's answer showed the view of held post `held` (see
    /// [`crate::NewPost::held`]) as message `message_ref`, keyed `key`: in
    /// one transaction the message is recorded and the post dropped, so
    /// that a crash leaves neither a held post that would be posted again
    /// (a second challenge message) nor a dropped one whose message the
    /// bot no longer knows (its later edit posted as a new message).
    /// Whether the post was still held.
    pub async fn answered_held_post(
        &self,
        held: i64,
        key: Option<(&str, &str)>,
        at_ms: i64,
    ) -> Result<bool> {
        let mut tx = self.writer().begin().await?;
        if let Some((key, message_ref)) = key {
            upsert(&mut tx, key, message_ref, at_ms).await?;
        }
        let done = sqlx::query(
            "DELETE FROM outbox WHERE id = $1 AND delivered_ms IS NULL AND next_try_ms >= $2",
        )
        .bind(held)
        .bind(crate::HELD_MS)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// The message showing the view keyed `key`, if one is known.
    pub async fn message_ref(&self, key: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT message_ref FROM message_refs WHERE view_key = $1")
            .bind(key)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => Some(r.try_get::<String, _>("message_ref")?),
            None => None,
        })
    }

    /// Forgets the message of the view keyed `key` (its view has ended).
    pub async fn forget_message_ref(&self, key: &str) -> Result<()> {
        sqlx::query("DELETE FROM message_refs WHERE view_key = $1")
            .bind(key)
            .execute(self.writer())
            .await?;
        Ok(())
    }
}

/// Records `message_ref` for view `key` on `conn` (in the caller's
/// transaction, if any).
pub(crate) async fn upsert(
    conn: &mut sqlx::AnyConnection,
    key: &str,
    message_ref: &str,
    at_ms: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO message_refs (view_key, message_ref, updated_at_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (view_key) DO UPDATE SET message_ref = excluded.message_ref, \
         updated_at_ms = excluded.updated_at_ms",
    )
    .bind(key)
    .bind(message_ref)
    .bind(at_ms)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
