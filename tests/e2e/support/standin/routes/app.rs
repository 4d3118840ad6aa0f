//! The application's own routes: where the gateway is, who the bot is,
//! and the slash commands it registers (globally or in a guild; each
//! checked to parse as serenity's `Command`).

use super::{Answer, Call, check, known_guild, missing_access, num};
use crate::support::payloads as p;
use crate::support::standin::Inner;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::get;
use serde_json::{Value, json};
use std::sync::Arc;

/// The routes of this family.
pub(super) fn routes() -> Router<Arc<Inner>> {
    Router::new()
        .route("/gateway", get(gateway))
        .route("/gateway/bot", get(gateway_bot))
        .route("/users/@me", get(me))
        .route("/oauth2/applications/@me", get(application))
        .route(
            "/applications/{app}/commands",
            get(global_commands).put(register_global),
        )
        .route(
            "/applications/{app}/guilds/{g}/commands",
            get(guild_commands).put(register_in_guild),
        )
}

/// The gateway's address.
fn ws_url(inner: &Inner) -> String {
    inner.base.replace("http://", "ws://") + "/ws"
}

async fn gateway(State(inner): State<Arc<Inner>>) -> Answer {
    (StatusCode::OK, json!({"url": ws_url(&inner)})).into()
}

async fn gateway_bot(State(inner): State<Arc<Inner>>) -> Answer {
    (
        StatusCode::OK,
        json!({"url": ws_url(&inner), "shards": 1, "session_start_limit":
            {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}),
    )
        .into()
}

async fn me() -> Answer {
    (StatusCode::OK, p::bot_user()).into()
}

async fn application() -> Answer {
    (
        StatusCode::OK,
        json!({
            "id": p::BOT_ID.to_string(), "name": "Cruise Pawns", "icon": null,
            "description": "", "rpc_origins": [], "bot_public": true,
            "bot_require_code_grant": false, "terms_of_service_url": null,
            "privacy_policy_url": null, "owner": p::user(p::TestUser{id: p::OWNER_ID, name: "owner"}),
            "verify_key": "00", "team": null, "flags": 8953856, "summary": "",
        }),
    )
        .into()
}

async fn register_global(call: Call) -> Answer {
    call.answer(|st, _| {
        let cmds = command_response(call.body.as_ref(), None);
        st.commands_global = cmds.clone();
        (StatusCode::OK, Value::Array(cmds))
    })
}

async fn register_in_guild(call: Call, Path((_app, g)): Path<(String, String)>) -> Answer {
    call.answer(|st, _| {
        if st.refuse_registrations > 0 {
            st.refuse_registrations -= 1;
            return missing_access();
        }
        // A guild the bot is not in.
        let g = check!(known_guild(st, &g));
        let cmds = command_response(call.body.as_ref(), Some(g));
        st.commands_guild.insert(g, cmds.clone());
        (StatusCode::OK, Value::Array(cmds))
    })
}

async fn global_commands(call: Call) -> Answer {
    call.answer(|st, _| (StatusCode::OK, Value::Array(st.commands_global.clone())))
}

async fn guild_commands(call: Call, Path((_app, g)): Path<(String, String)>) -> Answer {
    call.answer(|st, _| {
        let cmds = num(&g)
            .and_then(|g| st.commands_guild.get(&g).cloned())
            .unwrap_or_default();
        (StatusCode::OK, Value::Array(cmds))
    })
}

/// The commands of a registration as Discord answers them (ids,
/// version, defaults), each checked to parse as serenity's `Command`.
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
