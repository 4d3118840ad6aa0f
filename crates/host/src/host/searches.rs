//! The AI's search queue: at most a fixed number of searches run at once,
//! and at most one per member (the person a game against the AI is played
//! with). Waiting searches start in arrival order, passing over members who
//! already have one running: a member's own searches queue behind each
//! other, never ahead of other members'. So one member with several long
//! (level 8) searches uses one slot, and another member's short reply
//! starts as soon as it arrives, while a slot is free.
//!
//! There are at least two slots (see [`super::HostConfig::ai_searches`]),
//! so the member whose searches run can never hold them all.
//!
//! Analyses of finished games ([`SearchQueue::enter_background`]) come
//! last: one step of one analysis at a time, started only while a slot is
//! free and no search of a live game could start instead. A running step
//! holds no slot a live game's search may need: those take every slot
//! whatever it does (its thread runs at a lower priority), and the next
//! step waits for them.

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use tokio::sync::oneshot;

/// The queue; shared by the host's AI tasks.
pub(super) struct SearchQueue {
    limit: usize,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// Members with a search running.
    running: HashSet<String>,
    /// Searches waiting for a slot, oldest first.
    waiting: VecDeque<(String, oneshot::Sender<SearchPermit>)>,
    /// Whether a background step (an analysis) runs.
    background_running: bool,
    /// Background steps waiting, oldest first.
    background: VecDeque<oneshot::Sender<SearchPermit>>,
}

/// Leave to run one search; its slot is free again when it is dropped.
pub(super) struct SearchPermit {
    queue: Option<Arc<SearchQueue>>,
    /// The member, or `None` for a background step.
    member: Option<String>,
}

impl SearchQueue {
    /// A queue running at most `limit` searches at once (at least one).
    pub(super) fn new(limit: usize) -> Arc<SearchQueue> {
        Arc::new(SearchQueue {
            limit: limit.max(1),
            state: Mutex::new(State::default()),
        })
    }

    /// Waits for `member`'s turn to search (see the module's order).
    pub(super) async fn enter(self: &Arc<Self>, member: &str) -> SearchPermit {
        let (tx, rx) = oneshot::channel();
        {
            let mut st = self.state.lock().expect("search queue");
            st.waiting.push_back((member.to_string(), tx));
            self.dispatch(&mut st);
        }
        // The sender lives in the queue until it sends: it is never dropped
        // unsent while this waits.
        rx.await
            .expect("the search queue keeps its waiting searches")
    }

    /// Waits until a background step (one decision of an analysis) may
    /// run: no search of a live game could start instead (see the module).
    pub(super) async fn enter_background(self: &Arc<Self>) -> SearchPermit {
        let (tx, rx) = oneshot::channel();
        {
            let mut st = self.state.lock().expect("search queue");
            st.background.push_back(tx);
            self.dispatch(&mut st);
        }
        rx.await
            .expect("the search queue keeps its waiting background steps")
    }

    /// How many searches are running and waiting (for tests).
    #[cfg(test)]
    fn counts(&self) -> (usize, usize) {
        let st = self.state.lock().expect("search queue");
        (st.running.len(), st.waiting.len())
    }

    /// Starts waiting searches while slots are free.
    fn dispatch(self: &Arc<Self>, st: &mut State) {
        while st.running.len() < self.limit {
            let Some(i) = st.waiting.iter().position(|(m, tx)| {
                // A waiter that gave up is removed below without a slot.
                !st.running.contains(m) || tx.is_closed()
            }) else {
                break;
            };
            let (member, tx) = st.waiting.remove(i).expect("present");
            if tx.is_closed() {
                continue;
            }
            st.running.insert(member.clone());
            let permit = SearchPermit {
                queue: Some(self.clone()),
                member: Some(member.clone()),
            };
            if let Err(mut p) = tx.send(permit) {
                // It gave up meanwhile: disarm (this lock is held) and undo.
                p.queue = None;
                st.running.remove(&member);
            }
        }
        // Every startable search of a live game has started, and a slot is
        // still free: the oldest background step may run.
        while !st.background_running && st.running.len() < self.limit {
            let Some(tx) = st.background.pop_front() else {
                return;
            };
            st.background_running = true;
            let permit = SearchPermit {
                queue: Some(self.clone()),
                member: None,
            };
            if let Err(mut p) = tx.send(permit) {
                p.queue = None;
                st.background_running = false;
            }
        }
    }
}

