//! End to end, through the real binary and the loopback stand-in: the
//! set-up a server admin relies on.
//!
//! - `/tournament settings creators:organizers` keeps creating tournaments
//!   to Manage Server and the organizer role (others are refused
//!   privately, nothing is posted); `everyone`, the default, lets an
//!   ordinary member create one (SQLite and PostgreSQL).
//! - `/tournament add` pings the added member, with a **Leave** button
//!   only they may press.
//! - `/settings` and `/season` are registered with
//!   `default_member_permissions` (Manage Server), so Discord hides them
//!   from other members; everyday commands are not.
//! - When Discord refuses the Message Content intent (gateway close 4014)
//!   the bot logs one line saying so, connects without it and plays on
//!   through slash commands; a typed move (which then arrives empty) gets
//!   no answer.

use crate::support;

use serde_json::Value;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{
    MESSAGE_CONTENT_INTENT, Opt, StandIn, button_id, content_of, id_of, is_ephemeral,
};
use support::tournament::WAIT;

/// The answer to `/name` by `user` in `channel` (the deferred answer's
/// edit, if it deferred): its text and whether it is private.
async fn answer(
    s: &StandIn,
    user: TestUser,
    channel: u64,
    name: &str,
    opts: &[Opt],
    edit: impl FnOnce(&mut Value),
) -> (String, bool) {
    let sent = s.slash_edited(user, channel, name, opts, edit);
    s.answer_text(&sent, WAIT).await
}

