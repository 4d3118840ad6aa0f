//! Tables as pictures (tournament standings, cross-tables): a bold title, a
//! dimmer subtitle, a header row over a rule, then zebra-striped rows, on
//! the same dark card as the rating charts ([`crate::chart`]) so they read
//! well on Discord's dark theme.
//!
//! The image is as wide as its content needs (each column as wide as its
//! widest text, plus padding), kept between 480 and 1200 pixels: when the
//! columns would not fit, the widest ones are narrowed and their cells cut
//! with `…`; a narrow table is widened (the extra room goes to the first
//! left-aligned column, usually the names). Rows marked in
//! [`Table::highlight`] (the winners) get a gold bar and gold text.
//!
//! Any input makes an image, never a panic: cells are user text (cleaned,
//! characters the font lacks drawn as its "missing glyph" box), a row may
//! have fewer cells than there are columns (the rest are empty) or more
//! (ignored). A table without rows says so ([`Table::empty`]); after
//! [`MAX_ROWS`] rows a last line says how many more there are
//! ([`Table::more`]). Every text is the caller's, said in its reader's
//! language (`locales/*/picture.ftl`): this crate has none. See
//! [`table_png`] for an example.

use crate::RenderError;
use crate::chart::{AXIS, BACKGROUND, LABEL, TEXT, fill_rect, hline};
use crate::palette::Rgb;
use crate::text;
use resvg::tiny_skia::Pixmap;

/// A table to draw: a title line, column headers, rows of cells.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Table {
    /// The first line, bold (cut with `…` when long), e.g.
    /// "Friday Swiss — final standings"; may be empty.
    pub title: String,
    /// A dimmer line under the title, e.g. "cruise · 5 players · 3 rounds".
    pub subtitle: Option<String>,
    /// The columns, left to right.
    pub columns: Vec<Column>,
    /// Each row has one cell per column (missing cells are empty, extra
    /// cells ignored).
    pub rows: Vec<Vec<String>>,
    /// Rows to mark as winners (e.g. indices of the rank-1 rows): drawn
    /// with a gold accent. Indices past the drawn rows are ignored.
    pub highlight: Vec<usize>,
    /// What a table without rows says under its header ("No entries
    /// yet"); empty: nothing.
    pub empty: String,
    /// The last line of a table with more than [`MAX_ROWS`] rows, saying
    /// how many are left out ([`Table::hidden`]: "… and 300 more"); empty:
    /// nothing.
    pub more: String,
}

impl Table {
    /// How many of its rows are not drawn (past [`MAX_ROWS`]).
    pub fn hidden(&self) -> usize {
        self.rows.len().saturating_sub(MAX_ROWS)
    }
}

/// One column: its header and how its cells (and header) are aligned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The header's text.
    pub header: String,
    /// Where the text sits in the column: numbers read best [`Align::Right`].
    pub align: Align,
}

/// Where a cell's text sits in its column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Align {
    /// Against the left edge (names).
    #[default]
    Left,
    /// Against the right edge (numbers, so their digits line up).
    Right,
    /// In the middle (short marks).
    Center,
}

/// The most rows drawn; a table with more ends with [`Table::more`].
pub const MAX_ROWS: usize = 200;
/// The narrowest image, in pixels.
pub const MIN_WIDTH: u32 = 480;
/// The widest image, in pixels.
pub const MAX_WIDTH: u32 = 1200;

/// The widest a cell's text may be before it is cut (pixels).
const MAX_COLUMN_TEXT: f32 = 360.0;
/// The narrowest a column's text may be made (room for a letter and `…`).
const MIN_COLUMN_TEXT: f32 = 28.0;

/// Around the whole table (pixels).
const PAD: f32 = 20.0;
/// Left and right of the text in each cell.
const CELL_PAD: f32 = 10.0;
const TITLE_PX: f32 = 20.0;
const SUBTITLE_PX: f32 = 14.0;
const HEADER_PX: f32 = 13.0;
const CELL_PX: f32 = 15.0;
const HEADER_H: f32 = 26.0;
const ROW_H: f32 = 28.0;
/// How far the title is drawn a second time to the right (a faux bold:
/// only the regular DejaVu Sans is embedded).
const BOLD_OFFSET: f32 = 1.0;
/// DejaVu Sans's cap height, as a fraction of the font size (to centre
/// text in a row).
const CAP_HEIGHT: f32 = 0.73;
/// Width of the winners' bar at a row's left edge.
const BAR_W: f32 = 4.0;

