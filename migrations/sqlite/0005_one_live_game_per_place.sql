-- One live game per place (server, channel, thread), guaranteed by the
-- database even when several bot processes share it. Older duplicates
-- (possible before this index) are aborted first, keeping the newest.
UPDATE games SET status = 'aborted', end_reason = 'duplicate-place'
WHERE status = 'ongoing'
  AND id NOT IN (
    SELECT MAX(id) FROM games WHERE status = 'ongoing'
    GROUP BY COALESCE(guild_id, ''), channel_id, COALESCE(thread_id, '')
  );

CREATE UNIQUE INDEX games_one_live_per_place
    ON games (COALESCE(guild_id, ''), channel_id, COALESCE(thread_id, ''))
    WHERE status = 'ongoing';
