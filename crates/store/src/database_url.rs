//! `DATABASE_URL`: which backend and where, parsed before anything connects,
//! and redaction of passwords for messages and logs.

use std::path::PathBuf;

use crate::error::{Result, StoreError};

/// The URL used when `DATABASE_URL` is not set: a SQLite file under `data/`
/// (relative to the working directory), created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/cruise-pawns.db";

/// The accepted forms, shown in every error about a malformed URL.
pub const ACCEPTED_FORMS: &str = "accepted forms: \
sqlite://RELATIVE/PATH.db (e.g. sqlite://data/cruise-pawns.db), \
sqlite:///ABSOLUTE/PATH.db, sqlite::memory: (nothing kept), \
postgres://USER:PASSWORD@HOST:PORT/DATABASE or postgresql://USER:PASSWORD@HOST:PORT/DATABASE";

/// Where the data lives, as understood from a database URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseTarget {
    /// A SQLite database file; its parent directory and the file are created
    /// when missing.
    SqliteFile {
        /// The file's path as given (relative paths are relative to the
        /// working directory).
        path: PathBuf,
        /// Query parameters passed on to the SQLite driver (without `?`),
        /// e.g. `mode=rwc`.
        params: Option<String>,
    },
    /// An in-memory SQLite database, gone when the store is dropped.
    SqliteMemory,
    /// A PostgreSQL server; the string is the URL as given.
    Postgres(String),
}

impl DatabaseTarget {
    /// Parses a database URL, or says what is wrong with it and which forms
    /// are accepted (with any password redacted).
    pub fn parse(url: &str) -> Result<Self> {
        let trimmed = url.trim();
        if trimmed.is_empty() {
            return Err(StoreError::BadUrl(format!(
                "DATABASE_URL is empty; unset it to use the default {DEFAULT_DATABASE_URL}, \
                 or set it to one of the {ACCEPTED_FORMS}"
            )));
        }
        let lower = trimmed.to_ascii_lowercase();
        if lower.starts_with("postgres://") || lower.starts_with("postgresql://") {
            return parse_postgres(trimmed);
        }
        if lower.starts_with("sqlite:") {
            return parse_sqlite(trimmed);
        }
        let shown = redact_url(trimmed);
        let reason = match trimmed.split_once(':') {
            Some((scheme, _))
                if !scheme.is_empty()
                    && scheme
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)) =>
            {
                format!("its scheme `{scheme}:` is not supported")
            }
            _ => "it does not start with sqlite: or postgres://".to_string(),
        };
        Err(StoreError::BadUrl(format!(
            "DATABASE_URL `{shown}` is not usable: {reason}; {ACCEPTED_FORMS}"
        )))
    }

    /// Whether this is a PostgreSQL target.
    pub fn is_postgres(&self) -> bool {
        matches!(self, DatabaseTarget::Postgres(_))
    }
}

fn parse_sqlite(url: &str) -> Result<DatabaseTarget> {
    let rest = &url["sqlite:".len()..];
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let (path, params) = match rest.split_once('?') {
        Some((path, params)) => (path, Some(params)),
        None => (rest, None),
    };
    let bad = |reason: &str| {
        StoreError::BadUrl(format!(
            "DATABASE_URL `{}` is not a usable SQLite URL: {reason}; {ACCEPTED_FORMS}",
            redact_url(url)
        ))
    };
    if path == ":memory:" {
        return Ok(DatabaseTarget::SqliteMemory);
    }
    if let Some(params) = params {
        for pair in params.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "mode" if value == "memory" => return Ok(DatabaseTarget::SqliteMemory),
                "mode" | "cache" | "immutable" | "vfs" => {}
                other => {
                    return Err(bad(&format!(
                        "unknown parameter `{other}` (SQLite accepts mode, cache, immutable, vfs)"
                    )));
                }
            }
        }
    }
    if path.is_empty() {
        return Err(bad("the file path is missing"));
    }
    let decoded = percent_decode(path).ok_or_else(|| bad("the path has a malformed %-escape"))?;
    if decoded.ends_with('/') {
        return Err(bad("the path names a directory, not a file"));
    }
    Ok(DatabaseTarget::SqliteFile {
        path: PathBuf::from(decoded),
        params: params.filter(|p| !p.is_empty()).map(str::to_string),
    })
}

fn parse_postgres(url: &str) -> Result<DatabaseTarget> {
    use std::str::FromStr;
    if let Err(err) = sqlx::postgres::PgConnectOptions::from_str(url) {
        return Err(StoreError::BadUrl(format!(
            "DATABASE_URL `{}` is not a usable PostgreSQL URL: {}; {ACCEPTED_FORMS}",
            redact_url(url),
            describe_sqlx_error(&err)
        )));
    }
    let after_scheme = url.split_once("://").map(|(_, r)| r).unwrap_or("");
    let authority = after_scheme
        .split(['/', '?', '#'])
        .next()
        .unwrap_or_default();
    let host = authority.rsplit('@').next().unwrap_or_default();
    if host.is_empty() && !url.contains("host=") {
        return Err(StoreError::BadUrl(format!(
            "DATABASE_URL `{}` is not a usable PostgreSQL URL: the host is missing; {ACCEPTED_FORMS}",
            redact_url(url)
        )));
    }
    Ok(DatabaseTarget::Postgres(url.to_string()))
}

