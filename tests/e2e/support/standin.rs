//! The loopback Discord stand-in: REST under `/api/v10` and a WebSocket
//! gateway on one local port. It records every request the bot makes, keeps
//! the messages and threads the bot creates, and lets a test play the users:
//! slash commands, autocomplete, button clicks and plain messages, all sent
//! as gateway dispatches in Discord's own shape.
//!
//! It is meant to be no kinder than Discord:
//!
//! - **Permissions.** Every interaction carries `app_permissions` (the
//!   bot's permissions in the channel) and `member.permissions` (the
//!   member's), computed as Discord computes them: the @everyone role's
//!   permissions (the role whose id is the guild's) with those of every
//!   role the member has, all of them for Administrator or for the
//!   guild's owner (`owner_id` of GET /guilds/{id}); `member.roles` and
//!   GET /guilds/{g}/members/{u} list the member's roles, whose positions
//!   and permission bits GET /guilds/{g}/roles answers
//!   ([`StandIn::add_role`], [`StandIn::add_role_with`],
//!   [`StandIn::set_member_roles`], [`StandIn::set_everyone_permissions`],
//!   [`StandIn::set_owner`]). The bot's permissions are set per channel
//!   ([`StandIn::set_bot_permissions`], [`StandIn::revoke_bot_permission`];
//!   threads inherit their parent's), and REST calls that need a missing
//!   one fail with 403 `{"message": "Missing Permissions", "code": 50013}`
//!   (or 50001 Missing Access without View Channel). Interaction callbacks
//!   and webhook follow-ups are not subject to channel permissions.
//! - **Servers.** One test guild ([`p::GUILD_ID`]) and as many more as a
//!   test adds ([`StandIn::add_guild`]), each on the shard Discord's
//!   formula puts it on; READY lists a shard's guilds as unavailable, then
//!   a GUILD_CREATE follows for each. Slash commands exist in a guild only
//!   if the bot registered them there or globally.
//! - **Latency and faults** ([`StandIn::set_latency`],
//!   [`StandIn::fail_thread_creation`], [`StandIn::fail_role_changes_with`],
//!   [`StandIn::fail_event_writes_with`], [`StandIn::set_message_rate_limit`],
//!   [`StandIn::fail_every_nth_request`], [`StandIn::set_outage`]); each
//!   request records the fault it got ([`Recorded::fault`]).
//! - **The 3-second window.** A callback arriving more than 3 s after its
//!   interaction was dispatched is refused with 404 `Unknown interaction`
//!   (10062) and creates nothing; follow-ups need a successful callback and
//!   the token lives 15 minutes ([`StandIn::answer_delay`],
//!   [`StandIn::answered_too_late`]).
//! - **Discord's own API description** ([`super::openapi`]): every
//!   request's route, query and body is checked against it first, and
//!   what it refuses is answered 400 50035 `Invalid Form Body` (404 for a
//!   route Discord does not have); a refusal the test did not take
//!   ([`StandIn::take_refusals`]) fails the test when the stand-in is
//!   dropped.
//! - **Thread members and pings** ([`StandIn::thread_members`],
//!   [`StandIn::pings`]; every message the bot sent or edited, with its
//!   content and `allowed_mentions`: [`StandIn::sent_messages`]).

use super::openapi;
use super::payloads::{self as p, TestUser, perm};
use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch};

/// How many requests that arrived before the moment searched from end a
/// search by arrival time ([`StandIn::file_post_at`]): requests are
/// recorded once handled, so a few older ones may follow newer ones.
const STRAGGLERS: usize = 64;

/// Discord's limit for the initial response to an interaction.
pub const INTERACTION_WINDOW: Duration = Duration::from_secs(3);
/// How long an interaction token (follow-ups, `@original`) stays valid.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// A file uploaded in a multipart request.
#[derive(Debug, Clone)]
pub struct UploadedFile {
    /// The form field name (`files[0]`, ...).
    pub field: String,
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

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
    /// A scheduled event's create or edit answered with this status by
    /// [`StandIn::fail_event_writes_with`]; `made`: it was done all the
    /// same (the answer lost on the way).
    EventWrite { status: u16, made: bool },
}

/// One request the bot made.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// Position in the log (0-based).
    pub index: usize,
    pub method: String,
    /// The path, starting with `/api/v10`.
    pub path: String,
    pub query: String,
    /// The JSON body, or `payload_json` of a multipart body.
    pub json: Option<Value>,
    pub files: Vec<UploadedFile>,
    /// The status the stand-in answered with.
    pub status: u16,
    /// When the request arrived (at "Discord", i.e. after half the
    /// configured latency).
    pub at: Instant,
    /// Whether the `Authorization` header carried the expected bot token.
    pub authorized: bool,
    /// The fault the request got, if any.
    pub fault: Option<Fault>,
    /// The JSON body of the answer (`{"message", "code"}` for errors).
    pub answer: Value,
}

impl Recorded {
    /// The path without the `/api/v10` prefix.
    pub fn route(&self) -> &str {
        self.path.strip_prefix("/api/v10").unwrap_or(&self.path)
    }

    /// The Discord error code of the answer (`code`), if it was an error.
    pub fn error_code(&self) -> Option<u64> {
        (self.status >= 400)
            .then(|| self.answer["code"].as_u64())
            .flatten()
    }

    /// Whether this is a message create (`POST /channels/{id}/messages`).
    pub fn is_message_create(&self) -> bool {
        self.method == "POST" && is_message_create_route(self.route())
    }

    /// Whether this is a thread creation (on a message or on its own).
    pub fn is_thread_create(&self) -> bool {
        self.method == "POST" && is_thread_create_route(self.route())
    }
}

fn is_message_create_route(route: &str) -> bool {
    let segs: Vec<&str> = route.trim_matches('/').split('/').collect();
    matches!(segs.as_slice(), ["channels", _, "messages"])
}

fn is_thread_create_route(route: &str) -> bool {
    let segs: Vec<&str> = route.trim_matches('/').split('/').collect();
    matches!(
        segs.as_slice(),
        ["channels", _, "threads"] | ["channels", _, "messages", _, "threads"]
    )
}

/// An interaction the test sent, to find the bot's answers to it.
#[derive(Debug, Clone)]
pub struct SentInteraction {
    pub id: u64,
    pub token: String,
    pub channel: u64,
    /// The guild of the channel.
    pub guild: u64,
    pub user: TestUser,
    /// The message a clicked button is on.
    pub message: Option<u64>,
    /// When the dispatch was handed to the gateway connection.
    pub sent_at: Instant,
}

/// A slash command option value: the stand-in looks the option's type up in
/// the command the bot registered.
#[derive(Debug, Clone)]
pub enum Opt {
    Str(&'static str, String),
    Int(&'static str, i64),
    Bool(&'static str, bool),
    User(&'static str, TestUser),
}

impl Opt {
    fn name(&self) -> &'static str {
        match self {
            Opt::Str(n, _) | Opt::Int(n, _) | Opt::Bool(n, _) | Opt::User(n, _) => n,
        }
    }
}

/// A guild the stand-in plays: its id and its first text channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuildHandle {
    pub id: u64,
    /// A text channel of the guild (`games`).
    pub channel: u64,
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

/// Who a posted message pings, by Discord's rules (see [`StandIn::pings`]).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Pings {
    /// The `allowed_mentions` the message was created with, if any.
    pub allowed_mentions: Option<Value>,
    /// Users notified, in order of mention (the replied-to author last).
    pub users: Vec<u64>,
    /// Roles notified.
    pub roles: Vec<u64>,
    /// Whether `@everyone` / `@here` notifies.
    pub everyone: bool,
}

/// How a user became a member of a thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinedBy {
    /// The bot opened the thread (it is its first member).
    Creator,
    /// `PUT /channels/{thread}/thread-members/{user}`.
    Added,
    /// A message in the thread pinged the user (Discord adds them).
    Mention,
    /// The user posted in the thread.
    Posted,
}

struct Connection {
    tx: mpsc::UnboundedSender<String>,
    seq: u64,
    id: u64,
    /// [shard id, shard count].
    shard: (u64, u64),
    /// The intents it identified with.
    intents: u64,
}

impl Connection {
    fn owns(&self, guild: u64) -> bool {
        (guild >> 22) % self.shard.1 == self.shard.0
    }
}

struct GuildEntry {
    id: u64,
    name: String,
    system_channel: u64,
}

/// Faults injected by the test.
#[derive(Default)]
struct Faults {
    latency: Duration,
    /// Guilds whose REST requests (on their channels and threads, or under
    /// `/guilds/{id}`) are each answered only after this much more.
    slow_guilds: HashMap<u64, Duration>,
    outage: bool,
    /// Every n-th request (counted from when it was set) answered `status`.
    fail_every: Option<(usize, u16)>,
    requests_seen: usize,
    /// The next n thread creations answered with this status.
    fail_threads: (usize, u16),
    /// The next n member role changes answered with this status.
    fail_roles: (usize, u16),
    /// The next n scheduled event creates and edits answered with this
    /// status, done all the same when the flag says so.
    fail_events: (usize, u16, bool),
    rate_limit: Option<RateLimit>,
    creates_seen: usize,
    /// Bucket (channel id, or 0 for global) -> limited until.
    limited_until: HashMap<u64, Instant>,
    /// Every n-th message create is made, but its answer is lost: the bot
    /// gets 500 (counted from when it was set).
    lose_every: Option<usize>,
    creates_made: usize,
    /// Every n-th interaction callback is taken, but its answer is lost:
    /// the bot gets 500 and a try again gets 40060.
    lose_callback_every: Option<usize>,
    callbacks_made: usize,
}

#[derive(Default)]
struct State_ {
    /// (channel, nonce) -> the message made with it and when, for
    /// `enforce_nonce`.
    nonces: HashMap<(u64, String), (u64, Instant)>,
    requests: Vec<Recorded>,
    /// Messages by id (the newest version), and their channel order.
    messages: HashMap<u64, Value>,
    order: Vec<u64>,
    deleted: Vec<u64>,
    channels: HashMap<u64, Value>,
    guilds: Vec<GuildEntry>,
    /// The bot's permissions per channel (others: `bot_default`).
    bot_perms: HashMap<u64, u64>,
    bot_default: u64,
    /// Permissions granted to a member in every guild
    /// ([`StandIn::set_member_permissions`]): each guild gives the member
    /// a role of their own with these bits (see `personal_roles`).
    member_perms: HashMap<u64, u64>,
    /// Interaction token -> the original response message id.
    originals: HashMap<String, u64>,
    interactions: HashMap<String, SentInteraction>,
    /// Interaction token -> channel of the interaction.
    token_channel: HashMap<String, u64>,
    /// Interaction token -> index of its first successful callback request.
    callbacks: HashMap<String, usize>,
    /// Interaction token -> index of its first callback request (any status).
    first_callback: HashMap<String, usize>,
    /// Interaction tokens whose original (deferred) has not been edited yet.
    deferred: Vec<String>,
    /// Message id -> the body it was created with (for its pings).
    created_with: HashMap<u64, Value>,
    /// Thread -> (user, how), in order.
    thread_members: HashMap<u64, Vec<(u64, JoinedBy)>>,
    /// Members seen (in interactions and their user options), by user id:
    /// what `GET /guilds/{g}/members/{u}` answers.
    members: HashMap<u64, Value>,
    commands_global: Vec<Value>,
    /// Guild -> its commands.
    commands_guild: HashMap<u64, Vec<Value>>,
    identifies: Vec<Value>,
    /// Dispatches sent to the bot: (connection id, frame).
    dispatched: Vec<(u64, Value)>,
    /// Open gateway connections that identified, oldest first.
    conns: Vec<Connection>,
    connections: u64,
    ready_count: u64,
    /// How many more command registrations to refuse (403 Missing Access).
    refuse_registrations: usize,
    /// Intents an IDENTIFY may not ask for (closed with 4014).
    disallowed_intents: u64,
    faults: Faults,
    /// Roles and scheduled events of each guild.
    server: HashMap<u64, ServerModel>,
    /// (guild, user) -> the member's server nickname (`nick`).
    nicks: HashMap<(u64, u64), String>,
    /// User -> their display name (`global_name`; `None`: unset, `null`).
    /// Users not here have their username as display name.
    global_names: HashMap<u64, Option<String>>,
}

/// One role of a guild.
#[derive(Clone)]
struct RoleModel {
    name: String,
    /// 1 is just above @everyone (0); higher is above.
    position: u64,
    /// Managed by an integration: nobody may hand it out.
    managed: bool,
    /// Its permission bits.
    permissions: u64,
}

/// Where a role stands in a guild's order, as Discord compares roles:
/// by position, then by id (at one position, the older role, with the
/// lower id, is higher). Greater is higher.
fn role_rank(position: u64, id: u64) -> (u64, std::cmp::Reverse<u64>) {
    (position, std::cmp::Reverse(id))
}

/// A guild's roles, its members' roles and its scheduled events, as far
/// as a test set them up ([`StandIn::add_role`]); the @everyone role
/// (position 0, id = the guild's) is implied, with
/// `everyone_perms` (default [`p::MEMBER_PERMISSIONS`]).
#[derive(Default)]
struct ServerModel {
    /// Roles by id (not @everyone).
    roles: HashMap<u64, RoleModel>,
    /// The @everyone role's permissions, where a test set them.
    everyone_perms: Option<u64>,
    /// The guild's owner, where a test set one (else [`p::OWNER_ID`]).
    owner: Option<u64>,
    /// User -> the role holding their [`StandIn::set_member_permissions`].
    personal_roles: HashMap<u64, u64>,
    /// User (the bot too) -> role ids.
    member_roles: HashMap<u64, Vec<u64>>,
    /// The bot's server-wide permissions, where a test set them (else the
    /// bot's default permissions).
    bot_perms: Option<u64>,
    /// Scheduled events by id, in Discord's shape.
    events: HashMap<u64, Value>,
    /// Every role change the bot made: (user, role, added).
    role_log: Vec<(u64, u64, bool)>,
}

impl State_ {
    fn guild_of(&self, channel: u64) -> Option<u64> {
        self.channels
            .get(&channel)
            .and_then(|c| c["guild_id"].as_str())
            .and_then(|g| g.parse().ok())
    }

