//! Rating-history charts: one line per preset over a dated x axis, rating
//! labels on the y axis, drawn light on a dark card so they read well on
//! Discord's dark theme (and stand out as a card on the light one).
//!
//! The caller passes the points (Unix seconds, rating) of each series; the
//! chart picks the ranges, "nice" rating steps (1, 2 or 5 × 10ⁿ) and
//! calendar ticks (days, weeks, months, years, UTC). A chart without any
//! point is an image saying so ([`RatingChart::empty`]), never an error.
//! Every text is the caller's, said in its reader's language
//! (`locales/*/picture.ftl`): the title, that message and the months'
//! names ([`RatingChart::months`]).
//!
//! ```
//! use render::chart::{ChartPoint, RatingChart, Series, chart_png};
//! let day = 86_400;
//! let points = vec![
//!     ChartPoint { unix_seconds: 1_700_000_000, rating: 1500.0 },
//!     ChartPoint { unix_seconds: 1_700_000_000 + 9 * day, rating: 1742.0 },
//! ];
//! let chart = RatingChart { title: "alice".into(), series: vec![Series::new("cruise", 0, points)], ..Default::default() };
//! let png = chart_png(&chart).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```

use crate::RenderError;
use crate::palette::Rgb;
use crate::text;
use resvg::tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

/// Chart width in pixels.
pub const CHART_WIDTH: u32 = 800;
/// Chart height in pixels.
pub const CHART_HEIGHT: u32 = 400;

/// One point of a rating history.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChartPoint {
    /// When (Unix time, seconds).
    pub unix_seconds: i64,
    /// The rating then.
    pub rating: f64,
}

/// One line of the chart (one preset).
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// The legend's label (the preset's name).
    pub label: String,
    /// The line's colour (see [`series_color`]).
    pub color: [u8; 3],
    /// The points, in any order; non-finite ratings are skipped.
    pub points: Vec<ChartPoint>,
}

impl Series {
    /// A series coloured with [`series_color`]`(color_index)`: pass the
    /// preset's fixed position so a preset keeps its colour on every chart.
    pub fn new(label: impl Into<String>, color_index: usize, points: Vec<ChartPoint>) -> Series {
        Series {
            label: label.into(),
            color: series_color(color_index),
            points,
        }
    }
}

/// What to draw: a title (the player's name, say) and the series.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RatingChart {
    /// Shown at the top left (cut with `…` when long); may be empty.
    pub title: String,
    /// One line per series, in legend order.
    pub series: Vec<Series>,
    /// What a chart without any point says ("No rated games yet").
    pub empty: String,
    /// The months' short names, January first, for the time axis; a
    /// month without one is its number.
    pub months: Vec<String>,
}

/// Line colours, bright enough for a dark background and told apart by
/// hue: orange, blue, green, yellow, pink, then lavender and lime.
const SERIES_COLORS: [Rgb; 7] = [
    [255, 159, 67],
    [84, 160, 255],
    [29, 209, 161],
    [254, 221, 87],
    [255, 107, 154],
    [190, 150, 255],
    [170, 220, 80],
];

/// The colour of the `index`th series (cycling after seven).
pub fn series_color(index: usize) -> [u8; 3] {
    SERIES_COLORS[index % SERIES_COLORS.len()]
}

/// The card's background (darker than Discord's dark message background).
pub(crate) const BACKGROUND: Rgb = [30, 31, 34];
/// Grid lines.
pub(crate) const GRID: Rgb = [56, 58, 64];
/// The axes.
pub(crate) const AXIS: Rgb = [150, 153, 160];
/// Tick labels.
pub(crate) const LABEL: Rgb = [190, 192, 198];
/// Title and legend text.
pub(crate) const TEXT: Rgb = [236, 236, 238];

/// The plot area's edges, in pixels from the image's top left.
const PLOT_LEFT: f32 = 64.0;
const PLOT_RIGHT: f32 = CHART_WIDTH as f32 - 24.0;
const PLOT_TOP: f32 = 52.0;
const PLOT_BOTTOM: f32 = CHART_HEIGHT as f32 - 40.0;

