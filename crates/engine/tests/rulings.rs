//! One test (or more) for every ruling of `shared/design/rulings.md`, each
//! with a comment giving the reasoning. Section numbers refer to the rulings.

use engine::{
    BoardKind, Color, DrawReason, Flight, Move, Outcome, Position, Preset, Role, Square, WinReason,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn pos(preset: Preset, fen: &str) -> Position {
    Position::from_fen(fen, preset.rules(true)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos_ks(preset: Preset, king_strikes: bool, fen: &str) -> Position {
    Position::from_fen(fen, preset.rules(king_strikes)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn flight(text: &str) -> Flight {
    text.parse().unwrap()
}

fn fly(p: &Position, text: &str) -> Result<Position, String> {
    p.play(&Move::Flight(flight(text)))
        .map_err(|e| e.to_string())
}

fn flights(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_flights().iter().map(|f| f.to_string()).collect();
    v.sort();
    v
}

/// Plays an ordinary move given in UCI (the notation module is not ours to
/// lean on here, so this finds it among the legal moves).
fn uci(p: &Position, text: &str) -> Position {
    let mut list = engine::movegen::MoveList::new();
    p.legal_ordinary_moves(&mut list);
    let mv = list
        .iter()
        .find(|m| m.uci() == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {}", p.fen()));
    p.play(mv).unwrap()
}

// ---------------------------------------------------------------- §1 presets

#[test]
fn presets_pick_board_and_missiles() {
    // §1: cruise = chess + classic (default), cruise-forward = chess + forward,
    // pawns-cruise = pawns + classic; king_strikes is on by default.
    let start = Position::new(Preset::default().rules(true));
    assert_eq!(start.rules().preset, Preset::Cruise);
    assert_eq!(
        start.legal_moves().len(),
        20,
        "no pawn may fire from its start rank"
    );
    let pawns = Position::new(Preset::PawnsCruise.rules(true));
    assert_eq!(pawns.rules().board(), BoardKind::Pawns);
    assert_eq!(
        pawns.board().king(Color::White),
        None,
        "the pawns board has no kings"
    );
    assert_eq!(pawns.legal_moves().len(), 16);
}

// ---------------------------------------------------------------- §3 firing

#[test]
fn no_firing_from_the_pawn_start_rank() {
    // §3: a pawn may fire only if it is not on its side's pawn starting rank,
    // even with an enemy piece right next to it.
    let p = pos(Preset::Cruise, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
    assert!(flights(&p).is_empty());
    assert!(fly(&p, "e2>e3").unwrap_err().contains("starting rank"));
    // One rank further it may.
    let p = pos(Preset::Cruise, "4k3/8/8/8/4n3/4P3/8/4K3 w - - 0 1");
    assert!(flights(&p).contains(&"e3>e4".to_string()));
    // Black's start rank is the 7th.
    let p = pos(Preset::Cruise, "4k3/3p4/4N3/8/8/8/8/4K3 b - - 0 1");
    assert!(flights(&p).is_empty());
}

#[test]
fn firing_is_a_whole_turn() {
    // §3 and §9: a flight is the whole turn; the pawn and its target are
    // removed, nothing else moves; the turn passes; the en passant square is
    // cleared, the halfmove clock is 0, the fullmove number advances after
    // Black's turn.
    let p = pos(Preset::Cruise, "4k3/8/8/3p4/4n3/4P3/8/4K3 w - - 7 12");
    let after = fly(&p, "e3>e4").unwrap();
    assert_eq!(after.fen(), "4k3/8/8/3p4/8/8/8/4K3 b - - 0 12");
    let after = fly(&after, "d5>d4>d3>d2>d1").unwrap_err();
    assert!(after.contains("enemy piece"), "{after}");
    let p = pos(Preset::Cruise, "4k3/8/8/3p4/8/4N3/8/4K3 b - - 7 12");
    let after = fly(&p, "d5>d4>e3").unwrap();
    assert_eq!(after.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 13");
}

#[test]
fn cooldown_under_forward() {
    // §3 (forward only): a pawn moved on its side's previous turn may not
    // fire; any other turn of that side clears the cooldown.
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/8/2n2n2/8/2P2P2/8/4K3 w - - 0 1 -/-",
    );
    let p = uci(&p, "c3c4");
    assert_eq!(p.cooldown(Color::White), Some(sq("c4")));
    assert!(p.fen().ends_with(" c4/-"));
    let p = uci(&p, "e8d7");
    assert!(fly(&p, "c4>c5").unwrap_err().contains("cooldown"));
    assert!(
        fly(&p, "c4*").unwrap_err().contains("cooldown"),
        "self-immolation is firing too"
    );
    assert!(p.steering(sq("c4"), &[]).next.is_empty());
    assert!(flights(&p).iter().all(|f| f.starts_with("f3")));
    assert!(fly(&p, "f3>f4>f5").is_ok(), "the other pawn may fire");
    // A king move clears the side's cooldown.
    let p = uci(&uci(&p, "e1e2"), "d7e8");
    assert_eq!(p.cooldown(Color::White), None);
    assert!(fly(&p, "c4>c5").is_ok());
    // A flight clears it too: after f3 fires, c4 is free again next turn.
    let q = pos(
        Preset::CruiseForward,
        "4k3/8/8/2n2n2/2P5/5P2/8/4K3 w - - 0 1 c4/-",
    );
    let q = fly(&q, "f3>f4>f5").unwrap();
    assert_eq!(q.cooldown(Color::White), None);
    // A promotion is not an ordinary pawn move for the cooldown: it clears it.
    let r = pos(Preset::CruiseForward, "7k/1P6/8/8/8/8/8/K7 w - - 0 1 -/-");
    let r = uci(&r, "b7b8q");
    assert_eq!(r.cooldown(Color::White), None);
    // The classic rule set has no cooldown.
    let c = pos(Preset::Cruise, "4k3/8/8/2n2n2/8/2P2P2/8/4K3 w - - 0 1");
    let c = uci(&uci(&c, "c3c4"), "e8d7");
    assert!(fly(&c, "c4>c5").is_ok());
}

#[test]
fn cooldown_and_shoot_downs() {
    // §3: a shoot-down is not a turn: it never puts a pawn on cooldown, but a
    // cooled pawn that shoots down keeps its cooldown on its new square.
    // Black's d5 pawn was pushed last turn (cooldown d5) and shoots the
    // white missile down on e4.
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/8/3pn3/8/4P3/8/4K3 w - - 0 1 -/d5",
    );
    let so_far = flight("e3>e4");
    assert_eq!(
        p.shootdowns_at(&so_far)
            .iter()
            .map(|m| m.uci())
            .collect::<Vec<_>>(),
        vec!["d5e4"]
    );
    let shooter = p.shootdowns_at(&so_far)[0];
    let after = p.play_shot_down(&so_far, &shooter).unwrap();
    assert_eq!(after.cooldown(Color::Black), Some(sq("e4")));
    assert_eq!(after.fen(), "4k3/8/8/4n3/4p3/8/8/4K3 b - - 0 1 -/e4");
    // Without a cooldown before, the shoot-down puts none on.
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/8/3pn3/8/4P3/8/4K3 w - - 0 1 -/-",
    );
    let after = p.play_shot_down(&so_far, &shooter).unwrap();
    assert_eq!(after.cooldown(Color::Black), None);
}

// ---------------------------------------------------------------- §4 the flight

#[test]
fn classic_path_turns_at_most_45_degrees() {
    // §4 classic: 8 directions for the first step, then each step differs
    // from the previous by at most 45°.
    let p = pos(Preset::Cruise, "4k3/8/5n2/8/3P4/8/8/4K3 w - - 0 1");
    assert!(fly(&p, "d4>e5>f6").is_ok(), "straight diagonal");
    assert!(fly(&p, "d4>d5>e6>f6").is_ok(), "N, NE, E: two 45° turns");
    assert!(
        fly(&p, "d4>d5>e5>f6").unwrap_err().contains("45"),
        "N then E is 90°"
    );
    assert!(fly(&p, "d4>e4>f5>f6").is_ok(), "E, NE, N");
    // Backward first steps are fine in classic.
    let p = pos(Preset::Cruise, "4k3/8/8/8/3P4/2n5/8/4K3 w - - 0 1");
    assert!(fly(&p, "d4>c3").is_ok());
}

#[test]
fn classic_paths_at_the_board_edges() {
    // §4: each step enters an adjacent square on the board; along an edge
    // the missile can only keep to the edge or turn 45° inward.
    let p = pos(Preset::Cruise, "1n2k3/8/8/8/P7/8/8/4K3 w - - 0 1");
    assert!(fly(&p, "a4>a5>a6>a7>b8").is_ok());
    assert!(fly(&p, "a4>b5>a6").unwrap_err().contains("45"));
    let s = p.steering(sq("a4"), &[]);
    assert!(s.next.iter().all(|q| q.file() <= 1), "{:?}", s.next);
    assert!(s.next.contains(&sq("a5")) && s.next.contains(&sq("b5")));
    // In the corner only the two edge directions and the diagonal exist.
    let p = pos(Preset::Cruise, "4k3/8/8/8/8/8/Pn6/4K3 w - - 0 1");
    // a2 is White's start rank: no firing at all.
    assert!(flights(&p).is_empty());
    let p = pos(Preset::Cruise, "7k/6nP/8/8/8/8/8/K7 w - - 0 1");
    // h7 to g7 (west) only; north would leave the board.
    assert_eq!(flights(&p), vec!["h7*", "h7>g7", "h7>h8"]);
}

#[test]
fn forward_path_shape() {
    // §4 forward: orthogonal only, forward or sideways, never backward, never
    // two sideways steps in a row; the first step may be sideways.
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/4n3/8/3P4/8/8/4K3 w - - 0 1 -/-",
    );
    assert!(fly(&p, "d4>d5>e5>e6").is_ok(), "forward, sideways, forward");
    assert!(
        fly(&p, "d4>e4>e5>e6").is_ok(),
        "the first step may be sideways"
    );
    assert!(
        fly(&p, "d4>e5>e6")
            .unwrap_err()
            .contains("never backward or diagonally")
    );
    assert!(fly(&p, "d4>d5>e5>f5>f6").is_err());
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/8/8/3P4/4n3/8/4K3 w - - 0 1 -/-",
    );
    assert!(fly(&p, "d4>e4>e3").is_err(), "backward");
    assert!(
        flights(&p).iter().all(|f| !f.ends_with("e3")),
        "{:?}",
        flights(&p)
    );
    // Two sideways steps in a row.
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/8/8/3P1n2/8/8/4K3 w - - 0 1 -/-",
    );
    assert!(fly(&p, "d4>e4>f4").unwrap_err().contains("two sideways"));
    // Black flies down the board.
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/8/3p4/3N4/8/8/4K3 b - - 0 1 -/-",
    );
    assert!(fly(&p, "d5>d4").is_ok());
    let p = pos(
        Preset::CruiseForward,
        "4k3/8/3N4/3p4/8/8/8/4K3 b - - 0 1 -/-",
    );
    assert!(fly(&p, "d5>d6").is_err(), "backward for Black");
}

#[test]
fn forward_paths_at_the_board_edges() {
    // §4 forward at the edge: from the h-file the only sideways step is west,
    // and a missile on the last rank can only go sideways (then must stop).
    let p = pos(Preset::CruiseForward, "k5nr/8/8/8/8/7P/8/K7 w - - 0 1 -/-");
    assert!(flights(&p).contains(&"h3>h4>h5>h6>h7>h8".to_string()));
    assert!(flights(&p).contains(&"h3>h4>h5>h6>h7>g7>g8".to_string()));
    assert!(
        fly(&p, "h3>h4>h5>h6>h7>h8>g8").is_err(),
        "h8 holds an enemy rook: the flight ends there"
    );
    let s = p.steering(sq("h3"), &[]);
    let mut next = s.next.clone();
    next.sort();
    assert_eq!(next, vec![sq("g3"), sq("h4")]);
}

#[test]
fn enemy_pieces_end_the_flight() {
    // §4: the missile may not pass through an enemy piece; with 1+ steps it
    // must end on one; it may not end on an empty square or a friendly piece.
    let p = pos(Preset::Cruise, "4k3/8/4r3/4n3/4P3/8/8/K7 w - - 0 1");
    assert!(fly(&p, "e4>e5").is_ok());
    assert!(fly(&p, "e4>e5>e6").unwrap_err().contains("pass through"));
    assert!(
        fly(&p, "e4>f5")
            .unwrap_err()
            .contains("must end on an enemy piece")
    );
    let p = pos(Preset::Cruise, "4k3/8/4r3/4N3/4P3/8/8/4K3 w - - 0 1");
    assert!(
        fly(&p, "e4>e5")
            .unwrap_err()
            .contains("must end on an enemy piece")
    );
}

#[test]
fn missiles_pass_through_friendly_pieces() {
    // §4: the missile may pass through its own side's pieces.
    let p = pos(Preset::Cruise, "4k3/8/4r3/4N3/4P3/8/8/4K3 w - - 0 1");
    let after = fly(&p, "e4>e5>e6").unwrap();
    assert_eq!(after.fen(), "4k3/8/8/4N3/8/8/8/4K3 b - - 0 1");
}

#[test]
fn same_target_different_paths_are_different_moves() {
    // §4: flights with the same launch and target but different squares
    // between are different moves (they differ in where they can be shot down).
    let p = pos(Preset::Cruise, "4k3/8/4r3/8/3P4/8/8/K7 w - - 0 1");
    let f = flights(&p);
    assert!(f.contains(&"d4>d5>e6".to_string()));
    assert!(f.contains(&"d4>e5>e6".to_string()));
    assert!(
        f.contains(&"d4>c5>c6>d6>e6".to_string())
            || f.iter().filter(|s| s.ends_with("e6")).count() > 2
    );
}

#[test]
fn self_immolation() {
    // §4/§7: 0 steps = self-immolation: the pawn is removed, nothing else
    // happens; legal only if removing it leaves its own king safe.
    let p = pos(Preset::Cruise, "4k3/8/8/8/8/3P4/8/K7 w - - 3 9");
    assert!(p.legal_moves().contains(&Move::Flight(flight("d3*"))));
    assert_eq!(
        fly(&p, "d3*").unwrap().fen(),
        "4k3/8/8/8/8/8/8/K7 b - - 0 9"
    );
    // The pawn shields its king from the rook: it may not vanish.
    let p = pos(Preset::Cruise, "4k3/8/8/8/r2P3K/8/8/8 w - - 0 1");
    assert!(
        fly(&p, "d4*")
            .unwrap_err()
            .contains("king would be in check")
    );
}

#[test]
fn steering_offers_only_steps_with_a_legal_completion() {
    // §4/§7: when steering, only steps from which some legal completion
    // remains are offered; self-immolation only before the first step.
    let p = pos(Preset::Cruise, "4k3/8/8/5n2/3P4/8/8/K7 w - - 0 1");
    let s = p.steering(sq("d4"), &[]);
    assert!(s.self_immolation);
    for q in &s.next {
        assert!(
            p.legal_flights()
                .iter()
                .any(|f| f.launch() == sq("d4") && f.steps()[0] == *q),
            "{q} offered without a completion"
        );
    }
    let s2 = p.steering(sq("d4"), &[sq("e5")]);
    assert!(!s2.self_immolation);
    assert!(s2.next.contains(&sq("f5")));
    // A wrong start offers nothing.
    assert!(p.steering(sq("d4"), &[sq("d6")]).next.is_empty());
    assert!(p.steering(sq("e4"), &[]).next.is_empty());
}

// ---------------------------------------------------------------- §5 detonation

#[test]
fn king_strikes_on_and_off() {
    // §1/§5: with king_strikes on, a detonation on the king wins at once;
    // off, the king is no target but still blocks the missile.
    let fen = "4k3/8/4P3/8/8/8/8/K7 w - - 0 1";
    let on = pos_ks(Preset::Cruise, true, fen);
    let after = fly(&on, "e6>e7>e8").unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::KingDestroyed
        })
    );
    assert!(
        after.legal_moves().is_empty(),
        "a decided position has no legal moves"
    );
    assert!(Position::from_fen(&after.fen(), on.rules()).is_ok());
    let off = pos_ks(Preset::Cruise, false, fen);
    assert!(fly(&off, "e6>e7>e8").unwrap_err().contains("king"));
    assert!(flights(&off).iter().all(|f| !f.contains("e8")));
    // The king still blocks: nothing behind it can be reached through it.
    let off = pos_ks(Preset::Cruise, false, "3k4/3n4/3P4/8/8/8/8/K7 w - - 0 1");
    assert!(fly(&off, "d6>d7").is_ok());
    let off = pos_ks(Preset::Cruise, false, "3kn3/8/3P4/8/8/8/8/K7 w - - 0 1");
    assert!(fly(&off, "d6>d7>d8>e8").is_err());
}

