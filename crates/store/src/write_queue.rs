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
use crate::game::{CommittedChange, GameChange, apply_change, is_refusal};
use crate::time::unix_millis;

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
        match apply_batch(&pool, &jobs).await {
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

/// Applies the jobs' changes in one transaction. `Ok` holds each change's own
/// outcome (committed or refused); `Err` means nothing was committed.
async fn apply_batch(pool: &AnyPool, jobs: &[Job]) -> Result<Vec<Result<Done>>> {
    let mut tx = pool.begin().await?;
    let now = unix_millis();
    let mut results = Vec::with_capacity(jobs.len());
    for job in jobs {
        let outcome = match &job.work {
            Work::Change(change) => apply_change(&mut tx, change, now)
                .await
                .map(|c| Done::Change(Box::new(c))),
            Work::Delivered { id, at_ms } => sqlx::query(
                "UPDATE outbox SET delivered_ms = $1 WHERE id = $2 AND delivered_ms IS NULL",
            )
            .bind(*at_ms)
            .bind(*id)
            .execute(&mut *tx)
            .await
            .map(|_| Done::Marked)
            .map_err(StoreError::from),
            Work::MessageRef {
                key,
                message_ref,
                at_ms,
            } => crate::message_ref::upsert(&mut tx, key, message_ref, *at_ms)
                .await
                .map(|_| Done::Marked),
        };
        match outcome {
            Err(err) if !is_refusal(&err) => {
                let _ = tx.rollback().await;
                return Err(err);
            }
            outcome => results.push(outcome),
        }
    }
    tx.commit().await?;
    Ok(results)
}
