//! Stored analyses on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL: one
//! per game and version, the first kept when the same one is saved twice,
//! another version stored beside it.

use crate::support;

use store::{NewAnalysis, NewGame, Place, PlayerRef};
use support::backends;

fn new_game(channel: &str) -> NewGame {
    NewGame {
        place: Place {
            guild: Some("g".into()),
            channel: channel.into(),
            thread: None,
        },
        preset: "cruise".into(),
        king_strikes: true,
        intercept_seconds: 30,
        time_control: "none".into(),
        white: PlayerRef::new("a", "A"),
        black: PlayerRef::new("b", "B"),
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        snapshot: r#"{"moves":[]}"#.into(),
    }
}

fn analysis(game_id: i64, version: &str, body: &str, at: i64) -> NewAnalysis {
    NewAnalysis {
        game_id,
        version: version.into(),
        body: body.into(),
        created_at_ms: at,
    }
}

#[tokio::test]
async fn an_analysis_is_stored_once_per_game_and_version() {
    for db in backends("analyses").await {
        let store = db.open().await;
        let game = store.create_game(&new_game("c1")).await.unwrap().id;
        let other = store.create_game(&new_game("c2")).await.unwrap().id;
        assert_eq!(
            store.analysis(game, "v1").await.unwrap(),
            None,
            "{}",
            db.name
        );

        let first = analysis(game, "v1", r#"{"first":true}"#, 1_000);
        assert!(store.save_analysis(&first).await.unwrap(), "{}", db.name);
        // The same analysis finished twice: the first stays.
        let second = analysis(game, "v1", r#"{"first":false}"#, 2_000);
        assert!(!store.save_analysis(&second).await.unwrap(), "{}", db.name);
        assert_eq!(
            store.analysis(game, "v1").await.unwrap(),
            Some(first.clone()),
            "{}",
            db.name
        );
        // After an engine change: a new analysis beside the old one.
        let newer = analysis(game, "v2", r#"{"v":2}"#, 3_000);
        assert!(store.save_analysis(&newer).await.unwrap(), "{}", db.name);
        assert_eq!(
            store.analysis(game, "v2").await.unwrap(),
            Some(newer.clone())
        );
        assert_eq!(
            store.analyses_of(game).await.unwrap(),
            vec![newer, first],
            "newest first on {}",
            db.name
        );
        assert_eq!(store.analysis(other, "v1").await.unwrap(), None);
        assert!(store.analyses_of(other).await.unwrap().is_empty());
        // A game that does not exist has no analysis to store.
        assert!(
            store
                .save_analysis(&analysis(game + other + 100, "v1", "{}", 1))
                .await
                .is_err(),
            "{}",
            db.name
        );
        drop(store);
        db.cleanup().await;
    }
}