#[test]
fn missile_threats_are_not_check() {
    // §5: check is decided by ordinary attacks only; a pawn that could fire
    // at the king gives no check.
    let p = pos(Preset::Cruise, "4k3/8/4P3/8/8/8/8/K7 b - - 0 1");
    assert!(!p.is_check());
    let moves: Vec<String> = p.legal_moves().iter().map(|m| m.uci()).collect();
    // d7 and f7 are attacked by the pawn's ordinary captures; e7, right in
    // front of a pawn that could fire at it, is a legal square.
    assert_eq!(moves.len(), 3);
    assert!(moves.contains(&"e8e7".to_string()));
}

// ---------------------------------------------------------------- §6 shoot-downs

#[test]
fn shoot_down_points_skip_launch_target_and_shielded_squares() {
    // §6: each square entered except the launch and the final square is a
    // shoot-down point, unless it holds one of the firer's own pieces
    // (the missile is shielded there).
    let p = pos(Preset::Cruise, "4k3/8/4r3/4N3/4P3/8/8/4K3 w - - 0 1");
    assert!(p.shootdown_points(&flight("e4>e5>e6")).is_empty());
    let p = pos(Preset::Cruise, "4k3/4r3/8/3N4/3P4/8/8/4K3 w - - 0 1");
    assert_eq!(p.shootdown_points(&flight("d4>d5>d6>e7")), vec![sq("d6")]);
    // The black rook could take on d5 if the knight were not there: shielded.
    let p = pos(Preset::Cruise, "4k3/8/2r5/3N4/3P4/8/8/4K3 w - - 0 1");
    assert!(p.shootdowns_at(&flight("d4>d5")).is_empty());
}

