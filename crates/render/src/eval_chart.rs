//! A game's evaluation chart: White's advantage (Win%, 0 to 100) after
//! every judged decision, in game order, as lichess draws its analysis
//! chart: White's share of the card light, Black's dark, the even line in
//! the middle. Flights are marked under the plot, missiles shot down above
//! it, and the decisions marked `?!`, `?` and `??` are dotted on the line
//! in lichess's colours (blue, orange, red). Drawn on the same dark card
//! as the rating charts ([`crate::chart`]).
//!
//! ```
//! use render::eval_chart::{EvalChart, EvalKind, EvalMark, EvalPoint, eval_chart_png};
//! let points = vec![
//!     EvalPoint { ply: 1, white_win: 52.0, kind: EvalKind::Move, mark: None },
//!     EvalPoint { ply: 2, white_win: 80.0, kind: EvalKind::Flight, mark: Some(EvalMark::Blunder) },
//! ];
//! let png = eval_chart_png(&EvalChart { title: "game 7".into(), points, empty: String::new() }).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```

use crate::RenderError;
use crate::palette::Rgb;
use crate::text;
use resvg::tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

/// Chart width in pixels.
pub const EVAL_WIDTH: u32 = 800;
/// Chart height in pixels.
pub const EVAL_HEIGHT: u32 = 320;

/// What a judged decision was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvalKind {
    /// An ordinary move.
    Move,
    /// A flight (a whole one, or one shot down as far as it got).
    Flight,
    /// The defender shot the missile down.
    ShootDown,
    /// The defender let the missile pass.
    Pass,
}

/// How bad a decision was (lichess's marks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvalMark {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl EvalMark {
    /// Its dot's colour (lichess's: blue, orange, red).
    pub const fn color(self) -> [u8; 3] {
        match self {
            EvalMark::Inaccuracy => [86, 180, 233],
            EvalMark::Mistake => [230, 159, 0],
            EvalMark::Blunder => [219, 48, 49],
        }
    }
}

/// One judged decision.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EvalPoint {
    /// The ply it belongs to, from 1 (a flight's shoot-down decisions share
    /// its ply).
    pub ply: u32,
    /// White's Win% after it, 0 to 100 (clamped; not finite counts as 50).
    pub white_win: f64,
    pub kind: EvalKind,
    pub mark: Option<EvalMark>,
}

/// What to draw: a title and the decisions in game order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct EvalChart {
    /// Shown at the top left (cut with `…` when long); may be empty.
    pub title: String,
    pub points: Vec<EvalPoint>,
    /// What a chart without any point says ("No decision to judge"), in
    /// its reader's language (`locales/*/picture.ftl`).
    pub empty: String,
}

/// The card's background, grid and text (as [`crate::chart`]'s).
const BACKGROUND: Rgb = [30, 31, 34];
const AXIS: Rgb = [150, 153, 160];
const LABEL: Rgb = [190, 192, 198];
const TEXT: Rgb = [236, 236, 238];
/// White's share of the plot.
pub const WHITE_AREA: [u8; 3] = [214, 214, 218];
/// Black's share of the plot.
pub const BLACK_AREA: [u8; 3] = [58, 60, 66];
/// The line of White's Win%.
const LINE: Rgb = [255, 159, 67];
/// A flight's mark under the plot.
pub const FLIGHT_MARK: [u8; 3] = [255, 190, 60];
/// A shoot-down's mark above the plot.
pub const SHOT_MARK: [u8; 3] = [255, 90, 90];

/// The plot area's edges, in pixels from the image's top left.
pub const PLOT_LEFT: f32 = 56.0;
pub const PLOT_RIGHT: f32 = EVAL_WIDTH as f32 - 24.0;
pub const PLOT_TOP: f32 = 56.0;
pub const PLOT_BOTTOM: f32 = EVAL_HEIGHT as f32 - 44.0;

const TITLE_PX: f32 = 18.0;
const LABEL_PX: f32 = 13.0;
/// The radius of a mark's dot.
const DOT: f32 = 5.0;

/// PNG bytes (8-bit RGB) of `chart`, [`EVAL_WIDTH`] × [`EVAL_HEIGHT`].
pub fn eval_chart_png(chart: &EvalChart) -> Result<Vec<u8>, RenderError> {
    crate::encode::pixmap_png(&draw(chart)?)
}

