//! The host: holds the live games and challenges, applies actions one at a
//! time per game, commits every change to the store before answering, runs
//! the timers (shoot-down questions, clocks, reminders, challenge expiry),
//! and brings everything back after a restart.

use crate::clock::Clock;
use crate::game::{EndReason, GameCore, Note, Refusal};
use crate::ids::{ActionId, ChallengeId, GameId, Place, Player, UserId};
use crate::present::{challenge_key, question_key};
use crate::settings::{ColorChoice, GameSettings};
use crate::snapshot::Snapshot;
use crate::view::{Allowed, Attachment, Button, ButtonStyle, View, ViewKind};
use engine::Color;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Weak};
use std::time::Duration;
use store::{
    ChallengeStatus, GameChange, LeaderboardScope, NewChallenge, NewGame, PlayerRef, PromptChange,
    Store, StoreError,
};
use tokio::sync::{Mutex, mpsc};
use tokio::task::AbortHandle;

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
}

impl Default for HostConfig {
    fn default() -> HostConfig {
        HostConfig {
            challenge_ttl: Duration::from_secs(3600),
            hold_time_during_io: false,
            clock: None,
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
    /// Decline a challenge made to you (or withdraw your own).
    Decline {
        challenge: ChallengeId,
    },
    /// Withdraw your challenge.
    Cancel {
        challenge: ChallengeId,
    },
    /// A button from a view: its [`Button::id`] (an [`ActionId`]).
    Button(String),
    /// Move text: SAN, UCI, or a whole flight `e4>e5>e6>d7` / `e4*`.
    Move(String),
    /// Start steering the pawn on this square (`/fire e4`).
    Fire(String),
    /// Steer the missile into this square (or `*` to self-destruct).
    Steer(String),
    /// Answer the pending shoot-down question by its SAN or UCI (`Bxe6`).
    ShootDown(String),
    /// Let the missile pass the pending question.
    LetPass,
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    /// Call the game off (only before both sides have moved).
    Abort,
    /// Claim a draw by threefold repetition or the 50-move rule.
    ClaimDraw,
    /// Show the current board.
    Board,
    /// The game record (PGN) as a file.
    Export,
    /// This server's players by results.
    Leaderboard,
}

/// Why the host could not start.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("storage: {0}")]
    Store(#[from] StoreError),
}

/// A challenge waiting for an answer.
#[derive(Debug, Clone)]
struct ChallengeEntry {
    id: ChallengeId,
    place: Place,
    challenger: Player,
    opponent: Option<Player>,
    settings: GameSettings,
    expires: i64,
    timer: Option<AbortHandle>,
}

/// What a challenge stores as its options.
#[derive(Serialize, Deserialize)]
struct ChallengeOptions {
    settings: GameSettings,
    challenger_name: String,
    opponent_name: Option<String>,
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
}

struct Inner {
    store: Store,
    clock: Clock,
    cfg: HostConfig,
    games: std::sync::Mutex<HashMap<GameId, Arc<Mutex<Slot>>>>,
    places: std::sync::Mutex<HashMap<Place, GameId>>,
    challenges: Mutex<HashMap<ChallengeId, ChallengeEntry>>,
    tx: mpsc::UnboundedSender<View>,
}

impl Drop for Inner {
    fn drop(&mut self) {
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

fn host_place(p: &store::Place) -> Place {
    Place {
        guild: p.guild.clone().unwrap_or_default(),
        channel: p.channel.clone(),
        thread: p.thread.clone(),
    }
}

fn player_ref(p: &Player) -> PlayerRef {
    PlayerRef::new(p.id.clone(), p.name.clone())
}

const SAVE_FAILED: &str =
    "Your action could not be saved (storage problem); nothing changed. Try again in a moment.";

impl Host {
    /// Starts a host on `store`: reloads every unfinished game, open
    /// challenge and pending question with the time its timer has left.
    /// Returns the host and the stream of views that happen by themselves
    /// (a question timing out, a flag falling, a reminder, a challenge
    /// expiring); views caused by an action are returned by [`Host::act`].
    pub async fn start(
        store: Store,
        cfg: HostConfig,
    ) -> Result<(Host, mpsc::UnboundedReceiver<View>), HostError> {
        let (tx, rx) = mpsc::unbounded_channel();
        let clock = cfg.clock.unwrap_or_default();
        let host = Host {
            inner: Arc::new(Inner {
                store,
                clock,
                cfg,
                games: Default::default(),
                places: Default::default(),
                challenges: Default::default(),
                tx,
            }),
        };
        let st = host.inner.store.clone();
        let games = host.io(async move { st.unfinished_games().await }).await?;
        for rec in games {
            let place = host_place(&rec.place);
            match Snapshot::restore(&rec.snapshot, rec.id, place.clone(), rec.version) {
                Ok(core) => {
                    let id = core.id;
                    let slot = Arc::new(Mutex::new(Slot {
                        core: Some(core),
                        timer: None,
                    }));
                    host.inner.places.lock().expect("places").insert(place, id);
                    host.inner
                        .games
                        .lock()
                        .expect("games")
                        .insert(id, slot.clone());
                    let mut s = slot.lock().await;
                    host.schedule(&mut s, id);
                }
                Err(e) => tracing::error!("cannot restore game {}: {e}", rec.id),
            }
        }
        let st = host.inner.store.clone();
        let open = host.io(async move { st.open_challenges().await }).await?;
        let mut map = host.inner.challenges.lock().await;
        for rec in open {
            let Ok(opts) = serde_json::from_str::<ChallengeOptions>(&rec.options) else {
                tracing::error!("challenge {}: unreadable options", rec.id);
                continue;
            };
            let mut entry = ChallengeEntry {
                id: rec.id,
                place: host_place(&rec.place),
                challenger: Player::new(rec.challenger_id.clone(), opts.challenger_name),
                opponent: rec
                    .opponent_id
                    .clone()
                    .map(|id| Player::new(id.clone(), opts.opponent_name.unwrap_or(id))),
                settings: opts.settings,
                expires: rec.expires_at_ms,
                timer: None,
            };
            entry.timer = Some(host.schedule_expiry(entry.id, entry.expires));
            map.insert(entry.id, entry);
        }
        drop(map);
        Ok((host, rx))
    }

    /// The host's clock.
    pub fn clock(&self) -> Clock {
        self.inner.clock
    }

    /// The store it persists to.
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

    async fn io<T, F>(&self, fut: F) -> T
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

    /// The game played at `place`, if any.
    pub fn game_at(&self, place: &Place) -> Option<GameId> {
        self.inner
            .places
            .lock()
            .expect("places")
            .get(place)
            .copied()
    }

    /// How many games are live (unfinished) in this host.
    pub fn live_games(&self) -> usize {
        self.inner.games.lock().expect("games").len()
    }

    fn slot(&self, id: GameId) -> Option<Arc<Mutex<Slot>>> {
        self.inner.games.lock().expect("games").get(&id).cloned()
    }

    /// The game an action at `place` by `user` is about: the game at that
    /// place, else the user's only live game in that channel.
    fn find_game(&self, place: &Place, user: &str) -> Option<GameId> {
        if let Some(id) = self.game_at(place) {
            return Some(id);
        }
        let candidates: Vec<GameId> = self
            .inner
            .places
            .lock()
            .expect("places")
            .iter()
            .filter(|(p, _)| p.guild == place.guild && p.channel == place.channel)
            .map(|(_, &id)| id)
            .collect();
        let mine: Vec<GameId> = candidates
            .into_iter()
            .filter(|id| {
                self.slot(*id).is_some_and(|s| {
                    s.try_lock()
                        .ok()
                        .is_none_or(|g| g.core.as_ref().is_some_and(|c| c.color_of(user).is_some()))
                })
            })
            .collect();
        (mine.len() == 1).then(|| mine[0])
    }

    /// Facts about a live game.
    pub async fn game_info(&self, id: GameId) -> Option<GameInfo> {
        let slot = self.slot(id)?;
        let s = slot.lock().await;
        let c = s.core.as_ref()?;
        Some(GameInfo {
            id,
            place: c.place.clone(),
            players: c.players.clone(),
            settings: c.settings.clone(),
            fen: c.pos.fen(),
            to_act: c.player(c.to_act()).id.clone(),
            version: c.version,
            phase: if let Some(p) = c.prompt() {
                Phase::Question {
                    seq: p.seq,
                    deadline_ms: p.deadline,
                    choices: p.options.iter().map(|(_, l)| l.clone()).collect(),
                }
            } else if let Some(st) = c.steer_options() {
                Phase::Steering {
                    next: st.next.iter().map(|s| s.to_string()).collect(),
                    self_destruct: st.self_immolation,
                }
            } else {
                Phase::Move
            },
        })
    }

    /// Move texts for autocomplete in the game at `place`: legal moves of
    /// the side to move containing `typed` (case-insensitive), SAN first,
    /// then flights grouped by launch square; at most `limit`.
    pub async fn suggest_moves(
        &self,
        place: &Place,
        user: &str,
        typed: &str,
        limit: usize,
    ) -> Vec<String> {
        let Some(id) = self.find_game(place, user) else {
            return Vec::new();
        };
        let Some(slot) = self.slot(id) else {
            return Vec::new();
        };
        let pos = {
            let s = slot.lock().await;
            match s.core.as_ref() {
                Some(c) if c.flight.is_none() && !c.is_over() => c.pos,
                _ => return Vec::new(),
            }
        };
        let t = typed.trim().to_ascii_lowercase();
        let moves = pos.legal_moves();
        let mut out: Vec<String> = Vec::new();
        let mut flights: Vec<String> = Vec::new();
        for m in &moves {
            if m.is_flight() {
                let s = m.uci();
                if s.to_ascii_lowercase().starts_with(&t) || t.is_empty() {
                    flights.push(s);
                }
            } else {
                let san = engine::san::san(&pos, m);
                if t.is_empty()
                    || san.to_ascii_lowercase().starts_with(&t)
                    || m.uci().starts_with(&t)
                {
                    out.push(san);
                }
            }
        }
        flights.sort();
        out.extend(flights);
        out.truncate(limit);
        out
    }

    /// Checks that `user` may accept challenge `id` now (before the
    /// frontend opens a thread for the game).
    pub async fn check_accept(&self, user: &str, id: ChallengeId) -> Result<ChallengeInfo, String> {
        let map = self.inner.challenges.lock().await;
        let Some(c) = map.get(&id) else {
            return Err("This challenge is no longer open.".into());
        };
        Self::may_accept(c, user, self.inner.clock.now_ms())?;
        Ok(ChallengeInfo {
            id,
            place: c.place.clone(),
            challenger: c.challenger.clone(),
            opponent: c.opponent.clone(),
            settings: c.settings.clone(),
            expires_ms: c.expires,
        })
    }

    fn may_accept(c: &ChallengeEntry, user: &str, now: i64) -> Result<(), String> {
        if now >= c.expires {
            return Err("This challenge has expired.".into());
        }
        if c.challenger.id == user {
            return Err("You cannot accept your own challenge.".into());
        }
        if let Some(o) = &c.opponent
            && o.id != user
        {
            return Err(format!("This challenge is for {} only.", o.name));
        }
        Ok(())
    }

    /// Applies an action of `actor` at `place` and returns the views it
    /// caused, in order (public ones for everyone at the game's place, and
    /// replies for the actor). A refused action gives one error view for
    /// the actor saying why. Every change is committed to the store before
    /// this returns.
    pub async fn act(&self, actor: &Player, place: &Place, action: Action) -> Vec<View> {
        let uid = actor.id.as_str();
        match action {
            Action::Challenge { opponent, settings } => {
                self.challenge(actor, place, opponent, settings).await
            }
            Action::Accept { challenge, thread } => {
                self.accept(actor, place, challenge, thread).await
            }
            Action::Decline { challenge } => {
                self.close_challenge(actor, place, challenge, false).await
            }
            Action::Cancel { challenge } => {
                self.close_challenge(actor, place, challenge, true).await
            }
            Action::Button(id) => self.button(actor, place, &id).await,
            Action::Leaderboard => self.leaderboard(place, uid).await,
            other => {
                let Some(id) = self.find_game(place, uid) else {
                    return vec![View::error(
                        place,
                        uid,
                        "There is no game in progress here. Start one with a challenge.",
                    )];
                };
                self.game_action(actor, place, id, other).await
            }
        }
    }

    async fn button(&self, actor: &Player, place: &Place, id: &str) -> Vec<View> {
        let uid = actor.id.as_str();
        let Ok(a) = id.parse::<ActionId>() else {
            return vec![View::error(place, uid, "This question has ended.")];
        };
        let (game, op) = match a {
            ActionId::Accept { challenge } => {
                return self.accept(actor, place, challenge, None).await;
            }
            ActionId::Decline { challenge } => {
                return self.close_challenge(actor, place, challenge, false).await;
            }
            ActionId::Cancel { challenge } => {
                return self.close_challenge(actor, place, challenge, true).await;
            }
            ActionId::ShootDown { game, seq, uci } => (game, Op::Answer(seq, Some(uci))),
            ActionId::LetPass { game, seq } => (game, Op::Answer(seq, None)),
            ActionId::Steer { game, seq, square } => (game, Op::Steer(Some(seq), square)),
            ActionId::AcceptDraw { game, seq } => (game, Op::Draw(Some(seq), true)),
            ActionId::DeclineDraw { game, seq } => (game, Op::Draw(Some(seq), false)),
        };
        let Some(slot) = self.slot(game) else {
            return vec![View::error(
                place,
                uid,
                "This question has ended: the game is over.",
            )];
        };
        self.transact(&slot, actor, place, move |g, now| {
            op.apply(g, &actor.id, now)
        })
        .await
    }

    async fn game_action(
        &self,
        actor: &Player,
        place: &Place,
        id: GameId,
        action: Action,
    ) -> Vec<View> {
        let uid = actor.id.clone();
        let Some(slot) = self.slot(id) else {
            return vec![View::error(place, &uid, "This game is over.")];
        };
        match action {
            Action::Board => {
                let s = slot.lock().await;
                let Some(c) = s.core.as_ref() else {
                    return vec![View::error(place, &uid, "This game is over.")];
                };
                let now = self.inner.clock.now_ms();
                let mut text = format!(
                    "{} (White) vs {} (Black): {}.",
                    c.players[0].name,
                    c.players[1].name,
                    c.settings.summary()
                );
                if let Some(f) = &c.flight
                    && !f.shown.steps().is_empty()
                {
                    text.push_str(&format!(" A missile is in the air on {}.", f.shown.head()));
                }
                text.push_str(&c.to_move_line(now));
                let missile = c
                    .flight
                    .as_ref()
                    .map(|f| f.shown)
                    .filter(|f| !f.steps().is_empty());
                return vec![
                    View::new(&c.place, ViewKind::Board, text)
                        .game(id)
                        .board(c.image(c.pos, missile)),
                ];
            }
            Action::Export => {
                let s = slot.lock().await;
                let Some(c) = s.core.as_ref() else {
                    return vec![View::error(place, &uid, "This game is over.")];
                };
                let pgn = crate::record::pgn(c);
                let mut v = View::new(place, ViewKind::Export, format!("The record of game {id}."))
                    .game(id)
                    .only(&uid);
                v.file = Some(Attachment {
                    name: format!("cruise-pawns-{id}.pgn"),
                    bytes: pgn.into_bytes(),
                });
                return vec![v];
            }
            _ => {}
        }
        let op = match action {
            Action::Move(t) => Op::Move(t),
            Action::Fire(sq) => Op::Fire(sq),
            Action::Steer(sq) => Op::Steer(None, sq),
            Action::ShootDown(t) => Op::AnswerCurrent(Some(t)),
            Action::LetPass => Op::AnswerCurrent(None),
            Action::Resign => Op::Resign,
            Action::OfferDraw => Op::OfferDraw,
            Action::AcceptDraw => Op::Draw(None, true),
            Action::DeclineDraw => Op::Draw(None, false),
            Action::Abort => Op::Abort,
            Action::ClaimDraw => Op::Claim,
            _ => unreachable!("handled above"),
        };
        self.transact(&slot, actor, place, move |g, now| op.apply(g, &uid, now))
            .await
    }

    /// Applies `f` to a copy of the game, commits it, then keeps it and
    /// returns its views. Due timeouts are applied (and committed) first.
    async fn transact<F>(
        &self,
        slot: &Arc<Mutex<Slot>>,
        actor: &Player,
        place: &Place,
        f: F,
    ) -> Vec<View>
    where
        F: FnOnce(&mut GameCore, i64) -> Result<Vec<Note>, Refusal>,
    {
        let mut s = slot.lock().await;
        let now = self.inner.clock.now_ms();
        let mut views = Vec::new();
        self.tick_locked(&mut s, now, &mut views).await;
        let Some(core) = s.core.as_ref() else {
            views.push(View::error(place, &actor.id, "This game is over."));
            return views;
        };
        if core.is_over() {
            views.push(View::error(place, &actor.id, "This game is over."));
            return views;
        }
        let mut work = core.clone();
        match f(&mut work, now) {
            Err(r) => views.push(View::error(&core.place.clone(), &actor.id, r)),
            Ok(notes) => match self.commit(&mut s, work, &notes, now).await {
                Ok(v) => views.extend(v),
                Err(e) => {
                    tracing::error!("commit failed: {e}");
                    views.push(View::error(place, &actor.id, SAVE_FAILED));
                }
            },
        }
        let id = s.core.as_ref().map(|c| c.id).unwrap_or_default();
        self.schedule(&mut s, id);
        views
    }

    /// Applies what is due (timeouts) and commits it.
    async fn tick_locked(&self, s: &mut Slot, now: i64, views: &mut Vec<View>) {
        let Some(core) = s.core.as_ref() else { return };
        if core.next_wake().is_none_or(|w| w > now) {
            return;
        }
        let mut work = core.clone();
        let mut notes = Vec::new();
        work.tick(now, &mut notes);
        if notes.is_empty() {
            return;
        }
        match self.commit(s, work, &notes, now).await {
            Ok(v) => views.extend(v),
            Err(e) => tracing::error!("commit of a timeout failed: {e}"),
        }
    }

    /// Commits `work` (the game after `notes`) and keeps it; returns the views.
    async fn commit(
        &self,
        s: &mut Slot,
        mut work: GameCore,
        notes: &[Note],
        now: i64,
    ) -> Result<Vec<View>, StoreError> {
        let before = s.core.as_ref().expect("live game");
        let mut change = GameChange::new(work.id, before.version, Snapshot::of(&work).to_json());
        for (k, p) in work.events(notes) {
            change = change.event(k, p);
        }
        let (bp, wp) = (before.prompt().map(|p| p.seq), work.prompt().map(|p| p.seq));
        if bp != wp {
            change = change.prompt(match work.prompt() {
                Some(p) => PromptChange::set(
                    "shootdown",
                    serde_json::json!({"question": p.seq, "square": work.flight.as_ref().map(|f| f.shown.head().to_string())}).to_string(),
                    p.deadline,
                ),
                None => PromptChange::clear("shootdown"),
            });
        }
        if before.draw_offer != work.draw_offer {
            change = change.prompt(match work.draw_offer {
                Some(d) => PromptChange::Set {
                    kind: "draw-offer".into(),
                    payload: serde_json::json!({"by": d.by.name(), "seq": d.seq}).to_string(),
                    deadline_ms: None,
                },
                None => PromptChange::clear("draw-offer"),
            });
        }
        if let Some(r) = work.result {
            change = match (r.reason, r.winner) {
                (EndReason::Aborted, _) => change.abort("aborted"),
                (reason, w) => change.finish(
                    match w {
                        Some(Color::White) => store::GameResult::White,
                        Some(Color::Black) => store::GameResult::Black,
                        None => store::GameResult::Draw,
                    },
                    reason.name(),
                ),
            };
        }
        let st = self.inner.store.clone();
        let done = self
            .io(async move { st.commit_game_change(&change).await })
            .await;
        let done = match done {
            Ok(d) => d,
            Err(e) => {
                if matches!(
                    e,
                    StoreError::VersionConflict { .. } | StoreError::GameOver { .. }
                ) {
                    // Someone else changed the game: reload it from the store.
                    self.reload(s, work.id).await;
                }
                return Err(e);
            }
        };
        work.version = done.version;
        let views = work.views(before, notes, now);
        let over = work.is_over();
        let (id, place) = (work.id, work.place.clone());
        s.core = Some(work);
        if over {
            self.inner.games.lock().expect("games").remove(&id);
            let mut places = self.inner.places.lock().expect("places");
            if places.get(&place) == Some(&id) {
                places.remove(&place);
            }
        }
        Ok(views)
    }

    async fn reload(&self, s: &mut Slot, id: GameId) {
        let st = self.inner.store.clone();
        if let Ok(Some(rec)) = self.io(async move { st.game(id).await }).await {
            if rec.status != store::GameStatus::Ongoing {
                s.core = None;
                self.inner.games.lock().expect("games").remove(&id);
                return;
            }
            if let Ok(core) =
                Snapshot::restore(&rec.snapshot, id, host_place(&rec.place), rec.version)
            {
                s.core = Some(core);
            }
        }
    }

    /// (Re)arms the game's one timer for its next wake-up.
    fn schedule(&self, s: &mut Slot, id: GameId) {
        let next = s
            .core
            .as_ref()
            .filter(|c| !c.is_over())
            .and_then(|c| c.next_wake());
        if s.timer.as_ref().map(|t| t.0) == next {
            return;
        }
        if let Some((_, h)) = s.timer.take() {
            h.abort();
        }
        if let Some(at) = next {
            let weak: Weak<Inner> = Arc::downgrade(&self.inner);
            let when = self.inner.clock.instant_at(at);
            let h = tokio::spawn(async move {
                tokio::time::sleep_until(when).await;
                if let Some(inner) = weak.upgrade() {
                    Host { inner }.on_timer_boxed(id).await;
                }
            });
            s.timer = Some((at, h.abort_handle()));
        }
    }

    /// [`Host::on_timer`] with a `Send` type spelled out (it schedules itself).
    fn on_timer_boxed(
        self,
        id: GameId,
    ) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        Box::pin(async move { self.on_timer(id).await })
    }

    async fn on_timer(&self, id: GameId) {
        let Some(slot) = self.slot(id) else { return };
        let mut s = slot.lock().await;
        s.timer = None; // this task
        let now = self.inner.clock.now_ms();
        let mut views = Vec::new();
        self.tick_locked(&mut s, now, &mut views).await;
        let still_due = s
            .core
            .as_ref()
            .filter(|c| !c.is_over())
            .and_then(|c| c.next_wake())
            .is_some_and(|w| w <= now);
        if still_due {
            // The commit failed: try again in a second.
            let weak = Arc::downgrade(&self.inner);
            let when = tokio::time::Instant::now() + Duration::from_secs(1);
            let h = tokio::spawn(async move {
                tokio::time::sleep_until(when).await;
                if let Some(inner) = weak.upgrade() {
                    Host { inner }.on_timer_boxed(id).await;
                }
            });
            s.timer = Some((now + 1000, h.abort_handle()));
        } else {
            self.schedule(&mut s, id);
        }
        drop(s);
        for v in views {
            let _ = self.inner.tx.send(v);
        }
    }

    /// Starts a game directly, without a challenge (local play, tests):
    /// `white` and `black` must differ. Returns the game's first views, or
    /// the error view.
    pub async fn start_game(
        &self,
        place: &Place,
        white: Player,
        black: Player,
        settings: GameSettings,
    ) -> Result<(GameId, Vec<View>), View> {
        if white.id == black.id {
            return Err(View::error(
                place,
                &white.id,
                "A game needs two different players.",
            ));
        }
        if let Some(err) = self.place_taken(place) {
            return Err(View::error(place, &white.id, err));
        }
        let now = self.inner.clock.now_ms();
        let core = GameCore::new(
            0,
            place.clone(),
            [white.clone(), black.clone()],
            settings,
            now,
        )
        .map_err(|e| View::error(place, &white.id, e))?;
        let new = self.new_game_record(&core);
        let st = self.inner.store.clone();
        let rec = self
            .io(async move { st.create_game(&new).await })
            .await
            .map_err(|e| {
                tracing::error!("create game: {e}");
                View::error(place, &white.id, SAVE_FAILED)
            })?;
        let views = self.install(core, rec.id, rec.version).await;
        Ok((rec.id, views))
    }

    fn place_taken(&self, place: &Place) -> Option<String> {
        self.game_at(place).map(|_| {
            if place.thread.is_some() {
                "A game is already being played in this thread.".to_string()
            } else {
                "A game is already being played in this channel: play the next one in a thread."
                    .to_string()
            }
        })
    }

    fn new_game_record(&self, core: &GameCore) -> NewGame {
        NewGame {
            place: store_place(&core.place),
            preset: core.settings.preset.name().to_string(),
            king_strikes: core.settings.king_strikes,
            intercept_seconds: core.settings.intercept_secs as i64,
            time_control: core.settings.time.to_string(),
            white: player_ref(&core.players[0]),
            black: player_ref(&core.players[1]),
            start_fen: core.start.fen(),
            snapshot: Snapshot::of(core).to_json(),
        }
    }

    /// Makes a created game live and returns its start view.
    async fn install(&self, mut core: GameCore, id: GameId, version: i64) -> Vec<View> {
        core.id = id;
        core.version = version;
        let now = self.inner.clock.now_ms();
        let text = format!(
            "**{}** (White) vs **{}** (Black): {}.{}",
            core.players[0].name,
            core.players[1].name,
            core.settings.summary(),
            core.to_move_line(now)
        );
        let view = View::new(&core.place, ViewKind::GameStart, text)
            .game(id)
            .board(core.image(core.pos, None));
        let place = core.place.clone();
        let slot = Arc::new(Mutex::new(Slot {
            core: Some(core),
            timer: None,
        }));
        self.inner.places.lock().expect("places").insert(place, id);
        self.inner
            .games
            .lock()
            .expect("games")
            .insert(id, slot.clone());
        let mut s = slot.lock().await;
        self.schedule(&mut s, id);
        vec![view]
    }

    async fn challenge(
        &self,
        actor: &Player,
        place: &Place,
        opponent: Option<Player>,
        settings: GameSettings,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        if opponent.as_ref().is_some_and(|o| o.id == actor.id) {
            return vec![View::error(
                place,
                uid,
                "You cannot challenge yourself: name another player, or leave the opponent empty for an open challenge.",
            )];
        }
        if let Err(e) = settings.validate() {
            return vec![View::error(place, uid, e.0)];
        }
        let now = self.inner.clock.now_ms();
        let expires = now + self.inner.cfg.challenge_ttl.as_millis() as i64;
        let opts = ChallengeOptions {
            settings: settings.clone(),
            challenger_name: actor.name.clone(),
            opponent_name: opponent.as_ref().map(|o| o.name.clone()),
        };
        let new = NewChallenge {
            place: store_place(place),
            challenger: player_ref(actor),
            opponent: opponent.as_ref().map(player_ref),
            options: serde_json::to_string(&opts).expect("options serialize"),
            expires_at_ms: expires,
        };
        let st = self.inner.store.clone();
        let rec = match self
            .io(async move { st.create_challenge(&new).await })
            .await
        {
            Ok(r) => r,
            Err(e) => {
                tracing::error!("create challenge: {e}");
                return vec![View::error(place, uid, SAVE_FAILED)];
            }
        };
        let entry = ChallengeEntry {
            id: rec.id,
            place: place.clone(),
            challenger: actor.clone(),
            opponent: opponent.clone(),
            settings: settings.clone(),
            expires,
            timer: Some(self.schedule_expiry(rec.id, expires)),
        };
        self.inner.challenges.lock().await.insert(rec.id, entry);
        let colour = match settings.color {
            ColorChoice::White => format!("{} plays White", actor.name),
            ColorChoice::Black => format!("{} plays Black", actor.name),
            ColorChoice::Random => "colours decided at random".to_string(),
        };
        let who = match &opponent {
            Some(o) => format!("**{}**", o.name),
            None => "anyone".to_string(),
        };
        let text = format!(
            "**{}** challenges {who} to a game: {}; {colour}. The challenge is open for {} minutes.",
            actor.name,
            settings.summary(),
            self.inner.cfg.challenge_ttl.as_secs() / 60
        );
        let mut v = View::new(place, ViewKind::Challenge, text).key(challenge_key(rec.id));
        v.challenge = Some(rec.id);
        let accept_allowed = match &opponent {
            Some(o) => Allowed::User(o.id.clone()),
            None => Allowed::Anyone,
        };
        let decline_allowed = match &opponent {
            Some(o) => Allowed::Users(vec![o.id.clone(), actor.id.clone()]),
            None => Allowed::User(actor.id.clone()),
        };
        v.buttons = vec![
            Button {
                id: ActionId::Accept { challenge: rec.id }.to_string(),
                label: "Accept".into(),
                style: ButtonStyle::Success,
                allowed: accept_allowed,
            },
            Button {
                id: ActionId::Decline { challenge: rec.id }.to_string(),
                label: "Decline".into(),
                style: ButtonStyle::Danger,
                allowed: decline_allowed,
            },
        ];
        vec![v]
    }

    fn schedule_expiry(&self, id: ChallengeId, at: i64) -> AbortHandle {
        let weak = Arc::downgrade(&self.inner);
        let when = self.inner.clock.instant_at(at);
        tokio::spawn(async move {
            tokio::time::sleep_until(when).await;
            if let Some(inner) = weak.upgrade() {
                Host { inner }.expire(id).await;
            }
        })
        .abort_handle()
    }

    async fn expire(&self, id: ChallengeId) {
        let mut map = self.inner.challenges.lock().await;
        let Some(c) = map.get(&id) else { return };
        let place = c.place.clone();
        let st = self.inner.store.clone();
        let r = self
            .io(async move { st.close_challenge(id, ChallengeStatus::Expired).await })
            .await;
        if let Err(e) = &r
            && !matches!(
                e,
                StoreError::ChallengeClosed { .. } | StoreError::NotFound { .. }
            )
        {
            tracing::error!("expire challenge {id}: {e}");
            return;
        }
        let c = map.remove(&id).expect("present");
        drop(map);
        let mut v = View::new(
            &place,
            ViewKind::ChallengeClosed,
            format!(
                "**{}**'s challenge expired: nobody accepted it in time.",
                c.challenger.name
            ),
        )
        .replacing(challenge_key(id));
        v.challenge = Some(id);
        let _ = self.inner.tx.send(v);
    }

    async fn accept(
        &self,
        actor: &Player,
        place: &Place,
        id: ChallengeId,
        thread: Option<String>,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        let mut map = self.inner.challenges.lock().await;
        let now = self.inner.clock.now_ms();
        let Some(c) = map.get(&id).cloned() else {
            return vec![View::error(place, uid, "This challenge is no longer open.")];
        };
        if let Err(e) = Self::may_accept(&c, uid, now) {
            return vec![View::error(place, uid, e)];
        }
        let game_place = match &thread {
            Some(t) => c.place.with_thread(t.clone()),
            None => c.place.clone(),
        };
        if let Some(err) = self.place_taken(&game_place) {
            return vec![View::error(place, uid, err)];
        }
        let challenger_white = match c.settings.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => rand::random::<bool>(),
        };
        let players = if challenger_white {
            [c.challenger.clone(), actor.clone()]
        } else {
            [actor.clone(), c.challenger.clone()]
        };
        let core = match GameCore::new(0, game_place.clone(), players, c.settings.clone(), now) {
            Ok(g) => g,
            Err(e) => return vec![View::error(place, uid, e)],
        };
        let new = self.new_game_record(&core);
        let st = self.inner.store.clone();
        let accepter = player_ref(actor);
        let res = self
            .io(async move { st.accept_challenge(id, &accepter, &new).await })
            .await;
        let rec = match res {
            Ok((_, g)) => g,
            Err(StoreError::ChallengeClosed { .. }) | Err(StoreError::NotFound { .. }) => {
                if let Some(h) = map.remove(&id).and_then(|c| c.timer) {
                    h.abort();
                }
                return vec![View::error(place, uid, "This challenge is no longer open.")];
            }
            Err(e) => {
                tracing::error!("accept challenge {id}: {e}");
                return vec![View::error(place, uid, SAVE_FAILED)];
            }
        };
        if let Some(h) = map.remove(&id).and_then(|c| c.timer) {
            h.abort();
        }
        drop(map);
        let mut closed = View::new(
            &c.place,
            ViewKind::ChallengeClosed,
            format!(
                "**{}** accepted **{}**'s challenge: {} (White) vs {} (Black).",
                actor.name, c.challenger.name, core.players[0].name, core.players[1].name
            ),
        )
        .replacing(challenge_key(id))
        .game(rec.id);
        closed.challenge = Some(id);
        let mut views = vec![closed];
        views.extend(self.install(core, rec.id, rec.version).await);
        views
    }

    async fn close_challenge(
        &self,
        actor: &Player,
        place: &Place,
        id: ChallengeId,
        cancel: bool,
    ) -> Vec<View> {
        let uid = actor.id.as_str();
        let mut map = self.inner.challenges.lock().await;
        let Some(c) = map.get(&id).cloned() else {
            return vec![View::error(place, uid, "This challenge is no longer open.")];
        };
        let is_challenger = c.challenger.id == uid;
        let is_opponent = c.opponent.as_ref().is_some_and(|o| o.id == uid);
        let (status, text) = if is_challenger {
            (
                ChallengeStatus::Cancelled,
                format!("**{}** withdrew the challenge.", c.challenger.name),
            )
        } else if is_opponent && !cancel {
            (
                ChallengeStatus::Declined,
                format!(
                    "**{}** declined **{}**'s challenge.",
                    actor.name, c.challenger.name
                ),
            )
        } else if cancel {
            return vec![View::error(
                place,
                uid,
                "Only the challenger can cancel this challenge.",
            )];
        } else if c.opponent.is_none() {
            return vec![View::error(
                place,
                uid,
                "This challenge is open to anyone: accept it, or leave it for someone else.",
            )];
        } else {
            return vec![View::error(place, uid, "This challenge is not for you.")];
        };
        let st = self.inner.store.clone();
        match self
            .io(async move { st.close_challenge(id, status).await })
            .await
        {
            Ok(_) => {}
            Err(StoreError::ChallengeClosed { .. }) | Err(StoreError::NotFound { .. }) => {
                map.remove(&id);
                return vec![View::error(place, uid, "This challenge is no longer open.")];
            }
            Err(e) => {
                tracing::error!("close challenge {id}: {e}");
                return vec![View::error(place, uid, SAVE_FAILED)];
            }
        }
        if let Some(h) = map.remove(&id).and_then(|c| c.timer) {
            h.abort();
        }
        let mut v =
            View::new(&c.place, ViewKind::ChallengeClosed, text).replacing(challenge_key(id));
        v.challenge = Some(id);
        vec![v]
    }

    async fn leaderboard(&self, place: &Place, uid: &str) -> Vec<View> {
        let scope = if place.guild.is_empty() {
            LeaderboardScope::Global
        } else {
            LeaderboardScope::Guild(place.guild.clone())
        };
        let st = self.inner.store.clone();
        let rows = match self
            .io(async move { st.leaderboard(&scope, 20).await })
            .await
        {
            Ok(r) => r,
            Err(e) => {
                tracing::error!("leaderboard: {e}");
                return vec![View::error(
                    place,
                    uid,
                    "The leaderboard cannot be read right now; try again later.",
                )];
            }
        };
        let mut text = String::from("**Leaderboard**\n");
        if rows.is_empty() {
            text.push_str("No finished games yet.");
        }
        for (i, r) in rows.iter().enumerate() {
            text.push_str(&format!(
                "{}. {}: {} points ({} wins, {} draws, {} losses)\n",
                i + 1,
                r.display_name,
                r.points,
                r.wins,
                r.draws,
                r.losses
            ));
        }
        vec![View::new(
            place,
            ViewKind::Leaderboard,
            text.trim_end().to_string(),
        )]
    }

    /// The key of the pending shoot-down question's message in a game, if any.
    pub async fn pending_question(&self, id: GameId) -> Option<(String, i64)> {
        let slot = self.slot(id)?;
        let s = slot.lock().await;
        let c = s.core.as_ref()?;
        c.prompt().map(|p| (question_key(id, p.seq), p.deadline))
    }
}

/// A game operation, applied under the game's lock.
enum Op {
    Move(String),
    Fire(String),
    Steer(Option<i64>, String),
    Answer(i64, Option<String>),
    AnswerCurrent(Option<String>),
    Resign,
    OfferDraw,
    Draw(Option<i64>, bool),
    Abort,
    Claim,
}

impl Op {
    fn apply(self, g: &mut GameCore, user: &str, now: i64) -> Result<Vec<Note>, Refusal> {
        match self {
            Op::Move(t) => g.play_text(user, &t, now),
            Op::Fire(sq) => g.fire(user, &sq, now),
            Op::Steer(seq, sq) => g.steer(user, seq, &sq, now),
            Op::Answer(seq, choice) => g.answer(user, seq, choice.as_deref(), now),
            Op::AnswerCurrent(choice) => {
                let Some(seq) = g.prompt().map(|p| p.seq) else {
                    return Err("There is no shoot-down question to answer.".into());
                };
                g.answer(user, seq, choice.as_deref(), now)
            }
            Op::Resign => g.resign(user),
            Op::OfferDraw => g.offer_draw(user),
            Op::Draw(seq, accept) => g.respond_draw(user, seq, accept),
            Op::Abort => g.abort(user),
            Op::Claim => g.claim_draw(user),
        }
    }
}
