-- When each host last said it was alive (unix ms), so that a restart can
-- give the time it was down back to clocks and questions. Keep in step with
-- migrations/postgres.
CREATE TABLE heartbeats (
    scope TEXT    NOT NULL PRIMARY KEY,
    at_ms INTEGER NOT NULL
);
