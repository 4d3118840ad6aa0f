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
use locale::{Locale, Words, ids};
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
/// first. The words are said in the member's language by the answer
/// ([`crate::commands`]' `refuse`).
pub(crate) async fn refusal(
    ctx: &Context,
    ci: &CommandInteraction,
    role: RoleId,
    option: &str,
) -> Option<Words> {
    let Some(guild) = ci.guild_id else {
        return Some(Words::new(ids::DISCORD_ROLES_NOT_IN_SERVER));
    };
    if role.get() == guild.get() {
        return Some(Words::new(ids::DISCORD_ROLES_EVERYONE));
    }
    // Discord's own answer, not the cache: a role setting is rare and
    // must not lag behind a change of owner or roles.
    let server = match Server::fetch(ctx, guild).await {
        Ok(s) => s,
        Err(e) => {
            return Some(
                Words::new(ids::DISCORD_ROLES_READ_FAILED)
                    .arg("error", e.to_string())
                    .arg("role", role.to_string()),
            );
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
/// do, in words the answer says in the member's language; nothing should
/// be created then. Defer the interaction first.
pub(crate) async fn may_give(
    ctx: &Context,
    ci: &CommandInteraction,
    role: RoleId,
    option: &str,
) -> Result<bool, Words> {
    let Some(guild) = ci.guild_id else {
        return Ok(false);
    };
    let server = Server::fetch(ctx, guild).await.map_err(|e| {
        Words::new(ids::DISCORD_ROLES_PRIZE_READ_FAILED)
            .arg("error", e.to_string())
            .arg("role", role.to_string())
    })?;
    Ok(member_refusal(ci, &server, role, option).is_none())
}

/// Why the member of `ci` could not give `role` on Discord themselves.
fn member_refusal(
    ci: &CommandInteraction,
    server: &Server,
    role: RoleId,
    option: &str,
) -> Option<Words> {
    let who = Asker::of(ci);
    let perms = server.permissions(who);
    if perms.administrator() {
        // The owner too: they have every permission.
        return None;
    }
    let role_arg = role.to_string();
    if !perms.manage_roles() {
        return Some(
            Words::new(ids::DISCORD_ROLES_MEMBER_CANNOT_GIVE)
                .arg("role", role_arg)
                .arg("option", option),
        );
    }
    let Some(target) = server.role(role) else {
        return Some(Words::new(ids::DISCORD_ROLES_NOT_OF_SERVER).arg("role", role_arg));
    };
    let top = server.highest(who.roles);
    if top.is_some_and(|t| target.rank() < t.rank()) {
        return None;
    }
    Some(match top {
        Some(t) => Words::new(ids::DISCORD_ROLES_NOT_BELOW_YOURS)
            .arg("role", role_arg)
            .arg("top", t.id.to_string()),
        None => Words::new(ids::DISCORD_ROLES_NOT_BELOW_NONE_OF_YOURS).arg("role", role_arg),
    })
}

/// Why the bot cannot hand out `role` on `server`, given its permissions
/// `app` (the interaction's `app_permissions`); `None` when it can. Reads
/// the bot's own roles from Discord.
async fn unassignable(
    ctx: &Context,
    app: Option<Permissions>,
    server: &Server,
    role: RoleId,
) -> Option<Words> {
    let role_arg = role.to_string();
    if app.is_some_and(|p| !p.manage_roles()) {
        return Some(Words::new(ids::DISCORD_ROLES_BOT_NOT_ALLOWED).arg("role", role_arg));
    }
    let bot = ctx.cache.current_user().id;
    let me = match ctx.http.get_member(server.guild, bot).await {
        Ok(m) => m,
        Err(e) => {
            return Some(
                Words::new(ids::DISCORD_ROLES_BOT_READ_FAILED)
                    .arg("error", e.to_string())
                    .arg("role", role_arg),
            );
        }
    };
    let Some(target) = server.role(role) else {
        return Some(Words::new(ids::DISCORD_ROLES_NOT_OF_SERVER).arg("role", role_arg));
    };
    if target.managed {
        return Some(Words::new(ids::DISCORD_ROLES_MANAGED).arg("role", role_arg));
    }
    let top = server.highest(&me.roles);
    if top.is_none_or(|t| target.rank() >= t.rank()) {
        return Some(match top {
            Some(t) => Words::new(ids::DISCORD_ROLES_NOT_BELOW_MINE)
                .arg("role", role_arg)
                .arg("top", t.id.to_string()),
            None => Words::new(ids::DISCORD_ROLES_NOT_BELOW_NONE_OF_MINE).arg("role", role_arg),
        });
    }
    None
}

/// One role of one server on Discord, as the host applies a change to it
/// ([`host::Host::apply_role_change`]).
struct DiscordRole<'a> {
    http: &'a Http,
    guild: GuildId,
    role: RoleId,
    /// The change's reason, said in the server's language (its audit log
    /// is the server's managers').
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
/// (nothing done), and what may or may not have been done; why in words,
/// said in the language of the report's reader.
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
    async fn holding(&self, user: &host::UserId) -> Result<Holding, Words> {
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
                    Err(Words::new(ids::DISCORD_ROLES_THEIR_ROLES_UNREAD).arg("error", why(&e)))
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
    let locale = crate::language::of_server(data, &place.guild).await;
    let reason = change.reason.text(locale);
    let server = DiscordRole {
        http,
        guild,
        role,
        reason: &reason,
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
    let words = change_failed(&role.to_string(), &change.reason, &failed);
    match &change.organizer {
        // An admin's matter: told to who set it up, privately, with her
        // next interaction (in her language); the results stand in public
        // as they are.
        Some(organizer) => data
            .told_later
            .note(organizer, Words::verbatim("🔒 ").then("", words)),
        None => {
            let text = words.text(Locale::EnUs);
            let view = View {
                words: Some(words),
                ..View::notice(place, text)
            };
            crate::post::post_view(data, view).await;
        }
    }
    Ok(())
}

/// The report of a role change that did not go through: one line per
/// member of `failed` (who, given or taken, why), for the role with id
/// `role` handed out for `reason`: words, all said in the reader's
/// language.
fn change_failed(role: &str, reason: &Words, failed: &[(String, bool, Words)]) -> Words {
    let mut lines: Option<Words> = None;
    for (u, add, why) in failed {
        let id = if *add {
            ids::DISCORD_ROLES_COULD_NOT_GIVE
        } else {
            ids::DISCORD_ROLES_COULD_NOT_TAKE
        };
        let line = Words::new(id)
            .arg("role", role)
            .arg("user", u.as_str())
            .arg("why", why.clone());
        lines = Some(match lines {
            Some(l) => l.then("\n", line),
            None => line,
        });
    }
    Words::new(ids::DISCORD_ROLES_CHANGE_FAILED)
        .arg("reason", reason.clone())
        .arg("lines", lines.unwrap_or_else(|| Words::verbatim("")))
        .arg("role", role)
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
fn why(e: &serenity::Error) -> Words {
    match status(e) {
        Some((_, 50013)) | Some((403, _)) => Words::new(ids::DISCORD_ROLES_WHY_NOT_ALLOWED),
        Some((_, 10007)) => Words::new(ids::DISCORD_ROLES_WHY_NOT_MEMBER),
        Some((_, 10011)) => Words::new(ids::DISCORD_ROLES_WHY_ROLE_GONE),
        _ => Words::new(ids::DISCORD_ROLES_WHY_DISCORD).arg("error", e.to_string()),
    }
}
