//! Every sentence a member reads about seasons. Refusals say what to do.

use host::plain_text::{member, title};
use host::{Card, Player};
// `<t:…:f>`: a Discord timestamp each reader sees in their own zone.
use host::time_stamps::stamp as when;
use rating::{Rating, Shown};
use store::{SeasonLine, SeasonRecord, SeasonSettings};

pub(crate) const ONLY_IN_SERVERS: &str =
    "Seasons belong to a server: use this command in one of its channels.";

pub(crate) const UNAVAILABLE: &str = "The seasons cannot be read or saved right now (the database did not answer): try again in a minute.";

pub(crate) const RULES_GONE: &str = "This season is not one of this server's (it may have been removed): `/leaderboard scope:season` shows the current one.";

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

/// The start's line above its card: what started and who started it.
pub(crate) fn started(s: &SeasonRecord, by: &Player) -> String {
    format!(
        "📅 **Season {}** has started (by {}). Press **Rules** for how it counts.",
        title(&s.name),
        member(&by.name)
    )
}

/// The start's card: what counts (Game), its rating pool, its start and
/// end as Discord stamps, who plays (everyone with a rated game here), where to follow it; the
/// long rules are behind its **Rules** button ([`rules_text`]).
pub(crate) fn start_card(s: &SeasonRecord) -> Card {
    let end = match s.ends_ms {
        Some(at) => format!("{} ({})", when(at, 'F'), when(at, 'R')),
        None => "When an organizer types `/season end`.".into(),
    };
    Card::new(
        &format!("📅 Season {}", title(&s.name)),
        "Every rated game played in this server counts for the season too.",
    )
    .field(
        "Game",
        match &s.preset {
            Some(p) => p.as_str(),
            None => "every game, each its own pool",
        },
        true,
    )
    .field("Rating pool", "season ratings from 1500", true)
    .field("Players", "everyone who plays a rated game here", true)
    .field(
        "Start",
        &format!("{} ({})", when(s.started_ms, 'F'), when(s.started_ms, 'R')),
        false,
    )
    .field("End", &end, false)
    .field("Standings", "`/leaderboard scope:season`", false)
    .footer(&format!("Season #{}. Press Rules for its rules.", s.id))
}

