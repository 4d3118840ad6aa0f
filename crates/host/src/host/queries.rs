//! Read-only questions to the host: where games are, facts about a game,
//! move suggestions for autocomplete, the pending question.

use super::{Host, Slot};
use crate::ids::{GameId, Place};
use crate::{GameInfo, Phase};
use std::sync::Arc;
use tokio::sync::Mutex;

impl Host {
    /// The game played at `place`, if any.
    pub fn game_at(&self, place: &Place) -> Option<GameId> {
        self.inner
            .places
            .lock()
            .expect("places")
            .get(place)
            .copied()
    }

    /// Where game `game` is (live: now; else as stored), whatever its
    /// server; `None` for a number no game has or a store that could not
    /// be read (then the action itself says so). For a frontend that must
    /// check who may see the game's channel before answering about it.
    pub async fn game_place(&self, game: GameId) -> Option<Place> {
        if let Some(p) = self.place_of(game).await {
            return Some(p);
        }
        let st = self.inner.store.clone();
        match self.io(async move { st.game(game).await }).await {
            Ok(rec) => rec.map(|r| super::host_place(&r.place)),
            Err(e) => {
                tracing::warn!("the place of game {game} could not be read: {e}");
                None
            }
        }
    }

    /// The live games still at a provisional place ([`Place::provisional`]:
    /// accepted, not moved into their thread yet), with it. After a crash
    /// the frontend opens their threads (else nothing would show them).
    pub fn provisional_games(&self) -> Vec<(GameId, Place)> {
        let mut games: Vec<(GameId, Place)> = self
            .inner
            .places
            .lock()
            .expect("places")
            .iter()
            .filter(|(p, _)| p.is_provisional())
            .map(|(p, &id)| (id, p.clone()))
            .collect();
        games.sort_by_key(|(id, _)| *id);
        games
    }

    /// How many games are live (unfinished) in this host.
    pub fn live_games(&self) -> usize {
        self.inner.games.lock().expect("games").len()
    }

    pub(super) fn slot(&self, id: GameId) -> Option<Arc<Mutex<Slot>>> {
        self.inner.games.lock().expect("games").get(&id).cloned()
    }

    /// The game an action at `place` by `user` is about: the game at that
    /// place, else the user's only live game in that channel.
    pub(super) fn find_game(&self, place: &Place, user: &str) -> Option<GameId> {
        if let Some(id) = self.game_at(place) {
            return Some(id);
        }
        let candidates: Vec<GameId> = self
            .inner
            .places
            .lock()
            .expect("places")
            .iter()
            .filter(|(p, _)| p.guild == place.guild && p.channel == place.channel)
            .map(|(_, &id)| id)
            .collect();
        let mine: Vec<GameId> = candidates
            .into_iter()
            .filter(|id| {
                self.slot(*id).is_some_and(|s| {
                    s.try_lock()
                        .ok()
                        .is_none_or(|g| g.core.as_ref().is_some_and(|c| c.color_of(user).is_some()))
                })
            })
            .collect();
        (mine.len() == 1).then(|| mine[0])
    }

    /// Facts about a live game.
    pub async fn game_info(&self, id: GameId) -> Option<GameInfo> {
        let slot = self.slot(id)?;
        let s = slot.lock().await;
        let c = s.core.as_ref()?;
        Some(GameInfo {
            id,
            place: c.place.clone(),
            players: c.players.clone(),
            settings: c.settings.clone(),
            fen: c.pos().fen(),
            to_act: c.player(c.to_act()).id.clone(),
            version: c.version,
            phase: if let Some(p) = c.prompt() {
                Phase::Question {
                    seq: p.seq,
                    deadline_ms: p.deadline,
                    choices: p.options.iter().map(|(_, l)| l.clone()).collect(),
                }
            } else if let Some(st) = c.steer_options() {
                Phase::Steering {
                    next: st.next.iter().map(|s| s.to_string()).collect(),
                    self_destruct: st.self_immolation,
                }
            } else {
                Phase::Move
            },
        })
    }

    /// Move texts for autocomplete in the game at `place`: legal moves of
    /// the side to move containing `typed` (case-insensitive), SAN first,
    /// then flights grouped by launch square; at most `limit`.
    pub async fn suggest_moves(
        &self,
        place: &Place,
        user: &str,
        typed: &str,
        limit: usize,
    ) -> Vec<String> {
        let Some(id) = self.find_game(place, user) else {
            return Vec::new();
        };
        let Some(slot) = self.slot(id) else {
            return Vec::new();
        };
        let pos = {
            let s = slot.lock().await;
            match s.core.as_ref() {
                Some(c) if c.flight.is_none() && !c.is_over() => *c.pos(),
                _ => return Vec::new(),
            }
        };
        let t = typed.trim().to_ascii_lowercase();
        let moves = pos.legal_moves();
        let mut out: Vec<String> = Vec::new();
        let mut flights: Vec<String> = Vec::new();
        for m in &moves {
            if m.is_flight() {
                let s = m.uci();
                if s.to_ascii_lowercase().starts_with(&t) || t.is_empty() {
                    flights.push(s);
                }
            } else {
                let san = engine::san::san(&pos, m);
                if t.is_empty()
                    || san.to_ascii_lowercase().starts_with(&t)
                    || m.uci().starts_with(&t)
                {
                    out.push(san);
                }
            }
        }
        flights.sort();
        out.extend(flights);
        out.truncate(limit);
        out
    }

    /// The key of the pending shoot-down question's message in a game, if any.
    pub async fn pending_question(&self, id: GameId) -> Option<(String, i64)> {
        let slot = self.slot(id)?;
        let s = slot.lock().await;
        let c = s.core.as_ref()?;
        c.prompt().map(|p| (c.flight_key(), p.deadline))
    }
}
