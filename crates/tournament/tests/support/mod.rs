//! The tournament tests' host: the game host's test helpers (shared with
//! `crates/host/tests`) and [`TH`], a host with its tournaments, which
//! derefs to the [`Host`] for game actions.
#![allow(dead_code)]

#[path = "../../../host/tests/common/mod.rs"]
mod common;
pub use common::*;

use host::{Action, Clock, GameId, Host, Place, Play, Player, View, ViewKind};
use std::collections::HashMap;
use tokio::sync::mpsc::UnboundedReceiver;
use tournament::{
    GameToOpen, TournamentAction, TournamentAction as TA, TournamentConfig, TournamentInfo,
    TournamentRefusal, TournamentSetup, Tournaments,
};

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

    /// What `who` reads behind the **Rules** button of tournament `id`'s
    /// card, pressed at `place`: its rules, to her alone.
    pub async fn rules(&self, who: &Player, place: &Place, id: i64) -> String {
        let press = host::ActionId::Rules { tournament: id };
        let v = self
            .tournaments
            .button(who, &[], place, &press)
            .await
            .expect("Rules is a tournament's button");
        assert_eq!(v.len(), 1, "{v:#?}");
        assert_eq!(v[0].audience, host::Audience::Only(who.id.clone()));
        v[0].text.clone()
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
    let store = host.store().clone();
    let tournaments = Tournaments::start(host, store, TournamentConfig::default())
        .await
        .expect("start tournaments");
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
    let store = host.store().clone();
    let tournaments = Tournaments::start(host, store, TournamentConfig::default())
        .await
        .expect("start tournaments");
    (TH { tournaments }, rx)
}

// The tournament helpers of every test.

/// A host on `db`'s database, its timed views, a fresh channel named
/// after `place` and `n` players named after `tag`.
pub async fn open(
    db: &Db,
    place: &str,
    tag: &str,
    n: usize,
) -> (TH, UnboundedReceiver<View>, Place, Vec<Player>) {
    let (host, rx) = th_on(&db.url, Clock::new()).await;
    (host, rx, unique_place(place), people(tag, n))
}

pub fn people(tag: &str, n: usize) -> Vec<Player> {
    let r: u32 = rand::random();
    (1..=n)
        .map(|i| Player::new(format!("{tag}{i}-{r}"), format!("{tag}{i}")))
        .collect()
}

pub async fn ok(host: &TH, who: &Player, place: &Place, a: TA) -> Vec<View> {
    host.try_tournament_act(who, place, a.clone())
        .await
        .unwrap_or_else(|r| panic!("{a:?} by {}: {r}", who.name))
}

pub async fn refused(host: &TH, who: &Player, place: &Place, a: TA) -> TournamentRefusal {
    let r = host
        .try_tournament_act(who, place, a.clone())
        .await
        .expect_err("refused");
    // The sentence says why and what to do.
    assert!(r.to_string().len() > 20, "{r}");
    r
}

/// `who` creates a tournament in `place`: its id and the views.
pub async fn create(
    host: &TH,
    who: &Player,
    place: &Place,
    setup: TournamentSetup,
) -> (i64, Vec<View>) {
    let v = ok(
        host,
        who,
        place,
        TA::Create {
            setup: Box::new(setup),
            is_admin: false,
        },
    )
    .await;
    let tid = v[0].event.expect("the announcement names the tournament");
    (tid, v)
}

/// `players` join the channel's open tournament.
pub async fn join_all(host: &TH, place: &Place, players: &[Player]) {
    for p in players {
        ok(
            host,
            p,
            place,
            TA::Join {
                tournament: None,
                roles: vec![],
            },
        )
        .await;
    }
}

/// Starting the channel's open tournament, as its organizer.
pub fn start() -> TA {
    TA::Start {
        tournament: None,
        is_admin: false,
    }
}

/// `who` (its organizer) starts the channel's open tournament.
pub async fn start_as(host: &TH, who: &Player, place: &Place) -> Vec<View> {
    ok(host, who, place, start()).await
}

