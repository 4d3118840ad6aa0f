//! Pending prompts: a question a game waits on (the shoot-down question, a
//! steering step, a draw offer), with its deadline, so that it survives a
//! restart with the time it had left. At most one per game and kind.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::Result;

/// A stored pending prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingPrompt {
    /// The game that waits.
    pub game_id: i64,
    /// What kind, e.g. `shootdown`, `steer`, `draw-offer` (opaque).
    pub kind: String,
    /// The host's details of the question (opaque text).
    pub payload: String,
    /// When it times out (unix ms); `None` for prompts without a timeout.
    pub deadline_ms: Option<i64>,
    /// When it was set (unix ms).
    pub created_at_ms: i64,
}

/// A change of a game's pending prompts, part of a
/// [`GameChange`](crate::GameChange).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromptChange {
    /// Sets the game's prompt of this kind, replacing any earlier one.
    Set {
        /// What kind.
        kind: String,
        /// The host's details.
        payload: String,
        /// When it times out (unix ms), if it does.
        deadline_ms: Option<i64>,
    },
    /// Removes the game's prompt of this kind, if any.
    Clear {
        /// What kind.
        kind: String,
    },
    /// Removes all the game's prompts.
    ClearAll,
}

impl PromptChange {
    /// Sets a prompt with a deadline (unix ms).
    pub fn set(kind: impl Into<String>, payload: impl Into<String>, deadline_ms: i64) -> Self {
        PromptChange::Set {
            kind: kind.into(),
            payload: payload.into(),
            deadline_ms: Some(deadline_ms),
        }
    }

    /// Clears the prompt of a kind.
    pub fn clear(kind: impl Into<String>) -> Self {
        PromptChange::Clear { kind: kind.into() }
    }
}

/// Applies prompt changes in order inside an open transaction.
pub(crate) async fn apply_prompt_changes(
    conn: &mut sqlx::AnyConnection,
    game_id: i64,
    changes: &[PromptChange],
    now: i64,
) -> Result<()> {
    for change in changes {
        match change {
            PromptChange::Set {
                kind,
                payload,
                deadline_ms,
            } => {
                sqlx::query(
                    "INSERT INTO pending_prompts (game_id, kind, payload, deadline_ms, created_at_ms) \
                     VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (game_id, kind) DO UPDATE SET payload = excluded.payload, \
                     deadline_ms = excluded.deadline_ms, created_at_ms = excluded.created_at_ms",
                )
                .bind(game_id)
                .bind(kind)
                .bind(payload)
                .bind(*deadline_ms)
                .bind(now)
                .execute(&mut *conn)
                .await?;
            }
            PromptChange::Clear { kind } => {
                sqlx::query("DELETE FROM pending_prompts WHERE game_id = $1 AND kind = $2")
                    .bind(game_id)
                    .bind(kind)
                    .execute(&mut *conn)
                    .await?;
            }
            PromptChange::ClearAll => {
                sqlx::query("DELETE FROM pending_prompts WHERE game_id = $1")
                    .bind(game_id)
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    Ok(())
}

pub(crate) fn prompt_from_row(row: &AnyRow) -> Result<PendingPrompt> {
    Ok(PendingPrompt {
        game_id: row.try_get("game_id")?,
        kind: row.try_get("kind")?,
        payload: row.try_get("payload")?,
        deadline_ms: row.try_get("deadline_ms")?,
        created_at_ms: row.try_get("created_at_ms")?,
    })
}
