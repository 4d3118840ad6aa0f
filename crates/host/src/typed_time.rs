//! Times and spans as members type them, read one way everywhere: a
//! tournament's `starts:`, `no_show:`, `remind:` and `checkin:`, a
//! season's `ends:`. Pure: the caller gives the time it is now. What may
//! be typed is defined by the tests in `crates/host/tests/typed_time.rs`.
//!
//! - A span: a duration as [`crate::duration`] reads it (`30s`, `2m`,
//!   `5 min`, `1h`, `2 hours`, `1d`, `4w`; no unit: minutes), at most a
//!   year.
//! - A moment ([`read_when`]): a Discord timestamp (`<t:1796497200:F>`,
//!   any style, as Discord's own picker pastes it), unix seconds (9 digits
//!   or more), a span from now (`in 2h`, `2h`), a time of day (`18:30`, the
//!   next time it comes), a date and time (`2026-12-04 19:00`,
//!   `2026-12-04T19:00Z`) or a bare date (`2026-12-31`: the caller says
//!   what a day means); times are UTC unless an IANA zone follows
//!   (`19:00 Europe/Berlin`, any case; `UTC`, `GMT`, `Z`).
//!
//! ```
//! use host::typed_time::{When, read_when};
//! let now = 1_796_342_400_000; // 2026-12-04 00:00 UTC, in unix ms
//! assert_eq!(read_when("in 2h", now), Ok(When::At(now + 7_200_000)));
//! // 19:00 in Berlin is 18:00 UTC in December.
//! assert_eq!(
//!     read_when("2026-12-04 19:00 Europe/Berlin", now),
//!     Ok(When::At(now + 18 * 3_600_000))
//! );
//! ```

use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};
use chrono_tz::Tz;

use crate::duration::{self, Bare, DurationError};

/// The longest span read: a year (366 days).
pub const MAX_SPAN_MS: i64 = duration::MAX_MS;

/// Unix seconds have at least this many digits (any time after 2001);
/// shorter plain numbers are minutes from now (`45`).
const UNIX_DIGITS: usize = 9;

/// Why a typed time was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeError {
    /// Not a time, date or span.
    Unreadable,
    /// A zone that is not an IANA name (the word typed).
    UnknownZone(String),
    /// A number too large to be a time (`999999999999d`,
    /// `<t:99999999999999999>`), or a span longer than [`MAX_SPAN_MS`].
    OutOfRange,
}

/// A moment as typed: an instant, or a whole day whose meaning is the
/// caller's (a season ends when it is over).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Unix ms.
    At(i64),
    /// A date in a zone (UTC unless one was typed).
    Day(NaiveDate, Tz),
}

impl When {
    /// The first instant of a [`When::Day`], or the instant itself.
    pub fn start_ms(self) -> Option<i64> {
        match self {
            When::At(at) => Some(at),
            When::Day(d, zone) => first_instant(d, zone),
        }
    }

    /// The instant a [`When::Day`] is over (the next day's first instant),
    /// or the instant itself.
    pub fn end_ms(self) -> Option<i64> {
        match self {
            When::At(at) => Some(at),
            When::Day(d, zone) => first_instant(d.succ_opt()?, zone),
        }
    }
}

/// Reads a moment, `now_ms` being now (see the module documentation). A
/// bare time of day is the next time it comes; a local time that a
/// daylight-saving change skips is not read, one it repeats is the
/// earlier.
pub fn read_when(text: &str, now_ms: i64) -> Result<When, TimeError> {
    read_when_in(text, now_ms, Tz::UTC)
}

