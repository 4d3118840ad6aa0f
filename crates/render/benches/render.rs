//! Board image benchmark (a bench binary, not criterion, so that the
//! python-chess + cairosvg pipeline runs side by side in the same run).
//!
//! `cargo bench -p render --bench render` prints: renderer build time,
//! median render + PNG encode time and PNG size at 512, the PNG of each
//! move of a game with the bands of the previous picture kept (warm), with
//! nothing kept (cold) and through the png crate (as before the band
//! encoder), an 8-frame flight
//! GIF (7 steps, ending in a detonation), and the python-chess
//! `chess.svg.board` + `cairosvg.svg2png` time per board with the ratio.
//! The comparison is skipped with a message when python3, `chess` or
//! `cairosvg` is missing (`pip install chess cairosvg`; cairosvg needs
//! libcairo2). Set `RENDER_BENCH_N` to change the board count (default 2000).
//!
//! `cargo bench -p render --bench render -- names` times only the board PNG
//! with names in other scripts (`Дмитрий`, `山田太郎`, `محمد`, `🐉dragon`,
//! two boards) beside the same board with English names: warm (the title
//! strip cached, as every picture of a game after its first) and cold (new
//! names each picture: the strip laid out, shaped and drawn, and its band
//! compressed).

use engine::{Bitboard, Board, Color, Piece, Role, Square};
use render::{FlightEnd, Renderer, Scene, flight_frames};
use std::process::Command;
use std::time::{Duration, Instant};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The start position after 1. e4.
fn board() -> Board {
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
    b.remove(sq("e2"));
    b.set(sq("e4"), Piece::new(Color::White, Role::Pawn));
    b
}

/// The scenes of the first moves of a Ruy Lopez, each with its last move.
fn game_scenes() -> Vec<Scene<'static>> {
    let mut b = board();
    b.remove(sq("e4"));
    b.set(sq("e2"), Piece::new(Color::White, Role::Pawn));
    let moves = [
        ("e2", "e4"),
        ("e7", "e5"),
        ("g1", "f3"),
        ("b8", "c6"),
        ("f1", "b5"),
        ("a7", "a6"),
        ("b5", "a4"),
        ("g8", "f6"),
        ("d2", "d3"),
        ("f8", "c5"),
        ("c2", "c3"),
        ("d7", "d6"),
    ];
    let mut scenes = vec![Scene::new(b, Color::White).players("Alice", "Bob")];
    let mut turn = Color::White;
    for (from, to) in moves {
        if let Some(p) = b.remove(sq(from)) {
            b.set(sq(to), p);
        }
        turn = !turn;
        scenes.push(
            Scene::new(b, turn)
                .last_move(sq(from), sq(to))
                .players("Alice", "Bob"),
        );
    }
    scenes
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// CPU time this thread has run, from Linux's `/proc/thread-self/schedstat`
/// (wall-clock medians suffer when other work shares the cores; CPU time
/// does not count the waiting).
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Mean CPU time per run of `f` over `n` runs, if measurable.
fn cpu_per_run(n: usize, mut f: impl FnMut()) -> Option<Duration> {
    let start = cpu_time()?;
    for _ in 0..n {
        f();
    }
    Some((cpu_time()? - start) / n as u32)
}

fn show_cpu(d: Option<Duration>) -> String {
    d.map_or("n/a".to_string(), |d| format!("{:.3} ms", ms(d)))
}

const PYTHON: &str = r#"
import sys, time
try:
    import chess, chess.svg, cairosvg
except Exception as e:
    print("SKIP", e)
    sys.exit(0)
n = int(sys.argv[1])
board = chess.Board()
board.push_san("e4")
last = board.peek()
def one():
    svg = chess.svg.board(board, size=512, lastmove=last)
    return cairosvg.svg2png(bytestring=svg.encode())
one()
t = time.perf_counter()
c = time.process_time()
for _ in range(n):
    png = one()
dt = (time.perf_counter() - t) / n
dc = (time.process_time() - c) / n
print("OK", dt * 1000.0, dc * 1000.0, len(png))
"#;

