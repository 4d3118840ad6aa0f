//! An arena's words: its games, where it stands, its end, a late entry
//! and a paused player.

use crate::state::TState;
use crate::words::text::{board_lines, board_result_words, mention, tournament_title};
use host::Player;
use host::plain_text::member;
use locale::{Words, ids};

/// Where a running arena stands, for the announcement.
pub(super) fn running_words(t: &TState) -> Words {
    match t.ends_at {
        Some(end) => {
            Words::new(ids::TOURNAMENT_ARENA_RUNNING).arg("end", format!("<t:{}:t>", end / 1000))
        }
        None => Words::new(ids::TOURNAMENT_STATUS_RUNNING)
            .arg("round", t.rounds.len())
            .arg("rounds", t.rounds_total),
    }
}

/// Where a running arena stands, in `/tournament list`.
pub(super) fn list_words(t: &TState) -> Words {
    match t.ends_at {
        Some(end) => Words::new(ids::TOURNAMENT_LIST_RUNNING_ENDS)
            .arg("end", format!("<t:{}:t>", end / 1000)),
        None => Words::new(ids::TOURNAMENT_LIST_RUNNING_ROUND)
            .arg("round", t.rounds.len())
            .arg("rounds", t.rounds_total),
    }
}

/// What its start adds to the seeds' post: when it ends.
pub(super) fn started_words(t: &TState) -> Option<Words> {
    t.ends_at.map(|end| {
        Words::new(ids::TOURNAMENT_ARENA_ENDS).arg("end", format!("<t:{}:R>", end / 1000))
    })
}

/// `p` joined the running arena.
pub(super) fn late_join_words(t: &TState, p: &Player) -> Words {
    Words::new(ids::TOURNAMENT_ARENA_LATE_JOIN)
        .arg("player", member(&p.name))
        .arg("tournament", tournament_title(t))
}

/// Its games (round index `round`), as `/tournament pairings` shows them.
pub(super) fn games_words(t: &TState, round: usize, ping: bool) -> Words {
    Words::new(ids::TOURNAMENT_ARENA_GAMES)
        .arg("tournament", tournament_title(t))
        .then("\n", board_lines(t, round, ping))
}

/// An arena pairing, pinging both players (its first line names the game:
/// the frontend links its thread there).
pub(super) fn game_words(t: &TState, board: usize) -> Words {
    let b = &t.rounds[0].boards[board];
    let black = b
        .black
        .map(|s| mention(&t.by_seed(s).player))
        .unwrap_or_default();
    Words::new(ids::TOURNAMENT_ARENA_GAME)
        .arg("tournament", tournament_title(t))
        .arg("white", mention(&t.by_seed(b.white).player))
        .arg("black", black)
        .then("\n", crate::words::text::first_move_words(t, b.started_ms))
}

/// An arena player did not show up: lost by forfeit, paused until they
/// join again.
pub(super) fn no_show_words(t: &TState, round: usize, board: usize, seed: u32) -> Words {
    let p = &t.by_seed(seed).player;
    Words::new(ids::TOURNAMENT_ARENA_NO_SHOW)
        .arg("result", board_result_words(t, round, board))
        .arg("player", member(&p.name))
}
