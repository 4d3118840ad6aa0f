//! Berger tables against the FIDE Handbook C.05 Annex 1 tables.

use pairing::berger::{round, rounds_per_cycle};

fn table(n: u32, cycles: u32) -> Vec<Vec<(u32, u32)>> {
    (1..=rounds_per_cycle(n) * cycles)
        .map(|r| {
            round(n, r, cycles)
                .unwrap()
                .iter()
                .map(|b| (b.white, b.black.unwrap_or(0)))
                .collect()
        })
        .collect()
}

#[test]
fn four_players() {
    assert_eq!(
        table(4, 1),
        vec![
            vec![(1, 4), (2, 3)],
            vec![(4, 3), (1, 2)],
            vec![(2, 4), (3, 1)]
        ]
    );
}

#[test]
fn six_players() {
    assert_eq!(
        table(6, 1),
        vec![
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ]
    );
}

#[test]
fn eight_players() {
    assert_eq!(
        table(8, 1),
        vec![
            vec![(1, 8), (2, 7), (3, 6), (4, 5)],
            vec![(8, 5), (6, 4), (7, 3), (1, 2)],
            vec![(2, 8), (3, 1), (4, 7), (5, 6)],
            vec![(8, 6), (7, 5), (1, 4), (2, 3)],
            vec![(3, 8), (4, 2), (5, 1), (6, 7)],
            vec![(8, 7), (1, 6), (2, 5), (3, 4)],
            vec![(4, 8), (5, 3), (6, 2), (7, 1)],
        ]
    );
}

#[test]
fn odd_players_get_the_bye_of_the_missing_player() {
    // Five players use the six-player table; whoever meets 6 has the bye.
    assert_eq!(table(5, 1)[0], vec![(2, 5), (3, 4), (1, 0)]);
    assert_eq!(table(5, 1)[1], vec![(5, 3), (1, 2), (4, 0)]);
}

#[test]
fn double_round_robin_reverses_colours() {
    let t = table(4, 2);
    assert_eq!(t.len(), 6);
    assert_eq!(t[3], vec![(4, 1), (3, 2)]);
    assert_eq!(t[5], vec![(4, 2), (1, 3)]);
}

#[test]
fn every_pair_meets_once() {
    for n in 2..=14 {
        let mut seen = std::collections::HashSet::new();
        for r in table(n, 1) {
            for (w, b) in r {
                if b != 0 {
                    assert!(seen.insert((w.min(b), w.max(b))), "n={n}: {w}-{b} twice");
                }
            }
        }
        assert_eq!(seen.len() as u32, n * (n - 1) / 2);
    }
}

#[test]
fn bad_requests_are_errors() {
    assert!(round(1, 1, 1).is_err());
    assert!(round(6, 6, 1).is_err());
    assert!(round(6, 0, 1).is_err());
    assert!(round(6, 10, 2).is_ok());
}
