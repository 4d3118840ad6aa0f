//! The analysis queue: finished games analysed in the background, one at a
//! time per process, after everything live.
//!
//! A request ([`Host::analyse`]: a game end's **Analyse** button, or a
//! command naming the game) is answered from the store when the game's
//! analysis of this version ([`crate::analysis_version`]) is there: its
//! posts go out at once, nothing is searched. Otherwise the game joins the
//! queue (once: a second request while it waits or runs is told so) and
//! one message at the request's place shows its progress, edited as the
//! analysis goes. The worker judges one decision at a time
//! ([`ai::analysis::Analyser`]), each only when the AI's search queue has
//! no live game's search to start instead ([`super::searches`]), on a
//! thread of its own at the lowest priority the system allows: a live
//! game's move or AI reply never waits behind an analysis. Once done, the
//! analysis is stored and its posts (the chart with the accuracies, the
//! worst decisions with their boards) go to the outbox like every post.
//!
//! The queue is bounded and shared fairly ([`crate::fair_share`]): a
//! game waits or runs against the share of the member who asked and of
//! her server until its analysis is done. A member has at most
//! [`MEMBER_SHARE`] games waiting or running, a server [`SERVER_SHARE`],
//! the process [`MAX_ANALYSES_WAITING`]; a request beyond a share is
//! refused with a sentence that says which and what to do. The worker
//! takes the next game round robin across servers, then across a
//! server's members, so that a busy server or member cannot hold back
//! another's analysis behind all of theirs.
//!
//! The queue lives in memory: an analysis cut short by a restart is asked
//! for again (its progress message says how far it got).

use super::{Host, Inner, host_place};
use crate::analysis::{GameAnalysis, analysis_version};
use crate::fair_share::{FairQueue, Owner, ShareRefusal, Shares};
use crate::ids::{GameId, Place, Player};
use crate::present::analysis::{
    Progress, analysis_views, asked_words, progress_key, progress_view,
};
use crate::refusal::Refusal;
use crate::snapshot::Snapshot;
use crate::view::View;
use ai::analysis::Analyser;
use std::collections::HashSet;
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};
use store::{GameStatus, NewAnalysis};
use tokio::sync::{Notify, oneshot};

/// The most games waiting or being analysed at once, per process: a
/// request beyond it is refused with a sentence (each takes seconds of a
/// core, and requests cost a click).
const MAX_ANALYSES_WAITING: usize = 16;

/// The most games one server's members may have waiting or being
/// analysed at once: half the queue, so that one server never fills it.
const SERVER_SHARE: usize = MAX_ANALYSES_WAITING / 2;

/// The most games one member may have waiting or being analysed at once
/// in a server: a few clicks cannot fill her server's share.
const MEMBER_SHARE: usize = 2;

/// The analysis queue's shares.
const SHARES: Shares = Shares {
    member: MEMBER_SHARE,
    server: SERVER_SHARE,
    total: MAX_ANALYSES_WAITING,
};

/// The shortest time between two edits of a progress message.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// One game to analyse.
struct Job {
    game: GameId,
    place: Place,
    record: engine::Game,
    names: (String, String),
    version: String,
    key: String,
    /// Resolved once the queued progress message is posted (or its
    /// request is gone): the worker edits that message only after.
    posted: oneshot::Receiver<()>,
}

/// The games waiting or being analysed.
struct Queue {
    /// Their numbers (a game joins once).
    games: HashSet<GameId>,
    /// The jobs waiting, by owner, with every owner's share.
    jobs: FairQueue<Job>,
    /// The host is gone: the worker stops.
    closed: bool,
}

/// The queue's state, shared by requests and the worker (which holds it
/// without the host, and stops once the host is gone).
struct Shared {
    queue: Mutex<Queue>,
    /// Rung when a job joins or the host is gone.
    bell: Notify,
}

