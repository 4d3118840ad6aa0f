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

/// `tournament-unpairable-rematch-or-bye`
pub const TOURNAMENT_UNPAIRABLE_REMATCH_OR_BYE: &str = "tournament-unpairable-rematch-or-bye";
/// `tournament-result-forfeit-phrase`
pub const TOURNAMENT_RESULT_FORFEIT_PHRASE: &str = "tournament-result-forfeit-phrase";
/// `tournament-result-both-forfeit-phrase`
pub const TOURNAMENT_RESULT_BOTH_FORFEIT_PHRASE: &str = "tournament-result-both-forfeit-phrase";
/// `tournament-adjudicated`
pub const TOURNAMENT_ADJUDICATED: &str = "tournament-adjudicated";
/// `tournament-adjudicated-was`
pub const TOURNAMENT_ADJUDICATED_WAS: &str = "tournament-adjudicated-was";
/// `tournament-adjudicated-stopped`
pub const TOURNAMENT_ADJUDICATED_STOPPED: &str = "tournament-adjudicated-stopped";
/// `tournament-berserk`
pub const TOURNAMENT_BERSERK: &str = "tournament-berserk";
/// `tournament-record`
pub const TOURNAMENT_RECORD: &str = "tournament-record";
/// `tournament-winner-role`
pub const TOURNAMENT_WINNER_ROLE: &str = "tournament-winner-role";
/// `tournament-edited`
pub const TOURNAMENT_EDITED: &str = "tournament-edited";
/// `tournament-edited-start`
pub const TOURNAMENT_EDITED_START: &str = "tournament-edited-start";
/// `tournament-edited-shown`
pub const TOURNAMENT_EDITED_SHOWN: &str = "tournament-edited-shown";
/// `tournament-edited-field`
pub const TOURNAMENT_EDITED_FIELD: &str = "tournament-edited-field";
/// `tournament-list-none`
pub const TOURNAMENT_LIST_NONE: &str = "tournament-list-none";
/// `tournament-list-header`
pub const TOURNAMENT_LIST_HEADER: &str = "tournament-list-header";
/// `tournament-list-line`
pub const TOURNAMENT_LIST_LINE: &str = "tournament-list-line";
/// `tournament-list-starts`
pub const TOURNAMENT_LIST_STARTS: &str = "tournament-list-starts";
/// `tournament-list-open`
pub const TOURNAMENT_LIST_OPEN: &str = "tournament-list-open";
/// `tournament-list-running-round`
pub const TOURNAMENT_LIST_RUNNING_ROUND: &str = "tournament-list-running-round";
/// `tournament-list-running-ends`
pub const TOURNAMENT_LIST_RUNNING_ENDS: &str = "tournament-list-running-ends";
/// `tournament-list-repeats`
pub const TOURNAMENT_LIST_REPEATS: &str = "tournament-list-repeats";
/// `tournament-list-repeats-at`
pub const TOURNAMENT_LIST_REPEATS_AT: &str = "tournament-list-repeats-at";
/// `tournament-list-more`
pub const TOURNAMENT_LIST_MORE: &str = "tournament-list-more";
/// `tournament-arena-late-join`
pub const TOURNAMENT_ARENA_LATE_JOIN: &str = "tournament-arena-late-join";
/// `tournament-arena-no-show`
pub const TOURNAMENT_ARENA_NO_SHOW: &str = "tournament-arena-no-show";
/// `tournament-column-points`
pub const TOURNAMENT_COLUMN_POINTS: &str = "tournament-column-points";
/// `tournament-column-matches-won`
pub const TOURNAMENT_COLUMN_MATCHES_WON: &str = "tournament-column-matches-won";
/// `tournament-column-streak`
pub const TOURNAMENT_COLUMN_STREAK: &str = "tournament-column-streak";
/// The standings picture's player column.
pub const TOURNAMENT_COLUMN_PLAYER: &str = "tournament-column-player";
/// An arena's performance column.
pub const TOURNAMENT_COLUMN_PERFORMANCE: &str = "tournament-column-performance";
/// `tournament-streak-on-fire`
pub const TOURNAMENT_STREAK_ON_FIRE: &str = "tournament-streak-on-fire";
/// `tournament-match-title`
pub const TOURNAMENT_MATCH_TITLE: &str = "tournament-match-title";
/// `tournament-match-final`
pub const TOURNAMENT_MATCH_FINAL: &str = "tournament-match-final";
/// `tournament-match-semi-final`
pub const TOURNAMENT_MATCH_SEMI_FINAL: &str = "tournament-match-semi-final";
/// `tournament-match-quarter-final`
pub const TOURNAMENT_MATCH_QUARTER_FINAL: &str = "tournament-match-quarter-final";
/// `tournament-match-round`
pub const TOURNAMENT_MATCH_ROUND: &str = "tournament-match-round";
/// `tournament-match-winners-final`
pub const TOURNAMENT_MATCH_WINNERS_FINAL: &str = "tournament-match-winners-final";
/// `tournament-match-winners-semi-final`
pub const TOURNAMENT_MATCH_WINNERS_SEMI_FINAL: &str = "tournament-match-winners-semi-final";
/// `tournament-match-winners-quarter-final`
pub const TOURNAMENT_MATCH_WINNERS_QUARTER_FINAL: &str = "tournament-match-winners-quarter-final";
/// `tournament-match-winners-round`
pub const TOURNAMENT_MATCH_WINNERS_ROUND: &str = "tournament-match-winners-round";
/// `tournament-match-losers-round`
pub const TOURNAMENT_MATCH_LOSERS_ROUND: &str = "tournament-match-losers-round";
/// `tournament-match-grand-final`
pub const TOURNAMENT_MATCH_GRAND_FINAL: &str = "tournament-match-grand-final";
/// `tournament-match-grand-final-reset`
pub const TOURNAMENT_MATCH_GRAND_FINAL_RESET: &str = "tournament-match-grand-final-reset";
/// `tournament-match-third-place`
pub const TOURNAMENT_MATCH_THIRD_PLACE: &str = "tournament-match-third-place";
/// `tournament-match-beats`
pub const TOURNAMENT_MATCH_BEATS: &str = "tournament-match-beats";
/// `tournament-match-by-seed`
pub const TOURNAMENT_MATCH_BY_SEED: &str = "tournament-match-by-seed";
/// `tournament-match-walkover`
pub const TOURNAMENT_MATCH_WALKOVER: &str = "tournament-match-walkover";
/// `tournament-match-by-organizer`
pub const TOURNAMENT_MATCH_BY_ORGANIZER: &str = "tournament-match-by-organizer";
/// `tournament-bracket-title`
pub const TOURNAMENT_BRACKET_TITLE: &str = "tournament-bracket-title";
/// `tournament-bracket-summary`
pub const TOURNAMENT_BRACKET_SUMMARY: &str = "tournament-bracket-summary";
/// `tournament-bracket-playing`
pub const TOURNAMENT_BRACKET_PLAYING: &str = "tournament-bracket-playing";
/// `tournament-bracket-playing-more`
pub const TOURNAMENT_BRACKET_PLAYING_MORE: &str = "tournament-bracket-playing-more";
/// `tournament-knockout-bad-best-of`
pub const TOURNAMENT_KNOCKOUT_BAD_BEST_OF: &str = "tournament-knockout-bad-best-of";
/// `tournament-knockout-bad-tiebreak`
pub const TOURNAMENT_KNOCKOUT_BAD_TIEBREAK: &str = "tournament-knockout-bad-tiebreak";
/// `tournament-knockout-bad-grand-final`
pub const TOURNAMENT_KNOCKOUT_BAD_GRAND_FINAL: &str = "tournament-knockout-bad-grand-final";
/// `tournament-knockout-bad-seeding`
pub const TOURNAMENT_KNOCKOUT_BAD_SEEDING: &str = "tournament-knockout-bad-seeding";
/// `tournament-knockout-armageddon-untimed`
pub const TOURNAMENT_KNOCKOUT_ARMAGEDDON_UNTIMED: &str = "tournament-knockout-armageddon-untimed";
/// `tournament-knockout-grand-final-in-single`
pub const TOURNAMENT_KNOCKOUT_GRAND_FINAL_IN_SINGLE: &str =
    "tournament-knockout-grand-final-in-single";
