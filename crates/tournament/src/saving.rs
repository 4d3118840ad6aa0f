//! Saving a change of a tournament: applied to a copy under the
//! tournament's own lock, settled, stored (one row, optimistic version
//! check, the posts it owes written to the outbox in the same
//! transaction), and only then kept; a change that lost a race with
//! another writer is reloaded and applied again.

use crate::off_thread::off_thread;
use crate::state::{TState, TournamentId, TournamentRefusal};
use crate::views::{announcement_change, overview_picture_owed};
use crate::{Entry, Tournaments};
use host::{Place, View};
use store::StoreError;

/// What a command gives: its views, or why it was refused.
pub(crate) type Answer = Result<Vec<View>, TournamentRefusal>;

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
    pub(crate) async fn change<F>(&self, id: TournamentId, mut f: F) -> Answer
    where
        F: FnMut(&mut TState, i64) -> Answer,
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
        self.draw_overview(&work, views).await;
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

    /// The language of the words drawn in a public post's picture on
    /// server `guild`: its posts' ([`host::Host::language_of`]).
    pub(crate) async fn picture_locale(&self, guild: &str) -> locale::Locale {
        self.host().language_of(guild).await
    }

    /// Draws `t`'s overview picture (a knockout's bracket), off the async
    /// workers and once, into every overview post among `views` that is
    /// still without it (shown as `t` stands after the change), its labels
    /// in [`Tournaments::picture_locale`].
    async fn draw_overview(&self, t: &TState, views: &mut [View]) {
        if !views.iter().any(|v| overview_picture_owed(t, v)) {
            return;
        }
        let locale = self.picture_locale(&t.place.guild).await;
        let shown = t.clone();
        let picture = off_thread(move || shown.rules().overview_picture(&shown, locale)).await;
        for v in views.iter_mut().filter(|v| overview_picture_owed(t, v)) {
            v.file = picture.clone();
        }
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
        let st = self.store().clone();
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
        let st = self.store().clone();
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
