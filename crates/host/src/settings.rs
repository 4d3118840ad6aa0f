//! What a challenge (and so a game) is set up with: preset, options,
//! colour choice, intercept timeout and time control, and how each is read
//! from the text a player types.

use engine::{Color, Preset, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The shortest intercept timeout a game may have, in seconds.
pub const MIN_INTERCEPT_SECS: u32 = 5;
/// The longest intercept timeout a game may have, in seconds (24 hours).
pub const MAX_INTERCEPT_SECS: u32 = 86_400;
/// The intercept timeout when none is given in a live or untimed game, in seconds.
pub const DEFAULT_INTERCEPT_SECS: u32 = 30;
/// The intercept timeout when none is given in a correspondence game, in
/// seconds (12 hours: a defender who plays a move a day still answers).
pub const DEFAULT_CORRESPONDENCE_INTERCEPT_SECS: u32 = 12 * 3600;

/// The intercept timeout a game gets when the challenge names none: 30 s
/// with a live clock or none, 12 h in correspondence.
///
/// ```
/// use host::{TimeControl, default_intercept_secs};
/// assert_eq!(default_intercept_secs(TimeControl::Unlimited), 30);
/// assert_eq!(default_intercept_secs(TimeControl::Correspondence { days: 2 }), 12 * 3600);
/// ```
pub fn default_intercept_secs(time: TimeControl) -> u32 {
    match time {
        TimeControl::Correspondence { .. } => DEFAULT_CORRESPONDENCE_INTERCEPT_SECS,
        _ => DEFAULT_INTERCEPT_SECS,
    }
}

/// The refusal for an intercept time outside 5 s to 24 h.
fn intercept_out_of_range(given: &str) -> SettingsError {
    SettingsError::InterceptOutOfRange {
        given: given.to_string(),
    }
}

/// An intercept time in its largest whole unit: `30 s`, `5 min`, `12 h`
/// ([`crate::duration::short`]).
///
/// ```
/// assert_eq!(host::intercept_text(90), "90 s");
/// assert_eq!(host::intercept_text(86_400), "24 h");
/// ```
pub fn intercept_text(secs: u32) -> String {
    crate::duration::short(i64::from(secs) * 1000)
}

/// Which side the challenger plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    White,
    Black,
    /// Decided by a coin toss when the challenge is accepted.
    #[default]
    Random,
}

impl ColorChoice {
    /// `white`, `black` or `random`.
    pub const fn name(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }
}

impl FromStr for ColorChoice {
    type Err = SettingsError;
    fn from_str(s: &str) -> Result<ColorChoice, SettingsError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(ColorChoice::White),
            "black" | "b" => Ok(ColorChoice::Black),
            "random" | "r" | "" => Ok(ColorChoice::Random),
            _ => Err(SettingsError::UnknownColour {
                text: s.to_string(),
            }),
        }
    }
}

impl From<Color> for ColorChoice {
    fn from(c: Color) -> ColorChoice {
        match c {
            Color::White => ColorChoice::White,
            Color::Black => ColorChoice::Black,
        }
    }
}

/// The time the side to move has for each move in a game without a clock
/// (see [`GameSettings::move_limit`]): half-way the player is reminded; at
/// the limit the game ends by it (a game an event paired: the player to
/// move loses) or the opponent may claim the win (`/claim`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveLimit {
    /// Milliseconds for each move.
    pub ms: i64,
    /// The game ends by itself at the limit; `false`: the opponent may
    /// claim the win.
    pub ends: bool,
}

/// The move limit of a casual game without a clock: 14 days, claimed.
pub const CASUAL_MOVE_LIMIT_MS: i64 = 14 * 86_400_000;
/// The move limit of a tournament without a clock when its organizer set
/// none: 1 day, and the game ends by it.
pub const EVENT_MOVE_LIMIT_MS: i64 = 86_400_000;

