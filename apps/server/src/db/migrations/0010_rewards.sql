-- Bonuses (DOMAIN.md §5): the onboarding bonus is granted once per account. The grant is stamped on
-- the user row in the same transaction as its ledger movement, under the row's lock, so two
-- concurrent completions cannot both pay. (The daily bonus and the referral already have their
-- columns: last_login_reward_claimed_at and referred_by_user_id, 0002_accounts.sql.)
ALTER TABLE users ADD COLUMN onboarding_bonus_granted_at timestamptz;
