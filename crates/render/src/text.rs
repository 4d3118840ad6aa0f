//! Text in any script: measuring, cutting long names with an ellipsis, and
//! drawing anti-aliased glyphs into a palette-index canvas (boards) or an
//! RGBA pixmap (charts, tables).
//!
//! The fonts are embedded (`assets/fonts`, `assets/ATTRIBUTION.md`) and
//! form a fallback chain ([`FONTS`]): DejaVu Sans (Latin, Greek, Cyrillic,
//! Arabic, Hebrew, symbols), then Noto Sans Arabic, Noto Sans Hebrew, Noto
//! Sans Devanagari, Droid Sans Fallback (Chinese, Japanese kana and kanji)
//! and Noto Sans CJK KR cut to Hangul. Each character is drawn by the first
//! font that has a glyph for it ([`resolve`], cached per thread); kerning
//! applies only between two glyphs of one font. An emoji no font has is
//! drawn as a deliberate stand-in (DejaVu's `☺`), any other character no
//! font has as `�`: never as a font's missing-glyph box.
//!
//! Right-to-left text (Arabic, Hebrew) is ordered by the Unicode
//! bidirectional algorithm (`unicode-bidi`, the paragraph's direction from
//! its first strong character, as a browser's `dir=auto`), and runs of
//! scripts whose letters change shape (Arabic joining forms, Devanagari
//! conjuncts, Hebrew points) are shaped by `rustybuzz` with the font that
//! draws them. Everything else is one glyph per character, the fast path.
//!
//! Names are arbitrary user text. Control characters become spaces and
//! bidirectional formatting characters are removed before the bidi
//! algorithm runs ([`clean`]): an override such as U+202E in a name could
//! otherwise make it read as someone else's; nothing here panics on any
//! input.

use crate::canvas::Canvas;
use crate::palette::{Palette, Rgb};
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use resvg::tiny_skia::Pixmap;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The embedded fonts, in fallback order: a name and the file.
pub(crate) const FONTS: [(&str, &[u8]); 6] = [
    (
        "DejaVu Sans", // words-scan: skip (a font family's name)
        include_bytes!("../../../assets/fonts/DejaVuSans.ttf"),
    ),
    (
        "Noto Sans Arabic", // words-scan: skip (a font family's name)
        include_bytes!("../../../assets/fonts/NotoSansArabic-Regular.ttf"),
    ),
    (
        "Noto Sans Hebrew", // words-scan: skip (a font family's name)
        include_bytes!("../../../assets/fonts/NotoSansHebrew-Regular.ttf"),
    ),
    (
        "Noto Sans Devanagari", // words-scan: skip (a font family's name)
        include_bytes!("../../../assets/fonts/NotoSansDevanagari-Regular.ttf"),
    ),
    (
        "Droid Sans Fallback Full", // words-scan: skip (a font family's name)
        include_bytes!("../../../assets/fonts/DroidSansFallbackFull.ttf"),
    ),
    (
        "Noto Sans CJK KR (Hangul)", // words-scan: skip (a font family's name)
        include_bytes!("../../../assets/fonts/NotoSansCJKkr-Hangul.otf"),
    ),
];

/// What an emoji that no font has is drawn as (in DejaVu Sans).
pub(crate) const EMOJI_STAND_IN: char = '☺';
/// What any other character that no font has is drawn as.
pub(crate) const MISSING_STAND_IN: char = '\u{FFFD}';

/// Longest name considered (longer input is cut before measuring).
const MAX_CHARS: usize = 256;

/// One font of the chain.
pub(crate) struct Face {
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) name: &'static str,
    pub(crate) font: FontRef<'static>,
    /// The same em size as DejaVu Sans at a given `px`: ab_glyph scales a
    /// font so that its ascent-to-descent height is `px`, and these heights
    /// differ between fonts.
    ratio: f32,
    /// The shaper's view of the same file, parsed on first use.
    shaper: OnceLock<Option<rustybuzz::Face<'static>>>,
}

impl Face {
    /// ab_glyph's scale for this font at `px` (DejaVu's em size).
    pub(crate) fn scale(&self, px: f32) -> PxScale {
        PxScale::from(px * self.ratio)
    }

    fn shaper(&self, index: usize) -> Option<&rustybuzz::Face<'static>> {
        self.shaper
            .get_or_init(|| rustybuzz::Face::from_slice(FONTS[index].1, 0))
            .as_ref()
    }
}

