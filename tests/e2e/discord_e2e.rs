//! End-to-end tests of the Discord bot: the real `cruise-pawns` binary
//! (serenity + poise) against the loopback Discord stand-in in
//! `tests/e2e/support/standin/`, started the contract's way (`DISCORD_API_BASE`).

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, TestUser};
use support::session::{Db, Session, thread_named};
use support::standin::{
    Opt, StandIn, TEST_TOKEN, button_id, buttons, content_of, id_of, is_ephemeral,
};

const WAIT: Duration = Duration::from_secs(20);
const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The bot on SQLite, its commands registered.
async fn setup() -> Session {
    Session::with(Db::Sqlite)
        // A database file in a folder that does not exist yet.
        .sqlite_file("data/games.db")
        .start()
        .await
        .expect("SQLite needs no configuration")
}

/// The bot's (only) answer to an interaction that must be ephemeral, and
/// its text. Asserts nothing public came of it.
async fn expect_ephemeral(s: &StandIn, sent: &support::standin::SentInteraction) -> String {
    let cb = s.callback(sent).await;
    let body = cb.json.clone().unwrap();
    assert_eq!(body["type"], 4, "an ephemeral message reply: {body:#}");
    assert!(
        is_ephemeral(&body),
        "expected an ephemeral reply, got {body:#}"
    );
    content_of(&body)
}

