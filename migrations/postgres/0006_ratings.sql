-- Ratings (lichess-flavoured Glicko-2): the current rating of each player
-- in each preset, and one history row per rated game and player (so
-- ratings can be rebuilt and charted). Numbers are opaque to the store.
CREATE TABLE ratings (
    user_id      TEXT  NOT NULL REFERENCES players (user_id),
    preset       TEXT  NOT NULL,
    rating       DOUBLE PRECISION NOT NULL,
    rd           DOUBLE PRECISION NOT NULL,
    volatility   DOUBLE PRECISION NOT NULL,
    updated_days DOUBLE PRECISION,
    games        BIGINT NOT NULL,
    PRIMARY KEY (user_id, preset)
);
CREATE INDEX ratings_by_preset ON ratings (preset, rating DESC);

CREATE TABLE rating_history (
    game_id       BIGINT NOT NULL REFERENCES games (id),
    user_id       TEXT NOT NULL REFERENCES players (user_id),
    preset        TEXT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating_after  DOUBLE PRECISION NOT NULL,
    rd_after      DOUBLE PRECISION NOT NULL,
    at_ms         BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_by_player ON rating_history (user_id, preset, at_ms);
CREATE INDEX rating_history_by_time ON rating_history (preset, at_ms);
