//! `cruise-pawns play` driven through its standard input, as a user would:
//! moves, a bad move, a flight whose shoot-down question times out, resign.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Runs in CI: the one real-time wait is the shortest intercept time (5 s).
#[test]
fn play_through_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
        .args(["play", "--intercept-seconds", "5", "--db"])
        .arg(format!("sqlite://{}", dir.path().join("play.db").display()))
        .arg("--png")
        .arg(&png)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start cruise-pawns play");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).split(b'>') {
            let Ok(l) = line else { break };
            if tx.send(String::from_utf8_lossy(&l).into_owned()).is_err() {
                break;
            }
        }
    });
    let mut seen = String::new();
    let mut wait_for = |needle: &str, secs: u64| {
        let end = Instant::now() + Duration::from_secs(secs);
        while !seen.contains(needle) {
            let left = end.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(chunk) => {
                    seen.push_str(&chunk);
                    seen.push('>');
                }
                Err(_) => panic!("did not see {needle:?} within {secs} s; output so far:\n{seen}"),
            }
        }
    };
    wait_for("White to move", 60);
    for line in ["d4", "nonsense", "e5", "dxe5", "Nc6", "e5>e6>e7>e8"] {
        writeln!(stdin, "{line}").unwrap();
    }
    stdin.flush().unwrap();
    wait_for("! ", 30); // the explanation for `nonsense`
    wait_for("shoot the missile down", 30);
    // Nobody answers: after the 5 s intercept time the missile passes by itself.
    let asked = Instant::now();
    wait_for("no answer from", 30);
    assert!(
        asked.elapsed() >= Duration::from_secs(3),
        "passed too early"
    );
    wait_for("→ e7 — ", 30);
    writeln!(stdin, "Bxe7").unwrap();
    wait_for("shoots it down on e7 with Bxe7", 30);
    writeln!(stdin, "resign").unwrap();
    wait_for("resigns.", 30);
    assert!(seen.contains("Game over: "), "{seen}");
    drop(stdin);
    let status = child.wait().unwrap();
    assert!(status.success());
    assert!(seen.contains("♔"), "{seen}");
    let bytes = std::fs::read(&png).expect("PNG written");
    assert_eq!(&bytes[..4], b"\x89PNG");
}
