//! End to end (issue #44, contract 7): every board and question reaches
//! its player, or someone is told.
//!
//! - A server at Discord's cap on active threads (400, code 160006): a
//!   round's board that has neither a thread nor the channel waits; the
//!   organizer is told which board and why (pinged once), its thread is
//!   tried again in the background (at once when a moderator archives a
//!   thread), and its no-show time starts only once its board is posted.
//! - A casual game whose bot was killed (`kill -9`) while its thread was
//!   being opened gets its first board after the restart.
//! - A shoot-down question Discord refused (the bot lost View Channel) is
//!   not answered by its timeout: the defender still answers it.
//!
//! On SQLite and PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::{Duration, Instant};
use support::payloads::{
    ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, DAVE, ERIN, GUILD_ID, TestUser, perm,
};
use support::session::{Db, Session, thread_named};
use support::standin::{Opt, StandIn, ThreadOpened, button_id, buttons, content_of, id_of};
use support::tournament::{WAIT, create, join_all, standings_reply, start};
use tokio::sync::mpsc::UnboundedReceiver;

/// A sixth player, for a round of three boards.
const FRANK: TestUser = TestUser {
    id: 1_300_000_000_000_000_106,
    name: "frank",
};

/// The tournament's `no_show` time.
const NO_SHOW: Duration = Duration::from_secs(10);

/// The bot's public messages in `channel`, oldest first.
fn bot_posts(s: &StandIn, channel: u64) -> Vec<Value> {
    s.public_messages(channel)
        .into_iter()
        .filter(|m| m["author"]["id"].as_str().and_then(|id| id.parse().ok()) == Some(BOT_ID))
        .collect()
}

/// Every public message the bot posted, anywhere.
fn all_bot_texts(s: &StandIn) -> Vec<String> {
    let mut places = vec![CHANNEL_ID];
    places.extend(s.threads().into_iter().map(|(id, _)| id));
    places
        .into_iter()
        .flat_map(|c| bot_posts(s, c))
        .map(|m| content_of(&m))
        .collect()
}

fn has_board(m: &Value) -> bool {
    m["attachments"].as_array().is_some_and(|a| !a.is_empty())
}

async fn a_round_at_the_thread_cap(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(
        &s,
        ALICE,
        "Cap Cup",
        "swiss",
        &[Opt::Int("rounds", 1), Opt::Str("no_show", "10s".into())],
    )
    .await;
    join_all(&s, ann, &[ALICE, BOB, CAROL, DAVE, ERIN, FRANK]).await;
    // Room for one more thread: the round's first board gets it, the
    // second is played in the channel, the third has neither.
    s.set_active_thread_cap(Some(s.active_threads(GUILD_ID) + 1));
    start(&s, ALICE).await;

    let told = s
        .wait_public(
            CHANNEL_ID,
            "the organizer told of the waiting board",
            WAIT,
            |m| content_of(m).contains("has not reached their players"),
        )
        .await;
    let text = content_of(&told);
    assert!(text.starts_with(&format!("<@{}>", ALICE.id)), "{text}");
    assert!(text.contains("Round 1 of **Cap Cup**"), "{text}");
    assert!(text.contains("no-show time starts only once"), "{text}");
    // Why is the admin's business: not on the public post, but told to
    // the organizer privately with her next command.
    assert!(!text.contains("160006"), "{text}");
    standings_reply(&s, ALICE).await;
    let why = s
        .wait_for("the organizer told why, privately", WAIT, |s| {
            s.private_answers_to(ALICE)
                .into_iter()
                .find(|t| t.contains("error 160006"))
        })
        .await;
    assert!(why.contains("**Cap Cup**"), "{why}");
    let pinged = s.pings(id_of(&told)).expect("made").users;
    assert_eq!(
        pinged,
        vec![ALICE.id],
        "the organizer, and nobody else, is pinged"
    );
    let waiting_name = text
        .split("**R1 · ")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .map(|n| format!("R1 · {n}"))
        .expect("the waiting board is named");
    assert_eq!(
        s.threads()
            .iter()
            .filter(|(_, n)| n.starts_with("R1 · "))
            .count(),
        1,
        "one board got the one thread there was room for"
    );
    s.wait_public(CHANNEL_ID, "the second board in the channel", WAIT, |m| {
        content_of(m).contains("is played here in the channel")
    })
    .await;
    assert!(
        !s.threads().iter().any(|(_, n)| *n == waiting_name),
        "{waiting_name} has no thread yet"
    );

    // Longer than the no-show time: the waiting board's players cannot
    // have lost, since nobody could see their board.
    tokio::time::sleep(NO_SHOW + Duration::from_secs(3)).await;
    let (white, black) = names_of(&waiting_name);
    let forfeit = format!("{white} lost to {black} by forfeit.");
    assert!(
        !all_bot_texts(&s).iter().any(|t| t.contains(&forfeit)),
        "no forfeit before the board was posted"
    );

    // A moderator archives the round's thread (its game is still on, but
    // it makes room): the waiting board's thread opens at once.
    let (first, _) = s
        .threads()
        .into_iter()
        .find(|(_, n)| n.starts_with("R1 · "))
        .expect("the first board's thread");
    s.archive_thread(first);
    let thread = thread_named(&s, &waiting_name, Duration::from_secs(10)).await;
    s.wait_public(
        thread,
        "the waiting board, posted in its thread",
        WAIT,
        has_board,
    )
    .await;
    let posted = Instant::now();
    s.wait_for("the organizer's message edited", WAIT, |s| {
        s.message(id_of(&told))
            .filter(|m| content_of(m).contains("no board waits for its thread any more"))
    })
    .await;
    assert_eq!(
        s.pings(id_of(&told)).expect("made").users,
        vec![ALICE.id],
        "the edit pings nobody again"
    );
    // Its no-show time runs from now.
    s.wait_for("the forfeit after the no-show time", WAIT, |s| {
        all_bot_texts(s).into_iter().find(|t| t.contains(&forfeit))
    })
    .await;
    let after = posted.elapsed();
    assert!(
        after >= NO_SHOW - Duration::from_secs(1),
        "the no-show time started with the board: forfeit {after:?} after it"
    );

    t.finish().await;
}

