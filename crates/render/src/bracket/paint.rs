//! A bracket [`Picture`] painted into a pixmap with tiny-skia and the
//! embedded font, on the dark card of the charts and tables.

use resvg::tiny_skia::{
    LineCap, LineJoin, Paint, PathBuilder, Pixmap, Stroke, StrokeDash, Transform,
};

use super::layout::{
    BOX_H, BOX_W, HEADING_PX, ID_W, MatchBox, NAME_PX, Picture, ROW_H, Row, RowState, SCORE_PX,
    SCORE_W, SMALL_PX, TITLE_PX,
};
use super::palette::{
    BACKGROUND, BORDER, BOX_FILL, CHAMPION_FILL, CHAMPION_LINE_W, DASH, DIM, FADED_FILL, GOLD,
    HEADING, ID_FILL, LINE, LINE_W, LOST, TEXT, WIN_FILL,
};
use crate::RenderError;
use crate::chart::fill_rect;
use crate::palette::Rgb;
use crate::text;

/// The picture as an opaque pixmap.
pub(crate) fn paint(picture: &Picture) -> Result<Pixmap, RenderError> {
    let mut pm = Pixmap::new(picture.width, picture.height).ok_or_else(|| {
        RenderError::Asset(format!(
            "bracket pixmap size {}×{}", // words-scan: skip (an internal error: only logged)
            picture.width, picture.height
        ))
    })?;
    pm.fill(resvg::tiny_skia::Color::from_rgba8(
        BACKGROUND[0],
        BACKGROUND[1],
        BACKGROUND[2],
        255,
    ));
    let t = &picture.title;
    text::draw_on_pixmap(&mut pm, &t.text, TITLE_PX, t.x, t.baseline, TEXT);
    for h in &picture.headings {
        text::draw_on_pixmap(&mut pm, &h.text, HEADING_PX, h.x, h.baseline, HEADING);
    }
    for c in &picture.connectors {
        let mut pb = PathBuilder::new();
        let Some(&(x, y)) = c.points.first() else {
            continue;
        };
        pb.move_to(x, y);
        for &(x, y) in &c.points[1..] {
            pb.line_to(x, y);
        }
        let Some(path) = pb.finish() else { continue };
        let (color, width) = if c.champion {
            (GOLD, CHAMPION_LINE_W)
        } else {
            (LINE, LINE_W)
        };
        let stroke = Stroke {
            width,
            line_cap: LineCap::Butt,
            line_join: LineJoin::Miter,
            dash: if c.loser {
                StrokeDash::new(DASH.to_vec(), 0.0)
            } else {
                None
            },
            ..Stroke::default()
        };
        pm.stroke_path(
            &path,
            &paint_of(color),
            &stroke,
            Transform::identity(),
            None,
        );
    }
    for b in &picture.boxes {
        draw_box(&mut pm, b);
    }
    Ok(pm)
}

/// One match's box: id column, two slots, score column, outline.
fn draw_box(pm: &mut Pixmap, b: &MatchBox) {
    let (fill, ink) = if b.faded {
        (FADED_FILL, DIM)
    } else {
        (BOX_FILL, TEXT)
    };
    fill_rect(pm, b.x, b.y, BOX_W, BOX_H, fill);
    fill_rect(pm, b.x, b.y, ID_W, BOX_H, ID_FILL);
    fill_rect(pm, b.x + BOX_W - SCORE_W, b.y, SCORE_W, BOX_H, ID_FILL);
    for (i, row) in b.rows.iter().enumerate() {
        let top = b.row_top(i);
        if let Some(f) = row_fill(row) {
            fill_rect(pm, b.x + ID_W, top, BOX_W - ID_W - SCORE_W, ROW_H, f);
        }
        let color = match row.state {
            _ if row.champion => GOLD,
            RowState::Won => TEXT,
            RowState::Lost => LOST,
            RowState::Bye => DIM,
            RowState::Open => ink,
        };
        let baseline = b.row_baseline(i);
        text::draw_on_pixmap(pm, &row.seed, SMALL_PX, b.seed_x(), baseline, DIM);
        text::draw_on_pixmap(pm, &row.name, NAME_PX, b.name_x(), baseline, color);
    }
    // The rule between the slots, then the outline.
    fill_rect(
        pm,
        b.x + ID_W,
        b.y + ROW_H,
        BOX_W - ID_W - SCORE_W,
        1.0,
        BORDER,
    );
    outline(pm, b.x, b.y, BOX_W, BOX_H, BORDER);
    let (x, baseline) = b.id_position();
    text::draw_on_pixmap(pm, &b.id.to_string(), SMALL_PX, x, baseline, DIM);
    if let Some(score) = &b.score {
        let (x, baseline) = b.score_position(score);
        text::draw_on_pixmap(pm, score, SCORE_PX, x, baseline, TEXT);
    }
}

/// The background of a slot's row: the winner's is highlighted.
/// The background of a slot's row: the winner's is highlighted, gold for
/// the champion.
pub(crate) fn row_fill(row: &Row) -> Option<Rgb> {
    match row.state {
        RowState::Won if row.champion => Some(CHAMPION_FILL),
        RowState::Won => Some(WIN_FILL),
        _ => None,
    }
}

/// A one-pixel outline inside the rectangle `(x, y, w, h)`.
fn outline(pm: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
    fill_rect(pm, x, y, w, 1.0, c);
    fill_rect(pm, x, y + h - 1.0, w, 1.0, c);
    fill_rect(pm, x, y, 1.0, h, c);
    fill_rect(pm, x + w - 1.0, y, 1.0, h, c);
}

fn paint_of(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], 255);
    p.anti_alias = true;
    p
}
