//! Ratings as stored: a player's current rating per preset with the
//! counters a profile shows, one history row per rated game and player, and
//! the servers a player has rated games in. The store does not know the
//! rating system: the caller passes it as a [`RateFn`], which the store
//! calls inside the transaction that finishes the game, with both players'
//! ratings as committed then. So the game's end and both ratings change
//! together or not at all, and two games of one player finishing at once
//! never both start from the same old rating.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::error::{Result, StoreError};
use crate::status::GameResult;

/// A rating as stored for one player in one preset.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingValue {
    /// The rating.
    pub rating: f64,
    /// The rating deviation.
    pub rd: f64,
    /// The volatility.
    pub volatility: f64,
    /// When it was last updated (unix ms); `None` for a player who never
    /// played a rated game in the preset.
    pub updated_ms: Option<i64>,
    /// Whether it is provisional (not ranked on leaderboards).
    pub provisional: bool,
}

/// One player's rating around one game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingUpdate {
    /// Before the game (a new player's rating when they had none).
    pub before: RatingValue,
    /// After the game.
    pub after: RatingValue,
}

/// The rating system: from White's and Black's stored ratings before a game
/// (`None`: never rated in the preset), the result and the time (unix ms),
/// both players' ratings before and after, `[white, black]`.
pub type RateFn =
    fn(Option<RatingValue>, Option<RatingValue>, GameResult, i64) -> [RatingUpdate; 2];

/// A finished game's rating update, part of its [`GameChange`](crate::GameChange).
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    /// The time the ratings are computed at (unix ms).
    pub at_ms: i64,
    /// The rating system.
    pub with: RateFn,
}

impl PartialEq for Rate {
    fn eq(&self, other: &Rate) -> bool {
        self.at_ms == other.at_ms && std::ptr::fn_addr_eq(self.with, other.with)
    }
}

impl Eq for Rate {}

/// How a rated game ended for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerResult {
    /// The player won.
    Win,
    /// Drawn.
    Draw,
    /// The player lost.
    Loss,
}

impl PlayerResult {
    /// The stored text: `win`, `draw` or `loss`.
    pub fn as_str(self) -> &'static str {
        match self {
            PlayerResult::Win => "win",
            PlayerResult::Draw => "draw",
            PlayerResult::Loss => "loss",
        }
    }

    /// White's and Black's results of a game.
    pub fn of_game(result: GameResult) -> [PlayerResult; 2] {
        match result {
            GameResult::White => [PlayerResult::Win, PlayerResult::Loss],
            GameResult::Black => [PlayerResult::Loss, PlayerResult::Win],
            GameResult::Draw => [PlayerResult::Draw, PlayerResult::Draw],
        }
    }

    pub(crate) fn parse(s: &str) -> Result<PlayerResult> {
        match s {
            "win" => Ok(PlayerResult::Win),
            "draw" => Ok(PlayerResult::Draw),
            "loss" => Ok(PlayerResult::Loss),
            other => Err(StoreError::Corrupt(format!(
                "unknown rated game result `{other}`"
            ))),
        }
    }
}

/// A player's stored line in one preset: the rating and the counters.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerRating {
    /// Opaque user id.
    pub user_id: String,
    /// The preset's name.
    pub preset: String,
    /// The current rating.
    pub value: RatingValue,
    /// Rated games played.
    pub games: i64,
    /// Rated games won.
    pub wins: i64,
    /// Rated games drawn.
    pub draws: i64,
    /// Rated games lost.
    pub losses: i64,
    /// Wins in a row up to the last game.
    pub streak: i64,
    /// The longest run of wins.
    pub best_streak: i64,
    /// The win against the highest-rated opponent (rating before the game).
    pub best_win: Option<BestWin>,
}

/// The win against the highest-rated opponent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BestWin {
    /// The game.
    pub game_id: i64,
    /// The opponent's rating before it.
    pub opponent_rating: f64,
}

impl PlayerRating {
    /// A player's line before their first game in `preset`.
    pub(crate) fn empty(user_id: &str, preset: &str, value: RatingValue) -> PlayerRating {
        PlayerRating {
            user_id: user_id.to_string(),
            preset: preset.to_string(),
            value,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            streak: 0,
            best_streak: 0,
            best_win: None,
        }
    }

    /// The line after one more game: the new rating and the counters.
    pub(crate) fn record(
        &mut self,
        after: RatingValue,
        result: PlayerResult,
        opponent_rating: f64,
        game_id: i64,
    ) {
        self.value = after;
        self.games += 1;
        match result {
            PlayerResult::Win => {
                self.wins += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
                if self
                    .best_win
                    .is_none_or(|b| opponent_rating > b.opponent_rating)
                {
                    self.best_win = Some(BestWin {
                        game_id,
                        opponent_rating,
                    });
                }
            }
            PlayerResult::Draw => {
                self.draws += 1;
                self.streak = 0;
            }
            PlayerResult::Loss => {
                self.losses += 1;
                self.streak = 0;
            }
        }
    }
}

