//! Helpers for the host tests: the databases to run on (SQLite always,
//! PostgreSQL from TEST_POSTGRES_URL), hosts with a shared clock, and view
//! lookups.
#![allow(dead_code)]

use host::{
    Action, ActionId, Clock, GameSettings, Host, HostConfig, Place, Play, Player, View, ViewKind,
};
use std::future::Future;
use tokio::sync::mpsc::UnboundedReceiver;

/// A database for one test: a fresh SQLite file, or a fresh schema of its
/// own on the PostgreSQL server (tests run in parallel and restore every
/// unfinished game they find, so each test needs data of its own).
pub struct Db {
    pub name: &'static str,
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    pg: Option<(String, String)>,
}

impl Drop for Db {
    fn drop(&mut self) {
        if let Some((admin, schema)) = self.pg.take() {
            on_postgres(admin, format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
        }
    }
}

/// Runs one statement on `admin_url`, on a thread of its own (the tests'
/// runtime is single-threaded with a paused clock).
fn on_postgres(admin_url: String, sql: String) {
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        rt.block_on(async move {
            use sqlx::Executor;
            let pool = sqlx::postgres::PgPoolOptions::new()
                .max_connections(1)
                .connect(&admin_url)
                .await
                .unwrap_or_else(|e| panic!("cannot connect to TEST_POSTGRES_URL: {e}"));
            pool.execute(sql.as_str())
                .await
                .unwrap_or_else(|e| panic!("{sql}: {e}"));
            pool.close().await;
        })
    })
    .join()
    .expect("postgres setup thread");
}

/// SQLite always; PostgreSQL when TEST_POSTGRES_URL is set. Without it, CI
/// (env CI set) fails; elsewhere the PostgreSQL half is skipped with a notice.
pub fn databases() -> Vec<Db> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("host-test.db");
    let mut out = vec![Db {
        name: "sqlite",
        url: format!("sqlite://{}", path.display()),
        _dir: Some(dir),
        pg: None,
    }];
    match std::env::var("TEST_POSTGRES_URL") {
        Ok(u) if !u.trim().is_empty() => {
            let schema = format!("host_test_{:x}", rand::random::<u64>());
            on_postgres(u.clone(), format!("CREATE SCHEMA {schema}"));
            let sep = if u.contains('?') { '&' } else { '?' };
            out.push(Db {
                name: "postgres",
                url: format!("{u}{sep}options=-c%20search_path%3D{schema}"),
                _dir: None,
                pg: Some((u, schema)),
            })
        }
        _ => {
            if std::env::var_os("CI").is_some() {
                panic!(
                    "TEST_POSTGRES_URL is not set but CI is: the PostgreSQL half of the host tests must run in CI (see .ci/run)"
                );
            }
            eprintln!(
                "notice: TEST_POSTGRES_URL is not set: skipping the PostgreSQL half of this test"
            );
        }
    }
    out
}

/// Runs `fut` on a blocking thread so that tokio's paused clock cannot jump
/// while the database works.
pub async fn held<T: Send + 'static>(fut: impl Future<Output = T> + Send + 'static) -> T {
    let h = tokio::runtime::Handle::current();
    tokio::task::spawn_blocking(move || h.block_on(fut))
        .await
        .unwrap()
}

/// A host on `url` with `clock`, safe under the paused clock. Its heartbeat
/// is off, so a restart in a test gives no downtime back (see
/// [`host_beating`] for the tests of that).
pub async fn host_on(url: &str, clock: Clock) -> (Host, UnboundedReceiver<View>) {
    host_with(
        url,
        HostConfig {
            heartbeat: std::time::Duration::ZERO,
            ..test_config(clock)
        },
    )
    .await
}

/// A host on `url` whose heartbeat is recorded every `every` under `scope`.
pub async fn host_beating(
    url: &str,
    clock: Clock,
    scope: &str,
    every: std::time::Duration,
) -> (Host, UnboundedReceiver<View>) {
    host_with(
        url,
        HostConfig {
            heartbeat: every,
            heartbeat_scope: scope.to_string(),
            ..test_config(clock)
        },
    )
    .await
}

fn test_config(clock: Clock) -> HostConfig {
    HostConfig {
        hold_time_during_io: true,
        clock: Some(clock),
        ..HostConfig::default()
    }
}

/// A host on `url` with `cfg`.
pub async fn host_with(url: &str, cfg: HostConfig) -> (Host, UnboundedReceiver<View>) {
    let url = url.to_string();
    let store = held(async move { store::Store::connect(&url).await })
        .await
        .expect("connect store");
    Host::start(store, cfg).await.expect("start host")
}

/// A unique place for one test run.
pub fn unique_place(tag: &str) -> Place {
    let n: u64 = rand::random();
    Place::channel("guild-test", format!("{tag}-{n:x}"))
}

/// A player with a fresh id. The id is decimal, so a mention of it
/// (`<@alice-123>`) never contains a square's name like `e8` that a test
/// looks for or rules out (a hex id once made `<@bob-b1e8cd7c>`).
pub fn alice() -> Player {
    Player::new(format!("alice-{}", rand::random::<u32>()), "alice")
}
/// Like [`alice`].
pub fn bob() -> Player {
    Player::new(format!("bob-{}", rand::random::<u32>()), "bob")
}

