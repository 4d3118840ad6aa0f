//! A series goes on (see [`crate::series`]): the next edition of an
//! edition that is over, stored once, announced at once; at start, the
//! editions whose successor was not created yet get it.

use crate::Tournaments;
use crate::saving::{Owed, store_place};
use crate::state::TState;
use host::View;

impl Tournaments {
    /// Creates the next edition of `over` (an edition that has just
    /// finished or been cancelled) when it repeats: stored (once: a second
    /// try finds the first), live, timed, and its announcement returned,
    /// written to the outbox with the new edition as `owed` writes a
    /// change's posts ([`View::in_outbox`]).
    pub(crate) async fn next_edition_of(&self, over: &TState, owed: Owed) -> Option<View> {
        let now = self.now();
        let mut t = over.next_edition(now)?;
        let new = store::NewTournament {
            place: store_place(&t.place),
            name: t.name.clone(),
            format: t.format.name().to_string(),
            organizer_id: t.organizer.id.clone(),
            snapshot: t.to_json(),
        };
        let st = self.store().clone();
        let follows = over.id;
        let posts = announcement_posts(&t, now, owed);
        let rec = self
            .host()
            .io(async move {
                st.create_following_tournament_with_posts(&new, follows, posts)
                    .await
            })
            .await;
        let (rec, stored) = match rec {
            Ok(Some(rec)) => rec,
            // Created before (the bot stopped after creating it).
            Ok(None) => return None,
            Err(e) => {
                tracing::error!("could not create the next edition of tournament {follows}: {e}");
                return None;
            }
        };
        t.id = rec.id;
        t.version = rec.version;
        tracing::info!(
            "tournament {}: edition {} created as tournament {}",
            over.id,
            t.edition,
            t.id
        );
        let mut view = self.go_live(t, now);
        self.announcement_written(&mut view, stored);
        Some(view)
    }

    /// Marks `view`, a new tournament's announcement, as written with its
    /// creation (`stored`: its post, see [`announcement_posts`]), and
    /// hands the post to the delivery worker.
    pub(crate) fn announcement_written(&self, view: &mut View, stored: Vec<store::Post>) {
        if let Some(post) = stored.first() {
            view.in_outbox = Some(post.id);
            view.held = post.is_held();
        }
        self.host().hand_off(stored);
    }

    /// At start: the editions that ended without their next one being
    /// created (the bot stopped in between) get it now.
    pub(crate) async fn continue_series(&self) -> Vec<View> {
        let st = self.store().clone();
        let since = self.now() - 62 * 86_400_000;
        let ended = match self
            .host()
            .io(async move { st.tournaments_without_successor(since).await })
            .await
        {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!("could not look for series to continue: {e}");
                return Vec::new();
            }
        };
        let mut views = Vec::new();
        for rec in ended {
            let Ok(t) = TState::from_json(&rec.snapshot, rec.id, rec.version) else {
                continue;
            };
            if t.repeat != crate::repeat::Repeat::None
                && self.host().owns(&t.place)
                && let Some(v) = self.next_edition_of(&t, Owed::Everything).await
            {
                views.push(v);
            }
        }
        views
    }
}

/// The posts that write the announcement of tournament `t` (created at
/// `now`) with its creation, as `owed` writes a change's posts: made of
/// the id the store gives it, which its key and buttons name.
pub(crate) fn announcement_posts(
    t: &TState,
    now: i64,
    owed: Owed,
) -> impl FnOnce(i64) -> Vec<store::NewPost> + Send + 'static {
    let mut t = t.clone();
    move |id| {
        t.id = id;
        host::owed_post(&crate::views::announcement(&t, now, true))
            .map(|p| owed.post(p))
            .into_iter()
            .collect()
    }
}
