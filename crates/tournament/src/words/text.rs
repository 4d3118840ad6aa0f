//! The words every tournament text is made of: counts, a tournament's
//! title, mentions, spans of time, a bye's worth, tie-break values,
//! entrant lists, a board's result and a round's boards. Formats' words
//! use them; they ask no format.

use crate::state::{BoardResult, TState};
use host::Player;
use host::plain_text::{member, title};
use locale::Locale;

/// `1 player`, `5 players`: count message `id` (one of `locale::ids`'
/// `COUNT_*`) of `n` in `locale`, its plural by CLDR (the messages are
/// `locales/*/tournament.ftl`).
pub(crate) fn count(locale: Locale, id: &str, n: i64) -> String {
    locale::text(locale, id, &[("count", n.into())])
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
pub(crate) fn bye_text(t: &TState) -> String {
    match t.bye_points {
        10 => "1 point".to_string(),
        5 => "½ point".to_string(),
        p => format!("{} points", pairing::trf::fmt_tenths(p)),
    }
}

/// A tie-break value as shown: `7.5`, `12` (one decimal, none when whole).
pub fn tiebreak_text(v: f64) -> String {
    let s = format!("{v:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// The most characters of entrant names the announcement shows: it is
/// edited at every join, so it stays one message however many join.
const MAX_ENTRANT_LIST: usize = 1200;

/// The entrants' names, comma-separated; when they would not fit in the
/// announcement, as many as fit and how many more there are (never a
/// name cut in half).
pub(crate) fn entrant_list(names: &[String]) -> String {
    entrant_list_within(names, MAX_ENTRANT_LIST)
}

/// [`entrant_list`] within `max` characters of names.
pub(crate) fn entrant_list_within(names: &[String], max: usize) -> String {
    let mut shown = String::new();
    for (i, n) in names.iter().enumerate() {
        let more = names.len() - i;
        if shown.len() + n.len() + 2 > max && more > 1 {
            return format!("{shown} and {more} more (`/tournament standings` lists everyone)");
        }
        if !shown.is_empty() {
            shown.push_str(", ");
        }
        shown.push_str(n);
    }
    shown
}

/// A board's result, in words: `alice 1-0 bob`, `bob lost to alice by
/// forfeit.`
pub(crate) fn board_result_text(t: &TState, round: usize, board: usize) -> String {
    let b = &t.rounds[round].boards[board];
    let w = &member(&t.by_seed(b.white).player.name);
    let bl = b
        .black
        .map(|s| member(&t.by_seed(s).player.name))
        .unwrap_or_default();
    match b.result {
        Some(BoardResult::WhiteForfeits) => format!("{w} lost to {bl} by forfeit."),
        Some(BoardResult::BlackForfeits) => format!("{bl} lost to {w} by forfeit."),
        Some(BoardResult::BothForfeit) => format!("{w} and {bl} both lost by forfeit."),
        Some(BoardResult::HalfPointBye) => format!("{w}: requested bye (½ point)."),
        Some(r) => format!("{w} {} {bl}", r.score()),
        None => format!("{w} vs {bl}: in progress"),
    }
}

/// The boards of round index `round`, a line each (`ping`: mentioning
/// their players).
pub(crate) fn board_lines(t: &TState, round: usize, ping: bool) -> String {
    let name = |seed: u32| {
        let p = &t.by_seed(seed).player;
        if ping { mention(p) } else { member(&p.name) }
    };
    let mut s = String::new();
    for (i, b) in t.rounds[round].boards.iter().enumerate() {
        let line = match b.black {
            None if b.result == Some(BoardResult::HalfPointBye) => {
                format!("{}. {}: requested bye (½ point)", i + 1, name(b.white))
            }
            None => format!("{}. {}: bye ({})", i + 1, name(b.white), bye_text(t)),
            Some(bl) => {
                let res = b
                    .result
                    .map(|x| format!(" {}", x.score()))
                    .unwrap_or_default();
                format!(
                    "{}. {} (White) vs {} (Black){res}",
                    i + 1,
                    name(b.white),
                    name(bl)
                )
            }
        };
        s += &line;
        s.push('\n');
    }
    s
}

/// Round index `round`'s pairings (`ping`: mentioning the players, with
/// the no-show rule).
pub(crate) fn round_text(t: &TState, round: usize, ping: bool) -> String {
    let mut s = format!(
        "{}: round {} of {}\n",
        tournament_title(t),
        t.rounds[round].number,
        t.rounds_total
    );
    s += &board_lines(t, round, ping);
    if ping {
        s += &first_move_text(t, t.rounds[round].started_ms);
    }
    s
}

/// The first-move rule for boards paired at `paired_ms`, with its end as
/// a Discord stamp each reader sees in their own time zone: `Make your
/// first move within 5 minutes (time runs out <t:…:R>) or lose by
/// forfeit.` The stamp counts from the pairing, the no-show time from the
/// board's post a moment later: it never promises more time than there is.
pub(crate) fn first_move_text(t: &TState, paired_ms: i64) -> String {
    format!(
        "Make your first move within {} (time runs out {}) or lose by forfeit.",
        host::duration::words_in(Locale::EnUs, t.no_show_ms),
        host::time_stamps::stamp(paired_ms + t.no_show_ms, 'R')
    )
}

/// `p` joined running `t` late, from its next round.
pub(crate) fn late_join_by_rounds_text(t: &TState, p: &Player) -> String {
    format!(
        "{} joined {} late, from round {}; rounds missed: {}, each unplayed (0 points).",
        member(&p.name),
        tournament_title(t),
        t.rounds.len() + 1,
        t.rounds.len()
    )
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
