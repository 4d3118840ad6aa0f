//! End to end: knockout tournaments in Discord (the real binary against
//! the loopback stand-in), on SQLite and on PostgreSQL.
//!
//! - A 6-player single elimination: seeds 1 and 2 get byes (walkovers,
//!   no thread), each match is a thread `<MATCH> · <White> vs <Black>`
//!   opened as soon as both players are known (a second-round match starts
//!   while the first round is still played), both players pinged; the
//!   bracket post is made at the start and edited in place after every
//!   match; the final standings list places 🥇, 🥈, 🥉 (shared 3-4), 5-6.
//! - A 6-player double elimination whose losers' bracket winner wins the
//!   grand final's first game: the reset (`GF2`) is played.
//! - A best-of-3 match with a drawn game (agreed by the draw offer) that
//!   ends 1½-1½ and goes to a replay, colours reversed, in the same
//!   thread.
//! - The organizer's tools: a kick is a walkover, `/tournament result
//!   match: winner:` decides a match being played, `match: result:` sets
//!   its game's result; a bad match name is refused with a sentence.

use crate::support;

use support::payloads::{ALICE, BOB, CAROL, DAVE, ERIN, TestUser};
use support::session::{Db, Session};
use support::standin::{Opt, StandIn, content_of, id_of};
use support::tournament::{
    WAIT, agree_draw, both_move, create, join_all, posts_with, resign, rules_of, start, wait_board,
    wait_post,
};

/// A sixth player.
const FRANK: TestUser = TestUser {
    id: 1_300_000_000_000_000_106,
    name: "frank",
};

/// The players in join order: with equal ratings, seeds 1 to 6.
const SIX: [TestUser; 6] = [ALICE, BOB, CAROL, DAVE, ERIN, FRANK];

fn user(name: &str) -> TestUser {
    SIX.into_iter()
        .find(|u| u.name == name)
        .unwrap_or_else(|| panic!("no player {name:?}"))
}

/// A player's seed (join order, ratings being equal).
fn seed(u: TestUser) -> usize {
    SIX.iter().position(|x| *x == u).unwrap() + 1
}

/// A match's thread: its id, match name, White, Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct MatchThread {
    thread: u64,
    white: TestUser,
    black: TestUser,
}

/// Every match thread so far, in creation order: (match name, thread).
/// Fails on a thread not named `<MATCH> · <White> vs <Black>`.
fn match_threads(s: &StandIn) -> Vec<(String, MatchThread)> {
    s.threads()
        .into_iter()
        .map(|(thread, name)| {
            let (id, pair) = name
                .split_once(" · ")
                .unwrap_or_else(|| panic!("thread {name:?} is not `<MATCH> · <White> vs <Black>`"));
            let (w, b) = pair.split_once(" vs ").expect("vs");
            (
                id.to_string(),
                MatchThread {
                    thread,
                    white: user(w),
                    black: user(b),
                },
            )
        })
        .collect()
}

/// Waits for the thread of match `id`.
async fn wait_match(s: &StandIn, id: &str) -> MatchThread {
    let m = s
        .wait_for(&format!("the thread of {id}"), WAIT, |s| {
            match_threads(s)
                .into_iter()
                .find(|(m, _)| m == id)
                .map(|(_, t)| t)
        })
        .await;
    wait_board(s, m.thread).await;
    m
}

/// Both players were pinged once, by the channel's pairings line that
/// names their match and links its thread; its first board pings nobody
/// again (one ping per person per event, issue 48).
async fn assert_pinged_both(s: &StandIn, m: MatchThread) {
    let link = format!("<#{}>", m.thread);
    let pairings = s
        .wait_public(
            support::payloads::CHANNEL_ID,
            "the pairings line naming the match and linking its thread",
            WAIT,
            |p| {
                let mention = format!("<@{}>", m.white.id);
                content_of(p)
                    .lines()
                    .any(|l| l.contains(&link) && l.contains(&mention))
            },
        )
        .await;
    let text = content_of(&pairings);
    let line = text
        .lines()
        .find(|l| l.contains(&link) && l.contains(&format!("<@{}>", m.white.id)))
        .unwrap_or_default();
    let pinged = s.pings(id_of(&pairings)).expect("created").users;
    for u in [m.white, m.black] {
        assert!(line.contains(&format!("<@{}>", u.id)), "{line}");
        assert!(pinged.contains(&u.id), "{} not pinged: {pinged:?}", u.name);
    }
    let first = s
        .public_messages(m.thread)
        .into_iter()
        .find(|p| p["attachments"].as_array().is_some_and(|a| !a.is_empty()))
        .expect("a board in the thread");
    let again = s.pings(id_of(&first)).expect("created").users;
    assert!(again.is_empty(), "the board pinged again: {again:?}");
}

