-- A server's tournament winner role: the winner of each of its tournaments
-- gets it and the previous winner loses it (see role_holders). NULL: none.
-- Keep in step with migrations/postgres.
ALTER TABLE guild_settings ADD COLUMN tournament_winner_role TEXT;
