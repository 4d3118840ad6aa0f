//! One launcher for the end-to-end tests of the bot: a [`Session`] is the
//! Discord stand-in, a database (a SQLite file in the session's folder,
//! or a fresh PostgreSQL schema on `TEST_POSTGRES_URL`) and the real
//! `cruise-pawns` process started against both, ready to be played.
//!
//! ```ignore
//! let Some(t) = Session::launch(Db::either(postgres)).await else {
//!     return; // PostgreSQL not configured outside CI: skipped
//! };
//! t.s.slash(ALICE, CHANNEL_ID, "challenge", &opts);
//! t.finish().await;
//! ```
//!
//! [`Session::with`] sets a launch up first: extra bot environment
//! ([`Launch::env`]), a stand-in prepared beforehand with faults or guilds
//! ([`Launch::on`]), the SQLite file's place ([`Launch::sqlite_file`]),
//! waiting for the connection only ([`Launch::connected`]).
//! [`Session::two_servers`] launches on a stand-in with a second server.
//! A session restarts its bot ([`Session::restart`]), starts it again
//! after the test stopped it ([`Session::start_again`]), starts another
//! process on the same database ([`Session::start_bot`]) and drops its
//! PostgreSQL schema at the end ([`Session::finish`]).
//!
//! The waits that recur in tests are here too: a thread by its name
//! ([`thread_named`]), by the start of its name ([`thread_starting`]), a
//! number of them ([`threads_starting`]), and a challenge accepted up to
//! its game's thread ([`accepted_game`]).

use super::bot::Bot;
use super::payloads::TestUser;
use super::postgres::{drop_schema, postgres_schema};
use super::standin::{GuildHandle, StandIn};
use std::time::Duration;

/// Which database a session's bot uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Db {
    /// A SQLite file in the session's folder.
    Sqlite,
    /// A fresh schema on `TEST_POSTGRES_URL` (the launch is skipped, with
    /// a notice, when it is not set outside CI; in CI it must be set).
    Postgres,
}

impl Db {
    /// [`Db::Postgres`] when `postgres`, else [`Db::Sqlite`]: the two
    /// halves of a test that runs on both.
    pub fn either(postgres: bool) -> Db {
        if postgres { Db::Postgres } else { Db::Sqlite }
    }
}

/// A launch being set up ([`Session::with`]); [`Launch::start`] starts it.
pub struct Launch {
    db: Db,
    env: Vec<(String, String)>,
    standin: Option<StandIn>,
    sqlite_file: String,
    wait: Wait,
}

/// What a launch waits for once the bot is started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wait {
    /// READY and the commands registered.
    Registered,
    /// READY.
    Connected,
    /// Nothing.
    Nothing,
}

impl Launch {
    /// Extra environment for the bot (e.g. `REMATCH_TTL`,
    /// `DISCORD_GUILD_ID` empty for global commands), kept on restarts.
    pub fn env(mut self, env: &[(&str, &str)]) -> Launch {
        self.env
            .extend(env.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        self
    }

    /// Starts the bot on `standin`, prepared beforehand (faults, guilds,
    /// permissions set before the bot connects), instead of a fresh one.
    pub fn on(mut self, standin: &StandIn) -> Launch {
        self.standin = Some(standin.clone());
        self
    }

    /// The SQLite file's path inside the session's folder (default
    /// `games.db`; e.g. `data/games.db`, whose folder the bot makes).
    pub fn sqlite_file(mut self, path: &str) -> Launch {
        self.sqlite_file = path.to_string();
        self
    }

    /// Does not wait for the bot at all (a test that starts more
    /// processes first, e.g. one per shard, and waits for them all).
    pub fn unwaited(mut self) -> Launch {
        self.wait = Wait::Nothing;
        self
    }

    /// Waits only until the bot has connected (got READY), not until its
    /// commands are registered (a test that refuses the registration).
    pub fn connected(mut self) -> Launch {
        self.wait = Wait::Connected;
        self
    }

    /// Starts the stand-in (unless given), makes the database, starts the
    /// bot and waits until it is ready. `None` when PostgreSQL is wanted
    /// but not configured outside CI: the test skips that half.
    pub async fn start(self) -> Option<Session> {
        let s = match self.standin {
            Some(s) => s,
            None => StandIn::start().await,
        };
        let dir = tempfile::tempdir().expect("a temporary folder for the bot");
        let (db, schema) = match self.db {
            Db::Sqlite => (
                format!("sqlite://{}/{}", dir.path().display(), self.sqlite_file),
                None,
            ),
            Db::Postgres => {
                let (admin, schema, url) = postgres_schema(&schema_prefix()).await?;
                (url, Some((admin, schema)))
            }
        };
        let bot = start_bot(&s, dir.path(), &db, &self.env, &[]);
        let t = Session {
            s,
            dir,
            db,
            bot,
            env: self.env,
            schema,
        };
        match self.wait {
            Wait::Registered => t.s.wait_ready(1).await,
            Wait::Connected => t.s.wait_connected(1).await,
            Wait::Nothing => {}
        }
        Some(t)
    }
}

/// A running bot against a stand-in, with its folder and database.
pub struct Session {
    pub s: StandIn,
    /// The bot's working folder (its logs; the SQLite file).
    pub dir: tempfile::TempDir,
    /// The bot's `DATABASE_URL`.
    pub db: String,
    pub bot: Bot,
    /// The bot's extra environment (e.g. `REMATCH_TTL`), kept on restarts.
    pub env: Vec<(String, String)>,
    /// The PostgreSQL schema (admin URL, name) to drop at the end.
    schema: Option<(String, String)>,
}

impl Session {
    /// A launch on `db` to set up before [`Launch::start`].
    pub fn with(db: Db) -> Launch {
        Launch {
            db,
            env: Vec::new(),
            standin: None,
            sqlite_file: "games.db".to_string(),
            wait: Wait::Registered,
        }
    }

