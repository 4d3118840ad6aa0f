//! The director: **where a round is paired and its games are opened.**
//!
//! Every change of a tournament is applied to a copy of its state under
//! the tournament's own lock, then settled ([`Tournaments::settle`]: what
//! its format pairs, [`crate::formats::FormatRules::settle`]; each new
//! board's game created on the host; the tournament finished at its end),
//! stored (one row, optimistic version check), and only then kept.
//!
//! A round's games start at a provisional place in the tournament's channel
//! ([`PENDING_THREAD_PREFIX`]`<tournament>-<round>-<board>`), unique per
//! board: a game created before a crash or a failed save is found there and
//! linked, never created twice. Results arrive on the host's finished-game
//! subscription and are recorded by a task of their own.

use crate::formats::Step;
use crate::state::{BoardResult, TState, TournamentId, TournamentRefusal, TournamentStatus};
use crate::views::{announcement_change, final_view, news, overview_view, pairings_view};
use crate::{Entry, Tournaments, words};
use host::{FinishedGame, GameId, GameSpec, Place, Player, UserId, View};
use std::collections::HashMap;
use std::time::Duration;
use store::StoreError;
use tokio::sync::mpsc;

/// The thread part of the place a tournament game starts in, before the
/// frontend opens its thread and calls [`host::Host::move_to_thread`].
pub const PENDING_THREAD_PREFIX: &str = "pending-tournament-game-";

/// What a command gives: its views, or why it was refused.
pub(crate) type Outcome = Result<Vec<View>, TournamentRefusal>;

/// How often a change that lost a race with another writer of the same
/// tournament row is reloaded and tried again.
const SAVE_TRIES: usize = 3;

pub(crate) fn store_place(p: &Place) -> store::Place {
    store::Place {
        guild: (!p.guild.is_empty()).then(|| p.guild.clone()),
        channel: p.channel.clone(),
        thread: p.thread.clone(),
    }
}

/// Which of a change's views are written to the outbox in its
/// transaction ([`Tournaments::save_owing`]); the others are posted by the
/// frontend once the change is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Owed {
    /// A command's change: every post it owes, held
    /// ([`store::NewPost::held`], [`View::held`]): one of them may be the
    /// command's answer, which only the frontend gives (and then drops its
    /// post); it releases the others.
    Command,
    /// A change nobody is waiting on (a timer, a game's end, a restart):
    /// every post it owes, due at once (round pairings held until their
    /// threads are linked), the calendar entries and roles they carry
    /// included (the delivery worker keeps and hands them out).
    Everything,
}

impl Owed {
    /// `post` as this change writes it. A command's view carrying a
    /// calendar entry or a server role is held like the others: shown as
    /// the command's answer, its post goes on as the edit that keeps the
    /// entry, or with its message out, for its role
    /// ([`host::Host::answered_post`]).
    pub(crate) fn post(self, post: store::NewPost) -> store::NewPost {
        match self {
            Owed::Command => post.held(),
            Owed::Everything => post,
        }
    }
}

impl Tournaments {
    /// Applies `f` to a copy of live tournament `id`, settles it (pairs
    /// what is due, starts games, finishes it), stores it, keeps it and
    /// re-arms its timer. A save that lost to another writer reloads the
    /// tournament and applies `f` again.
    pub(crate) async fn change<F>(&self, id: TournamentId, mut f: F) -> Outcome
    where
        F: FnMut(&mut TState, i64) -> Outcome,
    {
        let entry = self
            .entry(id)
            .ok_or(TournamentRefusal::NoSuchTournament { id })?;
        let mut entry = entry.lock().await;
        for attempt in 1..=SAVE_TRIES {
            let now = self.now();
            let mut work = entry.state.clone();
            let mut views = f(&mut work, now)?;
            match self
                .settle_and_save(&mut entry, work, now, &mut views, Owed::Command)
                .await
            {
                Ok(()) => {
                    self.forget_if_over(&entry);
                    return Ok(views);
                }
                Err(SaveError::Conflict) if attempt < SAVE_TRIES => {
                    self.reload(&mut entry).await;
                }
                Err(_) => return Err(TournamentRefusal::SaveFailed),
            }
        }
        Err(TournamentRefusal::SaveFailed)
    }

