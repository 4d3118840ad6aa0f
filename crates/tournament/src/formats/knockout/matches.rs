//! A match of games between two seeds: what it needs next, from its
//! games so far ([`match_next`]): another game (colours alternating, the
//! higher seed White in game 1), a tie-break after a drawn match, or its
//! winner. Pure.

use super::model::{DecidedBy, GameKind, Knockout, MAX_REPLAYS, Tiebreak};
use crate::state::BoardResult;

/// One game's points for (White, Black), in halves: a win 2, a draw 1.
pub(super) fn halves(result: BoardResult) -> [u32; 2] {
    match result {
        BoardResult::WhiteWins | BoardResult::BlackForfeits => [2, 0],
        BoardResult::BlackWins | BoardResult::WhiteForfeits => [0, 2],
        BoardResult::Draw => [1, 1],
        _ => [0, 0],
    }
}

/// What a match needs next, from its games so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchNext {
    /// A game is being played.
    Playing,
    /// Decided: the winner's seed, and how.
    Decided(u32, DecidedBy),
    /// Another game: White, Black, its number in the match and kind.
    Game {
        white: u32,
        black: u32,
        game: u32,
        kind: GameKind,
    },
}

/// The rules of a match between seeds `a` and `b` (either order) whose
/// games so far are `games` (White's seed, its kind, its result; in the
/// order played). Pure: see the unit tests.
pub fn match_next(
    k: &Knockout,
    a: u32,
    b: u32,
    games: &[(u32, GameKind, Option<BoardResult>)],
) -> MatchNext {
    let (high, low) = (a.min(b), a.max(b));
    if games.iter().any(|g| g.2.is_none()) {
        return MatchNext::Playing;
    }
    let next = |kind| {
        let game = games.len() as u32 + 1;
        // Colours alternate, the higher seed White in game 1.
        let (white, black) = if game % 2 == 1 {
            (high, low)
        } else {
            (low, high)
        };
        MatchNext::Game {
            white,
            black,
            game,
            kind,
        }
    };
    // Points in halves of the higher and lower seed in the match games.
    let mut points = [0u32; 2];
    let mut played = 0;
    for &(white, kind, result) in games {
        if kind != GameKind::Match {
            continue;
        }
        played += 1;
        let [w, bl] = halves(result.expect("finished"));
        let (h, l) = if white == high { (w, bl) } else { (bl, w) };
        points[0] += h;
        points[1] += l;
    }
    let left = 2 * k.best_of.saturating_sub(played);
    if points[0] > points[1] + left {
        return MatchNext::Decided(high, DecidedBy::Games);
    }
    if points[1] > points[0] + left {
        return MatchNext::Decided(low, DecidedBy::Games);
    }
    if left > 0 {
        return next(GameKind::Match);
    }
    // Drawn: the tie-break.
    let decisive = |white: u32, result: BoardResult| {
        let black = if white == high { low } else { high };
        match halves(result) {
            [2, 0] => Some(white),
            [0, 2] => Some(black),
            _ => None,
        }
    };
    match k.tiebreak {
        Tiebreak::Seed => MatchNext::Decided(high, DecidedBy::Seed),
        Tiebreak::Armageddon => {
            match games.iter().find(|g| g.1 == GameKind::Armageddon) {
                None => next(GameKind::Armageddon),
                Some(&(white, _, result)) => {
                    let result = result.expect("finished");
                    let black = if white == high { low } else { high };
                    // A draw goes to Black; so does a game neither played.
                    let winner = decisive(white, result).unwrap_or(black);
                    MatchNext::Decided(winner, DecidedBy::Games)
                }
            }
        }
        Tiebreak::Replay => {
            let replays: Vec<_> = games.iter().filter(|g| g.1 == GameKind::Replay).collect();
            if let Some(&&(white, _, result)) = replays.last()
                && let Some(winner) = decisive(white, result.expect("finished"))
            {
                return MatchNext::Decided(winner, DecidedBy::Games);
            }
            if (replays.len() as u32) < MAX_REPLAYS {
                next(GameKind::Replay)
            } else {
                MatchNext::Decided(high, DecidedBy::Seed)
            }
        }
    }
}
