//! JSON in the exact shape Discord sends: users, members, channels, the
//! guild, messages and interactions. Everything sent to the bot is checked
//! against serenity's own model types before it leaves the stand-in (see
//! [`validate_dispatch`]), since serenity silently drops events it cannot
//! parse.

use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};

/// The test guild ("server").
pub const GUILD_ID: u64 = 1_300_000_000_000_000_001;
/// The text channel the games are challenged in.
pub const CHANNEL_ID: u64 = 1_300_000_000_000_000_002;
/// A second text channel.
pub const CHANNEL2_ID: u64 = 1_300_000_000_000_000_003;
/// The bot's user id, which is also its application id (as on Discord).
pub const BOT_ID: u64 = 1_300_000_000_000_000_010;
/// The guild owner (a human that never plays).
pub const OWNER_ID: u64 = 1_300_000_000_000_000_011;
/// Fixed timestamp used wherever Discord puts one.
pub const TIMESTAMP: &str = "2026-11-22T00:00:00.000000+00:00";
/// What an ordinary member may do in the test channels (the @everyone
/// role's permissions): no Manage Server, no Administrator, no Manage
/// Messages.
pub const MEMBER_PERMISSIONS: u64 = 2_248_473_465_835_073;

/// Discord's permission bits (those the stand-in checks or the bot needs).
pub mod perm {
    pub const ADD_REACTIONS: u64 = 1 << 6;
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const MANAGE_MESSAGES: u64 = 1 << 13;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const MANAGE_ROLES: u64 = 1 << 28;
    pub const MANAGE_EVENTS: u64 = 1 << 33;
    pub const CREATE_EVENTS: u64 = 1 << 44;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// Every bit Discord knows.
    pub const ALL: u64 = (1 << 51) - 1;

    /// The bot's permissions in a channel unless a test changes them:
    /// everything it needs (docs/DISCORD.md) plus the usual extras of an
    /// invite (View Channel, Embed Links, Add Reactions, external emojis,
    /// Manage Messages to delete typed flights, Manage Threads).
    pub const BOT_DEFAULT: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | MANAGE_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | MANAGE_THREADS
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS;

    /// `bits` as Discord computes them: Administrator implies everything.
    pub fn effective(bits: u64) -> u64 {
        if bits & ADMINISTRATOR != 0 { ALL } else { bits }
    }
}

/// A test user: a human with a snowflake id and a username.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TestUser {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: TestUser = TestUser {
    id: 1_300_000_000_000_000_101,
    name: "alice",
};
pub const BOB: TestUser = TestUser {
    id: 1_300_000_000_000_000_102,
    name: "bob",
};
pub const CAROL: TestUser = TestUser {
    id: 1_300_000_000_000_000_103,
    name: "carol",
};

static NEXT: AtomicU64 = AtomicU64::new(0);

/// A fresh snowflake: increasing, shaped like Discord's (milliseconds since
/// the Discord epoch in the high bits).
pub fn snowflake() -> u64 {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(DISCORD_EPOCH_MS + 1);
    let base = (ms.saturating_sub(DISCORD_EPOCH_MS)) << 22;
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    // Keep them strictly increasing even within one millisecond.
    let candidate = base + (n & 0xfff);
    static LAST: AtomicU64 = AtomicU64::new(0);
    let mut last = LAST.load(Ordering::Relaxed);
    loop {
        let next = candidate.max(last + 1);
        match LAST.compare_exchange(last, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return next,
            Err(now) => last = now,
        }
    }
}

/// Discord's epoch (2015-01-01) in unix milliseconds, the origin of snowflake times.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A snowflake made at `unix_ms` (e.g. a message written a while ago):
/// unique, with `unix_ms` in its time bits.
pub fn snowflake_at(unix_ms: u64) -> u64 {
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    (unix_ms.saturating_sub(DISCORD_EPOCH_MS) << 22) + (n & 0x3f_ffff)
}

/// The time a snowflake was made, as Discord writes a message's
/// `timestamp` (ISO 8601 with milliseconds): as on Discord, a message's
/// timestamp is the time in its id.
pub fn timestamp_of(id: u64) -> String {
    let ms = (id >> 22) + DISCORD_EPOCH_MS;
    serenity::model::Timestamp::from_millis(ms as i64)
        .map(|t| t.to_string())
        .unwrap_or_else(|_| TIMESTAMP.to_string())
}

