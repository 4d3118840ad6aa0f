//! Mining: the starts of a game's puzzles and the only-move line from each
//! (the rules are in [`crate::puzzle`]).
//!
//! **The start.** The game is analysed once ([`analyse_game`]); a move or
//! a whole flight of the opponent is a candidate when it drops the
//! opponent's Win% by at least [`JUMP`] points or lets the solver mate,
//! the solver was not already getting mated before it, the solver decided
//! nothing during it (no shoot-down point of the flight where the solver
//! had a shot: that decision would come first), and the solver then has
//! at least two legal moves.
//!
//! **The line**, from the solver's first move ([`follow`]):
//!
//! 1. the solver's best two moves ([`top_two_moves`]); the line stops
//!    unless the best is an [`only_move`]; the first must leave the solver
//!    clearly winning, or there is no puzzle;
//! 2. a solver's flight the opponent's best decision shoots down ends the
//!    line (the flight is the solver's last move: what the opponent does
//!    to it is not the solver's to find);
//! 3. the opponent's best reply ([`best_move`]); when it is a flight with
//!    a shoot-down point where the solver has a shot, the solver decides
//!    at the first such point: the line ends there, with the flight as far
//!    as that point and the solver's decision when it is an only move
//!    ([`top_two_at_point`]), else before the flight. So the moves
//!    alternate, solver and opponent, to the end.
//!
//! The line stops at a repetition, at the end of the game, and after
//! [`MAX_SOLVER_MOVES`] solver moves; then it is trimmed.

use crate::analysis::game::Analysis;
use crate::analysis::top_two::{TopTwo, best_move, top_two_at_point, top_two_moves};
use crate::analysis::win_percent::{Score, k_for};
use crate::analysis::{Choice, analyse_game};
use crate::intercept::Point;
use crate::puzzle::{Puzzle, Step, chances, themes};
use engine::{Color, Flight, Game, Move, Ply, Position};

/// lichess-puzzler's only-move margin: 0.7 in winning chances (35 points
/// of Win%).
pub const ONLY_MOVE_MARGIN: f64 = 0.7;
/// The solver's Win% after its first move, at least (or a forced mate).
pub const CLEARLY_WINNING: f64 = 70.0;
/// The opponent's Win% drop that makes a move a candidate mistake:
/// lichess-puzzler's 0.6 in winning chances.
pub const JUMP: f64 = 30.0;
/// The longest line, in solver moves.
pub const MAX_SOLVER_MOVES: usize = 10;

/// The most a second-best choice may win (in winning chances) beside a
/// mate in one for the mate to be an only move: lichess-puzzler's 0.6.
pub const MATE_SECOND_MAX: f64 = 0.6;

/// Whether the best of `top` is an only move: it is the only legal
/// choice; or it mates at once and the second-best neither mates nor
/// wins clearly (winning chances at most [`MATE_SECOND_MAX`], as
/// lichess-puzzler's mate in one: a mate with a slower mate beside it
/// is no puzzle, any winning move would do); or its winning chances
/// exceed the second-best's by at least [`ONLY_MOVE_MARGIN`].
pub fn only_move(top: &TopTwo, k: f64) -> bool {
    let (choice, best) = top.best;
    let Some((_, second)) = top.second else {
        return true;
    };
    if matches!(choice, Choice::Move(_)) && best == Score::Win(1) {
        return !matches!(second, Score::Win(_)) && chances(second, k) <= MATE_SECOND_MAX + 1e-12;
    }
    chances(best, k) - chances(second, k) >= ONLY_MOVE_MARGIN - 1e-12
}

/// Whether a solver's value is clearly winning: Win% at least
/// [`CLEARLY_WINNING`] (on the same curve as [`chances`]), or a forced win.
fn clearly_winning(value: Score, k: f64) -> bool {
    matches!(value, Score::Win(_)) || 50.0 + 50.0 * chances(value, k) >= CLEARLY_WINNING
}

/// Every puzzle of `game`, in game order, with `nodes` nodes per search
/// (the game's analysis, then the lines). Deterministic.
pub fn mine_game(game: &Game, nodes: u64) -> Vec<Puzzle> {
    let analysis = analyse_game(game, nodes);
    mine_analysed(game, &analysis, nodes)
}

/// [`mine_game`] with the game's analysis already made (with any budget).
pub fn mine_analysed(game: &Game, analysis: &Analysis, nodes: u64) -> Vec<Puzzle> {
    candidates(game, analysis)
        .into_iter()
        .filter_map(|index| puzzle_at(game, index, nodes))
        .collect()
}

