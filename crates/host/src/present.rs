//! Every sentence a player reads: what happened in a game ([`Note`]s)
//! turned into views, the events stored for them, the reasons for
//! refusals ([`Refusal`]'s `Display`), challenges, rating changes, the
//! leaderboard and profiles.

use crate::game::{EndReason, GameCore, Note};
use crate::ids::ActionId;
use crate::ids::Player;
use crate::refusal::{NoFire, Refusal};
use crate::settings::{ColorChoice, GameSettings};
use crate::view::{Allowed, BoardImage, Button, ButtonStyle, MissileMark, View, ViewKind};
use engine::{Bitboard, Color, Flight, Position, Preset, Role, Square};
use rating::{Change, Rating, Shown};
use std::fmt;

/// The key of a missile flight's one message, which every step of the
/// flight edits (its board, its path, the question and its buttons): game
/// `game`, the flight that is ply number `ply` (0-based) of the game.
pub(crate) fn flight_key(game: i64, ply: usize) -> String {
    format!("g{game}:f{ply}")
}

/// The key of a draw offer's message.
pub(crate) fn draw_key(game: i64, seq: i64) -> String {
    format!("g{game}:d{seq}")
}

/// The key of a challenge's message.
pub(crate) fn challenge_key(id: i64) -> String {
    format!("c{id}")
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// `e4 → e5 → e6`: the squares seen so far.
fn path(f: &Flight) -> String {
    let mut s = f.launch().to_string();
    for st in f.steps() {
        s.push_str(" → ");
        s.push_str(&st.to_string());
    }
    s
}

fn arrow(from: Square, to: Square) -> &'static str {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    match (df.signum(), dr.signum()) {
        (0, 1) => "↑",
        (1, 1) => "↗",
        (1, 0) => "→",
        (1, -1) => "↘",
        (0, -1) => "↓",
        (-1, -1) => "↙",
        (-1, 0) => "←",
        (-1, 1) => "↖",
        _ => "•",
    }
}

