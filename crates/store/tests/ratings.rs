//! Ratings in the store on SQLite and (with `TEST_POSTGRES_URL`)
//! PostgreSQL: written in the transaction that finishes a rated game,
//! leaderboard pages and ranks per server and globally, a player's games
//! and history, concurrent games of one player, and the rebuild.

use crate::support;

use std::sync::Arc;

use sqlx::Row;
use store::{
    BoardQuery, GameChange, GameResult, LeaderboardScope, NewGame, Place, PlayerRef, PlayerResult,
    RatingUpdate, RebuildProgress, Seen, Store, StoreError,
};
use support::backends;
use support::toy_rating::{NEW, other, toy};

fn new_game(guild: Option<&str>, white: &str, black: &str, preset: &str) -> NewGame {
    NewGame {
        place: Place {
            guild: guild.map(str::to_string),
            channel: "c".into(),
            thread: Some(format!("t-{white}-{black}")),
        },
        preset: preset.into(),
        king_strikes: true,
        intercept_seconds: 30,
        time_control: "none".into(),
        white: PlayerRef::new(white, format!("{white} name")),
        black: PlayerRef::new(black, format!("{black} name")),
        start_fen: "startpos".into(),
        snapshot: "{}".into(),
    }
}

/// Creates a game and finishes it rated at `at_ms`; returns its id and the
/// updates.
async fn rated(
    store: &Store,
    guild: Option<&str>,
    white: &str,
    black: &str,
    result: GameResult,
    at_ms: i64,
) -> (i64, [RatingUpdate; 2]) {
    let game = store
        .create_game(&new_game(guild, white, black, "cruise"))
        .await
        .unwrap();
    let change = GameChange::new(game.id, 0, "{}")
        .finish(result, "resignation")
        .rated(at_ms, toy);
    let done = store.commit_game_change(&change).await.unwrap();
    (
        game.id,
        done.ratings.expect("a rated ending returns the updates"),
    )
}

