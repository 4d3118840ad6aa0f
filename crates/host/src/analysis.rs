//! A finished game's analysis as the bot keeps and shows it: the engine's
//! judgement of every decision ([`ai::analysis`]) turned into plain
//! numbers and texts, stored as JSON (one row per game and
//! [`analysis_version`]), and read back by the bot's posts and the web
//! site alike: each side's accuracy and marks, the worst decisions with
//! the better choice, and the evaluation chart ([`render::eval_chart`]).
//! Pure: the queue that runs analyses is `host/analysis.rs`.
//!
//! The numbers are the command line's (`cruise-pawns analyse`), rounded
//! as it prints them: Win% and accuracy to one decimal, the evaluation as
//! White's centipawns or `#n` / `#-n`.

use crate::ids::GameId;
use ai::analysis::win_percent::win_percent;
use ai::analysis::{Analysis, Choice, Judged, Mark};
use engine::{Color, Flight, Game, Position, Rules};
use render::eval_chart::{EvalChart, EvalKind, EvalMark, EvalPoint, eval_chart_png};
use serde::{Deserialize, Serialize};

/// The version an analysis with `nodes` nodes a position is stored under:
/// the engine's analysis version and the budget. An analysis of an older
/// engine (or another budget) is another analysis: the game is analysed
/// again.
///
/// ```
/// assert_eq!(host::analysis_version(150_000), format!("ai{}-n150000", ai::analysis::VERSION));
/// ```
pub fn analysis_version(nodes: u64) -> String {
    format!("ai{}-n{nodes}", ai::analysis::VERSION)
}

/// Whether an analysis stored under `version` is the current engine's
/// (whatever its budget).
///
/// ```
/// assert!(host::is_current_analysis(&host::analysis_version(2_000)));
/// assert!(!host::is_current_analysis("ai0-n150000"));
/// ```
pub fn is_current_analysis(version: &str) -> bool {
    version.starts_with(&format!("ai{}-", ai::analysis::VERSION))
}

/// A game's analysis, as stored and shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameAnalysis {
    pub game: GameId,
    /// [`analysis_version`].
    pub version: String,
    /// The preset's name.
    pub preset: String,
    /// Whether missiles may strike kings (the rules of the positions).
    pub king_strikes: bool,
    /// White's and Black's names.
    pub white: String,
    pub black: String,
    /// The Win% constant used.
    pub k: f64,
    /// Nodes searched per decision.
    pub nodes: u64,
    /// White's and Black's accuracy over the game, one decimal (`None`:
    /// no decision of that side).
    pub white_accuracy: Option<f64>,
    pub black_accuracy: Option<f64>,
    /// Every judged decision, in game order.
    pub decisions: Vec<Decision>,
}

/// One judged decision.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The ply, from 1 (a flight's shoot-down decisions share its ply).
    pub ply: usize,
    /// Who decided: `white` or `black`.
    pub side: String,
    /// `move`, `flight`, `shoot` (the missile shot down) or `pass`.
    pub kind: String,
    /// What was played, as `/move` takes it (`shoot:<capture>`, `pass`).
    pub played: String,
    /// White's evaluation after it: centipawns, or `#n` / `#-n`.
    pub eval: String,
    /// White's centipawns after it, clamped to ±1000 (a forced win ±1000).
    pub white_cp: i32,
    /// White's Win% after it.
    pub white_win: f64,
    /// The decider's Win% with the best choice and with the one made.
    pub win_before: f64,
    pub win_after: f64,
    pub accuracy: f64,
    /// `?!`, `?` or `??`.
    pub mark: Option<String>,
    /// The better choice, for a marked decision.
    pub better: Option<String>,
    /// The position before the ply (FEN), for its picture.
    pub fen: String,
    /// For a shoot-down decision: the missile's squares so far (`e4>e5`).
    pub missile: Option<String>,
}

