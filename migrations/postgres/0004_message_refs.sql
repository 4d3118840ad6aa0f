-- Which frontend message shows each keyed view (a flight's one message, a
-- challenge, a draw offer), so that after a restart the bot edits that
-- message instead of posting a new one and leaving stale buttons. The
-- reference is opaque to the store (for Discord: channel id:message id).
-- Keep in step with migrations/sqlite.
CREATE TABLE message_refs (
    view_key      TEXT   NOT NULL PRIMARY KEY,
    message_ref   TEXT   NOT NULL,
    updated_at_ms BIGINT NOT NULL
);
