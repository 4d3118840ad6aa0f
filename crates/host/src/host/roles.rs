//! Applying a [`RoleChange`] on a server: one process at a time per role
//! and server (a lease in the store, renewed before every call to the
//! server, so a long change keeps it and a process that lost it stops
//! writing), a change older than one begun already skipped (so a crowning
//! tried again never overwrites a later one), who has the role read from
//! the server, the pure [`role_plan`] deciding, and the records kept in
//! step with what was done (recorded before giving; forgotten after
//! taking; a call whose answer was lost settled by reading the member
//! again). The server itself is the frontend's ([`RoleServer`]).

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

/// Why the server refused to give or take a role: words, said in the
/// language of whoever reads the report (the organizer's, privately).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleFailure {
    /// Refused: nothing was changed (no permission, the role is gone).
    Refused(locale::Words),
    /// The member is not on the server (any more).
    NotMember,
    /// Unknown whether it was done (the answer was lost).
    Unknown(locale::Words),
}

/// One server's roles, as a frontend reaches them, for one role.
pub trait RoleServer {
    /// Where `user` stands with the role.
    fn holding(&self, user: &UserId)
    -> impl Future<Output = Result<Holding, locale::Words>> + Send;
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
    /// What the server refused, or left unknown: (user, given (else
    /// taken), why).
    pub failed: Vec<(UserId, bool, locale::Words)>,
    /// Skipped: a later change of the same role and source was begun
    /// already (this one was tried again after it), so doing this one
    /// would undo it. Nothing was read, given, taken or recorded.
    pub superseded: bool,
}

/// This process's lease on one role of one server, while it applies a
/// change.
struct Lease {
    guild: String,
    role: String,
    owner: String,
    /// How long one taking or renewal lasts (ms).
    length_ms: i64,
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
    /// change of the same role to finish, and renewing it before each
    /// call to the server), reads where each member concerned stands,
    /// follows [`role_plan`] and keeps the records in step. What the
    /// server refuses is in the outcome; the records then say what is true
    /// (a refused gift is forgotten, a refused taking stays recorded so
    /// the next change tries again).
    ///
    /// `order` is the change's place in the order the changes were
    /// written (the id of the outbox post carrying it): a change older
    /// than one of the same role and source begun already is skipped
    /// ([`RoleOutcome::superseded`]); the same change applied again (a
    /// retry) is not. A process that finds it lost the lease (its change
    /// ran longer than the lease and another process took the role over)
    /// stops at once, writing nothing more, and says so
    /// ([`HostError::LeaseLost`]): the change is to be tried again.
    pub async fn apply_role_change(
        &self,
        guild: &str,
        change: &RoleChange,
        order: i64,
        server: &impl RoleServer,
    ) -> Result<RoleOutcome, HostError> {
        let lease = self.lease_role(guild, &change.role).await?;
        let outcome = self.apply_leased(&lease, change, order, server).await;
        let (st, g, r, o) = (
            self.inner.store.clone(),
            lease.guild.clone(),
            lease.role.clone(),
            lease.owner.clone(),
        );
        if let Err(e) = self
            .io(async move { st.release_role_lock(&g, &r, &o).await })
            .await
        {
            // It runs out by itself.
            tracing::warn!("could not release the lease on role {}: {e}", change.role);
        }
        outcome
    }

    /// Waits until this process holds the lease on `role` of `guild`.
    async fn lease_role(&self, guild: &str, role: &str) -> Result<Lease, HostError> {
        // A crashed process blocks the role for at most one lease.
        let length_ms = i64::try_from(self.inner.cfg.role_lease.as_millis()).unwrap_or(i64::MAX);
        let lease = Lease {
            guild: guild.to_string(),
            role: role.to_string(),
            owner: lease_owner(),
            length_ms,
        };
        let deadline = now_ms().saturating_add(2 * length_ms);
        loop {
            let (st, g, r, o) = (
                self.inner.store.clone(),
                lease.guild.clone(),
                lease.role.clone(),
                lease.owner.clone(),
            );
            let now = now_ms();
            let got = self
                .io(async move {
                    st.acquire_role_lock(&g, &r, &o, now, now.saturating_add(length_ms))
                        .await
                })
                .await?;
            if got {
                return Ok(lease);
            }
            if now > deadline {
                return Err(HostError::Busy(format!(
                    "role {role} on server {guild} was being changed by another process for over {} s; try again later", // words-scan: skip (a role worker error, logged)
                    2 * length_ms / 1000
                )));
            }
            tokio::time::sleep(LEASE_RETRY).await;
        }
    }

