//! Reading a season's `ends:`: a date (`2026-12-31`: the season ends when
//! that day is over, UTC), a date and time (`2026-12-31 18:00`, UTC), a
//! Discord timestamp (`<t:1798675200>`, any style), unix seconds, or a span
//! from now (`30d`, `in 4w`, `12h`). A season ends in the future and at
//! most a year ahead.

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};

/// How far ahead a season may end (366 days).
pub const MAX_AHEAD_MS: i64 = 366 * DAY_MS;

const DAY_MS: i64 = 86_400_000;

/// Why an `ends:` was refused; the message says what to type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndsError {
    /// Not a date, time or span.
    Unreadable(String),
    /// A time that has passed (unix ms).
    Passed { text: String, at_ms: i64 },
    /// More than a year ahead.
    TooFar(String),
}

impl std::fmt::Display for EndsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EndsError::Unreadable(t) => write!(
                f,
                "`ends:{t}` is not a date I can read: write a day (2026-12-31, the season \
                 ends when it is over, UTC), a day and time (2026-12-31 18:00, UTC), a Discord \
                 timestamp (<t:1798675200>) or a span from now (30d, 4w)."
            ),
            EndsError::Passed { text, at_ms } => write!(
                f,
                "`ends:{text}` is <t:{}:F>, which has passed: give a time in the future.",
                at_ms.div_euclid(1000)
            ),
            EndsError::TooFar(t) => write!(
                f,
                "`ends:{t}` is more than a year away: a season ends within a year (end it \
                 earlier with `/season end` any time)."
            ),
        }
    }
}

/// The season's end (unix ms) that `text` names, `now_ms` being now;
/// empty text: `None` (it ends by `/season end`).
pub fn parse_ends(text: &str, now_ms: i64) -> Result<Option<i64>, EndsError> {
    let raw = text.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let at = match read(raw, now_ms) {
        Read::At(at) => at,
        Read::Unreadable => return Err(EndsError::Unreadable(raw.to_string())),
        // A number too large for any clock is further than a year.
        Read::OutOfRange => return Err(EndsError::TooFar(raw.to_string())),
    };
    if at <= now_ms {
        return Err(EndsError::Passed {
            text: raw.to_string(),
            at_ms: at,
        });
    }
    if at.saturating_sub(now_ms) > MAX_AHEAD_MS {
        return Err(EndsError::TooFar(raw.to_string()));
    }
    Ok(Some(at))
}

/// What an `ends:` text names: a time, nothing readable, or a number too
/// large to be a time at all (`999999999999d`, `<t:99999999999999999>`).
enum Read {
    At(i64),
    Unreadable,
    OutOfRange,
}

impl From<Option<i64>> for Read {
    /// A number read whose time overflowed (`None`) is out of range.
    fn from(at: Option<i64>) -> Read {
        at.map_or(Read::OutOfRange, Read::At)
    }
}

fn read(raw: &str, now_ms: i64) -> Read {
    let lower = raw.to_ascii_lowercase();
    if let Some(inner) = lower.strip_prefix("<t:").and_then(|r| r.strip_suffix('>')) {
        return match inner.split(':').next().and_then(seconds) {
            Some(at) => at.into(),
            None => Read::Unreadable,
        };
    }
    if lower.len() >= 9 && lower.bytes().all(|b| b.is_ascii_digit()) {
        return seconds(&lower).map_or(Read::Unreadable, Read::from);
    }
    let span = lower.strip_prefix("in").unwrap_or(&lower).trim();
    if let Some(ms) = span_ms(span) {
        // Checked: a span of a hundred billion days overflows the clock.
        return ms.and_then(|ms| now_ms.checked_add(ms)).into();
    }
    let words: Vec<&str> = raw.split_whitespace().collect();
    let words = match words.split_last() {
        Some((last, rest)) if !rest.is_empty() && last.eq_ignore_ascii_case("utc") => rest,
        _ => &words[..],
    };
    let at = match words {
        [day] => NaiveDate::parse_from_str(day, "%Y-%m-%d")
            .ok()
            // The end of that day: midnight after it.
            .and_then(|day| day.succ_opt())
            .map(|next| next.and_time(NaiveTime::MIN).and_utc().timestamp_millis()),
        [day, time] => NaiveDateTime::parse_from_str(&format!("{day} {time}"), "%Y-%m-%d %H:%M")
            .ok()
            .map(|at| at.and_utc().timestamp_millis()),
        _ => None,
    };
    at.map_or(Read::Unreadable, Read::At)
}

