-- Cruise Pawns storage, SQLite flavour. Keep in step with migrations/postgres.
-- All times are unix milliseconds (INTEGER). Texts the store does not interpret
-- (FEN, snapshots, payloads, options) are opaque to it.

CREATE TABLE players (
    user_id       TEXT    NOT NULL PRIMARY KEY,
    display_name  TEXT    NOT NULL,
    first_seen_ms INTEGER NOT NULL,
    last_seen_ms  INTEGER NOT NULL
);

CREATE TABLE games (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          TEXT,
    channel_id        TEXT    NOT NULL,
    thread_id         TEXT,
    preset            TEXT    NOT NULL,
    king_strikes      INTEGER NOT NULL CHECK (king_strikes IN (0, 1)),
    intercept_seconds INTEGER NOT NULL,
    time_control      TEXT    NOT NULL,
    white_id          TEXT    NOT NULL REFERENCES players (user_id),
    black_id          TEXT    NOT NULL REFERENCES players (user_id),
    status            TEXT    NOT NULL DEFAULT 'ongoing'
                      CHECK (status IN ('ongoing', 'finished', 'aborted')),
    result            TEXT    CHECK (result IN ('white', 'black', 'draw')),
    end_reason        TEXT,
    start_fen         TEXT    NOT NULL,
    snapshot          TEXT    NOT NULL,
    version           INTEGER NOT NULL DEFAULT 0,
    event_count       INTEGER NOT NULL DEFAULT 0,
    created_at_ms     INTEGER NOT NULL,
    updated_at_ms     INTEGER NOT NULL,
    finished_at_ms    INTEGER,
    CHECK ((status = 'finished') = (result IS NOT NULL))
);

CREATE INDEX games_unfinished ON games (status) WHERE status = 'ongoing';
CREATE INDEX games_guild_status ON games (guild_id, status);
CREATE INDEX games_place ON games (channel_id, thread_id);
CREATE INDEX games_white ON games (white_id);
CREATE INDEX games_black ON games (black_id);

CREATE TABLE game_events (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL CHECK (seq >= 1),
    kind    TEXT    NOT NULL,
    payload TEXT    NOT NULL,
    at_ms   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      TEXT,
    channel_id    TEXT    NOT NULL,
    thread_id     TEXT,
    challenger_id TEXT    NOT NULL REFERENCES players (user_id),
    opponent_id   TEXT    REFERENCES players (user_id),
    options       TEXT    NOT NULL,
    message_ref   TEXT,
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    accepted_by   TEXT    REFERENCES players (user_id),
    game_id       INTEGER REFERENCES games (id),
    created_at_ms INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL,
    closed_at_ms  INTEGER
);

CREATE INDEX challenges_open ON challenges (status) WHERE status = 'open';

CREATE TABLE pending_prompts (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL,
    payload       TEXT    NOT NULL,
    deadline_ms   INTEGER,
    created_at_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
) WITHOUT ROWID;
