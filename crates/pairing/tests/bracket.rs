//! Knockout brackets against brackets-manager (Drarig29/brackets-manager.js):
//! the facts read from its source and tests (`src/ordering.ts`,
//! `test/helpers.spec.js`, `test/double-elimination.spec.js`), the brackets
//! it played itself (`data/brackets-manager.txt`, made by
//! `data/brackets-manager-gen.js` with version 1.11.1), and a property test
//! of random brackets played to the end.

use std::collections::{BTreeMap, HashMap};

use pairing::bracket::{
    Bracket, BracketError, Format, GrandFinal, MatchId, Place, SeedOrdering, Slot, drop_ordering,
    inner_outer,
};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

fn id(text: &str) -> MatchId {
    text.parse().unwrap()
}

fn single() -> Format {
    Format::Single { third_place: false }
}

fn double(grand_final: GrandFinal) -> Format {
    Format::Double { grand_final }
}

/// Every match as `cruise-pawns bracket` prints it.
fn lines(b: &Bracket) -> Vec<String> {
    b.matches().iter().map(|m| m.to_string()).collect()
}

/// Records `(match, winner)` in order, each of which must be accepted.
fn play(b: &mut Bracket, results: &[(&str, u32)]) {
    for &(m, w) in results {
        b.record(id(m), w)
            .unwrap_or_else(|e| panic!("{m} S{w}: {e}"));
    }
}

/// The seed in a slot, which must hold one.
fn seed(slot: Slot) -> u32 {
    match slot {
        Slot::Seed(k) => k,
        other => panic!("expected a seed, found {other}"),
    }
}

// ---------------------------------------------------------------------------
// Round 1: inner_outer.

/// `test/helpers.spec.js`: "should place N participants with inner-outer
/// method" for 2, 4, 8, 16 and 32 (the last added with the fix for more than
/// 32 players, pull request #221).
#[test]
fn inner_outer_is_the_references_placement() {
    assert_eq!(inner_outer(2), [1, 2]);
    assert_eq!(inner_outer(4), [1, 4, 2, 3]);
    assert_eq!(inner_outer(8), [1, 8, 4, 5, 2, 7, 3, 6]);
    assert_eq!(
        inner_outer(16),
        [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    );
    assert_eq!(
        inner_outer(32),
        [
            1, 32, 16, 17, 8, 25, 9, 24, 4, 29, 13, 20, 5, 28, 12, 21, 2, 31, 15, 18, 7, 26, 10,
            23, 3, 30, 14, 19, 6, 27, 11, 22
        ]
    );
}

/// For every N from 2 to 128: round 1 has one match per two slots of the
/// next power of two; match k's players sum to size + 1 with the better seed
/// upper; the byes go to seeds 1..=size - N, in the lower slot; seeds 1 and
/// 2 are in different halves, and more generally the top 2^j seeds are in
/// different 1/2^j parts of the bracket (so they can meet only when the
/// field is down to 2^j); round 2 already holds the players who had a bye.
#[test]
fn round_one_for_every_size_from_2_to_128() {
    for n in 2..=128u32 {
        let b = Bracket::new(n, single()).unwrap();
        let size = n.next_power_of_two();
        assert_eq!(b.size(), size);
        let matches = b.matches();
        let round_one: Vec<_> = matches
            .iter()
            .filter(|m| matches!(m.id, MatchId::Winners { round: 1, .. }))
            .collect();
        assert_eq!(round_one.len() as u32, size / 2, "N={n}");
        let order = inner_outer(size);
        for (k, m) in round_one.iter().enumerate() {
            assert_eq!(
                m.id,
                MatchId::Winners {
                    round: 1,
                    number: k as u32 + 1
                }
            );
            let a = seed(m.a);
            assert_eq!(a, order[2 * k], "N={n} {}", m.id);
            let b_seed = order[2 * k + 1];
            assert_eq!(a + b_seed, size + 1, "N={n} {}", m.id);
            assert!(a < b_seed);
            if b_seed > n {
                assert_eq!(m.b, Slot::Bye, "N={n} {}", m.id);
                assert!(a <= size - n, "N={n}: S{a} has a bye");
                assert!(m.is_walkover());
                assert_eq!(m.winner, None);
                let next = b
                    .get(MatchId::Winners {
                        round: 2,
                        number: k as u32 / 2 + 1,
                    })
                    .unwrap();
                let slot = if k % 2 == 0 { next.a } else { next.b };
                assert_eq!(slot, Slot::Seed(a), "N={n}: S{a} goes through");
            } else {
                assert_eq!(m.b, Slot::Seed(b_seed));
                assert!(a > size - n, "N={n}: S{a} should have had a bye");
            }
        }
        // The top 2^j seeds in different parts of size / 2^j slots.
        let mut j = 1;
        while (1 << j) <= size {
            let parts = 1u32 << j;
            let part_of =
                |s: u32| order.iter().position(|&x| x == s).unwrap() as u32 / (size / parts);
            let mut seen: Vec<u32> = (1..=parts).map(part_of).collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len() as u32, parts, "N={n} j={j}");
            j += 1;
        }
    }
}

