//! The outbox on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL: posts
//! written with a game change exist exactly when the change committed;
//! each lane is delivered in order, a failed head holds its lane (not the
//! others) until its retry time; delivered posts are purged; the stats
//! count what waits. Everything survives reopening the database.

mod support;

use store::{GameChange, NewGame, NewPost, Place, PlayerRef, StoreError};
use support::backends;

fn new_game(channel: &str) -> NewGame {
    NewGame {
        place: Place {
            guild: Some("g".into()),
            channel: channel.to_string(),
            thread: None,
        },
        preset: "cruise".into(),
        king_strikes: true,
        intercept_seconds: 30,
        time_control: "10+5".into(),
        white: PlayerRef::new("w", "White"),
        black: PlayerRef::new("b", "Black"),
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        snapshot: r#"{"moves":[]}"#.into(),
    }
}

fn payloads(posts: &[store::Post]) -> Vec<&str> {
    posts.iter().map(|p| p.payload.as_str()).collect()
}

#[tokio::test]
async fn posts_commit_with_their_change_and_only_then() {
    for db in backends("outbox_commit").await {
        let store = db.open().await;
        let game = store.create_game(&new_game("c1")).await.unwrap();
        let change = GameChange::new(game.id, 0, "{}")
            .event("move", "e4")
            .post(NewPost::new("thread-1", "board after e4").for_game(game.id))
            .post(NewPost::new("thread-1", "question on e5").for_game(game.id));
        store.commit_game_change(&change).await.unwrap();

        // A change computed from an outdated version writes nothing, posts
        // included.
        let stale = GameChange::new(game.id, 0, "{}")
            .event("move", "d4")
            .post(NewPost::new("thread-1", "board after d4").for_game(game.id));
        let refused = store.commit_game_change(&stale).await;
        assert!(
            matches!(refused, Err(StoreError::VersionConflict { .. })),
            "{}: {refused:?}",
            db.name
        );
        let waiting = store.undelivered_posts().await.unwrap();
        assert_eq!(
            payloads(&waiting),
            ["board after e4", "question on e5"],
            "{}",
            db.name
        );
        assert!(waiting.iter().all(|p| p.game_id == Some(game.id)));
        assert_ne!(waiting[0].nonce(), waiting[1].nonce());

        // Still owed after a restart.
        drop(store);
        let store = db.open().await;
        assert_eq!(
            store.undelivered_posts().await.unwrap().len(),
            2,
            "{}",
            db.name
        );
        db.cleanup().await;
    }
}

#[tokio::test]
async fn each_lane_is_delivered_in_order_and_a_failure_holds_only_its_lane() {
    for db in backends("outbox_lanes").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[
                NewPost::new("a", "a1"),
                NewPost::new("b", "b1"),
                NewPost::new("a", "a2"),
                NewPost::new("b", "b2"),
            ])
            .await
            .unwrap();
        let now = store::unix_millis();
        let due = store
            .due_posts(store::DEFAULT_OWNER, now, 10)
            .await
            .unwrap();
        assert_eq!(
            payloads(&due),
            ["a1", "b1"],
            "heads of the lanes: {}",
            db.name
        );

        // a1 fails: lane a waits until its retry time; lane b goes on.
        store
            .post_failed(due[0].id, now + 60_000, "503")
            .await
            .unwrap();
        store.post_delivered(due[1].id, now).await.unwrap();
        let due2 = store
            .due_posts(store::DEFAULT_OWNER, now, 10)
            .await
            .unwrap();
        assert_eq!(payloads(&due2), ["b2"], "{}", db.name);
        let later = store
            .due_posts(store::DEFAULT_OWNER, now + 60_000, 10)
            .await
            .unwrap();
        assert_eq!(payloads(&later), ["a1", "b2"], "{}", db.name);
        assert_eq!(later[0].attempts, 1);
        assert_eq!(later[0].last_error.as_deref(), Some("503"));

        let stats = store
            .outbox_stats(store::DEFAULT_OWNER, now + 5_000)
            .await
            .unwrap();
        assert_eq!(stats.depth, 3, "{}", db.name);
        assert!(stats.oldest_age_ms >= 5_000, "{stats:?}");

        // Delivering twice changes nothing; purging removes only delivered.
        store.post_delivered(due[1].id, now + 1).await.unwrap();
        assert_eq!(store.purge_delivered_posts(now + 10).await.unwrap(), 1);
        assert_eq!(store.purge_delivered_posts(now + 10).await.unwrap(), 0);
        assert_eq!(store.undelivered_posts().await.unwrap().len(), 3);

        assert!(matches!(
            store.enqueue_posts(&[NewPost::new("", "nowhere")]).await,
            Err(StoreError::InvalidInput(_))
        ));
        db.cleanup().await;
    }
}

#[tokio::test]
async fn each_process_is_given_only_its_own_posts() {
    for db in backends("outbox_owners").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[
                NewPost::new("a", "a1").owned_by("shards-0-0-of-2"),
                NewPost::new("b", "b1").owned_by("shards-1-1-of-2"),
                NewPost::new("c", "c1"),
            ])
            .await
            .unwrap();
        let now = store::unix_millis();
        for (owner, want) in [
            ("shards-0-0-of-2", "a1"),
            ("shards-1-1-of-2", "b1"),
            (store::DEFAULT_OWNER, "c1"),
        ] {
            let due = store.due_posts(owner, now, 10).await.unwrap();
            assert_eq!(payloads(&due), [want], "{}: {owner}", db.name);
            let stats = store.outbox_stats(owner, now).await.unwrap();
            assert_eq!(stats.depth, 1, "{}: {owner}", db.name);
        }
        db.cleanup().await;
    }
}

#[tokio::test]
async fn after_an_outage_every_waiting_post_is_due_at_once() {
    for db in backends("outbox_retry_now").await {
        let store = db.open().await;
        store
            .enqueue_posts(&[NewPost::new("a", "a1"), NewPost::new("b", "b1")])
            .await
            .unwrap();
        let now = store::unix_millis();
        let due = store
            .due_posts(store::DEFAULT_OWNER, now, 10)
            .await
            .unwrap();
        for p in &due {
            store.post_failed(p.id, now + 30_000, "503").await.unwrap();
        }
        assert!(
            store
                .due_posts(store::DEFAULT_OWNER, now, 10)
                .await
                .unwrap()
                .is_empty()
        );
        assert_eq!(store.retry_now(store::DEFAULT_OWNER).await.unwrap(), 2);
        let due = store
            .due_posts(store::DEFAULT_OWNER, now, 10)
            .await
            .unwrap();
        assert_eq!(payloads(&due), ["a1", "b1"], "{}", db.name);
        assert_eq!(store.retry_now("someone-else").await.unwrap(), 0);
        db.cleanup().await;
    }
}
