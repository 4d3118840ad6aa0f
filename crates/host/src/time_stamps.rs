//! Moments in messages as Discord shows them: a `<t:UNIX:STYLE>` stamp,
//! which each reader's Discord client renders in their own time zone and
//! language ("in 2 hours", "5 December 2026 14:00"), so a deadline never
//! goes stale in a message read later. Frontends that are not Discord (the
//! terminal) render the stamps as plain text with [`plain_stamps`].
//!
//! ```
//! use host::time_stamps::{plain_stamps, stamp};
//! let at = 1_796_497_200_000; // 2026-12-05 19:00 UTC
//! assert_eq!(stamp(at, 'R'), "<t:1796497200:R>");
//! let text = format!("Time runs out {}.", stamp(at, 'R'));
//! assert_eq!(plain_stamps(&text, at - 3 * 3_600_000), "Time runs out in 3 hours.");
//! assert_eq!(plain_stamps(&stamp(at, 'F'), 0), "2026-12-05 19:00 UTC");
//! ```

use chrono::{DateTime, Utc};

/// Moment `ms` (unix milliseconds) as a Discord stamp of style `style`:
/// `R` relative ("in 2 hours"), `f` a date and time, `F` with the
/// weekday, `t` the time of day.
pub fn stamp(ms: i64, style: char) -> String {
    format!("<t:{}:{style}>", ms.div_euclid(1000))
}

/// `text` with every Discord stamp written out for a reader at `now_ms`:
/// a relative one as "in 3 hours" / "5 minutes ago", any other as the
/// moment in UTC ("2026-12-05 19:00 UTC"). Anything that is not a whole
/// stamp is left as it is.
pub fn plain_stamps(text: &str, now_ms: i64) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        match tail
            .find('>')
            .and_then(|end| Some((end, read_stamp(&tail[3..end])?)))
        {
            Some((end, (secs, style))) => {
                out.push_str(&written(secs, style, now_ms));
                rest = &tail[end + 1..];
            }
            None => {
                out.push_str("<t:");
                rest = &tail[3..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The seconds and style of a stamp's inside (`1796497200:R`, or
/// `1796497200` for the default style).
fn read_stamp(inside: &str) -> Option<(i64, char)> {
    let (secs, style) = match inside.split_once(':') {
        Some((s, style)) => {
            let mut chars = style.chars();
            let c = chars.next()?;
            if chars.next().is_some() || !"tTdDfFR".contains(c) {
                return None;
            }
            (s, c)
        }
        None => (inside, 'f'),
    };
    Some((secs.parse().ok()?, style))
}

/// Stamp `secs` of `style` as plain words for a reader at `now_ms`.
fn written(secs: i64, style: char, now_ms: i64) -> String {
    if style == 'R' {
        let ms = secs * 1000 - now_ms;
        let span = roughly(ms.abs());
        return if ms >= 0 {
            format!("in {span}")
        } else {
            format!("{span} ago")
        };
    }
    match DateTime::<Utc>::from_timestamp(secs, 0) {
        Some(t) => t.format("%Y-%m-%d %H:%M UTC").to_string(), // words-scan: skip (a date format)
        None => format!("<t:{secs}:{style}>"),
    }
}

/// A span in its largest whole unit, as Discord words it: "3 days",
/// "5 hours", "1 minute", "20 seconds".
fn roughly(ms: i64) -> String {
    let s = ms / 1000;
    let (n, unit) = if s >= 2 * 86_400 {
        (s / 86_400, "day")
    } else if s >= 2 * 3600 {
        (s / 3600, "hour")
    } else if s >= 60 {
        (s / 60, "minute")
    } else {
        (s, "second")
    };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_written_out_and_the_rest_is_kept() {
        let at = 1_796_497_200_000;
        let text = format!(
            "Ends {} ({}); <t:x:R> and <t:5",
            stamp(at, 'F'),
            stamp(at, 'R')
        );
        assert_eq!(
            plain_stamps(&text, at + 90_000),
            "Ends 2026-12-05 19:00 UTC (1 minute ago); <t:x:R> and <t:5"
        );
        assert_eq!(plain_stamps("<t:1796497200>", 0), "2026-12-05 19:00 UTC");
        assert_eq!(plain_stamps("no stamp", 0), "no stamp");
        assert_eq!(
            plain_stamps(&stamp(at, 'R'), at - 3 * 86_400_000),
            "in 3 days"
        );
        assert_eq!(plain_stamps(&stamp(at, 'R'), at - 30_000), "in 30 seconds");
        assert_eq!(plain_stamps("<t:1796497200:Q>", 0), "<t:1796497200:Q>");
    }
}
