//! A tournament's setup: what `/tournament create` sets up
//! ([`TournamentSetup`]), the defaults and limits of its options, and
//! reading the options users type (durations, no-show times, bye points,
//! roles). The new tournament built from them is [`crate::course`]'s.

use super::{Format, Points, TState, TournamentRefusal};
use host::{GameSettings, TimeControl};

/// The fewest players a Swiss or round robin starts with.
pub const MIN_PLAYERS: usize = 3;
/// The fewest players an arena starts with.
pub const MIN_ARENA_PLAYERS: usize = 2;
/// How long a player may take to make a first move before losing by
/// forfeit, with a live clock or none (5 minutes).
pub const NO_SHOW_MS: i64 = 5 * 60_000;
/// The same with a correspondence time control (24 hours).
pub const NO_SHOW_CORRESPONDENCE_MS: i64 = 24 * 3_600_000;
/// The most rounds a Swiss gets by default.
pub const MAX_DEFAULT_ROUNDS: u32 = 11;
/// The most players a tournament takes by default.
pub const DEFAULT_MAX_PLAYERS: u32 = 256;
/// The largest `max_players` a setup may give (the smallest is 2).
pub const MAX_MAX_PLAYERS: u32 = 1000;
/// The longest tournament name, in characters.
pub const MAX_NAME_CHARS: usize = 80;
/// The most rounds a Swiss may be given (`rounds`).
pub const MAX_ROUNDS: u32 = 30;
/// The longest arena, in minutes (a day).
pub const MAX_ARENA_MINUTES: u32 = 24 * 60;
/// The half-point byes a Swiss player may request by default.
pub const DEFAULT_BYES: u32 = 1;

/// What `/tournament create` sets up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentSetup {
    pub name: String,
    pub format: Format,
    /// Preset, time control, intercept seconds, king strikes and `rated`
    /// of every game (colour and AI are ignored).
    pub settings: GameSettings,
    /// Swiss: the number of rounds (`None`: by the number of players,
    /// see [`default_swiss_rounds`]).
    pub rounds: Option<u32>,
    /// Round robin: play every opponent twice.
    pub double: bool,
    /// Arena: its length in minutes (default 30).
    pub minutes: Option<u32>,
    /// When it starts: `in 10m`, `in 2h`, `18:30` (UTC), or `None` / empty:
    /// when the organizer starts it.
    pub starts: Option<String>,
    pub max_players: Option<u32>,
    /// How long a player may wait before a first move and then loses by
    /// forfeit: `30s`, `2m`, `5m`, `1h`, `1d` (10 seconds to 7 days, see
    /// [`parse_no_show`]); `None` / empty: 5 minutes, 24 hours with a
    /// correspondence time control.
    pub no_show: Option<String>,
    /// Without a clock: the time for each move, after which the player to
    /// move loses: `30s`, `2m`, `1h`, `1d` (10 seconds to 14 days, see
    /// [`parse_move_limit`]); `None` / empty: [`host::EVENT_MOVE_LIMIT_MS`]
    /// (1 day). Refused with a clock.
    pub move_limit: Option<String>,
    /// Swiss: the points of the pairing-allocated bye, `1`, `0.5` / `½` or
    /// `0` (see [`parse_bye`]); `None` / empty: 1 point.
    pub bye: Option<String>,
    /// Swiss: the half-point byes a player may request (see
    /// [`TState::request_bye`]); `None`: [`DEFAULT_BYES`], `Some(0)`: none.
    pub byes: Option<u32>,
    /// Only members with this role (its id; a mention `<@&id>` is read too)
    /// may join; `None` / empty: anyone.
    pub role: Option<String>,
    /// The rated games in the tournament's preset a player must have
    /// played to join; `None` / `Some(0)`: no minimum.
    pub min_games: Option<u32>,
    /// How often it repeats (needs `starts`): see [`crate::series`].
    pub repeat: crate::repeat::Repeat,
    /// How long before a scheduled start the joined players are reminded
    /// (`10m`, `1h`; `0`: no reminder); `None` / empty: 10 minutes.
    pub remind: Option<String>,
    /// How long before a scheduled start check-in opens (`15m`, `1h`);
    /// `None` / empty: no check-in. See [`crate::check_in`].
    pub checkin: Option<String>,
    /// The role its winner gets (its id), taken from the previous winner
    /// the bot gave it to; `None`: the server's winner role, if any.
    pub winner_role: Option<String>,
    /// Whether the member creating it could give the server's winner role
    /// herself (the frontend decides, see [`host::RoleGrant`]); `None`:
    /// no server role is handed out by it, as for one she could not give.
    pub role_grant: Option<host::RoleGrant>,
    /// The server's zone (an IANA name, `/settings timezone:`): a start
    /// typed without a zone is read in it, and a series keeps its hour in
    /// it. `None`: UTC.
    pub zone: Option<String>,
    /// Knockout: the match, tie-break, grand final, third place and
    /// seeding options ([`crate::formats::knockout`]).
    pub knockout: super::KnockoutSetup,
}

