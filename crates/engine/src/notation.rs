//! Reading move text typed by players or stored in records: SAN, UCI,
//! flights (`e4>e5>e6>d7`, `e4*`) and shoot-down records (`e4>e5>e6/c8e6`).
//!
//! Input is read tolerantly: SAN with or without `+`/`#`/`x`/`!`/`?`,
//! `O-O`/`0-0`, promotion with or without `=` (`e8=Q`, `e8Q`, `e8q`),
//! long algebraic (`Ng1-f3`), UCI (`e2e4`, `e7e8q`, castling as `e1g1` or
//! king-takes-rook `e1h1`). A text that is not a legal move gets a
//! [`MoveError`] that says what is wrong and what to do. No input panics.
//!
//! ```
//! use engine::{Position, Preset, Ply, notation::{parse_move, parse_ply}};
//! let pos = Position::new(Preset::Cruise.rules(true));
//! assert_eq!(parse_move(&pos, "e4").unwrap(), parse_move(&pos, "e2e4").unwrap());
//! let err = parse_move(&pos, "e5").unwrap_err();
//! assert!(err.to_string().contains("e5"));
//! assert!(matches!(parse_ply(&pos, "Nf3").unwrap(), Ply::Move(_)));
//! ```

use crate::path::{self, Bend, direction};
use crate::{Bitboard, Flight, Missiles, Move, Piece, Ply, Position, Role, Square, attacks};
use crate::{BoardKind, MoveReason, san::san_plain};

/// Move text that is not a legal move here, and why ([`MoveReason`]: the
/// reason and what to do; its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct MoveError {
    pub reason: MoveReason,
}

impl MoveError {
    pub fn new(reason: MoveReason) -> MoveError {
        MoveError { reason }
    }
}

/// `text` is not legal, and why.
fn not_legal(text: &str, why: MoveReason) -> MoveError {
    MoveError::new(MoveReason::NotLegal {
        text: text.to_string(),
        why: Some(Box::new(why)),
    })
}

/// `text` cannot be read as a move.
fn unreadable(text: &str) -> MoveError {
    MoveError::new(MoveReason::Unreadable {
        text: text.to_string(),
    })
}

/// Longest text worth reading as one move (a 7-step flight shot down with a
/// promotion is 28 characters).
const MAX_LEN: usize = 40;

/// Reads a move (SAN, UCI or a flight) that must be legal in `pos`.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let raw = check_text(text)?;
    if raw.contains('/') {
        return Err(MoveError::new(MoveReason::ShootDownRecord {
            text: raw.to_string(),
        }));
    }
    parse_legal(pos, raw)
}

/// Reads `raw` (a move, not a shoot-down record) among the legal moves of
/// `pos`. An ordinary move is looked for among the ordinary moves first:
/// generating every flight is most of the cost of a legal move list, and
/// a flight is never written like an ordinary move; a flight is checked on
/// its own. Anything else (a mistake to explain) is read against every
/// legal move.
fn parse_legal(pos: &Position, raw: &str) -> Result<Move, MoveError> {
    let t = strip_suffixes(raw);
    if t.contains('>') || t.ends_with('*') {
        return parse_with(pos, raw, &[]);
    }
    if !t.is_empty() {
        let mut ordinary = crate::movegen::MoveList::new();
        pos.legal_ordinary_moves(&mut ordinary);
        if !ordinary.is_empty()
            && let Ok(mv) = parse_with(pos, raw, &ordinary)
        {
            return Ok(mv);
        }
    }
    parse_with(pos, raw, &pos.legal_moves())
}

/// Reads a record entry: a move, or a shot-down flight `e4>e5>e6/c8e6`.
pub fn parse_ply(pos: &Position, text: &str) -> Result<Ply, MoveError> {
    let raw = check_text(text)?;
    match raw.split_once('/') {
        None => parse_legal(pos, raw).map(Ply::Move),
        Some((flight_text, shooter_text)) => {
            let flight_text = strip_suffixes(flight_text.trim());
            let flight: Flight = flight_text
                .parse()
                .map_err(|e| MoveError::new(MoveReason::BadFlight(e)))?;
            if flight.is_self_immolation() {
                return Err(MoveError::new(MoveReason::SelfImmolationRecord {
                    text: raw.to_string(),
                }));
            }
            let shooter = parse_shoot_down(pos, &flight, shooter_text.trim())?;
            Ok(Ply::ShotDown { flight, shooter })
        }
    }
}

