//! Every sentence a member reads about seasons. Refusals say what to do.

use host::Player;
use host::plain_text::{member, title};
// `<t:…:f>`: a Discord timestamp each reader sees in their own zone.
use host::time_stamps::stamp as when;
use rating::{Rating, Shown};
use store::{SeasonLine, SeasonRecord, SeasonSettings};

pub(crate) const ONLY_IN_SERVERS: &str =
    "Seasons belong to a server: use this command in one of its channels.";

pub(crate) const UNAVAILABLE: &str = "The seasons cannot be read or saved right now (the database did not answer): try again in a minute.";

/// A season rating as shown: `1742`, `1742?` while provisional.
pub(crate) fn shown(l: &SeasonLine) -> Shown {
    Shown {
        points: Rating {
            rating: l.value.rating,
            ..Rating::NEW
        }
        .points(),
        provisional: l.value.provisional,
    }
}

/// `3 players`.
pub(crate) fn players(n: usize) -> String {
    if n == 1 {
        "1 player".into()
    } else {
        format!("{n} players")
    }
}

/// What a season rates: `rated cruise games` or `rated games`.
fn games_of(s: &SeasonRecord) -> String {
    match &s.preset {
        Some(p) => format!("rated {p} games"),
        None => "rated games (each game its own pool)".into(),
    }
}

pub(crate) fn bad_name(name: &str) -> String {
    format!(
        "**{}** cannot name a season: give a name of 1 to {} characters without `:` or \
         backticks (e.g. `name:Winter 2026`).",
        title(name),
        crate::MAX_NAME
    )
}

pub(crate) fn bad_top(n: u32) -> String {
    format!(
        "`top:{n}` is out of range: the top role goes to 1 to {} members.",
        crate::MAX_TOP
    )
}

pub(crate) fn still_open(name: &str) -> String {
    let name = title(name);
    format!(
        "This server's season **{name}** is still open: end it with `/season end` (its \
         standings are posted) before starting another."
    )
}

pub(crate) fn name_taken(name: &str) -> String {
    format!(
        "This server already had a season named **{}** (its standings: \
         `/leaderboard scope:season season:{name}`): choose another name.",
        title(name)
    )
}

pub(crate) fn ended_already(s: &SeasonRecord) -> String {
    format!(
        "Season **{}** has already ended; its standings: `/leaderboard scope:season season:{}`.",
        title(&s.name),
        s.name
    )
}

/// No open season: names the last one and how to see it.
pub(crate) fn no_open(last: Option<&SeasonRecord>) -> String {
    match last {
        Some(s) => format!(
            "This server has no open season. The last one was **{}** (ended {}): see it \
             with `/leaderboard scope:season season:{}`. An organizer starts a new one with \
             `/season start name:<text>`.",
            title(&s.name),
            when(s.ended_ms.unwrap_or(s.started_ms), 'D'),
            s.name
        ),
        None => "This server has had no season yet: an organizer (Manage Server or the \
                 organizer role) starts one with `/season start name:<text>`."
            .into(),
    }
}

/// No season of that name; `other`: the open or last one, to suggest.
pub(crate) fn unknown(name: &str, other: Option<&SeasonRecord>) -> String {
    let mut text = format!("This server has no season named **{}**.", title(name));
    if let Some(s) = other {
        text.push_str(&format!(
            " Did you mean **{}**? (`/leaderboard scope:season season:{}`)",
            title(&s.name),
            s.name
        ));
    }
    text
}

pub(crate) fn started(s: &SeasonRecord, by: &Player) -> String {
    let ends = match s.ends_ms {
        Some(at) => format!("It ends {} ({}).", when(at, 'F'), when(at, 'R')),
        None => "It ends when an organizer types `/season end`.".into(),
    };
    format!(
        "**Season {}** has started (by {}): from now on, {} played in this server also \
         count for the season's own ratings, every member starting at 1500. {ends} The \
         final standings are posted here. Follow it with `/leaderboard scope:season`.",
        title(&s.name),
        member(&by.name),
        games_of(s)
    )
}