/// The plies (indexes from 0) of `game` where a puzzle may start: the
/// opponent's mistakes by the analysis (see the module). Cheap: no
/// search; [`puzzle_at`] searches each, so that a caller can mine one
/// start at a time (the bot mines between other work).
pub fn candidates(game: &Game, analysis: &Analysis) -> Vec<usize> {
    let positions = game.positions();
    let mut starts = Vec::new();
    for (index, ply) in game.plies().iter().enumerate() {
        let Ply::Move(mistake) = *ply else {
            // Shot down: the solver's first decision was the shot.
            continue;
        };
        let Some(judged) = analysis
            .decisions
            .iter()
            .find(|d| d.ply == index + 1 && d.so_far.is_none())
        else {
            continue;
        };
        let allows_mate = matches!(judged.after, Score::Loss(_));
        let was_lost = matches!(judged.before, Score::Loss(_));
        let dropped = judged.win_before - judged.win_after >= JUMP;
        if was_lost || !(dropped || allows_mate) {
            continue;
        }
        let before = &positions[index];
        if let Move::Flight(f) = mistake
            && solver_decides(before, &f)
        {
            continue;
        }
        let start = &positions[index + 1];
        if start.is_decided() || start.legal_moves().len() < 2 {
            continue;
        }
        starts.push(index);
    }
    starts
}

/// The puzzle after the mistake at ply index `index` of `game` (one of
/// [`candidates`]), with `nodes` nodes per search; `None` when its line
/// is no puzzle.
pub fn puzzle_at(game: &Game, index: usize, nodes: u64) -> Option<Puzzle> {
    let Some(Ply::Move(mistake)) = game.plies().get(index).copied() else {
        return None;
    };
    let k = k_for(game.rules().preset);
    let positions = game.positions();
    let hashes: Vec<u64> = positions[..=index]
        .iter()
        .map(Position::zobrist_hash)
        .collect();
    let start = positions.get(index + 1)?;
    let solution = follow(start, &hashes, nodes, k)?;
    let mut moves = vec![Choice::Move(mistake)];
    moves.extend(solution.iter().map(|s| s.choice));
    Some(Puzzle {
        ply: index + 1,
        fen: positions[index].fen(),
        themes: themes::themes(&solution, k),
        moves,
    })
}

/// Whether the defender had a legal shoot-down at some point of `flight`
/// from `pos` before its target (a decision of the defender's).
fn solver_decides(pos: &Position, flight: &Flight) -> bool {
    (1..flight.steps().len()).any(|j| Point::new(pos, &flight.prefix(j)).is_some())
}

/// The only-move solution from `start` (the solver to move; `history`:
/// the hashes of the game's positions before it), trimmed; `None` when
/// there is no puzzle (the first move is no only move, or does not leave
/// the solver clearly winning, or a one-move solution does not mate).
pub fn follow(start: &Position, history: &[u64], nodes: u64, k: f64) -> Option<Vec<Step>> {
    let solver = start.turn();
    let mut pos = *start;
    let mut hist = history.to_vec();
    let mut steps: Vec<Step> = Vec::new();
    let mut solver_moves = 0;
    while solver_moves < MAX_SOLVER_MOVES {
        if pos.is_decided() || hist.contains(&pos.zobrist_hash()) {
            break;
        }
        let Some(top) = top_two_moves(&pos, &hist, nodes) else {
            break;
        };
        if !only_move(&top, k) {
            break;
        }
        let (Choice::Move(mv), value) = top.best else {
            break;
        };
        if steps.is_empty() && !clearly_winning(value, k) {
            return None;
        }
        let after = pos.play_unchecked(&mv);
        steps.push(Step {
            choice: Choice::Move(mv),
            solver: true,
            value,
            forced: top.second.is_none(),
            mates: wins(&after, solver),
        });
        solver_moves += 1;
        if let Move::Flight(f) = mv
            && opponent_shoots(&pos, &hist, &f, nodes)
        {
            break;
        }
        hist.push(pos.zobrist_hash());
        pos = after;
        if pos.is_decided() {
            break;
        }
        let Some((reply, reply_value)) = best_move(&pos, &hist, nodes) else {
            break;
        };
        if let Move::Flight(f) = reply
            && let Some((so_far, top)) = first_point(&pos, &hist, &f, nodes)
        {
            if only_move(&top, k) {
                steps.push(Step {
                    choice: Choice::FlightSoFar(so_far),
                    solver: false,
                    value: reply_value.flip(),
                    forced: false,
                    mates: false,
                });
                steps.push(Step {
                    choice: top.best.0,
                    solver: true,
                    value: top.best.1,
                    forced: top.second.is_none(),
                    mates: false,
                });
            }
            break;
        }
        steps.push(Step {
            choice: Choice::Move(reply),
            solver: false,
            value: reply_value.flip(),
            forced: false,
            mates: false,
        });
        hist.push(pos.zobrist_hash());
        pos = pos.play_unchecked(&reply);
    }
    let steps = trim(steps);
    match steps.as_slice() {
        [] => None,
        [one] if !one.mates => None,
        _ => Some(steps),
    }
}

