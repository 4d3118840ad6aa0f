//! Two bot processes on one PostgreSQL, shards 0/2 and 1/2, against the
//! loopback stand-in: each owns the servers of its shard. Both are killed
//! (`kill -9`) while a game of one process's server has a pending shoot-down
//! question and started again: only the owner restores and times it, so the
//! question is shown again once, passes once and the missile detonates
//! once.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CHANNEL_ID, GUILD_ID};
use support::session::{Db, Session, thread_named};
use support::standin::{Opt, StandIn, button_id, buttons, content_of, id_of};

const WAIT: Duration = Duration::from_secs(20);

async fn play(s: &StandIn, user: support::payloads::TestUser, thread: u64, mv: &str) {
    s.play_move(user, thread, mv).await;
}

/// Messages (current versions) in `channel` whose text contains `needle`.
fn count(s: &StandIn, channel: u64, needle: &str) -> usize {
    s.public_messages(channel)
        .iter()
        .filter(|m| content_of(m).contains(needle))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_own_their_shards_and_survive_a_restart() {
    // The test server is on one of the two shards (Discord's formula); the
    // other process owns nothing here and must stay silent.
    let owner = (GUILD_ID >> 22) % 2;
    eprintln!("the test server is on shard {owner} of 2");
    let Some(mut t) = Session::with(Db::Postgres)
        .env(&[("SHARDS", "0/2")])
        .unwaited()
        .start()
        .await
    else {
        return;
    };
    let s = t.s.clone();
    let mut b = t.start_bot(&[("SHARDS", "1/2")]);
    s.wait_ready(2).await;
    let shards: Vec<Value> = s.identifies().iter().map(|i| i["shard"].clone()).collect();
    assert!(shards.contains(&serde_json::json!([0, 2])), "{shards:?}");
    assert!(shards.contains(&serde_json::json!([1, 2])), "{shards:?}");

    // A game in the test server, a missile in the air, a question pending.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[
            Opt::User("opponent", BOB),
            Opt::Str("color", "white".into()),
            Opt::Str("intercept", "8".into()),
        ],
    );
    s.callback(&sent).await;
    let challenge = s.original(&sent).unwrap();
    let click = s.click(BOB, id_of(&challenge), &button_id(&challenge, "Accept"));
    s.callback(&click).await;
    let thread = thread_named(&s, "alice vs bob", WAIT).await;
    for (who, mv) in [(ALICE, "e4"), (BOB, "d5"), (ALICE, "e5"), (BOB, "a6")] {
        play(&s, who, thread, mv).await;
    }
    let fire = s.slash(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "e5>e6>e7".into())],
    );
    s.callback(&fire).await;
    let q = s
        .wait_public(thread, "the question", WAIT, |m| {
            buttons(m).iter().any(|b| b.0 == "Let it pass")
        })
        .await;
    tokio::time::sleep(Duration::from_millis(300)).await;

    // kill -9 both, start both again on the same database.
    t.bot.kill_now();
    b.kill_now();
    let restarted_at = s.requests().len();
    t.bot = t.start_bot(&[]);
    b = t.start_bot(&[("SHARDS", "1/2")]);
    s.wait_ready(4).await;

    // The owner shows the question again on its message, and nobody else
    // posts it; it passes once (no answer) and the missile detonates once.
    s.wait_for("the missile to detonate", Duration::from_secs(30), |s| {
        (count(s, thread, "detonates") > 0).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(count(&s, thread, "detonates"), 1);
    let questions = s
        .public_messages(thread)
        .iter()
        .filter(|m| content_of(m).contains("shoot it down"))
        .count();
    assert!(questions <= 1, "one question message at most");
    let flight = s.message(id_of(&q)).unwrap();
    assert!(
        content_of(&flight).contains("detonates"),
        "the flight's own message shows the end: {flight:#}"
    );
    let shown_again = s.requests()[restarted_at..]
        .iter()
        .filter(|r| {
            r.json
                .as_ref()
                .is_some_and(|j| content_of(j).contains("shoot it down"))
        })
        .count();
    assert_eq!(
        shown_again, 1,
        "only the owner shows the pending question again after the restart"
    );
    // The question timed out once, by its owner: the flight went on and
    // its end (the pass folded into it: one line per flight) was shown
    // once.
    let ends = s
        .requests()
        .iter()
        .filter(|r| {
            r.status < 300
                && r.json
                    .as_ref()
                    .is_some_and(|j| content_of(j).contains("detonates"))
        })
        .count();
    assert_eq!(ends, 1, "the question timed out once, by its owner");
    drop(b);
    t.finish().await;
}
