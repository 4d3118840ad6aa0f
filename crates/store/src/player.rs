//! Players and places: opaque ids from the frontend, with display names
//! refreshed whenever a player is seen.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::Result;
use crate::time::unix_millis;

/// Where a game or challenge is played: opaque ids from the frontend.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Place {
    /// The server (Discord guild); `None` for direct messages or local play.
    pub guild: Option<String>,
    /// The channel.
    pub channel: String,
    /// The thread inside the channel, if the game has one.
    pub thread: Option<String>,
}

/// A player as seen by a frontend: an opaque user id and the name to show.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlayerRef {
    /// Opaque, stable user id (e.g. a Discord user id).
    pub user_id: String,
    /// The name to show; updated in the store each time the player is seen.
    pub display_name: String,
}

impl PlayerRef {
    /// A player reference from an id and a display name.
    pub fn new(user_id: impl Into<String>, display_name: impl Into<String>) -> Self {
        PlayerRef {
            user_id: user_id.into(),
            display_name: display_name.into(),
        }
    }
}

/// A stored player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// Opaque user id.
    pub user_id: String,
    /// The most recently seen display name.
    pub display_name: String,
    /// When the player was first stored (unix ms).
    pub first_seen_ms: i64,
    /// When the player was last seen (unix ms).
    pub last_seen_ms: i64,
}

pub(crate) const UPSERT_PLAYER: &str = "INSERT INTO players (user_id, display_name, first_seen_ms, last_seen_ms) \
     VALUES ($1, $2, $3, $4) \
     ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, \
     last_seen_ms = excluded.last_seen_ms";

/// Upserts players inside an open transaction, in id order (so that
/// concurrent transactions lock player rows in the same order).
pub(crate) async fn upsert_players(
    conn: &mut sqlx::AnyConnection,
    players: &[&PlayerRef],
) -> Result<()> {
    let mut sorted: Vec<&PlayerRef> = players.to_vec();
    sorted.sort_by(|a, b| a.user_id.cmp(&b.user_id));
    sorted.dedup_by(|a, b| a.user_id == b.user_id);
    let now = unix_millis();
    for p in sorted {
        sqlx::query(UPSERT_PLAYER)
            .bind(&p.user_id)
            .bind(&p.display_name)
            .bind(now)
            .bind(now)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

pub(crate) fn player_from_row(row: &AnyRow) -> Result<Player> {
    Ok(Player {
        user_id: row.try_get("user_id")?,
        display_name: row.try_get("display_name")?,
        first_seen_ms: row.try_get("first_seen_ms")?,
        last_seen_ms: row.try_get("last_seen_ms")?,
    })
}
