//! The fixed 255-colour palette every image is drawn in, and the lookup
//! that maps any RGB colour to its nearest palette entry.
//!
//! Boards are drawn directly as palette indices: sprites are quantized once
//! at start-up, and per frame only anti-aliased overlay and text pixels go
//! through [`Palette::nearest`]. Index 255 is reserved as the transparent
//! index of GIF frames, so the palette holds at most 255 colours.

use std::collections::HashMap;
use std::sync::OnceLock;

/// An opaque RGB colour.
pub(crate) type Rgb = [u8; 3];

/// The GIF transparent index (never a drawn colour).
pub(crate) const TRANSPARENT: u8 = 255;

/// Board and overlay colours (lichess's brown board).
pub(crate) mod colors {
    use super::Rgb;
    pub const LIGHT: Rgb = [240, 217, 181];
    pub const DARK: Rgb = [181, 136, 99];
    pub const FRAME: Rgb = [38, 36, 33];
    pub const TEXT: Rgb = [236, 236, 236];
    pub const TEXT_DIM: Rgb = [140, 138, 135];
    pub const ACCENT: Rgb = [129, 182, 76];
    pub const LAST_MOVE: Rgb = [155, 199, 0];
    pub const SHOOTER: Rgb = [40, 120, 235];
    pub const LAUNCH: Rgb = [235, 95, 20];
    pub const CHECK: Rgb = [230, 20, 20];
    pub const TRAIL: Rgb = [226, 68, 16];
    pub const MISSILE_BODY: Rgb = [225, 225, 232];
    pub const MISSILE_EDGE: Rgb = [34, 34, 40];
    pub const MISSILE_NOSE: Rgb = [205, 30, 30];
    pub const FLAME: Rgb = [255, 196, 30];
    pub const BLAST_OUTER: Rgb = [250, 120, 0];
    pub const BLAST_INNER: Rgb = [255, 236, 90];
    pub const BLAST_EDGE: Rgb = [170, 20, 10];
    pub const CROSSHAIR: Rgb = [20, 90, 220];
    pub const WHITE: Rgb = [255, 255, 255];
    pub const BLACK: Rgb = [0, 0, 0];
}

/// `a` blended toward `b` by `t` (0 = a, 1 = b).
pub(crate) fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let f = |x: u8, y: u8| {
        (x as f32 + (y as f32 - x as f32) * t)
            .round()
            .clamp(0.0, 255.0) as u8
    };
    [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2])]
}

/// The palette and its nearest-colour lookup table.
pub(crate) struct Palette {
    colors: Vec<Rgb>,
    /// Nearest palette index for each 15-bit colour (5 bits a channel).
    lut: Vec<u8>,
}

