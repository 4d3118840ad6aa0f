//! The outbox on the [`Store`]: posts written without a game change, the
//! posts due now (the head of each lane), and marking them delivered or
//! failed. A worker in the frontend drains it; it survives restarts
//! because the posts are rows. The rows are in `outbox`.

use crate::error::Result;
use crate::outbox::{
    HELD_MS, NewPost, OutboxStats, POST_COLUMNS, Post, STAGE_POSTED, Servers, insert_posts,
    of_servers, post_from_row,
};
use crate::store::Store;
use crate::time::unix_millis;

/// The condition that outbox row `o` is the first undelivered post of its
/// chain (held posts included): a chain's posts go in the order written.
const FIRST_OF_CHAIN: &str = "(o.chain IS NULL OR NOT EXISTS (SELECT 1 FROM outbox c \
     WHERE c.chain = o.chain AND c.delivered_ms IS NULL AND c.id < o.id))";

impl Store {
    /// Writes posts not caused by a game change (a tournament's pairings,
    /// a challenge), in order, in one transaction; the posts as stored.
    pub async fn enqueue_posts(&self, posts: &[NewPost]) -> Result<Vec<Post>> {
        let mut tx = self.writer().begin().await?;
        let stored = insert_posts(&mut tx, posts, unix_millis()).await?;
        tx.commit().await?;
        Ok(stored)
    }

    /// The posts of `servers` to try now: of each lane its oldest
    /// undelivered post (the ones after it wait for it), when it is due by
    /// `now_ms` and nothing written before it in its chain is undelivered
    /// (held or not); oldest first, at most `limit`. Read on a reader connection
    /// (the worker reads often; the commits keep the writer): what it
    /// reads is as of the last commit, so a post it returns may have been
    /// delivered since, which the worker checks.
    pub async fn due_posts(&self, servers: Servers, now_ms: i64, limit: i64) -> Result<Vec<Post>> {
        self.due_posts_after(servers, now_ms, i64::MIN, limit).await
    }

    /// [`Store::due_posts`] whose ids are above `after` (the last of the
    /// page before): a worker pages on past lanes it is busy with, so no
    /// fixed window of the oldest heads can keep the others unread.
    pub async fn due_posts_after(
        &self,
        servers: Servers,
        now_ms: i64,
        after: i64,
        limit: i64,
    ) -> Result<Vec<Post>> {
        let sql = format!(
            "SELECT {POST_COLUMNS} FROM outbox o WHERE o.delivered_ms IS NULL \
             AND {} AND o.next_try_ms <= $1 AND o.id > $6 \
             AND o.id = (SELECT MIN(i.id) FROM outbox i WHERE i.lane = o.lane AND i.delivered_ms IS NULL \
             AND i.next_try_ms < {HELD_MS}) AND {FIRST_OF_CHAIN} \
             ORDER BY o.id LIMIT $2",
            of_servers(3)
        );
        let (t, f, l) = servers.binds();
        let rows = sqlx::query(&sql)
            .bind(now_ms)
            .bind(limit)
            .bind(t)
            .bind(f)
            .bind(l)
            .bind(after)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(post_from_row).collect()
    }

    /// The lanes of `servers` that hold an undelivered post (due or not):
    /// a worker starting up delivers their posts in the store's order
    /// before any post handed to it in memory.
    pub async fn waiting_lanes(&self, servers: Servers) -> Result<Vec<String>> {
        let sql = format!(
            "SELECT DISTINCT o.lane FROM outbox o WHERE o.delivered_ms IS NULL \
             AND o.next_try_ms < {HELD_MS} AND {}",
            of_servers(1)
        );
        let (t, f, l) = servers.binds();
        let lanes: Vec<String> = sqlx::query_scalar(&sql)
            .bind(t)
            .bind(f)
            .bind(l)
            .fetch_all(self.reader())
            .await?;
        Ok(lanes)
    }

