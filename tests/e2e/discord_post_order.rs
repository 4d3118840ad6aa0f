//! End to end (issue #47): a game's posts arrive in the order they
//! happened. A player who moves the moment the game's thread appears (and
//! the AI, whose first move comes back at once) used to see move 1's board
//! before the game's opening board: the opening board was written held and
//! released once the thread existed, the move's board handed over at once.
//! Here the stand-in holds the bot's thread create until the test has
//! moved in the new thread, the most hurried player there can be.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID, CHANNEL_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, RateLimit, StandIn, ThreadOpened, content_of};
use tokio::sync::mpsc::UnboundedReceiver;

const WAIT: Duration = Duration::from_secs(30);
const ME: TestUser = TestUser {
    id: BOT_ID,
    name: "Cruise Pawns",
};

/// The bot's public messages in `channel`, oldest first.
fn bot_posts(s: &StandIn, channel: u64) -> Vec<Value> {
    s.public_messages(channel)
        .into_iter()
        .filter(|m| m["author"]["id"].as_str().and_then(|id| id.parse().ok()) == Some(BOT_ID))
        .collect()
}

fn is_opening(m: &Value) -> bool {
    content_of(m).contains("(White) vs")
}

fn is_board_of(m: &Value, mv: &str) -> bool {
    content_of(m).contains(&format!("plays **{mv}**"))
}

/// Waits for the next thread the bot opens (held by the stand-in).
async fn next_thread(opened: &mut UnboundedReceiver<ThreadOpened>) -> ThreadOpened {
    tokio::time::timeout(WAIT, opened.recv())
        .await
        .expect("a thread opened in time")
        .expect("the stand-in announces threads")
}

/// Waits until the bot posted `n` messages in `thread`; they must be, in
/// this order, the opening board and the boards of `moves`, each once.
async fn assert_in_order(s: &StandIn, thread: u64, moves: &[&str], what: &str) {
    let want = 1 + moves.len();
    s.wait_for(&format!("{what}: {want} posts in the thread"), WAIT, |s| {
        let posts = bot_posts(s, thread);
        (posts
            .iter()
            .filter(|m| is_opening(m) || moves.iter().any(|mv| is_board_of(m, mv)))
            .count()
            >= want)
            .then_some(())
    })
    .await;
    // Anything late (a second copy) would come now.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let posts: Vec<String> = bot_posts(s, thread).iter().map(content_of).collect();
    let firsts: Vec<&String> = posts.iter().take(want).collect();
    assert!(
        firsts.first().is_some_and(|t| t.contains("(White) vs")),
        "{what}: the opening board is the first bot message in the thread: {posts:#?}"
    );
    for (i, mv) in moves.iter().enumerate() {
        assert!(
            firsts
                .get(i + 1)
                .is_some_and(|t| t.contains(&format!("plays **{mv}**"))),
            "{what}: {mv}'s board is post {} in the thread: {posts:#?}",
            i + 2
        );
    }
    assert_eq!(
        posts.iter().filter(|t| t.contains("(White) vs")).count(),
        1,
        "{what}: one opening board: {posts:#?}"
    );
    for mv in moves {
        assert_eq!(
            posts
                .iter()
                .filter(|t| t.contains(&format!("plays **{mv}**")))
                .count(),
            1,
            "{what}: {mv}'s board once: {posts:#?}"
        );
    }
}

/// alice challenges bob (alice White), and bob accepts: the click, not
/// yet answered (its thread is being opened).
async fn challenge_and_accept(s: &StandIn) {
    s.accept_pressed(ALICE, BOB, &[]).await;
}

