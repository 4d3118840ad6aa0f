//! A guild, its members and roles, and the member role changes the bot
//! makes (Manage Roles, and only roles below the bot's highest, never a
//! managed one, as on Discord).

use super::{Answer, Call, check, err, known_guild, missing_access, num};
use crate::support::payloads::{self as p, perm};
use crate::support::standin::Inner;
use crate::support::standin::faults::Fault;
use crate::support::standin::permissions::role_rank;
use axum::Router;
use axum::extract::Path;
use axum::http::{Method, StatusCode};
use axum::routing::{get, put};
use serde_json::Value;
use std::sync::Arc;

/// The routes of this family.
pub(super) fn routes() -> Router<Arc<Inner>> {
    Router::new()
        .route("/guilds/{g}", get(guild))
        .route("/guilds/{g}/members/{u}", get(member))
        .route("/guilds/{g}/roles", get(roles))
        .route(
            "/guilds/{g}/members/{u}/roles/{r}",
            put(change_role).delete(change_role),
        )
}

async fn guild(call: Call, Path(g): Path<String>) -> Answer {
    call.answer(|st, _| {
        let g = check!(known_guild(st, &g));
        st.ensure_personal_roles(g);
        let guild = st.guild_object(g).expect("known guild");
        (StatusCode::OK, guild)
    })
}

async fn member(call: Call, Path((g, u)): Path<(String, String)>) -> Answer {
    call.answer(|st, _| {
        let (g, u) = (num(&g).unwrap_or(0), num(&u).unwrap_or(0));
        match st.member_object(g, u) {
            Some(m) => (StatusCode::OK, m),
            None => err(StatusCode::NOT_FOUND, 10007, "Unknown Member"),
        }
    })
}

async fn roles(call: Call, Path(g): Path<String>) -> Answer {
    call.answer(|st, _| {
        let g = check!(known_guild(st, &g));
        st.ensure_personal_roles(g);
        (StatusCode::OK, Value::Array(st.role_objects(g)))
    })
}

/// `PUT` (add) or `DELETE` (remove) a role of a member.
async fn change_role(
    call: Call,
    method: Method,
    Path((g, u, r)): Path<(String, String, String)>,
) -> Answer {
    call.answer(|st, fault| {
        let (n, status) = st.faults.fail_roles;
        if n > 0 {
            st.faults.fail_roles.0 -= 1;
            *fault = Some(Fault::RoleChange(status));
            let code = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
            return err(code, 0, &format!("{status}: injected role change failure"));
        }
        let (Some(g), Some(u), Some(r)) = (num(&g), num(&u), num(&r)) else {
            return err(StatusCode::NOT_FOUND, 10011, "Unknown Role");
        };
        let member_fault = st.faults.fail_roles_of.get(&u).copied();
        if let Some((status, false)) = member_fault {
            *fault = Some(Fault::MemberRoleChange {
                status,
                made: false,
            });
            let code = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
            return err(code, 0, &format!("{status}: injected role change failure"));
        }
        if !st.guilds.iter().any(|x| x.id == g) {
            return missing_access();
        }
        if st.bot_guild_permissions(g) & perm::MANAGE_ROLES == 0 {
            *fault = Some(Fault::MissingPermissions(perm::MANAGE_ROLES));
            return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        let top = st.top_rank(g, p::BOT_ID);
        let Some(role) = st.server.get(&g).and_then(|s| s.roles.get(&r)).cloned() else {
            return err(StatusCode::NOT_FOUND, 10011, "Unknown Role");
        };
        // Discord: a bot may hand out only roles below its highest one
        // (by position, then id), and never a managed (integration) role.
        if role_rank(role.position, r) >= top || role.managed {
            *fault = Some(Fault::MissingPermissions(perm::MANAGE_ROLES));
            return err(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
        }
        if u != p::BOT_ID && !st.members.contains_key(&u) {
            return err(StatusCode::NOT_FOUND, 10007, "Unknown Member");
        }
        let server = st.server.entry(g).or_default();
        let roles = server.member_roles.entry(u).or_default();
        let add = method == Method::PUT;
        if add {
            if !roles.contains(&r) {
                roles.push(r);
            }
        } else {
            roles.retain(|x| *x != r);
        }
        server.role_log.push((u, r, add));
        if let Some((status, true)) = member_fault {
            // Done, but the answer is lost on the way back.
            *fault = Some(Fault::MemberRoleChange { status, made: true });
            let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            return err(code, 0, &format!("{status}: the answer was lost"));
        }
        (StatusCode::NO_CONTENT, Value::Null)
    })
}
