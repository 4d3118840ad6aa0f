//! The sentences and posts of a game's analysis: the one message that
//! shows its progress (edited as it goes), then the chart with each side's
//! accuracy and marks, and the worst decisions with the better choice and
//! the board they were made on.

use crate::analysis::{Decision, GameAnalysis, MarkCounts};
use crate::ids::{GameId, Place};
use crate::picture::{BoardImage, MissileMark};
use crate::view::{Attachment, View, ViewKind};
use engine::Color;
use locale::{Locale, Words, ids};

/// How many of the worst decisions an analysis shows.
pub(crate) const WORST_SHOWN: usize = 3;

/// The key of the message showing the progress of the analysis `version`
/// of game `game` asked for at `place`.
pub(crate) fn progress_key(game: GameId, version: &str, place: &Place) -> String {
    format!("g{game}:analysis:{version}@{}", place.lane()) // words-scan: skip (a message key format)
}

/// Where an analysis stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Progress {
    /// Waiting for the engine (`ahead`: analyses before it).
    Queued { ahead: usize },
    /// `done` of `total` positions (and shoot-down points) evaluated.
    Running { done: usize, total: usize },
    /// Every decision judged (`decisions` of them).
    Done { decisions: usize },
}

/// The progress message's words.
pub(crate) fn progress_words(game: GameId, (white, black): (&str, &str), p: Progress) -> Words {
    let head = |id: &str| {
        Words::new(id)
            .arg("game", game.to_string())
            .arg("white", white)
            .arg("black", black)
    };
    match p {
        Progress::Queued { ahead: 0 } => head(ids::ANALYSIS_QUEUED),
        Progress::Queued { ahead } => head(ids::ANALYSIS_QUEUED_BEHIND).arg("ahead", ahead),
        Progress::Running { done, total } => head(ids::ANALYSIS_RUNNING)
            .arg("done", done)
            .arg("total", total)
            .arg("percent", (done * 100).checked_div(total).unwrap_or(100)),
        Progress::Done { decisions } => head(ids::ANALYSIS_DONE).arg("decisions", decisions),
    }
}

/// The progress message at `place`: posted first, then edited.
pub(crate) fn progress_view(
    place: &Place,
    game: GameId,
    key: &str,
    names: (&str, &str),
    p: Progress,
) -> View {
    View::said(place, ViewKind::Info, progress_words(game, names, p))
        .game(game)
        .key(key.to_string())
        .replacing(key.to_string())
}

/// The answer to whoever asked: where the analysis is shown.
pub(crate) fn asked_words(game: GameId, stored: bool, running: bool) -> Words {
    let id = if stored {
        ids::ANALYSIS_ASKED_STORED
    } else if running {
        ids::ANALYSIS_ASKED_RUNNING
    } else {
        ids::ANALYSIS_ASKED_NEW
    };
    Words::new(id).arg("game", game.to_string())
}

fn marks_words(c: MarkCounts) -> Words {
    Words::new(ids::ANALYSIS_MARKS)
        .arg("inaccuracies", c.inaccuracies)
        .arg("mistakes", c.mistakes)
        .arg("blunders", c.blunders)
}

/// `c` as a select's key.
fn side_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// One side's line: accuracy and marks.
pub(crate) fn side_line(a: &GameAnalysis, c: Color) -> Words {
    let accuracy = match a.accuracy(c) {
        Some(x) => Words::new(ids::ANALYSIS_ACCURACY).arg("accuracy", format!("{x:.1}")),
        None => Words::new(ids::ANALYSIS_NO_DECISION),
    };
    Words::new(ids::ANALYSIS_SIDE)
        .arg("color", side_key(c))
        .arg("name", crate::plain_text::member(a.name(c)))
        .arg("accuracy", accuracy)
        .arg("marks", marks_words(a.counts(c)))
}

