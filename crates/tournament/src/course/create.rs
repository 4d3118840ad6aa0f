//! A new tournament ([`TState::new`]): what `/tournament create` set up,
//! each shared option read and checked, options of other formats refused,
//! and the format's own read by its rules.

use crate::state::{
    DEFAULT_BYES, DEFAULT_REMIND_MS, MAX_MAX_PLAYERS, MAX_NAME_CHARS, NO_SHOW_CORRESPONDENCE_MS,
    NO_SHOW_MS, TState, TournamentRefusal, TournamentSetup, TournamentStatus, full_point,
    parse_duration_ms, parse_move_limit, parse_no_show, parse_role,
};
use host::{Place, Player, TimeControl};

/// An arena's length when none is given, in minutes (every tournament
/// stores one).
const DEFAULT_ARENA_MINUTES: u32 = 30;

impl TState {
    /// A new open tournament set up by `organizer` at `place` (a channel).
    pub fn new(
        place: Place,
        organizer: Player,
        setup: &TournamentSetup,
        now: i64,
    ) -> Result<TState, TournamentRefusal> {
        let name = setup.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
            return Err(TournamentRefusal::BadName);
        }
        let mut settings = setup.settings.clone();
        settings.ai = None;
        settings.color = host::ColorChoice::White;
        settings.fen = None;
        settings.validate()?;
        // Options of other formats are refused; the format's own are
        // read by its rules, below.
        let rules = crate::formats::rules(setup.format);
        if let Some(option) = setup
            .format_options()
            .into_iter()
            .find(|o| !rules.options().contains(o))
        {
            return Err(TournamentRefusal::NotAnOptionOf {
                option,
                format: setup.format,
            });
        }
        let server_zone = setup
            .zone
            .as_deref()
            .and_then(|z| host::typed_time::zone_named(z).ok())
            .unwrap_or(chrono_tz::UTC);
        let starts_text = setup.starts.as_deref().unwrap_or("");
        let starts_at = crate::start_time::parse_starts_in(starts_text, now, server_zone)?;
        let zone = host::typed_time::typed_zone(starts_text).unwrap_or(server_zone);
        let no_show_ms = match parse_no_show(setup.no_show.as_deref().unwrap_or(""))? {
            Some(ms) => ms,
            None => match settings.time {
                TimeControl::Correspondence { .. } => NO_SHOW_CORRESPONDENCE_MS,
                _ => NO_SHOW_MS,
            },
        };
        if let Some(ms) = parse_move_limit(setup.move_limit.as_deref().unwrap_or(""))? {
            if settings.time != TimeControl::Unlimited {
                return Err(TournamentRefusal::MoveLimitWithClock);
            }
            settings.move_limit = Some(host::MoveLimit { ms, ends: true });
        }
        let (most, default) = rules.most_players();
        let max_players = setup.max_players.unwrap_or(default);
        if max_players > most {
            return Err(rules.too_many_players(max_players));
        }
        if !(2..=MAX_MAX_PLAYERS).contains(&max_players) {
            return Err(TournamentRefusal::BadMaxPlayers { max: max_players });
        }
        let role = parse_role(setup.role.as_deref().unwrap_or(""))?;
        if setup.repeat != crate::repeat::Repeat::None && starts_at.is_none() {
            return Err(TournamentRefusal::NeedsStartTime { what: "repeat" });
        }
        let remind_ms = match setup.remind.as_deref().map(str::trim) {
            None | Some("") => DEFAULT_REMIND_MS,
            Some("0") | Some("off") | Some("none") => 0,
            Some(t) => parse_duration_ms(t).ok_or_else(|| TournamentRefusal::BadLeadTime {
                option: "remind",
                text: t.to_string(),
            })?,
        };
        let checkin_ms = match setup.checkin.as_deref().map(str::trim) {
            None | Some("") | Some("0") | Some("off") | Some("none") => None,
            Some(t) => {
                Some(
                    parse_duration_ms(t).ok_or_else(|| TournamentRefusal::BadLeadTime {
                        option: "checkin",
                        text: t.to_string(),
                    })?,
                )
            }
        };
        if checkin_ms.is_some() && starts_at.is_none() {
            return Err(TournamentRefusal::NeedsStartTime { what: "checkin" });
        }
        let mut t = TState {
            id: 0,
            version: 0,
            place: Place {
                thread: None,
                ..place
            },
            name: name.to_string(),
            format: setup.format,
            settings,
            organizer,
            status: TournamentStatus::Open,
            // The format's own options are set by its rules below.
            rounds_total: 0,
            double: false,
            minutes: DEFAULT_ARENA_MINUTES,
            starts_at,
            max_players: Some(max_players),
            no_show_ms,
            bye_points: full_point(),
            entrants: Vec::new(),
            rounds: Vec::new(),
            ends_at: None,
            created_ms: now,
            byes: DEFAULT_BYES,
            role,
            min_games: setup.min_games.filter(|&n| n > 0),
            finish_reason: None,
            rounds_asked: 0,
            repeat: setup.repeat,
            scheduled_start: starts_at,
            follows: None,
            series: None,
            edition: 1,
            remind_ms,
            reminded: false,
            checkin_ms,
            checked_in: Vec::new(),
            checkin_announced: false,
            winner_role: setup.winner_role.clone().filter(|r| !r.is_empty()),
            // A frontend that decided nothing hands out no server role.
            role_grant: Some(
                setup
                    .role_grant
                    .clone()
                    .unwrap_or_else(host::RoleGrant::no_role),
            ),
            zone: None,
            local_start: None,
            knockout: None,
        };
        rules.set_up(&mut t, setup)?;
        t.set_start(starts_at, zone);
        Ok(t)
    }
}