    /// Renews `lease` for another lease length before a call to the
    /// server or a write of records; an error, and no more writing, when
    /// this process no longer holds it.
    async fn hold(&self, lease: &Lease) -> Result<(), HostError> {
        let (st, g, r, o) = (
            self.inner.store.clone(),
            lease.guild.clone(),
            lease.role.clone(),
            lease.owner.clone(),
        );
        let until = now_ms().saturating_add(lease.length_ms);
        let held = self
            .io(async move { st.renew_role_lock(&g, &r, &o, until).await })
            .await?;
        if held {
            return Ok(());
        }
        tracing::warn!(
            "lost the lease on role {} of server {}: stopped changing it",
            lease.role,
            lease.guild
        );
        Err(HostError::LeaseLost(format!(
            "the change of role {} on server {} ran longer than its lease ({} s, ROLE_LEASE) and another process took the role over: this process stopped changing it; the change is tried again once the other is done", // words-scan: skip (a role worker error, logged)
            lease.role,
            lease.guild,
            lease.length_ms / 1000
        )))
    }

    async fn apply_leased(
        &self,
        lease: &Lease,
        change: &RoleChange,
        order: i64,
        server: &impl RoleServer,
    ) -> Result<RoleOutcome, HostError> {
        let store = &self.inner.store;
        let guild = lease.guild.as_str();
        let source = change.source.to_string();
        let (st, g, r, s) = (
            store.clone(),
            guild.to_string(),
            change.role.clone(),
            source.clone(),
        );
        let newest = self
            .io(async move { st.begin_role_change(&g, &r, &s, order).await })
            .await?;
        if !newest {
            tracing::info!(
                "role {} on server {guild}: change {order} for {source} skipped, a later one was begun",
                change.role
            );
            return Ok(RoleOutcome {
                superseded: true,
                ..RoleOutcome::default()
            });
        }
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
            self.hold(lease).await?;
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

        // Recorded before giving, each just before its gift, so that
        // stopping (a crash, a lost lease) leaves a record, never a role
        // the bot gave unrecorded, and at most one record of a gift not
        // made (settled by the next change, which reads the member).
        let (gifts, kept): (Vec<UserId>, Vec<UserId>) = plan
            .record
            .iter()
            .cloned()
            .partition(|u| plan.give.contains(u));
        self.hold(lease).await?;
        self.records(guild, change, &source, &kept, true).await?;
        let mut unrecord = Vec::new();
        for u in &plan.give {
            self.hold(lease).await?;
            if gifts.contains(u) {
                self.records(guild, change, &source, std::slice::from_ref(u), true)
                    .await?;
            }
            let result = match server.give(u).await {
                // Whether it was given: the member's role says.
                Err(RoleFailure::Unknown(why)) => settle(server, u, true, why).await,
                r => r,
            };
            match result {
                Ok(()) => {}
                Err(RoleFailure::NotMember) => unrecord.push(u.clone()),
                Err(RoleFailure::Refused(why)) => {
                    // Nothing was given: a new record would be false.
                    if plan.record.contains(u) {
                        unrecord.push(u.clone());
                    }
                    failed.push((u.clone(), true, why));
                }
                // Perhaps given: kept on record, the next try settles it.
                Err(RoleFailure::Unknown(why)) => failed.push((u.clone(), true, why)),
            }
        }
        let mut forget = plan.forget.clone();
        for u in &plan.take {
            self.hold(lease).await?;
            let result = match server.take(u).await {
                Err(RoleFailure::Unknown(why)) => settle(server, u, false, why).await,
                r => r,
            };
            match result {
                Ok(()) | Err(RoleFailure::NotMember) => forget.push(u.clone()),
                // Kept on record: the next change tries again.
                Err(RoleFailure::Refused(why) | RoleFailure::Unknown(why)) => {
                    failed.push((u.clone(), false, why))
                }
            }
        }
        forget.extend(unrecord);
        self.hold(lease).await?;
        self.records(guild, change, &source, &forget, false).await?;
        Ok(RoleOutcome {
            plan,
            failed,
            superseded: false,
        })
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

/// A give (`given`) or a take of `user`'s role whose answer was lost
/// (`why`), settled by reading the member again: done (`Ok`), not done
/// (`Refused`: nothing changed, so a gift is not recorded and a taking
/// stays recorded to be tried again), the member gone, or still unknown
/// when the read fails too. So the bot records a holder only when its
/// gift went through, and forgets one whose role it took even when the
/// answer was lost: a role a moderator gives back by hand afterwards is
/// theirs, never taken again.
async fn settle(
    server: &impl RoleServer,
    user: &UserId,
    given: bool,
    why: locale::Words,
) -> Result<(), RoleFailure> {
    match server.holding(user).await {
        Ok(Holding::NotMember) => Err(RoleFailure::NotMember),
        Ok(Holding::Has) if given => Ok(()),
        Ok(Holding::Lacks) if !given => Ok(()),
        Ok(_) => Err(RoleFailure::Refused(why)),
        Err(read) => Err(RoleFailure::Unknown(why.then("; ", read))),
    }
}
