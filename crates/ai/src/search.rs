//! The search: alpha-beta (negamax with principal-variation windows) under
//! iterative deepening, a transposition table, move ordering (table move,
//! strikes and captures by value, killers, history), late-move reductions,
//! and quiescence on captures and detonations.
//!
//! # Flights: moves with hidden information
//!
//! The firing side commits to a whole path; the defender sees one square at
//! a time and, at each shoot-down point, decides without knowing the rest.
//! The search values a flight **as the firing side's worst case**: the
//! minimum over the detonation and every shoot-down the defender could make
//! at any point of the path. That is exactly the value against a defender
//! who knew the path, so it never overrates a flight (the real defender,
//! seeing only the path so far, can only do as well or worse). Because a
//! shot-down position depends only on the launch square, the point and the
//! shooting move, and a detonation only on the launch and the target, each
//! node remembers those values per (launch, square): the hundreds of paths
//! of a middlegame share a few dozen child searches, and a path through a
//! point already known to fail is dropped without a search.
//!
//! The defender's side of the same model is in [`crate::intercept`].

use crate::eval::{VALUE, evaluate};
use crate::tt::{Bound, Entry, Table};
use engine::movegen::MoveList;
use engine::{BoardKind, Flight, Move, Position, Role};
use std::time::Instant;

/// A score meaning "mate" (a king destroyed or checkmated, a Pawn Game
/// won) at the root; `MATE - n` is a win in `n` plies.
pub const MATE: i32 = 30_000;
/// Above every real score.
pub(crate) const INF: i32 = 32_000;
/// Scores beyond this are wins or losses found by the search.
const MATE_BOUND: i32 = MATE - 1_000;
const MAX_PLY: usize = 96;

/// How a child is searched: to a depth, or in quiescence.
#[derive(Clone, Copy)]
enum Mode {
    Full(i32),
    Quiesce(u32),
}

/// Per node: values already found for (launch, square) children of flights.
struct Memo {
    stamp: Vec<u32>,
    value: Vec<i32>,
}

/// One search's state: the table, the clock, ordering heuristics and the
/// positions on the way (for repetitions).
pub struct Searcher {
    tt: Table,
    pub(crate) nodes: u64,
    deadline: Instant,
    node_limit: u64,
    pub(crate) stopped: bool,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Hashes of the game's earlier positions and of the search path.
    stack: Vec<u64>,
    memo: Vec<Memo>,
    memo_id: Vec<u32>,
    next_memo_id: u32,
}

/// A root move with its score from the last completed iteration.
#[derive(Debug, Clone, Copy)]
pub struct Scored {
    pub mv: Move,
    pub score: i32,
}

