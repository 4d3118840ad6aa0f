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
}
