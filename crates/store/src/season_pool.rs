//! A season's rating pool as games are rated: inside the transaction that
//! rates a game, the season of its server (if one is open and covers its
//! preset) gets both players' season ratings ([`rate_in_season`]); the
//! rebuild replays the same [`SeasonTally`]. The seasons themselves (open,
//! end, standings) are `seasons`.

use sqlx::Row;

use crate::error::Result;
use crate::ratings::{PlayerResult, Rate, RatedGame, RatingValue, ranked, rating_value_from_row};

/// A player's season line as the games go by: the season rating and the
/// counters (live in [`rate_in_season`], and in the rebuild's replay).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct SeasonTally {
    pub value: RatingValue,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

impl SeasonTally {
    /// A player's line before their first season game.
    pub(crate) fn new(before: RatingValue) -> SeasonTally {
        SeasonTally {
            value: before,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        }
    }

    /// The line after one more season game ending in `result` for them.
    pub(crate) fn record(&mut self, after: RatingValue, result: PlayerResult) {
        self.value = after;
        self.games += 1;
        match result {
            PlayerResult::Win => self.wins += 1,
            PlayerResult::Draw => self.draws += 1,
            PlayerResult::Loss => self.losses += 1,
        }
    }
}

const UPSERT_SEASON_RATING: &str = "INSERT INTO season_ratings (season_id, preset, user_id, \
     rating, rd, volatility, updated_ms, ranked, games, wins, draws, losses) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
     ON CONFLICT (season_id, preset, user_id) DO UPDATE SET rating = excluded.rating, \
     rd = excluded.rd, volatility = excluded.volatility, updated_ms = excluded.updated_ms, \
     ranked = excluded.ranked, games = excluded.games, wins = excluded.wins, \
     draws = excluded.draws, losses = excluded.losses";

/// Updates the season pool of `game`'s server, inside the transaction that
/// rates it (the players' rows are locked already): when the server has an
/// open season that started at or before `rate.at_ms` and rates the game's
/// preset, both players' season ratings are computed with `rate.with` from
/// their season ratings (a new player's when they have none), and the game
/// is recorded as the season's (`season_games`: what a rebuild replays).
/// Returns the season's id when the game counted for one.
pub(crate) async fn rate_in_season(
    conn: &mut sqlx::AnyConnection,
    game: &RatedGame<'_>,
    rate: &Rate,
) -> Result<Option<i64>> {
    let Some(guild) = game.guild.filter(|g| !g.is_empty()) else {
        return Ok(None);
    };
    let season = sqlx::query(
        "SELECT id FROM seasons WHERE guild_id = $1 AND ended_ms IS NULL \
         AND started_ms <= $2 AND (preset IS NULL OR preset = $3)",
    )
    .bind(guild)
    .bind(rate.at_ms)
    .bind(game.preset)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(season) = season else {
        return Ok(None);
    };
    let season: i64 = season.try_get("id")?;
    let rows = sqlx::query(
        "SELECT user_id, rating, rd, volatility, updated_ms, ranked, games, wins, draws, losses \
         FROM season_ratings WHERE season_id = $1 AND preset = $2 AND user_id IN ($3, $4)",
    )
    .bind(season)
    .bind(game.preset)
    .bind(game.white_id)
    .bind(game.black_id)
    .fetch_all(&mut *conn)
    .await?;
    let mut lines: [Option<SeasonTally>; 2] = [None, None];
    for row in &rows {
        let user: String = row.try_get("user_id")?;
        let line = SeasonTally {
            value: rating_value_from_row(row)?,
            games: row.try_get("games")?,
            wins: row.try_get("wins")?,
            draws: row.try_get("draws")?,
            losses: row.try_get("losses")?,
        };
        let i = usize::from(user != game.white_id);
        lines[i] = Some(line);
    }
    let updates = (rate.with)(
        lines[0].as_ref().map(|l| l.value),
        lines[1].as_ref().map(|l| l.value),
        game.result,
        rate.at_ms,
    );
    let results = PlayerResult::of_game(game.result);
    let ids = [game.white_id, game.black_id];
    for me in 0..2 {
        let line = lines[me].get_or_insert(SeasonTally::new(updates[me].before));
        line.record(updates[me].after, results[me]);
        sqlx::query(UPSERT_SEASON_RATING)
            .bind(season)
            .bind(game.preset)
            .bind(ids[me])
            .bind(line.value.rating)
            .bind(line.value.rd)
            .bind(line.value.volatility)
            .bind(line.value.updated_ms.unwrap_or(rate.at_ms))
            .bind(ranked(&line.value))
            .bind(line.games)
            .bind(line.wins)
            .bind(line.draws)
            .bind(line.losses)
            .execute(&mut *conn)
            .await?;
    }
    sqlx::query("INSERT INTO season_games (game_id, season_id) VALUES ($1, $2)")
        .bind(game.game_id)
        .bind(season)
        .execute(&mut *conn)
        .await?;
    Ok(Some(season))
}
