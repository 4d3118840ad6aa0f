//! The announcement and what is told of a tournament as a whole: its
//! settings and rules (its format's own words), where it stands, its
//! entry conditions, its start, an edit, and `/tournament list`.

use super::text::{count, entrant_list_within, tournament_title};
use crate::state::{TState, TournamentStatus};
use host::plain_text::{member, title};
use host::{Card, Player, TimeControl};
use locale::{Locale, ids};

/// The announcement's first part: what it is, its settings and rules.
pub(crate) fn tournament_created_text(t: &TState) -> String {
    let mut s = format!(
        "🏆 {} by {}: {}, {}{}, {}.",
        tournament_title(t),
        member(&t.organizer.name),
        t.settings.preset.name(),
        match t.settings.time {
            TimeControl::Unlimited => "no clock".to_string(),
            time => time.to_string(),
        },
        if t.settings.king_strikes {
            ", king strikes"
        } else {
            ""
        },
        if t.settings.rated { "rated" } else { "casual" },
    );
    s += &t.rules().rules_text(t);
    s += &format!(
        " Make your first move within {} or lose by forfeit.",
        host::duration::words_in(Locale::EnUs, t.no_show_ms)
    );
    if let Some(ms) = t.move_limit_ms() {
        s += &format!(
            " Without a clock, each move within {}: a player who lets it pass loses the game.",
            host::duration::words_in(Locale::EnUs, ms)
        );
    }
    if let Some(m) = t.max_players {
        s += " ";
        s += &locale::text(
            Locale::EnUs,
            ids::TOURNAMENT_MAX_PLAYERS,
            &[("count", m.into())],
        );
    }
    s += &entry_conditions_text(t);
    // Why the server's role is not its prize is the organizer's to hear,
    // privately ([`role_withheld_notice`]), not the players'.
    if let Some(role) = &t.winner_role {
        s += &format!(" The winner gets <@&{role}>.");
    }
    match t.starts_at {
        Some(at) => {
            let secs = at.div_euclid(1000);
            s += &format!(" Starts <t:{secs}:F> (<t:{secs}:R>).");
            if let Some(open) = t.checkin_opens_at() {
                s += &format!(
                    " Check-in opens <t:{}:R>: players who have not checked in by the start are withdrawn.",
                    open.div_euclid(1000)
                );
            }
            if t.repeat != crate::repeat::Repeat::None {
                s += &format!(
                    " Repeats {} (edition {}){}.",
                    t.repeat.name(),
                    t.edition.max(1),
                    series_hour_text(t)
                );
            }
        }
        None if t.status == TournamentStatus::Open => s += " The organizer starts it.",
        None => {}
    }
    s
}

/// The announcement's text above its card: what it is, who organizes
/// it and where it stands (open, running: round N of M or when the arena
/// ends, finished, cancelled), in a line or two.
pub(crate) fn tournament_announcement_text(t: &TState) -> String {
    let status = match t.status {
        TournamentStatus::Open => "Open: press Join to enter.".to_string(),
        TournamentStatus::Running => t.rules().running_text(t),
        TournamentStatus::Finished => "Finished: see the final standings below.".to_string(),
        TournamentStatus::Cancelled => "Cancelled.".to_string(),
    };
    format!(
        "🏆 {} by {}. {status}",
        tournament_title(t),
        member(&t.organizer.name)
    )
}

/// What the card keeps free of its phone screen ([`host::PHONE_TEXT`]) for
/// the line the frontend may add above it (a Discord event's link).
const CARD_LINE_RESERVE: usize = 100;

/// The most characters of the entrants' list besides the names:
/// `Entrants (120): ` and ` and 70 more (`/tournament standings` lists
/// everyone).`
const LIST_WORDS: usize = 80;

/// The card's entrants: as many names as fit in `room` characters, then
/// how many more (`/tournament standings` lists everyone).
fn entrants_fact(t: &TState, room: usize) -> String {
    if t.entrants.is_empty() {
        return "No entrants yet: press Join.".to_string();
    }
    let names: Vec<String> = t
        .entrants
        .iter()
        .map(|e| {
            if e.withdrawn {
                format!("{} (withdrawn)", member(&e.player.name))
            } else {
                member(&e.player.name)
            }
        })
        .collect();
    format!(
        "Entrants ({}): {}.",
        t.entrants.len(),
        entrant_list_within(&names, room)
    )
}

