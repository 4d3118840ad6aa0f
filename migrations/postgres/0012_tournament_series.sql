-- Recurring tournaments: an edition names the one it follows, at most one
-- edition follows each (the next is created once, even when the bot stops
-- between an edition's end and its successor's creation).
-- Keep in step with migrations/sqlite.
ALTER TABLE tournaments ADD COLUMN follows BIGINT;
CREATE UNIQUE INDEX tournaments_one_successor ON tournaments (follows);
