//! HTML: the one escaping function every user-typed string goes through,
//! and the page frame (head, footer) every page shares. The style and the
//! replay's script are files (`/static/site.css`, `/static/site.js`, see
//! `assets`): the Content-Security-Policy allows no inline script or style.

use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};

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

/// JSON made safe to embed in a `<script>` element: no `<` can end it.
pub fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// A whole page: `title` (plain text, escaped here), `head_extra` (trusted
/// markup, e.g. a refresh), `body` (markup whose user strings were escaped).
pub fn page(title: &str, head_extra: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} · Cruise Pawns</title>{head_extra}<link rel=\"stylesheet\" href=\"/static/site.css\"></head>\
         <body><nav><a href=\"/\">Cruise Pawns</a> · <a href=\"/leaderboard/cruise\">Leaderboard</a></nav>\
         {body}<footer>Cruise Pawns: a read-only view of the bot's games, ratings and tournaments. \
         Every page has its data as JSON under <code>/api</code>.</footer></body></html>",
        escape(title)
    )
}

/// A plain, helpful 404 page: what was not found and why that may be.
pub fn not_found(what: &str) -> Response {
    let body = format!(
        "<h1>Not found</h1><p>{}</p><p>A server's leaderboard, tournaments and games are shown \
         here only after someone with Manage Server turns them on with \
         <code>/settings web:on</code>; a player's page only once they have played a rated game \
         in such a server.</p><p><a href=\"/\">Back to the start page</a></p>",
        escape(what)
    );
    (StatusCode::NOT_FOUND, Html(page("Not found", "", &body))).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(
            escape("<script>alert(1)</script>"),
            "&lt;script&gt;alert(1)&lt;/script&gt;"
        );
        assert_eq!(
            escape(r#"a & "b" 'c'"#),
            "a &amp; &quot;b&quot; &#39;c&#39;"
        );
        assert_eq!(escape("plain ♞ text"), "plain ♞ text");
    }

    #[test]
    fn script_json_cannot_close_the_script() {
        let v = serde_json::json!({ "name": "</script><script>alert(1)</script>" });
        let s = script_json(&v);
        assert!(!s.contains("</script>"), "{s}");
        let back: serde_json::Value = serde_json::from_str(&s).unwrap();
        assert_eq!(back, v);
    }

    #[test]
    fn page_titles_are_escaped() {
        let p = page("<b>x</b>", "", "");
        assert!(p.contains("&lt;b&gt;x&lt;/b&gt; · Cruise Pawns"));
    }
}
