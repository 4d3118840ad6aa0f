//! Tournaments in the host: the commands ([`TournamentAction`]), the games
//! of each round (ordinary host games, started at a provisional place and
//! moved into their threads by the frontend), no-show forfeits, the next
//! round paired when the last game of a round ends, the arena's pairing of
//! free players and its end, and restoring all of it after a restart.
//!
//! Every change of a tournament is applied to a copy of its state under
//! the tournaments' lock, stored (one row, optimistic version check), and
//! only then kept. The pure rules are in [`crate::tournament`].
//!
//! Lock order: the tournaments' lock, then a game's lock. A game that ends
//! never waits for the tournaments' lock while holding its own: its result
//! is handed to a task ([`Host::tournament_game_over`]).

use super::{Host, host_place, store_place};
use crate::HostError;
use crate::game::GameCore;
use crate::ids::{ActionId, GameId, Place, Player, UserId};
use crate::present;
use crate::snapshot::Snapshot;
use crate::tournament::{
    BoardResult, Format, Joined, StandingLine, TState, TournamentId, TournamentRefusal,
    TournamentSetup, TournamentStatus, board_result,
};
use crate::view::{Allowed, Attachment, Button, ButtonStyle, View, ViewKind};
use engine::Color;
use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;
use store::{NewTournament, StoreError};
use tokio::task::AbortHandle;

/// The thread part of the place a tournament game starts in, before the
/// frontend opens its thread and calls [`Host::move_to_thread`].
pub const PENDING_THREAD_PREFIX: &str = "pending-tournament-game-";

/// A tournament command by a user at a place (a channel, or a game's
/// thread for [`TournamentAction::Berserk`]). `tournament: None` means the
/// channel's open tournament (join, leave, start, cancel), else its running
/// one, else (standings, pairings, export) its latest one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    /// Create a tournament in this channel (at most one open per channel).
    Create(TournamentSetup),
    Join {
        tournament: Option<TournamentId>,
    },
    /// Leave before the start.
    Leave {
        tournament: Option<TournamentId>,
    },
    /// Start now (organizer or `is_admin`: the frontend says the user has
    /// Manage Server or the organizer role).
    Start {
        tournament: Option<TournamentId>,
        is_admin: bool,
    },
    Standings {
        tournament: Option<TournamentId>,
    },
    /// The current round's pairings (the arena: its games).
    Pairings {
        tournament: Option<TournamentId>,
    },
    /// Leave a running tournament: the game in progress and every later
    /// one are lost by forfeit.
    Withdraw {
        tournament: Option<TournamentId>,
    },
    /// Remove a player (organizer or admin); running: as a withdrawal.
    Kick {
        tournament: Option<TournamentId>,
        user: Player,
        is_admin: bool,
    },
    Cancel {
        tournament: Option<TournamentId>,
        is_admin: bool,
    },
    /// The tournament's record: TRF (Swiss) and the PGN of every game.
    Export {
        tournament: Option<TournamentId>,
    },
    /// Pair the next round by hand (organizer or admin) when the round is
    /// complete but was not paired (e.g. pairing failed).
    PairNext {
        tournament: Option<TournamentId>,
        is_admin: bool,
    },
    /// Arena, in your game's thread before your first move: halve your
    /// clock for a bonus point if you win.
    Berserk,
}

/// A tournament as frontends see it.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentInfo {
    pub id: TournamentId,
    pub place: Place,
    pub name: String,
    pub format: Format,
    pub status: TournamentStatus,
    pub organizer: Player,
    pub settings: crate::settings::GameSettings,
    /// In join order before the start, by seed after.
    pub players: Vec<Player>,
    pub withdrawn: Vec<UserId>,
    /// Rounds to play (Swiss, round robin; 0 before the start of a Swiss
    /// without a set number).
    pub rounds_total: u32,
    /// Rounds paired so far.
    pub round: u32,
    /// The current round's boards (the arena: all its games).
    pub boards: Vec<TournamentBoard>,
    pub standings: Vec<StandingLine>,
    pub starts_at_ms: Option<i64>,
    pub ends_at_ms: Option<i64>,
}

/// One board of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentBoard {
    pub white: Player,
    /// `None`: a bye.
    pub black: Option<Player>,
    pub game: Option<GameId>,
    pub result: Option<BoardResult>,
}

/// A tournament game waiting for its thread: the frontend opens a thread
/// named `thread_name` in `channel` and calls [`Host::move_to_thread`]
/// with `game` and the thread's id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameToOpen {
    pub tournament: TournamentId,
    pub game: GameId,
    pub round: u32,
    /// `R<round> · <White> vs <Black>`.
    pub thread_name: String,
    /// The tournament's channel.
    pub channel: Place,
    pub white: Player,
    pub black: Player,
}

/// A live tournament and its one timer.
pub(super) struct TEntry {
    pub state: TState,
    pub timer: Option<(i64, AbortHandle)>,
    /// When `state`'s announcement was last shown (entries close at a
    /// time, not only on a change: an arena's at its end).
    pub shown_at: i64,
}

type Outcome = Result<Vec<View>, TournamentRefusal>;

/// The key of a tournament's announcement (edited as players join).
fn announcement_key(t: &TState) -> String {
    format!("t{}", t.id)
}

