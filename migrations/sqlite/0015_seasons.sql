-- Seasons: a server's second rating pool for a while. During a season
-- (from started_ms until ended_ms; ended_ms NULL while it is open), every
-- rated game played in the server, in the season's preset (preset NULL: in
-- any preset, each with its own pool), also updates the players' season
-- ratings. At most one open season per server; names are unique per
-- server without regard to case (name_key is the lowercased name). The
-- channel (and thread) it was started in is where its standings are
-- posted; posted_ms is when they were (NULL: still owed).
-- Keep in step with migrations/postgres.
CREATE TABLE seasons (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       TEXT   NOT NULL,
    name           TEXT   NOT NULL,
    name_key       TEXT   NOT NULL,
    preset         TEXT,
    channel_id     TEXT   NOT NULL,
    thread_id      TEXT,
    started_by     TEXT   NOT NULL,
    started_ms     INTEGER NOT NULL,
    ends_ms        INTEGER,
    ended_ms       INTEGER,
    posted_ms      INTEGER,
    UNIQUE (guild_id, name_key)
);

CREATE UNIQUE INDEX seasons_one_open ON seasons (guild_id) WHERE ended_ms IS NULL;

-- A player's rating in one season and preset, with the counters the
-- standings show. Derived from the games (`ratings rebuild` recomputes
-- it); kept after the season ends: the archive of its standings.
-- `ranked` is 1 when the rating is not provisional.
CREATE TABLE season_ratings (
    season_id   INTEGER NOT NULL,
    preset      TEXT   NOT NULL,
    user_id     TEXT   NOT NULL,
    rating      REAL NOT NULL,
    rd          REAL NOT NULL,
    volatility  REAL NOT NULL,
    updated_ms  INTEGER NOT NULL,
    ranked      INTEGER NOT NULL CHECK (ranked IN (0, 1)),
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    PRIMARY KEY (season_id, preset, user_id)
);

CREATE INDEX season_ratings_rank ON season_ratings (season_id, preset, rating DESC, user_id);

-- Which season each game counted for, written when the game was rated:
-- the rebuild replays each game into the season it counted for then (the
-- season was open at that moment; a span of times alone cannot tell a game
-- rated in the very millisecond a season ended).
CREATE TABLE season_games (
    game_id   INTEGER NOT NULL PRIMARY KEY,
    season_id INTEGER NOT NULL
);

-- A server's season settings, applied when a season ends: the role the top
-- `top` players of the final standings get (and last season's lose).
CREATE TABLE season_settings (
    guild_id      TEXT   NOT NULL PRIMARY KEY,
    top_role      TEXT,
    top           INTEGER NOT NULL DEFAULT 1,
    updated_at_ms INTEGER NOT NULL
);