#[test]
fn shoot_downs_are_legal_ordinary_captures() {
    // §6: any ordinary capture onto the point, in the position with the pawn
    // on that square and its launch square empty; castling and en passant
    // never shoot down.
    let p = pos(Preset::Cruise, "r3k2r/8/8/8/3P4/8/8/4K3 w kq - 0 1");
    // a7 is empty: a point on the way to the a8 rook; the rook takes there.
    let sd: Vec<String> = p
        .shootdowns_at(&flight("d4>c5>b6>a7"))
        .iter()
        .map(|m| m.uci())
        .collect();
    assert_eq!(sd, vec!["a8a7"]);
    // Only the king reaches d7 (castling never shoots down).
    let sd: Vec<String> = p
        .shootdowns_at(&flight("d4>d5>d6>d7"))
        .iter()
        .map(|m| m.uci())
        .collect();
    assert_eq!(sd, vec!["e8d7"]);
    // From d8 no legal completion remains (nothing to hit going on north):
    // the missile never stands there, so nothing can shoot it there.
    assert!(p.shootdowns_at(&flight("d4>d5>d6>d7>d8")).is_empty());
    // The launch square is empty once the missile has left: the a4 rook
    // sees through d4 to the missile on e4, and on f4 one step later.
    let p = pos(Preset::Cruise, "4k3/8/8/6n1/r2P4/8/7K/8 w - - 0 1");
    let f = flight("d4>e4>f4>g5");
    assert!(p.is_legal(&Move::Flight(f)));
    for (n, want) in [(1, "a4e4"), (2, "a4f4")] {
        let sd: Vec<String> = p
            .shootdowns_at(&f.prefix(n))
            .iter()
            .map(|m| m.uci())
            .collect();
        assert!(sd.contains(&want.to_string()), "{sd:?}");
    }
}

