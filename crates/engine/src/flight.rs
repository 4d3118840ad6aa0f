//! Missile flights: path shapes (`classic`, `forward`), who may fire,
//! legality along the path (rulings §3, §4, §7), every legal flight of a
//! position, and steering step by step.

use crate::path::{self, Bend, NEIGHBOUR, direction};
use crate::reason::MoveReason;
use crate::{
    Bitboard, Color, Flight, IllegalMove, MAX_STEPS, Missiles, Move, Piece, Position, Role, Square,
};

/// What the steering attacker may do next.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Steering {
    /// Squares the missile may enter next, from which some legal completion
    /// exists (entering an enemy piece detonates: the flight ends there).
    pub next: Vec<Square>,
    /// Whether the pawn may self-destruct now (only before the first step).
    pub self_immolation: bool,
}

/// Everything about one launch square that the path search needs.
struct Launch {
    us: Color,
    launch: Square,
    shape: Missiles,
    /// Squares where the missile may stand without leaving its own king in check.
    safe: Bitboard,
    /// Enemy pieces: they end the flight.
    their: Bitboard,
    /// Enemy pieces whose detonation is legal (rulings §5, §7).
    targets: Bitboard,
    /// `onward[k]`: squares where the missile may stand and from which a
    /// target is within `k` king steps through such squares (ignoring the
    /// path shape): a quick bound that prunes hopeless paths.
    onward: [Bitboard; MAX_STEPS],
}

/// The squares of `b` and those a king step away from them.
#[inline]
fn dilate(b: Bitboard) -> Bitboard {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let x = b.0;
    let sideways = x | ((x << 1) & NOT_A) | ((x >> 1) & NOT_H);
    Bitboard(sideways | (sideways << 8) | (sideways >> 8))
}

impl Launch {
    fn search(
        &self,
        sq: Square,
        prev: Option<usize>,
        path: &mut [Square; MAX_STEPS],
        depth: usize,
        out: &mut dyn FnMut(Flight),
    ) {
        let mask = path::allowed(self.shape, self.us, prev);
        for d in (0..8).filter(|d| mask & (1 << d) != 0) {
            let next = NEIGHBOUR[sq.index() as usize][d];
            if next >= 64 {
                continue;
            }
            let next = Square::new(next);
            path[depth] = next;
            if self.their.contains(next) {
                if self.targets.contains(next) {
                    out(Flight::from_steps(self.launch, &path[..=depth]).expect("at most 7 steps"));
                }
            } else if depth + 1 < MAX_STEPS && self.onward[MAX_STEPS - (depth + 1)].contains(next) {
                self.search(next, Some(d), path, depth + 1, out);
            }
        }
    }
}

impl Position {
    /// Pawns of the side to move that may fire (rulings §3): not on their
    /// pawn starting rank, not on cooldown. Empty when the rules have no
    /// missiles or the board has decided the game.
    pub fn launchers(&self) -> Bitboard {
        if self.rules.missiles() == Missiles::None || self.is_decided() {
            return Bitboard::EMPTY;
        }
        let us = self.turn;
        let mut pawns =
            self.board.by_piece(Piece::new(us, Role::Pawn)) & !Bitboard::rank(us.pawn_rank());
        if let Some(c) = self.cooldown[us.index()] {
            pawns.clear(c);
        }
        pawns
    }

    /// Whether the side to move's king (if any) is attacked with the
    /// occupied squares `occ`.
    #[inline]
    fn king_attacked(&self, occ: Bitboard) -> bool {
        match self.board.king(self.turn) {
            Some(k) => self.attackers_to(k, !self.turn, occ).any(),
            None => false,
        }
    }

