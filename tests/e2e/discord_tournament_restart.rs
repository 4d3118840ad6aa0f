//! End to end: the bot is killed (SIGKILL) in the middle of a tournament
//! round and started again on the same SQLite file. The unfinished game
//! goes on in its thread (typed moves, `/resign`), the round finishes, its
//! standings are posted and the next round is paired in new threads; the
//! tournament is then played to its end. And the bot down past a
//! no-show time (given back: nobody forfeits) and past an arena's end (it
//! ends at the restart).

use crate::support;

use std::collections::BTreeSet;
use support::payloads::{ALICE, BOB, CAROL, DAVE};
use support::session::Session;
use support::standin::{Opt, content_of};
use support::tournament::{
    WAIT, assert_points, create, games_labelled, join_all, play, resign, start, tenths, wait_board,
    wait_post, wait_round_games,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_of_a_round_finishes_it_and_pairs_the_next() {
    let mut t = Session::sqlite().await;
    let s = t.s.clone();
    let players = [ALICE, BOB, CAROL, DAVE];

    let ann = create(&s, ALICE, "Restart Cup", "swiss", &[Opt::Int("rounds", 2)]).await;
    join_all(&s, ann, &players).await;
    start(&s, ALICE).await;
    wait_post(&s, ": round 1 of 2\n").await;
    let r1 = wait_round_games(&s, 1, 2).await;
    let (done, open) = (r1[0], r1[1]);

    // One game ends: White wins.
    resign(&s, done.black, done.thread).await;
    // White of the other game moves before the crash.
    let sent = s.say(open.white, open.thread, "e4");
    let _ = sent;
    s.wait_public(open.thread, "the board after e4", WAIT, |m| {
        content_of(m).contains("e4") && m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;

    // SIGKILL, and the bot again on the same database.
    t.restart(2).await;
    assert!(
        games_labelled(&s, "R2").is_empty(),
        "round 2 is not paired while a round 1 game is unfinished"
    );

    // The other game goes on in its thread: Black's typed move is played
    // (the thread shows the board after it), then White resigns.
    let before = s.public_messages(open.thread).len();
    s.say(open.black, open.thread, "e5");
    s.wait_for("the board after e5, after the restart", WAIT, |s| {
        s.public_messages(open.thread)
            .into_iter()
            .skip(before)
            .find(|m| {
                content_of(m).contains("e5")
                    && m["attachments"].as_array().is_some_and(|a| !a.is_empty())
            })
    })
    .await;
    resign(&s, open.white, open.thread).await;

    // The round is complete: its standings, then round 2 in new threads.
    let text = wait_post(&s, "standings after round 1").await;
    assert_points(
        &text,
        &[
            (done.white.name, tenths(10)),
            (done.black.name, tenths(0)),
            (open.white.name, tenths(0)),
            (open.black.name, tenths(10)),
        ],
    );
    wait_post(&s, ": round 2 of 2\n").await;
    let r2 = wait_round_games(&s, 2, 2).await;
    let before: BTreeSet<_> = r1.iter().map(|g| g.thread).collect();
    let met: BTreeSet<_> = r1.iter().map(|g| g.pair()).collect();
    for g in &r2 {
        assert!(!before.contains(&g.thread), "a new thread for {g:?}");
        assert!(!met.contains(&g.pair()), "{:?} meet again", g.pair());
    }

    // Round 2 is played in its threads: Black resigns in both.
    for g in &r2 {
        wait_board(&s, g.thread).await;
        resign(&s, g.black, g.thread).await;
    }
    let text = wait_post(&s, "is over!").await;
    assert!(text.contains("final standings"), "{text}");
    let mut expected = std::collections::BTreeMap::new();
    for (w, b) in [(done.white, done.black), (open.black, open.white)] {
        *expected.entry(w.name).or_insert(0) += 10;
        expected.entry(b.name).or_insert(0);
    }
    for g in &r2 {
        *expected.entry(g.white.name).or_insert(0) += 10;
    }
    let expected: Vec<(&str, String)> = expected.iter().map(|(n, p)| (*n, tenths(*p))).collect();
    assert_points(&text, &expected);
    drop(t);
}

/// The bot down (killed) for `down`, then started again on the same
/// database (its `n`-th connection).
async fn down_for(t: &mut Session, down: std::time::Duration, n: u64) {
    // A heartbeat after the last change, so the downtime is measured from
    // the crash.
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    t.bot.kill_now();
    tokio::time::sleep(down).await;
    t.restart(n).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_no_show_time_that_ran_out_while_the_bot_was_down_is_given_back() {
    let mut t = Session::sqlite().await;
    let s = t.s.clone();
    let players = [ALICE, BOB, CAROL, DAVE];
    let ann = create(
        &s,
        ALICE,
        "Down Cup",
        "swiss",
        &[Opt::Int("rounds", 2), Opt::Str("no_show", "20s".into())],
    )
    .await;
    join_all(&s, ann, &players).await;
    start(&s, ALICE).await;
    let r1 = wait_round_games(&s, 1, 2).await;

    // Down for 25 s: longer than the 20 s no-show time. Nobody had a
    // chance to move, so nobody loses by forfeit: after the restart the
    // time is given back and White's first move is played.
    down_for(&mut t, std::time::Duration::from_secs(25), 2).await;
    for g in &r1 {
        play(&s, g.white, g.thread, "e4").await;
    }
    assert!(
        s.public_messages(support::payloads::CHANNEL_ID)
            .iter()
            .all(|m| !content_of(m).contains("forfeit")
                || content_of(m).contains("or lose by forfeit")),
        "nobody lost by forfeit"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_whose_end_passed_while_the_bot_was_down_ends_at_the_restart() {
    let mut t = Session::sqlite().await;
    let s = t.s.clone();
    let ann = create(
        &s,
        ALICE,
        "Down Arena",
        "arena",
        &[Opt::Int("minutes", 1), Opt::Str("time", "1+0".into())],
    )
    .await;
    join_all(&s, ann, &[ALICE, BOB]).await;
    start(&s, ALICE).await;

    // Down for 65 s: past the arena's end (1 minute after its start).
    down_for(&mut t, std::time::Duration::from_secs(65), 2).await;
    let over = wait_post(&s, "Down Arena").await;
    let over = if over.contains("is over") {
        over
    } else {
        wait_post(&s, "is over! Congratulations").await
    };
    assert!(over.contains("is over"), "{over}");
}
