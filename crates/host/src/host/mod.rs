//! The host: holds the live games and challenges, applies actions one at a
//! time per game, commits every change to the store before answering, runs
//! the timers (shoot-down questions, clocks, reminders, challenge expiry),
//! and brings everything back after a restart.
//!
//! | file | what it is |
//! |---|---|
//! | `mod.rs` | the host itself: configuration, actions, start and restore |
//! | [`challenges`] | open challenges: create, accept, decline, expire |
//! | [`operations`] | actions on games: routing an [`Action`] to the game it is about |
//! | [`session`] | the session cycle: transact, commit, reload, timers |
//! | [`paired_games`] | games paired from above (events): create, end without result, berserk, the finished-game subscription |
//! | [`opponent`] | the AI as a player: searches off the runtime, answers like anyone |
//! | [`searches`] | the AI's search queue: a bounded pool, fair between members |
//! | [`queries`] | read-only questions: game info, move suggestions, the pending question |
//! | [`ratings`] | ratings: leaderboard pages, profiles, the ratings a challenge shows |
//! | [`rematch`] | the Rematch of a finished game: offered by one player, taken by the other |
//! | [`roles`] | server roles the bot hands out and who holds them |
//! | [`web_pages`] | a server's choice to show its pages on the public web site |
//! | [`analysis`] | finished games analysed in the background, after everything live; stored |
//! | [`puzzles`] | solving puzzles: a member's private attempt, answers, ratings, streaks, the puzzle leaderboard |
//! | [`puzzle_daily`] | the daily puzzle of a server: its settings, chosen and posted once a UTC day |
//! | [`puzzle_mining`] | every finished game mined for puzzles in the background, at the analyses' idle priority |
//! | [`posts`] | views owed outside a game change, written to the outbox |
//! | [`delivery`] | the outbox as the frontend's delivery worker reads and marks it |

mod analysis;
mod challenges;
mod delivery;
mod language;
mod lfg;
mod live_activity;
mod messages;
mod operations;
mod opponent;
mod paired_games;
mod posts;
mod puzzle_daily;
mod puzzle_mining;
mod puzzles;
mod queries;
mod ratings;
mod rematch;
mod roles;
mod searches;
mod session;
mod web_pages;

pub use language::ServerLocales;
pub use paired_games::{FinishedGame, GameSpec};
pub use posts::owed_post;
pub use puzzle_daily::{DailyPuzzleSettings, parse_puzzle_time, puzzle_time_text};
pub use puzzles::{PuzzleAsk, PuzzleStanding};
pub use ratings::{
    BoardScope, PAGE_SIZE, board_pages, board_query, rating_chart, rating_chart_title,
};
pub use roles::{RoleFailure, RoleOutcome, RoleServer};

use crate::clock::Clock;
use crate::game::GameCore;
use crate::ids::{ChallengeId, GameId, Place, Player, UserId};
use crate::play::Play;
use crate::settings::GameSettings;
use crate::shards::Shards;
use crate::snapshot::Snapshot;
use crate::view::View;
use challenges::ChallengeEntry;
use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use store::{PlayerRef, Store, StoreError};
use tokio::sync::{Mutex, mpsc};
use tokio::task::AbortHandle;

/// How many unfinished games against the AI one member may have in one
/// server (or one direct-message channel): a further one is refused, naming
/// them.
pub const MAX_AI_GAMES: usize = 2;