/// The channel's bracket post (made at the start, edited in place).
fn bracket_post(s: &StandIn) -> Option<serde_json::Value> {
    let posts: Vec<_> = s
        .public_messages(support::payloads::CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains(") bracket\n"))
        .collect();
    assert!(posts.len() <= 1, "one bracket post, edited: {posts:#?}");
    posts.into_iter().next()
}

/// A message's (first) attachment: its file name and id.
fn attachment_of(m: &serde_json::Value) -> Option<(String, String)> {
    let a = m["attachments"].as_array()?.first()?;
    Some((
        a["filename"].as_str()?.to_string(),
        a["id"].as_str()?.to_string(),
    ))
}

/// Waits until the bracket post says `needle` (it was edited); returns
/// its text.
async fn wait_bracket(s: &StandIn, id: u64, needle: &str) -> String {
    let m = s
        .wait_for(&format!("the bracket post with {needle:?}"), WAIT, |s| {
            s.message(id).filter(|m| content_of(m).contains(needle))
        })
        .await;
    assert!(
        m["edited_timestamp"].is_string(),
        "the bracket post is edited in place: {m:#}"
    );
    content_of(&m)
}

/// The final places as the final standings list them: `(place, name)`,
/// the first three as medals (`🥇 alice`), the others numbered (`5-6. dave`).
fn places(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| {
            let (place, rest) = ["🥇", "🥈", "🥉"]
                .iter()
                .find_map(|m| Some((*m, l.strip_prefix(m)?.strip_prefix(' ')?)))
                .or_else(|| l.split_once(". "))?;
            let numbered = place.chars().all(|c| c.is_ascii_digit() || c == '-');
            if place.is_empty() || !(numbered || ["🥇", "🥈", "🥉"].contains(&place)) {
                return None;
            }
            let name = rest.split_whitespace().next()?;
            SIX.iter()
                .any(|u| u.name == name)
                .then(|| (place.to_string(), name.to_string()))
        })
        .collect()
}

