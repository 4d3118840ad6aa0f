//! A move on the board and the missile flight: a planned flight revealed
//! step by step, the shoot-down questions it asks, their answers, and the
//! end of the turn.

use super::{EndReason, GameCore, Note};
use crate::refusal::Refusal;
use crate::settings::TimeControl;
use engine::{Color, Flight, Move, Ply, Role, Square};

/// The pending shoot-down question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Prompt {
    /// Its number: the game version when it was asked.
    pub seq: i64,
    /// When it was asked (unix ms): a typed answer written before this
    /// was meant for an earlier question.
    pub asked: i64,
    /// When the missile passes by itself (unix ms).
    pub deadline: i64,
    /// The defender's legal shoot-downs, with their SAN labels.
    pub options: Vec<(Move, String)>,
    /// Whether the question has reached the defender. One still waiting in
    /// the outbox (Discord down, rate limited) does not time out: its
    /// deadline counts from its delivery ([`GameCore::question_delivered`]).
    pub delivered: bool,
}

/// A missile in the air (or a pawn chosen for steering, before its first step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct InFlight {
    /// The squares entered so far (what everyone has seen).
    pub shown: Flight,
    /// The whole flight when it was entered at once; `None` when steered.
    pub plan: Option<Flight>,
    pub prompt: Option<Prompt>,
}

impl GameCore {
    /// The pending question was delivered to the defender at `at` (unix
    /// ms). A question delivered more than a second late gets its whole
    /// answer time from then. Whether anything changed.
    pub fn question_delivered(&mut self, at: i64) -> bool {
        let full = self.settings.intercept_secs as i64 * 1000;
        let Some(p) = self.flight.as_mut().and_then(|f| f.prompt.as_mut()) else {
            return false;
        };
        let was_waiting = !p.delivered;
        p.delivered = true;
        if at + full > p.deadline + 1000 {
            p.deadline = at + full;
            true
        } else {
            was_waiting
        }
    }

    /// A question asked by the change from `before` to this game waits for
    /// its delivery before its time runs ([`Prompt::delivered`]).
    pub fn hold_new_question(&mut self, before: &GameCore) {
        let asked_before = before.prompt().map(|p| p.seq);
        if let Some(p) = self.flight.as_mut().and_then(|f| f.prompt.as_mut())
            && Some(p.seq) != asked_before
        {
            p.delivered = false;
        }
    }

    /// Plays a legal move of the side to move (`c`).
    pub(super) fn play_move(&mut self, c: Color, mv: Move, now: i64) -> Result<Vec<Note>, Refusal> {
        let mut notes = Vec::new();
        self.flight = None;
        match mv {
            Move::Flight(f) if !f.is_self_immolation() => {
                // Check the whole flight now; reveal it step by step.
                self.pos()
                    .play(&mv)
                    .map_err(|e| Refusal::Illegal(e.reason))?;
                self.clock_stop(now);
                self.flight = Some(InFlight {
                    shown: Flight::new(f.launch()),
                    plan: Some(f),
                    prompt: None,
                });
                self.advance(now, &mut notes);
            }
            Move::Flight(f) => {
                notes.push(Note::SelfDestructed { launch: f.launch() });
                self.end_turn(Ply::Move(mv), (f.launch(), f.launch()), now, &mut notes)?;
            }
            _ => {
                let san = engine::san::san(self.pos(), &mv);
                notes.push(Note::Moved {
                    by: c,
                    san,
                    from: mv.from(),
                    to: mv.to(),
                });
                self.end_turn(Ply::Move(mv), (mv.from(), mv.to()), now, &mut notes)?;
            }
        }
        Ok(notes)
    }

    /// Reveals the planned flight's steps until a question is asked or it detonates.
    pub(super) fn advance(&mut self, now: i64, notes: &mut Vec<Note>) {
        loop {
            let Some(fl) = self.flight.as_mut() else {
                return;
            };
            let Some(plan) = fl.plan else { return };
            let n = fl.shown.steps().len();
            let Some(&next) = plan.steps().get(n) else {
                return;
            };
            fl.shown = fl.shown.push(next).expect("plan has at most 7 steps");
            if n + 1 == plan.steps().len() {
                self.detonate(plan, now, notes);
                return;
            }
            if self.ask_or_continue(now, notes) {
                return;
            }
        }
    }

    /// After the missile entered an intermediate square: asks the defender
    /// when they have a legal shoot-down (returns true), else notes the step.
    pub(super) fn ask_or_continue(&mut self, now: i64, notes: &mut Vec<Note>) -> bool {
        let shown = self.flight.as_ref().expect("in flight").shown;
        let options = self.pos().shootdowns_at(&shown);
        if options.is_empty() {
            notes.push(Note::Step {
                shown,
                asked: false,
            });
            return false;
        }
        self.clock_stop(now);
        let prompt = Prompt {
            seq: self.version + 1,
            asked: now,
            deadline: now + self.settings.intercept_secs as i64 * 1000,
            options: engine::san::shootdown_labels(self.pos(), &options),
            delivered: true,
        };
        self.flight.as_mut().expect("in flight").prompt = Some(prompt);
        notes.push(Note::Step { shown, asked: true });
        true
    }

