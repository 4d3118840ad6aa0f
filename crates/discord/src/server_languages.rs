//! What the bot remembers of each server's language, in memory: the
//! language its managers chose (as the store said it, or `/settings`
//! saved it), so that a public post costs no database read, and its
//! `preferred_locale` as Discord last said it (Discord says it again at
//! every connection). Which language a text is in: [`crate::language`].

use locale::Locale;
use std::collections::HashMap;
use std::sync::Mutex;

/// Servers remembered at most in each map; beyond, the map starts over
/// (a forgotten server is read again, from the store or Discord's next
/// word).
const REMEMBERED_SERVERS: usize = 100_000;

/// What the bot remembers of each server's language (see the module).
#[derive(Default)]
pub(crate) struct Languages {
    /// Server id -> the language its managers chose (`None`: none), as the
    /// store said it or `/settings` saved it.
    chosen: Mutex<HashMap<String, Option<Locale>>>,
    /// Server id -> its `preferred_locale`, the Discord code as sent
    /// (shipped or not).
    discord: Mutex<HashMap<String, String>>,
}

impl Languages {
    /// Discord says server `guild`'s preferred locale is `code`.
    pub(crate) fn note_discord(&self, guild: &str, code: &str) {
        if guild.is_empty() || code.is_empty() {
            return;
        }
        let mut map = self.discord.lock().unwrap_or_else(|e| e.into_inner());
        if map.get(guild).is_some_and(|c| c == code) {
            return;
        }
        if map.len() >= REMEMBERED_SERVERS {
            map.clear();
        }
        map.insert(guild.to_string(), code.to_string());
    }

    /// Server `guild`'s preferred locale as Discord last said it (its
    /// code, shipped or not).
    pub(crate) fn discord_code(&self, guild: &str) -> Option<String> {
        self.discord
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(guild)
            .cloned()
    }

    /// `/settings` saved `language` as server `guild`'s choice (`None`:
    /// cleared): later posts use it without reading the store.
    pub(crate) fn chose(&self, guild: &str, language: Option<Locale>) {
        let mut map = self.chosen.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= REMEMBERED_SERVERS && !map.contains_key(guild) {
            map.clear();
        }
        map.insert(guild.to_string(), language);
    }

    /// The remembered choice of server `guild`: `None` when not known
    /// yet, `Some(None)` when it chose none.
    pub(crate) fn known_choice(&self, guild: &str) -> Option<Option<Locale>> {
        self.chosen
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(guild)
            .copied()
    }

    /// Remembers what the store said of server `guild`'s choice, unless
    /// `/settings` saved one meanwhile (which is newer than this read).
    pub(crate) fn read_choice(&self, guild: &str, language: Option<Locale>) {
        let mut map = self.chosen.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= REMEMBERED_SERVERS && !map.contains_key(guild) {
            map.clear();
        }
        map.entry(guild.to_string()).or_insert(language);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discords_word_is_remembered_per_server_and_replaced() {
        let l = Languages::default();
        assert_eq!(l.discord_code("g1"), None);
        l.note_discord("g1", "fr");
        l.note_discord("g2", "ko");
        l.note_discord("", "de");
        l.note_discord("g3", "");
        assert_eq!(l.discord_code("g1").as_deref(), Some("fr"));
        l.note_discord("g1", "es-419");
        assert_eq!(l.discord_code("g1").as_deref(), Some("es-419"));
        assert_eq!(l.discord_code("g2").as_deref(), Some("ko"));
        assert_eq!(l.discord_code(""), None);
        assert_eq!(l.discord_code("g3"), None);
    }

    #[test]
    fn a_saved_choice_is_not_undone_by_an_older_read() {
        let l = Languages::default();
        assert_eq!(l.known_choice("g"), None, "not known yet");
        // /settings saves fr while a post's read of the store (none yet)
        // was under way: the read does not put the old value back.
        l.chose("g", Some(Locale::Fr));
        l.read_choice("g", None);
        assert_eq!(l.known_choice("g"), Some(Some(Locale::Fr)));
        l.chose("g", None);
        assert_eq!(l.known_choice("g"), Some(None), "cleared");
        l.read_choice("h", Some(Locale::Ja));
        assert_eq!(l.known_choice("h"), Some(Some(Locale::Ja)));
    }
}
