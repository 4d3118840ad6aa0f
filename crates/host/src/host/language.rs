//! A server's language (#45): the locale its public posts are written in.
//! The one its managers chose (`/settings language:`), else what the
//! frontend heard of the server (Discord's `preferred_locale`, lent by
//! [`Host::hear_languages`]), else `en-US`. Texts are said at the edge;
//! the host asks [`Host::language_of`] only for what it draws before the
//! edge: the pictures of public posts (a season's or a tournament's
//! standings, a bracket, an analysis chart).

use super::{Host, HostError};
use locale::Locale;
use std::sync::Arc;

/// What the frontend knows of server `guild`'s language when its managers
/// chose none (on Discord, the server's `preferred_locale`): see
/// [`Host::hear_languages`].
pub type ServerLocales = Arc<dyn Fn(&str) -> Option<Locale> + Send + Sync>;

/// Where the host keeps the frontend's word on servers' languages.
#[derive(Default)]
pub(super) struct HeardLanguages(std::sync::RwLock<Option<ServerLocales>>);

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

    /// Tells the host how to learn a server's language when its managers
    /// chose none (Discord's `preferred_locale`, which only the frontend
    /// hears). Pictures of public posts are drawn before the edge, in
    /// [`Host::language_of`].
    pub fn hear_languages(&self, of_server: ServerLocales) {
        *self
            .inner
            .languages
            .0
            .write()
            .unwrap_or_else(|e| e.into_inner()) = Some(of_server);
    }

    /// The language of server `guild`'s public posts: the one its managers
    /// chose (`/settings language:`), else the frontend's word
    /// ([`Host::hear_languages`]), else en-US. A store that cannot be read
    /// is logged and counts as no choice.
    /// (Checked in `crates/host/tests/server_language.rs`.)
    pub async fn language_of(&self, guild: &str) -> Locale {
        let chosen = match self.server_language(guild).await {
            Ok(chosen) => chosen,
            Err(e) => {
                tracing::warn!("the language of server {guild}: {e}");
                None
            }
        };
        chosen
            .or_else(|| {
                let heard = self.inner.languages.0.read().ok()?.clone()?;
                heard(guild)
            })
            .unwrap_or(Locale::EnUs)
    }
}