/// The font chain, parsed once.
pub(crate) fn faces() -> &'static [Face] {
    static FACES: OnceLock<Vec<Face>> = OnceLock::new();
    FACES.get_or_init(|| {
        // The embedded fonts are valid font files; the test
        // `embedded_fonts_parse` guards this.
        let fonts: Vec<FontRef<'static>> = FONTS
            .iter()
            .map(|(name, data)| {
                FontRef::try_from_slice(data).unwrap_or_else(|_| panic!("embedded {name} parses"))
            })
            .collect();
        let em = |f: &FontRef<'static>| f.units_per_em().unwrap_or(1000.0) / f.height_unscaled();
        let base = em(&fonts[0]);
        FONTS
            .iter()
            .zip(fonts)
            .map(|((name, _), font)| Face {
                name,
                ratio: base / em(&font),
                font,
                shaper: OnceLock::new(),
            })
            .collect()
    })
}

/// The first font, DejaVu Sans.
#[cfg(test)]
pub(crate) fn font() -> &'static FontRef<'static> {
    &faces()[0].font
}

/// Which glyph draws a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Resolved {
    /// Index into [`faces`].
    pub(crate) font: u8,
    pub(crate) id: GlyphId,
    /// The character itself is in no font: `id` is a stand-in's glyph.
    pub(crate) stand_in: bool,
    /// Draws nothing and takes no room (joiners, variation selectors).
    pub(crate) ignorable: bool,
}

/// The glyph that draws `c`: the first font of the chain that has one,
/// else a stand-in. Cached per thread.
pub(crate) fn resolve(c: char) -> Resolved {
    thread_local! {
        static CACHE: RefCell<HashMap<char, Resolved>> = RefCell::new(HashMap::new());
    }
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(r) = cache.get(&c) {
            return *r;
        }
        let r = resolve_uncached(c);
        if cache.len() >= 8192 {
            cache.clear();
        }
        cache.insert(c, r);
        r
    })
}

fn resolve_uncached(c: char) -> Resolved {
    let faces = faces();
    if is_ignorable(c) {
        return Resolved {
            font: 0,
            id: GlyphId(0),
            stand_in: false,
            ignorable: true,
        };
    }
    for (i, face) in faces.iter().enumerate() {
        let id = face.font.glyph_id(c);
        if id.0 != 0 {
            return Resolved {
                font: i as u8,
                id,
                stand_in: false,
                ignorable: false,
            };
        }
    }
    let stand_in = if is_emoji(c) {
        EMOJI_STAND_IN
    } else {
        MISSING_STAND_IN
    };
    Resolved {
        font: 0,
        id: faces[0].font.glyph_id(stand_in),
        stand_in: true,
        ignorable: false,
    }
}

/// Characters drawn as nothing: joiners, variation selectors, tags, emoji
/// skin-tone modifiers (their emoji has a stand-in already).
fn is_ignorable(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x034F | 0x200B..=0x200F | 0x2060..=0x2064 | 0xFE00..=0xFE0F
        | 0xFEFF | 0x1F3FB..=0x1F3FF | 0xE0000..=0xE007F | 0xE0100..=0xE01EF)
}

/// Emoji and pictographs (the blocks Discord names draw them from).
fn is_emoji(c: char) -> bool {
    matches!(c as u32,
        0x2300..=0x23FF | 0x2600..=0x27BF | 0x2B00..=0x2BFF | 0x1F000..=0x1FAFF)
}

/// Scripts whose letters change shape or order with their neighbours
/// (Hebrew, Arabic, Syriac, Thaana, N'Ko, the Indic scripts, Thai, Lao,
/// Tibetan, Myanmar, Khmer, presentation forms): shaped by rustybuzz.
fn is_complex(c: char) -> bool {
    matches!(c as u32,
        0x0590..=0x08FF | 0x0900..=0x0DFF | 0x0E00..=0x0FFF | 0x1000..=0x109F
        | 0x1780..=0x17FF | 0xA8E0..=0xA8FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF)
}

/// Characters of right-to-left scripts: only text holding one needs the
/// bidirectional algorithm.
fn is_rtl(c: char) -> bool {
    matches!(c as u32,
        0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x10800..=0x10FFF
        | 0x1E800..=0x1EFFF)
}