/// The bracket of 6 (8 slots), before any result: byes for seeds 1 and 2,
/// who wait in round 2.
#[test]
fn six_players_single() {
    let b = Bracket::new(6, single()).unwrap();
    assert_eq!(
        lines(&b),
        [
            "W1-1 S1 bye",
            "W1-2 S4 S5",
            "W1-3 S2 bye",
            "W1-4 S3 S6",
            "W2-1 S1 -",
            "W2-2 S2 -",
            "W3-1 - -",
        ]
    );
    assert_eq!(b.ready(), [id("W1-2"), id("W1-4")]);
}

// ---------------------------------------------------------------------------
// The losers' bracket: drop orders.

/// `defaultMinorOrdering` in `src/ordering.ts`, as written there.
fn default_minor_ordering(size: u32) -> &'static [&'static str] {
    match size {
        4 => &["natural", "reverse"],
        8 => &["natural", "reverse", "natural"],
        16 => &["natural", "reverse_half_shift", "reverse", "natural"],
        32 => &["natural", "reverse", "half_shift", "natural", "natural"],
        64 => &[
            "natural",
            "reverse",
            "half_shift",
            "reverse",
            "natural",
            "natural",
        ],
        128 => &[
            "natural",
            "reverse",
            "half_shift",
            "pair_flip",
            "pair_flip",
            "pair_flip",
            "natural",
        ],
        _ => unreachable!(),
    }
}

/// `test/helpers.spec.js`: the orderings on 1..=8.
#[test]
fn orderings_are_the_references() {
    let list = [1, 2, 3, 4, 5, 6, 7, 8];
    assert_eq!(SeedOrdering::Natural.apply(&list), list);
    assert_eq!(SeedOrdering::Reverse.apply(&list), [8, 7, 6, 5, 4, 3, 2, 1]);
    assert_eq!(
        SeedOrdering::HalfShift.apply(&list),
        [5, 6, 7, 8, 1, 2, 3, 4]
    );
    assert_eq!(
        SeedOrdering::ReverseHalfShift.apply(&list),
        [4, 3, 2, 1, 8, 7, 6, 5]
    );
    assert_eq!(
        SeedOrdering::PairFlip.apply(&list),
        [2, 1, 4, 3, 6, 5, 8, 7]
    );
}

/// `createLowerBracket` applies entry r - 1 of the size's list to the losers
/// of winners' round r, except the winners' final (one loser, no ordering).
#[test]
fn drop_orderings_per_size() {
    for size in [4, 8, 16, 32, 64, 128u32] {
        let names = default_minor_ordering(size);
        let rounds = size.trailing_zeros();
        assert_eq!(names.len() as u32, rounds);
        for r in 1..=rounds {
            let expected = (r < rounds).then(|| names[r as usize - 1]);
            assert_eq!(
                drop_ordering(size, r).map(SeedOrdering::name),
                expected,
                "size {size} round {r}"
            );
        }
    }
    assert_eq!(drop_ordering(2, 1), None);
}