impl Searcher {
    /// A searcher that stops at `deadline` or after `node_limit` nodes.
    /// `history`: hashes ([`Position::zobrist_hash`]) of the game's
    /// positions before the one searched, oldest first, for repetitions.
    pub fn new(deadline: Instant, node_limit: u64, history: &[u64], tt_bits: u32) -> Searcher {
        Searcher {
            tt: Table::new(tt_bits),
            nodes: 0,
            deadline,
            node_limit,
            stopped: false,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 64 * 64],
            stack: history.to_vec(),
            memo: (0..=MAX_PLY)
                .map(|_| Memo {
                    stamp: vec![0; 64 * 64],
                    value: vec![0; 64 * 64],
                })
                .collect(),
            memo_id: vec![0; MAX_PLY + 1],
            next_memo_id: 0,
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Stops the search once `limit` nodes (counted from the searcher's
    /// start) are searched. The analysis lets its first depth finish
    /// whatever it costs, then sets its budget.
    pub(crate) fn set_node_limit(&mut self, limit: u64) {
        self.node_limit = limit;
        if self.nodes >= limit {
            self.stopped = true;
        }
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes & 63 == 0 && Instant::now() >= self.deadline)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Scores every root move at `depth`. With `exact`, every move gets its
    /// true score (no move is cut off by the best so far: the low levels
    /// need them all to add noise); otherwise moves that cannot beat the
    /// best are only bounded. Returns `None` when time ran out before the
    /// first (best-ordered) move was searched.
    #[allow(clippy::needless_range_loop)] // `done` counts the moves finished
    pub fn root(&mut self, pos: &Position, moves: &mut [Scored], depth: i32, exact: bool) -> bool {
        let hash = pos.zobrist_hash();
        self.stack.push(hash);
        self.memo_id[0] = self.fresh_memo();
        let mut alpha = -INF;
        let beta = INF;
        let mut done = 0;
        for i in 0..moves.len() {
            let mv = moves[i].mv;
            let a = if exact { -INF } else { alpha };
            let score = match mv {
                Move::Flight(f) => self.flight_value(pos, &f, Mode::Full(depth - 1), a, beta, 0),
                _ => {
                    let child = pos.play_unchecked(&mv);
                    if i == 0 || exact {
                        -self.negamax(&child, depth - 1, -beta, -a, 1)
                    } else {
                        let s = -self.negamax(&child, depth - 1, -a - 1, -a, 1);
                        if s > a && !self.stopped {
                            -self.negamax(&child, depth - 1, -beta, -a, 1)
                        } else {
                            s
                        }
                    }
                }
            };
            if self.stopped {
                break;
            }
            moves[i].score = if score > a || exact { score } else { a - 1 };
            done = i + 1;
            if score > alpha {
                alpha = score;
            }
        }
        self.stack.pop();
        // Keep the completed part in order; unsearched moves keep their old
        // scores and stay behind.
        moves[..done].sort_by_key(|m| std::cmp::Reverse(m.score));
        done > 0
    }

    fn fresh_memo(&mut self) -> u32 {
        self.next_memo_id = self.next_memo_id.wrapping_add(1);
        if self.next_memo_id == 0 {
            for m in &mut self.memo {
                m.stamp.fill(0);
            }
            self.next_memo_id = 1;
        }
        self.next_memo_id
    }

    #[inline]
    fn memo_get(&self, ply: usize, idx: usize) -> Option<i32> {
        let m = &self.memo[ply];
        (m.stamp[idx] == self.memo_id[ply]).then(|| m.value[idx])
    }

    #[inline]
    fn memo_set(&mut self, ply: usize, idx: usize, v: i32) {
        let id = self.memo_id[ply];
        let m = &mut self.memo[ply];
        m.stamp[idx] = id;
        m.value[idx] = v;
    }

    /// A child's value for the parent (negated), searched by `mode`.
    #[inline]
    fn child(&mut self, child: &Position, mode: Mode, alpha: i32, beta: i32, ply: usize) -> i32 {
        match mode {
            Mode::Full(d) => -self.negamax(child, d, -beta, -alpha, ply + 1),
            Mode::Quiesce(q) => -self.qsearch(child, -beta, -alpha, ply + 1, q),
        }
    }

    /// The value of a flight for the firing side: the minimum of its
    /// detonation and every shoot-down on its path (see the module docs).
    /// Fails low (returns a value ≤ alpha) as soon as one outcome does.
    fn flight_value(
        &mut self,
        pos: &Position,
        f: &Flight,
        mode: Mode,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let launch = f.launch();
        let Some(target) = f.target() else {
            let child = pos.play_unchecked(&Move::Flight(*f));
            return self.child(&child, mode, alpha, beta, ply);
        };
        let base = launch.index() as usize * 64;
        let det = match self.memo_get(ply, base + target.index() as usize) {
            Some(v) => v,
            None => {
                let child = pos.play_unchecked(&Move::Flight(*f));
                let v = self.child(&child, mode, alpha, beta, ply);
                self.memo_set(ply, base + target.index() as usize, v);
                v
            }
        };
        if det <= alpha || self.stopped {
            return det;
        }
        let mut value = det;
        let own = pos.board().by_color(pos.turn());
        let steps = f.steps();
        for &p in &steps[..steps.len() - 1] {
            if own.contains(p) {
                continue; // shielded: nobody can shoot there
            }
            let idx = base + p.index() as usize;
            let v = match self.memo_get(ply, idx) {
                Some(v) => v,
                None => {
                    let mut shots: Vec<Move> = Vec::new();
                    pos.for_each_shootdown(launch, p, &mut |m| shots.push(m));
                    let mut worst = INF;
                    for s in &shots {
                        let child = pos.play_shot_down_unchecked(launch, s);
                        let v = self.child(&child, mode, alpha, beta, ply);
                        worst = worst.min(v);
                        if v <= alpha || self.stopped {
                            break;
                        }
                    }
                    self.memo_set(ply, idx, worst);
                    worst
                }
            };
            if v <= alpha || self.stopped {
                return v;
            }
            value = value.min(v);
        }
        value
    }

    /// The score of a position the board has decided, for the side to move.
    fn decided(pos: &Position, ply: usize) -> Option<i32> {
        if !pos.is_decided() {
            return None;
        }
        let b = pos.board();
        let us = pos.turn();
        let won = MATE - ply as i32;
        Some(match pos.rules().board() {
            BoardKind::Chess => {
                if b.king(us).is_none() {
                    -won
                } else {
                    won
                }
            }
            BoardKind::Pawns => {
                let pawns = b.by_role(Role::Pawn);
                let arrived = |c: engine::Color| {
                    (pawns & b.by_color(c) & engine::Bitboard::rank(c.last_rank())).any()
                };
                if arrived(us) {
                    won
                } else if arrived(!us) {
                    -won
                } else {
                    0
                }
            }
        })
    }

    /// Draws the search scores as 0: a repetition on the way, the 75-move
    /// rule, dead material.
    fn is_draw(&self, pos: &Position, hash: u64) -> bool {
        let chess = pos.rules().board() == BoardKind::Chess;
        if chess && (pos.halfmoves() >= 150 || pos.is_insufficient_material()) {
            return true;
        }
        let back = (pos.halfmoves() as usize).min(self.stack.len());
        self.stack[self.stack.len() - back..].contains(&hash)
    }

    /// The ordering score of a move (higher first).
    fn order(&self, pos: &Position, mv: &Move, tt_move: Option<Move>, ply: usize) -> i32 {
        if Some(*mv) == tt_move {
            return 2_000_000;
        }
        match *mv {
            Move::Normal {
                role,
                capture,
                promotion,
                from,
                to,
            } => {
                if let Some(c) = capture {
                    return 1_000_000 + VALUE[c.index()] * 8 - VALUE[role.index()] / 10
                        + promotion.map_or(0, |p| VALUE[p.index()]);
                }
                if let Some(p) = promotion {
                    return 900_000 + VALUE[p.index()];
                }
                self.quiet_order(from.index(), to.index(), mv, ply)
            }
            Move::EnPassant { .. } => 1_000_000 + 700,
            Move::Castle { king, rook } => self.quiet_order(king.index(), rook.index(), mv, ply),
            Move::Flight(f) => match f.target() {
                None => -1_000_000,
                Some(t) => {
                    let role = pos.board().role_at(t).unwrap_or(Role::Pawn);
                    if role == Role::King {
                        1_500_000
                    } else if VALUE[role.index()] > VALUE[0] {
                        1_000_000 + (VALUE[role.index()] - VALUE[0]) * 8 - f.steps().len() as i32
                    } else {
                        300_000 - f.steps().len() as i32
                    }
                }
            },
        }
    }

    fn quiet_order(&self, from: u8, to: u8, mv: &Move, ply: usize) -> i32 {
        let k = &self.killers[ply];
        if k[0] == Some(*mv) {
            800_000
        } else if k[1] == Some(*mv) {
            790_000
        } else {
            self.history[from as usize * 64 + to as usize].min(700_000)
        }
    }

    /// Every legal move of `pos`, best-ordered first.
    pub(crate) fn ordered_moves(
        &self,
        pos: &Position,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<(i32, Move)> {
        let mut list = MoveList::new();
        pos.legal_ordinary_moves(&mut list);
        let mut moves: Vec<(i32, Move)> = list
            .iter()
            .map(|m| (self.order(pos, m, tt_move, ply), *m))
            .collect();
        pos.for_each_flight(&mut |f| {
            let m = Move::Flight(f);
            moves.push((self.order(pos, &m, tt_move, ply), m));
        });
        moves.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
        moves
    }

    fn negamax(&mut self, pos: &Position, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(v) = Self::decided(pos, ply) {
            return v;
        }
        let hash = pos.zobrist_hash();
        if self.is_draw(pos, hash) {
            return 0;
        }
        if ply >= MAX_PLY {
            return evaluate(pos);
        }
        let in_check = pos.is_check();
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        self.stack.push(hash);
        let v = self.negamax_inner(pos, hash, depth, alpha, beta, ply, in_check);
        self.stack.pop();
        v
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax_inner(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
    ) -> i32 {
        let entry = self.tt.probe(hash);
        if let Some(e) = entry
            && e.depth as i32 >= depth
        {
            let s = from_tt(e.score, ply);
            match e.bound {
                Bound::Exact => return s,
                Bound::Lower if s >= beta => return s,
                Bound::Upper if s <= alpha => return s,
                _ => {}
            }
        }
        let moves = self.ordered_moves(pos, entry.and_then(|e| e.best), ply);
        if moves.is_empty() {
            return if in_check { -(MATE - ply as i32) } else { 0 };
        }
        self.memo_id[ply] = self.fresh_memo();
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (i, &(order, mv)) in moves.iter().enumerate() {
            let score = match mv {
                Move::Flight(f) => {
                    self.flight_value(pos, &f, Mode::Full(depth - 1), alpha, beta, ply)
                }
                _ => {
                    let child = pos.play_unchecked(&mv);
                    if i == 0 {
                        -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                    } else {
                        // Late quiet moves are searched a ply shallower first.
                        let quiet = order < 900_000;
                        let r = i32::from(quiet && depth >= 3 && i >= 4 && !in_check);
                        let mut s =
                            -self.negamax(&child, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                        if s > alpha && r > 0 && !self.stopped {
                            s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                        }
                        if s > alpha && s < beta && !self.stopped {
                            s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                        }
                        s
                    }
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if order < 900_000 && !mv.is_flight() {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                    let idx = mv.from().index() as usize * 64 + mv.to().index() as usize;
                    self.history[idx] += depth * depth;
                }
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key: hash,
            best: best_move,
            score: to_tt(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    /// Quiescence: the side to move may stand pat or make a capture; at
    /// the first quiescence ply also a missile strike on a valuable target
    /// (a piece, the king where it may be struck, any pawn on the Pawn
    /// Game board), valued like any flight.
    fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, qply: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(v) = Self::decided(pos, ply) {
            return v;
        }
        if ply >= MAX_PLY {
            return evaluate(pos);
        }
        if pos.is_check() && pos.rules().board() == BoardKind::Chess {
            // Checks are resolved by a real search (flights may answer them).
            if qply < 3 {
                return self.negamax(pos, 1, alpha, beta, ply);
            }
            return evaluate(pos);
        }
        let stand = evaluate(pos);
        if stand >= beta {
            return stand;
        }
        if stand > alpha {
            alpha = stand;
        }
        let mut best = stand;
        let mut list = MoveList::new();
        pos.legal_ordinary_moves(&mut list);
        let mut moves: Vec<(i32, Move)> = Vec::new();
        for m in list.iter() {
            let gain = match *m {
                Move::Normal {
                    capture, promotion, ..
                } => {
                    capture.map_or(0, |c| VALUE[c.index()])
                        + promotion.map_or(0, |p| VALUE[p.index()])
                }
                Move::EnPassant { .. } => VALUE[0],
                _ => 0,
            };
            let pawns_win =
                pos.rules().board() == BoardKind::Pawns && m.to().rank() == pos.turn().last_rank();
            if gain > 0 || pawns_win {
                if !pawns_win && stand + gain + 200 < alpha {
                    continue; // delta pruning: even this gain cannot reach alpha
                }
                moves.push((self.order(pos, m, None, ply), *m));
            }
        }
        if qply == 0 && !pos.launchers().is_empty() {
            // Strikes (and on the Pawn Game's board landings on the last
            // rank) only, one flight per launcher and target: the
            // shortest (the fewest squares to be shot down on). Every path
            // to every target made a quiescence node of a position with
            // many launchers cost thousands of flight searches.
            let pawns_board = pos.rules().board() == BoardKind::Pawns;
            let theirs = pos.board().by_color(!pos.turn());
            let mut strikes: Vec<Flight> = Vec::new();
            pos.for_each_flight(&mut |f| {
                let Some(t) = f.target() else { return };
                let worth = if theirs.contains(t) {
                    let role = pos.board().role_at(t).unwrap_or(Role::Pawn);
                    pawns_board || role == Role::King || VALUE[role.index()] >= 300
                } else {
                    // A landing on the last rank of the Pawn Game's board.
                    pawns_board && t.rank() == pos.turn().last_rank()
                };
                if !worth {
                    return;
                }
                match strikes
                    .iter_mut()
                    .find(|s| s.launch() == f.launch() && s.target() == Some(t))
                {
                    Some(s) if f.steps().len() < s.steps().len() => *s = f,
                    Some(_) => {}
                    None => strikes.push(f),
                }
            });
            for f in strikes {
                let m = Move::Flight(f);
                moves.push((self.order(pos, &m, None, ply), m));
            }
        }
        if moves.is_empty() {
            return best;
        }
        moves.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
        self.memo_id[ply] = self.fresh_memo();
        for &(_, mv) in &moves {
            let score = match mv {
                Move::Flight(f) => {
                    self.flight_value(pos, &f, Mode::Quiesce(qply + 1), alpha, beta, ply)
                }
                _ => {
                    let child = pos.play_unchecked(&mv);
                    -self.qsearch(&child, -beta, -alpha, ply + 1, qply + 1)
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The search's value of `pos` for the side to move at `depth`, with a
    /// full window: used by the defender's decision ([`crate::intercept`]).
    pub(crate) fn value(&mut self, pos: &Position, depth: i32, ply: usize) -> i32 {
        self.negamax(pos, depth, -INF, INF, ply)
    }

    /// Pushes a position on the path (the defender's decision searches
    /// children of a position that is not itself searched).
    pub(crate) fn push(&mut self, hash: u64) {
        self.stack.push(hash);
    }
}

/// Mate scores are stored relative to the node, read back relative to the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
