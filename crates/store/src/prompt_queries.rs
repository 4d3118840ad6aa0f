//! Pending prompts' reads on the [`Store`]. The rows and the transaction
//! step that writes them are in `prompt`.

use crate::error::Result;
use crate::prompt::{PendingPrompt, prompt_from_row};
use crate::store::Store;

impl Store {
    /// Every pending prompt of every game, by game then kind: what the host
    /// re-arms after a restart (with the time left until `deadline_ms`).
    pub async fn pending_prompts(&self) -> Result<Vec<PendingPrompt>> {
        let rows = sqlx::query(
            "SELECT game_id, kind, payload, deadline_ms, created_at_ms FROM pending_prompts \
             ORDER BY game_id, kind",
        )
        .fetch_all(self.reader())
        .await?;
        rows.iter().map(prompt_from_row).collect()
    }

    /// The pending prompts of one game, by kind.
    pub async fn game_prompts(&self, game_id: i64) -> Result<Vec<PendingPrompt>> {
        let rows = sqlx::query(
            "SELECT game_id, kind, payload, deadline_ms, created_at_ms FROM pending_prompts \
             WHERE game_id = $1 ORDER BY kind",
        )
        .bind(game_id)
        .fetch_all(self.reader())
        .await?;
        rows.iter().map(prompt_from_row).collect()
    }
}
