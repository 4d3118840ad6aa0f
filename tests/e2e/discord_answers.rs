//! End to end (issue 48, contract 1): a command's answer is the message.
//! `/move`, `/draw` and `/resign` are answered with the public board, the
//! offer or the result itself, never with a separate private "Done.", and
//! each is shown exactly once: its outbox post, written held with the
//! game's change, is given as the answer. When Discord fails the answer,
//! the outbox posts it instead, once, in its turn. On SQLite and
//! PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, SentInteraction, StandIn, content_of, id_of, is_ephemeral};

const WAIT: Duration = Duration::from_secs(20);

/// The bot's messages in `thread` that only one member sees.
fn private_messages(s: &StandIn, thread: u64) -> Vec<Value> {
    s.messages_in(thread)
        .into_iter()
        .filter(is_ephemeral)
        .collect()
}

/// `user` sends `/<name>` in `thread`; the answer must be one public
/// message (the callback itself) whose text holds `want`. Its body.
async fn answered_publicly(
    s: &StandIn,
    user: TestUser,
    thread: u64,
    name: &str,
    opts: &[Opt],
    want: &str,
) -> (SentInteraction, Value) {
    let sent = s.slash(user, thread, name, opts);
    let cb = s.callback(&sent).await;
    let body = cb.json.clone().unwrap_or_default();
    assert!(
        !is_ephemeral(&body) && content_of(&body).contains(want),
        "{} /{name}: the answer is the public message holding {want:?}: {body:#}",
        user.name
    );
    (sent, body)
}

/// alice (White) and bob start a game: its thread, once its first board
/// is there.
async fn started_game(s: &StandIn) -> u64 {
    let challenge = s.accepted_challenge(ALICE, BOB, &[]).await;
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board", WAIT, |m| {
        content_of(m).contains("to move")
    })
    .await;
    thread
}

/// How many public messages of `thread` hold `text`.
fn shown(s: &StandIn, thread: u64, text: &str) -> usize {
    s.public_messages(thread)
        .iter()
        .filter(|m| content_of(m).contains(text))
        .count()
}

