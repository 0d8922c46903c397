-- spec §3 Notification and Notification preference. The 18 types live in one domain used by both
-- tables (packages/shared/src/domain/notifications.ts holds the same list for the code).

CREATE DOMAIN notification_type AS text CHECK (VALUE IN (
  'challenge_invite_received', 'challenge_won', 'challenge_backed_won', 'loss_mitigation_refund',
  'mpesa_topup_success', 'stripe_purchase_success', 'paypal_purchase_success', 'referral_bonus_received',
  'login_bonus_received', 'mpesa_redemption_initiated', 'giftcard_redeemed', 'charity_donation_made',
  'premium_unlocked', 'transaction_completed', 'mpesa_topup_failed', 'stripe_purchase_failed',
  'paypal_purchase_failed', 'mpesa_redemption_failed'
));

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type notification_type NOT NULL,
  -- Bounded so that a live event carrying it stays under PostgreSQL's 8000-byte NOTIFY payload limit.
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read')),
  -- The challenge or transaction the notification is about (spec §8 click navigation); no FK: it may point at either.
  related_entity_uuid uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The notifications page and the unread badge: one user's unread ones, newest first.
CREATE INDEX notifications_user_status_created_idx ON notifications (user_id, status, created_at DESC);

-- A missing row means both channels on; a row is written on the first change (spec §3, §7).
CREATE TABLE user_notification_preferences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_type notification_type NOT NULL,
  in_app_enabled boolean NOT NULL DEFAULT true,
  email_enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, notification_type)
);
