//! Challenges and rematch offers (`challenge.ftl`): the challenge's line,
//! card and buttons, and what became of it.

/// `challenge-line`.
pub const CHALLENGE_LINE: &str = "challenge-line";
/// `challenge-anyone`.
pub const CHALLENGE_ANYONE: &str = "challenge-anyone";
/// `challenge-accept`.
pub const CHALLENGE_ACCEPT: &str = "challenge-accept";
/// `challenge-decline`.
pub const CHALLENGE_DECLINE: &str = "challenge-decline";
/// `challenge-title`.
pub const CHALLENGE_TITLE: &str = "challenge-title";
/// `challenge-title-open`.
pub const CHALLENGE_TITLE_OPEN: &str = "challenge-title-open";
/// `challenge-anyone-may-accept`.
pub const CHALLENGE_ANYONE_MAY_ACCEPT: &str = "challenge-anyone-may-accept";
/// `challenge-field-game`.
pub const CHALLENGE_FIELD_GAME: &str = "challenge-field-game";
/// `challenge-field-time`.
pub const CHALLENGE_FIELD_TIME: &str = "challenge-field-time";
/// `challenge-field-rated`.
pub const CHALLENGE_FIELD_RATED: &str = "challenge-field-rated";
/// `challenge-field-colour`.
pub const CHALLENGE_FIELD_COLOUR: &str = "challenge-field-colour";
/// `challenge-field-expires`.
pub const CHALLENGE_FIELD_EXPIRES: &str = "challenge-field-expires";
/// `challenge-king-strikes`.
pub const CHALLENGE_KING_STRIKES: &str = "challenge-king-strikes";
/// `challenge-intercept`.
pub const CHALLENGE_INTERCEPT: &str = "challenge-intercept";
/// `challenge-ai`.
pub const CHALLENGE_AI: &str = "challenge-ai";
/// `challenge-rated-yes`.
pub const CHALLENGE_RATED_YES: &str = "challenge-rated-yes";
/// `challenge-rated-no`.
pub const CHALLENGE_RATED_NO: &str = "challenge-rated-no";
/// `challenge-colour-plays`.
pub const CHALLENGE_COLOUR_PLAYS: &str = "challenge-colour-plays";
/// `challenge-colour-random`.
pub const CHALLENGE_COLOUR_RANDOM: &str = "challenge-colour-random";
/// `challenge-state-accepted`.
pub const CHALLENGE_STATE_ACCEPTED: &str = "challenge-state-accepted";
/// `challenge-state-declined`.
pub const CHALLENGE_STATE_DECLINED: &str = "challenge-state-declined";
/// `challenge-state-withdrawn`.
pub const CHALLENGE_STATE_WITHDRAWN: &str = "challenge-state-withdrawn";
/// `challenge-state-expired`.
pub const CHALLENGE_STATE_EXPIRED: &str = "challenge-state-expired";
/// `challenge-accepted`.
pub const CHALLENGE_ACCEPTED: &str = "challenge-accepted";
/// `challenge-declined`.
pub const CHALLENGE_DECLINED: &str = "challenge-declined";
/// `challenge-withdrawn`.
pub const CHALLENGE_WITHDRAWN: &str = "challenge-withdrawn";
/// `challenge-expired`.
pub const CHALLENGE_EXPIRED: &str = "challenge-expired";
/// `challenge-rematch-offer`.
pub const CHALLENGE_REMATCH_OFFER: &str = "challenge-rematch-offer";
/// `challenge-rematch-expired`.
pub const CHALLENGE_REMATCH_EXPIRED: &str = "challenge-rematch-expired";
/// `challenge-rematch-accepted`.
pub const CHALLENGE_REMATCH_ACCEPTED: &str = "challenge-rematch-accepted";

/// Every id of this family.
pub(super) const IDS: &[&str] = &[
    CHALLENGE_LINE,
    CHALLENGE_ANYONE,
    CHALLENGE_ACCEPT,
    CHALLENGE_DECLINE,
    CHALLENGE_TITLE,
    CHALLENGE_TITLE_OPEN,
    CHALLENGE_ANYONE_MAY_ACCEPT,
    CHALLENGE_FIELD_GAME,
    CHALLENGE_FIELD_TIME,
    CHALLENGE_FIELD_RATED,
    CHALLENGE_FIELD_COLOUR,
    CHALLENGE_FIELD_EXPIRES,
    CHALLENGE_KING_STRIKES,
    CHALLENGE_INTERCEPT,
    CHALLENGE_AI,
    CHALLENGE_RATED_YES,
    CHALLENGE_RATED_NO,
    CHALLENGE_COLOUR_PLAYS,
    CHALLENGE_COLOUR_RANDOM,
    CHALLENGE_STATE_ACCEPTED,
    CHALLENGE_STATE_DECLINED,
    CHALLENGE_STATE_WITHDRAWN,
    CHALLENGE_STATE_EXPIRED,
    CHALLENGE_ACCEPTED,
    CHALLENGE_DECLINED,
    CHALLENGE_WITHDRAWN,
    CHALLENGE_EXPIRED,
    CHALLENGE_REMATCH_OFFER,
    CHALLENGE_REMATCH_EXPIRED,
    CHALLENGE_REMATCH_ACCEPTED,
];
