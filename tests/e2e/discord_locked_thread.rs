//! End to end (issue #44, contract 7): a post refused inside an existing
//! thread, because a moderator locked it, goes to the parent channel with a
//! line saying why, once; the players still see every board.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID, CHANNEL_ID, perm};
use support::session::{Session, accepted_game};
use support::standin::{Opt, StandIn, content_of};

const WAIT: Duration = Duration::from_secs(30);

/// The bot's public messages in `channel`, their texts, oldest first.
fn bot_texts(s: &StandIn, channel: u64) -> Vec<String> {
    s.public_messages(channel)
        .into_iter()
        .filter(|m| m["author"]["id"].as_str().and_then(|id| id.parse().ok()) == Some(BOT_ID))
        .map(|m| content_of(&m))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_locked_threads_boards_go_to_its_channel_saying_why_once() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let thread = accepted_game(&s, ALICE, BOB, WAIT).await;
    s.wait_for("the opening board", WAIT, |s| {
        bot_texts(s, thread)
            .iter()
            .any(|m| m.contains("(White) vs"))
            .then_some(())
    })
    .await;
    // A moderator locks the thread; the bot may not manage threads there.
    s.revoke_bot_permission(CHANNEL_ID, perm::MANAGE_THREADS);
    s.lock_thread(thread);

    for (who, mv) in [(ALICE, "e4"), (BOB, "e5")] {
        let sent = s.slash(who, thread, "move", &[Opt::Str("move", mv.into())]);
        s.callback(&sent).await;
        let want = format!("plays **{mv}**");
        s.wait_public(
            CHANNEL_ID,
            &format!("{mv}'s board in the channel"),
            WAIT,
            |m| {
                content_of(m).contains(&want)
                    && m["attachments"].as_array().is_some_and(|a| !a.is_empty())
            },
        )
        .await;
    }
    let channel = bot_texts(&s, CHANNEL_ID);
    let notes: Vec<&String> = channel
        .iter()
        .filter(|m| m.contains(&format!("I cannot post in <#{thread}>: it is locked")))
        .collect();
    assert_eq!(notes.len(), 1, "said once: {channel:#?}");
    let note_at = channel
        .iter()
        .position(|m| m.contains("it is locked"))
        .unwrap();
    let e4_at = channel
        .iter()
        .position(|m| m.contains("plays **e4**"))
        .unwrap();
    assert!(
        note_at < e4_at,
        "the line saying why comes first: {channel:#?}"
    );
    assert!(
        !bot_texts(&s, thread).iter().any(|m| m.contains("plays **")),
        "nothing got into the locked thread"
    );
    t.finish().await;
}