/// The announcement: the tournament's settings, entrants and status, with
/// **Join** and **Leave** while players may enter (before the start, and
/// while late entries are possible: see [`TState::accepts_entries`]); it
/// edits the announcement posted before (`first`: it is that post).
fn announcement(t: &TState, now: i64, first: bool) -> View {
    let mut v = tview(
        t,
        ViewKind::Tournament,
        present::tournament_announcement_text(t),
    )
    .key(announcement_key(t));
    if !first {
        v.replaces = Some(announcement_key(t));
    }
    if !t.accepts_entries(now) {
        return v;
    }
    let button = |id: ActionId, label: &str, style| Button {
        id: id.to_string(),
        label: label.into(),
        style,
        allowed: Allowed::Anyone,
    };
    v.buttons = vec![
        button(
            ActionId::TournamentJoin { tournament: t.id },
            "Join",
            ButtonStyle::Success,
        ),
        button(
            ActionId::TournamentLeave { tournament: t.id },
            "Leave",
            ButtonStyle::Secondary,
        ),
    ];
    v
}

/// The announcement's edit when `after` at `now` shows differently from
/// `before` when it was shown (entrants, status, whether Join and Leave
/// are offered).
fn announcement_change(
    (before, shown_at): (&TState, i64),
    after: &TState,
    now: i64,
) -> Option<View> {
    let (a, b) = (
        announcement(before, shown_at, false),
        announcement(after, now, false),
    );
    (a.text != b.text || a.buttons != b.buttons).then_some(b)
}

fn tview(t: &TState, kind: ViewKind, text: String) -> View {
    let mut v = View::new(&t.place, kind, text);
    v.tournament = Some(t.id);
    v
}

impl Host {
    /// The tournament game `game` belongs to, while it is played.
    pub(super) fn tournament_of_game(&self, game: GameId) -> Option<TournamentId> {
        self.inner
            .tournament_games
            .lock()
            .expect("tournament games")
            .get(&game)
            .copied()
    }

    pub(super) async fn tournament_act(
        &self,
        actor: &Player,
        place: &Place,
        action: TournamentAction,
    ) -> Vec<View> {
        match self.try_tournament_act(actor, place, action).await {
            Ok(v) => v,
            Err(r) => vec![View::error(place, &actor.id, r.to_string())],
        }
    }

    /// [`Action::Tournament`](super::Action::Tournament) with the refusal
    /// typed (for frontends and tests that match on it).
    pub async fn try_tournament_act(
        &self,
        actor: &Player,
        place: &Place,
        action: TournamentAction,
    ) -> Outcome {
        use TournamentAction as A;
        match action {
            A::Create(setup) => self.create_tournament(actor, place, setup).await,
            A::Join { tournament } => {
                let id = self.resolve(place, tournament, true).await?;
                let rating = self.seed_ratings(id, Some(&actor.id)).await;
                let rating = rating.get(&actor.id).copied().unwrap_or(1500);
                self.change(place, Some(id), true, |_, t, now| {
                    Ok(match t.join(actor, rating, now)? {
                        Joined::Entered => Vec::new(),
                        joined => vec![tview(
                            t,
                            ViewKind::Tournament,
                            present::tournament_late_join_text(t, actor, joined),
                        )],
                    })
                })
                .await
            }
            A::Leave { tournament } => {
                let id = self.resolve(place, tournament, true).await?;
                let running = {
                    let map = self.inner.tournaments.lock().await;
                    map.get(&id)
                        .is_some_and(|e| e.state.status == TournamentStatus::Running)
                };
                if running {
                    // Leaving a running tournament is withdrawing from it.
                    return self.withdraw(place, Some(id), &actor.id, None).await;
                }
                self.change(place, Some(id), true, |_, t, _| {
                    t.leave(&actor.id)?;
                    Ok(Vec::new())
                })
                .await
            }
            A::Start {
                tournament,
                is_admin,
            } => {
                let id = self.resolve(place, tournament, true).await?;
                {
                    let map = self.inner.tournaments.lock().await;
                    let t = &map
                        .get(&id)
                        .ok_or(TournamentRefusal::NoTournamentHere)?
                        .state;
                    t.check_organizer(&actor.id, is_admin, "start")?;
                }
                let ratings = self.seed_ratings(id, None).await;
                self.change(place, Some(id), true, move |_, t, now| {
                    t.start(&ratings, now)?;
                    Ok(vec![tview(
                        t,
                        ViewKind::Tournament,
                        present::tournament_started_text(t),
                    )])
                })
                .await
            }
            A::Withdraw { tournament } => self.withdraw(place, tournament, &actor.id, None).await,
            A::Kick {
                tournament,
                user,
                is_admin,
            } => {
                self.withdraw(place, tournament, &user.id, Some((actor, is_admin)))
                    .await
            }
            A::Cancel {
                tournament,
                is_admin,
            } => {
                let mut ended = Vec::new();
                let views = self
                    .change(place, tournament, true, |_, t, _| {
                        t.check_organizer(&actor.id, is_admin, "cancel")?;
                        t.status = TournamentStatus::Cancelled;
                        ended = t
                            .rounds
                            .iter()
                            .flat_map(|r| &r.boards)
                            .filter(|b| b.in_progress())
                            .filter_map(|b| b.game)
                            .collect();
                        Ok(vec![tview(
                            t,
                            ViewKind::Tournament,
                            present::tournament_cancelled_text(t),
                        )])
                    })
                    .await?;
                // Games in progress are played to the end as ordinary games.
                let mut tg = self
                    .inner
                    .tournament_games
                    .lock()
                    .expect("tournament games");
                for g in ended {
                    tg.remove(&g);
                }
                Ok(views)
            }
            A::PairNext {
                tournament,
                is_admin,
            } => {
                self.change(place, tournament, false, |_, t, now| {
                    t.check_organizer(&actor.id, is_admin, "pair the next round of")?;
                    if t.format == Format::Arena {
                        return Err(TournamentRefusal::ArenaPairsItself {
                            name: t.name.clone(),
                        });
                    }
                    if t.status != TournamentStatus::Running {
                        return Err(TournamentRefusal::NotRunning {
                            name: t.name.clone(),
                        });
                    }
                    if let Some(r) = t.round_in_progress() {
                        return Err(r);
                    }
                    if !t.more_rounds() {
                        return Err(TournamentRefusal::NoMoreRounds {
                            name: t.name.clone(),
                        });
                    }
                    // A pairing that fails again is refused to the
                    // organizer; one that works is made (and its games
                    // started) by the settling that follows.
                    t.clone().pair_next(now)?;
                    Ok(Vec::new())
                })
                .await
            }
            A::Standings { tournament } => {
                let t = self.read(place, tournament).await?;
                let lines = t.standings();
                let title = match t.status {
                    TournamentStatus::Finished => "final standings".to_string(),
                    TournamentStatus::Open => "(not started)".to_string(),
                    _ if t.format == Format::Arena => "standings now".to_string(),
                    _ => format!("standings after round {}", completed_rounds(&t)),
                };
                // Public, with the table picture: standings are news.
                let text = present::standings_text(&t, &lines, &title);
                Ok(vec![standings_view(&t, &lines, &title, text)])
            }
            A::Pairings { tournament } => {
                let t = self.read(place, tournament).await?;
                if t.rounds.is_empty() {
                    return Err(TournamentRefusal::NotRunning { name: t.name });
                }
                let text = present::pairings_text(&t, t.rounds.len() - 1, false);
                Ok(vec![tview(&t, ViewKind::Tournament, text).only(&actor.id)])
            }
            A::Export { tournament } => {
                let t = self.read(place, tournament).await?;
                Ok(self
                    .export(&t)
                    .await
                    .into_iter()
                    .map(|v| v.only(&actor.id))
                    .collect())
            }
            A::Berserk => self.berserk(actor, place).await,
        }
    }

