//! Time for the host: unix milliseconds (what is stored, so deadlines
//! survive restarts) mapped onto tokio's clock (what timers wait on, so that
//! tests can pause and advance time). A clock may start ahead of the
//! system's ([`Clock::ahead`]): an end-to-end test's stand-in for a
//! downtime, without waiting through it.

use std::time::Duration;
use tokio::time::Instant;

/// Wall-clock time in unix milliseconds, advancing with tokio's clock.
///
/// In production tokio's clock follows real time, so this is the system
/// clock. Under tokio's paused test clock it advances only when the test
/// advances time; share one `Clock` between the hosts of a restart test so
/// that both agree on "now".
#[derive(Debug, Clone, Copy)]
pub struct Clock {
    wall0: i64,
    inst0: Instant,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock::new()
    }
}

impl Clock {
    /// A clock reading the system time now and following tokio's clock from here.
    pub fn new() -> Clock {
        let wall0 = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        Clock {
            wall0,
            inst0: Instant::now(),
        }
    }

    /// A clock reading the system time plus `offset` now and following
    /// tokio's clock from here: to this host, `offset` has passed since it
    /// last ran (a downtime), so deadlines stored by a process before it
    /// come due as they would after a real one. `Duration::ZERO` is
    /// [`Clock::new`].
    pub fn ahead(offset: Duration) -> Clock {
        let now = Clock::new();
        Clock {
            wall0: now
                .wall0
                .saturating_add(i64::try_from(offset.as_millis()).unwrap_or(i64::MAX)),
            inst0: now.inst0,
        }
    }

    /// Now, in unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        self.wall0 + self.inst0.elapsed().as_millis() as i64
    }

    /// The tokio instant of a unix-millisecond time (now or later; past
    /// times map to now).
    pub fn instant_at(&self, ms: i64) -> Instant {
        let now = Instant::now();
        let at = self.inst0 + Duration::from_millis((ms - self.wall0).max(0) as u64);
        at.max(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_clock_ahead_reads_the_offset_later_and_waits_as_long() {
        let now = Clock::new();
        let ahead = Clock::ahead(Duration::from_secs(65));
        let gap = ahead.now_ms() - now.now_ms();
        assert!((65_000..65_100).contains(&gap), "{gap}");
        // A deadline 65 s after the plain clock's now is due at once on
        // the clock ahead; one a second after its own now, in a second.
        let due = now.now_ms() + 65_000;
        assert!(ahead.instant_at(due) <= Instant::now() + Duration::from_millis(100));
        let later = ahead.instant_at(ahead.now_ms() + 1_000);
        assert_eq!(later - Instant::now(), Duration::from_secs(1));
        tokio::time::advance(Duration::from_secs(2)).await;
        assert_eq!(ahead.now_ms() - now.now_ms(), gap, "both follow tokio");
        let plain = Clock::ahead(Duration::ZERO).wall0 - now.wall0;
        assert!((0..100).contains(&plain), "{plain}");
    }
}
