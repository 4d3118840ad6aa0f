//! Every message id the code uses, as constants: a call site names one of
//! these, never a literal id, and a test holds each in en-US (so
//! [`crate::text`] never writes `⟦id⟧` for them).
//!
//! ```
//! use locale::{Locale, ids, text};
//! assert_eq!(text(Locale::EnUs, ids::TOURNAMENT_ROUNDS, &[("count", 5.into())]), "5 rounds.");
//! ```

/// A duration in seconds: `$count` seconds, `30 seconds`.
pub const DURATION_SECONDS: &str = "duration-seconds";
/// A duration in minutes: `1 minute`, `90 minutes`.
pub const DURATION_MINUTES: &str = "duration-minutes";
/// A duration in hours: `1 hour`, `2 hours`.
pub const DURATION_HOURS: &str = "duration-hours";
/// A duration in days: `1 day`, `14 days`.
pub const DURATION_DAYS: &str = "duration-days";
/// A tournament's rounds, a sentence: `5 rounds.`
pub const TOURNAMENT_ROUNDS: &str = "tournament-rounds";
/// A tournament's player limit, a sentence: `At most 8 players.`
pub const TOURNAMENT_MAX_PLAYERS: &str = "tournament-max-players";
/// A count of rounds: `1 round`, `5 rounds`.
pub const COUNT_ROUNDS: &str = "count-rounds";
/// A count of players: `1 player`, `5 players`.
pub const COUNT_PLAYERS: &str = "count-players";
/// A count of knockout matches: `1 match`, `5 matches`.
pub const COUNT_MATCHES: &str = "count-matches";
/// A count of rated games: `1 rated game`, `5 rated games`.
pub const COUNT_RATED_GAMES: &str = "count-rated-games";

/// Every id above.
pub const ALL: [&str; 10] = [
    DURATION_SECONDS,
    DURATION_MINUTES,
    DURATION_HOURS,
    DURATION_DAYS,
    TOURNAMENT_ROUNDS,
    TOURNAMENT_MAX_PLAYERS,
    COUNT_ROUNDS,
    COUNT_PLAYERS,
    COUNT_MATCHES,
    COUNT_RATED_GAMES,
];

#[cfg(test)]
mod tests {
    use crate::Locale;
    use crate::message::bundle;

    #[test]
    fn every_id_the_code_uses_is_in_en_us() {
        let en = bundle(Locale::EnUs);
        for id in super::ALL {
            assert!(
                en.get_message(id).and_then(|m| m.value()).is_some(),
                "{id} is not in locales/en-US"
            );
        }
    }
}
