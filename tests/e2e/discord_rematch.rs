//! End to end, through the real binary and the loopback stand-in, on
//! SQLite and PostgreSQL: Rematch (issue #31, contract 4). A finished
//! casual or rated game offers Rematch to both players: the first press
//! offers it (colours swapped, same preset and settings), the other
//! player's press within the offer's time (`REMATCH_TTL`, here 15 s;
//! 10 minutes by default) starts the game in a new thread of its own, also
//! after a restart of the bot in between. Anyone else is refused; a press
//! after the offer expired says so; a tournament game's end has no Rematch.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, SentInteraction, StandIn, buttons, content_of, id_of, is_ephemeral};
use support::tournament::{
    WAIT, create, join_all, parse_thread_name, resign, start, user_named, wait_board,
};

/// How long a rematch offer is open in these tests (seconds): time for a
/// restart of the bot between the offer and its acceptance.
const REMATCH_TTL: u64 = 15;

/// The private sentence a press was answered with.
async fn private_answer(s: &StandIn, sent: &SentInteraction) -> String {
    let body = s.callback(sent).await.json.expect("a callback body");
    assert_eq!(body["type"], 4, "answered with a message: {body:#}");
    assert!(is_ephemeral(&body), "answered privately: {body:#}");
    content_of(&body)
}

