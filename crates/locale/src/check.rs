//! What a locale's files miss or add beside en-US's: the translators'
//! check (`cruise-pawns locales check`) and the parity test. A message's
//! shape is its id, its attributes and the variables it uses (in its
//! value and attributes, selectors included); a locale must have exactly
//! en-US's shapes.
//!
//! ```
//! use locale::check::{Shapes, compare};
//! let en = Shapes::parse("a = { $n } apples\nb = hi\n    .title = Hi\n").unwrap();
//! let xx = Shapes::parse("a = { $m } Äpfel\nc = extra\n").unwrap();
//! let report = compare(&en, &xx);
//! assert_eq!(report.missing, ["b"]);
//! assert_eq!(report.unused, ["c"]);
//! assert_eq!(report.different, ["a: variables $m, en-US has $n"]);
//! ```

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use std::collections::{BTreeMap, BTreeSet};

/// One message's shape: its attributes and its variables.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shape {
    /// Attribute names (`.title`).
    pub attributes: BTreeSet<String>,
    /// Variable names (`$count`), without the `$`.
    pub variables: BTreeSet<String>,
}

/// Every message (and term, as `-name`) of a locale's files, by id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shapes(pub BTreeMap<String, Shape>);

impl Shapes {
    /// The shapes of one file's text; its syntax errors (line, what) if
    /// any.
    pub fn parse(text: &str) -> Result<Shapes, Vec<String>> {
        let mut shapes = Shapes::default();
        shapes.add(text)?;
        Ok(shapes)
    }

    /// Adds one more file's messages (a locale's files together); its
    /// syntax errors if any, or a message it defines again.
    pub fn add(&mut self, text: &str) -> Result<(), Vec<String>> {
        let resource = fluent_syntax::parser::parse(text).map_err(|(_, errors)| {
            errors
                .iter()
                .map(|e| {
                    let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                    format!("line {line}: {:?}", e.kind)
                })
                .collect::<Vec<_>>()
        })?;
        let mut errors = Vec::new();
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            let mut shape = Shape::default();
            if let Some(p) = &value {
                pattern_variables(p, &mut shape.variables);
            }
            for a in &attributes {
                shape.attributes.insert(a.id.name.to_string());
                pattern_variables(&a.value, &mut shape.variables);
            }
            if self.0.insert(id.clone(), shape).is_some() {
                errors.push(format!("{id} is defined twice"));
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    /// The embedded files of locale folder `code` together (the shipped
    /// messages); the errors with the file's name.
    pub fn embedded(code: &str) -> Result<Shapes, Vec<String>> {
        let mut shapes = Shapes::default();
        let mut errors = Vec::new();
        for (name, text) in crate::files_of(code) {
            if let Err(es) = shapes.add(text) {
                errors.extend(es.into_iter().map(|e| format!("{code}/{name}: {e}")));
            }
        }
        if errors.is_empty() {
            Ok(shapes)
        } else {
            Err(errors)
        }
    }
}

fn pattern_variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_variables(i, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments_variables(arguments, out)
        }
        InlineExpression::TermReference {
            arguments: Some(a), ..
        } => arguments_variables(a, out),
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn arguments_variables(a: &CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &a.positional {
        inline_variables(p, out);
    }
    for n in &a.named {
        inline_variables(&n.value, out);
    }
}

/// What a locale has beside en-US.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// en-US's ids the locale lacks (they show in English).
    pub missing: Vec<String>,
    /// The locale's ids en-US does not have (never shown).
    pub unused: Vec<String>,
    /// Ids in both whose attributes or variables differ, with how.
    pub different: Vec<String>,
}

impl Report {
    /// Whether the locale has exactly en-US's shapes.
    pub fn is_complete(&self) -> bool {
        self.missing.is_empty() && self.unused.is_empty() && self.different.is_empty()
    }
}

/// `locale`'s messages beside `source`'s (en-US's).
pub fn compare(source: &Shapes, locale: &Shapes) -> Report {
    let mut report = Report::default();
    for (id, shape) in &source.0 {
        match locale.0.get(id) {
            None => report.missing.push(id.clone()),
            Some(s) => {
                if s.attributes != shape.attributes {
                    report.different.push(format!(
                        "{id}: attributes {}, en-US has {}",
                        list(&s.attributes, "."),
                        list(&shape.attributes, ".")
                    ));
                }
                if s.variables != shape.variables {
                    report.different.push(format!(
                        "{id}: variables {}, en-US has {}",
                        list(&s.variables, "$"),
                        list(&shape.variables, "$")
                    ));
                }
            }
        }
    }
    report.unused = locale
        .0
        .keys()
        .filter(|id| !source.0.contains_key(*id))
        .cloned()
        .collect();
    report
}

fn list(names: &BTreeSet<String>, sigil: &str) -> String {
    if names.is_empty() {
        return "none".to_string();
    }
    names
        .iter()
        .map(|n| format!("{sigil}{n}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Locale;

    #[test]
    fn every_shipped_locale_has_exactly_en_us_s_messages() {
        let source = Shapes::embedded("en-US").unwrap();
        assert!(!source.0.is_empty());
        for l in Locale::ALL {
            let shapes = Shapes::embedded(l.code()).unwrap();
            let report = compare(&source, &shapes);
            assert!(report.is_complete(), "{l}: {report:#?}");
        }
    }

    #[test]
    fn every_folder_is_a_shipped_locale() {
        for code in crate::folder_codes() {
            assert!(
                Locale::ALL.iter().any(|l| l.code() == code),
                "locales/{code} is not registered in Locale"
            );
        }
        for l in Locale::ALL {
            assert!(crate::files_of(l.code()).count() > 0, "{l} has no files");
        }
    }

    #[test]
    fn the_check_sees_attributes_variables_and_selectors() {
        let en = Shapes::parse(
            "m = { $count ->\n    [one] one { $what }\n   *[other] { $count } { NUMBER($n) }\n}\n    .title = { $t }\n-term = T\n",
        )
        .unwrap();
        let shape = &en.0["m"];
        assert_eq!(
            shape.variables.iter().collect::<Vec<_>>(),
            ["count", "n", "t", "what"]
        );
        assert_eq!(shape.attributes.iter().collect::<Vec<_>>(), ["title"]);
        let xx = Shapes::parse("m = { $count } { $what } { $n }\n").unwrap();
        let report = compare(&en, &xx);
        assert_eq!(report.missing, ["-term"]);
        assert_eq!(
            report.different,
            [
                "m: attributes none, en-US has .title",
                "m: variables $count $n $what, en-US has $count $n $t $what"
            ]
        );
        assert!(!report.is_complete());
        assert!(Shapes::parse("m = {").is_err());
        assert!(Shapes::parse("m = a\nm = b\n").is_err());
    }
}
