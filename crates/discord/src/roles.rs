//! Server roles the bot hands out (a tournament winner's role, a season's
//! top role): checking, when a role is set, that the member setting it
//! could give it themselves (server owner, Administrator, or Manage Roles
//! with the role below their own highest, all on the server:
//! [`crate::server_permissions`]) and that the bot may hand it out
//! (Manage Roles, and the role below the bot's highest), and applying a
//! view's [`RoleChange`] once its post is out: a job of the post in the
//! outbox ([`apply`], called by [`crate::outbox`]). A call Discord fails
//! for a moment (429, 5xx, a timeout) makes the job be tried again with
//! the outbox's backoff; what Discord refuses is reported in the view's
//! channel, and the job is done. A server's role jobs go one at a time in
//! its own lane of the outbox ([`host::Host::role_job_in_turn`]), so a job
//! tried again holds up the later ones instead of undoing them.

use crate::data::Data;
use crate::server_permissions::{Asker, Server};
use host::{Holding, Place, RoleChange, RoleFailure, RoleServer, View};
use serenity::all::{CommandInteraction, Context, GuildId, Http, Permissions, RoleId, UserId};
use std::sync::Mutex;

/// Why `role`, given as option `option` of command `ci`, may not be
/// attached to what the bot hands out; `None` when it may. Both must hold:
/// the command's member could give the role on Discord themselves (the
/// server's owner, an Administrator, or Manage Roles with the role below
/// their highest role), and the bot can (see [`unassignable`]). Their
/// permissions are theirs on the server, from their roles
/// ([`crate::server_permissions`]), never the interaction's channel
/// permissions. Reads the server from Discord: defer the interaction
/// first.
pub(crate) async fn refusal(
    ctx: &Context,
    ci: &CommandInteraction,
    role: RoleId,
    option: &str,
) -> Option<String> {
    let Some(guild) = ci.guild_id else {
        return Some("Roles belong to a server: use this command in one of its channels.".into());
    };
    if role.get() == guild.get() {
        return Some(
            "@everyone cannot be handed out: choose a role members do not all have.".into(),
        );
    }
    // Discord's own answer, not the cache: a role setting is rare and
    // must not lag behind a change of owner or roles.
    let server = match Server::fetch(ctx, guild).await {
        Ok(s) => s,
        Err(e) => {
            return Some(format!(
                "I could not read this server's roles ({e}), so I cannot tell whether <@&{role}> may be handed out. Try again in a moment."
            ));
        }
    };
    if let Some(why) = member_refusal(ci, &server, role, option) {
        return Some(why);
    }
    unassignable(ctx, ci.app_permissions, &server, role).await
}

/// Whether the member of `ci` could give `role` on Discord herself (the
/// decision a tournament, series or season records as its
/// [`host::RoleGrant`], so that the server's role is a prize only of what
/// such a member set up). The same rule as [`refusal`]'s for the member:
/// [`member_refusal`]. An error (Discord could not be read) says what to
/// do; nothing should be created then. Defer the interaction first.
pub(crate) async fn may_give(
    ctx: &Context,
    ci: &CommandInteraction,
    role: RoleId,
    option: &str,
) -> Result<bool, String> {
    let Some(guild) = ci.guild_id else {
        return Ok(false);
    };
    let server = Server::fetch(ctx, guild).await.map_err(|e| {
        format!(
            "I could not read this server's roles ({e}), so I cannot tell whether you may make <@&{role}> a prize. Try again in a moment."
        )
    })?;
    Ok(member_refusal(ci, &server, role, option).is_none())
}

