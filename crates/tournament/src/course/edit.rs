//! `/tournament edit` applied: what an organizer changes before the
//! start ([`TournamentEdit`]), each option checked as `/tournament
//! create` checks it, the format's own by its rules. The announcement,
//! its calendar entry and the reminders follow from the changed state.

use crate::state::{
    MAX_MAX_PLAYERS, MAX_NAME_CHARS, NO_SHOW_CORRESPONDENCE_MS, NO_SHOW_MS, TState, TournamentEdit,
    TournamentRefusal, TournamentStatus, parse_move_limit, parse_no_show,
};
use chrono_tz::Tz;
use host::TimeControl;

/// The no-show time a tournament gets with time control `time` when its
/// organizer gives none.
fn default_no_show_ms(time: TimeControl) -> i64 {
    match time {
        TimeControl::Correspondence { .. } => NO_SHOW_CORRESPONDENCE_MS,
        _ => NO_SHOW_MS,
    }
}

impl TState {
    /// Applies `edit` before the start at `now`, a start typed without a
    /// zone read in `server_zone`; what changed, in words (`name`,
    /// `start`, ...). Refused after the start, with nothing to change, or
    /// with a value `/tournament create` would refuse (nothing is changed
    /// then).
    pub fn edit(
        &mut self,
        edit: &TournamentEdit,
        server_zone: Tz,
        now: i64,
    ) -> Result<Vec<&'static str>, TournamentRefusal> {
        if self.status != TournamentStatus::Open {
            return Err(self.gone(|name| TournamentRefusal::EditAfterStart { name }));
        }
        if let Some(asked) = edit.format
            && asked != self.format
        {
            return Err(TournamentRefusal::EditOtherFormat {
                name: self.name.clone(),
                format: self.format,
                asked,
            });
        }
        if edit.is_empty() {
            return Err(TournamentRefusal::NothingToEdit);
        }
        let mut t = self.clone();
        let mut changed = Vec::new();
        if let Some(name) = &edit.name {
            let name = name.trim();
            if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
                return Err(TournamentRefusal::BadName);
            }
            t.name = name.to_string();
            changed.push("name");
        }
        if let Some(starts) = &edit.starts {
            let at = crate::start_time::parse_starts_in(starts, now, server_zone)?
                .ok_or(TournamentRefusal::BadStart(starts.clone()))?;
            let zone = host::typed_time::typed_zone(starts).unwrap_or(server_zone);
            t.set_start(Some(at), zone);
            // The run-up starts again from the new start.
            t.reminded = false;
            t.checkin_announced = false;
            changed.push("start");
        }
        // The options of its format's own: the others are refused.
        let rules = t.rules();
        if let Some(option) = edit
            .format_options()
            .into_iter()
            .find(|o| !rules.edit_options().contains(o))
        {
            return Err(TournamentRefusal::EditNotForFormat {
                option,
                format: t.format,
            });
        }
        changed.extend(rules.edit(&mut t, edit)?);
        if let Some(time) = edit.time {
            // Values that were the old time control's defaults become the
            // new one's (a correspondence game's 12 h intercept, 24 h
            // no-show); values the organizer gave stay.
            let old = t.settings.time;
            if t.settings.intercept_secs == host::default_intercept_secs(old) {
                t.settings.intercept_secs = host::default_intercept_secs(time);
            }
            if t.no_show_ms == default_no_show_ms(old) {
                t.no_show_ms = default_no_show_ms(time);
            }
            t.settings.time = time;
            if time != TimeControl::Unlimited {
                // A move limit is for games without a clock.
                t.settings.move_limit = None;
            }
            t.settings.validate()?;
            changed.push("time control"); // words-scan: skip (a setting's key, not its name: the edit notice names it by its key)
        }
        if let Some(max) = edit.max_players {
            if !(2..=MAX_MAX_PLAYERS).contains(&max) {
                return Err(TournamentRefusal::BadMaxPlayers { max });
            }
            // Its format's limit (a bracket's), as `/tournament create`
            // checks it.
            if max > t.rules().most_players().0 {
                return Err(t.rules().too_many_players(max));
            }
            let joined = t.entrants.len();
            if (max as usize) < joined {
                return Err(TournamentRefusal::MaxBelowJoined { max, joined });
            }
            t.max_players = Some(max);
            changed.push("most players"); // words-scan: skip (a setting's key, not its name: the edit notice names it by its key)
        }
        if let Some(text) = &edit.no_show {
            t.no_show_ms =
                parse_no_show(text)?.ok_or_else(|| TournamentRefusal::BadNoShow(text.clone()))?;
            changed.push("no-show time"); // words-scan: skip (a setting's key, not its name: the edit notice names it by its key)
        }
        if let Some(text) = &edit.move_limit {
            let ms = parse_move_limit(text)?
                .ok_or_else(|| TournamentRefusal::BadMoveLimit(text.trim().to_string()))?;
            if t.settings.time != TimeControl::Unlimited {
                return Err(TournamentRefusal::MoveLimitWithClock);
            }
            t.settings.move_limit = Some(host::MoveLimit { ms, ends: true });
            changed.push("move limit"); // words-scan: skip (a setting's key, not its name: the edit notice names it by its key)
        }
        *self = t;
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{ARENA_MINUTE_MS, Format, TournamentSetup};
    use host::{Place, Player};

    /// 2026-12-04 17:00 UTC.
    const NOW: i64 = 1_796_342_400_000 + 17 * 3_600_000;
    const H: i64 = 3_600_000;

    fn scheduled(format: Format) -> TState {
        let mut setup = TournamentSetup::new("Friday Blitz", format);
        setup.starts = Some("in 2h".into());
        setup.repeat = crate::repeat::Repeat::Weekly;
        TState::new(
            Place::channel("g", "c"),
            Player::new("td", "td"),
            &setup,
            NOW,
        )
        .unwrap()
    }

    #[test]
    fn an_edit_before_the_start_changes_what_it_names_and_nothing_else() {
        let mut t = scheduled(Format::Swiss);
        t.reminded = true;
        let edit = TournamentEdit {
            name: Some(" Friday Night Blitz ".into()),
            starts: Some("2026-12-04 21:00 Europe/Berlin".into()),
            rounds: Some(4),
            time: Some(TimeControl::Live {
                minutes: 5,
                increment: 3,
            }),
            max_players: Some(20),
            no_show: Some("2m".into()),
            ..Default::default()
        };
        let changed = t.edit(&edit, Tz::UTC, NOW).unwrap();
        assert_eq!(
            changed,
            [
                "name",
                "start",
                "rounds",
                "time control",
                "most players",
                "no-show time"
            ]
        );
        assert_eq!(t.name, "Friday Night Blitz");
        // 21:00 in Berlin is 20:00 UTC in December; the series keeps it.
        assert_eq!(t.starts_at, Some(NOW + 3 * H));
        assert_eq!(t.scheduled_start, t.starts_at);
        assert_eq!(t.zone.as_deref(), Some("Europe/Berlin"));
        assert_eq!(t.local_start.as_deref(), Some("21:00:00"));
        assert!(!t.reminded, "reminded again before the new start");
        assert_eq!((t.rounds_total, t.rounds_asked), (4, 4));
        assert_eq!(t.max_players, Some(20));
        assert_eq!(t.no_show_ms, 120_000);
        // A time control's defaults follow it; what was given stays.
        let mut c = scheduled(Format::Swiss);
        let corr = TimeControl::Correspondence { days: 2 };
        let edit = TournamentEdit {
            time: Some(corr),
            ..Default::default()
        };
        c.edit(&edit, Tz::UTC, NOW).unwrap();
        assert_eq!(
            c.settings.intercept_secs,
            host::default_intercept_secs(corr)
        );
        assert_eq!(c.no_show_ms, super::NO_SHOW_CORRESPONDENCE_MS);
        c.no_show_ms = 60_000;
        let back = TournamentEdit {
            time: Some(TimeControl::Unlimited),
            ..Default::default()
        };
        c.edit(&back, Tz::UTC, NOW).unwrap();
        assert_eq!(c.no_show_ms, 60_000, "given by the organizer");
        assert_eq!(c.settings.intercept_secs, 30);
        assert_eq!(t.repeat, crate::repeat::Repeat::Weekly, "untouched");
    }

    #[test]
    fn refused_edits_change_nothing() {
        let t0 = scheduled(Format::Arena);
        let refused = |edit: TournamentEdit| {
            let mut t = t0.clone();
            let r = t.edit(&edit, Tz::UTC, NOW).unwrap_err();
            assert_eq!(t.to_json(), t0.to_json(), "{r}");
            r
        };
        assert_eq!(
            refused(TournamentEdit::default()),
            TournamentRefusal::NothingToEdit
        );
        // `/tournament edit swiss` on an arena: refused, naming its own.
        let other = refused(TournamentEdit {
            format: Some(Format::Swiss),
            name: Some("Renamed".into()),
            ..Default::default()
        });
        assert_eq!(
            other,
            TournamentRefusal::EditOtherFormat {
                name: "Friday Blitz".into(),
                format: Format::Arena,
                asked: Format::Swiss
            }
        );
        assert!(
            other.to_string().contains("`/tournament edit arena`"),
            "{other}"
        );
        // A bracket takes at most 128, edited as created.
        let mut k = scheduled(Format::Knockout);
        let r = k
            .edit(
                &TournamentEdit {
                    max_players: Some(200),
                    ..Default::default()
                },
                Tz::UTC,
                NOW,
            )
            .unwrap_err();
        assert!(
            matches!(r, TournamentRefusal::Knockout(_)) && r.to_string().contains("128"),
            "{r}"
        );
        // The format named alone changes nothing.
        assert_eq!(
            refused(TournamentEdit {
                format: Some(Format::Arena),
                ..Default::default()
            }),
            TournamentRefusal::NothingToEdit
        );
        assert!(matches!(
            refused(TournamentEdit {
                name: Some("Renamed".into()),
                rounds: Some(3),
                ..Default::default()
            }),
            TournamentRefusal::EditNotForFormat {
                option: "rounds",
                ..
            }
        ));
        assert!(matches!(
            refused(TournamentEdit {
                starts: Some("2026-12-04 10:00".into()),
                ..Default::default()
            }),
            TournamentRefusal::StartPassed { .. }
        ));
        assert!(matches!(
            refused(TournamentEdit {
                move_limit: Some("1h".into()),
                time: Some(TimeControl::Live {
                    minutes: 3,
                    increment: 0
                }),
                ..Default::default()
            }),
            TournamentRefusal::MoveLimitWithClock
        ));
        let mut full = t0.clone();
        for i in 0..3 {
            let p = Player::new(format!("u{i}"), format!("p{i}"));
            full.join(&p, 1500, NOW).unwrap();
        }
        let r = full
            .edit(
                &TournamentEdit {
                    max_players: Some(2),
                    ..Default::default()
                },
                Tz::UTC,
                NOW,
            )
            .unwrap_err();
        assert_eq!(r, TournamentRefusal::MaxBelowJoined { max: 2, joined: 3 });
        let mut started = full.clone();
        started
            .start(&Default::default(), NOW, ARENA_MINUTE_MS)
            .unwrap();
        let r = started
            .edit(
                &TournamentEdit {
                    name: Some("Late".into()),
                    ..Default::default()
                },
                Tz::UTC,
                NOW,
            )
            .unwrap_err();
        assert!(matches!(r, TournamentRefusal::EditAfterStart { .. }), "{r}");
        assert!(r.to_string().contains("only before its start"), "{r}");
    }
}
