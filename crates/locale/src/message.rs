//! A message in a locale: [`text`] formats message `id` (or one of its
//! attributes, `id.attr`) of a locale's files with its arguments. A
//! message missing in the locale is en-US's; one missing in en-US too is
//! a bug, written `⟦id⟧` where the text would be (the tests keep every id
//! the code uses in en-US: [`crate::ids`]).
//!
//! Fluent's Unicode isolation marks (FSI/PDI around each argument) are
//! off: Discord shows them as garbage in some clients.
//!
//! ```
//! use locale::{Locale, ids, text};
//! let n = |count: i64| [("count", count.into())];
//! assert_eq!(text(Locale::EnUs, ids::DURATION_DAYS, &n(14)), "14 days");
//! assert_eq!(text(Locale::Pl, ids::DURATION_DAYS, &n(1)), "1 dzień");
//! assert_eq!(text(Locale::Ja, ids::DURATION_MINUTES, &n(5)), "5分");
//! assert_eq!(text(Locale::Fr, "no-such-message", &[]), "⟦no-such-message⟧");
//! ```

use crate::Locale;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::LazyLock;

/// A locale's messages, shareable between threads.
pub(crate) type Bundle = FluentBundle<FluentResource>;

/// An argument of a message: a number (plurals select on it by CLDR) or
/// a text.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// A whole number.
    Number(i64),
    /// A text, as it is.
    Text(Cow<'a, str>),
}

macro_rules! number_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_from!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

/// Message `id` (or attribute `id.attr`) in `locale` with `args`; en-US's
/// if `locale` lacks it; `⟦id⟧` if en-US lacks it too.
pub fn text(locale: Locale, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let source = bundle(Locale::EnUs);
    if locale == Locale::EnUs {
        format(&[source], id, args)
    } else {
        format(&[bundle(locale), source], id, args)
    }
}

/// `id` from the first of `bundles` that has it.
pub(crate) fn format(bundles: &[&Bundle], id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let (message, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, arg) in args {
        let value = match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.as_ref()),
        };
        fluent_args.set(*name, value);
    }
    for b in bundles {
        let Some(m) = b.get_message(message) else {
            continue;
        };
        let pattern = match attribute {
            None => m.value(),
            Some(a) => m.get_attribute(a).map(|a| a.value()),
        };
        if let Some(p) = pattern {
            // Errors (a missing argument) leave Fluent's visible `{$name}`
            // in the text; the tests render every message.
            let mut errors = Vec::new();
            return b
                .format_pattern(p, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    format!("⟦{id}⟧")
}

/// Every shipped locale's bundle, in [`Locale::ALL`]'s order, built once.
static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| {
    Locale::ALL
        .iter()
        .map(|l| build(l.code(), crate::files_of(l.code())).0)
        .collect()
});

/// `locale`'s bundle.
pub(crate) fn bundle(locale: Locale) -> &'static Bundle {
    let i = Locale::ALL
        .iter()
        .position(|&l| l == locale)
        .expect("ALL holds every locale");
    &BUNDLES[i]
}