pub(crate) const RATING_COLUMNS: &str = "user_id, preset, rating, rd, volatility, updated_ms, \
     ranked, games, wins, draws, losses, streak, best_streak, best_win_game, best_win_rating";

/// The rating of a stored row with the columns `rating`, `rd`,
/// `volatility`, `updated_ms` and `ranked` (a player's global or season
/// line).
pub(crate) fn rating_value_from_row(row: &AnyRow) -> Result<RatingValue> {
    let ranked: i64 = row.try_get("ranked")?;
    Ok(RatingValue {
        rating: row.try_get("rating")?,
        rd: row.try_get("rd")?,
        volatility: row.try_get("volatility")?,
        updated_ms: Some(row.try_get("updated_ms")?),
        provisional: ranked == 0,
    })
}

pub(crate) fn rating_from_row(row: &AnyRow) -> Result<PlayerRating> {
    let best_game: Option<i64> = row.try_get("best_win_game")?;
    let best_rating: f64 = row.try_get("best_win_rating")?;
    Ok(PlayerRating {
        user_id: row.try_get("user_id")?,
        preset: row.try_get("preset")?,
        value: rating_value_from_row(row)?,
        games: row.try_get("games")?,
        wins: row.try_get("wins")?,
        draws: row.try_get("draws")?,
        losses: row.try_get("losses")?,
        streak: row.try_get("streak")?,
        best_streak: row.try_get("best_streak")?,
        best_win: best_game.map(|game_id| BestWin {
            game_id,
            opponent_rating: best_rating,
        }),
    })
}

const UPSERT_RATING: &str = "INSERT INTO ratings (user_id, preset, rating, rd, volatility, \
     updated_ms, ranked, games, wins, draws, losses, streak, best_streak, best_win_game, \
     best_win_rating) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) \
     ON CONFLICT (user_id, preset) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, \
     volatility = excluded.volatility, updated_ms = excluded.updated_ms, ranked = excluded.ranked, \
     games = excluded.games, wins = excluded.wins, draws = excluded.draws, \
     losses = excluded.losses, streak = excluded.streak, best_streak = excluded.best_streak, \
     best_win_game = excluded.best_win_game, best_win_rating = excluded.best_win_rating";

/// The game a rating update is for, as the finishing change returned it.
pub(crate) struct RatedGame<'a> {
    pub game_id: i64,
    pub white_id: &'a str,
    pub black_id: &'a str,
    pub preset: &'a str,
    pub guild: Option<&'a str>,
    pub result: GameResult,
}

fn is_postgres(conn: &sqlx::AnyConnection) -> bool {
    conn.backend_name().eq_ignore_ascii_case("postgresql")
}

/// Rates a game inside the open transaction that finishes it: reads both
/// players' ratings (on PostgreSQL after locking both players' rows, in id
/// order, so concurrent games of a player apply one after the other; on
/// SQLite the one writer connection already serializes them), computes the
/// update with `rate.with`, and writes the ratings, both history rows, the
/// server memberships, the season pool of the game's server (see
/// `seasons`) and the game's `rated_at_ms`.
pub(crate) async fn rate_game(
    conn: &mut sqlx::AnyConnection,
    game: &RatedGame<'_>,
    rate: &Rate,
) -> Result<[RatingUpdate; 2]> {
    if game.white_id == game.black_id {
        return Err(StoreError::InvalidInput(format!(
            "game {} is between a player and themself and cannot be rated",
            game.game_id
        )));
    }
    if is_postgres(conn) {
        sqlx::query(
            "SELECT user_id FROM players WHERE user_id IN ($1, $2) ORDER BY user_id FOR UPDATE",
        )
        .bind(game.white_id)
        .bind(game.black_id)
        .fetch_all(&mut *conn)
        .await?;
    }
    let sql =
        format!("SELECT {RATING_COLUMNS} FROM ratings WHERE preset = $1 AND user_id IN ($2, $3)");
    let rows = sqlx::query(&sql)
        .bind(game.preset)
        .bind(game.white_id)
        .bind(game.black_id)
        .fetch_all(&mut *conn)
        .await?;
    let mut white = None;
    let mut black = None;
    for row in &rows {
        let r = rating_from_row(row)?;
        if r.user_id == game.white_id {
            white = Some(r);
        } else {
            black = Some(r);
        }
    }
    let updates = (rate.with)(
        white.as_ref().map(|r| r.value),
        black.as_ref().map(|r| r.value),
        game.result,
        rate.at_ms,
    );
    let results = PlayerResult::of_game(game.result);
    let ids = [game.white_id, game.black_id];
    // Whether each was ranked before (`None`: no rating in the preset yet).
    let was_ranked = [&white, &black].map(|l| l.as_ref().map(|l| !l.value.provisional));
    let mut lines = [white, black];
    for i in 0..2 {
        let (me, opp) = (i, 1 - i);
        let line = lines[me]
            .get_or_insert_with(|| PlayerRating::empty(ids[me], game.preset, updates[me].before));
        line.record(
            updates[me].after,
            results[me],
            updates[opp].before.rating,
            game.game_id,
        );
        write_rating(conn, line).await?;
        insert_history(
            conn,
            &HistoryRow {
                user_id: ids[me],
                preset: game.preset,
                at_ms: rate.at_ms,
                game_id: game.game_id,
                opponent_id: ids[opp],
                result: results[me],
                rating_before: updates[me].before.rating,
                rating_after: updates[me].after.rating,
                rd_after: updates[me].after.rd,
                opponent_rating: updates[opp].before.rating,
            },
        )
        .await?;
        let now_ranked = !updates[me].after.provisional;
        write_memberships(
            conn,
            ids[me],
            game,
            was_ranked[me],
            now_ranked,
            &updates[me].after,
        )
        .await?;
    }
    sqlx::query("UPDATE games SET rated_at_ms = $1 WHERE id = $2")
        .bind(rate.at_ms)
        .bind(game.game_id)
        .execute(&mut *conn)
        .await?;
    Ok(updates)
}

