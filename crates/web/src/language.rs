//! The language a page is said in: `?lang=<code>` (a Discord code such as
//! `de` or `pt-BR`, any case, or a bare language: `pt` is pt-BR, `es`
//! es-ES, `zh` zh-CN, `en` en-US), else the best of the browser's
//! `Accept-Language` by its q-values, else, on a page of one server (its
//! games, tournaments, leaderboard, puzzles), the language the server
//! chose with `/settings language:`, else en-US. A code the site does not
//! ship is passed over, never an error.
//!
//! [`choose`] (a layer around every handler) reads the request's wishes
//! once; a page asks [`asked`] for them, and a server's page settles the
//! language with [`Asked::for_server`]. Every HTML answer says
//! `Vary: Accept-Language` (the same address answers in the browser's
//! language). The page frame ([`crate::html::page`]) sets `<html lang>`
//! and lists the languages, each a link to the same page with `?lang=`.

use axum::extract::Request;
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use locale::Locale;
use store::Store;

/// What a request asked for, and where it was (for the switcher's links).
#[derive(Clone, Debug, Default)]
pub(crate) struct Asked {
    /// `?lang=`, if it names a shipped language.
    query: Option<Locale>,
    /// The best shipped match of `Accept-Language`.
    header: Option<Locale>,
    /// The page's path.
    path: String,
    /// The query's other parameters, as sent (`lang` left out).
    rest: Vec<String>,
}

/// A page's language, settled, with what its switcher needs.
#[derive(Clone, Debug)]
pub(crate) struct Lang {
    pub locale: Locale,
    asked: Asked,
}

tokio::task_local! {
    static ASKED: Asked;
}

/// The shipped locale a language tag names: a code in any case (`pt-br`),
/// Discord's fallbacks (`en-GB`, `es-419`), or the bare language or any
/// region of it (`pt`, `de-CH`, `zh-TW`); `None` for one not shipped.
///
/// ```ignore
/// assert_eq!(of_tag("pt"), Some(Locale::PtBr));
/// ```
pub(crate) fn of_tag(tag: &str) -> Option<Locale> {
    let tag = tag.trim();
    if tag.is_empty() {
        return None;
    }
    if let Some(l) = Locale::ALL
        .into_iter()
        .find(|l| l.code().eq_ignore_ascii_case(tag))
    {
        return Some(l);
    }
    let primary = tag.split(['-', '_']).next().unwrap_or_default();
    match primary.to_ascii_lowercase().as_str() {
        "en" => Some(Locale::EnUs),
        "es" => Some(Locale::EsEs),
        "pt" => Some(Locale::PtBr),
        "zh" => Some(Locale::ZhCn),
        p => Locale::ALL.into_iter().find(|l| l.code() == p),
    }
}

/// The best shipped match of an `Accept-Language` value: the languages by
/// falling q-value (in the order given among equals), the first shipped
/// one; `q=0` and `*` are passed over.
pub(crate) fn of_accept_language(value: &str) -> Option<Locale> {
    let mut wishes: Vec<(f32, usize, &str)> = Vec::new();
    for (i, part) in value.split(',').enumerate() {
        let mut bits = part.split(';');
        let tag = bits.next().unwrap_or_default().trim();
        let mut q = 1.0f32;
        for b in bits {
            if let Some(v) = b.trim().strip_prefix("q=") {
                q = v.trim().parse().unwrap_or(0.0);
            }
        }
        if q > 0.0 && tag != "*" && !tag.is_empty() {
            wishes.push((q, i, tag));
        }
    }
    wishes.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wishes.into_iter().find_map(|(_, _, tag)| of_tag(tag))
}

impl Asked {
    /// The wishes of a request: its query and `Accept-Language`.
    fn of(req: &Request) -> Asked {
        let mut query = None;
        let mut rest = Vec::new();
        for pair in req.uri().query().unwrap_or_default().split('&') {
            if pair.is_empty() {
                continue;
            }
            match pair.split_once('=') {
                Some(("lang", code)) => query = query.or(of_tag(code)),
                _ if pair == "lang" => {}
                _ => rest.push(pair.to_string()),
            }
        }
        let header = req
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(of_accept_language);
        Asked {
            query,
            header,
            path: req.uri().path().to_string(),
            rest,
        }
    }

    /// The language of a page of no one server.
    pub(crate) fn settled(&self) -> Lang {
        self.with_default(None)
    }

    /// The language of a page of server `guild` (`None`: of no server):
    /// the visitor's wish, else the server's `/settings language:`, else
    /// en-US. Reads the server's choice only when the visitor has no wish.
    pub(crate) async fn for_server(&self, store: &Store, guild: Option<&str>) -> Lang {
        if self.query.is_some() || self.header.is_some() {
            return self.settled();
        }
        let server = match guild {
            Some(g) if !g.is_empty() => match store.server_language(g).await {
                Ok(code) => code.as_deref().and_then(Locale::from_discord),
                Err(e) => {
                    tracing::warn!("web: server {g}'s language: {e}");
                    None
                }
            },
            _ => None,
        };
        self.with_default(server)
    }

