//! The glossary holds: every message whose en-US text uses one of the
//! game's words (docs/TRANSLATING.md, "Glossary") uses, in every shipped
//! locale, that locale's word for it. The words a locale accepts (its
//! inflections) are the table "Checked words" in docs/TRANSLATING.md;
//! this test reads it, so the table and the messages cannot drift apart.
//!
//! A message is one message's value or one of its attributes
//! (`command-x.description`), with every variant of its selectors. Both
//! sides are compared lowercase, with `_` and `-` read as spaces (so a
//! command name `round-robin` reads "round robin").

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use locale::Locale;
use std::collections::{BTreeMap, BTreeSet};

/// Messages where a locale rightly does without a term: (locales, space
/// separated, or `*` for every locale; message, `id` or `id.attribute`,
/// a `*` standing for any text; term; why).
const EXCEPTIONS: &[(&str, &str, &str, &str)] = &[
    (
        "*",
        "discord-command-outdated",
        "match",
        "\"do not match\" is a verb here, not a knockout's match",
    ),
    (
        "es-ES fr it pt-BR",
        "refusal-no-rematch",
        "rated game",
        "\"casual and rated games\": the noun is said once for both adjectives",
    ),
    (
        "*",
        "tournament-rule-move-limit",
        "let it pass",
        "\"a player who lets it pass\" is the move's time, not a missile",
    ),
    (
        "*",
        "option-rated.description",
        "rated game",
        "a yes/no option's short question says the adjective (\"Gewertet? (ja)\")",
    ),
    // /tournament is at Discord's 8,000 characters (each field counted
    // at its longest language): these names and short descriptions
    // cannot grow to hold the term.
    (
        "es-ES fr it pl pt-BR ru uk",
        "option-king_strikes",
        "king strike",
        "/tournament's size: 12 letters; /challenge's king_strikes names it in full",
    ),
    (
        "ru",
        "command-tournament-bye",
        "bye",
        "/tournament's size: a name of 7 letters at most (the description says свободный тур)",
    ),
    (
        "ru",
        "option-bye",
        "bye",
        "/tournament's size: a name of 7 letters at most (the description says свободный тур)",
    ),
    (
        "ru",
        "option-*byes",
        "bye",
        "/tournament's size: a name of 8 letters at most (the description says свободные туры)",
    ),
    (
        "pt-BR",
        "command-tournament-*-round-robin",
        "round robin",
        "/tournament's size: `todos` (todos contra todos) in 13 letters at most",
    ),
    (
        "de fr nl",
        "command-tournament-create-round-robin.description",
        "round robin",
        "/tournament's size: the name says it, the description says \"all play all\"",
    ),
    (
        "pt-BR",
        "option-*rounds",
        "round",
        "/tournament's size: a name of 6 letters at most (`rodadas` has 7)",
    ),
    (
        "de es-ES it",
        "option-match",
        "match",
        "/tournament's size: a name of 5 letters at most (the description says it)",
    ),
    (
        "de es-ES it pt-BR",
        "option-best_of.description",
        "match",
        "/tournament's size: 17 letters, \"Games (1)\"",
    ),
    (
        "es-ES it pt-BR",
        "option-tiebreak.description",
        "match",
        "/tournament's size: 22 letters, \"A draw (replay)\"",
    ),
    (
        "es-ES it pt-BR",
        "option-*max_players.description",
        "player",
        "/tournament's size: \"Seats\" or \"Most\" (Plazas, Massimo, Vagas) count the players",
    ),
    (
        "pt-BR ru",
        "option-*max_players",
        "player",
        "/tournament's size: \"seats\", \"most\" (vagas, максимум) in 11 letters",
    ),
    (
        "de it nl ru uk",
        "option-tournament-kick-user.description",
        "player",
        "\"Who to remove\" in 20 letters: /tournament kick's own description names the player",
    ),
];

