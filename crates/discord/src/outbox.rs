//! The outbox's delivery worker: posts what the host wrote to the store's
//! outbox with each change (boards, questions, detonations, results), in
//! order per channel, exactly once, through Discord's rate limits and
//! outages, and after a restart.
//!
//! - **Order.** Of each lane (a channel or thread) only the oldest
//!   undelivered post is tried; the next waits for it. Lanes go in
//!   parallel, each at its own pace: a lane's task goes on to its next
//!   post as soon as one is delivered, and a post written to an idle lane
//!   is taken at once (the host wakes the worker when it commits), never
//!   held back by a slow post of another lane. A post of a chain (a
//!   game's, a tournament's) goes only once every post of that chain
//!   written before it is out, held ones included, whatever their lanes
//!   ([`host::Host::first_of_chain`]): until then its lane waits, and the
//!   store is read again as soon as a post of a chain is delivered. So a
//!   game's first board, held until its thread exists, comes before the
//!   move made the moment the thread appeared.
//! - **Exactly once.** A create carries the post's nonce with
//!   `enforce_nonce`, so a create retried after a lost answer is not
//!   doubled (Discord answers with the message made the first time). An
//!   edit is retried as an edit; only when Discord says the message is gone
//!   (404, Unknown Message) is the view posted anew, once.
//! - **Failures.** 429: tried again after the rate limit (at least a
//!   second); 5xx, timeouts and refused connections: tried again with
//!   backoff (doubling from 0.5 s, capped at 30 s, or less by
//!   `OUTBOX_MAX_BACKOFF`) for as long as the
//!   outage lasts. A refusal that cannot change (no access, a bad request)
//!   is logged and the post dropped, so that one bad channel holds up no
//!   other lane.
//! - **What waits on it.** A question's time runs from its delivery
//!   ([`host::Host::question_delivered`]); a question Discord refused (so
//!   nobody saw it) is never answered by its timeout. A tournament game's
//!   no-show time starts when its first board is delivered
//!   ([`tournament::Tournaments::board_posted`]).
//! - **Jobs of a post.** A post may owe more than its message, as jobs of
//!   its lane: the calendar entry it keeps is kept before its message is
//!   made (the message then links the event, or says why there is none;
//!   [`crate::calendar::keep_view`]), and the server role it hands out is
//!   applied after ([`crate::roles::apply`]). A job Discord fails for a
//!   moment is retried like the post, which stays undelivered until the
//!   job is done. Once its message is out, the post records that stage
//!   ([`host::STAGE_POSTED`]), so a retry, here or after a restart, does
//!   only what is left and never posts the message twice; a role job
//!   then moves to its server's role lane (`roles:<guild>`), where a
//!   server's role changes go one at a time in the order written, and a
//!   retried one holds up the later ones (its channel's lane goes on).
//!   What Discord refuses is said in the channel, and the job is done.
//! - **Whose.** A post belongs to the server it goes to, not to the process
//!   that wrote it: each worker delivers the posts of the servers on its
//!   shards ([`host::Host::outbox_servers`]), so after a change of
//!   `SHARDS`, or a process that never comes back, the process serving a
//!   server now delivers what waited for it.

use crate::aftermath::Aftermath;
use crate::data::Data;
use crate::metrics::METRICS;
use crate::places::channel_of;
use crate::present::{Outgoing, outgoing_async};
use host::{Post, View, ViewKind};
use locale::{Locale, Words, ids};
use serenity::all::{ChannelId, Http, HttpError, Message, Nonce};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How many lane heads one read of the store takes.
const LANES_AT_ONCE: i64 = 64;
/// How many reads of [`LANES_AT_ONCE`] lane heads one look at the store
/// makes at most (see [`Outbox::read_due`]).
const PAGES_AT_ONCE: usize = 16;
/// The longest wait between two tries of a post (`OUTBOX_MAX_BACKOFF` may
/// shorten it, [`Outbox::new`]).
const MAX_BACKOFF_MS: i64 = 30_000;
/// How many done posts of a lane are remembered (see [`Lanes`]).
const DONE_KEPT: usize = 256;
/// Delivered posts are kept this long (then purged).
const KEEP_DELIVERED_MS: i64 = 24 * 3600 * 1000;

/// How one try of a post went.
#[derive(Debug)]
enum Attempt {
    Delivered,
    /// Try again after this long; the reason, for the log and the metrics.
    Retry {
        after_ms: i64,
        status: String,
    },
    /// It can never be delivered: drop it.
    Dropped(String),
    /// Its message is out and what is left of it (the server role it
    /// hands out) goes on in another lane, its server's role lane: this
    /// lane moves on.
    Moved,
}

