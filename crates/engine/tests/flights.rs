//! Flights and shoot-downs checked against a slow, independent reading of
//! rulings §3-§7 written here from scratch (a plain 64-square array, attacks
//! found by walking rays): every legal flight and self-immolation, and the
//! defender's legal shoot-downs at every shoot-down point, for the reference
//! positions and for positions reached by random play in every preset with
//! king strikes on and off. Random play reaches board edges, pins, checks,
//! cooldowns and shielded squares far more often than hand-picked cases.

use engine::{Color, Flight, Missiles, Move, Position, Preset, Role, Rules, Square};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;

type Grid = [Option<(Color, Role)>; 64];

fn grid(pos: &Position) -> Grid {
    let mut g = [None; 64];
    for sq in Square::all() {
        g[sq.index() as usize] = pos.piece_at(sq).map(|p| (p.color, p.role));
    }
    g
}

fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// Whether `by` attacks square `sq` on `g` (ordinary attacks, walking rays).
fn attacked(g: &Grid, sq: usize, by: Color) -> bool {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let is = |i: Option<usize>, roles: &[Role]| {
        i.and_then(|i| g[i])
            .is_some_and(|(c, role)| c == by && roles.contains(&role))
    };
    let pawn_dir = if by == Color::White { -1 } else { 1 };
    if is(at(f - 1, r + pawn_dir), &[Role::Pawn]) || is(at(f + 1, r + pawn_dir), &[Role::Pawn]) {
        return true;
    }
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        if is(at(f + df, r + dr), &[Role::Knight]) {
            return true;
        }
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) != (0, 0) && is(at(f + df, r + dr), &[Role::King]) {
                return true;
            }
        }
    }
    for (df, dr) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
        let sliders: &[Role] = if df == 0 || dr == 0 {
            &[Role::Rook, Role::Queen]
        } else {
            &[Role::Bishop, Role::Queen]
        };
        let (mut x, mut y) = (f + df, r + dr);
        while let Some(i) = at(x, y) {
            if g[i].is_some() {
                if is(Some(i), sliders) {
                    return true;
                }
                break;
            }
            x += df;
            y += dr;
        }
    }
    false
}

fn king_attacked(g: &Grid, color: Color) -> bool {
    match (0..64).find(|&i| g[i] == Some((color, Role::King))) {
        Some(k) => attacked(g, k, !color),
        None => false,
    }
}

/// The eight directions counter-clockwise from east; a turn of 45° is one place.
const DIRS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

fn shape_ok(rules: Rules, us: Color, prev: Option<(i32, i32)>, step: (i32, i32)) -> bool {
    match rules.missiles() {
        Missiles::None => false,
        Missiles::Classic => match prev {
            None => true,
            Some(p) => {
                let a = DIRS.iter().position(|&d| d == p).unwrap() as i32;
                let b = DIRS.iter().position(|&d| d == step).unwrap() as i32;
                let diff = (a - b).rem_euclid(8);
                diff <= 1 || diff == 7
            }
        },
        Missiles::Forward => {
            let fwd = if us == Color::White { 1 } else { -1 };
            let sideways = step.1 == 0 && step.0 != 0;
            let forward = step == (0, fwd);
            forward || (sideways && prev.is_none_or(|p| p.1 != 0))
        }
    }
}

/// Decided by the board alone (rulings §8): such positions have no moves.
fn game_decided(pos: &Position) -> bool {
    use engine::{DrawReason, Outcome, WinReason};
    matches!(
        pos.outcome(),
        Some(
            Outcome::Decisive {
                reason: WinReason::KingDestroyed | WinReason::Promotion,
                ..
            } | Outcome::Draw {
                reason: DrawReason::NoPawns
            }
        )
    )
}

fn walk(
    pos: &Position,
    g: &Grid,
    launch: usize,
    from: usize,
    prev: Option<(i32, i32)>,
    path: &mut Vec<usize>,
    out: &mut BTreeSet<String>,
) {
    let us = pos.turn();
    for step in DIRS {
        if !shape_ok(pos.rules(), us, prev, step) {
            continue;
        }
        let Some(next) = at((from % 8) as i32 + step.0, (from / 8) as i32 + step.1) else {
            continue;
        };
        // Every square entered before this one stood as the missile in a
        // position that must leave the king safe.
        let ok_so_far = path.iter().all(|&s| {
            let mut h = *g;
            if h[s].is_none() {
                h[s] = Some((us, Role::Pawn));
            }
            !king_attacked(&h, us)
        });
        if !ok_so_far {
            return;
        }
        path.push(next);
        match g[next] {
            Some((c, role)) if c != us => {
                let target_ok = if role == Role::King {
                    pos.rules().king_strikes
                } else {
                    let mut h = *g;
                    h[next] = None;
                    !king_attacked(&h, us)
                };
                if target_ok {
                    out.insert(text(launch, path));
                }
            }
            _ => {
                if path.len() < 7 {
                    walk(pos, g, launch, next, Some(step), path, out);
                }
            }
        }
        path.pop();
    }
}

fn text(launch: usize, path: &[usize]) -> String {
    let mut s = Square::new(launch as u8).to_string();
    for &p in path {
        s.push('>');
        s.push_str(&Square::new(p as u8).to_string());
    }
    s
}

/// Every legal flight and self-immolation, by the rulings read naively.
fn naive_flights(pos: &Position) -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    let rules = pos.rules();
    if rules.missiles() == Missiles::None || game_decided(pos) {
        return all;
    }
    let us = pos.turn();
    let g0 = grid(pos);
    for launch in 0..64usize {
        if g0[launch] != Some((us, Role::Pawn)) {
            continue;
        }
        let sq = Square::new(launch as u8);
        if sq.rank() == us.pawn_rank() || pos.cooldown(us) == Some(sq) {
            continue;
        }
        let mut g = g0;
        g[launch] = None;
        if !king_attacked(&g, us) {
            all.insert(format!("{sq}*"));
        }
        let mut path = Vec::new();
        walk(pos, &g, launch, launch, None, &mut path, &mut all);
    }
    all
}

