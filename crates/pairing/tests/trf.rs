//! TRF-16 parsing errors (one per kind) and parse → write → parse round trips.

use pairing::PairingError;
use pairing::trf::{Colour, ResultCode, Tournament};

/// A 001 record with start number `sn`, `points` and round blocks `rounds`
/// (each "oooo c r").
fn line(sn: u32, points: &str, rounds: &[&str]) -> String {
    let mut l = format!(
        "001 {sn:>4}      Player {sn:<26} {:>4}                            {points:>4} {:>4}",
        2000 - sn,
        sn
    );
    for r in rounds {
        l.push_str("  ");
        l.push_str(r);
    }
    l
}

fn four_players_one_round() -> String {
    [
        "012 Test".to_string(),
        "XXR 5".to_string(),
        "XXC white1".to_string(),
        line(1, "1.0", &["   3 w 1"]),
        line(2, "0.0", &["   4 b 0"]),
        line(3, "0.0", &["   1 b 0"]),
        line(4, "1.0", &["   2 w 1"]),
    ]
    .join("\n")
}

fn line_error(text: &str) -> (usize, String) {
    match Tournament::from_trf(text) {
        Err(PairingError::Trf { line, message }) => (line, message),
        other => panic!("expected a line error, got {other:?}"),
    }
}

#[test]
fn parses_a_valid_file() {
    let t = Tournament::from_trf(&four_players_one_round()).unwrap();
    assert_eq!(t.name, "Test");
    assert_eq!(t.rounds, Some(5));
    assert_eq!(t.initial_colour, Some(Colour::White));
    assert_eq!(t.players.len(), 4);
    assert_eq!(t.players[0].rating, 1999);
    assert_eq!(t.players[0].rounds[0].opponent, Some(3));
    assert_eq!(t.players[0].rounds[0].result, ResultCode::Win);
    assert_eq!(t.players[3].points, 10);
}

#[test]
fn accepts_other_records_in_any_order_and_cr_line_ends() {
    let text = four_players_one_round().replace('\n', "\r\n")
        + "\r\n022 Somewhere\r\n132 25/01/01\r\n042 2026/01/01\r\n102 Arbiter\r\n";
    let t = Tournament::from_trf(&text).unwrap();
    assert_eq!(t.other_records.len(), 4);
    let cr_only = four_players_one_round().replace('\n', "\r");
    assert_eq!(Tournament::from_trf(&cr_only).unwrap().players.len(), 4);
}

#[test]
fn bad_result_character() {
    let text = four_players_one_round().replace("   3 w 1", "   3 w x");
    let (l, m) = line_error(&text);
    assert_eq!(l, 4);
    assert!(m.contains("result 'x'"), "{m}");
}

#[test]
fn bad_colour_character() {
    let text = four_players_one_round().replace("   3 w 1", "   3 q 1");
    let (l, m) = line_error(&text);
    assert_eq!(l, 4);
    assert!(m.contains("colour 'q'"), "{m}");
}

#[test]
fn bad_opponent_column() {
    let text = four_players_one_round().replace("   3 w 1", "  x3 w 1");
    let (l, m) = line_error(&text);
    assert_eq!(l, 4);
    assert!(m.contains("opponent"), "{m}");
}

#[test]
fn round_naming_itself() {
    let text = four_players_one_round().replace("   3 w 1", "   1 w 1");
    let (l, m) = line_error(&text);
    assert_eq!(l, 4);
    assert!(m.contains("against itself"), "{m}");
}

#[test]
fn opponent_that_does_not_exist() {
    let text = four_players_one_round().replace("   3 w 1", "   9 w 1");
    let (l, m) = line_error(&text);
    assert_eq!(l, 4);
    assert!(m.contains("does not exist"), "{m}");
}

#[test]
fn opponents_that_disagree() {
    let text = four_players_one_round().replace("   1 b 0", "   1 w 0");
    let (_, m) = line_error(&text);
    assert!(m.contains("does not show the same game"), "{m}");
}

