//! The tournament formats, one folder each, every one behind
//! [`FormatRules`], and the registry that hands a tournament its rules
//! ([`rules`]).
//!
//! | module | what it is |
//! |---|---|
//! | `list` | **the one list of formats** (a row each) and [`Format`], the name a tournament stores |
//! | `rules` | [`FormatRules`]: options, pairing, results, standings, the end, words |
//! | `swiss` | FIDE Dutch pairings, requested half-point byes, the early end when no pairing is left |
//! | `round_robin` | Berger tables, once or twice around |
//! | `arena` | the free players paired until the end, berserk, paused no-shows |
//! | `knockout` | single and double elimination: the bracket, matches of games, tie-breaks |
//!
//! Adding a format: its folder (a value implementing [`FormatRules`]),
//! `mod <folder>;` below, and its row in `list.rs` (see
//! docs/ARCHITECTURE.md, "How to add a tournament format").

pub mod arena;
pub mod knockout;
pub(crate) mod list;
pub mod round_robin;
mod rules;
pub mod swiss;

pub use list::Format;
pub(crate) use list::each_format;
pub use rules::{ExtraColumn, FormatRules, Step};

use crate::state::{TState, TournamentRefusal};

/// Makes [`rules`] from the rows of the list.
macro_rules! registry {
    ($($(#[$doc:meta])* $variant:ident = $name:literal => $rules:path,)*) => {
        /// The rules of `format`.
        pub fn rules(format: Format) -> &'static dyn FormatRules {
            match format {
                $(Format::$variant => &$rules,)*
            }
        }
    };
}

each_format!(registry);

impl TState {
    /// The rules of its format.
    pub fn rules(&self) -> &'static dyn FormatRules {
        rules(self.format)
    }
}

/// Every format's name, as a refusal lists them: `swiss, round-robin,
/// arena, knockout or double-elimination`.
pub fn names() -> String {
    let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Other spellings of the formats' names, as members type them.
const ALIASES: &[(&str, Format)] = &[
    ("roundrobin", Format::RoundRobin),
    ("rr", Format::RoundRobin),
    ("single-elimination", Format::Knockout),
];

impl std::str::FromStr for Format {
    type Err = TournamentRefusal;
    fn from_str(s: &str) -> Result<Format, TournamentRefusal> {
        let typed = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Format::ALL
            .iter()
            .copied()
            .find(|f| f.name() == typed)
            .or_else(|| ALIASES.iter().find(|(a, _)| *a == typed).map(|(_, f)| *f))
            .ok_or_else(|| TournamentRefusal::BadFormat(s.to_string()))
    }
}

/// The formats that take `option` (an option only some formats take),
/// by name.
pub fn taking(option: &str) -> Vec<&'static str> {
    Format::ALL
        .iter()
        .filter(|f| rules(**f).options().contains(&option))
        .map(|f| f.name())
        .collect()
}

/// The formats whose `/tournament edit` changes `option`, by name.
pub fn editing(option: &str) -> Vec<&'static str> {
    Format::ALL
        .iter()
        .filter(|f| rules(**f).edit_options().contains(&option))
        .map(|f| f.name())
        .collect()
}
