//! End to end, through the real binary and the loopback stand-in: what an
//! organizer and a stranger can and cannot do to a tournament.
//!
//! - Another server's tournament, named by its id, is exactly as unknown as
//!   one that never existed, in every subcommand and in autocomplete, even
//!   for a member with Manage Server there; nothing is posted or changed.
//! - `/tournament create` and `/tournament start` read the bot's own
//!   permissions in the channel (`app_permissions`) and refuse, naming each
//!   missing one, before anything starts.
//! - A 40-player Swiss started while each Discord call takes 400 ms is
//!   answered within Discord's 3 seconds; its 20 boards follow.
//! - `starts:` takes a Discord timestamp and the announcement shows it as
//!   `<t:UNIX:F>` (`<t:UNIX:R>`); a time that has passed is refused.

use crate::support;

use std::time::{Duration, SystemTime, UNIX_EPOCH};
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, TestUser, perm};
use support::session::{Db, Session};
use support::standin::{GuildHandle, Opt, StandIn, content_of, field_of, is_ephemeral};
use support::tournament::{WAIT, create, join_all, start};

/// The stand-in and the bot, commands registered globally (as in
/// production) so that they exist in a second server too.
struct Two {
    s: StandIn,
    second: GuildHandle,
    _session: Session,
}

async fn two_servers() -> Two {
    let (session, second) = Session::two_servers(Db::Sqlite)
        .await
        .expect("SQLite needs no configuration");
    Two {
        s: session.s.clone(),
        second,
        _session: session,
    }
}

/// The ephemeral text `user` gets for `/name` with `opts` in `channel`.
async fn ephemeral_answer(
    s: &StandIn,
    user: TestUser,
    channel: u64,
    name: &str,
    opts: &[Opt],
) -> String {
    let sent = s.slash(user, channel, name, opts);
    let body = s.callback(&sent).await.json.unwrap();
    if body["type"] == 5 {
        // Deferred: the answer is the edited original.
        let m = s
            .wait_for("the deferred answer", WAIT, |s| s.original(&sent))
            .await;
        return content_of(&m);
    }
    assert!(is_ephemeral(&body), "/{name} answers privately: {body:#}");
    content_of(&body)
}

