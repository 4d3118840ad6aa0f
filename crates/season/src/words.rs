//! Every sentence a member reads about seasons (`locales/*/season.ftl`),
//! as words said in the reader's language at the edge: the start, the
//! final standings and the top role's line in the server's, the refusals,
//! the settings and the rules in the member's. Refusals say what to do.

use host::plain_text::{member, title};
use host::{Card, Place, Player, View, ViewKind};
// `<t:…:f>`: a Discord timestamp each reader sees in their own zone.
use host::time_stamps::stamp as when;
use locale::{Locale, Words, ids};
use rating::{Rating, Shown};
use store::{SeasonLine, SeasonRecord, SeasonSettings};

/// A notice for `user` alone saying `words`.
pub(crate) fn told(place: &Place, user: &str, words: Words) -> View {
    View::said(place, ViewKind::Info, words).only(user)
}

/// A refusal for `user` alone saying `words`.
pub(crate) fn refused(place: &Place, user: &str, words: Words) -> View {
    View {
        words: Some(words.clone()),
        ..View::error(place, user, words.text(Locale::EnUs))
    }
}

/// A Discord timestamp as words (the same in every language).
fn stamp(at_ms: i64, style: char) -> Words {
    Words::verbatim(when(at_ms, style))
}

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

/// What a season rates: `rated cruise games` or `rated games`.
fn games_of(s: &SeasonRecord) -> Words {
    match &s.preset {
        Some(p) => Words::new(ids::SEASON_GAMES_OF).arg("preset", p),
        None => Words::new(ids::SEASON_GAMES_EVERY),
    }
}

pub(crate) fn bad_name(name: &str) -> Words {
    Words::new(ids::SEASON_BAD_NAME)
        .arg("name", title(name))
        .arg("max", crate::MAX_NAME)
}

pub(crate) fn bad_top(n: u32) -> Words {
    Words::new(ids::SEASON_BAD_TOP)
        .arg("top", n)
        .arg("max", crate::MAX_TOP)
}

pub(crate) fn still_open(name: &str) -> Words {
    Words::new(ids::SEASON_STILL_OPEN).arg("name", title(name))
}

pub(crate) fn name_taken(name: &str) -> Words {
    Words::new(ids::SEASON_NAME_TAKEN)
        .arg("name", title(name))
        .arg("typed", name)
}

pub(crate) fn ended_already(s: &SeasonRecord) -> Words {
    Words::new(ids::SEASON_ENDED_ALREADY)
        .arg("name", title(&s.name))
        .arg("typed", &s.name)
}

/// No open season: names the last one and how to see it.
pub(crate) fn no_open(last: Option<&SeasonRecord>) -> Words {
    match last {
        Some(s) => Words::new(ids::SEASON_NO_OPEN_LAST)
            .arg("name", title(&s.name))
            .arg("at", stamp(s.ended_ms.unwrap_or(s.started_ms), 'D'))
            .arg("typed", &s.name),
        None => Words::new(ids::SEASON_NO_OPEN_NEVER),
    }
}

/// No season of that name; `other`: the open or last one, to suggest.
pub(crate) fn unknown(name: &str, other: Option<&SeasonRecord>) -> Words {
    let words = Words::new(ids::SEASON_UNKNOWN).arg("name", title(name));
    match other {
        Some(s) => words.then(
            " ",
            Words::new(ids::SEASON_DID_YOU_MEAN)
                .arg("name", title(&s.name))
                .arg("typed", &s.name),
        ),
        None => words,
    }
}

/// The start's line above its card: what started and who started it.
pub(crate) fn started(s: &SeasonRecord, by: &Player) -> Words {
    Words::new(ids::SEASON_STARTED)
        .arg("name", title(&s.name))
        .arg("by", member(&by.name))
}

/// `<t:…:F> (<t:…:R>)`: a moment, and how far it is.
fn moment(at: i64) -> Words {
    Words::verbatim(format!("{} ({})", when(at, 'F'), when(at, 'R')))
}

/// The start card's Rules button's label.
pub(crate) fn rules_button() -> Words {
    Words::new(ids::SEASON_RULES_BUTTON)
}

