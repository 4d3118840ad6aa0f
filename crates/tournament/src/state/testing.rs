//! What the unit tests of the state and of the formats share: a Swiss
//! to play, a tournament of a setup, a round won by White.

use crate::state::{BoardResult, Format, TState, TournamentRefusal, TournamentSetup};
use host::{GameId, Place, Player};

/// An open Swiss "Cup" with `n` players joined (u1..un).
pub(crate) fn swiss(n: usize) -> TState {
    let mut t = TState::new(
        Place::channel("g", "c"),
        Player::new("u1", "p1"),
        &TournamentSetup::new("Cup", Format::Swiss),
        0,
    )
    .unwrap();
    for i in 1..=n {
        t.join(&Player::new(format!("u{i}"), format!("p{i}")), 0, 0)
            .unwrap();
    }
    t
}

/// A new tournament of `setup` by u1.
pub(crate) fn setup_state(setup: &TournamentSetup) -> Result<TState, TournamentRefusal> {
    TState::new(Place::channel("g", "c"), Player::new("u1", "p1"), setup, 0)
}

/// Plays every game in progress of the current round: White wins.
pub(crate) fn white_wins_all(t: &mut TState, first_game: GameId, now: i64) {
    let ri = t.rounds.len() - 1;
    for bi in 0..t.rounds[ri].boards.len() {
        if t.rounds[ri].boards[bi].in_progress() {
            let g = first_game + bi as GameId;
            t.rounds[ri].boards[bi].game = Some(g);
            assert!(t.record(g, BoardResult::WhiteWins, now));
        }
    }
}
