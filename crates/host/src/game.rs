//! One game's state and its rules of play at the host level: turns, the
//! missile flight revealed step by step with shoot-down questions, clocks,
//! draw offers, resignation, abort, claims, and the end of the game.
//!
//! The rules of the board are the engine's: a [`GameCore`] holds an
//! [`engine::Game`] (start position, plies, repetition, claimable draws,
//! automatic endings) and adds only what a hosted game has beyond the
//! board: who plays, clocks, the flight being revealed, questions, offers.
//!
//! This is pure and synchronous: every transition takes the current time
//! (unix milliseconds) and returns [`Note`]s saying what happened, from
//! which the host makes views and stored events. The host applies a
//! transition to a copy, commits it, and only then keeps it.

use crate::ids::{GameId, Place, Player};
use crate::refusal::{NoFire, Refusal};
use crate::settings::{GameSettings, TimeControl};
use engine::{BoardKind, Color, Flight, Game, Move, Outcome, Ply, Position, Role, Square};
use serde::{Deserialize, Serialize};

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
            "decided" => EndReason::Decided { forfeit: false },
            "decided-forfeit" => EndReason::Decided { forfeit: true },
            _ => return None,
        })
    }
}

/// How a game ended: the winner (none for a draw or an abort) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameResult {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl GameResult {
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

/// A pending draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DrawOffer {
    #[serde(with = "color_serde")]
    pub by: Color,
    pub seq: i64,
}

/// Clocks: milliseconds left for each side, and since when the side to
/// move's clock runs (None: stopped, e.g. during a shoot-down question).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub(crate) struct Clocks {
    pub remaining: [i64; 2],
    pub since: Option<i64>,
    pub reminded: bool,
}

/// What a transition did, in order. The host turns notes into views and
/// stored events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Note {
    /// An ordinary move was played; `san` is its text.
    Moved {
        by: Color,
        san: String,
        from: Square,
        to: Square,
    },
    /// The attacker chose a pawn to steer; the next squares are offered.
    SteerOptions {
        public: bool,
    },
    /// The missile entered a square (not its last). `asked` when a
    /// shoot-down question is now pending.
    Step {
        shown: Flight,
        asked: bool,
    },
    /// The shoot-down question `seq` ended with the missile passing `square`.
    Passed {
        seq: i64,
        square: Square,
        timeout: bool,
    },
    /// The missile was shot down.
    ShotDown {
        seq: i64,
        flight: Flight,
        san: String,
    },
    /// The missile detonated on its target.
    Detonated {
        flight: Flight,
        target: Role,
    },
    /// The pawn self-destructed.
    SelfDestructed {
        launch: Square,
    },
    DrawOffered {
        by: Color,
        seq: i64,
    },
    DrawDeclined {
        by: Color,
        seq: i64,
    },
    Resigned {
        by: Color,
    },
    /// A correspondence deadline is near for this side.
    Reminder {
        side: Color,
        deadline: i64,
    },
    Ended(GameResult),
}

/// A game held by the host.
#[derive(Debug, Clone)]
pub(crate) struct GameCore {
    pub id: GameId,
    pub place: Place,
    /// White, then Black.
    pub players: [Player; 2],
    pub settings: GameSettings,
    /// The game on the board: positions, plies, repetition and draws.
    pub game: Game,
    pub moved: [bool; 2],
    /// Who has halved their own clock before their first move (White, Black).
    pub berserk: [bool; 2],
    pub clocks: Clocks,
    pub flight: Option<InFlight>,
    pub draw_offer: Option<DrawOffer>,
    pub result: Option<GameResult>,
    /// Increases with every committed change.
    pub version: i64,
    pub last_move: Option<(Square, Square)>,
    /// Who set the result of a game ended by [`EndReason::Decided`] (a
    /// name, as its end says it).
    pub decided_by: Option<String>,
    /// When the game last changed (unix ms, by the host's clock): a text
    /// typed before then was written for an earlier position and is
    /// refused. Not stored: a game restored or reloaded counts from then.
    pub changed: i64,
}

impl GameCore {
    /// A new game at `now`, clocks started for the side to move.
    pub fn new(
        id: GameId,
        place: Place,
        players: [Player; 2],
        settings: GameSettings,
        now: i64,
    ) -> Result<GameCore, Refusal> {
        settings.validate()?;
        let rules = settings.rules();
        let start = match &settings.fen {
            Some(f) => Position::from_fen(f, rules)
                .map_err(|e| Refusal::Settings(crate::SettingsError(e.to_string())))?,
            None => Position::new(rules),
        };
        let base = settings.time.base_ms().unwrap_or(0);
        let mut g = GameCore {
            id,
            place,
            players,
            settings,
            game: Game::from_position(start),
            moved: [false; 2],
            berserk: [false; 2],
            clocks: Clocks {
                remaining: [base; 2],
                since: None,
                reminded: false,
            },
            flight: None,
            draw_offer: None,
            result: None,
            version: 0,
            last_move: None,
            decided_by: None,
            changed: now,
        };
        g.clock_start(now);
        Ok(g)
    }

    /// The current position (during a flight, the position before it).
    pub fn pos(&self) -> &Position {
        self.game.position()
    }

