//! A server's settings on SQLite and (with `TEST_POSTGRES_URL`) PostgreSQL:
//! the tournament organizer role is set, replaced, cleared, and kept per
//! server; its time zone and its language; who holds the roles the bot
//! hands out, per source; the lease that serializes changes of one role.

use crate::support;

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
async fn a_servers_time_zone_is_set_replaced_and_cleared_beside_its_roles() {
    for db in backends("guild_timezone").await {
        let store = db.open().await;
        assert_eq!(
            store.server_timezone("g1").await.unwrap(),
            None,
            "{}",
            db.name
        );
        store.set_server_role("g1", ORG, Some("r1")).await.unwrap();
        store
            .set_server_timezone("g1", Some("Europe/Berlin"))
            .await
            .unwrap();
        store
            .set_server_timezone("g2", Some("America/New_York"))
            .await
            .unwrap();
        assert_eq!(
            store.server_timezone("g1").await.unwrap().as_deref(),
            Some("Europe/Berlin"),
            "{}",
            db.name
        );
        assert_eq!(
            store.server_role("g1", ORG).await.unwrap().as_deref(),
            Some("r1"),
            "the role is kept"
        );
        store.set_server_timezone("g1", None).await.unwrap();
        assert_eq!(store.server_timezone("g1").await.unwrap(), None);
        assert_eq!(
            store.server_timezone("g2").await.unwrap().as_deref(),
            Some("America/New_York")
        );
        drop(store);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_servers_language_is_set_replaced_and_cleared_beside_its_other_settings() {
    for db in backends("guild_language").await {
        let store = db.open().await;
        assert_eq!(
            store.server_language("g1").await.unwrap(),
            None,
            "{}: none set",
            db.name
        );
        store
            .set_server_timezone("g1", Some("Europe/Paris"))
            .await
            .unwrap();
        store.set_server_language("g1", Some("fr")).await.unwrap();
        store
            .set_server_language("g2", Some("pt-BR"))
            .await
            .unwrap();
        assert_eq!(
            store.server_language("g1").await.unwrap().as_deref(),
            Some("fr"),
            "{}",
            db.name
        );
        assert_eq!(
            store.server_timezone("g1").await.unwrap().as_deref(),
            Some("Europe/Paris"),
            "the time zone is kept"
        );
        store.set_server_language("g1", Some("de")).await.unwrap();
        assert_eq!(
            store.server_language("g1").await.unwrap().as_deref(),
            Some("de")
        );
        store.set_server_language("g1", None).await.unwrap();
        assert_eq!(store.server_language("g1").await.unwrap(), None);
        // The time zone stays; another server keeps its own language.
        assert_eq!(
            store.server_timezone("g1").await.unwrap().as_deref(),
            Some("Europe/Paris")
        );
        drop(store);
        let store = db.open().await;
        assert_eq!(
            store.server_language("g2").await.unwrap().as_deref(),
            Some("pt-BR"),
            "{}: kept after reopening",
            db.name
        );
        drop(store);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn role_holders_are_recorded_and_forgotten_per_source_server_and_role() {
    for db in backends("role_holders").await {
        let store = db.open().await;
        let v = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let rec = |xs: &[(&str, &str)]| {
            xs.iter()
                .map(|(s, u)| (s.to_string(), u.to_string()))
                .collect::<Vec<_>>()
        };
        assert!(store.role_records("g1", "champ").await.unwrap().is_empty());
        store
            .record_role_holders("g1", "champ", "tournaments", &v(&["bob", "al"]))
            .await
            .unwrap();
        // Recording again changes nothing; another source records its own.
        store
            .record_role_holders("g1", "champ", "tournaments", &v(&["al"]))
            .await
            .unwrap();
        store
            .record_role_holders("g1", "champ", "season", &v(&["al", "cy"]))
            .await
            .unwrap();
        store
            .record_role_holders("g2", "champ", "tournaments", &v(&["zed"]))
            .await
            .unwrap();
        store
            .record_role_holders("g1", "top", "season", &v(&["dee"]))
            .await
            .unwrap();
        assert_eq!(
            store.role_records("g1", "champ").await.unwrap(),
            rec(&[
                ("season", "al"),
                ("season", "cy"),
                ("tournaments", "al"),
                ("tournaments", "bob")
            ]),
            "{}",
            db.name
        );
        // Forgetting is per source.
        store
            .forget_role_holders("g1", "champ", "tournaments", &v(&["al", "nobody"]))
            .await
            .unwrap();
        drop(store);
        let store = db.open().await;
        assert_eq!(
            store.role_records("g1", "champ").await.unwrap(),
            rec(&[("season", "al"), ("season", "cy"), ("tournaments", "bob")]),
            "{}",
            db.name
        );
        assert_eq!(
            store.role_holders("g1", "champ").await.unwrap(),
            v(&["al", "bob", "cy"])
        );
        assert_eq!(store.role_holders("g1", "top").await.unwrap(), v(&["dee"]));
        assert_eq!(
            store.role_holders("g2", "champ").await.unwrap(),
            v(&["zed"])
        );
        drop(store);
        db.cleanup().await;
    }
}

/// The lease that serializes changes of one role: one holder at a time
/// (also across two stores on one database, as two processes), renewable
/// by its owner, released by its owner only, taken over once run out.
#[tokio::test]
async fn a_role_lease_has_one_holder_until_released_or_run_out() {
    for db in backends("role_locks").await {
        let (a, b) = (db.open().await, db.open().await);
        assert!(
            a.acquire_role_lock("g", "r", "A", 1_000, 61_000)
                .await
                .unwrap()
        );
        assert!(
            !b.acquire_role_lock("g", "r", "B", 2_000, 62_000)
                .await
                .unwrap(),
            "{}: held by A",
            db.name
        );
        // Another role, or another server, is free.
        assert!(
            b.acquire_role_lock("g", "r2", "B", 2_000, 62_000)
                .await
                .unwrap()
        );
        assert!(
            b.acquire_role_lock("g2", "r", "B", 2_000, 62_000)
                .await
                .unwrap()
        );
        // The owner renews; someone else cannot release it.
        assert!(
            a.acquire_role_lock("g", "r", "A", 3_000, 63_000)
                .await
                .unwrap()
        );
        b.release_role_lock("g", "r", "B").await.unwrap();
        assert!(
            !b.acquire_role_lock("g", "r", "B", 4_000, 64_000)
                .await
                .unwrap()
        );
        // Released: B takes it.
        a.release_role_lock("g", "r", "A").await.unwrap();
        assert!(
            b.acquire_role_lock("g", "r", "B", 5_000, 65_000)
                .await
                .unwrap()
        );
        // Run out (A crashed holding it): taken over.
        assert!(
            !a.acquire_role_lock("g", "r", "A", 64_999, 124_999)
                .await
                .unwrap()
        );
        assert!(
            a.acquire_role_lock("g", "r", "A", 65_000, 125_000)
                .await
                .unwrap(),
            "{}: a lease that ran out is taken over",
            db.name
        );
        drop((a, b));
        db.cleanup().await;
    }
}

/// Issue 44, contract 6: a lease is renewed only by the owner still
/// holding it; one that ran out and was taken over (or is gone) is lost.
#[tokio::test]
async fn a_role_lease_is_renewed_only_while_still_held() {
    for db in backends("role_lock_renew").await {
        let (a, b) = (db.open().await, db.open().await);
        assert!(
            a.acquire_role_lock("g", "r", "A", 1_000, 2_000)
                .await
                .unwrap()
        );
        assert!(a.renew_role_lock("g", "r", "A", 3_000).await.unwrap());
        // Renewed: B cannot take it at 2 500, when it would have run out.
        assert!(
            !b.acquire_role_lock("g", "r", "B", 2_500, 4_000)
                .await
                .unwrap()
        );
        assert!(
            !b.renew_role_lock("g", "r", "B", 9_000).await.unwrap(),
            "{}",
            db.name
        );
        // Run out and taken over: A has lost it, and renewing does not
        // take it back.
        assert!(
            b.acquire_role_lock("g", "r", "B", 3_000, 6_000)
                .await
                .unwrap()
        );
        assert!(
            !a.renew_role_lock("g", "r", "A", 7_000).await.unwrap(),
            "{}",
            db.name
        );
        // Taken over and released: still lost (another change ran).
        b.release_role_lock("g", "r", "B").await.unwrap();
        assert!(
            !a.renew_role_lock("g", "r", "A", 7_000).await.unwrap(),
            "{}",
            db.name
        );
        drop((a, b));
        db.cleanup().await;
    }
}

/// Issue 44, contract 6: the newest change begun of each role and source;
/// an older one is refused, the same one begun again is not.
#[tokio::test]
async fn an_older_role_change_than_one_begun_is_refused() {
    for db in backends("role_change_order").await {
        let store = db.open().await;
        assert!(
            store
                .begin_role_change("g", "r", "tournaments", 5)
                .await
                .unwrap()
        );
        assert!(
            !store
                .begin_role_change("g", "r", "tournaments", 4)
                .await
                .unwrap(),
            "{}",
            db.name
        );
        assert!(
            store
                .begin_role_change("g", "r", "tournaments", 5)
                .await
                .unwrap(),
            "a retry"
        );
        assert!(
            store
                .begin_role_change("g", "r", "tournaments", 9)
                .await
                .unwrap()
        );
        assert!(
            !store
                .begin_role_change("g", "r", "tournaments", 5)
                .await
                .unwrap()
        );
        // Another source, role or server keeps its own order.
        assert!(
            store
                .begin_role_change("g", "r", "season", 1)
                .await
                .unwrap()
        );
        assert!(
            store
                .begin_role_change("g", "r2", "tournaments", 1)
                .await
                .unwrap()
        );
        assert!(
            store
                .begin_role_change("g2", "r", "tournaments", 1)
                .await
                .unwrap()
        );
        drop(store);
        db.cleanup().await;
    }
}

/// Holders recorded before sources existed (migrations up to 0017) get a
/// source: a role that is the server's season top role (and not its
/// tournament winner role) was handed out by seasons, any other by the
/// tournaments.
#[tokio::test]
async fn holders_from_before_sources_get_the_source_that_gave_them() {
    for db in backends("role_sources").await {
        let rows = [
            "INSERT INTO guild_settings (guild_id, tournament_organizer_role, updated_at_ms, \
             tournament_winner_role) VALUES ('g1', NULL, 1, 'champ'), ('g2', NULL, 1, 'both')",
            "INSERT INTO season_settings (guild_id, top_role, top, updated_at_ms) \
             VALUES ('g1', 'top', 1, 1), ('g2', 'both', 1, 1)",
            "INSERT INTO role_holders (guild_id, role_id, user_id) VALUES \
             ('g1', 'champ', 'al'), ('g1', 'top', 'bo'), ('g1', 'own', 'cy'), \
             ('g2', 'both', 'di'), ('g3', 'top', 'ed')",
        ];
        let backend = if db.sqlite_path.is_some() {
            "sqlite"
        } else {
            "postgres"
        };
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../migrations")
            .join(backend);
        let mut old = sqlx::migrate::Migrator::new(dir).await.unwrap();
        let before: Vec<_> = old
            .migrations
            .iter()
            .filter(|m| m.version <= 17)
            .cloned()
            .collect();
        old.migrations = before.into();
        if let Some(path) = &db.sqlite_path {
            let options = sqlx::sqlite::SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true);
            let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
            old.run(&pool).await.unwrap();
            for sql in rows {
                sqlx::query(sql).execute(&pool).await.unwrap();
            }
            pool.close().await;
        } else {
            let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
            old.run(&pool).await.unwrap();
            for sql in rows {
                sqlx::query(sql).execute(&pool).await.unwrap();
            }
            pool.close().await;
        }
        let store = db.open().await;
        let sources = |guild: &'static str, role: &'static str| {
            let store = &store;
            async move { store.role_records(guild, role).await.unwrap() }
        };
        let rec = |s: &str, u: &str| vec![(s.to_string(), u.to_string())];
        assert_eq!(
            sources("g1", "champ").await,
            rec("tournaments", "al"),
            "{}",
            db.name
        );
        assert_eq!(
            sources("g1", "top").await,
            rec("season", "bo"),
            "{}",
            db.name
        );
        assert_eq!(
            sources("g1", "own").await,
            rec("tournaments", "cy"),
            "{}",
            db.name
        );
        assert_eq!(
            sources("g2", "both").await,
            rec("tournaments", "di"),
            "{}: shared with the winner role",
            db.name
        );
        assert_eq!(
            sources("g3", "top").await,
            rec("tournaments", "ed"),
            "{}: another server's setting",
            db.name
        );
        drop(store);
        db.cleanup().await;
    }
}
