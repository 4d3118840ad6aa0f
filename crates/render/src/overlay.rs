//! Missile overlays drawn with tiny-skia over the board: the trail of
//! squares entered, the missile itself, the blast of a detonation and the
//! crosshair of a shoot-down. They are rasterized per frame into an RGBA
//! layer and composited into the palette canvas only where they cover.

use crate::palette::{Rgb, colors};
use resvg::tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform,
};

/// An RGBA layer over part of the board, and the box it has drawn into.
pub(crate) struct Layer {
    pub(crate) pixmap: Pixmap,
    /// `(x0, y0, x1, y1)` covering everything drawn so far.
    pub(crate) bounds: Option<(u32, u32, u32, u32)>,
    /// Square side in pixels.
    s: f32,
}

fn paint(c: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], alpha);
    p.anti_alias = true;
    p
}

impl Layer {
    pub(crate) fn new(width: u32, height: u32, square_px: u32) -> Option<Layer> {
        Some(Layer {
            pixmap: Pixmap::new(width, height)?,
            bounds: None,
            s: square_px as f32,
        })
    }

    fn grow(&mut self, path: &Path, margin: f32) {
        let b = path.bounds();
        let (mx, my) = (self.pixmap.width() as f32, self.pixmap.height() as f32);
        let nb = (
            (b.left() - margin).floor().clamp(0.0, mx) as u32,
            (b.top() - margin).floor().clamp(0.0, my) as u32,
            ((b.right() + margin).ceil() + 1.0).clamp(0.0, mx) as u32,
            ((b.bottom() + margin).ceil() + 1.0).clamp(0.0, my) as u32,
        );
        self.bounds = Some(match self.bounds {
            None => nb,
            Some(o) => (o.0.min(nb.0), o.1.min(nb.1), o.2.max(nb.2), o.3.max(nb.3)),
        });
    }

    fn fill(&mut self, path: &Path, c: Rgb, alpha: u8, t: Transform) {
        if let Some(p) = path.clone().transform(t) {
            self.grow(&p, 1.0);
            self.pixmap.fill_path(
                &p,
                &paint(c, alpha),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    fn stroke(&mut self, path: &Path, c: Rgb, alpha: u8, width: f32, t: Transform) {
        if let Some(p) = path.clone().transform(t) {
            self.grow(&p, width);
            let stroke = Stroke {
                width,
                line_cap: LineCap::Round,
                line_join: LineJoin::Round,
                ..Stroke::default()
            };
            self.pixmap
                .stroke_path(&p, &paint(c, alpha), &stroke, Transform::identity(), None);
        }
    }

    /// The path line through the centres of `points` (launch first), with a
    /// dot on each entered square except the last (the missile covers it).
    /// The line stops `end_gap` squares short of the last centre.
    pub(crate) fn trail(&mut self, points: &[(f32, f32)], end_gap: f32) {
        let s = self.s;
        if points.len() >= 2 {
            let mut pb = PathBuilder::new();
            pb.move_to(points[0].0, points[0].1);
            let n = points.len();
            for p in &points[1..n - 1] {
                pb.line_to(p.0, p.1);
            }
            let (a, b) = (points[n - 2], points[n - 1]);
            let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1.0);
            let k = (1.0 - end_gap * s / len).max(0.0);
            pb.line_to(a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k);
            if let Some(path) = pb.finish() {
                self.stroke(&path, colors::TRAIL, 215, s * 0.13, Transform::identity());
            }
        }
        for p in points.iter().skip(1).take(points.len().saturating_sub(2)) {
            if let Some(dot) = PathBuilder::from_circle(p.0, p.1, s * 0.13) {
                self.fill(&dot, colors::TRAIL, 255, Transform::identity());
            }
        }
    }

    /// The missile at `at`, pointing along `dir` (screen coordinates).
    pub(crate) fn missile(&mut self, at: (f32, f32), dir: (f32, f32)) {
        let s = self.s;
        let angle = dir.1.atan2(dir.0).to_degrees();
        let k = s * 1.3;
        let t = Transform::from_row(k, 0.0, 0.0, k, 0.0, 0.0)
            .post_rotate(angle)
            .post_translate(at.0, at.1);
        // Shapes in square units, pointing along +x, centred on the square.
        let poly = |pts: &[(f32, f32)]| {
            let mut pb = PathBuilder::new();
            pb.move_to(pts[0].0, pts[0].1);
            for p in &pts[1..] {
                pb.line_to(p.0, p.1);
            }
            pb.close();
            pb.finish()
        };
        let flame = poly(&[(-0.24, -0.07), (-0.44, 0.0), (-0.24, 0.07)]);
        let fins = poly(&[(-0.12, -0.08), (-0.26, -0.20), (-0.26, 0.20), (-0.12, 0.08)]);
        let body = poly(&[
            (-0.24, -0.085),
            (0.18, -0.085),
            (0.34, 0.0),
            (0.18, 0.085),
            (-0.24, 0.085),
        ]);
        let nose = poly(&[(0.18, -0.085), (0.34, 0.0), (0.18, 0.085)]);
        let edge = 0.035;
        if let Some(p) = flame {
            self.fill(&p, colors::FLAME, 255, t);
        }
        if let Some(p) = fins {
            self.stroke(&p, colors::MISSILE_EDGE, 255, edge, t);
            self.fill(&p, colors::MISSILE_NOSE, 255, t);
        }
        if let Some(p) = body {
            self.stroke(&p, colors::MISSILE_EDGE, 255, edge, t);
            self.fill(&p, colors::MISSILE_BODY, 255, t);
        }
        if let Some(p) = nose {
            self.fill(&p, colors::MISSILE_NOSE, 255, t);
        }
    }

    /// A blast star on the square centred at `at`.
    pub(crate) fn blast(&mut self, at: (f32, f32)) {
        let s = self.s;
        let star = |outer: f32, inner: f32, points: usize, phase: f32| {
            let mut pb = PathBuilder::new();
            for i in 0..points * 2 {
                let r = if i % 2 == 0 { outer } else { inner };
                let a = phase + i as f32 * std::f32::consts::PI / points as f32;
                let (x, y) = (at.0 + r * s * a.cos(), at.1 + r * s * a.sin());
                if i == 0 {
                    pb.move_to(x, y)
                } else {
                    pb.line_to(x, y)
                }
            }
            pb.close();
            pb.finish()
        };
        if let Some(p) = star(0.48, 0.27, 12, 0.1) {
            self.stroke(&p, colors::BLAST_EDGE, 255, s * 0.03, Transform::identity());
            self.fill(&p, colors::BLAST_OUTER, 255, Transform::identity());
        }
        if let Some(p) = star(0.30, 0.15, 9, 0.5) {
            self.fill(&p, colors::BLAST_INNER, 255, Transform::identity());
        }
    }

    /// A crosshair over the square centred at `at`.
    pub(crate) fn crosshair(&mut self, at: (f32, f32)) {
        let s = self.s;
        let w = (s * 0.05).max(1.5);
        if let Some(ring) = PathBuilder::from_circle(at.0, at.1, s * 0.40) {
            self.stroke(&ring, colors::CROSSHAIR, 255, w, Transform::identity());
        }
        let mut pb = PathBuilder::new();
        for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
            pb.move_to(at.0 + dx * s * 0.30, at.1 + dy * s * 0.30);
            pb.line_to(at.0 + dx * s * 0.49, at.1 + dy * s * 0.49);
        }
        if let Some(ticks) = pb.finish() {
            self.stroke(&ticks, colors::CROSSHAIR, 255, w, Transform::identity());
        }
    }
}
