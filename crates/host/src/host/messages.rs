//! Which frontend message shows each keyed view (a flight's one message, a
//! challenge, a draw offer): the frontend tells the host, the host keeps it
//! in the store, so that after a restart a view edits the message it
//! belongs to instead of being posted anew next to stale buttons. The
//! reference is opaque text (for Discord: `channel:message`).

use super::Host;

impl Host {
    /// Records that `message_ref` shows the view keyed `key`.
    pub async fn remember_message(&self, key: &str, message_ref: &str) {
        let (st, k, r) = (
            self.inner.store.clone(),
            key.to_string(),
            message_ref.to_string(),
        );
        let now = self.inner.clock.now_ms();
        if let Err(e) = self
            .io(async move { st.set_message_ref(&k, &r, now).await })
            .await
        {
            tracing::warn!("could not save the message of view {key}: {e}");
        }
    }

    /// The message showing the view keyed `key`, if known.
    pub async fn message_of(&self, key: &str) -> Option<String> {
        let (st, k) = (self.inner.store.clone(), key.to_string());
        match self.io(async move { st.message_ref(&k).await }).await {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!("could not read the message of view {key}: {e}");
                None
            }
        }
    }

    /// Forgets the message of the view keyed `key`.
    pub async fn forget_message(&self, key: &str) {
        let (st, k) = (self.inner.store.clone(), key.to_string());
        if let Err(e) = self
            .io(async move { st.forget_message_ref(&k).await })
            .await
        {
            tracing::warn!("could not forget the message of view {key}: {e}");
        }
    }
}
