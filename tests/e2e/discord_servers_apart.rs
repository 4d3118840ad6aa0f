//! End to end: servers do not wait on each other. Two servers each have a
//! tournament that starts by itself at the same time; every Discord call
//! about the first server is slowed down to [`SLOW`] (its channel, its
//! threads, its scheduled events). The second server's tournament starts,
//! is paired, gets its game thread and board and its pairings on time,
//! while the first server's posts are still on their way; then the first
//! catches up. On SQLite and PostgreSQL.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, ERIN, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, content_of};
use support::tournament::{WAIT, create_in, join_all, wait_board};

/// A Swiss starting by itself in 15 s: time to create both and join them.
fn starting_soon() -> [Opt; 1] {
    [Opt::Str("starts", "in 15s".into())]
}

/// How long each Discord call about the slow server takes: far longer
/// than the other server needs for its start, its thread and pairings.
const SLOW: Duration = Duration::from_secs(12);

/// A third player on the second server.
const FRANK: TestUser = TestUser {
    id: 1_300_000_000_000_300_001,
    name: "frank",
};

fn posts_with(s: &StandIn, channel: u64, needle: &str) -> usize {
    s.public_messages(channel)
        .iter()
        .filter(|m| content_of(m).contains(needle))
        .count()
}

async fn one_slow_server_holds_up_no_other(postgres: bool) {
    // Commands registered globally, so that they exist in both servers.
    let Some((t, second)) = Session::two_servers(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    s.make_manager(CAROL);

    let slow = create_in(&s, ALICE, CHANNEL_ID, "Slow Cup", "swiss", &starting_soon()).await;
    join_all(&s, slow, &[ALICE, BOB, ERIN]).await;
    // From now on every Discord call about the first server takes SLOW:
    // set before the second server's tournament is even made, so that
    // however long the set-up takes, the first one starts slowed down.
    s.slow_down_guild(GUILD_ID, SLOW);
    let slowed = std::time::Instant::now();
    let quick = create_in(
        &s,
        CAROL,
        second.channel,
        "Quick Cup",
        "swiss",
        &starting_soon(),
    )
    .await;
    join_all(&s, quick, &[CAROL, DAVE, FRANK]).await;

    // The second server's tournament starts on time: its game's thread
    // with the board, and its pairings linking it.
    let (thread, _) = s
        .wait_for("Quick Cup's game thread", WAIT, |s| {
            s.threads()
                .into_iter()
                .find(|(id, name)| name.starts_with("R1 · ") && s.guild_of(*id) == Some(second.id))
        })
        .await;
    wait_board(&s, thread).await;
    let pairings = s
        .wait_public(second.channel, "Quick Cup's pairings", WAIT, |m| {
            content_of(m).contains("): round 1 of")
        })
        .await;
    assert!(
        content_of(&pairings).contains(&format!("<#{thread}>")),
        "{pairings:#}"
    );
    assert_eq!(posts_with(&s, second.channel, "has started"), 1);
    // Meanwhile the first server's start is still on its way.
    assert_eq!(
        posts_with(&s, CHANNEL_ID, "has started") + posts_with(&s, CHANNEL_ID, "): round 1 of"),
        0,
        "the slow server's posts cannot have arrived yet: the second server's pairings came \
         {:?} after the first server was slowed down (each of its calls takes {SLOW:?}); \
         the first server's channel: {:#?}",
        slowed.elapsed(),
        s.public_messages(CHANNEL_ID)
            .iter()
            .map(content_of)
            .collect::<Vec<_>>()
    );
    assert!(
        s.threads()
            .iter()
            .all(|(id, _)| s.guild_of(*id) != Some(GUILD_ID)),
        "nor its thread"
    );

    // Discord answers the first server at normal speed again: it catches
    // up, each post once.
    s.slow_down_guild(GUILD_ID, Duration::ZERO);
    s.wait_public(CHANNEL_ID, "Slow Cup's pairings", WAIT * 2, |m| {
        content_of(m).contains("): round 1 of")
    })
    .await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(posts_with(&s, CHANNEL_ID, "has started"), 1);
    assert_eq!(
        posts_with(&s, CHANNEL_ID, "): round 1 of"),
        1,
        "{:#?}",
        s.public_messages(CHANNEL_ID)
            .iter()
            .map(content_of)
            .collect::<Vec<_>>()
    );
    assert_eq!(posts_with(&s, second.channel, "): round 1 of"), 1);
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_slow_server_holds_up_no_other_sqlite() {
    one_slow_server_holds_up_no_other(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_slow_server_holds_up_no_other_postgres() {
    one_slow_server_holds_up_no_other(true).await;
}
