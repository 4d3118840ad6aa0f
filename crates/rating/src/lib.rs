//! # Ratings
//!
//! Lichess-flavoured Glicko-2, exactly as issue 9 defines it: one rating per
//! player and preset, both players updated at once after every rated game,
//! time measured in days (0.21436 rating periods a day). Pure: no IO, no
//! clock; the caller passes the time of each game.
//!
//! | module | what it is |
//! |---|---|
//! | [`glicko2`] | Glickman's steps on the Glicko-2 scale, and a plain rating period (the paper's worked example) |
//! | [`rating`] | a player's [`Rating`], its limits, and its RD previewed over time |
//! | [`update`] | one rated game's [`update`] of both players |
//! | [`puzzle`] | a puzzle attempt's update of the member and the puzzle, as lichess rates puzzles |
//! | [`display`] | ratings as shown: `1742?`, `+242`, `−242`, `1500? → 1742? (+242)` |
//! | [`replay`] | a ratings table built by replaying games in order |
//!
//! ```
//! use engine::GameResult;
//! use rating::{Rating, Transition, update};
//! let (alice, bob) = update(&Rating::NEW, &Rating::NEW, GameResult::White, 19_000.0);
//! assert_eq!(Transition::new(&Rating::NEW, &alice).to_string(), "1500? → 1742? (+242)");
//! assert_eq!(Transition::new(&Rating::NEW, &bob).to_string(), "1500? → 1258? (−242)");
//! ```

pub mod display;
pub mod glicko2;
pub mod puzzle;
pub mod rating;
pub mod replay;
pub mod update;

pub use display::{Change, Shown, Transition};
pub use rating::{PERIODS_PER_DAY, PROVISIONAL_RD, Rating, unix_days};
pub use replay::{Played, Replay, ReplayError, Standing};
pub use update::update;
