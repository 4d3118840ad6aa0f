//! The Discord stand-in is no kinder than Discord: permissions in every
//! interaction and on REST calls, a second server, latency, rate limits and
//! server errors, the 3-second interaction window, thread members and
//! pings. Through the real `cruise-pawns` binary where the bot exercises
//! the behaviour, through serenity's own HTTP client otherwise.

use crate::support;

use serde_json::{Value, json};
use std::time::Duration;
use support::payloads::{
    ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, DAVE, ERIN, GUILD_ID, MEMBER_PERMISSIONS, perm,
};
use support::session::{Db, Session, thread_named};
use support::standin::{
    Fault, JoinedBy, Opt, RateLimit, SentInteraction, StandIn, TEST_TOKEN, button_id, content_of,
    id_of,
};

const WAIT: Duration = Duration::from_secs(20);

/// The stand-in (with `prepare` applied before the bot starts) and the
/// bot, its commands registered.
async fn setup_with(prepare: impl FnOnce(&StandIn), env: &[(&str, &str)]) -> Session {
    let s = StandIn::start().await;
    prepare(&s);
    Session::with(Db::Sqlite)
        .on(&s)
        .env(env)
        .start()
        .await
        .expect("SQLite")
}

async fn setup() -> Session {
    setup_with(|_| {}, &[]).await
}

/// The INTERACTION_CREATE dispatch of `sent`.
fn interaction_frame(s: &StandIn, sent: &SentInteraction) -> Value {
    s.dispatched()
        .into_iter()
        .find(|f| f["t"] == "INTERACTION_CREATE" && f["d"]["id"] == json!(sent.id.to_string()))
        .expect("the interaction was dispatched")["d"]
        .clone()
}

fn bits(v: &Value) -> u64 {
    v.as_str().expect("a decimal string").parse().unwrap()
}

/// alice challenges bob in `channel` (alice white); bob accepts. Returns
/// the challenge and the accept interactions.
async fn challenge_accept(s: &StandIn, channel: u64) -> (SentInteraction, SentInteraction) {
    let sent = s.slash(
        ALICE,
        channel,
        "challenge",
        &[
            Opt::User("opponent", BOB),
            Opt::Str("color", "white".into()),
        ],
    );
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("the challenge message");
    let click = s.click(BOB, id_of(&challenge), &button_id(&challenge, "Accept"));
    s.callback(&click).await;
    (sent, click)
}

fn has_board(m: &Value) -> bool {
    m["attachments"].as_array().is_some_and(|a| !a.is_empty())
}