/// The rule under the header.
const RULE: Rgb = [78, 81, 88];
/// Every other row's background.
const STRIPE: Rgb = [39, 40, 44];
/// A winner's row background (a faint gold tint) …
const GOLD_TINT: Rgb = [54, 48, 32];
/// … its bar and its text.
const GOLD: Rgb = [240, 192, 64];

/// PNG bytes (8-bit RGB) of `table`: between [`MIN_WIDTH`] and
/// [`MAX_WIDTH`] pixels wide, as tall as its rows (at most [`MAX_ROWS`]
/// drawn). Never panics: empty tables, very long or odd Unicode cells,
/// rows with too few or too many cells and hundreds of rows all make an
/// image; the only error is a failing encoder.
///
/// ```
/// use render::table::{Align, Column, Table, table_png};
/// let column = |header: &str, align| Column { header: header.into(), align };
/// let table = Table {
///     title: "Friday Swiss — final standings".into(),
///     subtitle: Some("cruise · 3 players · 2 rounds".into()),
///     columns: vec![
///         column("#", Align::Right),
///         column("Player", Align::Left),
///         column("Points", Align::Right),
///     ],
///     rows: vec![
///         vec!["1".into(), "alice".into(), "2".into()],
///         vec!["2".into(), "bob".into(), "1".into()],
///         vec!["3".into(), "carol".into(), "0".into()],
///     ],
///     highlight: vec![0],
///     ..Table::default()
/// };
/// let png = table_png(&table).unwrap();
/// assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
/// ```
pub fn table_png(table: &Table) -> Result<Vec<u8>, RenderError> {
    crate::encode::pixmap_png(&draw(table, &Layout::of(table))?)
}

/// Where everything goes, in pixels from the image's top left.
#[derive(Debug, Clone, PartialEq)]
struct Layout {
    width: u32,
    height: u32,
    /// The title, cut to fit, and its baseline.
    title: (String, f32),
    /// The subtitle, cut to fit, and its baseline.
    subtitle: Option<(String, f32)>,
    /// Left edge and width (padding included) of each drawn column; only
    /// as many columns as fit at their narrowest are drawn.
    columns: Vec<(f32, f32)>,
    header_top: f32,
    rows_top: f32,
    /// How many rows are drawn.
    shown: usize,
    /// The last line, if any (no rows, or rows not drawn), and its baseline.
    footer: Option<(String, f32)>,
}

