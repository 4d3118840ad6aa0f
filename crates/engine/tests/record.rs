//! The game record (PGN): export, import, round trips, and import errors
//! that name the move.

use engine::record::{PgnResult, Record, export, import};
use engine::{Game, Move, Ply, Position, Preset, Rules};

fn game_of(rules: Rules, fen: Option<&str>, moves: &[&str]) -> Game {
    let start = match fen {
        Some(f) => Position::from_fen(f, rules).unwrap(),
        None => Position::new(rules),
    };
    let mut g = Game::from_position(start);
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn export_writes_tags_and_move_texts() {
    let g = game_of(
        Preset::Cruise.rules(true),
        None,
        &[
            "e4",
            "d5",
            "exd5",
            "Qxd5",
            "Nc3",
            "Qa5",
            "d4",
            "Nf6",
            "d4>d5>d6>d7>e8",
        ],
    );
    let mut r = Record::new(g.clone());
    r.white = "alice".into();
    r.black = "bob \"the\" builder".into();
    r.date = "2026.11.22".into();
    r.extra_tags
        .push(("Termination".into(), "king destroyed".into()));
    assert_eq!(r.result, PgnResult::WhiteWins);
    let pgn = r.to_pgn();
    for line in [
        "[Event \"Cruise Pawns game\"]",
        "[Date \"2026.11.22\"]",
        "[White \"alice\"]",
        "[Black \"bob \\\"the\\\" builder\"]",
        "[Result \"1-0\"]",
        "[Variant \"cruise\"]",
        "[KingStrikes \"on\"]",
        "[Termination \"king destroyed\"]",
        "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. d4>d5>d6>d7>e8 1-0",
    ] {
        assert!(pgn.lines().any(|l| l == line), "missing {line:?} in\n{pgn}");
    }
    assert!(!pgn.contains("[FEN"), "a standard start has no FEN tag");
    let back = Record::from_pgn(&pgn).unwrap();
    assert_eq!(back, r);
}

#[test]
fn shoot_downs_promotions_and_castling_round_trip() {
    let rules = Preset::Cruise.rules(true);
    let g = game_of(
        rules,
        Some("r3k2r/1P1p4/8/8/4P3/8/8/R3K2R w KQkq - 0 1"),
        &["e4>e5>e6/d7e6", "O-O", "bxa8=Q", "Kg7", "O-O-O"],
    );
    let pgn = export(&g);
    assert!(pgn.contains("[SetUp \"1\"]"));
    assert!(pgn.contains("[FEN \"r3k2r/1P1p4/8/8/4P3/8/8/R3K2R w KQkq - 0 1\"]"));
    assert!(
        pgn.contains("1. e4>e5>e6/d7e6 O-O 2. bxa8=Q Kg7 3. O-O-O *"),
        "{pgn}"
    );
    assert_eq!(import(&pgn).unwrap(), g);
}

#[test]
fn black_to_move_start_and_forward_cooldown_round_trip() {
    let rules = Preset::CruiseForward.rules(false);
    let fen = "4k3/3p4/8/8/4P3/8/8/4K3 b - - 0 7 e4/-";
    let g = game_of(rules, Some(fen), &["d5", "Kd2", "d4"]);
    let pgn = export(&g);
    assert!(pgn.contains("[Variant \"cruise-forward\"]"));
    assert!(pgn.contains("[KingStrikes \"off\"]"));
    assert!(pgn.contains("7... d5 8. Kd2 d4"), "{pgn}");
    let back = import(&pgn).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.rules(), rules);
    assert_eq!(back.position().fen(), g.position().fen());
}

#[test]
fn pawn_game_records() {
    let g = game_of(
        Preset::Pawns.rules(true),
        Some("8/4P3/8/8/8/8/pppp4/8 w - - 0 1"),
        &["e8"],
    );
    let pgn = export(&g);
    assert!(pgn.contains("[Variant \"pawns\"]"));
    assert!(pgn.contains("1. e8 1-0"), "{pgn}");
    assert_eq!(import(&pgn).unwrap(), g);
}

