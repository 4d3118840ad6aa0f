//! The static evaluation: how good a quiet position is for the side to
//! move, in centipawns. It knows this game, not only chess:
//!
//! - **material** and piece placement (centralised minor pieces, rooks on
//!   open files, a sheltered king while queens and rooks are about);
//! - **missiles**: every pawn off its starting rank is a live missile;
//!   with king strikes on, an enemy launcher that can reach our king within
//!   7 steps (through empty squares and its own side's pieces) is a threat,
//!   answered in part by our pieces covering the squares around the king;
//! - **shooters**: squares next to a queen, rook or king that its own side
//!   covers are where an incoming missile can be shot down;
//! - **cooldown** (forward missiles): a pawn that may not fire next turn;
//! - **pawn races** on the Pawn Game boards: advanced and passed pawns, and
//!   which side's unstoppable runner arrives first.

use engine::{Bitboard, BoardKind, Color, Missiles, Piece, Position, Role, Square, attacks};

/// The value of each role, indexed by [`Role::index`] (the king: 0, it is
/// never traded).
pub const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// The value of a piece of `role`.
#[inline]
pub fn value(role: Role) -> i32 {
    VALUE[role.index()]
}

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_H: u64 = !0x8080_8080_8080_8080;

/// The squares of `b` and their king-step neighbours.
#[inline]
fn dilate(b: u64) -> u64 {
    let sideways = b | ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    sideways | (sideways << 8) | (sideways >> 8)
}

/// The squares of `b` and their neighbours forward (for `color`) or sideways.
#[inline]
fn dilate_forward(b: u64, color: Color) -> u64 {
    let sideways = ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    let forward = match color {
        Color::White => b << 8,
        Color::Black => b >> 8,
    };
    b | sideways | forward
}

/// The squares a missile fired from `launch` by `color` can reach within 7
/// steps through `passable` squares (path bends ignored: a quick bound).
fn missile_reach(launch: Square, color: Color, passable: u64, shape: Missiles) -> u64 {
    let mut reach = Bitboard::from_square(launch).0;
    let mut seen = 0u64;
    for _ in 0..engine::MAX_STEPS {
        let next = match shape {
            Missiles::Forward => dilate_forward(reach, color),
            _ => dilate(reach),
        };
        seen |= next;
        reach = next & passable;
    }
    seen
}

/// Squares attacked by `color`'s pieces.
fn attacked_by(pos: &Position, color: Color) -> u64 {
    let b = pos.board();
    let occ = b.occupied();
    let mut att = 0u64;
    for (sq, piece) in b.pieces() {
        if piece.color != color {
            continue;
        }
        att |= match piece.role {
            Role::Pawn => attacks::pawn(color, sq).0,
            Role::Knight => attacks::knight(sq).0,
            Role::Bishop => attacks::bishop(sq, occ).0,
            Role::Rook => attacks::rook(sq, occ).0,
            Role::Queen => attacks::queen(sq, occ).0,
            Role::King => attacks::king(sq).0,
        };
    }
    att
}

/// `sq`'s rank counted from `color`'s side (0 = its back rank).
#[inline]
fn relative_rank(sq: Square, color: Color) -> i32 {
    match color {
        Color::White => sq.rank() as i32,
        Color::Black => 7 - sq.rank() as i32,
    }
}

/// Distance from the centre: 0 on d4/e4/d5/e5, 3 on the rim.
#[inline]
fn rim(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    (f - 3).max(4 - f).max(r - 3).max(4 - r) - 1
}

/// Whether the pawn of `color` on `sq` has no enemy pawn ahead of it on its
/// file or the files beside it.
fn is_passed(pos: &Position, sq: Square, color: Color) -> bool {
    let enemy = pos.board().by_piece(Piece::new(!color, Role::Pawn));
    let f = sq.file() as i32;
    enemy.into_iter().all(|e| {
        (e.file() as i32 - f).abs() > 1 || relative_rank(e, color) <= relative_rank(sq, color)
    })
}