impl Layout {
    fn of(table: &Table) -> Layout {
        let shown = table.rows.len().min(MAX_ROWS);
        let rows = &table.rows[..shown];
        let max_text = MAX_WIDTH as f32 - 2.0 * PAD;
        let fits = ((max_text / (2.0 * CELL_PAD + MIN_COLUMN_TEXT)) as usize).max(1);
        let columns = &table.columns[..table.columns.len().min(fits)];

        // Each column as wide as its widest (possibly cut) text.
        let natural: Vec<f32> = columns
            .iter()
            .enumerate()
            .map(|(c, column)| {
                let header = measure(&column.header, HEADER_PX);
                rows.iter()
                    .filter_map(|row| row.get(c))
                    .map(|cell| measure(cell, CELL_PX))
                    .fold(header, f32::max)
                    .max(MIN_COLUMN_TEXT)
            })
            .collect();
        let budget = max_text - 2.0 * CELL_PAD * columns.len() as f32;
        let mut widths: Vec<f32> = narrow(&natural, budget)
            .into_iter()
            .map(|w| w + 2.0 * CELL_PAD)
            .collect();

        let title = text::fit(&table.title, TITLE_PX, max_text - BOLD_OFFSET);
        let subtitle = table
            .subtitle
            .as_deref()
            .map(|s| text::fit(s, SUBTITLE_PX, max_text))
            .filter(|s| !s.is_empty());
        let footer = if table.rows.is_empty() {
            Some(table.empty.clone())
        } else if table.rows.len() > shown {
            Some(table.more.clone())
        } else {
            None
        }
        .filter(|f| !f.is_empty());

        let content = widths.iter().sum::<f32>();
        let needed = [
            content,
            text::width(&title, TITLE_PX) + BOLD_OFFSET,
            subtitle
                .as_deref()
                .map_or(0.0, |s| text::width(s, SUBTITLE_PX)),
            footer
                .as_deref()
                .map_or(0.0, |s| text::width(s, CELL_PX) + 2.0 * CELL_PAD),
        ]
        .into_iter()
        .fold(0.0, f32::max);
        let width = ((needed + 2.0 * PAD).ceil() as u32).clamp(MIN_WIDTH, MAX_WIDTH);
        // The table spans the card: the extra room goes to the names.
        let extra = (width as f32 - 2.0 * PAD - content).max(0.0);
        if let Some(w) = columns
            .iter()
            .position(|c| c.align == Align::Left)
            .or(columns.len().checked_sub(1))
            .and_then(|i| widths.get_mut(i))
        {
            *w += extra;
        }
        let mut x = PAD;
        let columns = widths
            .into_iter()
            .map(|w| {
                let left = x;
                x += w;
                (left, w)
            })
            .collect();

        let mut y = PAD;
        let title = (title, y + TITLE_PX * 0.8);
        y += TITLE_PX * 1.2;
        let subtitle = subtitle.map(|s| {
            let baseline = y + 4.0 + SUBTITLE_PX * 0.8;
            y += 4.0 + SUBTITLE_PX * 1.2;
            (s, baseline)
        });
        let header_top = y + 14.0;
        let rows_top = header_top + HEADER_H + 2.0;
        y = rows_top + shown as f32 * ROW_H;
        let footer = footer.map(|f| {
            let baseline = centred_baseline(y + 4.0, ROW_H, CELL_PX);
            y += 4.0 + ROW_H;
            (f, baseline)
        });
        Layout {
            width,
            height: (y + PAD).ceil() as u32,
            title,
            subtitle,
            columns,
            header_top,
            rows_top,
            shown,
            footer,
        }
    }

    /// The right edge of the table (and of its stripes).
    fn right(&self) -> f32 {
        self.columns.last().map_or(PAD, |&(x, w)| x + w).max(PAD)
    }
}

/// The width of `cell`'s text as drawn (cleaned, cut at the widest a
/// column may be).
fn measure(cell: &str, px: f32) -> f32 {
    text::width(&text::fit(cell, px, MAX_COLUMN_TEXT), px)
}

/// `natural` widths narrowed to sum to at most `budget`: the widest are
/// cut down to one common width, the others keep theirs.
fn narrow(natural: &[f32], budget: f32) -> Vec<f32> {
    if natural.iter().sum::<f32>() <= budget {
        return natural.to_vec();
    }
    let mut sorted = natural.to_vec();
    sorted.sort_by(f32::total_cmp);
    let mut remaining = budget;
    let mut cap = budget / natural.len().max(1) as f32;
    for (i, &w) in sorted.iter().enumerate() {
        let share = remaining / (sorted.len() - i) as f32;
        if w > share {
            cap = share;
            break;
        }
        remaining -= w;
    }
    natural.iter().map(|&w| w.min(cap)).collect()
}

/// The baseline that centres capitals of size `px` in a band.
fn centred_baseline(top: f32, height: f32, px: f32) -> f32 {
    top + (height + CAP_HEIGHT * px) / 2.0
}