/// What a failed Discord call means for the post.
#[derive(Debug, PartialEq, Eq)]
enum Failure {
    /// 404: the message (or channel) is gone.
    Gone,
    /// 429.
    RateLimited,
    /// 5xx, a timeout, a refused or dropped connection.
    Transient(String),
    /// Any other refusal (403, 400): trying again cannot help.
    Permanent(String),
    /// The thread takes no posts from the bot: a moderator locked it
    /// (160005), or it is archived and locked (50083). Its posts go to
    /// its parent channel instead ([`Outbox::to_parent`]).
    ThreadClosed(String),
}

/// How long a thread that refused the bot's posts is taken as closed (its
/// posts go straight to its channel); then it is tried again, in case a
/// moderator unlocked it.
const CLOSED_THREAD_KEPT: Duration = Duration::from_secs(600);

/// Discord's codes for a thread that takes no posts (locked; archived).
const THREAD_CLOSED_CODES: [isize; 2] = [160005, 50083];

fn failure(e: &serenity::Error) -> Failure {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if THREAD_CLOSED_CODES.contains(&r.error.code) {
                return Failure::ThreadClosed(format!("{status} {}", r.error.message));
            }
            match status {
                404 => Failure::Gone,
                429 => Failure::RateLimited,
                500..=599 => Failure::Transient(status.to_string()),
                408 => Failure::Transient("408".into()),
                _ => Failure::Permanent(format!("{status} {}", r.error.message)),
            }
        }
        serenity::Error::Http(HttpError::Request(_)) => Failure::Transient("network".into()),
        other => Failure::Transient(format!("error: {other}")),
    }
}

/// The channel a view in a thread goes to when its thread takes no posts.
fn view_parent(place: &host::Place) -> Option<ChannelId> {
    place.thread.as_ref()?;
    place.channel.parse::<u64>().ok().map(ChannelId::new)
}

/// The wait before try `attempts + 1` after a transient failure.
fn backoff_ms(attempts: i64) -> i64 {
    (500i64 << attempts.clamp(0, 10)).min(MAX_BACKOFF_MS)
}

impl Attempt {
    fn of(f: Failure, attempts: i64) -> Attempt {
        match f {
            Failure::RateLimited => Attempt::Retry {
                after_ms: backoff_ms(attempts).max(1_000),
                status: "429".into(),
            },
            Failure::Transient(status) => Attempt::Retry {
                after_ms: backoff_ms(attempts),
                status,
            },
            Failure::Gone => Attempt::Dropped("the channel is gone (404)".into()), // words-scan: skip (a dropped post's reason: logs only)
            Failure::Permanent(why) | Failure::ThreadClosed(why) => Attempt::Dropped(why),
        }
    }
}

/// The lanes being delivered now, what waits in them, and the last post
/// each delivered.
///
/// A lane has at most one task. Posts reach the worker two ways: handed
/// over in memory the moment their change commits (the fast path), and
/// read from the store (retries, and what was written before a restart).
/// A handed post is delivered at once only when nothing older can wait in
/// its lane: not while the lane waits out a retry or holds posts from
/// before the start (`waiting`, which go in the store's order first); while
/// the lane's task runs, it is queued for that task.
#[derive(Default)]
struct Lanes {
    busy: HashSet<String>,
    /// Of each lane, the posts done lately (their ids, the newest last):
    /// posts of one lane may be handed over out of order (two changes
    /// committed by different tasks), so "done" is each id, not the
    /// highest.
    done: HashMap<String, (VecDeque<i64>, Instant)>,
    /// Lanes holding an undelivered post that no task has.
    waiting: HashSet<String>,
    /// Posts handed over while their lane's task ran, in order.
    queued: HashMap<String, VecDeque<Post>>,
    /// Read the store again as soon as a task ends.
    poll_soon: bool,
    /// Lanes whose next post waits for an earlier post of its chain in
    /// another lane (see the module's order).
    chain_blocked: HashSet<String>,
}

impl Lanes {
    /// Whether `post` of `lane` is delivered already (or dropped).
    fn is_done(&self, post: &Post) -> bool {
        self.done
            .get(&post.lane)
            .is_some_and(|(ids, _)| ids.contains(&post.id))
    }

    /// Claims the lane of `post`, read from the store, for a task, unless
    /// it is taken or the post is done already (the store is read while
    /// tasks run). Whether it was claimed.
    fn claim_read(&mut self, post: &Post) -> bool {
        if self.busy.contains(&post.lane) || self.is_done(post) {
            return false;
        }
        self.waiting.remove(&post.lane);
        self.busy.insert(post.lane.clone());
        true
    }

    /// A post handed over at its commit: the post to start a task with,
    /// when its lane is free and nothing waits before it.
    fn take_handed(&mut self, post: Post) -> Option<Post> {
        if post.is_held() {
            // Written, not to be posted yet, and holding no place in its
            // lane: released, it comes back as a new post.
            return None;
        }
        if self.waiting.contains(&post.lane) || self.is_done(&post) {
            // The store has it; it goes after what waits before it.
            return None;
        }
        if self.busy.contains(&post.lane) {
            self.queued
                .entry(post.lane.clone())
                .or_default()
                .push_back(post);
            return None;
        }
        self.busy.insert(post.lane.clone());
        Some(post)
    }

