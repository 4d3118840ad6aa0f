//! The public web site's words (`web.ftl`): its pages' titles, headings,
//! labels, table headers, errors, the replay's and the puzzle's controls.

/// `web-nav-leaderboard`.
pub const WEB_NAV_LEADERBOARD: &str = "web-nav-leaderboard";
/// `web-footer`.
pub const WEB_FOOTER: &str = "web-footer";
/// `web-languages`.
pub const WEB_LANGUAGES: &str = "web-languages";
/// `web-not-found-title`.
pub const WEB_NOT_FOUND_TITLE: &str = "web-not-found-title";
/// `web-not-found-why`.
pub const WEB_NOT_FOUND_WHY: &str = "web-not-found-why";
/// `web-back-home`.
pub const WEB_BACK_HOME: &str = "web-back-home";
/// `web-no-page`.
pub const WEB_NO_PAGE: &str = "web-no-page";
/// `web-no-file`.
pub const WEB_NO_FILE: &str = "web-no-file";
/// `web-not-a-game-number`.
pub const WEB_NOT_A_GAME_NUMBER: &str = "web-not-a-game-number";
/// `web-not-a-puzzle-number`.
pub const WEB_NOT_A_PUZZLE_NUMBER: &str = "web-not-a-puzzle-number";
/// `web-missing-game`.
pub const WEB_MISSING_GAME: &str = "web-missing-game";
/// `web-missing-tournament`.
pub const WEB_MISSING_TOURNAMENT: &str = "web-missing-tournament";
/// `web-missing-puzzle`.
pub const WEB_MISSING_PUZZLE: &str = "web-missing-puzzle";
/// `web-missing-server-board`.
pub const WEB_MISSING_SERVER_BOARD: &str = "web-missing-server-board";
/// `web-missing-player`.
pub const WEB_MISSING_PLAYER: &str = "web-missing-player";
/// `web-no-preset`.
pub const WEB_NO_PRESET: &str = "web-no-preset";
/// `web-not-a-game-picture`.
pub const WEB_NOT_A_GAME_PICTURE: &str = "web-not-a-game-picture";
/// `web-not-a-puzzle-picture`.
pub const WEB_NOT_A_PUZZLE_PICTURE: &str = "web-not-a-puzzle-picture";
/// `web-no-game-picture`.
pub const WEB_NO_GAME_PICTURE: &str = "web-no-game-picture";
/// `web-no-puzzle-picture`.
pub const WEB_NO_PUZZLE_PICTURE: &str = "web-no-puzzle-picture";
/// `web-not-analysed`.
pub const WEB_NOT_ANALYSED: &str = "web-not-analysed";
/// `web-error-title`.
pub const WEB_ERROR_TITLE: &str = "web-error-title";
/// `web-error-heading`.
pub const WEB_ERROR_HEADING: &str = "web-error-heading";
/// `web-error-unreadable`.
pub const WEB_ERROR_UNREADABLE: &str = "web-error-unreadable";
/// `web-error-retry`.
pub const WEB_ERROR_RETRY: &str = "web-error-retry";
/// `web-what-game`.
pub const WEB_WHAT_GAME: &str = "web-what-game";
/// `web-what-tournament`.
pub const WEB_WHAT_TOURNAMENT: &str = "web-what-tournament";
/// `web-what-puzzle`.
pub const WEB_WHAT_PUZZLE: &str = "web-what-puzzle";
/// `web-what-analysis`.
pub const WEB_WHAT_ANALYSIS: &str = "web-what-analysis";
/// `web-busy-title`.
pub const WEB_BUSY_TITLE: &str = "web-busy-title";
/// `web-busy`.
pub const WEB_BUSY: &str = "web-busy";
/// `web-busy-drawing`.
pub const WEB_BUSY_DRAWING: &str = "web-busy-drawing";
/// `web-busy-slow`.
pub const WEB_BUSY_SLOW: &str = "web-busy-slow";
/// `web-home-title`.
pub const WEB_HOME_TITLE: &str = "web-home-title";
/// `web-home-intro`.
pub const WEB_HOME_INTRO: &str = "web-home-intro";
/// `web-home-boards`.
pub const WEB_HOME_BOARDS: &str = "web-home-boards";
/// `web-home-where`.
pub const WEB_HOME_WHERE: &str = "web-home-where";
/// `web-home-api`.
pub const WEB_HOME_API: &str = "web-home-api";
/// `web-col-player`.
pub const WEB_COL_PLAYER: &str = "web-col-player";
/// `web-col-rating`.
pub const WEB_COL_RATING: &str = "web-col-rating";
/// `web-col-games`.
pub const WEB_COL_GAMES: &str = "web-col-games";
/// `web-col-week`.
pub const WEB_COL_WEEK: &str = "web-col-week";
/// `web-col-points`.
pub const WEB_COL_POINTS: &str = "web-col-points";
/// `web-col-tiebreak`.
pub const WEB_COL_TIEBREAK: &str = "web-col-tiebreak";
/// `web-col-preset`.
pub const WEB_COL_PRESET: &str = "web-col-preset";
/// `web-col-rank`.
pub const WEB_COL_RANK: &str = "web-col-rank";
/// `web-col-wins`.
pub const WEB_COL_WINS: &str = "web-col-wins";
/// `web-col-draws`.
pub const WEB_COL_DRAWS: &str = "web-col-draws";
/// `web-col-losses`.
pub const WEB_COL_LOSSES: &str = "web-col-losses";
/// `web-col-streak`.
pub const WEB_COL_STREAK: &str = "web-col-streak";
/// `web-board-title`.
pub const WEB_BOARD_TITLE: &str = "web-board-title";
/// `web-board-heading`.
pub const WEB_BOARD_HEADING: &str = "web-board-heading";
/// `web-board-pages`.
pub const WEB_BOARD_PAGES: &str = "web-board-pages";
/// `web-board-presets`.
pub const WEB_BOARD_PRESETS: &str = "web-board-presets";
/// `web-board-empty`.
pub const WEB_BOARD_EMPTY: &str = "web-board-empty";
/// `web-board-hidden`.
pub const WEB_BOARD_HIDDEN: &str = "web-board-hidden";
/// `web-board-provisional`.
pub const WEB_BOARD_PROVISIONAL: &str = "web-board-provisional";
/// `web-board-prev`.
pub const WEB_BOARD_PREV: &str = "web-board-prev";
/// `web-board-next`.
pub const WEB_BOARD_NEXT: &str = "web-board-next";
/// `web-game-title`.
pub const WEB_GAME_TITLE: &str = "web-game-title";
/// `web-game-number`.
pub const WEB_GAME_NUMBER: &str = "web-game-number";
/// `web-in-progress`.
pub const WEB_IN_PROGRESS: &str = "web-in-progress";
/// `web-reason`.
pub const WEB_REASON: &str = "web-reason";
/// `web-board-alt`.
pub const WEB_BOARD_ALT: &str = "web-board-alt";
/// `web-replay-prev`.
pub const WEB_REPLAY_PREV: &str = "web-replay-prev";
/// `web-replay-next`.
pub const WEB_REPLAY_NEXT: &str = "web-replay-next";
/// `web-replay-keys`.
pub const WEB_REPLAY_KEYS: &str = "web-replay-keys";
/// `web-replay-flip`.
pub const WEB_REPLAY_FLIP: &str = "web-replay-flip";
/// `web-no-moves`.
pub const WEB_NO_MOVES: &str = "web-no-moves";
/// `web-caption-start`.
pub const WEB_CAPTION_START: &str = "web-caption-start";
/// `web-caption-flight`.
pub const WEB_CAPTION_FLIGHT: &str = "web-caption-flight";
/// `web-caption-shot-down`.
pub const WEB_CAPTION_SHOT_DOWN: &str = "web-caption-shot-down";
/// `web-caption-self-destruct`.
pub const WEB_CAPTION_SELF_DESTRUCT: &str = "web-caption-self-destruct";
/// `web-caption-detonates`.
pub const WEB_CAPTION_DETONATES: &str = "web-caption-detonates";
/// `web-caption-played`.
pub const WEB_CAPTION_PLAYED: &str = "web-caption-played";
/// `web-analysis`.
pub const WEB_ANALYSIS: &str = "web-analysis";
/// `web-analysis-side`.
pub const WEB_ANALYSIS_SIDE: &str = "web-analysis-side";
/// `web-analysis-accuracy`.
pub const WEB_ANALYSIS_ACCURACY: &str = "web-analysis-accuracy";
/// `web-analysis-no-decision`.
pub const WEB_ANALYSIS_NO_DECISION: &str = "web-analysis-no-decision";
/// `web-analysis-chart-alt`.
pub const WEB_ANALYSIS_CHART_ALT: &str = "web-analysis-chart-alt";
/// `web-analysis-worst`.
pub const WEB_ANALYSIS_WORST: &str = "web-analysis-worst";
/// `web-analysis-better`.
pub const WEB_ANALYSIS_BETTER: &str = "web-analysis-better";
/// `web-analysis-note`.
pub const WEB_ANALYSIS_NOTE: &str = "web-analysis-note";
/// `web-tournament-number`.
pub const WEB_TOURNAMENT_NUMBER: &str = "web-tournament-number";
/// `web-format`.
pub const WEB_FORMAT: &str = "web-format";
/// `web-status`.
pub const WEB_STATUS: &str = "web-status";
/// `web-standings`.
pub const WEB_STANDINGS: &str = "web-standings";
/// `web-not-started`.
pub const WEB_NOT_STARTED: &str = "web-not-started";
/// `web-withdrawn`.
pub const WEB_WITHDRAWN: &str = "web-withdrawn";
/// `web-crosstable`.
pub const WEB_CROSSTABLE: &str = "web-crosstable";
/// `web-round`.
pub const WEB_ROUND: &str = "web-round";
/// `web-playing`.
pub const WEB_PLAYING: &str = "web-playing";
/// `web-bye`.
pub const WEB_BYE: &str = "web-bye";
/// `web-result-bye`.
pub const WEB_RESULT_BYE: &str = "web-result-bye";
/// `web-result-half-bye`.
pub const WEB_RESULT_HALF_BYE: &str = "web-result-half-bye";
/// `web-bracket`.
pub const WEB_BRACKET: &str = "web-bracket";
/// `web-bracket-links`.
pub const WEB_BRACKET_LINKS: &str = "web-bracket-links";
/// `web-chart-alt`.
pub const WEB_CHART_ALT: &str = "web-chart-alt";
/// `web-ratings`.
pub const WEB_RATINGS: &str = "web-ratings";
/// `web-not-ranked`.
pub const WEB_NOT_RANKED: &str = "web-not-ranked";
/// `web-recent-games`.
pub const WEB_RECENT_GAMES: &str = "web-recent-games";
/// `web-recent-game`.
pub const WEB_RECENT_GAME: &str = "web-recent-game";
/// `web-puzzle-title`.
pub const WEB_PUZZLE_TITLE: &str = "web-puzzle-title";
/// `web-puzzle-from`.
pub const WEB_PUZZLE_FROM: &str = "web-puzzle-from";
/// `web-puzzle-credit`.
pub const WEB_PUZZLE_CREDIT: &str = "web-puzzle-credit";
/// `web-puzzle-themes`.
pub const WEB_PUZZLE_THEMES: &str = "web-puzzle-themes";
/// `web-themes-none`.
pub const WEB_THEMES_NONE: &str = "web-themes-none";
/// `web-puzzle-rating`.
pub const WEB_PUZZLE_RATING: &str = "web-puzzle-rating";
/// `web-puzzle-plays`.
pub const WEB_PUZZLE_PLAYS: &str = "web-puzzle-plays";
/// `web-puzzle-prev`.
pub const WEB_PUZZLE_PREV: &str = "web-puzzle-prev";
/// `web-puzzle-next`.
pub const WEB_PUZZLE_NEXT: &str = "web-puzzle-next";
/// `web-puzzle-solution`.
pub const WEB_PUZZLE_SOLUTION: &str = "web-puzzle-solution";
/// `web-puzzle-step-alt`.
pub const WEB_PUZZLE_STEP_ALT: &str = "web-puzzle-step-alt";
/// `web-puzzle-start`.
pub const WEB_PUZZLE_START: &str = "web-puzzle-start";
/// `web-puzzle-plays-move`.
pub const WEB_PUZZLE_PLAYS_MOVE: &str = "web-puzzle-plays-move";
/// `web-puzzle-lets-pass`.
pub const WEB_PUZZLE_LETS_PASS: &str = "web-puzzle-lets-pass";
/// `web-puzzle-solved`.
pub const WEB_PUZZLE_SOLVED: &str = "web-puzzle-solved";
/// `web-recent-puzzles`.
pub const WEB_RECENT_PUZZLES: &str = "web-recent-puzzles";
/// `web-no-puzzles`.
pub const WEB_NO_PUZZLES: &str = "web-no-puzzles";

