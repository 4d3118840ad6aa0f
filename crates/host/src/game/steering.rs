//! Steering a missile by hand: `/fire` chooses the pawn, each step
//! chooses the next square (or `*` to self-destruct).

use super::{GameCore, InFlight, Note, parse_square};
use crate::refusal::{NoFire, Refusal};
use engine::{Flight, Move, Ply, Role, Square};

impl GameCore {
    /// Starts steering the pawn on `square` (`/fire e4`). During one's own
    /// flight it changes nothing and offers the next squares again (the
    /// steering message may have been dismissed).
    pub fn fire(&mut self, user: &str, square: &str) -> Result<Vec<Note>, Refusal> {
        self.check_turn(user)?;
        if let Some(f) = self.steering()
            && !f.shown.steps().is_empty()
        {
            return Ok(vec![Note::SteerOptions { public: false }]);
        }
        if self.pos().rules().missiles() == engine::Missiles::None {
            return Err(Refusal::NoMissiles {
                preset: self.settings.preset.name(),
            });
        }
        let sq = parse_square(square)?;
        let st = self.pos().steering(sq, &[]);
        if st.next.is_empty() && !st.self_immolation {
            return Err(Refusal::CannotFire {
                square: sq,
                why: self.why_no_fire(sq),
            });
        }
        self.flight = Some(InFlight {
            shown: Flight::new(sq),
            plan: None,
            prompt: None,
        });
        Ok(vec![Note::SteerOptions { public: false }])
    }

    pub(super) fn why_no_fire(&self, sq: Square) -> NoFire {
        let turn = self.pos().turn();
        match self.pos().piece_at(sq) {
            None => NoFire::Empty,
            Some(p) if p.color != turn => NoFire::NotYours,
            Some(p) if p.role != Role::Pawn => NoFire::NotAPawn,
            Some(_) if sq.rank() == turn.pawn_rank() => NoFire::StartingRank,
            Some(_) => NoFire::NoLegalFlight,
        }
    }

    /// The squares the steered missile may enter next, and whether it may self-destruct.
    pub fn steer_options(&self) -> Option<engine::flight::Steering> {
        let f = self.steering()?;
        Some(self.pos().steering(f.shown.launch(), f.shown.steps()))
    }

    /// Steers the missile one step (`square` = a square name, or `*` to self-destruct).
    /// `seq`: the game version the choice was offered at, if from a button.
    pub fn steer(
        &mut self,
        user: &str,
        seq: Option<i64>,
        square: &str,
        now: i64,
    ) -> Result<Vec<Note>, Refusal> {
        if let Some(s) = seq
            && (s != self.version || self.steering().is_none())
        {
            return Err(Refusal::QuestionEnded);
        }
        self.check_turn(user)?;
        let Some(fl) = self.steering().cloned() else {
            return Err(Refusal::NotSteering);
        };
        let st = self.pos().steering(fl.shown.launch(), fl.shown.steps());
        let square = square.trim();
        if square == "*" {
            if !st.self_immolation {
                return Err(Refusal::SelfDestructTooLate);
            }
            let l = fl.shown.launch();
            let mut notes = vec![Note::SelfDestructed { launch: l }];
            self.end_turn(Ply::Move(Move::Flight(fl.shown)), (l, l), now, &mut notes)?;
            return Ok(notes);
        }
        let sq = parse_square(square)?;
        if !st.next.contains(&sq) {
            return Err(Refusal::CannotEnter {
                square: sq,
                next: st.next.clone(),
            });
        }
        let shown = fl.shown.push(sq).ok_or(Refusal::CannotEnter {
            square: sq,
            next: Vec::new(),
        })?;
        let mut notes = Vec::new();
        self.flight.as_mut().expect("steering").shown = shown;
        let c = self.pos().turn();
        if self.pos().board().color_at(sq).is_some_and(|col| col != c) {
            self.detonate(shown, now, &mut notes);
        } else if !self.ask_or_continue(now, &mut notes) {
            notes.push(Note::SteerOptions { public: false });
        }
        Ok(notes)
    }
}
