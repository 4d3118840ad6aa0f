//! Calendar entries as Discord guild scheduled events: a view carrying a
//! [`CalendarEntry`] (a scheduled tournament's announcement) creates the
//! server's event, and later views move it along: a new start or end,
//! started, finished, cancelled. The event is external, its location the
//! channel's name.
//!
//! The outbox's delivery worker keeps an entry as a job of its view's post,
//! before the post is made ([`keep_view`]): a call Discord fails for a
//! moment (429, 5xx, a timeout) is retried with the post, and a create
//! whose answer was lost is found among the server's events rather than
//! made twice. A view answered directly (an interaction's reply) shows the
//! line the bot knows already ([`known_line`]); the worker's edit of it
//! brings it up to date.
//!
//! Without the Manage Events permission nothing breaks: the organizer who
//! scheduled it is told why there is no event, privately (`discord-tournament-no-event`,
//! see `commands::tournament`; the public announcement says nothing of
//! the bot's permissions), and the bot tries again (at most every ten
//! minutes) while the entry is still scheduled, so an event appears once
//! an admin grants the permission.
//!
//! What the bot last made of each entry is kept with the host (as the
//! message of the view key `calendar:<key>`), so a restart edits the same
//! event: `event:<id>:<status>:<start>:<end>:<words>` (`<words>`: a sum of
//! its name and description, so that a renamed tournament renames its
//! event; absent in records kept before it was) or `refused:<when>`.
//!
//! The event's description is said in the server's language (every member
//! sees it), as is the audit log's reason; its sum is of the description
//! as said, so a server that changes its language has it said anew.

use crate::data::Data;
use host::{CalendarEntry, CalendarState, View};
use locale::{Locale, Words, ids};
use serenity::all::{
    CreateScheduledEvent, EditScheduledEvent, GuildId, Http, ScheduledEventId,
    ScheduledEventStatus, ScheduledEventType, Timestamp,
};
use std::collections::HashMap;
use std::sync::OnceLock;
use tokio::sync::Mutex;

/// How long after a refusal the bot asks Discord again.
const RETRY_REFUSED_MS: i64 = 10 * 60_000;
/// A start closer than this cannot be scheduled any more (Discord refuses
/// a start in the past).
const TOO_SOON_MS: i64 = 30_000;

/// What the bot made of an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Made {
    Event {
        id: u64,
        status: u8,
        start: i64,
        end: i64,
        /// [`words_sum`] of its name and description (0: not known).
        words: u64,
    },
    Refused {
        at: i64,
    },
}

impl Made {
    fn to_text(self) -> String {
        match self {
            Made::Event {
                id,
                status,
                start,
                end,
                words,
            } => format!("event:{id}:{status}:{start}:{end}:{words}"),
            Made::Refused { at } => format!("refused:{at}"),
        }
    }

    fn parse(s: &str) -> Option<Made> {
        let parts: Vec<&str> = s.split(':').collect();
        match parts.as_slice() {
            ["event", id, status, start, end, words @ ..] if words.len() <= 1 => {
                Some(Made::Event {
                    id: id.parse().ok()?,
                    status: status.parse().ok()?,
                    start: start.parse().ok()?,
                    end: end.parse().ok()?,
                    words: match words {
                        [w] => w.parse().ok()?,
                        _ => 0,
                    },
                })
            }
            ["refused", at] => Some(Made::Refused {
                at: at.parse().ok()?,
            }),
            _ => None,
        }
    }
}

