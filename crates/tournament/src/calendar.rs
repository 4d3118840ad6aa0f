//! A scheduled tournament's entry in its server's calendar (on Discord a
//! guild scheduled event): its name, when it starts, when it should end,
//! and where it stands. The announcement carries it
//! ([`host::View::calendar`]), so every edit of the announcement keeps the
//! entry in step: started, finished or cancelled.

use crate::state::{TState, TournamentStatus};
use host::{CalendarEntry, CalendarState, TimeControl};
use locale::{Words, ids};

/// A round of an untimed game, as a guess (no clock says how long).
const UNTIMED_ROUND_MS: i64 = 30 * 60_000;
/// Between rounds: results come in, the next round is paired.
const ROUND_GAP_MS: i64 = 2 * 60_000;
/// Moves a game lasts, for the increment's share of a round.
const MOVES_PER_GAME: i64 = 40;

/// The calendar entry of tournament `t`: only a tournament with a
/// scheduled start has one.
pub(crate) fn entry(t: &TState) -> Option<CalendarEntry> {
    let start = t.starts_at.or(t.scheduled_start)?;
    let state = match t.status {
        TournamentStatus::Open => CalendarState::Scheduled,
        TournamentStatus::Running => CalendarState::Started,
        TournamentStatus::Finished => CalendarState::Finished,
        TournamentStatus::Cancelled => CalendarState::Cancelled,
    };
    Some(CalendarEntry {
        key: format!("t{}", t.id),
        name: t.name.clone(),
        // Said in the server's language where the entry is kept.
        description: Words::new(ids::ORGANIZING_CALENDAR_DESCRIPTION)
            .arg("format", t.format.name())
            .arg("preset", t.settings.preset.name())
            .arg("time", t.settings.time.to_string()),
        start_ms: start,
        end_ms: start + expected_length_ms(t),
        state,
    })
}

/// How long `t` should take: as its format says (an arena its minutes;
/// others their rounds, as many as the entrants make), a round being both
/// clocks run down, or a guess without a clock.
pub(crate) fn expected_length_ms(t: &TState) -> i64 {
    let players = t.entrants.iter().filter(|e| !e.withdrawn).count().max(2);
    let round = match t.settings.time {
        TimeControl::Unlimited => UNTIMED_ROUND_MS,
        TimeControl::Live { minutes, increment } => {
            2 * (i64::from(minutes) * 60_000 + MOVES_PER_GAME * i64::from(increment) * 1000)
        }
        // A correspondence round: a few days' moves; an estimate at best.
        c @ TimeControl::Correspondence { .. } => c.base_ms().unwrap_or(0) * 3,
    };
    t.rules()
        .expected_length_ms(t, players, round + ROUND_GAP_MS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Format, TournamentSetup};
    use host::{Place, Player};

    fn state(format: Format, time: TimeControl, starts: Option<&str>) -> TState {
        let mut setup = TournamentSetup::new("Friday Blitz", format);
        setup.settings.time = time;
        setup.starts = starts.map(str::to_string);
        let place = Place::channel("g", "c");
        TState::new(place, Player::new("o", "org"), &setup, 0).unwrap()
    }

    #[test]
    fn only_a_scheduled_tournament_is_in_the_calendar() {
        let live = TimeControl::Live {
            minutes: 3,
            increment: 2,
        };
        assert!(entry(&state(Format::Swiss, live, None)).is_none());
        let t = state(Format::Swiss, live, Some("in 1h"));
        let e = entry(&t).unwrap();
        assert_eq!((e.key.as_str(), e.start_ms), ("t0", 3_600_000));
        assert_eq!(e.state, CalendarState::Scheduled);
        // Two players, one Swiss round: 2 × (3 min + 40 × 2 s) + the gap.
        assert_eq!(e.end_ms - e.start_ms, 2 * (180_000 + 80_000) + ROUND_GAP_MS);
    }

    #[test]
    fn the_description_is_said_in_the_servers_language() {
        let live = TimeControl::Live {
            minutes: 3,
            increment: 2,
        };
        let e = entry(&state(Format::Swiss, live, Some("in 1h"))).unwrap();
        assert_eq!(
            e.description.text(locale::Locale::EnUs),
            "swiss tournament of cruise, 3+2. Join with the Join button of its announcement."
        );
        let de = e.description.text(locale::Locale::De);
        assert!(de.contains("3+2") && !de.contains("Join with"), "{de}");
    }

    #[test]
    fn the_state_follows_the_tournament_and_the_start_is_kept() {
        let mut t = state(Format::Arena, TimeControl::Unlimited, Some("in 1h"));
        t.minutes = 45;
        t.status = TournamentStatus::Running;
        t.scheduled_start = t.starts_at.take();
        let e = entry(&t).unwrap();
        assert_eq!(e.state, CalendarState::Started);
        assert_eq!(e.end_ms - e.start_ms, 45 * 60_000);
        t.status = TournamentStatus::Cancelled;
        assert_eq!(entry(&t).unwrap().state, CalendarState::Cancelled);
    }
}
