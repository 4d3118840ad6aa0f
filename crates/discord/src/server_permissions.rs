//! What a member may do on a server and see in a channel, computed as
//! Discord computes it, from the server's roles, its owner and a channel's
//! permission overwrites. The one place the bot decides permissions.
//!
//! **Why not the interaction's `member.permissions`.** Discord sends there
//! the member's permissions *in the interaction's channel*, overwrites
//! included. A channel overwrite that grants Manage Permissions sets the
//! very bit that means Manage Roles server-wide, and one that denies Manage
//! Roles in a channel hides a role's server-wide grant. So the bot decides
//! Manage Roles, Manage Server, Administrator and ownership
//! ([`Server::permissions`]) from the member's roles (the interaction's
//! `member.roles`) and the server: every role's permissions and position,
//! `@everyone` (the role whose id is the server's), the owner.
//!
//! **Discord's order** ([`Server::permissions`], [`Server::in_channel`]):
//! the owner has every permission; else the base is `@everyone`'s
//! permissions with those of each of the member's roles, and Administrator
//! in it is every permission. In a channel (a thread: its parent's
//! overwrites), an Administrator keeps everything; else `@everyone`'s
//! overwrite applies (deny, then allow), then the overwrites of all the
//! member's roles together (their denies, then their allows), then the
//! member's own overwrite; without View Channel a member has no permission
//! in the channel at all.
//!
//! **Where the facts come from.** The server's roles, owner and channels
//! (with their overwrites) from serenity's cache, which the gateway keeps
//! current (the GUILDS intent: GUILD_CREATE, role, channel and guild
//! updates; the last applied by [`apply_guild_update`]); when the server
//! is not cached, from Discord (GET /guilds/{id}, GET /channels/{id}). A
//! role setting reads the server from Discord ([`Server::fetch`]): it is
//! rare, and must not lag behind an ownership transfer.

use host::Place;
use locale::{Words, ids};
use serenity::all::{
    ChannelId, ChannelType, CommandInteraction, Context, GuildChannel, GuildId,
    PermissionOverwrite, PermissionOverwriteType, Permissions, Role, RoleId, UserId,
};
use std::cmp::Reverse;

/// One role of a server as the rule needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ServerRole {
    pub(crate) id: RoleId,
    /// Higher is above; `@everyone` is 0.
    pub(crate) position: u16,
    pub(crate) permissions: Permissions,
    /// Managed by an integration (a bot's role, the booster role).
    pub(crate) managed: bool,
}

impl ServerRole {
    fn of(role: &Role) -> ServerRole {
        ServerRole {
            id: role.id,
            position: role.position,
            permissions: role.permissions,
            managed: role.managed,
        }
    }

    /// Where the role stands in its server's order, as Discord compares
    /// roles: by position, then by id (at one position the older role,
    /// with the lower id, is higher). Greater is higher.
    pub(crate) fn rank(&self) -> (u16, Reverse<RoleId>) {
        (self.position, Reverse(self.id))
    }
}

/// A server's owner and roles (`@everyone` among them, with the server's
/// id).
#[derive(Debug, Clone)]
pub(crate) struct Server {
    pub(crate) guild: GuildId,
    pub(crate) owner: UserId,
    pub(crate) roles: Vec<ServerRole>,
}

/// Who asks: a user and their roles on the server (not `@everyone`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Asker<'a> {
    pub(crate) user: UserId,
    pub(crate) roles: &'a [RoleId],
}

impl<'a> Asker<'a> {
    /// The member of a command (their roles as the interaction lists them).
    pub(crate) fn of(ci: &'a CommandInteraction) -> Asker<'a> {
        Asker {
            user: ci.user.id,
            roles: ci
                .member
                .as_ref()
                .map(|m| m.roles.as_slice())
                .unwrap_or(&[]),
        }
    }
}

impl Server {
    /// Server `guild` from the cache, else from Discord (GET /guilds/{id}).
    pub(crate) async fn read(ctx: &Context, guild: GuildId) -> Result<Server, serenity::Error> {
        if let Some(s) = cached(ctx, guild) {
            return Ok(s);
        }
        Server::fetch(ctx, guild).await
    }

