//! What is told of the games: pairings, a result set by the organizer,
//! berserk, the end (why it ended early, the winners), the record, the
//! winner role.

use super::standings::shown_standings;
use super::text::tournament_title;
use crate::state::{Adjudicated, BoardResult, FinishReason, StandingLine, TState, UnpairableWhy};
use host::plain_text::{member, title};
use host::{Card, Player};
use locale::{Locale, Words, ids};

use super::text::board_result_words;

/// Round `round` (index) pairings as `/tournament pairings` shows them
/// (`ping`: mentioning the players), in the format's words.
pub(crate) fn pairings_words(t: &TState, round: usize, ping: bool) -> Words {
    let boards: Vec<usize> = (0..t.rounds[round].boards.len()).collect();
    t.rules().games_words(t, round, &boards, ping)
}

/// The organizer `by` set a board's result (after [`TState::adjudicate`]):
/// `Result set by Ann in …: round 2, board 3: Bob 1-0 Cy (was ½-½).`
pub(crate) fn adjudicated_words(t: &TState, a: &Adjudicated, by: &Player) -> Words {
    let r = &t.rounds[a.round_index];
    let was = match a.previous {
        Some(p) => Words::new(ids::TOURNAMENT_ADJUDICATED_WAS).arg("score", p.score()),
        None => Words::new(ids::TOURNAMENT_ADJUDICATED_STOPPED),
    };
    Words::new(ids::TOURNAMENT_ADJUDICATED)
        .arg("by", member(&by.name))
        .arg("tournament", tournament_title(t))
        .arg("round", r.number)
        .arg("board", a.board_index + 1)
        .arg("result", result_phrase(t, a.round_index, a.board_index))
        .arg("was", was)
}

/// A board's result inside a sentence: [`board_result_words`] without the
/// full stop of a forfeit's.
fn result_phrase(t: &TState, round: usize, board: usize) -> Words {
    let b = &t.rounds[round].boards[board];
    let name = |seed: Option<u32>| {
        seed.map(|s| member(&t.by_seed(s).player.name))
            .unwrap_or_default()
    };
    let (white, black) = (name(Some(b.white)), name(b.black));
    let lost = |loser: String, winner: String| {
        Words::new(ids::TOURNAMENT_RESULT_FORFEIT_PHRASE)
            .arg("loser", loser)
            .arg("winner", winner)
    };
    match b.result {
        Some(BoardResult::WhiteForfeits) => lost(white, black),
        Some(BoardResult::BlackForfeits) => lost(black, white),
        Some(BoardResult::BothForfeit) => Words::new(ids::TOURNAMENT_RESULT_BOTH_FORFEIT_PHRASE)
            .arg("white", white)
            .arg("black", black),
        _ => board_result_words(t, round, board),
    }
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
                .arg("why", unpairable_words(*why)),
        ),
    }
}

