-- The server a post goes to, as the key Discord shards by (the server's id
-- shifted right by 22 bits; 0 for a direct message). A post is delivered by
-- whichever process serves that server's shard now, not by the process that
-- wrote it: after a change of SHARDS, or a process that never comes back,
-- nothing is stranded. NULL: written before this column; the worker fills
-- it in from the post itself.
-- Keep in step with migrations/postgres.
ALTER TABLE outbox ADD COLUMN server_key BIGINT;