impl Shared {
    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The analysis queue of a host.
pub(super) struct Analyses {
    shared: Arc<Shared>,
    /// Whether the worker was started (once, when the host starts).
    started: std::sync::atomic::AtomicBool,
    /// How many analyses were searched (not answered from the store).
    searched: std::sync::atomic::AtomicU64,
}

impl Analyses {
    pub(super) fn new() -> Analyses {
        Analyses {
            shared: Arc::new(Shared {
                queue: Mutex::new(Queue {
                    games: HashSet::new(),
                    jobs: FairQueue::new(SHARES),
                    closed: false,
                }),
                bell: Notify::new(),
            }),
            started: Default::default(),
            searched: Default::default(),
        }
    }
}

impl Analyses {
    /// Whether an analysis a member asked for waits or runs (background
    /// mining yields to it).
    pub(super) fn busy(&self) -> bool {
        !self.shared.queue().games.is_empty()
    }
}

impl Drop for Analyses {
    fn drop(&mut self) {
        self.shared.queue().closed = true;
        self.shared.bell.notify_one();
    }
}

impl Host {
    /// Asks for the analysis of finished game `game` by `actor` at `place`
    /// (its **Analyse** button, or a command naming it): the stored one is
    /// posted at once, else the game joins the analysis queue (see the
    /// module). Returns the answer for the asker; refused for a game of
    /// another server (as for a number no game has), a game still being
    /// played, or one without moves.
    pub async fn analyse(&self, actor: &Player, place: &Place, game: GameId) -> Vec<View> {
        let refuse = |r: Refusal| vec![View::refused(place, &actor.id, &r)];
        let st = self.inner.store.clone();
        let rec = match self.io(async move { st.game(game).await }).await {
            Ok(Some(rec)) => rec,
            Ok(None) => return refuse(Refusal::NoSuchGame { game }),
            Err(e) => {
                tracing::warn!("game {game} could not be read for its analysis: {e}");
                return refuse(Refusal::AnalysisUnavailable { game });
            }
        };
        if rec.place.guild.clone().unwrap_or_default() != place.guild {
            // Another server's game: answered as one that does not exist.
            return refuse(Refusal::NoSuchGame { game });
        }
        if rec.status == GameStatus::Ongoing {
            return refuse(Refusal::AnalysisNotOver { game });
        }
        let version = analysis_version(self.inner.cfg.analysis_nodes);
        if let Some(stored) = self.stored_analysis(game, &version).await {
            let locale = self.language_of(&place.guild).await;
            self.deliver(analysis_views(&stored, place, locale)).await;
            return vec![asked(place, actor, asked_words(game, true, false))];
        }
        let core =
            match Snapshot::restore(&rec.snapshot, rec.id, host_place(&rec.place), rec.version) {
                Ok(core) => core,
                Err(e) => {
                    tracing::warn!("game {game} could not be restored for its analysis: {e}");
                    return refuse(Refusal::AnalysisUnavailable { game });
                }
            };
        if core.game.plies().is_empty() {
            return refuse(Refusal::NothingToAnalyse { game });
        }
        let names = (core.players[0].name.clone(), core.players[1].name.clone());
        let key = progress_key(game, &version, place);
        // Outside servers, the channel stands for the server.
        let server = if place.guild.is_empty() {
            &place.channel
        } else {
            &place.guild
        };
        let owner = Owner::new(server.clone(), actor.id.clone());
        let (posted, posted_rx) = oneshot::channel();
        let job = Job {
            game,
            place: place.clone(),
            record: core.game.clone(),
            names: names.clone(),
            version,
            key: key.clone(),
            posted: posted_rx,
        };
        let shared = &self.inner.analyses.shared;
        let ahead = {
            let mut queue = shared.queue();
            if queue.games.contains(&game) {
                return vec![asked(place, actor, asked_words(game, false, true))];
            }
            let ahead = queue.jobs.len();
            if let Err(full) = queue.jobs.push(owner, job) {
                drop(queue);
                return refuse(match full {
                    ShareRefusal::Member { limit } => Refusal::AnalysisMemberShare { game, limit },
                    ShareRefusal::Server { limit } => Refusal::AnalysisServerShare { game, limit },
                    ShareRefusal::Full { limit } => Refusal::AnalysisQueueFull {
                        game,
                        waiting: limit,
                    },
                });
            }
            queue.games.insert(game);
            ahead
        };
        shared.bell.notify_one();
        // The progress message goes out before the worker edits it.
        let first = progress_view(
            place,
            game,
            &key,
            (&names.0, &names.1),
            Progress::Queued { ahead },
        );
        self.deliver(vec![first]).await;
        let _ = posted.send(());
        vec![asked(place, actor, asked_words(game, false, false))]
    }

