//! Property tests over positions reached by random play in every preset
//! (king strikes on and off): shoot-down points, perft against the sum over
//! children, move application, FEN round trips and steering.

use engine::perft::perft;
use engine::{Move, Position, Preset};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A position after `plies` random legal moves (flights included) from the
/// start of `preset`.
fn random_position(preset: Preset, king_strikes: bool, seed: u64, plies: usize) -> Position {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = Position::new(preset.rules(king_strikes));
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        // Mostly ordinary moves, so that the board stays busy.
        let ordinary: Vec<&Move> = moves.iter().filter(|m| !m.is_flight()).collect();
        let mv = if !ordinary.is_empty() && rng.random_bool(0.85) {
            *ordinary[rng.random_range(0..ordinary.len())]
        } else {
            moves[rng.random_range(0..moves.len())]
        };
        pos = pos.play(&mv).expect("a legal move plays");
    }
    pos
}

fn preset_strategy() -> impl Strategy<Value = (Preset, bool)> {
    (prop::sample::select(Preset::ALL.to_vec()), any::<bool>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every flight's shoot-down points are exactly its intermediate squares
    /// (not the launch, not the last) not held by the firer's pieces; at
    /// each of those the defender's answer is computed, and at a shielded
    /// square there is none.
    #[test]
    fn shootdown_points_are_unshielded_intermediate_squares(
        (preset, ks) in preset_strategy(), seed in any::<u64>(), plies in 4usize..40
    ) {
        let pos = random_position(preset, ks, seed, plies);
        let own = pos.board().by_color(pos.turn());
        for f in pos.legal_flights() {
            let steps = f.steps();
            let expected: Vec<_> = match steps.split_last() {
                Some((_, between)) => between.iter().copied().filter(|s| !own.contains(*s)).collect(),
                None => vec![],
            };
            prop_assert_eq!(pos.shootdown_points(&f), expected.clone());
            prop_assert!(!expected.contains(&f.launch()));
            for n in 1..steps.len() {
                if own.contains(steps[n - 1]) {
                    prop_assert!(pos.shootdowns_at(&f.prefix(n)).is_empty());
                }
            }
        }
    }

    /// perft(d) equals the sum over legal moves of perft(d - 1) of the
    /// children, each child made by the checked `play`.
    #[test]
    fn perft_is_the_sum_over_children(
        (preset, ks) in preset_strategy(), seed in any::<u64>(), plies in 0usize..40
    ) {
        let pos = random_position(preset, ks, seed, plies);
        let total: u64 = pos
            .legal_moves()
            .iter()
            .map(|m| perft(&pos.play(m).unwrap(), 1))
            .sum();
        prop_assert_eq!(perft(&pos, 2), total);
        prop_assert_eq!(perft(&pos, 1), pos.legal_moves().len() as u64);
    }

    /// Every legal move is legal one by one, plays the same checked and
    /// unchecked, and the resulting FEN reads back to the same position with
    /// the same repetition hash.
    #[test]
    fn moves_play_consistently_and_fen_round_trips(
        (preset, ks) in preset_strategy(), seed in any::<u64>(), plies in 0usize..60
    ) {
        let pos = random_position(preset, ks, seed, plies);
        let again = Position::from_fen(&pos.fen(), pos.rules()).unwrap();
        prop_assert_eq!(again, pos);
        prop_assert_eq!(again.zobrist_hash(), pos.zobrist_hash());
        for m in pos.legal_moves() {
            prop_assert!(pos.is_legal(&m), "{} not legal in {}", m.uci(), pos.fen());
            let child = pos.play(&m).unwrap();
            prop_assert_eq!(child, pos.play_unchecked(&m));
            let back = Position::from_fen(&child.fen(), child.rules()).unwrap();
            prop_assert_eq!(back, child);
        }
    }

    /// Steering step by step offers exactly the next steps of the legal
    /// flights that begin with the steps so far.
    #[test]
    fn steering_agrees_with_the_flight_list(
        (preset, ks) in preset_strategy(), seed in any::<u64>(), plies in 4usize..40
    ) {
        let pos = random_position(preset, ks, seed, plies);
        let flights = pos.legal_flights();
        for f in flights.iter().filter(|f| f.steps().len() <= 3) {
            for n in 0..f.steps().len() {
                let s = pos.steering(f.launch(), &f.steps()[..n]);
                prop_assert!(s.next.contains(&f.steps()[n]));
                for q in &s.next {
                    prop_assert!(flights.iter().any(|g| g.launch() == f.launch()
                        && g.steps().len() > n
                        && g.steps()[..n] == f.steps()[..n]
                        && g.steps()[n] == *q));
                }
                prop_assert_eq!(s.self_immolation, n == 0 && flights.contains(&engine::Flight::new(f.launch())));
            }
        }
    }
}
