//! Reading ratings: a page of a preset's leaderboard (on one server or
//! over all), a player's rank, their ratings in every preset, their recent
//! rated games and their rating history for a chart. A player's games are
//! read as a reader may see them ([`Seen`]): another server's games stay
//! there.
//!
//! Each read is a few index ranges (see `migrations/*/0007_ratings.sql`):
//! ranked players of a preset by rating (`ratings_rank`, and per server
//! `rating_servers_rank`), a player's history in time order (the history's
//! key), so pages, ranks and profiles stay fast with many players.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::Result;
use crate::player::Place;
use crate::ratings::{PlayerRating, PlayerResult, RATING_COLUMNS, rating_from_row};
use crate::store::Store;

/// Which players a leaderboard ranks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaderboardScope {
    /// Players with a rated game in this server (guild id).
    Guild(String),
    /// Everyone.
    Global,
}

/// One line of a leaderboard page.
#[derive(Debug, Clone, PartialEq)]
pub struct RankedPlayer {
    /// 1 for the highest rating.
    pub rank: i64,
    /// Opaque user id.
    pub user_id: String,
    /// The most recently seen display name.
    pub display_name: String,
    /// The current rating.
    pub rating: f64,
    /// Whether the rating is provisional (never, on a leaderboard page).
    pub provisional: bool,
    /// Rated games played in the preset (those the reader may see:
    /// [`BoardQuery::seen`]).
    pub games: i64,
    /// The rating the player had at the start of the window asked for (the
    /// rating before their first game in it; for a reader who may not see
    /// every game, the rating less the changes of the games they see in
    /// it); `None` without a game in it.
    pub rating_at_window_start: Option<f64>,
}

/// A page of a preset's leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingBoard {
    /// The offset of the first line: the one asked for, or the last page's
    /// when that was past the end.
    pub offset: i64,
    /// The players on the page, best first.
    pub lines: Vec<RankedPlayer>,
    /// How many players are ranked (not provisional) in the scope.
    pub ranked: i64,
    /// How many players in the scope are provisional (not ranked yet).
    pub provisional: i64,
    /// The asker's line, ranked or not, if they have a rating in the preset
    /// (and, on a server, a rated game there).
    pub asker: Option<RankedPlayer>,
}

/// What to read for a leaderboard page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardQuery {
    /// The preset's name.
    pub preset: String,
    /// One server's players (those with a rated game there) or everyone.
    pub scope: LeaderboardScope,
    /// How many lines to skip (page × page size); past the end, the last
    /// page is read.
    pub offset: i64,
    /// How many lines at most.
    pub limit: i64,
    /// The start of the rating-change window (unix ms), e.g. 7 days ago.
    pub since_ms: i64,
    /// The asker, whose own line is read too.
    pub asker: Option<String>,
    /// Which games the reader may see: a line's games and its rating
    /// change count only those ([`Seen`]); its rating is global.
    pub seen: Seen,
}

/// One rated game from a player's side.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedGameRecord {
    /// The game.
    pub game_id: i64,
    /// The preset.
    pub preset: String,
    /// When it was rated (unix ms).
    pub at_ms: i64,
    /// The opponent's user id.
    pub opponent_id: String,
    /// The opponent's display name.
    pub opponent_name: String,
    /// Win, draw or loss for the player.
    pub result: PlayerResult,
    /// The player's rating before and after.
    pub rating_before: f64,
    /// See `rating_before`.
    pub rating_after: f64,
    /// The player's RD after (whether the rating was provisional then).
    pub rd_after: f64,
    /// The opponent's rating before the game.
    pub opponent_rating: f64,
    /// Where the game was played.
    pub place: Place,
}

