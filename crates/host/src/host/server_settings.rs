//! A server's settings, through the host (frontends never talk to the
//! store): the tournament organizer role, whose members may start, pair,
//! kick from and cancel any tournament of the server.

use super::Host;
use crate::HostError;

impl Host {
    /// Sets (`Some`) or clears (`None`) the tournament organizer role of
    /// server `guild` (the frontend checks that the user may: Manage
    /// Server).
    pub async fn set_organizer_role(
        &self,
        guild: &str,
        role: Option<&str>,
    ) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let (guild, role) = (guild.to_string(), role.map(str::to_string));
        self.io(async move { st.set_organizer_role(&guild, role.as_deref()).await })
            .await?;
        Ok(())
    }

    /// The tournament organizer role of server `guild`, if one is set.
    pub async fn organizer_role(&self, guild: &str) -> Result<Option<String>, HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        Ok(self
            .io(async move { st.organizer_role(&guild).await })
            .await?)
    }
}
