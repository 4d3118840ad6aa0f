//! Why a move is not legal or cannot be read (`moves.ftl`): the engine's
//! reasons (`engine::MoveReason`, said by the host), in the reader's language.

/// no move given: { moves-how-to-write }
pub const MOVES_NO_MOVE: &str = "moves-no-move";
/// that text is too long to be a move ({ $count ->
pub const MOVES_TOO_LONG: &str = "moves-too-long";
/// `{ $text }` is not a move I can read: { moves-how-to-write }
pub const MOVES_UNREADABLE: &str = "moves-unreadable";
/// `{ $text }` is a shoot-down record (flight/shooting move), not a move: give the move al…
pub const MOVES_SHOOT_DOWN_RECORD: &str = "moves-shoot-down-record";
/// `{ $text }` is not a flight: { $why }; write the launch square and each square entered …
pub const MOVES_BAD_FLIGHT: &str = "moves-bad-flight";
/// `{ $text }` is not a square
pub const MOVES_FLIGHT_NOT_A_SQUARE: &str = "moves-flight-not-a-square";
/// a flight has at most 7 steps
pub const MOVES_FLIGHT_TOO_MANY_STEPS: &str = "moves-flight-too-many-steps";
/// it has no steps
pub const MOVES_FLIGHT_NO_STEPS: &str = "moves-flight-no-steps";
/// `{ $text }` is not legal: { $why }
pub const MOVES_NOT_LEGAL_WHY: &str = "moves-not-legal-why";
/// `{ $text }` is not legal
pub const MOVES_NOT_LEGAL: &str = "moves-not-legal";
/// `{ $text }` is ambiguous: { $moves }; say which one
pub const MOVES_AMBIGUOUS: &str = "moves-ambiguous";
/// `{ $text }` needs a promotion piece: add q, r, b or n, like { $from }{ $to }q
pub const MOVES_PROMOTION_LETTER_MISSING: &str = "moves-promotion-letter-missing";
/// `{ $text }` needs a promotion piece: write { $to }=Q, { $to }=R, { $to }=B or { $to }=N
pub const MOVES_PROMOTION_PIECE_MISSING: &str = "moves-promotion-piece-missing";
/// `{ $text }`: on the pawns board a pawn reaching its last rank wins as it is and takes n…
pub const MOVES_PAWNS_BOARD_LETTER: &str = "moves-pawns-board-letter";
/// `{ $text }`: on the pawns board a pawn reaching its last rank wins as it is and takes n…
pub const MOVES_PAWNS_BOARD_PROMOTION: &str = "moves-pawns-board-promotion";
/// only a pawn reaching its last rank promotes; write { $from }{ $to }
pub const MOVES_ONLY_LAST_RANK_PROMOTES_WRITE: &str = "moves-only-last-rank-promotes-write";
/// only a pawn reaching its last rank promotes
pub const MOVES_ONLY_LAST_RANK_PROMOTES: &str = "moves-only-last-rank-promotes";
/// `{ $text }` cannot be played: the game is over
pub const MOVES_TEXT_AFTER_GAME_OVER: &str = "moves-text-after-game-over";
/// no move is legal in this position (the game is over)
pub const MOVES_NO_LEGAL_MOVE: &str = "moves-no-legal-move";
/// the game is over
pub const MOVES_GAME_OVER: &str = "moves-game-over";
/// { $move } is not legal here
pub const MOVES_NOT_LEGAL_HERE: &str = "moves-not-legal-here";
/// `{ $text }`: a self-immolation cannot be shot down; a shoot-down record is the flight a…
pub const MOVES_SELF_IMMOLATION_RECORD: &str = "moves-self-immolation-record";
/// `{ $flight }/`: the shooting move is missing after `/`: give it in UCI, like { $example…
pub const MOVES_SHOOTER_MISSING: &str = "moves-shooter-missing";
/// `{ $flight }/{ $text }`: the missile cannot be shot down on { $square }: no legal captu…
pub const MOVES_NO_SHOOT_DOWN_THERE: &str = "moves-no-shoot-down-there";
/// `{ $text }` does not shoot the missile down on { $square }: the legal shoot-downs there…
pub const MOVES_NOT_A_SHOOT_DOWN: &str = "moves-not-a-shoot-down";
/// `{ $flight }` is a self-immolation, which cannot be shot down
pub const MOVES_SELF_IMMOLATION_SHOT_DOWN: &str = "moves-self-immolation-shot-down";
/// the missile detonates on { $square } (it holds an enemy { moves-role }): it can only be…
pub const MOVES_DETONATES_AT: &str = "moves-detonates-at";
/// the missile is shielded on { $square } by its own side's { moves-role }: it cannot be s…
pub const MOVES_SHIELDED_AT: &str = "moves-shielded-at";
/// a missile can only be shot down after it has entered a square
pub const MOVES_NOT_ENTERED_YET: &str = "moves-not-entered-yet";
/// the missile cannot be shot down on { $square }
pub const MOVES_CANNOT_SHOOT_DOWN_ON: &str = "moves-cannot-shoot-down-on";
/// { $shooter } is not a legal shoot-down on { $square }
pub const MOVES_NOT_LEGAL_SHOOT_DOWN: &str = "moves-not-legal-shoot-down";
/// { $shooter } cannot shoot the missile down on { $square }
pub const MOVES_SHOOTER_CANNOT: &str = "moves-shooter-cannot";
/// that flight is not legal: { $why }
pub const MOVES_FLIGHT_NOT_LEGAL: &str = "moves-flight-not-legal";
/// missiles are not part of this game (preset { $preset }): pawns cannot be fired
pub const MOVES_MISSILES_NOT_IN_GAME: &str = "moves-missiles-not-in-game";
/// there are no missiles in { $preset }
pub const MOVES_NO_MISSILES_IN: &str = "moves-no-missiles-in";
/// there is no pawn on { $launch } to fire
pub const MOVES_NO_PAWN_TO_FIRE: &str = "moves-no-pawn-to-fire";
/// there is no { $color } pawn on { $launch } to fire
pub const MOVES_NO_OWN_PAWN_TO_FIRE: &str = "moves-no-own-pawn-to-fire";
/// { moves-role-the } on { $square } is { $owner ->
pub const MOVES_OTHERS_PIECE: &str = "moves-others-piece";
/// { moves-role-the } on { $square } is not yours: it is { $turn }'s turn
pub const MOVES_NOT_YOURS: &str = "moves-not-yours";
/// { moves-role-the } on { $launch } is not a pawn: only pawns can be fired
pub const MOVES_NOT_A_PAWN: &str = "moves-not-a-pawn";
/// the pawn on { $launch } is still on its starting rank: a pawn may fire only after it ha…
pub const MOVES_STARTING_RANK: &str = "moves-starting-rank";
/// the pawn on { $launch } is still on its starting rank and cannot fire yet
pub const MOVES_STARTING_RANK_YET: &str = "moves-starting-rank-yet";
/// the pawn on { $launch } moved on your last turn: under the forward rules it must wait a…
pub const MOVES_FORWARD_COOLDOWN: &str = "moves-forward-cooldown";
/// that pawn is on cooldown: you moved the pawn on { $launch } last turn, so it cannot fir…
pub const MOVES_COOLDOWN: &str = "moves-cooldown";
/// removing the pawn on { $launch } would leave your king in check
pub const MOVES_SELF_IMMOLATION_EXPOSES: &str = "moves-self-immolation-exposes";
/// your king would be in check without that pawn
pub const MOVES_KING_EXPOSED_WITHOUT_PAWN: &str = "moves-king-exposed-without-pawn";
/// { $from } to { $to } is not one step: each square entered must touch the one before it
pub const MOVES_NOT_ONE_STEP: &str = "moves-not-one-step";
/// { $to } is not next to { $from }: each step enters an adjacent square
pub const MOVES_NOT_ADJACENT: &str = "moves-not-adjacent";
/// the turn at { $square } (toward { $toward }) is too sharp: a missile turns at most 45° …
pub const MOVES_TOO_SHARP: &str = "moves-too-sharp";
/// { $from } to { $to }: a missile may turn at most 45 degrees a step
pub const MOVES_STEP_TOO_SHARP: &str = "moves-step-too-sharp";
/// { $from } to { $to } is diagonal: forward-rule missiles move only straight forward or s…
pub const MOVES_DIAGONAL: &str = "moves-diagonal";
/// { $from } to { $to } goes backward: forward-rule missiles never move backward
pub const MOVES_BACKWARD: &str = "moves-backward";
/// { $from } to { $to }: missiles here fly forward or sideways only, never backward or dia…
pub const MOVES_STEP_FORWARD_ONLY: &str = "moves-step-forward-only";
/// two sideways steps in a row (into { $into }, then { $then }): step forward between side…
pub const MOVES_TWO_SIDEWAYS: &str = "moves-two-sideways";
/// { $from } to { $to }: a missile may not take two sideways steps in a row
pub const MOVES_STEP_TWO_SIDEWAYS: &str = "moves-step-two-sideways";
/// the missile cannot pass through { moves-role-enemy } on { $square }: a flight ends at t…
pub const MOVES_THROUGH_ENEMY: &str = "moves-through-enemy";
/// the missile cannot pass through the enemy piece on { $square }
pub const MOVES_PASS_THROUGH_ENEMY: &str = "moves-pass-through-enemy";
/// no legal flight continues through { $square }: every way on would leave your king in ch…
pub const MOVES_NO_WAY_ON: &str = "moves-no-way-on";
/// a missile must end on an enemy piece, and { $target } is empty (to destroy only the paw…
pub const MOVES_ENDS_ON_EMPTY: &str = "moves-ends-on-empty";
/// a missile must end on an enemy piece, and { $square } holds none
pub const MOVES_MUST_END_ON_ENEMY: &str = "moves-must-end-on-enemy";
/// a missile may pass over your own pieces but not end on one ({ $target } holds your { mo…
pub const MOVES_ENDS_ON_OWN: &str = "moves-ends-on-own";
/// king strikes are off in this game: the king on { $target } cannot be targeted
pub const MOVES_KING_STRIKES_OFF: &str = "moves-king-strikes-off";
/// missiles may not strike the king in this game
pub const MOVES_NO_KING_STRIKES: &str = "moves-no-king-strikes";
/// it would leave your king in check on the way or after the detonation (a missile threat …
pub const MOVES_FLIGHT_EXPOSES_KING: &str = "moves-flight-exposes-king";
/// your king would be in check after the missile destroys the piece on { $square }
pub const MOVES_CHECK_AFTER_DETONATION: &str = "moves-check-after-detonation";
/// your king would be in check with the missile on { $square }
pub const MOVES_CHECK_WITH_MISSILE_ON: &str = "moves-check-with-missile-on";
/// there is no king to castle with
pub const MOVES_NO_KING_TO_CASTLE: &str = "moves-no-king-to-castle";
/// you no longer have the right to castle { $side ->
pub const MOVES_NO_CASTLING_RIGHT: &str = "moves-no-castling-right";
/// you cannot castle out of check
pub const MOVES_CASTLE_OUT_OF_CHECK: &str = "moves-castle-out-of-check";
/// castling { $side ->
pub const MOVES_CASTLING_BLOCKED: &str = "moves-castling-blocked";
/// you cannot castle there now: the king or rook has moved, a square between is occupied, …
pub const MOVES_CANNOT_CASTLE_NOW: &str = "moves-cannot-castle-now";
/// there is no piece on { $square }
pub const MOVES_NO_PIECE: &str = "moves-no-piece";
/// a move must go somewhere: { $from } to { $to } stays put
pub const MOVES_STAYS_PUT: &str = "moves-stays-put";
/// { moves-role-your } stands on { $square }
pub const MOVES_OWN_PIECE_ON: &str = "moves-own-piece-on";
/// a king moves one square: it cannot go from { $from } to { $to }
pub const MOVES_KING_ONE_SQUARE: &str = "moves-king-one-square";
/// a knight cannot jump from { $from } to { $to }
pub const MOVES_KNIGHT_CANNOT: &str = "moves-knight-cannot";
/// the way from { $from } to { $to } is blocked by { moves-role-the } on { $square }
pub const MOVES_BLOCKED_BY: &str = "moves-blocked-by";
/// the way from { $from } to { $to } is blocked
pub const MOVES_BLOCKED: &str = "moves-blocked";
/// a { moves-role } cannot move from { $from } to { $to }
pub const MOVES_CANNOT_MOVE_FROM_TO: &str = "moves-cannot-move-from-to";
/// { moves-role-the } on { $from } cannot move to { $to }
pub const MOVES_CANNOT_MOVE_TO: &str = "moves-cannot-move-to";
/// the pawn on { $from } is blocked
pub const MOVES_PAWN_BLOCKED: &str = "moves-pawn-blocked";
/// only a pawn on its starting rank may move two squares; the pawn on { $from } may move o…
pub const MOVES_PAWN_TWO_FROM_START_ONLY: &str = "moves-pawn-two-from-start-only";
/// a pawn moves diagonally only to capture, and { $to } is empty
pub const MOVES_PAWN_DIAGONAL_CAPTURES: &str = "moves-pawn-diagonal-captures";
/// a pawn on { $from } cannot reach { $to }
pub const MOVES_PAWN_CANNOT_REACH: &str = "moves-pawn-cannot-reach";
/// a pawn reaching the last rank must promote: add q, r, b or n
pub const MOVES_MUST_PROMOTE: &str = "moves-must-promote";
/// a pawn promotes to a queen, rook, bishop or knight
pub const MOVES_PROMOTES_TO: &str = "moves-promotes-to";
/// on the pawns board a pawn reaching the last rank wins and does not promote
pub const MOVES_PAWNS_BOARD_NO_PROMOTION: &str = "moves-pawns-board-no-promotion";
/// your king would be in check on { $to }
pub const MOVES_KING_IN_CHECK_ON: &str = "moves-king-in-check-on";
/// your king is in check, and this move does not stop the check
pub const MOVES_CHECK_NOT_STOPPED: &str = "moves-check-not-stopped";
/// you are in check, and that move does not get your king out of check
pub const MOVES_IN_CHECK: &str = "moves-in-check";
/// { moves-role-the } on { $square } is pinned: moving it would expose your king to check
pub const MOVES_PINNED: &str = "moves-pinned";
/// it would leave your king in check
pub const MOVES_LEAVES_KING_IN_CHECK: &str = "moves-leaves-king-in-check";
/// your king would be in check
pub const MOVES_KING_WOULD_BE_IN_CHECK: &str = "moves-king-would-be-in-check";
/// you have no { moves-role }
pub const MOVES_NO_PIECE_OF_ROLE: &str = "moves-no-piece-of-role";
/// no { moves-role } can reach { $to }
pub const MOVES_NONE_CAN_REACH: &str = "moves-none-can-reach";