/// Which of a player's rated games a reader may see. Another server's
/// games stay there: a reader sees a game's opponent, result and date, and
/// the counts, streaks and charts made of them, only for games played in
/// the reader's own server or in a server whose pages are on (`/settings
/// web:on`, `guild_settings.web_public`), not in a channel of it that
/// `@everyone` cannot view (`private_channels`). The rating itself is global.
/// A game outside any server (no guild) is in no server whose pages are
/// on, so only [`Seen::Everywhere`] sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// A reader in server `0`: its games and those of public servers.
    InServer(String),
    /// A reader outside any server (a direct message, the web site): the
    /// games of public servers only.
    Public,
    /// Every game: tools and tests, never a frontend's reader.
    Everywhere,
}

impl Seen {
    /// What a reader in server `guild` sees (`None` or empty: outside any
    /// server, [`Seen::Public`]).
    pub fn from_guild(guild: Option<&str>) -> Seen {
        match guild {
            Some(g) if !g.is_empty() => Seen::InServer(g.to_string()),
            _ => Seen::Public,
        }
    }

    /// The condition (`AND ...`, or nothing) on the game `g` of a history
    /// row, with the reader's server as parameter `param`; and that
    /// server, to bind.
    fn sql(&self, param: &str) -> (String, Option<&str>) {
        // A public server's games, but none of a channel @everyone
        // cannot view (`private_channels`).
        let public = format!(
            "(g.guild_id IN (SELECT gs.guild_id FROM guild_settings gs WHERE gs.web_public = 1) \
             AND {})",
            crate::private_channels::not_private("g.channel_id")
        );
        match self {
            Seen::InServer(g) if !g.is_empty() => (
                format!("AND (g.guild_id = {param} OR {public})"),
                Some(g.as_str()),
            ),
            Seen::InServer(_) | Seen::Public => (format!("AND {public}"), None),
            Seen::Everywhere => (String::new(), None),
        }
    }
}

/// One point of a player's rating history.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryPoint {
    /// The preset.
    pub preset: String,
    /// When (unix ms).
    pub at_ms: i64,
    /// The rating after that game.
    pub rating: f64,
}

/// The 7-day (or other window) starting rating of the player in the row:
/// the rating before their first rated game at or after `$since`.
fn window_start(user: &str, preset: &str, since: &str) -> String {
    format!(
        "(SELECT h.rating_before FROM rating_history h WHERE h.user_id = {user} \
         AND h.preset = {preset} AND h.at_ms >= {since} ORDER BY h.at_ms, h.game_id LIMIT 1)"
    )
}

/// The columns of a leaderboard line (`r`: the player's `ratings` row,
/// `p`: their `players` row), the window starting at parameter `since`,
/// the games counted as `seen` sees them (its server as parameter
/// `guild`): the number of games, and the window's change as the sum of
/// the changes of the games seen in it (`window_start` is the rating less
/// that sum; `NULL` without a seen game in the window). [`Seen::Everywhere`]
/// reads the stored counter and the rating before the window's first game.
fn line_columns(since: &str, seen: &Seen, guild: &str) -> String {
    let head = "r.user_id AS user_id, COALESCE(p.display_name, r.user_id) AS display_name, \
         r.rating AS rating, r.ranked AS ranked";
    if *seen == Seen::Everywhere {
        let window = window_start("r.user_id", "r.preset", since);
        return format!("{head}, r.games AS games, {window} AS window_start");
    }
    let (filter, _) = seen.sql(guild);
    let games = "FROM rating_history h JOIN games g ON g.id = h.game_id \
         WHERE h.user_id = r.user_id AND h.preset = r.preset";
    format!(
        "{head}, CAST((SELECT COUNT(*) {games} {filter}) AS BIGINT) AS games, \
         r.rating - (SELECT SUM(h.rating_after - h.rating_before) {games} \
         AND h.at_ms >= {since} {filter}) AS window_start"
    )
}

