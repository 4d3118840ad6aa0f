//! The gateway: a WebSocket at `/ws` that says HELLO, answers
//! heartbeats, takes IDENTIFY (READY with the shard's guilds unavailable,
//! then a GUILD_CREATE for each, by Discord's shard formula), refuses
//! disallowed intents (4014), tells a RESUME to identify afresh, and
//! carries the dispatches a test sends (interactions, messages), each
//! checked to parse as serenity parses it.

use super::{Inner, StandIn, World};
use crate::support::payloads as p;
use axum::extract::State;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Sent down a connection's queue: close it.
const CLOSE_GATEWAY: &str = "\u{0}close";

/// The privileged Message Content intent (`1 << 15`).
pub const MESSAGE_CONTENT_INTENT: u64 = 1 << 15;

pub(super) struct Connection {
    pub(super) tx: mpsc::UnboundedSender<String>,
    pub(super) seq: u64,
    pub(super) id: u64,
    /// [shard id, shard count].
    pub(super) shard: (u64, u64),
    /// The intents it identified with.
    pub(super) intents: u64,
}

impl Connection {
    pub(super) fn owns(&self, guild: u64) -> bool {
        (guild >> 22) % self.shard.1 == self.shard.0
    }
}

pub(super) async fn gateway(ws: WebSocketUpgrade, State(inner): State<Arc<Inner>>) -> Response {
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

impl World {
    /// The newest connection of the shard that owns `guild`.
    pub(super) fn conn_for(&mut self, guild: u64) -> Option<&mut Connection> {
        self.conns.iter_mut().rev().find(|c| c.owns(guild))
    }

    /// Sends a dispatch to the shard of `guild` (if connected); checks that
    /// serenity parses it.
    pub(super) fn send_dispatch(&mut self, guild: u64, t: &str, d: Value) -> bool {
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
}

impl StandIn {
    /// Waits until the bot has identified `n` times in total and got
    /// READY (whether its commands are registered or not).
    pub async fn wait_connected(&self, n: u64) {
        self.wait_for("the bot to connect", Duration::from_secs(60), |s| {
            let mut st = s.inner.state.lock().unwrap();
            (st.ready_count >= n && st.conn_for(p::GUILD_ID).is_some()).then_some(())
        })
        .await;
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
}