/// Checks that `so_far` (a flight as far as it got) can be shot down on its
/// last square in `pos`, and returns the defender's shooting move read from
/// `text` (UCI, or SAN-like such as `Bxe6`).
pub fn parse_shoot_down(pos: &Position, so_far: &Flight, text: &str) -> Result<Move, MoveError> {
    check_flight_prefix(pos, so_far).map_err(MoveError::new)?;
    let at = so_far.head();
    let options = pos.shootdowns_at(so_far);
    let text = strip_suffixes(text.trim());
    if text.is_empty() {
        return Err(MoveError::new(MoveReason::ShooterMissing {
            so_far: *so_far,
            example: example_shooter(&options, at),
        }));
    }
    let lower = text.to_ascii_lowercase();
    if let Some(m) = options.iter().find(|m| m.uci() == lower) {
        return Ok(*m);
    }
    // SAN-like shooter (`Bxe6`, `dxe6`, `e6`).
    if !looks_like_uci(&lower)
        && let Ok(parts) = SanParts::parse(text)
    {
        let found: Vec<Move> = options
            .iter()
            .copied()
            .filter(|m| parts.matches(m))
            .collect();
        if found.len() == 1 {
            return Ok(found[0]);
        }
    }
    if options.is_empty() {
        return Err(MoveError::new(MoveReason::NoShootDownThere {
            so_far: *so_far,
            text: text.to_string(),
            at,
        }));
    }
    Err(MoveError::new(MoveReason::NotAShootDown {
        text: text.to_string(),
        at,
        options: options.iter().map(Move::uci).collect(),
    }))
}

fn example_shooter(options: &[Move], at: Square) -> String {
    options
        .first()
        .map(Move::uci)
        .unwrap_or_else(|| format!("d7{at}"))
}

/// Checks that `so_far` is a flight as far as it got that can be shot
/// down on its last square: every step so far is a legal continuation, and
/// the last square is a shoot-down point (not a detonation, not shielded).
pub fn check_flight_prefix(pos: &Position, so_far: &Flight) -> Result<(), MoveReason> {
    let steps = so_far.steps();
    if steps.is_empty() {
        return Err(MoveReason::SelfImmolationShotDown { so_far: *so_far });
    }
    let launch = so_far.launch();
    if let Some(why) = launch_problem(pos, launch) {
        return Err(MoveReason::FlightNotLegal(Box::new(why)));
    }
    for i in 0..steps.len() {
        let steering = pos.steering(launch, &steps[..i]);
        if !steering.next.contains(&steps[i]) {
            let why =
                step_problem(pos, launch, steps, i).unwrap_or(MoveReason::NoWayOn { at: steps[i] });
            return Err(MoveReason::FlightNotLegal(Box::new(why)));
        }
    }
    let at = so_far.head();
    let us = pos.turn();
    match pos.piece_at(at) {
        Some(p) if p.color != us => Err(MoveReason::DetonatesAt { at, role: p.role }),
        Some(p) => Err(MoveReason::ShieldedAt { at, role: p.role }),
        None => Ok(()),
    }
}

/// Trims, and rejects empty, overlong and non-ASCII text.
fn check_text(text: &str) -> Result<&str, MoveError> {
    let raw = text.trim();
    if raw.is_empty() {
        return Err(MoveError::new(MoveReason::NoMove));
    }
    if raw.len() > MAX_LEN {
        return Err(MoveError::new(MoveReason::TooLong {
            chars: raw.chars().count(),
        }));
    }
    if !raw.is_ascii() || raw.chars().any(|c| c.is_ascii_control() || c == ' ') {
        return Err(unreadable(raw));
    }
    Ok(raw)
}

