//! # The Cruise Pawns rules engine
//!
//! Pure rules: no IO, no async, no Discord. Everything else (board images,
//! the game host, the Discord bot, the command line) plays through this crate.
//! The rules it implements are `shared/design/rulings.md`; `docs/RULES.md`
//! explains them to players.
//!
//! | module | what it is |
//! |---|---|
//! | [`square`], [`color`], [`role`], [`bitboard`] | the small types: squares, sides, pieces, square sets |
//! | [`attacks`] | attack tables (magic bitboards from `cozy-chess`) |
//! | [`rules`] | presets (`cruise`, `cruise-forward`, `chess`, `pawns`, `pawns-cruise`) and options |
//! | [`board`] | piece placement |
//! | [`position`] | the position; applying moves, flights and shoot-downs |
//! | [`movegen`] | ordinary legal moves (FIDE) |
//! | `path` | the shape of a missile's path: directions and which step may follow which (used by `flight` and `notation`) |
//! | [`flight`] | missile flights: paths, legality along the path, steering step by step |
//! | [`shootdown`] | shoot-down points and the defender's legal shoot-downs |
//! | [`outcome`] | how a game ends by the rules |
//! | [`result`] | who won ([`GameResult`]): the one word for it in every crate |
//! | [`fen`] | FEN in and out, with the cooldown field |
//! | [`san`] | SAN for display and input |
//! | [`notation`] | reading move text: SAN, UCI, flights, shoot-down records |
//! | [`reason`] | why a move is not legal or cannot be read ([`MoveReason`]), with its English |
//! | [`flight_text`] | flight text that is not a flight ([`ParseFlightError`], [`BadFlightText`]), with its English |
//! | [`game`] | a game: positions, history, repetition, claimable draws |
//! | [`record`] | the game record (PGN with flight move texts) |
//! | [`perft`] | move-path counting for testing |
//!
//! ```
//! use engine::{Position, Preset, Move};
//! let pos = Position::new(Preset::Cruise.rules(true));
//! let mv = engine::notation::parse_move(&pos, "e4").unwrap();
//! let pos = pos.play(&mv).unwrap();
//! assert_eq!(pos.turn(), engine::Color::Black);
//! ```

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod color;
pub mod fen;
pub mod flight;
pub mod flight_text;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
mod path;
pub mod perft;
pub mod position;
pub mod reason;
pub mod record;
pub mod result;
pub mod role;
pub mod rules;
pub mod san;
pub mod shootdown;
pub mod square;

pub use bitboard::Bitboard;
pub use board::Board;
pub use color::Color;
pub use fen::{FenError, FenProblem};
pub use flight_text::{BadFlightText, ParseFlightError};
pub use game::Game;
pub use moves::{Flight, MAX_STEPS, Move, Ply};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use position::Position;
pub use reason::MoveReason;
pub use result::{BadResult, GameResult};
pub use role::{Piece, Role};
pub use rules::{BoardKind, Missiles, ParsePresetError, Preset, Rules};
pub use square::Square;

/// A move, flight or shoot-down that is not legal in the position, and
/// why ([`MoveReason`]; its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct IllegalMove {
    pub reason: MoveReason,
}

impl IllegalMove {
    pub fn new(reason: MoveReason) -> IllegalMove {
        IllegalMove { reason }
    }
}