/// The start's card: what counts (Game), its rating pool, its start and
/// end as Discord stamps, who plays (everyone with a rated game here), where to follow it; the
/// long rules are behind its **Rules** button ([`rules_text`]).
pub(crate) fn start_card(s: &SeasonRecord) -> Card {
    let end = match s.ends_ms {
        Some(at) => moment(at),
        None => Words::new(ids::SEASON_CARD_END_BY_COMMAND),
    };
    let game = match &s.preset {
        Some(p) => Words::verbatim(p),
        None => Words::new(ids::SEASON_CARD_EVERY_GAME),
    };
    let w = Words::new;
    Card::said(
        w(ids::SEASON_CARD_TITLE).arg("name", title(&s.name)),
        Some(w(ids::SEASON_CARD_DESCRIPTION)),
    )
    .field_said(w(ids::SEASON_CARD_GAME), game, true)
    .field_said(
        w(ids::SEASON_CARD_POOL),
        w(ids::SEASON_CARD_POOL_VALUE),
        true,
    )
    .field_said(
        w(ids::SEASON_CARD_PLAYERS),
        w(ids::SEASON_CARD_PLAYERS_VALUE),
        true,
    )
    .field_said(w(ids::SEASON_CARD_START), moment(s.started_ms), false)
    .field_said(w(ids::SEASON_CARD_END), end, false)
    .field_said(
        w(ids::SEASON_CARD_STANDINGS),
        Words::verbatim("`/leaderboard scope:season`"),
        false,
    )
    .footer_said(w(ids::SEASON_CARD_FOOTER).arg("id", s.id))
}

/// The answer to the start card's **Rules**: how the season counts, what
/// ends it, and what its end brings (`settings`: the server's top role).
pub(crate) fn rules_text(s: &SeasonRecord, settings: &SeasonSettings) -> Words {
    let ends = match (s.ended_ms, s.ends_ms) {
        (Some(at), _) => Words::new(ids::SEASON_RULES_ENDED).arg("at", stamp(at, 'F')),
        (None, Some(at)) => Words::new(ids::SEASON_RULES_ENDS)
            .arg("at", stamp(at, 'F'))
            .arg("relative", stamp(at, 'R')),
        (None, None) => Words::new(ids::SEASON_RULES_ENDS_BY_COMMAND),
    };
    let channel = format!("<#{}>", s.thread_id.as_deref().unwrap_or(&s.channel_id));
    let rules = Words::new(ids::SEASON_RULES)
        .arg("name", title(&s.name))
        .arg("games", games_of(s))
        .arg("ends", ends)
        .arg("channel", channel);
    let rules = match &settings.top_role {
        Some(role) => rules.then(
            " ",
            Words::new(ids::SEASON_RULES_TOP)
                .arg("top", settings.top)
                .arg("role", format!("<@&{role}>")),
        ),
        None => rules,
    };
    rules.then(" ", Words::new(ids::SEASON_RULES_FOLLOW))
}

/// `4–1–0` (wins, draws, losses).
fn record(l: &SeasonLine) -> String {
    format!("{}–{}–{}", l.wins, l.draws, l.losses)
}

/// `**alice** 1742? · 2 games · 2–0–0`
fn line(l: &SeasonLine) -> Words {
    Words::new(ids::SEASON_LINE)
        .arg("name", member(&l.display_name))
        .arg("rating", shown(l).to_string())
        .arg("games", l.games)
        .arg("record", record(l))
}

/// Places the final standings' card lists by name (the rest: the table
/// picture and `/leaderboard scope:season`), so that it stays short on a
/// phone however many played.
const CARD_PLACES: usize = 3;

/// The final standings' line above their card in one preset.
pub(crate) fn standings_text(s: &SeasonRecord, preset: &str) -> Words {
    Words::new(ids::SEASON_STANDINGS)
        .arg("name", title(&s.name))
        .arg("preset", preset)
}

