//! Faults a test injects, as Discord has them: latency, a slow server,
//! an outage (503), every n-th request failing (5xx), rate limits (429
//! with `retry_after` and Discord's headers), lost answers (made but
//! answered 500), thread creation, role change and scheduled event
//! failures; and [`Fault`], what each recorded request got.

use super::records::is_message_create_route;
use super::refusal::{Reply, err};
use super::{Recorded, StandIn, World};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Why the stand-in answered a request the way Discord does when something
/// goes wrong: an injected fault, or a rule of Discord's the bot broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// 429 from [`StandIn::set_message_rate_limit`] (or a retry sent
    /// before the `retry_after` of an earlier 429 had passed).
    RateLimited { global: bool },
    /// 500 (or the chosen status) from [`StandIn::fail_every_nth_request`].
    ServerError(u16),
    /// 503 from [`StandIn::set_outage`].
    Outage,
    /// 500 for a message create that was made all the same
    /// ([`StandIn::lose_every_nth_create_answer`]).
    LostAnswer,
    /// A thread creation refused by [`StandIn::fail_thread_creation`].
    ThreadCreation(u16),
    /// 403: the bot lacked these permission bits in the channel.
    MissingPermissions(u64),
    /// 404 10062: the interaction callback came after the 3-second window.
    InteractionExpired,
    /// A follow-up or `@original` call after the token's 15 minutes.
    TokenExpired,
    /// Refused by Discord's API description ([`StandIn::take_refusals`]).
    Refused,
    /// A member role change (PUT or DELETE) answered with this status by
    /// [`StandIn::fail_role_changes_with`]; nothing changed.
    RoleChange(u16),
    /// A change of one member's roles answered with this status by
    /// [`StandIn::fail_role_changes_of`]; `made`: it was done all the same
    /// (the answer lost on the way).
    MemberRoleChange { status: u16, made: bool },
    /// A scheduled event's create or edit answered with this status by
    /// [`StandIn::fail_event_writes_with`]; `made`: it was done all the
    /// same (the answer lost on the way).
    EventWrite { status: u16, made: bool },
}

/// A rate limit on message creates (see [`StandIn::set_message_rate_limit`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateLimit {
    /// Every `every`-th message create is answered 429 (at least 2, or
    /// nothing would ever get through).
    pub every: usize,
    /// `retry_after` in the answer; until it has passed, the same bucket
    /// (the channel) stays limited, as on Discord.
    pub retry_after: Duration,
    /// A global rate limit (`X-RateLimit-Global`, all routes) rather than
    /// the channel's bucket.
    pub global: bool,
}

/// Faults injected by the test.
#[derive(Default)]
pub(super) struct Faults {
    pub(super) latency: Duration,
    /// Guilds whose REST requests (on their channels and threads, or under
    /// `/guilds/{id}`) are each answered only after this much more.
    pub(super) slow_guilds: HashMap<u64, Duration>,
    pub(super) outage: bool,
    /// Every n-th request (counted from when it was set) answered `status`.
    pub(super) fail_every: Option<(usize, u16)>,
    pub(super) requests_seen: usize,
    /// The next n thread creations answered with this status.
    pub(super) fail_threads: (usize, u16),
    /// The next n member role changes answered with this status.
    pub(super) fail_roles: (usize, u16),
    /// Members whose role changes are answered with this status (done all
    /// the same when the flag says so), until cleared.
    pub(super) fail_roles_of: HashMap<u64, (u16, bool)>,
    /// The next n scheduled event creates and edits answered with this
    /// status, done all the same when the flag says so.
    pub(super) fail_events: (usize, u16, bool),
    /// The next n interaction callbacks answered with this status, and
    /// not taken.
    pub(super) fail_callbacks: (usize, u16),
    /// The next n follow-up messages answered with this status, and not
    /// taken.
    pub(super) fail_followups: (usize, u16),
    pub(super) rate_limit: Option<RateLimit>,
    pub(super) creates_seen: usize,
    /// Bucket (channel id, or 0 for global) -> limited until.
    pub(super) limited_until: HashMap<u64, Instant>,
    /// Every n-th message create is made, but its answer is lost: the bot
    /// gets 500 (counted from when it was set).
    pub(super) lose_creates: LostAnswers,
    /// Every n-th interaction callback is taken, but its answer is lost:
    /// the bot gets 500 and a try again gets 40060.
    pub(super) lose_callbacks: LostAnswers,
}

