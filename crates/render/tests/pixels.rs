//! Pixel tests: render PNGs and GIFs, decode them with the `image` crate,
//! and check what is where.

use engine::{Bitboard, Board, Color, Piece, Role, Square};
use image::{GenericImageView, Rgba};
use render::{FlightEnd, Frame, Missile, Renderer, Scene, flight_frames};
use std::sync::Arc;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn renderer() -> Arc<Renderer> {
    Renderer::cached(256).unwrap()
}

const LIGHT: [u8; 3] = [240, 217, 181];
const DARK: [u8; 3] = [181, 136, 99];

fn start_board() -> Board {
    let mut b = Board::empty();
    let back = [
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ];
    for f in 0..8u8 {
        b.set(
            Square::from_coords(f, 0),
            Piece::new(Color::White, back[f as usize]),
        );
        b.set(
            Square::from_coords(f, 1),
            Piece::new(Color::White, Role::Pawn),
        );
        b.set(
            Square::from_coords(f, 6),
            Piece::new(Color::Black, Role::Pawn),
        );
        b.set(
            Square::from_coords(f, 7),
            Piece::new(Color::Black, back[f as usize]),
        );
    }
    b
}

fn decode(png: &[u8]) -> image::DynamicImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap()
}

fn rgb(img: &image::DynamicImage, x: u32, y: u32) -> [u8; 3] {
    let Rgba([r, g, b, _]) = img.get_pixel(x, y);
    [r, g, b]
}

/// Pixels of a square's inner area (away from coordinates) that are not
/// the given background colour.
fn foreign_pixels(
    img: &image::DynamicImage,
    r: &Renderer,
    s: Square,
    bottom: Color,
    bg: [u8; 3],
) -> usize {
    let (x, y, w, h) = r.layout().square_rect(s, bottom);
    let m = w / 4;
    let mut n = 0;
    for yy in y + m..y + h - m {
        for xx in x + m..x + w - m {
            if rgb(img, xx, yy) != bg {
                n += 1;
            }
        }
    }
    n
}

fn bg_of(s: Square) -> [u8; 3] {
    if s.is_light() { LIGHT } else { DARK }
}

#[test]
fn png_decodes_at_the_requested_size() {
    for size in [128, 300, 512] {
        let r = Renderer::cached(size).unwrap();
        let img = decode(&r.png(&Scene::new(start_board(), Color::White)).unwrap());
        assert_eq!(img.dimensions(), (size, size));
    }
    assert!(Renderer::new(127).is_err());
    assert!(
        Renderer::new(2049)
            .unwrap_err()
            .to_string()
            .contains("128 to 2048")
    );
}

#[test]
fn empty_squares_have_their_colours_and_pieces_show_where_they_stand() {
    let r = renderer();
    let board = start_board();
    let img = decode(&r.png(&Scene::new(board, Color::White)).unwrap());
    for s in Square::all() {
        let (x, y, w, h) = r.layout().square_rect(s, Color::White);
        let foreign = foreign_pixels(&img, &r, s, Color::White, bg_of(s));
        if board.piece_at(s).is_some() {
            assert!(
                foreign > (w * h / 20) as usize,
                "{s}: piece expected, {foreign} piece pixels"
            );
        } else {
            assert_eq!(foreign, 0, "{s} should be empty");
            assert_eq!(rgb(&img, x + w / 2, y + h / 2), bg_of(s), "{s} centre");
        }
    }
    // a1 is dark at the bottom left, h1 light at the bottom right.
    let (x, y, _, h) = r.layout().square_rect(sq("a3"), Color::White);
    assert_eq!(rgb(&img, x + 2, y + h / 2), DARK);
    assert_eq!(y + h + 2 * h, r.size());
}