/// `tournament-knockout-max-players`
pub const TOURNAMENT_KNOCKOUT_MAX_PLAYERS: &str = "tournament-knockout-max-players";
/// `tournament-knockout-third-place-in-double`
pub const TOURNAMENT_KNOCKOUT_THIRD_PLACE_IN_DOUBLE: &str =
    "tournament-knockout-third-place-in-double";
/// `tournament-knockout-no-game`
pub const TOURNAMENT_KNOCKOUT_NO_GAME: &str = "tournament-knockout-no-game";
/// `tournament-knockout-not-running`
pub const TOURNAMENT_KNOCKOUT_NOT_RUNNING: &str = "tournament-knockout-not-running";
/// `tournament-bracket-winners-final`
pub const TOURNAMENT_BRACKET_WINNERS_FINAL: &str = "tournament-bracket-winners-final";
/// `tournament-bracket-winners-round`
pub const TOURNAMENT_BRACKET_WINNERS_ROUND: &str = "tournament-bracket-winners-round";
/// `tournament-bracket-final`
pub const TOURNAMENT_BRACKET_FINAL: &str = "tournament-bracket-final";
/// `tournament-bracket-semi-finals`
pub const TOURNAMENT_BRACKET_SEMI_FINALS: &str = "tournament-bracket-semi-finals";
/// `tournament-bracket-quarter-finals`
pub const TOURNAMENT_BRACKET_QUARTER_FINALS: &str = "tournament-bracket-quarter-finals";
/// `tournament-bracket-round`
pub const TOURNAMENT_BRACKET_ROUND: &str = "tournament-bracket-round";
/// `tournament-bracket-losers-final`
pub const TOURNAMENT_BRACKET_LOSERS_FINAL: &str = "tournament-bracket-losers-final";
/// `tournament-bracket-losers-round`
pub const TOURNAMENT_BRACKET_LOSERS_ROUND: &str = "tournament-bracket-losers-round";
/// `tournament-bracket-grand-final`
pub const TOURNAMENT_BRACKET_GRAND_FINAL: &str = "tournament-bracket-grand-final";
/// `tournament-bracket-reset`
pub const TOURNAMENT_BRACKET_RESET: &str = "tournament-bracket-reset";
/// `tournament-bracket-third-place`
pub const TOURNAMENT_BRACKET_THIRD_PLACE: &str = "tournament-bracket-third-place";
/// `tournament-bracket-bye`
pub const TOURNAMENT_BRACKET_BYE: &str = "tournament-bracket-bye";
/// `tournament-bracket-picture-title`
pub const TOURNAMENT_BRACKET_PICTURE_TITLE: &str = "tournament-bracket-picture-title";
/// `tournament-bracket-champion`
pub const TOURNAMENT_BRACKET_CHAMPION: &str = "tournament-bracket-champion";
/// `tournament-bracket-line`
pub const TOURNAMENT_BRACKET_LINE: &str = "tournament-bracket-line";
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
    TOURNAMENT_UNPAIRABLE_REMATCH_OR_BYE,
    TOURNAMENT_RESULT_FORFEIT_PHRASE,
    TOURNAMENT_RESULT_BOTH_FORFEIT_PHRASE,
    TOURNAMENT_ADJUDICATED,
    TOURNAMENT_ADJUDICATED_WAS,
    TOURNAMENT_ADJUDICATED_STOPPED,
    TOURNAMENT_BERSERK,
    TOURNAMENT_RECORD,
    TOURNAMENT_WINNER_ROLE,
    TOURNAMENT_EDITED,
    TOURNAMENT_EDITED_START,
    TOURNAMENT_EDITED_SHOWN,
    TOURNAMENT_EDITED_FIELD,
    TOURNAMENT_LIST_NONE,
    TOURNAMENT_LIST_HEADER,
    TOURNAMENT_LIST_LINE,
    TOURNAMENT_LIST_STARTS,
    TOURNAMENT_LIST_OPEN,
    TOURNAMENT_LIST_RUNNING_ROUND,
    TOURNAMENT_LIST_RUNNING_ENDS,
    TOURNAMENT_LIST_REPEATS,
    TOURNAMENT_LIST_REPEATS_AT,
    TOURNAMENT_LIST_MORE,
    TOURNAMENT_ARENA_LATE_JOIN,
    TOURNAMENT_ARENA_NO_SHOW,
    TOURNAMENT_COLUMN_POINTS,
    TOURNAMENT_COLUMN_MATCHES_WON,
    TOURNAMENT_COLUMN_STREAK,
    TOURNAMENT_COLUMN_PLAYER,
    TOURNAMENT_COLUMN_PERFORMANCE,
    TOURNAMENT_STREAK_ON_FIRE,
    TOURNAMENT_MATCH_TITLE,
    TOURNAMENT_MATCH_FINAL,
    TOURNAMENT_MATCH_SEMI_FINAL,
    TOURNAMENT_MATCH_QUARTER_FINAL,
    TOURNAMENT_MATCH_ROUND,
    TOURNAMENT_MATCH_WINNERS_FINAL,
    TOURNAMENT_MATCH_WINNERS_SEMI_FINAL,
    TOURNAMENT_MATCH_WINNERS_QUARTER_FINAL,
    TOURNAMENT_MATCH_WINNERS_ROUND,
    TOURNAMENT_MATCH_LOSERS_ROUND,
    TOURNAMENT_MATCH_GRAND_FINAL,
    TOURNAMENT_MATCH_GRAND_FINAL_RESET,
    TOURNAMENT_MATCH_THIRD_PLACE,
    TOURNAMENT_MATCH_BEATS,
    TOURNAMENT_MATCH_BY_SEED,
    TOURNAMENT_MATCH_WALKOVER,
    TOURNAMENT_MATCH_BY_ORGANIZER,
    TOURNAMENT_BRACKET_TITLE,
    TOURNAMENT_BRACKET_SUMMARY,
    TOURNAMENT_BRACKET_PLAYING,
    TOURNAMENT_BRACKET_PLAYING_MORE,
    TOURNAMENT_KNOCKOUT_BAD_BEST_OF,
    TOURNAMENT_KNOCKOUT_BAD_TIEBREAK,
    TOURNAMENT_KNOCKOUT_BAD_GRAND_FINAL,
    TOURNAMENT_KNOCKOUT_BAD_SEEDING,
    TOURNAMENT_KNOCKOUT_ARMAGEDDON_UNTIMED,
    TOURNAMENT_KNOCKOUT_GRAND_FINAL_IN_SINGLE,
    TOURNAMENT_KNOCKOUT_MAX_PLAYERS,
    TOURNAMENT_KNOCKOUT_THIRD_PLACE_IN_DOUBLE,
    TOURNAMENT_KNOCKOUT_NO_GAME,
    TOURNAMENT_KNOCKOUT_NOT_RUNNING,
    TOURNAMENT_BRACKET_WINNERS_FINAL,
    TOURNAMENT_BRACKET_WINNERS_ROUND,
    TOURNAMENT_BRACKET_FINAL,
    TOURNAMENT_BRACKET_SEMI_FINALS,
    TOURNAMENT_BRACKET_QUARTER_FINALS,
    TOURNAMENT_BRACKET_ROUND,
    TOURNAMENT_BRACKET_LOSERS_FINAL,
    TOURNAMENT_BRACKET_LOSERS_ROUND,
    TOURNAMENT_BRACKET_GRAND_FINAL,
    TOURNAMENT_BRACKET_RESET,
    TOURNAMENT_BRACKET_THIRD_PLACE,
    TOURNAMENT_BRACKET_BYE,
    TOURNAMENT_BRACKET_PICTURE_TITLE,
    TOURNAMENT_BRACKET_CHAMPION,
    TOURNAMENT_BRACKET_LINE,
];
