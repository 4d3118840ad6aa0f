//! The run-up to a scheduled start: one post in the tournament's channel
//! before the start: the reminder (`remind` before the start, 10 minutes
//! by default) or, with check-in, the opening of check-in, which reminds
//! too (`checkin` before the start that post and the announcement gain a
//! **Check in** button; at the start, entrants who did not press it are
//! withdrawn and told, with a ping; too few left: the edition is
//! cancelled with the reason, and a series goes on). Neither the run-up
//! nor "has started" pings anyone: a start pings each player once, in the
//! pairings line of their game.
//!
//! ```
//! use tournament::{Format, TournamentSetup, state::TState};
//! use host::{Place, Player};
//! let mut setup = TournamentSetup::new("Friday Blitz", Format::Swiss);
//! setup.starts = Some("in 1h".into());
//! setup.checkin = Some("15m".into());
//! let t = TState::new(Place::channel("g", "c"), Player::new("1", "td"), &setup, 0).unwrap();
//! // With check-in, its opening is the one reminder.
//! assert_eq!(t.reminder_at(), None);
//! assert_eq!(t.checkin_opens_at(), Some(3_600_000 - 900_000));
//! assert!(!t.checkin_open(0));
//! ```

use crate::state::{TState, TournamentRefusal, TournamentStatus};
use host::Player;

/// What check-in did at the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckInResult {
    /// The entrants withdrawn for not checking in.
    pub withdrawn: Vec<Player>,
}

impl TState {
    /// When the joined players are reminded (unix ms): `remind` before a
    /// scheduled start, once; `None` without a start, with the reminder
    /// off, after it was sent, or with check-in (the post that opens
    /// check-in reminds: one post).
    pub fn reminder_at(&self) -> Option<i64> {
        if self.reminded
            || self.remind_ms <= 0
            || self.checkin_ms.is_some()
            || self.status != TournamentStatus::Open
        {
            return None;
        }
        self.starts_at.map(|s| s - self.remind_ms)
    }

    /// When check-in opens (unix ms), if the tournament has one.
    pub fn checkin_opens_at(&self) -> Option<i64> {
        Some(self.starts_at? - self.checkin_ms?)
    }

    /// Whether check-in is open at `now` (until the start).
    pub fn checkin_open(&self, now: i64) -> bool {
        self.status == TournamentStatus::Open && self.checkin_opens_at().is_some_and(|o| now >= o)
    }

    /// Whether `user` has checked in.
    pub fn has_checked_in(&self, user: &str) -> bool {
        self.checked_in.iter().any(|u| u == user)
    }

    /// `user` checks in at `now`. Whether it is new (a second press
    /// changes nothing).
    pub fn check_in(&mut self, user: &str, now: i64) -> Result<bool, TournamentRefusal> {
        if !self.entrants.iter().any(|e| e.player.id == user) {
            return Err(TournamentRefusal::NotEntered {
                name: self.name.clone(),
            });
        }
        if !self.checkin_open(now) {
            return Err(TournamentRefusal::CheckInClosed {
                name: self.name.clone(),
                opens_at: self.checkin_opens_at().filter(|&o| o > now),
            });
        }
        if self.has_checked_in(user) {
            return Ok(false);
        }
        self.checked_in.push(user.to_string());
        Ok(true)
    }

    /// At the start of a tournament with check-in: withdraws the entrants
    /// who did not check in.
    pub fn withdraw_absent(&mut self) -> CheckInResult {
        if self.checkin_ms.is_none() {
            return CheckInResult {
                withdrawn: Vec::new(),
            };
        }
        let (stay, gone): (Vec<_>, Vec<_>) = std::mem::take(&mut self.entrants)
            .into_iter()
            .partition(|e| self.checked_in.contains(&e.player.id));
        self.entrants = stay;
        CheckInResult {
            withdrawn: gone.into_iter().map(|e| e.player).collect(),
        }
    }

    /// The ids of the joined players (to mention when the tournament is
    /// called off).
    pub fn entrant_ids(&self) -> Vec<String> {
        self.entrants.iter().map(|e| e.player.id.clone()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Format, TournamentSetup};
    use host::Place;

    fn checked(checkin: &str) -> TState {
        let mut setup = TournamentSetup::new("Weekly", Format::Swiss);
        setup.starts = Some("in 1h".into());
        setup.checkin = Some(checkin.into());
        let mut t =
            TState::new(Place::channel("g", "c"), Player::new("td", "td"), &setup, 0).unwrap();
        for (id, name) in [("1", "ann"), ("2", "ben"), ("3", "cat")] {
            t.join(&Player::new(id, name), 1500, 0).unwrap();
        }
        t
    }

    #[test]
    fn check_in_opens_its_time_before_the_start_and_only_for_entrants() {
        let mut t = checked("15m");
        let opens = 45 * 60_000;
        let err = t.check_in("1", opens - 1).unwrap_err();
        assert_eq!(
            err,
            TournamentRefusal::CheckInClosed {
                name: "Weekly".into(),
                opens_at: Some(opens)
            }
        );
        assert_eq!(t.check_in("1", opens), Ok(true));
        assert_eq!(t.check_in("1", opens + 5), Ok(false), "twice is once");
        assert!(matches!(
            t.check_in("9", opens),
            Err(TournamentRefusal::NotEntered { .. })
        ));
    }

    #[test]
    fn at_the_start_those_who_did_not_check_in_are_withdrawn() {
        let mut t = checked("15m");
        t.check_in("1", 50 * 60_000).unwrap();
        t.check_in("3", 50 * 60_000).unwrap();
        let r = t.withdraw_absent();
        assert_eq!(r.withdrawn, vec![Player::new("2", "ben")]);
        assert_eq!(t.entrant_ids(), vec!["1".to_string(), "3".to_string()]);
    }

    #[test]
    fn a_bad_lead_time_or_one_without_a_start_is_refused() {
        let mut setup = TournamentSetup::new("Weekly", Format::Swiss);
        setup.checkin = Some("15m".into());
        let err =
            TState::new(Place::channel("g", "c"), Player::new("td", "td"), &setup, 0).unwrap_err();
        assert_eq!(err, TournamentRefusal::NeedsStartTime { what: "checkin" });
        setup.starts = Some("in 1h".into());
        setup.remind = Some("soon".into());
        let err =
            TState::new(Place::channel("g", "c"), Player::new("td", "td"), &setup, 0).unwrap_err();
        assert!(err.to_string().contains("soon"), "{err}");
        setup.remind = Some("0".into());
        let t = TState::new(Place::channel("g", "c"), Player::new("td", "td"), &setup, 0).unwrap();
        assert_eq!(t.reminder_at(), None, "remind:0 is off");
    }
}
