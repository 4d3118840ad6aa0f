//! Knockout brackets, single and double elimination, built and played as
//! brackets-manager (Drarig29/brackets-manager.js, MIT) builds and plays
//! them with its defaults: the same matches between the same seeds, in
//! every round, for every outcome. Its sources were read on GitHub (tag
//! 1.8.2: `src/ordering.ts`, `src/base/stage/creator.ts`, `src/helpers.ts`,
//! `src/base/updater.ts`, `src/base/getter.ts`, `src/get.ts`), the same
//! facts checked in the 1.11.1 package, and brackets played by 1.11.1 are
//! the test data (`tests/data/brackets-manager.txt`). One difference, by
//! contract: brackets-manager fills the reset (`GF2`) whoever wins `GF1`;
//! here it is played only when the losers' bracket winner won `GF1`.
//! Pure: no IO.
//!
//! | module | what it is |
//! |---|---|
//! | `seeding` | [`inner_outer`] round-1 placement, [`SeedOrdering`], [`drop_ordering`] |
//! | `format` | [`Format`] (single, double) and [`GrandFinal`] |
//! | `match_id` | [`MatchId`]: `W1-2`, `L3-1`, `GF1`, `GF2`, `3P` |
//! | `layout` | the shape: each match's two slots and where they are filled from |
//! | `progress` | [`Bracket`]: [`Slot`]s given the results, [`Match`]es, [`Bracket::record`] |
//! | `places` | [`Place`]s: who finished where |
//! | `error` | [`BracketError`], the refusals |
//!
//! # The facts used (each module names its own sources)
//!
//! * N players are seeds 1 to N; the bracket has the next power of two of
//!   slots, and seeds N + 1 and above are empty slots (byes), given to the
//!   top seeds by the `inner_outer` placement (`creator.ts` `getSlots`,
//!   `helpers.ts` `fixSeeding`; `balanceByes` is off by default).
//! * Round 1 is `inner_outer` (1-8, 4-5, 2-7, 3-6 for 8): seeds 1 and 2
//!   can meet only in the final (`ordering.ts`).
//! * In double elimination the losers of winners' round `r` drop into the
//!   losers' bracket in the order `defaultMinorOrdering` gives for the size
//!   (`ordering.ts`, applied by `creator.ts` `createLowerBracket`): round 1's
//!   losers pair up in losers' round 1, later rounds' losers take the upper
//!   slot of the even losers' rounds.
//! * A bye loses every match it is in without a game; two byes make a bye.
//! * The grand final is `none` (brackets-manager's default), `simple`, or
//!   `double` with a reset when the losers' bracket winner wins game 1.
//!
//! ```
//! use pairing::bracket::{Bracket, Format, GrandFinal, Slot};
//! let mut b = Bracket::new(4, Format::Double { grand_final: GrandFinal::Double }).unwrap();
//! for (id, winner) in [("W1-1", 1), ("W1-2", 2), ("W2-1", 1), ("L1-1", 4), ("L2-1", 2), ("GF1", 2)] {
//!     b.record(id.parse().unwrap(), winner).unwrap();
//! }
//! let reset = b.get("GF2".parse().unwrap()).unwrap();
//! assert_eq!((reset.a, reset.b), (Slot::Seed(1), Slot::Seed(2)));
//! assert!(reset.is_ready());
//! ```

mod error;
mod format;
mod layout;
mod match_id;
mod places;
mod progress;
mod seeding;

pub use error::BracketError;
pub use format::{Format, GrandFinal};
pub use match_id::{MatchId, MatchNameError};
pub use places::Place;
pub use progress::{Bracket, Match, Slot};
pub use seeding::{SeedOrdering, drop_ordering, inner_outer};
