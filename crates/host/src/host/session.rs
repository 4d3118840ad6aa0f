//! The session cycle of a game: an action is applied to a copy of the game
//! under its lock ([`Host::transact`]), the change is committed to the store
//! ([`Host::commit`]; on a conflict the game is reloaded from the store),
//! and the game's one timer is re-armed for its next wake-up (a question
//! timing out, a flag falling, a reminder). Games are created here too.

use super::{Host, Inner, Slot, host_place, player_ref, store_place};
use crate::change::game_change;
use crate::game::{GameCore, Note};
use crate::ids::{GameId, Place, Player};
use crate::refusal::Refusal;
use crate::settings::GameSettings;
use crate::snapshot::Snapshot;
use crate::view::coalesce;
use crate::view::{View, ViewKind};
use std::future::Future;
use std::sync::{Arc, Weak};
use std::time::Duration;
use store::{NewGame, StoreError};
use tokio::sync::Mutex;

/// Who shows the public views of a member's action on a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shown {
    /// The outbox posts them all (a typed move, a button, the AI).
    ByOutbox,
    /// The frontend answers the action's interaction with the first one
    /// that goes where the action was asked ([`Host::act_answered`]): it
    /// is written held.
    ByAnswer,
}

impl Host {
    /// Applies `f` to a copy of the game, commits it, then keeps it and
    /// returns its views. Due timeouts are applied (and committed) first.
    pub(super) async fn transact<F>(
        &self,
        slot: &Arc<Mutex<Slot>>,
        actor: &Player,
        place: &Place,
        shown: Shown,
        f: F,
    ) -> Vec<View>
    where
        F: FnOnce(&mut GameCore, i64) -> Result<Vec<Note>, Refusal>,
    {
        let mut s = slot.lock().await;
        let now = self.inner.clock.now_ms();
        let mut views = Vec::new();
        self.tick_locked(&mut s, now, &mut views).await;
        let Some(core) = s.core.as_ref().filter(|c| !c.is_over()) else {
            views.push(View::refused(place, &actor.id, &Refusal::GameOver));
            return views;
        };
        let mut work = core.clone();
        match f(&mut work, now) {
            Err(r) => views.push(View::refused(&core.place.clone(), &actor.id, &r)),
            Ok(notes) => match self
                .commit_shown(
                    &mut s,
                    work,
                    &notes,
                    now,
                    (shown == Shown::ByAnswer).then_some(place),
                )
                .await
            {
                Ok(v) => views.extend(v),
                Err(e) => {
                    tracing::error!("commit failed: {e}");
                    views.push(View::refused(place, &actor.id, &Refusal::SaveFailed));
                }
            },
        }
        let id = s.core.as_ref().map(|c| c.id).unwrap_or_default();
        self.schedule(&mut s, id);
        views
    }

