//! Applying server role changes ([`Host::apply_role_change`]) on SQLite
//! and PostgreSQL, against a server role in memory: the bot takes away
//! only what it gave for the same source, never a role given by hand, and
//! two processes (two hosts, each with its own store and pool, on one
//! database) crowning at the same moment leave exactly the right holders.
//! Issue 44, contract 6: a change older than one begun already is skipped;
//! a call whose answer was lost is settled by reading the member again; a
//! long change keeps its lease, and a process that lost it stops writing.

use crate::common;

use common::*;
use host::{Host, HostConfig, RoleChange, RoleSource};
use std::sync::Arc;
use std::time::Duration;

async fn host_on(url: &str) -> Host {
    host_leasing(url, HostConfig::default().role_lease).await
}

/// A host whose role leases last `lease`.
async fn host_leasing(url: &str, lease: Duration) -> Host {
    let store = store::Store::connect(url).await.expect("connect");
    let cfg = HostConfig {
        role_lease: lease,
        ..HostConfig::default()
    };
    Host::start(store, cfg).await.expect("start").0
}

/// The next place in the order of changes (as the outbox's post ids).
fn next_order() -> i64 {
    static NEXT: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

fn change(source: RoleSource, holders: &[&str]) -> RoleChange {
    RoleChange {
        role: "champ".into(),
        source,
        holders: holders.iter().map(|s| s.to_string()).collect(),
        reason: locale::Words::verbatim("test"),
        organizer: None,
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
            async move {
                host.apply_role_change("g", &c, next_order(), server)
                    .await
                    .unwrap()
            }
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
        let old = change(RoleSource::Tournaments, &["old"]);
        one.apply_role_change("g", &old, next_order(), &*server)
            .await
            .unwrap();
        for round in 0..3 {
            let (a, b) = (format!("a{round}"), format!("b{round}"));
            let ca = change(RoleSource::Tournaments, &[a.as_str()]);
            let cb = change(RoleSource::Tournaments, &[b.as_str()]);
            // b's change was written after a's: whichever process gets
            // the lease first, b holds the role at the end.
            let (oa, ob) = (next_order(), next_order());
            let (ra, rb) = tokio::join!(
                one.apply_role_change("g", &ca, oa, &*server),
                two.apply_role_change("g", &cb, ob, &*server),
            );
            ra.unwrap();
            rb.unwrap();
            assert_eq!(
                server.holders(),
                [b.clone(), "hand".to_string()],
                "{}: round {round}",
                db.name
            );
            assert_eq!(
                records(&one).await,
                rec(&[("tournaments", b.as_str())]),
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
            one.apply_role_change("g", &season, next_order(), &*server),
            two.apply_role_change("g", &cup, next_order(), &*server),
        );
        rs.unwrap();
        rt.unwrap();
        assert_eq!(server.holders(), ["cup", "hand", "top"], "{}", db.name);
        one.shutdown().await;
        two.shutdown().await;
    }
}

/// Contract 6: a crowning Discord failed, tried again after a later
/// crowning of the same role, is skipped rather than undoing it; the same
/// change tried again is not, and another source's older change is its
/// own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_older_than_one_begun_already_is_skipped() {
    for db in databases() {
        let host = host_on(&db.url).await;
        let server = FakeRole::default();
        let (first, later) = (next_order(), next_order());
        let apply = |c: RoleChange, order: i64| {
            let (host, server) = (&host, &server);
            async move {
                host.apply_role_change("g", &c, order, server)
                    .await
                    .unwrap()
            }
        };
        let o = apply(change(RoleSource::Tournaments, &["bob"]), later).await;
        assert!(!o.superseded, "{}", db.name);
        // The earlier crowning's retry comes after it: skipped.
        let o = apply(change(RoleSource::Tournaments, &["al"]), first).await;
        assert!(o.superseded, "{}: {o:?}", db.name);
        assert_eq!(server.holders(), ["bob"], "{}", db.name);
        assert_eq!(
            records(&host).await,
            rec(&[("tournaments", "bob")]),
            "{}",
            db.name
        );
        // The later one tried again (a retry of its own) is applied.
        server.state.lock().unwrap().has.remove("bob");
        let o = apply(change(RoleSource::Tournaments, &["bob"]), later).await;
        assert!(
            !o.superseded && o.plan.give == ["bob"],
            "{}: {o:?}",
            db.name
        );
        // A season's change, older, is not the tournaments' to skip.
        let o = apply(change(RoleSource::Season, &["top"]), first).await;
        assert!(!o.superseded, "{}", db.name);
        assert_eq!(server.holders(), ["bob", "top"], "{}", db.name);
        host.shutdown().await;
    }
}

/// Contract 6: the bot records a holder only when its gift went through.
/// A gift whose answer is unknown is settled by reading the member: not
/// given, it is not recorded, so a role a moderator gives by hand before
/// the retry stays theirs; given (the answer lost), it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gift_whose_answer_is_unknown_is_recorded_only_if_it_went_through() {
    for db in databases() {
        let host = host_on(&db.url).await;
        let server = FakeRole::default();
        let apply = |c: RoleChange| {
            let (host, server) = (&host, &server);
            async move {
                host.apply_role_change("g", &c, next_order(), server)
                    .await
                    .unwrap()
            }
        };
        // Discord fails al's gift (503, nothing given).
        server.state.lock().unwrap().failing.insert("al".into());
        let o = apply(change(RoleSource::Tournaments, &["al"])).await;
        assert_eq!(o.failed.len(), 1, "{}: {o:?}", db.name);
        assert!(
            records(&host).await.is_empty(),
            "{}: not given, not recorded",
            db.name
        );
        // A moderator gives al the role by hand; bob's gift is made but
        // its answer lost: bob's is the bot's.
        {
            let mut st = server.state.lock().unwrap();
            st.failing.clear();
            st.has.insert("al".into());
            st.lost.insert("bob".into());
        }
        let o = apply(change(RoleSource::Tournaments, &["bob"])).await;
        assert!(o.failed.is_empty(), "{}: settled as given: {o:?}", db.name);
        assert_eq!(
            records(&host).await,
            rec(&[("tournaments", "bob")]),
            "{}",
            db.name
        );
        server.state.lock().unwrap().lost.clear();
        // The next crowning takes bob's, never al's.
        apply(change(RoleSource::Tournaments, &["cy"])).await;
        assert_eq!(server.holders(), ["al", "cy"], "{}", db.name);
        host.shutdown().await;
    }
}

