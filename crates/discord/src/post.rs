//! Posting views: what the bot owes a channel goes to the outbox, the one
//! delivery path ([`crate::outbox`]); a reply to a plain message is sent
//! at once. Also what a question's delivery tells the host, and the link
//! a notice adds to the message it points at.

use crate::data::Data;
use crate::present::Outgoing;
use host::View;
use serenity::all::{ChannelId, Context, MessageId};

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

/// Hands `views` to the outbox, in order: the delivery worker
/// ([`crate::outbox`]) posts them exactly once, with a nonce, through
/// rate limits and outages, and after a restart. Whether they were
/// written (the store refused them only if it is down, which the log
/// says).
pub(crate) async fn post_views(data: &Data, views: Vec<View>) -> bool {
    match data.host.post_views(&views).await {
        Ok(()) => true,
        Err(e) => {
            tracing::error!(
                "could not write {} posts to the outbox: {e}; check that the database is reachable",
                views.len()
            );
            false
        }
    }
}

/// Hands one view to the outbox ([`post_views`]).
pub(crate) async fn post_view(data: &Data, view: View) -> bool {
    post_views(data, vec![view]).await
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
    if let Err(e) = channel.send_message(ctx, msg).await {
        tracing::warn!("could not reply in channel {channel}: {e}");
        return;
    }
    // The rest of a long reply, in order.
    for out in more {
        if let Err(e) = channel.send_message(ctx, out.message()).await {
            tracing::warn!("could not reply in channel {channel}: {e}");
            return;
        }
    }
}
