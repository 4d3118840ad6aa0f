//! What is told of the games: pairings, a result set by the organizer,
//! berserk, the end (why it ended early, the winners), the record, the
//! winner role.

use super::standings::standings_text;
use super::text::{entrant_list, tournament_title};
use crate::state::{Adjudicated, FinishReason, StandingLine, TState};
use host::Player;
use host::plain_text::{member, title};

pub(crate) use super::text::board_result_text;

/// Round `round` (index) pairings as `/tournament pairings` shows them
/// (`ping`: mentioning the players), in the format's words.
pub(crate) fn pairings_text(t: &TState, round: usize, ping: bool) -> String {
    let boards: Vec<usize> = (0..t.rounds[round].boards.len()).collect();
    t.rules().games_text(t, round, &boards, ping)
}

/// The organizer `by` set a board's result (after [`TState::adjudicate`]):
/// `Result corrected by Ann: round 2, board 3: Bob 1-0 Cy (was ½-½).`
pub(crate) fn adjudicated_text(t: &TState, a: &Adjudicated, by: &Player) -> String {
    let r = &t.rounds[a.round_index];
    let was = match a.previous {
        Some(p) => format!("was {}", p.score()),
        None => "its game is stopped".to_string(),
    };
    format!(
        "Result set by {} in {}: round {}, board {}: {} ({was}).",
        member(&by.name),
        tournament_title(t),
        r.number,
        a.board_index + 1,
        board_result_text(t, a.round_index, a.board_index).trim_end_matches('.')
    )
}

/// Why it ended early, for the final post: `Friday Swiss is over after
/// round 3: the next round cannot be paired (every pairing left would be a
/// rematch or a second bye).` `None` when it played all its rounds.
pub(crate) fn tournament_finish_reason_text(t: &TState) -> Option<String> {
    match t.finish_reason.as_ref()? {
        FinishReason::Unpairable { after_round, why } => Some(format!(
            "{} is over after round {after_round}: the next round cannot be paired ({why}).",
            tournament_title(t)
        )),
    }
}

pub(crate) fn tournament_finished_text(t: &TState, lines: &[StandingLine]) -> String {
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| member(&l.player.name))
        .collect();
    let mut s = String::new();
    if let Some(why) = tournament_finish_reason_text(t) {
        s += &why;
        s.push('\n');
    }
    s += &format!(
        "🏆 {} is over! Congratulations to {}!\n",
        tournament_title(t),
        winners.join(" and ")
    );
    s += &standings_text(t, lines, "final standings");
    s
}

pub(crate) fn berserk_text(p: &Player) -> String {
    format!(
        "{} goes berserk: half the clock for a bonus point on a win!",
        member(&p.name)
    )
}

pub(crate) fn tournament_export_text(t: &TState) -> String {
    format!("The record of {}.", tournament_title(t))
}

/// The post that hands the server's winner role on (`winners`: their
/// names as plain text).
pub(crate) fn winner_role_text(winners: &[String], role: &str, t: &TState) -> String {
    let tournament = title(&t.name);
    let names: Vec<String> = winners.iter().map(|w| format!("**{w}**")).collect();
    match names.as_slice() {
        [one] => format!("🏆 {one} wins **{tournament}** and now holds <@&{role}>."),
        _ => format!(
            "🏆 {} share first place in **{tournament}** and now hold <@&{role}>.",
            entrant_list(&names)
        ),
    }
}

/// The post that names the winners of a tournament whose creator could
/// not make the server's role its prize, saying why no role is handed out.
pub(crate) fn winner_without_role_text(
    winners: &[String],
    t: &TState,
    withheld: &host::Withheld,
) -> String {
    let tournament = title(&t.name);
    let names: Vec<String> = winners.iter().map(|w| format!("**{w}**")).collect();
    let won = match names.as_slice() {
        [one] => format!("🏆 {one} wins **{tournament}**."),
        _ => format!(
            "🏆 {} share first place in **{tournament}**.",
            entrant_list(&names)
        ),
    };
    format!("{won} {}", withheld.sentence("its organizer"))
}