    /// Post `id` of `lane` is done (delivered or dropped).
    fn delivered(&mut self, lane: &str, id: i64) {
        let (ids, at) = self
            .done
            .entry(lane.to_string())
            .or_insert_with(|| (VecDeque::new(), Instant::now()));
        if ids.len() >= DONE_KEPT {
            ids.pop_front();
        }
        ids.push_back(id);
        *at = Instant::now();
    }

    /// The next post handed over for `lane` while its task ran, if any.
    fn next_handed(&mut self, lane: &str) -> Option<Post> {
        loop {
            let post = self.queued.get_mut(lane)?.pop_front();
            match post {
                Some(post) if !self.is_done(&post) => return Some(post),
                Some(_) => continue,
                None => break,
            }
        }
        self.queued.remove(lane);
        None
    }

    /// The next post handed over for `lane` while its task ran; else the
    /// lane is freed (no post can be queued for a task that has ended) and
    /// `Err` says whether the store should be read now.
    fn next_handed_or_release(&mut self, lane: &str) -> Result<Post, bool> {
        match self.next_handed(lane) {
            Some(post) => Ok(post),
            None => Err(self.release(lane, false)),
        }
    }

    /// `lane`'s task ends; with `waiting`, a post of it is still
    /// undelivered (waiting out a retry). Whether the store should be read
    /// now.
    fn release(&mut self, lane: &str, waiting: bool) -> bool {
        self.busy.remove(lane);
        if waiting {
            // What was handed over meanwhile is in the store, behind it.
            self.queued.remove(lane);
            self.waiting.insert(lane.to_string());
        }
        std::mem::take(&mut self.poll_soon)
    }

    /// A post of a chain was delivered: whether a lane waited for one (it
    /// is read from the store again now).
    fn unblock_chains(&mut self) -> bool {
        let any = !self.chain_blocked.is_empty();
        self.chain_blocked.clear();
        any
    }

    fn forget_old(&mut self) {
        self.done
            .retain(|_, (_, at)| at.elapsed() < Duration::from_secs(60));
    }
}

/// The worker: one per bot process.
#[derive(Clone)]
pub(crate) struct Outbox {
    http: Arc<Http>,
    data: Arc<Data>,
    lanes: Arc<Mutex<Lanes>>,
    /// Notified when a task ended and the store should be read again.
    freed: Arc<tokio::sync::Notify>,
    /// The longest wait between two tries of a post (ms; at most
    /// [`MAX_BACKOFF_MS`]).
    max_backoff_ms: i64,
    /// Threads that refused the bot's posts (locked): their posts go to
    /// their channel ([`Outbox::to_parent`]).
    closed: Arc<Mutex<HashMap<ChannelId, Instant>>>,
}

impl Outbox {
    /// The worker posting `data`'s outbox through `http`, waiting at most
    /// `max_backoff` between two tries of a post (`OUTBOX_MAX_BACKOFF`;
    /// never more than 30 s, never less than a second, so a rate limit's
    /// second is kept).
    pub(crate) fn new(http: Arc<Http>, data: Arc<Data>, max_backoff: Duration) -> Outbox {
        let max_backoff_ms = i64::try_from(max_backoff.as_millis())
            .unwrap_or(MAX_BACKOFF_MS)
            .clamp(1_000, MAX_BACKOFF_MS);
        Outbox {
            http,
            data,
            lanes: Arc::default(),
            freed: Arc::default(),
            max_backoff_ms,
            closed: Arc::default(),
        }
    }

    fn closed_threads(&self) -> std::sync::MutexGuard<'_, HashMap<ChannelId, Instant>> {
        self.closed.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn lanes(&self) -> std::sync::MutexGuard<'_, Lanes> {
        self.lanes.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Delivers posts until the process ends: each post handed over by the
    /// host the moment it is committed, and what the store holds (read at
    /// start, every second for retries that have come due, and when a
    /// task asks).
    pub(crate) async fn run(self) {
        self.record_servers().await;
        let wake = self.data.host.outbox_wake();
        match self.data.host.owed_lanes().await {
            Ok(lanes) => self.lanes().waiting.extend(lanes),
            Err(e) => tracing::warn!("could not read the outbox's lanes: {e}"),
        }
        let mut last_purge = 0i64;
        let mut next_read = tokio::time::Instant::now();
        loop {
            for post in self.data.host.take_handed_posts() {
                let start = self.lanes().take_handed(post);
                if let Some(post) = start {
                    tokio::spawn(self.clone().lane(post, true));
                }
            }
            if self.data.host.take_chain_freed() && self.lanes().unblock_chains() {
                // A held post given as an answer: what waited behind it
                // in its chain goes now, not at the next read.
                next_read = tokio::time::Instant::now();
            }
            if tokio::time::Instant::now() >= next_read {
                next_read = tokio::time::Instant::now() + Duration::from_secs(1);
                let now = self.now();
                if now - last_purge > 3_600_000 {
                    last_purge = now;
                    self.purge(now).await;
                }
                self.read_due().await;
            }
            tokio::select! {
                () = wake.notified() => {}
                () = self.freed.notified() => next_read = tokio::time::Instant::now(),
                () = tokio::time::sleep_until(next_read) => {}
            }
        }
    }