/// `m:ss` or `h:mm:ss`, or days and hours for long times.
pub(crate) fn duration_text(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    if s >= 86_400 {
        format!("{}d {}h", s / 86_400, (s % 86_400) / 3600)
    } else if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, (s % 3600) / 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

impl GameCore {
    /// The key of the current (or next) flight's message: flights are
    /// numbered by the ply they become.
    pub(crate) fn flight_key(&self) -> String {
        flight_key(self.id, self.game.plies().len())
    }

    pub(crate) fn image(&self, pos: Position, missile: Option<Flight>) -> BoardImage {
        self.image_marked(pos, missile, MissileMark::InFlight)
    }

    pub(crate) fn image_marked(
        &self,
        pos: Position,
        missile: Option<Flight>,
        mark: MissileMark,
    ) -> BoardImage {
        BoardImage {
            position: pos,
            missile,
            last_move: if missile.is_some() {
                None
            } else {
                self.last_move
            },
            orientation: Color::White,
            missile_state: mark,
            players: Some((self.players[0].name.clone(), self.players[1].name.clone())),
        }
    }

    fn name(&self, c: Color) -> String {
        format!("**{}** ({})", self.player(c).name, side(c))
    }

    /// "**bob** (Black) to move." with clocks when there are any.
    pub(crate) fn to_move_line(&self, now: i64) -> String {
        if self.is_over() {
            return String::new();
        }
        let c = self.pos().turn();
        let mut s = format!(" {} to move", self.name(c));
        if self.pos().is_check() {
            s.push_str(" (in check)");
        }
        s.push('.');
        if let (Some(w), Some(b)) = (
            self.time_left(Color::White, now),
            self.time_left(Color::Black, now),
        ) {
            match self.settings.time {
                crate::TimeControl::Correspondence { .. } => {
                    s.push_str(&format!(
                        " Time for this move: {}.",
                        duration_text(if c == Color::White { w } else { b })
                    ));
                }
                _ => s.push_str(&format!(
                    " Clocks: White {}, Black {}.",
                    duration_text(w),
                    duration_text(b)
                )),
            }
        }
        s
    }

    /// The steering view: the next squares the missile may enter.
    pub(crate) fn steering_view(&self, public: bool) -> Option<View> {
        let fl = self.steering()?;
        let st = self.steer_options()?;
        let attacker = self.pos().turn();
        let head = fl.shown.head();
        let who = self.player(attacker).id.clone();
        let mut buttons: Vec<Button> = st
            .next
            .iter()
            .map(|&sq| Button {
                id: ActionId::Steer {
                    game: self.id,
                    seq: self.version,
                    square: sq.to_string(),
                }
                .to_string(),
                label: format!("{} {sq}", arrow(head, sq)),
                style: if self.pos().board().color_at(sq) == Some(!attacker) {
                    ButtonStyle::Danger
                } else {
                    ButtonStyle::Primary
                },
                allowed: Allowed::User(who.clone()),
            })
            .collect();
        if st.self_immolation {
            buttons.push(Button {
                id: ActionId::Steer {
                    game: self.id,
                    seq: self.version,
                    square: "*".into(),
                }
                .to_string(),
                label: "Self-destruct".into(),
                style: ButtonStyle::Secondary,
                allowed: Allowed::User(who.clone()),
            });
        }
        let text = if fl.shown.steps().is_empty() {
            format!(
                "{}, steer the missile from **{head}**: choose the first square it enters (a square with an enemy piece detonates there).",
                self.name(attacker)
            )
        } else {
            format!(
                "{}, the missile is on **{head}** ({}): choose the next square it enters.",
                self.name(attacker),
                path(&fl.shown)
            )
        };
        let missile = if fl.shown.steps().is_empty() {
            None
        } else {
            Some(fl.shown)
        };
        let mut v = View::new(&self.place, ViewKind::Steering, text)
            .game(self.id)
            .board(self.image(*self.pos(), missile));
        v.buttons = buttons;
        if public {
            v = v.on_flight_message(self.flight_key());
        } else {
            v = v.only(&who);
        }
        Some(v)
    }

    /// The pending shoot-down question's view, if a question is pending.
    pub(crate) fn question_view(&self, now: i64) -> Option<View> {
        let p = self.prompt()?;
        let shown = self.missile()?;
        let before = *self.pos();
        let defender = !self.pos().turn();
        let who = self.player(defender).id.clone();
        let secs = ((p.deadline - now).max(0) + 999) / 1000;
        let mut buttons: Vec<Button> = p
            .options
            .iter()
            .map(|(m, label)| Button {
                id: ActionId::ShootDown {
                    game: self.id,
                    seq: p.seq,
                    uci: m.uci(),
                }
                .to_string(),
                label: label.clone(),
                style: ButtonStyle::Danger,
                allowed: Allowed::User(who.clone()),
            })
            .collect();
        buttons.push(Button {
            id: ActionId::LetPass {
                game: self.id,
                seq: p.seq,
            }
            .to_string(),
            label: "Let it pass".into(),
            style: ButtonStyle::Secondary,
            allowed: Allowed::User(who),
        });
        let labels: Vec<&str> = p.options.iter().map(|(_, l)| l.as_str()).collect();
        let text = format!(
            "The missile enters **{}** ({}). {}, shoot it down ({}) or let it pass? {secs} s to answer; no answer lets it pass.",
            shown.head(),
            path(&shown),
            self.name(defender),
            labels.join(", ")
        );
        let shooters = p.options.iter().map(|(m, _)| m.from()).collect();
        let mut v = View::new(&self.place, ViewKind::ShootDownQuestion, text)
            .game(self.id)
            .board(self.image_marked(before, Some(shown), MissileMark::Threatened { shooters }))
            .on_flight_message(self.flight_key());
        v.buttons = buttons;
        v.deadline_ms = Some(p.deadline);
        Some(v)
    }

    /// The views for notes produced by one transition. `before` is the game
    /// as it was before the transition.
    pub(crate) fn views(&self, before: &GameCore, notes: &[Note], now: i64) -> Vec<View> {
        let mut out = Vec::new();
        let pre = *before.pos();
        // Every view of a flight edits its one message.
        let fk = before.flight_key();
        let mut closed_question = false;
        let mut closed_draw = false;
        for n in notes {
            match n {
                Note::Moved { by, san, .. } => {
                    let text = format!(
                        "{} plays **{san}**.{}",
                        self.name(*by),
                        self.to_move_line(now)
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Move, text)
                            .game(self.id)
                            .board(self.image(*self.pos(), None)),
                    );
                }
                Note::SteerOptions { public } => {
                    if let Some(v) = self.steering_view(*public) {
                        out.push(v);
                    }
                }
                Note::Step { shown, asked } => {
                    let question = self
                        .question_view(now)
                        .filter(|_| *asked && self.missile() == Some(*shown));
                    if let Some(q) = question {
                        out.push(q);
                    } else {
                        let text =
                            format!("The missile enters **{}** ({}).", shown.head(), path(shown));
                        out.push(
                            View::new(&self.place, ViewKind::MissileStep, text)
                                .game(self.id)
                                .board(self.image(pre, Some(*shown)))
                                .on_flight_message(fk.clone()),
                        );
                    }
                }
                Note::Passed {
                    square, timeout, ..
                } => {
                    closed_question = true;
                    let defender = !pre.turn();
                    let text = if *timeout {
                        format!(
                            "No answer from {} within {} s: the missile passes **{square}**.",
                            self.name(defender),
                            self.settings.intercept_secs
                        )
                    } else {
                        format!(
                            "{} lets the missile pass **{square}**.",
                            self.name(defender)
                        )
                    };
                    out.push(
                        View::new(&self.place, ViewKind::QuestionClosed, text)
                            .game(self.id)
                            .on_flight_message(fk.clone()),
                    );
                }
                Note::ShotDown { flight, san, .. } => {
                    closed_question = true;
                    let defender = !pre.turn();
                    out.push(
                        View::new(
                            &self.place,
                            ViewKind::QuestionClosed,
                            format!(
                                "{} shoots the missile down with **{san}**.",
                                self.name(defender)
                            ),
                        )
                        .game(self.id)
                        .on_flight_message(fk.clone()),
                    );
                    let text = format!(
                        "{} shoots the missile down on **{}** with **{san}** ({}).{}",
                        self.name(defender),
                        flight.head(),
                        path(flight),
                        self.to_move_line(now)
                    );
                    let mark = match self.game.plies().last() {
                        Some(engine::Ply::ShotDown { shooter, .. }) => MissileMark::ShotDown {
                            shooter: shooter.from(),
                            promotion: match shooter {
                                engine::Move::Normal { promotion, .. } => *promotion,
                                _ => None,
                            },
                        },
                        _ => MissileMark::InFlight,
                    };
                    out.push(
                        View::new(&self.place, ViewKind::ShotDown, text)
                            .game(self.id)
                            .board(self.image_marked(*self.pos(), Some(*flight), mark.clone()))
                            .animation(self.image_marked(pre, Some(*flight), mark))
                            .on_flight_message(fk.clone()),
                    );
                }
                Note::Detonated { flight, target } => {
                    let attacker = pre.turn();
                    let text = format!(
                        "{}'s missile ({}) **detonates** on **{}**, destroying the {} there.{}",
                        self.name(attacker),
                        path(flight),
                        flight.head(),
                        target.name(),
                        self.to_move_line(now)
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Detonation, text)
                            .game(self.id)
                            .board(self.image_marked(
                                *self.pos(),
                                Some(*flight),
                                MissileMark::Detonated,
                            ))
                            .animation(self.image_marked(
                                pre,
                                Some(*flight),
                                MissileMark::Detonated,
                            ))
                            .on_flight_message(fk.clone()),
                    );
                }
                Note::SelfDestructed { launch } => {
                    let text = format!(
                        "{}'s pawn on **{launch}** self-destructs.{}",
                        self.name(pre.turn()),
                        self.to_move_line(now)
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Detonation, text)
                            .game(self.id)
                            .board(self.image_marked(
                                *self.pos(),
                                Some(Flight::new(*launch)),
                                MissileMark::Detonated,
                            ))
                            .on_flight_message(fk.clone()),
                    );
                }
                Note::DrawOffered { by, seq } => {
                    let who = self.player(!*by).id.clone();
                    let mut v = View::new(
                        &self.place,
                        ViewKind::DrawOffer,
                        format!(
                            "{} offers a draw. {}, accept or decline?",
                            self.name(*by),
                            self.name(!*by)
                        ),
                    )
                    .game(self.id)
                    .key(draw_key(self.id, *seq));
                    v.buttons = vec![
                        Button {
                            id: ActionId::AcceptDraw {
                                game: self.id,
                                seq: *seq,
                            }
                            .to_string(),
                            label: "Accept".into(),
                            style: ButtonStyle::Success,
                            allowed: Allowed::User(who.clone()),
                        },
                        Button {
                            id: ActionId::DeclineDraw {
                                game: self.id,
                                seq: *seq,
                            }
                            .to_string(),
                            label: "Decline".into(),
                            style: ButtonStyle::Danger,
                            allowed: Allowed::User(who),
                        },
                    ];
                    out.push(v);
                }
                Note::DrawDeclined { by, seq } => {
                    closed_draw = true;
                    out.push(
                        View::new(
                            &self.place,
                            ViewKind::QuestionClosed,
                            format!("{} declines the draw.", self.name(*by)),
                        )
                        .game(self.id)
                        .replacing(draw_key(self.id, *seq)),
                    );
                }
                Note::Resigned { .. } => {}
                Note::Reminder { side: c, deadline } => {
                    let text = format!(
                        "Reminder: {}, it is your move; {} left before you lose on time.",
                        self.name(*c),
                        duration_text(deadline - now)
                    );
                    out.push(View::new(&self.place, ViewKind::Reminder, text).game(self.id));
                }
                Note::Ended(r) => {
                    // Close a pending question or draw offer that this ending cut short.
                    if before.prompt().is_some() && !closed_question {
                        out.push(
                            View::new(
                                &self.place,
                                ViewKind::QuestionClosed,
                                "This question has ended: the game is over.",
                            )
                            .game(self.id)
                            .on_flight_message(fk.clone()),
                        );
                    }
                    if let Some(d) = before.draw_offer
                        && !closed_draw
                    {
                        let t = if r.reason == EndReason::Agreement {
                            "Draw agreed."
                        } else {
                            "This draw offer has ended: the game is over."
                        };
                        out.push(
                            View::new(&self.place, ViewKind::QuestionClosed, t)
                                .game(self.id)
                                .replacing(draw_key(self.id, d.seq)),
                        );
                    }
                    out.push(
                        View::new(&self.place, ViewKind::GameEnd, self.end_text())
                            .game(self.id)
                            .board(self.image(*self.pos(), None)),
                    );
                }
            }
        }
        // A draw offer lapsed because the offered side moved.
        if let Some(d) = before.draw_offer
            && self.draw_offer.is_none()
            && !closed_draw
            && !self.is_over()
        {
            out.push(
                View::new(
                    &self.place,
                    ViewKind::QuestionClosed,
                    "The draw offer lapsed: a move was played instead.",
                )
                .game(self.id)
                .replacing(draw_key(self.id, d.seq)),
            );
        }
        out
    }

    /// The announcement of the end, as sentences: who won or that it is
    /// drawn, then why ("Game over: **alice** (White) wins: the pawn on h8
    /// reached the last rank.").
    pub(crate) fn end_text(&self) -> String {
        let Some(r) = self.result else {
            return String::new();
        };
        let pos = self.pos();
        let why = match r.reason {
            EndReason::Aborted => return "The game is aborted: no result.".to_string(),
            EndReason::Agreement => return "Game over: a draw by agreement.".to_string(),
            EndReason::Resignation => {
                format!("{} resigns", self.name(!r.winner.unwrap_or(Color::White)))
            }
            EndReason::Time => format!("{} ran out of time", self.name(pos.turn())),
            EndReason::TimeNoMaterial => format!(
                "{} ran out of time, but {} has too little material left to win",
                self.name(pos.turn()),
                self.name(!pos.turn())
            ),
            EndReason::ThreefoldRepetition => {
                "claimed by threefold repetition (the same position three times)".to_string()
            }
            EndReason::FiftyMoves => {
                "claimed under the 50-move rule (50 moves each without a capture, pawn move or flight)"
                    .to_string()
            }
            EndReason::Rules(o) => self.rules_reason(o),
        };
        match r.winner {
            Some(w) => format!("Game over: {} wins: {why}.", self.name(w)),
            None => format!("Game over: a draw: {why}."),
        }
    }

    /// Why the board ended the game, as a clause.
    fn rules_reason(&self, o: engine::Outcome) -> String {
        use engine::{DrawReason as D, Outcome, WinReason as W};
        let pos = self.pos();
        match o {
            Outcome::Decisive { winner, reason } => match reason {
                W::Checkmate => format!("{} is checkmated", self.name(!winner)),
                W::KingDestroyed => {
                    format!("a missile destroyed the king of {}", self.name(!winner))
                }
                W::Promotion => {
                    let arrived = pos.board().by_piece(engine::Piece::new(winner, Role::Pawn))
                        & Bitboard::rank(winner.last_rank());
                    match arrived.into_iter().next() {
                        Some(sq) => format!("the pawn on {sq} reached the last rank"),
                        None => "a pawn reached the last rank".to_string(),
                    }
                }
            },
            Outcome::Draw { reason } => match reason {
                D::Stalemate => format!(
                    "{} is stalemated (no legal move, not in check)",
                    self.name(pos.turn())
                ),
                D::NoLegalMove => format!("{} has no legal move", self.name(pos.turn())),
                D::NoPawns => {
                    let pawnless = Color::ALL.into_iter().find(|&c| {
                        (pos.board().by_piece(engine::Piece::new(c, Role::Pawn))).is_empty()
                    });
                    match pawnless {
                        Some(c) => format!("{} has no pawns left", self.name(c)),
                        None => "a side has no pawns left".to_string(),
                    }
                }
                D::InsufficientMaterial => {
                    "neither side has enough material left to checkmate".to_string()
                }
                D::SeventyFiveMoves => {
                    "75 moves each without a capture, pawn move or flight".to_string()
                }
                D::FivefoldRepetition => "the same position occurred five times".to_string(),
            },
        }
    }

    /// Stored events for notes: (kind, payload JSON).
    pub(crate) fn events(&self, notes: &[Note]) -> Vec<(String, String)> {
        use serde_json::json;
        notes
            .iter()
            .filter_map(|n| {
                let (k, v) = match n {
                    Note::Moved { by, san, from, to } => (
                        "move",
                        json!({"by": by.name(), "san": san, "from": from.to_string(), "to": to.to_string()}),
                    ),
                    Note::SteerOptions { .. } => return None,
                    Note::Step { shown, asked } => (
                        "flight-step",
                        json!({"flight": shown.to_string(), "square": shown.head().to_string(), "asked": asked}),
                    ),
                    Note::Passed { seq, square, timeout } => (
                        "pass",
                        json!({"question": seq, "square": square.to_string(), "timeout": timeout}),
                    ),
                    Note::ShotDown { seq, flight, san } => (
                        "shootdown",
                        json!({"question": seq, "flight": flight.to_string(), "san": san,
                               "record": self.game.plies().last().map(|p| p.uci())}),
                    ),
                    Note::Detonated { flight, target } => (
                        "detonation",
                        json!({"flight": flight.to_string(), "target": target.name()}),
                    ),
                    Note::SelfDestructed { launch } => {
                        ("self-destruct", json!({"square": launch.to_string()}))
                    }
                    Note::DrawOffered { by, seq } => {
                        ("draw-offer", json!({"by": by.name(), "seq": seq}))
                    }
                    Note::DrawDeclined { by, seq } => {
                        ("draw-decline", json!({"by": by.name(), "seq": seq}))
                    }
                    Note::Resigned { by } => ("resign", json!({"by": by.name()})),
                    Note::Reminder { side, deadline } => {
                        ("reminder", json!({"side": side.name(), "deadline_ms": deadline}))
                    }
                    Note::Ended(r) => (
                        "end",
                        json!({"winner": r.winner.map(|c| c.name()), "reason": r.reason.name()}),
                    ),
                };
                Some((k.to_string(), v.to_string()))
            })
            .collect()
    }
}