/// White and Black of a board named `R1 · white vs black`.
fn names_of(board: &str) -> (String, String) {
    let players = board.trim_start_matches("R1 · ");
    let (w, b) = players.split_once(" vs ").expect("white vs black");
    (w.to_string(), b.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_at_the_thread_cap_waits_told_and_unclocked_then_gets_its_thread_sqlite() {
    a_round_at_the_thread_cap(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_at_the_thread_cap_waits_told_and_unclocked_then_gets_its_thread_postgres() {
    a_round_at_the_thread_cap(true).await;
}

/// Waits for the next thread the bot opens (held by the stand-in).
async fn next_thread(opened: &mut UnboundedReceiver<ThreadOpened>) -> ThreadOpened {
    tokio::time::timeout(WAIT, opened.recv())
        .await
        .expect("a thread opened in time")
        .expect("the stand-in announces threads")
}

async fn killed_while_its_thread_opens(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let mut opened = s.hold_thread_opens();
    s.accept_pressed(ALICE, BOB, &[]).await;
    // The thread exists on Discord; the bot has not heard back: killed.
    let held = next_thread(&mut opened).await;
    drop(opened);
    t.restart(2).await;
    drop(held.go);

    let thread = s
        .wait_for("the game's thread, opened after the restart", WAIT, |s| {
            s.threads()
                .into_iter()
                .filter(|(id, n)| *id != held.thread && n == "alice vs bob")
                .find(|(id, _)| bot_posts(s, *id).iter().any(has_board))
                .map(|(id, _)| id)
        })
        .await;
    let opening: Vec<String> = all_bot_texts(&s)
        .into_iter()
        .filter(|t| t.contains("(White) vs **"))
        .collect();
    assert_eq!(opening.len(), 1, "the first board, once: {opening:#?}");
    let board = s.play_move(ALICE, thread, "e4").await;
    assert!(content_of(&board).contains("plays **e4**"), "{board:#}");

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_game_killed_while_its_thread_opens_gets_its_first_board_sqlite() {
    killed_while_its_thread_opens(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_game_killed_while_its_thread_opens_gets_its_first_board_postgres() {
    killed_while_its_thread_opens(true).await;
}

/// The shoot-down answer time of the game (`intercept`).
const INTERCEPT: Duration = Duration::from_secs(5);

async fn a_question_nobody_saw(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    s.accepted_challenge(ALICE, BOB, &[Opt::Str("intercept", "5s".into())])
        .await;
    let thread = thread_named(&s, "alice vs bob", WAIT).await;
    for (who, mv) in [(ALICE, "e4"), (BOB, "d5"), (ALICE, "e5"), (BOB, "a6")] {
        s.play_move(who, thread, mv).await;
    }
    // A moderator takes the bot's View Channel: nothing it posts there
    // gets through, the flight's question included.
    s.set_bot_permission_everywhere(perm::VIEW_CHANNEL, false);
    let fire = s.slash(
        ALICE,
        thread,
        "move",
        &[Opt::Str("move", "e5>e6>e7".into())],
    );
    s.callback(&fire).await;
    tokio::time::sleep(INTERCEPT + Duration::from_secs(3)).await;
    s.set_bot_permission_everywhere(perm::VIEW_CHANNEL, true);

    // bob asks for the board: the question is asked again, whole.
    let sent = s.slash(BOB, thread, "board", &[]);
    s.callback(&sent).await;
    let q = s
        .wait_for("the question, asked again", WAIT, |s| {
            let mut seen = bot_posts(s, thread);
            seen.extend(s.original(&sent));
            seen.into_iter()
                .find(|m| buttons(m).iter().any(|b| b.0 == "Let it pass"))
        })
        .await;
    assert!(
        content_of(&q).contains("shoot it down"),
        "the timeout did not answer it: {q:#}"
    );
    let texts = all_bot_texts(&s);
    assert!(
        !texts.iter().any(|t| t.contains("detonates")),
        "the missile did not fly on unanswered: {texts:#?}"
    );
    let click = s.click(BOB, id_of(&q), &button_id(&q, "Let it pass"));
    s.callback(&click).await;
    s.wait_for("the missile goes on once bob answers", WAIT, |s| {
        all_bot_texts(s)
            .into_iter()
            .find(|t| t.contains("detonates on e7"))
    })
    .await;

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_nobody_saw_is_not_answered_by_its_timeout_sqlite() {
    a_question_nobody_saw(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_nobody_saw_is_not_answered_by_its_timeout_postgres() {
    a_question_nobody_saw(true).await;
}
