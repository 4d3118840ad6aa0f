//! End to end: the bot is killed (SIGKILL, like `kill -9`) after a
//! tournament round is paired and stored, and before its pairings are
//! posted (Discord refuses the round's threads for now, so the bot is
//! still trying to open them). The pairings were written to the outbox with
//! the round, held until the threads are opened: after the restart the
//! threads are opened, the boards posted, and the pairings posted exactly
//! once, linking both threads and pinging each player once. On SQLite and
//! PostgreSQL.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE};
use support::session::{Db, Session};
use support::standin::{Opt, content_of};
use support::tournament::{WAIT, create, join_all, mention, start, wait_round_games};

async fn a_kill_between_pairing_and_the_pairings_post(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let players = [ALICE, BOB, CAROL, DAVE];
    let ann = create(&s, ALICE, "Crash Cup", "swiss", &[Opt::Int("rounds", 2)]).await;
    join_all(&s, ann, &players).await;

    // Discord refuses every thread for now: the round is paired and
    // stored, and the bot keeps trying to open its threads.
    s.fail_thread_creation_with(10_000, 503);
    start(&s, ALICE).await;
    s.wait_for("a refused thread of round 1", WAIT, |s| {
        s.faulted()
            .iter()
            .any(|r| r.is_thread_create())
            .then_some(())
    })
    .await;
    let round_1 = |s: &support::standin::StandIn| {
        s.public_messages(CHANNEL_ID)
            .into_iter()
            .filter(|m| content_of(m).contains("): round 1 of 2"))
            .collect::<Vec<_>>()
    };
    assert!(
        round_1(&s).is_empty(),
        "the pairings wait for the threads they link"
    );

    // SIGKILL; Discord takes threads again; the bot starts on the same
    // database.
    t.bot.kill_now();
    s.fail_thread_creation_with(0, 503);
    t.restart(2).await;

    let games = wait_round_games(&s, 1, 2).await;
    let posted = s
        .wait_for("the pairings of round 1 after the restart", WAIT, |s| {
            let p = round_1(s);
            (!p.is_empty()).then_some(p)
        })
        .await;
    // Both boards are in their threads; the pairings were posted once.
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let posted_now = round_1(&s);
    assert_eq!(posted_now.len(), 1, "posted once: {posted_now:#?}");
    let text = content_of(&posted[0]);
    for g in &games {
        assert!(
            text.contains(&format!("<#{}>", g.thread)),
            "the pairings link thread {}: {text}",
            g.thread
        );
    }
    for p in players {
        assert_eq!(
            text.matches(&mention(p)).count(),
            1,
            "{} pinged once: {text}",
            p.name
        );
    }
    let pings = s.pings(support::standin::id_of(&posted[0])).expect("pings");
    assert_eq!(pings.users.len(), 4, "{pings:?}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_between_pairing_and_the_pairings_post_posts_them_once_sqlite() {
    a_kill_between_pairing_and_the_pairings_post(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_between_pairing_and_the_pairings_post_posts_them_once_postgres() {
    a_kill_between_pairing_and_the_pairings_post(true).await;
}