/// Counts of a side's marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct MarkCounts {
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Decision {
    fn new(d: &Judged, positions: &[Position], k: f64) -> Decision {
        let kind = match d.played {
            Choice::Move(engine::Move::Flight(_)) | Choice::FlightSoFar(_) => "flight",
            Choice::Move(_) => "move",
            Choice::Shoot(_) => "shoot",
            Choice::Pass => "pass",
        };
        let white_after = d.white_after();
        Decision {
            ply: d.ply,
            side: side_name(d.side).to_string(),
            kind: kind.to_string(),
            played: d.played_text.clone(),
            eval: white_after.text(),
            white_cp: white_after.ceiled_cp(),
            white_win: tenth(win_percent(white_after, k)),
            win_before: tenth(d.win_before),
            win_after: tenth(d.win_after),
            accuracy: tenth(d.accuracy),
            mark: d.mark.map(|m| m.glyph().to_string()),
            better: d.better().map(str::to_string),
            fen: positions
                .get(d.ply.saturating_sub(1))
                .map(Position::fen)
                .unwrap_or_default(),
            missile: d.so_far.map(|f| f.to_string()),
        }
    }

    /// The decider.
    pub fn color(&self) -> Color {
        if self.side == "black" {
            Color::Black
        } else {
            Color::White
        }
    }

    /// How much of the decider's Win% it gave away.
    pub fn win_drop(&self) -> f64 {
        (self.win_before - self.win_after).max(0.0)
    }

    /// Its mark, read back.
    pub fn mark(&self) -> Option<Mark> {
        match self.mark.as_deref() {
            Some("?!") => Some(Mark::Inaccuracy),
            Some("?") => Some(Mark::Mistake),
            Some("??") => Some(Mark::Blunder),
            _ => None,
        }
    }

    /// The move number it belongs to (White's and Black's plies share one).
    pub fn move_number(&self) -> usize {
        self.ply.div_ceil(2)
    }
}

impl GameAnalysis {
    /// The stored form of `analysis` of `game` (whose positions the
    /// decisions' pictures show), game `id` between `white` and `black`.
    pub fn new(
        id: GameId,
        game: &Game,
        (white, black): (&str, &str),
        analysis: &Analysis,
    ) -> GameAnalysis {
        let positions = game.positions();
        GameAnalysis {
            game: id,
            version: analysis_version(analysis.nodes),
            preset: analysis.preset.name().to_string(),
            king_strikes: game.rules().king_strikes,
            white: white.to_string(),
            black: black.to_string(),
            k: analysis.k,
            nodes: analysis.nodes,
            white_accuracy: analysis.accuracy[0].map(tenth),
            black_accuracy: analysis.accuracy[1].map(tenth),
            decisions: analysis
                .decisions
                .iter()
                .map(|d| Decision::new(d, positions, analysis.k))
                .collect(),
        }
    }

