//! Settings typed wrong, a bad FEN, a server role not handed out (`settings.ftl`).

/// intercept time { $given } is out of range: choose { $min } to { $max }
pub const SETTINGS_INTERCEPT_OUT_OF_RANGE: &str = "settings-intercept-out-of-range";
/// intercept time `{ $text }` is not understood: write 30s, 5m, 2h, 1d or plain sec…
pub const SETTINGS_INTERCEPT_NOT_UNDERSTOOD: &str = "settings-intercept-not-understood";
/// unknown colour `{ $text }`: choose white, black or random
pub const SETTINGS_UNKNOWN_COLOUR: &str = "settings-unknown-colour";
/// time control `{ $text }` is not understood: write minutes+increment like 10+5, d…
pub const SETTINGS_TIME_NOT_UNDERSTOOD: &str = "settings-time-not-understood";
/// correspondence time `{ $text }` is out of range: choose 1d to 7d per move
pub const SETTINGS_CORRESPONDENCE_OUT_OF_RANGE: &str = "settings-correspondence-out-of-range";
/// live time `{ $text }` is out of range: 1 to 180 minutes and 0 to 180 seconds inc…
pub const SETTINGS_LIVE_OUT_OF_RANGE: &str = "settings-live-out-of-range";
/// AI level { $level } is out of range: choose 1 (weakest) to 8 (strongest)
pub const SETTINGS_AI_LEVEL_OUT_OF_RANGE: &str = "settings-ai-level-out-of-range";
/// unknown scope `{ $text }`: choose server or global
pub const SETTINGS_UNKNOWN_SCOPE: &str = "settings-unknown-scope";
/// unknown preset `{ $text }`: choose cruise, cruise-forward, chess, pawns or pawns-cruise
pub const SETTINGS_UNKNOWN_PRESET: &str = "settings-unknown-preset";
/// not a duration: write a whole number and a unit, like 30s, 5m, 2h or 1d
pub const SETTINGS_DURATION_UNREADABLE: &str = "settings-duration-unreadable";
/// longer than a year
pub const SETTINGS_DURATION_TOO_LONG: &str = "settings-duration-too-long";
/// bad FEN, { $field ->
pub const SETTINGS_FEN: &str = "settings-fen";
/// the FEN is empty
pub const SETTINGS_FEN_EMPTY: &str = "settings-fen-empty";
/// missing: a FEN has placement, side to move, castling, en passant, halfmove clock…
pub const SETTINGS_FEN_MISSING: &str = "settings-fen-missing";
/// it has { $fields } fields; a FEN has at most 7
pub const SETTINGS_FEN_TOO_MANY_FIELDS: &str = "settings-fen-too-many-fields";
/// it has { $ranks } ranks separated by `/`; a board has 8, from rank 8 down to ran…
pub const SETTINGS_FEN_RANK_COUNT: &str = "settings-fen-rank-count";
/// `{ $text }` on rank { $rank }: empty squares are counted 1 to 8
pub const SETTINGS_FEN_BAD_COUNT: &str = "settings-fen-bad-count";
/// `{ $text }` on rank { $rank } is not a piece letter (PNBRQK for White, pnbrqk fo…
pub const SETTINGS_FEN_NOT_A_PIECE: &str = "settings-fen-not-a-piece";
/// rank { $rank } has more than 8 squares
pub const SETTINGS_FEN_RANK_TOO_LONG: &str = "settings-fen-rank-too-long";
/// rank { $rank } has { $squares } squares, it needs 8
pub const SETTINGS_FEN_RANK_TOO_SHORT: &str = "settings-fen-rank-too-short";
/// { $color ->
pub const SETTINGS_FEN_TOO_MANY_KINGS: &str = "settings-fen-too-many-kings";
/// the pawns board has only pawns, but { $square } holds a { $color ->
pub const SETTINGS_FEN_PIECE_ON_PAWNS_BOARD: &str = "settings-fen-piece-on-pawns-board";
/// a pawn cannot stand on { $square }
pub const SETTINGS_FEN_PAWN_CANNOT_STAND: &str = "settings-fen-pawn-cannot-stand";
/// `{ $text }`: the pawns board has no castling; write -
pub const SETTINGS_FEN_NO_CASTLING_ON_PAWNS_BOARD: &str = "settings-fen-no-castling-on-pawns-board";
/// `{ $text }` is not K, Q, k, q or -
pub const SETTINGS_FEN_NOT_A_CASTLING_LETTER: &str = "settings-fen-not-a-castling-letter";
/// `{ $letter }` needs the { $color ->
pub const SETTINGS_FEN_CASTLING_NEEDS_KING: &str = "settings-fen-castling-needs-king";
/// `{ $letter }` needs a { $color ->
pub const SETTINGS_FEN_CASTLING_NEEDS_ROOK: &str = "settings-fen-castling-needs-rook";
/// `{ $letter }` is given twice
pub const SETTINGS_FEN_CASTLING_TWICE: &str = "settings-fen-castling-twice";
/// `{ $text }` is not a whole number
pub const SETTINGS_FEN_NOT_A_NUMBER: &str = "settings-fen-not-a-number";
/// `{ $text }` is not w or b
pub const SETTINGS_FEN_NOT_A_SIDE: &str = "settings-fen-not-a-side";
/// `{ $text }` is not a square or -
pub const SETTINGS_FEN_NOT_A_SQUARE: &str = "settings-fen-not-a-square";
/// { $square } cannot be an en passant square with { $turn ->
pub const SETTINGS_FEN_EN_PASSANT_RANK: &str = "settings-fen-en-passant-rank";
/// `{ $text }` is not <white square>/<black square> (use - for none), like e4/-
pub const SETTINGS_FEN_COOLDOWN_SHAPE: &str = "settings-fen-cooldown-shape";
/// { $turn ->
pub const SETTINGS_FEN_IN_CHECK: &str = "settings-fen-in-check";
/// No server role is handed out: { $granter ->
pub const SETTINGS_ROLE_CANNOT_GIVE: &str = "settings-role-cannot-give";
/// No server role is handed out: <@&{ $role }> became the server's role after this …
pub const SETTINGS_ROLE_SET_SINCE: &str = "settings-role-set-since";
/// { $why }; or answer `pass` to let the missile pass
pub const SETTINGS_PUZZLE_OR_PASS: &str = "settings-puzzle-or-pass";

