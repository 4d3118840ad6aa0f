//! End to end, through the real binary and the loopback stand-in: puzzles
//! from the server's own games (issue #46, contract 4). A finished game
//! with a blunder is mined in the background; `/puzzle` serves its puzzle
//! privately to other members, who answer with `/move` (a move that is no
//! legal answer is refused and the puzzle waits) or, at a shoot-down
//! decision, with its buttons; a right answer solves it, a wrong one shows
//! the solution, and the puzzle ratings move both ways (`/leaderboard
//! scope:puzzles`, the profile). The daily puzzle is posted once a day in
//! the channel `/settings` chose, edited with who solved it, and a restart
//! does not post it twice.

use crate::support;

use serde_json::Value;
use std::time::{Duration, Instant};
use support::games::scholars_mate;
use support::payloads::{ALICE, BOB, CAROL, CHANNEL_ID, DAVE, TestUser};
use support::session::{Db, Session};
use support::standin::{
    Opt, SentInteraction, StandIn, analyse_button, buttons, content_of, field_of, id_of,
    is_ephemeral,
};
use support::tournament::WAIT;

/// How long mining one short game may take on a loaded 2-core machine.
const MINING: Duration = Duration::from_secs(120);

/// The message the bot showed `sent`'s member in answer, once it has text:
/// its original response (filled in after a deferral too) or, failing
/// that, its first follow-up.
async fn shown(s: &StandIn, sent: &SentInteraction) -> Value {
    s.callback(sent).await;
    s.wait_for("the answer", WAIT, |s| {
        if let Some(m) = s.original(sent).filter(|m| !content_of(m).is_empty()) {
            return Some(m);
        }
        s.answers(sent)
            .into_iter()
            .find(|r| r.method == "POST" && !r.path.ends_with("/callback") && r.status < 300)
            .and_then(|r| s.message(id_of(&r.answer)))
            .filter(|m| !content_of(m).is_empty())
    })
    .await
}

