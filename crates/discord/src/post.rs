//! Posting a view at its place: a new message, or an edit of the message it
//! replaces (a flight's one message, a challenge, a question), tried again
//! with backoff when Discord fails. Consecutive steps of one flight become
//! one edit ([`host::coalesce`]).

use crate::data::Data;
use crate::metrics::METRICS;
use crate::places::channel_of;
use crate::present::{Outgoing, outgoing_async};
use host::View;
use serenity::all::{ChannelId, Context, MessageId};
use std::time::Duration;

/// The question a view asks, to report its delivery: game and key.
pub(crate) fn delivery(v: &View) -> Option<(i64, String)> {
    v.deadline_ms?;
    Some((v.game?, v.key.clone()?))
}

/// Tells the host when a question reached the defender, so that one
/// delivered late still gets its whole answer time.
pub(crate) async fn delivered(data: &Data, question: Option<(i64, String)>) {
    if let Some((game, key)) = question {
        let now = data.host.clock().now_ms();
        data.host.question_delivered(game, &key, now).await;
    }
}

/// Posts one view at its place: an edit of the message it replaces when
/// the bot knows that message (a flight's one message, a challenge, a
/// question), else a new message. Whether it was delivered.
pub(crate) async fn post_view(ctx: &Context, data: &Data, mut view: View) -> bool {
    let Some(channel) = channel_of(&view.place) else {
        tracing::warn!("a view for {} has no channel to go to", view.place);
        return false;
    };
    if view.kind == host::ViewKind::Withdrawn {
        return withdraw(ctx, data, &view).await;
    }
    add_link(data, &mut view).await;
    let key = view.key.clone();
    let replaces = view.replaces.clone();
    let question = delivery(&view);
    let mut out = outgoing_async(view).await;
    let more = out.take_more();
    let known = match &replaces {
        Some(r) => data.known(r).await,
        None => None,
    };
    if let (Some(r), Some((c, m))) = (&replaces, known) {
        match c.edit_message(ctx, m, out.clone().edit()).await {
            Ok(_) => {
                if key.as_deref() != Some(r.as_str()) {
                    data.forget(r).await;
                    if let Some(k) = key {
                        data.remember(k, c, m).await;
                    }
                }
                delivered(data, question).await;
                post_more(ctx, c, more).await;
                return true;
            }
            Err(e) => {
                METRICS.discord_error();
                data.forget(r).await;
                tracing::warn!("could not edit message {m}: {e}; posting anew");
            }
        }
    }
    match send_with_retries(ctx, channel, &out).await {
        Ok(m) => {
            if let Some(k) = key {
                data.remember(k, m.channel_id, m.id).await;
            }
            delivered(data, question).await;
            post_more(ctx, m.channel_id, more).await;
            true
        }
        Err(e) => {
            tracing::error!("gave up posting in channel {channel}: {e}");
            false
        }
    }
}

/// Ends the text of a view that links an earlier message (a question's
/// notice) with that message's link, when the bot knows it.
pub(crate) async fn add_link(data: &Data, view: &mut View) {
    if let Some(k) = view.links_to.clone()
        && let Some((c, m)) = data.known(&k).await
    {
        let link = crate::present::message_link(&view.place.guild, c.get(), m.get());
        view.text = format!("{} {link}", view.text);
    }
}

/// Posts the rest of a long text, in order, right after its first message.
async fn post_more(ctx: &Context, channel: ChannelId, more: Vec<Outgoing>) {
    for out in more {
        if let Err(e) = send_with_retries(ctx, channel, &out).await {
            tracing::error!("gave up posting the rest of a long message in {channel}: {e}");
        }
    }
}

/// Deletes the message of a notice whose moment has passed (the key
/// `view` replaces), if the bot knows it. Whether nothing is left of it.
async fn withdraw(ctx: &Context, data: &Data, view: &View) -> bool {
    let Some(k) = view.replaces.as_deref() else {
        return true;
    };
    let Some((c, m)) = data.known(k).await else {
        return true;
    };
    data.forget(k).await;
    match c.delete_message(ctx, m).await {
        Ok(()) => true,
        Err(e) => {
            METRICS.discord_error();
            tracing::warn!("could not delete the notice {m}: {e}");
            false
        }
    }
}

/// How often, and after what waits, a failed post is tried again.
const RETRY_WAITS_MS: [u64; 5] = [500, 1_000, 2_000, 4_000, 8_000];

/// Posts `out` in `channel`, trying again with backoff when Discord fails
/// (a server error, a rate limit, a dropped connection) rather than
/// dropping the message. A refusal that cannot change (no access, a bad
/// request) is not retried.
async fn send_with_retries(
    ctx: &Context,
    channel: ChannelId,
    out: &Outgoing,
) -> Result<serenity::all::Message, serenity::Error> {
    let mut waits = RETRY_WAITS_MS.iter();
    loop {
        match channel.send_message(ctx, out.clone().message()).await {
            Ok(m) => return Ok(m),
            Err(e) => {
                METRICS.discord_error();
                let permanent = matches!(
                    &e,
                    serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
                        if r.status_code.is_client_error() && r.status_code.as_u16() != 429
                );
                match waits.next() {
                    Some(ms) if !permanent => {
                        tracing::warn!(
                            "could not post in channel {channel}: {e}; trying again in {ms} ms"
                        );
                        tokio::time::sleep(Duration::from_millis(*ms)).await;
                    }
                    _ => return Err(e),
                }
            }
        }
    }
}

/// A reply to a plain message (which cannot be ephemeral).
pub(crate) async fn reply_in_channel(
    ctx: &Context,
    channel: ChannelId,
    to: MessageId,
    text: String,
    mentions: &[serenity::all::UserId],
) {
    let mut out = Outgoing::text_to(text, mentions);
    let more = out.take_more();
    let msg = out.message().reference_message((channel, to));
    match channel.send_message(ctx, msg).await {
        Ok(_) => post_more(ctx, channel, more).await,
        Err(e) => tracing::warn!("could not reply in channel {channel}: {e}"),
    }
}
