//! The move limit of a game without a clock ([`MoveLimit`]): the time the
//! side to move has for each move, the reminder half-way, and what the
//! limit does: ends the game (a game an event paired, or one against the
//! AI) or lets the opponent claim the win (`/claim`).
//!
//! The turn's start is kept with the clocks ([`super::Clocks::turn_since`])
//! so that it survives a restart, and moves on with the time given back
//! after downtime, as a running clock does.

use super::{EndReason, GameCore, Note};
use crate::refusal::Refusal;
use crate::settings::MoveLimit;

impl GameCore {
    /// The move limit, if this game has one running (no clock).
    pub fn move_limit(&self) -> Option<MoveLimit> {
        self.settings
            .move_limit
            .filter(|_| self.settings.time.base_ms().is_none())
    }

    /// When the side to move reaches the move limit (unix ms), if a limit runs.
    pub fn limit_deadline(&self) -> Option<i64> {
        let l = self.move_limit()?;
        Some(self.clocks.turn_since? + l.ms)
    }

    /// Gives a game stored without a move limit (and without a clock) the
    /// limit `l`, the turn of the side to move counting from `now`.
    pub(crate) fn give_move_limit(&mut self, l: MoveLimit, now: i64) {
        self.settings.move_limit = Some(l);
        self.limit_start(now);
    }

    /// Starts the turn of the side to move at `now` (a move was played,
    /// or the game began).
    pub(super) fn limit_start(&mut self, now: i64) {
        self.clocks.turn_since = self.move_limit().map(|_| now);
        self.clocks.limit_pinged = false;
        self.clocks.limit_reached = false;
    }

    /// The next moment the move limit does something: the reminder
    /// half-way, then the limit itself (once).
    pub(super) fn limit_wake(&self) -> Option<i64> {
        let l = self.move_limit()?;
        let since = self.clocks.turn_since?;
        if self.prompt().is_some() {
            // The defender's question has its own deadline; the limit
            // waits for it.
            return None;
        }
        if !self.clocks.limit_pinged {
            Some(since + l.ms / 2)
        } else if !self.clocks.limit_reached {
            Some(since + l.ms)
        } else {
            None
        }
    }

    /// Applies what the move limit has due at `now` (part of [`GameCore::tick`]).
    pub(super) fn limit_tick(&mut self, now: i64, notes: &mut Vec<Note>) {
        let (Some(l), Some(deadline)) = (self.move_limit(), self.limit_deadline()) else {
            return;
        };
        if self.is_over() || self.prompt().is_some() {
            return;
        }
        let side = self.pos().turn();
        if deadline <= now && !self.clocks.limit_reached {
            self.clocks.limit_pinged = true;
            self.clocks.limit_reached = true;
            if l.ends {
                self.finish(Some(!side), EndReason::MoveLimit, notes);
            } else {
                notes.push(Note::MoveLimitReached { side });
            }
            return;
        }
        if deadline - l.ms / 2 <= now && !self.clocks.limit_pinged {
            self.clocks.limit_pinged = true;
            notes.push(Note::MoveLimitHalf { side, deadline });
        }
    }

    /// `/claim`: the win when the opponent let the move limit pass, else
    /// a draw by repetition or the 50-move rule ([`GameCore::claim_draw`]).
    /// Refused before the limit, saying how long the opponent has left.
    pub fn claim(&mut self, user: &str, now: i64) -> Result<Vec<Note>, Refusal> {
        let c = self.check_actor(user)?;
        let waiting = c != self.pos().turn() && self.prompt().is_none();
        let deadline = self.limit_deadline().filter(|_| waiting);
        if let Some(d) = deadline
            && d <= now
        {
            let mut notes = Vec::new();
            self.finish(Some(c), EndReason::MoveLimit, &mut notes);
            return Ok(notes);
        }
        match self.claim_draw(user) {
            Err(Refusal::NothingToClaim { .. } | Refusal::NoClaimsInPawnGame)
                if let Some(d) = deadline =>
            {
                Err(Refusal::MoveLimitNotReached {
                    opponent: self.player(!c).name.clone(),
                    left_ms: d - now,
                })
            }
            other => other,
        }
    }
}
