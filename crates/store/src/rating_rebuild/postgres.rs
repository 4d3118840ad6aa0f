//! The rebuild on PostgreSQL: a connection of its own, `COPY` in the binary
//! format both ways (the rated games streamed out and replayed as they
//! arrive, the rows written into tables emptied by `TRUNCATE` in this
//! transaction, hence `FREEZE`; no number goes through text), and the
//! commit not waiting for the WAL flush (`synchronous_commit = off` for
//! this transaction only: it stays atomic; a crash right after could lose
//! the rebuild, never half of it).

use futures::StreamExt;
use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{Connection, Row};

use super::{COUNT_GAMES, COUNT_SEASONS, Lit, READ_SEASON_GAMES, RatedGame, TABLES, Written};
use crate::error::{Result, StoreError};
use rustc_hash::FxHashMap;

/// Bytes of `COPY` data sent at a time.
const COPY_CHUNK: usize = 1 << 20;

/// The rated games in the order they were rated, as [`super::READ_GAMES`]
/// pages them.
const COPY_GAMES: &str = "COPY (SELECT id, white_id, black_id, preset, guild_id, result, rated_at_ms \
     FROM games WHERE rated_at_ms IS NOT NULL ORDER BY rated_at_ms, id) TO STDOUT (FORMAT binary)";

/// The binary `COPY` format's signature, then its flags and header
/// extension length (both 0).
const COPY_HEADER: &[u8] = b"PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0";

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
    const MEMBERSHIPS_BY_RANK: bool = true;

    async fn begin(&mut self) -> Result<()> {
        self.execute("BEGIN").await?;
        self.execute("SET LOCAL synchronous_commit = off").await?;
        // The index builds' memory (PostgreSQL's default, whatever the
        // server's setting): their parallel sorts ran 20% faster in runs of
        // 64 MB than in 256 MB (2.9 s against 3.5 s for all five indexes).
        self.execute("SET LOCAL maintenance_work_mem = '64MB'")
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
        let mut stream = self.conn.copy_out_raw(COPY_GAMES).await?;
        let mut rows = CopyRows::default();
        while let Some(chunk) = stream.next().await {
            rows.feed(&chunk?, &mut |[
                id,
                white,
                black,
                preset,
                guild,
                result,
                at_ms,
            ]| {
                each(RatedGame {
                    id: int(id)?,
                    white: text(white)?.unwrap_or_default(),
                    black: text(black)?.unwrap_or_default(),
                    preset: text(preset)?.unwrap_or_default(),
                    guild: text(guild)?,
                    result: text(result)?,
                    at_ms: int(at_ms)?,
                })
            })?;
        }
        rows.finish()
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
                "COPY {table} ({}) FROM STDIN WITH (FORMAT binary, FREEZE)",
                columns.join(", ")
            ))
            .await?;
        let mut buf = Vec::with_capacity(COPY_CHUNK + 4096);
        buf.extend_from_slice(COPY_HEADER);
        let mut n = 0;
        let sent = async {
            for row in rows {
                push_row(&mut buf, &row)?;
                n += 1;
                if buf.len() >= COPY_CHUNK {
                    copy.send(buf.as_slice()).await?;
                    buf.clear();
                    written.add(n);
                    n = 0;
                }
            }
            // The trailer: a row of -1 fields.
            buf.extend_from_slice(&(-1i16).to_be_bytes());
            copy.send(buf.as_slice()).await?;
            Ok::<_, StoreError>(())
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
                Err(e)
            }
        }
    }

    fn after_writes(&self) -> &'static [&'static str] {
        // Fresh statistics after a bulk load, the history's too: left to
        // autovacuum, its analyze of 2,000,000 new rows ran under the first
        // queries after a rebuild (a profile took 400 ms instead of 3).
        // A sample of 3,000 rows a table instead of 30,000 (the default
        // statistics target of 100): the planner needs the sizes and the
        // common values of a few columns; 0.6 s became 0.1 s.
        &[
            "SET LOCAL default_statistics_target = 10",
            "ANALYZE ratings, rating_history, rating_servers, rating_counts, season_ratings",
        ]
    }

    async fn close(self) -> Result<()> {
        Ok(self.conn.close().await?)
    }
}

