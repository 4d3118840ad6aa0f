//! The announcement and what is told of a tournament as a whole: its
//! settings and rules (its format's own words), where it stands, its
//! entry conditions, its start, an edit, and `/tournament list`. Its
//! sentences are [`Words`] (`locales/*/tournament.ftl`), said in the
//! reader's language at the edge.

use super::text::{entrant_list_within, joined, lines, tournament_title};
use crate::state::{TState, TournamentStatus};
use host::plain_text::{member, title};
use host::{Card, Player, TimeControl};
use locale::{Locale, Words, ids};

/// Its time control in words: `5+3`, `no clock`.
fn time_words(t: &TState) -> Words {
    match t.settings.time {
        TimeControl::Unlimited => Words::new(ids::TOURNAMENT_NO_CLOCK),
        time => Words::verbatim(time.to_string()),
    }
}

/// `yes` or `no`, for a message's select.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// A Discord stamp of `ms` in `style` (`F` a date, `R` a countdown).
fn stamp(ms: i64, style: char) -> String {
    format!("<t:{}:{style}>", ms.div_euclid(1000))
}

/// The announcement's first part: what it is, its settings and rules.
#[cfg(test)]
pub(crate) fn tournament_created_text(t: &TState) -> String {
    tournament_created_words(t).text(Locale::EnUs)
}

/// [`tournament_created_text`] in words.
#[cfg(test)]
pub(crate) fn tournament_created_words(t: &TState) -> Words {
    Words::verbatim("🏆").then(" ", tournament_settings_words(t))
}

/// What the announcement and the rules say of `t`'s settings and rules.
fn tournament_settings_words(t: &TState) -> Words {
    let mut s = vec![
        Words::new(ids::TOURNAMENT_CREATED)
            .arg("tournament", tournament_title(t))
            .arg("organizer", member(&t.organizer.name))
            .arg("preset", t.settings.preset.name())
            .arg("time", time_words(t))
            .arg("strikes", yes(t.settings.king_strikes))
            .arg("rated", yes(t.settings.rated)),
    ];
    s.extend(t.rules().rules_words(t));
    s.push(
        Words::new(ids::TOURNAMENT_RULE_FIRST_MOVE)
            .arg("duration", host::duration::said(t.no_show_ms)),
    );
    if let Some(ms) = t.move_limit_ms() {
        s.push(
            Words::new(ids::TOURNAMENT_RULE_MOVE_LIMIT).arg("duration", host::duration::said(ms)),
        );
    }
    if let Some(m) = t.max_players {
        s.push(Words::new(ids::TOURNAMENT_MAX_PLAYERS).arg("count", m));
    }
    let entry = entry_conditions(t);
    if !entry.is_empty() {
        s.push(Words::new(ids::TOURNAMENT_ENTRY).arg("conditions", joined(entry, ", ")));
    }
    // Why the server's role is not its prize is the organizer's to hear,
    // privately ([`role_withheld_notice`]), not the players'.
    if let Some(role) = &t.winner_role {
        s.push(Words::new(ids::TOURNAMENT_WINNER_GETS).arg("role", format!("<@&{role}>")));
    }
    match t.starts_at {
        Some(at) => {
            s.push(
                Words::new(ids::TOURNAMENT_STARTS)
                    .arg("date", stamp(at, 'F'))
                    .arg("countdown", stamp(at, 'R')),
            );
            if let Some(open) = t.checkin_opens_at() {
                s.push(Words::new(ids::TOURNAMENT_CHECKIN_OPENS).arg("at", stamp(open, 'R')));
            }
            if t.repeat != crate::repeat::Repeat::None {
                s.push(repeats_words(t));
            }
        }
        None if t.status == TournamentStatus::Open => {
            s.push(Words::new(ids::TOURNAMENT_ORGANIZER_STARTS))
        }
        None => {}
    }
    joined(s, " ")
}

