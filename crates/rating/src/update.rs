//! One rated game's update: lichess-flavoured Glicko-2, exactly as issue 9
//! defines it.
//!
//! Both players are updated at once, each from the ratings both had before
//! the game, with no first-move advantage:
//!
//! 1. Both ratings are clamped on reading ([`Rating::clamped`]).
//! 2. phi, own and the opponent's (in g), is the RD previewed to one period
//!    before now: sqrt(phi² + max(0, elapsed − 1)·sigma²), clamped to
//!    [45, 500] on the rating scale. `elapsed` is the rating periods since
//!    the player's last update, infinite for a player never updated.
//! 3. E, v, Δ and sigma' as in Glickman's steps 3-5 (tau 0.75, Illinois
//!    iteration to 1e-6).
//! 4. Step 6: phi* = sqrt(phi² + min(elapsed, 1)·sigma'²).
//! 5. Step 7 as in the paper; the rating change is clamped to ±700 and the
//!    new rating's time is now; the result is clamped. No rating regulator.

use crate::glicko2::{self, SCALE, Scaled, Term};
use crate::rating::Rating;
use engine::GameResult;

/// Glicko-2's tau: how fast volatility may change.
pub const TAU: f64 = 0.75;
/// Convergence tolerance of step 5's Illinois iteration.
pub const TOLERANCE: f64 = 1e-6;
/// The largest rating change one game can make.
pub const MAX_CHANGE: f64 = 700.0;

/// Both players' ratings after a game between `white` and `black` that
/// ended in `outcome` at `now_days`: `(white, black)`.
pub fn update(
    white: &Rating,
    black: &Rating,
    outcome: GameResult,
    now_days: f64,
) -> (Rating, Rating) {
    let white = white.clamped();
    let black = black.clamped();
    let score = outcome.white_score();
    (
        update_one(&white, &black, score, now_days),
        update_one(&black, &white, 1.0 - score, now_days),
    )
}

/// phi of step 2 (issue 9): the RD previewed to one period before now.
fn phi_before(r: &Rating, now_days: f64) -> f64 {
    r.rd_after(r.elapsed_periods(now_days) - 1.0) / SCALE
}

