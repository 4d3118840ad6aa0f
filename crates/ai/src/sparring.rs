//! Players and games between them, for benchmarks and tests: the AI at a
//! level, a random mover, and a one-ply material-greedy player. A game
//! here is played as the host plays it: a flight is revealed square by
//! square and the defender is asked at every point where it has a legal
//! shoot-down, knowing only the squares entered so far.

use crate::eval::VALUE;
use crate::{Level, choose_move, intercept};
use engine::{Bitboard, Color, Flight, Game, Move, Outcome, Ply, Position, Role, Rules};
use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use std::time::Duration;

/// Someone who plays: chooses moves and answers shoot-down questions.
pub trait Player {
    /// A legal move for the side to move in the game's position.
    fn choose(&mut self, game: &Game) -> Move;
    /// At a shoot-down point of the opponent's flight `so_far`: a legal
    /// shoot-down, or `None` to let it pass.
    fn intercept(&mut self, game: &Game, so_far: &Flight) -> Option<Move>;
}

/// The hashes of a game's positions before the current one.
pub fn history(game: &Game) -> Vec<u64> {
    let positions = game.positions();
    positions[..positions.len() - 1]
        .iter()
        .map(Position::zobrist_hash)
        .collect()
}

/// The AI at a level, thinking a fixed time per move.
pub struct Ai {
    pub level: Level,
    pub movetime: Duration,
    pub rng: StdRng,
}

impl Player for Ai {
    fn choose(&mut self, game: &Game) -> Move {
        choose_move(
            game.position(),
            &history(game),
            self.level,
            self.movetime,
            &mut self.rng,
        )
        .expect("the game is not over")
        .mv
    }
    fn intercept(&mut self, game: &Game, so_far: &Flight) -> Option<Move> {
        intercept::decide(
            game.position(),
            so_far,
            &history(game),
            self.level,
            self.movetime,
            &mut self.rng,
        )
        .and_then(|d| d.shoot)
    }
}

/// The AI at a level, searching a fixed number of nodes per decision: the
/// same game on every machine (the analysis's fit plays these).
pub struct AiNodes {
    pub level: Level,
    pub nodes: u64,
    pub rng: StdRng,
}

impl Player for AiNodes {
    fn choose(&mut self, game: &Game) -> Move {
        crate::choose_move_nodes(
            game.position(),
            &history(game),
            self.level,
            self.nodes,
            &mut self.rng,
        )
        .expect("the game is not over")
        .mv
    }
    fn intercept(&mut self, game: &Game, so_far: &Flight) -> Option<Move> {
        intercept::decide_nodes(
            game.position(),
            so_far,
            &history(game),
            self.level,
            self.nodes,
            &mut self.rng,
        )
        .and_then(|d| d.shoot)
    }
}

/// Plays a uniformly random legal move; shoots down half the time.
pub struct RandomMover(pub StdRng);

impl Player for RandomMover {
    fn choose(&mut self, game: &Game) -> Move {
        *game
            .position()
            .legal_moves()
            .choose(&mut self.0)
            .expect("the game is not over")
    }
    fn intercept(&mut self, game: &Game, so_far: &Flight) -> Option<Move> {
        let shots = game.position().shootdowns_at(so_far);
        if self.0.random_bool(0.5) {
            shots.choose(&mut self.0).copied()
        } else {
            None
        }
    }
}

/// Takes the move that wins the most material at once (a detonation counts
/// as made), at random among equals; always shoots a missile down, with
/// the shot that keeps the most material.
pub struct Greedy(pub StdRng);

/// Material of `color` minus the other side's.
fn material(pos: &Position, color: Color) -> i32 {
    let b = pos.board();
    let side = |c: Color| -> i32 {
        Role::ALL
            .iter()
            .map(|&r| VALUE[r.index()] * (b.by_color(c) & b.by_role(r)).count() as i32)
            .sum::<i32>()
            + if b.king(c).is_some() || pos.rules().board() == engine::BoardKind::Pawns {
                0
            } else {
                -100_000
            }
    };
    side(color) - side(!color)
}

impl Player for Greedy {
    fn choose(&mut self, game: &Game) -> Move {
        let pos = game.position();
        let us = pos.turn();
        let scored: Vec<(i32, Move)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| {
                let after = pos.play_unchecked(&m);
                let won = after.is_decided()
                    && (after.board().king(!us).is_none()
                        || (after.board().by_color(us)
                            & after.board().by_role(Role::Pawn)
                            & Bitboard::rank(us.last_rank()))
                        .any());
                (if won { 1_000_000 } else { material(&after, us) }, m)
            })
            .collect();
        let best = scored
            .iter()
            .map(|(s, _)| *s)
            .max()
            .expect("the game is not over");
        let top: Vec<Move> = scored
            .into_iter()
            .filter(|(s, _)| *s == best)
            .map(|(_, m)| m)
            .collect();
        *top.choose(&mut self.0).expect("at least one best move")
    }
    fn intercept(&mut self, game: &Game, so_far: &Flight) -> Option<Move> {
        let pos = game.position();
        let them = !pos.turn();
        pos.shootdowns_at(so_far)
            .into_iter()
            .max_by_key(|s| material(&pos.play_shot_down_unchecked(so_far.launch(), s), them))
    }
}

/// How a sparring game ended: the engine's outcome, or `None` when it was
/// stopped at the ply limit (scored as a draw).
pub type Result = Option<Outcome>;

/// Plays one game from `start` (or the preset's start position) between
/// `white` and `black`, revealing flights square by square, for at most
/// `max_plies` turns. Returns the result and the game.
pub fn play_game(
    rules: Rules,
    start: Option<Position>,
    white: &mut dyn Player,
    black: &mut dyn Player,
    max_plies: usize,
) -> (Result, Game) {
    let mut game = Game::from_position(start.unwrap_or_else(|| Position::new(rules)));
    for _ in 0..max_plies {
        if let Some(o) = game.outcome() {
            return (Some(o), game);
        }
        let pos = *game.position();
        let (mover, defender): (&mut dyn Player, &mut dyn Player) = match pos.turn() {
            Color::White => (&mut *white, &mut *black),
            Color::Black => (&mut *black, &mut *white),
        };
        let mv = mover.choose(&game);
        assert!(pos.is_legal(&mv), "{} chose an illegal move", mv.uci());
        let mut ply = Ply::Move(mv);
        if let Move::Flight(f) = mv {
            for i in 1..f.steps().len() {
                let so_far = f.prefix(i);
                if pos.shootdowns_at(&so_far).is_empty() {
                    continue;
                }
                if let Some(shot) = defender.intercept(&game, &so_far) {
                    ply = Ply::ShotDown {
                        flight: so_far,
                        shooter: shot,
                    };
                    break;
                }
            }
        }
        game.play(ply)
            .expect("moves and shoot-downs were checked legal");
    }
    (game.outcome(), game)
}

/// Points of a result for `color`: 1 for a win, ½ for a draw (or no result), 0 for a loss.
pub fn points(result: &Result, color: Color) -> f64 {
    match result {
        Some(Outcome::Decisive { winner, .. }) if *winner == color => 1.0,
        Some(Outcome::Decisive { .. }) => 0.0,
        _ => 0.5,
    }
}
