//! The connection to the database: opening (SQLite file or PostgreSQL),
//! migrating, and the pools every operation runs on.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use sqlx::AnyPool;
use sqlx::Executor;
use sqlx::any::AnyPoolOptions;

use crate::checkpoint::Checkpointer;
use crate::database_url::{DEFAULT_DATABASE_URL, DatabaseTarget, redact_url};
use crate::error::{Result, StoreError};
use crate::write_queue::WriteQueue;

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// Pragmas for every SQLite connection: write-ahead log (readers do not block
/// the writer), `synchronous=NORMAL` (a committed transaction survives the
/// process being killed; only an OS crash or power loss can lose the last
/// commits), foreign keys on, waiting up to 5 s for a lock held by another
/// process instead of failing, and the database file read through a memory
/// map of up to 1 GiB (pages are read in place instead of copied by a
/// system call each: the web site's pages read many), and no checkpoint
/// inside a commit (a background task checkpoints: [`crate::checkpoint`]).
const SQLITE_PRAGMAS: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
     PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA mmap_size = 1073741824; \
     PRAGMA wal_autocheckpoint = 0;";

/// Read-only connections kept for SQLite (in addition to the one writer).
const SQLITE_READERS: u32 = 8;
/// Connections kept for PostgreSQL.
const POSTGRES_CONNECTIONS: u32 = 10;

/// How long opening the first connection may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Which database a [`Store`] runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file (or memory).
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// The storage handle: cheap to clone (the pools are shared), safe to use from
/// many tasks at once.
///
/// On SQLite all writes go through one connection (SQLite allows one writer
/// at a time anyway; one connection avoids lock waits between our own
/// transactions), reads through a few more, and game changes from many tasks
/// are group-committed by a writer task started on the runtime that called
/// [`Store::connect`] (keep that runtime alive while the store is used). On
/// PostgreSQL both use one pool and each change is its own transaction.
#[derive(Debug, Clone)]
pub struct Store {
    writer: AnyPool,
    reader: AnyPool,
    backend: Backend,
    url: String,
    queue: Option<WriteQueue>,
    native: NativeTarget,
    /// The background checkpoints of a SQLite file (stopped when the last
    /// clone is dropped).
    _checkpoints: Option<Arc<Checkpointer>>,
}

/// How to open a connection of the backend's own driver rather than `Any`,
/// for bulk work the `Any` driver makes slow (the ratings rebuild: `COPY`
/// on PostgreSQL, prepared statements reused on SQLite).
#[derive(Clone)]
pub(crate) enum NativeTarget {
    /// The SQLite database (a file, or the store's named in-memory one).
    Sqlite(sqlx::sqlite::SqliteConnectOptions),
    /// The PostgreSQL server.
    Postgres(sqlx::postgres::PgConnectOptions),
}

/// Never shows the options: they hold the password.
impl std::fmt::Debug for NativeTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NativeTarget::Sqlite(_) => f.write_str("NativeTarget::Sqlite"),
            NativeTarget::Postgres(_) => f.write_str("NativeTarget::Postgres"),
        }
    }
}

/// Numbers the in-memory databases of this process.
static MEMORY_DATABASES: AtomicU64 = AtomicU64::new(0);

/// The database URL from the environment: `DATABASE_URL` when set and not
/// empty, else [`DEFAULT_DATABASE_URL`].
pub fn database_url_from_env() -> String {
    match std::env::var("DATABASE_URL") {
        Ok(url) if !url.trim().is_empty() => url,
        _ => DEFAULT_DATABASE_URL.to_string(),
    }
}

