// The operator's finance report (issue #22 item 4): per UTC day or month, what came in (purchases by
// channel), went out (redemptions), was earned (fees, revenue), given (bonuses) and owed as tax; and
// what the platform owes right now (every user balance, escrow, payouts on their way, taxes payable).
import type { FinanceReport, FinanceRow } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { ledgerTotals, TAX_ACCOUNT_KINDS } from '../metrics/metrics.repo';
import * as repo from './finance.repo';

const DAY_MS = 86_400_000;
/** Three years of days or months: enough for any filing, small enough for one answer. */
const MAX_DAYS = 3 * 366;
export const FINANCE_MESSAGES = {
  rangeInvalid: 'Choose a start date on or before the end date, at most three years apart.',
} as const;

/** [from, to) of the inclusive YYYY-MM-DD days `from`..`to` (UTC), or a 400. */
export function dayRange(fromDay: string, toDay: string): { from: Date; to: Date } {
  const from = new Date(`${fromDay}T00:00:00Z`);
  const to = new Date(new Date(`${toDay}T00:00:00Z`).getTime() + DAY_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (Number.isNaN(days) || days < 1 || days > MAX_DAYS) throw errors.validation(FINANCE_MESSAGES.rangeInvalid, { from: FINANCE_MESSAGES.rangeInvalid });
  return { from, to };
}

/** Every period label of the range, so a quiet day or month still has its (zero) row. */
function periods(grain: repo.Grain, from: Date, to: Date): string[] {
  const labels: string[] = [];
  if (grain === 'day') for (let at = from.getTime(); at < to.getTime(); at += DAY_MS) labels.push(new Date(at).toISOString().slice(0, 10));
  else for (let at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); at < to; at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))) labels.push(at.toISOString().slice(0, 7));
  return labels;
}

const emptyRow = (period: string): FinanceRow => ({
  period,
  purchases: [],
  purchasesKes: 0,
  purchasesTokens: 0,
  redemptions: { count: 0, kes: 0, tokens: 0 },
  withdrawalFeesKes: 0,
  platformFeeTokens: 0,
  platformRevenueTokens: 0,
  bonusIssuedTokens: 0,
  taxesKes: 0,
});

const kes = (value: number) => Math.round(value * 100) / 100;

function addInto(total: FinanceRow, row: FinanceRow): void {
  for (const p of row.purchases) {
    const same = total.purchases.find((t) => t.channel === p.channel);
    if (same) Object.assign(same, { count: same.count + p.count, kes: kes(same.kes + p.kes), tokens: same.tokens + p.tokens });
    else total.purchases.push({ ...p });
  }
  total.purchasesKes = kes(total.purchasesKes + row.purchasesKes);
  total.purchasesTokens += row.purchasesTokens;
  total.redemptions = { count: total.redemptions.count + row.redemptions.count, kes: kes(total.redemptions.kes + row.redemptions.kes), tokens: total.redemptions.tokens + row.redemptions.tokens };
  total.withdrawalFeesKes = kes(total.withdrawalFeesKes + row.withdrawalFeesKes);
  total.platformFeeTokens += row.platformFeeTokens;
  total.platformRevenueTokens += row.platformRevenueTokens;
  total.bonusIssuedTokens += row.bonusIssuedTokens;
  total.taxesKes = kes(total.taxesKes + row.taxesKes);
}

export async function financeReport(db: Db, query: { grain: 'daily' | 'monthly'; from: string; to: string }): Promise<FinanceReport> {
  const { from, to } = dayRange(query.from, query.to);
  const grain: repo.Grain = query.grain === 'daily' ? 'day' : 'month';
  const [purchases, redemptions, flows, balances] = await Promise.all([
    repo.purchasesByChannel(db, grain, from, to),
    repo.redemptions(db, grain, from, to),
    repo.platformFlows(db, grain, from, to, ['platform_revenue', 'promotions', ...TAX_ACCOUNT_KINDS]),
    ledgerTotals(db),
  ]);
  const rows = new Map(periods(grain, from, to).map((period) => [period, emptyRow(period)]));
  const rowOf = (period: string) => rows.get(period) ?? rows.set(period, emptyRow(period)).get(period)!;
  for (const p of purchases) {
    const row = rowOf(p.bucket);
    row.purchases.push({ channel: p.channel, count: p.count, kes: kes(p.kes), tokens: p.tokens });
    row.purchasesKes = kes(row.purchasesKes + p.kes);
    row.purchasesTokens += p.tokens;
  }
  for (const r of redemptions) {
    const row = rowOf(r.bucket);
    row.redemptions = { count: r.count, kes: kes(r.kes), tokens: r.tokens };
    row.withdrawalFeesKes = kes(r.feesKes);
  }
  for (const f of flows) {
    const row = rowOf(f.bucket);
    if (f.account === 'platform_revenue') {
      row.platformRevenueTokens += f.net;
      if (f.leg === 'platform_fee') row.platformFeeTokens += f.net;
    } else if (f.account === 'promotions')
      row.bonusIssuedTokens -= f.net; // bonuses leave promotions
    else row.taxesKes = kes(row.taxesKes + f.net / 100); // tax accounts hold KES cents (decision 033)
  }
  const ordered = [...rows.values()].sort((a, b) => a.period.localeCompare(b.period));
  const totals = emptyRow('total');
  for (const row of ordered) addInto(totals, row);
  const balance = (kind: string) => Number(balances[kind] ?? 0n);
  // Owed to KRA, in KES (the tax accounts hold cents): a liability beside the tokens, never added to them.
  const taxesPayableKes = kes(TAX_ACCOUNT_KINDS.reduce((sum, kind) => sum + balance(kind), 0) / 100);
  const liabilities = {
    userCashTokens: balance('user_cash'),
    userBonusTokens: balance('user_bonus'),
    escrowTokens: balance('escrow'),
    payoutPendingTokens: balance('payout_pending'),
    taxesPayableKes,
    totalTokens: balance('user_cash') + balance('user_bonus') + balance('escrow') + balance('payout_pending'),
  };
  return { grain: query.grain, from: query.from, to: query.to, rows: ordered, totals, liabilities, taxAccountKinds: [...TAX_ACCOUNT_KINDS] };
}
