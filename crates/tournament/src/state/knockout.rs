//! The knockout formats, single and double elimination: a
//! [`pairing::bracket::Bracket`] of the seeds, each of its matches played
//! as a match of games (`best_of` 1, 3 or 5, colours alternating, the
//! higher seed White in game 1) with a tie-break after a drawn match
//! (`replay`, `armageddon` or `seed`). A match is played as soon as both
//! its players are known; a bye is a walkover, and so is a match against a
//! player who withdrew (or was kicked).
//!
//! The bracket is not stored as such: [`Knockout::decided`] lists the
//! matches decided, in order, and the bracket is built again from the
//! number of players and those results ([`TState::bracket`]). The games of
//! every match are boards of the tournament's one round, each tagged with
//! its match ([`MatchGame`]).

use super::{BoardResult, Format, TBoard, TRound, TState, TournamentRefusal, TournamentStatus};
use pairing::bracket::{self, Bracket, GrandFinal, MatchId, Slot};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// The most replays after a drawn match before the higher seed goes through.
pub const MAX_REPLAYS: u32 = 3;
/// The games a match may have (`best_of`), the first the default.
pub const BEST_OF: [u32; 3] = [1, 3, 5];
/// Black's time in an armageddon game, in percent of White's.
pub const ARMAGEDDON_BLACK_PERCENT: u32 = 80;

/// How a drawn match is decided.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tiebreak {
    /// Another game, colours reversed, until one is decisive (at most
    /// [`MAX_REPLAYS`]; then the higher seed goes through).
    #[default]
    Replay,
    /// One game in which Black has 4/5 of White's time and a draw goes to
    /// Black (timed tournaments only).
    Armageddon,
    /// The higher seed goes through.
    Seed,
}

impl Tiebreak {
    /// Every tie-break, the default first.
    pub const ALL: [Tiebreak; 3] = [Tiebreak::Replay, Tiebreak::Armageddon, Tiebreak::Seed];

    /// `replay`, `armageddon` or `seed`, as typed.
    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::Replay => "replay",
            Tiebreak::Armageddon => "armageddon",
            Tiebreak::Seed => "seed",
        }
    }
}

/// How the players are seeded at the start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seeding {
    /// By rating in the tournament's preset, highest first; equal ratings
    /// by join order.
    #[default]
    Rating,
    /// In the order they joined.
    Join,
    /// At random.
    Random,
}

impl Seeding {
    /// Every seeding, the default first.
    pub const ALL: [Seeding; 3] = [Seeding::Rating, Seeding::Join, Seeding::Random];

    /// `rating`, `join` or `random`, as typed.
    pub fn name(self) -> &'static str {
        match self {
            Seeding::Rating => "rating",
            Seeding::Join => "join",
            Seeding::Random => "random",
        }
    }
}

/// A double elimination's grand final (`none` is not offered: a knockout
/// here always ends with a final).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FinalGames {
    /// One game (match) between the two brackets' winners.
    Simple,
    /// A second (the reset) when the losers' bracket winner wins the first.
    #[default]
    Double,
}

impl FinalGames {
    /// Both grand finals, the default first.
    pub const ALL: [FinalGames; 2] = [FinalGames::Double, FinalGames::Simple];

    /// `double` or `simple`, as typed.
    pub fn name(self) -> &'static str {
        match self {
            FinalGames::Simple => "simple",
            FinalGames::Double => "double",
        }
    }
}

/// What `/tournament create` sets for a knockout, as typed (`None`: the
/// default).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KnockoutSetup {
    /// `1`, `3` or `5` (default 1).
    pub best_of: Option<u32>,
    /// `replay` (default), `armageddon`, `seed`.
    pub tiebreak: Option<String>,
    /// Double elimination: `simple` or `double` (default).
    pub grand_final: Option<String>,
    /// Single elimination: the semi-finals' losers play for third place.
    pub third_place: Option<bool>,
    /// `rating` (default), `join`, `random`.
    pub seeding: Option<String>,
}

impl KnockoutSetup {
    /// Whether any knockout option was given.
    pub fn any(&self) -> bool {
        *self != KnockoutSetup::default()
    }
}

/// Why the knockout options were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KnockoutRefusal {
    /// A knockout option in a tournament of another format.
    NotKnockout {
        option: &'static str,
    },
    BadBestOf(u32),
    BadTiebreak(String),
    BadGrandFinal(String),
    BadSeeding(String),
    /// Armageddon needs a live clock to give Black less time.
    ArmageddonUntimed,
    /// `grand_final` in a single elimination.
    GrandFinalInSingle,
    /// `third_place` in a double elimination.
    ThirdPlaceInDouble,
    /// `max_players` above what a bracket takes.
    MaxPlayers(u32),
}

