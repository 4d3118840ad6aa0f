//! End to end, through the real binary and the loopback stand-in (which
//! models server roles, the bot's place among them, Manage Roles and
//! Manage Events as Discord does): a server's tournament winner role and
//! a scheduled tournament's Discord event.
//!
//! - `/tournament settings winner_role:` is refused without Manage Roles,
//!   and for a role above the bot's; accepted for one below it.
//! - Each finished tournament hands the role to its winner and takes it
//!   from the previous winner; when Discord refuses the change later, the
//!   channel is told and the tournament's results stand.
//! - A scheduled tournament creates an external event located at the
//!   channel, which starts and completes with the tournament; a cancelled
//!   one's event is cancelled. Without Manage Events, the organizer is
//!   told privately why there is no event; the public announcement never
//!   names the bot's permissions.
//! - Only a member who could give a role on Discord (the owner, an
//!   Administrator, Manage Roles with the role below their highest) may
//!   attach it to what the bot hands out (a tournament, a series, the
//!   server's winner role, the season's top role); others are refused
//!   privately, and nothing is stored.
//! - The bot takes away only what it gave for the same source: a role
//!   given by hand stays through crownings, and a season's top holder
//!   keeps a role the tournaments share.
//! - `/tournament create winner_role:` still answers when reading the
//!   server's roles takes longer than the 3-second window.
//!
//! The trust scenarios run on SQLite and on PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{
    ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, DAVE, ERIN, GUILD_ID, TestUser, add_role_option, perm,
};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, content_of, id_of, is_ephemeral};
use support::tournament::{
    PLAYERS, WAIT, create, cup_won_by, join_all, mention, posts_with, start, wait_post, white_beats,
};

/// The text of the answer to `/name` by `user` (public or not), and
/// whether it is private.
async fn answer(
    s: &StandIn,
    user: TestUser,
    name: &str,
    opts: &[Opt],
    edit: impl FnOnce(&mut Value),
) -> (String, bool) {
    let sent = s.slash_edited(user, CHANNEL_ID, name, opts, edit);
    s.answer_text(&sent, WAIT).await
}

/// Sets the winner role by `/tournament settings winner_role:` as a
/// member with Manage Server; the answer.
async fn set_winner_role(s: &StandIn, role: u64, name: &str) -> String {
    answer(s, ALICE, "tournament settings", &[], |v| {
        support::payloads::add_role_option(v, "winner_role", role, name)
    })
    .await
    .0
}

/// Waits for a public post in the channel containing all of `needles`; its text.
async fn post_with(s: &StandIn, needles: &[&str]) -> String {
    let m = s
        .wait_public(CHANNEL_ID, &format!("a post with {needles:?}"), WAIT, |m| {
            let text = content_of(m);
            needles.iter().all(|n| text.contains(n))
        })
        .await;
    content_of(&m)
}

/// The user a pairing line names: `1. <@white> (White) vs <@black> (Black)`.
fn board_one(pairings: &str) -> (TestUser, TestUser) {
    let line = pairings
        .lines()
        .find(|l| l.starts_with("1. ") && l.contains(" (White) vs "))
        .unwrap_or_else(|| panic!("board 1 in {pairings}"));
    let who = |m: &str| {
        PLAYERS
            .into_iter()
            .find(|u| m.contains(&mention(*u)))
            .unwrap_or_else(|| panic!("a player in {m:?}"))
    };
    let (w, b) = line.split_once(" (White) vs ").unwrap();
    (who(w), who(b))
}