    /// Server `guild` as Discord says it now (GET /guilds/{id}): for a
    /// decision that must not lag a moment behind, a role setting.
    pub(crate) async fn fetch(ctx: &Context, guild: GuildId) -> Result<Server, serenity::Error> {
        let g = ctx.http.get_guild(guild).await?;
        Ok(Server {
            guild,
            owner: g.owner_id,
            roles: g.roles.values().map(ServerRole::of).collect(),
        })
    }

    /// Role `id` of this server.
    pub(crate) fn role(&self, id: RoleId) -> Option<&ServerRole> {
        self.roles.iter().find(|r| r.id == id)
    }

    /// The highest of `roles` on this server; `None` when they hold none
    /// but `@everyone`.
    pub(crate) fn highest(&self, roles: &[RoleId]) -> Option<&ServerRole> {
        self.roles
            .iter()
            .filter(|r| r.id.get() != self.guild.get() && roles.contains(&r.id))
            .max_by_key(|r| r.rank())
    }

    /// `@everyone`'s permissions.
    fn everyone(&self) -> Permissions {
        self.role(RoleId::new(self.guild.get()))
            .map(|r| r.permissions)
            .unwrap_or_else(Permissions::empty)
    }

    /// The asker's permissions on the server, whatever the channel: every
    /// permission for the owner; else `@everyone`'s with each of their
    /// roles', every permission with Administrator.
    pub(crate) fn permissions(&self, who: Asker<'_>) -> Permissions {
        if who.user == self.owner {
            return Permissions::all();
        }
        let bits = who
            .roles
            .iter()
            .filter_map(|id| self.role(*id))
            .fold(self.everyone(), |bits, r| bits | r.permissions);
        if bits.administrator() {
            Permissions::all()
        } else {
            bits
        }
    }

    /// The asker's permissions in a channel with `overwrites` (a thread:
    /// its parent's), in Discord's order (see the module).
    pub(crate) fn in_channel(
        &self,
        who: Asker<'_>,
        overwrites: &[PermissionOverwrite],
    ) -> Permissions {
        let base = self.permissions(who);
        if base.administrator() {
            return Permissions::all();
        }
        let everyone = RoleId::new(self.guild.get());
        let mut bits = base;
        let mut apply = |allow: Permissions, deny: Permissions| {
            bits = (bits - deny) | allow;
        };
        for o in overwrites {
            if o.kind == PermissionOverwriteType::Role(everyone) {
                apply(o.allow, o.deny);
            }
        }
        let (mut allow, mut deny) = (Permissions::empty(), Permissions::empty());
        for o in overwrites {
            if let PermissionOverwriteType::Role(r) = o.kind
                && r != everyone
                && who.roles.contains(&r)
            {
                allow |= o.allow;
                deny |= o.deny;
            }
        }
        apply(allow, deny);
        for o in overwrites {
            if o.kind == PermissionOverwriteType::Member(who.user) {
                apply(o.allow, o.deny);
            }
        }
        if bits.view_channel() {
            bits
        } else {
            Permissions::empty()
        }
    }

