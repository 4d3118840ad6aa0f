//! The terminal's words (`terminal.ftl`): `cruise-pawns play`'s prompts,
//! its help and its own answers (the game's views are the host's).

/// `terminal-white`.
pub const TERMINAL_WHITE: &str = "terminal-white";
/// `terminal-black`.
pub const TERMINAL_BLACK: &str = "terminal-black";
/// `terminal-ai-name`.
pub const TERMINAL_AI_NAME: &str = "terminal-ai-name";
/// `terminal-bad-ai-side`.
pub const TERMINAL_BAD_AI_SIDE: &str = "terminal-bad-ai-side";
/// `terminal-bad-level`.
pub const TERMINAL_BAD_LEVEL: &str = "terminal-bad-level";
/// `terminal-bad-lang`.
pub const TERMINAL_BAD_LANG: &str = "terminal-bad-lang";
/// `terminal-no-database`.
pub const TERMINAL_NO_DATABASE: &str = "terminal-no-database";
/// `terminal-welcome`.
pub const TERMINAL_WELCOME: &str = "terminal-welcome";
/// `terminal-game-over`.
pub const TERMINAL_GAME_OVER: &str = "terminal-game-over";
/// `terminal-ask-shoot-down`.
pub const TERMINAL_ASK_SHOOT_DOWN: &str = "terminal-ask-shoot-down";
/// `terminal-ask-steer`.
pub const TERMINAL_ASK_STEER: &str = "terminal-ask-steer";
/// `terminal-ask-steer-or-self-destruct`.
pub const TERMINAL_ASK_STEER_OR_SELF_DESTRUCT: &str = "terminal-ask-steer-or-self-destruct";
/// `terminal-ask-move`.
pub const TERMINAL_ASK_MOVE: &str = "terminal-ask-move";
/// `terminal-end-of-input`.
pub const TERMINAL_END_OF_INPUT: &str = "terminal-end-of-input";
/// `terminal-leaving`.
pub const TERMINAL_LEAVING: &str = "terminal-leaving";
/// `terminal-legal-moves`.
pub const TERMINAL_LEGAL_MOVES: &str = "terminal-legal-moves";
/// `terminal-cannot-write-picture`.
pub const TERMINAL_CANNOT_WRITE_PICTURE: &str = "terminal-cannot-write-picture";
/// `terminal-no-picture`.
pub const TERMINAL_NO_PICTURE: &str = "terminal-no-picture";
/// `terminal-help-title`.
pub const TERMINAL_HELP_TITLE: &str = "terminal-help-title";
/// `terminal-help-move`.
pub const TERMINAL_HELP_MOVE: &str = "terminal-help-move";
/// `terminal-help-flight`.
pub const TERMINAL_HELP_FLIGHT: &str = "terminal-help-flight";
/// `terminal-help-self-destruct`.
pub const TERMINAL_HELP_SELF_DESTRUCT: &str = "terminal-help-self-destruct";
/// `terminal-help-fire`.
pub const TERMINAL_HELP_FIRE: &str = "terminal-help-fire";
/// `terminal-help-answer`.
pub const TERMINAL_HELP_ANSWER: &str = "terminal-help-answer";
/// `terminal-help-draw`.
pub const TERMINAL_HELP_DRAW: &str = "terminal-help-draw";
/// `terminal-help-claim`.
pub const TERMINAL_HELP_CLAIM: &str = "terminal-help-claim";
/// `terminal-help-resign`.
pub const TERMINAL_HELP_RESIGN: &str = "terminal-help-resign";
/// `terminal-help-board`.
pub const TERMINAL_HELP_BOARD: &str = "terminal-help-board";
/// `terminal-help-quit`.
pub const TERMINAL_HELP_QUIT: &str = "terminal-help-quit";

/// `terminal-in-seconds`.
pub const TERMINAL_IN_SECONDS: &str = "terminal-in-seconds";
/// `terminal-in-minutes`.
pub const TERMINAL_IN_MINUTES: &str = "terminal-in-minutes";
/// `terminal-in-hours`.
pub const TERMINAL_IN_HOURS: &str = "terminal-in-hours";
/// `terminal-in-days`.
pub const TERMINAL_IN_DAYS: &str = "terminal-in-days";
/// `terminal-ago-seconds`.
pub const TERMINAL_AGO_SECONDS: &str = "terminal-ago-seconds";
/// `terminal-ago-minutes`.
pub const TERMINAL_AGO_MINUTES: &str = "terminal-ago-minutes";
/// `terminal-ago-hours`.
pub const TERMINAL_AGO_HOURS: &str = "terminal-ago-hours";
/// `terminal-ago-days`.
pub const TERMINAL_AGO_DAYS: &str = "terminal-ago-days";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    TERMINAL_WHITE,
    TERMINAL_BLACK,
    TERMINAL_AI_NAME,
    TERMINAL_BAD_AI_SIDE,
    TERMINAL_BAD_LEVEL,
    TERMINAL_BAD_LANG,
    TERMINAL_NO_DATABASE,
    TERMINAL_WELCOME,
    TERMINAL_GAME_OVER,
    TERMINAL_ASK_SHOOT_DOWN,
    TERMINAL_ASK_STEER,
    TERMINAL_ASK_STEER_OR_SELF_DESTRUCT,
    TERMINAL_ASK_MOVE,
    TERMINAL_END_OF_INPUT,
    TERMINAL_LEAVING,
    TERMINAL_LEGAL_MOVES,
    TERMINAL_CANNOT_WRITE_PICTURE,
    TERMINAL_NO_PICTURE,
    TERMINAL_HELP_TITLE,
    TERMINAL_HELP_MOVE,
    TERMINAL_HELP_FLIGHT,
    TERMINAL_HELP_SELF_DESTRUCT,
    TERMINAL_HELP_FIRE,
    TERMINAL_HELP_ANSWER,
    TERMINAL_HELP_DRAW,
    TERMINAL_HELP_CLAIM,
    TERMINAL_HELP_RESIGN,
    TERMINAL_HELP_BOARD,
    TERMINAL_HELP_QUIT,
    TERMINAL_IN_SECONDS,
    TERMINAL_IN_MINUTES,
    TERMINAL_IN_HOURS,
    TERMINAL_IN_DAYS,
    TERMINAL_AGO_SECONDS,
    TERMINAL_AGO_MINUTES,
    TERMINAL_AGO_HOURS,
    TERMINAL_AGO_DAYS,
];
