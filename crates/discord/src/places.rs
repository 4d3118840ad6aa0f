//! Discord channels and threads as host [`Place`]s: a thread's place is its
//! parent channel plus the thread, so the host can tell a game's thread from
//! the channel it was challenged in.

use host::Place;
use serenity::all::{ChannelId, ChannelType, Context, GuildId, PartialChannel};
use std::collections::HashMap;
use std::sync::Mutex;

fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// What the bot knows about which channels are threads (and of what).
#[derive(Default)]
pub(crate) struct Places {
    /// channel id -> parent channel id, for threads; `None` for channels
    /// known not to be threads.
    parents: Mutex<HashMap<u64, Option<u64>>>,
}

impl Places {
    /// Remembers that `thread` is a thread of `parent`.
    pub(crate) fn note_thread(&self, thread: ChannelId, parent: ChannelId) {
        self.parents
            .lock()
            .expect("places")
            .insert(thread.get(), Some(parent.get()));
    }

    fn place(guild: Option<GuildId>, channel: u64, parent: Option<u64>) -> Place {
        let guild = guild.map(|g| g.to_string()).unwrap_or_default();
        match parent {
            Some(p) => Place::channel(guild, p.to_string()).with_thread(channel.to_string()),
            None => Place::channel(guild, channel.to_string()),
        }
    }

    /// The place of an interaction, from the channel object Discord sends
    /// with it (and what the bot learnt before).
    pub(crate) fn of_interaction(
        &self,
        guild: Option<GuildId>,
        channel_id: ChannelId,
        channel: Option<&PartialChannel>,
    ) -> Place {
        let known = self
            .parents
            .lock()
            .expect("places")
            .get(&channel_id.get())
            .copied();
        let parent = match (known, channel) {
            (Some(p), _) => p,
            (None, Some(c)) if is_thread(c.kind) => c.parent_id.map(|p| p.get()),
            (None, Some(_)) => None,
            (None, None) => None,
        };
        if let Some(c) = channel {
            let p = if is_thread(c.kind) {
                c.parent_id.map(|p| p.get())
            } else {
                None
            };
            if p.is_some() || !is_thread(c.kind) {
                self.parents
                    .lock()
                    .expect("places")
                    .insert(channel_id.get(), p);
            }
        }
        Places::place(guild, channel_id.get(), parent)
    }

    /// The place of a plain message's channel: from what the bot knows, the
    /// cache, or one request to Discord (then remembered).
    pub(crate) async fn of_channel(
        &self,
        ctx: &Context,
        guild: Option<GuildId>,
        channel_id: ChannelId,
    ) -> Place {
        let known = self
            .parents
            .lock()
            .expect("places")
            .get(&channel_id.get())
            .copied();
        if let Some(parent) = known {
            return Places::place(guild, channel_id.get(), parent);
        }
        let mut parent = None;
        let mut learnt = false;
        if let Some(g) = guild
            && let Some(guild) = ctx.cache.guild(g)
        {
            if let Some(t) = guild.threads.iter().find(|t| t.id == channel_id) {
                parent = t.parent_id.map(|p| p.get());
                learnt = true;
            } else if guild.channels.contains_key(&channel_id) {
                learnt = true;
            }
        }
        if !learnt
            && let Ok(ch) = ctx.http.get_channel(channel_id).await
            && let Some(gc) = ch.guild()
        {
            if is_thread(gc.kind) {
                parent = gc.parent_id.map(|p| p.get());
            }
            learnt = true;
        }
        if learnt {
            self.parents
                .lock()
                .expect("places")
                .insert(channel_id.get(), parent);
        }
        Places::place(guild, channel_id.get(), parent)
    }
}

/// The Discord channel to post a view at `place` in: the thread if there is
/// one, else the channel.
pub(crate) fn channel_of(place: &Place) -> Option<ChannelId> {
    let id = place.thread.as_deref().unwrap_or(&place.channel);
    id.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .map(ChannelId::new)
}
