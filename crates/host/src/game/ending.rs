//! How a game ends: the reasons and results, and the endings a player
//! chooses (resignation, abort, a claimed draw) or an event imposes.

use super::{GameCore, Note};
use crate::refusal::Refusal;
use engine::{BoardKind, Color, Outcome};

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Decided by the rules of the board (checkmate, king destroyed,
    /// stalemate, a Pawn Game pawn arriving, automatic draws).
    Rules(Outcome),
    Resignation,
    /// A clock or a correspondence deadline ran out.
    Time,
    /// A clock ran out, but the other side cannot win by any series of
    /// legal moves: a draw (FIDE 6.9).
    TimeNoMaterial,
    /// Both players agreed to a draw.
    Agreement,
    /// A draw claimed by threefold repetition.
    ThreefoldRepetition,
    /// A draw claimed by the 50-move rule.
    FiftyMoves,
    /// Called off before both sides had moved: no result.
    Aborted,
    /// The side to move let its move limit (a game without a clock) run
    /// out: the game ended by it, or the opponent claimed the win.
    MoveLimit,
    /// The result was set from outside the board (a tournament organizer's
    /// decision, [`crate::Host::end_by_decision`]): a win, a draw, or with
    /// `forfeit` a win by forfeit (no winner: both lose by forfeit, no
    /// result). Never rated; who decided is [`GameCore::decided_by`].
    Decided {
        forfeit: bool,
    },
}

impl EndReason {
    /// A token for storage and machine output: `checkmate`, `king-destroyed`,
    /// `resignation`, `time`, `agreement`, `threefold-repetition`, ...
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Rules(o) => o.reason_name(),
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::TimeNoMaterial => "time-insufficient-material",
            EndReason::Agreement => "agreement",
            EndReason::ThreefoldRepetition => "threefold-repetition",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::Aborted => "aborted",
            EndReason::MoveLimit => "move-limit",
            EndReason::Decided { forfeit: false } => "decided",
            EndReason::Decided { forfeit: true } => "decided-forfeit",
        }
    }

    /// The reason a [`EndReason::name`] token stands for; `winner` is the
    /// winning side's name for decisive endings of the board.
    pub fn from_name(name: &str, winner: Option<Color>) -> Option<EndReason> {
        use engine::{DrawReason as D, WinReason as W};
        let win = |reason| {
            EndReason::Rules(Outcome::Decisive {
                winner: winner.unwrap_or(Color::White),
                reason,
            })
        };
        let draw = |reason| EndReason::Rules(Outcome::Draw { reason });
        Some(match name {
            "checkmate" => win(W::Checkmate),
            "king-destroyed" => win(W::KingDestroyed),
            "promotion" => win(W::Promotion),
            "stalemate" => draw(D::Stalemate),
            "no-legal-move" => draw(D::NoLegalMove),
            "no-pawns" => draw(D::NoPawns),
            "insufficient-material" => draw(D::InsufficientMaterial),
            "seventy-five-moves" => draw(D::SeventyFiveMoves),
            "fivefold-repetition" => draw(D::FivefoldRepetition),
            "resignation" => EndReason::Resignation,
            "time" => EndReason::Time,
            "time-insufficient-material" => EndReason::TimeNoMaterial,
            "agreement" => EndReason::Agreement,
            "threefold-repetition" => EndReason::ThreefoldRepetition,
            "fifty-moves" => EndReason::FiftyMoves,
            "aborted" => EndReason::Aborted,
            "move-limit" => EndReason::MoveLimit,
            "decided" => EndReason::Decided { forfeit: false },
            "decided-forfeit" => EndReason::Decided { forfeit: true },
            _ => return None,
        })
    }
}

/// How a game ended: the winner (none for a draw or an abort) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ending {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl Ending {
    /// Whether it ended without a result: aborted, or decided as lost by
    /// both players (by forfeit, no winner and no draw).
    pub fn no_result(self) -> bool {
        match self.reason {
            EndReason::Aborted => true,
            EndReason::Decided { forfeit } => forfeit && self.winner.is_none(),
            _ => false,
        }
    }
}

impl GameCore {
    pub(super) fn finish(
        &mut self,
        winner: Option<Color>,
        reason: EndReason,
        notes: &mut Vec<Note>,
    ) {
        self.clocks.since = None;
        self.flight = None;
        self.draw_offer = None;
        let r = Ending { winner, reason };
        self.result = Some(r);
        notes.push(Note::Ended(r));
    }

    /// Whether its end offers both players a rematch: a casual or rated
    /// game between two members that is over with a result or a draw; not
    /// a game an event paired (a tournament's), not one against the AI,
    /// not one aborted.
    pub fn offers_rematch(&self) -> bool {
        self.settings.abortable
            && self.settings.ai.is_none()
            && self.result.is_some_and(|r| r.reason != EndReason::Aborted)
    }

    pub fn resign(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        let c = self.check_actor(user)?;
        let mut notes = vec![Note::Resigned { by: c }];
        self.finish(Some(!c), EndReason::Resignation, &mut notes);
        Ok(notes)
    }

    pub fn abort(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        self.check_actor(user)?;
        if !self.settings.abortable {
            return Err(Refusal::NotAbortable);
        }
        if self.moved[0] && self.moved[1] {
            return Err(Refusal::TooLateToAbort);
        }
        let mut notes = Vec::new();
        self.finish(None, EndReason::Aborted, &mut notes);
        Ok(notes)
    }

    /// Ends the game without a result (an abort, never rated) for the
    /// event that paired it: a player did not show up, or withdrew.
    pub fn end_without_result(&mut self) -> Vec<Note> {
        let mut notes = Vec::new();
        if !self.is_over() {
            self.finish(None, EndReason::Aborted, &mut notes);
        }
        notes
    }

    /// Ends the game with a result set from outside the board by `by` (a
    /// name): `winner` (`None`: a draw, or with `forfeit` both lose by
    /// forfeit), `forfeit`: won by forfeit. Nothing when it is over.
    pub fn decide(&mut self, winner: Option<Color>, forfeit: bool, by: &str) -> Vec<Note> {
        let mut notes = Vec::new();
        if !self.is_over() {
            self.decided_by = Some(by.to_string());
            self.finish(winner, EndReason::Decided { forfeit }, &mut notes);
        }
        notes
    }

    /// Claims a draw by threefold repetition or the 50-move rule, as the
    /// engine allows them (never in the Pawn Game).
    pub fn claim_draw(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        self.check_actor(user)?;
        if self.missile().is_some() {
            return Err(Refusal::ClaimAfterFlight);
        }
        if self.pos().rules().board() == BoardKind::Pawns {
            return Err(Refusal::NoClaimsInPawnGame);
        }
        let mut notes = Vec::new();
        if self.game.can_claim_threefold() {
            self.finish(None, EndReason::ThreefoldRepetition, &mut notes);
        } else if self.game.can_claim_fifty_moves() {
            self.finish(None, EndReason::FiftyMoves, &mut notes);
        } else {
            return Err(Refusal::NothingToClaim {
                repetitions: self.game.repetitions(),
                moves: self.pos().halfmoves() / 2,
            });
        }
        Ok(notes)
    }
}
