//! A server's tournament organizer role: its members may start, pair, kick
//! from and cancel any tournament of the server (the frontend checks that
//! whoever sets it has Manage Server).

use crate::Tournaments;
use host::HostError;

impl Tournaments {
    /// Sets (`Some`) or clears (`None`) the organizer role of server `guild`.
    pub async fn set_organizer_role(
        &self,
        guild: &str,
        role: Option<&str>,
    ) -> Result<(), HostError> {
        let st = self.host().store().clone();
        let (guild, role) = (guild.to_string(), role.map(str::to_string));
        self.host()
            .io(async move { st.set_organizer_role(&guild, role.as_deref()).await })
            .await?;
        Ok(())
    }

    /// The organizer role of server `guild`, if one is set.
    pub async fn organizer_role(&self, guild: &str) -> Result<Option<String>, HostError> {
        let st = self.host().store().clone();
        let guild = guild.to_string();
        Ok(self
            .host()
            .io(async move { st.organizer_role(&guild).await })
            .await?)
    }
}
