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
    /// channel to go to: the frontend links it to its thread first.
    pub async fn post_views(&self, views: &[View]) -> Result<(), StoreError> {
        let posts: Vec<NewPost> = views
            .iter()
            .filter(|v| !v.place.is_provisional())
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

    /// Hands committed posts of this host's servers to the delivery worker
    /// (the others are delivered by the process serving their server, which
    /// reads them from the store).
    pub(super) fn hand_off(&self, mut posts: Vec<Post>) {
        let servers = self.outbox_servers();
        posts.retain(|p| servers.holds(p.server_key));
        self.inner.handoff.give(posts);
    }
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