    /// The stored analysis of `game` of this `version`, if it can be read.
    pub(super) async fn stored_analysis(
        &self,
        game: GameId,
        version: &str,
    ) -> Option<GameAnalysis> {
        let (st, v) = (self.inner.store.clone(), version.to_string());
        match self.io(async move { st.analysis(game, &v).await }).await {
            Ok(Some(row)) => match GameAnalysis::from_json(&row.body) {
                Ok(a) => Some(a),
                Err(e) => {
                    tracing::warn!("game {game}: {e}; analysing it again");
                    None
                }
            },
            Ok(None) => None,
            Err(e) => {
                tracing::warn!("game {game}'s stored analysis could not be read: {e}");
                None
            }
        }
    }

    /// How many analyses this host has searched (not answered from the
    /// store) since it started.
    pub fn analyses_searched(&self) -> u64 {
        self.inner
            .analyses
            .searched
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Posts views outside a game change: through the outbox when the
    /// frontend delivers from it, else with the timed views.
    pub(super) async fn deliver(&self, views: Vec<View>) {
        if self.inner.cfg.outbox {
            if let Err(e) = self.post_views(&views).await {
                tracing::warn!("an analysis's posts could not be written: {e}");
            }
        } else {
            for v in views {
                let _ = self.inner.tx.send(v);
            }
        }
    }

    /// Starts the worker that runs the queued analyses, one at a time,
    /// the next one round robin ([`FairQueue::next`]).
    pub(super) fn start_analyses(&self) {
        let analyses = &self.inner.analyses;
        if analyses
            .started
            .swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return;
        }
        let shared = analyses.shared.clone();
        let weak: Weak<Inner> = Arc::downgrade(&self.inner);
        let searches = self.inner.ai_searches.clone();
        tokio::spawn(async move {
            let mut stepper: Option<Stepper> = None;
            loop {
                let next = {
                    let mut queue = shared.queue();
                    if queue.closed {
                        return;
                    }
                    queue.jobs.next()
                };
                let Some((owner, job)) = next else {
                    shared.bell.notified().await;
                    continue;
                };
                let stepper = match &stepper {
                    Some(s) => s,
                    None => stepper.insert(Stepper::start()),
                };
                let game = job.game;
                let done = run(&weak, &searches, stepper, job).await;
                {
                    let mut queue = shared.queue();
                    queue.games.remove(&game);
                    queue.jobs.finish(&owner);
                }
                if !done {
                    return;
                }
            }
        });
    }
}

/// The answer for the asker alone.
fn asked(place: &Place, actor: &Player, words: locale::Words) -> View {
    crate::view::View::said(place, crate::view::ViewKind::Info, words).only(&actor.id)
}

/// Runs one analysis to its end, storing and posting it; `false` when
/// the host is gone.
async fn run(
    weak: &Weak<Inner>,
    searches: &Arc<super::searches::SearchQueue>,
    stepper: &Stepper,
    mut job: Job,
) -> bool {
    // Its queued message first (a request gone counts as posted).
    let _ = (&mut job.posted).await;
    let names = (job.names.0.as_str(), job.names.1.as_str());
    let Some(nodes) = weak.upgrade().map(|i| i.cfg.analysis_nodes) else {
        return false;
    };
    let mut analyser = Box::new(Analyser::new(&job.record, nodes));
    let total = analyser.total();
    let mut last_post = Instant::now();
    let mut shown = 0usize;
    loop {
        let permit = searches.enter_background().await;
        let Some(next) = stepper.step(analyser).await else {
            return false;
        };
        drop(permit);
        analyser = next;
        let done = analyser.done();
        if done >= total {
            break;
        }
        // An edit at most every PROGRESS_EVERY, and only for a tenth more.
        if last_post.elapsed() >= PROGRESS_EVERY && done * 10 / total > shown * 10 / total {
            let Some(inner) = weak.upgrade() else {
                return false;
            };
            let host = Host { inner };
            let p = Progress::Running { done, total };
            let v = progress_view(&job.place, job.game, &job.key, names, p);
            host.deliver(vec![v]).await;
            last_post = Instant::now();
            shown = done;
        }
    }
    let analysis = analyser.finish();
    let Some(inner) = weak.upgrade() else {
        return false;
    };
    let host = Host { inner };
    host.inner
        .analyses
        .searched
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let stored = GameAnalysis::new(job.game, &job.record, names, &analysis);
    debug_assert_eq!(stored.version, job.version);
    let row = NewAnalysis {
        game_id: job.game,
        version: job.version.clone(),
        body: stored.to_json(),
        created_at_ms: host.inner.clock.now_ms(),
    };
    let st = host.inner.store.clone();
    if let Err(e) = host.io(async move { st.save_analysis(&row).await }).await {
        tracing::warn!("game {}'s analysis could not be stored: {e}", job.game);
    }
    let decisions = stored.decisions.len();
    let mut views = vec![progress_view(
        &job.place,
        job.game,
        &job.key,
        names,
        Progress::Done { decisions },
    )];
    let locale = host.language_of(&job.place.guild).await;
    views.extend(analysis_views(&stored, &job.place, locale));
    host.deliver(views).await;
    true
}

/// The thread analyses are searched on, at the lowest priority the system
/// allows, one decision at a time.
struct Stepper {
    tx: std::sync::mpsc::Sender<(Box<Analyser>, oneshot::Sender<Box<Analyser>>)>,
}

impl Stepper {
    fn start() -> Stepper {
        let (tx, rx) =
            std::sync::mpsc::channel::<(Box<Analyser>, oneshot::Sender<Box<Analyser>>)>();
        let spawned = std::thread::Builder::new()
            .name("analysis".into())
            .spawn(move || {
                lower_this_thread();
                for (mut analyser, back) in rx {
                    analyser.step();
                    let _ = back.send(analyser);
                }
            });
        if let Err(e) = spawned {
            tracing::error!("the analysis thread could not start: {e}");
        }
        Stepper { tx }
    }