    async fn purge(&self, now: i64) {
        match self
            .data
            .host
            .purge_delivered_posts(now - KEEP_DELIVERED_MS)
            .await
        {
            Ok(n) if n > 0 => tracing::debug!("purged {n} delivered posts"),
            Ok(_) => {}
            Err(e) => tracing::warn!("could not purge delivered posts: {e}"),
        }
    }

    /// Reads the due posts from the store and starts a task for each lane
    /// that has none: page after page (of [`LANES_AT_ONCE`] lane heads)
    /// while the pages are full, so lanes whose tasks run (or hang on a
    /// slow Discord call) cannot hide the ones behind them; at most
    /// [`PAGES_AT_ONCE`] pages, then again when a task ends.
    async fn read_due(&self) {
        let mut after = i64::MIN;
        for _ in 0..PAGES_AT_ONCE {
            let due = match self.data.host.due_posts_after(after, LANES_AT_ONCE).await {
                Ok(d) => d,
                Err(e) => {
                    tracing::warn!("could not read the outbox: {e}; trying again in 1 s");
                    return;
                }
            };
            let full = due.len() as i64 >= LANES_AT_ONCE;
            let mut lanes = self.lanes();
            lanes.forget_old();
            after = due.last().map_or(after, |p| p.id);
            for post in due {
                if lanes.claim_read(&post) {
                    tokio::spawn(self.clone().lane(post, false));
                }
            }
            if !full {
                return;
            }
        }
        // More may be due than were read: read again when a task ends.
        self.lanes().poll_soon = true;
    }

    /// Records the server of every post written before posts had one
    /// (read from the post itself), so that the process serving that
    /// server now delivers it, whichever process wrote it.
    async fn record_servers(&self) {
        loop {
            let posts = match self.data.host.posts_without_server(500).await {
                Ok(p) => p,
                Err(e) => {
                    tracing::warn!("could not read the outbox's older posts: {e}");
                    return;
                }
            };
            if posts.is_empty() {
                return;
            }
            for (id, payload) in posts {
                // A post that cannot be read goes to shard 0 (where the
                // worker drops it, saying why).
                let server = View::from_record(&payload)
                    .map(|v| v.place.guild)
                    .unwrap_or_default();
                if let Err(e) = self.data.host.record_post_server(id, &server).await {
                    tracing::warn!("could not record the server of post {id}: {e}");
                    return;
                }
            }
        }
    }

    /// Delivers `post` and then the lane's next ones, for as long as they
    /// are due and get through; then frees the lane. `handed`: the lane
    /// holds nothing older than `post` (it was handed over at its commit),
    /// so its next posts are those handed over meanwhile; else they are
    /// read from the store.
    async fn lane(self, mut post: Post, mut handed: bool) {
        let lane = post.lane.clone();
        let waiting = loop {
            // A post read from the store is the first of its chain already
            // (the store's due queries check it), and so is one its commit
            // found so (`Post::first_of_chain`); another handed over in
            // memory is asked.
            let in_turn = if handed && !post.first_of_chain {
                self.data.host.first_of_chain(&post).await
            } else {
                Ok(true)
            };
            match in_turn {
                Ok(true) => {}
                Ok(false) => {
                    // An earlier post of its chain is still held or
                    // waiting: the lane waits in the store, read again
                    // when a post of a chain is delivered.
                    self.lanes().chain_blocked.insert(lane.clone());
                    break true;
                }
                Err(e) => {
                    tracing::warn!("could not read the outbox's chain of post {}: {e}", post.id);
                    break true;
                }
            }
            let chained = post.chain.is_some();
            let (id, moved_on) = (post.id, self.try_post(post).await);
            if !moved_on {
                break true;
            }
            self.lanes().delivered(&lane, id);
            if chained && self.lanes().unblock_chains() {
                // A lane waiting for this post's chain may go on now.
                self.freed.notify_one();
            }
            if !handed {
                match self.data.host.due_post_in_lane(&lane).await {
                    Ok(Some(next)) => {
                        post = next;
                        continue;
                    }
                    // Empty in the store: what is handed over from now on
                    // is all there is.
                    Ok(None) => handed = true,
                    Err(e) => {
                        tracing::warn!("could not read lane {lane} of the outbox: {e}");
                        break true;
                    }
                }
            }
            // The next post handed over meanwhile, or the lane freed, in
            // one step: a post handed over between the two would wait in
            // a queue no task reads until the store is read again.
            let next = self.lanes().next_handed_or_release(&lane);
            match next {
                Ok(next) => post = next,
                Err(read_now) => {
                    if read_now {
                        self.freed.notify_one();
                    }
                    return;
                }
            }
        };
        if self.lanes().release(&lane, waiting) {
            self.freed.notify_one();
        }
    }

