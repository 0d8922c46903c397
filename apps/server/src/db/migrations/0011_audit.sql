-- Audit log (issue #7, DOMAIN.md §6): one immutable row per admin action, written in the same
-- transaction as the action itself, so an action without its row (or a row without its action)
-- cannot exist.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  -- Who acted; null for the system (a job acting on its own).
  actor_id uuid REFERENCES users (id),
  -- e.g. 'challenge.decide', 'user.suspend', 'kyc.approve'.
  action text NOT NULL CHECK (action ~ '^[a-z_]+(\.[a-z_]+)+$' AND length(action) <= 64),
  target_type text NOT NULL CHECK (target_type IN ('challenge', 'user', 'payout', 'kyc_submission')),
  target_id text NOT NULL CHECK (length(target_id) BETWEEN 1 AND 64),
  -- The relevant fields of the target before and after (never secrets or document images).
  before jsonb,
  after jsonb,
  reason text CHECK (length(reason) <= 1000),
  request_id text CHECK (length(request_id) <= 64),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The audit screen: newest first, filtered by target, actor or action.
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);

-- History is never edited or removed, not even by the application's own database user.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