/// A bundle of `files` (name, text) in locale `code`, and the errors met
/// (a syntax error, a message defined twice): the tests want none.
pub(crate) fn build<'a>(
    code: &str,
    files: impl Iterator<Item = (&'a str, &'a str)>,
) -> (Bundle, Vec<String>) {
    let langid = code.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    let mut errors = Vec::new();
    for (name, text) in files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, es)| {
            errors.extend(es.iter().map(|e| format!("{code}/{name}: {e:?}")));
            r
        });
        if let Err(es) = bundle.add_resource(resource) {
            errors.extend(es.iter().map(|e| format!("{code}/{name}: {e:?}")));
        }
    }
    (bundle, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids;

    fn count(n: i64) -> [(&'static str, Arg<'static>); 1] {
        [("count", n.into())]
    }

    #[test]
    fn every_file_parses_without_errors() {
        for code in crate::folder_codes() {
            let (_, errors) = build(code, crate::files_of(code));
            assert!(errors.is_empty(), "{errors:#?}");
        }
    }

    #[test]
    fn a_message_missing_in_a_locale_is_en_us_s() {
        let (test_only, errors) = build(
            "de",
            [("test.ftl", "duration-minutes = { $count } Testminuten\n")].into_iter(),
        );
        assert!(errors.is_empty());
        let chain = [&test_only, bundle(Locale::EnUs)];
        assert_eq!(
            format(&chain, ids::DURATION_MINUTES, &count(3)),
            "3 Testminuten"
        );
        assert_eq!(format(&chain, ids::DURATION_HOURS, &count(3)), "3 hours");
        assert_eq!(format(&chain, ids::DURATION_HOURS, &count(1)), "1 hour");
    }

    #[test]
    fn an_id_missing_everywhere_is_visible_not_bare() {
        assert_eq!(
            text(Locale::Ru, "test-only-missing", &[]),
            "⟦test-only-missing⟧"
        );
        assert_eq!(
            text(Locale::EnUs, "duration-minutes.nope", &count(2)),
            "⟦duration-minutes.nope⟧"
        );
    }

    #[test]
    fn no_isolation_marks() {
        for l in Locale::ALL {
            // The counted messages (each takes `$count`).
            for id in ids::all().filter(|id| {
                ["duration-", "count-"].iter().any(|p| id.starts_with(p))
                    || [
                        ids::TOURNAMENT_ROUNDS,
                        ids::TOURNAMENT_MAX_PLAYERS,
                        ids::TOURNAMENT_ARENA_LENGTH,
                        ids::TOURNAMENT_SWISS_REQUESTED_BYES,
                        ids::TOURNAMENT_FINAL_MORE,
                    ]
                    .contains(id)
            }) {
                let s = text(l, id, &count(7));
                assert!(!s.contains(['\u{2068}', '\u{2069}']), "{l} {id}: {s:?}");
                assert!(!s.contains('{') && !s.contains('⟦'), "{l} {id}: {s}");
                assert!(s.contains('7'), "{l} {id}: {s}");
            }
        }
    }

    /// The count messages for 0, 1, 2, 5, 21, 22 and 111, in `locale`.
    fn counts(locale: Locale, id: &str) -> Vec<String> {
        [0, 1, 2, 5, 21, 22, 111]
            .into_iter()
            .map(|n| text(locale, id, &count(n)))
            .collect()
    }

    #[test]
    fn russian_plurals() {
        assert_eq!(
            counts(Locale::Ru, ids::DURATION_MINUTES),
            [
                "0 минут",
                "1 минута",
                "2 минуты",
                "5 минут",
                "21 минута",
                "22 минуты",
                "111 минут"
            ]
        );
        assert_eq!(
            counts(Locale::Ru, ids::DURATION_HOURS),
            [
                "0 часов",
                "1 час",
                "2 часа",
                "5 часов",
                "21 час",
                "22 часа",
                "111 часов"
            ]
        );
        assert_eq!(
            counts(Locale::Ru, ids::DURATION_DAYS),
            [
                "0 дней",
                "1 день",
                "2 дня",
                "5 дней",
                "21 день",
                "22 дня",
                "111 дней"
            ]
        );
        assert_eq!(
            counts(Locale::Ru, ids::DURATION_SECONDS),
            [
                "0 секунд",
                "1 секунда",
                "2 секунды",
                "5 секунд",
                "21 секунда",
                "22 секунды",
                "111 секунд"
            ]
        );
        assert_eq!(
            counts(Locale::Ru, ids::TOURNAMENT_ROUNDS),
            [
                "0 туров.",
                "1 тур.",
                "2 тура.",
                "5 туров.",
                "21 тур.",
                "22 тура.",
                "111 туров."
            ]
        );
        assert_eq!(
            text(Locale::Ru, ids::TOURNAMENT_MAX_PLAYERS, &count(21)),
            "Не более 21 игрока."
        );
        assert_eq!(
            text(Locale::Ru, ids::TOURNAMENT_MAX_PLAYERS, &count(22)),
            "Не более 22 игроков."
        );
    }

    #[test]
    fn polish_plurals() {
        assert_eq!(
            counts(Locale::Pl, ids::DURATION_MINUTES),
            [
                "0 minut",
                "1 minuta",
                "2 minuty",
                "5 minut",
                "21 minut",
                "22 minuty",
                "111 minut"
            ]
        );
        assert_eq!(
            counts(Locale::Pl, ids::DURATION_HOURS),
            [
                "0 godzin",
                "1 godzina",
                "2 godziny",
                "5 godzin",
                "21 godzin",
                "22 godziny",
                "111 godzin"
            ]
        );
        assert_eq!(
            counts(Locale::Pl, ids::DURATION_DAYS),
            [
                "0 dni", "1 dzień", "2 dni", "5 dni", "21 dni", "22 dni", "111 dni"
            ]
        );
        assert_eq!(
            counts(Locale::Pl, ids::TOURNAMENT_ROUNDS),
            [
                "0 rund.",
                "1 runda.",
                "2 rundy.",
                "5 rund.",
                "21 rund.",
                "22 rundy.",
                "111 rund."
            ]
        );
    }

    #[test]
    fn counts_of_players_and_games() {
        assert_eq!(
            counts(Locale::Pl, ids::COUNT_PLAYERS),
            [
                "0 graczy",
                "1 gracz",
                "2 graczy",
                "5 graczy",
                "21 graczy",
                "22 graczy",
                "111 graczy"
            ]
        );
        assert_eq!(
            counts(Locale::Ru, ids::COUNT_RATED_GAMES)[..4],
            [
                "0 рейтинговых партий",
                "1 рейтинговая партия",
                "2 рейтинговые партии",
                "5 рейтинговых партий"
            ]
        );
        assert_eq!(
            counts(Locale::Uk, ids::COUNT_PLAYERS),
            [
                "0 гравців",
                "1 гравець",
                "2 гравці",
                "5 гравців",
                "21 гравець",
                "22 гравці",
                "111 гравців"
            ]
        );
        assert_eq!(counts(Locale::Ja, ids::COUNT_PLAYERS)[5], "22人");
        assert_eq!(
            text(Locale::PtBr, ids::COUNT_PLAYERS, &count(0)),
            "0 jogadores"
        );
        assert_eq!(
            text(Locale::PtBr, ids::COUNT_PLAYERS, &count(1)),
            "1 jogador"
        );
        assert_eq!(text(Locale::Fr, ids::COUNT_MATCHES, &count(0)), "0 match");
        assert_eq!(text(Locale::EnUs, ids::COUNT_MATCHES, &count(1)), "1 match");
        assert_eq!(
            text(Locale::EnUs, ids::COUNT_MATCHES, &count(3)),
            "3 matches"
        );
    }

    #[test]
    fn ukrainian_plurals() {
        assert_eq!(
            counts(Locale::Uk, ids::DURATION_MINUTES),
            [
                "0 хвилин",
                "1 хвилина",
                "2 хвилини",
                "5 хвилин",
                "21 хвилина",
                "22 хвилини",
                "111 хвилин"
            ]
        );
        assert_eq!(
            counts(Locale::Uk, ids::DURATION_DAYS),
            [
                "0 днів",
                "1 день",
                "2 дні",
                "5 днів",
                "21 день",
                "22 дні",
                "111 днів"
            ]
        );
        assert_eq!(
            counts(Locale::Uk, ids::TOURNAMENT_ROUNDS),
            [
                "0 турів.",
                "1 тур.",
                "2 тури.",
                "5 турів.",
                "21 тур.",
                "22 тури.",
                "111 турів."
            ]
        );
    }

    #[test]
    fn japanese_has_one_form() {
        assert_eq!(
            counts(Locale::Ja, ids::DURATION_MINUTES),
            ["0分", "1分", "2分", "5分", "21分", "22分", "111分"]
        );
        assert_eq!(
            counts(Locale::Ja, ids::DURATION_HOURS),
            [
                "0時間",
                "1時間",
                "2時間",
                "5時間",
                "21時間",
                "22時間",
                "111時間"
            ]
        );
        assert_eq!(
            counts(Locale::Ja, ids::TOURNAMENT_ROUNDS),
            [
                "全0ラウンド。",
                "全1ラウンド。",
                "全2ラウンド。",
                "全5ラウンド。",
                "全21ラウンド。",
                "全22ラウンド。",
                "全111ラウンド。"
            ]
        );
    }

    #[test]
    fn english_singular_and_plural() {
        assert_eq!(
            counts(Locale::EnUs, ids::DURATION_MINUTES),
            [
                "0 minutes",
                "1 minute",
                "2 minutes",
                "5 minutes",
                "21 minutes",
                "22 minutes",
                "111 minutes"
            ]
        );
        assert_eq!(
            text(Locale::EnUs, ids::TOURNAMENT_ROUNDS, &count(1)),
            "1 round."
        );
        assert_eq!(
            text(Locale::EnUs, ids::TOURNAMENT_MAX_PLAYERS, &count(8)),
            "At most 8 players."
        );
    }
}
