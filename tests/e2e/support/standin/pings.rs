//! Who a message pings, by Discord's rules (`allowed_mentions`, replies,
//! `@everyone` with Mention Everyone, none for ephemeral messages).

use super::{StandIn, World};
use crate::support::payloads::{self as p, perm};
use serde_json::Value;

/// Who a posted message pings, by Discord's rules (see [`StandIn::pings`]).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Pings {
    /// The `allowed_mentions` the message was created with, if any.
    pub allowed_mentions: Option<Value>,
    /// Users notified, in order of mention (the replied-to author last).
    pub users: Vec<u64>,
    /// Roles notified.
    pub roles: Vec<u64>,
    /// Whether `@everyone` / `@here` notifies.
    pub everyone: bool,
}

/// Who a message created with `body` in `channel` pings (see
/// [`StandIn::pings`]).
pub(super) fn compute_pings(st: &World, channel: u64, body: &Value) -> Pings {
    let allowed = body
        .get("allowed_mentions")
        .filter(|a| !a.is_null())
        .cloned();
    if body["flags"].as_u64().unwrap_or(0) & 64 != 0 {
        return Pings {
            allowed_mentions: allowed,
            ..Pings::default()
        };
    }
    let content = body["content"].as_str().unwrap_or("");
    let (users, roles) = mentions_in(content);
    let everyone_in_text = content.contains("@everyone") || content.contains("@here");
    let ids = |v: &Value, key: &str| -> Vec<u64> {
        v[key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|x| x.as_str().and_then(|s| s.parse().ok()))
            .collect()
    };
    let (parse_all, parse, allow_users, allow_roles, replied) = match &allowed {
        None => (true, Vec::new(), Vec::new(), Vec::new(), true),
        Some(a) => (
            false,
            a["parse"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect::<Vec<_>>(),
            ids(a, "users"),
            ids(a, "roles"),
            a["replied_user"].as_bool().unwrap_or(false),
        ),
    };
    let parses = |kind: &str| parse_all || parse.iter().any(|k| k == kind);
    let mut out = Pings {
        allowed_mentions: allowed,
        ..Pings::default()
    };
    for u in users {
        if (parses("users") || allow_users.contains(&u)) && !out.users.contains(&u) {
            out.users.push(u);
        }
    }
    for r in roles {
        if (parses("roles") || allow_roles.contains(&r)) && !out.roles.contains(&r) {
            out.roles.push(r);
        }
    }
    out.everyone = everyone_in_text
        && parses("everyone")
        && st.bot_permissions(channel) & perm::MENTION_EVERYONE != 0;
    if replied {
        let author = body["message_reference"]["message_id"]
            .as_str()
            .and_then(|m| m.parse::<u64>().ok())
            .and_then(|m| st.messages.get(&m))
            .and_then(|m| m["author"]["id"].as_str())
            .and_then(|a| a.parse::<u64>().ok());
        if let Some(a) = author.filter(|a| *a != p::BOT_ID && !out.users.contains(a)) {
            out.users.push(a);
        }
    }
    out
}

/// The users (`<@id>`, `<@!id>`) and roles (`<@&id>`) mentioned in `text`.
fn mentions_in(text: &str) -> (Vec<u64>, Vec<u64>) {
    let (mut users, mut roles) = (Vec::new(), Vec::new());
    let mut rest = text;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let (is_role, body) = match rest.strip_prefix('&') {
            Some(b) => (true, b),
            None => (false, rest.strip_prefix('!').unwrap_or(rest)),
        };
        let digits: String = body.chars().take_while(char::is_ascii_digit).collect();
        if body[digits.len()..].starts_with('>')
            && let Ok(id) = digits.parse::<u64>()
        {
            if is_role { &mut roles } else { &mut users }.push(id);
        }
    }
    (users, roles)
}

impl StandIn {
    /// Whom message `id` pinged when it was created, by Discord's rules:
    /// without `allowed_mentions` every `<@user>`, `<@&role>` and
    /// `@everyone`/`@here` in the content notifies (and a reply pings the
    /// replied-to author); with it, only the `parse` kinds plus the listed
    /// `users`/`roles` that the content mentions, and the replied-to author
    /// only with `replied_user: true`. `@everyone` needs the bot's Mention
    /// Everyone permission; ephemeral messages ping nobody. Edits never
    /// ping (the first edit of a deferred response counts as its creation).
    pub fn pings(&self, id: u64) -> Option<Pings> {
        let st = self.inner.state.lock().unwrap();
        let body = st.created_with.get(&id)?;
        let msg = st.messages.get(&id)?;
        let channel: u64 = msg["channel_id"].as_str()?.parse().ok()?;
        Some(compute_pings(&st, channel, body))
    }

    /// The messages the bot deleted that had pinged someone when they were
    /// created, with whom: each is a ghost ping (the notification stays,
    /// its message is gone), which the bot never leaves.
    pub fn deleted_pings(&self) -> Vec<(u64, Pings)> {
        let st = self.inner.state.lock().unwrap();
        st.deleted_pings
            .iter()
            .filter(|(_, p)| !p.users.is_empty() || !p.roles.is_empty() || p.everyone)
            .cloned()
            .collect()
    }
}
