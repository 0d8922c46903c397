-- Web push (issue #20 §3): one row per browser that turned push on. The push service's endpoint URL
-- identifies the browser's subscription, so it is unique: the same browser signing in as someone else
-- moves the row to that person (the browser can hold only one subscription per origin).
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (endpoint ~ '^https?://' AND length(endpoint) <= 2000),
  -- The browser's ECDH P-256 public key and auth secret (base64url), to encrypt each payload (RFC 8291).
  p256dh text NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 200),
  auth text NOT NULL CHECK (length(auth) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz,
  -- Failures in a row other than 404/410 (those remove the row at once); reset by a success.
  failure_count integer NOT NULL DEFAULT 0 CHECK (failure_count >= 0)
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