impl Drop for SearchPermit {
    fn drop(&mut self) {
        if let Some(q) = self.queue.take() {
            let mut st = q.state.lock().expect("search queue");
            match &self.member {
                Some(m) => {
                    st.running.remove(m);
                }
                None => st.background_running = false,
            }
            q.dispatch(&mut st);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `fut` is ready at once (without waiting).
    async fn now<T>(fut: impl std::future::Future<Output = T>) -> Option<T> {
        tokio::time::timeout(std::time::Duration::ZERO, fut)
            .await
            .ok()
    }

    #[tokio::test(start_paused = true)]
    async fn one_members_searches_queue_behind_each_other_not_ahead_of_others() {
        let q = SearchQueue::new(2);
        let a1 = q.enter("alice").await;
        // alice's second search waits although a slot is free ...
        let a2 = tokio::spawn({
            let q = q.clone();
            async move { q.enter("alice").await }
        });
        tokio::task::yield_now().await;
        assert_eq!(q.counts(), (1, 1));
        // ... and bob, who came after it, gets that slot at once.
        let b1 = now(q.enter("bob")).await.expect("bob starts at once");
        assert_eq!(q.counts(), (2, 1));
        // A third member waits for a slot (both are busy).
        let c1 = tokio::spawn({
            let q = q.clone();
            async move { q.enter("carol").await }
        });
        tokio::task::yield_now().await;
        assert_eq!(q.counts(), (2, 2));
        // bob is done: alice's second search still waits for her first;
        // carol, who came later, starts.
        drop(b1);
        let c1 = c1.await.unwrap();
        assert!(!a2.is_finished());
        assert_eq!(q.counts(), (2, 1));
        drop(a1);
        let a2 = a2.await.unwrap();
        assert_eq!(q.counts(), (2, 0));
        drop((a2, c1));
        assert_eq!(q.counts(), (0, 0));
    }

    #[tokio::test(start_paused = true)]
    async fn a_background_step_runs_only_when_no_live_search_could_start() {
        let q = SearchQueue::new(2);
        // Free slots: the step runs at once, taking no member's place.
        let step = now(q.enter_background()).await.expect("runs at once");
        // A live search starts beside it, and a second one too (every
        // slot is the live games').
        let a = now(q.enter("alice")).await.expect("alice starts at once");
        let b = now(q.enter("bob")).await.expect("bob starts at once");
        drop(step);
        // Both slots are busy: the next step waits ...
        let next = tokio::spawn({
            let q = q.clone();
            async move { q.enter_background().await }
        });
        tokio::task::yield_now().await;
        // ... and so does carol's search, which goes first.
        let c = tokio::spawn({
            let q = q.clone();
            async move { q.enter("carol").await }
        });
        tokio::task::yield_now().await;
        drop(a);
        let c = c.await.unwrap();
        assert!(!next.is_finished(), "carol's search went first");
        drop(b);
        let step = next.await.unwrap();
        // One step at a time.
        let third = tokio::spawn({
            let q = q.clone();
            async move { q.enter_background().await }
        });
        tokio::task::yield_now().await;
        assert!(!third.is_finished(), "one step at a time");
        drop(step);
        drop(third.await.unwrap());
        drop(c);
    }

    #[tokio::test(start_paused = true)]
    async fn a_waiter_that_gives_up_takes_no_slot() {
        let q = SearchQueue::new(1);
        let a = q.enter("alice").await;
        let gave_up = tokio::spawn({
            let q = q.clone();
            async move { q.enter("bob").await }
        });
        tokio::task::yield_now().await;
        gave_up.abort();
        let _ = gave_up.await;
        drop(a);
        assert!(now(q.enter("carol")).await.is_some(), "the slot is free");
    }
}
