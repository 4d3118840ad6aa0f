//! End to end: the real `cruise-pawns engine ...` binary, its stdout, its
//! exit status and its stderr (the contract of issue 2).

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

#[test]
fn legal_perft_shootdowns_and_play() {
    let o = engine(&["legal", "--preset", "cruise"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 20);

    let o = engine(&["perft", "--preset", "chess", "--depth", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("400"));

    let fen = "2r1k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1";
    let o = engine(&[
        "shootdowns",
        "--preset",
        "cruise",
        "--fen",
        fen,
        "--flight",
        "e4>e5>e6>d7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "e5:\ne6: d7e6\n");

    let o = engine(&["play", "--preset", "cruise", "--fen", fen, "e4>e5>e6>d7"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "2r1k3/8/8/8/8/8/8/4K3 b - - 0 1\nongoing\n");
}

#[test]
fn bad_input_exits_non_zero_with_a_message_on_stderr() {
    let o = engine(&["legal", "--preset", "atomic"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("unknown preset `atomic`"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).is_empty());

    let o = engine(&["legal", "--preset", "chess", "--fen", "8/8/8 w - - 0 1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("bad FEN"), "{}", stderr(&o));

    let o = engine(&["play", "--preset", "chess", "e4", "Ke3"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("move 2 `Ke3`"), "{}", stderr(&o));
}