/// Unix seconds as ms: `None` when not a number, `Some(None)` when a
/// number too large (or small) for the clock.
fn seconds(s: &str) -> Option<Option<i64>> {
    match s.parse::<i64>() {
        Ok(n) => Some(n.checked_mul(1000)),
        // All digits but beyond i64: a number, out of range.
        Err(_)
            if !s.is_empty()
                && s.trim_start_matches('-')
                    .bytes()
                    .all(|b| b.is_ascii_digit()) =>
        {
            Some(None)
        }
        Err(_) => None,
    }
}

/// `30d`, `4w`, `12h`, `90m`: a span in ms; `Some(None)` for a span too
/// long for the clock; `None` when not a span.
fn span_ms(s: &str) -> Option<Option<i64>> {
    let unit = s.chars().last()?;
    let digits = s[..s.len() - unit.len_utf8()].trim();
    let per = match unit {
        'w' => 7 * DAY_MS,
        'd' => DAY_MS,
        'h' => 3_600_000,
        'm' => 60_000,
        _ => return None,
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    match digits.parse::<i64>() {
        Ok(0) => None,
        Ok(n) => Some(n.checked_mul(per)),
        // Digits beyond i64: a span, and far too long.
        Err(_) => Some(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-27 06:00 UTC.
    const NOW: i64 = 1_795_759_200_000;

    #[test]
    fn dates_times_stamps_and_spans() {
        assert_eq!(parse_ends("", NOW), Ok(None));
        assert_eq!(parse_ends("30d", NOW), Ok(Some(NOW + 30 * DAY_MS)));
        assert_eq!(parse_ends("in 4w", NOW), Ok(Some(NOW + 28 * DAY_MS)));
        assert_eq!(parse_ends("12h", NOW), Ok(Some(NOW + 12 * 3_600_000)));
        // The end of 2026-12-31 is 2027-01-01 00:00 UTC.
        assert_eq!(parse_ends("2026-12-31", NOW), Ok(Some(1_798_761_600_000)));
        assert_eq!(
            parse_ends("2026-12-31 18:00 UTC", NOW),
            Ok(Some(1_798_740_000_000))
        );
        assert_eq!(
            parse_ends("<t:1798740000:F>", NOW),
            Ok(Some(1_798_740_000_000))
        );
        assert_eq!(parse_ends("1798740000", NOW), Ok(Some(1_798_740_000_000)));
    }

    #[test]
    fn refusals_say_what_to_type() {
        let e = parse_ends("next friday", NOW).unwrap_err();
        assert!(matches!(e, EndsError::Unreadable(_)));
        assert!(e.to_string().contains("2026-12-31"), "{e}");
        let e = parse_ends("2026-01-01", NOW).unwrap_err();
        assert!(matches!(e, EndsError::Passed { .. }), "{e:?}");
        assert!(e.to_string().contains("has passed"), "{e}");
        let e = parse_ends("400d", NOW).unwrap_err();
        assert_eq!(e, EndsError::TooFar("400d".into()));
        assert!(parse_ends("0d", NOW).is_err());
    }

    /// Spans and stamps too large for the clock are refused as too far,
    /// never overflow (they used to: `106751991167d` passed the
    /// multiplication and overflowed when added to now).
    #[test]
    fn huge_spans_and_stamps_are_too_far_not_an_overflow() {
        for text in [
            "30000000d",
            "106751991167d",
            "in 106751991167d",
            "999999999999d",
            "99999999999999999999999w",
            "2562047788015h",
            "153722867280912m",
            "<t:9223372036854775>",
            "<t:99999999999999999999>",
            "99999999999999999999",
            "9999-12-31",
        ] {
            let e = parse_ends(text, NOW).unwrap_err();
            assert_eq!(e, EndsError::TooFar(text.into()), "{text}");
            assert!(e.to_string().contains("more than a year away"), "{e}");
        }
        for text in ["<t:-9223372036854775>", "-5d", "d", "5x"] {
            assert!(parse_ends(text, NOW).is_err(), "{text}");
        }
    }
}
