//! End to end: every game ends. A game without a clock has a limit per
//! move. In a tournament (`move_limit:`) a player who abandons the game is
//! pinged half-way, and at the limit the game ends by it: the player to
//! move loses, and the tournament goes on (here it finishes), also across
//! a restart of the bot in between. In a casual game (`CASUAL_MOVE_LIMIT`,
//! seconds, here short) the player to move is pinged half-way, the
//! opponent's `/claim` is refused before the limit and wins the game after
//! it. On SQLite and PostgreSQL.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, TestUser};
use support::session::{Db, Session, accepted_game};
use support::standin::{Opt, StandIn, content_of, id_of, is_ephemeral};
use support::tournament::{
    WAIT, assert_points, both_move, create, join_all, rules_of, start, tenths, wait_round_games,
};

/// The position of message `m` among the thread's public messages.
fn index_in(s: &StandIn, thread: u64, m: &Value) -> usize {
    s.public_messages(thread)
        .iter()
        .position(|x| id_of(x) == id_of(m))
        .expect("the message is in the thread")
}

/// Waits for the half-way reminder to `user` in `thread`; checks that it
/// pings `user` and nobody else.
async fn half_way_ping(s: &StandIn, thread: u64, user: TestUser) -> Value {
    let ping = s
        .wait_public(thread, "the half-way reminder", WAIT, |m| {
            content_of(m).contains("half of the move limit")
        })
        .await;
    let text = content_of(&ping);
    assert!(text.contains(user.name), "{text}");
    let pinged = s.pings(id_of(&ping)).expect("created").users;
    assert_eq!(pinged, vec![user.id], "only the player to move: {text}");
    ping
}

async fn abandoned_tournament_game(postgres: bool) {
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(
        &s,
        ALICE,
        "Slow Cup",
        "swiss",
        &[
            Opt::Int("rounds", 1),
            Opt::Str("time", "none".into()),
            Opt::Str("no_show", "10m".into()),
            Opt::Str("move_limit", "10s".into()),
        ],
    )
    .await;
    let text = rules_of(&s, BOB, ann).await;
    assert!(text.contains("each move within 10 seconds"), "{text}");
    join_all(&s, ann, &[ALICE, BOB, CAROL]).await;
    start(&s, ALICE).await;
    let games = wait_round_games(&s, 1, 1).await;
    let g = games[0];
    both_move(&s, g).await;
    // White abandons the game; the bot restarts meanwhile: the limit (the
    // shortest, 10 s) is stored with the game, and the downtime given back.
    t.restart(2).await;

    let ping = half_way_ping(&s, g.thread, g.white).await;
    let end = s
        .wait_public(g.thread, "the end by the move limit", WAIT, |m| {
            content_of(m).contains("did not move within the move limit")
        })
        .await;
    let text = content_of(&end);
    assert!(
        text.contains(&format!("**{}** (Black) wins", g.black.name))
            && text.contains(&format!("**{}** (White) did not move", g.white.name)),
        "Black wins, White lost by the limit: {text}"
    );
    assert!(
        index_in(&s, g.thread, &ping) < index_in(&s, g.thread, &end),
        "the ping came first"
    );
    // The tournament counts it and finishes: Black won the only game, the
    // bye is worth a point, White has none.
    let over = s
        .wait_public(CHANNEL_ID, "the tournament's end", WAIT, |m| {
            content_of(m).contains("is over!")
        })
        .await;
    let bye = [ALICE, BOB, CAROL]
        .into_iter()
        .find(|u| !g.has(*u))
        .unwrap();
    assert_points(
        &content_of(&over),
        &[
            (g.black.name, tenths(10)),
            (bye.name, tenths(10)),
            (g.white.name, tenths(0)),
        ],
    );

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abandoned_untimed_tournament_game_ends_by_its_move_limit_on_sqlite() {
    abandoned_tournament_game(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abandoned_untimed_tournament_game_ends_by_its_move_limit_on_postgres() {
    abandoned_tournament_game(true).await;
}

/// `/claim` by `user` in `thread`: the answer.
async fn claim(s: &StandIn, user: TestUser, thread: u64) -> Value {
    let sent = s.slash(user, thread, "claim", &[]);
    s.callback(&sent).await.json.unwrap_or_default()
}

async fn casual_claim(postgres: bool) {
    let Some(t) = Session::with(Db::either(postgres))
        .env(&[("CASUAL_MOVE_LIMIT", "10")])
        .start()
        .await
    else {
        return;
    };
    let s = t.s.clone();

    let thread = accepted_game(&s, ALICE, BOB, WAIT).await;
    s.play_move(ALICE, thread, "e4").await;

    // Bob has 10 s (the shortest limit): Alice's claim now is refused,
    // privately, saying so.
    let early = claim(&s, ALICE, thread).await;
    assert!(is_ephemeral(&early), "{early:#}");
    let text = content_of(&early);
    assert!(
        text.contains("Nothing to claim yet") && text.contains("bob"),
        "{text}"
    );

    half_way_ping(&s, thread, BOB).await;
    let reached = s
        .wait_public(thread, "the limit ran out", WAIT, |m| {
            content_of(m).contains("may claim the win with `/claim`")
        })
        .await;
    assert_eq!(
        s.pings(id_of(&reached)).expect("created").users,
        vec![ALICE.id],
        "the opponent is told: {}",
        content_of(&reached)
    );
    // Bob, to move, cannot claim against himself.
    let own = claim(&s, BOB, thread).await;
    assert!(is_ephemeral(&own), "{own:#}");
    // Alice's claim wins the game.
    claim(&s, ALICE, thread).await;
    let end = s
        .wait_public(thread, "the claimed win", Duration::from_secs(30), |m| {
            content_of(m).contains("did not move within the move limit")
        })
        .await;
    let text = content_of(&end);
    assert!(text.contains("alice") && text.contains("wins"), "{text}");

    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_claim_is_refused_before_the_move_limit_and_wins_after_it_on_sqlite() {
    casual_claim(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_claim_is_refused_before_the_move_limit_and_wins_after_it_on_postgres() {
    casual_claim(true).await;
}
