//! The tournament tests' host: the game host's test helpers (shared with
//! `crates/host/tests`) and [`TH`], a host with its tournaments, which
//! derefs to the [`Host`] for game actions.
#![allow(dead_code)]

#[path = "../../../host/tests/common/mod.rs"]
mod common;
pub use common::*;

use host::{Clock, GameId, Host, Place, Player, View};
use tokio::sync::mpsc::UnboundedReceiver;
use tournament::{GameToOpen, TournamentAction, TournamentInfo, TournamentRefusal, Tournaments};

/// A game host with its tournaments.
#[derive(Clone)]
pub struct TH {
    pub tournaments: Tournaments,
}

impl std::ops::Deref for TH {
    type Target = Host;
    fn deref(&self) -> &Host {
        self.tournaments.host()
    }
}

/// The server every [`unique_place`] is in.
pub const GUILD: &str = "guild-test";

impl TH {
    pub async fn try_tournament_act(
        &self,
        who: &Player,
        place: &Place,
        a: TournamentAction,
    ) -> Result<Vec<View>, TournamentRefusal> {
        self.tournaments.try_act(who, place, a).await
    }

    /// Tournament `id`, seen from the test server.
    pub async fn tournament_info(&self, id: i64) -> Option<TournamentInfo> {
        self.tournaments
            .info(&Place::channel(GUILD, "any"), id)
            .await
    }

    pub async fn games_to_open(&self, id: i64) -> Vec<GameToOpen> {
        self.tournaments.games_to_open(id).await
    }

    /// Game `game`'s board reached its players (its no-show time starts).
    pub async fn board_posted(&self, game: GameId) {
        self.tournaments.board_posted(game).await
    }

    /// Stops the host's and the tournaments' timers.
    pub async fn shutdown(&self) {
        self.tournaments.shutdown().await;
        self.tournaments.host().shutdown().await;
    }
}

/// A host with tournaments on `url` with `clock` (heartbeat off).
pub async fn th_on(url: &str, clock: Clock) -> (TH, UnboundedReceiver<View>) {
    let (host, rx) = host_on(url, clock).await;
    let tournaments = Tournaments::start(host).await.expect("start tournaments");
    (TH { tournaments }, rx)
}

/// A host with tournaments whose heartbeat is recorded every `every`
/// (restarts give the downtime back).
pub async fn th_beating(
    url: &str,
    clock: Clock,
    every: std::time::Duration,
) -> (TH, UnboundedReceiver<View>) {
    let (host, rx) = host_beating(url, clock, "host", every).await;
    let tournaments = Tournaments::start(host).await.expect("start tournaments");
    (TH { tournaments }, rx)
}