#[tokio::test]
async fn a_rated_ending_writes_ratings_history_and_servers_with_the_game() {
    for db in backends("rated_ending").await {
        let store = db.open().await;
        let (g1, ups) = rated(&store, Some("g1"), "a", "b", GameResult::White, 1_000).await;
        assert_eq!(ups[0].before, NEW, "{}", db.name);
        assert_eq!(ups[0].after.rating, 1510.0);
        assert_eq!(ups[1].after.rating, 1490.0);

        let a = store.player_ratings("a").await.unwrap();
        assert_eq!(a.len(), 1, "{}", db.name);
        let a = &a[0];
        assert_eq!(a.preset, "cruise");
        assert_eq!(a.value.rating, 1510.0);
        assert_eq!(a.value.updated_ms, Some(1_000));
        assert_eq!((a.games, a.wins, a.draws, a.losses), (1, 1, 0, 0));
        assert_eq!((a.streak, a.best_streak), (1, 1));
        assert_eq!(a.best_win.map(|b| b.game_id), Some(g1));
        let b = &store.player_ratings("b").await.unwrap()[0];
        assert_eq!((b.games, b.losses, b.streak), (1, 1, 0));
        assert!(b.best_win.is_none());

        // The history row, with the thread and the opponent's name.
        let games = store
            .recent_rated_games("a", "cruise", 5, &store::Seen::Everywhere)
            .await
            .unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.game_id, g1);
        assert_eq!(g.opponent_id, "b");
        assert_eq!(g.opponent_name, "b name");
        assert_eq!(g.result, PlayerResult::Win);
        assert_eq!((g.rating_before, g.rating_after), (1500.0, 1510.0));
        assert_eq!(g.place.thread.as_deref(), Some("t-a-b"));
        assert_eq!(g.place.guild.as_deref(), Some("g1"));
        assert_eq!(
            store.rated_game("a", "cruise", g1).await.unwrap().as_ref(),
            Some(g)
        );

        // The game is finished and marked rated; unrated endings change nothing.
        let rec = store.game(g1).await.unwrap().unwrap();
        assert_eq!(rec.result, Some(GameResult::White));
        let casual = store
            .create_game(&new_game(Some("g1"), "a", "b", "cruise"))
            .await
            .unwrap();
        let done = store
            .commit_game_change(
                &GameChange::new(casual.id, 0, "{}").finish(GameResult::Black, "resignation"),
            )
            .await
            .unwrap();
        assert!(done.ratings.is_none());
        assert_eq!(store.player_ratings("a").await.unwrap()[0].games, 1);

        // A draw, then a loss: counters and streaks.
        rated(&store, Some("g1"), "b", "a", GameResult::Draw, 2_000).await;
        rated(&store, Some("g2"), "b", "a", GameResult::White, 3_000).await;
        let a = &store.player_ratings("a").await.unwrap()[0];
        assert_eq!(
            (a.games, a.wins, a.draws, a.losses, a.streak, a.best_streak),
            (3, 1, 1, 1, 0, 1),
            "{}",
            db.name
        );
        assert_eq!(a.value.rating, 1500.0);
        let history = store
            .rating_history("a", &store::Seen::Everywhere)
            .await
            .unwrap();
        let points: Vec<(i64, f64)> = history.iter().map(|p| (p.at_ms, p.rating)).collect();
        assert_eq!(points, [(1_000, 1510.0), (2_000, 1510.0), (3_000, 1500.0)]);
        let recent = store
            .recent_rated_games("a", "cruise", 2, &store::Seen::Everywhere)
            .await
            .unwrap();
        let ids: Vec<i64> = recent.iter().map(|g| g.at_ms).collect();
        assert_eq!(ids, [3_000, 2_000], "newest first, at most 2");
        store.close().await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_rate_is_refused_unless_the_game_finishes_between_two_players() {
    for db in backends("rate_refused").await {
        let store = db.open().await;
        let game = store
            .create_game(&new_game(Some("g"), "a", "b", "cruise"))
            .await
            .unwrap();
        let aborted = GameChange::new(game.id, 0, "{}")
            .abort("aborted")
            .rated(1, toy);
        let err = store.commit_game_change(&aborted).await.unwrap_err();
        assert!(matches!(err, StoreError::InvalidInput(_)), "{err}");

        // A game against oneself: the whole change is refused, nothing stored.
        let solo = store
            .create_game(&new_game(Some("g"), "a", "a", "cruise"))
            .await
            .unwrap();
        let change = GameChange::new(solo.id, 0, "{}")
            .finish(GameResult::White, "resignation")
            .rated(1, toy);
        let err = store.commit_game_change(&change).await.unwrap_err();
        assert!(matches!(err, StoreError::InvalidInput(_)), "{err}");
        let rec = store.game(solo.id).await.unwrap().unwrap();
        assert_eq!(rec.version, 0, "{}: the game did not end", db.name);
        assert!(store.player_ratings("a").await.unwrap().is_empty());
        store.close().await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn concurrent_endings_of_one_players_games_apply_one_after_the_other() {
    for db in backends("rated_concurrent").await {
        let store = Arc::new(db.open().await);
        const N: usize = 24;
        let mut ids = Vec::new();
        for i in 0..N {
            let g = store
                .create_game(&new_game(Some("g"), "hub", &format!("p{i}"), "cruise"))
                .await
                .unwrap();
            ids.push(g.id);
        }
        let mut tasks = Vec::new();
        for (i, id) in ids.into_iter().enumerate() {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                let change = GameChange::new(id, 0, "{}")
                    .finish(GameResult::White, "resignation")
                    .rated(10_000 + i as i64, toy);
                store.commit_game_change(&change).await.unwrap()
            }));
        }
        for t in tasks {
            assert!(t.await.unwrap().ratings.is_some());
        }
        let hub = &store.player_ratings("hub").await.unwrap()[0];
        assert_eq!(hub.games, N as i64, "{}: no update was lost", db.name);
        assert_eq!(hub.value.rating, 1500.0 + 10.0 * N as f64, "{}", db.name);
        assert_eq!(hub.best_streak, N as i64);
        // Each game started from the rating the previous one left.
        let mut games = store
            .recent_rated_games("hub", "cruise", N as i64, &store::Seen::Everywhere)
            .await
            .unwrap();
        games.sort_by(|a, b| a.rating_before.total_cmp(&b.rating_before));
        for pair in games.windows(2) {
            assert_eq!(pair[0].rating_after, pair[1].rating_before, "{}", db.name);
        }
        store.close().await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn leaderboard_pages_ranks_and_counts_per_server_and_global() {
    for db in backends("rated_board").await {
        let store = db.open().await;
        // 25 players p00..p24 play three games each against a sparring
        // partner, the first on server g1, the others on g2, and win some;
        // everyone has played three games or more: ranked. 26 on each server.
        let mut t = 0;
        for i in 0..25 {
            let me = format!("p{i:02}");
            for k in 0..3 {
                t += 1;
                let result = if k < i % 4 {
                    GameResult::White
                } else {
                    GameResult::Black
                };
                let guild = if k == 0 { "g1" } else { "g2" };
                rated(&store, Some(guild), &me, "spar", result, t).await;
            }
        }
        // Two provisional players on g1.
        rated(&store, Some("g1"), "new1", "new2", GameResult::Draw, 1_000).await;

        let query = |scope: LeaderboardScope, offset: i64, asker: &str| BoardQuery {
            preset: "cruise".into(),
            scope,
            offset,
            limit: 10,
            since_ms: 0,
            asker: Some(asker.into()),
            seen: Seen::Everywhere,
        };
        let g1 = LeaderboardScope::Guild("g1".into());
        let page1 = store
            .rating_board(&query(g1.clone(), 0, "p05"))
            .await
            .unwrap();
        assert_eq!(page1.ranked, 26, "{}", db.name);
        assert_eq!(page1.provisional, 2, "{}", db.name);
        assert_eq!(page1.lines.len(), 10);
        let ranks: Vec<i64> = page1.lines.iter().map(|l| l.rank).collect();
        assert_eq!(ranks, (1..=10).collect::<Vec<_>>());
        for pair in page1.lines.windows(2) {
            assert!(pair[0].rating >= pair[1].rating, "best first");
        }
        assert!(
            page1
                .lines
                .iter()
                .all(|l| !l.provisional && (l.games == 3 || l.user_id == "spar"))
        );
        assert_eq!(
            page1.lines[0].display_name,
            format!("{} name", page1.lines[0].user_id)
        );
        let page3 = store
            .rating_board(&query(g1.clone(), 20, "p05"))
            .await
            .unwrap();
        assert_eq!(page3.lines.len(), 6);
        assert_eq!(page3.lines[0].rank, 21);

        // The asker's rank agrees with the pages.
        let mut everyone = Vec::new();
        for offset in [0, 10, 20] {
            let page = store
                .rating_board(&query(g1.clone(), offset, "x"))
                .await
                .unwrap();
            everyone.extend(page.lines);
        }
        assert_eq!(everyone.len(), 26);
        let mut names: Vec<&str> = everyone.iter().map(|l| l.user_id.as_str()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 26, "no player on two pages");
        let asker = page1.asker.clone().expect("p05 is on the board");
        let pos = everyone.iter().position(|l| l.user_id == "p05").unwrap();
        assert_eq!(asker.rank, pos as i64 + 1, "{}", db.name);
        assert_eq!(
            store.rating_rank("p05", "cruise", &g1).await.unwrap(),
            Some(asker.rank)
        );
        // Every ranked player's rank is their place on the pages.
        for (i, l) in everyone.iter().enumerate() {
            assert_eq!(
                store.rating_rank(&l.user_id, "cruise", &g1).await.unwrap(),
                Some(i as i64 + 1),
                "{}: {}",
                db.name,
                l.user_id
            );
        }

        // A provisional asker is shown unranked; a stranger not at all.
        let p = store
            .rating_board(&query(g1.clone(), 0, "new1"))
            .await
            .unwrap();
        let new1 = p.asker.expect("new1 has a rating");
        assert!(new1.provisional);
        assert_eq!(new1.rank, 0);
        assert_eq!(
            store.rating_rank("new1", "cruise", &g1).await.unwrap(),
            None
        );
        let p = store
            .rating_board(&query(g1.clone(), 0, "nobody"))
            .await
            .unwrap();
        assert!(p.asker.is_none());

        // Globally the sparring partner is ranked too; on g2 the new players are not there.
        let global = store
            .rating_board(&query(LeaderboardScope::Global, 0, "spar"))
            .await
            .unwrap();
        assert_eq!((global.ranked, global.provisional), (26, 2), "{}", db.name);
        assert!(global.asker.unwrap().rank >= 1);
        let g2 = store
            .rating_board(&query(LeaderboardScope::Guild("g2".into()), 0, "spar"))
            .await
            .unwrap();
        assert_eq!((g2.ranked, g2.provisional), (26, 0));
        let nowhere = store
            .rating_board(&query(LeaderboardScope::Guild("g9".into()), 0, "spar"))
            .await
            .unwrap();
        assert!(nowhere.lines.is_empty() && nowhere.asker.is_none());
        assert_eq!(nowhere.ranked + nowhere.provisional, 0);
        store.close().await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn the_window_start_is_the_rating_before_the_first_game_in_it() {
    for db in backends("rated_window").await {
        let store = db.open().await;
        for (t, result) in [
            (100, GameResult::White),
            (200, GameResult::White),
            (300, GameResult::White),
            (400, GameResult::Black),
        ] {
            rated(&store, None, "a", "b", result, t).await;
        }
        let q = |since_ms| BoardQuery {
            preset: "cruise".into(),
            scope: LeaderboardScope::Global,
            offset: 0,
            limit: 10,
            since_ms,
            asker: Some("a".into()),
            seen: Seen::Everywhere,
        };
        // a: 1510, 1520, 1530, 1520. Since 250: before the game at 300 = 1520.
        let board = store.rating_board(&q(250)).await.unwrap();
        let a = board.lines.iter().find(|l| l.user_id == "a").unwrap();
        assert_eq!(a.rating, 1520.0, "{}", db.name);
        assert_eq!(a.rating_at_window_start, Some(1520.0));
        let board = store.rating_board(&q(150)).await.unwrap();
        assert_eq!(board.asker.unwrap().rating_at_window_start, Some(1510.0));
        let board = store.rating_board(&q(500)).await.unwrap();
        assert_eq!(board.asker.unwrap().rating_at_window_start, None);
        store.close().await;
        db.cleanup().await;
    }
}

#[tokio::test]
async fn rebuild_replays_the_rated_games_in_order_and_is_idempotent() {
    for db in backends("rated_rebuild").await {
        let store = db.open().await;
        rated(&store, Some("g1"), "a", "b", GameResult::White, 100).await;
        rated(&store, Some("g1"), "b", "c", GameResult::Draw, 200).await;
        rated(&store, Some("g2"), "c", "a", GameResult::Black, 300).await;
        rated(&store, None, "a", "b", GameResult::Black, 400).await;
        // Everyone becomes ranked (the RD falls under 110) part way: the
        // counts of ranked and provisional players move on every server.
        for t in 0..4 {
            rated(&store, Some("g2"), "a", "b", GameResult::Draw, 410 + t).await;
        }
        let snapshot = |store: &Store| {
            let store = store.clone();
            async move {
                let mut out = Vec::new();
                for u in ["a", "b", "c"] {
                    out.push(format!("{:?}", store.player_ratings(u).await.unwrap()));
                    out.push(format!(
                        "{:?}",
                        store
                            .rating_history(u, &store::Seen::Everywhere)
                            .await
                            .unwrap()
                    ));
                    out.push(format!(
                        "{:?}",
                        store
                            .recent_rated_games(u, "cruise", 10, &store::Seen::Everywhere)
                            .await
                            .unwrap()
                    ));
                    for g in ["g1", "g2"] {
                        let scope = LeaderboardScope::Guild(g.into());
                        out.push(format!(
                            "{:?}",
                            store.rating_rank(u, "cruise", &scope).await.unwrap()
                        ));
                    }
                }
                for scope in [
                    LeaderboardScope::Global,
                    LeaderboardScope::Guild("g1".into()),
                    LeaderboardScope::Guild("g2".into()),
                ] {
                    let board = store
                        .rating_board(&BoardQuery {
                            preset: "cruise".into(),
                            scope,
                            offset: 0,
                            limit: 10,
                            since_ms: 0,
                            asker: None,
                            seen: Seen::Everywhere,
                        })
                        .await
                        .unwrap();
                    out.push(format!("{board:?}"));
                }
                out
            }
        };
        let incremental = snapshot(&store).await;
        let global = &incremental[incremental.len() - 3];
        assert!(
            global.contains("ranked: 3, provisional: 0"),
            "all three became ranked: {global}"
        );

        // Another system first: everything changes.
        store.rebuild_ratings(other, &mut |_| {}).await.unwrap();
        assert_ne!(snapshot(&store).await, incremental, "{}", db.name);

        // The original system again: exactly what the games wrote, twice.
        let mut seen = Vec::new();
        let summary = store
            .rebuild_ratings(toy, &mut |p| seen.push(p))
            .await
            .unwrap();
        assert_eq!(summary.games, 8);
        assert_eq!(summary.ratings, 3);
        assert_eq!(snapshot(&store).await, incremental, "{}", db.name);
        assert!(seen.contains(&RebuildProgress::Replaying { done: 8, total: 8 }));
        assert!(
            matches!(seen.last(), Some(RebuildProgress::Writing { done, total }) if done == total),
            "{seen:?}"
        );
        store.rebuild_ratings(toy, &mut |_| {}).await.unwrap();
        assert_eq!(snapshot(&store).await, incremental, "{}", db.name);

        // Games finishing after a rebuild go on from the rebuilt ratings.
        let (_, ups) = rated(&store, Some("g1"), "a", "c", GameResult::White, 500).await;
        let a = &store.player_ratings("a").await.unwrap()[0];
        assert_eq!(ups[0].before.rating + 10.0, a.value.rating);
        store.close().await;
        db.cleanup().await;
    }
}

/// Every row of the rating tables, all columns, in key order (floats
/// exactly, in their shortest round-trip form). Counts of no players are
/// left out: the games leave them at 0 where a rebuild writes no row.
async fn rating_tables(url: &str) -> Vec<String> {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let mut out = Vec::new();
    for (table, key) in [
        ("ratings", "user_id, preset"),
        ("rating_history", "user_id, preset, at_ms, game_id"),
        ("rating_servers", "user_id, preset, guild_id"),
        ("rating_counts", "preset, guild_id, ranked"),
    ] {
        let only = if table == "rating_counts" {
            "WHERE players <> 0"
        } else {
            ""
        };
        let rows = sqlx::query(&format!("SELECT * FROM {table} {only} ORDER BY {key}"))
            .fetch_all(&pool)
            .await
            .unwrap();
        for row in &rows {
            let values: Vec<String> = (0..row.len())
                .map(|i| {
                    if let Ok(v) = row.try_get::<Option<i64>, _>(i) {
                        format!("{v:?}")
                    } else if let Ok(v) = row.try_get::<Option<f64>, _>(i) {
                        format!("{v:?}")
                    } else {
                        format!("{:?}", row.try_get::<Option<String>, _>(i).unwrap())
                    }
                })
                .collect();
            out.push(format!("{table}: {}", values.join(" | ")));
        }
    }
    pool.close().await;
    out
}

/// The rebuild writes exactly the rows the games wrote one by one (every
/// column of every rating table, the counts too), for many players,
/// presets and servers, games rated at the same time included, with more
/// history rows than one of SQLite's multi-row statements takes (2,200
/// against 1,024); a second rebuild changes nothing.
#[tokio::test]
async fn rebuild_writes_exactly_what_the_games_wrote() {
    for db in backends("rebuild_exact").await {
        let store = db.open().await;
        let mut seed = 0x2545_f491_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for i in 0..1_100 {
            let white = next(12);
            let black = (white + 1 + next(11)) % 12;
            let guild = match next(4) {
                0 => None,
                g => Some(format!("g{g}")),
            };
            // Some games share their time: the id orders them.
            let at_ms = 1_000 + (i / 3) * 10;
            let game = store
                .create_game(&new_game(
                    guild.as_deref(),
                    &format!("p{white}"),
                    &format!("p{black}"),
                    ["cruise", "chess", "pawns"][next(3) as usize],
                ))
                .await
                .unwrap();
            let result = [GameResult::White, GameResult::Black, GameResult::Draw][next(3) as usize];
            let change = GameChange::new(game.id, 0, "{}")
                .finish(result, "resignation")
                .rated(at_ms as i64, toy);
            store.commit_game_change(&change).await.unwrap();
        }
        let incremental = rating_tables(&db.url).await;
        assert!(
            incremental.len() > 2_200,
            "{}: {}",
            db.name,
            incremental.len()
        );
        assert!(
            incremental
                .iter()
                .any(|r| r.starts_with("rating_counts: ") && r.contains("\"g3\"")),
            "{}",
            db.name
        );

        let summary = store.rebuild_ratings(toy, &mut |_| {}).await.unwrap();
        assert_eq!(summary.games, 1_100);
        let rebuilt = rating_tables(&db.url).await;
        let missing: Vec<_> = incremental
            .iter()
            .filter(|r| !rebuilt.contains(r))
            .collect();
        let extra: Vec<_> = rebuilt
            .iter()
            .filter(|r| !incremental.contains(r))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: rows the rebuild lacks: {missing:#?}, rows it adds: {extra:#?}",
            db.name
        );
        for (a, b) in incremental.iter().zip(&rebuilt) {
            assert_eq!(a, b, "{}", db.name);
        }
        store.rebuild_ratings(toy, &mut |_| {}).await.unwrap();
        assert_eq!(rating_tables(&db.url).await, incremental, "{}", db.name);
        store.close().await;
        db.cleanup().await;
    }
}

/// A rebuild that fails part way (a rated game between a player and
/// themself) changes nothing, and leaves the indexes it drops for its
/// writes in place.
#[tokio::test]
async fn a_failed_rebuild_changes_nothing() {
    for db in backends("rebuild_fails").await {
        let store = db.open().await;
        for (i, (w, b)) in [("a", "b"), ("b", "c"), ("c", "a")].into_iter().enumerate() {
            rated(&store, Some("g1"), w, b, GameResult::White, 100 * i as i64).await;
        }
        let before = rating_tables(&db.url).await;
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
        sqlx::query("UPDATE games SET black_id = white_id WHERE rated_at_ms = 200")
            .execute(&pool)
            .await
            .unwrap();
        let err = store.rebuild_ratings(other, &mut |_| {}).await.unwrap_err();
        assert!(matches!(err, StoreError::Corrupt(_)), "{}: {err}", db.name);
        assert_eq!(rating_tables(&db.url).await, before, "{}", db.name);
        let catalog = if db.name == "sqlite" {
            "SELECT CAST(COUNT(*) AS BIGINT) FROM sqlite_master WHERE type = 'index' \
             AND name IN ('ratings_rank', 'rating_servers_rank')"
        } else {
            "SELECT CAST(COUNT(*) AS BIGINT) FROM pg_indexes WHERE schemaname = current_schema() \
             AND indexname IN ('ratings_rank', 'rating_servers_rank')"
        };
        let kept: i64 = sqlx::query_scalar(catalog).fetch_one(&pool).await.unwrap();
        assert_eq!(kept, 2, "{}", db.name);
        pool.close().await;
        store.close().await;
        db.cleanup().await;
    }
}

/// An in-memory database rebuilds too (the rebuild's own connection opens
/// the same database).
#[tokio::test]
async fn an_in_memory_database_rebuilds() {
    let store = Store::connect("sqlite::memory:").await.unwrap();
    rated(&store, Some("g1"), "a", "b", GameResult::White, 100).await;
    rated(&store, Some("g1"), "b", "a", GameResult::Draw, 200).await;
    let before = store.player_ratings("a").await.unwrap();
    store.rebuild_ratings(other, &mut |_| {}).await.unwrap();
    assert_ne!(store.player_ratings("a").await.unwrap(), before);
    let summary = store.rebuild_ratings(toy, &mut |_| {}).await.unwrap();
    assert_eq!((summary.games, summary.ratings), (2, 2));
    assert_eq!(store.player_ratings("a").await.unwrap(), before);
    // And another in-memory store is another database.
    let other_store = Store::connect("sqlite::memory:").await.unwrap();
    assert!(other_store.player_ratings("a").await.unwrap().is_empty());
    store.close().await;
}

/// A database made by the previous release (migrations up to 0006, with
/// its first draft of the rating tables and a finished game) opens with
/// this one: 0007 replaces the draft tables and rated games work.
#[tokio::test]
async fn a_database_from_before_0007_upgrades() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let url = format!("sqlite://{}", path.display());
    {
        let options = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&path)
            .create_if_missing(true);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations/sqlite");
        let mut old = sqlx::migrate::Migrator::new(dir).await.unwrap();
        let before: Vec<_> = old
            .migrations
            .iter()
            .filter(|m| m.version <= 6)
            .cloned()
            .collect();
        assert_eq!(before.last().map(|m| m.version), Some(6));
        old.migrations = before.into();
        old.run(&pool).await.unwrap();
        // The draft table of 0006 is there (empty, as every release left it).
        sqlx::query("SELECT user_id, rating, rd, volatility, updated_days, games FROM ratings")
            .fetch_all(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    let store = Store::connect(&url).await.expect("0007 applies");
    let (_, ups) = rated(&store, Some("g1"), "a", "b", GameResult::Black, 5_000).await;
    assert_eq!(ups[1].after.rating, 1510.0);
    let board = store
        .rating_board(&BoardQuery {
            preset: "cruise".into(),
            scope: LeaderboardScope::Guild("g1".into()),
            offset: 0,
            limit: 10,
            since_ms: 0,
            asker: Some("b".into()),
            seen: Seen::Everywhere,
        })
        .await
        .unwrap();
    assert_eq!((board.ranked, board.provisional), (0, 2));
    assert_eq!(board.asker.map(|a| a.games), Some(1));
    store.close().await;
}

/// Another server's games stay there: a player's games, counters, streaks,
/// best win and history as a reader in server `b`, outside any server,
/// and after server `a` turns its pages on. Games without a server are in
/// no public server, and a public server's games in a channel `@everyone`
/// cannot view are not public either.
#[tokio::test]
async fn a_reader_sees_only_their_servers_and_public_servers_games() {
    for db in backends("seen_games").await {
        let store = db.open().await;
        let n = db.name;
        // p: in `a` a win then a win (streak 2), in `b` a draw, in `c`
        // (public) a loss, without a server a win.
        store.set_web_public("c", true).await.unwrap();
        let (a1, _) = rated(&store, Some("a"), "p", "x", GameResult::White, 1_000).await;
        let (a2, _) = rated(&store, Some("a"), "p", "y", GameResult::White, 2_000).await;
        let (b1, _) = rated(&store, Some("b"), "p", "x", GameResult::Draw, 3_000).await;
        let (c1, _) = rated(&store, Some("c"), "z", "p", GameResult::White, 4_000).await;
        let (d1, _) = rated(&store, None, "p", "z", GameResult::White, 5_000).await;

        let ids = |games: Vec<store::RatedGameRecord>| -> Vec<i64> {
            games.into_iter().map(|g| g.game_id).collect()
        };
        let counts =
            |r: &store::PlayerRating| (r.games, r.wins, r.draws, r.losses, r.streak, r.best_streak);
        let all = store.player_ratings("p").await.unwrap().remove(0);
        assert_eq!(counts(&all), (5, 3, 1, 1, 1, 2), "{n}");

        let in_b = Seen::InServer("b".into());
        let recent = store.recent_rated_games("p", "cruise", 10, &in_b).await;
        assert_eq!(
            ids(recent.unwrap()),
            [c1, b1],
            "{n}: b's and c's games only"
        );
        let seen = store
            .player_ratings_seen("p", &in_b)
            .await
            .unwrap()
            .remove(0);
        assert_eq!(counts(&seen), (2, 0, 1, 1, 0, 0), "{n}");
        assert!(seen.best_win.is_none(), "{n}: both wins are a's");
        assert_eq!(seen.value, all.value, "{n}: the rating is global");
        let history = store.rating_history("p", &in_b).await.unwrap();
        let at: Vec<i64> = history.iter().map(|h| h.at_ms).collect();
        assert_eq!(at, [3_000, 4_000], "{n}");

        // Outside any server (and on the web site): public servers only.
        for seen in [
            Seen::Public,
            Seen::from_guild(None),
            Seen::from_guild(Some("")),
        ] {
            let recent = store.recent_rated_games("p", "cruise", 10, &seen).await;
            assert_eq!(ids(recent.unwrap()), [c1], "{n}: {seen:?}");
            let line = store
                .player_ratings_seen("p", &seen)
                .await
                .unwrap()
                .remove(0);
            assert_eq!(counts(&line), (1, 0, 0, 1, 0, 0), "{n}: {seen:?}");
        }
        // In a: its two wins (a streak of 2) and c's loss.
        let in_a = Seen::from_guild(Some("a"));
        let line = store
            .player_ratings_seen("p", &in_a)
            .await
            .unwrap()
            .remove(0);
        assert_eq!(counts(&line), (3, 2, 0, 1, 0, 2), "{n}");
        // (Both opponents new: the first win is the best; globally it is
        // the win over z, who had beaten p, in no server.)
        assert_eq!(line.best_win.map(|w| w.game_id), Some(a1), "{n}");
        assert_eq!(all.best_win.map(|w| w.game_id), Some(d1), "{n}");

        // a turns its pages on: b sees a's games too; never the one
        // without a server.
        store.set_web_public("a", true).await.unwrap();
        let recent = store.recent_rated_games("p", "cruise", 10, &in_b).await;
        assert_eq!(ids(recent.unwrap()), [c1, b1, a2, a1], "{n}");
        let line = store
            .player_ratings_seen("p", &in_b)
            .await
            .unwrap()
            .remove(0);
        assert_eq!(counts(&line), (4, 2, 1, 1, 0, 2), "{n}");
        let every = store
            .recent_rated_games("p", "cruise", 10, &Seen::Everywhere)
            .await;
        assert_eq!(ids(every.unwrap()), [d1, c1, b1, a2, a1], "{n}");

        // Channel `c` (every game's here) turns private (@everyone cannot
        // view it): no public server's game there is seen; a reader in b
        // still sees b's own.
        store
            .set_private_channels("a", &["c".to_string()])
            .await
            .unwrap();
        assert!(store.channel_private("c").await.unwrap(), "{n}");
        let recent = store.recent_rated_games("p", "cruise", 10, &in_b).await;
        assert_eq!(ids(recent.unwrap()), [b1], "{n}");
        let recent = store
            .recent_rated_games("p", "cruise", 10, &Seen::Public)
            .await;
        assert!(ids(recent.unwrap()).is_empty(), "{n}");
        let line = store.player_ratings_seen("p", &Seen::Public).await.unwrap();
        assert_eq!(line[0].games, 0, "{n}: no public game counts");
        // A server's whole list replaces the one before; one channel can be
        // opened and closed.
        store.set_private_channels("a", &[]).await.unwrap();
        assert!(!store.channel_private("c").await.unwrap(), "{n}");
        store.set_channel_private("a", "c", true).await.unwrap();
        assert!(store.channel_private("c").await.unwrap(), "{n}");
        store.set_channel_private("a", "c", false).await.unwrap();
        let recent = store
            .recent_rated_games("p", "cruise", 10, &Seen::Public)
            .await;
        assert_eq!(ids(recent.unwrap()), [c1, a2, a1], "{n}: public again");
        db.cleanup().await;
    }
}

/// A leaderboard line counts the games its reader may see (issue 44,
/// contract 4): a reader in server `b` sees `b`'s and public `c`'s games,
/// the web site (outside any server) `c`'s only; the 7-day change is that
/// of those games; the rating is global.
#[tokio::test]
async fn a_leaderboard_line_counts_only_the_games_its_reader_may_see() {
    for db in backends("seen_board").await {
        let store = db.open().await;
        let n = db.name;
        store.set_web_public("c", true).await.unwrap();
        rated(&store, Some("a"), "p", "x", GameResult::White, 1_000).await;
        rated(&store, Some("a"), "p", "y", GameResult::White, 2_000).await;
        rated(&store, Some("b"), "p", "x", GameResult::Draw, 3_000).await;
        let (c1, _) = rated(&store, Some("c"), "z", "p", GameResult::White, 4_000).await;
        let line = |seen: Seen, since_ms: i64| {
            let store = store.clone();
            async move {
                store
                    .rating_board(&BoardQuery {
                        preset: "cruise".into(),
                        scope: LeaderboardScope::Global,
                        offset: 0,
                        limit: 10,
                        since_ms,
                        asker: Some("p".into()),
                        seen,
                    })
                    .await
                    .unwrap()
                    .asker
                    .expect("p's own line")
            }
        };
        let all = line(Seen::Everywhere, 0).await;
        assert_eq!(all.games, 4, "{n}");
        let in_b = line(Seen::InServer("b".into()), 0).await;
        assert_eq!(in_b.games, 2, "{n}: b's and c's games");
        assert_eq!(in_b.rating, all.rating, "{n}: the rating is global");
        let public = line(Seen::Public, 0).await;
        assert_eq!(public.games, 1, "{n}: c's game only");
        // The change a public reader sees is c's game's.
        let c_game = store
            .recent_rated_games("p", "cruise", 10, &Seen::Public)
            .await
            .unwrap();
        assert_eq!(c_game[0].game_id, c1, "{n}");
        let change = public.rating - public.rating_at_window_start.expect("a game in the window");
        let c_change = c_game[0].rating_after - c_game[0].rating_before;
        assert!(
            (change - c_change).abs() < 1e-9,
            "{n}: {change} vs {c_change}"
        );
        // A window after c's game: nothing seen in it, no change shown.
        assert_eq!(
            line(Seen::Public, 4_500).await.rating_at_window_start,
            None,
            "{n}"
        );
        // Everywhere: the rating before the window's first game (b's draw).
        let since_b = line(Seen::Everywhere, 2_500).await;
        assert!(since_b.rating_at_window_start.is_some(), "{n}");
        store.close().await;
        db.cleanup().await;
    }
}
