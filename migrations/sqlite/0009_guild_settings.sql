-- A server's settings for the bot, one row per server (guild): the role
-- whose members may start, kick from and cancel any tournament (besides
-- its organizer and members with Manage Server). NULL: no such role.
-- Keep in step with migrations/postgres.
CREATE TABLE guild_settings (
    guild_id                 TEXT    PRIMARY KEY,
    tournament_organizer_role TEXT,
    updated_at_ms            INTEGER NOT NULL
);
