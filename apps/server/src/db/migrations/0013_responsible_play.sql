-- Responsible play (issue #7 item 4; Kenya's Gambling Control Act 2025): deposit limits and
-- self-exclusion. Rules in packages/shared/src/domain/responsible-play.ts, decision record
-- docs/decisions/006-responsible-play.md.

-- One row per user and period: the limit in force and a raise waiting out its 24 hours.
-- Limits are in whole KES (what the buyer pays) over a rolling window ending now.
CREATE TABLE deposit_limits (
  user_id uuid NOT NULL REFERENCES users (id),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  -- The limit in force; null = none.
  amount_kes bigint CHECK (amount_kes > 0),
  -- A raise (or a removal, pending_amount_kes null) that applies from pending_effective_at.
  pending_amount_kes bigint CHECK (pending_amount_kes > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, period),
  CHECK (pending_amount_kes IS NULL OR pending_effective_at IS NOT NULL)
);

-- Every request to change a limit, as asked: what support and an admin read back.
CREATE TABLE deposit_limit_changes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  previous_amount_kes bigint,
  -- null = remove the limit.
  requested_amount_kes bigint,
  change text NOT NULL CHECK (change IN ('lowered', 'raise_scheduled', 'unchanged')),
  effective_at timestamptz NOT NULL,
  requested_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_limit_changes_user_idx ON deposit_limit_changes (user_id, requested_at DESC);

-- Self-exclusions, append-only: a break is a row with its end; closing the account is a row that
-- never ends. A longer one may follow an active one; nothing shortens or removes a row — no
-- endpoint does, and the trigger below refuses it even to the application's database user.
CREATE TABLE self_exclusions (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('break_24h', 'break_7d', 'break_30d', 'closed')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'closed') = (ends_at IS NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX self_exclusions_user_idx ON self_exclusions (user_id, starts_at DESC);

CREATE FUNCTION responsible_play_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP;
END;
$$;
CREATE TRIGGER self_exclusions_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON self_exclusions
  FOR EACH STATEMENT EXECUTE FUNCTION responsible_play_append_only();
CREATE TRIGGER deposit_limit_changes_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON deposit_limit_changes
  FOR EACH STATEMENT EXECUTE FUNCTION responsible_play_append_only();
