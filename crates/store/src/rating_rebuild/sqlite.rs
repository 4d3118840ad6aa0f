//! The rebuild on SQLite: a connection of its own (the pool's writer is
//! held meanwhile, so this process's writes wait for the rebuild) with a
//! small page cache (the writes append; with 16 MB the index builds sort
//! in pieces on two threads, twice as fast as one sort in a large cache).
//! The games are read and the rows written by statements
//! stepped here on the connection's handle ([`Raw`]), not through the
//! driver, which copies every value and passes every row and every
//! statement between threads (that doubled the time of both).
//!
//! The handle is used in chunks of rows, without awaiting in between (the
//! driver's thread waits meanwhile); each chunk blocks the calling thread
//! for a few milliseconds.

use std::ffi::{CStr, CString, c_int};
use std::marker::PhantomData;
use std::ptr::NonNull;

use libsqlite3_sys as ffi;
use sqlx::sqlite::{LockedSqliteHandle, SqliteConnectOptions, SqliteConnection};
use sqlx::{Connection, Row};

use super::{COUNT_GAMES, COUNT_SEASONS, Lit, READ_SEASON_GAMES, RatedGame, TABLES, Written};
use crate::error::{Result, StoreError};
use rustc_hash::FxHashMap;

/// Rated games read per lock of the handle.
const READ_PAGE: i64 = 20_000;

/// The rated games in the order they were rated, [`READ_PAGE`] at a time
/// after the last one read (`rated_at_ms`, `id`).
const READ_GAMES: &str = "SELECT id, white_id, black_id, preset, guild_id, result, rated_at_ms \
     FROM games WHERE rated_at_ms >= $1 AND (rated_at_ms > $1 OR id > $2) \
     ORDER BY rated_at_ms, id LIMIT $3";

/// Rows written per lock of the handle (and per progress report).
const ROWS_PER_CHUNK: usize = 10_000;

/// Rows per `INSERT` statement (at most 32,766 parameters in all: 15,360
/// for the ratings' 15 columns).
const ROWS_PER_INSERT: usize = 1024;

pub(super) struct Bulk {
    conn: SqliteConnection,
}

impl Bulk {
    pub(super) async fn open(options: &SqliteConnectOptions) -> Result<Bulk> {
        let mut conn = SqliteConnection::connect_with(options).await?;
        // A page cache of 16 MB, and the sorts of the index builds on two
        // threads (this connection is closed after the rebuild).
        sqlx::raw_sql("PRAGMA cache_size = -16384; PRAGMA threads = 2")
            .execute(&mut conn)
            .await?;
        Ok(Bulk { conn })
    }
}

impl super::Bulk for Bulk {
    const MEMBERSHIPS_BY_RANK: bool = false;