    /// Finds the tournament meant at `place`: `id` if given (live or
    /// stored), else the channel's open one (`prefer_open`) or running one.
    async fn resolve(
        &self,
        place: &Place,
        id: Option<TournamentId>,
        prefer_open: bool,
    ) -> Result<TournamentId, TournamentRefusal> {
        let map = self.inner.tournaments.lock().await;
        if let Some(id) = id {
            if map.contains_key(&id) {
                return Ok(id);
            }
            drop(map);
            // Not live: over (finished or cancelled), or never was.
            let st = self.inner.store.clone();
            return Err(
                match self.io(async move { st.tournament(id).await }).await {
                    Ok(Some(rec)) => TournamentRefusal::Over { name: rec.name },
                    _ => TournamentRefusal::NoSuchTournament { id },
                },
            );
        }
        let here: Vec<&TState> = map
            .values()
            .map(|e| &e.state)
            .filter(|t| t.place.channel == place.channel && t.place.guild == place.guild)
            .collect();
        let open = here.iter().find(|t| t.status == TournamentStatus::Open);
        let running = here
            .iter()
            .filter(|t| t.status == TournamentStatus::Running)
            .max_by_key(|t| t.id);
        let pick = if prefer_open {
            open.or(running)
        } else {
            running.or(open)
        };
        pick.map(|t| t.id)
            .ok_or(TournamentRefusal::NoTournamentHere)
    }

    /// A copy of the tournament meant (live, or the latest stored).
    async fn read(
        &self,
        place: &Place,
        id: Option<TournamentId>,
    ) -> Result<TState, TournamentRefusal> {
        if let Ok(id) = self.resolve(place, id, false).await
            && let Some(e) = self.inner.tournaments.lock().await.get(&id)
        {
            return Ok(e.state.clone());
        }
        let st = self.inner.store.clone();
        let rec = match id {
            Some(id) => self
                .io(async move { st.tournament(id).await })
                .await
                .map_err(|_| TournamentRefusal::SaveFailed)?
                .ok_or(TournamentRefusal::NoSuchTournament { id })?,
            None => {
                let channel = place.channel.clone();
                self.io(async move { st.channel_tournaments(&channel, 1).await })
                    .await
                    .map_err(|_| TournamentRefusal::SaveFailed)?
                    .into_iter()
                    .next()
                    .ok_or(TournamentRefusal::NoTournamentHere)?
            }
        };
        TState::from_json(&rec.snapshot, rec.id, rec.version)
            .map_err(|e| TournamentRefusal::PairingFailed(e.to_string()))
    }