/// Keeps a player's server memberships and the counts in step after a
/// rated game at `game` changed their rating to `after`: every membership
/// carries the new rating; the counts move when the player is new in the
/// preset, new on the server, or went from provisional to ranked (or back).
async fn write_memberships(
    conn: &mut sqlx::AnyConnection,
    user: &str,
    game: &RatedGame<'_>,
    was_ranked: Option<bool>,
    now_ranked: bool,
    after: &RatingValue,
) -> Result<()> {
    let preset = game.preset;
    match was_ranked {
        None => bump(conn, preset, ALL_SERVERS, now_ranked, 1).await?,
        Some(was) if was != now_ranked => {
            bump(conn, preset, ALL_SERVERS, was, -1).await?;
            bump(conn, preset, ALL_SERVERS, now_ranked, 1).await?;
            let guilds = sqlx::query(
                "SELECT guild_id FROM rating_servers WHERE user_id = $1 AND preset = $2",
            )
            .bind(user)
            .bind(preset)
            .fetch_all(&mut *conn)
            .await?;
            for row in &guilds {
                let guild: String = row.try_get("guild_id")?;
                bump(conn, preset, &guild, was, -1).await?;
                bump(conn, preset, &guild, now_ranked, 1).await?;
            }
        }
        Some(_) => {}
    }
    sqlx::query(
        "UPDATE rating_servers SET rating = $1, ranked = $2 WHERE user_id = $3 AND preset = $4",
    )
    .bind(after.rating)
    .bind(i64::from(now_ranked))
    .bind(user)
    .bind(preset)
    .execute(&mut *conn)
    .await?;
    if let Some(guild) = game.guild {
        let added = sqlx::query(
            "INSERT INTO rating_servers (user_id, preset, guild_id, rating, ranked) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, preset, guild_id) DO NOTHING",
        )
        .bind(user)
        .bind(preset)
        .bind(guild)
        .bind(after.rating)
        .bind(i64::from(now_ranked))
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if added == 1 {
            bump(conn, preset, guild, now_ranked, 1).await?;
        }
    }
    Ok(())
}

/// The `guild_id` of the counts over all servers.
pub(crate) const ALL_SERVERS: &str = "";

/// Adds `by` to the number of ranked (or provisional) players of `preset`
/// on `guild` ([`ALL_SERVERS`]: everywhere).
async fn bump(
    conn: &mut sqlx::AnyConnection,
    preset: &str,
    guild: &str,
    ranked: bool,
    by: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO rating_counts (preset, guild_id, ranked, players) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (preset, guild_id, ranked) \
         DO UPDATE SET players = rating_counts.players + excluded.players",
    )
    .bind(preset)
    .bind(guild)
    .bind(i64::from(ranked))
    .bind(by)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub(crate) fn ranked(v: &RatingValue) -> i64 {
    i64::from(!v.provisional)
}

