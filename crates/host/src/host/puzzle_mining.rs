//! Mining puzzles from finished games, in the background.
//!
//! Every game that ends finished (rated or not, people or the AI) joins
//! the miner's queue ([`Host::mine_later`]); at the start, so do the
//! finished games not mined yet (those that ended while the bot was down,
//! or whose mining a stop cut short: a game counts as mined only once its
//! puzzles are stored, in one transaction). The miner runs at the analysis
//! queue's idle priority: on a thread of its own at the lowest priority
//! the system allows ([`super::analysis::lower_this_thread`]), one step at
//! a time (a decision of the game's analysis, then the line of each
//! candidate start, [`ai::puzzle::candidates`] and [`ai::puzzle::puzzle_at`]),
//! each step only when the AI's search queue has no live game's search to
//! start ([`super::searches::SearchQueue::enter_background`]) and no
//! analysis a member asked for is waiting or running, and once live play
//! has been quiet for [`super::HostConfig::mining_quiet`]
//! ([`super::live_activity`]): a live game's move or a requested analysis
//! never waits behind mining, and a step rarely runs beside a move (the
//! games are stored in such a moment too). Under steady play the miner
//! waits for a lull; what it has not mined stays queued, and the games
//! left at a stop are mined at the next start. Searches use the
//! analyses' node budget ([`super::HostConfig::analysis_nodes`]).
//!
//! A puzzle is stored with its source game (its server, channel, preset),
//! ply, FEN, moves ([`crate::puzzle_line`]'s tokens) and themes, and a
//! first rating from its length ([`rating::puzzle::first_rating`]); a game
//! mined again stores nothing new (the store keeps one per game and ply).

use super::{Host, Inner, host_place};
use crate::ids::GameId;
use crate::puzzle_line;
use crate::snapshot::Snapshot;
use ai::analysis::Analyser;
use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use store::{GameStatus, Glicko, NewPuzzle};
use tokio::sync::{Notify, oneshot};

/// How many unmined games the start reads at once.
const RESTORE_BATCH: i64 = 500;

/// How long the miner waits before looking again while a requested
/// analysis runs.
const YIELD_TO_ANALYSES: Duration = Duration::from_millis(250);

/// The games waiting to be mined.
#[derive(Default)]
struct Queue {
    games: VecDeque<GameId>,
    queued: HashSet<GameId>,
    closed: bool,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    bell: Notify,
}

impl Shared {
    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The miner of a host.
#[derive(Default)]
pub(super) struct Mining {
    shared: Arc<Shared>,
    started: std::sync::atomic::AtomicBool,
    /// Games mined since the start (for tests and numbers).
    mined: Arc<std::sync::atomic::AtomicU64>,
}

impl Drop for Mining {
    fn drop(&mut self) {
        self.shared.queue().closed = true;
        self.shared.bell.notify_one();
    }
}

impl Host {
    /// Queues finished game `game` for mining (once; nothing when the
    /// host does not mine, [`super::HostConfig::mine_puzzles`]).
    pub(super) fn mine_later(&self, game: GameId) {
        if !self.inner.cfg.mine_puzzles {
            return;
        }
        let shared = &self.inner.mining.shared;
        {
            let mut q = shared.queue();
            if !q.queued.insert(game) {
                return;
            }
            q.games.push_back(game);
        }
        shared.bell.notify_one();
    }

    /// How many games this host mined since it started (each once stored
    /// as mined, with or without puzzles).
    pub fn games_mined(&self) -> u64 {
        self.inner
            .mining
            .mined
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Starts the miner: the finished games not mined yet are queued (read
    /// by the miner once the runtime runs it, not during the start), then
    /// every game that ends.
    pub(super) fn start_mining(&self) {
        if !self.inner.cfg.mine_puzzles
            || self
                .inner
                .mining
                .started
                .swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return;
        }
        let shared = self.inner.mining.shared.clone();
        let mined = self.inner.mining.mined.clone();
        let weak = Arc::downgrade(&self.inner);
        let searches = self.inner.ai_searches.clone();
        tokio::spawn(async move {
            queue_unmined(&weak).await;
            let mut thread: Option<IdleThread> = None;
            loop {
                let next = {
                    let mut q = shared.queue();
                    if q.closed {
                        return;
                    }
                    q.games.pop_front()
                };
                let Some(game) = next else {
                    shared.bell.notified().await;
                    continue;
                };
                let idle = thread.get_or_insert_with(IdleThread::start);
                let gate = Gate {
                    weak: weak.clone(),
                    searches: searches.clone(),
                    idle,
                };
                match mine(&gate, game).await {
                    Some(true) => {
                        mined.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                    Some(false) => {}
                    None => return,
                }
                shared.queue().queued.remove(&game);
            }
        });
    }
}

/// Queues the finished games of this host's servers not mined yet (ended
/// while the bot was down, or cut short by a stop).
async fn queue_unmined(weak: &Weak<Inner>) {
    let Some((st, hold)) = weak
        .upgrade()
        .map(|i| (i.store.clone(), i.cfg.hold_time_during_io))
    else {
        return;
    };
    let games =
        match Host::io_detached(hold, async move { st.games_to_mine(RESTORE_BATCH).await }).await {
            Ok(games) => games,
            Err(e) => {
                tracing::warn!("the games left to mine could not be read: {e}");
                return;
            }
        };
    let Some(inner) = weak.upgrade() else {
        return;
    };
    let host = Host { inner };
    for (game, guild) in games {
        let place = crate::ids::Place {
            guild: guild.unwrap_or_default(),
            ..Default::default()
        };
        if host.owns(&place) {
            host.mine_later(game);
        }
    }
}

/// What a mining step goes through: the host (while it lives), the search
/// queue's background turn, the idle thread.
struct Gate<'a> {
    weak: Weak<Inner>,
    searches: Arc<super::searches::SearchQueue>,
    idle: &'a IdleThread,
}

impl Gate<'_> {
    fn host(&self) -> Option<Host> {
        self.weak.upgrade().map(|inner| Host { inner })
    }

