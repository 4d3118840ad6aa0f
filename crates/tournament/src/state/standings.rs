//! The standings: Swiss and round robin after every finished game, those
//! of a round being played too (its byes and adjudicated results), with
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
    /// The standings now: after every finished game, a round in progress
    /// included (its finished games, byes and adjudicated results; a game
    /// still being played counts as not played yet, see
    /// [`TState::round_in_progress_number`]).
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
        if self.is_knockout() {
            return self.knockout_standings();
        }
        let paired = self.rounds.len() as u32;
        let t = self.trf(false);
        let lines = match self.format {
            Format::Swiss => pairing::standings::swiss_standings(&t, paired),
            _ => pairing::standings::round_robin_standings(&t, paired),
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

    /// The number of the Swiss or round-robin round being played (paired,
    /// not every board finished); `None` between rounds and in an arena.
    pub fn round_in_progress_number(&self) -> Option<u32> {
        if self.format == Format::Arena || self.status != TournamentStatus::Running {
            return None;
        }
        let r = self.rounds.last()?;
        r.boards
            .iter()
            .any(|b| b.result.is_none())
            .then_some(r.number)
    }
}

impl TState {
    /// A knockout's standings: the players whose place is known, by
    /// place (a shared place, 3-4, ranks as its best, 3), after those
    /// still in the bracket (ranked 1 until they are out); points are
    /// the matches won, in tenths.
    fn knockout_standings(&self) -> Vec<StandingLine> {
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
