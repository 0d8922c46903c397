-- Challenges end to end (DOMAIN.md §4). Every stake, entry fee and backing is one row of
-- challenge_stakes; totals and counts are always computed from these rows (never stored twice).

ALTER TABLE challenges
  ADD COLUMN invite_expires_at timestamptz,
  ADD COLUMN disputed boolean NOT NULL DEFAULT false,
  ADD COLUMN void_reason text,
  ADD COLUMN decided_by_user_id uuid REFERENCES users (id),
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN settled_at timestamptz;

CREATE TABLE challenge_stakes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  challenge_id uuid NOT NULL REFERENCES challenges (id),
  user_id uuid NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('player_a', 'player_b', 'participant', 'backer')),
  -- solo_succeeds | solo_fails | player_a_wins | player_b_wins; 'completed' for a public entry fee.
  outcome text NOT NULL CHECK (outcome IN ('solo_succeeds', 'solo_fails', 'player_a_wins', 'player_b_wins', 'completed')),
  amount bigint NOT NULL CHECK (amount >= 1),
  -- Bonus first, then cash (DOMAIN.md §1): the split, so a refund returns each part where it came from.
  from_bonus bigint NOT NULL CHECK (from_bonus >= 0),
  from_cash bigint NOT NULL CHECK (from_cash >= 0),
  -- Which escrow shard holds it (concurrent backers of one challenge spread over several rows).
  escrow_shard smallint NOT NULL DEFAULT 0,
  -- Public challenges: the participants an admin (or the creator, subject to verification) marked.
  is_winner boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'refunded', 'won', 'lost')),
  winnings_tokens bigint NOT NULL DEFAULT 0,
  transaction_id uuid NOT NULL REFERENCES transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_bonus + from_cash = amount),
  -- One stake per person per challenge: a player stakes once, a participant joins once, and a backer
  -- holds one backing (backing the other outcome too is refused, DOMAIN.md §4).
  UNIQUE (challenge_id, user_id)
);
CREATE INDEX challenge_stakes_challenge_idx ON challenge_stakes (challenge_id, outcome);
CREATE INDEX challenge_stakes_user_idx ON challenge_stakes (user_id, created_at DESC);
CREATE INDEX challenge_stakes_recent_idx ON challenge_stakes (created_at DESC, challenge_id);

-- A player's result claim (spec §5); two different claims make the challenge disputed.
CREATE TABLE challenge_claims (
  challenge_id uuid NOT NULL REFERENCES challenges (id),
  user_id uuid NOT NULL REFERENCES users (id),
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, user_id)
);

-- Escrow shards: (challenge, shard) instead of one escrow row per challenge.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0 AND shard < 64);
DROP INDEX ledger_accounts_escrow_idx;
CREATE UNIQUE INDEX ledger_accounts_escrow_idx ON ledger_accounts (challenge_id, shard) WHERE kind = 'escrow';

CREATE INDEX challenges_status_end_idx ON challenges (status, end_date);
CREATE INDEX challenges_invite_expiry_idx ON challenges (invite_expires_at) WHERE status = 'pending_acceptance';
CREATE INDEX challenges_creator_idx ON challenges (created_by_user_id, created_at DESC);
