//! Standings with tie-breaks after any round of a [`Tournament`], by FIDE
//! C.07, the Play-off and Tie-Break Regulations (the edition in force for all
//! FIDE-rated events since 1 April 2024; names and article numbers are that
//! edition's). The values and the order were cross-checked with FIDE
//! Technical Commission's reference implementation (TieBreakServer) on the
//! tests' tournaments and on generated 200-player Swisses and round robins
//! with byes, forfeits and withdrawals.
//!
//! * Swiss ([`swiss_standings`]): points, then Buchholz Cut-1 (`BH-C1`),
//!   Buchholz (`BH`), Sonneborn-Berger (`SB`), number of wins (`WIN`),
//!   direct encounter (`DE`).
//! * Round robin ([`round_robin_standings`]): points, then `SB`, `DE`, `WIN`.
//! * Any other order of the same tie-breaks: [`standings`].
//!
//! # Choices (read with C.07)
//!
//! * **Points** are recomputed from the result codes of rounds
//!   `1..=after_round` with the tournament's [`Scoring`]; the points column
//!   of the `001` records is ignored. A round with no record counts as not
//!   paired (zero-point bye points).
//! * **Unplayed rounds** (Art. 16, "unplayed rounds management"), Swiss
//!   only. A round is *played* when a game was played over the board; a
//!   forfeit (won or lost), a bye of any kind and an absence are unplayed.
//!   An unplayed round that did not bring the points of a win (half- and
//!   zero-point byes, forfeit losses, absences) is a *voluntary unplayed
//!   round* (VUR); pairing-allocated byes, full-point byes and forfeit wins
//!   are not.
//!   - Art. 16.4, dummy opponent: for the participant's own `BH` and `SB`,
//!     each unplayed round counts as a game against a dummy opponent whose
//!     score is the participant's own score; in `SB` it is multiplied by the
//!     points the participant got in that round as usual.
//!   - Art. 16.3, adjusted score: when a participant is an *opponent* in
//!     someone else's `BH`/`SB`, their score is used with every unplayed
//!     round without an opponent that comes after their last round that was
//!     not a VUR (a withdrawal, or byes at the end) counted as a draw.
//!   - Art. 14.1 with the unplayed-rounds rule for low cuts: `BH-C1` cuts
//!     the least significant contribution, but a VUR is cut first (the least
//!     significant VUR if there are several).
//!
//!
//!   Round robin (pre-determined pairings): a forfeit counts as a game
//!   played against the scheduled opponent, for `BH`, `SB` and `DE` alike;
//!   a bye (odd number of players) contributes nothing; no dummy opponent
//!   and no adjusted score. This is how FIDE's Technical Commission's
//!   TieBreakServer treats round robins by default.
//! * **`WIN`** (Art. 7.1, number of wins): rounds in which the participant
//!   got the points of a win, with or without playing, so forfeit wins,
//!   full-point byes and pairing-allocated byes (when worth a win) count.
//!   Games won over the board only (Art. 7.2, `WON`) are available as
//!   [`TieBreak::GamesWon`] for [`standings`].
//! * **`DE`** (Art. 6): among the participants tied on everything before
//!   `DE`, the points each scored in games played over the board against the
//!   others. If they all met (or the tournament is a round robin) the higher
//!   sum ranks higher; if not (Swiss), a participant is ranked above the
//!   rest only when their sum is higher than the most any of the rest could
//!   have had by winning every game it did not play against the group. The
//!   rule is applied again to every subgroup still tied, until nothing
//!   changes. Two games between the same pair (double round robin) are both
//!   summed. The value shown is the sum against the whole tied group.
//! * **Ranks** are shared: participants equal on points and on every
//!   tie-break get the same rank, and the next rank skips (1, 2, 3, 3, 5).
//!   Within a shared rank, and as the last criterion of the sorting, players
//!   are listed by start number, so the order is fully deterministic.
//!
//! ```
//! use pairing::standings::{swiss_standings, TieBreak};
//! let trf = "012 Club\nXXR 1\n\
//! 001    1      Alice                             1800                             1.0    1     2 w 1\n\
//! 001    2      Bob                               1700                             0.0    2     1 b 0\n";
//! let t = pairing::Tournament::from_trf(trf).unwrap();
//! let s = swiss_standings(&t, 1);
//! assert_eq!((s[0].start_number, s[0].rank, s[0].points), (1, 1, 10));
//! assert_eq!(s[0].value(TieBreak::Buchholz), Some(0.0));
//! assert_eq!(s[1].value(TieBreak::Buchholz), Some(1.0));
//! ```
//!
//! [`Scoring`]: crate::trf::Scoring

