//! # An opponent that understands missiles
//!
//! A player for every preset, over the engine's own move generation: it
//! chooses moves (flights with their whole planned path) and decides at
//! shoot-down points. Pure: no IO, no async; the host runs it on a blocking
//! thread, the command line through `cruise-pawns engine bestmove` and
//! `engine intercept`.
//!
//! | module | what it is |
//! |---|---|
//! | [`level`] | levels 1 to 8: depth, time and deliberate noise |
//! | [`eval`] | the static evaluation (material, missiles, shooters, cooldown, pawn races) |
//! | [`search`] | alpha-beta with iterative deepening, a transposition table, quiescence; flights as moves with hidden information |
//! | [`intercept`] | the defender's decision: shoot now or let it pass |
//! | [`analysis`] | judging a finished game: Win%, accuracy, marks, the better choice; fitting the Win% constant |
//! | [`puzzle`] | puzzles mined from a game by lichess-puzzler's rules: only moves, themes |
//! | [`sparring`] | a random mover, a one-ply material-greedy player, and games between players (benchmarks and tests) |
//! | `tt` | the transposition table |
//!
//! ```
//! use engine::{Position, Preset};
//! use std::time::Duration;
//! // White's pawn on e5 can fly to the black king; the rook on a7 covers
//! // the squares where the king could shoot it down. The AI sees it.
//! let pos = Position::from_fen("4k3/R7/8/4P3/8/8/8/4K3 w - - 0 1", Preset::Cruise.rules(true)).unwrap();
//! let mut rng = ai::seeded(1);
//! let choice = ai::choose_move(&pos, &[], ai::Level::MAX, Duration::from_millis(300), &mut rng).unwrap();
//! assert!(choice.mv.is_flight());
//! assert_eq!(choice.mv.to().to_string(), "e8");
//! assert!(choice.score > ai::search::MATE - 100);
//! ```

pub mod analysis;
pub mod eval;
pub mod intercept;
pub mod level;
pub mod puzzle;
pub mod search;
pub mod sparring;
mod tt;

pub use intercept::Decision;
pub use level::{Level, ParseLevelError};

use engine::{Move, Position};
use rand::{Rng, SeedableRng};
use search::{Scored, Searcher};
use std::time::{Duration, Instant};

/// A move chosen, with what the search knew about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub mv: Move,
    /// Centipawns for the side to move (beyond ±29,000: a forced win or loss).
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
}

/// A random number generator for the AI's noise, from a seed (tests and
/// benchmarks replay games with it).
pub fn seeded(seed: u64) -> rand::rngs::StdRng {
    rand::rngs::StdRng::seed_from_u64(seed)
}

/// How much of `movetime` the search itself may use: the rest is kept for
/// starting up, allocating the table and printing (the command line's
/// contract counts the whole call).
pub(crate) fn budget(movetime: Duration) -> Duration {
    let margin = (movetime / 10).clamp(Duration::from_millis(1), Duration::from_millis(25));
    movetime.saturating_sub(margin)
}

/// The size of the transposition table for a search of this length (2^bits
/// entries): small for quick answers, where clearing it would dominate.
fn table_bits(movetime: Duration) -> u32 {
    match movetime.as_millis() {
        0..=100 => 16,
        101..=1_000 => 18,
        _ => 20,
    }
}

/// Chooses a move for the side to move in `pos` at `level`, thinking at most
/// `movetime` (and at most the level's own think time). `history`: the
/// hashes ([`Position::zobrist_hash`]) of the game's earlier positions,
/// oldest first, so that it sees repetitions. `None` when the side to move
/// has no legal move (the game is over).
pub fn choose_move(
    pos: &Position,
    history: &[u64],
    level: Level,
    movetime: Duration,
    rng: &mut impl Rng,
) -> Option<Choice> {
    let start = Instant::now();
    let budget = budget(movetime.min(level.think_time()));
    search_for(pos, history, level, start + budget, u64::MAX, rng)
}

/// The size of the transposition table for a search of at most `nodes`
/// nodes: one entry per few nodes, so that allocating it does not cost more
/// than the search.
pub(crate) fn table_bits_for_nodes(nodes: u64) -> u32 {
    match nodes {
        0..=100_000 => 16,
        100_001..=1_000_000 => 18,
        _ => 20,
    }
}

/// [`choose_move`] with a node budget instead of a clock (for tests that
/// must not depend on the machine's speed).
pub fn choose_move_nodes(
    pos: &Position,
    history: &[u64],
    level: Level,
    nodes: u64,
    rng: &mut impl Rng,
) -> Option<Choice> {
    let far = Instant::now() + Duration::from_secs(3600);
    search_for(pos, history, level, far, nodes, rng)
}

fn search_for(
    pos: &Position,
    history: &[u64],
    level: Level,
    deadline: Instant,
    node_limit: u64,
    rng: &mut impl Rng,
) -> Option<Choice> {
    if pos.is_decided() {
        return None;
    }
    let start = Instant::now();
    let time = deadline.saturating_duration_since(start);
    let bits = if node_limit == u64::MAX {
        table_bits(time)
    } else {
        table_bits_for_nodes(node_limit)
    };
    let mut searcher = Searcher::new(deadline, node_limit, history, bits);
    let mut moves: Vec<Scored> = searcher
        .ordered_moves(pos, None, 0)
        .into_iter()
        .map(|(_, mv)| Scored { mv, score: 0 })
        .collect();
    let first = moves.first()?.mv;
    if moves.len() == 1 {
        return Some(Choice {
            mv: first,
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    let noise = level.noise();
    let mut depth_done = 0;
    for depth in 1..=level.max_depth() {
        let completed = searcher.root(pos, &mut moves, depth as i32, noise > 0);
        if !completed {
            break;
        }
        if !searcher.stopped {
            depth_done = depth;
        }
        let best = moves[0].score;
        if searcher.stopped || best.abs() > search::MATE - 1_000 {
            break;
        }
        // The next iteration takes several times this one: do not start
        // what cannot finish.
        if Instant::now() + (Instant::now() - start) * 2 > deadline && node_limit == u64::MAX {
            break;
        }
    }
    let pick = if noise > 0 && depth_done > 0 {
        *moves
            .iter()
            .max_by_key(|m| m.score + rng.random_range(-noise..=noise))
            .expect("moves is not empty")
    } else {
        moves[0]
    };
    Some(Choice {
        mv: pick.mv,
        score: pick.score,
        depth: depth_done,
        nodes: searcher.nodes,
    })
}