impl fmt::Display for KnockoutRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use KnockoutRefusal as K;
        match self {
            K::NotKnockout { option } => write!(
                f,
                "`{option}` is for knockout tournaments: create it with `/tournament create knockout` or `/tournament create double-elimination`, or leave `{option}` out."
            ),
            K::BadBestOf(n) => write!(
                f,
                "A match of best of {n} is not offered: choose `best_of` 1 (the default), 3 or 5."
            ),
            K::BadTiebreak(s) => write!(
                f,
                "Tie-break `{s}` is not known: choose `replay` (the default), `armageddon` or `seed`."
            ),
            K::BadGrandFinal(s) => write!(
                f,
                "Grand final `{s}` is not known: choose `double` (the default: a reset when the losers' bracket winner wins the first) or `simple`."
            ),
            K::BadSeeding(s) => write!(
                f,
                "Seeding `{s}` is not known: choose `rating` (the default), `join` or `random`."
            ),
            K::ArmageddonUntimed => f.write_str(
                "An armageddon tie-break gives Black less time, so it needs a live clock: add a `time` like `5+3`, or choose `tiebreak:replay` or `tiebreak:seed`.",
            ),
            K::GrandFinalInSingle => f.write_str(
                "`grand_final` is for double elimination: a single elimination ends with its final. Use `/tournament create double-elimination`, or leave `grand_final` out.",
            ),
            K::MaxPlayers(max) => write!(
                f,
                "A knockout bracket takes at most 128 players, not {max}: choose `max_players` from 2 to 128, or leave it empty for 128."
            ),
            K::ThirdPlaceInDouble => f.write_str(
                "`third_place` is for single elimination: in a double elimination the losers' bracket decides third place. Leave `third_place` out, or use `/tournament create knockout`.",
            ),
        }
    }
}

/// A knockout's settings and the matches decided so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knockout {
    /// Games in a match: 1, 3 or 5.
    pub best_of: u32,
    pub tiebreak: Tiebreak,
    /// Double elimination only.
    pub grand_final: FinalGames,
    /// Single elimination only.
    pub third_place: bool,
    pub seeding: Seeding,
    /// The matches decided, in the order they were.
    #[serde(default)]
    pub decided: Vec<Decided>,
}

/// A decided match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decided {
    /// The match's name: `W1-2`, `L3-1`, `GF1`, `GF2`, `3P`.
    #[serde(rename = "match")]
    pub id: String,
    /// The winner's seed.
    pub winner: u32,
    /// How it was decided.
    pub by: DecidedBy,
}

/// How a match was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecidedBy {
    /// By its games (a replay or armageddon included).
    Games,
    /// Drawn, and the higher seed went through (`tiebreak:seed`, or after
    /// the last replay).
    Seed,
    /// The other player withdrew or was kicked.
    Walkover,
    /// The organizer named the winner.
    Organizer,
}

/// Which game of which match a board is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchGame {
    /// The match's name.
    #[serde(rename = "match")]
    pub id: String,
    /// The game's number in the match, from 1 (tie-break games included).
    pub game: u32,
    pub kind: GameKind,
    /// The thread its game was posted in (the match's later games follow
    /// there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread: Option<String>,
}

/// A game of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// One of the match's `best_of` games.
    Match,
    /// A replay after a drawn match.
    Replay,
    /// The armageddon game after a drawn match.
    Armageddon,
}

impl Knockout {
    /// The settings `setup` gives a tournament of `format` with clock
    /// `time`; refused with the sentence of what is wrong.
    pub fn new(
        format: Format,
        setup: &KnockoutSetup,
        time: host::TimeControl,
    ) -> Result<Option<Knockout>, KnockoutRefusal> {
        let double = match format {
            Format::Knockout => false,
            Format::DoubleElimination => true,
            _ => {
                let option = [
                    (setup.best_of.is_some(), "best_of"),
                    (setup.tiebreak.is_some(), "tiebreak"),
                    (setup.grand_final.is_some(), "grand_final"),
                    (setup.third_place.is_some(), "third_place"),
                    (setup.seeding.is_some(), "seeding"),
                ]
                .into_iter()
                .find_map(|(given, name)| given.then_some(name));
                return match option {
                    Some(option) => Err(KnockoutRefusal::NotKnockout { option }),
                    None => Ok(None),
                };
            }
        };
        let best_of = setup.best_of.unwrap_or(1);
        if !BEST_OF.contains(&best_of) {
            return Err(KnockoutRefusal::BadBestOf(best_of));
        }
        let word = |s: &Option<String>| s.as_deref().map(|s| s.trim().to_ascii_lowercase());
        let tiebreak = match word(&setup.tiebreak).as_deref() {
            None | Some("") => Tiebreak::default(),
            Some(w) => Tiebreak::ALL
                .into_iter()
                .find(|t| t.name() == w)
                .ok_or_else(|| {
                    KnockoutRefusal::BadTiebreak(setup.tiebreak.clone().unwrap_or_default())
                })?,
        };
        if tiebreak == Tiebreak::Armageddon && !matches!(time, host::TimeControl::Live { .. }) {
            return Err(KnockoutRefusal::ArmageddonUntimed);
        }
        let grand_final = match word(&setup.grand_final).as_deref() {
            None | Some("") => FinalGames::Double,
            _ if !double => return Err(KnockoutRefusal::GrandFinalInSingle),
            Some(w) => FinalGames::ALL
                .into_iter()
                .find(|g| g.name() == w)
                .ok_or_else(|| {
                    KnockoutRefusal::BadGrandFinal(setup.grand_final.clone().unwrap_or_default())
                })?,
        };
        let third_place = setup.third_place.unwrap_or(false);
        if third_place && double {
            return Err(KnockoutRefusal::ThirdPlaceInDouble);
        }
        let seeding = match word(&setup.seeding).as_deref() {
            None | Some("") => Seeding::default(),
            Some(w) => Seeding::ALL
                .into_iter()
                .find(|s| s.name() == w)
                .ok_or_else(|| {
                    KnockoutRefusal::BadSeeding(setup.seeding.clone().unwrap_or_default())
                })?,
        };
        Ok(Some(Knockout {
            best_of,
            tiebreak,
            grand_final,
            third_place,
            seeding,
            decided: Vec::new(),
        }))
    }
}

