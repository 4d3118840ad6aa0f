//! How a puzzle's line ends (crate `ai`, module `puzzle`): where the
//! opponent's best reply is a flight the solver may shoot down, the
//! solver's decision at the first such point is the line's last solver
//! step (the decision taken for issue 46: a shoot-down or pass decision
//! ends a solution line), with the themes `shootDown` or `letItPass`.

use ai::analysis::Choice;
use ai::analysis::top_two::top_two_at_point;
use ai::analysis::win_percent::{Score, k_for};
use ai::puzzle::themes::themes;
use ai::puzzle::{Theme, choice_notation, follow};
use engine::{Position, Preset};

/// The budget the puzzle tests of the crate use (the line below is the
/// same at 3,000 and at 100,000 nodes).
const NODES: u64 = 20_000;

fn cruise(fen: &str) -> Position {
    Position::from_fen(fen, Preset::Cruise.rules(true)).unwrap()
}

/// Black (the solver) checks with 1...Ra5+. White's only legal answer is
/// the missile b3>a4>a5 onto the rook (each square it passes blocks the
/// check; the king has no square: b1 is the d2 knight's, b2 the c3
/// pawn's; no other White piece can reach the a-file, and the black king
/// behind its pawns and bishop is out of the missile's reach). At a4
/// Black shoots it down with Nb6xa4, which blocks the rook's file, so any
/// knight move then mates by discovery; letting it pass loses the rook
/// (and with White's queen and rooks, the game). Black's next best first
/// move (the missile c3>d2>e1 onto the queen) is worth about two pawns
/// against a forced mate: 1...Ra5+ is the only move, the shot the only
/// decision, and the line ends on it.
#[test]
fn a_line_ends_on_the_solvers_shoot_down() {
    let pos = cruise("6bk/6pp/1n6/5r2/8/1Pp4R/3n3R/K3Q3 b - - 0 1");
    let k = k_for(Preset::Cruise);
    let steps = follow(&pos, &[], NODES, k).expect("a puzzle");
    let line: Vec<String> = steps.iter().map(|s| choice_notation(s.choice)).collect();
    assert_eq!(line, ["f5a5", "b3>a4", "b6a4"]);
    assert!(matches!(steps[1].choice, Choice::FlightSoFar(_)));
    assert!(matches!(steps[2].choice, Choice::Shoot(_)));
    let solver: Vec<bool> = steps.iter().map(|s| s.solver).collect();
    assert_eq!(solver, [true, false, true]);
    // The shot ends the line before the mate it leads to.
    assert!(!steps[2].mates && matches!(steps[2].value, Score::Win(_)));
    assert_eq!(
        themes(&steps, k),
        [Theme::Crushing, Theme::ShootDown, Theme::Short]
    );

    // The decision at a4: shooting wins, passing loses the rook.
    let after = pos.play_unchecked(&match steps[0].choice {
        Choice::Move(mv) => mv,
        other => panic!("a move first, not {other:?}"),
    });
    let Choice::FlightSoFar(so_far) = steps[1].choice else {
        unreachable!("checked above")
    };
    let top = top_two_at_point(&after, &[pos.zobrist_hash()], &so_far, NODES).unwrap();
    assert_eq!(choice_notation(top.best.0), "b6a4");
    assert_eq!(top.second.map(|s| s.0), Some(Choice::Pass));
}
