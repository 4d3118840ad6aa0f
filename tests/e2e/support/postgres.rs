//! A fresh PostgreSQL schema per test on `TEST_POSTGRES_URL` (required
//! when `CI` is set), so tests share one server without seeing each other.

use sqlx::Executor;

/// A fresh schema on TEST_POSTGRES_URL and a URL that uses it, or `None`
/// (with a notice) outside CI when PostgreSQL is not configured.
pub async fn postgres_schema(prefix: &str) -> Option<(String, String, String)> {
    let admin = match std::env::var("TEST_POSTGRES_URL") {
        Ok(u) if !u.trim().is_empty() => u,
        _ => {
            assert!(
                std::env::var_os("CI").is_none(),
                "TEST_POSTGRES_URL must be set in CI (see .ci/run)"
            );
            eprintln!("notice: TEST_POSTGRES_URL is not set: skipping its PostgreSQL half");
            return None;
        }
    };
    let schema = format!("{prefix}_{:x}", super::payloads::snowflake());
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect(&admin)
        .await
        .expect("connect to TEST_POSTGRES_URL");
    pool.execute(format!("DROP SCHEMA IF EXISTS {schema} CASCADE").as_str())
        .await
        .unwrap();
    pool.execute(format!("CREATE SCHEMA {schema}").as_str())
        .await
        .unwrap();
    pool.close().await;
    let sep = if admin.contains('?') { '&' } else { '?' };
    let url = format!("{admin}{sep}options=-c%20search_path%3D{schema}");
    Some((admin, schema, url))
}

pub async fn drop_schema(admin: &str, schema: &str) {
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect(admin)
        .await
        .unwrap();
    let _ = pool
        .execute(format!("DROP SCHEMA IF EXISTS {schema} CASCADE").as_str())
        .await;
    pool.close().await;
}

/// The database of one run of a test on both backends: a fresh schema on
/// PostgreSQL, or `None` for the caller's own SQLite file.
pub struct Backend {
    /// The PostgreSQL URL (with its schema); `None`: SQLite.
    pub url: Option<String>,
    schema: Option<(String, String)>,
}

impl Backend {
    /// PostgreSQL (a fresh schema named after `prefix`) when `postgres`,
    /// else SQLite; `None` when PostgreSQL is wanted but not configured
    /// outside CI (the test then skips its PostgreSQL half).
    pub async fn new(postgres: bool, prefix: &str) -> Option<Backend> {
        if !postgres {
            return Some(Backend {
                url: None,
                schema: None,
            });
        }
        let (admin, schema, url) = postgres_schema(prefix).await?;
        Some(Backend {
            url: Some(url),
            schema: Some((admin, schema)),
        })
    }

    /// Drops the PostgreSQL schema (nothing for SQLite).
    pub async fn finish(self) {
        if let Some((admin, schema)) = &self.schema {
            drop_schema(admin, schema).await;
        }
    }
}
