//! What every handler shares: the [`Data`] behind the framework (the host,
//! the places, the messages showing views) and the command [`Ctx`] and
//! [`Error`] types. Every other module of the frontend depends on this one
//! and on nothing in a circle.

use crate::places::Places;
use host::{Host, Player};
use season::Seasons;
use serenity::all::{ChannelId, MessageId, User};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tournament::Tournaments;

/// The error type of the commands.
pub(crate) type Error = anyhow::Error;
/// A poise command context.
pub(crate) type Ctx<'a> = poise::Context<'a, SharedData, Error>;

/// What every handler shares: the host and what the bot remembers about
/// Discord (threads, messages a later view edits).
pub(crate) struct Data {
    pub host: Host,
    /// The tournaments, over the same host.
    pub tournaments: Tournaments,
    /// The seasons, over the same host.
    pub seasons: Seasons,
    pub places: Places,
    /// View key -> the message showing it.
    keyed: Mutex<HashMap<String, (ChannelId, MessageId)>>,
    /// View key -> the newest version of its message that the bot showed,
    /// for messages with a calendar entry ([`Data::showed`]).
    shown_last: Mutex<HashMap<String, host::View>>,
    /// Users already told that typed flights show their path.
    pub warned_flight: Mutex<HashSet<u64>>,
    /// The handlers running now (a shutdown lets them finish).
    pub in_flight: InFlight,
    /// `PUBLIC_URL`: the web site's address for links (no trailing `/`).
    pub public_url: Option<String>,
    /// `THREAD_ARCHIVE_AFTER`: how long after a game ends its thread is
    /// archived.
    pub thread_archive_after: std::time::Duration,
    /// The tournament games whose thread a task is opening now.
    pub opening: Opening,
    /// The channels where a game's new thread is not linked to its game yet.
    pub threads_opening: ThreadsOpening,
    /// Tournament boards waiting for their thread, tried in the background.
    pub waiting_boards: crate::waiting_boards::record::WaitingBoards,
    /// Private notes for members, shown with their next interaction.
    pub told_later: crate::told_later::ToldLater,
    /// Each server's language: its choice and Discord's preferred locale
    /// (`crate::language`).
    pub languages: Arc<crate::server_languages::Languages>,
}

/// The games whose thread is being opened, so that two tasks (a round's
/// pairings and the restart's check) never open two threads for one game.
#[derive(Default)]
pub(crate) struct Opening(Mutex<HashSet<i64>>);

/// Game `.1` is being opened until this is dropped.
pub(crate) struct OpeningClaim<'a>(&'a Opening, i64);

impl Opening {
    /// Claims `game`, unless another task has it.
    pub(crate) fn claim(&self, game: i64) -> Option<OpeningClaim<'_>> {
        let mut set = self.0.lock().unwrap_or_else(|e| e.into_inner());
        set.insert(game).then_some(OpeningClaim(self, game))
    }
}

impl Drop for OpeningClaim<'_> {
    fn drop(&mut self) {
        let mut set = self.0.0.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(&self.1);
    }
}

/// The channels where the bot is opening a game's thread right now: from
/// asking Discord for the thread until the game is in it. Discord shows a
/// new thread to its members at once, so a player may act in it before
/// the bot has moved the game there; such an action waits for its game
/// ([`ThreadsOpening::wait_for_game`]) instead of finding none.
#[derive(Default)]
pub(crate) struct ThreadsOpening {
    /// Parent channel id -> threads being opened in it.
    channels: Mutex<HashMap<String, usize>>,
    changed: tokio::sync::Notify,
}

/// A thread of channel `.1` is being opened until this is dropped.
pub(crate) struct ThreadOpening<'a>(&'a ThreadsOpening, String);