/// Runs a one-round Swiss of alice, bob and carol (the bye worth 0) to its
/// end, board 1 won by whoever is not `not`; returns the winner.
async fn one_round(s: &StandIn, name: &str, not: Option<TestUser>) -> TestUser {
    let ann = create(
        s,
        ALICE,
        name,
        "swiss",
        &[Opt::Int("rounds", 1), Opt::Str("bye", "0".into())],
    )
    .await;
    join_all(s, ann, &[ALICE, BOB, CAROL]).await;
    start(s, ALICE).await;
    let title = format!("**{name}** (#");
    let pairings = post_with(s, &[&title, "round 1 of 1", " (White) vs "]).await;
    let (white, black) = board_one(&pairings);
    let (result, winner) = if not == Some(white) {
        ("0-1", black)
    } else {
        ("1-0", white)
    };
    let opts = [
        Opt::Int("round", 1),
        Opt::Int("board", 1),
        Opt::Str("result", result.into()),
    ];
    answer(s, ALICE, "tournament result", &opts, |_| {}).await;
    post_with(s, &[&title, "is over!"]).await;
    winner
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_winner_role_moves_from_the_previous_winner_to_the_new_one() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    s.make_admin(ALICE);
    let champion = s.add_role(GUILD_ID, "Champion", 1);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 5);
    let mods = s.add_role(GUILD_ID, "Moderators", 9);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);

    // Without Manage Roles the setting is refused, saying why.
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, false);
    let refused = set_winner_role(&s, champion, "Champion").await;
    assert!(refused.contains("**Manage Roles**"), "{refused}");
    // With it, a role above the bot's own is refused too.
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    let refused = set_winner_role(&s, mods, "Moderators").await;
    assert!(
        refused.contains(&format!("not below my highest role, <@&{bots}>")),
        "{refused}"
    );
    // A member without Manage Server may not set it.
    let (refused, private) = answer(&s, BOB, "tournament settings", &[], |v| {
        support::payloads::add_role_option(v, "winner_role", champion, "Champion")
    })
    .await;
    assert!(private && refused.contains("Manage Server"), "{refused}");
    // A tournament's own winner role is checked the same way.
    let opts = [Opt::Str("name", "Too High".into())];
    let (refused, private) = answer(&s, ALICE, "tournament create swiss", &opts, |v| {
        support::payloads::add_role_option(v, "winner_role", mods, "Moderators")
    })
    .await;
    assert!(
        private && refused.contains("not below my highest role"),
        "{refused}"
    );
    let set = set_winner_role(&s, champion, "Champion").await;
    assert!(set.contains(&format!("now gets <@&{champion}>")), "{set}");
    let (shown, _) = answer(&s, BOB, "tournament settings", &[], |_| {}).await;
    assert!(shown.contains(&format!("gets <@&{champion}>")), "{shown}");

    // The first winner gets the role, and the channel says so.
    let first = one_round(&s, "Cup One", None).await;
    let crowned = wait_post(&s, "wins **Cup One** and now holds").await;
    assert!(crowned.contains(first.name), "{crowned}");
    s.wait_for("the first winner's role", WAIT, |s| {
        s.member_roles(GUILD_ID, first.id)
            .contains(&champion)
            .then_some(())
    })
    .await;

    // The next winner takes it from them.
    let second = one_round(&s, "Cup Two", Some(first)).await;
    assert_ne!(first, second);
    wait_post(&s, "wins **Cup Two** and now holds").await;
    s.wait_for("the role moved", WAIT, |s| {
        (s.member_roles(GUILD_ID, second.id).contains(&champion)
            && !s.member_roles(GUILD_ID, first.id).contains(&champion))
        .then_some(())
    })
    .await;
    let changes = s.role_changes(GUILD_ID);
    assert!(
        changes.contains(&(first.id, champion, false)),
        "{changes:?}"
    );
    assert_eq!(
        changes.iter().filter(|c| c.1 == mods).count(),
        0,
        "the refused role was never touched"
    );

    // Discord refuses later (the bot's role was moved below Champion):
    // the organizer is told privately, with her next command; the
    // results stand.
    s.set_member_roles(GUILD_ID, BOT_ID, &[]);
    let third = one_round(&s, "Cup Three", Some(second)).await;
    s.wait_for("the refused role change", WAIT, |s| {
        s.requests()
            .into_iter()
            .find(|r| r.method == "PUT" && r.path.contains("/roles/") && r.status == 403)
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (standings, _) = answer(&s, ALICE, "tournament standings", &[], |_| {}).await;
    assert!(standings.contains(third.name), "{standings}");
    let report = s
        .wait_for("the organizer's private report", WAIT, |s| {
            s.private_answers_to(ALICE)
                .into_iter()
                .find(|t| t.contains("did not go through"))
        })
        .await;
    assert!(
        report.contains(&format!("could not give <@&{champion}> to <@{}>", third.id)),
        "{report}"
    );
    assert!(report.contains("Manage Roles"), "{report}");
    assert!(
        posts_with(&s, "did not go through").is_empty(),
        "nothing about it in public"
    );
    assert!(
        s.member_roles(GUILD_ID, second.id).contains(&champion),
        "a failed change takes nothing"
    );
}

/// Issue 45, contract 1: what the host hands the edge as words is said
/// there, in the right language. In a server whose Discord language is
/// French, bob (a plain member whose client is in German) schedules a
/// cup: its Discord event, which every member sees, is described in
/// French, and bob alone is told in German that the server's role is no
/// prize of his cup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_and_the_organizers_notice_are_said_in_their_languages() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let champion = bot_may_hand_out(&s);
    s.make_admin(ALICE);
    let set = set_winner_role(&s, champion, "Champion").await;
    assert!(set.contains(&format!("<@&{champion}>")), "{set}");
    s.set_server_locale(GUILD_ID, "fr");
    s.set_member_locale(BOB.id, "de");
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_EVENTS, true);
    create(
        &s,
        BOB,
        "Bob Cup",
        "swiss",
        &[Opt::Str("starts", "in 2h".into())],
    )
    .await;
    let events = events_where(&s, "the event", |e| e.len() == 1).await;
    let described = events[0]["description"].as_str().unwrap_or_default();
    assert!(
        described.starts_with("Tournoi swiss de cruise") && described.contains("Inscris-toi"),
        "the event in the server's French: {described}"
    );
    let told = s
        .wait_for("bob told privately", WAIT, |s| {
            s.private_answers_to(BOB)
                .into_iter()
                .find(|t| t.contains("**Bob Cup**") && t.contains(&format!("<@&{champion}>")))
        })
        .await;
    assert!(
        told.contains("Es wird keine Serverrolle vergeben: du darfst"),
        "bob's notice in his German: {told}"
    );
    assert!(!told.contains("No server role"), "{told}");
}

