//! A server's language setting (`/settings language:`, #45): the locale
//! its public posts are written in, when its managers chose one. Unset,
//! the frontend follows what Discord says of the server (its
//! `preferred_locale`), else `en-US`; that resolution is the frontend's.

use super::{Host, HostError};
use locale::Locale;

impl Host {
    /// Sets (`Some`) or clears (`None`: follow Discord) the language of
    /// server `guild`'s public posts.
    pub async fn set_server_language(
        &self,
        guild: &str,
        language: Option<Locale>,
    ) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        self.io(async move {
            st.set_server_language(&guild, language.map(Locale::code))
                .await
        })
        .await?;
        Ok(())
    }

    /// The language server `guild` chose for its public posts, if any. A
    /// stored code this version does not ship (a locale since removed)
    /// reads as none: the server follows Discord again.
    pub async fn server_language(&self, guild: &str) -> Result<Option<Locale>, HostError> {
        let st = self.inner.store.clone();
        let guild = guild.to_string();
        let code = self
            .io(async move { st.server_language(&guild).await })
            .await?;
        Ok(code.as_deref().and_then(Locale::from_discord))
    }
}
