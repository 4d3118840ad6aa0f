//! Ratings as players ask for them: a leaderboard page (a preset's ranked
//! players by rating, on this server or over all, 10 a page with ◀ ▶
//! buttons, the asker's own rank at the bottom), a profile (ratings in
//! every preset, ranks, results, streaks, the last games, the best win and
//! a rating chart; the games only those the server may see, see
//! [`store::Seen`]), the ratings a challenge shows, and the rating lines of
//! a rated game's end view. The update itself is written by the store in
//! the transaction that ends the game (see `crate::rated`).

use super::Host;
use crate::ids::{ActionId, Place, Player};
use crate::present::{self, BoardPage, ProfilePage};
use crate::refusal::Refusal;
use crate::view::{Allowed, Button, ButtonStyle, Drawing, View, ViewKind, WebPage};
use engine::Preset;
use locale::{Locale, Words, ids};
use rating::Shown;
use std::fmt;
use std::str::FromStr;
use store::{
    BoardQuery, CommittedChange, LeaderboardScope, PlayerRating, RatedGameRecord, StoreError,
};

/// Lines on a leaderboard page.
pub const PAGE_SIZE: u32 = 10;
/// The window of a leaderboard's rating change.
const WEEK_MS: i64 = 7 * 86_400_000;
/// Games a profile lists.
const RECENT_GAMES: i64 = 5;
/// The file name of a profile's chart.
const CHART_FILE: &str = "rating.png";

/// Which players a leaderboard ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BoardScope {
    /// Players with a rated game in this server (everyone outside servers).
    #[default]
    Server,
    /// Everyone.
    Global,
}

impl BoardScope {
    /// `server` or `global`.
    pub const fn name(self) -> &'static str {
        match self {
            BoardScope::Server => "server",
            BoardScope::Global => "global",
        }
    }
}

impl fmt::Display for BoardScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BoardScope {
    type Err = crate::SettingsError;
    /// `server` or `global` (any case).
    fn from_str(s: &str) -> Result<BoardScope, crate::SettingsError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "server" | "" => Ok(BoardScope::Server),
            "global" => Ok(BoardScope::Global),
            _ => Err(crate::SettingsError::UnknownScope {
                text: s.to_string(),
            }),
        }
    }
}

/// What a profile reads from the store.
struct ProfileData {
    ratings: Vec<PlayerRating>,
    preset: Preset,
    server_rank: Option<Option<i64>>,
    global_rank: Option<i64>,
    recent: Vec<RatedGameRecord>,
    best_win: Option<RatedGameRecord>,
    /// The open season's name and the player's line in it, if any.
    season: Option<(String, store::SeasonLine)>,
    /// The rating history, for the chart.
    history: Vec<store::HistoryPoint>,
}

