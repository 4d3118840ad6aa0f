//! The arena format (lichess-style, through [`pairing::arena`]): for
//! `minutes` from its start, every free player is paired as soon as an
//! opponent is free; points for wins and streaks, berserk for a bonus; a
//! player who does not show up is paused until they join again; late
//! entries until its end.
//!
//! | module | what it is |
//! |---|---|
//! | `play` | pairing the free players, scoring, berserk, paused no-shows |
//! | `words` | its games, its end, a paused player, in words |

mod play;
#[cfg(test)]
mod tests;
mod words;

use crate::formats::{Changed, ExtraColumn, FormatRules, Start, Step};
use crate::state::{
    BoardResult, MAX_ARENA_MINUTES, MIN_ARENA_PLAYERS, StandingLine, TRound, TState,
    TournamentEdit, TournamentRefusal, TournamentSetup, TournamentStatus, within,
};
use host::GameId;
use locale::{Locale, Words, ids};

/// The arena's rules.
pub struct Arena;

/// Its length refused: not 1 to [`MAX_ARENA_MINUTES`] minutes.
fn bad_minutes(minutes: u32) -> TournamentRefusal {
    TournamentRefusal::BadMinutes { minutes }
}

impl FormatRules for Arena {
    fn options(&self) -> &'static [&'static str] {
        &["minutes"]
    }

    fn set_up(&self, t: &mut TState, setup: &TournamentSetup) -> Result<(), TournamentRefusal> {
        t.minutes = within(
            setup.minutes.unwrap_or(t.minutes),
            1..=MAX_ARENA_MINUTES,
            bad_minutes,
        )?;
        Ok(())
    }

    fn min_players(&self) -> usize {
        MIN_ARENA_PLAYERS
    }

    fn edit_options(&self) -> &'static [&'static str] {
        &["minutes"]
    }

    fn edit(&self, t: &mut TState, edit: &TournamentEdit) -> Result<Changed, TournamentRefusal> {
        let Some(minutes) = edit.minutes else {
            return Ok(Vec::new());
        };
        t.minutes = within(minutes, 1..=MAX_ARENA_MINUTES, bad_minutes)?;
        Ok(vec!["minutes"])
    }

    fn start(&self, t: &mut TState, start: Start<'_>) -> Result<(), TournamentRefusal> {
        t.ends_at = Some(start.now + t.minutes as i64 * start.minute_ms);
        // One round holds every game.
        t.rounds.push(TRound {
            number: 1,
            started_ms: start.now,
            boards: Vec::new(),
        });
        Ok(())
    }

    fn late_entries(&self, t: &TState, now: i64) -> bool {
        t.ends_at.is_some_and(|e| now < e)
    }

    fn takes_late_entries(&self) -> bool {
        true
    }

    fn rejoin(&self, t: &mut TState, i: usize, now: i64) -> bool {
        let e = &mut t.entrants[i];
        let back = t.status == TournamentStatus::Running
            && (e.withdrawn || e.paused)
            && t.ends_at.is_some_and(|end| now < end);
        if back {
            e.withdrawn = false;
            e.paused = false;
        }
        back
    }

    fn settle(&self, t: &mut TState, now: i64) -> Vec<Step> {
        // Each game its own post, once it is open.
        t.arena_pair(now)
            .into_iter()
            .map(|bi| Step::Games {
                round: 0,
                boards: vec![bi],
                opened_only: true,
            })
            .collect()
    }

    fn check_pair_by_hand(&self, t: &TState) -> Result<(), TournamentRefusal> {
        Err(TournamentRefusal::ArenaPairsItself {
            name: t.name.clone(),
        })
    }

    fn forfeit_news(&self, t: &mut TState, ri: usize, bi: usize) -> Words {
        // A player who did not show up is paused until they join again (a
        // withdrawal forfeits the board before this).
        match t.pause_no_show(ri, bi) {
            Some(seed) => words::no_show_words(t, ri, bi, seed),
            None => crate::words::text::board_result_words(t, ri, bi),
        }
    }

    fn takes_berserk(&self) -> bool {
        true
    }

    fn cut_off(&self, t: &mut TState, now: i64) -> Vec<GameId> {
        // Past its end at a restart: its boards still in progress are
        // scored as played by nobody (both lose by forfeit), so that it
        // ends.
        if t.ends_at.is_none_or(|e| e > now) {
            return Vec::new();
        }
        let mut games = Vec::new();
        for b in t.rounds.iter_mut().flat_map(|r| &mut r.boards) {
            if b.in_progress() {
                b.result = Some(BoardResult::BothForfeit);
                b.ended_ms = Some(now);
                games.extend(b.game);
            }
        }
        games
    }

    fn is_finished(&self, t: &TState, now: i64) -> bool {
        t.ends_at.is_some_and(|e| now >= e) && t.round_complete()
    }

    fn standings(&self, t: &TState) -> Vec<StandingLine> {
        t.arena_standings()
    }

    fn standings_now_title(&self, _t: &TState) -> Words {
        Words::new(ids::TOURNAMENT_STANDINGS_NOW)
    }

    fn expected_length_ms(&self, t: &TState, _players: usize, _round_ms: i64) -> i64 {
        i64::from(t.minutes.max(1)) * 60_000
    }

    fn board_label(&self, _t: &TState, _ri: usize, bi: usize) -> String {
        format!("G{}", bi + 1)
    }

    fn rules_words(&self, t: &TState) -> Vec<Words> {
        vec![Words::new(ids::TOURNAMENT_ARENA_LENGTH).arg("count", t.minutes)]
    }

    fn card_facts(&self, t: &TState) -> Vec<(Words, Words)> {
        vec![(
            Words::new(ids::TOURNAMENT_FIELD_LENGTH),
            Words::new(ids::DURATION_MINUTES).arg("count", t.minutes),
        )]
    }

    fn running_words(&self, t: &TState) -> Words {
        words::running_words(t)
    }

    fn list_words(&self, t: &TState) -> Words {
        words::list_words(t)
    }

    fn started_words(&self, t: &TState) -> Option<Words> {
        words::started_words(t)
    }

    fn late_join_words(&self, t: &TState, p: &host::Player) -> Words {
        words::late_join_words(t, p)
    }

    fn games_words(&self, t: &TState, round: usize, boards: &[usize], ping: bool) -> Words {
        match (ping, boards) {
            (true, [bi]) => words::game_words(t, *bi),
            _ => words::games_words(t, round, ping),
        }
    }

    fn points_text(&self, p: u32) -> String {
        p.to_string()
    }

    fn extra_column(&self) -> Option<ExtraColumn> {
        // The font has no flame: the streak is written out.
        Some((ids::TOURNAMENT_COLUMN_STREAK, |l| {
            l.on_fire.then_some(ids::TOURNAMENT_STREAK_ON_FIRE)
        }))
    }

    fn progress_text(&self, t: &TState, locale: Locale) -> String {
        minutes(locale, t)
    }
}

/// An arena's length in `locale`: `1 minute`, `45 minutes`.
fn minutes(locale: Locale, t: &TState) -> String {
    locale::text(
        locale,
        ids::DURATION_MINUTES,
        &[("count", t.minutes.into())],
    )
}