#[test]
fn import_reads_other_programs_pgn() {
    // Comments, NAGs, variations, move numbers glued to moves, annotations,
    // a line comment, and no Variant tag for a plain chess game.
    let pgn = "[Event \"x\"]\n[Variant \"Standard\"]\n\n\
        1.e4 {best by test} e5 $1 2. Nf3!? (2. f4 exf4) Nc6 ; a comment\n\
        3. Bb5 a6 1/2-1/2\n";
    let r = Record::from_pgn(pgn).unwrap();
    assert_eq!(r.game.rules().preset, Preset::Chess);
    assert_eq!(r.game.plies().len(), 6);
    assert_eq!(r.result, PgnResult::Draw);
    assert_eq!(r.event, "x");
    // Without a Variant tag the record is the default game, cruise.
    let g = import("1. e4 d5 2. e4>d5 *").unwrap();
    assert_eq!(g.rules(), Preset::Cruise.rules(true));
    assert!(matches!(g.plies()[2], Ply::Move(Move::Flight(_))));
}

#[test]
fn import_errors_name_the_move_or_the_tag() {
    let e = import("1. e4 e5 2. Nf3 Nf6 3. Nf9 *")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("move 3. Nf9: "), "{e}");
    let e = import("1. e4 e5 2. Nf3 Ke7 3. Bc4 Qe7 *")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("move 3... Qe7: "), "{e}");
    assert!(e.contains("own king"), "{e}");
    let e = import("[Variant \"atomic\"]\n1. e4 *")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("Variant tag: unknown preset `atomic`"), "{e}");
    let e = import("[KingStrikes \"maybe\"]\n*")
        .unwrap_err()
        .to_string();
    assert!(e.contains("KingStrikes tag"), "{e}");
    let e = import("[FEN \"not a fen\"]\n*").unwrap_err().to_string();
    assert!(e.starts_with("FEN tag: bad FEN"), "{e}");
    let e = import("[Event \"x\"\n1. e4").unwrap_err().to_string();
    assert!(e.contains("not closed"), "{e}");
    let e = import("1. e4 { unfinished").unwrap_err().to_string();
    assert!(e.contains("comment"), "{e}");
    let e = import("[Result \"2-0\"]\n1. e4 *").unwrap_err().to_string();
    assert!(e.contains("Result tag"), "{e}");
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// A random game: each choice picks a legal move; a flight is shot down
    /// at a random point when the choice says so and a shoot-down exists.
    fn random_game(preset: Preset, king_strikes: bool, choices: &[u32]) -> Game {
        let mut g = Game::new(preset.rules(king_strikes));
        for &c in choices {
            if g.outcome().is_some() {
                break;
            }
            let pos = *g.position();
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[c as usize % legal.len()];
            let mut ply = Ply::Move(mv);
            if let Move::Flight(f) = mv
                && (c >> 16) % 2 == 0
            {
                let mut shots = Vec::new();
                for point in pos.shootdown_points(&f) {
                    let i = f.steps().iter().position(|&s| s == point).unwrap();
                    let so_far = f.prefix(i + 1);
                    for shooter in pos.shootdowns_at(&so_far) {
                        shots.push(Ply::ShotDown {
                            flight: so_far,
                            shooter,
                        });
                    }
                }
                if !shots.is_empty() {
                    ply = shots[(c >> 17) as usize % shots.len()];
                }
            }
            g.play(ply).unwrap();
        }
        g
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

        /// Export then import gives the same game.
        #[test]
        fn export_import_round_trip(
            preset in prop::sample::select(Preset::ALL.to_vec()),
            ks in any::<bool>(),
            choices in prop::collection::vec(any::<u32>(), 0..50),
        ) {
            let g = random_game(preset, ks, &choices);
            let mut r = Record::new(g.clone());
            r.white = "w".into();
            let pgn = r.to_pgn();
            let back = Record::from_pgn(&pgn).map_err(|e| e.to_string());
            prop_assert_eq!(back, Ok(r), "{}", pgn);
        }

        /// The record reader never panics on arbitrary text.
        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
            let _ = Record::from_pgn(&text);
        }

        /// Nor on text made of PGN's own characters.
        #[test]
        fn pgn_like_text_never_panics(text in "[\\[\\]\"{}();$%a-hNBRQKO1-8x=+#>*/. \n-]{0,200}") {
            let _ = Record::from_pgn(&text);
        }
    }
}
