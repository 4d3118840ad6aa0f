//! End to end (issue 44, contract 10): small doors. A Join click on an
//! announcement with a calendar event is answered by updating the
//! announcement, and is not followed by a second, identical edit of it
//! through the outbox (each click used to edit the announcement twice,
//! doubling what a busy server spends of Discord's rate limits); a click
//! that changes the event's line still edits it. On SQLite and PostgreSQL.
//!
//! A deferral and follow-up messages that Discord fails for a moment (a
//! 5xx) are sent again, as every other answer is: the member gets the whole
//! answer, each part once.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, GUILD_ID, add_role_option, perm};
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

/// The failed (status `status`) requests of `sent`'s answer whose path
/// ends with `end` (`/callback`, or the webhook's token for a follow-up).
fn failed_answers(
    s: &StandIn,
    sent: &support::standin::SentInteraction,
    end: &str,
    status: u16,
) -> usize {
    s.answers(sent)
        .iter()
        .filter(|r| r.path.ends_with(end) && r.status == status)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferral_discord_fails_for_a_moment_is_sent_again() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    s.make_admin(ALICE);
    let champion = s.add_role(GUILD_ID, "Champion", 1);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 5);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    // Setting a winner role defers first (it reads the server's roles).
    s.fail_callbacks_with(2, 503);
    let sent = s.slash_edited(ALICE, CHANNEL_ID, "tournament settings", &[], |v| {
        add_role_option(v, "winner_role", champion, "Champion")
    });
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(
        private && text.contains(&format!("now gets <@&{champion}>")),
        "{text}"
    );
    assert_eq!(failed_answers(&s, &sent, "/callback", 503), 2);
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn follow_ups_discord_fails_for_a_moment_are_sent_again() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    // `/tournament list` of twelve long-named scheduled tournaments is
    // longer than one message: its rest follows in follow-ups.
    s.make_admin(ALICE);
    // With Manage Events: no private notice of a missing permission
    // follows a create.
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_EVENTS, true);
    let names: Vec<String> = (1..=12)
        .map(|i| format!("Cup {i:02} of the long evenings, the late rounds and the quiet boards"))
        .collect();
    for name in &names {
        create(
            &s,
            ALICE,
            name,
            "swiss",
            &[Opt::Str("starts", "in 2h".into())],
        )
        .await;
    }
    s.fail_followups_with(2, 502);
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament list", &[]);
    s.callback(&sent).await;
    let parts = s
        .wait_for("the list and its follow-ups", WAIT, |s| {
            let parts: Vec<String> = s
                .answers(&sent)
                .into_iter()
                .filter(|r| r.status < 300)
                .filter_map(|r| r.json)
                .map(|j| content_of(&j))
                .filter(|t| !t.is_empty())
                .collect();
            let text = parts.join("\n");
            names
                .iter()
                .all(|n| text.contains(n.as_str()))
                .then_some(parts)
        })
        .await;
    assert!(parts.len() >= 2, "{parts:?}");
    let mut once = parts.clone();
    once.dedup();
    assert_eq!(once, parts, "each part once");
    // Every tournament is listed once: none was in a follow-up that was
    // lost.
    let text = parts.join("\n");
    for name in &names {
        assert_eq!(text.matches(name.as_str()).count(), 1, "{name} in:\n{text}");
    }
    assert_eq!(failed_answers(&s, &sent, &sent.token, 502), 2);
    t.finish().await;
}