    /// The frontend delivered the pending question of game `game` on the
    /// flight message `key` at `at_ms` (unix ms). A question that reached
    /// the defender more than a second late gets its whole answer time from
    /// then (committed, and the timer re-armed); otherwise nothing changes.
    pub async fn question_delivered(&self, game: GameId, key: &str, at_ms: i64) {
        let Some(slot) = self.slot(game) else { return };
        let mut s = slot.lock().await;
        let Some(core) = s.core.as_ref().filter(|c| !c.is_over()) else {
            return;
        };
        if core.flight_key() != key {
            return;
        }
        let mut work = core.clone();
        if !work.question_delivered(at_ms) {
            return;
        }
        let now = self.inner.clock.now_ms();
        if let Err(e) = self.commit(&mut s, work, &[], now).await {
            tracing::warn!("could not save the later deadline of game {game}: {e}");
        }
        self.schedule(&mut s, game);
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
    pub(super) async fn commit(
        &self,
        s: &mut Slot,
        work: GameCore,
        notes: &[Note],
        now: i64,
    ) -> Result<Vec<View>, StoreError> {
        self.commit_shown(s, work, notes, now, None).await
    }

    /// [`Host::commit`]; with `answered_at` (where a member's interaction
    /// asked for the change, [`Shown::ByAnswer`]), the first public view
    /// that goes there is written held and returned ([`View::held`]).
    async fn commit_shown(
        &self,
        s: &mut Slot,
        mut work: GameCore,
        notes: &[Note],
        now: i64,
        answered_at: Option<&Place>,
    ) -> Result<Vec<View>, StoreError> {
        let before = s.core.as_ref().expect("live game");
        // Through the outbox: the public views are written with the change
        // (a provisional place has no channel yet: its views are returned
        // and moved by the frontend with the game).
        let outbox = self.inner.cfg.outbox && !work.place.is_provisional();
        // With the outbox, the views are built once, as they will be after
        // the commit (button ids carry the version): the public ones go
        // into the change, the private ones are returned.
        let mut private: Option<Vec<View>> = None;
        // The view the interaction's answer gives, held: the index of its
        // post in the change.
        let mut answer: Option<(usize, View)> = None;
        let change = if outbox {
            work.hold_new_question(before);
            let mut change = game_change(before, &work, notes, now);
            let mut shown = work.clone();
            shown.version = before.version + 1;
            let rated = change.rate.is_some();
            let (public, others): (Vec<View>, Vec<View>) = shown
                .views(before, notes, now)
                .into_iter()
                .partition(|v| v.is_public());
            private = Some(others);
            for v in coalesce(public) {
                let payload = if rated && v.kind == ViewKind::GameEnd {
                    v.to_rated_record(&work.players)
                } else {
                    v.to_record()
                };
                let mut post = super::posts::outbox_post(&v, payload).for_game(work.id);
                if answer.is_none() && answered_at.is_some_and(|at| may_answer(&v, at)) {
                    post = post.held();
                    answer = Some((change.posts.len(), v));
                }
                change = change.post(post);
            }
            if rated {
                change = change.show_ratings(store::ShowRatings(crate::view_record::show_ratings));
            }
            change
        } else {
            game_change(before, &work, notes, now)
        };
        let wrote_posts = !change.posts.is_empty();
        let st = self.inner.store.clone();
        let done = self
            .io(async move { st.commit_game_change(&change).await })
            .await;
        let mut done = match done {
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
        if !notes.is_empty() {
            work.changed = now;
        }
        let mut views = match private {
            // Built for the version the commit made (it always makes
            // `before + 1`; built anew should that ever change).
            Some(private) if work.version == before.version + 1 => private,
            Some(_) => {
                let mut v = work.views(before, notes, now);
                v.retain(|v| !v.is_public());
                v
            }
            None => work.views(before, notes, now),
        };
        if let Some((i, mut v)) = answer
            && let Some(post) = done.posts.get(i)
        {
            // Built for the version the commit made, as the private ones.
            if work.version == before.version + 1 {
                v.in_outbox = Some(post.id);
                v.held = true;
                v.first_of_chain = post.first_of_chain;
                views.insert(0, v);
            } else {
                tracing::error!(
                    "game {} moved to version {} instead of {}: its held answer is released",
                    work.id,
                    work.version,
                    before.version + 1
                );
                let payload = post.payload.clone();
                let (id, st) = (post.id, self.inner.store.clone());
                if let Ok(Some(p)) = self
                    .io(async move { st.release_post_to(id, None, &payload).await })
                    .await
                {
                    done.posts.push(p);
                }
            }
        }
        if outbox && wrote_posts {
            // The public ones are in the outbox: straight to the worker
            // (a held one waits there for its answer).
            self.hand_off(std::mem::take(&mut done.posts));
        }
        super::ratings::add_rating_lines(&mut views, &work.players, &done);
        let over = work.is_over();
        let (id, place) = (work.id, work.place.clone());
        s.core = Some(work);
        if over {
            // Subscribers (an event that paired the game) hear of the end
            // on their own channel: nothing here waits for them.
            if let Some(core) = &s.core {
                self.tell_finished(core);
            }
            self.mine_later(id);
            self.inner.games.lock().expect("games").remove(&id);
            let mut places = self.inner.places.lock().expect("places");
            if places.get(&place) == Some(&id) {
                places.remove(&place);
            }
        }
        Ok(views)
    }

    pub(super) async fn reload(&self, s: &mut Slot, id: GameId) {
        let st = self.inner.store.clone();
        if let Ok(Some(rec)) = self.io(async move { st.game(id).await }).await {
            if rec.status != store::GameStatus::Ongoing {
                s.core = None;
                self.inner.games.lock().expect("games").remove(&id);
                return;
            }
            if let Ok(mut core) =
                Snapshot::restore(&rec.snapshot, id, host_place(&rec.place), rec.version)
            {
                // Changed by someone else, at the latest now.
                core.changed = self.inner.clock.now_ms();
                s.core = Some(core);
            }
        }
    }

    /// (Re)arms the game's one timer for its next wake-up, and sets the AI
    /// thinking when it must act.
    pub(super) fn schedule(&self, s: &mut Slot, id: GameId) {
        self.wake_ai(s);
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
        let refuse = |r: Refusal| View::refused(place, &white.id, &r);
        let (core, _) = self
            .new_core(place, white.clone(), black, settings)
            .map_err(refuse)?;
        self.create_and_install(core).await.map_err(refuse)
    }

    /// A new game's core at `place` (free, two different players), not
    /// stored yet, and the time it starts.
    fn new_core(
        &self,
        place: &Place,
        white: Player,
        black: Player,
        settings: GameSettings,
    ) -> Result<(GameCore, i64), Refusal> {
        if white.id == black.id {
            return Err(Refusal::TwoPlayersNeeded);
        }
        self.check_place_free(place)?;
        let now = self.inner.clock.now_ms();
        let core = GameCore::new(0, place.clone(), [white, black], settings, now)?;
        Ok((core, now))
    }

    /// [`Host::start_game`] by a member's action (a game against the AI):
    /// its first board is written held with the game (with the outbox on,
    /// see [`super::posts::owed_by_action`]); the frontend moves it
    /// into the game's thread and releases it.
    pub(super) async fn start_game_by_action(
        &self,
        place: &Place,
        white: Player,
        black: Player,
        settings: GameSettings,
    ) -> Result<(GameId, Vec<View>), View> {
        let refuse = |r: Refusal| View::refused(place, &white.id, &r);
        let (core, now) = self
            .new_core(place, white.clone(), black, settings)
            .map_err(refuse)?;
        let outbox = self.inner.cfg.outbox;
        let created = core.clone();
        let owed = move |game: GameId| {
            let mut created = created;
            created.id = game;
            let board = start_view(&created, game, now);
            super::posts::owed_by_action(outbox, &[board])
        };
        let (id, mut views, stored) = self
            .create_and_install_owing(core, Some(now), owed)
            .await
            .map_err(refuse)?;
        self.written(&mut views, stored);
        Ok((id, views))
    }

    /// Stores a new game and makes it live: its id and start views.
    pub(super) async fn create_and_install(
        &self,
        core: GameCore,
    ) -> Result<(GameId, Vec<View>), Refusal> {
        let (id, views, _) = self
            .create_and_install_owing(core, None, |_| Vec::new())
            .await?;
        Ok((id, views))
    }

    /// [`Host::create_and_install`], writing the posts `owed` makes of the
    /// game's id in its transaction; the start views show it at `now`
    /// (`None`: once it is stored). Its id, start views and the posts as
    /// stored.
    async fn create_and_install_owing(
        &self,
        core: GameCore,
        now: Option<i64>,
        owed: impl FnOnce(GameId) -> Vec<store::NewPost> + Send + 'static,
    ) -> Result<(GameId, Vec<View>, Vec<store::Post>), Refusal> {
        let new = self.new_game_record(&core);
        let st = self.inner.store.clone();
        let (rec, stored) = self
            .io(async move { st.create_game_with_posts(&new, owed).await })
            .await
            .map_err(|e| {
                tracing::error!("create game: {e}");
                Refusal::SaveFailed
            })?;
        self.hold_start(rec.id, &stored);
        let views = match now {
            Some(now) => self.install_at(core, rec.id, rec.version, now).await,
            None => self.install(core, rec.id, rec.version).await,
        };
        Ok((rec.id, views, stored))
    }

    /// Moves game `id` (just started in a channel, or at its provisional
    /// place) into the thread `thread` opened for it there, in the store
    /// and in memory. The views the start produced are for the thread too:
    /// see [`View::moved_to`].
    pub async fn move_to_thread(&self, id: GameId, thread: &str) -> Result<Place, Refusal> {
        self.relink(id, Some(thread)).await
    }

    /// Moves game `id` from its provisional place (see
    /// [`Place::provisional`]) into its channel itself, when no thread could
    /// be opened for it. Refused when another game is played in the channel.
    pub async fn move_to_channel(&self, id: GameId) -> Result<Place, Refusal> {
        self.relink(id, None).await
    }

    /// Moves game `id` to `thread` of its channel (`None`: the channel).
    async fn relink(&self, id: GameId, thread: Option<&str>) -> Result<Place, Refusal> {
        let slot = self.slot(id).ok_or(Refusal::GameOver)?;
        let mut s = slot.lock().await;
        let core = s.core.as_mut().ok_or(Refusal::GameOver)?;
        let from = core.place.clone();
        let to = match thread {
            Some(t) => from.with_thread(t),
            None => from.without_thread(),
        };
        if to == from {
            return Ok(to);
        }
        self.check_place_free(&to)?;
        let st = self.inner.store.clone();
        let t = thread.map(str::to_string);
        match self
            .io(async move { st.set_game_thread(id, t.as_deref()).await })
            .await
        {
            Ok(()) => {}
            Err(StoreError::PlaceTaken { .. }) => {
                return Err(Refusal::PlaceTaken {
                    thread: to.thread.is_some(),
                });
            }
            Err(e) => {
                tracing::error!("could not move game {id} to {to}: {e}");
                return Err(Refusal::SaveFailed);
            }
        }
        core.place = to.clone();
        let mut places = self.inner.places.lock().expect("places");
        if places.get(&from) == Some(&id) {
            places.remove(&from);
        }
        places.insert(to.clone(), id);
        Ok(to)
    }

    /// Refuses a place that already has a live game.
    pub(super) fn check_place_free(&self, place: &Place) -> Result<(), Refusal> {
        match self.game_at(place) {
            Some(_) => Err(Refusal::PlaceTaken {
                thread: place.thread.is_some(),
            }),
            None => Ok(()),
        }
    }

    pub(super) fn new_game_record(&self, core: &GameCore) -> NewGame {
        NewGame {
            place: store_place(&core.place),
            preset: core.settings.preset.name().to_string(),
            king_strikes: core.settings.king_strikes,
            intercept_seconds: core.settings.intercept_secs as i64,
            time_control: core.settings.time.to_string(),
            white: player_ref(&core.players[0]),
            black: player_ref(&core.players[1]),
            start_fen: core.game.start().fen(),
            snapshot: Snapshot::of(core).to_json(),
        }
    }

    /// Makes a created game live and returns its start view.
    pub(super) async fn install(&self, core: GameCore, id: GameId, version: i64) -> Vec<View> {
        let now = self.inner.clock.now_ms();
        self.install_at(core, id, version, now).await
    }

    /// [`Host::install`] with the start view as it shows at `now` (the
    /// view written already with the game: [`start_view`]).
    pub(super) async fn install_at(
        &self,
        mut core: GameCore,
        id: GameId,
        version: i64,
        now: i64,
    ) -> Vec<View> {
        core.id = id;
        core.version = version;
        let view = start_view(&core, id, now);
        let place = core.place.clone();
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
        vec![view]
    }
}

/// The first message of game `id` (`core` as created) at `now`: the board,
/// notifying both players (never the AI).
pub(super) fn start_view(core: &GameCore, id: GameId, now: i64) -> View {
    crate::view::View::said(&core.place, ViewKind::GameStart, core.start_words(now))
        .game(id)
        .board(core.image(*core.pos(), None))
        .mentioning(core.humans(&[engine::Color::White, engine::Color::Black]))
}

/// Whether public view `v` of a change may be the answer of an
/// interaction asked at `at`: a new message (not an edit of another) in
/// the same channel or thread, never a round's pairings.
fn may_answer(v: &View, at: &Place) -> bool {
    v.replaces.is_none() && v.kind != ViewKind::Pairings && v.place.lane() == at.lane()
}
