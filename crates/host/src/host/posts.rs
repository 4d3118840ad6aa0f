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
                && v.kind == crate::ViewKind::Pairings
            {
                self.release_post(id, v).await?;
            }
        }
        let posts: Vec<NewPost> = views
            .iter()
            .filter(|v| !v.place.is_provisional() && v.in_outbox.is_none())
            .map(|v| outbox_post(v, v.to_record()))
            .collect();
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
    /// ([`store::NewPost::shown`]), so the delivery worker applies its
    /// role, retried like a post, and never posts the view.
    pub async fn post_shown_jobs(&self, views: &[View]) -> Result<(), StoreError> {
        let posts: Vec<NewPost> = views
            .iter()
            .filter(|v| v.role_change.is_some() && !v.place.is_provisional())
            .map(|v| outbox_post(v, v.to_record()).shown())
            .collect();
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

    /// Releases held post `id` ([`View::in_outbox`]) as `view` shows it
    /// now (its pairings linked to the games' threads): due at once, and
    /// handed to the worker. Whether it was still held.
    pub async fn release_post(&self, id: i64, view: &View) -> Result<bool, StoreError> {
        let payload = view.to_record();
        let st = self.inner.store.clone();
        let released = self
            .io(async move { st.release_post(id, &payload).await })
            .await?;
        let was_held = released.is_some();
        self.hand_off(released.into_iter().collect());
        Ok(was_held)
    }

    /// The held posts of this host's servers, as views (each with its
    /// [`View::in_outbox`]): after a restart the frontend completes and
    /// releases what a crash left held. A post that cannot be read is
    /// logged and left.
    pub async fn held_views(&self) -> Vec<View> {
        let (st, servers) = (self.inner.store.clone(), self.outbox_servers());
        let posts = match self.io(async move { st.held_posts(servers).await }).await {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!("could not read the held posts: {e}");
                return Vec::new();
            }
        };
        posts
            .into_iter()
            .filter_map(|p| match View::from_record(&p.payload) {
                Ok(mut v) => {
                    v.in_outbox = Some(p.id);
                    Some(v)
                }
                Err(e) => {
                    tracing::warn!("held post {} cannot be read: {e}", p.id);
                    None
                }
            })
            .collect()
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
/// provisional place, a private answer, pinged roles, which the record
/// does not keep). A round's pairings are written held
/// ([`NewPost::held`]): the frontend links the games' threads, opened
/// after the commit, and releases it.
pub fn owed_post(view: &View) -> Option<NewPost> {
    if view.place.is_provisional()
        || view.audience != crate::view::Audience::Public
        || !view.role_mentions.is_empty()
    {
        return None;
    }
    let post = outbox_post(view, view.to_record());
    Some(if view.kind == crate::ViewKind::Pairings {
        post.held()
    } else {
        post
    })
}

/// The outbox row of `view` with its stored text `payload`: its lane (the
/// thread, else the channel), its server, and its game if it has one.
pub(super) fn outbox_post(view: &View, payload: String) -> NewPost {
    let post = NewPost::new(view.place.lane(), payload).to_server(&view.place.guild);
    match view.game {
        Some(game) => post.for_game(game),
        None => post,
    }
}
