//! `cruise-pawns engine ...` through its functions: the output formats of
//! the contract in issue 2, and the errors for bad input.

use clap::Parser;
use cli::engine::{EngineCommand, run_to};

#[derive(Parser)]
struct Engine {
    #[command(subcommand)]
    cmd: EngineCommand,
}

/// Runs `engine <args>`; Ok(stdout) or Err(the error message).
fn run(args: &[&str]) -> Result<String, String> {
    let parsed = Engine::try_parse_from(std::iter::once("engine").chain(args.iter().copied()))
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run_to(parsed.cmd, &mut out).map_err(|e| format!("{e:#}"))?;
    Ok(String::from_utf8(out).unwrap())
}

fn lines(s: &str) -> Vec<&str> {
    s.lines().collect()
}

const SHOT: &str = "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1";

#[test]
fn legal_lists_uci_and_flights() {
    let out = run(&["legal", "--preset", "cruise"]).unwrap();
    let l = lines(&out);
    assert_eq!(l.len(), 20);
    assert!(l.contains(&"e2e4") && l.contains(&"g1f3"));
    let out = run(&["legal", "--preset", "cruise", "--fen", SHOT]).unwrap();
    let l = lines(&out);
    assert!(l.contains(&"e4>e5>e6>d7"), "{out}");
    assert!(l.contains(&"e4*"), "{out}");
    assert!(l.contains(&"e4e5"));
    // Without missiles there are no flights.
    let out = run(&["legal", "--preset", "chess", "--fen", SHOT]).unwrap();
    assert!(!out.contains('>') && !out.contains('*'), "{out}");
}

#[test]
fn legal_on_the_pawns_board_has_no_promotion_letter() {
    let out = run(&[
        "legal",
        "--preset",
        "pawns",
        "--fen",
        "8/4P3/8/8/8/8/pppp4/8 w - - 0 1",
    ])
    .unwrap();
    assert_eq!(lines(&out), vec!["e7e8"]);
}

#[test]
fn legal_castling_and_promotion_in_uci() {
    let out = run(&[
        "legal",
        "--preset",
        "chess",
        "--fen",
        "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1",
    ])
    .unwrap();
    let l = lines(&out);
    assert!(l.contains(&"e1g1"), "{out}");
    for p in ["b7b8q", "b7b8r", "b7b8b", "b7b8n"] {
        assert!(l.contains(&p), "{p} in {out}");
    }
}

#[test]
fn legal_accepts_the_seven_field_forward_fen() {
    let fen = "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1 e4/-";
    let out = run(&["legal", "--preset", "cruise-forward", "--fen", fen]).unwrap();
    // e4 is on cooldown: it may move but not fire.
    assert!(out.lines().any(|l| l == "e4e5"));
    assert!(!out.contains("e4>") && !out.contains("e4*"), "{out}");
    let fen = "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1 -/-";
    let out = run(&["legal", "--preset", "cruise-forward", "--fen", fen]).unwrap();
    assert!(out.lines().any(|l| l == "e4*"), "{out}");
}

#[test]
fn perft_prints_a_divide_then_the_total_last() {
    let out = run(&["perft", "--preset", "cruise", "--depth", "2"]).unwrap();
    let l = lines(&out);
    assert_eq!(l.last(), Some(&"400"));
    assert_eq!(l.len(), 21);
    let sum: u64 = l[..20]
        .iter()
        .map(|line| line.split_once(": ").unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 400);
    // The reference count for the cruise start at depth 3 (flights included).
    let out = run(&["perft", "--preset", "cruise", "--depth", "3"]).unwrap();
    assert_eq!(out.lines().last(), Some("50004"));
    let out = run(&["perft", "--preset", "pawns", "--depth", "3"]).unwrap();
    assert_eq!(out.lines().last(), Some("3846"));
    let out = run(&["perft", "--preset", "chess", "--depth", "0"]).unwrap();
    assert_eq!(out, "1\n");
}

#[test]
fn shootdowns_one_line_per_point() {
    let out = run(&[
        "shootdowns",
        "--preset",
        "cruise",
        "--fen",
        SHOT,
        "--flight",
        "e4>e5>e6>d7",
    ])
    .unwrap();
    assert_eq!(out, "e5:\ne6: d7e6\n");
    // A self-immolation has no shoot-down points.
    let out = run(&[
        "shootdowns",
        "--preset",
        "cruise",
        "--fen",
        SHOT,
        "--flight",
        "e4*",
    ])
    .unwrap();
    assert_eq!(out, "");
    // Rulings §6: every entered square but the launch and the last is a
    // shoot-down point; on e5 the knight shields the missile, so nobody can
    // shoot there, and the line has nothing after the colon.
    let fen = "4k3/3p1p2/8/4N3/4P3/8/8/4K3 w - - 0 1";
    let out = run(&[
        "shootdowns",
        "--preset",
        "cruise",
        "--fen",
        fen,
        "--flight",
        "e4>e5>e6>d7",
    ])
    .unwrap();
    assert_eq!(out, "e5:\ne6: d7e6 f7e6\n");
}

