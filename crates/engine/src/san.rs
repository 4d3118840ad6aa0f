//! SAN (standard algebraic notation) for display and input of ordinary
//! moves; flights are written in flight notation (rulings §9).
//!
//! - Ordinary moves: `e4`, `Nf3`, `exd5`, `Nbd2`, `R1e2`, `Qh4e1`, `O-O`,
//!   `O-O-O`, `e8=Q`, with `+` for check and `#` for checkmate. Check and
//!   checkmate come from ordinary attacks only: a missile threat is never check.
//! - On the `pawns` board a pawn reaching its last rank wins as it is: `e8`,
//!   no promotion letter.
//! - Flights: `e4>e5>e6>d7`, self-immolation `e4*`, exactly as
//!   [`Flight`](crate::Flight) displays them (no check suffix: the flight
//!   text is also the machine notation).
//! - Shoot-downs (in records): the flight as far as it got, `/`, then the
//!   shooting move in UCI: `e4>e5>e6/c8e6` (see [`ply_san`]).
//!
//! ```
//! use engine::{Position, Preset, san::san};
//! let pos = Position::new(Preset::Chess.rules(true));
//! let mv = engine::notation::parse_move(&pos, "g1f3").unwrap();
//! assert_eq!(san(&pos, &mv), "Nf3");
//! ```

use crate::{Move, Ply, Position, Role};

/// The SAN of a legal move in `pos`, with `+`/`#`; flights in flight notation.
///
/// The move should be legal in `pos`; for a move that is not, the text is
/// still produced (without a check suffix) and never panics.
pub fn san(pos: &Position, mv: &Move) -> String {
    if let Move::Flight(f) = mv {
        return f.to_string();
    }
    // Only ordinary moves share an ordinary move's SAN: flights are
    // written as paths, so they never take part in disambiguation (and
    // generating them is most of the cost of a legal move list).
    let legal = ordinary_moves(pos);
    let mut s = san_plain(pos, mv, &legal);
    if legal.contains(mv) {
        s.push_str(check_suffix(pos, mv));
    }
    s
}

/// The legal ordinary moves (no flights) in `pos`.
fn ordinary_moves(pos: &Position) -> crate::movegen::MoveList {
    let mut list = crate::movegen::MoveList::new();
    pos.legal_ordinary_moves(&mut list);
    list
}

/// The SAN of a legal move without the `+`/`#` suffix.
pub fn san_without_suffix(pos: &Position, mv: &Move) -> String {
    if let Move::Flight(f) = mv {
        return f.to_string();
    }
    san_plain(pos, mv, &ordinary_moves(pos))
}

/// The record text of a ply: [`san`] for a move, `e4>e5>e6/c8e6` for a
/// flight shot down (the shooting move in UCI).
pub fn ply_san(pos: &Position, ply: &Ply) -> String {
    match ply {
        Ply::Move(mv) => san(pos, mv),
        Ply::ShotDown { .. } => ply.uci(),
    }
}

/// The SAN labels of the defender's shoot-downs at one point of a flight
/// (`options` as [`Position::shootdowns_at`] gives them), disambiguated
/// among each other as SAN disambiguates among legal moves. A shoot-down
/// captures onto the missile's square and never gives check (rulings §6),
/// so there is no suffix.
pub fn shootdown_labels(pos: &Position, options: &[Move]) -> Vec<(Move, String)> {
    options
        .iter()
        .map(|m| (*m, san_plain(pos, m, options)))
        .collect()
}

/// `+` when the move gives check, `#` when it mates, else nothing.
fn check_suffix(pos: &Position, mv: &Move) -> &'static str {
    match pos.play(mv) {
        Ok(after) if after.is_check() => {
            if !after.has_legal_move() {
                "#"
            } else {
                "+"
            }
        }
        _ => "",
    }
}

/// SAN without suffix, disambiguated against `legal`.
pub(crate) fn san_plain(pos: &Position, mv: &Move, legal: &[Move]) -> String {
    match *mv {
        Move::Flight(f) => f.to_string(),
        Move::Castle { king, rook } => {
            if rook.file() > king.file() {
                "O-O".to_string()
            } else {
                "O-O-O".to_string()
            }
        }
        Move::EnPassant { from, to } => format!("{}x{to}", from.file_char()),
        Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => {
            let mut s = String::with_capacity(8);
            if role == Role::Pawn {
                if capture.is_some() || from.file() != to.file() {
                    s.push(from.file_char());
                    s.push('x');
                }
                s.push_str(&to.to_string());
                if let Some(p) = promotion {
                    s.push('=');
                    s.push(p.upper_char());
                }
                return s;
            }
            s.push(role.upper_char());
            let rivals = legal.iter().filter_map(|m| match *m {
                Move::Normal {
                    role: r,
                    from: f,
                    to: t,
                    ..
                } if r == role && t == to && f != from => Some(f),
                _ => None,
            });
            let (mut any, mut same_file, mut same_rank) = (false, false, false);
            for f in rivals {
                any = true;
                same_file |= f.file() == from.file();
                same_rank |= f.rank() == from.rank();
            }
            if any {
                if !same_file {
                    s.push(from.file_char());
                } else if !same_rank {
                    s.push(from.rank_char());
                } else {
                    s.push_str(&from.to_string());
                }
            }
            // The piece on `to` as the position has it (a move built by hand
            // may not say it captures).
            if capture.is_some() || pos.piece_at(to).is_some() {
                s.push('x');
            }
            s.push_str(&to.to_string());
            s
        }
    }
}
