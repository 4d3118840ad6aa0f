//! End to end: a server's role changes happen in order and only once
//! (issue 44, contract 6), through the real binary and the stand-in.
//!
//! - Two cups with the server's winner role end in two channels; Discord
//!   fails every role change of the first cup's winner (503) until the
//!   second cup is over. The second crowning waits behind the first (one
//!   ordered lane of role changes per server, not one per channel); once
//!   Discord takes the first again, it goes through, then the second: the
//!   later winner holds the role and the earlier one does not. Before,
//!   the first crowning's retry came after the second and gave the role
//!   back to the earlier winner, taking it from the later one.
//! - A role the bot took (Discord's answer lost on the way, the member
//!   read again to settle it) and a moderator gives back by hand is never
//!   taken again by the next crowning.
//!
//! On SQLite and PostgreSQL.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, CHANNEL2_ID, DAVE, GUILD_ID, perm};
use support::session::{Db, Session};
use support::standin::{Fault, StandIn, content_of};
use support::tournament::{WAIT, cup_won_by_in};

/// The bot may hand out roles below its own (position 10) and has Manage
/// Roles; the server's winner role is `Champion` (position 2), set by
/// alice (an Administrator). Returns it.
async fn server_winner_role(s: &StandIn) -> u64 {
    let champion = s.add_role(GUILD_ID, "Champion", 2);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 10);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    s.make_admin(ALICE);
    let sent = s.slash_edited(ALICE, CHANNEL_ID, "tournament settings", &[], |v| {
        support::payloads::add_role_option(v, "winner_role", champion, "Champion")
    });
    let (text, _) = s.answer_text(&sent, WAIT).await;
    assert!(text.contains(&format!("now gets <@&{champion}>")), "{text}");
    champion
}

/// Waits for the crowning of cup `name` in `channel` (the post carrying
/// its role change).
async fn crowned(s: &StandIn, channel: u64, name: &str) {
    let needle = format!("wins **{name}** and now holds");
    s.wait_public(channel, &format!("the crowning of {name}"), WAIT, |m| {
        content_of(m).contains(&needle)
    })
    .await;
}

/// The bot's changes of `role` so far: (user, given (else taken)).
fn changes(s: &StandIn, role: u64) -> Vec<(u64, bool)> {
    s.role_changes(GUILD_ID)
        .into_iter()
        .filter(|c| c.1 == role)
        .map(|c| (c.0, c.2))
        .collect()
}

async fn a_retried_crowning_never_undoes_a_later_one(t: Session) {
    let s = t.s.clone();
    let champion = server_winner_role(&s).await;
    let has = |u: u64| s.member_roles(GUILD_ID, u).contains(&champion);

    // Discord fails every change of alice's roles (503, nothing done).
    s.fail_role_changes_of(ALICE.id, Some((503, false)));
    cup_won_by_in(
        &s,
        ALICE,
        CHANNEL_ID,
        "First Cup",
        [ALICE, BOB, DAVE],
        ALICE,
    )
    .await;
    crowned(&s, CHANNEL_ID, "First Cup").await;
    s.wait_for("alice's role change failing", WAIT, |s| {
        s.faulted()
            .iter()
            .any(|r| {
                r.fault
                    == Some(Fault::MemberRoleChange {
                        status: 503,
                        made: false,
                    })
            })
            .then_some(())
    })
    .await;

    // The second cup, in another channel, ends while the first crowning
    // is still being tried again.
    cup_won_by_in(
        &s,
        ALICE,
        CHANNEL2_ID,
        "Second Cup",
        [BOB, CAROL, DAVE],
        BOB,
    )
    .await;
    crowned(&s, CHANNEL2_ID, "Second Cup").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let bob_early = has(BOB.id);

    // Discord takes alice's changes again: the first crowning goes
    // through, then the second.
    s.fail_role_changes_of(ALICE.id, None);
    s.wait_for("both crownings' changes", WAIT, |s| {
        (changes(s, champion).len() >= 3).then_some(())
    })
    .await;
    // Settled: the first crowning's retries are over.
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(
        has(BOB.id) && !has(ALICE.id),
        "the later winner holds the role, the earlier one not: {:?}",
        changes(&s, champion)
    );
    assert_eq!(
        changes(&s, champion),
        [(ALICE.id, true), (BOB.id, true), (ALICE.id, false)],
        "the crownings in the order they were won, each once"
    );
    assert!(
        !bob_early,
        "the second crowning waited for the first (one ordered lane of role changes per server)"
    );
    let reported = |ch: u64| {
        s.public_messages(ch)
            .iter()
            .any(|m| content_of(m).contains("did not go through"))
    };
    assert!(
        !reported(CHANNEL_ID) && !reported(CHANNEL2_ID),
        "a failure that passes is no refusal to report"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retried_crowning_never_undoes_a_later_one_sqlite() {
    Session::run(Db::Sqlite, a_retried_crowning_never_undoes_a_later_one).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retried_crowning_never_undoes_a_later_one_postgres() {
    Session::run(Db::Postgres, a_retried_crowning_never_undoes_a_later_one).await;
}

async fn a_role_given_back_by_hand_is_never_taken_again(t: Session) {
    let s = t.s.clone();
    let champion = server_winner_role(&s).await;
    let has = |u: u64| s.member_roles(GUILD_ID, u).contains(&champion);

    cup_won_by_in(&s, ALICE, CHANNEL_ID, "Cup One", [ALICE, BOB, DAVE], ALICE).await;
    s.wait_for("alice's role", WAIT, |_| has(ALICE.id).then_some(()))
        .await;

    // Bob wins the next; taking alice's role is done, but Discord's
    // answer is lost (500).
    s.fail_role_changes_of(ALICE.id, Some((500, true)));
    cup_won_by_in(&s, ALICE, CHANNEL2_ID, "Cup Two", [BOB, CAROL, DAVE], BOB).await;
    s.wait_for("bob's role, alice's gone", WAIT, |_| {
        (has(BOB.id) && !has(ALICE.id)).then_some(())
    })
    .await;
    assert!(
        s.faulted().iter().any(|r| r.fault
            == Some(Fault::MemberRoleChange {
                status: 500,
                made: true
            })),
        "the answer was lost"
    );
    // Settled (the job's retries over); then a moderator gives alice the
    // role back by hand.
    tokio::time::sleep(Duration::from_secs(3)).await;
    s.fail_role_changes_of(ALICE.id, None);
    s.give_role_by_hand(GUILD_ID, ALICE.id, champion);

    // Carol wins the third: bob loses the role, alice keeps hers.
    cup_won_by_in(
        &s,
        ALICE,
        CHANNEL_ID,
        "Cup Three",
        [CAROL, BOB, DAVE],
        CAROL,
    )
    .await;
    s.wait_for("carol's role, bob's gone", WAIT, |_| {
        (has(CAROL.id) && !has(BOB.id)).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(has(ALICE.id), "the role given back by hand stays");
    let taken_from_alice = changes(&s, champion)
        .iter()
        .filter(|c| **c == (ALICE.id, false))
        .count();
    assert_eq!(
        taken_from_alice,
        1,
        "taken once, never again: {:?}",
        changes(&s, champion)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_given_back_by_hand_is_never_taken_again_sqlite() {
    Session::run(Db::Sqlite, a_role_given_back_by_hand_is_never_taken_again).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_given_back_by_hand_is_never_taken_again_postgres() {
    Session::run(Db::Postgres, a_role_given_back_by_hand_is_never_taken_again).await;
}