impl ThreadsOpening {
    /// The bot starts opening a game's thread in `channel`.
    pub(crate) fn begin(&self, channel: ChannelId) -> ThreadOpening<'_> {
        let key = channel.to_string();
        *self
            .channels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key.clone())
            .or_default() += 1;
        ThreadOpening(self, key)
    }

    fn opening_in(&self, channel: &str) -> bool {
        self.channels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(channel)
    }

    /// When `place` is a thread without a game while a game's thread is
    /// being opened in its channel: waits until the game is there, no
    /// thread of the channel is being opened any more, or `budget` has
    /// passed. Returns at once otherwise.
    pub(crate) async fn wait_for_game(&self, host: &Host, place: &host::Place, budget: Duration) {
        if place.thread.is_none() {
            return;
        }
        let until = tokio::time::Instant::now() + budget;
        loop {
            let changed = self.changed.notified();
            if host.game_at(place).is_some() || !self.opening_in(&place.channel) {
                return;
            }
            if tokio::time::timeout_at(until, changed).await.is_err() {
                return;
            }
        }
    }
}

impl Drop for ThreadOpening<'_> {
    fn drop(&mut self) {
        let mut channels = self.0.channels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = channels.get_mut(&self.1) {
            *n -= 1;
            if *n == 0 {
                channels.remove(&self.1);
            }
        }
        drop(channels);
        self.0.changed.notify_waiters();
    }
}

/// Counts the handlers running, so that a shutdown can wait for them.
#[derive(Default)]
pub(crate) struct InFlight {
    running: std::sync::atomic::AtomicUsize,
    done: tokio::sync::Notify,
}

/// One running handler; dropping it ends it.
pub(crate) struct Running<'a>(&'a InFlight);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        if self
            .0
            .running
            .fetch_sub(1, std::sync::atomic::Ordering::AcqRel)
            == 1
        {
            self.0.done.notify_waiters();
        }
    }
}

impl InFlight {
    /// A handler starts.
    pub(crate) fn enter(&self) -> Running<'_> {
        self.running
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        Running(self)
    }

    /// Waits until no handler runs, or `budget` has passed. Whether none runs.
    pub(crate) async fn settled(&self, budget: std::time::Duration) -> bool {
        let until = tokio::time::Instant::now() + budget;
        loop {
            let done = self.done.notified();
            if self.running.load(std::sync::atomic::Ordering::Acquire) == 0 {
                return true;
            }
            if tokio::time::timeout_at(until, done).await.is_err() {
                return false;
            }
        }
    }
}

impl Data {
    /// Remembers that `message` in `channel` shows the view keyed `key`,
    /// here and in the store (so a restart finds it again).
    pub(crate) async fn remember(&self, key: String, channel: ChannelId, message: MessageId) {
        self.remember_here(key.clone(), channel, message);
        self.host
            .remember_message(&key, &format!("{channel}:{message}"))
            .await;
    }

    /// Remembers in this process only that `message` shows the view keyed
    /// `key` (the store learns it with something else:
    /// [`host::Host::answered_post_as`]).
    pub(crate) fn remember_here(&self, key: String, channel: ChannelId, message: MessageId) {
        self.keyed
            .lock()
            .expect("keyed")
            .insert(key, (channel, message));
    }

    /// The message showing the view keyed `key`: remembered here, or
    /// stored before a restart.
    pub(crate) async fn known(&self, key: &str) -> Option<(ChannelId, MessageId)> {
        if let Some(found) = self.keyed.lock().expect("keyed").get(key).copied() {
            return Some(found);
        }
        let stored = self.host.message_of(key).await?;
        let (c, m) = stored.split_once(':')?;
        let c = c.parse::<u64>().ok().filter(|&c| c != 0)?;
        let m = m.parse::<u64>().ok().filter(|&m| m != 0)?;
        let found = (ChannelId::new(c), MessageId::new(m));
        self.keyed
            .lock()
            .expect("keyed")
            .insert(key.to_string(), found);
        Some(found)
    }