/// How long players may think.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum TimeControl {
    /// No clock at all.
    #[default]
    Unlimited,
    /// A live clock: `minutes` each, plus `increment` seconds after each
    /// move; a flag fall loses. The intercept wait runs neither clock.
    Live { minutes: u32, increment: u32 },
    /// Correspondence: `days` (1 to 7) for each move, with a reminder
    /// before the time runs out; running out loses.
    Correspondence { days: u32 },
}

impl TimeControl {
    /// Milliseconds each side starts with (live), or per move (correspondence).
    pub fn base_ms(self) -> Option<i64> {
        match self {
            TimeControl::Unlimited => None,
            TimeControl::Live { minutes, .. } => Some(minutes as i64 * 60_000),
            TimeControl::Correspondence { days } => Some(days as i64 * 86_400_000),
        }
    }

    /// Milliseconds added after each move (live only).
    pub fn increment_ms(self) -> i64 {
        match self {
            TimeControl::Live { increment, .. } => increment as i64 * 1000,
            _ => 0,
        }
    }

    /// How long before a correspondence deadline the reminder is sent: a
    /// quarter of the period (6 hours for 1 day, 1 day for 4 days).
    pub fn reminder_before_ms(self) -> Option<i64> {
        match self {
            TimeControl::Correspondence { days } => Some(days as i64 * 86_400_000 / 4),
            _ => None,
        }
    }
}

impl fmt::Display for TimeControl {
    /// `10+5`, `3d` or `none`: the same text [`TimeControl::from_str`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Unlimited => f.write_str("none"),
            TimeControl::Live { minutes, increment } => write!(f, "{minutes}+{increment}"),
            TimeControl::Correspondence { days } => write!(f, "{days}d"),
        }
    }
}

impl FromStr for TimeControl {
    type Err = SettingsError;
    /// Reads `10+5` (minutes + increment seconds), `5` (minutes, no
    /// increment), `3d` (days per move, 1 to 7) or `none`.
    ///
    /// ```
    /// use host::TimeControl;
    /// assert_eq!("10+5".parse::<TimeControl>().unwrap(), TimeControl::Live { minutes: 10, increment: 5 });
    /// assert_eq!("3d".parse::<TimeControl>().unwrap(), TimeControl::Correspondence { days: 3 });
    /// assert!("9d".parse::<TimeControl>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<TimeControl, SettingsError> {
        let t = s.trim().to_ascii_lowercase();
        let bad = || SettingsError::TimeNotUnderstood {
            text: s.to_string(),
        };
        if t.is_empty() || t == "none" || t == "unlimited" || t == "-" {
            return Ok(TimeControl::Unlimited);
        }
        if let Some(d) = t.strip_suffix('d') {
            let days: u32 = d.trim().parse().map_err(|_| bad())?;
            if !(1..=7).contains(&days) {
                return Err(SettingsError::CorrespondenceOutOfRange {
                    text: s.to_string(),
                });
            }
            return Ok(TimeControl::Correspondence { days });
        }
        let (m, i) = match t.split_once('+') {
            Some((m, i)) => (m.trim(), i.trim()),
            None => (t.as_str(), "0"),
        };
        let minutes: u32 = m.parse().map_err(|_| bad())?;
        let increment: u32 = i.parse().map_err(|_| bad())?;
        if !(1..=180).contains(&minutes) || increment > 180 {
            return Err(SettingsError::LiveOutOfRange {
                text: s.to_string(),
            });
        }
        Ok(TimeControl::Live { minutes, increment })
    }
}

