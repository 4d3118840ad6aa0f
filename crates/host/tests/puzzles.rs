//! Puzzles from the server's own games, through the host's public API, on
//! SQLite and PostgreSQL: a finished game with a blunder is mined in the
//! background (at the next start when it ended while mining was off, and
//! never again), its puzzle offered in its server and not in another
//! (until the game's server turns its pages on), credited to its game;
//! right and wrong answers rated as lichess rates them; the daily puzzle
//! posted once a day, also across a restart, with who solved it; a
//! streak's best kept.

use crate::common;

use common::*;
use host::{GameSettings, Host, HostConfig, Place, Player, PuzzleAsk, View, ViewKind};
use std::time::Duration;
use tokio::sync::mpsc::UnboundedReceiver;

fn config(mine: bool) -> HostConfig {
    HostConfig {
        heartbeat: Duration::ZERO,
        analysis_nodes: 2_000,
        mine_puzzles: mine,
        ..HostConfig::default()
    }
}

fn member(name: &str) -> Player {
    Player::new(format!("{name}-{}", rand::random::<u32>()), name)
}

/// Scholar's mate at `place`: Black's 3...Nf6 allows Qxf7#.
async fn scholars_mate(host: &Host, place: &Place) -> i64 {
    let (w, b) = (alice(), bob());
    let settings = GameSettings {
        preset: engine::Preset::Chess,
        rated: false,
        ..GameSettings::default()
    };
    let game = start(host, place, &w, &b, settings).await;
    for (who, m) in [
        (&w, "e4"),
        (&b, "e5"),
        (&w, "Qh5"),
        (&b, "Nc6"),
        (&w, "Bc4"),
        (&b, "Nf6"),
        (&w, "Qxf7#"),
    ] {
        mv(host, place, who, m).await;
    }
    game
}

