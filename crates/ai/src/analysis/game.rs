//! Judging a game: every decision either side made, compared with the best
//! one the engine finds, with a fixed node budget per decision (no clock:
//! two runs give the same answer on any machine).
//!
//! The decisions of a game, in order:
//!
//! - **A move or a flight** of the side to move. The search values every
//!   legal move at the position before (flights as the search models them,
//!   [`crate::search`]: the firing side's worst case over the detonation
//!   and every shoot-down on the path); the played one is searched to the
//!   same depth. A flight that was shot down is known only as far as it
//!   got (the rest of its path was never revealed, and the record does not
//!   hold it): it is valued as the best flight that starts that way.
//! - **Each shoot-down point** of that flight where the defender had a
//!   legal shoot-down (where the bot asks): shoot with some capture, or let
//!   it pass. Valued as the AI decides ([`crate::intercept`]): each shot by
//!   a search of the position after it; passing against the firing side's
//!   best completion of the path seen so far, not the path that was flown
//!   (the defender could not know it).
//!
//! Iterative deepening: depth 1 always finishes; each deeper iteration
//! runs while the decision's searches have used fewer than the budget's
//! nodes, and the last iteration that finished is the answer. Each
//! decision has a fresh transposition table.
//!
//! A decision's evaluation before is the best choice's, after is the
//! choice made's, both for the decider; Win%, accuracy and the mark follow
//! from them ([`crate::analysis`]).

use crate::analysis::accuracy::{self, Step, decision_accuracy};
use crate::analysis::advice::{Mark, mark};
use crate::analysis::win_percent::{Score, k_for, win_percent};
use crate::intercept::Point;
use crate::search::{MATE, Scored, Searcher};
use engine::san::{san, shootdown_labels};
use engine::{Color, Flight, Game, Move, Ply, Position, Preset};
use std::time::{Duration, Instant};

/// The node budget of a decision when the caller names none: about what
/// the bot's default level searches in its think time on one core.
pub const DEFAULT_NODES: u64 = 150_000;

/// Scores beyond this are forced wins or losses.
const MATE_BOUND: i32 = MATE - 1_000;
/// The deepest iteration (the node budget stops far sooner).
const MAX_DEPTH: i32 = 60;

/// What a decider chose, or could have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// An ordinary move, or a whole flight (its path as declared).
    Move(Move),
    /// A flight that was shot down, as far as it got.
    FlightSoFar(Flight),
    /// The defender shoots the missile down with this capture.
    Shoot(Move),
    /// The defender lets the missile pass.
    Pass,
}

/// One decision, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    /// The ply it belongs to, from 1 (a flight and its shoot-down points
    /// share the flight's ply).
    pub ply: usize,
    /// Who decided.
    pub side: Color,
    pub played: Choice,
    /// The played choice as `/move` takes it: SAN, a flight path,
    /// `shoot:<capture>` (the capture as its button says it) or `pass`.
    pub played_text: String,
    /// The best choice the engine found (the played one when none is better).
    pub best: Choice,
    pub best_text: String,
    /// The decider's evaluation with the best choice.
    pub before: Score,
    /// The decider's evaluation with the choice made.
    pub after: Score,
    /// The decider's Win% before and after (0 to 100).
    pub win_before: f64,
    pub win_after: f64,
    /// 0 to 100.
    pub accuracy: f64,
    pub mark: Option<Mark>,
    /// The depth of the last iteration that finished.
    pub depth: u32,
    /// For a shoot-down decision: the missile's path as far as the
    /// defender saw it (`None` for a move or flight).
    pub so_far: Option<Flight>,
}

impl Judged {
    /// The evaluation after the decision from White's side.
    pub fn white_after(&self) -> Score {
        match self.side {
            Color::White => self.after,
            Color::Black => self.after.flip(),
        }
    }

    /// The better choice, for a marked decision.
    pub fn better(&self) -> Option<&str> {
        self.mark.map(|_| self.best_text.as_str())
    }
}

/// A game judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    pub preset: Preset,
    /// The Win% constant used.
    pub k: f64,
    /// The node budget of each decision.
    pub nodes: u64,
    /// Every decision, in game order.
    pub decisions: Vec<Judged>,
    /// White's and Black's accuracy over the game (`None`: no decision).
    pub accuracy: [Option<f64>; 2],
}

