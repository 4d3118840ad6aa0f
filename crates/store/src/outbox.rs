//! The outbox's rows and the step that writes them: what the bot owes a
//! chat frontend (a board after a move, a question, a result, a
//! tournament's pairings), stored in the same transaction as the change
//! that caused it, so that a crash between the commit and the post loses
//! nothing. Reading, claiming and marking posts is in `outbox_queries`.
//!
//! A post belongs to a *lane* (a channel or a thread): the posts of one
//! lane are delivered in the order they were written, each only after the
//! one before it. It may belong to a *chain* too (the game or the event it
//! tells of, [`NewPost::in_chain`]): the posts of one chain are delivered
//! in the order they were written whatever their lanes, and a held post
//! keeps its place in its chain ([`NewPost::held`]), so a game's first
//! board written held is posted before the move made the moment its
//! thread appeared.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};

/// A post to deliver: its lane, the game that caused it (if any) and what
/// to send (the frontend's own serialized form; the store does not read it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPost {
    pub lane: String,
    pub game_id: Option<i64>,
    /// The chain it belongs to ([`NewPost::in_chain`]), if any.
    pub chain: Option<String>,
    pub payload: String,
    /// The server it goes to, as a [`server_key`] (see
    /// [`NewPost::to_server`]); 0 without one.
    pub server_key: i64,
    /// Held back until the frontend releases it ([`NewPost::held`]).
    pub held: bool,
    /// The stage its delivery starts at ([`NewPost::shown`]).
    pub stage: i64,
    /// The file it attaches, as bytes ([`NewPost::with_file`]).
    pub file: Option<Vec<u8>>,
}

impl NewPost {
    /// When it is first due: at once, or never while held.
    fn next_try_ms(&self) -> i64 {
        if self.held { HELD_MS } else { 0 }
    }

    /// As stored with id `id` at `now` (not known first of its chain).
    fn stored(&self, id: i64, now: i64) -> Post {
        Post {
            id,
            lane: self.lane.clone(),
            game_id: self.game_id,
            chain: self.chain.clone(),
            payload: self.payload.clone(),
            created_ms: now,
            attempts: 0,
            next_try_ms: self.next_try_ms(),
            last_error: None,
            server_key: Some(self.server_key),
            stage: self.stage,
            file: self.file.clone(),
            first_of_chain: false,
        }
    }
}

/// The `next_try_ms` of a held post: never due until released
/// ([`crate::Store::release_post`]).
pub const HELD_MS: i64 = i64::MAX / 4;

/// The key a chat server is sharded by, from its id: Discord's, the id
/// shifted right by 22 bits (a shard is `key % shards`). A direct message
/// (no server, or an id that is not a number) has key 0, as on Discord.
///
/// ```
/// assert_eq!(store::server_key("4194304"), 1);
/// assert_eq!(store::server_key(""), 0);
/// ```
pub fn server_key(server: &str) -> i64 {
    server.parse::<u64>().map_or(0, |id| (id >> 22) as i64)
}

/// Whose posts a worker delivers: every server's (one process), or those
/// of the servers on some shards (`first..=last` of `total`), the process
/// that serves them *now*. Posts follow their server, not the process that
/// wrote them: after a change of shards, nothing is stranded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Servers {
    All,
    Shards { first: u32, last: u32, total: u32 },
}

impl Servers {
    /// Whether `post` is one of these servers' (as [`of_servers`] says in
    /// SQL): a post whose server is not known only for every server.
    ///
    /// ```
    /// use store::Servers;
    /// let second = Servers::Shards { first: 1, last: 1, total: 2 };
    /// assert!(second.holds(Some(3)) && !second.holds(Some(4)) && !second.holds(None));
    /// assert!(Servers::All.holds(None));
    /// ```
    pub fn holds(self, server_key: Option<i64>) -> bool {
        match (self, server_key) {
            (Servers::All, _) => true,
            (Servers::Shards { .. }, None) => false,
            (Servers::Shards { first, last, total }, Some(k)) => (i64::from(first)
                ..=i64::from(last))
                .contains(&k.rem_euclid(i64::from(total.max(1)))),
        }
    }

