//! Creating a tournament: set up in the server's zone, stored with its
//! announcement (held: it is the command's answer), and live with its
//! timer.

use crate::saving::Answer;
use crate::state::{TState, TournamentRefusal};
use crate::views::announcement;
use crate::{Entry, Tournaments};
use host::{Place, Player, View};
use std::sync::Arc;
use store::NewTournament;
use tokio::sync::Mutex;

impl Tournaments {
    pub(crate) async fn create(
        &self,
        actor: &Player,
        place: &Place,
        mut setup: crate::TournamentSetup,
    ) -> Answer {
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
        let mut view = self.go_live(t, now);
        self.announcement_written(&mut view, stored);
        Ok(vec![view])
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
        self.inner
            .live
            .lock()
            .expect("live")
            .insert(id, Arc::new(Mutex::new(entry)));
        view
    }
}