impl Host {
    /// Page `page` (from 0; past the end: the last page) of `preset`'s
    /// leaderboard at `place`, asked by `uid`, with `asker`'s rank line
    /// (the member who first asked, whoever turns the pages). From a ◀ ▶
    /// button (`turn`), the view replaces the page it was pressed on.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn leaderboard(
        &self,
        place: &Place,
        uid: &str,
        asker: &str,
        preset: Preset,
        scope: BoardScope,
        page: u32,
        turn: bool,
    ) -> Vec<View> {
        // Outside servers "this server" means everyone.
        let global = scope == BoardScope::Global || place.guild.is_empty();
        let scope = if global {
            LeaderboardScope::Global
        } else {
            LeaderboardScope::Guild(place.guild.clone())
        };
        // Another server's games stay there: the lines' games and 7-day
        // changes count this server's and public servers' games only.
        let query = BoardQuery {
            asker: Some(asker.to_string()),
            seen: store::Seen::from_guild(Some(place.guild.as_str())),
            ..board_query(preset, scope, page, self.inner.clock.now_ms())
        };
        let st = self.inner.store.clone();
        let read = self
            .io(async move {
                // Past the end the store reads the last page.
                let board = st.rating_board(&query).await?;
                let page = u32::try_from(board.offset / i64::from(PAGE_SIZE)).unwrap_or(0);
                let count = board_pages(board.ranked);
                Ok::<_, StoreError>((board, page, count))
            })
            .await;
        let (board, page, pages) = match read {
            Ok(r) => r,
            Err(e) => {
                tracing::error!("leaderboard: {e}");
                return vec![View::refused(place, uid, &Refusal::LeaderboardUnavailable)];
            }
        };
        let words = present::leaderboard_words(&BoardPage {
            preset,
            global,
            page,
            pages,
            board: &board,
        });
        let mut view = View::said(place, ViewKind::Leaderboard, words);
        view.web_page = Some(WebPage::Leaderboard {
            preset,
            guild: (!global).then(|| place.guild.clone()),
        });
        let button = |label: &str, to: u32, next: bool| Button {
            id: ActionId::LeaderboardPage {
                preset: preset.name().to_string(),
                global,
                page: to,
                next,
                asker: Some(asker.to_string()),
            }
            .to_string(),
            label: label.to_string(),
            style: ButtonStyle::Secondary,
            allowed: Allowed::Anyone,
            words: None,
        };
        // Both always shown; they wrap around at the ends.
        view.buttons = vec![
            button("◀", (page + pages - 1) % pages, false),
            button("▶", (page + 1) % pages, true),
        ];
        if turn {
            view = view.replacing(format!("lb:{}:{}", preset.name(), page));
        }
        vec![view]
    }

    /// `player`'s profile in `preset` (default: the preset they played
    /// last), with the rating chart attached.
    pub(super) async fn profile(
        &self,
        place: &Place,
        uid: &str,
        player: &Player,
        preset: Option<Preset>,
    ) -> Vec<View> {
        let st = self.inner.store.clone();
        let id = player.id.clone();
        let guild = (!place.guild.is_empty()).then(|| place.guild.clone());
        // Another server's games stay there: the games this server may see
        // (its own and those of servers whose pages are on) make the
        // counts, streaks, last games, best win and chart.
        let seen = store::Seen::from_guild(guild.as_deref());
        let read = self
            .io(async move {
                let ratings = st.player_ratings_seen(&id, &seen).await?;
                let preset = preset.unwrap_or_else(|| last_played(&ratings));
                let p = preset.name();
                let server_rank = match guild.clone() {
                    Some(g) => Some(st.rating_rank(&id, p, &LeaderboardScope::Guild(g)).await?),
                    None => None,
                };
                let global_rank = st.rating_rank(&id, p, &LeaderboardScope::Global).await?;
                let recent = st.recent_rated_games(&id, p, RECENT_GAMES, &seen).await?;
                let best = ratings
                    .iter()
                    .find(|r| r.preset == p)
                    .and_then(|r| r.best_win);
                let best_win = match best {
                    Some(b) => st.rated_game(&id, p, b.game_id).await?,
                    None => None,
                };
                let history = st.rating_history(&id, &seen).await?;
                // The player's place in this server's open season.
                let season = match &guild {
                    Some(g) => match st.open_season(g).await? {
                        Some(s) => {
                            let pool = s.preset.clone().unwrap_or_else(|| p.to_string());
                            let lines = st.season_standings(s.id, &pool).await?;
                            lines
                                .into_iter()
                                .find(|l| l.user_id == id)
                                .map(|l| (s.name, l))
                        }
                        None => None,
                    },
                    None => None,
                };
                Ok::<_, StoreError>(ProfileData {
                    ratings,
                    preset,
                    server_rank,
                    global_rank,
                    recent,
                    best_win,
                    season,
                    history,
                })
            })
            .await;
        let data = match read {
            Ok(d) => d,
            Err(e) => {
                tracing::error!("profile: {e}");
                return vec![View::refused(place, uid, &Refusal::ProfileUnavailable)];
            }
        };
        let page = ProfilePage {
            name: &player.name,
            ratings: &data.ratings,
            preset: data.preset,
            server_rank: data.server_rank,
            global_rank: data.global_rank,
            recent: &data.recent,
            best_win: data.best_win.as_ref(),
            season: data.season.as_ref().map(|(n, l)| (n.as_str(), l)),
        };
        let (words, card) = (present::profile_words(&page), present::profile_card(&page));
        // Drawn by the edge, in the language the answer is said in.
        let (name, history) = (player.name.clone(), data.history);
        let chart = Drawing::new(CHART_FILE, move |locale| {
            render::chart::chart_png(&rating_chart(&name, &history, locale))
                .map_err(|e| e.to_string())
        });
        // The puzzle rating, separate from the game ratings, once there is one.
        let card = match self.puzzle_standing(&player.id).await {
            Some(p) => card.field_said(
                Words::new(ids::PROFILE_PUZZLES),
                present::puzzles::standing_field(&p.rating, p.plays, p.best_streak),
                false,
            ),
            None => card,
        };
        let mut view = View::said(place, ViewKind::Profile, words);
        view.card = Some(card);
        view.web_page = Some(WebPage::Player(player.id.clone()));
        vec![view.drawing(chart)]
    }

    /// The ratings a challenge shows in `preset`: the challenger's and the
    /// opponent's (a new player's when they have none; `None` when the
    /// store cannot be read, or for an open challenge's opponent).
    pub(super) async fn challenge_ratings(
        &self,
        preset: Preset,
        challenger: &Player,
        opponent: Option<&Player>,
    ) -> [Option<Shown>; 2] {
        let st = self.inner.store.clone();
        let ids: Vec<String> = std::iter::once(challenger)
            .chain(opponent)
            .map(|p| p.id.clone())
            .collect();
        let read = self
            .io(async move {
                let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
                st.ratings_in(preset.name(), &ids).await
            })
            .await;
        let found = match read {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!("ratings for a challenge: {e}");
                return [None, None];
            }
        };
        let of = |p: &Player| {
            Some(found.iter().find(|r| r.user_id == p.id).map_or_else(
                || rating::Rating::NEW.shown(),
                |r| present::shown_value(&r.value),
            ))
        };
        [of(challenger), opponent.and_then(of)]
    }
}

