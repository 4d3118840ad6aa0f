//! The director: **where a round is paired and its games are opened.**
//!
//! Every change of a tournament is applied to a copy of its state under
//! the tournament's own lock (see `crate::saving`), then settled
//! ([`Tournaments::settle`]: what its format pairs,
//! [`crate::formats::FormatRules::settle`]; each new board's game created
//! on the host; the tournament finished at its end), stored, and only then
//! kept.
//!
//! A round's games start at a provisional place in the tournament's channel
//! ([`PENDING_THREAD_PREFIX`]`<tournament>-<round>-<board>`), unique per
//! board: a game created before a crash or a failed save is found there and
//! linked, never created twice. Results arrive on the host's finished-game
//! subscription and are recorded by a task of their own.

use crate::formats::Step;
use crate::off_thread::off_thread;
use crate::saving::{Answer, Owed, SaveError};
use crate::state::{BoardResult, TState, TournamentId, TournamentRefusal, TournamentStatus};
use crate::views::{final_view, news_said, overview_view, pairings_view};
use crate::{Tournaments, words};
use host::{FinishedGame, GameId, GameSpec, Place, Player, UserId, View};
use std::collections::HashMap;
use std::time::Duration;
use tokio::sync::mpsc;

/// The thread part of the place a tournament game starts in, before the
/// frontend opens its thread and calls [`host::Host::move_to_thread`].
pub const PENDING_THREAD_PREFIX: &str = "pending-tournament-game-";

