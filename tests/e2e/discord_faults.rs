//! Discord fails, the bot does not. Each test plays a game with a flight
//! and a shoot-down question to its end through the real bot while the
//! stand-in misbehaves as Discord does: rate limits (every 5th create
//! answered 429 with `retry_after` 1 s), server errors (every 7th request
//! 500, and creates made but answered 500), an outage (503 to everything
//! for 60 s in the middle of a flight), a closed gateway, and the bot
//! killed with `kill -9` right after a move's commit. Each asserts that
//! every message the game owes is in its thread exactly once and in order,
//! and that no question ran out while its message was undelivered. They
//! run on SQLite and on PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID};
use support::session::{Db, Session, accepted_game};
use support::standin::{
    Fault, Opt, RateLimit, StandIn, button_id, buttons, content_of, id_of, is_ephemeral,
};

/// Long enough for a post to get through a few retries.
const WAIT: Duration = Duration::from_secs(45);

/// The bot's messages in `thread`, in order.
fn bot_messages(s: &StandIn, thread: u64) -> Vec<Value> {
    s.public_messages(thread)
        .into_iter()
        .filter(|m| m["author"]["id"].as_str().and_then(|i| i.parse().ok()) == Some(BOT_ID))
        .collect()
}

/// alice challenges bob (alice White); bob accepts; the game's thread.
async fn start_game(s: &StandIn) -> u64 {
    let thread = accepted_game(s, ALICE, BOB, WAIT).await;
    s.wait_for("the first board", WAIT, |s| {
        bot_messages(s, thread).first().cloned()
    })
    .await;
    thread
}

/// Types `mv` in the thread and waits for its board.
async fn typed(s: &StandIn, who: support::payloads::TestUser, thread: u64, mv: &str) {
    s.say(who, thread, mv);
    board_after(s, thread, mv).await;
}

async fn board_after(s: &StandIn, thread: u64, mv: &str) -> Value {
    let want = format!("plays **{mv}**");
    s.wait_for(&format!("the board after {mv}"), WAIT, |s| {
        bot_messages(s, thread)
            .into_iter()
            .find(|m| content_of(m).contains(&want))
    })
    .await
}

/// The flight's message once it asks its question.
async fn question(s: &StandIn, thread: u64) -> Value {
    s.wait_for("the question", Duration::from_secs(120), |s| {
        bot_messages(s, thread)
            .into_iter()
            .find(|m| buttons(m).iter().any(|b| b.0 == "Let it pass"))
    })
    .await
}

/// bob lets the missile pass e6; it detonates on e7; bob resigns.
async fn pass_and_resign(s: &StandIn, thread: u64, q: &Value) {
    let click = s.click(BOB, id_of(q), &button_id(q, "Let it pass"));
    let flight = s
        .wait_for("the detonation on the flight's message", WAIT, |s| {
            let m = s.message(id_of(q))?;
            content_of(&m).contains("detonates").then_some(m)
        })
        .await;
    assert!(buttons(&flight).is_empty(), "{flight:#}");
    let answers = s.answers(&click);
    assert!(
        answers
            .iter()
            .all(|a| a.json.as_ref().is_none_or(|j| !is_ephemeral(j))),
        "the answer was taken, not refused: {answers:#?}"
    );
    let sent = s.slash(BOB, thread, "resign", &[]);
    let _ = sent;
    s.wait_for("the result", WAIT, |s| {
        bot_messages(s, thread)
            .into_iter()
            .find(|m| content_of(m).contains("resigns"))
    })
    .await;
}

/// Every message of the game, each exactly once, in order: the first
/// board, the four moves, the flight's one message (which asked in time,
/// was answered and shows the detonation), the result.
fn assert_exactly_once_in_order(s: &StandIn, thread: u64) {
    let msgs = bot_messages(s, thread);
    let texts: Vec<String> = msgs.iter().map(content_of).collect();
    let expected: [&dyn Fn(&str) -> bool; 7] = [
        &|t| t.contains("vs") || t.contains("to move"),
        &|t| t.contains("plays **e4**"),
        &|t| t.contains("plays **d5**"),
        &|t| t.contains("plays **e5**"),
        &|t| t.contains("plays **a6**"),
        &|t| t.contains("detonates"),
        &|t| t.contains("resigns"),
    ];
    assert_eq!(
        texts.len(),
        expected.len(),
        "every message exactly once: {texts:#?}"
    );
    for (i, (t, ok)) in texts.iter().zip(expected).enumerate() {
        assert!(ok(t), "message {i} is out of order or wrong: {texts:#?}");
    }
    assert!(
        !texts[5].contains("No answer from"),
        "the question ran out while undelivered: {}",
        texts[5]
    );
}