    async fn create_tournament(
        &self,
        actor: &Player,
        place: &Place,
        setup: TournamentSetup,
    ) -> Outcome {
        let now = self.inner.clock.now_ms();
        let mut t = TState::new(place.clone(), actor.clone(), &setup, now)?;
        let mut map = self.inner.tournaments.lock().await;
        if let Some(o) = map.values().map(|e| &e.state).find(|o| {
            o.status == TournamentStatus::Open
                && o.place.channel == t.place.channel
                && o.place.guild == t.place.guild
        }) {
            return Err(TournamentRefusal::OpenTournamentHere {
                name: o.name.clone(),
                id: o.id,
            });
        }
        let new = NewTournament {
            place: store_place(&t.place),
            name: t.name.clone(),
            format: t.format.name().to_string(),
            organizer_id: actor.id.clone(),
            snapshot: t.to_json(),
        };
        let st = self.inner.store.clone();
        let rec = self
            .io(async move { st.create_tournament(&new).await })
            .await
            .map_err(|e| match e {
                StoreError::OpenTournamentInChannel { .. } => {
                    TournamentRefusal::OpenTournamentHere {
                        name: "another tournament".into(),
                        id: 0,
                    }
                }
                e => {
                    tracing::error!("create tournament: {e}");
                    TournamentRefusal::SaveFailed
                }
            })?;
        t.id = rec.id;
        t.version = rec.version;
        let view = announcement(&t, now, true);
        let mut entry = TEntry {
            state: t,
            timer: None,
            shown_at: now,
        };
        self.schedule_tournament(&mut entry);
        map.insert(rec.id, entry);
        Ok(vec![view])
    }

    /// Applies `f` to a copy of the tournament meant at `place`, then
    /// settles it (pairs what is due, starts games, finishes it), stores
    /// it, keeps it and re-arms its timer.
    async fn change<F>(
        &self,
        place: &Place,
        id: Option<TournamentId>,
        prefer_open: bool,
        f: F,
    ) -> Outcome
    where
        F: FnOnce(&Host, &mut TState, i64) -> Outcome,
    {
        let id = self.resolve(place, id, prefer_open).await?;
        let mut map = self.inner.tournaments.lock().await;
        let entry = map
            .get_mut(&id)
            .ok_or(TournamentRefusal::NoSuchTournament { id })?;
        let now = self.inner.clock.now_ms();
        let mut work = entry.state.clone();
        let mut views = f(self, &mut work, now)?;
        self.settle_and_save(entry, work, now, &mut views).await?;
        if !entry.state.is_live() {
            map.remove(&id);
        }
        Ok(views)
    }

    /// Settles `work` at `now` (see [`Host::settle`]), edits the
    /// announcement when it shows differently, and stores `work` over
    /// `entry`.
    async fn settle_and_save(
        &self,
        entry: &mut TEntry,
        mut work: TState,
        now: i64,
        views: &mut Vec<View>,
    ) -> Result<(), TournamentRefusal> {
        self.settle(&mut work, now, views).await;
        let edit = announcement_change((&entry.state, entry.shown_at), &work, now);
        self.save(entry, work).await?;
        entry.shown_at = now;
        if let Some(v) = edit {
            views.insert(0, v);
        }
        Ok(())
    }

    /// Stores `work` over `entry` and keeps it; drops a finished or
    /// cancelled tournament from memory.
    async fn save(&self, entry: &mut TEntry, mut work: TState) -> Result<(), TournamentRefusal> {
        let (id, version, status, json) = (
            work.id,
            entry.state.version,
            work.status.store(),
            work.to_json(),
        );
        let st = self.inner.store.clone();
        let v = self
            .io(async move { st.update_tournament(id, version, status, &json).await })
            .await
            .map_err(|e| {
                tracing::error!("save tournament {id}: {e}");
                TournamentRefusal::SaveFailed
            })?;
        work.version = v;
        entry.state = work;
        self.schedule_tournament(entry);
        Ok(())
    }

    /// The ratings that seed the tournament's entrants (in its preset), or
    /// only user `only`'s (a late entry).
    async fn seed_ratings(&self, id: TournamentId, only: Option<&str>) -> HashMap<UserId, u32> {
        let (preset, users) = {
            let map = self.inner.tournaments.lock().await;
            let Some(e) = map.get(&id) else {
                return HashMap::new();
            };
            let users: Vec<UserId> = match only {
                Some(u) => vec![u.to_string()],
                None => e
                    .state
                    .entrants
                    .iter()
                    .map(|e| e.player.id.clone())
                    .collect(),
            };
            (e.state.settings.preset.name().to_string(), users)
        };
        let st = self.inner.store.clone();
        let rows = self
            .io(async move {
                let refs: Vec<&str> = users.iter().map(String::as_str).collect();
                st.ratings_in(&preset, &refs).await
            })
            .await
            .unwrap_or_default();
        rows.into_iter()
            .map(|r| (r.user_id, r.value.rating.round().max(0.0) as u32))
            .collect()
    }

