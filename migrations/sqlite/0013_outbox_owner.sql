-- Which process delivers a post: the one whose host committed the change
-- (its heartbeat scope: "host", or its shard range when several processes
-- share the database). Each worker takes only its own, so two processes
-- never deliver the same post.
-- Keep in step with migrations/postgres.
ALTER TABLE outbox ADD COLUMN owner TEXT NOT NULL DEFAULT 'host';
