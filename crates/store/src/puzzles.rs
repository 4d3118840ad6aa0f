//! Puzzles mined from finished games: each with its source game (its
//! server and channel, so that the host offers it only where the game may
//! be shown), preset, ply, FEN, moves and themes, and its Glicko-2 rating
//! as plays move it. A puzzle is stored once per game and ply, and a game
//! once mined (with or without puzzles) is recorded, so mining it again
//! stores nothing. FEN, moves and themes are opaque text to the store.

use crate::Store;
use crate::error::Result;
use sqlx::Row;
use sqlx::any::AnyRow;

/// A Glicko-2 rating as stored (a puzzle's or a member's puzzle rating):
/// numbers only, the rating crate's rules are the host's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
    /// When it was last updated (days since 1970, the rating crate's
    /// time); `None` when never.
    pub updated_days: Option<f64>,
}

/// A puzzle to store.
#[derive(Debug, Clone, PartialEq)]
pub struct NewPuzzle {
    /// The game it was mined from.
    pub game_id: i64,
    /// The ply of the opponent's mistake, from 1.
    pub ply: i64,
    /// The position before the mistake.
    pub fen: String,
    /// The mistake, then the solution (opaque text).
    pub moves: String,
    /// Comma-separated theme names.
    pub themes: String,
    /// Its first rating.
    pub glicko: Glicko,
}

/// A stored puzzle, with what the host shows of its source game.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleRecord {
    pub id: i64,
    pub game_id: i64,
    /// The source game's server (`None`: outside servers) and channel.
    pub guild_id: Option<String>,
    pub channel_id: String,
    pub preset: String,
    pub king_strikes: bool,
    pub ply: i64,
    pub fen: String,
    pub moves: String,
    pub themes: String,
    pub glicko: Glicko,
    /// How many rated attempts it had.
    pub plays: i64,
    pub created_at_ms: i64,
    /// The source game's players' names (White, Black), as last seen.
    pub white_name: String,
    pub black_name: String,
}

/// The columns of [`PuzzleRecord`], for `FROM puzzles p JOIN games g ...`.
pub(crate) const PUZZLE_COLUMNS: &str = "p.id, p.game_id, p.guild_id, p.channel_id, p.preset, \
     p.king_strikes, p.ply, p.fen, p.moves, p.themes, p.rating, p.rd, p.volatility, \
     p.updated_days, p.plays, p.created_at_ms, w.display_name AS white_name, \
     b.display_name AS black_name";

/// The joins [`PUZZLE_COLUMNS`] reads.
pub(crate) const PUZZLE_FROM: &str = "puzzles p JOIN games g ON g.id = p.game_id \
     JOIN players w ON w.user_id = g.white_id JOIN players b ON b.user_id = g.black_id";

/// Where a puzzle may be offered to a member of server `$1`: its game was
/// played there, or in a server whose pages are on the public web site
/// and not in one of its private channels (where a game may be shown).
pub(crate) const OFFERED_IN: &str = "(p.guild_id = $1 OR (p.guild_id IS NOT NULL AND \
     EXISTS (SELECT 1 FROM guild_settings s WHERE s.guild_id = p.guild_id AND s.web_public = 1) \
     AND NOT EXISTS (SELECT 1 FROM private_channels c WHERE c.channel_id = p.channel_id)))";

pub(crate) fn glicko_from_row(r: &AnyRow) -> Result<Glicko> {
    Ok(Glicko {
        rating: r.try_get("rating")?,
        rd: r.try_get("rd")?,
        volatility: r.try_get("volatility")?,
        updated_days: r.try_get("updated_days")?,
    })
}

pub(crate) fn puzzle_from_row(r: &AnyRow) -> Result<PuzzleRecord> {
    Ok(PuzzleRecord {
        id: r.try_get("id")?,
        game_id: r.try_get("game_id")?,
        guild_id: r.try_get("guild_id")?,
        channel_id: r.try_get("channel_id")?,
        preset: r.try_get("preset")?,
        king_strikes: r.try_get::<i64, _>("king_strikes")? != 0,
        ply: r.try_get("ply")?,
        fen: r.try_get("fen")?,
        moves: r.try_get("moves")?,
        themes: r.try_get("themes")?,
        glicko: glicko_from_row(r)?,
        plays: r.try_get("plays")?,
        created_at_ms: r.try_get("created_at_ms")?,
        white_name: r.try_get("white_name")?,
        black_name: r.try_get("black_name")?,
    })
}

