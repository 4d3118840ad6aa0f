//! End to end through Discord (the real binary against the loopback
//! stand-in): a casual game leaves ratings alone; a rated game shows both
//! rating changes; `/leaderboard` and `/profile` (with its chart) read
//! them; a leaderboard of 25 players turns its pages with ◀ and ▶.

use crate::support;

use serde_json::Value;
use std::time::Duration;
use support::bot::Bot;
use support::payloads::{ALICE, BOB, CHANNEL_ID, GUILD_ID, TestUser};
use support::session::{Db, Session};
use support::standin::{
    Opt, SentInteraction, StandIn, button_id, buttons, content_of, id_of, is_ephemeral,
};

const WAIT: Duration = Duration::from_secs(20);
const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

async fn setup() -> (StandIn, tempfile::TempDir, String, Bot) {
    let Session {
        s, dir, db, bot, ..
    } = Session::with(Db::Sqlite)
        .sqlite_file("data/games.db")
        .start()
        .await
        .expect("SQLite");
    (s, dir, db, bot)
}

/// alice (White) challenges bob with `extra` options; bob accepts. Returns
/// the challenge's text and the game's thread.
async fn start_game(s: &StandIn, extra: &[Opt]) -> (String, u64) {
    let challenge = s.accepted_challenge(ALICE, BOB, extra).await;
    let text = content_of(&challenge);
    let thread = id_of(&challenge);
    s.wait_public(thread, "the first board in the thread", WAIT, |m| {
        m["attachments"].as_array().is_some_and(|a| !a.is_empty())
    })
    .await;
    (text, thread)
}

/// 1.e4 e5, then bob resigns; returns the game's end message.
async fn play_and_resign(s: &StandIn, thread: u64) -> String {
    for (user, mv) in [(ALICE, "e4"), (BOB, "e5")] {
        s.play_move(user, thread, mv).await;
    }
    let sent = s.slash(BOB, thread, "resign", &[]);
    s.callback(&sent).await;
    let end = s
        .wait_public(thread, "the game's end", WAIT, |m| {
            content_of(m).contains("resign")
        })
        .await;
    content_of(&end)
}

/// A public answer to a slash command: (its text, the message as posted).
async fn public_answer(s: &StandIn, sent: &SentInteraction) -> (String, Value) {
    let cb = s.callback(sent).await;
    let body = cb.json.clone().unwrap();
    assert_eq!(body["type"], 4, "{body:#}");
    assert!(!is_ephemeral(&body), "a public answer: {body:#}");
    let msg = s.original(sent).expect("the answer's message");
    (content_of(&body), msg)
}