    /// Judges the next decision of `analyser`; `None` when the thread is gone.
    async fn step(&self, analyser: Box<Analyser>) -> Option<Box<Analyser>> {
        let (back, rx) = oneshot::channel();
        self.tx.send((analyser, back)).ok()?;
        rx.await.ok()
    }
}

/// The nice value of the analysis thread where the system refuses
/// `SCHED_IDLE`.
const ANALYSIS_NICE: i32 = 10;

/// Puts the calling thread in Linux's `SCHED_IDLE` class (the policy
/// belongs to the thread): it runs only on a core no live game's thread
/// wants, so an analysis never slows a move (docs/PERFORMANCE.md, "A live
/// game's moves while analyses run"). Where the system refuses, the
/// thread takes the nice value [`ANALYSIS_NICE`]; where it refuses that
/// too, it keeps its priority and still yields between decisions.
pub(super) fn lower_this_thread() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid, sched_setscheduler and setpriority take plain
        // integers and a pointer to a parameter that lives across the call.
        let refused = unsafe {
            let tid = libc::gettid();
            let param = libc::sched_param { sched_priority: 0 };
            libc::sched_setscheduler(tid, libc::SCHED_IDLE, &param) != 0
                && libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, ANALYSIS_NICE) != 0
        };
        if refused {
            tracing::debug!(
                "the analysis thread keeps its priority: the system refused to lower it"
            );
        }
    }
}
