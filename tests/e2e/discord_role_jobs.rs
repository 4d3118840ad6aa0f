//! End to end: the server roles and Discord events the bot owes are jobs
//! of the outbox, retried like posts (issue 30, contract 1).
//!
//! - A tournament with a winner role ends by a game's end while Discord
//!   answers 503 to every role change; the bot is killed (SIGKILL) and
//!   started again on the same database: the winner gets the role exactly
//!   once, and the crowning and the end are each posted exactly once.
//! - A scheduled tournament's event is created although Discord answered
//!   its first creates 503 (tried again), or made it and lost the answer
//!   (found, not made twice): one event each, linked by the announcement.
//!
//! On SQLite and PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{
    ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, GUILD_ID, TestUser, add_role_option, perm,
};
use support::session::{Db, Session};
use support::standin::{Fault, Opt, StandIn, content_of};
use support::tournament::{WAIT, both_move, create, join_all, resign, start, wait_round_games};

/// The bot may hand out roles below its own (position 10) and has Manage
/// Roles; returns the role it may hand out, `Champion` (position 2).
fn bot_may_hand_out(s: &StandIn) -> u64 {
    let champion = s.add_role(GUILD_ID, "Champion", 2);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 10);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    champion
}

/// `/tournament settings winner_role:` by `user`: the server's winner
/// role is `role`; waits for the answer (deferred or not).
async fn set_winner_role(s: &StandIn, user: TestUser, role: u64) {
    let sent = s.slash_edited(user, CHANNEL_ID, "tournament settings", &[], |v| {
        add_role_option(v, "winner_role", role, "Champion")
    });
    let body = s.callback(&sent).await.json.unwrap();
    let text = if body["type"] == 5 {
        let m = s
            .wait_for("the deferred answer", WAIT, |s| {
                s.original(&sent).filter(|m| !content_of(m).is_empty())
            })
            .await;
        content_of(&m)
    } else {
        content_of(&body)
    };
    assert!(text.contains(&format!("now gets <@&{role}>")), "{text}");
}

/// The public posts of the channel whose text contains `needle`.
fn posts_with(s: &StandIn, needle: &str) -> Vec<Value> {
    s.public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains(needle))
        .collect()
}

