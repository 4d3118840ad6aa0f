//! What is told of the players: a late entry, leaving, withdrawing, being
//! added, a cancellation, and the run-up to a scheduled start (the
//! reminder, check-in).

use super::text::{count, mention, tournament_title};
use crate::state::{Joined, TState};
use host::Player;
use host::plain_text::member;
use host::time_stamps::stamp;
use locale::{Locale, ids};

/// A player entered a running tournament (or came back to an arena).
pub(crate) fn tournament_late_join_text(t: &TState, p: &Player, joined: Joined) -> String {
    match joined {
        Joined::Back => format!(
            "{} is back in {}: paired again as soon as an opponent is free.",
            member(&p.name),
            tournament_title(t)
        ),
        _ => t.rules().late_join_text(t, p),
    }
}

pub(crate) fn tournament_left_text(t: &TState, p: &Player) -> String {
    format!("{} left {}.", member(&p.name), tournament_title(t))
}

pub(crate) fn tournament_withdrawn_text(t: &TState, p: &Player, kicked: bool) -> String {
    if kicked {
        format!(
            "{} was removed from {}: any game in progress is lost by forfeit.",
            member(&p.name),
            tournament_title(t)
        )
    } else {
        format!(
            "{} withdrew from {}: any game in progress is lost by forfeit.",
            member(&p.name),
            tournament_title(t)
        )
    }
}

/// The organizer `by` entered `p` before the start.
/// `/tournament add`: tells the added member, by a ping, who entered them
/// and how to leave.
pub(crate) fn tournament_added_text(t: &TState, p: &Player, by: &Player) -> String {
    format!(
        "<@{}>, {} added you (**{}**) to {}. Not playing? Press **Leave** below (or `/tournament leave`).",
        p.id,
        member(&by.name),
        member(&p.name),
        tournament_title(t)
    )
}

pub(crate) fn tournament_cancelled_text(t: &TState) -> String {
    format!("{} was cancelled by its organizer.", tournament_title(t))
}

/// Cancelled at its start time for too few players: `Friday Swiss is
/// cancelled: 1 player joined, at least 3 are needed.`
pub(crate) fn tournament_cancelled_too_few_text(t: &TState) -> String {
    let have = t.entrants.len();
    format!(
        "{} is cancelled: {} joined, at least {} {} needed.",
        tournament_title(t),
        count(Locale::EnUs, ids::COUNT_PLAYERS, have as i64),
        t.min_players(),
        if t.min_players() == 1 { "is" } else { "are" }
    )
}

/// The one post before a scheduled start, to every joined player: the
/// reminder, and with check-in its opening, with when it closes (at the
/// start): `⏰ **Weekly** (#3, swiss) starts <t:…:F>. Check-in is open:
/// press Check in below before it closes <t:…:R>, or you will be
/// withdrawn at the start.`
pub(crate) fn run_up_text(t: &TState, now: i64) -> String {
    let start = t.starts_at.unwrap_or_default();
    let (at, left) = (stamp(start, 'F'), stamp(start, 'R'));
    let title = tournament_title(t);
    if t.checkin_open(now) {
        format!(
            "⏰ {title} starts {at}. Check-in is open: press Check in below before it closes {left}, or you will be withdrawn at the start."
        )
    } else {
        format!("⏰ {title} starts {at} ({left}).")
    }
}

/// The entrants withdrawn at the start for not checking in.
pub(crate) fn withdrawn_absent_text(t: &TState, gone: &[Player]) -> String {
    let names: Vec<String> = gone.iter().map(mention).collect();
    let late = match t.rules().takes_late_entries() {
        true => " You may still join late: press Join.",
        false => "",
    };
    format!(
        "{} did not check in for {} and {} withdrawn.{late}",
        names.join(", "),
        tournament_title(t),
        if gone.len() == 1 { "is" } else { "are" }
    )
}

/// Cancelled at its start: too few checked in.
pub(crate) fn tournament_cancelled_too_few_checked_in_text(t: &TState, checked: usize) -> String {
    format!(
        "{} is cancelled: {} checked in, at least {} {} needed.",
        tournament_title(t),
        count(Locale::EnUs, ids::COUNT_PLAYERS, checked as i64),
        t.min_players(),
        if t.min_players() == 1 { "is" } else { "are" }
    )
}

/// You checked in.
pub(crate) fn checked_in_text(t: &TState) -> String {
    format!(
        "You are checked in for {}. It starts <t:{}:R>.",
        tournament_title(t),
        t.starts_at.unwrap_or_default().div_euclid(1000)
    )
}
