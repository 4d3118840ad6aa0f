//! The loopback Discord stand-in: REST under `/api/v10` and a WebSocket
//! gateway on one local port. It records every request the bot makes, keeps
//! the messages and threads the bot creates, and lets a test play the users:
//! slash commands, autocomplete, button clicks and plain messages, all sent
//! as gateway dispatches in Discord's own shape.

use super::payloads::{self as p, TestUser};
use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch};

/// A file uploaded in a multipart request.
#[derive(Debug, Clone)]
pub struct UploadedFile {
    /// The form field name (`files[0]`, ...).
    pub field: String,
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
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
    /// When the request arrived.
    pub at: Instant,
    /// Whether the `Authorization` header carried the expected bot token.
    pub authorized: bool,
}

impl Recorded {
    /// The path without the `/api/v10` prefix.
    pub fn route(&self) -> &str {
        self.path.strip_prefix("/api/v10").unwrap_or(&self.path)
    }
}

/// An interaction the test sent, to find the bot's answers to it.
#[derive(Debug, Clone)]
pub struct SentInteraction {
    pub id: u64,
    pub token: String,
    pub channel: u64,
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

struct Connection {
    tx: mpsc::UnboundedSender<String>,
    seq: u64,
    id: u64,
}

#[derive(Default)]
struct State_ {
    requests: Vec<Recorded>,
    /// Messages by id (the newest version), and their channel order.
    messages: HashMap<u64, Value>,
    order: Vec<u64>,
    deleted: Vec<u64>,
    channels: HashMap<u64, Value>,
    /// Interaction token -> the original response message id.
    originals: HashMap<String, u64>,
    interactions: HashMap<String, SentInteraction>,
    /// Interaction token -> channel of the interaction.
    token_channel: HashMap<String, u64>,
    /// Interaction token -> index of its first successful callback request.
    callbacks: HashMap<String, usize>,
    commands_global: Vec<Value>,
    commands_guild: Vec<Value>,
    identifies: Vec<Value>,
    /// The connection of the shard the test guild is on: dispatches go there.
    connection: Option<Connection>,
    /// Connections of other shards (kept open; they get no guild events).
    other_shards: Vec<Connection>,
    connections: u64,
    ready_count: u64,
    can_delete: bool,
    /// Whether the bot may open threads (Create Public Threads).
    can_create_threads: bool,
    /// How many more command registrations to refuse (403 Missing Access).
    refuse_registrations: usize,
}

struct Inner {
    state: Mutex<State_>,
    changed: watch::Sender<u64>,
    base: String,
    token: String,
}

impl Inner {
    fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }
}

