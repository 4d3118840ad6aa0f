//! Encoding canvases: a palette PNG for one picture, and an animated GIF
//! with one global palette where each frame after the first holds only the
//! rectangle that changed (unchanged pixels in it transparent), as lichess's
//! lila-gif does. Opaque RGBA pixmaps (charts, tables) become RGB PNGs.

use crate::RenderError;
use crate::canvas::Canvas;
use crate::palette::{Palette, TRANSPARENT};
use crate::renderer::Renderer;
use crate::scene::Scene;
use resvg::tiny_skia::Pixmap;

/// One picture of an animation and how long it stays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame<'a> {
    pub scene: Scene<'a>,
    /// Milliseconds (GIF keeps hundredths of a second; at least 20 ms).
    pub delay_ms: u32,
}

/// PNG bytes of a canvas: 8-bit palette, its bands compressed once and
/// reused from earlier pictures ([`crate::png_bands`]).
pub(crate) fn png(canvas: &Canvas, palette: &Palette) -> Result<Vec<u8>, RenderError> {
    if canvas.width == 0
        || canvas.height == 0
        || canvas.pixels.len() != canvas.width as usize * canvas.height as usize
    {
        return Err(RenderError::Encode(format!(
            "a {}x{} canvas with {} pixels cannot be encoded: draw it with a renderer", // words-scan: skip (a programmer's error: logged, or an English detail after a said sentence)
            canvas.width,
            canvas.height,
            canvas.pixels.len()
        )));
    }
    let bands = band_rows(canvas.width, canvas.height);
    let (bytes, _) = crate::png_bands::png(
        canvas.width,
        canvas.height,
        &canvas.pixels,
        &bands,
        &palette.bytes(palette.colors().len()),
        crate::png_bands::BandCache::global(),
    );
    Ok(bytes)
}

/// Forgets the compressed bands kept from earlier pictures (to give their
/// memory back, or to time a picture encoded from scratch); later pictures
/// are still correct, only slower until their bands are kept again.
pub fn forget_png_bands() {
    crate::png_bands::BandCache::global().clear();
}

/// Rows per band of a `width` x `height` picture: for a board, the title
/// strip, one band per rank and any rows left below; otherwise bands of 64
/// rows.
pub(crate) fn band_rows(width: u32, height: u32) -> Vec<u32> {
    let mut rows = Vec::with_capacity(10);
    match crate::layout::Layout::new(width) {
        Ok(l) if width == height => {
            rows.push(l.strip_height());
            rows.extend([l.square_px(); 8]);
        }
        _ => {}
    }
    let used: u32 = rows.iter().sum();
    let mut left = height.saturating_sub(used);
    while left > 0 {
        rows.push(left.min(64));
        left -= left.min(64);
    }
    rows.retain(|&r| r > 0);
    rows
}

/// PNG bytes (8-bit RGB, fast deflate) of an opaque pixmap (charts,
/// tables); the alpha channel is dropped.
pub(crate) fn pixmap_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(64 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::Fast);
        let mut writer = enc
            .write_header()
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        writer
            .write_image_data(&rgb)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        writer
            .finish()
            .map_err(|e| RenderError::Encode(e.to_string()))?;
    }
    Ok(out)
}

/// The smallest rectangle `(x, y, w, h)` where `a` and `b` differ.
fn changed_rect(a: &Canvas, b: &Canvas) -> Option<(u32, u32, u32, u32)> {
    let w = a.width as usize;
    let rows_differ = |y: usize| a.pixels[y * w..(y + 1) * w] != b.pixels[y * w..(y + 1) * w];
    let h = a.height as usize;
    let top = (0..h).find(|&y| rows_differ(y))?;
    let bottom = (0..h).rev().find(|&y| rows_differ(y)).unwrap_or(top);
    let mut left = w;
    let mut right = 0;
    for y in top..=bottom {
        let (ra, rb) = (&a.pixels[y * w..(y + 1) * w], &b.pixels[y * w..(y + 1) * w]);
        if let Some(l) = ra.iter().zip(rb).position(|(p, q)| p != q) {
            left = left.min(l);
            let r = w
                - 1
                - ra.iter()
                    .rev()
                    .zip(rb.iter().rev())
                    .position(|(p, q)| p != q)
                    .unwrap_or(0);
            right = right.max(r);
        }
    }
    Some((
        left as u32,
        top as u32,
        (right + 1 - left) as u32,
        (bottom + 1 - top) as u32,
    ))
}

fn delay_cs(ms: u32) -> u16 {
    (ms.div_ceil(10)).clamp(2, u16::MAX as u32) as u16
}

/// An animated GIF of `frames`, looping forever.
pub(crate) fn gif(renderer: &Renderer, frames: &[Frame]) -> Result<Vec<u8>, RenderError> {
    if frames.is_empty() {
        return Err(RenderError::Encode(
            "an animation needs at least one frame".into(), // words-scan: skip (a programmer's error: logged, or an English detail after a said sentence)
        ));
    }
    let palette = Palette::get();
    let size = renderer.size() as u16;
    let mut out = Vec::with_capacity(64 * 1024);
    let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    {
        let mut enc = gif::Encoder::new(&mut out, size, size, &palette.bytes(256)).map_err(err)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        let mut prev = renderer.draw(&frames[0].scene);
        let mut cur = prev.clone();
        // A frame is written once the next one is known (an unchanged next
        // frame only lengthens its delay).
        let mut pending = gif::Frame::from_indexed_pixels(size, size, prev.pixels.clone(), None);
        pending.delay = delay_cs(frames[0].delay_ms);
        for f in &frames[1..] {
            renderer.draw_into(&f.scene, &mut cur);
            match changed_rect(&prev, &cur) {
                None => pending.delay = pending.delay.saturating_add(delay_cs(f.delay_ms)),
                Some((x, y, w, h)) => {
                    enc.write_frame(&pending).map_err(err)?;
                    let mut buf = Vec::with_capacity((w * h) as usize);
                    let width = cur.width as usize;
                    for row in y..y + h {
                        let start = row as usize * width + x as usize;
                        let (new, old) = (
                            &cur.pixels[start..start + w as usize],
                            &prev.pixels[start..start + w as usize],
                        );
                        buf.extend(
                            new.iter()
                                .zip(old)
                                .map(|(&n, &o)| if n == o { TRANSPARENT } else { n }),
                        );
                    }
                    pending =
                        gif::Frame::from_indexed_pixels(w as u16, h as u16, buf, Some(TRANSPARENT));
                    pending.left = x as u16;
                    pending.top = y as u16;
                    pending.delay = delay_cs(f.delay_ms);
                    std::mem::swap(&mut prev, &mut cur);
                }
            }
        }
        enc.write_frame(&pending).map_err(err)?;
    }
    Ok(out)
}
