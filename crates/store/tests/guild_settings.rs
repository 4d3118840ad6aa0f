//! A server's settings on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL:
//! the tournament organizer role is set, replaced, cleared, and kept per
//! server.

mod support;

use support::backends;

#[tokio::test]
async fn organizer_role_is_set_replaced_and_cleared_per_server() {
    for db in backends("guild_settings").await {
        let store = db.open().await;
        assert_eq!(
            store.organizer_role("g1").await.unwrap(),
            None,
            "{}",
            db.name
        );
        store.set_organizer_role("g1", Some("r1")).await.unwrap();
        store.set_organizer_role("g2", Some("r9")).await.unwrap();
        assert_eq!(
            store.organizer_role("g1").await.unwrap().as_deref(),
            Some("r1"),
            "{}",
            db.name
        );
        store.set_organizer_role("g1", Some("r2")).await.unwrap();
        assert_eq!(
            store.organizer_role("g1").await.unwrap().as_deref(),
            Some("r2")
        );
        store.set_organizer_role("g1", None).await.unwrap();
        assert_eq!(store.organizer_role("g1").await.unwrap(), None);
        // Another server keeps its own.
        assert_eq!(
            store.organizer_role("g2").await.unwrap().as_deref(),
            Some("r9")
        );
        // Still there after reopening the database.
        drop(store);
        let store = db.open().await;
        assert_eq!(
            store.organizer_role("g2").await.unwrap().as_deref(),
            Some("r9"),
            "{}",
            db.name
        );
        drop(store);
        db.cleanup().await;
    }
}
