//! FIDE Berger tables for round robins (FIDE Handbook C.05, Annex 1).
//!
//! For an even number of players `n` there are `n - 1` rounds; player `n`
//! stays put on board 1 and alternates colours. With an odd number the table
//! for `n + 1` is used and whoever meets player `n + 1` has a bye (listed
//! last). A double round robin repeats the table with colours reversed.

use crate::dutch::Board;
use crate::error::PairingError;

/// Number of rounds of one cycle for `players` players.
pub fn rounds_per_cycle(players: u32) -> u32 {
    let n = players + (players & 1);
    n.saturating_sub(1)
}

/// The boards of round `round` (1-based) of a round robin of `players`
/// players over `cycles` cycles (1 single, 2 double). Rounds of the second
/// cycle repeat the first with colours reversed.
///
/// ```
/// use pairing::berger::round;
/// let r1: Vec<_> = round(6, 1, 1).unwrap().iter().map(|b| (b.white, b.black.unwrap())).collect();
/// assert_eq!(r1, [(1, 6), (2, 5), (3, 4)]);
/// ```
pub fn round(players: u32, round: u32, cycles: u32) -> Result<Vec<Board>, PairingError> {
    if players < 2 {
        return Err(PairingError::Berger(format!(
            "a round robin needs at least 2 players, got {players}"
        )));
    }
    if cycles == 0 {
        return Err(PairingError::Berger(
            "a round robin has at least one cycle".into(),
        ));
    }
    let per = rounds_per_cycle(players);
    if round == 0 || round > per * cycles {
        return Err(PairingError::Berger(format!(
            "round {round} does not exist: {players} players over {cycles} cycle(s) play rounds 1..={}",
            per * cycles
        )));
    }
    let n = players + (players & 1);
    let m = n - 1;
    let r = (round - 1) % per + 1;
    let reverse = ((round - 1) / per) % 2 == 1;
    let wrap = |x: i64| -> u32 { ((x - 1).rem_euclid(m as i64) + 1) as u32 };
    let f = if r % 2 == 1 {
        r.div_ceil(2)
    } else {
        n / 2 + r / 2
    };
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    pairs.push(if r % 2 == 1 { (f, n) } else { (n, f) });
    for k in 2..=n / 2 {
        let k = k as i64;
        pairs.push((wrap(f as i64 + k - 1), wrap(f as i64 - k + 1)));
    }
    let mut boards = Vec::new();
    let mut bye = None;
    for (w, b) in pairs {
        let (w, b) = if reverse { (b, w) } else { (w, b) };
        if w > players {
            bye = Some(b);
        } else if b > players {
            bye = Some(w);
        } else {
            boards.push(Board {
                white: w,
                black: Some(b),
            });
        }
    }
    if let Some(p) = bye {
        boards.push(Board {
            white: p,
            black: None,
        });
    }
    Ok(boards)
}