/// Judges every decision of `game` with `nodes` nodes each (see the module
/// docs). Pure and deterministic; it takes a while (seconds to a minute
/// for a long game at the default budget), so a host runs it on a
/// background thread, or step by step with an [`Analyser`].
pub fn analyse_game(game: &Game, nodes: u64) -> Analysis {
    let mut analyser = Analyser::new(game, nodes);
    while analyser.step() {}
    analyser.finish()
}

/// One decision to judge: a move (or flight) of ply `index`, or a
/// shoot-down point of its flight.
#[derive(Debug, Clone, Copy)]
enum Task {
    Move {
        index: usize,
        played: Choice,
    },
    Point {
        index: usize,
        so_far: Flight,
        shot: Option<Move>,
    },
}

/// A game's analysis one decision at a time, so that a host can report
/// progress and let more urgent searches run between decisions. Each
/// decision has its own search (a fresh table), so the result is
/// [`analyse_game`]'s whatever happens between the steps.
#[derive(Debug, Clone)]
pub struct Analyser {
    preset: Preset,
    k: f64,
    nodes: u64,
    positions: Vec<Position>,
    hashes: Vec<u64>,
    tasks: Vec<Task>,
    next: usize,
    decisions: Vec<Judged>,
}

impl Analyser {
    /// The analysis of `game` with `nodes` nodes per decision, not begun.
    pub fn new(game: &Game, nodes: u64) -> Analyser {
        let positions = game.positions();
        let hashes: Vec<u64> = positions.iter().map(Position::zobrist_hash).collect();
        let mut tasks = Vec::new();
        for (index, ply) in game.plies().iter().enumerate() {
            match *ply {
                Ply::Move(mv) => {
                    tasks.push(Task::Move {
                        index,
                        played: Choice::Move(mv),
                    });
                    if let Move::Flight(f) = mv {
                        for j in 1..f.steps().len() {
                            tasks.push(Task::Point {
                                index,
                                so_far: f.prefix(j),
                                shot: None,
                            });
                        }
                    }
                }
                Ply::ShotDown { flight, shooter } => {
                    tasks.push(Task::Move {
                        index,
                        played: Choice::FlightSoFar(flight),
                    });
                    let n = flight.steps().len();
                    for j in 1..=n {
                        tasks.push(Task::Point {
                            index,
                            so_far: flight.prefix(j),
                            shot: (j == n).then_some(shooter),
                        });
                    }
                }
            }
        }
        let preset = game.rules().preset;
        Analyser {
            preset,
            k: k_for(preset),
            nodes,
            positions: positions.to_vec(),
            hashes,
            tasks,
            next: 0,
            decisions: Vec::new(),
        }
    }

    /// How many steps the analysis takes (a move or flight, and each point
    /// of a flight where the defender may have had a shoot-down).
    pub fn total(&self) -> usize {
        self.tasks.len()
    }

    /// How many steps are done.
    pub fn done(&self) -> usize {
        self.next
    }

    /// Judges the next decision; `false` when every one was judged already.
    pub fn step(&mut self) -> bool {
        let Some(&task) = self.tasks.get(self.next) else {
            return false;
        };
        self.next += 1;
        let (nodes, k) = (self.nodes, self.k);
        let judged = match task {
            Task::Move { index, played } => judge_move(
                &self.positions[index],
                &self.hashes[..index],
                index + 1,
                played,
                nodes,
                k,
            ),
            Task::Point {
                index,
                so_far,
                shot,
            } => judge_point(
                &self.positions[index],
                &self.hashes[..index],
                index + 1,
                &so_far,
                shot,
                nodes,
                k,
            ),
        };
        self.decisions.extend(judged);
        true
    }

    /// The analysis of the decisions judged so far (all of them once
    /// [`Analyser::step`] has returned `false`).
    pub fn finish(self) -> Analysis {
        let Analyser {
            preset,
            k,
            nodes,
            decisions,
            ..
        } = self;
        let steps: Vec<Step> = decisions
            .iter()
            .map(|d| Step {
                side: d.side,
                accuracy: d.accuracy,
                white_after: win_percent(d.white_after(), k),
            })
            .collect();
        let start = decisions.first().map_or(50.0, |d| {
            let before = match d.side {
                Color::White => d.before,
                Color::Black => d.before.flip(),
            };
            win_percent(before, k)
        });
        Analysis {
            preset,
            k,
            nodes,
            accuracy: accuracy::game_accuracy(start, &steps),
            decisions,
        }
    }
}

