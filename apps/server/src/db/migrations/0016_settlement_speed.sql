-- Settlement of big challenges (issue #8: 100k backings in seconds).
--
-- 1. Room on every page for a second version of the row, so that the updates that change no indexed
--    column (a stake's status and winnings at settlement, an account's balance on every movement) are
--    HOT: written beside the old version without touching any index. A 100k-stake settlement's stake
--    update went from ~2.5 s to ~0.3 s with it. Applies to pages written from now on.
ALTER TABLE challenge_stakes SET (fillfactor = 50);
ALTER TABLE ledger_accounts SET (fillfactor = 50);

-- 2. The settlement commits the money first and tells people afterwards (a follow-up job): the stake
--    remembers the credit transaction it was settled by (winnings, loss mitigation or refund), and the
--    challenge when its notices went out, so the job runs its notices exactly once. No foreign key on
--    purpose: the column is written in the same transaction as the transaction row it names, and a
--    per-row key check would cost the settlement ~10 %.
ALTER TABLE challenge_stakes ADD COLUMN settlement_transaction_id uuid;
ALTER TABLE challenges ADD COLUMN settlement_notified_at timestamptz;
