//! Glickman's Glicko-2 steps on the Glicko-2 scale (mu, phi), as in
//! "Example of the Glicko-2 system" (glicko.net): g, E, the estimated
//! variance v and improvement Δ (steps 3-4), the new volatility by the
//! Illinois iteration (step 5), and a whole rating period of the paper
//! (steps 2-8), with the paper's own parameters.
//!
//! The lichess-flavoured single-game update ([`crate::update`]) is built
//! from the same pieces; only where phi comes from and how much of a period
//! step 6 adds differ, so the paper's worked example pins the shared steps.

use std::f64::consts::PI;

/// Rating points per unit of the Glicko-2 scale (the paper's 173.7178).
pub const SCALE: f64 = 173.7178;

/// The rating the Glicko-2 scale is centred on (mu = 0).
pub const CENTRE: f64 = 1500.0;

/// Safety bound on the iterations of step 5. The Illinois iteration
/// converges in a handful of steps for every input the clamps allow; the
/// bound only guarantees termination on inputs no rating can reach.
const MAX_ITERATIONS: u32 = 10_000;

/// g(phi) of step 3: how much an opponent's uncertainty damps the result.
pub fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// E of step 3: the expected score against an opponent `mu_diff` (own mu
/// minus the opponent's) away, whose g is `g_j`.
pub fn expected(mu_diff: f64, g_j: f64) -> f64 {
    1.0 / (1.0 + (-g_j * mu_diff).exp())
}

/// One game's contribution as steps 3-4 use it: the opponent's g, the
/// expected score E and the actual score s (1, 0.5 or 0).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Term {
    /// g(phi_j) of the opponent.
    pub g: f64,
    /// The expected score E(mu, mu_j, phi_j).
    pub expected: f64,
    /// The actual score.
    pub score: f64,
}

impl Term {
    /// The term of a game against an opponent at `mu_j` with deviation
    /// `phi_j`, for a player at `mu`, who scored `score`.
    pub fn new(mu: f64, mu_j: f64, phi_j: f64, score: f64) -> Term {
        let g = g(phi_j);
        Term {
            g,
            expected: expected(mu - mu_j, g),
            score,
        }
    }
}

/// Steps 3 and 4: the estimated variance v and the estimated improvement
/// Δ from the games of a period. `None` when there are no games.
pub fn variance_and_improvement(terms: &[Term]) -> Option<(f64, f64)> {
    if terms.is_empty() {
        return None;
    }
    let inverse_v: f64 = terms
        .iter()
        .map(|t| t.g * t.g * t.expected * (1.0 - t.expected))
        .sum();
    let v = 1.0 / inverse_v;
    let delta = v * improvement_sum(terms);
    Some((v, delta))
}

/// Σ g(phi_j)(s_j − E_j), shared by steps 4 and 7.
pub fn improvement_sum(terms: &[Term]) -> f64 {
    terms.iter().map(|t| t.g * (t.score - t.expected)).sum()
}

/// Step 5: the new volatility sigma' by the Illinois iteration, from the
/// volatility `sigma`, the deviation `phi`, v and Δ, the system constant
/// `tau` and the convergence `tolerance` (on ln sigma²).
pub fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64, tolerance: f64) -> f64 {
    let phi2 = phi * phi;
    let delta2 = delta * delta;
    // 5.1
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi2 + v + ex;
        ex * (delta2 - phi2 - v - ex) / (2.0 * denominator * denominator) - (x - a) / (tau * tau)
    };
    // 5.2: bracket the root. f grows without bound as x falls, so the
    // search below ends after a few steps.
    let mut big_a = a;
    let mut big_b = if delta2 > phi2 + v {
        (delta2 - phi2 - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < f64::from(MAX_ITERATIONS) {
            k += 1.0;
        }
        a - k * tau
    };
    // 5.3
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // 5.4
    let mut iterations = 0;
    while (big_b - big_a).abs() > tolerance && iterations < MAX_ITERATIONS {
        iterations += 1;
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    // 5.5
    (big_a / 2.0).exp()
}

/// A player on the Glicko-2 scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scaled {
    /// mu = (r − 1500) / 173.7178.
    pub mu: f64,
    /// phi = RD / 173.7178.
    pub phi: f64,
    /// The volatility sigma (the same on both scales).
    pub sigma: f64,
}

impl Scaled {
    /// Step 2: a rating, RD and volatility on the Glicko-2 scale.
    pub fn from_rating(rating: f64, rd: f64, sigma: f64) -> Scaled {
        Scaled {
            mu: (rating - CENTRE) / SCALE,
            phi: rd / SCALE,
            sigma,
        }
    }

    /// Step 8: back to the rating scale, as (rating, RD, volatility).
    pub fn to_rating(self) -> (f64, f64, f64) {
        (CENTRE + SCALE * self.mu, SCALE * self.phi, self.sigma)
    }
}