/// Contract 6: a role the bot took is forgotten even when Discord's
/// answer was lost (the member read again lacks it), so a moderator who
/// gives it back by hand keeps it through the next crownings. A taking
/// that did not go through stays recorded, to be tried again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_given_back_by_hand_after_a_lost_answer_is_never_taken_again() {
    for db in databases() {
        let host = host_on(&db.url).await;
        let server = FakeRole::default();
        let apply = |c: RoleChange| {
            let (host, server) = (&host, &server);
            async move {
                host.apply_role_change("g", &c, next_order(), server)
                    .await
                    .unwrap()
            }
        };
        apply(change(RoleSource::Tournaments, &["al"])).await;
        // Bob wins; taking al's role is done but the answer is lost.
        server.state.lock().unwrap().lost.insert("al".into());
        let o = apply(change(RoleSource::Tournaments, &["bob"])).await;
        assert!(o.failed.is_empty(), "{}: settled as taken: {o:?}", db.name);
        assert_eq!(
            records(&host).await,
            rec(&[("tournaments", "bob")]),
            "{}",
            db.name
        );
        // A moderator gives it back to al by hand; cy and dee win after.
        {
            let mut st = server.state.lock().unwrap();
            st.lost.clear();
            st.has.insert("al".into());
        }
        apply(change(RoleSource::Tournaments, &["cy"])).await;
        apply(change(RoleSource::Tournaments, &["dee"])).await;
        assert_eq!(server.holders(), ["al", "dee"], "{}", db.name);
        let taken_from_al = server
            .state
            .lock()
            .unwrap()
            .log
            .iter()
            .filter(|(u, given)| u == "al" && !given)
            .count();
        assert_eq!(taken_from_al, 1, "{}: taken once, never again", db.name);
        // A taking Discord failed (503, not done) stays recorded, and the
        // next change takes it.
        server.state.lock().unwrap().failing.insert("dee".into());
        let o = apply(change(RoleSource::Tournaments, &["eve"])).await;
        assert_eq!(o.failed.len(), 1, "{}: {o:?}", db.name);
        assert!(
            records(&host)
                .await
                .contains(&("tournaments".into(), "dee".into())),
            "{}",
            db.name
        );
        server.state.lock().unwrap().failing.clear();
        apply(change(RoleSource::Tournaments, &["eve"])).await;
        assert_eq!(server.holders(), ["al", "eve"], "{}", db.name);
        host.shutdown().await;
    }
}

