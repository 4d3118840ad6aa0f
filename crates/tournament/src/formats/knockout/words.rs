//! A knockout's words: its rules in the announcement, its new games, a
//! match decided, and its bracket post.

use super::model::{DecidedBy, FinalGames, Seeding, Tiebreak};
use crate::formats::list::Format;
use crate::state::TState;
use crate::words::text::{count, mention, tournament_title};
use host::plain_text::member;
use locale::{Locale, Words, ids};

/// A knockout's rules in the announcement, a sentence each: the match,
/// its tie-break, the grand final or third place, the seeding.
pub(super) fn knockout_rules_words(t: &TState) -> Vec<Words> {
    let Some(k) = &t.knockout else {
        return Vec::new();
    };
    let tiebreak = match k.tiebreak {
        Tiebreak::Replay => "replay",
        Tiebreak::Armageddon => "armageddon",
        Tiebreak::Seed => "seed",
    };
    let mut s = vec![
        Words::new(ids::TOURNAMENT_KNOCKOUT_MATCH)
            .arg("best", k.best_of)
            .arg("tiebreak", tiebreak),
    ];
    if t.format == Format::DoubleElimination {
        s.push(Words::new(match k.grand_final {
            FinalGames::Double => ids::TOURNAMENT_KNOCKOUT_GRAND_FINAL_RESET,
            FinalGames::Simple => ids::TOURNAMENT_KNOCKOUT_GRAND_FINAL,
        }));
    } else if k.third_place {
        s.push(Words::new(ids::TOURNAMENT_KNOCKOUT_THIRD_PLACE));
    }
    s.push(Words::new(match k.seeding {
        Seeding::Rating => ids::TOURNAMENT_KNOCKOUT_SEEDED_RATING,
        Seeding::Join => ids::TOURNAMENT_KNOCKOUT_SEEDED_JOIN,
        Seeding::Random => ids::TOURNAMENT_KNOCKOUT_SEEDED_RANDOM,
    }));
    s
}

/// A knockout's new games (index `boards` of its one round), pinging
/// their players: `W1-2: @alice (White) vs @bob (Black)`.
pub(super) fn match_games_words(t: &TState, boards: &[usize]) -> Words {
    let mut games = Vec::new();
    for &bi in boards {
        let b = &t.rounds[0].boards[bi];
        let Some(black) = b.black else { continue };
        games.push(
            Words::new(ids::TOURNAMENT_KNOCKOUT_GAME)
                .arg("match", t.match_label(0, bi).unwrap_or_default())
                .arg("white", mention(&t.by_seed(b.white).player))
                .arg("black", mention(&t.by_seed(black).player)),
        );
    }
    let paired = boards
        .iter()
        .map(|&bi| t.rounds[0].boards[bi].started_ms)
        .min()
        .unwrap_or(t.rounds[0].started_ms);
    Words::new(ids::TOURNAMENT_KNOCKOUT_NEW_GAMES)
        .arg("tournament", tournament_title(t))
        .then("\n", crate::words::text::lines(games))
        .then("", crate::words::text::first_move_words(t, paired))
}

/// A match's name as players read it, with its short name (what the
/// organizer's commands and the threads use) in brackets: "Final (W3-1)",
/// "Semi-final 2 (W2-2)", "Quarter-final 1 (W1-1)", "Round 1, match 3
/// (W1-3)", "Winners' final (W3-1)" and "Losers' round 2, match 1 (L2-1)"
/// in a double elimination, "Grand final (GF1)", "Grand final reset
/// (GF2)", "Third place (3P)".
pub(super) fn match_title(t: &TState, id: pairing::bracket::MatchId) -> String {
    use pairing::bracket::{Format, MatchId};
    let Some(b) = t.bracket() else {
        return id.to_string();
    };
    let double = matches!(b.format(), Format::Double { .. });
    let rounds = b.size().max(2).ilog2();
    let title = match id {
        MatchId::Winners { round, number } => {
            let from_end = rounds.saturating_sub(round);
            let (name, numbered) = match from_end {
                0 => ("final", false),
                1 => ("semi-final", true),
                2 => ("quarter-final", true),
                _ => ("", true),
            };
            let name = if name.is_empty() {
                format!("round {round}, match {number}")
            } else if numbered {
                format!("{name} {number}")
            } else {
                name.to_string()
            };
            if double {
                format!("Winners' {name}")
            } else {
                capitalized(&name)
            }
        }
        MatchId::Losers { round, number } => format!("Losers' round {round}, match {number}"),
        MatchId::GrandFinal { game: 1 } => "Grand final".to_string(),
        MatchId::GrandFinal { .. } => "Grand final reset".to_string(),
        MatchId::ThirdPlace => "Third place".to_string(),
    };
    format!("{title} ({id})")
}

/// `text` with its first letter capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A knockout match is decided, its score from the winner's side: `Semi-final 1
/// (W2-1): alice beats bob 1½-½.`
pub(super) fn match_decided_text(t: &TState, id: pairing::bracket::MatchId) -> String {
    let name = match_title(t, id);
    let short = id.to_string();
    let Some(d) = t
        .knockout
        .as_ref()
        .and_then(|k| k.decided.iter().find(|d| d.id == short))
    else {
        return String::new();
    };
    let loser = t
        .bracket()
        .and_then(|b| b.get(id))
        .and_then(|m| m.loser())
        .map(|s| member(&t.by_seed(s).player.name))
        .unwrap_or_default();
    let winner = &member(&t.by_seed(d.winner).player.name);
    let score = t.match_score_for(id, d.winner).unwrap_or_default();
    match d.by {
        DecidedBy::Games => format!("{name}: {winner} beats {loser} {score}."),
        DecidedBy::Seed => format!(
            "{name}: {winner} and {loser} drew {score}; {winner}, the higher seed, goes through."
        ),
        DecidedBy::Walkover => format!("{name}: {winner} goes through, {loser} withdrew."),
        DecidedBy::Organizer => {
            format!("{name}: {winner} goes through against {loser}, as the organizer decided.")
        }
    }
}

/// The longest bracket post written out match by match (one Discord
/// message, edited in place); a larger bracket's post says where it stands
/// and leaves the rest to its picture.
const BRACKET_TEXT_MAX: usize = 1800;

/// A knockout's bracket post: the title and one line a match (a large
/// bracket: the matches decided and being played).
pub(super) fn bracket_post_text(t: &TState) -> String {
    let lines = t.bracket_text();
    let title = format!("{} bracket\n", tournament_title(t));
    if title.len() + lines.len() <= BRACKET_TEXT_MAX {
        return title + &lines;
    }
    let decided = t.knockout.as_ref().map_or(0, |k| k.decided.len());
    let playing: Vec<String> = t
        .rounds
        .first()
        .map(|r| {
            (0..r.boards.len())
                .filter(|&bi| r.boards[bi].in_progress())
                .filter_map(|bi| t.match_label(0, bi))
                .collect()
        })
        .unwrap_or_default();
    let mut s = title
        + &format!(
            "{} decided",
            count(Locale::EnUs, ids::COUNT_MATCHES, decided as i64)
        );
    if !playing.is_empty() {
        let mut shown = playing.join(", ");
        if shown.len() > BRACKET_TEXT_MAX {
            let some: Vec<&str> = playing.iter().take(20).map(String::as_str).collect();
            shown = format!("{} and more", some.join(", "));
        }
        s += &format!("; being played: {shown}");
    }
    s + ". The picture shows the whole bracket."
}
