//! Lichess-style arena tournaments, pure: scoring with win streaks ("on
//! fire") and berserk, pairing of the players who are free, and standings.
//!
//! # Scoring ([`record_game`])
//!
//! * A win is worth 2 points, a draw 1, a loss 0.
//! * After two wins in a row a player is *on fire*: every further game is
//!   worth double (a win 4, a draw 2) until a game that is not a win, which
//!   ends the streak (the draw on fire still scores 2, as on lichess). So
//!   W W W W L W scores 2 2 4 4 0 2.
//! * Berserk: a player who halved their clock gets 1 bonus point (not
//!   doubled) when they win the game over the board. A win by the opponent's
//!   no-show gives no bonus. (Lichess also requires a few moves; here the
//!   caller decides what counts as a game won over the board.)
//! * A no-show ([`ArenaGame::no_show`]: the loser did not show up) is
//!   a loss worth 0 that breaks the streak; the player who showed up scores
//!   an ordinary win (2, or 4 on fire) and keeps the streak going. The
//!   no-show is no longer free ([`ArenaPlayer::free_since`] is `None`) until
//!   the caller marks them free again.
//!
//! # Pairing ([`pair_free`])
//!
//! The free players are sorted by score, then rating (both descending), then
//! id, and each still unpaired player, from the top, is paired with the
//! nearest unpaired player below them who is not forbidden: a pair (a, b) is
//! forbidden when a's last opponent is b or b's last opponent is a, so
//! nobody meets the same opponent twice in a row. A player left without an
//! allowed partner waits for the next call. White goes to the player with
//! fewer whites than blacks (whites minus blacks), then to the one who had
//! black last, then to the higher of the two in the sorted order.
//!
//! # Standings ([`arena_standings`])
//!
//! By score, then performance ([`ArenaPlayer::performance`]), then rating,
//! then id; ranks are positions (1, 2, 3, ...), never shared, as on lichess.
//!
//! ```
//! use engine::GameResult;
//! use pairing::arena::{record_game, ArenaGame, ArenaPlayer};
//! let mut players = vec![ArenaPlayer::new(1, 1500), ArenaPlayer::new(2, 1500)];
//! let game = ArenaGame { white: 1, black: 2, result: GameResult::White, no_show: false, white_berserk: true, black_berserk: false };
//! assert_eq!(record_game(&mut players, &game, 0), Ok((3, 0)));
//! assert_eq!(players[0].score, 3);
//! ```

use std::collections::HashMap;
use std::fmt;

use crate::trf::Colour;
use engine::GameResult;

/// A player's id, chosen by the caller (unique within the arena).
pub type PlayerId = u32;

/// A player's state in an arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaPlayer {
    /// The player's id.
    pub id: PlayerId,
    /// Rating at entry (used for pairing, performance and standings).
    pub rating: u32,
    /// Arena points.
    pub score: u32,
    /// Wins in a row up to now (the streak); 2 or more means on fire.
    pub streak: u32,
    /// Games recorded.
    pub games: u32,
    /// Games won (no-show wins included).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost (no-shows included).
    pub losses: u32,
    /// Games with white.
    pub whites: u32,
    /// Games with black.
    pub blacks: u32,
    /// Colour of the last game.
    pub last_colour: Option<Colour>,
    /// Opponent of the last game: never paired with them next.
    pub last_opponent: Option<PlayerId>,
    /// Sum of the ratings of the opponents of all games.
    pub opponent_rating_sum: u64,
    /// Since when (caller's clock, e.g. milliseconds) the player has been
    /// free to be paired; `None` while playing or away.
    pub free_since: Option<u64>,
    /// Points of each game, in order (the score sheet).
    pub sheet: Vec<u32>,
}

impl ArenaPlayer {
    /// A player who joined with `rating`, with no games, not yet free.
    pub fn new(id: PlayerId, rating: u32) -> ArenaPlayer {
        ArenaPlayer {
            id,
            rating,
            score: 0,
            streak: 0,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            whites: 0,
            blacks: 0,
            last_colour: None,
            last_opponent: None,
            opponent_rating_sum: 0,
            free_since: None,
            sheet: Vec::new(),
        }
    }

    /// Whether the player is on fire (two or more wins in a row): the next
    /// game is worth double.
    pub fn on_fire(&self) -> bool {
        self.streak >= 2
    }

    /// Performance rating: the average opponent rating plus 500 × (wins −
    /// losses) / games, rounded down, at least 0; the player's own rating
    /// when they have no games.
    ///
    /// ```
    /// let mut p = pairing::arena::ArenaPlayer::new(1, 1500);
    /// assert_eq!(p.performance(), 1500);
    /// p.games = 2; p.wins = 1; p.losses = 1; p.opponent_rating_sum = 3200;
    /// assert_eq!(p.performance(), 1600);
    /// ```
    pub fn performance(&self) -> u32 {
        if self.games == 0 {
            return self.rating;
        }
        let g = self.games as i64;
        let total = self.opponent_rating_sum as i64 + 500 * (self.wins as i64 - self.losses as i64);
        total.div_euclid(g).clamp(0, u32::MAX as i64) as u32
    }
}

