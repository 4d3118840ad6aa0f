//! Half-point byes a Swiss player requests for a coming round (the
//! pairing-allocated bye is [`BoardResult::Bye`], its points a setup
//! option).

use crate::state::{BoardResult, TBoard, TState, TournamentRefusal, TournamentStatus};

/// Requested byes.
impl TState {
    /// The half-point byes `seed` was given so far (requested byes).
    pub fn byes_taken(&self, seed: u32) -> u32 {
        self.rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter(|b| b.white == seed && b.result == Some(BoardResult::HalfPointBye))
            .count() as u32
    }

    /// `user` requests a half-point bye for the next round to be paired
    /// (while a round is being played, the one after it). Swiss only,
    /// before its last round is paired, at most [`TState::byes`] per
    /// player, one pending at a time. Returns the round it applies to:
    /// [`TState::pair_next`] does not pair them in it and gives them a
    /// [`BoardResult::HalfPointBye`] board (½ point, an unplayed round).
    pub(super) fn request_half_point_bye(&mut self, user: &str) -> Result<u32, TournamentRefusal> {
        let name = self.name.clone();
        if !self.is_live() {
            return Err(TournamentRefusal::Over { name });
        }
        let Some(i) = self.entrants.iter().position(|e| e.player.id == user) else {
            return Err(TournamentRefusal::NotJoined { name });
        };
        if self.entrants[i].withdrawn {
            return Err(TournamentRefusal::AlreadyWithdrawn { name });
        }
        if self.byes == 0 {
            return Err(TournamentRefusal::ByesOff { name });
        }
        let next = self.rounds.len() as u32 + 1;
        if self.status == TournamentStatus::Running && next > self.rounds_total {
            return Err(TournamentRefusal::ByeTooLate { name });
        }
        if let Some(round) = self.entrants[i].bye_request {
            return Err(TournamentRefusal::ByeAlreadyRequested { name, round });
        }
        let taken = match self.status {
            TournamentStatus::Running => self.byes_taken(self.entrants[i].seed),
            _ => 0,
        };
        if taken >= self.byes {
            return Err(TournamentRefusal::NoByesLeft {
                name,
                allowed: self.byes,
            });
        }
        self.entrants[i].bye_request = Some(next);
        Ok(next)
    }

    /// Round `number` (just paired) gets the half-point byes requested for
    /// it, after its other boards: those players were not paired in it.
    pub(super) fn give_requested_byes(&mut self, number: u32, now: i64) {
        let mut byes = Vec::new();
        for e in &mut self.entrants {
            if e.bye_request.is_some_and(|r| r <= number) {
                if e.bye_request == Some(number) && !e.withdrawn {
                    let mut board = TBoard::new(e.seed, None, now);
                    board.result = Some(BoardResult::HalfPointBye);
                    byes.push(board);
                }
                e.bye_request = None;
            }
        }
        if let Some(round) = self.rounds.last_mut() {
            round.boards.extend(byes);
        }
    }
}
