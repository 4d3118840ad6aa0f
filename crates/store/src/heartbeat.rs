//! Heartbeats: when a host (one per scope, e.g. a shard range) last said
//! it was alive. After a crash the last heartbeat tells when the host went
//! down, so the host can give that time back to clocks and questions.

use crate::Store;
use crate::error::Result;
use sqlx::Row;

impl Store {
    /// Records that the host of `scope` is alive at `at_ms`.
    pub async fn beat(&self, scope: &str, at_ms: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO heartbeats (scope, at_ms) VALUES ($1, $2) \
             ON CONFLICT (scope) DO UPDATE SET at_ms = excluded.at_ms",
        )
        .bind(scope)
        .bind(at_ms)
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// When the host of `scope` last said it was alive, if ever.
    pub async fn last_beat(&self, scope: &str) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT at_ms FROM heartbeats WHERE scope = $1")
            .bind(scope)
            .fetch_optional(self.reader())
            .await?;
        Ok(match row {
            Some(r) => Some(r.try_get::<i64, _>("at_ms")?),
            None => None,
        })
    }
}
