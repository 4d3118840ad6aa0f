//! FEN reading and writing (rulings §9), including the `forward` cooldown
//! field, and that the parser never panics.

use engine::{Color, Position, Preset, Square};
use proptest::prelude::*;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn start_positions_round_trip() {
    for preset in Preset::ALL {
        let pos = Position::new(preset.rules(true));
        let fen = pos.fen();
        // Under `forward` the 7th field is always written.
        if preset == Preset::CruiseForward {
            assert_eq!(fen, format!("{} -/-", preset.start_fen()));
        } else {
            assert_eq!(fen, preset.start_fen());
        }
        assert_eq!(Position::from_fen(&fen, preset.rules(true)).unwrap(), pos);
    }
}

#[test]
fn cooldown_field_read_under_forward_and_ignored_otherwise() {
    let fen = "4k3/4p3/8/8/4P3/8/8/4K3 b - - 0 1 e4/-";
    let fwd = Position::from_fen(fen, Preset::CruiseForward.rules(true)).unwrap();
    assert_eq!(fwd.cooldown(Color::White), Some(sq("e4")));
    assert_eq!(fwd.cooldown(Color::Black), None);
    assert_eq!(fwd.fen(), fen);
    // Other presets ignore a 7th field, even a malformed one (rulings §9).
    let classic = Position::from_fen(fen, Preset::Cruise.rules(true)).unwrap();
    assert_eq!(classic.cooldown(Color::White), None);
    assert_eq!(classic.fen(), "4k3/4p3/8/8/4P3/8/8/4K3 b - - 0 1");
    assert!(
        Position::from_fen(
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 zz",
            Preset::Chess.rules(true)
        )
        .is_ok()
    );
    // Absent means -/-.
    let absent = Position::from_fen(
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1",
        Preset::CruiseForward.rules(true),
    )
    .unwrap();
    assert_eq!(absent.cooldown(Color::White), None);
    // A cooldown square that no longer holds that side's pawn means `-`.
    let stale = Position::from_fen(
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1 d4/e4",
        Preset::CruiseForward.rules(true),
    )
    .unwrap();
    assert_eq!(stale.cooldown(Color::White), None);
    assert_eq!(stale.cooldown(Color::Black), None);
}

#[test]
fn errors_name_the_field() {
    let r = Preset::CruiseForward.rules(true);
    let cases = [
        ("", "placement"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "placement",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "placement",
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "placement",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "side to move",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1",
            "castling",
        ),
        (
            "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "castling",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "en passant",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "en passant",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "halfmove clock",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3",
            "fullmove number",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 e4",
            "cooldown",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 i9/-",
            "cooldown",
        ),
        ("4k3/8/8/8/8/8/8/r3K3 b - - 0 1", "position"),
        ("4k3/8/8/8/8/8/8/4K2P w - - 0 1", "placement"),
        ("4kk2/8/8/8/8/8/8/4K3 w - - 0 1", "placement"),
    ];
    for (fen, field) in cases {
        let e = Position::from_fen(fen, r).expect_err(fen);
        assert_eq!(e.field, field, "{fen}: {e}");
    }
    let e = Position::from_fen(
        "8/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
        Preset::Pawns.rules(true),
    )
    .unwrap_err();
    assert_eq!(e.field, "placement");
}

#[test]
fn en_passant_kept_only_when_capture_is_legal() {
    let r = Preset::Chess.rules(true);
    let with = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", r).unwrap();
    assert_eq!(with.ep_square(), Some(sq("d6")));
    let without = Position::from_fen("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2", r).unwrap();
    assert_eq!(without.ep_square(), None);
    // The capture would expose the king along the fifth rank.
    let pinned = Position::from_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 2", r).unwrap();
    assert_eq!(pinned.ep_square(), None);
}

#[test]
fn missing_king_is_a_finished_game_not_an_error() {
    // After "king destroyed" the loser has no king and the winner's king
    // may even stand attacked (rulings §7 exception); the FEN still reads.
    let pos =
        Position::from_fen("8/8/8/8/8/8/8/r3K3 b - - 0 1", Preset::Cruise.rules(true)).unwrap();
    assert_eq!(pos.board().king(Color::Black), None);
}

proptest! {
    #[test]
    fn parser_never_panics(s in "\\PC{0,80}") {
        for preset in Preset::ALL {
            let _ = Position::from_fen(&s, preset.rules(true));
        }
    }

    #[test]
    fn parser_never_panics_on_fen_like_text(s in "[pnbrqkPNBRQK1-9/]{0,40} [wbx] [KQkq-]{1,4} [a-h1-8-]{1,2} [0-9]{0,3} [0-9]{0,3} [a-h1-8/-]{0,5}") {
        for preset in Preset::ALL {
            if let Ok(pos) = Position::from_fen(&s, preset.rules(true)) {
                let again = Position::from_fen(&pos.fen(), preset.rules(true)).unwrap();
                prop_assert_eq!(again, pos);
            }
        }
    }
}