/// The game's end in `thread` (after `loser` resigned): its message.
async fn game_end(s: &StandIn, loser: TestUser, thread: u64) -> Value {
    resign(s, loser, thread).await;
    s.wait_public(thread, "the game's end", WAIT, |m| {
        content_of(m).contains("resign")
            && m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await
}

/// The labels of a message's buttons.
fn labels(msg: &Value) -> Vec<String> {
    buttons(msg).into_iter().map(|b| b.0).collect()
}

/// The custom id of the Rematch button of the game end `end`.
fn rematch_button(end: &Value) -> String {
    let (_, id, disabled) = buttons(end)
        .into_iter()
        .find(|(label, _, _)| label == "Rematch")
        .unwrap_or_else(|| panic!("a Rematch button on the game's end: {end:#}"));
    assert!(!disabled, "{end:#}");
    id
}

/// The threads the bot opened, by id.
fn thread_ids(s: &StandIn) -> Vec<u64> {
    s.threads().into_iter().map(|t| t.0).collect()
}

async fn rematch(postgres: bool) {
    let ttl = REMATCH_TTL.to_string();
    let Some(mut t) = Session::with(Db::either(postgres))
        .env(&[("REMATCH_TTL", ttl.as_str())])
        .start()
        .await
    else {
        return;
    };
    let s = t.s.clone();

    // alice (White) and bob play a casual game of plain chess; bob resigns.
    let casual = [
        Opt::Str("preset", "chess".into()),
        Opt::Bool("rated", false),
    ];
    let challenge = s.accepted_challenge(ALICE, BOB, &casual).await;
    let first = id_of(&challenge);
    let start_msg = s
        .wait_public(first, "the first board", WAIT, |m| {
            content_of(m).contains("(White) vs")
        })
        .await;
    let settings = content_of(&start_msg);
    assert!(
        settings.contains("**alice** (White) vs **bob** (Black): chess"),
        "{settings}"
    );
    s.play_move(ALICE, first, "e4").await;
    let end = game_end(&s, BOB, first).await;
    let rematch_id = rematch_button(&end);
    assert_eq!(labels(&end), ["Rematch", "Analyse"], "{end:#}");

    // Someone else is refused.
    let carol = s.click(CAROL, id_of(&end), &rematch_id);
    let no = private_answer(&s, &carol).await;
    assert!(
        no.contains("Only alice and bob") && no.contains("can take its rematch"),
        "{no}"
    );

    // alice offers it: colours swapped, the same settings, bob pinged.
    let offer_press = s.click(ALICE, id_of(&end), &rematch_id);
    s.callback(&offer_press).await;
    let offer = s
        .wait_public(first, "the rematch offer", WAIT, |m| {
            content_of(m).contains("offers **bob** a rematch")
        })
        .await;
    let text = content_of(&offer);
    assert!(text.contains("a casual game, chess, no clock"), "{text}");
    assert!(
        text.contains("colours swapped, alice plays Black"),
        "{text}"
    );
    // Its expiry is a Discord timestamp, REMATCH_TTL seconds from the offer.
    let expires: u64 = text
        .split("the offer expires <t:")
        .nth(1)
        .and_then(|t| t.split(":R>").next())
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("an expiry stamp in {text}"));
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    assert!(
        (now + REMATCH_TTL - 5..=now + REMATCH_TTL).contains(&expires),
        "expires {expires}, now {now}: {text}"
    );
    assert_eq!(labels(&offer), ["Accept", "Decline"], "{offer:#}");
    assert_eq!(
        s.pings(id_of(&offer)).expect("created").users,
        vec![BOB.id],
        "the offer pings bob"
    );
    // alice's second press: she waits for bob.
    let again = s.click(ALICE, id_of(&end), &rematch_id);
    let wait = private_answer(&s, &again).await;
    assert!(wait.contains("offered the rematch already"), "{wait}");
    assert!(wait.contains("bob"), "{wait}");

    // The bot restarts: the offer is kept. bob presses Rematch: the game
    // starts in a new thread, bob White, same preset and settings.
    t.restart(2).await;
    let before = thread_ids(&s);
    let accept = s.click(BOB, id_of(&end), &rematch_id);
    s.callback(&accept).await;
    let second = s
        .wait_for("the rematch's new thread", WAIT, |s| {
            s.threads().into_iter().find(|(id, _)| !before.contains(id))
        })
        .await;
    assert_ne!(second.0, first, "a new thread");
    assert_eq!(second.1, "bob vs alice", "named after White and Black");
    let start_msg = s
        .wait_public(second.0, "the rematch's first board", WAIT, |m| {
            content_of(m).contains("(White) vs")
        })
        .await;
    assert!(
        content_of(&start_msg).contains("**bob** (White) vs **alice** (Black): chess, no clock"),
        "{start_msg:#}"
    );
    let taken = s
        .wait_for("the offer marked as taken", WAIT, |s| {
            s.message(id_of(&offer))
                .filter(|m| content_of(m).contains("accepted **alice**'s rematch"))
        })
        .await;
    assert!(labels(&taken).is_empty(), "{taken:#}");
    // Only one rematch per game.
    let late = s.click(ALICE, id_of(&end), &rematch_id);
    let once = private_answer(&s, &late).await;
    assert!(once.contains("has started already"), "{once}");
    // The rematch is played: bob's move as White.
    s.play_move(BOB, second.0, "d4").await;

    // The rematch ends; bob offers the next one and alice waits too long.
    let end2 = game_end(&s, ALICE, second.0).await;
    let next = rematch_button(&end2);
    assert_ne!(next, rematch_id);
    let press = s.click(BOB, id_of(&end2), &next);
    s.callback(&press).await;
    let offer2 = s
        .wait_public(second.0, "the second rematch offer", WAIT, |m| {
            content_of(m).contains("offers **alice** a rematch")
        })
        .await;
    assert!(
        content_of(&offer2).contains("colours swapped, bob plays Black"),
        "{offer2:#}"
    );
    s.wait_for(
        "the offer's expiry",
        Duration::from_secs(REMATCH_TTL + 60),
        |s| {
            s.message(id_of(&offer2))
                .filter(|m| content_of(m).contains("rematch offer expired"))
        },
    )
    .await;
    let threads = thread_ids(&s);
    for who in [ALICE, BOB] {
        let late = s.click(who, id_of(&end2), &next);
        let expired = private_answer(&s, &late).await;
        assert!(
            expired.contains("This rematch offer has expired"),
            "{}: {expired}",
            who.name
        );
    }
    assert_eq!(thread_ids(&s), threads, "no game started");

    // A tournament game's end offers no rematch.
    let ann = create(&s, ALICE, "Cup", "swiss", &[Opt::Int("rounds", 1)]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    start(&s, ALICE).await;
    // (The threads of casual games are not a round's: read its one game
    // from its thread's name, `R1 · <white> vs <black>`.)
    let (thread, black) = s
        .wait_for("round 1's game thread", WAIT, |s| {
            s.threads().into_iter().find_map(|(id, name)| {
                let (label, _, black) = parse_thread_name(&name)?;
                (label == "R1").then(|| (id, user_named(&black)))
            })
        })
        .await;
    wait_board(&s, thread).await;
    let end3 = game_end(&s, black, thread).await;
    assert!(
        !labels(&end3).contains(&"Rematch".to_string()),
        "no Rematch in a tournament: {end3:#}"
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_casual_game_offers_a_rematch_in_a_new_thread_sqlite() {
    rematch(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_casual_game_offers_a_rematch_in_a_new_thread_postgres() {
    rematch(true).await;
}