async fn six_player_single_elimination(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Six KO", "knockout", &[]).await;
    let text = rules_of(&s, BOB, ann).await;
    assert!(
        text.contains("knockout") && text.contains("Each match is one game"),
        "{text}"
    );
    join_all(&s, ann, &SIX).await;
    start(&s, ALICE).await;

    // Seeds 1 and 2 have byes: the first matches are 4-5 and 3-6.
    let w12 = wait_match(&s, "W1-2").await;
    let w14 = wait_match(&s, "W1-4").await;
    assert_eq!((w12.white, w12.black), (DAVE, ERIN));
    assert_eq!((w14.white, w14.black), (CAROL, FRANK));
    assert_pinged_both(&s, w12).await;
    assert_pinged_both(&s, w14).await;
    let names: Vec<String> = match_threads(&s).into_iter().map(|(m, _)| m).collect();
    assert_eq!(names, ["W1-2", "W1-4"], "no thread for a walkover");
    let bracket = s
        .wait_for("the bracket posted at the start", WAIT, bracket_post)
        .await;
    let bracket_id = id_of(&bracket);
    assert!(content_of(&bracket).contains("W1-2 dave (4) vs erin (5)"));
    let picture = attachment_of(&bracket).expect("the bracket picture at the start");

    // erin (5) beats dave (4): W2-1 alice vs erin opens at once, while
    // W1-4 is still being played.
    resign(&s, DAVE, w12.thread).await;
    // The result names the round and reads from the winner's side (erin
    // held the lower slot: her 1-0, not "0-1").
    wait_post(&s, "Quarter-final 2 (W1-2): erin beats dave 1-0.").await;
    let w21 = wait_match(&s, "W2-1").await;
    assert_eq!((w21.white, w21.black), (ALICE, ERIN));
    assert_pinged_both(&s, w21).await;
    assert!(
        !match_threads(&s).iter().any(|(m, _)| m == "W2-2"),
        "W2-2 waits for W1-4"
    );
    wait_bracket(&s, bracket_id, "→ erin").await;
    let edited = s.message(bracket_id).unwrap();
    let after = attachment_of(&edited).expect("the picture stays on the edited post");
    assert_ne!(
        after, picture,
        "the picture is replaced after the match: {edited:#}"
    );
    resign(&s, FRANK, w14.thread).await;
    let w22 = wait_match(&s, "W2-2").await;
    assert_eq!((w22.white, w22.black), (BOB, CAROL));
    wait_bracket(&s, bracket_id, "→ carol").await;

    resign(&s, ERIN, w21.thread).await;
    resign(&s, CAROL, w22.thread).await;
    let fin = wait_match(&s, "W3-1").await;
    assert_eq!((fin.white, fin.black), (ALICE, BOB));
    assert_pinged_both(&s, fin).await;
    resign(&s, BOB, fin.thread).await;

    let text = wait_post(&s, "is over!").await;
    assert!(text.contains("Congratulations to alice"), "{text}");
    let got = places(&text);
    let want: Vec<(String, String)> = [
        ("🥇", "alice"),
        ("🥈", "bob"),
        ("🥉", "carol"),
        ("🥉", "erin"),
        ("5-6", "dave"),
        ("5-6", "frank"),
    ]
    .iter()
    .map(|(p, n)| (p.to_string(), n.to_string()))
    .collect();
    assert_eq!(got, want, "{text}");
    let over = posts_with(&s, "is over!");
    assert!(
        attachment_of(&over[0]).is_some_and(|(name, _)| name.ends_with("-bracket.png")),
        "the final standings come with the bracket picture: {:#}",
        over[0]
    );
    let fin_text = wait_bracket(&s, bracket_id, "W3-1 alice (1) vs bob (2) 1-0 → alice").await;
    assert!(
        fin_text.contains("W2-2 bob (2) vs carol (3) 1-0 → bob"),
        "{fin_text}"
    );
    let files = stored_files(&t.db).await;
    assert_eq!(files.in_payloads, 0, "no post keeps its file as numbers");
    assert_eq!(
        files.rows, files.distinct,
        "each picture is stored once: {files:?}"
    );
    assert!(
        files.sharing_the_final >= 2,
        "the final standings and the bracket's last edit share one picture: {files:?}"
    );
    // The whole session's posts fit a phone and Discord's limits.
    s.assert_posts_fit_a_phone();
    t.finish().await;
}

/// What the outbox at `db` keeps of its posts' files.
#[derive(Debug)]
struct StoredFiles {
    /// Rows of `outbox_files`.
    rows: i64,
    /// Different files the posts attach.
    distinct: i64,
    /// Posts whose payload holds a file's bytes (as before migration 0033).
    in_payloads: i64,
    /// Posts attaching the final standings' picture.
    sharing_the_final: i64,
}