/// A setting that could not be read, with what was typed: its words
/// ([`SettingsError::words`], `locales/*/settings.ftl`) say what to type
/// instead; its `Display` is the en-US sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsError {
    /// An intercept time out of range (`given`: as typed, in backticks,
    /// or in seconds).
    InterceptOutOfRange { given: String },
    /// An intercept time that is no duration.
    InterceptNotUnderstood { text: String },
    /// A colour that is not white, black or random.
    UnknownColour { text: String },
    /// A time control that is not read.
    TimeNotUnderstood { text: String },
    /// Days per move out of 1d to 7d.
    CorrespondenceOutOfRange { text: String },
    /// Minutes or increment out of range.
    LiveOutOfRange { text: String },
    /// An AI level out of 1 to 8.
    AiLevelOutOfRange { level: u8 },
    /// A leaderboard scope that is not server or global.
    UnknownScope { text: String },
    /// A preset that is not one of the five.
    UnknownPreset(engine::ParsePresetError),
    /// A FEN that is not read.
    Fen(engine::FenError),
}

impl From<engine::ParsePresetError> for SettingsError {
    fn from(e: engine::ParsePresetError) -> SettingsError {
        SettingsError::UnknownPreset(e)
    }
}

impl SettingsError {
    /// What is wrong and what to type instead, in no language yet.
    ///
    /// ```
    /// use host::SettingsError;
    /// use locale::Locale;
    /// let e = SettingsError::AiLevelOutOfRange { level: 9 };
    /// assert_eq!(e.to_string(), "AI level 9 is out of range: choose 1 (weakest) to 8 (strongest)");
    /// assert!(e.words().text(Locale::De).contains('9'));
    /// ```
    pub fn words(&self) -> locale::Words {
        use locale::{Words, ids};
        let typed = |id: &str, text: &str| Words::new(id).arg("text", text);
        match self {
            SettingsError::InterceptOutOfRange { given } => {
                Words::new(ids::SETTINGS_INTERCEPT_OUT_OF_RANGE)
                    .arg("given", given)
                    .arg("min", intercept_text(MIN_INTERCEPT_SECS))
                    .arg("max", intercept_text(MAX_INTERCEPT_SECS))
            }
            SettingsError::InterceptNotUnderstood { text } => {
                typed(ids::SETTINGS_INTERCEPT_NOT_UNDERSTOOD, text)
            }
            SettingsError::UnknownColour { text } => typed(ids::SETTINGS_UNKNOWN_COLOUR, text),
            SettingsError::TimeNotUnderstood { text } => {
                typed(ids::SETTINGS_TIME_NOT_UNDERSTOOD, text)
            }
            SettingsError::CorrespondenceOutOfRange { text } => {
                typed(ids::SETTINGS_CORRESPONDENCE_OUT_OF_RANGE, text)
            }
            SettingsError::LiveOutOfRange { text } => typed(ids::SETTINGS_LIVE_OUT_OF_RANGE, text),
            SettingsError::AiLevelOutOfRange { level } => {
                Words::new(ids::SETTINGS_AI_LEVEL_OUT_OF_RANGE).arg("level", *level)
            }
            SettingsError::UnknownScope { text } => typed(ids::SETTINGS_UNKNOWN_SCOPE, text),
            SettingsError::UnknownPreset(e) => preset_words(e),
            SettingsError::Fen(e) => fen_words(e),
        }
    }
}

impl fmt::Display for SettingsError {
    /// The en-US sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words().text(locale::Locale::EnUs))
    }
}

impl std::error::Error for SettingsError {}

/// A preset name that was not read, in no language yet: what was typed
/// and the five to choose from.
///
/// ```
/// use locale::Locale;
/// let e = "blitz".parse::<engine::Preset>().unwrap_err();
/// assert_eq!(host::preset_words(&e).text(Locale::EnUs), e.to_string());
/// assert!(host::preset_words(&e).text(Locale::De).starts_with("unbekannte Voreinstellung `blitz`"));
/// ```
pub fn preset_words(e: &engine::ParsePresetError) -> locale::Words {
    locale::Words::new(locale::ids::SETTINGS_UNKNOWN_PRESET).arg("text", e.given.as_str())
}