/// The evaluation of `pos` for the side to move, in centipawns.
pub fn evaluate(pos: &Position) -> i32 {
    let white = match pos.rules().board() {
        BoardKind::Chess => chess_board(pos),
        BoardKind::Pawns => pawns_board(pos),
    };
    let tempo = 10;
    match pos.turn() {
        Color::White => white + tempo,
        Color::Black => -white + tempo,
    }
}

/// Missile terms shared by both boards, White's view.
fn missiles(pos: &Position, covered: [u64; 2]) -> i32 {
    let rules = pos.rules();
    let shape = rules.missiles();
    if shape == Missiles::None {
        return 0;
    }
    let b = pos.board();
    let mut score = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let pawns = b.by_piece(Piece::new(color, Role::Pawn));
        let launchers = pawns & !Bitboard::rank(color.pawn_rank());
        score += sign * 12 * launchers.count() as i32;
        if pos.cooldown(color).is_some() {
            score -= sign * 8;
        }
        // King threats: our launchers that reach the enemy king.
        if rules.king_strikes
            && let Some(king) = b.king(!color)
        {
            let passable = !b.occupied().0 | b.by_color(color).0;
            let mut threats = 0;
            for l in launchers {
                if missile_reach(l, color, passable, shape) & Bitboard::from_square(king).0 != 0 {
                    threats += 1;
                }
            }
            if threats > 0 {
                let guard = (attacks::king(king).0 & covered[(!color).index()]).count_ones() as i32;
                score += sign * (threats * 45 - guard * 5).max(10);
            }
        }
        // Shooters covering the squares in front of valuable pieces.
        let valuable = b.by_color(color) & (b.by_role(Role::Queen) | b.by_role(Role::Rook));
        let mut around = 0u64;
        for v in valuable {
            around |= attacks::king(v).0;
        }
        score += sign * 3 * (around & !b.occupied().0 & covered[color.index()]).count_ones() as i32;
    }
    score
}

/// The chess board, White's view.
fn chess_board(pos: &Position) -> i32 {
    let b = pos.board();
    let heavy = |c: Color| {
        (b.by_color(c) & (b.by_role(Role::Queen) | b.by_role(Role::Rook))).count() as i32
    };
    let pawns_all = b.by_role(Role::Pawn);
    let mut score = 0;
    for (sq, piece) in b.pieces() {
        let c = piece.color;
        let rr = relative_rank(sq, c);
        let s = VALUE[piece.role.index()]
            + match piece.role {
                Role::Pawn => {
                    let centre = if (2..=5).contains(&sq.file()) { 4 } else { 0 };
                    let passed = if is_passed(pos, sq, c) {
                        [0, 5, 10, 20, 35, 60, 100, 0][rr as usize]
                    } else {
                        0
                    };
                    (rr - 1) * 4 + centre + passed
                }
                Role::Knight => 12 - 8 * rim(sq),
                Role::Bishop => 8 - 4 * rim(sq),
                Role::Rook => {
                    let file = Bitboard::file(sq.file());
                    let open = if (file & pawns_all & b.by_color(c)).is_empty() {
                        12
                    } else {
                        0
                    };
                    open + if rr == 6 { 15 } else { 0 }
                }
                Role::Queen => 4 - 2 * rim(sq),
                Role::King => {
                    if heavy(!c) > 0 {
                        // Shelter: stay home, beside the corner.
                        let home = if rr == 0 { 15 } else { -10 * rr };
                        let side = match sq.file() {
                            1 | 2 | 6 => 10,
                            3..=5 => -5,
                            _ => 0,
                        };
                        home + side
                    } else {
                        // Endgame: walk to the centre.
                        10 - 8 * rim(sq)
                    }
                }
            };
        score += if c == Color::White { s } else { -s };
    }
    let covered = [
        attacked_by(pos, Color::White),
        attacked_by(pos, Color::Black),
    ];
    score + missiles(pos, covered) + mop_up(pos, score)
}

