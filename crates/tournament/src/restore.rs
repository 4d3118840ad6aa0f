//! After a restart: the live tournaments of this process's servers come
//! back with their games relinked, the downtime given back to no-show
//! deadlines, results that came while nobody recorded them recorded, and
//! whatever is due now done (a round paired, an arena past its end
//! finished with its final standings).

use crate::saving::Owed;
use crate::state::TState;
use crate::{Entry, Tournaments};
use host::HostError;
use std::sync::Arc;
use tokio::sync::Mutex;

impl Tournaments {
    /// A tournament whose time ran out while the bot was down (an arena
    /// past its end): its format scores its games in progress as played by
    /// nobody, so that it ends; returns their games, to end without result.
    fn cut_off(&self, t: &mut TState, now: i64) -> Vec<host::GameId> {
        let games = t.rules().cut_off(t, now);
        let mut map = self.inner.games.lock().expect("games");
        for g in &games {
            map.remove(g);
        }
        games
    }

    pub(crate) async fn restore(&self) -> Result<(), HostError> {
        let st = self.store().clone();
        let recs = self
            .host()
            .io(async move { st.live_tournaments().await })
            .await?;
        let downtime = self.host().downtime_ms();
        for rec in recs {
            let mut t = match TState::from_json(&rec.snapshot, rec.id, rec.version) {
                Ok(t) => t,
                Err(e) => {
                    tracing::error!("cannot restore tournament {}: {e}", rec.id);
                    continue;
                }
            };
            if !self.host().owns(&t.place) {
                continue;
            }
            for b in t.rounds.iter().flat_map(|r| &r.boards) {
                if let (Some(g), None) = (b.game, b.result) {
                    self.inner.games.lock().expect("games").insert(g, t.id);
                }
            }
            let id = t.id;
            let before = t.clone();
            t.give_downtime(downtime);
            let now = self.now();
            let entry = Arc::new(Mutex::new(Entry {
                state: before,
                timer: None,
                shown_at: now,
            }));
            self.insert_live(&t, entry.clone());
            // Everything due now, saved at once (so a second restart does
            // not give the same downtime back again).
            let mut entry = entry.lock().await;
            let mut views = self.record_ended_games(&mut t, now).await;
            // An arena whose end passed while the bot was down ends now:
            // its games cut off by the outage count for nobody.
            let cut_off = self.cut_off(&mut t, now);
            if self
                .settle_and_save(&mut entry, t, now, &mut views, Owed::Everything)
                .await
                .is_err()
            {
                tracing::error!("tournament {id}: restored state not saved; will retry");
                self.schedule(&mut entry);
            }
            self.forget_if_over(&entry);
            drop(entry);
            for g in cut_off {
                views.extend(self.host().end_without_result(g, false).await);
            }
            self.host().emit(views);
        }
        // A series whose edition ended while its successor was not yet
        // created (the bot stopped in between) goes on now.
        let views = self.continue_series().await;
        self.host().emit(views);
        Ok(())
    }
}
