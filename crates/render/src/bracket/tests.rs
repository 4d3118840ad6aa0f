//! Bracket pictures: sizes, where boxes and lines are, the highlight read
//! back from the pixels, the SVG's links and escaping.

use std::collections::HashMap;

use pairing::bracket::{Bracket, Format, GrandFinal, MatchId, Slot};

use super::layout::{self, BOX_H, BOX_W, ID_W, Picture, RowState};
use super::palette::{BOX_FILL, CHAMPION_FILL, GOLD, WIN_FILL};
use super::{BracketCard, BracketLabel, BracketLabels};

const SINGLE: Format = Format::Single { third_place: false };
const DOUBLE: Format = Format::Double {
    grand_final: GrandFinal::Double,
};

fn card(players: u32, format: Format) -> BracketCard {
    BracketCard {
        bracket: Bracket::new(players, format).unwrap(),
        names: (1..=players).map(|k| format!("Player {k}")).collect(),
        scores: HashMap::new(),
        links: HashMap::new(),
        labels: english(),
    }
}

/// The labels in English, as the tournament crate says them in en-US.
fn english() -> BracketLabels {
    BracketLabels::new(|label| match label {
        BracketLabel::WinnersFinal => "Winners' final".into(),
        BracketLabel::WinnersRound(n) => format!("Winners' round {n}"),
        BracketLabel::Final => "Final".into(),
        BracketLabel::SemiFinals => "Semi-finals".into(),
        BracketLabel::QuarterFinals => "Quarter-finals".into(),
        BracketLabel::Round(n) => format!("Round {n}"),
        BracketLabel::LosersFinal => "Losers' final".into(),
        BracketLabel::LosersRound(n) => format!("Losers' round {n}"),
        BracketLabel::GrandFinal => "Grand final".into(),
        BracketLabel::Reset => "Reset".into(),
        BracketLabel::ThirdPlace => "Third place".into(),
        BracketLabel::Bye => "bye".into(),
        BracketLabel::Title { double, players } => format!(
            "{} · {players} players",
            if *double {
                "Double elimination"
            } else {
                "Single elimination"
            }
        ),
        BracketLabel::Champion { title, seed, name } => {
            format!("{title} · champion: S{seed} {name}")
        }
    })
}

#[test]
fn the_labels_are_the_callers() {
    let mut c = card(4, DOUBLE);
    c.labels = BracketLabels::new(|label| match label {
        BracketLabel::WinnersFinal => "Finale du tableau des gagnants".into(),
        BracketLabel::Title { players, .. } => format!("Double élimination · {players} joueurs"),
        other => format!("«{other:?}»"),
    });
    let p = layout::picture(&c);
    let headings: Vec<&str> = p.headings.iter().map(|h| h.text.as_str()).collect();
    assert!(
        headings.contains(&"Finale du tableau des gagnants"),
        "{headings:?}"
    );
    assert!(headings.contains(&"«LosersFinal»"), "{headings:?}");
    assert!(headings.contains(&"«GrandFinal»"), "{headings:?}");
    assert_eq!(p.title.text, "Double élimination · 4 joueurs");
    assert!(c.svg().contains("Finale du tableau des gagnants"));
}

/// Plays every match: `pick(a, b, id)` names the winner of `a` against `b`.
fn play(bracket: &mut Bracket, pick: impl Fn(u32, u32, MatchId) -> u32) {
    loop {
        let ready = bracket.ready();
        if ready.is_empty() {
            return;
        }
        for id in ready {
            let m = bracket.get(id).unwrap();
            let (Slot::Seed(a), Slot::Seed(b)) = (m.a, m.b) else {
                unreachable!("a ready match has two players")
            };
            bracket.record(id, pick(a, b, id)).unwrap();
        }
    }
}

/// A mixed outcome: upsets in some matches, by the match's name.
fn mixed(a: u32, b: u32, id: MatchId) -> u32 {
    let h = id
        .to_string()
        .bytes()
        .fold(a * 31 + b, |h, c| h.wrapping_mul(33) ^ c as u32);
    if h % 3 == 0 { a.max(b) } else { a.min(b) }
}

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).unwrap().to_rgb8()
}

fn pixel(img: &image::RgbImage, x: f32, y: f32) -> [u8; 3] {
    img.get_pixel(x as u32, y as u32).0
}

fn the_box(p: &Picture, id: &str) -> layout::MatchBox {
    let id: MatchId = id.parse().unwrap();
    p.boxes.iter().find(|b| b.id == id).unwrap().clone()
}