/// Why the member of `ci` could not give `role` on Discord themselves.
fn member_refusal(
    ci: &CommandInteraction,
    server: &Server,
    role: RoleId,
    option: &str,
) -> Option<String> {
    let who = Asker::of(ci);
    let perms = server.permissions(who);
    if perms.administrator() {
        // The owner too: they have every permission.
        return None;
    }
    let leave_out =
        format!("Ask a server admin to set it, or leave `{option}` out (nothing was changed).");
    if !perms.manage_roles() {
        return Some(format!(
            "You cannot attach <@&{role}>: I hand a role out only for members who could give it themselves (the server owner, an Administrator, or a member with **Manage Roles** on the server, from a role: Manage Permissions on one channel does not count), and you have none of these. {leave_out}"
        ));
    }
    let Some(target) = server.role(role) else {
        return Some(format!(
            "<@&{role}> is not a role of this server (was it deleted?). Choose another."
        ));
    };
    let top = server.highest(who.roles);
    if top.is_some_and(|t| target.rank() < t.rank()) {
        return None;
    }
    let yours = match top {
        Some(t) => format!("your highest role, <@&{}>", t.id),
        None => "any role of yours (you have none on this server)".to_string(),
    };
    Some(format!(
        "You cannot attach <@&{role}>: it is not below {yours}, and with **Manage Roles** Discord lets a member give only roles below their own. Choose a role below yours, or ask a server admin to set this one (nothing was changed)."
    ))
}

/// Why the bot cannot hand out `role` on `server`, given its permissions
/// `app` (the interaction's `app_permissions`); `None` when it can. Reads
/// the bot's own roles from Discord.
async fn unassignable(
    ctx: &Context,
    app: Option<Permissions>,
    server: &Server,
    role: RoleId,
) -> Option<String> {
    if app.is_some_and(|p| !p.manage_roles()) {
        return Some(format!(
            "I cannot hand out <@&{role}>: I am missing the **Manage Roles** permission. A server admin can grant it to my role in Server Settings → Roles, then set the role again."
        ));
    }
    let bot = ctx.cache.current_user().id;
    let me = match ctx.http.get_member(server.guild, bot).await {
        Ok(m) => m,
        Err(e) => {
            return Some(format!(
                "I could not read my own roles on this server ({e}), so I cannot tell whether I may hand out <@&{role}>. Try again in a moment."
            ));
        }
    };
    let Some(target) = server.role(role) else {
        return Some(format!(
            "<@&{role}> is not a role of this server (was it deleted?). Choose another."
        ));
    };
    if target.managed {
        return Some(format!(
            "<@&{role}> is managed by an integration (a bot's or the booster role), and Discord lets nobody hand it out. Choose another role."
        ));
    }
    let top = server.highest(&me.roles);
    if top.is_none_or(|t| target.rank() >= t.rank()) {
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

/// One role of one server on Discord, as the host applies a change to it
/// ([`host::Host::apply_role_change`]).
struct DiscordRole<'a> {
    http: &'a Http,
    guild: GuildId,
    role: RoleId,
    reason: &'a str,
    /// The first failure that may pass (its status), if a call had one:
    /// the change is then tried again.
    momentary: Mutex<Option<String>>,
}

impl DiscordRole<'_> {
    fn user(id: &str) -> Result<UserId, RoleFailure> {
        id.parse::<u64>()
            .ok()
            .filter(|&n| n != 0)
            .map(UserId::new)
            .ok_or(RoleFailure::NotMember)
    }

    /// Notes `e` when it may pass (429, 5xx, a timeout, a failed
    /// connection).
    fn note(&self, e: &serenity::Error) {
        let status = match status(e) {
            Some((s, _)) if s == 408 || s == 429 || s >= 500 => s.to_string(),
            Some(_) => return,
            None => "network".to_string(),
        };
        let mut m = self.momentary.lock().unwrap_or_else(|e| e.into_inner());
        m.get_or_insert(status);
    }

    fn failure(&self, e: &serenity::Error) -> RoleFailure {
        self.note(e);
        failure(e)
    }
}

/// A refusal as the host reads it: gone members, what Discord refused
/// (nothing done), and what may or may not have been done.
fn failure(e: &serenity::Error) -> RoleFailure {
    match status(e) {
        Some((_, 10007)) => RoleFailure::NotMember,
        Some((s, _)) if (400..500).contains(&s) && s != 429 && s != 408 => {
            RoleFailure::Refused(why(e))
        }
        _ => RoleFailure::Unknown(why(e)),
    }
}

