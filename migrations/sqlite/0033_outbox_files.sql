-- The files the outbox's posts attach (issue 44, contract 8): an export, a
-- standings table, a bracket picture, as bytes (not as a JSON array of
-- numbers inside the post's payload, four times their size). A file is
-- stored once per content, under its SHA-256 (`digest`): the posts that
-- attach the same picture share its row. A row no post names any more is
-- purged with the delivered posts. Keep in step with migrations/postgres.
CREATE TABLE outbox_files (
    digest     TEXT    PRIMARY KEY,
    bytes      BLOB    NOT NULL,
    created_ms INTEGER NOT NULL
);
ALTER TABLE outbox ADD COLUMN file_digest TEXT;
CREATE INDEX outbox_file ON outbox (file_digest) WHERE file_digest IS NOT NULL;