/// Waits (real time) until `game` is recorded as mined.
async fn mined(host: &Host, game: i64, db: &str) {
    for _ in 0..1200 {
        if host.store().game_mined(game).await.unwrap() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{db}: game {game} was not mined within a minute");
}

/// The views on the timed stream so far.
fn drain(rx: &mut UnboundedReceiver<View>) -> Vec<View> {
    let mut out = Vec::new();
    while let Ok(v) = rx.try_recv() {
        out.push(v);
    }
    out
}

fn daily_posts(views: &[View]) -> Vec<&View> {
    views
        .iter()
        .filter(|v| {
            v.key
                .as_deref()
                .is_some_and(|k| k.starts_with("puzzle-daily:"))
                && v.replaces.is_none()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_mined_once_and_its_puzzle_solved_and_rated() {
    for db in databases() {
        let server = format!("guild-puzzles-{:x}", rand::random::<u32>());
        let place = Place::channel(server.clone(), "games");
        // Mining off: the game ends while the miner is "down".
        let (host, _rx) = host_with(&db.url, config(false)).await;
        let game = scholars_mate(&host, &place).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!host.store().game_mined(game).await.unwrap(), "{}", db.name);
        drop(host);

        // The next start mines it.
        let (host, _rx) = host_with(&db.url, config(true)).await;
        mined(&host, game, db.name).await;
        let puzzles = host.store().puzzles_of_game(game).await.unwrap();
        assert_eq!(puzzles.len(), 1, "{}: {puzzles:?}", db.name);
        let ours = puzzles
            .iter()
            .find(|p| p.ply == 6)
            .unwrap_or_else(|| panic!("{}: no puzzle at 3...Nf6 in {puzzles:?}", db.name));
        assert_eq!(ours.moves, "g8f6 h5f7", "{}", db.name);
        assert!(ours.themes.contains("mateIn1"), "{}", ours.themes);
        assert_eq!(ours.guild_id.as_deref(), Some(server.as_str()));
        let first_rating = ours.glicko.rating;
        drop(host);

        // A restart does not mine it again.
        let (host, _rx) = host_with(&db.url, config(true)).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(host.games_mined(), 0, "{}: mined again", db.name);
        assert_eq!(
            host.store().puzzles_of_game(game).await.unwrap().len(),
            puzzles.len()
        );

        // Offered in its server, credited to its game, from White's side
        // with Black's mistake marked.
        let carol = member("carol");
        let views = host.puzzle(&carol, &place, PuzzleAsk::Next).await;
        let v = find(&views, ViewKind::Board);
        assert!(!v.is_public(), "{}: a puzzle is private", db.name);
        assert!(v.text.contains("from alice vs bob, move 4"), "{}", v.text);
        assert!(v.text.contains("Black played Nf6"), "{}", v.text);
        let board = v.board.as_ref().expect("a board");
        assert_eq!(board.orientation, engine::Color::White);
        assert_eq!(
            board.last_move,
            Some(("g8".parse().unwrap(), "f6".parse().unwrap()))
        );
        assert!(host.has_open_puzzle(&carol.id).await);
        // Asking again shows the open one.
        let again = host.puzzle(&carol, &place, PuzzleAsk::Next).await;
        assert!(find(&again, ViewKind::Board).text.contains("open already"));
        // Not a move here: refused, the puzzle waits.
        let bad = host.puzzle_answer(&carol, &place, "Qxf9").await;
        assert!(bad[0].is_error(), "{}", db.name);
        assert!(host.has_open_puzzle(&carol.id).await);
        // The right answer solves it: carol up, the puzzle down, at most
        // lichess's clamp.
        let right = host.puzzle_answer(&carol, &place, "Qxf7#").await;
        assert!(right[0].text.contains("solved"), "{}", right[0].text);
        assert!(!host.has_open_puzzle(&carol.id).await);
        let carol_rating = host.puzzle_standing(&carol.id).await.unwrap();
        assert!(carol_rating.rating.rating > 1500.0, "{carol_rating:?}");
        assert_eq!(carol_rating.plays, 1);
        // Her profile shows it beside (not in) her game ratings.
        let profile = host
            .act(
                &carol,
                &place,
                host::Action::Profile {
                    player: None,
                    preset: None,
                },
            )
            .await;
        let card = find(&profile, ViewKind::Profile)
            .card
            .clone()
            .expect("a card");
        let field = card
            .fields
            .iter()
            .find(|f| f.name == "Puzzles")
            .unwrap_or_else(|| panic!("{}: no Puzzles field", db.name));
        assert!(field.value.contains("1 rated"), "{}", field.value);
        let after_solve = host
            .store()
            .puzzle(ours.id)
            .await
            .unwrap()
            .unwrap()
            .glicko
            .rating;
        assert!(after_solve < first_rating, "{}", db.name);
        assert!(first_rating - after_solve <= rating::puzzle::MAX_PUZZLE_CHANGE);
        // Carol played it: nothing more for her here.
        let none = host.puzzle(&carol, &place, PuzzleAsk::Next).await;
        assert!(
            none[0].is_error() && none[0].text.contains("no puzzle"),
            "{}",
            none[0].text
        );

        // A wrong answer ends it and shows the solution: dave down, the
        // puzzle up.
        let dave = member("dave");
        host.puzzle(&dave, &place, PuzzleAsk::Next).await;
        let wrong = host.puzzle_answer(&dave, &place, "Nc3").await;
        assert!(wrong[0].text.contains("not it"), "{}", wrong[0].text);
        assert!(wrong[0].text.contains("Qxf7#"), "{}", wrong[0].text);
        let dave_rating = host.puzzle_standing(&dave.id).await.unwrap();
        assert!(dave_rating.rating.rating < 1500.0, "{dave_rating:?}");
        let after_miss = host
            .store()
            .puzzle(ours.id)
            .await
            .unwrap()
            .unwrap()
            .glicko
            .rating;
        assert!(after_miss > after_solve, "{}", db.name);
        // No answer without a puzzle open.
        let nothing = host.puzzle_answer(&dave, &place, "e4").await;
        assert!(nothing[0].is_error());

        // The leaderboard of the server, by puzzle rating.
        let board = host.puzzle_leaderboard(&place, &carol.id, 0).await;
        let text = &board[0].text;
        assert!(text.contains("1. carol"), "{text}");
        assert!(text.contains("2. dave"), "{text}");

        // Another server's member gets nothing from here, until this
        // server turns its pages on.
        let elsewhere = Place::channel(format!("{server}-other"), "c");
        let erin = member("erin");
        let refused = host.puzzle(&erin, &elsewhere, PuzzleAsk::Next).await;
        assert!(refused[0].is_error(), "{}", db.name);
        host.set_web_public(&server, true).await.unwrap();
        let offered = host.puzzle(&erin, &elsewhere, PuzzleAsk::Next).await;
        assert!(
            find(&offered, ViewKind::Board)
                .text
                .contains("from alice vs bob"),
            "{}",
            db.name
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_miner_waits_for_a_lull_in_live_play() {
    // One database is enough: the wait is the host's, not the store's.
    let db = &databases()[0];
    let place = unique_place("lull");
    let quiet = Duration::from_millis(400);
    let cfg = HostConfig {
        mining_quiet: quiet,
        ..config(true)
    };
    let (host, _rx) = host_with(&db.url, cfg).await;
    let game = scholars_mate(&host, &place).await;
    // Live play goes on: a member asks for a board every 50 ms, far more
    // often than the quiet the miner waits for.
    let busy_until = std::time::Instant::now() + Duration::from_millis(1500);
    while std::time::Instant::now() < busy_until {
        host.act(&alice(), &place, host::Action::Board).await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        !host.store().game_mined(game).await.unwrap(),
        "{}: mined while live play never paused for {quiet:?}",
        db.name
    );
    assert_eq!(host.games_mined(), 0);
    // Play pauses: the miner goes on. (It counts the game just after the
    // store marks it mined: the count may follow a moment later.)
    mined(&host, game, db.name).await;
    for _ in 0..100 {
        if host.games_mined() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(host.games_mined(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_and_a_streaks_best_kept() {
    for db in databases() {
        let server = format!("guild-daily-{:x}", rand::random::<u32>());
        let place = Place::channel(server.clone(), "games");
        let (host, mut rx) = host_with(&db.url, config(true)).await;
        let game = scholars_mate(&host, &place).await;
        mined(&host, game, db.name).await;

        // Bad settings say what to write.
        let bad = host
            .set_daily_puzzle(&server, None, Some(Some("25:00")))
            .await
            .unwrap_err();
        assert!(bad.contains("HH:MM"), "{bad}");
        let set = host
            .set_daily_puzzle(&server, Some(Some("daily".into())), Some(Some("00:00")))
            .await
            .unwrap();
        assert_eq!(set.time.as_deref(), Some("00:00"));
        assert!(set.text().contains("<#daily>"), "{}", set.text());
        // Posted once: by the timer or by this round, not both.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mut seen = host.post_due_daily_puzzles().await;
        seen.extend(drain(&mut rx));
        assert_eq!(
            daily_posts(&seen).len(),
            1,
            "{}: {:?}",
            db.name,
            texts(&seen)
        );
        let post = daily_posts(&seen)[0];
        assert_eq!(post.place.channel, "daily");
        assert!(post.text.contains("Solved by: nobody yet"), "{}", post.text);
        assert!(host.post_due_daily_puzzles().await.is_empty());
        drop(host);

        // A restart does not post it again.
        let (host, mut rx) = host_with(&db.url, config(true)).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mut again = host.post_due_daily_puzzles().await;
        again.extend(drain(&mut rx));
        assert!(
            daily_posts(&again).is_empty(),
            "{}: {:?}",
            db.name,
            texts(&again)
        );

        // Solving it privately edits the post with who solved it; it is
        // tried once a day.
        let frank = member("frank");
        let views = host.puzzle(&frank, &place, PuzzleAsk::Daily).await;
        assert!(
            find(&views, ViewKind::Board)
                .text
                .contains("Today's puzzle")
        );
        host.puzzle_answer(&frank, &place, "Qxf7#").await;
        let edits = drain(&mut rx);
        let edit = edits
            .iter()
            .find(|v| {
                v.replaces
                    .as_deref()
                    .is_some_and(|k| k.starts_with("puzzle-daily:"))
            })
            .unwrap_or_else(|| panic!("{}: no edit in {:?}", db.name, texts(&edits)));
        assert!(edit.text.contains("Solved by: frank"), "{}", edit.text);
        let twice = host.puzzle(&frank, &place, PuzzleAsk::Daily).await;
        assert!(
            twice[0].is_error() && twice[0].text.contains("already"),
            "{}",
            twice[0].text
        );

        // A streak: solved, then no harder puzzle left: its best kept.
        let gina = member("gina");
        host.puzzle(&gina, &place, PuzzleAsk::Streak).await;
        let solved = host.puzzle_answer(&gina, &place, "Qxf7#").await;
        assert!(
            solved[0].text.contains("ends at 1 solved"),
            "{}",
            solved[0].text
        );
        assert_eq!(host.puzzle_standing(&gina.id).await.unwrap().best_streak, 1);
        // Streaks are not rated.
        assert_eq!(host.puzzle_standing(&gina.id).await.unwrap().plays, 0);
        // A second streak missed at once keeps the best.
        host.puzzle(&gina, &place, PuzzleAsk::Streak).await;
        let missed = host.puzzle_answer(&gina, &place, "Nc3").await;
        assert!(
            missed[0].text.contains("ends at 0 solved (your best: 1)"),
            "{}",
            missed[0].text
        );
        assert_eq!(host.puzzle_standing(&gina.id).await.unwrap().best_streak, 1);
    }
}
