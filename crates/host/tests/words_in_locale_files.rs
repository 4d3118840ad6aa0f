//! The crates that build views and answers, draw pictures and serve pages
//! hold no user-facing sentence of their own: every word a member reads is
//! a message of `locales/*/*.ftl` (issue #45), and a string literal there
//! with two words or more is English that no translator can reach. Doc comments, comments and test modules are not
//! read; message ids (`refusal-not-your-turn`) and a select's keys
//! (`not-yours`) are not sentences. Neither are operators' log lines (a
//! `tracing::` macro's arguments, English by rule), attributes (`#[...]`:
//! a command's registration) nor a line whose comment says
//! `words-scan: skip` and why (a name Discord shows in English, a game's
//! name, an option's registration).

/// The crates that build views and answers, or draw and serve them: every
/// non-test file of their `src/` is read.
const CRATES: &[&str] = &[
    "host",
    "tournament",
    "season",
    "discord",
    "web",
    "terminal",
    "render",
];

/// The non-test Rust files under `crates/<crate>/src`, from the
/// repository's root. A test module's own file (`tests.rs`, or a file under
/// a `tests/` folder) is not read.
fn sources(root: &str) -> Vec<String> {
    fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if name != "tests" {
                    walk(&path, root, out);
                }
            } else if name.ends_with(".rs") && name != "tests.rs" {
                let relative = path.strip_prefix(root).expect("under the root");
                out.push(relative.to_string_lossy().into_owned());
            }
        }
    }
    let root = std::path::Path::new(root);
    let mut out = Vec::new();
    for krate in CRATES {
        walk(&root.join("crates").join(krate).join("src"), root, &mut out);
    }
    out
}

/// The sentences of the file `file` (from the root): line and literal.
fn sentences_of(root: &str, file: &str) -> Vec<(usize, String)> {
    let code =
        std::fs::read_to_string(format!("{root}/{file}")).unwrap_or_else(|e| panic!("{file}: {e}"));
    literals(&code)
        .into_iter()
        .filter(|(_, lit)| is_sentence(lit))
        .collect()
}

/// `code` without its `#[cfg(test)]` items (a test module's block, a
/// test-only function, a `mod tests;` line), each replaced by blank lines
/// so that line numbers hold.
fn without_tests(code: &str) -> String {
    let mut out = Vec::new();
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "#[cfg(test)]" {
            out.push(line);
            continue;
        }
        out.push("");
        // The item: up to its `;`, or until its braces close.
        let mut depth = 0i32;
        let mut opened = false;
        for item in lines.by_ref() {
            out.push("");
            depth += item.matches('{').count() as i32 - item.matches('}').count() as i32;
            opened |= item.contains('{');
            if (opened && depth <= 0) || (!opened && item.trim_end().ends_with(';')) {
                break;
            }
        }
    }
    out.join("\n")
}

/// The string literals of `code` outside comments and its `#[cfg(test)]`
/// items, with their line numbers.
fn literals(code: &str) -> Vec<(usize, String)> {
    let code = without_tests(code);
    let mut out = Vec::new();
    // Open parentheses of a `tracing::` macro call still being read.
    let mut in_log = 0i32;
    for (n, line) in code.lines().enumerate() {
        let line = line.trim_start();
        if line.starts_with("//") || line.starts_with("#[") || line.contains("words-scan: skip") {
            continue;
        }
        // A log call is followed to its closing parenthesis (its message
        // may stand on the next lines).
        if in_log > 0 || line.contains("tracing::") {
            let from = if in_log > 0 {
                0
            } else {
                line.find("tracing::").unwrap_or(0)
            };
            for c in line[from..].chars() {
                match c {
                    '(' => in_log += 1,
                    ')' => in_log -= 1,
                    _ => {}
                }
            }
            in_log = in_log.max(0);
            continue;
        }
        if is_for_operators(line) {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            // The closing quote: the first not escaped by a backslash.
            let mut escaped = false;
            let Some(end) = after.char_indices().find_map(|(i, c)| {
                let closes = c == '"' && !escaped;
                escaped = c == '\\' && !escaped;
                closes.then_some(i)
            }) else {
                break;
            };
            out.push((n + 1, after[..end].to_string()));
            rest = &after[end + 1..];
        }
    }
    out
}

