-- Server roles the bot hands out, recorded per source: who the bot gave a
-- role to for which source ('tournaments': the server's winner role and
-- one-off tournaments; 'series:<id>': a repeating tournament's own role;
-- 'season': a season's top role). A source takes a role only from those
-- it recorded, and only when no other source records them; members given
-- the role by hand are never recorded, so never touched.
--
-- Rows from before sources: a role that is the server's season top role
-- (and not its tournament winner role) was handed out by seasons; every
-- other one by tournaments (the server's winner role or a tournament's
-- own), the only other giver.
-- Keep in step with migrations/postgres.
CREATE TABLE role_holders_by_source (
    guild_id TEXT NOT NULL,
    role_id  TEXT NOT NULL,
    source   TEXT NOT NULL,
    user_id  TEXT NOT NULL,
    PRIMARY KEY (guild_id, role_id, source, user_id)
);

INSERT INTO role_holders_by_source (guild_id, role_id, source, user_id)
SELECT h.guild_id, h.role_id,
       CASE WHEN EXISTS (SELECT 1 FROM season_settings s
                         WHERE s.guild_id = h.guild_id AND s.top_role = h.role_id)
             AND NOT EXISTS (SELECT 1 FROM guild_settings g
                             WHERE g.guild_id = h.guild_id
                               AND g.tournament_winner_role = h.role_id)
            THEN 'season' ELSE 'tournaments' END,
       h.user_id
FROM role_holders h;

DROP TABLE role_holders;

ALTER TABLE role_holders_by_source RENAME TO role_holders;

-- One process at a time applies a change of one role on one server (reads
-- who holds it, gives, takes, records): a lease, taken over once it has
-- run out (until_ms, unix ms), so a crashed process blocks nobody for long.
CREATE TABLE role_locks (
    guild_id TEXT NOT NULL,
    role_id  TEXT NOT NULL,
    owner    TEXT NOT NULL,
    until_ms INTEGER NOT NULL,
    PRIMARY KEY (guild_id, role_id)
);
