//! A server's settings on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL:
//! the tournament organizer role is set, replaced, cleared, and kept per
//! server.

mod support;

use store::ServerRole;
use support::backends;

const ORG: ServerRole = ServerRole::TournamentOrganizer;

#[tokio::test]
async fn organizer_role_is_set_replaced_and_cleared_per_server() {
    for db in backends("guild_settings").await {
        let store = db.open().await;
        assert_eq!(
            store.server_role("g1", ORG).await.unwrap(),
            None,
            "{}",
            db.name
        );
        store.set_server_role("g1", ORG, Some("r1")).await.unwrap();
        store.set_server_role("g2", ORG, Some("r9")).await.unwrap();
        assert_eq!(
            store.server_role("g1", ORG).await.unwrap().as_deref(),
            Some("r1"),
            "{}",
            db.name
        );
        store.set_server_role("g1", ORG, Some("r2")).await.unwrap();
        assert_eq!(
            store.server_role("g1", ORG).await.unwrap().as_deref(),
            Some("r2")
        );
        store.set_server_role("g1", ORG, None).await.unwrap();
        assert_eq!(store.server_role("g1", ORG).await.unwrap(), None);
        // The winner role is another setting of the same server.
        store
            .set_server_role("g1", ServerRole::TournamentWinner, Some("w1"))
            .await
            .unwrap();
        assert_eq!(store.server_role("g1", ORG).await.unwrap(), None);
        assert_eq!(
            store
                .server_role("g1", ServerRole::TournamentWinner)
                .await
                .unwrap()
                .as_deref(),
            Some("w1")
        );
        // Another server keeps its own.
        assert_eq!(
            store.server_role("g2", ORG).await.unwrap().as_deref(),
            Some("r9")
        );
        // Still there after reopening the database.
        drop(store);
        let store = db.open().await;
        assert_eq!(
            store.server_role("g2", ORG).await.unwrap().as_deref(),
            Some("r9"),
            "{}",
            db.name
        );
        drop(store);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_role_handed_on_returns_its_previous_holders_per_server_and_role() {
    for db in backends("role_holders").await {
        let store = db.open().await;
        let v = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(
            store
                .hand_role("g1", "champ", &v(&["bob", "al"]))
                .await
                .unwrap()
                .is_empty(),
            "{}: nobody held it",
            db.name
        );
        store.hand_role("g2", "champ", &v(&["zed"])).await.unwrap();
        store.hand_role("g1", "top", &v(&["cy"])).await.unwrap();
        assert_eq!(
            store.hand_role("g1", "champ", &v(&["cy"])).await.unwrap(),
            v(&["al", "bob"]),
            "{}: the previous holders, in id order",
            db.name
        );
        drop(store);
        let store = db.open().await;
        assert_eq!(store.role_holders("g1", "champ").await.unwrap(), v(&["cy"]));
        assert_eq!(store.role_holders("g1", "top").await.unwrap(), v(&["cy"]));
        assert_eq!(
            store.role_holders("g2", "champ").await.unwrap(),
            v(&["zed"])
        );
        drop(store);
        db.cleanup().await;
    }
}
