//! Notes for one member that nothing could show them privately when they
//! happened: a round's thread that could not be opened tells its
//! organizer why, but a round starts by a timer, with no interaction of
//! the organizer's to answer privately. Such a note waits here and
//! follows the member's next answered interaction as a private follow-up
//! ([`crate::deliver`]), so that an admin's detail (a missing permission)
//! never sits on a public post.
//!
//! A note is words, said in the member's language when it is shown (the
//! member's client language is known only then).
//!
//! Kept in memory: a restart forgets them (the public post still says
//! what players need to know).

use locale::Words;
use std::collections::HashMap;
use std::sync::Mutex;

/// A note's words: a view's words (its text as it is when it has none),
/// or words made for the note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Note(Words);

impl From<Words> for Note {
    fn from(w: Words) -> Note {
        Note(w)
    }
}

impl From<String> for Note {
    /// A text said already, shown as it is.
    fn from(text: String) -> Note {
        Note(Words::verbatim(text))
    }
}

impl From<host::View> for Note {
    fn from(v: host::View) -> Note {
        Note(v.words.unwrap_or_else(|| Words::verbatim(v.text)))
    }
}

/// At most this many notes wait per member; older ones give way.
const MAX_PER_MEMBER: usize = 5;

/// The notes waiting for their member, by user id.
#[derive(Default)]
pub(crate) struct ToldLater(Mutex<HashMap<String, Vec<Words>>>);

impl ToldLater {
    /// Keeps `note` for `user`'s next interaction (once: the same note
    /// twice waits once).
    pub(crate) fn note(&self, user: &str, note: impl Into<Note>) {
        let text = note.into().0;
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let notes = map.entry(user.to_string()).or_default();
        if notes.contains(&text) {
            return;
        }
        notes.push(text);
        if notes.len() > MAX_PER_MEMBER {
            notes.remove(0);
        }
    }

    /// The notes waiting for `user`, oldest first; they are shown now.
    pub(crate) fn take(&self, user: &str) -> Vec<Words> {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(user).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use locale::{Locale, ids};

    fn said(notes: Vec<Words>, l: Locale) -> Vec<String> {
        notes.iter().map(|w| w.text(l)).collect()
    }

    #[test]
    fn a_note_waits_once_for_its_member_and_is_taken_once() {
        let t = ToldLater::default();
        t.note("1", "why".to_string());
        t.note("1", "why".to_string());
        t.note("2", "other".to_string());
        assert_eq!(said(t.take("1"), Locale::EnUs), vec!["why".to_string()]);
        assert!(t.take("1").is_empty());
        assert_eq!(said(t.take("2"), Locale::EnUs), vec!["other".to_string()]);
    }

    #[test]
    fn a_note_of_words_is_said_in_the_language_it_is_shown_in() {
        let t = ToldLater::default();
        t.note("1", Words::new(ids::DISCORD_ROLES_WHY_ROLE_GONE));
        assert_eq!(
            said(t.take("1"), Locale::De),
            vec!["die Rolle gibt es nicht mehr".to_string()]
        );
    }

    #[test]
    fn only_the_newest_notes_wait() {
        let t = ToldLater::default();
        for i in 0..8 {
            t.note("1", format!("n{i}"));
        }
        let kept = said(t.take("1"), Locale::EnUs);
        assert_eq!(kept.len(), MAX_PER_MEMBER);
        assert_eq!(kept.first().map(String::as_str), Some("n3"));
        assert_eq!(kept.last().map(String::as_str), Some("n7"));
    }
}