#[test]
fn white_and_black_pieces_look_different() {
    let r = renderer();
    let mut board = Board::empty();
    board.set(sq("d4"), Piece::new(Color::White, Role::Queen));
    board.set(sq("e5"), Piece::new(Color::Black, Role::Queen));
    let img = decode(&r.png(&Scene::new(board, Color::White)).unwrap());
    let count = |s: Square, pred: fn([u8; 3]) -> bool| {
        let (x, y, w, h) = r.layout().square_rect(s, Color::White);
        (y..y + h)
            .flat_map(|yy| (x..x + w).map(move |xx| (xx, yy)))
            .filter(|&(xx, yy)| pred(rgb(&img, xx, yy)))
            .count()
    };
    let white = |c: [u8; 3]| c.iter().all(|&v| v > 240);
    let black = |c: [u8; 3]| c.iter().all(|&v| v < 30);
    assert!(
        count(sq("d4"), white) > 5 * count(sq("e5"), white),
        "the white queen is white"
    );
    assert!(
        count(sq("e5"), black) > 3 * count(sq("d4"), black),
        "the black queen is black"
    );
}

#[test]
fn the_flipped_board_is_the_mirror_image() {
    let r = renderer();
    let mut board = start_board();
    board.remove(sq("e2"));
    board.set(sq("e4"), Piece::new(Color::White, Role::Pawn));
    let scene = Scene::new(board, Color::Black).last_move(sq("e2"), sq("e4"));
    let white = r.draw(&scene);
    let black = r.draw(&scene.clone().flipped());
    let (bx, by) = r.layout().board_origin();
    let side = 8 * r.layout().square_px();
    for s in Square::all() {
        let mirror = Square::from_coords(7 - s.file(), 7 - s.rank());
        let (x1, y1, w, h) = r.layout().square_rect(s, Color::White);
        let (x2, y2, _, _) = r.layout().square_rect(mirror, Color::Black);
        assert_eq!(
            (x1, y1),
            (x2, y2),
            "{s} from White is where {mirror} is from Black"
        );
        let m = w / 4;
        // Each square shows the same content in both orientations, at the
        // mirrored place.
        let (xw, yw, _, _) = r.layout().square_rect(s, Color::White);
        let (xb, yb, _, _) = r.layout().square_rect(s, Color::Black);
        for dy in m..h - m {
            for dx in m..w - m {
                assert_eq!(
                    white.rgb(xw + dx, yw + dy),
                    black.rgb(xb + dx, yb + dy),
                    "{s} at {dx},{dy}"
                );
            }
        }
        assert_eq!(xw + xb - 2 * bx, side - w);
        assert_eq!(yw + yb - 2 * by, side - h);
    }
    // e4 is on the lower half for White and the upper half for Black.
    let (_, y_w, _, _) = r.layout().square_rect(sq("e4"), Color::White);
    let (_, y_b, _, _) = r.layout().square_rect(sq("e4"), Color::Black);
    assert!(y_w >= by + side / 2 && y_b < by + side / 2);
}

/// Whether the centre of `s` shows the trail colour (orange-red).
fn trail_at(img: &image::DynamicImage, r: &Renderer, s: Square, bottom: Color) -> bool {
    let (x, y, w, h) = r.layout().square_rect(s, bottom);
    let c = rgb(img, x + w / 2, y + h / 2);
    c[0] > 200 && c[1] < 110 && c[2] < 60
}

#[test]
fn the_trail_is_drawn_on_exactly_the_entered_squares() {
    let r = renderer();
    let board = start_board();
    let entered = [sq("e3"), sq("e4"), sq("f5"), sq("f6")];
    for bottom in [Color::White, Color::Black] {
        let m = Missile::in_flight(sq("e2"), &entered, Bitboard::from(sq("g7"))).unwrap();
        let scene = Scene::new(board, Color::White)
            .orientation(bottom)
            .missile(m);
        let img = decode(&r.png(&scene).unwrap());
        for s in Square::all() {
            // The line starts on the launch square and passes the centres
            // of the entered squares; the missile covers the last one.
            let expect = s == sq("e2") || entered[..entered.len() - 1].contains(&s);
            assert_eq!(
                trail_at(&img, &r, s, bottom),
                expect,
                "{s} seen from {bottom}"
            );
        }
        // The missile stands on f6 (white body or red nose at its centre,
        // no longer the plain square).
        let (x, y, w, h) = r.layout().square_rect(sq("f6"), bottom);
        assert_ne!(rgb(&img, x + w / 2, y + h / 2), bg_of(sq("f6")));
        // The launch square is empty now (no white pawn pixels).
        let (x, y, w, h) = r.layout().square_rect(sq("e2"), bottom);
        let centre = rgb(&img, x + w / 2, y + h * 3 / 4);
        assert!(centre != [255, 255, 255], "pawn left e2");
        // g7 (a shooter) is tinted blue-ish: its corner is not the plain colour.
        let (x, y, _, _) = r.layout().square_rect(sq("g7"), bottom);
        let corner = rgb(&img, x + w - 3, y + 3);
        assert!(
            corner[2] > corner[0],
            "g7 highlighted as a shooter: {corner:?}"
        );
    }
}