const TITLE_PX: f32 = 18.0;
const LABEL_PX: f32 = 13.0;
const SECONDS_PER_DAY: f64 = 86_400.0;

/// PNG bytes (8-bit RGB) of `chart`, [`CHART_WIDTH`] × [`CHART_HEIGHT`].
pub fn chart_png(chart: &RatingChart) -> Result<Vec<u8>, RenderError> {
    crate::encode::pixmap_png(&draw(chart)?)
}

/// The chart as an opaque pixmap.
fn draw(chart: &RatingChart) -> Result<Pixmap, RenderError> {
    let mut pm = Pixmap::new(CHART_WIDTH, CHART_HEIGHT)
        .ok_or_else(|| RenderError::Asset("chart pixmap size".into()))?; // words-scan: skip (an internal error, logged)
    pm.fill(color(BACKGROUND, 255));
    let series: Vec<(&Series, Vec<ChartPoint>)> = chart
        .series
        .iter()
        .map(|s| {
            let mut points: Vec<ChartPoint> = s
                .points
                .iter()
                .copied()
                .filter(|p| p.rating.is_finite())
                .collect();
            points.sort_by_key(|p| p.unix_seconds);
            (s, points)
        })
        .filter(|(_, points)| !points.is_empty())
        .collect();
    let legend_left = draw_legend(&mut pm, &series);
    let title = text::fit(&chart.title, TITLE_PX, legend_left - 16.0 - 16.0);
    text::draw_on_pixmap(&mut pm, &title, TITLE_PX, 16.0, 32.0, TEXT);

    let Some(axes) = Axes::fit(series.iter().flat_map(|(_, p)| p.iter())) else {
        let w = text::width(&chart.empty, TITLE_PX);
        let mid_y = (PLOT_TOP + PLOT_BOTTOM) / 2.0;
        hline(&mut pm, PLOT_BOTTOM, PLOT_LEFT, PLOT_RIGHT, AXIS);
        vline(&mut pm, PLOT_LEFT, PLOT_TOP, PLOT_BOTTOM, AXIS);
        let x = (PLOT_LEFT + PLOT_RIGHT - w) / 2.0;
        text::draw_on_pixmap(&mut pm, &chart.empty, TITLE_PX, x, mid_y + 6.0, LABEL);
        return Ok(pm);
    };

    // Grid and rating labels.
    for r in axes.rating_ticks() {
        let y = axes.y(r);
        hline(&mut pm, y, PLOT_LEFT, PLOT_RIGHT, GRID);
        let label = format!("{r:.0}");
        let w = text::width(&label, LABEL_PX);
        text::draw_on_pixmap(
            &mut pm,
            &label,
            LABEL_PX,
            PLOT_LEFT - 8.0 - w,
            y + 4.5,
            LABEL,
        );
    }
    // Grid and date labels, skipping a label that would run into the last
    // one or off the image.
    let mut free_from = 0.0f32;
    for (day, label) in axes.time_ticks(&chart.months) {
        let x = axes.x(day);
        vline(&mut pm, x, PLOT_TOP, PLOT_BOTTOM, GRID);
        let w = text::width(&label, LABEL_PX);
        let left = x - w / 2.0;
        if left >= free_from && left + w <= CHART_WIDTH as f32 - 2.0 && left >= 2.0 {
            text::draw_on_pixmap(&mut pm, &label, LABEL_PX, left, PLOT_BOTTOM + 20.0, LABEL);
            free_from = left + w + 12.0;
        }
    }
    hline(&mut pm, PLOT_BOTTOM, PLOT_LEFT, PLOT_RIGHT, AXIS);
    vline(&mut pm, PLOT_LEFT, PLOT_TOP, PLOT_BOTTOM, AXIS);

    // The lines, then dots on each point when there are few.
    for (s, points) in &series {
        let xy: Vec<(f32, f32)> = points
            .iter()
            .map(|p| (axes.x(days(p.unix_seconds)), axes.y(p.rating)))
            .collect();
        if xy.len() > 1 {
            let mut pb = PathBuilder::new();
            pb.move_to(xy[0].0, xy[0].1);
            for &(x, y) in &xy[1..] {
                pb.line_to(x, y);
            }
            if let Some(path) = pb.finish() {
                let stroke = Stroke {
                    width: 2.5,
                    line_cap: LineCap::Round,
                    line_join: LineJoin::Round,
                    ..Stroke::default()
                };
                pm.stroke_path(&path, &paint(s.color), &stroke, Transform::identity(), None);
            }
        }
        if xy.len() <= 40 {
            // A lone point gets a bigger dot: it is the whole line.
            let radius = if xy.len() == 1 { 4.5 } else { 3.5 };
            for &(x, y) in &xy {
                if let Some(dot) = PathBuilder::from_circle(x, y, radius) {
                    pm.fill_path(
                        &dot,
                        &paint(s.color),
                        FillRule::Winding,
                        Transform::identity(),
                        None,
                    );
                }
            }
        }
    }
    Ok(pm)
}

