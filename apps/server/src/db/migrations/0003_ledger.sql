-- The token ledger (DOMAIN.md §1): accounts, append-only transfers, and the user-visible
-- transactions they back. Only modules/ledger writes balances or transfers.

-- spec §3 Transaction: what a person sees in their history.
CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN (
    'token_bundle_purchase', 'paystack_topup', 'mpesa_topup', 'stripe_purchase', 'paypal_purchase',
    'challenge_winnings_credit', 'daily_bonus_credit', 'referral_bonus_credit', 'loss_mitigation_credit',
    'payout_failure_recredit', 'challenge_win', 'referral_bonus', 'login_bonus', 'token_bundle_redemption',
    'challenge_creation_stake_a', 'challenge_entry_fee', 'challenge_stake', 'challenge_stake_accept',
    'premium_unlock', 'stake_refund_invite_rejected', 'challenge_refund', 'refund', 'onboarding_bonus_credit')),
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'cancelled', 'refunded', 'failed_recredited')),
  -- Signed effect on the person's balance once completed: + credit, − debit.
  amount_tokens bigint NOT NULL,
  amount_currency numeric(14, 2),
  currency text NOT NULL DEFAULT 'KES',
  -- A provider reference (Paystack) or our own; unique, so a purchase is credited once per reference.
  reference text UNIQUE,
  error_message text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_created_idx ON transactions (user_id, created_at DESC, id DESC);
CREATE INDEX transactions_pending_idx ON transactions (type, created_at) WHERE status = 'pending';

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY, -- locks are taken in ascending id order (no deadlocks)
  kind text NOT NULL CHECK (kind IN ('user_cash', 'user_bonus', 'escrow', 'payout_pending', 'platform_revenue', 'promotions', 'payments_in', 'payouts_out')),
  user_id uuid REFERENCES users (id),
  challenge_id uuid REFERENCES challenges (id),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Only the two platform sources may go negative (their negative balance = tokens issued).
  CONSTRAINT ledger_accounts_non_negative CHECK (kind IN ('promotions', 'payments_in') OR balance >= 0),
  CONSTRAINT ledger_accounts_owner CHECK (
    (kind IN ('user_cash', 'user_bonus') AND user_id IS NOT NULL AND challenge_id IS NULL)
    OR (kind = 'escrow' AND challenge_id IS NOT NULL AND user_id IS NULL)
    OR (kind NOT IN ('user_cash', 'user_bonus', 'escrow') AND user_id IS NULL AND challenge_id IS NULL))
);
CREATE UNIQUE INDEX ledger_accounts_user_kind_idx ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_escrow_idx ON ledger_accounts (challenge_id) WHERE kind = 'escrow';
CREATE UNIQUE INDEX ledger_accounts_platform_idx ON ledger_accounts (kind) WHERE user_id IS NULL AND challenge_id IS NULL;
INSERT INTO ledger_accounts (kind) VALUES ('payments_in'), ('promotions'), ('platform_revenue'), ('payout_pending'), ('payouts_out');

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Why the tokens moved (TigerBeetle's `code`): a transaction type or an internal reason.
  kind text NOT NULL,
  transaction_id uuid REFERENCES transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id);
CREATE INDEX ledger_transfers_transaction_idx ON ledger_transfers (transaction_id);

-- Transfers are history: never edited, never removed (a correction is a new transfer).
CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only (% refused)', TG_OP;
END;
$$;
CREATE TRIGGER ledger_transfers_no_update BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_append_only();
