-- The channels of each server that @everyone cannot view (View Channel,
-- as Discord computes it from roles and permission overwrites), as the bot
-- last saw them: its GUILD_CREATE at each connection, and every channel
-- and @everyone role change after. The web site publishes nothing played
-- in them (games, their analyses, tournaments), even with /settings
-- web:on. A thread's games are its parent channel's (games.channel_id).
-- Keep in step with migrations/postgres.
CREATE TABLE private_channels (
    channel_id    TEXT    NOT NULL PRIMARY KEY,
    guild_id      TEXT    NOT NULL,
    updated_at_ms INTEGER  NOT NULL
);
CREATE INDEX private_channels_guild ON private_channels (guild_id);
