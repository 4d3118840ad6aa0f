-- How far the delivery of a post has come, for a post that owes more than
-- its message: 0, nothing done yet (a calendar entry it keeps is kept
-- first, then the message is posted); 1, its message is posted and what
-- follows it (the server role it hands out) is still owed. A retry after
-- a failure or a restart goes on from the stage reached, so the message
-- is never posted twice. Keep in step with the other backend's migration.
ALTER TABLE outbox ADD COLUMN stage BIGINT NOT NULL DEFAULT 0;
