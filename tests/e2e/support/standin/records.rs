//! What the stand-in records of the bot's REST requests ([`Recorded`],
//! with the files of multipart bodies), and the searches a test makes in
//! them: every request, the messages the bot sent, the pictures it posted,
//! the slash commands it registered.

use super::{Fault, StandIn, content_of};
use crate::support::payloads as p;
use serde_json::Value;
use std::time::{Duration, Instant};

/// How many requests that arrived before the moment searched from end a
/// search by arrival time ([`StandIn::file_post_at`]): requests are
/// recorded once handled, so a few older ones may follow newer ones.
const STRAGGLERS: usize = 64;

/// A file uploaded in a multipart request.
#[derive(Debug, Clone)]
pub struct UploadedFile {
    /// The form field name (`files[0]`, ...).
    pub field: String,
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// One request the bot made.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// Position in the log (0-based).
    pub index: usize,
    pub method: String,
    /// The path, starting with `/api/v10`.
    pub path: String,
    pub query: String,
    /// The JSON body, or `payload_json` of a multipart body.
    pub json: Option<Value>,
    pub files: Vec<UploadedFile>,
    /// The status the stand-in answered with.
    pub status: u16,
    /// When the request arrived (at "Discord", i.e. after half the
    /// configured latency).
    pub at: Instant,
    /// Whether the `Authorization` header carried the expected bot token.
    pub authorized: bool,
    /// The fault the request got, if any.
    pub fault: Option<Fault>,
    /// The JSON body of the answer (`{"message", "code"}` for errors).
    pub answer: Value,
}

impl Recorded {
    /// The path without the `/api/v10` prefix.
    pub fn route(&self) -> &str {
        self.path.strip_prefix("/api/v10").unwrap_or(&self.path)
    }

    /// The Discord error code of the answer (`code`), if it was an error.
    pub fn error_code(&self) -> Option<u64> {
        (self.status >= 400)
            .then(|| self.answer["code"].as_u64())
            .flatten()
    }

    /// Whether this is a message create (`POST /channels/{id}/messages`).
    pub fn is_message_create(&self) -> bool {
        self.method == "POST" && is_message_create_route(self.route())
    }

    /// Whether this is a thread creation (on a message or on its own).
    pub fn is_thread_create(&self) -> bool {
        self.method == "POST" && is_thread_create_route(self.route())
    }
}

pub(super) fn is_message_create_route(route: &str) -> bool {
    let segs: Vec<&str> = route.trim_matches('/').split('/').collect();
    matches!(segs.as_slice(), ["channels", _, "messages"])
}

fn is_thread_create_route(route: &str) -> bool {
    let segs: Vec<&str> = route.trim_matches('/').split('/').collect();
    matches!(
        segs.as_slice(),
        ["channels", _, "threads"] | ["channels", _, "messages", _, "threads"]
    )
}

impl StandIn {
    /// The command registrations the bot attempted (PUT .../commands).
    pub fn registration_attempts(&self) -> usize {
        self.requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count()
    }

    /// When the first successful message create in `channel` after `since`
    /// whose text contains `needle` and which carries a file arrived.
    /// Scans in place (no copy of the requests and their files), so that
    /// many waiters at once cost the machine little (benchmarks).
    pub fn file_post_at(&self, channel: u64, needle: &str, since: Instant) -> Option<Instant> {
        let path = format!("/channels/{channel}/messages");
        let st = self.inner.state.lock().unwrap();
        // Requests are recorded once handled, not in the order they
        // arrived: some that arrived before `since` may be recorded after
        // the post looked for. The search ends after a run of them.
        let mut older = 0;
        let mut found = None;
        for r in st.requests.iter().rev() {
            if r.at <= since {
                older += 1;
                if older >= STRAGGLERS {
                    break;
                }
                continue;
            }
            older = 0;
            if r.method == "POST"
                && r.status == 200
                && r.path.ends_with(&path)
                && !r.files.is_empty()
                && r.json
                    .as_ref()
                    .is_some_and(|j| content_of(j).contains(needle))
            {
                found = Some(found.map_or(r.at, |f: Instant| f.min(r.at)));
            }
        }
        found
    }

    /// Waits (at most `timeout`) for [`StandIn::file_post_at`]: woken only
    /// by message creates in `channel`, so that many waiters at once cost
    /// the machine little (benchmarks).
    pub async fn file_posted(
        &self,
        channel: u64,
        needle: &str,
        since: Instant,
        timeout: Duration,
    ) -> Instant {
        let notify = self.inner.posted_in(channel);
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let woken = notify.notified();
            tokio::pin!(woken);
            woken.as_mut().enable();
            if let Some(at) = self.file_post_at(channel, needle, since) {
                return at;
            }
            if tokio::time::timeout_at(deadline, woken).await.is_err() {
                return self.file_post_at(channel, needle, since).unwrap_or_else(|| {
                    panic!("timed out after {timeout:?} waiting for a picture with {needle} in channel {channel}")
                });
            }
        }
    }

    /// How many requests the bot has made so far.
    pub fn request_count(&self) -> usize {
        self.inner.state.lock().unwrap().requests.len()
    }

    /// All requests so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.inner.state.lock().unwrap().requests.clone()
    }

    /// Every message the bot sent or changed, in order: creates (`POST
    /// /channels/{c}/messages`), edits (`PATCH .../messages/{m}`),
    /// interaction responses with a message (types 4 and 7; a deferral
    /// carries none), follow-ups and edits through the interaction's
    /// webhook. Each with the body the message was sent with (for a
    /// callback, its `data`): its `content` and `allowed_mentions`.
    pub fn sent_messages(&self) -> Vec<(Recorded, Value)> {
        self.requests()
            .into_iter()
            .filter(|r| r.status < 400)
            .filter_map(|r| {
                let body = r.json.clone()?;
                let segs: Vec<&str> = r.route().trim_matches('/').split('/').collect();
                let message = match (r.method.as_str(), segs.as_slice()) {
                    ("POST", ["channels", _, "messages"])
                    | ("PATCH", ["channels", _, "messages", _])
                    | ("POST", ["webhooks", _, _])
                    | ("PATCH", ["webhooks", _, _, "messages", _]) => body,
                    ("POST", ["interactions", _, _, "callback"]) => match body["type"].as_u64() {
                        Some(4) | Some(7) => body["data"].clone(),
                        _ => return None,
                    },
                    _ => return None,
                };
                Some((r, message))
            })
            .collect()
    }

    /// Commands registered in the test guild.
    pub fn guild_commands(&self) -> Vec<Value> {
        self.guild_commands_in(p::GUILD_ID)
    }

    /// Commands registered in guild `guild`.
    pub fn guild_commands_in(&self, guild: u64) -> Vec<Value> {
        let st = self.inner.state.lock().unwrap();
        st.commands_guild.get(&guild).cloned().unwrap_or_default()
    }

    /// Commands registered globally.
    pub fn global_commands(&self) -> Vec<Value> {
        self.inner.state.lock().unwrap().commands_global.clone()
    }
}