/// One game's points for (White, Black), in halves: a win 2, a draw 1.
fn halves(result: BoardResult) -> [u32; 2] {
    match result {
        BoardResult::WhiteWins | BoardResult::BlackForfeits => [2, 0],
        BoardResult::BlackWins | BoardResult::WhiteForfeits => [0, 2],
        BoardResult::Draw => [1, 1],
        _ => [0, 0],
    }
}

/// What a match needs next, from its games so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchNext {
    /// A game is being played.
    Playing,
    /// Decided: the winner's seed, and how.
    Decided(u32, DecidedBy),
    /// Another game: White, Black, its number in the match and kind.
    Game {
        white: u32,
        black: u32,
        game: u32,
        kind: GameKind,
    },
}

/// The rules of a match between seeds `a` and `b` (either order) whose
/// games so far are `games` (White's seed, its kind, its result; in the
/// order played). Pure: see the unit tests.
pub fn match_next(
    k: &Knockout,
    a: u32,
    b: u32,
    games: &[(u32, GameKind, Option<BoardResult>)],
) -> MatchNext {
    let (high, low) = (a.min(b), a.max(b));
    if games.iter().any(|g| g.2.is_none()) {
        return MatchNext::Playing;
    }
    let next = |kind| {
        let game = games.len() as u32 + 1;
        // Colours alternate, the higher seed White in game 1.
        let (white, black) = if game % 2 == 1 {
            (high, low)
        } else {
            (low, high)
        };
        MatchNext::Game {
            white,
            black,
            game,
            kind,
        }
    };
    // Points in halves of the higher and lower seed in the match games.
    let mut points = [0u32; 2];
    let mut played = 0;
    for &(white, kind, result) in games {
        if kind != GameKind::Match {
            continue;
        }
        played += 1;
        let [w, bl] = halves(result.expect("finished"));
        let (h, l) = if white == high { (w, bl) } else { (bl, w) };
        points[0] += h;
        points[1] += l;
    }
    let left = 2 * k.best_of.saturating_sub(played);
    if points[0] > points[1] + left {
        return MatchNext::Decided(high, DecidedBy::Games);
    }
    if points[1] > points[0] + left {
        return MatchNext::Decided(low, DecidedBy::Games);
    }
    if left > 0 {
        return next(GameKind::Match);
    }
    // Drawn: the tie-break.
    let decisive = |white: u32, result: BoardResult| {
        let black = if white == high { low } else { high };
        match halves(result) {
            [2, 0] => Some(white),
            [0, 2] => Some(black),
            _ => None,
        }
    };
    match k.tiebreak {
        Tiebreak::Seed => MatchNext::Decided(high, DecidedBy::Seed),
        Tiebreak::Armageddon => {
            match games.iter().find(|g| g.1 == GameKind::Armageddon) {
                None => next(GameKind::Armageddon),
                Some(&(white, _, result)) => {
                    let result = result.expect("finished");
                    let black = if white == high { low } else { high };
                    // A draw goes to Black; so does a game neither played.
                    let winner = decisive(white, result).unwrap_or(black);
                    MatchNext::Decided(winner, DecidedBy::Games)
                }
            }
        }
        Tiebreak::Replay => {
            let replays: Vec<_> = games.iter().filter(|g| g.1 == GameKind::Replay).collect();
            if let Some(&&(white, _, result)) = replays.last()
                && let Some(winner) = decisive(white, result.expect("finished"))
            {
                return MatchNext::Decided(winner, DecidedBy::Games);
            }
            if (replays.len() as u32) < MAX_REPLAYS {
                next(GameKind::Replay)
            } else {
                MatchNext::Decided(high, DecidedBy::Seed)
            }
        }
    }
}

/// What [`TState::knockout_step`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KnockoutStep {
    /// The matches decided, in order.
    pub decided: Vec<MatchId>,
    /// The new boards (indexes in the one round), in the order made.
    pub boards: Vec<usize>,
}

/// What the bracket picture shows: the bracket, the players' names by
/// seed (index = seed - 1), each match's score (`2-1`, `½-½`, `+/-` for
/// a walkover of a withdrawal) and each match's games (their ids, in
/// order).
#[derive(Debug, Clone)]
pub struct BracketParts {
    pub bracket: Bracket,
    pub names: Vec<String>,
    pub scores: HashMap<MatchId, String>,
    pub games: HashMap<MatchId, Vec<host::GameId>>,
}

/// The bracket's refusal as a sentence.
fn bracket_refusal(e: bracket::BracketError) -> TournamentRefusal {
    let s = e.to_string();
    let mut c = s.chars();
    let first = c.next().map(|f| f.to_uppercase().collect::<String>());
    TournamentRefusal::Bracket(format!("{}{}.", first.unwrap_or_default(), c.as_str()))
}

/// A score in halves as shown: `2`, `1½`, `½`.
fn show_halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

