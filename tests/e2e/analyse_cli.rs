//! `cruise-pawns analyse --pgn FILE [--nodes N]`: a game as `/export` writes
//! it, judged decision by decision. The same file twice gives the same
//! lines (a node budget, no clock); known blunders are marked `??` with
//! the right better choice.

use engine::record::Record;
use engine::{Game, Position, Preset};
use std::process::Command;

/// A small budget keeps the test quick; the blunders below are seen at once.
const NODES: &str = "4000";

/// Writes `game` as `/export` does (the host's tags included) and runs
/// `cruise-pawns analyse --pgn FILE ARGS`; (status, stdout, stderr).
fn analyse(game: &Game, args: &[&str]) -> (bool, String, String) {
    let mut record = Record::new(game.clone());
    record.white = "alice".to_string();
    record.black = "bob".to_string();
    record.extra_tags = vec![
        ("InterceptSeconds".to_string(), "30".to_string()),
        ("TimeControl".to_string(), "10+5".to_string()),
    ];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    std::fs::write(&path, record.to_pgn()).unwrap();
    run(&[&["analyse", "--pgn", path.to_str().unwrap()], args].concat())
}

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cruise-pawns"))
        .args(args)
        .output()
        .expect("run cruise-pawns analyse");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn game(preset: Preset, fen: Option<&str>, moves: &[&str]) -> Game {
    let rules = preset.rules(true);
    let start = match fen {
        Some(f) => Position::from_fen(f, rules).unwrap(),
        None => Position::new(rules),
    };
    let mut g = Game::from_position(start);
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// One decision line, split.
struct Line {
    ply: usize,
    side: String,
    played: String,
    eval: String,
    win_before: f64,
    win_after: f64,
    accuracy: f64,
    mark: String,
    better: String,
}

/// The decision lines, checked for their shape, and the three last lines.
fn parse(out: &str) -> (Vec<Line>, Vec<Vec<String>>) {
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= 3, "{out}");
    let (decisions, tail) = lines.split_at(lines.len() - 3);
    let decisions = decisions
        .iter()
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 9, "nine fields: {l}");
            let num = |s: &str| -> f64 {
                assert_eq!(
                    s.split('.').nth(1).map(str::len),
                    Some(1),
                    "one decimal: {l}"
                );
                s.parse().unwrap()
            };
            let line = Line {
                ply: f[0].parse().unwrap(),
                side: f[1].to_string(),
                played: f[2].to_string(),
                eval: f[3].to_string(),
                win_before: num(f[4]),
                win_after: num(f[5]),
                accuracy: num(f[6]),
                mark: f[7].to_string(),
                better: f[8].to_string(),
            };
            assert!(line.side == "white" || line.side == "black", "{l}");
            assert!(["?!", "?", "??", "-"].contains(&line.mark.as_str()), "{l}");
            assert_eq!(
                line.better == "-",
                line.mark == "-",
                "better only with a mark: {l}"
            );
            assert!((0.0..=100.0).contains(&line.win_before), "{l}");
            assert!((0.0..=100.0).contains(&line.win_after), "{l}");
            assert!((0.0..=100.0).contains(&line.accuracy), "{l}");
            assert!(
                line.eval.parse::<i32>().is_ok() || line.eval.starts_with('#'),
                "{l}"
            );
            line
        })
        .collect();
    let tail = tail
        .iter()
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect();
    (decisions, tail)
}

/// White fires e4>e5>e6>e7 at the knight; at e5 Black may shoot it down
/// with d6xe5 (winning a pawn). No one can shoot at e6.
const KNIGHT_FEN: &str = "6k1/4n1pp/3p4/8/4P3/8/5PPP/6K1 w - - 0 1";

