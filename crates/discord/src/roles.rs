//! Server roles the bot hands out (a tournament winner's role, a season's
//! top role): checking, when a role is set, that the bot may hand it out
//! (Manage Roles, and the role below the bot's highest), and applying a
//! view's [`RoleChange`] once its post is out. A change that fails is
//! reported in the view's channel; nothing else is lost.

use crate::data::Data;
use host::{Place, RoleChange, View};
use serenity::all::{Context, GuildId, Permissions, RoleId, UserId};

/// Why the bot cannot hand out `role` on server `guild`, given its
/// permissions `app` (the interaction's `app_permissions`); `None` when it
/// can. Reads the server's roles and the bot's own from Discord.
pub(crate) async fn unassignable(
    ctx: &Context,
    guild: GuildId,
    app: Option<Permissions>,
    role: RoleId,
) -> Option<String> {
    if app.is_some_and(|p| !p.manage_roles()) {
        return Some(format!(
            "I cannot hand out <@&{role}>: I am missing the **Manage Roles** permission. A server admin can grant it to my role in Server Settings → Roles, then set the role again."
        ));
    }
    if role.get() == guild.get() {
        return Some(
            "@everyone cannot be handed out: choose a role members do not all have.".into(),
        );
    }
    let http = &ctx.http;
    let roles = match http.get_guild_roles(guild).await {
        Ok(r) => r,
        Err(e) => {
            return Some(format!(
                "I could not read this server's roles ({e}), so I cannot tell whether I may hand out <@&{role}>. Try again in a moment."
            ));
        }
    };
    let bot = ctx.cache.current_user().id;
    let me = match http.get_member(guild, bot).await {
        Ok(m) => m,
        Err(e) => {
            return Some(format!(
                "I could not read my own roles on this server ({e}), so I cannot tell whether I may hand out <@&{role}>. Try again in a moment."
            ));
        }
    };
    let Some(target) = roles.iter().find(|r| r.id == role) else {
        return Some(format!(
            "<@&{role}> is not a role of this server (was it deleted?). Choose another."
        ));
    };
    if target.managed {
        return Some(format!(
            "<@&{role}> is managed by an integration (a bot's or the booster role), and Discord lets nobody hand it out. Choose another role."
        ));
    }
    let top = roles
        .iter()
        .filter(|r| me.roles.contains(&r.id))
        .max_by_key(|r| (r.position, std::cmp::Reverse(r.id)));
    let below = top.is_some_and(|t| {
        (target.position, std::cmp::Reverse(target.id)) < (t.position, std::cmp::Reverse(t.id))
    });
    if !below {
        let mine = match top {
            Some(t) => format!("my highest role, <@&{}>", t.id),
            None => "any role of mine (I have none on this server)".to_string(),
        };
        return Some(format!(
            "I cannot hand out <@&{role}>: it is not below {mine}, and Discord lets a bot hand out only roles below its own. A server admin can drag my role above <@&{role}> in Server Settings → Roles, then set the role again."
        ));
    }
    None
}

/// The role changes `views` carry, taken off them (to apply after they
/// are posted), with the place of each.
pub(crate) fn take(views: &mut [View]) -> Vec<(Place, RoleChange)> {
    views
        .iter_mut()
        .filter_map(|v| v.role_change.take().map(|c| (v.place.clone(), c)))
        .collect()
}

/// Applies role changes on their servers: removes each role from its
/// previous holders, then gives it to its new ones. What Discord refuses
/// is reported in the place's channel, saying what to do.
pub(crate) async fn apply(ctx: &Context, data: &Data, changes: Vec<(Place, RoleChange)>) {
    for (place, change) in changes {
        let Ok(guild) = place.guild.parse::<u64>().map(GuildId::new) else {
            continue;
        };
        let Ok(role) = change.role.parse::<u64>().map(RoleId::new) else {
            continue;
        };
        let reason = change.reason.as_str();
        let mut failed: Vec<(String, bool, String)> = Vec::new();
        let users = |ids: &[String]| {
            ids.iter()
                .filter_map(|u| u.parse::<u64>().ok().map(UserId::new))
                .collect::<Vec<_>>()
        };
        for user in users(&change.remove) {
            if let Err(e) = ctx
                .http
                .remove_member_role(guild, user, role, Some(reason))
                .await
            {
                failed.push((user.to_string(), false, why(&e)));
            }
        }
        for user in users(&change.add) {
            if let Err(e) = ctx
                .http
                .add_member_role(guild, user, role, Some(reason))
                .await
            {
                failed.push((user.to_string(), true, why(&e)));
            }
        }
        if failed.is_empty() {
            continue;
        }
        tracing::warn!(
            "role {role} on server {guild}: {} changes failed",
            failed.len()
        );
        let lines: Vec<String> = failed
            .iter()
            .map(|(u, add, why)| {
                if *add {
                    format!("• could not give <@&{role}> to <@{u}>: {why}")
                } else {
                    format!("• could not take <@&{role}> from <@{u}>: {why}")
                }
            })
            .collect();
        let text = format!(
            "The role change for the {reason} did not go through:\n{}\nA server admin can make sure I have **Manage Roles** and that my role is above <@&{role}> (Server Settings → Roles), then change it by hand. Nothing else is affected.",
            lines.join("\n")
        );
        crate::post::post_view(ctx, data, View::notice(&place, text)).await;
    }
}

/// Why Discord refused a role change, in words a server admin can act on.
fn why(e: &serenity::Error) -> String {
    let code = match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    };
    match code {
        Some((_, 50013)) | Some((403, _)) => {
            "I am missing **Manage Roles**, or the role is not below mine".to_string()
        }
        Some((_, 10007)) => "they are no longer a member of this server".to_string(),
        Some((_, 10011)) => "the role no longer exists".to_string(),
        _ => format!("Discord answered: {e}"),
    }
}