/// The message of a sqlx error without anything that could repeat the URL.
fn describe_sqlx_error(err: &sqlx::Error) -> String {
    match err {
        sqlx::Error::Configuration(inner) => inner.to_string(),
        other => other.to_string(),
    }
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The URL with any password replaced by `***`: both the `user:password@`
/// part and a `password=` query parameter. Use it for every message or log
/// line that shows a database URL.
pub fn redact_url(url: &str) -> String {
    let mut out = String::with_capacity(url.len());
    let (head, rest) = match url.find("://") {
        Some(i) => url.split_at(i + 3),
        None => ("", url),
    };
    out.push_str(head);
    let mut rest = rest.to_string();
    if !head.is_empty() {
        // The credentials end at the `@` before the host. A password may
        // hold `/`, `?`, `#` and `@` unencoded, so take the last `@` whose
        // following part (up to the path, query or fragment) is a host.
        let host_at = rest
            .char_indices()
            .filter(|&(_, c)| c == '@')
            .map(|(i, _)| i)
            .rfind(|&i| {
                let after = &rest[i + 1..];
                let host = &after[..after.find(['/', '?', '#']).unwrap_or(after.len())];
                !host.contains(['=', '&', '@'])
            });
        if let Some(at) = host_at {
            let userinfo = &rest[..at];
            if let Some(colon) = userinfo.find(':') {
                rest = format!("{}:***{}", &userinfo[..colon], &rest[at..]);
            }
        }
    }
    if let Some(q) = rest.find('?') {
        let (path, query) = rest.split_at(q + 1);
        let query: Vec<String> = query
            .split('&')
            .map(|pair| match pair.split_once('=') {
                Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                _ => pair.to_string(),
            })
            .collect();
        rest = format!("{path}{}", query.join("&"));
    }
    out.push_str(&rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_forms() {
        assert_eq!(
            DatabaseTarget::parse("sqlite://data/cruise-pawns.db").unwrap(),
            DatabaseTarget::SqliteFile {
                path: "data/cruise-pawns.db".into(),
                params: None
            }
        );
        assert_eq!(
            DatabaseTarget::parse("sqlite:///tmp/a%20b.db?mode=rwc").unwrap(),
            DatabaseTarget::SqliteFile {
                path: "/tmp/a b.db".into(),
                params: Some("mode=rwc".into())
            }
        );
        assert_eq!(
            DatabaseTarget::parse("sqlite:x.db").unwrap(),
            DatabaseTarget::SqliteFile {
                path: "x.db".into(),
                params: None
            }
        );
        assert_eq!(
            DatabaseTarget::parse("sqlite::memory:").unwrap(),
            DatabaseTarget::SqliteMemory
        );
    }

    #[test]
    fn postgres_forms() {
        for url in [
            "postgres://u:p@localhost:5432/db",
            "postgresql://u@127.0.0.1/db",
            "POSTGRES://u:p@h/db",
        ] {
            assert!(DatabaseTarget::parse(url).unwrap().is_postgres(), "{url}");
        }
    }

    #[test]
    fn malformed_urls_say_why_and_hide_passwords() {
        let cases = [
            ("", "empty"),
            ("mysql://root:hunter2@h/db", "scheme `mysql:`"),
            ("data/cruise-pawns.db", "does not start with"),
            ("sqlite://", "path is missing"),
            ("sqlite://data/?mode=rwc", "directory"),
            ("sqlite://x.db?journal=wal", "unknown parameter `journal`"),
            ("postgres://u:hunter2@h:notaport/db", "PostgreSQL"),
            ("postgres://u:hunter2@/db", "host"),
        ];
        for (url, why) in cases {
            let err = DatabaseTarget::parse(url).unwrap_err().to_string();
            assert!(err.contains(why), "{url}: {err}");
            assert!(
                err.contains("postgres://USER:PASSWORD@HOST"),
                "{url}: {err}"
            );
            assert!(!err.contains("hunter2"), "{url}: {err}");
        }
    }

    #[test]
    fn redaction() {
        assert_eq!(
            redact_url("postgres://cruise:s3cr@t@db.example:5432/x?sslmode=require"),
            "postgres://cruise:***@db.example:5432/x?sslmode=require"
        );
        assert_eq!(
            redact_url("postgres://h/x?user=a&password=secret"),
            "postgres://h/x?user=a&password=***"
        );
        assert_eq!(
            redact_url("postgres://only-user@h/x"),
            "postgres://only-user@h/x"
        );
        assert_eq!(
            redact_url("sqlite://data/cruise-pawns.db"),
            "sqlite://data/cruise-pawns.db"
        );
    }

    #[test]
    fn passwords_with_url_delimiters_are_redacted() {
        for pw in ["pa/ss", "pa?ss", "pa#ss", "a/b?c#d@e", "x@y/z"] {
            let url = format!("postgres://cruise:{pw}@db.example:5432/game?sslmode=require");
            let shown = redact_url(&url);
            assert_eq!(
                shown, "postgres://cruise:***@db.example:5432/game?sslmode=require",
                "{pw}"
            );
        }
        // No password, an `@` only in the query: nothing is hidden.
        assert_eq!(
            redact_url("postgres://h/x?application_name=a@b"),
            "postgres://h/x?application_name=a@b"
        );
    }
}