    /// Tries `post` once and records how it went. Whether its lane moved on.
    async fn try_post(&self, post: Post) -> bool {
        let host = &self.data.host;
        let mut view = match View::from_post(&post) {
            Ok(v) => v,
            Err(e) => {
                tracing::error!("outbox post {} cannot be read ({e}); dropping it", post.id);
                let _ = host.post_delivered(post.id).await;
                return true;
            }
        };
        let after = Aftermath::of(&view);
        let role = view.role_change.take().map(|c| (view.place.clone(), c));
        let sent = if post.stage >= host::STAGE_POSTED {
            // Its message is out already: only its role is left.
            Attempt::Delivered
        } else {
            self.send(&post, view).await
        };
        if post.stage < host::STAGE_POSTED && matches!(sent, Attempt::Delivered) {
            after.archive(&self.data, &self.http);
        }
        let outcome = match (sent, role) {
            // The message is out (or can never be): the role it hands out
            // is still owed.
            (sent @ (Attempt::Delivered | Attempt::Dropped(_)), Some((place, change))) => {
                self.hand_out(&post, &place, &change, sent).await
            }
            (sent, _) => sent,
        };
        let now = self.now();
        match outcome {
            Attempt::Delivered => {
                if let Err(e) = host.post_delivered(post.id).await {
                    tracing::warn!("could not mark post {} delivered: {e}", post.id);
                }
                if post.attempts > 0 {
                    // Discord is back: the other lanes need not wait out
                    // their backoff.
                    match host.retry_posts_now().await {
                        Ok(n) if n > 0 => {
                            tracing::info!("Discord answers again: retrying {n} waiting posts now");
                            self.lanes().poll_soon = true;
                        }
                        Ok(_) => {}
                        Err(e) => tracing::warn!("could not hurry the waiting posts: {e}"),
                    }
                }
                after.shown(&self.data).await;
                true
            }
            Attempt::Retry { after_ms, status } => {
                let after_ms = after_ms.min(self.max_backoff_ms);
                METRICS.outbox_retry(&status);
                if post.attempts == 0 || post.attempts % 10 == 0 {
                    tracing::warn!(
                        "could not post in lane {} ({status}); trying again in {after_ms} ms",
                        post.lane
                    );
                }
                if let Err(e) = host.post_failed(post.id, now + after_ms, &status).await {
                    tracing::warn!("could not record a failed post: {e}");
                }
                false
            }
            Attempt::Moved => {
                // Its message is out; its role is owed in its server's
                // role lane (a view handing out a role is no question).
                after.shown(&self.data).await;
                true
            }
            Attempt::Dropped(why) => {
                tracing::warn!(
                    "gave up post {} in lane {}: Discord refused it ({why}); check the bot's permissions there",
                    post.id,
                    post.lane
                );
                let _ = host.post_delivered(post.id).await;
                if let Some((game, _)) = after.question() {
                    // Nobody saw the question: its time does not run (it
                    // is not answered by its timeout). The defender sees
                    // it again with the board (`/board`), delivered.
                    tracing::warn!(
                        "game {game}: its shoot-down question could not be posted; it waits for an answer without a timeout"
                    );
                }
                true
            }
        }
    }

    fn now(&self) -> i64 {
        self.data.host.clock().now_ms()
    }

    /// The role job of `post`, whose message is out (or was dropped:
    /// `sent`): applied in its server's role lane, one job at a time in
    /// the order written ([`host::Host::role_job_in_turn`]). A post of
    /// another lane is moved there first, its stage recorded, so that a
    /// retry or a restart never posts the message again. A failure that
    /// may pass: the post is tried again (its role only), and the server's
    /// later role jobs wait for it.
    async fn hand_out(
        &self,
        post: &Post,
        place: &host::Place,
        change: &host::RoleChange,
        sent: Attempt,
    ) -> Attempt {
        match self.data.host.role_job_in_turn(post, place).await {
            Ok(true) => {}
            Ok(false) => return Attempt::Moved,
            Err(e) => {
                // Not recorded: giving the role now could post the message
                // again at the retry. Try it all later.
                tracing::warn!("could not move post {}'s role job: {e}", post.id);
                return Attempt::of(Failure::Transient("store".into()), post.attempts);
            }
        }
        match crate::roles::apply(&self.http, &self.data, place, change, post.id).await {
            Ok(()) => sent,
            Err(status) if status == "429" => Attempt::of(Failure::RateLimited, post.attempts),
            Err(status) => Attempt::of(Failure::Transient(status), post.attempts),
        }
    }

