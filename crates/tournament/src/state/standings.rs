//! The standings: Swiss and round robin after the complete rounds, with
//! their tie-breaks (FIDE C.07, [`pairing::standings`]); the arena after
//! its finished games.

use super::{Format, Points, TState, TournamentStatus};
use host::Player;
use pairing::arena;

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct StandingLine {
    pub rank: u32,
    pub player: Player,
    pub seed: u32,
    /// Swiss and round robin: tenths of a point (15 = 1.5); arena: points.
    pub points: Points,
    /// The tie-breaks by name, in order.
    pub tiebreaks: Vec<(String, f64)>,
    pub withdrawn: bool,
    /// Arena: on a win streak (two wins in a row or more), its next win
    /// counts double (shown as a flame).
    pub on_fire: bool,
}

impl TState {
    /// The standings now (after the complete rounds; the arena: after the
    /// finished games).
    pub fn standings(&self) -> Vec<StandingLine> {
        if self.status == TournamentStatus::Open {
            return Vec::new();
        }
        if self.format == Format::Arena {
            let players = self.arena_players();
            return arena::arena_standings(&players)
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
                .collect();
        }
        let complete = self
            .rounds
            .iter()
            .take_while(|r| r.boards.iter().all(|b| b.result.is_some()))
            .count() as u32;
        let t = self.trf(false);
        let lines = match self.format {
            Format::Swiss => pairing::standings::swiss_standings(&t, complete),
            _ => pairing::standings::round_robin_standings(&t, complete),
        };
        lines
            .into_iter()
            .map(|s| {
                let e = self.by_seed(s.start_number);
                StandingLine {
                    rank: s.rank,
                    player: e.player.clone(),
                    seed: s.start_number,
                    points: s.points,
                    tiebreaks: s
                        .tiebreaks
                        .iter()
                        .map(|(tb, v)| (tb.name().to_string(), *v))
                        .collect(),
                    withdrawn: e.withdrawn,
                    on_fire: false,
                }
            })
            .collect()
    }
}
