//! Tournaments in the store, on SQLite and (with `TEST_POSTGRES_URL`)
//! PostgreSQL: creation, several open tournaments per channel, versioned
//! updates, live tournaments for restarts, a channel's history.

use crate::support;

use store::{NewTournament, Place, StoreError, TournamentStatus};
use support::backends;

fn new(channel: &str, name: &str) -> NewTournament {
    NewTournament {
        place: Place {
            guild: Some("g1".into()),
            channel: channel.into(),
            thread: None,
        },
        name: name.into(),
        format: "swiss".into(),
        organizer_id: "u1".into(),
        snapshot: format!("{{\"name\":\"{name}\"}}"),
    }
}

#[tokio::test]
async fn tournaments_round_trip() {
    for db in backends("tournaments").await {
        let store = db.open().await;
        let a = store.create_tournament(&new("c1", "A")).await.unwrap();
        assert_eq!(a.status, TournamentStatus::Open);
        assert_eq!(a.version, 0);
        assert_eq!(store.tournament(a.id).await.unwrap().unwrap(), a);
        // A channel may hold several open ones (#31): a second is stored
        // beside the first (and cancelled here, to keep the counts below).
        let a2 = store.create_tournament(&new("c1", "A2")).await.unwrap();
        assert_ne!(a2.id, a.id);
        assert_eq!(a2.status, TournamentStatus::Open);
        store
            .update_tournament(a2.id, 0, TournamentStatus::Cancelled, "{}")
            .await
            .unwrap();
        // Renamed (`/tournament edit name:`): the column follows.
        assert!(store.rename_tournament(a2.id, "A two").await.unwrap());
        assert_eq!(
            store.tournament(a2.id).await.unwrap().unwrap().name,
            "A two"
        );
        assert!(!store.rename_tournament(9999, "Nobody").await.unwrap());
        let c = store.create_tournament(&new("c2", "C")).await.unwrap();
        // Running: the channel may open another.
        let v = store
            .update_tournament(a.id, 0, TournamentStatus::Running, "{\"r\":1}")
            .await
            .unwrap();
        assert_eq!(v, 1);
        let b = store.create_tournament(&new("c1", "B")).await.unwrap();
        // A stale version conflicts.
        let e = store
            .update_tournament(a.id, 0, TournamentStatus::Running, "{}")
            .await
            .unwrap_err();
        assert!(
            matches!(e, StoreError::TournamentConflict { actual: 1, .. }),
            "{e}"
        );
        let live: Vec<i64> = store
            .live_tournaments()
            .await
            .unwrap()
            .iter()
            .map(|t| t.id)
            .collect();
        assert_eq!(live, vec![a.id, c.id, b.id]);
        // Finished: kept with its time, no longer live, no more changes.
        store
            .update_tournament(a.id, 1, TournamentStatus::Finished, "{\"final\":true}")
            .await
            .unwrap();
        let done = store.tournament(a.id).await.unwrap().unwrap();
        assert_eq!(done.status, TournamentStatus::Finished);
        assert_eq!(done.snapshot, "{\"final\":true}");
        assert!(done.finished_at_ms.is_some());
        assert!(
            store
                .update_tournament(a.id, 2, TournamentStatus::Running, "{}")
                .await
                .is_err()
        );
        assert_eq!(store.live_tournaments().await.unwrap().len(), 2);
        let hist: Vec<i64> = store
            .channel_tournaments("c1", 10)
            .await
            .unwrap()
            .iter()
            .map(|t| t.id)
            .collect();
        assert_eq!(hist, vec![b.id, a2.id, a.id]);
        let e = store
            .update_tournament(9999, 0, TournamentStatus::Running, "{}")
            .await
            .unwrap_err();
        assert!(matches!(e, StoreError::NotFound { .. }), "{e}");
        store.close().await;
        db.cleanup().await;
    }
}
