//! Permissions as Discord computes them: the @everyone role's bits with
//! those of every role a member has (all of them for Administrator or the
//! guild's owner), roles ordered by position then id; a member's
//! permissions in a channel with its permission overwrites (@everyone's,
//! then the member's roles' together, then the member's own; threads
//! inherit their parent's; nothing at all without View Channel), which is
//! what an interaction's `member.permissions` carries; the bot's
//! permissions per channel (threads inherit their parent's) and
//! server-wide; and [`need`], the check a REST call makes (403 50001 /
//! 50013). A change a test makes once the bot is connected reaches it as
//! Discord's gateway tells it (GUILD_ROLE_CREATE, GUILD_ROLE_UPDATE,
//! CHANNEL_UPDATE, GUILD_UPDATE), so its cache stays true.

use super::faults::Fault;
use super::routes::err;
use super::{StandIn, World};
use crate::support::payloads::{self as p, TestUser, perm};
use axum::http::StatusCode;
use serde_json::{Value, json};
use std::collections::HashMap;

/// One role of a guild.
#[derive(Clone)]
pub(super) struct RoleModel {
    pub(super) name: String,
    /// 1 is just above @everyone (0); higher is above.
    pub(super) position: u64,
    /// Managed by an integration: nobody may hand it out.
    pub(super) managed: bool,
    /// Its permission bits.
    pub(super) permissions: u64,
}

/// One permission overwrite of a channel.
struct Overwrite {
    /// The role's (the guild's: @everyone) or the member's id.
    id: u64,
    /// A role's (type 0), else a member's (type 1).
    role: bool,
    allow: u64,
    deny: u64,
}

/// Whom a channel's permission overwrite is for ([`StandIn::set_overwrite`]).
#[derive(Debug, Clone, Copy)]
pub enum OverwriteFor {
    /// A role (the guild's id: @everyone).
    Role(u64),
    /// One member.
    Member(u64),
}

/// Where a role stands in a guild's order, as Discord compares roles:
/// by position, then by id (at one position, the older role, with the
/// lower id, is higher). Greater is higher.
pub(super) fn role_rank(position: u64, id: u64) -> (u64, std::cmp::Reverse<u64>) {
    (position, std::cmp::Reverse(id))
}

/// A guild's roles, its members' roles and its scheduled events, as far
/// as a test set them up ([`StandIn::add_role`]); the @everyone role
/// (position 0, id = the guild's) is implied, with
/// `everyone_perms` (default [`p::MEMBER_PERMISSIONS`]).
#[derive(Default)]
pub(super) struct ServerModel {
    /// Roles by id (not @everyone).
    pub(super) roles: HashMap<u64, RoleModel>,
    /// The @everyone role's permissions, where a test set them.
    pub(super) everyone_perms: Option<u64>,
    /// The guild's owner, where a test set one (else [`p::OWNER_ID`]).
    pub(super) owner: Option<u64>,
    /// User -> the role holding their [`StandIn::set_member_permissions`].
    pub(super) personal_roles: HashMap<u64, u64>,
    /// User (the bot too) -> role ids.
    pub(super) member_roles: HashMap<u64, Vec<u64>>,
    /// The bot's server-wide permissions, where a test set them (else the
    /// bot's default permissions).
    pub(super) bot_perms: Option<u64>,
    /// Scheduled events by id, in Discord's shape.
    pub(super) events: HashMap<u64, Value>,
    /// Every role change the bot made: (user, role, added).
    pub(super) role_log: Vec<(u64, u64, bool)>,
}

