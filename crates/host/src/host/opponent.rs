//! The AI as a player. After every change of a game against the AI, the
//! host looks whether the AI must act (its turn to move, or a shoot-down
//! question put to it). If so, a task waits for its turn in the search
//! queue (a bounded pool, fair between members: see `searches.rs`;
//! searches never run on the async runtime, and a busy process only
//! queues them, so no game stalls the others), searches on a blocking
//! thread, and answers like any player (through the game's own session,
//! found by the game's id: the game may have moved into its thread while
//! the AI thought, and another game may have started at its old place): a move or a
//! whole flight as text (revealed step by step like anyone's), a
//! shoot-down or a pass by the question's button id (so an answer to a
//! question that has ended is refused, not misapplied). Its views go out
//! with the timed views.
//!
//! A draw offered to the AI is answered on its next move: it accepts when
//! its search finds it no better than [`DRAW_ACCEPT_CP`], else it declines
//! (by the offer's buttons, as a person would) and moves.

use super::{Action, Host, Inner, Slot};
use crate::game::GameCore;
use crate::ids::{ActionId, GameId, Player};
use crate::play::Play;
use crate::settings::TimeControl;
use crate::view::View;
use engine::{Flight, Position};
use std::sync::{Arc, Weak};
use std::time::Duration;

/// The AI accepts a draw offer when its search values its position at
/// most this (centipawns, for itself): level or worse.
pub const DRAW_ACCEPT_CP: i32 = 25;

/// What the AI has to decide.
enum Task {
    /// Its move; `draw`: the opponent's pending draw offer (its `seq`).
    Move { draw: Option<i64> },
    /// The shoot-down question `seq` on the missile seen so far.
    Intercept { seq: i64, so_far: Flight },
}

/// A search to run: everything it needs, copied out of the game.
struct Job {
    game: GameId,
    player: Player,
    pos: Position,
    history: Vec<u64>,
    level: ai::Level,
    movetime: Duration,
    task: Task,
}

impl Host {
    /// Starts the AI's answer if it must act in the game in `s` and is not
    /// already thinking about this version of it.
    pub(super) fn wake_ai(&self, s: &mut Slot) {
        let Some(core) = s.core.as_ref().filter(|c| !c.is_over()) else {
            return;
        };
        let Some(ai) = &core.settings.ai else { return };
        let color = core.to_act();
        if core.player(color).id != ai.user || s.ai_version == Some(core.version) {
            return;
        }
        if self
            .inner
            .opening
            .lock()
            .expect("opening games")
            .contains(&core.id)
        {
            // Its first board is not on its way yet ([`Host::opened`]
            // wakes the AI then).
            return;
        }
        let Some(job) = job(core, self.inner.clock.now_ms()) else {
            return;
        };
        // Whose turn in the queue: the person playing the AI.
        let member = core
            .players
            .iter()
            .find(|p| p.id != ai.user)
            .map_or_else(String::new, |p| p.id.clone());
        s.ai_version = Some(core.version);
        let weak: Weak<Inner> = Arc::downgrade(&self.inner);
        let queue = self.inner.ai_searches.clone();
        tokio::spawn(async move {
            let permit = queue.enter(&member).await;
            let (player, game) = (job.player.clone(), job.game);
            let (first, action, fallback) =
                match tokio::task::spawn_blocking(move || think(job)).await {
                    Ok(a) => a,
                    Err(e) => {
                        tracing::error!("the AI's search in game {game} failed: {e}");
                        return;
                    }
                };
            drop(permit);
            let Some(inner) = weak.upgrade() else { return };
            let host = Host { inner };
            let declined = match first {
                // Declining a draw offer before the move.
                Some(answer) => host.act_in_game(&player, game, answer).await,
                None => Vec::new(),
            };
            let mut views = host.act_in_game(&player, game, action).await;
            if views.iter().all(View::is_error) {
                // Refused: most often the game moved on while the AI thought
                // (then this is refused too and nothing happens). Should the
                // host ever refuse the search's answer itself, a plain legal
                // answer keeps the game from stalling.
                tracing::debug!("the AI's answer in game {game} was refused; trying a plain one");
                views = host.act_in_game(&player, game, fallback).await;
            }
            for v in declined.into_iter().chain(views) {
                if v.is_error() {
                    // The game moved on while the AI thought (a resignation,
                    // a question that timed out): nothing to show anyone.
                    tracing::debug!("the AI's answer in game {game} was refused: {}", v.text);
                    continue;
                }
                let _ = host.inner.tx.send(v);
            }
        });
    }
}

