//! End to end: playing the AI in Discord. The real `cruise-pawns` binary
//! against the loopback stand-in: `/challenge` naming the bot itself starts
//! a game at once in a thread of its own (level option, never rated), the
//! AI answers moves and shoot-down questions by itself, and naming a level
//! without the bot is refused privately.

#![recursion_limit = "256"]

mod support;

use std::time::Duration;
use support::bot::Bot;
use support::payloads::{ALICE, BOB, BOT_ID, CHANNEL_ID, TestUser};
use support::standin::{Opt, StandIn, content_of, is_ephemeral};

const WAIT: Duration = Duration::from_secs(30);
const ME: TestUser = TestUser {
    id: BOT_ID,
    name: "Cruise Pawns",
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenging_the_bot_starts_a_game_against_the_ai() {
    let s = StandIn::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}/games.db", dir.path().display());
    let bot = Bot::start(&s, dir.path(), &db, &[]);
    s.wait_ready(1).await;

    // `level` without naming the bot: refused, privately, saying what to do.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", BOB), Opt::Int("level", 3)],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(
        content_of(&body).contains("name me as `opponent`"),
        "{body:#}"
    );

    // A level out of range: refused privately with the range.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[Opt::User("opponent", ME), Opt::Int("level", 9)],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(is_ephemeral(&body), "{body:#}");
    assert!(content_of(&body).contains("1 (weakest) to 8"), "{body:#}");

    // alice challenges the bot at level 1 as White: the game starts at once.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "challenge",
        &[
            Opt::User("opponent", ME),
            Opt::Str("color", "white".into()),
            Opt::Int("level", 1),
        ],
    );
    let body = s.callback(&sent).await.json.unwrap();
    assert!(!is_ephemeral(&body), "the channel is told: {body:#}");
    let text = content_of(&body);
    assert!(
        text.contains("**alice** is playing me (the AI, level 1) in <#"),
        "{text}"
    );
    let thread = s
        .wait_for("the game's thread", WAIT, |s| {
            s.threads()
                .into_iter()
                .find(|(_, name)| name == "alice vs Cruise Pawns")
                .map(|(id, _)| id)
        })
        .await;
    assert!(text.contains(&format!("<#{thread}>")), "{text}");
    let start = s
        .wait_public(thread, "the first board", WAIT, |m| {
            m["attachments"].as_array().is_some_and(|a| !a.is_empty())
        })
        .await;
    let start_text = content_of(&start);
    assert!(
        start_text.contains("against the AI at level 1"),
        "{start_text}"
    );

    // alice moves; the AI answers in the thread by itself.
    let before = s.public_messages(thread).len();
    let sent = s.slash(ALICE, thread, "move", &[Opt::Str("move", "e4".into())]);
    s.callback(&sent).await;
    // Its move, or its missile's first square (a flight of the AI's is
    // revealed square by square like anyone's).
    let answer = s
        .wait_for("the AI's answer", WAIT, |s| {
            let msgs = s.public_messages(thread);
            msgs.into_iter().skip(before + 1).find(|m| {
                let t = content_of(m);
                t.contains("Cruise Pawns") || t.contains("missile")
            })
        })
        .await;
    assert!(
        answer["attachments"]
            .as_array()
            .is_some_and(|a| !a.is_empty()),
        "the AI's answer shows the board: {answer:#}"
    );

    // alice resigns, and the AI wins.
    let sent = s.slash(ALICE, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the resignation", WAIT, |m| {
            content_of(m).contains("resigns")
        })
        .await;
    assert!(
        content_of(&end).contains("Cruise Pawns"),
        "{}",
        content_of(&end)
    );
    // A game against the AI is casual: no rating change is shown.
    assert!(!content_of(&end).contains('→'), "{}", content_of(&end));
    drop(bot.kill());
}
