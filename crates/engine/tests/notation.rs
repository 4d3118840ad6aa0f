//! SAN output and move-text input: SAN, UCI, flights, shoot-down records
//! (rulings §9), the error messages, and round trips.

use engine::notation::{parse_move, parse_ply};
use engine::san::{ply_san, san};
use engine::{Flight, Move, Ply, Position, Preset, Role, Rules};

fn pos(preset: Preset, fen: &str) -> Position {
    Position::from_fen(fen, preset.rules(true)).unwrap()
}

fn start(preset: Preset) -> Position {
    Position::new(preset.rules(true))
}

fn mv(p: &Position, text: &str) -> Move {
    parse_move(p, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn err(p: &Position, text: &str) -> String {
    match parse_move(p, text) {
        Ok(m) => panic!("{text} parsed as {m:?}"),
        Err(e) => e.to_string(),
    }
}

fn play_all(mut p: Position, moves: &[&str]) -> Position {
    for m in moves {
        p = p.play(&mv(&p, m)).unwrap();
    }
    p
}

#[test]
fn start_moves_have_their_usual_san() {
    let p = start(Preset::Chess);
    let mut names: Vec<String> = p.legal_moves().iter().map(|m| san(&p, m)).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "Na3", "Nc3", "Nf3", "Nh3", "a3", "a4", "b3", "b4", "c3", "c4", "d3", "d4", "e3", "e4",
            "f3", "f4", "g3", "g4", "h3", "h4"
        ]
    );
}

#[test]
fn disambiguation_by_file_rank_and_square() {
    // Two knights that both reach d2: the file tells them apart.
    let p = pos(Preset::Chess, "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let nbd2 = Move::Normal {
        role: Role::Knight,
        from: "b1".parse().unwrap(),
        to: "d2".parse().unwrap(),
        capture: None,
        promotion: None,
    };
    assert_eq!(san(&p, &nbd2), "Nbd2");
    // Two rooks on one file: the rank tells them apart.
    let p = pos(Preset::Chess, "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    let names: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.to().to_string() == "a3")
        .map(|m| san(&p, m))
        .collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"R1a3".to_string()) && names.contains(&"R5a3".to_string()));
    // Three queens reaching e1: the one on h4 needs its whole square.
    let p = pos(Preset::Chess, "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    let m = mv(&p, "h4e1");
    assert_eq!(san(&p, &m), "Qh4e1");
    assert_eq!(mv(&p, "Qh4e1"), m);
    assert_eq!(san(&p, &mv(&p, "e4e1")), "Qee1");
    assert_eq!(san(&p, &mv(&p, "h1e1")), "Q1e1");
}

