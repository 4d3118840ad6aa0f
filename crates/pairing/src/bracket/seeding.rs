//! Where the seeds start and in which order losers drop: the `inner_outer`
//! placement of round 1 and the seed orderings that brackets-manager applies
//! to the losers of each winners' round (its `defaultMinorOrdering`).
//!
//! Facts, from brackets-manager `src/ordering.ts` (as fixed for more than
//! 32 players by its pull request #221):
//!
//! * `inner_outer` builds the slot positions from `[1, 2]` by replacing
//!   each position `p` of a list of length `h` with `p, 2h + 1 - p` until
//!   the list has the bracket's size; slot `i` gets seed `positions[i]`. For
//!   8 slots that is 1 8 4 5 2 7 3 6, so seeds 1 and 2 can meet only in the
//!   final. `test/helpers.spec.js` lists 2, 4, 8, 16 and 32.
//! * `natural` keeps the order, `reverse` reverses it, `half_shift` puts
//!   the second half first, `reverse_half_shift` reverses each half in
//!   place, `pair_flip` swaps each pair (1 2 3 4 → 2 1 4 3).
//! * `defaultMinorOrdering` lists, per bracket size, one ordering per
//!   winners' round: 4: natural, reverse; 8: natural, reverse, natural; 16:
//!   natural, reverse_half_shift, reverse, natural; 32: natural, reverse,
//!   half_shift, natural, natural; 64: natural, reverse, half_shift,
//!   reverse, natural, natural; 128: natural, reverse, half_shift,
//!   pair_flip, pair_flip, pair_flip, natural. `src/base/stage/creator.ts`
//!   applies entry 0 to the losers of winners' round 1 and entry `r - 1` to
//!   those of round `r`, except the winners' final, whose single loser is
//!   never reordered (`getMinorOrdering` returns nothing for the last minor
//!   round): the last entry of every list is never used.

/// A seed ordering of brackets-manager: a permutation of a list of slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeedOrdering {
    /// The list as it is.
    Natural,
    /// The list backwards.
    Reverse,
    /// The second half, then the first.
    HalfShift,
    /// Each half backwards, the first half still first.
    ReverseHalfShift,
    /// Each pair swapped: 1 2 3 4 becomes 2 1 4 3.
    PairFlip,
}

impl SeedOrdering {
    /// The ordering's name in brackets-manager (`natural`, `reverse`,
    /// `half_shift`, `reverse_half_shift`, `pair_flip`).
    pub fn name(self) -> &'static str {
        match self {
            SeedOrdering::Natural => "natural",
            SeedOrdering::Reverse => "reverse",
            SeedOrdering::HalfShift => "half_shift",
            SeedOrdering::ReverseHalfShift => "reverse_half_shift",
            SeedOrdering::PairFlip => "pair_flip",
        }
    }

    /// `items` reordered. The lists it is given have an even length (a
    /// power of two, or 1 for the winners' final, which is never reordered).
    ///
    /// ```
    /// use pairing::bracket::SeedOrdering;
    /// assert_eq!(SeedOrdering::ReverseHalfShift.apply(&[1, 2, 3, 4, 5, 6, 7, 8]), [4, 3, 2, 1, 8, 7, 6, 5]);
    /// assert_eq!(SeedOrdering::PairFlip.apply(&[1, 2, 3, 4]), [2, 1, 4, 3]);
    /// ```
    pub fn apply<T: Clone>(self, items: &[T]) -> Vec<T> {
        let half = items.len() / 2;
        match self {
            SeedOrdering::Natural => items.to_vec(),
            SeedOrdering::Reverse => items.iter().rev().cloned().collect(),
            SeedOrdering::HalfShift => items[half..]
                .iter()
                .chain(&items[..half])
                .cloned()
                .collect(),
            SeedOrdering::ReverseHalfShift => items[..half]
                .iter()
                .rev()
                .chain(items[half..].iter().rev())
                .cloned()
                .collect(),
            SeedOrdering::PairFlip => items
                .chunks(2)
                .flat_map(|pair| pair.iter().rev())
                .cloned()
                .collect(),
        }
    }
}

/// The seeds of a bracket of `size` slots (a power of two, at least 2) in
/// slot order, top to bottom, as `inner_outer` places them: slots `2k - 1`
/// and `2k` make round 1's match `k`. A seed above the number of players is
/// an empty slot (a bye).
///
/// ```
/// use pairing::bracket::inner_outer;
/// assert_eq!(inner_outer(8), [1, 8, 4, 5, 2, 7, 3, 6]);
/// ```
pub fn inner_outer(size: u32) -> Vec<u32> {
    let mut positions = vec![1, 2];
    while (positions.len() as u32) < size {
        let mirror = 2 * positions.len() as u32 + 1;
        positions = positions.iter().flat_map(|&p| [p, mirror - p]).collect();
    }
    positions
}

/// The ordering brackets-manager applies, in a bracket of `size` slots, to
/// the losers of winners' round `winners_round` before they drop into the
/// losers' bracket; `None` when nothing is reordered: the winners' final
/// (one loser), or a size without a losers' bracket (2) or beyond the
/// reference's table (above 128).
///
/// ```
/// use pairing::bracket::{drop_ordering, SeedOrdering};
/// assert_eq!(drop_ordering(16, 2), Some(SeedOrdering::ReverseHalfShift));
/// assert_eq!(drop_ordering(16, 4), None);
/// ```
pub fn drop_ordering(size: u32, winners_round: u32) -> Option<SeedOrdering> {
    use SeedOrdering::*;
    let table: &[SeedOrdering] = match size {
        4 => &[Natural, Reverse],
        8 => &[Natural, Reverse, Natural],
        16 => &[Natural, ReverseHalfShift, Reverse, Natural],
        32 => &[Natural, Reverse, HalfShift, Natural, Natural],
        64 => &[Natural, Reverse, HalfShift, Reverse, Natural, Natural],
        128 => &[
            Natural, Reverse, HalfShift, PairFlip, PairFlip, PairFlip, Natural,
        ],
        _ => return None,
    };
    // The last entry belongs to the winners' final, which is never reordered.
    let index = winners_round.checked_sub(1)? as usize;
    if index + 1 >= table.len() {
        return None;
    }
    Some(table[index])
}
