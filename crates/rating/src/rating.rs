//! A player's rating in one preset: rating, RD, volatility and when it was
//! last updated; the limits it is clamped to, and its RD previewed to a
//! later time.
//!
//! Times are days since any fixed origin the caller picks (the host uses
//! the Unix epoch); [`PERIODS_PER_DAY`] turns them into rating periods.

use crate::glicko2::SCALE;

/// A new player's rating.
pub const NEW_RATING: f64 = 1500.0;
/// A new player's RD (the most uncertain a rating can be).
pub const NEW_RD: f64 = 500.0;
/// A new player's volatility.
pub const NEW_VOLATILITY: f64 = 0.09;

/// The lowest and highest rating.
pub const RATING_RANGE: (f64, f64) = (400.0, 4000.0);
/// The lowest and highest RD.
pub const RD_RANGE: (f64, f64) = (45.0, NEW_RD);
/// The lowest and highest volatility.
pub const VOLATILITY_RANGE: (f64, f64) = (0.01, 0.1);

/// Rating periods per day (lichess's figure: about one period every 4.67 days).
pub const PERIODS_PER_DAY: f64 = 0.21436;

/// A rating is provisional while its RD is at least this (lichess's 110).
pub const PROVISIONAL_RD: f64 = 110.0;

/// Unix time in seconds as days since the Unix epoch (the time scale the
/// host uses for [`Rating::updated_days`] and [`crate::update`]).
pub fn unix_days(unix_seconds: i64) -> f64 {
    unix_seconds as f64 / 86_400.0
}

/// A player's rating in one preset.
///
/// Any values may be stored; every reader goes through [`Rating::clamped`]
/// (the update does), so a rating out of range is read as the nearest one
/// in range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating (1500 for a new player).
    pub rating: f64,
    /// The rating deviation RD, as stored after the last update.
    pub rd: f64,
    /// The volatility sigma.
    pub volatility: f64,
    /// When the rating was last updated, in days; `None` for a player who
    /// never played (their first game counts as a full period away).
    pub updated_days: Option<f64>,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

impl Rating {
    /// A new player: 1500, RD 500, volatility 0.09, never updated.
    pub const NEW: Rating = Rating {
        rating: NEW_RATING,
        rd: NEW_RD,
        volatility: NEW_VOLATILITY,
        updated_days: None,
    };

    /// The rating with each value clamped to its range (NaN reads as the
    /// new player's value).
    pub fn clamped(&self) -> Rating {
        Rating {
            rating: clamp(self.rating, RATING_RANGE, NEW_RATING),
            rd: clamp(self.rd, RD_RANGE, NEW_RD),
            volatility: clamp(self.volatility, VOLATILITY_RANGE, NEW_VOLATILITY),
            updated_days: self.updated_days.filter(|d| !d.is_nan()),
        }
    }

    /// Whether the rating is provisional (RD 110 or more, as stored).
    pub fn is_provisional(&self) -> bool {
        self.clamped().rd >= PROVISIONAL_RD
    }

    /// Rating periods from the last update to `now_days`: infinite for a
    /// player never updated, never negative.
    pub fn elapsed_periods(&self, now_days: f64) -> f64 {
        match self.clamped().updated_days {
            None => f64::INFINITY,
            Some(then) => ((now_days - then) * PERIODS_PER_DAY).max(0.0),
        }
    }

    /// The RD grown by `periods` rating periods without games,
    /// sqrt(phi² + periods·sigma²) on the Glicko-2 scale, clamped.
    pub fn rd_after(&self, periods: f64) -> f64 {
        let r = self.clamped();
        let periods = periods.max(0.0);
        if periods.is_infinite() {
            return RD_RANGE.1;
        }
        let phi = r.rd / SCALE;
        let grown = (phi * phi + periods * r.volatility * r.volatility).sqrt() * SCALE;
        clamp(grown, RD_RANGE, NEW_RD)
    }

    /// The RD a player would have at `now_days` without playing (what a
    /// leaderboard may show for an inactive player).
    pub fn rd_at(&self, now_days: f64) -> f64 {
        self.rd_after(self.elapsed_periods(now_days))
    }
}

/// `x` clamped to `range`; NaN becomes `fallback`.
fn clamp(x: f64, range: (f64, f64), fallback: f64) -> f64 {
    if x.is_nan() {
        fallback
    } else {
        x.clamp(range.0, range.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamps_on_read() {
        let wild = Rating {
            rating: 9000.0,
            rd: 3.0,
            volatility: 0.5,
            updated_days: Some(1.0),
        };
        let c = wild.clamped();
        assert_eq!((c.rating, c.rd, c.volatility), (4000.0, 45.0, 0.1));
        let low = Rating {
            rating: -20.0,
            rd: 900.0,
            volatility: 0.0,
            updated_days: None,
        }
        .clamped();
        assert_eq!((low.rating, low.rd, low.volatility), (400.0, 500.0, 0.01));
        let nan = Rating {
            rating: f64::NAN,
            rd: f64::NAN,
            volatility: f64::NAN,
            updated_days: Some(f64::NAN),
        }
        .clamped();
        assert_eq!(nan, Rating::NEW);
    }

    #[test]
    fn unix_seconds_to_days() {
        assert_eq!(unix_days(0), 0.0);
        assert_eq!(unix_days(86_400 * 3), 3.0);
        assert_eq!(unix_days(43_200), 0.5);
    }

    #[test]
    fn provisional_from_rd_110() {
        let mut r = Rating::NEW;
        assert!(r.is_provisional());
        r.rd = 110.0;
        assert!(r.is_provisional());
        r.rd = 109.99;
        assert!(!r.is_provisional());
    }

    #[test]
    fn rd_grows_with_time_and_stops_at_500() {
        let r = Rating {
            rating: 1800.0,
            rd: 60.0,
            volatility: 0.06,
            updated_days: Some(10.0),
        };
        assert!((r.rd_at(10.0) - 60.0).abs() < 1e-12);
        assert_eq!(
            r.rd_at(5.0),
            r.rd_at(10.0),
            "time going back does not shrink RD"
        );
        let a = r.rd_at(40.0);
        let b = r.rd_at(400.0);
        assert!(60.0 < a && a < b && b < 500.0, "{a} {b}");
        // 30 days = 6.4308 periods: sqrt((60/173.7178)² + 6.4308·0.06²)·173.7178.
        let phi = 60.0 / SCALE;
        let expected = (phi * phi + 30.0 * PERIODS_PER_DAY * 0.0036).sqrt() * SCALE;
        assert!((a - expected).abs() < 1e-9);
        assert_eq!(r.rd_at(1e9), 500.0);
        assert_eq!(Rating::NEW.elapsed_periods(3.0), f64::INFINITY);
        assert_eq!(Rating::NEW.rd_at(3.0), 500.0);
    }
}
