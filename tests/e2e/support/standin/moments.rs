//! Moments a test acts at, exactly: the instant a thread the bot asked for
//! exists on Discord, before the bot has heard back (a fast player moving
//! the moment the game's thread appears, issue #47).

use super::{Inner, StandIn};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// A thread the bot just opened: its id, its parent channel and its name,
/// and the bot's request, answered when `go` is sent or dropped.
pub struct ThreadOpened {
    pub thread: u64,
    pub parent: u64,
    pub name: String,
    pub go: oneshot::Sender<()>,
}

/// The longest a held thread create waits for the test (then it is
/// answered anyway, so a test that forgets cannot hang the bot).
const HOLD_AT_MOST: Duration = Duration::from_secs(5);

impl StandIn {
    /// From now on, every thread the bot opens is announced here once it
    /// exists (THREAD_CREATE dispatched, messages may be sent in it), and
    /// the bot's request is answered only after the test sends or drops
    /// its [`ThreadOpened::go`].
    pub fn hold_thread_opens(&self) -> mpsc::UnboundedReceiver<ThreadOpened> {
        let (tx, rx) = mpsc::unbounded_channel();
        *self.inner.thread_opens.lock().unwrap() = Some(tx);
        rx
    }
}

/// Called by the thread-creating routes after a thread was made (`status`
/// 201, `thread` its JSON): tells the test, if it listens, and waits for it.
pub(super) async fn thread_opened(inner: &Arc<Inner>, status: u16, thread: &serde_json::Value) {
    if status != 201 {
        return;
    }
    let Some(tx) = inner.thread_opens.lock().unwrap().clone() else {
        return;
    };
    let id = |k: &str| {
        thread[k]
            .as_str()
            .and_then(|s| s.parse::<u64>().ok())
            .unwrap_or_default()
    };
    let (go, wait) = oneshot::channel();
    let opened = ThreadOpened {
        thread: id("id"),
        parent: id("parent_id"),
        name: thread["name"].as_str().unwrap_or_default().to_string(),
        go,
    };
    if tx.send(opened).is_ok() {
        let _ = tokio::time::timeout(HOLD_AT_MOST, wait).await;
    }
}
