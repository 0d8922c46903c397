-- Trending (DOMAIN.md §4: most tokens staked in the last 72 h, refunded stakes excluded) without adding
-- up 72 hours of stakes on every list request (issue #8). A job rolls the stakes up per challenge:
--   challenge_trending_rollup.staked = Σ amount of the challenge's stakes, of ANY status, with
--   created_at in (lo, hi] of the one challenge_trending_watermark row.
-- A read adds to that the few stakes outside (lo, hi] but inside the window (created after hi), takes
-- off those inside (lo, hi] but no longer in the window (created up to now() - 72 h), and takes off
-- the refunded stakes of the window (a partial index finds them) — so the score stays exactly what
-- adding up the stakes would give. Only created_at, amount and challenge_id of a stake count, and they
-- never change: a stake, refund or settlement does not touch these tables (nothing new on backing's
-- hot path). See modules/challenges/trending.repo.ts.
CREATE TABLE challenge_trending_rollup (
  challenge_id uuid PRIMARY KEY REFERENCES challenges (id),
  staked bigint NOT NULL CHECK (staked >= 0)
);

CREATE TABLE challenge_trending_watermark (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  lo timestamptz NOT NULL,
  hi timestamptz NOT NULL,
  CHECK (lo <= hi)
);

-- The refunded stakes of the window, read by every trending list (refunds are rare).
CREATE INDEX challenge_stakes_refunded_recent_idx ON challenge_stakes (created_at) INCLUDE (challenge_id, amount) WHERE status = 'refunded';

-- Backfill: the window so far, up to 10 s ago and before the start of any transaction still open (a
-- stake's created_at is its transaction's start, so one of those could still add a stake older than
-- that; the job in trending.repo.ts takes the same bound).
INSERT INTO challenge_trending_watermark (lo, hi)
SELECT LEAST(now() - interval '72 hours', hi), hi
FROM (SELECT LEAST(now() - interval '10 seconds',
                   (SELECT min(xact_start) FROM pg_stat_activity WHERE xact_start IS NOT NULL AND pid <> pg_backend_pid()) - interval '1 microsecond') AS hi) bound;

INSERT INTO challenge_trending_rollup (challenge_id, staked)
SELECT s.challenge_id, SUM(s.amount)
FROM challenge_stakes s, challenge_trending_watermark w
WHERE s.created_at > w.lo AND s.created_at <= w.hi
GROUP BY s.challenge_id;