impl RoleServer for DiscordRole<'_> {
    async fn holding(&self, user: &host::UserId) -> Result<Holding, String> {
        let Ok(u) = Self::user(user) else {
            return Ok(Holding::NotMember);
        };
        match self.http.get_member(self.guild, u).await {
            Ok(m) if m.roles.contains(&self.role) => Ok(Holding::Has),
            Ok(_) => Ok(Holding::Lacks),
            Err(e) => match status(&e) {
                Some((_, 10007)) => Ok(Holding::NotMember),
                _ => {
                    self.note(&e);
                    Err(format!("I could not read their roles ({})", why(&e)))
                }
            },
        }
    }

    async fn give(&self, user: &host::UserId) -> Result<(), RoleFailure> {
        let u = Self::user(user)?;
        self.http
            .add_member_role(self.guild, u, self.role, Some(self.reason))
            .await
            .map_err(|e| self.failure(&e))
    }

    async fn take(&self, user: &host::UserId) -> Result<(), RoleFailure> {
        let u = Self::user(user)?;
        self.http
            .remove_member_role(self.guild, u, self.role, Some(self.reason))
            .await
            .map_err(|e| self.failure(&e))
    }
}

/// Applies a role change on the server of `place`, through the host
/// (which holds the role's lease, reads who has it, decides and keeps the
/// records): the new holders get the role, and the previous holders of
/// the same source lose it unless it is theirs by hand or by another
/// source. Applying it again is harmless: who has the role is read anew.
/// `order` is the change's place in the order written (its post's id): a
/// change older than one begun already is skipped, never undoing it.
///
/// An error: a call failed in a way that may pass (its status: `429`,
/// `503`, `network`), or the host could not keep its records; the job is
/// tried again later and nothing is reported. Otherwise what Discord
/// refused is reported, saying what to do, to who set the change up
/// ([`RoleChange::organizer`], privately with her next interaction; the
/// place's channel for a change stored before it was kept), and the job
/// is done.
pub(crate) async fn apply(
    http: &Http,
    data: &Data,
    place: &Place,
    change: &RoleChange,
    order: i64,
) -> Result<(), String> {
    let Ok(guild) = place.guild.parse::<u64>().map(GuildId::new) else {
        return Ok(());
    };
    let Ok(role) = change.role.parse::<u64>().map(RoleId::new) else {
        return Ok(());
    };
    let reason = change.reason.as_str();
    let server = DiscordRole {
        http,
        guild,
        role,
        reason,
        momentary: Mutex::new(None),
    };
    let failed = match data
        .host
        .apply_role_change(&place.guild, change, order, &server)
        .await
    {
        Ok(outcome) => outcome.failed,
        Err(e) => {
            tracing::warn!("role {role} on server {guild}: {e}; trying again later");
            return Err("store".to_string());
        }
    };
    if let Some(status) = server
        .momentary
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
    {
        // What was done is recorded; the rest is done at the next try.
        return Err(status);
    }
    if failed.is_empty() {
        return Ok(());
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
    match &change.organizer {
        // An admin's matter: told to who set it up, privately, with her
        // next interaction; the results stand in public as they are.
        Some(organizer) => data.told_later.note(organizer, format!("🔒 {text}")),
        None => {
            crate::post::post_view(data, View::notice(place, text)).await;
        }
    }
    Ok(())
}

/// Discord's answer to a failed request: (HTTP status, error code).
fn status(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

/// Why Discord refused a role change, in words a server admin can act on.
fn why(e: &serenity::Error) -> String {
    match status(e) {
        Some((_, 50013)) | Some((403, _)) => {
            "I am missing **Manage Roles**, or the role is not below mine".to_string()
        }
        Some((_, 10007)) => "they are no longer a member of this server".to_string(),
        Some((_, 10011)) => "the role no longer exists".to_string(),
        _ => format!("Discord answered: {e}"),
    }
}