fn ranked_from_row(row: &AnyRow, rank: i64) -> Result<RankedPlayer> {
    let ranked: i64 = row.try_get("ranked")?;
    Ok(RankedPlayer {
        rank,
        user_id: row.try_get("user_id")?,
        display_name: row.try_get("display_name")?,
        rating: row.try_get("rating")?,
        provisional: ranked == 0,
        games: row.try_get("games")?,
        rating_at_window_start: row.try_get("window_start")?,
    })
}

impl Store {
    /// A page of `q.preset`'s leaderboard: ranked (not provisional) players
    /// by rating, highest first, equal ratings by user id; the numbers of
    /// ranked and provisional players; and the asker's own line.
    pub async fn rating_board(&self, q: &BoardQuery) -> Result<RatingBoard> {
        let (ranked, provisional) = self.counts_in_scope(&q.preset, &q.scope).await?;
        // Past the end (the board shrank, or a made-up page): the last page.
        let limit = q.limit.max(1);
        let last = (ranked.max(1) - 1) / limit * limit;
        let offset = q.offset.clamp(0, last);
        let guild_at = if matches!(q.scope, LeaderboardScope::Guild(_)) {
            "$6"
        } else {
            "$5"
        };
        let columns = line_columns("$2", &q.seen, guild_at);
        let (from, filter) = scope_sql(&q.scope, "$5");
        let sql = format!(
            "SELECT {columns} \
             FROM (SELECT s.user_id AS user_id, s.preset AS preset, s.rating AS rating \
                   FROM {from} WHERE s.preset = $1 AND s.ranked = 1 {filter} \
                   ORDER BY s.rating DESC, s.user_id ASC LIMIT $3 OFFSET $4) s \
             JOIN ratings r ON r.user_id = s.user_id AND r.preset = s.preset \
             LEFT JOIN players p ON p.user_id = r.user_id \
             ORDER BY s.rating DESC, s.user_id ASC"
        );
        // The page is chosen first: PostgreSQL would otherwise work out
        // the 7-day change of every row the OFFSET skips.
        let mut query = sqlx::query(&sql)
            .bind(&q.preset)
            .bind(q.since_ms)
            .bind(limit)
            .bind(offset);
        if let LeaderboardScope::Guild(g) = &q.scope {
            query = query.bind(g.as_str());
        }
        if let (_, Some(g)) = q.seen.sql(guild_at) {
            query = query.bind(g);
        }
        let rows = query.fetch_all(self.reader()).await?;
        let lines = rows
            .iter()
            .enumerate()
            .map(|(i, row)| ranked_from_row(row, offset + i as i64 + 1))
            .collect::<Result<Vec<_>>>()?;
        let asker = match &q.asker {
            Some(user) => self.asker_line(user, q).await?,
            None => None,
        };
        Ok(RatingBoard {
            offset,
            lines,
            ranked,
            provisional,
            asker,
        })
    }

    /// The ranked and the provisional players of `preset` in `scope` (one
    /// query: the page asks it on every turn).
    async fn counts_in_scope(&self, preset: &str, scope: &LeaderboardScope) -> Result<(i64, i64)> {
        let guild = match scope {
            LeaderboardScope::Global => crate::ratings::ALL_SERVERS,
            LeaderboardScope::Guild(g) => g.as_str(),
        };
        let rows = sqlx::query(
            "SELECT ranked, players FROM rating_counts WHERE preset = $1 AND guild_id = $2",
        )
        .bind(preset)
        .bind(guild)
        .fetch_all(self.reader())
        .await?;
        let (mut ranked, mut provisional) = (0, 0);
        for r in &rows {
            let players = r.try_get::<i64, _>("players")?.max(0);
            if r.try_get::<i64, _>("ranked")? == 1 {
                ranked = players;
            } else {
                provisional = players;
            }
        }
        Ok((ranked, provisional))
    }

