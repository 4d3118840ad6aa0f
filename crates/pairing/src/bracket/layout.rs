//! The shape of a bracket: its matches in print order and where each of a
//! match's two slots is filled from (a seed, or the winner or loser of an
//! earlier match). Nothing here depends on results.
//!
//! Facts, from brackets-manager `src/base/stage/creator.ts` and
//! `src/helpers.ts`:
//!
//! * Winners' bracket (`createStandardBracket`): round 1 pairs slots 1-2,
//!   3-4, … of the `inner_outer` order; each later round's match `k` takes
//!   the winners of the previous round's matches `2k - 1` (upper slot,
//!   `opponent1`) and `2k` (`transitionToMajor`). There are log2(size)
//!   rounds.
//! * Losers' bracket (`createLowerBracket`), for 4 slots or more: one pair
//!   of rounds fewer than the winners' bracket has rounds. Round 1 pairs the losers of winners' round 1,
//!   ordered by the size's first drop ordering, two by two. Each even
//!   ("minor") round `2i` has as many matches as the round before: match `k`
//!   puts the `k`-th loser of winners' round `i + 1`, in that round's drop
//!   ordering, in the upper slot (`opponent1`) against the winner of the
//!   previous round's match `k` (`transitionToMinor`). Each odd round after
//!   the first ("major") halves the field as the winners' bracket does.
//! * Grand final (`createGrandFinal`): the winners' bracket winner in the
//!   upper slot, the losers' bracket winner in the lower; the reset repeats
//!   them in the same slots (`applyToNextMatches` for `final_group`).
//! * Third place (`createConsolationFinal`): the losers of the semi-finals,
//!   the first semi-final's in the upper slot (`getNextSide`).

use super::format::{Format, GrandFinal};
use super::match_id::MatchId;
use super::seeding::{SeedOrdering, drop_ordering, inner_outer};

/// Where a slot of a match is filled from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// Seed `k` of round 1; above the number of players, an empty slot.
    Seed(u32),
    /// The winner of the match at this index.
    Winner(usize),
    /// The loser of the match at this index.
    Loser(usize),
    /// The grand final's reset: the same slot (0 upper, 1 lower) of the
    /// first game at this index, if its lower player won it.
    Reset(usize, usize),
}

/// One match of the shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Node {
    pub id: MatchId,
    pub from: [Source; 2],
}

/// The matches of a bracket of `size` slots (a power of two, at least 2) in
/// the order they are printed: the winners' bracket round by round, the
/// losers' bracket round by round, the grand final's games, third place.
pub(crate) fn build(size: u32, format: Format) -> Vec<Node> {
    let mut nodes = Vec::new();
    let winners = winners_bracket(size, &mut nodes);
    match format {
        Format::Single { third_place } => {
            if third_place && winners.len() >= 2 {
                let semis = &winners[winners.len() - 2];
                nodes.push(Node {
                    id: MatchId::ThirdPlace,
                    from: [Source::Loser(semis[0]), Source::Loser(semis[1])],
                });
            }
        }
        // Two slots: the one match is the whole bracket.
        Format::Double { .. } if size < 4 => {}
        Format::Double { grand_final } => {
            let losers_final = losers_bracket(size, &winners, &mut nodes);
            let winners_final = winners[winners.len() - 1][0];
            if grand_final != GrandFinal::None {
                let first = nodes.len();
                nodes.push(Node {
                    id: MatchId::GrandFinal { game: 1 },
                    from: [Source::Winner(winners_final), Source::Winner(losers_final)],
                });
                if grand_final == GrandFinal::Double {
                    nodes.push(Node {
                        id: MatchId::GrandFinal { game: 2 },
                        from: [Source::Reset(first, 0), Source::Reset(first, 1)],
                    });
                }
            }
        }
    }
    nodes
}

/// Pushes the winners' bracket; returns the indices of its matches, round
/// by round.
fn winners_bracket(size: u32, nodes: &mut Vec<Node>) -> Vec<Vec<usize>> {
    let seeds = inner_outer(size);
    let mut rounds: Vec<Vec<usize>> = Vec::new();
    let mut sources: Vec<Source> = seeds.into_iter().map(Source::Seed).collect();
    let mut round = 1;
    while sources.len() >= 2 {
        let indices = push_round(nodes, round, &sources, true);
        sources = indices.iter().map(|&i| Source::Winner(i)).collect();
        rounds.push(indices);
        round += 1;
    }
    rounds
}

/// Pushes the losers' bracket of a double elimination of `size` slots (4
/// or more); returns the index of its final.
fn losers_bracket(size: u32, winners: &[Vec<usize>], nodes: &mut Vec<Node>) -> usize {
    let dropped = |round: usize| -> Vec<Source> {
        let losers: Vec<Source> = winners[round - 1]
            .iter()
            .map(|&i| Source::Loser(i))
            .collect();
        match drop_ordering(size, round as u32) {
            Some(ordering) => ordering.apply(&losers),
            None => SeedOrdering::Natural.apply(&losers),
        }
    };
    let mut round = 1;
    let mut previous = push_round(nodes, round, &dropped(1), false);
    for winners_round in 2..=winners.len() {
        if winners_round > 2 {
            // A major round: the survivors play each other.
            round += 1;
            let survivors: Vec<Source> = previous.iter().map(|&i| Source::Winner(i)).collect();
            previous = push_round(nodes, round, &survivors, false);
        }
        // A minor round: the dropped losers, upper slot, against the survivors.
        round += 1;
        let survivors = previous.iter().map(|&i| Source::Winner(i));
        let slots: Vec<Source> = dropped(winners_round)
            .into_iter()
            .zip(survivors)
            .flat_map(|(drop, survivor)| [drop, survivor])
            .collect();
        previous = push_round(nodes, round, &slots, false);
    }
    previous[0]
}

/// Pushes round `round` whose slots, top to bottom, are `slots` (paired two
/// by two); returns the new matches' indices.
fn push_round(nodes: &mut Vec<Node>, round: u32, slots: &[Source], winners: bool) -> Vec<usize> {
    slots
        .chunks(2)
        .zip(1..)
        .map(|(pair, number)| {
            let id = if winners {
                MatchId::Winners { round, number }
            } else {
                MatchId::Losers { round, number }
            };
            nodes.push(Node {
                id,
                from: [pair[0], pair[1]],
            });
            nodes.len() - 1
        })
        .collect()
}