/// The evaluation of `pos` for the side to move with `nodes` nodes
/// (`None` when the game is decided there). Used for the fit's samples.
pub fn evaluate(pos: &Position, history: &[u64], nodes: u64) -> Option<Score> {
    if pos.is_decided() {
        return None;
    }
    let values = move_values(pos, history, &[], nodes)?;
    Some(score(values.best_value, 0, true))
}

/// A search value for a side turned into a [`Score`]: `v` was found at a
/// node `played` plies (0 or 1) before the position the score describes;
/// `to_move`: whether that side is to move there.
fn score(v: i32, played: i32, to_move: bool) -> Score {
    if v.abs() <= MATE_BOUND {
        return Score::Cp(v);
    }
    // Plies from the position described to the end.
    let r = (MATE - v.abs() - played).max(0);
    if v > 0 {
        Score::Win((if to_move { (r + 1) / 2 } else { r / 2 }) as u32)
    } else {
        Score::Loss((if to_move { r / 2 } else { (r + 1) / 2 }) as u32)
    }
}

/// A searcher for one decision: a clock that never rings, no node limit
/// until the first depth is done.
fn searcher(history: &[u64], nodes: u64) -> Searcher {
    let far = Instant::now() + Duration::from_secs(365 * 24 * 3600);
    Searcher::new(far, u64::MAX, history, crate::table_bits_for_nodes(nodes))
}

struct MoveValues {
    best: Move,
    best_value: i32,
    /// The best of `played` (`best_value` when `played` is empty).
    played_value: i32,
    depth: u32,
}

/// The best move of `pos` and the value of the best of `played` (one
/// move, or the completions of a flight shot down), both for the side to
/// move, at the deepest depth both finished within `nodes`.
fn move_values(pos: &Position, history: &[u64], played: &[Move], nodes: u64) -> Option<MoveValues> {
    let mut searcher = searcher(history, nodes);
    let mut moves: Vec<Scored> = searcher
        .ordered_moves(pos, None, 0)
        .into_iter()
        .map(|(_, mv)| Scored { mv, score: 0 })
        .collect();
    if moves.is_empty() {
        return None;
    }
    let mut mine: Vec<Scored> = played.iter().map(|&mv| Scored { mv, score: 0 }).collect();
    let mut found = None;
    for depth in 1..=MAX_DEPTH {
        if depth == 2 {
            searcher.set_node_limit(nodes);
        }
        if !searcher.root(pos, &mut moves, depth, false) || searcher.stopped {
            break;
        }
        let best = moves[0];
        let played_value = if mine.is_empty() || (mine.len() == 1 && mine[0].mv == best.mv) {
            best.score
        } else {
            if !searcher.root(pos, &mut mine, depth, false) || searcher.stopped {
                break;
            }
            mine[0].score
        };
        let (best, best_value) = if played_value > best.score {
            // The searches disagree by a hair (the table): the played move
            // is the best found.
            (mine[0].mv, played_value)
        } else {
            (best.mv, best.score)
        };
        found = Some(MoveValues {
            best,
            best_value,
            played_value,
            depth: depth as u32,
        });
        if best_value.abs() > MATE_BOUND {
            break;
        }
    }
    found
}

/// The text of a move as `/move` takes it.
fn move_text(pos: &Position, mv: &Move) -> String {
    san(pos, mv)
}

/// Judges the move (or flight) of ply `number` in `pos`.
fn judge_move(
    pos: &Position,
    history: &[u64],
    number: usize,
    played: Choice,
    nodes: u64,
    k: f64,
) -> Option<Judged> {
    let (candidates, played_text) = match played {
        Choice::Move(mv) => (vec![mv], move_text(pos, &mv)),
        Choice::FlightSoFar(f) => {
            let n = f.steps().len();
            let completions: Vec<Move> = pos
                .flights_from(f.launch())
                .into_iter()
                .filter(|c| c.steps().len() > n && c.steps()[..n] == *f.steps())
                .map(Move::Flight)
                .collect();
            (completions, f.to_string())
        }
        Choice::Shoot(_) | Choice::Pass => return None,
    };
    if candidates.is_empty() {
        return None;
    }
    let v = move_values(pos, history, &candidates, nodes)?;
    let before = score(v.best_value, 0, true);
    let after = score(v.played_value, 1, false);
    let is_played = candidates.contains(&v.best);
    let (best, best_text) = if is_played {
        (played, played_text.clone())
    } else {
        (Choice::Move(v.best), move_text(pos, &v.best))
    };
    Some(judged(
        number,
        pos.turn(),
        (played, played_text),
        (best, best_text),
        (before, after),
        v.depth,
        k,
    ))
}

