//! How often a tournament repeats (none, daily, weekly, monthly), read
//! from what the organizer typed, and when the next start falls. The
//! series of editions built on it are [`crate::series`]'s.
//!
//! ```
//! use tournament::repeat::Repeat;
//! let week = 7 * 86_400_000;
//! assert_eq!("weekly".parse::<Repeat>().unwrap(), Repeat::Weekly);
//! // 2026-12-04 19:00 UTC, weekly: the next is 2026-12-11 19:00 UTC.
//! let start = 1_796_410_800_000;
//! assert_eq!(Repeat::Weekly.next_start(start, start + 1), Some(start + week));
//! assert_eq!(Repeat::None.next_start(start, start), None);
//! ```

use chrono::{DateTime, Datelike, Months, Utc};
use serde::{Deserialize, Serialize};

/// How often a tournament repeats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Repeat {
    #[default]
    None,
    Daily,
    Weekly,
    Monthly,
}

impl Repeat {
    pub const ALL: [Repeat; 4] = [Repeat::None, Repeat::Daily, Repeat::Weekly, Repeat::Monthly];

    pub fn name(self) -> &'static str {
        match self {
            Repeat::None => "none",
            Repeat::Daily => "daily",
            Repeat::Weekly => "weekly",
            Repeat::Monthly => "monthly",
        }
    }

    /// The start after `start` (unix ms): one period later, or as many
    /// periods as it takes to be after `now`. A monthly series keeps its
    /// day of the month where the month has it (the 31st: the month's
    /// last day). `None` when it does not repeat.
    pub fn next_start(self, start: i64, now: i64) -> Option<i64> {
        let mut next = self.step(start, 1)?;
        let mut periods = 1;
        while next <= now && periods < 10_000 {
            periods += 1;
            next = self.step(start, periods)?;
        }
        Some(next)
    }

    /// `start` plus `n` periods.
    fn step(self, start: i64, n: u32) -> Option<i64> {
        const DAY: i64 = 86_400_000;
        match self {
            Repeat::None => None,
            Repeat::Daily => Some(start + n as i64 * DAY),
            Repeat::Weekly => Some(start + n as i64 * 7 * DAY),
            Repeat::Monthly => {
                let t = DateTime::<Utc>::from_timestamp_millis(start)?;
                let day = t.day();
                let moved = t.with_day(1)?.checked_add_months(Months::new(n))?;
                let last = (28..=31)
                    .rev()
                    .find(|&d| moved.with_day(d).is_some())
                    .unwrap_or(28);
                Some(moved.with_day(day.min(last))?.timestamp_millis())
            }
        }
    }
}

impl std::fmt::Display for Repeat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A `repeat` that is not none, daily, weekly or monthly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseRepeatError(pub String);

impl std::fmt::Display for ParseRepeatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "`{}` is not a repeat: choose none, daily, weekly or monthly.",
            self.0
        )
    }
}

impl std::error::Error for ParseRepeatError {}

impl std::str::FromStr for Repeat {
    type Err = ParseRepeatError;
    fn from_str(s: &str) -> Result<Repeat, ParseRepeatError> {
        let t = s.trim().to_ascii_lowercase();
        if t.is_empty() {
            return Ok(Repeat::None);
        }
        Repeat::ALL
            .into_iter()
            .find(|r| r.name() == t)
            .ok_or_else(|| ParseRepeatError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> i64 {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .timestamp_millis()
    }

    #[test]
    fn every_period_and_its_names() {
        let s = at("2026-12-04T19:00:00Z");
        assert_eq!(
            Repeat::Daily.next_start(s, s),
            Some(at("2026-12-05T19:00:00Z"))
        );
        assert_eq!(
            Repeat::Weekly.next_start(s, s),
            Some(at("2026-12-11T19:00:00Z"))
        );
        assert_eq!(
            Repeat::Monthly.next_start(s, s),
            Some(at("2027-01-04T19:00:00Z"))
        );
        for r in Repeat::ALL {
            assert_eq!(r.name().parse::<Repeat>().unwrap(), r);
        }
        assert_eq!("".parse::<Repeat>().unwrap(), Repeat::None);
        let err = "fortnightly".parse::<Repeat>().unwrap_err().to_string();
        assert!(
            err.contains("fortnightly") && err.contains("weekly"),
            "{err}"
        );
    }

    #[test]
    fn a_monthly_series_on_the_31st_falls_on_each_months_last_day() {
        let s = at("2027-01-31T18:00:00Z");
        let feb = Repeat::Monthly.next_start(s, s).unwrap();
        assert_eq!(feb, at("2027-02-28T18:00:00Z"));
        // From the first edition's start, not the shortened one: March 31.
        assert_eq!(Repeat::Monthly.step(s, 2), Some(at("2027-03-31T18:00:00Z")));
    }

    #[test]
    fn a_next_start_already_past_moves_on_by_whole_periods() {
        let s = at("2026-12-04T19:00:00Z");
        // The bot was down for 9 days: the next weekly edition is the one
        // still ahead, on the same weekday and hour.
        let now = at("2026-12-13T12:00:00Z");
        assert_eq!(
            Repeat::Weekly.next_start(s, now),
            Some(at("2026-12-18T19:00:00Z"))
        );
    }
}
