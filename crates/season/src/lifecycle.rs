//! A season's life: started by an organizer, ended by `/season end` or at
//! its `ends:` time by a timer (restored after a restart; a time that
//! passed while the bot was away ends it at the start). The end is stored
//! first and happens once (`store::Store::end_season` ends only an open
//! season); then the standings are recorded as posted (once, whoever gets
//! there first) and posted; a stop between the end and that record posts
//! them at the next start.

use crate::ends::parse_ends;
use crate::{MAX_NAME, Seasons, place_of, words};
use engine::Preset;
use host::{ActionId, Allowed, Button, ButtonStyle, HostError, Place, Player, View, ViewKind};
use locale::{Words, ids};
use std::sync::Arc;
use store::{NewSeason, SeasonRecord, StoreError};

/// How soon an end that failed (the database did not answer) is tried
/// again (ms).
const RETRY_MS: i64 = 60_000;

impl Seasons {
    /// Arms the timers of the open seasons of this process's servers and
    /// posts the standings they are owed.
    pub(crate) async fn restore(&self) -> Result<(), HostError> {
        let st = self.store().clone();
        let unsettled = self
            .host()
            .io(async move { st.unsettled_seasons().await })
            .await?;
        for s in unsettled {
            // Another process's servers are its own (sharding).
            if !self.host().owns(&place_of(&s)) {
                continue;
            }
            match (s.ended_ms, s.ends_ms) {
                (None, Some(at)) => self.arm(s.id, at),
                (None, None) => {}
                (Some(_), _) => {
                    // Ended, standings not posted yet (a stop in between).
                    let views = self.post_standings(&s, false).await;
                    self.host().emit(views);
                }
            }
        }
        Ok(())
    }