async fn a_kill_while_discord_fails_the_winners_role(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let champion = bot_may_hand_out(&s);
    s.make_admin(ALICE);
    set_winner_role(&s, ALICE, champion).await;

    // One round; the bye is worth nothing, so board 1's winner wins.
    let opts = [Opt::Int("rounds", 1), Opt::Str("bye", "0".into())];
    let ann = create(&s, ALICE, "Role Cup", "swiss", &opts).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    start(&s, ALICE).await;
    let games = wait_round_games(&s, 1, 1).await;
    let g = games[0];
    both_move(&s, g).await;

    // Discord fails every role change for now; black resigns: the game's
    // end ends the tournament, whose crowning hands out the role.
    s.fail_role_changes_with(100_000, 503);
    resign(&s, g.black, g.thread).await;
    let crowned = "wins **Role Cup** and now holds";
    s.wait_for("the crowning post", WAIT, |s| {
        (!posts_with(s, crowned).is_empty()).then_some(())
    })
    .await;
    s.wait_for("a role change Discord failed", WAIT, |s| {
        s.faulted()
            .iter()
            .any(|r| r.fault == Some(Fault::RoleChange(503)))
            .then_some(())
    })
    .await;
    assert!(
        !s.member_roles(GUILD_ID, g.white.id).contains(&champion),
        "not given while Discord fails"
    );

    // SIGKILL; Discord takes role changes again; the bot starts on the
    // same database.
    t.bot.kill_now();
    s.fail_role_changes_with(0, 503);
    t.restart(2).await;
    // The killed bot may have died holding the role's lease (it runs out
    // after 60 s, so that a crashed process blocks a role no longer).
    let lease = Duration::from_secs(60);
    s.wait_for("the winner's role after the restart", WAIT + lease, |s| {
        s.member_roles(GUILD_ID, g.white.id)
            .contains(&champion)
            .then_some(())
    })
    .await;
    // Settled: given once, and nothing posted twice.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let given: Vec<_> = s
        .role_changes(GUILD_ID)
        .into_iter()
        .filter(|c| c.1 == champion)
        .collect();
    assert_eq!(given, [(g.white.id, champion, true)], "given exactly once");
    assert!(!s.member_roles(GUILD_ID, g.black.id).contains(&champion));
    assert_eq!(posts_with(&s, crowned).len(), 1, "the crowning posted once");
    assert_eq!(
        posts_with(&s, "**Role Cup** (#")
            .iter()
            .filter(|m| content_of(m).contains("is over!"))
            .count(),
        1,
        "the end posted once"
    );
    assert!(
        posts_with(&s, "did not go through").is_empty(),
        "a failure that passes is no refusal to report"
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_discord_failed_before_a_kill_is_given_once_after_the_restart_sqlite() {
    a_kill_while_discord_fails_the_winners_role(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_discord_failed_before_a_kill_is_given_once_after_the_restart_postgres() {
    a_kill_while_discord_fails_the_winners_role(true).await;
}

/// The server's one event named `name` once there is one, and the
/// announcement `ann` linking it.
async fn one_event_linked(s: &StandIn, name: &str, ann: u64) -> Value {
    let events = s
        .wait_for(&format!("the event of {name}"), WAIT, |s| {
            let e: Vec<Value> = s
                .scheduled_events(GUILD_ID)
                .into_iter()
                .filter(|e| e["name"] == name)
                .collect();
            (!e.is_empty()).then_some(e)
        })
        .await;
    let id = events[0]["id"].as_str().unwrap().to_string();
    let link = format!("https://discord.com/events/{GUILD_ID}/{id}");
    s.wait_for("the announcement linking the event", WAIT, |s| {
        s.message(ann)
            .filter(|m| content_of(m).contains(&link))
            .map(|_| ())
    })
    .await;
    // Settled: never a second one.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let events: Vec<Value> = s
        .scheduled_events(GUILD_ID)
        .into_iter()
        .filter(|e| e["name"] == name)
        .collect();
    assert_eq!(events.len(), 1, "one event for {name}: {events:#?}");
    let text = content_of(&s.message(ann).unwrap());
    assert_eq!(text.matches("Discord event:").count(), 1, "{text}");
    assert!(!text.contains("No Discord event"), "{text}");
    events[0].clone()
}

async fn an_event_discord_failed_is_created_once(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    s.make_manager(ALICE);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_EVENTS, true);

    // Discord answers the first two creates 503 (nothing made).
    s.fail_event_writes_with(2, 503, false);
    let starts = [Opt::Str("starts", "in 2h".into())];
    let ann = create(&s, ALICE, "Retried Swiss", "swiss", &starts).await;
    one_event_linked(&s, "Retried Swiss", ann).await;
    let failed = s
        .faulted()
        .iter()
        .filter(|r| {
            r.fault
                == Some(Fault::EventWrite {
                    status: 503,
                    made: false,
                })
        })
        .count();
    assert_eq!(failed, 2, "both failures were met and tried again");
    let sent = s.slash(ALICE, CHANNEL_ID, "tournament cancel", &[]);
    s.callback(&sent).await;
    s.wait_for("the event cancelled", WAIT, |s| {
        s.scheduled_events(GUILD_ID)
            .iter()
            .any(|e| e["name"] == "Retried Swiss" && e["status"] == 4)
            .then_some(())
    })
    .await;

    // Discord makes the next event but its answer is lost (500, as a
    // timeout would): the retry finds it rather than making a second.
    s.fail_event_writes_with(1, 500, true);
    let ann = create(&s, ALICE, "Lost Answer Swiss", "swiss", &starts).await;
    let e = one_event_linked(&s, "Lost Answer Swiss", ann).await;
    assert_eq!(e["status"], 1, "scheduled");
    assert!(
        s.faulted().iter().any(|r| r.fault
            == Some(Fault::EventWrite {
                status: 500,
                made: true
            })),
        "the answer was lost"
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_discord_failed_or_lost_is_made_once_sqlite() {
    an_event_discord_failed_is_created_once(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_discord_failed_or_lost_is_made_once_postgres() {
    an_event_discord_failed_is_created_once(true).await;
}