    /// Brings the tournament up to date at `now`: pairs the next round when
    /// the current one is complete (Swiss, round robin) or the free players
    /// (arena), starts their games, and finishes it at the end.
    async fn settle(&self, t: &mut TState, now: i64, views: &mut Vec<View>) {
        if t.status != TournamentStatus::Running {
            return;
        }
        match t.format {
            Format::Arena => {
                let new = t.arena_pair(now);
                for bi in new {
                    if self.start_board_game(t, 0, bi, now).await {
                        views.push(tview(
                            t,
                            ViewKind::TournamentRound,
                            present::arena_game_text(t, bi),
                        ));
                    }
                }
            }
            _ => {
                while t.round_complete() && t.more_rounds() {
                    let had = t.rounds.len();
                    if had > 0 {
                        let lines = t.standings();
                        views.push(tview(
                            t,
                            ViewKind::Tournament,
                            present::standings_text(
                                t,
                                &lines,
                                &format!("standings after round {had}"),
                            ),
                        ));
                    }
                    match t.pair_next(now) {
                        Ok(_) => {}
                        Err(r) => {
                            tracing::error!("tournament {}: {r}", t.id);
                            views.push(tview(t, ViewKind::Tournament, r.to_string()));
                            break;
                        }
                    }
                    let ri = t.rounds.len() - 1;
                    for bi in 0..t.rounds[ri].boards.len() {
                        if t.rounds[ri].boards[bi].in_progress() {
                            self.start_board_game(t, ri, bi, now).await;
                        }
                    }
                    views.push(tview(
                        t,
                        ViewKind::TournamentRound,
                        present::pairings_text(t, ri, true),
                    ));
                }
            }
        }
        if t.should_finish(now) {
            t.status = TournamentStatus::Finished;
            let lines = t.standings();
            let text = present::tournament_finished_text(t, &lines);
            views.push(standings_view(t, &lines, "final standings", text));
        }
    }

    /// Starts the game of board `bi` of round `ri` at a provisional place
    /// in the tournament's channel. A game that cannot be created is
    /// scored as a double forfeit (and logged).
    async fn start_board_game(&self, t: &mut TState, ri: usize, bi: usize, now: i64) -> bool {
        let b = &t.rounds[ri].boards[bi];
        let Some(black) = b.black else { return false };
        let white = t.by_seed(b.white).player.clone();
        let black = t.by_seed(black).player.clone();
        let place = t.place.with_thread(format!(
            "{PENDING_THREAD_PREFIX}{}-{}-{}",
            t.id,
            t.rounds[ri].number,
            bi + 1
        ));
        let mut settings = t.settings.clone();
        settings.color = crate::settings::ColorChoice::White;
        let created = match GameCore::new(0, place, [white, black], settings, now) {
            Ok(core) => {
                let new = self.new_game_record(&core);
                let st = self.inner.store.clone();
                match self.io(async move { st.create_game(&new).await }).await {
                    Ok(rec) => Some((core, rec)),
                    Err(e) => {
                        tracing::error!("tournament {} game: {e}", t.id);
                        None
                    }
                }
            }
            Err(r) => {
                tracing::error!("tournament {} game: {r}", t.id);
                None
            }
        };
        let b = &mut t.rounds[ri].boards[bi];
        let Some((core, rec)) = created else {
            b.result = Some(BoardResult::BothForfeit);
            b.ended_ms = Some(now);
            return false;
        };
        b.game = Some(rec.id);
        b.started_ms = now;
        self.inner
            .tournament_games
            .lock()
            .expect("tournament games")
            .insert(rec.id, t.id);
        // The start views are the frontend's to show once the game is in
        // its thread (it posts the board there).
        let _ = self.install(core, rec.id, rec.version).await;
        true
    }

