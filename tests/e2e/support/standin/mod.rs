//! The loopback Discord stand-in: REST under `/api/v10` and a WebSocket
//! gateway on one local port. It records every request the bot makes, keeps
//! the messages and threads the bot creates, and lets a test play the users:
//! slash commands, autocomplete, button clicks and plain messages, all sent
//! as gateway dispatches in Discord's own shape.
//!
//! It is meant to be no kinder than Discord:
//!
//! - **Permissions.** Every interaction carries `app_permissions` (the
//!   bot's permissions in the channel) and `member.permissions` (the
//!   member's *in that channel*), computed as Discord computes them: the
//!   @everyone role's permissions (the role whose id is the guild's) with
//!   those of every role the member has, all of them for Administrator or
//!   for the guild's owner (`owner_id` of GET /guilds/{id}), then the
//!   channel's permission overwrites (@everyone's, the member's roles'
//!   together, the member's own; a thread: its parent's;
//!   [`StandIn::set_overwrite`], served in the channel's
//!   `permission_overwrites`); a change after the bot connected reaches
//!   it by the gateway (GUILD_ROLE_CREATE/UPDATE, CHANNEL_UPDATE,
//!   GUILD_UPDATE); `member.roles` and
//!   GET /guilds/{g}/members/{u} list the member's roles, whose positions
//!   and permission bits GET /guilds/{g}/roles answers
//!   ([`StandIn::add_role`], [`StandIn::add_role_with`],
//!   [`StandIn::set_member_roles`], [`StandIn::set_everyone_permissions`],
//!   [`StandIn::set_owner`]). The bot's permissions are set per channel
//!   ([`StandIn::set_bot_permissions`], [`StandIn::revoke_bot_permission`];
//!   threads inherit their parent's), and REST calls that need a missing
//!   one fail with 403 `{"message": "Missing Permissions", "code": 50013}`
//!   (or 50001 Missing Access without View Channel). Interaction callbacks
//!   and webhook follow-ups are not subject to channel permissions.
//! - **Servers.** One test guild ([`p::GUILD_ID`]) and as many more as a
//!   test adds ([`StandIn::add_guild`]), each on the shard Discord's
//!   formula puts it on; READY lists a shard's guilds as unavailable, then
//!   a GUILD_CREATE follows for each. Slash commands exist in a guild only
//!   if the bot registered them there or globally.
//! - **Latency and faults** ([`StandIn::set_latency`],
//!   [`StandIn::fail_thread_creation`], [`StandIn::fail_role_changes_with`],
//!   [`StandIn::fail_event_writes_with`], [`StandIn::set_message_rate_limit`],
//!   [`StandIn::fail_every_nth_request`], [`StandIn::set_outage`]); each
//!   request records the fault it got ([`Recorded::fault`]).
//! - **The 3-second window.** A callback arriving more than 3 s after its
//!   interaction was dispatched is refused with 404 `Unknown interaction`
//!   (10062) and creates nothing; follow-ups need a successful callback and
//!   the token lives 15 minutes ([`StandIn::answer_delay`],
//!   [`StandIn::answered_too_late`]).
//! - **Discord's own API description** ([`super::openapi`]): every
//!   request's route, query and body is checked against it first, and
//!   what it refuses is answered 400 50035 `Invalid Form Body` (404 for a
//!   route Discord does not have); a refusal the test did not take
//!   ([`StandIn::take_refusals`]) fails the test when the stand-in is
//!   dropped.
//! - **Languages.** Each interaction carries the member's client
//!   `locale` and, in a server, the server's `preferred_locale` as
//!   `guild_locale` (both `en-US` unless set:
//!   [`StandIn::set_member_locale`], [`StandIn::set_server_locale`], which
//!   tells the bot by GUILD_UPDATE); only Discord's own locale codes may be
//!   set.
//! - **Thread members and pings** ([`StandIn::thread_members`],
//!   [`StandIn::pings`]; every message the bot sent or edited, with its
//!   content and `allowed_mentions`: [`StandIn::sent_messages`]).
//!
//! | module | what it is |
//! |---|---|
//! | [`world`] | the state: guilds, channels, threads, messages, tokens |
//! | [`routes`] | REST under `/api/v10`: one axum handler per route, by family |
//! | [`gateway`] | the WebSocket gateway: identify, READY, dispatches |
//! | [`permissions`] | roles, their positions, member and bot permission bits |
//! | [`members`] | users and members: names, member objects, roles by hand |
//! | [`locales`] | the language of each member's Discord client and each server's `preferred_locale` |
//! | [`faults`] | injected faults and [`Fault`], what a request got |
//! | [`records`] | every request as [`Recorded`], and searches in them |
//! | [`pings`] | who a message pings, by Discord's rules |
//! | [`interactions`] | what a test sends: slash, autocomplete, click, say |
//! | [`answers`] | what a test reads of the bot's answers |
//! | [`sizes`] | how much text each message showed, card or not |

mod answers;
mod faults;
mod gateway;
mod interactions;
mod locales;
mod members;
mod moderation;
mod moments;
mod permissions;
mod pings;
mod records;
mod refusal;
mod routes;
mod sizes;
mod world;

