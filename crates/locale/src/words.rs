//! Words to say, in no language yet: a message id and its arguments,
//! owned, so that a view can carry them from the host to the edge (the
//! outbox stores them as JSON), where they are said in the reader's
//! locale ([`Words::text`]). An argument may itself be words (a duration
//! inside a sentence), said in the same locale.
//!
//! ```
//! use locale::{Locale, Words, ids};
//! let five = Words::new(ids::DURATION_MINUTES).arg("count", 5);
//! assert_eq!(five.text(Locale::EnUs), "5 minutes");
//! assert_eq!(five.text(Locale::De), "5 Minuten");
//! let back = Words::from_json(&five.to_json()).unwrap();
//! assert_eq!(back, five);
//! ```

use crate::{Arg, Locale};
use serde::{Deserialize, Serialize};

/// A message id and its arguments (see the module).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    /// The message id (or `id.attribute`), one of [`crate::ids`].
    pub id: String,
    /// The arguments, by name, in the order given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Value)>,
    /// More words said after these, each after its separator (a blank
    /// line between a post's paragraphs): see [`Words::then`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<(String, Words)>,
}

/// An argument of [`Words`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Value {
    /// A whole number (plurals select on it by CLDR).
    Number(i64),
    /// A text shown as it is (a name, a square, a move).
    Text(String),
    /// Words said in the same locale first (a duration, a count).
    Words(Box<Words>),
}

macro_rules! value_from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Self {
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
value_from_number!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::Text(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Self {
        Value::Text(s)
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Self {
        Value::Text(s.clone())
    }
}

impl From<Words> for Value {
    fn from(w: Words) -> Self {
        Value::Words(Box::new(w))
    }
}

impl Words {
    /// Message `id` without arguments (add them with [`Words::arg`]).
    pub fn new(id: impl Into<String>) -> Words {
        Words {
            id: id.into(),
            args: Vec::new(),
            then: Vec::new(),
        }
    }

    /// `text` as it is, in every locale (a name, a move list, a line the
    /// bot quotes): the `verbatim` message.
    ///
    /// ```
    /// use locale::{Locale, Words};
    /// assert_eq!(Words::verbatim("e4 e5").text(Locale::Ja), "e4 e5");
    /// ```
    pub fn verbatim(text: impl Into<String>) -> Words {
        Words::new(crate::ids::VERBATIM).arg("text", text.into())
    }

    /// These words, then `separator`, then `next` (sentences or paragraphs
    /// of one post, each a message of its own).
    ///
    /// ```
    /// use locale::{Locale, Words, ids};
    /// let two = Words::new(ids::DURATION_HOURS).arg("count", 2)
    ///     .then(", ", Words::new(ids::DURATION_MINUTES).arg("count", 1));
    /// assert_eq!(two.text(Locale::EnUs), "2 hours, 1 minute");
    /// assert_eq!(two.text(Locale::De), "2 Stunden, 1 Minute");
    /// ```
    pub fn then(mut self, separator: &str, next: Words) -> Words {
        self.then.push((separator.to_string(), next));
        self
    }

    /// With argument `name` = `value`.
    pub fn arg(mut self, name: &str, value: impl Into<Value>) -> Words {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// Said in `locale` (en-US's message where `locale` lacks it; see
    /// [`crate::text`]).
    ///
    /// ```
    /// use locale::{Locale, Words, ids};
    /// let hours = Words::new(ids::DURATION_HOURS).arg("count", 1);
    /// assert_eq!(hours.text(Locale::Ru), "1 час");
    /// ```
    pub fn text(&self, locale: Locale) -> String {
        let said: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .map(|(name, v)| {
                let arg = match v {
                    Value::Number(n) => Arg::Number(*n),
                    Value::Text(t) => Arg::from(t.as_str()),
                    Value::Words(w) => Arg::from(w.text(locale)),
                };
                (name.as_str(), arg)
            })
            .collect();
        let mut out = crate::text(locale, &self.id, &said);
        for (separator, next) in &self.then {
            out.push_str(separator);
            out.push_str(&next.text(locale));
        }
        out
    }

    /// As JSON (what the outbox stores).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Read back from [`Words::to_json`]'s JSON.
    pub fn from_json(json: &str) -> Result<Words, String> {
        serde_json::from_str(json).map_err(|e| format!("unreadable words: {e}"))
    }

    /// Every message id these words use, nested ones included.
    pub fn ids(&self) -> Vec<&str> {
        let mut out = vec![self.id.as_str()];
        for (_, v) in &self.args {
            if let Value::Words(w) = v {
                out.extend(w.ids());
            }
        }
        for (_, next) in &self.then {
            out.extend(next.ids());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids;

    #[test]
    fn nested_words_are_said_in_the_same_locale() {
        let w = Words::new(ids::REFUSAL_REMATCH_EXPIRED)
            .arg("open", Words::new(ids::DURATION_MINUTES).arg("count", 10));
        assert!(
            w.text(Locale::EnUs).contains("10 minutes"),
            "{}",
            w.text(Locale::EnUs)
        );
        assert!(
            w.text(Locale::Fr).contains("10 minutes"),
            "{}",
            w.text(Locale::Fr)
        );
        assert!(
            w.text(Locale::Ru).contains("10 минут"),
            "{}",
            w.text(Locale::Ru)
        );
        assert_eq!(
            w.ids(),
            vec![ids::REFUSAL_REMATCH_EXPIRED, ids::DURATION_MINUTES]
        );
    }

    #[test]
    fn json_round_trips_every_kind_of_argument_and_refuses_garbage() {
        let w = Words::new("x")
            .arg("n", -3)
            .arg("t", "bob \"the\" {x}")
            .arg("w", Words::new("y").arg("count", 2));
        assert_eq!(Words::from_json(&w.to_json()), Ok(w));
        assert!(Words::from_json("{\"args\":[]}").is_err());
        assert!(Words::from_json("not json").is_err());
    }
}
