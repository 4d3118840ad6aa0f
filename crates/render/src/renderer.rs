//! The renderer: built once per image size (pieces rasterized, tiles
//! quantized, coordinate glyphs prepared), then draws any [`Scene`] by
//! copying tiles and adding the few per-frame marks.

use crate::RenderError;
use crate::canvas::Canvas;
use crate::layout::Layout;
use crate::overlay::Layer;
use crate::palette::Background;
use crate::palette::{Palette, Rgb, colors};
use crate::scene::{MissileState, Scene};
use crate::text::{self, Mask};
use crate::tiles::Tiles;
use engine::{Color, Piece, Square};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// A title strip's content: White's name, Black's name, the side to move.
type StripKey = (String, String, Color);

/// Draws boards of one size. Cheap to share (`&self` everywhere, `Sync`).
///
/// ```
/// use engine::{Board, Color, Piece, Role};
/// use render::{Renderer, Scene};
/// let renderer = Renderer::cached(256).unwrap();
/// let mut board = Board::empty();
/// board.set("e4".parse().unwrap(), Piece::new(Color::White, Role::Pawn));
/// let png: Vec<u8> = renderer.png(&Scene::new(board, Color::Black)).unwrap();
/// assert_eq!(&png[1..4], b"PNG");
/// ```
pub struct Renderer {
    layout: Layout,
    palette: &'static Palette,
    tiles: Tiles,
    /// `a`..`h` then `1`..`8`.
    coords: Vec<Mask>,
    frame: u8,
    /// Title strips drawn before, by names and side to move.
    strips: Mutex<HashMap<StripKey, Arc<[u8]>>>,
    /// How many strips the cache keeps (about 4 MB).
    strips_max: usize,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer")
            .field("layout", &self.layout)
            .finish()
    }
}

impl Renderer {
    /// Builds a renderer for `size` x `size` images (`128..=2048`). Takes a
    /// few tens of milliseconds; keep it (or use [`Renderer::cached`]).
    pub fn new(size: u32) -> Result<Renderer, RenderError> {
        let layout = Layout::new(size)?;
        let palette = Palette::get();
        let tiles = Tiles::build(layout.square_px(), palette)?;
        let px = (layout.square_px() as f32 * 0.21).max(7.0);
        let coords = ('a'..='h')
            .chain('1'..='8')
            .map(|c| Mask::of(c, px))
            .collect();
        Ok(Renderer {
            layout,
            palette,
            tiles,
            coords,
            frame: palette.index_of(colors::FRAME),
            strips: Mutex::new(HashMap::new()),
            strips_max: (4 << 20) / (size * layout.strip_height()).max(1) as usize,
        })
    }

