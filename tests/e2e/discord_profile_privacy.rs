//! End to end, through the real binary and the loopback stand-in, on
//! SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL: another server's
//! games stay there. `/profile` in server B names no game played in server
//! A while A's pages are off (no opponent, result, thread, count, streak,
//! best win, and a chart without it), and does once A turns its pages on
//! (`/settings web:on`); B's own games show in B and not in A. The rating
//! itself is global.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, button_id, content_of, id_of};
use support::tournament::WAIT;

/// `winner` (White) challenges `loser` in `channel`, `loser` accepts,
/// 1.e4 e5, `loser` resigns. The game's thread.
async fn rated_win(s: &StandIn, channel: u64, winner: TestUser, loser: TestUser) -> u64 {
    let opts = [
        Opt::User("opponent", loser),
        Opt::Str("color", "white".into()),
    ];
    let sent = s.slash(winner, channel, "challenge", &opts);
    s.callback(&sent).await;
    let challenge = s.original(&sent).expect("the challenge message");
    let click = s.click(loser, id_of(&challenge), &button_id(&challenge, "Accept"));
    s.callback(&click).await;
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    s.play_move(winner, thread, "e4").await;
    s.play_move(loser, thread, "e5").await;
    let resign = s.slash(loser, thread, "resign", &[]);
    s.callback(&resign).await;
    s.wait_public(thread, "the game's end", WAIT, |m| {
        content_of(m).contains('→')
    })
    .await;
    thread
}

/// `asker`'s `/profile user:<of>` in `channel`: its text and chart PNG.
async fn profile(s: &StandIn, asker: TestUser, channel: u64, of: TestUser) -> (String, Vec<u8>) {
    let sent = s.slash(asker, channel, "profile", &[Opt::User("user", of)]);
    let cb = s.callback(&sent).await;
    let text = content_of(&cb.json.clone().expect("an answer"));
    let chart = cb
        .files
        .first()
        .unwrap_or_else(|| panic!("the chart is attached: {text}"))
        .bytes
        .clone();
    (text, chart)
}

async fn another_servers_games_stay_there(postgres: bool) {
    // Commands registered globally, so that they exist in server B too.
    let Some((t, b)) = Session::two_servers(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let name = if postgres { "postgres" } else { "sqlite" };

    // In A (the test server): alice beats bob.
    let in_a = rated_win(&s, CHANNEL_ID, ALICE, BOB).await;
    let (here, chart_a) = profile(&s, CAROL, CHANNEL_ID, ALICE).await;
    assert!(
        here.contains("won against **bob**") && here.contains(&format!("<#{in_a}>")),
        "{name}: A sees its own game: {here}"
    );
    assert!(here.contains("1 win, 0 draws, 0 losses · winning streak 1 (best 1)"));

    // In B, A's pages off: nothing of that game, but the global rating.
    let (there, chart_b) = profile(&s, CAROL, b.channel, ALICE).await;
    assert!(there.contains("cruise: 1742? ± "), "{name}: {there}");
    for told in ["bob", "won against", &format!("<#{in_a}>"), "Last games"] {
        assert!(!there.contains(told), "{name}: `{told}` in B: {there}");
    }
    assert!(
        there.contains("0 wins, 0 draws, 0 losses · winning streak 0 (best 0)"),
        "{name}: no counts nor streaks of A's games: {there}"
    );
    assert!(there.contains("Best win: none yet."), "{name}: {there}");
    assert_ne!(
        chart_a, chart_b,
        "{name}: B's chart has no point of A's game"
    );

    // A game in B: B sees it, A does not (B's pages are off too).
    let in_b = rated_win(&s, b.channel, ALICE, CAROL).await;
    let (there, _) = profile(&s, BOB, b.channel, ALICE).await;
    assert!(
        there.contains("won against **carol**") && there.contains(&format!("<#{in_b}>")),
        "{name}: {there}"
    );
    assert!(
        there.contains("1 win, 0 draws, 0 losses"),
        "{name}: {there}"
    );
    assert!(!there.contains(&format!("<#{in_a}>")), "{name}: {there}");
    let (here, _) = profile(&s, CAROL, CHANNEL_ID, ALICE).await;
    assert!(
        !here.contains("carol") && !here.contains(&format!("<#{in_b}>")),
        "{name}: B's game in A: {here}"
    );
    assert!(here.contains("1 win, 0 draws, 0 losses · winning streak 1 (best 1)"));

    // A turns its pages on: B now sees A's game too.
    s.make_manager(ALICE);
    let on = s.slash(
        ALICE,
        CHANNEL_ID,
        "settings",
        &[Opt::Str("web", "on".into())],
    );
    let body = s.callback(&on).await.json.unwrap();
    if body["type"] == 5 {
        s.wait_for("the settings' answer", WAIT, |s| {
            s.original(&on).filter(|m| !content_of(m).is_empty())
        })
        .await;
    }
    let (there, _) = profile(&s, CAROL, b.channel, ALICE).await;
    assert!(
        there.contains("won against **bob**") && there.contains(&format!("<#{in_a}>")),
        "{name}: {there}"
    );
    assert!(
        there.contains("2 wins, 0 draws, 0 losses · winning streak 2 (best 2)"),
        "{name}: {there}"
    );

    let errors = t.bot.unexpected_errors();
    assert!(errors.is_empty(), "{name}: {errors:?}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_in_another_server_names_no_game_of_a_server_with_pages_off_sqlite() {
    another_servers_games_stay_there(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_in_another_server_names_no_game_of_a_server_with_pages_off_postgres() {
    another_servers_games_stay_there(true).await;
}