/// How a series repeats: `Repeats weekly (edition 3), at 19:00
/// Europe/Berlin.` (no hour for one stored before zones were kept).
fn repeats_words(t: &TState) -> Words {
    let said = match (&t.zone, &t.local_start) {
        (Some(zone), Some(wall)) => Words::new(ids::TOURNAMENT_REPEATS_AT)
            .arg("time", wall.get(..5).unwrap_or(wall))
            .arg("zone", zone),
        _ => Words::new(ids::TOURNAMENT_REPEATS),
    };
    said.arg("repeat", t.repeat.name())
        .arg("edition", t.edition.max(1))
}

/// The announcement's text above its card: what it is, who organizes
/// it and where it stands (open, running: round N of M or when the arena
/// ends, finished, cancelled), in a line or two.
pub(crate) fn tournament_announcement_text(t: &TState) -> String {
    tournament_announcement_words(t).text(Locale::EnUs)
}

/// [`tournament_announcement_text`] in words.
pub(crate) fn tournament_announcement_words(t: &TState) -> Words {
    let status = match t.status {
        TournamentStatus::Open => Words::new(ids::TOURNAMENT_STATUS_OPEN),
        TournamentStatus::Running => t.rules().running_words(t),
        TournamentStatus::Finished => Words::new(ids::TOURNAMENT_STATUS_FINISHED),
        TournamentStatus::Cancelled => Words::new(ids::TOURNAMENT_STATUS_CANCELLED),
    };
    Words::new(ids::TOURNAMENT_ANNOUNCEMENT)
        .arg("tournament", tournament_title(t))
        .arg("organizer", member(&t.organizer.name))
        .arg("status", status)
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
fn entrants_fact(t: &TState, room: usize) -> Words {
    if t.entrants.is_empty() {
        return Words::new(ids::TOURNAMENT_NO_ENTRANTS);
    }
    let names: Vec<Words> = t
        .entrants
        .iter()
        .map(|e| match e.withdrawn {
            true => Words::new(ids::TOURNAMENT_WITHDRAWN_NAME).arg("name", member(&e.player.name)),
            false => Words::verbatim(member(&e.player.name)),
        })
        .collect();
    Words::new(ids::TOURNAMENT_ENTRANTS)
        .arg("count", t.entrants.len())
        .arg("names", entrant_list_within(&names, room))
}

/// A card field's name, message `id`.
fn field(id: &str) -> Words {
    Words::new(id)
}

/// The announcement's card: its settings as fields (format, game, time
/// control, rounds and byes or length, start, players, entry, winner) and
/// who entered, as many names as leave the post within a phone screen
/// ([`host::PHONE_TEXT`], with the line above it); the long rules are
/// behind its **Rules** button ([`tournament_rules_text`]).
pub(crate) fn tournament_card(t: &TState) -> Card {
    let mut card = Card::said(Words::verbatim(format!("🏆 {}", title(&t.name))), None)
        .field_said(
            field(ids::TOURNAMENT_FIELD_FORMAT),
            Words::verbatim(t.format.name()),
            true,
        )
        .field_said(field(ids::TOURNAMENT_FIELD_GAME), game_fact(t), true)
        .field_said(field(ids::TOURNAMENT_FIELD_TIME), time_words(t), true);
    for (name, value) in t.rules().card_facts(t) {
        card = card.field_said(name, value, true);
    }
    let players = t.entrants.iter().filter(|e| !e.withdrawn).count();
    let players = match t.max_players {
        Some(m) => format!("{players}/{m}"),
        None => players.to_string(),
    };
    card = card.field_said(
        field(ids::TOURNAMENT_FIELD_PLAYERS),
        Words::verbatim(players),
        true,
    );
    if let Some(start) = start_fact(t) {
        card = card.field_said(field(ids::TOURNAMENT_FIELD_START), start, false);
    }
    let entry = entry_conditions(t);
    if !entry.is_empty() {
        card = card.field_said(
            field(ids::TOURNAMENT_FIELD_ENTRY),
            joined(entry, ", "),
            false,
        );
    }
    if t.status == TournamentStatus::Finished {
        let lines = t.standings();
        let winners: Vec<String> = lines
            .iter()
            .filter(|l| l.rank == 1)
            .map(|l| member(&l.player.name))
            .collect();
        if !winners.is_empty() {
            card = card.field_said(
                field(ids::TOURNAMENT_FIELD_WINNER),
                Words::verbatim(winners.join(", ")),
                false,
            );
        }
    }
    card = card.footer_said(Words::new(ids::TOURNAMENT_CARD_FOOTER).arg("id", t.id.to_string()));
    // The names get what the rest leaves of the screen (the list's own
    // words and its "and N more (…)" counted too), at least a line.
    let used = card.chars()
        + tournament_announcement_text(t).chars().count()
        + CARD_LINE_RESERVE
        + LIST_WORDS;
    let room = host::PHONE_TEXT.saturating_sub(used).max(60);
    let entrants = entrants_fact(t, room);
    card.description = entrants.text(Locale::EnUs);
    card.description_words = Some(entrants);
    card
}

/// What is played, for the card: `cruise, king strikes, rated`.
fn game_fact(t: &TState) -> Words {
    Words::new(ids::TOURNAMENT_GAME)
        .arg("preset", t.settings.preset.name())
        .arg("strikes", yes(t.settings.king_strikes))
        .arg("rated", yes(t.settings.rated))
}

/// When it starts, for the card: the start as a date and as a countdown,
/// when check-in opens, how it repeats; that the organizer starts it
/// (open without a start time); `None` once it started without one.
fn start_fact(t: &TState) -> Option<Words> {
    let Some(at) = t.starts_at else {
        return (t.status == TournamentStatus::Open)
            .then(|| Words::new(ids::TOURNAMENT_ORGANIZER_STARTS));
    };
    let mut s = Words::verbatim(format!("{} ({})", stamp(at, 'F'), stamp(at, 'R')));
    if let Some(open) = t.checkin_opens_at() {
        s = s.then(
            "\n",
            Words::new(ids::TOURNAMENT_CHECKIN_OPENS_SHORT).arg("at", stamp(open, 'R')),
        );
    }
    if t.repeat != crate::repeat::Repeat::None {
        s = s.then("\n", repeats_words(t));
    }
    Some(s)
}

/// The answer to the card's **Rules** button: everything the announcement
/// says of the tournament's settings and rules, in full.
#[cfg(test)]
pub(crate) fn tournament_rules_text(t: &TState) -> String {
    tournament_rules_words(t).text(Locale::EnUs)
}

/// [`tournament_rules_text`] in words.
pub(crate) fn tournament_rules_words(t: &TState) -> Words {
    Words::verbatim("📜").then(" ", tournament_settings_words(t))
}

/// What the organizer of `t` alone is told when she creates it, if the
/// server's winner role will not be its prize: why, and who could make it
/// one (`None` when it will be, or the server has none). Said in her
/// language.
pub(crate) fn role_withheld_notice(t: &TState) -> Option<Words> {
    if t.winner_role.is_some() {
        return None;
    }
    let role = t.role_grant.as_ref()?.role.as_deref()?;
    let withheld = host::may_hand_out(t.role_grant.as_ref(), role).err()?;
    Some(
        Words::new(ids::ORGANIZING_PRIVATE_NOTICE)
            .arg("title", title(&t.name))
            .arg("notice", withheld.words(host::Granter::You)),
    )
}

/// The entry conditions, each in a few words: `members with <@&id>`,
/// `at least 5 rated games in cruise`.
fn entry_conditions(t: &TState) -> Vec<Words> {
    let mut parts = Vec::new();
    if let Some(role) = &t.role {
        parts.push(Words::new(ids::TOURNAMENT_ENTRY_ROLE).arg("role", format!("<@&{role}>")));
    }
    if let Some(n) = t.min_games {
        parts.push(
            Words::new(ids::TOURNAMENT_ENTRY_MIN_GAMES)
                .arg("games", Words::new(ids::COUNT_RATED_GAMES).arg("count", n))
                .arg("preset", t.settings.preset.name()),
        );
    }
    parts
}

/// Where a series keeps its hour: `, at 19:00 Europe/Berlin` (nothing
/// for one stored before zones were kept).
fn series_hour_words(t: &TState) -> Words {
    match (&t.zone, &t.local_start) {
        (Some(zone), Some(wall)) => Words::new(ids::TOURNAMENT_LIST_REPEATS_AT)
            .arg("time", wall.get(..5).unwrap_or(wall))
            .arg("zone", zone.as_str()),
        _ => Words::verbatim(""),
    }
}

/// A setting `/tournament edit` changed, by its name in the code
/// (`time control`).
fn edited_field_words(field: &str) -> Words {
    Words::new(ids::TOURNAMENT_EDITED_FIELD)
        .arg("field", field.replace(' ', "-"))
        .arg("text", field)
}

/// `/tournament edit` done: who changed what, in the channel (the
/// announcement above is edited to show it).
pub(crate) fn tournament_edited_words(t: &TState, changed: &[&str], by: &Player) -> Words {
    let what = super::play::and_list(changed.iter().map(|c| edited_field_words(c)).collect());
    let mut s = Words::new(ids::TOURNAMENT_EDITED)
        .arg("by", member(&by.name))
        .arg("what", what)
        .arg("tournament", tournament_title(t));
    if let Some(at) = t.starts_at.filter(|_| changed.contains(&"start")) {
        let secs = at.div_euclid(1000);
        s = s.then(
            " ",
            Words::new(ids::TOURNAMENT_EDITED_START)
                .arg("date", format!("<t:{secs}:F>"))
                .arg("countdown", format!("<t:{secs}:R>")),
        );
    }
    s.then(" ", Words::new(ids::TOURNAMENT_EDITED_SHOWN))
}

/// `/tournament list`: the server's open and running tournaments and
/// series (`live`, in the order shown), one line each with where and when.
pub(crate) fn tournament_list_words(live: &[TState]) -> Words {
    /// Lines shown at most (a message has room for them).
    const MAX_LINES: usize = 20;
    if live.is_empty() {
        return Words::new(ids::TOURNAMENT_LIST_NONE);
    }
    let mut s = Words::new(ids::TOURNAMENT_LIST_HEADER).arg("count", live.len());
    for t in live.iter().take(MAX_LINES) {
        let state = match (t.status, t.starts_at) {
            (TournamentStatus::Open, Some(at)) => {
                let secs = at.div_euclid(1000);
                Words::new(ids::TOURNAMENT_LIST_STARTS)
                    .arg("date", format!("<t:{secs}:F>"))
                    .arg("countdown", format!("<t:{secs}:R>"))
            }
            (TournamentStatus::Open, None) => Words::new(ids::TOURNAMENT_LIST_OPEN),
            _ => t.rules().list_words(t),
        };
        let series = if t.repeat != crate::repeat::Repeat::None {
            Words::new(ids::TOURNAMENT_LIST_REPEATS)
                .arg("repeat", t.repeat.name())
                .arg("at", series_hour_words(t))
                .arg("edition", t.edition.max(1))
        } else {
            Words::verbatim("")
        };
        let players = t.entrants.iter().filter(|e| !e.withdrawn).count();
        s = s.then(
            "\n",
            Words::new(ids::TOURNAMENT_LIST_LINE)
                .arg("tournament", tournament_title(t))
                .arg("channel", format!("<#{}>", t.place.channel))
                .arg("state", state)
                .arg("series", series)
                .arg(
                    "players",
                    Words::new(ids::COUNT_PLAYERS).arg("count", players),
                ),
        );
    }
    if live.len() > MAX_LINES {
        s = s.then(
            "\n",
            Words::new(ids::TOURNAMENT_LIST_MORE).arg("count", live.len() - MAX_LINES),
        );
    }
    s
}

/// The start: the seeds, and what the format adds (an arena's end).
pub(crate) fn tournament_started_words(t: &TState) -> Words {
    let seeds = t.entrants.iter().map(|e| {
        Words::new(ids::TOURNAMENT_SEED)
            .arg("seed", e.seed.to_string())
            .arg("player", member(&e.player.name))
            .arg("rating", e.rating.to_string())
    });
    let s = Words::new(ids::TOURNAMENT_STARTED)
        .arg("tournament", tournament_title(t))
        .then("\n", lines(seeds.collect()));
    match t.rules().started_words(t) {
        Some(more) => s.then("", more),
        None => s,
    }
}
