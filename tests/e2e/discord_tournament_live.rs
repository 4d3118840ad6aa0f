//! End to end, through the real binary and the loopback stand-in, on
//! SQLite and on PostgreSQL: the organizer's view is the players' view.
//! An organizer's `/tournament result` on a game still being played ends
//! that game in its thread with the result set and who set it (not "The
//! game is aborted"); `/tournament standings` during a round counts the
//! round's finished games, its adjudicated results and byes, and says
//! which round is in progress.

use crate::support;

use support::payloads::{ALICE, CHANNEL_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, content_of, is_ephemeral};
use support::tournament::{
    PLAYERS, Pairing, WAIT, assert_points, create, join_all, parse_pairings, start, wait_post,
    wait_round_games,
};

/// The text of the answer to `/name` by `user` (public or not, deferred or
/// not), and whether it is private.
async fn answer(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> (String, bool) {
    let sent = s.slash(user, CHANNEL_ID, name, opts);
    let body = s.callback(&sent).await.json.unwrap();
    if body["type"] == 5 {
        let m = s
            .wait_for("the deferred answer", WAIT, |s| s.original(&sent))
            .await;
        return (content_of(&m), is_ephemeral(&body));
    }
    (content_of(&body), is_ephemeral(&body))
}

async fn adjudicated_draw_and_live_standings(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Live Swiss", "swiss", &[Opt::Int("rounds", 2)]).await;
    join_all(&s, ann, &PLAYERS).await;
    start(&s, ALICE).await;

    // Five players: two games and a bye in round 1.
    let pairings = parse_pairings(&wait_post(&s, ": round 1 of 2\n").await);
    let games = wait_round_games(&s, 1, 2).await;
    let (white, black) = match &pairings[0] {
        Pairing::Game(w, b) => (w.clone(), b.clone()),
        other => panic!("board 1 is a game: {other:?} in {pairings:?}"),
    };
    let (other_white, other_black) = match &pairings[1] {
        Pairing::Game(w, b) => (w.clone(), b.clone()),
        other => panic!("board 2 is a game: {other:?} in {pairings:?}"),
    };
    let Some(Pairing::Bye(bye)) = pairings.get(2).cloned() else {
        panic!("board 3 is the bye: {pairings:?}");
    };
    let board1 = games
        .iter()
        .find(|g| g.white.name == white)
        .expect("board 1's thread");

    // The organizer draws board 1 while it is played.
    let (set, _) = answer(
        &s,
        ALICE,
        "tournament result",
        &[
            Opt::Int("round", 1),
            Opt::Int("board", 1),
            Opt::Str("result", "1/2".into()),
        ],
    )
    .await;
    if !set.contains("Result set by alice") {
        wait_post(&s, "Result set by alice").await;
    }
    // Its players read the draw and who set it, in the game's thread.
    let end = s
        .wait_public(
            board1.thread,
            "the adjudicated end in the thread",
            WAIT,
            |m| content_of(m).starts_with("Game over:"),
        )
        .await;
    let end = content_of(&end);
    assert!(
        end.contains("a draw (½-½), set by **alice**"),
        "the thread says the result and who set it: {end}"
    );
    for m in s.public_messages(board1.thread) {
        assert!(
            !content_of(&m).contains("aborted"),
            "the thread does not say aborted: {}",
            content_of(&m)
        );
    }

    // Board 2 is still played: round 1 is in progress, and the standings
    // count the draw and the bye.
    let (standings, _) = answer(&s, ALICE, "tournament standings", &[]).await;
    assert!(
        standings.contains("round 1 in progress"),
        "the standings say the round is in progress: {standings}"
    );
    assert_points(
        &standings,
        &[
            (bye.as_str(), "1.0".to_string()),
            (white.as_str(), "0.5".to_string()),
            (black.as_str(), "0.5".to_string()),
            (other_white.as_str(), "0.0".to_string()),
            (other_black.as_str(), "0.0".to_string()),
        ],
    );
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_adjudicated_draw_is_announced_in_its_thread_and_live_standings_count_it_on_sqlite() {
    adjudicated_draw_and_live_standings(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_adjudicated_draw_is_announced_in_its_thread_and_live_standings_count_it_on_postgres() {
    adjudicated_draw_and_live_standings(true).await;
}
