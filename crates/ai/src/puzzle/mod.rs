//! # Puzzles from a game
//!
//! A puzzle starts after a mistake of the opponent: the position where the
//! solver has exactly one good continuation. It is mined by
//! lichess-puzzler's rules (`generator/generator.py`, `tagger/cook.py`) on
//! our engine's analysis:
//!
//! - **the start**: a move of the opponent that drops its Win% by at least
//!   30 points (0.6 in winning chances, lichess-puzzler's jump) or allows a
//!   forced mate, leaving the solver to move with at least two legal moves;
//! - **only moves**: the solver's move mates, or its winning chances exceed
//!   the second-best's by at least 0.7 (35 points of Win%) on the preset's
//!   fitted curve ([`crate::analysis::win_percent`]); the best two come
//!   from [`crate::analysis::top_two`]. A whole flight is one move; a
//!   shoot-down decision (shoot at exactly this square, or let the missile
//!   pass) is a solver decision too;
//! - **clearly winning**: after the solver's first move, Win% at least 70
//!   or a forced mate;
//! - **the line** follows the opponent's best replies while the solver's
//!   moves stay only moves, is trimmed to end on a solver's move (a last
//!   solver move that was the only legal one is no puzzle move), and keeps
//!   a one-move solution only when it mates.
//!
//! | module | what it is |
//! |---|---|
//! | [`mine`] | finding the starts in an analysed game and the only-move line from each |
//! | [`themes`] | the puzzle's themes, lichess's names plus ours (`missile`, `shootDown`, `letItPass`) |
//!
//! A puzzle prints as a line of the lichess puzzle database's columns
//! (`<ply>\t<FEN>\t<moves>\t<themes>`): the ply of the mistake (from 1),
//! the position before it, the mistake then the solution (an even count of
//! moves: chess moves in UCI, flights as paths `e4>e5>e6`, a shoot-down as
//! its capture, `pass` for letting a missile pass) and the themes.
//!
//! ```
//! use engine::{Game, Preset};
//! let mut game = Game::new(Preset::Chess.rules(true));
//! for mv in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
//!     game.play_text(mv).unwrap();
//! }
//! let puzzles = ai::puzzle::mine_game(&game, 2_000);
//! // Black's 3...Nf6 allowed mate in one: the puzzle starts before it.
//! let line = puzzles[0].line();
//! assert_eq!(
//!     line,
//!     "6\tr1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3\tg8f6 h5f7\tmateIn1,mate,oneMove"
//! );
//! ```

pub mod mine;
pub mod themes;

pub use mine::{candidates, follow, mine_analysed, mine_game, only_move, puzzle_at};
pub use themes::Theme;

use crate::analysis::Choice;
use crate::analysis::win_percent::{Score, winning_chances};

/// A puzzle mined from a game.
#[derive(Debug, Clone, PartialEq)]
pub struct Puzzle {
    /// The ply of the opponent's mistake, from 1.
    pub ply: usize,
    /// The position before the mistake (FEN).
    pub fen: String,
    /// The mistake as played, then the solution: solver, reply, ...,
    /// solver (an even count in all).
    pub moves: Vec<Choice>,
    pub themes: Vec<Theme>,
}

impl Puzzle {
    /// The puzzle as a line of the lichess puzzle database's columns,
    /// tab-separated: `<ply>\t<FEN>\t<moves>\t<themes>` (themes
    /// comma-separated, `-` for none).
    pub fn line(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(|c| choice_notation(*c)).collect();
        let themes = if self.themes.is_empty() {
            "-".to_string()
        } else {
            let names: Vec<&str> = self.themes.iter().map(|t| t.name()).collect();
            names.join(",")
        };
        format!(
            "{}\t{}\t{}\t{}",
            self.ply,
            self.fen,
            moves.join(" "),
            themes
        )
    }
}

/// A choice in the engine's notation: a move in UCI, a flight as its path
/// (as far as it got, for a flight the solver decides on mid-air), a
/// shoot-down as its capture, `pass` for letting the missile pass.
pub fn choice_notation(choice: Choice) -> String {
    match choice {
        Choice::Move(mv) => mv.uci(),
        Choice::FlightSoFar(f) => f.to_string(),
        Choice::Shoot(s) => s.uci(),
        Choice::Pass => "pass".to_string(),
    }
}

/// One move of a puzzle's solution.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    pub choice: Choice,
    /// The solver's move (else the opponent's reply).
    pub solver: bool,
    /// For a solver's move: its value for the solver (the position's, with
    /// it played).
    pub value: Score,
    /// For a solver's move: it was the only legal choice.
    pub forced: bool,
    /// The move ends the game with the solver's win.
    pub mates: bool,
}

/// Winning chances on [-1, 1] as lichess-puzzler counts them: a forced
/// win or loss is ±1, centipawns on the preset's curve (not clamped).
pub fn chances(score: Score, k: f64) -> f64 {
    match score {
        Score::Win(_) => 1.0,
        Score::Loss(_) => -1.0,
        Score::Cp(c) => winning_chances(f64::from(c), k),
    }
}
