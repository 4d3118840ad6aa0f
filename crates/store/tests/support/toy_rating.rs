//! Rating systems for the store's tests: simple enough to follow in
//! assertions, and a second one to show a rebuild replaces what the first
//! computed. The store takes a rating system as a function; these are two.

use store::{GameResult, RatingUpdate, RatingValue};

pub const NEW: RatingValue = RatingValue {
    rating: 1500.0,
    rd: 300.0,
    volatility: 0.06,
    updated_ms: None,
    provisional: true,
};

/// A toy rating system, easy to follow in assertions: the winner gains 10
/// (the loser loses 10), a draw changes nothing, every game takes 100 off
/// the RD (down to 50), and a rating is provisional while its RD is 110 or
/// more (so from the third game on it is ranked).
pub fn toy(
    white: Option<RatingValue>,
    black: Option<RatingValue>,
    result: GameResult,
    at_ms: i64,
) -> [RatingUpdate; 2] {
    let delta = match result {
        GameResult::White => 10.0,
        GameResult::Black => -10.0,
        GameResult::Draw => 0.0,
    };
    let step = |before: RatingValue, d: f64| {
        let rd = (before.rd - 100.0).max(50.0);
        RatingUpdate {
            before,
            after: RatingValue {
                rating: before.rating + d,
                rd,
                volatility: before.volatility,
                updated_ms: Some(at_ms),
                provisional: rd >= 110.0,
            },
        }
    };
    [
        step(white.unwrap_or(NEW), delta),
        step(black.unwrap_or(NEW), -delta),
    ]
}

/// Another system (every result +1 for both) to show a rebuild replaces
/// what was computed before.
pub fn other(
    white: Option<RatingValue>,
    black: Option<RatingValue>,
    _: GameResult,
    at_ms: i64,
) -> [RatingUpdate; 2] {
    let step = |before: RatingValue| RatingUpdate {
        before,
        after: RatingValue {
            rating: before.rating + 1.0,
            updated_ms: Some(at_ms),
            ..before
        },
    };
    [step(white.unwrap_or(NEW)), step(black.unwrap_or(NEW))]
}