/// A FEN that was not read, in no language yet: the field and what is
/// wrong (the engine's typed [`engine::FenProblem`]).
///
/// ```
/// use engine::{Position, Preset};
/// use locale::Locale;
/// let e = Position::from_fen("8/8/8 w - -", Preset::Cruise.rules(true)).unwrap_err();
/// assert_eq!(host::fen_words(&e).text(Locale::EnUs), e.to_string());
/// ```
pub fn fen_words(e: &engine::FenError) -> locale::Words {
    use engine::FenProblem as P;
    use locale::{Words, ids};
    let side = |c: engine::Color| c.name();
    let problem = match &e.problem {
        P::Empty => Words::new(ids::SETTINGS_FEN_EMPTY),
        P::Missing => Words::new(ids::SETTINGS_FEN_MISSING),
        P::TooManyFields { fields } => {
            Words::new(ids::SETTINGS_FEN_TOO_MANY_FIELDS).arg("fields", *fields)
        }
        P::RankCount { ranks } => Words::new(ids::SETTINGS_FEN_RANK_COUNT).arg("ranks", *ranks),
        P::BadCount { text, rank } => Words::new(ids::SETTINGS_FEN_BAD_COUNT)
            .arg("text", text.to_string())
            .arg("rank", *rank),
        P::NotAPiece { text, rank } => Words::new(ids::SETTINGS_FEN_NOT_A_PIECE)
            .arg("text", text.to_string())
            .arg("rank", *rank),
        P::RankTooLong { rank } => Words::new(ids::SETTINGS_FEN_RANK_TOO_LONG).arg("rank", *rank),
        P::RankTooShort { rank, squares } => Words::new(ids::SETTINGS_FEN_RANK_TOO_SHORT)
            .arg("rank", *rank)
            .arg("squares", *squares),
        P::TooManyKings { color, kings } => Words::new(ids::SETTINGS_FEN_TOO_MANY_KINGS)
            .arg("color", side(*color))
            .arg("kings", *kings),
        P::PieceOnPawnsBoard {
            square,
            color,
            role,
        } => Words::new(ids::SETTINGS_FEN_PIECE_ON_PAWNS_BOARD)
            .arg("square", square.to_string())
            .arg("color", side(*color))
            .arg("role", role.map_or("piece", |r| r.name())),
        P::PawnCannotStand { square } => {
            Words::new(ids::SETTINGS_FEN_PAWN_CANNOT_STAND).arg("square", square.to_string())
        }
        P::NoCastlingOnPawnsBoard { text } => {
            Words::new(ids::SETTINGS_FEN_NO_CASTLING_ON_PAWNS_BOARD).arg("text", text)
        }
        P::NotACastlingLetter { text } => {
            Words::new(ids::SETTINGS_FEN_NOT_A_CASTLING_LETTER).arg("text", text)
        }
        P::CastlingNeedsKing {
            letter,
            color,
            square,
        } => Words::new(ids::SETTINGS_FEN_CASTLING_NEEDS_KING)
            .arg("letter", letter.to_string())
            .arg("color", side(*color))
            .arg("square", square.to_string()),
        P::CastlingNeedsRook {
            letter,
            color,
            square,
        } => Words::new(ids::SETTINGS_FEN_CASTLING_NEEDS_ROOK)
            .arg("letter", letter.to_string())
            .arg("color", side(*color))
            .arg("square", square.to_string()),
        P::CastlingTwice { letter } => {
            Words::new(ids::SETTINGS_FEN_CASTLING_TWICE).arg("letter", letter.to_string())
        }
        P::NotANumber { text } => Words::new(ids::SETTINGS_FEN_NOT_A_NUMBER).arg("text", text),
        P::NotASide { text } => Words::new(ids::SETTINGS_FEN_NOT_A_SIDE).arg("text", text),
        P::NotASquare { text } => Words::new(ids::SETTINGS_FEN_NOT_A_SQUARE).arg("text", text),
        P::EnPassantRank { square, turn, rank } => Words::new(ids::SETTINGS_FEN_EN_PASSANT_RANK)
            .arg("square", square.to_string())
            .arg("turn", side(*turn))
            .arg("rank", *rank),
        P::CooldownShape { text } => Words::new(ids::SETTINGS_FEN_COOLDOWN_SHAPE).arg("text", text),
        P::InCheck { turn } => Words::new(ids::SETTINGS_FEN_IN_CHECK).arg("turn", side(*turn)),
    };
    // The field as a select's key (`side to move` → `side-to-move`).
    Words::new(ids::SETTINGS_FEN)
        .arg("field", e.field.replace(' ', "-"))
        .arg("problem", problem)
}

