//! Judging a game: every decision either side made, compared with the best
//! one the engine finds, with a fixed node budget per search (no clock:
//! two runs give the same answer on any machine).
//!
//! **One evaluation per moment**, as lichess evaluates each position once.
//! The moments of a game, in order, each searched once with a fresh table:
//!
//! - **A position**, before a move or a flight of the side to move (and
//!   the final position). The search values every legal move (flights as
//!   the search models them, [`crate::search`]: the firing side's worst
//!   case over the detonation and every shoot-down on the path).
//! - **A shoot-down point** of a flight where the defender had a legal
//!   shoot-down (where the bot asks): shoot with some capture, or let it
//!   pass, valued as the AI decides ([`crate::intercept`]): each shot by a
//!   search of the position after it; passing against the firing side's
//!   best completion of the path seen so far, not the path that was flown
//!   (the defender could not know it).
//!
//! A decision's evaluation **before** is its moment's (the best choice's
//! value), its **after** is the next moment's, turned to the decider's
//! side: so a decision's Win% after is exactly the next decision's Win%
//! before, seen from the other side (or the same side, between two
//! shoot-down points of one flight). Win%, accuracy and the mark follow
//! ([`crate::analysis`]); the engine's best choice, when played, is never
//! marked. A flight that was shot down is known only as far as it got
//! (the rest of its path was never revealed, and the record does not hold
//! it): it is the best choice when the engine's best flight starts that
//! way.
//!
//! Iterative deepening: depth 1 always finishes; each deeper iteration
//! runs while the moment's search has used fewer than the budget's nodes,
//! and the last iteration that finished is the answer.

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
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// The deepest iteration (the node budget stops far sooner).
pub(crate) const MAX_DEPTH: i32 = 60;

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

/// A moment of the game where someone decides: the side to move before
/// ply `index` plays a move or a flight, or the defender at a shoot-down
/// point of that ply's flight shoots or lets the missile pass. The moment
/// after the game's last ply decides nothing; it is evaluated all the
/// same, as the last decision's "after".
#[derive(Debug, Clone, Copy)]
enum Moment {
    Position { index: usize },
    Point { index: usize, so_far: Flight },
}

impl Moment {
    fn index(self) -> usize {
        match self {
            Moment::Position { index } | Moment::Point { index, .. } => index,
        }
    }
}

/// A moment's one evaluation: for its decider, with the best choice.
#[derive(Debug, Clone)]
struct Evaluation {
    decider: Color,
    score: Score,
    /// The best choice (`None` where the game is over).
    best: Option<Choice>,
    /// The depth of the last iteration that finished (0: none searched).
    depth: u32,
}

/// A game's analysis one moment at a time, so that a host can report
/// progress and let more urgent searches run between them. Every moment
/// (a position, a shoot-down point) is evaluated once, with its own
/// search and a fresh table, so the result is [`analyse_game`]'s whatever
/// happens between the steps; a decision's "before" is its moment's
/// evaluation and its "after" the next moment's, as lichess judges moves.
#[derive(Debug, Clone)]
pub struct Analyser {
    preset: Preset,
    k: f64,
    nodes: u64,
    positions: Vec<Position>,
    hashes: Vec<u64>,
    /// Every moment in game order, with the choice made there (`None`
    /// for the moment after the last ply).
    moments: Vec<(Moment, Option<Choice>)>,
    evaluations: Vec<Evaluation>,
}

impl Analyser {
    /// The analysis of `game` with `nodes` nodes per moment, not begun.
    pub fn new(game: &Game, nodes: u64) -> Analyser {
        let positions = game.positions();
        let hashes: Vec<u64> = positions.iter().map(Position::zobrist_hash).collect();
        let mut moments = Vec::new();
        // The shoot-down points of a flight from `index` where the
        // defender had a legal shoot-down: a decision each.
        let points = |moments: &mut Vec<(Moment, Option<Choice>)>,
                      index: usize,
                      flight: &Flight,
                      upto: usize,
                      last: Option<Move>| {
            for j in 1..=upto {
                let so_far = flight.prefix(j);
                if Point::new(&positions[index], &so_far).is_none() {
                    continue;
                }
                let played = match last {
                    Some(shot) if j == upto => Choice::Shoot(shot),
                    _ => Choice::Pass,
                };
                moments.push((Moment::Point { index, so_far }, Some(played)));
            }
        };
        for (index, ply) in game.plies().iter().enumerate() {
            match *ply {
                Ply::Move(mv) => {
                    moments.push((Moment::Position { index }, Some(Choice::Move(mv))));
                    if let Move::Flight(f) = mv {
                        points(&mut moments, index, &f, f.steps().len() - 1, None);
                    }
                }
                Ply::ShotDown { flight, shooter } => {
                    moments.push((
                        Moment::Position { index },
                        Some(Choice::FlightSoFar(flight)),
                    ));
                    let n = flight.steps().len();
                    points(&mut moments, index, &flight, n, Some(shooter));
                }
            }
        }
        moments.push((
            Moment::Position {
                index: game.plies().len(),
            },
            None,
        ));
        let preset = game.rules().preset;
        Analyser {
            preset,
            k: k_for(preset),
            nodes,
            positions: positions.to_vec(),
            hashes,
            moments,
            evaluations: Vec::new(),
        }
    }

