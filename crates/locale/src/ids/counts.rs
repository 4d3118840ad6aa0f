//! Durations and counts (`tournament.ftl`): a number said with its unit,
//! by CLDR's plural forms.

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

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
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
