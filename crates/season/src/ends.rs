//! Reading a season's `ends:` through [`host::typed_time`], as every time
//! a member types: a date (`2026-12-31`: the season ends when that day is
//! over, UTC unless a zone follows), a date and time (`2026-12-31 18:00`,
//! `2026-12-31 18:00 Europe/Berlin`), a Discord timestamp
//! (`<t:1798675200>`, any style), unix seconds, or a span from now (`30d`,
//! `in 4w`, `12h`). A season ends in the future and at most a year ahead.

use host::time_stamps::stamp;
use host::typed_time::{TimeError, read_when};
use locale::{Locale, Words, ids};

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

impl EndsError {
    /// What the member reads (`season.ftl`), in no language yet.
    pub fn words(&self) -> Words {
        match self {
            EndsError::Unreadable(t) => Words::new(ids::SEASON_ENDS_UNREADABLE).arg("text", t),
            EndsError::Passed { text, at_ms } => Words::new(ids::SEASON_ENDS_PASSED)
                .arg("text", text)
                .arg("at", stamp(*at_ms, 'F')),
            EndsError::TooFar(t) => Words::new(ids::SEASON_ENDS_TOO_FAR).arg("text", t),
        }
    }
}

impl std::fmt::Display for EndsError {
    /// The en-US sentence ([`EndsError::words`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words().text(Locale::EnUs))
    }
}

/// The season's end (unix ms) that `text` names, `now_ms` being now;
/// empty text: `None` (it ends by `/season end`).
pub fn parse_ends(text: &str, now_ms: i64) -> Result<Option<i64>, EndsError> {
    let raw = text.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let at = read(raw, now_ms)?;
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

/// The instant `raw` names, read as every time a member types
/// ([`host::typed_time`]): a bare date is the end of that day.
fn read(raw: &str, now_ms: i64) -> Result<i64, EndsError> {
    match read_when(raw, now_ms) {
        Ok(when) => when
            .end_ms()
            .ok_or_else(|| EndsError::TooFar(raw.to_string())),
        Err(TimeError::OutOfRange) => Err(EndsError::TooFar(raw.to_string())),
        Err(TimeError::Unreadable | TimeError::UnknownZone(_)) => {
            Err(EndsError::Unreadable(raw.to_string()))
        }
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
