-- Tournaments (Swiss, round robin, arena). The host keeps a tournament's
-- whole state (entrants, seeds, rounds, pairings and their game ids,
-- results, no-show deadlines, the arena's end) as one opaque snapshot,
-- changed with an optimistic version check like a game's. The status is a
-- column so that restarts find live tournaments and so that the database
-- guarantees at most one open (not yet started) tournament per channel.
-- Keep in step with migrations/postgres.
CREATE TABLE tournaments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       TEXT,
    channel_id     TEXT    NOT NULL,
    name           TEXT    NOT NULL,
    format         TEXT    NOT NULL,
    organizer_id   TEXT    NOT NULL,
    status         TEXT    NOT NULL DEFAULT 'open'
                   CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    snapshot       TEXT    NOT NULL,
    version        INTEGER NOT NULL DEFAULT 0,
    created_at_ms  INTEGER NOT NULL,
    updated_at_ms  INTEGER NOT NULL,
    finished_at_ms INTEGER
);

CREATE UNIQUE INDEX tournaments_one_open_per_channel
    ON tournaments (COALESCE(guild_id, ''), channel_id)
    WHERE status = 'open';
CREATE INDEX tournaments_live ON tournaments (status);
CREATE INDEX tournaments_channel ON tournaments (channel_id);