    /// The three numbers the queries bind for `$total`, `$first`, `$last`
    /// (a `$total` of 0 takes every post).
    pub(crate) fn binds(self) -> (i64, i64, i64) {
        match self {
            Servers::All => (0, 0, 0),
            Servers::Shards { first, last, total } => {
                (i64::from(total), i64::from(first), i64::from(last))
            }
        }
    }
}

/// The SQL condition "post `o` is one of [`Servers`]", over the binds
/// `$t`, `$f`, `$l` named by `at` (their first number): a post whose server
/// is not known yet (written before it was recorded) is taken only by a
/// process serving every server, until the worker records it
/// ([`crate::Store::posts_without_server`]).
pub(crate) fn of_servers(at: usize) -> String {
    let (t, f, l) = (at, at + 1, at + 2);
    format!(
        "(${t} = 0 OR (o.server_key IS NOT NULL AND (o.server_key % ${t}) BETWEEN ${f} AND ${l}))"
    )
}

impl NewPost {
    /// A post in `lane` with `payload`, not tied to a game.
    pub fn new(lane: impl Into<String>, payload: impl Into<String>) -> NewPost {
        NewPost {
            lane: lane.into(),
            game_id: None,
            chain: None,
            payload: payload.into(),
            server_key: 0,
            held: false,
            stage: STAGE_NEW,
            file: None,
        }
    }

    /// It attaches `file` (an export, a standings table, a bracket
    /// picture): stored as bytes beside the post, once per content, so
    /// that posts attaching the same picture share it (`outbox_files`,
    /// migration 0033); read back as [`Post::file`].
    ///
    /// ```
    /// let p = store::NewPost::new("c1", "{}").with_file(Some(vec![137, 80]));
    /// assert_eq!(p.file.as_deref(), Some(&[137u8, 80][..]));
    /// ```
    pub fn with_file(mut self, file: Option<Vec<u8>>) -> NewPost {
        self.file = file;
        self
    }

    /// Its message is out already (a frontend showed it itself, as an
    /// interaction's reply): only what follows the message (the role it
    /// hands out) is owed, at [`STAGE_POSTED`].
    pub fn shown(mut self) -> NewPost {
        self.stage = STAGE_POSTED;
        self
    }

    /// Written now, in the change's transaction, but held back until the
    /// frontend has what it adds to it and releases it
    /// ([`crate::Store::release_post`]): a round's pairings, whose links to
    /// the games' threads exist only once the threads are opened. A held
    /// post takes no place in its lane (what is written after it in its
    /// lane goes on) but keeps its place in its chain: what its chain
    /// wrote after it waits until it is released and delivered (or
    /// dropped). Released, it keeps its id, so it goes before anything
    /// written after it. After a crash it is still there to be released.
    pub fn held(mut self) -> NewPost {
        self.held = true;
        self
    }

    /// For the chat server `server` (its id; empty for a direct message):
    /// delivered by the process that serves that server's shard when it is
    /// due ([`crate::Store::due_posts`]), so two processes sharing the
    /// database never deliver the same post, and none is left behind.
    pub fn to_server(mut self, server: &str) -> NewPost {
        self.server_key = server_key(server);
        self
    }

    /// The post is owed because of game `id`'s change; it is of that
    /// game's chain (unless it was put in another one).
    pub fn for_game(mut self, id: i64) -> NewPost {
        self.game_id = Some(id);
        if self.chain.is_none() {
            self.chain = Some(chain_of_game(id));
        }
        self
    }

    /// The post belongs to chain `chain` (the story it tells: a game's, an
    /// event's): it is delivered only after every post of that chain
    /// written before it, held ones included, whatever their lanes.
    ///
    /// ```
    /// let p = store::NewPost::new("c1", "{}").in_chain("event:7").for_game(3);
    /// assert_eq!(p.chain.as_deref(), Some("event:7"));
    /// assert_eq!(store::NewPost::new("c1", "{}").for_game(3).chain.as_deref(), Some("game:3"));
    /// ```
    pub fn in_chain(mut self, chain: impl Into<String>) -> NewPost {
        self.chain = Some(chain.into());
        self
    }
}

/// The chain of game `id`'s posts.
pub fn chain_of_game(id: i64) -> String {
    format!("game:{id}")
}

/// The chain of event `id`'s posts (a tournament's, a season's).
pub fn chain_of_event(id: i64) -> String {
    format!("event:{id}")
}

