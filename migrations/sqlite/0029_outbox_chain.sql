-- The story a post belongs to: `game:<id>` for a game's posts, `event:<id>`
-- for a tournament's or a season's. The posts of one chain are delivered in
-- the order they were written, across lanes, and a held post (written with
-- its change, released later) keeps its place in its chain: nothing of the
-- chain written after it goes out before it. Keep in step with the other
-- backend's migration.
ALTER TABLE outbox ADD COLUMN chain TEXT;
UPDATE outbox SET chain = 'game:' || game_id WHERE game_id IS NOT NULL AND delivered_ms IS NULL;
CREATE INDEX outbox_chain ON outbox (chain, id) WHERE delivered_ms IS NULL;
