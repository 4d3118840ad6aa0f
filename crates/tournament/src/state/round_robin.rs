//! The round-robin format: each round's pairings from the Berger tables
//! ([`pairing::berger`]), once or twice around.

use super::{TState, TournamentRefusal};

impl TState {
    /// The boards of round-robin round `number` (White, Black; `None`: the
    /// bye of an odd number of players).
    pub(super) fn round_robin_pairs(
        &self,
        number: u32,
    ) -> Result<Vec<(u32, Option<u32>)>, TournamentRefusal> {
        let cycles = if self.double { 2 } else { 1 };
        Ok(
            pairing::berger::round(self.entrants.len() as u32, number, cycles)
                .map_err(|e| TournamentRefusal::PairingFailed(e.to_string()))?
                .iter()
                .map(|b| (b.white, b.black))
                .collect(),
        )
    }
}