    /// The path-search context of a launch square (assumed a launcher).
    fn launch_context(&self, launch: Square) -> Launch {
        let us = self.turn;
        let them = !us;
        let b = &self.board;
        let occ0 = b.occupied() ^ Bitboard::from_square(launch);
        let their = b.by_color(them);
        let mut targets = their;
        let enemy_king = b.by_piece(Piece::new(them, Role::King));
        if !self.rules.king_strikes {
            targets &= !enemy_king;
        }
        let mut safe = Bitboard::FULL;
        if let Some(k) = b.king(us) {
            let att = self.attackers_to(k, them, occ0);
            if att.any() {
                let leapers =
                    b.by_role(Role::Knight) | b.by_role(Role::Pawn) | b.by_role(Role::King);
                if (att & leapers).any() {
                    safe = Bitboard::EMPTY;
                } else {
                    for c in att {
                        safe &= crate::attacks::between(k, c);
                    }
                }
            }
            // Detonation: the target and the pawn are gone; legal if the
            // king is then safe, or if the target is the enemy king.
            for t in targets & !enemy_king {
                let occ_t = occ0 ^ Bitboard::from_square(t);
                if self.attackers_to(k, them, occ_t).any() {
                    targets.clear(t);
                }
            }
        }
        let passable = safe & !their;
        let mut onward = [Bitboard::EMPTY; MAX_STEPS];
        let mut reach = targets;
        for slot in onward.iter_mut().skip(1) {
            *slot = passable & dilate(reach);
            reach = targets | *slot;
        }
        Launch {
            us,
            launch,
            shape: self.rules.missiles(),
            safe,
            their,
            targets,
            onward,
        }
    }

    /// Every legal flight (with 1+ steps) of the pawn on `launch`, calling
    /// `out` for each. Nothing if that pawn may not fire.
    pub fn for_each_flight_from(&self, launch: Square, out: &mut dyn FnMut(Flight)) {
        if !self.launchers().contains(launch) {
            return;
        }
        self.flights_of_launcher(launch, out);
    }

    fn flights_of_launcher(&self, launch: Square, out: &mut dyn FnMut(Flight)) {
        let ctx = self.launch_context(launch);
        let mut path = [launch; MAX_STEPS];
        ctx.search(launch, None, &mut path, 0, out);
    }

    /// Every legal flight of the pawn on `launch` (not its self-immolation).
    pub fn flights_from(&self, launch: Square) -> Vec<Flight> {
        let mut v = Vec::new();
        self.for_each_flight_from(launch, &mut |f| v.push(f));
        v
    }

    /// Whether the pawn on the launcher `launch` may self-immolate: removing
    /// it must leave its own king safe (rulings §7).
    fn self_immolation_ok(&self, launch: Square) -> bool {
        !self.king_attacked(self.board.occupied() ^ Bitboard::from_square(launch))
    }

    /// Every legal flight and self-immolation, each launch square's flights
    /// followed by its self-immolation, launch squares from a1 to h8.
    pub fn for_each_flight(&self, out: &mut dyn FnMut(Flight)) {
        for launch in self.launchers() {
            self.flights_of_launcher(launch, out);
            if self.self_immolation_ok(launch) {
                out(Flight::new(launch));
            }
        }
    }

    /// Every legal flight and self-immolation.
    pub fn legal_flights(&self) -> Vec<Flight> {
        let mut v = Vec::new();
        self.for_each_flight(&mut |f| v.push(f));
        v
    }

    /// Why `flight` is not legal here, in a player's words; `Ok` if legal.
    pub fn check_flight(&self, flight: &Flight) -> Result<(), IllegalMove> {
        self.check_flight_prefix(flight, false)
    }

