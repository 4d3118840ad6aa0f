//! Posts owed outside a game change (a challenge, a game's first board, a
//! tournament's pairings and news, a season's standings): written to the
//! store's outbox, in order, for the frontend's delivery worker, which
//! posts them exactly once through Discord's failures and after a
//! restart, as it does a game's boards.

use super::Host;
use crate::view::View;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use store::{NewPost, Post, StoreError};

/// Committed posts on their way to the delivery worker, and its wake-up.
/// Posts are handed over only once a worker listens ([`Handoff::listen`]);
/// before, the store alone has them (a worker reads it when it starts).
#[derive(Default)]
pub(super) struct Handoff {
    posts: Mutex<Vec<Post>>,
    wake: Arc<tokio::sync::Notify>,
    listening: AtomicBool,
    /// A held post of a chain was given as an answer (dropped): posts of
    /// its chain that waited for it may go now.
    chain_freed: AtomicBool,
}

impl Handoff {
    /// A worker listens from now on: the wake-up it waits on.
    pub(super) fn listen(&self) -> Arc<tokio::sync::Notify> {
        self.listening.store(true, Ordering::SeqCst);
        self.wake.clone()
    }

    /// Hands `posts` (just committed) to the worker and wakes it.
    fn give(&self, posts: Vec<Post>) {
        if posts.is_empty() || !self.listening.load(Ordering::SeqCst) {
            return;
        }
        self.posts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(posts);
        self.wake.notify_one();
    }

    /// A held post of a chain is gone (given as an answer): wakes the
    /// worker to read the store for what waited behind it.
    fn free_chain(&self) {
        if self.listening.load(Ordering::SeqCst) {
            self.chain_freed.store(true, Ordering::SeqCst);
            self.wake.notify_one();
        }
    }

    /// Whether a chain was freed since the last call ([`Handoff::free_chain`]).
    pub(super) fn take_chain_freed(&self) -> bool {
        self.chain_freed.swap(false, Ordering::SeqCst)
    }