/// With a winning material lead and the loser left with a bare king (or
/// nearly): drive that king to the edge and bring ours close, so that the
/// search finds the mate (a lone king cannot be mated from the centre
/// within a search's horizon).
fn mop_up(pos: &Position, material: i32) -> i32 {
    let b = pos.board();
    let (winner, sign) = if material > 400 {
        (Color::White, 1)
    } else if material < -400 {
        (Color::Black, -1)
    } else {
        return 0;
    };
    let loser_pieces = (b.by_color(!winner) & !b.by_role(Role::King)).count();
    let (Some(lk), Some(wk)) = (b.king(!winner), b.king(winner)) else {
        return 0;
    };
    if loser_pieces > 1 {
        return 0;
    }
    let edge = 10 * rim(lk);
    let f = (lk.file() as i32 - wk.file() as i32).abs();
    let r = (lk.rank() as i32 - wk.rank() as i32).abs();
    let close = 4 * (14 - f - r);
    sign * (edge + close)
}

/// The Pawn Game boards, White's view: advancement, passed pawns and races.
fn pawns_board(pos: &Position) -> i32 {
    let b = pos.board();
    let with_missiles = pos.rules().missiles() != Missiles::None;
    let mut score = 0;
    // The fewest moves each side's unstoppable runner needs.
    let mut runner = [i32::MAX; 2];
    for (sq, piece) in b.pieces() {
        let c = piece.color;
        let rr = relative_rank(sq, c);
        let mut s = 100 + [0, 0, 10, 20, 35, 60, 100, 0][rr as usize];
        if is_passed(pos, sq, c) {
            s += [0, 0, 30, 50, 90, 150, 250, 0][rr as usize];
            let to_go = 7 - rr - i32::from(rr == 1);
            let path = match c {
                Color::White => Bitboard(Bitboard::file(sq.file()).0 & !((2u64 << sq.index()) - 1)),
                Color::Black => Bitboard(Bitboard::file(sq.file()).0 & ((1u64 << sq.index()) - 1)),
            };
            if (path & b.occupied()).is_empty() {
                runner[c.index()] = runner[c.index()].min(to_go);
            }
        }
        score += if c == Color::White { s } else { -s };
    }
    // The side to move arrives first on equal distance.
    let (us, them) = (pos.turn().index(), (!pos.turn()).index());
    let race = if with_missiles { 150 } else { 500 };
    if runner[us] != i32::MAX && runner[us] <= runner[them] {
        score += if pos.turn() == Color::White {
            race
        } else {
            -race
        };
    } else if runner[them] != i32::MAX && runner[them] < runner[us] {
        score += if pos.turn() == Color::White {
            -race
        } else {
            race
        };
    }
    let covered = [
        attacked_by(pos, Color::White),
        attacked_by(pos, Color::Black),
    ];
    score + missiles(pos, covered)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Preset;

    fn eval(fen: &str, preset: Preset) -> i32 {
        evaluate(&Position::from_fen(fen, preset.rules(true)).unwrap())
    }

    #[test]
    fn the_start_is_balanced_for_every_preset() {
        for preset in Preset::ALL {
            let pos = Position::new(preset.rules(true));
            let e = evaluate(&pos);
            assert!(e.abs() <= 20, "{preset}: {e}");
        }
    }

    #[test]
    fn an_extra_queen_is_worth_about_a_queen() {
        let e = eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Preset::Chess);
        assert!((800..1100).contains(&e), "{e}");
        let e = eval("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", Preset::Chess);
        assert!((-1100..-800).contains(&e), "{e}");
    }

    #[test]
    fn a_launcher_that_reaches_the_king_is_a_threat() {
        // The same material; in the first the white pawn on e5 can fly to
        // the black king, in the second the pawn is on its starting rank.
        let threat = eval("4k3/8/8/4P3/8/8/8/4K3 b - - 0 1", Preset::Cruise);
        let quiet = eval("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", Preset::Cruise);
        assert!(threat < quiet - 40, "threat {threat}, quiet {quiet}");
    }

    #[test]
    fn the_runner_that_arrives_first_wins_the_race() {
        // White's a-pawn needs 3 moves, Black's h-pawn 4: White wins the race
        // whoever is to move.
        let w = eval("8/8/8/P6p/8/8/8/8 w - - 0 1", Preset::Pawns);
        let b = eval("8/8/8/P6p/8/8/8/8 b - - 0 1", Preset::Pawns);
        assert!(w > 300, "{w}");
        assert!(b < -300, "{b}");
    }
}
