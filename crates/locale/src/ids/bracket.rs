//! A member's private notice about her tournament or season, and the
//! knockout bracket's refusals (`organizing.ftl`): texts that crossed
//! crate lines in en-US before (#45).

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

/// Every id of this family.
pub const IDS: &[&str] = &[
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
