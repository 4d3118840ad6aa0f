//! When a tournament starts, as an organizer writes it in
//! `/tournament create starts:` — a Discord timestamp (`<t:1796497200:F>`,
//! any style, as Discord's own timestamp picker pastes it), unix seconds,
//! a span from now (`in 2h`), a time of day (`18:30`, UTC unless a zone
//! follows) or a date and time with an IANA zone (`2026-12-04 19:00
//! Europe/Berlin`). Pure: the caller gives the time it is now.
//!
//! ```
//! use tournament::start_time::parse_starts;
//! let now = 1_796_342_400_000; // 2026-12-04 00:00 UTC, in unix ms
//! assert_eq!(parse_starts("in 2h", now), Ok(Some(now + 7_200_000)));
//! assert_eq!(parse_starts("<t:1796497200:R>", now), Ok(Some(1_796_497_200_000)));
//! // 19:00 in Berlin is 18:00 UTC in December.
//! assert_eq!(
//!     parse_starts("2026-12-04 19:00 Europe/Berlin", now),
//!     Ok(Some(now + 18 * 3_600_000))
//! );
//! assert!(parse_starts("", now).unwrap().is_none());
//! ```

use crate::state::TournamentRefusal;
use chrono_tz::Tz;
use host::typed_time::{TimeError, When, read_when_in};

/// How far ahead a start may be (30 days).
pub const MAX_AHEAD_MS: i64 = 30 * 86_400_000;

/// Reads a start time (unix ms) from `text`, `now_ms` being now; empty:
/// `None` (the organizer starts it). Refused: text it does not understand
/// ([`TournamentRefusal::BadStart`]), an unknown zone, a time that has
/// passed, a time more than 30 days ahead. A bare time of day is the next
/// time it comes; a local time that a daylight-saving change skips is not
/// understood, one it repeats is the earlier.
pub fn parse_starts(text: &str, now_ms: i64) -> Result<Option<i64>, TournamentRefusal> {
    parse_starts_in(text, now_ms, Tz::UTC)
}

/// [`parse_starts`] with a time typed without a zone read in `zone` (the
/// server's, `/settings timezone:`).
pub fn parse_starts_in(
    text: &str,
    now_ms: i64,
    zone: Tz,
) -> Result<Option<i64>, TournamentRefusal> {
    let raw = text.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    let at = read(raw, now_ms, zone)?;
    if at <= now_ms {
        return Err(TournamentRefusal::StartPassed {
            text: raw.to_string(),
            at,
        });
    }
    if at - now_ms > MAX_AHEAD_MS {
        return Err(TournamentRefusal::StartTooFar(raw.to_string()));
    }
    Ok(Some(at))
}

