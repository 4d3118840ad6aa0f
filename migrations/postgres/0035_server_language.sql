-- The language of a server's public posts (#45, /settings language:), a
-- Discord locale code the bot ships (en-US, de, fr, ...). NULL: the
-- server's own preferred_locale from Discord, else en-US.
-- Keep in step with migrations/sqlite.
ALTER TABLE guild_settings ADD COLUMN language TEXT;