/// Everything a challenge fixes about the game it creates.
///
/// ```
/// use host::GameSettings;
/// let s = GameSettings::default();
/// assert_eq!(s.preset, engine::Preset::Cruise);
/// assert!(s.king_strikes);
/// assert_eq!(s.intercept_secs, 30);
/// assert!(GameSettings { intercept_secs: 4, ..s.clone() }.validate().is_err());
/// assert!(s.rated && s.counts_for_rating());
/// assert!(!GameSettings { king_strikes: false, ..s.clone() }.counts_for_rating());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSettings {
    #[serde(with = "preset_serde")]
    pub preset: Preset,
    /// Missiles may target the enemy king.
    pub king_strikes: bool,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// How long the defender has to answer a shoot-down question, in
    /// seconds (5 to 86,400: 24 hours).
    pub intercept_secs: u32,
    pub time: TimeControl,
    /// A start position other than the preset's (FEN), e.g. for local play.
    #[serde(default)]
    pub fen: Option<String>,
    /// Whether the game should count for ratings (it does only when
    /// [`GameSettings::counts_for_rating`]). Snapshots written before
    /// ratings existed read as `true`.
    #[serde(default = "rated_by_default")]
    pub rated: bool,
    /// A game against the AI: which user it plays as and at what level.
    /// Such games are never rated.
    #[serde(default)]
    pub ai: Option<AiOpponent>,
    /// Whether a player may abort the game before both sides have moved.
    /// Games paired by an event (a round of it) cannot be: the event
    /// scores a player who never moves as a no-show instead.
    #[serde(default = "abortable_by_default")]
    pub abortable: bool,
    /// Without a clock: the time for each move and what happens at the
    /// limit. Set by the host for a casual game ([`CASUAL_MOVE_LIMIT_MS`],
    /// `HostConfig::casual_move_limit`) and by the event that pairs a
    /// game; `None` with a clock, and in games stored before limits existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_limit: Option<MoveLimit>,
    /// With a live clock: Black starts with this share of White's time,
    /// in percent (an armageddon game of a knockout gives Black 80).
    /// `None`: both sides start with the same time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_time_percent: Option<u32>,
}

fn abortable_by_default() -> bool {
    true
}

/// The AI as a player: the user id it plays under (the bot's own account on
/// Discord, `ai` at the terminal) and its level, 1 to 8.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiOpponent {
    pub user: String,
    pub level: u8,
}

fn rated_by_default() -> bool {
    true
}

impl Default for GameSettings {
    fn default() -> GameSettings {
        GameSettings {
            preset: Preset::Cruise,
            king_strikes: true,
            color: ColorChoice::Random,
            intercept_secs: DEFAULT_INTERCEPT_SECS,
            time: TimeControl::Unlimited,
            fen: None,
            rated: true,
            ai: None,
            abortable: true,
            move_limit: None,
            black_time_percent: None,
        }
    }
}

impl GameSettings {
    /// The engine rules of these settings.
    pub fn rules(&self) -> Rules {
        self.preset.rules(self.king_strikes)
    }

    /// Whether a game with these settings counts for ratings: asked to be
    /// rated, not against the AI, the preset's standard rules (king strikes on where there are
    /// missiles) and its own start position. (Who plays, and how the game
    /// ends, decide the rest.)
    pub fn counts_for_rating(&self) -> bool {
        self.rated
            && self.ai.is_none()
            && self.fen.is_none()
            && (self.king_strikes || self.preset.missiles() == engine::Missiles::None)
    }

