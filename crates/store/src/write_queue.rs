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
    change: GameChange,
    reply: oneshot::Sender<Result<CommittedChange>>,
}

/// The sending side; cloned with the [`Store`](crate::Store). The writer task
/// ends when the last clone is dropped.
#[derive(Debug, Clone)]
pub(crate) struct WriteQueue {
    jobs: mpsc::UnboundedSender<Job>,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job")
            .field("game_id", &self.change.game_id)
            .finish()
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
        let (reply, answer) = oneshot::channel();
        self.jobs
            .send(Job { change, reply })
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
async fn apply_batch(pool: &AnyPool, jobs: &[Job]) -> Result<Vec<Result<CommittedChange>>> {
    let mut tx = pool.begin().await?;
    let now = unix_millis();
    let mut results = Vec::with_capacity(jobs.len());
    for job in jobs {
        match apply_change(&mut tx, &job.change, now).await {
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
