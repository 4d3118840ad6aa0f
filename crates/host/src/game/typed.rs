//! Text typed by a player: a move in SAN, UCI or a whole flight, a step of
//! a steered missile, or the answer to a shoot-down question.

use super::{GameCore, Note};
use crate::refusal::Refusal;
use engine::Square;

impl GameCore {
    /// Plays move text (SAN, UCI, or a whole flight like `e4>e5>e6>d7`, `e4*`).
    /// While the player steers a missile, a square continues the flight.
    pub fn play_text(&mut self, user: &str, text: &str, now: i64) -> Result<Vec<Note>, Refusal> {
        let c = self.check_turn(user)?;
        let text = text.trim();
        // While a missile is steered, a square (or `*`) is its next step;
        // before its first step any other move still replaces the firing.
        if let Some(f) = self.steering() {
            if Square::from_name(&text.to_ascii_lowercase()).is_some() || text == "*" {
                return self.steer(user, None, text, now);
            }
            if !f.shown.steps().is_empty() {
                return Err(Refusal::MissileInAir {
                    launch: f.shown.launch(),
                });
            }
        }
        if text.is_empty() {
            return Err(Refusal::EmptyMove);
        }
        let mv = engine::notation::parse_move(self.pos(), text)
            .map_err(|e| Refusal::Illegal(e.reason))?;
        self.play_move(c, mv, now)
    }

    /// Text typed as a message by `user`, written at `sent` (unix ms): the
    /// defender's answer to the pending question (a shoot-down by SAN or
    /// UCI, or `pass`), else a move or flight as [`GameCore::play_text`].
    /// Text written before the game last changed was meant for an earlier
    /// position: it is refused, never reinterpreted (a shoot-down `Bxe6`
    /// handled after its question ended must not become a quiet `Be6`).
    pub fn play_typed(
        &mut self,
        user: &str,
        text: &str,
        sent: i64,
        now: i64,
    ) -> Result<Vec<Note>, Refusal> {
        if sent < self.changed {
            return Err(Refusal::PositionChanged);
        }
        let pass = text.eq_ignore_ascii_case("pass");
        let defender = self.color_of(user).is_some_and(|c| c != self.pos().turn());
        if self.prompt().is_some() && defender {
            let choice = (!pass).then_some(text);
            return self.answer_typed(user, choice, Some(sent), now);
        }
        if pass {
            return Err(Refusal::NoQuestion);
        }
        self.play_text(user, text, now)
    }

    /// The defender answers the pending question by typing: `choice` is a
    /// shoot-down (SAN or UCI) or `None` to let the missile pass.
    /// `sent`: when the answer was written (unix ms), if known; an answer
    /// written before the pending question was asked was meant for an
    /// earlier one and is refused.
    pub fn answer_typed(
        &mut self,
        user: &str,
        choice: Option<&str>,
        sent: Option<i64>,
        now: i64,
    ) -> Result<Vec<Note>, Refusal> {
        let Some(p) = self.prompt() else {
            return Err(Refusal::NoQuestion);
        };
        if sent.is_some_and(|t| t < p.asked) {
            return Err(Refusal::AnswerForEarlierQuestion);
        }
        let seq = p.seq;
        self.answer(user, seq, choice, now)
    }
}

pub(crate) fn parse_square(s: &str) -> Result<Square, Refusal> {
    let t = s.trim().to_ascii_lowercase();
    Square::from_name(&t).ok_or_else(|| Refusal::NotASquare(s.trim().to_string()))
}
