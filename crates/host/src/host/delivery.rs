//! The outbox as the frontend's delivery worker reads and marks it: the
//! posts handed over at their commit, the due head of each lane, what was
//! delivered, failed or reached its stage, and the outbox's numbers.
//!
//! The worker (Discord's `outbox.rs`) decides how and when to post; the
//! store's side of it is here, so that a frontend needs no store of its
//! own. Every read and mark is of this host's servers
//! ([`Host::outbox_servers`]): a post belongs to the server it goes to,
//! not to the process that wrote it. The rows are the store's own
//! ([`crate::Post`], re-exported by the host).

use super::Host;
use store::{OutboxStats, Post, StoreError};

impl Host {
    /// Whether `post` may go now as far as its chain is concerned: no post
    /// of its chain (its game's, its event's) written before it is still
    /// undelivered, held ones included ([`store::NewPost::in_chain`]).
    pub async fn first_of_chain(&self, post: &Post) -> Result<bool, StoreError> {
        if post.chain.is_none() {
            return Ok(true);
        }
        let (st, id, chain) = (self.inner.store.clone(), post.id, post.chain.clone());
        self.io(async move { st.first_of_chain(id, chain.as_deref()).await })
            .await
    }

    /// Waits at most `within` until `view`, written held with its change
    /// ([`crate::View::held`]), is first of its chain but for the posts of
    /// `batch` (the other views of the same action, which the frontend
    /// releases right after it): nothing of its game or event written
    /// before it is still to be posted. A frontend about to show it itself
    /// (as an interaction's answer) asks first; `false`: posts before it
    /// are still on their way (held, or waiting out a retry), so it goes
    /// through the outbox, after them.
    pub async fn first_of_chain_within(
        &self,
        view: &crate::View,
        batch: &[crate::View],
        within: std::time::Duration,
    ) -> bool {
        let Some(id) = view.in_outbox.filter(|_| view.held) else {
            return true;
        };
        if view.first_of_chain {
            // Found so by the statement that wrote it: nothing to read.
            return true;
        }
        let Some(chain) = super::posts::chain_of(view) else {
            return true;
        };
        let ours: Vec<i64> = batch.iter().filter_map(|v| v.in_outbox).collect();
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let (st, chain) = (self.inner.store.clone(), chain.clone());
            match self
                .io(async move { st.earlier_in_chain(id, &chain, 64).await })
                .await
            {
                Ok(earlier) if earlier.iter().all(|e| ours.contains(e)) => return true,
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!("could not read the outbox: {e}");
                    return false;
                }
            }
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }

    /// Notified whenever a change has written posts to the outbox (with
    /// [`crate::HostConfig::outbox`]): a delivery worker waits on it, then
    /// takes them ([`Host::take_handed_posts`]). From this call on,
    /// committed posts are handed over in memory; the worker reads what
    /// the store held before it.
    pub fn outbox_wake(&self) -> std::sync::Arc<tokio::sync::Notify> {
        self.inner.handoff.listen()
    }

    /// The posts committed since the last call, of this host's servers
    /// ([`Host::outbox_servers`]), in the order they were written: handed
    /// to the delivery worker straight from the commit, so that a post is
    /// not first read back from the store. The store stays the record (a
    /// worker reads it for retries and after a restart).
    pub fn take_handed_posts(&self) -> Vec<Post> {
        self.inner.handoff.take()
    }

    /// Whether a held post of a chain was given as an interaction's answer
    /// (and dropped) since the last call: posts of its chain that waited
    /// for it are due now, and the worker reads the store for them.
    pub fn take_chain_freed(&self) -> bool {
        self.inner.handoff.take_chain_freed()
    }

    /// The lanes of this host's servers that hold an undelivered post (due
    /// or not): a worker starting up delivers their posts in the store's
    /// order before any post handed to it in memory.
    pub async fn owed_lanes(&self) -> Result<Vec<String>, StoreError> {
        let (st, servers) = (self.inner.store.clone(), self.outbox_servers());
        self.io(async move { st.waiting_lanes(servers).await })
            .await
    }

    /// The posts to try now: of each lane of this host's servers its
    /// oldest undelivered post, when it is due; oldest first, at most
    /// `limit`. What it reads is as of the last commit, so a post it
    /// returns may have been delivered since, which the worker checks.
    pub async fn due_posts(&self, limit: i64) -> Result<Vec<Post>, StoreError> {
        self.due_posts_after(i64::MIN, limit).await
    }

    /// [`Host::due_posts`] whose ids are above `after`: the next page.
    pub async fn due_posts_after(&self, after: i64, limit: i64) -> Result<Vec<Post>, StoreError> {
        let (st, servers, now) = (
            self.inner.store.clone(),
            self.outbox_servers(),
            self.clock().now_ms(),
        );
        self.io(async move { st.due_posts_after(servers, now, after, limit).await })
            .await
    }

    /// The oldest undelivered post of `lane`, if it is one of this host's
    /// servers' and due now (a lane's posts go one after the other).
    pub async fn due_post_in_lane(&self, lane: &str) -> Result<Option<Post>, StoreError> {
        let (st, servers, now) = (
            self.inner.store.clone(),
            self.outbox_servers(),
            self.clock().now_ms(),
        );
        let lane = lane.to_string();
        self.io(async move { st.due_post_in_lane(servers, &lane, now).await })
            .await
    }

    /// Undelivered posts whose server is not recorded (written before
    /// posts had one), at most `limit`: `(id, payload)`, for the worker to
    /// read the server from the payload ([`Host::record_post_server`]).
    pub async fn posts_without_server(&self, limit: i64) -> Result<Vec<(i64, String)>, StoreError> {
        let st = self.inner.store.clone();
        self.io(async move { st.posts_without_server(limit).await })
            .await
    }

    /// Records that post `id` goes to the server `server` (its id).
    pub async fn record_post_server(&self, id: i64, server: &str) -> Result<(), StoreError> {
        let (st, server) = (self.inner.store.clone(), server.to_string());
        self.io(async move { st.record_post_server(id, &server).await })
            .await
    }

    /// Post `id` reached the frontend now (or was given up): the next of
    /// its lane is due.
    pub async fn post_delivered(&self, id: i64) -> Result<(), StoreError> {
        let (st, now) = (self.inner.store.clone(), self.clock().now_ms());
        self.io(async move { st.post_delivered(id, now).await })
            .await
    }

    /// Post `post`'s message is out (or was shown by the frontend) and the
    /// server role it hands out, on the server of `place`, is still owed:
    /// whether that role is to be applied now. A server's role changes go
    /// one at a time, in the order written, in its own lane
    /// ([`crate::Place::role_lane`]), whatever channels their messages
    /// went to: a post in any other lane is moved there (its stage
    /// recorded, so its message is never posted again) and handed to the
    /// worker again (`false`: the lane it leaves goes on); one in it is in
    /// its turn (`true`).
    pub async fn role_job_in_turn(
        &self,
        post: &Post,
        place: &crate::Place,
    ) -> Result<bool, StoreError> {
        let lane = place.role_lane();
        if post.lane == lane {
            return Ok(true);
        }
        let (st, id) = (self.inner.store.clone(), post.id);
        let moved = self
            .io(async move { st.post_moved_on(id, &lane).await })
            .await?;
        self.hand_off(moved.into_iter().collect());
        Ok(false)
    }

    /// A try of post `id` failed with `error`: it is tried again at
    /// `retry_at_ms` (its lane waits for it meanwhile).
    pub async fn post_failed(
        &self,
        id: i64,
        retry_at_ms: i64,
        error: &str,
    ) -> Result<(), StoreError> {
        let (st, error) = (self.inner.store.clone(), error.to_string());
        self.io(async move { st.post_failed(id, retry_at_ms, &error).await })
            .await
    }

    /// The frontend answers again after failures: every post of this
    /// host's servers waiting for a retry is due at once. How many.
    pub async fn retry_posts_now(&self) -> Result<u64, StoreError> {
        let (st, servers) = (self.inner.store.clone(), self.outbox_servers());
        self.io(async move { st.retry_now(servers).await }).await
    }

    /// Removes the posts delivered before `before_ms`; how many.
    pub async fn purge_delivered_posts(&self, before_ms: i64) -> Result<u64, StoreError> {
        let st = self.inner.store.clone();
        self.io(async move { st.purge_delivered_posts(before_ms).await })
            .await
    }

    /// The undelivered posts of this host's servers and the age of the
    /// oldest now (metrics, and a shutdown waiting for the outbox to
    /// drain).
    pub async fn outbox_stats(&self) -> Result<OutboxStats, StoreError> {
        let (st, servers, now) = (
            self.inner.store.clone(),
            self.outbox_servers(),
            self.clock().now_ms(),
        );
        self.io(async move { st.outbox_stats(servers, now).await })
            .await
    }
}