#[test]
fn the_png_has_the_laid_out_size() {
    // Columns of 202 + 28 pixels between 16-pixel margins; rows of boxes
    // 34 + 8 pixels under a 34-pixel title and 20-pixel headings.
    for (players, format, size) in [
        (8, SINGLE, (694, 246)),
        (6, SINGLE, (694, 246)),
        (6, DOUBLE, (1384, 366)),
        (2, SINGLE, (360, 120)),
        (2, DOUBLE, (360, 120)),
        (128, SINGLE, (1614, 2766)),
        (128, DOUBLE, (3224, 4146)),
    ] {
        let c = card(players, format);
        let img = decode(&c.png().unwrap());
        assert_eq!((img.width(), img.height()), size, "{players} {format:?}");
        let p = layout::picture(&c);
        assert_eq!((p.width, p.height), size);
    }
}

#[test]
fn every_match_has_a_box_inside_the_picture_and_none_overlap() {
    for players in [2, 3, 4, 5, 8, 13, 16, 33, 100, 128] {
        for format in [
            SINGLE,
            Format::Single { third_place: true },
            Format::Double {
                grand_final: GrandFinal::None,
            },
            Format::Double {
                grand_final: GrandFinal::Simple,
            },
            DOUBLE,
        ] {
            let Ok(bracket) = Bracket::new(players, format) else {
                continue;
            };
            let c = BracketCard {
                bracket,
                ..card(players, SINGLE)
            };
            let p = layout::picture(&c);
            let reset = MatchId::GrandFinal { game: 2 };
            let expected = c.bracket.matches().iter().filter(|m| m.id != reset).count();
            assert_eq!(p.boxes.len(), expected, "{players} {format:?}");
            for (i, a) in p.boxes.iter().enumerate() {
                assert!(a.x >= 0.0 && a.y >= 0.0, "{}", a.id);
                assert!(a.x + BOX_W <= p.width as f32 && a.y + BOX_H <= p.height as f32);
                for b in &p.boxes[i + 1..] {
                    let apart = a.x + BOX_W <= b.x
                        || b.x + BOX_W <= a.x
                        || a.y + BOX_H <= b.y
                        || b.y + BOX_H <= a.y;
                    assert!(
                        apart,
                        "{} and {} overlap ({players} {format:?})",
                        a.id, b.id
                    );
                }
            }
            for h in &p.headings {
                assert!(h.x >= 0.0 && h.baseline > 0.0 && h.baseline < p.height as f32);
            }
        }
    }
}

#[test]
fn connectors_lead_where_the_winners_went() {
    // The drawn way of each decided match ends at the slot its winner then
    // holds in the bracket (so the picture follows pairing's shape).
    for players in [4, 7, 8, 16, 27, 64, 128] {
        for format in [Format::Single { third_place: true }, DOUBLE] {
            let mut c = card(players, format);
            play(&mut c.bracket, mixed);
            let shape = layout::Shape::of(c.bracket.size(), format);
            let mut checked = 0;
            for m in c.bracket.matches() {
                let Some(winner) = m.winner else { continue };
                if let Some((to, slot)) = shape.winner_goes(m.id) {
                    let next = c.bracket.get(to).unwrap();
                    assert_eq!(
                        [next.a, next.b][slot],
                        Slot::Seed(winner),
                        "{} -> {to}",
                        m.id
                    );
                    checked += 1;
                }
                if let Some((to, slot)) = shape.loser_goes(m.id) {
                    let next = c.bracket.get(to).unwrap();
                    let loser = m.loser().unwrap();
                    assert_eq!(
                        [next.a, next.b][slot],
                        Slot::Seed(loser),
                        "{} -> {to}",
                        m.id
                    );
                }
            }
            assert!(checked > 0);
            // And the line's end is at that slot of that box.
            let p = layout::picture(&c);
            for from in &p.boxes {
                if let Some((to, slot)) = shape.winner_goes(from.id)
                    && let Some(target) = p.boxes.iter().find(|b| b.id == to)
                {
                    let start = (from.x + BOX_W, from.y + BOX_H / 2.0);
                    let end = (target.x, target.row_middle(slot));
                    assert!(
                        p.connectors
                            .iter()
                            .any(|c| c.points.first() == Some(&start)
                                && c.points.last() == Some(&end)),
                        "no line {} -> {to}",
                        from.id
                    );
                }
            }
        }
    }
}

#[test]
fn the_winner_of_a_decided_match_is_highlighted() {
    let mut c = card(8, SINGLE);
    // W1-1 is seed 1 against seed 8; seed 8 wins.
    c.bracket.record("W1-1".parse().unwrap(), 8).unwrap();
    let p = layout::picture(&c);
    let img = decode(&c.png().unwrap());
    let b = the_box(&p, "W1-1");
    assert_eq!(b.rows[1].state, RowState::Won);
    let (x, upper, lower) = (b.x + ID_W + 2.0, b.row_top(0) + 3.0, b.row_top(1) + 3.0);
    assert_eq!(pixel(&img, x, lower), WIN_FILL, "the winner's row");
    assert_eq!(pixel(&img, x, upper), BOX_FILL, "the loser's row");
    let open = the_box(&p, "W1-2");
    assert_eq!(
        pixel(&img, open.x + ID_W + 2.0, open.row_top(0) + 3.0),
        BOX_FILL
    );
    assert_eq!(
        pixel(&img, open.x + ID_W + 2.0, open.row_top(1) + 3.0),
        BOX_FILL
    );
    // The winner has moved on: upper slot of W2-1.
    assert_eq!(the_box(&p, "W2-1").rows[0].seed, "S8");
}