async fn game_thread(s: &StandIn) -> u64 {
    thread_named(s, "alice vs bob", WAIT).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_400_ms_per_discord_call_the_bot_still_answers_within_3_s() {
    let t = setup().await;
    let s = t.s.clone();
    s.set_latency(Duration::from_millis(400));

    let help = s.slash(ALICE, CHANNEL_ID, "help", &[]);
    s.callback(&help).await;
    let delay = s.answer_delay(&help).expect("answered");
    assert!(!s.answered_too_late(&help));
    assert!(
        delay >= Duration::from_millis(200),
        "the latency applies: {delay:?}"
    );
    assert!(
        delay < Duration::from_secs(3),
        "/help answered in {delay:?}"
    );

    // Every interaction says what the bot and the member may do there.
    let d = interaction_frame(&s, &help);
    assert_eq!(bits(&d["app_permissions"]), perm::BOT_DEFAULT);
    let member = bits(&d["member"]["permissions"]);
    assert_eq!(
        member & perm::MANAGE_GUILD,
        0,
        "no Manage Server by default"
    );
    assert_eq!(bits(&d["channel"]["permissions"]), member);

    let (challenge, accept) = challenge_accept(&s, CHANNEL_ID).await;
    for (what, sent) in [("/challenge", &challenge), ("Accept", &accept)] {
        let delay = s.answer_delay(sent).expect("answered");
        assert!(
            delay < Duration::from_secs(3),
            "{what} answered in {delay:?}"
        );
    }
    let thread = game_thread(&s).await;
    s.wait_public(thread, "the board in the thread", WAIT, has_board)
        .await;
    let members: Vec<u64> = s.thread_members(thread).iter().map(|m| m.0).collect();
    assert_eq!(members.first(), Some(&BOT_ID), "the bot opened the thread");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_after_3_s_is_refused_with_unknown_interaction() {
    let t = setup().await;
    let s = t.s.clone();
    // Each call now takes 7 s: the callback reaches "Discord" after 3.5 s.
    s.set_latency(Duration::from_secs(7));
    let help = s.slash(ALICE, CHANNEL_ID, "help", &[]);
    let delay = s
        .wait_for("the bot's (late) callback", WAIT, |s| s.answer_delay(&help))
        .await;
    assert!(delay > Duration::from_secs(3), "{delay:?}");
    assert!(s.answered_too_late(&help));
    let cb = s
        .answers(&help)
        .into_iter()
        .find(|r| r.route().ends_with("/callback"))
        .unwrap();
    assert_eq!(cb.status, 404);
    assert_eq!(cb.error_code(), Some(10062));
    assert_eq!(cb.fault, Some(Fault::InteractionExpired));
    assert!(s.original(&help).is_none(), "no message from a late answer");

    // Discord fast again: the bot answers the next one in time.
    s.set_latency(Duration::ZERO);
    tokio::time::sleep(Duration::from_secs(4)).await; // in-flight calls end
    let again = s.slash(ALICE, CHANNEL_ID, "help", &[]);
    s.callback(&again).await;
    assert!(!s.answered_too_late(&again));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_create_public_threads_the_thread_is_refused_403_and_the_game_stays_in_the_channel()
{
    let t = setup().await;
    let s = t.s.clone();
    s.revoke_bot_permission(CHANNEL_ID, perm::CREATE_PUBLIC_THREADS);
    let (challenge, _) = challenge_accept(&s, CHANNEL_ID).await;
    let d = interaction_frame(&s, &challenge);
    assert_eq!(
        bits(&d["app_permissions"]) & perm::CREATE_PUBLIC_THREADS,
        0,
        "app_permissions shows the missing permission"
    );
    let refused = s
        .wait_for("the thread creation", WAIT, |s| {
            s.requests().into_iter().find(|r| r.is_thread_create())
        })
        .await;
    assert_eq!(refused.status, 403);
    assert_eq!(refused.error_code(), Some(50013));
    assert_eq!(refused.answer["message"], "Missing Permissions");
    assert_eq!(
        refused.fault,
        Some(Fault::MissingPermissions(perm::CREATE_PUBLIC_THREADS))
    );
    let notice = s
        .wait_public(CHANNEL_ID, "the notice", WAIT, |m| {
            content_of(m).contains("played here in the channel")
        })
        .await;
    assert!(!content_of(&notice).contains("Create Public Threads"));
    s.wait_for("the accepter told why, privately", WAIT, |s| {
        s.private_answers_to(BOB)
            .into_iter()
            .find(|t| t.contains("**Create Public Threads**"))
    })
    .await;
    s.wait_public(CHANNEL_ID, "the board in the channel", WAIT, has_board)
        .await;
    assert!(s.threads().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_post_is_retried_and_appears_once() {
    let t = setup().await;
    let s = t.s.clone();
    challenge_accept(&s, CHANNEL_ID).await;
    let thread = game_thread(&s).await;
    s.wait_public(thread, "the first board", WAIT, has_board)
        .await;
    let from = s.requests().len();
    s.set_message_rate_limit(Some(RateLimit {
        every: 2,
        retry_after: Duration::from_secs(1),
        global: false,
    }));
    // Typed moves: the bot posts each board with a message create; the
    // second is answered 429.
    s.say(ALICE, thread, "e4");
    s.wait_public(thread, "the board after e4", WAIT, |m| {
        has_board(m) && content_of(m).contains("e4")
    })
    .await;
    s.say(BOB, thread, "d5");
    s.wait_public(thread, "the board after d5", WAIT, |m| {
        has_board(m) && content_of(m).contains("d5")
    })
    .await;
    let creates: Vec<_> = s.requests()[from..]
        .iter()
        .filter(|r| r.is_message_create())
        .cloned()
        .collect();
    let first_429 = creates
        .iter()
        .find(|r| r.status == 429)
        .expect("a message create was rate limited");
    assert_eq!(first_429.fault, Some(Fault::RateLimited { global: false }));
    assert_eq!(first_429.answer["retry_after"], 1.0);
    assert_eq!(first_429.answer["global"], false);
    let text = content_of(first_429.json.as_ref().unwrap());
    let ok = creates
        .iter()
        .find(|r| {
            r.status == 200 && r.at > first_429.at && content_of(r.json.as_ref().unwrap()) == text
        })
        .expect("the rate-limited post was sent again and went through");
    assert!(
        ok.at.duration_since(first_429.at) >= Duration::from_millis(950),
        "went through only once retry_after had passed"
    );
    let early = creates
        .iter()
        .filter(|r| r.status == 429 && r.index != first_429.index)
        .count();
    eprintln!("retries sent before retry_after had passed (answered 429 again): {early}");
    let shown = s
        .public_messages(thread)
        .iter()
        .filter(|m| content_of(m) == text)
        .count();
    assert_eq!(shown, 1, "the rate-limited board appears once: {text:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_server_has_its_own_channels_guild_id_and_games() {
    // Commands registered globally (no DISCORD_GUILD_ID), as in production:
    // they exist in both servers.
    let mut second = None;
    let t = setup_with(
        |s| second = Some(s.add_guild()),
        &[("DISCORD_GUILD_ID", "")],
    )
    .await;
    let s = t.s.clone();
    let g2 = second.unwrap();
    assert!(!s.global_commands().is_empty(), "registered globally");
    assert!(s.guild_commands().is_empty());

    // READY lists both servers as unavailable, then a GUILD_CREATE each.
    let frames = s.dispatched();
    let ready = frames.iter().find(|f| f["t"] == "READY").unwrap();
    let listed: Vec<&Value> = ready["d"]["guilds"].as_array().unwrap().iter().collect();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.iter().all(|g| g["unavailable"] == true));
    let created: Vec<String> = frames
        .iter()
        .filter(|f| f["t"] == "GUILD_CREATE")
        .map(|f| f["d"]["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(created, [GUILD_ID.to_string(), g2.id.to_string()]);

    let (challenge, _) = challenge_accept(&s, g2.channel).await;
    assert_eq!(challenge.guild, g2.id);
    let d = interaction_frame(&s, &challenge);
    assert_eq!(d["guild_id"], json!(g2.id.to_string()));
    let thread = game_thread(&s).await;
    assert_eq!(s.guild_of(thread), Some(g2.id));
    assert_eq!(
        s.channel(thread).unwrap()["parent_id"],
        json!(g2.channel.to_string())
    );
    s.wait_public(
        thread,
        "the board in the second server's thread",
        WAIT,
        has_board,
    )
    .await;
    assert!(
        s.public_messages(CHANNEL_ID).is_empty(),
        "nothing in the first server"
    );
}

/// serenity's HTTP client on the stand-in (for what the bot never calls).
fn http(s: &StandIn) -> serenity::http::Http {
    serenity::http::HttpBuilder::new(TEST_TOKEN)
        .proxy(s.base())
        .ratelimiter_disabled(true)
        .build()
}

fn status_of(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn permissions_faults_thread_members_and_pings_on_rest_calls() {
    use serenity::all::{ChannelId, CreateAttachment, MessageId, UserId};
    let s = StandIn::start().await;
    let h = http(&s);
    let chan = ChannelId::new(CHANNEL_ID);

    // Pings: without allowed_mentions every mention; with it, the rules.
    let m = h
        .send_message(
            chan,
            vec![],
            &json!({"content": "<@101> <@!102> @everyone"}),
        )
        .await
        .unwrap();
    let p = s.pings(m.id.get()).unwrap();
    assert_eq!(p.users, [101, 102]);
    assert!(!p.everyone, "the bot has no Mention Everyone");
    let m = h
        .send_message(
            chan,
            vec![],
            &json!({"content": "<@101> <@102>", "allowed_mentions": {"parse": [], "users": ["102"]}}),
        )
        .await
        .unwrap();
    let p = s.pings(m.id.get()).unwrap();
    assert_eq!(p.users, [102]);
    assert_eq!(p.allowed_mentions.unwrap()["users"], json!(["102"]));

    // A thread: the bot is its first member; PUT thread-members adds; a
    // ping in it adds too.
    let thread = h
        .create_thread(
            chan,
            &json!({"name": "t", "type": 11, "auto_archive_duration": 60}),
            None,
        )
        .await
        .unwrap()
        .id;
    h.add_thread_channel_member(thread, UserId::new(ALICE.id))
        .await
        .unwrap();
    h.send_message(
        thread,
        vec![],
        &json!({"content": format!("<@{}>", BOB.id)}),
    )
    .await
    .unwrap();
    h.send_message(
        thread,
        vec![],
        &json!({"content": format!("<@{}>", CAROL.id), "allowed_mentions": {"parse": []}}),
    )
    .await
    .unwrap();
    assert_eq!(
        s.thread_members(thread.get()),
        [
            (BOT_ID, JoinedBy::Creator),
            (ALICE.id, JoinedBy::Added),
            (BOB.id, JoinedBy::Mention)
        ]
    );

    // Missing permissions: 403 50013 (files without Attach Files refuse the
    // whole message; a thread post needs Send Messages in Threads).
    s.revoke_bot_permission(
        CHANNEL_ID,
        perm::ATTACH_FILES | perm::SEND_MESSAGES_IN_THREADS,
    );
    let file = CreateAttachment::bytes(b"x".to_vec(), "x.txt");
    let e = h
        .send_message(chan, vec![file], &json!({"content": "with a file"}))
        .await
        .unwrap_err();
    assert_eq!(status_of(&e), Some((403, 50013)));
    let e = h
        .send_message(thread, vec![], &json!({"content": "in the thread"}))
        .await
        .unwrap_err();
    assert_eq!(status_of(&e), Some((403, 50013)));
    h.send_message(chan, vec![], &json!({"content": "plain text still goes"}))
        .await
        .unwrap();
    s.set_bot_permissions(CHANNEL_ID, perm::SEND_MESSAGES);
    let e = h.get_channel(chan).await.unwrap_err();
    assert_eq!(status_of(&e), Some((403, 50001)), "no View Channel");
    s.set_bot_permissions(CHANNEL_ID, perm::BOT_DEFAULT);
    let e = h.get_message(chan, MessageId::new(1)).await.unwrap_err();
    assert_eq!(status_of(&e), Some((404, 10008)));

    // Injected faults: a thread creation failure, every 2nd request 500,
    // an outage, a global rate limit; each recorded.
    s.fail_thread_creation_with(1, 502);
    let e = h
        .create_thread(chan, &json!({"name": "u", "type": 11}), None)
        .await
        .unwrap_err();
    assert_eq!(status_of(&e).map(|x| x.0), Some(502));
    s.fail_every_nth_request(2, 500);
    assert!(h.get_channel(chan).await.is_ok());
    let e = h.get_channel(chan).await.unwrap_err();
    assert_eq!(status_of(&e).map(|x| x.0), Some(500));
    s.fail_every_nth_request(0, 500);
    s.set_outage(true);
    let e = h.get_channel(chan).await.unwrap_err();
    assert_eq!(status_of(&e).map(|x| x.0), Some(503));
    s.set_outage(false);
    s.set_message_rate_limit(Some(RateLimit {
        every: 2,
        retry_after: Duration::from_millis(1500),
        global: true,
    }));
    h.send_message(chan, vec![], &json!({"content": "one"}))
        .await
        .unwrap();
    let e = h
        .send_message(chan, vec![], &json!({"content": "two"}))
        .await
        .unwrap_err();
    assert_eq!(status_of(&e).map(|x| x.0), Some(429));
    let e = h.get_channel(chan).await.unwrap_err();
    assert_eq!(status_of(&e).map(|x| x.0), Some(429), "global: every route");
    let faults: Vec<Fault> = s.faulted().iter().filter_map(|r| r.fault).collect();
    assert_eq!(
        faults,
        [
            Fault::MissingPermissions(perm::ATTACH_FILES),
            Fault::MissingPermissions(perm::SEND_MESSAGES_IN_THREADS),
            Fault::MissingPermissions(perm::VIEW_CHANNEL),
            Fault::ThreadCreation(502),
            Fault::ServerError(500),
            Fault::Outage,
            Fault::RateLimited { global: true },
            Fault::RateLimited { global: true },
        ]
    );
    let limited = s.faulted().last().unwrap().clone();
    assert_eq!(limited.answer["global"], true);
}

/// Members' permissions and roles as Discord computes and answers them:
/// @everyone's bits with every role's, all of them for Administrator and
/// for the owner (GET /guilds/{id} `owner_id`); GET member lists the
/// roles; PUT and DELETE of a member's role answer 204 (PUT twice
/// changes nothing), 50013 without Manage Roles or for a role not below
/// the bot's highest (by position, then id), 10007 for a non-member.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn member_permissions_roles_and_the_owner_as_discord_computes_them() {
    use serenity::all::{GuildId, RoleId, UserId};
    let s = StandIn::start().await;
    let h = http(&s);
    let guild = GuildId::new(GUILD_ID);
    let mods = s.add_role_with(GUILD_ID, "Mods", 5, perm::MANAGE_ROLES);
    let champ = s.add_role(GUILD_ID, "Champion", 2);
    let admins = s.add_role_with(GUILD_ID, "Admins", 1, perm::ADMINISTRATOR);
    let bots = s.add_role(GUILD_ID, "Bots", 8);
    // Same position as the bot's role, created later (higher id): below it.
    let twin = s.add_role(GUILD_ID, "Twin", 8);
    s.set_member_roles(GUILD_ID, BOT_ID, &[bots]);

    s.set_member_roles(GUILD_ID, ALICE.id, &[mods]);
    assert_eq!(
        s.member_permissions(GUILD_ID, ALICE.id),
        MEMBER_PERMISSIONS | perm::MANAGE_ROLES
    );
    s.set_member_roles(GUILD_ID, BOB.id, &[admins]);
    assert_eq!(s.member_permissions(GUILD_ID, BOB.id), perm::ALL);
    assert_eq!(s.member_permissions(GUILD_ID, CAROL.id), MEMBER_PERMISSIONS);
    s.set_everyone_permissions(GUILD_ID, perm::VIEW_CHANNEL);
    assert_eq!(
        s.member_permissions(GUILD_ID, ALICE.id),
        perm::VIEW_CHANNEL | perm::MANAGE_ROLES
    );
    s.set_owner(GUILD_ID, CAROL.id);
    assert_eq!(s.member_permissions(GUILD_ID, CAROL.id), perm::ALL);
    s.make_manager(DAVE);
    assert_eq!(
        s.member_permissions(GUILD_ID, DAVE.id),
        perm::VIEW_CHANNEL | perm::MANAGE_GUILD
    );

    let g = h.get_guild(guild).await.unwrap();
    assert_eq!(g.owner_id, UserId::new(CAROL.id));
    let roles = h.get_guild_roles(guild).await.unwrap();
    let everyone = roles.iter().find(|r| r.id.get() == GUILD_ID).unwrap();
    assert_eq!(everyone.permissions.bits(), perm::VIEW_CHANNEL);
    let m = roles.iter().find(|r| r.id.get() == mods).unwrap();
    assert_eq!((m.position, m.permissions.bits()), (5, perm::MANAGE_ROLES));
    let alice = h.get_member(guild, UserId::new(ALICE.id)).await.unwrap();
    assert_eq!(alice.roles, [RoleId::new(mods)]);

    // Adding and removing a role.
    let (u, r) = (UserId::new(ALICE.id), RoleId::new(champ));
    let e = h.add_member_role(guild, u, r, None).await.unwrap_err();
    assert_eq!(status_of(&e), Some((403, 50013)), "without Manage Roles");
    s.set_bot_guild_permission(GUILD_ID, perm::MANAGE_ROLES, true);
    h.add_member_role(guild, u, r, None).await.unwrap();
    h.add_member_role(guild, u, r, None).await.unwrap();
    assert_eq!(s.member_roles(GUILD_ID, ALICE.id), {
        let mut v = vec![mods, champ];
        v.sort();
        v
    });
    let alice = h.get_member(guild, u).await.unwrap();
    assert!(alice.roles.contains(&r));
    h.remove_member_role(guild, u, r, None).await.unwrap();
    assert_eq!(s.member_roles(GUILD_ID, ALICE.id), [mods]);
    h.add_member_role(guild, u, RoleId::new(twin), None)
        .await
        .unwrap();
    let e = h
        .add_member_role(guild, u, RoleId::new(bots), None)
        .await
        .unwrap_err();
    assert_eq!(status_of(&e), Some((403, 50013)), "the bot's own highest");
    let e = h
        .add_member_role(guild, UserId::new(ERIN.id), r, None)
        .await
        .unwrap_err();
    assert_eq!(status_of(&e), Some((404, 10007)), "not a member");
}

/// A command as the bot could register it: `/cup create swiss|arena` (a
/// group of subcommands), `/cup join` with an autocompleted `cup` and
/// `/duel` with a user, choices, a boolean and bounds.
fn client_commands() -> Vec<Value> {
    let opt = |name: &str, ty: u64| json!({"name": name, "type": ty, "description": name});
    let mut name = opt("name", 3);
    name["required"] = json!(true);
    name["min_length"] = json!(1);
    name["max_length"] = json!(8);
    let mut rounds = opt("rounds", 4);
    rounds["min_value"] = json!(1.0);
    rounds["max_value"] = json!(30.0);
    let mut bye = opt("bye", 3);
    bye["choices"] = json!([{"name": "1", "value": "1"}, {"name": "0.5", "value": "0.5"}]);
    let mut best_of = opt("best_of", 4);
    best_of["choices"] = json!([{"name": "1", "value": 1}, {"name": "3", "value": 3}]);
    let mut cup = opt("cup", 4);
    cup["autocomplete"] = json!(true);
    let swiss = json!({"name": "swiss", "type": 1, "description": "a Swiss",
        "options": [name.clone(), rounds, bye]});
    let arena = json!({"name": "arena", "type": 1, "description": "an arena",
        "options": [name, best_of]});
    let create = json!({"name": "create", "type": 2, "description": "create one",
        "options": [swiss, arena]});
    let join = json!({"name": "join", "type": 1, "description": "join one",
        "options": [cup, opt("late", 5)]});
    vec![
        json!({"name": "cup", "description": "cups", "options": [create, join]}),
        json!({"name": "duel", "description": "a duel",
            "options": [opt("opponent", 6), opt("rated", 5)]}),
    ]
}

/// Every rule of Discord's client, each refusing what the client could not
/// send and naming the command, the option and the rule.
#[test]
fn the_client_refuses_each_thing_it_could_not_send() {
    use support::client::check;
    let cmds = client_commands();
    let name = || Opt::Str("name", "Cup".into());
    let ok = |path: &str, opts: &[Opt]| {
        assert_eq!(check(&cmds, path, opts, None), Ok(()), "/{path} {opts:?}");
    };
    let refused = |path: &str, opts: &[Opt], focused: Option<&str>, why: &str| {
        let r = check(&cmds, path, opts, focused).expect_err(why);
        assert!(
            r.contains(why) && r.ends_with("Discord's client would not send it"),
            "{why}: {r}"
        );
    };
    ok(
        "cup create swiss",
        &[
            name(),
            Opt::Int("rounds", 30),
            Opt::Str("bye", "0.5".into()),
        ],
    );
    ok("cup create arena", &[name(), Opt::Int("best_of", 3)]);
    ok(
        "duel",
        &[Opt::User("opponent", BOB), Opt::Bool("rated", false)],
    );
    ok("duel", &[]);

    // Commands and subcommands: only registered ones, and whole.
    refused(
        "ladder",
        &[],
        None,
        "/ladder: no such command is registered",
    );
    refused(
        "cup create ladder",
        &[name()],
        None,
        "/cup create: has no subcommand `ladder` (it has swiss, arena)",
    );
    refused(
        "cup create",
        &[name()],
        None,
        "/cup create: a member must pick one of its subcommands (swiss, arena)",
    );
    refused(
        "cup",
        &[],
        None,
        "/cup: a member must pick one of its subcommands (create, join)",
    );
    // Options: only registered ones, once, of their type.
    refused(
        "cup create arena",
        &[name(), Opt::Int("rounds", 3)],
        None,
        "/cup create arena: has no option `rounds` (its options: name, best_of)",
    );
    refused(
        "cup create swiss",
        &[name(), name()],
        None,
        "`name` is given twice",
    );
    refused(
        "cup create swiss",
        &[name(), Opt::Str("rounds", "3".into())],
        None,
        "`rounds` is an integer but text is given",
    );
    refused(
        "duel",
        &[Opt::Str("opponent", "bob".into())],
        None,
        "`opponent` is a user but text is given",
    );
    refused(
        "duel",
        &[Opt::Int("rated", 1)],
        None,
        "`rated` is a boolean but an integer is given",
    );
    // Choices.
    refused(
        "cup create swiss",
        &[name(), Opt::Str("bye", "2".into())],
        None,
        "/cup create swiss: `bye` = 2 is not among its choices (1, 0.5)",
    );
    refused(
        "cup create arena",
        &[name(), Opt::Int("best_of", 2)],
        None,
        "`best_of` = 2 is not among its choices (1, 3)",
    );
    // Bounds.
    refused(
        "cup create swiss",
        &[name(), Opt::Int("rounds", 0)],
        None,
        "/cup create swiss: `rounds` = 0 is below its min_value 1",
    );
    refused(
        "cup create swiss",
        &[name(), Opt::Int("rounds", 31)],
        None,
        "`rounds` = 31 is above its max_value 30",
    );
    refused(
        "cup create swiss",
        &[Opt::Str("name", "".into())],
        None,
        "`name` = \"\" is shorter than its min_length 1",
    );
    refused(
        "cup create swiss",
        &[Opt::Str("name", "Long Cup 2026".into())],
        None,
        "`name` = \"Long Cup 2026\" is longer than its max_length 8",
    );
    // Required options.
    refused(
        "cup create swiss",
        &[Opt::Int("rounds", 3)],
        None,
        "/cup create swiss: the required option `name` is missing",
    );
    // Autocomplete: only on an option registered for it; what is typed so
    // far may be text in a number option, and required options may wait.
    assert_eq!(
        check(
            &cmds,
            "cup join",
            &[Opt::Str("cup", "Fri".into())],
            Some("cup")
        ),
        Ok(())
    );
    assert_eq!(
        check(
            &cmds,
            "cup create swiss",
            &[Opt::Str("name", "Cu".into())],
            Some("name")
        )
        .map_err(|e| e.contains("`name` is not registered for autocomplete")),
        Err(true)
    );
    refused(
        "cup join",
        &[Opt::Bool("late", true)],
        Some("late"),
        "`late` is not registered for autocomplete",
    );
    refused(
        "cup join",
        &[],
        Some("cup"),
        "the option being typed, `cup`, is not given",
    );
}

/// An option a test adds to the payload by hand (a role, as
/// `payloads::add_role_option` does) is held to the registration too: it
/// must be registered under the subcommand the payload names, with the
/// type it is sent as.
#[test]
fn an_option_added_by_hand_must_be_registered_with_its_type() {
    use support::client::{check_sent, nest};
    let cmds = client_commands();
    let cup = &cmds[0];
    let sent = |options: Vec<Value>| json!({"name": "cup", "options": nest(&["create", "swiss"], options)});
    let name = json!({"name": "name", "type": 3, "value": "Cup"});
    assert_eq!(check_sent(cup, &sent(vec![name.clone()])), Ok(()));
    let role = json!({"name": "winner_role", "type": 8, "value": "42"});
    let why = check_sent(cup, &sent(vec![name.clone(), role])).expect_err("not registered");
    assert!(
        why.starts_with("/cup create swiss: has no option `winner_role`"),
        "{why}"
    );
    let as_role = json!({"name": "name", "type": 8, "value": "42"});
    let why = check_sent(cup, &sent(vec![as_role])).expect_err("wrong type");
    assert!(
        why.contains("`name` is registered as text, not a role"),
        "{why}"
    );
    let bad_sub = json!({"name": "cup", "options": nest(&["create", "knockout"], vec![name])});
    let why = check_sent(cup, &bad_sub).expect_err("no such subcommand");
    assert!(why.contains("has no subcommand `knockout`"), "{why}");
}

/// The stand-in sends only what the client could: a test asking for
/// anything else fails, with the client's refusal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slash_command_the_client_would_refuse_fails_the_test_naming_the_rule() {
    use serenity::all::{ApplicationId, GuildId};
    let s = StandIn::start().await;
    let h = serenity::http::HttpBuilder::new(TEST_TOKEN)
        .proxy(s.base())
        .ratelimiter_disabled(true)
        .application_id(ApplicationId::new(BOT_ID))
        .build();
    h.create_guild_commands(GuildId::new(GUILD_ID), &client_commands())
        .await
        .unwrap();
    let panic_of = |f: &dyn Fn()| -> String {
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
            .expect_err("the stand-in refuses it");
        caught
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| caught.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    };
    let why = panic_of(&|| {
        s.slash(
            ALICE,
            CHANNEL_ID,
            "cup create swiss",
            &[Opt::Str("name", "Cup".into()), Opt::Int("rounds", 0)],
        );
    });
    assert_eq!(
        why,
        "/cup create swiss: `rounds` = 0 is below its min_value 1; Discord's client would not send it"
    );
    let why = panic_of(&|| {
        s.autocomplete(
            ALICE,
            CHANNEL_ID,
            "cup join",
            &[Opt::Bool("late", true)],
            "late",
        );
    });
    assert!(
        why.contains("`late` is not registered for autocomplete"),
        "{why}"
    );
    let why = panic_of(&|| {
        s.slash_edited(ALICE, CHANNEL_ID, "cup create", &[], |_| {});
    });
    assert!(why.contains("must pick one of its subcommands"), "{why}");
    assert!(
        s.dispatched()
            .iter()
            .all(|f| f["t"] != "INTERACTION_CREATE"),
        "nothing reached the gateway"
    );
}

/// Discord's limits on embeds hold on every route that takes them (a
/// channel message and its edit, a follow-up and its edit, the original
/// response's edit; the callbacks' own checks are older): at most 10
/// embeds, a field's value at most 1,024 characters, at most 6,000
/// characters in all. Every version of every message is measured, and
/// nothing refused is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embeds_keep_discords_limits_on_every_route_and_each_post_is_measured() {
    use serenity::all::ChannelId;
    let t = setup().await;
    let s = t.s.clone();
    let h = http(&s);
    h.set_application_id(serenity::all::ApplicationId::new(BOT_ID));
    let chan = ChannelId::new(CHANNEL_ID);
    let card = json!({
        "title": "Cup",
        "description": "Open.",
        "fields": [{"name": "Format", "value": "swiss", "inline": true}],
        "footer": {"text": "#1"}
    });
    let row = json!([{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "Rules", "custom_id": "cp:t1:rules"}
    ]}]);
    let m = h
        .send_message(
            chan,
            vec![],
            &json!({"content": "Hi", "embeds": [card], "components": row}),
        )
        .await
        .unwrap();
    let size = s.shown_sizes().last().cloned().unwrap();
    assert_eq!(size.message, m.id.get());
    // "Hi", then "Cup" "Open." "Format" "swiss" "#1".
    assert_eq!((size.content, size.card), (2, Some(2 + 3 + 5 + 6 + 5 + 2)));

    // The bot answers a press on it (no such tournament): its token may
    // follow up and edit the original (the pressed message).
    let click = s.click(ALICE, m.id.get(), "cp:t1:rules");
    s.callback(&click).await;
    let follow = h
        .create_followup_message(
            &click.token,
            &json!({"content": "More.", "flags": 64}),
            vec![],
        )
        .await
        .unwrap();
    let measured = s.shown_sizes().len();

    let eleven = json!({ "embeds": vec![card.clone(); 11] });
    let field_over =
        json!({"embeds": [{"title": "t", "fields": [{"name": "n", "value": "x".repeat(1025)}]}]});
    let over_6000 = json!({"embeds": (0..4).map(|_| json!({"description": "y".repeat(1600)})).collect::<Vec<_>>()});
    let long = json!({"content": "z".repeat(2001)});
    // Refused as Discord refuses it; the whole of 6,400 characters (which
    // Discord's API description cannot say) by the stand-in's own check.
    let refused = |r: Result<serenity::all::Message, serenity::Error>, what: &str| {
        let e = r.expect_err(what);
        assert_eq!(status_of(&e), Some((400, 50035)), "{what}: {e}");
        if what.contains("6,400") {
            let serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) = &e
            else {
                panic!("{what}: {e}")
            };
            assert!(r.error.message.contains("6000"), "{what}: {e}");
        }
    };
    for (body, what) in [
        (&eleven, "11 embeds"),
        (&field_over, "a field of 1,025"),
        (&over_6000, "6,400 in all"),
        (&long, "2,001 of content"),
    ] {
        refused(
            h.send_message(chan, vec![], body).await,
            &format!("create: {what}"),
        );
        refused(
            h.edit_message(chan, m.id, body, vec![]).await,
            &format!("edit: {what}"),
        );
        refused(
            h.edit_original_interaction_response(&click.token, body, vec![])
                .await,
            &format!("the original's edit: {what}"),
        );
        refused(
            h.create_followup_message(&click.token, body, vec![]).await,
            &format!("a follow-up: {what}"),
        );
        refused(
            h.edit_followup_message(&click.token, follow.id, body, vec![])
                .await,
            &format!("a follow-up's edit: {what}"),
        );
    }
    // Whatever Discord's API description refused before the stand-in's
    // own checks was expected.
    s.take_refusals();
    assert_eq!(
        s.shown_sizes().len(),
        measured,
        "nothing refused is measured"
    );
    assert_eq!(s.message(m.id.get()).unwrap()["embeds"][0]["title"], "Cup");
    let (versions, cards) = s.assert_posts_fit(23, 2000);
    assert!(
        versions >= 3 && cards >= 1,
        "{versions} versions, {cards} cards"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_member_and_server_has_its_discord_language() {
    // Refused before any bot: codes Discord's client could not send.
    let bare = StandIn::start().await;
    for code in ["en", "es-MX", "klingon", "FR"] {
        let refused = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            bare.set_member_locale(ALICE.id, code)
        }));
        assert!(refused.is_err(), "`{code}` is not Discord's");
    }
    assert!(
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            bare.set_server_locale(GUILD_ID, "en")
        }))
        .is_err()
    );
    drop(bare);

    // A server whose primary language is French before the bot connects:
    // GUILD_CREATE says so.
    let t = setup_with(|s| s.set_server_locale(GUILD_ID, "fr"), &[]).await;
    let s = t.s.clone();
    let created = s
        .dispatched()
        .into_iter()
        .find(|f| f["t"] == "GUILD_CREATE")
        .expect("GUILD_CREATE");
    assert_eq!(created["d"]["preferred_locale"], "fr");

    // Each member's client language, the server's as guild_locale.
    s.set_member_locale(ALICE.id, "de");
    let sent = s.slash(ALICE, CHANNEL_ID, "rules", &[]);
    s.callback(&sent).await;
    let d = interaction_frame(&s, &sent);
    assert_eq!(
        (&d["locale"], &d["guild_locale"], &d["guild"]["locale"]),
        (&json!("de"), &json!("fr"), &json!("fr"))
    );
    let sent = s.slash(BOB, CHANNEL_ID, "rules", &[]);
    s.callback(&sent).await;
    let d = interaction_frame(&s, &sent);
    assert_eq!(
        (&d["locale"], &d["guild_locale"]),
        (&json!("en-US"), &json!("fr"))
    );

    // The server changes its language: GUILD_UPDATE, then guild_locale.
    s.set_server_locale(GUILD_ID, "pt-BR");
    let updated = s
        .dispatched()
        .into_iter()
        .rfind(|f| f["t"] == "GUILD_UPDATE")
        .expect("GUILD_UPDATE");
    assert_eq!(updated["d"]["preferred_locale"], "pt-BR");
    let sent = s.slash(ALICE, CHANNEL_ID, "rules", &[]);
    s.callback(&sent).await;
    let d = interaction_frame(&s, &sent);
    assert_eq!(
        (&d["locale"], &d["guild_locale"]),
        (&json!("de"), &json!("pt-BR"))
    );
    // Every one of Discord's codes may be set.
    for code in support::openapi::discord_locales() {
        s.set_member_locale(CAROL.id, &code);
    }
    assert!(support::openapi::discord_locales().len() >= 30);
}
