//! HTML: the one escaping function every user-typed string goes through,
//! and the page frame (head, footer) every page shares. The style and the
//! replay's script are files (`/static/site.css`, `/static/site.js`, see
//! `assets`): the Content-Security-Policy allows no inline script or style.

use crate::language::Lang;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use locale::{Locale, Words, ids};

pub use crate::escape::escape;

/// JSON made safe to embed in a `<script>` element: no `<` can end it.
pub fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// A whole page in `lang`: `title` (plain text, escaped here),
/// `head_extra` (trusted markup, e.g. a refresh), `body` (markup whose
/// user strings were escaped). `<html lang>` is the page's language; the
/// footer lists every language, each a link to this page in it.
pub(crate) fn page(lang: &Lang, title: &str, head_extra: &str, body: &str) -> String {
    let switcher = Locale::ALL
        .iter()
        .map(|&l| {
            if l == lang.locale {
                format!("<strong lang=\"{0}\">{1}</strong>", l.code(), l.own_name())
            } else {
                format!(
                    "<a lang=\"{0}\" hreflang=\"{0}\" href=\"{1}\">{2}</a>",
                    l.code(),
                    lang.link_in(l),
                    l.own_name()
                )
            }
        })
        .collect::<Vec<_>>()
        .join(" · ");
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} · Cruise Pawns</title>{head_extra}<link rel=\"stylesheet\" href=\"/static/site.css\"></head>\
         <body><nav><a href=\"/{keep}\">Cruise Pawns</a> · <a href=\"/leaderboard/cruise{keep}\">{board}</a></nav>\
         {body}<footer>{footer}<nav id=\"languages\">{languages}: {switcher}</nav></footer></body></html>",
        code = lang.locale.code(),
        keep = lang.keep(true),
        title = escape(title),
        board = lang.t(ids::WEB_NAV_LEADERBOARD, &[]),
        footer = lang.t(ids::WEB_FOOTER, &[]),
        languages = lang.t(ids::WEB_LANGUAGES, &[]),
    )
}

/// A plain, helpful 404 page (in the visitor's language): what was not
/// found and why that may be.
pub(crate) fn not_found(what: &Words) -> Response {
    let lang = crate::language::here();
    let body = format!(
        "<h1>{}</h1><p>{}</p><p>{}</p><p><a href=\"/\">{}</a></p>",
        lang.t(ids::WEB_NOT_FOUND_TITLE, &[]),
        escape(&lang.say(what)),
        lang.t(ids::WEB_NOT_FOUND_WHY, &[]),
        lang.t(ids::WEB_BACK_HOME, &[]),
    );
    (
        StatusCode::NOT_FOUND,
        Html(page(
            &lang,
            &lang.t(ids::WEB_NOT_FOUND_TITLE, &[]),
            "",
            &body,
        )),
    )
        .into_response()
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
        let p = page(&Lang::en(), "<b>x</b>", "", "");
        assert!(p.contains("&lt;b&gt;x&lt;/b&gt; · Cruise Pawns"));
        assert!(p.contains("<html lang=\"en-US\">"), "{p}");
        assert_eq!(p.matches("hreflang=").count(), 12, "{p}");
    }
}