/// Cleans user text: control characters (newlines, tabs) become spaces,
/// bidirectional formatting characters are removed (the bidi algorithm
/// orders the text from its letters alone), runs of whitespace collapse,
/// ends are trimmed.
pub(crate) fn clean(text: &str) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in text.chars().take(MAX_CHARS) {
        if is_bidi_control(c) {
            continue;
        }
        if c.is_control() || c.is_whitespace() {
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

/// One glyph placed on a line: `x` from the line's start, `y` down from
/// the baseline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Placed {
    pub(crate) font: u8,
    pub(crate) id: GlyphId,
    pub(crate) x: f32,
    pub(crate) y: f32,
    /// A stand-in for a character no font has.
    pub(crate) stand_in: bool,
}

/// A line of text laid out left to right, in visual order.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Line {
    pub(crate) glyphs: Vec<Placed>,
    pub(crate) width: f32,
}

/// Lays `text` out at `px` (one line, visual order).
pub(crate) fn layout(text: &str, px: f32) -> Line {
    let mut line = Line::default();
    if !text.chars().any(is_rtl) {
        push_run(&mut line, text, false, px);
        return line;
    }
    let bidi = unicode_bidi::BidiInfo::new(text, None);
    for para in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(para, para.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            push_run(&mut line, &text[run], rtl, px);
        }
    }
    line
}

/// A run of one direction, split into pieces of one font each; pieces
/// holding a letter of a complex script are shaped.
fn push_run(line: &mut Line, run: &str, rtl: bool, px: f32) {
    let chars: Vec<(usize, char, Resolved)> = run
        .char_indices()
        .map(|(i, c)| (i, c, resolve(c)))
        .collect();
    let fonts = fonts_of(&chars);
    // Pieces: byte ranges of `run` with one font.
    let mut pieces: Vec<(usize, usize, u8)> = Vec::new();
    for (k, &(i, c, _)) in chars.iter().enumerate() {
        let end = i + c.len_utf8();
        match pieces.last_mut() {
            Some(last) if last.2 == fonts[k] => last.1 = end,
            _ => pieces.push((i, end, fonts[k])),
        }
    }
    if rtl {
        pieces.reverse();
    }
    for (start, end, font) in pieces {
        let piece = &run[start..end];
        if piece.chars().any(is_complex) && push_shaped(line, piece, font, rtl, px) {
            continue;
        }
        push_simple(line, piece, rtl, px);
    }
}

/// The font of each character: its own, except that a run of letters of a
/// complex script (with the marks and joiners inside it) stays in one font
/// when one font has them all, so that letters that join are shaped
/// together.
fn fonts_of(chars: &[(usize, char, Resolved)]) -> Vec<u8> {
    let mut fonts: Vec<u8> = chars.iter().map(|(_, _, r)| r.font).collect();
    // Ignorables go with the character before (or after) them.
    for k in 0..chars.len() {
        if chars[k].2.ignorable {
            if k > 0 {
                fonts[k] = fonts[k - 1];
            } else if let Some(next) = chars.iter().position(|c| !c.2.ignorable) {
                fonts[k] = fonts[next];
            }
        }
    }
    let mut k = 0;
    while k < chars.len() {
        if !is_complex(chars[k].1) {
            k += 1;
            continue;
        }
        let start = k;
        while k < chars.len() && (is_complex(chars[k].1) || chars[k].2.ignorable) {
            k += 1;
        }
        let word = &chars[start..k];
        if word
            .iter()
            .any(|(_, _, r)| r.font != word[0].2.font && !r.ignorable)
        {
            let all = faces().iter().position(|f| {
                word.iter()
                    .all(|(_, c, r)| r.ignorable || f.font.glyph_id(*c).0 != 0)
            });
            if let Some(all) = all {
                fonts[start..k].fill(all as u8);
            }
        }
    }
    fonts
}

