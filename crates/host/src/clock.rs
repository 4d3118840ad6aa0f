//! Time for the host: unix milliseconds (what is stored, so deadlines
//! survive restarts) mapped onto tokio's clock (what timers wait on, so that
//! tests can pause and advance time).

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