/// The x pixel of the `i`th of `n` points.
pub fn point_x(i: usize, n: usize) -> f32 {
    if n <= 1 {
        return (PLOT_LEFT + PLOT_RIGHT) / 2.0;
    }
    PLOT_LEFT + (i as f32) / ((n - 1) as f32) * (PLOT_RIGHT - PLOT_LEFT)
}

/// The y pixel of White's Win% `w` (clamped to 0..100).
pub fn win_y(w: f64) -> f32 {
    let w = if w.is_finite() {
        w.clamp(0.0, 100.0)
    } else {
        50.0
    };
    PLOT_BOTTOM - (w as f32) / 100.0 * (PLOT_BOTTOM - PLOT_TOP)
}

fn draw(chart: &EvalChart) -> Result<Pixmap, RenderError> {
    let mut pm = Pixmap::new(EVAL_WIDTH, EVAL_HEIGHT)
        .ok_or_else(|| RenderError::Asset("evaluation chart pixmap size".into()))?; // words-scan: skip (an internal error, logged)
    pm.fill(color(BACKGROUND, 255));
    let title = text::fit(&chart.title, TITLE_PX, EVAL_WIDTH as f32 - 32.0);
    text::draw_on_pixmap(&mut pm, &title, TITLE_PX, 16.0, 30.0, TEXT);
    // Black's share first: the whole plot; White's is drawn over it.
    fill_rect(
        &mut pm,
        PLOT_LEFT,
        PLOT_TOP,
        PLOT_RIGHT - PLOT_LEFT,
        PLOT_BOTTOM - PLOT_TOP,
        BLACK_AREA,
    );
    for (w, label) in [(100.0, "100"), (50.0, "50"), (0.0, "0")] {
        let y = win_y(w);
        let tw = text::width(label, LABEL_PX);
        text::draw_on_pixmap(
            &mut pm,
            label,
            LABEL_PX,
            PLOT_LEFT - 8.0 - tw,
            y + 4.5,
            LABEL,
        );
    }
    let n = chart.points.len();
    if n == 0 {
        hline(&mut pm, win_y(50.0), PLOT_LEFT, PLOT_RIGHT, AXIS);
        let w = text::width(&chart.empty, TITLE_PX);
        let x = (PLOT_LEFT + PLOT_RIGHT - w) / 2.0;
        text::draw_on_pixmap(&mut pm, &chart.empty, TITLE_PX, x, win_y(75.0), LABEL);
        return Ok(pm);
    }
    let xy: Vec<(f32, f32)> = chart
        .points
        .iter()
        .enumerate()
        .map(|(i, p)| (point_x(i, n), win_y(p.white_win)))
        .collect();
    // White's share: from the line down to the bottom edge.
    let mut area = PathBuilder::new();
    let (first, last) = (xy[0], xy[n - 1]);
    let (left, right) = if n == 1 {
        (PLOT_LEFT, PLOT_RIGHT)
    } else {
        (first.0, last.0)
    };
    area.move_to(left, PLOT_BOTTOM);
    area.line_to(left, first.1);
    for &(x, y) in &xy {
        area.line_to(x, y);
    }
    area.line_to(right, last.1);
    area.line_to(right, PLOT_BOTTOM);
    area.close();
    if let Some(path) = area.finish() {
        pm.fill_path(
            &path,
            &paint(WHITE_AREA),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    hline(&mut pm, win_y(50.0), PLOT_LEFT, PLOT_RIGHT, AXIS);
    let mut line = PathBuilder::new();
    line.move_to(left, first.1);
    for &(x, y) in &xy {
        line.line_to(x, y);
    }
    line.line_to(right, last.1);
    if let Some(path) = line.finish() {
        let stroke = Stroke {
            width: 2.0,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        pm.stroke_path(&path, &paint(LINE), &stroke, Transform::identity(), None);
    }
    // Ply labels under the plot, at most about ten.
    let last_ply = chart.points.iter().map(|p| p.ply).max().unwrap_or(1).max(1);
    let step = nice_ply_step(last_ply);
    let mut free_from = 0.0f32;
    for (i, p) in chart.points.iter().enumerate() {
        let first_of_ply = i == 0 || chart.points[i - 1].ply != p.ply;
        if !first_of_ply || (p.ply != 1 && p.ply % step != 0) {
            continue;
        }
        let label = p.ply.to_string();
        let w = text::width(&label, LABEL_PX);
        let x = xy[i].0 - w / 2.0;
        if x >= free_from && x + w <= EVAL_WIDTH as f32 - 2.0 {
            text::draw_on_pixmap(&mut pm, &label, LABEL_PX, x, PLOT_BOTTOM + 32.0, LABEL);
            free_from = x + w + 10.0;
        }
    }
    // Flights under the plot, shoot-downs above it.
    for (i, p) in chart.points.iter().enumerate() {
        let x = xy[i].0;
        match p.kind {
            EvalKind::Flight => triangle(&mut pm, x, PLOT_BOTTOM + 3.0, 1.0, FLIGHT_MARK),
            EvalKind::ShootDown => triangle(&mut pm, x, PLOT_TOP - 3.0, -1.0, SHOT_MARK),
            EvalKind::Move | EvalKind::Pass => {}
        }
    }
    // The marks' dots, worst last (on top).
    for want in [EvalMark::Inaccuracy, EvalMark::Mistake, EvalMark::Blunder] {
        for (i, p) in chart.points.iter().enumerate() {
            if p.mark != Some(want) {
                continue;
            }
            let (x, y) = xy[i];
            if let Some(ring) = PathBuilder::from_circle(x, y, DOT + 1.5) {
                pm.fill_path(
                    &ring,
                    &paint(BACKGROUND),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
            if let Some(dot) = PathBuilder::from_circle(x, y, DOT) {
                pm.fill_path(
                    &dot,
                    &paint(want.color()),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        }
    }
    Ok(pm)
}

/// A ply step of 1, 2, 5 × 10ⁿ giving at most about ten labels.
fn nice_ply_step(last: u32) -> u32 {
    let mut magnitude = 1;
    loop {
        for m in [1, 2, 5] {
            if last / (m * magnitude) <= 10 {
                return m * magnitude;
            }
        }
        magnitude *= 10;
    }
}

/// A small triangle with its tip at `(x, y)`, pointing up (`dir` 1: below
/// the tip) or down (`dir` -1: above it).
fn triangle(pm: &mut Pixmap, x: f32, y: f32, dir: f32, c: Rgb) {
    let mut pb = PathBuilder::new();
    pb.move_to(x, y);
    pb.line_to(x - 5.0, y + dir * 9.0);
    pb.line_to(x + 5.0, y + dir * 9.0);
    pb.close();
    if let Some(path) = pb.finish() {
        pm.fill_path(
            &path,
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

fn color(c: Rgb, alpha: u8) -> resvg::tiny_skia::Color {
    resvg::tiny_skia::Color::from_rgba8(c[0], c[1], c[2], alpha)
}

fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color(c, 255));
    p.anti_alias = true;
    p
}

fn fill_rect(pm: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
    if let Some(rect) = Rect::from_xywh(x, y, w, h) {
        pm.fill_rect(rect, &paint(c), Transform::identity(), None);
    }
}

fn hline(pm: &mut Pixmap, y: f32, x0: f32, x1: f32, c: Rgb) {
    fill_rect(pm, x0.floor(), y.floor(), x1.ceil() - x0.floor(), 1.0, c);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> image::RgbImage {
        image::load_from_memory(png).unwrap().to_rgb8()
    }

    fn near(a: [u8; 3], b: [u8; 3]) -> bool {
        a.iter()
            .zip(b)
            .all(|(x, y)| (*x as i32 - y as i32).abs() <= 12)
    }

    fn px(img: &image::RgbImage, x: f32, y: f32) -> [u8; 3] {
        img.get_pixel(x as u32, y as u32).0
    }

    fn point(ply: u32, white_win: f64) -> EvalPoint {
        EvalPoint {
            ply,
            white_win,
            kind: EvalKind::Move,
            mark: None,
        }
    }

    /// White wins the first half, Black the second.
    fn swing() -> EvalChart {
        let mut points: Vec<EvalPoint> = (1..=10).map(|p| point(p, 90.0)).collect();
        points.extend((11..=20).map(|p| point(p, 10.0)));
        EvalChart {
            empty: "No decision to judge".into(),
            title: "game 7".into(),
            points,
        }
    }

    #[test]
    fn the_chart_has_its_size() {
        let img = decode(&eval_chart_png(&swing()).unwrap());
        assert_eq!((img.width(), img.height()), (EVAL_WIDTH, EVAL_HEIGHT));
    }

    #[test]
    fn whites_share_is_light_where_white_is_better_and_dark_where_black_is() {
        let chart = swing();
        let img = decode(&eval_chart_png(&chart).unwrap());
        let n = chart.points.len();
        // Between the even line and White's 90%, early: White's share.
        let early = point_x(2, n);
        assert!(
            near(px(&img, early, win_y(70.0)), WHITE_AREA),
            "{:?}",
            px(&img, early, win_y(70.0))
        );
        // Above White's 90%: Black's share.
        assert!(near(px(&img, early, win_y(97.0)), BLACK_AREA));
        // Late, White has 10%: the even line's neighbourhood is Black's.
        let late = point_x(17, n);
        assert!(
            near(px(&img, late, win_y(30.0)), BLACK_AREA),
            "{:?}",
            px(&img, late, win_y(30.0))
        );
        assert!(near(px(&img, late, win_y(4.0)), WHITE_AREA));
    }

    #[test]
    fn marks_are_dotted_in_their_colours_and_flights_and_shoot_downs_marked() {
        let mut chart = swing();
        chart.points[4].mark = Some(EvalMark::Blunder);
        chart.points[14].mark = Some(EvalMark::Inaccuracy);
        chart.points[7].kind = EvalKind::Flight;
        chart.points[8].kind = EvalKind::ShootDown;
        let img = decode(&eval_chart_png(&chart).unwrap());
        let n = chart.points.len();
        let at = |i: usize| (point_x(i, n), win_y(chart.points[i].white_win));
        let (x, y) = at(4);
        assert!(
            near(px(&img, x, y), EvalMark::Blunder.color()),
            "{:?}",
            px(&img, x, y)
        );
        let (x, y) = at(14);
        assert!(near(px(&img, x, y), EvalMark::Inaccuracy.color()));
        // An unmarked point has no dot: the line's colour.
        let (x, y) = at(2);
        assert!(!near(px(&img, x, y), EvalMark::Blunder.color()));
        // The flight's triangle under the plot, the shoot-down's above.
        assert!(near(
            px(&img, point_x(7, n), PLOT_BOTTOM + 9.0),
            FLIGHT_MARK
        ));
        assert!(near(px(&img, point_x(8, n), PLOT_TOP - 9.0), SHOT_MARK));
        // No triangle where there is none.
        assert!(near(px(&img, point_x(2, n), PLOT_BOTTOM + 9.0), BACKGROUND));
        assert!(near(px(&img, point_x(7, n), PLOT_TOP - 9.0), BACKGROUND));
    }

    #[test]
    fn odd_values_are_clamped_and_an_empty_chart_is_a_picture() {
        let chart = EvalChart {
            empty: "No decision to judge".into(),
            title: String::new(),
            points: vec![point(1, f64::NAN), point(2, 250.0), point(3, -4.0)],
        };
        let img = decode(&eval_chart_png(&chart).unwrap());
        assert_eq!(img.width(), EVAL_WIDTH);
        let empty = decode(&eval_chart_png(&EvalChart::default()).unwrap());
        assert_eq!(empty.height(), EVAL_HEIGHT);
        // A single point fills the width at its level.
        let one = EvalChart {
            empty: "No decision to judge".into(),
            title: "one".into(),
            points: vec![point(1, 75.0)],
        };
        let img = decode(&eval_chart_png(&one).unwrap());
        assert!(near(px(&img, PLOT_LEFT + 10.0, win_y(60.0)), WHITE_AREA));
        assert!(near(px(&img, PLOT_RIGHT - 10.0, win_y(90.0)), BLACK_AREA));
    }

    #[test]
    fn ply_steps_give_about_ten_labels() {
        assert_eq!(nice_ply_step(8), 1);
        assert_eq!(nice_ply_step(20), 2);
        assert_eq!(nice_ply_step(80), 10);
        assert_eq!(nice_ply_step(300), 50);
    }
}
