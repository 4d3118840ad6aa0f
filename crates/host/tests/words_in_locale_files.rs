//! The files whose words have moved to `locales/*/*.ftl` (issue #45 moves
//! them family by family) hold no user-facing sentence of their own: a
//! string literal there with two words or more is English that no
//! translator can reach. Doc comments, comments and test modules are not
//! read; message ids (`refusal-not-your-turn`) and a select's keys
//! (`not-yours`) are not sentences.

/// The files moved so far, from the repository's root.
const MOVED: &[&str] = &[
    "crates/host/src/present/refusals.rs",
    "crates/host/src/present/ratings.rs",
    "crates/host/src/present/puzzles.rs",
];

/// The string literals of `code` outside comments and its `#[cfg(test)]`
/// module, with their line numbers.
fn literals(code: &str) -> Vec<(usize, String)> {
    let code = match code.find("#[cfg(test)]") {
        Some(at) => &code[..at],
        None => code,
    };
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            let Some(end) = after.find('"') else {
                break;
            };
            out.push((n + 1, after[..end].to_string()));
            rest = &after[end + 1..];
        }
    }
    out
}

/// Whether `s` reads as words for people: two or more words of letters.
fn is_sentence(s: &str) -> bool {
    s.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphabetic))
        .count()
        >= 2
}

#[test]
fn the_moved_files_hold_no_sentence_outside_the_locale_files() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut found = Vec::new();
    for file in MOVED {
        let code = std::fs::read_to_string(format!("{root}/{file}"))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        for (line, lit) in literals(&code) {
            if is_sentence(&lit) {
                found.push(format!("{file}:{line}: \"{lit}\""));
            }
        }
    }
    assert!(
        found.is_empty(),
        "user-facing text outside locales/ (move it to a .ftl message):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_a_sentence_and_passes_ids_and_keys() {
    let code = "let a = \"refusal-not-your-turn\";\n// \"a comment here\"\nlet b = f(\"It is not your turn.\");\n#[cfg(test)]\nmod tests { \"in a test\" }";
    let found: Vec<_> = literals(code)
        .into_iter()
        .filter(|(_, l)| is_sentence(l))
        .collect();
    assert_eq!(found, vec![(3, "It is not your turn.".to_string())]);
}
