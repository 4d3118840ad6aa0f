//! Applying a [`RoleChange`] on a server: one process at a time per role
//! and server (a lease in the store), who has the role read from the
//! server, the pure [`role_plan`] deciding, and the records kept in step
//! with what was done (recorded before giving; forgotten after taking).
//! The server itself is the frontend's ([`RoleServer`]).

use super::Host;
use crate::HostError;
use crate::ids::UserId;
use crate::role_plan::{Holding, RolePlan, role_plan};
use crate::view::RoleChange;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How long to wait between attempts at a lease another process holds.
const LEASE_RETRY: Duration = Duration::from_millis(50);

/// Why the server refused to give or take a role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleFailure {
    /// Refused: nothing was changed (no permission, the role is gone).
    Refused(String),
    /// The member is not on the server (any more).
    NotMember,
    /// Unknown whether it was done (the answer was lost).
    Unknown(String),
}

/// One server's roles, as a frontend reaches them, for one role.
pub trait RoleServer {
    /// Where `user` stands with the role.
    fn holding(&self, user: &UserId) -> impl Future<Output = Result<Holding, String>> + Send;
    /// Gives the role to `user`.
    fn give(&self, user: &UserId) -> impl Future<Output = Result<(), RoleFailure>> + Send;
    /// Takes the role from `user`.
    fn take(&self, user: &UserId) -> impl Future<Output = Result<(), RoleFailure>> + Send;
}

/// What applying a change did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoleOutcome {
    /// The plan that was followed.
    pub plan: RolePlan,
    /// What the server refused: (user, given (else taken), why).
    pub failed: Vec<(UserId, bool, String)>,
}

/// Names this process's leases apart from other processes'.
fn lease_owner() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    static PROCESS: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    let process = PROCESS.get_or_init(rand::random::<u64>);
    format!(
        "{}-{process:x}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// Wall-clock unix ms: leases are compared across processes.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl Host {
    /// Applies `change` on server `guild`, reached through `server`:
    /// holds the role's lease meanwhile (waiting for another process's
    /// change of the same role to finish), reads where each member
    /// concerned stands, follows [`role_plan`] and keeps the records in
    /// step. What the server refuses is in the outcome; the records then
    /// say what is true (a refused gift is forgotten, a refused taking
    /// stays recorded so the next change tries again).
    pub async fn apply_role_change(
        &self,
        guild: &str,
        change: &RoleChange,
        server: &impl RoleServer,
    ) -> Result<RoleOutcome, HostError> {
        let owner = lease_owner();
        self.lease_role(guild, &change.role, &owner).await?;
        let outcome = self.apply_leased(guild, change, server).await;
        let (st, g, r) = (
            self.inner.store.clone(),
            guild.to_string(),
            change.role.clone(),
        );
        if let Err(e) = self
            .io(async move { st.release_role_lock(&g, &r, &owner).await })
            .await
        {
            // It runs out by itself.
            tracing::warn!("could not release the lease on role {}: {e}", change.role);
        }
        outcome
    }

    /// Waits until this process holds the lease on `role` of `guild`.
    async fn lease_role(&self, guild: &str, role: &str, owner: &str) -> Result<(), HostError> {
        // A crashed process blocks the role for at most one lease.
        let lease_ms = i64::try_from(self.inner.cfg.role_lease.as_millis()).unwrap_or(i64::MAX);
        let deadline = now_ms() + 2 * lease_ms;
        loop {
            let (st, g, r, o) = (
                self.inner.store.clone(),
                guild.to_string(),
                role.to_string(),
                owner.to_string(),
            );
            let now = now_ms();
            let got = self
                .io(async move { st.acquire_role_lock(&g, &r, &o, now, now + lease_ms).await })
                .await?;
            if got {
                return Ok(());
            }
            if now > deadline {
                return Err(HostError::Busy(format!(
                    "role {role} on server {guild} was being changed by another process for over {} s; try again later",
                    2 * lease_ms / 1000
                )));
            }
            tokio::time::sleep(LEASE_RETRY).await;
        }
    }

    async fn apply_leased(
        &self,
        guild: &str,
        change: &RoleChange,
        server: &impl RoleServer,
    ) -> Result<RoleOutcome, HostError> {
        let store = &self.inner.store;
        let source = change.source.to_string();
        let (st, g, r) = (store.clone(), guild.to_string(), change.role.clone());
        let records = self
            .io(async move { st.role_records(&g, &r).await })
            .await?;
        // Where each member concerned stands: the new holders and those
        // this source recorded.
        let mut concerned: Vec<&UserId> = change.holders.iter().collect();
        for (s, u) in &records {
            if *s == source && !concerned.contains(&u) {
                concerned.push(u);
            }
        }
        let mut holding: Vec<(UserId, Holding)> = Vec::new();
        let mut failed = Vec::new();
        for u in concerned {
            match server.holding(u).await {
                Ok(h) => holding.push((u.clone(), h)),
                Err(why) => failed.push((u.clone(), change.holders.contains(u), why)),
            }
        }
        // A member whose standing could not be read is left out of this
        // change (their record, if any, stays).
        let unread: Vec<UserId> = failed.iter().map(|(u, _, _)| u.clone()).collect();
        let holders: Vec<UserId> = change
            .holders
            .iter()
            .filter(|u| !unread.contains(u))
            .cloned()
            .collect();
        let records: Vec<(String, UserId)> = records
            .into_iter()
            .filter(|(_, u)| !unread.contains(u))
            .collect();
        let plan = role_plan(&change.source, &holders, &records, |u| {
            holding
                .iter()
                .find(|(x, _)| x == u)
                .map_or(Holding::NotMember, |(_, h)| *h)
        });

        self.records(guild, change, &source, &plan.record, true)
            .await?;
        let mut unrecord = Vec::new();
        for u in &plan.give {
            match server.give(u).await {
                Ok(()) => {}
                Err(RoleFailure::NotMember) => unrecord.push(u.clone()),
                Err(RoleFailure::Refused(why)) => {
                    // Nothing was given: a new record would be false.
                    if plan.record.contains(u) {
                        unrecord.push(u.clone());
                    }
                    failed.push((u.clone(), true, why));
                }
                Err(RoleFailure::Unknown(why)) => failed.push((u.clone(), true, why)),
            }
        }
        let mut forget = plan.forget.clone();
        for u in &plan.take {
            match server.take(u).await {
                Ok(()) | Err(RoleFailure::NotMember) => forget.push(u.clone()),
                // Kept on record: the next change tries again.
                Err(RoleFailure::Refused(why) | RoleFailure::Unknown(why)) => {
                    failed.push((u.clone(), false, why))
                }
            }
        }
        forget.extend(unrecord);
        self.records(guild, change, &source, &forget, false).await?;
        Ok(RoleOutcome { plan, failed })
    }

    /// Records (`add`) or forgets `users` as holders of the change's role
    /// for `source`.
    async fn records(
        &self,
        guild: &str,
        change: &RoleChange,
        source: &str,
        users: &[UserId],
        add: bool,
    ) -> Result<(), HostError> {
        if users.is_empty() {
            return Ok(());
        }
        let (st, g, r, s, u) = (
            self.inner.store.clone(),
            guild.to_string(),
            change.role.clone(),
            source.to_string(),
            users.to_vec(),
        );
        Ok(self
            .io(async move {
                if add {
                    st.record_role_holders(&g, &r, &s, &u).await
                } else {
                    st.forget_role_holders(&g, &r, &s, &u).await
                }
            })
            .await?)
    }
}
