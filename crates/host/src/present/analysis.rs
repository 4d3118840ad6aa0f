//! The sentences and posts of a game's analysis: the one message that
//! shows its progress (edited as it goes), then the chart with each side's
//! accuracy and marks, and the worst decisions with the better choice and
//! the board they were made on.

use crate::analysis::{Decision, GameAnalysis, MarkCounts};
use crate::ids::{GameId, Place};
use crate::picture::{BoardImage, MissileMark};
use crate::view::{Attachment, View, ViewKind};
use engine::Color;
use locale::{Words, ids};

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
    super::said(place, ViewKind::Info, progress_words(game, names, p))
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

/// The posts of an analysis at `place`: the summary with the chart, then
/// each of the worst decisions with its board (from the decider's side,
/// the missile as far as the defender saw it).
pub(crate) fn analysis_views(a: &GameAnalysis, place: &Place) -> Vec<View> {
    let mut summary = super::said(place, ViewKind::Info, summary_words(a)).game(a.game);
    match a.chart_png() {
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
        let mut v = super::said(place, ViewKind::Info, worst_words(a, d, i + 1, n)).game(a.game);
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