/// [`read_when`] with a wall-clock time or a day typed without a zone read
/// in `zone` (a server's own zone) rather than UTC.
///
/// ```
/// use host::typed_time::{When, read_when_in};
/// let now = 1_796_342_400_000; // 2026-12-04 00:00 UTC
/// let berlin = chrono_tz::Europe::Berlin;
/// assert_eq!(
///     read_when_in("2026-12-04 19:00", now, berlin),
///     Ok(When::At(now + 18 * 3_600_000))
/// );
/// // A zone typed wins over the server's.
/// assert_eq!(
///     read_when_in("2026-12-04 19:00 UTC", now, berlin),
///     Ok(When::At(now + 19 * 3_600_000))
/// );
/// ```
pub fn read_when_in(text: &str, now_ms: i64, default_zone: Tz) -> Result<When, TimeError> {
    let raw = text.trim();
    let lower = raw.to_ascii_lowercase();
    // A Discord timestamp, any style: <t:1796497200> or <t:1796497200:F>.
    if let Some(inner) = lower.strip_prefix("<t:").and_then(|r| r.strip_suffix('>')) {
        return unix_seconds(inner.split(':').next().unwrap_or_default()).map(When::At);
    }
    if lower.len() >= UNIX_DIGITS && lower.bytes().all(|b| b.is_ascii_digit()) {
        return unix_seconds(&lower).map(When::At);
    }
    // A span from now: `in 2h`, `in 90s`, `2h`, `45` (minutes).
    let span = lower.strip_prefix("in").unwrap_or(&lower);
    match duration::parse_ms(span, Bare::Minutes) {
        Ok(ms) => return Ok(When::At(now_ms + ms)),
        Err(DurationError::TooLong) => return Err(TimeError::OutOfRange),
        Err(DurationError::Unreadable) => {}
    }
    // A wall-clock time or a day: [date] [time] [zone].
    let words: Vec<&str> = raw.split_whitespace().collect();
    let (words, zone) = match words.split_last() {
        Some((last, rest)) if !rest.is_empty() && is_zone_like(last) => (rest, zone_of(last)?),
        _ => (words.as_slice(), default_zone),
    };
    let bad = TimeError::Unreadable;
    let (date, time) = match words {
        [one] => match one.split_once(['T', 't']) {
            Some((d, t)) if d.contains('-') => (Some(date_of(d)?), t),
            _ if one.contains('-') => return Ok(When::Day(date_of(one)?, zone)),
            _ => (None, *one),
        },
        [d, t] => (Some(date_of(d)?), *t),
        _ => return Err(bad),
    };
    let time = time_of(time).ok_or(TimeError::Unreadable)?;
    let local = |d: NaiveDate| {
        zone.from_local_datetime(&NaiveDateTime::new(d, time))
            .earliest()
            .map(|t| t.timestamp_millis())
    };
    match date {
        Some(d) => local(d).map(When::At).ok_or(bad),
        None => {
            // The next time it comes: today in that zone, else tomorrow.
            let mut day = DateTime::from_timestamp_millis(now_ms)
                .ok_or(TimeError::OutOfRange)?
                .with_timezone(&zone)
                .date_naive();
            for _ in 0..3 {
                if let Some(at) = local(day).filter(|&at| at > now_ms) {
                    return Ok(When::At(at));
                }
                day = day.succ_opt().ok_or(TimeError::OutOfRange)?;
            }
            Err(bad)
        }
    }
}

/// The zone named at the end of a typed time (`2026-12-04 19:00
/// Europe/Berlin`, `18:30 utc`), if one is: where a series created with it
/// keeps its hour. `None` for a time without one, a span or a timestamp.
pub fn typed_zone(text: &str) -> Option<Tz> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() && is_zone_like(last) => zone_of(last).ok(),
        _ => None,
    }
}

/// The zone an IANA name names (`Europe/Berlin`, any case; `UTC`, `Z`), as
/// a server sets it (`/settings timezone:`).
pub fn zone_named(name: &str) -> Result<Tz, TimeError> {
    zone_of(name.trim())
}

/// The first instant of day `d` in `zone`.
fn first_instant(d: NaiveDate, zone: Tz) -> Option<i64> {
    // A day that begins in a daylight-saving gap begins at its first hour.
    (0..3).find_map(|h| {
        zone.from_local_datetime(&d.and_hms_opt(h, 0, 0)?)
            .earliest()
            .map(|t| t.timestamp_millis())
    })
}

/// Unix seconds as unix ms; a number too large for the clock is out of
/// range.
fn unix_seconds(text: &str) -> Result<i64, TimeError> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimeError::Unreadable);
    }
    let secs: i64 = t.parse().map_err(|_| TimeError::OutOfRange)?;
    // 9999-12-31 23:59:59 UTC at the latest.
    if secs > 253_402_300_799 {
        return Err(TimeError::OutOfRange);
    }
    Ok(secs * 1000)
}

/// Whether a word is meant as a zone: `Europe/Berlin`, `UTC`, `GMT`, `Z`.
fn is_zone_like(word: &str) -> bool {
    word.contains('/')
        || ["utc", "gmt", "z"]
            .iter()
            .any(|z| word.eq_ignore_ascii_case(z))
}

/// The zone a word names (IANA names, any case).
fn zone_of(word: &str) -> Result<Tz, TimeError> {
    if word.eq_ignore_ascii_case("z") {
        return Ok(Tz::UTC);
    }
    chrono_tz::TZ_VARIANTS
        .iter()
        .find(|z| z.name().eq_ignore_ascii_case(word))
        .copied()
        .ok_or_else(|| TimeError::UnknownZone(word.to_string()))
}

/// `2026-12-04`.
fn date_of(text: &str) -> Result<NaiveDate, TimeError> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| TimeError::Unreadable)
}

/// `19:00`, `9:05` or `19:00:30`; a trailing `Z` (UTC) is allowed.
fn time_of(text: &str) -> Option<NaiveTime> {
    let t = text.trim_end_matches(['Z', 'z']);
    NaiveTime::parse_from_str(t, "%H:%M")
        .or_else(|_| NaiveTime::parse_from_str(t, "%H:%M:%S"))
        .ok()
}
