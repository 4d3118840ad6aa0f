-- Puzzles mined from the server's own games (issue 46): the puzzles with
-- their source game, the games already mined, each member's puzzle rating
-- (separate from game ratings) and best streak, every attempt, the daily
-- puzzle of each server and UTC day, and the server's daily settings.
-- FEN and moves are opaque text to the store (the host's notation).
-- Keep in step with migrations/postgres.
CREATE TABLE puzzles (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER NOT NULL REFERENCES games (id),
    guild_id      TEXT,
    channel_id    TEXT    NOT NULL,
    preset        TEXT    NOT NULL,
    king_strikes  INTEGER NOT NULL CHECK (king_strikes IN (0, 1)),
    ply           INTEGER NOT NULL,
    fen           TEXT    NOT NULL,
    moves         TEXT    NOT NULL,
    themes        TEXT    NOT NULL,
    rating        REAL    NOT NULL,
    rd            REAL    NOT NULL,
    volatility    REAL    NOT NULL,
    updated_days  REAL,
    plays         INTEGER NOT NULL DEFAULT 0,
    created_at_ms INTEGER NOT NULL,
    UNIQUE (game_id, ply)
);
CREATE INDEX puzzles_guild_rating ON puzzles (guild_id, rating);

-- Games mined (with or without a puzzle), so a game is mined once.
CREATE TABLE puzzle_mined_games (
    game_id      INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    puzzles      INTEGER NOT NULL,
    mined_at_ms  INTEGER NOT NULL
);

CREATE TABLE puzzle_players (
    user_id      TEXT    NOT NULL PRIMARY KEY REFERENCES players (user_id),
    rating       REAL    NOT NULL,
    rd           REAL    NOT NULL,
    volatility   REAL    NOT NULL,
    updated_days REAL,
    plays        INTEGER NOT NULL DEFAULT 0,
    best_streak  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX puzzle_players_rating ON puzzle_players (rating DESC);

-- kind: 'puzzle' (/puzzle), 'daily', 'streak'; status: 'open', 'solved',
-- 'failed'; progress: solution moves played right so far; streak_id: the
-- first attempt of its streak, streak: puzzles solved in it before this one.
CREATE TABLE puzzle_attempts (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id        TEXT    NOT NULL REFERENCES players (user_id),
    puzzle_id      INTEGER NOT NULL REFERENCES puzzles (id),
    guild_id       TEXT    NOT NULL,
    channel_id     TEXT    NOT NULL,
    thread_id      TEXT,
    kind           TEXT    NOT NULL CHECK (kind IN ('puzzle', 'daily', 'streak')),
    status         TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'solved', 'failed')),
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1)),
    progress       INTEGER NOT NULL DEFAULT 0,
    streak_id      INTEGER,
    streak         INTEGER NOT NULL DEFAULT 0,
    rating_before  REAL,
    rating_after   REAL,
    started_at_ms  INTEGER NOT NULL,
    finished_at_ms INTEGER
);
CREATE UNIQUE INDEX puzzle_attempts_rated ON puzzle_attempts (user_id, puzzle_id) WHERE rated = 1;
CREATE UNIQUE INDEX puzzle_attempts_open ON puzzle_attempts (user_id) WHERE status = 'open';
CREATE INDEX puzzle_attempts_puzzle ON puzzle_attempts (puzzle_id, status);
CREATE INDEX puzzle_attempts_guild ON puzzle_attempts (guild_id, user_id);

-- The daily puzzle of a server and UTC day (days since 1970-01-01),
-- chosen once; posted_at_ms once it was posted (never twice).
CREATE TABLE puzzle_daily (
    guild_id     TEXT    NOT NULL,
    day          INTEGER NOT NULL,
    puzzle_id    INTEGER NOT NULL REFERENCES puzzles (id),
    posted_at_ms INTEGER,
    PRIMARY KEY (guild_id, day)
);

-- Where and when (minutes after 00:00 UTC) the daily puzzle is posted.
ALTER TABLE guild_settings ADD COLUMN puzzle_channel TEXT;
ALTER TABLE guild_settings ADD COLUMN puzzle_minute INTEGER;
