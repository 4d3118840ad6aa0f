//! Small worked examples of the FIDE Dutch system (C.04.3), each showing one
//! rule, with the pairing written out by hand here and checked against
//! bbpPairings 6.0.0 (`bbpPairings --dutch FILE -p`) when they were written.
//! The TRFs are in `tests/examples/`.

/// Pairs the example `name` and returns the output lines after the count.
fn pair(name: &str) -> Vec<String> {
    let path = format!("{}/tests/examples/{name}.trf", env!("CARGO_MANIFEST_DIR"));
    let trf = std::fs::read_to_string(&path).unwrap();
    let out = pairing::pair_trf(&trf).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut lines = out.lines().map(str::to_string);
    let count: usize = lines.next().unwrap().parse().unwrap();
    let pairs: Vec<String> = lines.collect();
    assert_eq!(count, pairs.len(), "{name}: the count line\n{out}");
    pairs
}

/// Round 1 of 8: the top half meets the bottom half in order (1-5, 2-6,
/// 3-7, 4-8); the top seed has White (`XXC white1`) and the colours
/// alternate board by board.
#[test]
fn round_one_splits_the_field_and_alternates_colours() {
    assert_eq!(pair("r1_eight"), ["1 5", "6 2", "3 7", "8 4"]);
}

/// Round 1 of 5: the lowest-ranked player gets the pairing-allocated bye
/// (printed `5 0`, last), the other four pair as above.
#[test]
fn round_one_of_an_odd_field_gives_the_last_player_the_bye() {
    assert_eq!(pair("r1_five_bye"), ["1 3", "4 2", "5 0"]);
}

/// Round 2 of 4, after 1-3 1-0 (1 White) and 4-2 0-1 (2 Black): the
/// winners meet, each getting the colour they did not have (2 White, 1
/// Black); the losers likewise (3 White, 4 Black); the higher score group
/// is on board 1.
#[test]
fn round_two_alternates_colours_within_score_groups() {
    assert_eq!(pair("r2_colours"), ["2 1", "3 4"]);
}

/// Round 2 of 5, after 1-3 1-0, 4-2 1-0 and a bye for 5: the 1-point group
/// {1, 4, 5} is odd, so one floats down. 1 and 5 meet (5 had no colour yet,
/// 1 had White: 5 White); 4 floats down to {2, 3} and, having played 2,
/// meets 3 (3 had Black: White); so 2, although not the lowest-ranked
/// player with 0 points, gets the bye.
#[test]
fn a_downfloater_and_no_rematch_decide_who_gets_the_bye() {
    assert_eq!(pair("r2_floater_bye"), ["5 1", "3 4", "2 0"]);
}

/// Round 3 of 5: 5 (bye in round 1) and 3 (bye in round 2) may not get a
/// second one; it goes to 2, the lowest score; 1 (Black last) gets White
/// against 5; 3 (Black, then the bye) gets White against 4.
#[test]
fn nobody_gets_a_second_bye() {
    assert_eq!(pair("r3_five"), ["1 5", "3 4", "2 0"]);
}