    /// As stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".to_string())
    }

    /// Read back from the store; the error says what is wrong.
    pub fn from_json(text: &str) -> Result<GameAnalysis, String> {
        serde_json::from_str(text).map_err(|e| format!("a stored analysis cannot be read: {e}")) // words-scan: skip (a store decoding error, logged)
    }

    /// A side's accuracy.
    pub fn accuracy(&self, c: Color) -> Option<f64> {
        match c {
            Color::White => self.white_accuracy,
            Color::Black => self.black_accuracy,
        }
    }

    /// A side's name.
    pub fn name(&self, c: Color) -> &str {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// How many decisions of side `c` were marked `?!`, `?` and `??`.
    pub fn counts(&self, c: Color) -> MarkCounts {
        let mut n = MarkCounts::default();
        for d in self.decisions.iter().filter(|d| d.color() == c) {
            match d.mark() {
                Some(Mark::Inaccuracy) => n.inaccuracies += 1,
                Some(Mark::Mistake) => n.mistakes += 1,
                Some(Mark::Blunder) => n.blunders += 1,
                None => {}
            }
        }
        n
    }

    /// The `n` worst marked decisions (the most Win% given away first; an
    /// earlier one first on a tie), each with its better choice.
    pub fn worst(&self, n: usize) -> Vec<&Decision> {
        let mut marked: Vec<(usize, &Decision)> = self
            .decisions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.mark.is_some() && d.better.is_some())
            .collect();
        marked.sort_by(|(i, a), (j, b)| b.win_drop().total_cmp(&a.win_drop()).then(i.cmp(j)));
        marked.into_iter().take(n).map(|(_, d)| d).collect()
    }

    /// The rules of the game's positions.
    pub fn rules(&self) -> Option<Rules> {
        let preset: engine::Preset = self.preset.parse().ok()?;
        Some(Rules::new(preset, self.king_strikes))
    }

    /// The position before `d` with the missile as far as its defender saw
    /// it, for a picture (`None` when the stored text cannot be read).
    pub fn position_of(&self, d: &Decision) -> Option<(Position, Option<Flight>)> {
        let pos = Position::from_fen(&d.fen, self.rules()?).ok()?;
        let missile = match &d.missile {
            Some(m) => Some(m.parse::<Flight>().ok()?),
            None => None,
        };
        Some((pos, missile))
    }

    /// The evaluation chart's title, in no language yet.
    pub fn chart_title(&self) -> locale::Words {
        locale::Words::new(locale::ids::ANALYSIS_CHART_TITLE)
            .arg("game", self.game.to_string())
            .arg("white", &self.white)
            .arg("black", &self.black)
    }

    /// The evaluation chart's data, its title in `locale`.
    pub fn chart_in(&self, locale: locale::Locale) -> EvalChart {
        EvalChart {
            empty: crate::picture_words::eval_empty(locale),
            title: self.chart_title().text(locale),
            points: self
                .decisions
                .iter()
                .map(|d| EvalPoint {
                    ply: d.ply as u32,
                    white_win: d.white_win,
                    kind: match d.kind.as_str() {
                        "flight" => EvalKind::Flight,
                        "shoot" => EvalKind::ShootDown,
                        "pass" => EvalKind::Pass,
                        _ => EvalKind::Move,
                    },
                    mark: d.mark().map(|m| match m {
                        Mark::Inaccuracy => EvalMark::Inaccuracy,
                        Mark::Mistake => EvalMark::Mistake,
                        Mark::Blunder => EvalMark::Blunder,
                    }),
                })
                .collect(),
        }
    }

    /// The evaluation chart as PNG, its texts in `locale`.
    pub fn chart_png_in(&self, locale: locale::Locale) -> Result<Vec<u8>, String> {
        eval_chart_png(&self.chart_in(locale)).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Preset;

    /// Scholar's mate, analysed with a small budget.
    fn scholars() -> (Game, GameAnalysis) {
        let mut game = Game::new(Preset::Cruise.rules(true));
        for mv in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
            game.play_text(mv).unwrap();
        }
        let a = ai::analysis::analyse_game(&game, 2_000);
        let stored = GameAnalysis::new(7, &game, ("alice", "bob"), &a);
        (game, stored)
    }

    #[test]
    fn a_stored_analysis_keeps_the_numbers_and_reads_back() {
        let (game, a) = scholars();
        assert_eq!(a.decisions.len(), 7);
        let nf6 = &a.decisions[5];
        assert_eq!((nf6.ply, nf6.side.as_str()), (6, "black"));
        assert_eq!(nf6.played, "Nf6");
        assert_eq!(nf6.mark.as_deref(), Some("??"));
        assert_eq!(nf6.kind, "move");
        assert_eq!(nf6.fen, game.positions()[5].fen());
        // The counts are the marks of each side's decisions.
        let marked = |side: &str, glyph: &str| {
            a.decisions
                .iter()
                .filter(|d| d.side == side && d.mark.as_deref() == Some(glyph))
                .count()
        };
        let black = a.counts(Color::Black);
        assert!(black.blunders >= 1);
        assert_eq!(
            (black.inaccuracies, black.mistakes, black.blunders),
            (
                marked("black", "?!"),
                marked("black", "?"),
                marked("black", "??")
            )
        );
        let white = a.counts(Color::White);
        assert_eq!(
            (white.inaccuracies, white.mistakes, white.blunders),
            (
                marked("white", "?!"),
                marked("white", "?"),
                marked("white", "??")
            )
        );
        // Allowing mate gives everything away: the worst one.
        assert_eq!(a.worst(3)[0].played, "Nf6");
        assert!(
            a.worst(3)
                .windows(2)
                .all(|w| w[0].win_drop() >= w[1].win_drop())
        );
        assert!(a.worst(3).iter().all(|d| d.better.is_some()));
        let back = GameAnalysis::from_json(&a.to_json()).unwrap();
        assert_eq!(back, a);
        assert!(GameAnalysis::from_json("{").is_err());
        let (pos, missile) = a.position_of(nf6).unwrap();
        assert_eq!(pos, game.positions()[5]);
        assert_eq!(missile, None);
        let chart = a.chart_in(locale::Locale::EnUs);
        assert_eq!(chart.points.len(), 7);
        assert_eq!(chart.points[5].mark, Some(EvalMark::Blunder));
        assert_eq!(&a.chart_png_in(locale::Locale::EnUs).unwrap()[1..4], b"PNG");
    }
}
