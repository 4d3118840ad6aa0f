-- The outbox: every message or edit the bot owes Discord because of a
-- change, written in the change's own transaction and delivered by a worker
-- that survives restarts. Posts of one lane (a channel or thread) are
-- delivered in order; a delivered post keeps `delivered_ms` until purged.
-- Keep in step with migrations/sqlite.
CREATE TABLE outbox (
    id           BIGSERIAL PRIMARY KEY,
    lane         TEXT    NOT NULL,
    game_id      BIGINT,
    payload      TEXT    NOT NULL,
    created_ms   BIGINT  NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    next_try_ms  BIGINT  NOT NULL,
    delivered_ms BIGINT,
    last_error   TEXT
);
CREATE INDEX outbox_undelivered ON outbox (lane, id) WHERE delivered_ms IS NULL;
CREATE INDEX outbox_delivered ON outbox (delivered_ms) WHERE delivered_ms IS NOT NULL;
