//! Refusals (`refusal.ftl`): why an action was refused.

/// There is no game in progress here. Start one with a challenge.
pub const REFUSAL_NO_GAME_HERE: &str = "refusal-no-game-here";
/// This game is over.
pub const REFUSAL_GAME_OVER: &str = "refusal-game-over";
/// You are not playing in this game.
pub const REFUSAL_NOT_PLAYING: &str = "refusal-not-playing";
/// It is not your turn.
pub const REFUSAL_NOT_YOUR_TURN: &str = "refusal-not-your-turn";
/// Wait: { $defender } is deciding whether to shoot your missile down.
pub const REFUSAL_WAIT_FOR_ANSWER: &str = "refusal-wait-for-answer";
/// Answer the shoot-down question first (shoot the missile down or let it pass).
pub const REFUSAL_ANSWER_FIRST: &str = "refusal-answer-first";
/// Your missile from { $launch } is in the air: steer it on (type or choose its next squar…
pub const REFUSAL_MISSILE_IN_AIR: &str = "refusal-missile-in-air";
/// Type a move, e.g. e4, Nf3, e2e4, or a flight like e4>e5>e6>d7.
pub const REFUSAL_EMPTY_MOVE: &str = "refusal-empty-move";
/// { $reason }
pub const REFUSAL_ILLEGAL: &str = "refusal-illegal";
/// There are no missiles in { $preset }: play an ordinary move.
pub const REFUSAL_NO_MISSILES: &str = "refusal-no-missiles";
/// { $text } is not a square: write a file a-h and a rank 1-8, like e4.
pub const REFUSAL_NOT_A_SQUARE: &str = "refusal-not-a-square";
/// The piece on { $square } cannot fire now: { $why ->
pub const REFUSAL_CANNOT_FIRE: &str = "refusal-cannot-fire";
/// No missile is being steered: choose a pawn to fire first (e.g. fire e4).
pub const REFUSAL_NOT_STEERING: &str = "refusal-not-steering";
/// The pawn may self-destruct only before its first step.
pub const REFUSAL_SELF_DESTRUCT_TOO_LATE: &str = "refusal-self-destruct-too-late";
/// The missile cannot enter { $square } next; it may enter: { $next }.
pub const REFUSAL_CANNOT_ENTER: &str = "refusal-cannot-enter";
/// The missile cannot enter { $square } next; it may enter: nothing.
pub const REFUSAL_CANNOT_ENTER_ANYWHERE: &str = "refusal-cannot-enter-anywhere";
/// This question has ended.
pub const REFUSAL_QUESTION_ENDED: &str = "refusal-question-ended";
/// This question has ended: the game is over.
pub const REFUSAL_QUESTION_ENDED_GAME_OVER: &str = "refusal-question-ended-game-over";
/// Your answer was written before this question was asked, so it is not applied: look at t…
pub const REFUSAL_ANSWER_FOR_EARLIER_QUESTION: &str = "refusal-answer-for-earlier-question";
/// refusal-too-many-ai-games
pub const REFUSAL_TOO_MANY_AI_GAMES: &str = "refusal-too-many-ai-games";
/// game { $game } (level { $level }) in { $place }
pub const REFUSAL_AI_GAME: &str = "refusal-ai-game";
/// The position changed since your message was written, so it is not played: look at the b…
pub const REFUSAL_POSITION_CHANGED: &str = "refusal-position-changed";
/// There is no shoot-down question to answer.
pub const REFUSAL_NO_QUESTION: &str = "refusal-no-question";
/// Only your opponent may answer this question.
pub const REFUSAL_ONLY_OPPONENT_ANSWERS: &str = "refusal-only-opponent-answers";
/// { $text } is not a shoot-down here; choose { $labels } or let it pass.
pub const REFUSAL_NOT_A_SHOOT_DOWN: &str = "refusal-not-a-shoot-down";
/// { $text } could mean { $matches }: type it exactly as shown (capital letters for piec…
pub const REFUSAL_AMBIGUOUS_SHOOT_DOWN: &str = "refusal-ambiguous-shoot-down";
/// Both sides have moved: the game can no longer be aborted (resign or offer a draw).
pub const REFUSAL_TOO_LATE_TO_ABORT: &str = "refusal-too-late-to-abort";
/// This game was paired for you and cannot be aborted: resign instead, or withdraw from th…
pub const REFUSAL_NOT_ABORTABLE: &str = "refusal-not-abortable";
/// You can berserk only before your first move of the game.
pub const REFUSAL_BERSERK_TOO_LATE: &str = "refusal-berserk-too-late";
/// Berserk halves your clock: this game has no live clock.
pub const REFUSAL_BERSERK_NO_CLOCK: &str = "refusal-berserk-no-clock";
/// You have already berserked in this game: your clock is halved once.
pub const REFUSAL_ALREADY_BERSERK: &str = "refusal-already-berserk";
/// You have already offered a draw.
pub const REFUSAL_ALREADY_OFFERED_DRAW: &str = "refusal-already-offered-draw";
/// There is no draw offer to answer.
pub const REFUSAL_NO_DRAW_OFFER: &str = "refusal-no-draw-offer";
/// You made this draw offer; your opponent answers it.
pub const REFUSAL_OWN_DRAW_OFFER: &str = "refusal-own-draw-offer";
/// Claim after the missile's flight is over.
pub const REFUSAL_CLAIM_AFTER_FLIGHT: &str = "refusal-claim-after-flight";
/// Draws cannot be claimed in the Pawn Game: offer a draw instead.
pub const REFUSAL_NO_CLAIMS_IN_PAWN_GAME: &str = "refusal-no-claims-in-pawn-game";
/// No draw to claim: this position has occurred { $repetitions ->
pub const REFUSAL_NOTHING_TO_CLAIM: &str = "refusal-nothing-to-claim";
/// Nothing to claim yet: { $opponent } still has { $left } to move. If the move limit runs…
pub const REFUSAL_MOVE_LIMIT_NOT_REACHED: &str = "refusal-move-limit-not-reached";
/// This challenge is no longer open.
pub const REFUSAL_CHALLENGE_NOT_OPEN: &str = "refusal-challenge-not-open";
/// This challenge has expired.
pub const REFUSAL_CHALLENGE_EXPIRED: &str = "refusal-challenge-expired";
/// Game { $game } is still being played: a rematch can be offered once it is over.
pub const REFUSAL_REMATCH_NOT_OVER: &str = "refusal-rematch-not-over";
/// Game { $game } has no rematch: only casual and rated games between two members offer on…
pub const REFUSAL_NO_REMATCH: &str = "refusal-no-rematch";
/// Only { $white } and { $black }, who played game { $game }, can take its rematch. Start …
pub const REFUSAL_REMATCH_NOT_YOURS: &str = "refusal-rematch-not-yours";
/// You have offered the rematch already: it is { $opponent }'s to accept (with **Rematch**…
pub const REFUSAL_REMATCH_OFFERED: &str = "refusal-rematch-offered";
/// This rematch offer has expired: it was open for { $open }. Start a new game with /chal…
pub const REFUSAL_REMATCH_EXPIRED: &str = "refusal-rematch-expired";
/// The rematch has started already: it is game { $game }.
pub const REFUSAL_REMATCH_STARTED: &str = "refusal-rematch-started";
/// The rematch has started already.
pub const REFUSAL_REMATCH_STARTED_ELSEWHERE: &str = "refusal-rematch-started-elsewhere";
/// This rematch offer was declined or withdrawn. Start a new game with /challenge.
pub const REFUSAL_REMATCH_CLOSED: &str = "refusal-rematch-closed";
/// You cannot accept your own challenge.
pub const REFUSAL_OWN_CHALLENGE: &str = "refusal-own-challenge";
/// This challenge is for { $name } only.
pub const REFUSAL_CHALLENGE_FOR_OTHER: &str = "refusal-challenge-for-other";
/// You cannot challenge yourself: name another player, or leave the opponent empty for an …
pub const REFUSAL_CHALLENGE_SELF: &str = "refusal-challenge-self";
/// Only the challenger can cancel this challenge.
pub const REFUSAL_ONLY_CHALLENGER_CANCELS: &str = "refusal-only-challenger-cancels";
/// This challenge is open to anyone: accept it, or leave it for someone else.
pub const REFUSAL_OPEN_CHALLENGE_DECLINE: &str = "refusal-open-challenge-decline";
/// This challenge is not for you.
pub const REFUSAL_NOT_YOUR_CHALLENGE: &str = "refusal-not-your-challenge";
/// You already have { $limit ->
pub const REFUSAL_TOO_MANY_CHALLENGES: &str = "refusal-too-many-challenges";
/// A game needs two different players.
pub const REFUSAL_TWO_PLAYERS_NEEDED: &str = "refusal-two-players-needed";
/// A game is already being played in this thread.
pub const REFUSAL_PLACE_TAKEN_THREAD: &str = "refusal-place-taken-thread";
/// A game is already being played in this channel: play the next one in a thread.
pub const REFUSAL_PLACE_TAKEN_CHANNEL: &str = "refusal-place-taken-channel";
/// There is no game { $game } in this server: give the number its final message shows.
pub const REFUSAL_NO_SUCH_GAME: &str = "refusal-no-such-game";
/// Game { $game } is still being played: it can be analysed once it is over.
pub const REFUSAL_ANALYSIS_NOT_OVER: &str = "refusal-analysis-not-over";
/// Game { $game } ended before any move was played: there is nothing to analyse.
pub const REFUSAL_NOTHING_TO_ANALYSE: &str = "refusal-nothing-to-analyse";
/// Game { $game } cannot be analysed right now: its record could not be read. Try again in…
pub const REFUSAL_ANALYSIS_UNAVAILABLE: &str = "refusal-analysis-unavailable";
/// Game { $game } cannot join the analysis queue now: { $waiting ->
pub const REFUSAL_ANALYSIS_QUEUE_FULL: &str = "refusal-analysis-queue-full";
/// Game { $game } cannot join the analysis queue: you already have { $limit ->
pub const REFUSAL_ANALYSIS_MEMBER_SHARE: &str = "refusal-analysis-member-share";
/// Game { $game } cannot join the analysis queue: this server already has { $limit ->
pub const REFUSAL_ANALYSIS_SERVER_SHARE: &str = "refusal-analysis-server-share";
/// { $reason }
pub const REFUSAL_SETTINGS: &str = "refusal-settings";
/// Your action could not be saved (storage problem); nothing changed. Try again in a moment.
pub const REFUSAL_SAVE_FAILED: &str = "refusal-save-failed";
/// The leaderboard cannot be read right now; try again later.
pub const REFUSAL_LEADERBOARD_UNAVAILABLE: &str = "refusal-leaderboard-unavailable";
/// The profile cannot be read right now; try again later.
pub const REFUSAL_PROFILE_UNAVAILABLE: &str = "refusal-profile-unavailable";
/// The bot is restarting: nothing changed. Try again in a minute.
pub const REFUSAL_SHUTTING_DOWN: &str = "refusal-shutting-down";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    REFUSAL_NO_GAME_HERE,
    REFUSAL_GAME_OVER,
    REFUSAL_NOT_PLAYING,
    REFUSAL_NOT_YOUR_TURN,
    REFUSAL_WAIT_FOR_ANSWER,
    REFUSAL_ANSWER_FIRST,
    REFUSAL_MISSILE_IN_AIR,
    REFUSAL_EMPTY_MOVE,
    REFUSAL_ILLEGAL,
    REFUSAL_NO_MISSILES,
    REFUSAL_NOT_A_SQUARE,
    REFUSAL_CANNOT_FIRE,
    REFUSAL_NOT_STEERING,
    REFUSAL_SELF_DESTRUCT_TOO_LATE,
    REFUSAL_CANNOT_ENTER,
    REFUSAL_CANNOT_ENTER_ANYWHERE,
    REFUSAL_QUESTION_ENDED,
    REFUSAL_QUESTION_ENDED_GAME_OVER,
    REFUSAL_ANSWER_FOR_EARLIER_QUESTION,
    REFUSAL_TOO_MANY_AI_GAMES,
    REFUSAL_AI_GAME,
    REFUSAL_POSITION_CHANGED,
    REFUSAL_NO_QUESTION,
    REFUSAL_ONLY_OPPONENT_ANSWERS,
    REFUSAL_NOT_A_SHOOT_DOWN,
    REFUSAL_AMBIGUOUS_SHOOT_DOWN,
    REFUSAL_TOO_LATE_TO_ABORT,
    REFUSAL_NOT_ABORTABLE,
    REFUSAL_BERSERK_TOO_LATE,
    REFUSAL_BERSERK_NO_CLOCK,
    REFUSAL_ALREADY_BERSERK,
    REFUSAL_ALREADY_OFFERED_DRAW,
    REFUSAL_NO_DRAW_OFFER,
    REFUSAL_OWN_DRAW_OFFER,
    REFUSAL_CLAIM_AFTER_FLIGHT,
    REFUSAL_NO_CLAIMS_IN_PAWN_GAME,
    REFUSAL_NOTHING_TO_CLAIM,
    REFUSAL_MOVE_LIMIT_NOT_REACHED,
    REFUSAL_CHALLENGE_NOT_OPEN,
    REFUSAL_CHALLENGE_EXPIRED,
    REFUSAL_REMATCH_NOT_OVER,
    REFUSAL_NO_REMATCH,
    REFUSAL_REMATCH_NOT_YOURS,
    REFUSAL_REMATCH_OFFERED,
    REFUSAL_REMATCH_EXPIRED,
    REFUSAL_REMATCH_STARTED,
    REFUSAL_REMATCH_STARTED_ELSEWHERE,
    REFUSAL_REMATCH_CLOSED,
    REFUSAL_OWN_CHALLENGE,
    REFUSAL_CHALLENGE_FOR_OTHER,
    REFUSAL_CHALLENGE_SELF,
    REFUSAL_ONLY_CHALLENGER_CANCELS,
    REFUSAL_OPEN_CHALLENGE_DECLINE,
    REFUSAL_NOT_YOUR_CHALLENGE,
    REFUSAL_TOO_MANY_CHALLENGES,
    REFUSAL_TWO_PLAYERS_NEEDED,
    REFUSAL_PLACE_TAKEN_THREAD,
    REFUSAL_PLACE_TAKEN_CHANNEL,
    REFUSAL_NO_SUCH_GAME,
    REFUSAL_ANALYSIS_NOT_OVER,
    REFUSAL_NOTHING_TO_ANALYSE,
    REFUSAL_ANALYSIS_UNAVAILABLE,
    REFUSAL_ANALYSIS_QUEUE_FULL,
    REFUSAL_ANALYSIS_MEMBER_SHARE,
    REFUSAL_ANALYSIS_SERVER_SHARE,
    REFUSAL_SETTINGS,
    REFUSAL_SAVE_FAILED,
    REFUSAL_LEADERBOARD_UNAVAILABLE,
    REFUSAL_PROFILE_UNAVAILABLE,
    REFUSAL_SHUTTING_DOWN,
];
