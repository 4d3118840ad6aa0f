//! The sentences and posts of a game's analysis: the one message that
//! shows its progress (edited as it goes), then the chart with each side's
//! accuracy and marks, and the worst decisions with the better choice and
//! the board they were made on.

use crate::analysis::{Decision, GameAnalysis, MarkCounts};
use crate::ids::{GameId, Place};
use crate::picture::{BoardImage, MissileMark};
use crate::view::{Attachment, View, ViewKind};
use engine::Color;

/// How many of the worst decisions an analysis shows.
pub(crate) const WORST_SHOWN: usize = 3;

/// The key of the message showing the progress of the analysis `version`
/// of game `game` asked for at `place`.
pub(crate) fn progress_key(game: GameId, version: &str, place: &Place) -> String {
    format!("g{game}:analysis:{version}@{}", place.lane())
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

/// The progress message's text.
pub(crate) fn progress_text(game: GameId, (white, black): (&str, &str), p: Progress) -> String {
    let head = format!("**Analysis of game {game}** ({white} vs {black})");
    match p {
        Progress::Queued { ahead: 0 } => {
            format!("{head}: waiting for the engine (live games go first).")
        }
        Progress::Queued { ahead } => format!(
            "{head}: waiting for the engine, {} ahead (live games go first).",
            count_of(ahead, "analysis", "analyses")
        ),
        Progress::Running { done, total } => format!(
            "{head}: {done} of {total} positions evaluated ({}%).",
            (done * 100).checked_div(total).unwrap_or(100)
        ),
        Progress::Done { decisions } => format!(
            "{head}: done, {} judged. The analysis follows.",
            count_of(decisions, "decision", "decisions")
        ),
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
    View::new(place, ViewKind::Info, progress_text(game, names, p))
        .game(game)
        .key(key.to_string())
        .replacing(key.to_string())
}

/// The answer to whoever asked: where the analysis is shown.
pub(crate) fn asked_text(game: GameId, stored: bool, running: bool) -> String {
    if stored {
        format!("Game {game} was analysed already: its analysis is posted here.")
    } else if running {
        format!(
            "Game {game} is being analysed already: its progress and result are posted where it was asked for."
        )
    } else {
        format!("Analysing game {game}: its progress is shown here, then the analysis.")
    }
}

fn count_of(n: usize, one: &str, many: &str) -> String {
    super::count(n as i64, one, many)
}

fn marks_text(c: MarkCounts) -> String {
    format!(
        "{} (?!), {} (?), {} (??)",
        count_of(c.inaccuracies, "inaccuracy", "inaccuracies"),
        count_of(c.mistakes, "mistake", "mistakes"),
        count_of(c.blunders, "blunder", "blunders"),
    )
}

fn colour_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// One side's line: accuracy and marks.
pub(crate) fn side_line(a: &GameAnalysis, c: Color) -> String {
    let accuracy = match a.accuracy(c) {
        Some(x) => format!("accuracy **{x:.1}%**"),
        None => "no decision judged".to_string(),
    };
    format!(
        "{} **{}**: {accuracy}, {}",
        colour_name(c),
        crate::plain_text::member(a.name(c)),
        marks_text(a.counts(c))
    )
}

/// The summary's text (it carries the chart).
pub(crate) fn summary_text(a: &GameAnalysis) -> String {
    let worst = a.worst(WORST_SHOWN).len();
    let follows = match worst {
        0 => "No decision was marked: no mistake to show.".to_string(),
        1 => "The worst decision follows, with the better choice.".to_string(),
        n => format!("The {n} worst decisions follow, with the better choice."),
    };
    format!(
        "**Analysis of game {}** ({}; {} nodes a position)\n{}\n{}\nThe chart: White's chances (Win%) after every decision; ▲ under it a flight, ▼ above it a missile shot down, dots the marked decisions (blue ?!, orange ?, red ??). {follows}",
        a.game,
        a.preset,
        a.nodes,
        side_line(a, Color::White),
        side_line(a, Color::Black),
    )
}

/// What a decision did, in words: `played **Nf6??**`, `let the missile
/// pass (??)`, `shot the missile down with **Bxe6** (?)`.
fn played_words(d: &Decision) -> String {
    let mark = d.mark.as_deref().unwrap_or("");
    match d.kind.as_str() {
        "pass" => format!("let the missile pass **{mark}**"),
        "shoot" => format!(
            "shot the missile down with **{}{mark}**",
            d.played.trim_start_matches("shoot:")
        ),
        "flight" => format!("fired **{}{mark}**", d.played),
        _ => format!("played **{}{mark}**", d.played),
    }
}

/// The text of the `i`th (from 1) of the `n` worst decisions.
pub(crate) fn worst_text(a: &GameAnalysis, d: &Decision, i: usize, n: usize) -> String {
    let c = d.color();
    let better = d.better.as_deref().unwrap_or("-");
    let better = match better {
        "pass" => "let it pass".to_string(),
        b => match b.strip_prefix("shoot:") {
            Some(s) => format!("shoot it down with **{s}**"),
            None => format!("**{b}**"),
        },
    };
    format!(
        "**Worst decision {i} of {n}**: move {}, {} (**{}**) {} ({}'s Win% {:.1} → {:.1}). Better: {better}.",
        d.move_number(),
        colour_name(c),
        crate::plain_text::member(a.name(c)),
        played_words(d),
        colour_name(c),
        d.win_before,
        d.win_after,
    )
}

/// The posts of an analysis at `place`: the summary with the chart, then
/// each of the worst decisions with its board (from the decider's side,
/// the missile as far as the defender saw it).
pub(crate) fn analysis_views(a: &GameAnalysis, place: &Place) -> Vec<View> {
    let mut summary = View::new(place, ViewKind::Info, summary_text(a)).game(a.game);
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
        let mut v = View::new(place, ViewKind::Info, worst_text(a, d, i + 1, n)).game(a.game);
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