/// The legend at the top right, one swatch and label per series; returns
/// where it starts (the title must end before).
fn draw_legend(pm: &mut Pixmap, series: &[(&Series, Vec<ChartPoint>)]) -> f32 {
    const SWATCH: f32 = 18.0;
    let items: Vec<(String, Rgb)> = series
        .iter()
        .map(|(s, _)| (text::fit(&s.label, LABEL_PX, 140.0), s.color))
        .collect();
    let total: f32 = items
        .iter()
        .map(|(l, _)| SWATCH + 6.0 + text::width(l, LABEL_PX) + 16.0)
        .sum();
    let mut x = (CHART_WIDTH as f32 - 24.0 + 16.0 - total).max(PLOT_LEFT);
    let left = x;
    for (label, c) in items {
        fill_rect(pm, x, 24.0, SWATCH, 3.0, c);
        x += SWATCH + 6.0;
        text::draw_on_pixmap(pm, &label, LABEL_PX, x, 30.0, TEXT);
        x += text::width(&label, LABEL_PX) + 16.0;
    }
    left
}

/// Unix seconds as days since 1970-01-01.
fn days(unix_seconds: i64) -> f64 {
    unix_seconds as f64 / SECONDS_PER_DAY
}

/// The data ranges and their mapping to pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Axes {
    /// Days since the Unix epoch at the left and right edges.
    day_range: (f64, f64),
    /// Ratings at the bottom and top edges.
    rating_range: (f64, f64),
}