/// Removes trailing annotations: `+`, `#`, `!`, `?`, and `e.p.`.
fn strip_suffixes(t: &str) -> &str {
    let t = t.strip_suffix("e.p.").unwrap_or(t);
    t.trim_end_matches(['+', '#', '!', '?'])
}

fn looks_like_uci(t: &str) -> bool {
    let b = t.as_bytes();
    t.is_ascii()
        && (b.len() == 4 || b.len() == 5)
        && Square::from_name(&t[0..2]).is_some()
        && Square::from_name(&t[2..4]).is_some()
        && (b.len() == 4 || matches!(b[4], b'q' | b'r' | b'b' | b'n'))
}

fn parse_with(pos: &Position, raw: &str, legal: &[Move]) -> Result<Move, MoveError> {
    let t = strip_suffixes(raw);
    if t.is_empty() {
        return Err(unreadable(raw));
    }
    if t.contains('>') || t.ends_with('*') {
        return parse_flight(pos, t);
    }
    if legal.is_empty() {
        return Err(not_legal(raw, MoveReason::NoLegalMove));
    }
    let castle = t.replace('0', "O").to_ascii_uppercase();
    if castle == "O-O" || castle == "O-O-O" || castle == "OO" || castle == "OOO" {
        let long = castle.len() > 3 || castle == "OOO";
        return legal
            .iter()
            .find(
                |m| matches!(m, Move::Castle { king, rook } if (rook.file() < king.file()) == long),
            )
            .copied()
            .ok_or_else(|| not_legal(raw, castling_problem(pos, long)));
    }
    let lower = t.to_ascii_lowercase();
    if looks_like_uci(&lower) {
        return parse_uci(pos, raw, &lower, legal);
    }
    parse_san(pos, raw, t, legal)
}

// ---------------------------------------------------------------- flights

/// Reads a flight and checks it on its own ([`Position::is_legal`], as
/// [`crate::Game::play`] does), without generating every legal move.
fn parse_flight(pos: &Position, t: &str) -> Result<Move, MoveError> {
    let flight: Flight = t
        .parse()
        .map_err(|e| MoveError::new(MoveReason::BadFlight(e)))?;
    let mv = Move::Flight(flight);
    if pos.is_legal(&mv) {
        return Ok(mv);
    }
    Err(MoveError::new(MoveReason::FlightNotLegal(Box::new(
        flight_problem(pos, &flight),
    ))))
}

/// Why a flight is not legal in `pos`.
pub(crate) fn flight_problem(pos: &Position, flight: &Flight) -> MoveReason {
    let launch = flight.launch();
    if let Some(why) = launch_problem(pos, launch) {
        return why;
    }
    let steps = flight.steps();
    if steps.is_empty() {
        return MoveReason::SelfImmolationExposes { launch };
    }
    for i in 0..steps.len() {
        if let Some(why) = step_problem(pos, launch, steps, i) {
            return why;
        }
    }
    let target = flight.head();
    let us = pos.turn();
    match pos.piece_at(target) {
        None => MoveReason::EndsOnEmpty { target, launch },
        Some(p) if p.color == us => MoveReason::EndsOnOwn {
            target,
            role: p.role,
        },
        Some(p) if p.role == Role::King && !pos.rules().king_strikes => {
            MoveReason::KingStrikesOff { target }
        }
        _ => MoveReason::FlightExposesKing,
    }
}

/// Why the side to move cannot fire the pawn on `launch`, if it cannot.
fn launch_problem(pos: &Position, launch: Square) -> Option<MoveReason> {
    let rules = pos.rules();
    if rules.missiles() == Missiles::None {
        return Some(MoveReason::MissilesNotInGame {
            preset: rules.preset,
        });
    }
    let us = pos.turn();
    match pos.piece_at(launch) {
        None => return Some(MoveReason::NoPawnToFire { launch }),
        Some(p) if p.color != us => {
            return Some(MoveReason::OthersPiece {
                role: p.role,
                at: launch,
                owner: p.color,
                turn: us,
            });
        }
        Some(p) if p.role != Role::Pawn => {
            return Some(MoveReason::NotAPawn {
                role: p.role,
                launch,
            });
        }
        _ => {}
    }
    if launch.rank() == us.pawn_rank() {
        return Some(MoveReason::StartingRank { launch });
    }
    if rules.missiles() == Missiles::Forward && pos.cooldown(us) == Some(launch) {
        return Some(MoveReason::ForwardCooldown { launch });
    }
    None
}

