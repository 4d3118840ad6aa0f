//! The position: placement, side to move, castling rights, en passant,
//! clocks, and the `forward` cooldown (rulings §3). Applying moves, flights
//! and shoot-downs.
//!
//! Positions are small `Copy` values: playing a move returns a new one.

use crate::movegen::MoveList;
use crate::reason::MoveReason;
use crate::{
    Bitboard, Board, BoardKind, Color, DrawReason, Flight, IllegalMove, Move, Outcome, Piece, Role,
    Rules, Square, WinReason, attacks,
};

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
        match self.board.king(self.turn) {
            Some(k) => self.attackers_to(k, !self.turn, self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Pieces of `by` that attack `sq` with ordinary attacks when the
    /// occupied squares are `occ`. Pieces not in `occ` are ignored (so a
    /// piece taken off `occ` neither attacks nor blocks).
    #[inline]
    pub(crate) fn attackers_to(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        let b = &self.board;
        let queens = b.by_role(Role::Queen);
        ((attacks::knight(sq) & b.by_role(Role::Knight))
            | (attacks::king(sq) & b.by_role(Role::King))
            | (attacks::pawn(!by, sq) & b.by_role(Role::Pawn))
            | (attacks::bishop(sq, occ) & (b.by_role(Role::Bishop) | queens))
            | (attacks::rook(sq, occ) & (b.by_role(Role::Rook) | queens)))
            & b.by_color(by)
            & occ
    }

    /// Whether the side to move has a legal en passant capture onto `ep`.
    pub(crate) fn ep_capture_legal(&self, ep: Square) -> bool {
        let us = self.turn;
        let pawns = self.board.by_piece(Piece::new(us, Role::Pawn)) & attacks::pawn(!us, ep);
        Iterator::any(&mut { pawns }, |from| self.ep_from_legal(from, ep))
    }

    /// Whether the pawn on `from` may capture en passant onto `ep`.
    pub(crate) fn ep_from_legal(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let Some(cap) = ep.offset(0, -us.forward()) else {
            return false;
        };
        let occ = self.board.occupied();
        if occ.contains(ep)
            || self.board.piece_at(cap) != Some(Piece::new(!us, Role::Pawn))
            || self.board.piece_at(from) != Some(Piece::new(us, Role::Pawn))
        {
            return false;
        }
        match self.board.king(us) {
            None => true,
            Some(k) => {
                let occ2 = (occ ^ Bitboard::from_square(from) ^ Bitboard::from_square(cap))
                    | Bitboard::from_square(ep);
                self.attackers_to(k, !us, occ2).is_empty()
            }
        }
    }

    /// Whether the side to move is in check (ordinary attacks only).
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// The legal move that `mv` names: same kind, squares and promotion
    /// (the captured role of `mv` is not trusted). Flights are checked on
    /// their own.
    fn find_ordinary(&self, mv: &Move) -> Option<Move> {
        let mut list = MoveList::new();
        self.legal_ordinary_moves(&mut list);
        list.iter().copied().find(|m| same_move(m, mv))
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: &Move) -> bool {
        match mv {
            Move::Flight(f) => self.check_flight(f).is_ok(),
            _ => self.find_ordinary(mv).is_some(),
        }
    }

    /// Why the ordinary move `mv` is not legal, in a player's words.
    fn why_illegal(&self, mv: &Move) -> IllegalMove {
        if self.is_decided() {
            return IllegalMove::new(MoveReason::GameOver);
        }
        let us = self.turn;
        let from = mv.from();
        let Some(piece) = self.board.piece_at(from) else {
            return IllegalMove::new(MoveReason::NoPiece { at: from });
        };
        if piece.color != us {
            return IllegalMove::new(MoveReason::NotYours {
                role: piece.role,
                at: from,
                turn: us,
            });
        }
        if let Move::Castle { .. } = mv {
            return IllegalMove::new(if self.is_check() {
                MoveReason::CastleOutOfCheck
            } else {
                MoveReason::CannotCastleNow
            });
        }
        let to = mv.to();
        let occ = self.board.occupied();
        let reach = match piece.role {
            Role::Pawn => {
                let mut r = attacks::pawn(us, from)
                    & (self.board.by_color(!us)
                        | self
                            .ep_square
                            .map_or(Bitboard::EMPTY, Bitboard::from_square));
                if let Some(one) = from.offset(0, us.forward())
                    && !occ.contains(one)
                {
                    r.set(one);
                    if from.rank() == us.pawn_rank()
                        && let Some(two) = one.offset(0, us.forward())
                        && !occ.contains(two)
                    {
                        r.set(two);
                    }
                }
                r
            }
            Role::Knight => attacks::knight(from),
            Role::Bishop => attacks::bishop(from, occ),
            Role::Rook => attacks::rook(from, occ),
            Role::Queen => attacks::queen(from, occ),
            Role::King => attacks::king(from),
        } & !self.board.by_color(us);
        if !reach.contains(to) {
            return IllegalMove::new(MoveReason::CannotMoveTo {
                role: piece.role,
                from,
                to,
            });
        }
        if let Move::Normal { promotion, .. } = mv
            && piece.role == Role::Pawn
            && to.rank() == us.last_rank()
        {
            match (self.rules.board(), promotion) {
                (BoardKind::Chess, None) => {
                    return IllegalMove::new(MoveReason::MustPromote);
                }
                (BoardKind::Chess, Some(Role::Pawn | Role::King)) => {
                    return IllegalMove::new(MoveReason::PromotesTo);
                }
                (BoardKind::Pawns, Some(_)) => {
                    return IllegalMove::new(MoveReason::PawnsBoardNoPromotion);
                }
                _ => {}
            }
        }
        if self.is_check() {
            IllegalMove::new(MoveReason::InCheck)
        } else {
            IllegalMove::new(MoveReason::KingWouldBeInCheck)
        }
    }

    /// Plays a legal move (a flight detonates or self-immolates; no shoot-down).
    pub fn play(&self, mv: &Move) -> Result<Position, IllegalMove> {
        match mv {
            Move::Flight(f) => {
                self.check_flight(f)?;
                Ok(self.play_unchecked(mv))
            }
            _ => match self.find_ordinary(mv) {
                Some(m) => Ok(self.play_unchecked(&m)),
                None => Err(self.why_illegal(mv)),
            },
        }
    }

    /// Plays a flight shot down: `flight` is the flight as far as it got (its
    /// last step is where it was shot down) and `shooter` is the defender's
    /// ordinary capture there, one of [`Position::shootdowns_at`].
    pub fn play_shot_down(&self, flight: &Flight, shooter: &Move) -> Result<Position, IllegalMove> {
        let Some(m) = flight.target() else {
            return Err(IllegalMove::new(MoveReason::NotEnteredYet));
        };
        self.check_flight_prefix(flight, true)?;
        let options = self.shootdowns_at(flight);
        if options.is_empty() {
            return Err(IllegalMove::new(MoveReason::CannotShootDownOn { at: m }));
        }
        let Some(shot) = options.iter().find(|o| same_move(o, shooter)) else {
            return Err(IllegalMove::new(MoveReason::NotLegalShootDown {
                shooter: shooter.uci(),
                at: m,
            }));
        };
        Ok(self.play_shot_down_unchecked(flight.launch(), shot))
    }

    /// How the board alone ends the game here (rulings §8), in the ruled
    /// order. Chess board: king destroyed, checkmate / stalemate (no legal
    /// move of any kind), 75 moves, insufficient material. Pawns board: a
    /// pawn on its last rank, a side without pawns, no legal move.
    /// Repetition needs the game's history: see [`crate::Game`].
    pub fn outcome(&self) -> Option<Outcome> {
        let b = &self.board;
        match self.rules.board() {
            BoardKind::Chess => {
                for c in Color::ALL {
                    if b.king(c).is_none() {
                        return Some(Outcome::Decisive {
                            winner: !c,
                            reason: WinReason::KingDestroyed,
                        });
                    }
                }
                if !self.has_legal_move() {
                    return Some(if self.is_check() {
                        Outcome::Decisive {
                            winner: !self.turn,
                            reason: WinReason::Checkmate,
                        }
                    } else {
                        Outcome::Draw {
                            reason: DrawReason::Stalemate,
                        }
                    });
                }
                if self.halfmoves >= 150 {
                    return Some(Outcome::Draw {
                        reason: DrawReason::SeventyFiveMoves,
                    });
                }
                if self.is_insufficient_material() {
                    return Some(Outcome::Draw {
                        reason: DrawReason::InsufficientMaterial,
                    });
                }
                None
            }
            BoardKind::Pawns => {
                let pawns = b.by_role(Role::Pawn);
                for c in Color::ALL {
                    if (pawns & b.by_color(c) & Bitboard::rank(c.last_rank())).any() {
                        return Some(Outcome::Decisive {
                            winner: c,
                            reason: WinReason::Promotion,
                        });
                    }
                }
                if Color::ALL
                    .into_iter()
                    .any(|c| (pawns & b.by_color(c)).is_empty())
                {
                    return Some(Outcome::Draw {
                        reason: DrawReason::NoPawns,
                    });
                }
                if !self.has_legal_move() {
                    return Some(Outcome::Draw {
                        reason: DrawReason::NoLegalMove,
                    });
                }
                None
            }
        }
    }

    /// Whether the side to move has any legal move, flights included.
    pub fn has_legal_move(&self) -> bool {
        let mut list = MoveList::new();
        self.legal_ordinary_moves(&mut list);
        if !list.is_empty() {
            return true;
        }
        let mut any = false;
        self.for_each_flight(&mut |_| any = true);
        any
    }

    /// FIDE's dead positions by material: K v K, K + one minor v K, and
    /// kings with bishops only, all on squares of one colour. Pawns,
    /// rooks and queens are always enough.
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.board;
        if (b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen)).any() {
            return false;
        }
        let knights = b.by_role(Role::Knight);
        let bishops = b.by_role(Role::Bishop);
        let minors = knights | bishops;
        if minors.count() <= 1 {
            return true;
        }
        if knights.any() {
            return false;
        }
        const LIGHT: u64 = 0x55AA_55AA_55AA_55AA;
        (bishops.0 & LIGHT) == 0 || (bishops.0 & !LIGHT) == 0
    }

    /// Whether `color` could still win by some series of legal moves, for
    /// deciding a flag fall (FIDE 6.9: a player whose opponent cannot win
    /// by any series of legal moves draws instead of losing on time).
    /// Chess board: a pawn, rook or queen, or two minor pieces, can win;
    /// a lone king, or a king with one minor piece against a lone king,
    /// cannot. Pawns board: only pawns win, so a side without pawns cannot.
    ///
    /// ```
    /// use engine::{Color, Position, Preset};
    /// let pos = Position::from_fen("8/8/8/4k3/8/8/8/4K2R w - - 0 1", Preset::Cruise.rules(true)).unwrap();
    /// assert!(pos.can_win(Color::White));
    /// assert!(!pos.can_win(Color::Black));
    /// ```
    pub fn can_win(&self, color: Color) -> bool {
        let b = &self.board;
        let own = b.by_color(color);
        match self.rules.board() {
            BoardKind::Pawns => (own & b.by_role(Role::Pawn)).any(),
            BoardKind::Chess => {
                let heavy = b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen);
                if (own & heavy).any() {
                    return true;
                }
                let minors = own & (b.by_role(Role::Knight) | b.by_role(Role::Bishop));
                match minors.count() {
                    0 => false,
                    // One minor piece mates only with the help of enemy pieces.
                    1 => (b.by_color(!color) & !b.by_role(Role::King)).any(),
                    _ => true,
                }
            }
        }
    }

    /// A hash for repetition: placement, side to move, castling rights, the
    /// en passant square (kept only when an en passant capture is legal) and
    /// the pawns on cooldown. Equal positions in those respects hash equal.
    pub fn zobrist_hash(&self) -> u64 {
        let mut h = 0u64;
        for (sq, piece) in self.board.pieces() {
            h ^= ZOBRIST[(piece.color.index() * 6 + piece.role.index()) * 64 + sq.index() as usize];
        }
        if self.turn == Color::Black {
            h ^= ZOBRIST[TURN_KEY];
        }
        for rook in self.castling {
            h ^= ZOBRIST[CASTLE_KEY + rook.index() as usize];
        }
        if let Some(ep) = self.ep_square {
            h ^= ZOBRIST[EP_KEY + ep.index() as usize];
        }
        for c in Color::ALL {
            if let Some(sq) = self.cooldown[c.index()] {
                h ^= ZOBRIST[COOLDOWN_KEY + c.index() * 64 + sq.index() as usize];
            }
        }
        h
    }
}