#[test]
fn shoot_downs_may_not_expose_the_defenders_king() {
    // §6: a shoot-down must be a legal move: it may not leave the defender's
    // own king in check. The black bishop on e5 is pinned by the rook on e1.
    let p = pos(Preset::Cruise, "4k3/8/8/4b3/8/2P5/8/4R2K w - - 0 1");
    let so_far = flight("c3>d4");
    let sd: Vec<String> = p.shootdowns_at(&so_far).iter().map(|m| m.uci()).collect();
    assert!(sd.is_empty(), "{sd:?}");
    // Unpinned (rook elsewhere) it may.
    let p = pos(Preset::Cruise, "4k3/8/8/4b3/8/2P5/8/R6K w - - 0 1");
    let sd: Vec<String> = p.shootdowns_at(&so_far).iter().map(|m| m.uci()).collect();
    assert_eq!(sd, vec!["e5d4"]);
    // A king may shoot down only where that is a legal king capture: here
    // the white rook on d1 guards d7 once the missile stands there.
    let p = pos(Preset::Cruise, "4k3/8/8/8/3P4/8/8/3RK3 w - - 0 1");
    assert!(p.shootdowns_at(&flight("d4>d5>d6>d7")).is_empty());
}

#[test]
fn shoot_downs_may_not_give_check_to_the_firing_king() {
    // §6: a shoot-down may not give check to the firing side's king (after
    // it, the defender moves and could take the king). On the way to the
    // g5 bishop the missile passes f4: the d5 knight could take it there,
    // but from f4 it would attack the white king on g2; the bishop may.
    let p = pos(Preset::Cruise, "4k3/8/8/3n2b1/4P3/8/6K1/8 w - - 0 1");
    let f = flight("e4>f4>g5");
    assert!(p.is_legal(&Move::Flight(f)));
    let at_f4: Vec<String> = p
        .shootdowns_at(&f.prefix(1))
        .iter()
        .map(|m| m.uci())
        .collect();
    assert_eq!(at_f4, vec!["g5f4"]);
    // With the king elsewhere the knight may shoot too.
    let p = pos(Preset::Cruise, "4k3/8/8/3n2b1/4P3/8/8/K7 w - - 0 1");
    let mut at_f4: Vec<String> = p
        .shootdowns_at(&f.prefix(1))
        .iter()
        .map(|m| m.uci())
        .collect();
    at_f4.sort();
    assert_eq!(at_f4, vec!["d5f4", "g5f4"]);
}

