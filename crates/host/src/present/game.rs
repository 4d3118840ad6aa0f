//! A game's views: its first message, each move and flight, the shoot-down
//! questions, draw offers and the end.

use super::{arrow, draw_key, duration_text, flight_key, flight_line, notice_key, side};
use crate::duration;
use crate::game::{EndReason, GameCore, Note};
use crate::ids::{ActionId, UserId};
use crate::picture::{BoardImage, MissileMark};
use crate::plain_text::member;
use crate::view::{Allowed, Button, ButtonStyle, View, ViewKind};
use engine::{Bitboard, Color, Flight, Position, Role};

/// How long a game with a live clock must have been quiet (no move, no
/// answer, nothing) before a move notifies the player to move: both are
/// at the board in a live game, so its moves ping nobody, unless the
/// opponent thought this long and the player to move may have stepped
/// away. Ten minutes: longer than a blitz or rapid think, shorter than
/// leaving a game for the evening.
pub(crate) const QUIET_MS: i64 = 10 * 60_000;

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
        // With a missile in the air (or just come down) the defender is
        // the one asked; otherwise the side to move.
        let asked = if missile.is_some() {
            !pos.turn()
        } else {
            pos.turn()
        };
        BoardImage {
            position: pos,
            missile,
            last_move: if missile.is_some() {
                None
            } else {
                self.last_move
            },
            orientation: self.facing(asked),
            missile_state: mark,
            players: Some((self.players[0].name.clone(), self.players[1].name.clone())),
        }
    }

    /// The side at the bottom of a board that asks `asked` to act: that
    /// player's own side, so that Black plays Black's board from Black's
    /// side; the human's side when `asked` is the AI (a game against the AI
    /// never turns its board round); White's once the game is over (the
    /// final picture, like GIFs and replays, is drawn from White's side).
    pub(crate) fn facing(&self, asked: Color) -> Color {
        if self.is_over() {
            return Color::White;
        }
        let ai = self.settings.ai.as_ref().map(|a| a.user.as_str());
        if Some(self.player(asked).id.as_str()) == ai {
            !asked
        } else {
            asked
        }
    }

    fn name(&self, c: Color) -> String {
        format!("**{}** ({})", member(&self.player(c).name), side(c))
    }

    /// `c`'s player's name as plain text, for a flight's end line (which
    /// notifies nobody).
    fn plain_name(&self, c: Color) -> String {
        member(&self.player(c).name)
    }

    /// `c`'s player as a question addresses them: a person by their
    /// mention (`<@id>`, which the view's [`View::mentions`] lets notify),
    /// the AI by its name in bold.
    fn addressed(&self, c: Color) -> String {
        if self.humans(&[c]).is_empty() {
            format!("**{}**", self.plain_name(c))
        } else {
            format!("<@{}>", self.player(c).id)
        }
    }

    /// The user ids of the players of `colors` who are people (the AI is
    /// never notified).
    pub(crate) fn humans(&self, colors: &[Color]) -> Vec<UserId> {
        let ai = self.settings.ai.as_ref().map(|a| a.user.as_str());
        colors
            .iter()
            .map(|&c| self.player(c).id.clone())
            .filter(|id| Some(id.as_str()) != ai)
            .collect()
    }

    /// A board after a move: it notifies the player to move in games
    /// without a live clock (correspondence, untimed), where they may be
    /// away; with a live clock both are at the board, and it shows when
    /// the flag of the side to move falls instead, notifying the player to
    /// move only after a quiet game (nothing happened for [`QUIET_MS`]
    /// before this move, by `before`'s last change): they may have stepped
    /// away.
    fn after_move(&self, before: &GameCore, v: View, now: i64) -> View {
        if self.is_over() {
            return v;
        }
        let to_move = self.humans(&[self.pos().turn()]);
        match self.settings.time {
            crate::TimeControl::Live { .. } => {
                let v = View {
                    flag_ms: self.flag_deadline(),
                    ..v
                };
                if now - before.changed >= QUIET_MS {
                    v.mentioning(to_move)
                } else {
                    v
                }
            }
            _ => v.mentioning(to_move),
        }
    }

    /// Whether later questions of a flight are announced by a notice of
    /// their own (correspondence games: the defender may be away).
    fn announces_questions(&self) -> bool {
        matches!(
            self.settings.time,
            crate::TimeControl::Correspondence { .. }
        )
    }

    /// The notice of a later question of the flight whose message is
    /// `flight`: it mentions the defender and links that message. It
    /// dates itself (the question's end as a stamp, which reads "… ago"
    /// once it is over) and is never deleted: a deleted message that
    /// pinged someone leaves them a ghost ping.
    fn question_notice(&self, flight: &str) -> Option<View> {
        let p = self.prompt()?;
        let shown = self.missile()?;
        let defender = !self.pos().turn();
        let text = format!(
            "{}, the missile is on **{}**: shoot it down or let it pass, before {}.",
            self.addressed(defender),
            shown.head(),
            super::discord_time(p.deadline, 'R')
        );
        let mut v = View::new(&self.place, ViewKind::QuestionNotice, text)
            .game(self.id)
            .key(notice_key(self.id, p.seq))
            .mentioning(self.humans(&[defender]));
        v.links_to = Some(flight.to_string());
        v.deadline_ms = Some(p.deadline);
        Some(v)
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
                    let left = if c == Color::White { w } else { b };
                    s.push_str(&format!(
                        " Time for this move runs out {}.",
                        super::discord_time(now + left, 'R')
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
                words: None,
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
                words: None,
            });
        }
        let text = if fl.shown.steps().is_empty() {
            format!(
                "{}, steer the missile from **{head}**: choose the first square it enters (a square with an enemy piece detonates there).",
                self.name(attacker)
            )
        } else {
            format!(
                "{} — {}: choose the next square it enters.",
                flight_line(&fl.shown),
                self.name(attacker)
            )
        };
        let missile = if fl.shown.steps().is_empty() {
            None
        } else {
            Some(fl.shown)
        };
        // The attacker is the one asked where the missile goes next.
        let mut board = self.image(*self.pos(), missile);
        board.orientation = self.facing(attacker);
        let mut v = View::new(&self.place, ViewKind::Steering, text)
            .game(self.id)
            .board(board);
        v.buttons = buttons;
        if public {
            v = v.on_flight_message(self.flight_key());
        } else {
            v = v.only(&who);
        }
        Some(v)
    }

    /// The pending shoot-down question's view, if a question is pending.
    pub(crate) fn question_view(&self) -> Option<View> {
        let p = self.prompt()?;
        let shown = self.missile()?;
        let before = *self.pos();
        let defender = !self.pos().turn();
        let who = self.player(defender).id.clone();
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
                words: None,
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
            words: None,
        });
        let labels: Vec<&str> = p.options.iter().map(|(_, l)| l.as_str()).collect();
        // One growing line: the path so far, who is asked, until when.
        let text = format!(
            "{} — {}: shoot it down ({}) or let it pass? ends {}",
            flight_line(&shown),
            self.addressed(defender),
            labels.join(", "),
            super::discord_time(p.deadline, 'R')
        );
        let shooters = p.options.iter().map(|(m, _)| m.from()).collect();
        let mut v = View::new(&self.place, ViewKind::ShootDownQuestion, text)
            .game(self.id)
            .board(self.image_marked(before, Some(shown), MissileMark::Threatened { shooters }))
            .on_flight_message(self.flight_key())
            .mentioning(self.humans(&[defender]));
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
                        self.after_move(
                            before,
                            View::new(&self.place, ViewKind::Move, text)
                                .game(self.id)
                                .board(self.image(*self.pos(), None)),
                            now,
                        ),
                    );
                }
                Note::SteerOptions { public } => {
                    if let Some(v) = self.steering_view(*public) {
                        out.push(v);
                    }
                }
                Note::Step { shown, asked } => {
                    let question = self
                        .question_view()
                        .filter(|_| *asked && self.missile() == Some(*shown));
                    if let Some(q) = question {
                        // The flight's message existed before: the question
                        // edits it, which notifies nobody.
                        let edit = before.missile().is_some();
                        out.push(q);
                        if edit && self.announces_questions() {
                            out.extend(self.question_notice(&fk));
                        }
                    } else {
                        out.push(
                            View::new(&self.place, ViewKind::MissileStep, flight_line(shown))
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
                    // Shown on the flight's message until its next step
                    // (which supersedes it there: see `view::coalesce`).
                    let defender = !pre.turn();
                    let line = before
                        .missile()
                        .map_or_else(|| format!("🚀 **{square}**"), |f| flight_line(&f));
                    let text = if *timeout {
                        format!(
                            "{line} — no answer from {} within {}: it passes.",
                            self.plain_name(defender),
                            crate::intercept_text(self.settings.intercept_secs)
                        )
                    } else {
                        format!("{line} — {} lets it pass.", self.plain_name(defender))
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
                    let text = format!(
                        "{}\n💥 {} shoots it down on {} with {san}.{}",
                        flight_line(flight),
                        self.plain_name(defender),
                        flight.head(),
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
                        self.after_move(
                            before,
                            View::new(&self.place, ViewKind::ShotDown, text)
                                .game(self.id)
                                .board(self.image_marked(*self.pos(), Some(*flight), mark.clone()))
                                .animation(from_white(self.image_marked(pre, Some(*flight), mark)))
                                .on_flight_message(fk.clone()),
                            now,
                        ),
                    );
                }
                Note::Detonated { flight, target } => {
                    let attacker = pre.turn();
                    let text = format!(
                        "{}\n💥 {}'s missile detonates on {}, destroying {}'s {}.{}",
                        flight_line(flight),
                        self.plain_name(attacker),
                        flight.head(),
                        self.plain_name(!attacker),
                        target.name(),
                        self.to_move_line(now)
                    );
                    out.push(
                        self.after_move(
                            before,
                            View::new(&self.place, ViewKind::Detonation, text)
                                .game(self.id)
                                .board(self.image_marked(
                                    *self.pos(),
                                    Some(*flight),
                                    MissileMark::Detonated,
                                ))
                                .animation(from_white(self.image_marked(
                                    pre,
                                    Some(*flight),
                                    MissileMark::Detonated,
                                )))
                                .on_flight_message(fk.clone()),
                            now,
                        ),
                    );
                }
                Note::SelfDestructed { launch } => {
                    let text = format!(
                        "💥 {}'s pawn on {launch} self-destructs.{}",
                        self.plain_name(pre.turn()),
                        self.to_move_line(now)
                    );
                    out.push(
                        self.after_move(
                            before,
                            View::new(&self.place, ViewKind::Detonation, text)
                                .game(self.id)
                                .board(self.image_marked(
                                    *self.pos(),
                                    Some(Flight::new(*launch)),
                                    MissileMark::Detonated,
                                ))
                                .on_flight_message(fk.clone()),
                            now,
                        ),
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
                    .key(draw_key(self.id, *seq))
                    // The one who must answer is pinged, clock or not.
                    .mentioning(self.humans(&[!*by]));
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
                            words: None,
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
                            words: None,
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
                        "Reminder: {}, it is your move; your time runs out {}.",
                        self.name(*c),
                        super::discord_time(*deadline, 'R')
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Reminder, text)
                            .game(self.id)
                            .mentioning(self.humans(&[*c])),
                    );
                }
                Note::MoveLimitHalf { side: c, deadline } => {
                    let limit = self.move_limit().map_or(0, |l| l.ms);
                    let then = if self.move_limit().is_some_and(|l| l.ends) {
                        "you lose the game".to_string()
                    } else {
                        format!("{} may claim the win", self.name(!*c))
                    };
                    let text = format!(
                        "Reminder: {}, it is your move; half of the move limit ({}) has passed: {then} {}.",
                        self.name(*c),
                        duration::words(limit),
                        super::discord_time(*deadline, 'R')
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Reminder, text)
                            .game(self.id)
                            .mentioning(self.humans(&[*c])),
                    );
                }
                Note::MoveLimitReached { side: c } => {
                    let text = format!(
                        "{} has not moved within the move limit ({}): {}, you may claim the win with `/claim`, or wait for the move.",
                        self.name(*c),
                        duration::words(self.move_limit().map_or(0, |l| l.ms)),
                        self.name(!*c)
                    );
                    out.push(
                        View::new(&self.place, ViewKind::Reminder, text)
                            .game(self.id)
                            .mentioning(self.humans(&[!*c])),
                    );
                }
                Note::Ended(r) => {
                    // Close a pending question or draw offer that this ending cut short.
                    if before.prompt().is_some() && !closed_question {
                        let line = before
                            .missile()
                            .map(|f| flight_line(&f))
                            .unwrap_or_default();
                        out.push(
                            View::new(
                                &self.place,
                                ViewKind::QuestionClosed,
                                format!("{line} — the game is over before an answer."),
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
                    let mut end = View::new(&self.place, ViewKind::GameEnd, self.end_text())
                        .game(self.id)
                        .board(self.image(*self.pos(), None));
                    let players =
                        || Allowed::Users(self.players.iter().map(|p| p.id.clone()).collect());
                    if self.offers_rematch() {
                        end.buttons.push(Button {
                            id: ActionId::Rematch { game: self.id }.to_string(),
                            label: "Rematch".into(),
                            style: ButtonStyle::Primary,
                            allowed: players(),
                            words: None,
                        });
                    }
                    if !self.game.plies().is_empty() {
                        end.buttons.push(Button {
                            id: ActionId::Analyse { game: self.id }.to_string(),
                            label: "Analyse".into(),
                            style: ButtonStyle::Secondary,
                            allowed: players(),
                            words: None,
                        });
                    }
                    out.push(end);
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
            EndReason::Decided { forfeit } => return self.decided_text(r.winner, forfeit),
            EndReason::Agreement => return "Game over: a draw by agreement.".to_string(),
            EndReason::Resignation => {
                format!("{} resigns", self.name(!r.winner.unwrap_or(Color::White)))
            }
            EndReason::Time => format!("{} ran out of time", self.name(pos.turn())),
            EndReason::MoveLimit => format!(
                "{} did not move within the move limit ({})",
                self.name(pos.turn()),
                duration::words(self.move_limit().map_or(0, |l| l.ms))
            ),
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

    /// The end of a game whose result was set from outside the board, with
    /// who set it and the score: "Game over: a draw (½-½), set by
    /// **td**.", "Game over: **bob** (Black) wins by forfeit (-/+), set by
    /// **td**.".
    fn decided_text(&self, winner: Option<Color>, forfeit: bool) -> String {
        let by = self
            .decided_by
            .as_deref()
            .map_or_else(|| "an organizer".to_string(), member);
        let white = winner == Some(Color::White);
        let what = match (winner, forfeit) {
            (Some(w), false) => {
                format!(
                    "{} wins ({})",
                    self.name(w),
                    if white { "1-0" } else { "0-1" }
                )
            }
            (Some(w), true) => format!(
                "{} wins by forfeit ({})",
                self.name(w),
                if white { "+/-" } else { "-/+" }
            ),
            (None, false) => "a draw (½-½)".to_string(),
            (None, true) => "both players lose by forfeit (-/-)".to_string(),
        };
        format!("Game over: {what}, set by **{by}**.")
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
                    Note::MoveLimitHalf { side, deadline } => (
                        "move-limit-reminder",
                        json!({"side": side.name(), "deadline_ms": deadline}),
                    ),
                    Note::MoveLimitReached { side } => {
                        ("move-limit-reached", json!({"side": side.name()}))
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

pub(crate) fn export_text(id: i64) -> String {
    format!("The record of game {id}.")
}

impl GameCore {
    /// The first message of a game.
    pub(crate) fn start_text(&self, now: i64) -> String {
        format!(
            "**{}** (White) vs **{}** (Black): {}.{}",
            member(&self.players[0].name),
            member(&self.players[1].name),
            self.settings.summary(),
            self.to_move_line(now)
        )
    }

    /// The `/board` message: players, settings, a missile in the air, who moves.
    pub(crate) fn board_text(&self, now: i64) -> String {
        let mut text = format!(
            "{} (White) vs {} (Black): {}.",
            member(&self.players[0].name),
            member(&self.players[1].name),
            self.settings.summary()
        );
        if let Some(m) = self.missile() {
            text.push_str(&format!(" A missile is in the air on {}.", m.head()));
        }
        text.push_str(&self.to_move_line(now));
        text
    }
}

/// `img` drawn from White's side (a flight's GIF, like replays, is).
fn from_white(img: BoardImage) -> BoardImage {
    BoardImage {
        orientation: Color::White,
        ..img
    }
}
