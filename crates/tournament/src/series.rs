//! Recurring tournaments: a series of editions, daily, weekly or monthly.
//! When an edition finishes or is cancelled, the next is created with the
//! same settings in the same channel, starting one period after this one's
//! start (or as many periods as it takes to be in the future), and
//! announced at once. Each edition names the one it follows (stored, and
//! unique), so the next edition is created once even when the bot stops
//! between an edition's end and its successor's creation: at the next
//! start, `continue_series` (in the director) finds editions without one.
//!
//! ```
//! use tournament::series::Repeat;
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

use crate::state::{TState, TournamentStatus};

impl TState {
    /// The edition after this one (which is over), at `now`: the same
    /// settings and place, no entrants, starting one period after this
    /// one's start. `None` when it does not repeat.
    pub fn next_edition(&self, now: i64) -> Option<TState> {
        let start = self.scheduled_start.or(self.starts_at)?;
        let next = self.repeat.next_start(start, now)?;
        let mut t = self.clone();
        t.id = 0;
        t.version = 0;
        t.status = TournamentStatus::Open;
        t.starts_at = Some(next);
        t.scheduled_start = Some(next);
        t.entrants.clear();
        t.rounds.clear();
        t.ends_at = None;
        t.created_ms = now;
        t.finish_reason = None;
        t.follows = Some(self.id);
        t.series = Some(self.series.unwrap_or(self.id));
        t.edition = self.edition.max(1) + 1;
        t.reminded = false;
        t.checked_in.clear();
        if self.format != crate::Format::Swiss {
            // Round robin and arena decide their rounds at the start.
            t.rounds_total = 0;
        } else {
            t.rounds_total = self.rounds_asked;
        }
        Some(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Format, TournamentSetup};

    #[test]
    fn an_edition_that_started_counts_its_successor_from_its_scheduled_start() {
        use crate::series::Repeat;
        use host::{Place, Player};
        let mut setup = TournamentSetup::new("Weekly", Format::Swiss);
        setup.starts = Some("in 1h".into());
        setup.repeat = Repeat::Weekly;
        let mut t =
            TState::new(Place::channel("g", "c"), Player::new("td", "td"), &setup, 0).unwrap();
        t.id = 7;
        // Started (the start clears `starts_at`) and finished.
        t.starts_at = None;
        t.status = TournamentStatus::Finished;
        let next = t.next_edition(2 * 3_600_000).unwrap();
        assert_eq!(next.starts_at, Some(3_600_000 + 7 * 86_400_000));
        assert_eq!((next.follows, next.edition), (Some(7), 2));
        assert_eq!(next.series, Some(7), "named by its first edition");
        assert_eq!(next.status, TournamentStatus::Open);
        t.repeat = Repeat::None;
        assert!(t.next_edition(0).is_none());
    }

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
