-- Issue #19 §2 (docs/decisions/031): SMS receipts of money events, sent through Africa's Talking (or the
-- dev outbox) by a pg-boss job, and Africa's Talking's delivery reports recorded against each message.
-- One row per SMS we mean to send: queued in the same transaction as the money (or after it), sent
-- later; a failed send is retried by the job and never touches the money.
CREATE TABLE sms_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  -- What it is about: a notification type ('mpesa_topup_success' …) or another sender's kind ('ussd_pin_locked').
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  -- One SMS: at most 160 GSM-7 characters (checked in code, where the alphabet is known).
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 160),
  -- queued: waiting for the job; sent: the provider accepted it (Processed/Sent/Queued); failed: the provider
  -- refused it for good; then delivery reports move a sent one to delivered / delivery_failed.
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'delivered', 'delivery_failed')),
  provider text CHECK (provider IN ('africastalking', 'outbox')),
  provider_message_id text UNIQUE,
  provider_status text,
  cost text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- The latest delivery report's fields (Africa's Talking: status, networkCode, failureReason, retryCount).
  delivery_status text,
  delivery_failure_reason text,
  network_code text,
  delivery_retry_count integer,
  delivery_reported_at timestamptz
);
CREATE INDEX sms_messages_user_created_idx ON sms_messages (user_id, created_at DESC);

-- Every delivery report as it came, also one for a message id we do not know (kept for reconciliation).
CREATE TABLE sms_delivery_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sms_message_id uuid REFERENCES sms_messages(id) ON DELETE CASCADE,
  provider_message_id text NOT NULL,
  status text NOT NULL,
  phone_number text,
  network_code text,
  failure_reason text,
  retry_count integer,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_delivery_reports_message_idx ON sms_delivery_reports (sms_message_id);