/// Whether two moves name the same move: kind, squares, promotion.
fn same_move(a: &Move, b: &Move) -> bool {
    match (a, b) {
        (
            Move::Normal {
                from: f1,
                to: t1,
                promotion: p1,
                ..
            },
            Move::Normal {
                from: f2,
                to: t2,
                promotion: p2,
                ..
            },
        ) => f1 == f2 && t1 == t2 && p1 == p2,
        (Move::EnPassant { from: f1, to: t1 }, Move::EnPassant { from: f2, to: t2 }) => {
            f1 == f2 && t1 == t2
        }
        (Move::Castle { king: k1, rook: r1 }, Move::Castle { king: k2, rook: r2 }) => {
            k1 == k2 && r1 == r2
        }
        (Move::Flight(x), Move::Flight(y)) => x == y,
        _ => false,
    }
}

const TURN_KEY: usize = 12 * 64;
const CASTLE_KEY: usize = TURN_KEY + 1;
const EP_KEY: usize = CASTLE_KEY + 64;
const COOLDOWN_KEY: usize = EP_KEY + 64;
const ZOBRIST_LEN: usize = COOLDOWN_KEY + 128;

/// Fixed pseudo-random keys (splitmix64), the same in every build.
const fn zobrist_keys() -> [u64; ZOBRIST_LEN] {
    let mut keys = [0u64; ZOBRIST_LEN];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut i = 0;
    while i < ZOBRIST_LEN {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i] = z ^ (z >> 31);
        i += 1;
    }
    keys
}
static ZOBRIST: [u64; ZOBRIST_LEN] = zobrist_keys();