/// The answer to the start card's **Rules**: how the season counts, what
/// ends it, and what its end brings (`settings`: the server's top role).
pub(crate) fn rules_text(s: &SeasonRecord, settings: &SeasonSettings) -> String {
    let ends = match (s.ended_ms, s.ends_ms) {
        (Some(at), _) => format!("It ended {}.", when(at, 'F')),
        (None, Some(at)) => format!("It ends {} ({}).", when(at, 'F'), when(at, 'R')),
        (None, None) => "It ends when an organizer types `/season end`.".into(),
    };
    let top = match &settings.top_role {
        Some(role) => format!(
            " At its end the top {} of the final standings get <@&{role}> (if whoever \
             started it may hand that role out).",
            settings.top
        ),
        None => String::new(),
    };
    format!(
        "📜 **Season {}**: while it is open, {} played in this server also count for the \
         season's own ratings, every member starting at 1500 (a player's global rating does \
         not change how the season rates them). Ratings with ? are provisional (few games); \
         a season ranks them too. {ends} Its final standings are posted in <#{}>, by season \
         rating, the first three with medals.{top} Follow it with `/leaderboard \
         scope:season`.",
        title(&s.name),
        games_of(s),
        s.thread_id.as_deref().unwrap_or(&s.channel_id),
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

/// Places the final standings' card lists by name (the rest: the table
/// picture and `/leaderboard scope:season`), so that it stays short on a
/// phone however many played.
const CARD_PLACES: usize = 3;

/// The final standings' line above their card in one preset.
pub(crate) fn standings_text(s: &SeasonRecord, preset: &str) -> String {
    format!(
        "🏁 **Season {}** has ended: the final standings in {preset}.",
        title(&s.name)
    )
}

/// The final standings' card in one preset: the winner, the first places
/// (🥇 🥈 🥉), how many played, when it ran, where to see everyone.
pub(crate) fn standings_card(s: &SeasonRecord, preset: &str, lines: &[SeasonLine]) -> Card {
    let mut top: Vec<String> = lines
        .iter()
        .take(CARD_PLACES)
        .map(|l| format!("{}{}", host::podium::place_lead(l.rank), line(l)))
        .collect();
    if lines.len() > CARD_PLACES {
        top.push(format!(
            "… and {} more in the table picture.",
            lines.len() - CARD_PLACES
        ));
    }
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| member(&l.display_name))
        .collect();
    let end = s.ended_ms.unwrap_or(s.started_ms);
    Card::new(
        &format!("🏁 Season {} — final standings", title(&s.name)),
        &top.join("\n"),
    )
    .field("Winner", &winners.join(", "), true)
    .field("Game", preset, true)
    .field("Players", &lines.len().to_string(), true)
    .field(
        "Ran",
        &format!("{} to {}", when(s.started_ms, 'D'), when(end, 'D')),
        false,
    )
    .footer("? marks a provisional rating; records are wins–draws–losses.")
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

/// Who gets the top role: their names, or how many when the names
/// would make the post long.
pub(crate) fn role_line(role: &str, names: &[String]) -> String {
    /// The most characters of names the line lists.
    const MAX_NAMES: usize = 200;
    let names: Vec<String> = names.iter().map(|n| member(n)).collect();
    let list = names.join(", ");
    if list.chars().count() <= MAX_NAMES {
        format!("<@&{role}> goes to {list}.")
    } else {
        format!(
            "<@&{role}> goes to the {} members at the top of the standings.",
            names.len()
        )
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use store::RatingValue;

    /// The most characters of text a card's post shows on a phone.
    const PHONE_SCREEN: usize = 600;

    fn season(name: &str, ends_ms: Option<i64>) -> SeasonRecord {
        SeasonRecord {
            id: 7,
            guild_id: "g".into(),
            name: name.into(),
            preset: Some("cruise".into()),
            channel_id: "c".into(),
            thread_id: None,
            started_by: "admin".into(),
            started_ms: 1_796_000_000_000,
            ends_ms,
            ended_ms: ends_ms,
            posted_ms: None,
            grant_role: None,
            grant_may_give: None,
        }
    }

    fn line(rank: i64, name: &str) -> SeasonLine {
        SeasonLine {
            rank,
            user_id: format!("{name}-id"),
            display_name: name.into(),
            preset: "cruise".into(),
            value: RatingValue {
                rating: 1600.0 - rank as f64,
                rd: 60.0,
                volatility: 0.06,
                updated_ms: Some(1),
                provisional: false,
            },
            games: 12,
            wins: 10,
            draws: 1,
            losses: 1,
        }
    }

    #[test]
    fn the_start_card_shows_when_it_starts_and_ends_as_stamps() {
        let s = season("Winter 2026", Some(1_797_000_000_000));
        let card = start_card(&s);
        assert_eq!(card.value_of("Game"), Some("cruise"));
        assert_eq!(
            card.value_of("End"),
            Some("<t:1797000000:F> (<t:1797000000:R>)")
        );
        assert!(
            card.value_of("Start")
                .unwrap()
                .starts_with("<t:1796000000:F>")
        );
        let without_end = start_card(&season("Open", None));
        assert!(
            without_end.value_of("End").unwrap().contains("/season end"),
            "{without_end:?}"
        );
        // The long rules are behind Rules, not on the card.
        let rules = rules_text(&s, &SeasonSettings::default());
        assert!(
            rules.contains("1500") && rules.contains("<t:1797000000:F>"),
            "{rules}"
        );
        assert!(!card.text().contains("provisional"), "{}", card.text());
    }

    #[test]
    fn the_final_standings_card_stays_short_however_many_played() {
        let long = "x".repeat(32);
        let names: Vec<String> = (0..40).map(|i| format!("{long}{i}")).collect();
        let lines: Vec<SeasonLine> = names
            .iter()
            .enumerate()
            .map(|(i, n)| line(i as i64 + 1, n))
            .collect();
        let s = season(&"W".repeat(crate::MAX_NAME), Some(1_797_000_000_000));
        let card = standings_card(&s, "cruise", &lines);
        let shown = standings_text(&s, "cruise").chars().count() + card.text().chars().count();
        assert!(shown <= PHONE_SCREEN, "{shown}: {}", card.text());
        assert_eq!(card.value_of("Winner"), Some(member(&names[0]).as_str()));
        assert_eq!(card.value_of("Players"), Some("40"));
        assert!(
            card.description.starts_with("🥇 **"),
            "{}",
            card.description
        );
        assert!(
            card.description.contains("… and 37 more"),
            "{}",
            card.description
        );
        // The top role's line names a few, counts many.
        let many = role_line("r", &names[..25]);
        assert!(many.contains("the 25 members"), "{many}");
        assert_eq!(
            role_line("r", &names[..1]),
            format!("<@&r> goes to {}.", member(&names[0]))
        );
    }
}
