// The ledger invariants of DOMAIN.md §1 (and §10 for the tax accounts), checked in SQL. Returns one line per breach (none = healthy).
import { KES_CENTS_KINDS, NON_NEGATIVE_KINDS, PURCHASE_TYPES } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/client';

const TERMINAL_CHALLENGE_STATUSES = ['paid_out', 'rejected', 'cancelled'];

export async function verifyLedger(db: Db): Promise<string[]> {
  const breaches: string[] = [];

  // 1. Everything sums to zero: tokens are only ever moved, never made or lost; the same for the tax
  // accounts' KES cents on their own (DOMAIN.md §10), so one unit never hides a breach of the other.
  const totals = await sql<{ unit: string; total: string }>`
    SELECT CASE WHEN kind = ANY(${KES_CENTS_KINDS}::text[]) THEN 'kes_cents' ELSE 'tokens' END AS unit, SUM(balance)::text AS total
    FROM ledger_accounts GROUP BY 1`.execute(db);
  for (const row of totals.rows) if (row.total !== '0') breaches.push(row.unit === 'tokens' ? `1. the sum of all balances is ${row.total}, not 0` : `1. the sum of all tax balances (KES cents) is ${row.total}, not 0`);

  // 2. Each balance equals its credits minus its debits.
  const drift = await sql<{ id: string; balance: string; computed: string }>`
    SELECT a.id::text, a.balance::text, (COALESCE(c.sum, 0) - COALESCE(d.sum, 0))::text AS computed
    FROM ledger_accounts a
    LEFT JOIN (SELECT credit_account_id AS id, SUM(amount) AS sum FROM ledger_transfers GROUP BY 1) c ON c.id = a.id
    LEFT JOIN (SELECT debit_account_id AS id, SUM(amount) AS sum FROM ledger_transfers GROUP BY 1) d ON d.id = a.id
    WHERE a.balance <> COALESCE(c.sum, 0) - COALESCE(d.sum, 0)`.execute(db);
  for (const row of drift.rows) breaches.push(`2. account ${row.id} holds ${row.balance} but its transfers add up to ${row.computed}`);

  // 3. No balance below zero but the two sources' (also a CHECK; verified anyway): the kinds without
  // mayGoNegative in the catalogue (money-movements.ts), as the CHECK and the ledger's overdraft rule.
  const negative = await sql<{ id: string; kind: string; balance: string }>`
    SELECT id::text, kind, balance::text FROM ledger_accounts
    WHERE balance < 0 AND kind = ANY(${NON_NEGATIVE_KINDS}::text[])`.execute(db);
  for (const row of negative.rows) breaches.push(`3. ${row.kind} account ${row.id} is negative (${row.balance})`);

  // 4. A challenge that is over holds nothing in escrow.
  const escrow = await sql<{ challenge_id: string; status: string; balance: string }>`
    SELECT a.challenge_id::text, c.status, a.balance::text FROM ledger_accounts a JOIN challenges c ON c.id = a.challenge_id
    WHERE a.kind = 'escrow' AND a.balance <> 0 AND c.status IN (${sql.join(TERMINAL_CHALLENGE_STATUSES)})`.execute(db);
  for (const row of escrow.rows) breaches.push(`4. challenge ${row.challenge_id} is ${row.status} but its escrow holds ${row.balance}`);

  // 5a. Every transfer that touches a person's account belongs to one of that person's transaction rows.
  const orphan = await sql<{ id: string }>`
    SELECT t.id::text FROM ledger_transfers t
    JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.user_id IS NOT NULL
    LEFT JOIN transactions x ON x.id = t.transaction_id
    WHERE x.id IS NULL OR x.user_id <> a.user_id`.execute(db);
  for (const row of orphan.rows) breaches.push(`5. transfer ${row.id} moves a person's tokens without a transaction row of theirs`);

  // 5b. Each transaction row's transfers have the effect its status says: completed → its amount;
  // pending → its debit (tokens leave at the start, arrive at the end); anything else → nothing net.
  const mismatch = await sql<{ id: string; status: string; amount: string; net: string }>`
    SELECT x.id::text, x.status, x.amount_tokens::text AS amount, COALESCE(n.net, 0)::text AS net
    FROM transactions x
    LEFT JOIN (
      SELECT t.transaction_id,
        SUM(CASE WHEN ca.user_id IS NOT NULL THEN t.amount ELSE 0 END) - SUM(CASE WHEN da.user_id IS NOT NULL THEN t.amount ELSE 0 END) AS net
      FROM ledger_transfers t
      JOIN ledger_accounts ca ON ca.id = t.credit_account_id
      JOIN ledger_accounts da ON da.id = t.debit_account_id
      WHERE t.transaction_id IS NOT NULL
      GROUP BY t.transaction_id
    ) n ON n.transaction_id = x.id
    WHERE COALESCE(n.net, 0) <> CASE x.status WHEN 'completed' THEN x.amount_tokens WHEN 'pending' THEN LEAST(x.amount_tokens, 0) ELSE 0 END`.execute(db);
  for (const row of mismatch.rows) breaches.push(`5. transaction ${row.id} (${row.status}, ${row.amount}) is backed by transfers worth ${row.net}`);

  // 6. Tax payable equals the taxes of completed purchases and of redemptions, less recredits (DOMAIN.md
  // §10): each row's net into a tax-payable account is the tax its metadata states while its status
  // counts (a completed purchase; a redemption pending or completed), and nothing otherwise.
  const tax = await sql<{ id: string; type: string; status: string; expected: string; net: string }>`
    SELECT x.id::text, x.type, x.status, e.expected::text, COALESCE(n.net, 0)::text AS net
    FROM transactions x
    CROSS JOIN LATERAL (SELECT CASE
      WHEN x.type = ANY(${[...PURCHASE_TYPES]}::text[]) AND x.status = 'completed' THEN COALESCE((x.metadata->>'excise_duty_cents')::bigint, 0)
      WHEN x.type = 'token_bundle_redemption' AND x.status IN ('pending', 'completed') THEN COALESCE((x.metadata->>'withholding_tax_cents')::bigint, 0)
      ELSE 0 END AS expected) e
    LEFT JOIN (
      SELECT t.transaction_id,
        SUM(CASE WHEN ca.kind IN ('tax_excise_payable', 'tax_withholding_payable') THEN t.amount ELSE 0 END)
          - SUM(CASE WHEN da.kind IN ('tax_excise_payable', 'tax_withholding_payable') THEN t.amount ELSE 0 END) AS net
      FROM ledger_transfers t
      JOIN ledger_accounts ca ON ca.id = t.credit_account_id
      JOIN ledger_accounts da ON da.id = t.debit_account_id
      WHERE t.transaction_id IS NOT NULL AND (ca.kind = ANY(${KES_CENTS_KINDS}::text[]) OR da.kind = ANY(${KES_CENTS_KINDS}::text[]))
      GROUP BY t.transaction_id
    ) n ON n.transaction_id = x.id
    WHERE COALESCE(n.net, 0) <> e.expected`.execute(db);
  for (const row of tax.rows) breaches.push(`6. transaction ${row.id} (${row.type}, ${row.status}) states a tax of ${row.expected} cents but owes ${row.net} in the tax-payable accounts`);
  // …and the payable accounts hold exactly what their transfers from rows say (no tax moved without a row).
  const loose = await sql<{ id: string }>`
    SELECT t.id::text FROM ledger_transfers t
    JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.kind = ANY(${KES_CENTS_KINDS}::text[])
    WHERE t.transaction_id IS NULL`.execute(db);
  for (const row of loose.rows) breaches.push(`6. transfer ${row.id} moves tax without a transaction row`);

  return breaches;
}
