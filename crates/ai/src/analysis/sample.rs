//! The fit's data: games the AI plays against itself at mixed levels, and
//! each position's evaluation (from White's side, as the analysis searches
//! it) paired with the game's result.
//!
//! Game `i` of a run with seed `s` is the same game on every machine: its
//! random number generator comes from `(s, i)`, both sides search a fixed
//! number of nodes per decision (never a clock), each side's level is drawn
//! from 1 to 8 by that generator, and flights are revealed square by square
//! with the defender asked at every point where it may shoot
//! ([`crate::sparring::play_game`]). A game still going after `max_plies`
//! has no result and gives no samples.

use crate::analysis::fit::Sample;
use crate::analysis::game::evaluate;
use crate::level::Level;
use crate::seeded;
use crate::sparring::{AiNodes, play_game, points};
use engine::{Color, Position, Preset, Rules};
use rand::Rng;

/// How the fit's games are played and evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelfPlay {
    pub preset: Preset,
    pub seed: u64,
    /// Nodes per decision of the players.
    pub move_nodes: u64,
    /// Nodes per evaluated position (the analysis's budget).
    pub eval_nodes: u64,
    /// Plies after which a game is abandoned.
    pub max_plies: usize,
}

/// One game of the fit.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSamples {
    /// White's and Black's levels.
    pub levels: [Level; 2],
    pub plies: usize,
    /// White's points (1, ½, 0); `None` when the game was abandoned.
    pub white_score: Option<f64>,
    /// Every position before a ply, evaluated (empty when abandoned).
    pub samples: Vec<Sample>,
}

/// Plays and evaluates game `index` of the run `setup`.
pub fn play_and_sample(setup: &SelfPlay, index: u64) -> GameSamples {
    let mut rng = seeded(
        setup
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(index),
    );
    let mut level = || Level::new(rng.random_range(1..=8)).expect("1 to 8 is a level");
    let levels = [level(), level()];
    let player = |l: Level, salt: u64| AiNodes {
        level: l,
        nodes: setup.move_nodes,
        rng: seeded(setup.seed ^ index.wrapping_mul(31).wrapping_add(salt)),
    };
    let mut white = player(levels[0], 1);
    let mut black = player(levels[1], 2);
    let rules: Rules = setup.preset.rules(true);
    let (result, game) = play_game(rules, None, &mut white, &mut black, setup.max_plies);
    let plies = game.plies().len();
    let Some(outcome) = result else {
        return GameSamples {
            levels,
            plies,
            white_score: None,
            samples: Vec::new(),
        };
    };
    let white_score = points(&Some(outcome), Color::White);
    let positions = game.positions();
    let hashes: Vec<u64> = positions.iter().map(Position::zobrist_hash).collect();
    let samples = positions[..plies]
        .iter()
        .enumerate()
        .filter_map(|(i, pos)| {
            let score = evaluate(pos, &hashes[..i], setup.eval_nodes)?;
            let white = match pos.turn() {
                Color::White => score,
                Color::Black => score.flip(),
            };
            Some(Sample {
                white_cp: white.ceiled_cp(),
                white_score,
            })
        })
        .collect();
    GameSamples {
        levels,
        plies,
        white_score: Some(white_score),
        samples,
    }
}