/// `/name` in the test channel; `/profile` and `/leaderboard` with
/// `public:true` (they answer privately by default, see discord_quiet.rs).
fn slash(s: &StandIn, user: TestUser, name: &str, opts: &[Opt]) -> SentInteraction {
    let mut opts = opts.to_vec();
    if name == "profile" || name == "leaderboard" {
        opts.push(Opt::Bool("public", true));
    }
    s.slash(user, CHANNEL_ID, name, &opts)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_game_then_a_rated_one_then_leaderboard_and_profile() {
    let (s, _dir, _db, bot) = setup().await;

    // Casual: the challenge says so and the end shows no rating change.
    let (challenge, thread) = start_game(&s, &[Opt::Bool("rated", false)]).await;
    assert!(challenge.contains("casual game"), "{challenge}");
    let end = play_and_resign(&s, thread).await;
    assert!(!end.contains('→'), "a casual game changes no rating: {end}");
    let (text, _) = public_answer(&s, &slash(&s, ALICE, "profile", &[])).await;
    assert!(text.contains("No rated games yet."), "{text}");

    // Rated (the default): both ratings in the challenge, both changes at
    // the end.
    let (challenge, thread) = start_game(&s, &[]).await;
    assert!(
        challenge.contains("**alice** (1500?) challenges **bob** (1500?) to a rated game"),
        "{challenge}"
    );
    let end = play_and_resign(&s, thread).await;
    assert!(end.contains("alice 1500? → 1742? (+242)"), "{end}");
    assert!(end.contains("bob 1500? → 1258? (−242)"), "{end}");

    // The leaderboard: nobody ranked yet (both provisional), with buttons.
    let (text, msg) = public_answer(&s, &slash(&s, ALICE, "leaderboard", &[])).await;
    assert!(text.contains("cruise leaderboard, this server"), "{text}");
    assert!(text.contains("No ranked players yet."), "{text}");
    assert!(
        text.contains("2 provisional players (ratings with ?) are not ranked yet."),
        "{text}"
    );
    assert!(
        text.contains("You are not ranked yet: your cruise rating is 1742? after 1 game"),
        "{text}"
    );
    let labels: Vec<String> = buttons(&msg).into_iter().map(|b| b.0).collect();
    assert_eq!(labels, ["◀", "▶"]);

    // alice's profile, with the chart.
    let sent = slash(&s, ALICE, "profile", &[]);
    let cb = s.callback(&sent).await;
    let body = cb.json.clone().unwrap();
    let text = content_of(&body);
    assert!(text.contains("cruise: 1742? ± "), "{text}");
    assert!(text.contains("1 win, 0 draws, 0 losses"), "{text}");
    assert!(text.contains("won against **bob**"), "{text}");
    assert!(
        text.contains(&format!("<#{thread}>")),
        "a link to the game's thread: {text}"
    );
    assert!(text.contains("Best win: against **bob**"), "{text}");
    assert_eq!(cb.files.len(), 1, "the chart is attached");
    assert_eq!(cb.files[0].filename, "rating.png");
    assert!(cb.files[0].bytes.starts_with(PNG_MAGIC));

    // Someone else's profile, by user and preset.
    let sent = slash(
        &s,
        ALICE,
        "profile",
        &[Opt::User("user", BOB), Opt::Str("preset", "cruise".into())],
    );
    let (text, _) = public_answer(&s, &sent).await;
    assert!(
        text.contains("**bob**") && text.contains("cruise: 1258? ± "),
        "{text}"
    );
    assert!(text.contains("lost to **alice**"), "{text}");

    // Options outside their choices: Discord's client does not send them.
    let why = support::client::refusal(&s, "leaderboard", &[Opt::Str("preset", "checkers".into())]);
    assert!(
        why.contains("`preset` = checkers is not among its choices (cruise"),
        "{why}"
    );
    let why = support::client::refusal(&s, "leaderboard", &[Opt::Str("scope", "galaxy".into())]);
    assert!(why.contains("(server, global, season, puzzles)"), "{why}");
    bot.kill();
}

/// Puts 25 ranked cruise players on the server (alice among them, 12th)
/// and one provisional player, straight into the bot's database.
async fn seed_board(db: &str) {
    let pool = sqlx::sqlite::SqlitePool::connect(db).await.unwrap();
    for i in 1..=26u32 {
        let (id, name) = match i {
            12 => (ALICE.id.to_string(), "alice".to_string()),
            _ => (format!("9{i:02}"), format!("p{i:02}")),
        };
        let rating = 2000.0 - f64::from(i) * 10.0;
        let ranked = i64::from(i != 26);
        let rd = if ranked == 1 { 60.0 } else { 200.0 };
        sqlx::query(
            "INSERT INTO players (user_id, display_name, first_seen_ms, last_seen_ms) \
             VALUES (?, ?, 0, 0) ON CONFLICT (user_id) DO NOTHING",
        )
        .bind(&id)
        .bind(&name)
        .execute(&pool)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO ratings (user_id, preset, rating, rd, volatility, updated_ms, ranked, \
             games, wins, draws, losses, streak, best_streak, best_win_game, best_win_rating) \
             VALUES (?, 'cruise', ?, ?, 0.06, 0, ?, 20, 10, 0, 10, 0, 3, NULL, 0)",
        )
        .bind(&id)
        .bind(rating)
        .bind(rd)
        .bind(ranked)
        .execute(&pool)
        .await
        .unwrap();
        // Their 20 rated games, played in this server long ago (a line
        // counts the games its reader may see: issue 44, contract 4).
        for _ in 0..20 {
            let game = sqlx::query(
                "INSERT INTO games (guild_id, channel_id, preset, king_strikes, \
                 intercept_seconds, time_control, white_id, black_id, status, result, \
                 start_fen, snapshot, created_at_ms, updated_at_ms) \
                 VALUES (?, ?, 'cruise', 1, 30, 'unlimited', ?, ?, 'finished', 'white', '', '', 0, 0)",
            )
            .bind(GUILD_ID.to_string())
            .bind(CHANNEL_ID.to_string())
            .bind(&id)
            .bind(&id)
            .execute(&pool)
            .await
            .unwrap()
            .last_insert_rowid();
            sqlx::query(
                "INSERT INTO rating_history (user_id, preset, at_ms, game_id, opponent_id, \
                 result, rating_before, rating_after, rd_after, opponent_rating) \
                 VALUES (?, 'cruise', 0, ?, ?, 'win', ?, ?, ?, 1500)",
            )
            .bind(&id)
            .bind(game)
            .bind(&id)
            .bind(rating)
            .bind(rating)
            .bind(rd)
            .execute(&pool)
            .await
            .unwrap();
        }
        sqlx::query(
            "INSERT INTO rating_servers (user_id, preset, guild_id, rating, ranked) \
             VALUES (?, 'cruise', ?, ?, ?)",
        )
        .bind(&id)
        .bind(GUILD_ID.to_string())
        .bind(rating)
        .bind(ranked)
        .execute(&pool)
        .await
        .unwrap();
    }
    // The counts the bot keeps with every rated game.
    for sql in [
        "INSERT INTO rating_counts (preset, guild_id, ranked, players) \
         SELECT preset, '', ranked, COUNT(*) FROM ratings GROUP BY preset, ranked",
        "INSERT INTO rating_counts (preset, guild_id, ranked, players) \
         SELECT preset, guild_id, ranked, COUNT(*) FROM rating_servers \
         GROUP BY preset, guild_id, ranked",
    ] {
        sqlx::query(sql).execute(&pool).await.unwrap();
    }
    pool.close().await;
}