/// { $days }d { $hours }h
pub const SETTINGS_CLOCK_DAYS_HOURS: &str = "settings-clock-days-hours";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    SETTINGS_INTERCEPT_OUT_OF_RANGE,
    SETTINGS_INTERCEPT_NOT_UNDERSTOOD,
    SETTINGS_UNKNOWN_COLOUR,
    SETTINGS_TIME_NOT_UNDERSTOOD,
    SETTINGS_CORRESPONDENCE_OUT_OF_RANGE,
    SETTINGS_LIVE_OUT_OF_RANGE,
    SETTINGS_AI_LEVEL_OUT_OF_RANGE,
    SETTINGS_UNKNOWN_SCOPE,
    SETTINGS_UNKNOWN_PRESET,
    SETTINGS_DURATION_UNREADABLE,
    SETTINGS_DURATION_TOO_LONG,
    SETTINGS_FEN,
    SETTINGS_FEN_EMPTY,
    SETTINGS_FEN_MISSING,
    SETTINGS_FEN_TOO_MANY_FIELDS,
    SETTINGS_FEN_RANK_COUNT,
    SETTINGS_FEN_BAD_COUNT,
    SETTINGS_FEN_NOT_A_PIECE,
    SETTINGS_FEN_RANK_TOO_LONG,
    SETTINGS_FEN_RANK_TOO_SHORT,
    SETTINGS_FEN_TOO_MANY_KINGS,
    SETTINGS_FEN_PIECE_ON_PAWNS_BOARD,
    SETTINGS_FEN_PAWN_CANNOT_STAND,
    SETTINGS_FEN_NO_CASTLING_ON_PAWNS_BOARD,
    SETTINGS_FEN_NOT_A_CASTLING_LETTER,
    SETTINGS_FEN_CASTLING_NEEDS_KING,
    SETTINGS_FEN_CASTLING_NEEDS_ROOK,
    SETTINGS_FEN_CASTLING_TWICE,
    SETTINGS_FEN_NOT_A_NUMBER,
    SETTINGS_FEN_NOT_A_SIDE,
    SETTINGS_FEN_NOT_A_SQUARE,
    SETTINGS_FEN_EN_PASSANT_RANK,
    SETTINGS_FEN_COOLDOWN_SHAPE,
    SETTINGS_FEN_IN_CHECK,
    SETTINGS_ROLE_CANNOT_GIVE,
    SETTINGS_ROLE_SET_SINCE,
    SETTINGS_PUZZLE_OR_PASS,
    SETTINGS_CLOCK_DAYS_HOURS,
];