/// A finished arena game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    /// White's id.
    pub white: PlayerId,
    /// Black's id.
    pub black: PlayerId,
    /// Who won.
    pub result: GameResult,
    /// The loser did not show up (a decisive result only): they score 0
    /// and are no longer free; the winner's win was not over the board.
    pub no_show: bool,
    /// White berserked.
    pub white_berserk: bool,
    /// Black berserked.
    pub black_berserk: bool,
}

/// What can go wrong when recording a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaError {
    /// No player has this id.
    UnknownPlayer(PlayerId),
    /// A player was given as their own opponent.
    SamePlayer(PlayerId),
    /// A draw marked as a no-show (a no-show has a winner).
    DrawnNoShow,
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::UnknownPlayer(id) => {
                write!(
                    f,
                    "no player with id {id} in this arena: add the player first"
                )
            }
            ArenaError::SamePlayer(id) => {
                write!(
                    f,
                    "player {id} cannot play against themself: pick two different players"
                )
            }
            ArenaError::DrawnNoShow => f.write_str(
                "a drawn game cannot be a no-show: give the player who showed up as the winner",
            ),
        }
    }
}

impl std::error::Error for ArenaError {}

/// How a game went for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerResult {
    /// Won over the board.
    Win,
    /// Won because the opponent did not show up.
    NoShowWin,
    /// Drew.
    Draw,
    /// Lost over the board.
    Loss,
    /// Did not show up.
    NoShow,
}

/// Points for one game: 2 for a win, 1 for a draw, 0 for a loss, doubled
/// when `on_fire`; plus 1 when `berserk` and the game was won over the board.
///
/// ```
/// use pairing::arena::{game_points, PlayerResult};
/// assert_eq!(game_points(PlayerResult::Win, true, true), 5);
/// assert_eq!(game_points(PlayerResult::NoShowWin, false, true), 2);
/// assert_eq!(game_points(PlayerResult::Draw, true, false), 2);
/// ```
pub fn game_points(outcome: PlayerResult, on_fire: bool, berserk: bool) -> u32 {
    let base = match outcome {
        PlayerResult::Win | PlayerResult::NoShowWin => 2,
        PlayerResult::Draw => 1,
        PlayerResult::Loss | PlayerResult::NoShow => 0,
    };
    let bonus = (berserk && outcome == PlayerResult::Win) as u32;
    base * if on_fire { 2 } else { 1 } + bonus
}

fn apply(
    p: &mut ArenaPlayer,
    outcome: PlayerResult,
    berserk: bool,
    colour: Colour,
    opp: (PlayerId, u32),
    now: u64,
) -> u32 {
    let points = game_points(outcome, p.on_fire(), berserk);
    p.score += points;
    p.sheet.push(points);
    p.games += 1;
    match outcome {
        PlayerResult::Win | PlayerResult::NoShowWin => {
            p.wins += 1;
            p.streak += 1;
        }
        PlayerResult::Draw => {
            p.draws += 1;
            p.streak = 0;
        }
        PlayerResult::Loss | PlayerResult::NoShow => {
            p.losses += 1;
            p.streak = 0;
        }
    }
    match colour {
        Colour::White => p.whites += 1,
        Colour::Black => p.blacks += 1,
    }
    p.last_colour = Some(colour);
    p.last_opponent = Some(opp.0);
    p.opponent_rating_sum += opp.1 as u64;
    p.free_since = if outcome == PlayerResult::NoShow {
        None
    } else {
        Some(now)
    };
    points
}

/// Record a finished game at time `now` (caller's clock): update both
/// players' score, streak, counts, colours and last opponent, and mark them
/// free since `now` (a no-show is marked not free). Returns the points
/// (white, black) scored. Nothing changes on error.
pub fn record_game(
    players: &mut [ArenaPlayer],
    game: &ArenaGame,
    now: u64,
) -> Result<(u32, u32), ArenaError> {
    if game.white == game.black {
        return Err(ArenaError::SamePlayer(game.white));
    }
    let find = |id: PlayerId| {
        players
            .iter()
            .position(|p| p.id == id)
            .ok_or(ArenaError::UnknownPlayer(id))
    };
    let w = find(game.white)?;
    let b = find(game.black)?;
    let (wo, bo) = match (game.result, game.no_show) {
        (GameResult::White, false) => (PlayerResult::Win, PlayerResult::Loss),
        (GameResult::Black, false) => (PlayerResult::Loss, PlayerResult::Win),
        (GameResult::Draw, false) => (PlayerResult::Draw, PlayerResult::Draw),
        (GameResult::Black, true) => (PlayerResult::NoShow, PlayerResult::NoShowWin),
        (GameResult::White, true) => (PlayerResult::NoShowWin, PlayerResult::NoShow),
        (GameResult::Draw, true) => return Err(ArenaError::DrawnNoShow),
    };
    let wr = players[w].rating;
    let br = players[b].rating;
    let wp = apply(
        &mut players[w],
        wo,
        game.white_berserk,
        Colour::White,
        (game.black, br),
        now,
    );
    let bp = apply(
        &mut players[b],
        bo,
        game.black_berserk,
        Colour::Black,
        (game.white, wr),
        now,
    );
    Ok((wp, bp))
}