    fn is_thread(&self, channel: u64) -> bool {
        self.channels
            .get(&channel)
            .is_some_and(|c| c["type"] == json!(11) || c["type"] == json!(12))
    }

    /// The channel whose permissions apply (a thread's parent).
    fn perm_channel(&self, channel: u64) -> u64 {
        if self.is_thread(channel) {
            self.channels[&channel]["parent_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap_or(channel)
        } else {
            channel
        }
    }

    fn bot_permissions(&self, channel: u64) -> u64 {
        let c = self.perm_channel(channel);
        perm::effective(self.bot_perms.get(&c).copied().unwrap_or(self.bot_default))
    }

    /// The bot's server-wide permissions in `guild` (Manage Roles, Manage
    /// Events): a test's setting, else its default permissions.
    fn bot_guild_permissions(&self, guild: u64) -> u64 {
        perm::effective(
            self.server
                .get(&guild)
                .and_then(|s| s.bot_perms)
                .unwrap_or(self.bot_default),
        )
    }

    /// Where `role` stands in `guild`'s order ([`role_rank`]); @everyone
    /// lowest; `None` for a role the guild does not have.
    fn role_rank(&self, guild: u64, role: u64) -> Option<(u64, std::cmp::Reverse<u64>)> {
        if role == guild {
            return Some(role_rank(0, role));
        }
        let r = self.server.get(&guild)?.roles.get(&role)?;
        Some(role_rank(r.position, role))
    }

    /// The rank of `user`'s highest role in `guild` (@everyone's if none).
    fn top_rank(&self, guild: u64, user: u64) -> (u64, std::cmp::Reverse<u64>) {
        self.roles_of(guild, user)
            .into_iter()
            .filter_map(|r| self.role_rank(guild, r))
            .max()
            .unwrap_or(role_rank(0, guild))
    }

    /// Gives each member with [`StandIn::set_member_permissions`] their
    /// role of their own in `guild` (made the first time it is needed).
    fn ensure_personal_roles(&mut self, guild: u64) {
        let wanted: Vec<(u64, u64)> = self.member_perms.iter().map(|(u, b)| (*u, *b)).collect();
        let server = self.server.entry(guild).or_default();
        for (user, bits) in wanted {
            let id = *server
                .personal_roles
                .entry(user)
                .or_insert_with(p::snowflake);
            server.roles.insert(
                id,
                RoleModel {
                    name: format!("permissions of {user}"),
                    position: 1,
                    managed: false,
                    permissions: bits,
                },
            );
            let roles = server.member_roles.entry(user).or_default();
            if !roles.contains(&id) {
                roles.push(id);
            }
        }
    }

    /// `user`'s roles in `guild` (not @everyone).
    fn roles_of(&self, guild: u64, user: u64) -> Vec<u64> {
        self.server
            .get(&guild)
            .and_then(|s| s.member_roles.get(&user).cloned())
            .unwrap_or_default()
    }

    /// `guild`'s owner.
    fn owner_of(&self, guild: u64) -> u64 {
        self.server
            .get(&guild)
            .and_then(|s| s.owner)
            .unwrap_or(p::OWNER_ID)
    }

    /// `user`'s permissions in `guild`, as Discord computes them (without
    /// channel overwrites, which the stand-in does not model): the owner
    /// has all; else @everyone's and every role's bits, all of them with
    /// Administrator.
    fn member_permissions(&mut self, guild: u64, user: u64) -> u64 {
        self.ensure_personal_roles(guild);
        if user == self.owner_of(guild) {
            return perm::ALL;
        }
        let server = self.server.get(&guild);
        let everyone = server
            .and_then(|s| s.everyone_perms)
            .unwrap_or(p::MEMBER_PERMISSIONS);
        let bits = self
            .roles_of(guild, user)
            .iter()
            .filter_map(|r| server.and_then(|s| s.roles.get(r)))
            .fold(everyone, |bits, r| bits | r.permissions);
        perm::effective(bits)
    }

    /// `member` (of `user` in `guild`) with the names Discord sends: its
    /// `nick` in that guild and, when it carries its user, that user's
    /// `global_name`.
    fn dress_member(&self, guild: u64, user: u64, member: &mut Value) {
        member["nick"] = match self.nicks.get(&(guild, user)) {
            Some(n) => json!(n),
            None => Value::Null,
        };
        if member.get("user").is_some_and(Value::is_object) {
            self.dress_user(&mut member["user"]);
        }
    }

    /// A user object with the user's `global_name` as set
    /// ([`StandIn::set_global_name`]).
    fn dress_user(&self, user: &mut Value) {
        let id = user["id"].as_str().and_then(|i| i.parse::<u64>().ok());
        if let Some(name) = id.and_then(|i| self.global_names.get(&i)) {
            user["global_name"] = json!(name);
        }
    }

    /// A member object for `user` in `guild` (from the members seen), with
    /// their roles; `None` for a user never seen.
    fn member_object(&mut self, guild: u64, user: u64) -> Option<Value> {
        self.ensure_personal_roles(guild);
        let mut m = if user == p::BOT_ID {
            let mut m = p::partial_member();
            m["user"] = p::bot_user();
            m
        } else {
            self.members.get(&user).cloned()?
        };
        m["roles"] = json!(
            self.roles_of(guild, user)
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
        );
        self.dress_member(guild, user, &mut m);
        Some(m)
    }

    /// The newest connection of the shard that owns `guild`.
    fn conn_for(&mut self, guild: u64) -> Option<&mut Connection> {
        self.conns.iter_mut().rev().find(|c| c.owns(guild))
    }

    /// Sends a dispatch to the shard of `guild` (if connected); checks that
    /// serenity parses it.
    fn send_dispatch(&mut self, guild: u64, t: &str, d: Value) -> bool {
        let Some(conn) = self.conn_for(guild) else {
            return false;
        };
        conn.seq += 1;
        let mut d = d;
        if t == "MESSAGE_CREATE" && conn.intents & MESSAGE_CONTENT_INTENT == 0 {
            // Without the Message Content intent Discord sends a message's
            // content, embeds, attachments and components empty (unless it
            // mentions the bot).
            let mentions_bot = d["mentions"]
                .as_array()
                .is_some_and(|m| m.iter().any(|u| u["id"] == json!(p::BOT_ID.to_string())));
            if !mentions_bot {
                d["content"] = json!("");
                d["embeds"] = json!([]);
                d["attachments"] = json!([]);
                d["components"] = json!([]);
            }
        }
        let frame = json!({"op": 0, "t": t, "s": conn.seq, "d": d});
        p::validate_dispatch(&frame);
        let _ = conn.tx.send(frame.to_string());
        let id = conn.id;
        self.dispatched.push((id, frame));
        true
    }

    fn guild_create(&self, guild: &GuildEntry) -> Value {
        let gid = json!(guild.id.to_string());
        let mut channels = Vec::new();
        let mut threads = Vec::new();
        let mut ids: Vec<&u64> = self.channels.keys().collect();
        ids.sort();
        for id in ids {
            let c = &self.channels[id];
            if c["guild_id"] != gid {
                continue;
            }
            if c["type"] == json!(11) || c["type"] == json!(12) {
                threads.push(c.clone());
            } else {
                channels.push(c.clone());
            }
        }
        let mut g = p::guild_create_for(
            guild.id,
            &guild.name,
            guild.system_channel,
            &channels,
            &threads,
        );
        g["owner_id"] = json!(self.owner_of(guild.id).to_string());
        g["roles"] = Value::Array(self.role_objects(guild.id));
        g
    }

    /// `guild`'s roles as Discord sends them (GET /guilds/{g}/roles):
    /// @everyone first, with positions and permission bits.
    fn role_objects(&self, guild: u64) -> Vec<Value> {
        let server = self.server.get(&guild);
        let mut roles = vec![{
            let mut r = p::role(guild, "@everyone");
            r["position"] = json!(0);
            r["mentionable"] = json!(false);
            let bits = server
                .and_then(|s| s.everyone_perms)
                .unwrap_or(p::MEMBER_PERMISSIONS);
            r["permissions"] = json!(bits.to_string());
            r
        }];
        if let Some(s) = server {
            let mut ids: Vec<&u64> = s.roles.keys().collect();
            ids.sort();
            for id in ids {
                let m = &s.roles[id];
                let mut r = p::role(*id, &m.name);
                r["position"] = json!(m.position);
                r["managed"] = json!(m.managed);
                r["permissions"] = json!(m.permissions.to_string());
                roles.push(r);
            }
        }
        roles
    }

    fn add_thread_member(&mut self, thread: u64, user: u64, how: JoinedBy) {
        let members = self.thread_members.entry(thread).or_default();
        if !members.iter().any(|(u, _)| *u == user) {
            members.push((user, how));
        }
    }
}

struct Inner {
    state: Mutex<State_>,
    changed: watch::Sender<u64>,
    base: String,
    token: String,
    /// What Discord's API description refused.
    refusals: openapi::Refusals,
    /// Per channel: woken when a message create there is recorded (the
    /// benchmark's waiters, so that one post does not wake them all).
    posted_in: Mutex<HashMap<u64, Arc<tokio::sync::Notify>>>,
}

impl Inner {
    fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }

    /// The notification of message creates in `channel`.
    fn posted_in(&self, channel: u64) -> Arc<tokio::sync::Notify> {
        self.posted_in
            .lock()
            .unwrap()
            .entry(channel)
            .or_default()
            .clone()
    }
}

/// A running stand-in. Dropping it stops the server.
#[derive(Clone)]
pub struct StandIn {
    inner: Arc<Inner>,
    /// Fails the test over refusals it did not take, when the last handle
    /// is dropped.
    _refusals: Arc<openapi::RefusalGuard>,
}

/// The bot token the tests give the bot.
pub const TEST_TOKEN: &str = "MTMwMDAwMDAwMDAwMDAwMDAxMA.test-only.stand-in-token-9f8e7d6c";

impl StandIn {
    /// Binds a free loopback port and serves REST and the gateway there.
    pub async fn start() -> StandIn {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        let addr = listener.local_addr().expect("local addr");
        let (changed, _) = watch::channel(0u64);
        let mut state = State_ {
            bot_default: perm::BOT_DEFAULT,
            refuse_registrations: 0,
            ..State_::default()
        };
        state.guilds.push(GuildEntry {
            id: p::GUILD_ID,
            name: "Cruise Pawns Test Server".to_string(),
            system_channel: p::CHANNEL_ID,
        });
        state
            .channels
            .insert(p::CHANNEL_ID, p::text_channel(p::CHANNEL_ID, "games", 1));
        state.channels.insert(
            p::CHANNEL2_ID,
            p::text_channel(p::CHANNEL2_ID, "general", 0),
        );
        let inner = Arc::new(Inner {
            state: Mutex::new(state),
            changed,
            base: format!("http://{addr}"),
            token: TEST_TOKEN.to_string(),
            refusals: openapi::Refusals::default(),
            posted_in: Mutex::default(),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(inner.clone());
        // No Nagle delay on the stand-in's sockets (as on Discord's edge):
        // otherwise a small gateway frame can wait ~40 ms for a delayed ACK
        // and the benchmarks measure the loopback, not the bot.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        let guard = Arc::new(inner.refusals.guard());
        StandIn {
            inner,
            _refusals: guard,
        }
    }

    /// The requests Discord's API description refused so far (answered
    /// 400 50035, 404 or 405), which the test thereby expected: a refusal
    /// nobody takes fails the test when the stand-in is dropped.
    pub fn take_refusals(&self) -> Vec<openapi::Refusal> {
        self.inner.refusals.take()
    }

    /// The base URL to give the bot as `DISCORD_API_BASE`.
    pub fn base(&self) -> String {
        self.inner.base.clone()
    }

    /// Refuses the next `n` slash-command registrations with 403 Missing
    /// Access (as for a DISCORD_GUILD_ID the bot cannot reach).
    pub fn refuse_registrations(&self, n: usize) {
        self.inner.state.lock().unwrap().refuse_registrations = n;
    }

    /// The command registrations the bot attempted (PUT .../commands).
    pub fn registration_attempts(&self) -> usize {
        self.requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count()
    }

    /// Waits until the bot has identified `n` times in total and got
    /// READY (whether its commands are registered or not).
    pub async fn wait_connected(&self, n: u64) {
        self.wait_for("the bot to connect", Duration::from_secs(60), |s| {
            let mut st = s.inner.state.lock().unwrap();
            (st.ready_count >= n && st.conn_for(p::GUILD_ID).is_some()).then_some(())
        })
        .await;
    }

    // ------------------------------------------------------ permissions

    /// Takes (or gives back) the bot's Create Public Threads permission in
    /// every channel.
    pub fn set_can_create_threads(&self, yes: bool) {
        self.set_bot_permission_everywhere(perm::CREATE_PUBLIC_THREADS, yes);
    }

    /// Takes (or gives back) the bot's Manage Messages permission in every
    /// channel: without it, deleting someone else's message is answered
    /// with Discord's "Missing Permissions".
    pub fn set_can_delete(&self, yes: bool) {
        self.set_bot_permission_everywhere(perm::MANAGE_MESSAGES, yes);
    }

    /// Grants (`yes`) or revokes permission `bits` of the bot in every
    /// channel (the default and every per-channel setting).
    pub fn set_bot_permission_everywhere(&self, bits: u64, yes: bool) {
        let mut st = self.inner.state.lock().unwrap();
        let apply = |v: &mut u64| {
            if yes { *v |= bits } else { *v &= !bits }
        };
        apply(&mut st.bot_default);
        st.bot_perms.values_mut().for_each(apply);
    }

    /// Sets the bot's permissions in `channel` (a text channel; its threads
    /// inherit them, as on Discord, so a thread id is refused).
    pub fn set_bot_permissions(&self, channel: u64, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        assert!(
            !st.is_thread(channel),
            "threads inherit their parent channel's permissions: set those of the parent"
        );
        st.bot_perms.insert(channel, bits);
    }

    /// Takes permission `bit` (one or more bits) from the bot in `channel`.
    pub fn revoke_bot_permission(&self, channel: u64, bit: u64) {
        let bits = self.bot_permissions(channel) & !bit;
        self.set_bot_permissions(channel, bits);
    }

    /// Gives permission `bit` back to the bot in `channel`.
    pub fn grant_bot_permission(&self, channel: u64, bit: u64) {
        let bits = self.bot_permissions(channel) | bit;
        self.set_bot_permissions(channel, bits);
    }

    /// The bot's permissions in `channel` (a thread: its parent's), as sent
    /// in `app_permissions`.
    pub fn bot_permissions(&self, channel: u64) -> u64 {
        self.inner.state.lock().unwrap().bot_permissions(channel)
    }

    /// Grants `user` permission `bits` in every guild, as Discord would
    /// by a role: each guild gives them a role of their own (position 1,
    /// just above @everyone) with these bits, which shows in their
    /// `member.roles` and in `member.permissions` (with @everyone's, so
    /// bits can be added, not taken away). Setting it again replaces the
    /// role's bits.
    pub fn set_member_permissions(&self, user: TestUser, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.member_perms.insert(user.id, bits);
        let guilds: Vec<u64> = st.guilds.iter().map(|g| g.id).collect();
        for g in guilds {
            st.ensure_personal_roles(g);
        }
    }

    /// Makes `user` a server manager in all their later interactions: a
    /// role with Manage Server (and no more). (For one interaction, see
    /// `payloads::make_manager` with `slash_edited`.)
    pub fn make_manager(&self, user: TestUser) {
        self.set_member_permissions(user, perm::MANAGE_GUILD);
    }

    /// Makes `user` an administrator (a role of their own with
    /// Administrator, hence every permission), as a server's admins are.
    pub fn make_admin(&self, user: TestUser) {
        self.set_member_permissions(user, perm::ADMINISTRATOR);
    }

    /// Makes `user` the owner of `guild` (Discord gives the owner every
    /// permission; GET /guilds/{id} answers them as `owner_id`).
    pub fn set_owner(&self, guild: u64, user: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().owner = Some(user);
    }

    /// Sets the permissions of `guild`'s @everyone role (what every member
    /// has; default [`p::MEMBER_PERMISSIONS`]).
    pub fn set_everyone_permissions(&self, guild: u64, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().everyone_perms = Some(bits);
    }

    /// `user`'s permissions in `guild` as their interactions carry them.
    pub fn member_permissions(&self, guild: u64, user: u64) -> u64 {
        self.inner
            .state
            .lock()
            .unwrap()
            .member_permissions(guild, user)
    }

    // ------------------------------------------------------ guilds

    /// Adds another guild (server) with one text channel `games`; the bot
    /// gets its GUILD_CREATE at once if the guild's shard is connected
    /// (as when the bot is invited), and on every later identify.
    pub fn add_guild(&self) -> GuildHandle {
        let id = p::snowflake();
        let channel = p::snowflake();
        let mut st = self.inner.state.lock().unwrap();
        let n = st.guilds.len() + 1;
        st.channels
            .insert(channel, p::text_channel_in(id, channel, "games", 1));
        let entry = GuildEntry {
            id,
            name: format!("Cruise Pawns Test Server {n}"),
            system_channel: channel,
        };
        let create = st.guild_create(&entry);
        st.guilds.push(entry);
        st.send_dispatch(id, "GUILD_CREATE", create);
        drop(st);
        self.inner.bump();
        GuildHandle { id, channel }
    }

    /// Adds a text channel named `name` to guild `guild`; returns its id.
    /// (No CHANNEL_CREATE is sent: add channels before the bot connects.)
    pub fn add_channel(&self, guild: u64, name: &str) -> u64 {
        let id = p::snowflake();
        let mut st = self.inner.state.lock().unwrap();
        assert!(
            st.guilds.iter().any(|g| g.id == guild),
            "unknown guild {guild}"
        );
        st.channels
            .insert(id, p::text_channel_in(guild, id, name, 2));
        id
    }

    /// The guilds, the test guild first.
    pub fn guilds(&self) -> Vec<u64> {
        let st = self.inner.state.lock().unwrap();
        st.guilds.iter().map(|g| g.id).collect()
    }

    /// The guild of a channel or thread.
    pub fn guild_of(&self, channel: u64) -> Option<u64> {
        self.inner.state.lock().unwrap().guild_of(channel)
    }

    // ------------------------------------------------------ roles and events

    /// Sets (`Some`) or removes (`None`) `user`'s server nickname in
    /// `guild`, as a member or admin does in Discord: interactions, user
    /// options, messages and `GET /guilds/{g}/members/{u}` carry it as the
    /// member's `nick` from now on.
    pub fn set_nick(&self, guild: u64, user: TestUser, nick: Option<&str>) {
        if let Some(n) = nick {
            assert!(
                (1..=32).contains(&n.chars().count()),
                "Discord's nicknames are 1 to 32 characters: {n:?}"
            );
        }
        let mut st = self.inner.state.lock().unwrap();
        match nick {
            Some(n) => st.nicks.insert((guild, user.id), n.to_string()),
            None => st.nicks.remove(&(guild, user.id)),
        };
    }

    /// Sets `user`'s display name (`global_name`; `None`: unset, sent as
    /// `null`, as for a user who never chose one). Without a call, a test
    /// user's display name is their username.
    pub fn set_global_name(&self, user: TestUser, name: Option<&str>) {
        let mut st = self.inner.state.lock().unwrap();
        st.global_names.insert(user.id, name.map(str::to_string));
    }

    /// Adds a role named `name` at `position` (1 is just above @everyone;
    /// higher is above), without permissions, to `guild`; returns its id.
    pub fn add_role(&self, guild: u64, name: &str, position: u64) -> u64 {
        self.add_role_with(guild, name, position, 0)
    }

    /// Adds a role named `name` at `position` with permission bits
    /// `permissions` (e.g. [`perm::MANAGE_ROLES`]) to `guild`; returns its id.
    pub fn add_role_with(&self, guild: u64, name: &str, position: u64, permissions: u64) -> u64 {
        let id = p::snowflake();
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().roles.insert(
            id,
            RoleModel {
                name: name.to_string(),
                position,
                managed: false,
                permissions,
            },
        );
        id
    }

    /// Gives `user` (the bot: [`p::BOT_ID`]) the roles `roles` in `guild`,
    /// replacing theirs (as an admin does by hand; the bot's log of role
    /// changes does not list it). The bot's highest role decides which
    /// roles it may hand out, a member's which they may, as on Discord.
    pub fn set_member_roles(&self, guild: u64, user: u64, roles: &[u64]) {
        let mut st = self.inner.state.lock().unwrap();
        if user != p::BOT_ID && !st.members.contains_key(&user) {
            // A member with roles is a member (GET member finds them).
            let mut m = p::partial_member();
            m["user"] = p::user(TestUser {
                id: user,
                name: "member",
            });
            st.members.insert(user, m);
        }
        let server = st.server.entry(guild).or_default();
        let mut roles = roles.to_vec();
        // Their own permissions role stays (see `set_member_permissions`).
        if let Some(own) = server.personal_roles.get(&user)
            && !roles.contains(own)
        {
            roles.push(*own);
        }
        server.member_roles.insert(user, roles);
    }

    /// Gives `user` one more role in `guild` by hand (as an admin does).
    pub fn give_role_by_hand(&self, guild: u64, user: u64, role: u64) {
        let mut roles = self.member_roles(guild, user);
        if !roles.contains(&role) {
            roles.push(role);
        }
        self.set_member_roles(guild, user, &roles);
    }

    /// `user`'s roles in `guild`.
    pub fn member_roles(&self, guild: u64, user: u64) -> Vec<u64> {
        let st = self.inner.state.lock().unwrap();
        let mut roles = st
            .server
            .get(&guild)
            .and_then(|s| s.member_roles.get(&user).cloned())
            .unwrap_or_default();
        roles.sort();
        roles
    }

    /// Every role change the bot made in `guild`: (user, role, added).
    pub fn role_changes(&self, guild: u64) -> Vec<(u64, u64, bool)> {
        let st = self.inner.state.lock().unwrap();
        st.server
            .get(&guild)
            .map(|s| s.role_log.clone())
            .unwrap_or_default()
    }

    /// Sets the bot's server-wide permissions in `guild` (Manage Roles,
    /// Manage Events; also what `app_permissions` says of them).
    pub fn set_bot_guild_permissions(&self, guild: u64, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().bot_perms = Some(bits);
    }

    /// Grants (`yes`) or takes server-wide permission `bits` of the bot in `guild`.
    pub fn set_bot_guild_permission(&self, guild: u64, bits: u64, yes: bool) {
        let mut st = self.inner.state.lock().unwrap();
        let now = st.bot_guild_permissions(guild);
        let new = if yes { now | bits } else { now & !bits };
        st.server.entry(guild).or_default().bot_perms = Some(new);
    }

    /// The scheduled events of `guild`, oldest first.
    pub fn scheduled_events(&self, guild: u64) -> Vec<Value> {
        let st = self.inner.state.lock().unwrap();
        let mut events: Vec<Value> = st
            .server
            .get(&guild)
            .map(|s| s.events.values().cloned().collect())
            .unwrap_or_default();
        events.sort_by_key(|e| e["id"].as_str().and_then(|i| i.parse::<u64>().ok()));
        events
    }

    // ------------------------------------------------------ faults

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

    /// The next `n` scheduled event creates and edits (`POST` and `PATCH`
    /// /guilds/{g}/scheduled-events) are answered `status`; with `made`
    /// they are done all the same, as when Discord's answer is lost on the
    /// way.
    pub fn fail_event_writes_with(&self, n: usize, status: u16, made: bool) {
        self.inner.state.lock().unwrap().faults.fail_events = (n, status, made);
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
        st.faults.lose_every = (every > 0).then_some(every);
        st.faults.creates_made = 0;
    }

    /// Whether thread `id` is archived now.
    pub fn is_archived(&self, id: u64) -> bool {
        let st = self.inner.state.lock().unwrap();
        st.channels
            .get(&id)
            .is_some_and(|t| t["thread_metadata"]["archived"] == json!(true))
    }

    /// Every `every`-th interaction callback from now on is taken (the user
    /// sees the answer) but answered 500, as when Discord's answer is lost
    /// on the way: a try again is answered 40060 "already acknowledged".
    pub fn lose_every_nth_callback_answer(&self, every: usize) {
        let mut st = self.inner.state.lock().unwrap();
        st.faults.lose_callback_every = (every > 0).then_some(every);
        st.faults.callbacks_made = 0;
    }

    /// Closes every gateway connection (code 4000), as Discord does at
    /// times: the bot must connect again and play on.
    pub fn close_gateway(&self) {
        let st = self.inner.state.lock().unwrap();
        for c in &st.conns {
            let _ = c.tx.send(CLOSE_GATEWAY.to_string());
        }
    }

    /// Refuses, from now on, an IDENTIFY asking for any of the intents
    /// `bits` (e.g. Message Content, `1 << 15`) with gateway close 4014
    /// "Disallowed intent(s)", as Discord does for a privileged intent the
    /// application has not switched on in the developer portal.
    pub fn disallow_intents(&self, bits: u64) {
        self.inner.state.lock().unwrap().disallowed_intents = bits;
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

    // ------------------------------------------------------ records

    /// When the first successful message create in `channel` after `since`
    /// whose text contains `needle` and which carries a file arrived.
    /// Scans in place (no copy of the requests and their files), so that
    /// many waiters at once cost the machine little (benchmarks).
    pub fn file_post_at(&self, channel: u64, needle: &str, since: Instant) -> Option<Instant> {
        let path = format!("/channels/{channel}/messages");
        let st = self.inner.state.lock().unwrap();
        // Requests are recorded once handled, not in the order they
        // arrived: some that arrived before `since` may be recorded after
        // the post looked for. The search ends after a run of them.
        let mut older = 0;
        let mut found = None;
        for r in st.requests.iter().rev() {
            if r.at <= since {
                older += 1;
                if older >= STRAGGLERS {
                    break;
                }
                continue;
            }
            older = 0;
            if r.method == "POST"
                && r.status == 200
                && r.path.ends_with(&path)
                && !r.files.is_empty()
                && r.json
                    .as_ref()
                    .is_some_and(|j| content_of(j).contains(needle))
            {
                found = Some(found.map_or(r.at, |f: Instant| f.min(r.at)));
            }
        }
        found
    }

    /// Waits (at most `timeout`) for [`StandIn::file_post_at`]: woken only
    /// by message creates in `channel`, so that many waiters at once cost
    /// the machine little (benchmarks).
    pub async fn file_posted(
        &self,
        channel: u64,
        needle: &str,
        since: Instant,
        timeout: Duration,
    ) -> Instant {
        let notify = self.inner.posted_in(channel);
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let woken = notify.notified();
            tokio::pin!(woken);
            woken.as_mut().enable();
            if let Some(at) = self.file_post_at(channel, needle, since) {
                return at;
            }
            if tokio::time::timeout_at(deadline, woken).await.is_err() {
                return self.file_post_at(channel, needle, since).unwrap_or_else(|| {
                    panic!("timed out after {timeout:?} waiting for a picture with {needle} in channel {channel}")
                });
            }
        }
    }

    /// How many requests the bot has made so far.
    pub fn request_count(&self) -> usize {
        self.inner.state.lock().unwrap().requests.len()
    }

    /// All requests so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.inner.state.lock().unwrap().requests.clone()
    }

    /// The IDENTIFY payloads received so far.
    pub fn identifies(&self) -> Vec<Value> {
        self.inner.state.lock().unwrap().identifies.clone()
    }

    /// Every dispatch frame sent to the bot, in order (READY, GUILD_CREATE,
    /// interactions, messages, ...).
    pub fn dispatched(&self) -> Vec<Value> {
        let st = self.inner.state.lock().unwrap();
        st.dispatched.iter().map(|(_, f)| f.clone()).collect()
    }

    /// Commands registered in the test guild.
    pub fn guild_commands(&self) -> Vec<Value> {
        self.guild_commands_in(p::GUILD_ID)
    }

    /// Commands registered in guild `guild`.
    pub fn guild_commands_in(&self, guild: u64) -> Vec<Value> {
        let st = self.inner.state.lock().unwrap();
        st.commands_guild.get(&guild).cloned().unwrap_or_default()
    }

    /// Commands registered globally.
    pub fn global_commands(&self) -> Vec<Value> {
        self.inner.state.lock().unwrap().commands_global.clone()
    }

    /// A stored message by id (its newest version), unless deleted.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.inner.state.lock().unwrap().messages.get(&id).cloned()
    }

