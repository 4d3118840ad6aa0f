//! The canvas: an image as one palette index per pixel, with the few
//! operations boards need (fill, copy a tile, blend a colour, composite an
//! anti-aliased RGBA overlay).

use crate::palette::{Palette, Rgb};
use resvg::tiny_skia::Pixmap;

/// A `width` x `height` image of palette indices, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) pixels: Vec<u8>,
}

impl Canvas {
    pub(crate) fn new(width: u32, height: u32) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![0; (width * height) as usize],
        }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The palette index of every pixel, row by row.
    pub fn indices(&self) -> &[u8] {
        &self.pixels
    }

    /// The RGB colour of pixel `(x, y)`, `None` outside the canvas.
    pub fn rgb(&self, x: u32, y: u32) -> Option<[u8; 3]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        Some(Palette::get().rgb(self.pixels[(y * self.width + x) as usize]))
    }

    /// Fills a rectangle with one palette index.
    pub(crate) fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, index: u8) {
        let (x1, y1) = ((x + w).min(self.width), (y + h).min(self.height));
        for row in y..y1 {
            let start = (row * self.width) as usize;
            self.pixels[start + x as usize..start + x1 as usize].fill(index);
        }
    }

    /// Copies a `side` x `side` tile to `(x, y)` (fully inside the canvas).
    #[inline]
    pub(crate) fn blit(&mut self, x: u32, y: u32, side: usize, tile: &[u8]) {
        let w = self.width as usize;
        for (r, src) in tile.chunks_exact(side).enumerate() {
            let start = (y as usize + r) * w + x as usize;
            self.pixels[start..start + side].copy_from_slice(src);
        }
    }

    /// Blends `color` with coverage `alpha` over pixel `(x, y)`; outside is ignored.
    #[inline]
    pub(crate) fn blend(&mut self, x: u32, y: u32, palette: &Palette, color: Rgb, alpha: u8) {
        if x < self.width && y < self.height {
            let i = (y * self.width + x) as usize;
            self.pixels[i] = palette.blend(self.pixels[i], color, alpha);
        }
    }

    /// Composites the premultiplied RGBA `overlay` with its top left at
    /// `(ox, oy)`, only within `bounds = (x0, y0, x1, y1)` of the overlay.
    pub(crate) fn composite(
        &mut self,
        overlay: &Pixmap,
        ox: u32,
        oy: u32,
        bounds: (u32, u32, u32, u32),
        palette: &Palette,
    ) {
        let ow = overlay.width();
        let px = overlay.pixels();
        let (x0, y0) = (bounds.0, bounds.1);
        let (x1, y1) = (bounds.2.min(ow), bounds.3.min(overlay.height()));
        for y in y0..y1 {
            for x in x0..x1 {
                let p = px[(y * ow + x) as usize];
                let a = p.alpha();
                if a == 0 {
                    continue;
                }
                let (cx, cy) = (ox + x, oy + y);
                if cx >= self.width || cy >= self.height {
                    continue;
                }
                let i = (cy * self.width + cx) as usize;
                let d = palette.rgb(self.pixels[i]);
                let inv = 255 - a as u32;
                // Premultiplied source: out = src + dst * (1 - a).
                let f = |s: u8, d: u8| (s as u32 + (d as u32 * inv + 127) / 255).min(255) as u8;
                let out = [f(p.red(), d[0]), f(p.green(), d[1]), f(p.blue(), d[2])];
                self.pixels[i] = palette.nearest(out);
            }
        }
    }
}
