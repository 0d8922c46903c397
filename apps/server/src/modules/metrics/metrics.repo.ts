// The database figures behind /metrics: one small query each, read on every scrape (Prometheus scrapes
// every 15–60 s; each is an index or a per-kind aggregate, see docs/scaling.md for their cost at size).
import { sql } from 'kysely';
import { ALL_LEDGER_ACCOUNT_KINDS, MONEY_MOVEMENTS, TRANSACTION_TYPES, type TransactionType } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { JOB_SCHEMA } from '../../jobs/queue';

/** The purchase types: every catalogue type (money-movements.ts) whose tokens come in from payments_in. */
export const PURCHASE_TYPES: readonly TransactionType[] = TRANSACTION_TYPES.filter((type) => MONEY_MOVEMENTS[type].legs.some((leg) => leg.from === 'payments_in'));

/**
 * The tax-payable account kinds: every catalogue kind named `tax_…_payable` (what is owed to KRA: the
 * excise duty and the withholding tax, decision 033). Their counterparts (`tax_excise_expense`,
 * `tax_withheld_from_payouts`) mirror them with the opposite sign and are not owed to anyone. These
 * accounts hold KES cents, not tokens.
 */
export const TAX_ACCOUNT_KINDS: readonly string[] = ALL_LEDGER_ACCOUNT_KINDS.filter((kind) => kind.startsWith('tax_') && kind.endsWith('_payable'));

export interface QueueFigure {
  queue: string;
  depth: number;
  oldestAgeSeconds: number;
}

export interface PendingFigure {
  count: number;
  oldestAgeSeconds: number;
}

/** Sum of balances per account kind (every catalogue kind, 0 when it has no account yet). */
export async function ledgerTotals(db: Db): Promise<Record<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', sql<string>`sum(balance)`.as('total')])
    .groupBy('kind')
    .execute();
  const totals: Record<string, bigint> = Object.fromEntries(ALL_LEDGER_ACCOUNT_KINDS.map((kind) => [kind, 0n]));
  for (const row of rows) totals[row.kind] = BigInt(row.total ?? '0');
  return totals;
}

/** Jobs waiting to run (created or waiting to retry) per pg-boss queue, and how long the oldest has waited. */
export async function queueFigures(db: Db): Promise<QueueFigure[]> {
  const result = await sql<{ name: string; depth: string; oldest: string | null }>`
    SELECT name, count(*) AS depth, extract(epoch FROM now() - min(created_on)) AS oldest
    FROM ${sql.table(`${JOB_SCHEMA}.job`)}
    WHERE state IN ('created', 'retry')
    GROUP BY name`.execute(db);
  return result.rows.map((row) => ({ queue: row.name, depth: Number(row.depth), oldestAgeSeconds: Math.max(0, Number(row.oldest ?? 0)) }));
}

/** Payouts sent or about to be sent to Paystack and not yet final. */
export async function payoutsPending(db: Db): Promise<PendingFigure> {
  const row = await db
    .selectFrom('payouts')
    .where('status', 'in', ['queued', 'processing'])
    .select([sql<string>`count(*)`.as('count'), sql<string | null>`extract(epoch FROM now() - min(created_at))`.as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestAgeSeconds: Math.max(0, Number(row.oldest ?? 0)) };
}

/** Purchases started and not yet paid, failed or cancelled. */
export async function purchasesPending(db: Db): Promise<PendingFigure> {
  const row = await db
    .selectFrom('transactions')
    .where('type', 'in', [...PURCHASE_TYPES])
    .where('status', '=', 'pending')
    .select([sql<string>`count(*)`.as('count'), sql<string | null>`extract(epoch FROM now() - min(created_at))`.as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestAgeSeconds: Math.max(0, Number(row.oldest ?? 0)) };
}