    /// Whether the bot deleted this message.
    pub fn was_deleted(&self, id: u64) -> bool {
        self.inner.state.lock().unwrap().deleted.contains(&id)
    }

    /// Non-ephemeral messages in a channel, oldest first.
    pub fn public_messages(&self, channel: u64) -> Vec<Value> {
        let st = self.inner.state.lock().unwrap();
        st.order
            .iter()
            .filter_map(|id| st.messages.get(id))
            .filter(|m| m["channel_id"] == json!(channel.to_string()))
            .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0)
            .cloned()
            .collect()
    }

    /// The channel object of a thread or channel.
    pub fn channel(&self, id: u64) -> Option<Value> {
        self.inner.state.lock().unwrap().channels.get(&id).cloned()
    }

    /// Threads the bot created, in creation order: (id, name).
    pub fn threads(&self) -> Vec<(u64, String)> {
        let st = self.inner.state.lock().unwrap();
        let mut v: Vec<(u64, String)> = st
            .channels
            .values()
            .filter(|c| c["type"] == json!(11))
            .map(|c| {
                (
                    c["id"].as_str().unwrap().parse().unwrap(),
                    c["name"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        v.sort();
        v
    }

    /// The members of a thread, in the order they joined: the bot (its
    /// creator), users added with `PUT /channels/{thread}/thread-members/
    /// {user}`, users a message in it pinged, users who posted in it.
    pub fn thread_members(&self, thread: u64) -> Vec<(u64, JoinedBy)> {
        let st = self.inner.state.lock().unwrap();
        st.thread_members.get(&thread).cloned().unwrap_or_default()
    }

    /// Whom message `id` pinged when it was created, by Discord's rules:
    /// without `allowed_mentions` every `<@user>`, `<@&role>` and
    /// `@everyone`/`@here` in the content notifies (and a reply pings the
    /// replied-to author); with it, only the `parse` kinds plus the listed
    /// `users`/`roles` that the content mentions, and the replied-to author
    /// only with `replied_user: true`. `@everyone` needs the bot's Mention
    /// Everyone permission; ephemeral messages ping nobody. Edits never
    /// ping (the first edit of a deferred response counts as its creation).
    pub fn pings(&self, id: u64) -> Option<Pings> {
        let st = self.inner.state.lock().unwrap();
        let body = st.created_with.get(&id)?;
        let msg = st.messages.get(&id)?;
        let channel: u64 = msg["channel_id"].as_str()?.parse().ok()?;
        Some(compute_pings(&st, channel, body))
    }

    /// Every message the bot sent or changed, in order: creates (`POST
    /// /channels/{c}/messages`), edits (`PATCH .../messages/{m}`),
    /// interaction responses with a message (types 4 and 7; a deferral
    /// carries none), follow-ups and edits through the interaction's
    /// webhook. Each with the body the message was sent with (for a
    /// callback, its `data`): its `content` and `allowed_mentions`.
    pub fn sent_messages(&self) -> Vec<(Recorded, Value)> {
        self.requests()
            .into_iter()
            .filter(|r| r.status < 400)
            .filter_map(|r| {
                let body = r.json.clone()?;
                let segs: Vec<&str> = r.route().trim_matches('/').split('/').collect();
                let message = match (r.method.as_str(), segs.as_slice()) {
                    ("POST", ["channels", _, "messages"])
                    | ("PATCH", ["channels", _, "messages", _])
                    | ("POST", ["webhooks", _, _])
                    | ("PATCH", ["webhooks", _, _, "messages", _]) => body,
                    ("POST", ["interactions", _, _, "callback"]) => match body["type"].as_u64() {
                        Some(4) | Some(7) => body["data"].clone(),
                        _ => return None,
                    },
                    _ => return None,
                };
                Some((r, message))
            })
            .collect()
    }

    /// Waits until `check` returns `Some`, re-checking after every request
    /// and gateway event. Panics with `what` after `timeout`.
    pub async fn wait_for<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut check: impl FnMut(&StandIn) -> Option<T>,
    ) -> T {
        let mut rx = self.inner.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(v) = check(self) {
                return v;
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => panic!("stand-in stopped while waiting for {what}"),
                Err(_) => {
                    if let Some(v) = check(self) {
                        return v;
                    }
                    let recent: Vec<String> = self
                        .requests()
                        .iter()
                        .rev()
                        .take(12)
                        .map(|r| format!("{} {} {} {:?}", r.method, r.path, r.status, r.fault))
                        .collect();
                    panic!(
                        "timed out after {timeout:?} waiting for {what}; latest requests: {recent:#?}"
                    )
                }
            }
        }
    }

    /// Waits until the bot has identified `n` times in total and got READY
    /// (and the commands are registered, in the test guild or globally).
    pub async fn wait_ready(&self, n: u64) {
        self.wait_for(
            "the bot to connect and register commands",
            Duration::from_secs(60),
            |s| {
                let mut st = s.inner.state.lock().unwrap();
                let registered = st
                    .commands_guild
                    .get(&p::GUILD_ID)
                    .is_some_and(|c| !c.is_empty())
                    || !st.commands_global.is_empty();
                (st.ready_count >= n && st.conn_for(p::GUILD_ID).is_some() && registered)
                    .then_some(())
            },
        )
        .await;
    }

    /// Sends one dispatch on the connection of the shard of its guild
    /// (`d.guild_id`, else the test guild), after checking that serenity
    /// parses it. Returns the instant it was handed over.
    pub fn dispatch(&self, t: &str, d: Value) -> Instant {
        let guild = d["guild_id"]
            .as_str()
            .and_then(|g| g.parse().ok())
            .unwrap_or(p::GUILD_ID);
        let mut st = self.inner.state.lock().unwrap();
        assert!(
            st.send_dispatch(guild, t, d),
            "no bot connected to the stand-in gateway for guild {guild}"
        );
        Instant::now()
    }

    /// The command `name` as the bot registered it for `guild` (in the
    /// guild, else globally). On Discord a user cannot run a command the
    /// bot did not register where they are.
    fn command_def(&self, name: &str, guild: u64) -> Value {
        let st = self.inner.state.lock().unwrap();
        st.commands_guild
            .get(&guild)
            .into_iter()
            .flatten()
            .chain(st.commands_global.iter())
            .find(|c| c["name"] == json!(name))
            .cloned()
            .unwrap_or_else(|| {
                panic!(
                    "the bot did not register a command named /{name} in guild {guild} or globally"
                )
            })
    }

    fn interaction_base(
        &self,
        kind: u64,
        user: TestUser,
        channel: u64,
    ) -> (Value, SentInteraction) {
        let id = p::snowflake();
        let token = format!("aW50ZXJhY3Rpb246{id}:test-token-{}", p::snowflake());
        let (chan, guild, app_perms, member_perms) = {
            let mut st = self.inner.state.lock().unwrap();
            let chan = st
                .channels
                .get(&channel)
                .cloned()
                .unwrap_or_else(|| panic!("unknown channel {channel}"));
            let guild = st.guild_of(channel).expect("a guild channel");
            st.members.insert(user.id, p::member(user));
            let server_wide = perm::MANAGE_ROLES | perm::MANAGE_EVENTS | perm::CREATE_EVENTS;
            let app = (st.bot_permissions(channel) & !server_wide)
                | (st.bot_guild_permissions(guild) & server_wide);
            let bits = st.member_permissions(guild, user.id);
            let roles = st.roles_of(guild, user.id);
            (chan, guild, app, (bits, roles))
        };
        let (member_perms, member_roles) = member_perms;
        let mut member = p::member_with_permissions(user, member_perms);
        member["roles"] = json!(member_roles.iter().map(u64::to_string).collect::<Vec<_>>());
        self.inner
            .state
            .lock()
            .unwrap()
            .dress_member(guild, user.id, &mut member);
        let v = json!({
            "id": id.to_string(),
            "application_id": p::BOT_ID.to_string(),
            "type": kind,
            "guild_id": guild.to_string(),
            "guild": {"id": guild.to_string(), "locale": "en-US", "features": []},
            "channel_id": channel.to_string(),
            "channel": p::interaction_channel_with(&chan, member_perms),
            "member": member,
            "token": token,
            "version": 1,
            "app_permissions": app_perms.to_string(),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild.to_string()},
            "context": 0,
            "attachment_size_limit": 10485760,
        });
        let sent = SentInteraction {
            id,
            token: token.clone(),
            channel,
            guild,
            user,
            message: None,
            sent_at: Instant::now(),
        };
        (v, sent)
    }

    /// `name` is a command (`challenge`), a command and its subcommand
    /// (`tournament join`) or a subcommand of a group (`tournament create
    /// swiss`), sent as Discord does: the subcommand (type 1, inside its
    /// group, type 2) holding the options. Only what Discord's client could
    /// send is sent (see `client`): anything else panics, naming the rule.
    fn command_data(&self, guild: u64, name: &str, opts: &[Opt], focused: Option<&str>) -> Value {
        let path: Vec<&str> = name.split(' ').collect();
        let def = self.command_def(path[0], guild);
        let defs = super::client::check_command(&def, name, opts, focused)
            .unwrap_or_else(|refusal| panic!("{refusal}"));
        let name = path[0];
        let mut options = Vec::new();
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        for (o, odef) in opts.iter().zip(&defs) {
            // The registered type (an autocompleted option being typed
            // comes as a string whatever its type, as Discord sends it).
            let ty = odef["type"].as_u64().unwrap();
            let value = match o {
                Opt::Str(_, s) => json!(s),
                Opt::Int(_, i) => json!(i),
                Opt::Bool(_, b) => json!(b),
                Opt::User(_, u) => {
                    let mut user = p::user(*u);
                    if u.id == p::BOT_ID {
                        user["bot"] = json!(true); // naming the bot itself
                    }
                    let mut m = p::partial_member();
                    let (bits, roles) = {
                        let mut st = self.inner.state.lock().unwrap();
                        st.members.insert(u.id, p::member(*u));
                        st.dress_user(&mut user);
                        st.dress_member(guild, u.id, &mut m);
                        (st.member_permissions(guild, u.id), st.roles_of(guild, u.id))
                    };
                    users.insert(u.id.to_string(), user);
                    m["permissions"] = json!(bits.to_string());
                    m["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
                    members.insert(u.id.to_string(), m);
                    json!(u.id.to_string())
                }
            };
            let mut opt = json!({"name": o.name(), "type": ty, "value": value});
            if focused == Some(o.name()) {
                opt["focused"] = json!(true);
            }
            options.push(opt);
        }
        let options = super::client::nest(&path[1..], options);
        let mut data = json!({
            "id": def["id"],
            "name": name,
            "type": 1,
            "guild_id": guild.to_string(),
            "options": options,
        });
        if def["guild_id"].is_null() {
            // A global command: Discord sends no `data.guild_id`.
            data.as_object_mut().unwrap().remove("guild_id");
        }
        if !users.is_empty() {
            data["resolved"] = json!({"users": users, "members": members});
        }
        data
    }

    fn remember(&self, sent: &SentInteraction) {
        let mut st = self.inner.state.lock().unwrap();
        st.interactions.insert(sent.token.clone(), sent.clone());
        st.token_channel.insert(sent.token.clone(), sent.channel);
    }

    /// Dispatches an interaction remembered beforehand (so an answer racing
    /// the dispatch is known), and times its window from the dispatch.
    fn send_interaction(&self, v: Value, mut sent: SentInteraction) -> SentInteraction {
        self.remember(&sent);
        sent.sent_at = self.dispatch("INTERACTION_CREATE", v);
        if let Some(s) = self
            .inner
            .state
            .lock()
            .unwrap()
            .interactions
            .get_mut(&sent.token)
        {
            s.sent_at = sent.sent_at;
        }
        sent
    }

    /// A user runs a slash command in a channel or thread (of any guild:
    /// the guild is the channel's).
    pub fn slash(&self, user: TestUser, channel: u64, name: &str, opts: &[Opt]) -> SentInteraction {
        self.slash_edited(user, channel, name, opts, |_| {})
    }

    /// A user types into an option of a slash command (autocomplete).
    pub fn autocomplete(
        &self,
        user: TestUser,
        channel: u64,
        name: &str,
        opts: &[Opt],
        focused: &str,
    ) -> SentInteraction {
        let (mut v, sent) = self.interaction_base(4, user, channel);
        v["data"] = self.command_data(sent.guild, name, opts, Some(focused));
        self.send_interaction(v, sent)
    }

    /// A user clicks the button with `custom_id` on a stored message.
    pub fn click(&self, user: TestUser, message_id: u64, custom_id: &str) -> SentInteraction {
        let msg = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id} to click on"));
        let channel: u64 = msg["channel_id"].as_str().unwrap().parse().unwrap();
        let (mut v, mut sent) = self.interaction_base(3, user, channel);
        v["data"] = json!({"custom_id": custom_id, "component_type": 2});
        v["message"] = msg;
        sent.message = Some(message_id);
        self.inner
            .state
            .lock()
            .unwrap()
            .originals
            .insert(sent.token.clone(), message_id);
        self.send_interaction(v, sent)
    }

    /// A user posts a plain message; returns its id.
    pub fn say(&self, user: TestUser, channel: u64, content: &str) -> u64 {
        self.say_written_at(user, channel, content, p::snowflake())
    }

    /// A user's plain message written at `unix_ms` (its id and timestamp
    /// say so) but delivered only now, as when Discord or the bot's gateway
    /// lags; returns its id.
    pub fn say_written(&self, user: TestUser, channel: u64, content: &str, unix_ms: u64) -> u64 {
        self.say_written_at(user, channel, content, p::snowflake_at(unix_ms))
    }

    fn say_written_at(&self, user: TestUser, channel: u64, content: &str, id: u64) -> u64 {
        let mut msg = p::message(
            id,
            channel,
            p::user(user),
            content,
            0,
            0,
            json!([]),
            json!([]),
            json!([]),
        );
        msg["member"] = p::partial_member();
        {
            let mut st = self.inner.state.lock().unwrap();
            let guild = st.guild_of(channel).expect("a guild channel");
            st.dress_user(&mut msg["author"]);
            st.dress_member(guild, user.id, &mut msg["member"]);
            msg["guild_id"] = json!(guild.to_string());
            st.messages.insert(id, msg.clone());
            st.order.push(id);
            if st.is_thread(channel) {
                st.add_thread_member(channel, user.id, JoinedBy::Posted);
            }
        }
        self.dispatch("MESSAGE_CREATE", msg);
        id
    }

    /// Every request that answers or follows up the interaction, in order.
    pub fn answers(&self, sent: &SentInteraction) -> Vec<Recorded> {
        self.requests()
            .into_iter()
            .filter(|r| r.path.contains(&sent.token))
            .collect()
    }

    /// Waits for the interaction's successful callback (`POST
    /// .../callback`). Panics at once if the bot's first callback came
    /// after Discord's 3-second window (the user saw "The application did
    /// not respond").
    pub async fn callback(&self, sent: &SentInteraction) -> Recorded {
        let what = format!("the answer to interaction {}", sent.id);
        let r = self
            .wait_for(&what, Duration::from_secs(20), |s| {
                let st = s.inner.state.lock().unwrap();
                if let Some(&i) = st.callbacks.get(&sent.token) {
                    return Some(Ok(st.requests[i].clone()));
                }
                st.first_callback
                    .get(&sent.token)
                    .map(|&i| &st.requests[i])
                    .filter(|r| r.fault == Some(Fault::InteractionExpired))
                    .map(|r| Err(r.at))
            })
            .await;
        match r {
            Ok(r) => r,
            Err(late) => panic!(
                "the bot answered interaction {} after {:?}: Discord allows {INTERACTION_WINDOW:?}, \
                 the user saw \"The application did not respond\"",
                sent.id,
                late.duration_since(sent.sent_at)
            ),
        }
    }

    /// How long after the dispatch the bot's first callback for `sent`
    /// reached the stand-in (whatever its status), once it has.
    pub fn answer_delay(&self, sent: &SentInteraction) -> Option<Duration> {
        let st = self.inner.state.lock().unwrap();
        let sent_at = st.interactions.get(&sent.token)?.sent_at;
        let &i = st.first_callback.get(&sent.token)?;
        Some(st.requests[i].at.saturating_duration_since(sent_at))
    }

    /// Whether the bot's first callback for `sent` came after the 3-second
    /// window (and was refused with 404 Unknown interaction).
    pub fn answered_too_late(&self, sent: &SentInteraction) -> bool {
        let st = self.inner.state.lock().unwrap();
        st.first_callback
            .get(&sent.token)
            .is_some_and(|&i| st.requests[i].fault == Some(Fault::InteractionExpired))
    }

    /// Makes interaction `sent` look `by` older (its 3-second window and
    /// its token's 15 minutes run from the earlier instant).
    pub fn age_interaction(&self, sent: &SentInteraction, by: Duration) {
        let mut st = self.inner.state.lock().unwrap();
        if let Some(s) = st.interactions.get_mut(&sent.token) {
            s.sent_at = s.sent_at.checked_sub(by).expect("an instant that far back");
        }
    }

    /// The original response message of an interaction, once it exists.
    pub fn original(&self, sent: &SentInteraction) -> Option<Value> {
        let st = self.inner.state.lock().unwrap();
        st.originals
            .get(&sent.token)
            .and_then(|id| st.messages.get(id))
            .cloned()
    }

    /// `white` challenges `black` by `/challenge` in the test channel
    /// (`color:white` and `extra` options) and `black` presses Accept.
    /// The challenge's message; the game's thread, when one opens, has its
    /// id.
    pub async fn accepted_challenge(
        &self,
        white: TestUser,
        black: TestUser,
        extra: &[Opt],
    ) -> Value {
        let mut opts = vec![
            Opt::User("opponent", black),
            Opt::Str("color", "white".into()),
        ];
        opts.extend_from_slice(extra);
        let sent = self.slash(white, p::CHANNEL_ID, "challenge", &opts);
        self.callback(&sent).await;
        let challenge = self.original(&sent).expect("the challenge message");
        let click = self.click(black, id_of(&challenge), &button_id(&challenge, "Accept"));
        self.callback(&click).await;
        challenge
    }

    /// `user` plays `mv` (SAN) by `/move` in `thread`: the answer is
    /// private, and the board is posted in the thread by the bot's outbox.
    /// The board's message.
    pub async fn play_move(&self, user: TestUser, thread: u64, mv: &str) -> Value {
        let before = self.public_messages(thread).len();
        let sent = self.slash(user, thread, "move", &[Opt::Str("move", mv.into())]);
        let body = self.callback(&sent).await.json.unwrap_or_default();
        assert!(
            is_ephemeral(&body),
            "{} /move {mv}: the answer is private (the board goes to the thread): {body:#}",
            user.name
        );
        let want = format!("plays **{mv}**");
        self.wait_for(
            &format!("the board after {mv}"),
            Duration::from_secs(20),
            |s| {
                s.public_messages(thread)
                    .into_iter()
                    .skip(before)
                    .find(|m| content_of(m).contains(&want))
            },
        )
        .await
    }

    /// Waits until `check` holds for some public message in `channel` and
    /// returns that message (the newest such).
    pub async fn wait_public(
        &self,
        channel: u64,
        what: &str,
        timeout: Duration,
        check: impl Fn(&Value) -> bool,
    ) -> Value {
        self.wait_for(what, timeout, |s| {
            s.public_messages(channel)
                .into_iter()
                .rev()
                .find(|m| check(m))
        })
        .await
    }

    /// A user runs a slash command, its interaction edited by `edit`
    /// before it is sent (the member's roles or permissions, a role
    /// option: see `payloads::give_roles`, `make_manager`,
    /// `add_role_option`).
    pub fn slash_edited(
        &self,
        user: TestUser,
        channel: u64,
        name: &str,
        opts: &[Opt],
        edit: impl FnOnce(&mut Value),
    ) -> SentInteraction {
        let (mut v, sent) = self.interaction_base(2, user, channel);
        v["data"] = self.command_data(sent.guild, name, opts, None);
        edit(&mut v);
        self.send_interaction(v, sent)
    }
}

/// Who a message created with `body` in `channel` pings (see
/// [`StandIn::pings`]).
fn compute_pings(st: &State_, channel: u64, body: &Value) -> Pings {
    let allowed = body
        .get("allowed_mentions")
        .filter(|a| !a.is_null())
        .cloned();
    if body["flags"].as_u64().unwrap_or(0) & 64 != 0 {
        return Pings {
            allowed_mentions: allowed,
            ..Pings::default()
        };
    }
    let content = body["content"].as_str().unwrap_or("");
    let (users, roles) = mentions_in(content);
    let everyone_in_text = content.contains("@everyone") || content.contains("@here");
    let ids = |v: &Value, key: &str| -> Vec<u64> {
        v[key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|x| x.as_str().and_then(|s| s.parse().ok()))
            .collect()
    };
    let (parse_all, parse, allow_users, allow_roles, replied) = match &allowed {
        None => (true, Vec::new(), Vec::new(), Vec::new(), true),
        Some(a) => (
            false,
            a["parse"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect::<Vec<_>>(),
            ids(a, "users"),
            ids(a, "roles"),
            a["replied_user"].as_bool().unwrap_or(false),
        ),
    };
    let parses = |kind: &str| parse_all || parse.iter().any(|k| k == kind);
    let mut out = Pings {
        allowed_mentions: allowed,
        ..Pings::default()
    };
    for u in users {
        if (parses("users") || allow_users.contains(&u)) && !out.users.contains(&u) {
            out.users.push(u);
        }
    }
    for r in roles {
        if (parses("roles") || allow_roles.contains(&r)) && !out.roles.contains(&r) {
            out.roles.push(r);
        }
    }
    out.everyone = everyone_in_text
        && parses("everyone")
        && st.bot_permissions(channel) & perm::MENTION_EVERYONE != 0;
    if replied {
        let author = body["message_reference"]["message_id"]
            .as_str()
            .and_then(|m| m.parse::<u64>().ok())
            .and_then(|m| st.messages.get(&m))
            .and_then(|m| m["author"]["id"].as_str())
            .and_then(|a| a.parse::<u64>().ok());
        if let Some(a) = author.filter(|a| *a != p::BOT_ID && !out.users.contains(a)) {
            out.users.push(a);
        }
    }
    out
}

/// The users (`<@id>`, `<@!id>`) and roles (`<@&id>`) mentioned in `text`.
fn mentions_in(text: &str) -> (Vec<u64>, Vec<u64>) {
    let (mut users, mut roles) = (Vec::new(), Vec::new());
    let mut rest = text;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let (is_role, body) = match rest.strip_prefix('&') {
            Some(b) => (true, b),
            None => (false, rest.strip_prefix('!').unwrap_or(rest)),
        };
        let digits: String = body.chars().take_while(char::is_ascii_digit).collect();
        if body[digits.len()..].starts_with('>')
            && let Ok(id) = digits.parse::<u64>()
        {
            if is_role { &mut roles } else { &mut users }.push(id);
        }
    }
    (users, roles)
}

/// Buttons of a message: (label, custom_id, disabled).
/// The **Analyse** button of a game's end message `end`: its custom id,
/// the game's number it names (`cp:g<N>:analyse`), and whether it is
/// disabled. Panics, showing the message, when there is none.
pub fn analyse_button(end: &Value) -> (String, i64, bool) {
    let (_, id, disabled) = buttons(end)
        .into_iter()
        .find(|(label, _, _)| label == "Analyse")
        .unwrap_or_else(|| panic!("an Analyse button on the game's end: {end:#}"));
    let game = id
        .strip_prefix("cp:g")
        .and_then(|r| r.strip_suffix(":analyse"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a game's Analyse id: {id}"));
    (id, game, disabled)
}

pub fn buttons(msg: &Value) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for row in msg["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["type"] == json!(2) {
                out.push((
                    c["label"].as_str().unwrap_or("").to_string(),
                    c["custom_id"].as_str().unwrap_or("").to_string(),
                    c["disabled"].as_bool().unwrap_or(false),
                ));
            }
        }
    }
    out
}