/// The instant `raw` names, in unix ms, read as every time a member types
/// ([`host::typed_time`]); a bare date is not a start time.
fn read(raw: &str, now_ms: i64, zone: Tz) -> Result<i64, TournamentRefusal> {
    match read_when_in(raw, now_ms, zone) {
        Ok(When::At(at)) => Ok(at),
        Ok(When::Day(..)) | Err(TimeError::Unreadable) => {
            Err(TournamentRefusal::BadStart(raw.to_string()))
        }
        Err(TimeError::UnknownZone(z)) => Err(TournamentRefusal::UnknownZone(z)),
        Err(TimeError::OutOfRange) => Err(TournamentRefusal::StartTooFar(raw.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-12-04 17:00 UTC.
    const NOW: i64 = 1_796_342_400_000 + 17 * 3_600_000;
    const H: i64 = 3_600_000;

    #[test]
    fn discord_timestamps_of_any_style_and_unix_seconds() {
        let at = 1_796_497_200; // 2026-12-05 19:00 UTC
        for t in [
            format!("<t:{at}>"),
            format!("<t:{at}:F>"),
            format!("<t:{at}:R>"),
            format!("<t:{at}:t>"),
            format!("{at}"),
            format!(" {at} "),
        ] {
            assert_eq!(parse_starts(&t, NOW), Ok(Some(at * 1000)), "{t}");
        }
        assert!(matches!(
            parse_starts("<t:abc:F>", NOW),
            Err(TournamentRefusal::BadStart(_))
        ));
    }

    #[test]
    fn spans_from_now() {
        assert_eq!(parse_starts("", NOW), Ok(None));
        assert_eq!(parse_starts("in 10m", NOW), Ok(Some(NOW + 600_000)));
        assert_eq!(parse_starts("in 2h", NOW), Ok(Some(NOW + 2 * H)));
        assert_eq!(parse_starts("IN 2H", NOW), Ok(Some(NOW + 2 * H)));
        assert_eq!(parse_starts("2h", NOW), Ok(Some(NOW + 2 * H)));
        assert_eq!(parse_starts("in 1d", NOW), Ok(Some(NOW + 24 * H)));
        assert!(matches!(
            parse_starts("in 40d", NOW),
            Err(TournamentRefusal::StartTooFar(_))
        ));
    }

    #[test]
    fn times_of_day_are_the_next_time_they_come() {
        assert_eq!(parse_starts("18:30", NOW), Ok(Some(NOW + 90 * 60_000)));
        assert_eq!(parse_starts("16:00", NOW), Ok(Some(NOW + 23 * H)));
        // 19:00 in Berlin (UTC+1 in December) is 18:00 UTC: in an hour.
        assert_eq!(parse_starts("19:00 Europe/Berlin", NOW), Ok(Some(NOW + H)));
        assert_eq!(parse_starts("18:00 utc", NOW), Ok(Some(NOW + H)));
        assert!(parse_starts("25:00", NOW).is_err());
    }

    #[test]
    fn dates_with_iana_zones() {
        let at = |s: &str| parse_starts(s, NOW);
        // 2026-12-04 19:00 Berlin = 18:00 UTC.
        assert_eq!(at("2026-12-04 19:00 Europe/Berlin"), Ok(Some(NOW + H)));
        assert_eq!(at("2026-12-04 19:00 europe/berlin"), Ok(Some(NOW + H)));
        // New York is UTC-5 in December: 13:00 there is 18:00 UTC.
        assert_eq!(at("2026-12-04 13:00 America/New_York"), Ok(Some(NOW + H)));
        assert_eq!(
            at("2026-12-04 18:00"),
            Ok(Some(NOW + H)),
            "UTC without a zone"
        );
        assert_eq!(at("2026-12-04T18:00Z"), Ok(Some(NOW + H)));
        assert_eq!(at("2026-12-05 18:00 UTC"), Ok(Some(NOW + 25 * H)));
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        assert!(matches!(
            parse_starts("2026-12-04 19:00 Mars/Olympus", NOW),
            Err(TournamentRefusal::UnknownZone(z)) if z == "Mars/Olympus"
        ));
        assert!(matches!(
            parse_starts("2026-12-04 10:00 Europe/Berlin", NOW),
            Err(TournamentRefusal::StartPassed { at, .. }) if at == NOW - 8 * H
        ));
        assert!(matches!(
            parse_starts("2027-03-01 10:00", NOW),
            Err(TournamentRefusal::StartTooFar(_))
        ));
        assert!(matches!(
            parse_starts("2026-12-32 10:00", NOW),
            Err(TournamentRefusal::BadStart(_))
        ));
        assert!(matches!(
            parse_starts("tomorrow", NOW),
            Err(TournamentRefusal::BadStart(_))
        ));
        assert!(matches!(
            parse_starts("next friday at noon", NOW),
            Err(TournamentRefusal::BadStart(_))
        ));
        // A local time that a daylight-saving change skips does not exist.
        let now = 1_774_000_000_000; // 2026-03-20
        assert!(matches!(
            parse_starts("2026-03-29 02:30 Europe/Berlin", now),
            Err(TournamentRefusal::BadStart(_))
        ));
    }
}
