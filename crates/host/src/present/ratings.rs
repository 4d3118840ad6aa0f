//! Ratings: changes after a game, the leaderboard, profiles.

use crate::card::Card;
use crate::ids::Player;
use engine::Preset;
use locale::{Words, ids};
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
fn board_line(line: &store::RankedPlayer) -> Words {
    let (rating, week) = board_numbers(line);
    Words::new(ids::LEADERBOARD_LINE)
        .arg("name", crate::plain_text::member(&line.display_name))
        .arg("rating", rating.to_string())
        .arg("games", line.games)
        .arg("change", week.to_string())
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
/// yet, and the asker's own line at the bottom; said at the edge.
pub(crate) fn leaderboard_words(p: &BoardPage<'_>) -> Words {
    let scope = if p.global { "global" } else { "server" };
    let mut words = Words::new(ids::LEADERBOARD_TITLE)
        .arg("preset", p.preset.name())
        .arg("scope", scope)
        .arg("page", p.page + 1)
        .arg("pages", p.pages);
    if p.board.lines.is_empty() {
        words = words.then("\n", Words::new(ids::LEADERBOARD_EMPTY));
    }
    for line in &p.board.lines {
        words = words.then(
            "\n",
            Words::new(ids::LEADERBOARD_RANKED)
                .arg("rank", line.rank)
                .arg("line", board_line(line)),
        );
    }
    words = words.then(
        "\n",
        Words::new(ids::LEADERBOARD_PROVISIONAL).arg("count", p.board.provisional),
    );
    let asker = match &p.board.asker {
        Some(me) if !me.provisional => Words::new(ids::LEADERBOARD_YOUR_RANK)
            .arg("rank", me.rank)
            .arg("line", board_line(me)),
        Some(me) => Words::new(ids::LEADERBOARD_NOT_RANKED)
            .arg("preset", p.preset.name())
            .arg("rating", shown(me.rating, true).to_string())
            .arg("games", me.games),
        None => Words::new(ids::LEADERBOARD_NO_GAMES)
            .arg("preset", p.preset.name())
            .arg("scope", scope),
    };
    words.then("\n", asker)
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

/// A result as the profile's messages select on it.
fn result_key(r: store::PlayerResult) -> &'static str {
    match r {
        store::PlayerResult::Win => "win",
        store::PlayerResult::Draw => "draw",
        store::PlayerResult::Loss => "loss",
    }
}

/// The last games a profile's card lists (its form shows all it read).
const CARD_GAMES: usize = 2;

/// A profile's line above its card.
pub(crate) fn profile_words(p: &ProfilePage<'_>) -> Words {
    Words::new(ids::PROFILE_HEADING).arg("name", crate::plain_text::member(p.name))
}

/// A player's profile as a card: their name as its title; in one preset
/// their rating with its rank on this server and globally, wins, draws,
/// losses and winning streaks; a field per rating pool (rating ± its
/// deviation, games, W–D–L); their place in the server's open season;
/// their recent form, the last games with links to their threads, and
/// the best win. Its words are said at the edge.
pub(crate) fn profile_card(p: &ProfilePage<'_>) -> Card {
    let name = Words::verbatim(crate::plain_text::member(p.name));
    if p.ratings.is_empty() {
        return Card::said(name, Some(Words::new(ids::PROFILE_NO_GAMES)));
    }
    let preset = p.preset.name();
    let Some(line) = p.ratings.iter().find(|r| r.preset == preset) else {
        return with_pools(
            Card::said(
                name,
                Some(Words::new(ids::PROFILE_NO_GAMES_IN).arg("preset", preset)),
            ),
            p,
        );
    };
    let rank = |r: Option<i64>| match r {
        Some(n) => Words::new(ids::PROFILE_RANK).arg("rank", n),
        None => Words::new(ids::PROFILE_NOT_RANKED),
    };
    let ranks = match p.server_rank {
        Some(server) => Words::new(ids::PROFILE_RANKS)
            .arg("server", rank(server))
            .arg("global", rank(p.global_rank)),
        None => Words::new(ids::PROFILE_RANK_GLOBAL).arg("global", rank(p.global_rank)),
    };
    let standing = if line.value.provisional {
        ids::PROFILE_STANDING_PROVISIONAL
    } else {
        ids::PROFILE_STANDING
    };
    let description = Words::new(standing)
        .arg("preset", preset)
        .arg("rating", shown_value(&line.value).to_string())
        .arg("ranks", ranks)
        .then(
            "\n",
            Words::new(ids::PROFILE_RECORD)
                .arg("wins", line.wins)
                .arg("draws", line.draws)
                .arg("losses", line.losses)
                .arg("streak", line.streak)
                .arg("best", line.best_streak),
        );
    let mut card = with_pools(Card::said(name, Some(description)), p);
    if let Some((season, l)) = p.season {
        card = card.field_said(
            Words::new(ids::PROFILE_SEASON),
            Words::new(ids::PROFILE_SEASON_LINE)
                .arg("season", crate::plain_text::title(season))
                .arg("rank", l.rank)
                .arg("rating", shown_value(&l.value).to_string())
                .arg("games", l.games)
                .arg("wins", l.wins)
                .arg("draws", l.draws)
                .arg("losses", l.losses),
            false,
        );
    }
    if !p.recent.is_empty() {
        let mut form: Option<Words> = None;
        for g in p.recent {
            let letter = Words::new(ids::PROFILE_FORM_LETTER).arg("result", result_key(g.result));
            form = Some(match form {
                None => letter,
                Some(f) => f.then(" ", letter),
            });
        }
        if let Some(form) = form {
            card = card.field_said(
                Words::new(ids::PROFILE_RECENT_FORM),
                Words::new(ids::PROFILE_FORM).arg("form", form),
                false,
            );
        }
        let mut games: Option<Words> = None;
        for g in p.recent.iter().take(CARD_GAMES) {
            let (opponent, before, after, change) = rated_game_numbers(g);
            let game = Words::new(ids::PROFILE_GAME)
                .arg("result", result_key(g.result))
                .arg("opponent", crate::plain_text::member(&g.opponent_name))
                .arg("opponent_rating", opponent)
                .arg("before", before)
                .arg("after", after.to_string())
                .arg("change", change.to_string())
                .arg("link", game_link(&g.place));
            games = Some(match games {
                None => game,
                Some(all) => all.then("\n", game),
            });
        }
        if let Some(games) = games {
            card = card.field_said(Words::new(ids::PROFILE_LAST_GAMES), games, false);
        }
    }
    card.field_said(
        Words::new(ids::PROFILE_BEST_WIN),
        match p.best_win {
            Some(g) => Words::new(ids::PROFILE_BEST_WIN_GAME)
                .arg("opponent", crate::plain_text::member(&g.opponent_name))
                .arg("opponent_rating", shown(g.opponent_rating, false).points)
                .arg("link", game_link(&g.place)),
            None => Words::new(ids::PROFILE_BEST_WIN_NONE),
        },
        false,
    )
}

/// `card` with a field per rating pool the player has: rating ± its
/// deviation, games, wins–draws–losses.
fn with_pools(mut card: Card, p: &ProfilePage<'_>) -> Card {
    for r in p.ratings {
        card = card.field_said(
            Words::verbatim(&r.preset),
            Words::new(ids::PROFILE_POOL)
                .arg("rating", shown_value(&r.value).to_string())
                .arg("deviation", r.value.rd.round() as i64)
                .arg("games", r.games)
                .arg("wins", r.wins)
                .arg("draws", r.draws)
                .arg("losses", r.losses),
            true,
        );
    }
    card
}
