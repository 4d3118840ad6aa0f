//! End to end: `cruise-pawns bracket --format single|double --players N
//! [--grand-final none|simple|double] [--third-place] [--results FILE]`
//! (issue 32) prints every match of the bracket, one a line, as the
//! contract says; brackets played by brackets-manager itself
//! (`crates/pairing/tests/data/brackets-manager.txt`) print the same; a
//! refused result exits with status 2, a message naming the line on stderr
//! and nothing on stdout.

use std::path::Path;
use std::process::{Command, Output};

/// Runs `cruise-pawns bracket ARGS`, with `results` as the results file
/// when given.
fn bracket(args: &[&str], results: Option<&str>) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_cruise-pawns"));
    cmd.arg("bracket").args(args);
    if let Some(text) = results {
        let path = dir.path().join("results.txt");
        std::fs::write(&path, text).unwrap();
        cmd.arg("--results").arg(path);
    }
    cmd.output().expect("the cruise-pawns binary runs")
}

/// The standard output of a run that must succeed.
fn printed(args: &[&str], results: Option<&str>) -> String {
    let o = bracket(args, results);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// The standard error of a run that must be refused with status 2 and
/// print nothing on standard output.
fn refused(args: &[&str], results: Option<&str>) -> String {
    let o = bracket(args, results);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    assert!(
        o.stdout.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stdout)
    );
    String::from_utf8(o.stderr).unwrap()
}

#[test]
fn six_players_single_with_byes() {
    let args = ["--format", "single", "--players", "6"];
    assert_eq!(
        printed(&args, None),
        "\
W1-1 S1 bye
W1-2 S4 S5
W1-3 S2 bye
W1-4 S3 S6
W2-1 S1 -
W2-2 S2 -
W3-1 - -
"
    );
    assert_eq!(
        printed(
            &args,
            Some("W1-2 S5\n\nW1-4 S3\n# seeds 2 and 3\nW2-2 S3\n")
        ),
        "\
W1-1 S1 bye
W1-2 S4 S5 S5
W1-3 S2 bye
W1-4 S3 S6 S3
W2-1 S1 S5
W2-2 S2 S3 S3
W3-1 - S3
"
    );
}

#[test]
fn eight_players_double_with_a_reset() {
    let args = [
        "--format",
        "double",
        "--players",
        "8",
        "--grand-final",
        "double",
    ];
    let before_final = "\
W1-1 S1
W1-2 S4
W1-3 S2
W1-4 S3
W2-1 S1
W2-2 S2
W3-1 S1
L1-1 S5
L1-2 S6
L2-1 S3
L2-2 S4
L3-1 S3
L4-1 S2
";
    let shown = printed(&args, Some(before_final));
    assert!(
        shown.ends_with("L4-1 S2 S3 S2\nGF1 S1 S2\nGF2 - -\n"),
        "{shown}"
    );
    assert_eq!(
        printed(&args, Some(&format!("{before_final}GF1 S2\nGF2 S1\n"))),
        "\
W1-1 S1 S8 S1
W1-2 S4 S5 S4
W1-3 S2 S7 S2
W1-4 S3 S6 S3
W2-1 S1 S4 S1
W2-2 S2 S3 S2
W3-1 S1 S2 S1
L1-1 S8 S5 S5
L1-2 S7 S6 S6
L2-1 S3 S5 S3
L2-2 S4 S6 S4
L3-1 S3 S4 S3
L4-1 S2 S3 S2
GF1 S1 S2 S2
GF2 S1 S2 S1
"
    );
    // The winners' bracket winner takes GF1: no reset.
    let shown = printed(&args, Some(&format!("{before_final}GF1 S1\n")));
    assert!(shown.ends_with("GF1 S1 S2 S1\nGF2 - -\n"), "{shown}");
    let err = refused(&args, Some(&format!("{before_final}GF1 S1\nGF2 S2\n")));
    assert!(err.contains("line 15 (GF2 S2)"), "{err}");
    assert!(err.contains("GF2 is not played"), "{err}");
}

#[test]
fn third_place() {
    let args = ["--format", "single", "--players", "4", "--third-place"];
    assert_eq!(
        printed(&args, None),
        "W1-1 S1 S4\nW1-2 S2 S3\nW2-1 - -\n3P - -\n"
    );
    assert_eq!(
        printed(&args, Some("W1-1 S1\nW1-2 S3\nW2-1 S1\n3P S2\n")),
        "W1-1 S1 S4 S1\nW1-2 S2 S3 S3\nW2-1 S1 S3 S1\n3P S4 S2 S2\n"
    );
}

#[test]
fn refused_results_name_the_line() {
    let single4 = ["--format", "single", "--players", "4"];
    let cases = [
        ("W1-1 S1\nW2-1 S1\n", "line 2 (W2-1 S1)", "is not ready"),
        ("W1-1 S2\n", "line 1 (W1-1 S2)", "S2 does not play W1-1"),
        ("W1-1 S1\nW1-1 S1\n", "line 2 (W1-1 S1)", "already decided"),
        ("L1-1 S1\n", "line 1 (L1-1 S1)", "there is no match L1-1"),
        ("W1-1\n", "line 1 (W1-1)", "a match and its winner"),
        ("W1-1 1\n", "line 1 (W1-1 1)", "'1' is not a player"),
        ("Q1 S1\n", "line 1 (Q1 S1)", "'Q1' is not a match name"),
    ];
    for (results, line, why) in cases {
        let err = refused(&single4, Some(results));
        assert!(
            err.contains(line) && err.contains(why),
            "{results:?}: {err}"
        );
    }
    let err = refused(&["--format", "single", "--players", "3"], Some("W1-1 S1\n"));
    assert!(err.contains("W1-1 is a walkover"), "{err}");
    for (args, why) in [
        (
            &["--format", "single", "--players", "129"][..],
            "2 to 128 players, not 129",
        ),
        (&["--format", "double", "--players", "1"][..], "not 1"),
        (
            &["--format", "double", "--players", "8", "--third-place"][..],
            "--third-place is for single elimination",
        ),
        (
            &[
                "--format",
                "single",
                "--players",
                "8",
                "--grand-final",
                "simple",
            ][..],
            "--grand-final is for double elimination",
        ),
        (
            &["--format", "single", "--players", "2", "--third-place"][..],
            "no semi-finals",
        ),
    ] {
        let err = refused(args, None);
        assert!(err.contains(why), "{args:?}: {err}");
    }
}

/// Brackets played by brackets-manager: every case of up to 24 players,
/// its decided matches given as the results file, prints what it printed.
#[test]
fn prints_what_brackets_manager_played() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/pairing/tests/data/brackets-manager.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut compared = 0;
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    while let Some(header) = lines.next() {
        let args: Vec<&str> = header.split_whitespace().skip(1).collect();
        let mut expected = String::new();
        let mut results = String::new();
        for line in lines.by_ref() {
            if line == "end" {
                break;
            }
            if line.starts_with("ranks ") {
                continue;
            }
            expected.push_str(line);
            expected.push('\n');
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.len() == 4 {
                results.push_str(&format!("{} {}\n", words[0], words[3]));
            }
        }
        let players: u32 = args[3].parse().unwrap();
        if players > 24 {
            continue;
        }
        assert_eq!(printed(&args, Some(&results)), expected, "{header}");
        compared += 1;
    }
    assert_eq!(compared, 2 * 23);
}