/// The announcement's card: its settings as fields (format, game, time
/// control, rounds and byes or length, start, players, entry, winner) and
/// who entered, as many names as leave the post within a phone screen
/// ([`host::PHONE_TEXT`], with the line above it); the long rules are
/// behind its **Rules** button ([`tournament_rules_text`]).
pub(crate) fn tournament_card(t: &TState) -> Card {
    let mut card = Card::new(&format!("🏆 {}", title(&t.name)), "")
        .field("Format", t.format.name(), true)
        .field("Game", &game_fact(t), true)
        .field(
            "Time control",
            &match t.settings.time {
                TimeControl::Unlimited => "no clock".to_string(),
                time => time.to_string(),
            },
            true,
        );
    for (name, value) in t.rules().card_facts(t) {
        card = card.field(name, &value, true);
    }
    let players = t.entrants.iter().filter(|e| !e.withdrawn).count();
    let players = match t.max_players {
        Some(m) => format!("{players}/{m}"),
        None => players.to_string(),
    };
    card = card.field("Players", &players, true);
    if let Some(start) = start_fact(t) {
        card = card.field("Start", &start, false);
    }
    let entry = entry_conditions(t);
    if !entry.is_empty() {
        card = card.field("Entry", &entry.join(", "), false);
    }
    if t.status == TournamentStatus::Finished {
        let lines = t.standings();
        let winners: Vec<String> = lines
            .iter()
            .filter(|l| l.rank == 1)
            .map(|l| member(&l.player.name))
            .collect();
        if !winners.is_empty() {
            card = card.field("Winner", &winners.join(", "), false);
        }
    }
    card = card.footer(&format!("Tournament #{}. Press Rules for its rules.", t.id));
    // The names get what the rest leaves of the screen (the list's own
    // words and its "and N more (…)" counted too), at least a line.
    let used = card.chars()
        + tournament_announcement_text(t).chars().count()
        + CARD_LINE_RESERVE
        + LIST_WORDS;
    let room = host::PHONE_TEXT.saturating_sub(used).max(60);
    card.description = entrants_fact(t, room);
    card
}

/// What is played, for the card: `cruise, king strikes, rated`.
fn game_fact(t: &TState) -> String {
    format!(
        "{}{}, {}",
        t.settings.preset.name(),
        if t.settings.king_strikes {
            ", king strikes"
        } else {
            ""
        },
        if t.settings.rated { "rated" } else { "casual" },
    )
}

/// When it starts, for the card: the start as a date and as a countdown,
/// when check-in opens, how it repeats; that the organizer starts it
/// (open without a start time); `None` once it started without one.
fn start_fact(t: &TState) -> Option<String> {
    let Some(at) = t.starts_at else {
        return (t.status == TournamentStatus::Open)
            .then(|| "The organizer starts it.".to_string());
    };
    let secs = at.div_euclid(1000);
    let mut s = format!("<t:{secs}:F> (<t:{secs}:R>)");
    if let Some(open) = t.checkin_opens_at() {
        s += &format!("\nCheck-in opens <t:{}:R>.", open.div_euclid(1000));
    }
    if t.repeat != crate::repeat::Repeat::None {
        s += &format!(
            "\nRepeats {} (edition {}){}.",
            t.repeat.name(),
            t.edition.max(1),
            series_hour_text(t)
        );
    }
    Some(s)
}

/// The answer to the card's **Rules** button: everything the announcement
/// says of the tournament's settings and rules, in full.
pub(crate) fn tournament_rules_text(t: &TState) -> String {
    format!(
        "📜 {}",
        tournament_created_text(t).trim_start_matches("🏆 ")
    )
}

/// What the organizer of `t` alone is told when she creates it, if the
/// server's winner role will not be its prize: why, and who could make it
/// one (`None` when it will be, or the server has none).
pub(crate) fn role_withheld_notice(t: &TState) -> Option<String> {
    if t.winner_role.is_some() {
        return None;
    }
    let role = t.role_grant.as_ref()?.role.as_deref()?;
    let withheld = host::may_hand_out(t.role_grant.as_ref(), role).err()?;
    Some(format!(
        "🔒 **{}**: {}",
        title(&t.name),
        withheld.sentence("you")
    ))
}

