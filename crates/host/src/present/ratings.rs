//! Ratings: changes after a game, the leaderboard, profiles.

use super::count;
use crate::card::Card;
use crate::ids::Player;
use engine::Preset;
use rating::{Change, Rating, Shown};

/// A rating as players see it: `1742`, `1742?` while provisional.
pub(crate) fn shown(rating: f64, provisional: bool) -> Shown {
    Shown {
        points: Rating {
            rating,
            ..Rating::NEW
        }
        .points(),
        provisional,
    }
}

/// A stored rating as shown (`1742`, `1742?`).
pub fn shown_value(v: &store::RatingValue) -> Shown {
    shown(v.rating, v.provisional)
}

/// A rated game's effect on both players, one line each:
/// `alice 1500? → 1742? (+242)`.
pub(crate) fn rating_lines(players: &[Player; 2], updates: &[store::RatingUpdate; 2]) -> String {
    players
        .iter()
        .zip(updates)
        .map(|(p, u)| {
            format!(
                "{} {}",
                crate::plain_text::member(&p.name),
                crate::rated::transition(u)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The difference of two ratings as shown.
fn change(from: f64, to: f64) -> Change {
    Change(shown(to, false).points - shown(from, false).points)
}

/// A leaderboard line's numbers as shown: the rating (`1834`, `1834?`)
/// and its change over the window (`+12`; no game in it: `+0`).
pub fn board_numbers(line: &store::RankedPlayer) -> (Shown, Change) {
    let week = line
        .rating_at_window_start
        .map_or(Change(0), |start| change(start, line.rating));
    (shown(line.rating, line.provisional), week)
}

/// `**alice** 1834 · 42 games · +12 in 7 days` (no game in 7 days: `+0`).
fn board_line(line: &store::RankedPlayer) -> String {
    let (rating, week) = board_numbers(line);
    format!(
        "**{}** {} · {} · {week} in 7 days",
        crate::plain_text::member(&line.display_name),
        rating,
        count(line.games, "game", "games"),
    )
}

/// What a leaderboard page shows.
pub(crate) struct BoardPage<'a> {
    pub preset: Preset,
    pub global: bool,
    /// From 0.
    pub page: u32,
    pub pages: u32,
    pub board: &'a store::RatingBoard,
}

/// A leaderboard page: ranked players by rating (rank, name, rating, games,
/// the change over 7 days), how many provisional players are not ranked
/// yet, and the asker's own line at the bottom.
pub(crate) fn leaderboard_text(p: &BoardPage<'_>) -> String {
    let scope = if p.global {
        "all servers"
    } else {
        "this server"
    };
    let mut text = format!(
        "**{} leaderboard, {scope}** · page {} of {}\n",
        p.preset.name(),
        p.page + 1,
        p.pages
    );
    if p.board.lines.is_empty() {
        text.push_str("No ranked players yet.\n");
    }
    for line in &p.board.lines {
        text.push_str(&format!("{}. {}\n", line.rank, board_line(line)));
    }
    text.push_str(&match p.board.provisional {
        0 => "No provisional players are waiting to be ranked.".to_string(),
        1 => "1 provisional player (rating with ?) is not ranked yet.".to_string(),
        n => format!("{n} provisional players (ratings with ?) are not ranked yet."),
    });
    text.push('\n');
    text.push_str(&match &p.board.asker {
        Some(me) if !me.provisional => format!("Your rank: {}. {}", me.rank, board_line(me)),
        Some(me) => format!(
            "You are not ranked yet: your {} rating is {} after {} (ranked once it has no ?).",
            p.preset.name(),
            shown(me.rating, true),
            count(me.games, "game", "games")
        ),
        None => format!(
            "You have no rated {} games{} yet.",
            p.preset.name(),
            if p.global { "" } else { " on this server" }
        ),
    });
    text
}

/// What a profile shows.
pub(crate) struct ProfilePage<'a> {
    pub name: &'a str,
    /// The player's rating in every preset played.
    pub ratings: &'a [store::PlayerRating],
    /// The preset the rest is about.
    pub preset: Preset,
    /// Rank on this server (`None` outside servers), and globally.
    pub server_rank: Option<Option<i64>>,
    pub global_rank: Option<i64>,
    /// Newest first.
    pub recent: &'a [store::RatedGameRecord],
    pub best_win: Option<&'a store::RatedGameRecord>,
    /// The player's line in this server's open season, with its name, if
    /// they played in it.
    pub season: Option<(&'a str, &'a store::SeasonLine)>,
}

/// A rated game's numbers as a profile shows them: the opponent's rating,
/// the player's rating before and after (`?` while provisional then), and
/// the change.
pub fn rated_game_numbers(g: &store::RatedGameRecord) -> (i64, i64, Shown, Change) {
    (
        shown(g.opponent_rating, false).points,
        shown(g.rating_before, false).points,
        shown(g.rating_after, g.rd_after >= rating::PROVISIONAL_RD),
        change(g.rating_before, g.rating_after),
    )
}

/// Where a game was played, as a link to its thread (or channel).
fn game_link(place: &store::Place) -> String {
    format!("<#{}>", place.thread.as_deref().unwrap_or(&place.channel))
}

fn result_words(r: store::PlayerResult) -> &'static str {
    match r {
        store::PlayerResult::Win => "won against",
        store::PlayerResult::Draw => "drew with",
        store::PlayerResult::Loss => "lost to",
    }
}

/// The last games a profile's card lists (its form shows all it read).
const CARD_GAMES: usize = 2;

/// A profile's line above its card.
pub(crate) fn profile_text(p: &ProfilePage<'_>) -> String {
    format!("👤 **{}**", crate::plain_text::member(p.name))
}

/// A player's profile as a card: their name as its title; in one preset
/// their rating with its rank on this server and globally, wins, draws,
/// losses and winning streaks; a field per rating pool (rating ± its
/// deviation, games, W–D–L); their place in the server's open season;
/// their recent form, the last games with links to their threads, and
/// the best win.
pub(crate) fn profile_card(p: &ProfilePage<'_>) -> Card {
    let name = crate::plain_text::member(p.name);
    if p.ratings.is_empty() {
        return Card::new(&name, "No rated games yet.");
    }
    let preset = p.preset.name();
    let Some(line) = p.ratings.iter().find(|r| r.preset == preset) else {
        return with_pools(
            Card::new(&name, &format!("No rated {preset} games yet.")),
            p,
        );
    };
    let rank = |r: Option<i64>| match r {
        Some(n) => format!("#{n}"),
        None => "not ranked".to_string(),
    };
    let mut ranks = Vec::new();
    if let Some(server) = p.server_rank {
        ranks.push(format!("{} on this server", rank(server)));
    }
    ranks.push(format!("{} globally", rank(p.global_rank)));
    let description = format!(
        "**{preset}** {}: {}{}\n{}, {}, {} · winning streak {} (best {})",
        shown_value(&line.value),
        ranks.join(", "),
        if line.value.provisional {
            " (provisional: ranked once the rating has no ?)"
        } else {
            ""
        },
        count(line.wins, "win", "wins"),
        count(line.draws, "draw", "draws"),
        count(line.losses, "loss", "losses"),
        line.streak,
        line.best_streak
    );
    let mut card = with_pools(Card::new(&name, &description), p);
    if let Some((season, l)) = p.season {
        card = card.field(
            "Season",
            &format!(
                "{}: #{} · {} · {} · {}–{}–{}",
                crate::plain_text::title(season),
                l.rank,
                shown_value(&l.value),
                count(l.games, "game", "games"),
                l.wins,
                l.draws,
                l.losses
            ),
            false,
        );
    }
    if !p.recent.is_empty() {
        let form: Vec<&str> = p
            .recent
            .iter()
            .map(|g| match g.result {
                store::PlayerResult::Win => "W",
                store::PlayerResult::Draw => "D",
                store::PlayerResult::Loss => "L",
            })
            .collect();
        card = card.field(
            "Recent form",
            &format!("{} (newest first)", form.join(" ")),
            false,
        );
        let games: Vec<String> = p
            .recent
            .iter()
            .take(CARD_GAMES)
            .map(|g| {
                let (opponent, before, after, change) = rated_game_numbers(g);
                format!(
                    "• {} **{}** ({opponent}): {before} → {after} ({change}) {}",
                    result_words(g.result),
                    crate::plain_text::member(&g.opponent_name),
                    game_link(&g.place)
                )
            })
            .collect();
        card = card.field("Last games", &games.join("\n"), false);
    }
    card.field(
        "Best win",
        &match p.best_win {
            Some(g) => format!(
                "against **{}** ({}) {}",
                crate::plain_text::member(&g.opponent_name),
                shown(g.opponent_rating, false).points,
                game_link(&g.place)
            ),
            None => "none yet.".to_string(),
        },
        false,
    )
}

/// `card` with a field per rating pool the player has: rating ± its
/// deviation, games, wins–draws–losses.
fn with_pools(mut card: Card, p: &ProfilePage<'_>) -> Card {
    for r in p.ratings {
        card = card.field(
            &r.preset,
            &format!(
                "{} ± {}\n{} · {}–{}–{}",
                shown_value(&r.value),
                r.value.rd.round() as i64,
                count(r.games, "game", "games"),
                r.wins,
                r.draws,
                r.losses
            ),
            true,
        );
    }
    card
}
