//! What members may type as a time or a span, wherever they type one
//! (`/tournament create starts:`, `no_show:`, `remind:`, `checkin:`,
//! `/season start ends:`): this file is the definition. The tournament and
//! season crates read through [`host::typed_time`] and
//! [`host::duration`]; their own tests only check their limits (how far
//! ahead, how long).

use host::duration::{Bare, DurationError, parse_ms};
use host::typed_time::{MAX_SPAN_MS, TimeError, When, read_when};

/// A span where a bare number is minutes.
fn span_ms(text: &str) -> Result<i64, DurationError> {
    parse_ms(text, Bare::Minutes)
}

/// 2026-12-04 17:00 UTC.
const NOW: i64 = 1_796_342_400_000 + 17 * H;
const S: i64 = 1000;
const M: i64 = 60 * S;
const H: i64 = 60 * M;
const D: i64 = 24 * H;

#[test]
fn spans_are_a_whole_number_and_a_unit() {
    for (text, ms) in [
        ("30s", 30 * S),
        ("90 sec", 90 * S),
        ("2m", 2 * M),
        (" 5 min ", 5 * M),
        ("45", 45 * M),
        ("10 minutes", 10 * M),
        ("1h", H),
        ("2 hours", 2 * H),
        ("1d", D),
        ("3 days", 3 * D),
        ("4w", 28 * D),
        ("1 week", 7 * D),
        ("2H", 2 * H),
        ("366d", 366 * D),
    ] {
        assert_eq!(span_ms(text), Ok(ms), "{text}");
    }
}

#[test]
fn not_spans_and_spans_too_long() {
    for text in [
        "",
        "m",
        "0m",
        "0",
        "-5d",
        "5x",
        "5 fortnights",
        "1.5h",
        "h1",
    ] {
        assert_eq!(span_ms(text), Err(DurationError::Unreadable), "{text:?}");
    }
    for text in [
        "367d",
        "53w",
        "106751991167d",
        "99999999999999999999d",
        "99999999999999999999999w",
    ] {
        assert_eq!(span_ms(text), Err(DurationError::TooLong), "{text}");
    }
    assert_eq!(MAX_SPAN_MS, 366 * D);
}

#[test]
fn discord_timestamps_of_any_style_and_unix_seconds() {
    let at = 1_796_497_200; // 2026-12-05 19:00 UTC
    for text in [
        format!("<t:{at}>"),
        format!("<t:{at}:F>"),
        format!("<t:{at}:R>"),
        format!("{at}"),
        format!(" {at} "),
    ] {
        assert_eq!(read_when(&text, NOW), Ok(When::At(at * 1000)), "{text}");
    }
    assert_eq!(read_when("<t:abc:F>", NOW), Err(TimeError::Unreadable));
    assert_eq!(read_when("<t:-5>", NOW), Err(TimeError::Unreadable));
    for text in [
        "<t:9223372036854775>",
        "<t:99999999999999999999>",
        "99999999999999999999",
    ] {
        assert_eq!(read_when(text, NOW), Err(TimeError::OutOfRange), "{text}");
    }
}

#[test]
fn spans_from_now() {
    for (text, ms) in [
        ("in 10m", 10 * M),
        ("in 2h", 2 * H),
        ("IN 2H", 2 * H),
        ("2h", 2 * H),
        ("in 4w", 28 * D),
        ("45", 45 * M),
    ] {
        assert_eq!(read_when(text, NOW), Ok(When::At(NOW + ms)), "{text}");
    }
    assert_eq!(read_when("in 400d", NOW), Err(TimeError::OutOfRange));
}

#[test]
fn times_of_day_are_the_next_time_they_come_utc_unless_a_zone_follows() {
    let at = |t: &str| read_when(t, NOW);
    assert_eq!(at("18:30"), Ok(When::At(NOW + 90 * M)));
    assert_eq!(at("16:00"), Ok(When::At(NOW + 23 * H)));
    assert_eq!(at("18:00:30"), Ok(When::At(NOW + H + 30 * S)));
    // 19:00 in Berlin (UTC+1 in December) is 18:00 UTC.
    assert_eq!(at("19:00 Europe/Berlin"), Ok(When::At(NOW + H)));
    assert_eq!(at("19:00 europe/berlin"), Ok(When::At(NOW + H)));
    assert_eq!(at("18:00 utc"), Ok(When::At(NOW + H)));
    assert_eq!(at("18:00 GMT"), Ok(When::At(NOW + H)));
    assert_eq!(at("25:00"), Err(TimeError::Unreadable));
}