/// For every full double bracket from 4 to 128: with the better seed winning
/// every winners' bracket match, the losers of winners' round 1 meet two by
/// two in losers' round 1, and the losers of winners' round r take the upper
/// slots of losers' round 2(r - 1) in the reference's order for the size.
#[test]
fn losers_drop_where_the_reference_drops_them() {
    for size in [4, 8, 16, 32, 64, 128u32] {
        let mut b = Bracket::new(size, double(GrandFinal::Double)).unwrap();
        let rounds = size.trailing_zeros();
        let mut losers_by_round = Vec::new();
        for r in 1..=rounds {
            let mut losers = Vec::new();
            for number in 1..=size >> r {
                let m = b.get(MatchId::Winners { round: r, number }).unwrap();
                let (a, l) = (seed(m.a), seed(m.b));
                b.record(m.id, a.min(l)).unwrap();
                losers.push(a.max(l));
            }
            losers_by_round.push(losers);
        }
        let names = default_minor_ordering(size);
        let apply = |name: &str, list: &[u32]| -> Vec<u32> {
            let h = list.len() / 2;
            match name {
                "natural" => list.to_vec(),
                "reverse" => list.iter().rev().copied().collect(),
                "half_shift" => [&list[h..], &list[..h]].concat(),
                "reverse_half_shift" => {
                    let mut v: Vec<u32> = list[..h].iter().rev().copied().collect();
                    v.extend(list[h..].iter().rev());
                    v
                }
                "pair_flip" => list.chunks(2).flat_map(|p| [p[1], p[0]]).collect(),
                _ => unreachable!(),
            }
        };
        let first = apply(names[0], &losers_by_round[0]);
        for (k, pair) in first.chunks(2).enumerate() {
            let m = b
                .get(MatchId::Losers {
                    round: 1,
                    number: k as u32 + 1,
                })
                .unwrap();
            assert_eq!(
                (m.a, m.b),
                (Slot::Seed(pair[0]), Slot::Seed(pair[1])),
                "{size}"
            );
        }
        for r in 2..=rounds {
            let losers = &losers_by_round[r as usize - 1];
            let dropped = if r < rounds {
                apply(names[r as usize - 1], losers)
            } else {
                losers.clone()
            };
            for (k, &s) in dropped.iter().enumerate() {
                let m = b
                    .get(MatchId::Losers {
                        round: 2 * (r - 1),
                        number: k as u32 + 1,
                    })
                    .unwrap();
                assert_eq!(m.a, Slot::Seed(s), "size {size}: {}", m.id);
                assert_eq!(m.b, Slot::Unknown, "size {size}: {}", m.id);
            }
        }
    }
}

/// Eight players, better seeds winning the winners' bracket: 8 5 7 6 lose in
/// round 1 and pair in order; 4 and 3 lose in round 2 and drop reversed (3
/// upper in L2-1); 2 drops into the losers' final.
#[test]
fn eight_players_double_drop_by_hand() {
    let mut b = Bracket::new(8, double(GrandFinal::Simple)).unwrap();
    play(
        &mut b,
        &[
            ("W1-1", 1),
            ("W1-2", 4),
            ("W1-3", 2),
            ("W1-4", 3),
            ("W2-1", 1),
            ("W2-2", 2),
            ("W3-1", 1),
        ],
    );
    assert_eq!(
        lines(&b)[7..],
        [
            "L1-1 S8 S5",
            "L1-2 S7 S6",
            "L2-1 S3 -",
            "L2-2 S4 -",
            "L3-1 - -",
            "L4-1 S2 -",
            "GF1 S1 -",
        ]
    );
}

/// `test/double-elimination.spec.js`: 16 players, simple grand final: 30
/// matches; 8 players, double grand final: 15.
#[test]
fn match_counts_as_the_reference() {
    assert_eq!(
        Bracket::new(16, double(GrandFinal::Simple))
            .unwrap()
            .matches()
            .len(),
        30
    );
    assert_eq!(
        Bracket::new(8, double(GrandFinal::Double))
            .unwrap()
            .matches()
            .len(),
        15
    );
    // "only two participants": one match, no losers' bracket, no grand final.
    let b = Bracket::new(2, double(GrandFinal::Double)).unwrap();
    assert_eq!(lines(&b), ["W1-1 S1 S2"]);
}

// ---------------------------------------------------------------------------
// Byes, the reset, third place.

/// `test/double-elimination.spec.js` "should propagate winner when BYE is
/// already in next match in loser bracket": 3 players; the loser of W1-2
/// meets a bye in the losers' bracket and goes straight to its final.
#[test]
fn a_bye_drops_into_the_losers_bracket() {
    let mut b = Bracket::new(3, double(GrandFinal::Simple)).unwrap();
    assert_eq!(
        lines(&b),
        [
            "W1-1 S1 bye",
            "W1-2 S2 S3",
            "W2-1 S1 -",
            "L1-1 bye -",
            "L2-1 - -",
            "GF1 - -"
        ]
    );
    let ready = b.record(id("W1-2"), 2).unwrap();
    assert_eq!(ready, [id("W2-1")]);
    let l1 = b.get(id("L1-1")).unwrap();
    assert_eq!((l1.a, l1.b, l1.winner), (Slot::Bye, Slot::Seed(3), None));
    assert!(l1.is_walkover());
    assert_eq!(b.get(id("L2-1")).unwrap().b, Slot::Seed(3));
    assert_eq!(
        b.record(id("L1-1"), 3),
        Err(BracketError::Walkover {
            id: id("L1-1"),
            player: Some(3)
        })
    );
    let ready = b.record(id("W2-1"), 1).unwrap();
    assert_eq!(ready, [id("L2-1")]);
    assert_eq!(b.get(id("L2-1")).unwrap().to_string(), "L2-1 S2 S3");
}