/// Whether `a` and `b` may be paired now: neither was the other's last
/// opponent.
pub fn may_pair(a: &ArenaPlayer, b: &ArenaPlayer) -> bool {
    a.id != b.id && a.last_opponent != Some(b.id) && b.last_opponent != Some(a.id)
}

/// Colours for a pair, `a` being the higher in the pairing order:
/// (white, black) by fewer whites-minus-blacks, then who had black last,
/// then `a`.
fn colours(a: &ArenaPlayer, b: &ArenaPlayer) -> (PlayerId, PlayerId) {
    let da = a.whites as i64 - a.blacks as i64;
    let db = b.whites as i64 - b.blacks as i64;
    let a_white = if da != db {
        da < db
    } else {
        match (a.last_colour, b.last_colour) {
            (Some(Colour::Black), Some(Colour::White)) | (Some(Colour::Black), None) => true,
            (Some(Colour::White), Some(Colour::Black)) | (None, Some(Colour::Black)) => false,
            _ => true,
        }
    };
    if a_white { (a.id, b.id) } else { (b.id, a.id) }
}

/// Pair the players whose ids are in `free` (unknown and repeated ids are
/// ignored): returns `(white, black)` pairs, best-placed first; players left
/// over wait. See the module documentation for the rules. Runs in
/// O(f log f) for f free players when few pairs are forbidden, O(f²) at
/// worst.
///
/// ```
/// use pairing::arena::{pair_free, ArenaPlayer};
/// let mut players: Vec<ArenaPlayer> = (1..=4).map(|id| ArenaPlayer::new(id, 1500 + 100 * id)).collect();
/// players[3].last_opponent = Some(3); // 4 just played 3
/// players[2].last_opponent = Some(4);
/// assert_eq!(pair_free(&players, &[1, 2, 3, 4]), vec![(4, 2), (3, 1)]);
/// ```
pub fn pair_free(players: &[ArenaPlayer], free: &[PlayerId]) -> Vec<(PlayerId, PlayerId)> {
    let index: HashMap<PlayerId, usize> = players
        .iter()
        .enumerate()
        .rev()
        .map(|(i, p)| (p.id, i))
        .collect();
    let mut seen = vec![false; players.len()];
    let mut cand: Vec<usize> = Vec::with_capacity(free.len());
    for id in free {
        if let Some(&i) = index.get(id)
            && !seen[i]
        {
            seen[i] = true;
            cand.push(i);
        }
    }
    if cand.len() < 2 {
        return Vec::new();
    }
    cand.sort_by(|&x, &y| {
        let (a, b) = (&players[x], &players[y]);
        b.score
            .cmp(&a.score)
            .then(b.rating.cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    let mut used = vec![false; cand.len()];
    let mut pairs = Vec::with_capacity(cand.len() / 2);
    // Unpaired positions after the current one are found by skipping used
    // ones; `next_free` keeps the first unused position to start from.
    let mut next_free = 0;
    for x in 0..cand.len() {
        if used[x] {
            continue;
        }
        used[x] = true;
        while next_free < cand.len() && used[next_free] {
            next_free += 1;
        }
        let a = &players[cand[x]];
        let partner = (next_free..cand.len()).find(|&y| !used[y] && may_pair(a, &players[cand[y]]));
        match partner {
            Some(y) => {
                used[y] = true;
                pairs.push(colours(a, &players[cand[y]]));
            }
            None => used[x] = true,
        }
    }
    pairs
}

/// One line of the arena standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaStanding {
    /// Rank, 1-based, unique.
    pub rank: u32,
    /// Player id.
    pub id: PlayerId,
    /// Arena points.
    pub score: u32,
    /// Performance rating ([`ArenaPlayer::performance`]).
    pub performance: u32,
    /// Whether the player is on fire.
    pub on_fire: bool,
}

/// Standings: by score, then performance, then rating (all descending),
/// then id.
pub fn arena_standings(players: &[ArenaPlayer]) -> Vec<ArenaStanding> {
    let mut order: Vec<(&ArenaPlayer, u32)> =
        players.iter().map(|p| (p, p.performance())).collect();
    order.sort_by(|(a, pa), (b, pb)| {
        b.score
            .cmp(&a.score)
            .then(pb.cmp(pa))
            .then(b.rating.cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    order
        .into_iter()
        .enumerate()
        .map(|(i, (p, perf))| ArenaStanding {
            rank: i as u32 + 1,
            id: p.id,
            score: p.score,
            performance: perf,
            on_fire: p.on_fire(),
        })
        .collect()
}
