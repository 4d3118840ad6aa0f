//! Turning what happened in a game ([`Note`]s) into views for players and
//! events for the store. All wording lives here.

use crate::game::{EndReason, GameCore, Note};
use crate::ids::ActionId;
use crate::view::{Allowed, BoardImage, Button, ButtonStyle, MissileMark, View, ViewKind};
use engine::{Color, Flight, Position, Role, Square};

/// The key of a shoot-down question's message.
pub(crate) fn question_key(game: i64, seq: i64) -> String {
    format!("g{game}:q{seq}")
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

fn role_name(r: Role) -> &'static str {
    match r {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
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
        let c = self.pos.turn();
        let mut s = format!(" {} to move", self.name(c));
        if self.pos.is_check() {
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
        let attacker = self.pos.turn();
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
                style: if self.pos.board().color_at(sq) == Some(!attacker) {
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
            .board(self.image(self.pos, missile));
        v.buttons = buttons;
        if !public {
            v = v.only(&who);
        }
        Some(v)
    }

    /// The shoot-down question's view.
    fn question_view(&self, shown: Flight, before: Position, now: i64) -> View {
        let p = self.prompt().expect("a question is pending");
        let defender = !self.pos.turn();
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
            .key(question_key(self.id, p.seq));
        v.buttons = buttons;
        v
    }

    /// The views for notes produced by one transition. `before` is the game
    /// as it was before the transition.
    pub(crate) fn views(&self, before: &GameCore, notes: &[Note], now: i64) -> Vec<View> {
        let mut out = Vec::new();
        let pre = before.pos;
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
                            .board(self.image(self.pos, None)),
                    );
                }
                Note::SteerOptions { public } => {
                    if let Some(v) = self.steering_view(*public) {
                        out.push(v);
                    }
                }
                Note::Step { shown, asked } => {
                    if *asked
                        && self.prompt().is_some()
                        && self.flight.as_ref().map(|f| f.shown) == Some(*shown)
                    {
                        out.push(self.question_view(*shown, pre, now));
                    } else {
                        let text =
                            format!("The missile enters **{}** ({}).", shown.head(), path(shown));
                        out.push(
                            View::new(&self.place, ViewKind::MissileStep, text)
                                .game(self.id)
                                .board(self.image(pre, Some(*shown))),
                        );
                    }
                }
                Note::Passed {
                    seq,
                    square,
                    timeout,
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
                            .replacing(question_key(self.id, *seq)),
                    );
                }
                Note::ShotDown { seq, flight, san } => {
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
                        .replacing(question_key(self.id, *seq)),
                    );
                    let text = format!(
                        "{} shoots the missile down on **{}** with **{san}** ({}).{}",
                        self.name(defender),
                        flight.head(),
                        path(flight),
                        self.to_move_line(now)
                    );
                    let mark = match self.plies.last() {
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
                            .board(self.image_marked(self.pos, Some(*flight), mark)),
                    );
                }
                Note::Detonated { flight, target } => {
                    let attacker = pre.turn();
                    let text = format!(
                        "{}'s missile ({}) **detonates** on **{}**, destroying the {} there.{}",
                        self.name(attacker),
                        path(flight),
                        flight.head(),
                        role_name(*target),
                        self.to_move_line(now)
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Detonation, text)
                            .game(self.id)
                            .board(self.image_marked(
                                self.pos,
                                Some(*flight),
                                MissileMark::Detonated,
                            )),
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
                                self.pos,
                                Some(Flight::new(*launch)),
                                MissileMark::Detonated,
                            )),
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
                    if let Some(p) = before.prompt()
                        && !closed_question
                    {
                        out.push(
                            View::new(
                                &self.place,
                                ViewKind::QuestionClosed,
                                "This question has ended: the game is over.",
                            )
                            .game(self.id)
                            .replacing(question_key(self.id, p.seq)),
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
                            .board(self.image(self.pos, None)),
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

    /// The announcement of the end: who won or that it is drawn, and why.
    pub(crate) fn end_text(&self) -> String {
        let Some(r) = self.result else {
            return String::new();
        };
        match (r.reason, r.winner) {
            (EndReason::Aborted, _) => "The game is aborted: no result.".to_string(),
            (EndReason::Resignation, Some(w)) => format!(
                "{} resigns. {} wins by resignation.",
                self.name(!w),
                self.name(w)
            ),
            (EndReason::Time, Some(w)) => format!(
                "{} ran out of time. {} wins on time.",
                self.name(!w),
                self.name(w)
            ),
            (reason, Some(w)) => format!("Game over: {} wins by {}.", self.name(w), reason.words()),
            (reason, None) => format!("Game over: drawn by {}.", reason.words()),
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
                               "record": self.plies.last().map(|p| p.uci())}),
                    ),
                    Note::Detonated { flight, target } => (
                        "detonation",
                        json!({"flight": flight.to_string(), "target": role_name(*target)}),
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