#[test]
fn the_champion_s_way_is_gold() {
    let mut c = card(8, SINGLE);
    play(
        &mut c.bracket,
        |a, b, _| if a == 3 || b == 3 { 3 } else { a.min(b) },
    );
    let p = layout::picture(&c);
    assert!(
        p.title.text.contains("champion: S3 Player 3"),
        "{}",
        p.title.text
    );
    let img = decode(&c.png().unwrap());
    let last = the_box(&p, "W3-1");
    let row = last.row_of(3).unwrap();
    assert_eq!(
        pixel(&img, last.x + ID_W + 2.0, last.row_top(row) + 3.0),
        CHAMPION_FILL
    );
    let gold: Vec<_> = p.connectors.iter().filter(|c| c.champion).collect();
    assert_eq!(gold.len(), 2, "round 1 to the semi-final to the final");
    for line in gold {
        // The middle of the first (horizontal) segment, on the line.
        let ((x0, y), (x1, _)) = (line.points[0], line.points[1]);
        let got = pixel(&img, (x0 + x1) / 2.0, y);
        assert!(
            got.iter()
                .zip(GOLD)
                .all(|(a, b)| (*a as i32 - b as i32).abs() <= 8),
            "{got:?}"
        );
    }
    assert_eq!(p.connectors.iter().filter(|c| !c.champion).count(), 4);
}

#[test]
fn the_reset_is_drawn_only_when_played() {
    let ids = |c: &BracketCard| -> Vec<String> {
        layout::picture(c)
            .boxes
            .iter()
            .map(|b| b.id.to_string())
            .collect()
    };
    let mut upper_wins = card(4, DOUBLE);
    play(&mut upper_wins.bracket, |a, b, _| a.min(b));
    assert!(upper_wins.bracket.is_finished());
    assert!(ids(&upper_wins).contains(&"GF1".to_string()));
    assert!(!ids(&upper_wins).contains(&"GF2".to_string()));
    let mut reset = card(4, DOUBLE);
    play(&mut reset.bracket, |a, b, id| match id {
        MatchId::GrandFinal { game: 1 } => a.max(b),
        _ => a.min(b),
    });
    let p = layout::picture(&reset);
    let gf2 = the_box(&p, "GF2");
    assert_eq!(
        gf2.x - the_box(&p, "GF1").x,
        layout::COLUMN,
        "the reset's column right of the grand final"
    );
    // The width is the same either way (the reset's column is kept).
    assert_eq!(p.width, layout::picture(&upper_wins).width);
}

#[test]
fn the_svg_links_every_linked_match_and_escapes_names() {
    let mut c = card(8, DOUBLE);
    c.names[0] = "<script>alert(1)</script>".to_string();
    c.names[1] = "Tom & \"Jerry\"".to_string();
    play(&mut c.bracket, mixed);
    let decided: Vec<MatchId> = c
        .bracket
        .matches()
        .iter()
        .filter(|m| m.winner.is_some())
        .map(|m| m.id)
        .collect();
    for (i, id) in decided.iter().enumerate() {
        c.links.insert(*id, format!("/games/{}", 100 + i));
        c.scores.insert(*id, "2-1".to_string());
    }
    // Not a plain link: dropped.
    c.links
        .insert(decided[0], "javascript:alert(1)".to_string());
    let svg = c.svg();
    assert_eq!(svg.matches("<a href=").count(), decided.len() - 1);
    for (i, id) in decided.iter().enumerate().skip(1) {
        assert!(
            svg.contains(&format!("<a href=\"/games/{}\">", 100 + i)),
            "{id}"
        );
    }
    assert!(!svg.contains("javascript:"));
    assert!(!svg.contains("<script"), "raw markup from a name");
    assert!(svg.contains("&lt;script&gt;"));
    assert!(svg.contains("Tom &amp; &quot;Jerry&quot;"));
    assert!(
        !svg.contains("style="),
        "the site's CSP forbids inline style"
    );
    assert!(svg.contains(">2-1</text>"));
    // Well-formed SVG, of the laid-out size.
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
    let p = layout::picture(&c);
    assert_eq!(tree.size().width(), p.width as f32);
    assert_eq!(tree.size().height(), p.height as f32);
}