use crate::trf::{ResultCode, RoundEntry, Scoring, Tournament};

/// A tie-break of FIDE C.07.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// `BH-C1`: Buchholz without its least significant contribution (the
    /// Cut-1 modifier, C.07 Art. 14.1; a VUR is cut first).
    BuchholzCut1,
    /// `BH`: the sum of the opponents' scores.
    Buchholz,
    /// `SB`: the sum, over the rounds, of the opponent's score times the
    /// points scored against them.
    SonnebornBerger,
    /// `WIN`: rounds won, with or without playing (Art. 7.1).
    Wins,
    /// `WON`: games won over the board (Art. 7.2).
    GamesWon,
    /// `DE`: direct encounter (Art. 6).
    DirectEncounter,
}

impl TieBreak {
    /// The C.07 short name (`BH-C1`, `BH`, `SB`, `WIN`, `WON`, `DE`).
    pub fn name(self) -> &'static str {
        match self {
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::Buchholz => "BH",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "WIN",
            TieBreak::GamesWon => "WON",
            TieBreak::DirectEncounter => "DE",
        }
    }
}

/// The Swiss tie-breaks, in order: `BH-C1`, `BH`, `SB`, `WIN`, `DE`.
pub const SWISS_TIEBREAKS: [TieBreak; 5] = [
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::Wins,
    TieBreak::DirectEncounter,
];

/// The round-robin tie-breaks, in order: `SB`, `DE`, `WIN`.
pub const ROUND_ROBIN_TIEBREAKS: [TieBreak; 3] = [
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
    TieBreak::Wins,
];

/// The kind of tournament, which decides how unplayed rounds are handled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Swiss system: dummy opponent and adjusted scores (C.07 Art. 16).
    Swiss,
    /// Round robin: unplayed games contribute nothing to `BH`/`SB`.
    RoundRobin,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The player's start number.
    pub start_number: u32,
    /// Rank, 1-based; shared by players equal on points and every
    /// tie-break (1, 2, 3, 3, 5).
    pub rank: u32,
    /// Points in tenths (1.5 points = 15), as in [`crate::trf`].
    pub points: u32,
    /// The tie-break values in points (`WIN`/`WON` as counts), in the order
    /// they were applied.
    pub tiebreaks: Vec<(TieBreak, f64)>,
}

impl Standing {
    /// The value of tie-break `tb`, if it was computed.
    pub fn value(&self, tb: TieBreak) -> Option<f64> {
        self.tiebreaks
            .iter()
            .find(|(t, _)| *t == tb)
            .map(|&(_, v)| v)
    }
}

/// Swiss standings after round `after_round`: points, `BH-C1`, `BH`, `SB`,
/// `WIN`, `DE` (see the module documentation for the rules applied).
pub fn swiss_standings(t: &Tournament, after_round: u32) -> Vec<Standing> {
    standings(t, after_round, Format::Swiss, &SWISS_TIEBREAKS)
}

/// Round-robin standings after round `after_round`: points, `SB`, `DE`,
/// `WIN`.
pub fn round_robin_standings(t: &Tournament, after_round: u32) -> Vec<Standing> {
    standings(t, after_round, Format::RoundRobin, &ROUND_ROBIN_TIEBREAKS)
}

