//! Finding the tournament a command means: by id (only in the caller's
//! own server; another server's is "no such tournament"), else the
//! channel's open or running one, else its latest; of several, the member
//! picks one. And reading a live one.

use crate::Tournaments;
use crate::state::{TState, TournamentId, TournamentRefusal, TournamentStatus};
use host::Place;

impl Tournaments {
    /// Finds the tournament meant at `place`: `id` if given (live or
    /// stored, of `place`'s server only), else the channel's open one
    /// (`prefer_open`) or running one.
    pub(crate) async fn resolve(
        &self,
        place: &Place,
        id: Option<TournamentId>,
        prefer_open: bool,
    ) -> Result<TournamentId, TournamentRefusal> {
        if let Some(id) = id {
            // Read without its lock: another server's never waits here.
            if let Some(guild) = self.live_guild(id) {
                return match guild == place.guild {
                    true => Ok(id),
                    false => Err(TournamentRefusal::NoSuchTournament { id }),
                };
            }
            // Not live: over (finished or cancelled), or never was.
            let st = self.store().clone();
            return Err(
                match self.host().io(async move { st.tournament(id).await }).await {
                    Ok(Some(rec)) if same_server(&rec.place, place) => {
                        TournamentRefusal::Over { name: rec.name }
                    }
                    _ => TournamentRefusal::NoSuchTournament { id },
                },
            );
        }
        // A channel may hold several: one of the kind wanted is meant;
        // of several, the member picks one by name.
        let mut open = Vec::new();
        let mut running = Vec::new();
        for e in self.live_entries(&place.guild) {
            let e = e.lock().await;
            let t = &e.state;
            if t.place.channel != place.channel {
                continue;
            }
            match t.status {
                TournamentStatus::Open => open.push((t.id, t.name.clone())),
                TournamentStatus::Running => running.push((t.id, t.name.clone())),
                _ => {}
            }
        }
        let (first, then) = if prefer_open {
            (open, running)
        } else {
            (running, open)
        };
        let mut pick = if first.is_empty() { then } else { first };
        match pick.len() {
            0 => Err(TournamentRefusal::NoTournamentHere),
            1 => Ok(pick[0].0),
            _ => {
                pick.sort_by_key(|(id, _)| *id);
                Err(TournamentRefusal::ChooseTournament { choices: pick })
            }
        }
    }

    /// A copy of the tournament meant (live, or the latest stored), of
    /// `place`'s server only.
    pub(crate) async fn read(
        &self,
        place: &Place,
        id: Option<TournamentId>,
    ) -> Result<TState, TournamentRefusal> {
        match self.resolve(place, id, false).await {
            Ok(id) => {
                if let Some(e) = self.entry(id) {
                    return Ok(e.lock().await.state.clone());
                }
            }
            Err(r @ TournamentRefusal::ChooseTournament { .. }) => return Err(r),
            Err(_) => {}
        }
        let st = self.store().clone();
        let rec = match id {
            Some(id) => self
                .host()
                .io(async move { st.tournament(id).await })
                .await
                .map_err(|_| TournamentRefusal::SaveFailed)?
                .filter(|rec| same_server(&rec.place, place))
                .ok_or(TournamentRefusal::NoSuchTournament { id })?,
            None => {
                let channel = place.channel.clone();
                self.host()
                    .io(async move { st.channel_tournaments(&channel, 1).await })
                    .await
                    .map_err(|_| TournamentRefusal::SaveFailed)?
                    .into_iter()
                    .find(|rec| same_server(&rec.place, place))
                    .ok_or(TournamentRefusal::NoTournamentHere)?
            }
        };
        TState::from_json(&rec.snapshot, rec.id, rec.version)
            .map_err(|e| TournamentRefusal::PairingFailed(e.to_string()))
    }

    /// `f` of the live tournament `id`'s state.
    pub(crate) async fn read_live<T>(
        &self,
        id: TournamentId,
        f: impl FnOnce(&TState) -> T,
    ) -> Result<T, TournamentRefusal> {
        let e = self
            .entry(id)
            .ok_or(TournamentRefusal::NoSuchTournament { id })?;
        let e = e.lock().await;
        Ok(f(&e.state))
    }

    pub(crate) async fn status(&self, id: TournamentId) -> Option<TournamentStatus> {
        self.read_live(id, |t| t.status).await.ok()
    }
}

/// Whether stored place `p` is in the server of `place`.
fn same_server(p: &store::Place, place: &Place) -> bool {
    p.guild.as_deref().unwrap_or_default() == place.guild
}
