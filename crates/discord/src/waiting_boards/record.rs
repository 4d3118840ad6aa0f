//! The record of the tournaments whose boards wait for a thread: which
//! games wait (as last told to the organizer), the message telling them,
//! and when the background worker tries again ([`super::run`]). State
//! only: no Discord call, no store.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::Notify;

/// The waits before the background tries of a tournament's waiting
/// boards: the first ones, then [`LONGEST_WAIT`] between each.
const FIRST_WAITS: [Duration; 3] = [
    Duration::from_secs(5),
    Duration::from_secs(10),
    Duration::from_secs(30),
];

/// The longest wait between two background tries.
pub(super) const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// The wait before background try `tries + 1`.
pub(super) fn wait_before(tries: usize) -> Duration {
    FIRST_WAITS.get(tries).copied().unwrap_or(LONGEST_WAIT)
}

/// The tournaments with waiting boards, and the worker's wake-up call.
#[derive(Default)]
pub(crate) struct WaitingBoards {
    tournaments: Mutex<HashMap<i64, Entry>>,
    pub(super) wake: Notify,
}

/// One tournament's waiting boards.
pub(super) struct Entry {
    /// The games waiting, as last told to the organizer.
    pub(super) games: Vec<host::GameId>,
    /// The message telling the organizer (its view key).
    pub(super) key: String,
    /// The tournament's channel.
    pub(super) channel: host::Place,
    /// Background tries so far.
    pub(super) tries: usize,
    /// When to try again.
    pub(super) next: Instant,
}

impl WaitingBoards {
    fn tournaments(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Entry>> {
        self.tournaments.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Notes how a pass over tournament `tid`'s games ended: `games`
    /// still wait (in the round and at the channel `at` names), or none. Whether the
    /// organizer is to be told (what waits changed), with the key of the
    /// message telling them and the tournament's channel; `None` when
    /// nothing waited and nothing waits. Wakes the worker.
    pub(super) fn note(
        &self,
        tid: i64,
        games: Vec<host::GameId>,
        at: Option<(u32, &host::Place)>,
    ) -> Option<(bool, String, host::Place)> {
        let told = {
            let mut all = self.tournaments();
            match (all.get_mut(&tid), at) {
                (None, None) => return None,
                (Some(e), Some(_)) => {
                    let changed = e.games != games;
                    e.games = games;
                    e.next = Instant::now() + wait_before(e.tries);
                    e.tries += 1;
                    (changed, e.key.clone(), e.channel.clone())
                }
                (None, Some((round, channel))) => {
                    let key = format!("boards-waiting:{tid}:{round}");
                    all.insert(
                        tid,
                        Entry {
                            games,
                            key: key.clone(),
                            channel: channel.clone(),
                            tries: 1,
                            next: Instant::now() + wait_before(0),
                        },
                    );
                    (true, key, channel.clone())
                }
                (Some(_), None) => {
                    let e = all.remove(&tid).expect("just seen");
                    (true, e.key, e.channel)
                }
            }
        };
        self.wake.notify_one();
        Some(told)
    }

    /// Forgets tournament `tid` (it ended while boards waited).
    pub(super) fn forget(&self, tid: i64) {
        self.tournaments().remove(&tid);
    }

    /// A thread was archived or deleted (a moderator making room under
    /// Discord's cap): every waiting board is tried at once.
    pub(crate) fn room_made(&self) {
        let mut all = self.tournaments();
        if all.is_empty() {
            return;
        }
        let now = Instant::now();
        for e in all.values_mut() {
            e.next = now;
        }
        drop(all);
        self.wake.notify_one();
    }

    /// The tournaments whose waiting boards are due a try now, and when
    /// the next one is due after them.
    pub(super) fn due(&self) -> (Vec<i64>, Option<Instant>) {
        let now = Instant::now();
        let all = self.tournaments();
        let due = all
            .iter()
            .filter(|(_, e)| e.next <= now)
            .map(|(&tid, _)| tid)
            .collect();
        let next = all.values().map(|e| e.next).filter(|&n| n > now).min();
        (due, next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn background_tries_come_sooner_at_first() {
        assert_eq!(wait_before(0), Duration::from_secs(5));
        assert!(wait_before(1) < wait_before(2));
        assert_eq!(wait_before(3), LONGEST_WAIT);
        assert_eq!(wait_before(50), LONGEST_WAIT);
    }
}
