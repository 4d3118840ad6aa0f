//! Rounds of a Swiss or round robin: pairing the next one (by the
//! format's own module, [`super::swiss`] or [`super::round_robin`]), with
//! its byes and forfeits, and whether the current one is complete.

use super::{BoardResult, Format, TBoard, TRound, TState, TournamentRefusal, TournamentStatus};

impl TState {
    /// Whether every board of the current round has a result.
    pub fn round_complete(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|r| r.boards.iter().all(|b| b.result.is_some()))
    }

    /// Swiss / round robin: whether another round remains to be paired.
    pub fn more_rounds(&self) -> bool {
        (self.rounds.len() as u32) < self.rounds_total && self.active_count() >= 2
    }

    /// Pairs the next Swiss or round-robin round at `now`: its boards (byes
    /// scored at once; a withdrawn player's round-robin games forfeited;
    /// a Swiss player who requested a bye for this round is not paired and
    /// gets a half-point bye board, after the others). Returns the new
    /// round's number. A Swiss round no valid pairing exists for is
    /// [`TournamentRefusal::Unpairable`] (see [`TState::finish_unpairable`]).
    pub fn pair_next(&mut self, now: i64) -> Result<u32, TournamentRefusal> {
        if self.status != TournamentStatus::Running || self.format == Format::Arena {
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
        let boards = match self.format {
            Format::Swiss => self.swiss_pairs(number)?,
            _ => self.round_robin_pairs(number)?,
        };
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
        if self.format == Format::Swiss {
            for e in &mut self.entrants {
                if e.bye_request.is_some_and(|r| r <= number) {
                    if e.bye_request == Some(number) && !e.withdrawn {
                        let mut board = TBoard::new(e.seed, None, now);
                        board.result = Some(BoardResult::HalfPointBye);
                        round.boards.push(board);
                    }
                    e.bye_request = None;
                }
            }
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
}