/// Two byes make a bye: 5 players in 8 slots.
#[test]
fn two_byes_make_a_bye() {
    let mut b = Bracket::new(5, double(GrandFinal::None)).unwrap();
    play(&mut b, &[("W1-2", 5), ("W2-1", 5), ("W2-2", 2)]);
    let l: Vec<String> = lines(&b)
        .into_iter()
        .filter(|l| l.starts_with('L'))
        .collect();
    assert_eq!(
        l,
        [
            "L1-1 bye S4",
            "L1-2 bye bye",
            "L2-1 S3 S4",
            "L2-2 S1 bye",
            "L3-1 - S1",
            "L4-1 - -"
        ]
    );
    assert_eq!(b.ready(), [id("W3-1"), id("L2-1")]);
    assert_eq!(
        b.record(id("L1-2"), 1),
        Err(BracketError::Empty { id: id("L1-2") })
    );
}

/// `test/double-elimination.spec.js` "should determine matches in grand
/// final": 4 players, double grand final; the losers' bracket winner (S3)
/// wins GF1, so GF2 is played by the same two in the same slots.
#[test]
fn the_reset_when_the_losers_bracket_winner_wins_gf1() {
    let mut b = Bracket::new(4, double(GrandFinal::Double)).unwrap();
    play(&mut b, &[("W1-1", 1), ("W1-2", 3), ("W2-1", 1)]);
    assert_eq!(b.get(id("GF1")).unwrap().a, Slot::Seed(1));
    play(&mut b, &[("L1-1", 4), ("L2-1", 3)]);
    assert_eq!(b.get(id("GF1")).unwrap().b, Slot::Seed(3));
    assert_eq!(b.get(id("GF2")).unwrap().to_string(), "GF2 - -");
    let ready = b.record(id("GF1"), 3).unwrap();
    assert_eq!(ready, [id("GF2")]);
    assert_eq!(b.get(id("GF2")).unwrap().to_string(), "GF2 S1 S3");
    assert!(!b.is_finished());
    assert_eq!(b.place(3), None);
    b.record(id("GF2"), 1).unwrap();
    assert!(b.is_finished());
    let places: Vec<String> = b
        .places()
        .iter()
        .map(|(s, p)| format!("S{s} {p}"))
        .collect();
    assert_eq!(places, ["S1 1", "S3 2", "S4 3", "S2 4"]);
}

/// No reset when the winners' bracket winner takes GF1: GF2 stays `- -`,
/// takes no result, and the bracket is over.
#[test]
fn no_reset_when_the_winners_bracket_winner_wins_gf1() {
    let mut b = Bracket::new(4, double(GrandFinal::Double)).unwrap();
    play(
        &mut b,
        &[
            ("W1-1", 1),
            ("W1-2", 2),
            ("W2-1", 1),
            ("L1-1", 4),
            ("L2-1", 2),
        ],
    );
    assert!(!b.is_finished());
    assert_eq!(
        b.record(id("GF2"), 1),
        Err(BracketError::NotReady { id: id("GF2") })
    );
    let ready = b.record(id("GF1"), 1).unwrap();
    assert!(ready.is_empty());
    assert_eq!(b.get(id("GF2")).unwrap().to_string(), "GF2 - -");
    assert_eq!(
        b.record(id("GF2"), 1),
        Err(BracketError::NoReset { champion: 1 })
    );
    assert!(b.is_finished());
    assert_eq!(b.place(1), Some(Place { first: 1, last: 1 }));
    assert_eq!(b.place(2), Some(Place { first: 2, last: 2 }));
}

