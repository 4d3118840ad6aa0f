//! Notes for one member that nothing could show them privately when they
//! happened: a round's thread that could not be opened tells its
//! organizer why, but a round starts by a timer, with no interaction of
//! the organizer's to answer privately. Such a note waits here and
//! follows the member's next answered interaction as a private follow-up
//! ([`crate::deliver`]), so that an admin's detail (a missing permission)
//! never sits on a public post.
//!
//! Kept in memory: a restart forgets them (the public post still says
//! what players need to know).

use std::collections::HashMap;
use std::sync::Mutex;

/// At most this many notes wait per member; older ones give way.
const MAX_PER_MEMBER: usize = 5;

/// The notes waiting for their member, by user id.
#[derive(Default)]
pub(crate) struct ToldLater(Mutex<HashMap<String, Vec<String>>>);

impl ToldLater {
    /// Keeps `text` for `user`'s next interaction (once: the same note
    /// twice waits once).
    pub(crate) fn note(&self, user: &str, text: String) {
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
    pub(crate) fn take(&self, user: &str) -> Vec<String> {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(user).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_waits_once_for_its_member_and_is_taken_once() {
        let t = ToldLater::default();
        t.note("1", "why".into());
        t.note("1", "why".into());
        t.note("2", "other".into());
        assert_eq!(t.take("1"), vec!["why".to_string()]);
        assert!(t.take("1").is_empty());
        assert_eq!(t.take("2"), vec!["other".to_string()]);
    }

    #[test]
    fn only_the_newest_notes_wait() {
        let t = ToldLater::default();
        for i in 0..8 {
            t.note("1", format!("n{i}"));
        }
        let kept = t.take("1");
        assert_eq!(kept.len(), MAX_PER_MEMBER);
        assert_eq!(kept.first().map(String::as_str), Some("n3"));
        assert_eq!(kept.last().map(String::as_str), Some("n7"));
    }
}
