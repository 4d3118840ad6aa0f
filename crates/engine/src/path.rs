//! The shape of a missile's path (rulings §4), in one place: the eight
//! step directions, which step may follow which, and why one may not. The
//! flight generator ([`crate::flight`]) walks the allowed steps; the
//! explanations of illegal flights ([`crate::notation`]) name the broken
//! rule. Both ask [`bend`].

use crate::{Color, Missiles, Square};

/// The 8 king directions in clockwise order, starting north (toward rank
/// 8): a turn of 45° moves one place in this table.
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// `NEIGHBOUR[sq][d]`: the square one step from `sq` in direction `d`, or
/// 64 when that would leave the board.
pub(crate) const NEIGHBOUR: [[u8; 8]; 64] = {
    let mut t = [[64u8; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let f = (sq % 8) as i8 + DIRS[d].0;
            let r = (sq / 8) as i8 + DIRS[d].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                t[sq][d] = (r * 8 + f) as u8;
            }
            d += 1;
        }
        sq += 1;
    }
    t
};

/// The direction of the one-square step from `a` to `b`, if they touch.
pub(crate) fn direction(a: Square, b: Square) -> Option<usize> {
    (0..8).find(|&d| NEIGHBOUR[a.index() as usize][d] == b.index())
}

/// Why a step may not follow the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bend {
    /// Classic missiles turn at most 45° a step.
    TooSharp,
    /// Forward-rule missiles never step diagonally.
    Diagonal,
    /// Forward-rule missiles never step backward.
    Backward,
    /// Forward-rule missiles step forward between sideways steps.
    TwoSideways,
}

/// Whether a step in direction `dir` may follow one in direction `prev`
/// (`None`: the first step) for `us`'s missiles of `shape`.
pub(crate) const fn bend(
    shape: Missiles,
    us: Color,
    prev: Option<usize>,
    dir: usize,
) -> Result<(), Bend> {
    match shape {
        Missiles::Classic => match prev {
            Some(p) => {
                let turn = (dir + 8 - p) % 8;
                if turn == 0 || turn == 1 || turn == 7 {
                    Ok(())
                } else {
                    Err(Bend::TooSharp)
                }
            }
            None => Ok(()),
        },
        Missiles::Forward => {
            let forward = match us {
                Color::White => 0,
                Color::Black => 4,
            };
            if dir % 2 == 1 {
                Err(Bend::Diagonal)
            } else if dir == (forward + 4) % 8 {
                Err(Bend::Backward)
            } else if dir != forward && matches!(prev, Some(p) if p != forward) {
                Err(Bend::TwoSideways)
            } else {
                Ok(())
            }
        }
        Missiles::None => Ok(()),
    }
}

/// `ALLOWED[shape][colour][prev]`: the directions a step may take, as a
/// bit mask, `prev` 8 meaning "the first step". Built from [`bend`].
const ALLOWED: [[[u8; 9]; 2]; 2] = {
    let mut t = [[[0u8; 9]; 2]; 2];
    let shapes = [Missiles::Classic, Missiles::Forward];
    let colors = [Color::White, Color::Black];
    let mut s = 0;
    while s < 2 {
        let mut c = 0;
        while c < 2 {
            let mut p = 0;
            while p < 9 {
                let prev = if p == 8 { None } else { Some(p) };
                let mut d = 0;
                while d < 8 {
                    if bend(shapes[s], colors[c], prev, d).is_ok() {
                        t[s][c][p] |= 1 << d;
                    }
                    d += 1;
                }
                p += 1;
            }
            c += 1;
        }
        s += 1;
    }
    t
};

/// The directions a step may take after one in direction `prev`, as a bit
/// mask (bit `d` for direction `d`); no missiles, no steps.
#[inline]
pub(crate) fn allowed(shape: Missiles, us: Color, prev: Option<usize>) -> u8 {
    let s = match shape {
        Missiles::Classic => 0,
        Missiles::Forward => 1,
        Missiles::None => return 0,
    };
    let c = match us {
        Color::White => 0,
        Color::Black => 1,
    };
    ALLOWED[s][c][prev.unwrap_or(8)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_missiles_turn_at_most_45_degrees() {
        // First step: any direction. After north: NW, N, NE.
        assert_eq!(allowed(Missiles::Classic, Color::White, None), 0xff);
        assert_eq!(
            allowed(Missiles::Classic, Color::White, Some(0)),
            0b1000_0011
        );
        assert_eq!(
            bend(Missiles::Classic, Color::Black, Some(0), 2),
            Err(Bend::TooSharp)
        );
    }

    #[test]
    fn forward_missiles_go_forward_or_sideways_never_twice_sideways() {
        // White: north, east, west; after east only north.
        assert_eq!(allowed(Missiles::Forward, Color::White, None), 0b0100_0101);
        assert_eq!(allowed(Missiles::Forward, Color::White, Some(2)), 0b1);
        // Black's forward is south.
        assert_eq!(
            allowed(Missiles::Forward, Color::Black, Some(4)),
            0b0101_0100
        );
        assert_eq!(
            bend(Missiles::Forward, Color::White, None, 4),
            Err(Bend::Backward)
        );
        assert_eq!(
            bend(Missiles::Forward, Color::White, None, 1),
            Err(Bend::Diagonal)
        );
        assert_eq!(
            bend(Missiles::Forward, Color::White, Some(6), 2),
            Err(Bend::TwoSideways)
        );
    }
}
