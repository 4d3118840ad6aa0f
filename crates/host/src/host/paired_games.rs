//! Games paired from above: what a layer over the host (the games of
//! a round of an event) may do with games without the host knowing of it.
//!
//! - [`Host::create_game`] starts a game from a [`GameSpec`] (silently: the
//!   caller shows its board once the game is where its players play it).
//! - [`Host::end_without_result`] ends a game unrated and without a result
//!   (a player who never showed up, or withdrew).
//! - [`Host::berserk`] halves a player's clock before their first move.
//! - [`Host::finished_games`] subscribes to every game's end: the event
//!   hears of results on it, after the game's own commit, without the game
//!   session ever waiting for the event.
//! - [`Host::emit`] puts the event's own timed views on the host's stream.

use super::{Host, Slot, host_place};
use crate::game::{EndReason, GameCore};
use crate::ids::{GameId, Place, Player};
use crate::refusal::Refusal;
use crate::settings::GameSettings;
use crate::snapshot::Snapshot;
use crate::view::View;
use engine::Color;
use tokio::sync::mpsc;

/// A game to create: where, who (White first), and how it is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSpec {
    /// Where it starts (the frontend may move it into a thread later, see
    /// [`Host::move_to_thread`]).
    pub place: Place,
    /// White, then Black (the settings' colour choice is not used).
    pub players: [Player; 2],
    pub settings: GameSettings,
}

/// A game that ended, as its subscribers hear of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinishedGame {
    pub game: GameId,
    /// The winner; `None`: a draw, or no result.
    pub winner: Option<Color>,
    /// Ended without a result (aborted, or ended by
    /// [`Host::end_without_result`]).
    pub aborted: bool,
    /// Whether White and Black had moved.
    pub moved: [bool; 2],
}

impl FinishedGame {
    pub(super) fn of(core: &GameCore) -> Option<FinishedGame> {
        let r = core.result?;
        Some(FinishedGame {
            game: core.id,
            winner: r.winner,
            aborted: r.reason == EndReason::Aborted,
            moved: core.moved,
        })
    }
}

impl Host {
    /// Creates and starts the game `spec` describes and returns its id. No
    /// view is returned: the caller shows the board (e.g. with
    /// [`crate::Action::Board`]) once the game is where its players are.
    pub async fn create_game(&self, spec: GameSpec) -> Result<GameId, Refusal> {
        let [white, black] = spec.players;
        if white.id == black.id {
            return Err(Refusal::TwoPlayersNeeded);
        }
        self.check_place_free(&spec.place)?;
        let now = self.inner.clock.now_ms();
        let mut settings = spec.settings;
        settings.color = crate::settings::ColorChoice::White;
        let core = GameCore::new(0, spec.place, [white, black], settings, now)?;
        // The start views are the caller's to show once the game is where
        // its players are.
        let (id, _start_views) = self.create_and_install(core).await?;
        Ok(id)
    }

    /// Ends game `game` without a result (never rated). With
    /// `only_no_show`, only when a player has not moved yet. Returns the
    /// views of its end (none when there was nothing to end).
    pub async fn end_without_result(&self, game: GameId, only_no_show: bool) -> Vec<View> {
        let Some(slot) = self.slot(game) else {
            return Vec::new();
        };
        let mut s = slot.lock().await;
        let Some(core) = s.core.as_ref().filter(|c| !c.is_over()) else {
            return Vec::new();
        };
        if only_no_show && core.moved[0] && core.moved[1] {
            return Vec::new();
        }
        let mut work = core.clone();
        let notes = work.end_without_result();
        let now = self.inner.clock.now_ms();
        let views = match self.commit(&mut s, work, &notes, now).await {
            Ok(v) => v,
            Err(e) => {
                tracing::error!("could not end game {game}: {e}");
                Vec::new()
            }
        };
        self.schedule(&mut s, game);
        views
    }

