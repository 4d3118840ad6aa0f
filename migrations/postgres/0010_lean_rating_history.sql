-- The rating history keeps what the profile, the chart, the 7-day change
-- and the leaderboards read: the rating before and after, the RD after
-- (provisional or not) and the opponent's rating. The RD before and the
-- volatilities were never read (a rebuild recomputes every rating from the
-- games, not from the history) and were a quarter of every row a rebuild
-- writes. Keep in step with migrations/sqlite.
ALTER TABLE rating_history DROP COLUMN rd_before;
ALTER TABLE rating_history DROP COLUMN volatility_before;
ALTER TABLE rating_history DROP COLUMN volatility_after;