    /// `/season start`: opens a season in the server of `place`.
    pub(crate) async fn start_season(
        &self,
        who: &Player,
        place: &Place,
        name: &str,
        preset: Option<Preset>,
        ends: Option<&str>,
        grant: host::RoleGrant,
    ) -> Vec<View> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.contains([':', '`']) {
            return vec![words::refused(place, &who.id, words::bad_name(name))];
        }
        let now = self.now();
        let ends_ms = match parse_ends(ends.unwrap_or_default(), now) {
            Ok(at) => at,
            Err(e) => return vec![words::refused(place, &who.id, e.words())],
        };
        let new = NewSeason {
            guild_id: place.guild.clone(),
            name: name.to_string(),
            preset: preset.map(|p| p.name().to_string()),
            channel_id: place.channel.clone(),
            thread_id: place.thread.clone(),
            started_by: who.id.clone(),
            started_ms: now,
            ends_ms,
            grant_role: grant.role,
            grant_may_give: Some(grant.may_give),
        };
        let st = self.store().clone();
        let created = self
            .host()
            .io(async move { st.create_season(&new).await })
            .await;
        let season = match created {
            Ok(s) => s,
            Err(StoreError::OpenSeason { name, .. }) => {
                return vec![words::refused(place, &who.id, words::still_open(&name))];
            }
            Err(StoreError::SeasonNameTaken { name, .. }) => {
                return vec![words::refused(place, &who.id, words::name_taken(&name))];
            }
            Err(e) => return vec![self.unavailable(who, place, e)],
        };
        if let Some(at) = season.ends_ms {
            self.arm(season.id, at);
        }
        let mut v = View::said(place, ViewKind::Event, words::started(&season, who));
        v.card = Some(words::start_card(&season));
        v.buttons = vec![rules_button(season.id)];
        let mut views = vec![v];
        // The server's top role that its starter may not give: she alone
        // is told now (an admin's matter, never on the public posts).
        if let Some(role) = season.grant_role.as_deref()
            && let Err(withheld) =
                host::may_hand_out(crate::standings::grant_of(&season).as_ref(), role)
        {
            views.push(words::told(
                place,
                &who.id,
                words::role_withheld(&season, &withheld),
            ));
        }
        views
    }

    /// The start card's **Rules** ([`ActionId::SeasonRules`]): season
    /// `id`'s rules, to `who` alone at `place`.
    pub(crate) async fn rules(&self, who: &Player, place: &Place, id: i64) -> Vec<View> {
        let st = self.store().clone();
        let read = self
            .host()
            .io(async move {
                let Some(season) = st.season(id).await? else {
                    return Ok(None);
                };
                let settings = st.season_settings(&season.guild_id).await?;
                Ok::<_, StoreError>(Some((season, settings)))
            })
            .await;
        match read {
            Ok(Some((season, settings))) if season.guild_id == place.guild => {
                vec![words::told(
                    place,
                    &who.id,
                    words::rules_text(&season, &settings),
                )]
            }
            Ok(_) => vec![words::refused(
                place,
                &who.id,
                Words::new(ids::SEASON_RULES_GONE),
            )],
            Err(e) => vec![self.unavailable(who, place, e)],
        }
    }

    /// `/season end`: ends the server's open season now.
    pub(crate) async fn end_by_command(&self, who: &Player, place: &Place) -> Vec<View> {
        let st = self.store().clone();
        let guild = place.guild.clone();
        let open = self
            .host()
            .io(async move {
                let open = st.open_season(&guild).await?;
                let last = match open {
                    Some(_) => None,
                    None => st.last_season(&guild).await?,
                };
                Ok::<_, StoreError>((open, last))
            })
            .await;
        match open {
            Ok((Some(season), _)) => match self.finish(&season, true).await {
                Ok(Some(views)) => views,
                Ok(None) => vec![words::refused(
                    place,
                    &who.id,
                    words::ended_already(&season),
                )],
                Err(e) => vec![self.unavailable(who, place, e)],
            },
            Ok((None, last)) => vec![words::refused(
                place,
                &who.id,
                words::no_open(last.as_ref()),
            )],
            Err(e) => vec![self.unavailable(who, place, e)],
        }
    }

    /// Ends `season` now: its final standings, or `None` when it had ended
    /// already (by a timer, a command, another process). `answered`: by a
    /// command, which one of them may answer (see
    /// [`Seasons::post_standings`]).
    pub(crate) async fn finish(
        &self,
        season: &SeasonRecord,
        answered: bool,
    ) -> Result<Option<Vec<View>>, StoreError> {
        let st = self.store().clone();
        let (id, now) = (season.id, self.now());
        let ended = self
            .host()
            .io(async move {
                if !st.end_season(id, now).await? {
                    return Ok(None);
                }
                st.season(id).await
            })
            .await?;
        if let Some(h) = self.inner.timers.lock().expect("timers").remove(&id) {
            h.abort();
        }
        let Some(ended) = ended else {
            return Ok(None);
        };
        Ok(Some(self.post_standings(&ended, answered).await))
    }

    /// The final standings of `season` (ended), once: the caller that
    /// records them as posted gets them, any other none (a command and the
    /// timer at the same moment post them once). They are written to the
    /// outbox with that record (the one handing out the top role too: the
    /// delivery worker hands it out): held when `answered` (a command's
    /// answer may show one; the frontend releases the others), else due
    /// at once.
    async fn post_standings(&self, season: &SeasonRecord, answered: bool) -> Vec<View> {
        let mut views = self.final_standings(season).await;
        let owes = |v: &View| host::owed_post(v).is_some();
        let posts: Vec<store::NewPost> = views
            .iter()
            .filter(|v| owes(v))
            .filter_map(host::owed_post)
            .map(|p| if answered { p.held() } else { p })
            .collect();
        let st = self.store().clone();
        let (id, now) = (season.id, self.now());
        match self
            .host()
            .io(async move { st.season_posted_with_posts(id, now, &posts).await })
            .await
        {
            Ok(Some(stored)) => {
                let owing = views.iter_mut().filter(|v| owes(v));
                for (v, p) in owing.zip(&stored) {
                    v.in_outbox = Some(p.id);
                    v.held = p.is_held();
                }
                self.host().hand_off(stored);
                views
            }
            Ok(None) => Vec::new(),
            Err(e) => {
                // Posted now all the same; at worst again after a restart.
                tracing::error!("season {id}: cannot record its standings as posted: {e}");
                views
            }
        }
    }

    /// Arms the end timer of season `id` for `at` (unix ms).
    fn arm(&self, id: i64, at: i64) {
        let weak = Arc::downgrade(&self.inner);
        let when = self.host().clock().instant_at(at);
        let h = tokio::spawn(async move {
            tokio::time::sleep_until(when).await;
            if let Some(inner) = weak.upgrade() {
                Seasons { inner }.on_timer(id).await;
            }
        });
        if let Some(old) = self
            .inner
            .timers
            .lock()
            .expect("timers")
            .insert(id, h.abort_handle())
        {
            old.abort();
        }
    }

    /// Season `id`'s end time came: ends it (if still open) and emits its
    /// standings.
    async fn on_timer(self, id: i64) {
        self.inner.timers.lock().expect("timers").remove(&id);
        let st = self.store().clone();
        let season = match self.host().io(async move { st.season(id).await }).await {
            Ok(Some(s)) if s.is_open() => s,
            Ok(Some(s)) if s.posted_ms.is_none() => {
                // Ended by an earlier try whose standings were not posted.
                let views = self.post_standings(&s, false).await;
                self.host().emit(views);
                return;
            }
            Ok(_) => return,
            Err(e) => {
                tracing::error!(
                    "season {id}: cannot read it at its end time (tried again in a minute): {e}"
                );
                self.arm(id, self.now() + RETRY_MS);
                return;
            }
        };
        match self.finish(&season, false).await {
            Ok(Some(views)) => self.host().emit(views),
            Ok(None) => {}
            Err(e) => {
                tracing::error!("season {id}: cannot end it (tried again in a minute): {e}");
                self.arm(id, self.now() + RETRY_MS);
            }
        }
    }
}

/// The start card's **Rules** button: anyone may press it, and is
/// answered privately ([`Seasons::rules`]).
fn rules_button(season: i64) -> Button {
    Button::said(
        ActionId::SeasonRules { season }.to_string(),
        words::rules_button(),
        ButtonStyle::Secondary,
        Allowed::Anyone,
    )
}