/// `user` runs `name` in the test channel; the message they were shown,
/// which must be theirs alone.
async fn private(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> Value {
    let sent = s.slash(user, CHANNEL_ID, name, opts);
    let m = shown(s, &sent).await;
    assert!(
        is_ephemeral(&m),
        "/{name} by {} is private: {m:#}",
        user.name
    );
    m
}

/// `user`'s `/move text` in the test channel: what they were shown.
async fn answer(s: &StandIn, user: TestUser, text: &str) -> Value {
    private(s, user, "move", &[Opt::Str("move", text.into())]).await
}

fn has_picture(m: &Value) -> bool {
    m["attachments"].as_array().is_some_and(|a| !a.is_empty())
}

/// Waits until the bot has mined `game`; its puzzles.
async fn mined(store: &store::Store, game: i64) -> Vec<store::PuzzleRecord> {
    let deadline = Instant::now() + MINING;
    while !store.game_mined(game).await.unwrap() {
        assert!(
            Instant::now() < deadline,
            "game {game} was not mined within {MINING:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    store.puzzles_of_game(game).await.unwrap()
}

/// The number in "1500? → 1742? (+242)" after the arrow.
fn rating_after(text: &str) -> f64 {
    let after = text
        .split("Puzzle rating: ")
        .nth(1)
        .and_then(|t| t.split(" → ").nth(1))
        .unwrap_or_else(|| panic!("no rating change in {text:?}"));
    after
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("no rating in {text:?}"))
}

async fn a_blunder_becomes_a_puzzle_for_other_members(postgres: bool) {
    let Some(t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    let (_, _, game, _) = scholars_mate(&s).await;
    let store = store::Store::connect(&t.db).await.unwrap();
    let puzzles = mined(&store, game).await;
    assert_eq!(puzzles.len(), 1, "{puzzles:?}");
    let id = puzzles[0].id;
    assert_eq!(puzzles[0].moves, "g8f6 h5f7");

    // carol, who did not play it, is served it privately, from White's
    // side, credited to its game.
    let m = private(&s, CAROL, "puzzle next", &[]).await;
    let text = content_of(&m);
    assert!(text.contains(&format!("**Puzzle {id}**")), "{text}");
    assert!(text.contains("from alice vs bob, move 4"), "{text}");
    assert!(text.contains("Black played Nf6. White to move"), "{text}");
    assert!(has_picture(&m), "the board: {m:#}");
    // A move that is no legal answer is refused; the puzzle waits.
    let refused = content_of(&answer(&s, CAROL, "Ke3").await);
    assert!(refused.contains("answer again with `/move`"), "{refused}");
    // Asking again shows the open one again.
    let again = content_of(&private(&s, CAROL, "puzzle streak", &[]).await);
    assert!(again.contains("You have a puzzle open already"), "{again}");
    assert!(again.contains(&format!("**Puzzle {id}**")), "{again}");
    // The right move solves it; her puzzle rating rises.
    let solved = content_of(&answer(&s, CAROL, "Qxf7#").await);
    assert!(solved.contains("🎉 Qxf7#: solved!"), "{solved}");
    assert!(solved.contains("Puzzle rating: 1500? → "), "{solved}");
    let carol_rating = rating_after(&solved);
    assert!(carol_rating > 1500.0, "{solved}");
    // She played the only one.
    let none = content_of(&private(&s, CAROL, "puzzle next", &[]).await);
    assert!(
        none.contains("There is no puzzle for you here yet"),
        "{none}"
    );

    // dave gets the same puzzle and misses it: the solution is shown and
    // his rating falls.
    let m = private(&s, DAVE, "puzzle next", &[]).await;
    assert!(content_of(&m).contains(&format!("**Puzzle {id}**")));
    let missed = content_of(&answer(&s, DAVE, "Bxf7+").await);
    assert!(
        missed.contains("❌ Bxf7+ is not it. The solution: Qxf7#."),
        "{missed}"
    );
    let dave_rating = rating_after(&missed);
    assert!(dave_rating < 1500.0, "{missed}");
    // Over: his next /move is a game's again (there is none here).
    let after = content_of(&answer(&s, DAVE, "Qxf7#").await);
    assert!(!after.contains("solved"), "{after}");

    // The puzzle's own rating moved too (one solve, one miss: two plays).
    let p = store.puzzle(id).await.unwrap().unwrap();
    assert_eq!(p.plays, 2, "{p:?}");
    assert_ne!(p.glicko.rating, puzzles[0].glicko.rating, "{p:?}");

    // The puzzle leaderboard: carol above dave; the profile's field.
    let board = content_of(
        &private(
            &s,
            CAROL,
            "leaderboard",
            &[Opt::Str("scope", "puzzles".into())],
        )
        .await,
    );
    let (c, d) = (
        board.find("carol").expect(&board),
        board.find("dave").expect(&board),
    );
    assert!(board.contains("**Puzzle leaderboard**") && c < d, "{board}");
    assert!(
        board.contains(&format!("1. carol — {carol_rating:.0}")),
        "{board}"
    );
    let profile = private(&s, CAROL, "profile", &[]).await;
    let field = field_of(&profile, "Puzzles").unwrap_or_else(|| panic!("{profile:#}"));
    assert!(field.contains("1 rated"), "{field}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blunder_becomes_a_puzzle_for_other_members_sqlite() {
    a_blunder_becomes_a_puzzle_for_other_members(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blunder_becomes_a_puzzle_for_other_members_postgres() {
    a_blunder_becomes_a_puzzle_for_other_members(true).await;
}

/// A Cruise Pawns puzzle whose solution ends on a shoot-down decision
/// (`crates/ai/tests/puzzle_lines.rs`): after White's 1.Rh3, Black checks
/// with 1...Ra5+, White's only answer is the missile b3>a4>a5, and Black
/// must shoot it down at a4 with the knight (letting it pass loses the
/// rook).
const SHOOT_DOWN_FEN: &str = "6bk/6pp/1n6/5r2/7R/1Pp5/3n3R/K3Q3 w - - 0 1";
/// As the miner stores it (`host::puzzle_line`): the opponent's flight as
/// far as the decision, `so-far:`, the shot as `shoot:`.
const SHOOT_DOWN_MOVES: &str = "h4h3 f5a5 so-far:b3>a4 shoot:b6a4";

/// alice and bob play a short Cruise Pawns game (bob resigns); its number.
async fn short_cruise_game(s: &StandIn) -> i64 {
    let challenge = s
        .accepted_challenge(ALICE, BOB, &[Opt::Bool("rated", false)])
        .await;
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board", WAIT, |m| {
        content_of(m).contains("(White) vs")
    })
    .await;
    s.play_move(ALICE, thread, "e4").await;
    s.play_move(BOB, thread, "e5").await;
    s.slash(BOB, thread, "resign", &[]);
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains("Game over") && !buttons(m).is_empty()
        })
        .await;
    analyse_button(&end).1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shoot_down_decision_is_answered_with_its_buttons() {
    let Some(t) = Session::launch(Db::Sqlite).await else {
        return;
    };
    let s = t.s.clone();
    let game = short_cruise_game(&s).await;
    let store = store::Store::connect(&t.db).await.unwrap();
    mined(&store, game).await;
    // The shoot-down puzzle, as if mined from that game.
    let new = store::NewPuzzle {
        game_id: game,
        ply: 99,
        fen: SHOOT_DOWN_FEN.into(),
        moves: SHOOT_DOWN_MOVES.into(),
        themes: "crushing,shootDown,short".into(),
        glicko: store::Glicko {
            rating: 1500.0,
            rd: 500.0,
            volatility: 0.09,
            updated_days: None,
        },
    };
    assert_eq!(store.save_mined_game(game, &[new], 0).await.unwrap(), 1);

    let first = content_of(&private(&s, CAROL, "puzzle next", &[]).await);
    assert!(
        first.contains("White played R4h3. Black to move"),
        "{first}"
    );
    // The first move is a move; the reply is White's missile, stopped at
    // the square where Black decides.
    let decision = answer(&s, CAROL, "Ra5+").await;
    let text = content_of(&decision);
    assert!(
        text.contains("✅ Ra5+ is right. The reply: b3>a4"),
        "{text}"
    );
    assert!(text.contains("shoot it down (a button"), "{text}");
    let offered = buttons(&decision);
    let labels: Vec<&str> = offered.iter().map(|(l, _, _)| l.as_str()).collect();
    assert_eq!(
        labels.len(),
        2,
        "one shoot-down and Let it pass: {labels:?}"
    );
    assert!(labels.contains(&"Let it pass"), "{labels:?}");
    let (label, shoot, _) = offered
        .iter()
        .find(|(l, _, _)| l != "Let it pass")
        .unwrap()
        .clone();
    assert!(label.contains("a4"), "the shot is at a4: {label}");
    let press = s.click(CAROL, id_of(&decision), &shoot);
    let solved = content_of(&shown(&s, &press).await);
    assert!(solved.contains(": solved!"), "{solved}");

    // dave lets it pass: wrong, and the solution names the shot.
    private(&s, DAVE, "puzzle next", &[]).await;
    let decision = answer(&s, DAVE, "Ra5+").await;
    let pass = buttons(&decision)
        .into_iter()
        .find(|(l, _, _)| l == "Let it pass")
        .expect("Let it pass")
        .1;
    let press = s.click(DAVE, id_of(&decision), &pass);
    let missed = content_of(&shown(&s, &press).await);
    assert!(
        missed.contains("❌ let it pass is not it. The solution:"),
        "{missed}"
    );
    assert!(
        missed.contains(&label),
        "the solution is the shot {label}: {missed}"
    );
    // The same button pressed again: the question is over, said on that
    // private message (updated in place, its buttons gone).
    let again = s.click(DAVE, id_of(&decision), &pass);
    let body = s.callback(&again).await.json.unwrap_or_default();
    assert_eq!(body["type"], 7, "the pressed message updated: {body:#}");
    let now = s.message(id_of(&decision)).unwrap();
    assert!(is_ephemeral(&now), "{now:#}");
    assert!(
        content_of(&now).contains("This question has ended") && buttons(&now).is_empty(),
        "{now:#}"
    );
    t.finish().await;
}

/// Seconds until the next midnight UTC.
fn to_midnight() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    86_400 - now % 86_400
}

/// The daily posts in the test channel.
fn daily_posts(s: &StandIn) -> Vec<Value> {
    s.public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| content_of(m).contains("🧩 **Daily puzzle of"))
        .collect()
}

async fn the_daily_puzzle_is_posted_once_a_day(postgres: bool) {
    // A day's puzzle is the day's: a run across midnight would see two.
    if to_midnight() < 240 {
        tokio::time::sleep(Duration::from_secs(to_midnight() + 2)).await;
    }
    let Some(mut t) = Session::launch(Db::either(postgres)).await else {
        return;
    };
    let s = t.s.clone();
    // Two games with a blunder: a puzzle for today and one for tomorrow
    // (a server's daily puzzle is never the same twice).
    let (_, _, game, _) = scholars_mate(&s).await;
    let (_, _, second, _) = scholars_mate(&s).await;
    let store = store::Store::connect(&t.db).await.unwrap();
    assert_eq!(mined(&store, game).await.len(), 1);
    assert_eq!(mined(&store, second).await.len(), 1);

    // Before the post, `/puzzle daily` gives the day's puzzle already:
    // dave solves it.
    let early = content_of(&private(&s, DAVE, "puzzle daily", &[]).await);
    assert!(early.contains("**Today's puzzle**"), "{early}");
    let solved = content_of(&answer(&s, DAVE, "Qxf7#").await);
    assert!(solved.contains("solved!"), "{solved}");
    assert!(daily_posts(&s).is_empty(), "not posted before it is set");
    let settings = [
        Opt::Channel("puzzle_channel", CHANNEL_ID),
        Opt::Str("puzzle_time", "00:00".into()),
    ];
    let refused = content_of(&private(&s, BOB, "settings", &settings).await);
    assert!(refused.contains("Manage Server"), "{refused}");
    s.make_manager(ALICE);
    let bad = content_of(
        &private(
            &s,
            ALICE,
            "settings",
            &[Opt::Str("puzzle_time", "25:00".into())],
        )
        .await,
    );
    assert!(
        bad.contains("`25:00` is not a time of day") && bad.contains("nothing was changed"),
        "{bad}"
    );
    let set = content_of(&private(&s, ALICE, "settings", &settings).await);
    assert!(
        set.contains(&format!(
            "The daily puzzle is posted in <#{CHANNEL_ID}> at 00:00 UTC."
        )),
        "{set}"
    );

    // Its time has come today: posted at once, from White's side.
    let post = s
        .wait_public(CHANNEL_ID, "the daily puzzle", WAIT, |m| {
            content_of(m).contains("🧩 **Daily puzzle of")
        })
        .await;
    let text = content_of(&post);
    assert!(
        text.contains("from alice vs bob, move 4. White to move"),
        "{text}"
    );
    // dave solved it before the post: it names him from the start.
    assert!(text.contains("Solved by: dave"), "{text}");
    assert!(has_picture(&post), "{post:#}");

    // carol solves it privately; the post is edited with her name.
    let mine = content_of(&private(&s, CAROL, "puzzle daily", &[]).await);
    assert!(mine.contains("**Today's puzzle**"), "{mine}");
    let solved = content_of(&answer(&s, CAROL, "Qxf7#").await);
    assert!(solved.contains("solved!"), "{solved}");
    s.wait_for("the post edited with carol", WAIT, |s| {
        s.message(id_of(&post))
            .filter(|m| content_of(m).contains("Solved by: dave, carol"))
    })
    .await;
    // One try a day.
    let twice = content_of(&private(&s, CAROL, "puzzle daily", &[]).await);
    assert!(
        twice.contains("You tried today's puzzle already (solved)"),
        "{twice}"
    );

    // A restart the same day does not post it again.
    t.restart(2).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(daily_posts(&s).len(), 1, "posted once");
    // A day later it is posted again (the bot's clock a day ahead).
    t.bot.kill_now();
    t.bot = t.start_bot(&[("CLOCK_OFFSET", "86400")]);
    s.wait_ready(3).await;
    s.wait_for("the next day's puzzle", WAIT, |s| {
        (daily_posts(s).len() == 2).then_some(())
    })
    .await;
    let days: Vec<String> = daily_posts(&s)
        .iter()
        .map(|m| {
            content_of(m)
                .split("**")
                .nth(1)
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    assert_ne!(days[0], days[1], "two days: {days:?}");

    // Cleared: the settings say so.
    let cleared = content_of(
        &private(
            &s,
            ALICE,
            "settings",
            &[Opt::Bool("clear_daily_puzzle", true)],
        )
        .await,
    );
    assert!(cleared.contains("posted no more"), "{cleared}");
    let now = content_of(&private(&s, BOB, "settings", &[]).await);
    assert!(now.contains("The daily puzzle is not posted"), "{now}");
    t.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_a_day_sqlite() {
    the_daily_puzzle_is_posted_once_a_day(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_a_day_postgres() {
    the_daily_puzzle_is_posted_once_a_day(true).await;
}
