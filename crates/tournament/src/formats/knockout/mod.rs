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
//!
//! | module | what it is |
//! |---|---|
//! | `model` | what it stores and is set up with; its refusals |
//! | `options` | reading its options into its settings |
//! | `matches` | a match of games: the next game, the tie-break, the winner |
//! | `bracket` | the bracket from the results; pairing the ready matches; the organizer's decisions |
//! | `picture` | the bracket's picture, places and text |
//! | `standings` | the standings by place |
//! | `words` | its rules, new games, decided matches, the bracket post |

mod bracket;
mod matches;
pub mod model;
mod options;
mod picture;
mod standings;
#[cfg(test)]
mod tests;
mod words;

pub use bracket::KnockoutStep;
pub use matches::{MatchNext, match_next};
pub use model::*;
pub use picture::BracketParts;
pub use words::bracket_labels;

use crate::formats::{FormatRules, Start, Step};
use crate::state::{
    MIN_ARENA_PLAYERS, StandingLine, TRound, TState, TournamentRefusal, TournamentSetup,
};
use host::{Attachment, GameId, GameSettings};
use locale::{Locale, ids};

/// Single or double elimination.
pub struct Elimination {
    /// Double elimination: a losers' bracket and a grand final.
    double: bool,
}

/// Single elimination.
pub const SINGLE: Elimination = Elimination { double: false };
/// Double elimination.
pub const DOUBLE: Elimination = Elimination { double: true };

impl FormatRules for Elimination {
    fn options(&self) -> &'static [&'static str] {
        // Both are read, so that the wrong one is refused with why.
        &[
            "best_of",
            "tiebreak",
            "seeding",
            "third_place",
            "grand_final",
        ]
    }

    fn set_up(&self, t: &mut TState, setup: &TournamentSetup) -> Result<(), TournamentRefusal> {
        let k = Knockout::new(self.double, &setup.knockout, t.settings.time)
            .map_err(TournamentRefusal::Knockout)?;
        t.knockout = Some(k);
        Ok(())
    }

    fn most_players(&self) -> (u32, u32) {
        (MAX_KNOCKOUT_PLAYERS, MAX_KNOCKOUT_PLAYERS)
    }

    fn too_many_players(&self, max: u32) -> TournamentRefusal {
        TournamentRefusal::Knockout(KnockoutRefusal::MaxPlayers(max))
    }

    fn min_players(&self) -> usize {
        MIN_ARENA_PLAYERS
    }

    fn next_edition(&self, _over: &TState, next: &mut TState) {
        next.rounds_total = 0;
        if let Some(k) = next.knockout.as_mut() {
            // A new bracket.
            k.decided.clear();
        }
    }

    fn start(&self, t: &mut TState, start: Start<'_>) -> Result<(), TournamentRefusal> {
        let have = t.entrants.len();
        if have > MAX_KNOCKOUT_PLAYERS as usize {
            return Err(TournamentRefusal::TooManyForBracket { have });
        }
        t.knockout_seed(
            start.joined,
            (start.now as u64) ^ (t.id as u64).rotate_left(32),
        );
        // One round holds every match's games.
        t.rounds.push(TRound {
            number: 1,
            started_ms: start.now,
            boards: Vec::new(),
        });
        Ok(())
    }

    fn settle(&self, t: &mut TState, now: i64) -> Vec<Step> {
        let first = t.rounds.first().is_none_or(|r| r.boards.is_empty())
            && t.knockout.as_ref().is_some_and(|k| k.decided.is_empty());
        let step = t.knockout_step(now);
        let mut steps: Vec<Step> = step
            .decided
            .iter()
            .map(|&id| Step::News(words::match_decided_words(t, id)))
            .collect();
        if first || !step.decided.is_empty() {
            steps.push(Step::Overview { first });
        }
        if !step.boards.is_empty() {
            steps.push(Step::Games {
                round: 0,
                boards: step.boards,
                opened_only: true,
            });
        }
        steps
    }

    fn is_finished(&self, t: &TState, _now: i64) -> bool {
        t.knockout_over()
    }

    fn standings(&self, t: &TState) -> Vec<StandingLine> {
        t.knockout_standings()
    }

    fn place_text(&self, t: &TState, line: &StandingLine) -> String {
        t.knockout_places()
            .into_iter()
            .find(|(s, _)| *s == line.seed)
            .map_or_else(|| "-".to_string(), |(_, p)| p.to_string())
    }

    fn planned_rounds(&self, t: &TState, players: usize) -> u32 {
        // The winners' bracket's rounds (a double elimination's losers'
        // bracket about doubles them), each match one game (more games
        // make it longer).
        let rounds = (players as u32).next_power_of_two().trailing_zeros().max(1);
        let games = t.knockout.as_ref().map_or(1, |k| k.best_of);
        let brackets = if self.double { 2 } else { 1 };
        rounds * games * brackets + brackets - 1
    }

    fn game_settings(&self, t: &TState, ri: usize, bi: usize, settings: &mut GameSettings) {
        if t.rounds[ri].boards[bi]
            .bout
            .as_ref()
            .is_some_and(|m| m.kind == GameKind::Armageddon)
        {
            settings.black_time_percent = Some(ARMAGEDDON_BLACK_PERCENT);
        }
    }

    fn board_label(&self, t: &TState, ri: usize, bi: usize) -> String {
        match &t.rounds[ri].boards[bi].bout {
            Some(m) => m.id.clone(),
            None => format!("R{}", t.rounds[ri].number),
        }
    }

    fn earlier_thread(&self, t: &TState, ri: usize, bi: usize) -> Option<String> {
        t.match_thread(ri, bi)
    }

    fn thread_opened(&self, t: &mut TState, game: GameId, thread: String) {
        t.note_thread(game, thread);
    }

    fn named_board(&self, t: &TState, name: &str) -> Result<(u32, u32), TournamentRefusal> {
        t.match_board(name)
    }

    fn decide(
        &self,
        t: &mut TState,
        name: &str,
        winner: &str,
        now: i64,
    ) -> Result<(locale::Words, Option<GameId>), TournamentRefusal> {
        let (m, game) = t.decide_match(name, winner, now)?;
        Ok((words::match_decided_words(t, m), game))
    }

    fn overview(&self, t: &TState) -> Option<locale::Words> {
        Some(words::bracket_post_words(t))
    }

    fn overview_picture(&self, t: &TState, locale: Locale) -> Option<Attachment> {
        picture::bracket_png(t, locale)
    }

    fn rules_words(&self, t: &TState) -> Vec<locale::Words> {
        words::knockout_rules_words(t)
    }

    fn running_words(&self, _t: &TState) -> locale::Words {
        locale::Words::new(ids::TOURNAMENT_KNOCKOUT_RUNNING)
    }

    fn games_words(
        &self,
        t: &TState,
        _round: usize,
        boards: &[usize],
        ping: bool,
    ) -> locale::Words {
        match ping {
            true => words::match_games_words(t, boards),
            false => words::bracket_post_words(t),
        }
    }

    fn points_header(&self) -> &'static str {
        ids::TOURNAMENT_COLUMN_MATCHES_WON
    }

    fn progress_text(&self, t: &TState, locale: Locale) -> String {
        let decided = t.knockout.as_ref().map_or(0, |k| k.decided.len());
        crate::words::text::count(locale, ids::COUNT_MATCHES, decided as i64)
    }
}