/// `web-request-timed-out`.
pub const WEB_REQUEST_TIMED_OUT: &str = "web-request-timed-out";
/// `web-too-many-connections`.
pub const WEB_TOO_MANY_CONNECTIONS: &str = "web-too-many-connections";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    WEB_NAV_LEADERBOARD,
    WEB_FOOTER,
    WEB_LANGUAGES,
    WEB_NOT_FOUND_TITLE,
    WEB_NOT_FOUND_WHY,
    WEB_BACK_HOME,
    WEB_NO_PAGE,
    WEB_NO_FILE,
    WEB_NOT_A_GAME_NUMBER,
    WEB_NOT_A_PUZZLE_NUMBER,
    WEB_MISSING_GAME,
    WEB_MISSING_TOURNAMENT,
    WEB_MISSING_PUZZLE,
    WEB_MISSING_SERVER_BOARD,
    WEB_MISSING_PLAYER,
    WEB_NO_PRESET,
    WEB_NOT_A_GAME_PICTURE,
    WEB_NOT_A_PUZZLE_PICTURE,
    WEB_NO_GAME_PICTURE,
    WEB_NO_PUZZLE_PICTURE,
    WEB_NOT_ANALYSED,
    WEB_ERROR_TITLE,
    WEB_ERROR_HEADING,
    WEB_ERROR_UNREADABLE,
    WEB_ERROR_RETRY,
    WEB_WHAT_GAME,
    WEB_WHAT_TOURNAMENT,
    WEB_WHAT_PUZZLE,
    WEB_WHAT_ANALYSIS,
    WEB_BUSY_TITLE,
    WEB_BUSY,
    WEB_BUSY_DRAWING,
    WEB_BUSY_SLOW,
    WEB_HOME_TITLE,
    WEB_HOME_INTRO,
    WEB_HOME_BOARDS,
    WEB_HOME_WHERE,
    WEB_HOME_API,
    WEB_COL_PLAYER,
    WEB_COL_RATING,
    WEB_COL_GAMES,
    WEB_COL_WEEK,
    WEB_COL_POINTS,
    WEB_COL_TIEBREAK,
    WEB_COL_PRESET,
    WEB_COL_RANK,
    WEB_COL_WINS,
    WEB_COL_DRAWS,
    WEB_COL_LOSSES,
    WEB_COL_STREAK,
    WEB_BOARD_TITLE,
    WEB_BOARD_HEADING,
    WEB_BOARD_PAGES,
    WEB_BOARD_PRESETS,
    WEB_BOARD_EMPTY,
    WEB_BOARD_HIDDEN,
    WEB_BOARD_PROVISIONAL,
    WEB_BOARD_PREV,
    WEB_BOARD_NEXT,
    WEB_GAME_TITLE,
    WEB_GAME_NUMBER,
    WEB_IN_PROGRESS,
    WEB_REASON,
    WEB_BOARD_ALT,
    WEB_REPLAY_PREV,
    WEB_REPLAY_NEXT,
    WEB_REPLAY_KEYS,
    WEB_REPLAY_FLIP,
    WEB_NO_MOVES,
    WEB_CAPTION_START,
    WEB_CAPTION_FLIGHT,
    WEB_CAPTION_SHOT_DOWN,
    WEB_CAPTION_SELF_DESTRUCT,
    WEB_CAPTION_DETONATES,
    WEB_CAPTION_PLAYED,
    WEB_ANALYSIS,
    WEB_ANALYSIS_SIDE,
    WEB_ANALYSIS_ACCURACY,
    WEB_ANALYSIS_NO_DECISION,
    WEB_ANALYSIS_CHART_ALT,
    WEB_ANALYSIS_WORST,
    WEB_ANALYSIS_BETTER,
    WEB_ANALYSIS_NOTE,
    WEB_TOURNAMENT_NUMBER,
    WEB_FORMAT,
    WEB_STATUS,
    WEB_STANDINGS,
    WEB_NOT_STARTED,
    WEB_WITHDRAWN,
    WEB_CROSSTABLE,
    WEB_ROUND,
    WEB_PLAYING,
    WEB_BYE,
    WEB_RESULT_BYE,
    WEB_RESULT_HALF_BYE,
    WEB_BRACKET,
    WEB_BRACKET_LINKS,
    WEB_CHART_ALT,
    WEB_RATINGS,
    WEB_NOT_RANKED,
    WEB_RECENT_GAMES,
    WEB_RECENT_GAME,
    WEB_PUZZLE_TITLE,
    WEB_PUZZLE_FROM,
    WEB_PUZZLE_CREDIT,
    WEB_PUZZLE_THEMES,
    WEB_THEMES_NONE,
    WEB_PUZZLE_RATING,
    WEB_PUZZLE_PLAYS,
    WEB_PUZZLE_PREV,
    WEB_PUZZLE_NEXT,
    WEB_PUZZLE_SOLUTION,
    WEB_PUZZLE_STEP_ALT,
    WEB_PUZZLE_START,
    WEB_PUZZLE_PLAYS_MOVE,
    WEB_PUZZLE_LETS_PASS,
    WEB_PUZZLE_SOLVED,
    WEB_RECENT_PUZZLES,
    WEB_NO_PUZZLES,
    WEB_REQUEST_TIMED_OUT,
    WEB_TOO_MANY_CONNECTIONS,
];
