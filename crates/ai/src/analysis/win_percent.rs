//! Win%: a side's chances (0 to 100) from the engine's centipawns, on a
//! logistic curve whose steepness `k` is fitted per preset.
//!
//! The curve is lichess's (scalachess `core/src/main/scala/eval.scala`,
//! `WinPercent`; lila `modules/tree/src/main/WinPercent.scala`):
//!
//! - winning chances on [-1, 1]: `2 / (1 + exp(-k * cp)) - 1`, with
//!   lichess's `k = 0.00368208` for Stockfish's centipawns in chess
//!   (lila pull request 11148);
//! - `Win% = 50 + 50 * winning chances`, with `cp` first clamped to
//!   ±1000 (`Eval.Cp.ceiled`, `CEILING = 1000`);
//! - a forced mate counts as ±1000 (`WinPercent.fromMate`), whoever
//!   mates and however soon.
//!
//! Our engine's centipawns are not Stockfish's, and a pawn ahead in Cruise
//! Pawns or the Pawn Game is not worth what it is in chess: [`k_for`] holds
//! our own `k` per preset, fitted by [`crate::analysis::fit`] to games the
//! AI played against itself (`cruise-pawns analyse fit`).

use engine::Preset;

/// lichess's constant for Stockfish's centipawns in chess.
pub const LICHESS_K: f64 = 0.003_682_08;

/// Centipawns beyond this count as this (lichess's `Cp.CEILING`).
pub const CP_CEILING: i32 = 1000;

/// The Win% constant of each preset, fitted by `cruise-pawns analyse fit
/// --preset P --games 200 --seed 33 --nodes 30000 --move-nodes 10000`
/// (200 self-play games at mixed levels each; the data sizes and the fit's
/// quality are in docs/PERFORMANCE.md). `pawns-cruise`'s is near 0: the
/// AI draws it against itself whatever the evaluation says (199 of 200
/// games), so its centipawns say little about the result.
pub const fn k_for(preset: Preset) -> f64 {
    match preset {
        Preset::Cruise => 0.001_056_73,
        Preset::CruiseForward => 0.002_699_42,
        Preset::Chess => 0.007_510_89,
        Preset::Pawns => 0.003_254_20,
        Preset::PawnsCruise => 0.000_248_83,
    }
}

/// An evaluation from one side's point of view: centipawns, or a forced
/// win or loss in so many of the winner's moves (0: the game is already
/// won or lost).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Cp(i32),
    /// This side wins in so many of its moves.
    Win(u32),
    /// The other side wins in so many of its moves.
    Loss(u32),
}

impl Score {
    /// The same evaluation from the other side's point of view.
    pub fn flip(self) -> Score {
        match self {
            Score::Cp(c) => Score::Cp(-c),
            Score::Win(n) => Score::Loss(n),
            Score::Loss(n) => Score::Win(n),
        }
    }

    /// Centipawns clamped to ±1000, a forced win +1000, a forced loss
    /// -1000 (what the curve is given).
    pub fn ceiled_cp(self) -> i32 {
        match self {
            Score::Cp(c) => c.clamp(-CP_CEILING, CP_CEILING),
            Score::Win(_) => CP_CEILING,
            Score::Loss(_) => -CP_CEILING,
        }
    }

    /// The text of the analysis for a score from White's point of view:
    /// centipawns (`35`, `-120`), `#n` when White mates in `n`, `#-n` when
    /// Black does.
    pub fn text(self) -> String {
        match self {
            Score::Cp(c) => c.to_string(),
            Score::Win(n) => format!("#{n}"),
            Score::Loss(n) => format!("#-{n}"),
        }
    }
}

/// Winning chances on [-1, 1] for centipawns `cp` (already clamped by the
/// caller where the curve should be) and steepness `k`.
pub fn winning_chances(cp: f64, k: f64) -> f64 {
    (2.0 / (1.0 + (-k * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// Win% (0 to 100) of the side whose score this is.
pub fn win_percent(score: Score, k: f64) -> f64 {
    50.0 + 50.0 * winning_chances(f64::from(score.ceiled_cp()), k)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Computed by hand from lichess's definition:
    /// 50 + 50 * (2 / (1 + e^(-0.00368208 * cp)) - 1).
    #[test]
    fn lichess_values() {
        let k = LICHESS_K;
        assert_eq!(win_percent(Score::Cp(0), k), 50.0);
        // cp 100: e^-0.368208 = 0.691973; 2 / 1.691973 - 1 = 0.182052.
        assert!((win_percent(Score::Cp(100), k) - 59.1026).abs() < 1e-3);
        assert!((win_percent(Score::Cp(-100), k) - 40.8974).abs() < 1e-3);
        // cp 300: e^-1.104624 = 0.331335; 2 / 1.331335 - 1 = 0.502251.
        assert!((win_percent(Score::Cp(300), k) - 75.1126).abs() < 1e-3);
        // cp 1000 and beyond: e^-3.68208 = 0.025171; 2 / 1.025171 - 1 = 0.950895.
        let top = win_percent(Score::Cp(1000), k);
        assert!((top - 97.5447).abs() < 1e-3, "{top}");
        assert_eq!(win_percent(Score::Cp(5000), k), top);
        assert_eq!(win_percent(Score::Win(3), k), top);
        assert_eq!(win_percent(Score::Win(0), k), top);
        assert!((win_percent(Score::Loss(1), k) - (100.0 - top)).abs() < 1e-9);
    }

    #[test]
    fn k_changes_the_steepness() {
        assert!(win_percent(Score::Cp(100), 0.01) > win_percent(Score::Cp(100), LICHESS_K));
        assert_eq!(win_percent(Score::Cp(400), 0.0), 50.0);
    }

    #[test]
    fn scores_flip_and_print() {
        assert_eq!(Score::Win(2).flip(), Score::Loss(2));
        assert_eq!(Score::Cp(-35).flip(), Score::Cp(35));
        assert_eq!(Score::Win(2).text(), "#2");
        assert_eq!(Score::Loss(1).text(), "#-1");
        assert_eq!(Score::Cp(-120).text(), "-120");
    }
}
