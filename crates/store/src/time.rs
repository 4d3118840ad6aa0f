//! Wall-clock time as stored: unix milliseconds.

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the unix epoch, by the system clock. Stored timestamps
/// and deadlines use this unit.
pub fn unix_millis() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}
