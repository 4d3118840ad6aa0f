//! End to end: a finished game's thread is archived a while after its
//! result (`THREAD_ARCHIVE_AFTER`, here 1 s), so that a busy server never
//! reaches Discord's cap on active threads; a game still being played is
//! never archived; a bot killed (`kill -9`) before its archiving archives
//! the thread after its restart (issue 44, contract 10: archive times
//! survive a restart). On SQLite and PostgreSQL.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB};
use support::session::{Db, Session, accepted_game};
use support::standin::{StandIn, content_of};

const WAIT: Duration = Duration::from_secs(30);

/// bob resigns the game in `thread`; its result is posted.
async fn resign(s: &StandIn, thread: u64) {
    let resign = s.slash(BOB, thread, "resign", &[]);
    s.callback(&resign).await;
    s.wait_public(thread, "the result", WAIT, |m| {
        content_of(m).contains("resigns")
    })
    .await;
}

async fn finished_thread_archived(postgres: bool) {
    let Some(t) = Session::with(Db::either(postgres))
        .env(&[("THREAD_ARCHIVE_AFTER", "1")])
        .start()
        .await
    else {
        return;
    };
    let s = t.s.clone();

    let thread = accepted_game(&s, ALICE, BOB, WAIT).await;
    s.play_move(ALICE, thread, "e4").await;
    // Playing: never archived.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        !s.is_archived(thread),
        "a game in play keeps its thread open"
    );

    resign(&s, thread).await;
    s.wait_for("the thread archived", WAIT, |s| {
        s.is_archived(thread).then_some(())
    })
    .await;

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_thread_is_archived_on_sqlite() {
    finished_thread_archived(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_thread_is_archived_on_postgres() {
    finished_thread_archived(true).await;
}

async fn archived_after_a_kill(postgres: bool) {
    let Some(mut t) = Session::with(Db::either(postgres))
        .env(&[("THREAD_ARCHIVE_AFTER", "3")])
        .start()
        .await
    else {
        return;
    };
    let s = t.s.clone();
    let thread = accepted_game(&s, ALICE, BOB, WAIT).await;
    s.play_move(ALICE, thread, "e4").await;
    resign(&s, thread).await;
    // Killed before the thread's time came (the result is recorded as
    // delivered by then): its archiving was owed.
    tokio::time::sleep(Duration::from_millis(800)).await;
    t.restart(2).await;
    assert!(!s.is_archived(thread), "not archived before the kill");
    s.wait_for("the thread archived after the restart", WAIT, |s| {
        s.is_archived(thread).then_some(())
    })
    .await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_thread_is_archived_after_a_kill_on_sqlite() {
    archived_after_a_kill(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_thread_is_archived_after_a_kill_on_postgres() {
    archived_after_a_kill(true).await;
}