/// Standings after round `after_round` with the tie-breaks `tiebreaks`
/// applied in that order after points, then start number. A tie-break listed
/// twice is applied once. Players whose start number is 0 or repeated are
/// still listed; games naming an unknown opponent count as unplayed.
pub fn standings(
    t: &Tournament,
    after_round: u32,
    format: Format,
    tiebreaks: &[TieBreak],
) -> Vec<Standing> {
    let mut list: Vec<TieBreak> = Vec::with_capacity(tiebreaks.len());
    for &tb in tiebreaks {
        if !list.contains(&tb) {
            list.push(tb);
        }
    }
    let data = Data::new(t, after_round, format);
    let n = data.players.len();

    // keys[c][i]: the value of criterion c (0 = points) for player i; higher
    // is better. DE has no key: it is computed per group while sorting.
    let mut keys: Vec<Vec<i64>> = Vec::with_capacity(list.len() + 1);
    keys.push(data.players.iter().map(|p| p.points as i64).collect());
    for &tb in &list {
        keys.push(match tb {
            TieBreak::BuchholzCut1 => (0..n).map(|i| data.buchholz(i, true)).collect(),
            TieBreak::Buchholz => (0..n).map(|i| data.buchholz(i, false)).collect(),
            TieBreak::SonnebornBerger => (0..n).map(|i| data.sonneborn_berger(i)).collect(),
            TieBreak::Wins => data.players.iter().map(|p| p.wins as i64).collect(),
            TieBreak::GamesWon => data.players.iter().map(|p| p.won as i64).collect(),
            TieBreak::DirectEncounter => vec![0; n],
        });
    }

    // Refine groups of tied players criterion by criterion.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (data.players[i].start_number, i));
    let mut bounds: Vec<(usize, usize)> = vec![(0, n)];
    let mut de_value = vec![0i64; n];
    for (c, key) in keys.iter_mut().enumerate() {
        let tb = if c == 0 { None } else { Some(list[c - 1]) };
        let mut next = Vec::with_capacity(bounds.len());
        for &(a, b) in &bounds {
            if b - a < 2 {
                next.push((a, b));
                continue;
            }
            if tb == Some(TieBreak::DirectEncounter) {
                let group: Vec<usize> = order[a..b].to_vec();
                let (ranks, values) = data.direct_encounter(&group);
                for (k, &i) in group.iter().enumerate() {
                    key[i] = -(ranks[k] as i64);
                    de_value[i] = values[k];
                }
            }
            order[a..b].sort_by_key(|&i| std::cmp::Reverse(key[i]));
            let mut s = a;
            for j in a + 1..=b {
                if j == b || key[order[j]] != key[order[s]] {
                    next.push((s, j));
                    s = j;
                }
            }
        }
        bounds = next;
    }

    let mut out = Vec::with_capacity(n);
    for &(a, b) in &bounds {
        for &i in &order[a..b] {
            let p = &data.players[i];
            let tiebreaks = list
                .iter()
                .enumerate()
                .map(|(c, &tb)| {
                    let v = keys[c + 1][i];
                    let value = match tb {
                        TieBreak::BuchholzCut1 | TieBreak::Buchholz => v as f64 / 10.0,
                        TieBreak::SonnebornBerger => v as f64 / 100.0,
                        TieBreak::Wins | TieBreak::GamesWon => v as f64,
                        TieBreak::DirectEncounter => de_value[i] as f64 / 10.0,
                    };
                    (tb, value)
                })
                .collect();
            out.push(Standing {
                start_number: p.start_number,
                rank: a as u32 + 1,
                points: p.points,
                tiebreaks,
            });
        }
    }
    out
}

/// One round of one player, as the tie-breaks see it.
#[derive(Clone, Copy)]
struct Round {
    /// Points in tenths.
    points: u32,
    /// Opponent index when the game was played over the board.
    played: Option<usize>,
    /// An opponent is named but the game was not played (forfeit).
    forfeit: bool,
    /// Voluntary unplayed round (C.07 Art. 16).
    vur: bool,
}

struct Pl {
    start_number: u32,
    points: u32,
    /// Score as an opponent (C.07 Art. 16.3; Swiss only).
    adjusted: u32,
    wins: u32,
    won: u32,
    rounds: Vec<Round>,
}

struct Data {
    format: Format,
    win: u32,
    players: Vec<Pl>,
}