    /// Sets the intercept time from what a member typed: a duration as
    /// [`crate::duration`] reads it, a bare number being seconds (`45`),
    /// from 5 s to 24 h; with nothing typed, the time control's default
    /// ([`default_intercept_secs`]: set `time` first). The error says what
    /// to type instead and names the range; nothing is changed then.
    ///
    /// ```
    /// use host::{GameSettings, TimeControl};
    /// let mut s = GameSettings::default();
    /// for (typed, secs) in [("45", 45), ("30s", 30), ("5m", 300), (" 2H ", 7200), ("1d", 86_400)] {
    ///     s.set_intercept(Some(typed)).unwrap();
    ///     assert_eq!(s.intercept_secs, secs, "{typed}");
    /// }
    /// assert!(s.set_intercept(Some("25h")).unwrap_err().to_string().contains("5 s to 24 h"));
    /// assert!(s.set_intercept(Some("soon")).unwrap_err().to_string().contains("30s, 5m, 2h, 1d"));
    /// s.time = TimeControl::Correspondence { days: 2 };
    /// s.set_intercept(None).unwrap();
    /// assert_eq!(s.intercept_secs, 12 * 3600);
    /// ```
    pub fn set_intercept(&mut self, typed: Option<&str>) -> Result<(), SettingsError> {
        let Some(text) = typed else {
            self.intercept_secs = default_intercept_secs(self.time);
            return Ok(());
        };
        let secs = match crate::duration::parse_ms(text, crate::duration::Bare::Seconds) {
            Ok(ms) => ms / 1000,
            Err(crate::duration::DurationError::TooLong) => i64::MAX,
            Err(crate::duration::DurationError::Unreadable) => {
                return Err(SettingsError::InterceptNotUnderstood {
                    text: text.trim().to_string(),
                });
            }
        };
        match u32::try_from(secs) {
            Ok(secs) if (MIN_INTERCEPT_SECS..=MAX_INTERCEPT_SECS).contains(&secs) => {
                self.intercept_secs = secs;
                Ok(())
            }
            _ => Err(intercept_out_of_range(&format!("`{}`", text.trim()))),
        }
    }

    /// Checks the ranges and the FEN; the error says what is allowed.
    pub fn validate(&self) -> Result<(), SettingsError> {
        if !(MIN_INTERCEPT_SECS..=MAX_INTERCEPT_SECS).contains(&self.intercept_secs) {
            return Err(intercept_out_of_range(&format!(
                "{} s",
                self.intercept_secs
            )));
        }
        if let Some(ai) = &self.ai
            && ai::Level::new(ai.level).is_none()
        {
            return Err(SettingsError::AiLevelOutOfRange { level: ai.level });
        }
        if let Some(fen) = &self.fen {
            engine::Position::from_fen(fen, self.rules()).map_err(SettingsError::Fen)?;
        }
        Ok(())
    }

    /// A one-line summary: `cruise, king strikes on, 30 s to intercept, 10+5`.
    pub fn summary(&self) -> String {
        self.summary_words().text(locale::Locale::EnUs)
    }