    /// Checks a flight, or with `prefix` the squares entered so far of a
    /// flight still under way (then its last square need not be a target).
    pub(crate) fn check_flight_prefix(
        &self,
        flight: &Flight,
        prefix: bool,
    ) -> Result<(), IllegalMove> {
        let us = self.turn;
        let launch = flight.launch();
        if self.rules.missiles() == Missiles::None {
            return Err(IllegalMove::new(MoveReason::NoMissilesIn {
                preset: self.rules.preset,
            }));
        }
        if self.is_decided() {
            return Err(IllegalMove::new(MoveReason::GameOver));
        }
        if self.board.piece_at(launch) != Some(Piece::new(us, Role::Pawn)) {
            return Err(IllegalMove::new(MoveReason::NoOwnPawnToFire {
                color: us,
                launch,
            }));
        }
        if launch.rank() == us.pawn_rank() {
            return Err(IllegalMove::new(MoveReason::StartingRankYet { launch }));
        }
        if self.cooldown[us.index()] == Some(launch) {
            return Err(IllegalMove::new(MoveReason::Cooldown { launch }));
        }
        let steps = flight.steps();
        if steps.is_empty() {
            if !self.self_immolation_ok(launch) {
                return Err(IllegalMove::new(MoveReason::KingExposedWithoutPawn));
            }
            return Ok(());
        }
        let ctx = self.launch_context(launch);
        let mut prev_sq = launch;
        let mut prev_dir = None;
        for (i, &sq) in steps.iter().enumerate() {
            let Some(d) = direction(prev_sq, sq) else {
                return Err(IllegalMove::new(MoveReason::NotAdjacent {
                    from: prev_sq,
                    to: sq,
                }));
            };
            if let Err(b) = path::bend(ctx.shape, ctx.us, prev_dir, d) {
                let (from, to) = (prev_sq, sq);
                return Err(IllegalMove::new(match b {
                    Bend::TwoSideways => MoveReason::StepTwoSideways { from, to },
                    Bend::Diagonal | Bend::Backward => MoveReason::StepForwardOnly { from, to },
                    Bend::TooSharp => MoveReason::StepTooSharp { from, to },
                }));
            }
            let last = i + 1 == steps.len();
            if ctx.their.contains(sq) {
                if !last {
                    return Err(IllegalMove::new(MoveReason::PassThroughEnemy { at: sq }));
                }
                if !ctx.targets.contains(sq) {
                    if self.board.role_at(sq) == Some(Role::King) && !self.rules.king_strikes {
                        return Err(IllegalMove::new(MoveReason::NoKingStrikes));
                    }
                    return Err(IllegalMove::new(MoveReason::CheckAfterDetonation {
                        at: sq,
                    }));
                }
                return Ok(());
            }
            if !last || prefix {
                if !ctx.safe.contains(sq) {
                    return Err(IllegalMove::new(MoveReason::CheckWithMissileOn { at: sq }));
                }
            } else {
                return Err(IllegalMove::new(MoveReason::MustEndOnEnemy { at: sq }));
            }
            prev_sq = sq;
            prev_dir = Some(d);
        }
        if prefix {
            return Ok(());
        }
        unreachable!("the last step either ends on an enemy piece or is rejected")
    }

    /// The steps available after `entered` when steering the pawn on
    /// `launch`: only steps from which some legal completion remains.
    /// Empty when that pawn may not fire or `entered` is not a legal start.
    pub fn steering(&self, launch: Square, entered: &[Square]) -> Steering {
        let mut s = Steering::default();
        if !self.launchers().contains(launch) || entered.len() >= MAX_STEPS {
            return s;
        }
        let n = entered.len();
        self.flights_of_launcher(launch, &mut |f| {
            let steps = f.steps();
            if steps.len() > n && steps[..n] == *entered && !s.next.contains(&steps[n]) {
                s.next.push(steps[n]);
            }
        });
        s.self_immolation = n == 0 && self.self_immolation_ok(launch);
        s
    }

    /// Every legal move: ordinary moves, then flights and self-immolations.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut list = crate::movegen::MoveList::new();
        self.legal_ordinary_moves(&mut list);
        let mut v: Vec<Move> = list.to_vec();
        self.for_each_flight(&mut |f| v.push(Move::Flight(f)));
        v
    }
}
