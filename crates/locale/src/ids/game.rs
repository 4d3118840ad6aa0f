//! A game's posts (`game.ftl`): its first message, moves, flights,
//! shoot-down questions, draw offers, reminders and the end.

/// `game-player`.
pub const GAME_PLAYER: &str = "game-player";
/// `game-to-move`.
pub const GAME_TO_MOVE: &str = "game-to-move";
/// `game-to-move-in-check`.
pub const GAME_TO_MOVE_IN_CHECK: &str = "game-to-move-in-check";
/// `game-clocks`.
pub const GAME_CLOCKS: &str = "game-clocks";
/// `game-move-deadline`.
pub const GAME_MOVE_DEADLINE: &str = "game-move-deadline";
/// `game-clock-none`.
pub const GAME_CLOCK_NONE: &str = "game-clock-none";
/// `game-clock-live`.
pub const GAME_CLOCK_LIVE: &str = "game-clock-live";
/// `game-clock-days`.
pub const GAME_CLOCK_DAYS: &str = "game-clock-days";
/// `game-summary`.
pub const GAME_SUMMARY: &str = "game-summary";
/// `game-summary-missiles`.
pub const GAME_SUMMARY_MISSILES: &str = "game-summary-missiles";
/// `game-summary-ai`.
pub const GAME_SUMMARY_AI: &str = "game-summary-ai";
/// `game-start`.
pub const GAME_START: &str = "game-start";
/// `game-board`.
pub const GAME_BOARD: &str = "game-board";
/// `game-board-missile`.
pub const GAME_BOARD_MISSILE: &str = "game-board-missile";
/// `game-export`.
pub const GAME_EXPORT: &str = "game-export";
/// `game-moved`.
pub const GAME_MOVED: &str = "game-moved";
/// `game-steer-first`.
pub const GAME_STEER_FIRST: &str = "game-steer-first";
/// `game-steer-next`.
pub const GAME_STEER_NEXT: &str = "game-steer-next";
/// `game-self-destruct`.
pub const GAME_SELF_DESTRUCT: &str = "game-self-destruct";
/// `game-question`.
pub const GAME_QUESTION: &str = "game-question";
/// `game-question-notice`.
pub const GAME_QUESTION_NOTICE: &str = "game-question-notice";
/// `game-let-pass`.
pub const GAME_LET_PASS: &str = "game-let-pass";
/// `game-passed`.
pub const GAME_PASSED: &str = "game-passed";
/// `game-passed-timeout`.
pub const GAME_PASSED_TIMEOUT: &str = "game-passed-timeout";
/// `game-question-cut-short`.
pub const GAME_QUESTION_CUT_SHORT: &str = "game-question-cut-short";
/// `game-shot-down`.
pub const GAME_SHOT_DOWN: &str = "game-shot-down";
/// `game-detonated`.
pub const GAME_DETONATED: &str = "game-detonated";
/// `game-self-destructed`.
pub const GAME_SELF_DESTRUCTED: &str = "game-self-destructed";
/// `game-draw-offer`.
pub const GAME_DRAW_OFFER: &str = "game-draw-offer";
/// `game-accept`.
pub const GAME_ACCEPT: &str = "game-accept";
/// `game-decline`.
pub const GAME_DECLINE: &str = "game-decline";
/// `game-draw-declined`.
pub const GAME_DRAW_DECLINED: &str = "game-draw-declined";
/// `game-draw-agreed`.
pub const GAME_DRAW_AGREED: &str = "game-draw-agreed";
/// `game-draw-offer-ended`.
pub const GAME_DRAW_OFFER_ENDED: &str = "game-draw-offer-ended";
/// `game-draw-offer-lapsed`.
pub const GAME_DRAW_OFFER_LAPSED: &str = "game-draw-offer-lapsed";
/// `game-reminder`.
pub const GAME_REMINDER: &str = "game-reminder";
/// `game-move-limit-half-lose`.
pub const GAME_MOVE_LIMIT_HALF_LOSE: &str = "game-move-limit-half-lose";
/// `game-move-limit-half-claim`.
pub const GAME_MOVE_LIMIT_HALF_CLAIM: &str = "game-move-limit-half-claim";
/// `game-move-limit-reached`.
pub const GAME_MOVE_LIMIT_REACHED: &str = "game-move-limit-reached";
/// `game-rematch`.
pub const GAME_REMATCH: &str = "game-rematch";
/// `game-analyse`.
pub const GAME_ANALYSE: &str = "game-analyse";
/// `game-aborted`.
pub const GAME_ABORTED: &str = "game-aborted";
/// `game-over-agreement`.
pub const GAME_OVER_AGREEMENT: &str = "game-over-agreement";
/// `game-over-win`.
pub const GAME_OVER_WIN: &str = "game-over-win";
/// `game-over-draw`.
pub const GAME_OVER_DRAW: &str = "game-over-draw";
/// `game-why-resignation`.
pub const GAME_WHY_RESIGNATION: &str = "game-why-resignation";
/// `game-why-time`.
pub const GAME_WHY_TIME: &str = "game-why-time";
/// `game-why-move-limit`.
pub const GAME_WHY_MOVE_LIMIT: &str = "game-why-move-limit";
/// `game-why-time-no-material`.
pub const GAME_WHY_TIME_NO_MATERIAL: &str = "game-why-time-no-material";
/// `game-why-threefold`.
pub const GAME_WHY_THREEFOLD: &str = "game-why-threefold";
/// `game-why-fifty-moves`.
pub const GAME_WHY_FIFTY_MOVES: &str = "game-why-fifty-moves";
/// `game-why-checkmate`.
pub const GAME_WHY_CHECKMATE: &str = "game-why-checkmate";
/// `game-why-king-destroyed`.
pub const GAME_WHY_KING_DESTROYED: &str = "game-why-king-destroyed";
/// `game-why-promotion`.
pub const GAME_WHY_PROMOTION: &str = "game-why-promotion";
/// `game-why-promotion-somewhere`.
pub const GAME_WHY_PROMOTION_SOMEWHERE: &str = "game-why-promotion-somewhere";
/// `game-why-stalemate`.
pub const GAME_WHY_STALEMATE: &str = "game-why-stalemate";
/// `game-why-no-legal-move`.
pub const GAME_WHY_NO_LEGAL_MOVE: &str = "game-why-no-legal-move";
/// `game-why-no-pawns`.
pub const GAME_WHY_NO_PAWNS: &str = "game-why-no-pawns";
/// `game-why-no-pawns-side`.
pub const GAME_WHY_NO_PAWNS_SIDE: &str = "game-why-no-pawns-side";
/// `game-why-insufficient-material`.
pub const GAME_WHY_INSUFFICIENT_MATERIAL: &str = "game-why-insufficient-material";
/// `game-why-seventy-five-moves`.
pub const GAME_WHY_SEVENTY_FIVE_MOVES: &str = "game-why-seventy-five-moves";
/// `game-why-fivefold`.
pub const GAME_WHY_FIVEFOLD: &str = "game-why-fivefold";
/// `game-decided`.
pub const GAME_DECIDED: &str = "game-decided";
/// `game-an-organizer`.
pub const GAME_AN_ORGANIZER: &str = "game-an-organizer";
/// `game-decided-win`.
pub const GAME_DECIDED_WIN: &str = "game-decided-win";
/// `game-decided-forfeit`.
pub const GAME_DECIDED_FORFEIT: &str = "game-decided-forfeit";
/// `game-decided-draw`.
pub const GAME_DECIDED_DRAW: &str = "game-decided-draw";
/// `game-decided-double-forfeit`.
pub const GAME_DECIDED_DOUBLE_FORFEIT: &str = "game-decided-double-forfeit";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    GAME_PLAYER,
    GAME_TO_MOVE,
    GAME_TO_MOVE_IN_CHECK,
    GAME_CLOCKS,
    GAME_MOVE_DEADLINE,
    GAME_CLOCK_NONE,
    GAME_CLOCK_LIVE,
    GAME_CLOCK_DAYS,
    GAME_SUMMARY,
    GAME_SUMMARY_MISSILES,
    GAME_SUMMARY_AI,
    GAME_START,
    GAME_BOARD,
    GAME_BOARD_MISSILE,
    GAME_EXPORT,
    GAME_MOVED,
    GAME_STEER_FIRST,
    GAME_STEER_NEXT,
    GAME_SELF_DESTRUCT,
    GAME_QUESTION,
    GAME_QUESTION_NOTICE,
    GAME_LET_PASS,
    GAME_PASSED,
    GAME_PASSED_TIMEOUT,
    GAME_QUESTION_CUT_SHORT,
    GAME_SHOT_DOWN,
    GAME_DETONATED,
    GAME_SELF_DESTRUCTED,
    GAME_DRAW_OFFER,
    GAME_ACCEPT,
    GAME_DECLINE,
    GAME_DRAW_DECLINED,
    GAME_DRAW_AGREED,
    GAME_DRAW_OFFER_ENDED,
    GAME_DRAW_OFFER_LAPSED,
    GAME_REMINDER,
    GAME_MOVE_LIMIT_HALF_LOSE,
    GAME_MOVE_LIMIT_HALF_CLAIM,
    GAME_MOVE_LIMIT_REACHED,
    GAME_REMATCH,
    GAME_ANALYSE,
    GAME_ABORTED,
    GAME_OVER_AGREEMENT,
    GAME_OVER_WIN,
    GAME_OVER_DRAW,
    GAME_WHY_RESIGNATION,
    GAME_WHY_TIME,
    GAME_WHY_MOVE_LIMIT,
    GAME_WHY_TIME_NO_MATERIAL,
    GAME_WHY_THREEFOLD,
    GAME_WHY_FIFTY_MOVES,
    GAME_WHY_CHECKMATE,
    GAME_WHY_KING_DESTROYED,
    GAME_WHY_PROMOTION,
    GAME_WHY_PROMOTION_SOMEWHERE,
    GAME_WHY_STALEMATE,
    GAME_WHY_NO_LEGAL_MOVE,
    GAME_WHY_NO_PAWNS,
    GAME_WHY_NO_PAWNS_SIDE,
    GAME_WHY_INSUFFICIENT_MATERIAL,
    GAME_WHY_SEVENTY_FIVE_MOVES,
    GAME_WHY_FIVEFOLD,
    GAME_DECIDED,
    GAME_AN_ORGANIZER,
    GAME_DECIDED_WIN,
    GAME_DECIDED_FORFEIT,
    GAME_DECIDED_DRAW,
    GAME_DECIDED_DOUBLE_FORFEIT,
];