/// Whether `s` reads as words for people: two or more words of letters
/// once markup is taken out (HTML tags `<td class="n">`, format
/// placeholders `{name}`, escapes `\n`).
fn is_sentence(s: &str) -> bool {
    let mut plain = String::new();
    let mut depth = (0, 0);
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '<' => depth.0 += 1,
            '>' if depth.0 > 0 => depth.0 -= 1,
            '{' => depth.1 += 1,
            '}' if depth.1 > 0 => depth.1 -= 1,
            '\\' => {
                chars.next();
                plain.push(' ');
            }
            _ if depth == (0, 0) => plain.push(c),
            _ => plain.push(' '),
        }
    }
    // A path, a key or a code (`/servers/`, `max-age=30`, `a::b`) is not
    // a word for people.
    plain
        .split_whitespace()
        .filter(|w| {
            w.chars().any(char::is_alphabetic) && !w.contains(['/', '=', '_']) && !w.contains("::")
        })
        .count()
        >= 2
}

/// Whether `line` writes for operators or programmers, not members: a log
/// line (`tracing`), a panic or an `expect`.
fn is_for_operators(line: &str) -> bool {
    [
        "trace!(",
        "debug!(",
        "info!(",
        "warn!(",
        "error!(",
        "panic!(",
        ".expect(",
        "unreachable!(",
    ]
    .iter()
    .any(|m| line.contains(m))
}

#[test]
fn no_sentence_stands_outside_the_locale_files() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut found = Vec::new();
    let files = sources(root);
    assert!(
        files.len() > 100,
        "the walk found only {} files",
        files.len()
    );
    for file in &files {
        for (line, lit) in sentences_of(root, file) {
            found.push(format!("{file}:{line}: \"{lit}\""));
        }
    }
    assert!(
        found.is_empty(),
        "user-facing text outside locales/ (move it to a .ftl message, or mark an \
         operator's line `words-scan: skip` and say why):\n{}",
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

#[test]
fn a_test_item_is_skipped_wherever_it_stands() {
    let code = "#[cfg(test)]\nmod tests;\nlet a = \"Join the game\";\n#[cfg(test)]\nfn helper() {\n    let b = \"in a test\";\n}\nlet c = \"Leave the game\";";
    let found: Vec<_> = literals(code).into_iter().map(|(n, _)| n).collect();
    assert_eq!(found, vec![3, 8]);
}

#[test]
fn markup_placeholders_and_log_lines_are_not_sentences() {
    assert!(!is_sentence("<td class=\\\"n\\\">{rank}</td>"));
    assert!(!is_sentence("{white} {black}"));
    assert!(!is_sentence("{u}/servers/{g}/leaderboard/cruise"));
    assert!(is_sentence("Format: swiss"));
    assert!(is_sentence("<p>No games yet.</p>"));
    assert!(is_sentence("{name} wins the game"));
    let code = "tracing::warn!(\"could not post the board\");\nlet x = \"Play again soon\";";
    let found: Vec<_> = literals(code)
        .into_iter()
        .filter(|(_, l)| is_sentence(l))
        .collect();
    assert_eq!(found, vec![(2, "Play again soon".to_string())]);
}

#[test]
fn the_scan_passes_log_lines_attributes_and_names_as_they_are() {
    let code = "tracing::warn!(\n    \"could not open it: {e}\",\n    e\n);\n#[description = \"The tournament's name\"]\nlet p = \"View Channel\"; // words-scan: skip\nlet s = say(\"Two words.\");";
    let found: Vec<_> = literals(code)
        .into_iter()
        .filter(|(_, l)| is_sentence(l))
        .collect();
    assert_eq!(found, vec![(7, "Two words.".to_string())]);
}