fn round_points(e: &RoundEntry, s: &Scoring) -> u32 {
    match e.result {
        ResultCode::Win | ResultCode::WinUnrated | ResultCode::ForfeitWin | ResultCode::FullBye => {
            s.win
        }
        ResultCode::Draw | ResultCode::DrawUnrated | ResultCode::HalfBye => s.draw,
        ResultCode::Loss | ResultCode::LossUnrated => s.loss,
        ResultCode::ForfeitLoss => s.forfeit_loss,
        ResultCode::PairingBye => s.pairing_bye,
        ResultCode::ZeroBye | ResultCode::NotPaired => s.zero_bye,
    }
}

fn is_win_code(r: ResultCode) -> bool {
    matches!(
        r,
        ResultCode::Win
            | ResultCode::WinUnrated
            | ResultCode::ForfeitWin
            | ResultCode::FullBye
            | ResultCode::PairingBye
    )
}

impl Data {
    fn new(t: &Tournament, after_round: u32, format: Format) -> Data {
        let s = &t.scoring;
        let max_sn = t.players.iter().map(|p| p.start_number).max().unwrap_or(0) as usize;
        let mut index = vec![usize::MAX; max_sn + 1];
        for (i, p) in t.players.iter().enumerate() {
            let slot = &mut index[p.start_number as usize];
            if p.start_number != 0 && *slot == usize::MAX {
                *slot = i;
            }
        }
        let rounds = after_round as usize;
        let mut players: Vec<Pl> = t
            .players
            .iter()
            .enumerate()
            .map(|(me, p)| {
                let mut pl = Pl {
                    start_number: p.start_number,
                    points: 0,
                    adjusted: 0,
                    wins: 0,
                    won: 0,
                    rounds: Vec::with_capacity(rounds),
                };
                for r in 0..rounds {
                    let e = p.rounds.get(r).copied().unwrap_or(RoundEntry::NOT_PAIRED);
                    let points = round_points(&e, s);
                    let opp = e
                        .opponent
                        .and_then(|o| index.get(o as usize).copied())
                        .filter(|&o| o != usize::MAX && o != me);
                    let over_the_board = e.is_played() && opp.is_some();
                    // Round robin: a forfeit counts as a game played against
                    // the scheduled opponent.
                    let forfeit =
                        matches!(e.result, ResultCode::ForfeitWin | ResultCode::ForfeitLoss);
                    let played = if over_the_board || (format == Format::RoundRobin && forfeit) {
                        opp
                    } else {
                        None
                    };
                    let win = is_win_code(e.result) && points >= s.win;
                    pl.points += points;
                    pl.wins += win as u32;
                    pl.won += (win && over_the_board) as u32;
                    pl.rounds.push(Round {
                        points,
                        played,
                        forfeit: played.is_none() && opp.is_some(),
                        vur: played.is_none() && !win,
                    });
                }
                pl
            })
            .collect();
        for p in &mut players {
            // C.07 Art. 16.3: the unplayed rounds without an opponent after
            // the last round that was not a VUR count as draws for the
            // opponents' tie-breaks (Swiss only).
            let last_not_vur = p.rounds.iter().rposition(|r| !r.vur);
            p.adjusted = p
                .rounds
                .iter()
                .enumerate()
                .map(|(r, rd)| {
                    let after = last_not_vur.is_none_or(|l| r > l);
                    if format == Format::Swiss && after && !rd.forfeit {
                        s.draw
                    } else {
                        rd.points
                    }
                })
                .sum();
        }
        Data {
            format,
            win: s.win,
            players,
        }
    }