/// The defender's legal shoot-downs with the missile on the last square of
/// `so_far`, by rulings §6 read naively.
fn naive_shootdowns(pos: &Position, so_far: &Flight) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let us = pos.turn();
    let them = !us;
    let m = so_far.target().unwrap().index() as usize;
    let mut g = grid(pos);
    if g[m].is_some() {
        return out; // shielded by the firer's own piece
    }
    g[so_far.launch().index() as usize] = None;
    g[m] = Some((us, Role::Pawn));
    for from in 0..64usize {
        let Some((c, role)) = g[from] else { continue };
        if c != them {
            continue;
        }
        let (ff, fr, mf, mr) = (
            (from % 8) as i32,
            (from / 8) as i32,
            (m % 8) as i32,
            (m / 8) as i32,
        );
        let (df, dr) = (mf - ff, mr - fr);
        let reaches = match role {
            Role::Pawn => df.abs() == 1 && dr == if them == Color::White { 1 } else { -1 },
            Role::Knight => df.abs() * dr.abs() == 2,
            Role::King => df.abs() <= 1 && dr.abs() <= 1,
            _ => {
                let line = df == 0 || dr == 0;
                let diag = df.abs() == dr.abs();
                let fits = match role {
                    Role::Rook => line,
                    Role::Bishop => diag,
                    _ => line || diag,
                };
                fits && {
                    let (sf, sr) = (df.signum(), dr.signum());
                    let (mut x, mut y) = (ff + sf, fr + sr);
                    let mut clear = true;
                    while (x, y) != (mf, mr) {
                        if g[at(x, y).unwrap()].is_some() {
                            clear = false;
                        }
                        x += sf;
                        y += sr;
                    }
                    clear
                }
            }
        };
        if !reaches {
            continue;
        }
        let last = mr == if them == Color::White { 7 } else { 0 };
        let promos: Vec<Option<Role>> =
            if role == Role::Pawn && last && pos.rules().board() == engine::BoardKind::Chess {
                vec![
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                ]
            } else {
                vec![None]
            };
        for p in promos {
            let mut h = g;
            h[from] = None;
            h[m] = Some((them, p.unwrap_or(role)));
            if king_attacked(&h, them) || king_attacked(&h, us) {
                continue;
            }
            let mut s = format!("{}{}", Square::new(from as u8), Square::new(m as u8));
            if let Some(r) = p {
                s.push(r.char());
            }
            out.insert(s);
        }
    }
    out
}

/// Positions reached by random play (ordinary moves and flights) from every
/// preset's start, king strikes on and off.
fn random_positions(seed: u64, games: usize, plies: usize) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for preset in Preset::ALL {
        if preset.missiles() == Missiles::None {
            continue;
        }
        for ks in [true, false] {
            for _ in 0..games {
                let mut pos = Position::new(preset.rules(ks));
                for _ in 0..plies {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    // Favour ordinary moves so games last; flights thin the board.
                    let ordinary: Vec<&Move> = moves.iter().filter(|m| !m.is_flight()).collect();
                    let mv = if !ordinary.is_empty() && rng.random_bool(0.8) {
                        *ordinary[rng.random_range(0..ordinary.len())]
                    } else {
                        moves[rng.random_range(0..moves.len())]
                    };
                    pos = pos.play(&mv).unwrap();
                    if rng.random_bool(0.15) {
                        out.push(pos);
                    }
                }
                out.push(pos);
            }
        }
    }
    out
}

fn reference_positions() -> Vec<Position> {
    include_str!("data/perft-reference.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            let preset: Preset = c[0].parse().ok()?;
            Position::from_fen(c[2], preset.rules(c[1] == "on")).ok()
        })
        .collect()
}

#[test]
fn flights_match_the_naive_reading_of_the_rulings() {
    let mut positions = reference_positions();
    positions.extend(random_positions(7, 6, 60));
    let mut compared = 0;
    for pos in positions {
        let engine: BTreeSet<String> = pos.legal_flights().iter().map(|f| f.to_string()).collect();
        let naive = naive_flights(&pos);
        assert_eq!(
            engine,
            naive,
            "flights differ in {} ({:?})",
            pos.fen(),
            pos.rules()
        );
        compared += engine.len();
        // Every flight is also accepted one by one, and its steering agrees.
        for f in pos.legal_flights() {
            assert!(pos.is_legal(&Move::Flight(f)), "{f} in {}", pos.fen());
        }
    }
    assert!(compared > 10_000, "only {compared} flights compared");
}

#[test]
fn shootdowns_match_the_naive_reading_of_the_rulings() {
    let mut positions = reference_positions();
    positions.extend(random_positions(11, 3, 60));
    let mut rng = StdRng::seed_from_u64(5);
    let mut nonempty = 0;
    for pos in positions {
        let flights = pos.legal_flights();
        for f in flights.iter().filter(|_| rng.random_bool(0.2)) {
            for n in 1..f.steps().len() {
                let so_far = f.prefix(n);
                let engine: BTreeSet<String> =
                    pos.shootdowns_at(&so_far).iter().map(|m| m.uci()).collect();
                let naive = naive_shootdowns(&pos, &so_far);
                assert_eq!(
                    engine,
                    naive,
                    "shoot-downs at {so_far} differ in {}",
                    pos.fen()
                );
                nonempty += usize::from(!engine.is_empty());
            }
        }
    }
    assert!(nonempty > 100, "only {nonempty} points had shoot-downs");
}
