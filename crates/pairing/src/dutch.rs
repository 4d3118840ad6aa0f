//! The FIDE Dutch system (C.04.3, rules in force from 1 February 2026), as
//! bbpPairings 6.0.0 implements it.
//!
//! Every criterion becomes a group of bits of an edge weight (absolute
//! criteria and completeness highest, then pairs and scores per bracket, bye
//! assignee, colour preferences, repeated floats, then the exchange and
//! ordering requirements lowest). Brackets are paired from the top down by
//! repeated maximum weight matchings on the whole field, each fixing more of
//! the pairing, so lower brackets always stay pairable.

// The brackets are walked by index into several parallel arrays.
#![allow(clippy::needless_range_loop)]

use std::collections::{HashMap, HashSet};

use crate::error::PairingError;
use crate::matching::Matcher;
use crate::trf::{Colour, ResultCode, Tournament};
use crate::wide::Wide;

/// One pairing of the round: `black == None` is the pairing-allocated bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// Start number of the player with white (or of the bye receiver).
    pub white: u32,
    /// Start number of the player with black; `None` for the bye.
    pub black: Option<u32>,
}

/// The pairing of one round, boards in publication order (bye last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// Boards in order.
    pub boards: Vec<Board>,
}

impl Pairing {
    /// The bbpPairings `-p` text: number of boards (the bye counts), then one
    /// `white black` line per board, `n 0` for the bye.
    pub fn to_text(&self) -> String {
        let mut s = format!("{}\n", self.boards.len());
        for b in &self.boards {
            s.push_str(&format!("{} {}\n", b.white, b.black.unwrap_or(0)));
        }
        s
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Score {
    Loss,
    Draw,
    Win,
}

#[derive(Clone, Copy, Debug)]
struct Match {
    opponent: usize,
    colour: Option<Colour>,
    score: Score,
    played: bool,
    participated: bool,
}

#[derive(Clone, Debug, Default)]
struct Pl {
    id: usize,
    rank: usize,
    valid: bool,
    score: u32,
    matches: Vec<Match>,
    pref: Option<Colour>,
    repeated: Option<Colour>,
    imbalance: u32,
    strong: bool,
    played_games: u32,
}

impl Pl {
    fn abs_imbalance(&self) -> bool {
        self.imbalance > 1
    }
    fn abs_pref(&self) -> bool {
        self.abs_imbalance() || self.repeated.is_some()
    }
}

struct State {
    players: Vec<Pl>,
    played: usize,
    expected: usize,
    win: u32,
    draw: u32,
    loss: u32,
    zero_bye: u32,
    forfeit_loss: u32,
    pab: u32,
    initial: Option<Colour>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

fn inv(c: Option<Colour>) -> Option<Colour> {
    c.map(Colour::invert)
}

fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

impl State {
    fn points(&self, p: &Pl, m: &Match) -> u32 {
        match m.score {
            Score::Loss => {
                if m.participated {
                    if m.played {
                        self.loss
                    } else {
                        self.forfeit_loss
                    }
                } else {
                    self.zero_bye
                }
            }
            Score::Win => {
                if m.opponent == p.id && m.participated {
                    self.pab
                } else {
                    self.win
                }
            }
            Score::Draw => self.draw,
        }
    }

    fn score_back(&self, p: &Pl, back: usize) -> u32 {
        let mut s = p.score;
        for i in 1..=back {
            s = s.wrapping_sub(self.points(p, &p.matches[self.played - i]));
        }
        s
    }

    fn eligible_for_bye(&self, p: &Pl) -> bool {
        !p.matches.iter().any(|m| {
            !m.played && (self.points(p, m) >= self.win || (m.participated && m.opponent == p.id))
        })
    }

    fn float(&self, p: &Pl, back: usize) -> Float {
        let m = &p.matches[self.played - back];
        if !m.played {
            return if self.points(p, m) > self.loss {
                Float::Down
            } else {
                Float::None
            };
        }
        let a = self.score_back(p, back);
        let b = self.score_back(&self.players[m.opponent], back);
        if a > b {
            Float::Down
        } else if a < b {
            Float::Up
        } else {
            Float::None
        }
    }
}

fn build(t: &Tournament) -> Result<State, PairingError> {
    t.validate()?;
    let n = t.players.len();
    let mut players = vec![Pl::default(); n];
    let mut played = 0usize;
    let mut lines = vec![0usize; n];
    for p in &t.players {
        let id = p.start_number as usize - 1;
        lines[id] = p.line;
        let mut matches = Vec::new();
        for e in &p.rounds {
            let r = e.result;
            let opponent = e.opponent.map(|o| o as usize - 1).unwrap_or(id);
            let score = match r {
                ResultCode::Draw | ResultCode::DrawUnrated | ResultCode::HalfBye => Score::Draw,
                ResultCode::ForfeitWin
                | ResultCode::WinUnrated
                | ResultCode::Win
                | ResultCode::FullBye
                | ResultCode::PairingBye => Score::Win,
                _ => Score::Loss,
            };
            let participated =
                opponent != id || r == ResultCode::PairingBye || r == ResultCode::ForfeitWin;
            if matches.len() > played {
                played = matches.len();
            }
            matches.push(Match {
                opponent,
                colour: e.colour,
                score,
                played: e.is_played(),
                participated,
            });
            if participated && matches.len() > played {
                played = matches.len();
            }
        }
        players[id] = Pl {
            id,
            rank: id,
            valid: true,
            score: p.points,
            matches,
            ..Pl::default()
        };
    }
    if n > 0 && players.iter().all(|p| p.matches.len() > played) {
        played += 1;
    }
    for p in players.iter_mut() {
        let id = p.id;
        while p.matches.len() < played {
            p.matches.push(Match {
                opponent: id,
                colour: None,
                score: Score::Loss,
                played: false,
                participated: false,
            });
        }
    }
    let Some(expected) = t.rounds else {
        return Err(PairingError::Tournament(
            "the total number of rounds is unknown: add a record like 'XXR 9'".into(),
        ));
    };
    let expected = expected as usize;
    if played + 1 > expected {
        return Err(PairingError::Tournament(format!(
            "{played} rounds are already played but XXR says the tournament has {expected}: there is no next round to pair (raise XXR if the tournament was extended)"
        )));
    }
    let s = &t.scoring;
    let mut st = State {
        players,
        played,
        expected,
        win: s.win,
        draw: s.draw,
        loss: s.loss,
        zero_bye: s.zero_bye,
        forfeit_loss: s.forfeit_loss,
        pab: s.pairing_bye,
        initial: t.initial_colour,
    };
    if st.initial.is_none() {
        st.initial = infer_first_colour(&st);
    }
    if st.initial.is_none() {
        return Err(PairingError::NoInitialColour);
    }
    // Scores must agree with the results.
    for i in 0..n {
        let p = &st.players[i];
        let sum: u32 = p.matches[..played].iter().map(|m| st.points(p, m)).sum();
        let mut declared = p.score;
        if declared != sum && p.matches.len() > played {
            let next = st.points(p, &p.matches[played]);
            if declared >= next {
                declared -= next;
            }
        }
        if declared != sum {
            return Err(PairingError::Trf {
                line: lines[i],
                message: format!(
                    "player {} has {} points in columns 81-84 but the results add up to {}: fix the points or the results",
                    i + 1,
                    crate::trf::fmt_tenths(p.score),
                    crate::trf::fmt_tenths(sum)
                ),
            });
        }
        st.players[i].score = sum;
    }
    // Ranks among valid players.
    let mut rank = 0;
    for p in st.players.iter_mut() {
        p.valid = p.matches.len() <= played || p.matches.iter().any(|m| m.participated);
        if p.valid {
            p.rank = rank;
            rank += 1;
        }
    }
    // Colour data.
    for p in st.players.iter_mut().filter(|p| p.valid) {
        let (mut white, mut black, mut consecutive, mut games) = (0u32, 0u32, 0u32, 0u32);
        let mut repeated = None;
        for m in p.matches.iter().filter(|m| m.played) {
            games += 1;
            if m.colour == Some(Colour::White) {
                white += 1;
            } else {
                black += 1;
            }
            if consecutive == 0 || m.colour != repeated {
                consecutive = 1;
            } else {
                consecutive += 1;
            }
            repeated = m.colour;
        }
        p.played_games = games;
        let lower = if white > black {
            Colour::Black
        } else {
            Colour::White
        };
        p.imbalance = white.abs_diff(black);
        p.pref = if p.imbalance > 1 {
            Some(lower)
        } else if consecutive > 1 {
            inv(repeated)
        } else if p.imbalance > 0 {
            Some(lower)
        } else if consecutive > 0 {
            inv(repeated)
        } else {
            None
        };
        p.repeated = if consecutive <= 1 { None } else { repeated };
        p.strong = !p.abs_pref() && p.imbalance > 0;
    }
    Ok(st)
}

fn infer_first_colour(st: &State) -> Option<Colour> {
    let min_round = st
        .players
        .iter()
        .flat_map(|p| p.matches.iter().enumerate())
        .filter(|(_, m)| m.colour.is_some())
        .map(|(i, _)| i)
        .min()?;
    let mut result = None;
    let mut eff = 0usize;
    for p in &st.players {
        let had = p.matches.iter().take(min_round + 1).any(|m| m.participated);
        if had {
            if result.is_none() {
                let c = p.matches.get(min_round).and_then(|m| m.colour);
                result = if eff & 1 == 1 { inv(c) } else { c };
            }
            eff += 1;
        }
    }
    result
}

/// Everything the edge weight needs besides the two players.
struct Ctx<'a> {
    st: &'a State,
    forbidden: &'a HashSet<(usize, usize)>,
    sgsb: u32,
    sgs: u32,
    shifts: &'a HashMap<u32, u32>,
}

impl Ctx<'_> {
    fn compatible(&self, a: &Pl, b: &Pl) -> bool {
        let st = self.st;
        let thr = (st.played as u32 * st.win.max(st.draw)) >> 1;
        !self.forbidden.contains(&(a.id, b.id))
            && (!a.abs_pref()
                || !b.abs_pref()
                || a.pref != b.pref
                || (st.played + 1 >= st.expected && (a.score > thr || b.score > thr)))
    }

    fn bye_candidate(&self, p: &Pl, bye_score: u32) -> bool {
        self.st.eligible_for_bye(p) && p.score <= bye_score
    }

    /// The number of bits of the full weight (everything below the top).
    fn total_bits(&self) -> u32 {
        let (b, s) = (self.sgsb, self.sgs);
        let mut t = 2 + b + s + b + s + 2 * b + 4 * b;
        if self.st.played > 0 {
            t += 2 * b + 2 * s;
        }
        if self.st.played > 1 {
            t += 2 * b + 2 * s;
        }
        t + 3 * b + 1 + 1
    }

    #[allow(clippy::too_many_arguments)]
    fn weight<const L: usize>(
        &self,
        hi: &Pl,
        lo: &Pl,
        in_cur: bool,
        in_next: bool,
        bye_score: u32,
        single: bool,
        ranks: &HashMap<u32, u32>,
    ) -> Wide<L> {
        let st = self.st;
        let (b, s) = (self.sgsb, self.sgs);
        let mut r = Wide::<L>::ZERO;
        if !self.compatible(hi, lo) {
            return r;
        }
        r.or_u64(
            1 + !self.bye_candidate(hi, bye_score) as u64
                + !self.bye_candidate(lo, bye_score) as u64,
        );
        r.shl(b);
        r.or_u64(in_cur as u64);
        r.shl(s);
        if in_cur {
            r.set_bit(self.shifts[&hi.score]);
        }
        r.shl(b);
        r.or_u64(in_next as u64);
        r.shl(s);
        if in_next {
            r.set_bit(self.shifts[&hi.score]);
        }
        r.shl(b);
        r.shl(b);
        if single {
            if hi.score == bye_score {
                r.or_u64(ranks[&hi.played_games] as u64);
            }
            if lo.score == bye_score {
                r.add_u64(ranks[&lo.played_games] as u64);
            }
        }
        // Colour bits (player = lower, opponent = higher).
        let (p, o) = (lo, hi);
        r.shl(b);
        r.or_u64((in_cur && (!p.abs_imbalance() || !o.abs_imbalance() || p.pref != o.pref)) as u64);
        r.shl(b);
        let f2 = !p.abs_pref()
            || !o.abs_pref()
            || p.pref != o.pref
            || if p.imbalance == o.imbalance {
                p.repeated.is_none() || p.repeated != o.repeated
            } else {
                (if p.imbalance > o.imbalance { o } else { p }).repeated != inv(p.pref)
            };
        r.or_u64((in_cur && f2) as u64);
        r.shl(b);
        let compat = p.pref != o.pref || p.pref.is_none() || o.pref.is_none();
        r.or_u64((in_cur && compat) as u64);
        r.shl(b);
        let f4 = (!p.strong && !p.abs_pref())
            || (!o.strong && !o.abs_pref())
            || (p.abs_pref() && o.abs_pref())
            || p.pref != o.pref;
        r.or_u64((in_cur && f4) as u64);

        let (hs, ls) = (hi.score, lo.score);
        if st.played > 0 {
            r.shl(b);
            if in_cur {
                r.or_u64((st.float(lo, 1) == Float::Down) as u64);
                r.add_u64((hs <= ls && st.float(hi, 1) == Float::Down) as u64);
            }
            r.shl(b);
            if in_cur {
                r.or_u64((!(hs > ls && st.float(lo, 1) == Float::Up)) as u64);
            }
        }
        if st.played > 1 {
            r.shl(b);
            if in_cur {
                r.or_u64((st.float(lo, 2) == Float::Down) as u64);
                r.add_u64((hs <= ls && st.float(hi, 2) == Float::Down) as u64);
            }
            r.shl(b);
            if in_cur {
                r.or_u64((!(hs > ls && st.float(lo, 2) == Float::Up)) as u64);
            }
        }
        for back in [1usize, 2] {
            if st.played < back {
                continue;
            }
            r.shl(s);
            if in_cur {
                if st.float(lo, back) == Float::Down {
                    let mut x = Wide::<L>::ZERO;
                    x.set_bit(self.shifts[&ls]);
                    r.add(&x);
                }
                if st.float(hi, back) == Float::Down {
                    let mut x = Wide::<L>::ZERO;
                    x.set_bit(self.shifts[&hs]);
                    r.add(&x);
                }
            }
            r.shl(s);
            if in_cur && !(st.float(lo, back) == Float::Up && hs > ls) {
                r.set_bit(self.shifts[&hs]);
            }
        }
        r.shl(b);
        r.shl(b);
        r.shl(b);
        r.shl(1);
        r
    }
}

/// Pair the next round of `t` by the Dutch system.
///
/// ```
/// let trf = "012 Club\nXXR 3\nXXC white1\n\
/// 001    1      Alice                             1800                             0.0    1\n\
/// 001    2      Bob                               1700                             0.0    2\n\
/// 001    3      Carol                             1600                             0.0    3\n";
/// let t = pairing::trf::Tournament::from_trf(trf).unwrap();
/// let p = pairing::dutch::pair_next_round(&t).unwrap();
/// assert_eq!(p.to_text(), "2\n1 2\n3 0\n");
/// ```
pub fn pair_next_round(t: &Tournament) -> Result<Pairing, PairingError> {
    let st = build(t)?;
    let mut forbidden = HashSet::new();
    let mut sorted: Vec<usize> = Vec::new();
    for p in st.players.iter().filter(|p| p.valid) {
        if p.matches.len() <= st.played {
            sorted.push(p.id);
        }
        for m in p.matches.iter().filter(|m| m.played) {
            forbidden.insert((p.id, m.opponent));
            forbidden.insert((m.opponent, p.id));
        }
    }
    if sorted.is_empty() {
        return Ok(Pairing { boards: Vec::new() });
    }
    sorted.sort_by(|&a, &b| {
        let (a, b) = (&st.players[a], &st.players[b]);
        b.score.cmp(&a.score).then(a.rank.cmp(&b.rank))
    });
    let n = sorted.len();
    let sc = |v: usize| st.players[sorted[v]].score;
    let mut shifts: HashMap<u32, u32> = HashMap::new();
    let mut sgs = 0u32;
    let mut max_group = 0usize;
    let mut repeated = 0usize;
    for i in (0..n).rev() {
        repeated += 1;
        if i == 0 || sc(i) < sc(i - 1) {
            shifts.insert(sc(i), sgs);
            max_group = max_group.max(repeated);
            sgs += bits(repeated);
            repeated = 0;
        }
    }
    let ctx = Ctx {
        st: &st,
        forbidden: &forbidden,
        sgsb: bits(max_group),
        sgs,
        shifts: &shifts,
    };
    // The largest weight has total_bits ones; leave room for the duals.
    let limbs = (ctx.total_bits() + 8).div_ceil(64);
    let boards = match limbs {
        0..=1 => run::<1>(&ctx, &sorted),
        2 => run::<2>(&ctx, &sorted),
        3 => run::<3>(&ctx, &sorted),
        4 => run::<4>(&ctx, &sorted),
        5..=6 => run::<6>(&ctx, &sorted),
        7..=8 => run::<8>(&ctx, &sorted),
        9..=12 => run::<12>(&ctx, &sorted),
        13..=16 => run::<16>(&ctx, &sorted),
        17..=32 => run::<32>(&ctx, &sorted),
        33..=64 => run::<64>(&ctx, &sorted),
        _ => Err(PairingError::TooLarge),
    }?;
    Ok(Pairing { boards })
}

fn finalize<const L: usize>(m: &mut Matcher<L>, n: usize, a: usize, b: usize, max: &Wide<L>) {
    for u in 0..n {
        if u != a {
            m.set(a, u, if u == b { *max } else { Wide::ZERO });
        }
        if u != b {
            m.set(b, u, if u == a { *max } else { Wide::ZERO });
        }
    }
}

fn choose_colour(st: &State, p: &Pl, o: &Pl) -> Option<Colour> {
    let neutral = neutral_colour(p, o);
    if neutral.is_some() {
        return neutral;
    }
    let p_higher = (p.score, std::cmp::Reverse(p.rank)) < (o.score, std::cmp::Reverse(o.rank));
    // p_higher is "acceleratedScoreRankCompare(p, o)": p ranks below o.
    if p.pref.is_none() {
        if p_higher {
            if o.rank & 1 == 1 {
                st.initial
            } else {
                inv(st.initial)
            }
        } else if p.rank & 1 == 1 {
            inv(st.initial)
        } else {
            st.initial
        }
    } else if p_higher {
        inv(o.pref)
    } else {
        p.pref
    }
}

fn last_played(m: &[Match]) -> impl Iterator<Item = &Match> {
    m.iter().rev().filter(|m| m.played)
}

fn neutral_colour(p: &Pl, o: &Pl) -> Option<Colour> {
    let compat = p.pref != o.pref || p.pref.is_none() || o.pref.is_none();
    if compat {
        if p.pref.is_some() {
            p.pref
        } else if o.pref.is_some() {
            inv(o.pref)
        } else {
            None
        }
    } else if p.abs_pref() && (p.imbalance > o.imbalance || !o.abs_pref()) {
        p.pref
    } else if o.abs_pref() && (o.imbalance > p.imbalance || !p.abs_pref()) {
        inv(o.pref)
    } else if p.strong && !o.strong {
        p.pref
    } else if o.strong && !p.strong {
        inv(o.pref)
    } else {
        let mut a = last_played(&p.matches);
        let mut b = last_played(&o.matches);
        loop {
            match (a.next(), b.next()) {
                (Some(x), Some(y)) => {
                    if x.colour != y.colour {
                        return y.colour;
                    }
                }
                _ => return None,
            }
        }
    }
}

fn run<const L: usize>(ctx: &Ctx, sorted: &[usize]) -> Result<Vec<Board>, PairingError> {
    let st = ctx.st;
    let n = sorted.len();
    let pl = |v: usize| &st.players[sorted[v]];
    let sc = |v: usize| pl(v).score;
    let (sgsb, sgs) = (ctx.sgsb, ctx.sgs);
    let max = Wide::<L>::ones(ctx.total_bits());
    let no_ranks = HashMap::new();
    let mut m = Matcher::<L>::new(n);
    let top = sc(0);
    for i in 0..n {
        for j in 0..i {
            let w = if n & 1 == 1 {
                let mut w = Wide::<L>::ZERO;
                if ctx.compatible(pl(i), pl(j)) {
                    w.or_u64(
                        1 + !st.eligible_for_bye(pl(i)) as u64 + !st.eligible_for_bye(pl(j)) as u64,
                    );
                    w.shl(sgs);
                    w.or_u64((ctx.shifts[&sc(i)] + ctx.shifts[&sc(j)]) as u64);
                    w.shl(sgsb);
                    w.or_u64((sc(i) >= top) as u64);
                }
                w
            } else {
                ctx.weight::<L>(pl(j), pl(i), false, false, 0, false, &no_ranks)
            };
            m.set(i, j, w);
        }
    }
    let mut bye_score = 0u32;
    let mut single;
    let mut ranks: HashMap<u32, u32> = HashMap::new();
    {
        let mate = m.solve();
        let mut unmatched = 0;
        for (v, &mv) in mate.iter().enumerate() {
            if mv == v {
                if unmatched > 0 || !st.eligible_for_bye(pl(v)) {
                    return Err(PairingError::NoValidPairing);
                }
                unmatched += 1;
            }
        }
        if n & 1 == 1 {
            if let Some(v) = (0..n).find(|&v| mate[v] == v) {
                bye_score = sc(v);
            }
            if bye_score >= top {
                single = true;
                for v in 0..n {
                    if sc(v) < top {
                        break;
                    }
                    if sc(mate[v]) < top {
                        single = false;
                        break;
                    }
                }
            } else {
                single = false;
            }
            let mut counts: Vec<u32> = (0..n)
                .filter(|&v| sc(v) == bye_score)
                .map(|v| pl(v).played_games)
                .collect();
            counts.sort_by(|a, b| b.cmp(a));
            for (rank, c) in counts.into_iter().enumerate() {
                ranks.insert(c, rank as u32);
            }
            for i in 0..n {
                for j in 0..i {
                    m.set(
                        i,
                        j,
                        ctx.weight::<L>(pl(j), pl(i), false, false, bye_score, single, &ranks),
                    );
                }
            }
        } else {
            single = false;
        }
    }

    let mut matching_by_id: HashMap<usize, usize> = HashMap::new();
    let mut pbi: Vec<usize> = Vec::new(); // vertex indices of the bracket and the next group
    let mut nsg = 0usize;
    while nsg < n && sc(nsg) >= top {
        pbi.push(nsg);
        nsg += 1;
    }
    let mut matched = vec![false; n];
    let mut sgb = 0usize;
    let mut sgbv = 0usize;
    let in_range = |x: usize, a: usize, b: usize| x >= a && x < b;

    while pbi.len() > 1 || nsg != n {
        let next_sgb = pbi.len();
        let next_sgbv = sgbv + (next_sgb - sgb);
        let sg_iter = nsg;
        while nsg < n && sc(nsg) >= sc(sg_iter) {
            pbi.push(nsg);
            nsg += 1;
        }
        // base[larger][smaller]
        let mut base: Vec<Vec<Wide<L>>> = vec![Vec::new(); pbi.len()];
        for larger in sgb..pbi.len() {
            for smaller in 0..larger {
                base[larger].push(ctx.weight::<L>(
                    pl(pbi[smaller]),
                    pl(pbi[larger]),
                    larger < next_sgb,
                    larger >= next_sgb,
                    bye_score,
                    single,
                    &ranks,
                ));
            }
        }
        for (larger, row) in base.iter().enumerate() {
            for (smaller, w) in row.iter().enumerate() {
                m.set(pbi[larger], pbi[smaller], *w);
            }
        }
        let ewc =
            |base: &Vec<Vec<Wide<L>>>, smaller: usize, larger: usize, sri: usize, rp: usize| {
                let mut r = base[larger][smaller];
                if !r.is_zero() {
                    let mut add = Wide::<L>::from_u64((sri < rp) as u64);
                    add.shl(sgsb);
                    add.shl(sgsb);
                    add.sub_u64(sri as u64);
                    add.shl(1);
                    r.add(&add);
                }
                r
            };
        let mut stable = m.solve();

        // Choose the moved-down players to pair in this bracket.
        let mut md_score = 0u32;
        let mut rem_md = 0usize;
        let mut rem_matched = 0usize;
        for pi in 0..sgb {
            if pi == 0 || sc(pbi[pi]) < md_score {
                md_score = sc(pbi[pi]);
                rem_matched = 0;
                rem_md = 0;
                let mut mdi = pi;
                while mdi < pbi.len() && sc(pbi[mdi]) >= md_score {
                    rem_md += 1;
                    if in_range(stable[pbi[mdi]], sgbv, next_sgbv) {
                        rem_matched += 1;
                    }
                    mdi += 1;
                }
            }
            if rem_matched == 0 {
                continue;
            }
            let pv = pbi[pi];
            if rem_md <= rem_matched {
                matched[pv] = true;
                continue;
            }
            rem_md -= 1;
            if !in_range(stable[pv], sgbv, next_sgbv) {
                for oi in sgb..next_sgb {
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.or_u64(1);
                        m.set(pv, pbi[oi], w);
                    }
                }
                stable = m.solve();
            }
            if in_range(stable[pv], sgbv, next_sgbv) {
                matched[pv] = true;
                rem_matched -= 1;
                for oi in sgb..next_sgb {
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.or_u64((next_sgb - sgb) as u64);
                        w.add_u64(1);
                        m.set(pv, pbi[oi], w);
                    }
                }
            }
        }