/// What page `page` (from 0) of `preset`'s leaderboard in `scope` reads at
/// `now_ms`: [`PAGE_SIZE`] lines, the rating change over 7 days, counted
/// over the games of servers whose pages are on ([`store::Seen::Public`];
/// `/leaderboard` adds its own server's). `/leaderboard` and the web site
/// read the same pages.
pub fn board_query(preset: Preset, scope: LeaderboardScope, page: u32, now_ms: i64) -> BoardQuery {
    BoardQuery {
        preset: preset.name().to_string(),
        scope,
        offset: i64::from(page) * i64::from(PAGE_SIZE),
        limit: i64::from(PAGE_SIZE),
        since_ms: now_ms - WEEK_MS,
        asker: None,
        seen: store::Seen::Public,
    }
}

/// Pages of a leaderboard with `ranked` players (at least one, even empty).
pub fn board_pages(ranked: i64) -> u32 {
    let size = i64::from(PAGE_SIZE);
    u32::try_from((ranked + size - 1) / size)
        .unwrap_or(u32::MAX)
        .max(1)
}

/// The preset of the player's most recent rated game (`cruise` without
/// one), among the presets with a game the reader sees when there are any
/// (so that a preset played only in another server is not the default).
fn last_played(ratings: &[PlayerRating]) -> Preset {
    let seen = ratings.iter().any(|r| r.games > 0);
    ratings
        .iter()
        .filter(|r| !seen || r.games > 0)
        .max_by_key(|r| r.value.updated_ms)
        .and_then(|r| r.preset.parse().ok())
        .unwrap_or_default()
}

/// The title of `name`'s rating chart, in no language yet.
pub fn rating_chart_title(name: &str) -> locale::Words {
    locale::Words::new(locale::ids::PICTURE_CHART_TITLE).arg("name", name)
}

/// A rating chart: one line per preset (in the presets' fixed order and
/// colours), the rating after each rated game (`/profile`'s and the web
/// site's), its texts said in `locale`.
pub fn rating_chart(
    name: &str,
    history: &[store::HistoryPoint],
    locale: Locale,
) -> render::chart::RatingChart {
    use render::chart::{ChartPoint, RatingChart, Series};
    let series = Preset::ALL
        .iter()
        .enumerate()
        .filter_map(|(i, preset)| {
            let points: Vec<ChartPoint> = history
                .iter()
                .filter(|h| h.preset == preset.name())
                .map(|h| ChartPoint {
                    unix_seconds: h.at_ms.div_euclid(1000),
                    rating: h.rating,
                })
                .collect();
            (!points.is_empty()).then(|| Series::new(preset.name(), i, points))
        })
        .collect();
    RatingChart {
        title: rating_chart_title(name).text(locale),
        series,
        empty: crate::picture_words::chart_empty(locale),
        months: crate::picture_words::months(locale),
    }
}

/// Adds both players' rating changes to the end view of a rated game.
pub(super) fn add_rating_lines(views: &mut [View], players: &[Player; 2], done: &CommittedChange) {
    let Some(updates) = done.ratings else { return };
    if let Some(end) = views.iter_mut().find(|v| v.kind == ViewKind::GameEnd) {
        let lines = present::rating_lines(players, &updates);
        crate::view::push_line(&mut end.text, &mut end.words, &lines);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_hold_ten() {
        assert_eq!(board_pages(0), 1);
        assert_eq!(board_pages(10), 1);
        assert_eq!(board_pages(11), 2);
        assert_eq!(board_pages(25), 3);
    }

    #[test]
    fn scopes_read_and_write() {
        assert_eq!("Global".parse::<BoardScope>().unwrap(), BoardScope::Global);
        assert_eq!("server".parse::<BoardScope>().unwrap(), BoardScope::Server);
        let err = "galaxy".parse::<BoardScope>().unwrap_err().to_string();
        assert!(err.contains("server or global"), "{err}");
        assert_eq!(BoardScope::Global.to_string(), "global");
    }

    #[test]
    fn a_chart_has_a_line_per_preset_played() {
        let point = |preset: &str, at_ms, rating| store::HistoryPoint {
            preset: preset.into(),
            at_ms,
            rating,
        };
        let c = rating_chart(
            "alice",
            &[
                point("chess", 1_000_000, 1600.0),
                point("cruise", 2_000_000, 1742.0),
                point("cruise", 3_000_000, 1700.0),
            ],
            Locale::EnUs,
        );
        let labels: Vec<&str> = c.series.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels, ["cruise", "chess"]);
        assert_eq!(c.series[0].points.len(), 2);
        assert_eq!(c.series[0].points[0].unix_seconds, 2_000);
        assert_eq!(c.title, "alice: rating history");
        // Its texts in the reader's language.
        let de = rating_chart("alice", &[], Locale::De);
        assert_ne!(de.empty, c.empty);
        assert_ne!(de.title, c.title);
        assert_eq!(de.months.len(), 12);
    }
}
