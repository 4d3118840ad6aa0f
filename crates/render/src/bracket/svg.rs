//! A bracket [`Picture`] written as SVG text: the same boxes, texts and
//! connectors as the PNG, each linked match box inside an `<a href>` to
//! its games, a `<title>` per box (the match in words, shown on hover and
//! read by screen readers). Colours and fonts are presentation attributes,
//! never `style` (the site's Content-Security-Policy forbids inline
//! style); no script. Every text a user typed is escaped.

use std::fmt::Write;

use super::layout::{
    BOX_H, BOX_W, HEADING_PX, ID_W, MatchBox, NAME_PX, Picture, ROW_H, RowState, SCORE_PX, SCORE_W,
    SMALL_PX, TITLE_PX,
};
use super::paint::row_fill;
use super::palette::{
    BACKGROUND, BORDER, BOX_FILL, CHAMPION_LINE_W, DASH, DIM, FADED_FILL, GOLD, HEADING, ID_FILL,
    LINE, LINE_W, LOST, TEXT,
};
use crate::palette::Rgb;

/// The picture as a standalone `<svg>` element (no XML declaration, so it
/// can sit inside an HTML page).
pub(crate) fn write(picture: &Picture) -> String {
    let (w, h) = (picture.width, picture.height);
    let mut s = String::with_capacity(512 + picture.boxes.len() * 900);
    // Writing to a String cannot fail.
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" \
         role=\"img\" aria-label=\"{}\">",
        escape(&picture.title.text)
    );
    let _ = write!(
        s,
        "<rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
        hex(BACKGROUND)
    );
    let t = &picture.title;
    text(&mut s, &t.text, t.x, t.baseline, TITLE_PX, TEXT);
    for heading in &picture.headings {
        text(
            &mut s,
            &heading.text,
            heading.x,
            heading.baseline,
            HEADING_PX,
            HEADING,
        );
    }
    for c in &picture.connectors {
        let mut d = String::new();
        for (i, (x, y)) in c.points.iter().enumerate() {
            let _ = write!(d, "{}{x} {y}", if i == 0 { "M" } else { " L" });
        }
        let (color, width) = if c.champion {
            (GOLD, CHAMPION_LINE_W)
        } else {
            (LINE, LINE_W)
        };
        let dash = if c.loser {
            format!(" stroke-dasharray=\"{} {}\"", DASH[0], DASH[1])
        } else {
            String::new()
        };
        let _ = write!(
            s,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{width}\"{dash}/>",
            hex(color)
        );
    }
    for b in &picture.boxes {
        match_box(&mut s, b);
    }
    s.push_str("</svg>");
    s
}

/// One match's box, inside a link to its games when it has one.
fn match_box(s: &mut String, b: &MatchBox) {
    if let Some(link) = &b.link {
        let _ = write!(s, "<a href=\"{}\">", escape(link));
    }
    let _ = write!(s, "<g><title>{}</title>", escape(&b.summary));
    let (fill, ink) = if b.faded {
        (FADED_FILL, DIM)
    } else {
        (BOX_FILL, TEXT)
    };
    rect(s, b.x, b.y, BOX_W, BOX_H, fill);
    rect(s, b.x, b.y, ID_W, BOX_H, ID_FILL);
    rect(s, b.x + BOX_W - SCORE_W, b.y, SCORE_W, BOX_H, ID_FILL);
    for (i, row) in b.rows.iter().enumerate() {
        if let Some(f) = row_fill(row) {
            rect(
                s,
                b.x + ID_W,
                b.row_top(i),
                BOX_W - ID_W - SCORE_W,
                ROW_H,
                f,
            );
        }
        let color = match row.state {
            _ if row.champion => GOLD,
            RowState::Won => TEXT,
            RowState::Lost => LOST,
            RowState::Bye => DIM,
            RowState::Open => ink,
        };
        let baseline = b.row_baseline(i);
        text(s, &row.seed, b.seed_x(), baseline, SMALL_PX, DIM);
        text(s, &row.name, b.name_x(), baseline, NAME_PX, color);
    }
    rect(
        s,
        b.x + ID_W,
        b.y + ROW_H,
        BOX_W - ID_W - SCORE_W,
        1.0,
        BORDER,
    );
    let _ = write!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\"/>",
        b.x + 0.5,
        b.y + 0.5,
        BOX_W - 1.0,
        BOX_H - 1.0,
        hex(BORDER)
    );
    let (x, baseline) = b.id_position();
    text(s, &b.id.to_string(), x, baseline, SMALL_PX, DIM);
    if let Some(score) = &b.score {
        let (x, baseline) = b.score_position(score);
        text(s, score, x, baseline, SCORE_PX, TEXT);
    }
    s.push_str("</g>");
    if b.link.is_some() {
        s.push_str("</a>");
    }
}

/// A filled rectangle.
fn rect(s: &mut String, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
    let _ = write!(
        s,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
        hex(c)
    );
}

/// A text (nothing when empty), escaped, its baseline's left end at `(x, y)`.
fn text(s: &mut String, t: &str, x: f32, y: f32, px: f32, c: Rgb) {
    if t.is_empty() {
        return;
    }
    let _ = write!(
        s,
        "<text x=\"{x}\" y=\"{y}\" font-size=\"{px}\" fill=\"{}\">{}</text>",
        hex(c),
        escape(t)
    );
}

/// `#rrggbb`.
fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// `text` safe in SVG text and in quoted attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Not allowed in XML 1.0 at all.
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => out.push(' '),
            c => out.push(c),
        }
    }
    out
}