    /// One try: an edit of the message the view replaces (when the bot
    /// knows it), else a new message; a withdrawn notice is deleted.
    async fn send(&self, post: &Post, mut view: View) -> Attempt {
        let data = &self.data;
        let Some(channel) = channel_of(&view.place) else {
            return Attempt::Dropped(format!("{} is not a Discord channel", view.place)); // words-scan: skip (a dropped post's reason: logs only)
        };
        if view.kind == ViewKind::Withdrawn {
            return self.withdraw(&view, post.attempts).await;
        }
        if crate::present::needs_saying(&view) {
            // In the server's language (a post has no reader of its own),
            // first: the lines and links added below stay.
            let l = crate::language::of_server(data, &view.place.guild).await;
            view = crate::present::said(view, l);
        }
        // Shown already by an interaction's answer, with the line known
        // then: edited only if keeping the entry changes it, and then with
        // the newest version the bot showed (a Join answered since), never
        // the older one this edit was made with ([`Data::showed`]).
        let owed = view.shown && view.calendar.is_some();
        let newest = |view: &View| {
            owed.then(|| view.key.as_deref().and_then(|k| data.last_shown(k)))
                .flatten()
                .filter(|n| n.text != view.text || n.card != view.card || n.buttons != view.buttons)
        };
        if let Some(n) = newest(&view) {
            adopt(&mut view, n);
        }
        // The version this delivery shows, as made (the calendar line and
        // links are added to it at each showing).
        let mut raw = view.clone();
        let shown = if owed {
            let mut was = view.clone();
            crate::calendar::known_line(data, &mut was).await;
            Some(was.text)
        } else {
            None
        };
        if let Err(e) =
            crate::calendar::keep_view(&self.http, data, &mut view, post.attempts > 0).await
        {
            METRICS.discord_error();
            return Attempt::of(failure(&e), post.attempts);
        }
        if let Some(n) = newest(&raw) {
            // Keeping the entry took a while (the event was being made),
            // and a newer version was shown meanwhile: this edit shows it,
            // with the line known now.
            adopt(&mut raw, n.clone());
            adopt(&mut view, n);
            crate::calendar::known_line(data, &mut view).await;
        } else if shown.as_deref() == Some(view.text.as_str()) {
            return Attempt::Delivered;
        }
        let showing = raw.calendar.is_some().then(|| {
            raw.shown = true;
            raw.replaces = raw.key.clone();
            raw.role_change = None;
            raw
        });
        crate::post::add_link(data, &mut view).await;
        let l = crate::language::of_server(data, &view.place.guild).await;
        crate::web_links::add(data, std::slice::from_mut(&mut view), l).await;
        let key = view.key.clone();
        let replaces = view.replaces.clone();
        let place = view.place.clone();
        let mut out = outgoing_async(view).await;
        let more = out.take_more();
        if let Some(r) = &replaces
            && let Some((c, m)) = data.known(r).await
        {
            match c.edit_message(&self.http, m, out.clone().edit()).await {
                Ok(_) => {
                    if let Some(v) = &showing {
                        data.showed(v);
                    }
                    if key.as_deref() != Some(r.as_str()) {
                        data.forget(r).await;
                        if let Some(k) = &key {
                            data.remember(k.clone(), c, m).await;
                        }
                    }
                    return self.send_more(post, c, more).await;
                }
                Err(e) => {
                    METRICS.discord_error();
                    match failure(&e) {
                        // The message is gone: post the view anew (once:
                        // the new message is remembered under the key).
                        Failure::Gone => {
                            tracing::info!("message {m} is gone; posting its view anew");
                            data.forget(r).await;
                        }
                        f => return Attempt::of(f, post.attempts),
                    }
                }
            }
        }
        let parent = view_parent(&place);
        if let Some(parent) = parent
            && self
                .closed_threads()
                .get(&channel)
                .is_some_and(|at| at.elapsed() < CLOSED_THREAD_KEPT)
        {
            // Refused there before: straight to the channel, said once.
            let made = self.create(parent, out, format!("{}p", post.nonce())).await;
            return match made {
                Ok(m) => self.send_more(post, m.channel_id, more).await,
                Err(f) => Attempt::of(f, post.attempts),
            };
        }
        let kept = parent.map(|_| out.clone());
        let made = match self.create(channel, out, post.nonce()).await {
            Err(Failure::ThreadClosed(why)) => match (parent, kept) {
                (Some(parent), Some(out)) => {
                    let l = crate::language::of_server(data, &place.guild).await;
                    self.to_parent(post, (channel, parent), out, &why, l).await
                }
                _ => Err(Failure::ThreadClosed(why)),
            },
            made => made,
        };
        match made {
            Ok(m) => {
                if let Some(v) = &showing {
                    data.showed(v);
                }
                if let Some(k) = key {
                    data.remember(k, m.channel_id, m.id).await;
                }
                self.send_more(post, m.channel_id, more).await
            }
            Err(f) => Attempt::of(f, post.attempts),
        }
    }

