//! `/puzzle` (`puzzle.ftl`): puzzles, answers, streaks, the daily puzzle.

/// from { $white } vs { $black }, move { $move }
pub const PUZZLE_CREDIT: &str = "puzzle-credit";
/// **Puzzle { $id }**, { $credit }
pub const PUZZLE_TITLE: &str = "puzzle-title";
/// **Puzzle { $id }** (not rated: you played it before), { $credit }
pub const PUZZLE_TITLE_UNRATED: &str = "puzzle-title-unrated";
/// **Today's puzzle** (puzzle { $id }), { $credit }
pub const PUZZLE_TITLE_DAILY: &str = "puzzle-title-daily";
/// **Streak, puzzle { $number }** (puzzle { $id }), { $credit }
pub const PUZZLE_TITLE_STREAK: &str = "puzzle-title-streak";
/// { $solver ->
pub const PUZZLE_FIRST_PROMPT: &str = "puzzle-first-prompt";
/// { $solver ->
pub const PUZZLE_DECISION_PROMPT: &str = "puzzle-decision-prompt";
/// shoot { $move }
pub const PUZZLE_ANSWER_SHOOT: &str = "puzzle-answer-shoot";
/// let it pass
pub const PUZZLE_ANSWER_PASS: &str = "puzzle-answer-pass";
/// Let it pass
pub const PUZZLE_LET_IT_PASS: &str = "puzzle-let-it-pass";
/// ✅ { $answer } is right. The reply: { $reply }. Your move again: answer with `/move`.
pub const PUZZLE_RIGHT: &str = "puzzle-right";
/// { $why }. Your puzzle waits for a legal move: answer again with `/move`.
pub const PUZZLE_UNREADABLE: &str = "puzzle-unreadable";
/// Puzzle rating: { $change }
pub const PUZZLE_RATING: &str = "puzzle-rating";
/// 🎉 { $answer }: solved!
pub const PUZZLE_SOLVED: &str = "puzzle-solved";
/// ❌ { $answer } is not it. The solution: { $solution }.
pub const PUZZLE_WRONG: &str = "puzzle-wrong";
/// Streak: { $solved } solved. The next one is harder:
pub const PUZZLE_STREAK_GOES_ON: &str = "puzzle-streak-goes-on";
/// Your streak ends at { $solved } solved (your best: { $best }). Start another with `/p…
pub const PUZZLE_STREAK_ENDED: &str = "puzzle-streak-ended";
/// No harder puzzle is left here: your streak ends at { $solved } solved (your best: { $…
pub const PUZZLE_STREAK_EXHAUSTED: &str = "puzzle-streak-exhausted";
/// There is no puzzle for you here yet: puzzles come from this server's finished games (…
pub const PUZZLE_NONE: &str = "puzzle-none";
/// There is no daily puzzle here yet: puzzles come from this server's finished games. Pl…
pub const PUZZLE_NO_DAILY: &str = "puzzle-no-daily";
/// Puzzles come from a server's games: ask for one in a channel of a server
pub const PUZZLE_NOT_IN_SERVER: &str = "puzzle-not-in-server";
/// You have no puzzle open: ask for one with `/puzzle`, `/puzzle daily` or `/puzzle stre…
pub const PUZZLE_NOTHING_OPEN: &str = "puzzle-nothing-open";
/// The puzzle could not be read or saved just now: try again in a moment
pub const PUZZLE_UNAVAILABLE: &str = "puzzle-unavailable";
/// You have a puzzle open already: answer it first (a wrong move ends it). Here it is ag…
pub const PUZZLE_STILL_OPEN: &str = "puzzle-still-open";
/// { $solved ->
pub const PUZZLE_DAILY_DONE: &str = "puzzle-daily-done";
/// `{ $text }` is not a time of day: give the daily puzzle's time as HH:MM in UTC, like …
pub const PUZZLE_BAD_TIME: &str = "puzzle-bad-time";
/// 🧩 **Daily puzzle of { $date }**, { $credit }. { $solver ->
pub const PUZZLE_DAILY_POST: &str = "puzzle-daily-post";
/// nobody yet
pub const PUZZLE_NOBODY_YET: &str = "puzzle-nobody-yet";
/// The daily puzzle is posted in { $channel } at { $time } UTC.
pub const PUZZLE_SETTINGS_POSTED: &str = "puzzle-settings-posted";
/// The daily puzzle goes to { $channel } once it has a time: set puzzle_time: as HH:MM (…
pub const PUZZLE_SETTINGS_NO_TIME: &str = "puzzle-settings-no-time";
/// The daily puzzle is set for { $time } UTC but has no channel: set puzzle_channel: to …
pub const PUZZLE_SETTINGS_NO_CHANNEL: &str = "puzzle-settings-no-channel";
/// The daily puzzle is not posted: set puzzle_channel: and puzzle_time: to post it.
pub const PUZZLE_SETTINGS_OFF: &str = "puzzle-settings-off";
/// **Puzzle leaderboard**
pub const PUZZLE_LEADERBOARD_TITLE: &str = "puzzle-leaderboard-title";
/// **Puzzle leaderboard**, page { $page }
pub const PUZZLE_LEADERBOARD_TITLE_PAGE: &str = "puzzle-leaderboard-title-page";
/// { $rank }. { $name } — { $rating } ({ $plays } rated, best streak { $best })
pub const PUZZLE_LEADERBOARD_LINE: &str = "puzzle-leaderboard-line";
/// Nobody here has a puzzle rating yet: solve one with `/puzzle`
pub const PUZZLE_LEADERBOARD_EMPTY: &str = "puzzle-leaderboard-empty";
/// { $rating } · { $plays } rated · best streak { $best }
pub const PUZZLE_STANDING: &str = "puzzle-standing";

/// Every id of this family.
pub const IDS: &[&str] = &[
    PUZZLE_CREDIT,
    PUZZLE_TITLE,
    PUZZLE_TITLE_UNRATED,
    PUZZLE_TITLE_DAILY,
    PUZZLE_TITLE_STREAK,
    PUZZLE_FIRST_PROMPT,
    PUZZLE_DECISION_PROMPT,
    PUZZLE_ANSWER_SHOOT,
    PUZZLE_ANSWER_PASS,
    PUZZLE_LET_IT_PASS,
    PUZZLE_RIGHT,
    PUZZLE_UNREADABLE,
    PUZZLE_RATING,
    PUZZLE_SOLVED,
    PUZZLE_WRONG,
    PUZZLE_STREAK_GOES_ON,
    PUZZLE_STREAK_ENDED,
    PUZZLE_STREAK_EXHAUSTED,
    PUZZLE_NONE,
    PUZZLE_NO_DAILY,
    PUZZLE_NOT_IN_SERVER,
    PUZZLE_NOTHING_OPEN,
    PUZZLE_UNAVAILABLE,
    PUZZLE_STILL_OPEN,
    PUZZLE_DAILY_DONE,
    PUZZLE_BAD_TIME,
    PUZZLE_DAILY_POST,
    PUZZLE_NOBODY_YET,
    PUZZLE_SETTINGS_POSTED,
    PUZZLE_SETTINGS_NO_TIME,
    PUZZLE_SETTINGS_NO_CHANNEL,
    PUZZLE_SETTINGS_OFF,
    PUZZLE_LEADERBOARD_TITLE,
    PUZZLE_LEADERBOARD_TITLE_PAGE,
    PUZZLE_LEADERBOARD_LINE,
    PUZZLE_LEADERBOARD_EMPTY,
    PUZZLE_STANDING,
];
