//! End to end: a community's weekly event in Discord. A weekly Swiss with
//! a start time, check-in and a reminder: check-in opens (the announcement
//! gains **Check in**, the joined are mentioned), the reminder mentions
//! every joined player in one message, at the start the one who did not
//! check in is withdrawn and told, the rest are mentioned as it starts;
//! cancelled, the edition's successor is announced at once, a week later.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, TestUser};
use support::session::Session;
use support::standin::{Opt, StandIn, button_id, buttons, content_of, id_of, is_ephemeral};
use support::tournament::{WAIT, create, join_all};

/// The channel's post containing `needle`, and the users it pinged.
async fn post_pinging(s: &StandIn, needle: &str) -> (Value, Vec<u64>) {
    let m = s
        .wait_public(CHANNEL_ID, &format!("a post with {needle:?}"), WAIT, |m| {
            content_of(m).contains(needle)
        })
        .await;
    let mut pinged = s.pings(id_of(&m)).map(|p| p.users).unwrap_or_default();
    pinged.sort();
    (m, pinged)
}

fn ids(users: &[TestUser]) -> Vec<u64> {
    let mut v: Vec<u64> = users.iter().map(|u| u.id).collect();
    v.sort();
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_weekly_event_checks_in_reminds_withdraws_the_absent_and_announces_its_next_edition() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let ann = create(
        &s,
        ALICE,
        "Friday Blitz",
        "swiss",
        &[
            Opt::Str("starts", "in 30s".into()),
            Opt::Str("repeat", "weekly".into()),
            Opt::Str("checkin", "20s".into()),
            Opt::Str("remind", "15s".into()),
        ],
    )
    .await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(text.contains("Repeats weekly (edition 1)"), "{text}");
    assert!(text.contains("Check-in opens"), "{text}");
    let all = [ALICE, BOB, CAROL, DAVE];
    join_all(&s, ann, &all).await;

    // Check-in opens 20 s before the start: the joined are told, and the
    // announcement gains its button.
    let (_, pinged) = post_pinging(&s, "Check-in for").await;
    assert_eq!(
        pinged,
        ids(&all),
        "one message mentioning every joined player"
    );
    let m = s
        .wait_for("the Check in button", WAIT, |s| {
            s.message(ann)
                .filter(|m| buttons(m).iter().any(|b| b.0 == "Check in"))
        })
        .await;
    for u in [ALICE, BOB, CAROL] {
        let click = s.click(u, ann, &button_id(&m, "Check in"));
        let body = s.callback(&click).await.json.unwrap();
        assert!(is_ephemeral(&body), "{body:#}");
        assert!(content_of(&body).contains("checked in"), "{body:#}");
    }

    // The reminder, 15 s before: one message, every joined player.
    let (reminder, pinged) = post_pinging(&s, "⏰").await;
    assert!(content_of(&reminder).contains("starts <t:"), "{reminder:#}");
    assert_eq!(pinged, ids(&all));

    // The start: dave never checked in and is withdrawn (and told); the
    // three others are mentioned as it starts.
    let (_, pinged) = post_pinging(&s, "did not check in").await;
    assert_eq!(pinged, vec![DAVE.id]);
    let (started, pinged) = post_pinging(&s, "has started").await;
    assert_eq!(pinged, ids(&[ALICE, BOB, CAROL]));
    assert!(!content_of(&started).contains("dave"), "{started:#}");

    // Cancelled, this edition's successor is announced at once, a week on.
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament cancel", &[]);
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "cancelled: {body:#}");
    let (next, _) = post_pinging(&s, "edition 2").await;
    let next_text = content_of(&next);
    assert!(
        next_text.contains("Friday Blitz") && next_text.contains("Repeats weekly"),
        "{next_text}"
    );
    assert!(
        buttons(&next).iter().any(|b| b.0 == "Join"),
        "the next edition takes entries: {next:#}"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        s.public_messages(CHANNEL_ID)
            .iter()
            .filter(|m| content_of(m).contains("edition 2"))
            .count(),
        1,
        "announced once"
    );
    drop(t);
}