/// alice challenges bob with these options; bob accepts. Returns the game's
/// thread id.
async fn start_game(s: &StandIn, extra: &[Opt]) -> u64 {
    let mut opts = vec![
        Opt::User("opponent", BOB),
        Opt::Str("color", "white".into()),
    ];
    opts.extend_from_slice(extra);
    let sent = s.slash(ALICE, CHANNEL_ID, "challenge", &opts);
    let cb = s.callback(&sent).await;
    let body = cb.json.clone().unwrap();
    assert_eq!(body["type"], 4);
    assert!(!is_ephemeral(&body), "the challenge is public: {body:#}");
    let challenge = s.original(&sent).expect("the challenge message");
    let labels: Vec<String> = buttons(&challenge).into_iter().map(|b| b.0).collect();
    assert!(labels.contains(&"Accept".to_string()), "{labels:?}");
    assert!(labels.contains(&"Decline".to_string()), "{labels:?}");

    let accept = button_id(&challenge, "Accept");
    let click = s.click(BOB, id_of(&challenge), &accept);
    s.callback(&click).await;
    let thread = thread_named(s, "alice vs bob", WAIT).await;
    assert_eq!(
        thread,
        id_of(&challenge),
        "the thread is opened on the challenge message"
    );
    let first = s
        .wait_public(thread, "the first board in the thread", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    let _ = first;
    thread
}

/// Sends `/move` and returns the callback body.
async fn slash_move(s: &StandIn, user: TestUser, channel: u64, mv: &str) -> Value {
    let sent = s.slash(user, channel, "move", &[Opt::Str("move", mv.into())]);
    s.callback(&sent).await.json.unwrap()
}

/// Plays an ordinary move by /move: the interaction's answer is the board
/// itself (public, with a fresh PNG), never a separate private "Done.",
/// and the board is shown once.
async fn play_public(s: &StandIn, user: TestUser, thread: u64, mv: &str) {
    let sent = s.slash(user, thread, "move", &[Opt::Str("move", mv.into())]);
    let cb = s.callback(&sent).await;
    let body = cb.json.clone().unwrap();
    let want = format!("plays **{mv}**");
    assert!(
        !is_ephemeral(&body) && content_of(&body).contains(&want),
        "{} /move {mv}: the answer is the public board: {body:#}",
        user.name
    );
    assert_eq!(cb.files.len(), 1, "one board picture");
    assert!(cb.files[0].bytes.starts_with(PNG_MAGIC));
    // Nothing else shows the move: no private answer, no second board
    // from the outbox (given time to come, were it owed).
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(s.answers(&sent).len(), 1, "one answer to the /move");
    let shown = s
        .public_messages(thread)
        .iter()
        .filter(|m| content_of(m).contains(&want))
        .count();
    assert_eq!(shown, 1, "the board after {mv} is posted once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_accept_moves_autocomplete_wrong_actions_and_resign() {
    let mut t = setup().await;
    let s = t.s.clone();

    // Start-up contract: token, intents, registration.
    let ident = &s.identifies()[0];
    assert_eq!(ident["token"], format!("Bot {TEST_TOKEN}"));
    let intents = ident["intents"].as_u64().unwrap();
    assert_ne!(intents & (1 << 15), 0, "Message Content intent");
    assert_ne!(intents & (1 << 9), 0, "guild messages intent");
    assert_eq!(intents & (1 << 1), 0, "no privileged members intent");
    let names: Vec<String> = s
        .guild_commands()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    for n in [
        "challenge",
        "move",
        "fire",
        "resign",
        "draw",
        "abort",
        "board",
        "export",
        "rules",
        "help",
        "leaderboard",
    ] {
        assert!(names.contains(&n.to_string()), "/{n} registered: {names:?}");
    }
    let challenge_def = s
        .guild_commands()
        .into_iter()
        .find(|c| c["name"] == "challenge")
        .unwrap();
    let preset = challenge_def["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "preset")
        .unwrap()
        .clone();
    let values: Vec<&str> = preset["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        values,
        ["cruise", "cruise-forward", "chess", "pawns", "pawns-cruise"]
    );
    // Challenging yourself is refused, ephemerally.
    let me = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", ALICE)],
    );
    let text = expect_ephemeral(&s, &me).await;
    assert!(text.to_lowercase().contains("yourself"), "{text}");

    // A malformed option is refused, ephemerally.
    let bad = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", BOB), Opt::Str("time", "soon".into())],
    );
    let text = expect_ephemeral(&s, &bad).await;
    assert!(
        text.starts_with("Bad `time`: time control `soon` is not understood"),
        "a sentence naming what is wrong: {text}"
    );

    // carol may not accept alice's challenge to bob.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[
            Opt::User("opponent", BOB),
            Opt::Str("color", "white".into()),
        ],
    );
    s.callback(&sent).await;
    let challenge = s.original(&sent).unwrap();
    let accept = button_id(&challenge, "Accept");
    let wrong = s.click(CAROL, id_of(&challenge), &accept);
    let text = expect_ephemeral(&s, &wrong).await;
    assert!(text.contains("bob"), "{text}");
    assert!(s.threads().is_empty(), "no thread for a refused accept");

    // bob accepts: thread "alice vs bob" with the board.
    let click = s.click(BOB, id_of(&challenge), &accept);
    let cb = s.callback(&click).await;
    assert_eq!(
        cb.json.as_ref().unwrap()["type"],
        7,
        "the challenge message is updated"
    );
    let thread = thread_named(&s, "alice vs bob", WAIT).await;
    let start = s
        .wait_public(thread, "first board", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    let upload = s
        .requests()
        .into_iter()
        .find(|r| r.route() == format!("/channels/{thread}/messages") && !r.files.is_empty())
        .expect("the board was uploaded to the thread");
    assert!(upload.files[0].bytes.starts_with(PNG_MAGIC));
    assert_eq!(upload.files[0].filename, "board.png");
    let _ = start;
    let accepted = s.message(id_of(&challenge)).unwrap();
    assert!(
        buttons(&accepted).is_empty(),
        "accepted challenge loses its buttons"
    );

    // Not your turn (bob is Black), not your game (carol), illegal move: all ephemeral.
    let public_before = s.public_messages(thread).len();
    let sent = s.slash(BOB, thread, "move", &[Opt::Str("move", "e5".into())]);
    let text = expect_ephemeral(&s, &sent).await;
    assert!(text.to_lowercase().contains("turn"), "{text}");
    let sent = s.slash(CAROL, thread, "move", &[Opt::Str("move", "e4".into())]);
    let text = expect_ephemeral(&s, &sent).await;
    assert!(!text.is_empty());
    let sent = s.slash(ALICE, thread, "move", &[Opt::Str("move", "Ke3".into())]);
    let text = expect_ephemeral(&s, &sent).await;
    assert!(text.len() > 10, "the reason is given: {text}");
    assert_eq!(
        s.public_messages(thread).len(),
        public_before,
        "nothing public"
    );

    // Autocomplete: legal moves matching what is typed, at most 25.
    let ac = s.autocomplete(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "N".into())],
        "move",
    );
    let body = s.callback(&ac).await.json.unwrap();
    assert_eq!(body["type"], 8);
    let choices: Vec<String> = body["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    let mut want = vec!["Na3", "Nc3", "Nf3", "Nh3"];
    let mut got = choices.clone();
    got.sort();
    want.sort();
    assert_eq!(got, want);
    let ac = s.autocomplete(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "".into())],
        "move",
    );
    let body = s.callback(&ac).await.json.unwrap();
    let all = body["data"]["choices"].as_array().unwrap().len();
    assert!((1..=25).contains(&all), "{all}");

    // Moves by /move (public, with a board) and by plain message.
    play_public(&s, ALICE, thread, "e4").await;
    let before = s.public_messages(thread).len();
    let msg = s.say(BOB, thread, "e5");
    let board = s
        .wait_public(thread, "the board after bob's typed e5", WAIT, |m| {
            content_of(m).contains("e5")
                && m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    assert!(s.public_messages(thread).len() > before);
    assert!(!s.was_deleted(msg), "an ordinary typed move stays");
    let _ = board;
    // Chat from the player not to move is ignored.
    let requests = s.requests().len();
    s.say(BOB, thread, "nice move");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(s.requests().len(), requests, "chat causes no request");

    // Resign: public, says who resigns and who wins; later moves refused.
    let sent = s.slash(ALICE, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the resignation", WAIT, |m| {
            content_of(m).contains("resigns")
        })
        .await;
    let text = content_of(&end);
    assert!(text.contains("alice"), "{text}");
    assert!(text.contains("bob"), "{text}");
    let sent = s.slash(BOB, thread, "move", &[Opt::Str("move", "Nf6".into())]);
    expect_ephemeral(&s, &sent).await;

    // The token never shows in the bot's output.
    t.bot.kill_now();
    let out = t.bot.output();
    assert!(!out.contains(TEST_TOKEN), "the token leaked into the log");
    assert!(!out.contains("stand-in-token"), "part of the token leaked");
    t.finish().await;
}