    /// Starts a stand-in, the database `db` and the bot, and waits until
    /// the commands are registered; `None` when PostgreSQL is wanted but
    /// not configured outside CI.
    pub async fn launch(db: Db) -> Option<Session> {
        Session::with(db).start().await
    }

    /// Runs `scenario` on a session launched on `db` (skipped as
    /// [`Session::launch`] is), then drops its PostgreSQL schema: for a
    /// scenario that takes the session by value.
    pub async fn run<F: std::future::Future<Output = ()>>(
        db: Db,
        scenario: impl FnOnce(Session) -> F,
    ) {
        let Some(t) = Session::launch(db).await else {
            return;
        };
        let schema = t.schema.clone();
        scenario(t).await;
        if let Some((admin, schema)) = schema {
            drop_schema(&admin, &schema).await;
        }
    }

    /// [`Session::launch`] on a stand-in with a second server besides the
    /// test server, the commands registered globally (as in production)
    /// so that they exist in both; the session and the second server.
    pub async fn two_servers(db: Db) -> Option<(Session, GuildHandle)> {
        let s = StandIn::start().await;
        let second = s.add_guild();
        let t = Session::with(db)
            .on(&s)
            .env(&[("DISCORD_GUILD_ID", "")])
            .start()
            .await?;
        Some((t, second))
    }

    /// [`Session::launch`] on a SQLite file (never skipped).
    pub async fn sqlite() -> Session {
        Session::with(Db::Sqlite)
            .start()
            .await
            .expect("SQLite needs no configuration")
    }

    /// Another bot process on this session's stand-in, folder and
    /// database, with the session's environment and `extra` (e.g.
    /// `SHARDS`); the caller waits for it.
    pub fn start_bot(&self, extra: &[(&str, &str)]) -> Bot {
        start_bot(&self.s, self.dir.path(), &self.db, &self.env, extra)
    }

    /// Kills the bot (SIGKILL) and starts it again on the same database;
    /// waits until it has connected again (its `n`-th connection) and its
    /// commands are registered.
    pub async fn restart(&mut self, n: u64) {
        self.bot.kill_now();
        self.start_again(n).await;
    }

    /// Starts the bot again on the same database after the test stopped
    /// it (killed, terminated, or while the stand-in was set up to fail);
    /// waits until it has connected again (its `n`-th connection) and its
    /// commands are registered.
    pub async fn start_again(&mut self, n: u64) {
        self.bot = self.start_bot(&[]);
        self.s.wait_ready(n).await;
    }

    /// Stops the bot and drops the PostgreSQL schema (nothing more for
    /// SQLite, whose folder goes with the session).
    pub async fn finish(self) {
        let Session { bot, schema, .. } = self;
        drop(bot);
        if let Some((admin, schema)) = schema {
            drop_schema(&admin, &schema).await;
        }
    }
}

/// The bot against `s` in `dir` on `db`, with `env` and then `extra`.
fn start_bot(
    s: &StandIn,
    dir: &std::path::Path,
    db: &str,
    env: &[(String, String)],
    extra: &[(&str, &str)],
) -> Bot {
    let mut all: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    all.extend_from_slice(extra);
    Bot::start(s, dir, db, &all)
}

/// A PostgreSQL schema name's prefix: the running test's name (libtest
/// names the test's thread after it), in the letters a schema name may
/// have, so that a schema left behind says whose it was.
fn schema_prefix() -> String {
    let name = std::thread::current()
        .name()
        .and_then(|n| n.rsplit("::").next())
        .unwrap_or("e2e")
        .to_string();
    let clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .take(40)
        .collect();
    if clean.starts_with(|c: char| c.is_ascii_alphabetic()) {
        clean
    } else {
        format!("t_{clean}")
    }
}

/// Waits (at most `timeout`) until the bot has opened a thread named
/// exactly `name`; its id.
pub async fn thread_named(s: &StandIn, name: &str, timeout: Duration) -> u64 {
    s.wait_for(&format!("a thread named {name:?}"), timeout, |s| {
        s.threads()
            .into_iter()
            .find(|(_, n)| n == name)
            .map(|(id, _)| id)
    })
    .await
}

/// Waits (at most `timeout`) until the bot has opened a thread whose name
/// starts with `prefix` (e.g. `R1 · `); its id and whole name.
pub async fn thread_starting(s: &StandIn, prefix: &str, timeout: Duration) -> (u64, String) {
    s.wait_for(&format!("a thread named {prefix:?}..."), timeout, |s| {
        s.threads().into_iter().find(|(_, n)| n.starts_with(prefix))
    })
    .await
}

/// Waits (at most `timeout`) until the bot has opened `n` threads whose
/// names start with `prefix` (e.g. every board of round 1).
pub async fn threads_starting(s: &StandIn, prefix: &str, n: usize, timeout: Duration) {
    s.wait_for(&format!("{n} threads named {prefix:?}..."), timeout, |s| {
        let opened = s
            .threads()
            .iter()
            .filter(|(_, name)| name.starts_with(prefix))
            .count();
        (opened == n).then_some(())
    })
    .await
}

/// `white` challenges `black` (as [`StandIn::accepted_challenge`], no
/// other options), `black` accepts, and the bot opens the game's thread
/// `<white> vs <black>` (waited for at most `timeout`); its id.
pub async fn accepted_game(
    s: &StandIn,
    white: TestUser,
    black: TestUser,
    timeout: Duration,
) -> u64 {
    s.accepted_challenge(white, black, &[]).await;
    thread_named(s, &format!("{} vs {}", white.name, black.name), timeout).await
}
