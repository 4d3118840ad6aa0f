//! An interaction's callback (within the 3-second window, once) and its
//! webhook: the original response and follow-ups, for 15 minutes after a
//! successful callback.

use super::messages::{invalid_edit, invalid_message};
use super::{Answer, Call, Reply, check, err, num, unknown_message};
use crate::support::standin::faults::{AnswerKind, Fault, failed_answer};
use crate::support::standin::interactions::{INTERACTION_WINDOW, TOKEN_LIFETIME};
use crate::support::standin::world::{created, edit_message, new_message};
use crate::support::standin::{Inner, SentInteraction, World, id_of};
use axum::Router;
use axum::extract::Path;
use axum::http::StatusCode;
use axum::routing::{patch, post};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Instant;

/// The routes of this family.
pub(super) fn routes() -> Router<Arc<Inner>> {
    Router::new()
        .route("/interactions/{id}/{token}/callback", post(callback))
        .route("/webhooks/{app}/{token}", post(follow_up))
        .route(
            "/webhooks/{app}/{token}/messages/@original",
            patch(edit_original).get(original).delete(delete_original),
        )
        .route(
            "/webhooks/{app}/{token}/messages/{m}",
            patch(edit_follow_up).delete(delete_follow_up),
        )
}

async fn callback(call: Call, Path((_id, token)): Path<(String, String)>) -> Answer {
    let (body_v, files, arrived) = (call.json(), &call.files[..], call.arrived);
    call.answer(|st, fault| {
        let Some(sent) = st.interactions.get(&token).cloned() else {
            return err(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        };
        if let Some(failed) = failed_answer(st, AnswerKind::Callback, fault) {
            return failed;
        }
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
                let msg = new_message(st, sent.channel, &data, files, 20);
                st.originals.insert(token, id_of(&msg));
            }
            Some(5) => {
                let mut d = data.clone();
                d["content"] = json!("");
                let msg = new_message(st, sent.channel, &d, files, 20);
                st.originals.insert(token.clone(), id_of(&msg));
                st.deferred.push(token);
            }
            Some(7) => {
                if let Some(bad) = invalid_edit(&data) {
                    return bad;
                }
                // Update the message the component is on.
                if let Some(m) = sent.message {
                    edit_message(st, m, &data, files);
                }
            }
            _ => {}
        }
        if let Some(lost) = st.faults.lose_callbacks.lose(fault) {
            return lost;
        }
        (StatusCode::NO_CONTENT, Value::Null)
    })
}

async fn edit_original(call: Call, Path((_app, token)): Path<(String, String)>) -> Answer {
    let (body_v, files, arrived) = (call.json(), &call.files[..], call.arrived);
    call.answer(|st, fault| {
        check!(webhook_token(st, &token, arrived, fault));
        let Some(id) = st.originals.get(&token).copied() else {
            return unknown_message();
        };
        if let Some(bad) = invalid_edit(body_v) {
            return bad;
        }
        match edit_message(st, id, body_v, files) {
            Some(msg) => {
                // The first edit of a deferred response is its real
                // content: it pings as a new message would.
                if let Some(i) = st.deferred.iter().position(|t| *t == token) {
                    st.deferred.remove(i);
                    let channel = msg["channel_id"].as_str().and_then(|c| c.parse().ok());
                    let mut b = body_v.clone();
                    b["flags"] = msg["flags"].clone();
                    created(st, id, channel.unwrap_or(0), &b);
                }
                (StatusCode::OK, msg)
            }
            None => unknown_message(),
        }
    })
}

async fn original(call: Call, Path((_app, token)): Path<(String, String)>) -> Answer {
    call.answer(|st, fault| {
        check!(webhook_token(st, &token, call.arrived, fault));
        match st.originals.get(&token).and_then(|id| st.messages.get(id)) {
            Some(msg) => (StatusCode::OK, msg.clone()),
            None => unknown_message(),
        }
    })
}

async fn delete_original(call: Call, Path((_app, token)): Path<(String, String)>) -> Answer {
    call.answer(|st, fault| {
        check!(webhook_token(st, &token, call.arrived, fault));
        match st.originals.get(&token).copied() {
            Some(id) => {
                st.delete_message(id);
                // Deleting resolves a deferral's loading state: follow-ups
                // are new messages from now on.
                st.deferred.retain(|t| *t != token);
                (StatusCode::NO_CONTENT, Value::Null)
            }
            None => unknown_message(),
        }
    })
}

async fn follow_up(call: Call, Path((_app, token)): Path<(String, String)>) -> Answer {
    let (body_v, files) = (call.json(), &call.files[..]);
    call.answer(|st, fault| {
        check!(webhook_token(st, &token, call.arrived, fault));
        let Some(channel) = st.token_channel.get(&token).copied() else {
            return err(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
        };
        if let Some(failed) = failed_answer(st, AnswerKind::Followup, fault) {
            return failed;
        }
        if let Some(bad) = invalid_message(body_v, files) {
            return bad;
        }
        // A follow-up sent while a deferral still shows "thinking…" is
        // taken as resolving it (Discord's backwards compatibility): it
        // fills in the deferred message, whose flags (ephemeral or not)
        // it keeps, whatever flags it asks for.
        if let Some(i) = st.deferred.iter().position(|t| *t == token)
            && let Some(id) = st.originals.get(&token).copied()
        {
            st.deferred.remove(i);
            let mut b = body_v.clone();
            b["flags"] = st
                .messages
                .get(&id)
                .map_or(json!(0), |m| m["flags"].clone());
            return match edit_message(st, id, &b, files) {
                Some(msg) => {
                    let channel = msg["channel_id"].as_str().and_then(|c| c.parse().ok());
                    created(st, id, channel.unwrap_or(0), &b);
                    (StatusCode::OK, msg)
                }
                None => unknown_message(),
            };
        }
        let msg = new_message(st, channel, body_v, files, 0);
        (StatusCode::OK, msg)
    })
}

async fn edit_follow_up(
    call: Call,
    Path((_app, token, m)): Path<(String, String, String)>,
) -> Answer {
    let (body_v, files) = (call.json(), &call.files[..]);
    call.answer(|st, fault| {
        check!(webhook_token(st, &token, call.arrived, fault));
        if let Some(bad) = invalid_edit(body_v) {
            return bad;
        }
        match num(&m).and_then(|m| edit_message(st, m, body_v, files)) {
            Some(msg) => (StatusCode::OK, msg),
            None => unknown_message(),
        }
    })
}

async fn delete_follow_up(
    call: Call,
    Path((_app, token, m)): Path<(String, String, String)>,
) -> Answer {
    call.answer(|st, fault| {
        check!(webhook_token(st, &token, call.arrived, fault));
        match num(&m).filter(|&m| st.delete_message(m)) {
            Some(_) => (StatusCode::NO_CONTENT, Value::Null),
            None => unknown_message(),
        }
    })
}

/// The interaction behind a webhook token, if the token may still be used
/// for follow-ups: known, answered by a successful callback, younger than
/// 15 minutes.
fn webhook_token(
    st: &World,
    token: &str,
    arrived: Instant,
    fault: &mut Option<Fault>,
) -> Result<SentInteraction, Reply> {
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
