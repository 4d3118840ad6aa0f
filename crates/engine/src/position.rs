//! The position: placement, side to move, castling rights, en passant,
//! clocks, and the `forward` cooldown (rulings §3). Applying moves, flights
//! and shoot-downs.
//!
//! Positions are small `Copy` values: playing a move returns a new one.

use crate::{Bitboard, Board, Color, Flight, Move, Piece, Rules, Square};

/// A position of any preset.
///
/// ```
/// use engine::{Position, Preset};
/// let pos = Position::new(Preset::Cruise.rules(true));
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// assert_eq!(pos.legal_moves().len(), 20);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// Rooks (their squares) that still have a castling right.
    pub(crate) castling: Bitboard,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    /// `forward` only: the pawn of each side that is on cooldown.
    pub(crate) cooldown: [Option<Square>; 2],
}

impl Position {
    /// The rules this position is played under.
    #[inline]
    pub fn rules(&self) -> Rules {
        self.rules
    }
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }
    /// Rook squares that keep a castling right.
    #[inline]
    pub fn castling_rooks(&self) -> Bitboard {
        self.castling
    }
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }
    /// Plies since the last capture or pawn move (a flight counts as a pawn move).
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// The pawn of `color` on cooldown (`forward` rule set only).
    #[inline]
    pub fn cooldown(&self, color: Color) -> Option<Square> {
        self.cooldown[color.index()]
    }

    /// The start position of these rules.
    pub fn new(rules: Rules) -> Position {
        Position::from_fen(rules.preset.start_fen(), rules).expect("start FEN is valid")
    }

    /// Pieces giving check to the side to move (ordinary attacks only:
    /// missile threats are never check).
    pub fn checkers(&self) -> Bitboard {
        todo!("engine-core")
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Every legal move: ordinary moves, then flights and self-immolations.
    pub fn legal_moves(&self) -> Vec<Move> {
        todo!("engine-core")
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, _mv: &Move) -> bool {
        todo!("engine-core")
    }

    /// Plays a legal move (a flight detonates or self-immolates; no shoot-down).
    pub fn play(&self, _mv: &Move) -> Result<Position, crate::IllegalMove> {
        todo!("engine-core")
    }

    /// Plays a flight shot down: `flight` is the flight as far as it got (its
    /// last step is where it was shot down) and `shooter` is the defender's
    /// ordinary capture there, one of [`Position::shootdowns_at`].
    pub fn play_shot_down(
        &self,
        _flight: &Flight,
        _shooter: &Move,
    ) -> Result<Position, crate::IllegalMove> {
        todo!("engine-core")
    }
}