/// What is wrong with step `i` of a flight (shape, adjacency, passing
/// through an enemy piece), if anything is visibly wrong.
fn step_problem(pos: &Position, launch: Square, steps: &[Square], i: usize) -> Option<MoveReason> {
    let us = pos.turn();
    let prev = if i == 0 { launch } else { steps[i - 1] };
    let sq = steps[i];
    let Some(dir) = direction(prev, sq) else {
        return Some(MoveReason::NotOneStep { from: prev, to: sq });
    };
    let before = if i == 0 {
        None
    } else {
        direction(if i == 1 { launch } else { steps[i - 2] }, prev)
    };
    match path::bend(pos.rules().missiles(), us, before, dir) {
        Ok(()) => {}
        Err(Bend::TooSharp) => {
            return Some(MoveReason::TooSharp {
                at: prev,
                toward: sq,
            });
        }
        Err(Bend::Diagonal) => return Some(MoveReason::Diagonal { from: prev, to: sq }),
        Err(Bend::Backward) => return Some(MoveReason::Backward { from: prev, to: sq }),
        Err(Bend::TwoSideways) => {
            return Some(MoveReason::TwoSideways {
                into: prev,
                then: sq,
            });
        }
    }
    if i + 1 < steps.len()
        && let Some(p) = pos.piece_at(sq)
        && p.color != us
    {
        return Some(MoveReason::ThroughEnemy {
            role: p.role,
            at: sq,
        });
    }
    None
}

// ---------------------------------------------------------------- castling

fn castling_problem(pos: &Position, long: bool) -> MoveReason {
    let us = pos.turn();
    let Some(king) = pos.board().king(us) else {
        return MoveReason::NoKingToCastle;
    };
    let rights = pos.castling_rooks() & pos.board().by_color(us);
    let has_right = Iterator::any(&mut rights.into_iter(), |r| {
        (r.file() < king.file()) == long
    });
    if !has_right {
        return MoveReason::NoCastlingRight { long };
    }
    if pos.is_check() {
        return MoveReason::CastleOutOfCheck;
    }
    MoveReason::CastlingBlocked { long }
}

// ---------------------------------------------------------------- UCI

fn parse_uci(pos: &Position, raw: &str, lower: &str, legal: &[Move]) -> Result<Move, MoveError> {
    if let Some(m) = legal.iter().find(|m| !m.is_flight() && m.uci() == lower) {
        return Ok(*m);
    }
    // Both are squares: `looks_like_uci` checked them.
    let (Some(from), Some(to)) = (
        Square::from_name(&lower[0..2]),
        Square::from_name(&lower[2..4]),
    ) else {
        return Err(unreadable(raw));
    };
    let promo = lower[4..].chars().next().and_then(Role::from_char);
    // Castling written as the king taking its own rook (e1h1).
    if promo.is_none()
        && let Some(m) = legal
            .iter()
            .find(|m| matches!(m, Move::Castle { king, rook } if *king == from && *rook == to))
    {
        return Ok(*m);
    }
    let same: Vec<&Move> = legal
        .iter()
        .filter(|m| !m.is_flight() && m.from() == from && m.to() == to)
        .collect();
    if !same.is_empty() {
        let promotes = same.iter().any(|m| {
            matches!(
                m,
                Move::Normal {
                    promotion: Some(_),
                    ..
                }
            )
        });
        let text = raw.to_string();
        return Err(match (promo, promotes) {
            (None, true) => MoveError::new(MoveReason::PromotionLetterMissing { text, from, to }),
            (Some(_), false)
                if pos.rules().board() == BoardKind::Pawns
                    && pawn_reaches_last_rank(pos, from, to) =>
            {
                MoveError::new(MoveReason::PawnsBoardLetter { text, from, to })
            }
            (Some(_), false) => not_legal(raw, MoveReason::OnlyLastRankPromotesWrite { from, to }),
            _ => MoveError::new(MoveReason::NotLegal { text, why: None }),
        });
    }
    Err(not_legal(raw, ordinary_problem(pos, from, to)))
}