/// The server's scheduled events, after waiting for `what`.
async fn events_where(s: &StandIn, what: &str, ok: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    s.wait_for(what, WAIT, |s| {
        let e = s.scheduled_events(GUILD_ID);
        ok(&e).then_some(e)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scheduled_tournament_keeps_its_discord_event_in_step() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    s.make_manager(ALICE);

    // Without Manage Events: no event; the organizer is told why,
    // privately, and the public announcement says nothing of it.
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_EVENTS | perm::CREATE_EVENTS, false);
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[
            Opt::Str("name", "No Event Cup".into()),
            Opt::Str("starts", "in 2h".into()),
        ],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the announcement is public: {body:#}");
    let ann = id_of(
        &s.wait_for("the announcement", WAIT, |s| s.original(&sent))
            .await,
    );
    let notice = s
        .wait_for("the organizer's private notice", WAIT, |s| {
            s.answers(&sent)
                .into_iter()
                .filter(|r| r.path.ends_with(&sent.token) && r.status < 300)
                .filter_map(|r| r.json)
                .find(|j| content_of(j).contains("No Discord event for it"))
        })
        .await;
    assert!(is_ephemeral(&notice), "to the organizer alone: {notice:#}");
    assert!(
        content_of(&notice)
            .contains("No Discord event for it: I am missing the **Manage Events** permission"),
        "{notice:#}"
    );
    // The outbox's worker tries the event (refused) and brings the
    // announcement up to date: still nothing of the bot's permissions.
    s.wait_for("the event tried", WAIT, |s| {
        s.requests()
            .iter()
            .any(|r| r.route().ends_with("/scheduled-events") && r.status == 403)
            .then_some(())
    })
    .await;
    // Joining edits the announcement; it stays without the notice.
    join_all(&s, ann, &[BOB]).await;
    let text = content_of(&s.message(ann).unwrap());
    assert!(text.contains("No Event Cup"), "{text}");
    assert!(
        !text.contains("Manage Events") && !text.contains("No Discord event"),
        "{text}"
    );
    assert!(s.scheduled_events(GUILD_ID).is_empty());
    assert!(
        s.public_messages(CHANNEL_ID)
            .iter()
            .all(|m| !content_of(m).contains("Manage Events")),
        "no public post names the bot's missing permission"
    );
    answer(&s, ALICE, "tournament cancel", &[], |_| {}).await;
    post_with(&s, &["**No Event Cup** (#", "was cancelled"]).await;

    // With it: an external event at the channel, from the start to an
    // estimated end.
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_EVENTS, true);
    let before = chrono::Utc::now().timestamp_millis();
    let ann = create(
        &s,
        ALICE,
        "Evening Swiss",
        "swiss",
        &[
            Opt::Str("starts", "in 2h".into()),
            Opt::Int("rounds", 1),
            Opt::Str("bye", "0".into()),
        ],
    )
    .await;
    let events = events_where(&s, "the event", |e| e.len() == 1).await;
    let e = &events[0];
    assert_eq!(e["name"], "Evening Swiss");
    assert_eq!(e["entity_type"], 3, "external");
    assert_eq!(e["entity_metadata"]["location"], "#games");
    assert_eq!(e["status"], 1, "scheduled");
    let time = |k: &str| {
        chrono::DateTime::parse_from_rfc3339(e[k].as_str().unwrap())
            .unwrap()
            .timestamp_millis()
    };
    let start_ms = time("scheduled_start_time");
    assert!(
        (start_ms - (before + 7_200_000)).abs() < 120_000,
        "starts in 2 h"
    );
    assert!(
        time("scheduled_end_time") > start_ms,
        "ends after it starts"
    );
    let id = e["id"].as_str().unwrap().to_string();
    let link = format!("https://discord.com/events/{GUILD_ID}/{id}");
    let text = s
        .wait_for("the announcement linking the event", WAIT, |s| {
            s.message(ann)
                .map(|m| content_of(&m))
                .filter(|t| t.contains("Discord event:"))
        })
        .await;
    assert!(text.contains(&link), "{text}");

    // Started early by the organizer: the event is active; finished: completed.
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    start(&s, ALICE).await;
    events_where(&s, "the event active", |e| e[0]["status"] == 2).await;
    let opts = [
        Opt::Int("round", 1),
        Opt::Int("board", 1),
        Opt::Str("result", "1-0".into()),
    ];
    answer(&s, ALICE, "tournament result", &opts, |_| {}).await;
    post_with(&s, &["**Evening Swiss** (#", "is over!"]).await;
    let events = events_where(&s, "the event completed", |e| e[0]["status"] == 3).await;
    assert_eq!(events.len(), 1, "one event, never two");

    // A scheduled tournament cancelled: its event is cancelled.
    create(
        &s,
        ALICE,
        "Called Off",
        "swiss",
        &[Opt::Str("starts", "in 3h".into())],
    )
    .await;
    events_where(&s, "the second event", |e| e.len() == 2).await;
    answer(&s, ALICE, "tournament cancel", &[], |_| {}).await;
    let events = events_where(&s, "the event cancelled", |e| e[1]["status"] == 4).await;
    assert_eq!(events[1]["name"], "Called Off");
    assert_eq!(events[0]["status"], 3, "the finished one is untouched");
}

/// The bot may hand out roles below its own (position 10) and has Manage
/// Roles; returns the role it may hand out, `Champion` (position 2).
fn bot_may_hand_out(s: &StandIn) -> u64 {
    let champion = s.add_role(GUILD_ID, "Champion", 2);
    let bots = s.add_role(GUILD_ID, "Cruise Pawns", 10);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    champion
}

/// `/tournament create` of `name` by `user` with winner role `role` and
/// `extra` options: its answer (text, private).
async fn create_with_role(
    s: &StandIn,
    user: TestUser,
    name: &str,
    role: u64,
    extra: &[Opt],
) -> (String, bool) {
    let mut opts = vec![Opt::Str("name", name.into())];
    opts.extend_from_slice(extra);
    answer(s, user, "tournament create swiss", &opts, |v| {
        add_role_option(v, "winner_role", role, "Champion")
    })
    .await
}

/// Whether any public post in the channel names `name`.
fn posted(s: &StandIn, name: &str) -> bool {
    s.public_messages(CHANNEL_ID)
        .iter()
        .any(|m| content_of(m).contains(name))
}

/// `name`'s announcement is posted; then its organizer `user` cancels it
/// (at most one tournament is open per channel).
async fn created_then_cancelled(s: &StandIn, user: TestUser, name: &str) {
    post_with(s, &[name]).await;
    let (text, _) = answer(s, user, "tournament cancel", &[], |_| {}).await;
    assert!(text.contains("cancel"), "{text}");
    post_with(s, &[&format!("**{name}** (#"), "was cancelled"]).await;
}

/// Contract 1: who may attach a role to what the bot hands out.
async fn who_may_attach_a_role(t: Session) {
    let s = t.s.clone();
    let champion = bot_may_hand_out(&s);
    let juniors = s.add_role_with(GUILD_ID, "Juniors", 1, perm::MANAGE_ROLES);
    let helpers = s.add_role_with(GUILD_ID, "Helpers", 3, perm::MANAGE_ROLES);

    // An ordinary member (anyone may create tournaments): refused
    // privately, saying which condition fails and what to do; nothing
    // public. A series too.
    let (text, private) = create_with_role(&s, BOB, "Bob Cup", champion, &[]).await;
    assert!(private, "{text}");
    assert!(
        text.contains(&format!("You cannot attach <@&{champion}>"))
            && text.contains("**Manage Roles**")
            && text.contains("leave `winner_role` out"),
        "{text}"
    );
    let weekly = [
        Opt::Str("starts", "in 2h".into()),
        Opt::Str("repeat", "weekly".into()),
    ];
    let (text, private) = create_with_role(&s, BOB, "Bob Weekly", champion, &weekly).await;
    assert!(private && text.contains("You cannot attach"), "{text}");
    // Without a role, anyone still creates tournaments (the default).
    create(&s, BOB, "Bob Plain", "swiss", &[]).await;
    let (text, _) = answer(&s, BOB, "tournament cancel", &[], |_| {}).await;
    assert!(text.contains("cancel"), "{text}");
    post_with(&s, &["**Bob Plain** (#", "was cancelled"]).await;

    // Manage Server without Manage Roles: neither the server's winner
    // role nor the season's top role.
    s.make_manager(CAROL);
    let (text, private) = answer(&s, CAROL, "tournament settings", &[], |v| {
        add_role_option(v, "winner_role", champion, "Champion")
    })
    .await;
    assert!(private && text.contains("You cannot attach"), "{text}");
    let (text, private) = answer(&s, CAROL, "season settings", &[], |v| {
        add_role_option(v, "top_role", champion, "Champion")
    })
    .await;
    assert!(
        private && text.contains("You cannot attach") && text.contains("`top_role`"),
        "{text}"
    );
    // Nothing stored.
    let (shown, _) = answer(&s, CAROL, "tournament settings", &[], |_| {}).await;
    assert!(shown.contains("No winner role is set"), "{shown}");
    let (shown, _) = answer(&s, CAROL, "season settings", &[], |_| {}).await;
    assert!(!shown.contains(&champion.to_string()), "{shown}");

    // Manage Roles with the role above their own highest: refused.
    s.set_member_roles(GUILD_ID, DAVE.id, &[juniors]);
    let (text, private) = create_with_role(&s, DAVE, "Dave Cup", champion, &[]).await;
    assert!(
        private && text.contains(&format!("not below your highest role, <@&{juniors}>")),
        "{text}"
    );
    for name in ["Bob Cup", "Bob Weekly", "Dave Cup"] {
        assert!(!posted(&s, name), "{name} was announced");
    }

    // Manage Roles with the role below their own: accepted.
    s.set_member_roles(GUILD_ID, ERIN.id, &[helpers]);
    let (text, _) = create_with_role(&s, ERIN, "Erin Cup", champion, &[]).await;
    assert!(!text.contains("cannot"), "{text}");
    created_then_cancelled(&s, ERIN, "Erin Cup").await;
    // The owner (Discord gives them every permission): accepted.
    s.set_owner(GUILD_ID, BOB.id);
    let (text, _) = create_with_role(&s, BOB, "Owner Cup", champion, &[]).await;
    assert!(!text.contains("cannot"), "{text}");
    created_then_cancelled(&s, BOB, "Owner Cup").await;
    // An Administrator: accepted, for the season's top role too.
    s.make_admin(CAROL);
    let (text, _) = answer(&s, CAROL, "season settings", &[], |v| {
        add_role_option(v, "top_role", champion, "Champion")
    })
    .await;
    assert!(text.contains(&format!("get <@&{champion}>")), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_who_could_give_a_role_attach_it_sqlite() {
    Session::run(Db::Sqlite, who_may_attach_a_role).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_who_could_give_a_role_attach_it_postgres() {
    Session::run(Db::Postgres, who_may_attach_a_role).await;
}

/// Contract 2: a role given by hand stays through two crownings; the
/// bot's own holder loses it.
async fn a_role_given_by_hand_stays(t: Session) {
    let s = t.s.clone();
    let champion = bot_may_hand_out(&s);
    s.make_admin(ALICE);
    let set = set_winner_role(&s, champion, "Champion").await;
    assert!(set.contains(&format!("now gets <@&{champion}>")), "{set}");
    let has = |u: TestUser| s.member_roles(GUILD_ID, u.id).contains(&champion);

    cup_won_by(&s, ALICE, "Cup One", [ALICE, BOB, DAVE], ALICE).await;
    s.wait_for("alice's role", WAIT, |s| {
        s.member_roles(GUILD_ID, ALICE.id)
            .contains(&champion)
            .then_some(())
    })
    .await;
    // An admin gives carol the role by hand; she wins the next cup.
    s.give_role_by_hand(GUILD_ID, CAROL.id, champion);
    cup_won_by(&s, ALICE, "Cup Two", [CAROL, BOB, DAVE], CAROL).await;
    s.wait_for("alice loses the role", WAIT, |s| {
        (!s.member_roles(GUILD_ID, ALICE.id).contains(&champion)).then_some(())
    })
    .await;
    assert!(has(CAROL));
    // Bob wins the third: he gets it, carol keeps hers.
    cup_won_by(&s, ALICE, "Cup Three", [BOB, ALICE, DAVE], BOB).await;
    s.wait_for("bob's role", WAIT, |s| {
        s.member_roles(GUILD_ID, BOB.id)
            .contains(&champion)
            .then_some(())
    })
    .await;
    // The role changes of a crowning are applied after its post: wait
    // for the post of the last one, then for the log to settle.
    wait_post(&s, "wins **Cup Three** and now holds").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(has(CAROL), "the role carol was given by hand stays");
    let changes = s.role_changes(GUILD_ID);
    assert!(
        !changes.iter().any(|c| c.0 == CAROL.id),
        "the bot never touched carol's role: {changes:?}"
    );
    assert!(
        changes.contains(&(ALICE.id, champion, false)),
        "{changes:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_given_by_hand_stays_through_crownings_sqlite() {
    Session::run(Db::Sqlite, a_role_given_by_hand_stays).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_given_by_hand_stays_through_crownings_postgres() {
    Session::run(Db::Postgres, a_role_given_by_hand_stays).await;
}

/// Contract 2: a season's top holder keeps a role the tournaments share.
async fn a_season_top_keeps_a_shared_role(t: Session) {
    let s = t.s.clone();
    let top = bot_may_hand_out(&s);
    s.make_admin(ALICE);
    let (set, _) = answer(&s, ALICE, "season settings", &[Opt::Int("top", 1)], |v| {
        add_role_option(v, "top_role", top, "Champion")
    })
    .await;
    assert!(set.contains(&format!("get <@&{top}>")), "{set}");
    let (started, _) = answer(
        &s,
        ALICE,
        "season start",
        &[Opt::Str("name", "Winter".into())],
        |_| {},
    )
    .await;
    assert!(started.contains("has started"), "{started}");
    white_beats(&s, CAROL, DAVE).await;
    let sent = s.slash(ALICE, CHANNEL_ID, "season end", &[]);
    s.callback(&sent).await;
    s.wait_for("the final standings", WAIT, |s| {
        let original = s
            .original(&sent)
            .map(|m| content_of(&m))
            .unwrap_or_default();
        (original.contains("final standings") || posted(s, "final standings")).then_some(())
    })
    .await;
    s.wait_for("carol's top role", WAIT, |s| {
        s.member_roles(GUILD_ID, CAROL.id)
            .contains(&top)
            .then_some(())
    })
    .await;

    // The tournaments hand out the same role: two crownings.
    set_winner_role(&s, top, "Champion").await;
    cup_won_by(&s, ALICE, "Shared One", [ALICE, BOB, ERIN], BOB).await;
    wait_post(&s, "wins **Shared One** and now holds").await;
    cup_won_by(&s, ALICE, "Shared Two", [ALICE, BOB, ERIN], ALICE).await;
    wait_post(&s, "wins **Shared Two** and now holds").await;
    s.wait_for("the role moved from bob to alice", WAIT, |s| {
        let has = |u: TestUser| s.member_roles(GUILD_ID, u.id).contains(&top);
        (has(ALICE) && !has(BOB)).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        s.member_roles(GUILD_ID, CAROL.id).contains(&top),
        "the season's top keeps the role"
    );
    let changes = s.role_changes(GUILD_ID);
    assert!(
        !changes.contains(&(CAROL.id, top, false)),
        "never taken from carol: {changes:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_top_keeps_a_role_the_tournaments_share_sqlite() {
    Session::run(Db::Sqlite, a_season_top_keeps_a_shared_role).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_top_keeps_a_role_the_tournaments_share_postgres() {
    Session::run(Db::Postgres, a_season_top_keeps_a_shared_role).await;
}

/// Contract 8: reading the server's roles under latency (three reads of
/// 1.5 s each) no longer misses the 3-second window.
async fn a_role_option_answers_under_latency(t: Session) {
    let s = t.s.clone();
    let champion = bot_may_hand_out(&s);
    let helpers = s.add_role_with(GUILD_ID, "Helpers", 3, perm::MANAGE_ROLES);
    s.set_member_roles(GUILD_ID, ERIN.id, &[helpers]);
    s.set_latency(Duration::from_millis(1500));
    let opts = [Opt::Str("name", "Slow Cup".into())];
    let sent = s.slash_edited(ERIN, CHANNEL_ID, "tournament create swiss", &opts, |v| {
        add_role_option(v, "winner_role", champion, "Champion")
    });
    let cb = s.callback(&sent).await;
    assert!(
        cb.status < 300 && !s.answered_too_late(&sent),
        "answered in time: {} {:?}",
        cb.status,
        s.answer_delay(&sent)
    );
    post_with(&s, &["Slow Cup"]).await;
    s.set_latency(Duration::ZERO);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_winner_role_is_checked_within_the_window_under_latency_sqlite() {
    Session::run(Db::Sqlite, a_role_option_answers_under_latency).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_winner_role_is_checked_within_the_window_under_latency_postgres() {
    Session::run(Db::Postgres, a_role_option_answers_under_latency).await;
}

/// Issue 44, contract 1: the server's winner role and the season's top
/// role are prizes only of what a member who could give them set up. A
/// plain member's own tournament, which she wins against a friend, crowns
/// nobody: its announcement and its end say so, and the holder keeps the
/// role. An admin's tournament still crowns. A season started by a member
/// with the organizer role but no Manage Roles hands out no top role.
async fn a_member_cannot_arrange_the_server_role(t: Session) {
    let s = t.s.clone();
    let champion = bot_may_hand_out(&s);
    s.make_admin(ALICE);
    let set = set_winner_role(&s, champion, "Champion").await;
    assert!(set.contains(&format!("now gets <@&{champion}>")), "{set}");
    let has = |u: TestUser| s.member_roles(GUILD_ID, u.id).contains(&champion);

    // An admin's tournament crowns its winner: carol holds the role.
    cup_won_by(&s, ALICE, "Admin Cup", [ALICE, CAROL, DAVE], CAROL).await;
    wait_post(&s, "wins **Admin Cup** and now holds").await;
    s.wait_for("carol's role", WAIT, |s| {
        s.member_roles(GUILD_ID, CAROL.id)
            .contains(&champion)
            .then_some(())
    })
    .await;

    // Bob, a plain member, creates his own cup, adds his friends and
    // wins it: no role. Bob alone is told why when he creates it (an
    // admin-only matter, off the public posts).
    cup_won_by(&s, BOB, "Bob Cup", [BOB, ERIN, DAVE], BOB).await;
    let withheld = format!("No server role is handed out: you cannot give <@&{champion}>");
    let told = s.private_answers_to(BOB);
    assert!(
        told.iter()
            .any(|t| t.contains("**Bob Cup**") && t.contains(&withheld)),
        "bob is told privately why no role is handed out: {told:#?}"
    );
    let announcement = s
        .public_messages(CHANNEL_ID)
        .into_iter()
        .map(|m| content_of(&m))
        .find(|t| t.contains("🏆 **Bob Cup** (#"))
        .expect("bob's announcement");
    assert!(
        !announcement.contains("No server role"),
        "the public announcement leaves the organizer's matter out: {announcement}"
    );
    let end = s
        .wait_for("bob's cup's end", WAIT, |s| {
            s.public_messages(CHANNEL_ID)
                .iter()
                .map(content_of)
                .find(|t| t.contains("Bob Cup") && t.contains("is over!"))
        })
        .await;
    assert!(
        end.contains("Congratulations to") && end.contains("bob"),
        "{end}"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let public: Vec<String> = s
        .public_messages(CHANNEL_ID)
        .iter()
        .map(content_of)
        .collect();
    assert!(
        !public
            .iter()
            .any(|t| t.contains("No server role") || t.contains("wins **Bob Cup**")),
        "no public post about the role bob could not give: {public:#?}"
    );
    assert!(!has(BOB), "bob is not crowned");
    assert!(has(CAROL), "carol keeps the role");
    let changes = s.role_changes(GUILD_ID);
    assert!(
        !changes
            .iter()
            .any(|c| c.0 == BOB.id || c == &(CAROL.id, champion, false)),
        "{changes:?}"
    );

    // The admin's next tournament still crowns (and takes it from carol).
    cup_won_by(&s, ALICE, "Admin Two", [ALICE, BOB, ERIN], ERIN).await;
    wait_post(&s, "wins **Admin Two** and now holds").await;
    s.wait_for("the role moved from carol to erin", WAIT, |s| {
        let has = |u: TestUser| s.member_roles(GUILD_ID, u.id).contains(&champion);
        (has(ERIN) && !has(CAROL)).then_some(())
    })
    .await;

    // A season started by an organizer without Manage Roles hands out no
    // top role.
    let organizers = s.add_role(GUILD_ID, "Organizers", 1);
    let (text, _) = answer(&s, ALICE, "tournament settings", &[], |v| {
        add_role_option(v, "organizer_role", organizers, "Organizers")
    })
    .await;
    assert!(text.contains(&format!("<@&{organizers}>")), "{text}");
    s.set_member_roles(GUILD_ID, DAVE.id, &[organizers]);
    let (set, _) = answer(&s, ALICE, "season settings", &[Opt::Int("top", 1)], |v| {
        add_role_option(v, "top_role", champion, "Champion")
    })
    .await;
    assert!(set.contains(&format!("get <@&{champion}>")), "{set}");
    let opts = [Opt::Str("name", "Dave Season".into())];
    let (started, _) = answer(&s, DAVE, "season start", &opts, |_| {}).await;
    assert!(started.contains("has started"), "{started}");
    let withheld = format!("No server role is handed out: you cannot give <@&{champion}>");
    let told = s
        .wait_for("dave told privately", WAIT, |s| {
            s.private_answers_to(DAVE)
                .into_iter()
                .find(|t| t.contains("**Dave Season**") && t.contains(&withheld))
        })
        .await;
    assert!(!started.contains("No server role"), "{started} / {told}");
    white_beats(&s, DAVE, BOB).await;
    let sent = s.slash(DAVE, CHANNEL_ID, "season end", &[]);
    s.callback(&sent).await;
    let standings = s
        .wait_for("the final standings", WAIT, |s| {
            let original = s.original(&sent).map(|m| content_of(&m));
            original
                .into_iter()
                .chain(s.public_messages(CHANNEL_ID).iter().map(content_of))
                .find(|t| t.contains("Dave Season — final standings"))
        })
        .await;
    assert!(!standings.contains("No server role"), "{standings}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!has(DAVE), "the season's top is not crowned");
    assert!(has(ERIN), "the tournaments' holder keeps the role");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_cannot_arrange_the_server_role_sqlite() {
    Session::run(Db::Sqlite, a_member_cannot_arrange_the_server_role).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_cannot_arrange_the_server_role_postgres() {
    Session::run(Db::Postgres, a_member_cannot_arrange_the_server_role).await;
}