impl Store {
    /// Stores the puzzles mined from game `game_id` and records the game
    /// as mined, in one transaction. A puzzle already stored (same game
    /// and ply: the game mined twice) is kept as it is. Returns how many
    /// puzzles were new.
    pub async fn save_mined_game(
        &self,
        game_id: i64,
        puzzles: &[NewPuzzle],
        now_ms: i64,
    ) -> Result<usize> {
        let mut tx = self.writer().begin().await?;
        let mut added = 0;
        for p in puzzles {
            let done = sqlx::query(
                "INSERT INTO puzzles (game_id, guild_id, channel_id, preset, king_strikes, ply, \
                 fen, moves, themes, rating, rd, volatility, updated_days, plays, created_at_ms) \
                 SELECT g.id, g.guild_id, g.channel_id, g.preset, g.king_strikes, $2, $3, $4, $5, \
                 $6, $7, $8, $9, 0, $10 FROM games g WHERE g.id = $1 \
                 ON CONFLICT (game_id, ply) DO NOTHING",
            )
            .bind(game_id)
            .bind(p.ply)
            .bind(&p.fen)
            .bind(&p.moves)
            .bind(&p.themes)
            .bind(p.glicko.rating)
            .bind(p.glicko.rd)
            .bind(p.glicko.volatility)
            .bind(p.glicko.updated_days)
            .bind(now_ms)
            .execute(&mut *tx)
            .await?;
            added += done.rows_affected() as usize;
        }
        sqlx::query(
            "INSERT INTO puzzle_mined_games (game_id, puzzles, mined_at_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(puzzles.len() as i64)
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(added)
    }

    /// Whether game `game_id` was mined.
    pub async fn game_mined(&self, game_id: i64) -> Result<bool> {
        let row = sqlx::query("SELECT 1 FROM puzzle_mined_games WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(self.reader())
            .await?;
        Ok(row.is_some())
    }

    /// The finished games not mined yet, oldest first, at most `limit`:
    /// those that ended while the bot was down or whose mining a stop cut
    /// short. With their server (`None`: outside servers).
    pub async fn games_to_mine(&self, limit: i64) -> Result<Vec<(i64, Option<String>)>> {
        let rows = sqlx::query(
            "SELECT g.id, g.guild_id FROM games g WHERE g.status = 'finished' AND NOT EXISTS \
             (SELECT 1 FROM puzzle_mined_games m WHERE m.game_id = g.id) ORDER BY g.id LIMIT $1",
        )
        .bind(limit)
        .fetch_all(self.reader())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("id")?, r.try_get("guild_id")?)))
            .collect()
    }

    /// Puzzle `id`, if stored.
    pub async fn puzzle(&self, id: i64) -> Result<Option<PuzzleRecord>> {
        let sql = format!("SELECT {PUZZLE_COLUMNS} FROM {PUZZLE_FROM} WHERE p.id = $1");
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(puzzle_from_row).transpose()
    }

    /// The puzzles of game `game_id`, by ply.
    pub async fn puzzles_of_game(&self, game_id: i64) -> Result<Vec<PuzzleRecord>> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM {PUZZLE_FROM} WHERE p.game_id = $1 ORDER BY p.ply"
        );
        let rows = sqlx::query(&sql)
            .bind(game_id)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(puzzle_from_row).collect()
    }

    /// The puzzle offered to `user` in server `guild` nearest `rating`:
    /// one that may be shown there ([`OFFERED_IN`]), that `user` never
    /// attempted; the nearest first, then the oldest.
    pub async fn puzzle_near(
        &self,
        guild: &str,
        user: &str,
        rating: f64,
    ) -> Result<Option<PuzzleRecord>> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM {PUZZLE_FROM} WHERE {OFFERED_IN} AND NOT EXISTS \
             (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id AND a.user_id = $2) \
             ORDER BY ABS(p.rating - $3), p.id LIMIT 1"
        );
        let row = sqlx::query(&sql)
            .bind(guild)
            .bind(user)
            .bind(rating)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(puzzle_from_row).transpose()
    }

    /// The next puzzle of a streak in server `guild`: offered there, not
    /// among `played` (the streak's puzzles so far), rated at least
    /// `at_least`; the lowest rated first (rising difficulty).
    pub async fn puzzle_at_least(
        &self,
        guild: &str,
        at_least: f64,
        played: &[i64],
    ) -> Result<Option<PuzzleRecord>> {
        let excluded = if played.is_empty() {
            String::new()
        } else {
            let ids: Vec<String> = played.iter().map(i64::to_string).collect();
            format!(" AND p.id NOT IN ({})", ids.join(", "))
        };
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM {PUZZLE_FROM} WHERE {OFFERED_IN} AND p.rating >= $2\
             {excluded} ORDER BY p.rating, p.id LIMIT 1"
        );
        let row = sqlx::query(&sql)
            .bind(guild)
            .bind(at_least)
            .fetch_optional(self.reader())
            .await?;
        row.as_ref().map(puzzle_from_row).transpose()
    }

    /// The newest puzzles of games played in server `guild`, newest
    /// first, at most `limit`: those the web site may list on the server's
    /// pages, so none of a game played in a private channel
    /// (`private_channels`). Whether the server's pages are on is the
    /// caller's to check.
    pub async fn recent_puzzles_of_server(
        &self,
        guild: &str,
        limit: i64,
    ) -> Result<Vec<PuzzleRecord>> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM {PUZZLE_FROM} WHERE p.guild_id = $1 AND NOT EXISTS \
             (SELECT 1 FROM private_channels c WHERE c.channel_id = p.channel_id) \
             ORDER BY p.created_at_ms DESC, p.id DESC LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(guild)
            .bind(limit)
            .fetch_all(self.reader())
            .await?;
        rows.iter().map(puzzle_from_row).collect()
    }

    /// Whether puzzle `id` may be offered in server `guild` ([`OFFERED_IN`]).
    pub async fn puzzle_offered_in(&self, id: i64, guild: &str) -> Result<bool> {
        let sql = format!("SELECT 1 FROM puzzles p WHERE p.id = $2 AND {OFFERED_IN}");
        let row = sqlx::query(&sql)
            .bind(guild)
            .bind(id)
            .fetch_optional(self.reader())
            .await?;
        Ok(row.is_some())
    }
}
