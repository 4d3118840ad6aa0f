//! Accuracy: how much of a side's winning chances a decision kept (0 to
//! 100), and a side's accuracy over a game.
//!
//! Both are lichess's (lila `modules/analyse/src/main/AccuracyPercent.scala`,
//! with `scalalib` `Maths` for the means), applied to our Win%
//! ([`crate::analysis::win_percent`]):
//!
//! - **A decision**: 100 when the decider's Win% did not drop; otherwise,
//!   with `drop` the fall in Win% points,
//!   `103.1668100711649 * exp(-0.04354415386753951 * drop) - 3.166924740191411 + 1`
//!   (the `+ 1` is lichess's "uncertainty bonus"), clamped to [0, 100].
//! - **A game, per side**: the mean of two means of that side's decision
//!   accuracies. (1) A volatility-weighted mean: the Win% values of the game
//!   from White's side (before the first decision, then after each) are cut
//!   into windows of `clamp(decisions / 10, 2, 8)` values, one window per
//!   decision (the first window repeated `size - 2` times at the start,
//!   then every window sliding by one); a decision's weight is the
//!   population standard deviation of its window, clamped to [0.5, 12].
//!   (2) The harmonic mean, where an accuracy below 1 counts as 1.
//!
//! lichess's decisions are moves, and one move's Win% after is the next
//! one's before. Ours include flights and the defender's shoot-or-pass
//! decisions, each compared with its own best alternative, so a decision's
//! before need not equal the previous one's after: each decision's accuracy
//! is computed from its own pair, and the chain of Win% values for the
//! windows is the one before the first decision followed by each
//! decision's after.

use engine::Color;

/// The accuracy (0 to 100) of a decision that took the decider's Win% from
/// `before` to `after` (both 0 to 100, the decider's).
pub fn decision_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// One decision as the game's accuracy needs it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    /// Who decided.
    pub side: Color,
    /// The decision's accuracy ([`decision_accuracy`]).
    pub accuracy: f64,
    /// White's Win% after the decision.
    pub white_after: f64,
}

/// Each side's accuracy over a game (White, Black): `start` is White's Win%
/// before the first decision, `steps` the decisions in order. `None` for a
/// side that made no decision.
pub fn game_accuracy(start: f64, steps: &[Step]) -> [Option<f64>; 2] {
    let n = steps.len();
    let chain: Vec<f64> = std::iter::once(start)
        .chain(steps.iter().map(|s| s.white_after))
        .collect();
    let size = (n / 10).clamp(2, 8).min(chain.len());
    let mut windows: Vec<&[f64]> = vec![&chain[..size]; size.saturating_sub(2)];
    windows.extend(chain.windows(size));
    let weights: Vec<f64> = windows
        .iter()
        .map(|w| std_dev(w).clamp(0.5, 12.0))
        .collect();
    let side = |color: Color| -> Option<f64> {
        let mine: Vec<(f64, f64)> = steps
            .iter()
            .zip(&weights)
            .filter(|(s, _)| s.side == color)
            .map(|(s, &w)| (s.accuracy, w))
            .collect();
        if mine.is_empty() {
            return None;
        }
        let total_weight: f64 = mine.iter().map(|(_, w)| w).sum();
        let weighted = mine.iter().map(|(a, w)| a * w).sum::<f64>() / total_weight;
        let harmonic = mine.len() as f64 / mine.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    };
    [side(Color::White), side(Color::Black)]
}

/// The population standard deviation.
fn std_dev(xs: &[f64]) -> f64 {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand from lichess's formula: 103.1668100711649 * e^(-0.04354415386753951 * d)
    /// - 3.166924740191411 + 1.
    #[test]
    fn decision_accuracy_matches_lichess() {
        assert_eq!(decision_accuracy(40.0, 40.0), 100.0);
        assert_eq!(decision_accuracy(40.0, 70.0), 100.0);
        // A drop of 0.01 gives 100.95..., clamped.
        assert_eq!(decision_accuracy(40.0, 39.99), 100.0);
        // d = 5: e^-0.217721 = 0.804357 -> 80.8153.
        assert!((decision_accuracy(60.0, 55.0) - 80.8153).abs() < 1e-3);
        // d = 10: e^-0.435442 = 0.647004 -> 64.5798.
        assert!((decision_accuracy(60.0, 50.0) - 64.5798).abs() < 1e-3);
        // d = 40 -> 15.9090; d = 80 -> 1.0002; d = 100 -> 0 (clamped).
        assert!((decision_accuracy(90.0, 50.0) - 15.9090).abs() < 1e-3);
        assert!((decision_accuracy(90.0, 10.0) - 1.0002).abs() < 1e-3);
        assert_eq!(decision_accuracy(100.0, 0.0), 0.0);
    }

    fn steps(chain: &[f64]) -> Vec<Step> {
        chain
            .windows(2)
            .enumerate()
            .map(|(i, w)| {
                let side = if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let (before, after) = match side {
                    Color::White => (w[0], w[1]),
                    Color::Black => (100.0 - w[0], 100.0 - w[1]),
                };
                Step {
                    side,
                    accuracy: decision_accuracy(before, after),
                    white_after: w[1],
                }
            })
            .collect()
    }

    /// Four decisions (windows of 2): White's Win% 50 -> 60 -> 50 -> 40 -> 45.
    /// White: 100 (weight 5) and 64.5798 (a drop of 10, weight 5);
    /// weighted 82.2899, harmonic 2 / (1/100 + 1/64.5798) = 78.4784,
    /// accuracy 80.3842. Black: 100 (weight 5) and 80.8153 (a drop of 5,
    /// weight 2.5); weighted 93.6051, harmonic 89.3899, accuracy 91.4975.
    #[test]
    fn a_short_game() {
        let chain = [50.0, 60.0, 50.0, 40.0, 45.0];
        let [w, b] = game_accuracy(chain[0], &steps(&chain));
        assert!((w.unwrap() - 80.3842).abs() < 1e-3, "{w:?}");
        assert!((b.unwrap() - 91.4975).abs() < 1e-3, "{b:?}");
    }

    /// Thirty decisions (windows of 3, the first repeated once), White's
    /// Win% 50 then 50 + 40 sin(0.7 i): computed step by step from lichess's
    /// gameAccuracy (White 68.6412, Black 64.0288).
    #[test]
    fn a_longer_game_with_wider_windows() {
        let chain: Vec<f64> = std::iter::once(50.0)
            .chain((0..30).map(|i| 50.0 + 40.0 * (f64::from(i) * 0.7).sin()))
            .collect();
        let [w, b] = game_accuracy(chain[0], &steps(&chain));
        assert!((w.unwrap() - 68.6412).abs() < 1e-3, "{w:?}");
        assert!((b.unwrap() - 64.0288).abs() < 1e-3, "{b:?}");
    }

    #[test]
    fn a_side_without_decisions_has_no_accuracy() {
        let one = [Step {
            side: Color::White,
            accuracy: 90.0,
            white_after: 52.0,
        }];
        let [w, b] = game_accuracy(50.0, &one);
        assert_eq!(w, Some(90.0));
        assert_eq!(b, None);
        assert_eq!(game_accuracy(50.0, &[]), [None, None]);
    }
}