/// A running stand-in. Dropping it stops the server.
#[derive(Clone)]
pub struct StandIn {
    inner: Arc<Inner>,
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
            can_delete: true,
            can_create_threads: true,
            refuse_registrations: 0,
            ..State_::default()
        };
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
        StandIn { inner }
    }

    /// The base URL to give the bot as `DISCORD_API_BASE`.
    pub fn base(&self) -> String {
        self.inner.base.clone()
    }

    /// Lets the bot delete messages (true, the default) or answers deletes
    /// with Discord's "Missing Permissions".
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
            let st = s.inner.state.lock().unwrap();
            (st.ready_count >= n && st.connection.is_some()).then_some(())
        })
        .await;
    }

    /// Takes (or gives back) the bot's permission to open threads.
    pub fn set_can_create_threads(&self, yes: bool) {
        self.inner.state.lock().unwrap().can_create_threads = yes;
    }

    pub fn set_can_delete(&self, yes: bool) {
        self.inner.state.lock().unwrap().can_delete = yes;
    }

    /// All requests so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.inner.state.lock().unwrap().requests.clone()
    }

    /// The IDENTIFY payloads received so far.
    pub fn identifies(&self) -> Vec<Value> {
        self.inner.state.lock().unwrap().identifies.clone()
    }

    /// Commands registered in the test guild.
    pub fn guild_commands(&self) -> Vec<Value> {
        self.inner.state.lock().unwrap().commands_guild.clone()
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
                        .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                        .collect();
                    panic!(
                        "timed out after {timeout:?} waiting for {what}; latest requests: {recent:#?}"
                    )
                }
            }
        }
    }

    /// Waits until the bot has identified `n` times in total and got READY
    /// (and the commands are registered in the guild).
    pub async fn wait_ready(&self, n: u64) {
        self.wait_for(
            "the bot to connect and register commands",
            Duration::from_secs(60),
            |s| {
                let st = s.inner.state.lock().unwrap();
                (st.ready_count >= n && st.connection.is_some() && !st.commands_guild.is_empty())
                    .then_some(())
            },
        )
        .await;
    }

    /// Sends one dispatch on the current gateway connection, after checking
    /// that serenity parses it. Returns the instant it was handed over.
    pub fn dispatch(&self, t: &str, d: Value) -> Instant {
        let mut st = self.inner.state.lock().unwrap();
        let conn = st
            .connection
            .as_mut()
            .expect("no bot connected to the stand-in gateway");
        conn.seq += 1;
        let frame = json!({"op": 0, "t": t, "s": conn.seq, "d": d});
        p::validate_dispatch(&frame);
        let _ = conn.tx.send(frame.to_string());
        Instant::now()
    }

    fn command_def(&self, name: &str) -> Value {
        let st = self.inner.state.lock().unwrap();
        st.commands_guild
            .iter()
            .chain(st.commands_global.iter())
            .find(|c| c["name"] == json!(name))
            .cloned()
            .unwrap_or_else(|| panic!("the bot did not register a command named /{name}"))
    }

    fn interaction_base(
        &self,
        kind: u64,
        user: TestUser,
        channel: u64,
    ) -> (Value, SentInteraction) {
        let id = p::snowflake();
        let token = format!("aW50ZXJhY3Rpb246{id}:test-token-{}", p::snowflake());
        let chan = self
            .channel(channel)
            .unwrap_or_else(|| panic!("unknown channel {channel}"));
        let v = json!({
            "id": id.to_string(),
            "application_id": p::BOT_ID.to_string(),
            "type": kind,
            "guild_id": p::GUILD_ID.to_string(),
            "guild": {"id": p::GUILD_ID.to_string(), "locale": "en-US", "features": []},
            "channel_id": channel.to_string(),
            "channel": p::interaction_channel(&chan),
            "member": p::member(user),
            "token": token,
            "version": 1,
            "app_permissions": p::ALL_PERMISSIONS,
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": p::GUILD_ID.to_string()},
            "context": 0,
            "attachment_size_limit": 10485760,
        });
        let sent = SentInteraction {
            id,
            token: token.clone(),
            channel,
            user,
            message: None,
            sent_at: Instant::now(),
        };
        (v, sent)
    }

    /// `name` is a command (`challenge`) or a command and its subcommand
    /// (`tournament create`), sent as Discord does: the subcommand as the
    /// one option (type 1) holding the options.
    fn command_data(&self, name: &str, opts: &[Opt], focused: Option<&str>) -> Value {
        let (name, sub) = match name.split_once(' ') {
            Some((n, sub)) => (n, Some(sub)),
            None => (name, None),
        };
        let def = self.command_def(name);
        let mut defs = def["options"].as_array().cloned().unwrap_or_default();
        if let Some(sub) = sub {
            let sdef = defs
                .iter()
                .find(|d| d["name"] == json!(sub) && d["type"] == json!(1))
                .unwrap_or_else(|| panic!("/{name} has no subcommand {sub}"))
                .clone();
            defs = sdef["options"].as_array().cloned().unwrap_or_default();
        }
        let mut options = Vec::new();
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        for o in opts {
            let odef = defs
                .iter()
                .find(|d| d["name"] == json!(o.name()))
                .unwrap_or_else(|| panic!("/{name} has no option {}", o.name()));
            let ty = odef["type"].as_u64().unwrap();
            let value = match o {
                Opt::Str(_, s) => {
                    assert_eq!(ty, 3, "/{name} {}: not a string option", o.name());
                    json!(s)
                }
                Opt::Int(_, i) => {
                    assert!(ty == 4 || ty == 10, "/{name} {}: not a number", o.name());
                    json!(i)
                }
                Opt::Bool(_, b) => {
                    assert_eq!(ty, 5, "/{name} {}: not a boolean option", o.name());
                    json!(b)
                }
                Opt::User(_, u) => {
                    assert_eq!(ty, 6, "/{name} {}: not a user option", o.name());
                    let mut user = p::user(*u);
                    if u.id == p::BOT_ID {
                        user["bot"] = json!(true); // naming the bot itself
                    }
                    users.insert(u.id.to_string(), user);
                    let mut m = p::partial_member();
                    m["permissions"] = json!("2248473465835073");
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
        if let Some(sub) = sub {
            options = vec![json!({"name": sub, "type": 1, "options": options})];
        }
        let mut data = json!({
            "id": def["id"],
            "name": name,
            "type": 1,
            "guild_id": p::GUILD_ID.to_string(),
            "options": options,
        });
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

    /// A user runs a slash command in a channel or thread.
    pub fn slash(&self, user: TestUser, channel: u64, name: &str, opts: &[Opt]) -> SentInteraction {
        let (mut v, mut sent) = self.interaction_base(2, user, channel);
        v["data"] = self.command_data(name, opts, None);
        self.remember(&sent);
        sent.sent_at = self.dispatch("INTERACTION_CREATE", v);
        sent
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
        let (mut v, mut sent) = self.interaction_base(4, user, channel);
        v["data"] = self.command_data(name, opts, Some(focused));
        self.remember(&sent);
        sent.sent_at = self.dispatch("INTERACTION_CREATE", v);
        sent
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
        self.remember(&sent);
        self.inner
            .state
            .lock()
            .unwrap()
            .originals
            .insert(sent.token.clone(), message_id);
        sent.sent_at = self.dispatch("INTERACTION_CREATE", v);
        sent
    }

    /// A user posts a plain message; returns its id.
    pub fn say(&self, user: TestUser, channel: u64, content: &str) -> u64 {
        let id = p::snowflake();
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
            st.messages.insert(id, msg.clone());
            st.order.push(id);
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

    /// Waits for the interaction's callback (`POST .../callback`).
    pub async fn callback(&self, sent: &SentInteraction) -> Recorded {
        let what = format!("the answer to interaction {}", sent.id);
        self.wait_for(&what, Duration::from_secs(20), |s| {
            let st = s.inner.state.lock().unwrap();
            st.callbacks
                .get(&sent.token)
                .map(|&i| st.requests[i].clone())
        })
        .await
    }

    /// The original response message of an interaction, once it exists.
    pub fn original(&self, sent: &SentInteraction) -> Option<Value> {
        let st = self.inner.state.lock().unwrap();
        st.originals
            .get(&sent.token)
            .and_then(|id| st.messages.get(id))
            .cloned()
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
}

/// Buttons of a message: (label, custom_id, disabled).
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
    if st.connection.as_ref().is_some_and(|c| c.id == conn_id) {
        st.connection = None;
    }
    st.other_shards.retain(|c| c.id != conn_id);
    drop(st);
    inner.bump();
}

fn identify(inner: &Arc<Inner>, v: Value, tx: mpsc::UnboundedSender<String>, conn_id: u64) {
    let session = format!("session-{}", p::snowflake());
    let resume = inner.base.replace("http://", "ws://") + "/ws";
    let (channels, threads) = {
        let st = inner.state.lock().unwrap();
        let mut channels = Vec::new();
        let mut threads = Vec::new();
        for c in st.channels.values() {
            if c["type"] == json!(11) {
                threads.push(c.clone());
            } else {
                channels.push(c.clone());
            }
        }
        (channels, threads)
    };
    let mut st = inner.state.lock().unwrap();
    st.identifies.push(v["d"].clone());
    // Which shard identifies ([id, total]; none: the only one), and whether
    // the test guild is on it (Discord's formula).
    let shard = (
        v["d"]["shard"][0].as_u64().unwrap_or(0),
        v["d"]["shard"][1].as_u64().unwrap_or(1).max(1),
    );
    let owns_guild = (p::GUILD_ID >> 22) % shard.1 == shard.0;
    let mut conn = Connection {
        tx,
        seq: 0,
        id: conn_id,
    };
    let mut frames = vec![(
        "READY",
        p::ready_for_shard(&session, &resume, shard, owns_guild),
    )];
    if owns_guild {
        frames.push(("GUILD_CREATE", p::guild_create(&channels, &threads)));
    }
    for (t, d) in frames {
        conn.seq += 1;
        let frame = json!({"op": 0, "t": t, "s": conn.seq, "d": d});
        p::validate_dispatch(&frame);
        let _ = conn.tx.send(frame.to_string());
    }
    if owns_guild {
        st.connection = Some(conn);
    } else {
        st.other_shards.push(conn);
    }
    st.ready_count += 1;
    drop(st);
    inner.bump();
}

// ---------------------------------------------------------------- REST

fn err(status: StatusCode, code: u64, message: &str) -> (StatusCode, Value) {
    (status, json!({"message": message, "code": code}))
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
    let (status, body) =
        if !authorized && !path.ends_with("/callback") && !path.contains("/webhooks/") {
            err(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized")
        } else {
            route(&inner, &method, &path, json_body.as_ref(), &files)
        };
    {
        let mut st = inner.state.lock().unwrap();
        let index = st.requests.len();
        if method == Method::POST && path.ends_with("/callback") && status.as_u16() < 300 {
            let token = path.rsplit('/').nth(1).unwrap_or("").to_string();
            st.callbacks.entry(token).or_insert(index);
        }
        st.requests.push(Recorded {
            index,
            method: method.to_string(),
            path: path.clone(),
            query,
            json: json_body,
            files,
            status: status.as_u16(),
            at: Instant::now(),
            authorized,
        });
    }
    inner.bump();
    if status == StatusCode::NO_CONTENT {
        status.into_response()
    } else {
        (status, axum::Json(body)).into_response()
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
    if kind == 20 || kind == 19 {
        msg["application_id"] = json!(p::BOT_ID.to_string());
        msg["webhook_id"] = json!(p::BOT_ID.to_string());
    }
    p::validate_message(&msg);
    st.messages.insert(id, msg.clone());
    st.order.push(id);
    msg
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

/// Discord tells the gateway about a new thread (THREAD_CREATE).
fn announce_thread(st: &mut State_, thread: &Value) {
    if let Some(conn) = st.connection.as_mut() {
        conn.seq += 1;
        let mut d = thread.clone();
        d["newly_created"] = json!(true);
        let frame = json!({"op": 0, "t": "THREAD_CREATE", "s": conn.seq, "d": d});
        p::validate_dispatch(&frame);
        let _ = conn.tx.send(frame.to_string());
    }
}

fn route(
    inner: &Arc<Inner>,
    method: &Method,
    path: &str,
    body: Option<&Value>,
    files: &[UploadedFile],
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
            let cmds = command_response(body, num(g));
            st.commands_guild = cmds.clone();
            (StatusCode::OK, Value::Array(cmds))
        }
        ("GET", ["applications", _app, "commands"]) => {
            (StatusCode::OK, Value::Array(st.commands_global.clone()))
        }
        ("GET", ["applications", _app, "guilds", _g, "commands"]) => {
            (StatusCode::OK, Value::Array(st.commands_guild.clone()))
        }
        ("GET", ["channels", c]) => match num(c).and_then(|c| st.channels.get(&c)) {
            Some(ch) => (StatusCode::OK, ch.clone()),
            None => err(StatusCode::NOT_FOUND, 10003, "Unknown Channel"),
        },
        ("POST", ["channels", c, "messages"]) => {
            let Some(c) = num(c).filter(|c| st.channels.contains_key(c)) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            let msg = new_message(&mut st, c, body_v, files, 0);
            (StatusCode::OK, msg)
        }
        ("GET", ["channels", _c, "messages", m]) => {
            match num(m).and_then(|m| st.messages.get(&m)) {
                Some(msg) => (StatusCode::OK, msg.clone()),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("PATCH", ["channels", _c, "messages", m]) => {
            match num(m).and_then(|m| edit_message(&mut st, m, body_v, files)) {
                Some(msg) => (StatusCode::OK, msg),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["channels", _c, "messages", m]) => {
            let Some(m) = num(m) else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            let from_bot = st
                .messages
                .get(&m)
                .is_some_and(|msg| msg["author"]["id"] == json!(p::BOT_ID.to_string()));
            if !from_bot && !st.can_delete {
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            if st.messages.remove(&m).is_some() {
                st.deleted.push(m);
                (StatusCode::NO_CONTENT, Value::Null)
            } else {
                err(StatusCode::NOT_FOUND, 10008, "Unknown Message")
            }
        }
        ("POST", ["channels", c, "threads"]) => {
            // A thread of its own (not on a message).
            let Some(c) = num(c) else {
                return err(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            if !st.can_create_threads {
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            let name = body_v["name"].as_str().unwrap_or("").to_string();
            if name.is_empty() || name.chars().count() > 100 {
                return err(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body (name)");
            }
            let archive = body_v["auto_archive_duration"].as_u64().unwrap_or(4320);
            let id = p::snowflake();
            let thread = p::thread_channel(id, c, &name, archive);
            st.channels.insert(id, thread.clone());
            announce_thread(&mut st, &thread);
            (StatusCode::CREATED, thread)
        }
        ("POST", ["channels", c, "messages", m, "threads"]) => {
            let (Some(c), Some(m)) = (num(c), num(m)) else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            if !st.messages.contains_key(&m) {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            }
            if !st.can_create_threads {
                return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            if st.channels.contains_key(&m) {
                return err(
                    StatusCode::BAD_REQUEST,
                    160004,
                    "A thread has already been created for this message",
                );
            }
            let name = body_v["name"].as_str().unwrap_or("").to_string();
            if name.is_empty() || name.chars().count() > 100 {
                return err(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body (name)");
            }
            let archive = body_v["auto_archive_duration"].as_u64().unwrap_or(4320);
            let thread = p::thread_channel(m, c, &name, archive);
            st.channels.insert(m, thread.clone());
            if let Some(msg) = st.messages.get_mut(&m) {
                msg["thread"] = thread.clone();
            }
            announce_thread(&mut st, &thread);
            (StatusCode::CREATED, thread)
        }
        ("POST", ["interactions", _id, token, "callback"]) => {
            let token = token.to_string();
            let Some(sent) = st.interactions.get(&token).cloned() else {
                return err(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
            };
            let already = st.callbacks.contains_key(&token);
            if already {
                return err(
                    StatusCode::BAD_REQUEST,
                    40060,
                    "Interaction has already been acknowledged.",
                );
            }
            if sent.sent_at.elapsed() > Duration::from_secs(3) {
                return err(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
            }
            let data = body_v.get("data").cloned().unwrap_or(json!({}));
            match body_v["type"].as_u64() {
                Some(4) | Some(5) => {
                    let mut d = data.clone();
                    if body_v["type"] == json!(5) {
                        d["content"] = json!("");
                    }
                    let msg = new_message(&mut st, sent.channel, &d, files, 20);
                    st.originals.insert(token, id_of(&msg));
                }
                Some(7) => {
                    // Update the message the component is on.
                    if let Some(m) = sent.message {
                        edit_message(&mut st, m, &data, files);
                    }
                }
                _ => {}
            }
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("PATCH", ["webhooks", _app, token, "messages", "@original"]) => {
            let Some(id) = st.originals.get(*token).copied() else {
                return err(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            match edit_message(&mut st, id, body_v, files) {
                Some(msg) => (StatusCode::OK, msg),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("GET", ["webhooks", _app, token, "messages", "@original"]) => {
            match st.originals.get(*token).and_then(|id| st.messages.get(id)) {
                Some(msg) => (StatusCode::OK, msg.clone()),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["webhooks", _app, token, "messages", "@original"]) => {
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
            let Some(channel) = st.token_channel.get(*token).copied() else {
                return err(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
            };
            let msg = new_message(&mut st, channel, body_v, files, 0);
            (StatusCode::OK, msg)
        }
        ("PATCH", ["webhooks", _app, _token, "messages", m]) => {
            match num(m).and_then(|m| edit_message(&mut st, m, body_v, files)) {
                Some(msg) => (StatusCode::OK, msg),
                None => err(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
            }
        }
        ("DELETE", ["webhooks", _app, _token, "messages", m]) => {
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

impl StandIn {
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
        let (mut v, mut sent) = self.interaction_base(2, user, channel);
        v["data"] = self.command_data(name, opts, None);
        edit(&mut v);
        self.remember(&sent);
        sent.sent_at = self.dispatch("INTERACTION_CREATE", v);
        sent
    }
}