    /// The shared renderer for `size`, built on first use.
    pub fn cached(size: u32) -> Result<Arc<Renderer>, RenderError> {
        static CACHE: OnceLock<Mutex<HashMap<u32, Arc<Renderer>>>> = OnceLock::new();
        Layout::new(size)?;
        let cache = CACHE.get_or_init(Default::default);
        if let Some(r) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&size) {
            return Ok(r.clone());
        }
        // Build outside the lock: another size may be wanted meanwhile.
        let built = Arc::new(Renderer::new(size)?);
        let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
        Ok(map.entry(size).or_insert(built).clone())
    }

    /// Where things are in this renderer's images.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// Image side in pixels.
    pub fn size(&self) -> u32 {
        self.layout.size()
    }

    /// Draws `scene` into a new canvas.
    pub fn draw(&self, scene: &Scene) -> Canvas {
        let mut canvas = Canvas::new(self.size(), self.size());
        self.draw_into(scene, &mut canvas);
        canvas
    }

    /// Draws `scene` into `canvas` (reusing its memory).
    pub fn draw_into(&self, scene: &Scene, canvas: &mut Canvas) {
        let size = self.size();
        if canvas.width != size || canvas.height != size {
            *canvas = Canvas::new(size, size);
        }
        let l = self.layout;
        let (bx, by) = l.board_origin();
        let s = l.square_px();
        let board_px = 8 * s;

        // Frame: the strip and the side margins.
        canvas.fill(0, 0, size, by, self.frame);
        canvas.fill(0, by, bx, board_px, self.frame);
        canvas.fill(
            bx + board_px,
            by,
            size - bx - board_px,
            board_px,
            self.frame,
        );

        // Pieces as the missile's state leaves them.
        let mut board = scene.board;
        let mut shooters = engine::Bitboard::EMPTY;
        let mut shooter_from = None;
        if let Some(m) = &scene.missile {
            board.remove(m.launch());
            match m.state() {
                MissileState::InFlight { shooters: sh } => shooters = sh,
                MissileState::Detonated => {
                    board.remove(m.head());
                }
                MissileState::ShotDown { shooter, promotion } => {
                    if let Some(p) = board.remove(shooter) {
                        let role = promotion.unwrap_or(p.role);
                        board.set(m.head(), Piece::new(p.color, role));
                    }
                    shooter_from = Some(shooter);
                }
            }
        }

        for sq in Square::all() {
            let bg = if scene.check == Some(sq) && board.piece_at(sq).is_some() {
                Background::Check
            } else if shooters.contains(sq) {
                Background::Shooter
            } else if scene.missile.as_ref().is_some_and(|m| m.launch() == sq) {
                Background::Launch
            } else if shooter_from == Some(sq)
                || scene.last_move.is_some_and(|(a, b)| a == sq || b == sq)
            {
                Background::LastMove
            } else {
                Background::Plain
            };
            let (x, y, _, _) = l.square_rect(sq, scene.orientation);
            let tile = self.tiles.get(bg, sq.is_light(), board.piece_at(sq));
            canvas.blit(x, y, self.tiles.side(), tile);
        }

        self.draw_coordinates(canvas, scene.orientation);
        if let Some(m) = &scene.missile {
            self.draw_missile(canvas, scene, m);
        }
        self.strip(canvas, scene);
    }

    /// The title strip, from the cache when these names were drawn before.
    fn strip(&self, canvas: &mut Canvas, scene: &Scene) {
        let n = (self.size() * self.layout.strip_height()) as usize;
        let key = (
            scene.players.white.to_string(),
            scene.players.black.to_string(),
            scene.turn,
        );
        let hit = self
            .strips
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
            .cloned();
        if let Some(strip) = hit {
            canvas.pixels[..n].copy_from_slice(&strip);
            return;
        }
        self.draw_strip(canvas, scene);
        let mut cache = self.strips.lock().unwrap_or_else(|e| e.into_inner());
        if cache.len() >= self.strips_max {
            cache.clear();
        }
        cache.insert(key, Arc::from(&canvas.pixels[..n]));
    }

    fn draw_coordinates(&self, canvas: &mut Canvas, bottom: Color) {
        let l = self.layout;
        let s = l.square_px() as i32;
        let pad = (s / 16).max(1);
        for i in 0..8u8 {
            // Files along the bottom row, bottom-right corner.
            let file_sq = match bottom {
                Color::White => Square::from_coords(i, 0),
                Color::Black => Square::from_coords(i, 7),
            };
            let m = &self.coords[i as usize];
            let (x, y, _, _) = l.square_rect(file_sq, bottom);
            let color = coord_color(file_sq);
            let pen_x = x as i32 + s - pad - m.width as i32 - m.dx;
            let baseline = y as i32 + s - pad - (m.dy + m.height as i32);
            m.draw(canvas, self.palette, pen_x, baseline, color);
            // Ranks along the left column, top-left corner.
            let rank_sq = match bottom {
                Color::White => Square::from_coords(0, i),
                Color::Black => Square::from_coords(7, i),
            };
            let m = &self.coords[8 + i as usize];
            let (x, y, _, _) = l.square_rect(rank_sq, bottom);
            m.draw(
                canvas,
                self.palette,
                x as i32 + pad - m.dx,
                y as i32 + pad - m.dy,
                coord_color(rank_sq),
            );
        }
    }

    fn draw_missile(&self, canvas: &mut Canvas, scene: &Scene, m: &crate::Missile) {
        let l = self.layout;
        let sqf = l.square_px() as f32;
        let centers: Vec<(f32, f32)> = std::iter::once(m.launch())
            .chain(m.entered().iter().copied())
            .map(|sq| l.board_center(sq, scene.orientation))
            .collect();
        // The layer covers the squares involved plus a quarter square.
        let board_px = (8 * l.square_px()) as f32;
        let pad = sqf * 0.75;
        let min_x = centers.iter().map(|p| p.0).fold(f32::MAX, f32::min);
        let min_y = centers.iter().map(|p| p.1).fold(f32::MAX, f32::min);
        let max_x = centers.iter().map(|p| p.0).fold(0.0, f32::max);
        let max_y = centers.iter().map(|p| p.1).fold(0.0, f32::max);
        let (ox, oy) = (
            (min_x - pad).max(0.0).floor(),
            (min_y - pad).max(0.0).floor(),
        );
        let (ex, ey) = (
            (max_x + pad).min(board_px).ceil(),
            (max_y + pad).min(board_px).ceil(),
        );
        let Some(mut layer) = Layer::new((ex - ox) as u32, (ey - oy) as u32, l.square_px()) else {
            return;
        };
        let points: Vec<(f32, f32)> = centers.iter().map(|p| (p.0 - ox, p.1 - oy)).collect();
        let gap = match m.state() {
            MissileState::ShotDown { .. } => 0.42,
            _ => 0.0,
        };
        layer.trail(&points, gap);
        let head = *points.last().unwrap_or(&(0.0, 0.0));
        match m.state() {
            MissileState::InFlight { .. } => {
                let dir = if points.len() >= 2 {
                    let p = points[points.len() - 2];
                    (head.0 - p.0, head.1 - p.1)
                } else {
                    // Not yet moved: point toward the enemy side.
                    let side = scene.board.color_at(m.launch()).unwrap_or(scene.turn);
                    if side == scene.orientation {
                        (0.0, -1.0)
                    } else {
                        (0.0, 1.0)
                    }
                };
                layer.missile(head, dir);
            }
            MissileState::Detonated => layer.blast(head),
            MissileState::ShotDown { .. } => layer.crosshair(head),
        }
        if let Some(bounds) = layer.bounds {
            let (bx, by) = l.board_origin();
            canvas.composite(
                &layer.pixmap,
                bx + ox as u32,
                by + oy as u32,
                bounds,
                self.palette,
            );
        }
    }

    fn draw_strip(&self, canvas: &mut Canvas, scene: &Scene) {
        let l = self.layout;
        let size = l.size();
        let h = l.strip_height();
        if h < 6 {
            return;
        }
        let hf = h as f32;
        let (bx, _) = l.board_origin();
        let half = size / 2;
        let px = self.strip_px();
        let baseline = hf * 0.5 + px * 0.36;
        let r = hf * 0.24;
        let gap = hf * 0.25;
        let bar = (h / 10).max(2);
        let accent = self.palette.index_of(colors::ACCENT);
        // Left half: White. Right half: Black.
        for side in [Color::White, Color::Black] {
            let to_move = scene.turn == side;
            let (x0, x1) = match side {
                Color::White => (bx, half),
                Color::Black => (half, size - bx),
            };
            if to_move {
                canvas.fill(x0, h - bar, x1 - x0, bar, accent);
            }
            let name_color = if to_move {
                colors::TEXT
            } else {
                colors::TEXT_DIM
            };
            let (disc_fill, disc_edge) = match side {
                Color::White => (colors::WHITE, colors::TEXT_DIM),
                Color::Black => (colors::BLACK, colors::TEXT_DIM),
            };
            let name = match side {
                Color::White => scene.players.white,
                Color::Black => scene.players.black,
            };
            let fitted = self.strip_name(name, x1 - x0);
            let w = text::width(&fitted, px);
            let cy = (hf - bar as f32) * 0.5;
            let (disc_x, text_x) = match side {
                Color::White => (x0 as f32 + gap + r, x0 as f32 + 2.0 * gap + 2.0 * r),
                Color::Black => (x1 as f32 - gap - r, x1 as f32 - 2.0 * gap - 2.0 * r - w),
            };
            disc(canvas, self.palette, disc_x, cy, r, disc_fill, disc_edge);
            text::draw(
                canvas,
                self.palette,
                &fitted,
                px,
                text_x,
                baseline - bar as f32 * 0.5,
                name_color,
                (x0, 0, x1, h - bar),
            );
        }
    }
}

