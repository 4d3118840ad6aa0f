//! A bracket in play: who fills each slot given the results so far, which
//! matches are ready, recording a result, and when the bracket is over.
//!
//! Facts, from brackets-manager `src/helpers.ts` (`byeWinner`, `byeLoser`)
//! and `src/base/updater.ts` (`propagateByeWinners`): an empty slot (a bye)
//! is never filled; a match against a bye is a walkover, won without
//! playing by whoever takes the other slot, who goes straight on to the next
//! match; the loser of a walkover is a bye (so a bye "drops" into the
//! losers' bracket), and two byes make a bye. The reset (`GF2`) is played
//! only when the lower player (the losers' bracket winner) won `GF1`
//! (`getGrandFinalDecisiveMatch`).

use std::fmt;

use super::error::BracketError;
use super::format::Format;
use super::layout::{Node, Source, build};
use super::match_id::MatchId;

/// A slot of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// Seed `k` (1 is the top seed) plays here.
    Seed(u32),
    /// An empty slot that stays empty.
    Bye,
    /// Filled later, by a result not known yet.
    Unknown,
}

impl fmt::Display for Slot {
    /// `S<k>`, `bye` or `-`, as `cruise-pawns bracket` prints slots.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Seed(k) => write!(f, "S{k}"),
            Slot::Bye => write!(f, "bye"),
            Slot::Unknown => write!(f, "-"),
        }
    }
}

/// A match of a bracket as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Match {
    /// Its name.
    pub id: MatchId,
    /// The upper slot (brackets-manager's `opponent1`; in the grand final,
    /// the winners' bracket winner).
    pub a: Slot,
    /// The lower slot.
    pub b: Slot,
    /// The winner's seed, once the match is decided. A walkover has none.
    pub winner: Option<u32>,
}

impl Match {
    /// Both players are known and the match is not decided yet.
    pub fn is_ready(&self) -> bool {
        self.winner.is_none() && matches!((self.a, self.b), (Slot::Seed(_), Slot::Seed(_)))
    }

    /// Exactly one slot is a bye: the other player goes through unplayed.
    pub fn is_walkover(&self) -> bool {
        (self.a == Slot::Bye) != (self.b == Slot::Bye)
    }

    /// The loser's seed, once the match is decided.
    pub fn loser(&self) -> Option<u32> {
        let winner = self.winner?;
        [self.a, self.b].into_iter().find_map(|s| match s {
            Slot::Seed(k) if k != winner => Some(k),
            _ => None,
        })
    }
}

impl fmt::Display for Match {
    /// `<MATCH> <A> <B>` and, once decided, ` <WINNER>`: `W1-2 S4 S5 S5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.id, self.a, self.b)?;
        if let Some(w) = self.winner {
            write!(f, " {}", Slot::Seed(w))?;
        }
        Ok(())
    }
}

/// A knockout bracket of 2 to 128 seeded players, padded with byes to the
/// next power of two, and its results so far.
///
/// ```
/// use pairing::bracket::{Bracket, Format, MatchId, Slot};
/// let mut b = Bracket::new(3, Format::Single { third_place: false }).unwrap();
/// let lines: Vec<String> = b.matches().iter().map(|m| m.to_string()).collect();
/// assert_eq!(lines, ["W1-1 S1 bye", "W1-2 S2 S3", "W2-1 S1 -"]);
/// let ready = b.record(MatchId::Winners { round: 1, number: 2 }, 3).unwrap();
/// assert_eq!(ready, [MatchId::Winners { round: 2, number: 1 }]);
/// b.record("W2-1".parse().unwrap(), 1).unwrap();
/// assert!(b.is_finished());
/// ```
#[derive(Clone, Debug)]
pub struct Bracket {
    players: u32,
    size: u32,
    format: Format,
    nodes: Vec<Node>,
    /// The side (0 upper, 1 lower) that won each match, if decided.
    won: Vec<Option<usize>>,
    /// The slots as the results so far fill them.
    slots: Vec<[Slot; 2]>,
}

impl Bracket {
    /// The bracket of `players` players (seeds 1 to `players`) in `format`.
    /// Refused for fewer than 2 or more than 128 players, and for a
    /// third-place match with 2 players (no semi-finals).
    pub fn new(players: u32, format: Format) -> Result<Bracket, BracketError> {
        if !(2..=128).contains(&players) {
            return Err(BracketError::Players { players });
        }
        let size = players.next_power_of_two();
        if size == 2 && format == (Format::Single { third_place: true }) {
            return Err(BracketError::ThirdPlaceWithoutSemiFinals);
        }
        let nodes = build(size, format);
        let mut bracket = Bracket {
            players,
            size,
            format,
            won: vec![None; nodes.len()],
            slots: vec![[Slot::Unknown; 2]; nodes.len()],
            nodes,
        };
        bracket.fill();
        Ok(bracket)
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.players
    }