impl Store {
    /// Opens the database at `url` and applies the migrations.
    ///
    /// - `sqlite://PATH` (relative), `sqlite:///PATH` (absolute): the file and
    ///   its parent directories are created when missing.
    /// - `sqlite::memory:`: a private in-memory database (one connection).
    /// - `postgres://…` or `postgresql://…`: a PostgreSQL server.
    ///
    /// A malformed URL gives [`StoreError::BadUrl`] naming the problem and the
    /// accepted forms. Passwords never appear in errors or logs.
    pub async fn connect(url: &str) -> Result<Store> {
        sqlx::any::install_default_drivers();
        let target = DatabaseTarget::parse(url)?;
        let shown = redact_url(url.trim());
        let connect_err = |source| StoreError::Connect {
            url: shown.clone(),
            source,
        };
        let store = match &target {
            DatabaseTarget::SqliteMemory => {
                // A named in-memory database (shared cache), so that a native
                // connection can open it too; it lives while a connection to
                // it is open: keep exactly one in the pool, forever.
                let driver_url = format!(
                    "sqlite:file:cruise-pawns-memory-{}-{}?mode=memory",
                    std::process::id(),
                    MEMORY_DATABASES.fetch_add(1, Ordering::Relaxed)
                );
                let pool = sqlite_pool_options(1)
                    .min_connections(1)
                    .idle_timeout(None)
                    .max_lifetime(None)
                    .connect(&driver_url)
                    .await
                    .map_err(connect_err)?;
                Store {
                    reader: pool.clone(),
                    writer: pool,
                    backend: Backend::Sqlite,
                    url: shown.clone(),
                    queue: None,
                    native: native_sqlite(&driver_url).map_err(connect_err)?,
                    _checkpoints: None,
                }
            }
            DatabaseTarget::SqliteFile { path, params } => {
                create_parent_dir(path)?;
                let driver_url = sqlite_driver_url(url.trim(), params.as_deref());
                probe(&driver_url).await.map_err(connect_err)?;
                let writer = sqlite_pool_options(1)
                    .connect(&driver_url)
                    .await
                    .map_err(connect_err)?;
                let reader = sqlite_pool_options(SQLITE_READERS)
                    .connect_lazy(&driver_url)
                    .map_err(connect_err)?;
                Store {
                    queue: Some(WriteQueue::start(writer.clone())),
                    _checkpoints: Some(Arc::new(Checkpointer::start(reader.clone()))),
                    writer,
                    reader,
                    backend: Backend::Sqlite,
                    url: shown.clone(),
                    native: native_sqlite(&driver_url).map_err(connect_err)?,
                }
            }
            DatabaseTarget::Postgres(pg_url) => {
                probe(pg_url).await.map_err(connect_err)?;
                let pool = AnyPoolOptions::new()
                    .max_connections(POSTGRES_CONNECTIONS)
                    .acquire_timeout(CONNECT_TIMEOUT)
                    .connect(pg_url)
                    .await
                    .map_err(connect_err)?;
                Store {
                    reader: pool.clone(),
                    writer: pool,
                    backend: Backend::Postgres,
                    url: shown.clone(),
                    queue: None,
                    native: NativeTarget::Postgres(pg_url.parse().map_err(connect_err)?),
                    _checkpoints: None,
                }
            }
        };
        store.migrate().await?;
        tracing::info!(url = %shown, backend = ?store.backend, "database ready");
        Ok(store)
    }

    /// Opens the database named by `DATABASE_URL` (or the default SQLite file).
    pub async fn connect_from_env() -> Result<Store> {
        Store::connect(&database_url_from_env()).await
    }

    /// Applies any migrations not yet applied (done by [`Store::connect`]).
    pub async fn migrate(&self) -> Result<()> {
        let migrator = match self.backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        migrator.run(&self.writer).await?;
        Ok(())
    }

    /// Which backend this store runs on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The database URL with any password redacted, for messages and logs.
    pub fn redacted_url(&self) -> &str {
        &self.url
    }

    /// Closes all connections, waiting for running operations to finish.
    /// Everything committed stays stored.
    pub async fn close(&self) {
        self.writer.close().await;
        self.reader.close().await;
    }

    pub(crate) fn writer(&self) -> &AnyPool {
        &self.writer
    }

    /// The group-commit queue for game changes (SQLite files only).
    pub(crate) fn write_queue(&self) -> Option<&WriteQueue> {
        self.queue.as_ref()
    }

    pub(crate) fn reader(&self) -> &AnyPool {
        &self.reader
    }

    /// How to open a native connection to this database.
    pub(crate) fn native(&self) -> &NativeTarget {
        &self.native
    }
}

/// The native options for a SQLite driver URL, with the pragmas of
/// [`SQLITE_PRAGMAS`].
fn native_sqlite(driver_url: &str) -> Result<NativeTarget, sqlx::Error> {
    use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
    let options: SqliteConnectOptions = driver_url.parse()?;
    Ok(NativeTarget::Sqlite(
        options
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5)),
    ))
}

/// Opens and closes one connection, so that an unreachable server or an
/// unopenable file fails at once with the real cause (the pool would retry
/// until its timeout and then report only "timed out").
async fn probe(url: &str) -> Result<(), sqlx::Error> {
    use sqlx::Connection;
    let conn = tokio::time::timeout(CONNECT_TIMEOUT, sqlx::AnyConnection::connect(url))
        .await
        .map_err(|_| sqlx::Error::PoolTimedOut)??;
    conn.close().await
}

fn sqlite_pool_options(max: u32) -> AnyPoolOptions {
    AnyPoolOptions::new()
        .max_connections(max)
        .acquire_timeout(Duration::from_secs(30))
        .after_connect(|conn, _meta| {
            Box::pin(async move {
                conn.execute(SQLITE_PRAGMAS).await?;
                Ok(())
            })
        })
}

/// The URL handed to the SQLite driver: as given, plus `mode=rwc` (create the
/// file if missing) unless the caller chose a mode.
fn sqlite_driver_url(url: &str, params: Option<&str>) -> String {
    let has_mode = params.is_some_and(|p| p.split('&').any(|kv| kv.starts_with("mode=")));
    if has_mode {
        url.to_string()
    } else if params.is_some() {
        format!("{url}&mode=rwc")
    } else {
        format!("{}?mode=rwc", url.trim_end_matches('?'))
    }
}

fn create_parent_dir(path: &Path) -> Result<()> {
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
        && !parent.exists()
    {
        std::fs::create_dir_all(parent).map_err(|source| StoreError::CreateDir {
            path: parent.display().to_string(),
            source,
        })?;
    }
    Ok(())
}