fn pawn_reaches_last_rank(pos: &Position, from: Square, to: Square) -> bool {
    matches!(pos.piece_at(from), Some(p) if p.role == Role::Pawn && to.rank() == p.color.last_rank())
}

/// How a piece on `from` relates to reaching `to`, ignoring king safety.
enum Reach {
    /// The move fits the piece and the board (only king safety can forbid it).
    Fits,
    /// Why it does not fit.
    No(MoveReason),
}

fn reach(pos: &Position, from: Square, to: Square) -> Reach {
    let us = pos.turn();
    let Some(p) = pos.piece_at(from) else {
        return Reach::No(MoveReason::NoPiece { at: from });
    };
    if p.color != us {
        return Reach::No(MoveReason::OthersPiece {
            role: p.role,
            at: from,
            owner: p.color,
            turn: us,
        });
    }
    if from == to {
        return Reach::No(MoveReason::StaysPut { from, to });
    }
    if let Some(q) = pos.piece_at(to)
        && q.color == us
    {
        return Reach::No(MoveReason::OwnPieceOn {
            role: q.role,
            at: to,
        });
    }
    let occ = pos.board().occupied();
    let name = p.role;
    match p.role {
        Role::Pawn => pawn_reach(pos, p, from, to),
        Role::King => {
            if attacks::king(from).contains(to) {
                Reach::Fits
            } else if from.rank() == to.rank() && from.file().abs_diff(to.file()) == 2 {
                Reach::No(castling_problem(pos, to.file() < from.file()))
            } else {
                Reach::No(MoveReason::KingOneSquare { from, to })
            }
        }
        Role::Knight => {
            if attacks::knight(from).contains(to) {
                Reach::Fits
            } else {
                Reach::No(MoveReason::KnightCannot { from, to })
            }
        }
        Role::Bishop | Role::Rook | Role::Queen => {
            let with = |o: Bitboard| match p.role {
                Role::Bishop => attacks::bishop(from, o),
                Role::Rook => attacks::rook(from, o),
                _ => attacks::queen(from, o),
            };
            if with(occ).contains(to) {
                Reach::Fits
            } else if with(Bitboard::EMPTY).contains(to) {
                let blocker = (attacks::between(from, to) & occ).first();
                match blocker.and_then(|b| pos.piece_at(b).map(|q| (b, q))) {
                    Some((b, q)) => Reach::No(MoveReason::BlockedBy {
                        from,
                        to,
                        role: q.role,
                        at: b,
                    }),
                    None => Reach::No(MoveReason::Blocked { from, to }),
                }
            } else {
                Reach::No(MoveReason::CannotMoveFromTo {
                    role: name,
                    from,
                    to,
                })
            }
        }
    }
}

fn pawn_reach(pos: &Position, p: Piece, from: Square, to: Square) -> Reach {
    let occ = pos.board().occupied();
    let fwd = p.color.forward();
    let one = from.offset(0, fwd);
    if Some(to) == one {
        return if occ.contains(to) {
            Reach::No(MoveReason::PawnBlocked { from })
        } else {
            Reach::Fits
        };
    }
    if Some(to) == from.offset(0, 2 * fwd) {
        if from.rank() != p.color.pawn_rank() {
            return Reach::No(MoveReason::PawnTwoFromStartOnly { from });
        }
        return if occ.contains(to) || one.is_some_and(|s| occ.contains(s)) {
            Reach::No(MoveReason::PawnBlocked { from })
        } else {
            Reach::Fits
        };
    }
    if attacks::pawn(p.color, from).contains(to) {
        if pos.piece_at(to).is_some() || pos.ep_square() == Some(to) {
            return Reach::Fits;
        }
        return Reach::No(MoveReason::PawnDiagonalCaptures { to });
    }
    Reach::No(MoveReason::PawnCannotReach { from, to })
}

