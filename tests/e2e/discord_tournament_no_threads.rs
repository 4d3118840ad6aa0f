//! End to end: every board of a round reaches its players. A round whose
//! threads Discord refuses (403) is played in the channel: the channel is told why, the board is posted
//! there and pings both players, a move made there is played and the
//! result counts. A bot killed (`kill -9`) while it opens a round's
//! threads opens the missing ones after its restart, each once, with its
//! board. On SQLite and PostgreSQL.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID};
use support::session::{Db, Session, thread_starting};
use support::standin::{Fault, Opt, content_of};
use support::tournament::{WAIT, create, join_all, start};

async fn round_without_threads(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "No Threads", "swiss", &[Opt::Int("rounds", 1)]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    // The bot may create threads, but Discord refuses each (403), as when
    // the server is at its cap of active threads.
    s.fail_thread_creation_with(1_000, 403);
    start(&s, ALICE).await;

    let notice = s
        .wait_public(CHANNEL_ID, "why the game is in the channel", WAIT, |m| {
            content_of(m).contains("is played here in the channel")
        })
        .await;
    assert!(content_of(&notice).contains("R1"), "{notice:#}");
    assert!(s.threads().is_empty(), "no thread was opened");
    let board = s
        .wait_public(CHANNEL_ID, "the round's board in the channel", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    let id: u64 = board["id"].as_str().unwrap().parse().unwrap();
    let pinged = s.pings(id).expect("the board was created").users;
    // Three players: one board and a bye. The board names its two
    // players, White first; with no thread for the pairings to link, the
    // board is where they are called: it pings both.
    let text = content_of(&board);
    let named = |side: &str| {
        [ALICE, BOB, CAROL]
            .into_iter()
            .find(|u| text.contains(&format!("{} ({side})", u.name)))
            .unwrap_or_else(|| panic!("the board names {side}: {text}"))
    };
    let (white, black) = (named("White"), named("Black"));
    assert!(
        pinged.contains(&white.id) && pinged.contains(&black.id),
        "the board pings both players: {pinged:?}"
    );
    let mv = s.slash(white, CHANNEL_ID, "move", &[Opt::Str("move", "e4".into())]);
    s.callback(&mv).await;
    s.wait_public(CHANNEL_ID, "the board after e4", WAIT, |m| {
        content_of(m).contains("plays **e4**")
    })
    .await;
    let resign = s.slash(black, CHANNEL_ID, "resign", &[]);
    s.callback(&resign).await;
    let over = s
        .wait_public(CHANNEL_ID, "the tournament's end", WAIT, |m| {
            content_of(m).contains("is over!")
        })
        .await;
    assert!(content_of(&over).contains("final standings"), "{over:#}");

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_whose_threads_are_refused_is_played_in_the_channel_on_sqlite() {
    round_without_threads(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_whose_threads_are_refused_is_played_in_the_channel_on_postgres() {
    round_without_threads(true).await;
}

async fn killed_while_opening_threads(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Crash Cup", "swiss", &[Opt::Int("rounds", 1)]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    // Discord fails every thread creation (502): the bot retries, and is
    // killed in the middle.
    s.fail_thread_creation_with(1_000, 502);
    start(&s, ALICE).await;
    s.wait_for("a refused thread creation", WAIT, |s| {
        s.faulted()
            .iter()
            .any(|r| matches!(r.fault, Some(Fault::ThreadCreation(_))))
            .then_some(())
    })
    .await;
    t.restart(2).await;
    s.fail_thread_creation_with(0, 502);
    let (thread, _) = thread_starting(&s, "R1 · ", WAIT).await;
    s.wait_public(thread, "the board in the thread", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let threads: Vec<_> = s
        .threads()
        .into_iter()
        .filter(|(_, n)| n.starts_with("R1 · "))
        .collect();
    assert_eq!(
        threads.len(),
        1,
        "one thread for the one board: {threads:?}"
    );
    let boards = s
        .public_messages(thread)
        .iter()
        .filter(|m| m["attachments"].as_array().is_some_and(|a| !a.is_empty()))
        .count();
    assert_eq!(boards, 1, "the board once");

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_opening_a_rounds_threads_the_restart_opens_them_on_sqlite() {
    killed_while_opening_threads(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_opening_a_rounds_threads_the_restart_opens_them_on_postgres() {
    killed_while_opening_threads(true).await;
}