/// Waits until the bot has tried a message create, answered 503 by the
/// outage, among the requests after the `from`-th (the move was committed).
async fn a_create_refused_since(s: &StandIn, from: usize) {
    s.wait_for("a try to post the board", WAIT, |s| {
        s.requests()[from..]
            .iter()
            .any(|r| r.is_message_create() && r.fault == Some(Fault::Outage))
            .then_some(())
    })
    .await;
}

/// The moves up to the flight position (1.e4 d5 2.e5 a6).
async fn opening(s: &StandIn, thread: u64) {
    typed(s, ALICE, thread, "e4").await;
    typed(s, BOB, thread, "d5").await;
    typed(s, ALICE, thread, "e5").await;
    typed(s, BOB, thread, "a6").await;
}

/// alice fires e5>e6>e7 by /move (the path stays hidden).
fn fire(s: &StandIn, thread: u64) -> support::standin::SentInteraction {
    s.slash(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "e5>e6>e7".into())],
    )
}

async fn rate_limited(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    s.set_message_rate_limit(Some(RateLimit {
        every: 5,
        retry_after: Duration::from_secs(1),
        global: false,
    }));
    let thread = start_game(&s).await;
    opening(&s, thread).await;
    fire(&s, thread);
    let q = question(&s, thread).await;
    pass_and_resign(&s, thread, &q).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_exactly_once_in_order(&s, thread);
    let limited = s
        .faulted()
        .iter()
        .filter(|r| r.fault == Some(Fault::RateLimited { global: false }))
        .count();
    assert!(limited >= 1, "some creates were rate limited");
    run.finish().await;
}

async fn server_errors(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    // From here every 7th request fails 500, and every 3rd create is made
    // but its answer lost (500): a retry without the nonce would double it.
    s.fail_every_nth_request(7, 500);
    s.lose_every_nth_create_answer(3);
    opening(&s, thread).await;
    fire(&s, thread);
    let q = question(&s, thread).await;
    pass_and_resign(&s, thread, &q).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    s.fail_every_nth_request(0, 500);
    assert_exactly_once_in_order(&s, thread);
    let lost = s
        .faulted()
        .iter()
        .filter(|r| r.fault == Some(Fault::LostAnswer))
        .count();
    assert!(lost >= 1, "some creates lost their answer");
    run.finish().await;
}

/// Plays `mv` by `/move`: its interaction is taken (answered, or made
/// with its answer lost) and the board is posted.
async fn slash_move(s: &StandIn, who: support::payloads::TestUser, thread: u64, mv: &str) {
    let sent = s.slash(who, thread, "move", &[Opt::Str("move", mv.into())]);
    s.callback(&sent).await;
    board_after(s, thread, mv).await;
}

