-- 0015's index of refunded stakes named `status` in its predicate, and a column in any index predicate
-- makes every status change a non-HOT update: the 100k-stake settlement's update (active → won/lost)
-- went back from ~0.3 s to ~2.5 s, touching all five indexes per stake. The predicate now names a
-- generated column instead: it changes only when a stake is refunded (rare), so settling stays HOT.
ALTER TABLE challenge_stakes ADD COLUMN refunded boolean GENERATED ALWAYS AS (status = 'refunded') STORED;
DROP INDEX challenge_stakes_refunded_recent_idx;
CREATE INDEX challenge_stakes_refunded_recent_idx ON challenge_stakes (created_at) INCLUDE (challenge_id, amount) WHERE refunded;
