//! # Tournaments
//!
//! Swiss, round robin, arena, knockout and double-elimination tournaments,
//! above the game host: a round's
//! games are ordinary host games created through [`host::Host::create_game`],
//! and results arrive on the host's finished-game subscription
//! ([`host::Host::finished_games`]). The host knows nothing of tournaments.
//!
//! | file | what it is |
//! |---|---|
//! | [`state`] | one tournament's pure state, one module per concept: setup, refusals, entrants, boards, rounds, adjudication, standings, deadlines, TRF; it names its format but plays none |
//! | [`formats`] | **the formats**, a folder each (Swiss, round robin, arena, knockout with double elimination) behind one trait, [`formats::FormatRules`], and the one list that registers them |
//! | `course` | the operations that ask a tournament's format: create, edit, join, start, pair, standings, the end |
//! | `commands` | [`TournamentAction`]: what users ask ([`Tournaments::act`]) |
//! | `finding` | the tournament a command means, of the caller's server only |
//! | `creation` | a new tournament stored with its announcement, live |
//! | `director` | **where a round is paired and its games opened**: settle a tournament (what its format pairs, create the games, finish), record results, withdrawals |
//! | `saving` | a change applied to a copy, settled, stored with the posts it owes, kept; races retried |
//! | `editions` | a series goes on: its next edition created and announced |
//! | `timers` | each tournament's one timer: scheduled start, no-shows, the arena's end; downtime given back |
//! | `restore` | after a restart: reload, relink games, record results that came meanwhile, pair what is due |
//! | `off_thread` | pairing and pictures on a blocking thread, not on the async workers every server shares |
//! | `views` | the announcement (with **Join** / **Leave**), standings posts with their picture |
//! | `info` | what frontends read: [`TournamentInfo`], [`GameToOpen`] |
//! | [`series`] | recurring tournaments: the next edition of a daily, weekly or monthly series |
//! | [`repeat`] | how often a tournament repeats and when its next start falls |
//! | [`before_start`] | the run-up to a scheduled start: the reminder and check-in |
//! | [`words`] | every sentence a player reads about tournaments |
//! | `server_roles` | the roles a server sets: the organizer role, the winner role |
//! | [`server_zone`] | a server's time zone: where typed starts are read and series keep their hour |
//! | `winner_role` | handing the winner role to each winner |
//! | `calendar` | a scheduled tournament's calendar entry (a Discord scheduled event) |
//!
//! Locks: every live tournament has its own lock, so one server's pairing
//! never waits for another's; the list of live tournaments names each
//! one's server and organizer, so that a command locks only its own
//! server's tournaments (finding the one meant, listing them) and never
//! waits on another server's pairing, saving or drawing. Pairing a round
//! and drawing a picture run on a blocking thread (`off_thread`), not on
//! the async workers every server's commands share. Order: a tournament's
//! lock, then a game's (inside the host). A game that ends never waits for
//! a tournament: its result arrives on the subscription and is recorded by
//! a task.
//!
//! Open tournaments per member: a member may have at most
//! [`MAX_OPEN_TOURNAMENTS`] created and not over in a server (one who runs
//! the server's tournaments, [`MAX_OPEN_TOURNAMENTS_ADMIN`]); see
//! `creation`.
//!
//! Servers: a tournament is found by id only from its own server; another
//! server's is "no such tournament", exactly as one that never existed.

pub mod before_start;
mod calendar;
mod commands;
mod course;
mod creation;
mod director;
mod editions;
mod finding;
pub mod formats;
mod info;
mod off_thread;
pub mod repeat;
mod restore;
mod saving;
pub mod series;
mod server_roles;
pub mod server_zone;
pub mod start_time;
pub mod state;
mod timers;
mod views;
mod winner_role;
pub mod words;

pub use commands::TournamentAction;
pub use creation::{MAX_OPEN_TOURNAMENTS, MAX_OPEN_TOURNAMENTS_ADMIN};
pub use director::PENDING_THREAD_PREFIX;
pub use formats::{FormatRules, rules};
pub use info::{GameToOpen, TournamentBoard, TournamentInfo};
pub use server_roles::{ServerRole, TournamentCreators};
pub use state::{
    BoardResult, Format, MAX_NO_SHOW_MS, MIN_ARENA_PLAYERS, MIN_NO_SHOW_MS, MIN_PLAYERS,
    NO_SHOW_CORRESPONDENCE_MS, NO_SHOW_MS, StandingLine, TournamentEdit, TournamentId,
    TournamentRefusal, TournamentSetup, TournamentStatus, default_swiss_rounds, parse_bye,
    parse_duration_ms, parse_no_show, parse_starts,
};

use host::{GameId, Host, HostError};
use state::TState;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::Mutex;
use tokio::task::AbortHandle;

/// How the tournaments run: set once at start by the composition root.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TournamentConfig {
    /// How long a minute of an arena's length (`minutes:`) lasts: a
    /// minute ([`state::ARENA_MINUTE_MS`]); end-to-end tests shorten it so
    /// that an arena is played to its end in seconds.
    pub arena_minute: std::time::Duration,
}

impl Default for TournamentConfig {
    fn default() -> TournamentConfig {
        TournamentConfig {
            arena_minute: std::time::Duration::from_millis(state::ARENA_MINUTE_MS as u64),
        }
    }
}

