//! A [`Play`] applied to a game: the one place where what a player does
//! reaches [`GameCore`].

use super::{GameCore, Note};
use crate::play::Play;
use crate::refusal::Refusal;

impl Play {
    /// Applies the play of `user` to game `g` at `now` (under the game's
    /// lock). `asked`: for a button, the game's version (question number)
    /// it was offered at, so that an outdated button is refused "This
    /// question has ended."; `None` for a command or typed text.
    pub(crate) fn apply(
        self,
        g: &mut GameCore,
        user: &str,
        asked: Option<i64>,
        now: i64,
    ) -> Result<Vec<Note>, Refusal> {
        match self {
            Play::Move(t) => g.play_text(user, &t, now),
            Play::Typed { text, sent_ms } => g.play_typed(user, &text, sent_ms, now),
            Play::Fire(sq) => g.fire(user, &sq),
            Play::Steer(sq) => g.steer(user, asked, &sq, now),
            Play::ShootDown { choice, sent_ms } => {
                answer(g, user, Some(&choice), asked, sent_ms, now)
            }
            Play::LetPass { sent_ms } => answer(g, user, None, asked, sent_ms, now),
            Play::Resign => g.resign(user),
            Play::OfferDraw => g.offer_draw(user),
            Play::AcceptDraw => g.respond_draw(user, asked, true),
            Play::DeclineDraw => g.respond_draw(user, asked, false),
            Play::Abort => g.abort(user),
            Play::Claim => g.claim(user, now),
        }
    }
}

/// The answer to the pending question: by a button, to question `asked`
/// exactly; typed, to the question pending when it was written.
fn answer(
    g: &mut GameCore,
    user: &str,
    choice: Option<&str>,
    asked: Option<i64>,
    sent_ms: Option<i64>,
    now: i64,
) -> Result<Vec<Note>, Refusal> {
    match asked {
        Some(seq) => g.answer(user, seq, choice, now),
        None => g.answer_typed(user, choice, sent_ms, now),
    }
}
