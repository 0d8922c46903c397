-- The trending list reads the roll-up in its own order (issue #8, docs/decisions/010): a challenge whose
-- score has not moved since the roll-up scores exactly its `staked`, so a page takes those from the top
-- of this index, as many as it shows, instead of ranking every challenge on every list read from the
-- database. The job's once-a-minute update of `staked` keeps it (those few hundred updates a minute are
-- no longer HOT).
CREATE INDEX challenge_trending_rollup_rank_idx ON challenge_trending_rollup (staked DESC, challenge_id);
