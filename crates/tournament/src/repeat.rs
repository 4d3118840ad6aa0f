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

use chrono::{DateTime, Datelike, Days, Months, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
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

    /// The start after `start` (unix ms), counted in UTC: one period
    /// later, or as many periods as it takes to be after `now`. A monthly
    /// series keeps its day of the month where the month has it (the
    /// 31st: the month's last day). `None` when it does not repeat.
    pub fn next_start(self, start: i64, now: i64) -> Option<i64> {
        let wall = DateTime::<Utc>::from_timestamp_millis(start)?.time();
        self.next_start_in(start, now, Tz::UTC, wall)
    }

    /// The start after `start` (unix ms) of a series that keeps its hour
    /// in `zone`: the same wall-clock time `wall` there one period later
    /// (7 local days for a weekly one, across daylight-saving changes, not
    /// 7 × 24 hours), or as many periods as it takes to be after `now`. A
    /// wall time that a change skips that day is the first instant after
    /// the gap; one it repeats is the earlier. `None` when it does not
    /// repeat.
    pub fn next_start_in(self, start: i64, now: i64, zone: Tz, wall: NaiveTime) -> Option<i64> {
        let mut next = self.step(start, 1, zone, wall)?;
        let mut periods = 1;
        while next <= now && periods < 10_000 {
            periods += 1;
            next = self.step(start, periods, zone, wall)?;
        }
        Some(next)
    }

    /// `start` plus `n` periods, at `wall` in `zone`.
    fn step(self, start: i64, n: u32, zone: Tz, wall: NaiveTime) -> Option<i64> {
        let day = DateTime::<Utc>::from_timestamp_millis(start)?
            .with_timezone(&zone)
            .date_naive();
        let day = match self {
            Repeat::None => return None,
            Repeat::Daily => day.checked_add_days(Days::new(u64::from(n)))?,
            Repeat::Weekly => day.checked_add_days(Days::new(7 * u64::from(n)))?,
            Repeat::Monthly => {
                let moved = day.with_day(1)?.checked_add_months(Months::new(n))?;
                let last = (28..=31)
                    .rev()
                    .find(|&d| moved.with_day(d).is_some())
                    .unwrap_or(28);
                moved.with_day(day.day().min(last))?
            }
        };
        let local = day.and_time(wall);
        match zone.from_local_datetime(&local).earliest() {
            Some(t) => Some(t.timestamp_millis()),
            // Skipped by a change to summer time: the first instant after
            // the gap (gaps are at most a few hours).
            None => (1..=24 * 60).find_map(|m| {
                zone.from_local_datetime(&(local + chrono::Duration::minutes(m)))
                    .earliest()
                    .map(|t| t.timestamp_millis())
            }),
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

impl ParseRepeatError {
    /// What is wrong and what to choose, in no language yet.
    pub fn words(&self) -> locale::Words {
        locale::Words::new(locale::ids::ORGANIZING_BAD_REPEAT).arg("text", self.0.as_str())
    }
}

impl std::fmt::Display for ParseRepeatError {
    /// [`ParseRepeatError::words`] in en-US.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words().text(locale::Locale::EnUs))
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
        let wall = NaiveTime::from_hms_opt(18, 0, 0).unwrap();
        assert_eq!(
            Repeat::Monthly.step(s, 2, Tz::UTC, wall),
            Some(at("2027-03-31T18:00:00Z"))
        );
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

    #[test]
    fn a_series_in_a_zone_keeps_its_wall_clock_hour_across_daylight_saving_changes() {
        let berlin = chrono_tz::Europe::Berlin;
        let seven = NaiveTime::from_hms_opt(19, 0, 0).unwrap();
        // Friday 2026-10-23 19:00 in Berlin is 17:00 UTC (summer time);
        // the clocks go back on Sunday 25 October: the next Friday's 19:00
        // is 18:00 UTC, not 7 × 24 h later.
        let s = at("2026-10-23T17:00:00Z");
        assert_eq!(
            Repeat::Weekly.next_start_in(s, s, berlin, seven),
            Some(at("2026-10-30T18:00:00Z"))
        );
        // And forward again on 28 March 2027.
        let s = at("2027-03-26T18:00:00Z");
        assert_eq!(
            Repeat::Weekly.next_start_in(s, s, berlin, seven),
            Some(at("2027-04-02T17:00:00Z"))
        );
        // Daily and monthly too.
        let s = at("2026-10-24T17:00:00Z");
        assert_eq!(
            Repeat::Daily.next_start_in(s, s, berlin, seven),
            Some(at("2026-10-25T18:00:00Z"))
        );
        let s = at("2026-10-04T17:00:00Z");
        assert_eq!(
            Repeat::Monthly.next_start_in(s, s, berlin, seven),
            Some(at("2026-11-04T18:00:00Z"))
        );
        // A bot that was down: whole local weeks, still 19:00.
        let s = at("2026-10-23T17:00:00Z");
        assert_eq!(
            Repeat::Weekly.next_start_in(s, at("2026-11-28T00:00:00Z"), berlin, seven),
            Some(at("2026-12-04T18:00:00Z"))
        );
    }

    #[test]
    fn a_wall_time_a_change_skips_is_the_first_instant_after_the_gap() {
        let berlin = chrono_tz::Europe::Berlin;
        // 02:30 does not exist in Berlin on 2027-03-28 (02:00 -> 03:00):
        // that day's edition starts at 03:00 CEST = 01:00 UTC; the next
        // day's is 02:30 again.
        let half_past_two = NaiveTime::from_hms_opt(2, 30, 0).unwrap();
        let s = at("2027-03-27T01:30:00Z");
        let skipped = Repeat::Daily.next_start_in(s, s, berlin, half_past_two);
        assert_eq!(skipped, Some(at("2027-03-28T01:00:00Z")));
        assert_eq!(
            Repeat::Daily.next_start_in(skipped.unwrap(), skipped.unwrap(), berlin, half_past_two),
            Some(at("2027-03-29T00:30:00Z"))
        );
    }
}
