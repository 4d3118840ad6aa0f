//! Square tiles: every piece (or none) pre-drawn on every kind of square
//! background, rasterized from the Cburnett SVGs with resvg once per image
//! size and stored as palette indices, so drawing a board is copying rows.

use crate::palette::{Background, Palette, Rgb, colors};
use engine::{Color, Piece, Role};
use resvg::tiny_skia::{self, Paint, PathBuilder, Pixmap, Stroke, Transform};
use std::collections::HashMap;

/// Index of a piece (or none) among the 13 tile contents.
fn content_index(piece: Option<Piece>) -> usize {
    match piece {
        None => 0,
        Some(p) => 1 + p.color.index() * 6 + p.role.index(),
    }
}

/// The Cburnett SVG of a piece.
fn piece_svg(piece: Piece) -> &'static [u8] {
    macro_rules! svg {
        ($name:literal) => {
            include_bytes!(concat!("../../../assets/pieces/", $name, ".svg")).as_slice()
        };
    }
    match (piece.color, piece.role) {
        (Color::White, Role::Pawn) => svg!("wP"),
        (Color::White, Role::Knight) => svg!("wN"),
        (Color::White, Role::Bishop) => svg!("wB"),
        (Color::White, Role::Rook) => svg!("wR"),
        (Color::White, Role::Queen) => svg!("wQ"),
        (Color::White, Role::King) => svg!("wK"),
        (Color::Black, Role::Pawn) => svg!("bP"),
        (Color::Black, Role::Knight) => svg!("bN"),
        (Color::Black, Role::Bishop) => svg!("bB"),
        (Color::Black, Role::Rook) => svg!("bR"),
        (Color::Black, Role::Queen) => svg!("bQ"),
        (Color::Black, Role::King) => svg!("bK"),
    }
}

/// All 12 pieces.
pub(crate) fn all_pieces() -> impl Iterator<Item = Piece> {
    Color::ALL
        .into_iter()
        .flat_map(|c| Role::ALL.into_iter().map(move |r| Piece::new(c, r)))
}

/// Rasterizes one piece to an `px` x `px` premultiplied RGBA pixmap.
fn rasterize_piece(piece: Piece, px: u32) -> Result<Pixmap, crate::RenderError> {
    let tree = resvg::usvg::Tree::from_data(piece_svg(piece), &resvg::usvg::Options::default())
        .map_err(|e| crate::RenderError::Asset(format!("piece SVG: {e}")))?; // words-scan: skip (a broken embedded asset, a build's error: logged, or an English detail after a said sentence)
    let mut pixmap =
        Pixmap::new(px, px).ok_or_else(|| crate::RenderError::Asset("piece pixmap size".into()))?; // words-scan: skip (a broken embedded asset, a build's error: logged, or an English detail after a said sentence)
    let scale = px as f32 / tree.size().width();
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

fn paint(c: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], alpha);
    p.anti_alias = true;
    p
}

/// Draws a background into an `s` x `s` pixmap.
fn draw_background(bg: Background, light: bool, s: u32) -> Option<Pixmap> {
    let mut pm = Pixmap::new(s, s)?;
    let base = bg.color(light);
    pm.fill(tiny_skia::Color::from_rgba8(base[0], base[1], base[2], 255));
    let sf = s as f32;
    match bg {
        Background::Check => {
            let c = colors::CHECK;
            let shader = tiny_skia::RadialGradient::new(
                tiny_skia::Point::from_xy(sf / 2.0, sf / 2.0),
                tiny_skia::Point::from_xy(sf / 2.0, sf / 2.0),
                sf * 0.62,
                vec![
                    tiny_skia::GradientStop::new(
                        0.0,
                        tiny_skia::Color::from_rgba8(c[0], c[1], c[2], 255),
                    ),
                    tiny_skia::GradientStop::new(
                        0.3,
                        tiny_skia::Color::from_rgba8(c[0], c[1], c[2], 230),
                    ),
                    tiny_skia::GradientStop::new(
                        1.0,
                        tiny_skia::Color::from_rgba8(c[0], c[1], c[2], 0),
                    ),
                ],
                tiny_skia::SpreadMode::Pad,
                Transform::identity(),
            )?;
            let p = Paint {
                shader,
                ..Paint::default()
            };
            let rect = tiny_skia::Rect::from_xywh(0.0, 0.0, sf, sf)?;
            pm.fill_rect(rect, &p, Transform::identity(), None);
        }
        Background::Launch => {
            let path = PathBuilder::from_circle(sf / 2.0, sf / 2.0, sf * 0.30)?;
            let stroke = Stroke {
                width: (sf * 0.06).max(1.5),
                ..Stroke::default()
            };
            pm.stroke_path(
                &path,
                &paint(colors::TRAIL, 255),
                &stroke,
                Transform::identity(),
                None,
            );
        }
        _ => {}
    }
    Some(pm)
}

/// Every tile of one image size, as palette indices.
pub(crate) struct Tiles {
    side: usize,
    /// `[background][light?][content]` flattened; each `side * side` bytes.
    tiles: Vec<Vec<u8>>,
}

impl Tiles {
    /// Builds all tiles for squares `side` pixels wide.
    pub(crate) fn build(side: u32, palette: &Palette) -> Result<Tiles, crate::RenderError> {
        let mut pieces = Vec::with_capacity(12);
        for p in all_pieces() {
            pieces.push(rasterize_piece(p, side)?);
        }
        let mut memo = HashMap::new();
        let mut tiles = Vec::with_capacity(Background::ALL.len() * 2 * 13);
        for bg in Background::ALL {
            for light in [true, false] {
                let back = draw_background(bg, light, side)
                    .ok_or_else(|| crate::RenderError::Asset("tile background".into()))?; // words-scan: skip (a broken embedded asset, a build's error: logged, or an English detail after a said sentence)
                for content in 0..13 {
                    let mut pm = back.clone();
                    if content > 0 {
                        pm.draw_pixmap(
                            0,
                            0,
                            pieces[content - 1].as_ref(),
                            &tiny_skia::PixmapPaint::default(),
                            Transform::identity(),
                            None,
                        );
                    }
                    let mut last = None;
                    let tile: Vec<u8> = pm
                        .pixels()
                        .iter()
                        .map(|p| {
                            let c = p.demultiply();
                            let rgb = [c.red(), c.green(), c.blue()];
                            match last {
                                Some((prev, i)) if prev == rgb => i,
                                _ => {
                                    let i = palette.nearest_exact(rgb, &mut memo);
                                    last = Some((rgb, i));
                                    i
                                }
                            }
                        })
                        .collect();
                    tiles.push(tile);
                }
            }
        }
        Ok(Tiles {
            side: side as usize,
            tiles,
        })
    }

    /// The tile of `piece` on `bg`, light or dark square.
    #[inline]
    pub(crate) fn get(&self, bg: Background, light: bool, piece: Option<Piece>) -> &[u8] {
        let i = (bg.index() * 2 + usize::from(!light)) * 13 + content_index(piece);
        &self.tiles[i]
    }

    pub(crate) fn side(&self) -> usize {
        self.side
    }
}
