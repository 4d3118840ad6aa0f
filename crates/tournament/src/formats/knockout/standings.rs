//! A knockout's standings: by place.

use crate::state::{StandingLine, TState};

impl TState {
    /// A knockout's standings: the players whose place is known, by
    /// place (a shared place, 3-4, ranks as its best, 3), after those
    /// still in the bracket (ranked 1 until they are out); points are
    /// the matches won, in tenths.
    pub(super) fn knockout_standings(&self) -> Vec<StandingLine> {
        let places = self.knockout_places();
        let wins = |seed: u32| {
            self.knockout
                .as_ref()
                .map_or(0, |k| k.decided.iter().filter(|d| d.winner == seed).count())
                as u32
        };
        let line = |seed: u32, rank: u32| {
            let e = self.by_seed(seed);
            StandingLine {
                rank,
                player: e.player.clone(),
                seed,
                points: wins(seed) * 10,
                tiebreaks: Vec::new(),
                withdrawn: e.withdrawn,
                on_fire: false,
            }
        };
        let mut lines: Vec<StandingLine> = self
            .entrants
            .iter()
            .filter(|e| !places.iter().any(|(s, _)| *s == e.seed))
            .map(|e| line(e.seed, 1))
            .collect();
        lines.extend(places.iter().map(|(seed, p)| line(*seed, p.first)));
        lines
    }
}