    pub(super) fn take(&self) -> Vec<Post> {
        std::mem::take(&mut *self.posts.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

impl Host {
    /// Writes `views` to the outbox, in order, in one transaction, and
    /// wakes the delivery worker. A view's lane is its thread, else its
    /// channel; it belongs to its server (the process serving that server
    /// delivers it).
    ///
    /// A view of a provisional place (a thread not opened yet) has no
    /// channel to go to: the frontend links it to its thread first. A view
    /// written already with its change ([`View::in_outbox`]) is not written
    /// again; held pairings are released as `views` show them now.
    pub async fn post_views(&self, views: &[View]) -> Result<(), StoreError> {
        for v in views {
            if let Some(id) = v.in_outbox
                && v.held
                && !v.place.is_provisional()
            {
                self.release_post(id, v).await?;
            }
        }
        let posts: Vec<NewPost> = views
            .iter()
            .filter(|v| !v.place.is_provisional() && v.in_outbox.is_none())
            .map(|v| outbox_post(v, v.to_record()))
            .collect();
        self.enqueue_and_hand_off(posts).await
    }

    /// Writes `posts` to the outbox and hands them to the delivery worker.
    async fn enqueue_and_hand_off(&self, posts: Vec<NewPost>) -> Result<(), StoreError> {
        if posts.is_empty() {
            return Ok(());
        }
        let st = self.inner.store.clone();
        let stored = self
            .io(async move { st.enqueue_posts(&posts).await })
            .await?;
        self.hand_off(stored);
        Ok(())
    }

    /// Writes to the outbox what follows `views` that a frontend showed
    /// itself (an interaction's reply): the server roles they hand out.
    /// Each is written with its message out already
    /// ([`store::NewPost::shown`]), in its server's role lane
    /// ([`crate::Place::role_lane`]), so the delivery worker applies its
    /// role in turn with the server's other role changes, retried like a
    /// post, and never posts the view.
    pub async fn post_shown_jobs(&self, views: &[View]) -> Result<(), StoreError> {
        let posts: Vec<NewPost> = views
            .iter()
            .filter(|v| v.role_change.is_some() && !v.place.is_provisional())
            .map(|v| {
                // Its message is out: its file is not needed.
                let mut post = outbox_post(v, v.to_record()).shown().with_file(None);
                post.lane = v.place.role_lane();
                post
            })
            .collect();
        self.enqueue_and_hand_off(posts).await
    }

    /// Releases held post `id` ([`View::in_outbox`]) as `view` shows it
    /// now (its pairings linked to the games' threads, a first board in
    /// its game's new thread) into the lane of its place: due at once, and
    /// handed to the worker. Whether it was still held.
    pub async fn release_post(&self, id: i64, view: &View) -> Result<bool, StoreError> {
        let (payload, lane) = (view.to_record(), view.place.lane());
        let st = self.inner.store.clone();
        let released = self
            .io(async move { st.release_post_to(id, Some(&lane), &payload).await })
            .await?;
        let was_held = released.is_some();
        self.hand_off(released.into_iter().collect());
        if let Some(game) = view.game {
            self.opened(game).await;
        }
        Ok(was_held)
    }

    /// Drops the held post of `view` ([`View::held`]): the frontend gave
    /// it as an interaction's answer, or what it shows is gone (a game
    /// ended before it had a place). Nothing for any other view. A store
    /// that fails is logged: the post is then delivered after all.
    pub async fn drop_post(&self, view: &View) {
        let Some(id) = view.in_outbox.filter(|_| view.held) else {
            return;
        };
        let st = self.inner.store.clone();
        match self.io(async move { st.drop_held_post(id).await }).await {
            Ok(_) => self.inner.handoff.free_chain(),
            Err(e) => tracing::warn!("held post {id} given already is still in the outbox: {e}"),
        }
        if let Some(game) = view.game {
            self.opened(game).await;
        }
    }

    /// Notes that game `id` has its first board on its way
    /// (written held at its start, now released or given): the AI may
    /// act in it now. See [`Host::hold_start`].
    pub(super) async fn opened(&self, id: crate::GameId) {
        let was = self
            .inner
            .opening
            .lock()
            .expect("opening games")
            .remove(&id);
        if was && let Some(slot) = self.slot(id) {
            let mut s = slot.lock().await;
            self.wake_ai(&mut s);
        }
    }

    /// Notes that game `id`'s first board is among `stored`, written held
    /// for the frontend (which moves the game into its thread, then
    /// releases it): until then the AI makes no move in it
    /// ([`Host::opened`]). Called before the game is live.
    pub(super) fn hold_start(&self, id: crate::GameId, stored: &[Post]) {
        if stored.iter().any(|p| p.is_held() && p.game_id == Some(id)) {
            self.inner.opening.lock().expect("opening games").insert(id);
        }
    }

    /// The frontend gave held `view` ([`View::held`]) as an interaction's
    /// answer: its post is dropped ([`Host::drop_post`]), or, when it hands
    /// out a server role, released with its message out already
    /// ([`store::NewPost::shown`]), so that the delivery worker hands out
    /// the role only. A store that fails is logged: the post is then
    /// delivered after all (or its role handed out at the next start).
    pub async fn answered_post(&self, view: &View) {
        if view.role_change.is_none() {
            return self.drop_post(view).await;
        }
        let Some(id) = view.in_outbox.filter(|_| view.held) else {
            return;
        };
        let (st, payload) = (self.inner.store.clone(), view.to_record());
        match self
            .io(async move { st.release_post_shown(id, &payload).await })
            .await
        {
            Ok(released) => self.hand_off(released.into_iter().collect()),
            Err(e) => tracing::warn!("held post {id} given already is still held: {e}"),
        }
        if let Some(game) = view.game {
            self.opened(game).await;
        }
    }

    /// [`Host::answered_post`] for an answer shown as message `message`
    /// (its reference, as [`Host::remember_message`] takes it): the view's
    /// message is recorded under its key in the same transaction as its
    /// held post is dropped, so a crash between them can neither post the
    /// view a second time nor forget the message a later edit must edit.
    pub async fn answered_post_as(&self, view: &View, message: Option<String>) {
        let key = view.key.clone().zip(message);
        let Some(id) = view
            .in_outbox
            .filter(|_| view.held && view.role_change.is_none())
        else {
            self.answered_post(view).await;
            if let Some((k, r)) = key {
                self.remember_message(&k, &r).await;
            }
            return;
        };
        let (st, now) = (self.inner.store.clone(), self.inner.clock.now_ms());
        let done = self
            .io(async move {
                let key = key.as_ref().map(|(k, r)| (k.as_str(), r.as_str()));
                st.answered_held_post(id, key, now).await
            })
            .await;
        match done {
            Ok(_) => self.inner.handoff.free_chain(),
            Err(e) => tracing::warn!("held post {id} given already is still in the outbox: {e}"),
        }
        if let Some(game) = view.game {
            self.opened(game).await;
        }
    }

    /// The held posts of this host's servers, as views (each with its
    /// [`View::in_outbox`]): after a restart the frontend completes and
    /// releases what a crash left held. A game's view goes where the game
    /// is now (a game that waited for its thread is played in its
    /// channel); one of a game that waited for its thread and is no longer
    /// live is dropped. A post that cannot be read is logged and left.
    pub async fn held_views(&self) -> Vec<View> {
        let (st, servers) = (self.inner.store.clone(), self.outbox_servers());
        let posts = match self.io(async move { st.held_posts(servers).await }).await {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!("could not read the held posts: {e}");
                return Vec::new();
            }
        };
        let mut views = Vec::with_capacity(posts.len());
        for p in posts {
            let mut v = match View::from_post(&p) {
                Ok(v) => v,
                Err(e) => {
                    tracing::warn!("held post {} cannot be read: {e}", p.id);
                    continue;
                }
            };
            v.in_outbox = Some(p.id);
            v.held = true;
            // A first board of a game that waited for its thread (an
            // arena's pairing names its game too, and stays where it is),
            // or one that went with its game into a thread opened before
            // the crash (a game against the AI starts in its channel).
            let provisional = v.place.is_provisional();
            if let Some(game) = v
                .game
                .filter(|_| provisional || v.kind == crate::ViewKind::GameStart)
            {
                match self.place_of(game).await {
                    Some(now) if !now.is_provisional() => {
                        let from = v.place.clone();
                        v = v.moved_to(game, &from, &now);
                    }
                    // Still waiting: left held.
                    Some(_) => continue,
                    // Over (or not this process's): nothing to show.
                    None if provisional => {
                        self.drop_post(&v).await;
                        continue;
                    }
                    // Over where it was shown: its board shows how it began.
                    None => {}
                }
            }
            views.push(v);
        }
        views
    }

    /// Hands committed posts of this host's servers to the delivery worker
    /// (the others are delivered by the process serving their server, which
    /// reads them from the store). A held post is handed over too: what
    /// its lane is given later waits for it.
    pub fn hand_off(&self, mut posts: Vec<Post>) {
        let servers = self.outbox_servers();
        posts.retain(|p| servers.holds(p.server_key));
        self.inner.handoff.give(posts);
    }
}

/// The outbox row that writes `view` in the transaction of the change
/// that owes it, or `None` for a view that cannot wait in the outbox (a
/// provisional place, a private answer). A round's pairings are written held
/// ([`NewPost::held`]): the frontend links the games' threads, opened
/// after the commit, and releases it.
pub fn owed_post(view: &View) -> Option<NewPost> {
    if view.place.is_provisional() || view.audience != crate::view::Audience::Public {
        return None;
    }
    let post = outbox_post(view, view.to_record());
    Some(if view.kind == crate::ViewKind::Pairings {
        post.held()
    } else {
        post
    })
}

/// The held outbox row of `view`, written in the transaction of the
/// change a member's action made ([`View::held`]), or `None` for a view
/// that cannot wait in the outbox (a private answer). The record keeps
/// the roles it pings (an open challenge's looking-for-a-game role), the
/// calendar entry and the server role it carries. A view at a provisional
/// place waits in its channel's lane until it is released into its game's
/// thread.
pub(super) fn held_post(view: &View) -> Option<NewPost> {
    if view.audience != crate::view::Audience::Public {
        return None;
    }
    let mut post = outbox_post(view, view.to_record()).held();
    if view.place.is_provisional() {
        post.lane = view.place.without_thread().lane();
    }
    Some(post)
}

/// The held outbox rows of `views` ([`held_post`]), in order.
pub(super) fn held_posts(views: &[View]) -> Vec<NewPost> {
    views.iter().filter_map(held_post).collect()
}

/// Marks `views` as written with their change: `stored` are the posts
/// written for those of them that `owes` (in order). What could not be
/// matched stays for the frontend to post.
pub(super) fn mark_written(views: &mut [View], stored: &[Post], owes: impl Fn(&View) -> bool) {
    let owing: Vec<&mut View> = views.iter_mut().filter(|v| owes(v)).collect();
    if owing.len() != stored.len() {
        tracing::error!(
            "{} views owed, {} posts written: the frontend posts them",
            owing.len(),
            stored.len()
        );
        return;
    }
    for (v, p) in owing.into_iter().zip(stored) {
        v.in_outbox = Some(p.id);
        v.held = p.is_held();
    }
}

/// The outbox row of `view` with its stored text `payload`: its lane (the
/// thread, else the channel), its server, its game if it has one, and its
/// chain ([`chain_of`]).
pub(super) fn outbox_post(view: &View, payload: String) -> NewPost {
    let mut post = NewPost::new(view.place.lane(), payload)
        .to_server(&view.place.guild)
        .with_file(view.file.as_ref().map(|f| f.bytes.clone()));
    if let Some(chain) = chain_of(view) {
        post = post.in_chain(chain);
    }
    match view.game {
        Some(game) => post.for_game(game),
        None => post,
    }
}

/// The chain `view`'s post belongs to ([`NewPost::in_chain`]): its game's,
/// else its event's (a tournament's). Its posts go in the order written.
pub(super) fn chain_of(view: &View) -> Option<String> {
    match (view.game, view.event) {
        (Some(game), _) => Some(store::chain_of_game(game)),
        (None, Some(event)) => Some(store::chain_of_event(event)),
        (None, None) => None,
    }
}

/// The posts a member's action owes (with the outbox on): every public
/// view it returns, held ([`held_post`]). The frontend
/// gives one as the interaction's answer and drops its post, and releases
/// the others.
pub(super) fn owed_by_action(outbox: bool, views: &[View]) -> Vec<NewPost> {
    if outbox {
        held_posts(views)
    } else {
        Vec::new()
    }
}