fn main() {
    let n: usize = std::env::var("RENDER_BENCH_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    println!("board images, {n} boards");
    if std::env::args().any(|a| a == "names") {
        names(n);
        return;
    }

    let t = Instant::now();
    let r = Renderer::new(512).expect("renderer");
    println!(
        "renderer build (512, all tiles):  {:8.2} ms",
        ms(t.elapsed())
    );

    let scene = Scene::new(board(), Color::Black)
        .last_move(sq("e2"), sq("e4"))
        .players("Alice", "Bob");
    let mut canvas = r.draw(&scene);
    let mut times = Vec::with_capacity(n);
    let mut size = 0;
    for _ in 0..n {
        let t = Instant::now();
        let png = r.png_with(&scene, &mut canvas).expect("png");
        times.push(t.elapsed());
        size = png.len();
    }
    let rust = median(times);
    println!(
        "render + PNG 512x512, median:     {:8.3} ms  ({size} bytes)",
        ms(rust)
    );

    let mut times = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        r.draw_into(&scene, &mut canvas);
        times.push(t.elapsed());
    }
    println!(
        "  of which drawing, median:       {:8.3} ms",
        ms(median(times))
    );
    let rust_cpu = cpu_per_run(n, || {
        r.png_with(&scene, &mut canvas).expect("png");
    });
    println!(
        "render + PNG 512x512, CPU time:   {:>11}",
        show_cpu(rust_cpu)
    );

    // The pictures of a game move by move: warm, each picture follows the
    // previous move's (kept bands: only changed ranks and the strip are
    // compressed); cold, nothing is kept.
    let pictures = game_scenes();
    let rounds = (n / pictures.len()).max(4);
    let mut warm = Vec::with_capacity(rounds * pictures.len());
    let mut cold = Vec::with_capacity(rounds * pictures.len());
    let mut warm_bytes = 0;
    for _ in 0..rounds {
        render::encode::forget_png_bands();
        r.draw_into(&pictures[0], &mut canvas);
        r.png_with(&pictures[0], &mut canvas).expect("png");
        for scene in &pictures[1..] {
            r.draw_into(scene, &mut canvas);
            let t = Instant::now();
            let png = r.png_with(scene, &mut canvas).expect("png");
            warm.push(t.elapsed());
            warm_bytes += png.len();
        }
        for scene in &pictures[1..] {
            render::encode::forget_png_bands();
            r.draw_into(scene, &mut canvas);
            let t = Instant::now();
            r.png_with(scene, &mut canvas).expect("png");
            cold.push(t.elapsed());
        }
    }
    // The same pictures through the png crate (Paeth, fast deflate), as
    // board PNGs were encoded before the band encoder.
    let mut crate_times = Vec::with_capacity(rounds * pictures.len());
    let mut crate_bytes = 0;
    let plte: Vec<u8> = {
        let png = r.png(&pictures[0]).expect("png");
        let at = png
            .windows(4)
            .position(|w| w == b"PLTE")
            .expect("a palette");
        let len = u32::from_be_bytes(png[at - 4..at].try_into().expect("4 bytes")) as usize;
        png[at + 4..at + 4 + len].to_vec()
    };
    for _ in 0..rounds {
        for scene in &pictures[1..] {
            let t = Instant::now();
            r.draw_into(scene, &mut canvas);
            let mut out = Vec::with_capacity(48 * 1024);
            {
                let mut enc = png::Encoder::new(&mut out, 512, 512);
                enc.set_color(png::ColorType::Indexed);
                enc.set_depth(png::BitDepth::Eight);
                enc.set_palette(plte.clone());
                enc.set_compression(png::Compression::Fast);
                enc.set_filter(png::Filter::Paeth);
                let mut w = enc.write_header().expect("header");
                w.write_image_data(canvas.indices()).expect("data");
            }
            crate_times.push(t.elapsed());
            crate_bytes += out.len();
        }
    }
    println!(
        "game move by move, render + PNG 512, median: warm {:6.3} ms, cold {:6.3} ms  (mean {} bytes)",
        ms(median(warm)),
        ms(median(cold)),
        warm_bytes / (rounds * (pictures.len() - 1))
    );
    println!(
        "  the same through the png crate (fast):     {:6.3} ms  (mean {} bytes)",
        ms(median(crate_times)),
        crate_bytes / (rounds * (pictures.len() - 1))
    );

    // A 7-step flight from b2 to the black queen on f7, the bishop on c7
    // able to shoot it down at each point.
    let mut b = Board::empty();
    b.set(sq("a1"), Piece::new(Color::White, Role::King));
    b.set(sq("h8"), Piece::new(Color::Black, Role::King));
    b.set(sq("b2"), Piece::new(Color::White, Role::Pawn));
    b.set(sq("f7"), Piece::new(Color::Black, Role::Queen));
    b.set(sq("c7"), Piece::new(Color::Black, Role::Bishop));
    let path = [
        sq("b3"),
        sq("b4"),
        sq("c5"),
        sq("d6"),
        sq("e7"),
        sq("e8"),
        sq("f7"),
    ];
    let shooters = vec![Bitboard::from(sq("c7")); path.len()];
    let base = Scene::new(b, Color::White).players("Alice", "Bob");
    let mut times = Vec::new();
    let mut gif_len = 0;
    let mut frames_n = 0;
    for _ in 0..(n / 10).max(20) {
        let t = Instant::now();
        let frames =
            flight_frames(&base, sq("b2"), &path, &shooters, FlightEnd::Detonated).expect("frames");
        let gif = r.gif(&frames).expect("gif");
        times.push(t.elapsed());
        gif_len = gif.len();
        frames_n = frames.len();
    }
    println!(
        "flight GIF ({frames_n} frames, 7 steps), median: {:6.3} ms  ({gif_len} bytes)",
        ms(median(times))
    );
    let gif_cpu = cpu_per_run((n / 10).max(20), || {
        let frames =
            flight_frames(&base, sq("b2"), &path, &shooters, FlightEnd::Detonated).expect("frames");
        r.gif(&frames).expect("gif");
    });
    println!(
        "flight GIF, CPU time:             {:>11}",
        show_cpu(gif_cpu)
    );

    let py_n = (n / 20).clamp(20, 200);
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_string());
    match Command::new(&python)
        .arg("-c")
        .arg(PYTHON)
        .arg(py_n.to_string())
        .output()
    {
        Err(e) => println!("python-chess + cairosvg: skipped ({python} not runnable: {e})"),
        Ok(out) => {
            let text = String::from_utf8_lossy(&out.stdout);
            let mut words = text.split_whitespace();
            match (words.next(), words.next(), words.next()) {
                (Some("OK"), Some(t), Some(c)) => {
                    let per: f64 = t.parse().unwrap_or(f64::NAN);
                    let per_cpu: f64 = c.parse().unwrap_or(f64::NAN);
                    let bytes = words.next().unwrap_or("?");
                    println!(
                        "python-chess svg + cairosvg png, mean of {py_n}: {per:8.3} ms wall, {per_cpu:.3} ms CPU ({bytes} bytes)"
                    );
                    println!(
                        "speed-up, wall (median render+PNG vs python mean): {:.0}x",
                        per / ms(rust)
                    );
                    if let Some(cpu) = rust_cpu {
                        println!("speed-up, CPU time: {:.0}x", per_cpu / ms(cpu));
                    }
                }
                (Some("SKIP"), ..) => println!(
                    "python-chess + cairosvg: skipped ({}); pip install chess cairosvg",
                    text.trim()
                ),
                _ => println!(
                    "python-chess + cairosvg: skipped (unexpected output: {} {})",
                    text.trim(),
                    String::from_utf8_lossy(&out.stderr).trim()
                ),
            }
        }
    }
}

