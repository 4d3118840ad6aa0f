//! What frontends read of tournaments: [`TournamentInfo`] (autocomplete,
//! settings checks), and the games waiting for their thread
//! ([`GameToOpen`]), whose boards the frontend posts and reports back
//! ([`Tournaments::board_posted`]).

use crate::Tournaments;
use crate::director::PENDING_THREAD_PREFIX;
use crate::state::{BoardResult, Format, StandingLine, TState, TournamentId, TournamentStatus};
use host::{GameId, GameSettings, Place, Player, UserId};

/// A tournament as frontends see it.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentInfo {
    pub id: TournamentId,
    pub place: Place,
    pub name: String,
    pub format: Format,
    pub status: TournamentStatus,
    pub organizer: Player,
    pub settings: GameSettings,
    /// In join order before the start, by seed after.
    pub players: Vec<Player>,
    pub withdrawn: Vec<UserId>,
    /// Rounds to play (Swiss, round robin; 0 before the start of a Swiss
    /// without a set number).
    pub rounds_total: u32,
    /// Rounds paired so far.
    pub round: u32,
    /// The current round's boards (the arena: all its games).
    pub boards: Vec<TournamentBoard>,
    pub standings: Vec<StandingLine>,
    pub starts_at_ms: Option<i64>,
    pub ends_at_ms: Option<i64>,
}

/// One board of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentBoard {
    pub white: Player,
    /// `None`: a bye.
    pub black: Option<Player>,
    pub game: Option<GameId>,
    pub result: Option<BoardResult>,
}

/// A tournament game waiting for its thread: the frontend opens a thread
/// named `thread_name` in `channel`, calls [`host::Host::move_to_thread`]
/// with `game` and the thread's id, posts the board there, and then calls
/// [`Tournaments::board_posted`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameToOpen {
    pub tournament: TournamentId,
    pub game: GameId,
    pub round: u32,
    /// `R<round> · <White> vs <Black>`.
    pub thread_name: String,
    /// The tournament's channel.
    pub channel: Place,
    pub white: Player,
    pub black: Player,
    /// A knockout match's later game: the thread its earlier games were
    /// played in (the frontend moves the game there instead of opening a
    /// new thread). `None`: a thread of its own.
    pub thread: Option<String>,
}

impl Tournaments {
    /// Tournament `id` (live or stored), as seen from `place`'s server: a
    /// tournament of another server is `None`, as one that never existed.
    pub async fn info(&self, place: &Place, id: TournamentId) -> Option<TournamentInfo> {
        let t = self.read(place, Some(id)).await.ok()?;
        Some(info(&t))
    }

    /// The live tournaments in `place`'s channel.
    pub async fn at(&self, place: &Place) -> Vec<TournamentInfo> {
        let mut v = Vec::new();
        for e in self.live_entries(&place.guild) {
            let e = e.lock().await;
            let t = &e.state;
            if t.place.channel == place.channel {
                v.push(info(t));
            }
        }
        v.sort_by_key(|t| t.id);
        v
    }

    /// The live tournaments of this process's servers, by id.
    pub fn live_ids(&self) -> Vec<TournamentId> {
        let mut ids: Vec<TournamentId> = self
            .inner
            .live
            .lock()
            .expect("live")
            .keys()
            .copied()
            .collect();
        ids.sort_unstable();
        ids
    }

    /// The tournament's games in progress still at their provisional place:
    /// the frontend opens a thread for each and calls
    /// [`host::Host::move_to_thread`].
    pub async fn games_to_open(&self, id: TournamentId) -> Vec<GameToOpen> {
        let Some(e) = self.entry(id) else {
            return Vec::new();
        };
        let t = e.lock().await.state.clone();
        let mut out = Vec::new();
        for (ri, r) in t.rounds.iter().enumerate() {
            for (bi, b) in r.boards.iter().enumerate() {
                let (Some(g), Some(black), None) = (b.game, b.black, b.result) else {
                    continue;
                };
                let pending = self.host().place_of(g).await.is_some_and(|p| {
                    p.thread
                        .as_deref()
                        .is_some_and(|th| th.starts_with(PENDING_THREAD_PREFIX))
                });
                if pending {
                    out.push(GameToOpen {
                        tournament: id,
                        game: g,
                        round: r.number,
                        thread_name: t.thread_name(ri, bi),
                        channel: t.place.clone(),
                        white: t.by_seed(b.white).player.clone(),
                        black: t.by_seed(black).player.clone(),
                        thread: t.rules().earlier_thread(&t, ri, bi),
                    });
                }
            }
        }
        out
    }

    /// The board of tournament game `game` has been delivered to its
    /// players: its no-show time starts now. Before that, nobody can lose
    /// it by not showing up. Cheap for any other game (the delivery worker
    /// reports every first board it delivers).
    pub async fn board_posted(&self, game: GameId) {
        let Some(tid) = self.of_game(game) else {
            return;
        };
        let Some(entry) = self.entry(tid) else {
            return;
        };
        let mut entry = entry.lock().await;
        if !entry.state.awaits_board(game) {
            return;
        }
        let mut work = entry.state.clone();
        if !work.board_posted(game, self.now()) {
            return;
        }
        if let Some(thread) = self.host().place_of(game).await.and_then(|p| p.thread) {
            work.rules().thread_opened(&mut work, game, thread);
        }
        if let Err(e) = self.save(&mut entry, work).await {
            tracing::error!("tournament {tid}: board of game {game} posted, not saved: {e:?}");
        }
    }
}

fn info(t: &TState) -> TournamentInfo {
    let boards = t
        .rounds
        .last()
        .map(|r| {
            r.boards
                .iter()
                .map(|b| TournamentBoard {
                    white: t.by_seed(b.white).player.clone(),
                    black: b.black.map(|s| t.by_seed(s).player.clone()),
                    game: b.game,
                    result: b.result,
                })
                .collect()
        })
        .unwrap_or_default();
    TournamentInfo {
        id: t.id,
        place: t.place.clone(),
        name: t.name.clone(),
        format: t.format,
        status: t.status,
        organizer: t.organizer.clone(),
        settings: t.settings.clone(),
        players: t.entrants.iter().map(|e| e.player.clone()).collect(),
        withdrawn: t
            .entrants
            .iter()
            .filter(|e| e.withdrawn)
            .map(|e| e.player.id.clone())
            .collect(),
        rounds_total: t.rounds_total,
        round: t.rounds.len() as u32,
        boards,
        standings: t.standings(),
        starts_at_ms: t.starts_at,
        ends_at_ms: t.ends_at,
    }
}