/// `4–1–0` (wins, draws, losses).
fn record(l: &SeasonLine) -> String {
    format!("{}–{}–{}", l.wins, l.draws, l.losses)
}

/// `**alice** 1742? · 2 games · 2–0–0`
fn line(l: &SeasonLine) -> String {
    format!(
        "**{}** {} · {} · {}",
        member(&l.display_name),
        shown(l),
        if l.games == 1 {
            "1 game".to_string()
        } else {
            format!("{} games", l.games)
        },
        record(l)
    )
}

/// The final standings' text in one preset, the first three places as
/// medals (🥇 🥈 🥉).
pub(crate) fn standings_text(s: &SeasonRecord, preset: &str, lines: &[SeasonLine]) -> String {
    let mut text = format!(
        "**Season {} — final standings** ({preset}, {} to {}) · {}\n",
        title(&s.name),
        when(s.started_ms, 'D'),
        when(s.ended_ms.unwrap_or(s.started_ms), 'D'),
        players(lines.len())
    );
    for l in lines {
        text.push_str(&format!(
            "{}{}\n",
            host::podium::place_lead(l.rank),
            line(l)
        ));
    }
    text.push_str(
        "Ratings with ? are provisional (few games); a season ranks them too. \
         Records are wins–draws–losses.\n",
    );
    text.push_str(&format!(
        "Archived: `/leaderboard scope:season season:{}`.",
        s.name
    ));
    text
}

pub(crate) fn no_games(s: &SeasonRecord) -> String {
    format!(
        "**Season {}** has ended with no rated games played in this server during it: \
         no standings.",
        title(&s.name)
    )
}

pub(crate) fn standings_unreadable(s: &SeasonRecord) -> String {
    format!(
        "**Season {}** has ended, but its standings cannot be read right now (the database \
         did not answer); they are kept: `/leaderboard scope:season season:{}`.",
        title(&s.name),
        s.name
    )
}

pub(crate) fn role_reason(s: &SeasonRecord, top: usize) -> String {
    format!("top {top} of season {}", s.name)
}

pub(crate) fn role_line(role: &str, names: &[String]) -> String {
    let names: Vec<String> = names.iter().map(|n| member(n)).collect();
    format!("<@&{role}> goes to {}.", names.join(", "))
}

/// The season settings, just `saved` or as they are.
pub(crate) fn settings_text(s: &SeasonSettings, saved: bool) -> String {
    let head = if saved {
        "Season settings saved"
    } else {
        "Season settings"
    };
    match &s.top_role {
        Some(role) => format!(
            "{head}: at a season's end, the top {} of the final standings get <@&{role}> \
             (and last season's holders lose it). `clear:true` hands out no role.",
            s.top
        ),
        None => format!(
            "{head}: no top role is handed out at a season's end (set one with \
             `/season settings top_role:@role top:<n>`)."
        ),
    }
}

/// A page of a season's leaderboard.
pub(crate) fn board_text(
    s: &SeasonRecord,
    preset: &str,
    page: u32,
    pages: u32,
    shown_lines: &[SeasonLine],
    mine: Option<&SeasonLine>,
    now: i64,
) -> String {
    let span = match (s.ended_ms, s.ends_ms) {
        (Some(end), _) => format!("ended {}", when(end, 'D')),
        (None, Some(at)) if at > now => format!("open, ends {}", when(at, 'R')),
        (None, _) => format!("open since {}", when(s.started_ms, 'D')),
    };
    let mut text = format!(
        "**Season {} leaderboard** ({preset}, {span}) · page {} of {pages}\n",
        title(&s.name),
        page + 1
    );
    if shown_lines.is_empty() {
        text.push_str(&format!("No rated {preset} games in this season yet.\n"));
    }
    for l in shown_lines {
        text.push_str(&format!("{}. {}\n", l.rank, line(l)));
    }
    text.push_str("Provisional ratings (with ?) are ranked too in a season.\n");
    text.push_str(&match mine {
        Some(me) => format!("Your place: {}. {}", me.rank, line(me)),
        None => format!("You have no rated {preset} games in this season yet."),
    });
    text
}