/// Why a Swiss's next round cannot be paired, in words.
fn unpairable_words(why: UnpairableWhy) -> Words {
    match why {
        UnpairableWhy::RematchOrSecondBye => Words::new(ids::TOURNAMENT_UNPAIRABLE_REMATCH_OR_BYE),
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

/// `p` went berserk in their tournament game.
pub(crate) fn berserk_words(p: &Player) -> Words {
    Words::new(ids::TOURNAMENT_BERSERK).arg("player", member(&p.name))
}

/// The line of the tournament's record (its TRF, its PGN).
pub(crate) fn tournament_export_words(t: &TState) -> Words {
    Words::new(ids::TOURNAMENT_RECORD).arg("tournament", tournament_title(t))
}

/// `items` joined as a list: `a`, `a and b`, `a, b and c`.
pub(crate) fn and_list(mut items: Vec<Words>) -> Words {
    match items.len() {
        0 => Words::verbatim(""),
        1 => items.remove(0),
        2 => {
            let second = items.remove(1);
            Words::new(ids::LIST_AND)
                .arg("first", items.remove(0))
                .arg("second", second)
        }
        _ => {
            let first = items.remove(0);
            Words::new(ids::LIST_AND_MORE)
                .arg("first", first)
                .arg("rest", and_list(items))
        }
    }
}

/// The post that hands the server's winner role on (`winners`: their
/// names as plain text).
pub(crate) fn winner_role_words(winners: &[String], role: &str, t: &TState) -> Words {
    let bold: Vec<Words> = winners
        .iter()
        .map(|w| Words::verbatim(format!("**{w}**")))
        .collect();
    let shared = if winners.len() > 1 { "yes" } else { "no" };
    let names = super::text::entrant_list_within(&bold, super::text::MAX_ENTRANT_LIST);
    Words::new(ids::TOURNAMENT_WINNER_ROLE)
        .arg("winners", names)
        .arg("shared", shared)
        .arg("tournament", title(&t.name))
        .arg("role", format!("<@&{role}>"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::ARENA_MINUTE_MS;
    use crate::state::testing::*;
    use std::collections::HashMap;

    #[test]
    fn an_organizers_result_keeps_its_english_and_is_said_in_french() {
        let mut t = swiss(4);
        t.start(&HashMap::new(), 0, ARENA_MINUTE_MS).unwrap();
        t.pair_next(0).unwrap();
        let by = Player::new("u1", "p1");
        let a = t.adjudicate(1, 1, BoardResult::BlackForfeits, 5).unwrap();
        let said = adjudicated_words(&t, &a, &by);
        let en = said.text(Locale::EnUs);
        assert!(en.starts_with("Result set by p1 in "), "{en}");
        assert!(en.contains(": round 1, board 1: p"), "{en}");
        assert!(en.ends_with(" by forfeit (its game is stopped)."), "{en}");
        let fr = said.text(Locale::Fr);
        assert!(fr.contains(" : ronde 1, échiquier 1 : p"), "{fr}");
        assert!(fr.ends_with(" (sa partie est arrêtée)."), "{fr}");
        assert!(fr.contains(" a perdu par forfait contre p"), "{fr}");
        let a = t.adjudicate(1, 1, BoardResult::Draw, 6).unwrap();
        assert!(
            adjudicated_words(&t, &a, &by)
                .text(Locale::De)
                .contains("(vorher "),
        );
    }

    #[test]
    fn berserk_the_record_and_the_winner_role_in_other_languages() {
        let t = swiss(2);
        let p = Player::new("u2", "p2");
        assert_eq!(
            berserk_words(&p).text(Locale::EnUs),
            "p2 goes berserk: half the clock for a bonus point on a win!"
        );
        assert_eq!(
            berserk_words(&p).text(Locale::Ru),
            "p2 уходит в берсерк: половина часов ради бонусного очка за победу!"
        );
        assert_eq!(
            tournament_export_words(&t).text(Locale::EnUs),
            format!("The record of {}.", tournament_title(&t))
        );
        let one = winner_role_words(&["ann".into()], "9", &t);
        assert_eq!(
            one.text(Locale::EnUs),
            "🏆 **ann** wins **Cup** and now holds <@&9>."
        );
        let two = winner_role_words(&["ann".into(), "bo".into()], "9", &t);
        assert_eq!(
            two.text(Locale::EnUs),
            "🏆 **ann**, **bo** share first place in **Cup** and now hold <@&9>."
        );
        assert_eq!(
            two.text(Locale::Fr),
            "🏆 **ann**, **bo** partagent la première place de **Cup** et ont maintenant <@&9>."
        );
    }

    #[test]
    fn the_edit_notice_and_the_list_are_words() {
        let mut t = swiss(3);
        let by = Player::new("u1", "p1");
        let changed = ["name", "start", "rounds", "time control"];
        t.starts_at = None;
        let said = crate::words::tournament_edited_words(&t, &changed, &by);
        assert_eq!(
            said.text(Locale::EnUs),
            format!(
                "✏️ p1 changed the name, start, rounds and time control of {}. The announcement shows it as it is now.",
                tournament_title(&t)
            )
        );
        assert!(
            said.text(Locale::Fr)
                .contains("le nom, le début, les rondes et la cadence"),
            "{}",
            said.text(Locale::Fr)
        );
        let none = crate::words::tournament_list_words(&[]);
        assert!(none.text(Locale::EnUs).starts_with("No tournament is open"));
        let list = crate::words::tournament_list_words(std::slice::from_ref(&t));
        assert_eq!(
            list.text(Locale::EnUs),
            format!(
                "Tournaments of this server (1):\n• {} in <#c>: open, the organizer starts it; 3 players.",
                tournament_title(&t)
            )
        );
        assert!(
            list.text(Locale::Ru)
                .ends_with(": открыт, организатор запускает его сам; 3 игрока."),
            "{}",
            list.text(Locale::Ru)
        );
    }
}
