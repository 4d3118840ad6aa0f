//! End to end: a community's weekly event in Discord. A weekly Swiss with
//! a start time, check-in and a reminder: one post reminds and opens
//! check-in (the announcement gains **Check in**), pinging nobody; at the
//! start the one who did not check in is withdrawn and told (his one
//! ping), "has started" pings nobody, and the pairings ping each player
//! once, in the line of their game with its thread's link (its board pings
//! nobody again: a start pings each player exactly once, issue 48); cancelled, the
//! edition's successor is announced at once, a week later.
//! The run-up lasts seconds (typed as members type minutes): time for the
//! joins before check-in opens, and the check-ins before the start.

use crate::support;

use serde_json::Value;
use std::collections::BTreeMap;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, TestUser};
use support::session::{Session, thread_starting};
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

/// How many times each user was pinged by the messages the bot created
/// from request `from` on: a user counts when a message's content
/// mentions them (`<@id>`) and its `allowed_mentions` lets it notify them
/// (what pings), which agrees with the stand-in's [`support::standin::StandIn::pings`].
fn pings_since(s: &StandIn, from: usize) -> BTreeMap<u64, usize> {
    let mut count = BTreeMap::new();
    for (r, body) in s.sent_messages() {
        // Creates only (an edit, an interaction's update: type 7, never
        // pings), and no private answer.
        let update = r.json.as_ref().is_some_and(|j| j["type"] == 7);
        if r.index < from
            || r.method != "POST"
            || update
            || body["flags"].as_u64().unwrap_or(0) & 64 != 0
        {
            continue;
        }
        let text = content_of(&body);
        let allowed: Vec<u64> = body["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str()?.parse().ok())
            .collect();
        let mut pinged: Vec<u64> = allowed
            .into_iter()
            .filter(|u| text.contains(&format!("<@{u}>")))
            .collect();
        pinged.sort();
        if r.is_message_create()
            && let Some(id) = r.answer["id"].as_str().and_then(|i| i.parse().ok())
            && let Some(p) = s.pings(id)
        {
            let mut users = p.users.clone();
            users.sort();
            assert_eq!(users, pinged, "{body:#}");
        }
        // A reader counting the mentions in the text finds the same: no
        // post names a player as a mention it does not ping.
        let mut named: Vec<u64> = text
            .split("<@")
            .skip(1)
            .filter_map(|t| t.split('>').next()?.parse().ok())
            .collect();
        named.sort();
        assert_eq!(named, pinged, "mentions in the text: {body:#}");
        for u in pinged {
            *count.entry(u).or_default() += 1;
        }
    }
    count
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
            Opt::Str("starts", "in 18s".into()),
            Opt::Str("repeat", "weekly".into()),
            Opt::Str("checkin", "12s".into()),
            Opt::Str("remind", "8s".into()),
        ],
    )
    .await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(text.contains("Repeats weekly (edition 1)"), "{text}");
    assert!(text.contains("Check-in opens"), "{text}");
    let all = [ALICE, BOB, CAROL, DAVE];
    join_all(&s, ann, &all).await;
    let joined = s.request_count();

    // Check-in opens 12 s before the start: one post reminds the joined
    // and opens it, with its close as a stamp, pinging nobody (nor naming
    // anyone as a mention); the announcement gains its button.
    let (runup, pinged) = post_pinging(&s, "⏰").await;
    assert!(pinged.is_empty(), "the run-up pings nobody: {pinged:?}");
    let text = content_of(&runup);
    assert!(!text.contains("<@"), "{text}");
    assert!(
        text.contains("Check-in is open") && text.contains("before it closes <t:"),
        "{text}"
    );
    assert!(
        buttons(&runup).iter().any(|b| b.0 == "Check in"),
        "{runup:#}"
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

    // The start: dave never checked in and is withdrawn (and told); "has
    // started" pings nobody.
    let (_, pinged) = post_pinging(&s, "did not check in").await;
    assert_eq!(pinged, vec![DAVE.id]);
    let (started, pinged) = post_pinging(&s, "has started").await;
    assert!(pinged.is_empty(), "{pinged:?}");
    assert!(!content_of(&started).contains("dave"), "{started:#}");

    // The pairings ping each player once, in the line of their game (the
    // board's with its thread's link, the bye's), with the first-move
    // limit as a stamp; the board in the thread pings nobody again.
    // (The announcement, edited, says "round 1 of" too; only the
    // pairings name a board.)
    let (pairings, pinged) = post_pinging(&s, " (White) vs ").await;
    assert!(
        content_of(&pairings).contains(": round 1 of"),
        "{pairings:#}"
    );
    assert_eq!(pinged, ids(&[ALICE, BOB, CAROL]));
    let (thread, _) = thread_starting(&s, "R1", WAIT).await;
    let text = content_of(&pairings);
    let board_line = text
        .lines()
        .find(|l| l.contains(" (White) vs "))
        .unwrap_or_else(|| panic!("no board: {text}"));
    assert!(board_line.ends_with(&format!("— <#{thread}>")), "{text}");
    assert!(
        text.contains("Make your first move within") && text.contains("(time runs out <t:"),
        "{text}"
    );
    for u in [ALICE, BOB, CAROL] {
        let mine: Vec<&str> = text
            .lines()
            .filter(|l| l.contains(&format!("<@{}>", u.id)))
            .collect();
        assert_eq!(mine.len(), 1, "{}: {text}", u.name);
    }
    let board = s
        .wait_public(thread, "the first board", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    assert!(
        s.pings(id_of(&board)).unwrap().users.is_empty(),
        "{board:#}"
    );
    // From the joins to the first board: every player pinged exactly once
    // (their pairings line; dave, withdrawn, by his withdrawal).
    let counts = pings_since(&s, joined);
    let once: BTreeMap<u64, usize> = all.iter().map(|u| (u.id, 1)).collect();
    assert_eq!(counts, once, "a start pings each player exactly once");

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
