//! Fitting the Win% constant `k` to game results: logistic regression with
//! one parameter and no intercept, by maximum likelihood.
//!
//! Each sample is a position's evaluation from White's side `x` (centipawns
//! clamped to ±1000, a forced win or loss as ±1000, exactly what the Win%
//! curve is given) and the game's result for White `y` (1, ½ or 0). The
//! model says White's expected score is `p = 1 / (1 + exp(-k x))`, which is
//! Win% / 100 ([`crate::analysis::win_percent`]). The fit minimises the
//! log-loss `-Σ y ln p + (1 - y) ln (1 - p)` (a draw counts as half a win
//! and half a loss) by Newton's method on `k`: the gradient is
//! `Σ (p - y) x` and the second derivative `Σ p (1 - p) x²`, never
//! negative, so the loss is convex and Newton's steps (halved while they
//! do not lower the loss) find its minimum.
//!
//! The fit's quality: the mean log-loss (natural log; 0.693 is a coin
//! toss) and the Brier score (the mean of `(p - y)²`; 0.25 is a coin
//! toss), with lichess's `k` beside them for comparison.

use crate::analysis::win_percent::LICHESS_K;

/// One position: White's evaluation (clamped centipawns) and White's result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sample {
    pub white_cp: i32,
    /// 1 for a White win, 0.5 for a draw, 0 for a Black win.
    pub white_score: f64,
}

/// A fitted constant and how well it predicts the results.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    pub k: f64,
    /// The number of samples.
    pub samples: usize,
    /// Mean log-loss at the fitted `k`.
    pub log_loss: f64,
    /// Mean squared error of the expected score at the fitted `k`.
    pub brier: f64,
    /// The same two at lichess's `k`.
    pub lichess_log_loss: f64,
    pub lichess_brier: f64,
    /// Newton steps taken.
    pub iterations: u32,
}

/// Why there is nothing to fit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FitError {
    /// No samples, or every evaluation 0: the results say nothing about `k`.
    NoInformation,
    /// The results follow the evaluations' signs perfectly (no draws, no
    /// upsets): the likelihood grows without bound as `k` does.
    Separable,
}

impl std::fmt::Display for FitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FitError::NoInformation => f.write_str(
                "nothing to fit: no position had a non-zero evaluation; play more games (--games)",
            ),
            FitError::Separable => f.write_str(
                "the results follow the evaluations perfectly, so k has no finite best value; play more games (--games) so that draws and upsets appear",
            ),
        }
    }
}

impl std::error::Error for FitError {}

fn expected(k: f64, x: f64) -> f64 {
    1.0 / (1.0 + (-k * x).exp())
}

/// Mean log-loss and Brier score of `k` on `samples` (not empty).
pub fn quality(samples: &[Sample], k: f64) -> (f64, f64) {
    // Probabilities are kept off 0 and 1 so that a confident miss costs
    // much, not infinitely much.
    const EPS: f64 = 1e-12;
    let mut loss = 0.0;
    let mut brier = 0.0;
    for s in samples {
        let p = expected(k, f64::from(s.white_cp)).clamp(EPS, 1.0 - EPS);
        let y = s.white_score;
        loss -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
        brier += (p - y).powi(2);
    }
    let n = samples.len() as f64;
    (loss / n, brier / n)
}