impl TournamentSetup {
    /// The options given of those only some formats take (each format
    /// names its own, [`crate::formats::FormatRules::options`]).
    pub fn format_options(&self) -> Vec<&'static str> {
        let k = &self.knockout;
        [
            ("rounds", self.rounds.is_some()),
            ("double", self.double),
            ("minutes", self.minutes.is_some()),
            ("bye", self.bye.is_some()),
            ("byes", self.byes.is_some()),
            ("best_of", k.best_of.is_some()),
            ("tiebreak", k.tiebreak.is_some()),
            ("seeding", k.seeding.is_some()),
            ("third_place", k.third_place.is_some()),
            ("grand_final", k.grand_final.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
    }

    /// A setup with default settings.
    pub fn new(name: impl Into<String>, format: Format) -> TournamentSetup {
        TournamentSetup {
            name: name.into(),
            format,
            settings: GameSettings::default(),
            rounds: None,
            double: false,
            minutes: None,
            starts: None,
            max_players: None,
            no_show: None,
            move_limit: None,
            bye: None,
            byes: None,
            role: None,
            min_games: None,
            repeat: crate::repeat::Repeat::None,
            remind: None,
            checkin: None,
            winner_role: None,
            role_grant: None,
            zone: None,
            knockout: Default::default(),
        }
    }
}

/// `value` when it is within `limits`, else `refused` of it: an option
/// checked as `/tournament create` and `/tournament edit` check it.
pub fn within(
    value: u32,
    limits: std::ops::RangeInclusive<u32>,
    refused: fn(u32) -> TournamentRefusal,
) -> Result<u32, TournamentRefusal> {
    match limits.contains(&value) {
        true => Ok(value),
        false => Err(refused(value)),
    }
}

/// Swiss rounds by default for `n` players: ceil(log2 n) + 2, at most
/// [`MAX_DEFAULT_ROUNDS`] and at most n - 1.
pub fn default_swiss_rounds(n: usize) -> u32 {
    let n = n.max(2) as u32;
    let log = 32 - (n - 1).leading_zeros();
    (log + 2).min(MAX_DEFAULT_ROUNDS).min(n - 1).max(1)
}

/// Reads a duration: a whole number and a unit, `30s`, `2m`, `5 min`,
/// `1h`, `1d`, `1w` (no unit: minutes), as [`host::duration`] reads
/// every duration a member types. `None` when it is not one (or not
/// positive, or longer than a year). Read by [`parse_no_show`] and the
/// `remind:` and `checkin:` options.
pub fn parse_duration_ms(text: &str) -> Option<i64> {
    // At most a year: nothing a tournament needs more of.
    host::duration::parse_ms(text, host::duration::Bare::Minutes).ok()
}

pub use crate::start_time::parse_starts;

/// A minute of an arena's length (`minutes:`), as the organizer means it.
/// The bot's `ARENA_MINUTE` shortens it for end-to-end tests
/// ([`crate::TournamentConfig::arena_minute`]).
pub const ARENA_MINUTE_MS: i64 = 60_000;

/// The shortest no-show time `/tournament create` accepts (10 seconds).
pub const MIN_NO_SHOW_MS: i64 = 10_000;
/// The longest no-show time (7 days).
pub const MAX_NO_SHOW_MS: i64 = 7 * 86_400_000;

/// Reads a no-show time (`30s`, `2m`, `1h`, `1d`; 10 seconds to 7 days);
/// empty: `None` (the default by the time control, [`NO_SHOW_MS`] or
/// [`NO_SHOW_CORRESPONDENCE_MS`]).
pub fn parse_no_show(text: &str) -> Result<Option<i64>, TournamentRefusal> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    match parse_duration_ms(text) {
        Some(ms) if (MIN_NO_SHOW_MS..=MAX_NO_SHOW_MS).contains(&ms) => Ok(Some(ms)),
        _ => Err(TournamentRefusal::BadNoShow(text.to_string())),
    }
}

/// The shortest move limit `/tournament create` accepts (10 seconds).
pub const MIN_MOVE_LIMIT_MS: i64 = 10_000;
/// The longest move limit (14 days).
pub const MAX_MOVE_LIMIT_MS: i64 = 14 * 86_400_000;

/// Reads a move limit (`30s`, `2m`, `1h`, `1d`; 10 seconds to 14 days);
/// empty: `None` (the default, [`host::EVENT_MOVE_LIMIT_MS`]).
pub fn parse_move_limit(text: &str) -> Result<Option<i64>, TournamentRefusal> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    match parse_duration_ms(text) {
        Some(ms) if (MIN_MOVE_LIMIT_MS..=MAX_MOVE_LIMIT_MS).contains(&ms) => Ok(Some(ms)),
        _ => Err(TournamentRefusal::BadMoveLimit(text.trim().to_string())),
    }
}

/// Reads the points of a pairing-allocated bye, in tenths: `1` (10),
/// `0.5`, `½` or `1/2` (5), `0` (0); empty: `None` (the default, 1 point).
pub fn parse_bye(text: &str) -> Result<Option<Points>, TournamentRefusal> {
    match text.trim().replace(',', ".").as_str() {
        "" => Ok(None),
        "1" | "1.0" => Ok(Some(10)),
        "0.5" | ".5" | "½" | "1/2" => Ok(Some(5)),
        "0" | "0.0" => Ok(Some(0)),
        _ => Err(TournamentRefusal::BadBye(text.to_string())),
    }
}

/// Reads the role of an entry condition: a role id or its mention
/// `<@&id>`; empty: `None` (anyone may join).
pub fn parse_role(text: &str) -> Result<Option<String>, TournamentRefusal> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let id = t
        .strip_prefix("<@&")
        .and_then(|r| r.strip_suffix('>'))
        .unwrap_or(t);
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_digit()) {
        return Err(TournamentRefusal::BadRole(text.to_string()));
    }
    Ok(Some(id.to_string()))
}

/// The default reminder: 10 minutes before a scheduled start.
pub const DEFAULT_REMIND_MS: i64 = 10 * 60_000;

impl TState {
    /// The move limit of its games (ms): without a clock, the organizer's
    /// `move_limit` or [`host::EVENT_MOVE_LIMIT_MS`]; `None` with a clock.
    pub fn move_limit_ms(&self) -> Option<i64> {
        (self.settings.time == TimeControl::Unlimited).then(|| {
            self.settings
                .move_limit
                .map_or(host::EVENT_MOVE_LIMIT_MS, |l| l.ms)
        })
    }
}