#[test]
fn pawn_shoot_downs_promote_each_piece_judged() {
    // §6: pawns shoot down with their diagonal capture and promote on the
    // last rank, each promotion piece judged on its own by the check rules.
    // b2xc1: a queen or rook on c1 would check the white king on h1 along
    // the empty first rank; a bishop or knight would not.
    let p = pos(Preset::Cruise, "k7/8/8/8/8/4P3/1p6/1n5K w - - 0 1");
    let f = flight("e3>d2>c1>b1");
    assert!(p.is_legal(&Move::Flight(f)));
    assert_eq!(p.shootdown_points(&f), vec![sq("d2"), sq("c1")]);
    let mut at_c1: Vec<String> = p
        .shootdowns_at(&f.prefix(2))
        .iter()
        .map(|m| m.uci())
        .collect();
    at_c1.sort();
    assert_eq!(at_c1, vec!["b2c1b", "b2c1n"]);
    let at_d2: Vec<String> = p
        .shootdowns_at(&f.prefix(1))
        .iter()
        .map(|m| m.uci())
        .collect();
    assert_eq!(at_d2, vec!["b1d2"]);
    let shooter = p.shootdowns_at(&f.prefix(2))[1];
    let after = p.play_shot_down(&f.prefix(2), &shooter).unwrap();
    // §6: the shooter stays; the missile does not detonate; the turn passes
    // to the defender (a free reply); §9: halfmove clock 0.
    assert_eq!(after.fen(), "k7/8/8/8/8/8/8/1nn4K b - - 0 1");
    assert_eq!(after.turn(), Color::Black);
}