        // Choose the opponents of the moved-down players.
        for pi in 0..sgb {
            let pv = pbi[pi];
            if !matched[pv] {
                continue;
            }
            let mut addend = pbi.len() as u64;
            for oi in (sgb..next_sgb).rev() {
                let ov = pbi[oi];
                if matched[ov] {
                    continue;
                }
                let mut w = base[oi][pi];
                if !w.is_zero() {
                    w.add_u64(addend);
                    m.set(pv, ov, w);
                    addend += 1;
                }
            }
            stable = m.solve();
            let mv = stable[pv];
            matched[mv] = true;
            finalize(&mut m, n, pv, mv, &max);
        }

        // The remainder.
        let mut remainder: Vec<usize> = Vec::new();
        let mut rem_pairs = 0usize;
        for pi in sgb..next_sgb {
            let pv = pbi[pi];
            if stable[pv] < sgbv {
                continue;
            }
            remainder.push(pi);
            if stable[pv] < pv {
                rem_pairs += 1;
            }
        }
        let first_group_end = rem_pairs; // index into remainder
        for (k, &oi) in remainder.iter().enumerate() {
            let ov = pbi[oi];
            for (sri, &pi) in remainder[..k].iter().enumerate() {
                m.set(pbi[pi], ov, ewc(&base, pi, oi, sri, rem_pairs));
            }
        }
        stable = m.solve();
        let mut exchange_count = 0usize;
        if !remainder.is_empty() {
            for &pi in &remainder {
                if pi >= remainder[first_group_end] {
                    break;
                }
                let pv = pbi[pi];
                exchange_count += (stable[pv] <= pv || stable[pv] >= next_sgbv) as usize;
            }
        }

