//! Durations as members type them and as the bot says them: one grammar
//! for every option that takes one (a game's `intercept`, a tournament's
//! `no_show`, `move_limit`, `remind` and `checkin`, a start `in 2h`), and
//! one way to write one back. Pure.
//!
//! A duration is a whole number and a unit: `30s`, `2m`, `5 min`, `1h`,
//! `2 hours`, `1d`, `4w`, in any case, with or without a space, at most a
//! year. What a bare number counts is the option's ([`Bare`]): seconds for
//! an intercept time (`45`), minutes elsewhere (`in 45`).
//!
//! ```
//! use host::duration::{self, Bare};
//! assert_eq!(duration::parse_ms("2 hours", Bare::Minutes), Ok(7_200_000));
//! assert_eq!(duration::parse_ms("45", Bare::Seconds), Ok(45_000));
//! assert_eq!(duration::parse_ms("45", Bare::Minutes), Ok(2_700_000));
//! assert_eq!(duration::words(5_400_000), "90 minutes");
//! assert_eq!(duration::short(300_000), "5 min");
//! ```

use locale::{Locale, Words, ids};
use std::fmt;

/// The longest duration read: a year (366 days).
pub const MAX_MS: i64 = 366 * DAY_MS;

const DAY_MS: i64 = 86_400_000;

/// What a number typed without a unit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bare {
    /// `45` is 45 seconds (an intercept time).
    Seconds,
    /// `45` is 45 minutes (a no-show time, a reminder, a start `in 45`).
    Minutes,
}

/// Why a typed duration was not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DurationError {
    /// Not a whole number and a unit, or zero.
    Unreadable,
    /// Longer than a year ([`MAX_MS`]), or digits beyond any clock.
    TooLong,
}

impl DurationError {
    /// What is wrong, in no language yet (`settings.ftl`).
    pub fn words(&self) -> locale::Words {
        locale::Words::new(match self {
            DurationError::Unreadable => locale::ids::SETTINGS_DURATION_UNREADABLE,
            DurationError::TooLong => locale::ids::SETTINGS_DURATION_TOO_LONG,
        })
    }
}

impl fmt::Display for DurationError {
    /// The en-US words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text(locale::Locale::EnUs))
    }
}

impl std::error::Error for DurationError {}