impl Tournaments {
    /// The ratings that seed the tournament's entrants (in its preset), or
    /// only user `only`'s (a late entry).
    pub(crate) async fn seed_ratings(
        &self,
        id: TournamentId,
        only: Option<&str>,
    ) -> HashMap<UserId, u32> {
        let Some(e) = self.entry(id) else {
            return HashMap::new();
        };
        let (preset, users) = {
            let e = e.lock().await;
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
        let st = self.store().clone();
        let rows = self
            .host()
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

    /// Brings the tournament up to date at `now`: its format pairs what is
    /// due (the next round once the current one is complete, the free
    /// players, the matches ready), the new games are opened and posted,
    /// and it finishes at its end.
    pub(crate) async fn settle(&self, t: &mut TState, now: i64, views: &mut Vec<View>) {
        if t.status != TournamentStatus::Running {
            return;
        }
        // Boards of earlier attempts whose game is not open yet (a failed
        // creation, a crash before the save): opened now.
        self.open_unopened(t).await;
        let rules = t.rules();
        // Pairing (a big round, a bracket) off the async workers.
        let (settled, steps) = {
            let mut work = t.clone();
            off_thread(move || {
                let steps = work.rules().settle(&mut work, now);
                (work, steps)
            })
            .await
        };
        *t = settled;
        for step in steps {
            match step {
                Step::News(said) => views.push(news_said(t, said)),
                Step::Standings { title, lines } => {
                    views.push(news_said(t, words::standings_words(t, &lines, title)));
                }
                Step::Failed(r) => {
                    // The organizer may try again (/tournament pair).
                    views.push(news_said(t, r.words()));
                }
                Step::Games {
                    round,
                    boards,
                    opened_only,
                } => {
                    let mut opened = Vec::new();
                    for &bi in &boards {
                        if self.open_board(t, round, bi).await {
                            opened.push(bi);
                        }
                    }
                    let shown = if opened_only { opened } else { boards };
                    if !shown.is_empty() {
                        let text = rules.games_words(t, round, &shown, true);
                        views.push(pairings_view(t, round, &shown, text));
                    }
                }
                // Its picture is drawn once the change is settled.
                Step::Overview { first } => views.extend(overview_view(t, first)),
                Step::Finished => {
                    let shown = t.clone();
                    let locale = self.picture_locale(&t.place.guild).await;
                    views.push(off_thread(move || final_view(&shown, locale)).await);
                    return;
                }
            }
        }
        if t.should_finish(now) {
            t.status = TournamentStatus::Finished;
            let shown = t.clone();
            let locale = self.picture_locale(&t.place.guild).await;
            views.push(off_thread(move || final_view(&shown, locale)).await);
        }
    }

    /// Opens the game of every board in progress that has none yet.
    async fn open_unopened(&self, t: &mut TState) {
        let todo: Vec<(usize, usize)> = t
            .rounds
            .iter()
            .enumerate()
            .flat_map(|(ri, r)| {
                r.boards
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.in_progress() && b.game.is_none() && b.black.is_some())
                    .map(move |(bi, _)| (ri, bi))
            })
            .collect();
        for (ri, bi) in todo {
            self.open_board(t, ri, bi).await;
        }
    }

    /// The provisional place of board `bi` of round `ri`.
    fn board_place(t: &TState, ri: usize, bi: usize) -> Place {
        t.place.with_thread(format!(
            "{PENDING_THREAD_PREFIX}{}-{}-{}",
            t.id,
            t.rounds[ri].number,
            bi + 1
        ))
    }

    /// Opens the game of board `bi` of round `ri` at its provisional place
    /// (or links the game an earlier attempt created there). A game that
    /// cannot be created now stays unopened: the tournament's timer tries
    /// again (see [`TState::next_wake`]); nobody is scored for it.
    pub(crate) async fn open_board(&self, t: &mut TState, ri: usize, bi: usize) -> bool {
        let b = &t.rounds[ri].boards[bi];
        let (Some(black), true, None) = (b.black, b.in_progress(), b.game) else {
            return false;
        };
        let players = [
            t.by_seed(b.white).player.clone(),
            t.by_seed(black).player.clone(),
        ];
        let place = Self::board_place(t, ri, bi);
        let game = match self.linkable(&place, &players).await {
            Some(g) => g,
            None => {
                let mut settings = t.settings.clone();
                settings.abortable = false;
                t.rules().game_settings(t, ri, bi, &mut settings);
                // Every game ends: without a clock, the player to move
                // loses at the move limit.
                settings.move_limit = t
                    .move_limit_ms()
                    .map(|ms| host::MoveLimit { ms, ends: true });
                let spec = GameSpec {
                    place,
                    players,
                    settings,
                };
                match self.host().create_game(spec).await {
                    Ok(g) => g,
                    Err(r) => {
                        tracing::error!(
                            "tournament {} round {} board {}: game not created ({r}); trying again",
                            t.id,
                            t.rounds[ri].number,
                            bi + 1
                        );
                        return false;
                    }
                }
            }
        };
        let b = &mut t.rounds[ri].boards[bi];
        b.game = Some(game);
        self.inner.games.lock().expect("games").insert(game, t.id);
        true
    }

    /// A live game already at `place` between `players` (created before a
    /// crash or a failed save): linked instead of created again. A game
    /// there between others is ended without result.
    async fn linkable(&self, place: &Place, players: &[Player; 2]) -> Option<GameId> {
        let g = self.host().game_at(place)?;
        let info = self.host().game_info(g).await?;
        if info.players[0].id == players[0].id && info.players[1].id == players[1].id {
            return Some(g);
        }
        let views = self.host().end_without_result(g, false).await;
        self.host().emit(views);
        None
    }

    /// Listens for finished games: each tournament game's result is
    /// recorded by a task of its own.
    pub(crate) fn listen(&self, mut finished: mpsc::UnboundedReceiver<FinishedGame>) {
        let weak = std::sync::Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            while let Some(f) = finished.recv().await {
                let Some(inner) = weak.upgrade() else { return };
                let t = Tournaments { inner };
                let Some(tid) = t.inner.games.lock().expect("games").remove(&f.game) else {
                    continue;
                };
                tokio::spawn(t.record_result_boxed(tid, f));
            }
        });
    }

    fn record_result_boxed(
        self,
        tid: TournamentId,
        f: FinishedGame,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send + 'static>> {
        Box::pin(async move {
            let views = self.record_result(tid, f).await;
            self.host().emit(views);
        })
    }

    /// Records game `f.game`'s result in tournament `tid`. A save that
    /// fails is tried again (reloading on a conflict) until it is stored:
    /// a result is never lost.
    pub(crate) async fn record_result(&self, tid: TournamentId, f: FinishedGame) -> Vec<View> {
        let result = crate::state::board_result(f.winner, f.aborted, f.moved);
        let mut wait = Duration::from_millis(500);
        loop {
            let Some(entry) = self.entry(tid) else {
                return Vec::new();
            };
            let mut entry = entry.lock().await;
            let now = self.now();
            let mut work = entry.state.clone();
            let mut views = Vec::new();
            if work.record(f.game, result, now)
                && let Some((ri, bi)) = work.board_of(f.game)
                && !work.rounds[ri].boards[bi]
                    .result
                    .is_some_and(BoardResult::played)
            {
                let said = work.rules().forfeit_news(&mut work, ri, bi);
                views.push(news_said(&work, said));
            }
            match self
                .settle_and_save(&mut entry, work, now, &mut views, Owed::Everything)
                .await
            {
                Ok(()) => {
                    self.forget_if_over(&entry);
                    return views;
                }
                Err(e) => {
                    tracing::error!(
                        "tournament {tid}: result of game {} not saved ({e:?}); trying again in {} ms",
                        f.game,
                        wait.as_millis()
                    );
                    if e == SaveError::Conflict {
                        self.reload(&mut entry).await;
                    }
                }
            }
            drop(entry);
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(30));
        }
    }

    /// `user` leaves running tournament `id` (or is removed by `by`, with
    /// whether they are an admin): their game in progress is lost by
    /// forfeit, unless it has already ended, whose result then counts.
    pub(crate) async fn withdraw(
        &self,
        id: TournamentId,
        user: &str,
        by: Option<(&Player, bool)>,
    ) -> Answer {
        let entry = self
            .entry(id)
            .ok_or(TournamentRefusal::NoSuchTournament { id })?;
        let mut entry = entry.lock().await;
        let now = self.now();
        let mut work = entry.state.clone();
        if let Some((actor, admin)) = by {
            work.check_organizer(&actor.id, admin, "remove")?;
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
            views.push(news_said(
                &work,
                words::tournament_left_words(&work, &player),
            ));
        } else {
            // A game of theirs that has just ended counts as played: its
            // result may still be on its way to us.
            views.extend(self.record_ended_games(&mut work, now).await);
            game = work.withdraw(user, now)?;
            views.push(news_said(
                &work,
                words::tournament_withdrawn_words(&work, &player, by.is_some()),
            ));
            if let Some(g) = game {
                self.inner.games.lock().expect("games").remove(&g);
            }
        }
        self.settle_and_save(&mut entry, work, now, &mut views, Owed::Command)
            .await
            .map_err(|_| TournamentRefusal::SaveFailed)?;
        self.forget_if_over(&entry);
        drop(entry);
        if let Some(g) = game {
            views.extend(self.host().end_without_result(g, false).await);
        }
        Ok(views)
    }

    /// Records in `t` the results of its games in progress that have in
    /// fact ended (their result not yet heard of); returns their news.
    pub(crate) async fn record_ended_games(&self, t: &mut TState, now: i64) -> Vec<View> {
        let open: Vec<GameId> = t
            .rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter(|b| b.in_progress())
            .filter_map(|b| b.game)
            .collect();
        let mut views = Vec::new();
        for g in open {
            if self.host().is_live(g) {
                continue;
            }
            let Some(f) = self.host().stored_result(g).await else {
                continue;
            };
            let r = crate::state::board_result(f.winner, f.aborted, f.moved);
            if t.record(g, r, now)
                && let Some((ri, bi)) = t.board_of(g)
            {
                views.push(news_said(t, words::text::board_result_words(t, ri, bi)));
            }
            self.inner.games.lock().expect("games").remove(&g);
        }
        views
    }
}
