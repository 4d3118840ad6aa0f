//! A Swiss's words: its rules in the announcement (rounds, the bye's
//! points, the byes a player may request) and a requested bye.

use crate::state::TState;
use crate::words::text::{bye_text, tournament_title};
use host::Player;
use host::plain_text::member;
use locale::{Locale, ids};

/// Its rules, for the announcement: ` 5 rounds. A bye is worth 1 point.
/// Each player may request 1 half-point bye (...).`
pub(super) fn rules_text(t: &TState) -> String {
    let mut s = String::new();
    if t.rounds_total > 0 {
        s += " ";
        s += &locale::text(
            Locale::EnUs,
            ids::TOURNAMENT_ROUNDS,
            &[("count", t.rounds_total.into())],
        );
    }
    s += &format!(" A bye is worth {}.", bye_text(t));
    s += &requested_byes_text(t);
    s
}

/// The requested byes of a Swiss, for the announcement: ` Each player may
/// request 1 half-point bye (½ point, not paired that round).`, or that
/// there are none.
fn requested_byes_text(t: &TState) -> String {
    match t.byes {
        0 => " Half-point byes cannot be requested.".to_string(),
        1 => " Each player may request 1 half-point bye (½ point, not paired that round)."
            .to_string(),
        n => format!(
            " Each player may request up to {n} half-point byes (½ point each, not paired that round)."
        ),
    }
}

/// Its byes on the announcement's card: `1 point; 1 on request (½)`.
pub(super) fn byes_fact(t: &TState) -> String {
    match t.byes {
        0 => format!("{}; none on request", bye_text(t)),
        n => format!("{}; {n} on request (½)", bye_text(t)),
    }
}

/// A player requested a half-point bye for round `round`.
pub(super) fn bye_requested_text(t: &TState, p: &Player, round: u32) -> String {
    let left = t
        .entrant_of(&p.id)
        .map(|e| t.byes.saturating_sub(t.byes_taken(e.seed) + 1))
        .unwrap_or(0);
    format!(
        "{} takes a half-point bye in round {round} of {}: not paired, ½ point. Byes left: {left}.",
        member(&p.name),
        tournament_title(t)
    )
}