/// A user object for a human.
pub fn user(u: TestUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "discriminator": "0",
        "global_name": u.name,
        "avatar": null,
        "public_flags": 0,
        "flags": 0,
        "banner": null,
        "accent_color": null,
        "avatar_decoration_data": null,
    })
}

/// The bot's user object, as Discord sends it in READY.
pub fn bot_user() -> Value {
    json!({
        "id": BOT_ID.to_string(),
        "username": "Cruise Pawns",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
        "email": null,
    })
}

/// A guild member with its user object (as in INTERACTION_CREATE).
pub fn member(u: TestUser) -> Value {
    member_with_permissions(u, MEMBER_PERMISSIONS)
}

/// A guild member with its user object and its permissions in the
/// interaction's channel (`member.permissions`, a decimal string).
pub fn member_with_permissions(u: TestUser, permissions: u64) -> Value {
    let mut m = partial_member();
    m["user"] = user(u);
    m["permissions"] = json!(permissions.to_string());
    m
}

/// A member without its user (as in MESSAGE_CREATE and `resolved.members`).
pub fn partial_member() -> Value {
    json!({
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "nick": null,
        "avatar": null,
        "banner": null,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    })
}

/// A text channel of the test guild.
pub fn text_channel(id: u64, name: &str, position: u32) -> Value {
    text_channel_in(GUILD_ID, id, name, position)
}

/// A text channel of guild `guild`.
pub fn text_channel_in(guild: u64, id: u64, name: &str, position: u32) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": name,
        "position": position,
        "permission_overwrites": [],
        "parent_id": null,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "flags": 0,
    })
}

/// A public thread started from a message (its id is the message's id, as on
/// Discord).
pub fn thread_channel(id: u64, parent: u64, name: &str, auto_archive: u64) -> Value {
    thread_channel_in(GUILD_ID, id, parent, name, auto_archive)
}

/// A public thread of guild `guild` under channel `parent`.
pub fn thread_channel_in(guild: u64, id: u64, parent: u64, name: &str, auto_archive: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": guild.to_string(),
        "parent_id": parent.to_string(),
        "owner_id": BOT_ID.to_string(),
        "name": name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": auto_archive,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
            "create_timestamp": TIMESTAMP,
        },
    })
}

/// The channel object inside an interaction (a partial channel with the
/// member's permissions).
pub fn interaction_channel(channel: &Value) -> Value {
    interaction_channel_with(channel, MEMBER_PERMISSIONS)
}

/// The channel object inside an interaction, with the invoking member's
/// permissions in it.
pub fn interaction_channel_with(channel: &Value, member_permissions: u64) -> Value {
    let mut c = channel.clone();
    c["permissions"] = json!(member_permissions.to_string());
    c
}

/// The guild as GUILD_CREATE carries it, with the given channels and
/// threads.
pub fn guild_create(channels: &[Value], threads: &[Value]) -> Value {
    guild_create_for(
        GUILD_ID,
        "Cruise Pawns Test Server",
        CHANNEL_ID,
        channels,
        threads,
    )
}

/// GUILD_CREATE of guild `id` (its @everyone role has the same id).
pub fn guild_create_for(
    id: u64,
    name: &str,
    system_channel: u64,
    channels: &[Value],
    threads: &[Value],
) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 2,
        "roles": [{
            "id": id.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": MEMBER_PERMISSIONS.to_string(),
            "managed": false,
            "mentionable": false,
            "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": system_channel.to_string(),
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 4,
        "voice_states": [],
        "members": [{
            "user": bot_user(),
            "roles": [],
            "joined_at": TIMESTAMP,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "nick": null,
            "avatar": null,
            "communication_disabled_until": null,
        }],
        "channels": channels,
        "threads": threads,
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "lazy": true,
    })
}

/// The READY payload for a fresh session.
pub fn ready(session_id: &str, resume_url: &str) -> Value {
    ready_for_shard(session_id, resume_url, (0, 1), true)
}

/// The READY payload of shard `shard` ([id, total]); `with_guild`: the
/// test guild is on this shard.
pub fn ready_for_shard(
    session_id: &str,
    resume_url: &str,
    shard: (u64, u64),
    with_guild: bool,
) -> Value {
    let guilds: &[u64] = if with_guild { &[GUILD_ID] } else { &[] };
    ready_with_guilds(session_id, resume_url, shard, guilds)
}