/// Without a grand final (brackets-manager's default) the winners' bracket
/// winner is first and the losers' bracket winner second (`src/get.ts`).
#[test]
fn no_grand_final() {
    let mut b = Bracket::new(4, double(GrandFinal::None)).unwrap();
    assert!(!lines(&b).iter().any(|l| l.starts_with("GF")));
    play(
        &mut b,
        &[
            ("W1-1", 4),
            ("W1-2", 2),
            ("W2-1", 2),
            ("L1-1", 1),
            ("L2-1", 1),
        ],
    );
    assert!(b.is_finished());
    let places: Vec<(u32, String)> = b
        .places()
        .iter()
        .map(|(s, p)| (*s, p.to_string()))
        .collect();
    assert_eq!(
        places,
        [
            (2, "1".into()),
            (1, "2".into()),
            (4, "3".into()),
            (3, "4".into())
        ]
    );
}

/// A third-place match between the semi-finals' losers (first semi-final's
/// upper); places 1, 2, 3, 4, 5-8.
#[test]
fn third_place() {
    let mut b = Bracket::new(8, Format::Single { third_place: true }).unwrap();
    play(
        &mut b,
        &[
            ("W1-1", 1),
            ("W1-2", 5),
            ("W1-3", 2),
            ("W1-4", 3),
            ("W2-1", 5),
        ],
    );
    assert_eq!(b.get(id("3P")).unwrap().to_string(), "3P S1 -");
    let ready = b.record(id("W2-2"), 3).unwrap();
    assert_eq!(ready, [id("W3-1"), id("3P")]);
    assert_eq!(b.get(id("3P")).unwrap().to_string(), "3P S1 S2");
    play(&mut b, &[("W3-1", 3)]);
    assert!(!b.is_finished());
    play(&mut b, &[("3P", 2)]);
    assert!(b.is_finished());
    let places: Vec<String> = b
        .places()
        .iter()
        .map(|(s, p)| format!("S{s} {p}"))
        .collect();
    assert_eq!(
        places,
        [
            "S3 1", "S5 2", "S2 3", "S1 4", "S4 5-8", "S6 5-8", "S7 5-8", "S8 5-8"
        ]
    );
}

/// Three players and a third-place match: one semi-final is a walkover, so
/// the other's loser takes third without playing.
#[test]
fn third_place_walkover() {
    let mut b = Bracket::new(3, Format::Single { third_place: true }).unwrap();
    play(&mut b, &[("W1-2", 3), ("W2-1", 3)]);
    assert_eq!(b.get(id("3P")).unwrap().to_string(), "3P bye S2");
    assert!(b.is_finished());
    assert_eq!(b.place(2), Some(Place { first: 3, last: 3 }));
}

/// Places in single elimination without a third-place match share the
/// places of a round: 1, 2, 3-4, 5-6 for 6 players (two walkovers).
#[test]
fn shared_places_count_players() {
    let mut b = Bracket::new(6, single()).unwrap();
    play(
        &mut b,
        &[("W1-2", 4), ("W1-4", 6), ("W2-1", 4), ("W2-2", 2)],
    );
    assert_eq!(b.place(5), Some(Place { first: 5, last: 6 }));
    assert_eq!(b.place(1).map(|p| p.to_string()), Some("3-4".into()));
    assert_eq!(b.place(4), None);
    play(&mut b, &[("W3-1", 2)]);
    assert_eq!(b.place(4), Some(Place { first: 2, last: 2 }));
}

// ---------------------------------------------------------------------------
// Refusals.

