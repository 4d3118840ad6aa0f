//! End to end: `cruise-pawns swiss pair --trf FILE` (the contract of issue
//! 10) prints the next round exactly as bbpPairings 6.0.0 `--dutch FILE -p`
//! prints it (expected outputs were made with bbpPairings and committed
//! beside the inputs), and refuses a malformed TRF with exit status 2 and a
//! message on stderr, nothing on stdout.

use std::path::Path;
use std::process::{Command, Output};

fn pair(path: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
        .args(["swiss", "pair", "--trf"])
        .arg(path)
        .output()
        .expect("the cruise-pawns binary runs")
}

fn data() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/pairing/tests/data")
}

#[test]
fn pairs_as_bbppairings_does() {
    let mut compared = 0;
    for entry in std::fs::read_dir(data()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "trf") || compared >= 8 {
            continue;
        }
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let o = pair(&path);
        assert!(
            o.status.success(),
            "{}: {}",
            path.display(),
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            expected,
            "{}",
            path.display()
        );
        compared += 1;
    }
    assert_eq!(compared, 8);
}

#[test]
fn a_malformed_trf_is_refused_with_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let players = "\
012 Club night
XXR 3
XXC white1
001    1      Alice                             1800                             1.0    3 w 1
001    2      Bob                               1700                             0.0    9 b 0
001    3      Carol                             1600                             0.0    1 b 0
";
    let cases = [
        (
            "a result names player 9, who does not exist",
            players.to_string(),
        ),
        (
            "a record is cut short",
            "012 x\nXXR 3\n001 garbage\n".to_string(),
        ),
    ];
    for (what, text) in cases {
        let path = dir.path().join("t.trf");
        std::fs::write(&path, text).unwrap();
        let o = pair(&path);
        assert_eq!(o.status.code(), Some(2), "{what}");
        assert!(
            o.stdout.is_empty(),
            "{what}: {}",
            String::from_utf8_lossy(&o.stdout)
        );
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.starts_with("error: ") && err.contains("line"),
            "{what}: {err}"
        );
    }
    let o = pair(&dir.path().join("missing.trf"));
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read"));
}
