//! Who won a game: White, Black, or nobody (a draw). The one word for it in
//! every crate: the rules' [`crate::Outcome`] gives one, the store keeps
//! one per finished game, ratings and tournaments score one.

use crate::Color;
use std::fmt;
use std::str::FromStr;

/// Who won a game.
///
/// ```
/// use engine::{Color, GameResult};
/// let r: GameResult = "1-0".parse().unwrap();
/// assert_eq!(r, GameResult::White);
/// assert_eq!(r.winner(), Some(Color::White));
/// assert_eq!(r.white_score(), 1.0);
/// assert_eq!(GameResult::won_by(None), GameResult::Draw);
/// assert_eq!(GameResult::Draw.pgn(), "1/2-1/2");
/// assert_eq!("black".parse::<GameResult>(), Ok(GameResult::Black));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won (`1-0`).
    White,
    /// Black won (`0-1`).
    Black,
    /// Drawn (`1/2-1/2`).
    Draw,
}

impl GameResult {
    /// The result with `winner` the winner (`None`: a draw).
    pub const fn won_by(winner: Option<Color>) -> GameResult {
        match winner {
            Some(Color::White) => GameResult::White,
            Some(Color::Black) => GameResult::Black,
            None => GameResult::Draw,
        }
    }

    /// The winner; `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::White => Some(Color::White),
            GameResult::Black => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// White's score: 1, 0 or 0.5.
    pub fn white_score(self) -> f64 {
        match self {
            GameResult::White => 1.0,
            GameResult::Black => 0.0,
            GameResult::Draw => 0.5,
        }
    }

    /// As a game record writes it: `1-0`, `0-1`, `1/2-1/2`.
    pub const fn pgn(self) -> &'static str {
        match self {
            GameResult::White => "1-0",
            GameResult::Black => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Its name, as the database stores it: `white`, `black`, `draw`.
    pub const fn name(self) -> &'static str {
        match self {
            GameResult::White => "white",
            GameResult::Black => "black",
            GameResult::Draw => "draw",
        }
    }
}

impl fmt::Display for GameResult {
    /// Its name: `white`, `black`, `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A text that is not a result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadResult(pub String);

impl fmt::Display for BadResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "result `{}` is not one of 1-0, 0-1, 1/2-1/2 (or white, black, draw)",
            self.0
        )
    }
}

impl std::error::Error for BadResult {}

impl FromStr for GameResult {
    type Err = BadResult;

    /// Reads `1-0`, `0-1`, `1/2-1/2` or a name (`white`, `black`, `draw`).
    fn from_str(s: &str) -> Result<GameResult, BadResult> {
        match s {
            "1-0" | "white" => Ok(GameResult::White),
            "0-1" | "black" => Ok(GameResult::Black),
            "1/2-1/2" | "draw" => Ok(GameResult::Draw),
            other => Err(BadResult(other.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_result_reads_back_from_its_pgn_and_its_name() {
        for r in [GameResult::White, GameResult::Black, GameResult::Draw] {
            assert_eq!(r.pgn().parse(), Ok(r));
            assert_eq!(r.name().parse(), Ok(r));
            assert_eq!(GameResult::won_by(r.winner()), r);
            assert_eq!(
                r.white_score() + GameResult::won_by(r.winner().map(|c| !c)).white_score(),
                1.0
            );
        }
        for bad in ["", "1-1", "White", "½-½", "draw "] {
            let e = bad.parse::<GameResult>().unwrap_err();
            assert!(e.to_string().contains("1-0, 0-1, 1/2-1/2"), "{e}");
        }
    }
}
