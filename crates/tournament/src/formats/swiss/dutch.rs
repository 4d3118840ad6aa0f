//! A Swiss round paired by FIDE Dutch rules ([`pairing::dutch`]) from
//! the rounds played.

use crate::state::{TState, TournamentRefusal};

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
}