    /// Undelivered posts whose server is not recorded (written before
    /// servers were), at most `limit`: `(id, payload)`, for the worker to
    /// read the server from the payload ([`Store::record_post_server`]).
    pub async fn posts_without_server(&self, limit: i64) -> Result<Vec<(i64, String)>> {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT id, payload FROM outbox WHERE delivered_ms IS NULL AND server_key IS NULL \
             ORDER BY id LIMIT $1",
        )
        .bind(limit)
        .fetch_all(self.writer())
        .await?;
        Ok(rows)
    }

    /// Records that post `id` goes to the server `server` (its id).
    pub async fn record_post_server(&self, id: i64, server: &str) -> Result<()> {
        sqlx::query("UPDATE outbox SET server_key = $1 WHERE id = $2")
            .bind(crate::outbox::server_key(server))
            .bind(id)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// The oldest undelivered post of `lane`, if it is one of `servers`',
    /// due by `now_ms`, and first of its chain (a lane's posts go one after
    /// the other, and a chain's too).
    pub async fn due_post_in_lane(
        &self,
        servers: Servers,
        lane: &str,
        now_ms: i64,
    ) -> Result<Option<Post>> {
        let sql = format!(
            "SELECT {POST_COLUMNS} FROM outbox o WHERE o.delivered_ms IS NULL \
             AND o.lane = $1 AND {} AND o.next_try_ms <= $2 \
             AND o.id = (SELECT MIN(i.id) FROM outbox i WHERE i.lane = $1 AND i.delivered_ms IS NULL \
             AND i.next_try_ms < {HELD_MS}) AND {FIRST_OF_CHAIN}",
            of_servers(3)
        );
        let (t, f, l) = servers.binds();
        let row = sqlx::query(&sql)
            .bind(lane)
            .bind(now_ms)
            .bind(t)
            .bind(f)
            .bind(l)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(post_from_row).transpose()
    }

    /// Releases held post `id` ([`NewPost::held`]) with its final
    /// `payload`: due at once, keeping its id, so it keeps its place in its
    /// chain (and goes before whatever its new lane got after it was
    /// written). The post as released; `None` when it is not held
    /// (released or dropped already).
    pub async fn release_post(&self, id: i64, payload: &str) -> Result<Option<Post>> {
        self.release_post_to(id, None, payload).await
    }

    /// [`Store::release_post`] into `lane` (`None`: the lane it was
    /// written for): a game's first board, written held while the game
    /// waited for its thread, goes to the thread it is played in now.
    pub async fn release_post_to(
        &self,
        id: i64,
        lane: Option<&str>,
        payload: &str,
    ) -> Result<Option<Post>> {
        self.release_held(id, lane, payload, None).await
    }

    /// [`Store::release_post`] of a post whose message the frontend showed
    /// itself (as an interaction's answer, [`NewPost::shown`]): only what
    /// follows the message (the server role it hands out) is still owed.
    pub async fn release_post_shown(&self, id: i64, payload: &str) -> Result<Option<Post>> {
        self.release_held(id, None, payload, Some(STAGE_POSTED))
            .await
    }

    /// Releases held post `id` into `lane` with `payload`, at `stage`
    /// (`None`: the stage it was written at).
    async fn release_held(
        &self,
        id: i64,
        lane: Option<&str>,
        payload: &str,
        stage: Option<i64>,
    ) -> Result<Option<Post>> {
        if lane.is_some_and(str::is_empty) {
            return Err(crate::error::StoreError::InvalidInput(
                "an outbox post needs a lane (the channel it goes to)".into(),
            ));
        }
        let sql = format!(
            "UPDATE outbox SET lane = COALESCE($3, lane), payload = $4, next_try_ms = 0, \
             stage = COALESCE($5, stage) \
             WHERE id = $1 AND delivered_ms IS NULL AND next_try_ms >= $2 \
             RETURNING {POST_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(id)
            .bind(HELD_MS)
            .bind(lane)
            .bind(payload)
            .bind(stage)
            .fetch_optional(self.writer())
            .await?;
        row.as_ref().map(post_from_row).transpose()
    }

    /// Whether post `post` may go now as far as its chain is concerned:
    /// no post of its chain written before it is undelivered (held ones
    /// included). A post without a chain always may. Read on a reader
    /// connection, as of the last commit.
    pub async fn first_of_chain(&self, post: i64, chain: Option<&str>) -> Result<bool> {
        let Some(chain) = chain else { return Ok(true) };
        Ok(self.earlier_in_chain(post, chain, 1).await?.is_empty())
    }

    /// The undelivered posts of `chain` written before post `post` (held
    /// ones included), oldest first, at most `limit`: their ids.
    pub async fn earlier_in_chain(&self, post: i64, chain: &str, limit: i64) -> Result<Vec<i64>> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT id FROM outbox WHERE chain = $1 AND delivered_ms IS NULL AND id < $2 \
             ORDER BY id LIMIT $3",
        )
        .bind(chain)
        .bind(post)
        .bind(limit)
        .fetch_all(self.reader())
        .await?;
        Ok(ids)
    }

    /// Removes held post `id` ([`NewPost::held`]): the frontend delivered
    /// it itself (as an interaction's answer), or what it shows is gone (a
    /// game that ended before its thread opened). Whether it was still
    /// held; a released or delivered post is left as it is.
    pub async fn drop_held_post(&self, id: i64) -> Result<bool> {
        let done = sqlx::query(
            "DELETE FROM outbox WHERE id = $1 AND delivered_ms IS NULL AND next_try_ms >= $2",
        )
        .bind(id)
        .bind(HELD_MS)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The held posts of `servers`, oldest first: after a restart the
    /// frontend completes and releases what a crash left held.
    pub async fn held_posts(&self, servers: Servers) -> Result<Vec<Post>> {
        let sql = format!(
            "SELECT {POST_COLUMNS} FROM outbox o WHERE o.delivered_ms IS NULL \
             AND o.next_try_ms >= $1 AND {} ORDER BY o.id",
            of_servers(2)
        );
        let (t, f, l) = servers.binds();
        let rows = sqlx::query(&sql)
            .bind(HELD_MS)
            .bind(t)
            .bind(f)
            .bind(l)
            .fetch_all(self.writer())
            .await?;
        rows.iter().map(post_from_row).collect()
    }

    /// Every undelivered post, oldest first (for tests and diagnostics).
    pub async fn undelivered_posts(&self) -> Result<Vec<Post>> {
        let sql =
            format!("SELECT {POST_COLUMNS} FROM outbox WHERE delivered_ms IS NULL ORDER BY id");
        let rows = sqlx::query(&sql).fetch_all(self.writer()).await?;
        rows.iter().map(post_from_row).collect()
    }

    /// Post `id` reached Discord at `now_ms`: the next of its lane is due.
    /// On SQLite the mark goes into the writer's next group commit (with
    /// the game changes being written), not into a transaction of its own.
    pub async fn post_delivered(&self, id: i64, now_ms: i64) -> Result<()> {
        if let Some(queue) = self.write_queue() {
            return queue.delivered(id, now_ms).await;
        }
        sqlx::query("UPDATE outbox SET delivered_ms = $1 WHERE id = $2 AND delivered_ms IS NULL")
            .bind(now_ms)
            .bind(id)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// Post `id`'s delivery reached `stage` ([`crate::STAGE_POSTED`]: its
    /// message is out, what follows it is still owed): a retry, in this
    /// process or after a restart, goes on from there and never posts the
    /// message again. A stage is never lowered, and a delivered post is
    /// left alone. Whether the post was still undelivered.
    pub async fn post_reached(&self, id: i64, stage: i64) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE outbox SET stage = $1 WHERE id = $2 AND delivered_ms IS NULL AND stage <= $1",
        )
        .bind(stage)
        .bind(id)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Post `id`'s message is out ([`STAGE_POSTED`]) and what follows it
    /// goes on in `lane` (a server's role lane): due there at once, in
    /// that lane's order (by id), its tries counted afresh; the lane it
    /// leaves goes on to its next post. The post as moved; `None` when it
    /// was delivered already.
    pub async fn post_moved_on(&self, id: i64, lane: &str) -> Result<Option<Post>> {
        if lane.is_empty() {
            return Err(crate::error::StoreError::InvalidInput(
                "an outbox post needs a lane to go on in".into(),
            ));
        }
        let sql = format!(
            "UPDATE outbox SET stage = $1, lane = $2, next_try_ms = 0, attempts = 0 \
             WHERE id = $3 AND delivered_ms IS NULL AND stage <= $1 \
             RETURNING {POST_COLUMNS}"
        );
        let row = sqlx::query(&sql)
            .bind(STAGE_POSTED)
            .bind(lane)
            .bind(id)
            .fetch_optional(self.writer())
            .await?;
        row.as_ref().map(post_from_row).transpose()
    }

    /// A try of post `id` failed with `error`: it is tried again at
    /// `retry_at_ms` (the lane waits for it meanwhile).
    pub async fn post_failed(&self, id: i64, retry_at_ms: i64, error: &str) -> Result<()> {
        sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, next_try_ms = $1, last_error = $2 \
             WHERE id = $3 AND delivered_ms IS NULL",
        )
        .bind(retry_at_ms)
        .bind(error)
        .bind(id)
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Discord answers again after failures: every post of `servers`
    /// waiting for a retry is due at once (an outage's end is not waited
    /// out post by post, each at its own backoff). How many.
    pub async fn retry_now(&self, servers: Servers) -> Result<u64> {
        let sql = format!(
            "UPDATE outbox SET next_try_ms = 0 WHERE id IN (SELECT o.id FROM outbox o \
             WHERE o.delivered_ms IS NULL AND {} AND o.attempts > 0 AND o.next_try_ms > 0)",
            of_servers(1)
        );
        let (t, f, l) = servers.binds();
        let done = sqlx::query(&sql)
            .bind(t)
            .bind(f)
            .bind(l)
            .execute(self.writer())
            .await?;
        Ok(done.rows_affected())
    }

    /// Removes posts delivered before `before_ms`, and the files no post
    /// names any more (stored before `before_ms`: a file stored again
    /// since is about to be named); how many posts.
    pub async fn purge_delivered_posts(&self, before_ms: i64) -> Result<u64> {
        let done =
            sqlx::query("DELETE FROM outbox WHERE delivered_ms IS NOT NULL AND delivered_ms < $1")
                .bind(before_ms)
                .execute(self.writer())
                .await?;
        sqlx::query(
            "DELETE FROM outbox_files WHERE created_ms < $1 AND NOT EXISTS \
             (SELECT 1 FROM outbox o WHERE o.file_digest = outbox_files.digest)",
        )
        .bind(before_ms)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected())
    }

    /// How many files the outbox keeps ([`crate::NewPost::with_file`]):
    /// each content once, however many posts attach it.
    pub async fn outbox_file_count(&self) -> Result<i64> {
        Ok(
            sqlx::query_scalar("SELECT CAST(COUNT(*) AS BIGINT) FROM outbox_files")
                .fetch_one(self.reader())
                .await?,
        )
    }

    /// The undelivered posts of `servers` and the age of the oldest at
    /// `now_ms` (metrics, and a shutdown waiting for its outbox to drain).
    pub async fn outbox_stats(&self, servers: Servers, now_ms: i64) -> Result<OutboxStats> {
        let sql = format!(
            "SELECT COUNT(*), MIN(o.created_ms) FROM outbox o WHERE o.delivered_ms IS NULL AND {}",
            of_servers(1)
        );
        let (t, f, l) = servers.binds();
        let row: (i64, Option<i64>) = sqlx::query_as(&sql)
            .bind(t)
            .bind(f)
            .bind(l)
            .fetch_one(self.reader())
            .await?;
        Ok(OutboxStats {
            depth: row.0,
            oldest_age_ms: row.1.map(|t| (now_ms - t).max(0)).unwrap_or(0),
        })
    }
}
