-- Kenya's Finance Act 2025 (DOMAIN.md §10, docs/decisions/033): the tax accounts beside the token ledger.
-- Their balances are KES cents, not tokens; each payable has its own source (the only other kinds that may
-- go negative: their negative balance is the tax assessed), so the cents sum to 0 on their own.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'user_cash', 'user_bonus', 'escrow', 'payout_pending', 'platform_revenue', 'promotions', 'payments_in', 'payouts_out',
  'tax_excise_payable', 'tax_excise_expense', 'tax_withholding_payable', 'tax_withheld_from_payouts'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_non_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_non_negative
  CHECK (kind IN ('promotions', 'payments_in', 'tax_excise_expense', 'tax_withheld_from_payouts') OR balance >= 0);
INSERT INTO ledger_accounts (kind) VALUES ('tax_excise_payable'), ('tax_excise_expense'), ('tax_withholding_payable'), ('tax_withheld_from_payouts');
