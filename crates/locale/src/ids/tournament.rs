//! Tournaments' posts (`tournament.ftl`): the announcement, its card and
//! buttons, pairings, formats' rules, standings and the end.

/// `tournament-point-one`
pub const TOURNAMENT_POINT_ONE: &str = "tournament-point-one";
/// `tournament-point-half`
pub const TOURNAMENT_POINT_HALF: &str = "tournament-point-half";
/// `tournament-points`
pub const TOURNAMENT_POINTS: &str = "tournament-points";
/// `tournament-entrants-more`
pub const TOURNAMENT_ENTRANTS_MORE: &str = "tournament-entrants-more";
/// `tournament-result-forfeit`
pub const TOURNAMENT_RESULT_FORFEIT: &str = "tournament-result-forfeit";
/// `tournament-result-both-forfeit`
pub const TOURNAMENT_RESULT_BOTH_FORFEIT: &str = "tournament-result-both-forfeit";
/// `tournament-result-requested-bye`
pub const TOURNAMENT_RESULT_REQUESTED_BYE: &str = "tournament-result-requested-bye";
/// `tournament-result-in-progress`
pub const TOURNAMENT_RESULT_IN_PROGRESS: &str = "tournament-result-in-progress";
/// `tournament-board-requested-bye`
pub const TOURNAMENT_BOARD_REQUESTED_BYE: &str = "tournament-board-requested-bye";
/// `tournament-board-bye`
pub const TOURNAMENT_BOARD_BYE: &str = "tournament-board-bye";
/// `tournament-board-game`
pub const TOURNAMENT_BOARD_GAME: &str = "tournament-board-game";
/// `tournament-round-header`
pub const TOURNAMENT_ROUND_HEADER: &str = "tournament-round-header";
/// `tournament-first-move-by`
pub const TOURNAMENT_FIRST_MOVE_BY: &str = "tournament-first-move-by";
/// `tournament-no-clock`
pub const TOURNAMENT_NO_CLOCK: &str = "tournament-no-clock";
/// `tournament-created`
pub const TOURNAMENT_CREATED: &str = "tournament-created";
/// `tournament-rule-first-move`
pub const TOURNAMENT_RULE_FIRST_MOVE: &str = "tournament-rule-first-move";
/// `tournament-rule-move-limit`
pub const TOURNAMENT_RULE_MOVE_LIMIT: &str = "tournament-rule-move-limit";
/// `tournament-entry`
pub const TOURNAMENT_ENTRY: &str = "tournament-entry";
/// `tournament-entry-role`
pub const TOURNAMENT_ENTRY_ROLE: &str = "tournament-entry-role";
/// `tournament-entry-min-games`
pub const TOURNAMENT_ENTRY_MIN_GAMES: &str = "tournament-entry-min-games";
/// `tournament-winner-gets`
pub const TOURNAMENT_WINNER_GETS: &str = "tournament-winner-gets";
/// `tournament-starts`
pub const TOURNAMENT_STARTS: &str = "tournament-starts";
/// `tournament-checkin-opens`
pub const TOURNAMENT_CHECKIN_OPENS: &str = "tournament-checkin-opens";
/// `tournament-checkin-opens-short`
pub const TOURNAMENT_CHECKIN_OPENS_SHORT: &str = "tournament-checkin-opens-short";
/// `tournament-repeats`
pub const TOURNAMENT_REPEATS: &str = "tournament-repeats";
/// `tournament-repeats-at`
pub const TOURNAMENT_REPEATS_AT: &str = "tournament-repeats-at";
/// `tournament-organizer-starts`
pub const TOURNAMENT_ORGANIZER_STARTS: &str = "tournament-organizer-starts";
/// `tournament-announcement`
pub const TOURNAMENT_ANNOUNCEMENT: &str = "tournament-announcement";
/// `tournament-status-open`
pub const TOURNAMENT_STATUS_OPEN: &str = "tournament-status-open";
/// `tournament-status-finished`
pub const TOURNAMENT_STATUS_FINISHED: &str = "tournament-status-finished";
/// `tournament-status-cancelled`
pub const TOURNAMENT_STATUS_CANCELLED: &str = "tournament-status-cancelled";
/// `tournament-status-running`
pub const TOURNAMENT_STATUS_RUNNING: &str = "tournament-status-running";
/// `tournament-late-entries-until-last`
pub const TOURNAMENT_LATE_ENTRIES_UNTIL_LAST: &str = "tournament-late-entries-until-last";
/// `tournament-no-entrants`
pub const TOURNAMENT_NO_ENTRANTS: &str = "tournament-no-entrants";
/// `tournament-entrants`
pub const TOURNAMENT_ENTRANTS: &str = "tournament-entrants";
/// `tournament-withdrawn-name`
pub const TOURNAMENT_WITHDRAWN_NAME: &str = "tournament-withdrawn-name";
/// `tournament-game`
pub const TOURNAMENT_GAME: &str = "tournament-game";
/// `tournament-card-footer`
pub const TOURNAMENT_CARD_FOOTER: &str = "tournament-card-footer";
/// `tournament-field-format`
pub const TOURNAMENT_FIELD_FORMAT: &str = "tournament-field-format";
/// `tournament-field-game`
pub const TOURNAMENT_FIELD_GAME: &str = "tournament-field-game";
/// `tournament-field-time`
pub const TOURNAMENT_FIELD_TIME: &str = "tournament-field-time";
/// `tournament-field-rounds`
pub const TOURNAMENT_FIELD_ROUNDS: &str = "tournament-field-rounds";
/// `tournament-field-byes`
pub const TOURNAMENT_FIELD_BYES: &str = "tournament-field-byes";
/// `tournament-field-length`
pub const TOURNAMENT_FIELD_LENGTH: &str = "tournament-field-length";
/// `tournament-field-players`
pub const TOURNAMENT_FIELD_PLAYERS: &str = "tournament-field-players";
/// `tournament-field-start`
pub const TOURNAMENT_FIELD_START: &str = "tournament-field-start";
/// `tournament-field-entry`
pub const TOURNAMENT_FIELD_ENTRY: &str = "tournament-field-entry";
/// `tournament-field-winner`
pub const TOURNAMENT_FIELD_WINNER: &str = "tournament-field-winner";
/// `tournament-rounds-at-start`
pub const TOURNAMENT_ROUNDS_AT_START: &str = "tournament-rounds-at-start";
/// `tournament-rounds-by-players`
pub const TOURNAMENT_ROUNDS_BY_PLAYERS: &str = "tournament-rounds-by-players";
/// `tournament-button-join`
pub const TOURNAMENT_BUTTON_JOIN: &str = "tournament-button-join";
/// `tournament-button-leave`
pub const TOURNAMENT_BUTTON_LEAVE: &str = "tournament-button-leave";
/// `tournament-button-check-in`
pub const TOURNAMENT_BUTTON_CHECK_IN: &str = "tournament-button-check-in";
/// `tournament-button-rules`
pub const TOURNAMENT_BUTTON_RULES: &str = "tournament-button-rules";
/// `tournament-started`
pub const TOURNAMENT_STARTED: &str = "tournament-started";
/// `tournament-seed`
pub const TOURNAMENT_SEED: &str = "tournament-seed";
/// `tournament-double-round-robin`
pub const TOURNAMENT_DOUBLE_ROUND_ROBIN: &str = "tournament-double-round-robin";
/// `tournament-swiss-bye-worth`
pub const TOURNAMENT_SWISS_BYE_WORTH: &str = "tournament-swiss-bye-worth";
/// `tournament-swiss-no-requested-byes`
pub const TOURNAMENT_SWISS_NO_REQUESTED_BYES: &str = "tournament-swiss-no-requested-byes";
/// `tournament-swiss-requested-byes`
pub const TOURNAMENT_SWISS_REQUESTED_BYES: &str = "tournament-swiss-requested-byes";
/// `tournament-swiss-byes-fact-none`
pub const TOURNAMENT_SWISS_BYES_FACT_NONE: &str = "tournament-swiss-byes-fact-none";
/// `tournament-swiss-byes-fact`
pub const TOURNAMENT_SWISS_BYES_FACT: &str = "tournament-swiss-byes-fact";
/// `tournament-arena-length`
pub const TOURNAMENT_ARENA_LENGTH: &str = "tournament-arena-length";
/// `tournament-arena-running`
pub const TOURNAMENT_ARENA_RUNNING: &str = "tournament-arena-running";
/// `tournament-arena-ends`
pub const TOURNAMENT_ARENA_ENDS: &str = "tournament-arena-ends";
/// `tournament-arena-games`
pub const TOURNAMENT_ARENA_GAMES: &str = "tournament-arena-games";
/// `tournament-arena-game`
pub const TOURNAMENT_ARENA_GAME: &str = "tournament-arena-game";
/// `tournament-knockout-running`
pub const TOURNAMENT_KNOCKOUT_RUNNING: &str = "tournament-knockout-running";
/// `tournament-knockout-match`
pub const TOURNAMENT_KNOCKOUT_MATCH: &str = "tournament-knockout-match";
/// `tournament-knockout-grand-final-reset`
pub const TOURNAMENT_KNOCKOUT_GRAND_FINAL_RESET: &str = "tournament-knockout-grand-final-reset";
/// `tournament-knockout-grand-final`
pub const TOURNAMENT_KNOCKOUT_GRAND_FINAL: &str = "tournament-knockout-grand-final";
/// `tournament-knockout-third-place`
pub const TOURNAMENT_KNOCKOUT_THIRD_PLACE: &str = "tournament-knockout-third-place";
/// `tournament-knockout-seeded-rating`
pub const TOURNAMENT_KNOCKOUT_SEEDED_RATING: &str = "tournament-knockout-seeded-rating";
/// `tournament-knockout-seeded-join`
pub const TOURNAMENT_KNOCKOUT_SEEDED_JOIN: &str = "tournament-knockout-seeded-join";
/// `tournament-knockout-seeded-random`
pub const TOURNAMENT_KNOCKOUT_SEEDED_RANDOM: &str = "tournament-knockout-seeded-random";
/// `tournament-knockout-new-games`
pub const TOURNAMENT_KNOCKOUT_NEW_GAMES: &str = "tournament-knockout-new-games";
/// `tournament-knockout-game`
pub const TOURNAMENT_KNOCKOUT_GAME: &str = "tournament-knockout-game";
/// `tournament-standings-header`
pub const TOURNAMENT_STANDINGS_HEADER: &str = "tournament-standings-header";
/// `tournament-standings-after-round`
pub const TOURNAMENT_STANDINGS_AFTER_ROUND: &str = "tournament-standings-after-round";
/// `tournament-standings-now-round`
pub const TOURNAMENT_STANDINGS_NOW_ROUND: &str = "tournament-standings-now-round";
/// `tournament-standings-now`
pub const TOURNAMENT_STANDINGS_NOW: &str = "tournament-standings-now";
/// `tournament-standings-final`
pub const TOURNAMENT_STANDINGS_FINAL: &str = "tournament-standings-final";
/// `tournament-standings-not-started`
pub const TOURNAMENT_STANDINGS_NOT_STARTED: &str = "tournament-standings-not-started";
/// `tournament-standings-joined`
pub const TOURNAMENT_STANDINGS_JOINED: &str = "tournament-standings-joined";
/// `tournament-standings-line`
pub const TOURNAMENT_STANDINGS_LINE: &str = "tournament-standings-line";
/// `tournament-standings-line-withdrawn`
pub const TOURNAMENT_STANDINGS_LINE_WITHDRAWN: &str = "tournament-standings-line-withdrawn";
/// `tournament-tiebreak-legend`
pub const TOURNAMENT_TIEBREAK_LEGEND: &str = "tournament-tiebreak-legend";
/// `tournament-tiebreak-bh-c1`
pub const TOURNAMENT_TIEBREAK_BH_C1: &str = "tournament-tiebreak-bh-c1";
/// `tournament-tiebreak-bh`
pub const TOURNAMENT_TIEBREAK_BH: &str = "tournament-tiebreak-bh";
/// `tournament-tiebreak-sb`
pub const TOURNAMENT_TIEBREAK_SB: &str = "tournament-tiebreak-sb";
/// `tournament-tiebreak-win`
pub const TOURNAMENT_TIEBREAK_WIN: &str = "tournament-tiebreak-win";
/// `tournament-tiebreak-won`
pub const TOURNAMENT_TIEBREAK_WON: &str = "tournament-tiebreak-won";
/// `tournament-tiebreak-de`
pub const TOURNAMENT_TIEBREAK_DE: &str = "tournament-tiebreak-de";
/// `tournament-over-unpairable`
pub const TOURNAMENT_OVER_UNPAIRABLE: &str = "tournament-over-unpairable";
/// `tournament-over`
pub const TOURNAMENT_OVER: &str = "tournament-over";
/// `tournament-names-and-more`
pub const TOURNAMENT_NAMES_AND_MORE: &str = "tournament-names-and-more";
/// `tournament-final-title`
pub const TOURNAMENT_FINAL_TITLE: &str = "tournament-final-title";
/// `tournament-final-footer`
pub const TOURNAMENT_FINAL_FOOTER: &str = "tournament-final-footer";
/// `tournament-final-more`
pub const TOURNAMENT_FINAL_MORE: &str = "tournament-final-more";
/// `tournament-late-join-by-rounds`
pub const TOURNAMENT_LATE_JOIN_BY_ROUNDS: &str = "tournament-late-join-by-rounds";
/// `tournament-swiss-bye-taken`
pub const TOURNAMENT_SWISS_BYE_TAKEN: &str = "tournament-swiss-bye-taken";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    TOURNAMENT_POINT_ONE,
    TOURNAMENT_POINT_HALF,
    TOURNAMENT_POINTS,
    TOURNAMENT_ENTRANTS_MORE,
    TOURNAMENT_RESULT_FORFEIT,
    TOURNAMENT_RESULT_BOTH_FORFEIT,
    TOURNAMENT_RESULT_REQUESTED_BYE,
    TOURNAMENT_RESULT_IN_PROGRESS,
    TOURNAMENT_BOARD_REQUESTED_BYE,
    TOURNAMENT_BOARD_BYE,
    TOURNAMENT_BOARD_GAME,
    TOURNAMENT_ROUND_HEADER,
    TOURNAMENT_FIRST_MOVE_BY,
    TOURNAMENT_NO_CLOCK,
    TOURNAMENT_CREATED,
    TOURNAMENT_RULE_FIRST_MOVE,
    TOURNAMENT_RULE_MOVE_LIMIT,
    TOURNAMENT_ENTRY,
    TOURNAMENT_ENTRY_ROLE,
    TOURNAMENT_ENTRY_MIN_GAMES,
    TOURNAMENT_WINNER_GETS,
    TOURNAMENT_STARTS,
    TOURNAMENT_CHECKIN_OPENS,
    TOURNAMENT_CHECKIN_OPENS_SHORT,
    TOURNAMENT_REPEATS,
    TOURNAMENT_REPEATS_AT,
    TOURNAMENT_ORGANIZER_STARTS,
    TOURNAMENT_ANNOUNCEMENT,
    TOURNAMENT_STATUS_OPEN,
    TOURNAMENT_STATUS_FINISHED,
    TOURNAMENT_STATUS_CANCELLED,
    TOURNAMENT_STATUS_RUNNING,
    TOURNAMENT_LATE_ENTRIES_UNTIL_LAST,
    TOURNAMENT_NO_ENTRANTS,
    TOURNAMENT_ENTRANTS,
    TOURNAMENT_WITHDRAWN_NAME,
    TOURNAMENT_GAME,
    TOURNAMENT_CARD_FOOTER,
    TOURNAMENT_FIELD_FORMAT,
    TOURNAMENT_FIELD_GAME,
    TOURNAMENT_FIELD_TIME,
    TOURNAMENT_FIELD_ROUNDS,
    TOURNAMENT_FIELD_BYES,
    TOURNAMENT_FIELD_LENGTH,
    TOURNAMENT_FIELD_PLAYERS,
    TOURNAMENT_FIELD_START,
    TOURNAMENT_FIELD_ENTRY,
    TOURNAMENT_FIELD_WINNER,
    TOURNAMENT_ROUNDS_AT_START,
    TOURNAMENT_ROUNDS_BY_PLAYERS,
    TOURNAMENT_BUTTON_JOIN,
    TOURNAMENT_BUTTON_LEAVE,
    TOURNAMENT_BUTTON_CHECK_IN,
    TOURNAMENT_BUTTON_RULES,
    TOURNAMENT_STARTED,
    TOURNAMENT_SEED,
    TOURNAMENT_DOUBLE_ROUND_ROBIN,
    TOURNAMENT_SWISS_BYE_WORTH,
    TOURNAMENT_SWISS_NO_REQUESTED_BYES,
    TOURNAMENT_SWISS_REQUESTED_BYES,
    TOURNAMENT_SWISS_BYES_FACT_NONE,
    TOURNAMENT_SWISS_BYES_FACT,
    TOURNAMENT_ARENA_LENGTH,
    TOURNAMENT_ARENA_RUNNING,
    TOURNAMENT_ARENA_ENDS,
    TOURNAMENT_ARENA_GAMES,
    TOURNAMENT_ARENA_GAME,
    TOURNAMENT_KNOCKOUT_RUNNING,
    TOURNAMENT_KNOCKOUT_MATCH,
    TOURNAMENT_KNOCKOUT_GRAND_FINAL_RESET,
    TOURNAMENT_KNOCKOUT_GRAND_FINAL,
    TOURNAMENT_KNOCKOUT_THIRD_PLACE,
    TOURNAMENT_KNOCKOUT_SEEDED_RATING,
    TOURNAMENT_KNOCKOUT_SEEDED_JOIN,
    TOURNAMENT_KNOCKOUT_SEEDED_RANDOM,
    TOURNAMENT_KNOCKOUT_NEW_GAMES,
    TOURNAMENT_KNOCKOUT_GAME,
    TOURNAMENT_STANDINGS_HEADER,
    TOURNAMENT_STANDINGS_AFTER_ROUND,
    TOURNAMENT_STANDINGS_NOW_ROUND,
    TOURNAMENT_STANDINGS_NOW,
    TOURNAMENT_STANDINGS_FINAL,
    TOURNAMENT_STANDINGS_NOT_STARTED,
    TOURNAMENT_STANDINGS_JOINED,
    TOURNAMENT_STANDINGS_LINE,
    TOURNAMENT_STANDINGS_LINE_WITHDRAWN,
    TOURNAMENT_TIEBREAK_LEGEND,
    TOURNAMENT_TIEBREAK_BH_C1,
    TOURNAMENT_TIEBREAK_BH,
    TOURNAMENT_TIEBREAK_SB,
    TOURNAMENT_TIEBREAK_WIN,
    TOURNAMENT_TIEBREAK_WON,
    TOURNAMENT_TIEBREAK_DE,
    TOURNAMENT_OVER_UNPAIRABLE,
    TOURNAMENT_OVER,
    TOURNAMENT_NAMES_AND_MORE,
    TOURNAMENT_FINAL_TITLE,
    TOURNAMENT_FINAL_FOOTER,
    TOURNAMENT_FINAL_MORE,
    TOURNAMENT_LATE_JOIN_BY_ROUNDS,
    TOURNAMENT_SWISS_BYE_TAKEN,
];
