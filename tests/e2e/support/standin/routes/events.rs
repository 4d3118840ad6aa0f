//! Scheduled events: list, create and edit, with Discord's checks
//! ([`invalid_event`]) and the injected write failures
//! ([`crate::support::standin::StandIn::fail_event_writes_with`]).

use super::{Answer, Call, Reply, check, err, known_guild, num};
use crate::support::payloads::{self as p, perm};
use crate::support::standin::faults::Fault;
use crate::support::standin::{Inner, World};
use axum::Router;
use axum::extract::Path;
use axum::http::StatusCode;
use axum::routing::{get, patch};
use serde_json::{Value, json};
use std::sync::Arc;

/// The routes of this family.
pub(super) fn routes() -> Router<Arc<Inner>> {
    Router::new()
        .route("/guilds/{g}/scheduled-events", get(list).post(create))
        .route("/guilds/{g}/scheduled-events/{e}", patch(edit))
}

/// Answers a scheduled event's create or edit with `write`, unless an
/// injected fault answers it (done all the same when the fault says the
/// answer was lost on the way).
fn unless_failed(
    st: &mut World,
    fault: &mut Option<Fault>,
    write: impl FnOnce(&mut World, &mut Option<Fault>) -> Reply,
) -> Reply {
    let (n, status, made) = st.faults.fail_events;
    if n == 0 {
        return write(st, fault);
    }
    st.faults.fail_events.0 -= 1;
    if made {
        let _ = write(st, fault);
    }
    *fault = Some(Fault::EventWrite { status, made });
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
    err(
        code,
        0,
        &format!("{status}: injected scheduled event failure"),
    )
}

async fn list(call: Call, Path(g): Path<String>) -> Answer {
    call.answer(|st, _| {
        let events: Vec<Value> = num(&g)
            .and_then(|g| st.server.get(&g))
            .map(|s| s.events.values().cloned().collect())
            .unwrap_or_default();
        (StatusCode::OK, Value::Array(events))
    })
}

async fn create(call: Call, Path(g): Path<String>) -> Answer {
    let body_v = call.json();
    call.answer(|st, fault| {
        unless_failed(st, fault, |st, fault| {
            let g = check!(known_guild(st, &g));
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
        })
    })
}

async fn edit(call: Call, Path((g, e)): Path<(String, String)>) -> Answer {
    let body_v = call.json();
    call.answer(|st, fault| {
        unless_failed(st, fault, |st, fault| {
            let (Some(g), Some(e)) = (num(&g), num(&e)) else {
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
        })
    })
}

/// Why Discord would refuse a scheduled event `e` (a create, or `old`
/// patched into `e`): an external event needs a location and an end, a
/// start in the future, and status moves only scheduled -> active ->
/// completed or scheduled -> cancelled; a finished event cannot change.
fn invalid_event(e: &Value, old: Option<&Value>) -> Option<Reply> {
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