        // Lower players of the higher group to exchange.
        let mut ex_rem = exchange_count;
        let mut pri = rem_pairs;
        let mut pit = first_group_end;
        while pit != 0 && ex_rem > 0 {
            pri -= 1;
            pit -= 1;
            let pv = pbi[remainder[pit]];
            if stable[pv] > pv && stable[pv] < next_sgbv {
                for oit in pit + 1..remainder.len() {
                    let mut w = ewc(&base, remainder[pit], remainder[oit], pri, rem_pairs);
                    if !w.is_zero() {
                        w.sub_u64(1);
                        m.set(pv, pbi[remainder[oit]], w);
                    }
                }
                stable = m.solve();
            }
            let exchange = stable[pv] <= pv || stable[pv] >= next_sgbv;
            ex_rem -= exchange as usize;
            for oit in pit + 1..remainder.len() {
                if exchange {
                    base[remainder[oit]][remainder[pit]] = Wide::ZERO;
                }
                m.set(
                    pv,
                    pbi[remainder[oit]],
                    ewc(&base, remainder[pit], remainder[oit], pri, rem_pairs),
                );
            }
        }

        // Higher players of the lower group to exchange.
        let mut ex_rem = exchange_count;
        let mut ri = rem_pairs;
        let mut pit = first_group_end;
        while pit < remainder.len() && ex_rem > 1 {
            let pv = pbi[remainder[pit]];
            let already = stable[pv] > pv && stable[pv] < next_sgbv;
            if !already {
                for oit in pit + 1..remainder.len() {
                    let mut w = ewc(&base, remainder[pit], remainder[oit], ri, rem_pairs);
                    if !w.is_zero() {
                        w.add_u64(1);
                        m.set(pv, pbi[remainder[oit]], w);
                    }
                }
                stable = m.solve();
            }
            let exchange = stable[pv] > pv && stable[pv] < next_sgbv;
            if exchange {
                ex_rem -= 1;
                for oit in 0..pit {
                    base[remainder[pit]][remainder[oit]] = Wide::ZERO;
                    m.set(pv, pbi[remainder[oit]], Wide::ZERO);
                }
                for oi in next_sgb..pbi.len() {
                    base[oi][remainder[pit]] = Wide::ZERO;
                    m.set(pv, pbi[oi], Wide::ZERO);
                }
            }
            if !already {
                for oit in pit + 1..remainder.len() {
                    m.set(
                        pv,
                        pbi[remainder[oit]],
                        ewc(&base, remainder[pit], remainder[oit], ri, rem_pairs),
                    );
                }
            }
            ri += 1;
            pit += 1;
        }

