//! Test databases: every test runs against a fresh SQLite file in a temporary
//! directory and, when `TEST_POSTGRES_URL` is set, against its own schema on
//! that PostgreSQL server (tests run in parallel, so each isolates itself).
//! Without `TEST_POSTGRES_URL` the PostgreSQL half is skipped with a notice,
//! unless `CI` is set: then the test fails, because CI must run PostgreSQL.

#![allow(dead_code)]

pub mod toy_rating;

use std::path::PathBuf;

use sqlx::Executor;
use sqlx::postgres::PgPoolOptions;
use store::Store;

/// One backend to run a test body on.
pub struct TestDb {
    /// `sqlite` or `postgres`, for assertion messages.
    pub name: &'static str,
    /// The URL to open it with (again and again: it names the same data).
    pub url: String,
    /// The SQLite file's path.
    pub sqlite_path: Option<PathBuf>,
    dir: Option<tempfile::TempDir>,
    pg: Option<(String, String)>,
}

impl TestDb {
    /// Opens (and migrates) the database.
    pub async fn open(&self) -> Store {
        Store::connect(&self.url)
            .await
            .unwrap_or_else(|e| panic!("{}: connect failed: {e}", self.name))
    }

    /// Removes the database (the PostgreSQL schema; the temporary directory
    /// goes with `self`). Call at the end of a passing test; a failing test
    /// leaves its schema for inspection, and the next run replaces it.
    pub async fn cleanup(self) {
        if let Some((admin_url, schema)) = &self.pg {
            let admin = PgPoolOptions::new()
                .max_connections(1)
                .connect(admin_url)
                .await
                .expect("connect to TEST_POSTGRES_URL");
            admin
                .execute(format!("DROP SCHEMA IF EXISTS {schema} CASCADE").as_str())
                .await
                .expect("drop test schema");
            admin.close().await;
        }
    }
}

/// The PostgreSQL server for tests, or `None` (after a notice) when it is not
/// configured outside CI. Panics in CI without it.
pub fn postgres_url() -> Option<String> {
    match std::env::var("TEST_POSTGRES_URL") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            if std::env::var_os("CI").is_some() {
                panic!(
                    "TEST_POSTGRES_URL is not set but CI is: CI must run the storage tests on \
                     PostgreSQL too (e.g. TEST_POSTGRES_URL=postgres://cruise:cruise@127.0.0.1:5432/cruise_test)"
                );
            }
            eprintln!(
                "notice: TEST_POSTGRES_URL is not set, skipping the PostgreSQL half of this test \
                 (set it, e.g. postgres://cruise:cruise@127.0.0.1:5432/cruise_test, to run it)"
            );
            None
        }
    }
}

/// A fresh SQLite file database for `test`.
pub fn sqlite_db() -> TestDb {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("store.db");
    TestDb {
        name: "sqlite",
        url: format!("sqlite://{}", path.display()),
        sqlite_path: Some(path),
        dir: Some(dir),
        pg: None,
    }
}

/// A fresh PostgreSQL schema for `test` (named after it), if configured.
pub async fn postgres_db(test: &str) -> Option<TestDb> {
    let admin_url = postgres_url()?;
    let schema = format!("store_test_{test}");
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(&admin_url)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to TEST_POSTGRES_URL: {e}"));
    admin
        .execute(format!("DROP SCHEMA IF EXISTS {schema} CASCADE").as_str())
        .await
        .expect("drop old test schema");
    admin
        .execute(format!("CREATE SCHEMA {schema}").as_str())
        .await
        .expect("create test schema (the role needs CREATE on the database)");
    admin.close().await;
    let sep = if admin_url.contains('?') { '&' } else { '?' };
    let url = format!("{admin_url}{sep}options=-c%20search_path%3D{schema}");
    Some(TestDb {
        name: "postgres",
        url,
        sqlite_path: None,
        dir: None,
        pg: Some((admin_url, schema)),
    })
}

/// Both backends for `test` (PostgreSQL only when configured).
pub async fn backends(test: &str) -> Vec<TestDb> {
    let mut dbs = vec![sqlite_db()];
    dbs.extend(postgres_db(test).await);
    dbs
}