/// Starts a game at `place` with `white` and `black`.
pub async fn start(
    host: &Host,
    place: &Place,
    white: &Player,
    black: &Player,
    settings: GameSettings,
) -> i64 {
    let (id, views) = host
        .start_game(place, white.clone(), black.clone(), settings)
        .await
        .unwrap_or_else(|v| panic!("start_game: {}", v.text));
    assert_eq!(views[0].kind, ViewKind::GameStart);
    id
}

/// Plays `text` as `who` and asserts it was accepted.
pub async fn mv(host: &Host, place: &Place, who: &Player, text: &str) -> Vec<View> {
    let views = host
        .act(who, place, Action::Play(Play::Move(text.into())))
        .await;
    assert!(
        !views.iter().any(|v| v.is_error()),
        "{text} by {}: {:?}",
        who.name,
        views.iter().map(|v| &v.text).collect::<Vec<_>>()
    );
    views
}

/// The one view of `kind`.
pub fn find(views: &[View], kind: ViewKind) -> &View {
    views
        .iter()
        .find(|v| v.kind == kind)
        .unwrap_or_else(|| panic!("no {kind:?} view in {:?}", texts(views)))
}

pub fn texts(views: &[View]) -> Vec<String> {
    views
        .iter()
        .map(|v| format!("{:?}: {}", v.kind, v.text))
        .collect()
}

/// The button of `view` labelled `label`, as an action.
pub fn button(view: &View, label: &str) -> Action {
    let b = view
        .buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| {
            panic!(
                "no button {label} in {:?}",
                view.buttons.iter().map(|b| &b.label).collect::<Vec<_>>()
            )
        });
    assert!(b.id.parse::<ActionId>().is_ok());
    Action::Button(b.id.clone())
}

/// Lets the runtime run ready tasks (timers that just fired and their commits).
pub async fn settle() {
    for _ in 0..50 {
        tokio::task::yield_now().await;
    }
}

/// Waits (in tokio time, which is paused) for the next timed view.
pub async fn next_timed(rx: &mut UnboundedReceiver<View>) -> View {
    tokio::time::timeout(std::time::Duration::from_secs(10 * 86_400), rx.recv())
        .await
        .expect("a timed view")
        .expect("stream open")
}

/// One role on a server, in memory, for [`Host::apply_role_change`]: who
/// has it (given by the bot or by hand), who is a member, every change
/// the bot made, and an optional pause in each call (to widen races).
#[derive(Default)]
pub struct FakeRole {
    pub state: std::sync::Mutex<FakeRoleState>,
    pub pause: std::time::Duration,
}

#[derive(Default, Debug)]
pub struct FakeRoleState {
    pub has: std::collections::BTreeSet<String>,
    /// Users who are not members (everyone else is).
    pub gone: std::collections::BTreeSet<String>,
    /// (user, given) for every change the bot made.
    pub log: Vec<(String, bool)>,
    /// Users whose role changes are made but answered as unknown (the
    /// answer lost on the way back).
    pub lost: std::collections::BTreeSet<String>,
    /// Users whose role changes are answered as unknown and not made (a
    /// 5xx).
    pub failing: std::collections::BTreeSet<String>,
}

impl FakeRole {
    /// A role `has` have (by hand).
    pub fn with(has: &[&str]) -> FakeRole {
        let f = FakeRole::default();
        f.state
            .lock()
            .unwrap()
            .has
            .extend(has.iter().map(|s| s.to_string()));
        f
    }

    /// Who has the role, in id order.
    pub fn holders(&self) -> Vec<String> {
        self.state.lock().unwrap().has.iter().cloned().collect()
    }

    /// The answer to a change of `user`'s role that was made: lost for
    /// the users in `lost`.
    fn answer(st: &FakeRoleState, user: &str) -> Result<(), host::RoleFailure> {
        if st.lost.contains(user) {
            Err(host::RoleFailure::Unknown(locale::Words::verbatim(
                "500 (the answer was lost)",
            )))
        } else {
            Ok(())
        }
    }

    async fn pause(&self) {
        if !self.pause.is_zero() {
            tokio::time::sleep(self.pause).await;
        }
    }
}

impl host::RoleServer for FakeRole {
    async fn holding(&self, user: &String) -> Result<host::Holding, locale::Words> {
        self.pause().await;
        let st = self.state.lock().unwrap();
        Ok(if st.gone.contains(user) {
            host::Holding::NotMember
        } else if st.has.contains(user) {
            host::Holding::Has
        } else {
            host::Holding::Lacks
        })
    }

    async fn give(&self, user: &String) -> Result<(), host::RoleFailure> {
        self.pause().await;
        let mut st = self.state.lock().unwrap();
        if st.gone.contains(user) {
            return Err(host::RoleFailure::NotMember);
        }
        if st.failing.contains(user) {
            return Err(host::RoleFailure::Unknown(locale::Words::verbatim("503")));
        }
        st.has.insert(user.clone());
        st.log.push((user.clone(), true));
        FakeRole::answer(&st, user)
    }

    async fn take(&self, user: &String) -> Result<(), host::RoleFailure> {
        self.pause().await;
        let mut st = self.state.lock().unwrap();
        if st.failing.contains(user) {
            return Err(host::RoleFailure::Unknown(locale::Words::verbatim("503")));
        }
        st.has.remove(user);
        st.log.push((user.clone(), false));
        FakeRole::answer(&st, user)
    }
}
