//! End to end: a resignation and a first move sent the moment a
//! tournament round starts (issue 30). Discord is slow for the server
//! (every call about it answered a second late), so each game's thread
//! exists on Discord well before the bot has added the players, moved
//! the game into it and posted its board. The moment a thread of round 1
//! appears, one game's Black resigns in it by `/resign` and the other
//! game's White plays `/move e4`. Each is played (not refused as "no game
//! here"), and its message is posted exactly once in its game's thread.
//! On SQLite and PostgreSQL.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, GUILD_ID};
use support::session::{Db, Session};
use support::standin::{Opt, SentInteraction, StandIn, content_of};
use support::tournament::{
    TGame, WAIT, create, games_labelled, join_all, parse_thread_name, user_named,
};

/// The public messages of `thread` containing `needle`.
fn posted(s: &StandIn, thread: u64, needle: &str) -> Vec<serde_json::Value> {
    s.public_messages(thread)
        .into_iter()
        .filter(|m| content_of(m).contains(needle))
        .collect()
}

/// Waits for round 1's `n`-th thread on Discord (whatever the bot has
/// done with it yet) and returns its game.
async fn nth_thread(s: &StandIn, n: usize) -> TGame {
    s.wait_for(&format!("thread {n} of round 1"), WAIT, |s| {
        games_labelled(s, "R1").into_iter().nth(n - 1)
    })
    .await
}

/// The bot's answer to `sent` (its callback, or the deferred answer
/// filled in later) is not the refusal "There is no game in progress
/// here" that an action sent in a thread before its game reached it got.
async fn answered_not_refused(s: &StandIn, sent: &SentInteraction, what: &str) {
    let body = s.callback(sent).await.json.unwrap_or_default();
    let answer = if body["type"] == 5 {
        s.wait_for(&format!("the deferred answer to {what}"), WAIT, |s| {
            s.original(sent).filter(|m| !content_of(m).is_empty())
        })
        .await
    } else {
        body
    };
    assert!(
        !content_of(&answer).contains("no game in progress"),
        "{what} is played, not refused: {answer:#}"
    );
}

async fn resign_and_move_at_the_start(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Quick Cup", "swiss", &[Opt::Int("rounds", 1)]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL, DAVE]).await;

    // Every call about the server takes a second more, and Discord's
    // answers reach the bot 300 ms after Discord acted (as its members
    // see a new thread at once): a thread exists on Discord before the
    // bot knows of it, and a second or more before its board is posted.
    s.slow_down_guild(GUILD_ID, Duration::from_secs(1));
    s.set_latency(Duration::from_millis(600));
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament start", &[]);
    s.callback(&sent).await;

    // The moment each thread appears, its player acts in it.
    let first = nth_thread(&s, 1).await;
    assert!(
        posted(&s, first.thread, "").is_empty(),
        "the board is not posted yet (the test acts before it)"
    );
    let resign = s.slash(first.black, first.thread, "resign", &[]);
    let second = nth_thread(&s, 2).await;
    assert!(
        posted(&s, second.thread, "").is_empty(),
        "the board is not posted yet (the test acts before it)"
    );
    let mv = s.slash(
        second.white,
        second.thread,
        "move",
        &[Opt::Str("move", "e4".into())],
    );
    answered_not_refused(&s, &resign, "the resignation").await;
    answered_not_refused(&s, &mv, "the first move").await;

    // Each reaches its thread.
    let resigned = s
        .wait_public(first.thread, "the resignation in its thread", WAIT, |m| {
            content_of(m).contains("resigns")
        })
        .await;
    assert!(
        content_of(&resigned).contains(first.black.name),
        "{resigned:#}"
    );
    s.wait_public(second.thread, "e4 in its thread", WAIT, |m| {
        content_of(m).contains("plays **e4**")
    })
    .await;
    // Black answers e5: the game goes on in its thread.
    s.play_move(second.black, second.thread, "e5").await;

    // Once Discord is quick again and everything is delivered, nothing
    // was posted twice and nothing went elsewhere.
    s.slow_down_guild(GUILD_ID, Duration::ZERO);
    s.set_latency(Duration::ZERO);
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        posted(&s, first.thread, "resigns").len(),
        1,
        "the resignation once: {:#?}",
        s.public_messages(first.thread)
    );
    assert_eq!(
        posted(&s, second.thread, "plays **e4**").len(),
        1,
        "e4 once: {:#?}",
        s.public_messages(second.thread)
    );
    assert_eq!(posted(&s, second.thread, "plays **e5**").len(), 1);
    for needle in ["resigns", "plays **e4**"] {
        assert!(
            posted(&s, CHANNEL_ID, needle).is_empty(),
            "{needle:?} is posted in the game's thread only"
        );
    }
    // Two threads, one per game, between the four players.
    let threads: Vec<_> = s
        .threads()
        .into_iter()
        .filter_map(|(_, n)| parse_thread_name(&n))
        .collect();
    assert_eq!(threads.len(), 2, "{threads:?}");
    for (_, w, b) in &threads {
        user_named(w);
        user_named(b);
    }

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_and_a_first_move_the_moment_a_round_starts_are_posted_once_on_sqlite() {
    resign_and_move_at_the_start(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_and_a_first_move_the_moment_a_round_starts_are_posted_once_on_postgres() {
    resign_and_move_at_the_start(true).await;
}