/// Why the ordinary move `from`-`to` is not legal (it is not in the list).
fn ordinary_problem(pos: &Position, from: Square, to: Square) -> MoveReason {
    match reach(pos, from, to) {
        Reach::No(why) => why,
        Reach::Fits => safety_problem(pos, from, to),
    }
}

/// The reason for a move that fits the piece but is still not legal.
fn safety_problem(pos: &Position, from: Square, to: Square) -> MoveReason {
    let role = pos.piece_at(from).map(|p| p.role);
    if role == Some(Role::King) {
        return MoveReason::KingInCheckOn { to };
    }
    if pos.is_check() {
        return MoveReason::CheckNotStopped;
    }
    match role {
        Some(r) => MoveReason::Pinned { role: r, at: from },
        None => MoveReason::LeavesKingInCheck,
    }
}

// ---------------------------------------------------------------- SAN

/// The parts of a SAN text.
#[derive(Debug, Clone, Copy)]
struct SanParts {
    role: Role,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Square,
    promotion: Option<Role>,
}

impl SanParts {
    fn parse(t: &str) -> Result<SanParts, ()> {
        let b = t.as_bytes();
        if b.is_empty() {
            return Err(());
        }
        // Piece letters in upper case; n, r, q, k also in lower case (a
        // lower-case b is the b-file: see `parse_san`).
        let (role, rest) = match b[0] {
            b'N' | b'B' | b'R' | b'Q' | b'K' | b'n' | b'r' | b'q' | b'k' => {
                (Role::from_char(b[0] as char).ok_or(())?, &b[1..])
            }
            b'P' => (Role::Pawn, &b[1..]),
            _ => (Role::Pawn, b),
        };
        // Drop capture and long-algebraic separators.
        let mut body: Vec<u8> = rest
            .iter()
            .copied()
            .filter(|c| !matches!(c, b'x' | b'X' | b':' | b'-'))
            .collect();
        let mut promotion = None;
        if let Some(&last) = body.last()
            && matches!(last.to_ascii_uppercase(), b'N' | b'B' | b'R' | b'Q')
            && body.len() >= 3
        {
            let before = body[body.len() - 2];
            if before == b'=' || before.is_ascii_digit() {
                promotion = Role::from_char(last as char);
                body.pop();
                if before == b'=' {
                    body.pop();
                }
            }
        }
        if body.contains(&b'=') || body.len() < 2 || body.len() > 4 {
            return Err(());
        }
        let n = body.len();
        let to =
            Square::from_name(std::str::from_utf8(&body[n - 2..]).map_err(|_| ())?).ok_or(())?;
        let mut from_file = None;
        let mut from_rank = None;
        for &c in &body[..n - 2] {
            match c {
                b'a'..=b'h' if from_file.is_none() && from_rank.is_none() => {
                    from_file = Some(c - b'a')
                }
                b'1'..=b'8' if from_rank.is_none() => from_rank = Some(c - b'1'),
                _ => return Err(()),
            }
        }
        Ok(SanParts {
            role,
            from_file,
            from_rank,
            to,
            promotion,
        })
    }

    /// Whether `m` is this SAN's move, promotion aside.
    fn fits(&self, m: &Move) -> bool {
        let role = match *m {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
            Move::Flight(_) => return false,
        };
        let from = m.from();
        role == self.role
            && m.to() == self.to
            && self.from_file.is_none_or(|f| f == from.file())
            && self.from_rank.is_none_or(|r| r == from.rank())
            && (self.role != Role::Pawn
                || self.from_file.is_some()
                || from.file() == self.to.file())
    }

    /// Whether `m` is this SAN's move, promotion included.
    fn matches(&self, m: &Move) -> bool {
        self.fits(m) && promotion_of(m) == self.promotion
    }
}

