//! Shoot-downs (rulings §6): the points where a flight may be shot down and
//! the defender's legal captures there.

use crate::movegen::CASTLE_CLEAR;
use crate::{Bitboard, BoardKind, Color, Flight, Move, Piece, Position, Role, Square, attacks};

/// The squares a piece of `role` and `color` on `sq` attacks with `occ` occupied.
#[inline]
fn role_attacks(role: Role, color: crate::Color, sq: Square, occ: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => attacks::pawn(color, sq),
        Role::Knight => attacks::knight(sq),
        Role::Bishop => attacks::bishop(sq, occ),
        Role::Rook => attacks::rook(sq, occ),
        Role::Queen => attacks::queen(sq, occ),
        Role::King => attacks::king(sq),
    }
}

impl Position {
    /// The squares of a whole flight where a shoot-down can happen at all,
    /// in flight order: its intermediate squares (not the launch, not the
    /// last) not held by the firing side's pieces. (Rulings §6 calls every
    /// intermediate square a shoot-down point; on a shielded one nobody can
    /// shoot, so it is left out here. `engine shootdowns` lists them all.)
    pub fn shootdown_points(&self, flight: &Flight) -> Vec<Square> {
        let steps = flight.steps();
        let own = self.board.by_color(self.turn);
        match steps.split_last() {
            Some((_, between)) => between
                .iter()
                .copied()
                .filter(|&s| !own.contains(s))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The defender's legal shoot-downs with the missile on the last square
    /// of `so_far` (the flight as far as it got). Empty when that square is
    /// shielded or `so_far` has no steps.
    ///
    /// `so_far` must be the start of a legal flight of the side to move
    /// (some legal completion remains); when it is not, the answer is empty.
    pub fn shootdowns_at(&self, so_far: &Flight) -> Vec<Move> {
        let mut out = Vec::new();
        let Some(m) = so_far.target() else {
            return out;
        };
        // Shielded, or not an intermediate square (an enemy piece there
        // means detonation, not a shoot-down point).
        if self.board.occupied().contains(m) {
            return out;
        }
        // The missile only stands on `m` if the attacker could steer there:
        // a legal completion of the flight must remain (rulings §4, §7).
        let steps = so_far.steps();
        if !self
            .steering(so_far.launch(), &steps[..steps.len() - 1])
            .next
            .contains(&m)
        {
            return out;
        }
        self.for_each_shootdown(so_far.launch(), m, &mut |mv| out.push(mv));
        out
    }

    /// The defender's legal shoot-downs with the missile launched from
    /// `launch` standing on the empty square `m`, for a caller that already
    /// knows `m` lies on a legal flight of that pawn (a search walking the
    /// squares of flights it generated). [`Position::shootdowns_at`] is the
    /// checked form for anything else.
    pub fn for_each_shootdown(&self, launch: Square, m: Square, out: &mut dyn FnMut(Move)) {
        let us = self.turn;
        let them = !us;
        let b = &self.board;
        if b.occupied().contains(m) {
            return;
        }
        let occ_m = (b.occupied() ^ Bitboard::from_square(launch)) | Bitboard::from_square(m);
        let queens = b.by_role(Role::Queen);
        let theirs = b.by_color(them);
        let candidates = ((attacks::pawn(us, m) & b.by_role(Role::Pawn))
            | (attacks::knight(m) & b.by_role(Role::Knight))
            | (attacks::bishop(m, occ_m) & (b.by_role(Role::Bishop) | queens))
            | (attacks::rook(m, occ_m) & (b.by_role(Role::Rook) | queens))
            | (attacks::king(m) & b.by_role(Role::King)))
            & theirs;
        let our_king = b.king(us);
        for from in candidates {
            let role = self.role_on(from);
            let occ_r = occ_m ^ Bitboard::from_square(from);
            // The defender's own king may not be left in check.
            let their_king = if role == Role::King {
                Some(m)
            } else {
                b.king(them)
            };
            if let Some(k) = their_king
                && self.attackers_to(k, us, occ_r).any()
            {
                continue;
            }
            let promotions: &[Option<Role>] = if role == Role::Pawn
                && m.rank() == them.last_rank()
                && self.rules.board() == BoardKind::Chess
            {
                &[
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                ]
            } else {
                &[None]
            };
            for &promotion in promotions {
                // Nor may it give check to the firing side's king.
                if let Some(k) = our_king {
                    let new_role = promotion.unwrap_or(role);
                    let others = self.attackers_to(k, them, occ_r);
                    if others.any() || role_attacks(new_role, them, m, occ_r).contains(k) {
                        continue;
                    }
                }
                out(Move::Normal {
                    role,
                    from,
                    to: m,
                    capture: Some(Role::Pawn),
                    promotion,
                });
            }
        }
    }

    /// The position after the flight of the pawn on `launch` is shot down by
    /// `shooter` (one of [`Position::for_each_shootdown`]'s moves), without
    /// checking anything: the fast path of a search. It is
    /// [`Position::play_shot_down`] for a move known to be legal; which
    /// squares the missile entered before does not matter to the result.
    pub fn play_shot_down_unchecked(&self, launch: Square, shooter: &Move) -> Position {
        let Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } = *shooter
        else {
            unreachable!("shoot-downs are ordinary captures")
        };
        let us = self.turn;
        let them = !us;
        let mut p = *self;
        p.board.toggle(launch, Piece::new(us, Role::Pawn));
        p.board.toggle(from, Piece::new(them, role));
        p.board
            .toggle(to, Piece::new(them, promotion.unwrap_or(role)));
        p.castling.0 &= !(CASTLE_CLEAR[from.index() as usize] | CASTLE_CLEAR[to.index() as usize]);
        p.ep_square = None;
        p.halfmoves = 0;
        p.cooldown[us.index()] = None;
        if p.cooldown[them.index()] == Some(from) {
            p.cooldown[them.index()] = if promotion.is_none() { Some(to) } else { None };
        }
        p.turn = them;
        if us == Color::Black {
            p.fullmoves += 1;
        }
        p
    }
}
