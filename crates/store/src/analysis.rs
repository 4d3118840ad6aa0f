//! Stored analyses of finished games: one row per game and analysis
//! version (the host names the version: its engine and node budget), so
//! that a second request is answered from here at once, and a game
//! analysed again after an engine change gets a row of its own beside the
//! old one. The body is opaque text to the store (the host's JSON).

use crate::Store;
use crate::error::Result;
use sqlx::Row;

/// An analysis to store.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAnalysis {
    pub game_id: i64,
    /// Which analysis this is (engine and budget), opaque to the store.
    pub version: String,
    /// The analysis itself (opaque text).
    pub body: String,
    pub created_at_ms: i64,
}

/// A stored analysis.
pub type AnalysisRecord = NewAnalysis;

const COLUMNS: &str = "game_id, version, body, created_at_ms";

fn from_row(r: &sqlx::any::AnyRow) -> Result<AnalysisRecord> {
    Ok(AnalysisRecord {
        game_id: r.try_get("game_id")?,
        version: r.try_get("version")?,
        body: r.try_get("body")?,
        created_at_ms: r.try_get("created_at_ms")?,
    })
}

impl Store {
    /// Stores an analysis. A game's analysis of one version is stored once:
    /// when one is there already (two processes finished the same one), it
    /// is kept and this one is dropped. Whether this one was stored.
    pub async fn save_analysis(&self, a: &NewAnalysis) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO game_analyses (game_id, version, body, created_at_ms) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, version) DO NOTHING",
        )
        .bind(a.game_id)
        .bind(&a.version)
        .bind(&a.body)
        .bind(a.created_at_ms)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The analysis of game `game_id` of this version, if it was stored.
    pub async fn analysis(&self, game_id: i64, version: &str) -> Result<Option<AnalysisRecord>> {
        let sql =
            format!("SELECT {COLUMNS} FROM game_analyses WHERE game_id = $1 AND version = $2");
        let row = sqlx::query(&sql)
            .bind(game_id)
            .bind(version)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(from_row).transpose()
    }

    /// Every stored analysis of game `game_id`, newest first.
    pub async fn analyses_of(&self, game_id: i64) -> Result<Vec<AnalysisRecord>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM game_analyses WHERE game_id = $1 \
             ORDER BY created_at_ms DESC, version DESC"
        );
        let rows = sqlx::query(&sql)
            .bind(game_id)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(from_row).collect()
    }
}