/// Clicks `label` on `msg` as `user`; the same message shows the new page.
async fn turn(s: &StandIn, user: TestUser, msg: &Value, label: &str) -> String {
    let click = s.click(user, id_of(msg), &button_id(msg, label));
    let body = s.callback(&click).await.json.unwrap();
    assert_eq!(body["type"], 7, "the page replaces the shown one: {body:#}");
    content_of(&body)
}

/// The ranks listed on a page.
fn ranks(text: &str) -> Vec<u32> {
    text.lines()
        .filter_map(|l| l.split_once(". **")?.0.parse().ok())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leaderboard_of_25_players_turns_pages() {
    let (s, _dir, db, bot) = setup().await;
    seed_board(&db).await;

    let (text, msg) = public_answer(&s, &slash(&s, BOB, "leaderboard", &[])).await;
    assert!(text.contains("page 1 of 3"), "{text}");
    assert_eq!(ranks(&text), (1..=10).collect::<Vec<_>>(), "{text}");
    assert!(
        text.contains("1. **p01** 1990 · 20 games · +0 in 7 days"),
        "{text}"
    );
    assert!(
        text.contains("1 provisional player (rating with ?) is not ranked yet."),
        "{text}"
    );
    assert!(
        text.ends_with("You have no rated cruise games on this server yet."),
        "{text}"
    );

    // ▶ pressed by alice on bob's public page: page 2, still with bob's
    // line at the bottom (the asker's, whoever turns the page).
    let page2 = turn(&s, ALICE, &msg, "▶").await;
    assert!(page2.contains("page 2 of 3"), "{page2}");
    assert_eq!(ranks(&page2), (11..=20).collect::<Vec<_>>(), "{page2}");
    assert!(page2.contains("12. **alice** 1880"), "{page2}");
    assert!(
        page2.ends_with("You have no rated cruise games on this server yet."),
        "{page2}"
    );
    // alice's own leaderboard ends with her rank.
    let (mine, _) = public_answer(&s, &slash(&s, ALICE, "leaderboard", &[])).await;
    assert!(
        mine.ends_with("Your rank: 12. **alice** 1880 · 20 games · +0 in 7 days"),
        "{mine}"
    );

    let page3 = turn(&s, ALICE, &s.message(id_of(&msg)).unwrap(), "▶").await;
    assert!(page3.contains("page 3 of 3"), "{page3}");
    assert_eq!(ranks(&page3), (21..=25).collect::<Vec<_>>(), "{page3}");
    assert!(
        !page3.contains("p26"),
        "the provisional player is not ranked: {page3}"
    );

    // ▶ on the last page wraps to the first; ◀ there goes to the last.
    let first = turn(&s, ALICE, &s.message(id_of(&msg)).unwrap(), "▶").await;
    assert!(first.contains("page 1 of 3"), "{first}");
    let last = turn(&s, ALICE, &s.message(id_of(&msg)).unwrap(), "◀").await;
    assert!(last.contains("page 3 of 3"), "{last}");

    // Global: the same players (one server here).
    let sent = slash(
        &s,
        ALICE,
        "leaderboard",
        &[Opt::Str("scope", "global".into())],
    );
    let (text, _) = public_answer(&s, &sent).await;
    assert!(text.contains("cruise leaderboard, all servers"), "{text}");
    assert!(
        text.ends_with("Your rank: 12. **alice** 1880 · 20 games · +0 in 7 days"),
        "{text}"
    );
    bot.kill();
}