impl World {
    /// The channel whose permissions apply (a thread's parent).
    pub(super) fn perm_channel(&self, channel: u64) -> u64 {
        if self.is_thread(channel) {
            self.channels[&channel]["parent_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .unwrap_or(channel)
        } else {
            channel
        }
    }

    pub(super) fn bot_permissions(&self, channel: u64) -> u64 {
        let c = self.perm_channel(channel);
        perm::effective(self.bot_perms.get(&c).copied().unwrap_or(self.bot_default))
    }

    /// The bot's server-wide permissions in `guild` (Manage Roles, Manage
    /// Events): a test's setting, else its default permissions.
    pub(super) fn bot_guild_permissions(&self, guild: u64) -> u64 {
        perm::effective(
            self.server
                .get(&guild)
                .and_then(|s| s.bot_perms)
                .unwrap_or(self.bot_default),
        )
    }

    /// Where `role` stands in `guild`'s order ([`role_rank`]); @everyone
    /// lowest; `None` for a role the guild does not have.
    pub(super) fn role_rank(&self, guild: u64, role: u64) -> Option<(u64, std::cmp::Reverse<u64>)> {
        if role == guild {
            return Some(role_rank(0, role));
        }
        let r = self.server.get(&guild)?.roles.get(&role)?;
        Some(role_rank(r.position, role))
    }

    /// The rank of `user`'s highest role in `guild` (@everyone's if none).
    pub(super) fn top_rank(&self, guild: u64, user: u64) -> (u64, std::cmp::Reverse<u64>) {
        self.roles_of(guild, user)
            .into_iter()
            .filter_map(|r| self.role_rank(guild, r))
            .max()
            .unwrap_or(role_rank(0, guild))
    }

    /// Gives each member with [`StandIn::set_member_permissions`] their
    /// role of their own in `guild` (made the first time it is needed).
    pub(super) fn ensure_personal_roles(&mut self, guild: u64) {
        let wanted: Vec<(u64, u64)> = self.member_perms.iter().map(|(u, b)| (*u, *b)).collect();
        let server = self.server.entry(guild).or_default();
        let mut changed = Vec::new();
        for (user, bits) in wanted {
            let id = *server
                .personal_roles
                .entry(user)
                .or_insert_with(p::snowflake);
            let role = RoleModel {
                name: format!("permissions of {user}"),
                position: 1,
                managed: false,
                permissions: bits,
            };
            let before = server.roles.insert(id, role);
            if before.as_ref().is_none_or(|r| r.permissions != bits) {
                changed.push((id, before.is_none()));
            }
            let roles = server.member_roles.entry(user).or_default();
            if !roles.contains(&id) {
                roles.push(id);
            }
        }
        for (id, new) in changed {
            self.tell_role(guild, id, new);
        }
    }

    /// Tells the bot (if connected) that role `id` of `guild` was created
    /// (`new`) or changed, as Discord's gateway does.
    pub(super) fn tell_role(&mut self, guild: u64, id: u64, new: bool) {
        let Some(role) = self
            .role_objects(guild)
            .into_iter()
            .find(|r| r["id"] == json!(id.to_string()))
        else {
            return;
        };
        let t = if new {
            "GUILD_ROLE_CREATE"
        } else {
            "GUILD_ROLE_UPDATE"
        };
        self.send_dispatch(
            guild,
            t,
            json!({"guild_id": guild.to_string(), "role": role}),
        );
    }

    /// Tells the bot (if connected) that channel `id` changed
    /// (CHANNEL_UPDATE, with the whole channel).
    pub(super) fn tell_channel(&mut self, id: u64) {
        let (Some(c), Some(guild)) = (self.channels.get(&id).cloned(), self.guild_of(id)) else {
            return;
        };
        self.send_dispatch(guild, "CHANNEL_UPDATE", c);
    }

    /// `user`'s permissions in `channel` (a thread: its parent), as
    /// Discord computes them and sends them as an interaction's
    /// `member.permissions`: the server-wide ones
    /// ([`World::member_permissions`]; all for Administrator or the
    /// owner), then the channel's overwrites: @everyone's, the member's
    /// roles' together, the member's own (each: deny, then allow); without
    /// View Channel, none.
    pub(super) fn channel_permissions(&mut self, guild: u64, user: u64, channel: u64) -> u64 {
        let base = self.member_permissions(guild, user);
        if base & perm::ADMINISTRATOR != 0 {
            return perm::ALL;
        }
        let roles = self.roles_of(guild, user);
        let overwrites = self.overwrites(self.perm_channel(channel));
        let mut bits = base;
        let mut apply = |allow: u64, deny: u64| bits = (bits & !deny) | allow;
        for o in overwrites.iter().filter(|o| o.role && o.id == guild) {
            apply(o.allow, o.deny);
        }
        let (allow, deny) = overwrites
            .iter()
            .filter(|o| o.role && o.id != guild && roles.contains(&o.id))
            .fold((0, 0), |(a, d), o| (a | o.allow, d | o.deny));
        apply(allow, deny);
        for o in overwrites.iter().filter(|o| !o.role && o.id == user) {
            apply(o.allow, o.deny);
        }
        if bits & perm::VIEW_CHANNEL == 0 {
            0
        } else {
            bits
        }
    }

    /// The permission overwrites of `channel` (as its object lists them).
    fn overwrites(&self, channel: u64) -> Vec<Overwrite> {
        let Some(list) = self
            .channels
            .get(&channel)
            .and_then(|c| c["permission_overwrites"].as_array())
        else {
            return Vec::new();
        };
        let num = |v: &Value| v.as_str().and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
        list.iter()
            .map(|o| Overwrite {
                id: num(&o["id"]),
                role: o["type"] == json!(0),
                allow: num(&o["allow"]),
                deny: num(&o["deny"]),
            })
            .collect()
    }

    /// `user`'s roles in `guild` (not @everyone).
    pub(super) fn roles_of(&self, guild: u64, user: u64) -> Vec<u64> {
        self.server
            .get(&guild)
            .and_then(|s| s.member_roles.get(&user).cloned())
            .unwrap_or_default()
    }

    /// `guild`'s owner.
    pub(super) fn owner_of(&self, guild: u64) -> u64 {
        self.server
            .get(&guild)
            .and_then(|s| s.owner)
            .unwrap_or(p::OWNER_ID)
    }

    /// `user`'s permissions in `guild`, as Discord computes them before
    /// channel overwrites: the owner has all; else @everyone's and every
    /// role's bits, all of them with Administrator.
    pub(super) fn member_permissions(&mut self, guild: u64, user: u64) -> u64 {
        self.ensure_personal_roles(guild);
        if user == self.owner_of(guild) {
            return perm::ALL;
        }
        let server = self.server.get(&guild);
        let everyone = server
            .and_then(|s| s.everyone_perms)
            .unwrap_or(p::MEMBER_PERMISSIONS);
        let bits = self
            .roles_of(guild, user)
            .iter()
            .filter_map(|r| server.and_then(|s| s.roles.get(r)))
            .fold(everyone, |bits, r| bits | r.permissions);
        perm::effective(bits)
    }

    /// `guild`'s roles as Discord sends them (GET /guilds/{g}/roles):
    /// @everyone first, with positions and permission bits.
    pub(super) fn role_objects(&self, guild: u64) -> Vec<Value> {
        let server = self.server.get(&guild);
        let mut roles = vec![{
            let mut r = p::role(guild, "@everyone");
            r["position"] = json!(0);
            r["mentionable"] = json!(false);
            let bits = server
                .and_then(|s| s.everyone_perms)
                .unwrap_or(p::MEMBER_PERMISSIONS);
            r["permissions"] = json!(bits.to_string());
            r
        }];
        if let Some(s) = server {
            let mut ids: Vec<&u64> = s.roles.keys().collect();
            ids.sort();
            for id in ids {
                let m = &s.roles[id];
                let mut r = p::role(*id, &m.name);
                r["position"] = json!(m.position);
                r["managed"] = json!(m.managed);
                r["permissions"] = json!(m.permissions.to_string());
                roles.push(r);
            }
        }
        roles
    }
}

/// Checks that the bot has `bits` in `channel` (a thread: its parent), as
/// Discord does: without View Channel, 403 Missing Access (50001); without
/// one of `bits`, 403 Missing Permissions (50013).
pub(super) fn need(
    st: &World,
    channel: u64,
    bits: u64,
    fault: &mut Option<Fault>,
) -> Result<(), (StatusCode, Value)> {
    let have = st.bot_permissions(channel);
    if have & perm::VIEW_CHANNEL == 0 {
        *fault = Some(Fault::MissingPermissions(perm::VIEW_CHANNEL));
        return Err(err(StatusCode::FORBIDDEN, 50001, "Missing Access"));
    }
    let missing = bits & !have;
    if missing != 0 {
        *fault = Some(Fault::MissingPermissions(missing));
        return Err(err(StatusCode::FORBIDDEN, 50013, "Missing Permissions"));
    }
    Ok(())
}

impl StandIn {
    /// Takes (or gives back) the bot's Create Public Threads permission in
    /// every channel.
    pub fn set_can_create_threads(&self, yes: bool) {
        self.set_bot_permission_everywhere(perm::CREATE_PUBLIC_THREADS, yes);
    }

