//! A server's looking-for-a-game role (`/settings lfg_role:`): the members
//! an open challenge (one that names no opponent) pings, once, when it is
//! posted. No role set: an open challenge pings nobody.

use super::{Host, HostError};
use store::ServerRole;

impl Host {
    /// Sets (`Some`) or clears (`None`) server `guild`'s looking-for-a-game role.
    pub async fn set_lfg_role(&self, guild: &str, role: Option<&str>) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let (guild, role) = (guild.to_string(), role.map(str::to_string));
        self.io(async move {
            st.set_server_role(&guild, ServerRole::LookingForGame, role.as_deref())
                .await
        })
        .await?;
        Ok(())
    }

    /// Server `guild`'s looking-for-a-game role, if one is set.
    pub async fn lfg_role_setting(&self, guild: &str) -> Result<Option<String>, HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        Ok(self
            .io(async move { st.server_role(&guild, ServerRole::LookingForGame).await })
            .await?)
    }

    /// The role an open challenge at a place of server `guild` pings: none
    /// outside servers, none when it cannot be read (the challenge stands
    /// without its ping; the failure is logged).
    pub(super) async fn lfg_role(&self, guild: &str) -> Option<String> {
        if guild.is_empty() {
            return None;
        }
        match self.lfg_role_setting(guild).await {
            Ok(role) => role,
            Err(e) => {
                tracing::warn!("could not read the looking-for-a-game role of {guild}: {e}");
                None
            }
        }
    }
}
