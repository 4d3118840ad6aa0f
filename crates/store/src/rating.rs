//! Ratings: each player's current rating per preset, and a history row
//! per rated game and player. The numbers are the host's (Glicko-2 from
//! the `rating` crate); the store keeps them. A rated game's rating changes
//! are written in the same transaction as the game's final change
//! ([`GameChange::rate`](crate::GameChange::rate)).

use crate::Store;
use crate::error::Result;
use sqlx::Row;

/// A player's rating in one preset, as stored.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StoredRating {
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
    /// When it was last updated (days since the unix epoch); `None`: never.
    pub updated_days: Option<f64>,
    /// Rated games played in the preset.
    pub games: i64,
}

/// One player's rating change from one rated game.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingUpdate {
    pub user_id: String,
    pub preset: String,
    /// The rating before the game (for the history).
    pub rating_before: f64,
    /// The rating after the game (the new current rating).
    pub after: StoredRating,
}

impl Store {
    /// The rating of `user_id` in `preset`, if they have played rated there.
    pub async fn rating(&self, user_id: &str, preset: &str) -> Result<Option<StoredRating>> {
        let row = sqlx::query(
            "SELECT rating, rd, volatility, updated_days, games FROM ratings \
             WHERE user_id = $1 AND preset = $2",
        )
        .bind(user_id)
        .bind(preset)
        .fetch_optional(self.reader())
        .await?;
        row.map(|r| {
            Ok(StoredRating {
                rating: r.try_get("rating")?,
                rd: r.try_get("rd")?,
                volatility: r.try_get("volatility")?,
                updated_days: r.try_get("updated_days")?,
                games: r.try_get("games")?,
            })
        })
        .transpose()
    }

    /// The rating history of `user_id` in `preset`: (unix ms, rating after)
    /// per rated game, oldest first.
    pub async fn rating_history(&self, user_id: &str, preset: &str) -> Result<Vec<(i64, f64)>> {
        let rows = sqlx::query(
            "SELECT at_ms, rating_after FROM rating_history \
             WHERE user_id = $1 AND preset = $2 ORDER BY at_ms, game_id",
        )
        .bind(user_id)
        .bind(preset)
        .fetch_all(self.reader())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("at_ms")?, r.try_get("rating_after")?)))
            .collect()
    }
}

/// Writes `updates` (of game `game_id`) inside the game's transaction.
pub(crate) async fn apply_ratings(
    conn: &mut sqlx::AnyConnection,
    game_id: i64,
    updates: &[RatingUpdate],
    now: i64,
) -> Result<()> {
    for u in updates {
        let a = &u.after;
        sqlx::query(
            "INSERT INTO ratings (user_id, preset, rating, rd, volatility, updated_days, games) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) \
             ON CONFLICT (user_id, preset) DO UPDATE SET rating = excluded.rating, \
             rd = excluded.rd, volatility = excluded.volatility, \
             updated_days = excluded.updated_days, games = excluded.games",
        )
        .bind(&u.user_id)
        .bind(&u.preset)
        .bind(a.rating)
        .bind(a.rd)
        .bind(a.volatility)
        .bind(a.updated_days)
        .bind(a.games)
        .execute(&mut *conn)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (game_id, user_id, preset, rating_before, rating_after, \
             rd_after, at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(game_id)
        .bind(&u.user_id)
        .bind(&u.preset)
        .bind(u.rating_before)
        .bind(a.rating)
        .bind(a.rd)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
