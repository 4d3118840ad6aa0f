//! The rebuild on PostgreSQL: a connection of its own, `COPY ... FROM
//! STDIN` in text format for the writes (into tables emptied by `TRUNCATE`
//! in this transaction, hence `FREEZE`), and the commit not waiting for
//! the WAL flush (`synchronous_commit = off` for this transaction only: it
//! stays atomic; a crash right after could lose the rebuild, never half of
//! it).

use std::fmt::Write as _;

use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{Connection, Row};

use super::{COUNT_GAMES, Lit, READ_GAMES, RatedGame, TABLES, Written};
use crate::error::Result;

/// Bytes of `COPY` data sent at a time.
const COPY_CHUNK: usize = 1 << 20;

pub(super) struct Bulk {
    conn: PgConnection,
}

impl Bulk {
    pub(super) async fn open(options: &PgConnectOptions) -> Result<Bulk> {
        Ok(Bulk {
            conn: PgConnection::connect_with(options).await?,
        })
    }
}

impl super::Bulk for Bulk {
    async fn begin(&mut self) -> Result<()> {
        self.execute("BEGIN").await?;
        self.execute("SET LOCAL synchronous_commit = off").await?;
        // Room to sort the index builds in memory.
        self.execute("SET LOCAL maintenance_work_mem = '256MB'")
            .await?;
        self.execute(&format!("TRUNCATE {}", TABLES.join(", ")))
            .await
    }

    async fn execute(&mut self, sql: &str) -> Result<()> {
        sqlx::raw_sql(sql).execute(&mut self.conn).await?;
        Ok(())
    }

    async fn count_games(&mut self) -> Result<i64> {
        Ok(sqlx::query(COUNT_GAMES)
            .fetch_one(&mut self.conn)
            .await?
            .try_get(0)?)
    }

    async fn read_games(
        &mut self,
        after: (i64, i64),
        limit: i64,
        each: &mut (dyn FnMut(RatedGame<'_>) -> Result<()> + Send),
    ) -> Result<()> {
        let rows = sqlx::query(READ_GAMES)
            .bind(after.0)
            .bind(after.1)
            .bind(limit)
            .fetch_all(&mut self.conn)
            .await?;
        for row in &rows {
            each(RatedGame {
                id: row.try_get(0)?,
                white: row.try_get(1)?,
                black: row.try_get(2)?,
                preset: row.try_get(3)?,
                guild: row.try_get(4)?,
                result: row.try_get(5)?,
                at_ms: row.try_get(6)?,
            })?;
        }
        Ok(())
    }

    async fn indexes(&mut self, tables: &[&str]) -> Result<Vec<(String, String)>> {
        // Keys are constraints: dropped and added as such; other indexes
        // backing constraints (none here) are left alone.
        let rows = sqlx::query(
            "SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname), \
                    format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, \
                           pg_get_constraintdef(c.oid)) \
             FROM pg_constraint c \
             WHERE c.contype = 'p' AND c.conrelid = ANY (SELECT to_regclass(t) FROM UNNEST($1::TEXT[]) AS t) \
             UNION ALL \
             SELECT format('DROP INDEX %s', i.oid::regclass), pg_get_indexdef(i.oid) \
             FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid \
             WHERE x.indrelid = ANY (SELECT to_regclass(t) FROM UNNEST($1::TEXT[]) AS t) \
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)",
        )
        .bind(tables)
        .fetch_all(&mut self.conn)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect()
    }

    async fn insert<'a, const N: usize>(
        &mut self,
        table: &str,
        columns: &[&str; N],
        rows: impl Iterator<Item = [Lit<'a>; N]> + Send,
        written: &mut Written<'_>,
    ) -> Result<()> {
        let mut copy = self
            .conn
            .copy_in_raw(&format!(
                "COPY {table} ({}) FROM STDIN WITH (FREEZE)",
                columns.join(", ")
            ))
            .await?;
        let mut buf = String::with_capacity(COPY_CHUNK + 4096);
        let mut n = 0;
        let sent = async {
            for row in rows {
                push_row(&mut buf, &row);
                n += 1;
                if buf.len() >= COPY_CHUNK {
                    copy.send(buf.as_bytes()).await?;
                    buf.clear();
                    written.add(n);
                    n = 0;
                }
            }
            if !buf.is_empty() {
                copy.send(buf.as_bytes()).await?;
            }
            Ok::<_, sqlx::Error>(())
        }
        .await;
        match sent {
            Ok(()) => {
                copy.finish().await?;
                written.add(n);
                Ok(())
            }
            Err(e) => {
                let _ = copy.abort("the rebuild failed").await;
                Err(e.into())
            }
        }
    }

    fn after_writes(&self) -> &'static [&'static str] {
        // Fresh statistics for the leaderboard's plans after a bulk load.
        &["ANALYZE ratings, rating_history, rating_servers, rating_counts"]
    }

    async fn commit(&mut self) -> Result<()> {
        self.execute("COMMIT").await
    }

    async fn abandon(mut self) {
        // Closing the connection would roll back too.
        let _ = self.execute("ROLLBACK").await;
        let _ = self.conn.close().await;
    }

    async fn close(self) -> Result<()> {
        Ok(self.conn.close().await?)
    }
}

/// One row in `COPY`'s text format: values separated by tabs, `\N` for
/// NULL, backslash escapes in text, a newline at the end.
fn push_row(buf: &mut String, row: &[Lit<'_>]) {
    for (i, value) in row.iter().enumerate() {
        if i > 0 {
            buf.push('\t');
        }
        match *value {
            Lit::Text(s) => {
                for c in s.chars() {
                    match c {
                        '\\' => buf.push_str("\\\\"),
                        '\t' => buf.push_str("\\t"),
                        '\n' => buf.push_str("\\n"),
                        '\r' => buf.push_str("\\r"),
                        c => buf.push(c),
                    }
                }
            }
            Lit::Int(i) => {
                let _ = write!(buf, "{i}");
            }
            // Rust's shortest form that reads back as the same `f64`.
            Lit::Real(x) => {
                let _ = write!(buf, "{x:?}");
            }
            Lit::Null => buf.push_str("\\N"),
        }
    }
    buf.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_text_escapes_and_round_trips() {
        let mut buf = String::new();
        push_row(
            &mut buf,
            &[
                Lit::Text("a\tb\\c\nd"),
                Lit::Int(-7),
                Lit::real(1_742.123_456_789_012_3),
                Lit::Null,
                Lit::real(f64::NAN),
            ],
        );
        assert_eq!(buf, "a\\tb\\\\c\\nd\t-7\t1742.1234567890124\t\\N\t0.0\n");
        for x in [1500.0, 1_742.123_456_789_012_3, 0.06, 1e-7, 45.0] {
            assert_eq!(format!("{x:?}").parse::<f64>().unwrap(), x);
        }
    }
}