    /// Takes (or gives back) the bot's Manage Messages permission in every
    /// channel: without it, deleting someone else's message is answered
    /// with Discord's "Missing Permissions".
    pub fn set_can_delete(&self, yes: bool) {
        self.set_bot_permission_everywhere(perm::MANAGE_MESSAGES, yes);
    }

    /// Grants (`yes`) or revokes permission `bits` of the bot in every
    /// channel (the default and every per-channel setting).
    pub fn set_bot_permission_everywhere(&self, bits: u64, yes: bool) {
        let mut st = self.inner.state.lock().unwrap();
        let apply = |v: &mut u64| {
            if yes { *v |= bits } else { *v &= !bits }
        };
        apply(&mut st.bot_default);
        st.bot_perms.values_mut().for_each(apply);
    }

    /// Sets the bot's permissions in `channel` (a text channel; its threads
    /// inherit them, as on Discord, so a thread id is refused).
    pub fn set_bot_permissions(&self, channel: u64, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        assert!(
            !st.is_thread(channel),
            "threads inherit their parent channel's permissions: set those of the parent"
        );
        st.bot_perms.insert(channel, bits);
    }

    /// Takes permission `bit` (one or more bits) from the bot in `channel`.
    pub fn revoke_bot_permission(&self, channel: u64, bit: u64) {
        let bits = self.bot_permissions(channel) & !bit;
        self.set_bot_permissions(channel, bits);
    }