/// `us` after scoring `score` against `them` (both already clamped).
fn update_one(us: &Rating, them: &Rating, score: f64, now_days: f64) -> Rating {
    let phi = phi_before(us, now_days);
    let phi_them = phi_before(them, now_days);
    let mu = Scaled::from_rating(us.rating, us.rd, us.volatility).mu;
    let mu_them = Scaled::from_rating(them.rating, them.rd, them.volatility).mu;
    let terms = [Term::new(mu, mu_them, phi_them, score)];
    let (v, delta) = glicko2::variance_and_improvement(&terms).expect("one game gives one term");
    let sigma = glicko2::new_volatility(us.volatility, phi, v, delta, TAU, TOLERANCE);
    let elapsed = us.elapsed_periods(now_days);
    let phi_star = (phi * phi + elapsed.min(1.0) * sigma * sigma).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let change = (SCALE * phi_new * phi_new * glicko2::improvement_sum(&terms))
        .clamp(-MAX_CHANGE, MAX_CHANGE);
    Rating {
        rating: us.rating + change,
        rd: phi_new * SCALE,
        volatility: sigma,
        updated_days: Some(now_days),
    }
    .clamped()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::{PERIODS_PER_DAY, RATING_RANGE, RD_RANGE, VOLATILITY_RANGE};

    fn rated(rating: f64, rd: f64, volatility: f64, days: f64) -> Rating {
        Rating {
            rating,
            rd,
            volatility,
            updated_days: Some(days),
        }
    }

    /// The example: two new players, the first game of both.
    #[test]
    fn first_game_of_two_new_players() {
        let (alice, bob) = update(&Rating::NEW, &Rating::NEW, GameResult::White, 100.0);
        assert_eq!(alice.rating.round(), 1742.0, "{alice:?}");
        assert_eq!(bob.rating.round(), 1258.0, "{bob:?}");
        assert!((alice.rating - 1500.0 + bob.rating - 1500.0).abs() < 1e-9);
        assert_eq!(alice.rd, bob.rd);
        assert!(alice.rd > 390.0 && alice.rd < 400.0, "{}", alice.rd);
        assert_eq!(alice.updated_days, Some(100.0));
        // By hand: phi = 500/173.7178, g, E = 1/2, v, Δ; sigma' from step 5;
        // phi* adds a full period; step 7.
        let phi: f64 = 500.0 / SCALE;
        let g = glicko2::g(phi);
        let v = 1.0 / (g * g * 0.25);
        let sigma = glicko2::new_volatility(0.09, phi, v, v * g * 0.5, TAU, TOLERANCE);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        assert!((alice.rating - (1500.0 + SCALE * phi_new * phi_new * g * 0.5)).abs() < 1e-9);
        assert!((alice.rd - phi_new * SCALE).abs() < 1e-9);
        assert!((alice.volatility - sigma).abs() < 1e-15);
    }

    /// A never-updated player's first game adds a full period in step 6
    /// whatever the time, unlike a player updated just now.
    #[test]
    fn never_updated_counts_as_infinitely_long_ago() {
        let (a, _) = update(&Rating::NEW, &Rating::NEW, GameResult::Draw, 0.0);
        let (b, _) = update(&Rating::NEW, &Rating::NEW, GameResult::Draw, 1e6);
        assert_eq!(a.rating, b.rating);
        assert_eq!(a.rd, b.rd);
        let just_now = rated(1500.0, 500.0, 0.09, 0.0);
        let (c, _) = update(&just_now, &Rating::NEW, GameResult::Draw, 0.0);
        assert!(c.rd < a.rd, "no period added: {} vs {}", c.rd, a.rd);
    }

    #[test]
    fn symmetric_results() {
        let x = rated(1720.0, 80.0, 0.06, 10.0);
        let y = rated(1610.0, 140.0, 0.07, 3.0);
        let (xw, yb) = update(&x, &y, GameResult::White, 20.0);
        let (yw, xb) = update(&y, &x, GameResult::Black, 20.0);
        assert_eq!(xw, xb, "colour does not matter");
        assert_eq!(yb, yw);
        // Equal players: a win and a loss move by the same amount.
        let (w, l) = update(&x, &x, GameResult::White, 20.0);
        assert!((w.rating - x.rating - (x.rating - l.rating)).abs() < 1e-9);
        assert_eq!(w.rd, l.rd);
    }

    #[test]
    fn draws_move_toward_each_other() {
        let strong = rated(2000.0, 60.0, 0.06, 0.0);
        let weak = rated(1500.0, 60.0, 0.06, 0.0);
        let (s, w) = update(&strong, &weak, GameResult::Draw, 1.0);
        assert!(s.rating < strong.rating);
        assert!(w.rating > weak.rating);
        // Equal players drawing: ratings stay, RD shrinks.
        let (a, b) = update(&weak, &weak, GameResult::Draw, 1.0);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
        assert!(a.rd < 60.0 + 1.0);
    }

    #[test]
    fn the_change_is_capped_at_700() {
        // A certain opponent far above, an uncertain player: the raw change
        // would be far more than 700.
        let me = rated(1500.0, 500.0, 0.1, 0.0);
        let them = rated(3900.0, 45.0, 0.01, 0.0);
        let (me_after, them_after) = update(&me, &them, GameResult::White, 0.0);
        assert_eq!(me_after.rating, 2200.0);
        assert!(them_after.rating < 3900.0 && them_after.rating > 3200.0);
        let (loser, _) = update(&me, &rated(400.0, 45.0, 0.01, 0.0), GameResult::Black, 0.0);
        assert_eq!(loser.rating, 800.0);
    }

    #[test]
    fn results_are_clamped() {
        // At the top and bottom of the range, the winner cannot pass 4000
        // and the loser cannot fall below 400.
        let top = rated(4000.0, 300.0, 0.1, 0.0);
        let bottom = rated(400.0, 300.0, 0.1, 0.0);
        let (t, b) = update(&top, &bottom, GameResult::Black, 0.0);
        assert!(t.rating <= RATING_RANGE.1 && b.rating >= RATING_RANGE.0);
        let (t, b) = update(&top, &bottom, GameResult::White, 0.0);
        assert_eq!(t.rating, 4000.0);
        assert_eq!(b.rating, 400.0);
        // Many games: RD never under 45, volatility within its range.
        let mut x = rated(1500.0, 45.0, 0.01, 0.0);
        let mut y = rated(1500.0, 45.0, 0.1, 0.0);
        for day in 0..200 {
            let outcome = if day % 3 == 0 {
                GameResult::White
            } else {
                GameResult::Black
            };
            (x, y) = update(&x, &y, outcome, day as f64 * 0.01);
            for r in [x, y] {
                assert!(r.rd >= RD_RANGE.0 && r.rd <= RD_RANGE.1);
                assert!(r.volatility >= VOLATILITY_RANGE.0 && r.volatility <= VOLATILITY_RANGE.1);
            }
        }
        // Out-of-range input is read clamped.
        let wild = rated(9000.0, 1.0, 5.0, 0.0);
        assert_eq!(
            update(&wild, &bottom, GameResult::Draw, 0.0),
            update(
                &rated(4000.0, 45.0, 0.1, 0.0),
                &bottom,
                GameResult::Draw,
                0.0
            )
        );
    }

    #[test]
    fn time_away_makes_the_next_game_count_more() {
        let me = rated(1600.0, 60.0, 0.06, 0.0);
        let opponent = rated(1600.0, 60.0, 0.06, 1000.0);
        let soon = update(&me, &opponent, GameResult::White, 1.0).0;
        let later = update(&me, &opponent, GameResult::White, 1000.0).0;
        assert!(later.rating - 1600.0 > soon.rating - 1600.0);
        // Within one period (4.67 days) of the last update, phi is not
        // previewed; step 6 adds the elapsed fraction of a period.
        let days = 2.0;
        let elapsed = days * PERIODS_PER_DAY;
        let phi = 60.0 / SCALE;
        let g = glicko2::g(phi);
        let v = 1.0 / (g * g * 0.25);
        let sigma = glicko2::new_volatility(0.06, phi, v, v * g * 0.5, TAU, TOLERANCE);
        let phi_star = (phi * phi + elapsed * sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let both_now = rated(1600.0, 60.0, 0.06, days);
        let (got, _) = update(&me, &both_now, GameResult::White, days);
        assert!((got.rating - (1600.0 + SCALE * phi_new * phi_new * g * 0.5)).abs() < 1e-9);
        assert!((got.rd - phi_new * SCALE).abs() < 1e-9);
        // Ten periods away: phi is previewed over nine of them.
        let days = 10.0 / PERIODS_PER_DAY;
        let phi = ((60.0f64 / SCALE).powi(2) + 9.0 * 0.06 * 0.06).sqrt();
        let g = glicko2::g(60.0 / SCALE);
        let e = 0.5;
        let v = 1.0 / (g * g * e * (1.0 - e));
        let sigma = glicko2::new_volatility(0.06, phi, v, v * g * 0.5, TAU, TOLERANCE);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let fresh = rated(1600.0, 60.0, 0.06, days);
        let (got, _) = update(&me, &fresh, GameResult::White, days);
        assert!((got.rating - (1600.0 + SCALE * phi_new * phi_new * g * 0.5)).abs() < 1e-6);
        assert!((got.rd - phi_new * SCALE).abs() < 1e-6);
    }
}
