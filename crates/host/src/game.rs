//! One game's state and its rules of play at the host level: turns, the
//! missile flight revealed step by step with shoot-down questions, clocks,
//! draw offers, resignation, abort, claims, and the end of the game.
//!
//! This is pure and synchronous: every transition takes the current time
//! (unix milliseconds) and returns [`Note`]s saying what happened, from
//! which the host makes views and stored events. The host applies a
//! transition to a copy, commits it, and only then keeps it.

use crate::ids::{GameId, Place, Player};
use crate::settings::{GameSettings, TimeControl};
use engine::{BoardKind, Color, Flight, Move, Outcome, Ply, Position, Role, Square};
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
    /// Both players agreed to a draw.
    Agreement,
    /// A draw claimed by threefold repetition.
    ThreefoldRepetition,
    /// A draw claimed by the 50-move rule.
    FiftyMoves,
    /// Called off before both sides had moved: no result.
    Aborted,
}

impl EndReason {
    /// A token for storage and machine output: `checkmate`, `king-destroyed`,
    /// `resignation`, `time`, `agreement`, `threefold-repetition`, ...
    pub fn name(self) -> &'static str {
        match self {
            EndReason::Rules(o) => o.reason_name(),
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Agreement => "agreement",
            EndReason::ThreefoldRepetition => "threefold-repetition",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::Aborted => "aborted",
        }
    }

    /// Words for players: `checkmate`, `the king was destroyed`, ...
    pub fn words(self) -> &'static str {
        use engine::{DrawReason as D, WinReason as W};
        match self {
            EndReason::Rules(Outcome::Decisive { reason, .. }) => match reason {
                W::Checkmate => "checkmate",
                W::KingDestroyed => "the king was destroyed by a missile",
                W::Promotion => "a pawn reached its last rank",
            },
            EndReason::Rules(Outcome::Draw { reason }) => match reason {
                D::Stalemate => "stalemate",
                D::NoLegalMove => "the side to move has no legal move",
                D::NoPawns => "a side has no pawns left",
                D::InsufficientMaterial => "insufficient material",
                D::SeventyFiveMoves => "the 75-move rule",
                D::FivefoldRepetition => "fivefold repetition",
            },
            EndReason::Resignation => "resignation",
            EndReason::Time => "time ran out",
            EndReason::Agreement => "agreement",
            EndReason::ThreefoldRepetition => "threefold repetition (claimed)",
            EndReason::FiftyMoves => "the 50-move rule (claimed)",
            EndReason::Aborted => "aborted",
        }
    }
}

/// How a game ended: the winner (none for a draw or an abort) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameResult {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

/// The pending shoot-down question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Prompt {
    /// Its number: the game version when it was asked.
    pub seq: i64,
    /// When the missile passes by itself (unix ms).
    pub deadline: i64,
    /// The defender's legal shoot-downs, with their SAN labels.
    pub options: Vec<(Move, String)>,
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
    /// An ordinary move (or a self-destruct) was played; `san` is its text.
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

/// Refusals: the text says why, for the user who tried.
pub(crate) type Refusal = String;

/// A game held by the host.
#[derive(Debug, Clone)]
pub(crate) struct GameCore {
    pub id: GameId,
    pub place: Place,
    /// White, then Black.
    pub players: [Player; 2],
    pub settings: GameSettings,
    pub start: Position,
    pub pos: Position,
    pub plies: Vec<Ply>,
    /// Hashes of every position since the start (for repetition).
    pub hashes: Vec<u64>,
    pub moved: [bool; 2],
    pub clocks: Clocks,
    pub flight: Option<InFlight>,
    pub draw_offer: Option<DrawOffer>,
    pub result: Option<GameResult>,
    /// Increases with every committed change.
    pub version: i64,
    pub last_move: Option<(Square, Square)>,
}

