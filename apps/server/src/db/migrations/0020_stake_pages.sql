-- A challenge's detail reads each stake list a page at a time, oldest first (issue #8,
-- modules/challenges/detail.repo.ts): participants, backers and the players' stakes by role in
-- created_at order, stopping at the page's end. None of these columns changes when a stake is
-- settled, so settling stays a HOT update (see 0017). It replaces (challenge_id, outcome), which no
-- query needs: every read by challenge alone uses this index's first column (or the unique
-- (challenge_id, user_id) one), so a stake still writes the same number of index entries.
CREATE INDEX challenge_stakes_pages_idx ON challenge_stakes (challenge_id, role, created_at, id);
DROP INDEX challenge_stakes_challenge_idx;
