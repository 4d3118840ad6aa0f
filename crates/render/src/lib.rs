//! # Board images
//!
//! PNG pictures of any position of any preset, missile frames (in flight,
//! detonated, shot down), animated GIFs of one flight and of a whole game,
//! rating-history charts ([`chart_png`]), tables such as tournament
//! standings ([`table_png`]) and knockout brackets ([`BracketCard`], PNG
//! and SVG).
//! No Discord types and no IO: bytes in memory only.
//!
//! The game host describes a picture as a [`Scene`] (board, side to move,
//! orientation, last move, check, names, a [`Missile`]) and asks a
//! [`Renderer`] (one per image size, built once: [`Renderer::cached`]) for
//! PNG bytes ([`Renderer::png`]) or GIF bytes ([`Renderer::gif`]).
//! A missile takes only the squares entered so far, so a picture can never
//! show more of a flight than the defender may know.
//!
//! | module | what it is |
//! |---|---|
//! | [`scene`] | what a picture shows, in chess terms |
//! | [`renderer`] | the renderer: tiles per size, drawing a scene |
//! | [`animation`] | frame sequences: a flight step by step, a game replay |
//! | [`encode`] | PNG and GIF encoding (changed rectangles only) |
//! | `png_bands` | PNG encoding that reuses the compressed bands of earlier pictures |
//! | [`layout`] | where the strip, board and squares are in an image |
//! | [`canvas`] | an image as palette indices |
//! | [`chart`] | rating-history charts: one line per preset over dated axes |
//! | [`table`] | table pictures (standings): title, header, striped rows, gold winners |
//! | [`bracket`] | knockout bracket pictures, PNG and SVG from one layout |
//!
//! Pieces are Colin M.L. Burnett's (BSD). Text is drawn in DejaVu Sans
//! with a fallback chain for the scripts it lacks: Noto Sans Arabic, Hebrew
//! and Devanagari, Droid Sans Fallback (Chinese, Japanese) and Noto Sans CJK
//! KR cut to Hangul; each character in the first font that has it, an emoji
//! no font has as a stand-in glyph (`☺`), right-to-left names ordered by
//! the Unicode bidirectional algorithm and shaped (rustybuzz). See
//! `assets/ATTRIBUTION.md`. All are embedded in the binary.
//!
//! ```
//! use engine::{Bitboard, Board, Color, Piece, Role};
//! use render::{Missile, Renderer, Scene};
//! let sq = |s: &str| s.parse::<engine::Square>().unwrap();
//! let mut board = Board::empty();
//! board.set(sq("e4"), Piece::new(Color::White, Role::Pawn));
//! board.set(sq("d7"), Piece::new(Color::Black, Role::Pawn));
//! let missile = Missile::in_flight(sq("e4"), &[sq("e5"), sq("e6")], Bitboard::from(sq("d7"))).unwrap();
//! let scene = Scene::new(board, Color::White).players("Ann", "Bob").missile(missile);
//! let png = Renderer::cached(256).unwrap().png(&scene).unwrap();
//! assert!(png.len() > 100);
//! ```

pub mod animation;
pub mod bracket;
pub mod canvas;
pub mod chart;
pub mod encode;
pub mod eval_chart;
pub mod layout;
mod overlay;
mod palette;
mod png_bands;
pub mod renderer;
pub mod scene;
pub mod table;
mod text;
mod tiles;

pub use animation::{FlightEnd, flight_frames, replay_frames};
pub use bracket::BracketCard;
pub use canvas::Canvas;
pub use chart::{ChartPoint, RatingChart, Series, chart_png};
pub use encode::Frame;
pub use layout::{Layout, MAX_SIZE, MIN_SIZE};
pub use renderer::Renderer;
pub use scene::{Missile, MissileState, Players, Scene};
pub use table::{Align, Column, Table, table_png};

/// Why a picture could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    /// The image size is out of range.
    #[error("image size {0} is out of range: choose {MIN_SIZE} to {MAX_SIZE} pixels")]
    Size(u32),
    /// A missile's squares do not form a flight path.
    #[error("bad missile trail: {0}")]
    Missile(String),
    /// A replayed move is not legal.
    #[error("cannot replay the game: {0}")]
    Replay(String),
    /// An embedded asset could not be used (a bug in the build).
    #[error("embedded asset: {0}")]
    Asset(String),
    /// The encoder failed.
    #[error("encoding the image failed: {0}")]
    Encode(String),
}

impl Renderer {
    /// PNG bytes of `scene`.
    pub fn png(&self, scene: &Scene) -> Result<Vec<u8>, RenderError> {
        encode::png(&self.draw(scene), palette::Palette::get())
    }

    /// PNG bytes of `scene`, drawing into `canvas` (reused between calls).
    pub fn png_with(&self, scene: &Scene, canvas: &mut Canvas) -> Result<Vec<u8>, RenderError> {
        self.draw_into(scene, canvas);
        encode::png(canvas, palette::Palette::get())
    }

    /// An animated GIF of `frames` (looping), each frame after the first
    /// holding only what changed.
    pub fn gif(&self, frames: &[Frame]) -> Result<Vec<u8>, RenderError> {
        encode::gif(self, frames)
    }
}
