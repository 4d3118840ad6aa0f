//! `cruise-pawns locales check [--dir DIR]`: the translators' check. The
//! built-in locales are complete (exit 0, every shipped locale listed);
//! a folder where a locale misses a message and has an unused one lists
//! both and exits 1; one with only an unused message exits 0.

use std::path::Path;
use std::process::Command;

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
        .args(args)
        .output()
        .expect("run cruise-pawns locales");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn write(dir: &Path, code: &str, text: &str) {
    std::fs::create_dir_all(dir.join(code)).unwrap();
    std::fs::write(dir.join(code).join("tournament.ftl"), text).unwrap();
}

#[test]
fn the_built_in_locales_are_complete() {
    let (status, out, err) = run(&["locales", "check"]);
    assert_eq!(status, Some(0), "{out}{err}");
    assert!(out.starts_with("en-US: "), "{out}");
    for code in [
        "de", "es-ES", "fr", "it", "nl", "pl", "pt-BR", "ru", "tr", "uk", "ja", "zh-CN",
    ] {
        assert!(
            out.contains(&format!("\n{code}: complete\n")),
            "{code}: {out}"
        );
    }
}

#[test]
fn the_repository_s_files_are_complete() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let (status, out, err) = run(&["locales", "check", "--dir", dir.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{out}{err}");
    assert!(out.contains("\nru: complete\n"), "{out}");
}

#[test]
fn a_missing_message_fails_and_an_unused_one_is_listed() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "en-US", "hello = Hello\nbye = Bye, { $name }\n");
    write(dir.path(), "fr", "hello = Bonjour\nold = Ancien\n");
    write(
        dir.path(),
        "de",
        "hello = Hallo\nbye = Tschüss, { $name }\nold = Alt\n",
    );
    let (status, out, err) = run(&["locales", "check", "--dir", dir.path().to_str().unwrap()]);
    assert_eq!(status, Some(1), "{out}{err}");
    assert!(
        out.contains("fr: 1 missing, 1 unused, 0 different\n  missing: bye\n  unused: old\n"),
        "{out}"
    );
    assert!(
        out.contains("de: 0 missing, 1 unused, 0 different\n  unused: old\n"),
        "{out}"
    );
    assert!(err.contains("1 locale(s) miss messages"), "{err}");

    write(
        dir.path(),
        "fr",
        "hello = Bonjour\nbye = Au revoir, { $name }\nold = Ancien\n",
    );
    let (status, out, err) = run(&["locales", "check", "--dir", dir.path().to_str().unwrap()]);
    assert_eq!(status, Some(0), "{out}{err}");
    assert!(out.contains("  unused: old\n"), "{out}");
}