/// `1 point`, `2 points`: a count and its noun, singular for one.
pub(crate) fn count(n: i64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl fmt::Display for Refusal {
    /// The sentence the actor reads: what is wrong and what to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoGameHere => {
                f.write_str("There is no game in progress here. Start one with a challenge.")
            }
            Refusal::GameOver => f.write_str("This game is over."),
            Refusal::NotPlaying => f.write_str("You are not playing in this game."),
            Refusal::NotYourTurn => f.write_str("It is not your turn."),
            Refusal::WaitForAnswer { defender } => write!(
                f,
                "Wait: {defender} is deciding whether to shoot your missile down."
            ),
            Refusal::AnswerFirst => f.write_str(
                "Answer the shoot-down question first (shoot the missile down or let it pass).",
            ),
            Refusal::MissileInAir { launch } => write!(
                f,
                "Your missile from {launch} is in the air: steer it on (type or choose its next square)."
            ),
            Refusal::EmptyMove => {
                f.write_str("Type a move, e.g. e4, Nf3, e2e4, or a flight like e4>e5>e6>d7.")
            }
            Refusal::Illegal(reason) => f.write_str(reason),
            Refusal::NoMissiles { preset } => {
                write!(f, "There are no missiles in {preset}: play an ordinary move.")
            }
            Refusal::NotASquare(t) => write!(
                f,
                "`{t}` is not a square: write a file a-h and a rank 1-8, like e4."
            ),
            Refusal::CannotFire { square, why } => {
                let why = match why {
                    NoFire::Empty => "that square is empty",
                    NoFire::NotYours => "that is not your pawn",
                    NoFire::NotAPawn => "only pawns fire",
                    NoFire::StartingRank => "a pawn on its starting rank may not fire",
                    NoFire::NoLegalFlight => {
                        "it has no legal flight (cooldown, a pin or a check may prevent it)"
                    }
                };
                write!(f, "The piece on {square} cannot fire now: {why}.")
            }
            Refusal::NotSteering => f.write_str(
                "No missile is being steered: choose a pawn to fire first (e.g. fire e4).",
            ),
            Refusal::SelfDestructTooLate => {
                f.write_str("The pawn may self-destruct only before its first step.")
            }
            Refusal::CannotEnter { square, next } => {
                let list: Vec<String> = next.iter().map(|s| s.to_string()).collect();
                write!(
                    f,
                    "The missile cannot enter {square} next; it may enter: {}.",
                    if list.is_empty() {
                        "nothing".to_string()
                    } else {
                        list.join(", ")
                    }
                )
            }
            Refusal::QuestionEnded => f.write_str("This question has ended."),
            Refusal::QuestionEndedGameOver => {
                f.write_str("This question has ended: the game is over.")
            }
            Refusal::AnswerForEarlierQuestion => f.write_str(
                "Your answer was written before this question was asked, so it is not applied: look at the new question and answer it.",
            ),
            Refusal::TooManyAiGames { games } => {
                let named: Vec<String> = games
                    .iter()
                    .map(|g| {
                        let at = g.place.thread.as_deref().unwrap_or(&g.place.channel);
                        format!("game {} (level {}) in <#{at}>", g.game, g.level)
                    })
                    .collect();
                write!(
                    f,
                    "You already have {} unfinished games against the AI in this server: {}. Finish or resign one of them before starting another.",
                    games.len(),
                    named.join(" and ")
                )
            }
            Refusal::PositionChanged => f.write_str(
                "The position changed since your message was written, so it is not played: look at the board again and send your move anew.",
            ),
            Refusal::NoQuestion => f.write_str("There is no shoot-down question to answer."),
            Refusal::OnlyOpponentAnswers => {
                f.write_str("Only your opponent may answer this question.")
            }
            Refusal::NotAShootDown { text, labels } => write!(
                f,
                "`{text}` is not a shoot-down here; choose {} or let it pass.",
                labels.join(", ")
            ),
            Refusal::AmbiguousShootDown { text, matches } => write!(
                f,
                "`{text}` could mean {}: type it exactly as shown (capital letters for pieces).",
                matches.join(" or ")
            ),
            Refusal::TooLateToAbort => f.write_str(
                "Both sides have moved: the game can no longer be aborted (resign or offer a draw).",
            ),
            Refusal::NotAbortable => f.write_str(
                "This game was paired for you and cannot be aborted: resign instead, or withdraw from the event that paired it.",
            ),
            Refusal::BerserkTooLate => {
                f.write_str("You can berserk only before your first move of the game.")
            }
            Refusal::BerserkNoClock => {
                f.write_str("Berserk halves your clock: this game has no live clock.")
            }
            Refusal::AlreadyBerserk => {
                f.write_str("You have already berserked in this game: your clock is halved once.")
            }
            Refusal::AlreadyOfferedDraw => f.write_str("You have already offered a draw."),
            Refusal::NoDrawOffer => f.write_str("There is no draw offer to answer."),
            Refusal::OwnDrawOffer => {
                f.write_str("You made this draw offer; your opponent answers it.")
            }
            Refusal::ClaimAfterFlight => f.write_str("Claim after the missile's flight is over."),
            Refusal::NoClaimsInPawnGame => f.write_str(
                "Draws cannot be claimed in the Pawn Game: offer a draw instead.",
            ),
            Refusal::NothingToClaim { repetitions, moves } => write!(
                f,
                "No draw to claim: this position has occurred {} (3 needed) and {} were made without a capture, pawn move or flight (50 needed).",
                count(*repetitions as i64, "time", "times"),
                count(*moves as i64, "move", "moves")
            ),
            Refusal::ChallengeNotOpen => f.write_str("This challenge is no longer open."),
            Refusal::ChallengeExpired => f.write_str("This challenge has expired."),
            Refusal::OwnChallenge => f.write_str("You cannot accept your own challenge."),
            Refusal::ChallengeForOther { name } => {
                write!(f, "This challenge is for {name} only.")
            }
            Refusal::ChallengeSelf => f.write_str(
                "You cannot challenge yourself: name another player, or leave the opponent empty for an open challenge.",
            ),
            Refusal::OnlyChallengerCancels => {
                f.write_str("Only the challenger can cancel this challenge.")
            }
            Refusal::OpenChallengeDecline => f.write_str(
                "This challenge is open to anyone: accept it, or leave it for someone else.",
            ),
            Refusal::NotYourChallenge => f.write_str("This challenge is not for you."),
            Refusal::TooManyChallenges { limit } => write!(
                f,
                "You already have {} open on this server (the limit): wait for an answer, or withdraw one with its Decline button.",
                count(*limit as i64, "challenge", "challenges")
            ),
            Refusal::TwoPlayersNeeded => f.write_str("A game needs two different players."),
            Refusal::PlaceTaken { thread: true } => {
                f.write_str("A game is already being played in this thread.")
            }
            Refusal::PlaceTaken { thread: false } => f.write_str(
                "A game is already being played in this channel: play the next one in a thread.",
            ),
            Refusal::Settings(e) => write!(f, "{e}"),
            Refusal::SaveFailed => f.write_str(
                "Your action could not be saved (storage problem); nothing changed. Try again in a moment.",
            ),
            Refusal::LeaderboardUnavailable => {
                f.write_str("The leaderboard cannot be read right now; try again later.")
            }
            Refusal::ProfileUnavailable => {
                f.write_str("The profile cannot be read right now; try again later.")
            }
            Refusal::ShuttingDown => f.write_str(
                "The bot is restarting: nothing changed. Try again in a minute.",
            ),
        }
    }
}

