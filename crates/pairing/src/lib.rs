//! Tournament pairings for Cruise Pawns: the FIDE Dutch Swiss system (as
//! bbpPairings 6.0.0 pairs it), FIDE Berger round-robin tables, the FIDE
//! TRF-16 file format, and knockout brackets (as brackets-manager builds
//! them). Pure: no IO, no dependencies.
//!
//! | module | what it is |
//! |---|---|
//! | [`trf`] | TRF-16 model ([`trf::Tournament`]), parser and writer |
//! | [`dutch`] | FIDE Dutch system: [`dutch::pair_next_round`] |
//! | [`berger`] | FIDE Berger tables for round robins |
//! | [`bracket`] | single and double elimination brackets: seeding, byes, results, places |
//! | [`standings`] | standings with FIDE C.07 tie-breaks (BH-C1, BH, SB, WIN, DE) |
//! | [`arena`] | lichess-style arena: streak/berserk scoring, pairing of free players, standings |
//! | [`matching`] | maximum weight matching on general graphs (blossom algorithm) |
//! | [`wide`] | fixed-width big unsigned integers for the edge weights |
//! | [`error`] | [`PairingError`], the one error type |

pub mod arena;
pub mod berger;
pub mod bracket;
pub mod dutch;
pub mod error;
pub mod matching;
pub mod standings;
pub mod trf;
pub mod wide;

pub use dutch::{Board, Pairing, pair_next_round};
pub use error::PairingError;
pub use trf::Tournament;

/// Pair the next round of the TRF-16 text `text` and return what
/// `bbpPairings --dutch FILE -p` prints: the number of boards (the bye
/// counts as one), then `white black` per board, the bye as `n 0`, last.
///
/// ```
/// let trf = "012 Club\nXXR 3\nXXC white1\n\
/// 001    1      Alice                             1800                             0.0    1\n\
/// 001    2      Bob                               1700                             0.0    2\n";
/// assert_eq!(pairing::pair_trf(trf).unwrap(), "1\n1 2\n");
/// ```
pub fn pair_trf(text: &str) -> Result<String, PairingError> {
    let t = Tournament::from_trf(text)?;
    Ok(pair_next_round(&t)?.to_text())
}
