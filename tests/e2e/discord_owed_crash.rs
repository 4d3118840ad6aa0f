//! End to end: the bot is killed (SIGKILL, like `kill -9`) right after a
//! challenge's acceptance is stored, while Discord stalls the server's
//! calls (the game's thread is still being opened, nothing is posted
//! yet). The challenge's edit and the game's first board were written to
//! the outbox with the game (issue 30, contract 1): after the restart the
//! game's thread is opened (issue 44: every game gets its first board
//! wherever it now lives), its first board is posted there exactly once,
//! and the challenge's message shows the acceptance, edited in
//! place. Likewise a tournament's start, stored and answered while
//! Discord refuses the round's threads: after the restart its
//! announcement is edited once and its news posted once. And a game
//! against the AI, stored while Discord stalls the opening of its thread:
//! after the restart its first board is posted once in the channel, where
//! the game goes on. On SQLite and PostgreSQL.

use crate::support;

use std::time::Duration;
use support::payloads::{ALICE, BOB, BOT_ID, CAROL, CHANNEL_ID, DAVE, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, buttons, content_of, id_of};
use support::tournament::{WAIT, create, join_all, start, wait_round_games};

/// How many games the database at `db` holds.
async fn games_stored(db: &str) -> i64 {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(db).await.unwrap();
    let (n,): (i64,) = sqlx::query_as("SELECT CAST(COUNT(*) AS BIGINT) FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

/// The first boards of alice's game against bob posted in the channel or
/// in any thread.
fn first_boards(s: &StandIn) -> Vec<serde_json::Value> {
    let mut places = vec![CHANNEL_ID];
    places.extend(s.threads().into_iter().map(|(id, _)| id));
    places
        .into_iter()
        .flat_map(|c| s.public_messages(c))
        .filter(|m| content_of(m).contains("**alice** (White) vs **bob** (Black):"))
        .collect()
}

/// The successful edits of message `id` in the channel.
fn edits_of(s: &StandIn, id: u64) -> usize {
    edits_since(s, id, 0)
}

async fn a_kill_after_an_accept_is_stored(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
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
    let challenge = s.original(&sent).expect("the challenge message");
    let challenge_id = id_of(&challenge);

    // Discord stalls every call about the server (not the interactions'
    // answers): the accept is stored, its thread is being opened.
    s.slow_down_guild(GUILD_ID, Duration::from_secs(20));
    let click = s.click(BOB, challenge_id, &button_id(&challenge, "Accept"));
    s.callback(&click).await;
    let deadline = std::time::Instant::now() + WAIT;
    while games_stored(&t.db).await == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the accepted game is stored"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(first_boards(&s).is_empty(), "nothing is posted yet");
    assert_eq!(edits_of(&s, challenge_id), 0, "nor the challenge edited");

    // SIGKILL; Discord answers at once again; the bot starts on the same
    // database.
    t.bot.kill_now();
    s.slow_down_guild(GUILD_ID, Duration::ZERO);
    t.restart(2).await;

    let board = s
        .wait_for("the first board after the restart", WAIT, |s| {
            first_boards(s).into_iter().next()
        })
        .await;
    let edited = s
        .wait_for("the challenge's edit after the restart", WAIT, |s| {
            s.message(challenge_id)
                .filter(|m| content_of(m).contains("**bob** accepted **alice**'s challenge"))
        })
        .await;
    assert!(
        buttons(&edited).is_empty(),
        "the accepted challenge offers no buttons: {edited:#}"
    );
    // Nothing is posted twice.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let boards = first_boards(&s);
    assert_eq!(boards.len(), 1, "one first board: {boards:#?}");
    assert_eq!(id_of(&boards[0]), id_of(&board));
    assert_eq!(edits_of(&s, challenge_id), 1, "the challenge edited once");
    let accepted: Vec<_> = s
        .public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains("accepted **alice**'s challenge"))
        .collect();
    assert_eq!(accepted.len(), 1, "edited in place: {accepted:#?}");
    // The game goes on in its thread.
    assert_ne!(
        board["channel_id"],
        serde_json::json!(CHANNEL_ID.to_string()),
        "the first board is in the game's thread"
    );
    let board_text = content_of(&board);
    assert!(
        board_text.contains(&format!("<@{}>", ALICE.id))
            && board_text.contains(&format!("<@{}>", BOB.id)),
        "the first board notifies both players: {board_text}"
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_after_an_accept_is_stored_posts_its_first_board_once_sqlite() {
    a_kill_after_an_accept_is_stored(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_after_an_accept_is_stored_posts_its_first_board_once_postgres() {
    a_kill_after_an_accept_is_stored(true).await;
}

/// The successful edits of message `id` in the channel since request
/// number `since`.
fn edits_since(s: &StandIn, id: u64, since: usize) -> usize {
    let path = format!("/channels/{CHANNEL_ID}/messages/{id}");
    s.requests()
        .iter()
        .skip(since)
        .filter(|r| r.method == "PATCH" && r.route() == path && r.status < 300)
        .count()
}

async fn a_kill_after_a_tournament_start_is_stored(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Owed Cup", "swiss", &[Opt::Int("rounds", 2)]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL, DAVE]).await;
    let open = content_of(&s.message(ann).expect("the announcement"));
    let since = s.requests().len();

    // Discord refuses the round's threads for now: the start is stored
    // and answered, and the bot keeps trying to open the threads before
    // it posts the rest.
    s.fail_thread_creation_with(10_000, 503);
    start(&s, ALICE).await;
    s.wait_for("a refused thread of round 1", WAIT, |s| {
        s.faulted()
            .iter()
            .any(|r| r.is_thread_create())
            .then_some(())
    })
    .await;
    assert_eq!(
        edits_since(&s, ann, since),
        0,
        "the announcement waits for the threads"
    );

    t.bot.kill_now();
    s.fail_thread_creation_with(0, 503);
    t.restart(2).await;

    // The announcement shows the running tournament, edited once; the
    // start's news was the command's answer, posted once.
    let edited = s
        .wait_for("the announcement's edit after the restart", WAIT, |s| {
            s.message(ann).filter(|m| content_of(m) != open)
        })
        .await;
    assert!(content_of(&edited).contains("Owed Cup"), "{edited:#}");
    wait_round_games(&s, 1, 2).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(edits_since(&s, ann, since), 1, "edited once");
    let started: Vec<_> = s
        .public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains("has started"))
        .collect();
    assert_eq!(started.len(), 1, "the start's news once: {started:#?}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_after_a_tournament_start_is_stored_edits_its_announcement_once_sqlite() {
    a_kill_after_a_tournament_start_is_stored(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_after_a_tournament_start_is_stored_edits_its_announcement_once_postgres() {
    a_kill_after_a_tournament_start_is_stored(true).await;
}

/// The bot itself, named as the opponent of a game against the AI.
const ME: TestUser = TestUser {
    id: BOT_ID,
    name: "Cruise Pawns",
};

/// The first boards of alice's game against the AI posted in the channel.
fn ai_first_boards(s: &StandIn) -> Vec<serde_json::Value> {
    s.public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains("**alice** (White) vs **Cruise Pawns** (Black):"))
        .collect()
}

async fn a_kill_after_an_ai_game_is_stored(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    // Discord stalls every call about the server: the game against the AI
    // is stored, its thread is being opened.
    s.slow_down_guild(GUILD_ID, Duration::from_secs(20));
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
    let deadline = std::time::Instant::now() + WAIT;
    while games_stored(&t.db).await == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the game against the AI is stored"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = sent;
    assert!(ai_first_boards(&s).is_empty(), "nothing is posted yet");

    t.bot.kill_now();
    s.slow_down_guild(GUILD_ID, Duration::ZERO);
    t.restart(2).await;

    let board = s
        .wait_for("the AI game's first board after the restart", WAIT, |s| {
            ai_first_boards(s).into_iter().next()
        })
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let boards = ai_first_boards(&s);
    assert_eq!(boards.len(), 1, "one first board: {boards:#?}");
    assert_eq!(id_of(&boards[0]), id_of(&board));
    assert!(
        content_of(&board).contains(&format!("<@{}>", ALICE.id)),
        "the first board notifies alice: {board:#}"
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_after_an_ai_game_is_stored_posts_its_first_board_once_sqlite() {
    a_kill_after_an_ai_game_is_stored(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_after_an_ai_game_is_stored_posts_its_first_board_once_postgres() {
    a_kill_after_an_ai_game_is_stored(true).await;
}
