//! The game record: PGN whose move texts are SAN for ordinary moves,
//! flight notation for flights, `e4>e5>e6/c8e6` for shoot-downs, with tags
//! for the preset and options. Export then import gives the same game.
//!
//! ```text
//! [Event "Casual game"]
//! [Site "?"]
//! [Date "2026.11.22"]
//! [Round "-"]
//! [White "alice"]
//! [Black "bob"]
//! [Result "1-0"]
//! [Variant "cruise"]
//! [KingStrikes "on"]
//!
//! 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. e5>d6>d7>d8 1-0
//! ```
//!
//! - `Variant` is the preset name (`cruise`, `cruise-forward`, `chess`,
//!   `pawns`, `pawns-cruise`); `Preset` is read as a synonym, and a record
//!   with neither is read as `cruise`, the default game. `Standard` and
//!   `From Position` (other programs' names for chess) read as `chess`.
//! - `KingStrikes` is `on` or `off` (also read: yes/no, true/false, 1/0);
//!   absent means on.
//! - A game that does not start from the preset's start position has
//!   `[SetUp "1"]` and `[FEN "..."]` (with the cooldown field under
//!   `cruise-forward`).
//! - Comments `{...}` and `; ...`, variations `(...)`, NAGs `$1` and
//!   annotations `!?` are skipped on import.
//!
//! ```
//! use engine::{Game, Preset, record::Record};
//! let mut game = Game::new(Preset::Cruise.rules(true));
//! for mv in ["e4", "d5", "exd5", "Qxd5", "e2>e3"] {
//!     let _ = game.play_text(mv);
//! }
//! let pgn = Record::new(game.clone()).to_pgn();
//! assert_eq!(Record::from_pgn(&pgn).unwrap().game, game);
//! ```

use crate::{Color, Game, Outcome, Position, Preset, Rules};
use std::fmt::Write as _;

/// The result of a game as PGN writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PgnResult {
    /// `1-0`
    WhiteWins,
    /// `0-1`
    BlackWins,
    /// `1/2-1/2`
    Draw,
    /// `*`: unfinished or unknown.
    #[default]
    Unknown,
}

impl PgnResult {
    /// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn token(self) -> &'static str {
        match self {
            PgnResult::WhiteWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    /// Reads a PGN result token.
    pub fn from_token(t: &str) -> Option<PgnResult> {
        Some(match t.trim() {
            "1-0" => PgnResult::WhiteWins,
            "0-1" => PgnResult::BlackWins,
            "1/2-1/2" | "½-½" => PgnResult::Draw,
            "*" => PgnResult::Unknown,
            _ => return None,
        })
    }

    /// The result of a game that ended by the rules (`*` when it did not).
    pub fn from_outcome(outcome: Option<Outcome>) -> PgnResult {
        match outcome.map(Outcome::winner) {
            None => PgnResult::Unknown,
            Some(Some(Color::White)) => PgnResult::WhiteWins,
            Some(Some(Color::Black)) => PgnResult::BlackWins,
            Some(None) => PgnResult::Draw,
        }
    }
}

/// A game with its PGN tags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub game: Game,
    pub event: String,
    pub site: String,
    /// `YYYY.MM.DD`, with `??` for unknown parts.
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    /// The result; for a game decided by the rules, [`Record::new`] fills it
    /// in. Resignation, time and agreement are the host's to set.
    pub result: PgnResult,
    /// Any other tags (e.g. `Termination`, `TimeControl`), in order.
    pub extra_tags: Vec<(String, String)>,
}

/// A record that could not be read: says where and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RecordError(pub String);

/// Tags the record writes from its own fields (never kept in `extra_tags`).
const OWN_TAGS: [&str; 12] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Variant",
    "Preset",
    "KingStrikes",
    "SetUp",
    "FEN",
];

/// Records longer than this are not read (a game record is a few kilobytes).
const MAX_RECORD_LEN: usize = 1 << 20;

impl Record {
    /// A record of `game` with unknown players, place and date, and the
    /// result the rules decided (`*` while the game goes on).
    pub fn new(game: Game) -> Record {
        Record {
            result: PgnResult::from_outcome(game.outcome()),
            game,
            event: "Cruise Pawns game".to_string(),
            site: "?".to_string(),
            date: "????.??.??".to_string(),
            round: "-".to_string(),
            white: "?".to_string(),
            black: "?".to_string(),
            extra_tags: Vec::new(),
        }
    }

