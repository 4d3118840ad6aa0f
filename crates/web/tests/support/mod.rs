//! Test databases (a fresh SQLite file; PostgreSQL from
//! `TEST_POSTGRES_URL`, a schema of its own), seed data and an HTTP client.
#![allow(dead_code)]

pub mod games;
pub mod http;
pub mod seed;

use sqlx::Executor;
use sqlx::postgres::PgPoolOptions;

/// One backend.
pub struct TestDb {
    pub name: &'static str,
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    pg: Option<(String, String)>,
}

impl TestDb {
    /// Drops the PostgreSQL schema (the SQLite directory goes with `self`).
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
                .expect("drop the test schema");
            admin.close().await;
        }
    }
}

/// SQLite always; PostgreSQL when `TEST_POSTGRES_URL` is set (required when
/// `CI` is set; elsewhere skipped with a notice).
pub async fn backends(prefix: &str) -> Vec<TestDb> {
    let dir = tempfile::tempdir().expect("tempdir");
    let url = format!("sqlite://{}", dir.path().join("web.db").display());
    let mut out = vec![TestDb {
        name: "sqlite",
        url,
        _dir: Some(dir),
        pg: None,
    }];
    match std::env::var("TEST_POSTGRES_URL") {
        Ok(admin) if !admin.trim().is_empty() => {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos();
            let schema = format!("{prefix}_{}_{:x}", std::process::id(), nanos & 0xffff_ffff);
            let pool = PgPoolOptions::new()
                .max_connections(1)
                .connect(&admin)
                .await
                .expect("connect to TEST_POSTGRES_URL");
            pool.execute(format!("CREATE SCHEMA {schema}").as_str())
                .await
                .expect("create a test schema");
            pool.close().await;
            let sep = if admin.contains('?') { '&' } else { '?' };
            out.push(TestDb {
                name: "postgres",
                url: format!("{admin}{sep}options=-c%20search_path%3D{schema}"),
                _dir: None,
                pg: Some((admin, schema)),
            });
        }
        _ => {
            if std::env::var_os("CI").is_some() {
                panic!(
                    "TEST_POSTGRES_URL is not set but CI is: the web tests must run on PostgreSQL too"
                );
            }
            eprintln!(
                "notice: TEST_POSTGRES_URL is not set: skipping the PostgreSQL half of the web tests"
            );
        }
    }
    out
}

/// Serves the site over the database at `url` on a free port.
pub async fn serve(url: &str) -> std::net::SocketAddr {
    serve_with(url, web::Limits::default()).await
}

/// Serves the site over the database at `url` on a free port with `limits`.
pub async fn serve_with(url: &str, limits: web::Limits) -> std::net::SocketAddr {
    let store = store::Store::connect(url).await.expect("open the database");
    let listener = web::bind("127.0.0.1:0".parse().unwrap())
        .await
        .expect("bind");
    let addr = listener.local_addr().unwrap();
    tokio::spawn(web::serve_with(listener, store, limits));
    addr
}

/// Overwrites game `id`'s stored snapshot with text no version can read
/// (a damaged row, with a new version as every write of a game has),
/// straight in the database at `url`.
pub async fn damage_game(url: &str, id: i64) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url)
        .await
        .expect("open the database");
    sqlx::query(
        "UPDATE games SET snapshot = 'not a snapshot', version = version + 1 WHERE id = $1",
    )
    .bind(id)
    .execute(&pool)
    .await
    .expect("damage the row");
    pool.close().await;
}
