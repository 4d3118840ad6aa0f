//! Recurring tournaments: a series of editions, daily, weekly or monthly.
//! When an edition finishes or is cancelled, the next is created with the
//! same settings in the same channel, starting one period after this one's
//! start (or as many periods as it takes to be in the future), and
//! announced at once. Each edition names the one it follows (stored, and
//! unique), so the next edition is created once even when the bot stops
//! between an edition's end and its successor's creation: at the next
//! start, `continue_series` (in the director) finds editions without one.
//!
//! How often it repeats and when the next start falls are
//! [`Repeat`]'s (`crate::repeat`).

pub use crate::repeat::{ParseRepeatError, Repeat};
use crate::state::{TState, TournamentStatus};
use chrono::{DateTime, NaiveTime};
use chrono_tz::Tz;

/// How a series' local start is kept: `19:00:00`, with its fraction of a
/// second when it has one (`19:00:00.250`), so that editions keep the
/// very instant of the day.
const WALL_FORMAT: &str = "%H:%M:%S%.f";

impl TState {
    /// The edition after this one (which is over), at `now`: the same
    /// settings and place, no entrants, starting one period after this
    /// one's start. `None` when it does not repeat.
    pub fn next_edition(&self, now: i64) -> Option<TState> {
        let start = self.scheduled_start.or(self.starts_at)?;
        let zone = self.series_zone();
        let wall = self
            .local_start
            .as_deref()
            .and_then(|w| NaiveTime::parse_from_str(w, WALL_FORMAT).ok())
            .or_else(|| {
                Some(
                    DateTime::from_timestamp_millis(start)?
                        .with_timezone(&zone)
                        .time(),
                )
            })?;
        let next = self.repeat.next_start_in(start, now, zone, wall)?;
        let mut t = self.clone();
        t.id = 0;
        t.version = 0;
        t.status = TournamentStatus::Open;
        t.starts_at = Some(next);
        t.scheduled_start = Some(next);
        t.local_start = Some(wall.format(WALL_FORMAT).to_string());
        t.entrants.clear();
        t.rounds.clear();
        t.ends_at = None;
        t.created_ms = now;
        t.finish_reason = None;
        t.follows = Some(self.id);
        t.series = Some(self.series.unwrap_or(self.id));
        t.edition = self.edition.max(1) + 1;
        t.reminded = false;
        t.checkin_announced = false;
        t.checked_in.clear();
        // Its format's own (its rounds, a new bracket).
        self.rules().next_edition(self, &mut t);
        Some(t)
    }

    /// The zone its series keeps its hour in (UTC when none was kept).
    pub fn series_zone(&self) -> Tz {
        self.zone
            .as_deref()
            .and_then(|z| host::typed_time::zone_named(z).ok())
            .unwrap_or(Tz::UTC)
    }

    /// Sets its start (unix ms; `None`: its organizer starts it) given in
    /// `zone`: the zone and the wall-clock time there are kept for its
    /// series' next editions.
    pub fn set_start(&mut self, at: Option<i64>, zone: Tz) {
        self.starts_at = at;
        self.scheduled_start = at;
        let local = at
            .and_then(DateTime::from_timestamp_millis)
            .map(|t| t.with_timezone(&zone).time());
        self.zone = local.map(|_| zone.name().to_string());
        self.local_start = local.map(|t| t.format(WALL_FORMAT).to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Format, TournamentSetup};

    #[test]
    fn an_edition_that_started_counts_its_successor_from_its_scheduled_start() {
        use crate::repeat::Repeat;
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

    /// Unix ms of an RFC 3339 time.
    fn at(text: &str) -> i64 {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .timestamp_millis()
    }

    fn berlin_series(starts: &str, server_zone: Option<&str>) -> TState {
        use host::{Place, Player};
        let mut setup = TournamentSetup::new("Friday Blitz", Format::Swiss);
        setup.starts = Some(starts.into());
        setup.zone = server_zone.map(str::to_string);
        setup.repeat = crate::repeat::Repeat::Weekly;
        let now = at("2026-10-20T12:00:00Z");
        let mut t = TState::new(
            Place::channel("g", "c"),
            Player::new("td", "td"),
            &setup,
            now,
        )
        .unwrap();
        t.id = 3;
        t.status = TournamentStatus::Finished;
        t
    }

    #[test]
    fn a_berlin_series_keeps_19_00_across_the_change_to_winter_time() {
        // Friday 2026-10-23 19:00 in Berlin is 17:00 UTC (summer time);
        // the clocks go back on 25 October: the next edition, Friday 30
        // October 19:00 in Berlin, is 18:00 UTC (not 168 h later).
        for t in [
            berlin_series("2026-10-23 19:00 Europe/Berlin", None),
            berlin_series("2026-10-23 19:00", Some("Europe/Berlin")),
        ] {
            assert_eq!(t.starts_at, Some(at("2026-10-23T17:00:00Z")));
            assert_eq!(t.zone.as_deref(), Some("Europe/Berlin"));
            assert_eq!(t.local_start.as_deref(), Some("19:00:00"));
            assert_eq!(
                NaiveTime::parse_from_str("19:00:00.250", WALL_FORMAT)
                    .unwrap()
                    .format(WALL_FORMAT)
                    .to_string(),
                "19:00:00.250"
            );
            let next = t.next_edition(at("2026-10-24T20:00:00Z")).unwrap();
            assert_eq!(next.starts_at, Some(at("2026-10-30T18:00:00Z")));
            assert_eq!(next.zone.as_deref(), Some("Europe/Berlin"));
            // And the one after, a week on, still 19:00.
            let mut next = next;
            next.status = TournamentStatus::Finished;
            let third = next.next_edition(at("2026-10-31T00:00:00Z")).unwrap();
            assert_eq!(third.starts_at, Some(at("2026-11-06T18:00:00Z")));
        }
        // A zone typed wins over the server's; without either it is UTC.
        let t = berlin_series("2026-10-23 19:00 UTC", Some("Europe/Berlin"));
        assert_eq!(t.zone.as_deref(), Some("UTC"));
        let next = t.next_edition(at("2026-10-24T00:00:00Z")).unwrap();
        assert_eq!(next.starts_at, Some(at("2026-10-30T19:00:00Z")));
    }
}