/// The challenge message: who challenges whom (with their ratings in the
/// preset when known), whether the game is rated or casual, the settings.
pub(crate) fn challenge_text(
    challenger: &Player,
    opponent: Option<&Player>,
    settings: &GameSettings,
    open_minutes: u64,
    ratings: [Option<Shown>; 2],
) -> String {
    let colour = match settings.color {
        ColorChoice::White => format!("{} plays White", challenger.name),
        ColorChoice::Black => format!("{} plays Black", challenger.name),
        ColorChoice::Random => "colours decided at random".to_string(),
    };
    let rated = |r: Option<Shown>| r.map(|r| format!(" ({r})")).unwrap_or_default();
    let who = match opponent {
        Some(o) => format!("**{}**{}", o.name, rated(ratings[1])),
        None => "anyone".to_string(),
    };
    let kind = if settings.counts_for_rating() {
        "rated"
    } else {
        "casual"
    };
    format!(
        "**{}**{} challenges {who} to a {kind} game: {}; {colour}. The challenge is open for {}.",
        challenger.name,
        rated(ratings[0]),
        settings.summary(),
        count(open_minutes as i64, "minute", "minutes")
    )
}

pub(crate) fn challenge_expired_text(challenger: &Player) -> String {
    format!(
        "**{}**'s challenge expired: nobody accepted it in time.",
        challenger.name
    )
}

