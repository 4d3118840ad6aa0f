//! Which servers, channels and players the site may show: a server only
//! after a Manage Server member ran `/settings web:on` (`web_public`), and
//! of it nothing played in a channel `@everyone` cannot view (a staff
//! channel: `private_channels`, which the bot records); a player only with
//! a rated game in such a server. Unknown and private answer the same 404.

use crate::{PageError, PageResult};
use locale::{Words, ids};
use store::Store;

/// Whether the pages of server `guild` (`None`: outside servers) are public.
pub(crate) async fn server_public(store: &Store, guild: Option<&str>) -> PageResult<bool> {
    match guild {
        Some(g) if !g.is_empty() => Ok(store.web_public(g).await?),
        _ => Ok(false),
    }
}

/// Whether what was played at `place` (a game, a tournament) may be
/// shown: its server's pages are public and `@everyone` can view its
/// channel (a thread: its parent's, which `place.channel` is).
pub(crate) async fn place_public(store: &Store, place: &store::Place) -> PageResult<bool> {
    Ok(server_public(store, place.guild.as_deref()).await?
        && !store.channel_private(&place.channel).await?)
}

/// Fails with a 404 unless server `guild`'s pages are public.
/// `missing`: the 404's words.
pub(crate) async fn require_server(
    store: &Store,
    guild: Option<&str>,
    missing: Words,
) -> PageResult<()> {
    if server_public(store, guild).await? {
        Ok(())
    } else {
        Err(PageError::NotFound(missing))
    }
}

/// Fails with a 404 unless `user` has a rated game in a public server.
pub(crate) async fn require_player(store: &Store, user: &str) -> PageResult<()> {
    if store.web_public_players(&[user]).await?.is_empty() {
        Err(PageError::NotFound(Words::new(ids::WEB_MISSING_PLAYER)))
    } else {
        Ok(())
    }
}