/// The table as an opaque pixmap.
fn draw(table: &Table, layout: &Layout) -> Result<Pixmap, RenderError> {
    let mut pm = Pixmap::new(layout.width, layout.height)
        .ok_or_else(|| RenderError::Asset("table pixmap size".into()))?; // words-scan: skip (an internal error, logged)
    pm.fill(resvg::tiny_skia::Color::from_rgba8(
        BACKGROUND[0],
        BACKGROUND[1],
        BACKGROUND[2],
        255,
    ));
    let (title, baseline) = &layout.title;
    for dx in [0.0, BOLD_OFFSET] {
        text::draw_on_pixmap(&mut pm, title, TITLE_PX, PAD + dx, *baseline, TEXT);
    }
    if let Some((subtitle, baseline)) = &layout.subtitle {
        text::draw_on_pixmap(&mut pm, subtitle, SUBTITLE_PX, PAD, *baseline, AXIS);
    }
    let right = layout.right();

    let header_baseline = centred_baseline(layout.header_top, HEADER_H, HEADER_PX);
    for (column, &(left, width)) in table.columns.iter().zip(&layout.columns) {
        let cell = Cell {
            left,
            width,
            align: column.align,
        };
        cell.draw(&mut pm, &column.header, HEADER_PX, header_baseline, AXIS);
    }
    hline(
        &mut pm,
        layout.header_top + HEADER_H - 1.0,
        PAD,
        right,
        RULE,
    );

    for (i, row) in table.rows[..layout.shown].iter().enumerate() {
        let top = layout.rows_top + i as f32 * ROW_H;
        let winner = table.highlight.contains(&i);
        if winner {
            fill_rect(&mut pm, PAD, top, right - PAD, ROW_H, GOLD_TINT);
            fill_rect(&mut pm, PAD, top, BAR_W, ROW_H, GOLD);
        } else if i % 2 == 1 {
            fill_rect(&mut pm, PAD, top, right - PAD, ROW_H, STRIPE);
        }
        let color = if winner { GOLD } else { TEXT };
        let baseline = centred_baseline(top, ROW_H, CELL_PX);
        for (c, (column, &(left, width))) in table.columns.iter().zip(&layout.columns).enumerate() {
            let cell = Cell {
                left,
                width,
                align: column.align,
            };
            let content = row.get(c).map_or("", String::as_str);
            cell.draw(&mut pm, content, CELL_PX, baseline, color);
        }
    }
    if let Some((footer, baseline)) = &layout.footer {
        text::draw_on_pixmap(&mut pm, footer, CELL_PX, PAD + CELL_PAD, *baseline, LABEL);
    }
    Ok(pm)
}

/// A column's place on one line.
struct Cell {
    left: f32,
    width: f32,
    align: Align,
}