#[test]
fn short_player_record() {
    let text = four_players_one_round() + "\n001    5      Short";
    let (l, m) = line_error(&text);
    assert_eq!(l, 8);
    assert!(m.contains("84 characters"), "{m}");
}

#[test]
fn bad_points_and_rating() {
    let text = four_players_one_round().replacen(" 1.0    1", " 1.x    1", 1);
    assert!(line_error(&text).1.contains("points"));
    let text = four_players_one_round().replacen("1999", "19x9", 1);
    assert!(line_error(&text).1.contains("rating"));
}

#[test]
fn bye_with_opponent_and_played_game_without_colour() {
    let text = four_players_one_round().replace("   3 w 1", "   3 - H");
    assert!(line_error(&text).1.contains("bye"));
    let text = four_players_one_round().replace("   3 w 1", "   3 - 1");
    assert!(line_error(&text).1.contains("colour"));
}

#[test]
fn duplicate_and_missing_start_numbers() {
    let text = four_players_one_round().replace(
        &line(4, "1.0", &["   2 w 1"]),
        &line(1, "1.0", &["   2 w 1"]),
    );
    assert!(Tournament::from_trf(&text).is_err());
    let text = four_players_one_round() + "\n" + &line(9, "0.0", &[]);
    assert!(line_error(&text).1.contains("start number"));
}

#[test]
fn bad_xxr() {
    let text = four_players_one_round().replace("XXR 5", "XXR five");
    let (l, m) = line_error(&text);
    assert_eq!(l, 2);
    assert!(m.contains("XXR"), "{m}");
}

#[test]
fn points_that_do_not_add_up_are_reported_when_pairing() {
    let text = four_players_one_round().replacen(" 1.0    1", " 2.0    1", 1);
    match pairing::pair_trf(&text) {
        Err(PairingError::Trf { line: 4, message }) => assert!(message.contains("add up")),
        other => panic!("{other:?}"),
    }
}

#[test]
fn missing_round_count_and_initial_colour() {
    let text = four_players_one_round().replace("XXR 5\n", "");
    assert!(matches!(
        pairing::pair_trf(&text),
        Err(PairingError::Tournament(_))
    ));
    let text = [
        "012 T".to_string(),
        "XXR 3".to_string(),
        line(1, "0.0", &[]),
        line(2, "0.0", &[]),
    ]
    .join("\n");
    assert_eq!(pairing::pair_trf(&text), Err(PairingError::NoInitialColour));
}

#[test]
fn round_trip() {
    let mut text = four_players_one_round();
    text.push_str("\n022 Somewhere\nXXS W=1 D=0.5 L=0 ZPB=0 FL=0 PAB=0.5");
    let t = Tournament::from_trf(&text).unwrap();
    assert_eq!(t.scoring.pairing_bye, 5);
    let written = t.to_trf();
    let again = Tournament::from_trf(&written).unwrap();
    let strip = |t: &Tournament| {
        let mut t = t.clone();
        t.players.iter_mut().for_each(|p| p.line = 0);
        t
    };
    assert_eq!(strip(&t), strip(&again));
    assert_eq!(written, again.to_trf());
}

#[test]
fn round_trip_of_every_data_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("trf") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let t = Tournament::from_trf(&text).unwrap();
        let again = Tournament::from_trf(&t.to_trf()).unwrap();
        assert_eq!(t.players.len(), again.players.len());
        for (a, b) in t.players.iter().zip(&again.players) {
            assert_eq!(
                (a.start_number, &a.name, a.rating, a.points, &a.rounds),
                (b.start_number, &b.name, b.rating, b.points, &b.rounds)
            );
        }
        assert_eq!(
            pairing::pair_trf(&text),
            pairing::pair_next_round(&again).map(|p| p.to_text())
        );
    }
}