async fn write_rating(conn: &mut sqlx::AnyConnection, line: &PlayerRating) -> Result<()> {
    let updated = line.value.updated_ms.ok_or_else(|| {
        StoreError::InvalidInput(format!(
            "the rating of {} in {} after a game has no time",
            line.user_id, line.preset
        ))
    })?;
    sqlx::query(UPSERT_RATING)
        .bind(&line.user_id)
        .bind(&line.preset)
        .bind(line.value.rating)
        .bind(line.value.rd)
        .bind(line.value.volatility)
        .bind(updated)
        .bind(ranked(&line.value))
        .bind(line.games)
        .bind(line.wins)
        .bind(line.draws)
        .bind(line.losses)
        .bind(line.streak)
        .bind(line.best_streak)
        .bind(line.best_win.map(|b| b.game_id))
        // Never a NULL float: sqlx's Any driver binds one as `real` on
        // PostgreSQL, which breaks the statement for later non-NULL values.
        .bind(line.best_win.map_or(0.0, |b| b.opponent_rating))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// One history row to write.
pub(crate) struct HistoryRow<'a> {
    pub user_id: &'a str,
    pub preset: &'a str,
    pub at_ms: i64,
    pub game_id: i64,
    pub opponent_id: &'a str,
    pub result: PlayerResult,
    pub rating_before: f64,
    pub rating_after: f64,
    pub rd_after: f64,
    pub opponent_rating: f64,
}

pub(crate) const HISTORY_INSERT: &str = "INSERT INTO rating_history (user_id, preset, at_ms, \
     game_id, opponent_id, result, rating_before, rating_after, rd_after, opponent_rating) \
     VALUES ";

/// Columns of one history row.
pub(crate) const HISTORY_WIDTH: usize = 10;

/// `($1, ..., $13), ($14, ...)`: placeholders for `rows` rows of `width`.
pub(crate) fn placeholders(rows: usize, width: usize) -> String {
    let mut s = String::with_capacity(rows * width * 5);
    for r in 0..rows {
        if r > 0 {
            s.push_str(", ");
        }
        s.push('(');
        for c in 0..width {
            if c > 0 {
                s.push_str(", ");
            }
            s.push('$');
            s.push_str(&(r * width + c + 1).to_string());
        }
        s.push(')');
    }
    s
}

async fn insert_history(conn: &mut sqlx::AnyConnection, h: &HistoryRow<'_>) -> Result<()> {
    let sql = format!("{HISTORY_INSERT}{}", placeholders(1, HISTORY_WIDTH));
    sqlx::query(&sql)
        .bind(h.user_id)
        .bind(h.preset)
        .bind(h.at_ms)
        .bind(h.game_id)
        .bind(h.opponent_id)
        .bind(h.result.as_str())
        .bind(h.rating_before)
        .bind(h.rating_after)
        .bind(h.rd_after)
        .bind(h.opponent_rating)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(rating: f64) -> RatingValue {
        RatingValue {
            rating,
            rd: 100.0,
            volatility: 0.06,
            updated_ms: Some(1),
            provisional: false,
        }
    }

    #[test]
    fn counters_follow_the_results() {
        let mut line = PlayerRating::empty("a", "cruise", value(1500.0));
        line.record(value(1510.0), PlayerResult::Win, 1600.0, 1);
        line.record(value(1520.0), PlayerResult::Win, 1700.0, 2);
        line.record(value(1515.0), PlayerResult::Draw, 1500.0, 3);
        line.record(value(1530.0), PlayerResult::Win, 1650.0, 4);
        line.record(value(1500.0), PlayerResult::Loss, 1400.0, 5);
        assert_eq!(
            (line.games, line.wins, line.draws, line.losses),
            (5, 3, 1, 1)
        );
        assert_eq!((line.streak, line.best_streak), (0, 2));
        assert_eq!(
            line.best_win,
            Some(BestWin {
                game_id: 2,
                opponent_rating: 1700.0
            })
        );
        assert_eq!(line.value.rating, 1500.0);
        line.record(value(1510.0), PlayerResult::Win, 1200.0, 6);
        assert_eq!(line.streak, 1);
        assert_eq!(
            line.best_win.unwrap().game_id,
            2,
            "a weaker win is not best"
        );
    }

    #[test]
    fn placeholders_number_every_column() {
        assert_eq!(placeholders(1, 2), "($1, $2)");
        assert_eq!(placeholders(2, 3), "($1, $2, $3), ($4, $5, $6)");
    }

    #[test]
    fn results_of_a_game() {
        assert_eq!(
            PlayerResult::of_game(GameResult::Black),
            [PlayerResult::Loss, PlayerResult::Win]
        );
        assert_eq!(PlayerResult::parse("draw").unwrap(), PlayerResult::Draw);
        assert!(PlayerResult::parse("maybe").is_err());
    }
}