    /// How many steps the analysis takes: a search of every position a
    /// move or flight was played from, of each point of a flight where
    /// the defender had a shoot-down, and of the final position.
    pub fn total(&self) -> usize {
        self.moments.len()
    }

    /// How many steps are done.
    pub fn done(&self) -> usize {
        self.evaluations.len()
    }

    /// Evaluates the next moment; `false` when every one was evaluated
    /// already.
    pub fn step(&mut self) -> bool {
        let Some(&(moment, _)) = self.moments.get(self.evaluations.len()) else {
            return false;
        };
        let pos = &self.positions[moment.index()];
        let history = &self.hashes[..moment.index()];
        let evaluation = match moment {
            Moment::Position { .. } => evaluate_position(pos, history, self.nodes),
            Moment::Point { so_far, .. } => evaluate_point(pos, history, &so_far, self.nodes),
        };
        self.evaluations.push(evaluation);
        true
    }

    /// The decision at moment `i` judged, once the next moment is
    /// evaluated (`None` for the last moment, or one not judged yet).
    fn judge(&self, i: usize) -> Option<Judged> {
        let (moment, played) = self.moments[i];
        let played = played?;
        let (now, next) = (self.evaluations.get(i)?, self.evaluations.get(i + 1)?);
        let pos = &self.positions[moment.index()];
        let before = now.score;
        let after = if next.decider == now.decider {
            next.score
        } else {
            next.score.flip()
        };
        let best = now.best.unwrap_or(played);
        let is_best = match (played, best) {
            (Choice::FlightSoFar(f), Choice::Move(Move::Flight(b))) => {
                let n = f.steps().len();
                b.launch() == f.launch() && b.steps().len() > n && b.steps()[..n] == *f.steps()
            }
            (p, b) => p == b,
        };
        let so_far = match moment {
            Moment::Point { so_far, .. } => Some(so_far),
            Moment::Position { .. } => None,
        };
        let text = |c: Choice| choice_text(pos, so_far.as_ref(), c);
        let played_text = text(played);
        let (best, best_text) = if is_best {
            (played, played_text.clone())
        } else {
            (best, text(best))
        };
        let (win_before, win_after) = (win_percent(before, self.k), win_percent(after, self.k));
        Some(Judged {
            ply: moment.index() + 1,
            side: now.decider,
            played,
            played_text,
            best,
            best_text,
            before,
            after,
            win_before,
            win_after,
            accuracy: decision_accuracy(win_before, win_after),
            // The engine's own choice is never marked: a later search that
            // sees further is no better choice to show.
            mark: if is_best {
                None
            } else {
                mark(before, after, self.k)
            },
            depth: now.depth,
            so_far,
        })
    }

    /// The analysis of the decisions judged so far (all of them once
    /// [`Analyser::step`] has returned `false`).
    pub fn finish(self) -> Analysis {
        let decisions: Vec<Judged> = (0..self.moments.len())
            .filter_map(|i| self.judge(i))
            .collect();
        let k = self.k;
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
            preset: self.preset,
            k,
            nodes: self.nodes,
            accuracy: accuracy::game_accuracy(start, &steps),
            decisions,
        }
    }
}

/// A choice as `/move` takes it at `pos` (`so_far`: the flight under way,
/// for a defender's choice): SAN, a flight's path, `shoot:<capture>` as
/// its button says it, or `pass`.
fn choice_text(pos: &Position, so_far: Option<&Flight>, choice: Choice) -> String {
    match choice {
        Choice::Move(mv) => move_text(pos, &mv),
        Choice::FlightSoFar(f) => f.to_string(),
        Choice::Pass => "pass".to_string(),
        Choice::Shoot(s) => {
            let shots = so_far.map(|f| pos.shootdowns_at(f)).unwrap_or_default();
            let label = shootdown_labels(pos, &shots)
                .into_iter()
                .find(|(o, _)| *o == s)
                .map_or_else(|| s.uci(), |(_, l)| l);
            format!("shoot:{label}")
        }
    }
}

/// The one evaluation of a position, for its side to move: the game's
/// result where the board decides it, else the search's best move and
/// value.
fn evaluate_position(pos: &Position, history: &[u64], nodes: u64) -> Evaluation {
    let decider = pos.turn();
    if let Some(outcome) = pos.outcome() {
        let score = match outcome.winner() {
            Some(w) if w == decider => Score::Win(0),
            Some(_) => Score::Loss(0),
            None => Score::Cp(0),
        };
        return Evaluation {
            decider,
            score,
            best: None,
            depth: 0,
        };
    }
    match move_values(pos, history, nodes) {
        Some(v) => Evaluation {
            decider,
            score: score(v.best_value, 0, true),
            best: Some(Choice::Move(v.best)),
            depth: v.depth,
        },
        // No legal move and no outcome: nothing to prefer.
        None => Evaluation {
            decider,
            score: Score::Cp(0),
            best: None,
            depth: 0,
        },
    }
}