    /// The asker's line: their rating with their rank (0 while provisional).
    async fn asker_line(&self, user: &str, q: &BoardQuery) -> Result<Option<RankedPlayer>> {
        let guild_at = if matches!(q.scope, LeaderboardScope::Guild(_)) {
            "$5"
        } else {
            "$4"
        };
        let columns = line_columns("$3", &q.seen, guild_at);
        let (from, filter) = scope_sql(&q.scope, "$4");
        let sql = format!(
            "SELECT {columns} \
             FROM {from} JOIN ratings r ON r.user_id = s.user_id AND r.preset = s.preset \
             LEFT JOIN players p ON p.user_id = r.user_id \
             WHERE s.preset = $1 AND s.user_id = $2 {filter}"
        );
        let mut query = sqlx::query(&sql)
            .bind(&q.preset)
            .bind(user)
            .bind(q.since_ms);
        if let LeaderboardScope::Guild(g) = &q.scope {
            query = query.bind(g.as_str());
        }
        if let (_, Some(g)) = q.seen.sql(guild_at) {
            query = query.bind(g);
        }
        let Some(row) = query.fetch_optional(self.reader()).await? else {
            return Ok(None);
        };
        let mut line = ranked_from_row(&row, 0)?;
        if !line.provisional {
            line.rank = self.rank_of(&q.preset, &q.scope, user, line.rating).await?;
        }
        Ok(Some(line))
    }

    /// The rank of a ranked player with `rating`: 1 + the ranked players
    /// before them (higher rating, or equal rating and smaller user id).
    async fn rank_of(
        &self,
        preset: &str,
        scope: &LeaderboardScope,
        user: &str,
        rating: f64,
    ) -> Result<i64> {
        let sql = format!("SELECT {}", rank_counts_sql(scope, "$4", "$2", "$3"));
        let mut query = sqlx::query(&sql).bind(preset).bind(rating).bind(user);
        if let LeaderboardScope::Guild(g) = scope {
            query = query.bind(g.as_str());
        }
        rank_from_row(&query.fetch_one(self.reader()).await?)
    }

    /// A player's rank in `preset` (server or global), `None` when they
    /// have no ranked rating there. One statement: the player's rating and
    /// the players before it.
    pub async fn rating_rank(
        &self,
        user: &str,
        preset: &str,
        scope: &LeaderboardScope,
    ) -> Result<Option<i64>> {
        let (table, me_filter) = match scope {
            LeaderboardScope::Global => ("ratings", ""),
            LeaderboardScope::Guild(_) => ("rating_servers", "AND me.guild_id = $3"),
        };
        let sql = format!(
            "SELECT {} FROM {table} me \
             WHERE me.preset = $1 AND me.user_id = $2 AND me.ranked = 1 {me_filter}",
            rank_counts_sql(scope, "$3", "me.rating", "$2")
        );
        let mut query = sqlx::query(&sql).bind(preset).bind(user);
        if let LeaderboardScope::Guild(g) = scope {
            query = query.bind(g.as_str());
        }
        match query.fetch_optional(self.reader()).await? {
            Some(row) => Ok(Some(rank_from_row(&row)?)),
            None => Ok(None),
        }
    }

    /// A player's ratings in every preset they played, by preset name.
    pub async fn player_ratings(&self, user: &str) -> Result<Vec<PlayerRating>> {
        let sql =
            format!("SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = $1 ORDER BY preset");
        let rows = sqlx::query(&sql)
            .bind(user)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(rating_from_row).collect()
    }

