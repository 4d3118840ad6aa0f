//! A server's choice to show its pages on the public web site
//! (`/settings web:on|off`): its leaderboard, its tournaments and the
//! games played in it. Off by default; the web site reads it from the
//! store. And the server's channels `@everyone` cannot view, which the
//! frontend records: the site shows nothing played in them.

use super::{Host, HostError};
use crate::view::WebPage;

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

    /// Records the channels of server `guild` that `@everyone` cannot view
    /// (the frontend computed them from the whole server): the web site
    /// publishes nothing played in them.
    pub async fn set_private_channels(
        &self,
        guild: &str,
        channels: Vec<String>,
    ) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        self.io(async move { st.set_private_channels(&guild, &channels).await })
            .await?;
        Ok(())
    }

    /// Records whether channel `channel` of server `guild` is private
    /// (`@everyone` cannot view it), after a change of the channel.
    pub async fn set_channel_private(
        &self,
        guild: &str,
        channel: &str,
        private: bool,
    ) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let (guild, channel) = (guild.to_string(), channel.to_string());
        self.io(async move { st.set_channel_private(&guild, &channel, private).await })
            .await?;
        Ok(())
    }

    /// Whether `page` answers on the public web site: a server's pages
    /// once it turned them on, the global leaderboard always, a player's
    /// page once they played a rated game in such a server.
    pub async fn web_page_public(&self, page: &WebPage) -> Result<bool, HostError> {
        match page {
            WebPage::Leaderboard { guild: None, .. } => Ok(true),
            WebPage::Game { guild, .. }
            | WebPage::Tournament { guild, .. }
            | WebPage::Leaderboard {
                guild: Some(guild), ..
            } => {
                if guild.is_empty() {
                    return Ok(false);
                }
                self.web_public(guild).await
            }
            WebPage::Player(id) => {
                let st = self.inner.store.clone();
                let id = id.clone();
                let shown = self
                    .io(async move { st.web_public_players(&[id.as_str()]).await })
                    .await?;
                Ok(!shown.is_empty())
            }
        }
    }
}
