-- The role an open challenge pings on a server (/settings lfg_role:):
-- the members who want to hear that someone is looking for a game. NULL:
-- open challenges ping nobody.
-- Keep in step with migrations/postgres.
ALTER TABLE guild_settings ADD COLUMN lfg_role TEXT;
