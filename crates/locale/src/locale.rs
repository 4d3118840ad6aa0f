//! The shipped locales, named by Discord's locale codes, and Discord's
//! own fallbacks: a client in `en-GB` reads `en-US`, one in `es-419`
//! reads `es-ES`; any other unshipped code is not a locale here (the
//! caller falls back to the server's language, then to `en-US`).
//!
//! ```
//! use locale::Locale;
//! assert_eq!(Locale::from_discord("pt-BR"), Some(Locale::PtBr));
//! assert_eq!(Locale::from_discord("en-GB"), Some(Locale::EnUs));
//! assert_eq!(Locale::from_discord("es-419"), Some(Locale::EsEs));
//! assert_eq!(Locale::from_discord("ko"), None);
//! assert_eq!(Locale::PtBr.code(), "pt-BR");
//! ```

use std::fmt;

/// A shipped locale. `en-US` is the source every other translates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Locale {
    /// English (US), the source: `en-US`.
    #[default]
    EnUs,
    /// German: `de`.
    De,
    /// Spanish (Spain): `es-ES`.
    EsEs,
    /// French: `fr`.
    Fr,
    /// Italian: `it`.
    It,
    /// Dutch: `nl`.
    Nl,
    /// Polish: `pl`.
    Pl,
    /// Portuguese (Brazil): `pt-BR`.
    PtBr,
    /// Russian: `ru`.
    Ru,
    /// Turkish: `tr`.
    Tr,
    /// Ukrainian: `uk`.
    Uk,
    /// Japanese: `ja`.
    Ja,
    /// Chinese (China): `zh-CN`.
    ZhCn,
}

impl Locale {
    /// Every shipped locale, the source first.
    pub const ALL: [Locale; 13] = [
        Locale::EnUs,
        Locale::De,
        Locale::EsEs,
        Locale::Fr,
        Locale::It,
        Locale::Nl,
        Locale::Pl,
        Locale::PtBr,
        Locale::Ru,
        Locale::Tr,
        Locale::Uk,
        Locale::Ja,
        Locale::ZhCn,
    ];

    /// Its Discord locale code, also its folder under `locales/`.
    pub const fn code(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::De => "de",
            Locale::EsEs => "es-ES",
            Locale::Fr => "fr",
            Locale::It => "it",
            Locale::Nl => "nl",
            Locale::Pl => "pl",
            Locale::PtBr => "pt-BR",
            Locale::Ru => "ru",
            Locale::Tr => "tr",
            Locale::Uk => "uk",
            Locale::Ja => "ja",
            Locale::ZhCn => "zh-CN",
        }
    }

    /// Its name in its own language, as a language menu lists it.
    ///
    /// ```
    /// use locale::Locale;
    /// assert_eq!(Locale::Fr.own_name(), "Français");
    /// assert_eq!(Locale::ZhCn.own_name(), "中文（简体）");
    /// ```
    pub const fn own_name(self) -> &'static str {
        match self {
            Locale::EnUs => "English (US)",
            Locale::De => "Deutsch",
            Locale::EsEs => "Español",
            Locale::Fr => "Français",
            Locale::It => "Italiano",
            Locale::Nl => "Nederlands",
            Locale::Pl => "Polski",
            Locale::PtBr => "Português (Brasil)",
            Locale::Ru => "Русский",
            Locale::Tr => "Türkçe",
            Locale::Uk => "Українська",
            Locale::Ja => "日本語",
            Locale::ZhCn => "中文（简体）",
        }
    }

    /// The locale a Discord client or server with locale `code` reads:
    /// its own if shipped, Discord's fallback (`en-GB` → `en-US`,
    /// `es-419` → `es-ES`), else `None`.
    pub fn from_discord(code: &str) -> Option<Locale> {
        match code {
            "en-GB" => Some(Locale::EnUs),
            "es-419" => Some(Locale::EsEs),
            _ => Locale::ALL.into_iter().find(|l| l.code() == code),
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back() {
        for l in Locale::ALL {
            assert_eq!(Locale::from_discord(l.code()), Some(l));
        }
    }

    #[test]
    fn every_locale_has_its_own_name_within_discords_choice_length() {
        let mut names: Vec<&str> = Locale::ALL.iter().map(|l| l.own_name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Locale::ALL.len(), "one name each");
        for n in names {
            assert!((1..=100).contains(&n.chars().count()), "{n}");
        }
    }

    #[test]
    fn discord_fallbacks_and_unshipped_codes() {
        assert_eq!(Locale::from_discord("en-GB"), Some(Locale::EnUs));
        assert_eq!(Locale::from_discord("es-419"), Some(Locale::EsEs));
        for code in ["", "en", "pt-PT", "zh-TW", "ko", "EN-US", "sv-SE"] {
            assert_eq!(Locale::from_discord(code), None, "{code}");
        }
    }
}
