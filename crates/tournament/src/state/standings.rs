//! A line of the standings ([`StandingLine`]), and those of round-based
//! formats: after every finished game, those of a round being played too
//! (its byes and adjudicated results), with their tie-breaks (FIDE C.07,
//! [`pairing::standings`]). Each format's are its rules'.

use super::{Points, TState, TournamentStatus};
use host::Player;

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
    /// The standings of a round-based format now, by `of` (the TRF of the
    /// rounds played and the rounds paired to its standings): after every
    /// finished game, a round in progress included (its finished games,
    /// byes and adjudicated results; a game still being played counts as
    /// not played yet, see [`TState::round_in_progress_number`]).
    pub fn rounds_standings(
        &self,
        of: fn(&pairing::trf::Tournament, u32) -> Vec<pairing::standings::Standing>,
    ) -> Vec<StandingLine> {
        if self.status == TournamentStatus::Open {
            return Vec::new();
        }
        let paired = self.rounds.len() as u32;
        of(&self.trf(false), paired)
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

    /// The number of the round being played (paired, not every board
    /// finished); `None` between rounds.
    pub fn round_in_progress_number(&self) -> Option<u32> {
        if self.status != TournamentStatus::Running {
            return None;
        }
        let r = self.rounds.last()?;
        r.boards
            .iter()
            .any(|b| b.result.is_none())
            .then_some(r.number)
    }

    /// The title of a round-based format's standings while it runs:
    /// `standings now, round 3 in progress`, `standings after round 2`.
    pub fn rounds_standings_title(&self) -> locale::Words {
        use locale::{Words, ids};
        match self.round_in_progress_number() {
            Some(n) => Words::new(ids::TOURNAMENT_STANDINGS_NOW_ROUND).arg("round", n),
            None => {
                let done = self
                    .rounds
                    .iter()
                    .take_while(|r| r.boards.iter().all(|b| b.result.is_some()))
                    .count();
                Words::new(ids::TOURNAMENT_STANDINGS_AFTER_ROUND).arg("round", done)
            }
        }
    }
}