/// The READY payload of shard `shard` ([id, total]) listing `guilds` (the
/// guilds on this shard), each unavailable until its GUILD_CREATE, as
/// Discord sends them.
pub fn ready_with_guilds(
    session_id: &str,
    resume_url: &str,
    shard: (u64, u64),
    guilds: &[u64],
) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": bot_user(),
        "user_settings": {},
        "guilds": guilds,
        "session_id": session_id,
        "session_type": "normal",
        "resume_gateway_url": resume_url,
        "shard": [shard.0, shard.1],
        "application": {"id": BOT_ID.to_string(), "flags": 8953856},
        "private_channels": [],
        "presences": [],
        "relationships": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": ["rotterdam"],
        "auth": {},
        "_trace": ["[\"gateway-prd-test\",{\"micros\":1}]"],
    })
}

/// An attachment object for an uploaded file.
pub fn attachment(channel: u64, filename: &str, size: usize, content_type: &str) -> Value {
    let id = snowflake();
    json!({
        "id": id.to_string(),
        "filename": filename,
        "size": size,
        "url": format!("https://cdn.discordapp.com/attachments/{channel}/{id}/{filename}"),
        "proxy_url": format!("https://media.discordapp.net/attachments/{channel}/{id}/{filename}"),
        "content_type": content_type,
        "content_scan_version": 0,
    })
}

/// A message object. `author` is a user object; `member` a partial member for
/// messages from humans in the guild.
#[allow(clippy::too_many_arguments)]
pub fn message(
    id: u64,
    channel: u64,
    author: Value,
    content: &str,
    kind: u64,
    flags: u64,
    components: Value,
    attachments: Value,
    embeds: Value,
) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "author": author,
        "content": content,
        "timestamp": timestamp_of(id),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": embeds,
        "pinned": false,
        "type": kind,
        "flags": flags,
        "components": components,
    })
}

/// Checks that a message object parses as serenity's `Message`.
pub fn validate_message(msg: &Value) {
    if let Err(err) = serde_json::from_value::<serenity::model::channel::Message>(msg.clone()) {
        panic!("stand-in built a message serenity cannot parse: {err}\n{msg:#}");
    }
}

/// Checks that a dispatch frame parses with serenity's gateway model into the
/// event it claims to be (not `Unknown`, not an error). Panics otherwise: a
/// test that sends what serenity would drop proves nothing.
pub fn validate_dispatch(frame: &Value) {
    use serenity::model::event::{Event, GatewayEvent};
    match serde_json::from_value::<GatewayEvent>(frame.clone()) {
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(u))) => {
            panic!("serenity does not know the event {}: {frame:#}", u.kind)
        }
        Ok(GatewayEvent::Dispatch(_, _)) => {}
        Ok(other) => panic!("not a dispatch: {other:?}"),
        Err(err) => panic!("serenity cannot parse this dispatch: {err}\n{frame:#}"),
    }
}

/// More players for the tournament tests (dave also joins late).
pub const DAVE: TestUser = TestUser {
    id: 1_300_000_000_000_000_104,
    name: "dave",
};

pub const ERIN: TestUser = TestUser {
    id: 1_300_000_000_000_000_105,
    name: "erin",
};

/// A role of the test guild, as in an interaction's `resolved.roles`.
pub fn role(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": 1,
        "permissions": "0",
        "managed": false,
        "mentionable": true,
        "flags": 0,
    })
}

/// Gives an interaction's member the roles `roles` (ids).
pub fn give_roles(interaction: &mut Value, roles: &[u64]) {
    interaction["member"]["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
}

/// Adds a role option (type 8) named `option` to a slash command
/// interaction (to its subcommand, if it has one), with the role resolved.
pub fn add_role_option(interaction: &mut Value, option: &str, role_id: u64, role_name: &str) {
    let data = &mut interaction["data"];
    let opt = json!({"name": option, "type": 8, "value": role_id.to_string()});
    // Into the subcommand (type 1), through its group (type 2) if any.
    let mut options = data["options"].as_array_mut().expect("options");
    while matches!(options.first(), Some(sub) if sub["type"] == json!(1) || sub["type"] == json!(2))
    {
        options = options[0]["options"].as_array_mut().expect("sub options");
    }
    options.push(opt);
    data["resolved"]["roles"][role_id.to_string()] = role(role_id, role_name);
}