/// alice (White) and bob play 1.e4 d5 2.e5 a6: White's e5 pawn may fire
/// e5>e6>e7, and e6 can be shot down by Bxe6 or fxe6.
async fn to_flight_position(s: &StandIn, thread: u64) {
    play_public(s, ALICE, thread, "e4").await;
    play_public(s, BOB, thread, "d5").await;
    play_public(s, ALICE, thread, "e5").await;
    play_public(s, BOB, thread, "a6").await;
}

/// alice fires e5>e6>e7 by /move; returns the shoot-down question message.
async fn fire_flight(s: &StandIn, thread: u64) -> Value {
    let body = slash_move(s, ALICE, thread, "e5>e6>e7").await;
    assert!(
        is_ephemeral(&body),
        "a flight by /move is acknowledged ephemerally: {body:#}"
    );
    let q = s
        .wait_public(thread, "the shoot-down question", WAIT, |m| {
            buttons(m).iter().any(|b| b.0 == "Let it pass")
        })
        .await;
    let labels: Vec<String> = buttons(&q).into_iter().map(|b| b.0).collect();
    assert!(labels.contains(&"Bxe6".to_string()), "{labels:?}");
    assert!(labels.contains(&"fxe6".to_string()), "{labels:?}");
    assert!(
        q["attachments"].as_array().is_some_and(|a| !a.is_empty()),
        "the question shows the board"
    );
    // A live countdown: Discord's relative timestamp of the deadline.
    let text = content_of(&q);
    assert!(text.contains(" ends <t:") && text.contains(":R>"), "{text}");
    // The rest of the path stays hidden from everyone.
    for m in s.public_messages(thread) {
        assert!(!content_of(&m).contains("e7"), "the target leaked: {m:#}");
    }
    q
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flight_shot_down_by_button() {
    let t = setup().await;
    let s = t.s.clone();
    let thread = start_game(&s, &[]).await;
    to_flight_position(&s, thread).await;
    let q = fire_flight(&s, thread).await;
    let bxe6 = button_id(&q, "Bxe6");

    // The attacker may not answer the question.
    let wrong = s.click(ALICE, id_of(&q), &bxe6);
    expect_ephemeral(&s, &wrong).await;

    let before = s.public_messages(thread).len();
    let click = s.click(BOB, id_of(&q), &bxe6);
    let cb = s.callback(&click).await;
    assert_eq!(
        cb.json.as_ref().unwrap()["type"],
        6,
        "the click is acknowledged; the question's message is edited by the outbox"
    );
    // A flight is one message: the question's message now shows the
    // shoot-down, the final board and the flight's animation.
    let closed = s
        .wait_for("the flight's message to show the shoot-down", WAIT, |s| {
            let m = s.message(id_of(&q))?;
            content_of(&m).contains("shoots it down").then_some(m)
        })
        .await;
    assert!(
        buttons(&closed).is_empty(),
        "the answered question loses its buttons"
    );
    let files: Vec<String> = closed["attachments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["filename"].as_str().unwrap_or_default().to_string())
        .collect();
    assert!(
        files.contains(&"board.png".to_string()) && files.contains(&"flight.gif".to_string()),
        "{files:?}"
    );
    assert_eq!(
        s.public_messages(thread).len(),
        before,
        "no new message for the shoot-down"
    );

    // The same button again: the question has ended.
    let again = s.click(BOB, id_of(&q), &bxe6);
    let text = expect_ephemeral(&s, &again).await;
    assert!(text.to_lowercase().contains("ended"), "{text}");

    // Black's bishop stands on e6 and it is bob's turn... no: the
    // shoot-down is a free reply, so it is Black's turn now.
    play_public(&s, BOB, thread, "Nf6").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flight_passes_on_timeout_and_detonates() {
    let t = setup().await;
    let s = t.s.clone();
    let thread = start_game(&s, &[Opt::Str("intercept", "5".into())]).await;
    to_flight_position(&s, thread).await;
    let q = fire_flight(&s, thread).await;
    let asked = std::time::Instant::now();
    let det = s
        .wait_public(thread, "the detonation", Duration::from_secs(20), |m| {
            content_of(m).contains("detonates")
        })
        .await;
    assert!(
        asked.elapsed() >= Duration::from_secs(4),
        "it waited for the intercept time"
    );
    assert!(det["attachments"].as_array().is_some_and(|a| !a.is_empty()));
    assert_eq!(
        id_of(&det),
        id_of(&q),
        "the flight is one message, edited at each step"
    );
    // The question ended with the flight: its line is the end's, without
    // buttons (the pass on e6 is read from the path, e6 then e7).
    let closed = s.message(id_of(&q)).expect("the flight's message");
    assert!(buttons(&closed).is_empty(), "{closed:#}");
    assert!(!content_of(&closed).contains("Let it pass"), "{closed:#}");
    // Now Black moves.
    play_public(&s, BOB, thread, "Nf6").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_in_the_middle_of_a_question() {
    let mut t = setup().await;
    let s = t.s.clone();
    let thread = start_game(&s, &[Opt::Str("intercept", "120".into())]).await;
    to_flight_position(&s, thread).await;
    let q = fire_flight(&s, thread).await;

    // kill -9 and start again on the same database.
    let before = s.public_messages(thread).len();
    // (The bot stores which message shows the flight right after posting
    // it; a crash in that instant would post the question anew.)
    tokio::time::sleep(Duration::from_millis(300)).await;
    t.restart(2).await;

    // The restarted bot shows the pending question again on the flight's
    // message it remembers (stored), not on a new one.
    s.wait_for("the question shown again on its message", WAIT, |s| {
        let m = s.message(id_of(&q))?;
        (m["edited_timestamp"].is_string() && !buttons(&m).is_empty()).then_some(())
    })
    .await;
    let bxe6 = button_id(&q, "Bxe6");
    let click = s.click(BOB, id_of(&q), &bxe6);
    let cb = s.callback(&click).await;
    let body = cb.json.clone().unwrap();
    assert!(
        !is_ephemeral(&body),
        "the restored question still works: {body:#}"
    );
    s.wait_for("the shoot-down on the flight's message", WAIT, |s| {
        let m = s.message(id_of(&q))?;
        (content_of(&m).contains("shoots it down") && buttons(&m).is_empty()).then_some(())
    })
    .await;
    let extra: Vec<Value> = s.public_messages(thread).into_iter().skip(before).collect();
    assert!(
        extra.is_empty(),
        "no second question message and no stale buttons after the restart: {extra:#?}"
    );
    let pass = button_id(&q, "Let it pass");
    let stale = s.click(BOB, id_of(&q), &pass);
    let text = expect_ephemeral(&s, &stale).await;
    assert!(text.to_lowercase().contains("ended"), "{text}");
    play_public(&s, BOB, thread, "Nf6").await;
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn steering_with_fire_and_typed_flight_hidden() {
    let t = setup().await;
    let s = t.s.clone();
    let thread = start_game(&s, &[Opt::Str("intercept", "5".into())]).await;
    to_flight_position(&s, thread).await;

    // /fire e5: steering buttons only for alice.
    let sent = s.slash(ALICE, thread, "fire", &[Opt::Str("pawn", "e5".into())]);
    let cb = s.callback(&sent).await;
    let body = cb.json.clone().unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    let steer = s.original(&sent).unwrap();
    let options = buttons(&steer);
    assert!(!options.is_empty(), "steering offers squares: {steer:#}");
    let e6 = options
        .iter()
        .find(|b| b.0.contains("e6"))
        .unwrap_or_else(|| panic!("a step to e6: {options:?}"))
        .1
        .clone();
    let click = s.click(ALICE, id_of(&steer), &e6);
    let cb = s.callback(&click).await;
    assert_eq!(cb.json.as_ref().unwrap()["type"], 7);
    // e6 is a shoot-down point: bob is asked.
    let q = s
        .wait_public(thread, "the question at e6", WAIT, |m| {
            buttons(m).iter().any(|b| b.0 == "Let it pass")
        })
        .await;
    let pass = button_id(&q, "Let it pass");
    let click = s.click(BOB, id_of(&q), &pass);
    s.callback(&click).await;
    // alice steers on to e7 (a pawn: it detonates). The next choice is on
    // her steering message or, after bob's answer, posted for her.
    let (on, e7) = s
        .wait_for("the next steering choice", WAIT, |s| {
            let mut candidates = s.public_messages(thread);
            if let Some(m) = s.message(id_of(&steer)) {
                candidates.push(m);
            }
            candidates.iter().rev().find_map(|m| {
                buttons(m)
                    .into_iter()
                    .find(|b| b.0.contains("e7"))
                    .map(|b| (id_of(m), b.1))
            })
        })
        .await;
    let click = s.click(ALICE, on, &e7);
    s.callback(&click).await;
    s.wait_public(thread, "the detonation", WAIT, |m| {
        content_of(m).contains("detonates")
    })
    .await;

    // A typed flight is deleted (the bot may manage messages here).
    play_public(&s, BOB, thread, "Nf6").await;
    play_public(&s, ALICE, thread, "d4").await;
    play_public(&s, BOB, thread, "h6").await;
    // d4>d5 strikes Black's d5 pawn at once.
    let typed = s.say(ALICE, thread, "d4>d5");
    s.wait_for("the typed flight to be deleted", WAIT, |s| {
        s.was_deleted(typed).then_some(())
    })
    .await;
    s.wait_public(thread, "the typed flight's detonation", WAIT, |m| {
        content_of(m).contains("detonates") && content_of(m).contains("d5")
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_thread_permission_the_game_is_played_in_the_channel_and_the_admin_is_told() {
    let t = setup().await;
    let s = t.s.clone();
    s.set_can_create_threads(false);
    s.accepted_challenge(ALICE, BOB, &[]).await;
    // The channel is told where the game is; the admin's detail is not
    // for a public post.
    let notice = s
        .wait_public(CHANNEL_ID, "the game kept in the channel", WAIT, |m| {
            content_of(m).contains("played here in the channel")
        })
        .await;
    assert!(
        !content_of(&notice).contains("Create Public Threads"),
        "{notice:#}"
    );
    // Bob, whose Accept started the game, is told privately what is
    // missing and who can grant it.
    let told = s
        .wait_for("the private explanation", WAIT, |s| {
            s.private_answers_to(BOB)
                .into_iter()
                .find(|t| t.contains("**Create Public Threads**"))
        })
        .await;
    assert!(told.contains("server admin"), "{told}");
    assert!(
        !s.private_answers_to(ALICE)
            .iter()
            .any(|t| t.contains("Create Public Threads")),
        "only the member who started the game is told"
    );
    assert!(s.threads().is_empty(), "no thread was opened");
    // The game runs in the channel: the first board is there, and a move
    // typed there is played.
    s.wait_public(CHANNEL_ID, "the first board in the channel", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    play_public(&s, ALICE, CHANNEL_ID, "e4").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_registration_is_retried_and_the_bot_answers_meanwhile() {
    // The commands were registered by an earlier run (Discord keeps them).
    let mut t = setup().await;
    let s = t.s.clone();
    t.bot.kill_now();
    let attempts_before = s.registration_attempts();
    // Now DISCORD_GUILD_ID cannot be reached, at first.
    s.refuse_registrations(2);
    t.bot = t.start_bot(&[]);
    t.bot.expect_error("could not register the slash commands");
    s.wait_connected(2).await;
    // Refused, and yet the bot answers commands.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", BOB)],
    );
    let cb = s.callback(&sent).await;
    assert_eq!(
        cb.json.as_ref().unwrap()["type"],
        4,
        "the challenge is answered"
    );
    // It tries again with backoff (1 s, then 2 s) until it works.
    s.wait_for("the third registration attempt", WAIT, |s| {
        (s.registration_attempts() >= attempts_before + 3).then_some(())
    })
    .await;
    let last = s
        .requests()
        .into_iter()
        .rfind(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .unwrap();
    assert_eq!(last.status, 200, "registered in the end");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_cleanly_and_loses_nothing() {
    let mut t = setup().await;
    let s = t.s.clone();
    let thread = start_game(&s, &[Opt::Str("intercept", "120".into())]).await;
    to_flight_position(&s, thread).await;
    let q = fire_flight(&s, thread).await;
    let (status, out) = t.bot.terminate();
    assert!(status.success(), "exit status {status:?}:\n{out}");
    assert!(out.contains("stopped"), "{out}");
    // Started again, the pending question is still there and works.
    t.start_again(2).await;
    let click = s.click(BOB, id_of(&q), &button_id(&q, "Bxe6"));
    let cb = s.callback(&click).await;
    let body = cb.json.clone().unwrap();
    assert_eq!(body["type"], 6, "{body:#}");
    s.wait_for("the shoot-down on the flight's message", WAIT, |s| {
        let m = s.message(id_of(&q))?;
        content_of(&m).contains("shoots it down").then_some(())
    })
    .await;
    t.finish().await;
}

/// Fetches the metrics text from `addr` (a minimal HTTP GET).
fn scrape(addr: &str) -> String {
    use std::io::{Read, Write};
    let mut c = std::net::TcpStream::connect(addr).expect("connect to METRICS_ADDR");
    c.write_all(b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let mut out = String::new();
    c.read_to_string(&mut out).unwrap();
    out
}

fn metric(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("{name} missing:\n{text}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_are_served_on_metrics_addr_and_move_with_actions() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let t = Session::with(Db::Sqlite)
        .env(&[("METRICS_ADDR", addr.as_str())])
        .start()
        .await
        .expect("SQLite needs no configuration");
    let s = t.s.clone();
    let before = scrape(&addr);
    assert!(before.starts_with("HTTP/1.1 200 OK"), "{before}");
    assert_eq!(metric(&before, "cruise_pawns_live_games"), 0.0);
    assert_eq!(metric(&before, "cruise_pawns_actions_total"), 0.0);
    let thread = start_game(&s, &[]).await;
    play_public(&s, ALICE, thread, "e4").await;
    let after = scrape(&addr);
    assert_eq!(metric(&after, "cruise_pawns_live_games"), 1.0);
    let actions = metric(&after, "cruise_pawns_actions_total");
    assert!(actions >= 3.0, "challenge, accept, move: {actions}");
    assert_eq!(metric(&after, "cruise_pawns_action_seconds_count"), actions);
    metric(&after, "cruise_pawns_discord_errors_total");
}
