//! The words every tournament text is made of: counts, a tournament's
//! title, mentions, spans of time, a bye's worth, tie-break values,
//! entrant lists, a board's result and a round's boards. Formats' words
//! use them; they ask no format. Sentences are [`Words`] (the messages of
//! `locales/*/tournament.ftl`), said in the reader's language at the edge.

use crate::state::{BoardResult, TState};
use host::Player;
use host::plain_text::{member, title};
use locale::{Locale, Words, ids};

/// `1 player`, `5 players`: count message `id` (one of `locale::ids`'
/// `COUNT_*`) of `n` in `locale`, its plural by CLDR (the messages are
/// `locales/*/tournament.ftl`).
pub(crate) fn count(locale: Locale, id: &str, n: i64) -> String {
    locale::text(locale, id, &[("count", n.into())])
}

/// `parts` one after the other, `separator` between them (nothing when
/// there are none).
pub(crate) fn joined(parts: Vec<Words>, separator: &str) -> Words {
    let mut parts = parts.into_iter();
    let Some(first) = parts.next() else {
        return Words::verbatim("");
    };
    parts.fold(first, |all, next| all.then(separator, next))
}

/// `parts` as lines, each ending in a line break.
pub(crate) fn lines(parts: Vec<Words>) -> Words {
    let any = !parts.is_empty();
    let all = joined(parts, "\n");
    if any {
        all.then("\n", Words::verbatim(""))
    } else {
        all
    }
}

/// A tournament as its posts name it: `**Friday Swiss** (#12, swiss)`.
pub(crate) fn tournament_title(t: &TState) -> String {
    format!("**{}** (#{}, {})", title(&t.name), t.id, t.format.name())
}

/// A mention of `p`.
pub(crate) fn mention(p: &Player) -> String {
    format!("<@{}>", p.id)
}

/// What the pairing-allocated bye is worth: `1 point`, `½ point`, `0 points`.
pub(crate) fn bye_words(t: &TState) -> Words {
    match t.bye_points {
        10 => Words::new(ids::TOURNAMENT_POINT_ONE),
        5 => Words::new(ids::TOURNAMENT_POINT_HALF),
        p => Words::new(ids::TOURNAMENT_POINTS).arg("points", pairing::trf::fmt_tenths(p)),
    }
}

