//! Puzzles on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL: stored once
//! per game and ply, offered only where their game may be shown, one open
//! attempt per member and one rated attempt per puzzle, an attempt finished
//! once with both ratings, the best streak kept, the daily puzzle chosen
//! and claimed once.

use crate::support;

use store::{
    AttemptKind, AttemptStatus, FinishAttempt, Glicko, NewAttempt, NewGame, NewPuzzle, Place,
    PlayerRef, StoreError,
};
use support::backends;

fn new_game(guild: &str, channel: &str) -> NewGame {
    NewGame {
        place: Place {
            guild: Some(guild.into()),
            channel: channel.into(),
            thread: None,
        },
        preset: "chess".into(),
        king_strikes: true,
        intercept_seconds: 30,
        time_control: "none".into(),
        white: PlayerRef::new("w", "alice"),
        black: PlayerRef::new("b", "bob"),
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        snapshot: r#"{"moves":[]}"#.into(),
    }
}

const NEW: Glicko = Glicko {
    rating: 1500.0,
    rd: 500.0,
    volatility: 0.09,
    updated_days: None,
};

fn puzzle(ply: i64, rating: f64) -> NewPuzzle {
    NewPuzzle {
        game_id: 0,
        ply,
        fen: format!("fen {ply}"),
        moves: "e2e4 e7e5".into(),
        themes: "mate,mateIn1".into(),
        glicko: Glicko { rating, ..NEW },
    }
}

fn attempt(user: &str, puzzle_id: i64, kind: AttemptKind, rated: bool) -> NewAttempt {
    NewAttempt {
        user: PlayerRef::new(user, user.to_uppercase()),
        puzzle_id,
        guild_id: "g1".into(),
        channel_id: "c".into(),
        thread_id: None,
        kind,
        rated,
        streak_id: None,
        streak: 0,
        started_at_ms: 1_000,
    }
}