    /// A player's ratings in every preset they played, by preset name, with
    /// the counters (games, wins, draws, losses, streaks, best win) counted
    /// over the games `seen` sees only; the rating itself is global (so a
    /// preset played elsewhere shows its rating and no games). One
    /// pass over the player's history, as the stored counters were made.
    pub async fn player_ratings_seen(&self, user: &str, seen: &Seen) -> Result<Vec<PlayerRating>> {
        let mut ratings = self.player_ratings(user).await?;
        if *seen == Seen::Everywhere {
            return Ok(ratings);
        }
        let (filter, guild) = seen.sql("$2");
        let sql = format!(
            "SELECT h.preset AS preset, h.result AS result, h.opponent_rating AS opponent_rating, \
                    h.game_id AS game_id \
             FROM rating_history h JOIN games g ON g.id = h.game_id \
             WHERE h.user_id = $1 {filter} ORDER BY h.preset, h.at_ms, h.game_id"
        );
        let mut query = sqlx::query(&sql).bind(user);
        if let Some(g) = guild {
            query = query.bind(g);
        }
        let rows = query.fetch_all(self.reader()).await?;
        for r in &mut ratings {
            *r = PlayerRating::empty(user, &r.preset, r.value);
        }
        for row in &rows {
            let preset: String = row.try_get("preset")?;
            let Some(line) = ratings.iter_mut().find(|r| r.preset == preset) else {
                continue;
            };
            let result: String = row.try_get("result")?;
            line.record(
                line.value,
                PlayerResult::parse(&result)?,
                row.try_get("opponent_rating")?,
                row.try_get("game_id")?,
            );
        }
        Ok(ratings)
    }

    /// The ratings of several players in one preset (those who have one).
    pub async fn ratings_in(&self, preset: &str, users: &[&str]) -> Result<Vec<PlayerRating>> {
        let mut out = Vec::new();
        for user in users {
            let sql =
                format!("SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = $1 AND preset = $2");
            let row = sqlx::query(&sql)
                .bind(*user)
                .bind(preset)
                .fetch_optional(self.reader())
                .await?;
            if let Some(row) = row {
                out.push(rating_from_row(&row)?);
            }
        }
        Ok(out)
    }

    /// A player's last `limit` rated games in `preset` that `seen` sees,
    /// newest first.
    pub async fn recent_rated_games(
        &self,
        user: &str,
        preset: &str,
        limit: i64,
        seen: &Seen,
    ) -> Result<Vec<RatedGameRecord>> {
        self.rated_games_where(user, preset, None, seen, limit)
            .await
    }

    /// One rated game of a player, if it is one.
    pub async fn rated_game(
        &self,
        user: &str,
        preset: &str,
        game_id: i64,
    ) -> Result<Option<RatedGameRecord>> {
        let mut games = self
            .rated_games_where(user, preset, Some(game_id), &Seen::Everywhere, 1)
            .await?;
        Ok(games.pop())
    }

    /// A player's rated games in `preset` that `seen` sees (only `game`,
    /// if given), newest first, at most `limit`.
    async fn rated_games_where(
        &self,
        user: &str,
        preset: &str,
        game: Option<i64>,
        seen: &Seen,
        limit: i64,
    ) -> Result<Vec<RatedGameRecord>> {
        let one = if game.is_some() {
            "AND h.game_id = $4"
        } else {
            ""
        };
        let (filter, guild) = seen.sql(if game.is_some() { "$5" } else { "$4" });
        let sql = format!(
            "SELECT h.game_id AS game_id, h.preset AS preset, h.at_ms AS at_ms, \
                    h.opponent_id AS opponent_id, \
                    COALESCE(p.display_name, h.opponent_id) AS opponent_name, \
                    h.result AS result, h.rating_before AS rating_before, \
                    h.rating_after AS rating_after, h.rd_after AS rd_after, \
                    h.opponent_rating AS opponent_rating, \
                    g.guild_id AS guild_id, g.channel_id AS channel_id, g.thread_id AS thread_id \
             FROM rating_history h JOIN games g ON g.id = h.game_id \
             LEFT JOIN players p ON p.user_id = h.opponent_id \
             WHERE h.user_id = $1 AND h.preset = $2 {one} {filter} \
             ORDER BY h.at_ms DESC, h.game_id DESC LIMIT $3"
        );
        let mut query = sqlx::query(&sql).bind(user).bind(preset).bind(limit.max(0));
        if let Some(g) = game {
            query = query.bind(g);
        }
        if let Some(g) = guild {
            query = query.bind(g);
        }
        let rows = query.fetch_all(self.reader()).await?;
        rows.iter()
            .map(|row| {
                let result: String = row.try_get("result")?;
                Ok(RatedGameRecord {
                    game_id: row.try_get("game_id")?,
                    preset: row.try_get("preset")?,
                    at_ms: row.try_get("at_ms")?,
                    opponent_id: row.try_get("opponent_id")?,
                    opponent_name: row.try_get("opponent_name")?,
                    result: PlayerResult::parse(&result)?,
                    rating_before: row.try_get("rating_before")?,
                    rating_after: row.try_get("rating_after")?,
                    rd_after: row.try_get("rd_after")?,
                    opponent_rating: row.try_get("opponent_rating")?,
                    place: Place {
                        guild: row.try_get("guild_id")?,
                        channel: row.try_get("channel_id")?,
                        thread: row.try_get("thread_id")?,
                    },
                })
            })
            .collect()
    }

