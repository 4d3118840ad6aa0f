//! Ordinary legal moves (FIDE), generated with pin and check masks into a
//! fixed-capacity [`MoveList`]: the hot path of chess search and perft.
//! Missile flights live in [`crate::flight`].

use crate::{Bitboard, BoardKind, Move, Piece, Position, Role, Square, attacks};
use std::mem::MaybeUninit;
use std::ops::Deref;

/// How many moves a [`MoveList`] holds: more than any chess position has
/// ordinary legal moves (218).
pub const MOVE_LIST_CAPACITY: usize = 256;

/// A fixed-capacity list of moves on the stack (no allocation).
///
/// ```
/// use engine::{Position, Preset, movegen::MoveList};
/// let pos = Position::new(Preset::Chess.rules(true));
/// let mut list = MoveList::new();
/// pos.legal_ordinary_moves(&mut list);
/// assert_eq!(list.len(), 20);
/// ```
pub struct MoveList {
    len: usize,
    moves: [MaybeUninit<Move>; MOVE_LIST_CAPACITY],
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            len: 0,
            moves: [const { MaybeUninit::uninit() }; MOVE_LIST_CAPACITY],
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// When the list already holds [`MOVE_LIST_CAPACITY`] moves.
    #[inline(always)]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len].write(mv);
        self.len += 1;
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: the first `len` entries were written by `push`, and `Move`
        // is `Copy` (nothing to drop).
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// For each square, the castling rights (rook squares) lost when a piece
/// leaves or is taken from it: a rook's own square, or both rooks of a side
/// for its king's start square.
const fn castle_clear_table() -> [u64; 64] {
    let mut t = [0u64; 64];
    t[0] = 1 << 0;
    t[7] = 1 << 7;
    t[4] = (1 << 0) | (1 << 7);
    t[56] = 1 << 56;
    t[63] = 1 << 63;
    t[60] = (1 << 56) | (1 << 63);
    t
}
pub(crate) const CASTLE_CLEAR: [u64; 64] = castle_clear_table();

impl Position {
    /// The role of the piece on an occupied square.
    #[inline(always)]
    pub(crate) fn role_on(&self, sq: Square) -> Role {
        let b = &self.board;
        let m = Bitboard::from_square(sq);
        if (b.by_role(Role::Pawn) & m).any() {
            Role::Pawn
        } else if (b.by_role(Role::Knight) & m).any() {
            Role::Knight
        } else if (b.by_role(Role::Bishop) & m).any() {
            Role::Bishop
        } else if (b.by_role(Role::Rook) & m).any() {
            Role::Rook
        } else if (b.by_role(Role::Queen) & m).any() {
            Role::Queen
        } else {
            Role::King
        }
    }

    /// Whether the board alone has decided the game (rulings §8): a king
    /// destroyed on the `chess` board; on the `pawns` board a pawn on its
    /// last rank or a side without pawns. Such a position has no legal moves.
    /// Cheap (a few bit operations): searches test it before generating moves.
    #[inline]
    pub fn is_decided(&self) -> bool {
        let b = &self.board;
        match self.rules.board() {
            BoardKind::Chess => b.by_role(Role::King).count() < 2,
            BoardKind::Pawns => {
                let p = b.by_role(Role::Pawn);
                let w = p & b.by_color(crate::Color::White);
                let k = p & b.by_color(crate::Color::Black);
                (w & Bitboard::rank(7)).any()
                    || (k & Bitboard::rank(0)).any()
                    || w.is_empty()
                    || k.is_empty()
            }
        }
    }

    /// Pieces of the side to move pinned to its king `k`.
    #[inline]
    pub(crate) fn pinned(&self, k: Square) -> Bitboard {
        let b = &self.board;
        let us = self.turn;
        let occ = b.occupied();
        let queens = b.by_role(Role::Queen);
        let ksq = cozy_chess::Square::index_const(k.index() as usize);
        let snipers = ((Bitboard(cozy_chess::get_bishop_rays(ksq).0)
            & (b.by_role(Role::Bishop) | queens))
            | (Bitboard(cozy_chess::get_rook_rays(ksq).0) & (b.by_role(Role::Rook) | queens)))
            & b.by_color(!us);
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let between = attacks::between(k, s) & occ;
            if between.is_single() {
                pinned |= between & b.by_color(us);
            }
        }
        pinned
    }