#[test]
fn dates_and_times_in_a_zone() {
    let at = |t: &str| read_when(t, NOW);
    assert_eq!(at("2026-12-04 19:00 Europe/Berlin"), Ok(When::At(NOW + H)));
    // New York is UTC-5 in December.
    assert_eq!(
        at("2026-12-04 13:00 America/New_York"),
        Ok(When::At(NOW + H))
    );
    assert_eq!(at("2026-12-04 18:00"), Ok(When::At(NOW + H)));
    assert_eq!(at("2026-12-04T18:00Z"), Ok(When::At(NOW + H)));
    assert_eq!(at("2026-12-05 18:00 UTC"), Ok(When::At(NOW + 25 * H)));
    // A time that has passed is still read: the caller refuses it.
    assert_eq!(at("2026-12-04 10:00"), Ok(When::At(NOW - 7 * H)));
    assert_eq!(
        at("2026-12-04 19:00 Mars/Olympus"),
        Err(TimeError::UnknownZone("Mars/Olympus".into()))
    );
    // A local time that a daylight-saving change skips does not exist.
    assert_eq!(
        at("2026-03-29 02:30 Europe/Berlin"),
        Err(TimeError::Unreadable)
    );
    for text in [
        "2026-12-32 10:00",
        "tomorrow",
        "next friday",
        "next friday at noon",
    ] {
        assert_eq!(at(text), Err(TimeError::Unreadable), "{text}");
    }
}

#[test]
fn a_bare_date_is_a_day_the_caller_gives_a_meaning() {
    let day = read_when("2026-12-31", NOW).unwrap();
    let When::Day(d, zone) = day else {
        panic!("a day: {day:?}");
    };
    assert_eq!((d.to_string(), zone.name()), ("2026-12-31".into(), "UTC"));
    // 2026-12-31 00:00 UTC and 2027-01-01 00:00 UTC.
    assert_eq!(day.start_ms(), Some(1_798_675_200_000));
    assert_eq!(day.end_ms(), Some(1_798_761_600_000));
    // In Berlin the day starts an hour earlier.
    let berlin = read_when("2026-12-31 Europe/Berlin", NOW).unwrap();
    assert_eq!(berlin.start_ms(), Some(1_798_675_200_000 - H));
    assert!(matches!(read_when("9999-12-31", NOW), Ok(When::Day(..))));
}

#[test]
fn a_servers_zone_reads_times_typed_without_one_and_a_typed_zone_wins() {
    use host::typed_time::{read_when_in, typed_zone, zone_named};
    let berlin = chrono_tz::Europe::Berlin;
    // 19:00 in Berlin (UTC+1 in December) is 18:00 UTC.
    assert_eq!(
        read_when_in("2026-12-04 19:00", NOW, berlin),
        Ok(When::At(NOW + H))
    );
    assert_eq!(read_when_in("19:00", NOW, berlin), Ok(When::At(NOW + H)));
    assert_eq!(
        read_when_in("2026-12-04 19:00 UTC", NOW, berlin),
        Ok(When::At(NOW + 2 * H))
    );
    // Spans and timestamps have no zone.
    assert_eq!(
        read_when_in("in 2h", NOW, berlin),
        Ok(When::At(NOW + 2 * H))
    );
    assert_eq!(typed_zone("2026-12-04 19:00 europe/berlin"), Some(berlin));
    assert_eq!(typed_zone("18:30 UTC"), Some(chrono_tz::UTC));
    for none in ["18:30", "in 2h", "<t:1796497200:F>", "Europe/Berlin"] {
        assert_eq!(typed_zone(none), None, "{none}");
    }
    assert_eq!(
        zone_named(" America/New_York "),
        Ok(chrono_tz::America::New_York)
    );
    assert_eq!(
        zone_named("Mars/Olympus"),
        Err(TimeError::UnknownZone("Mars/Olympus".into()))
    );
}
