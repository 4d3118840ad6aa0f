//! Text in DejaVu Sans (embedded): measuring, cutting long names with an
//! ellipsis, and drawing anti-aliased glyphs into a palette-index canvas
//! (boards) or an RGBA pixmap (charts, tables).
//!
//! Names are arbitrary user text. Characters the font lacks are drawn as the
//! font's "missing glyph" box; control characters become spaces; nothing
//! here panics on any input.

use crate::canvas::Canvas;
use crate::palette::{Palette, Rgb};
use ab_glyph::{Font, FontRef, Glyph, GlyphId, PxScale, ScaleFont, point};
use resvg::tiny_skia::Pixmap;
use std::sync::OnceLock;

/// DejaVu Sans, embedded.
static FONT_DATA: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// Longest name considered (longer input is cut before measuring).
const MAX_CHARS: usize = 256;

/// The embedded font.
pub(crate) fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    // The embedded font is a valid TrueType file; the test
    // `embedded_font_parses` guards this.
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_DATA).expect("embedded DejaVu Sans parses"))
}

/// Cleans user text: control characters (newlines, tabs) and bidirectional
/// formatting characters become spaces, runs of whitespace collapse, ends are trimmed.
pub(crate) fn clean(text: &str) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in text.chars().take(MAX_CHARS) {
        if c.is_control() || c.is_whitespace() || is_bidi_control(c) {
            space = !out.is_empty();
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
    }
    out
}

/// Width in pixels of `text` at `px`.
pub(crate) fn width(text: &str, px: f32) -> f32 {
    let f = font().as_scaled(PxScale::from(px));
    let mut w = 0.0;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            w += f.kern(p, id);
        }
        w += f.h_advance(id);
        prev = Some(id);
    }
    w
}

/// `text` cut to fit `max_width` pixels at `px`, ending in `…` when cut.
/// Cuts between characters, never inside one, and drops a trailing space
/// or combining mark left dangling before the ellipsis.
pub(crate) fn fit(text: &str, px: f32, max_width: f32) -> String {
    let text = clean(text);
    if width(&text, px) <= max_width {
        return text;
    }
    let ell = width("…", px);
    let f = font().as_scaled(PxScale::from(px));
    let mut w = 0.0;
    let mut end = 0;
    let mut prev: Option<GlyphId> = None;
    for (i, c) in text.char_indices() {
        let id = f.glyph_id(c);
        let adv = f.h_advance(id) + prev.map_or(0.0, |p| f.kern(p, id));
        if w + adv + ell > max_width {
            break;
        }
        w += adv;
        end = i + c.len_utf8();
        prev = Some(id);
    }
    let mut cut = text[..end].to_string();
    while cut
        .chars()
        .last()
        .is_some_and(|c| c.is_whitespace() || is_combining(c))
    {
        cut.pop();
    }
    // A lone base character before a dropped combining mark is fine; but
    // never leave a mark without its base.
    cut.push('…');
    cut
}

/// Bidirectional formatting characters (they would reorder the strip).
fn is_bidi_control(c: char) -> bool {
    matches!(c as u32, 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

/// Combining marks (the common blocks), which must stay with their base.
fn is_combining(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F | 0x200D)
}

/// Draws `text` with its baseline at `(x, baseline)` in `color`, clipped to
/// `clip = (x0, y0, x1, y1)`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw(
    canvas: &mut Canvas,
    palette: &Palette,
    text: &str,
    px: f32,
    x: f32,
    baseline: f32,
    color: Rgb,
    clip: (u32, u32, u32, u32),
) {
    let font = font();
    let f = font.as_scaled(PxScale::from(px));
    let mut caret = x;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            caret += f.kern(p, id);
        }
        let glyph: Glyph = id.with_scale_and_position(PxScale::from(px), point(caret, baseline));
        caret += f.h_advance(id);
        prev = Some(id);
        if let Some(outlined) = font.outline_glyph(glyph) {
            let b = outlined.px_bounds();
            outlined.draw(|gx, gy, cov| {
                let px_x = b.min.x as i64 + gx as i64;
                let px_y = b.min.y as i64 + gy as i64;
                if px_x < clip.0 as i64
                    || px_y < clip.1 as i64
                    || px_x >= clip.2 as i64
                    || px_y >= clip.3 as i64
                {
                    return;
                }
                let a = (cov.clamp(0.0, 1.0) * 255.0).round() as u8;
                if a > 0 {
                    canvas.blend(px_x as u32, px_y as u32, palette, color, a);
                }
            });
        }
    }
}