    /// A player's rating after each rated game that `seen` sees, every
    /// preset, in time order within each preset.
    pub async fn rating_history(&self, user: &str, seen: &Seen) -> Result<Vec<HistoryPoint>> {
        let (filter, guild) = seen.sql("$2");
        let join = if filter.is_empty() {
            ""
        } else {
            "JOIN games g ON g.id = h.game_id"
        };
        let sql = format!(
            "SELECT h.preset AS preset, h.at_ms AS at_ms, h.rating_after AS rating_after \
             FROM rating_history h {join} WHERE h.user_id = $1 {filter} \
             ORDER BY h.preset, h.at_ms, h.game_id"
        );
        let mut query = sqlx::query(&sql).bind(user);
        if let Some(g) = guild {
            query = query.bind(g);
        }
        let rows = query.fetch_all(self.reader()).await?;
        rows.iter()
            .map(|row| {
                Ok(HistoryPoint {
                    preset: row.try_get("preset")?,
                    at_ms: row.try_get("at_ms")?,
                    rating: row.try_get("rating_after")?,
                })
            })
            .collect()
    }
}

/// The table a scope ranks over, as `s` (with `user_id`, `preset`,
/// `rating`, `ranked`), and the extra condition binding the server's id as
/// parameter `param`.
fn scope_sql(scope: &LeaderboardScope, param: &str) -> (&'static str, String) {
    match scope {
        LeaderboardScope::Global => ("ratings s", String::new()),
        LeaderboardScope::Guild(_) => ("rating_servers s", format!("AND s.guild_id = {param}")),
    }
}

/// The columns `above` and `tied` of a rank: the ranked players of preset
/// `$1` in `scope` (its server as `guild_param`) with a rating above
/// `rating`, and with `rating` and a user id before `user` (SQL
/// expressions). Two ranges of the ranking index: an OR of the two would
/// not use it.
fn rank_counts_sql(
    scope: &LeaderboardScope,
    guild_param: &str,
    rating: &str,
    user: &str,
) -> String {
    let (from, filter) = scope_sql(scope, guild_param);
    format!(
        "CAST((SELECT COUNT(*) FROM {from} WHERE s.preset = $1 AND s.ranked = 1 \
                 AND s.rating > {rating} {filter}) AS BIGINT) AS above, \
         CAST((SELECT COUNT(*) FROM {from} WHERE s.preset = $1 AND s.ranked = 1 \
                 AND s.rating = {rating} AND s.user_id < {user} {filter}) AS BIGINT) AS tied"
    )
}

/// 1 + the players a rank's row counts before the player.
fn rank_from_row(row: &sqlx::any::AnyRow) -> Result<i64> {
    let above: i64 = row.try_get("above")?;
    let tied: i64 = row.try_get("tied")?;
    Ok(above + tied + 1)
}