fn now_secs() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_servers_tournament_is_as_unknown_as_one_that_never_existed() {
    let t = two_servers().await;
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Home Swiss", "swiss", &[]).await;
    join_all(&s, ann, &[ALICE, BOB]).await;
    let before = content_of(&s.message(ann).unwrap());
    let id: i64 = before
        .split("(#")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the announcement names its id: {before}"));

    // CAROL manages the second server (Manage Server is per member here).
    s.make_manager(CAROL);
    let there = t.second.channel;
    let never = id + 1000;
    for sub in [
        "cancel",
        "start",
        "pair",
        "join",
        "leave",
        "standings",
        "pairings",
        "export",
    ] {
        let name = format!("tournament {sub}");
        let theirs = ephemeral_answer(&s, CAROL, there, &name, &[Opt::Int("tournament", id)]).await;
        let none =
            ephemeral_answer(&s, CAROL, there, &name, &[Opt::Int("tournament", never)]).await;
        assert_eq!(
            theirs.replace(&id.to_string(), "N"),
            none.replace(&never.to_string(), "N"),
            "/{name} on another server's tournament answers as for one that never existed"
        );
        assert!(theirs.contains("no tournament"), "/{name}: {theirs}");
    }
    let kick = ephemeral_answer(
        &s,
        CAROL,
        there,
        "tournament kick",
        &[Opt::Int("tournament", id), Opt::User("user", BOB)],
    )
    .await;
    assert!(kick.contains("no tournament"), "{kick}");

    // Autocomplete at home offers the tournament; in the second server,
    // nothing of the first.
    let ac = s.autocomplete(
        ALICE,
        CHANNEL_ID,
        "tournament standings",
        &[Opt::Str("tournament", String::new())],
        "tournament",
    );
    let body = s.callback(&ac).await.json.unwrap();
    let home = body["data"]["choices"].to_string();
    assert!(home.contains("Home Swiss"), "{home}");
    let ac = s.autocomplete(
        CAROL,
        there,
        "tournament standings",
        &[Opt::Str("tournament", String::new())],
        "tournament",
    );
    let body = s.callback(&ac).await.json.unwrap();
    let choices = body["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(choices.is_empty(), "{choices:?}");

    // Nothing changed, nothing posted anywhere.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(content_of(&s.message(ann).unwrap()), before);
    assert!(s.public_messages(there).is_empty(), "nothing public there");
    assert!(
        !s.public_messages(CHANNEL_ID)
            .iter()
            .any(|m| content_of(m).contains("cancelled") || content_of(m).contains("has started")),
        "the home tournament is neither cancelled nor started"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_and_start_name_each_permission_the_bot_lacks_before_anything_starts() {
    let t = two_servers().await;
    let s = t.s.clone();

    s.revoke_bot_permission(CHANNEL_ID, perm::ATTACH_FILES);
    s.revoke_bot_permission(CHANNEL_ID, perm::SEND_MESSAGES_IN_THREADS);
    let refused = ephemeral_answer(
        &s,
        ALICE,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", "No Files".into())],
    )
    .await;
    assert!(
        refused.contains("**Attach Files**") && refused.contains("**Send Messages in Threads**"),
        "{refused}"
    );
    assert!(!refused.contains("**Create Public Threads**"), "{refused}");
    assert!(s.public_messages(CHANNEL_ID).is_empty(), "nothing created");

    s.grant_bot_permission(CHANNEL_ID, perm::ATTACH_FILES);
    s.grant_bot_permission(CHANNEL_ID, perm::SEND_MESSAGES_IN_THREADS);
    let ann = create(&s, ALICE, "Threads Swiss", "swiss", &[]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    s.revoke_bot_permission(CHANNEL_ID, perm::CREATE_PUBLIC_THREADS);
    let refused = ephemeral_answer(&s, ALICE, CHANNEL_ID, "tournament start", &[]).await;
    assert!(refused.contains("**Create Public Threads**"), "{refused}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        !s.public_messages(CHANNEL_ID)
            .iter()
            .any(|m| content_of(m).contains("has started")),
        "not started"
    );
    assert!(s.threads().is_empty(), "no thread opened");

    // Granted again: it starts.
    s.grant_bot_permission(CHANNEL_ID, perm::CREATE_PUBLIC_THREADS);
    start(&s, ALICE).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_40_player_swiss_started_at_400_ms_a_call_is_answered_within_3_s() {
    let t = two_servers().await;
    let s = t.s.clone();
    let players: Vec<TestUser> = (1..=40)
        .map(|i| TestUser {
            id: 1_300_000_000_000_020_000 + i as u64,
            name: Box::leak(format!("q{i:02}").into_boxed_str()),
        })
        .collect();
    let ann = create(
        &s,
        players[0],
        "Forty Swiss",
        "swiss",
        &[Opt::Int("rounds", 3)],
    )
    .await;
    join_all(&s, ann, &players).await;

    s.set_latency(Duration::from_millis(400));
    let sent = s.slash(players[0], CHANNEL_ID, "tournament start", &[]);
    s.callback(&sent).await;
    let delay = s.answer_delay(&sent).expect("answered");
    assert!(!s.answered_too_late(&sent), "answered after {delay:?}");
    assert!(delay < Duration::from_secs(3), "answered in {delay:?}");
    eprintln!("/tournament start of 40 players at 400 ms a call: answered in {delay:?}");

    // All 20 boards get their thread and board, then the pairings post.
    let pairings = s
        .wait_public(CHANNEL_ID, "round 1's pairings", 6 * WAIT, |m| {
            content_of(m).contains(": round 1 of 3\n")
        })
        .await;
    assert!(
        content_of(&pairings).contains("20. "),
        "{}",
        content_of(&pairings)
    );
    let threads = s
        .threads()
        .into_iter()
        .filter(|(_, name)| name.starts_with("R1 · "))
        .count();
    assert_eq!(threads, 20, "a thread per board");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn starts_takes_a_discord_timestamp_and_refuses_a_time_that_has_passed() {
    let t = two_servers().await;
    let s = t.s.clone();
    let at = now_secs() + 2 * 3600;
    let ann = create(
        &s,
        ALICE,
        "Timed Swiss",
        "swiss",
        &[Opt::Str("starts", format!("<t:{at}:f>"))],
    )
    .await;
    let card = s.message(ann).unwrap();
    assert_eq!(
        field_of(&card, "Start").as_deref(),
        Some(format!("<t:{at}:F> (<t:{at}:R>)").as_str()),
        "{card:#}"
    );

    let refused = ephemeral_answer(
        &s,
        ALICE,
        t.second.channel,
        "tournament create swiss",
        &[
            Opt::Str("name", "Late Swiss".into()),
            Opt::Str("starts", "2020-01-01 10:00 Europe/Berlin".into()),
        ],
    )
    .await;
    assert!(
        refused.contains("has already passed") && refused.contains("<t:1577869200:F>"),
        "{refused}"
    );
    let refused = ephemeral_answer(
        &s,
        ALICE,
        t.second.channel,
        "tournament create swiss",
        &[
            Opt::Str("name", "Mars Swiss".into()),
            Opt::Str("starts", "19:00 Mars/Olympus".into()),
        ],
    )
    .await;
    assert!(refused.contains("`Mars/Olympus` is not known"), "{refused}");
}