#[tokio::test]
async fn puzzles_are_stored_once_and_offered_where_their_game_may_be_shown() {
    for db in backends("puzzles_offered").await {
        let store = db.open().await;
        let here = store.create_game(&new_game("g1", "c1")).await.unwrap().id;
        let public = store.create_game(&new_game("g2", "c2")).await.unwrap().id;
        let hidden = store.create_game(&new_game("g3", "c3")).await.unwrap().id;
        assert!(!store.game_mined(here).await.unwrap());
        let added = store
            .save_mined_game(here, &[puzzle(5, 1400.0), puzzle(9, 1800.0)], 10)
            .await
            .unwrap();
        assert_eq!(added, 2, "{}", db.name);
        // Mined again: nothing new.
        let again = store
            .save_mined_game(here, &[puzzle(5, 1400.0)], 20)
            .await
            .unwrap();
        assert_eq!(again, 0, "{}", db.name);
        assert!(store.game_mined(here).await.unwrap());
        let stored = store.puzzles_of_game(here).await.unwrap();
        assert_eq!(stored.len(), 2);
        assert_eq!(stored[0].ply, 5);
        assert_eq!(stored[0].guild_id.as_deref(), Some("g1"));
        assert_eq!(
            (stored[0].white_name.as_str(), stored[0].black_name.as_str()),
            ("alice", "bob")
        );
        assert_eq!(stored[0].preset, "chess");

        store
            .save_mined_game(public, &[puzzle(3, 1500.0)], 10)
            .await
            .unwrap();
        store
            .save_mined_game(hidden, &[puzzle(3, 1500.0)], 10)
            .await
            .unwrap();
        store.set_web_public("g2", true).await.unwrap();
        let public_id = store.puzzles_of_game(public).await.unwrap()[0].id;
        let hidden_id = store.puzzles_of_game(hidden).await.unwrap()[0].id;
        assert!(store.puzzle_offered_in(public_id, "g1").await.unwrap());
        assert!(
            !store.puzzle_offered_in(hidden_id, "g1").await.unwrap(),
            "{}",
            db.name
        );
        assert!(store.puzzle_offered_in(hidden_id, "g3").await.unwrap());
        // A private channel of a public server keeps its games there.
        store.set_channel_private("g2", "c2", true).await.unwrap();
        assert!(!store.puzzle_offered_in(public_id, "g1").await.unwrap());
        store.set_channel_private("g2", "c2", false).await.unwrap();

        // Nearest the member's rating first, never one they attempted.
        let near = store.puzzle_near("g1", "m", 1790.0).await.unwrap().unwrap();
        assert_eq!((near.game_id, near.ply), (here, 9), "{}", db.name);
        let a = store
            .start_puzzle_attempt(&attempt("m", near.id, AttemptKind::Puzzle, true))
            .await
            .unwrap();
        let next = store.puzzle_near("g1", "m", 1790.0).await.unwrap().unwrap();
        assert_ne!(next.id, near.id);
        // Rising difficulty for a streak.
        let lowest = store
            .puzzle_at_least("g1", 1450.0, &[])
            .await
            .unwrap()
            .unwrap();
        assert_eq!(lowest.glicko.rating, 1500.0);
        let none = store.puzzle_at_least("g1", 1900.0, &[]).await.unwrap();
        assert_eq!(none, None);
        assert_eq!(a.status, AttemptStatus::Open);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn an_attempt_is_rated_once_and_the_best_streak_kept() {
    for db in backends("puzzle_attempts").await {
        let store = db.open().await;
        let game = store.create_game(&new_game("g1", "c1")).await.unwrap().id;
        store
            .save_mined_game(game, &[puzzle(5, 1500.0), puzzle(7, 1600.0)], 10)
            .await
            .unwrap();
        let ids: Vec<i64> = store
            .puzzles_of_game(game)
            .await
            .unwrap()
            .iter()
            .map(|p| p.id)
            .collect();
        let a = store
            .start_puzzle_attempt(&attempt("m", ids[0], AttemptKind::Puzzle, true))
            .await
            .unwrap();
        // One open attempt per member.
        let open_twice = store
            .start_puzzle_attempt(&attempt("m", ids[1], AttemptKind::Puzzle, true))
            .await;
        assert!(
            matches!(open_twice, Err(StoreError::PuzzleAttemptTaken { .. })),
            "{}: {open_twice:?}",
            db.name
        );
        assert_eq!(
            store.open_puzzle_attempt("m").await.unwrap().unwrap().id,
            a.id
        );
        assert!(store.advance_puzzle_attempt(a.id, 0, 1).await.unwrap());
        assert!(!store.advance_puzzle_attempt(a.id, 0, 1).await.unwrap());
        let after = Glicko {
            rating: 1700.0,
            rd: 300.0,
            volatility: 0.09,
            updated_days: Some(20_000.0),
        };
        let finish = FinishAttempt {
            attempt_id: a.id,
            solved: true,
            at_ms: 2_000,
            member: Some((NEW, after)),
            puzzle: Some(Glicko {
                rating: 1400.0,
                ..after
            }),
            streak: None,
        };
        assert!(store.finish_puzzle_attempt(&finish).await.unwrap());
        // Finished once: a second finish writes nothing.
        assert!(
            !store.finish_puzzle_attempt(&finish).await.unwrap(),
            "{}",
            db.name
        );
        let player = store.puzzle_player("m").await.unwrap().unwrap();
        assert_eq!((player.glicko.rating, player.plays), (1700.0, 1));
        assert_eq!(
            store.puzzle(ids[0]).await.unwrap().unwrap().glicko.rating,
            1400.0
        );
        assert_eq!(store.puzzle(ids[0]).await.unwrap().unwrap().plays, 1);
        let done = store.puzzle_attempt(a.id).await.unwrap().unwrap();
        assert_eq!(done.status, AttemptStatus::Solved);
        assert_eq!(done.rating_after, Some(1700.0));
        // A second rated attempt of the same puzzle is refused.
        let rated_twice = store
            .start_puzzle_attempt(&attempt("m", ids[0], AttemptKind::Puzzle, true))
            .await;
        assert!(matches!(
            rated_twice,
            Err(StoreError::PuzzleAttemptTaken { .. })
        ));
        assert!(store.attempted_puzzle("m", ids[0]).await.unwrap());
        assert!(!store.attempted_puzzle("m", ids[1]).await.unwrap());
        // The leaderboard of the server where it was rated.
        let board = store.puzzle_leaderboard("g1", 0, 10).await.unwrap();
        assert_eq!(board.len(), 1);
        assert_eq!(board[0].display_name, "M");
        assert!(
            store
                .puzzle_leaderboard("g2", 0, 10)
                .await
                .unwrap()
                .is_empty()
        );
        // Streaks: the best is kept, never lowered.
        let s = store
            .start_puzzle_attempt(&attempt("m", ids[1], AttemptKind::Streak, false))
            .await
            .unwrap();
        assert_eq!(s.streak_id, Some(s.id), "{}", db.name);
        store.keep_best_streak("m", 3).await.unwrap();
        store.keep_best_streak("m", 2).await.unwrap();
        assert_eq!(
            store.puzzle_player("m").await.unwrap().unwrap().best_streak,
            3
        );
        assert_eq!(store.streak_puzzles(s.id).await.unwrap(), vec![ids[1]]);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn the_daily_puzzle_is_chosen_and_posted_once() {
    for db in backends("puzzle_daily").await {
        let store = db.open().await;
        assert_eq!(store.daily_puzzle("g1", 100).await.unwrap(), None);
        let game = store.create_game(&new_game("g1", "c1")).await.unwrap().id;
        store
            .save_mined_game(game, &[puzzle(5, 1900.0), puzzle(7, 1550.0)], 10)
            .await
            .unwrap();
        let first = store.daily_puzzle("g1", 100).await.unwrap().unwrap();
        assert_eq!(first.puzzle.ply, 7, "nearest 1500 on {}", db.name);
        assert_eq!(
            store
                .daily_puzzle("g1", 100)
                .await
                .unwrap()
                .unwrap()
                .puzzle
                .id,
            first.puzzle.id
        );
        // The next day: another puzzle.
        let next = store.daily_puzzle("g1", 101).await.unwrap().unwrap();
        assert_ne!(next.puzzle.id, first.puzzle.id);
        assert!(store.claim_daily_post("g1", 100, 5).await.unwrap());
        assert!(
            !store.claim_daily_post("g1", 100, 6).await.unwrap(),
            "{}",
            db.name
        );
        assert_eq!(
            store
                .daily_puzzle("g1", 100)
                .await
                .unwrap()
                .unwrap()
                .posted_at_ms,
            Some(5)
        );
        // Settings.
        assert_eq!(
            store.daily_puzzle_setting("g1").await.unwrap(),
            (None, None)
        );
        store
            .set_daily_puzzle("g1", Some("c9"), Some(600))
            .await
            .unwrap();
        assert_eq!(
            store.daily_puzzle_setting("g1").await.unwrap(),
            (Some("c9".to_string()), Some(600))
        );
        let servers = store.daily_puzzle_servers().await.unwrap();
        assert_eq!(servers.len(), 1);
        assert_eq!(servers[0].minute, 600);
        let a = store
            .start_puzzle_attempt(&attempt("m", first.puzzle.id, AttemptKind::Daily, true))
            .await
            .unwrap();
        store
            .finish_puzzle_attempt(&FinishAttempt {
                attempt_id: a.id,
                solved: true,
                at_ms: 3,
                member: None,
                puzzle: None,
                streak: None,
            })
            .await
            .unwrap();
        assert_eq!(
            store.daily_solvers("g1", first.puzzle.id).await.unwrap(),
            vec![("m".to_string(), "M".to_string())]
        );
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_servers_recent_puzzles_are_newest_first_and_none_of_a_private_channel() {
    for db in backends("puzzles_recent").await {
        let store = db.open().await;
        let name = db.name;
        let first = store.create_game(&new_game("g1", "c1")).await.unwrap().id;
        let second = store.create_game(&new_game("g1", "c4")).await.unwrap().id;
        let staff = store
            .create_game(&new_game("g1", "staff"))
            .await
            .unwrap()
            .id;
        let elsewhere = store.create_game(&new_game("g2", "c2")).await.unwrap().id;
        store
            .save_mined_game(first, &[puzzle(5, 1500.0), puzzle(9, 1500.0)], 10)
            .await
            .unwrap();
        store
            .save_mined_game(second, &[puzzle(3, 1500.0)], 20)
            .await
            .unwrap();
        store
            .save_mined_game(staff, &[puzzle(4, 1500.0)], 30)
            .await
            .unwrap();
        store
            .save_mined_game(elsewhere, &[puzzle(4, 1500.0)], 40)
            .await
            .unwrap();
        store
            .set_channel_private("g1", "staff", true)
            .await
            .unwrap();
        let recent = store.recent_puzzles_of_server("g1", 10).await.unwrap();
        let seen: Vec<(i64, i64)> = recent.iter().map(|p| (p.game_id, p.ply)).collect();
        // Newest first (the same time: the later id first); not the staff
        // channel's, not another server's.
        assert_eq!(seen, [(second, 3), (first, 9), (first, 5)], "{name}");
        assert_eq!(recent[0].white_name, "alice", "{name}");
        let two = store.recent_puzzles_of_server("g1", 2).await.unwrap();
        assert_eq!(two.len(), 2, "{name}");
        assert!(
            store
                .recent_puzzles_of_server("g9", 10)
                .await
                .unwrap()
                .is_empty()
        );
        db.cleanup().await;
    }
}
