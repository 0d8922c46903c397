-- Token bundles (spec §3, DOMAIN.md §2). The hidden ones exist for bookkeeping and are never sold.
CREATE TABLE token_bundles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text,
  description text,
  token_amount bigint NOT NULL CHECK (token_amount >= 0),
  cash_price_kes numeric(12, 2) NOT NULL CHECK (cash_price_kes >= 0),
  is_hidden boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);
INSERT INTO token_bundles (id, name, description, token_amount, cash_price_kes, is_hidden, sort_order) VALUES
  ('00000000-0000-0000-0000-000000000000', 'Custom Amount', 'Bookkeeping: purchases of a custom amount', 0, 0, true, 0),
  (gen_random_uuid(), 'Starter', '25 tokens to try your first challenge', 25, 99, false, 1),
  (gen_random_uuid(), 'Challenger', '50 tokens for a few challenges', 50, 180, false, 2),
  (gen_random_uuid(), 'Champion', '100 tokens, the best value', 100, 350, false, 3),
  (gen_random_uuid(), 'Winnings Tokens', 'Bookkeeping: tokens won', 0, 0, true, 90),
  (gen_random_uuid(), 'Bonus Tokens', 'Bookkeeping: loss-mitigation tokens returned', 0, 0, true, 91);