#[test]
fn ambiguous_san_lists_the_candidates() {
    let p = pos(Preset::Chess, "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let e = err(&p, "Nd2");
    assert!(
        e == "`Nd2` is ambiguous: Nbd2 or Nfd2; say which one"
            || e == "`Nd2` is ambiguous: Nfd2 or Nbd2; say which one",
        "{e}"
    );
    assert_eq!(mv(&p, "Nfd2").from().to_string(), "f1");
}

#[test]
fn check_and_mate_suffixes() {
    let chess = play_all(
        start(Preset::Chess),
        &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"],
    );
    assert_eq!(san(&chess, &mv(&chess, "h5f7")), "Qxf7#");
    // Under cruise the same move is mate too: no flight blocks or removes
    // the queen (every square along a flight would have to block the check).
    let cruise = play_all(
        start(Preset::Cruise),
        &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"],
    );
    assert_eq!(san(&cruise, &mv(&cruise, "Qxf7")), "Qxf7#");
    let p = play_all(start(Preset::Chess), &["e4", "f5"]);
    assert_eq!(san(&p, &mv(&p, "Qh5")), "Qh5+");
}

#[test]
fn a_mate_that_a_missile_can_answer_is_only_check() {
    // Qg7 mates in chess: the knight on e6 guards g7, and g8/h7 are covered.
    // Under cruise Black's pawn on f6 (it has moved) may strike the queen in
    // one step: no intermediate square, and after the detonation nothing
    // attacks h8 (rulings §7: a 1-step strike on a lone checker is legal when
    // removing it leaves the king safe). A side with a legal flight is not
    // mated (§8), so the same move is only check.
    let fen = "7k/8/4Np2/8/6Q1/8/8/K7 w - - 0 1";
    let chess = pos(Preset::Chess, fen);
    assert_eq!(san(&chess, &mv(&chess, "Qg7")), "Qg7#");
    let cruise = pos(Preset::Cruise, fen);
    let qg7 = mv(&cruise, "Qg7");
    assert_eq!(san(&cruise, &qg7), "Qg7+");
    let after = cruise.play(&qg7).unwrap();
    assert_eq!(
        after.legal_moves(),
        vec![Move::Flight("f6>g7".parse().unwrap())]
    );
}

#[test]
fn pawns_board_last_rank_takes_no_promotion_letter() {
    let p = pos(Preset::Pawns, "8/4P3/8/8/8/8/pppp4/8 w - - 0 1");
    let m = mv(&p, "e8");
    assert_eq!(
        m,
        Move::Normal {
            role: Role::Pawn,
            from: "e7".parse().unwrap(),
            to: "e8".parse().unwrap(),
            capture: None,
            promotion: None
        }
    );
    assert_eq!(san(&p, &m), "e8");
    assert_eq!(m.uci(), "e7e8");
    assert_eq!(mv(&p, "e7e8"), m);
    assert!(
        err(&p, "e8=Q").contains("no promotion letter"),
        "{}",
        err(&p, "e8=Q")
    );
    assert!(err(&p, "e7e8q").contains("no promotion letter"));
}

#[test]
fn promotion_in_every_spelling() {
    let p = pos(Preset::Chess, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let q = mv(&p, "e7e8q");
    for text in ["e8=Q", "e8Q", "e8q", "e8=Q+", "e7-e8=Q", "E7E8Q"] {
        assert_eq!(mv(&p, text), q, "{text}");
    }
    assert_eq!(san(&p, &q), "e8=Q");
    assert_eq!(san(&p, &mv(&p, "e8=N")), "e8=N");
    assert!(err(&p, "e8").contains("needs a promotion piece"));
    assert!(err(&p, "e7e8").contains("needs a promotion piece"));
}

#[test]
fn castling_in_every_spelling() {
    let p = pos(Preset::Cruise, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = mv(&p, "O-O");
    assert!(matches!(short, Move::Castle { .. }));
    for text in ["0-0", "o-o", "O-O+", "e1g1", "e1h1", "Kg1"] {
        assert_eq!(mv(&p, text), short, "{text}");
    }
    let long = mv(&p, "O-O-O");
    for text in ["0-0-0", "e1c1", "e1a1"] {
        assert_eq!(mv(&p, text), long, "{text}");
    }
    assert_eq!(san(&p, &short), "O-O");
    assert_eq!(san(&p, &long), "O-O-O");
    let no_rights = pos(Preset::Cruise, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert!(err(&no_rights, "O-O").contains("no longer have the right"));
}

#[test]
fn tolerant_spellings_of_one_move() {
    let p = start(Preset::Cruise);
    let nf3 = mv(&p, "Nf3");
    for text in ["Ng1f3", "Ng1-f3", "g1f3", "nf3", "Nf3!?", " Nf3 ", "G1F3"] {
        assert_eq!(mv(&p, text), nf3, "{text}");
    }
    let p = play_all(start(Preset::Chess), &["e4", "d5"]);
    let exd5 = mv(&p, "exd5");
    for text in ["ed5", "e4d5", "exd5+", "e4xd5", "Pexd5"] {
        assert_eq!(mv(&p, text), exd5, "{text}");
    }
    // A lower-case b is a pawn first, a bishop when no pawn move fits.
    let p = play_all(start(Preset::Chess), &["e4", "e5"]);
    assert_eq!(mv(&p, "bc4"), mv(&p, "Bc4"));
}

#[test]
fn en_passant() {
    let p = play_all(start(Preset::Chess), &["e4", "a6", "e5", "d5"]);
    let ep = mv(&p, "exd6");
    assert!(matches!(ep, Move::EnPassant { .. }));
    assert_eq!(san(&p, &ep), "exd6");
    assert_eq!(mv(&p, "e5d6"), ep);
    assert_eq!(mv(&p, "exd6e.p."), ep);
}

#[test]
fn errors_say_what_is_wrong() {
    // The pawn on e4 is blocked by the pawn on e5.
    let p = play_all(start(Preset::Cruise), &["e4", "e5"]);
    assert_eq!(
        err(&p, "e5"),
        "`e5` is not legal: the pawn on e4 is blocked"
    );
    let p = start(Preset::Cruise);
    assert_eq!(err(&p, "Nd5"), "`Nd5` is not legal: no knight can reach d5");
    assert_eq!(err(&p, "Qd3"), "`Qd3` is not legal: no queen can reach d3");
    assert!(err(&p, "e2e5").contains("cannot reach e5"));
    assert!(err(&p, "e7e5").contains("Black's"));
    assert!(err(&p, "e3e4").contains("no piece on e3"));
    assert!(err(&p, "Bc4").contains("blocked") || err(&p, "Bc4").contains("no bishop"));
    assert!(err(&p, "f1c4").contains("blocked by the pawn on e2"));
    assert!(err(&p, "a1a3").contains("blocked by the pawn on a2"));
    assert!(err(&p, "Ke2").contains("own pawn"));
    assert!(err(&p, "hello").contains("not a move I can read"));
    assert!(err(&p, "").contains("no move given"));
    // A pinned knight.
    let p = pos(Preset::Chess, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(
        err(&p, "Nc3"),
        "`Nc3` is not legal: the knight on e2 is pinned: moving it would expose your king to check"
    );
    // In check.
    let p = pos(Preset::Chess, "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    assert!(err(&p, "Ra8").contains("in check"), "{}", err(&p, "Ra8"));
    assert!(err(&p, "Kd2").contains("your king would be in check on d2"));
}

#[test]
fn flights_and_their_errors() {
    // White pawn on e4 (moved), black pawn on d7, rook on c8.
    let p = pos(Preset::Cruise, "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
    let f = mv(&p, "e4>e5>e6>d7");
    assert_eq!(f, Move::Flight("e4>e5>e6>d7".parse().unwrap()));
    assert_eq!(san(&p, &f), "e4>e5>e6>d7");
    assert_eq!(
        mv(&p, "e4*"),
        Move::Flight(Flight::new("e4".parse().unwrap()))
    );
    let e = err(&p, "e4>e5>e6>e7");
    assert!(e.starts_with("that flight is not legal: "), "{e}");
    assert!(e.contains("e7 is empty"), "{e}");
    assert!(err(&p, "e4>e5>d5").contains("too sharp"));
    assert!(err(&p, "e4>e6").contains("not one step"));
    assert!(err(&p, "d7>d6>d5").contains("Black's"));
    assert!(err(&p, "e1>e2").contains("not a pawn"));
    assert!(err(&p, "e4>e5>e6>d7>c8").contains("cannot pass through the enemy pawn on d7"));
    let chess = pos(Preset::Chess, "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
    assert!(err(&chess, "e4>e5>e6>d7").contains("missiles are not part of this game"));
    let s = start(Preset::Cruise);
    assert!(err(&s, "e2*").contains("starting rank"));
    assert!(err(&s, "e2>e3>e4>e5>e6>e7>e8>d8>c8").contains("at most 7 steps"));
    // King strikes off: the king cannot be a target.
    let off = Position::from_fen(
        "4k3/8/4P3/8/8/8/8/4K3 w - - 0 1",
        Rules::new(Preset::Cruise, false),
    )
    .unwrap();
    assert!(err(&off, "e6>e7>e8").contains("king strikes are off"));
    // Forward rules: diagonal, backward, two sideways.
    let fwd = pos(Preset::CruiseForward, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 -/-");
    assert!(err(&fwd, "e4>f5").contains("diagonal"));
    assert!(err(&fwd, "e4>e3").contains("backward"));
    assert!(err(&fwd, "e4>f4>g4").contains("two sideways steps"));
    let cooled = pos(
        Preset::CruiseForward,
        "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 e4/-",
    );
    assert!(err(&cooled, "e4*").contains("must wait a turn"));
}

#[test]
fn shoot_down_records() {
    let p = pos(Preset::Cruise, "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
    let ply = parse_ply(&p, "e4>e5>e6/d7e6").unwrap();
    let Ply::ShotDown { flight, shooter } = ply else {
        panic!("{ply:?}")
    };
    assert_eq!(flight.to_string(), "e4>e5>e6");
    assert_eq!(shooter.uci(), "d7e6");
    assert_eq!(ply_san(&p, &ply), "e4>e5>e6/d7e6");
    // SAN-like shooter.
    assert_eq!(parse_ply(&p, "e4>e5>e6/dxe6").unwrap(), ply);
    // Nobody reaches e5.
    let e = parse_ply(&p, "e4>e5/d7e5").unwrap_err().to_string();
    assert!(e.contains("cannot be shot down on e5"), "{e}");
    // The target square is where it detonates, not a shoot-down point.
    let e = parse_ply(&p, "e4>e5>e6>d7/c8d7").unwrap_err().to_string();
    assert!(e.contains("detonates on d7"), "{e}");
    let e = parse_ply(&p, "e4>e5>e6/c8e6").unwrap_err().to_string();
    assert!(e.contains("d7e6"), "{e}");
    assert!(parse_ply(&p, "e4*/d7e6").is_err());
    // A flight cut short equals the same flight written out.
    let whole: Flight = "e4>e5>e6>d7".parse().unwrap();
    assert_eq!(whole.prefix(1), "e4>e5".parse::<Flight>().unwrap());
    assert!(parse_move(&p, "e4>e5>e6/d7e6").is_err());
    // An ordinary move through parse_ply.
    assert_eq!(parse_ply(&p, "Kd2").unwrap(), Ply::Move(mv(&p, "Kd2")));
}

#[test]
fn shielded_square_is_not_a_shoot_down_point() {
    // The missile passes over White's own knight on e5: shielded there.
    let p = pos(Preset::Cruise, "4k3/3p1p2/8/4N3/4P3/8/8/4K3 w - - 0 1");
    let e = parse_ply(&p, "e4>e5/d7e5").unwrap_err().to_string();
    assert!(e.contains("shielded"), "{e}");
}

#[test]
fn parsers_never_panic_on_odd_input() {
    let positions = [
        start(Preset::Cruise),
        start(Preset::Pawns),
        pos(Preset::Cruise, "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1"),
    ];
    let odd = [
        "",
        " ",
        ">",
        "*",
        "/",
        "e4>",
        ">e4",
        "e4>>e5",
        "e4**",
        "e4>e5/",
        "/e2e4",
        "e4/e5/e6",
        "O-O-O-O",
        "0-0-0-0",
        "=Q",
        "e8=",
        "xx",
        "Nxx",
        "N",
        "K",
        "h9",
        "i1",
        "a0",
        "e2e4e6",
        "e4>e5>e6>e7>e8>e9",
        "é4",
        "e4\u{0}",
        "💥",
        "e2e4q",
        "Qh4e1e1",
        "++",
        "#",
        "e.p.",
        "1-0",
        "1/2-1/2",
        "e4>e5>e6>d7/",
        "e4>e5>e6>d7/zz",
        "a1a1",
        "e4>e4",
        "e4>e5>e4",
    ];
    for p in &positions {
        for t in odd {
            let _ = parse_move(p, t);
            let _ = parse_ply(p, t);
        }
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// A position reached by `choices.len()` random legal moves from the
    /// preset's start.
    fn random_position(preset: Preset, king_strikes: bool, choices: &[u16]) -> Position {
        let mut p = Position::new(preset.rules(king_strikes));
        for &c in choices {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p = p.play(&legal[c as usize % legal.len()]).unwrap();
        }
        p
    }

    fn preset() -> impl Strategy<Value = Preset> {
        prop::sample::select(Preset::ALL.to_vec())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

        /// Every legal move's SAN and UCI read back as that move.
        #[test]
        fn san_and_uci_round_trip(
            preset in preset(),
            ks in any::<bool>(),
            choices in prop::collection::vec(any::<u16>(), 0..40),
        ) {
            let p = random_position(preset, ks, &choices);
            for m in p.legal_moves() {
                let s = san(&p, &m);
                prop_assert_eq!(parse_move(&p, &s).map_err(|e| e.to_string()), Ok(m), "SAN {} in {}", s, p.fen());
                let u = m.uci();
                prop_assert_eq!(parse_move(&p, &u).map_err(|e| e.to_string()), Ok(m), "UCI {} in {}", u, p.fen());
            }
        }

        /// FEN out then in gives the same position.
        #[test]
        fn fen_round_trip(
            preset in preset(),
            ks in any::<bool>(),
            choices in prop::collection::vec(any::<u16>(), 0..60),
        ) {
            let p = random_position(preset, ks, &choices);
            let back = Position::from_fen(&p.fen(), p.rules()).map_err(|e| e.to_string());
            prop_assert_eq!(back, Ok(p));
        }

        /// Every shoot-down of a random flight reads back from its record.
        #[test]
        fn shoot_down_records_round_trip(
            preset in prop::sample::select(vec![Preset::Cruise, Preset::CruiseForward, Preset::PawnsCruise]),
            choices in prop::collection::vec(any::<u16>(), 0..40),
            pick in any::<u16>(),
        ) {
            let p = random_position(preset, true, &choices);
            let flights: Vec<Flight> = p.legal_moves().into_iter().filter_map(|m| match m {
                Move::Flight(f) => Some(f),
                _ => None,
            }).collect();
            if let Some(f) = flights.get(pick as usize % flights.len().max(1)) {
                for point in p.shootdown_points(f) {
                    let i = f.steps().iter().position(|&s| s == point).unwrap();
                    let so_far = f.prefix(i + 1);
                    for shooter in p.shootdowns_at(&so_far) {
                        let ply = Ply::ShotDown { flight: so_far, shooter };
                        let text = ply_san(&p, &ply);
                        prop_assert_eq!(parse_ply(&p, &text).map_err(|e| e.to_string()), Ok(ply));
                    }
                }
            }
        }

        /// Arbitrary text never panics the move readers.
        #[test]
        fn arbitrary_text_never_panics(text in ".{0,50}") {
            let p = start(Preset::Cruise);
            let _ = parse_move(&p, &text);
            let _ = parse_ply(&p, &text);
        }

        /// Text made of move characters never panics either (deeper paths).
        #[test]
        fn move_like_text_never_panics(
            text in "[a-hA-H1-9NBRQKOox=+#>*/ .0-]{0,30}",
            preset in preset(),
        ) {
            let p = random_position(preset, true, &[3, 7, 1, 9]);
            let _ = parse_move(&p, &text);
            let _ = parse_ply(&p, &text);
        }
    }
}