async fn creators_setting_decides_who_creates(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    s.make_manager(ALICE);
    let second = s.add_channel(GUILD_ID, "more-games");
    let third = s.add_channel(GUILD_ID, "even-more-games");

    // The default: everyone creates (bob has no special permission), with
    // no role attached.
    let (text, private) = answer(
        &s,
        BOB,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", "Bob Open".into())],
        |_| {},
    )
    .await;
    assert!(!private, "bob's tournament is announced publicly: {text}");
    assert!(text.contains("Bob Open"), "{text}");

    // Only Manage Server changes who creates.
    let (text, private) = answer(
        &s,
        BOB,
        second,
        "tournament settings",
        &[Opt::Str("creators", "organizers".into())],
        |_| {},
    )
    .await;
    assert!(private, "{text}");
    assert!(text.contains("Only members with Manage Server"), "{text}");
    let (text, private) = answer(
        &s,
        ALICE,
        second,
        "tournament settings",
        &[Opt::Str("creators", "organizers".into())],
        |_| {},
    )
    .await;
    assert!(private, "{text}");
    assert!(
        text.contains(
            "Only members with Manage Server or the tournament organizer role may create"
        ),
        "{text}"
    );

    // Now bob is refused, privately, and nothing is posted.
    let before = s.public_messages(second).len();
    let (text, private) = answer(
        &s,
        BOB,
        second,
        "tournament create swiss",
        &[Opt::Str("name", "Bob Two".into())],
        |_| {},
    )
    .await;
    assert!(private, "the refusal is private: {text}");
    assert!(
        text.contains("only members with **Manage Server** may create tournaments"),
        "the refusal says who may: {text}"
    );
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(
        s.public_messages(second).len(),
        before,
        "nothing public after the refusal"
    );

    // The organizer role creates; the refusal names it.
    let org = s.add_role(GUILD_ID, "Organizers", 2);
    let (text, _) = answer(&s, ALICE, second, "tournament settings", &[], |v| {
        support::payloads::add_role_option(v, "organizer_role", org, "Organizers")
    })
    .await;
    assert!(text.contains(&format!("<@&{org}>")), "{text}");
    let (text, private) = answer(
        &s,
        BOB,
        second,
        "tournament create swiss",
        &[Opt::Str("name", "Bob Three".into())],
        |_| {},
    )
    .await;
    assert!(private && text.contains(&format!("<@&{org}>")), "{text}");
    let (text, private) = answer(
        &s,
        CAROL,
        second,
        "tournament create swiss",
        &[Opt::Str("name", "Carol Cup".into())],
        |v| support::payloads::give_roles(v, &[org]),
    )
    .await;
    assert!(!private, "the organizer role creates: {text}");
    assert!(text.contains("Carol Cup"), "{text}");

    // Manage Server creates too; `/tournament settings` alone shows it.
    let (text, private) = answer(
        &s,
        ALICE,
        third,
        "tournament create swiss",
        &[Opt::Str("name", "Alice Arena".into())],
        |_| {},
    )
    .await;
    assert!(!private, "{text}");
    let (text, _) = answer(&s, BOB, third, "tournament settings", &[], |_| {}).await;
    assert!(text.contains("`creators:organizers`"), "{text}");

    // And back to everyone.
    answer(
        &s,
        ALICE,
        third,
        "tournament settings",
        &[Opt::Str("creators", "everyone".into())],
        |_| {},
    )
    .await;
    let fourth = s.add_channel(GUILD_ID, "fourth");
    let (text, private) = answer(
        &s,
        BOB,
        fourth,
        "tournament create swiss",
        &[Opt::Str("name", "Bob Again".into())],
        |_| {},
    )
    .await;
    assert!(!private, "{text}");

    // A typo cannot be sent: the client offers the two choices only.
    let why = support::client::refusal(
        &s,
        "tournament settings",
        &[Opt::Str("creators", "admins".into())],
    );
    assert!(why.contains("(everyone, organizers)"), "{why}");
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creators_organizers_refuses_an_ordinary_member_and_everyone_lets_them_create_sqlite() {
    creators_setting_decides_who_creates(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn creators_organizers_refuses_an_ordinary_member_and_everyone_lets_them_create_postgres() {
    creators_setting_decides_who_creates(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_added_member_is_told_and_may_leave() {
    let run = Session::sqlite().await;
    let s = run.s.clone();
    let (ann, _) = answer(
        &s,
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", "Friday Swiss".into())],
        |_| {},
    )
    .await;
    assert!(ann.contains("Friday Swiss"), "{ann}");
    answer(
        &s,
        ALICE,
        CHANNEL_ID,
        "tournament add",
        &[Opt::User("user", BOB)],
        |_| {},
    )
    .await;
    let bob = format!("<@{}>", BOB.id);
    let told = s
        .wait_public(CHANNEL_ID, "bob is told he was added", WAIT, |m| {
            content_of(m).contains(&bob) && content_of(m).contains("Leave")
        })
        .await;
    let pings = s.pings(id_of(&told)).expect("the post's pings");
    assert!(pings.users.contains(&BOB.id), "bob is pinged: {pings:?}");
    let leave = button_id(&told, "Leave");

    // Somebody else cannot press bob's button.
    let click = s.click(CAROL, id_of(&told), &leave);
    let cb = s.callback(&click).await.json.unwrap();
    assert!(
        is_ephemeral(&cb),
        "carol's press is refused privately: {cb:#}"
    );

    // Bob leaves with it: the announcement lists nobody.
    let announcement = |s: &StandIn| {
        s.public_messages(CHANNEL_ID)
            .into_iter()
            .find(|m| content_of(m).starts_with("🏆 **Friday Swiss**"))
            .map(|m| content_of(&m))
    };
    s.wait_for("the announcement lists bob", WAIT, |s| {
        announcement(s).filter(|t| t.contains("Entrants (1)") && t.contains("bob"))
    })
    .await;
    let click = s.click(BOB, id_of(&told), &leave);
    s.callback(&click).await;
    s.wait_for("the announcement without bob", WAIT, |s| {
        announcement(s).filter(|t| t.contains("No entrants yet") && !t.contains("bob"))
    })
    .await;
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_commands_are_hidden_from_members_without_manage_server() {
    let run = Session::sqlite().await;
    let s = run.s.clone();
    let commands = s
        .wait_for("the registered commands", WAIT, |s| {
            let c = s.guild_commands();
            (!c.is_empty()).then_some(c)
        })
        .await;
    let perms = |name: &str| -> Option<String> {
        let c = commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name} is registered"));
        c["default_member_permissions"].as_str().map(str::to_string)
    };
    // Manage Server is 1 << 5.
    assert_eq!(perms("settings").as_deref(), Some("32"));
    assert_eq!(perms("season").as_deref(), Some("32"));
    for everyday in [
        "challenge",
        "move",
        "tournament",
        "leaderboard",
        "profile",
        "help",
    ] {
        assert_eq!(perms(everyday), None, "/{everyday} is for everyone");
    }
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_message_content_intent_still_ends_in_a_working_bot_sqlite() {
    refused_message_content_intent(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_message_content_intent_still_ends_in_a_working_bot_postgres() {
    refused_message_content_intent(true).await;
}

async fn refused_message_content_intent(postgres: bool) {
    let s = StandIn::start().await;
    s.disallow_intents(MESSAGE_CONTENT_INTENT);
    let Some(t) = Session::with(Db::either(postgres)).on(&s).start().await else {
        return;
    };
    let bot = &t.bot;
    let identifies = s.identifies();
    assert!(identifies.len() >= 2, "identified again: {identifies:?}");
    let intents = |v: &Value| v["intents"].as_u64().unwrap();
    assert_ne!(intents(&identifies[0]) & MESSAGE_CONTENT_INTENT, 0);
    assert_eq!(
        intents(identifies.last().unwrap()) & MESSAGE_CONTENT_INTENT,
        0,
        "the second identify leaves Message Content out"
    );
    let log = bot.output();
    assert_eq!(
        log.matches("typed moves are off").count(),
        1,
        "one line says so: {log}"
    );
    assert!(
        log.contains("Message Content Intent"),
        "and how to turn it on: {log}"
    );

    // Games go on through slash commands.
    s.accepted_challenge(ALICE, BOB, &[]).await;
    let thread = s
        .wait_for("the game's thread", WAIT, |s| {
            s.threads().into_iter().map(|(id, _)| id).next()
        })
        .await;
    let board = s.play_move(ALICE, thread, "e4").await;
    assert!(!content_of(&board).is_empty());
    // A typed move arrives without its text and gets no answer.
    let from_bot = |s: &StandIn| {
        s.public_messages(thread)
            .iter()
            .filter(|m| m["author"]["id"].as_str().and_then(|id| id.parse().ok()) == Some(BOT_ID))
            .count()
    };
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let before = from_bot(&s);
    s.say(BOB, thread, "e5");
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    assert_eq!(from_bot(&s), before, "no answer to a typed move");
    assert!(
        s.requests()
            .iter()
            .all(|r| !r.route().contains("/reactions")),
        "nor a reaction"
    );
    t.finish().await;
}
