//! Steps the analysis end-to-end tests share (`discord_analyse`,
//! `discord_analysis_language`): the private answer to a press of
//! **Analyse** (or to `/analyse`), and the one progress message, edited
//! until it says it is done.

use super::standin::{SentInteraction, StandIn, content_of, id_of, is_ephemeral};
use super::tournament::WAIT;
use serde_json::Value;

/// The private sentence an interaction was answered with: the callback's
/// own ephemeral message, or, when the bot deferred, the original
/// response once edited in.
pub async fn private_answer(s: &StandIn, sent: &SentInteraction) -> String {
    let body = s.callback(sent).await.json.expect("a callback body");
    if body["type"] == 5 {
        // Deferred: the answer is the edited original.
        let msg = s
            .wait_for("the deferred answer", WAIT, |s| {
                s.original(sent).filter(|m| !content_of(m).is_empty())
            })
            .await;
        return content_of(&msg);
    }
    assert_eq!(body["type"], 4, "answered with a message: {body:#}");
    assert!(is_ephemeral(&body), "answered privately: {body:#}");
    content_of(&body)
}

/// The analysis's progress message in `thread`, once posted: the public
/// message whose text contains `head` (`**Analysis of game 7** (alice vs
/// bob)`, in the server's language).
pub async fn progress_posted(s: &StandIn, thread: u64, head: &str) -> Value {
    s.wait_public(thread, "the analysis's progress", WAIT, |m| {
        content_of(m).contains(head)
    })
    .await
}

/// The progress message `progress` once edited to done: its text
/// contains `done` (`done, `, in the server's language).
pub async fn progress_done(s: &StandIn, progress: &Value, done: &str) -> Value {
    s.wait_for("the progress message edited to done", WAIT, |s| {
        s.message(id_of(progress))
            .filter(|m| content_of(m).contains(done))
    })
    .await
}