    /// Every legal ordinary move (no flights) into `list`, which is not
    /// cleared first. Nothing when the board has decided the game.
    pub fn legal_ordinary_moves(&self, list: &mut MoveList) {
        if self.is_decided() {
            return;
        }
        self.gen_ordinary(list);
    }

    #[inline(always)]
    fn push_to(&self, list: &mut MoveList, role: Role, from: Square, targets: Bitboard) {
        let their = self.board.by_color(!self.turn);
        for to in targets & their {
            list.push(Move::Normal {
                role,
                from,
                to,
                capture: Some(self.role_on(to)),
                promotion: None,
            });
        }
        for to in targets & !their {
            list.push(Move::Normal {
                role,
                from,
                to,
                capture: None,
                promotion: None,
            });
        }
    }

    #[inline(always)]
    fn push_pawn(&self, list: &mut MoveList, from: Square, to: Square, capture: Option<Role>) {
        if to.rank() == self.turn.last_rank() && self.rules.board() == BoardKind::Chess {
            for promotion in Role::PROMOTIONS {
                list.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    to,
                    capture,
                    promotion: Some(promotion),
                });
            }
        } else {
            list.push(Move::Normal {
                role: Role::Pawn,
                from,
                to,
                capture,
                promotion: None,
            });
        }
    }

    #[inline]
    fn gen_ordinary(&self, list: &mut MoveList) {
        let b = &self.board;
        let us = self.turn;
        let them = !us;
        let our = b.by_color(us);
        let their = b.by_color(them);
        let occ = our | their;
        let mut target = !our;
        let mut pinned = Bitboard::EMPTY;
        let king = b.king(us);
        if let Some(k) = king {
            let checkers = self.attackers_to(k, them, occ);
            let occ_no_king = occ ^ Bitboard::from_square(k);
            for to in attacks::king(k) & !our {
                if self.attackers_to(to, them, occ_no_king).is_empty() {
                    let capture = if their.contains(to) {
                        Some(self.role_on(to))
                    } else {
                        None
                    };
                    list.push(Move::Normal {
                        role: Role::King,
                        from: k,
                        to,
                        capture,
                        promotion: None,
                    });
                }
            }
            if checkers.more_than_one() {
                return;
            }
            if let Some(c) = checkers.first() {
                target = attacks::between(k, c) | Bitboard::from_square(c);
            } else {
                self.gen_castling(list, k, occ);
            }
            pinned = self.pinned(k);
        }

        let knights = b.by_role(Role::Knight) & our & !pinned;
        for from in knights {
            self.push_to(list, Role::Knight, from, attacks::knight(from) & target);
        }
        let queens = b.by_role(Role::Queen);
        for from in (b.by_role(Role::Bishop) | queens) & our {
            let mut to = attacks::bishop(from, occ) & target;
            if let Some(k) = king
                && pinned.contains(from)
            {
                to &= attacks::line(k, from);
            }
            let role = if queens.contains(from) {
                Role::Queen
            } else {
                Role::Bishop
            };
            self.push_to(list, role, from, to);
        }
        for from in (b.by_role(Role::Rook) | queens) & our {
            let mut to = attacks::rook(from, occ) & target;
            if let Some(k) = king
                && pinned.contains(from)
            {
                to &= attacks::line(k, from);
            }
            let role = if queens.contains(from) {
                Role::Queen
            } else {
                Role::Rook
            };
            self.push_to(list, role, from, to);
        }

        let fwd: i8 = us.forward() * 8;
        let start_rank = us.pawn_rank();
        let pawns = b.by_role(Role::Pawn) & our;
        self.gen_free_pawns(list, pawns & !pinned, target, occ);
        for from in pawns & pinned {
            let mut mask = target;
            if let Some(k) = king {
                mask &= attacks::line(k, from);
            }
            for to in attacks::pawn(us, from) & their & mask {
                let capture = Some(self.role_on(to));
                self.push_pawn(list, from, to, capture);
            }
            let Some(one) = Square::try_new((from.index() as i8 + fwd) as u8) else {
                continue;
            };
            if occ.contains(one) || from.rank() == us.last_rank() {
                continue;
            }
            if mask.contains(one) {
                self.push_pawn(list, from, one, None);
            }
            if from.rank() == start_rank {
                let two = Square::new((one.index() as i8 + fwd) as u8);
                if !occ.contains(two) && mask.contains(two) {
                    list.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        to: two,
                        capture: None,
                        promotion: None,
                    });
                }
            }
        }
        if let Some(ep) = self.ep_square {
            let candidates = b.by_role(Role::Pawn) & our & attacks::pawn(them, ep);
            for from in candidates {
                if self.ep_from_legal(from, ep) {
                    list.push(Move::EnPassant { from, to: ep });
                }
            }
        }
    }

    /// Moves of unpinned pawns, whole sets at a time (bit shifts).
    #[inline(always)]
    fn gen_free_pawns(
        &self,
        list: &mut MoveList,
        pawns: Bitboard,
        target: Bitboard,
        occ: Bitboard,
    ) {
        const NOT_A: u64 = !0x0101_0101_0101_0101;
        const NOT_H: u64 = !0x8080_8080_8080_8080;
        let us = self.turn;
        let their = self.board.by_color(!us).0 & target.0;
        let empty = !occ.0;
        let p = pawns.0;
        // Per side: single pushes, the rank a double push passes, captures
        // toward the a-file and toward the h-file, and the index offsets.
        let (single, third, left, right, up, up_left, up_right) = match us {
            crate::Color::White => (
                (p << 8) & empty,
                Bitboard::rank(2).0,
                ((p & NOT_A) << 7) & their,
                ((p & NOT_H) << 9) & their,
                8i8,
                7i8,
                9i8,
            ),
            crate::Color::Black => (
                (p >> 8) & empty,
                Bitboard::rank(5).0,
                ((p & NOT_A) >> 9) & their,
                ((p & NOT_H) >> 7) & their,
                -8,
                -9,
                -7,
            ),
        };
        let double = match us {
            crate::Color::White => ((single & third) << 8) & empty & target.0,
            crate::Color::Black => ((single & third) >> 8) & empty & target.0,
        };
        let from_of = |to: Square, d: i8| Square::new((to.index() as i8 - d) as u8);
        for to in Bitboard(left) {
            self.push_pawn(list, from_of(to, up_left), to, Some(self.role_on(to)));
        }
        for to in Bitboard(right) {
            self.push_pawn(list, from_of(to, up_right), to, Some(self.role_on(to)));
        }
        for to in Bitboard(single & target.0) {
            self.push_pawn(list, from_of(to, up), to, None);
        }
        for to in Bitboard(double) {
            list.push(Move::Normal {
                role: Role::Pawn,
                from: from_of(to, 2 * up),
                to,
                capture: None,
                promotion: None,
            });
        }
    }

    fn gen_castling(&self, list: &mut MoveList, k: Square, occ: Bitboard) {
        let us = self.turn;
        let rooks = self.castling & Bitboard::rank(us.back_rank()) & self.board.by_color(us);
        if rooks.is_empty() {
            return;
        }
        for rook in rooks {
            if (attacks::between(k, rook) & occ).any() {
                continue;
            }
            let king_to = Square::from_coords(if rook.file() > k.file() { 6 } else { 2 }, k.rank());
            let path = attacks::between(k, king_to) | Bitboard::from_square(king_to);
            if path
                .into_iter()
                .all(|sq| self.attackers_to(sq, !us, occ).is_empty())
            {
                list.push(Move::Castle { king: k, rook });
            }
        }
    }

    /// Plays a move known to be legal (no check). Flights detonate (or
    /// self-immolate). The fast path of perft and search.
    #[inline]
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let mut p = *self;
        p.play_mut(mv);
        p
    }

    /// Plays a move known to be legal (no check) on this position in place.
    /// Copy-make callers copy first (`let mut child = *pos; child.play_mut(&mv)`):
    /// that avoids building a position field by field and copying it again.
    #[inline(always)]
    pub fn play_mut(&mut self, mv: &Move) {
        let us = self.turn;
        let them = !us;
        let mut halfmoves = 0;
        let mut ep_candidate = None;
        let forward_rules = self.rules.missiles() == crate::Missiles::Forward;
        match *mv {
            Move::Normal {
                role,
                from,
                to,
                capture,
                promotion,
            } => {
                let from_bb = Bitboard::from_square(from);
                let to_bb = Bitboard::from_square(to);
                if let Some(cr) = capture {
                    self.board.xor_color(them, to_bb);
                    self.board.xor_role(cr, to_bb);
                }
                self.board.xor_color(us, from_bb | to_bb);
                match promotion {
                    None => self.board.xor_role(role, from_bb | to_bb),
                    Some(p) => {
                        self.board.xor_role(role, from_bb);
                        self.board.xor_role(p, to_bb);
                    }
                }
                if self.castling.any() {
                    self.castling.0 &=
                        !(CASTLE_CLEAR[from.index() as usize] | CASTLE_CLEAR[to.index() as usize]);
                }
                if role == Role::Pawn {
                    if from.index().abs_diff(to.index()) == 16 {
                        ep_candidate = Some(Square::new((from.index() + to.index()) / 2));
                    }
                } else if capture.is_none() {
                    halfmoves = self.halfmoves + 1;
                }
                if forward_rules {
                    self.cooldown[us.index()] = if role == Role::Pawn && promotion.is_none() {
                        Some(to)
                    } else {
                        None
                    };
                    if capture.is_some() && self.cooldown[them.index()] == Some(to) {
                        self.cooldown[them.index()] = None;
                    }
                }
            }
            Move::EnPassant { from, to } => {
                let cap = Square::new((to.index() as i8 - us.forward() * 8) as u8);
                self.board.toggle(cap, Piece::new(them, Role::Pawn));
                self.board.toggle(from, Piece::new(us, Role::Pawn));
                self.board.toggle(to, Piece::new(us, Role::Pawn));
                if forward_rules {
                    self.cooldown[us.index()] = Some(to);
                    if self.cooldown[them.index()] == Some(cap) {
                        self.cooldown[them.index()] = None;
                    }
                }
            }
            Move::Castle { king, rook } => {
                let kingside = rook.file() > king.file();
                let rank = king.rank();
                let king_to = Square::from_coords(if kingside { 6 } else { 2 }, rank);
                let rook_to = Square::from_coords(if kingside { 5 } else { 3 }, rank);
                self.board.toggle(king, Piece::new(us, Role::King));
                self.board.toggle(rook, Piece::new(us, Role::Rook));
                self.board.toggle(king_to, Piece::new(us, Role::King));
                self.board.toggle(rook_to, Piece::new(us, Role::Rook));
                self.castling &= !Bitboard::rank(rank);
                halfmoves = self.halfmoves + 1;
                if forward_rules {
                    self.cooldown[us.index()] = None;
                }
            }
            Move::Flight(f) => {
                self.board.toggle(f.launch(), Piece::new(us, Role::Pawn));
                if let Some(t) = f.target() {
                    let role = self.role_on(t);
                    self.board.toggle(t, Piece::new(them, role));
                    self.castling.0 &= !CASTLE_CLEAR[t.index() as usize];
                    if self.cooldown[them.index()] == Some(t) {
                        self.cooldown[them.index()] = None;
                    }
                }
                self.cooldown[us.index()] = None;
            }
        }
        self.halfmoves = halfmoves;
        self.fullmoves += (us == crate::Color::Black) as u32;
        self.turn = them;
        self.ep_square = None;
        if let Some(ep) = ep_candidate
            && (attacks::pawn(us, ep) & self.board.by_role(Role::Pawn) & self.board.by_color(them))
                .any()
            && self.ep_capture_legal(ep)
        {
            self.ep_square = Some(ep);
        }
    }
}