/// A tie-break value as shown: `7.5`, `12` (one decimal, none when whole).
pub fn tiebreak_text(v: f64) -> String {
    let s = format!("{v:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// The most characters of entrant names the announcement shows: it is
/// edited at every join, so it stays one message however many join.
pub(crate) const MAX_ENTRANT_LIST: usize = 1200;

/// The entrants' names, comma-separated; when they would not fit in the
/// announcement, as many as fit and how many more there are (never a
/// name cut in half).
#[cfg(test)]
pub(crate) fn entrant_list(names: &[String]) -> String {
    let names: Vec<Words> = names.iter().map(Words::verbatim).collect();
    entrant_list_within(&names, MAX_ENTRANT_LIST).text(Locale::EnUs)
}

/// [`entrant_list`] within `max` characters of names (a name's length as
/// en-US says it: a withdrawn one's mark is a word or two in any
/// language), in words.
pub(crate) fn entrant_list_within(names: &[Words], max: usize) -> Words {
    let mut shown: Option<Words> = None;
    let mut used = 0;
    for (i, n) in names.iter().enumerate() {
        let more = names.len() - i;
        let len = n.text(Locale::EnUs).len();
        if used + len + 2 > max && more > 1 {
            return Words::new(ids::TOURNAMENT_ENTRANTS_MORE)
                .arg("names", shown.unwrap_or_else(|| Words::verbatim("")))
                .arg("more", more);
        }
        used += len + 2;
        shown = Some(match shown {
            Some(s) => s.then(", ", n.clone()),
            None => n.clone(),
        });
    }
    shown.unwrap_or_else(|| Words::verbatim(""))
}

/// A board's result, in words: `alice 1-0 bob`, `bob lost to alice by
/// forfeit.`
pub(crate) fn board_result_words(t: &TState, round: usize, board: usize) -> Words {
    let b = &t.rounds[round].boards[board];
    let w = member(&t.by_seed(b.white).player.name);
    let bl = b
        .black
        .map(|s| member(&t.by_seed(s).player.name))
        .unwrap_or_default();
    let lost = |loser: &str, winner: &str| {
        Words::new(ids::TOURNAMENT_RESULT_FORFEIT)
            .arg("loser", loser)
            .arg("winner", winner)
    };
    match b.result {
        Some(BoardResult::WhiteForfeits) => lost(&w, &bl),
        Some(BoardResult::BlackForfeits) => lost(&bl, &w),
        Some(BoardResult::BothForfeit) => Words::new(ids::TOURNAMENT_RESULT_BOTH_FORFEIT)
            .arg("white", w)
            .arg("black", bl),
        Some(BoardResult::HalfPointBye) => {
            Words::new(ids::TOURNAMENT_RESULT_REQUESTED_BYE).arg("player", w)
        }
        Some(r) => Words::verbatim([w.as_str(), r.score(), bl.as_str()].join(" ")),
        None => Words::new(ids::TOURNAMENT_RESULT_IN_PROGRESS)
            .arg("white", w)
            .arg("black", bl),
    }
}

/// The boards of round index `round`, a line each (`ping`: mentioning
/// their players).
pub(crate) fn board_lines(t: &TState, round: usize, ping: bool) -> Words {
    let name = |seed: u32| {
        let p = &t.by_seed(seed).player;
        if ping { mention(p) } else { member(&p.name) }
    };
    let said = t.rounds[round].boards.iter().enumerate().map(|(i, b)| {
        let number = (i + 1).to_string();
        match b.black {
            None if b.result == Some(BoardResult::HalfPointBye) => {
                Words::new(ids::TOURNAMENT_BOARD_REQUESTED_BYE)
                    .arg("number", number)
                    .arg("player", name(b.white))
            }
            None => Words::new(ids::TOURNAMENT_BOARD_BYE)
                .arg("number", number)
                .arg("player", name(b.white))
                .arg("worth", bye_words(t)),
            Some(bl) => {
                let game = Words::new(ids::TOURNAMENT_BOARD_GAME)
                    .arg("number", number)
                    .arg("white", name(b.white))
                    .arg("black", name(bl));
                match b.result {
                    Some(r) => game.then(" ", Words::verbatim(r.score())),
                    None => game,
                }
            }
        }
    });
    lines(said.collect())
}

/// Round index `round`'s pairings (`ping`: mentioning the players, with
/// the no-show rule).
pub(crate) fn round_words(t: &TState, round: usize, ping: bool) -> Words {
    let head = Words::new(ids::TOURNAMENT_ROUND_HEADER)
        .arg("tournament", tournament_title(t))
        .arg("round", t.rounds[round].number)
        .arg("rounds", t.rounds_total);
    let s = head.then("\n", board_lines(t, round, ping));
    if ping {
        s.then("", first_move_words(t, t.rounds[round].started_ms))
    } else {
        s
    }
}

/// The first-move rule for boards paired at `paired_ms`, with its end as
/// a Discord stamp each reader sees in their own time zone: `Make your
/// first move within 5 minutes (time runs out <t:…:R>) or lose by
/// forfeit.` The stamp counts from the pairing, the no-show time from the
/// board's post a moment later: it never promises more time than there is.
pub(crate) fn first_move_words(t: &TState, paired_ms: i64) -> Words {
    Words::new(ids::TOURNAMENT_FIRST_MOVE_BY)
        .arg("duration", host::duration::said(t.no_show_ms))
        .arg(
            "stamp",
            host::time_stamps::stamp(paired_ms + t.no_show_ms, 'R'),
        )
}

/// `p` joined running `t` late, from its next round.
pub(crate) fn late_join_by_rounds_words(t: &TState, p: &Player) -> Words {
    Words::new(ids::TOURNAMENT_LATE_JOIN_BY_ROUNDS)
        .arg("player", member(&p.name))
        .arg("tournament", tournament_title(t))
        .arg("round", t.rounds.len() + 1)
        .arg("missed", t.rounds.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_entrant_list_names_as_many_as_fit_and_counts_the_rest() {
        let names: Vec<String> = (0..300).map(|i| format!("player{i:03}")).collect();
        let list = entrant_list(&names);
        assert!(list.len() < MAX_ENTRANT_LIST + 80, "{}", list.len());
        let named = names.iter().filter(|n| list.contains(n.as_str())).count();
        assert!(
            list.ends_with(&format!(
                " and {} more (`/tournament standings` lists everyone)",
                300 - named
            )),
            "{list}"
        );
        assert_eq!(entrant_list(&names[..3]), "player000, player001, player002");
    }
}
