//! Piece placement: which piece stands on which square.

use crate::{Bitboard, Color, Piece, Role, Square};

/// Piece placement as bitboards per colour and per role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
}

impl Board {
    /// An empty board.
    pub const fn empty() -> Board {
        Board {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
        }
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// The king of `color`, if it has one (a destroyed king leaves none;
    /// the `pawns` board has none).
    #[inline]
    pub fn king(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).first()
    }

    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|&r| self.by_role[r.index()].contains(sq))
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = self.color_at(sq)?;
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// Removes whatever stands on `sq`, returning it.
    #[inline]
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_color[piece.color.index()].clear(sq);
        self.by_role[piece.role.index()].clear(sq);
        Some(piece)
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    #[inline]
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.by_color[piece.color.index()].set(sq);
        self.by_role[piece.role.index()].set(sq);
    }

    /// Puts `piece` on an empty `sq` (faster than [`Board::set`]).
    #[inline]
    pub fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied().contains(sq));
        self.by_color[piece.color.index()].set(sq);
        self.by_role[piece.role.index()].set(sq);
    }

    /// Toggles `piece` on `sq`: puts it there if the square is empty, takes
    /// it off if it stands there. The fast primitive of making moves.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, sq: Square, piece: Piece) {
        let b = Bitboard::from_square(sq);
        self.by_color[piece.color.index()] ^= b;
        self.by_role[piece.role.index()] ^= b;
    }

    /// Toggles the squares `bb` in the set of `color`'s pieces only.
    #[inline(always)]
    pub(crate) fn xor_color(&mut self, color: Color, bb: Bitboard) {
        self.by_color[color.index()] ^= bb;
    }

    /// Toggles the squares `bb` in the set of `role`'s pieces only.
    #[inline(always)]
    pub(crate) fn xor_role(&mut self, role: Role, bb: Bitboard) {
        self.by_role[role.index()] ^= bb;
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(move |sq| (sq, self.piece_at(sq).expect("occupied square has a piece")))
    }
}
