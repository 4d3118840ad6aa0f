//! Attack tables: which squares a piece on a square attacks.
//!
//! The tables themselves (magic bitboards for sliders) come from the
//! `cozy-chess` crate (MIT); this module only translates between its square
//! and bitboard types and ours. Everything about legality is ours.

use crate::{Bitboard, Color, Square};
use cozy_chess as cc;

#[inline(always)]
fn cs(sq: Square) -> cc::Square {
    cc::Square::index_const(sq.index() as usize)
}

#[inline(always)]
fn cb(b: Bitboard) -> cc::BitBoard {
    cc::BitBoard(b.0)
}

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(cc::get_knight_moves(cs(sq)).0)
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(cc::get_king_moves(cs(sq)).0)
}

/// Squares a pawn of `color` on `sq` attacks (its diagonal captures).
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    let c = match color {
        Color::White => cc::Color::White,
        Color::Black => cc::Color::Black,
    };
    Bitboard(cc::get_pawn_attacks(cs(sq), c).0)
}

/// Squares a bishop on `sq` attacks, stopping at (and including) blockers.
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(cc::get_bishop_moves(cs(sq), cb(occupied)).0)
}

/// Squares a rook on `sq` attacks, stopping at (and including) blockers.
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(cc::get_rook_moves(cs(sq), cb(occupied)).0)
}

/// Squares a queen on `sq` attacks.
#[inline]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop(sq, occupied) | rook(sq, occupied)
}

/// Squares strictly between `a` and `b` when they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(cc::get_between_rays(cs(a), cs(b)).0)
}

/// The whole line through `a` and `b` (edge to edge) when they share one, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(cc::get_line_rays(cs(a), cs(b)).0)
}