        // Finalise the exchanges.
        for pit in 0..remainder.len() {
            let pv = pbi[remainder[pit]];
            for oit in pit + 1..remainder.len() {
                let ov = pbi[remainder[oit]];
                if stable[pv] <= pv
                    || stable[pv] >= next_sgbv
                    || (stable[ov] > ov && stable[ov] < next_sgbv)
                {
                    base[remainder[oit]][remainder[pit]] = Wide::ZERO;
                }
                m.set(pv, ov, base[remainder[oit]][remainder[pit]]);
            }
        }

        // Opponents of the first group, from the top.
        for &pi in &remainder {
            let pv = pbi[pi];
            if stable[pv] > pv && stable[pv] < next_sgbv {
                let mut addend = 0u64;
                for &oi in remainder.iter().rev() {
                    let ov = pbi[oi];
                    if oi <= pi || matched[ov] {
                        continue;
                    }
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.add_u64(addend);
                        m.set(pv, ov, w);
                    }
                    addend += 1;
                }
                stable = m.solve();
                let mv = stable[pv];
                matched[pv] = true;
                matched[mv] = true;
                finalize(&mut m, n, pv, mv, &max);
            }
        }

        // The next bracket.
        let mut new_pbi = Vec::new();
        sgb = 0;
        single = n & 1 == 1 && sg_iter != n && bye_score >= sc(sg_iter);
        for (pi, &pv) in pbi.iter().enumerate() {
            if pi < next_sgb && matched[pv] {
                matching_by_id.insert(sorted[pv], sorted[stable[pv]]);
                matching_by_id.insert(sorted[stable[pv]], sorted[pv]);
            } else {
                new_pbi.push(pv);
                if pi < next_sgb {
                    sgb += 1;
                }
                if single && sc(stable[pv]) < sc(sg_iter) {
                    single = false;
                }
            }
        }
        pbi = new_pbi;
        sgbv = next_sgbv;
    }

    // Pairs, then publication order.
    struct P {
        white: usize,
        black: usize,
    }
    let mut pairs = Vec::new();
    for &id in sorted {
        match matching_by_id.get(&id) {
            Some(&mid) => {
                if id < mid {
                    let c = choose_colour(st, &st.players[id], &st.players[mid]);
                    if c == Some(Colour::White) {
                        pairs.push(P {
                            white: id,
                            black: mid,
                        });
                    } else {
                        pairs.push(P {
                            white: mid,
                            black: id,
                        });
                    }
                }
            }
            None => pairs.push(P {
                white: id,
                black: id,
            }),
        }
    }
    let key = |p: &P| {
        let (w, b) = (&st.players[p.white], &st.players[p.black]);
        let w_lower = (w.score, std::cmp::Reverse(w.rank)) < (b.score, std::cmp::Reverse(b.rank));
        let (hi, lo) = if w_lower { (b, w) } else { (w, b) };
        (
            p.white == p.black,
            std::cmp::Reverse(hi.score),
            std::cmp::Reverse(lo.score),
            hi.rank,
        )
    };
    pairs.sort_by_key(key);
    Ok(pairs
        .into_iter()
        .map(|p| Board {
            white: p.white as u32 + 1,
            black: if p.white == p.black {
                None
            } else {
                Some(p.black as u32 + 1)
            },
        })
        .collect())
}