#[test]
fn refusals_are_sentences_and_change_nothing() {
    for n in [0, 1, 129, 1000] {
        let e = Bracket::new(n, single()).unwrap_err();
        assert_eq!(e, BracketError::Players { players: n });
        assert!(e.to_string().contains("2 to 128"), "{e}");
    }
    assert_eq!(
        Bracket::new(2, Format::Single { third_place: true }).unwrap_err(),
        BracketError::ThirdPlaceWithoutSemiFinals
    );
    for bad in [
        "W0-1", "W1", "X1-1", "GF3", "W1-", "L-1", "W1-1-1", "", "3Q",
    ] {
        let e: BracketError = bad.parse::<MatchId>().unwrap_err().into();
        assert!(matches!(e, BracketError::MatchName { .. }), "{bad}");
        assert!(e.to_string().contains("W<round>-<n>"), "{e}");
    }
    assert_eq!(id("gf1"), MatchId::GrandFinal { game: 1 });

    let mut b = Bracket::new(8, single()).unwrap();
    let before = lines(&b);
    let e = b.record(id("W2-1"), 1).unwrap_err();
    assert_eq!(e, BracketError::NotReady { id: id("W2-1") });
    assert_eq!(
        e.to_string(),
        "W2-1 is not ready: its players are not both known yet; record the matches before it first"
    );
    let e = b.record(id("W1-1"), 2).unwrap_err();
    assert_eq!(
        e.to_string(),
        "S2 does not play W1-1, which is S1 against S8: name one of them as the winner"
    );
    assert!(matches!(
        b.record(id("L1-1"), 1),
        Err(BracketError::NoSuchMatch { .. })
    ));
    assert!(matches!(
        b.record(id("W4-1"), 1),
        Err(BracketError::NoSuchMatch { .. })
    ));
    assert!(matches!(
        b.record(id("3P"), 1),
        Err(BracketError::NoSuchMatch { .. })
    ));
    assert_eq!(lines(&b), before);
    b.record(id("W1-1"), 8).unwrap();
    let e = b.record(id("W1-1"), 1).unwrap_err();
    assert_eq!(
        e,
        BracketError::AlreadyDecided {
            id: id("W1-1"),
            winner: 8
        }
    );
    assert!(e.to_string().contains("S8 won"), "{e}");
}

// ---------------------------------------------------------------------------
// brackets-manager's own brackets.