    /// The record as PGN text.
    pub fn to_pgn(&self) -> String {
        let rules = self.game.rules();
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
        };
        tag("Event", &self.event);
        tag("Site", &self.site);
        tag("Date", &self.date);
        tag("Round", &self.round);
        tag("White", &self.white);
        tag("Black", &self.black);
        tag("Result", self.result.token());
        tag("Variant", rules.preset.name());
        tag("KingStrikes", if rules.king_strikes { "on" } else { "off" });
        let start = self.game.start();
        if *start != Position::new(rules) {
            tag("SetUp", "1");
            tag("FEN", &start.fen());
        }
        for (name, value) in &self.extra_tags {
            if is_tag_name(name) && !OWN_TAGS.contains(&name.as_str()) {
                tag(name, value);
            }
        }
        out.push('\n');
        let mut line = String::new();
        let push = |out: &mut String, line: &mut String, word: &str| {
            if !line.is_empty() && line.len() + 1 + word.len() > 79 {
                out.push_str(line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        };
        let texts = self.game.ply_texts();
        for (i, (text, pos)) in texts.iter().zip(self.game.positions()).enumerate() {
            let number = match pos.turn() {
                Color::White => Some(format!("{}.", pos.fullmoves())),
                Color::Black if i == 0 => Some(format!("{}...", pos.fullmoves())),
                Color::Black => None,
            };
            if let Some(n) = number {
                push(&mut out, &mut line, &n);
            }
            push(&mut out, &mut line, text);
        }
        push(&mut out, &mut line, self.result.token());
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads a PGN record (the first game in `text`). Errors name the tag,
    /// or the move number and text of the move that could not be played.
    pub fn from_pgn(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_RECORD_LEN {
            return Err(RecordError(format!(
                "the record is too long ({} bytes; at most {MAX_RECORD_LEN})",
                text.len()
            )));
        }
        let (tags, tokens) = tokenize(text)?;
        let get = |name: &str| {
            tags.iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        let preset = match get("Variant").or(get("Preset")) {
            None => Preset::Cruise,
            Some(v) => read_preset(v)?,
        };
        let king_strikes = match get("KingStrikes") {
            None => true,
            Some(v) => match v.trim().to_ascii_lowercase().as_str() {
                "on" | "yes" | "true" | "1" => true,
                "off" | "no" | "false" | "0" => false,
                _ => {
                    return Err(RecordError(format!(
                        "KingStrikes tag: `{v}` is not on or off"
                    )));
                }
            },
        };
        let rules = Rules::new(preset, king_strikes);
        let start = match get("FEN") {
            Some(fen) => {
                Position::from_fen(fen, rules).map_err(|e| RecordError(format!("FEN tag: {e}")))?
            }
            None => Position::new(rules),
        };
        let mut game = Game::from_position(start);
        let mut movetext_result = None;
        for token in tokens {
            if let Some(r) = PgnResult::from_token(&token) {
                movetext_result = Some(r);
                break;
            }
            let text = strip_move_number(&token);
            if text.is_empty() {
                continue;
            }
            let pos = game.position();
            let number = match pos.turn() {
                Color::White => format!("{}.", pos.fullmoves()),
                Color::Black => format!("{}...", pos.fullmoves()),
            };
            game.play_text(text)
                .map_err(|e| RecordError(format!("move {number} {text}: {e}")))?;
        }
        let result = match get("Result") {
            Some(r) => PgnResult::from_token(r).ok_or_else(|| {
                RecordError(format!(
                    "Result tag: `{r}` is not a result: use 1-0, 0-1, 1/2-1/2 or *"
                ))
            })?,
            None => movetext_result.unwrap_or_default(),
        };
        let field = |name: &str, default: &str| get(name).unwrap_or(default).to_string();
        Ok(Record {
            event: field("Event", "?"),
            site: field("Site", "?"),
            date: field("Date", "????.??.??"),
            round: field("Round", "-"),
            white: field("White", "?"),
            black: field("Black", "?"),
            result,
            extra_tags: tags
                .iter()
                .filter(|(n, _)| !OWN_TAGS.iter().any(|o| o.eq_ignore_ascii_case(n)))
                .cloned()
                .collect(),
            game,
        })
    }
}

/// The PGN of a game with unknown players (see [`Record::to_pgn`]).
pub fn export(game: &Game) -> String {
    Record::new(game.clone()).to_pgn()
}

/// The game of a PGN record (see [`Record::from_pgn`]).
pub fn import(text: &str) -> Result<Game, RecordError> {
    Record::from_pgn(text).map(|r| r.game)
}

fn read_preset(v: &str) -> Result<Preset, RecordError> {
    let t = v.trim().to_ascii_lowercase();
    match t.as_str() {
        "standard" | "from position" | "fromposition" => return Ok(Preset::Chess),
        "cruise pawns" => return Ok(Preset::Cruise),
        "pawn game" => return Ok(Preset::Pawns),
        _ => {}
    }
    t.parse()
        .map_err(|e: crate::ParsePresetError| RecordError(format!("Variant tag: {e}")))
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn escape(v: &str) -> String {
    let mut s = String::with_capacity(v.len());
    for c in v.chars() {
        match c {
            '"' | '\\' => {
                s.push('\\');
                s.push(c);
            }
            '\n' | '\r' | '\t' => s.push(' '),
            _ => s.push(c),
        }
    }
    s
}

/// `12.e4` -> `e4`, `12...` -> ``, `e4` -> `e4`.
fn strip_move_number(token: &str) -> &str {
    let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if t.len() < token.len() && t.starts_with('.') {
        t.trim_start_matches('.')
    } else {
        token
    }
}

type Tags = Vec<(String, String)>;

/// Splits PGN text into its tags and its move-text tokens (comments,
/// variations and NAGs dropped).
fn tokenize(text: &str) -> Result<(Tags, Vec<String>), RecordError> {
    let mut tags = Vec::new();
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line_start = true;
    while let Some(c) = chars.next() {
        match c {
            '\n' => {
                line_start = true;
                continue;
            }
            c if c.is_whitespace() => continue,
            '%' if line_start => {
                // Escape line: ignored.
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '[' if tokens.is_empty() => {
                let mut inner = String::new();
                let mut in_quotes = false;
                let mut closed = false;
                while let Some(c) = chars.next() {
                    match c {
                        '\\' if in_quotes => {
                            if let Some(n) = chars.next() {
                                inner.push('\\');
                                inner.push(n);
                            }
                        }
                        '"' => {
                            in_quotes = !in_quotes;
                            inner.push(c);
                        }
                        ']' if !in_quotes => {
                            closed = true;
                            break;
                        }
                        _ => inner.push(c),
                    }
                }
                if !closed {
                    return Err(RecordError(format!(
                        "tag `[{}` is not closed with `]`",
                        inner.chars().take(40).collect::<String>()
                    )));
                }
                tags.push(parse_tag(&inner)?);
            }
            '{' => {
                let mut closed = false;
                for c in chars.by_ref() {
                    if c == '}' {
                        closed = true;
                        break;
                    }
                }
                if !closed {
                    return Err(RecordError(
                        "a comment `{` is not closed with `}`".to_string(),
                    ));
                }
            }
            ';' => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                let mut depth = 1usize;
                for c in chars.by_ref() {
                    match c {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                if depth != 0 {
                    return Err(RecordError(
                        "a variation `(` is not closed with `)`".to_string(),
                    ));
                }
            }
            '$' => {
                while chars.peek().is_some_and(|c| c.is_ascii_digit()) {
                    chars.next();
                }
            }
            _ => {
                let mut token = String::new();
                token.push(c);
                while let Some(&n) = chars.peek() {
                    if n.is_whitespace() || matches!(n, '{' | '(' | ')' | ';' | '[' | '$') {
                        break;
                    }
                    token.push(n);
                    chars.next();
                }
                if token != ")" {
                    tokens.push(token);
                }
            }
        }
        line_start = false;
    }
    Ok((tags, tokens))
}

/// `Name "value"` -> (Name, value).
fn parse_tag(inner: &str) -> Result<(String, String), RecordError> {
    let inner = inner.trim();
    let bad = || {
        RecordError(format!(
            "tag `[{}]` is not of the form [Name \"value\"]",
            inner.chars().take(60).collect::<String>()
        ))
    };
    let (name, rest) = inner.split_once(char::is_whitespace).ok_or_else(bad)?;
    let rest = rest.trim();
    if !is_tag_name(name) || rest.len() < 2 || !rest.starts_with('"') || !rest.ends_with('"') {
        return Err(bad());
    }
    let quoted = &rest[1..rest.len() - 1];
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                value.push(n);
            }
        } else {
            value.push(c);
        }
    }
    Ok((name.to_string(), value))
}
