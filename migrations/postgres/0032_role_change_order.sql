-- The newest change of each server role and source begun so far (issue 44,
-- contract 6): `newest` is the change's place in the order the bot wrote
-- its changes (the id of the outbox post carrying it). A change older than
-- one begun already (a crowning Discord failed and that is tried again
-- after a later crowning) is skipped, never overwriting the later one.
-- Keep in step with migrations/sqlite.
CREATE TABLE role_change_order (
    guild_id TEXT   NOT NULL,
    role_id  TEXT   NOT NULL,
    source   TEXT   NOT NULL,
    newest   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, role_id, source)
);