/// The search job for the AI's decision in `core` at `now`, if it has one.
fn job(core: &GameCore, now: i64) -> Option<Job> {
    let ai = core.settings.ai.as_ref()?;
    let level = ai::Level::new(ai.level).unwrap_or_default();
    let color = core.to_act();
    let positions = core.game.positions();
    let history = positions[..positions.len() - 1]
        .iter()
        .map(Position::zobrist_hash)
        .collect();
    let think = level.think_time();
    let (task, movetime) = match (&core.flight, core.prompt()) {
        (Some(f), Some(p)) => {
            // Answer well inside the question's time.
            let limit = Duration::from_millis((p.deadline - now).max(0) as u64 / 4);
            (
                Task::Intercept {
                    seq: p.seq,
                    so_far: f.shown,
                },
                think.min(limit),
            )
        }
        // The AI enters whole flights and never steers; a flight of its
        // own in the air waits for the other side's answer.
        (Some(_), None) => return None,
        (None, _) => {
            let movetime = match (core.settings.time, core.time_left(color, now)) {
                (TimeControl::Live { increment, .. }, Some(left)) => {
                    // A fortieth of the clock plus most of the increment.
                    let ms = left / 40 + increment as i64 * 800;
                    think.min(Duration::from_millis(ms.max(50) as u64))
                }
                _ => think,
            };
            // An offer by the opponent (the AI's own never reach here).
            let draw = core.draw_offer.filter(|d| d.by != color).map(|d| d.seq);
            (Task::Move { draw }, movetime)
        }
    };
    Some(Job {
        game: core.id,
        player: core.player(color).clone(),
        pos: *core.pos(),
        history,
        level,
        movetime,
        task,
    })
}

/// Runs the search (on a blocking thread) and turns its result into the
/// actions the AI takes: an answer to a draw offer to give first (a
/// decline), its action (a move, accepting the draw, a shoot-down or a
/// pass), and a plain legal one to fall back on (the first legal move;
/// letting the missile pass).
fn think(job: Job) -> (Option<Action>, Action, Action) {
    let mut rng = rand::rng();
    match job.task {
        Task::Move { draw } => {
            let choice = ai::choose_move(&job.pos, &job.history, job.level, job.movetime, &mut rng);
            let plain = job
                .pos
                .legal_moves()
                .first()
                .map(|m| Action::Play(Play::Move(m.uci())));
            let answer = |accept: bool, seq: i64| {
                let id = if accept {
                    ActionId::AcceptDraw {
                        game: job.game,
                        seq,
                    }
                } else {
                    ActionId::DeclineDraw {
                        game: job.game,
                        seq,
                    }
                };
                Action::Button(id.to_string())
            };
            match (choice, draw) {
                (Some(c), Some(seq)) if c.score <= DRAW_ACCEPT_CP => {
                    (None, answer(true, seq), plain.unwrap_or(Action::Board))
                }
                (Some(c), draw) => (
                    draw.map(|seq| answer(false, seq)),
                    Action::Play(Play::Move(c.mv.uci())),
                    plain.unwrap_or(Action::Board),
                ),
                // No legal move: the game is over and the host says so.
                (None, _) => (None, Action::Board, Action::Board),
            }
        }
        Task::Intercept { seq, so_far } => {
            let decision = ai::intercept::decide(
                &job.pos,
                &so_far,
                &job.history,
                job.level,
                job.movetime,
                &mut rng,
            );
            let pass = ActionId::LetPass {
                game: job.game,
                seq,
            };
            let id = match decision.and_then(|d| d.shoot) {
                Some(shot) => ActionId::ShootDown {
                    game: job.game,
                    seq,
                    uci: shot.uci(),
                },
                None => pass.clone(),
            };
            (
                None,
                Action::Button(id.to_string()),
                Action::Button(pass.to_string()),
            )
        }
    }
}
