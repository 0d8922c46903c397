-- Settlement in chunks (issue #8, decision 009 amended): a big challenge is paid in several database
-- transactions, some side by side, instead of one. The numbers every chunk needs are fixed once, in
-- the transaction that starts the settlement, and kept here, so that a settlement resumed after a crash
-- (by the job's retry or the sweep) pays the stakes still active with exactly the plan it started with.
-- A row here while the challenge is still `completed` means: settlement under way.
CREATE TABLE challenge_settlements (
  challenge_id uuid PRIMARY KEY REFERENCES challenges (id),
  -- void: nobody on the winning side (W = 0), every stake refunded and the challenge cancelled.
  kind text NOT NULL CHECK (kind IN ('settled', 'void')),
  -- DOMAIN.md §4: T, W, F, D and the loss mitigation paid out of F.
  total bigint NOT NULL CHECK (total >= 0),
  winning_total bigint NOT NULL CHECK (winning_total >= 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  distributable bigint NOT NULL CHECK (distributable >= 0),
  loss_mitigation bigint NOT NULL CHECK (loss_mitigation >= 0 AND loss_mitigation <= fee),
  -- The loss mitigation rate in force when the settlement started, as an exact fraction.
  mitigation_rate_num bigint NOT NULL CHECK (mitigation_rate_num >= 0),
  mitigation_rate_den bigint NOT NULL CHECK (mitigation_rate_den > 0),
  -- The rounding tokens (§4 step 3): winning stakes ranked by the remainder of D × w / W (largest
  -- first), then earliest, then id, get one token more up to and including this one (NULL: none does).
  extra_remainder numeric,
  extra_created_ms float8,
  extra_stake_id uuid,
  started_at timestamptz NOT NULL DEFAULT now()
);

-- Ids of the rows a settlement writes by the hundred thousand (its credit transactions): time-ordered, so
-- they land at the end of transactions' primary key and of ledger_transfers' transaction index instead of
-- on random pages all over them (~10 % of a big settlement's time). PostgreSQL 18 has uuidv7(); before it
-- (DATABASE_URL may name any PostgreSQL from 13 on), the same layout is built from gen_random_uuid():
-- 48 bits of Unix milliseconds, version 7, the rest random.
DO $$
BEGIN
  IF to_regprocedure('pg_catalog.uuidv7()') IS NOT NULL THEN
    CREATE FUNCTION time_ordered_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS 'SELECT pg_catalog.uuidv7()';
  ELSE
    CREATE FUNCTION time_ordered_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $f$
      SELECT encode(set_byte(b, 6, (get_byte(b, 6) & 15) | 112), 'hex')::uuid
      FROM (SELECT overlay(uuid_send(gen_random_uuid())
                           PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                           FROM 1 FOR 6) AS b) AS random_with_time
    $f$;
  END IF;
END
$$;

-- A credit transaction has no provider reference: the unique index on reference only needs the rows that
-- have one (NULLs never conflict, so nothing it refuses changes), and a 100k-stake settlement no longer
-- adds 100k NULL entries to it.
ALTER TABLE transactions DROP CONSTRAINT transactions_reference_key;
CREATE UNIQUE INDEX transactions_reference_key ON transactions (reference) WHERE reference IS NOT NULL;

-- The few people whose balance is frozen (DOMAIN.md §6), for the ledger's set-based check of a movement of
-- 100k legs: a lookup in this tiny index instead of one per person. Changing balance_frozen is rare, so
-- no other update of users loses its HOT path.
CREATE INDEX users_frozen_idx ON users (id) WHERE balance_frozen;
