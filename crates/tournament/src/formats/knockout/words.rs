//! A knockout's words: its rules in the announcement, its new games, a
//! match decided, and its bracket post.

use super::model::{DecidedBy, FinalGames, Seeding, Tiebreak};
use crate::formats::list::Format;
use crate::state::TState;
use crate::words::text::{mention, tournament_title};
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
pub(super) fn match_title_words(t: &TState, id: pairing::bracket::MatchId) -> Words {
    use pairing::bracket::{Format, MatchId};
    let Some(b) = t.bracket() else {
        return Words::verbatim(id.to_string());
    };
    let double = matches!(b.format(), Format::Double { .. });
    let rounds = b.size().max(2).ilog2();
    let name = match id {
        MatchId::Winners { round, number } => {
            let from_end = rounds.saturating_sub(round);
            let message = match (double, from_end) {
                (false, 0) => ids::TOURNAMENT_MATCH_FINAL,
                (false, 1) => ids::TOURNAMENT_MATCH_SEMI_FINAL,
                (false, 2) => ids::TOURNAMENT_MATCH_QUARTER_FINAL,
                (false, _) => ids::TOURNAMENT_MATCH_ROUND,
                (true, 0) => ids::TOURNAMENT_MATCH_WINNERS_FINAL,
                (true, 1) => ids::TOURNAMENT_MATCH_WINNERS_SEMI_FINAL,
                (true, 2) => ids::TOURNAMENT_MATCH_WINNERS_QUARTER_FINAL,
                (true, _) => ids::TOURNAMENT_MATCH_WINNERS_ROUND,
            };
            Words::new(message)
                .arg("round", round)
                .arg("number", number)
        }
        MatchId::Losers { round, number } => Words::new(ids::TOURNAMENT_MATCH_LOSERS_ROUND)
            .arg("round", round)
            .arg("number", number),
        MatchId::GrandFinal { game: 1 } => Words::new(ids::TOURNAMENT_MATCH_GRAND_FINAL),
        MatchId::GrandFinal { .. } => Words::new(ids::TOURNAMENT_MATCH_GRAND_FINAL_RESET),
        MatchId::ThirdPlace => Words::new(ids::TOURNAMENT_MATCH_THIRD_PLACE),
    };
    Words::new(ids::TOURNAMENT_MATCH_TITLE)
        .arg("name", name)
        .arg("id", id.to_string())
}

/// A knockout match is decided, its score from the winner's side: `Semi-final 1
/// (W2-1): alice beats bob 1½-½.` (nothing when it is not decided).
pub(super) fn match_decided_words(t: &TState, id: pairing::bracket::MatchId) -> Words {
    let short = id.to_string();
    let Some(d) = t
        .knockout
        .as_ref()
        .and_then(|k| k.decided.iter().find(|d| d.id == short))
    else {
        return Words::verbatim("");
    };
    let loser = t
        .bracket()
        .and_then(|b| b.get(id))
        .and_then(|m| m.loser())
        .map(|s| member(&t.by_seed(s).player.name))
        .unwrap_or_default();
    let winner = member(&t.by_seed(d.winner).player.name);
    let score = t.match_score_for(id, d.winner).unwrap_or_default();
    let message = match d.by {
        DecidedBy::Games => ids::TOURNAMENT_MATCH_BEATS,
        DecidedBy::Seed => ids::TOURNAMENT_MATCH_BY_SEED,
        DecidedBy::Walkover => ids::TOURNAMENT_MATCH_WALKOVER,
        DecidedBy::Organizer => ids::TOURNAMENT_MATCH_BY_ORGANIZER,
    };
    Words::new(message)
        .arg("match", match_title_words(t, id))
        .arg("winner", winner)
        .arg("loser", loser)
        .arg("score", score)
}

/// [`match_title_words`] in en-US.
#[cfg(test)]
pub(super) fn match_title(t: &TState, id: pairing::bracket::MatchId) -> String {
    match_title_words(t, id).text(Locale::EnUs)
}

