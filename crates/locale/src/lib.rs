//! The bot's words in every shipped language. Pure: the messages are
//! [Project Fluent](https://projectfluent.org) files,
//! `locales/<Discord locale code>/*.ftl` at the repository's root
//! (`en-US` the source), built into the binary; nothing is read at run
//! time.
//!
//! | module | one concept |
//! |---|---|
//! | [`locale`] | the shipped locales, by Discord's codes, with Discord's fallbacks |
//! | [`message`] | a message in a locale: [`text`], its arguments ([`Arg`]), the en-US fallback |
//! | [`ids`] | every message id the code uses, as constants |
//! | [`check`] | what a locale's files miss or add beside en-US's (the translators' check) |
//! | [`words`] | words to say in no language yet: an id and its arguments, carried by views to the edge |
//!
//! Plurals and numbers follow CLDR through Fluent's selectors
//! (`{ $count -> [one] … *[other] … }`), never `if n == 1`:
//!
//! ```
//! use locale::{Locale, ids, text};
//! assert_eq!(text(Locale::EnUs, ids::DURATION_MINUTES, &[("count", 1.into())]), "1 minute");
//! assert_eq!(text(Locale::Ru, ids::DURATION_MINUTES, &[("count", 22.into())]), "22 минуты");
//! let de = Locale::from_discord("de").unwrap();
//! assert_eq!(text(de, ids::DURATION_HOURS, &[("count", 3.into())]), "3 Stunden");
//! ```

pub mod check;
pub mod ids;
pub mod locale;
pub mod message;
pub mod words;

pub use locale::Locale;
pub use message::{Arg, text};
pub use words::{Value, Words};

mod files {
    include!(concat!(env!("OUT_DIR"), "/files.rs"));
}

/// The embedded message files of `code` (a locale's folder name): (file
/// name, text), in file-name order.
///
/// ```
/// let files: Vec<_> = locale::files_of("en-US").collect();
/// assert!(files.iter().any(|(name, _)| *name == "tournament.ftl"));
/// assert_eq!(locale::files_of("xx").count(), 0);
/// ```
pub fn files_of(code: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
    files::FILES
        .iter()
        .filter(move |(c, _, _)| *c == code)
        .map(|&(_, name, text)| (name, text))
}

/// Every embedded locale folder's code, sorted (shipped or not: the
/// translators' check lists a folder that [`Locale`] does not register).
///
/// ```
/// let codes = locale::folder_codes();
/// assert!(codes.contains(&"en-US") && codes.contains(&"zh-CN"));
/// ```
pub fn folder_codes() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = files::FILES.iter().map(|&(c, _, _)| c).collect();
    v.dedup();
    v
}