    /// [`GameSettings::summary`] in no language yet.
    pub fn summary_words(&self) -> locale::Words {
        use locale::{Words, ids};
        let clock = match self.time {
            TimeControl::Unlimited => Words::new(ids::GAME_CLOCK_NONE),
            TimeControl::Live { minutes, increment } => Words::new(ids::GAME_CLOCK_LIVE)
                .arg("minutes", minutes.to_string())
                .arg("increment", increment.to_string()),
            TimeControl::Correspondence { days } => {
                Words::new(ids::GAME_CLOCK_DAYS).arg("days", days)
            }
        };
        let summary = if self.preset.missiles() == engine::Missiles::None {
            Words::new(ids::GAME_SUMMARY)
        } else {
            Words::new(ids::GAME_SUMMARY_MISSILES)
                .arg("king-strikes", if self.king_strikes { "on" } else { "off" })
                .arg("intercept", intercept_text(self.intercept_secs))
        };
        let summary = summary
            .arg("preset", self.preset.name())
            .arg("clock", clock);
        match &self.ai {
            Some(ai) => Words::new(ids::GAME_SUMMARY_AI)
                .arg("summary", summary)
                .arg("level", ai.level.to_string()),
            None => summary,
        }
    }
}

mod preset_serde {
    use engine::Preset;
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(p: &Preset, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(p.name())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Preset, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_fen_is_refused_in_the_readers_language_naming_what_is_wrong() {
        use locale::Locale;
        let bad = |fen: &str| GameSettings {
            fen: Some(fen.to_string()),
            ..GameSettings::default()
        };
        let e = bad("8/8/8 w - -").validate().unwrap_err();
        let engine_text = engine::Position::from_fen("8/8/8 w - -", Preset::Cruise.rules(true))
            .unwrap_err()
            .to_string();
        // en-US is the engine's English, word for word.
        assert_eq!(e.to_string(), engine_text);
        assert_eq!(
            e.words().text(Locale::De),
            "fehlerhafte FEN, Feld Aufstellung: sie hat 3 durch `/` getrennte Reihen; ein Brett hat 8, von Reihe 8 bis Reihe 1"
        );
        let e = bad("4k3/8/8/8/8/8/8/4K3 x - - 0 1").validate().unwrap_err();
        assert_eq!(
            e.words().text(Locale::De),
            "fehlerhafte FEN, Feld Zugrecht: `x` ist nicht w oder b"
        );
        let e = bad("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").validate();
        assert!(e.is_ok());
        let e = bad("4k3/8/8/8/8/8/8/4K3 w K - 0 1").validate().unwrap_err();
        assert_eq!(
            e.words().text(Locale::De),
            "fehlerhafte FEN, Feld Rochade: `K` braucht einen weißen Turm auf h1"
        );
        assert_eq!(
            e.words().text(Locale::Ru),
            "ошибка в FEN, поле «рокировка»: для `K` нужна белая ладья на h1"
        );
        // Every problem the engine names is said in every locale.
        let fens = [
            "",
            "8/8 w",
            "8/8/8/8/8/8/8/8 w - - 0 1 - x y",
            "9/8/8/8/8/8/8/8 w - - 0 1",
            "x7/8/8/8/8/8/8/8 w - - 0 1",
            "8p/8/8/8/8/8/8/8 w - - 0 1",
            "7/8/8/8/8/8/8/8 w - - 0 1",
            "kk6/8/8/8/8/8/8/4K3 w - - 0 1",
            "P7/8/8/8/8/8/8/4K2k w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w X - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - x 1",
            "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1",
        ];
        for fen in fens {
            let e = bad(fen).validate().unwrap_err();
            let engine_text = engine::Position::from_fen(fen, Preset::Cruise.rules(true))
                .unwrap_err()
                .to_string();
            assert_eq!(e.to_string(), engine_text, "{fen}");
            for l in Locale::ALL {
                let said = e.words().text(l);
                assert!(!said.contains('⟦') && !said.contains("{ $"), "{l}: {said}");
            }
        }
    }

    #[test]
    fn settings_errors_keep_their_english_and_are_said_in_german() {
        use locale::Locale;
        let e = "purple".parse::<ColorChoice>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown colour `purple`: choose white, black or random"
        );
        assert_eq!(
            e.words().text(Locale::De),
            "unbekannte Farbe `purple`: wähle white, black oder random"
        );
        let e = "9d".parse::<TimeControl>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "correspondence time `9d` is out of range: choose 1d to 7d per move"
        );
        assert_eq!(
            intercept("1s"),
            Err("intercept time `1s` is out of range: choose 5 s to 24 h".to_string())
        );
        let mut s = GameSettings::default();
        let e = s.set_intercept(Some("soon")).unwrap_err();
        assert!(
            e.words()
                .text(Locale::Fr)
                .starts_with("temps d'interception `soon` incompris")
        );
    }

    /// The intercept time `text` gives, or the refusal's text.
    fn intercept(text: &str) -> Result<u32, String> {
        let mut s = GameSettings::default();
        s.set_intercept(Some(text)).map_err(|e| e.to_string())?;
        Ok(s.intercept_secs)
    }

    #[test]
    fn intercept_durations_in_every_unit() {
        for (text, secs) in [
            ("5", 5),
            ("45", 45),
            ("30s", 30),
            ("30 s", 30),
            ("5m", 300),
            ("90m", 5400),
            ("2h", 7200),
            ("12H", 43_200),
            ("24h", 86_400),
            ("1d", 86_400),
        ] {
            assert_eq!(intercept(text), Ok(secs), "{text}");
        }
    }

    #[test]
    fn intercept_durations_out_of_range_name_the_range() {
        for text in ["4", "4s", "25h", "2d", "86401", "2w", "9999999999"] {
            let e = intercept(text).unwrap_err();
            assert!(e.contains("5 s to 24 h"), "{text}: {e}");
        }
        for text in ["", "h", "soon", "-5", "0", "1.5h", "5 m s"] {
            let e = intercept(text).unwrap_err();
            assert!(e.contains("30s, 5m, 2h, 1d"), "{text}: {e}");
        }
        // A refused time changes nothing.
        let mut s = GameSettings::default();
        assert!(s.set_intercept(Some("25h")).is_err());
        assert_eq!(s.intercept_secs, DEFAULT_INTERCEPT_SECS);
    }

    #[test]
    fn correspondence_games_default_to_twelve_hours_to_intercept() {
        assert_eq!(default_intercept_secs(TimeControl::Unlimited), 30);
        assert_eq!(
            default_intercept_secs(TimeControl::Live {
                minutes: 5,
                increment: 0
            }),
            30
        );
        assert_eq!(
            default_intercept_secs(TimeControl::Correspondence { days: 1 }),
            43_200
        );
        let s = GameSettings {
            intercept_secs: 43_200,
            time: TimeControl::Correspondence { days: 1 },
            ..GameSettings::default()
        };
        assert!(s.validate().is_ok());
        assert!(s.summary().contains("12 h to intercept"), "{}", s.summary());
    }

    #[test]
    fn settings_stored_before_ratings_read_as_rated() {
        let old = r#"{"preset":"cruise","king_strikes":true,"color":"random","intercept_secs":30,"time":{"kind":"unlimited"}}"#;
        let s: GameSettings = serde_json::from_str(old).unwrap();
        assert!(s.rated);
        assert_eq!(s, GameSettings::default());
        let casual = GameSettings {
            rated: false,
            ..GameSettings::default()
        };
        let back: GameSettings =
            serde_json::from_str(&serde_json::to_string(&casual).unwrap()).unwrap();
        assert!(!back.rated);
    }

    #[test]
    fn only_standard_rules_count_for_ratings() {
        let s = GameSettings::default();
        assert!(s.counts_for_rating());
        assert!(
            !GameSettings {
                rated: false,
                ..s.clone()
            }
            .counts_for_rating()
        );
        assert!(
            !GameSettings {
                fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()),
                ..s.clone()
            }
            .counts_for_rating()
        );
        assert!(
            !GameSettings {
                king_strikes: false,
                ..s.clone()
            }
            .counts_for_rating()
        );
        // Without missiles, king strikes change nothing.
        assert!(
            GameSettings {
                preset: Preset::Chess,
                king_strikes: false,
                ..s
            }
            .counts_for_rating()
        );
    }
}
