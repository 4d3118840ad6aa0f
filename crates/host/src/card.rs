//! A card: a post's facts laid out as a title, a short description and
//! named fields (an embed on Discord), so that a reader on a phone sees
//! them at a glance instead of a paragraph. Frontends without cards show
//! [`Card::text`]. Discord's limits on an embed are checked by
//! [`Card::fits`]; a card built by the bot keeps them by construction
//! ([`Card::field`] and [`Card::new`] cut what is too long).
//!
//! ```
//! use host::Card;
//! let card = Card::new("🏆 Friday Blitz", "Open: press Join.")
//!     .field("Format", "Swiss", true)
//!     .field("Players", "3/8", true);
//! assert_eq!(card.text(), "🏆 Friday Blitz\nOpen: press Join.\nFormat: Swiss\nPlayers: 3/8");
//! assert!(card.fits().is_ok());
//! ```

use locale::{Locale, Words};
use serde::{Deserialize, Serialize};

/// The most characters of text a post with a card should show (the card
/// and the line above it together): what a phone shows at a glance.
/// Longer matter goes behind a button or to `/tournament standings`.
pub const PHONE_TEXT: usize = 600;

/// Discord's limit on an embed's title.
pub const MAX_TITLE: usize = 256;
/// Discord's limit on an embed's description.
pub const MAX_DESCRIPTION: usize = 4096;
/// Discord's limit on an embed's fields.
pub const MAX_FIELDS: usize = 25;
/// Discord's limit on a field's name.
pub const MAX_FIELD_NAME: usize = 256;
/// Discord's limit on a field's value.
pub const MAX_FIELD_VALUE: usize = 1024;
/// Discord's limit on an embed's footer.
pub const MAX_FOOTER: usize = 2048;
/// Discord's limit on all the text of a message's embeds together.
pub const MAX_TOTAL: usize = 6000;

/// One named fact of a card (`Format: Swiss`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardField {
    /// What it is, e.g. `Time control`.
    pub name: String,
    /// Its value, e.g. `5+3`.
    pub value: String,
    /// Whether it may stand beside its neighbours (short values).
    #[serde(default)]
    pub inline: bool,
    /// Its name in no language yet ([`Card::field_said`]): said in the
    /// reader's language at the edge ([`Card::in_locale`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_words: Option<Words>,
    /// Its value in no language yet, when the value is words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_words: Option<Words>,
}

/// A post's facts as a card (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Card {
    /// Its title, e.g. `🏆 Friday Blitz`.
    pub title: String,
    /// A line or two under the title (may be empty).
    pub description: String,
    /// Its facts, in display order.
    pub fields: Vec<CardField>,
    /// Its accent colour (`0xRRGGBB`), if any.
    pub colour: Option<u32>,
    /// A small line at its foot (may be empty).
    pub footer: String,
    /// The title, description and footer in no language yet, where they
    /// have moved to the locale files ([`Card::said`],
    /// [`Card::footer_said`]): said in the reader's language at the edge
    /// ([`Card::in_locale`]); the strings above are their en-US form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title_words: Option<Words>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description_words: Option<Words>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer_words: Option<Words>,
}