    /// Whether every member (`@everyone`, no role of their own) sees a
    /// channel with `overwrites`: the web site shows nothing of a channel
    /// where this is false.
    pub(crate) fn everyone_sees(&self, overwrites: &[PermissionOverwrite]) -> bool {
        let nobody = Asker {
            // Not the owner, whoever owns the server.
            user: UserId::new(u64::MAX),
            roles: &[],
        };
        let nobody = if self.owner == nobody.user {
            Asker {
                user: UserId::new(u64::MAX - 1),
                ..nobody
            }
        } else {
            nobody
        };
        self.in_channel(nobody, overwrites).view_channel()
    }
}

/// The server-wide permissions of command `ci`'s member (see
/// [`Server::permissions`]); empty outside a server or when the server
/// cannot be read (logged: a refusal then says Manage Server is missing,
/// and trying again works once Discord answers).
pub(crate) async fn of_member(ctx: &Context, ci: &CommandInteraction) -> Permissions {
    let Some(guild) = ci.guild_id else {
        return Permissions::empty();
    };
    match Server::read(ctx, guild).await {
        Ok(server) => server.permissions(Asker::of(ci)),
        Err(e) => {
            tracing::warn!("could not read the roles of server {guild}: {e}");
            Permissions::empty()
        }
    }
}

/// Whether `kind` is a thread (whose permissions are its parent's).
fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// The permission overwrites that apply in `channel` of `guild` (a
/// thread: its parent's), from the cache, else from Discord (GET
/// /channels/{id}).
pub(crate) async fn overwrites(
    ctx: &Context,
    guild: GuildId,
    channel: ChannelId,
) -> Result<Vec<PermissionOverwrite>, serenity::Error> {
    let mut channel = channel;
    // At most a thread and its parent.
    for _ in 0..2 {
        let cached = ctx.cache.guild(guild).and_then(|g| {
            if let Some(c) = g.channels.get(&channel) {
                return Some((c.kind, c.parent_id, c.permission_overwrites.clone()));
            }
            g.threads
                .iter()
                .find(|t| t.id == channel)
                .map(|t| (t.kind, t.parent_id, Vec::new()))
        });
        let (kind, parent, overwrites) = match cached {
            Some(c) => c,
            None => match ctx.http.get_channel(channel).await?.guild() {
                Some(c) => (c.kind, c.parent_id, c.permission_overwrites),
                None => return Ok(Vec::new()),
            },
        };
        match parent.filter(|_| is_thread(kind)) {
            Some(p) => channel = p,
            None => return Ok(overwrites),
        }
    }
    Ok(Vec::new())
}

/// Whether the member of command `ci` can see the channel of `place` (View
/// Channel, as Discord computes it). The command's own channel and its
/// threads are seen. An error: the server or the channel could not be
/// read (say so and ask to try again).
pub(crate) async fn member_sees(
    ctx: &Context,
    ci: &CommandInteraction,
    asked_at: &Place,
    place: &Place,
) -> Result<bool, Words> {
    if place.channel == asked_at.channel {
        return Ok(true);
    }
    let (Some(guild), Ok(channel)) = (ci.guild_id, place.channel.parse::<u64>()) else {
        return Ok(false);
    };
    if channel == 0 {
        return Ok(false);
    }
    let server = Server::read(ctx, guild)
        .await
        .map_err(|e| Words::new(ids::DISCORD_SERVER_ROLES_UNREAD).arg("error", e.to_string()))?;
    let overwrites = overwrites(ctx, guild, ChannelId::new(channel))
        .await
        .map_err(|e| {
            Words::new(ids::DISCORD_CHANNEL_PERMISSIONS_UNREAD).arg("error", e.to_string())
        })?;
    Ok(server.in_channel(Asker::of(ci), &overwrites).view_channel())
}

/// Server `guild` as the cache holds it; `None` when it is not cached.
fn cached(ctx: &Context, guild: GuildId) -> Option<Server> {
    let g = ctx.cache.guild(guild)?;
    Some(Server {
        guild,
        owner: g.owner_id,
        roles: g.roles.values().map(ServerRole::of).collect(),
    })
}

/// The channels of cached server `guild` that `@everyone` cannot see (not
/// threads: theirs are their parent's); `None` when the server is not
/// cached.
pub(crate) fn private_channels(ctx: &Context, guild: GuildId) -> Option<Vec<ChannelId>> {
    let server = cached(ctx, guild)?;
    let g = ctx.cache.guild(guild)?;
    let mut private: Vec<ChannelId> = g
        .channels
        .values()
        .filter(|c| !is_thread(c.kind) && !server.everyone_sees(&c.permission_overwrites))
        .map(|c| c.id)
        .collect();
    private.sort();
    Some(private)
}

/// Whether `@everyone` cannot see `channel` (a channel that was created or
/// changed; `None` for a thread, whose privacy is its parent's, or a
/// server not cached).
pub(crate) fn channel_private(ctx: &Context, channel: &GuildChannel) -> Option<bool> {
    if is_thread(channel.kind) {
        return None;
    }
    let server = cached(ctx, channel.guild_id)?;
    Some(!server.everyone_sees(&channel.permission_overwrites))
}

/// Applies a GUILD_UPDATE (a new owner, changed roles) to the cache:
/// serenity 0.12.5 hands the event on without applying it, which would
/// leave a server's former owner with an owner's powers until the next
/// connection.
pub(crate) fn apply_guild_update(ctx: &Context, guild: &serenity::all::PartialGuild) {
    // The event is `#[non_exhaustive]` and `#[serde(transparent)]` over the
    // guild: built from the guild's own JSON.
    let event = serde_json::to_value(guild)
        .and_then(serde_json::from_value::<serenity::all::GuildUpdateEvent>);
    match event {
        Ok(mut event) => {
            ctx.cache.update(&mut event);
        }
        Err(e) => tracing::warn!("could not apply the update of server {}: {e}", guild.id),
    }
}

/// Records, through the host, which channels of server `guild` `@everyone`
/// cannot view (the web site shows nothing of them): at GUILD_CREATE (each
/// connection) and when `@everyone`'s permissions change.
pub(crate) async fn record_private_channels(ctx: &Context, host: &host::Host, guild: GuildId) {
    let Some(private) = private_channels(ctx, guild) else {
        return;
    };
    let ids = private.iter().map(|c| c.to_string()).collect();
    if let Err(e) = host.set_private_channels(&guild.to_string(), ids).await {
        tracing::warn!("could not record the private channels of server {guild}: {e}");
    }
}

/// Records, through the host, whether `channel` (created or changed) is
/// private.
pub(crate) async fn record_channel(ctx: &Context, host: &host::Host, channel: &GuildChannel) {
    let Some(private) = channel_private(ctx, channel) else {
        return;
    };
    let (guild, id) = (channel.guild_id.to_string(), channel.id.to_string());
    if let Err(e) = host.set_channel_private(&guild, &id, private).await {
        tracing::warn!("could not record whether channel {id} is private: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GUILD: u64 = 100;
    const OWNER: u64 = 1;
    const ALICE: u64 = 2;
    const MODS: u64 = 10;
    const HELPERS: u64 = 11;

    fn role(id: u64, position: u16, permissions: Permissions) -> ServerRole {
        ServerRole {
            id: RoleId::new(id),
            position,
            permissions,
            managed: false,
        }
    }

    fn server() -> Server {
        Server {
            guild: GuildId::new(GUILD),
            owner: UserId::new(OWNER),
            roles: vec![
                role(
                    GUILD,
                    0,
                    Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES,
                ),
                role(MODS, 2, Permissions::MANAGE_ROLES),
                role(HELPERS, 1, Permissions::empty()),
            ],
        }
    }

    fn alice(roles: &[RoleId]) -> Asker<'_> {
        Asker {
            user: UserId::new(ALICE),
            roles,
        }
    }

    fn on_role(id: u64, allow: Permissions, deny: Permissions) -> PermissionOverwrite {
        PermissionOverwrite {
            allow,
            deny,
            kind: PermissionOverwriteType::Role(RoleId::new(id)),
        }
    }

    fn on_member(id: u64, allow: Permissions, deny: Permissions) -> PermissionOverwrite {
        PermissionOverwrite {
            allow,
            deny,
            kind: PermissionOverwriteType::Member(UserId::new(id)),
        }
    }

    #[test]
    fn server_permissions_are_everyones_with_the_members_roles() {
        let s = server();
        let none = s.permissions(alice(&[]));
        assert!(none.view_channel() && !none.manage_roles());
        assert!(s.permissions(alice(&[RoleId::new(MODS)])).manage_roles());
    }

    #[test]
    fn the_owner_and_administrators_have_every_permission() {
        let mut s = server();
        assert_eq!(
            s.permissions(Asker {
                user: UserId::new(OWNER),
                roles: &[]
            }),
            Permissions::all()
        );
        s.roles.push(role(12, 1, Permissions::ADMINISTRATOR));
        let admin = [RoleId::new(12)];
        assert_eq!(s.permissions(alice(&admin)), Permissions::all());
        // Not even a channel's deny takes anything from them.
        let deny = [on_role(
            GUILD,
            Permissions::empty(),
            Permissions::VIEW_CHANNEL,
        )];
        assert_eq!(s.in_channel(alice(&admin), &deny), Permissions::all());
    }

    #[test]
    fn a_channel_overwrite_granting_manage_permissions_is_not_manage_roles_on_the_server() {
        // Contract 2 of issue 44: Manage Permissions in one channel is the
        // Manage Roles bit there, and nothing server-wide.
        let s = server();
        let grant = [on_member(
            ALICE,
            Permissions::MANAGE_ROLES,
            Permissions::empty(),
        )];
        assert!(s.in_channel(alice(&[]), &grant).manage_roles());
        assert!(!s.permissions(alice(&[])).manage_roles());
    }

    #[test]
    fn overwrites_apply_everyone_then_roles_together_then_the_member() {
        let s = server();
        let helpers = [RoleId::new(HELPERS)];
        let v = Permissions::VIEW_CHANNEL;
        let none = Permissions::empty();
        // @everyone denied; a role of hers allows: she sees.
        let staff = [on_role(GUILD, none, v), on_role(HELPERS, v, none)];
        assert!(s.in_channel(alice(&helpers), &staff).view_channel());
        assert!(!s.in_channel(alice(&[]), &staff).view_channel());
        // One of her roles allows, another denies: the allow wins.
        let mods = [RoleId::new(HELPERS), RoleId::new(MODS)];
        let mixed = [on_role(HELPERS, v, none), on_role(MODS, none, v)];
        assert!(s.in_channel(alice(&mods), &mixed).view_channel());
        // Her own overwrite comes last.
        let own = [on_role(HELPERS, v, none), on_member(ALICE, none, v)];
        assert!(!s.in_channel(alice(&helpers), &own).view_channel());
        // @everyone's allow comes before the roles' deny.
        let order = [on_role(GUILD, v, none), on_role(HELPERS, none, v)];
        assert!(!s.in_channel(alice(&helpers), &order).view_channel());
    }

    #[test]
    fn without_view_channel_a_member_has_nothing_in_the_channel() {
        let s = server();
        let mods = [RoleId::new(MODS)];
        let hidden = [on_role(
            GUILD,
            Permissions::empty(),
            Permissions::VIEW_CHANNEL,
        )];
        assert_eq!(s.in_channel(alice(&mods), &hidden), Permissions::empty());
        // Server-wide, Manage Roles stays hers.
        assert!(s.permissions(alice(&mods)).manage_roles());
    }

    #[test]
    fn a_channel_everyone_cannot_view_is_private() {
        let s = server();
        assert!(s.everyone_sees(&[]));
        let staff = [
            on_role(GUILD, Permissions::empty(), Permissions::VIEW_CHANNEL),
            on_role(MODS, Permissions::VIEW_CHANNEL, Permissions::empty()),
        ];
        assert!(!s.everyone_sees(&staff));
        // @everyone without View Channel server-wide, given it in a channel.
        let mut closed = server();
        closed.roles[0].permissions = Permissions::SEND_MESSAGES;
        assert!(!closed.everyone_sees(&[]));
        let open = [on_role(
            GUILD,
            Permissions::VIEW_CHANNEL,
            Permissions::empty(),
        )];
        assert!(closed.everyone_sees(&open));
    }

    #[test]
    fn the_highest_role_is_by_position_then_the_older_id() {
        let mut s = server();
        s.roles.push(role(9, 2, Permissions::empty()));
        let top = s.highest(&[RoleId::new(HELPERS), RoleId::new(MODS), RoleId::new(9)]);
        assert_eq!(top.map(|r| r.id), Some(RoleId::new(9)));
        assert_eq!(s.highest(&[RoleId::new(GUILD)]), None);
    }
}