/// A sum of an entry's name and its `description` as said (FNV-1a,
/// stable across versions), never 0: whether the event still shows them
/// (a server that changes its language has its event said anew).
fn words_sum(entry: &CalendarEntry, description: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in entry.name.bytes().chain([0]).chain(description.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h.max(1)
}

/// Discord's status for an entry's state.
fn status_of(state: CalendarState) -> u8 {
    match state {
        CalendarState::Scheduled => 1,
        CalendarState::Started => 2,
        CalendarState::Finished => 3,
        CalendarState::Cancelled => 4,
    }
}

/// The line a view about `entry` gains from what the bot made of it: the
/// event's link while it is scheduled. A refused event adds nothing: why
/// is for the organizer alone ([`NO_EVENT`]).
fn line(guild: &str, entry: &CalendarEntry, made: Option<Made>) -> Option<Words> {
    match made {
        Some(Made::Event { id, .. }) if entry.state == CalendarState::Scheduled => Some(
            Words::new(ids::DISCORD_EVENT_LINE)
                .arg("url", format!("https://discord.com/events/{guild}/{id}")),
        ),
        _ => None,
    }
}

/// Adds `line` to `view` on a line of its own, said in the language of
/// its server's posts (the view is said already).
async fn add_line(data: &Data, view: &mut View, line: Option<Words>) {
    if let Some(l) = line {
        let locale = crate::language::of_server(data, &view.place.guild).await;
        view.text.push('\n');
        view.text.push_str(&l.text(locale));
    }
}

/// Adds to `view` (answered directly, not through the outbox) the line
/// its calendar entry has by what the bot made of it so far, without
/// asking Discord; the entry stays on the view for the worker to keep.
pub(crate) async fn known_line(data: &Data, view: &mut View) {
    let Some(entry) = &view.calendar else {
        return;
    };
    let made = data
        .host
        .message_of(&format!("calendar:{}", entry.key))
        .await
        .and_then(|s| Made::parse(&s));
    let l = line(&view.place.guild, entry, made);
    add_line(data, view, l).await;
}

/// Keeps the calendar entry of `view` (a post the outbox's worker is
/// about to make) in step with the server's scheduled event, taking it off
/// the view, and adds the line it gains (the event's link, or why there is
/// none). One entry of a server at a time, so two edits of one
/// announcement never create two events; servers do not wait on each
/// other's Discord calls. `retried`: an earlier try of this post failed,
/// perhaps after Discord made the event (its answer lost), so a create
/// first looks for it. An error is a failure that may pass (429, 5xx, a
/// timeout): the post is tried again later.
pub(crate) async fn keep_view(
    http: &Http,
    data: &Data,
    view: &mut View,
    retried: bool,
) -> Result<(), serenity::Error> {
    let Some(entry) = view.calendar.take() else {
        return Ok(());
    };
    let server = one_at_a_time(&view.place.guild);
    let _one = server.lock().await;
    let made = keep_one(http, data, view, &entry, retried).await?;
    let l = line(&view.place.guild, &entry, made);
    add_line(data, view, l).await;
    Ok(())
}

/// Whether the bot may create a server's scheduled events, by the
/// permissions an interaction says it has there (`app_permissions`;
/// unknown: assumed, and a refusal is then only logged).
pub(crate) fn may_make_events(app_permissions: Option<serenity::all::Permissions>) -> bool {
    app_permissions.is_none_or(|p| p.manage_events() || p.create_events())
}

/// Whether `views` schedule a calendar entry (a tournament created or
/// moved with a start), whose event the bot will try to make.
pub(crate) fn schedules_event(views: &[View]) -> bool {
    views.iter().any(|v| {
        v.calendar
            .as_ref()
            .is_some_and(|c| c.state == CalendarState::Scheduled)
    })
}

/// The lock that keeps server `guild`'s calendar changes one at a time.
fn one_at_a_time(guild: &str) -> std::sync::Arc<Mutex<()>> {
    static SERVERS: OnceLock<std::sync::Mutex<HashMap<String, std::sync::Arc<Mutex<()>>>>> =
        OnceLock::new();
    SERVERS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(guild.to_string())
        .or_default()
        .clone()
}

/// Brings one entry's event in step; what the bot has made of it now. An
/// error: Discord failed for a moment; nothing is recorded.
async fn keep_one(
    http: &Http,
    data: &Data,
    v: &View,
    entry: &CalendarEntry,
    retried: bool,
) -> Result<Option<Made>, serenity::Error> {
    let Some(guild) = v
        .place
        .guild
        .parse()
        .ok()
        .filter(|g| *g != 0)
        .map(GuildId::new)
    else {
        return Ok(None);
    };
    let key = format!("calendar:{}", entry.key);
    let now = data.host.clock().now_ms();
    let made = data
        .host
        .message_of(&key)
        .await
        .and_then(|s| Made::parse(&s));
    let want = status_of(entry.state);
    // Every member of the server sees the event: in the server's language.
    let locale = crate::language::of_server(data, &v.place.guild).await;
    let description = entry.description.text(locale);
    let result = match made {
        None | Some(Made::Refused { .. }) => {
            let retry = match made {
                Some(Made::Refused { at }) => now - at >= RETRY_REFUSED_MS,
                _ => true,
            };
            if !retry || entry.state != CalendarState::Scheduled {
                return Ok(made);
            }
            if entry.start_ms < now + TOO_SOON_MS {
                return Ok(None);
            }
            match made_before(http, guild, entry, &description, retried).await? {
                Some(found) => Ok(found),
                None => create(http, v, guild, entry, &description, locale).await,
            }
        }
        Some(Made::Event {
            id,
            status,
            start,
            end,
            words,
        }) => {
            let same_words = words == 0 || words == words_sum(entry, &description);
            if status == want && start == entry.start_ms && end == entry.end_ms && same_words {
                return Ok(made);
            }
            if matches!(status, 3 | 4) {
                return Ok(made); // Discord allows no change of a finished event.
            }
            edit(http, guild, id, status, entry, &description).await
        }
    };
    Ok(match result {
        Ok(m) => {
            data.host.remember_message(&key, &m.to_text()).await;
            Some(m)
        }
        Err(Failure::Refused) => {
            let m = Made::Refused { at: now };
            // A refused edit keeps the event the bot made: it may work later.
            if !matches!(made, Some(Made::Event { .. })) {
                data.host.remember_message(&key, &m.to_text()).await;
            }
            Some(m)
        }
        Err(Failure::Gone) => {
            data.host.forget_message(&key).await;
            None
        }
        Err(Failure::Momentary(e)) => return Err(e),
        Err(Failure::Other(e)) => {
            tracing::warn!("scheduled event for {}: {e}", entry.key);
            made
        }
    })
}

enum Failure {
    /// 403: the bot lacks Manage Events.
    Refused,
    /// 404: the event was deleted by someone.
    Gone,
    /// 429, 5xx, a timeout or a failed connection: it may pass.
    Momentary(serenity::Error),
    /// Any other refusal (400): trying again cannot help.
    Other(serenity::Error),
}

fn failure(e: serenity::Error) -> Failure {
    match &e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            match r.status_code.as_u16() {
                403 => Failure::Refused,
                404 => Failure::Gone,
                408 | 429 | 500..=599 => Failure::Momentary(e),
                _ => Failure::Other(e),
            }
        }
        serenity::Error::Http(serenity::all::HttpError::Request(_)) => Failure::Momentary(e),
        _ => Failure::Other(e),
    }
}