impl Palette {
    /// The one palette, built on first use.
    pub(crate) fn get() -> &'static Palette {
        static PALETTE: OnceLock<Palette> = OnceLock::new();
        PALETTE.get_or_init(Palette::build)
    }

    fn build() -> Palette {
        use colors::*;
        let mut colors: Vec<Rgb> = Vec::with_capacity(255);
        let mut add = |c: Rgb, colors: &mut Vec<Rgb>| {
            if !colors.contains(&c) {
                colors.push(c);
            }
        };
        let ramp = |a: Rgb,
                    b: Rgb,
                    steps: u32,
                    colors: &mut Vec<Rgb>,
                    add: &mut dyn FnMut(Rgb, &mut Vec<Rgb>)| {
            for k in 0..=steps {
                add(mix(a, b, k as f32 / steps as f32), colors);
            }
        };
        // Square backgrounds first (exact colours of big flat areas), then
        // their blends toward the black outlines and white fills of pieces.
        let backgrounds: Vec<Rgb> = Background::ALL
            .iter()
            .flat_map(|b| [b.color(true), b.color(false)])
            .collect();
        for &bg in &backgrounds {
            add(bg, &mut colors);
        }
        ramp(BLACK, WHITE, 15, &mut colors, &mut add);
        for &bg in &backgrounds {
            ramp(bg, BLACK, 7, &mut colors, &mut add);
            ramp(bg, WHITE, 3, &mut colors, &mut add);
        }
        // Check glow, coordinates, title strip.
        ramp(CHECK, LIGHT, 6, &mut colors, &mut add);
        ramp(CHECK, DARK, 4, &mut colors, &mut add);
        ramp(LIGHT, DARK, 5, &mut colors, &mut add);
        for c in [TEXT, TEXT_DIM, ACCENT, WHITE, BLACK] {
            ramp(FRAME, c, 5, &mut colors, &mut add);
        }
        // Overlays: trail, missile, blast, crosshair, with edge blends.
        for c in [TRAIL, CROSSHAIR, BLAST_OUTER] {
            ramp(c, LIGHT, 3, &mut colors, &mut add);
            ramp(c, DARK, 3, &mut colors, &mut add);
        }
        for c in [MISSILE_NOSE, FLAME, BLAST_INNER, BLAST_EDGE] {
            add(c, &mut colors);
        }
        ramp(MISSILE_BODY, MISSILE_EDGE, 3, &mut colors, &mut add);
        ramp(FLAME, TRAIL, 2, &mut colors, &mut add);
        ramp(BLAST_INNER, BLAST_OUTER, 2, &mut colors, &mut add);
        ramp(BLAST_OUTER, BLAST_EDGE, 2, &mut colors, &mut add);
        assert!(colors.len() <= 255, "palette has {} colours", colors.len()); // words-scan: skip (an assertion, for programmers)

        let mut lut = vec![0u8; 1 << 15];
        for (i, slot) in lut.iter_mut().enumerate() {
            let c = [
                ((i >> 10) as u8) << 3 | 4,
                (((i >> 5) & 31) as u8) << 3 | 4,
                ((i & 31) as u8) << 3 | 4,
            ];
            *slot = nearest_in(&colors, c);
        }
        Palette { colors, lut }
    }

    /// The colours, index order.
    pub(crate) fn colors(&self) -> &[Rgb] {
        &self.colors
    }

    /// The colour of an index (transparent reads as black).
    #[inline]
    pub(crate) fn rgb(&self, index: u8) -> Rgb {
        self.colors
            .get(index as usize)
            .copied()
            .unwrap_or([0, 0, 0])
    }

    /// The nearest palette index, through the 15-bit table (fast, per frame).
    #[inline]
    pub(crate) fn nearest(&self, c: Rgb) -> u8 {
        self.lut[((c[0] as usize >> 3) << 10) | ((c[1] as usize >> 3) << 5) | (c[2] as usize >> 3)]
    }

    /// The exact nearest palette index (slow; for sprites at start-up).
    pub(crate) fn nearest_exact(&self, c: Rgb, memo: &mut HashMap<Rgb, u8>) -> u8 {
        *memo.entry(c).or_insert_with(|| nearest_in(&self.colors, c))
    }

    /// The index of a colour that must be in the palette.
    pub(crate) fn index_of(&self, c: Rgb) -> u8 {
        nearest_in(&self.colors, c)
    }

    /// Palette bytes `r g b r g b ...` padded to `entries` colours.
    pub(crate) fn bytes(&self, entries: usize) -> Vec<u8> {
        let mut out: Vec<u8> = self.colors.iter().flatten().copied().collect();
        out.resize(entries * 3, 0);
        out
    }

    /// `over` with coverage `alpha` (0..=255) blended onto palette index `dst`.
    #[inline]
    pub(crate) fn blend(&self, dst: u8, over: Rgb, alpha: u8) -> u8 {
        if alpha == 255 {
            return self.nearest(over);
        }
        let d = self.rgb(dst);
        let a = alpha as u32;
        let f = |x: u8, y: u8| ((x as u32 * (255 - a) + y as u32 * a + 127) / 255) as u8;
        self.nearest([f(d[0], over[0]), f(d[1], over[1]), f(d[2], over[2])])
    }
}

/// Perceptually weighted squared distance.
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |x: u8, y: u8| (x as i32 - y as i32).pow(2) as u32;
    2 * d(a[0], b[0]) + 4 * d(a[1], b[1]) + 3 * d(a[2], b[2])
}

fn nearest_in(colors: &[Rgb], c: Rgb) -> u8 {
    let mut best = 0;
    let mut best_d = u32::MAX;
    for (i, &p) in colors.iter().enumerate() {
        let d = distance(p, c);
        if d < best_d {
            best_d = d;
            best = i;
        }
    }
    best as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palette_fits_with_a_transparent_index_and_maps_its_colours_to_themselves() {
        let p = Palette::get();
        assert!(p.colors().len() <= 255);
        for (i, &c) in p.colors().iter().enumerate() {
            assert_eq!(p.index_of(c) as usize, i, "duplicate colour {c:?}");
        }
        let light = p.index_of(colors::LIGHT);
        assert_eq!(p.rgb(p.nearest(colors::LIGHT)), p.rgb(light));
        assert_eq!(p.blend(light, colors::LIGHT, 128), light);
    }
}

/// What a square's background says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Background {
    /// A plain light or dark square.
    Plain,
    /// A square of the last move.
    LastMove,
    /// The king in check (a red glow).
    Check,
    /// A defender's piece that may shoot the missile down here.
    Shooter,
    /// The square the missile was launched from (now empty), with a ring.
    Launch,
}

impl Background {
    pub(crate) const ALL: [Background; 5] = [
        Background::Plain,
        Background::LastMove,
        Background::Check,
        Background::Shooter,
        Background::Launch,
    ];

    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The flat colour of this background on a light or dark square (for
    /// `Check`, the colour at the square's edge).
    pub(crate) fn color(self, light: bool) -> Rgb {
        let base = if light { colors::LIGHT } else { colors::DARK };
        match self {
            Background::Plain | Background::Check => base,
            Background::LastMove => mix(base, colors::LAST_MOVE, 0.41),
            Background::Shooter => mix(base, colors::SHOOTER, 0.45),
            Background::Launch => mix(base, colors::LAUNCH, 0.30),
        }
    }
}