    /// Ends game `game` with a result set from outside the board by `by` (a
    /// name; e.g. a tournament organizer's decision): `winner` (`None`: a
    /// draw, or with `forfeit` both lose by forfeit), `forfeit`: a win by
    /// forfeit. Never rated. Its end, in its place, says the result and who
    /// set it. Returns the views of its end (none when it was over).
    pub async fn end_by_decision(
        &self,
        game: GameId,
        winner: Option<Color>,
        forfeit: bool,
        by: &str,
    ) -> Vec<View> {
        let Some(slot) = self.slot(game) else {
            return Vec::new();
        };
        let mut s = slot.lock().await;
        let Some(core) = s.core.as_ref().filter(|c| !c.is_over()) else {
            return Vec::new();
        };
        let mut work = core.clone();
        let notes = work.decide(winner, forfeit, by);
        let now = self.inner.clock.now_ms();
        let views = match self.commit(&mut s, work, &notes, now).await {
            Ok(v) => v,
            Err(e) => {
                tracing::error!("could not end game {game} by decision: {e}");
                Vec::new()
            }
        };
        self.schedule(&mut s, game);
        views
    }

    /// Berserk: `user` halves their own clock in `game` before their first
    /// move (once). Returns their side and the game's place.
    pub async fn berserk(&self, game: GameId, user: &str) -> Result<(Color, Place), Refusal> {
        let slot = self.slot(game).ok_or(Refusal::GameOver)?;
        let mut s: tokio::sync::MutexGuard<'_, Slot> = slot.lock().await;
        let core = s
            .core
            .as_ref()
            .filter(|c| !c.is_over())
            .ok_or(Refusal::GameOver)?;
        let side = core.color_of(user).ok_or(Refusal::NotPlaying)?;
        let mut work = core.clone();
        work.berserk(side)?;
        let place = work.place.clone();
        let now = self.inner.clock.now_ms();
        self.commit(&mut s, work, &[], now).await.map_err(|e| {
            tracing::error!("berserk in game {game}: {e}");
            Refusal::SaveFailed
        })?;
        self.schedule(&mut s, game);
        Ok((side, place))
    }

    /// Subscribes to the end of every game of this host: each game that
    /// ends from now on arrives once, after its end was committed.
    pub fn finished_games(&self) -> mpsc::UnboundedReceiver<FinishedGame> {
        let (tx, rx) = mpsc::unbounded_channel();
        self.inner.finished.lock().expect("subscribers").push(tx);
        rx
    }

    /// How game `game` ended, read from the store (for a caller that was
    /// not running when it ended); `None` while it is played or unknown.
    pub async fn stored_result(&self, game: GameId) -> Option<FinishedGame> {
        let st = self.inner.store.clone();
        let rec = self.io(async move { st.game(game).await }).await.ok()??;
        if rec.status == store::GameStatus::Ongoing {
            return None;
        }
        let core =
            Snapshot::restore(&rec.snapshot, rec.id, host_place(&rec.place), rec.version).ok()?;
        Some(FinishedGame::of(&core).unwrap_or(FinishedGame {
            game,
            winner: None,
            aborted: rec.status == store::GameStatus::Aborted,
            moved: core.moved,
        }))
    }

    /// The record (PGN) of game `game`, live or over, read from the store.
    pub async fn game_pgn(&self, game: GameId) -> Option<String> {
        let st = self.inner.store.clone();
        let rec = self.io(async move { st.game(game).await }).await.ok()??;
        let core =
            Snapshot::restore(&rec.snapshot, rec.id, host_place(&rec.place), rec.version).ok()?;
        Some(crate::record::pgn(&core))
    }

    /// Whether game `game` is live in this host.
    pub fn is_live(&self, game: GameId) -> bool {
        self.slot(game).is_some()
    }

    /// Where live game `game` is played now.
    pub async fn place_of(&self, game: GameId) -> Option<Place> {
        let slot = self.slot(game)?;
        let s = slot.lock().await;
        s.core.as_ref().map(|c| c.place.clone())
    }

    /// The game an action of `user` at `place` is about (the game at that
    /// place, else the user's only live game in that channel).
    pub fn game_of(&self, place: &Place, user: &str) -> Option<GameId> {
        self.find_game(place, user)
    }

    /// Puts `views` on the stream of views that happen by themselves (the
    /// receiver returned by [`Host::start`]): for layers above the host
    /// whose timers produce views.
    pub fn emit(&self, views: impl IntoIterator<Item = View>) {
        for v in views {
            let _ = self.inner.tx.send(v);
        }
    }

    /// Tells the subscribers of [`Host::finished_games`] that a game ended.
    pub(super) fn tell_finished(&self, core: &GameCore) {
        let Some(f) = FinishedGame::of(core) else {
            return;
        };
        self.inner
            .finished
            .lock()
            .expect("subscribers")
            .retain(|tx| tx.send(f).is_ok());
    }
}