/// The event an earlier try made for `entry` although its answer was
/// lost (`retried`: there was an earlier try): one of the server's
/// scheduled events with the entry's name, `description` (as said) and
/// times. Reading the events may fail for a moment like any call.
async fn made_before(
    http: &Http,
    guild: GuildId,
    entry: &CalendarEntry,
    description: &str,
    retried: bool,
) -> Result<Option<Made>, serenity::Error> {
    if !retried {
        return Ok(None);
    }
    let (Some(start), Some(end)) = (timestamp(entry.start_ms), timestamp(entry.end_ms)) else {
        return Ok(None);
    };
    let events = match guild.scheduled_events(http, false).await {
        Ok(e) => e,
        Err(e) => {
            return match failure(e) {
                Failure::Momentary(e) => Err(e),
                // Not readable (no access): create it as on a first try.
                _ => Ok(None),
            };
        }
    };
    let found = events.into_iter().find(|e| {
        e.name == entry.name
            && e.description.as_deref() == Some(description)
            && e.start_time.unix_timestamp() == start.unix_timestamp()
            && e.end_time.map(|t| t.unix_timestamp()) == Some(end.unix_timestamp())
            && e.status == ScheduledEventStatus::Scheduled
    });
    Ok(found.map(|e| Made::Event {
        id: e.id.get(),
        status: 1,
        start: entry.start_ms,
        end: entry.end_ms,
        words: words_sum(entry, description),
    }))
}

