-- reverse() (modules/ledger/index.ts, decision 022): a refund written as a new transaction row names the
-- transaction whose legs it mirrors (Formance's Reverse()). Unique: a transaction is reversed at most
-- once, so a second refund of one stake fails in the database even if a service forgot to look.
ALTER TABLE transactions ADD COLUMN reverses_transaction_id uuid REFERENCES transactions (id);
CREATE UNIQUE INDEX transactions_reverses_idx ON transactions (reverses_transaction_id) WHERE reverses_transaction_id IS NOT NULL;
