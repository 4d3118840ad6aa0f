//! Players' reads on the [`Store`]. The rows and the upsert every change
//! uses are in `player`.

use crate::error::Result;
use crate::player::{Player, PlayerRef, player_from_row, upsert_players};
use crate::store::Store;

impl Store {
    /// Stores a player or refreshes its display name ("updated on sight").
    pub async fn upsert_player(&self, player: &PlayerRef) -> Result<()> {
        let mut conn = self.writer().acquire().await?;
        upsert_players(&mut conn, &[player]).await
    }

    /// The stored player with that id, if any.
    pub async fn player(&self, user_id: &str) -> Result<Option<Player>> {
        let row = sqlx::query(
            "SELECT user_id, display_name, first_seen_ms, last_seen_ms FROM players WHERE user_id = $1",
        )
        .bind(user_id)
        .fetch_optional(self.reader())
        .await?;
        row.as_ref().map(player_from_row).transpose()
    }
}