/// Every n-th request of a kind is done but its answer lost on the way
/// back: the bot gets 500 (counted from when it was set).
#[derive(Default)]
pub(super) struct LostAnswers {
    every: Option<usize>,
    done: usize,
}

impl LostAnswers {
    /// Loses every `every`-th answer from now on (0: none).
    fn set(&mut self, every: usize) {
        self.every = (every > 0).then_some(every);
        self.done = 0;
    }

    /// Counts one request done; the 500 its bot gets instead of the answer
    /// when this one's answer is lost (the fault recorded in `fault`).
    pub(super) fn lose(&mut self, fault: &mut Option<Fault>) -> Option<Reply> {
        let every = self.every?;
        self.done += 1;
        if !self.done.is_multiple_of(every) {
            return None;
        }
        *fault = Some(Fault::LostAnswer);
        Some(err(
            StatusCode::INTERNAL_SERVER_ERROR,
            0,
            "500: Internal Server Error",
        ))
    }
}

/// The injected faults that answer a request before Discord looks at it:
/// an outage, every n-th request failing, a rate limit.
pub(super) fn injected(
    st: &mut World,
    method: &Method,
    path: &str,
    fault: &mut Option<Fault>,
    headers: &mut Vec<(&'static str, String)>,
) -> Option<(StatusCode, Value)> {
    let f = &mut st.faults;
    if f.outage {
        *fault = Some(Fault::Outage);
        return Some(err(
            StatusCode::SERVICE_UNAVAILABLE,
            0,
            "503: Service Unavailable",
        ));
    }
    if let Some((every, status)) = f.fail_every {
        f.requests_seen += 1;
        if f.requests_seen.is_multiple_of(every) {
            *fault = Some(Fault::ServerError(status));
            let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            return Some(err(code, 0, &format!("{status}: Internal Server Error")));
        }
    }
    let route = path.strip_prefix("/api/v10").unwrap_or(path);
    let rl = f.rate_limit?;
    let now = Instant::now();
    // Interaction callbacks and follow-ups are not bound by the global
    // limit (as on Discord).
    let interaction = route.starts_with("/interactions/") || route.starts_with("/webhooks/");
    let global_until = f.limited_until.get(&0).copied().filter(|u| *u > now);
    let is_create = method == Method::POST && is_message_create_route(route);
    let limited = match global_until {
        Some(u) if !interaction => Some((u, true)),
        _ if !is_create => None,
        _ => {
            let bucket: u64 = if rl.global {
                0
            } else {
                route
                    .split('/')
                    .nth(2)
                    .and_then(|c| c.parse().ok())
                    .unwrap_or(0)
            };
            match f.limited_until.get(&bucket).copied().filter(|u| *u > now) {
                Some(u) => Some((u, rl.global)),
                None => {
                    f.creates_seen += 1;
                    f.creates_seen.is_multiple_of(rl.every).then(|| {
                        let u = now + rl.retry_after;
                        f.limited_until.insert(bucket, u);
                        (u, rl.global)
                    })
                }
            }
        }
    };
    let (until, global) = limited?;
    let after = until.saturating_duration_since(now).as_secs_f64();
    let reset = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64()
        + after;
    *fault = Some(Fault::RateLimited { global });
    headers.push(("retry-after", format!("{}", after.ceil().max(1.0) as u64)));
    if global {
        headers.push(("x-ratelimit-global", "true".into()));
        headers.push(("x-ratelimit-scope", "global".into()));
    } else {
        headers.push(("x-ratelimit-limit", "5".into()));
        headers.push(("x-ratelimit-remaining", "0".into()));
        headers.push(("x-ratelimit-reset", format!("{reset:.3}")));
        headers.push(("x-ratelimit-reset-after", format!("{after:.3}")));
        headers.push((
            "x-ratelimit-bucket",
            "80c17d2f203122d936070c88c8d10f33".into(),
        ));
        headers.push(("x-ratelimit-scope", "user".into()));
    }
    Some((
        StatusCode::TOO_MANY_REQUESTS,
        json!({"message": "You are being rate limited.", "retry_after": after, "global": global}),
    ))
}

/// Which interaction answers a failure is injected into.
pub(super) enum AnswerKind {
    Callback,
    Followup,
}

/// An interaction answer of `kind` failed on purpose
/// ([`StandIn::fail_callbacks_with`], [`StandIn::fail_followups_with`]),
/// if one is still owed.
pub(super) fn failed_answer(
    st: &mut World,
    kind: AnswerKind,
    fault: &mut Option<Fault>,
) -> Option<Reply> {
    let owed = match kind {
        AnswerKind::Callback => &mut st.faults.fail_callbacks,
        AnswerKind::Followup => &mut st.faults.fail_followups,
    };
    let (n, status) = *owed;
    if n == 0 {
        return None;
    }
    owed.0 -= 1;
    *fault = Some(Fault::ServerError(status));
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    Some(err(
        code,
        0,
        &format!("{status}: injected interaction answer failure"),
    ))
}

/// The guild a REST request is about: the guild of the channel (or
/// thread) of `/channels/{id}/...`, or `/guilds/{id}/...`'s.
pub(super) fn request_guild(st: &World, path: &str) -> Option<u64> {
    let route = path.strip_prefix("/api/v10").unwrap_or(path);
    let mut parts = route.trim_start_matches('/').split('/');
    match (
        parts.next(),
        parts.next().and_then(|id| id.parse::<u64>().ok()),
    ) {
        (Some("channels"), Some(c)) => st.guild_of(c),
        (Some("guilds"), Some(g)) => Some(g),
        _ => None,
    }
}

impl StandIn {
    /// Refuses the next `n` slash-command registrations with 403 Missing
    /// Access (as for a DISCORD_GUILD_ID the bot cannot reach).
    pub fn refuse_registrations(&self, n: usize) {
        self.inner.state.lock().unwrap().refuse_registrations = n;
    }

    /// Every REST request about guild `guild` (on one of its channels or
    /// threads, or under `/guilds/{guild}`) is answered only after `by`
    /// more (zero: no more): one server whose Discord calls are slow, for
    /// the test that no other server waits on it. Interaction answers are
    /// not slowed.
    pub fn slow_down_guild(&self, guild: u64, by: Duration) {
        let mut st = self.inner.state.lock().unwrap();
        if by.is_zero() {
            st.faults.slow_guilds.remove(&guild);
        } else {
            st.faults.slow_guilds.insert(guild, by);
        }
    }

    /// Every REST request is answered only after `latency`: half of it
    /// before the request "reaches Discord" (is handled and timed), half
    /// on the way back.
    pub fn set_latency(&self, latency: Duration) {
        self.inner.state.lock().unwrap().faults.latency = latency;
    }

    /// The next `n` thread creations are answered 500.
    pub fn fail_thread_creation(&self, n: usize) {
        self.fail_thread_creation_with(n, 500);
    }

    /// The next `n` thread creations are answered `status`.
    pub fn fail_thread_creation_with(&self, n: usize, status: u16) {
        self.inner.state.lock().unwrap().faults.fail_threads = (n, status);
    }

    /// The next `n` member role changes (`PUT` and `DELETE
    /// /guilds/{g}/members/{u}/roles/{r}`) are answered `status` (a 5xx,
    /// 429, 403), and change nothing.
    pub fn fail_role_changes_with(&self, n: usize, status: u16) {
        self.inner.state.lock().unwrap().faults.fail_roles = (n, status);
    }

    /// Every change of member `user`'s roles (`PUT` and `DELETE
    /// /guilds/{g}/members/{user}/roles/{r}`) is answered `status` from now
    /// on; with `made` it is done all the same, as when Discord's answer is
    /// lost on the way. `None` ends it. Other members' changes go through:
    /// one crowning failing while a later one does not.
    pub fn fail_role_changes_of(&self, user: u64, fault: Option<(u16, bool)>) {
        let mut st = self.inner.state.lock().unwrap();
        match fault {
            Some(f) => st.faults.fail_roles_of.insert(user, f),
            None => st.faults.fail_roles_of.remove(&user),
        };
    }

    /// The next `n` scheduled event creates and edits (`POST` and `PATCH`
    /// /guilds/{g}/scheduled-events) are answered `status`; with `made`
    /// they are done all the same, as when Discord's answer is lost on the
    /// way.
    pub fn fail_event_writes_with(&self, n: usize, status: u16, made: bool) {
        self.inner.state.lock().unwrap().faults.fail_events = (n, status, made);
    }

    /// The next `n` interaction callbacks (a deferral among them) are
    /// answered `status` (a 5xx) and not taken, as when Discord fails for
    /// a moment: the user sees nothing unless the bot tries again.
    pub fn fail_callbacks_with(&self, n: usize, status: u16) {
        self.inner.state.lock().unwrap().faults.fail_callbacks = (n, status);
    }

    /// The next `n` follow-up messages (`POST /webhooks/{app}/{token}`)
    /// are answered `status` (a 5xx) and not taken.
    pub fn fail_followups_with(&self, n: usize, status: u16) {
        self.inner.state.lock().unwrap().faults.fail_followups = (n, status);
    }

    /// Rate limits message creates (`POST /channels/{id}/messages`), or
    /// stops (`None`). The 429 carries Discord's body and headers, and the
    /// bucket (the channel; all routes when global) stays limited until
    /// `retry_after` has passed: a retry sent sooner gets 429 again.
    pub fn set_message_rate_limit(&self, limit: Option<RateLimit>) {
        if let Some(l) = limit {
            assert!(
                l.every >= 2,
                "every {} would never let a message through",
                l.every
            );
        }
        let mut st = self.inner.state.lock().unwrap();
        st.faults.rate_limit = limit;
        st.faults.creates_seen = 0;
        st.faults.limited_until.clear();
    }

    /// Every `every`-th REST request from now on is answered `status`
    /// (500 or another 5xx); 0 stops.
    pub fn fail_every_nth_request(&self, every: usize, status: u16) {
        let mut st = self.inner.state.lock().unwrap();
        st.faults.fail_every = (every > 0).then_some((every, status));
        st.faults.requests_seen = 0;
    }

    /// Every `every`-th message create is made but answered 500, as when
    /// Discord's answer is lost on the way: only a nonce keeps the bot's
    /// retry from posting it twice.
    pub fn lose_every_nth_create_answer(&self, every: usize) {
        let mut st = self.inner.state.lock().unwrap();
        st.faults.lose_creates.set(every);
    }

    /// Every `every`-th interaction callback from now on is taken (the user
    /// sees the answer) but answered 500, as when Discord's answer is lost
    /// on the way: a try again is answered 40060 "already acknowledged".
    pub fn lose_every_nth_callback_answer(&self, every: usize) {
        let mut st = self.inner.state.lock().unwrap();
        st.faults.lose_callbacks.set(every);
    }

    /// While on, every REST request is answered 503.
    pub fn set_outage(&self, on: bool) {
        self.inner.state.lock().unwrap().faults.outage = on;
    }

    /// The requests that got an injected or rule fault.
    pub fn faulted(&self) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.fault.is_some())
            .collect()
    }
}
