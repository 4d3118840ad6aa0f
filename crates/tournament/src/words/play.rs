//! What is told of the games: pairings, a result set by the organizer,
//! berserk, the end (why it ended early, the winners), the record, the
//! winner role.

use super::standings::shown_standings;
use super::text::{entrant_list, tournament_title};
use crate::state::{Adjudicated, FinishReason, StandingLine, TState};
use host::plain_text::{member, title};
use host::{Card, Player};

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

/// The final standings' line above their card ([`final_standings_card`]):
/// why it ended early, if it did, and whom it congratulates.
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
        "🏆 {} is over! Congratulations to {}!",
        tournament_title(t),
        few_named(&winners, " and ")
    );
    s
}

/// The most winners named on the final standings (a tie of more says how
/// many more).
const WINNERS_NAMED: usize = 5;

/// `names` joined by `sep`, the first [`WINNERS_NAMED`] only, then how
/// many more: `a, b, c, d, e and 3 more`.
fn few_named(names: &[String], sep: &str) -> String {
    if names.len() <= WINNERS_NAMED {
        return names.join(sep);
    }
    format!(
        "{} and {} more",
        names[..WINNERS_NAMED].join(", "),
        names.len() - WINNERS_NAMED
    )
}

/// What the final standings' card keeps free of the phone screen for its
/// line above ([`tournament_finished_text`]) beyond what it measures.
const FINAL_LINE_RESERVE: usize = 40;

/// The final standings as a card: the winner, the top places as many as
/// fit a phone screen ([`host::PHONE_TEXT`], with the line above), then
/// where everyone is listed, and the tie-break's legend; the players,
/// rounds and format.
pub(crate) fn final_standings_card(t: &TState, lines: &[StandingLine]) -> Card {
    let (shown, legend) = shown_standings(t, lines);
    let winners: Vec<String> = shown
        .iter()
        .zip(lines)
        .filter(|(_, l)| l.rank == 1)
        .map(|(s, _)| format!("{}{}", s.lead(), member(&s.name)))
        .collect();
    let mut card = Card::new(&format!("🏆 {}: final standings", title(&t.name)), "")
        .colour(0xF1C40F)
        .field("Winner", &few_named(&winners, ", "), false)
        .field("Players", &lines.len().to_string(), true);
    for (name, value) in t.rules().card_facts(t) {
        if name != "Byes" {
            card = card.field(name, &value, true);
        }
    }
    card = card.field("Format", t.format.name(), true);
    card = card.footer(&format!("Tournament #{}", t.id));
    // The tie-break's legend closes the places, small (`-#`), as in
    // `/tournament standings`.
    let legend = legend.map(|l| format!("-# {l}"));
    let legend_chars = legend.as_ref().map_or(0, |l| l.chars().count() + 1);
    let line = |s: &crate::words::ShownLine| {
        format!(
            "{}{} {}{}{}",
            s.lead(),
            member(&s.name),
            s.points,
            s.tiebreak_text()
                .map(|tb| format!(" ({tb})"))
                .unwrap_or_default(),
            if s.withdrawn { " (withdrawn)" } else { "" }
        )
    };
    let more = |n: usize| format!("… and {n} more: `/tournament standings` lists everyone.");
    let room = host::PHONE_TEXT.saturating_sub(
        card.chars()
            + tournament_finished_text(t, lines).chars().count()
            + FINAL_LINE_RESERVE
            + legend_chars
            + more(shown.len()).chars().count(),
    );
    let mut top: Vec<String> = Vec::new();
    let mut used = 0;
    for (i, s) in shown.iter().enumerate() {
        let l = line(s);
        // The podium always; then as many places as there is room for.
        if i >= 3 && used + l.chars().count() + 1 > room {
            top.push(more(shown.len() - i));
            break;
        }
        used += l.chars().count() + 1;
        top.push(l);
    }
    top.extend(legend);
    card.description = top.join("\n");
    card
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
