//! # Game analysis
//!
//! Every decision of a finished game judged as lichess judges moves: the
//! decider's Win% before (its position's one evaluation, the best choice's)
//! and after (the next position's), the decision's accuracy, a mark (`?!`, `?`, `??`) and the better
//! choice; each side's accuracy over the game. The formulas are lichess's,
//! the Win% curve's constant is ours per preset, fitted to games the AI
//! played against itself. Pure: no IO; a host runs [`analyse_game`] on a
//! background thread.
//!
//! An analysis shows every flight's whole path (and the engine's better
//! flights): it is for finished games only, when no plan is hidden any
//! more. A flight shot down is known only as far as it got, in the record
//! as in the analysis.
//!
//! | module | what it is |
//! |---|---|
//! | [`win_percent`] | Win% from centipawns; the constant `k` per preset |
//! | [`accuracy`] | a decision's accuracy; a side's accuracy over a game |
//! | [`advice`] | the marks, with lichess's rules for forced mates |
//! | [`game`] | judging a game's decisions with a fixed node budget |
//! | [`fit`] | fitting `k` to results by logistic regression |
//! | [`sample`] | the fit's data: AI games at mixed levels, evaluated |
//!
//! ```
//! use engine::{Game, Preset};
//! let mut game = Game::new(Preset::Cruise.rules(true));
//! for mv in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
//!     game.play_text(mv).unwrap();
//! }
//! let analysis = ai::analysis::analyse_game(&game, 2_000);
//! // Black's 3...Nf6 allowed mate in one.
//! let nf6 = &analysis.decisions[5];
//! assert_eq!(nf6.played_text, "Nf6");
//! assert_eq!(nf6.mark, Some(ai::analysis::Mark::Blunder));
//! ```

pub mod accuracy;
pub mod advice;
pub mod fit;
pub mod game;
pub mod sample;
pub mod win_percent;

pub use advice::Mark;
pub use game::{Analyser, Analysis, Choice, DEFAULT_NODES, Judged, analyse_game};

/// The analysis's version: raise it whenever the engine's search or
/// evaluation changes what an analysis says, so that a stored analysis of
/// an older engine is not taken for a current one (a game analysed again
/// gets a new analysis).
pub const VERSION: u32 = 3;
pub use win_percent::{Score, k_for};