    fn with_default(&self, server: Option<Locale>) -> Lang {
        Lang {
            locale: self
                .query
                .or(self.header)
                .or(server)
                .unwrap_or(Locale::EnUs),
            asked: self.clone(),
        }
    }
}

impl Lang {
    /// The language of a page outside any request (a test's): en-US.
    #[cfg(test)]
    pub(crate) fn en() -> Lang {
        Asked::default().settled()
    }

    /// The address of this page in `other`: the same path and query, with
    /// `lang=<code>` (as HTML attribute text).
    pub(crate) fn link_in(&self, other: Locale) -> String {
        let mut query = self.asked.rest.clone();
        query.push(format!("lang={}", other.code()));
        let path = if self.asked.path.is_empty() {
            "/"
        } else {
            &self.asked.path
        };
        crate::escape::escape(&format!("{path}?{}", query.join("&")))
    }

    /// `lang=<code>` to keep in the page's own links when the visitor
    /// asked with `?lang=` (`Accept-Language` and the server's choice
    /// come again with the next request), else nothing: `&` then it, or
    /// `?` then it, as `first` says.
    pub(crate) fn keep(&self, first: bool) -> String {
        match self.asked.query {
            Some(l) if first => format!("?lang={}", l.code()),
            Some(l) => format!("&amp;lang={}", l.code()),
            None => String::new(),
        }
    }

    /// Message `id` with `args` in this page's language.
    pub(crate) fn t(&self, id: &str, args: &[(&str, locale::Arg<'_>)]) -> String {
        locale::text(self.locale, id, args)
    }

    /// `words` in this page's language.
    pub(crate) fn say(&self, words: &locale::Words) -> String {
        words.text(self.locale)
    }
}

/// The wishes of the request being answered (none outside [`choose`]).
pub(crate) fn asked() -> Asked {
    ASKED.try_with(Asked::clone).unwrap_or_default()
}

/// The language of the request being answered, on a page of no server.
pub(crate) fn here() -> Lang {
    asked().settled()
}

/// The layer that reads a request's wishes for the handlers below it, and
/// marks an HTML answer as varying with `Accept-Language`.
pub(crate) async fn choose(req: Request, next: Next) -> Response {
    let asked = Asked::of(&req);
    let mut response = ASKED.scope(asked, next.run(req)).await;
    let html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if html {
        response
            .headers_mut()
            .append(header::VARY, HeaderValue::from_static("Accept-Language"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_in_any_case_and_bare() {
        assert_eq!(of_tag("de"), Some(Locale::De));
        assert_eq!(of_tag("pt-BR"), Some(Locale::PtBr));
        assert_eq!(of_tag("pt-br"), Some(Locale::PtBr));
        assert_eq!(of_tag("pt"), Some(Locale::PtBr));
        assert_eq!(of_tag("es"), Some(Locale::EsEs));
        assert_eq!(of_tag("es-MX"), Some(Locale::EsEs));
        assert_eq!(of_tag("zh"), Some(Locale::ZhCn));
        assert_eq!(of_tag("en"), Some(Locale::EnUs));
        assert_eq!(of_tag("en-GB"), Some(Locale::EnUs));
        assert_eq!(of_tag("de-CH"), Some(Locale::De));
        assert_eq!(of_tag("JA"), Some(Locale::Ja));
        for unknown in ["xx", "", "ko", "sv-SE", "<script>"] {
            assert_eq!(of_tag(unknown), None, "{unknown}");
        }
    }

    #[test]
    fn accept_language_by_q_value() {
        assert_eq!(
            of_accept_language("de-CH,de;q=0.9,en;q=0.8"),
            Some(Locale::De)
        );
        assert_eq!(of_accept_language("en;q=0.5, fr"), Some(Locale::Fr));
        assert_eq!(of_accept_language("ko, uk;q=0.3"), Some(Locale::Uk));
        assert_eq!(of_accept_language("fr;q=0, it;q=0.1"), Some(Locale::It));
        assert_eq!(of_accept_language("*"), None);
        assert_eq!(of_accept_language("ko-KR,ko;q=0.9"), None);
        assert_eq!(of_accept_language(""), None);
        assert_eq!(of_accept_language("de;q=x"), None);
    }

    #[test]
    fn the_switcher_keeps_the_other_parameters() {
        let asked = Asked {
            query: Some(Locale::Fr),
            header: None,
            path: "/games/7".into(),
            rest: vec!["ply=3".into(), "side=black".into()],
        };
        let lang = asked.settled();
        assert_eq!(lang.locale, Locale::Fr);
        assert_eq!(
            lang.link_in(Locale::PtBr),
            "/games/7?ply=3&amp;side=black&amp;lang=pt-BR"
        );
    }
}
