//! Rounds of games: pairing the next one (with the pairs a format gives),
//! its byes and forfeits, whether the current one is complete, pairing by
//! hand, and the early end when no round can be paired any more.

use super::{
    BoardResult, FinishReason, TBoard, TRound, TState, TournamentRefusal, TournamentStatus,
    UnpairableWhy,
};

impl TState {
    /// Whether every board of the current round has a result.
    pub fn round_complete(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|r| r.boards.iter().all(|b| b.result.is_some()))
    }

    /// Whether another round remains to be paired.
    pub fn more_rounds(&self) -> bool {
        (self.rounds.len() as u32) < self.rounds_total && self.active_count() >= 2
    }

    /// Pairs the next round at `now` with `pairs` (the round's number to
    /// its boards: White, Black; `None` a bye): byes scored at once, a
    /// withdrawn player's games forfeited. Returns the new round's number.
    /// Refused when it is not running or has no round left.
    pub fn pair_round_with(
        &mut self,
        now: i64,
        pairs: impl FnOnce(&TState, u32) -> Result<Vec<(u32, Option<u32>)>, TournamentRefusal>,
    ) -> Result<u32, TournamentRefusal> {
        if self.status != TournamentStatus::Running {
            return Err(TournamentRefusal::NotRunning {
                name: self.name.clone(),
            });
        }
        if !self.more_rounds() {
            return Err(TournamentRefusal::NoMoreRounds {
                name: self.name.clone(),
            });
        }
        let number = self.rounds.len() as u32 + 1;
        let boards = pairs(self, number)?;
        let mut round = TRound {
            number,
            started_ms: now,
            boards: Vec::new(),
        };
        for (w, b) in boards {
            let mut board = TBoard::new(w, b, now);
            if let Some(b) = b {
                let (ww, bw) = (self.by_seed(w).withdrawn, self.by_seed(b).withdrawn);
                let forfeit = match (ww, bw) {
                    (true, true) => Some(BoardResult::BothForfeit),
                    (true, false) => Some(BoardResult::WhiteForfeits),
                    (false, true) => Some(BoardResult::BlackForfeits),
                    _ => None,
                };
                if forfeit.is_some() {
                    board.result = forfeit;
                    board.ended_ms = Some(now);
                }
            }
            round.boards.push(board);
        }
        self.rounds.push(round);
        Ok(number)
    }

    /// Why the next round cannot be paired by hand yet: the games of the
    /// current round still being played, and the latest time a player who
    /// has not moved loses by forfeit. `None` when the round is complete.
    pub fn round_in_progress(&self) -> Option<TournamentRefusal> {
        let r = self.rounds.last()?;
        let playing: Vec<&TBoard> = r.boards.iter().filter(|b| b.in_progress()).collect();
        if playing.is_empty() {
            return None;
        }
        let games = playing
            .iter()
            .map(|b| {
                let black = b.black.map(|s| self.by_seed(s).player.name.clone());
                format!(
                    "{} vs {}",
                    self.by_seed(b.white).player.name,
                    black.unwrap_or_default()
                )
            })
            .collect();
        let no_show_until = playing
            .iter()
            .filter(|b| !b.no_show_checked)
            .map(|b| b.started_ms + self.no_show_ms)
            .max();
        Some(TournamentRefusal::RoundInProgress {
            round: r.number,
            games,
            no_show_until,
        })
    }

    /// Whether the organizer may pair the next round by hand: running, the
    /// current round complete, a round left.
    pub fn check_pair_by_hand(&self) -> Result<(), TournamentRefusal> {
        if self.status != TournamentStatus::Running {
            return Err(TournamentRefusal::NotRunning {
                name: self.name.clone(),
            });
        }
        if let Some(r) = self.round_in_progress() {
            return Err(r);
        }
        if !self.more_rounds() {
            return Err(TournamentRefusal::NoMoreRounds {
                name: self.name.clone(),
            });
        }
        Ok(())
    }

    /// Ends the running tournament because its next round cannot be paired
    /// (`why`, e.g. [`UnpairableWhy::RematchOrSecondBye`]): status Finished, the reason kept in
    /// [`TState::finish_reason`] for the final post. Nothing when it is
    /// not running.
    pub fn finish_unpairable(&mut self, why: UnpairableWhy) {
        if self.status != TournamentStatus::Running {
            return;
        }
        let after_round = self
            .rounds
            .iter()
            .take_while(|r| r.boards.iter().all(|b| b.result.is_some()))
            .count() as u32;
        self.status = TournamentStatus::Finished;
        self.finish_reason = Some(FinishReason::Unpairable { after_round, why });
    }
}
