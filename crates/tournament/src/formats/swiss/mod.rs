//! The Swiss format: each round paired by FIDE Dutch rules
//! ([`pairing::dutch`]) from the rounds played, late entries until its
//! last round is paired, half-point byes a player requests, and the early
//! end when no valid pairing is left.
//!
//! | module | what it is |
//! |---|---|
//! | `dutch` | the Dutch pairing of a round |
//! | `byes` | half-point byes requested |
//! | `words` | its rules and byes, in words |

mod byes;
mod dutch;
#[cfg(test)]
mod tests;
mod words;

use crate::formats::{Changed, FormatRules, Start};
use crate::state::{
    DEFAULT_BYES, MAX_ROUNDS, StandingLine, TState, TournamentEdit, TournamentRefusal,
    TournamentSetup, default_swiss_rounds, parse_bye, within,
};
use host::Player;
use locale::{Words, ids};

/// The Swiss's rules.
pub struct Swiss;

/// `rounds` checked as `/tournament create` and `/tournament edit` check
/// it: 1 to [`MAX_ROUNDS`].
fn checked_rounds(rounds: u32) -> Result<u32, TournamentRefusal> {
    within(rounds, 1..=MAX_ROUNDS, |rounds| {
        TournamentRefusal::BadRounds { rounds }
    })
}

impl FormatRules for Swiss {
    fn options(&self) -> &'static [&'static str] {
        &["rounds", "bye", "byes"]
    }

    fn set_up(&self, t: &mut TState, setup: &TournamentSetup) -> Result<(), TournamentRefusal> {
        let rounds = setup.rounds.map(checked_rounds).transpose()?.unwrap_or(0);
        t.rounds_total = rounds;
        t.rounds_asked = rounds;
        t.bye_points = parse_bye(setup.bye.as_deref().unwrap_or(""))?.unwrap_or(10);
        t.byes = setup.byes.unwrap_or(DEFAULT_BYES);
        Ok(())
    }

    fn edit_options(&self) -> &'static [&'static str] {
        &["rounds", "byes"]
    }

    fn edit(&self, t: &mut TState, edit: &TournamentEdit) -> Result<Changed, TournamentRefusal> {
        let mut changed = Vec::new();
        if let Some(rounds) = edit.rounds {
            t.rounds_total = checked_rounds(rounds)?;
            t.rounds_asked = rounds;
            changed.push("rounds");
        }
        if let Some(byes) = edit.byes {
            t.byes = byes;
            changed.push("byes");
        }
        Ok(changed)
    }

    fn next_edition(&self, over: &TState, next: &mut TState) {
        // The rounds asked for; by the players when none were.
        next.rounds_total = over.rounds_asked;
    }

    fn start(&self, t: &mut TState, _start: Start<'_>) -> Result<(), TournamentRefusal> {
        if t.rounds_total == 0 {
            t.rounds_total = default_swiss_rounds(t.entrants.len());
        }
        Ok(())
    }

    fn late_entries(&self, t: &TState, _now: i64) -> bool {
        (t.rounds.len() as u32) < t.rounds_total
    }

    fn takes_late_entries(&self) -> bool {
        true
    }

    fn pair_next(&self, t: &mut TState, now: i64) -> Result<u32, TournamentRefusal> {
        let number = t.pair_round_with(now, TState::swiss_pairs)?;
        t.give_requested_byes(number, now);
        Ok(number)
    }

    fn request_bye(&self, t: &mut TState, user: &str) -> Result<u32, TournamentRefusal> {
        t.request_half_point_bye(user)
    }

    fn bye_requested_words(&self, t: &TState, p: &Player, round: u32) -> Option<Words> {
        Some(words::bye_requested_words(t, p, round))
    }

    fn standings(&self, t: &TState) -> Vec<StandingLine> {
        t.rounds_standings(pairing::standings::swiss_standings)
    }

    fn exports_trf(&self) -> bool {
        true
    }

    fn planned_rounds(&self, _t: &TState, players: usize) -> u32 {
        default_swiss_rounds(players)
    }

    fn rules_words(&self, t: &TState) -> Vec<Words> {
        words::rules_words(t)
    }

    fn card_facts(&self, t: &TState) -> Vec<(Words, Words)> {
        let rounds = match t.rounds_total {
            0 => Words::new(ids::TOURNAMENT_ROUNDS_BY_PLAYERS),
            n => Words::verbatim(n.to_string()),
        };
        vec![
            (Words::new(ids::TOURNAMENT_FIELD_ROUNDS), rounds),
            (Words::new(ids::TOURNAMENT_FIELD_BYES), words::byes_fact(t)),
        ]
    }

    fn running_words(&self, t: &TState) -> Words {
        let r = Words::new(ids::TOURNAMENT_STATUS_RUNNING)
            .arg("round", t.rounds.len())
            .arg("rounds", t.rounds_total);
        if (t.rounds.len() as u32) < t.rounds_total {
            r.then(" ", Words::new(ids::TOURNAMENT_LATE_ENTRIES_UNTIL_LAST))
        } else {
            r
        }
    }
}