    /// Settles `work` at `now` (see [`Tournaments::settle`]), edits the
    /// announcement when it shows differently, and stores `work` over
    /// `entry`.
    pub(crate) async fn settle_and_save(
        &self,
        entry: &mut Entry,
        mut work: TState,
        now: i64,
        views: &mut Vec<View>,
        owed: Owed,
    ) -> Result<(), SaveError> {
        self.settle(&mut work, now, views).await;
        // The announcement's edit is written with the change too.
        let edit = announcement_change((&entry.state, entry.shown_at), &work, now);
        let ends = entry.state.is_live() && !work.is_live();
        let edited = edit.is_some();
        if let Some(v) = edit {
            views.insert(0, v);
        }
        // The crowning (and the role it hands out) is owed by the change
        // that ends the tournament: written with it when `owed` says so.
        let crowned = views.len();
        if ends && let Some(v) = self.crown(&work).await {
            views.push(v);
        }
        if let Err(e) = self.save_owing(entry, work, views, owed).await {
            views.truncate(crowned);
            if edited {
                views.remove(0);
            }
            return Err(e);
        }
        entry.shown_at = now;
        if ends && let Some(next) = self.next_edition_of(&entry.state, owed).await {
            // A series goes on: its next edition is announced at once.
            views.push(next);
        }
        Ok(())
    }

    /// Stores `work` over `entry` and keeps it.
    pub(crate) async fn save(&self, entry: &mut Entry, work: TState) -> Result<(), SaveError> {
        self.save_owing(entry, work, &mut [], Owed::Command).await
    }

    /// Stores `work` over `entry` and keeps it, writing the posts `owed`
    /// names among `views` to the outbox in the same transaction, in
    /// order, so that a crash after the commit loses none of them
    /// ([`View::in_outbox`]). Round pairings are held there until the
    /// frontend has opened and linked the games' threads.
    pub(crate) async fn save_owing(
        &self,
        entry: &mut Entry,
        mut work: TState,
        views: &mut [View],
        owed: Owed,
    ) -> Result<(), SaveError> {
        let (id, version, status, json) = (
            work.id,
            entry.state.version,
            work.status.store(),
            work.to_json(),
        );
        let owed: Vec<(usize, store::NewPost)> = views
            .iter()
            .enumerate()
            .filter(|(_, v)| v.in_outbox.is_none())
            .filter_map(|(i, v)| host::owed_post(v).map(|p| (i, owed.post(p))))
            .collect();
        let posts: Vec<store::NewPost> = owed.iter().map(|(_, p)| p.clone()).collect();
        let st = self.host().store().clone();
        let (v, stored) =
            self.host()
                .io(async move {
                    st.update_tournament_with_posts(id, version, status, &json, &posts)
                        .await
                })
                .await
                .map_err(|e| {
                    tracing::error!("save tournament {id}: {e}");
                    match e {
                        StoreError::TournamentConflict { .. }
                        | StoreError::VersionConflict { .. } => SaveError::Conflict,
                        _ => SaveError::Failed,
                    }
                })?;
        for ((i, _), post) in owed.iter().zip(&stored) {
            views[*i].in_outbox = Some(post.id);
            views[*i].held = post.is_held();
        }
        self.host().hand_off(stored);
        work.version = v;
        entry.state = work;
        self.schedule(entry);
        Ok(())
    }

    /// Replaces `entry`'s state by the stored one (another writer saved a
    /// newer version).
    pub(crate) async fn reload(&self, entry: &mut Entry) {
        let id = entry.state.id;
        let st = self.host().store().clone();
        match self.host().io(async move { st.tournament(id).await }).await {
            Ok(Some(rec)) => match TState::from_json(&rec.snapshot, rec.id, rec.version) {
                Ok(t) => {
                    entry.state = t;
                    self.schedule(entry);
                }
                Err(e) => tracing::error!("reload tournament {id}: {e}"),
            },
            Ok(None) => tracing::error!("reload tournament {id}: it is gone"),
            Err(e) => tracing::error!("reload tournament {id}: {e}"),
        }
    }

    /// Drops a finished or cancelled tournament from the live ones.
    pub(crate) fn forget_if_over(&self, entry: &Entry) {
        if !entry.state.is_live() {
            self.inner
                .live
                .lock()
                .expect("live")
                .remove(&entry.state.id);
        }
    }

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
        let st = self.host().store().clone();
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
        for step in rules.settle(t, now) {
            match step {
                Step::News(text) => views.push(news(t, text)),
                Step::Standings { title, lines } => {
                    views.push(news(t, words::standings_text(t, &lines, &title)));
                }
                Step::Failed(r) => {
                    // The organizer may try again (/tournament pair).
                    views.push(news(t, r.to_string()));
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
                        let text = rules.games_text(t, round, &shown, true);
                        views.push(pairings_view(t, round, &shown, text));
                    }
                }
                Step::Overview { first } => views.extend(overview_view(t, first)),
                Step::Finished => {
                    views.push(final_view(t));
                    return;
                }
            }
        }
        if t.should_finish(now) {
            t.status = TournamentStatus::Finished;
            views.push(final_view(t));
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
                let text = work.rules().forfeit_news(&mut work, ri, bi);
                views.push(news(&work, text));
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
    ) -> Outcome {
        let entry = self
            .entry(id)
            .ok_or(TournamentRefusal::NoSuchTournament { id })?;
        let mut entry = entry.lock().await;
        let now = self.now();
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
            views.push(news(&work, words::tournament_left_text(&work, &player)));
        } else {
            // A game of theirs that has just ended counts as played: its
            // result may still be on its way to us.
            views.extend(self.record_ended_games(&mut work, now).await);
            game = work.withdraw(user, now)?;
            views.push(news(
                &work,
                words::tournament_withdrawn_text(&work, &player, by.is_some()),
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
                views.push(news(t, words::board_result_text(t, ri, bi)));
            }
            self.inner.games.lock().expect("games").remove(&g);
        }
        views
    }
}