/// The summary's words (it carries the chart).
pub(crate) fn summary_words(a: &GameAnalysis) -> Words {
    let follows = match a.worst(WORST_SHOWN).len() {
        0 => Words::new(ids::ANALYSIS_FOLLOWS_NONE),
        n => Words::new(ids::ANALYSIS_FOLLOWS).arg("count", n),
    };
    Words::new(ids::ANALYSIS_SUMMARY)
        .arg("game", a.game.to_string())
        .arg("preset", a.preset.as_str())
        .arg("nodes", a.nodes.to_string())
        .then("\n", side_line(a, Color::White))
        .then("\n", side_line(a, Color::Black))
        .then("\n", Words::new(ids::ANALYSIS_LEGEND))
        .then(" ", follows)
}

/// What a decision did, in words: `played **Nf6??**`, `let the missile
/// pass (??)`, `shot the missile down with **Bxe6** (?)`.
fn played_words(d: &Decision) -> Words {
    let mark = d.mark.as_deref().unwrap_or("");
    let id = match d.kind.as_str() {
        "pass" => return Words::new(ids::ANALYSIS_PLAYED_PASS).arg("mark", mark),
        "shoot" => ids::ANALYSIS_PLAYED_SHOOT,
        "flight" => ids::ANALYSIS_PLAYED_FLIGHT,
        _ => ids::ANALYSIS_PLAYED_MOVE,
    };
    Words::new(id)
        .arg("move", d.played.trim_start_matches("shoot:"))
        .arg("mark", mark)
}

/// The words of the `i`th (from 1) of the `n` worst decisions.
pub(crate) fn worst_words(a: &GameAnalysis, d: &Decision, i: usize, n: usize) -> Words {
    let c = d.color();
    let better = d.better.as_deref().unwrap_or("-");
    let better = match better {
        "pass" => Words::new(ids::ANALYSIS_BETTER_PASS),
        b => match b.strip_prefix("shoot:") {
            Some(s) => Words::new(ids::ANALYSIS_BETTER_SHOOT).arg("move", s),
            None => Words::new(ids::ANALYSIS_BETTER_MOVE).arg("move", b),
        },
    };
    Words::new(ids::ANALYSIS_WORST)
        .arg("index", i)
        .arg("count", n)
        .arg("number", d.move_number())
        .arg("color", side_key(c))
        .arg("name", crate::plain_text::member(a.name(c)))
        .arg("played", played_words(d))
        .arg("before", format!("{:.1}", d.win_before))
        .arg("after", format!("{:.1}", d.win_after))
        .arg("better", better)
}