#[test]
fn shootdowns_rejects_bad_flights() {
    let e = run(&[
        "shootdowns",
        "--preset",
        "cruise",
        "--fen",
        SHOT,
        "--flight",
        "e4>e5>e6>e7",
    ])
    .unwrap_err();
    assert!(e.starts_with("--flight: that flight is not legal"), "{e}");
    let e = run(&[
        "shootdowns",
        "--preset",
        "cruise",
        "--fen",
        SHOT,
        "--flight",
        "e4e5",
    ])
    .unwrap_err();
    assert!(e.starts_with("--flight: "), "{e}");
    let e = run(&["shootdowns", "--preset", "cruise", "--flight", "e4>e5"]).unwrap_err();
    assert!(e.contains("--fen"), "{e}");
}

#[test]
fn play_prints_the_fen_and_the_state() {
    let out = run(&["play", "--preset", "chess", "e4", "e7e5", "Nf3"]).unwrap();
    assert_eq!(
        lines(&out),
        vec![
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
            "ongoing"
        ]
    );
    let out = run(&["play", "--preset", "chess", "f3", "e5", "g4", "Qh4#"]).unwrap();
    assert_eq!(lines(&out)[1], "black-wins checkmate");
    let out = run(&[
        "play",
        "--preset",
        "cruise",
        "--fen",
        "4k3/8/4P3/8/8/8/8/4K3 w - - 0 1",
        "e6>e7>e8",
    ])
    .unwrap();
    assert_eq!(
        lines(&out),
        vec!["8/8/8/8/8/8/8/4K3 b - - 0 1", "white-wins king-destroyed"]
    );
    let out = run(&["play", "--preset", "cruise", "--fen", SHOT, "e4>e5>e6/d7e6"]).unwrap();
    // Shot down: the defender's pawn stays on e6 and the defender moves next.
    assert_eq!(
        lines(&out),
        vec!["2r1k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "ongoing"]
    );
    let out = run(&[
        "play",
        "--preset",
        "pawns",
        "--fen",
        "8/4P3/8/8/8/8/pppp4/8 w - - 0 1",
        "e7e8",
    ])
    .unwrap();
    assert_eq!(lines(&out)[1], "white-wins promotion");
    let out = run(&[
        "play",
        "--preset",
        "pawns",
        "--fen",
        "8/8/8/8/8/8/P7/8 b - - 0 1",
    ])
    .unwrap();
    assert_eq!(lines(&out)[1], "draw no-pawns");
    let out = run(&[
        "play",
        "--preset",
        "chess",
        "--fen",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ])
    .unwrap();
    assert_eq!(lines(&out)[1], "draw insufficient-material");
    let mut moves = vec!["play", "--preset", "cruise"];
    for _ in 0..4 {
        moves.extend(["Nf3", "Nf6", "Ng1", "Ng8"]);
    }
    let out = run(&moves).unwrap();
    assert_eq!(lines(&out)[1], "draw fivefold-repetition");
}

#[test]
fn play_keeps_the_cooldown_field_under_forward() {
    let fen = "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1 -/-";
    let out = run(&["play", "--preset", "cruise-forward", "--fen", fen, "e5"]).unwrap();
    assert_eq!(lines(&out)[0], "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1 e5/-");
}

#[test]
fn bad_input_is_an_error_that_says_what_is_wrong() {
    let e = run(&["legal", "--preset", "atomic"]).unwrap_err();
    assert!(e.contains("unknown preset `atomic`"), "{e}");
    let e = run(&[
        "legal",
        "--preset",
        "chess",
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    ])
    .unwrap_err();
    assert!(e.starts_with("--fen: bad FEN, "), "{e}");
    assert!(e.contains("field"), "{e}");
    let e = run(&["play", "--preset", "chess", "e4", "e5", "e5"]).unwrap_err();
    assert_eq!(
        e,
        "move 3 `e5`: `e5` is not legal: the pawn on e4 is blocked"
    );
    let e = run(&[
        "play",
        "--preset",
        "cruise",
        "--fen",
        "4k3/8/4P3/8/8/8/8/4K3 w - - 0 1",
        "e6>e7>e8",
        "Kd7",
    ])
    .unwrap_err();
    assert!(
        e.starts_with("move 2 `Kd7`: ") && e.contains("the game is over"),
        "{e}"
    );
    let e = run(&["perft", "--preset", "chess"]).unwrap_err();
    assert!(e.contains("--depth"), "{e}");
}
