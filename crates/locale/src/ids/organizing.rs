//! Organizing tournaments (`organizing.ftl`): why a tournament action was
//! refused, entries, leaving, cancellations and the run-up.

/// Tournament format `{ $text }` is not known: choose { $formats }.
pub const ORGANIZING_BAD_FORMAT: &str = "organizing-bad-format";
/// `{ $option }` is not an option of this { $format } tournament: it is for { $formats }…
pub const ORGANIZING_NOT_AN_OPTION_OF: &str = "organizing-not-an-option-of";
/// no
pub const ORGANIZING_NO_FORMATS: &str = "organizing-no-formats";
/// A knockout bracket takes at most 128 players and { $have } have joined: remove some w…
pub const ORGANIZING_TOO_MANY_FOR_BRACKET: &str = "organizing-too-many-for-bracket";
/// Give either `result` (the result of the match's game being played, like `1-0`) or `wi…
pub const ORGANIZING_MATCH_RESULT_OR_WINNER: &str = "organizing-match-result-or-winner";
/// Start time `{ $text }` is not understood: write `in 2h`, a UTC time like `18:30`, a d…
pub const ORGANIZING_BAD_START: &str = "organizing-bad-start";
/// Start time `{ $text }` is { $date }, which has already passed: give a time in the fut…
pub const ORGANIZING_START_PASSED: &str = "organizing-start-passed";
/// Start time `{ $text }` is more than 30 days away: create the tournament closer to its…
pub const ORGANIZING_START_TOO_FAR: &str = "organizing-start-too-far";
/// Time zone `{ $text }` is not known: use an IANA name like `Europe/Berlin`, `America/N…
pub const ORGANIZING_UNKNOWN_ZONE: &str = "organizing-unknown-zone";
/// No-show time `{ $text }` is not understood: write a number and a unit, like `30s`, `2…
pub const ORGANIZING_BAD_NO_SHOW: &str = "organizing-bad-no-show";
/// Move limit `{ $text }` is not understood: write a number and a unit, like `30s`, `2m`…
pub const ORGANIZING_BAD_MOVE_LIMIT: &str = "organizing-bad-move-limit";
/// `move_limit` is for tournaments without a clock: with a time control the clock limits…
pub const ORGANIZING_MOVE_LIMIT_WITH_CLOCK: &str = "organizing-move-limit-with-clock";
/// Bye points `{ $text }` are not possible: choose `1` (the default), `0.5` (or `½`) or …
pub const ORGANIZING_BAD_BYE: &str = "organizing-bad-bye";
/// Give the tournament a name of 1 to 80 characters.
pub const ORGANIZING_BAD_NAME: &str = "organizing-bad-name";
/// { $rounds ->
pub const ORGANIZING_BAD_ROUNDS: &str = "organizing-bad-rounds";
/// An arena of { $minutes ->
pub const ORGANIZING_BAD_MINUTES: &str = "organizing-bad-minutes";
/// There is no open or running tournament in this channel. Create one with /tournament c…
pub const ORGANIZING_NO_TOURNAMENT_HERE: &str = "organizing-no-tournament-here";
/// **{ $name }** has started: it can be edited only before its start. Its results are se…
pub const ORGANIZING_EDIT_AFTER_START: &str = "organizing-edit-after-start";
/// Nothing to change: give at least one option to `/tournament edit <format>`: `name`, `…
pub const ORGANIZING_NOTHING_TO_EDIT: &str = "organizing-nothing-to-edit";
/// **{ $name }** is a { $format } tournament: change it with `/tournament edit { $format…
pub const ORGANIZING_EDIT_OTHER_FORMAT: &str = "organizing-edit-other-format";
/// This { $format } tournament has no `{ $option }` to change: `{ $option }` is for { $f…
pub const ORGANIZING_EDIT_NOT_FOR_FORMAT: &str = "organizing-edit-not-for-format";
/// { $joined ->
pub const ORGANIZING_MAX_BELOW_JOINED: &str = "organizing-max-below-joined";
/// This channel holds several tournaments: { $choices }. Pick one with the `tournament:`…
pub const ORGANIZING_CHOOSE_TOURNAMENT: &str = "organizing-choose-tournament";
/// { $count } more
pub const ORGANIZING_CHOICES_MORE: &str = "organizing-choices-more";
/// `/tournament create { $format }`
pub const ORGANIZING_CREATE_COMMAND: &str = "organizing-create-command";
/// You already have { $limit } open tournaments in this server ({ $open }), the most one…
pub const ORGANIZING_TOO_MANY_OPEN: &str = "organizing-too-many-open";
/// There is no tournament #{ $id }. See the tournaments of this channel with /tournament…
pub const ORGANIZING_NO_SUCH_TOURNAMENT: &str = "organizing-no-such-tournament";
/// You have already joined **{ $name }**. Wait for it to start.
pub const ORGANIZING_ALREADY_JOINED: &str = "organizing-already-joined";
/// **{ $name }** is full ({ $max ->
pub const ORGANIZING_FULL: &str = "organizing-full";
/// **{ $name }** has started and takes no more entries (a round robin takes none after i…
pub const ORGANIZING_ALREADY_STARTED: &str = "organizing-already-started";
/// **{ $name }** is over. See its final standings, or create a new tournament.
pub const ORGANIZING_OVER: &str = "organizing-over";
/// You are not playing in **{ $name }**. Join it with /tournament join while it is open.
pub const ORGANIZING_NOT_JOINED: &str = "organizing-not-joined";
/// **{ $name }** has not started yet: use /tournament leave to leave it.
pub const ORGANIZING_NOT_RUNNING: &str = "organizing-not-running";
/// You have already left **{ $name }**.
pub const ORGANIZING_ALREADY_WITHDRAWN: &str = "organizing-already-withdrawn";
/// Only the organizer ({ $organizer }), a member with Manage Server or one with the serv…
pub const ORGANIZING_NOT_ORGANIZER: &str = "organizing-not-organizer";
/// { $action ->
pub const ORGANIZING_ORGANIZER_ACTION: &str = "organizing-organizer-action";
/// A tournament of this format needs at least { $needed ->
pub const ORGANIZING_TOO_FEW_PLAYERS: &str = "organizing-too-few-players";
/// Round { $round } is still being played ({ $games }). The next round is paired by itse…
pub const ORGANIZING_ROUND_IN_PROGRESS: &str = "organizing-round-in-progress";
/// A player who has not moved by { $time } loses by forfeit.
pub const ORGANIZING_ROUND_IN_PROGRESS_NO_SHOW: &str = "organizing-round-in-progress-no-show";
/// Its games are under way: wait for them to end.
pub const ORGANIZING_ROUND_IN_PROGRESS_UNDER_WAY: &str = "organizing-round-in-progress-under-way";
/// **{ $name }** is an arena: free players are paired by themselves, there are no rounds…
pub const ORGANIZING_ARENA_PAIRS_ITSELF: &str = "organizing-arena-pairs-itself";
/// All rounds of **{ $name }** have been paired; it ends when the last game ends.
pub const ORGANIZING_NO_MORE_ROUNDS: &str = "organizing-no-more-rounds";
/// Berserk is for your own arena game, in its thread, before your first move.
pub const ORGANIZING_NOT_IN_TOURNAMENT_GAME: &str = "organizing-not-in-tournament-game";
/// You can berserk only before your first move of the game.
pub const ORGANIZING_BERSERK_TOO_LATE: &str = "organizing-berserk-too-late";
/// Berserk halves your clock: this tournament has no clock.
pub const ORGANIZING_BERSERK_NO_CLOCK: &str = "organizing-berserk-no-clock";
/// Tournament games cannot be aborted. Resign, or leave the tournament with /tournament …
pub const ORGANIZING_NO_ABORT: &str = "organizing-no-abort";
/// The next round could not be paired ({ $error }). The organizer can try again with /to…
pub const ORGANIZING_PAIRING_FAILED: &str = "organizing-pairing-failed";
/// A TRF file exists only for Swiss tournaments; the PGN of every game is attached inste…
pub const ORGANIZING_NOT_SWISS: &str = "organizing-not-swiss";
/// Could not save that. Please try again in a moment.
pub const ORGANIZING_SAVE_FAILED: &str = "organizing-save-failed";
/// At most { $max ->
pub const ORGANIZING_BAD_MAX_PLAYERS: &str = "organizing-bad-max-players";
/// `{ $text }` is not a role: pick a role of this server, or leave it empty to let anyon…
pub const ORGANIZING_BAD_ROLE: &str = "organizing-bad-role";
/// `{ $option }:` needs a start time: add `starts:` (like `in 2h`, `18:30 Europe/Berlin`…
pub const ORGANIZING_NEEDS_START_TIME: &str = "organizing-needs-start-time";
/// `{ $option }:{ $text }` is not a duration: write it like `10m`, `1h` or `1d`, or `0` …
pub const ORGANIZING_BAD_REMIND: &str = "organizing-bad-remind";
/// `{ $option }:{ $text }` is not a duration: write it like `10m`, `1h` or `1d`, or leav…
pub const ORGANIZING_BAD_CHECKIN: &str = "organizing-bad-checkin";
/// Check-in for **{ $name }** opens { $when }: come back then.
pub const ORGANIZING_CHECK_IN_OPENS: &str = "organizing-check-in-opens";
/// **{ $name }** has no check-in open now.
pub const ORGANIZING_CHECK_IN_NOT_OPEN: &str = "organizing-check-in-not-open";
/// You have not joined **{ $name }**: press Join first, then Check in.
pub const ORGANIZING_NOT_ENTERED: &str = "organizing-not-entered";
/// Result `{ $text }` is not understood: write `1-0`, `0-1`, `1/2` (a draw; `½`, `½-½`, …
pub const ORGANIZING_BAD_RESULT: &str = "organizing-bad-result";
/// **{ $name }** is not a Swiss: half-point byes can be requested only in a Swiss. Withd…
pub const ORGANIZING_BYES_SWISS_ONLY: &str = "organizing-byes-swiss-only";
/// **{ $name }** gives no requested byes. Play your games, or withdraw if you cannot pla…
pub const ORGANIZING_BYES_OFF: &str = "organizing-byes-off";
/// You have used your { $allowed ->
pub const ORGANIZING_NO_BYES_LEFT: &str = "organizing-no-byes-left";
/// You have already requested a half-point bye for round { $round } of **{ $name }**: yo…
pub const ORGANIZING_BYE_ALREADY_REQUESTED: &str = "organizing-bye-already-requested";
/// The last round of **{ $name }** is paired: there is no round left to take a bye in. P…
pub const ORGANIZING_BYE_TOO_LATE: &str = "organizing-bye-too-late";
/// There is no round { $round }: { $rounds ->
pub const ORGANIZING_NO_SUCH_ROUND: &str = "organizing-no-such-round";
/// There is no board { $board } in round { $round }: { $boards ->
pub const ORGANIZING_NO_SUCH_BOARD: &str = "organizing-no-such-board";
/// Board { $board } of round { $round } is a bye: it has no game and no result to set. C…
pub const ORGANIZING_BYE_BOARD: &str = "organizing-bye-board";
/// **{ $name }** has not started yet: there are no results to set.
pub const ORGANIZING_RESULTS_NOT_STARTED: &str = "organizing-results-not-started";
/// **{ $name }** is over: its results are final and can no longer be changed.
pub const ORGANIZING_RESULTS_OVER: &str = "organizing-results-over";
/// **{ $name }** was cancelled: there are no results to set.
pub const ORGANIZING_RESULTS_CANCELLED: &str = "organizing-results-cancelled";
/// You need the role { $role } to join **{ $name }**.
pub const ORGANIZING_MISSING_ROLE: &str = "organizing-missing-role";
/// **{ $name }** needs at least { $needed } in { $preset }; you have { $have }. Play { $…
pub const ORGANIZING_TOO_FEW_RATED_GAMES: &str = "organizing-too-few-rated-games";
/// You have already gone berserk in this game.
pub const ORGANIZING_ALREADY_BERSERK: &str = "organizing-already-berserk";
/// The next round of **{ $name }** cannot be paired after round { $round }: every pairin…
pub const ORGANIZING_UNPAIRABLE: &str = "organizing-unpairable";
/// `{ $text }` is not a repeat: choose none, daily, weekly or monthly.
pub const ORGANIZING_BAD_REPEAT: &str = "organizing-bad-repeat";
/// `{ $text }` is not a time zone I know. Give an IANA name such as `Europe/Berlin`, `Am…
pub const ORGANIZING_BAD_ZONE: &str = "organizing-bad-zone";
/// { $player } is back in { $tournament }: paired again as soon as an opponent is free.
pub const ORGANIZING_BACK: &str = "organizing-back";
/// { $player } left { $tournament }.
pub const ORGANIZING_LEFT: &str = "organizing-left";
/// { $player } was removed from { $tournament }: any game in progress is lost by forfeit…
pub const ORGANIZING_REMOVED: &str = "organizing-removed";
/// { $player } withdrew from { $tournament }: any game in progress is lost by forfeit.
pub const ORGANIZING_WITHDREW: &str = "organizing-withdrew";
/// { $mention }, { $by } added you (**{ $player }**) to { $tournament }. Not playing? Pr…
pub const ORGANIZING_ADDED: &str = "organizing-added";
/// { $tournament } was cancelled by its organizer.
pub const ORGANIZING_CANCELLED: &str = "organizing-cancelled";
/// { $tournament } is cancelled: { $players } joined, at least { $min ->
pub const ORGANIZING_CANCELLED_TOO_FEW: &str = "organizing-cancelled-too-few";
/// { $tournament } is cancelled: { $players } checked in, at least { $min ->
pub const ORGANIZING_CANCELLED_TOO_FEW_CHECKED_IN: &str = "organizing-cancelled-too-few-checked-in";
/// ⏰ { $tournament } starts { $date } ({ $countdown }).
pub const ORGANIZING_RUN_UP: &str = "organizing-run-up";
/// ⏰ { $tournament } starts { $date }. Check-in is open: press Check in below before it …
pub const ORGANIZING_RUN_UP_CHECK_IN: &str = "organizing-run-up-check-in";
/// { $names } did not check in for { $tournament } and { $count ->
pub const ORGANIZING_WITHDRAWN_ABSENT: &str = "organizing-withdrawn-absent";
/// You may still join late: press Join.
pub const ORGANIZING_WITHDRAWN_ABSENT_LATE: &str = "organizing-withdrawn-absent-late";
/// You are checked in for { $tournament }. It starts { $countdown }.
pub const ORGANIZING_CHECKED_IN: &str = "organizing-checked-in";
/// { $format } tournament of { $preset }, { $time }. Join with the Join button of its an…
pub const ORGANIZING_CALENDAR_DESCRIPTION: &str = "organizing-calendar-description";
/// winner of { $tournament }
pub const ORGANIZING_WINNER_ROLE_REASON: &str = "organizing-winner-role-reason";
/// 🔒 **{ $title }**: { $notice }
pub const ORGANIZING_PRIVATE_NOTICE: &str = "organizing-private-notice";
/// A knockout bracket takes 2 to 128 players, not { $players }: split the field or run a…
pub const ORGANIZING_BRACKET_PLAYERS: &str = "organizing-bracket-players";
/// A bracket of 2 players has no semi-finals, so no third-place match: leave it out or t…
pub const ORGANIZING_BRACKET_THIRD_PLACE: &str = "organizing-bracket-third-place";
/// '{ $text }' is not a match name: write W<round>-<n>, L<round>-<n>, GF1, GF2 or 3P (fo…
pub const ORGANIZING_BRACKET_MATCH_NAME: &str = "organizing-bracket-match-name";
/// There is no match { $match } in this bracket: list the matches to see their names.
pub const ORGANIZING_BRACKET_NO_SUCH_MATCH: &str = "organizing-bracket-no-such-match";
/// { $match } is not ready: its players are not both known yet; record the matches befor…
pub const ORGANIZING_BRACKET_NOT_READY: &str = "organizing-bracket-not-ready";
/// { $match } is a walkover: { $seed } goes through without playing, so it takes no resu…
pub const ORGANIZING_BRACKET_WALKOVER: &str = "organizing-bracket-walkover";
/// { $match } is a walkover: one slot is empty, so whoever takes the other goes through …
pub const ORGANIZING_BRACKET_WALKOVER_OPEN: &str = "organizing-bracket-walkover-open";
/// { $match } is never played: both of its slots are empty; it takes no result.
pub const ORGANIZING_BRACKET_EMPTY: &str = "organizing-bracket-empty";
/// GF2 is not played: { $seed } won GF1 from the winners' bracket and the bracket is over.
pub const ORGANIZING_BRACKET_NO_RESET: &str = "organizing-bracket-no-reset";
/// { $match } is already decided ({ $winner } won): a result is recorded once.
pub const ORGANIZING_BRACKET_ALREADY_DECIDED: &str = "organizing-bracket-already-decided";
/// { $seed } does not play { $match }, which is { $a } against { $b }: name one of them …
pub const ORGANIZING_BRACKET_NOT_IN_MATCH: &str = "organizing-bracket-not-in-match";