/// The posts of an analysis at `place`: the summary with the chart (its
/// words in `locale`, the language of the place's posts), then each of
/// the worst decisions with its board (from the decider's side, the
/// missile as far as the defender saw it).
pub(crate) fn analysis_views(a: &GameAnalysis, place: &Place, locale: Locale) -> Vec<View> {
    let mut summary = View::said(place, ViewKind::Info, summary_words(a)).game(a.game);
    match a.chart_png_in(locale) {
        Ok(png) => {
            summary.file = Some(Attachment {
                name: format!("analysis-{}.png", a.game),
                bytes: png,
            });
        }
        Err(e) => tracing::warn!("the chart of game {}'s analysis: {e}", a.game),
    }
    let mut out = vec![summary];
    let worst = a.worst(WORST_SHOWN);
    let n = worst.len();
    for (i, d) in worst.into_iter().enumerate() {
        let mut v = View::said(place, ViewKind::Info, worst_words(a, d, i + 1, n)).game(a.game);
        if let Some((pos, missile)) = a.position_of(d) {
            let mut img = BoardImage::new(pos);
            img.orientation = d.color();
            img.players = Some((a.white.clone(), a.black.clone()));
            if let Some(m) = missile {
                img = img.with_missile(m);
                img.missile_state = MissileMark::InFlight;
            }
            v = v.board(img);
        }
        out.push(v);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Game, Preset};

    /// Scholar's mate, analysed with a small budget.
    fn scholars() -> GameAnalysis {
        let mut game = Game::new(Preset::Cruise.rules(true));
        for mv in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
            game.play_text(mv).unwrap();
        }
        let a = ai::analysis::analyse_game(&game, 2_000);
        GameAnalysis::new(7, &game, ("alice", "bob"), &a)
    }

    #[test]
    fn the_progress_is_said_in_en_us_as_before_and_in_other_languages() {
        let names = ("alice", "bob");
        let said = |p, l| progress_words(7, names, p).text(l);
        assert_eq!(
            said(Progress::Queued { ahead: 2 }, Locale::EnUs),
            "**Analysis of game 7** (alice vs bob): waiting for the engine, 2 analyses ahead (live games go first)."
        );
        assert_eq!(
            said(Progress::Queued { ahead: 1 }, Locale::EnUs),
            "**Analysis of game 7** (alice vs bob): waiting for the engine, 1 analysis ahead (live games go first)."
        );
        assert_eq!(
            said(Progress::Running { done: 3, total: 12 }, Locale::EnUs),
            "**Analysis of game 7** (alice vs bob): 3 of 12 positions evaluated (25%)."
        );
        assert_eq!(
            said(Progress::Done { decisions: 1 }, Locale::EnUs),
            "**Analysis of game 7** (alice vs bob): done, 1 decision judged. The analysis follows."
        );
        assert_eq!(
            said(Progress::Queued { ahead: 0 }, Locale::De),
            "**Analyse von Partie 7** (alice gegen bob): wartet auf die Engine (laufende Partien haben Vorrang)."
        );
        assert!(said(Progress::Done { decisions: 5 }, Locale::Ru).contains("оценено 5 решений"));
        assert!(said(Progress::Done { decisions: 2 }, Locale::Ru).contains("оценено 2 решения"));
        assert_eq!(
            asked_words(7, false, false).text(Locale::Fr),
            "Analyse de la partie 7 : sa progression s'affiche ici, puis l'analyse."
        );
    }

    #[test]
    fn the_summary_and_the_worst_decisions_are_said_in_the_readers_language() {
        let a = scholars();
        let en = summary_words(&a).text(Locale::EnUs);
        assert!(en.starts_with("**Analysis of game 7** (cruise; "), "{en}");
        assert!(en.contains("\nWhite **alice**: accuracy **"), "{en}");
        assert!(en.contains("\nThe chart: White's chances (Win%)"), "{en}");
        assert!(en.contains("blunder"), "{en}");
        let de = summary_words(&a).text(Locale::De);
        assert!(de.contains("Weiß **alice**: Genauigkeit **"), "{de}");
        assert!(
            de.contains("grober Fehler") || de.contains("grobe Fehler"),
            "{de}"
        );
        let fr = summary_words(&a).text(Locale::Fr);
        assert!(fr.contains("Noirs **bob** : précision **"), "{fr}");
        assert!(fr.contains("gaffe"), "{fr}");
        let ru = summary_words(&a).text(Locale::Ru);
        assert!(ru.contains("точность **"), "{ru}");
        assert!(ru.contains("зев"), "{ru}");
        let worst = a.worst(WORST_SHOWN);
        let nf6 = worst[0];
        let en = worst_words(&a, nf6, 1, worst.len()).text(Locale::EnUs);
        assert!(
            en.starts_with(&format!(
                "**Worst decision 1 of {}**: move 3, Black (**bob**) played **Nf6??** (Black's Win% ",
                worst.len()
            )),
            "{en}"
        );
        let de = worst_words(&a, nf6, 1, worst.len()).text(Locale::De);
        assert!(de.contains("Schwarz (**bob**) spielte **Nf6??**"), "{de}");
        assert!(de.contains("Besser: **"), "{de}");
        let ru = worst_words(&a, nf6, 1, worst.len()).text(Locale::Ru);
        assert!(ru.contains("сыграли **Nf6??**"), "{ru}");
        for l in Locale::ALL {
            for said in [
                summary_words(&a).text(l),
                worst_words(&a, nf6, 1, 3).text(l),
                a.chart_title().text(l),
            ] {
                assert!(!said.contains('⟦') && !said.contains("{ $"), "{l}: {said}");
            }
        }
        // The views carry the words: the edge says them in a language.
        let views = analysis_views(&a, &Place::channel("g", "c"), Locale::EnUs);
        assert_eq!(views[0].text, summary_words(&a).text(Locale::EnUs));
        assert!(
            views[1]
                .clone()
                .in_locale(Locale::De)
                .text
                .starts_with("**Schlechteste Entscheidung 1 von ")
        );
    }
}
