//! A channel or thread (read, and a thread's archived, locked and name
//! edited), threads opened on a message or on their own (with Discord's
//! checks, THREAD_CREATE, the bot their first member), and thread members.

use super::{
    Answer, Call, Reply, check, err, known_channel, num, unknown_channel, unknown_message,
};
use crate::support::payloads::{self as p, perm};
use crate::support::standin::faults::Fault;
use crate::support::standin::moments::thread_opened;
use crate::support::standin::permissions::need;
use crate::support::standin::{Inner, JoinedBy, World};
use axum::Router;
use axum::extract::Path;
use axum::http::StatusCode;
use axum::routing::{get, post, put};
use serde_json::{Value, json};
use std::sync::Arc;

/// The routes of this family.
pub(super) fn routes() -> Router<Arc<Inner>> {
    Router::new()
        .route("/channels/{c}", get(channel).patch(edit_thread))
        .route("/channels/{c}/threads", post(thread_alone))
        .route(
            "/channels/{c}/messages/{m}/threads",
            post(thread_on_message),
        )
        .route("/channels/{c}/thread-members", get(thread_members))
        .route(
            "/channels/{c}/thread-members/{u}",
            put(add_thread_member).delete(remove_thread_member),
        )
}

async fn channel(call: Call, Path(c): Path<String>) -> Answer {
    call.answer(|st, fault| {
        let c = check!(known_channel(st, &c));
        check!(need(st, c, 0, fault));
        (StatusCode::OK, st.channels[&c].clone())
    })
}

async fn edit_thread(call: Call, Path(c): Path<String>) -> Answer {
    let body_v = call.json();
    call.answer(|st, fault| {
        // Only threads are edited here (archived, locked, name), as
        // Discord allows: the thread's owner, or Manage Threads.
        let c = check!(known_channel(st, &c));
        if !st.is_thread(c) {
            return err(
                StatusCode::BAD_REQUEST,
                50035,
                "Invalid Form Body (the stand-in edits threads only)",
            );
        }
        let own = st.channels[&c]["owner_id"] == json!(p::BOT_ID.to_string());
        if !own {
            check!(need(st, c, perm::MANAGE_THREADS, fault));
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
    })
}

/// A thread of its own (not on a message): private unless the body says
/// otherwise, as on Discord.
async fn thread_alone(call: Call, Path(c): Path<String>) -> Answer {
    let body_v = call.json();
    let answer = call.answer(|st, fault| {
        let c = check!(known_channel(st, &c));
        let kind = body_v["type"].as_u64().unwrap_or(12);
        match open_thread(st, p::snowflake(), c, body_v, kind, fault) {
            Ok(thread) => (StatusCode::CREATED, thread),
            Err(answer) => answer,
        }
    });
    thread_opened(&call.inner, answer.status.as_u16(), &answer.body).await;
    answer
}

async fn thread_on_message(call: Call, Path((c, m)): Path<(String, String)>) -> Answer {
    let body_v = call.json();
    let answer = call.answer(|st, fault| {
        let (Some(c), Some(m)) = (num(&c), num(&m)) else {
            return unknown_message();
        };
        if !st
            .messages
            .get(&m)
            .is_some_and(|msg| msg["channel_id"] == json!(c.to_string()))
        {
            return unknown_message();
        }
        if st.channels.contains_key(&m) {
            return err(
                StatusCode::BAD_REQUEST,
                160004,
                "A thread has already been created for this message",
            );
        }
        match open_thread(st, m, c, body_v, 11, fault) {
            Ok(thread) => {
                if let Some(msg) = st.messages.get_mut(&m) {
                    msg["thread"] = thread.clone();
                }
                (StatusCode::CREATED, thread)
            }
            Err(answer) => answer,
        }
    });
    thread_opened(&call.inner, answer.status.as_u16(), &answer.body).await;
    answer
}

async fn add_thread_member(call: Call, Path((t, u)): Path<(String, String)>) -> Answer {
    call.answer(|st, fault| {
        let (Some(t), Some(u)) = (num(&t), num(&u)) else {
            return unknown_channel();
        };
        if !st.channels.contains_key(&t) {
            return unknown_channel();
        }
        if !st.is_thread(t) {
            return err(
                StatusCode::BAD_REQUEST,
                50024,
                "Cannot execute action on this channel type",
            );
        }
        check!(need(st, t, perm::SEND_MESSAGES_IN_THREADS, fault));
        st.add_thread_member(t, u, JoinedBy::Added);
        (StatusCode::NO_CONTENT, Value::Null)
    })
}

async fn remove_thread_member(call: Call, Path((t, u)): Path<(String, String)>) -> Answer {
    call.answer(|st, fault| {
        let (Some(t), Some(u)) = (num(&t), num(&u)) else {
            return unknown_channel();
        };
        if !st.is_thread(t) {
            return unknown_channel();
        }
        let bits = if u == p::BOT_ID {
            0
        } else {
            perm::MANAGE_THREADS
        };
        check!(need(st, t, bits, fault));
        if let Some(m) = st.thread_members.get_mut(&t) {
            m.retain(|(x, _)| *x != u);
        }
        (StatusCode::NO_CONTENT, Value::Null)
    })
}

async fn thread_members(call: Call, Path(t): Path<String>) -> Answer {
    call.answer(|st, _| {
        let Some(t) = num(&t).filter(|t| st.is_thread(*t)) else {
            return unknown_channel();
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
    })
}

/// Discord tells the gateway about a new thread (THREAD_CREATE), on the
/// shard of its guild.
fn announce_thread(st: &mut World, thread: &Value) {
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
    st: &mut World,
    id: u64,
    parent: u64,
    body: &Value,
    kind: u64,
    fault: &mut Option<Fault>,
) -> Result<Value, Reply> {
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
    let guild = st.guild_of(parent).unwrap_or(p::GUILD_ID);
    if st.active_threads(guild) >= st.thread_cap() {
        // Discord's cap on a guild's active threads: 400, code 160006.
        return Err(err(
            StatusCode::BAD_REQUEST,
            160006,
            "Maximum number of active threads reached",
        ));
    }
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
    let mut thread = p::thread_channel_in(guild, id, parent, &name, archive);
    thread["type"] = json!(kind);
    st.channels.insert(id, thread.clone());
    st.add_thread_member(id, p::BOT_ID, JoinedBy::Creator);
    announce_thread(st, &thread);
    Ok(thread)
}
