//! The Swiss format: the next round paired by FIDE Dutch rules
//! ([`pairing::dutch`]), and the early end when no valid pairing is left.

use super::{FinishReason, TState, TournamentRefusal, TournamentStatus};

/// Why a Swiss round cannot be paired, in the words of
/// [`TState::finish_unpairable`] (for the [`TournamentRefusal::Unpairable`]
/// the Dutch engine's "no valid pairing" becomes).
pub const UNPAIRABLE_WHY: &str = "every pairing left would be a rematch or a second bye";

impl TState {
    /// The boards of Swiss round `number` (White, Black; `None`: the
    /// pairing-allocated bye), paired from the rounds played. No valid
    /// pairing is [`TournamentRefusal::Unpairable`].
    pub(super) fn swiss_pairs(
        &self,
        number: u32,
    ) -> Result<Vec<(u32, Option<u32>)>, TournamentRefusal> {
        let t = self.trf(true);
        Ok(pairing::dutch::pair_next_round(&t)
            .map_err(|e| match e {
                pairing::PairingError::NoValidPairing => TournamentRefusal::Unpairable {
                    name: self.name.clone(),
                    after_round: number - 1,
                },
                e => TournamentRefusal::PairingFailed(e.to_string()),
            })?
            .boards
            .iter()
            .map(|b| (b.white, b.black))
            .collect())
    }

    /// Ends the running tournament because its next round cannot be paired
    /// (`why`, e.g. [`UNPAIRABLE_WHY`]): status Finished, the reason kept in
    /// [`TState::finish_reason`] for the final post. Nothing when it is
    /// not running.
    pub fn finish_unpairable(&mut self, why: String) {
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
