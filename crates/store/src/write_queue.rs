//! Group commit for SQLite files: game changes from many tasks are queued to
//! one writer task, which applies whatever has queued up in one transaction
//! (each change still checked against its own expected version) and answers
//! each caller only after that transaction is committed.
//!
//! SQLite allows one writer at a time, and most of the cost of a small
//! transaction is the commit itself, so batching raises throughput without
//! weakening anything: a refused change (version conflict, game over) writes
//! nothing and does not disturb the others; any other failure rolls the batch
//! back and retries its changes one transaction each.

use sqlx::AnyPool;
use tokio::sync::{mpsc, oneshot};

use crate::error::{Result, StoreError};
use crate::game::{CommittedChange, GameChange, is_refusal, update_game};
use crate::outbox::{NewPost, insert_posts_at_once};
use crate::time::unix_millis;
use serde_json::json;

/// At most this many changes go into one transaction.
const MAX_BATCH: usize = 256;

struct Job {
    work: Work,
    reply: oneshot::Sender<Result<Done>>,
}

/// What a job writes.
enum Work {
    /// A game change.
    Change(GameChange),
    /// Outbox post `id` was delivered at `at_ms`: marked in the same
    /// transaction as the changes around it, not in one of its own.
    Delivered { id: i64, at_ms: i64 },
    /// The message showing view `key` is `message_ref` (as of `at_ms`):
    /// recorded with the changes around it, as a delivered post is.
    MessageRef {
        key: String,
        message_ref: String,
        at_ms: i64,
    },
}

/// What a job wrote.
enum Done {
    Change(Box<CommittedChange>),
    /// A mark or a record beside the changes (not a game change).
    Marked,
}

/// The sending side; cloned with the [`Store`](crate::Store). The writer task
/// ends when the last clone is dropped.
#[derive(Debug, Clone)]
pub(crate) struct WriteQueue {
    jobs: mpsc::UnboundedSender<Job>,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.work {
            Work::Change(c) => f.debug_struct("Job").field("game_id", &c.game_id).finish(),
            Work::Delivered { id, .. } => f.debug_struct("Job").field("delivered", id).finish(),
            Work::MessageRef { key, .. } => {
                f.debug_struct("Job").field("message_ref", key).finish()
            }
        }
    }
}

impl WriteQueue {
    /// Starts the writer task on the current tokio runtime.
    pub(crate) fn start(pool: AnyPool) -> WriteQueue {
        let (jobs, rx) = mpsc::unbounded_channel();
        tokio::spawn(run(pool, rx));
        WriteQueue { jobs }
    }

    /// Queues a validated change and waits until it is committed or refused.
    pub(crate) async fn commit(&self, change: GameChange) -> Result<CommittedChange> {
        match self.queue(Work::Change(change)).await? {
            Done::Change(c) => Ok(*c),
            Done::Marked => Err(StoreError::WriterStopped),
        }
    }

    /// Marks outbox post `id` delivered at `at_ms`, with whatever else is
    /// being written; returns once that is committed.
    pub(crate) async fn delivered(&self, id: i64, at_ms: i64) -> Result<()> {
        self.queue(Work::Delivered { id, at_ms }).await.map(|_| ())
    }

    /// Records that view `key` is shown by `message_ref`, with whatever
    /// else is being written; returns once that is committed.
    pub(crate) async fn message_ref(&self, key: &str, message_ref: &str, at_ms: i64) -> Result<()> {
        let work = Work::MessageRef {
            key: key.to_string(),
            message_ref: message_ref.to_string(),
            at_ms,
        };
        self.queue(work).await.map(|_| ())
    }

    async fn queue(&self, work: Work) -> Result<Done> {
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(Job { work, reply })
            .map_err(|_| StoreError::WriterStopped)?;
        answer.await.map_err(|_| StoreError::WriterStopped)?
    }
}

async fn run(pool: AnyPool, mut rx: mpsc::UnboundedReceiver<Job>) {
    while let Some(first) = rx.recv().await {
        let mut jobs = vec![first];
        while jobs.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let started = std::time::Instant::now();
        let result = apply_batch(&pool, &jobs).await;
        tracing::trace!(
            jobs = jobs.len(),
            micros = started.elapsed().as_micros() as u64,
            "group commit"
        );
        match result {
            Ok(results) => {
                for (job, result) in jobs.into_iter().zip(results) {
                    let _ = job.reply.send(result);
                }
            }
            Err(err) if jobs.len() == 1 => {
                let job = jobs.pop().expect("one job");
                let _ = job.reply.send(Err(err));
            }
            Err(err) => {
                tracing::warn!(
                    "group commit of {} changes failed ({err}); retrying one by one",
                    jobs.len()
                );
                for job in jobs {
                    let result = apply_batch(&pool, std::slice::from_ref(&job))
                        .await
                        .and_then(|mut r| r.pop().expect("one result"));
                    let _ = job.reply.send(result);
                }
            }
        }
    }
}