#[test]
fn a_missile_that_has_not_moved_shows_no_trail() {
    let r = renderer();
    let m = Missile::in_flight(sq("e2"), &[], Bitboard::EMPTY).unwrap();
    let img = decode(
        &r.png(&Scene::new(start_board(), Color::White).missile(m))
            .unwrap(),
    );
    for s in Square::all() {
        assert!(!trail_at(&img, &r, s, Color::White), "{s}");
    }
}

#[test]
fn detonation_removes_both_pieces_and_shoot_down_moves_the_shooter() {
    let r = renderer();
    let mut board = Board::empty();
    board.set(sq("e4"), Piece::new(Color::White, Role::Pawn));
    board.set(sq("d6"), Piece::new(Color::Black, Role::Knight));
    board.set(sq("a8"), Piece::new(Color::Black, Role::Bishop));
    board.set(sq("h1"), Piece::new(Color::White, Role::King));
    let scene = Scene::new(board, Color::White);

    let det = scene
        .clone()
        .missile(Missile::detonated(sq("e4"), &[sq("e5"), sq("d6")]).unwrap());
    let c = r.draw(&det);
    let (x, y, w, h) = r.layout().square_rect(sq("d6"), Color::White);
    let blast = c.rgb(x + w / 2, y + h / 2).unwrap();
    assert!(
        blast[0] > 230 && blast[1] > 100 && blast[2] < 120,
        "blast mark on d6: {blast:?}"
    );
    // no black knight pixels left on d6 (no near-black pixel at the centre area)
    let dark_pixels = (y + h / 4..y + 3 * h / 4)
        .flat_map(|yy| (x + w / 4..x + 3 * w / 4).map(move |xx| (xx, yy)))
        .filter(|&(xx, yy)| c.rgb(xx, yy).unwrap().iter().all(|&v| v < 40))
        .count();
    assert_eq!(dark_pixels, 0, "the knight on d6 is gone");

    // Shot down on b7... a8 bishop takes on b7: it stands on b7, a8 is empty.
    let mut board2 = board;
    board2.remove(sq("e4"));
    board2.set(sq("c5"), Piece::new(Color::White, Role::Pawn));
    let shot = Scene::new(board2, Color::White)
        .missile(Missile::shot_down(sq("c5"), &[sq("c6"), sq("b7")], sq("a8"), None).unwrap());
    let img = decode(&r.png(&shot).unwrap());
    assert!(
        foreign_pixels(
            &img,
            &r,
            sq("a8"),
            Color::White,
            Background::last_move(sq("a8"))
        ) == 0,
        "a8 left"
    );
    assert!(foreign_pixels(&img, &r, sq("c5"), Color::White, [0, 0, 0]) > 0);
    let (x, y, w, h) = r.layout().square_rect(sq("b7"), Color::White);
    let black_px = (y..y + h)
        .flat_map(|yy| (x..x + w).map(move |xx| (xx, yy)))
        .filter(|&(xx, yy)| rgb(&img, xx, yy).iter().all(|&v| v < 40))
        .count();
    assert!(black_px > (w * h / 20) as usize, "the bishop stands on b7");
    assert!(trail_at(&img, &r, sq("c6"), Color::White));
}

struct Background;
impl Background {
    /// The last-move tint (the shooter's old square is highlighted).
    fn last_move(s: Square) -> [u8; 3] {
        let base = bg_of(s);
        let t = 0.41f32;
        let lm = [155u8, 199, 0];
        let f = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        [f(base[0], lm[0]), f(base[1], lm[1]), f(base[2], lm[2])]
    }
}