    /// The number of slots: the players rounded up to a power of two.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// The format.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Every match of the bracket, empty ones included, in print order: the
    /// winners' (or single) bracket round by round, the losers' bracket
    /// round by round, the grand final's games, the third-place match;
    /// within a round, top to bottom.
    pub fn matches(&self) -> Vec<Match> {
        (0..self.nodes.len()).map(|i| self.view(i)).collect()
    }

    /// The match named `id`, if the bracket has one.
    pub fn get(&self, id: MatchId) -> Option<Match> {
        self.index(id).map(|i| self.view(i))
    }

    /// The matches ready to be played (both players known, no result yet),
    /// in print order.
    pub fn ready(&self) -> Vec<MatchId> {
        self.matches()
            .into_iter()
            .filter(Match::is_ready)
            .map(|m| m.id)
            .collect()
    }

    /// Records that seed `winner` won match `id`; returns the matches that
    /// became ready because of it, in print order. Refused, changing
    /// nothing, when the match is not in the bracket, not ready, a walkover,
    /// already decided, or `winner` does not play it.
    pub fn record(&mut self, id: MatchId, winner: u32) -> Result<Vec<MatchId>, BracketError> {
        let i = self.index(id).ok_or(BracketError::NoSuchMatch { id })?;
        let m = self.view(i);
        if let Some(decided) = m.winner {
            return Err(BracketError::AlreadyDecided {
                id,
                winner: decided,
            });
        }
        if let [Source::Reset(first, _), _] = self.nodes[i].from
            && self.won[first] == Some(0)
            && let Slot::Seed(champion) = self.slots[first][0]
        {
            return Err(BracketError::NoReset { champion });
        }
        let side = match (m.a, m.b) {
            (Slot::Bye, Slot::Bye) => return Err(BracketError::Empty { id }),
            (Slot::Bye, other) | (other, Slot::Bye) => {
                let player = match other {
                    Slot::Seed(k) => Some(k),
                    _ => None,
                };
                return Err(BracketError::Walkover { id, player });
            }
            (Slot::Seed(a), Slot::Seed(b)) => match winner {
                w if w == a => 0,
                w if w == b => 1,
                seed => return Err(BracketError::NotInMatch { id, seed, a, b }),
            },
            _ => return Err(BracketError::NotReady { id }),
        };
        let before = self.ready();
        self.won[i] = Some(side);
        self.fill();
        Ok(self
            .ready()
            .into_iter()
            .filter(|r| !before.contains(r))
            .collect())
    }

    /// Every match is decided or needs no result: walkovers, empty
    /// matches, and the reset when the winners' bracket winner won `GF1`.
    pub fn is_finished(&self) -> bool {
        (0..self.nodes.len()).all(|i| {
            self.won[i].is_some()
                || self.slots[i].contains(&Slot::Bye)
                || matches!(self.nodes[i].from, [Source::Reset(first, _), _] if self.won[first] == Some(0))
        })
    }

    /// The index of match `id`.
    pub(crate) fn index(&self, id: MatchId) -> Option<usize> {
        self.nodes.iter().position(|n| n.id == id)
    }

    /// The match at index `i` as it stands.
    pub(crate) fn view(&self, i: usize) -> Match {
        let [a, b] = self.slots[i];
        Match {
            id: self.nodes[i].id,
            a,
            b,
            winner: self.won[i].and_then(|side| match self.slots[i][side] {
                Slot::Seed(k) => Some(k),
                _ => None,
            }),
        }
    }

    /// Fills every slot from the seeds and the results, in print order
    /// (every source comes earlier in that order).
    fn fill(&mut self) {
        for i in 0..self.nodes.len() {
            let from = self.nodes[i].from;
            self.slots[i] = [self.resolve(from[0]), self.resolve(from[1])];
        }
    }

    /// What a source gives, from the slots filled so far.
    fn resolve(&self, source: Source) -> Slot {
        match source {
            Source::Seed(k) if k <= self.players => Slot::Seed(k),
            Source::Seed(_) => Slot::Bye,
            Source::Winner(m) => match self.slots[m] {
                [Slot::Bye, Slot::Bye] => Slot::Bye,
                [Slot::Bye, other] | [other, Slot::Bye] => other,
                _ => self.view(m).winner.map_or(Slot::Unknown, Slot::Seed),
            },
            Source::Loser(m) if self.slots[m].contains(&Slot::Bye) => Slot::Bye,
            Source::Loser(m) => self.view(m).loser().map_or(Slot::Unknown, Slot::Seed),
            Source::Reset(first, side) if self.won[first] == Some(1) => self.slots[first][side],
            Source::Reset(..) => Slot::Unknown,
        }
    }
}