/// Every 7th request 500, interaction callbacks included, and every 2nd
/// callback taken but its answer lost (500; a try again gets 40060),
/// through a whole game played by interactions only: every interaction is
/// answered in Discord's window (no "The application did not respond"),
/// every action played once, every message once and in order.
async fn interactions_through_server_errors(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    s.fail_every_nth_request(7, 500);
    s.lose_every_nth_callback_answer(2);
    for (who, mv) in [(ALICE, "e4"), (BOB, "d5"), (ALICE, "e5"), (BOB, "a6")] {
        slash_move(&s, who, thread, mv).await;
    }
    let fire = fire(&s, thread);
    s.callback(&fire).await;
    let q = question(&s, thread).await;
    let click = s.click(BOB, id_of(&q), &button_id(&q, "Let it pass"));
    s.callback(&click).await;
    s.wait_for("the detonation on the flight's message", WAIT, |s| {
        let m = s.message(id_of(&q))?;
        content_of(&m).contains("detonates").then_some(m)
    })
    .await;
    let resign = s.slash(BOB, thread, "resign", &[]);
    s.callback(&resign).await;
    s.wait_for("the result", WAIT, |s| {
        bot_messages(s, thread)
            .into_iter()
            .find(|m| content_of(m).contains("resigns"))
    })
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    s.fail_every_nth_request(0, 500);
    s.lose_every_nth_callback_answer(0);
    assert_exactly_once_in_order(&s, thread);
    let callbacks_failed = s
        .faulted()
        .iter()
        .filter(|r| r.path.ends_with("/callback"))
        .count();
    assert!(callbacks_failed >= 1, "some interaction answers failed");
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_answered_through_500s_on_sqlite() {
    interactions_through_server_errors(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_answered_through_500s_on_postgres() {
    interactions_through_server_errors(true).await;
}

/// A game's first board goes the one delivery path: with every other
/// message create's answer lost, each message of the thread is posted once,
/// and every message the bot created there carried a nonce with
/// `enforce_nonce` (before, the first board had none, and a retry after a
/// lost answer posted it twice).
async fn first_board_through_lost_answers(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    s.lose_every_nth_create_answer(2);
    let thread = start_game(&s).await;
    typed(&s, ALICE, thread, "e4").await;
    typed(&s, BOB, thread, "d5").await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    s.lose_every_nth_create_answer(0);
    let texts: Vec<String> = bot_messages(&s, thread).iter().map(content_of).collect();
    assert_eq!(texts.len(), 3, "every message exactly once: {texts:#?}");
    assert!(texts[1].contains("plays **e4**"), "{texts:#?}");
    assert!(texts[2].contains("plays **d5**"), "{texts:#?}");
    let in_thread = format!("/channels/{thread}/messages");
    let creates: Vec<_> = s
        .requests()
        .into_iter()
        .filter(|r| r.is_message_create() && r.route() == in_thread)
        .collect();
    assert!(creates.len() >= 3, "{creates:#?}");
    for r in &creates {
        let json = r.json.as_ref().expect("a body");
        assert!(
            json["nonce"].is_string() && json["enforce_nonce"] == serde_json::json!(true),
            "a message created without a nonce: {json}"
        );
    }
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_board_is_posted_once_with_a_nonce_on_sqlite() {
    first_board_through_lost_answers(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_board_is_posted_once_with_a_nonce_on_postgres() {
    first_board_through_lost_answers(true).await;
}

async fn outage_mid_flight(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    opening(&s, thread).await;
    // Discord answers 503 to everything for 60 s from the moment the
    // flight is fired (typed: no interaction to answer meanwhile). The
    // question (30 s to answer) cannot be posted until it ends.
    s.set_outage(true);
    s.say(ALICE, thread, "e5>e6>e7");
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert!(
        !bot_messages(&s, thread)
            .iter()
            .any(|m| !buttons(m).is_empty()),
        "nothing was posted during the outage"
    );
    s.set_outage(false);
    let q = question(&s, thread).await;
    pass_and_resign(&s, thread, &q).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    // The typed flight's one-time hint (that typed flights show their
    // path) was a reply lost to the outage: not a game message.
    assert_exactly_once_in_order(&s, thread);
    let outage = s
        .faulted()
        .iter()
        .filter(|r| r.fault == Some(Fault::Outage))
        .count();
    assert!(outage >= 3, "the bot kept trying through the outage");
    run.finish().await;
}

async fn gateway_closed(postgres: bool) {
    let Some(run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    typed(&s, ALICE, thread, "e4").await;
    typed(&s, BOB, thread, "d5").await;
    s.close_gateway();
    s.wait_ready(2).await;
    typed(&s, ALICE, thread, "e5").await;
    typed(&s, BOB, thread, "a6").await;
    // An interaction after the new connection is answered.
    let sent = fire(&s, thread);
    let answer = s.callback(&sent).await;
    assert!(answer.status < 300, "answered: {answer:?}");
    let q = question(&s, thread).await;
    pass_and_resign(&s, thread, &q).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_exactly_once_in_order(&s, thread);
    run.finish().await;
}

async fn killed_after_a_commit(postgres: bool) {
    let Some(mut run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    typed(&s, ALICE, thread, "e4").await;
    typed(&s, BOB, thread, "d5").await;
    // alice's e5 is committed, but its board cannot be posted (Discord is
    // down): the bot is killed right then.
    let from = s.requests().len();
    s.set_outage(true);
    s.say(ALICE, thread, "e5");
    a_create_refused_since(&s, from).await;
    run.bot.kill_now();
    s.set_outage(false);
    run.start_again(2).await;
    board_after(&s, thread, "e5").await;
    typed(&s, BOB, thread, "a6").await;
    fire(&s, thread);
    let q = question(&s, thread).await;
    pass_and_resign(&s, thread, &q).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_exactly_once_in_order(&s, thread);
    run.finish().await;
}

/// A restart with another `SHARDS` value while a board waits in the
/// outbox: posts belong to their server, not to the process that wrote
/// them, so whichever process serves the server now posts it, once, and
/// the thread goes on. SQLite: one process then runs both shards of two;
/// PostgreSQL: two processes, one shard each.
async fn restarted_with_other_shards(postgres: bool) {
    let Some(mut run) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    typed(&s, ALICE, thread, "e4").await;
    let from = s.requests().len();
    s.set_outage(true);
    s.say(BOB, thread, "d5");
    a_create_refused_since(&s, from).await;
    run.bot.kill_now();
    s.set_outage(false);
    let other = if postgres {
        run.bot = run.start_bot(&[("SHARDS", "0/2")]);
        Some(run.start_bot(&[("SHARDS", "1/2")]))
    } else {
        run.bot = run.start_bot(&[("SHARDS", "0-1/2")]);
        None
    };
    // One connection before, two shards now.
    s.wait_ready(3).await;
    board_after(&s, thread, "d5").await;
    typed(&s, ALICE, thread, "e5").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    for mv in ["d5", "e5"] {
        let n = bot_messages(&s, thread)
            .iter()
            .filter(|m| content_of(m).contains(&format!("plays **{mv}**")))
            .count();
        assert_eq!(n, 1, "the board after {mv} is posted once");
    }
    drop(other);
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_with_other_shards_delivers_what_waited_on_sqlite() {
    restarted_with_other_shards(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_with_other_shards_delivers_what_waited_on_postgres() {
    restarted_with_other_shards(true).await;
}

/// SIGTERM while Discord is down: the bot stops taking interactions, tries
/// the outbox for at most 10 s, exits 0, and what it still owed is posted
/// after the next start, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_during_an_outage_exits_within_10_s_and_posts_after_the_restart() {
    let Some(mut run) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = run.s.clone();
    let thread = start_game(&s).await;
    typed(&s, ALICE, thread, "e4").await;
    let from = s.requests().len();
    s.set_outage(true);
    s.say(BOB, thread, "d5");
    a_create_refused_since(&s, from).await;
    let asked = std::time::Instant::now();
    let (status, out) = run.bot.terminate();
    let took = asked.elapsed();
    assert!(status.success(), "exit status {status:?}:\n{out}");
    assert!(
        took < Duration::from_secs(13),
        "stopped {took:?} after SIGTERM (at most 10 s of draining)"
    );
    assert!(out.contains("posts still owed"), "{out}");
    s.set_outage(false);
    run.start_again(2).await;
    board_after(&s, thread, "d5").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let d5 = bot_messages(&s, thread)
        .iter()
        .filter(|m| content_of(m).contains("plays **d5**"))
        .count();
    assert_eq!(d5, 1, "posted once");
    run.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_fifth_create_rate_limited_on_sqlite() {
    rate_limited(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_fifth_create_rate_limited_on_postgres() {
    rate_limited(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_seventh_request_500_and_lost_answers_on_sqlite() {
    server_errors(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_seventh_request_500_and_lost_answers_on_postgres() {
    server_errors(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixty_seconds_of_503_mid_flight_on_sqlite() {
    outage_mid_flight(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixty_seconds_of_503_mid_flight_on_postgres() {
    outage_mid_flight(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_closed_mid_game_on_sqlite() {
    gateway_closed(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_closed_mid_game_on_postgres() {
    gateway_closed(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_right_after_a_moves_commit_on_sqlite() {
    killed_after_a_commit(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_right_after_a_moves_commit_on_postgres() {
    killed_after_a_commit(true).await;
}
