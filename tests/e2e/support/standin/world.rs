//! The world the stand-in keeps: guilds and their channels, threads and
//! their members, messages (made, edited, deleted), interactions and
//! their tokens, registered commands, gateway connections and what was
//! dispatched; how Discord makes and edits a message; and what a test
//! reads of it.

use super::faults::Faults;
use super::gateway::Connection;
use super::permissions::ServerModel;
use super::pings::compute_pings;
use super::{Recorded, SentInteraction, StandIn, UploadedFile};
use crate::support::payloads as p;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::Instant;

/// Discord's cap on a guild's active threads (a thread made beyond it is
/// refused: 400, code 160006).
const DISCORD_ACTIVE_THREAD_CAP: usize = 1000;

/// A guild the stand-in plays: its id and its first text channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuildHandle {
    pub id: u64,
    /// A text channel of the guild (`games`).
    pub channel: u64,
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

pub(super) struct GuildEntry {
    pub(super) id: u64,
    pub(super) name: String,
    pub(super) system_channel: u64,
    /// Its `preferred_locale` (a Discord locale code; `en-US` unless
    /// [`StandIn::set_server_locale`]).
    pub(super) preferred_locale: String,
}

#[derive(Default)]
pub(super) struct World {
    /// (channel, nonce) -> the message made with it and when, for
    /// `enforce_nonce`.
    pub(super) nonces: HashMap<(u64, String), (u64, Instant)>,
    pub(super) requests: Vec<Recorded>,
    /// Messages by id (the newest version), and their channel order.
    pub(super) messages: HashMap<u64, Value>,
    pub(super) order: Vec<u64>,
    /// The text each version of a message showed ([`StandIn::shown_sizes`]).
    pub(super) sizes: Vec<super::sizes::ShownSize>,
    pub(super) deleted: Vec<u64>,
    /// Each deleted message with whom it pinged when it was created
    /// ([`StandIn::deleted_pings`]).
    pub(super) deleted_pings: Vec<(u64, super::Pings)>,
    pub(super) channels: HashMap<u64, Value>,
    pub(super) guilds: Vec<GuildEntry>,
    /// The bot's permissions per channel (others: `bot_default`).
    pub(super) bot_perms: HashMap<u64, u64>,
    pub(super) bot_default: u64,
    /// Permissions granted to a member in every guild
    /// ([`StandIn::set_member_permissions`]): each guild gives the member
    /// a role of their own with these bits (see `personal_roles`).
    pub(super) member_perms: HashMap<u64, u64>,
    /// Interaction token -> the original response message id.
    pub(super) originals: HashMap<String, u64>,
    pub(super) interactions: HashMap<String, SentInteraction>,
    /// Interaction token -> channel of the interaction.
    pub(super) token_channel: HashMap<String, u64>,
    /// Interaction token -> index of its first successful callback request.
    pub(super) callbacks: HashMap<String, usize>,
    /// Interaction token -> index of its first callback request (any status).
    pub(super) first_callback: HashMap<String, usize>,
    /// Interaction tokens whose original (deferred) has not been edited yet.
    pub(super) deferred: Vec<String>,
    /// Message id -> the body it was created with (for its pings).
    pub(super) created_with: HashMap<u64, Value>,
    /// Thread -> (user, how), in order.
    pub(super) thread_members: HashMap<u64, Vec<(u64, JoinedBy)>>,
    /// Members seen (in interactions and their user options), by user id:
    /// what `GET /guilds/{g}/members/{u}` answers.
    pub(super) members: HashMap<u64, Value>,
    /// The most active (unarchived) threads a guild may have
    /// ([`StandIn::set_active_thread_cap`]; `None`: Discord's own, 1000).
    pub(super) active_thread_cap: Option<usize>,
    pub(super) commands_global: Vec<Value>,
    /// Guild -> its commands.
    pub(super) commands_guild: HashMap<u64, Vec<Value>>,
    pub(super) identifies: Vec<Value>,
    /// Dispatches sent to the bot: (connection id, frame).
    pub(super) dispatched: Vec<(u64, Value)>,
    /// Open gateway connections that identified, oldest first.
    pub(super) conns: Vec<Connection>,
    pub(super) connections: u64,
    pub(super) ready_count: u64,
    /// How many more command registrations to refuse (403 Missing Access).
    pub(super) refuse_registrations: usize,
    /// Intents an IDENTIFY may not ask for (closed with 4014).
    pub(super) disallowed_intents: u64,
    pub(super) faults: Faults,
    /// Roles and scheduled events of each guild.
    pub(super) server: HashMap<u64, ServerModel>,
    /// (guild, user) -> the member's server nickname (`nick`).
    pub(super) nicks: HashMap<(u64, u64), String>,
    /// User -> their display name (`global_name`; `None`: unset, `null`).
    /// Users not here have their username as display name.
    pub(super) global_names: HashMap<u64, Option<String>>,
    /// User -> their Discord client's locale ([`StandIn::set_member_locale`];
    /// users not here: `en-US`).
    pub(super) member_locales: HashMap<u64, String>,
}