#[test]
fn flight_gif_decodes_with_one_frame_per_step() {
    let r = renderer();
    let board = start_board();
    let base = Scene::new(board, Color::White).players("Ann", "Bob");
    let steps = [sq("e3"), sq("e4"), sq("e5"), sq("e6"), sq("d7")];
    let frames = flight_frames(&base, sq("e2"), &steps, &[], FlightEnd::Detonated).unwrap();
    // ready, 4 squares in the air, the blast
    assert_eq!(frames.len(), 6);
    let gif = r.gif(&frames).unwrap();
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
    use image::AnimationDecoder;
    let decoded: Vec<image::Frame> = decoder.into_frames().collect::<Result<_, _>>().unwrap();
    assert_eq!(decoded.len(), 6);
    for f in &decoded {
        assert_eq!(f.buffer().dimensions(), (256, 256));
    }
    // Every composed frame equals the PNG of the same scene.
    for (f, scene) in decoded.iter().zip(frames.iter().map(|f: &Frame| &f.scene)) {
        let png = decode(&r.png(scene).unwrap()).to_rgba8();
        let mismatch = png
            .pixels()
            .zip(f.buffer().pixels())
            .filter(|(a, b)| a.0[..3] != b.0[..3])
            .count();
        assert_eq!(mismatch, 0);
    }
    // Only the first frame is full size.
    assert!(gif.len() < 4 * r.png(&frames[0].scene).unwrap().len());
}

#[test]
fn a_missile_trail_must_connect() {
    assert!(Missile::in_flight(sq("e2"), &[sq("e4")], Bitboard::EMPTY).is_err());
    let base = Scene::new(start_board(), Color::White);
    assert!(
        flight_frames(
            &base,
            sq("e2"),
            &[sq("e3"), sq("g5")],
            &[],
            FlightEnd::InAir
        )
        .is_err()
    );
}

#[test]
fn names_of_any_length_and_script_render() {
    let r = renderer();
    let long = "🦀".repeat(300) + &"漢字".repeat(100) + "\u{202e}\n\t";
    let scene = Scene::new(start_board(), Color::Black).players(&long, "e\u{301}\u{301}\u{301}");
    let img = decode(&r.png(&scene).unwrap());
    assert_eq!(img.dimensions(), (256, 256));
    // The board below the strip is unaffected by the names.
    let plain = r.draw(&Scene::new(start_board(), Color::Black));
    let with_names = r.draw(&scene);
    let (_, by) = r.layout().board_origin();
    for y in by..256 {
        for x in 0..256 {
            assert_eq!(plain.rgb(x, y), with_names.rgb(x, y));
        }
    }
    // and the strip differs (names are drawn)
    assert!((0..by).any(|y| (0..256).any(|x| plain.rgb(x, y) != with_names.rgb(x, y))));
}

#[test]
fn the_side_to_move_is_marked_in_the_strip() {
    let r = renderer();
    let w = r.draw(&Scene::new(start_board(), Color::White));
    let b = r.draw(&Scene::new(start_board(), Color::Black));
    let (_, by) = r.layout().board_origin();
    let accent = [129, 182, 76];
    let count = |c: &render::Canvas, x0: u32, x1: u32| {
        (0..by)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| c.rgb(x, y) == Some(accent))
            .count()
    };
    assert!(count(&w, 0, 128) > 0 && count(&w, 128, 256) == 0);
    assert!(count(&b, 128, 256) > 0 && count(&b, 0, 128) == 0);
}

#[test]
fn the_king_in_check_glows_red() {
    let r = renderer();
    let mut board = Board::empty();
    board.set(sq("e1"), Piece::new(Color::White, Role::King));
    board.set(sq("e8"), Piece::new(Color::Black, Role::Rook));
    let reddish = |scene: Scene| {
        let c = r.draw(&scene);
        let (x, y, w, h) = r.layout().square_rect(sq("e1"), Color::White);
        (y..y + h)
            .flat_map(|yy| (x..x + w).map(move |xx| (xx, yy)))
            .filter(|&(xx, yy)| {
                let p = c.rgb(xx, yy).unwrap();
                p[0] as i32 > p[1] as i32 + 90
            })
            .count()
    };
    let plain = Scene::new(board, Color::White);
    assert_eq!(reddish(plain.clone()), 0);
    let n = reddish(plain.check(sq("e1")));
    let (_, _, w, h) = r.layout().square_rect(sq("e1"), Color::White);
    assert!(n > (w * h / 10) as usize, "red glow: {n} pixels");
}