#[test]
fn pawns_board_shoot_down_onto_the_last_rank_wins() {
    // §6/§8: on the pawns board a pawn that shoots a missile down onto its
    // last rank wins (it stays a pawn: no promotion letter).
    let p = pos(Preset::PawnsCruise, "8/8/8/8/8/4P3/pp6/8 w - - 0 1");
    let f = flight("e3>d2>c1>b1>a2");
    assert!(p.is_legal(&Move::Flight(f)));
    let at_c1: Vec<String> = p
        .shootdowns_at(&f.prefix(2))
        .iter()
        .map(|m| m.uci())
        .collect();
    assert_eq!(at_c1, vec!["b2c1"]);
    let after = p
        .play_shot_down(&f.prefix(2), &p.shootdowns_at(&f.prefix(2))[0])
        .unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Promotion
        })
    );
    // A missile merely passing over its last rank wins nothing.
    let p = pos(Preset::PawnsCruise, "8/4p3/1P6/8/8/8/P7/8 w - - 0 1");
    let after = fly(&p, "b6>b7>c8>d8>e7").unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoPawns
        })
    );
    let p = pos(Preset::PawnsCruise, "8/4pp2/1P6/8/8/8/P7/8 w - - 0 1");
    let after = fly(&p, "b6>b7>c8>d8>e7").unwrap();
    assert_eq!(after.outcome(), None);
}

#[test]
fn shoot_down_changes_castling_rights_like_any_move() {
    // §9: a shooting move changes castling rights as any move does: the
    // h8 rook shooting down on h7 loses Black's short castling.
    let p = pos(Preset::Cruise, "r3k2r/8/6P1/8/8/8/8/4K3 w kq - 0 1");
    let f = flight("g6>h7>h8");
    let sd: Vec<String> = p
        .shootdowns_at(&f.prefix(1))
        .iter()
        .map(|m| m.uci())
        .collect();
    assert_eq!(sd, vec!["h8h7"]);
    let after = p
        .play_shot_down(&f.prefix(1), &p.shootdowns_at(&f.prefix(1))[0])
        .unwrap();
    assert_eq!(after.fen(), "r3k3/7r/8/8/8/8/8/4K3 b q - 0 1");
    // An illegal shooter is refused with a reason.
    assert!(
        p.play_shot_down(&f.prefix(1), &p.shootdowns_at(&f.prefix(1))[0])
            .is_ok()
    );
    let bogus = Move::Normal {
        role: Role::King,
        from: sq("e8"),
        to: sq("h7"),
        capture: Some(Role::Pawn),
        promotion: None,
    };
    assert!(p.play_shot_down(&f.prefix(1), &bogus).is_err());
    assert!(
        p.play_shot_down(&f, &bogus).is_err(),
        "h8 is the target, not a point"
    );
}

// ---------------------------------------------------------------- §2 FIDE changes

#[test]
fn rook_destroyed_on_its_square_ends_castling_right() {
    // §2: a rook destroyed on its original square ends that castling right.
    let p = pos(Preset::Cruise, "r3k2r/8/6P1/8/8/8/8/4K3 w kq - 0 1");
    let after = fly(&p, "g6>g7>h8").unwrap();
    assert_eq!(after.fen(), "r3k3/8/8/8/8/8/8/4K3 b q - 0 1");
    assert!(after.legal_moves().iter().all(|m| m.uci() != "e8g8"));
    assert!(after.legal_moves().iter().any(|m| m.uci() == "e8c8"));
}

#[test]
fn flights_count_as_pawn_moves_and_clear_en_passant() {
    // §2/§9: a flight resets the 50-move counter and clears the en passant
    // square; en passant never applies to a missile.
    let q = pos(Preset::Cruise, "4k3/8/8/3Pp3/8/2n5/8/4K3 w - e6 40 30");
    assert_eq!(q.ep_square(), Some(sq("e6")));
    let after = fly(&q, "d5>d4>c3").unwrap();
    assert_eq!(after.ep_square(), None);
    assert_eq!(after.halfmoves(), 0);
}

// ---------------------------------------------------------------- §7 legality of a flight

#[test]
fn pinned_pawn_keeps_the_line_blocked() {
    // §7: a pinned pawn may fire only along a route that keeps the pin line
    // blocked at every intermediate square, and after detonation too. Here
    // only the flight up the e-file onto the pinning rook qualifies: the
    // position before the first step (pawn lifted, file open) is not checked.
    let p = pos(Preset::Cruise, "4r1k1/8/3b4/8/3n4/4P3/8/4K3 w - - 0 1");
    assert_eq!(flights(&p), vec!["e3>e4>e5>e6>e7>e8"]);
    assert!(
        fly(&p, "e3>d4")
            .unwrap_err()
            .contains("after the missile destroys")
    );
    assert!(
        fly(&p, "e3>e4>d5>d6")
            .unwrap_err()
            .contains("with the missile on d5")
    );
}