/// The final standings' card in one preset: the winner, the first places
/// (🥇 🥈 🥉), how many played, when it ran, where to see everyone.
pub(crate) fn standings_card(s: &SeasonRecord, preset: &str, lines: &[SeasonLine]) -> Card {
    let mut top: Option<Words> = None;
    let mut add = |w: Words| {
        top = Some(match top.take() {
            Some(t) => t.then("\n", w),
            None => w,
        })
    };
    for l in lines.iter().take(CARD_PLACES) {
        add(Words::verbatim(host::podium::place_lead(l.rank)).then("", line(l)));
    }
    if lines.len() > CARD_PLACES {
        add(Words::new(ids::SEASON_STANDINGS_MORE).arg("count", lines.len() - CARD_PLACES));
    }
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| member(&l.display_name))
        .collect();
    let end = s.ended_ms.unwrap_or(s.started_ms);
    let w = Words::new;
    Card::said(
        w(ids::SEASON_STANDINGS_TITLE).arg("name", title(&s.name)),
        top,
    )
    .field_said(
        w(ids::SEASON_STANDINGS_WINNER),
        Words::verbatim(winners.join(", ")),
        true,
    )
    .field_said(w(ids::SEASON_CARD_GAME), Words::verbatim(preset), true)
    .field_said(
        w(ids::SEASON_CARD_PLAYERS),
        Words::verbatim(lines.len().to_string()),
        true,
    )
    .field_said(
        w(ids::SEASON_STANDINGS_RAN),
        w(ids::SEASON_STANDINGS_RAN_VALUE)
            .arg("from", when(s.started_ms, 'D'))
            .arg("to", when(end, 'D')),
        false,
    )
    .footer_said(w(ids::SEASON_STANDINGS_FOOTER))
}

pub(crate) fn no_games(s: &SeasonRecord) -> Words {
    Words::new(ids::SEASON_NO_GAMES).arg("name", title(&s.name))
}

pub(crate) fn standings_unreadable(s: &SeasonRecord) -> Words {
    Words::new(ids::SEASON_STANDINGS_UNREADABLE)
        .arg("name", title(&s.name))
        .arg("typed", &s.name)
}

/// The reason the server's audit log shows for the top role (said there
/// in the server's language, and in the starter's in a failure's report).
pub(crate) fn role_reason(s: &SeasonRecord, top: usize) -> Words {
    Words::new(ids::SEASON_ROLE_REASON)
        .arg("top", top)
        .arg("name", &s.name)
}

/// What the starter of `s` alone is told when she starts it, if the
/// server's top role will not be its prize (`withheld`: why), in her
/// language.
pub(crate) fn role_withheld(s: &SeasonRecord, withheld: &host::Withheld) -> Words {
    Words::new(ids::ORGANIZING_PRIVATE_NOTICE)
        .arg("title", title(&s.name))
        .arg("notice", withheld.words(host::Granter::You))
}

/// Who gets the top role: their names, or how many when the names
/// would make the post long.
pub(crate) fn role_line(role: &str, names: &[String]) -> Words {
    /// The most characters of names the line lists.
    const MAX_NAMES: usize = 200;
    let names: Vec<String> = names.iter().map(|n| member(n)).collect();
    let list = names.join(", ");
    let role = format!("<@&{role}>");
    if list.chars().count() <= MAX_NAMES {
        Words::new(ids::SEASON_ROLE_LINE)
            .arg("role", role)
            .arg("names", list)
    } else {
        Words::new(ids::SEASON_ROLE_LINE_MANY)
            .arg("role", role)
            .arg("count", names.len())
    }
}

