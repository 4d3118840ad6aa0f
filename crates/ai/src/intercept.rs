//! The defender's decision at a shoot-down point: shoot now, or let the
//! missile pass.
//!
//! The defender has seen the launch square and the squares entered so far,
//! nothing more. Shooting is valued by searching each legal shoot-down.
//! Letting it pass is valued against the firing side's **best completion**
//! of the path so far: for each legal way the flight could go on, the
//! defender still gets the better of its detonation and of every later
//! shoot-down on that path; the firing side is assumed to have chosen the
//! completion that leaves the defender the least. The defender shoots when
//! the best shot is worth more than that. This is the same model the
//! search uses for the firing side ([`crate::search`]), seen from the other
//! chair.

use crate::Level;
use crate::search::{INF, Searcher};
use engine::{Flight, Move, Position, Square};
use rand::Rng;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// What the defender decided, with the values it compared (centipawns for
/// the defender, from the last completed depth).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// The shoot-down to make, or `None` to let the missile pass.
    pub shoot: Option<Move>,
    pub shoot_value: i32,
    pub pass_value: i32,
    pub depth: u32,
}

/// Decides at the shoot-down point `so_far.target()` of a flight under way
/// in `pos` (the firing side to move; `so_far` is the flight as far as it
/// got). `history`: hashes of the game's earlier positions. `None` when
/// there is no legal shoot-down there (nothing to decide).
pub fn decide(
    pos: &Position,
    so_far: &Flight,
    history: &[u64],
    level: Level,
    movetime: Duration,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let start = Instant::now();
    let shots = pos.shootdowns_at(so_far);
    if shots.is_empty() {
        return None;
    }
    let launch = so_far.launch();
    let entered = so_far.steps();
    let n = entered.len();
    let completions: Vec<Flight> = pos
        .flights_from(launch)
        .into_iter()
        .filter(|f| f.steps().len() > n && f.steps()[..n] == *entered)
        .collect();
    let budget = crate::budget(movetime.min(level.think_time()));
    let mut searcher = Searcher::new(start + budget, u64::MAX, history, 18);
    searcher.push(pos.zobrist_hash());
    let own = pos.board().by_color(pos.turn());
    let mut decision = None;
    for depth in 1..=level.max_depth().min(32) {
        // Shooting now: the defender's best shot.
        let mut best_shot = (-INF, shots[0]);
        for s in &shots {
            let child = pos.play_shot_down_unchecked(launch, s);
            let v = searcher.value(&child, depth as i32 - 1, 1);
            if v > best_shot.0 {
                best_shot = (v, *s);
            }
        }
        // Letting it pass: the firing side's best completion.
        let mut known: HashMap<Square, i32> = HashMap::new();
        let mut pass = INF;
        for f in &completions {
            let steps = f.steps();
            let target = *steps.last().expect("completions have a target");
            let det = match known.get(&target) {
                Some(&v) => v,
                None => {
                    let child = pos.play_unchecked(&Move::Flight(*f));
                    let v = searcher.value(&child, depth as i32 - 1, 1);
                    known.insert(target, v);
                    v
                }
            };
            let mut for_defender = det;
            for &p in &steps[n..steps.len() - 1] {
                if own.contains(p) {
                    continue;
                }
                let v = match known.get(&p) {
                    Some(&v) => v,
                    None => {
                        let mut best = -INF;
                        pos.for_each_shootdown(launch, p, &mut |s| {
                            let child = pos.play_shot_down_unchecked(launch, &s);
                            best = best.max(searcher.value(&child, depth as i32 - 1, 1));
                        });
                        known.insert(p, best);
                        best
                    }
                };
                for_defender = for_defender.max(v);
            }
            pass = pass.min(for_defender);
        }
        if searcher.stopped {
            break;
        }
        let noise = level.noise();
        let jitter = |rng: &mut dyn rand::RngCore| {
            if noise > 0 {
                rng.random_range(-noise..=noise)
            } else {
                0
            }
        };
        let shoot = best_shot.0 + jitter(rng) > pass + jitter(rng);
        decision = Some(Decision {
            shoot: shoot.then_some(best_shot.1),
            shoot_value: best_shot.0,
            pass_value: pass,
            depth,
        });
        if best_shot.0.abs() > crate::search::MATE - 1000 || start.elapsed() * 2 > budget {
            break;
        }
    }
    // Out of time before the first depth finished: a shot that wins
    // material at once is the safe default (a missile left alone detonates).
    Some(decision.unwrap_or(Decision {
        shoot: Some(shots[0]),
        shoot_value: 0,
        pass_value: 0,
        depth: 0,
    }))
}