    /// A tournament game ended (called from the game's commit): records the
    /// result in its tournament, in a task of its own.
    pub(super) fn tournament_game_over(
        &self,
        game: GameId,
        (winner, aborted, moved): (Option<Color>, bool, [bool; 2]),
    ) {
        let Some(tid) = self
            .inner
            .tournament_games
            .lock()
            .expect("tournament games")
            .remove(&game)
        else {
            return;
        };
        let result = board_result(winner, aborted, moved);
        let weak = Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            if let Some(inner) = weak.upgrade() {
                Host { inner }.record_result_boxed(tid, game, result).await;
            }
        });
    }

    fn record_result_boxed(
        self,
        tid: TournamentId,
        game: GameId,
        result: BoardResult,
    ) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        Box::pin(async move {
            let views = self.record_result(tid, game, result).await;
            for v in views {
                let _ = self.inner.tx.send(v);
            }
        })
    }

    async fn record_result(
        &self,
        tid: TournamentId,
        game: GameId,
        result: BoardResult,
    ) -> Vec<View> {
        let mut map = self.inner.tournaments.lock().await;
        let Some(entry) = map.get_mut(&tid) else {
            return Vec::new();
        };
        let now = self.inner.clock.now_ms();
        let mut work = entry.state.clone();
        let mut views = Vec::new();
        if work.record(game, result, now)
            && let Some((ri, bi)) = work.board_of(game)
            && !work.rounds[ri].boards[bi]
                .result
                .is_some_and(BoardResult::played)
        {
            // An arena player who did not show up is paused until they
            // join again (a withdrawal forfeits the board before this).
            let text = match work.pause_no_show(ri, bi) {
                Some(seed) => present::arena_no_show_text(&work, ri, bi, seed),
                None => present::board_result_text(&work, ri, bi),
            };
            views.push(tview(&work, ViewKind::Tournament, text));
        }
        if let Err(r) = self.settle_and_save(entry, work, now, &mut views).await {
            tracing::error!("tournament {tid}: result of game {game} not saved: {r}");
            return Vec::new();
        }
        if !entry.state.is_live() {
            map.remove(&tid);
        }
        views
    }

    async fn withdraw(
        &self,
        place: &Place,
        tournament: Option<TournamentId>,
        user: &str,
        by: Option<(&Player, bool)>,
    ) -> Outcome {
        let id = self.resolve(place, tournament, false).await?;
        let mut map = self.inner.tournaments.lock().await;
        let entry = map
            .get_mut(&id)
            .ok_or(TournamentRefusal::NoSuchTournament { id })?;
        let now = self.inner.clock.now_ms();
        let mut work = entry.state.clone();
        if let Some((actor, admin)) = by {
            work.check_organizer(&actor.id, admin, "remove players from")?;
        }
        let player = work.entrant_of(user).map(|e| e.player.clone()).ok_or(
            TournamentRefusal::NotJoined {
                name: work.name.clone(),
            },
        )?;
        let mut views = Vec::new();
        let mut game = None;
        if work.status == TournamentStatus::Open {
            work.leave(user)?;
            views.push(tview(
                &work,
                ViewKind::Tournament,
                present::tournament_left_text(&work, &player),
            ));
        } else {
            game = work.withdraw(user, now)?;
            views.push(tview(
                &work,
                ViewKind::Tournament,
                present::tournament_withdrawn_text(&work, &player, by.is_some()),
            ));
            if let Some(g) = game {
                self.inner
                    .tournament_games
                    .lock()
                    .expect("tournament games")
                    .remove(&g);
            }
        }
        self.settle_and_save(entry, work, now, &mut views).await?;
        if !entry.state.is_live() {
            map.remove(&id);
        }
        drop(map);
        if let Some(g) = game {
            views.extend(self.end_game_without_result(g, false).await);
        }
        Ok(views)
    }

    /// Ends game `game` without a result (never rated). With
    /// `only_no_show`, only when a player has not moved yet.
    async fn end_game_without_result(&self, game: GameId, only_no_show: bool) -> Vec<View> {
        let Some(slot) = self.slot(game) else {
            return Vec::new();
        };
        let mut s = slot.lock().await;
        let Some(core) = s.core.as_ref().filter(|c| !c.is_over()) else {
            return Vec::new();
        };
        if only_no_show && core.moved[0] && core.moved[1] {
            return Vec::new();
        }
        let mut work = core.clone();
        let notes = work.end_without_result();
        let now = self.inner.clock.now_ms();
        let views = match self.commit(&mut s, work, &notes, now).await {
            Ok(v) => v,
            Err(e) => {
                tracing::error!("could not end game {game}: {e}");
                Vec::new()
            }
        };
        self.schedule(&mut s, game);
        views
    }

    async fn berserk(&self, actor: &Player, place: &Place) -> Outcome {
        let game = self
            .find_game(place, &actor.id)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let tid = self
            .tournament_of_game(game)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let mut map = self.inner.tournaments.lock().await;
        let entry = map
            .get_mut(&tid)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        if entry.state.format != Format::Arena {
            return Err(TournamentRefusal::NotInTournamentGame);
        }
        if entry.state.settings.time.base_ms().is_none()
            || matches!(
                entry.state.settings.time,
                crate::settings::TimeControl::Correspondence { .. }
            )
        {
            return Err(TournamentRefusal::BerserkNoClock);
        }
        let slot = self
            .slot(game)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let mut s = slot.lock().await;
        let core = s
            .core
            .as_ref()
            .filter(|c| !c.is_over())
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let side = core
            .color_of(&actor.id)
            .ok_or(TournamentRefusal::NotInTournamentGame)?;
        let mut work = core.clone();
        if !work.berserk(side) {
            return Err(TournamentRefusal::BerserkTooLate);
        }
        let game_place = work.place.clone();
        let now = self.inner.clock.now_ms();
        self.commit(&mut s, work, &[], now).await.map_err(|e| {
            tracing::error!("berserk in game {game}: {e}");
            TournamentRefusal::SaveFailed
        })?;
        self.schedule(&mut s, game);
        drop(s);
        let mut t = entry.state.clone();
        if let Some((ri, bi)) = t.board_of(game) {
            t.rounds[ri].boards[bi].berserk[side.index()] = true;
        }
        self.save(entry, t).await?;
        let mut v = View::new(&game_place, ViewKind::Info, present::berserk_text(actor)).game(game);
        v.tournament = Some(tid);
        Ok(vec![v])
    }

    /// The tournament's record: the TRF of a Swiss (first), and the PGN of
    /// every game (one file).
    async fn export(&self, t: &TState) -> Vec<View> {
        let mut pgn = String::new();
        for g in t
            .rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter_map(|b| b.game)
        {
            let st = self.inner.store.clone();
            let Ok(Some(rec)) = self.io(async move { st.game(g).await }).await else {
                continue;
            };
            if let Ok(core) =
                Snapshot::restore(&rec.snapshot, rec.id, host_place(&rec.place), rec.version)
            {
                pgn += &crate::record::pgn(&core);
                pgn.push_str("\n\n");
            }
        }
        let mut out = Vec::new();
        if t.format == Format::Swiss {
            let mut v = tview(t, ViewKind::Export, present::tournament_export_text(t));
            v.file = Some(Attachment {
                name: format!("tournament-{}.trf", t.id),
                bytes: t.trf(false).to_trf().into_bytes(),
            });
            out.push(v);
        }
        let mut v = tview(t, ViewKind::Export, present::tournament_export_text(t));
        v.file = Some(Attachment {
            name: format!("tournament-{}.pgn", t.id),
            bytes: pgn.into_bytes(),
        });
        out.push(v);
        out
    }

    /// The tournament `id` (live or stored).
    pub async fn tournament_info(&self, id: TournamentId) -> Option<TournamentInfo> {
        let t = self.read(&Place::default(), Some(id)).await.ok()?;
        Some(info(&t))
    }

    /// The live tournaments in `place`'s channel.
    pub async fn tournaments_at(&self, place: &Place) -> Vec<TournamentInfo> {
        let map = self.inner.tournaments.lock().await;
        let mut v: Vec<TournamentInfo> = map
            .values()
            .map(|e| &e.state)
            .filter(|t| t.place.channel == place.channel && t.place.guild == place.guild)
            .map(info)
            .collect();
        v.sort_by_key(|t| t.id);
        v
    }

    /// The tournament's games in progress still at their provisional place:
    /// the frontend opens a thread for each and calls [`Host::move_to_thread`].
    pub async fn games_to_open(&self, id: TournamentId) -> Vec<GameToOpen> {
        let t = {
            let map = self.inner.tournaments.lock().await;
            let Some(e) = map.get(&id) else {
                return Vec::new();
            };
            e.state.clone()
        };
        let mut out = Vec::new();
        for (ri, r) in t.rounds.iter().enumerate() {
            for (bi, b) in r.boards.iter().enumerate() {
                let (Some(g), Some(black), None) = (b.game, b.black, b.result) else {
                    continue;
                };
                let Some(slot) = self.slot(g) else { continue };
                let pending = slot.lock().await.core.as_ref().is_some_and(|c| {
                    c.place
                        .thread
                        .as_deref()
                        .is_some_and(|th| th.starts_with(PENDING_THREAD_PREFIX))
                });
                if pending {
                    out.push(GameToOpen {
                        tournament: id,
                        game: g,
                        round: r.number,
                        thread_name: t.thread_name(ri, bi),
                        channel: t.place.clone(),
                        white: t.by_seed(b.white).player.clone(),
                        black: t.by_seed(black).player.clone(),
                    });
                }
            }
        }
        out
    }

    /// (Re)arms the tournament's one timer for its next wake-up.
    fn schedule_tournament(&self, entry: &mut TEntry) {
        let next = entry.state.next_wake(self.inner.clock.now_ms());
        if entry.timer.as_ref().map(|t| t.0) == next {
            return;
        }
        if let Some((_, h)) = entry.timer.take() {
            h.abort();
        }
        if let Some(at) = next {
            let weak = Arc::downgrade(&self.inner);
            let when = self.inner.clock.instant_at(at);
            let id = entry.state.id;
            let h = tokio::spawn(async move {
                tokio::time::sleep_until(when).await;
                if let Some(inner) = weak.upgrade() {
                    Host { inner }.on_tournament_timer_boxed(id).await;
                }
            });
            entry.timer = Some((at, h.abort_handle()));
        }
    }

    fn on_tournament_timer_boxed(
        self,
        id: TournamentId,
    ) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        Box::pin(async move {
            let views = self.on_tournament_timer(id).await;
            for v in views {
                let _ = self.inner.tx.send(v);
            }
        })
    }

    /// What is due: the scheduled start, no-show forfeits, the arena's end.
    async fn on_tournament_timer(&self, id: TournamentId) -> Vec<View> {
        let now = self.inner.clock.now_ms();
        let status = {
            let mut map = self.inner.tournaments.lock().await;
            let Some(e) = map.get_mut(&id) else {
                return Vec::new();
            };
            e.timer = None;
            e.state.status
        };
        let mut views = Vec::new();
        if status == TournamentStatus::Open {
            let ratings = self.seed_ratings(id, None).await;
            let mut map = self.inner.tournaments.lock().await;
            let Some(entry) = map.get_mut(&id) else {
                return views;
            };
            if entry.state.starts_at.is_none_or(|s| s > now) {
                self.schedule_tournament(entry);
                return views;
            }
            let mut work = entry.state.clone();
            match work.start(&ratings, now) {
                Ok(()) => views.push(tview(
                    &work,
                    ViewKind::Tournament,
                    present::tournament_started_text(&work),
                )),
                Err(r) => {
                    // Too few players at the start time: it is called off.
                    views.push(tview(&work, ViewKind::Tournament, r.to_string()));
                    work.status = TournamentStatus::Cancelled;
                    views.push(tview(
                        &work,
                        ViewKind::Tournament,
                        present::tournament_cancelled_text(&work),
                    ));
                }
            }
            if self
                .settle_and_save(entry, work, now, &mut views)
                .await
                .is_err()
            {
                return Vec::new();
            }
            if !entry.state.is_live() {
                map.remove(&id);
            }
            return views;
        }
        // No-shows: the games are ended here; their results arrive through
        // the games' end (tournament_game_over).
        let due = {
            let mut map = self.inner.tournaments.lock().await;
            let Some(entry) = map.get_mut(&id) else {
                return views;
            };
            let mut work = entry.state.clone();
            let due = work.due_no_shows(now);
            if self
                .settle_and_save(entry, work, now, &mut views)
                .await
                .is_err()
            {
                return Vec::new();
            }
            if !entry.state.is_live() {
                map.remove(&id);
            }
            due
        };
        for g in due {
            views.extend(self.end_game_without_result(g, true).await);
        }
        views
    }

    /// Brings back the live tournaments after a restart: their games in
    /// progress, results that came while nobody recorded them, timers.
    pub(super) async fn restore_tournaments(&self) -> Result<(), HostError> {
        let st = self.inner.store.clone();
        let recs = self.io(async move { st.live_tournaments().await }).await?;
        for rec in recs {
            if !self.owns(&host_place(&rec.place)) {
                continue;
            }
            let t = match TState::from_json(&rec.snapshot, rec.id, rec.version) {
                Ok(t) => t,
                Err(e) => {
                    tracing::error!("cannot restore tournament {}: {e}", rec.id);
                    continue;
                }
            };
            let mut ended = Vec::new();
            for b in t.rounds.iter().flat_map(|r| &r.boards) {
                let (Some(g), None) = (b.game, b.result) else {
                    continue;
                };
                if self.slot(g).is_some() {
                    self.inner
                        .tournament_games
                        .lock()
                        .expect("tournament games")
                        .insert(g, t.id);
                } else {
                    ended.push(g);
                }
            }
            let id = t.id;
            let mut entry = TEntry {
                state: t,
                timer: None,
                shown_at: self.inner.clock.now_ms(),
            };
            self.schedule_tournament(&mut entry);
            self.inner.tournaments.lock().await.insert(id, entry);
            // Games that ended while their result was not recorded.
            for g in ended {
                let st = self.inner.store.clone();
                let Ok(Some(grec)) = self.io(async move { st.game(g).await }).await else {
                    continue;
                };
                let Ok(core) = Snapshot::restore(
                    &grec.snapshot,
                    grec.id,
                    host_place(&grec.place),
                    grec.version,
                ) else {
                    continue;
                };
                let (winner, aborted) = match core.result {
                    Some(r) => (r.winner, r.reason == crate::game::EndReason::Aborted),
                    None => (None, grec.status == store::GameStatus::Aborted),
                };
                let result = board_result(winner, aborted, core.moved);
                for v in self.record_result(id, g, result).await {
                    let _ = self.inner.tx.send(v);
                }
            }
        }
        Ok(())
    }
}