impl Axes {
    /// Ranges covering `points` with a margin; `None` without points.
    fn fit<'a>(points: impl Iterator<Item = &'a ChartPoint>) -> Option<Axes> {
        let mut t = (f64::INFINITY, f64::NEG_INFINITY);
        let mut r = (f64::INFINITY, f64::NEG_INFINITY);
        for p in points {
            let d = days(p.unix_seconds);
            t = (t.0.min(d), t.1.max(d));
            r = (r.0.min(p.rating), r.1.max(p.rating));
        }
        if t.0 > t.1 {
            return None;
        }
        // At least two days and 60 points across, then 4% and 10% margins.
        let widen = |(lo, hi): (f64, f64), least: f64| {
            let mid = (lo + hi) / 2.0;
            let half = ((hi - lo) / 2.0).max(least / 2.0);
            (mid - half, mid + half)
        };
        let t = widen(t, 2.0);
        let r = widen(r, 60.0);
        let (tp, rp) = ((t.1 - t.0) * 0.04, (r.1 - r.0) * 0.1);
        Some(Axes {
            day_range: (t.0 - tp, t.1 + tp),
            rating_range: (r.0 - rp, r.1 + rp),
        })
    }

    /// The x pixel of a time in days.
    fn x(&self, day: f64) -> f32 {
        let (a, b) = self.day_range;
        (PLOT_LEFT as f64 + (day - a) / (b - a) * (PLOT_RIGHT - PLOT_LEFT) as f64) as f32
    }

    /// The y pixel of a rating.
    fn y(&self, rating: f64) -> f32 {
        let (lo, hi) = self.rating_range;
        (PLOT_BOTTOM as f64 - (rating - lo) / (hi - lo) * (PLOT_BOTTOM - PLOT_TOP) as f64) as f32
    }

    /// Ratings to label: multiples of a 1, 2 or 5 × 10ⁿ step, four to ten of them.
    fn rating_ticks(&self) -> Vec<f64> {
        let (lo, hi) = self.rating_range;
        let step = nice_step((hi - lo) / 5.0);
        let first = (lo / step).ceil() as i64;
        let last = (hi / step).floor() as i64;
        (first..=last).map(|k| k as f64 * step).collect()
    }

    /// Calendar ticks inside the time range and their labels: the
    /// smallest step of days, weeks, months or years giving at most seven.
    fn time_ticks(&self, months: &[String]) -> Vec<(f64, String)> {
        let month = |m: i64| {
            months
                .get(usize::try_from(m - 1).unwrap_or(usize::MAX))
                .cloned()
                .unwrap_or_else(|| m.to_string())
        };
        let (a, b) = self.day_range;
        let span = b - a;
        let step = TimeStep::ALL
            .iter()
            .copied()
            .find(|s| span / s.approx_days() <= 7.0)
            .unwrap_or_else(|| TimeStep::Years(nice_step(span / 365.25 / 7.0) as i64));
        let (first, last) = (a.ceil() as i64, b.floor() as i64);
        let mut ticks = Vec::new();
        match step {
            TimeStep::Days(n) => {
                // Weeks start on Mondays (1970-01-05 is day 4).
                let offset = if n % 7 == 0 { 4 } else { 0 };
                let start = first + (offset - first).rem_euclid(n);
                for day in (start..=last).step_by(n as usize) {
                    let (_, m, d) = civil_from_days(day);
                    ticks.push((day as f64, format!("{d} {}", month(m))));
                }
            }
            TimeStep::Months(n) => {
                let (mut y, mut m, _) = civil_from_days(first);
                loop {
                    let day = days_from_civil(y, m, 1);
                    if day > last {
                        break;
                    }
                    if day >= first && (m - 1) % n == 0 {
                        ticks.push((day as f64, format!("{} {y}", month(m))));
                    }
                    (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
                }
            }
            TimeStep::Years(n) => {
                let (y0, _, _) = civil_from_days(first);
                let mut y = y0 + (-y0).rem_euclid(n);
                loop {
                    let day = days_from_civil(y, 1, 1);
                    if day > last {
                        break;
                    }
                    if day >= first {
                        ticks.push((day as f64, y.to_string()));
                    }
                    y += n;
                }
            }
        }
        ticks
    }
}

/// The smallest of 1, 2, 5 × 10ⁿ at least `raw`.
fn nice_step(raw: f64) -> f64 {
    let raw = raw.max(1.0);
    let magnitude = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * magnitude)
}

/// A distance between date ticks.
#[derive(Debug, Clone, Copy, PartialEq)]
enum TimeStep {
    Days(i64),
    Months(i64),
    Years(i64),
}

impl TimeStep {
    /// The steps tried in order; longer spans use 1, 2, 5 × 10ⁿ years.
    const ALL: [TimeStep; 12] = [
        TimeStep::Days(1),
        TimeStep::Days(2),
        TimeStep::Days(7),
        TimeStep::Days(14),
        TimeStep::Months(1),
        TimeStep::Months(2),
        TimeStep::Months(3),
        TimeStep::Months(6),
        TimeStep::Years(1),
        TimeStep::Years(2),
        TimeStep::Years(5),
        TimeStep::Years(10),
    ];

    fn approx_days(self) -> f64 {
        match self {
            TimeStep::Days(n) => n as f64,
            TimeStep::Months(n) => n as f64 * 30.44,
            TimeStep::Years(n) => n as f64 * 365.25,
        }
    }
}