/// The entry conditions, for the announcement (empty when there are
/// none): ` Entry: members with <@&id>, at least 5 rated cruise games.`
fn entry_conditions_text(t: &TState) -> String {
    let parts = entry_conditions(t);
    if parts.is_empty() {
        String::new()
    } else {
        format!(" Entry: {}.", parts.join(", "))
    }
}

/// The entry conditions, each in a few words: `members with <@&id>`,
/// `at least 5 rated games in cruise`.
fn entry_conditions(t: &TState) -> Vec<String> {
    let mut parts = Vec::new();
    if let Some(role) = &t.role {
        parts.push(format!("members with <@&{role}>"));
    }
    if let Some(n) = t.min_games {
        parts.push(format!(
            "at least {} in {}",
            count(Locale::EnUs, ids::COUNT_RATED_GAMES, n as i64),
            t.settings.preset.name()
        ));
    }
    parts
}

/// Where a series keeps its hour: `, at 19:00 Europe/Berlin` (nothing
/// for one stored before zones were kept).
fn series_hour_text(t: &TState) -> String {
    match (&t.zone, &t.local_start) {
        (Some(zone), Some(wall)) => {
            format!(", at {} {zone}", wall.get(..5).unwrap_or(wall))
        }
        _ => String::new(),
    }
}

/// `/tournament edit` done: who changed what, in the channel (the
/// announcement above is edited to show it).
pub(crate) fn tournament_edited_text(t: &TState, changed: &[&str], by: &Player) -> String {
    let what = match changed {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    };
    let mut s = format!(
        "✏️ {} changed the {what} of {}.",
        member(&by.name),
        tournament_title(t)
    );
    if let Some(at) = t.starts_at.filter(|_| changed.contains(&"start")) {
        let secs = at.div_euclid(1000);
        s += &format!(" It now starts <t:{secs}:F> (<t:{secs}:R>).");
    }
    s += " The announcement shows it as it is now.";
    s
}

/// `/tournament list`: the server's open and running tournaments and
/// series (`live`, in the order shown), one line each with where and when.
pub(crate) fn tournament_list_text(live: &[TState]) -> String {
    /// Lines shown at most (a message has room for them).
    const MAX_LINES: usize = 20;
    if live.is_empty() {
        return "No tournament is open, scheduled or running on this server. Create one with `/tournament create` (`repeat:weekly` makes it a series).".to_string();
    }
    let mut s = format!("Tournaments of this server ({}):", live.len());
    for t in live.iter().take(MAX_LINES) {
        s += &format!("\n• {} in <#{}>: ", tournament_title(t), t.place.channel);
        s += &match (t.status, t.starts_at) {
            (TournamentStatus::Open, Some(at)) => {
                let secs = at.div_euclid(1000);
                format!("starts <t:{secs}:F> (<t:{secs}:R>)")
            }
            (TournamentStatus::Open, None) => "open, the organizer starts it".to_string(),
            _ => t.rules().list_text(t),
        };
        if t.repeat != crate::repeat::Repeat::None {
            s += &format!(
                "; repeats {}{} (edition {})",
                t.repeat.name(),
                series_hour_text(t),
                t.edition.max(1)
            );
        }
        let players = t.entrants.iter().filter(|e| !e.withdrawn).count();
        s += &format!(
            "; {players} {}.",
            if players == 1 { "player" } else { "players" }
        );
    }
    if live.len() > MAX_LINES {
        s += &format!("\n… and {} more.", live.len() - MAX_LINES);
    }
    s
}

/// The start: the seeds, and what the format adds (an arena's end).
pub(crate) fn tournament_started_text(t: &TState) -> String {
    let mut s = format!("{} has started. Seeds:\n", tournament_title(t));
    for e in &t.entrants {
        s += &format!("{}. {} ({})\n", e.seed, member(&e.player.name), e.rating);
    }
    s += &t.rules().started_text(t);
    s
}