/// How a host runs.
#[derive(Debug, Clone)]
pub struct HostConfig {
    /// How long a challenge stays open (default 1 hour).
    pub challenge_ttl: Duration,
    /// Run each store call on a blocking thread so that tokio's paused test
    /// clock cannot jump ahead while the database works (tokio does not
    /// advance a paused clock while a blocking task runs). Tests with
    /// `start_paused` set this; production leaves it off.
    pub hold_time_during_io: bool,
    /// The clock; `None` = a new [`Clock`] at start. Share one between the
    /// hosts of a restart test.
    pub clock: Option<Clock>,
    /// How many challenges one user may have open in one server (or one
    /// direct-message channel) at a time (default 3).
    pub max_open_challenges: usize,
    /// How often the host records that it is alive (default 5 s). After a
    /// restart, the time since the last record is given back to running
    /// clocks and pending questions: nobody loses time while the bot is down.
    /// `Duration::ZERO` turns the heartbeat off.
    pub heartbeat: Duration,
    /// The name this host's heartbeat is stored under: one per process
    /// that owns a distinct set of games (e.g. its shard range).
    pub heartbeat_scope: String,
    /// The shards whose servers this host owns, when several processes
    /// share the database; `None`: every game is this host's.
    pub shards: Option<Shards>,
    /// How many of the AI's searches may run at once (default: one per
    /// core, at least 2). Each member has at most one running; see
    /// [`searches`]. Searches are bounded in time, so two sharing a core
    /// each search less deep, not longer.
    pub ai_searches: usize,
    /// Write the public views of every game change to the store's outbox
    /// in the change's own transaction, instead of returning them: a
    /// frontend's delivery worker posts them ([`Host::outbox_wake`]), so
    /// that a crash between the commit and the post loses nothing. A
    /// question asked this way waits for [`Host::question_delivered`]
    /// before its time runs. Off by default (the terminal shows the views
    /// it is returned).
    pub outbox: bool,
    /// The move limit of a casual game without a clock (default 14 days,
    /// [`crate::CASUAL_MOVE_LIMIT_MS`]): half-way the player to move is
    /// reminded, at the limit the opponent may claim the win.
    pub casual_move_limit: Duration,
    /// How long a rematch offer waits for the other player (10 minutes).
    pub rematch_ttl: Duration,
    /// How long a lease on changing one server role lasts (default 60 s):
    /// a process that crashed while changing a role blocks it for at most
    /// this long (see [`roles`]).
    pub role_lease: Duration,
    /// Nodes an analysis searches per decision (default
    /// [`ai::analysis::DEFAULT_NODES`], the command line's): see
    /// [`analysis`]. A stored analysis of another budget is another one.
    pub analysis_nodes: u64,
    /// Mine every finished game for puzzles in the background (default
    /// on; see [`puzzle_mining`]). Tests that count the analysis thread's
    /// work alone turn it off.
    pub mine_puzzles: bool,
    /// How long live play must have been quiet (no member's action
    /// handled) before the miner takes its next step (default
    /// [`MINING_QUIET`]; see [`puzzle_mining`]).
    pub mining_quiet: Duration,
}

/// The default [`HostConfig::mining_quiet`]: longer than a move takes
/// from the host's answer to its board on Discord (rendered and sent), so
/// that a step does not start between a move and its picture.
pub const MINING_QUIET: Duration = Duration::from_millis(25);

impl Default for HostConfig {
    fn default() -> HostConfig {
        HostConfig {
            challenge_ttl: Duration::from_secs(3600),
            hold_time_during_io: false,
            clock: None,
            max_open_challenges: 3,
            heartbeat: Duration::from_secs(5),
            heartbeat_scope: "host".to_string(),
            shards: None,
            ai_searches: std::thread::available_parallelism()
                .map_or(2, |n| n.get())
                .max(2),
            outbox: false,
            casual_move_limit: Duration::from_millis(crate::CASUAL_MOVE_LIMIT_MS as u64),
            rematch_ttl: Duration::from_secs(600),
            role_lease: Duration::from_secs(60),
            analysis_nodes: ai::analysis::DEFAULT_NODES,
            mine_puzzles: true,
            mining_quiet: MINING_QUIET,
        }
    }
}

