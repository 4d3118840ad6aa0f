-- A season's top role is a prize only of seasons started by a member who
-- could give that role herself (issue 44): the server's top role when the
-- season was started (grant_role, NULL: none was set) and whether its
-- starter could give it (grant_may_give, 1 or 0). NULL grant_may_give:
-- started before this was kept; such a season hands its role out as then.
-- Keep in step with migrations/sqlite.
ALTER TABLE seasons ADD COLUMN grant_role TEXT;
ALTER TABLE seasons ADD COLUMN grant_may_give BIGINT CHECK (grant_may_give IN (0, 1));