/// A standings post: `text`, and the table picture when anyone is ranked
/// (a picture that cannot be drawn is logged; the text still goes out).
fn standings_view(t: &TState, lines: &[StandingLine], title: &str, text: String) -> View {
    let mut v = tview(t, ViewKind::Tournament, text);
    if !lines.is_empty() {
        match crate::picture::table_png(&present::standings_table(t, lines, title)) {
            Ok(bytes) => {
                v.file = Some(Attachment {
                    name: format!("tournament-{}-standings.png", t.id),
                    bytes,
                })
            }
            Err(e) => tracing::warn!("tournament {}: standings picture: {e}", t.id),
        }
    }
    v
}

fn completed_rounds(t: &TState) -> usize {
    t.rounds
        .iter()
        .take_while(|r| r.boards.iter().all(|b| b.result.is_some()))
        .count()
}

fn info(t: &TState) -> TournamentInfo {
    let boards = t
        .rounds
        .last()
        .map(|r| {
            r.boards
                .iter()
                .map(|b| TournamentBoard {
                    white: t.by_seed(b.white).player.clone(),
                    black: b.black.map(|s| t.by_seed(s).player.clone()),
                    game: b.game,
                    result: b.result,
                })
                .collect()
        })
        .unwrap_or_default();
    TournamentInfo {
        id: t.id,
        place: t.place.clone(),
        name: t.name.clone(),
        format: t.format,
        status: t.status,
        organizer: t.organizer.clone(),
        settings: t.settings.clone(),
        players: t.entrants.iter().map(|e| e.player.clone()).collect(),
        withdrawn: t
            .entrants
            .iter()
            .filter(|e| e.withdrawn)
            .map(|e| e.player.id.clone())
            .collect(),
        rounds_total: t.rounds_total,
        round: t.rounds.len() as u32,
        boards,
        standings: t.standings(),
        starts_at_ms: t.starts_at,
        ends_at_ms: t.ends_at,
    }
}