/// [`match_decided_words`] in en-US.
#[cfg(test)]
pub(super) fn match_decided_text(t: &TState, id: pairing::bracket::MatchId) -> String {
    match_decided_words(t, id).text(Locale::EnUs)
}

/// The longest bracket post written out match by match (one Discord
/// message, edited in place); a larger bracket's post says where it stands
/// and leaves the rest to its picture.
const BRACKET_TEXT_MAX: usize = 1800;

/// A knockout's bracket post: the title and one line a match (a large
/// bracket: the matches decided and being played).
pub(super) fn bracket_post_words(t: &TState) -> Words {
    let lines = t.bracket_words();
    let title = Words::new(ids::TOURNAMENT_BRACKET_TITLE).arg("tournament", tournament_title(t));
    if title.text(Locale::EnUs).len() + 1 + lines.text(Locale::EnUs).len() <= BRACKET_TEXT_MAX {
        return title.then("\n", lines);
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
    let playing = if playing.is_empty() {
        Words::verbatim("")
    } else {
        let shown = playing.join(", ");
        let matches = if shown.len() > BRACKET_TEXT_MAX {
            let some: Vec<&str> = playing.iter().take(20).map(String::as_str).collect();
            Words::new(ids::TOURNAMENT_BRACKET_PLAYING_MORE).arg("matches", some.join(", "))
        } else {
            Words::verbatim(shown)
        };
        Words::new(ids::TOURNAMENT_BRACKET_PLAYING).arg("matches", matches)
    };
    title.then(
        "\n",
        Words::new(ids::TOURNAMENT_BRACKET_SUMMARY)
            .arg(
                "decided",
                Words::new(ids::COUNT_MATCHES).arg("count", decided),
            )
            .arg("playing", playing),
    )
}

/// The bracket picture's labels said in `locale` (a Discord post's: its
/// server's language; a web page's: the page's).
pub fn bracket_labels(locale: Locale) -> render::bracket::BracketLabels {
    use render::bracket::BracketLabel as L;
    render::bracket::BracketLabels::new(move |label| {
        let say = |id: &str| locale::text(locale, id, &[]);
        let round = |id: &str, n: u32| locale::text(locale, id, &[("round", n.into())]);
        match label {
            L::WinnersFinal => say(ids::TOURNAMENT_BRACKET_WINNERS_FINAL),
            L::WinnersRound(n) => round(ids::TOURNAMENT_BRACKET_WINNERS_ROUND, *n),
            L::Final => say(ids::TOURNAMENT_BRACKET_FINAL),
            L::SemiFinals => say(ids::TOURNAMENT_BRACKET_SEMI_FINALS),
            L::QuarterFinals => say(ids::TOURNAMENT_BRACKET_QUARTER_FINALS),
            L::Round(n) => round(ids::TOURNAMENT_BRACKET_ROUND, *n),
            L::LosersFinal => say(ids::TOURNAMENT_BRACKET_LOSERS_FINAL),
            L::LosersRound(n) => round(ids::TOURNAMENT_BRACKET_LOSERS_ROUND, *n),
            L::GrandFinal => say(ids::TOURNAMENT_BRACKET_GRAND_FINAL),
            L::Reset => say(ids::TOURNAMENT_BRACKET_RESET),
            L::ThirdPlace => say(ids::TOURNAMENT_BRACKET_THIRD_PLACE),
            L::Bye => say(ids::TOURNAMENT_BRACKET_BYE),
            L::Title { double, players } => locale::text(
                locale,
                ids::TOURNAMENT_BRACKET_PICTURE_TITLE,
                &[
                    ("format", if *double { "double" } else { "single" }.into()),
                    ("players", (*players).into()),
                ],
            ),
            L::Champion { title, seed, name } => locale::text(
                locale,
                ids::TOURNAMENT_BRACKET_CHAMPION,
                &[
                    ("title", title.as_str().into()),
                    ("seed", (*seed).into()),
                    ("name", name.as_str().into()),
                ],
            ),
        }
    })
}