    /// Gives permission `bit` back to the bot in `channel`.
    pub fn grant_bot_permission(&self, channel: u64, bit: u64) {
        let bits = self.bot_permissions(channel) | bit;
        self.set_bot_permissions(channel, bits);
    }

    /// The bot's permissions in `channel` (a thread: its parent's), as sent
    /// in `app_permissions`.
    pub fn bot_permissions(&self, channel: u64) -> u64 {
        self.inner.state.lock().unwrap().bot_permissions(channel)
    }

    /// Grants `user` permission `bits` in every guild, as Discord would
    /// by a role: each guild gives them a role of their own (position 1,
    /// just above @everyone) with these bits, which shows in their
    /// `member.roles` and in `member.permissions` (with @everyone's, so
    /// bits can be added, not taken away). Setting it again replaces the
    /// role's bits.
    pub fn set_member_permissions(&self, user: TestUser, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.member_perms.insert(user.id, bits);
        let guilds: Vec<u64> = st.guilds.iter().map(|g| g.id).collect();
        for g in guilds {
            st.ensure_personal_roles(g);
        }
    }

    /// Makes `user` a server manager in all their later interactions: a
    /// role with Manage Server (and no more). (For one interaction: a
    /// role with Manage Server, given by `payloads::give_roles` with
    /// `slash_edited`.)
    pub fn make_manager(&self, user: TestUser) {
        self.set_member_permissions(user, perm::MANAGE_GUILD);
    }

    /// Makes `user` an administrator (a role of their own with
    /// Administrator, hence every permission), as a server's admins are.
    pub fn make_admin(&self, user: TestUser) {
        self.set_member_permissions(user, perm::ADMINISTRATOR);
    }

