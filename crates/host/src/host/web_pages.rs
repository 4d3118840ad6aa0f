//! A server's choice to show its pages on the public web site
//! (`/settings web:on|off`): its leaderboard, its tournaments and the
//! games played in it. Off by default; the web site reads it from the store.

use super::{Host, HostError};

impl Host {
    /// Turns server `guild`'s pages on the public web site on or off.
    pub async fn set_web_public(&self, guild: &str, public: bool) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        self.io(async move { st.set_web_public(&guild, public).await })
            .await?;
        Ok(())
    }

    /// Whether server `guild`'s pages are on the public web site.
    pub async fn web_public(&self, guild: &str) -> Result<bool, HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        Ok(self.io(async move { st.web_public(&guild).await }).await?)
    }
}