pub(crate) fn challenge_accepted_text(
    accepter: &Player,
    challenger: &Player,
    players: &[Player; 2],
) -> String {
    format!(
        "**{}** accepted **{}**'s challenge: {} (White) vs {} (Black).",
        accepter.name, challenger.name, players[0].name, players[1].name
    )
}

pub(crate) fn challenge_withdrawn_text(challenger: &Player) -> String {
    format!("**{}** withdrew the challenge.", challenger.name)
}

pub(crate) fn challenge_declined_text(decliner: &Player, challenger: &Player) -> String {
    format!(
        "**{}** declined **{}**'s challenge.",
        decliner.name, challenger.name
    )
}

/// A rating as players see it: `1742`, `1742?` while provisional.
pub(crate) fn shown(rating: f64, provisional: bool) -> Shown {
    Shown {
        points: Rating {
            rating,
            ..Rating::NEW
        }
        .points(),
        provisional,
    }
}

/// A stored rating as shown.
pub(crate) fn shown_value(v: &store::RatingValue) -> Shown {
    shown(v.rating, v.provisional)
}

/// A rated game's effect on both players, one line each:
/// `alice 1500? → 1742? (+242)`.
pub(crate) fn rating_lines(players: &[Player; 2], updates: &[store::RatingUpdate; 2]) -> String {
    players
        .iter()
        .zip(updates)
        .map(|(p, u)| format!("{} {}", p.name, crate::rated::transition(u)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The difference of two ratings as shown.
fn change(from: f64, to: f64) -> Change {
    Change(shown(to, false).points - shown(from, false).points)
}

/// `**alice** 1834 · 42 games · +12 in 7 days` (no game in 7 days: `+0`).
fn board_line(line: &store::RankedPlayer) -> String {
    let week = line
        .rating_at_window_start
        .map_or(Change(0), |start| change(start, line.rating));
    format!(
        "**{}** {} · {} · {week} in 7 days",
        line.display_name,
        shown(line.rating, line.provisional),
        count(line.games, "game", "games"),
    )
}

/// What a leaderboard page shows.
pub(crate) struct BoardPage<'a> {
    pub preset: Preset,
    pub global: bool,
    /// From 0.
    pub page: u32,
    pub pages: u32,
    pub board: &'a store::RatingBoard,
}

/// A leaderboard page: ranked players by rating (rank, name, rating, games,
/// the change over 7 days), how many provisional players are not ranked
/// yet, and the asker's own line at the bottom.
pub(crate) fn leaderboard_text(p: &BoardPage<'_>) -> String {
    let scope = if p.global {
        "all servers"
    } else {
        "this server"
    };
    let mut text = format!(
        "**{} leaderboard, {scope}** · page {} of {}\n",
        p.preset.name(),
        p.page + 1,
        p.pages
    );
    if p.board.lines.is_empty() {
        text.push_str("No ranked players yet.\n");
    }
    for line in &p.board.lines {
        text.push_str(&format!("{}. {}\n", line.rank, board_line(line)));
    }
    text.push_str(&match p.board.provisional {
        0 => "No provisional players are waiting to be ranked.".to_string(),
        1 => "1 provisional player (rating with ?) is not ranked yet.".to_string(),
        n => format!("{n} provisional players (ratings with ?) are not ranked yet."),
    });
    text.push('\n');
    text.push_str(&match &p.board.asker {
        Some(me) if !me.provisional => format!("Your rank: {}. {}", me.rank, board_line(me)),
        Some(me) => format!(
            "You are not ranked yet: your {} rating is {} after {} (ranked once it has no ?).",
            p.preset.name(),
            shown(me.rating, true),
            count(me.games, "game", "games")
        ),
        None => format!(
            "You have no rated {} games{} yet.",
            p.preset.name(),
            if p.global { "" } else { " on this server" }
        ),
    });
    text
}

/// What a profile shows.
pub(crate) struct ProfilePage<'a> {
    pub name: &'a str,
    /// The player's rating in every preset played.
    pub ratings: &'a [store::PlayerRating],
    /// The preset the rest is about.
    pub preset: Preset,
    /// Rank on this server (`None` outside servers), and globally.
    pub server_rank: Option<Option<i64>>,
    pub global_rank: Option<i64>,
    /// Newest first.
    pub recent: &'a [store::RatedGameRecord],
    pub best_win: Option<&'a store::RatedGameRecord>,
}

/// Where a game was played, as a link to its thread (or channel).
fn game_link(place: &store::Place) -> String {
    format!("<#{}>", place.thread.as_deref().unwrap_or(&place.channel))
}

fn result_words(r: store::PlayerResult) -> &'static str {
    match r {
        store::PlayerResult::Win => "won against",
        store::PlayerResult::Draw => "drew with",
        store::PlayerResult::Loss => "lost to",
    }
}

