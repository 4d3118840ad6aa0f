-- Replaces 0006's first draft of the rating tables (never written by a
-- released host: no rated game was stored with them) with the tables below.
DROP TABLE rating_history;
DROP TABLE ratings;

-- These tables are derived from the games (`ratings rebuild` recomputes
-- them all): they carry no foreign keys, which would cost a rebuild one
-- lookup per key and row (on PostgreSQL most of its time).

-- Ratings: one current rating per player and preset, a history row per rated
-- game and player, and which servers each rated player played in. Keep in
-- step with migrations/sqlite. Ratings, RDs and volatilities are DOUBLE PRECISION;
-- times are unix milliseconds.

-- When a finished game counted for ratings: the time its ratings were
-- computed at (what `ratings rebuild` replays in order); NULL for games that
-- did not count (casual, aborted, forfeited before a move, unfinished).
ALTER TABLE games ADD COLUMN rated_at_ms BIGINT;
CREATE INDEX games_rated ON games (rated_at_ms, id) WHERE rated_at_ms IS NOT NULL;

-- A player's current rating in one preset, with the counters a profile shows
-- (kept here so that a profile reads one row, not the player's history).
-- `ranked` is 1 when the rating is not provisional (RD below 110).
CREATE TABLE ratings (
    user_id         TEXT    NOT NULL,
    preset          TEXT    NOT NULL,
    rating          DOUBLE PRECISION NOT NULL,
    rd              DOUBLE PRECISION NOT NULL,
    volatility      DOUBLE PRECISION NOT NULL,
    updated_ms      BIGINT NOT NULL,
    ranked          BIGINT NOT NULL CHECK (ranked IN (0, 1)),
    games           BIGINT NOT NULL,
    wins            BIGINT NOT NULL,
    draws           BIGINT NOT NULL,
    losses          BIGINT NOT NULL,
    streak          BIGINT NOT NULL,
    best_streak     BIGINT NOT NULL,
    best_win_game   BIGINT,
    best_win_rating DOUBLE PRECISION NOT NULL, -- 0 without a win (see best_win_game)
    PRIMARY KEY (user_id, preset)
);

-- The global leaderboard: ranked players of a preset by rating, and the
-- counts and ranks over that order.
CREATE INDEX ratings_rank ON ratings (preset, ranked, rating DESC, user_id);

-- One row per rated game and player: the ratings before and after, for
-- charts, the profile's last games, the 7-day change and rebuilds. The key
-- serves a player's history in time order.
CREATE TABLE rating_history (
    user_id           TEXT    NOT NULL,
    preset            TEXT    NOT NULL,
    at_ms             BIGINT NOT NULL,
    game_id           BIGINT NOT NULL,
    opponent_id       TEXT    NOT NULL,
    result            TEXT    NOT NULL CHECK (result IN ('win', 'draw', 'loss')),
    rating_before     DOUBLE PRECISION NOT NULL,
    rd_before         DOUBLE PRECISION NOT NULL,
    volatility_before DOUBLE PRECISION NOT NULL,
    rating_after      DOUBLE PRECISION NOT NULL,
    rd_after          DOUBLE PRECISION NOT NULL,
    volatility_after  DOUBLE PRECISION NOT NULL,
    opponent_rating   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (user_id, preset, at_ms, game_id)
);

-- The servers a player has a rated game in, per preset, with a copy of the
-- player's current rating so that a server's leaderboard is one index range.
CREATE TABLE rating_servers (
    user_id  TEXT    NOT NULL,
    preset   TEXT    NOT NULL,
    guild_id TEXT    NOT NULL,
    rating   DOUBLE PRECISION NOT NULL,
    ranked   BIGINT NOT NULL CHECK (ranked IN (0, 1)),
    PRIMARY KEY (user_id, preset, guild_id)
);

CREATE INDEX rating_servers_rank ON rating_servers (guild_id, preset, ranked, rating DESC, user_id);

-- How many ranked and provisional players each preset has on each server
-- (guild_id '' for all servers), kept in step with `ratings` and
-- `rating_servers`, so a leaderboard never counts its players row by row.
CREATE TABLE rating_counts (
    preset   TEXT   NOT NULL,
    guild_id TEXT   NOT NULL,
    ranked   BIGINT NOT NULL CHECK (ranked IN (0, 1)),
    players  BIGINT NOT NULL,
    PRIMARY KEY (preset, guild_id, ranked)
);