impl TState {
    /// Whether it is a knockout (single or double elimination).
    pub fn is_knockout(&self) -> bool {
        matches!(self.format, Format::Knockout | Format::DoubleElimination)
    }

    /// The bracket's format.
    fn bracket_format(&self) -> Option<bracket::Format> {
        let k = self.knockout.as_ref()?;
        Some(match self.format {
            Format::Knockout => bracket::Format::Single {
                third_place: k.third_place && self.entrants.len() > 2,
            },
            Format::DoubleElimination => bracket::Format::Double {
                grand_final: match k.grand_final {
                    FinalGames::Simple => GrandFinal::Simple,
                    FinalGames::Double => GrandFinal::Double,
                },
            },
            _ => return None,
        })
    }

    /// The bracket as the results so far make it (`None` before the start
    /// and in other formats).
    pub fn bracket(&self) -> Option<Bracket> {
        if self.status == TournamentStatus::Open {
            return None;
        }
        let k = self.knockout.as_ref()?;
        let mut b = Bracket::new(self.entrants.len() as u32, self.bracket_format()?).ok()?;
        for d in &k.decided {
            let id: MatchId = d.id.parse().ok()?;
            b.record(id, d.winner).ok()?;
        }
        Some(b)
    }

    /// Knockout: orders the entrants by the seeding asked for before the
    /// start (they are sorted by rating, equal ratings by join order,
    /// when this is called; `random` takes `shuffle_key` to shuffle).
    pub(super) fn knockout_seed(&mut self, joined: &[host::UserId], shuffle_key: u64) {
        let Some(k) = &self.knockout else { return };
        match k.seeding {
            Seeding::Rating => {}
            Seeding::Join => self.entrants.sort_by_key(|e| {
                joined
                    .iter()
                    .position(|u| *u == e.player.id)
                    .unwrap_or(usize::MAX)
            }),
            Seeding::Random => {
                // A keyed hash per player: random for the key, and the
                // same order every time for the same key.
                let mix = |s: &str| {
                    let mut h = shuffle_key ^ 0x9e37_79b9_7f4a_7c15;
                    for b in s.bytes() {
                        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
                    }
                    h
                };
                self.entrants.sort_by_key(|e| mix(&e.player.id));
            }
        }
    }