/// The tournaments of one host. Cheap to clone; all clones share them.
#[derive(Clone)]
pub struct Tournaments {
    inner: Arc<Inner>,
}

struct Inner {
    host: Host,
    /// The store the tournaments keep their tables in (the host's).
    store: store::Store,
    cfg: TournamentConfig,
    /// Live tournaments, each behind its own lock, with its server and
    /// organizer (read without that lock).
    live: std::sync::Mutex<HashMap<TournamentId, Live>>,
    /// Tournaments being created, per server and organizer (counted with
    /// the live ones against [`MAX_OPEN_TOURNAMENTS`]).
    creating: std::sync::Mutex<HashMap<(String, host::UserId), usize>>,
    /// Which live tournament each of its games in progress belongs to.
    games: std::sync::Mutex<HashMap<GameId, TournamentId>>,
}

/// A live tournament as the list of live ones holds it: what never changes
/// of it (its server, its organizer), readable without its lock.
#[derive(Clone)]
struct Live {
    /// The server it is in.
    guild: String,
    /// Who created it.
    organizer: host::UserId,
    entry: Arc<Mutex<Entry>>,
}

/// A live tournament and its one timer.
struct Entry {
    state: TState,
    timer: Option<(i64, AbortHandle)>,
    /// When `state`'s announcement was last shown (entries close at a
    /// time, not only on a change: an arena's at its end).
    shown_at: i64,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Ok(live) = self.live.get_mut() {
            for l in live.values() {
                if let Ok(mut e) = l.entry.try_lock()
                    && let Some((_, h)) = e.timer.take()
                {
                    h.abort();
                }
            }
        }
    }
}

impl Tournaments {
    /// Starts the tournaments of `host`, kept in `store` (the host's, handed
    /// over by the composition root): restores the live ones (their games,
    /// results that came while nobody recorded them, what is due now), then
    /// listens for finished games. The start is boxed ([`host::Starting`]).
    pub fn start(
        host: Host,
        store: store::Store,
        cfg: TournamentConfig,
    ) -> host::Starting<Result<Tournaments, HostError>> {
        Box::pin(Tournaments::start_here(host, store, cfg))
    }

    /// [`Tournaments::start`], compiled in this crate.
    async fn start_here(
        host: Host,
        store: store::Store,
        cfg: TournamentConfig,
    ) -> Result<Tournaments, HostError> {
        let finished = host.finished_games();
        let t = Tournaments {
            inner: Arc::new(Inner {
                host,
                store,
                cfg,
                live: Default::default(),
                creating: Default::default(),
                games: Default::default(),
            }),
        };
        t.restore().await?;
        t.listen(finished);
        Ok(t)
    }

    /// The host the tournaments play their games on.
    pub fn host(&self) -> &Host {
        &self.inner.host
    }

    /// The store the tournaments keep their tables in.
    pub(crate) fn store(&self) -> &store::Store {
        &self.inner.store
    }

    /// The tournament game `game` belongs to, while it is played.
    pub fn of_game(&self, game: GameId) -> Option<TournamentId> {
        self.inner.games.lock().expect("games").get(&game).copied()
    }

    /// Stops every tournament timer (dropping every clone does the same).
    pub async fn shutdown(&self) {
        let entries: Vec<_> = self
            .inner
            .live
            .lock()
            .expect("live")
            .values()
            .map(|l| l.entry.clone())
            .collect();
        for e in entries {
            if let Some((_, h)) = e.lock().await.timer.take() {
                h.abort();
            }
        }
    }

    fn entry(&self, id: TournamentId) -> Option<Arc<Mutex<Entry>>> {
        let live = self.inner.live.lock().expect("live");
        live.get(&id).map(|l| l.entry.clone())
    }

    /// The server of live tournament `id`, read without its lock.
    fn live_guild(&self, id: TournamentId) -> Option<String> {
        let live = self.inner.live.lock().expect("live");
        live.get(&id).map(|l| l.guild.clone())
    }

    /// Server `guild`'s live tournaments (no other server's: a command
    /// never waits on another server's tournament), by id.
    fn live_entries(&self, guild: &str) -> Vec<Arc<Mutex<Entry>>> {
        let live = self.inner.live.lock().expect("live");
        let mut of: Vec<(TournamentId, Arc<Mutex<Entry>>)> = live
            .iter()
            .filter(|(_, l)| l.guild == guild)
            .map(|(id, l)| (*id, l.entry.clone()))
            .collect();
        of.sort_by_key(|(id, _)| *id);
        of.into_iter().map(|(_, e)| e).collect()
    }

    /// Makes `t` (stored: its id set) live in `entry`.
    fn insert_live(&self, t: &TState, entry: Arc<Mutex<Entry>>) {
        let l = Live {
            guild: t.place.guild.clone(),
            organizer: t.organizer.id.clone(),
            entry,
        };
        self.inner.live.lock().expect("live").insert(t.id, l);
    }

    fn now(&self) -> i64 {
        self.inner.host.clock().now_ms()
    }

    /// How long a minute of an arena's length lasts (ms; see
    /// [`TournamentConfig::arena_minute`]).
    fn arena_minute_ms(&self) -> i64 {
        i64::try_from(self.inner.cfg.arena_minute.as_millis()).unwrap_or(state::ARENA_MINUTE_MS)
    }
}