    async fn begin(&mut self) -> Result<()> {
        self.execute("BEGIN IMMEDIATE").await?;
        for table in TABLES {
            self.execute(&format!("DELETE FROM {table}")).await?;
        }
        Ok(())
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

    async fn read_seasons(&mut self) -> Result<(i64, FxHashMap<i64, i64>)> {
        let seasons: i64 = sqlx::query(COUNT_SEASONS)
            .fetch_one(&mut self.conn)
            .await?
            .try_get(0)?;
        let rows = sqlx::query(READ_SEASON_GAMES)
            .fetch_all(&mut self.conn)
            .await?;
        let mut games = FxHashMap::default();
        for row in &rows {
            games.insert(row.try_get::<i64, _>(0)?, row.try_get::<i64, _>(1)?);
        }
        Ok((seasons, games))
    }

    async fn read_games(
        &mut self,
        each: &mut (dyn FnMut(RatedGame<'_>) -> Result<()> + Send),
    ) -> Result<()> {
        // A page at a time, the handle locked for each.
        let mut after = (i64::MIN, i64::MIN);
        loop {
            let mut raw = Raw(self.conn.lock_handle().await?);
            let mut games = raw.prepare(READ_GAMES)?;
            games.bind(1, Lit::Int(after.0))?;
            games.bind(2, Lit::Int(after.1))?;
            games.bind(3, Lit::Int(READ_PAGE))?;
            let mut read = 0;
            while games.step()? {
                let game = RatedGame {
                    id: games.int(0),
                    white: games.text(1)?.unwrap_or_default(),
                    black: games.text(2)?.unwrap_or_default(),
                    preset: games.text(3)?.unwrap_or_default(),
                    guild: games.text(4)?,
                    result: games.text(5)?,
                    at_ms: games.int(6),
                };
                after = (game.at_ms, game.id);
                each(game)?;
                read += 1;
            }
            if read < READ_PAGE {
                return Ok(());
            }
        }
    }

    async fn indexes(&mut self, tables: &[&str]) -> Result<Vec<(String, String)>> {
        let mut indexes = Vec::new();
        for table in tables {
            // The secondary ones: automatic indexes (keys) have no SQL.
            let rows = sqlx::query(
                "SELECT name, sql FROM sqlite_master \
                 WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL ORDER BY name",
            )
            .bind(table)
            .fetch_all(&mut self.conn)
            .await?;
            for row in rows {
                let name: String = row.try_get(0)?;
                indexes.push((format!("DROP INDEX \"{name}\""), row.try_get(1)?));
            }
        }
        Ok(indexes)
    }

    async fn insert<'a, const N: usize>(
        &mut self,
        table: &str,
        columns: &[&str; N],
        rows: impl Iterator<Item = [Lit<'a>; N]> + Send,
        written: &mut Written<'_>,
    ) -> Result<()> {
        // A statement of ROWS_PER_INSERT rows keeps the table's cursor on
        // its last page from row to row; a statement per row seeks from
        // the root each time. `OR FAIL`: a failing row fails the statement
        // without undoing the rows before it (the rebuild's transaction is
        // rolled back anyway), so SQLite keeps no statement journal of
        // every page the statement changes.
        let values = |rows: usize| {
            let row = format!("({})", vec!["?"; N].join(", "));
            format!(
                "INSERT OR FAIL INTO {table} ({}) VALUES {}",
                columns.join(", "),
                vec![row; rows].join(", ")
            )
        };
        let (many, one) = (values(ROWS_PER_INSERT), values(1));
        let mut rows = rows.peekable();
        let mut batch = Vec::with_capacity(ROWS_PER_INSERT);
        while rows.peek().is_some() {
            let mut n = 0;
            {
                let mut raw = Raw(self.conn.lock_handle().await?);
                let mut insert = raw.prepare(&many)?;
                while n < ROWS_PER_CHUNK {
                    batch.clear();
                    batch.extend(rows.by_ref().take(ROWS_PER_INSERT));
                    if batch.len() < ROWS_PER_INSERT {
                        break;
                    }
                    for (i, value) in batch.iter().flatten().enumerate() {
                        insert.bind(i as c_int + 1, *value)?;
                    }
                    insert.step()?;
                    insert.reset()?;
                    n += batch.len();
                }
                drop(insert);
                if batch.len() < ROWS_PER_INSERT {
                    let mut insert = raw.prepare(&one)?;
                    for row in batch.drain(..) {
                        for (i, value) in row.into_iter().enumerate() {
                            insert.bind(i as c_int + 1, value)?;
                        }
                        insert.step()?;
                        insert.reset()?;
                        n += 1;
                    }
                }
            }
            written.add(n);
        }
        Ok(())
    }

    fn after_writes(&self) -> &'static [&'static str] {
        &[]
    }

    async fn close(self) -> Result<()> {
        Ok(self.conn.close().await?)
    }
}

/// The connection's handle, locked against the driver's thread.
struct Raw<'c>(LockedSqliteHandle<'c>);

impl<'c> Raw<'c> {
    /// The connection's last error as the driver reports it.
    fn error(&mut self) -> StoreError {
        match self.0.last_error() {
            Some(e) => sqlx::Error::Database(Box::new(e)).into(),
            None => StoreError::Corrupt("SQLite failed without an error".into()),
        }
    }

    /// Prepares `sql`; the values bound to it must outlive it (`'v`).
    fn prepare<'v>(&mut self, sql: &str) -> Result<Stmt<'_, 'c, 'v>> {
        let sql = CString::new(sql).map_err(|e| StoreError::InvalidInput(e.to_string()))?;
        let mut stmt = std::ptr::null_mut();
        // SAFETY: the handle is open and locked for as long as `self` is
        // borrowed; `sql` is a NUL-terminated string.
        let rc = unsafe {
            ffi::sqlite3_prepare_v2(
                self.0.as_raw_handle().as_ptr(),
                sql.as_ptr(),
                -1,
                &mut stmt,
                std::ptr::null_mut(),
            )
        };
        match NonNull::new(stmt) {
            Some(stmt) if rc == ffi::SQLITE_OK => Ok(Stmt {
                raw: self,
                stmt,
                values: PhantomData,
            }),
            _ => Err(self.error()),
        }
    }
}

/// A prepared statement on a [`Raw`] handle, finalized when dropped,
/// with values bound that live at least as long (`'v`: SQLite reads bound
/// text in place, not copied).
struct Stmt<'r, 'c, 'v> {
    raw: &'r mut Raw<'c>,
    stmt: NonNull<ffi::sqlite3_stmt>,
    values: PhantomData<&'v str>,
}