    /// The games of match `id` so far: (board index, White, kind, result).
    fn match_games(&self, id: &str) -> Vec<(usize, &TBoard)> {
        let Some(r) = self.rounds.first() else {
            return Vec::new();
        };
        r.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| b.bout.as_ref().is_some_and(|m| m.id == id))
            .collect()
    }

    /// Brings the bracket up to date at `now`: every ready match whose
    /// player withdrew is a walkover, every match whose games decide it is
    /// recorded, and every ready match that needs a game gets a board.
    pub fn knockout_step(&mut self, now: i64) -> KnockoutStep {
        let mut step = KnockoutStep::default();
        if !self.is_knockout() || self.status != TournamentStatus::Running {
            return step;
        }
        if self.rounds.is_empty() {
            self.rounds.push(TRound {
                number: 1,
                started_ms: now,
                boards: Vec::new(),
            });
        }
        while let Some(b) = self.bracket() {
            let Some(k) = self.knockout.clone() else {
                break;
            };
            let mut changed = false;
            for id in b.ready() {
                let m = b.get(id).expect("a ready match");
                let (Slot::Seed(a), Slot::Seed(c)) = (m.a, m.b) else {
                    continue;
                };
                let name = id.to_string();
                let (wa, wc) = (self.by_seed(a).withdrawn, self.by_seed(c).withdrawn);
                let next = if wa || wc {
                    let winner = match (wa, wc) {
                        (true, false) => c,
                        (false, true) => a,
                        _ => a.min(c),
                    };
                    MatchNext::Decided(winner, DecidedBy::Walkover)
                } else {
                    let games: Vec<(u32, GameKind, Option<BoardResult>)> = self
                        .match_games(&name)
                        .into_iter()
                        .map(|(_, g)| (g.white, g.bout.as_ref().expect("tagged").kind, g.result))
                        .collect();
                    match_next(&k, a, c, &games)
                };
                match next {
                    MatchNext::Playing => {}
                    MatchNext::Decided(winner, by) => {
                        self.knockout
                            .as_mut()
                            .expect("a knockout")
                            .decided
                            .push(Decided {
                                id: name,
                                winner,
                                by,
                            });
                        step.decided.push(id);
                        changed = true;
                        // The bracket changed: start over from it.
                        break;
                    }
                    MatchNext::Game {
                        white,
                        black,
                        game,
                        kind,
                    } => {
                        let mut board = TBoard::new(white, Some(black), now);
                        board.bout = Some(MatchGame {
                            id: name,
                            game,
                            kind,
                            thread: None,
                        });
                        let r = &mut self.rounds[0];
                        step.boards.push(r.boards.len());
                        r.boards.push(board);
                    }
                }
            }
            if !changed {
                break;
            }
        }
        step
    }

    /// Knockout: whether the bracket is over (every match decided or
    /// needing no result).
    pub fn knockout_over(&self) -> bool {
        self.bracket().is_some_and(|b| b.is_finished())
    }

    /// Knockout: the organizer names `winner` (a seed) of match `id`,
    /// while it is being played or waiting for its next game; the game in
    /// progress, if any, is returned for the host to end (its board is
    /// scored as a loss by forfeit of the other player).
    pub fn knockout_decide(
        &mut self,
        id: MatchId,
        winner: u32,
        now: i64,
    ) -> Result<Option<host::GameId>, bracket::BracketError> {
        let mut b = self
            .bracket()
            .ok_or(bracket::BracketError::NoSuchMatch { id })?;
        // Refused as the bracket refuses (not ready, decided, not in it).
        b.record(id, winner)?;
        let name = id.to_string();
        let mut game = None;
        for bi in self
            .match_games(&name)
            .into_iter()
            .map(|(bi, _)| bi)
            .collect::<Vec<_>>()
        {
            let board = &mut self.rounds[0].boards[bi];
            if board.in_progress() {
                board.result = Some(if board.white == winner {
                    BoardResult::BlackForfeits
                } else {
                    BoardResult::WhiteForfeits
                });
                board.adjudicated = true;
                board.ended_ms = Some(now);
                board.no_show_checked = true;
                game = board.game;
            }
        }
        self.knockout
            .as_mut()
            .expect("a knockout")
            .decided
            .push(Decided {
                id: name,
                winner,
                by: DecidedBy::Organizer,
            });
        Ok(game)
    }

    /// Knockout: the board (round and board, from 1, as
    /// [`TState::adjudicate`] takes them) of the game of match `id` being
    /// played, for the organizer to set its result.
    pub fn match_board(&self, id: &str) -> Result<(u32, u32), TournamentRefusal> {
        let m: MatchId = id
            .trim()
            .parse()
            .map_err(|e: bracket::MatchNameError| bracket_refusal(e.into()))?;
        let name = m.to_string();
        self.match_games(&name)
            .into_iter()
            .find(|(_, b)| b.in_progress())
            .map(|(bi, _)| (1, bi as u32 + 1))
            .ok_or_else(|| {
                TournamentRefusal::Bracket(format!(
                    "{name} has no game being played: to decide the match itself, name its winner with `winner`."
                ))
            })
    }

    /// Knockout: the organizer names the winner of match `id` (its text)
    /// by user id; see [`TState::knockout_decide`].
    pub fn decide_match(
        &mut self,
        id: &str,
        winner: &str,
        now: i64,
    ) -> Result<(MatchId, Option<host::GameId>), TournamentRefusal> {
        if !self.is_knockout() || self.status != TournamentStatus::Running {
            return Err(TournamentRefusal::Bracket(format!(
                "{} is not a running knockout: a match's winner is named only while its bracket is played.",
                self.name
            )));
        }
        let m: MatchId = id
            .trim()
            .parse()
            .map_err(|e: bracket::MatchNameError| bracket_refusal(e.into()))?;
        let seed = self
            .entrant_of(winner)
            .map(|e| e.seed)
            .ok_or(TournamentRefusal::NotJoined {
                name: self.name.clone(),
            })?;
        let game = self
            .knockout_decide(m, seed, now)
            .map_err(bracket_refusal)?;
        Ok((m, game))
    }

    /// A knockout game was posted in `thread`: its match's later games
    /// follow there.
    pub fn note_thread(&mut self, game: host::GameId, thread: String) {
        if let Some((ri, bi)) = self.board_of(game)
            && let Some(m) = self.rounds[ri].boards[bi].bout.as_mut()
        {
            m.thread = Some(thread);
        }
    }

    /// The thread of an earlier game of the match board `board` of round
    /// `round` plays, if any.
    pub fn match_thread(&self, round: usize, board: usize) -> Option<String> {
        let id = &self.rounds.get(round)?.boards.get(board)?.bout.as_ref()?.id;
        self.match_games(id)
            .into_iter()
            .filter(|(bi, _)| *bi != board)
            .find_map(|(_, b)| b.bout.as_ref()?.thread.clone())
    }

    /// The match a board plays and its game number: `W1-2` or `W1-2 g2`.
    pub fn match_label(&self, round: usize, board: usize) -> Option<String> {
        let m = self.rounds.get(round)?.boards.get(board)?.bout.as_ref()?;
        Some(match (m.game, m.kind) {
            (1, GameKind::Match) if self.knockout.as_ref()?.best_of == 1 => m.id.clone(),
            (n, GameKind::Match) => format!("{} game {n}", m.id),
            (_, GameKind::Replay) => format!("{} replay", m.id),
            (_, GameKind::Armageddon) => format!("{} armageddon", m.id),
        })
    }

    /// Match `id`'s score between its upper (`a`) and lower player: its
    /// match games in halves (`2-1`, `½-½`), a decisive tie-break added
    /// after a `+`; a walkover of a withdrawal `+/-` or `-/+`.
    pub fn match_score(&self, id: MatchId) -> Option<String> {
        let b = self.bracket()?;
        let m = b.get(id)?;
        let (Slot::Seed(a), Slot::Seed(_)) = (m.a, m.b) else {
            return None;
        };
        let name = id.to_string();
        let k = self.knockout.as_ref()?;
        if let Some(d) = k.decided.iter().find(|d| d.id == name)
            && matches!(d.by, DecidedBy::Walkover)
        {
            return Some(if d.winner == a { "+/-" } else { "-/+" }.to_string());
        }
        let games = self.match_games(&name);
        if games.is_empty() {
            return None;
        }
        let mut points = [0u32; 2];
        let mut extra = [0u32; 2];
        for (_, g) in &games {
            let Some(result) = g.result else { continue };
            let [w, bl] = halves(result);
            let (pa, pc) = if g.white == a { (w, bl) } else { (bl, w) };
            let into = if g.bout.as_ref().is_some_and(|m| m.kind == GameKind::Match) {
                &mut points
            } else {
                &mut extra
            };
            into[0] += pa;
            into[1] += pc;
        }
        let mut s = format!("{}-{}", show_halves(points[0]), show_halves(points[1]));
        if extra != [0, 0] {
            s += &format!(" ({}-{})", show_halves(extra[0]), show_halves(extra[1]));
        }
        Some(s)
    }

    /// What the bracket picture draws (see [`BracketParts`]); `None`
    /// before the start and in other formats.
    pub fn bracket_card_parts(&self) -> Option<BracketParts> {
        let bracket = self.bracket()?;
        let names = self
            .entrants
            .iter()
            .map(|e| e.player.name.clone())
            .collect();
        let mut scores = HashMap::new();
        let mut games: HashMap<MatchId, Vec<host::GameId>> = HashMap::new();
        for m in bracket.matches() {
            if let Some(s) = self.match_score(m.id) {
                scores.insert(m.id, s);
            }
            let ids: Vec<host::GameId> = self
                .match_games(&m.id.to_string())
                .into_iter()
                .filter_map(|(_, b)| b.game)
                .collect();
            if !ids.is_empty() {
                games.insert(m.id, ids);
            }
        }
        Some(BracketParts {
            bracket,
            names,
            scores,
            games,
        })
    }

    /// Knockout: the final places known, best first, as the bracket gives
    /// them (1, 2, 3-4, 5-8, ...; 3 and 4 with a third-place match).
    pub fn knockout_places(&self) -> Vec<(u32, bracket::Place)> {
        self.bracket().map(|b| b.places()).unwrap_or_default()
    }

    /// The bracket as text, one line a match played or to play: `W1-2
    /// alice vs bob 1-0 (alice)`; walkovers of byes and empty matches
    /// left out.
    pub fn bracket_text(&self) -> String {
        let Some(b) = self.bracket() else {
            return String::new();
        };
        let name = |s: Slot| match s {
            Slot::Seed(k) => format!("{} ({k})", self.by_seed(k).player.name),
            Slot::Bye => "bye".to_string(),
            Slot::Unknown => "?".to_string(),
        };
        let mut out = String::new();
        for m in b.matches() {
            if m.a == Slot::Bye || m.b == Slot::Bye {
                continue;
            }
            if let Some(pending) = b.get(m.id)
                && pending.a == Slot::Unknown
                && pending.b == Slot::Unknown
                && matches!(m.id, MatchId::GrandFinal { game: 2 })
            {
                continue;
            }
            out += &format!("{} {} vs {}", m.id, name(m.a), name(m.b));
            if let Some(s) = self.match_score(m.id) {
                out += &format!(" {s}");
            }
            if let Some(w) = m.winner {
                out += &format!(" → {}", self.by_seed(w).player.name);
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::ARENA_MINUTE_MS;
    use BoardResult::*;
    use GameKind::*;

    fn ko(best_of: u32, tiebreak: Tiebreak) -> Knockout {
        Knockout {
            best_of,
            tiebreak,
            grand_final: FinalGames::Double,
            third_place: false,
            seeding: Seeding::Rating,
            decided: Vec::new(),
        }
    }

    /// The games played by the rules of `match_next`, each game's result
    /// from `results` (from White's side): the match's last `MatchNext`.
    fn play(k: &Knockout, results: &[BoardResult]) -> (MatchNext, Vec<(u32, GameKind)>) {
        let mut games: Vec<(u32, GameKind, Option<BoardResult>)> = Vec::new();
        let mut results = results.iter();
        loop {
            match match_next(k, 5, 2, &games) {
                MatchNext::Game {
                    white, kind, game, ..
                } => {
                    assert_eq!(game as usize, games.len() + 1);
                    let Some(&r) = results.next() else {
                        let colours = games.iter().map(|g| (g.0, g.1)).collect();
                        return (match_next(k, 5, 2, &games), colours);
                    };
                    games.push((white, kind, Some(r)));
                }
                other => {
                    assert!(results.next().is_none(), "games left after {other:?}");
                    let colours = games.iter().map(|g| (g.0, g.1)).collect();
                    return (other, colours);
                }
            }
        }
    }

    #[test]
    fn best_of_one_the_higher_seed_has_white_and_a_win_decides() {
        let k = ko(1, Tiebreak::Replay);
        let (next, games) = play(&k, &[BlackWins]);
        assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
        assert_eq!(games, [(2, Match)]);
    }

    #[test]
    fn best_of_three_alternates_colours_and_stops_when_decided() {
        let k = ko(3, Tiebreak::Replay);
        // 2 wins twice: no third game.
        let (next, games) = play(&k, &[WhiteWins, BlackWins]);
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
        assert_eq!(games, [(2, Match), (5, Match)]);
        // 1-1 after two: a third game, the higher seed White again.
        let (next, games) = play(&k, &[WhiteWins, WhiteWins, Draw, BlackWins]);
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games), "{games:?}");
        // 1½-1½: a replay, colours reversed from game 3 (2 was White).
        assert_eq!(games[3], (5, Replay));
        // A forfeit counts as a loss of that game only.
        let (next, games) = play(&k, &[WhiteForfeits, WhiteWins]);
        assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
        assert_eq!(games.len(), 2);
    }

    #[test]
    fn best_of_five_ends_early_once_out_of_reach() {
        let k = ko(5, Tiebreak::Seed);
        // 2½-1½ after four games: a fifth, the higher seed White.
        let (next, games) = play(&k, &[WhiteWins, BlackWins, Draw, WhiteWins]);
        assert_eq!(games.len(), 4);
        assert_eq!(
            next,
            MatchNext::Game {
                white: 2,
                black: 5,
                game: 5,
                kind: Match
            }
        );
        let (next, games) = play(&k, &[WhiteWins, BlackWins, WhiteWins]);
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
        assert_eq!(games.len(), 3);
    }

    #[test]
    fn replays_stop_at_the_first_decisive_one_or_after_three() {
        let k = ko(1, Tiebreak::Replay);
        let (next, games) = play(&k, &[Draw, Draw, WhiteWins]);
        // Game 3 (second replay) has the higher seed White again.
        assert_eq!(games, [(2, Match), (5, Replay), (2, Replay)]);
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
        let (next, games) = play(&k, &[Draw, Draw, Draw, Draw]);
        assert_eq!(games.len(), 4, "one game and three replays, no more");
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Seed));
        // The lower seed may win the last replay.
        let (next, _) = play(&k, &[Draw, Draw, Draw, WhiteWins]);
        assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
    }

    #[test]
    fn armageddon_is_one_game_and_a_draw_goes_to_black() {
        let k = ko(1, Tiebreak::Armageddon);
        let (next, games) = play(&k, &[Draw, Draw]);
        assert_eq!(games, [(2, Match), (5, Armageddon)]);
        // 5 was White in the armageddon: the draw goes to Black, seed 2.
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
        let (next, _) = play(&k, &[Draw, WhiteWins]);
        assert_eq!(next, MatchNext::Decided(5, DecidedBy::Games));
        let k3 = ko(3, Tiebreak::Armageddon);
        let (next, games) = play(&k3, &[Draw, Draw, Draw, Draw]);
        // Game 4 alternates: 5 is White, so the draw goes to seed 2.
        assert_eq!(games[3], (5, Armageddon));
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Games));
    }

    #[test]
    fn seed_tiebreak_sends_the_higher_seed_through_without_more_games() {
        let k = ko(3, Tiebreak::Seed);
        let (next, games) = play(&k, &[WhiteWins, WhiteWins, Draw]);
        assert_eq!(games.len(), 3);
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Seed));
        let (next, _) = play(&ko(1, Tiebreak::Seed), &[BothForfeit]);
        assert_eq!(next, MatchNext::Decided(2, DecidedBy::Seed));
    }

    #[test]
    fn a_game_in_progress_waits() {
        let k = ko(3, Tiebreak::Replay);
        assert_eq!(
            match_next(&k, 1, 4, &[(1, Match, Some(WhiteWins)), (4, Match, None)]),
            MatchNext::Playing
        );
    }

    #[test]
    fn options_are_refused_as_sentences() {
        use host::TimeControl::{Live, Unlimited};
        let live = Live {
            minutes: 5,
            increment: 3,
        };
        let setup = |f: fn(&mut KnockoutSetup)| {
            let mut s = KnockoutSetup::default();
            f(&mut s);
            s
        };
        let armageddon = setup(|s| s.tiebreak = Some("armageddon".into()));
        assert_eq!(
            Knockout::new(Format::Knockout, &armageddon, Unlimited),
            Err(KnockoutRefusal::ArmageddonUntimed)
        );
        assert!(Knockout::new(Format::Knockout, &armageddon, live).is_ok());
        let b4 = setup(|s| s.best_of = Some(4));
        assert_eq!(
            Knockout::new(Format::Knockout, &b4, live),
            Err(KnockoutRefusal::BadBestOf(4))
        );
        assert_eq!(
            Knockout::new(Format::Swiss, &b4, live),
            Err(KnockoutRefusal::NotKnockout { option: "best_of" })
        );
        let gf = setup(|s| s.grand_final = Some("simple".into()));
        assert_eq!(
            Knockout::new(Format::Knockout, &gf, live),
            Err(KnockoutRefusal::GrandFinalInSingle)
        );
        let third = setup(|s| s.third_place = Some(true));
        assert_eq!(
            Knockout::new(Format::DoubleElimination, &third, live),
            Err(KnockoutRefusal::ThirdPlaceInDouble)
        );
        let k = Knockout::new(Format::DoubleElimination, &KnockoutSetup::default(), live)
            .unwrap()
            .unwrap();
        assert_eq!(
            (k.best_of, k.tiebreak, k.grand_final, k.seeding),
            (1, Tiebreak::Replay, FinalGames::Double, Seeding::Rating)
        );
        for r in [
            KnockoutRefusal::BadTiebreak("coin".into()),
            KnockoutRefusal::ArmageddonUntimed,
        ] {
            let s = r.to_string();
            assert!(s.ends_with('.') && s.contains(':'), "{s}");
        }
    }

    fn bracket_of(n: usize, format: Format, setup: KnockoutSetup) -> TState {
        let mut ts = super::super::TournamentSetup::new("Cup", format);
        ts.knockout = setup;
        let mut t = TState::new(
            host::Place::channel("g", "c"),
            host::Player::new("u1", "p1"),
            &ts,
            0,
        )
        .unwrap();
        for i in 1..=n {
            t.join(&host::Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
                .unwrap();
        }
        t
    }

    /// Plays every open board: the higher seed (lower number) wins, except
    /// on boards `upset` names (by match), where the lower seed wins.
    fn play_out(t: &mut TState, upset: &[&str]) -> Vec<String> {
        let mut order = Vec::new();
        let mut game = 100;
        for _ in 0..100 {
            let step = t.knockout_step(0);
            order.extend(step.decided.iter().map(|d| d.to_string()));
            let open: Vec<usize> = (0..t.rounds[0].boards.len())
                .filter(|&bi| t.rounds[0].boards[bi].in_progress())
                .collect();
            if open.is_empty() {
                break;
            }
            for bi in open {
                let b = &mut t.rounds[0].boards[bi];
                let black = b.black.unwrap();
                let id = b.bout.as_ref().unwrap().id.clone();
                let higher_white = b.white < black;
                let higher_wins = !upset.contains(&id.as_str());
                b.game = Some(game);
                game += 1;
                b.result = Some(if higher_white == higher_wins {
                    WhiteWins
                } else {
                    BlackWins
                });
            }
        }
        order
    }

    #[test]
    fn six_player_single_elimination_gives_byes_and_places() {
        let mut t = bracket_of(6, Format::Knockout, KnockoutSetup::default());
        t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
        let step = t.knockout_step(0);
        // Seeds 1 and 2 have byes: W1-2 (4-5) and W1-4 (3-6) are played.
        let first: Vec<String> = step.boards.iter().map(|&bi| t.thread_name(0, bi)).collect();
        assert_eq!(first, ["W1-2 · p4 vs p5", "W1-4 · p3 vs p6"]);
        let order = play_out(&mut t, &["W1-2"]);
        assert_eq!(order, ["W1-2", "W1-4", "W2-1", "W2-2", "W3-1"]);
        assert!(t.knockout_over() && t.should_finish(0));
        let places: Vec<String> = t
            .knockout_places()
            .iter()
            .map(|(s, p)| format!("{}:{p}", t.by_seed(*s).player.name))
            .collect();
        assert_eq!(
            places,
            ["p1:1", "p2:2", "p3:3-4", "p5:3-4", "p4:5-6", "p6:5-6"]
        );
        let parts = t.bracket_card_parts().unwrap();
        assert_eq!(parts.names.len(), 6);
        assert_eq!(parts.scores.get(&"W3-1".parse().unwrap()).unwrap(), "1-0");
        assert_eq!(parts.games.get(&"W1-2".parse().unwrap()), Some(&vec![100]));
    }

    #[test]
    fn double_elimination_plays_the_reset_and_survives_json() {
        let mut t = bracket_of(4, Format::DoubleElimination, KnockoutSetup::default());
        t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
        // Seed 2 loses W2-1 to 1, wins the losers' bracket and GF1: GF2.
        let order = play_out(&mut t, &["GF1"]);
        assert_eq!(
            order,
            ["W1-1", "W1-2", "W2-1", "L1-1", "L2-1", "GF1", "GF2"]
        );
        let back = TState::from_json(&t.to_json(), 1, 1).unwrap();
        assert_eq!(back.knockout, t.knockout);
        assert!(back.knockout_over());
        assert_eq!(
            back.knockout_places()[0],
            (1, bracket::Place { first: 1, last: 1 })
        );
    }

    #[test]
    fn a_withdrawn_player_loses_the_next_match_by_walkover() {
        let mut t = bracket_of(4, Format::Knockout, KnockoutSetup::default());
        t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
        let step = t.knockout_step(0);
        assert_eq!(step.boards.len(), 2);
        // Seed 4 (u4) withdraws: W1-1 (1 v 4) is forfeited.
        t.withdraw("u4", 0).unwrap();
        let step = t.knockout_step(0);
        assert_eq!(step.decided, ["W1-1".parse::<MatchId>().unwrap()]);
        assert_eq!(t.knockout.as_ref().unwrap().decided[0].winner, 1);
        // The organizer decides W1-2 for seed 3: the game in progress ends.
        let (m, game) = t.decide_match("w1-2", "u3", 0).unwrap();
        assert_eq!(m.to_string(), "W1-2");
        assert!(game.is_none(), "its game was never opened");
        assert!(matches!(
            t.decide_match("W1-2", "u2", 0),
            Err(TournamentRefusal::Bracket(s)) if s.starts_with("W1-2 is already decided")
        ));
        let step = t.knockout_step(0);
        let b = &t.rounds[0].boards[step.boards[0]];
        assert_eq!((b.white, b.black), (1, Some(3)));
        // Its game in progress was scored as lost by seed 2 (upper slot).
        assert_eq!(t.match_score("W1-2".parse().unwrap()), Some("0-1".into()));
    }
}