    /// Makes `user` the owner of `guild` (Discord gives the owner every
    /// permission; GET /guilds/{id} answers them as `owner_id`).
    pub fn set_owner(&self, guild: u64, user: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().owner = Some(user);
        st.tell_owner(guild);
    }

    /// Sets the permissions of `guild`'s @everyone role (what every member
    /// has; default [`p::MEMBER_PERMISSIONS`]).
    pub fn set_everyone_permissions(&self, guild: u64, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().everyone_perms = Some(bits);
        st.tell_role(guild, guild, false);
    }

    /// `user`'s permissions in `guild` as their interactions carry them.
    pub fn member_permissions(&self, guild: u64, user: u64) -> u64 {
        self.inner
            .state
            .lock()
            .unwrap()
            .member_permissions(guild, user)
    }

    /// Adds a role named `name` at `position` (1 is just above @everyone;
    /// higher is above), without permissions, to `guild`; returns its id.
    pub fn add_role(&self, guild: u64, name: &str, position: u64) -> u64 {
        self.add_role_with(guild, name, position, 0)
    }

    /// Adds a role named `name` at `position` with permission bits
    /// `permissions` (e.g. [`perm::MANAGE_ROLES`]) to `guild`; returns its id.
    pub fn add_role_with(&self, guild: u64, name: &str, position: u64, permissions: u64) -> u64 {
        let id = p::snowflake();
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().roles.insert(
            id,
            RoleModel {
                name: name.to_string(),
                position,
                managed: false,
                permissions,
            },
        );
        st.tell_role(guild, id, true);
        id
    }

    /// Sets the permission overwrite of `channel` (a text channel; its
    /// threads follow it) for `whom`: `allow` and `deny` bits, replacing
    /// the one it had (both 0: removes it), as Edit Channel → Permissions
    /// does. Interactions there carry the member's permissions with it.
    pub fn set_overwrite(&self, channel: u64, whom: OverwriteFor, allow: u64, deny: u64) {
        let mut st = self.inner.state.lock().unwrap();
        assert!(
            !st.is_thread(channel),
            "threads follow their parent channel's overwrites: set those of the parent"
        );
        let (id, kind) = match whom {
            OverwriteFor::Role(r) => (r, 0),
            OverwriteFor::Member(u) => (u, 1),
        };
        let c = st
            .channels
            .get_mut(&channel)
            .unwrap_or_else(|| panic!("unknown channel {channel}"));
        let list = c["permission_overwrites"]
            .as_array_mut()
            .expect("a channel's permission_overwrites");
        list.retain(|o| o["id"] != json!(id.to_string()));
        if allow != 0 || deny != 0 {
            list.push(json!({
                "id": id.to_string(),
                "type": kind,
                "allow": allow.to_string(),
                "deny": deny.to_string(),
            }));
        }
        st.tell_channel(channel);
    }

    /// `user`'s permissions in `channel`, overwrites included, as their
    /// interactions there carry them (`member.permissions`).
    pub fn channel_permissions(&self, user: u64, channel: u64) -> u64 {
        let mut st = self.inner.state.lock().unwrap();
        let guild = st.guild_of(channel).expect("a guild channel");
        st.channel_permissions(guild, user, channel)
    }

    /// Sets the bot's server-wide permissions in `guild` (Manage Roles,
    /// Manage Events; also what `app_permissions` says of them).
    pub fn set_bot_guild_permissions(&self, guild: u64, bits: u64) {
        let mut st = self.inner.state.lock().unwrap();
        st.server.entry(guild).or_default().bot_perms = Some(bits);
    }

    /// Grants (`yes`) or takes server-wide permission `bits` of the bot in `guild`.
    pub fn set_bot_guild_permission(&self, guild: u64, bits: u64, yes: bool) {
        let mut st = self.inner.state.lock().unwrap();
        let now = st.bot_guild_permissions(guild);
        let new = if yes { now | bits } else { now & !bits };
        st.server.entry(guild).or_default().bot_perms = Some(new);
    }
}