/// A stored, undelivered post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub id: i64,
    pub lane: String,
    pub game_id: Option<i64>,
    /// The chain it belongs to ([`NewPost::in_chain`]), if any.
    pub chain: Option<String>,
    pub payload: String,
    pub created_ms: i64,
    /// Failed tries so far.
    pub attempts: i64,
    /// Not to be tried before this time (unix ms).
    pub next_try_ms: i64,
    pub last_error: Option<String>,
    /// The server it goes to, as a [`server_key`] (`None` for a post
    /// written before posts had one).
    pub server_key: Option<i64>,
    /// How far its delivery has come: [`STAGE_NEW`], or [`STAGE_POSTED`]
    /// when its message is out and what follows it (a role it hands out)
    /// is still owed ([`crate::Store::post_reached`]).
    pub stage: i64,
    /// The file it attaches, as written ([`NewPost::with_file`]).
    pub file: Option<Vec<u8>>,
    /// Known, when it was written, to be first of its chain for good: no
    /// earlier post of its chain was undelivered (held ones included) in
    /// the transaction that wrote it, and none can become so (ids only
    /// grow, a delivered post stays delivered). Set only by SQLite's group
    /// commit (one writer, so ids are committed in order); `false` means
    /// unknown, and the worker asks the store ([`crate::Store::first_of_chain`]).
    pub first_of_chain: bool,
}

/// A post's [`Post::stage`]: nothing of it done yet.
pub const STAGE_NEW: i64 = 0;
/// A post's [`Post::stage`]: its message is posted; what follows it (the
/// server role it hands out) is still owed. A retry does only that.
pub const STAGE_POSTED: i64 = 1;

impl Post {
    /// Whether it waits to be released ([`NewPost::held`]).
    pub fn is_held(&self) -> bool {
        self.next_try_ms >= HELD_MS
    }

    /// The nonce a create of this post carries (with `enforce_nonce`), the
    /// same at every try and after a restart: a create retried after a lost
    /// response is not posted twice. At most 25 characters, as Discord
    /// allows.
    ///
    /// ```
    /// let p = store::Post { id: 42, lane: "c".into(), game_id: None, chain: None,
    ///     payload: String::new(),
    ///     created_ms: 0, attempts: 0, next_try_ms: 0, last_error: None, server_key: Some(0),
    ///     stage: store::STAGE_NEW, file: None, first_of_chain: false };
    /// assert_eq!(p.nonce(), "cp-o42");
    /// ```
    pub fn nonce(&self) -> String {
        format!("cp-o{}", self.id)
    }
}

/// How much is waiting: undelivered posts and the age of the oldest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OutboxStats {
    pub depth: i64,
    /// Age of the oldest undelivered post at the time asked (0 when none).
    pub oldest_age_ms: i64,
}

/// A post's columns, its file's bytes read from `outbox_files` (the
/// subquery's unqualified `file_digest` is the post's own).
pub(crate) const POST_COLUMNS: &str = "id, lane, game_id, chain, payload, created_ms, CAST(attempts AS BIGINT) AS attempts, next_try_ms, last_error, server_key, CAST(stage AS BIGINT) AS stage, \
     (SELECT f.bytes FROM outbox_files f WHERE f.digest = file_digest) AS file";

pub(crate) fn post_from_row(row: &AnyRow) -> Result<Post> {
    Ok(Post {
        id: row.try_get("id")?,
        lane: row.try_get("lane")?,
        game_id: row.try_get("game_id")?,
        chain: row.try_get("chain")?,
        payload: row.try_get("payload")?,
        created_ms: row.try_get("created_ms")?,
        attempts: row.try_get("attempts")?,
        next_try_ms: row.try_get("next_try_ms")?,
        last_error: row.try_get("last_error")?,
        server_key: row.try_get("server_key")?,
        stage: row.try_get("stage")?,
        file: row.try_get("file")?,
        first_of_chain: false,
    })
}

