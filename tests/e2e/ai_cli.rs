//! End to end: the AI through the real binary, `cruise-pawns engine
//! bestmove` and `engine intercept` (the contract of issue 11): exactly one
//! line on stdout, a legal answer, exit status 2 and nothing on stdout for a
//! position that is over or a flight that is not legal so far.

use std::process::{Command, Output};

fn engine(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
        .arg("engine")
        .args(args)
        .output()
        .expect("the cruise-pawns binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The one line a command printed (fails unless there is exactly one).
fn one_line(o: &Output) -> String {
    assert!(o.status.success(), "{}", stderr(o));
    let out = stdout(o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "exactly one line, got {out:?}");
    assert!(out.ends_with('\n'));
    lines[0].to_string()
}

#[test]
fn bestmove_prints_one_legal_move_for_every_preset() {
    let starts = [
        (
            "cruise",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "cruise-forward",
            "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
        ),
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        ("pawns", "8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1"),
        (
            "pawns-cruise",
            "8/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/8 w - - 0 2",
        ),
    ];
    for (preset, fen) in starts {
        for level in ["1", "8"] {
            let mv = one_line(&engine(&[
                "bestmove",
                "--preset",
                preset,
                "--fen",
                fen,
                "--level",
                level,
                "--movetime",
                "200",
            ]));
            let legal = stdout(&engine(&["legal", "--preset", preset, "--fen", fen]));
            assert!(
                legal.lines().any(|l| l == mv),
                "{preset} level {level}: {mv} is not among the legal moves"
            );
        }
    }
}

#[test]
fn bestmove_strikes_the_king_when_no_shoot_down_can_stop_it() {
    // The pawn on e5 flies to e8; the rook on a7 covers every square next to
    // the king where it could shoot the missile down.
    let mv = one_line(&engine(&[
        "bestmove",
        "--preset",
        "cruise",
        "--fen",
        "4k3/R7/8/4P3/8/8/8/4K3 w - - 0 1",
    ]));
    assert!(mv.starts_with("e5>") && mv.ends_with(">e8"), "{mv}");
    // With king strikes off the same flight is no move at all.
    let mv = one_line(&engine(&[
        "bestmove",
        "--preset",
        "cruise",
        "--no-king-strikes",
        "--fen",
        "4k3/R7/8/4P3/8/8/8/4K3 w - - 0 1",
        "--movetime",
        "200",
    ]));
    assert!(!mv.ends_with(">e8"), "{mv}");
}

#[test]
fn bestmove_wins_the_pawn_race() {
    // Pawn Game: White's pawn on b6 reaches b8 in two moves.
    let mv = one_line(&engine(&[
        "bestmove",
        "--preset",
        "pawns",
        "--fen",
        "8/7p/1P6/8/8/8/8/8 w - - 0 1",
        "--movetime",
        "200",
    ]));
    assert_eq!(mv, "b6b7");
}

#[test]
fn intercept_shoots_down_a_missile_heading_for_the_king() {
    // The missile from e5 stands on e7, next to the black king: if it
    // passes, it destroys the king on e8.
    let answer = one_line(&engine(&[
        "intercept",
        "--preset",
        "cruise",
        "--fen",
        "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
        "--flight",
        "e5>e6>e7",
    ]));
    assert_eq!(answer, "e8e7");
}

#[test]
fn intercept_lets_a_missile_pass_when_shooting_frees_the_enemy_runner() {
    // Pawn Game with missiles: the black pawn on e7 blocks White's e6. The
    // missile (through its own e6 to d6, flying west) can only go on west
    // to the queenside pawns; shooting it with e7xd6 would free e6, which
    // then runs to e8 first.
    let answer = one_line(&engine(&[
        "intercept",
        "--preset",
        "pawns-cruise",
        "--fen",
        "8/pp2p3/4PP2/8/8/8/P7/8 w - - 0 1",
        "--flight",
        "f6>e6>d6",
    ]));
    assert_eq!(answer, "pass");
}

#[test]
fn refusals_exit_with_status_2_and_print_nothing() {
    let cases: [&[&str]; 5] = [
        // Stalemate: the game is over.
        &[
            "bestmove",
            "--preset",
            "cruise",
            "--fen",
            "k7/8/1QK5/8/8/8/8/8 b - - 0 1",
        ],
        // A king destroyed.
        &[
            "bestmove",
            "--preset",
            "cruise",
            "--fen",
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
        ],
        // e8 is not next to e6.
        &[
            "intercept",
            "--preset",
            "cruise",
            "--fen",
            "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
            "--flight",
            "e5>e6>e8",
        ],
        // The missile entered the king's square: that is a detonation.
        &[
            "intercept",
            "--preset",
            "cruise",
            "--fen",
            "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
            "--flight",
            "e5>e6>e7>e8",
        ],
        // Not even a FEN.
        &["bestmove", "--preset", "cruise", "--fen", "not a fen"],
    ];
    for args in cases {
        let o = engine(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}: {}", stdout(&o));
        assert!(
            stderr(&o).starts_with("error: "),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    let o = engine(&[
        "bestmove",
        "--preset",
        "cruise",
        "--fen",
        "k7/8/1QK5/8/8/8/8/8 b - - 0 1",
    ]);
    assert!(stderr(&o).contains("over"), "{}", stderr(&o));
    let o = engine(&[
        "bestmove",
        "--preset",
        "cruise",
        "--fen",
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "--level",
        "9",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("1") && stderr(&o).contains("8"),
        "{}",
        stderr(&o)
    );
}