/// Reads a duration (ms), a bare number counted in `bare`: positive and
/// at most a year.
///
/// ```
/// use host::duration::{Bare, DurationError, parse_ms};
/// assert_eq!(parse_ms(" 5 MIN ", Bare::Seconds), Ok(300_000));
/// assert_eq!(parse_ms("1w", Bare::Minutes), Ok(7 * 86_400_000));
/// assert_eq!(parse_ms("0m", Bare::Minutes), Err(DurationError::Unreadable));
/// assert_eq!(parse_ms("1.5h", Bare::Minutes), Err(DurationError::Unreadable));
/// assert_eq!(parse_ms("400d", Bare::Minutes), Err(DurationError::TooLong));
/// assert_eq!(parse_ms("99999999999999999999d", Bare::Minutes), Err(DurationError::TooLong));
/// ```
pub fn parse_ms(text: &str, bare: Bare) -> Result<i64, DurationError> {
    let t = text.trim().to_ascii_lowercase();
    let (num, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    if num.is_empty() {
        return Err(DurationError::Unreadable);
    }
    let per = match unit.trim() {
        "" => match bare {
            Bare::Seconds => 1000,
            Bare::Minutes => 60_000,
        },
        "s" | "sec" | "secs" | "second" | "seconds" => 1000,
        "m" | "min" | "mins" | "minute" | "minutes" => 60_000,
        "h" | "hour" | "hours" => 3_600_000,
        "d" | "day" | "days" => DAY_MS,
        "w" | "week" | "weeks" => 7 * DAY_MS,
        _ => return Err(DurationError::Unreadable),
    };
    // Digits beyond any clock are a duration, far too long.
    let n: i64 = num.parse().map_err(|_| DurationError::TooLong)?;
    if n == 0 {
        return Err(DurationError::Unreadable);
    }
    match n.checked_mul(per) {
        Some(ms) if ms <= MAX_MS => Ok(ms),
        _ => Err(DurationError::TooLong),
    }
}

/// A duration in words, in its largest whole unit: `30 seconds`,
/// `1 minute`, `90 minutes`, `1 hour`, `14 days`.
///
/// ```
/// use host::duration::words;
/// assert_eq!(words(30_000), "30 seconds");
/// assert_eq!(words(60_000), "1 minute");
/// assert_eq!(words(3_600_000), "1 hour");
/// assert_eq!(words(14 * 86_400_000), "14 days");
/// ```
pub fn words(ms: i64) -> String {
    words_in(Locale::EnUs, ms)
}

/// [`words`] in `locale`: its plural by CLDR (`locales/*/tournament.ftl`).
///
/// ```
/// use host::duration::words_in;
/// use locale::Locale;
/// assert_eq!(words_in(Locale::Ru, 21 * 60_000), "21 минута");
/// assert_eq!(words_in(Locale::De, 2 * 3_600_000), "2 Stunden");
/// ```
pub fn words_in(locale: Locale, ms: i64) -> String {
    said(ms).text(locale)
}

/// [`words`] in no language yet, for a view that says it at the edge.
///
/// ```
/// use locale::Locale;
/// assert_eq!(host::duration::said(120_000).text(Locale::Fr), "2 minutes");
/// ```
pub fn said(ms: i64) -> Words {
    let (n, id) = largest_unit(
        ms,
        &[
            (86_400, ids::DURATION_DAYS),
            (3600, ids::DURATION_HOURS),
            (60, ids::DURATION_MINUTES),
        ],
        ids::DURATION_SECONDS,
    );
    Words::new(id).arg("count", n)
}

/// A duration in short, in its largest whole unit up to hours: `30 s`,
/// `90 s`, `5 min`, `24 h`.
///
/// ```
/// use host::duration::short;
/// assert_eq!(short(30_000), "30 s");
/// assert_eq!(short(90_000), "90 s");
/// assert_eq!(short(300_000), "5 min");
/// assert_eq!(short(86_400_000), "24 h");
/// ```
pub fn short(ms: i64) -> String {
    let (n, unit) = largest_unit(ms, &[(3600, "h"), (60, "min")], "s");
    format!("{n} {unit}")
}

/// The whole seconds of `ms` counted in the first of `units` (seconds
/// per unit, its name; largest first) that divides them, else in
/// `seconds`.
fn largest_unit(
    ms: i64,
    units: &[(i64, &'static str)],
    seconds: &'static str,
) -> (i64, &'static str) {
    let s = ms.max(0) / 1000;
    units
        .iter()
        .find(|&&(per, _)| s >= per && s % per == 0)
        .map_or((s, seconds), |&(per, name)| (s / per, name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_number_counts_what_the_option_says() {
        assert_eq!(parse_ms("5", Bare::Seconds), Ok(5_000));
        assert_eq!(parse_ms("5", Bare::Minutes), Ok(300_000));
    }

    #[test]
    fn a_refusal_says_how_to_write_a_duration() {
        for text in [
            "",
            "m",
            "soon",
            "-5",
            "1.5h",
            "5 fortnights",
            "5 m s",
            "0",
            "0s",
        ] {
            let e = parse_ms(text, Bare::Minutes).unwrap_err();
            assert!(e.to_string().contains("30s, 5m, 2h or 1d"), "{text}: {e}");
        }
    }

    #[test]
    fn words_and_short_pick_the_largest_whole_unit() {
        assert_eq!(words(0), "0 seconds");
        assert_eq!(words(1_000), "1 second");
        assert_eq!(words(90_000), "90 seconds");
        assert_eq!(words(5_400_000), "90 minutes");
        assert_eq!(words(2 * DAY_MS), "2 days");
        assert_eq!(words(-5), "0 seconds");
        assert_eq!(short(DAY_MS), "24 h");
        assert_eq!(short(5_000), "5 s");
    }
}
