-- Accounts: better-auth's tables (generated from our auth options with better-auth/db/migration,
-- then given our constraints) and the spec §3 Profile columns on users.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  avatar_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- username plugin: `username` is stored lower-cased (so uniqueness is case-insensitive), display_username as typed.
  username text UNIQUE CHECK (username ~ '^[a-z0-9_]{3,20}$'),
  display_username text CHECK (display_username ~ '^[A-Za-z0-9_]{3,20}$'),
  -- One account per phone (DOMAIN.md §7); Kenyan numbers only (spec §5).
  phone text UNIQUE CHECK (phone ~ '^\+254[0-9]{9}$'),
  phone_verified boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  banned boolean NOT NULL DEFAULT false,
  ban_reason text,
  ban_expires timestamptz,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  region text NOT NULL DEFAULT 'KE' CHECK (region IN ('KE', 'US', 'EU', 'Global')),
  is_adult_confirmed boolean NOT NULL DEFAULT false,
  kyc_status text NOT NULL DEFAULT 'unverified' CHECK (kyc_status IN ('unverified', 'pending', 'verified', 'rejected')),
  balance_frozen boolean NOT NULL DEFAULT false,
  referred_by_user_id uuid REFERENCES users (id),
  last_login_reward_claimed_at timestamptz,
  CHECK (referred_by_user_id IS NULL OR referred_by_user_id <> id)
);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  expires_at timestamptz NOT NULL,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ip_address text,
  user_agent text,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonated_by text
);
CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id);

CREATE TABLE auth_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, account_id)
);
CREATE INDEX auth_accounts_user_id_idx ON auth_accounts (user_id);

CREATE TABLE auth_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_verifications_identifier_idx ON auth_verifications (identifier);

CREATE TABLE auth_two_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  secret text NOT NULL,
  backup_codes text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  verified boolean,
  failed_verification_count integer,
  locked_until timestamptz
);
CREATE INDEX auth_two_factors_secret_idx ON auth_two_factors (secret);
CREATE INDEX auth_two_factors_user_id_idx ON auth_two_factors (user_id);

CREATE TABLE auth_rate_limits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  last_request bigint NOT NULL
);

ALTER TABLE challenges
  ADD CONSTRAINT challenges_created_by_fk FOREIGN KEY (created_by_user_id) REFERENCES users (id),
  ADD CONSTRAINT challenges_player_a_fk FOREIGN KEY (player_a_id) REFERENCES users (id),
  ADD CONSTRAINT challenges_player_b_fk FOREIGN KEY (player_b_id) REFERENCES users (id);