async fn stored_files(db: &str) -> StoredFiles {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(db).await.unwrap();
    let count = |sql: &'static str| {
        let pool = pool.clone();
        async move {
            let (n,): (i64,) = sqlx::query_as(sql).fetch_one(&pool).await.unwrap();
            n
        }
    };
    let files = StoredFiles {
        rows: count("SELECT CAST(COUNT(*) AS BIGINT) FROM outbox_files").await,
        distinct: count("SELECT CAST(COUNT(DISTINCT file_digest) AS BIGINT) FROM outbox").await,
        in_payloads: count(
            "SELECT CAST(COUNT(*) AS BIGINT) FROM outbox WHERE payload LIKE '%\"file\":[%'",
        )
        .await,
        sharing_the_final: count(
            "SELECT CAST(COUNT(*) AS BIGINT) FROM outbox WHERE file_digest = \
             (SELECT MAX(file_digest) FROM outbox WHERE payload LIKE '%is over!%')",
        )
        .await,
    };
    pool.close().await;
    files
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_six_player_knockout_gives_two_byes_and_ends_with_places() {
    six_player_single_elimination(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_six_player_knockout_gives_two_byes_and_ends_with_places_on_postgres() {
    six_player_single_elimination(true).await;
}

async fn six_player_double_elimination(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Six DE", "double-elimination", &[]).await;
    let text = rules_of(&s, BOB, ann).await;
    assert!(text.contains("Grand final with a reset"), "{text}");
    join_all(&s, ann, &SIX).await;
    start(&s, ALICE).await;
    let bracket_id = s
        .wait_for("the bracket post", WAIT, |s| {
            bracket_post(s).map(|m| id_of(&m))
        })
        .await;

    // Every match: the higher seed wins, except GF1, which the losers'
    // bracket winner (bob, seed 2, Black) wins: the reset is played.
    let mut played: Vec<String> = Vec::new();
    loop {
        let over = !posts_with(&s, "is over!").is_empty();
        if over {
            break;
        }
        let next = match_threads(&s)
            .into_iter()
            .find(|(m, _)| !played.contains(m));
        let Some((id, m)) = next else {
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            continue;
        };
        wait_board(&s, m.thread).await;
        assert_pinged_both(&s, m).await;
        let white_wins = (seed(m.white) < seed(m.black)) != (id == "GF1");
        let loser = if white_wins { m.black } else { m.white };
        resign(&s, loser, m.thread).await;
        played.push(id);
    }
    assert_eq!(
        played,
        [
            "W1-2", "W1-4", "W2-1", "W2-2", "L2-2", "W3-1", "L2-1", "L3-1", "L4-1", "GF1", "GF2"
        ],
        "the matches in the order they were played"
    );
    let gf2 = match_threads(&s)
        .into_iter()
        .find(|(m, _)| m == "GF2")
        .unwrap()
        .1;
    assert_eq!((gf2.white, gf2.black), (ALICE, BOB), "the reset");
    let text = wait_post(&s, "is over!").await;
    let got = places(&text);
    assert_eq!(
        got.iter().map(|(p, _)| p.as_str()).collect::<Vec<_>>(),
        ["🥇", "🥈", "🥉", "4", "5-6", "5-6"],
        "{text}"
    );
    assert_eq!(got[0].1, "alice");
    assert_eq!(got[1].1, "bob");
    wait_bracket(&s, bracket_id, "GF2 alice (1) vs bob (2) 1-0 → alice").await;
    // The whole session's posts fit a phone and Discord's limits.
    s.assert_posts_fit_a_phone();
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_elimination_plays_the_grand_final_reset() {
    six_player_double_elimination(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_elimination_plays_the_grand_final_reset_on_postgres() {
    six_player_double_elimination(true).await;
}

async fn best_of_three_with_a_replay(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Duel", "knockout", &[Opt::Int("best_of", 3)]).await;
    let text = rules_of(&s, BOB, ann).await;
    assert!(
        text.contains("best of 3") && text.contains("replayed"),
        "{text}"
    );
    join_all(&s, ann, &[ALICE, BOB]).await;
    start(&s, ALICE).await;

    let m = wait_match(&s, "W1-1").await;
    assert_eq!(
        (m.white, m.black),
        (ALICE, BOB),
        "the higher seed White in game 1"
    );
    // Game 1 drawn by agreement.
    let g1 = support::tournament::TGame {
        thread: m.thread,
        white: ALICE,
        black: BOB,
    };
    both_move(&s, g1).await;
    agree_draw(&s, ALICE, BOB, m.thread).await;
    // Game 2, bob White, in the same thread: bob resigns (alice 1½-½).
    let g2 = wait_post(&s, "W1-1 game 2:").await;
    assert!(
        g2.contains(&format!("<@{}> (White) vs <@{}> (Black)", BOB.id, ALICE.id)),
        "{g2}"
    );
    resign(&s, BOB, m.thread).await;
    // Game 3, alice White: alice resigns, 1½-1½.
    let g3 = wait_post(&s, "W1-1 game 3:").await;
    assert!(g3.contains(&format!("<@{}> (White)", ALICE.id)), "{g3}");
    resign(&s, ALICE, m.thread).await;
    // The replay, colours reversed: bob White; bob resigns.
    let r = wait_post(&s, "W1-1 replay:").await;
    assert!(r.contains(&format!("<@{}> (White)", BOB.id)), "{r}");
    resign(&s, BOB, m.thread).await;

    let text = wait_post(&s, "is over!").await;
    assert!(text.contains("Congratulations to alice"), "{text}");
    assert_eq!(
        places(&text),
        [
            ("🥇".to_string(), "alice".to_string()),
            ("🥈".to_string(), "bob".to_string())
        ]
    );
    assert_eq!(
        match_threads(&s).len(),
        1,
        "every game in the match's thread"
    );
    let decided = wait_post(&s, "Final (W1-1): alice beats bob").await;
    assert!(decided.contains("1½-1½ (1-0)"), "{decided}");
    // The whole session's posts fit a phone and Discord's limits.
    s.assert_posts_fit_a_phone();
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drawn_best_of_three_goes_to_a_replay() {
    best_of_three_with_a_replay(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drawn_best_of_three_goes_to_a_replay_on_postgres() {
    best_of_three_with_a_replay(true).await;
}

/// `user` runs `/tournament <name>` in the channel; the answer's text.
async fn answer(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> String {
    let sent = s.slash(user, support::payloads::CHANNEL_ID, name, opts);
    let body = s.callback(&sent).await.json.unwrap();
    if body["type"] == 5 {
        let m = s
            .wait_for("the deferred answer", WAIT, |s| s.original(&sent))
            .await;
        return content_of(&m);
    }
    content_of(&body)
}

async fn organizer_tools(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let ann = create(&s, ALICE, "Four KO", "knockout", &[]).await;
    join_all(&s, ann, &[ALICE, BOB, CAROL, DAVE]).await;
    start(&s, ALICE).await;
    let w11 = wait_match(&s, "W1-1").await;
    let w12 = wait_match(&s, "W1-2").await;
    assert_eq!((w11.white, w11.black), (ALICE, DAVE));
    assert_eq!((w12.white, w12.black), (BOB, CAROL));

    let refused = answer(
        &s,
        ALICE,
        "tournament result",
        &[Opt::Str("match", "W9-9".into()), Opt::User("winner", BOB)],
    )
    .await;
    assert!(refused.contains("no match W9-9"), "{refused}");

    // dave is kicked: alice goes through W1-1 by walkover.
    answer(&s, ALICE, "tournament kick", &[Opt::User("user", DAVE)]).await;
    wait_post(&s, "(W1-1): alice goes through, dave withdrew.").await;
    // The organizer decides W1-2 for carol; its game ends in its thread.
    answer(
        &s,
        ALICE,
        "tournament result",
        &[Opt::Str("match", "W1-2".into()), Opt::User("winner", CAROL)],
    )
    .await;
    wait_post(
        &s,
        "(W1-2): carol goes through against bob, as the organizer decided.",
    )
    .await;
    s.wait_public(w12.thread, "the game ended by the organizer", WAIT, |m| {
        content_of(m).contains("set by **alice**")
    })
    .await;
    // The final: the organizer sets its game's result, 0-1.
    let fin = wait_match(&s, "W2-1").await;
    assert_eq!((fin.white, fin.black), (ALICE, CAROL));
    answer(
        &s,
        ALICE,
        "tournament result",
        &[
            Opt::Str("match", "W2-1".into()),
            Opt::Str("result", "0-1".into()),
        ],
    )
    .await;
    let text = wait_post(&s, "is over!").await;
    assert_eq!(
        places(&text),
        [
            ("🥇".to_string(), "carol".to_string()),
            ("🥈".to_string(), "alice".to_string()),
            ("🥉".to_string(), "bob".to_string()),
            ("🥉".to_string(), "dave".to_string()),
        ],
        "{text}"
    );
    // The whole session's posts fit a phone and Discord's limits.
    s.assert_posts_fit_a_phone();
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_organizer_kicks_and_decides_matches() {
    organizer_tools(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_organizer_kicks_and_decides_matches_on_postgres() {
    organizer_tools(true).await;
}