/// The same with a queen on e7: Black may shoot at e5 (d6xe5) and at e6
/// (Qxe6). Letting it pass at e6 loses the queen for a pawn. (A knight
/// lost so is only an inaccuracy in Cruise Pawns: its fitted Win% curve is
/// flatter than chess's, material being worth less there.)
const QUEEN_FEN: &str = "6k1/4q1pp/3p4/8/4P3/8/5PPP/6K1 w - - 0 1";

#[test]
fn a_missile_let_pass_that_should_have_been_shot_down_is_a_blunder() {
    let g = game(
        Preset::Cruise,
        Some(QUEEN_FEN),
        &["e4>e5>e6>e7", "Kf8", "Kf1"],
    );
    let (ok, out, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    let (lines, tail) = parse(&out);
    // The flight (White), the two shoot-down points (Black), then a move
    // each.
    assert_eq!(lines.len(), 5, "{out}");
    assert_eq!((lines[0].ply, lines[0].side.as_str()), (1, "white"));
    assert_eq!(lines[0].played, "e4>e5>e6>e7");
    // Firing into a queen that can shoot it down is itself marked.
    assert_ne!(lines[0].mark, "-", "{out}");
    // Passing at e5 loses nothing (the queen can still shoot at e6).
    assert_eq!(
        (lines[1].played.as_str(), lines[1].mark.as_str()),
        ("pass", "-"),
        "{out}"
    );
    let pass = &lines[2];
    assert_eq!((pass.ply, pass.side.as_str()), (1, "black"), "{out}");
    assert_eq!(pass.played, "pass");
    assert_eq!(pass.mark, "??", "{out}");
    assert_eq!(pass.better, "shoot:Qxe6", "{out}");
    assert!(pass.win_before - pass.win_after >= 15.0, "{out}");
    assert!(pass.accuracy < 50.0, "{out}");
    assert_eq!((lines[3].ply, lines[3].played.as_str()), (2, "Kf8"));
    assert_eq!(tail[0][..2], ["accuracy", "white"]);
    assert_eq!(tail[1][..2], ["accuracy", "black"]);
    // The Win% constant fitted for the preset (docs/PERFORMANCE.md).
    assert_eq!(tail[2], ["k", "cruise", "0.00105673"]);
    for t in &tail[..2] {
        let a: f64 = t[2].parse().unwrap();
        assert!((0.0..=100.0).contains(&a), "{out}");
    }
    let black: f64 = tail[1][2].parse().unwrap();
    assert!(black < 60.0, "a blunder pulls the accuracy down: {out}");
}

/// Letting the missile take the knight for a pawn: marked (our curve
/// calls it an inaccuracy), with the shot as the better choice; White's
/// evaluation after the pass is far better than after the flight (which
/// counts the firing side's worst case, the shot).
#[test]
fn a_knight_let_go_to_a_missile_is_marked_with_the_shot() {
    let g = game(
        Preset::Cruise,
        Some(KNIGHT_FEN),
        &["e4>e5>e6>e7", "Kf8", "Kf1"],
    );
    let (ok, out, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    let (lines, _) = parse(&out);
    assert_eq!(lines.len(), 4, "{out}");
    let pass = &lines[1];
    assert_eq!(pass.played, "pass");
    assert_ne!(pass.mark, "-", "{out}");
    assert_eq!(pass.better, "shoot:dxe5", "{out}");
    let eval = |l: &Line| l.eval.parse::<i32>().unwrap();
    assert!(eval(pass) > eval(&lines[0]) + 150, "{out}");
}

#[test]
fn shooting_it_down_there_is_not_marked_and_the_shot_is_named() {
    let g = game(Preset::Cruise, Some(KNIGHT_FEN), &["e4>e5/d6e5"]);
    let (ok, out, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    let (lines, _) = parse(&out);
    assert_eq!(lines.len(), 2, "{out}");
    // The flight shot down is known as far as it got.
    assert_eq!(lines[0].played, "e4>e5");
    assert_eq!(lines[1].played, "shoot:dxe5");
    assert_eq!(lines[1].mark, "-", "{out}");
    assert_eq!(lines[1].accuracy, 100.0, "{out}");
}

/// 3...Qf4?? puts the queen next to White's e4 pawn: a one-square missile
/// (no shoot-down point) takes it for a pawn.
#[test]
fn a_queen_left_to_a_missile_is_a_blunder() {
    let g = game(
        Preset::Cruise,
        None,
        &["e4", "e5", "Nf3", "Qf6", "Nc3", "Qf4", "e4>f4"],
    );
    let (ok, out, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    let (lines, _) = parse(&out);
    let qf4 = &lines[5];
    assert_eq!(
        (qf4.ply, qf4.side.as_str(), qf4.played.as_str()),
        (6, "black", "Qf4")
    );
    assert_eq!(qf4.mark, "??", "{out}");
    assert_ne!(qf4.better, "Qf4");
    // A blunder: the mover's winning chances fell by 0.3 or more (15
    // Win% points).
    assert!(qf4.win_before - qf4.win_after >= 15.0, "{out}");
    // The better move does not leave the queen next to a pawn that may
    // fire: no one-square missile (which cannot be shot down) reaches it.
    let mut before = game(Preset::Cruise, None, &["e4", "e5", "Nf3", "Qf6", "Nc3"]);
    before.play_text(&qf4.better).unwrap();
    let pos = before.position();
    let queen =
        pos.board().by_role(engine::Role::Queen) & pos.board().by_color(engine::Color::Black);
    let strike = pos
        .legal_flights()
        .into_iter()
        .any(|f| f.steps().len() == 1 && f.target().is_some_and(|t| queen.contains(t)));
    assert!(!strike, "{} leaves the queen to a missile", qf4.better);
    // ... which 3...Qf4 did.
    let mut blunder = game(
        Preset::Cruise,
        None,
        &["e4", "e5", "Nf3", "Qf6", "Nc3", "Qf4"],
    );
    assert!(blunder.play_text("e4>f4").is_ok());
    // White took it: the best move, no mark.
    assert_eq!(lines[6].played, "e4>f4");
    assert_eq!(lines[6].mark, "-", "{out}");
}

#[test]
fn the_same_game_twice_gives_the_same_lines() {
    let g = game(
        Preset::Cruise,
        None,
        &[
            "e4",
            "e5",
            "Nf3",
            "Nc6",
            "d4",
            "d6",
            "c3",
            "Be6",
            "d4>d5/e6d5",
            "Nf6",
        ],
    );
    let (ok, first, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    let (ok, second, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    assert_eq!(first, second);
    parse(&first);
}

#[test]
fn a_chess_game_from_export() {
    let g = game(
        Preset::Chess,
        None,
        &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"],
    );
    let (ok, out, err) = analyse(&g, &["--nodes", NODES]);
    assert!(ok, "{err}");
    let (lines, tail) = parse(&out);
    assert_eq!(lines.len(), 7);
    // 3...Nf6?? allowed mate in one: checkmate is now unavoidable.
    assert_eq!(lines[5].played, "Nf6");
    assert_eq!(lines[5].mark, "??");
    assert_eq!(lines[5].eval, "#1", "{out}");
    assert_eq!(lines[6].played, "Qxf7#");
    assert_eq!(lines[6].eval, "#0", "{out}");
    assert_eq!(tail[2], ["k", "chess", "0.00751089"]);
}

#[test]
fn mistakes_in_the_command_say_what_to_do() {
    let (ok, _, err) = run(&["analyse", "--pgn", "/nonexistent/game.pgn"]);
    assert!(!ok && err.contains("cannot read"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.pgn");
    std::fs::write(&path, "1. e4 e5 2. Ke3").unwrap();
    let (ok, out, err) = run(&["analyse", "--pgn", path.to_str().unwrap()]);
    assert!(!ok && out.is_empty(), "{out}");
    assert!(err.contains("Ke3"), "{err}");
    let (ok, _, err) = run(&["analyse", "--pgn", path.to_str().unwrap(), "--nodes", "5"]);
    assert!(!ok && err.contains("at least"), "{err}");
    let (ok, _, err) = run(&["analyse"]);
    assert!(!ok && err.contains("--pgn"), "{err}");
}

/// `analyse fit` plays, evaluates and fits; the same seed gives the same
/// figures whatever the number of threads (tiny budgets: a smoke run).
#[test]
fn the_fit_is_reproducible_from_its_seed() {
    let args = [
        "analyse",
        "fit",
        "--preset",
        "cruise",
        "--games",
        "3",
        "--seed",
        "33",
        "--nodes",
        "2000",
        "--move-nodes",
        "2000",
    ];
    let (ok, one, err) = run(&[&args[..], &["--threads", "1"]].concat());
    assert!(ok, "{err}");
    assert!(err.contains("game 3/3"), "progress on stderr: {err}");
    let (ok, two, err) = run(&[&args[..], &["--threads", "2"]].concat());
    assert!(ok, "{err}");
    assert_eq!(one, two);
    let value = |name: &str| -> String {
        one.lines()
            .find_map(|l| l.strip_prefix(&format!("{name}\t")))
            .unwrap_or_else(|| panic!("no {name} line: {one}"))
            .to_string()
    };
    assert_eq!(value("preset"), "cruise");
    assert_eq!(value("games"), "3");
    let samples: usize = value("samples").parse().unwrap();
    assert!(samples > 30, "{one}");
    let k: f64 = value("k").parse().unwrap();
    assert!(k.is_finite(), "{one}");
    let loss: f64 = value("log_loss").parse().unwrap();
    let lichess: f64 = value("lichess_log_loss").parse().unwrap();
    assert!(loss <= lichess, "the fitted k fits at least as well: {one}");
    let (ok, _, err) = run(&["analyse", "fit", "--preset", "cruise", "--games", "0"]);
    assert!(!ok && err.contains("at least 1"), "{err}");
}

/// `analyse compare-stockfish` (contract 6): refusals that say what to do;
/// with Stockfish installed (Debian's package), a tiny run prints the
/// comparison's lines with rates between 0 and 1 (a smoke run, not a
/// measurement). `analyse time` times a game of the length asked for.
#[test]
fn the_stockfish_comparison_and_the_timing_run() {
    let tiny = [
        "--games",
        "1",
        "--seed",
        "1",
        "--nodes",
        "2000",
        "--move-nodes",
        "2000",
        "--max-plies",
        "12",
        "--depth",
        "6",
    ];
    let (ok, out, err) = run(&[
        &[
            "analyse",
            "compare-stockfish",
            "--stockfish",
            "/nonexistent/stockfish",
        ][..],
        &tiny,
    ]
    .concat());
    assert!(!ok && out.is_empty(), "{out}");
    assert!(err.contains("install Stockfish"), "{err}");
    let cruise = game(Preset::Cruise, None, &["e4", "e5"]);
    let mut record = Record::new(cruise);
    record.white = "alice".into();
    record.black = "bob".into();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cruise.pgn");
    std::fs::write(&path, record.to_pgn()).unwrap();
    let (ok, _, err) = run(&[
        "analyse",
        "compare-stockfish",
        "--pgn",
        path.to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("only plain chess"), "{err}");
    // An engine that never finishes its search on its own (it answers
    // only when told to stop): the run still ends, each position answered
    // at the depth reached and counted as short.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let slow = dir.path().join("slow-engine");
        std::fs::write(
            &slow,
            "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n    uci) echo uciok;;\n    isready) echo readyok;;\n    stop) echo 'info depth 1 multipv 1 score cp 12 pv e2e4'; echo 'bestmove e2e4';;\n    quit) exit 0;;\n  esac\ndone\n",
        )
        .unwrap();
        std::fs::set_permissions(&slow, std::fs::Permissions::from_mode(0o755)).unwrap();
        let (ok, out, err) = run(&[
            &[
                "analyse",
                "compare-stockfish",
                "--stockfish",
                slow.to_str().unwrap(),
                "--max-ms",
                "50",
            ][..],
            &tiny,
        ]
        .concat());
        assert!(ok, "{err}");
        assert!(out.contains("positions\t12\n"), "{out}");
        assert!(out.contains("stockfish_short\t12\n"), "{out}");
        assert!(out.contains("stockfish_silent\t0\n"), "{out}");
    }
    if std::path::Path::new("/usr/games/stockfish").exists() {
        let (ok, out, err) = run(&[&["analyse", "compare-stockfish"][..], &tiny].concat());
        assert!(ok, "{err}");
        let value = |name: &str| -> f64 {
            out.lines()
                .find_map(|l| l.strip_prefix(&format!("{name}\t")))
                .unwrap_or_else(|| panic!("{name} in {out}"))
                .parse()
                .unwrap()
        };
        assert_eq!(value("positions"), 12.0, "{out}");
        for rate in ["best_is_stockfish_first", "best_in_stockfish_top3"] {
            assert!((0.0..=1.0).contains(&value(rate)), "{out}");
        }
        assert!(value("best_in_stockfish_top3") >= value("best_is_stockfish_first"));
        assert!((-1.0..=1.0).contains(&value("win_correlation")), "{out}");
    } else {
        eprintln!("notice: /usr/games/stockfish is not installed: the comparison's run is skipped");
    }
    let (ok, out, err) = run(&[
        "analyse", "time", "--plies", "6", "--seed", "2", "--nodes", "2000",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("plies\t6\n"), "{out}");
    assert!(out.contains("seconds\t"), "{out}");
}

/// One evaluation per position (issue 46, contract 0): on games between
/// engines of unequal strength, chess and Cruise Pawns, every decision's
/// Win% before is the previous decision's Win% after seen from its
/// decider's side (within the printed rounding), flights and shoot-down
/// points included; and each side's game accuracy is printed.
#[test]
fn every_decisions_win_before_is_the_previous_ones_win_after() {
    use ai::sparring::{AiNodes, play_game};
    use rand::SeedableRng;
    let mut flights_seen = 0;
    for (preset, seed) in [
        (Preset::Chess, 7u64),
        (Preset::Cruise, 11),
        (Preset::Cruise, 12),
    ] {
        let player = |level: u8, nodes: u64, salt: u64| AiNodes {
            level: ai::Level::new(level).unwrap(),
            nodes,
            rng: rand::rngs::StdRng::seed_from_u64(seed * 10 + salt),
        };
        let (mut strong, mut weak) = (player(8, 3_000, 1), player(1, 200, 2));
        let (_, g) = play_game(preset.rules(true), None, &mut strong, &mut weak, 40);
        let (ok, out, err) = analyse(&g, &["--nodes", "3000"]);
        assert!(ok, "{err}");
        let (lines, tail) = parse(&out);
        assert!(lines.len() >= 20, "{preset:?}: {out}");
        flights_seen += lines.iter().filter(|l| l.played.contains('>')).count();
        for pair in lines.windows(2) {
            let (prev, now) = (&pair[0], &pair[1]);
            let seen = if prev.side == now.side {
                prev.win_after
            } else {
                100.0 - prev.win_after
            };
            assert!(
                (now.win_before - seen).abs() <= 0.1 + 1e-9,
                "{preset:?}: ply {} ({}) starts at {} but ply {} ({}) left it at {} for its decider:\n{out}",
                now.ply,
                now.played,
                now.win_before,
                prev.ply,
                prev.played,
                prev.win_after
            );
        }
        assert_eq!(tail[0][0], "accuracy", "{out}");
    }
    assert!(flights_seen > 0, "the Cruise Pawns games fired no missile");
}
