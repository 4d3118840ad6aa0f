//! The headers every answer carries, whatever answered it (a page, the
//! JSON, a picture, a 404, a 503 of the limits, a static file): the
//! security headers, and the Cache-Control rule for a server's pages.
//!
//! The cache rule: a server's pages and pictures (its leaderboard,
//! tournaments, games, their PNG frames, and the players' pages and charts
//! made of its games) may be kept by a shared cache (a CDN, a proxy) for
//! [`SHARED_MAX_AGE_SECS`] seconds at most, and never served stale. So
//! within a minute of `/settings web:off` no shared cache serves them any
//! more: the site itself answers 404 at once, and a cache must ask it again
//! (a frame's `If-None-Match` is answered only after the privacy check).
//! Errors are never stored. Only the static files, which show no server's
//! data, are kept longer.

use axum::http::header::{self, HeaderName, HeaderValue};
use axum::response::Response;

/// How long a shared cache may keep a server's page or picture (well
/// under the minute the pages must be gone in after `/settings web:off`).
pub const SHARED_MAX_AGE_SECS: u32 = 30;
const _: () = assert!(
    SHARED_MAX_AGE_SECS <= 60,
    "a server's pages must leave shared caches within a minute of /settings web:off" // words-scan: skip (a compile-time check's message, for programmers)
);

/// The Cache-Control of a server's pages and pictures (see the module's
/// comment): at most [`SHARED_MAX_AGE_SECS`], and `must-revalidate` so no
/// cache serves it stale (e.g. while the site is slow).
pub const SERVER_PAGES: &str = "public, max-age=30, must-revalidate"; // words-scan: skip (a Cache-Control value)

/// The Cache-Control of an error: never stored (a 404 of a server whose
/// pages are off must not outlive `/settings web:on`, a 503 is momentary).
pub const ERRORS: &str = "no-store";

/// The Content-Security-Policy: everything from the site itself, no inline
/// script or style (the style and the replay's script are files under
/// `/static`), no plugins, no framing by any page.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
     connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Adds the security headers and, to an answer without one, the
/// Cache-Control of the rule above.
pub(crate) async fn add(mut response: Response) -> Response {
    let failed = response.status().is_client_error() || response.status().is_server_error();
    let h = response.headers_mut();
    let fixed: [(HeaderName, &'static str); 5] = [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
    ];
    for (name, value) in fixed {
        h.insert(name, HeaderValue::from_static(value));
    }
    if failed {
        // Whatever the handler said, an error is not kept.
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static(ERRORS));
    } else if !h.contains_key(header::CACHE_CONTROL) {
        h.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(SERVER_PAGES),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_allows_nothing_inline_and_no_framing() {
        assert!(!CSP.contains("unsafe-inline") && !CSP.contains("unsafe-eval"));
        assert!(CSP.contains("frame-ancestors 'none'"));
        assert!(SERVER_PAGES.contains(&format!("max-age={SHARED_MAX_AGE_SECS}")));
    }
}