/// The maximum-likelihood `k` for `samples`.
pub fn fit_k(samples: &[Sample]) -> Result<Fit, FitError> {
    if samples.iter().all(|s| s.white_cp == 0) {
        return Err(FitError::NoInformation);
    }
    let separable = samples.iter().all(|s| {
        let x = s.white_cp;
        (x > 0 && s.white_score == 1.0) || (x < 0 && s.white_score == 0.0) || x == 0
    });
    if separable {
        return Err(FitError::Separable);
    }
    let loss = |k: f64| quality(samples, k).0;
    let mut k = LICHESS_K;
    let mut current = loss(k);
    let mut iterations = 0;
    for _ in 0..100 {
        iterations += 1;
        let (mut grad, mut hess) = (0.0, 0.0);
        for s in samples {
            let x = f64::from(s.white_cp);
            let p = expected(k, x);
            grad += (p - s.white_score) * x;
            hess += p * (1.0 - p) * x * x;
        }
        if hess <= 0.0 {
            break;
        }
        let mut step = grad / hess;
        let mut next = k - step;
        let mut next_loss = loss(next);
        let mut halvings = 0;
        while next_loss > current && halvings < 50 {
            step /= 2.0;
            next = k - step;
            next_loss = loss(next);
            halvings += 1;
        }
        let done = (next - k).abs() <= 1e-12 * k.abs().max(1e-6);
        if next_loss <= current {
            k = next;
            current = next_loss;
        }
        if done || halvings == 50 {
            break;
        }
    }
    let (log_loss, brier) = quality(samples, k);
    let (lichess_log_loss, lichess_brier) = quality(samples, LICHESS_K);
    Ok(Fit {
        k,
        samples: samples.len(),
        log_loss,
        brier,
        lichess_log_loss,
        lichess_brier,
        iterations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Results drawn from a known curve: each evaluation uniform in
    /// ±1000, White's expected score exactly p(k, x), some of it as draws:
    /// a draw with probability q = 0.6 min(p, 1 - p), a win with p - q/2,
    /// else a loss.
    fn synthetic(k: f64, n: usize, seed: u64) -> Vec<Sample> {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        (0..n)
            .map(|_| {
                let x: i32 = rng.random_range(-1000..=1000);
                let p = expected(k, f64::from(x));
                let q = 0.6 * p.min(1.0 - p);
                let u: f64 = rng.random();
                let white_score = if u < q {
                    0.5
                } else if u < q + (p - q / 2.0) {
                    1.0
                } else {
                    0.0
                };
                Sample {
                    white_cp: x,
                    white_score,
                }
            })
            .collect()
    }

    #[test]
    fn the_fit_recovers_a_known_k() {
        for (k, seed) in [(0.002, 1), (0.006, 2), (0.012, 3)] {
            let fit = fit_k(&synthetic(k, 20_000, seed)).unwrap();
            assert!(
                (fit.k - k).abs() < 0.08 * k,
                "fitted {} for a true k of {k}",
                fit.k
            );
            assert_eq!(fit.samples, 20_000);
            assert!(fit.iterations < 100);
        }
    }

    #[test]
    fn the_fitted_k_predicts_at_least_as_well_as_lichess() {
        let fit = fit_k(&synthetic(0.008, 5_000, 7)).unwrap();
        assert!(fit.log_loss <= fit.lichess_log_loss);
        assert!(fit.log_loss < std::f64::consts::LN_2);
        assert!(fit.brier < 0.25);
        // The minimum: a little either side is worse.
        let (at, _) = quality(&synthetic(0.008, 5_000, 7), fit.k);
        let (left, _) = quality(&synthetic(0.008, 5_000, 7), fit.k * 0.95);
        let (right, _) = quality(&synthetic(0.008, 5_000, 7), fit.k * 1.05);
        assert!(at < left && at < right);
    }

    #[test]
    fn quality_by_hand() {
        // k = 0: p = 1/2 everywhere; log-loss ln 2, Brier 1/4 (draws 0).
        let s = [
            Sample {
                white_cp: 300,
                white_score: 1.0,
            },
            Sample {
                white_cp: -200,
                white_score: 0.5,
            },
        ];
        let (loss, brier) = quality(&s, 0.0);
        assert!((loss - std::f64::consts::LN_2).abs() < 1e-12);
        assert!((brier - 0.125).abs() < 1e-12);
    }

    #[test]
    fn data_without_information_is_refused() {
        assert_eq!(fit_k(&[]), Err(FitError::NoInformation));
        let flat = [Sample {
            white_cp: 0,
            white_score: 1.0,
        }];
        assert_eq!(fit_k(&flat), Err(FitError::NoInformation));
        let perfect = [
            Sample {
                white_cp: 100,
                white_score: 1.0,
            },
            Sample {
                white_cp: -40,
                white_score: 0.0,
            },
        ];
        assert_eq!(fit_k(&perfect), Err(FitError::Separable));
    }
}
