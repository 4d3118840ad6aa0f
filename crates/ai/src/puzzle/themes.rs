//! A puzzle's themes: lichess's tags where they apply (`tagger/cook.py`),
//! plus ours for missiles.
//!
//! - **the result**: `mateInN` and `mate` when the solution ends the game
//!   with the solver's win (N the solver's moves, 5 for 5 and more); else
//!   `crushing`, `advantage` or `equality` by the solver's winning chances
//!   after its last move, on the preset's curve, against lichess's 600 and
//!   200 centipawns on lichess's curve (the same chances, whatever the
//!   engine's centipawns are worth);
//! - **the pieces' motifs the engine can tell for sure**: `promotion` (a
//!   solver's move promotes), `enPassant` (one takes en passant);
//! - **ours**: `missile` (a solver's move fires a pawn), `shootDown` (a
//!   solver's decision shoots one down), `letItPass` (letting it pass is
//!   the solver's only move);
//! - **the length**, counting the mistake: `oneMove` (2 moves), `short`
//!   (4), `long` (6), `veryLong` (8 and more).

use crate::analysis::Choice;
use crate::analysis::win_percent::{LICHESS_K, winning_chances};
use crate::puzzle::{Step, chances};
use engine::Move;

/// A puzzle theme, named as lichess names it (ours in the same style).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Theme {
    Mate,
    /// Mate in this many solver moves (1 to 5; 5 for more).
    MateIn(u8),
    Crushing,
    Advantage,
    Equality,
    Promotion,
    EnPassant,
    Missile,
    ShootDown,
    LetItPass,
    OneMove,
    Short,
    Long,
    VeryLong,
}

impl Theme {
    /// The theme's name in the puzzle line.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Mate => "mate",
            Theme::MateIn(1) => "mateIn1",
            Theme::MateIn(2) => "mateIn2",
            Theme::MateIn(3) => "mateIn3",
            Theme::MateIn(4) => "mateIn4",
            Theme::MateIn(_) => "mateIn5",
            Theme::Crushing => "crushing",
            Theme::Advantage => "advantage",
            Theme::Equality => "equality",
            Theme::Promotion => "promotion",
            Theme::EnPassant => "enPassant",
            Theme::Missile => "missile",
            Theme::ShootDown => "shootDown",
            Theme::LetItPass => "letItPass",
            Theme::OneMove => "oneMove",
            Theme::Short => "short",
            Theme::Long => "long",
            Theme::VeryLong => "veryLong",
        }
    }
}

