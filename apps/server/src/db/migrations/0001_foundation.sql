-- Foundation: rate-limit counters, contact messages, the dev outbox, categories and challenges.

-- Fixed-window counters shared by every server instance (ARCHITECTURE.md: no state in the process).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0)
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_started_at);

-- spec §3 Contact message.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  type text NOT NULL DEFAULT 'general' CHECK (type IN ('general', 'technical', 'billing', 'partnership', 'feedback', 'report')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where e-mail and SMS go when no real provider is configured; read at /dev/outbox.
CREATE TABLE dev_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_created_idx ON dev_outbox (created_at DESC);

-- DOMAIN.md §4 Lists: a seeded list of at least 12 categories. Reference data, not demo data.
CREATE TABLE categories (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z][a-z0-9-]{1,49}$'),
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL
);
INSERT INTO categories (slug, name, sort_order) VALUES
  ('fitness', 'Fitness', 1), ('gaming', 'Gaming', 2), ('sports', 'Sports', 3), ('trivia', 'Trivia', 4),
  ('music', 'Music', 5), ('education', 'Education', 6), ('health', 'Health', 7), ('finance', 'Finance', 8),
  ('cooking', 'Cooking', 9), ('art', 'Art', 10), ('social', 'Social', 11), ('other', 'Other', 12);

-- spec §3 Challenge. Users, stakes and backings arrive with the accounts and challenges work;
-- totals will be computed from the stakes themselves, never stored here.
CREATE TABLE challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  description text CHECK (description IS NULL OR length(description) <= 2000),
  type text NOT NULL CHECK (type IN ('solo', 'two_player', 'public')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'pending_acceptance', 'active', 'pending_verification', 'completed', 'paid_out', 'rejected', 'cancelled')),
  outcome text CHECK (outcome IS NULL OR outcome IN ('solo_succeeds', 'solo_fails', 'player_a_wins', 'player_b_wins', 'completed')),
  category_slug text NOT NULL REFERENCES categories (slug),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  featured_image_url text,
  is_featured boolean NOT NULL DEFAULT false,
  created_by_user_id uuid,
  player_a_id uuid,
  player_b_id uuid,
  player_a_stake bigint NOT NULL DEFAULT 0 CHECK (player_a_stake >= 0),
  player_b_stake bigint NOT NULL DEFAULT 0 CHECK (player_b_stake >= 0),
  public_challenge_entry_fee bigint NOT NULL DEFAULT 0 CHECK (public_challenge_entry_fee >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date)
);
CREATE INDEX challenges_created_idx ON challenges (created_at DESC, id DESC);
CREATE INDEX challenges_featured_idx ON challenges (created_at DESC) WHERE is_featured;
CREATE INDEX challenges_category_idx ON challenges (category_slug, created_at DESC);
