-- Ratings (lichess-flavoured Glicko-2): the current rating of each player
-- in each preset, and one history row per rated game and player (so
-- ratings can be rebuilt and charted). Numbers are opaque to the store.
CREATE TABLE ratings (
    user_id      TEXT NOT NULL REFERENCES players (user_id),
    preset       TEXT NOT NULL,
    rating       REAL NOT NULL,
    rd           REAL NOT NULL,
    volatility   REAL NOT NULL,
    updated_days REAL,
    games        INTEGER NOT NULL,
    PRIMARY KEY (user_id, preset)
);
CREATE INDEX ratings_by_preset ON ratings (preset, rating DESC);

CREATE TABLE rating_history (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    user_id       TEXT NOT NULL REFERENCES players (user_id),
    preset        TEXT NOT NULL,
    rating_before REAL NOT NULL,
    rating_after  REAL NOT NULL,
    rd_after      REAL NOT NULL,
    at_ms         INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_by_player ON rating_history (user_id, preset, at_ms);
CREATE INDEX rating_history_by_time ON rating_history (preset, at_ms);
