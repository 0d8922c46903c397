-- Demo data of `npm start` (db/seed.ts, docs/decisions/020): the seed drives the app's own endpoints
-- (purchases through the Paystack simulator, challenges, backings, an admin's decisions), so it cannot
-- be one transaction. One row per seed version is claimed before it starts, so a second start or a
-- second instance never seeds (never buys) twice, and stamped when it finished. A row left without
-- finished_at is a seed that stopped part-way: it is not retried (the log says how to start over).
CREATE TABLE demo_seed_runs (
  version integer PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