/// The key a file is stored under in `outbox_files`: its SHA-256, in hex.
fn digest_of(bytes: &[u8]) -> String {
    use sha2::Digest;
    let hash = sha2::Sha256::digest(bytes);
    let mut out = String::with_capacity(64);
    for b in hash {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// Stores `file` once (a file stored already is kept, its time made
/// `now`, so that a purge running at the same time cannot take it from
/// under the post about to name it); its digest, for the post.
async fn store_file(
    conn: &mut sqlx::AnyConnection,
    file: Option<&[u8]>,
    now: i64,
) -> Result<Option<String>> {
    let Some(bytes) = file else { return Ok(None) };
    let digest = digest_of(bytes);
    sqlx::query(
        "INSERT INTO outbox_files (digest, bytes, created_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (digest) DO UPDATE SET created_ms = excluded.created_ms",
    )
    .bind(&digest)
    .bind(bytes)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(Some(digest))
}

/// Writes `posts`, in order, inside an open transaction (due at once).
/// The posts as stored (with their ids), for the worker to be handed them
/// once the transaction is committed.
pub(crate) async fn insert_posts(
    conn: &mut sqlx::AnyConnection,
    posts: &[NewPost],
    now: i64,
) -> Result<Vec<Post>> {
    let mut stored = Vec::with_capacity(posts.len());
    for p in posts {
        if p.lane.is_empty() {
            return Err(StoreError::InvalidInput(
                "an outbox post needs a lane (the channel it goes to)".into(),
            ));
        }
        let next_try = p.next_try_ms();
        let digest = store_file(conn, p.file.as_deref(), now).await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO outbox (lane, game_id, payload, created_ms, next_try_ms, server_key, stage, chain, file_digest) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
        )
        .bind(&p.lane)
        .bind(p.game_id)
        .bind(&p.payload)
        .bind(now)
        // Due at once, whatever the reader's clock says (a worker whose
        // clock is a millisecond behind the store's must not skip it).
        .bind(next_try)
        .bind(p.server_key)
        .bind(p.stage)
        .bind(p.chain.as_deref())
        .bind(digest)
        .fetch_one(&mut *conn)
        .await?;
        stored.push(p.stored(id, now));
    }
    Ok(stored)
}

/// [`insert_posts`] for SQLite's group commit: the posts of many changes in
/// one statement (their rows passed as one JSON array), stored in order.
/// SQLite numbers the rows in the order they are inserted, so the ids,
/// sorted, belong to `posts` in order.
pub(crate) async fn insert_posts_at_once(
    conn: &mut sqlx::AnyConnection,
    posts: &[&NewPost],
    now: i64,
) -> Result<Vec<Post>> {
    if posts.is_empty() {
        return Ok(Vec::new());
    }
    if posts.iter().any(|p| p.lane.is_empty()) {
        return Err(StoreError::InvalidInput(
            "an outbox post needs a lane (the channel it goes to)".into(),
        ));
    }
    let mut rows: Vec<serde_json::Value> = Vec::with_capacity(posts.len());
    for p in posts {
        let digest = store_file(conn, p.file.as_deref(), now).await?;
        rows.push(serde_json::json!([
            p.lane,
            p.game_id,
            p.payload,
            p.next_try_ms(),
            p.server_key,
            p.stage,
            p.chain,
            digest
        ]));
    }
    // With each id, whether the post is first of its chain now (see
    // `Post::first_of_chain`): the worker need not ask the store again.
    let mut ids: Vec<(i64, i64)> = sqlx::query_as(
        "INSERT INTO outbox (lane, game_id, payload, created_ms, next_try_ms, server_key, stage, chain, file_digest) \
         SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, $2, j.value ->> 3, j.value ->> 4, \
         j.value ->> 5, j.value ->> 6, j.value ->> 7 FROM json_each($1) AS j ORDER BY j.key \
         RETURNING id, CASE WHEN EXISTS (SELECT 1 FROM outbox e WHERE e.chain = outbox.chain \
         AND e.delivered_ms IS NULL AND e.id < outbox.id) THEN 0 ELSE 1 END",
    )
    .bind(serde_json::Value::Array(rows).to_string())
    .bind(now)
    .fetch_all(&mut *conn)
    .await?;
    if ids.len() != posts.len() {
        return Err(StoreError::InvalidInput(format!(
            "{} outbox posts were written for {}",
            ids.len(),
            posts.len()
        )));
    }
    ids.sort_unstable();
    Ok(posts
        .iter()
        .zip(ids)
        .map(|(p, (id, first))| Post {
            first_of_chain: first == 1,
            ..p.stored(id, now)
        })
        .collect())
}
