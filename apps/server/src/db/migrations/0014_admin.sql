-- Admin console (issue #7): a terminated account (suspended for good, balance frozen) is marked so
-- that it can never be unsuspended by mistake. (The verification queue reads challenges by status and
-- end date through challenges_status_end_idx of 0008.)
ALTER TABLE users ADD COLUMN terminated_at timestamptz;
