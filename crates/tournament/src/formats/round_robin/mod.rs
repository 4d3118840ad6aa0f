//! The round-robin format: each round's pairings from the Berger tables
//! ([`pairing::berger`]), once around or twice (`double`); no entries
//! after the start.

use crate::formats::{FormatRules, Start};
use crate::state::{StandingLine, TState, TournamentRefusal, TournamentSetup};

/// The round robin's rules.
pub struct RoundRobin;

impl TState {
    /// The boards of round-robin round `number` (White, Black; `None`: the
    /// bye of an odd number of players).
    fn round_robin_pairs(&self, number: u32) -> Result<Vec<(u32, Option<u32>)>, TournamentRefusal> {
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

impl FormatRules for RoundRobin {
    fn options(&self) -> &'static [&'static str] {
        &["double"]
    }

    fn set_up(&self, t: &mut TState, setup: &TournamentSetup) -> Result<(), TournamentRefusal> {
        t.double = setup.double;
        Ok(())
    }

    fn start(&self, t: &mut TState, _start: Start<'_>) -> Result<(), TournamentRefusal> {
        let cycles = if t.double { 2 } else { 1 };
        t.rounds_total = pairing::berger::rounds_per_cycle(t.entrants.len() as u32) * cycles;
        Ok(())
    }

    fn pair_next(&self, t: &mut TState, now: i64) -> Result<u32, TournamentRefusal> {
        t.pair_round_with(now, TState::round_robin_pairs)
    }

    fn standings(&self, t: &TState) -> Vec<StandingLine> {
        t.rounds_standings(pairing::standings::round_robin_standings)
    }

    fn planned_rounds(&self, t: &TState, players: usize) -> u32 {
        let once = (players + players % 2 - 1) as u32;
        if t.double { 2 * once } else { once }
    }

    fn rules_words(&self, t: &TState) -> Vec<locale::Words> {
        match t.double {
            true => vec![locale::Words::new(
                locale::ids::TOURNAMENT_DOUBLE_ROUND_ROBIN,
            )],
            false => Vec::new(),
        }
    }
}