/// The board PNG with names in other scripts beside English names.
fn names(n: usize) {
    let r = Renderer::new(512).expect("renderer");
    let cases: [(&str, [(&str, &str); 2]); 2] = [
        ("English", [("Alice", "Bob"), ("Charlotte", "Daniel")]),
        (
            "other scripts",
            [("Дмитрий", "山田太郎"), ("محمد", "🐉dragon")],
        ),
    ];
    for (label, boards) in cases {
        // Warm: the same two boards in turn, strips cached.
        let scenes: Vec<Scene> = boards
            .iter()
            .map(|&(w, b)| {
                Scene::new(board(), Color::Black)
                    .last_move(sq("e2"), sq("e4"))
                    .players(w, b)
            })
            .collect();
        let mut canvas = r.draw(&scenes[0]);
        let mut times = Vec::with_capacity(n);
        for i in 0..n {
            let t = Instant::now();
            r.png_with(&scenes[i % 2], &mut canvas).expect("png");
            times.push(t.elapsed());
        }
        println!(
            "board PNG 512, {label:>13} names, strip cached, median: {:8.3} ms",
            ms(median(times))
        );
        // Cold: names never drawn before (a number after each).
        let mut times = Vec::with_capacity(n);
        for i in 0..n {
            let (w, b) = boards[i % 2];
            let (w, b) = (format!("{w} {i}"), format!("{b} {i}"));
            let scene = Scene::new(board(), Color::Black)
                .last_move(sq("e2"), sq("e4"))
                .players(&w, &b);
            let t = Instant::now();
            r.png_with(&scene, &mut canvas).expect("png");
            times.push(t.elapsed());
        }
        println!(
            "board PNG 512, {label:>13} names, new names,    median: {:8.3} ms",
            ms(median(times))
        );
    }
}