/// Every case of `data/brackets-manager.txt`: replaying its decided matches
/// (in print order, which puts every match after those that feed it) gives
/// the same matches line for line, and, for a finished bracket, the same
/// standings groups in the same order.
#[test]
fn the_same_brackets_as_brackets_manager() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/brackets-manager.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut cases = 0;
    let mut finished = 0;
    let mut lines_iter = text.lines().filter(|l| !l.starts_with('#'));
    while let Some(header) = lines_iter.next() {
        let words: Vec<&str> = header.split_whitespace().collect();
        assert_eq!(words[0], "case", "{header}");
        let n: u32 = words[4].parse().unwrap();
        let format = match words[2] {
            "single" => Format::Single {
                third_place: words.contains(&"--third-place"),
            },
            _ => double(match words.last().copied() {
                Some("simple") => GrandFinal::Simple,
                Some("double") => GrandFinal::Double,
                _ => GrandFinal::None,
            }),
        };
        let mut expected = Vec::new();
        let mut ranks = None;
        for line in lines_iter.by_ref() {
            if line == "end" {
                break;
            }
            if let Some(r) = line.strip_prefix("ranks ") {
                ranks = Some(r.to_string());
            } else {
                expected.push(line.to_string());
            }
        }
        let mut b = Bracket::new(n, format).unwrap();
        for line in &expected {
            let w: Vec<&str> = line.split_whitespace().collect();
            if w.len() == 4 {
                let winner: u32 = w[3][1..].parse().unwrap();
                b.record(id(w[0]), winner)
                    .unwrap_or_else(|e| panic!("{header}: {line}: {e}"));
            }
        }
        assert_eq!(lines(&b), expected, "{header}");
        assert_eq!(b.is_finished(), b.ready().is_empty(), "{header}");
        if let Some(ranks) = ranks {
            assert!(b.is_finished(), "{header}");
            let theirs: Vec<String> = ranks
                .split(" | ")
                .map(str::trim)
                .filter(|g| !g.is_empty())
                .map(String::from)
                .collect();
            let mut groups: BTreeMap<Place, Vec<u32>> = BTreeMap::new();
            for (s, p) in b.places() {
                groups.entry(p).or_default().push(s);
            }
            let ours: Vec<String> = groups
                .values()
                .map(|g| {
                    g.iter()
                        .map(|s| format!("S{s}"))
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            assert_eq!(ours, theirs, "{header}");
            finished += 1;
        }
        cases += 1;
    }
    assert_eq!(cases, 2 * 127);
    assert!(finished > 150, "{finished}");
}

// ---------------------------------------------------------------------------
// The property: random brackets, random outcomes.

/// For random N from 2 to 128, random formats and random outcomes (seeded),
/// played one ready match at a time until none is left: every record is
/// accepted and reports exactly the matches it made ready; nobody is in two
/// unplayed matches at once; nobody plays again after their last allowed
/// loss (once in single elimination, twice in double; the third-place match
/// is a placing match between semi-finals' losers); at the end the bracket
/// is finished, exactly one player was never eliminated and is alone in
/// first place, everybody else lost exactly as often as the format allows
/// (except the second, who may have lost once less when the grand final is
/// `none` or `simple`), and the places count players: a group sharing
/// places a..=b holds b - a + 1 players.
#[test]
fn random_brackets_eliminate_everybody_but_one() {
    let mut rng = StdRng::seed_from_u64(32);
    for trial in 0..400 {
        let n = rng.random_range(2..=128u32);
        let format = match rng.random_range(0..5) {
            0 => single(),
            1 if n >= 3 => Format::Single { third_place: true },
            1 | 2 => double(GrandFinal::None),
            3 => double(GrandFinal::Simple),
            _ => double(GrandFinal::Double),
        };
        let what = format!("trial {trial}: {n} players, {format:?}");
        let mut b = Bracket::new(n, format).unwrap();
        // Two players in double elimination: the one match is the whole bracket.
        let lives = if n == 2 { 1 } else { format.lives() };
        let mut losses: HashMap<u32, u32> = HashMap::new();
        let mut out: Vec<u32> = Vec::new();
        loop {
            let ready = b.ready();
            // Nobody is in two unplayed matches; nobody out plays again.
            let mut busy = Vec::new();
            for m in b.matches() {
                // Decided, or a walkover whose player has gone on already.
                if m.winner.is_some() || m.is_walkover() {
                    continue;
                }
                for s in [m.a, m.b] {
                    if let Slot::Seed(k) = s {
                        assert!(!busy.contains(&k), "{what}: S{k} twice");
                        busy.push(k);
                        if m.id != MatchId::ThirdPlace {
                            assert!(!out.contains(&k), "{what}: S{k} is out but in {}", m.id);
                        }
                    }
                }
            }
            let Some(&next) = ready.choose(&mut rng) else {
                break;
            };
            let m = b.get(next).unwrap();
            let (a, c) = (seed(m.a), seed(m.b));
            let (winner, loser) = if rng.random_bool(0.5) { (a, c) } else { (c, a) };
            let became = b.record(next, winner).unwrap();
            let now = b.ready();
            for r in &became {
                assert!(now.contains(r) && !ready.contains(r), "{what}: {r}");
            }
            for r in &now {
                assert!(
                    ready.contains(r) || became.contains(r),
                    "{what}: {r} not reported"
                );
            }
            if next != MatchId::ThirdPlace {
                let l = losses.entry(loser).or_default();
                *l += 1;
                assert!(*l <= lives, "{what}: S{loser} lost {l} times");
                if *l == lives {
                    out.push(loser);
                }
            }
        }
        assert!(b.is_finished(), "{what}");
        let places = b.places();
        assert_eq!(places.len() as u32, n, "{what}: {places:?}");
        let firsts: Vec<u32> = places
            .iter()
            .filter(|(_, p)| *p == Place { first: 1, last: 1 })
            .map(|(s, _)| *s)
            .collect();
        assert_eq!(firsts.len(), 1, "{what}");
        let champion = firsts[0];
        let never_out: Vec<u32> = (1..=n).filter(|s| !out.contains(s)).collect();
        let second = places
            .iter()
            .find(|(_, p)| p.first == 2)
            .map(|(s, _)| *s)
            .unwrap();
        let lenient = matches!(
            format,
            Format::Double {
                grand_final: GrandFinal::None | GrandFinal::Simple
            }
        ) && n > 2;
        for s in 1..=n {
            let l = losses.get(&s).copied().unwrap_or(0);
            if s == champion {
                assert!(l < lives, "{what}: the champion S{s} lost {l} times");
            } else if s == second && lenient {
                assert!(l >= 1, "{what}: S{s}");
            } else {
                assert_eq!(l, lives, "{what}: S{s} lost {l} times");
            }
        }
        if lenient {
            assert!(never_out.contains(&champion), "{what}");
            assert!(never_out.len() <= 2, "{what}: {never_out:?}");
        } else {
            assert_eq!(never_out, [champion], "{what}");
        }
        let mut sorted: Vec<Place> = places.iter().map(|(_, p)| *p).collect();
        sorted.sort();
        let mut at = 0;
        while at < sorted.len() {
            let p = sorted[at];
            let count = sorted.iter().filter(|q| **q == p).count();
            assert_eq!(p.first as usize, at + 1, "{what}: {p}");
            assert_eq!((p.last - p.first + 1) as usize, count, "{what}: {p}");
            at += count;
        }
    }
}