/// One row in `COPY`'s binary format: the number of fields, then each
/// as its length (-1 for NULL) and its bytes, big-endian (`BIGINT`,
/// `DOUBLE PRECISION`, `TEXT` as UTF-8).
fn push_row(buf: &mut Vec<u8>, row: &[Lit<'_>]) -> Result<()> {
    let fields = i16::try_from(row.len())
        .map_err(|_| StoreError::InvalidInput(format!("a row of {} values", row.len())))?;
    buf.extend_from_slice(&fields.to_be_bytes());
    for value in row {
        match *value {
            Lit::Text(s) => {
                let len = i32::try_from(s.len()).map_err(|_| {
                    StoreError::InvalidInput(format!("a text of {} bytes", s.len()))
                })?;
                buf.extend_from_slice(&len.to_be_bytes());
                buf.extend_from_slice(s.as_bytes());
            }
            Lit::Int(i) => {
                buf.extend_from_slice(&8i32.to_be_bytes());
                buf.extend_from_slice(&i.to_be_bytes());
            }
            Lit::Real(x) => {
                buf.extend_from_slice(&8i32.to_be_bytes());
                buf.extend_from_slice(&x.to_be_bytes());
            }
            Lit::Null => buf.extend_from_slice(&(-1i32).to_be_bytes()),
        }
    }
    Ok(())
}

/// Rows of `N` fields read from a binary `COPY ... TO STDOUT`, whose data
/// arrives in pieces that need not end where rows do.
struct CopyRows<const N: usize> {
    pending: Vec<u8>,
    header: bool,
    ended: bool,
}

impl<const N: usize> Default for CopyRows<N> {
    fn default() -> Self {
        CopyRows {
            pending: Vec::new(),
            header: false,
            ended: false,
        }
    }
}

/// A field of a row: its bytes, `None` for NULL.
type Field<'a> = Option<&'a [u8]>;

impl<const N: usize> CopyRows<N> {
    /// Passes every row completed by `data` to `each`.
    fn feed(
        &mut self,
        data: &[u8],
        each: &mut dyn FnMut([Field<'_>; N]) -> Result<()>,
    ) -> Result<()> {
        self.pending.extend_from_slice(data);
        let mut at = 0;
        if !self.header {
            if self.pending.len() < COPY_HEADER.len() {
                return Ok(());
            }
            if !self.pending.starts_with(&COPY_HEADER[..11]) {
                return Err(corrupt("no binary COPY header"));
            }
            // The extension area's length follows the flags.
            let ext = u32::from_be_bytes(self.pending[15..19].try_into().unwrap_or_default());
            at = COPY_HEADER.len() + ext as usize;
            if self.pending.len() < at {
                return Ok(());
            }
            self.header = true;
        }
        while !self.ended {
            match parse_row::<N>(&self.pending[at..])? {
                Parsed::Incomplete => break,
                Parsed::End => {
                    self.ended = true;
                    at += 2;
                }
                Parsed::Row(fields, used) => {
                    each(fields)?;
                    at += used;
                }
            }
        }
        self.pending.drain(..at);
        Ok(())
    }

    /// Checks that the data ended where the format says.
    fn finish(&self) -> Result<()> {
        if self.ended && self.pending.is_empty() {
            Ok(())
        } else {
            Err(corrupt("the COPY data ended early"))
        }
    }
}

enum Parsed<'a, const N: usize> {
    Row([Field<'a>; N], usize),
    End,
    Incomplete,
}

fn parse_row<const N: usize>(data: &[u8]) -> Result<Parsed<'_, N>> {
    let Some(count) = data.get(..2) else {
        return Ok(Parsed::Incomplete);
    };
    let count = i16::from_be_bytes([count[0], count[1]]);
    if count == -1 {
        return Ok(Parsed::End);
    }
    if count as usize != N {
        return Err(corrupt(&format!("a row of {count} fields, not {N}")));
    }
    let mut fields = [None; N];
    let mut at = 2;
    for field in &mut fields {
        let Some(len) = data.get(at..at + 4) else {
            return Ok(Parsed::Incomplete);
        };
        let len = i32::from_be_bytes([len[0], len[1], len[2], len[3]]);
        at += 4;
        if len >= 0 {
            let Some(bytes) = data.get(at..at + len as usize) else {
                return Ok(Parsed::Incomplete);
            };
            *field = Some(bytes);
            at += len as usize;
        }
    }
    Ok(Parsed::Row(fields, at))
}

fn corrupt(what: &str) -> StoreError {
    StoreError::Corrupt(format!("reading the rated games: {what}"))
}

/// A `BIGINT` (or `INTEGER`) field.
fn int(field: Field<'_>) -> Result<i64> {
    match field {
        Some(&[a, b, c, d, e, f, g, h]) => Ok(i64::from_be_bytes([a, b, c, d, e, f, g, h])),
        Some(&[a, b, c, d]) => Ok(i32::from_be_bytes([a, b, c, d]).into()),
        Some(other) => Err(corrupt(&format!("an integer of {} bytes", other.len()))),
        None => Err(corrupt("a NULL integer")),
    }
}

/// A `TEXT` field, `None` for NULL.
fn text(field: Field<'_>) -> Result<Option<&str>> {
    field
        .map(|bytes| std::str::from_utf8(bytes).map_err(|e| corrupt(&format!("{e}"))))
        .transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_rows_round_trip_in_any_pieces() {
        let mut data = COPY_HEADER.to_vec();
        let rows = [
            [Lit::Int(7), Lit::Text("a\tb"), Lit::Null],
            [Lit::Int(-1), Lit::Text(""), Lit::Text("é")],
        ];
        for row in &rows {
            push_row(&mut data, row).unwrap();
        }
        data.extend_from_slice(&(-1i16).to_be_bytes());
        for piece in [1, 3, 7, data.len()] {
            let mut read = Vec::new();
            let mut copy = CopyRows::<3>::default();
            for chunk in data.chunks(piece) {
                copy.feed(chunk, &mut |[a, b, c]| {
                    read.push((
                        int(a)?,
                        text(b)?.map(str::to_owned),
                        text(c)?.map(str::to_owned),
                    ));
                    Ok(())
                })
                .unwrap();
            }
            copy.finish().unwrap();
            assert_eq!(
                read,
                [
                    (7, Some("a\tb".to_owned()), None),
                    (-1, Some(String::new()), Some("é".to_owned())),
                ],
                "pieces of {piece} bytes"
            );
        }
    }

    #[test]
    fn a_cut_or_foreign_stream_is_an_error_not_a_panic() {
        let mut copy = CopyRows::<1>::default();
        copy.feed(COPY_HEADER, &mut |_| Ok(())).unwrap();
        copy.feed(&[0, 1, 0, 0], &mut |_| Ok(())).unwrap();
        assert!(copy.finish().is_err());
        let mut copy = CopyRows::<1>::default();
        let e = copy.feed(b"id\tname\n1\talice\n2\tbob\n", &mut |_| Ok(()));
        assert!(e.is_err());
        let mut data = COPY_HEADER.to_vec();
        push_row(&mut data, &[Lit::Int(1), Lit::Int(2)]).unwrap();
        let mut copy = CopyRows::<1>::default();
        assert!(copy.feed(&data, &mut |_| Ok(())).is_err());
    }
}