/// The themes of a solution (the steps after the mistake), `k` the
/// preset's Win% constant, in lichess's order: the result, the motifs,
/// ours, the length.
pub fn themes(solution: &[Step], k: f64) -> Vec<Theme> {
    let mut themes = Vec::new();
    let solver: Vec<&Step> = solution.iter().filter(|s| s.solver).collect();
    let Some(last) = solver.last() else {
        return themes;
    };
    if last.mates {
        themes.push(Theme::MateIn(solver.len().min(5) as u8));
        themes.push(Theme::Mate);
    } else {
        let c = chances(last.value, k);
        if c > winning_chances(600.0, LICHESS_K) {
            themes.push(Theme::Crushing);
        } else if c > winning_chances(200.0, LICHESS_K) {
            themes.push(Theme::Advantage);
        } else {
            themes.push(Theme::Equality);
        }
    }
    let moves = || {
        solver.iter().filter_map(|s| match s.choice {
            Choice::Move(mv) => Some(mv),
            _ => None,
        })
    };
    if moves().any(|mv| {
        matches!(
            mv,
            Move::Normal {
                promotion: Some(_),
                ..
            }
        )
    }) {
        themes.push(Theme::Promotion);
    }
    if moves().any(|mv| matches!(mv, Move::EnPassant { .. })) {
        themes.push(Theme::EnPassant);
    }
    if moves().any(|mv| mv.is_flight()) {
        themes.push(Theme::Missile);
    }
    if solver.iter().any(|s| matches!(s.choice, Choice::Shoot(_))) {
        themes.push(Theme::ShootDown);
    }
    if solver.iter().any(|s| s.choice == Choice::Pass) {
        themes.push(Theme::LetItPass);
    }
    themes.push(match solution.len() + 1 {
        2 => Theme::OneMove,
        4 => Theme::Short,
        6 => Theme::Long,
        _ => Theme::VeryLong,
    });
    themes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::win_percent::Score;
    use engine::{Position, Preset};

    fn step(choice: Choice, solver: bool, value: Score, mates: bool) -> Step {
        Step {
            choice,
            solver,
            value,
            forced: false,
            mates,
        }
    }

    fn mv(pos: &Position, text: &str) -> Choice {
        Choice::Move(engine::notation::parse_move(pos, text).unwrap())
    }

    #[test]
    fn results_and_lengths() {
        let k = crate::analysis::k_for(Preset::Chess);
        let pos = Position::new(Preset::Chess.rules(true));
        let a = mv(&pos, "e4");
        let mate = [step(a, true, Score::Win(1), true)];
        assert_eq!(
            themes(&mate, k),
            [Theme::MateIn(1), Theme::Mate, Theme::OneMove]
        );
        let six = [
            step(a, true, Score::Win(3), false),
            step(a, false, Score::Loss(3), false),
            step(a, true, Score::Win(2), false),
            step(a, false, Score::Loss(2), false),
            step(a, true, Score::Win(1), false),
            step(a, false, Score::Loss(1), false),
            step(a, true, Score::Win(0), true),
        ];
        assert_eq!(
            themes(&six, k),
            [Theme::MateIn(4), Theme::Mate, Theme::VeryLong]
        );
        let crushing = [
            step(a, true, Score::Cp(2_000), false),
            step(a, false, Score::Cp(-2_000), false),
            step(a, true, Score::Cp(2_000), false),
        ];
        assert_eq!(themes(&crushing, k), [Theme::Crushing, Theme::Short]);
        // Chess's curve is steeper than lichess's: 150 of ours are more
        // than lichess's 200.
        let advantage = [
            step(a, true, Score::Cp(150), false),
            step(a, false, Score::Cp(-150), false),
            step(a, true, Score::Cp(150), false),
            step(a, false, Score::Cp(-150), false),
            step(a, true, Score::Cp(150), false),
        ];
        assert_eq!(themes(&advantage, k), [Theme::Advantage, Theme::Long]);
        let level = [step(a, true, Score::Cp(10), false)];
        assert_eq!(themes(&level, k), [Theme::Equality, Theme::OneMove]);
    }

    #[test]
    fn missiles_shots_and_passing() {
        let k = crate::analysis::k_for(Preset::Cruise);
        let pos = Position::from_fen(
            "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
            Preset::Cruise.rules(true),
        )
        .unwrap();
        let flight = mv(&pos, "e5>e6>e7>e8");
        let Choice::Move(engine::Move::Flight(f)) = flight else {
            panic!("{flight:?}")
        };
        let win = Score::Win(1);
        let fired = [
            step(flight, true, win, false),
            step(mv(&pos, "Kf2"), false, Score::Loss(1), false),
            step(flight, true, win, true),
        ];
        assert_eq!(
            themes(&fired, k),
            [Theme::MateIn(2), Theme::Mate, Theme::Missile, Theme::Short]
        );
        let shot = [
            step(mv(&pos, "Kf2"), true, Score::Cp(5_000), false),
            step(
                Choice::FlightSoFar(f.prefix(2)),
                false,
                Score::Cp(-5_000),
                false,
            ),
            step(
                Choice::Shoot(engine::notation::parse_move(&pos, "Kd2").unwrap()),
                true,
                Score::Cp(5_000),
                false,
            ),
        ];
        assert_eq!(
            themes(&shot, k),
            [Theme::Crushing, Theme::ShootDown, Theme::Short]
        );
        let passed = [
            step(mv(&pos, "Kf2"), true, Score::Cp(5_000), false),
            step(
                Choice::FlightSoFar(f.prefix(1)),
                false,
                Score::Cp(-5_000),
                false,
            ),
            step(Choice::Pass, true, Score::Cp(5_000), false),
        ];
        assert_eq!(
            themes(&passed, k),
            [Theme::Crushing, Theme::LetItPass, Theme::Short]
        );
    }

    #[test]
    fn promotion_and_en_passant() {
        let k = crate::analysis::k_for(Preset::Chess);
        let pos = Position::from_fen(
            "7k/P7/8/3pP3/8/8/8/K7 w - d6 0 1",
            Preset::Chess.rules(true),
        )
        .unwrap();
        let steps = [
            step(mv(&pos, "exd6"), true, Score::Cp(2_000), false),
            step(mv(&pos, "a8=Q"), false, Score::Cp(-2_000), false),
            step(mv(&pos, "a8=Q"), true, Score::Cp(2_000), false),
        ];
        assert_eq!(
            themes(&steps, k),
            [
                Theme::Crushing,
                Theme::Promotion,
                Theme::EnPassant,
                Theme::Short
            ]
        );
    }
}