/// A whole rating period as the paper defines it (steps 3-7): the player
/// `player` met opponents `(opponent, score)`. A player without games keeps
/// mu and sigma and has phi grown by one period. Plain Glicko-2, without
/// lichess's clamps and time handling: the reference the worked example checks.
pub fn rate_period(player: Scaled, games: &[(Scaled, f64)], tau: f64, tolerance: f64) -> Scaled {
    let terms: Vec<Term> = games
        .iter()
        .map(|(opponent, score)| Term::new(player.mu, opponent.mu, opponent.phi, *score))
        .collect();
    let Some((v, delta)) = variance_and_improvement(&terms) else {
        return Scaled {
            phi: (player.phi * player.phi + player.sigma * player.sigma).sqrt(),
            ..player
        };
    };
    let sigma = new_volatility(player.sigma, player.phi, v, delta, tau, tolerance);
    // 6
    let phi_star = (player.phi * player.phi + sigma * sigma).sqrt();
    // 7
    let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu = player.mu + phi * phi * improvement_sum(&terms);
    Scaled { mu, phi, sigma }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: a 1500/200/0.06 player meets 1400/30
    /// (win), 1550/100 (loss) and 1700/300 (loss) with tau 0.5, and ends at
    /// 1464.06, RD 151.52, volatility 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let player = Scaled::from_rating(1500.0, 200.0, 0.06);
        let games = [
            (Scaled::from_rating(1400.0, 30.0, 0.06), 1.0),
            (Scaled::from_rating(1550.0, 100.0, 0.06), 0.0),
            (Scaled::from_rating(1700.0, 300.0, 0.06), 0.0),
        ];
        // The intermediate quantities the paper prints.
        let terms: Vec<Term> = games
            .iter()
            .map(|(o, s)| Term::new(player.mu, o.mu, o.phi, *s))
            .collect();
        let g: Vec<f64> = terms.iter().map(|t| t.g).collect();
        let e: Vec<f64> = terms.iter().map(|t| t.expected).collect();
        for (got, paper) in g.iter().zip([0.9955, 0.9531, 0.7242]) {
            assert!((got - paper).abs() < 5e-5, "g {got} vs {paper}");
        }
        for (got, paper) in e.iter().zip([0.639, 0.432, 0.303]) {
            assert!((got - paper).abs() < 5e-4, "E {got} vs {paper}");
        }
        let (v, delta) = variance_and_improvement(&terms).unwrap();
        assert!((v - 1.7785).abs() < 5e-4, "v {v}");
        // The paper prints −0.4834 from rounded intermediate values; the
        // exact value is −0.48393.
        assert!((delta - -0.4839).abs() < 5e-5, "delta {delta}");

        let after = rate_period(player, &games, 0.5, 1e-6);
        assert!((after.mu - -0.2069).abs() < 5e-5, "mu' {}", after.mu);
        assert!((after.phi - 0.8722).abs() < 5e-5, "phi' {}", after.phi);
        let (r, rd, sigma) = after.to_rating();
        // The paper rounds its intermediate values; exact arithmetic gives
        // 1464.0507, within 0.01 of the printed 1464.06.
        assert!((r - 1464.06).abs() < 0.01, "r' {r}");
        assert!((r - 1464.0507).abs() < 5e-5, "r' {r}");
        assert!((rd - 151.52).abs() < 0.005, "RD' {rd}");
        // The paper prints 0.05999 (cut at five places); exact: 0.059996.
        assert!((sigma - 0.05999).abs() < 1e-5, "sigma' {sigma}");
        assert!((sigma - 0.059996).abs() < 1e-6, "sigma' {sigma}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Scaled::from_rating(1500.0, 200.0, 0.06);
        let after = rate_period(player, &[], 0.5, 1e-6);
        assert_eq!(after.mu, player.mu);
        assert_eq!(after.sigma, player.sigma);
        let expected = (player.phi.powi(2) + 0.06f64.powi(2)).sqrt();
        assert!((after.phi - expected).abs() < 1e-15);
        assert!(after.phi > player.phi);
    }

    #[test]
    fn the_volatility_barely_moves_on_an_expected_result() {
        // Equal opponents and a draw: Δ = 0, so sigma' stays near sigma.
        let sigma = new_volatility(0.06, 1.0, 2.0, 0.0, 0.5, 1e-9);
        assert!(sigma < 0.06 && sigma > 0.059, "{sigma}");
    }

    #[test]
    fn g_and_e_at_their_limits() {
        assert_eq!(g(0.0), 1.0);
        assert!(g(10.0) < g(1.0));
        assert_eq!(expected(0.0, 0.7), 0.5);
        assert!(expected(2.0, 1.0) > 0.5);
        assert!((expected(1.3, 0.8) + expected(-1.3, 0.8) - 1.0).abs() < 1e-15);
    }
}
