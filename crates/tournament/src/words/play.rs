//! What is told of the games: pairings, a result set by the organizer,
//! berserk, the end (why it ended early, the winners), the record, the
//! winner role.

use super::standings::shown_standings;
use super::text::{entrant_list, tournament_title};
use crate::state::{Adjudicated, FinishReason, StandingLine, TState};
use host::plain_text::{member, title};
use host::{Card, Player};
use locale::{Locale, Words, ids};

pub(crate) use super::text::board_result_text;

/// Round `round` (index) pairings as `/tournament pairings` shows them
/// (`ping`: mentioning the players), in the format's words.
pub(crate) fn pairings_words(t: &TState, round: usize, ping: bool) -> Words {
    let boards: Vec<usize> = (0..t.rounds[round].boards.len()).collect();
    t.rules().games_words(t, round, &boards, ping)
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
pub(crate) fn tournament_finish_reason_words(t: &TState) -> Option<Words> {
    match t.finish_reason.as_ref()? {
        FinishReason::Unpairable { after_round, why } => Some(
            Words::new(ids::TOURNAMENT_OVER_UNPAIRABLE)
                .arg("tournament", tournament_title(t))
                .arg("round", *after_round)
                .arg("why", why.as_str()),
        ),
    }
}

/// The final standings' line above their card ([`final_standings_card`]):
/// why it ended early, if it did, and whom it congratulates.
pub(crate) fn tournament_finished_text(t: &TState, lines: &[StandingLine]) -> String {
    tournament_finished_words(t, lines).text(Locale::EnUs)
}

/// [`tournament_finished_text`] in words.
pub(crate) fn tournament_finished_words(t: &TState, lines: &[StandingLine]) -> Words {
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| member(&l.player.name))
        .collect();
    let over = Words::new(ids::TOURNAMENT_OVER)
        .arg("tournament", tournament_title(t))
        .arg("winners", few_named(&winners, true));
    match tournament_finish_reason_words(t) {
        Some(why) => why.then("\n", over),
        None => over,
    }
}

/// The most winners named on the final standings (a tie of more says how
/// many more).
const WINNERS_NAMED: usize = 5;

/// `names` joined by `and` (`and`) or by commas, the first
/// [`WINNERS_NAMED`] only, then how many more: `a, b, c, d, e and 3 more`.
fn few_named(names: &[String], and: bool) -> Words {
    if names.len() > WINNERS_NAMED {
        return Words::new(ids::TOURNAMENT_NAMES_AND_MORE)
            .arg("names", names[..WINNERS_NAMED].join(", "))
            .arg("more", names.len() - WINNERS_NAMED);
    }
    if !and {
        return Words::verbatim(names.join(", "));
    }
    let mut said = names.iter().map(Words::verbatim);
    let first = said.next().unwrap_or_else(|| Words::verbatim(""));
    said.fold(first, |all, next| {
        Words::new(ids::LIST_AND)
            .arg("first", all)
            .arg("second", next)
    })
}

/// What the final standings' card keeps free of the phone screen for its
/// line above ([`tournament_finished_text`]) beyond what it measures.
const FINAL_LINE_RESERVE: usize = 40;

/// The final standings as a card: the winner, the top places as many as
/// fit a phone screen ([`host::PHONE_TEXT`], with the line above), then
/// where everyone is listed, and the tie-break's legend; the players,
/// rounds and format.
pub(crate) fn final_standings_card(t: &TState, lines: &[StandingLine]) -> Card {
    let (shown, _) = shown_standings(t, lines);
    let winners: Vec<String> = shown
        .iter()
        .zip(lines)
        .filter(|(_, l)| l.rank == 1)
        .map(|(s, _)| format!("{}{}", s.lead(), member(&s.name)))
        .collect();
    let mut card = Card::said(
        Words::new(ids::TOURNAMENT_FINAL_TITLE).arg("name", title(&t.name)),
        None,
    )
    .colour(0xF1C40F)
    .field_said(
        Words::new(ids::TOURNAMENT_FIELD_WINNER),
        few_named(&winners, false),
        false,
    )
    .field_said(
        Words::new(ids::TOURNAMENT_FIELD_PLAYERS),
        Words::verbatim(lines.len().to_string()),
        true,
    );
    for (name, value) in t.rules().card_facts(t) {
        if name.id != ids::TOURNAMENT_FIELD_BYES {
            card = card.field_said(name, value, true);
        }
    }
    card = card.field_said(
        Words::new(ids::TOURNAMENT_FIELD_FORMAT),
        Words::verbatim(t.format.name()),
        true,
    );
    card = card.footer_said(Words::new(ids::TOURNAMENT_FINAL_FOOTER).arg("id", t.id.to_string()));
    // The tie-break's legend closes the places, small (`-#`), as in
    // `/tournament standings`.
    let legend = super::standings::legend_words(&shown);
    let legend_chars = legend
        .as_ref()
        .map_or(0, |l| l.text(Locale::EnUs).chars().count() + 4);
    let line = |s: &crate::words::ShownLine| {
        let extra = s
            .tiebreak_text()
            .map(|tb| format!(" ({tb})"))
            .unwrap_or_default();
        let id = match s.withdrawn {
            true => ids::TOURNAMENT_STANDINGS_LINE_WITHDRAWN,
            false => ids::TOURNAMENT_STANDINGS_LINE,
        };
        Words::new(id)
            .arg("place", s.lead())
            .arg("name", member(&s.name))
            .arg("points", s.points.clone())
            .arg("extra", extra)
    };
    let more = |n: usize| Words::new(ids::TOURNAMENT_FINAL_MORE).arg("count", n);
    let room = host::PHONE_TEXT.saturating_sub(
        card.chars()
            + tournament_finished_text(t, lines).chars().count()
            + FINAL_LINE_RESERVE
            + legend_chars
            + more(shown.len()).text(Locale::EnUs).chars().count(),
    );
    let mut top: Vec<Words> = Vec::new();
    let mut used = 0;
    for (i, s) in shown.iter().enumerate() {
        let l = line(s);
        let chars = l.text(Locale::EnUs).chars().count();
        // The podium always; then as many places as there is room for.
        if i >= 3 && used + chars + 1 > room {
            top.push(more(shown.len() - i));
            break;
        }
        used += chars + 1;
        top.push(l);
    }
    let mut said = super::text::joined(top, "\n");
    if let Some(legend) = legend {
        said = said.then("\n-# ", legend);
    }
    card.description = said.text(Locale::EnUs);
    card.description_words = Some(said);
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
