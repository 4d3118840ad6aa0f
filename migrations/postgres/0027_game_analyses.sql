-- Stored analyses of finished games: one per game and analysis version
-- (the engine and the analysis's node budget), so that a second request
-- is answered at once and a game analysed again after an engine change
-- gets a new row beside the old one. The body is opaque to the store
-- (the host's JSON).
-- Keep in step with migrations/sqlite.
CREATE TABLE game_analyses (
    game_id        BIGINT           NOT NULL REFERENCES games (id),
    version        TEXT             NOT NULL,
    body           TEXT             NOT NULL,
    created_at_ms  BIGINT           NOT NULL,
    PRIMARY KEY (game_id, version)
);
