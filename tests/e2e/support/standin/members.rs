//! Users and members: the names Discord sends (a member's `nick` in a
//! guild, a user's `global_name`), member objects with their roles, and
//! the roles a test gives members by hand.

use super::{StandIn, World};
use crate::support::payloads::{self as p, TestUser};
use serde_json::{Value, json};

impl World {
    /// `member` (of `user` in `guild`) with the names Discord sends: its
    /// `nick` in that guild and, when it carries its user, that user's
    /// `global_name`.
    pub(super) fn dress_member(&self, guild: u64, user: u64, member: &mut Value) {
        member["nick"] = match self.nicks.get(&(guild, user)) {
            Some(n) => json!(n),
            None => Value::Null,
        };
        if member.get("user").is_some_and(Value::is_object) {
            self.dress_user(&mut member["user"]);
        }
    }

    /// A user object with the user's `global_name` as set
    /// ([`StandIn::set_global_name`]).
    pub(super) fn dress_user(&self, user: &mut Value) {
        let id = user["id"].as_str().and_then(|i| i.parse::<u64>().ok());
        if let Some(name) = id.and_then(|i| self.global_names.get(&i)) {
            user["global_name"] = json!(name);
        }
    }

    /// A member object for `user` in `guild` (from the members seen), with
    /// their roles; `None` for a user never seen.
    pub(super) fn member_object(&mut self, guild: u64, user: u64) -> Option<Value> {
        self.ensure_personal_roles(guild);
        let mut m = if user == p::BOT_ID {
            let mut m = p::partial_member();
            m["user"] = p::bot_user();
            m
        } else {
            self.members.get(&user).cloned()?
        };
        m["roles"] = json!(
            self.roles_of(guild, user)
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
        );
        self.dress_member(guild, user, &mut m);
        Some(m)
    }
}

impl StandIn {
    /// Sets (`Some`) or removes (`None`) `user`'s server nickname in
    /// `guild`, as a member or admin does in Discord: interactions, user
    /// options, messages and `GET /guilds/{g}/members/{u}` carry it as the
    /// member's `nick` from now on.
    pub fn set_nick(&self, guild: u64, user: TestUser, nick: Option<&str>) {
        if let Some(n) = nick {
            assert!(
                (1..=32).contains(&n.chars().count()),
                "Discord's nicknames are 1 to 32 characters: {n:?}"
            );
        }
        let mut st = self.inner.state.lock().unwrap();
        match nick {
            Some(n) => st.nicks.insert((guild, user.id), n.to_string()),
            None => st.nicks.remove(&(guild, user.id)),
        };
    }

    /// Sets `user`'s display name (`global_name`; `None`: unset, sent as
    /// `null`, as for a user who never chose one). Without a call, a test
    /// user's display name is their username.
    pub fn set_global_name(&self, user: TestUser, name: Option<&str>) {
        let mut st = self.inner.state.lock().unwrap();
        st.global_names.insert(user.id, name.map(str::to_string));
    }

    /// Gives `user` (the bot: [`p::BOT_ID`]) the roles `roles` in `guild`,
    /// replacing theirs (as an admin does by hand; the bot's log of role
    /// changes does not list it). The bot's highest role decides which
    /// roles it may hand out, a member's which they may, as on Discord.
    pub fn set_member_roles(&self, guild: u64, user: u64, roles: &[u64]) {
        let mut st = self.inner.state.lock().unwrap();
        if user != p::BOT_ID && !st.members.contains_key(&user) {
            // A member with roles is a member (GET member finds them).
            let mut m = p::partial_member();
            m["user"] = p::user(TestUser {
                id: user,
                name: "member",
            });
            st.members.insert(user, m);
        }
        let server = st.server.entry(guild).or_default();
        let mut roles = roles.to_vec();
        // Their own permissions role stays (see `set_member_permissions`).
        if let Some(own) = server.personal_roles.get(&user)
            && !roles.contains(own)
        {
            roles.push(*own);
        }
        server.member_roles.insert(user, roles);
    }

    /// Gives `user` one more role in `guild` by hand (as an admin does).
    pub fn give_role_by_hand(&self, guild: u64, user: u64, role: u64) {
        let mut roles = self.member_roles(guild, user);
        if !roles.contains(&role) {
            roles.push(role);
        }
        self.set_member_roles(guild, user, &roles);
    }

    /// `user`'s roles in `guild`.
    pub fn member_roles(&self, guild: u64, user: u64) -> Vec<u64> {
        let st = self.inner.state.lock().unwrap();
        let mut roles = st
            .server
            .get(&guild)
            .and_then(|s| s.member_roles.get(&user).cloned())
            .unwrap_or_default();
        roles.sort();
        roles
    }

    /// Every role change the bot made in `guild`: (user, role, added).
    pub fn role_changes(&self, guild: u64) -> Vec<(u64, u64, bool)> {
        let st = self.inner.state.lock().unwrap();
        st.server
            .get(&guild)
            .map(|s| s.role_log.clone())
            .unwrap_or_default()
    }
}