/// An action by a user at a place: the host's input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Challenge `opponent` (or anyone, when `None`) with these settings.
    Challenge {
        opponent: Option<Player>,
        settings: GameSettings,
    },
    /// Accept a challenge; the game is played in `thread` of the
    /// challenge's channel (the frontend opened it first, see
    /// [`Host::check_accept`]) or, with `None`, in the channel itself.
    Accept {
        challenge: ChallengeId,
        thread: Option<String>,
    },
    /// Accept a challenge whose game the frontend moves into a thread of
    /// its own once it has opened one: the game starts at a provisional
    /// place of its own ([`Place::provisional`]), so that any number of
    /// challenges in one channel can be accepted at the same moment, none
    /// refused for another game's thread still being opened. The frontend
    /// then calls [`Host::move_to_thread`] (or [`Host::move_to_channel`]
    /// when no thread can be opened).
    AcceptIntoThread { challenge: ChallengeId },
    /// Decline a challenge made to you (or withdraw your own).
    Decline { challenge: ChallengeId },
    /// Withdraw your challenge.
    Cancel { challenge: ChallengeId },
    /// A button from a view: its [`Button::id`] (an [`ActionId`]).
    Button(String),
    /// Something a player does in the game at the place (a move, an
    /// answer, resigning, ...): the one vocabulary of [`Play`].
    Play(Play),
    /// Show the current board.
    Board,
    /// The game record (PGN) as a file.
    Export,
    /// The analysis of finished game `game` (see [`Host::analyse`]).
    Analyse { game: GameId },
    /// A page of a preset's leaderboard: ranked players by rating (preset
    /// `cruise` when `None`; page 0 is the first).
    Leaderboard {
        preset: Option<engine::Preset>,
        scope: BoardScope,
        page: u32,
    },
    /// A player's (the actor's when `None`) ratings, ranks, results, last
    /// games and best win in a preset (the one they played last when
    /// `None`), with a rating chart.
    Profile {
        player: Option<Player>,
        preset: Option<engine::Preset>,
    },
}

/// Why the host could not start.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("storage: {0}")]
    Store(#[from] StoreError),
    /// Another process kept changing the same server role for longer than
    /// its lease allows.
    #[error("{0}")]
    Busy(String),
    /// This process lost its lease on a server role while changing it (the
    /// change ran longer than the lease and another process took the role
    /// over): it stopped writing; the change is to be tried again.
    #[error("{0}")]
    LeaseLost(String),
}

/// A challenge as frontends see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeInfo {
    pub id: ChallengeId,
    pub place: Place,
    pub challenger: Player,
    pub opponent: Option<Player>,
    pub settings: GameSettings,
    /// When it expires (unix ms).
    pub expires_ms: i64,
}

/// A live game as frontends see it (for autocomplete, thread names, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameInfo {
    pub id: GameId,
    pub place: Place,
    /// White, then Black.
    pub players: [Player; 2],
    pub settings: GameSettings,
    /// The current position (FEN); during a flight, the position before it.
    pub fen: String,
    /// The user who must act now (the defender while a question is pending).
    pub to_act: UserId,
    /// The game's version (increases with every change).
    pub version: i64,
    /// What the game waits for.
    pub phase: Phase,
}

/// What a live game waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// The side to move plays a move, a flight, or starts steering.
    Move,
    /// The side to move steers its missile: the squares it may enter next
    /// (and whether it may still self-destruct).
    Steering {
        next: Vec<String>,
        self_destruct: bool,
    },
    /// The defender answers a shoot-down question: its number, deadline
    /// (unix ms), and the shoot-downs by SAN.
    Question {
        seq: i64,
        deadline_ms: i64,
        choices: Vec<String>,
    },
}

struct Slot {
    core: Option<GameCore>,
    timer: Option<(i64, AbortHandle)>,
    /// The game version the AI is thinking about (games against the AI).
    ai_version: Option<i64>,
}