#[test]
fn scenes_from_positions_mark_check_and_the_engines_shooters() {
    use engine::{Flight, Position, Preset};
    let rules = Preset::Cruise.rules(true);
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4R2K b - - 0 1", rules).unwrap();
    assert_eq!(Scene::from_position(&pos).check, Some(sq("e8")));

    let pos = Position::from_fen("4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", rules).unwrap();
    let so_far: Flight = "e4>e5>e6".parse().unwrap();
    let m = Missile::from_flight(&pos, &so_far).unwrap();
    assert_eq!(m.entered(), &[sq("e5"), sq("e6")]);
    match m.state() {
        render::MissileState::InFlight { shooters } => assert!(shooters.contains(sq("d7"))),
        other => panic!("expected in flight, got {other:?}"),
    }
    let whole: Flight = "e4>e5>e6>d7".parse().unwrap();
    assert_eq!(
        Missile::from_flight(&pos, &whole).unwrap().state(),
        render::MissileState::Detonated
    );
    let nothing: Flight = "a2>a3".parse().unwrap();
    assert!(Missile::from_flight(&pos, &nothing).is_err());
}

/// The scenes a PNG round trip covers: the start position, a middle game
/// with a last move (and the same from Black's side), a missile in flight.
fn round_trip_scenes() -> Vec<Scene<'static>> {
    use engine::{Position, Preset};
    let rules = Preset::Cruise.rules(true);
    let middle = Position::from_fen(
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 1 9",
        rules,
    )
    .unwrap();
    let middle = Scene::from_position(&middle).last_move(sq("f8"), sq("e7"));
    let mut b = start_board();
    b.remove(sq("e2"));
    b.set(sq("e4"), Piece::new(Color::White, Role::Pawn));
    let missile =
        Missile::in_flight(sq("e4"), &[sq("e5"), sq("e6")], Bitboard::from(sq("d7"))).unwrap();
    vec![
        Scene::new(start_board(), Color::White),
        middle.clone(),
        middle.flipped(),
        Scene::new(b, Color::Black).missile(missile),
    ]
}

#[test]
fn pngs_hold_every_pixel_of_the_canvas_and_encode_the_same_twice() {
    for size in [render::MIN_SIZE, 333, 512] {
        let r = Renderer::cached(size).unwrap();
        for (k, scene) in round_trip_scenes().iter().enumerate() {
            let canvas = r.draw(scene);
            let first = r.png(scene).unwrap();
            let second = r.png(scene).unwrap();
            assert!(first == second, "size {size}, scene {k}: bytes differ");
            let img = decode(&first);
            assert_eq!(img.dimensions(), (size, size));
            for y in 0..size {
                for x in 0..size {
                    assert_eq!(
                        Some(rgb(&img, x, y)),
                        canvas.rgb(x, y),
                        "size {size}, scene {k}: pixel ({x}, {y})"
                    );
                }
            }
        }
    }
}

/// The palette chunk's data of a PNG.
fn plte(png: &[u8]) -> Vec<u8> {
    let at = png.windows(4).position(|w| w == b"PLTE").unwrap();
    let len = u32::from_be_bytes(png[at - 4..at].try_into().unwrap()) as usize;
    png[at + 4..at + 4 + len].to_vec()
}

#[test]
fn a_board_png_is_at_most_half_again_as_big_as_the_png_crates_fast_one() {
    let r = Renderer::cached(512).unwrap();
    for scene in round_trip_scenes() {
        let ours = r.png(&scene).unwrap();
        let canvas = r.draw(&scene);
        let mut theirs = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut theirs, 512, 512);
            enc.set_color(png::ColorType::Indexed);
            enc.set_depth(png::BitDepth::Eight);
            enc.set_palette(plte(&ours));
            enc.set_compression(png::Compression::Fast);
            enc.set_filter(png::Filter::Paeth);
            let mut w = enc.write_header().unwrap();
            w.write_image_data(canvas.indices()).unwrap();
        }
        eprintln!(
            "512 board PNG: {} bytes, png crate fast {} bytes",
            ours.len(),
            theirs.len()
        );
        assert!(
            ours.len() * 2 <= theirs.len() * 3,
            "{} bytes against {}",
            ours.len(),
            theirs.len()
        );
    }
}
