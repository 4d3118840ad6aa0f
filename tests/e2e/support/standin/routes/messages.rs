//! Messages in a channel or thread: create (with the permissions it
//! needs, Discord's checks on its body, `enforce_nonce`, an archived
//! thread opened again, an answer lost on the way), read, edit (the bot's
//! own only) and delete.

use super::{Answer, Call, Reply, check, err, known_channel, num, unknown_message};
use crate::support::payloads::{self as p, perm};
use crate::support::standin::permissions::need;
use crate::support::standin::world::{edit_message, new_message};
use crate::support::standin::{Inner, UploadedFile, id_of};
use axum::Router;
use axum::extract::Path;
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The routes of this family.
pub(super) fn routes() -> Router<Arc<Inner>> {
    Router::new()
        .route("/channels/{c}/messages", post(create))
        .route(
            "/channels/{c}/messages/{m}",
            get(read).patch(edit).delete(delete),
        )
}

async fn create(call: Call, Path(c): Path<String>) -> Answer {
    let (body_v, files) = (call.json(), &call.files[..]);
    call.answer(|st, fault| {
        let c = check!(known_channel(st, &c));
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
        // A locked thread takes messages only from those who may manage
        // threads (a moderator locked it).
        if st.channels[&c]["thread_metadata"]["locked"] == json!(true)
            && st.bot_permissions(c) & perm::MANAGE_THREADS == 0
        {
            return err(StatusCode::FORBIDDEN, 160005, "Thread is locked");
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
        check!(need(st, c, bits, fault));
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
        let msg = new_message(st, c, body_v, files, 0);
        if let Some(n) = nonce {
            st.nonces.insert((c, n), (id_of(&msg), Instant::now()));
        }
        if let Some(lost) = st.faults.lose_creates.lose(fault) {
            return lost;
        }
        (StatusCode::OK, msg)
    })
}

async fn read(call: Call, Path((c, m)): Path<(String, String)>) -> Answer {
    call.answer(|st, fault| {
        let c = num(&c).unwrap_or(0);
        match num(&m)
            .and_then(|m| st.messages.get(&m))
            .filter(|msg| msg["channel_id"] == json!(c.to_string()))
        {
            Some(msg) => {
                let msg = msg.clone();
                check!(need(st, c, perm::READ_MESSAGE_HISTORY, fault));
                (StatusCode::OK, msg)
            }
            None => unknown_message(),
        }
    })
}

async fn edit(call: Call, Path((c, m)): Path<(String, String)>) -> Answer {
    let (body_v, files) = (call.json(), &call.files[..]);
    call.answer(|st, fault| {
        let (c, m) = (num(&c).unwrap_or(0), num(&m).unwrap_or(0));
        let Some(msg) = st
            .messages
            .get(&m)
            .filter(|msg| msg["channel_id"] == json!(c.to_string()))
        else {
            return unknown_message();
        };
        if msg["author"]["id"] != json!(p::BOT_ID.to_string()) {
            return err(
                StatusCode::FORBIDDEN,
                50005,
                "Cannot edit a message authored by another user",
            );
        }
        check!(need(st, c, 0, fault));
        if let Some(bad) = invalid_edit(body_v) {
            return bad;
        }
        match edit_message(st, m, body_v, files) {
            Some(msg) => (StatusCode::OK, msg),
            None => unknown_message(),
        }
    })
}

async fn delete(call: Call, Path((c, m)): Path<(String, String)>) -> Answer {
    call.answer(|st, fault| {
        let (Some(c), Some(m)) = (num(&c), num(&m)) else {
            return unknown_message();
        };
        let from_bot = st
            .messages
            .get(&m)
            .is_some_and(|msg| msg["author"]["id"] == json!(p::BOT_ID.to_string()));
        let bits = if from_bot { 0 } else { perm::MANAGE_MESSAGES };
        check!(need(st, c, bits, fault));
        if st.delete_message(m) {
            (StatusCode::NO_CONTENT, Value::Null)
        } else {
            unknown_message()
        }
    })
}

/// Discord's checks on a message body: not empty, content at most 2,000
/// characters, at most 100 users and 100 roles in `allowed_mentions`,
/// embeds within their limits ([`invalid_embeds`]).
pub(super) fn invalid_message(body: &Value, files: &[UploadedFile]) -> Option<Reply> {
    let content = body["content"].as_str().unwrap_or("");
    if let Some(bad) = invalid_edit(body) {
        return Some(bad);
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

/// Discord's checks on the text of a message body, new or an edit (a
/// channel message's, an interaction's answer or update, a webhook's
/// edit): content at most 2,000 characters, embeds within their limits
/// ([`invalid_embeds`]).
pub(super) fn invalid_edit(body: &Value) -> Option<Reply> {
    let content = body["content"].as_str().unwrap_or("");
    if content.chars().count() > 2000 {
        return Some(err(
            StatusCode::BAD_REQUEST,
            50035,
            "Invalid Form Body (content: Must be 2000 or fewer in length.)",
        ));
    }
    invalid_embeds(&body["embeds"]).map(|why| {
        err(
            StatusCode::BAD_REQUEST,
            50035,
            &format!("Invalid Form Body ({why})"),
        )
    })
}

/// Discord's limits on a message's embeds (as its API answers them): at
/// most 10 embeds; a title of at most 256 characters, a description of at
/// most 4,096, at most 25 fields, a field's name at most 256 and value at
/// most 1,024 (neither empty), a footer at most 2,048; at most 6,000
/// characters of all of them together. `None` when they keep them.
fn invalid_embeds(embeds: &Value) -> Option<String> {
    let embeds = embeds.as_array()?;
    if embeds.len() > 10 {
        return Some("embeds: Must be 10 or fewer in length.".into());
    }
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let over = |what: &str, v: &Value, max: usize| {
            (len(v) > max).then(|| format!("embeds.{i}.{what}: Must be {max} or fewer in length."))
        };
        let fields = e["fields"].as_array().map_or(&[][..], Vec::as_slice);
        if fields.len() > 25 {
            return Some(format!("embeds.{i}.fields: Must be 25 or fewer in length."));
        }
        let mut problems = vec![
            over("title", &e["title"], 256),
            over("description", &e["description"], 4096),
            over("footer.text", &e["footer"]["text"], 2048),
        ];
        for (j, f) in fields.iter().enumerate() {
            for (key, max) in [("name", 256), ("value", 1024)] {
                problems.push(over(&format!("fields.{j}.{key}"), &f[key], max));
                if len(&f[key]) == 0 {
                    problems.push(Some(format!(
                        "embeds.{i}.fields.{j}.{key}: This field is required"
                    )));
                }
            }
            total += len(&f["name"]) + len(&f["value"]);
        }
        if let Some(p) = problems.into_iter().flatten().next() {
            return Some(p);
        }
        total += len(&e["title"]) + len(&e["description"]) + len(&e["footer"]["text"]);
    }
    (total > 6000).then(|| "embeds: Embed size exceeds maximum size of 6000".into())
}