    /// Per round of player `i`: (opponent's score for the tie-breaks, VUR).
    fn contributions(&self, i: usize) -> impl Iterator<Item = (u32, &Round)> + '_ {
        let p = &self.players[i];
        p.rounds.iter().map(move |r| {
            let score = match (r.played, self.format) {
                (Some(o), _) => self.players[o].adjusted,
                // C.07 Art. 16.4: a dummy opponent with the participant's
                // own score.
                (None, Format::Swiss) => p.points,
                (None, Format::RoundRobin) => 0,
            };
            (score, r)
        })
    }

    /// Buchholz in tenths; `cut1`: without the least significant value, a
    /// voluntary unplayed round being cut first.
    fn buchholz(&self, i: usize, cut1: bool) -> i64 {
        let mut sum = 0i64;
        let mut least: Option<(bool, u32)> = None;
        for (score, r) in self.contributions(i) {
            sum += score as i64;
            // Smaller is cut first: VURs before everything else, then by value.
            let cand = (!r.vur, score);
            if least.is_none_or(|l| cand < l) {
                least = Some(cand);
            }
        }
        match (cut1, least) {
            (true, Some((_, v))) => sum - v as i64,
            _ => sum,
        }
    }

    /// Sonneborn-Berger in hundredths.
    fn sonneborn_berger(&self, i: usize) -> i64 {
        self.contributions(i)
            .map(|(score, r)| score as i64 * r.points as i64)
            .sum()
    }

    /// C.07 Art. 6 for a group of players tied on everything before `DE`:
    /// a rank within the group per player (0 = best, shared when still
    /// tied) and the points each scored against the rest of the group.
    fn direct_encounter(&self, group: &[usize]) -> (Vec<u32>, Vec<i64>) {
        let mut ranks = vec![0u32; group.len()];
        let locals: Vec<usize> = (0..group.len()).collect();
        let (values, _, _) = self.de_scores(group, &locals);
        self.de_refine(group, &locals, 0, &mut ranks);
        (ranks, values)
    }

    /// For the players `members` (indices into `group`): the points each
    /// scored over the board against the others, and the most each could
    /// have had (unmet members counted as wins), and whether all met.
    fn de_scores(&self, group: &[usize], members: &[usize]) -> (Vec<i64>, Vec<i64>, bool) {
        let k = members.len();
        let mut sums = vec![0i64; k];
        let mut max = vec![0i64; k];
        let mut met = vec![false; k];
        let mut all_met = true;
        for (a, &ma) in members.iter().enumerate() {
            met.iter_mut().for_each(|m| *m = false);
            for r in &self.players[group[ma]].rounds {
                let Some(o) = r.played else { continue };
                if let Some(b) = members.iter().position(|&mb| group[mb] == o) {
                    sums[a] += r.points as i64;
                    met[b] = true;
                }
            }
            let unmet = (0..k).filter(|&b| b != a && !met[b]).count() as i64;
            all_met &= unmet == 0;
            max[a] = sums[a] + unmet * self.win as i64;
        }
        (sums, max, all_met)
    }

    fn de_refine(&self, group: &[usize], members: &[usize], base: u32, ranks: &mut [u32]) {
        if members.len() < 2 {
            for &m in members {
                ranks[m] = base;
            }
            return;
        }
        let (sums, max, met) = self.de_scores(group, members);
        let all_met = met || self.format == Format::RoundRobin;
        let mut idx: Vec<usize> = (0..members.len()).collect();
        idx.sort_by_key(|&a| (std::cmp::Reverse(sums[a]), std::cmp::Reverse(max[a]), a));
        // Ordered subgroups of positions in idx.
        let mut parts: Vec<Vec<usize>> = Vec::new();
        if all_met {
            for &a in &idx {
                match parts.last_mut() {
                    Some(last) if sums[last[0]] == sums[a] => last.push(a),
                    _ => parts.push(vec![a]),
                }
            }
        } else {
            let mut j = 0;
            while j < idx.len() {
                let rest_max = idx[j + 1..].iter().map(|&b| max[b]).max();
                match rest_max {
                    Some(m) if sums[idx[j]] > m => {
                        parts.push(vec![idx[j]]);
                        j += 1;
                    }
                    None => {
                        parts.push(vec![idx[j]]);
                        j += 1;
                    }
                    Some(_) => {
                        parts.push(idx[j..].to_vec());
                        break;
                    }
                }
            }
        }
        if parts.len() == 1 {
            for &m in members {
                ranks[m] = base;
            }
            return;
        }
        let mut offset = base;
        for part in parts {
            let sub: Vec<usize> = part.iter().map(|&a| members[a]).collect();
            self.de_refine(group, &sub, offset, ranks);
            offset += sub.len() as u32;
        }
    }
}