impl<'v> Stmt<'_, '_, 'v> {
    fn check(&mut self, rc: c_int) -> Result<()> {
        if rc == ffi::SQLITE_OK {
            Ok(())
        } else {
            Err(self.raw.error())
        }
    }

    /// Binds parameter `i` (from 1).
    fn bind(&mut self, i: c_int, value: Lit<'v>) -> Result<()> {
        let stmt = self.stmt.as_ptr();
        // SAFETY: `stmt` is a live statement of the locked handle; text is
        // passed with its length and read in place (SQLITE_STATIC): it
        // outlives the statement ('v), so every step reads live bytes.
        let rc = unsafe {
            match value {
                Lit::Text(s) => ffi::sqlite3_bind_text(
                    stmt,
                    i,
                    s.as_ptr().cast(),
                    c_int::try_from(s.len()).map_err(|_| {
                        StoreError::InvalidInput(format!("a text of {} bytes", s.len()))
                    })?,
                    ffi::SQLITE_STATIC(),
                ),
                Lit::Int(v) => ffi::sqlite3_bind_int64(stmt, i, v),
                Lit::Real(v) => ffi::sqlite3_bind_double(stmt, i, v),
                Lit::Null => ffi::sqlite3_bind_null(stmt, i),
            }
        };
        self.check(rc)
    }

    /// Runs the statement to its next row: `true` if there is one.
    fn step(&mut self) -> Result<bool> {
        // SAFETY: a live statement of the locked handle.
        match unsafe { ffi::sqlite3_step(self.stmt.as_ptr()) } {
            ffi::SQLITE_ROW => Ok(true),
            ffi::SQLITE_DONE => Ok(false),
            _ => Err(self.raw.error()),
        }
    }

    /// Makes the statement ready to run again with new values.
    fn reset(&mut self) -> Result<()> {
        // SAFETY: a live statement of the locked handle.
        let rc = unsafe { ffi::sqlite3_reset(self.stmt.as_ptr()) };
        self.check(rc)
    }

    /// Column `i` (from 0) of the current row as an integer.
    fn int(&self, i: c_int) -> i64 {
        // SAFETY: a live statement on a row; SQLite converts the value.
        unsafe { ffi::sqlite3_column_int64(self.stmt.as_ptr(), i) }
    }

    /// Column `i` (from 0) of the current row as text, `None` if NULL;
    /// valid until the next step.
    fn text(&self, i: c_int) -> Result<Option<&str>> {
        let stmt = self.stmt.as_ptr();
        // SAFETY: a live statement on a row. The text pointer (NUL
        // terminated, of the length SQLite reports, read after it) stays
        // valid until the statement steps, resets or is finalized, all of
        // which need `&mut self`.
        let bytes = unsafe {
            if ffi::sqlite3_column_type(stmt, i) == ffi::SQLITE_NULL {
                return Ok(None);
            }
            let text = ffi::sqlite3_column_text(stmt, i);
            let len = ffi::sqlite3_column_bytes(stmt, i);
            if text.is_null() {
                return Err(self.raw_error_text());
            }
            std::slice::from_raw_parts(text, usize::try_from(len).unwrap_or_default())
        };
        std::str::from_utf8(bytes)
            .map(Some)
            .map_err(|e| StoreError::Corrupt(format!("a text that is not UTF-8: {e}")))
    }

    fn raw_error_text(&self) -> StoreError {
        // SAFETY: the statement's handle is open; the message is a
        // NUL-terminated string owned by SQLite, copied here.
        let message = unsafe {
            CStr::from_ptr(ffi::sqlite3_errmsg(ffi::sqlite3_db_handle(
                self.stmt.as_ptr(),
            )))
        };
        StoreError::Corrupt(format!(
            "SQLite returned no text: {}",
            message.to_string_lossy()
        ))
    }
}

impl Drop for Stmt<'_, '_, '_> {
    fn drop(&mut self) {
        // SAFETY: finalized once, here, while the handle is still locked.
        unsafe {
            ffi::sqlite3_finalize(self.stmt.as_ptr());
        }
    }
}
