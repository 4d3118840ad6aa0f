//! Applying server role changes ([`Host::apply_role_change`]) on SQLite
//! and PostgreSQL, against a server role in memory: the bot takes away
//! only what it gave for the same source, never a role given by hand, and
//! two processes (two hosts, each with its own store and pool, on one
//! database) crowning at the same moment leave exactly the right holders.

use crate::common;

use common::*;
use host::{Host, HostConfig, RoleChange, RoleSource};
use std::sync::Arc;
use std::time::Duration;

async fn host_on(url: &str) -> Host {
    let store = store::Store::connect(url).await.expect("connect");
    Host::start(store, HostConfig::default())
        .await
        .expect("start")
        .0
}

fn change(source: RoleSource, holders: &[&str]) -> RoleChange {
    RoleChange {
        role: "champ".into(),
        source,
        holders: holders.iter().map(|s| s.to_string()).collect(),
        reason: "test".into(),
    }
}

async fn records(host: &Host) -> Vec<(String, String)> {
    host.store().role_records("g", "champ").await.unwrap()
}

fn rec(xs: &[(&str, &str)]) -> Vec<(String, String)> {
    xs.iter()
        .map(|(s, u)| (s.to_string(), u.to_string()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_what_the_bot_gave_for_the_same_source_is_taken() {
    for db in databases() {
        let host = host_on(&db.url).await;
        // `hand` has the role by hand.
        let server = FakeRole::with(&["hand"]);
        let apply = |c: RoleChange| {
            let (host, server) = (&host, &server);
            async move { host.apply_role_change("g", &c, server).await.unwrap() }
        };
        apply(change(RoleSource::Tournaments, &["al"])).await;
        // The hand-given member wins: left alone, recorded by nobody.
        let o = apply(change(RoleSource::Tournaments, &["hand"])).await;
        assert_eq!(o.plan.left_alone, ["hand"], "{}", db.name);
        assert_eq!(server.holders(), ["hand"], "{}: al lost it", db.name);
        // Two crownings later the hand-given role is still there.
        apply(change(RoleSource::Tournaments, &["bob"])).await;
        apply(change(RoleSource::Tournaments, &["cy"])).await;
        assert_eq!(server.holders(), ["cy", "hand"], "{}", db.name);
        assert!(
            !server
                .state
                .lock()
                .unwrap()
                .log
                .contains(&("hand".to_string(), false)),
            "{}: never taken from hand",
            db.name
        );
        // A season sharing the role: its top keeps it through a
        // tournament crowning, and cy through the season's next.
        apply(change(RoleSource::Season, &["top"])).await;
        apply(change(RoleSource::Tournaments, &["dee"])).await;
        assert_eq!(server.holders(), ["dee", "hand", "top"], "{}", db.name);
        apply(change(RoleSource::Season, &["dee"])).await;
        assert_eq!(server.holders(), ["dee", "hand"], "{}", db.name);
        assert_eq!(
            records(&host).await,
            rec(&[("season", "dee"), ("tournaments", "dee")]),
            "{}",
            db.name
        );
        // The tournaments' next winner: dee keeps it for the season.
        apply(change(RoleSource::Tournaments, &["eve"])).await;
        assert_eq!(server.holders(), ["dee", "eve", "hand"], "{}", db.name);
        // A series of its own: untouched by the others, and the reverse.
        apply(change(RoleSource::Series(7), &["fay"])).await;
        apply(change(RoleSource::Series(7), &["gus"])).await;
        assert_eq!(
            server.holders(),
            ["dee", "eve", "gus", "hand"],
            "{}",
            db.name
        );
        // A holder who left the server is forgotten; nothing to take.
        server.state.lock().unwrap().gone.insert("gus".into());
        let o = apply(change(RoleSource::Series(7), &["hal"])).await;
        assert_eq!(o.plan.forget, ["gus"], "{}", db.name);
        assert!(
            !records(&host).await.iter().any(|(_, u)| u == "gus"),
            "{}",
            db.name
        );
        host.shutdown().await;
    }
}

/// Contract 2, concurrency: two processes crown at the same moment with
/// one role. Without the lease both read the same previous holder, and
/// both new winners keep the role.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_crowning_at_once_leave_exactly_the_right_holders() {
    for db in databases() {
        let (one, two) = (host_on(&db.url).await, host_on(&db.url).await);
        let server = Arc::new(FakeRole {
            pause: Duration::from_millis(30),
            ..FakeRole::with(&["hand"])
        });
        one.apply_role_change("g", &change(RoleSource::Tournaments, &["old"]), &*server)
            .await
            .unwrap();
        for round in 0..3 {
            let (a, b) = (format!("a{round}"), format!("b{round}"));
            let ca = change(RoleSource::Tournaments, &[a.as_str()]);
            let cb = change(RoleSource::Tournaments, &[b.as_str()]);
            let (ra, rb) = tokio::join!(
                one.apply_role_change("g", &ca, &*server),
                two.apply_role_change("g", &cb, &*server),
            );
            ra.unwrap();
            rb.unwrap();
            // The later of the two holds it (with the hand-given member).
            let holders = server.holders();
            let winner = if holders.contains(&a) { &a } else { &b };
            assert_eq!(
                holders,
                [winner.clone(), "hand".to_string()],
                "{}: round {round}",
                db.name
            );
            assert_eq!(
                records(&one).await,
                rec(&[("tournaments", winner.as_str())]),
                "{}: round {round}",
                db.name
            );
        }
        // A season and a tournament at once: both keep theirs.
        let (season, cup) = (
            change(RoleSource::Season, &["top"]),
            change(RoleSource::Tournaments, &["cup"]),
        );
        let (rs, rt) = tokio::join!(
            one.apply_role_change("g", &season, &*server),
            two.apply_role_change("g", &cup, &*server),
        );
        rs.unwrap();
        rt.unwrap();
        assert_eq!(server.holders(), ["cup", "hand", "top"], "{}", db.name);
        one.shutdown().await;
        two.shutdown().await;
    }
}
