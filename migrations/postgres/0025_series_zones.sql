-- Weekly means the same hour (#31): a server's own time zone (an IANA
-- name, /settings timezone:), in which a start typed without a zone is
-- read and a series keeps its wall-clock hour. NULL: UTC.
-- A channel may hold several open tournaments and series (commands pick
-- one by name): the one-open-per-channel index goes.
-- Keep in step with migrations/sqlite.
ALTER TABLE guild_settings ADD COLUMN timezone TEXT;
DROP INDEX tournaments_one_open_per_channel;