/// Judges the defender's decision at the shoot-down point `so_far.target()`
/// of a flight from `pos`: `shot` is the capture made there, `None` when the
/// missile was let pass. `None` when the defender had no legal shoot-down
/// there (nothing was decided).
fn judge_point(
    pos: &Position,
    history: &[u64],
    number: usize,
    so_far: &Flight,
    shot: Option<Move>,
    nodes: u64,
    k: f64,
) -> Option<Judged> {
    let point = Point::new(pos, so_far)?;
    let mut searcher = searcher(history, nodes);
    searcher.push(pos.zobrist_hash());
    let mut found = None;
    for depth in 1..=MAX_DEPTH {
        if depth == 2 {
            searcher.set_node_limit(nodes);
        }
        let values = point.values(&mut searcher, depth);
        if searcher.stopped {
            break;
        }
        let best = values
            .shots
            .iter()
            .map(|&(_, v)| v)
            .max()
            .unwrap_or(values.pass)
            .max(values.pass);
        found = Some((values, depth as u32));
        if best.abs() > MATE_BOUND {
            break;
        }
    }
    let (values, depth) = found?;
    let labels = shootdown_labels(pos, &point.shots);
    let label = |m: Move| -> String {
        let text = labels
            .iter()
            .find(|(o, _)| *o == m)
            .map_or_else(|| m.uci(), |(_, l)| l.clone());
        format!("shoot:{text}")
    };
    // The best: the first best shot in the engine's order, unless passing
    // is at least as good (the AI passes on a tie too).
    let mut best = (Choice::Pass, values.pass);
    for &(s, v) in &values.shots {
        if v > best.1 {
            best = (Choice::Shoot(s), v);
        }
    }
    let (played, played_value) = match shot {
        None => (Choice::Pass, values.pass),
        Some(s) => (
            Choice::Shoot(s),
            values
                .shots
                .iter()
                .find(|(o, _)| *o == s)
                .map(|&(_, v)| v)?,
        ),
    };
    let text = |c: Choice| match c {
        Choice::Shoot(s) => label(s),
        _ => "pass".to_string(),
    };
    let (best, best_value) = if played_value >= best.1 {
        (played, played_value)
    } else {
        best
    };
    let mut j = judged(
        number,
        !pos.turn(),
        (played, text(played)),
        (best, text(best)),
        (score(best_value, 0, true), score(played_value, 0, true)),
        depth,
        k,
    );
    j.so_far = Some(*so_far);
    Some(j)
}

fn judged(
    ply: usize,
    side: Color,
    (played, played_text): (Choice, String),
    (best, best_text): (Choice, String),
    (before, after): (Score, Score),
    depth: u32,
    k: f64,
) -> Judged {
    let win_before = win_percent(before, k);
    let win_after = win_percent(after, k);
    Judged {
        ply,
        side,
        played,
        played_text,
        best,
        best_text,
        before,
        after,
        win_before,
        win_after,
        accuracy: decision_accuracy(win_before, win_after),
        mark: mark(before, after, k),
        depth,
        so_far: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_values_become_scores() {
        assert_eq!(score(35, 1, false), Score::Cp(35));
        // The move itself wins (1 ply): the position after is won, 0 moves.
        assert_eq!(score(MATE - 1, 1, false), Score::Win(0));
        // Win in 3 plies from before the move: one more move after it.
        assert_eq!(score(MATE - 3, 1, false), Score::Win(1));
        // Loss 2 plies after the move was made: the opponent's next move.
        assert_eq!(score(-(MATE - 2), 1, false), Score::Loss(1));
        // At a position where this side is to move: win in 1 ply = 1 move.
        assert_eq!(score(MATE - 1, 0, true), Score::Win(1));
        assert_eq!(score(-(MATE - 2), 0, true), Score::Loss(1));
        assert_eq!(score(-MATE, 0, true), Score::Loss(0));
    }
}