/// Every id of the family.
pub const IDS: &[&str] = &[
    MOVES_NO_MOVE,
    MOVES_TOO_LONG,
    MOVES_UNREADABLE,
    MOVES_SHOOT_DOWN_RECORD,
    MOVES_BAD_FLIGHT,
    MOVES_FLIGHT_NOT_A_SQUARE,
    MOVES_FLIGHT_TOO_MANY_STEPS,
    MOVES_FLIGHT_NO_STEPS,
    MOVES_NOT_LEGAL_WHY,
    MOVES_NOT_LEGAL,
    MOVES_AMBIGUOUS,
    MOVES_PROMOTION_LETTER_MISSING,
    MOVES_PROMOTION_PIECE_MISSING,
    MOVES_PAWNS_BOARD_LETTER,
    MOVES_PAWNS_BOARD_PROMOTION,
    MOVES_ONLY_LAST_RANK_PROMOTES_WRITE,
    MOVES_ONLY_LAST_RANK_PROMOTES,
    MOVES_TEXT_AFTER_GAME_OVER,
    MOVES_NO_LEGAL_MOVE,
    MOVES_GAME_OVER,
    MOVES_NOT_LEGAL_HERE,
    MOVES_SELF_IMMOLATION_RECORD,
    MOVES_SHOOTER_MISSING,
    MOVES_NO_SHOOT_DOWN_THERE,
    MOVES_NOT_A_SHOOT_DOWN,
    MOVES_SELF_IMMOLATION_SHOT_DOWN,
    MOVES_DETONATES_AT,
    MOVES_SHIELDED_AT,
    MOVES_NOT_ENTERED_YET,
    MOVES_CANNOT_SHOOT_DOWN_ON,
    MOVES_NOT_LEGAL_SHOOT_DOWN,
    MOVES_SHOOTER_CANNOT,
    MOVES_FLIGHT_NOT_LEGAL,
    MOVES_MISSILES_NOT_IN_GAME,
    MOVES_NO_MISSILES_IN,
    MOVES_NO_PAWN_TO_FIRE,
    MOVES_NO_OWN_PAWN_TO_FIRE,
    MOVES_OTHERS_PIECE,
    MOVES_NOT_YOURS,
    MOVES_NOT_A_PAWN,
    MOVES_STARTING_RANK,
    MOVES_STARTING_RANK_YET,
    MOVES_FORWARD_COOLDOWN,
    MOVES_COOLDOWN,
    MOVES_SELF_IMMOLATION_EXPOSES,
    MOVES_KING_EXPOSED_WITHOUT_PAWN,
    MOVES_NOT_ONE_STEP,
    MOVES_NOT_ADJACENT,
    MOVES_TOO_SHARP,
    MOVES_STEP_TOO_SHARP,
    MOVES_DIAGONAL,
    MOVES_BACKWARD,
    MOVES_STEP_FORWARD_ONLY,
    MOVES_TWO_SIDEWAYS,
    MOVES_STEP_TWO_SIDEWAYS,
    MOVES_THROUGH_ENEMY,
    MOVES_PASS_THROUGH_ENEMY,
    MOVES_NO_WAY_ON,
    MOVES_ENDS_ON_EMPTY,
    MOVES_MUST_END_ON_ENEMY,
    MOVES_ENDS_ON_OWN,
    MOVES_KING_STRIKES_OFF,
    MOVES_NO_KING_STRIKES,
    MOVES_FLIGHT_EXPOSES_KING,
    MOVES_CHECK_AFTER_DETONATION,
    MOVES_CHECK_WITH_MISSILE_ON,
    MOVES_NO_KING_TO_CASTLE,
    MOVES_NO_CASTLING_RIGHT,
    MOVES_CASTLE_OUT_OF_CHECK,
    MOVES_CASTLING_BLOCKED,
    MOVES_CANNOT_CASTLE_NOW,
    MOVES_NO_PIECE,
    MOVES_STAYS_PUT,
    MOVES_OWN_PIECE_ON,
    MOVES_KING_ONE_SQUARE,
    MOVES_KNIGHT_CANNOT,
    MOVES_BLOCKED_BY,
    MOVES_BLOCKED,
    MOVES_CANNOT_MOVE_FROM_TO,
    MOVES_CANNOT_MOVE_TO,
    MOVES_PAWN_BLOCKED,
    MOVES_PAWN_TWO_FROM_START_ONLY,
    MOVES_PAWN_DIAGONAL_CAPTURES,
    MOVES_PAWN_CANNOT_REACH,
    MOVES_MUST_PROMOTE,
    MOVES_PROMOTES_TO,
    MOVES_PAWNS_BOARD_NO_PROMOTION,
    MOVES_KING_IN_CHECK_ON,
    MOVES_CHECK_NOT_STOPPED,
    MOVES_IN_CHECK,
    MOVES_PINNED,
    MOVES_LEAVES_KING_IN_CHECK,
    MOVES_KING_WOULD_BE_IN_CHECK,
    MOVES_NO_PIECE_OF_ROLE,
    MOVES_NONE_CAN_REACH,
];