fn promotion_of(m: &Move) -> Option<Role> {
    match *m {
        Move::Normal { promotion, .. } => promotion,
        _ => None,
    }
}

fn parse_san(pos: &Position, raw: &str, t: &str, legal: &[Move]) -> Result<Move, MoveError> {
    let parts = SanParts::parse(t).map_err(|()| unreadable(raw))?;
    match resolve_san(pos, raw, &parts, legal) {
        Ok(m) => Ok(m),
        // A lowercase `b` that is not a legal pawn move may be a bishop move.
        Err(e) if parts.role == Role::Pawn && t.starts_with('b') && t.len() >= 3 => {
            let rest = &t[1..];
            match SanParts::parse(&format!("B{rest}")) {
                Ok(bp) => resolve_san(pos, raw, &bp, legal).map_err(|_| e),
                Err(()) => Err(e),
            }
        }
        Err(e) => Err(e),
    }
}

fn resolve_san(
    pos: &Position,
    raw: &str,
    parts: &SanParts,
    legal: &[Move],
) -> Result<Move, MoveError> {
    let fitting: Vec<Move> = legal.iter().copied().filter(|m| parts.fits(m)).collect();
    let exact: Vec<Move> = fitting
        .iter()
        .copied()
        .filter(|m| promotion_of(m) == parts.promotion)
        .collect();
    let to = parts.to;
    match exact.len() {
        1 => return Ok(exact[0]),
        0 => {}
        _ => {
            let names: Vec<String> = exact.iter().map(|m| san_plain(pos, m, legal)).collect();
            return Err(MoveError::new(MoveReason::Ambiguous {
                text: raw.to_string(),
                moves: names,
            }));
        }
    }
    if !fitting.is_empty() {
        let promotes = fitting.iter().any(|m| promotion_of(m).is_some());
        let text = raw.to_string();
        return Err(if promotes && parts.promotion.is_none() {
            MoveError::new(MoveReason::PromotionPieceMissing { text, to })
        } else if pos.rules().board() == BoardKind::Pawns {
            MoveError::new(MoveReason::PawnsBoardPromotion { text })
        } else {
            not_legal(raw, MoveReason::OnlyLastRankPromotes)
        });
    }
    let us = pos.turn();
    let role = parts.role;
    let ours = pos.board().by_piece(Piece::new(us, role));
    let sources: Vec<Square> = ours
        .into_iter()
        .filter(|s| parts.from_file.is_none_or(|f| f == s.file()))
        .filter(|s| parts.from_rank.is_none_or(|r| r == s.rank()))
        .filter(|s| role != Role::Pawn || parts.from_file.is_some() || s.file() == to.file())
        .collect();
    // A piece that fits the move but may not make it: king safety.
    if let Some(&from) = sources
        .iter()
        .find(|&&s| matches!(reach(pos, s, to), Reach::Fits))
    {
        return Err(not_legal(raw, safety_problem(pos, from, to)));
    }
    if let Some(q) = pos.piece_at(to)
        && q.color == us
    {
        return Err(not_legal(
            raw,
            MoveReason::OwnPieceOn {
                role: q.role,
                at: to,
            },
        ));
    }
    if role == Role::King
        && let Some(&from) = sources.first()
        && let Reach::No(why) = reach(pos, from, to)
    {
        return Err(not_legal(raw, why));
    }
    if role == Role::Pawn {
        // The nearest pawn behind the target on its file explains a push.
        let behind = sources
            .iter()
            .copied()
            .filter(|s| (to.rank() as i8 - s.rank() as i8) * us.forward() > 0)
            .min_by_key(|s| s.rank().abs_diff(to.rank()));
        if let Some(from) = behind
            && let Reach::No(why) = reach(pos, from, to)
        {
            return Err(not_legal(raw, why));
        }
    }
    if role != Role::Pawn && sources.is_empty() && ours.is_empty() {
        return Err(not_legal(raw, MoveReason::NoPieceOfRole { role }));
    }
    Err(not_legal(raw, MoveReason::NoneCanReach { role, to }))
}