    /// Posts `out`, refused in `thread` (locked by a moderator), in the
    /// thread's `parent` channel instead, after a line saying why: the
    /// players still see the board or the question; the line is said in
    /// `locale` (the server's). Each create carries a nonce of its own, so
    /// a retry doubles neither.
    async fn to_parent(
        &self,
        post: &Post,
        (thread, parent): (ChannelId, ChannelId),
        out: Outgoing,
        why: &str,
        locale: Locale,
    ) -> Result<Message, Failure> {
        tracing::warn!("thread {thread} takes no posts ({why}); posting in its channel {parent}");
        self.closed_threads().insert(thread, Instant::now());
        let note =
            Words::new(ids::DISCORD_THREAD_LOCKED_POSTED_HERE).arg("thread", thread.to_string());
        let note = Outgoing::text(note.text(locale));
        self.create(parent, note, format!("{}n", post.nonce()))
            .await?;
        self.create(parent, out, format!("{}p", post.nonce())).await
    }

    /// A new message carrying `nonce` (enforced: a retry is not doubled).
    async fn create(
        &self,
        channel: ChannelId,
        out: Outgoing,
        nonce: String,
    ) -> Result<Message, Failure> {
        let msg = out
            .message()
            .nonce(Nonce::String(nonce))
            .enforce_nonce(true);
        channel.send_message(&self.http, msg).await.map_err(|e| {
            METRICS.discord_error();
            failure(&e)
        })
    }

    /// The rest of a long text, each part with a nonce of its own.
    async fn send_more(&self, post: &Post, channel: ChannelId, more: Vec<Outgoing>) -> Attempt {
        for (i, out) in more.into_iter().enumerate() {
            if let Err(f) = self
                .create(channel, out, format!("{}-{}", post.nonce(), i + 1))
                .await
            {
                return Attempt::of(f, post.attempts);
            }
        }
        Attempt::Delivered
    }

    /// Deletes the message of a notice whose moment has passed.
    async fn withdraw(&self, view: &View, attempts: i64) -> Attempt {
        let Some(k) = view.replaces.as_deref() else {
            return Attempt::Delivered;
        };
        let Some((c, m)) = self.data.known(k).await else {
            return Attempt::Delivered;
        };
        match c.delete_message(&self.http, m).await {
            Ok(()) => {
                self.data.forget(k).await;
                Attempt::Delivered
            }
            Err(e) => {
                METRICS.discord_error();
                match failure(&e) {
                    Failure::Gone => {
                        self.data.forget(k).await;
                        Attempt::Delivered
                    }
                    Failure::Permanent(why) => {
                        // No Manage Messages here: the notice stays.
                        tracing::debug!("cannot delete notice {m}: {why}");
                        self.data.forget(k).await;
                        Attempt::Delivered
                    }
                    f => Attempt::of(f, attempts),
                }
            }
        }
    }
}