impl Renderer {
    /// The strip's font size in pixels.
    fn strip_px(&self) -> f32 {
        self.layout.strip_height() as f32 * 0.52
    }

    /// `name` as the strip draws it in a half `half` pixels wide: cleaned,
    /// and cut with an ellipsis when it does not fit beside the disc.
    fn strip_name(&self, name: &str, half: u32) -> String {
        let hf = self.layout.strip_height() as f32;
        let (r, gap) = (hf * 0.24, hf * 0.25);
        let room = half as f32 - 2.0 * r - 3.0 * gap;
        text::fit(name, self.strip_px(), room.max(0.0))
    }
}

/// Coordinates are written in the other square colour.
fn coord_color(sq: Square) -> Rgb {
    if sq.is_light() {
        colors::DARK
    } else {
        colors::LIGHT
    }
}

/// An anti-aliased disc with a one-pixel edge.
fn disc(canvas: &mut Canvas, palette: &Palette, cx: f32, cy: f32, r: f32, fill: Rgb, edge: Rgb) {
    let (x0, y0) = (
        (cx - r - 1.0).floor().max(0.0) as u32,
        (cy - r - 1.0).floor().max(0.0) as u32,
    );
    let (x1, y1) = ((cx + r + 1.0).ceil() as u32, (cy + r + 1.0).ceil() as u32);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
            let outer = (r + 0.5 - d).clamp(0.0, 1.0);
            if outer <= 0.0 {
                continue;
            }
            let inner = (r - 0.5 - d).clamp(0.0, 1.0);
            canvas.blend(x, y, palette, edge, (outer * 255.0) as u8);
            if inner > 0.0 {
                canvas.blend(x, y, palette, fill, (inner * 255.0) as u8);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::tests::NAMES;
    use ab_glyph::GlyphId;
    use engine::Board;

    #[test]
    fn a_board_with_names_in_other_scripts_draws_every_glyph() {
        let r = Renderer::new(512).unwrap();
        let (_, by) = r.layout().board_origin();
        let size = r.size();
        let blank = r.draw(&Scene::new(Board::empty(), Color::White).players("", ""));
        for (white, black) in [(NAMES[0], NAMES[1]), (NAMES[2], NAMES[3])] {
            let drawn = r.draw(&Scene::new(Board::empty(), Color::White).players(white, black));
            for (name, x0, x1) in [(white, 0, size / 2), (black, size / 2, size)] {
                // Whole, and every glyph real: the emoji's a stand-in.
                let fitted = r.strip_name(name, size / 2 - r.layout().board_origin().0);
                assert_eq!(fitted, name);
                let line = text::layout(&fitted, r.strip_px());
                assert!(line.glyphs.len() >= name.chars().count() - 1, "{name}");
                for g in &line.glyphs {
                    assert_ne!(g.id, GlyphId(0), "{name}: {g:?}");
                    assert_eq!(
                        g.stand_in,
                        name.starts_with('🐉') && g.x == 0.0,
                        "{name}: {g:?}"
                    );
                }
                // Drawn: the half differs from the nameless strip.
                let changed = (0..by)
                    .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                    .filter(|&(x, y)| drawn.rgb(x, y) != blank.rgb(x, y))
                    .count();
                assert!(changed > 20 * line.glyphs.len(), "{name}: {changed}");
            }
        }
    }
}
