-- Payouts (DOMAIN.md §3, spec §5 and §7): a person's saved payout accounts (Paystack transfer
-- recipients) and one payout row per redemption, which tracks its Paystack transfer.

CREATE TABLE payout_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  account_name text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 100),
  bank_name text NOT NULL,
  bank_code text NOT NULL,
  type text NOT NULL CHECK (type IN ('mobile_money', 'kepss')),
  -- Needed to create the recipient; the API only ever shows its last four digits.
  account_number text NOT NULL CHECK (
    (type = 'mobile_money' AND account_number ~ '^254[0-9]{9}$') OR (type = 'kepss' AND account_number ~ '^[0-9]{5,20}$')),
  currency text NOT NULL DEFAULT 'KES' CHECK (currency = 'KES'),
  recipient_code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A deleted (inactive) account is never the default.
  CONSTRAINT payout_accounts_default_is_active CHECK (NOT is_default OR is_active)
);
-- Exactly one default among a person's active accounts (the service keeps "at least one").
CREATE UNIQUE INDEX payout_accounts_one_default_idx ON payout_accounts (user_id) WHERE is_default AND is_active;
-- The same recipient is saved once per person (Paystack answers the same account with the same recipient).
CREATE UNIQUE INDEX payout_accounts_recipient_idx ON payout_accounts (user_id, recipient_code) WHERE is_active;
CREATE INDEX payout_accounts_user_idx ON payout_accounts (user_id, created_at DESC);

-- One per token_bundle_redemption transaction. Status:
--   queued     tokens are in payout_pending; the job has not had POST /transfer accepted yet
--   processing Paystack accepted the transfer (transfer_code known); waiting for its webhook
--   completed  transfer.success: tokens moved payout_pending → payouts_out
--   failed     transfer.failed or a definitive refusal: tokens moved back payout_pending → user_cash
--   reversed   transfer.reversed: tokens moved back to user_cash (from payouts_out, or from
--              payout_pending when the reversal is the first final word we hear)
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions (id),
  user_id uuid NOT NULL REFERENCES users (id),
  payout_account_id uuid REFERENCES payout_accounts (id),
  recipient_code text NOT NULL,
  amount_tokens bigint NOT NULL CHECK (amount_tokens > 0),
  -- What the person receives (net of the fee), in KES cents: the amount sent to Paystack.
  amount_subunit bigint NOT NULL CHECK (amount_subunit > 0),
  -- Paystack's rule for transfer references; fixed at creation, reused by every retry.
  transfer_reference text NOT NULL UNIQUE CHECK (transfer_reference ~ '^[a-z0-9_-]{16,50}$'),
  transfer_code text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'completed', 'failed', 'reversed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payouts_open_idx ON payouts (created_at) WHERE status IN ('queued', 'processing');