#[test]
fn long_odd_and_missing_names_fit() {
    let mut c = card(5, SINGLE);
    c.names = vec![
        "Maximilian Alexander von Schachbrett-Turmfalke der Dritte".to_string(),
        "🦀".repeat(80),
        "\u{202e}\n\tevil".to_string(),
    ];
    c.scores.insert(
        "W1-1".parse().unwrap(),
        "1½-½ after a very long tiebreak".to_string(),
    );
    let p = layout::picture(&c);
    let first = the_box(&p, "W1-1");
    assert!(first.rows[0].name.ends_with('…'), "{}", first.rows[0].name);
    assert!(first.score.as_deref().unwrap().ends_with('…'));
    // A four-game match's score fits whole.
    c.scores
        .insert("W1-1".parse().unwrap(), "2½-1½".to_string());
    assert_eq!(
        the_box(&layout::picture(&c), "W1-1").score.as_deref(),
        Some("2½-1½")
    );
    for b in &p.boxes {
        for r in &b.rows {
            let right = b.name_x() + crate::text::width(&r.name, layout::NAME_PX);
            assert!(
                right <= b.x + BOX_W - layout::SCORE_W,
                "{} {}",
                b.id,
                r.name
            );
        }
    }
    // Seeds 4 and 5 have no name: the seed alone (in the title too).
    let mut seed_4_wins = c.clone();
    play(&mut seed_4_wins.bracket, |a, b, _| {
        if a == 4 || b == 4 { 4 } else { a.min(b) }
    });
    assert!(
        layout::picture(&seed_4_wins)
            .title
            .text
            .ends_with("champion: S4")
    );
    let s4 = p
        .boxes
        .iter()
        .flat_map(|b| &b.rows)
        .find(|r| r.seed == "S4")
        .unwrap();
    assert_eq!(s4.name, "");
    assert!(c.png().unwrap().len() > 100);
}

#[test]
fn names_in_other_scripts_are_written_whole_with_real_glyphs() {
    let names = crate::text::tests::NAMES;
    let mut c = card(4, SINGLE);
    c.names = names.iter().map(|n| n.to_string()).collect();
    let p = layout::picture(&c);
    let rows: Vec<&String> = p
        .boxes
        .iter()
        .flat_map(|b| &b.rows)
        .map(|r| &r.name)
        .filter(|n| !n.is_empty())
        .collect();
    for name in names {
        assert!(rows.iter().any(|r| r.as_str() == name), "{name}: {rows:?}");
        crate::text::tests::assert_every_glyph_real(name, layout::NAME_PX);
    }
    assert!(c.png().unwrap().len() > 100);
    assert!(c.svg().contains(names[2]));
}

#[test]
fn a_full_128_player_double_elimination_fits_discord() {
    let mut c = card(128, DOUBLE);
    play(&mut c.bracket, mixed);
    assert!(c.bracket.is_finished());
    for m in c.bracket.matches() {
        if m.winner.is_some() {
            c.scores.insert(m.id, "2-1".to_string());
            c.links.insert(m.id, format!("/games/{}", m.id));
        }
    }
    let png = c.png().unwrap();
    let img = decode(&png);
    assert!(img.width() <= 4000, "{}", img.width());
    assert!(png.len() < 10 * 1024 * 1024, "{} bytes", png.len());
    let svg = c.svg();
    assert_eq!(svg.matches("<a href=").count(), c.links.len());
}

/// Writes sample pictures to the temporary directory for a look (not a
/// check): `cargo test -p render --lib bracket::tests::write_samples -- --ignored`.
#[test]
#[ignore]
fn write_samples() {
    let dir = std::env::temp_dir();
    for (name, players, format, done) in [
        (
            "bracket_8_single",
            8,
            Format::Single { third_place: true },
            true,
        ),
        ("bracket_6_double", 6, DOUBLE, false),
        ("bracket_16_double", 16, DOUBLE, true),
        ("bracket_128_double", 128, DOUBLE, true),
    ] {
        let mut c = card(players, format);
        c.names[0] = "Maximilian Alexander von Schachbrett".to_string();
        if done {
            play(&mut c.bracket, mixed);
        } else if let Some(&id) = c.bracket.ready().first() {
            let m = c.bracket.get(id).unwrap();
            if let Slot::Seed(a) = m.a {
                c.bracket.record(id, a).unwrap();
            }
        }
        for m in c.bracket.matches() {
            if m.winner.is_some() {
                c.scores.insert(m.id, "1½-½".to_string());
                c.links.insert(m.id, format!("/games/{}", m.id));
            }
        }
        std::fs::write(dir.join(format!("{name}.png")), c.png().unwrap()).unwrap();
        std::fs::write(dir.join(format!("{name}.svg")), c.svg()).unwrap();
    }
}