struct Inner {
    store: Store,
    clock: Clock,
    cfg: HostConfig,
    games: std::sync::Mutex<HashMap<GameId, Arc<Mutex<Slot>>>>,
    places: std::sync::Mutex<HashMap<Place, GameId>>,
    challenges: Mutex<HashMap<ChallengeId, ChallengeEntry>>,
    tx: mpsc::UnboundedSender<View>,
    /// The AI's searches: a bounded pool, fair between members.
    ai_searches: Arc<searches::SearchQueue>,
    /// Held while a game against the AI is counted and created, so that
    /// two quick commands cannot both pass [`MAX_AI_GAMES`].
    ai_starts: Mutex<()>,
    /// Who hears of finished games (see [`Host::finished_games`]).
    finished: std::sync::Mutex<Vec<mpsc::UnboundedSender<FinishedGame>>>,
    /// How long the host was down before this start (ms; 0 without a
    /// heartbeat of its own).
    downtime_ms: std::sync::atomic::AtomicI64,
    /// Committed posts handed to the delivery worker.
    handoff: posts::Handoff,
    /// Games whose first board is written held for the frontend, which
    /// moves the game into its thread and then releases it: the AI makes
    /// no move in one before that (its board would go where the game no
    /// longer is, or ahead of the first board).
    opening: std::sync::Mutex<std::collections::HashSet<GameId>>,
    /// Finished games waiting for or under analysis.
    analyses: analysis::Analyses,
    /// Finished games waiting to be mined for puzzles.
    mining: puzzle_mining::Mining,
    /// The members' actions in flight, and when the last ended: the
    /// miner waits for quiet.
    live: live_activity::LiveActivity,
    /// Held while a puzzle attempt's ratings are read and written.
    puzzle_ratings: Mutex<()>,
    /// Rung when a server's daily puzzle settings change, and when the
    /// host is dropped (its timer stops).
    daily_bell: Arc<tokio::sync::Notify>,
    /// The frontend's word on servers' languages ([`Host::hear_languages`]).
    languages: language::HeardLanguages,
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.daily_bell.notify_one();
        if let Ok(games) = self.games.get_mut() {
            for slot in games.values() {
                if let Ok(mut s) = slot.try_lock()
                    && let Some((_, h)) = s.timer.take()
                {
                    h.abort();
                }
            }
        }
        for c in self.challenges.get_mut().values_mut() {
            if let Some(h) = c.timer.take() {
                h.abort();
            }
        }
    }
}

/// The game host. Cheap to clone; all clones share the same games.
/// See the crate documentation for an example.
#[derive(Clone)]
pub struct Host {
    inner: Arc<Inner>,
}

fn store_place(p: &Place) -> store::Place {
    store::Place {
        guild: (!p.guild.is_empty()).then(|| p.guild.clone()),
        channel: p.channel.clone(),
        thread: p.thread.clone(),
    }
}

impl Host {
    /// Whether this host owns the games and challenges at `place` (see
    /// [`Shards`]).
    pub fn owns(&self, place: &Place) -> bool {
        self.inner.cfg.shards.is_none_or(|s| s.owns(&place.guild))
    }
}

pub(crate) fn host_place(p: &store::Place) -> Place {
    Place {
        guild: p.guild.clone().unwrap_or_default(),
        channel: p.channel.clone(),
        thread: p.thread.clone(),
    }
}

fn player_ref(p: &Player) -> PlayerRef {
    PlayerRef::new(p.id.clone(), p.name.clone())
}

/// What the start of a long-running part (the host, the tournaments, the
/// seasons, a frontend) returns: its future, boxed in the crate that
/// defines it. An `async fn`'s body is compiled in the crate that awaits
/// it; boxed in its own crate, a start and the tasks it spawns are
/// compiled (and optimised) there, whichever crate awaits it. The binary's
/// composition root, which awaits them, is built unoptimised in tests
/// (docs/ARCHITECTURE.md, "Which profile builds what").
pub type Starting<T> = std::pin::Pin<Box<dyn Future<Output = T> + Send + 'static>>;

impl Host {
    /// Starts a host on `store`: reloads every unfinished game, open
    /// challenge and pending question with the time its timer has left.
    /// Returns the host and the stream of views that happen by themselves
    /// (a question timing out, a flag falling, a reminder, a challenge
    /// expiring); views caused by an action are returned by [`Host::act`].
    /// The start is boxed ([`Starting`]).
    pub fn start(
        store: Store,
        cfg: HostConfig,
    ) -> Starting<Result<(Host, mpsc::UnboundedReceiver<View>), HostError>> {
        Box::pin(Host::start_here(store, cfg))
    }

