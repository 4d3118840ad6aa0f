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
    let budget = crate::budget(movetime.min(level.think_time()));
    decide_within(pos, so_far, history, level, start + budget, u64::MAX, rng)
}

/// [`decide`] with a node budget instead of a clock: the same answer on
/// every machine (self-play for the analysis's fit, tests).
pub fn decide_nodes(
    pos: &Position,
    so_far: &Flight,
    history: &[u64],
    level: Level,
    nodes: u64,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let far = Instant::now() + Duration::from_secs(3600);
    decide_within(pos, so_far, history, level, far, nodes, rng)
}

fn decide_within(
    pos: &Position,
    so_far: &Flight,
    history: &[u64],
    level: Level,
    deadline: Instant,
    node_limit: u64,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let start = Instant::now();
    let point = Point::new(pos, so_far)?;
    let budget = deadline.saturating_duration_since(start);
    let bits = if node_limit == u64::MAX {
        18
    } else {
        crate::table_bits_for_nodes(node_limit)
    };
    let mut searcher = Searcher::new(deadline, node_limit, history, bits);
    searcher.push(pos.zobrist_hash());
    let mut decision = None;
    for depth in 1..=level.max_depth().min(32) {
        let values = point.values(&mut searcher, depth as i32);
        if searcher.stopped {
            break;
        }
        // The first of the best shots (in the engine's order).
        let mut best_shot = (-INF, point.shots[0]);
        for &(s, v) in &values.shots {
            if v > best_shot.0 {
                best_shot = (v, s);
            }
        }
        let pass = values.pass;
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
        let clock_short = node_limit == u64::MAX && start.elapsed() * 2 > budget;
        if best_shot.0.abs() > crate::search::MATE - 1000 || clock_short {
            break;
        }
    }
    // Out of time before the first depth finished: a shot that wins
    // material at once is the safe default (a missile left alone detonates).
    Some(decision.unwrap_or(Decision {
        shoot: Some(point.shots[0]),
        shoot_value: 0,
        pass_value: 0,
        depth: 0,
    }))
}

/// One shoot-down point of a flight under way: what the defender may do
/// there, and the ways the flight could go on.
pub(crate) struct Point<'a> {
    pos: &'a Position,
    launch: Square,
    /// How many squares the missile has entered.
    entered: usize,
    /// The legal shoot-downs here, in the engine's order.
    pub shots: Vec<Move>,
    /// Every legal flight that starts with the squares entered so far.
    completions: Vec<Flight>,
}

/// The defender's options at a point, valued for the defender (centipawns
/// at the position after, where the defender is to move).
pub(crate) struct Values {
    /// Each legal shoot-down with its value.
    pub shots: Vec<(Move, i32)>,
    /// Letting the missile pass, against the firing side's best completion.
    pub pass: i32,
}

impl<'a> Point<'a> {
    /// The point `so_far.target()` of a flight under way in `pos`; `None`
    /// when there is no legal shoot-down there.
    pub(crate) fn new(pos: &'a Position, so_far: &Flight) -> Option<Point<'a>> {
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
        Some(Point {
            pos,
            launch,
            entered: n,
            shots,
            completions,
        })
    }

    /// Values every shot and passing at `depth` (see the module docs).
    /// The searcher must have the position of the point pushed.
    pub(crate) fn values(&self, searcher: &mut Searcher, depth: i32) -> Values {
        let pos = self.pos;
        let launch = self.launch;
        let n = self.entered;
        let own = pos.board().by_color(pos.turn());
        // Shooting now.
        let mut shots = Vec::with_capacity(self.shots.len());
        for s in &self.shots {
            let child = pos.play_shot_down_unchecked(launch, s);
            shots.push((*s, searcher.value(&child, depth - 1, 1)));
        }
        // Letting it pass: the firing side's best completion.
        let mut known: HashMap<Square, i32> = HashMap::new();
        let mut pass = INF;
        for f in &self.completions {
            let steps = f.steps();
            let target = *steps.last().expect("completions have a target");
            let det = match known.get(&target) {
                Some(&v) => v,
                None => {
                    let child = pos.play_unchecked(&Move::Flight(*f));
                    let v = searcher.value(&child, depth - 1, 1);
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
                            best = best.max(searcher.value(&child, depth - 1, 1));
                        });
                        known.insert(p, best);
                        best
                    }
                };
                for_defender = for_defender.max(v);
            }
            pass = pass.min(for_defender);
        }
        Values { shots, pass }
    }
}