/// The season settings, just `saved` or as they are.
pub(crate) fn settings_text(s: &SeasonSettings, saved: bool) -> Words {
    let saved = if saved { "yes" } else { "no" };
    match &s.top_role {
        Some(role) => Words::new(ids::SEASON_SETTINGS)
            .arg("saved", saved)
            .arg("top", s.top)
            .arg("role", format!("<@&{role}>")),
        None => Words::new(ids::SEASON_SETTINGS_NONE).arg("saved", saved),
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
) -> Words {
    let span = match (s.ended_ms, s.ends_ms) {
        (Some(end), _) => Words::new(ids::SEASON_BOARD_ENDED).arg("at", stamp(end, 'D')),
        (None, Some(at)) if at > now => {
            Words::new(ids::SEASON_BOARD_OPEN_ENDS).arg("at", stamp(at, 'R'))
        }
        (None, _) => Words::new(ids::SEASON_BOARD_OPEN_SINCE).arg("at", stamp(s.started_ms, 'D')),
    };
    let mut text = Words::new(ids::SEASON_BOARD_TITLE)
        .arg("name", title(&s.name))
        .arg("preset", preset)
        .arg("span", span)
        .arg("page", page + 1)
        .arg("pages", pages);
    if shown_lines.is_empty() {
        text = text.then(
            "\n",
            Words::new(ids::SEASON_BOARD_EMPTY).arg("preset", preset),
        );
    }
    for l in shown_lines {
        text = text.then(
            "\n",
            Words::new(ids::LEADERBOARD_RANKED)
                .arg("rank", l.rank)
                .arg("line", line(l)),
        );
    }
    text = text.then("\n", Words::new(ids::SEASON_BOARD_PROVISIONAL));
    text.then(
        "\n",
        match mine {
            Some(me) => Words::new(ids::SEASON_BOARD_YOUR_PLACE)
                .arg("rank", me.rank)
                .arg("line", line(me)),
            None => Words::new(ids::SEASON_BOARD_NO_GAMES).arg("preset", preset),
        },
    )
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
        let rules = rules_text(&s, &SeasonSettings::default()).text(Locale::EnUs);
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
        let shown = standings_text(&s, "cruise")
            .text(Locale::EnUs)
            .chars()
            .count()
            + card.text().chars().count();
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
        let many = role_line("r", &names[..25]).text(Locale::EnUs);
        assert!(many.contains("the 25 members"), "{many}");
        assert_eq!(
            role_line("r", &names[..1]).text(Locale::EnUs),
            format!("<@&r> goes to {}.", member(&names[0]))
        );
    }

    #[test]
    fn a_season_is_said_in_french_and_russian() {
        let s = season("Hiver", Some(1_797_000_000_000));
        let by = Player::new("u1".to_string(), "alice".to_string());
        let fr = started(&s, &by).text(Locale::Fr);
        assert!(
            fr.contains("**saison Hiver**") && fr.contains("alice"),
            "{fr}"
        );
        assert_ne!(fr, started(&s, &by).text(Locale::EnUs));
        let card = start_card(&s).in_locale(Locale::Fr);
        assert!(card.value_of("Jeu").is_some(), "{card:?}");
        let lines: Vec<SeasonLine> = (1..=5).map(|r| line(r, &format!("p{r}"))).collect();
        let card = standings_card(&s, "cruise", &lines).in_locale(Locale::Fr);
        assert!(
            card.description.contains("… et 2 de plus"),
            "{}",
            card.description
        );
        // Russian counts: 1 игрок / 2 игрока / 5 игроков / 21 игрок.
        for (n, said) in [
            (1, "1 участнику"),
            (2, "2 участникам"),
            (5, "5 участникам"),
            (21, "21 участнику"),
        ] {
            let names: Vec<String> = (0..n).map(|i| format!("{}{i}", "x".repeat(30))).collect();
            let ru = role_line("r", &names).text(Locale::Ru);
            if n > 5 {
                assert!(ru.contains(said), "{n}: {ru}");
            } else {
                assert!(!ru.contains("участник"), "{n}: {ru}");
            }
        }
        for (n, said) in [
            (1, "1 партия"),
            (2, "2 партии"),
            (5, "5 партий"),
            (21, "21 партия"),
        ] {
            let mut l = line(1, "p");
            l.games = n;
            let ru = super::line(&l).text(Locale::Ru);
            assert!(ru.contains(said), "{n}: {ru}");
        }
        for (n, said) in [
            (1, "ещё 1 в таблице"),
            (2, "ещё 2 в таблице"),
            (5, "ещё 5 в таблице"),
            (21, "ещё 21 в таблице"),
        ] {
            let lines: Vec<SeasonLine> = (1..=n + 3).map(|r| line(r, "p")).collect();
            let card = standings_card(&s, "cruise", &lines).in_locale(Locale::Ru);
            assert!(card.description.contains(said), "{n}: {}", card.description);
        }
    }
}
