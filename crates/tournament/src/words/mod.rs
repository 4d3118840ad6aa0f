//! Every sentence a player reads about tournaments, by concept; each
//! format's own words are in its folder ([`crate::formats`]) and reached
//! through its rules.
//!
//! | module | what it is |
//! |---|---|
//! | `text` | what every text is made of: counts, titles, spans, a board's result, a round's boards |
//! | `refusals` | every refusal's sentence |
//! | `announcement` | the announcement, the start, an edit, `/tournament list` |
//! | `entries` | late entries, leaving, withdrawing, cancellations, the run-up |
//! | `play` | pairings, results set by the organizer, berserk, the end, the winner role |
//! | `standings` | the standings as shown (text, web page) and as a table picture |

mod announcement;
mod entries;
mod play;
mod refusals;
mod standings;
pub(crate) mod text;

pub(crate) use announcement::*;
pub(crate) use entries::*;
pub(crate) use play::*;
pub(crate) use standings::standings_table;
pub(crate) use standings::standings_words;
pub use standings::{ShownLine, points_text, shown_standings, standings_text};
pub use text::tiebreak_text;