/// Applies the jobs in one transaction. `Ok` holds each job's own outcome
/// (committed or refused); `Err` means nothing was committed.
///
/// Each statement is a round trip to SQLite's connection thread, and the
/// batch holds up every change queued behind it: so the games are updated
/// one by one (each checked against its own version), but the events and
/// posts of all of them, the delivered marks and the message refs go in one
/// statement each, their rows passed as a JSON array.
async fn apply_batch(pool: &AnyPool, jobs: &[Job]) -> Result<Vec<Result<Done>>> {
    let mut tx = pool.begin().await?;
    let now = unix_millis();
    let mut results = Vec::with_capacity(jobs.len());
    let mut events = Vec::new();
    // The posts to insert, and how many of them each change owns.
    let mut posts: Vec<&NewPost> = Vec::new();
    let mut owned_posts: Vec<(usize, Vec<NewPost>)> = Vec::new();
    let mut post_counts: Vec<(usize, usize)> = Vec::new();
    let mut delivered = Vec::new();
    let mut refs = Vec::new();
    for (i, job) in jobs.iter().enumerate() {
        match &job.work {
            Work::Change(change) => match update_game(&mut tx, change, now).await {
                Ok(updated) => {
                    let seqs = updated.committed.first_seq..;
                    for (seq, e) in seqs.zip(&change.events) {
                        events.push(json!([change.game_id, seq, e.kind, e.payload]));
                    }
                    match updated.posts {
                        Some(rewritten) => owned_posts.push((i, rewritten)),
                        None => {
                            post_counts.push((i, change.posts.len()));
                            posts.extend(change.posts.iter());
                        }
                    }
                    results.push(Ok(Done::Change(Box::new(updated.committed))));
                }
                Err(err) if is_refusal(&err) => results.push(Err(err)),
                Err(err) => {
                    let _ = tx.rollback().await;
                    return Err(err);
                }
            },
            Work::Delivered { id, at_ms } => {
                delivered.push(json!([id, at_ms]));
                results.push(Ok(Done::Marked));
            }
            Work::MessageRef {
                key,
                message_ref,
                at_ms,
            } => {
                refs.push(json!([key, message_ref, at_ms]));
                results.push(Ok(Done::Marked));
            }
        }
    }
    for (i, rewritten) in &owned_posts {
        post_counts.push((*i, rewritten.len()));
        posts.extend(rewritten.iter());
    }
    let written = async {
        for_rows(&mut tx, INSERT_EVENTS, events, Some(now)).await?;
        // The delivered marks before the new posts, so that a post whose
        // chain's last post is marked in this batch is first of its chain
        // as written (`Post::first_of_chain`).
        for_rows(&mut tx, MARK_DELIVERED, delivered, None).await?;
        let mut stored = insert_posts_at_once(&mut tx, &posts, now)
            .await?
            .into_iter();
        for (i, n) in post_counts {
            if let Ok(Done::Change(c)) = &mut results[i] {
                c.posts = stored.by_ref().take(n).collect();
            }
        }
        for_rows(&mut tx, KEEP_MESSAGE_REFS, refs, None).await
    }
    .await;
    if let Err(err) = written {
        let _ = tx.rollback().await;
        return Err(err);
    }
    tx.commit().await?;
    Ok(results)
}

/// The events of a batch's changes (`[game, seq, kind, payload]` each).
const INSERT_EVENTS: &str = "INSERT INTO game_events (game_id, seq, kind, payload, at_ms) \
     SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, $2 \
     FROM json_each($1) AS j";

/// Outbox posts delivered (`[id, at_ms]` each).
const MARK_DELIVERED: &str = "UPDATE outbox SET delivered_ms = j.value ->> 1 \
     FROM json_each($1) AS j WHERE outbox.id = j.value ->> 0 AND outbox.delivered_ms IS NULL";

/// Message refs (`[view key, message ref, at_ms]` each, a later one of a key
/// replacing an earlier). `WHERE true`: SQLite's grammar needs it before an
/// upsert's ON CONFLICT.
const KEEP_MESSAGE_REFS: &str = "INSERT INTO message_refs (view_key, message_ref, updated_at_ms) \
     SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2 FROM json_each($1) AS j WHERE true \
     ON CONFLICT (view_key) DO UPDATE SET message_ref = excluded.message_ref, \
     updated_at_ms = excluded.updated_at_ms";

/// Runs `sql` once for all of `rows` (bound as one JSON array, `$1`; `now`,
/// when given, is `$2`), unless there are none.
async fn for_rows(
    conn: &mut sqlx::AnyConnection,
    sql: &str,
    rows: Vec<serde_json::Value>,
    now: Option<i64>,
) -> Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let mut query = sqlx::query(sql).bind(serde_json::Value::Array(rows).to_string());
    if let Some(now) = now {
        query = query.bind(now);
    }
    query.execute(&mut *conn).await?;
    Ok(())
}