#[cfg(test)]
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// The proleptic Gregorian date `(year, month, day)` of a day number
/// (days since 1970-01-01), counting in 400-year eras of 146097 days that
/// start on 1 March, so the leap day ends a year.
fn civil_from_days(day: i64) -> (i64, i64, i64) {
    let z = day + 719_468; // days since 0000-03-01
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let d = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let m = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let y = year_of_era + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// The day number (days since 1970-01-01) of a date; the inverse of
/// [`civil_from_days`].
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y.rem_euclid(400);
    let month_from_march = if month > 2 { month - 3 } else { month + 9 };
    let day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
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

/// Fills the rectangle `(x, y, w, h)` (nothing when it is empty).
pub(crate) fn fill_rect(pm: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
    if let Some(rect) = Rect::from_xywh(x, y, w, h) {
        pm.fill_rect(rect, &paint(c), Transform::identity(), None);
    }
}

/// A one-pixel horizontal line through the pixel row containing `y`.
pub(crate) fn hline(pm: &mut Pixmap, y: f32, x0: f32, x1: f32, c: Rgb) {
    fill_rect(pm, x0.floor(), y.floor(), x1.ceil() - x0.floor(), 1.0, c);
}

/// A one-pixel vertical line through the pixel column containing `x`.
fn vline(pm: &mut Pixmap, x: f32, y0: f32, y1: f32, c: Rgb) {
    fill_rect(
        pm,
        x.floor(),
        y0.floor(),
        1.0,
        y1.ceil() - y0.floor() + 1.0,
        c,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn months_en() -> Vec<String> {
        MONTHS.iter().map(|m| m.to_string()).collect()
    }

    const DAY: i64 = 86_400;
    /// 2024-03-01 00:00 UTC.
    const MARCH_1_2024: i64 = 1_709_251_200;

    fn decode(png: &[u8]) -> image::RgbImage {
        image::load_from_memory(png).unwrap().to_rgb8()
    }

    fn near(a: [u8; 3], b: [u8; 3], tolerance: i32) -> bool {
        a.iter()
            .zip(b)
            .all(|(x, y)| (*x as i32 - y as i32).abs() <= tolerance)
    }

    fn pixel(img: &image::RgbImage, x: f32, y: f32) -> [u8; 3] {
        img.get_pixel(x as u32, y as u32).0
    }

    fn rise() -> RatingChart {
        RatingChart {
            empty: "No rated games yet".into(),
            months: Vec::new(),
            title: "alice".into(),
            series: vec![Series::new(
                "cruise",
                0,
                vec![
                    ChartPoint {
                        unix_seconds: MARCH_1_2024 + 30 * DAY,
                        rating: 1700.0,
                    },
                    ChartPoint {
                        unix_seconds: MARCH_1_2024,
                        rating: 1500.0,
                    },
                ],
            )],
        }
    }

    #[test]
    fn the_image_has_the_chart_size_and_a_dark_background() {
        let img = decode(&chart_png(&rise()).unwrap());
        assert_eq!((img.width(), img.height()), (CHART_WIDTH, CHART_HEIGHT));
        assert_eq!(img.get_pixel(2, CHART_HEIGHT - 2).0, BACKGROUND);
        assert_eq!(img.get_pixel(CHART_WIDTH - 2, 2).0, BACKGROUND);
    }

    #[test]
    fn axes_are_drawn_along_the_plot_edges() {
        let img = decode(&chart_png(&rise()).unwrap());
        let mid_y = (PLOT_TOP + PLOT_BOTTOM) / 2.0;
        let mid_x = (PLOT_LEFT + PLOT_RIGHT) / 2.0;
        assert_eq!(pixel(&img, PLOT_LEFT, mid_y + 7.0), AXIS);
        assert_eq!(pixel(&img, mid_x + 7.0, PLOT_BOTTOM), AXIS);
        // Labels: light pixels left of the y axis and under the x axis.
        let light = |x0: u32, y0: u32, x1: u32, y1: u32| {
            (x0..x1)
                .flat_map(|x| (y0..y1).map(move |y| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0.iter().all(|&c| c > 150))
                .count()
        };
        assert!(light(0, PLOT_TOP as u32, PLOT_LEFT as u32 - 2, PLOT_BOTTOM as u32) > 30);
        assert!(
            light(
                PLOT_LEFT as u32,
                PLOT_BOTTOM as u32 + 4,
                CHART_WIDTH,
                CHART_HEIGHT
            ) > 30
        );
    }

    #[test]
    fn the_line_runs_through_the_data() {
        let chart = rise();
        let img = decode(&chart_png(&chart).unwrap());
        let axes = Axes::fit(chart.series[0].points.iter()).unwrap();
        let color = series_color(0);
        // Both ends and the middle of the segment are in the line's colour.
        let t0 = days(MARCH_1_2024);
        for (t, r) in [(t0, 1500.0), (t0 + 15.0, 1600.0), (t0 + 30.0, 1700.0)] {
            let (x, y) = (axes.x(t), axes.y(r));
            assert!(
                near(pixel(&img, x, y), color, 40),
                "({x}, {y}): {:?}",
                pixel(&img, x, y)
            );
        }
        // Rising: the start is lower on the image than the end.
        assert!(axes.y(1500.0) > axes.y(1700.0));
        // Away from the line there is no line colour.
        let (x, y) = (axes.x(t0 + 15.0), axes.y(1650.0));
        assert!(!near(pixel(&img, x, y), color, 60));
        // The legend's swatch.
        assert!((0..CHART_WIDTH).any(|x| near(img.get_pixel(x, 25).0, color, 10)));
    }

    #[test]
    fn every_series_has_its_colour() {
        let mut chart = rise();
        chart.series.push(Series::new(
            "chess",
            2,
            vec![ChartPoint {
                unix_seconds: MARCH_1_2024 + 10 * DAY,
                rating: 1400.0,
            }],
        ));
        let img = decode(&chart_png(&chart).unwrap());
        let axes = Axes::fit(chart.series.iter().flat_map(|s| s.points.iter())).unwrap();
        let (x, y) = (axes.x(days(MARCH_1_2024) + 10.0), axes.y(1400.0));
        assert!(
            near(pixel(&img, x, y), series_color(2), 30),
            "a lone point is a dot"
        );
        assert_ne!(series_color(0), series_color(2));
    }

    #[test]
    fn no_points_make_an_image_that_says_so() {
        for chart in [
            RatingChart {
                empty: "Noch keine gewerteten Partien".into(),
                ..RatingChart::default()
            },
            RatingChart {
                empty: "No rated games yet".into(),
                months: Vec::new(),
                title: "bob".into(),
                series: vec![Series::new("cruise", 0, vec![])],
            },
        ] {
            let img = decode(&chart_png(&chart).unwrap());
            assert_eq!((img.width(), img.height()), (CHART_WIDTH, CHART_HEIGHT));
            let mid_y = ((PLOT_TOP + PLOT_BOTTOM) / 2.0) as u32;
            let text_pixels = (PLOT_LEFT as u32 + 2..PLOT_RIGHT as u32)
                .flat_map(|x| (mid_y - 12..mid_y + 12).map(move |y| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0.iter().all(|&c| c > 120))
                .count();
            assert!(text_pixels > 50, "the message is written: {text_pixels}");
            assert!(img.pixels().all(|p| !near(p.0, series_color(0), 30)));
        }
    }

    #[test]
    fn odd_input_never_panics() {
        let chart = RatingChart {
            empty: "No rated games yet".into(),
            months: Vec::new(),
            title: "🦀".repeat(100),
            series: vec![Series::new(
                "\u{202e}x".repeat(50),
                99,
                vec![
                    ChartPoint {
                        unix_seconds: i64::MIN / 2,
                        rating: f64::NAN,
                    },
                    ChartPoint {
                        unix_seconds: 0,
                        rating: 1500.0,
                    },
                    ChartPoint {
                        unix_seconds: 0,
                        rating: 1500.0,
                    },
                ],
            )],
        };
        assert!(chart_png(&chart).unwrap().len() > 100);
    }

    #[test]
    fn rating_ticks_are_round_numbers() {
        let axes = Axes {
            day_range: (0.0, 10.0),
            rating_range: (1432.0, 1791.0),
        };
        assert_eq!(axes.rating_ticks(), vec![1500.0, 1600.0, 1700.0]);
        assert_eq!(nice_step(37.0), 50.0);
        assert_eq!(nice_step(120.0), 200.0);
        assert_eq!(nice_step(0.0), 1.0);
    }

    #[test]
    fn time_ticks_follow_the_calendar() {
        let d = days(MARCH_1_2024);
        let week = Axes {
            day_range: (d - 0.5, d + 5.5),
            rating_range: (0.0, 1.0),
        };
        let labels: Vec<String> = week
            .time_ticks(&months_en())
            .into_iter()
            .map(|t| t.1)
            .collect();
        assert_eq!(
            labels,
            ["1 Mar", "2 Mar", "3 Mar", "4 Mar", "5 Mar", "6 Mar"]
        );
        let months = Axes {
            day_range: (d, d + 300.0),
            rating_range: (0.0, 1.0),
        };
        let labels: Vec<String> = months
            .time_ticks(&months_en())
            .into_iter()
            .map(|t| t.1)
            .collect();
        assert_eq!(
            labels,
            ["Mar 2024", "May 2024", "Jul 2024", "Sep 2024", "Nov 2024"]
        );
        let years = Axes {
            day_range: (d, d + 2000.0),
            rating_range: (0.0, 1.0),
        };
        let labels: Vec<String> = years
            .time_ticks(&months_en())
            .into_iter()
            .map(|t| t.1)
            .collect();
        assert_eq!(labels, ["2025", "2026", "2027", "2028", "2029"]);
        // Weeks start on Mondays: 2024-03-04 was one.
        let weeks = Axes {
            day_range: (d, d + 40.0),
            rating_range: (0.0, 1.0),
        };
        let labels: Vec<String> = weeks
            .time_ticks(&months_en())
            .into_iter()
            .map(|t| t.1)
            .collect();
        assert_eq!(labels[0], "4 Mar");
    }

    #[test]
    fn calendar_conversions() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(days(MARCH_1_2024) as i64), (2024, 3, 1));
        assert_eq!(
            civil_from_days(days(MARCH_1_2024) as i64 - 1),
            (2024, 2, 29)
        );
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        for day in (-800_000..800_000).step_by(997) {
            let (y, m, d) = civil_from_days(day);
            assert_eq!(days_from_civil(y, m, d), day);
        }
    }
}

#[cfg(test)]
mod look {
    use super::*;

    /// Writes sample charts to the temporary directory for a look (not a
    /// check): `cargo test -p render --lib look -- --ignored`.
    #[test]
    #[ignore]
    fn write_samples() {
        let day = 86_400;
        let start = 1_709_251_200;
        let mut state = 12345u64;
        let mut rnd = move || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as f64 / (1u64 << 31) as f64
        };
        let mut series = Vec::new();
        for (i, name) in ["cruise", "cruise-forward", "chess", "pawns", "pawns-cruise"]
            .iter()
            .enumerate()
        {
            let mut r = 1500.0;
            let mut t = start + (i as i64) * 5 * day;
            let mut points = vec![ChartPoint {
                unix_seconds: t,
                rating: r,
            }];
            for _ in 0..(10 + i * 12) {
                t += (rnd() * 4.0 * day as f64) as i64;
                r += (rnd() - 0.45) * 120.0;
                points.push(ChartPoint {
                    unix_seconds: t,
                    rating: r,
                });
            }
            series.push(Series::new(*name, i, points));
        }
        let chart = RatingChart {
            empty: "No rated games yet".into(),
            months: Vec::new(),
            title: "alice — rating history".into(),
            series,
        };
        std::fs::write(
            std::env::temp_dir().join("chart_sample.png"),
            chart_png(&chart).unwrap(),
        )
        .unwrap();
        let empty = RatingChart {
            empty: "No rated games yet".into(),
            months: Vec::new(),
            title: "bob — rating history".into(),
            series: vec![],
        };
        std::fs::write(
            std::env::temp_dir().join("chart_empty.png"),
            chart_png(&empty).unwrap(),
        )
        .unwrap();
        let one = RatingChart {
            empty: "No rated games yet".into(),
            months: Vec::new(),
            title: "carol".into(),
            series: vec![Series::new(
                "cruise",
                0,
                vec![ChartPoint {
                    unix_seconds: start,
                    rating: 1742.0,
                }],
            )],
        };
        std::fs::write(
            std::env::temp_dir().join("chart_one.png"),
            chart_png(&one).unwrap(),
        )
        .unwrap();
    }
}
