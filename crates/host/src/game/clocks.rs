//! The clocks: time left for each side, flag falls, correspondence
//! reminders, berserk, time given back after downtime, and the timed
//! events due at a moment ([`GameCore::tick`]).

use super::{EndReason, GameCore, Note};
use crate::refusal::Refusal;
use crate::settings::TimeControl;
use engine::Color;
use serde::{Deserialize, Serialize};

/// Clocks: milliseconds left for each side, and since when the side to
/// move's clock runs (None: stopped, e.g. during a shoot-down question).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub(crate) struct Clocks {
    pub remaining: [i64; 2],
    pub since: Option<i64>,
    pub reminded: bool,
    /// With a move limit (no clock): when the side to move's turn began
    /// (unix ms). See [`super::move_limit`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_since: Option<i64>,
    /// The reminder half-way through the move limit was sent this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub limit_pinged: bool,
    /// The move limit ran out this turn (and was announced).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub limit_reached: bool,
}

impl GameCore {
    pub(super) fn clock_running(&self) -> bool {
        self.settings.time != TimeControl::Unlimited
    }

    pub(super) fn clock_start(&mut self, now: i64) {
        if self.clock_running() && self.result.is_none() {
            self.clocks.since = Some(now);
        }
    }

    pub(super) fn clock_stop(&mut self, now: i64) {
        if let Some(s) = self.clocks.since.take() {
            let t = self.pos().turn().index();
            self.clocks.remaining[t] -= (now - s).max(0);
        }
    }

    /// When the side to move runs out of time (unix ms), if its clock runs.
    pub fn flag_deadline(&self) -> Option<i64> {
        self.clocks
            .since
            .map(|s| s + self.clocks.remaining[self.pos().turn().index()])
    }

    /// Milliseconds left for `side` at `now`.
    pub fn time_left(&self, side: Color, now: i64) -> Option<i64> {
        self.settings.time.base_ms()?;
        let mut r = self.clocks.remaining[side.index()];
        if side == self.pos().turn()
            && let Some(s) = self.clocks.since
        {
            r -= now - s;
        }
        Some(r.max(0))
    }

    pub(super) fn reminder_at(&self) -> Option<i64> {
        if self.clocks.reminded {
            return None;
        }
        let before = self.settings.time.reminder_before_ms()?;
        self.flag_deadline().map(|d| d - before)
    }

    /// The next time something happens by itself (unix ms): a question
    /// times out, a flag falls, a reminder is due.
    pub fn next_wake(&self) -> Option<i64> {
        if self.is_over() {
            return None;
        }
        [
            self.prompt().filter(|p| p.delivered).map(|p| p.deadline),
            self.flag_deadline(),
            self.reminder_at(),
            self.limit_wake(),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Gives back `ms` of time nobody could use (the host was down): the
    /// running clock and a pending question's deadline move on by it, as
    /// if the time had not passed.
    pub fn shift_time(&mut self, ms: i64) {
        if ms <= 0 || self.is_over() {
            return;
        }
        if let Some(s) = self.clocks.since.as_mut() {
            *s += ms;
        }
        if let Some(s) = self.clocks.turn_since.as_mut() {
            *s += ms;
        }
        if let Some(p) = self.flight.as_mut().and_then(|f| f.prompt.as_mut()) {
            p.asked += ms;
            p.deadline += ms;
        }
    }

    /// Applies what is due at `now`: questions that timed out (the missile
    /// passes), a flag fall, a reminder, the move limit.
    pub fn tick(&mut self, now: i64, notes: &mut Vec<Note>) {
        // A planned flight may ask several questions; each timeout passes one.
        for _ in 0..=engine::MAX_STEPS {
            if self.is_over() {
                return;
            }
            match self.prompt() {
                Some(p) if p.delivered && p.deadline <= now => {
                    let seq = p.seq;
                    self.pass(seq, true, now, notes);
                }
                _ => break,
            }
        }
        if self.is_over() {
            return;
        }
        if let Some(d) = self.flag_deadline()
            && d <= now
        {
            let loser = self.pos().turn();
            self.clock_stop(now);
            self.clocks.remaining[loser.index()] = 0;
            self.flight = None;
            if self.pos().can_win(!loser) {
                self.finish(Some(!loser), EndReason::Time, notes);
            } else {
                self.finish(None, EndReason::TimeNoMaterial, notes);
            }
            return;
        }
        if let Some(r) = self.reminder_at()
            && r <= now
        {
            self.clocks.reminded = true;
            notes.push(Note::Reminder {
                side: self.pos().turn(),
                deadline: self.flag_deadline().unwrap_or(now),
            });
        }
        self.limit_tick(now, notes);
    }

    /// Berserk: halves `side`'s clock before its first move, once.
    pub fn berserk(&mut self, side: Color) -> Result<(), Refusal> {
        if self.is_over() || self.moved[side.index()] {
            return Err(Refusal::BerserkTooLate);
        }
        if self.settings.time.base_ms().is_none()
            || matches!(self.settings.time, TimeControl::Correspondence { .. })
        {
            return Err(Refusal::BerserkNoClock);
        }
        if self.berserk[side.index()] {
            return Err(Refusal::AlreadyBerserk);
        }
        self.berserk[side.index()] = true;
        self.clocks.remaining[side.index()] /= 2;
        Ok(())
    }
}