async fn commands_answer_with_the_message(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let thread = started_game(&s).await;

    let moves = [(ALICE, "e4"), (BOB, "e5"), (ALICE, "Nf3"), (BOB, "Nc6")];
    let mut sent = Vec::new();
    for (user, mv) in moves {
        let want = format!("plays **{mv}**");
        let cb_files = {
            let (i, _) = answered_publicly(
                &s,
                user,
                thread,
                "move",
                &[Opt::Str("move", mv.into())],
                &want,
            )
            .await;
            let files = s.callback(&i).await.files.len();
            sent.push(i);
            files
        };
        assert_eq!(
            cb_files, 1,
            "/move {mv}: the answer carries the board's picture"
        );
    }
    // A draw offer is answered by the offer itself; the resignation by
    // the result.
    let (offer, _) = answered_publicly(&s, ALICE, thread, "draw", &[], "offers a draw").await;
    let offer_message = s.original(&offer).expect("the offer's message");
    sent.push(offer);
    let (resign, end) = answered_publicly(&s, BOB, thread, "resign", &[], "resign").await;
    sent.push(resign);
    // Rated: the result carries the rating changes, as the outbox's
    // post of it would.
    let end = content_of(&end);
    assert!(
        end.contains("**alice** (White) wins") && end.contains("→"),
        "{end}"
    );

    // Given time for anything owed to arrive: nothing else was posted.
    tokio::time::sleep(Duration::from_millis(800)).await;
    for i in &sent {
        // (A GET of the answer's message, to learn its id, writes nothing.)
        let answers: Vec<_> = s
            .answers(i)
            .into_iter()
            .filter(|r| r.method != "GET")
            .collect();
        assert_eq!(answers.len(), 1, "one answer, no follow-up: {answers:?}");
    }
    let private = private_messages(&s, thread);
    assert!(private.is_empty(), "no private message: {private:#?}");
    // Each board once, in the order played.
    let boards: Vec<String> = s
        .public_messages(thread)
        .iter()
        .map(content_of)
        .filter(|c| c.contains("plays **"))
        .collect();
    assert_eq!(boards.len(), moves.len(), "{boards:#?}");
    for ((_, mv), text) in moves.iter().zip(&boards) {
        assert!(text.contains(&format!("plays **{mv}**")), "{mv}: {text}");
    }
    // The offer's message is the answer: the bot knew it, and closed the
    // offer on it when the game ended (no second message).
    let offer_now = s.message(id_of(&offer_message)).expect("kept");
    assert!(
        crate::support::standin::buttons(&offer_now).is_empty(),
        "the offer is closed on its own message: {offer_now:#}"
    );
    assert!(shown(&s, thread, "offers a draw") <= 1);
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_answer_with_the_board_offer_and_result_sqlite() {
    commands_answer_with_the_message(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_answer_with_the_board_offer_and_result_postgres() {
    commands_answer_with_the_message(true).await;
}

/// Discord fails every try of the answer (5xx): the member's interaction
/// fails, but the board is not lost: the outbox posts it in the thread,
/// once, and the game goes on in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_whose_answer_discord_fails_is_posted_by_the_outbox_once() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let thread = started_game(&s).await;
    s.fail_callbacks_with(5, 503);
    let sent = s.slash(ALICE, thread, "move", &[Opt::Str("move", "e4".into())]);
    let board = s
        .wait_public(thread, "the board after e4, from the outbox", WAIT, |m| {
            content_of(m).contains("plays **e4**")
        })
        .await;
    let taken = s
        .answers(&sent)
        .iter()
        .filter(|r| r.path.ends_with("/callback") && r.status < 300)
        .count();
    assert_eq!(taken, 0, "every try of the answer failed");
    // The next move follows it, as its answer.
    answered_publicly(
        &s,
        BOB,
        thread,
        "move",
        &[Opt::Str("move", "e5".into())],
        "plays **e5**",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(shown(&s, thread, "plays **e4**"), 1, "e4's board once");
    let order: Vec<u64> = s
        .public_messages(thread)
        .iter()
        .filter(|m| content_of(m).contains("plays **"))
        .map(id_of)
        .collect();
    assert_eq!(
        order.first(),
        Some(&id_of(&board)),
        "e4 before e5: {order:?}"
    );
    assert_eq!(order.len(), 2, "{order:?}");
    t.finish().await;
}

/// A `/move` sent while the game's previous board is still on its way (a
/// typed move's board, posted by the outbox through a slow Discord) is
/// deferred ("thinking…", privately), then its board follows publicly once
/// the earlier board is out, and the deferral is gone: in order, once,
/// and no private message left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_behind_a_slow_board_follows_it_in_its_turn() {
    let t = Session::sqlite().await;
    let s = t.s.clone();
    let thread = started_game(&s).await;
    s.slow_down_guild(support::payloads::GUILD_ID, Duration::from_secs(2));
    // Typed in the thread: its board goes through the outbox, slowly.
    s.say(ALICE, thread, "e4");
    tokio::time::sleep(Duration::from_millis(400)).await;
    let sent = s.slash(BOB, thread, "move", &[Opt::Str("move", "e5".into())]);
    let cb = s.callback(&sent).await.json.unwrap_or_default();
    assert_eq!(cb["type"], 5, "deferred: {cb:#}");
    let e5 = s
        .wait_public(thread, "e5's board", WAIT, |m| {
            content_of(m).contains("plays **e5**")
        })
        .await;
    s.slow_down_guild(support::payloads::GUILD_ID, Duration::ZERO);
    let order: Vec<String> = s
        .public_messages(thread)
        .iter()
        .map(content_of)
        .filter(|c| c.contains("plays **"))
        .collect();
    assert_eq!(order.len(), 2, "once each: {order:#?}");
    assert!(
        order[0].contains("plays **e4**") && order[1].contains("plays **e5**"),
        "e4 then e5: {order:#?}"
    );
    // The answer is a follow-up of the interaction, sent after the
    // deferral was deleted (so a new, public message).
    let answers = s.answers(&sent);
    let deleted = answers
        .iter()
        .position(|r| r.method == "DELETE" && r.status < 300)
        .expect("the deferral deleted");
    let followed = answers
        .iter()
        .position(|r| r.method == "POST" && !r.path.ends_with("/callback") && r.status < 300)
        .expect("the board as a follow-up");
    assert!(deleted < followed, "{answers:?}");
    assert!(!is_ephemeral(&e5));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let private = private_messages(&s, thread);
    assert!(private.is_empty(), "no private message left: {private:#?}");
    assert_eq!(shown(&s, thread, "plays **e5**"), 1);
    t.finish().await;
}