pub use answers::{
    analyse_button, button_id, buttons, content_of, embed_text, embeds_of, field_of, id_of,
    is_ephemeral,
};
pub use faults::{Fault, RateLimit};
pub use gateway::MESSAGE_CONTENT_INTENT;
#[allow(unused_imports)] // Discord's time limits, for tests that time answers
pub use interactions::{INTERACTION_WINDOW, TOKEN_LIFETIME};
pub use interactions::{Opt, SentInteraction};
pub use moments::ThreadOpened;
pub use permissions::OverwriteFor;
pub use pings::Pings;
pub use records::{Recorded, UploadedFile};
#[allow(unused_imports)] // what a test may read of each message's size
pub use sizes::{MAX_CONTENT, PHONE_CARD, ShownSize};
pub use world::{GuildHandle, JoinedBy};

use super::openapi;
use super::payloads::{self as p, perm};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;
use world::{GuildEntry, World};

struct Inner {
    state: Mutex<World>,
    changed: watch::Sender<u64>,
    base: String,
    token: String,
    /// What Discord's API description refused.
    refusals: openapi::Refusals,
    /// Per channel: woken when a message create there is recorded (the
    /// benchmark's waiters, so that one post does not wake them all).
    posted_in: Mutex<HashMap<u64, Arc<tokio::sync::Notify>>>,
    /// Where a thread the bot opens is announced ([`StandIn::hold_thread_opens`]).
    thread_opens: Mutex<Option<tokio::sync::mpsc::UnboundedSender<moments::ThreadOpened>>>,
}

impl Inner {
    fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }

    /// The notification of message creates in `channel`.
    fn posted_in(&self, channel: u64) -> Arc<tokio::sync::Notify> {
        self.posted_in
            .lock()
            .unwrap()
            .entry(channel)
            .or_default()
            .clone()
    }
}

/// A running stand-in. Dropping it stops the server.
#[derive(Clone)]
pub struct StandIn {
    inner: Arc<Inner>,
    /// Fails the test over refusals it did not take, when the last handle
    /// is dropped.
    _refusals: Arc<openapi::RefusalGuard>,
}

/// The bot token the tests give the bot.
pub const TEST_TOKEN: &str = "MTMwMDAwMDAwMDAwMDAwMDAxMA.test-only.stand-in-token-9f8e7d6c";

impl StandIn {
    /// Binds a free loopback port and serves REST and the gateway there.
    pub async fn start() -> StandIn {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        let addr = listener.local_addr().expect("local addr");
        let (changed, _) = watch::channel(0u64);
        let mut state = World {
            bot_default: perm::BOT_DEFAULT,
            refuse_registrations: 0,
            ..World::default()
        };
        state.guilds.push(GuildEntry {
            id: p::GUILD_ID,
            name: "Cruise Pawns Test Server".to_string(),
            system_channel: p::CHANNEL_ID,
            preferred_locale: "en-US".to_string(),
        });
        state
            .channels
            .insert(p::CHANNEL_ID, p::text_channel(p::CHANNEL_ID, "games", 1));
        state.channels.insert(
            p::CHANNEL2_ID,
            p::text_channel(p::CHANNEL2_ID, "general", 0),
        );
        let inner = Arc::new(Inner {
            state: Mutex::new(state),
            changed,
            base: format!("http://{addr}"),
            token: TEST_TOKEN.to_string(),
            refusals: openapi::Refusals::default(),
            posted_in: Mutex::default(),
            thread_opens: Mutex::default(),
        });
        let app = routes::router(inner.clone());
        // No Nagle delay on the stand-in's sockets (as on Discord's edge):
        // otherwise a small gateway frame can wait ~40 ms for a delayed ACK
        // and the benchmarks measure the loopback, not the bot.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        let guard = Arc::new(inner.refusals.guard());
        StandIn {
            inner,
            _refusals: guard,
        }
    }

    /// The requests Discord's API description refused so far (answered
    /// 400 50035, 404 or 405), which the test thereby expected: a refusal
    /// nobody takes fails the test when the stand-in is dropped.
    pub fn take_refusals(&self) -> Vec<openapi::Refusal> {
        self.inner.refusals.take()
    }

    /// The base URL to give the bot as `DISCORD_API_BASE`.
    pub fn base(&self) -> String {
        self.inner.base.clone()
    }

    /// Waits until `check` returns `Some`, re-checking after every request
    /// and gateway event. Panics with `what` after `timeout`.
    pub async fn wait_for<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut check: impl FnMut(&StandIn) -> Option<T>,
    ) -> T {
        let mut rx = self.inner.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(v) = check(self) {
                return v;
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => panic!("stand-in stopped while waiting for {what}"),
                Err(_) => {
                    if let Some(v) = check(self) {
                        return v;
                    }
                    let recent: Vec<String> = self
                        .requests()
                        .iter()
                        .rev()
                        .take(12)
                        .map(|r| format!("{} {} {} {:?}", r.method, r.path, r.status, r.fault))
                        .collect();
                    panic!(
                        "timed out after {timeout:?} waiting for {what}; latest requests: {recent:#?}"
                    )
                }
            }
        }
    }
}