#[test]
fn firing_while_in_check() {
    // §7: a side in check may fire only along a route whose every
    // intermediate square blocks every check and whose detonation removes
    // the checker (or destroys the enemy king).
    let p = pos(Preset::Cruise, "k3r3/8/8/8/8/3P4/8/4K3 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(flights(&p), vec!["d3>e4>e5>e6>e7>e8"]);
    let p = pos(
        Preset::CruiseForward,
        "k3r3/8/8/8/8/3P4/8/4K3 w - - 0 1 -/-",
    );
    assert_eq!(flights(&p), vec!["d3>e3>e4>e5>e6>e7>e8"]);
    // A 1-step strike on a lone checker is legal when removing it leaves the
    // king safe; any longer route stands in check at its first square.
    let p = pos(Preset::Cruise, "k7/8/8/8/4P3/3n4/8/4K3 w - - 0 1");
    assert!(p.is_check());
    assert_eq!(flights(&p), vec!["e4>d3"]);
    // Double check: no flight can both block and remove.
    let p = pos(Preset::Cruise, "k3r3/8/8/8/4P3/3n4/8/4K3 w - - 0 1");
    assert!(flights(&p).is_empty());
}

#[test]
fn destroying_the_king_wins_even_if_own_king_is_left_attacked() {
    // §7: the one exception: a detonation that destroys the enemy king wins
    // even if the final position leaves the firing king attacked. The e4
    // pawn is pinned along the 4th rank by the a4 rook.
    let p = pos(Preset::Cruise, "8/8/8/3nk3/r3P2K/8/8/8 w - - 0 1");
    let after = fly(&p, "e4>e5").unwrap();
    assert_eq!(after.outcome().unwrap().winner(), Some(Color::White));
    assert!(
        fly(&p, "e4>d5").is_err(),
        "opens the rank onto the white king"
    );
    // Striking the pinning rook along the rank is fine either way; with king
    // strikes off that is the only flight.
    assert!(fly(&p, "e4>d4>c4>b4>a4").is_ok());
    let off = pos_ks(Preset::Cruise, false, "8/8/8/3nk3/r3P2K/8/8/8 w - - 0 1");
    assert_eq!(flights(&off), vec!["e4>d4>c4>b4>a4"]);
}

// ---------------------------------------------------------------- §8 game end

#[test]
fn chess_board_endings_in_order() {
    // §8: checkmate and stalemate by ordinary moves (fool's mate).
    let mate = pos(
        Preset::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    // Checkmate comes before the 75-move rule.
    let mate75 = pos(
        Preset::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 150 80",
    );
    assert_eq!(mate75.outcome().unwrap().reason_name(), "checkmate");
    // Under Cruise Pawns the same position is no mate: g4 strikes the
    // checking queen in one step (no intermediate square), leaving the
    // king safe (§7).
    let cruise = pos(
        Preset::Cruise,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    assert_eq!(cruise.outcome(), None);
    // f3 may also block the diagonal at g3 on its way to the queen.
    assert_eq!(flights(&cruise), vec!["f3>g3>h4", "g4>h4"]);
    let stale = pos(Preset::Chess, "k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert_eq!(
        stale.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    let seventy_five = pos(Preset::Chess, "k7/8/8/8/8/8/8/R6K b - - 150 100");
    assert_eq!(
        seventy_five.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::SeventyFiveMoves
        })
    );
    assert_eq!(
        pos(Preset::Chess, "k7/8/8/8/8/8/8/R6K b - - 149 100").outcome(),
        None
    );
    for fen in [
        "k7/8/8/8/8/8/8/7K w - - 0 1",
        "k7/8/8/8/8/8/8/6NK w - - 0 1",
        "k7/8/8/8/8/8/8/6BK w - - 0 1",
        "kb6/8/8/8/8/8/8/6BK w - - 0 1",
    ] {
        assert_eq!(
            pos(Preset::Cruise, fen).outcome(),
            Some(Outcome::Draw {
                reason: DrawReason::InsufficientMaterial
            }),
            "{fen}"
        );
    }
    for fen in [
        "k7/8/8/8/8/8/8/5NNK w - - 0 1",
        "k7/8/8/8/8/8/8/4NB1K w - - 0 1",
        "k7/p7/8/8/8/8/8/7K w - - 0 1",
        "kn6/8/8/8/8/8/8/6NK w - - 0 1",
        "1b6/k7/8/8/8/8/8/6KB w - - 0 1",
    ] {
        assert_eq!(pos(Preset::Cruise, fen).outcome(), None, "{fen}");
    }
}

#[test]
fn a_legal_fire_is_not_stalemate() {
    // §8: a side with no ordinary move but a legal fire or self-immolation
    // is not stalemated.
    let fen = "k7/8/1Q6/4p3/4P3/8/8/7K b - - 0 1";
    assert_eq!(
        pos(Preset::Chess, fen).outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    let cruise = pos(Preset::Cruise, fen);
    assert_eq!(cruise.outcome(), None);
    let f = flights(&cruise);
    assert!(
        f.contains(&"e5*".to_string()) && f.contains(&"e5>e4".to_string()),
        "{f:?}"
    );
}

#[test]
fn pawn_game_endings() {
    // §8 pawns board: the first pawn to its last rank wins and stays a pawn
    // (no promotion letter, §9).
    let p = pos(Preset::Pawns, "8/4P3/8/8/8/8/p7/8 w - - 0 1");
    let moves: Vec<String> = p.legal_moves().iter().map(|m| m.uci()).collect();
    assert_eq!(moves, vec!["e7e8"]);
    let after = uci(&p, "e7e8");
    assert_eq!(after.piece_at(sq("e8")).unwrap().role, Role::Pawn);
    assert_eq!(
        after.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Promotion
        })
    );
    assert!(after.legal_moves().is_empty());
    // A pawn on its last rank is checked before "no pawns".
    let p = pos(Preset::Pawns, "4P3/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(p.outcome().unwrap().reason_name(), "promotion");
    // One side without pawns: draw.
    let p = pos(Preset::Pawns, "8/8/8/8/8/8/P7/8 b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoPawns
        })
    );
    // The side to move with no legal move: draw.
    let p = pos(Preset::Pawns, "8/8/8/8/p7/P7/8/8 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoLegalMove
        })
    );
    // ... unless it can fire.
    let p = pos(Preset::PawnsCruise, "8/8/8/8/p7/P7/8/8 w - - 0 1");
    assert_eq!(p.outcome(), None);
    assert!(flights(&p).contains(&"a3>a4".to_string()));
    // 75 moves and insufficient material do not apply on the pawns board.
    let p = pos(Preset::Pawns, "8/p7/8/8/8/8/P7/8 w - - 300 200");
    assert_eq!(p.outcome(), None);
    // En passant exists on the pawns board too.
    let p = uci(&pos(Preset::Pawns, "8/3p4/8/4P3/8/8/8/8 b - - 0 1"), "d7d5");
    assert!(
        p.legal_moves()
            .iter()
            .any(|m| matches!(m, Move::EnPassant { .. }))
    );
}