/// Every id of the family.
pub const IDS: &[&str] = &[
    ORGANIZING_BAD_FORMAT,
    ORGANIZING_NOT_AN_OPTION_OF,
    ORGANIZING_NO_FORMATS,
    ORGANIZING_TOO_MANY_FOR_BRACKET,
    ORGANIZING_MATCH_RESULT_OR_WINNER,
    ORGANIZING_BAD_START,
    ORGANIZING_START_PASSED,
    ORGANIZING_START_TOO_FAR,
    ORGANIZING_UNKNOWN_ZONE,
    ORGANIZING_BAD_NO_SHOW,
    ORGANIZING_BAD_MOVE_LIMIT,
    ORGANIZING_MOVE_LIMIT_WITH_CLOCK,
    ORGANIZING_BAD_BYE,
    ORGANIZING_BAD_NAME,
    ORGANIZING_BAD_ROUNDS,
    ORGANIZING_BAD_MINUTES,
    ORGANIZING_NO_TOURNAMENT_HERE,
    ORGANIZING_EDIT_AFTER_START,
    ORGANIZING_NOTHING_TO_EDIT,
    ORGANIZING_EDIT_OTHER_FORMAT,
    ORGANIZING_EDIT_NOT_FOR_FORMAT,
    ORGANIZING_MAX_BELOW_JOINED,
    ORGANIZING_CHOOSE_TOURNAMENT,
    ORGANIZING_CHOICES_MORE,
    ORGANIZING_CREATE_COMMAND,
    ORGANIZING_TOO_MANY_OPEN,
    ORGANIZING_NO_SUCH_TOURNAMENT,
    ORGANIZING_ALREADY_JOINED,
    ORGANIZING_FULL,
    ORGANIZING_ALREADY_STARTED,
    ORGANIZING_OVER,
    ORGANIZING_NOT_JOINED,
    ORGANIZING_NOT_RUNNING,
    ORGANIZING_ALREADY_WITHDRAWN,
    ORGANIZING_NOT_ORGANIZER,
    ORGANIZING_ORGANIZER_ACTION,
    ORGANIZING_TOO_FEW_PLAYERS,
    ORGANIZING_ROUND_IN_PROGRESS,
    ORGANIZING_ROUND_IN_PROGRESS_NO_SHOW,
    ORGANIZING_ROUND_IN_PROGRESS_UNDER_WAY,
    ORGANIZING_ARENA_PAIRS_ITSELF,
    ORGANIZING_NO_MORE_ROUNDS,
    ORGANIZING_NOT_IN_TOURNAMENT_GAME,
    ORGANIZING_BERSERK_TOO_LATE,
    ORGANIZING_BERSERK_NO_CLOCK,
    ORGANIZING_NO_ABORT,
    ORGANIZING_PAIRING_FAILED,
    ORGANIZING_NOT_SWISS,
    ORGANIZING_SAVE_FAILED,
    ORGANIZING_BAD_MAX_PLAYERS,
    ORGANIZING_BAD_ROLE,
    ORGANIZING_NEEDS_START_TIME,
    ORGANIZING_BAD_REMIND,
    ORGANIZING_BAD_CHECKIN,
    ORGANIZING_CHECK_IN_OPENS,
    ORGANIZING_CHECK_IN_NOT_OPEN,
    ORGANIZING_NOT_ENTERED,
    ORGANIZING_BAD_RESULT,
    ORGANIZING_BYES_SWISS_ONLY,
    ORGANIZING_BYES_OFF,
    ORGANIZING_NO_BYES_LEFT,
    ORGANIZING_BYE_ALREADY_REQUESTED,
    ORGANIZING_BYE_TOO_LATE,
    ORGANIZING_NO_SUCH_ROUND,
    ORGANIZING_NO_SUCH_BOARD,
    ORGANIZING_BYE_BOARD,
    ORGANIZING_RESULTS_NOT_STARTED,
    ORGANIZING_RESULTS_OVER,
    ORGANIZING_RESULTS_CANCELLED,
    ORGANIZING_MISSING_ROLE,
    ORGANIZING_TOO_FEW_RATED_GAMES,
    ORGANIZING_ALREADY_BERSERK,
    ORGANIZING_UNPAIRABLE,
    ORGANIZING_BAD_REPEAT,
    ORGANIZING_BAD_ZONE,
    ORGANIZING_BACK,
    ORGANIZING_LEFT,
    ORGANIZING_REMOVED,
    ORGANIZING_WITHDREW,
    ORGANIZING_ADDED,
    ORGANIZING_CANCELLED,
    ORGANIZING_CANCELLED_TOO_FEW,
    ORGANIZING_CANCELLED_TOO_FEW_CHECKED_IN,
    ORGANIZING_RUN_UP,
    ORGANIZING_RUN_UP_CHECK_IN,
    ORGANIZING_WITHDRAWN_ABSENT,
    ORGANIZING_WITHDRAWN_ABSENT_LATE,
    ORGANIZING_CHECKED_IN,
    ORGANIZING_CALENDAR_DESCRIPTION,
    ORGANIZING_WINNER_ROLE_REASON,
    ORGANIZING_PRIVATE_NOTICE,
    ORGANIZING_BRACKET_PLAYERS,
    ORGANIZING_BRACKET_THIRD_PLACE,
    ORGANIZING_BRACKET_MATCH_NAME,
    ORGANIZING_BRACKET_NO_SUCH_MATCH,
    ORGANIZING_BRACKET_NOT_READY,
    ORGANIZING_BRACKET_WALKOVER,
    ORGANIZING_BRACKET_WALKOVER_OPEN,
    ORGANIZING_BRACKET_EMPTY,
    ORGANIZING_BRACKET_NO_RESET,
    ORGANIZING_BRACKET_ALREADY_DECIDED,
    ORGANIZING_BRACKET_NOT_IN_MATCH,
];
