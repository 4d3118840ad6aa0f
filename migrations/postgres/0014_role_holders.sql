-- Server roles the bot hands out (a tournament's winner role, a season's
-- top role): who holds each now, so that the next award takes it from them.
-- Only holders the bot gave the role to are listed; members given the role
-- by hand are never touched. Keep in step with migrations/sqlite.
CREATE TABLE role_holders (
    guild_id TEXT NOT NULL,
    role_id  TEXT NOT NULL,
    user_id  TEXT NOT NULL,
    PRIMARY KEY (guild_id, role_id, user_id)
);
