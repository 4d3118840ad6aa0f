//! The language of each member's Discord client (an interaction's
//! `locale`) and of each server (its `preferred_locale`: GUILD_CREATE,
//! GUILD_UPDATE, and every interaction's `guild_locale`), as Discord
//! sends them: `en-US` until a test sets another. Only Discord's own
//! locale codes may be set (those of its API description,
//! [`openapi::discord_locales`]): Discord's client could send no other.

use super::StandIn;
use super::world::World;
use crate::support::openapi;

/// Panics unless `code` is one of Discord's locale codes.
fn discord_code(code: &str) -> String {
    let known = openapi::discord_locales();
    assert!(
        known.iter().any(|k| k == code),
        "`{code}` is not a Discord locale code (Discord's API description lists {known:?})"
    );
    code.to_string()
}

impl World {
    /// User `user`'s client locale.
    pub(super) fn member_locale(&self, user: u64) -> String {
        self.member_locales
            .get(&user)
            .cloned()
            .unwrap_or_else(|| "en-US".to_string())
    }

    /// Guild `guild`'s `preferred_locale`.
    pub(super) fn server_locale(&self, guild: u64) -> String {
        self.guilds
            .iter()
            .find(|g| g.id == guild)
            .map_or_else(|| "en-US".to_string(), |g| g.preferred_locale.clone())
    }
}

impl StandIn {
    /// User `user`'s Discord client is in `code` (`de`, `pt-BR`) from now
    /// on: their interactions carry it as `locale`. Panics for a code that
    /// is not Discord's.
    pub fn set_member_locale(&self, user: u64, code: &str) {
        let code = discord_code(code);
        self.inner
            .state
            .lock()
            .unwrap()
            .member_locales
            .insert(user, code);
    }

    /// Guild `guild`'s primary language (`preferred_locale`) is `code`
    /// from now on: the bot is told by GUILD_UPDATE (if connected; a later
    /// GUILD_CREATE carries it too), and later interactions there carry it
    /// as `guild_locale`. Panics for a code that is not Discord's or a
    /// guild the stand-in does not have.
    pub fn set_server_locale(&self, guild: u64, code: &str) {
        let code = discord_code(code);
        let mut st = self.inner.state.lock().unwrap();
        st.guilds
            .iter_mut()
            .find(|g| g.id == guild)
            .unwrap_or_else(|| panic!("no guild {guild}"))
            .preferred_locale = code;
        if let Some(object) = st.guild_object(guild) {
            st.send_dispatch(guild, "GUILD_UPDATE", object);
        }
        drop(st);
        self.inner.bump();
    }
}