/// The custom_id of the button labelled `label`.
pub fn button_id(msg: &Value, label: &str) -> String {
    buttons(msg)
        .into_iter()
        .find(|(l, _, _)| l == label)
        .map(|(_, id, _)| id)
        .unwrap_or_else(|| panic!("no button labelled {label:?} on {msg:#}"))
}

/// The id of a message object.
pub fn id_of(msg: &Value) -> u64 {
    msg["id"].as_str().unwrap().parse().unwrap()
}

/// Whether an interaction callback or message body is ephemeral.
pub fn is_ephemeral(body: &Value) -> bool {
    let flags = body["data"]["flags"]
        .as_u64()
        .or_else(|| body["flags"].as_u64())
        .unwrap_or(0);
    flags & 64 != 0
}

/// The text content of a callback or message body.
pub fn content_of(body: &Value) -> String {
    body["data"]["content"]
        .as_str()
        .or_else(|| body["content"].as_str())
        .unwrap_or("")
        .to_string()
}

// ---------------------------------------------------------------- gateway

/// Sent down a connection's queue: close it.
const CLOSE_GATEWAY: &str = "\u{0}close";

/// The privileged Message Content intent (`1 << 15`).
pub const MESSAGE_CONTENT_INTENT: u64 = 1 << 15;

async fn gateway(ws: WebSocketUpgrade, State(inner): State<Arc<Inner>>) -> Response {
    ws.on_upgrade(move |socket| connection(socket, inner))
}