impl Cell {
    /// Draws `content` cut to fit inside the cell's padding, aligned.
    fn draw(&self, pm: &mut Pixmap, content: &str, px: f32, baseline: f32, color: Rgb) {
        let room = (self.width - 2.0 * CELL_PAD).max(0.0);
        let content = text::fit(content, px, room);
        let w = text::width(&content, px);
        let x = match self.align {
            Align::Left => self.left + CELL_PAD,
            Align::Right => self.left + self.width - CELL_PAD - w,
            Align::Center => self.left + (self.width - w) / 2.0,
        };
        text::draw_on_pixmap(pm, &content, px, x, baseline, color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> image::RgbImage {
        image::load_from_memory(png).unwrap().to_rgb8()
    }

    /// Text pixels: light in every channel (not the gold).
    fn light(p: [u8; 3]) -> bool {
        p.iter().all(|&c| c > 150)
    }

    fn goldish(p: [u8; 3]) -> bool {
        p[0] > 200 && (140..=220).contains(&p[1]) && p[2] < 120
    }

    fn column(header: &str, align: Align) -> Column {
        Column {
            header: header.into(),
            align,
        }
    }

    /// A standings table of `n` players (# · Player · Points · Buchholz).
    fn standings(n: usize) -> Table {
        Table {
            title: "Friday Swiss — final standings".into(),
            subtitle: Some(format!("cruise · {n} players · 3 rounds")),
            columns: vec![
                column("#", Align::Right),
                column("Player", Align::Left),
                column("Points", Align::Right),
                column("Buchholz", Align::Right),
            ],
            rows: (0..n)
                .map(|i| {
                    vec![
                        (i + 1).to_string(),
                        format!("player{i}"),
                        format!("{}", 3.0 - (i as f32) * 0.5),
                        format!("{}.5", 4 + i % 3),
                    ]
                })
                .collect(),
            highlight: vec![],
            empty: "No entries yet".into(),
            more: format!("… and {} more", n.saturating_sub(MAX_ROWS)),
        }
    }

    /// The pixels `(x, y)` in a rectangle satisfying `f`.
    fn count(
        img: &image::RgbImage,
        (x0, y0, x1, y1): (u32, u32, u32, u32),
        f: impl Fn([u8; 3]) -> bool,
    ) -> usize {
        (x0..x1.min(img.width()))
            .flat_map(|x| (y0..y1.min(img.height())).map(move |y| (x, y)))
            .filter(|&(x, y)| f(img.get_pixel(x, y).0))
            .count()
    }

    #[test]
    fn width_is_bounded_and_height_grows_with_rows() {
        let three = decode(&table_png(&standings(3)).unwrap());
        let ten = decode(&table_png(&standings(10)).unwrap());
        for img in [&three, &ten] {
            assert!(
                (MIN_WIDTH..=MAX_WIDTH).contains(&img.width()),
                "{}",
                img.width()
            );
        }
        assert!(ten.height() > three.height());
        assert_eq!(ten.height() - three.height(), 7 * ROW_H as u32);
        let layout = Layout::of(&standings(3));
        assert_eq!(
            (three.width(), three.height()),
            (layout.width, layout.height)
        );
    }

    #[test]
    fn the_card_is_dark_and_the_title_light() {
        let table = standings(3);
        let img = decode(&table_png(&table).unwrap());
        let (w, h) = (img.width(), img.height());
        for (x, y) in [(1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)] {
            assert_eq!(img.get_pixel(x, y).0, BACKGROUND, "corner ({x}, {y})");
        }
        let title_band = (0, 0, w, PAD as u32 + TITLE_PX as u32);
        assert!(count(&img, title_band, light) > 100, "the title is written");
        // Nothing gold without a highlight.
        assert_eq!(count(&img, (0, 0, w, h), goldish), 0);
    }

    #[test]
    fn highlighted_rows_are_gold() {
        let mut table = standings(3);
        table.highlight = vec![0, 99];
        let layout = Layout::of(&table);
        let img = decode(&table_png(&table).unwrap());
        let row = |i: usize| {
            let top = (layout.rows_top + i as f32 * ROW_H) as u32;
            (0, top + 1, img.width(), top + ROW_H as u32 - 1)
        };
        assert!(count(&img, row(0), goldish) > 100, "the bar and the text");
        assert_eq!(count(&img, row(1), goldish), 0);
        assert_eq!(count(&img, row(2), goldish), 0);
        // The bar at the row's left edge.
        let y = layout.rows_top as u32 + ROW_H as u32 / 2;
        assert_eq!(img.get_pixel(PAD as u32 + 1, y).0, GOLD);
    }

    #[test]
    fn rows_are_striped_and_the_header_ruled() {
        let table = standings(4);
        let layout = Layout::of(&table);
        let img = decode(&table_png(&table).unwrap());
        // Sample each row's background just right of the left padding.
        let x = PAD as u32 + 3;
        let bg = |i: usize| {
            img.get_pixel(x, (layout.rows_top + i as f32 * ROW_H) as u32 + 2)
                .0
        };
        assert_eq!(
            [bg(0), bg(1), bg(2), bg(3)],
            [BACKGROUND, STRIPE, BACKGROUND, STRIPE]
        );
        let rule = (layout.header_top + HEADER_H - 1.0) as u32;
        assert_eq!(img.get_pixel(x, rule).0, RULE);
    }

    #[test]
    fn right_aligned_cells_end_at_the_column_edge() {
        let mut table = standings(3);
        table.rows[0][2] = "1".into();
        table.rows[1][2] = "10.5".into();
        table.rows[2][2] = "1000".into();
        let layout = Layout::of(&table);
        let img = decode(&table_png(&table).unwrap());
        let (left, width) = layout.columns[2];
        let edge = left + width - CELL_PAD;
        // The first and last light column of each cell of "Points".
        let ink = |i: usize| {
            let top = (layout.rows_top + i as f32 * ROW_H) as u32;
            let xs: Vec<u32> = (left as u32..(left + width) as u32)
                .filter(|&x| (top..top + ROW_H as u32).any(|y| light(img.get_pixel(x, y).0)))
                .collect();
            (*xs.first().unwrap(), *xs.last().unwrap())
        };
        let cells = [ink(0), ink(1), ink(2)];
        for (_, last) in cells {
            assert!(
                (edge - 4.0..=edge).contains(&(last as f32)),
                "{last} vs {edge}"
            );
        }
        let lasts: Vec<u32> = cells.iter().map(|c| c.1).collect();
        assert!(
            lasts.iter().max().unwrap() - lasts.iter().min().unwrap() <= 2,
            "{lasts:?}"
        );
        // Longer numbers start further left.
        assert!(
            cells[0].0 > cells[1].0 && cells[1].0 > cells[2].0,
            "{cells:?}"
        );
    }

    #[test]
    fn long_names_are_cut_to_the_maximum_width() {
        let mut table = standings(3);
        table.rows[1][1] = "Maximilian ".repeat(19) + "der Dritte";
        assert!(table.rows[1][1].chars().count() >= 200);
        let layout = Layout::of(&table);
        let img = decode(&table_png(&table).unwrap());
        assert!(img.width() <= MAX_WIDTH);
        let (left, width) = layout.columns[1];
        assert!(width <= MAX_COLUMN_TEXT + 2.0 * CELL_PAD + 0.01);
        // Every column stays inside the card.
        assert!(layout.right() <= img.width() as f32 - PAD + 0.01);
        // The name is written up to the column's edge, not beyond.
        let top = (layout.rows_top + ROW_H) as u32;
        let band = |x0: f32, x1: f32| (x0 as u32, top, x1 as u32, top + ROW_H as u32);
        assert!(count(&img, band(left + width - 40.0, left + width), light) > 10);
        assert_eq!(
            count(&img, band(left + width - 2.0, left + width + 8.0), light),
            0
        );
    }

    #[test]
    fn names_in_other_scripts_are_written_whole_with_real_glyphs() {
        let mut table = standings(4);
        for (row, name) in table.rows.iter_mut().zip(crate::text::tests::NAMES) {
            row[1] = name.to_string();
        }
        let layout = Layout::of(&table);
        let img = decode(&table_png(&table).unwrap());
        let (left, width) = layout.columns[1];
        for (k, name) in crate::text::tests::NAMES.into_iter().enumerate() {
            let drawn = text::fit(name, CELL_PX, width - 2.0 * CELL_PAD);
            assert_eq!(drawn, name);
            crate::text::tests::assert_every_glyph_real(&drawn, CELL_PX);
            // Its row has text in the Player column.
            let top = (layout.rows_top + k as f32 * ROW_H) as u32;
            let band = (left as u32, top, (left + width) as u32, top + ROW_H as u32);
            assert!(count(&img, band, light) > 10, "{name}");
        }
    }

    #[test]
    fn many_wide_columns_are_narrowed_to_fit() {
        let mut table = standings(2);
        table.columns = (0..8)
            .map(|i| column(&format!("c{i}"), Align::Left))
            .collect();
        table.rows = vec![(0..8).map(|i| format!("{i}").repeat(60)).collect()];
        let layout = Layout::of(&table);
        assert_eq!(layout.width, MAX_WIDTH);
        assert!(layout.right() <= MAX_WIDTH as f32 - PAD + 0.01);
        let widths: Vec<f32> = layout.columns.iter().map(|c| c.1).collect();
        assert!(
            widths.iter().all(|w| (w - widths[0]).abs() < 0.01),
            "{widths:?}"
        );
        // A short column keeps its width when others are narrowed.
        assert_eq!(
            narrow(&[30.0, 500.0, 500.0], 530.0),
            vec![30.0, 250.0, 250.0]
        );
        assert_eq!(narrow(&[30.0, 40.0], 500.0), vec![30.0, 40.0]);
    }

    #[test]
    fn no_rows_and_many_rows_make_valid_pngs() {
        let empty = standings(0);
        let img = decode(&table_png(&empty).unwrap());
        assert!(img.width() >= MIN_WIDTH);
        let layout = Layout::of(&empty);
        let (_, baseline) = layout.footer.clone().unwrap();
        let band = (0, baseline as u32 - 14, img.width(), baseline as u32 + 4);
        assert!(
            count(&img, band, |p| p.iter().all(|&c| c > 120)) > 50,
            "says it is empty"
        );

        let mut many = standings(500);
        many.highlight = vec![0, 499];
        let png = table_png(&many).unwrap();
        let img = decode(&png);
        let capped = Layout::of(&standings(MAX_ROWS));
        assert!(img.height() > capped.height && img.height() < capped.height + 2 * ROW_H as u32);
        assert_eq!(
            Layout::of(&many).footer.map(|f| f.0).as_deref(),
            Some("… and 300 more")
        );
    }

    #[test]
    fn odd_input_never_panics() {
        let mut table = standings(5);
        table.rows[0] = vec![];
        table.rows[1].truncate(2);
        table.rows[2].push("extra".into());
        table.rows[3][1] = "🦀\u{202e}שלום\n\t漢字e\u{301}\u{0}".repeat(30);
        table.title = "\u{1F3C6}".repeat(300);
        table.subtitle = Some(" \n ".into());
        table.highlight = vec![4, 5, usize::MAX];
        assert!(Layout::of(&table).subtitle.is_none());
        let img = decode(&table_png(&table).unwrap());
        assert!((MIN_WIDTH..=MAX_WIDTH).contains(&img.width()));

        let no_columns = Table {
            columns: vec![],
            ..standings(3)
        };
        decode(&table_png(&no_columns).unwrap());
        assert!(decode(&table_png(&Table::default()).unwrap()).width() == MIN_WIDTH);

        // More columns than fit at their narrowest: the first ones are drawn.
        let mut wide = standings(2);
        wide.columns = (0..100)
            .map(|i| column(&i.to_string(), Align::Center))
            .collect();
        let layout = Layout::of(&wide);
        assert!(layout.columns.len() < 100);
        assert!(layout.right() <= MAX_WIDTH as f32 - PAD + 0.01);
        decode(&table_png(&wide).unwrap());
    }
}

#[cfg(test)]
mod look {
    use super::*;

    /// Writes a sample table to the temporary directory for a look (not a
    /// check): `cargo test -p render --lib table::look -- --ignored`.
    #[test]
    #[ignore]
    fn write_sample() {
        let column = |header: &str, align| Column {
            header: header.into(),
            align,
        };
        let players = [
            ("alice", "3", "1742", "6.5"),
            (
                "Maximilian Alexander von Schachbrett-Turmfalke der Dritte, Großmeister aus Wolkenkuckucksheim",
                "3",
                "1698",
                "6.0",
            ),
            ("bob 🦀", "2", "1611", "5.5"),
            ("carol", "1.5", "1540", "4.0"),
            ("Дмитрий", "1", "1502", "4.5"),
            ("李小龍", "0.5", "1450", "3.0"),
            ("eve", "0", "1399", "2.5"),
        ];
        let table = Table {
            title: "Friday Swiss — final standings".into(),
            subtitle: Some("cruise · 7 players · 3 rounds".into()),
            columns: vec![
                column("#", Align::Right),
                column("Player", Align::Left),
                column("Points", Align::Right),
                column("Rating", Align::Right),
                column("Buchholz", Align::Right),
            ],
            rows: players
                .iter()
                .enumerate()
                .map(|(i, (name, points, rating, tb))| {
                    let rank = if i < 2 { 1 } else { i + 1 };
                    vec![
                        rank.to_string(),
                        name.to_string(),
                        points.to_string(),
                        rating.to_string(),
                        tb.to_string(),
                    ]
                })
                .collect(),
            highlight: vec![0, 1],
            ..Table::default()
        };
        std::fs::write(
            std::env::temp_dir().join("table_sample.png"),
            table_png(&table).unwrap(),
        )
        .unwrap();
        let mut many = table.clone();
        many.title = "Monday Arena — ".repeat(20);
        many.rows = (0..500)
            .map(|i| vec![(i + 1).to_string(), format!("player {i}"), "0".into()])
            .collect();
        std::fs::write(
            std::env::temp_dir().join("table_many.png"),
            table_png(&many).unwrap(),
        )
        .unwrap();
    }
}
