-- Result claims with evidence, disputes and the admin's reason (DOMAIN.md §9; issue #17 part 3,
-- docs/decisions/019). A claim may be changed until an admin decides: it keeps its first time
-- (created_at, the queue's "waiting since") and records the latest change (updated_at).
ALTER TABLE challenge_claims
  ADD COLUMN note text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Up to 3 images per claim, in private storage (never a public URL): read back only through
-- GET /api/challenges/:id/evidence/:evidenceId, which checks the reader is a player or an admin.
-- A changed claim replaces its images; the rows go with the claim's replacement.
CREATE TABLE challenge_claim_evidence (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  challenge_id uuid NOT NULL,
  user_id uuid NOT NULL,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (challenge_id, user_id) REFERENCES challenge_claims (challenge_id, user_id) ON DELETE CASCADE,
  UNIQUE (challenge_id, user_id, position)
);

-- The reason the admin gave with the decision, shown to the players (notification and detail page).
ALTER TABLE challenges ADD COLUMN decision_reason text CHECK (decision_reason IS NULL OR length(decision_reason) BETWEEN 1 AND 500);

-- A notification of its own for the decision, so its preference toggle means exactly that.
ALTER DOMAIN notification_type DROP CONSTRAINT notification_type_check;
ALTER DOMAIN notification_type ADD CONSTRAINT notification_type_check CHECK (VALUE IN (
  'challenge_invite_received', 'challenge_won', 'challenge_backed_won', 'loss_mitigation_refund',
  'mpesa_topup_success', 'stripe_purchase_success', 'paypal_purchase_success', 'referral_bonus_received',
  'login_bonus_received', 'mpesa_redemption_initiated', 'giftcard_redeemed', 'charity_donation_made',
  'premium_unlocked', 'transaction_completed', 'mpesa_topup_failed', 'stripe_purchase_failed',
  'paypal_purchase_failed', 'mpesa_redemption_failed', 'challenge_result_decided'
));
