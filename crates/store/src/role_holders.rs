//! Server roles the bot hands out (a tournament winner's role, a season's
//! top role) and who holds each: handing a role to new holders returns the
//! previous ones, so the frontend can take it from them. Role and server
//! ids are opaque.

use crate::Store;
use crate::error::Result;
use sqlx::Row;

impl Store {
    /// Makes `holders` the holders of `role` on server `guild`, in one
    /// transaction, and returns the previous holders (in id order).
    pub async fn hand_role(
        &self,
        guild: &str,
        role: &str,
        holders: &[String],
    ) -> Result<Vec<String>> {
        let mut tx = self.writer().begin().await?;
        let rows = sqlx::query(
            "SELECT user_id FROM role_holders WHERE guild_id = $1 AND role_id = $2 ORDER BY user_id",
        )
        .bind(guild)
        .bind(role)
        .fetch_all(&mut *tx)
        .await?;
        let previous = rows
            .iter()
            .map(|r| r.try_get::<String, _>("user_id"))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        sqlx::query("DELETE FROM role_holders WHERE guild_id = $1 AND role_id = $2")
            .bind(guild)
            .bind(role)
            .execute(&mut *tx)
            .await?;
        for user in holders {
            sqlx::query(
                "INSERT INTO role_holders (guild_id, role_id, user_id) VALUES ($1, $2, $3) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(guild)
            .bind(role)
            .bind(user)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(previous)
    }

    /// The holders of `role` on server `guild` the bot gave it to.
    pub async fn role_holders(&self, guild: &str, role: &str) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT user_id FROM role_holders WHERE guild_id = $1 AND role_id = $2 ORDER BY user_id",
        )
        .bind(guild)
        .bind(role)
        .fetch_all(self.reader())
        .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get::<String, _>("user_id"))
            .collect::<std::result::Result<Vec<_>, _>>()?)
    }
}
