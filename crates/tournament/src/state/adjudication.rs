//! Results set by the organizer (`/tournament result`): reading the
//! result typed, and setting it on a board so that the game's own end no
//! longer changes it.

use super::{BoardResult, TState, TournamentRefusal, TournamentStatus};
use host::GameId;

/// Reads a result the organizer gives a board (see [`TState::adjudicate`]):
/// `1-0`, `0-1`, a draw (`1/2`, `½`, `½-½`, `1/2-1/2`, `0.5-0.5`), `+-`
/// (White wins by forfeit), `-+` (Black wins by forfeit) or `0-0` (both
/// lose by forfeit). Anything else is refused with the accepted forms.
pub fn parse_result(text: &str) -> Result<BoardResult, TournamentRefusal> {
    match text.trim() {
        "1-0" => Ok(BoardResult::WhiteWins),
        "0-1" => Ok(BoardResult::BlackWins),
        "1/2" | "½" | "½-½" | "1/2-1/2" | "0.5-0.5" => Ok(BoardResult::Draw),
        "+-" => Ok(BoardResult::BlackForfeits),
        "-+" => Ok(BoardResult::WhiteForfeits),
        "0-0" => Ok(BoardResult::BothForfeit),
        _ => Err(TournamentRefusal::BadResult(text.to_string())),
    }
}

/// What [`TState::adjudicate`] changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjudicated {
    /// The round's index in [`TState::rounds`] and the board's index in it.
    pub round_index: usize,
    pub board_index: usize,
    /// The board's result before (`None`: its game was in progress).
    pub previous: Option<BoardResult>,
    /// The game the host must end now: the board's game still in progress.
    pub game_to_end: Option<GameId>,
}

impl TState {
    /// The organizer sets the result of board `board` of round `round`
    /// (both 1-based, as players see them) to `result` at `now`, while the
    /// tournament runs. Standings, tie-breaks, the TRF and later pairings
    /// use it; the board is marked adjudicated, so that the end of its game
    /// no longer changes it ([`TState::record`] ignores it). A game still
    /// in progress is returned in [`Adjudicated::game_to_end`]: the host
    /// ends it.
    pub fn adjudicate(
        &mut self,
        round: u32,
        board: u32,
        result: BoardResult,
        now: i64,
    ) -> Result<Adjudicated, TournamentRefusal> {
        if self.status != TournamentStatus::Running {
            return Err(TournamentRefusal::AdjudicateNotRunning {
                name: self.name.clone(),
                status: self.status,
            });
        }
        if matches!(result, BoardResult::Bye | BoardResult::HalfPointBye) {
            return Err(TournamentRefusal::BadResult(result.score().to_string()));
        }
        let rounds = self.rounds.len() as u32;
        if round == 0 || round > rounds {
            return Err(TournamentRefusal::NoSuchRound { round, rounds });
        }
        let ri = round as usize - 1;
        let boards = self.rounds[ri].boards.len() as u32;
        if board == 0 || board > boards {
            return Err(TournamentRefusal::NoSuchBoard {
                round,
                board,
                boards,
            });
        }
        let bi = board as usize - 1;
        let b = &mut self.rounds[ri].boards[bi];
        if b.is_bye() {
            return Err(TournamentRefusal::ByeBoard { round, board });
        }
        let previous = b.result;
        let game_to_end = if previous.is_none() { b.game } else { None };
        b.result = Some(result);
        b.adjudicated = true;
        if previous.is_none() {
            b.ended_ms = Some(now);
            b.no_show_checked = true;
        }
        Ok(Adjudicated {
            round_index: ri,
            board_index: bi,
            previous,
            game_to_end,
        })
    }
}

/// How the game of a board adjudicated while it was played ends in its
/// thread ([`host::Host::end_by_decision`]): the winner (`None`: a draw,
/// or both lose by forfeit) and whether by forfeit.
pub fn decided_end(result: BoardResult) -> (Option<engine::Color>, bool) {
    use engine::Color::{Black, White};
    match result {
        BoardResult::WhiteWins => (Some(White), false),
        BoardResult::BlackWins => (Some(Black), false),
        BoardResult::Draw => (None, false),
        BoardResult::WhiteForfeits => (Some(Black), true),
        BoardResult::BlackForfeits => (Some(White), true),
        BoardResult::BothForfeit | BoardResult::Bye | BoardResult::HalfPointBye => (None, true),
    }
}
