//! Posts owed outside a game change (a challenge, a game's first board, a
//! tournament's pairings and news, a season's standings): written to the
//! store's outbox, in order, for the frontend's delivery worker, which
//! posts them exactly once through Discord's failures and after a
//! restart, as it does a game's boards.

use super::Host;
use crate::view::View;
use store::{NewPost, StoreError};

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
        self.io(async move { st.enqueue_posts(&posts).await })
            .await?;
        self.inner.outbox_wake.notify_one();
        Ok(())
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
