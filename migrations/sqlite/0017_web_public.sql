-- Whether a server's pages are on the public web site (crates/web): its
-- leaderboard, its tournaments and the games played in it. Off until a
-- Manage Server member turns them on with /settings web:on.
-- Keep in step with migrations/postgres.
ALTER TABLE guild_settings ADD COLUMN web_public INTEGER NOT NULL DEFAULT 0;