/// 20 games: alice's first move is sent the instant the game's thread
/// exists, before the bot has heard back from its thread create (typed in
/// half of them, by `/move` in the other half). Every time the opening
/// board is the thread's first bot message and the move's board follows.
async fn a_move_the_instant_the_thread_appears(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let mut opened = s.hold_thread_opens();
    for round in 0..20 {
        challenge_and_accept(&s).await;
        let thread = next_thread(&mut opened).await;
        if round % 2 == 0 {
            s.say(ALICE, thread.thread, "e4");
        } else {
            s.slash(
                ALICE,
                thread.thread,
                "move",
                &[Opt::Str("move", "e4".into())],
            );
        }
        let _ = thread.go.send(());
        let what = format!(
            "game {} ({})",
            round + 1,
            if round % 2 == 0 { "typed" } else { "/move" }
        );
        assert_in_order(&s, thread.thread, &["e4"], &what).await;
        // Black answers: the order holds on.
        s.say(BOB, thread.thread, "e5");
        assert_in_order(&s, thread.thread, &["e4", "e5"], &what).await;
        s.slash(ALICE, thread.thread, "resign", &[]);
    }
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_the_instant_the_thread_appears_follows_the_opening_board_sqlite() {
    a_move_the_instant_the_thread_appears(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_the_instant_the_thread_appears_follows_the_opening_board_postgres() {
    a_move_the_instant_the_thread_appears(true).await;
}

/// Games against the AI (White, level 1: its first move comes back at
/// once), the thread create held a while so that the AI has moved long
/// before the bot hears of its thread: its board follows the opening
/// board in the thread, and nothing of the game goes to the channel.
async fn the_ais_first_move_follows_the_opening_board(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let mut opened = s.hold_thread_opens();
    for round in 0..5 {
        let sent = s.slash(
            ALICE,
            CHANNEL_ID,
            "challenge",
            &[
                Opt::User("opponent", ME),
                Opt::Str("color", "black".into()),
                Opt::Int("level", 1),
            ],
        );
        let thread = next_thread(&mut opened).await;
        // Long enough for a level-1 search many times over.
        tokio::time::sleep(Duration::from_millis(150)).await;
        let _ = thread.go.send(());
        s.callback(&sent).await;
        let what = format!("AI game {}", round + 1);
        s.wait_for(&format!("{what}: the AI's first move"), WAIT, |s| {
            (bot_posts(s, thread.thread).len() >= 2).then_some(())
        })
        .await;
        let posts = bot_posts(&s, thread.thread);
        assert!(is_opening(&posts[0]), "{what}: {:#?}", texts(&posts));
        assert!(
            content_of(&posts[1]).contains("plays **"),
            "{what}: the AI's move second: {:#?}",
            texts(&posts)
        );
        let astray: Vec<String> = texts(&bot_posts(&s, CHANNEL_ID))
            .into_iter()
            .filter(|t| t.contains("plays **"))
            .collect();
        assert!(
            astray.is_empty(),
            "{what}: a board in the channel: {astray:#?}"
        );
        // Two unfinished games against the AI at most: this one ends.
        s.slash(ALICE, thread.thread, "resign", &[]);
        s.wait_for(&format!("{what}: resigned"), WAIT, |s| {
            bot_posts(s, thread.thread)
                .iter()
                .any(|m| content_of(m).contains("resign"))
                .then_some(())
        })
        .await;
    }
    t.finish().await;
}

fn texts(posts: &[Value]) -> Vec<String> {
    posts.iter().map(content_of).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ais_first_move_follows_the_opening_board_sqlite() {
    the_ais_first_move_follows_the_opening_board(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ais_first_move_follows_the_opening_board_postgres() {
    the_ais_first_move_follows_the_opening_board(true).await;
}

/// The same with every 5th message create answered 429 and the bot killed
/// (SIGKILL) right after the move, at a different moment each game: after
/// the restart the posts are still in order, and each is there once.
async fn in_order_through_429s_and_a_kill(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    t.s.set_message_rate_limit(Some(RateLimit {
        every: 5,
        retry_after: Duration::from_millis(300),
        global: false,
    }));
    let mut opened = t.s.hold_thread_opens();
    let mut connections = 1;
    for (round, kill_after_ms) in [0u64, 5, 20, 60, 150].into_iter().enumerate() {
        let s = t.s.clone();
        challenge_and_accept(&s).await;
        let thread = next_thread(&mut opened).await;
        s.say(ALICE, thread.thread, "e4");
        let _ = thread.go.send(());
        // Killed once the bot posts in the thread (tried, at least: every
        // 5th create is refused), and then some.
        let path = format!("/channels/{}/messages", thread.thread);
        s.wait_for(
            &format!("game {}: a post tried in the thread", round + 1),
            WAIT,
            |s| {
                s.requests()
                    .iter()
                    .any(|r| r.method == "POST" && r.path.ends_with(&path))
                    .then_some(())
            },
        )
        .await;
        tokio::time::sleep(Duration::from_millis(kill_after_ms)).await;
        connections += 1;
        t.restart(connections).await;
        let what = format!(
            "game {} (killed {kill_after_ms} ms after the move)",
            round + 1
        );
        // The move may have been lost with the process (typed, not yet
        // read): then it is typed again, as the player would.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        while !bot_posts(&s, thread.thread)
            .iter()
            .any(|m| is_board_of(m, "e4"))
        {
            if tokio::time::Instant::now() >= deadline {
                s.say(ALICE, thread.thread, "e4");
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_in_order(&s, thread.thread, &["e4"], &what).await;
        s.slash(ALICE, thread.thread, "resign", &[]);
    }
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_order_and_once_through_429s_and_a_kill_sqlite() {
    in_order_through_429s_and_a_kill(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_order_and_once_through_429s_and_a_kill_postgres() {
    in_order_through_429s_and_a_kill(true).await;
}