impl World {
    /// Deletes message `id` (false: there is none), recording whom it
    /// pinged when it was created ([`StandIn::deleted_pings`]).
    pub(super) fn delete_message(&mut self, id: u64) -> bool {
        let Some(msg) = self.messages.get(&id) else {
            return false;
        };
        let channel = msg["channel_id"].as_str().and_then(|c| c.parse().ok());
        let pinged = match (channel, self.created_with.get(&id)) {
            (Some(c), Some(body)) => super::pings::compute_pings(self, c, body),
            _ => super::Pings::default(),
        };
        self.messages.remove(&id);
        self.deleted.push(id);
        self.deleted_pings.push((id, pinged));
        true
    }
    pub(super) fn guild_of(&self, channel: u64) -> Option<u64> {
        self.channels
            .get(&channel)
            .and_then(|c| c["guild_id"].as_str())
            .and_then(|g| g.parse().ok())
    }

    pub(super) fn is_thread(&self, channel: u64) -> bool {
        self.channels
            .get(&channel)
            .is_some_and(|c| c["type"] == json!(11) || c["type"] == json!(12))
    }

    /// How many threads of `guild` are active (not archived).
    pub(super) fn active_threads(&self, guild: u64) -> usize {
        self.channels
            .iter()
            .filter(|(id, c)| {
                self.is_thread(**id)
                    && self.guild_of(**id) == Some(guild)
                    && c["thread_metadata"]["archived"] != json!(true)
            })
            .count()
    }

    /// The most active threads a guild may have.
    pub(super) fn thread_cap(&self) -> usize {
        self.active_thread_cap.unwrap_or(DISCORD_ACTIVE_THREAD_CAP)
    }

    pub(super) fn guild_create(&self, guild: &GuildEntry) -> Value {
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
        g["preferred_locale"] = json!(guild.preferred_locale);
        g["roles"] = Value::Array(self.role_objects(guild.id));
        g
    }

    /// Guild `g`'s object as GET /guilds/{id} answers it (and GUILD_UPDATE
    /// carries it): what GUILD_CREATE says of it, without the gateway-only
    /// fields; `None` for a guild the bot is not in.
    pub(super) fn guild_object(&self, g: u64) -> Option<Value> {
        let entry = self.guilds.iter().find(|x| x.id == g)?;
        let mut guild = self.guild_create(entry);
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
        Some(guild)
    }

    /// Tells the bot (if connected) that guild `g` changed (its owner):
    /// GUILD_UPDATE, as Discord's gateway does.
    pub(super) fn tell_owner(&mut self, g: u64) {
        if let Some(guild) = self.guild_object(g) {
            self.send_dispatch(g, "GUILD_UPDATE", guild);
        }
    }

    pub(super) fn add_thread_member(&mut self, thread: u64, user: u64, how: JoinedBy) {
        let members = self.thread_members.entry(thread).or_default();
        if !members.iter().any(|(u, _)| *u == user) {
            members.push((user, how));
        }
    }
}

fn attachments_for(channel: u64, files: &[UploadedFile]) -> Value {
    Value::Array(
        files
            .iter()
            .map(|f| p::attachment(channel, &f.filename, f.bytes.len(), &f.content_type))
            .collect(),
    )
}

pub(super) fn new_message(
    st: &mut World,
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
    st.sizes.push(super::sizes::ShownSize::of(&msg));
    st.messages.insert(id, msg.clone());
    st.order.push(id);
    created(st, id, channel, body);
    msg
}

/// Message `id` in `channel` counts as created with `body`: remembered for
/// its pings, and in a thread the users it pings join the thread.
pub(super) fn created(st: &mut World, id: u64, channel: u64, body: &Value) {
    st.created_with.insert(id, body.clone());
    if st.is_thread(channel) {
        for u in compute_pings(st, channel, body).users {
            st.add_thread_member(channel, u, JoinedBy::Mention);
        }
    }
}

pub(super) fn edit_message(
    st: &mut World,
    id: u64,
    body: &Value,
    files: &[UploadedFile],
) -> Option<Value> {
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
    st.sizes.push(super::sizes::ShownSize::of(&msg));
    st.messages.insert(id, msg.clone());
    Some(msg)
}

impl StandIn {
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
            preferred_locale: "en-US".to_string(),
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

    /// A stored message by id (its newest version), unless deleted.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.inner.state.lock().unwrap().messages.get(&id).cloned()
    }

    /// Whether the bot deleted this message.
    pub fn was_deleted(&self, id: u64) -> bool {
        self.inner.state.lock().unwrap().deleted.contains(&id)
    }

    /// The message an interaction's answer created, by the interaction's
    /// token (as in its callback's path).
    pub fn original_of_token(&self, token: &str) -> Option<u64> {
        self.inner
            .state
            .lock()
            .unwrap()
            .originals
            .get(token)
            .copied()
    }

    /// Every message in `channel`, ephemeral ones included (each seen by
    /// one member only), in order.
    pub fn messages_in(&self, channel: u64) -> Vec<Value> {
        let st = self.inner.state.lock().unwrap();
        st.order
            .iter()
            .filter_map(|id| st.messages.get(id))
            .filter(|m| m["channel_id"] == json!(channel.to_string()))
            .cloned()
            .collect()
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

    /// Whether thread `id` is archived now.
    pub fn is_archived(&self, id: u64) -> bool {
        let st = self.inner.state.lock().unwrap();
        st.channels
            .get(&id)
            .is_some_and(|t| t["thread_metadata"]["archived"] == json!(true))
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
}