    /// Notes that the message keyed `v.key` now shows `v` (an
    /// interaction's answer showed it, or the delivery worker's edit): a
    /// message with a calendar entry ([`host::View::calendar`]) only. The
    /// edit an answer owes ([`host::View::shown`]: the entry kept, its
    /// line added) shows this newest version, not the older one it was
    /// made with, should a newer one have been shown since (a Join
    /// answered while the create's event was being made).
    pub(crate) fn showed(&self, v: &host::View) {
        let Some(key) = v.key.clone().filter(|_| v.calendar.is_some()) else {
            return;
        };
        let mut last = self.shown_last.lock().expect("shown_last");
        // Bounded: one entry per announcement with a calendar entry; an
        // entry lost only means an owed edit shows its own version.
        if last.len() >= 1024 && !last.contains_key(&key) {
            last.clear();
        }
        last.insert(key, v.clone());
    }

    /// The newest version of the message keyed `key` that the bot showed
    /// ([`Data::showed`]).
    pub(crate) fn last_shown(&self, key: &str) -> Option<host::View> {
        self.shown_last
            .lock()
            .expect("shown_last")
            .get(key)
            .cloned()
    }

    /// Forgets the message of the view keyed `key` (its view has ended).
    pub(crate) async fn forget(&self, key: &str) {
        self.keyed.lock().expect("keyed").remove(key);
        self.host.forget_message(key).await;
    }
}

/// The framework's user data: a cheap handle on [`Data`].
#[derive(Clone)]
pub(crate) struct SharedData(pub Arc<Data>);

impl std::ops::Deref for SharedData {
    type Target = Data;
    fn deref(&self) -> &Data {
        &self.0
    }
}

impl Data {
    /// Fresh data for a bot run over the host, tournaments and seasons,
    /// with the links and thread archiving of `settings`.
    pub(crate) fn new(
        host: Host,
        tournaments: Tournaments,
        seasons: Seasons,
        settings: &crate::Settings,
    ) -> Data {
        Data {
            host,
            tournaments,
            seasons,
            places: Places::default(),
            keyed: Mutex::new(HashMap::new()),
            shown_last: Mutex::new(HashMap::new()),
            warned_flight: Mutex::new(HashSet::new()),
            in_flight: InFlight::default(),
            public_url: settings.public_url.clone(),
            thread_archive_after: settings.thread_archive_after,
            opening: Opening::default(),
            threads_opening: ThreadsOpening::default(),
            waiting_boards: Default::default(),
            told_later: Default::default(),
            languages: Default::default(),
        }
    }

    /// Tells the host what Discord says of a server's language (the
    /// pictures of public posts, a standings table, a bracket, an
    /// analysis chart, are drawn before the edge: [`Host::language_of`]).
    pub(crate) fn lend_languages(&self) {
        let languages = self.languages.clone();
        self.host.hear_languages(Arc::new(move |guild: &str| {
            languages
                .discord_code(guild)
                .as_deref()
                .and_then(locale::Locale::from_discord)
        }));
    }
}

/// The host player for a Discord user outside a server (or whose member
/// is unknown): the id and the display name (else the username).
pub(crate) fn player_of(user: &User) -> Player {
    player_named(user, None)
}

/// The host player for a member of a server: the id and the name the
/// server shows: the server nickname `nick`, else the display name, else
/// the username. A game or tournament keeps the name it started with.
pub(crate) fn player_named(user: &User, nick: Option<&str>) -> Player {
    let nick = nick.map(str::trim).filter(|n| !n.is_empty());
    let global = user
        .global_name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty());
    let name = nick.or(global).unwrap_or(&user.name);
    // Discord's own limit; a name is shown as plain text where it is shown
    // (host::plain_text).
    let name = host::plain_text::cut(name, host::plain_text::MEMBER_CHARS);
    Player::new(user.id.to_string(), name)
}

/// Whether move text is a flight (its options would show the whole path).
pub(crate) fn is_flight_text(text: &str) -> bool {
    let t = text.trim();
    t.contains('>') || t.ends_with('*')
}