    pub(super) fn detonate(&mut self, flight: Flight, now: i64, notes: &mut Vec<Note>) {
        let target = flight
            .target()
            .and_then(|t| self.pos().board().role_at(t))
            .unwrap_or(Role::Pawn);
        notes.push(Note::Detonated { flight, target });
        let squares = (flight.launch(), flight.head());
        if let Err(e) = self.end_turn(Ply::Move(Move::Flight(flight)), squares, now, notes) {
            // Cannot happen for flights checked or steered legally; keep the game sane.
            tracing::error!(game = self.id, "detonation refused by the engine: {e:?}");
            notes.pop();
            self.flight = None;
        }
    }

    /// Plays `ply` of the side to move on the board, runs the clocks, and
    /// ends the game when the engine says it is over.
    pub(super) fn end_turn(
        &mut self,
        ply: Ply,
        squares: (Square, Square),
        now: i64,
        notes: &mut Vec<Note>,
    ) -> Result<(), Refusal> {
        let mover = self.pos().turn();
        self.game
            .play(ply)
            .map_err(|e| Refusal::Illegal(e.reason))?;
        // The clock of the side that moved stops at `now`.
        if let Some(s) = self.clocks.since.take() {
            self.clocks.remaining[mover.index()] -= (now - s).max(0);
        }
        match self.settings.time {
            TimeControl::Live { .. } => {
                self.clocks.remaining[mover.index()] += self.settings.time.increment_ms();
            }
            TimeControl::Correspondence { .. } => {
                self.clocks.remaining[(!mover).index()] = self.settings.time.base_ms().unwrap_or(0);
            }
            TimeControl::Unlimited => {}
        }
        self.clocks.reminded = false;
        self.limit_start(now);
        self.flight = None;
        self.moved[mover.index()] = true;
        self.last_move = Some(squares);
        if self.draw_offer.is_some_and(|d| d.by != mover) {
            self.draw_offer = None;
        }
        if let Some(o) = self.game.outcome() {
            self.finish(o.winner(), EndReason::Rules(o), notes);
            return Ok(());
        }
        self.clock_start(now);
        Ok(())
    }

    /// The defender answers question `seq`: `Some(text)` shoots down with
    /// that move (SAN or UCI), `None` lets the missile pass.
    pub fn answer(
        &mut self,
        user: &str,
        seq: i64,
        choice: Option<&str>,
        now: i64,
    ) -> Result<Vec<Note>, Refusal> {
        let Some(p) = self.prompt().cloned() else {
            return Err(Refusal::QuestionEnded);
        };
        if p.seq != seq || self.is_over() {
            return Err(Refusal::QuestionEnded);
        }
        let c = self.check_actor(user)?;
        if c == self.pos().turn() {
            return Err(Refusal::OnlyOpponentAnswers);
        }
        let mut notes = Vec::new();
        match choice {
            None => self.pass(seq, false, now, &mut notes),
            Some(text) => {
                let (mv, san) = match_shootdown(&p.options, text)?;
                let flight = self.flight.as_ref().expect("prompt in flight").shown;
                notes.push(Note::ShotDown { seq, flight, san });
                self.end_turn(
                    Ply::ShotDown {
                        flight,
                        shooter: mv,
                    },
                    (mv.from(), mv.to()),
                    now,
                    &mut notes,
                )?;
            }
        }
        Ok(notes)
    }

    /// The missile passes the pending question.
    pub(super) fn pass(&mut self, seq: i64, timeout: bool, now: i64, notes: &mut Vec<Note>) {
        let Some(fl) = self.flight.as_mut() else {
            return;
        };
        fl.prompt = None;
        let square = fl.shown.head();
        let planned = fl.plan.is_some();
        notes.push(Note::Passed {
            seq,
            square,
            timeout,
        });
        if planned {
            self.advance(now, notes);
        } else {
            self.clock_start(now);
            notes.push(Note::SteerOptions { public: true });
        }
    }
}

/// Finds the shoot-down a typed answer names: its UCI or its exact SAN
/// first; a case-insensitive SAN only when exactly one label matches, so
/// `bxc6` (a pawn) never picks the bishop's `Bxc6`.
pub(crate) fn match_shootdown(
    options: &[(Move, String)],
    text: &str,
) -> Result<(Move, String), Refusal> {
    let t = text.trim();
    if let Some(found) = options.iter().find(|(m, s)| s == t || m.uci() == t) {
        return Ok(found.clone());
    }
    let loose: Vec<&(Move, String)> = options
        .iter()
        .filter(|(m, s)| s.eq_ignore_ascii_case(t) || m.uci().eq_ignore_ascii_case(t))
        .collect();
    match loose.as_slice() {
        [one] => Ok((*one).clone()),
        [] => Err(Refusal::NotAShootDown {
            text: t.to_string(),
            labels: options.iter().map(|(_, s)| s.clone()).collect(),
        }),
        many => Err(Refusal::AmbiguousShootDown {
            text: t.to_string(),
            matches: many.iter().map(|(_, s)| s.clone()).collect(),
        }),
    }
}