/// A player's profile: ratings in every preset played, rank on this server
/// and globally, wins/draws/losses, winning streaks, the last games with
/// links to their threads, and the best win (all in one preset).
pub(crate) fn profile_text(p: &ProfilePage<'_>) -> String {
    let mut text = format!("**{}**\n", p.name);
    if p.ratings.is_empty() {
        text.push_str("No rated games yet.");
        return text;
    }
    let all: Vec<String> = p
        .ratings
        .iter()
        .map(|r| format!("{} {}", r.preset, shown_value(&r.value)))
        .collect();
    text.push_str(&format!("Ratings: {}\n", all.join(", ")));
    let name = p.preset.name();
    let Some(line) = p.ratings.iter().find(|r| r.preset == name) else {
        text.push_str(&format!("No rated {name} games yet."));
        return text;
    };
    let rank = |r: Option<i64>| match r {
        Some(n) => format!("#{n}"),
        None => "not ranked".to_string(),
    };
    let mut ranks = Vec::new();
    if let Some(server) = p.server_rank {
        ranks.push(format!("{} on this server", rank(server)));
    }
    ranks.push(format!("{} globally", rank(p.global_rank)));
    text.push_str(&format!(
        "**{name}** {}: {}{}\n",
        shown_value(&line.value),
        ranks.join(", "),
        if line.value.provisional {
            " (provisional: ranked once the rating has no ?)"
        } else {
            ""
        }
    ));
    text.push_str(&format!(
        "{}, {}, {} · winning streak {} (best {})\n",
        count(line.wins, "win", "wins"),
        count(line.draws, "draw", "draws"),
        count(line.losses, "loss", "losses"),
        line.streak,
        line.best_streak
    ));
    if !p.recent.is_empty() {
        text.push_str("Last games:\n");
        for g in p.recent {
            text.push_str(&format!(
                "• {} **{}** ({}): {} → {} ({}) {}\n",
                result_words(g.result),
                g.opponent_name,
                shown(g.opponent_rating, false).points,
                shown(g.rating_before, false).points,
                shown(g.rating_after, g.rd_after >= rating::PROVISIONAL_RD),
                change(g.rating_before, g.rating_after),
                game_link(&g.place)
            ));
        }
    }
    match p.best_win {
        Some(g) => text.push_str(&format!(
            "Best win: against **{}** ({}) {}",
            g.opponent_name,
            shown(g.opponent_rating, false).points,
            game_link(&g.place)
        )),
        None => text.push_str("Best win: none yet."),
    }
    text
}

pub(crate) fn export_text(id: i64) -> String {
    format!("The record of game {id}.")
}

impl GameCore {
    /// The first message of a game.
    pub(crate) fn start_text(&self, now: i64) -> String {
        format!(
            "**{}** (White) vs **{}** (Black): {}.{}",
            self.players[0].name,
            self.players[1].name,
            self.settings.summary(),
            self.to_move_line(now)
        )
    }

    /// The `/board` message: players, settings, a missile in the air, who moves.
    pub(crate) fn board_text(&self, now: i64) -> String {
        let mut text = format!(
            "{} (White) vs {} (Black): {}.",
            self.players[0].name,
            self.players[1].name,
            self.settings.summary()
        );
        if let Some(m) = self.missile() {
            text.push_str(&format!(" A missile is in the air on {}.", m.head()));
        }
        text.push_str(&self.to_move_line(now));
        text
    }
}