/// `s` cut to at most `max` characters (an ellipsis marks the cut).
fn cut(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

impl Card {
    /// A card titled `title` with `description` (each cut to Discord's limit).
    pub fn new(title: &str, description: &str) -> Card {
        Card {
            title: cut(title, MAX_TITLE),
            description: cut(description, MAX_DESCRIPTION),
            ..Card::default()
        }
    }

    /// This card with one more field (name and value cut to Discord's
    /// limits; an empty value shows as `—`, which Discord requires; a
    /// field past the 25th is dropped).
    pub fn field(mut self, name: &str, value: &str, inline: bool) -> Card {
        if self.fields.len() < MAX_FIELDS {
            let value = if value.trim().is_empty() {
                "—"
            } else {
                value
            };
            self.fields.push(CardField {
                name: cut(name, MAX_FIELD_NAME),
                value: cut(value, MAX_FIELD_VALUE),
                inline,
                name_words: None,
                value_words: None,
            });
        }
        self
    }

    /// A card whose title and description are words, said in the
    /// reader's language at the edge ([`Card::in_locale`]); its strings
    /// hold the en-US form.
    ///
    /// ```
    /// use host::Card;
    /// use locale::{Locale, Words, ids};
    /// let card = Card::said(Words::new(ids::DURATION_HOURS).arg("count", 2), None)
    ///     .field_said(Words::new(ids::DURATION_DAYS).arg("count", 1), Words::verbatim("5+3"), true);
    /// assert_eq!(card.text(), "2 hours\n1 day: 5+3");
    /// assert_eq!(card.in_locale(Locale::De).text(), "2 Stunden\n1 Tag: 5+3");
    /// ```
    pub fn said(title: Words, description: Option<Words>) -> Card {
        let en = |w: &Option<Words>| w.as_ref().map(|w| w.text(Locale::EnUs)).unwrap_or_default();
        let title = Some(title);
        Card {
            title_words: title.clone(),
            description_words: description.clone(),
            ..Card::new(&en(&title), &en(&description))
        }
    }

    /// This card with one more field whose name and value are words (see
    /// [`Card::field`]; a value that is a name or a number is
    /// [`Words::verbatim`]).
    pub fn field_said(mut self, name: Words, value: Words, inline: bool) -> Card {
        let at = self.fields.len();
        self = self.field(&name.text(Locale::EnUs), &value.text(Locale::EnUs), inline);
        if let Some(f) = self.fields.get_mut(at) {
            f.name_words = Some(name);
            f.value_words = Some(value);
        }
        self
    }

    /// This card with the words `footer` at its foot (see [`Card::footer`]).
    pub fn footer_said(mut self, footer: Words) -> Card {
        self = self.footer(&footer.text(Locale::EnUs));
        self.footer_words = Some(footer);
        self
    }

    /// This card with its words said in `locale` (each cut to Discord's
    /// limits again); the parts that are not words stay as they are.
    pub fn in_locale(mut self, locale: Locale) -> Card {
        if let Some(w) = &self.title_words {
            self.title = cut(&w.text(locale), MAX_TITLE);
        }
        if let Some(w) = &self.description_words {
            self.description = cut(&w.text(locale), MAX_DESCRIPTION);
        }
        if let Some(w) = &self.footer_words {
            self.footer = cut(&w.text(locale), MAX_FOOTER);
        }
        for f in &mut self.fields {
            if let Some(w) = &f.name_words {
                f.name = cut(&w.text(locale), MAX_FIELD_NAME);
            }
            if let Some(w) = &f.value_words {
                let v = w.text(locale);
                f.value = cut(if v.trim().is_empty() { "—" } else { &v }, MAX_FIELD_VALUE);
            }
        }
        self
    }

    /// This card without its words (said already: see
    /// [`crate::View::in_locale`]).
    pub fn words_spent(mut self) -> Card {
        self.title_words = None;
        self.description_words = None;
        self.footer_words = None;
        for f in &mut self.fields {
            f.name_words = None;
            f.value_words = None;
        }
        self
    }

    /// This card with `footer` at its foot (cut to Discord's limit).
    pub fn footer(mut self, footer: &str) -> Card {
        self.footer = cut(footer, MAX_FOOTER);
        self
    }

    /// This card with accent colour `colour` (`0xRRGGBB`).
    pub fn colour(mut self, colour: u32) -> Card {
        self.colour = Some(colour);
        self
    }

    /// The value of its field named `name`, if it has one.
    pub fn value_of(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.value.as_str())
    }

    /// The card as plain text, for frontends without cards: the title,
    /// the description, a `name: value` line per field, the footer (empty
    /// parts left out).
    pub fn text(&self) -> String {
        let mut lines: Vec<String> = Vec::new();
        for s in [&self.title, &self.description] {
            if !s.is_empty() {
                lines.push(s.clone());
            }
        }
        lines.extend(
            self.fields
                .iter()
                .map(|f| format!("{}: {}", f.name, f.value)),
        );
        if !self.footer.is_empty() {
            lines.push(self.footer.clone());
        }
        lines.join("\n")
    }

    /// The characters of its text as Discord counts them against the
    /// 6,000 of a message's embeds: title, description, field names and
    /// values, footer.
    pub fn chars(&self) -> usize {
        let n = |s: &str| s.chars().count();
        n(&self.title)
            + n(&self.description)
            + n(&self.footer)
            + self
                .fields
                .iter()
                .map(|f| n(&f.name) + n(&f.value))
                .sum::<usize>()
    }

    /// Whether the card keeps Discord's limits on an embed; the error
    /// says which part is over and by how much.
    pub fn fits(&self) -> Result<(), String> {
        let over = |what: &str, s: &str, max: usize| {
            let n = s.chars().count();
            (n > max).then(|| format!("the card's {what} has {n} characters, at most {max} fit")) // words-scan: skip (a card over Discord limits is a bug: a check for tests, never shown)
        };
        let mut problems = vec![
            over("title", &self.title, MAX_TITLE),
            over("description", &self.description, MAX_DESCRIPTION),
            over("footer", &self.footer, MAX_FOOTER),
        ];
        if self.fields.len() > MAX_FIELDS {
            problems.push(Some(format!(
                "the card has {} fields, at most {MAX_FIELDS} fit", // words-scan: skip (a card over Discord limits is a bug: a check for tests, never shown)
                self.fields.len()
            )));
        }
        for f in &self.fields {
            problems.push(over("field name", &f.name, MAX_FIELD_NAME)); // words-scan: skip (a card over Discord limits is a bug: a check for tests, never shown)
            problems.push(over(
                &format!("field `{}`", f.name),
                &f.value,
                MAX_FIELD_VALUE,
            ));
        }
        if self.chars() > MAX_TOTAL {
            problems.push(Some(format!(
                "the card has {} characters, at most {MAX_TOTAL} fit", // words-scan: skip (a card over Discord limits is a bug: a check for tests, never shown)
                self.chars()
            )));
        }
        match problems.into_iter().flatten().next() {
            Some(p) => Err(p),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_too_long_is_cut_to_discords_limits() {
        let long = "x".repeat(5000);
        let mut card = Card::new(&long, &long).footer(&long);
        for i in 0..30 {
            card = card.field(&format!("f{i}"), if i == 0 { &long } else { "" }, true);
        }
        assert_eq!(card.title.chars().count(), MAX_TITLE);
        assert_eq!(card.description.chars().count(), MAX_DESCRIPTION);
        assert_eq!(card.fields.len(), MAX_FIELDS);
        assert_eq!(card.fields[0].value.chars().count(), MAX_FIELD_VALUE);
        assert!(card.fields[0].value.ends_with('…'));
        assert_eq!(
            card.value_of("f1"),
            Some("—"),
            "an empty value shows a dash"
        );
        // Each part fits; together they are over the 6,000 of a message.
        let err = card.fits().unwrap_err();
        assert!(err.contains("6000"), "{err}");
    }

    #[test]
    fn a_card_over_a_limit_says_which_part() {
        let mut card = Card::new("t", "d").field("Format", "Swiss", true);
        card.fields[0].value = "y".repeat(1025);
        let err = card.fits().unwrap_err();
        assert!(
            err.contains("field `Format`") && err.contains("1025"),
            "{err}"
        );
        card.fields[0].value = "Swiss".into();
        assert_eq!(card.fits(), Ok(()));
    }
}
