//! Games: plies, shot-down flights as one ply, repetition, the automatic
//! and the claimable draws (rulings §2, §6, §8).

use engine::{Color, DrawReason, Game, Outcome, Ply, Position, Preset, WinReason};

fn game(preset: Preset, fen: &str) -> Game {
    Game::from_position(Position::from_fen(fen, preset.rules(true)).unwrap())
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn threefold_is_claimable_and_fivefold_ends_the_game() {
    let mut g = Game::new(Preset::Cruise.rules(true));
    assert_eq!(g.repetitions(), 1);
    play(&mut g, &SHUFFLE);
    assert_eq!(g.repetitions(), 2);
    assert!(!g.can_claim_threefold());
    play(&mut g, &SHUFFLE);
    // The start position has now occurred three times.
    assert_eq!(g.repetitions(), 3);
    assert!(g.can_claim_threefold());
    assert_eq!(g.outcome(), None);
    play(&mut g, &SHUFFLE);
    play(&mut g, &SHUFFLE[..3]);
    assert_eq!(g.outcome(), None);
    // The fifth occurrence ends the game by itself (FIDE 9.6.1).
    play(&mut g, &SHUFFLE[3..]);
    assert_eq!(g.repetitions(), 5);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::FivefoldRepetition
        })
    );
    // No more moves after the end.
    let e = g.play_text("e4").unwrap_err().to_string();
    assert!(e.contains("the game is over"), "{e}");
    // Taking one back reopens the game.
    assert!(g.undo().is_some());
    assert_eq!(g.outcome(), None);
    assert_eq!(g.plies().len(), 15);
}

#[test]
fn positions_with_a_different_side_to_move_are_not_repetitions() {
    // The same placement with the other side to move is another position.
    let mut g = Game::new(Preset::Chess.rules(true));
    play(&mut g, &["Nf3", "Nf6", "Ng1"]);
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn fifty_moves_are_claimable_and_seventy_five_end_the_game() {
    let mut g = game(Preset::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert!(!g.can_claim_fifty_moves());
    play(&mut g, &["Ra2"]);
    assert!(g.can_claim_fifty_moves());
    assert_eq!(g.outcome(), None);
    let mut g = game(Preset::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 149 80");
    play(&mut g, &["Ra2"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::SeventyFiveMoves
        })
    );
}

#[test]
fn a_flight_resets_the_fifty_move_count() {
    // A flight counts as a pawn move (rulings §2).
    let mut g = game(Preset::Cruise, "4k3/3p4/8/8/4P3/8/8/R3K3 w - - 99 80");
    play(&mut g, &["e4>e5>e6>d7"]);
    assert_eq!(g.position().halfmoves(), 0);
    assert!(!g.can_claim_fifty_moves());
}

#[test]
fn a_shot_down_flight_is_one_ply_and_the_defender_moves_next() {
    let mut g = game(Preset::Cruise, "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
    let ply = g.play_text("e4>e5>e6/d7e6").unwrap();
    assert!(matches!(ply, Ply::ShotDown { .. }));
    assert_eq!(g.plies(), &[ply]);
    assert_eq!(g.positions().len(), 2);
    // "Your opponent goes, even if your opponent shot it down" (§6).
    assert_eq!(g.position().turn(), Color::Black);
    // The missile is gone, the shooter stays on e6.
    let p = g.position();
    assert_eq!(p.piece_at("e4".parse().unwrap()), None);
    assert_eq!(p.piece_at("d7".parse().unwrap()), None);
    assert_eq!(
        p.piece_at("e6".parse().unwrap())
            .map(|pc| (pc.color, pc.role)),
        Some((Color::Black, engine::Role::Pawn))
    );
    assert_eq!(g.ply_texts(), vec!["e4>e5>e6/d7e6".to_string()]);
}

#[test]
fn illegal_plies_are_refused_with_a_reason() {
    let mut g = game(Preset::Cruise, "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
    let e = g.play_text("e4>e5/d7e5").unwrap_err().to_string();
    assert!(e.contains("cannot be shot down on e5"), "{e}");
    let e = g.play_text("Ke3").unwrap_err().to_string();
    assert!(!e.is_empty());
    // A hand-built ply that is not legal.
    let bogus = engine::Move::Normal {
        role: engine::Role::King,
        from: "e1".parse().unwrap(),
        to: "e3".parse().unwrap(),
        capture: None,
        promotion: None,
    };
    let e = g.play_move(bogus).unwrap_err();
    assert!(e.to_string().contains("cannot go from e1 to e3"), "{e}");
    assert!(g.plies().is_empty());
}

#[test]
fn king_destroyed_ends_the_game() {
    let mut g = game(Preset::Cruise, "4k3/8/4P3/8/8/8/8/4K3 w - - 0 1");
    play(&mut g, &["e6>e7>e8"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::KingDestroyed
        })
    );
    assert!(g.play_text("Kd2").is_err());
}

#[test]
fn pawn_game_endings_through_the_game() {
    // First pawn to the last rank wins.
    let mut g = game(Preset::Pawns, "8/4P3/8/8/8/8/pppp4/8 w - - 0 1");
    play(&mut g, &["e8"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Promotion
        })
    );
    // Repetition is impossible there (every move is a pawn move), and the
    // claims do not apply.
    assert!(!g.can_claim_threefold() && !g.can_claim_fifty_moves());
}

#[test]
fn the_rules_example_game_ends_by_king_destroyed() {
    // The example in docs/RULES.md §9.
    let mut g = Game::new(Preset::Cruise.rules(true));
    play(
        &mut g,
        &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "d4", "Nf6"],
    );
    let before = *g.position();
    let flight: engine::Flight = "d4>d5>d6>d7>e8".parse().unwrap();
    let mut shots: Vec<(String, Vec<String>)> = Vec::new();
    for point in before.shootdown_points(&flight) {
        let i = flight.steps().iter().position(|&s| s == point).unwrap();
        let mut opts: Vec<String> = before
            .shootdowns_at(&flight.prefix(i + 1))
            .iter()
            .map(|m| m.uci())
            .collect();
        opts.sort();
        shots.push((point.to_string(), opts));
    }
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        shots,
        vec![
            ("d5".to_string(), s(&["a5d5", "f6d5"])),
            ("d6".to_string(), s(&["c7d6", "e7d6"])),
            ("d7".to_string(), s(&["b8d7", "c8d7", "f6d7"])),
        ]
    );
    play(&mut g, &["d4>d5>d6>d7>e8"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::KingDestroyed
        })
    );
}
