//! Final places: who finished where, as soon as it is known.
//!
//! Facts, from brackets-manager `src/get.ts` (`singleEliminationStandings`,
//! `doubleEliminationStandings`) and `helpers.getLosers`: the winner of the
//! final (in double elimination, of the decisive grand final game; without
//! a grand final, of the winners' final) is first, its loser (without a
//! grand final, the losers' bracket winner) second; then the losers of each
//! round from the last round back to the first, one group per round (the
//! single bracket's rounds; in double elimination the losers' bracket's
//! rounds, since nobody leaves from the winners' bracket). A third-place
//! match splits the semi-finals' losers into third and fourth. The reference
//! numbers the groups 1, 2, 3, …; here a group shares the places it covers,
//! counted in players (1, 2, 3-4, 5-8 for a full single bracket of 8), and a
//! walkover has no loser, so it adds nobody to its round's group.

use std::fmt;

use super::format::{Format, GrandFinal};
use super::match_id::MatchId;
use super::progress::{Bracket, Slot};

/// The places a player shares: `first..=last` (equal when not shared).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Place {
    /// The best place of the group.
    pub first: u32,
    /// The worst place of the group.
    pub last: u32,
}

impl fmt::Display for Place {
    /// `3` or `5-8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "{}", self.first)
        } else {
            write!(f, "{}-{}", self.first, self.last)
        }
    }
}

/// Players who finish together: how many the group holds once the bracket
/// is over, and those known so far.
struct Group {
    size: u32,
    members: Vec<u32>,
}

impl Bracket {
    /// The players whose final place is known, best first (ties by seed).
    ///
    /// ```
    /// use pairing::bracket::{Bracket, Format, MatchId};
    /// let mut b = Bracket::new(4, Format::Single { third_place: false }).unwrap();
    /// for (id, winner) in [("W1-1", 1), ("W1-2", 3), ("W2-1", 3)] {
    ///     b.record(id.parse().unwrap(), winner).unwrap();
    /// }
    /// let places: Vec<String> = b.places().iter().map(|(s, p)| format!("S{s}:{p}")).collect();
    /// assert_eq!(places, ["S3:1", "S1:2", "S2:3-4", "S4:3-4"]);
    /// ```
    pub fn places(&self) -> Vec<(u32, Place)> {
        let mut places = Vec::new();
        let mut above = 0;
        for group in self.groups() {
            let place = Place {
                first: above + 1,
                last: above + group.size.max(1),
            };
            let mut members = group.members;
            members.sort_unstable();
            places.extend(members.into_iter().map(|seed| (seed, place)));
            above += group.size;
        }
        places
    }

    /// Seed `seed`'s final place, once known.
    pub fn place(&self, seed: u32) -> Option<Place> {
        self.places()
            .into_iter()
            .find_map(|(s, p)| (s == seed).then_some(p))
    }

    /// The groups, best first.
    fn groups(&self) -> Vec<Group> {
        let winners_rounds = self.size().trailing_zeros();
        let winners_final = MatchId::Winners {
            round: winners_rounds,
            number: 1,
        };
        let losers_rounds = match self.format() {
            Format::Double { .. } if self.size() >= 4 => 2 * (winners_rounds - 1),
            _ => 0,
        };
        let one = |seed: Option<u32>, size: u32| Group {
            size,
            members: seed.into_iter().collect(),
        };
        let mut groups = Vec::new();
        // The top of the standings, and the rounds whose losers follow.
        let rounds: Vec<MatchId> = if losers_rounds == 0 {
            let (champion, second) = self.decided(winners_final);
            groups.extend([one(champion, 1), one(second, 1)]);
            let mut last_round = winners_rounds - 1;
            if let Some(third) = self.get(MatchId::ThirdPlace) {
                let through = match (third.winner, third.a, third.b) {
                    (Some(w), _, _) => Some(w),
                    (None, Slot::Seed(k), Slot::Bye) | (None, Slot::Bye, Slot::Seed(k)) => Some(k),
                    _ => None,
                };
                let played = u32::from(!third.is_walkover());
                groups.extend([one(through, 1), one(third.loser(), played)]);
                last_round -= 1;
            }
            (1..=last_round)
                .rev()
                .map(|round| MatchId::Winners { round, number: 1 })
                .collect()
        } else {
            let losers_final = MatchId::Losers {
                round: losers_rounds,
                number: 1,
            };
            let gf = |game| MatchId::GrandFinal { game };
            let (champion, second) = match self.format() {
                Format::Double {
                    grand_final: GrandFinal::Simple,
                } => self.decided(gf(1)),
                Format::Double {
                    grand_final: GrandFinal::Double,
                } => match self.get(gf(1)) {
                    // The winners' bracket winner took the first game: no reset.
                    Some(first) if matches!((first.winner, first.a), (Some(w), Slot::Seed(a)) if w == a) => {
                        self.decided(gf(1))
                    }
                    _ => self.decided(gf(2)),
                },
                _ => (self.decided(winners_final).0, self.decided(losers_final).0),
            };
            groups.extend([one(champion, 1), one(second, 1)]);
            (1..=losers_rounds)
                .rev()
                .map(|round| MatchId::Losers { round, number: 1 })
                .collect()
        };
        let all = self.matches();
        for first in rounds {
            let in_round: Vec<_> = all.iter().filter(|m| same_round(m.id, first)).collect();
            groups.push(Group {
                size: in_round
                    .iter()
                    .filter(|m| !m.a.eq(&Slot::Bye) && !m.b.eq(&Slot::Bye))
                    .count() as u32,
                members: in_round.iter().filter_map(|m| m.loser()).collect(),
            });
        }
        groups
    }

    /// The winner and loser of a match, once decided.
    fn decided(&self, id: MatchId) -> (Option<u32>, Option<u32>) {
        self.get(id).map_or((None, None), |m| (m.winner, m.loser()))
    }
}

/// Whether two matches are in the same round of the same bracket.
fn same_round(a: MatchId, b: MatchId) -> bool {
    match (a, b) {
        (MatchId::Winners { round: x, .. }, MatchId::Winners { round: y, .. })
        | (MatchId::Losers { round: x, .. }, MatchId::Losers { round: y, .. }) => x == y,
        _ => false,
    }
}
