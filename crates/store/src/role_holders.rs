//! Server roles the bot hands out (a tournament winner's role, a season's
//! top role): who the bot gave each to, per source (`tournaments`,
//! `series:<id>`, `season`), and the lease that lets one process at a
//! time change one role on one server (renewed while a long change runs),
//! and the newest change begun of each role and source (an older one is
//! skipped). Role, server, user and source ids are opaque; what to record
//! is decided above (`host::role_plan`).

use crate::Store;
use crate::error::Result;
use sqlx::Row;

impl Store {
    /// Every record of `role` on server `guild`: (source, user), in
    /// (source, user) order.
    pub async fn role_records(&self, guild: &str, role: &str) -> Result<Vec<(String, String)>> {
        let rows = sqlx::query(
            "SELECT source, user_id FROM role_holders WHERE guild_id = $1 AND role_id = $2 \
             ORDER BY source, user_id",
        )
        .bind(guild)
        .bind(role)
        .fetch_all(self.writer())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("source")?, r.try_get("user_id")?)))
            .collect()
    }

    /// Records that the bot gave `role` on `guild` to `users` for `source`
    /// (once each; recording again changes nothing).
    pub async fn record_role_holders(
        &self,
        guild: &str,
        role: &str,
        source: &str,
        users: &[String],
    ) -> Result<()> {
        self.per_holder(
            "INSERT INTO role_holders (guild_id, role_id, source, user_id) \
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
            (guild, role, source),
            users,
        )
        .await
    }

    /// Forgets `source`'s records of `users` holding `role` on `guild`
    /// (other sources' records stay).
    pub async fn forget_role_holders(
        &self,
        guild: &str,
        role: &str,
        source: &str,
        users: &[String],
    ) -> Result<()> {
        self.per_holder(
            "DELETE FROM role_holders \
             WHERE guild_id = $1 AND role_id = $2 AND source = $3 AND user_id = $4",
            (guild, role, source),
            users,
        )
        .await
    }

    /// Runs `sql` (parameters: guild, role, source, user) once per user of
    /// `users`, in one transaction.
    async fn per_holder(
        &self,
        sql: &str,
        (guild, role, source): (&str, &str, &str),
        users: &[String],
    ) -> Result<()> {
        if users.is_empty() {
            return Ok(());
        }
        let mut tx = self.writer().begin().await?;
        for user in users {
            sqlx::query(sql)
                .bind(guild)
                .bind(role)
                .bind(source)
                .bind(user)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The users `role` on server `guild` is recorded for, by any source
    /// (each once, in id order).
    pub async fn role_holders(&self, guild: &str, role: &str) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT DISTINCT user_id FROM role_holders WHERE guild_id = $1 AND role_id = $2 \
             ORDER BY user_id",
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

    /// Takes the lease on changing `role` on `guild` for `owner` until
    /// `until_ms` (unix ms), if nobody else holds it at `now_ms` (a lease
    /// that ran out is taken over; the owner may renew its own). Whether
    /// `owner` holds it now.
    pub async fn acquire_role_lock(
        &self,
        guild: &str,
        role: &str,
        owner: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO role_locks (guild_id, role_id, owner, until_ms) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (guild_id, role_id) DO UPDATE \
             SET owner = excluded.owner, until_ms = excluded.until_ms \
             WHERE role_locks.until_ms <= $5 OR role_locks.owner = excluded.owner",
        )
        .bind(guild)
        .bind(role)
        .bind(owner)
        .bind(until_ms)
        .bind(now_ms)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Extends `owner`'s lease on `role` on `guild` to `until_ms` (unix
    /// ms), while a long change runs. Whether `owner` still held it: a
    /// lease another owner took over (it ran out meanwhile), or that is
    /// gone, is never taken back this way, so its former owner learns it
    /// lost it and stops writing.
    pub async fn renew_role_lock(
        &self,
        guild: &str,
        role: &str,
        owner: &str,
        until_ms: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE role_locks SET until_ms = $4 \
             WHERE guild_id = $1 AND role_id = $2 AND owner = $3",
        )
        .bind(guild)
        .bind(role)
        .bind(owner)
        .bind(until_ms)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Notes that the change of `role` on `guild` for `source` at place
    /// `order` in the bot's order of changes is begun, unless a later one
    /// was begun already. Whether it is the newest (at least as new as
    /// every one begun before: the same change begun again, a retry, is):
    /// an older change is to be skipped, so that it never overwrites a
    /// later one.
    pub async fn begin_role_change(
        &self,
        guild: &str,
        role: &str,
        source: &str,
        order: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO role_change_order (guild_id, role_id, source, newest) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (guild_id, role_id, source) DO UPDATE SET newest = excluded.newest \
             WHERE role_change_order.newest <= excluded.newest",
        )
        .bind(guild)
        .bind(role)
        .bind(source)
        .bind(order)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Gives up `owner`'s lease on `role` on `guild` (a lease another
    /// owner took over meanwhile stays theirs).
    pub async fn release_role_lock(&self, guild: &str, role: &str, owner: &str) -> Result<()> {
        sqlx::query("DELETE FROM role_locks WHERE guild_id = $1 AND role_id = $2 AND owner = $3")
            .bind(guild)
            .bind(role)
            .bind(owner)
            .execute(self.writer())
            .await?;
        Ok(())
    }
}
