//! End to end, through the real binary and the loopback stand-in: one
//! server, one member cannot take what others need (issue #44, contract
//! 9). A member who asks for more analyses than her share is refused with
//! a sentence that says why and what to do, while another member of her
//! server and a member of another server still get theirs queued (SQLite
//! and PostgreSQL). A member cannot have more than three tournaments open
//! in a server; a member with Manage Server may have more.

use crate::support;

use serde_json::Value;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, TestUser};
use support::session::{Db, Session};
use support::standin::{
    Opt, SentInteraction, StandIn, analyse_button, button_id, buttons, content_of, id_of,
    is_ephemeral,
};
use support::tournament::{WAIT, create};

/// `white` challenges `black` to a casual game of chess in `channel`,
/// `black` accepts, `white` plays e4 and `black` resigns: the game's
/// number (read from the end's **Analyse** button).
async fn finished_game(s: &StandIn, channel: u64, white: TestUser, black: TestUser) -> i64 {
    let opts = [
        Opt::User("opponent", black),
        Opt::Str("color", "white".into()),
        Opt::Str("preset", "chess".into()),
        Opt::Bool("rated", false),
    ];
    let sent = s.slash(white, channel, "challenge", &opts);
    s.callback(&sent).await;
    let challenge = s
        .wait_for("the challenge", WAIT, |s| s.original(&sent))
        .await;
    let click = s.click(black, id_of(&challenge), &button_id(&challenge, "Accept"));
    s.callback(&click).await;
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board", WAIT, |m| {
        content_of(m).contains("(White) vs")
    })
    .await;
    s.play_move(white, thread, "e4").await;
    let resign = s.slash(black, thread, "resign", &[]);
    s.callback(&resign).await;
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains("Game over") && !buttons(m).is_empty()
        })
        .await;
    analyse_button(&end).1
}

/// `user` asks `/analyse game:` in `channel`: the private answer.
async fn analyse(s: &StandIn, user: TestUser, channel: u64, game: i64) -> String {
    let sent = s.slash(user, channel, "analyse", &[Opt::Int("game", game)]);
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "answered privately: {text}");
    text
}

async fn a_member_cannot_fill_the_analysis_queue(postgres: bool) {
    // Every analysis outlasts the test: the first runs, the others wait.
    // Commands registered globally, so that the second server has them.
    let env = [("ANALYSIS_NODES", "20000000"), ("DISCORD_GUILD_ID", "")];
    let Some(t) = Session::with(Db::either(postgres)).env(&env).start().await else {
        return;
    };
    let s = t.s.clone();
    let other = s.add_guild();
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(finished_game(&s, CHANNEL_ID, ALICE, BOB).await);
    }
    let theirs = finished_game(&s, other.channel, CAROL, DAVE).await;

    // alice's share is two games.
    for &game in &games[..2] {
        let told = analyse(&s, ALICE, CHANNEL_ID, game).await;
        assert!(told.contains(&format!("Analysing game {game}")), "{told}");
    }
    let third = games[2];
    let refused = analyse(&s, ALICE, CHANNEL_ID, third).await;
    assert_eq!(
        refused,
        format!(
            "Game {third} cannot join the analysis queue: you already have 2 games waiting or being analysed, the most one member may. Ask again once one of them is done."
        )
    );
    // Nothing of that game is posted: no progress message where asked.
    let head = format!("**Analysis of game {third}**");
    assert!(
        s.public_messages(CHANNEL_ID)
            .iter()
            .all(|m| !content_of(m).contains(&head)),
        "the refused game has no progress message"
    );

    // bob, of the same server, still gets his queued; so does carol in
    // another server.
    let told = analyse(&s, BOB, CHANNEL_ID, third).await;
    assert!(told.contains(&format!("Analysing game {third}")), "{told}");
    let told = analyse(&s, CAROL, other.channel, theirs).await;
    assert!(told.contains(&format!("Analysing game {theirs}")), "{told}");
    // A game already queued is told so, whoever asks (not refused).
    let again = analyse(&s, ALICE, CHANNEL_ID, games[0]).await;
    assert!(again.contains("already"), "{again}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_cannot_fill_the_analysis_queue_sqlite() {
    a_member_cannot_fill_the_analysis_queue(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_cannot_fill_the_analysis_queue_postgres() {
    a_member_cannot_fill_the_analysis_queue(true).await;
}

/// `user` asks `/tournament create swiss name:` in the test channel: the
/// answer's body (an announcement, or a private refusal).
async fn try_create(s: &StandIn, user: TestUser, name: &str) -> (SentInteraction, Value) {
    let sent = s.slash(
        user,
        CHANNEL_ID,
        "tournament create swiss",
        &[Opt::Str("name", name.into())],
    );
    let body = s.callback(&sent).await.json.expect("a callback body");
    (sent, body)
}

async fn a_member_has_at_most_three_open_tournaments(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    for name in ["Monday Blitz", "Tuesday Rapid", "Wednesday Bullet"] {
        create(&s, ALICE, name, "swiss", &[]).await;
    }
    let (sent, body) = try_create(&s, ALICE, "Thursday Classic").await;
    let (text, private) = s.answer_text(&sent, WAIT).await;
    assert!(private, "the refusal is private: {body:#}");
    assert!(
        text.starts_with("You already have 3 open tournaments in this server (**Monday Blitz** (#"),
        "{text}"
    );
    assert!(
        text.ends_with("the most one member may. Finish or cancel one (`/tournament cancel`) before you create another."),
        "{text}"
    );
    assert!(
        s.public_messages(CHANNEL_ID)
            .iter()
            .all(|m| !content_of(m).contains("Thursday Classic") || is_ephemeral(m)),
        "no announcement of the refused tournament"
    );
    // Its first tournament named, by number.
    let first: i64 = text
        .split("(#")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a tournament number in {text}"));
    // Another member may still create one.
    create(&s, BOB, "Bob's Open", "swiss", &[]).await;
    // Once alice cancels one, she may create another.
    let sent = s.slash(
        ALICE,
        CHANNEL_ID,
        "tournament cancel",
        &[Opt::Int("tournament", first)],
    );
    let (cancelled, _) = s.answer_text(&sent, WAIT).await;
    assert!(cancelled.contains("Monday Blitz"), "{cancelled}");
    create(&s, ALICE, "Thursday Classic", "swiss", &[]).await;
    // A member with Manage Server may have more open.
    s.make_manager(CAROL);
    for name in ["Daily 1", "Daily 2", "Daily 3", "Daily 4"] {
        create(&s, CAROL, name, "swiss", &[]).await;
    }
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_has_at_most_three_open_tournaments_sqlite() {
    a_member_has_at_most_three_open_tournaments(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_has_at_most_three_open_tournaments_postgres() {
    a_member_has_at_most_three_open_tournaments(true).await;
}
