//! An arena's play: pairing the free players ([`pairing::arena`]),
//! scoring the finished games in the order they ended, berserk, and
//! pausing a player who did not show up.

use crate::state::{
    BoardResult, StandingLine, TBoard, TState, TournamentRefusal, TournamentStatus,
};
use engine::GameResult;
use host::GameId;
use pairing::arena::{self, ArenaGame, ArenaPlayer};

impl TState {
    /// Arena: pairs the free players at `now` (nobody pairs after the
    /// end); returns the new boards' indexes in the arena's round.
    pub fn arena_pair(&mut self, now: i64) -> Vec<usize> {
        if self.status != TournamentStatus::Running || self.ends_at.is_some_and(|e| now >= e) {
            return Vec::new();
        }
        let players = self.arena_players();
        let busy: Vec<u32> = self.rounds[0]
            .boards
            .iter()
            .filter(|b| b.in_progress())
            .flat_map(|b| [Some(b.white), b.black])
            .flatten()
            .collect();
        let free: Vec<u32> = self
            .entrants
            .iter()
            .filter(|e| !e.withdrawn && !e.paused && !busy.contains(&e.seed))
            .map(|e| e.seed)
            .collect();
        let pairs = arena::pair_free(&players, &free);
        let round = &mut self.rounds[0];
        let mut out = Vec::new();
        for (w, b) in pairs {
            out.push(round.boards.len());
            round.boards.push(TBoard::new(w, Some(b), now));
        }
        out
    }

    /// Arena: every player's state after the finished games, in the order
    /// they finished.
    pub fn arena_players(&self) -> Vec<ArenaPlayer> {
        let mut players: Vec<ArenaPlayer> = self
            .entrants
            .iter()
            .map(|e| ArenaPlayer::new(e.seed, e.rating))
            .collect();
        let mut done: Vec<&TBoard> = self
            .rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter(|b| b.result.is_some() && b.black.is_some())
            .collect();
        done.sort_by_key(|b| b.ended_ms.unwrap_or(b.started_ms));
        for b in done {
            let (result, no_show) = match b.result.expect("finished") {
                BoardResult::WhiteWins => (GameResult::White, false),
                BoardResult::BlackWins => (GameResult::Black, false),
                BoardResult::Draw => (GameResult::Draw, false),
                BoardResult::WhiteForfeits | BoardResult::BothForfeit => (GameResult::Black, true),
                BoardResult::BlackForfeits => (GameResult::White, true),
                BoardResult::Bye | BoardResult::HalfPointBye => continue,
            };
            let g = ArenaGame {
                white: b.white,
                black: b.black.expect("a game"),
                result,
                no_show,
                white_berserk: b.berserk[0],
                black_berserk: b.berserk[1],
            };
            let at = b.ended_ms.unwrap_or(0).max(0) as u64;
            let _ = arena::record_game(&mut players, &g, at);
        }
        players
    }

    /// Arena: the player who lost board `bi` of round `ri` by forfeit (did
    /// not show up) is paused, not paired again until they join again;
    /// returns their seed. `None` for other results.
    pub fn pause_no_show(&mut self, ri: usize, bi: usize) -> Option<u32> {
        let b = &self.rounds[ri].boards[bi];
        let seed = match b.result? {
            BoardResult::WhiteForfeits => b.white,
            BoardResult::BlackForfeits => b.black?,
            _ => return None,
        };
        let e = &mut self.entrants[seed as usize - 1];
        if e.withdrawn {
            return None;
        }
        e.paused = true;
        Some(seed)
    }

    /// Side `side` (0 White, 1 Black) of game `game`'s board goes
    /// berserk: refused when it already has (or the game is not one of
    /// this tournament's games in progress).
    pub fn berserk(&mut self, game: GameId, side: usize) -> Result<(), TournamentRefusal> {
        let Some((ri, bi)) = self.board_of(game) else {
            return Err(TournamentRefusal::NotInTournamentGame);
        };
        let b = &mut self.rounds[ri].boards[bi];
        if side > 1 || !b.in_progress() {
            return Err(TournamentRefusal::NotInTournamentGame);
        }
        if b.berserk[side] {
            return Err(TournamentRefusal::AlreadyBerserk);
        }
        b.berserk[side] = true;
        Ok(())
    }

    /// The standings after the finished games: points, performance, who
    /// is on fire.
    pub(super) fn arena_standings(&self) -> Vec<StandingLine> {
        if self.status == TournamentStatus::Open {
            return Vec::new();
        }
        arena::arena_standings(&self.arena_players())
            .into_iter()
            .map(|s| {
                let e = self.by_seed(s.id);
                StandingLine {
                    rank: s.rank,
                    player: e.player.clone(),
                    seed: s.id,
                    points: s.score,
                    tiebreaks: vec![("Perf".into(), s.performance as f64)],
                    withdrawn: e.withdrawn,
                    on_fire: s.on_fire,
                }
            })
            .collect()
    }
}