/// Waits for the next view of `kind` about tournament `tid` on the timed
/// stream (not counting the announcement's edits).
pub async fn wait_for(rx: &mut UnboundedReceiver<View>, tid: i64, kind: ViewKind) -> View {
    loop {
        let v = next_timed(rx).await;
        if v.event == Some(tid) && v.kind == kind && v.replaces.is_none() {
            return v;
        }
    }
}

/// Opens the threads of the games waiting for one; returns (game, thread
/// place, white, black).
pub async fn open_threads(host: &TH, tid: i64, round: u32) -> Vec<(GameId, Place, Player, Player)> {
    let games = host.games_to_open(tid).await;
    let mut out = Vec::new();
    for g in games {
        if round > 0 {
            assert_eq!(g.round, round);
            assert_eq!(
                g.thread_name,
                format!("R{round} · {} vs {}", g.white.name, g.black.name)
            );
        }
        let to = host
            .move_to_thread(g.game, &format!("thread-{}", g.game))
            .await
            .expect("moved");
        let info = host.game_info(g.game).await.expect("live game");
        assert_eq!(info.players[0], g.white);
        assert_eq!(info.players[1], g.black);
        // The board reached its players: their no-show time starts.
        host.board_posted(g.game).await;
        out.push((g.game, to, g.white, g.black));
    }
    assert!(host.games_to_open(tid).await.is_empty());
    out
}

pub async fn play_moves(host: &TH, place: &Place, w: &Player, b: &Player) {
    mv(host, place, w, "e4").await;
    mv(host, place, b, "e5").await;
}

/// White wins (Black resigns after a move each).
pub async fn white_wins(host: &TH, g: &(GameId, Place, Player, Player)) {
    play_moves(host, &g.1, &g.2, &g.3).await;
    let v = host.act(&g.3, &g.1, Action::Play(Play::Resign)).await;
    find(&v, ViewKind::GameEnd);
}

pub async fn black_wins(host: &TH, g: &(GameId, Place, Player, Player)) {
    play_moves(host, &g.1, &g.2, &g.3).await;
    let v = host.act(&g.2, &g.1, Action::Play(Play::Resign)).await;
    find(&v, ViewKind::GameEnd);
}

pub async fn draw(host: &TH, g: &(GameId, Place, Player, Player)) {
    play_moves(host, &g.1, &g.2, &g.3).await;
    let v = host.act(&g.2, &g.1, Action::Play(Play::OfferDraw)).await;
    assert!(!v.iter().any(|v| v.is_error()), "{:?}", texts(&v));
    let v = host.act(&g.3, &g.1, Action::Play(Play::AcceptDraw)).await;
    find(&v, ViewKind::GameEnd);
}

pub fn points(info: &tournament::TournamentInfo) -> HashMap<String, u32> {
    info.standings
        .iter()
        .map(|l| (l.player.id.clone(), l.points))
        .collect()
}

pub async fn rated_games(host: &TH, users: &[Player]) -> HashMap<String, i64> {
    let st = host.store().clone();
    let ids: Vec<String> = users.iter().map(|p| p.id.clone()).collect();
    held(async move {
        let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
        st.ratings_in("cruise", &refs).await.unwrap()
    })
    .await
    .into_iter()
    .map(|r| (r.user_id, r.games))
    .collect()
}

/// A store on `url` (for tests that play a crash by writing rows).
pub async fn store_on(url: &str) -> store::Store {
    let url = url.to_string();
    held(async move { store::Store::connect(&url).await })
        .await
        .expect("connect store")
}

/// Waits (in real time) until the heartbeat under `scope` is stored at or
/// after `at` (unix ms): a crash after it gives the downtime since then.
pub async fn beaten_at_least(host: &TH, scope: &str, at: i64) {
    for _ in 0..500 {
        let (st, sc) = (host.store().clone(), scope.to_string());
        let beat = held(async move { st.last_beat(&sc).await }).await.unwrap();
        if beat >= Some(at) {
            return;
        }
        settle().await;
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("no heartbeat stored after {at}");
}