    /// The colour `user` plays in this game, if any.
    pub fn color_of(&self, user: &str) -> Option<Color> {
        if self.players[0].id == user {
            Some(Color::White)
        } else if self.players[1].id == user {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn player(&self, c: Color) -> &Player {
        &self.players[c.index()]
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The prompt pending, if any.
    pub fn prompt(&self) -> Option<&Prompt> {
        self.flight.as_ref().and_then(|f| f.prompt.as_ref())
    }

    /// The missile the side to move is steering now (no question pending).
    pub fn steering(&self) -> Option<&InFlight> {
        self.flight
            .as_ref()
            .filter(|f| f.plan.is_none() && f.prompt.is_none())
    }

    /// The squares seen of a missile in the air (at least one step).
    pub fn missile(&self) -> Option<Flight> {
        self.flight
            .as_ref()
            .map(|f| f.shown)
            .filter(|f| !f.steps().is_empty())
    }

    /// Who must act now: the defender while a question is pending, else the side to move.
    pub fn to_act(&self) -> Color {
        if self.prompt().is_some() {
            !self.pos().turn()
        } else {
            self.pos().turn()
        }
    }

    fn clock_running(&self) -> bool {
        self.settings.time != TimeControl::Unlimited
    }

    fn clock_start(&mut self, now: i64) {
        if self.clock_running() && self.result.is_none() {
            self.clocks.since = Some(now);
        }
    }

    fn clock_stop(&mut self, now: i64) {
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

    fn reminder_at(&self) -> Option<i64> {
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
        if let Some(p) = self.flight.as_mut().and_then(|f| f.prompt.as_mut()) {
            p.asked += ms;
            p.deadline += ms;
        }
    }

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

    /// Applies what is due at `now`: questions that timed out (the missile
    /// passes), a flag fall, a reminder.
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
    }

    fn finish(&mut self, winner: Option<Color>, reason: EndReason, notes: &mut Vec<Note>) {
        self.clocks.since = None;
        self.flight = None;
        self.draw_offer = None;
        let r = GameResult { winner, reason };
        self.result = Some(r);
        notes.push(Note::Ended(r));
    }

    fn check_actor(&self, user: &str) -> Result<Color, Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        self.color_of(user).ok_or(Refusal::NotPlaying)
    }

    fn check_turn(&self, user: &str) -> Result<Color, Refusal> {
        let c = self.check_actor(user)?;
        if self.prompt().is_some() {
            return Err(if c == self.pos().turn() {
                Refusal::WaitForAnswer {
                    defender: self.player(!c).name.clone(),
                }
            } else {
                Refusal::AnswerFirst
            });
        }
        if c != self.pos().turn() {
            return Err(Refusal::NotYourTurn);
        }
        Ok(c)
    }

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
            .map_err(|e| Refusal::Illegal(e.to_string()))?;
        self.play_move(c, mv, now)
    }

    /// Plays a legal move of the side to move (`c`).
    fn play_move(&mut self, c: Color, mv: Move, now: i64) -> Result<Vec<Note>, Refusal> {
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
    fn advance(&mut self, now: i64, notes: &mut Vec<Note>) {
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
    fn ask_or_continue(&mut self, now: i64, notes: &mut Vec<Note>) -> bool {
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

    fn detonate(&mut self, flight: Flight, now: i64, notes: &mut Vec<Note>) {
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
    fn end_turn(
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

    fn why_no_fire(&self, sq: Square) -> NoFire {
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
    fn pass(&mut self, seq: i64, timeout: bool, now: i64, notes: &mut Vec<Note>) {
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

    pub fn offer_draw(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        let c = self.check_actor(user)?;
        match self.draw_offer {
            Some(d) if d.by == c => return Err(Refusal::AlreadyOfferedDraw),
            // The opponent offered already: offering back accepts.
            Some(d) => return self.respond_draw(user, Some(d.seq), true),
            None => {}
        }
        let seq = self.version + 1;
        self.draw_offer = Some(DrawOffer { by: c, seq });
        Ok(vec![Note::DrawOffered { by: c, seq }])
    }

    pub fn respond_draw(
        &mut self,
        user: &str,
        seq: Option<i64>,
        accept: bool,
    ) -> Result<Vec<Note>, Refusal> {
        let Some(d) = self.draw_offer else {
            return Err(if seq.is_some() {
                Refusal::QuestionEnded
            } else {
                Refusal::NoDrawOffer
            });
        };
        if seq.is_some_and(|s| s != d.seq) {
            return Err(Refusal::QuestionEnded);
        }
        let c = self.check_actor(user)?;
        if c == d.by {
            return Err(Refusal::OwnDrawOffer);
        }
        let mut notes = Vec::new();
        if accept {
            self.finish(None, EndReason::Agreement, &mut notes);
        } else {
            self.draw_offer = None;
            notes.push(Note::DrawDeclined { by: c, seq: d.seq });
        }
        Ok(notes)
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

pub(crate) fn parse_square(s: &str) -> Result<Square, Refusal> {
    let t = s.trim().to_ascii_lowercase();
    Square::from_name(&t).ok_or_else(|| Refusal::NotASquare(s.trim().to_string()))
}

mod color_serde {
    use engine::Color;
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!(
                "unknown colour `{other}`"
            ))),
        }
    }
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