    /// Waits until no requested analysis is waiting or running and live
    /// play has been quiet for [`super::HostConfig::mining_quiet`];
    /// `None` when the host is gone.
    async fn idle_moment(&self) -> Option<()> {
        loop {
            let wait = {
                let host = self.host()?;
                let quiet = host.inner.cfg.mining_quiet;
                if host.inner.analyses.busy() {
                    YIELD_TO_ANALYSES
                } else {
                    match host.inner.live.quiet_for() {
                        None => quiet,
                        Some(q) if q < quiet => quiet - q,
                        Some(_) => return Some(()),
                    }
                }
            };
            tokio::time::sleep(wait).await;
        }
    }

    /// Runs `work` on the idle thread in the background's turn, after any
    /// requested analysis, once live play is quiet ([`Gate::idle_moment`]);
    /// `None` when the host or the thread is gone.
    async fn step<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        self.idle_moment().await?;
        let permit = self.searches.enter_background().await;
        let out = self.idle.run(work).await;
        drop(permit);
        out
    }
}

/// Mines game `game`: `Some(true)` once stored as mined, `Some(false)`
/// when there was nothing to mine (not finished, unreadable) or it could
/// not be stored, `None` when the host is gone.
async fn mine(gate: &Gate<'_>, game: GameId) -> Option<bool> {
    // The host is not held across a wait: a dropped host stops at once.
    let (st, hold, nodes) = gate.weak.upgrade().map(|i| {
        (
            i.store.clone(),
            i.cfg.hold_time_during_io,
            i.cfg.analysis_nodes,
        )
    })?;
    let read = Host::io_detached(hold, async move {
        let mined = st.game_mined(game).await?;
        let rec = st.game(game).await?;
        Ok::<_, store::StoreError>((mined, rec))
    })
    .await;
    let rec = match read {
        Ok((false, Some(rec))) if rec.status == GameStatus::Finished => rec,
        Ok(_) => return Some(false),
        Err(e) => {
            tracing::warn!("game {game} could not be read for mining: {e}");
            return Some(false);
        }
    };
    let core = match Snapshot::restore(&rec.snapshot, rec.id, host_place(&rec.place), rec.version) {
        Ok(core) => core,
        Err(e) => {
            tracing::warn!("game {game} could not be restored for mining: {e}");
            return Some(false);
        }
    };
    let record = Arc::new(core.game.clone());
    let mut analyser = Box::new(Analyser::new(&record, nodes));
    while analyser.done() < analyser.total() {
        analyser = gate
            .step(move || {
                analyser.step();
                analyser
            })
            .await?;
    }
    let analysis = analyser.finish();
    let starts = ai::puzzle::candidates(&record, &analysis);
    let mut puzzles = Vec::new();
    for index in starts {
        let g = record.clone();
        if let Some(p) = gate
            .step(move || ai::puzzle::puzzle_at(&g, index, nodes))
            .await?
        {
            puzzles.push(new_puzzle(game, &p));
        }
    }
    // The store is the live games' too: written in a quiet moment.
    gate.idle_moment().await?;
    let (st, now) = gate
        .weak
        .upgrade()
        .map(|i| (i.store.clone(), i.clock.now_ms()))?;
    match Host::io_detached(hold, async move {
        st.save_mined_game(game, &puzzles, now).await
    })
    .await
    {
        Ok(_) => Some(true),
        Err(e) => {
            tracing::warn!("game {game}'s puzzles could not be stored: {e}");
            Some(false)
        }
    }
}

/// A mined puzzle as stored: its tokens, themes and first rating.
fn new_puzzle(game: GameId, p: &ai::puzzle::Puzzle) -> NewPuzzle {
    let themes: Vec<&str> = p.themes.iter().map(|t| t.name()).collect();
    let first = rating::puzzle::first_rating(p.moves.len() / 2);
    NewPuzzle {
        game_id: game,
        ply: p.ply as i64,
        fen: p.fen.clone(),
        moves: puzzle_line::encode(&p.moves),
        themes: themes.join(","),
        glicko: Glicko {
            rating: first.rating,
            rd: first.rd,
            volatility: first.volatility,
            updated_days: first.updated_days,
        },
    }
}

type Job = Box<dyn FnOnce() + Send>;

/// The miner's thread, at the lowest priority the system allows.
struct IdleThread {
    tx: std::sync::mpsc::Sender<Job>,
}

impl IdleThread {
    fn start() -> IdleThread {
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        let spawned = std::thread::Builder::new()
            .name("puzzle-mining".into())
            .spawn(move || {
                super::analysis::lower_this_thread();
                for job in rx {
                    job();
                }
            });
        if let Err(e) = spawned {
            tracing::error!("the puzzle mining thread could not start: {e}");
        }
        IdleThread { tx }
    }

    /// Runs `work` there; `None` when the thread is gone.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let (back, rx) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = back.send(work());
        });
        self.tx.send(job).ok()?;
        rx.await.ok()
    }
}
