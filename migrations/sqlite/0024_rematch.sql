-- A rematch offer is a challenge of the finished game's players: the game
-- it follows (NULL: an ordinary challenge). One offer per game, so that a
-- press after it expired can say so.
-- Keep in step with migrations/postgres.
ALTER TABLE challenges ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE UNIQUE INDEX challenges_rematch_of ON challenges (rematch_of) WHERE rematch_of IS NOT NULL;
