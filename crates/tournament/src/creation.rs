//! Creating a tournament: set up in the server's zone, stored with its
//! announcement (held: it is the command's answer), and live with its
//! timer.
//!
//! A member may have at most [`MAX_OPEN_TOURNAMENTS`] tournaments open
//! (created and neither finished nor cancelled) in a server; one who runs
//! the server's tournaments (Manage Server or the organizer role: the
//! frontend's `is_admin`) [`MAX_OPEN_TOURNAMENTS_ADMIN`], since a server's
//! staff keep several series going (a daily blitz, a weekly rapid, ...).
//! Both are bounded: each open tournament holds a timer and a place in
//! memory, and one member must not be able to fill the process. A
//! series' next edition replaces the one that ended, so it is never
//! refused (a series does not stop by itself).

use crate::saving::Answer;
use crate::state::{TState, TournamentRefusal};
use crate::views::announcement;
use crate::{Entry, Tournaments};
use host::{Place, Player, View, ViewKind};
use std::sync::Arc;
use store::NewTournament;
use tokio::sync::Mutex;

/// The most tournaments a member may have open (created, not over) in one
/// server at a time.
pub const MAX_OPEN_TOURNAMENTS: usize = 3;

/// The most tournaments a member who runs the server's tournaments
/// (Manage Server or the organizer role) may have open in it at a time.
pub const MAX_OPEN_TOURNAMENTS_ADMIN: usize = 12;

/// A tournament being created, counted against its organizer's open ones
/// until it is live (or its creation fails).
struct Creating<'a> {
    tournaments: &'a Tournaments,
    key: (String, host::UserId),
}

impl Drop for Creating<'_> {
    fn drop(&mut self) {
        let mut creating = self.tournaments.inner.creating.lock().expect("creating");
        if let Some(n) = creating.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                creating.remove(&self.key);
            }
        }
    }
}

impl Tournaments {
    /// Creates a tournament of `setup` by `actor` at `place`, within her
    /// open tournaments' limit (the higher one when `is_admin`).
    pub(crate) async fn create(
        &self,
        actor: &Player,
        place: &Place,
        mut setup: crate::TournamentSetup,
        is_admin: bool,
    ) -> Answer {
        let limit = if is_admin {
            MAX_OPEN_TOURNAMENTS_ADMIN
        } else {
            MAX_OPEN_TOURNAMENTS
        };
        let _creating = self.start_creating(actor, place, limit).await?;
        if setup.zone.is_none() {
            // Read in the server's zone; a failure to read it reads UTC.
            setup.zone = match self.timezone(&place.guild).await {
                Ok(z) => z.map(|z| z.name().to_string()),
                Err(e) => {
                    tracing::warn!("could not read the time zone of {}: {e}", place.guild);
                    None
                }
            };
        }
        let now = self.now();
        let mut t = TState::new(place.clone(), actor.clone(), &setup, now)?;
        let new = NewTournament {
            place: crate::saving::store_place(&t.place),
            name: t.name.clone(),
            format: t.format.name().to_string(),
            organizer_id: actor.id.clone(),
            snapshot: t.to_json(),
        };
        let st = self.store().clone();
        // The announcement is written with the tournament, held: it is the
        // command's answer (see `crate::saving::Owed::Command`).
        let posts = crate::editions::announcement_posts(&t, now, crate::saving::Owed::Command);
        let (rec, stored) = self
            .host()
            .io(async move { st.create_tournament_with_posts(&new, posts).await })
            .await
            .map_err(|e| {
                tracing::error!("create tournament: {e}");
                TournamentRefusal::SaveFailed
            })?;
        t.id = rec.id;
        t.version = rec.version;
        // Why the server's role is no prize, to the organizer alone.
        let notice = crate::words::role_withheld_notice(&t)
            .map(|words| View::said(place, ViewKind::Info, words).only(&actor.id));
        let mut view = self.go_live(t, now);
        self.announcement_written(&mut view, stored);
        Ok(std::iter::once(view).chain(notice).collect())
    }

    /// Counts a tournament `actor` is creating at `place` against her open
    /// ones; refused (with them) when she has `limit` already.
    async fn start_creating(
        &self,
        actor: &Player,
        place: &Place,
        limit: usize,
    ) -> Result<Creating<'_>, TournamentRefusal> {
        let key = (place.guild.clone(), actor.id.clone());
        let open: Vec<Arc<Mutex<Entry>>> = {
            let live = self.inner.live.lock().expect("live");
            let mut creating = self.inner.creating.lock().expect("creating");
            let open: Vec<Arc<Mutex<Entry>>> = live
                .values()
                .filter(|l| l.guild == key.0 && l.organizer == key.1)
                .map(|l| l.entry.clone())
                .collect();
            let under_way = creating.get(&key).copied().unwrap_or(0);
            if open.len() + under_way < limit {
                *creating.entry(key.clone()).or_default() += 1;
                return Ok(Creating {
                    tournaments: self,
                    key,
                });
            }
            open
        };
        // Her own tournaments, in her own server: named in the refusal.
        let mut named = Vec::new();
        for e in open {
            let e = e.lock().await;
            if e.state.is_live() {
                named.push((e.state.id, e.state.name.clone()));
            }
        }
        named.sort_by_key(|(id, _)| *id);
        Err(TournamentRefusal::TooManyOpenTournaments { limit, open: named })
    }

    /// A tournament just stored (its id and version set) joins the live
    /// ones with its timer; its announcement.
    pub(crate) fn go_live(&self, t: TState, now: i64) -> View {
        let id = t.id;
        let view = announcement(&t, now, true);
        let mut entry = Entry {
            state: t,
            timer: None,
            shown_at: now,
        };
        self.schedule(&mut entry);
        let state = entry.state.clone();
        debug_assert_eq!(state.id, id);
        self.insert_live(&state, Arc::new(Mutex::new(entry)));
        view
    }
}