/// Shapes `piece` with `font` (rustybuzz), glyphs in visual order; false
/// when the font cannot be shaped (nothing placed then).
fn push_shaped(line: &mut Line, piece: &str, font: u8, rtl: bool, px: f32) -> bool {
    let face = &faces()[font as usize];
    let Some(shaper) = face.shaper(font as usize) else {
        return false;
    };
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(piece);
    buffer.set_direction(if rtl {
        rustybuzz::Direction::RightToLeft
    } else {
        rustybuzz::Direction::LeftToRight
    });
    buffer.guess_segment_properties();
    buffer.set_flags(rustybuzz::BufferFlags::DO_NOT_INSERT_DOTTED_CIRCLE);
    let shaped = rustybuzz::shape(shaper, &[], buffer);
    // Font units to pixels, as ab_glyph scales this font.
    let k = face.font.as_scaled(face.scale(px)).h_scale_factor();
    for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        let id = GlyphId(info.glyph_id as u16);
        if id.0 != 0 {
            line.glyphs.push(Placed {
                font,
                id,
                x: line.width + pos.x_offset as f32 * k,
                y: -(pos.y_offset as f32) * k,
                stand_in: false,
            });
        } else {
            // The font lacks it after all: the stand-in, as `resolve` says.
            let c = piece[info.cluster as usize..].chars().next().unwrap_or(' ');
            let r = resolve(c);
            if !r.ignorable {
                line.glyphs.push(Placed {
                    font: r.font,
                    id: r.id,
                    x: line.width,
                    y: 0.0,
                    stand_in: true,
                });
                let f = faces()[r.font as usize]
                    .font
                    .as_scaled(faces()[r.font as usize].scale(px));
                line.width += f.h_advance(r.id);
            }
            continue;
        }
        line.width += pos.x_advance as f32 * k;
    }
    true
}

/// One glyph per character, kerned within one font; right to left reverses
/// the characters and mirrors brackets.
fn push_simple(line: &mut Line, piece: &str, rtl: bool, px: f32) {
    let faces = faces();
    let mut prev: Option<(u8, GlyphId)> = None;
    let mut place = |c: char, line: &mut Line| {
        let r = resolve(c);
        if r.ignorable {
            return;
        }
        let face = &faces[r.font as usize];
        let f = face.font.as_scaled(face.scale(px));
        if let Some((pf, pid)) = prev
            && pf == r.font
        {
            line.width += f.kern(pid, r.id);
        }
        line.glyphs.push(Placed {
            font: r.font,
            id: r.id,
            x: line.width,
            y: 0.0,
            stand_in: r.stand_in,
        });
        line.width += f.h_advance(r.id);
        prev = Some((r.font, r.id));
    };
    if rtl {
        for c in piece.chars().rev() {
            place(mirrored(c), line);
        }
    } else {
        for c in piece.chars() {
            place(c, line);
        }
    }
}

/// Brackets point the other way in right-to-left text.
fn mirrored(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        c => c,
    }
}

/// Width in pixels of `text` at `px`.
pub(crate) fn width(text: &str, px: f32) -> f32 {
    layout(text, px).width
}

