//! A Swiss's words: its rules in the announcement (rounds, the bye's
//! points, the byes a player may request) and a requested bye.

use crate::state::TState;
use crate::words::text::{bye_words, tournament_title};
use host::Player;
use host::plain_text::member;
use locale::{Words, ids};

/// Its rules, for the announcement, a sentence each: `5 rounds.`, `A bye
/// is worth 1 point.`, `Each player may request 1 half-point bye (...).`
pub(super) fn rules_words(t: &TState) -> Vec<Words> {
    let mut s = Vec::new();
    if t.rounds_total > 0 {
        s.push(Words::new(ids::TOURNAMENT_ROUNDS).arg("count", t.rounds_total));
    }
    s.push(Words::new(ids::TOURNAMENT_SWISS_BYE_WORTH).arg("worth", bye_words(t)));
    s.push(requested_byes_words(t));
    s
}

/// The requested byes of a Swiss, for the announcement: `Each player may
/// request 1 half-point bye (½ point, not paired that round).`, or that
/// there are none.
fn requested_byes_words(t: &TState) -> Words {
    match t.byes {
        0 => Words::new(ids::TOURNAMENT_SWISS_NO_REQUESTED_BYES),
        n => Words::new(ids::TOURNAMENT_SWISS_REQUESTED_BYES).arg("count", n),
    }
}

/// Its byes on the announcement's card: `1 point; 1 on request (½)`.
pub(super) fn byes_fact(t: &TState) -> Words {
    match t.byes {
        0 => Words::new(ids::TOURNAMENT_SWISS_BYES_FACT_NONE).arg("worth", bye_words(t)),
        n => Words::new(ids::TOURNAMENT_SWISS_BYES_FACT)
            .arg("worth", bye_words(t))
            .arg("count", n),
    }
}

/// A player requested a half-point bye for round `round`.
pub(super) fn bye_requested_words(t: &TState, p: &Player, round: u32) -> Words {
    let left = t
        .entrant_of(&p.id)
        .map(|e| t.byes.saturating_sub(t.byes_taken(e.seed) + 1))
        .unwrap_or(0);
    Words::new(ids::TOURNAMENT_SWISS_BYE_TAKEN)
        .arg("player", member(&p.name))
        .arg("round", round)
        .arg("tournament", tournament_title(t))
        .arg("left", left)
}
