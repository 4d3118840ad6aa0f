//! Every message id the code uses, as constants: a call site names one of
//! these, never a literal id, and a test holds each in en-US (so
//! [`crate::text`] never writes `⟦id⟧` for them).
//!
//! ```
//! use locale::{Locale, ids, text};
//! assert_eq!(text(Locale::EnUs, ids::TOURNAMENT_ROUNDS, &[("count", 5.into())]), "5 rounds.");
//! ```
//!
//! One module per family of messages (a family is usually one `.ftl`
//! file): a new family is a module here and a line in [`FAMILIES`].

mod analysis;
mod challenge;
mod counts;
mod discord;
mod game;
mod help;
mod list;
mod moves;
mod organizing;
mod picture;
mod profile;
mod puzzle;
mod refusal;
mod season;
mod settings;
mod terminal;
mod tournament;
mod web;

pub use analysis::*;
pub use challenge::*;
pub use counts::*;
pub use discord::*;
pub use game::*;
pub use help::*;
pub use list::*;
pub use moves::*;
pub use organizing::*;
pub use picture::*;
pub use profile::*;
pub use puzzle::*;
pub use refusal::*;
pub use season::*;
pub use settings::*;
pub use terminal::*;
pub use tournament::*;
pub use web::*;

/// Every id the code uses, family by family.
pub const FAMILIES: &[&[&str]] = &[
    analysis::IDS,
    challenge::IDS,
    counts::IDS,
    discord::IDS,
    game::IDS,
    help::IDS,
    list::IDS,
    moves::IDS,
    organizing::IDS,
    picture::IDS,
    profile::IDS,
    puzzle::IDS,
    refusal::IDS,
    season::IDS,
    settings::IDS,
    terminal::IDS,
    tournament::IDS,
    web::IDS,
];

/// Every id the code uses.
///
/// ```
/// assert!(locale::ids::all().any(|id| id == locale::ids::LIST_AND));
/// ```
pub fn all() -> impl Iterator<Item = &'static str> {
    FAMILIES.iter().flat_map(|family| family.iter().copied())
}

#[cfg(test)]
mod tests {
    use crate::Locale;
    use crate::message::bundle;

    #[test]
    fn every_id_the_code_uses_is_in_en_us() {
        let en = bundle(Locale::EnUs);
        for id in super::all() {
            assert!(
                en.get_message(id).and_then(|m| m.value()).is_some(),
                "{id} is not in locales/en-US"
            );
        }
    }
}
