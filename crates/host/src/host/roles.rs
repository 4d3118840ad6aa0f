//! Server roles the bot hands out: a tournament winner's role, a season's
//! top role. The host records who holds each (in the store) and returns the
//! [`RoleChange`] a frontend applies, so that the next award takes the role
//! from the previous holders, also after a restart.

use super::Host;
use crate::HostError;
use crate::ids::UserId;
use crate::view::RoleChange;

impl Host {
    /// Makes `holders` the holders of `role` on server `guild` and returns
    /// the change: `holders` get the role, the previous holders who are not
    /// among them lose it.
    ///
    /// ```no_run
    /// # async fn f(host: host::Host) -> Result<(), host::HostError> {
    /// let change = host.hand_role("guild", "role", vec!["alice".into()], "winner of Blitz").await?;
    /// assert_eq!(change.add, vec!["alice".to_string()]);
    /// # Ok(()) }
    /// ```
    pub async fn hand_role(
        &self,
        guild: &str,
        role: &str,
        holders: Vec<UserId>,
        reason: impl Into<String>,
    ) -> Result<RoleChange, HostError> {
        let st = self.inner.store.clone();
        let (g, r, h) = (guild.to_string(), role.to_string(), holders.clone());
        let previous = self
            .io(async move { st.hand_role(&g, &r, &h).await })
            .await?;
        Ok(RoleChange {
            role: role.to_string(),
            remove: previous
                .into_iter()
                .filter(|p| !holders.contains(p))
                .collect(),
            add: holders,
            reason: reason.into(),
        })
    }
}
