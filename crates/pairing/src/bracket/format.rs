//! The kinds of knockout bracket: single elimination, with or without a
//! third-place match, and double elimination with its grand final.
//!
//! Facts, from brackets-manager `src/base/stage/creator.ts` (`createGrandFinal`,
//! `createConsolationFinal`) and `src/get.ts` (`doubleEliminationStandings`):
//! the grand final is `none` unless asked for; `none` plays no grand final and
//! ranks the winners' bracket winner first and the losers' bracket winner
//! second; `simple` is one game between the winners' bracket winner (upper
//! slot) and the losers' bracket winner; `double` adds a second game, played
//! only when the losers' bracket winner wins the first. A bracket of 2 slots
//! in double elimination is the one match: no losers' bracket, no grand final
//! (`isDoubleEliminationNecessary`). The third-place match (`consolationFinal`)
//! is offered here for single elimination only: in double elimination the
//! losers' bracket already decides third place.

/// The grand final of a double elimination.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GrandFinal {
    /// No grand final: the winners' bracket winner is first, the losers'
    /// bracket winner second (brackets-manager's default).
    #[default]
    None,
    /// One game between the two brackets' winners.
    Simple,
    /// One game, and a second (the reset) if the losers' bracket winner
    /// wins the first.
    Double,
}

/// A knockout bracket's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Single elimination: one loss and a player is out.
    Single {
        /// Whether the semi-finals' losers play for third place.
        third_place: bool,
    },
    /// Double elimination: the winners' bracket's losers drop into a losers'
    /// bracket, and a second loss puts a player out.
    Double {
        /// How the two brackets' winners meet.
        grand_final: GrandFinal,
    },
}

impl Format {
    /// The losses that put a player out: 1 in single elimination, 2 in
    /// double elimination (whose bracket of 2 players is a single match, so
    /// one loss there ends it).
    pub fn lives(self) -> u32 {
        match self {
            Format::Single { .. } => 1,
            Format::Double { .. } => 2,
        }
    }
}
