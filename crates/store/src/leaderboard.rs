//! The leaderboard: each player's results computed from finished games, per
//! server or over all games.

use sqlx::Row;

use crate::error::Result;
use crate::store::Store;

/// Which games count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaderboardScope {
    /// Games played in this server (guild id).
    Guild(String),
    /// All games.
    Global,
}

/// One player's line on the leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// Opaque user id.
    pub user_id: String,
    /// The most recently seen display name.
    pub display_name: String,
    /// Finished games played.
    pub games: i64,
    /// Games won.
    pub wins: i64,
    /// Games drawn.
    pub draws: i64,
    /// Games lost.
    pub losses: i64,
    /// Points: 1 per win, ½ per draw.
    pub points: f64,
}

impl Standing {
    /// Points doubled (2 per win, 1 per draw): exact, for comparisons.
    pub fn half_points(&self) -> i64 {
        2 * self.wins + self.draws
    }
}

impl Store {
    /// Players by points (win 1, draw ½), then wins, then fewer games, then
    /// name; at most `limit` lines. Only finished games count (aborted and
    /// ongoing ones do not), and games a player played against themself are
    /// left out.
    pub async fn leaderboard(&self, scope: &LeaderboardScope, limit: u32) -> Result<Vec<Standing>> {
        let guild_filter = match scope {
            LeaderboardScope::Guild(_) => "AND guild_id = $2",
            LeaderboardScope::Global => "",
        };
        let sql = format!(
            "SELECT r.user_id AS user_id, COALESCE(p.display_name, r.user_id) AS display_name, \
                    CAST(COUNT(*) AS BIGINT) AS games, \
                    CAST(SUM(r.win) AS BIGINT) AS wins, \
                    CAST(SUM(r.draw) AS BIGINT) AS draws, \
                    CAST(SUM(r.loss) AS BIGINT) AS losses \
             FROM ( \
                 SELECT white_id AS user_id, \
                        CASE WHEN result = 'white' THEN 1 ELSE 0 END AS win, \
                        CASE WHEN result = 'draw' THEN 1 ELSE 0 END AS draw, \
                        CASE WHEN result = 'black' THEN 1 ELSE 0 END AS loss \
                 FROM games WHERE status = 'finished' AND white_id <> black_id {guild_filter} \
                 UNION ALL \
                 SELECT black_id AS user_id, \
                        CASE WHEN result = 'black' THEN 1 ELSE 0 END AS win, \
                        CASE WHEN result = 'draw' THEN 1 ELSE 0 END AS draw, \
                        CASE WHEN result = 'white' THEN 1 ELSE 0 END AS loss \
                 FROM games WHERE status = 'finished' AND white_id <> black_id {guild_filter} \
             ) r LEFT JOIN players p ON p.user_id = r.user_id \
             GROUP BY r.user_id, p.display_name \
             ORDER BY 2 * SUM(r.win) + SUM(r.draw) DESC, SUM(r.win) DESC, COUNT(*) ASC, \
                      COALESCE(p.display_name, r.user_id) ASC, r.user_id ASC \
             LIMIT $1"
        );
        let mut query = sqlx::query(&sql).bind(i64::from(limit));
        if let LeaderboardScope::Guild(guild) = scope {
            query = query.bind(guild.as_str());
        }
        let rows = query.fetch_all(self.reader()).await?;
        rows.iter()
            .map(|row| {
                let wins: i64 = row.try_get("wins")?;
                let draws: i64 = row.try_get("draws")?;
                Ok(Standing {
                    user_id: row.try_get("user_id")?,
                    display_name: row.try_get("display_name")?,
                    games: row.try_get("games")?,
                    wins,
                    draws,
                    losses: row.try_get("losses")?,
                    points: wins as f64 + draws as f64 / 2.0,
                })
            })
            .collect()
    }
}