/// Contract 6: a change longer than its lease keeps the lease (renewed
/// before every call to the server): another process's change of the
/// same role waits for it to end rather than running alongside.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_change_longer_than_its_lease_keeps_it_to_the_end() {
    for db in databases() {
        let lease = Duration::from_millis(300);
        let (one, two) = (
            host_leasing(&db.url, lease).await,
            host_leasing(&db.url, lease).await,
        );
        // Twelve holders at 40 ms a call: about a second, over three leases.
        let server = Arc::new(FakeRole {
            pause: Duration::from_millis(40),
            ..FakeRole::default()
        });
        let many: Vec<String> = (0..12).map(|i| format!("a{i:02}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        let long = change(RoleSource::Tournaments, &many);
        let next = change(RoleSource::Tournaments, &["b"]);
        let (first, later) = (next_order(), next_order());
        let later_change = async {
            tokio::time::sleep(lease + Duration::from_millis(200)).await;
            // The other process waits at most two leases, then is told to
            // try again later (as the outbox does).
            loop {
                match two.apply_role_change("g", &next, later, &*server).await {
                    Err(host::HostError::Busy(_)) => continue,
                    r => return r.unwrap(),
                }
            }
        };
        let (r1, r2) = tokio::join!(
            one.apply_role_change("g", &long, first, &*server),
            later_change
        );
        r1.unwrap();
        assert!(!r2.superseded, "{}", db.name);
        let log = server.state.lock().unwrap().log.clone();
        let first_of_b = log.iter().position(|(u, _)| u == "b").expect("b given");
        assert!(
            log[..first_of_b].iter().filter(|(_, given)| *given).count() == 12,
            "{}: the long change ended before the next began: {log:?}",
            db.name
        );
        assert_eq!(server.holders(), ["b"], "{}", db.name);
        one.shutdown().await;
        two.shutdown().await;
    }
}

/// One server role that another process takes over (its lease's row
/// overwritten, as when this process's lease ran out) during the
/// `after`-th call made to it.
struct TakenOver {
    role: FakeRole,
    store: store::Store,
    after: usize,
    calls: std::sync::atomic::AtomicUsize,
}

impl TakenOver {
    async fn call(&self) {
        let n = self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
        if n == self.after {
            // Far in the future: the lease has run out by then.
            let later = i64::MAX / 4;
            assert!(
                self.store
                    .acquire_role_lock("g", "champ", "another process", later, later + 1)
                    .await
                    .unwrap()
            );
        }
    }
}

impl host::RoleServer for TakenOver {
    async fn holding(&self, user: &String) -> Result<host::Holding, locale::Words> {
        self.call().await;
        self.role.holding(user).await
    }
    async fn give(&self, user: &String) -> Result<(), host::RoleFailure> {
        self.call().await;
        self.role.give(user).await
    }
    async fn take(&self, user: &String) -> Result<(), host::RoleFailure> {
        self.call().await;
        self.role.take(user).await
    }
}

/// Contract 6: a process that finds it lost the lease stops writing (no
/// more gifts, takings or records) and says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_that_lost_the_lease_stops_writing() {
    for db in databases() {
        let host = host_on(&db.url).await;
        let server = TakenOver {
            role: FakeRole::default(),
            store: host.store().clone(),
            // Three reads, then the first gift: taken over during it.
            after: 4,
            calls: Default::default(),
        };
        let c = change(RoleSource::Tournaments, &["x", "y", "z"]);
        let e = host
            .apply_role_change("g", &c, next_order(), &server)
            .await
            .unwrap_err();
        assert!(
            matches!(&e, host::HostError::LeaseLost(m) if m.contains("another process took the role over")),
            "{}: {e}",
            db.name
        );
        assert_eq!(
            server.role.state.lock().unwrap().log,
            [("x".to_string(), true)],
            "{}: only the call under way when it was lost",
            db.name
        );
        assert_eq!(
            records(&host).await,
            rec(&[("tournaments", "x")]),
            "{}: nothing recorded after it was lost",
            db.name
        );
        host.shutdown().await;
    }
}