async fn connection(mut socket: WebSocket, inner: Arc<Inner>) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null});
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let conn_id = {
        let mut st = inner.state.lock().unwrap();
        st.connections += 1;
        st.connections
    };
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(out) = out else { break };
                if out == CLOSE_GATEWAY {
                    // As Discord does now and then: close with 4000
                    // (unknown error; the bot may resume or identify).
                    let frame = axum::extract::ws::CloseFrame {
                        code: 4000,
                        reason: "Unknown error".into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
                if socket.send(WsMessage::Text(out.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                let text = match msg {
                    WsMessage::Text(t) => t.to_string(),
                    WsMessage::Binary(b) => String::from_utf8_lossy(&b).into_owned(),
                    WsMessage::Close(_) => break,
                    _ => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11, "d": null, "s": null, "t": null});
                        if socket.send(WsMessage::Text(ack.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    Some(2) => {
                        // An application whose privileged intents are not
                        // switched on in the developer portal: Discord
                        // closes with 4014 "Disallowed intent(s)".
                        let disallowed = {
                            let mut st = inner.state.lock().unwrap();
                            st.identifies.push(v["d"].clone());
                            v["d"]["intents"].as_u64().unwrap_or(0) & st.disallowed_intents != 0
                        };
                        if disallowed {
                            let frame = axum::extract::ws::CloseFrame {
                                code: 4014,
                                reason: "Disallowed intent(s).".into(),
                            };
                            let _ = socket.send(WsMessage::Close(Some(frame))).await;
                            inner.bump();
                            break;
                        }
                        identify(&inner, v, tx.clone(), conn_id);
                    }
                    Some(6) => {
                        // No resuming here: tell the bot to identify afresh.
                        let inv = json!({"op": 9, "d": false, "s": null, "t": null});
                        if socket.send(WsMessage::Text(inv.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    let mut st = inner.state.lock().unwrap();
    st.conns.retain(|c| c.id != conn_id);
    drop(st);
    inner.bump();
}

/// READY for the identifying shard, listing its guilds as unavailable,
/// then one GUILD_CREATE per guild (as Discord does).
fn identify(inner: &Arc<Inner>, v: Value, tx: mpsc::UnboundedSender<String>, conn_id: u64) {
    let session = format!("session-{}", p::snowflake());
    let resume = inner.base.replace("http://", "ws://") + "/ws";
    let mut st = inner.state.lock().unwrap();
    // Which shard identifies ([id, total]; none: the only one), and which
    // guilds are on it (Discord's formula).
    let shard = (
        v["d"]["shard"][0].as_u64().unwrap_or(0),
        v["d"]["shard"][1].as_u64().unwrap_or(1).max(1),
    );
    let mut conn = Connection {
        tx,
        seq: 0,
        id: conn_id,
        shard,
        intents: v["d"]["intents"].as_u64().unwrap_or(0),
    };
    let owned: Vec<usize> = (0..st.guilds.len())
        .filter(|&i| conn.owns(st.guilds[i].id))
        .collect();
    let ids: Vec<u64> = owned.iter().map(|&i| st.guilds[i].id).collect();
    let mut frames = vec![(
        "READY",
        p::ready_with_guilds(&session, &resume, shard, &ids),
    )];
    for &i in &owned {
        frames.push(("GUILD_CREATE", st.guild_create(&st.guilds[i])));
    }
    for (t, d) in frames {
        conn.seq += 1;
        let frame = json!({"op": 0, "t": t, "s": conn.seq, "d": d});
        p::validate_dispatch(&frame);
        let _ = conn.tx.send(frame.to_string());
        st.dispatched.push((conn_id, frame));
    }
    st.conns.push(conn);
    st.ready_count += 1;
    drop(st);
    inner.bump();
}

// ---------------------------------------------------------------- REST

fn err(status: StatusCode, code: u64, message: &str) -> (StatusCode, Value) {
    (status, json!({"message": message, "code": code}))
}

/// Checks that the bot has `bits` in `channel` (a thread: its parent), as
/// Discord does: without View Channel, 403 Missing Access (50001); without
/// one of `bits`, 403 Missing Permissions (50013).
fn need(
    st: &State_,
    channel: u64,
    bits: u64,
    fault: &mut Option<Fault>,
) -> Result<(), (StatusCode, Value)> {
    let have = st.bot_permissions(channel);
    if have & perm::VIEW_CHANNEL == 0 {
        *fault = Some(Fault::MissingPermissions(perm::VIEW_CHANNEL));
        return Err(err(StatusCode::FORBIDDEN, 50001, "Missing Access"));
    }
    let missing = bits & !have;
    if missing != 0 {
        *fault = Some(Fault::MissingPermissions(missing));
        return Err(err(StatusCode::FORBIDDEN, 50013, "Missing Permissions"));
    }
    Ok(())
}

/// The injected faults that answer a request before Discord looks at it:
/// an outage, every n-th request failing, a rate limit.
fn injected(
    st: &mut State_,
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

/// The guild a REST request is about: the guild of the channel (or
/// thread) of `/channels/{id}/...`, or `/guilds/{id}/...`'s.
fn request_guild(st: &State_, path: &str) -> Option<u64> {
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

async fn rest(State(inner): State<Arc<Inner>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or("").to_string();
    let authorized = req
        .headers()
        .get("authorization")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|h| h == format!("Bot {}", inner.token) || h == inner.token);
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|c| c.starts_with("multipart/"));
    let mut json_body = None;
    let mut files = Vec::new();
    if is_multipart {
        match Multipart::from_request(req, &()).await {
            Ok(mut mp) => {
                while let Ok(Some(field)) = mp.next_field().await {
                    let name = field.name().unwrap_or("").to_string();
                    let filename = field.file_name().map(str::to_string);
                    let ctype = field.content_type().unwrap_or("").to_string();
                    let bytes = field.bytes().await.unwrap_or_default();
                    if name == "payload_json" {
                        json_body = serde_json::from_slice(&bytes).ok();
                    } else if let Some(filename) = filename {
                        files.push(UploadedFile {
                            field: name,
                            filename,
                            content_type: ctype,
                            bytes: bytes.to_vec(),
                        });
                    }
                }
            }
            Err(e) => {
                return (StatusCode::BAD_REQUEST, format!("bad multipart: {e}")).into_response();
            }
        }
    } else {
        let bytes = Bytes::from_request(req, &()).await.unwrap_or_default();
        if !bytes.is_empty() {
            json_body = serde_json::from_slice(&bytes).ok();
        }
    }
    let (latency, slow) = {
        let st = inner.state.lock().unwrap();
        let slow = request_guild(&st, &path).and_then(|g| st.faults.slow_guilds.get(&g).copied());
        (st.faults.latency, slow)
    };
    if let Some(slow) = slow {
        tokio::time::sleep(slow).await;
    }
    if !latency.is_zero() {
        tokio::time::sleep(latency / 2).await;
    }
    let arrived = Instant::now();
    let mut fault = None;
    let mut headers = Vec::new();
    let pre = {
        let mut st = inner.state.lock().unwrap();
        injected(&mut st, &method, &path, &mut fault, &mut headers)
    };
    let (status, body) = if let Some(answer) = pre {
        answer
    } else if !authorized && !path.ends_with("/callback") && !path.contains("/webhooks/") {
        err(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized")
    } else if let Err(refusal) = openapi::check(method.as_str(), &path, &query, json_body.as_ref())
    {
        fault = Some(Fault::Refused);
        let status = StatusCode::from_u16(refusal.status).unwrap_or(StatusCode::BAD_REQUEST);
        let answer = refusal.answer.clone();
        inner.refusals.push(refusal);
        (status, answer)
    } else {
        route(
            &inner,
            &method,
            &path,
            json_body.as_ref(),
            &files,
            arrived,
            &mut fault,
        )
    };
    {
        let mut st = inner.state.lock().unwrap();
        let index = st.requests.len();
        if method == Method::POST && path.ends_with("/callback") {
            let token = path.rsplit('/').nth(1).unwrap_or("").to_string();
            st.first_callback.entry(token.clone()).or_insert(index);
            // Taken: answered, or made with its answer lost.
            if status.as_u16() < 300 || fault == Some(Fault::LostAnswer) {
                st.callbacks.entry(token).or_insert(index);
            }
        }
        st.requests.push(Recorded {
            index,
            method: method.to_string(),
            path: path.clone(),
            query,
            json: json_body,
            files,
            status: status.as_u16(),
            at: arrived,
            authorized,
            fault,
            answer: body.clone(),
        });
    }
    inner.bump();
    if method == Method::POST
        && let Some(channel) = path
            .strip_suffix("/messages")
            .and_then(|p| p.rsplit('/').next())
            .and_then(|c| c.parse::<u64>().ok())
    {
        inner.posted_in(channel).notify_waiters();
    }
    if !latency.is_zero() {
        tokio::time::sleep(latency - latency / 2).await;
    }
    let mut response = if status == StatusCode::NO_CONTENT {
        status.into_response()
    } else {
        (status, axum::Json(body)).into_response()
    };
    for (k, v) in headers {
        if let Ok(v) = HeaderValue::from_str(&v) {
            response.headers_mut().insert(HeaderName::from_static(k), v);
        }
    }
    response
}

fn attachments_for(channel: u64, files: &[UploadedFile]) -> Value {
    Value::Array(
        files
            .iter()
            .map(|f| p::attachment(channel, &f.filename, f.bytes.len(), &f.content_type))
            .collect(),
    )
}

/// Discord's checks on a message body: not empty, content at most 2,000
/// characters, at most 100 users and 100 roles in `allowed_mentions`.
fn invalid_message(body: &Value, files: &[UploadedFile]) -> Option<(StatusCode, Value)> {
    let content = body["content"].as_str().unwrap_or("");
    if content.chars().count() > 2000 {
        return Some(err(
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body (content: Must be 2000 or fewer in length.)",
        ));
    }
    for key in ["users", "roles"] {
        let n = body["allowed_mentions"][key].as_array().map_or(0, Vec::len);
        if n > 100 {
            return Some(err(
                StatusCode::BAD_REQUEST,
                50035,
                &format!(
                    "Invalid Form Body (allowed_mentions.{key}: Must be 100 or fewer in length.)"
                ),
            ));
        }
    }
    let nonempty = |k: &str| body[k].as_array().is_some_and(|a| !a.is_empty());
    if content.is_empty()
        && files.is_empty()
        && !nonempty("embeds")
        && !nonempty("components")
        && body.get("poll").is_none()
        && body.get("sticker_ids").is_none()
    {
        return Some(err(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        ));
    }
    None
}

fn new_message(
    st: &mut State_,
    channel: u64,
    body: &Value,
    files: &[UploadedFile],
    kind: u64,
) -> Value {
    let id = p::snowflake();
    let mut msg = p::message(
        id,
        channel,
        p::bot_user(),
        body["content"].as_str().unwrap_or(""),
        kind,
        body["flags"].as_u64().unwrap_or(0),
        body.get("components").cloned().unwrap_or(json!([])),
        attachments_for(channel, files),
        body.get("embeds").cloned().unwrap_or(json!([])),
    );
    if let Some(g) = st.guild_of(channel) {
        msg["guild_id"] = json!(g.to_string());
    }
    if kind == 20 || kind == 19 {
        msg["application_id"] = json!(p::BOT_ID.to_string());
        msg["webhook_id"] = json!(p::BOT_ID.to_string());
    }
    p::validate_message(&msg);
    st.messages.insert(id, msg.clone());
    st.order.push(id);
    created(st, id, channel, body);
    msg
}

/// Message `id` in `channel` counts as created with `body`: remembered for
/// its pings, and in a thread the users it pings join the thread.
fn created(st: &mut State_, id: u64, channel: u64, body: &Value) {
    st.created_with.insert(id, body.clone());
    if st.is_thread(channel) {
        for u in compute_pings(st, channel, body).users {
            st.add_thread_member(channel, u, JoinedBy::Mention);
        }
    }
}

fn edit_message(st: &mut State_, id: u64, body: &Value, files: &[UploadedFile]) -> Option<Value> {
    let mut msg = st.messages.get(&id)?.clone();
    let channel: u64 = msg["channel_id"].as_str()?.parse().ok()?;
    if let Some(c) = body.get("content") {
        msg["content"] = if c.is_null() { json!("") } else { c.clone() };
    }
    if let Some(c) = body.get("components") {
        msg["components"] = c.clone();
    }
    if let Some(e) = body.get("embeds") {
        msg["embeds"] = e.clone();
    }
    if let Some(f) = body.get("flags").and_then(Value::as_u64) {
        let keep = msg["flags"].as_u64().unwrap_or(0) & 64;
        msg["flags"] = json!(f | keep);
    }
    if !files.is_empty() {
        msg["attachments"] = attachments_for(channel, files);
    } else if body
        .get("attachments")
        .is_some_and(|a| a.as_array().is_some_and(Vec::is_empty))
    {
        msg["attachments"] = json!([]);
    }
    msg["edited_timestamp"] = json!(p::TIMESTAMP);
    p::validate_message(&msg);
    st.messages.insert(id, msg.clone());
    Some(msg)
}

/// Why Discord would refuse a scheduled event `e` (a create, or `old`
/// patched into `e`): an external event needs a location and an end, a
/// start in the future, and status moves only scheduled -> active ->
/// completed or scheduled -> cancelled; a finished event cannot change.
fn invalid_event(e: &Value, old: Option<&Value>) -> Option<(StatusCode, Value)> {
    let form = |why: &str| {
        Some((
            StatusCode::BAD_REQUEST,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": {"_errors": [{"code": "BASE_TYPE_INVALID", "message": why}]}}),
        ))
    };
    let name_ok = e["name"]
        .as_str()
        .is_some_and(|n| (1..=100).contains(&n.chars().count()));
    if !name_ok {
        return form("name must be 1 to 100 characters");
    }
    if e["description"]
        .as_str()
        .is_some_and(|d| d.chars().count() > 1000)
    {
        return form("description must be at most 1000 characters");
    }
    if e["privacy_level"] != json!(2) {
        return form("privacy_level must be 2 (guild only)");
    }
    if e["entity_type"] == json!(3) {
        let loc = e["entity_metadata"]["location"].as_str().unwrap_or("");
        if !(1..=100).contains(&loc.chars().count()) {
            return form("an external event needs entity_metadata.location (1 to 100 characters)");
        }
        if e["scheduled_end_time"].is_null() {
            return form("an external event needs scheduled_end_time");
        }
    }
    let time = |v: &Value| {
        v.as_str()
            .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
            .map(|t| t.timestamp_millis())
    };
    let (Some(start), end) = (
        time(&e["scheduled_start_time"]),
        time(&e["scheduled_end_time"]),
    ) else {
        return form("scheduled_start_time must be an ISO8601 timestamp");
    };
    if end.is_some_and(|end| end <= start) {
        return form("scheduled_end_time must be after scheduled_start_time");
    }
    let now = chrono::Utc::now().timestamp_millis();
    match old {
        None => {
            if start <= now {
                return form("Cannot schedule event in the past.");
            }
        }
        Some(old) => {
            let (was, is) = (old["status"].as_u64(), e["status"].as_u64());
            if matches!(was, Some(3) | Some(4)) {
                return Some((
                    StatusCode::BAD_REQUEST,
                    json!({"message": "Cannot modify a finished event", "code": 180000}),
                ));
            }
            let allowed = was == is
                || matches!(
                    (was, is),
                    (Some(1), Some(2)) | (Some(1), Some(4)) | (Some(2), Some(3))
                );
            if !allowed {
                return Some((
                    StatusCode::BAD_REQUEST,
                    json!({"message": "Invalid scheduled event status transition", "code": 180001}),
                ));
            }
            if was == Some(1)
                && is == Some(1)
                && old["scheduled_start_time"] != e["scheduled_start_time"]
                && start <= now
            {
                return form("Cannot schedule event in the past.");
            }
        }
    }
    None
}

fn command_response(body: Option<&Value>, guild: Option<u64>) -> Vec<Value> {
    let mut out = Vec::new();
    for c in body.and_then(Value::as_array).into_iter().flatten() {
        let mut c = c.clone();
        c["id"] = json!(p::snowflake().to_string());
        c["application_id"] = json!(p::BOT_ID.to_string());
        c["version"] = json!(p::snowflake().to_string());
        if c.get("type").is_none() {
            c["type"] = json!(1);
        }
        if c.get("default_member_permissions").is_none() {
            c["default_member_permissions"] = Value::Null;
        }
        if let Some(g) = guild {
            c["guild_id"] = json!(g.to_string());
        }
        if let Err(e) = serde_json::from_value::<serenity::model::application::Command>(c.clone()) {
            panic!("registered command does not parse as a serenity Command: {e}\n{c:#}");
        }
        out.push(c);
    }
    out
}

/// Discord tells the gateway about a new thread (THREAD_CREATE), on the
/// shard of its guild.
fn announce_thread(st: &mut State_, thread: &Value) {
    let guild = thread["guild_id"]
        .as_str()
        .and_then(|g| g.parse().ok())
        .unwrap_or(p::GUILD_ID);
    let mut d = thread.clone();
    d["newly_created"] = json!(true);
    st.send_dispatch(guild, "THREAD_CREATE", d);
}

/// Opens thread `id` under `parent` as Discord does (checks, THREAD_CREATE,
/// the bot its first member). `None`: refused, with the answer.
fn open_thread(
    st: &mut State_,
    id: u64,
    parent: u64,
    body: &Value,
    kind: u64,
    fault: &mut Option<Fault>,
) -> Result<Value, (StatusCode, Value)> {
    let (n, status) = st.faults.fail_threads;
    if n > 0 {
        st.faults.fail_threads.0 -= 1;
        *fault = Some(Fault::ThreadCreation(status));
        let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        return Err(err(
            code,
            0,
            &format!("{status}: injected thread creation failure"),
        ));
    }
    let need_bit = if kind == 12 {
        perm::CREATE_PRIVATE_THREADS
    } else {
        perm::CREATE_PUBLIC_THREADS
    };
    need(st, parent, need_bit, fault)?;
    let name = body["name"].as_str().unwrap_or("").to_string();
    if name.is_empty() || name.chars().count() > 100 {
        return Err(err(
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body (name)",
        ));
    }
    let archive = body["auto_archive_duration"].as_u64().unwrap_or(4320);
    if ![60, 1440, 4320, 10080].contains(&archive) {
        return Err(err(
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body (auto_archive_duration)",
        ));
    }
    let guild = st.guild_of(parent).unwrap_or(p::GUILD_ID);
    let mut thread = p::thread_channel_in(guild, id, parent, &name, archive);
    thread["type"] = json!(kind);
    st.channels.insert(id, thread.clone());
    st.add_thread_member(id, p::BOT_ID, JoinedBy::Creator);
    announce_thread(st, &thread);
    Ok(thread)
}

/// The interaction behind a webhook token, if the token may still be used
/// for follow-ups: known, answered by a successful callback, younger than
/// 15 minutes.
fn webhook_token(
    st: &State_,
    token: &str,
    arrived: Instant,
    fault: &mut Option<Fault>,
) -> Result<SentInteraction, (StatusCode, Value)> {
    let Some(sent) = st.interactions.get(token).cloned() else {
        return Err(err(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"));
    };
    if arrived.saturating_duration_since(sent.sent_at) > TOKEN_LIFETIME {
        *fault = Some(Fault::TokenExpired);
        return Err(err(
            StatusCode::UNAUTHORIZED,
            50027,
            "Invalid Webhook Token",
        ));
    }
    if !st.callbacks.contains_key(token) {
        return Err(err(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"));
    }
    Ok(sent)
}

macro_rules! check {
    ($e:expr) => {
        if let Err(answer) = $e {
            return answer;
        }
    };
}

/// Answers one REST request ([`route_inner`]), unless an injected fault
/// of a scheduled event's create or edit answers it
/// ([`StandIn::fail_event_writes_with`]).
fn route(
    inner: &Arc<Inner>,
    method: &Method,
    path: &str,
    body: Option<&Value>,
    files: &[UploadedFile],
    arrived: Instant,
    fault: &mut Option<Fault>,
) -> (StatusCode, Value) {
    let rest = path.strip_prefix("/api/v10").unwrap_or("");
    let segs: Vec<&str> = rest.trim_matches('/').split('/').collect();
    let event_write = matches!(
        (method.as_str(), segs.as_slice()),
        ("POST", ["guilds", _, "scheduled-events"])
            | ("PATCH", ["guilds", _, "scheduled-events", _])
    );
    if event_write {
        let pending = {
            let mut st = inner.state.lock().unwrap();
            let (n, status, made) = st.faults.fail_events;
            (n > 0).then(|| {
                st.faults.fail_events.0 -= 1;
                (status, made)
            })
        };
        if let Some((status, made)) = pending {
            if made {
                let _ = route_inner(inner, method, path, body, files, arrived, fault);
            }
            *fault = Some(Fault::EventWrite { status, made });
            let code = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
            return err(
                code,
                0,
                &format!("{status}: injected scheduled event failure"),
            );
        }
    }
    route_inner(inner, method, path, body, files, arrived, fault)
}

fn route_inner(
    inner: &Arc<Inner>,
    method: &Method,
    path: &str,
    body: Option<&Value>,
    files: &[UploadedFile],
    arrived: Instant,
    fault: &mut Option<Fault>,
) -> (StatusCode, Value) {
    let Some(rest) = path.strip_prefix("/api/v10") else {
        return err(StatusCode::NOT_FOUND, 0, "404: Not Found");
    };
    let segs: Vec<&str> = rest.trim_matches('/').split('/').collect();
    let empty = json!({});
    let body_v = body.unwrap_or(&empty);
    let ws_url = inner.base.replace("http://", "ws://") + "/ws";
    let mut st = inner.state.lock().unwrap();
    let num = |s: &str| s.parse::<u64>().ok();
    match (method.as_str(), segs.as_slice()) {
        ("GET", ["gateway"]) => (StatusCode::OK, json!({"url": ws_url})),
        ("GET", ["guilds", g]) => {
            let Some(g) = num(g).filter(|g| st.guilds.iter().any(|x| x.id == *g)) else {
                return err(StatusCode::FORBIDDEN, 50001, "Missing Access");
            };
            st.ensure_personal_roles(g);
            // A guild object (GET /guilds/{id}): what GUILD_CREATE says of
            // it, without the gateway-only fields.
            let entry = st.guilds.iter().find(|x| x.id == g).expect("known guild");
            let mut guild = st.guild_create(entry);
            if let Some(o) = guild.as_object_mut() {
                for k in [
                    "joined_at",
                    "large",
                    "unavailable",
                    "member_count",
                    "voice_states",
                    "members",
                    "channels",
                    "threads",
                    "presences",
                    "stage_instances",
                    "guild_scheduled_events",
                    "soundboard_sounds",
                    "lazy",
                ] {
                    o.remove(k);
                }
            }
            (StatusCode::OK, guild)
        }
        ("GET", ["guilds", g, "members", u]) => {
            let (g, u) = (num(g).unwrap_or(0), num(u).unwrap_or(0));
            match st.member_object(g, u) {
                Some(m) => (StatusCode::OK, m),
                None => err(StatusCode::NOT_FOUND, 10007, "Unknown Member"),
            }
        }
        ("GET", ["guilds", g, "roles"]) => {
            let Some(g) = num(g).filter(|g| st.guilds.iter().any(|x| x.id == *g)) else {
                return err(StatusCode::FORBIDDEN, 50001, "Missing Access");
            };
            st.ensure_personal_roles(g);
            (StatusCode::OK, Value::Array(st.role_objects(g)))
        }
        (m @ ("PUT" | "DELETE"), ["guilds", g, "members", u, "roles", r]) => {
            let (n, status) = st.faults.fail_roles;
            if n > 0 {
                st.faults.fail_roles.0 -= 1;
                *fault = Some(Fault::RoleChange(status));
                let code = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
                return err(code, 0, &format!("{status}: injected role change failure"));
            }
            let (Some(g), Some(u), Some(r)) = (num(g), num(u), num(r)) else {
                return err(StatusCode::NOT_FOUND, 10011, "Unknown Role");
            };
            if !st.guilds.iter().any(|x| x.id == g) {
                return err(StatusCode::FORBIDDEN, 50001, "Missing Access");
            }
            if st.bot_guild_permissions(g) & perm::MANAGE_ROLES == 0 {
                *fault = Some(Fault::MissingPermissions(perm::MANAGE_ROLES));
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            let top = st.top_rank(g, p::BOT_ID);
            let Some(role) = st.server.get(&g).and_then(|s| s.roles.get(&r)).cloned() else {
                return err(StatusCode::NOT_FOUND, 10011, "Unknown Role");
            };
            // Discord: a bot may hand out only roles below its highest one
            // (by position, then id), and never a managed (integration) role.
            if role_rank(role.position, r) >= top || role.managed {
                *fault = Some(Fault::MissingPermissions(perm::MANAGE_ROLES));
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            if u != p::BOT_ID && !st.members.contains_key(&u) {
                return err(StatusCode::NOT_FOUND, 10007, "Unknown Member");
            }
            let server = st.server.entry(g).or_default();
            let roles = server.member_roles.entry(u).or_default();
            let add = m == "PUT";
            if add {
                if !roles.contains(&r) {
                    roles.push(r);
                }
            } else {
                roles.retain(|x| *x != r);
            }
            server.role_log.push((u, r, add));
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("GET", ["guilds", g, "scheduled-events"]) => {
            let events: Vec<Value> = num(g)
                .and_then(|g| st.server.get(&g))
                .map(|s| s.events.values().cloned().collect())
                .unwrap_or_default();
            (StatusCode::OK, Value::Array(events))
        }
        ("POST", ["guilds", g, "scheduled-events"]) => {
            let Some(g) = num(g).filter(|g| st.guilds.iter().any(|x| x.id == *g)) else {
                return err(StatusCode::FORBIDDEN, 50001, "Missing Access");
            };
            if st.bot_guild_permissions(g) & (perm::MANAGE_EVENTS | perm::CREATE_EVENTS) == 0 {
                *fault = Some(Fault::MissingPermissions(perm::MANAGE_EVENTS));
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            if let Some(bad) = invalid_event(body_v, None) {
                return bad;
            }
            let id = p::snowflake();
            let mut e = body_v.clone();
            e["id"] = json!(id.to_string());
            e["guild_id"] = json!(g.to_string());
            e["channel_id"] = Value::Null;
            e["creator_id"] = json!(p::BOT_ID.to_string());
            e["creator"] = p::bot_user();
            e["status"] = json!(1);
            e["entity_id"] = Value::Null;
            e["user_count"] = json!(0);
            e["image"] = Value::Null;
            if e.get("description").is_none() {
                e["description"] = Value::Null;
            }
            st.server.entry(g).or_default().events.insert(id, e.clone());
            (StatusCode::OK, e)
        }
        ("PATCH", ["guilds", g, "scheduled-events", e]) => {
            let (Some(g), Some(e)) = (num(g), num(e)) else {
                return err(
                    StatusCode::NOT_FOUND,
                    10070,
                    "Unknown Guild Scheduled Event",
                );
            };
            if st.bot_guild_permissions(g) & (perm::MANAGE_EVENTS | perm::CREATE_EVENTS) == 0 {
                *fault = Some(Fault::MissingPermissions(perm::MANAGE_EVENTS));
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            let Some(old) = st.server.get(&g).and_then(|s| s.events.get(&e)).cloned() else {
                return err(
                    StatusCode::NOT_FOUND,
                    10070,
                    "Unknown Guild Scheduled Event",
                );
            };
            let mut new = old.clone();
            if let Some(fields) = body_v.as_object() {
                for (k, v) in fields {
                    new[k.as_str()] = v.clone();
                }
            }
            if let Some(bad) = invalid_event(&new, Some(&old)) {
                return bad;
            }
            st.server
                .entry(g)
                .or_default()
                .events
                .insert(e, new.clone());
            (StatusCode::OK, new)
        }
        ("GET", ["gateway", "bot"]) => (
            StatusCode::OK,
            json!({"url": ws_url, "shards": 1, "session_start_limit":
                {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("GET", ["users", "@me"]) => (StatusCode::OK, p::bot_user()),
        ("GET", ["oauth2", "applications", "@me"]) => (
            StatusCode::OK,
            json!({
                "id": p::BOT_ID.to_string(), "name": "Cruise Pawns", "icon": null,
                "description": "", "rpc_origins": [], "bot_public": true,
                "bot_require_code_grant": false, "terms_of_service_url": null,
                "privacy_policy_url": null, "owner": p::user(p::TestUser{id: p::OWNER_ID, name: "owner"}),
                "verify_key": "00", "team": null, "flags": 8953856, "summary": "",
            }),
        ),
        ("PUT", ["applications", _app, "commands"]) => {
            let cmds = command_response(body, None);
            st.commands_global = cmds.clone();
            (StatusCode::OK, Value::Array(cmds))
        }
        ("PUT", ["applications", _app, "guilds", _g, "commands"])
            if st.refuse_registrations > 0 =>
        {
            st.refuse_registrations -= 1;
            err(StatusCode::FORBIDDEN, 50001, "Missing Access")
        }
        ("PUT", ["applications", _app, "guilds", g, "commands"]) => {
            let Some(g) = num(g).filter(|g| st.guilds.iter().any(|x| x.id == *g)) else {
                // A guild the bot is not in.
                return err(StatusCode::FORBIDDEN, 50001, "Missing Access");
            };
            let cmds = command_response(body, Some(g));
            st.commands_guild.insert(g, cmds.clone());
            (StatusCode::OK, Value::Array(cmds))
        }
        ("GET", ["applications", _app, "commands"]) => {
            (StatusCode::OK, Value::Array(st.commands_global.clone()))
        }
        ("GET", ["applications", _app, "guilds", g, "commands"]) => {
            let cmds = num(g)
                .and_then(|g| st.commands_guild.get(&g).cloned())
                .unwrap_or_default();
            (StatusCode::OK, Value::Array(cmds))
        }
        ("GET", ["channels", c]) => match num(c).filter(|c| st.channels.contains_key(c)) {
            Some(c) => {
                check!(need(&st, c, 0, fault));
                (StatusCode::OK, st.channels[&c].clone())
            }
            None => err(StatusCode::NOT_FOUND, 10003, "Unknown Channel"),
        },
        ("PATCH", ["channels", c]) => {
            // Only threads are edited here (archived, locked, name), as
            // Discord allows: the thread's owner, or Manage Threads.
            let Some(c) = num(c).filter(|c| st.channels.contains_key(c)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            if !st.is_thread(c) {
                return err(
                    StatusCode::BAD_REQUEST,
                    50035,
                    "Invalid Form Body (the stand-in edits threads only)",
                );
            }
            let own = st.channels[&c]["owner_id"] == json!(p::BOT_ID.to_string());
            if !own {
                check!(need(&st, c, perm::MANAGE_THREADS, fault));
            }
            let thread = st.channels.get_mut(&c).unwrap();
            for key in ["archived", "locked"] {
                if let Some(b) = body_v.get(key).and_then(Value::as_bool) {
                    thread["thread_metadata"][key] = json!(b);
                }
            }
            if let Some(n) = body_v.get("name").and_then(Value::as_str) {
                thread["name"] = json!(n);
            }
            (StatusCode::OK, thread.clone())
        }
        ("POST", ["channels", c, "messages"]) => {
            let Some(c) = num(c).filter(|c| st.channels.contains_key(c)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            // A message in an archived thread opens it again (a locked one
            // only with Manage Threads; the bot never locks).
            if let Some(meta) = st
                .channels
                .get_mut(&c)
                .and_then(|t| t.get_mut("thread_metadata"))
                && meta["archived"] == json!(true)
                && meta["locked"] != json!(true)
            {
                meta["archived"] = json!(false);
            }
            let mut bits = if st.is_thread(c) {
                perm::SEND_MESSAGES_IN_THREADS
            } else {
                perm::SEND_MESSAGES
            };
            if !files.is_empty() {
                // Discord refuses the whole message, not just the files.
                bits |= perm::ATTACH_FILES;
            }
            if body_v
                .get("message_reference")
                .is_some_and(|r| !r.is_null())
            {
                bits |= perm::READ_MESSAGE_HISTORY;
            }
            check!(need(&st, c, bits, fault));
            if let Some(bad) = invalid_message(body_v, files) {
                return bad;
            }
            // `enforce_nonce`: a create with the nonce of one made in the
            // last few minutes (by the bot, in this channel) answers that
            // message and makes none.
            let nonce = body_v["nonce"]
                .as_str()
                .map(str::to_string)
                .or_else(|| body_v["nonce"].as_u64().map(|n| n.to_string()))
                .filter(|_| body_v["enforce_nonce"] == json!(true));
            if let Some(n) = &nonce
                && let Some((id, at)) = st.nonces.get(&(c, n.clone())).copied()
                && at.elapsed() < Duration::from_secs(300)
                && let Some(msg) = st.messages.get(&id)
            {
                return (StatusCode::OK, msg.clone());
            }
            let msg = new_message(&mut st, c, body_v, files, 0);
            if let Some(n) = nonce {
                st.nonces.insert((c, n), (id_of(&msg), Instant::now()));
            }
            if let Some(every) = st.faults.lose_every {
                st.faults.creates_made += 1;
                if st.faults.creates_made.is_multiple_of(every) {
                    *fault = Some(Fault::LostAnswer);
                    return err(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        0,
                        "500: Internal Server Error",
                    );
                }
            }
            (StatusCode::OK, msg)
        }
        ("GET", ["channels", c, "messages", m]) => {
            let c = num(c).unwrap_or(0);
            match num(m)
                .and_then(|m| st.messages.get(&m))
                .filter(|msg| msg["channel_id"] == json!(c.to_string()))
            {
                Some(msg) => {
                    let msg = msg.clone();
                    check!(need(&st, c, perm::READ_MESSAGE_HISTORY, fault));
                    (StatusCode::OK, msg)
                }
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("PATCH", ["channels", c, "messages", m]) => {
            let (c, m) = (num(c).unwrap_or(0), num(m).unwrap_or(0));
            let Some(msg) = st
                .messages
                .get(&m)
                .filter(|msg| msg["channel_id"] == json!(c.to_string()))
            else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            if msg["author"]["id"] != json!(p::BOT_ID.to_string()) {
                return err(
                    StatusCode::FORBIDDEN,
                    50005,
                    "Cannot edit a message authored by another user",
                );
            }
            check!(need(&st, c, 0, fault));
            match edit_message(&mut st, m, body_v, files) {
                Some(msg) => (StatusCode::OK, msg),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["channels", c, "messages", m]) => {
            let (Some(c), Some(m)) = (num(c), num(m)) else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            let from_bot = st
                .messages
                .get(&m)
                .is_some_and(|msg| msg["author"]["id"] == json!(p::BOT_ID.to_string()));
            let bits = if from_bot { 0 } else { perm::MANAGE_MESSAGES };
            check!(need(&st, c, bits, fault));
            if st.messages.remove(&m).is_some() {
                st.deleted.push(m);
                (StatusCode::NO_CONTENT, Value::Null)
            } else {
                err(StatusCode::NOT_FOUND, 10008, "Unknown Message")
            }
        }
        ("POST", ["channels", c, "threads"]) => {
            // A thread of its own (not on a message): private unless the
            // body says otherwise, as on Discord.
            let Some(c) = num(c).filter(|c| st.channels.contains_key(c)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            let kind = body_v["type"].as_u64().unwrap_or(12);
            match open_thread(&mut st, p::snowflake(), c, body_v, kind, fault) {
                Ok(thread) => (StatusCode::CREATED, thread),
                Err(answer) => answer,
            }
        }
        ("POST", ["channels", c, "messages", m, "threads"]) => {
            let (Some(c), Some(m)) = (num(c), num(m)) else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            if !st
                .messages
                .get(&m)
                .is_some_and(|msg| msg["channel_id"] == json!(c.to_string()))
            {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            }
            if st.channels.contains_key(&m) {
                return err(
                    StatusCode::BAD_REQUEST,
                    160004,
                    "A thread has already been created for this message",
                );
            }
            match open_thread(&mut st, m, c, body_v, 11, fault) {
                Ok(thread) => {
                    if let Some(msg) = st.messages.get_mut(&m) {
                        msg["thread"] = thread.clone();
                    }
                    (StatusCode::CREATED, thread)
                }
                Err(answer) => answer,
            }
        }
        ("PUT", ["channels", t, "thread-members", u]) => {
            let (Some(t), Some(u)) = (num(t), num(u)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            if !st.channels.contains_key(&t) {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            }
            if !st.is_thread(t) {
                return err(
                    StatusCode::BAD_REQUEST,
                    50024,
                    "Cannot execute action on this channel type",
                );
            }
            check!(need(&st, t, perm::SEND_MESSAGES_IN_THREADS, fault));
            st.add_thread_member(t, u, JoinedBy::Added);
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("DELETE", ["channels", t, "thread-members", u]) => {
            let (Some(t), Some(u)) = (num(t), num(u)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            if !st.is_thread(t) {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            }
            let bits = if u == p::BOT_ID {
                0
            } else {
                perm::MANAGE_THREADS
            };
            check!(need(&st, t, bits, fault));
            if let Some(m) = st.thread_members.get_mut(&t) {
                m.retain(|(x, _)| *x != u);
            }
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("GET", ["channels", t, "thread-members"]) => {
            let Some(t) = num(t).filter(|t| st.is_thread(*t)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            let members: Vec<Value> = st
                .thread_members
                .get(&t)
                .into_iter()
                .flatten()
                .map(|(u, _)| {
                    json!({"id": t.to_string(), "user_id": u.to_string(),
                           "join_timestamp": p::TIMESTAMP, "flags": 0})
                })
                .collect();
            (StatusCode::OK, Value::Array(members))
        }
        ("POST", ["interactions", _id, token, "callback"]) => {
            let token = token.to_string();
            let Some(sent) = st.interactions.get(&token).cloned() else {
                return err(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
            };
            if st.callbacks.contains_key(&token) {
                return err(
                    StatusCode::BAD_REQUEST,
                    40060,
                    "Interaction has already been acknowledged.",
                );
            }
            if arrived.saturating_duration_since(sent.sent_at) > INTERACTION_WINDOW {
                *fault = Some(Fault::InteractionExpired);
                return err(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
            }
            let data = body_v.get("data").cloned().unwrap_or(json!({}));
            match body_v["type"].as_u64() {
                Some(4) => {
                    if let Some(bad) = invalid_message(&data, files) {
                        return bad;
                    }
                    let msg = new_message(&mut st, sent.channel, &data, files, 20);
                    st.originals.insert(token, id_of(&msg));
                }
                Some(5) => {
                    let mut d = data.clone();
                    d["content"] = json!("");
                    let msg = new_message(&mut st, sent.channel, &d, files, 20);
                    st.originals.insert(token.clone(), id_of(&msg));
                    st.deferred.push(token);
                }
                Some(7) => {
                    // Update the message the component is on.
                    if let Some(m) = sent.message {
                        edit_message(&mut st, m, &data, files);
                    }
                }
                _ => {}
            }
            if let Some(every) = st.faults.lose_callback_every {
                st.faults.callbacks_made += 1;
                if st.faults.callbacks_made.is_multiple_of(every) {
                    *fault = Some(Fault::LostAnswer);
                    return err(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        0,
                        "500: Internal Server Error",
                    );
                }
            }
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("PATCH", ["webhooks", _app, token, "messages", "@original"]) => {
            check!(webhook_token(&st, token, arrived, fault));
            let Some(id) = st.originals.get(*token).copied() else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            match edit_message(&mut st, id, body_v, files) {
                Some(msg) => {
                    // The first edit of a deferred response is its real
                    // content: it pings as a new message would.
                    if let Some(i) = st.deferred.iter().position(|t| t.as_str() == *token) {
                        st.deferred.remove(i);
                        let channel = msg["channel_id"].as_str().and_then(|c| c.parse().ok());
                        let mut b = body_v.clone();
                        b["flags"] = msg["flags"].clone();
                        created(&mut st, id, channel.unwrap_or(0), &b);
                    }
                    (StatusCode::OK, msg)
                }
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("GET", ["webhooks", _app, token, "messages", "@original"]) => {
            check!(webhook_token(&st, token, arrived, fault));
            match st.originals.get(*token).and_then(|id| st.messages.get(id)) {
                Some(msg) => (StatusCode::OK, msg.clone()),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["webhooks", _app, token, "messages", "@original"]) => {
            check!(webhook_token(&st, token, arrived, fault));
            match st.originals.get(*token).copied() {
                Some(id) => {
                    st.messages.remove(&id);
                    st.deleted.push(id);
                    (StatusCode::NO_CONTENT, Value::Null)
                }
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("POST", ["webhooks", _app, token]) => {
            check!(webhook_token(&st, token, arrived, fault));
            let Some(channel) = st.token_channel.get(*token).copied() else {
                return err(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
            };
            if let Some(bad) = invalid_message(body_v, files) {
                return bad;
            }
            let msg = new_message(&mut st, channel, body_v, files, 0);
            (StatusCode::OK, msg)
        }
        ("PATCH", ["webhooks", _app, token, "messages", m]) => {
            check!(webhook_token(&st, token, arrived, fault));
            match num(m).and_then(|m| edit_message(&mut st, m, body_v, files)) {
                Some(msg) => (StatusCode::OK, msg),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["webhooks", _app, token, "messages", m]) => {
            check!(webhook_token(&st, token, arrived, fault));
            match num(m).and_then(|m| st.messages.remove(&m).map(|_| m)) {
                Some(m) => {
                    st.deleted.push(m);
                    (StatusCode::NO_CONTENT, Value::Null)
                }
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        _ => err(StatusCode::NOT_FOUND, 0, "404: Not Found"),
    }
}
