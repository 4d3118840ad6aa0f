//! The TRF model of a tournament's rounds (TRF-16, as [`pairing::trf`]
//! holds it): what Swiss pairing reads, standings are computed from, and
//! the export writes.

use super::{BoardResult, TState, full_point};
use pairing::trf::{self, Colour, ResultCode, RoundEntry};

impl TState {
    /// The TRF model of the rounds played so far (Swiss pairing, standings,
    /// export). With `next_absent`, withdrawn players get a zero-point bye
    /// in the round about to be paired, and players who requested a bye for
    /// it their half-point bye (`0000 - H`), so that they are not paired.
    pub fn trf(&self, next_absent: bool) -> trf::Tournament {
        let mut t = trf::Tournament {
            name: self.name.clone(),
            rounds: Some(self.rounds_total),
            initial_colour: Some(Colour::White),
            scoring: trf::Scoring {
                pairing_bye: self.bye_points,
                ..Default::default()
            },
            // A bye other than 1 point is written as an `XXS` record.
            explicit_scoring: self.bye_points != full_point(),
            ..Default::default()
        };
        for e in &self.entrants {
            t.players.push(trf::Player::new(
                e.seed,
                &trf_name(&e.player.name),
                e.rating,
            ));
        }
        for (ri, r) in self.rounds.iter().enumerate() {
            for p in &mut t.players {
                p.rounds.push(RoundEntry::NOT_PAIRED);
            }
            for b in &r.boards {
                let Some(res) = b.result else { continue };
                let w = b.white as usize - 1;
                match b.black {
                    // A requested bye is written as lichess and bbpPairings
                    // write it: `0000 - H`.
                    None => {
                        t.players[w].rounds[ri] = RoundEntry {
                            opponent: None,
                            colour: None,
                            result: if res == BoardResult::HalfPointBye {
                                ResultCode::HalfBye
                            } else {
                                ResultCode::PairingBye
                            },
                        }
                    }
                    Some(bl) => {
                        let (rw, rb) = match res {
                            BoardResult::WhiteWins => (ResultCode::Win, ResultCode::Loss),
                            BoardResult::BlackWins => (ResultCode::Loss, ResultCode::Win),
                            BoardResult::Draw => (ResultCode::Draw, ResultCode::Draw),
                            BoardResult::WhiteForfeits => {
                                (ResultCode::ForfeitLoss, ResultCode::ForfeitWin)
                            }
                            BoardResult::BlackForfeits => {
                                (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
                            }
                            BoardResult::BothForfeit
                            | BoardResult::Bye
                            | BoardResult::HalfPointBye => {
                                (ResultCode::ForfeitLoss, ResultCode::ForfeitLoss)
                            }
                        };
                        let b_ = bl as usize - 1;
                        t.players[w].rounds[ri] = RoundEntry {
                            opponent: Some(bl),
                            colour: Some(Colour::White),
                            result: rw,
                        };
                        t.players[b_].rounds[ri] = RoundEntry {
                            opponent: Some(b.white),
                            colour: Some(Colour::Black),
                            result: rb,
                        };
                    }
                }
            }
            for p in &mut t.players {
                if p.rounds[ri].result == ResultCode::NotPaired {
                    p.rounds[ri].result = ResultCode::ZeroBye;
                }
            }
        }
        // The points column must agree with the results.
        let sc = t.scoring;
        for p in &mut t.players {
            p.points = p
                .rounds
                .iter()
                .map(|r| match r.result {
                    ResultCode::Win | ResultCode::WinUnrated | ResultCode::ForfeitWin => sc.win,
                    ResultCode::FullBye => sc.win,
                    ResultCode::PairingBye => sc.pairing_bye,
                    ResultCode::Draw | ResultCode::DrawUnrated | ResultCode::HalfBye => sc.draw,
                    ResultCode::ForfeitLoss => sc.forfeit_loss,
                    ResultCode::ZeroBye | ResultCode::NotPaired => sc.zero_bye,
                    ResultCode::Loss | ResultCode::LossUnrated => sc.loss,
                })
                .sum();
        }
        if next_absent {
            let next = self.rounds.len() as u32 + 1;
            for (p, e) in t.players.iter_mut().zip(&self.entrants) {
                if e.withdrawn {
                    p.rounds.push(RoundEntry {
                        opponent: None,
                        colour: None,
                        result: ResultCode::ZeroBye,
                    });
                } else if e.bye_request == Some(next) {
                    p.rounds.push(RoundEntry {
                        opponent: None,
                        colour: None,
                        result: ResultCode::HalfBye,
                    });
                }
            }
        }
        t
    }
}

/// A name as TRF holds it (at most 33 characters).
fn trf_name(name: &str) -> String {
    name.chars().take(33).collect()
}