/// Whether `key` is `pattern`, where a `*` stands for any text.
fn key_matches(pattern: &str, key: &str) -> bool {
    let mut parts = pattern.split('*');
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = key.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i == parts.len() - 1 {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

const TRANSLATING: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/TRANSLATING.md");

/// A word as the table writes it: `*` stands for any letters or digits
/// (none included); a word without a `*` at its start must start a word,
/// one without a `*` at its end must end one.
#[derive(Debug, Clone)]
struct Glob(Vec<Piece>);

#[derive(Debug, Clone, PartialEq)]
enum Piece {
    Char(char),
    Any,
}

impl Glob {
    fn new(text: &str) -> Glob {
        Glob(
            normalize(text)
                .chars()
                .map(|c| if c == '*' { Piece::Any } else { Piece::Char(c) })
                .collect(),
        )
    }

    /// The (start, end) char positions of the first match in `hay`.
    fn find(&self, hay: &[char]) -> Option<(usize, usize)> {
        let open_start = self.0.first() == Some(&Piece::Any);
        let open_end = self.0.last() == Some(&Piece::Any);
        for start in 0..=hay.len() {
            if !open_start && start > 0 && is_word(hay[start - 1]) {
                continue;
            }
            let mut ends = Vec::new();
            matches(&self.0, hay, start, &mut ends);
            ends.sort_unstable();
            for end in ends.into_iter().rev() {
                if open_end || end == hay.len() || !is_word(hay[end]) {
                    return Some((start, end));
                }
            }
        }
        None
    }
}

/// Every end position of `pieces` matched from `at`.
fn matches(pieces: &[Piece], hay: &[char], at: usize, ends: &mut Vec<usize>) {
    match pieces.split_first() {
        None => ends.push(at),
        Some((Piece::Char(c), rest)) => {
            if hay.get(at) == Some(c) {
                matches(rest, hay, at + 1, ends);
            }
        }
        Some((Piece::Any, rest)) => {
            let mut i = at;
            loop {
                matches(rest, hay, i, ends);
                if i < hay.len() && is_word(hay[i]) {
                    i += 1;
                } else {
                    break;
                }
            }
        }
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '\u{307}' // the dot of a lowercase Turkish İ
}

/// Without its code spans (`` `/move e4` ``, `` `king_strikes: false` ``,
/// a web page's `<code>/api/players</code>`: typed as they are in every
/// language).
fn without_code(text: &str) -> String {
    let text = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("<code>") {
        out.push_str(&rest[..at]);
        out.push(' ');
        rest = match rest[at..].find("</code>") {
            Some(end) => &rest[at + end + "</code>".len()..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

/// Lowercase, `_` and `-` as spaces, one space between words, `’` as `'`.
fn normalize(text: &str) -> String {
    let lower = text
        .to_lowercase()
        .replace(['_', '-'], " ")
        .replace('’', "'");
    lower.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One row of "Checked words": the term, its English forms, each
/// locale's accepted words.
#[derive(Debug)]
struct Row {
    term: String,
    english: Vec<Glob>,
    words: BTreeMap<String, Vec<Glob>>,
}

fn cells(line: &str) -> Vec<String> {
    line.trim()
        .trim_matches('|')
        .split('|')
        .map(|c| c.trim().replace('`', ""))
        .collect()
}

fn globs(cell: &str) -> Vec<Glob> {
    cell.split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(Glob::new)
        .collect()
}

/// The table "Checked words" of docs/TRANSLATING.md.
fn checked_words(doc: &str) -> Vec<Row> {
    let mut lines = doc
        .lines()
        .skip_while(|l| !l.starts_with("| term | English |"));
    let header = cells(
        lines
            .next()
            .expect("TRANSLATING.md has the table \"Checked words\""),
    );
    let codes: Vec<String> = header[2..].to_vec();
    for l in Locale::ALL.iter().filter(|l| **l != Locale::EnUs) {
        assert!(
            codes.iter().any(|c| c == l.code()),
            "\"Checked words\" has no column {}",
            l.code()
        );
    }
    let mut rows = Vec::new();
    for line in lines.skip(1).take_while(|l| l.starts_with('|')) {
        let c = cells(line);
        assert_eq!(c.len(), header.len(), "a row of \"Checked words\": {line}");
        let mut words = BTreeMap::new();
        for (code, cell) in codes.iter().zip(&c[2..]) {
            let g = globs(cell);
            assert!(!g.is_empty(), "{}: no word for {code}", c[0]);
            words.insert(code.clone(), g);
        }
        let english = globs(&c[1]);
        assert!(!english.is_empty(), "{}: no English form", c[0]);
        rows.push(Row {
            term: c[0].clone(),
            english,
            words,
        });
    }
    assert!(!rows.is_empty(), "\"Checked words\" has no rows");
    rows
}

/// Every message of a locale: (file, `id` or `id.attribute`) → its text,
/// every selector's variants together.
fn messages(code: &str) -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for (file, text) in locale::files_of(code) {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            if let Some(p) = &value {
                out.insert(
                    (file.to_string(), id.clone()),
                    without_code(&pattern_text(p)),
                );
            }
            for a in &attributes {
                out.insert(
                    (file.to_string(), format!("{id}.{}", a.id.name)),
                    without_code(&pattern_text(&a.value)),
                );
            }
        }
    }
    out
}

fn pattern_text(p: &Pattern<&str>) -> String {
    let mut s = String::new();
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => s.push_str(value),
            PatternElement::Placeable { expression } => {
                s.push(' ');
                expression_text(expression, &mut s);
                s.push(' ');
            }
        }
    }
    s
}

fn expression_text(e: &Expression<&str>, s: &mut String) {
    match e {
        Expression::Inline(InlineExpression::StringLiteral { value }) => s.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_text(expression, s)
        }
        Expression::Inline(_) => {}
        Expression::Select { variants, .. } => {
            for v in variants {
                s.push_str(" / ");
                s.push_str(&pattern_text(&v.value));
            }
        }
    }
}

/// The terms an en-US text uses: longest forms first, each match taken
/// out, so "round robin" is not also a "round".
fn english_terms<'a>(rows: &'a [Row], text: &str) -> BTreeSet<&'a str> {
    let mut forms: Vec<(&Row, &Glob)> = rows
        .iter()
        .flat_map(|r| r.english.iter().map(move |g| (r, g)))
        .collect();
    forms.sort_by_key(|(_, g)| std::cmp::Reverse(g.0.len()));
    let mut hay: Vec<char> = normalize(text).chars().collect();
    let mut used = BTreeSet::new();
    for (row, glob) in forms {
        while let Some((start, end)) = glob.find(&hay) {
            used.insert(row.term.as_str());
            hay.splice(start..end, std::iter::once('|'));
        }
    }
    used
}

fn uses(words: &[Glob], text: &str) -> bool {
    let hay: Vec<char> = normalize(text).chars().collect();
    words.iter().any(|g| g.find(&hay).is_some())
}

/// A message that misses its locale's word: (locale, file, message, term).
type Miss = (String, String, String, String);

fn misses(rows: &[Row]) -> Vec<(Miss, String)> {
    let en = messages("en-US");
    let mut out = Vec::new();
    for l in Locale::ALL.iter().filter(|l| **l != Locale::EnUs) {
        let theirs = messages(l.code());
        for (key, text) in &en {
            let Some(their_text) = theirs.get(key) else {
                continue; // the parity test reports it
            };
            for term in english_terms(rows, text) {
                let row = rows.iter().find(|r| r.term == term).expect("a row");
                if !uses(&row.words[l.code()], their_text) {
                    out.push((
                        (
                            l.code().to_string(),
                            key.0.clone(),
                            key.1.clone(),
                            term.to_string(),
                        ),
                        format!(
                            "{} [en-US: {}]",
                            their_text.split_whitespace().collect::<Vec<_>>().join(" "),
                            text.split_whitespace().collect::<Vec<_>>().join(" ")
                        ),
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn every_locale_uses_the_glossary_s_words() {
    let doc = std::fs::read_to_string(TRANSLATING).expect("docs/TRANSLATING.md");
    let rows = checked_words(&doc);
    let found = misses(&rows);
    let mut failures = Vec::new();
    let mut used_exceptions = BTreeSet::new();
    for ((code, file, key, term), text) in &found {
        if let Some(i) = EXCEPTIONS.iter().position(|(l, m, t, _)| {
            (*l == "*" || l.split(' ').any(|l| l == code)) && key_matches(m, key) && t == term
        }) {
            used_exceptions.insert(i);
            continue;
        }
        failures.push(format!(
            "{code}/{file} {key}: no word for \"{term}\": {text}"
        ));
    }
    for (i, e) in EXCEPTIONS.iter().enumerate() {
        if !used_exceptions.contains(&i) {
            failures.push(format!("EXCEPTIONS: {e:?} no longer needed: remove it"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} messages do not use the glossary's words (docs/TRANSLATING.md, \"Checked words\"):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_words_match_as_the_table_says() {
    let hay = |s: &str| normalize(s).chars().collect::<Vec<_>>();
    assert!(
        Glob::new("raket*")
            .find(&hay("Die Raketen fliegen"))
            .is_some()
    );
    assert!(Glob::new("raket*").find(&hay("Marschraketen")).is_none());
    assert!(Glob::new("*raket*").find(&hay("Marschraketen")).is_some());
    assert!(Glob::new("тур").find(&hay("турнир")).is_none());
    assert!(Glob::new("тур").find(&hay("2-й тур.")).is_some());
    assert!(
        Glob::new("uderzeni* w króla")
            .find(&hay("uderzenia w króla"))
            .is_some()
    );
    assert!(
        Glob::new("uderzeni* w króla")
            .find(&hay("atak_króla"))
            .is_none()
    );
    assert!(Glob::new("k. o.*").find(&hay("K.-o.-System")).is_some());
    assert!(Glob::new("*击落*").find(&hay("被击落了")).is_some());
    assert!(
        Glob::new("i̇sviçre*")
            .find(&hay("İsviçre sistemi"))
            .is_some()
    );
}

#[test]
fn english_terms_take_the_longest_form_first() {
    let doc = std::fs::read_to_string(TRANSLATING).expect("docs/TRANSLATING.md");
    let rows = checked_words(&doc);
    let terms = |s: &str| english_terms(&rows, s).into_iter().collect::<Vec<_>>();
    assert_eq!(terms("round-robin"), ["round robin"]);
    assert_eq!(terms("Round 3 of a round robin"), ["round", "round robin"]);
    assert_eq!(
        terms("shoot it down or let it pass"),
        ["let it pass", "shoot down"]
    );
    assert!(terms("the shooting move").is_empty());
    assert_eq!(
        terms("2 missiles were shot down"),
        ["missile", "shoot down"]
    );
    assert_eq!(terms("king_strikes"), ["king strike"]);
}

#[test]
fn the_table_refuses_the_drift_it_was_written_against() {
    let doc = std::fs::read_to_string(TRANSLATING).expect("docs/TRANSLATING.md");
    let rows = checked_words(&doc);
    let words = |term: &str, code: &str| {
        let row = rows.iter().find(|r| r.term == term).expect("a row");
        row.words[code].clone()
    };
    assert!(!uses(&words("king strike", "pl"), "atak_króla"));
    assert!(uses(&words("king strike", "pl"), "uderzenie_w_króla"));
    assert!(!uses(&words("bye", "ru"), "бай"));
    assert!(uses(&words("bye", "ru"), "Очки за свободный тур (1)"));
    assert!(!uses(&words("shoot down", "nl"), "neerhalen"));
    assert!(uses(&words("shoot down", "nl"), "schiet hem neer"));
    assert!(!uses(&words("match", "de"), "das Match"));
    assert!(uses(&words("match", "de"), "die Begegnung"));
    assert!(!uses(&words("detonation", "fr"), "le missile explose"));
    assert!(!uses(&words("round", "ru"), "турнир"));
}