// ---------------------------------------------------------------- repetition hash

#[test]
fn zobrist_hash_for_repetition() {
    // Same placement, turn, castling, en passant (only if capturable) and
    // cooldown: same hash; the clocks do not count.
    let a = pos(Preset::Cruise, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let b = pos(Preset::Cruise, "4k3/8/8/8/8/8/8/4K3 w - - 33 70");
    assert_eq!(a.zobrist_hash(), b.zobrist_hash());
    let c = pos(Preset::Cruise, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_ne!(a.zobrist_hash(), c.zobrist_hash());
    // Knight tour back and forth repeats the start position's hash.
    let s = Position::new(Preset::Cruise.rules(true));
    let t = uci(&uci(&uci(&uci(&s, "g1f3"), "g8f6"), "f3g1"), "f6g8");
    assert_eq!(s.zobrist_hash(), t.zobrist_hash());
    // A double push with no capturing pawn leaves no en passant square.
    let e4 = uci(&s, "e2e4");
    assert_eq!(e4.ep_square(), None);
    // Cooldown counts under forward.
    let f1 = pos(
        Preset::CruiseForward,
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1 e4/-",
    );
    let f2 = pos(Preset::CruiseForward, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1 -/-");
    assert_ne!(f1.zobrist_hash(), f2.zobrist_hash());
}

#[test]
fn illegal_moves_are_explained() {
    let p = Position::new(Preset::Cruise.rules(true));
    let bad = Move::Normal {
        role: Role::Pawn,
        from: sq("e2"),
        to: sq("e5"),
        capture: None,
        promotion: None,
    };
    assert!(
        p.play(&bad)
            .unwrap_err()
            .to_string()
            .contains("cannot move")
    );
    let empty = Move::Normal {
        role: Role::Pawn,
        from: sq("e4"),
        to: sq("e5"),
        capture: None,
        promotion: None,
    };
    assert!(p.play(&empty).unwrap_err().to_string().contains("no piece"));
    let theirs = Move::Normal {
        role: Role::Pawn,
        from: sq("e7"),
        to: sq("e5"),
        capture: None,
        promotion: None,
    };
    assert!(
        p.play(&theirs)
            .unwrap_err()
            .to_string()
            .contains("not yours")
    );
    // A pinned piece.
    let p = pos(Preset::Chess, "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
    let pinned = Move::Normal {
        role: Role::Bishop,
        from: sq("e2"),
        to: sq("d3"),
        capture: None,
        promotion: None,
    };
    assert_eq!(
        p.play(&pinned).unwrap_err().to_string(),
        "your king would be in check"
    );
    // Not leaving check.
    let p = pos(Preset::Chess, "4r1k1/8/8/8/8/8/3B4/4K3 w - - 0 1");
    let no = Move::Normal {
        role: Role::Bishop,
        from: sq("d2"),
        to: sq("c3"),
        capture: None,
        promotion: None,
    };
    assert!(p.play(&no).unwrap_err().to_string().contains("in check"));
}
