//! End to end (issue 44, contract 10): small doors. A Join click on an
//! announcement with a calendar event is answered by updating the
//! announcement, and is not followed by a second, identical edit of it
//! through the outbox (each click used to edit the announcement twice,
//! doubling what a busy server spends of Discord's rate limits); a click
//! that changes the event's line still edits it. On SQLite and PostgreSQL.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, perm};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, content_of};
use support::tournament::{WAIT, create};

/// The successful edits (PATCH) of message `id` in the channel since
/// request number `since`.
fn edits_since(s: &StandIn, id: u64, since: usize) -> usize {
    let path = format!("/channels/{CHANNEL_ID}/messages/{id}");
    s.requests()
        .iter()
        .skip(since)
        .filter(|r| r.method == "PATCH" && r.route() == path && r.status < 300)
        .count()
}

async fn a_join_click_edits_once(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_EVENTS, true);
    let ann = create(
        &s,
        ALICE,
        "Door Cup",
        "swiss",
        &[Opt::Str("starts", "in 4h".into())],
    )
    .await;
    // The event is made, and the announcement links it (one edit).
    s.wait_for("the announcement links its event", WAIT, |s| {
        s.message(ann)
            .filter(|m| content_of(m).contains("Discord event: https://discord.com/events/"))
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    for (n, who) in [BOB, CAROL].into_iter().enumerate() {
        let since = s.requests().len();
        let m = s.message(ann).expect("the announcement");
        let click = s.click(who, ann, &button_id(&m, "Join"));
        let answer = s.callback(&click).await;
        let body = answer.json.expect("a JSON answer");
        assert_eq!(
            body["type"], 7,
            "the click updates the announcement: {body:#}"
        );
        let shown = s
            .wait_for("the announcement after the click", WAIT, |s| {
                s.message(ann)
                    .filter(|m| content_of(m).contains(&format!("Entrants ({})", n + 1)))
            })
            .await;
        assert!(
            content_of(&shown).contains("Discord event: https://discord.com/events/"),
            "the answer keeps the event's line: {shown:#}"
        );
        // Whatever the outbox would do comes now.
        tokio::time::sleep(Duration::from_millis(1_500)).await;
        assert_eq!(
            edits_since(&s, ann, since),
            0,
            "{}'s click: the answer is the one edit of the announcement",
            who.name
        );
    }
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_click_edits_the_announcement_once_sqlite() {
    a_join_click_edits_once(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_click_edits_the_announcement_once_postgres() {
    a_join_click_edits_once(true).await;
}