/// lichess-puzzler's trimming: the line ends on a solver's move that had
/// an alternative (a last move that was the only legal one is no puzzle
/// move).
pub fn trim(mut steps: Vec<Step>) -> Vec<Step> {
    while let Some(last) = steps.last() {
        if last.solver && !last.forced {
            break;
        }
        steps.pop();
    }
    steps
}

/// Whether `pos` is won for `side` (the game over with its win).
fn wins(pos: &Position, side: Color) -> bool {
    pos.outcome().and_then(|o| o.winner()) == Some(side)
}

/// Whether the opponent's best decision at some shoot-down point of the
/// solver's `flight` from `pos` is to shoot it down.
fn opponent_shoots(pos: &Position, history: &[u64], flight: &Flight, nodes: u64) -> bool {
    (1..flight.steps().len()).any(|j| {
        top_two_at_point(pos, history, &flight.prefix(j), nodes)
            .is_some_and(|top| matches!(top.best.0, Choice::Shoot(_)))
    })
}

/// The first shoot-down point of the opponent's `flight` from `pos` where
/// the solver has a shot: the flight as far as it and the solver's best
/// two options there.
fn first_point(
    pos: &Position,
    history: &[u64],
    flight: &Flight,
    nodes: u64,
) -> Option<(Flight, TopTwo)> {
    (1..flight.steps().len()).find_map(|j| {
        let so_far = flight.prefix(j);
        top_two_at_point(pos, history, &so_far, nodes).map(|top| (so_far, top))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Theme;
    use engine::Preset;

    const NODES: u64 = 20_000;

    fn position(fen: &str, preset: Preset) -> Position {
        Position::from_fen(fen, preset.rules(true)).unwrap()
    }

    fn notation(steps: &[Step]) -> Vec<String> {
        steps
            .iter()
            .map(|s| crate::puzzle::choice_notation(s.choice))
            .collect()
    }

    /// Philidor's legacy in two: 1. Qg8+ Rxg8 2. Nf7#. Nothing else mates
    /// (Nf7+ is met by Rxf7), and Black's queen makes everything else
    /// lose: without it, White's other moves would still win by far more
    /// than the margin allows (a mate is worth 1 in winning chances, +5
    /// pawns about 0.96 on chess's curve).
    #[test]
    fn a_mate_in_two_is_a_puzzle() {
        let pos = position("1q3r1k/6pp/7N/8/2Q5/8/8/6K1 w - - 0 1", Preset::Chess);
        let k = k_for(Preset::Chess);
        let steps = follow(&pos, &[], NODES, k).expect("a puzzle");
        assert_eq!(notation(&steps), ["c4g8", "f8g8", "h6f7"]);
        assert!(steps[2].mates && steps[2].solver && !steps[1].solver);
        assert_eq!(
            themes::themes(&steps, k),
            [Theme::MateIn(2), Theme::Mate, Theme::Short]
        );
    }

    /// The black queen hangs to either knight: two moves win the same, so
    /// neither is an only move, and there is no puzzle.
    #[test]
    fn two_equal_wins_are_no_puzzle() {
        let pos = position("6k1/5ppp/8/3q4/5N2/2N5/5PPP/6K1 w - - 0 1", Preset::Chess);
        let k = k_for(Preset::Chess);
        let top = top_two_moves(&pos, &[], NODES).unwrap();
        let (Choice::Move(best), _) = top.best else {
            panic!("{top:?}")
        };
        let (Choice::Move(second), _) = top.second.unwrap() else {
            panic!("{top:?}")
        };
        assert_eq!(best.to().to_string(), "d5");
        assert_eq!(second.to().to_string(), "d5");
        assert!(!only_move(&top, k), "{top:?}");
        assert_eq!(follow(&pos, &[], NODES, k), None);
    }

    /// White's pawn flies e5>e6>e7>e8 onto the black king. The king can
    /// shoot it down on e7 only (e6 is out of its reach), and must: letting
    /// it pass loses the king.
    #[test]
    fn a_shoot_down_on_one_square_is_an_only_move() {
        let pos = position("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", Preset::Cruise);
        let k = k_for(Preset::Cruise);
        let flight = pos
            .flights_from("e5".parse().unwrap())
            .into_iter()
            .find(|f| f.to_string() == "e5>e6>e7>e8")
            .expect("the flight onto the king");
        assert_eq!(top_two_at_point(&pos, &[], &flight.prefix(1), NODES), None);
        let top = top_two_at_point(&pos, &[], &flight.prefix(2), NODES).unwrap();
        assert_eq!(crate::puzzle::choice_notation(top.best.0), "e8e7");
        assert_eq!(top.second.map(|s| s.0), Some(Choice::Pass));
        assert!(matches!(top.second.unwrap().1, Score::Loss(_)), "{top:?}");
        assert!(only_move(&top, k));
    }

    fn step(choice: Choice, solver: bool, forced: bool) -> Step {
        Step {
            choice,
            solver,
            value: Score::Cp(500),
            forced,
            mates: false,
        }
    }

    /// The line ends on a solver's move with an alternative.
    #[test]
    fn trimming_ends_on_a_chosen_solver_move() {
        let pos = Position::new(Preset::Chess.rules(true));
        let mv = |t: &str| Choice::Move(engine::notation::parse_move(&pos, t).unwrap());
        let (a, b, c) = (mv("e4"), mv("d4"), mv("c4"));
        let line = vec![step(a, true, false), step(b, false, false)];
        assert_eq!(trim(line.clone()), line[..1]);
        let forced_last = vec![
            step(a, true, false),
            step(b, false, false),
            step(c, true, true),
        ];
        assert_eq!(trim(forced_last.clone()), forced_last[..1]);
        assert_eq!(trim(vec![step(a, true, true)]), []);
        let whole = vec![
            step(a, true, false),
            step(b, false, false),
            step(c, true, false),
        ];
        assert_eq!(trim(whole.clone()), whole);
    }

    /// A mate in one is an only move when nothing else wins (Ra8#: any
    /// other move leaves White about a pawn up, nothing clear), as
    /// lichess-puzzler's mate in one is; not when a slower mate or a clear
    /// win stands beside it.
    #[test]
    fn a_mate_in_one_is_an_only_move_only_when_nothing_else_wins() {
        let pos = position("6k1/5ppp/8/4p3/3n4/8/5PPP/R5K1 w - - 0 1", Preset::Chess);
        let k = k_for(Preset::Chess);
        let top = top_two_moves(&pos, &[], NODES).unwrap();
        let (Choice::Move(mate), Score::Win(1)) = top.best else {
            panic!("Ra8# first: {top:?}")
        };
        assert_eq!(mate.to().to_string(), "a8");
        assert!(only_move(&top, k), "{top:?}");
        let beside = |second: Score| TopTwo {
            best: (Choice::Move(mate), Score::Win(1)),
            second: Some((Choice::Move(mate), second)),
        };
        assert!(!only_move(&beside(Score::Win(3)), k), "a slower mate");
        assert!(!only_move(&beside(Score::Win(1)), k), "another mate");
        assert!(!only_move(&beside(Score::Cp(900)), k), "a clear win");
        assert!(only_move(&beside(Score::Cp(0)), k));
    }

    /// lichess's margin on our curve: 0.7 in winning chances.
    #[test]
    fn the_only_move_margin() {
        let k = k_for(Preset::Chess);
        let pass = |best: Score, second: Score| TopTwo {
            best: (Choice::Pass, best),
            second: Some((Choice::Pass, second)),
        };
        assert!(only_move(&pass(Score::Win(3), Score::Cp(0)), k));
        assert!(!only_move(&pass(Score::Win(3), Score::Win(5)), k));
        // 0.7 apart: cp 0 against the cp whose chances are -0.7.
        let cp = (-(2.0f64 / 0.3 - 1.0).ln() / k).round() as i32;
        assert!(only_move(&pass(Score::Cp(0), Score::Cp(cp - 1)), k));
        assert!(!only_move(&pass(Score::Cp(0), Score::Cp(cp + 5)), k));
        assert!(!only_move(&pass(Score::Cp(400), Score::Cp(300)), k));
    }
}