    /// [`Host::start`], compiled in this crate.
    async fn start_here(
        store: Store,
        cfg: HostConfig,
    ) -> Result<(Host, mpsc::UnboundedReceiver<View>), HostError> {
        let (tx, rx) = mpsc::unbounded_channel();
        let clock = cfg.clock.unwrap_or_default();
        let ai_searches = searches::SearchQueue::new(cfg.ai_searches);
        let host = Host {
            inner: Arc::new(Inner {
                store,
                clock,
                cfg,
                games: Default::default(),
                places: Default::default(),
                challenges: Default::default(),
                tx,
                ai_searches,
                ai_starts: Mutex::new(()),
                finished: Default::default(),
                downtime_ms: Default::default(),
                handoff: Default::default(),
                opening: Default::default(),
                analyses: analysis::Analyses::new(),
                mining: Default::default(),
                live: Default::default(),
                puzzle_ratings: Mutex::new(()),
                daily_bell: Default::default(),
                languages: Default::default(),
            }),
        };
        host.restore_games().await?;
        host.restore_challenges().await?;
        host.start_heartbeat();
        host.start_analyses();
        host.start_mining();
        host.start_daily_puzzles();
        Ok((host, rx))
    }

    /// Brings back every unfinished game with its timers. The time the host
    /// was down (since its last heartbeat) is given back to running clocks
    /// and pending questions, and a pending question is posted again (its
    /// message may never have been sent).
    async fn restore_games(&self) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let games = self.io(async move { st.unfinished_games().await }).await?;
        // Without a heartbeat of its own, a host cannot tell its downtime.
        let last_beat = if self.inner.cfg.heartbeat.is_zero() {
            None
        } else {
            let st = self.inner.store.clone();
            let scope = self.inner.cfg.heartbeat_scope.clone();
            self.io(async move { st.last_beat(&scope).await }).await?
        };
        let now = self.inner.clock.now_ms();
        let downtime = last_beat.map_or(0, |t| (now - t).max(0));
        self.inner
            .downtime_ms
            .store(downtime, std::sync::atomic::Ordering::Relaxed);
        if downtime > 0 {
            tracing::info!(
                "the host was down for {} s: giving that time back to clocks and questions",
                downtime / 1000
            );
        }
        for rec in games {
            let place = host_place(&rec.place);
            if !self.owns(&place) {
                continue;
            }
            // A game the host stopped before its thread was opened stays
            // at its provisional place: the frontend opens its thread now
            // (or plays it in its channel) and releases its first board
            // ([`Host::provisional_games`], [`Host::held_views`]).
            let mut core =
                match Snapshot::restore(&rec.snapshot, rec.id, place.clone(), rec.version) {
                    Ok(core) => core,
                    Err(e) => {
                        tracing::error!("cannot restore game {}: {e}", rec.id);
                        continue;
                    }
                };
            // A game without a clock stored before move limits existed gets
            // one now, counting from this start: every game ends.
            let unlimited = !core.is_over()
                && core.settings.time == crate::TimeControl::Unlimited
                && core.settings.move_limit.is_none();
            if (downtime > 0 || unlimited) && !core.is_over() {
                // The time given back is stored at once: a second restart
                // before the next move must neither give this outage back
                // again nor charge it.
                let before = core.clone();
                core.shift_time(downtime);
                if unlimited {
                    let event = !core.settings.abortable || core.settings.ai.is_some();
                    core.give_move_limit(
                        crate::MoveLimit {
                            ms: if event && core.settings.ai.is_none() {
                                crate::EVENT_MOVE_LIMIT_MS
                            } else {
                                self.inner.cfg.casual_move_limit.as_millis() as i64
                            },
                            ends: event,
                        },
                        now,
                    );
                }
                let change = crate::change::game_change(&before, &core, &[], now);
                let st = self.inner.store.clone();
                match self
                    .io(async move { st.commit_game_change(&change).await })
                    .await
                {
                    Ok(done) => core.version = done.version,
                    Err(e) => tracing::warn!(
                        "game {}: the {} s given back are not stored: {e}",
                        core.id,
                        downtime / 1000
                    ),
                }
            }
            // Texts written while the host was down were never seen.
            core.changed = now;
            let id = core.id;
            // The pending question is shown again on its message (its
            // buttons live again), unless it is still in the outbox.
            let waiting = core.prompt().is_some_and(|p| !p.delivered);
            if let Some(v) = core.question_view().filter(|_| !waiting) {
                let _ = self.inner.tx.send(v);
            }
            let slot = Arc::new(Mutex::new(Slot {
                core: Some(core),
                timer: None,
                ai_version: None,
            }));
            self.inner.places.lock().expect("places").insert(place, id);
            self.inner
                .games
                .lock()
                .expect("games")
                .insert(id, slot.clone());
            let mut s = slot.lock().await;
            self.schedule(&mut s, id);
        }
        Ok(())
    }

    /// Records every `heartbeat` that this host is alive, until it is dropped.
    fn start_heartbeat(&self) {
        let every = self.inner.cfg.heartbeat;
        if every.is_zero() {
            return;
        }
        let weak = Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            loop {
                // Hold the host only to read what the beat needs: a dropped
                // host must stop at once, as after `kill -9`.
                let Some((beat, hold)) = weak.upgrade().map(|inner| {
                    let (st, scope) = (inner.store.clone(), inner.cfg.heartbeat_scope.clone());
                    let now = inner.clock.now_ms();
                    let beat = async move { st.beat(&scope, now).await };
                    (beat, inner.cfg.hold_time_during_io)
                }) else {
                    return;
                };
                let result = if hold {
                    let h = tokio::runtime::Handle::current();
                    tokio::task::spawn_blocking(move || h.block_on(beat))
                        .await
                        .expect("heartbeat task panicked")
                } else {
                    beat.await
                };
                if let Err(e) = result {
                    tracing::warn!("heartbeat not recorded: {e}");
                }
                tokio::time::sleep(every).await;
            }
        });
    }

    /// The host's clock.
    pub fn clock(&self) -> Clock {
        self.inner.clock
    }

    /// Whose outbox posts this host's frontend delivers: those of the
    /// servers on its shards (every server's without shards), whichever
    /// process wrote them.
    pub fn outbox_servers(&self) -> store::Servers {
        match self.inner.cfg.shards {
            Some(s) => store::Servers::Shards {
                first: s.first,
                last: s.last,
                total: s.total,
            },
            None => store::Servers::All,
        }
    }

    /// How long the host was down before it started (ms since its last
    /// heartbeat; 0 without one): given back to clocks and questions, and
    /// by layers above to their own deadlines.
    pub fn downtime_ms(&self) -> i64 {
        self.inner
            .downtime_ms
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The store it persists to, for tests that look at what was stored.
    /// No crate above the host calls it: a crate that keeps tables of its
    /// own (tournaments, seasons) is handed the store by the composition
    /// root that built both, and what the host's own tables hold is read
    /// and written through the host's methods (docs/ARCHITECTURE.md).
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Stops all timers (the host keeps answering actions). Dropping every
    /// clone of the host does the same.
    pub async fn shutdown(&self) {
        let slots: Vec<_> = self
            .inner
            .games
            .lock()
            .expect("games")
            .values()
            .cloned()
            .collect();
        for s in slots {
            if let Some((_, h)) = s.lock().await.timer.take() {
                h.abort();
            }
        }
        for c in self.inner.challenges.lock().await.values_mut() {
            if let Some(h) = c.timer.take() {
                h.abort();
            }
        }
    }

    /// Runs a store call `fut` as the host runs its own, for a background
    /// task that must not keep the host alive meanwhile (a dropped host
    /// stops at once, as after `kill -9`): it holds only `store`.
    pub(super) async fn io_detached<T, F>(hold_time: bool, fut: F) -> T
    where
        T: Send + 'static,
        F: Future<Output = T> + Send + 'static,
    {
        if hold_time {
            let h = tokio::runtime::Handle::current();
            tokio::task::spawn_blocking(move || h.block_on(fut))
                .await
                .expect("storage task panicked")
        } else {
            fut.await
        }
    }

    /// Runs a store call `fut` as the host runs its own (on a blocking
    /// thread when [`HostConfig::hold_time_during_io`] is set, so a paused
    /// test clock does not jump while the database works). For layers
    /// above the host that keep their own rows in the same store.
    pub async fn io<T, F>(&self, fut: F) -> T
    where
        T: Send + 'static,
        F: Future<Output = T> + Send + 'static,
    {
        if self.inner.cfg.hold_time_during_io {
            let h = tokio::runtime::Handle::current();
            tokio::task::spawn_blocking(move || h.block_on(fut))
                .await
                .expect("storage task panicked")
        } else {
            fut.await
        }
    }
}