/// `text` cut to fit `max_width` pixels at `px`, ending in `…` when cut.
/// Cuts between characters, never inside one, and drops a trailing space
/// or combining mark left dangling before the ellipsis. The cut is in
/// reading order: a right-to-left name loses its last letters, and the
/// ellipsis then stands at its left end.
pub(crate) fn fit(text: &str, px: f32, max_width: f32) -> String {
    let text = clean(text);
    if width(&text, px) <= max_width {
        return text;
    }
    let ends: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    let cut_at = |n: usize| -> String {
        let mut cut = text[..ends.get(n).copied().unwrap_or(text.len())].to_string();
        while cut
            .chars()
            .last()
            .is_some_and(|c| c.is_whitespace() || is_combining(c))
        {
            cut.pop();
        }
        cut.push('…');
        cut
    };
    // The widest cut that fits: shaping makes width nearly, not strictly,
    // growing with the length, so a binary search then a check downwards.
    let (mut lo, mut hi) = (0, ends.len());
    while lo + 1 < hi {
        let mid = (lo + hi) / 2;
        if width(&cut_at(mid), px) <= max_width {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let mut n = lo;
    while n > 0 && width(&cut_at(n), px) > max_width {
        n -= 1;
    }
    cut_at(n)
}

/// Bidirectional formatting characters (they would reorder the strip).
fn is_bidi_control(c: char) -> bool {
    matches!(c as u32, 0x061C | 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

/// Combining marks (the common blocks), which must stay with their base.
fn is_combining(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F | 0x200D)
}

/// Calls `plot(x, y, coverage)` for every covered pixel of `text` drawn
/// with its baseline at `(x, baseline)`.
fn rasterize(text: &str, px: f32, x: f32, baseline: f32, mut plot: impl FnMut(i64, i64, f32)) {
    let faces = faces();
    for g in layout(text, px).glyphs {
        let face = &faces[g.font as usize];
        let glyph =
            g.id.with_scale_and_position(face.scale(px), point(x + g.x, baseline + g.y));
        if let Some(outlined) = face.font.outline_glyph(glyph) {
            let b = outlined.px_bounds();
            outlined.draw(|gx, gy, cov| {
                plot(b.min.x as i64 + gx as i64, b.min.y as i64 + gy as i64, cov);
            });
        }
    }
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
    rasterize(text, px, x, baseline, |px_x, px_y, cov| {
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
    rasterize(text, px, x, baseline, |px_x, px_y, cov| {
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
    /// Rasterizes one character at `px`, in the font [`resolve`] picks.
    pub(crate) fn of(c: char, px: f32) -> Mask {
        let r = resolve(c);
        Mask::of_glyph(r.font, r.id, px)
    }

    /// Rasterizes glyph `id` of font `font` (an index into [`faces`]) at `px`.
    pub(crate) fn of_glyph(font: u8, id: GlyphId, px: f32) -> Mask {
        let face = &faces()[font as usize];
        let glyph = id.with_scale_and_position(face.scale(px), point(0.0, 0.0));
        match face.font.outline_glyph(glyph) {
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
pub(crate) mod tests {
    use super::*;

    /// The players of the rendering test of issue 45.
    pub(crate) const NAMES: [&str; 4] = ["Дмитрий", "山田太郎", "محمد", "🐉dragon"];

    /// Asserts that `drawn` (a name as a picture draws it) lays out with
    /// real glyphs only, a stand-in only for an emoji.
    pub(crate) fn assert_every_glyph_real(drawn: &str, px: f32) {
        let line = layout(drawn, px);
        assert!(!line.glyphs.is_empty(), "{drawn:?}");
        let emoji = drawn.chars().filter(|&c| is_emoji(c)).count();
        for g in &line.glyphs {
            assert_ne!(g.id, GlyphId(0), "{drawn:?}: {g:?}");
        }
        let stand_ins = line.glyphs.iter().filter(|g| g.stand_in).count();
        assert!(stand_ins <= emoji, "{drawn:?}: {stand_ins} stand-ins");
    }

    fn name_of(font: u8) -> &'static str {
        faces()[font as usize].name
    }

    #[test]
    fn embedded_fonts_parse() {
        assert!(font().glyph_id('a') != GlyphId(0));
        for (i, face) in faces().iter().enumerate() {
            assert!(face.font.glyph_count() > 100, "{}", face.name);
            assert!(face.shaper(i).is_some(), "{}", face.name);
            assert!((0.5..2.0).contains(&face.ratio), "{}", face.name);
        }
    }

    #[test]
    fn every_character_of_names_in_other_scripts_resolves_to_a_real_glyph() {
        let more = ["한국어", "カタカナ", "देवनागरी", "שלום", "Ελένη", "محمد 2"];
        for name in NAMES.into_iter().chain(more) {
            for c in name.chars() {
                let r = resolve(c);
                assert_ne!(r.id, GlyphId(0), "{c:?} of {name}");
                assert!(!r.ignorable);
                assert_eq!(r.stand_in, c == '🐉', "{c:?} of {name}");
                if !r.stand_in {
                    assert_eq!(faces()[r.font as usize].font.glyph_id(c), r.id);
                }
            }
            let line = layout(name, 20.0);
            assert!(!line.glyphs.is_empty());
            assert!(
                line.glyphs.iter().all(|g| g.id != GlyphId(0)),
                "{name}: {line:?}"
            );
            assert!(line.width > 0.0);
        }
        assert_eq!(name_of(resolve('Д').font), "DejaVu Sans");
        assert_eq!(name_of(resolve('山').font), "Droid Sans Fallback Full");
        assert_eq!(name_of(resolve('カ').font), "Droid Sans Fallback Full");
        assert_eq!(name_of(resolve('한').font), "Noto Sans CJK KR (Hangul)");
        assert_eq!(name_of(resolve('द').font), "Noto Sans Devanagari");
        // The emoji no font has: a deliberate stand-in, not the box.
        let dragon = resolve('🐉');
        assert_eq!(
            (dragon.font, dragon.id),
            (0, font().glyph_id(EMOJI_STAND_IN))
        );
        let private = resolve('\u{E000}');
        assert_eq!(
            (private.font, private.id),
            (0, font().glyph_id(MISSING_STAND_IN))
        );
        // Joiners and variation selectors take no room.
        assert!(resolve('\u{FE0F}').ignorable && resolve('\u{200D}').ignorable);
        assert_eq!(layout("a\u{FE0F}b", 20.0).glyphs.len(), 2);
    }

    fn same(a: &Mask, b: &Mask) -> bool {
        (a.width, a.height, &a.coverage) == (b.width, b.height, &b.coverage)
    }

    #[test]
    fn no_glyph_of_the_names_is_drawn_as_a_missing_glyph_box() {
        let px = 24.0;
        let boxes: Vec<Mask> = (0..faces().len())
            .map(|f| Mask::of_glyph(f as u8, GlyphId(0), px))
            .collect();
        // The comparison can fail: DejaVu alone draws 山 as its box.
        assert!(boxes[0].coverage.iter().any(|&a| a > 0));
        assert!(same(
            &Mask::of_glyph(0, font().glyph_id('山'), px),
            &boxes[0]
        ));
        for name in NAMES {
            let line = layout(name, px);
            for g in &line.glyphs {
                let m = Mask::of_glyph(g.font, g.id, px);
                assert!(m.coverage.iter().any(|&a| a > 0), "{name}: {g:?}");
                assert!(!boxes.iter().any(|b| same(&m, b)), "{name}: {g:?} is a box");
            }
            // And drawn, the name has ink where its glyphs are.
            let mut pm = Pixmap::new(300, 40).unwrap();
            draw_on_pixmap(&mut pm, name, px, 4.0, 30.0, [255, 255, 255]);
            let ink = pm.data().chunks(4).filter(|p| p[3] > 128).count();
            assert!(ink > 20 * name.chars().count(), "{name}: {ink}");
        }
    }

    #[test]
    fn arabic_is_joined_and_drawn_right_to_left() {
        let px = 20.0;
        let line = layout("محمد", px);
        let font = line.glyphs[0].font;
        let f = &faces()[font as usize].font;
        // Visual order, left to right: dal final, meem medial, hah medial,
        // meem initial (their presentation forms' glyphs in the same font).
        let joined: Vec<GlyphId> = ['\u{FEAA}', '\u{FEE4}', '\u{FEA4}', '\u{FEE3}']
            .into_iter()
            .map(|c| f.glyph_id(c))
            .collect();
        let ids: Vec<GlyphId> = line.glyphs.iter().map(|g| g.id).collect();
        assert_eq!(ids, joined, "{}", name_of(font));
        // Not the isolated letters, in either order.
        let isolated: Vec<GlyphId> = "محمد".chars().map(|c| f.glyph_id(c)).collect();
        let reversed: Vec<GlyphId> = isolated.iter().rev().copied().collect();
        assert_ne!(ids, isolated);
        assert_ne!(ids, reversed);
        assert!(line.glyphs.windows(2).all(|w| w[0].x < w[1].x));

        // "محمد 2" reads as a browser shows it: the 2 on the left.
        let mixed = layout("محمد 2", px);
        assert_eq!(mixed.glyphs[0].id, font_glyph(mixed.glyphs[0].font, '2'));
        assert_eq!(mixed.glyphs.last().unwrap().id, f.glyph_id('\u{FEE3}'));
        // Latin first: a left-to-right line with the Arabic word at its end.
        let latin = layout("Ann محمد", px);
        assert_eq!(latin.glyphs[0].id, font_glyph(latin.glyphs[0].font, 'A'));
        assert_eq!(latin.glyphs.last().unwrap().id, f.glyph_id('\u{FEE3}'));
        // Hebrew: the last letter (final mem) on the left.
        let hebrew = layout("שלום", px);
        assert_eq!(hebrew.glyphs[0].id, font_glyph(hebrew.glyphs[0].font, 'ם'));
        // Cut right-to-left names keep their first letters.
        let long = "محمد بن عبد الله بن عبد المطلب بن هاشم";
        let cut = fit(long, px, 120.0);
        assert!(cut.ends_with('…') && long.starts_with(cut.trim_end_matches('…')));
        assert!(width(&cut, px) <= 120.0);
    }

    fn font_glyph(font: u8, c: char) -> GlyphId {
        faces()[font as usize].font.glyph_id(c)
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
