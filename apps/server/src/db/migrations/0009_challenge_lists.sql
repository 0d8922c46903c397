-- Challenge lists (spec §7 get_challenges_for_list_view, DOMAIN.md §4 Lists): indexes only.
-- featured, category and creator lists already have theirs (challenges_featured_idx,
-- challenges_category_idx, challenges_creator_idx); trending reads the recent stakes through
-- challenge_stakes_recent_idx. involvedUserId looks up stakes by user (challenge_stakes_user_idx)
-- and the two player columns, which had no index: without these, "my challenges" scans every challenge.
CREATE INDEX challenges_player_a_idx ON challenges (player_a_id) WHERE player_a_id IS NOT NULL;
CREATE INDEX challenges_player_b_idx ON challenges (player_b_id) WHERE player_b_id IS NOT NULL;
