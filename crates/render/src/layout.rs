//! Where things go in an image of a given size: the title strip on top, the
//! board below it centred in a dark frame, and each square's rectangle for
//! either orientation.

use engine::{Color, Square};

/// The smallest image side in pixels.
pub const MIN_SIZE: u32 = 128;
/// The largest image side in pixels.
pub const MAX_SIZE: u32 = 2048;

/// The geometry of a `size` x `size` image.
///
/// ```
/// use render::Layout;
/// let l = Layout::new(512).unwrap();
/// assert_eq!(l.square_px(), 60);
/// let (x, y, w, h) = l.square_rect("a1".parse().unwrap(), engine::Color::White);
/// assert_eq!((w, h), (60, 60));
/// assert_eq!(y + h, 512); // a1 is bottom left for White
/// assert_eq!(x, l.board_origin().0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    size: u32,
    square: u32,
    board_x: u32,
    board_y: u32,
}

impl Layout {
    /// The layout of a square image `size` pixels wide, `MIN_SIZE..=MAX_SIZE`.
    pub fn new(size: u32) -> Result<Layout, crate::RenderError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(crate::RenderError::Size(size));
        }
        let strip = size / 16;
        let square = (size - strip) / 8;
        let board = square * 8;
        Ok(Layout {
            size,
            square,
            board_x: (size - board) / 2,
            board_y: size - board,
        })
    }

    /// Image width and height in pixels.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// Side of one square in pixels.
    pub fn square_px(&self) -> u32 {
        self.square
    }

    /// Top-left pixel of the board (a8 for White, h1 for Black).
    pub fn board_origin(&self) -> (u32, u32) {
        (self.board_x, self.board_y)
    }

    /// Height of the title strip above the board.
    pub fn strip_height(&self) -> u32 {
        self.board_y
    }

    /// Column and row (0..8, from the top left) of `sq` seen from `bottom`'s side.
    pub fn cell(sq: Square, bottom: Color) -> (u32, u32) {
        let (f, r) = (sq.file() as u32, sq.rank() as u32);
        match bottom {
            Color::White => (f, 7 - r),
            Color::Black => (7 - f, r),
        }
    }

    /// `(x, y, width, height)` of `sq` with `bottom`'s side at the bottom.
    pub fn square_rect(&self, sq: Square, bottom: Color) -> (u32, u32, u32, u32) {
        let (c, r) = Layout::cell(sq, bottom);
        (
            self.board_x + c * self.square,
            self.board_y + r * self.square,
            self.square,
            self.square,
        )
    }

    /// Centre of `sq` relative to the board origin, in pixels.
    pub(crate) fn board_center(&self, sq: Square, bottom: Color) -> (f32, f32) {
        let (c, r) = Layout::cell(sq, bottom);
        let s = self.square as f32;
        ((c as f32 + 0.5) * s, (r as f32 + 0.5) * s)
    }
}
