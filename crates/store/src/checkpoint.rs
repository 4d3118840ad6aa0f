//! Checkpoints for SQLite files, off the commit path.
//!
//! In write-ahead-log mode SQLite copies the log back into the database
//! file (a checkpoint) when the log passes 1,000 pages, inside the commit
//! that passed it: that commit, and every game change group-committed with
//! it or queued behind it, waits for the copy and two `fsync`s (10-15 ms on
//! this project's machine, every third of a second while 20 games play).
//! So the store's own connections never checkpoint on commit
//! (`wal_autocheckpoint = 0`), and a background task does it instead:
//! every [`EVERY`] it asks for a passive checkpoint on one of the reader
//! connections. A passive checkpoint copies what it can without waiting
//! for readers or the writer, so commits go on meanwhile; the writer
//! starts the log afresh once it has all been copied.
//!
//! Should the log still grow past [`LOG_CEILING`] pages (readers that never
//! let go), the task asks for a truncating checkpoint, which waits for them
//! (up to the busy timeout) and empties the log.

use std::time::Duration;

use sqlx::{AnyPool, Row};
use tokio::sync::oneshot;

/// How often the log is checkpointed.
pub(crate) const EVERY: Duration = Duration::from_millis(500);

/// Log pages beyond which the checkpoint waits for readers and writer and
/// truncates the log (256 MiB of 4 KiB pages).
const LOG_CEILING: i64 = 65_536;

/// Stops the task when the last clone of its [`Store`](crate::Store) is
/// dropped (or the pool is closed).
#[derive(Debug)]
pub(crate) struct Checkpointer {
    _stop: oneshot::Sender<()>,
}

/// What one checkpoint did: pages in the log, and of them copied to the
/// database file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Checkpointed {
    pub(crate) log: i64,
    pub(crate) copied: i64,
}

impl Checkpointer {
    /// Starts checkpointing the database of `pool` on the current tokio
    /// runtime.
    pub(crate) fn start(pool: AnyPool) -> Checkpointer {
        let (stop, mut stopped) = oneshot::channel::<()>();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(EVERY);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    _ = &mut stopped => break,
                    _ = every.tick() => {}
                }
                if pool.is_closed() {
                    break;
                }
                match checkpoint(&pool, "PASSIVE").await {
                    Ok(c) if c.log > LOG_CEILING => {
                        if let Err(e) = checkpoint(&pool, "TRUNCATE").await {
                            tracing::warn!(
                                "the SQLite log has {} pages and could not be emptied: {e}",
                                c.log
                            );
                        }
                    }
                    Ok(_) => {}
                    Err(e) if pool.is_closed() => {
                        tracing::debug!("checkpoints stop: {e}");
                        break;
                    }
                    Err(e) => {
                        tracing::warn!("SQLite checkpoint failed (tried again in {EVERY:?}): {e}")
                    }
                }
            }
        });
        Checkpointer { _stop: stop }
    }
}

/// One checkpoint of `mode` (`PASSIVE`, `TRUNCATE`) on a connection of
/// `pool`.
pub(crate) async fn checkpoint(pool: &AnyPool, mode: &str) -> sqlx::Result<Checkpointed> {
    let row = sqlx::query(&format!("PRAGMA wal_checkpoint({mode})"))
        .fetch_one(pool)
        .await?;
    Ok(Checkpointed {
        log: row.try_get::<i64, _>(1)?,
        copied: row.try_get::<i64, _>(2)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Store;

    async fn pragma(pool: &AnyPool, name: &str) -> i64 {
        sqlx::query(&format!("PRAGMA {name}"))
            .fetch_one(pool)
            .await
            .unwrap()
            .try_get::<i64, _>(0)
            .unwrap()
    }

    #[tokio::test]
    async fn commits_never_checkpoint_and_the_task_copies_the_log_back() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("c.db");
        let store = Store::connect(&format!("sqlite://{}", file.display()))
            .await
            .unwrap();
        // Neither the writer nor a reader checkpoints inside a commit.
        assert_eq!(pragma(store.writer(), "wal_autocheckpoint").await, 0);
        assert_eq!(pragma(store.reader(), "wal_autocheckpoint").await, 0);
        // 8 MiB written in one transaction: 2,000+ pages in the log.
        let mut tx = store.writer().begin().await.unwrap();
        sqlx::query("CREATE TABLE filler (b BLOB)")
            .execute(&mut *tx)
            .await
            .unwrap();
        for _ in 0..2048 {
            sqlx::query("INSERT INTO filler (b) VALUES (randomblob(4000))")
                .execute(&mut *tx)
                .await
                .unwrap();
        }
        tx.commit().await.unwrap();
        // The background task copies them into the database file.
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            let len = std::fs::metadata(&file).unwrap().len();
            if len >= 2048 * 4000 {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the log was not checkpointed: the database file has {len} bytes"
            );
            tokio::time::sleep(EVERY / 4).await;
        }
        // Nothing is left to copy.
        let c = checkpoint(store.reader(), "PASSIVE").await.unwrap();
        assert_eq!(c.log, c.copied, "{c:?}");
    }
}
