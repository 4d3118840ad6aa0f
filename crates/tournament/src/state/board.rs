//! Boards and rounds: one pairing ([`TBoard`]: White, Black or a bye, its
//! game and result), a round of them ([`TRound`]), how a board ended
//! ([`BoardResult`]), and finding a game's board, recording its result
//! and its posting.

use super::TState;
use host::GameId;
use serde::{Deserialize, Serialize};

/// How one board ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// White did not show up (or withdrew): Black wins by forfeit.
    WhiteForfeits,
    /// Black did not show up (or withdrew): White wins by forfeit.
    BlackForfeits,
    /// Neither played (both withdrew): both lose by forfeit.
    BothForfeit,
    /// The board is a bye (no Black): a pairing-allocated bye.
    Bye,
    /// The board is a half-point bye the player requested (no Black): ½
    /// point, an unplayed round (see [`TState::request_bye`]).
    HalfPointBye,
}

impl BoardResult {
    /// The score as shown: `1-0`, `½-½`, `+--`, ...
    pub fn score(self) -> &'static str {
        match self {
            BoardResult::WhiteWins => "1-0",
            BoardResult::BlackWins => "0-1",
            BoardResult::Draw => "½-½",
            BoardResult::WhiteForfeits => "-/+",
            BoardResult::BlackForfeits => "+/-",
            BoardResult::BothForfeit => "-/-",
            BoardResult::Bye => "bye",
            BoardResult::HalfPointBye => "½ bye",
        }
    }

    /// Whether it was played over the board.
    pub fn played(self) -> bool {
        matches!(
            self,
            BoardResult::WhiteWins | BoardResult::BlackWins | BoardResult::Draw
        )
    }
}

/// One pairing: White, Black (`None`: a bye), its game and result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TBoard {
    /// Seeds.
    pub white: u32,
    pub black: Option<u32>,
    pub game: Option<GameId>,
    pub result: Option<BoardResult>,
    /// When the game started (unix ms): the no-show deadline counts from here.
    pub started_ms: i64,
    /// The no-show check has been done.
    #[serde(default)]
    pub no_show_checked: bool,
    /// Berserk: White, Black (arena).
    #[serde(default)]
    pub berserk: [bool; 2],
    /// When the result came (unix ms): the arena scores games in this order.
    #[serde(default)]
    pub ended_ms: Option<i64>,
    /// The board has been posted to its players (in its thread): only then
    /// does the no-show time run (`started_ms` is then the posting time).
    /// Boards stored before this was kept were posted.
    #[serde(default = "posted_by_default")]
    pub posted: bool,
    /// The organizer set the result (see [`TState::adjudicate`]): the
    /// game's own end no longer changes it.
    #[serde(default)]
    pub adjudicated: bool,
    /// Knockout: the match this game belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bout: Option<super::MatchGame>,
}

fn posted_by_default() -> bool {
    true
}

impl TBoard {
    pub(crate) fn new(white: u32, black: Option<u32>, now: i64) -> TBoard {
        TBoard {
            white,
            black,
            game: None,
            result: black.is_none().then_some(BoardResult::Bye),
            started_ms: now,
            no_show_checked: false,
            berserk: [false; 2],
            ended_ms: black.is_none().then_some(now),
            posted: false,
            adjudicated: false,
            bout: None,
        }
    }

    /// Whether the game is still being played.
    pub fn in_progress(&self) -> bool {
        self.result.is_none()
    }

    /// Whether `seed` plays on this board.
    pub fn has(&self, seed: u32) -> bool {
        self.white == seed || self.black == Some(seed)
    }

    /// Whether the board is a bye of any kind (no Black, no game).
    pub fn is_bye(&self) -> bool {
        self.black.is_none()
    }
}

/// A round (the arena has one, holding every game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TRound {
    pub number: u32,
    pub started_ms: i64,
    pub boards: Vec<TBoard>,
}

/// The board result of a finished game: `winner` (None: drawn or no
/// result), `aborted`: ended without result (a no-show or a withdrawal),
/// `moved`: whether White and Black had moved.
pub fn board_result(winner: Option<engine::Color>, aborted: bool, moved: [bool; 2]) -> BoardResult {
    if aborted {
        return if !moved[0] {
            BoardResult::WhiteForfeits
        } else {
            BoardResult::BlackForfeits
        };
    }
    match winner {
        Some(engine::Color::White) => BoardResult::WhiteWins,
        Some(engine::Color::Black) => BoardResult::BlackWins,
        None => BoardResult::Draw,
    }
}

impl TState {
    /// Where game `game` is: (round index, board index).
    pub fn board_of(&self, game: GameId) -> Option<(usize, usize)> {
        self.rounds.iter().enumerate().find_map(|(ri, r)| {
            r.boards
                .iter()
                .position(|b| b.game == Some(game))
                .map(|bi| (ri, bi))
        })
    }

    /// Records the result of game `game` at `now`; false when the board
    /// already had one (e.g. a withdrawal forfeited it first, or the
    /// organizer adjudicated it: see [`TState::adjudicate`]).
    pub fn record(&mut self, game: GameId, result: BoardResult, now: i64) -> bool {
        let Some((ri, bi)) = self.board_of(game) else {
            return false;
        };
        let b = &mut self.rounds[ri].boards[bi];
        if b.result.is_some() || b.adjudicated {
            return false;
        }
        b.result = Some(result);
        b.ended_ms = Some(now);
        true
    }

    /// Whether game `game`'s board is in progress and its board not
    /// posted yet (its no-show time has not started).
    pub fn awaits_board(&self, game: GameId) -> bool {
        self.board_of(game).is_some_and(|(ri, bi)| {
            let b = &self.rounds[ri].boards[bi];
            !b.posted && b.in_progress()
        })
    }

    /// Game `game`'s board reached its players at `now`: its no-show time
    /// starts. False when no board in progress has that game (or it was
    /// posted before).
    pub fn board_posted(&mut self, game: GameId, now: i64) -> bool {
        let Some((ri, bi)) = self.board_of(game) else {
            return false;
        };
        let b = &mut self.rounds[ri].boards[bi];
        if b.posted || !b.in_progress() {
            return false;
        }
        b.posted = true;
        b.started_ms = now;
        true
    }
}
