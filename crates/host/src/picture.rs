//! Board pictures for views: PNG through the `render` crate, and a Unicode
//! text board for terminals.

use crate::view::{BoardImage, MissileMark};
use engine::{Bitboard, Color, Piece, Role, Square};
use render::animation::FlightEnd;
use render::{Missile, Renderer, Scene};

/// The size of board pictures, in pixels.
pub(crate) const IMAGE_SIZE: u32 = 512;

/// The PNG of a board view.
pub(crate) fn png(img: &BoardImage) -> Result<Vec<u8>, String> {
    let renderer = Renderer::cached(IMAGE_SIZE).map_err(|e| e.to_string())?;
    let mut scene = Scene::from_position(&img.position).orientation(img.orientation);
    if let Some((a, b)) = img.last_move {
        scene = scene.last_move(a, b);
    }
    if let Some(f) = img.missile {
        let m = match &img.missile_state {
            MissileMark::InFlight => Missile::in_flight(f.launch(), f.steps(), Bitboard::EMPTY),
            MissileMark::Threatened { shooters } => {
                let bb: Bitboard = shooters.iter().copied().collect();
                Missile::in_flight(f.launch(), f.steps(), bb)
            }
            MissileMark::Detonated => Missile::detonated(f.launch(), f.steps()),
            MissileMark::ShotDown { shooter, promotion } => {
                Missile::shot_down(f.launch(), f.steps(), *shooter, *promotion)
            }
        }
        .map_err(|e| e.to_string())?;
        scene = scene.missile(m);
    }
    let bytes = match &img.players {
        Some((w, b)) => renderer.png(&scene.players(w, b)),
        None => renderer.png(&scene),
    };
    bytes.map_err(|e| e.to_string())
}

/// The flight of a board view as an animated GIF.
pub(crate) fn flight_gif(img: &BoardImage) -> Result<Vec<u8>, String> {
    let Some(f) = img.missile else {
        return Err("this picture shows no flight".into());
    };
    let renderer = Renderer::cached(IMAGE_SIZE).map_err(|e| e.to_string())?;
    let mut base = Scene::from_position(&img.position).orientation(img.orientation);
    if let Some((w, b)) = &img.players {
        base = base.players(w, b);
    }
    let end = match &img.missile_state {
        MissileMark::Detonated => FlightEnd::Detonated,
        MissileMark::ShotDown { shooter, promotion } => FlightEnd::ShotDown {
            shooter: *shooter,
            promotion: *promotion,
        },
        _ => FlightEnd::InAir,
    };
    let frames = render::animation::flight_frames(&base, f.launch(), f.steps(), &[], end)
        .map_err(|e| e.to_string())?;
    renderer.gif(&frames).map_err(|e| e.to_string())
}

fn glyph(p: Piece) -> char {
    match (p.color, p.role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

/// The board as Unicode text, White at the bottom: pieces as chess symbols,
/// `·` for empty squares, the missile as `✸` on its current square (its
/// launch square shown empty) or where it detonated, squares it passed
/// through as `∘`.
pub(crate) fn text(img: &BoardImage) -> String {
    let mut out = String::new();
    let board = img.position.board();
    let head = img.missile.map(|f| f.head());
    let launch = img.missile.map(|f| f.launch());
    let passed: Vec<Square> = img
        .missile
        .map(|f| {
            let s = f.steps();
            s[..s.len().saturating_sub(1)].to_vec()
        })
        .unwrap_or_default();
    for rank in (0..8u8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..8u8 {
            let sq = Square::from_coords(file, rank);
            let flying = matches!(
                img.missile_state,
                MissileMark::InFlight | MissileMark::Threatened { .. }
            );
            let c = if Some(sq) == head && (flying || board.piece_at(sq).is_none()) {
                '✸'
            } else if Some(sq) == launch && flying {
                '·'
            } else if let Some(p) = board.piece_at(sq) {
                glyph(p)
            } else if passed.contains(&sq) {
                '∘'
            } else {
                '·'
            };
            out.push(c);
            out.push(' ');
        }
        out.pop();
        out.push('\n');
    }
    out.push_str("  a b c d e f g h\n");
    out
}
