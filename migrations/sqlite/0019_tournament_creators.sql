-- Who may create tournaments and series on a server
-- (/tournament settings creators:): 'everyone' (the default) or
-- 'organizers' (members with Manage Server and the organizer role).
-- Keep in step with migrations/postgres.
ALTER TABLE guild_settings ADD COLUMN tournament_creators TEXT NOT NULL DEFAULT 'everyone';