/// The SAN of a shoot-down: every shoot-down captures onto the same square
/// and never gives check (rulings §6), so it is the piece letter, the
/// disambiguation among the other shoot-downs, `x`, the square and the
/// promotion.
pub(crate) fn shootdown_labels(options: &[Move]) -> Vec<(Move, String)> {
    options
        .iter()
        .map(|m| {
            let (role, from, to, promo) = match *m {
                Move::Normal {
                    role,
                    from,
                    to,
                    promotion,
                    ..
                } => (role, from, to, promotion),
                other => return (other, other.uci()),
            };
            let mut s = String::new();
            if role == Role::Pawn {
                s.push(from.file_char());
            } else {
                s.push(role.upper_char());
                let others: Vec<Square> = options
                    .iter()
                    .filter_map(|o| match *o {
                        Move::Normal {
                            role: r, from: f, ..
                        } if r == role && f != from => Some(f),
                        _ => None,
                    })
                    .collect();
                if !others.is_empty() {
                    if others.iter().all(|o| o.file() != from.file()) {
                        s.push(from.file_char());
                    } else if others.iter().all(|o| o.rank() != from.rank()) {
                        s.push(from.rank_char());
                    } else {
                        s.push(from.file_char());
                        s.push(from.rank_char());
                    }
                }
            }
            s.push('x');
            s.push_str(&to.to_string());
            if let Some(p) = promo {
                s.push('=');
                s.push(p.upper_char());
            }
            (*m, s)
        })
        .collect()
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
        settings.validate().map_err(|e| e.0)?;
        let rules = settings.rules();
        let start = match &settings.fen {
            Some(f) => Position::from_fen(f, rules).map_err(|e| e.to_string())?,
            None => Position::new(rules),
        };
        let base = settings.time.base_ms().unwrap_or(0);
        let mut g = GameCore {
            id,
            place,
            players,
            settings,
            start,
            pos: start,
            plies: Vec::new(),
            hashes: vec![repetition_key(&start)],
            moved: [false; 2],
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
        };
        g.clock_start(now);
        Ok(g)
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

    /// Whether the side to move is steering a missile now (no question pending).
    pub fn steering(&self) -> Option<&InFlight> {
        self.flight
            .as_ref()
            .filter(|f| f.plan.is_none() && f.prompt.is_none())
    }

    /// Who must act now: the defender while a question is pending, else the side to move.
    pub fn to_act(&self) -> Color {
        if self.prompt().is_some() {
            !self.pos.turn()
        } else {
            self.pos.turn()
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
            let t = self.pos.turn().index();
            self.clocks.remaining[t] -= (now - s).max(0);
        }
    }

    /// When the side to move runs out of time (unix ms), if its clock runs.
    pub fn flag_deadline(&self) -> Option<i64> {
        self.clocks
            .since
            .map(|s| s + self.clocks.remaining[self.pos.turn().index()])
    }

    /// Milliseconds left for `side` at `now`.
    pub fn time_left(&self, side: Color, now: i64) -> Option<i64> {
        self.settings.time.base_ms()?;
        let mut r = self.clocks.remaining[side.index()];
        if side == self.pos.turn()
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
            self.prompt().map(|p| p.deadline),
            self.flag_deadline(),
            self.reminder_at(),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Applies what is due at `now`: questions that timed out (the missile
    /// passes), a flag fall, a reminder.
    pub fn tick(&mut self, now: i64, notes: &mut Vec<Note>) {
        for _ in 0..16 {
            if self.is_over() {
                return;
            }
            if let Some(p) = self.prompt()
                && p.deadline <= now
            {
                let seq = p.seq;
                self.pass(seq, true, now, notes);
                continue;
            }
            break;
        }
        if self.is_over() {
            return;
        }
        if let Some(d) = self.flag_deadline()
            && d <= now
        {
            let loser = self.pos.turn();
            self.clock_stop(now);
            self.clocks.remaining[loser.index()] = 0;
            self.flight = None;
            self.finish(Some(!loser), EndReason::Time, notes);
            return;
        }
        if let Some(r) = self.reminder_at()
            && r <= now
        {
            self.clocks.reminded = true;
            notes.push(Note::Reminder {
                side: self.pos.turn(),
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
            return Err("This game is over.".into());
        }
        self.color_of(user)
            .ok_or_else(|| "You are not playing in this game.".to_string())
    }

    fn check_turn(&self, user: &str) -> Result<Color, Refusal> {
        let c = self.check_actor(user)?;
        if let Some(p) = self.prompt() {
            let _ = p;
            return Err(if c == self.pos.turn() {
                format!(
                    "Wait: {} is deciding whether to shoot your missile down.",
                    self.player(!c).name
                )
            } else {
                "Answer the shoot-down question first (shoot the missile down or let it pass)."
                    .to_string()
            });
        }
        if c != self.pos.turn() {
            return Err("It is not your turn.".into());
        }
        Ok(c)
    }

    /// Plays move text (SAN, UCI, or a whole flight like `e4>e5>e6>d7`, `e4*`).
    pub fn play_text(&mut self, user: &str, text: &str, now: i64) -> Result<Vec<Note>, Refusal> {
        let c = self.check_turn(user)?;
        if let Some(f) = &self.flight
            && !f.shown.steps().is_empty()
        {
            return Err(format!(
                "Your missile from {} is in the air: steer it on (choose its next square).",
                f.shown.launch()
            ));
        }
        let text = text.trim();
        if text.is_empty() {
            return Err("Type a move, e.g. e4, Nf3, e2e4, or a flight like e4>e5>e6>d7.".into());
        }
        let mv = engine::notation::parse_move(&self.pos, text).map_err(|e| e.to_string())?;
        self.play_move(c, mv, now)
    }

    /// Plays a legal move of the side to move (`c`).
    fn play_move(&mut self, c: Color, mv: Move, now: i64) -> Result<Vec<Note>, Refusal> {
        let mut notes = Vec::new();
        self.flight = None;
        match mv {
            Move::Flight(f) if !f.is_self_immolation() => {
                // Check legality of the whole flight now; reveal it step by step.
                self.pos.play(&mv).map_err(|e| e.reason)?;
                self.clock_stop(now);
                self.flight = Some(InFlight {
                    shown: Flight::new(f.launch()),
                    plan: Some(f),
                    prompt: None,
                });
                self.advance(now, &mut notes);
            }
            Move::Flight(f) => {
                let next = self.pos.play(&mv).map_err(|e| e.reason)?;
                notes.push(Note::SelfDestructed { launch: f.launch() });
                self.end_turn(
                    c,
                    Ply::Move(mv),
                    next,
                    (f.launch(), f.launch()),
                    now,
                    &mut notes,
                );
            }
            _ => {
                let san = engine::san::san(&self.pos, &mv);
                let next = self.pos.play(&mv).map_err(|e| e.reason)?;
                notes.push(Note::Moved {
                    by: c,
                    san,
                    from: mv.from(),
                    to: mv.to(),
                });
                self.end_turn(
                    c,
                    Ply::Move(mv),
                    next,
                    (mv.from(), mv.to()),
                    now,
                    &mut notes,
                );
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
        let options = self.pos.shootdowns_at(&shown);
        if options.is_empty() {
            notes.push(Note::Step {
                shown,
                asked: false,
            });
            return false;
        }
        self.clock_stop(now);
        let seq = self.version + 1;
        let deadline = now + self.settings.intercept_secs as i64 * 1000;
        let fl = self.flight.as_mut().expect("in flight");
        fl.prompt = Some(Prompt {
            seq,
            deadline,
            options: shootdown_labels(&options),
        });
        notes.push(Note::Step { shown, asked: true });
        true
    }

    fn detonate(&mut self, flight: Flight, now: i64, notes: &mut Vec<Note>) {
        let c = self.pos.turn();
        let target = flight
            .target()
            .and_then(|t| self.pos.board().role_at(t))
            .unwrap_or(Role::Pawn);
        let mv = Move::Flight(flight);
        match self.pos.play(&mv) {
            Ok(next) => {
                notes.push(Note::Detonated { flight, target });
                self.end_turn(
                    c,
                    Ply::Move(mv),
                    next,
                    (flight.launch(), flight.head()),
                    now,
                    notes,
                );
            }
            Err(e) => {
                // Cannot happen for flights checked or steered legally; keep the game sane.
                tracing::error!(game = self.id, "detonation refused by the engine: {e}");
                self.flight = None;
            }
        }
    }

    fn end_turn(
        &mut self,
        mover: Color,
        ply: Ply,
        next: Position,
        squares: (Square, Square),
        now: i64,
        notes: &mut Vec<Note>,
    ) {
        self.clock_stop(now);
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
        self.plies.push(ply);
        self.pos = next;
        self.hashes.push(repetition_key(&next));
        self.moved[mover.index()] = true;
        self.last_move = Some(squares);
        if self.draw_offer.is_some_and(|d| d.by != mover) {
            self.draw_offer = None;
        }
        if let Some(o) = self.pos.outcome() {
            self.finish(o.winner(), EndReason::Rules(o), notes);
            return;
        }
        if self.pos.rules().board() == BoardKind::Chess && self.repetitions() >= 5 {
            let o = Outcome::Draw {
                reason: engine::DrawReason::FivefoldRepetition,
            };
            self.finish(None, EndReason::Rules(o), notes);
            return;
        }
        self.clock_start(now);
    }

    /// How many times the current position has occurred.
    pub fn repetitions(&self) -> usize {
        let h = *self.hashes.last().expect("start hash");
        self.hashes.iter().filter(|&&x| x == h).count()
    }

    /// Starts steering the pawn on `square` (`/fire e4`).
    pub fn fire(&mut self, user: &str, square: &str, _now: i64) -> Result<Vec<Note>, Refusal> {
        let _c = self.check_turn(user)?;
        if let Some(f) = &self.flight
            && !f.shown.steps().is_empty()
        {
            return Err(format!(
                "Your missile from {} is already in the air: choose its next square.",
                f.shown.launch()
            ));
        }
        if self.pos.rules().missiles() == engine::Missiles::None {
            return Err(format!(
                "There are no missiles in {}: play an ordinary move.",
                self.settings.preset.name()
            ));
        }
        let sq = parse_square(square)?;
        let st = self.pos.steering(sq, &[]);
        if st.next.is_empty() && !st.self_immolation {
            return Err(format!(
                "The piece on {sq} cannot fire now: {}",
                self.why_no_fire(sq)
            ));
        }
        self.flight = Some(InFlight {
            shown: Flight::new(sq),
            plan: None,
            prompt: None,
        });
        Ok(vec![Note::SteerOptions { public: false }])
    }

    fn why_no_fire(&self, sq: Square) -> String {
        match self.pos.piece_at(sq) {
            None => "that square is empty".into(),
            Some(p) if p.color != self.pos.turn() => "that is not your pawn".into(),
            Some(p) if p.role != Role::Pawn => "only pawns fire".into(),
            Some(_) if sq.rank() == self.pos.turn().pawn_rank() => {
                "a pawn on its starting rank may not fire".into()
            }
            Some(_) => "it has no legal flight (cooldown, a pin or a check may prevent it)".into(),
        }
    }

    /// The squares the steered missile may enter next, and whether it may self-destruct.
    pub fn steer_options(&self) -> Option<engine::flight::Steering> {
        let f = self.steering()?;
        Some(self.pos.steering(f.shown.launch(), f.shown.steps()))
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
            return Err("This question has ended.".into());
        }
        let c = self.check_turn(user)?;
        let Some(fl) = self.steering().cloned() else {
            return Err(
                "No missile is being steered: choose a pawn to fire first (e.g. fire e4).".into(),
            );
        };
        let st = self.pos.steering(fl.shown.launch(), fl.shown.steps());
        let square = square.trim();
        if square == "*" {
            if !st.self_immolation {
                return Err("The pawn may self-destruct only before its first step.".into());
            }
            let mv = Move::Flight(fl.shown);
            let next = self.pos.play(&mv).map_err(|e| e.reason)?;
            let mut notes = vec![Note::SelfDestructed {
                launch: fl.shown.launch(),
            }];
            let l = fl.shown.launch();
            self.end_turn(c, Ply::Move(mv), next, (l, l), now, &mut notes);
            return Ok(notes);
        }
        let sq = parse_square(square)?;
        if !st.next.contains(&sq) {
            let list: Vec<String> = st.next.iter().map(|s| s.to_string()).collect();
            return Err(format!(
                "The missile cannot enter {sq} next; it may enter: {}.",
                if list.is_empty() {
                    "nothing".to_string()
                } else {
                    list.join(", ")
                }
            ));
        }
        let shown = fl.shown.push(sq).ok_or("A flight has at most 7 steps.")?;
        let mut notes = Vec::new();
        self.flight.as_mut().expect("steering").shown = shown;
        let enemy = self.pos.board().color_at(sq).is_some_and(|col| col != c);
        if enemy {
            self.detonate(shown, now, &mut notes);
        } else if !self.ask_or_continue(now, &mut notes) {
            notes.push(Note::SteerOptions { public: false });
        }
        Ok(notes)
    }

    /// The defender answers question `seq`: `Some(uci)` shoots down with
    /// that move, `None` lets the missile pass.
    pub fn answer(
        &mut self,
        user: &str,
        seq: i64,
        choice: Option<&str>,
        now: i64,
    ) -> Result<Vec<Note>, Refusal> {
        let Some(p) = self.prompt().cloned() else {
            return Err("This question has ended.".into());
        };
        if p.seq != seq || self.is_over() {
            return Err("This question has ended.".into());
        }
        let c = self.check_actor(user)?;
        if c == self.pos.turn() {
            return Err("Only your opponent may answer this question.".into());
        }
        let mut notes = Vec::new();
        match choice {
            None => self.pass(seq, false, now, &mut notes),
            Some(text) => {
                let t = text.trim();
                let Some((mv, san)) = p
                    .options
                    .iter()
                    .find(|(m, s)| m.uci() == t || s.eq_ignore_ascii_case(t))
                    .cloned()
                else {
                    let labels: Vec<&str> = p.options.iter().map(|(_, s)| s.as_str()).collect();
                    return Err(format!(
                        "`{t}` is not a shoot-down here; choose {} or let it pass.",
                        labels.join(", ")
                    ));
                };
                let flight = self.flight.as_ref().expect("prompt in flight").shown;
                let next = self
                    .pos
                    .play_shot_down(&flight, &mv)
                    .map_err(|e| e.reason)?;
                let attacker = self.pos.turn();
                notes.push(Note::ShotDown { seq, flight, san });
                self.end_turn(
                    attacker,
                    Ply::ShotDown {
                        flight,
                        shooter: mv,
                    },
                    next,
                    (mv.from(), mv.to()),
                    now,
                    &mut notes,
                );
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
        notes.push(Note::Passed {
            seq,
            square,
            timeout,
        });
        if fl.plan.is_some() {
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
        if self.moved[0] && self.moved[1] {
            return Err(
                "Both sides have moved: the game can no longer be aborted (resign or offer a draw)."
                    .into(),
            );
        }
        let mut notes = Vec::new();
        self.finish(None, EndReason::Aborted, &mut notes);
        Ok(notes)
    }

    pub fn offer_draw(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        let c = self.check_actor(user)?;
        match self.draw_offer {
            Some(d) if d.by == c => return Err("You have already offered a draw.".into()),
            Some(d) => {
                // The opponent offered already: offering back accepts.
                return self.respond_draw(user, Some(d.seq), true);
            }
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
                "This question has ended.".into()
            } else {
                "There is no draw offer to answer.".into()
            });
        };
        if seq.is_some_and(|s| s != d.seq) {
            return Err("This question has ended.".into());
        }
        let c = self.check_actor(user)?;
        if c == d.by {
            return Err("You made this draw offer; your opponent answers it.".into());
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

    /// Claims a draw by threefold repetition or the 50-move rule.
    pub fn claim_draw(&mut self, user: &str) -> Result<Vec<Note>, Refusal> {
        self.check_actor(user)?;
        let mut notes = Vec::new();
        if self
            .flight
            .as_ref()
            .is_some_and(|f| !f.shown.steps().is_empty())
        {
            return Err("Claim after the missile's flight is over.".into());
        }
        if self.repetitions() >= 3 {
            self.finish(None, EndReason::ThreefoldRepetition, &mut notes);
        } else if self.pos.halfmoves() >= 100 {
            self.finish(None, EndReason::FiftyMoves, &mut notes);
        } else {
            return Err(format!(
                "No draw to claim: this position has occurred {} time(s) (3 needed) and {} moves were made without a capture or pawn move (50 needed).",
                self.repetitions(),
                self.pos.halfmoves() / 2
            ));
        }
        Ok(notes)
    }
}

pub(crate) fn parse_square(s: &str) -> Result<Square, Refusal> {
    let t = s.trim().to_ascii_lowercase();
    Square::from_name(&t).ok_or_else(|| {
        format!(
            "`{}` is not a square: write a file a-h and a rank 1-8, like e4.",
            s.trim()
        )
    })
}

/// The key of a position for repetition: placement, side to move,
/// castling rights, en passant square and cooldowns (not the clocks).
pub(crate) fn repetition_key(pos: &Position) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    pos.board().hash(&mut h);
    pos.turn().hash(&mut h);
    pos.castling_rooks().hash(&mut h);
    pos.ep_square().hash(&mut h);
    pos.cooldown(Color::White).hash(&mut h);
    pos.cooldown(Color::Black).hash(&mut h);
    h.finish()
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
