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
pub use rules::{Changed, ExtraColumn, FormatRules, Start, Step};

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
    having(option, |r| r.options())
}

/// The formats whose `/tournament edit` changes `option`, by name.
pub fn editing(option: &str) -> Vec<&'static str> {
    having(option, |r| r.edit_options())
}

/// The formats among whose `options` is `option`, by name.
fn having(
    option: &str,
    options: fn(&dyn FormatRules) -> &'static [&'static str],
) -> Vec<&'static str> {
    Format::ALL
        .iter()
        .filter(|f| options(rules(**f)).contains(&option))
        .map(|f| f.name())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{TournamentEdit, TournamentSetup};
    use host::{Place, Player};

    #[test]
    fn every_format_reads_back_from_its_name_and_the_refusal_lists_them_all() {
        for &f in Format::ALL {
            assert_eq!(f.name().parse::<Format>(), Ok(f));
            let json = serde_json::to_string(&f).unwrap();
            assert_eq!(json, format!("\"{}\"", f.name()), "stored as its name");
        }
        assert_eq!("Round Robin".parse::<Format>(), Ok(Format::RoundRobin));
        assert_eq!("rr".parse::<Format>(), Ok(Format::RoundRobin));
        assert_eq!("single_elimination".parse::<Format>(), Ok(Format::Knockout));
        let refused = "double-round-robin".parse::<Format>().unwrap_err();
        let text = refused.to_string();
        assert_eq!(
            text,
            "Tournament format `double-round-robin` is not known: choose swiss, round-robin, arena, knockout or double-elimination."
        );
    }

    #[test]
    fn an_option_of_another_format_is_refused_naming_the_formats_it_is_for() {
        let create = |format, f: fn(&mut TournamentSetup)| {
            let mut setup = TournamentSetup::new("Cup", format);
            f(&mut setup);
            TState::new(Place::channel("g", "c"), Player::new("o", "o"), &setup, 0)
        };
        let r = create(Format::Arena, |s| s.rounds = Some(5)).unwrap_err();
        assert_eq!(
            r,
            TournamentRefusal::NotAnOptionOf {
                option: "rounds",
                format: Format::Arena
            }
        );
        assert_eq!(
            r.to_string(),
            "`rounds` is not an option of this arena tournament: it is for swiss tournaments. Create one with `/tournament create swiss`, or leave `rounds` out."
        );
        let r = create(Format::Swiss, |s| s.knockout.best_of = Some(3)).unwrap_err();
        assert!(
            r.to_string().contains(
                "knockout and double-elimination tournaments. Create one with `/tournament create knockout` or `/tournament create double-elimination`"
            ),
            "{r}"
        );
        // Every format takes its own.
        assert!(create(Format::RoundRobin, |s| s.double = true).is_ok());
        assert!(create(Format::Arena, |s| s.minutes = Some(45)).is_ok());
        assert!(create(Format::Knockout, |s| s.knockout.best_of = Some(3)).is_ok());
        let mut arena = create(Format::Arena, |_| {}).unwrap();
        let edit = TournamentEdit {
            byes: Some(2),
            ..Default::default()
        };
        let r = arena.edit(&edit, chrono_tz::UTC, 0).unwrap_err();
        assert_eq!(
            r.to_string(),
            "This arena tournament has no `byes` to change: `byes` is for swiss tournaments."
        );
    }

    #[test]
    fn the_options_formats_name_are_options_a_setup_has() {
        let mut all = TournamentSetup::new("Cup", Format::Swiss);
        all.rounds = Some(1);
        all.double = true;
        all.minutes = Some(1);
        all.bye = Some("1".into());
        all.byes = Some(1);
        all.knockout.best_of = Some(1);
        all.knockout.tiebreak = Some("seed".into());
        all.knockout.seeding = Some("join".into());
        all.knockout.third_place = Some(true);
        all.knockout.grand_final = Some("simple".into());
        let named = all.format_options();
        for &f in Format::ALL {
            for o in rules(f).options() {
                assert!(named.contains(o), "{}: {o}", f.name());
            }
        }
        // And each is some format's.
        for o in named {
            assert!(!taking(o).is_empty(), "{o}");
        }
    }
}