/// Draws `text` with its baseline at `(x, baseline)` in `color` onto an
/// RGBA pixmap (charts, tables), blending by coverage; pixels outside are skipped.
pub(crate) fn draw_on_pixmap(
    pixmap: &mut Pixmap,
    text: &str,
    px: f32,
    x: f32,
    baseline: f32,
    color: Rgb,
) {
    let (w, h) = (pixmap.width() as i64, pixmap.height() as i64);
    let data = pixmap.data_mut();
    let font = font();
    let f = font.as_scaled(PxScale::from(px));
    let mut caret = x;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars() {
        let id = f.glyph_id(c);
        if let Some(p) = prev {
            caret += f.kern(p, id);
        }
        let glyph: Glyph = id.with_scale_and_position(PxScale::from(px), point(caret, baseline));
        caret += f.h_advance(id);
        prev = Some(id);
        let Some(outlined) = font.outline_glyph(glyph) else {
            continue;
        };
        let b = outlined.px_bounds();
        outlined.draw(|gx, gy, cov| {
            let (px_x, px_y) = (b.min.x as i64 + gx as i64, b.min.y as i64 + gy as i64);
            if px_x < 0 || px_y < 0 || px_x >= w || px_y >= h {
                return;
            }
            let a = cov.clamp(0.0, 1.0);
            let i = ((px_y * w + px_x) * 4) as usize;
            // Premultiplied source over premultiplied destination.
            for (k, source) in [color[0], color[1], color[2], 255].into_iter().enumerate() {
                let d = data[i + k] as f32;
                data[i + k] = (source as f32 * a + d * (1.0 - a)).round() as u8;
            }
        });
    }
}

/// A glyph pre-rasterized as coverage (for coordinates, drawn every frame).
pub(crate) struct Mask {
    pub(crate) width: u32,
    pub(crate) height: u32,
    /// Offset of the mask's top left from the pen position on the baseline.
    pub(crate) dx: i32,
    pub(crate) dy: i32,
    pub(crate) coverage: Vec<u8>,
}

impl Mask {
    /// Rasterizes one character at `px`.
    pub(crate) fn of(c: char, px: f32) -> Mask {
        let font = font();
        let glyph = font
            .glyph_id(c)
            .with_scale_and_position(PxScale::from(px), point(0.0, 0.0));
        match font.outline_glyph(glyph) {
            Some(o) => {
                let b = o.px_bounds();
                let (w, h) = (b.width().max(0.0) as u32, b.height().max(0.0) as u32);
                let mut coverage = vec![0u8; (w * h) as usize];
                o.draw(|x, y, cov| {
                    if x < w && y < h {
                        coverage[(y * w + x) as usize] =
                            (cov.clamp(0.0, 1.0) * 255.0).round() as u8;
                    }
                });
                Mask {
                    width: w,
                    height: h,
                    dx: b.min.x as i32,
                    dy: b.min.y as i32,
                    coverage,
                }
            }
            None => Mask {
                width: 0,
                height: 0,
                dx: 0,
                dy: 0,
                coverage: Vec::new(),
            },
        }
    }

    /// Draws the mask with its pen position at `(x, baseline)`.
    pub(crate) fn draw(
        &self,
        canvas: &mut Canvas,
        palette: &Palette,
        x: i32,
        baseline: i32,
        color: Rgb,
    ) {
        for my in 0..self.height {
            for mx in 0..self.width {
                let a = self.coverage[(my * self.width + mx) as usize];
                if a == 0 {
                    continue;
                }
                let px = x + self.dx + mx as i32;
                let py = baseline + self.dy + my as i32;
                if px >= 0 && py >= 0 {
                    canvas.blend(px as u32, py as u32, palette, color, a);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_font_parses() {
        assert!(font().glyph_id('a') != GlyphId(0));
    }

    #[test]
    fn long_names_are_cut_with_an_ellipsis_and_fit() {
        let name = "Maximilian Alexander von Schachbrett-Turmfalke der Dritte";
        let cut = fit(name, 20.0, 150.0);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(width(&cut, 20.0) <= 150.0);
        assert!(name.starts_with(cut.trim_end_matches('…')));
        assert_eq!(fit("Ann", 20.0, 150.0), "Ann");
    }

    #[test]
    fn odd_unicode_never_panics_and_is_cut_on_char_boundaries() {
        for name in [
            "🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀🦀",
            "שלום עולם שלום עולם שלום עולם שלום עולם",
            "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
            "\u{0}\n\t\u{202e}evil",
            "",
            "漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字漢字",
        ] {
            let cut = fit(name, 16.0, 90.0);
            assert!(width(&cut, 16.0) <= 90.0 + 0.01, "{name:?} -> {cut:?}");
            assert!(!cut.chars().any(|c| c.is_control() || is_bidi_control(c)));
        }
        assert_eq!(clean("  a\n\nb  "), "a b");
    }
}
