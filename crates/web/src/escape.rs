//! Escaping for HTML: every user-typed string goes through [`escape`]
//! (re-exported by `html`, below every page and the language links).

/// `text` safe inside HTML text and attribute values (quoted with `"` or
/// `'`): `& < > " '` become entities. Names, tournament names and
/// anything else a user typed go through here.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
