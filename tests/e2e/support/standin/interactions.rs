//! What a test sends as the users: slash commands (options typed by the
//! command the bot registered), autocomplete, button clicks and plain
//! messages, each dispatched as Discord's gateway would, with the
//! member's and the bot's permissions.

use super::{JoinedBy, StandIn};
use crate::support::payloads::{self as p, TestUser, perm};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// Discord's limit for the initial response to an interaction.
pub const INTERACTION_WINDOW: Duration = Duration::from_secs(3);

/// How long an interaction token (follow-ups, `@original`) stays valid.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

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
    /// A channel of the command's server, picked by its id (Discord's
    /// picker offers only the server's channels of the types the option
    /// allows: `channel_types`).
    Channel(&'static str, u64),
}

impl Opt {
    fn name(&self) -> &'static str {
        match self {
            Opt::Str(n, _)
            | Opt::Int(n, _)
            | Opt::Bool(n, _)
            | Opt::User(n, _)
            | Opt::Channel(n, _) => n,
        }
    }
}

impl StandIn {
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
        let (chan, guild, app_perms, member_perms, (locale, guild_locale)) = {
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
            // The member's permissions in this channel, overwrites
            // included (as Discord sends them), not server-wide.
            let bits = st.channel_permissions(guild, user.id, channel);
            let roles = st.roles_of(guild, user.id);
            let locales = (st.member_locale(user.id), st.server_locale(guild));
            (chan, guild, app, (bits, roles), locales)
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
            "guild": {"id": guild.to_string(), "locale": guild_locale, "features": []},
            "channel_id": channel.to_string(),
            "channel": p::interaction_channel_with(&chan, member_perms),
            "member": member,
            "token": token,
            "version": 1,
            "app_permissions": app_perms.to_string(),
            // The member's client; the server's preferred_locale (an
            // interaction outside a server would carry no guild_locale,
            // but every interaction here is in a server's channel).
            "locale": locale,
            "guild_locale": guild_locale,
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
    /// send is sent (see `support::client`): anything else panics, naming
    /// the rule.
    fn command_data(
        &self,
        (guild, user): (u64, u64),
        name: &str,
        opts: &[Opt],
        focused: Option<&str>,
    ) -> Value {
        let path: Vec<&str> = name.split(' ').collect();
        let def = self.command_def(path[0], guild);
        let defs = crate::support::client::check_command(&def, name, opts, focused)
            .unwrap_or_else(|refusal| panic!("{refusal}"));
        let name = path[0];
        let mut options = Vec::new();
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
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
                Opt::Channel(_, c) => {
                    let (chan, its_guild, perms) = {
                        let mut st = self.inner.state.lock().unwrap();
                        let chan = st.channels.get(c).cloned();
                        let its_guild = st.guild_of(*c);
                        let perms =
                            its_guild.map_or(0, |_| st.channel_permissions(guild, user, *c));
                        (chan, its_guild, perms)
                    };
                    let chan = chan.unwrap_or_else(|| panic!("unknown channel {c}"));
                    assert_eq!(
                        its_guild,
                        Some(guild),
                        "channel {c} is not in guild {guild}: Discord's picker offers only the server's channels"
                    );
                    if let Some(types) = odef["channel_types"].as_array().filter(|t| !t.is_empty())
                    {
                        assert!(
                            types.contains(&chan["type"]),
                            "channel {c} (type {}) is not among `{}`'s channel_types {types:?}: Discord's picker would not offer it",
                            chan["type"],
                            o.name()
                        );
                    }
                    // As Discord resolves it: a partial channel with the
                    // invoking member's permissions in it.
                    let mut partial = json!({
                        "id": c.to_string(),
                        "name": chan["name"],
                        "type": chan["type"],
                        "permissions": perms.to_string(),
                    });
                    if let Some(parent) = chan.get("parent_id").filter(|v| !v.is_null()) {
                        partial["parent_id"] = parent.clone();
                    }
                    channels.insert(c.to_string(), partial);
                    json!(c.to_string())
                }
            };
            let mut opt = json!({"name": o.name(), "type": ty, "value": value});
            if focused == Some(o.name()) {
                opt["focused"] = json!(true);
            }
            options.push(opt);
        }
        let options = crate::support::client::nest(&path[1..], options);
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
        if !channels.is_empty() {
            data["resolved"]["channels"] = json!(channels);
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
        v["data"] = self.command_data((sent.guild, sent.user.id), name, opts, Some(focused));
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

    /// A user picks `values` in the string select menu `custom_id` of a
    /// stored message (`component_type` 3, as Discord sends it). Only what
    /// Discord's client lets a user pick: the menu must be on the message,
    /// each value one of its options, as many as its `min_values` and
    /// `max_values` allow (1 and 1 unless it says otherwise).
    pub fn choose(
        &self,
        user: TestUser,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> SentInteraction {
        let msg = self
            .message(message_id)
            .unwrap_or_else(|| panic!("no message {message_id} to pick from"));
        let menu = msg["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .find(|c| c["type"] == 3 && c["custom_id"] == custom_id)
            .unwrap_or_else(|| panic!("no select menu {custom_id:?} on {msg:#}"))
            .clone();
        let offered: Vec<&str> = menu["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str())
            .collect();
        for v in values {
            assert!(offered.contains(v), "{v:?} is not an option of {menu:#}");
        }
        let (min, max) = (
            menu["min_values"].as_u64().unwrap_or(1) as usize,
            menu["max_values"].as_u64().unwrap_or(1) as usize,
        );
        assert!(
            (min..=max).contains(&values.len()),
            "{} values where the menu takes {min} to {max}",
            values.len()
        );
        let channel: u64 = msg["channel_id"].as_str().unwrap().parse().unwrap();
        let (mut v, mut sent) = self.interaction_base(3, user, channel);
        v["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": values});
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

    /// A user runs a slash command, its interaction edited by `edit`
    /// before it is sent (the member's roles, a role option: see
    /// `payloads::give_roles`, `add_role_option`).
    pub fn slash_edited(
        &self,
        user: TestUser,
        channel: u64,
        name: &str,
        opts: &[Opt],
        edit: impl FnOnce(&mut Value),
    ) -> SentInteraction {
        let (mut v, sent) = self.interaction_base(2, user, channel);
        v["data"] = self.command_data((sent.guild, sent.user.id), name, opts, None);
        edit(&mut v);
        // What the edit added (a role option) is held to the client's
        // rules too.
        let def = self.command_def(name.split(' ').next().unwrap_or(name), sent.guild);
        if let Err(refusal) = crate::support::client::check_sent(&def, &v["data"]) {
            panic!("{refusal}");
        }
        self.send_interaction(v, sent)
    }
}
