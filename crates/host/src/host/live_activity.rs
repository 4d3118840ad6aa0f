//! How busy live play is: the members' actions being handled now, and
//! when the last one ended. Work that may only use idle time (puzzle
//! mining, [`super::puzzle_mining`]) starts each step once live play has
//! been quiet for a moment ([`LiveActivity::quiet_for`]): a step runs on a
//! thread of the lowest priority, but it still shares the machine's
//! caches and the store with the move it would run beside.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::time::Instant;

/// The host's live actions: how many are in flight, and when the last
/// one ended.
pub(super) struct LiveActivity {
    in_flight: AtomicUsize,
    last_end: Mutex<Instant>,
}

impl Default for LiveActivity {
    fn default() -> LiveActivity {
        LiveActivity {
            in_flight: AtomicUsize::new(0),
            // As if an action had just ended: background work waits its
            // first quiet moment after the start too.
            last_end: Mutex::new(Instant::now()),
        }
    }
}

/// A live action being handled; it ends when this is dropped.
pub(super) struct LiveAction<'a> {
    of: &'a LiveActivity,
}

impl LiveActivity {
    /// A live action starts; it counts until the returned guard is
    /// dropped.
    pub(super) fn begin(&self) -> LiveAction<'_> {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        LiveAction { of: self }
    }

    /// How long live play has been quiet: `None` while an action is
    /// being handled, else the time since the last one ended.
    pub(super) fn quiet_for(&self) -> Option<Duration> {
        if self.in_flight.load(Ordering::SeqCst) > 0 {
            return None;
        }
        let last = *self.last_end.lock().unwrap_or_else(|e| e.into_inner());
        Some(Instant::now().saturating_duration_since(last))
    }
}

impl Drop for LiveAction<'_> {
    fn drop(&mut self) {
        // The time first, then the count: a reader that sees no action in
        // flight sees this one's end.
        *self.of.last_end.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
        self.of.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn quiet_counts_from_the_end_of_the_last_action_and_not_while_one_runs() {
        let live = LiveActivity::default();
        tokio::time::advance(Duration::from_millis(30)).await;
        assert_eq!(live.quiet_for(), Some(Duration::from_millis(30)));

        let first = live.begin();
        let second = live.begin();
        tokio::time::advance(Duration::from_millis(50)).await;
        assert_eq!(live.quiet_for(), None, "two actions run");
        drop(first);
        assert_eq!(live.quiet_for(), None, "one action still runs");
        tokio::time::advance(Duration::from_millis(10)).await;
        drop(second);
        assert_eq!(live.quiet_for(), Some(Duration::ZERO));
        tokio::time::advance(Duration::from_millis(7)).await;
        assert_eq!(live.quiet_for(), Some(Duration::from_millis(7)));
    }
}