/// Why a tournament was not saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SaveError {
    /// Another writer saved a newer version: reload and apply again.
    Conflict,
    /// The store failed.
    Failed,
}

impl From<SaveError> for TournamentRefusal {
    fn from(_: SaveError) -> TournamentRefusal {
        TournamentRefusal::SaveFailed
    }
}

// A series goes on: see `crate::series`.
impl Tournaments {
    /// Creates the next edition of `over` (an edition that has just
    /// finished or been cancelled) when it repeats: stored (once: a second
    /// try finds the first), live, timed, and its announcement returned,
    /// written to the outbox with the new edition as `owed` writes a
    /// change's posts ([`View::in_outbox`]).
    pub(crate) async fn next_edition_of(&self, over: &TState, owed: Owed) -> Option<View> {
        let now = self.now();
        let mut t = over.next_edition(now)?;
        let new = store::NewTournament {
            place: store_place(&t.place),
            name: t.name.clone(),
            format: t.format.name().to_string(),
            organizer_id: t.organizer.id.clone(),
            snapshot: t.to_json(),
        };
        let st = self.host().store().clone();
        let follows = over.id;
        let posts = announcement_posts(&t, now, owed);
        let rec = self
            .host()
            .io(async move {
                st.create_following_tournament_with_posts(&new, follows, posts)
                    .await
            })
            .await;
        let (rec, stored) = match rec {
            Ok(Some(rec)) => rec,
            // Created before (the bot stopped after creating it).
            Ok(None) => return None,
            Err(e) => {
                tracing::error!("could not create the next edition of tournament {follows}: {e}");
                return None;
            }
        };
        t.id = rec.id;
        t.version = rec.version;
        tracing::info!(
            "tournament {}: edition {} created as tournament {}",
            over.id,
            t.edition,
            t.id
        );
        let mut view = self.go_live(t, now);
        self.announcement_written(&mut view, stored);
        Some(view)
    }

    /// Marks `view`, a new tournament's announcement, as written with its
    /// creation (`stored`: its post, see [`announcement_posts`]), and
    /// hands the post to the delivery worker.
    pub(crate) fn announcement_written(&self, view: &mut View, stored: Vec<store::Post>) {
        if let Some(post) = stored.first() {
            view.in_outbox = Some(post.id);
            view.held = post.is_held();
        }
        self.host().hand_off(stored);
    }

    /// At start: the editions that ended without their next one being
    /// created (the bot stopped in between) get it now.
    pub(crate) async fn continue_series(&self) -> Vec<View> {
        let st = self.host().store().clone();
        let since = self.now() - 62 * 86_400_000;
        let ended = match self
            .host()
            .io(async move { st.tournaments_without_successor(since).await })
            .await
        {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!("could not look for series to continue: {e}");
                return Vec::new();
            }
        };
        let mut views = Vec::new();
        for rec in ended {
            let Ok(t) = TState::from_json(&rec.snapshot, rec.id, rec.version) else {
                continue;
            };
            if t.repeat != crate::repeat::Repeat::None
                && self.host().owns(&t.place)
                && let Some(v) = self.next_edition_of(&t, Owed::Everything).await
            {
                views.push(v);
            }
        }
        views
    }
}

/// The posts that write the announcement of tournament `t` (created at
/// `now`) with its creation, as `owed` writes a change's posts: made of
/// the id the store gives it, which its key and buttons name.
pub(crate) fn announcement_posts(
    t: &TState,
    now: i64,
    owed: Owed,
) -> impl FnOnce(i64) -> Vec<store::NewPost> + Send + 'static {
    let mut t = t.clone();
    move |id| {
        t.id = id;
        host::owed_post(&crate::views::announcement(&t, now, true))
            .map(|p| owed.post(p))
            .into_iter()
            .collect()
    }
}
