//! A running tournament's clocks: the next time something is due (the
//! scheduled start, the run-up, a no-show deadline, the arena's end), the
//! no-show time that starts when a board is posted, downtime given back.

use super::{TState, TournamentStatus};
use host::GameId;

impl TState {
    /// The next time something is due: the scheduled start, a no-show
    /// deadline, the arena's end.
    pub fn next_wake(&self, now: i64) -> Option<i64> {
        match self.status {
            TournamentStatus::Open => {
                let start = self.starts_at?;
                [
                    Some(start),
                    self.reminder_at(),
                    self.checkin_opens_at().filter(|_| !self.checkin_announced),
                ]
                .into_iter()
                .flatten()
                .min()
            }
            TournamentStatus::Running => {
                let no_show = self
                    .rounds
                    .iter()
                    .flat_map(|r| &r.boards)
                    .filter(|b| {
                        b.in_progress() && !b.no_show_checked && b.game.is_some() && b.posted
                    })
                    .map(|b| b.started_ms + self.no_show_ms)
                    .min();
                // The arena's end wakes once (then its last games end it).
                let end = self.ends_at.filter(|&e| e > now);
                match (no_show, end) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                }
            }
            _ => None,
        }
    }

    /// Gives `downtime` (ms the bot was down) back to the no-show times
    /// still running. The arena's end is not moved: an arena ends on time.
    pub fn give_downtime(&mut self, downtime: i64) {
        if downtime <= 0 {
            return;
        }
        for b in self.rounds.iter_mut().flat_map(|r| &mut r.boards) {
            if b.in_progress() && b.posted && !b.no_show_checked {
                b.started_ms += downtime;
            }
        }
    }

    /// The games whose no-show deadline has passed at `now` and were not
    /// checked yet (marked checked).
    pub fn due_no_shows(&mut self, now: i64) -> Vec<GameId> {
        let ms = self.no_show_ms;
        let mut out = Vec::new();
        for b in self.rounds.iter_mut().flat_map(|r| &mut r.boards) {
            if b.in_progress() && !b.no_show_checked && b.posted && b.started_ms + ms <= now {
                b.no_show_checked = true;
                out.extend(b.game);
            }
        }
        out
    }
}