fn timestamp(ms: i64) -> Option<Timestamp> {
    Timestamp::from_millis(ms).ok()
}

async fn create(
    http: &Http,
    v: &View,
    guild: GuildId,
    entry: &CalendarEntry,
    description: &str,
    locale: Locale,
) -> Result<Made, Failure> {
    let (Some(start), Some(end)) = (timestamp(entry.start_ms), timestamp(entry.end_ms)) else {
        return Err(Failure::Other(serenity::Error::Other(
            "a time out of range", // words-scan: skip (an internal error: logs only)
        )));
    };
    let location = match crate::places::channel_of(&v.place) {
        Some(c) => match c.name(http).await {
            Ok(name) => format!("#{name}"),
            Err(_) => "Discord".to_string(),
        },
        None => "Discord".to_string(),
    };
    let reason = Words::new(ids::DISCORD_EVENT_AUDIT_REASON).text(locale);
    let event = CreateScheduledEvent::new(ScheduledEventType::External, &entry.name, start)
        .end_time(end)
        .location(location)
        .description(description)
        .audit_log_reason(&reason);
    // Through HTTP only: serenity's own check reads a cached guild that may
    // not list the bot's roles, and Discord decides anyway.
    match guild.create_scheduled_event(http, event).await {
        Ok(e) => Ok(Made::Event {
            id: e.id.get(),
            status: 1,
            start: entry.start_ms,
            end: entry.end_ms,
            words: words_sum(entry, description),
        }),
        Err(e) => Err(failure(e)),
    }
}

async fn edit(
    http: &Http,
    guild: GuildId,
    id: u64,
    status: u8,
    entry: &CalendarEntry,
    description: &str,
) -> Result<Made, Failure> {
    let event = ScheduledEventId::new(id);
    let mut now_status = status;
    // Times and words change only while it is scheduled (an edited
    // tournament: `/tournament edit`).
    if status == 1 && entry.state == CalendarState::Scheduled {
        let (Some(start), Some(end)) = (timestamp(entry.start_ms), timestamp(entry.end_ms)) else {
            return Err(Failure::Other(serenity::Error::Other(
                "a time out of range", // words-scan: skip (an internal error: logs only)
            )));
        };
        let b = EditScheduledEvent::new()
            .name(&entry.name)
            .description(description)
            .start_time(start)
            .end_time(end);
        guild
            .edit_scheduled_event(http, event, b)
            .await
            .map_err(failure)?;
    }
    // Discord's order: scheduled -> active -> completed, or scheduled ->
    // cancelled. A finished tournament that was never marked started goes
    // through active; a cancelled one already active completes.
    let steps: &[u8] = match (status, status_of(entry.state)) {
        (1, 2) => &[2],
        (1, 3) => &[2, 3],
        (1, 4) => &[4],
        (2, 3) | (2, 4) => &[3],
        _ => &[],
    };
    for &s in steps {
        let b = EditScheduledEvent::new().status(ScheduledEventStatus::from(s));
        guild
            .edit_scheduled_event(http, event, b)
            .await
            .map_err(failure)?;
        now_status = s;
    }
    Ok(Made::Event {
        id,
        status: now_status,
        start: entry.start_ms,
        end: entry.end_ms,
        words: words_sum(entry, description),
    })
}

#[cfg(test)]
mod tests {
    use super::Made;

    #[test]
    fn what_was_made_reads_back() {
        for m in [
            Made::Event {
                id: 42,
                status: 2,
                start: 1_000,
                end: 5_000,
                words: 99,
            },
            Made::Refused { at: 7 },
        ] {
            assert_eq!(Made::parse(&m.to_text()), Some(m));
        }
        // Kept before the words were: not known.
        assert_eq!(
            Made::parse("event:42:1:1000:5000"),
            Some(Made::Event {
                id: 42,
                status: 1,
                start: 1_000,
                end: 5_000,
                words: 0
            })
        );
        assert_eq!(Made::parse("event:42:1:1000:5000:7:8"), None);
        assert_eq!(Made::parse("event:x:1:2:3"), None);
        assert_eq!(Made::parse("12:34"), None);
    }
}
