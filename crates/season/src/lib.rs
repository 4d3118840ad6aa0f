//! # Seasons
//!
//! A server's second rating pool for a while, above the game host: while a
//! season is open, every rated game played in the server (in the season's
//! preset, or in any preset, each with its own pool) also updates both
//! players' season ratings, starting every member at 1500 like the global
//! pool. The store does that in the transaction that rates the game (see
//! `store::seasons`); this crate runs the season's life over the host's
//! public API ([`host::Host::emit`], a [`host::RoleChange`] the frontend
//! applies) and its own rows in the store the composition root hands it
//! ([`Seasons::start`]): start, end (by command or at the time set,
//! once, also across restarts), the final standings posted with their
//! table picture in the channel the season was started in, the top role,
//! and the season leaderboard.
//!
//! | file | what it is |
//! |---|---|
//! | `commands` | [`SeasonAction`]: what organizers and players ask ([`Seasons::act`]) |
//! | `lifecycle` | starting (a card with **Rules**, [`host::ActionId::SeasonRules`]) and ending a season; its end timer, restored after a restart |
//! | `standings` | the final standings: a card, table picture, the top role |
//! | `board` | the season leaderboard, 10 a page with ◀ ▶ ([`host::ActionId::SeasonPage`]) |
//! | [`ends`] | reading `ends:` (a date, a time, a span from now) |
//! | `words` | every sentence a member reads about seasons |
//!
//! Permissions are the frontend's: it lets only organizers (Manage Server
//! or the organizer role) start and end seasons, and only Manage Server
//! change the settings.

mod board;
mod commands;
pub mod ends;
mod lifecycle;
mod standings;
mod words;

pub use commands::SeasonAction;

use host::{Host, HostError, Place};
use store::SeasonRecord;

/// The longest season name.
pub const MAX_NAME: usize = 50;

/// The most members a top role goes to.
pub const MAX_TOP: u32 = 25;

/// A season's place: the channel (and thread) it was started in, where its
/// standings are posted.
pub(crate) fn place_of(s: &SeasonRecord) -> Place {
    let place = Place::channel(s.guild_id.clone(), s.channel_id.clone());
    match &s.thread_id {
        Some(t) => place.with_thread(t.clone()),
        None => place,
    }
}
use std::collections::HashMap;
use std::sync::Arc;
use tokio::task::AbortHandle;

/// The seasons of one host. Cheap to clone; all clones share them.
#[derive(Clone)]
pub struct Seasons {
    inner: Arc<Inner>,
}

struct Inner {
    host: Host,
    /// The store the seasons keep their tables in (the host's).
    store: store::Store,
    /// The end timer of each open season that ends at a time, by id.
    timers: std::sync::Mutex<HashMap<i64, AbortHandle>>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Ok(timers) = self.timers.get_mut() {
            for h in timers.values() {
                h.abort();
            }
        }
    }
}

impl Seasons {
    /// Starts the seasons of `host`, kept in `store` (the host's, handed
    /// over by the composition root): arms the end timer of every open
    /// season that ends at a time (one whose time passed while the bot was
    /// away ends now), and posts the standings still owed by a season that
    /// ended just before a stop. The start is boxed ([`host::Starting`]).
    pub fn start(host: Host, store: store::Store) -> host::Starting<Result<Seasons, HostError>> {
        Box::pin(Seasons::start_here(host, store))
    }

    /// [`Seasons::start`], compiled in this crate.
    async fn start_here(host: Host, store: store::Store) -> Result<Seasons, HostError> {
        let s = Seasons {
            inner: Arc::new(Inner {
                host,
                store,
                timers: Default::default(),
            }),
        };
        s.restore().await?;
        Ok(s)
    }

    /// The language of server `guild`'s public posts
    /// ([`Host::language_of`]).
    pub(crate) async fn language_of(&self, guild: &str) -> locale::Locale {
        self.host().language_of(guild).await
    }

    /// The host the seasons' games are played on.
    pub fn host(&self) -> &Host {
        &self.inner.host
    }

    /// The store the seasons keep their tables in.
    pub(crate) fn store(&self) -> &store::Store {
        &self.inner.store
    }

    /// Stops every season timer (dropping every clone does the same).
    pub async fn shutdown(&self) {
        let timers: Vec<AbortHandle> = self
            .inner
            .timers
            .lock()
            .expect("timers")
            .drain()
            .map(|(_, h)| h)
            .collect();
        for h in timers {
            h.abort();
        }
    }

    fn now(&self) -> i64 {
        self.inner.host.clock().now_ms()
    }
}