/// The one evaluation of the shoot-down point `so_far.target()` of a
/// flight from `pos`, for the defender: the best of shooting (each legal
/// capture searched) and letting it pass (against the firing side's best
/// completion of the path seen so far: the defender cannot know the rest),
/// as the AI decides ([`crate::intercept`]); passing wins a tie.
fn evaluate_point(pos: &Position, history: &[u64], so_far: &Flight, nodes: u64) -> Evaluation {
    let decider = !pos.turn();
    match point_options(pos, history, so_far, nodes) {
        Some(PointOptions { ranked, depth }) => {
            let (best, value) = ranked[0];
            Evaluation {
                decider,
                score: score(value, 0, true),
                best: Some(best),
                depth,
            }
        }
        // Never asked for (the analyser keeps only points with a shot).
        None => Evaluation {
            decider,
            score: Score::Cp(0),
            best: Some(Choice::Pass),
            depth: 0,
        },
    }
}

/// The defender's options at a shoot-down point, valued.
pub(crate) struct PointOptions {
    /// Letting the missile pass and every legal shot, each with its value
    /// for the defender, best first; on a tie passing first, then the
    /// engine's order of the shots (the AI's preference,
    /// [`crate::intercept`]). Never empty.
    pub ranked: Vec<(Choice, i32)>,
    /// The depth of the last iteration that finished.
    pub depth: u32,
}

/// The defender's options at the shoot-down point `so_far.target()` of a
/// flight from `pos`, valued by iterative deepening within `nodes` (one
/// search, a fresh table): shots each by a search of the position after
/// it, passing against the firing side's best completion of the path seen
/// so far ([`Point::values`]). The one deepening of a point, for the
/// analysis's evaluation and for a puzzle's best two
/// ([`crate::analysis::top_two`]). `None` when the defender has no legal
/// shot there (nothing to decide).
pub(crate) fn point_options(
    pos: &Position,
    history: &[u64],
    so_far: &Flight,
    nodes: u64,
) -> Option<PointOptions> {
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
        let mut ranked = vec![(Choice::Pass, values.pass)];
        ranked.extend(values.shots.iter().map(|&(s, v)| (Choice::Shoot(s), v)));
        // A stable sort: passing, then the engine's order, on a tie.
        ranked.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        let decided = ranked[0].1.abs() > MATE_BOUND;
        found = Some(PointOptions {
            ranked,
            depth: depth as u32,
        });
        if decided {
            break;
        }
    }
    // Depth 1 always finishes: the node limit is set after it.
    found
}

/// The evaluation of `pos` for the side to move with `nodes` nodes
/// (`None` when the game is decided there). Used for the fit's samples.
pub fn evaluate(pos: &Position, history: &[u64], nodes: u64) -> Option<Score> {
    if pos.is_decided() {
        return None;
    }
    let values = move_values(pos, history, nodes)?;
    Some(score(values.best_value, 0, true))
}

/// A search value for a side turned into a [`Score`]: `v` was found at a
/// node `played` plies (0 or 1) before the position the score describes;
/// `to_move`: whether that side is to move there.
pub(crate) fn score(v: i32, played: i32, to_move: bool) -> Score {
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
pub(crate) fn searcher(history: &[u64], nodes: u64) -> Searcher {
    let far = Instant::now() + Duration::from_secs(365 * 24 * 3600);
    Searcher::new(far, u64::MAX, history, crate::table_bits_for_nodes(nodes))
}

struct MoveValues {
    best: Move,
    best_value: i32,
    depth: u32,
}

/// The best move of `pos` and its value for the side to move, at the
/// deepest depth finished within `nodes`.
fn move_values(pos: &Position, history: &[u64], nodes: u64) -> Option<MoveValues> {
    let mut searcher = searcher(history, nodes);
    let mut moves: Vec<Scored> = searcher
        .ordered_moves(pos, None, 0)
        .into_iter()
        .map(|(_, mv)| Scored { mv, score: 0 })
        .collect();
    if moves.is_empty() {
        return None;
    }
    let mut found = None;
    for depth in 1..=MAX_DEPTH {
        if depth == 2 {
            searcher.set_node_limit(nodes);
        }
        if !searcher.root(pos, &mut moves, depth, false) || searcher.stopped {
            break;
        }
        let best = moves[0];
        found = Some(MoveValues {
            best: best.mv,
            best_value: best.score,
            depth: depth as u32,
        });
        if best.score.abs() > MATE_BOUND {
            break;
        }
    }
    found
}

/// The text of a move as `/move` takes it.
fn move_text(pos: &Position, mv: &Move) -> String {
    san(pos, mv)
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