/// Waits until the outbox is empty or `budget` has passed (at shutdown).
/// Whether it emptied.
pub(crate) async fn drained(data: &Data, budget: Duration) -> bool {
    let until = tokio::time::Instant::now() + budget;
    loop {
        match data.host.outbox_stats().await {
            Ok(s) if s.depth == 0 => return true,
            Ok(_) => {}
            Err(e) => {
                tracing::warn!("could not read the outbox: {e}");
                return false;
            }
        }
        if tokio::time::Instant::now() >= until {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `view`, an edit owed by an interaction's answer, takes the content of
/// `newest`, a newer version of its message shown since; its own jobs
/// (the role it hands out) stay its own.
fn adopt(view: &mut View, newest: View) {
    view.text = newest.text;
    view.words = newest.words;
    view.card = newest.card;
    view.buttons = newest.buttons;
    view.file = newest.file;
    view.calendar = newest.calendar;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post(id: i64, lane: &str) -> Post {
        Post {
            id,
            lane: lane.into(),
            game_id: None,
            chain: None,
            payload: String::new(),
            created_ms: 0,
            attempts: 0,
            next_try_ms: 0,
            last_error: None,
            server_key: Some(0),
            stage: host::STAGE_NEW,
            file: None,
            first_of_chain: false,
        }
    }

    #[test]
    fn a_handed_post_goes_at_once_or_after_its_lanes_task_in_order() {
        let mut lanes = Lanes::default();
        assert_eq!(lanes.take_handed(post(1, "a")).map(|p| p.id), Some(1));
        // Lane a is busy: 2 and 3 wait for its task, in order.
        assert!(lanes.take_handed(post(2, "a")).is_none());
        assert!(lanes.take_handed(post(3, "a")).is_none());
        // Another lane is not held up.
        assert_eq!(lanes.take_handed(post(4, "b")).map(|p| p.id), Some(4));
        lanes.delivered("a", 1);
        assert_eq!(lanes.next_handed("a").map(|p| p.id), Some(2));
        lanes.delivered("a", 2);
        assert_eq!(lanes.next_handed("a").map(|p| p.id), Some(3));
        lanes.delivered("a", 3);
        assert!(lanes.next_handed("a").is_none());
        assert!(!lanes.release("a", false));
        // Free again: the next handed post starts at once; a done one never.
        assert!(lanes.take_handed(post(3, "a")).is_none());
        assert_eq!(lanes.take_handed(post(5, "a")).map(|p| p.id), Some(5));
    }

    #[test]
    fn a_post_handed_over_as_its_lanes_task_ends_is_never_stranded() {
        let mut lanes = Lanes::default();
        assert!(lanes.take_handed(post(1, "a")).is_some());
        assert!(lanes.take_handed(post(2, "a")).is_none(), "queued");
        lanes.delivered("a", 1);
        // The task takes the queued post; then nothing is left, and the
        // lane is freed in the same step.
        assert_eq!(lanes.next_handed_or_release("a").map(|p| p.id), Ok(2));
        lanes.delivered("a", 2);
        assert_eq!(lanes.next_handed_or_release("a").map(|p| p.id), Err(false));
        // A post handed over now starts a task of its own at once (before,
        // it could be queued for the task that was ending).
        assert_eq!(lanes.take_handed(post(3, "a")).map(|p| p.id), Some(3));
    }

    #[test]
    fn a_post_handed_over_after_a_newer_one_of_its_lane_is_still_delivered() {
        // The first board (written after the move's change committed)
        // is handed over first: the move's board, older, is not "done".
        let mut lanes = Lanes::default();
        assert!(lanes.take_handed(post(6, "a")).is_some());
        assert!(lanes.take_handed(post(5, "a")).is_none());
        lanes.delivered("a", 6);
        assert_eq!(lanes.next_handed("a").map(|p| p.id), Some(5));
        lanes.delivered("a", 5);
        assert!(lanes.next_handed("a").is_none());
        lanes.release("a", false);
        // Read from the store later, neither is taken again.
        assert!(!lanes.claim_read(&post(5, "a")) && !lanes.claim_read(&post(6, "a")));
        // A post of the lane not yet done is.
        assert!(lanes.claim_read(&post(4, "a")));
    }

    #[test]
    fn a_handed_post_never_overtakes_one_waiting_in_the_store() {
        let mut lanes = Lanes::default();
        assert!(lanes.take_handed(post(1, "a")).is_some());
        assert!(lanes.take_handed(post(2, "a")).is_none());
        // Post 1 failed and waits out its retry: 2 stays behind it, in the
        // store, and so does 3.
        lanes.release("a", true);
        assert!(lanes.take_handed(post(3, "a")).is_none());
        assert!(
            lanes.next_handed("a").is_none(),
            "the queue went to the store"
        );
        // Read from the store, the lane's head is claimed and the lane is
        // no longer waiting; a later handed post queues behind the task.
        assert!(lanes.claim_read(&post(1, "a")));
        assert!(!lanes.claim_read(&post(2, "a")), "one task per lane");
        assert!(lanes.take_handed(post(6, "a")).is_none());
        lanes.delivered("a", 3);
        assert_eq!(lanes.next_handed("a").map(|p| p.id), Some(6));
    }

    #[test]
    fn a_held_post_is_not_delivered_and_holds_up_nothing() {
        let mut lanes = Lanes::default();
        let mut pairings = post(1, "c");
        pairings.next_try_ms = host::HELD_MS;
        assert!(lanes.take_handed(pairings).is_none());
        // The round's news after it goes at once.
        assert_eq!(lanes.take_handed(post(2, "c")).map(|p| p.id), Some(2));
        lanes.delivered("c", 2);
        assert!(
            lanes.next_handed("c").is_none(),
            "the held post is not queued"
        );
        lanes.release("c", false);
        // Released, it is a new post of the lane, delivered as any other.
        assert_eq!(lanes.take_handed(post(3, "c")).map(|p| p.id), Some(3));
    }

    #[test]
    fn backoff_doubles_from_half_a_second_to_thirty() {
        let waits: Vec<i64> = (0..9).map(backoff_ms).collect();
        assert_eq!(
            waits,
            [
                500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000
            ]
        );
        assert_eq!(backoff_ms(1_000), 30_000);
    }

    #[test]
    fn a_rate_limit_waits_at_least_a_second_and_a_refusal_drops_the_post() {
        match Attempt::of(Failure::RateLimited, 0) {
            Attempt::Retry { after_ms, status } => {
                assert_eq!((after_ms, status.as_str()), (1_000, "429"));
            }
            o => panic!("{o:?}"),
        }
        match Attempt::of(Failure::Transient("503".into()), 3) {
            Attempt::Retry { after_ms, .. } => assert_eq!(after_ms, 4_000),
            o => panic!("{o:?}"),
        }
        assert!(matches!(
            Attempt::of(Failure::Permanent("403 Missing Access".into()), 0),
            Attempt::Dropped(w) if w.contains("403")
        ));
    }
}
