// The token ledger (DOMAIN.md §1): the only code that moves tokens. Every movement is a set of
// transfers between accounts, applied inside the caller's database transaction together with the
// user-visible transaction row, so all of it commits or none of it does.
import type { Db } from '../../db/client';
import type { LedgerAccountKind } from '../../db/schema';
import { BalanceFrozenError, InsufficientTokensError } from './ledger.errors';
import {
  applyDelta,
  findOrCreateEscrowAccount,
  findOrCreateUserAccount,
  findPlatformAccount,
  frozenOwners,
  insertTransfers,
  lockAccounts,
  userBalances,
  type PlatformAccountKind,
  type TransferRow,
} from './ledger.repo';

export type AccountRef = { user: string; pocket: 'cash' | 'bonus' } | { escrow: string; shard?: number } | { platform: PlatformAccountKind };

export const cash = (user: string): AccountRef => ({ user, pocket: 'cash' });
export const bonus = (user: string): AccountRef => ({ user, pocket: 'bonus' });
/** A challenge's escrow; `shard` spreads concurrent stakes of one challenge over several rows (0–63). */
export const escrow = (challengeId: string, shard = 0): AccountRef => ({ escrow: challengeId, shard });
export const ESCROW_SHARDS = 16;
export const platform = (kind: PlatformAccountKind): AccountRef => ({ platform: kind });

export interface Movement {
  from: AccountRef;
  to: AccountRef;
  /** Whole tokens, > 0. */
  amount: number;
  /** Why: a transaction type or an internal reason such as 'platform_fee'. */
  kind: string;
  /** The user-visible transaction this movement belongs to (required when a user account moves). */
  transactionId?: string | null;
}

const MAY_GO_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set(['promotions', 'payments_in']);

async function resolve(tx: Db, ref: AccountRef): Promise<string> {
  if ('user' in ref) return findOrCreateUserAccount(tx, ref.user, ref.pocket === 'cash' ? 'user_cash' : 'user_bonus');
  if ('escrow' in ref) return findOrCreateEscrowAccount(tx, ref.escrow, ref.shard ?? 0);
  return findPlatformAccount(tx, ref.platform);
}

/**
 * Applies the movements atomically: accounts locked in ascending id order, each debit guarded
 * (an account that may not go negative refuses and the whole transaction rolls back), frozen
 * balances refused, one append-only transfer row per movement.
 */
export interface MoveOptions {
  /**
   * A compensation the platform owes (a failed or reversed payout coming back): allowed into a frozen
   * balance, because freezing stops the person's own actions, not the return of their money.
   */
  compensation?: boolean;
}

export async function move(tx: Db, movements: Movement[], options: MoveOptions = {}): Promise<void> {
  if (!movements.length) return;
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`ledger: amount must be a whole number above 0 (got ${m.amount})`);
  }
  const rows: TransferRow[] = [];
  for (const m of movements) {
    rows.push({ debitAccountId: await resolve(tx, m.from), creditAccountId: await resolve(tx, m.to), amount: BigInt(m.amount), kind: m.kind, transactionId: m.transactionId ?? null });
  }
  const deltas = new Map<string, bigint>();
  for (const row of rows) {
    if (row.debitAccountId === row.creditAccountId) throw new Error('ledger: a transfer needs two different accounts');
    deltas.set(row.debitAccountId, (deltas.get(row.debitAccountId) ?? 0n) - row.amount);
    deltas.set(row.creditAccountId, (deltas.get(row.creditAccountId) ?? 0n) + row.amount);
  }
  const ids = [...deltas.keys()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  if (!options.compensation && (await frozenOwners(tx, ids)).length) throw new BalanceFrozenError();
  const locked = await lockAccounts(tx, ids);
  for (const id of ids) {
    const delta = deltas.get(id)!;
    if (delta === 0n) continue;
    const ok = await applyDelta(tx, id, delta, { mayGoNegative: MAY_GO_NEGATIVE.has(locked.get(id)!.kind) });
    if (!ok) throw new InsufficientTokensError();
  }
  await insertTransfers(tx, rows);
}

export interface Spend {
  userId: string;
  amount: number;
  to: AccountRef;
  kind: string;
  transactionId: string;
}

/**
 * A stake or fee: bonus tokens first, then cash (DOMAIN.md §1). Returns the split, which the caller
 * records so that a refund returns each part to where it came from.
 */
export async function spendBonusFirst(tx: Db, spend: Spend): Promise<{ fromBonus: number; fromCash: number }> {
  const bonusId = await resolve(tx, bonus(spend.userId));
  const cashId = await resolve(tx, cash(spend.userId));
  const locked = await lockAccounts(tx, [bonusId, cashId]); // read the bonus balance under the lock
  const available = Number(locked.get(bonusId)?.balance ?? 0n);
  const fromBonus = Math.min(available, spend.amount);
  const fromCash = spend.amount - fromBonus;
  const legs: Movement[] = [];
  if (fromBonus > 0) legs.push({ from: bonus(spend.userId), to: spend.to, amount: fromBonus, kind: spend.kind, transactionId: spend.transactionId });
  if (fromCash > 0) legs.push({ from: cash(spend.userId), to: spend.to, amount: fromCash, kind: spend.kind, transactionId: spend.transactionId });
  await move(tx, legs);
  return { fromBonus, fromCash };
}

export interface Balances {
  cash: number;
  bonus: number;
  /** What the spec calls tokens / get_user_total_tokens: cash + bonus. */
  total: number;
}

export async function getBalances(db: Db, userId: string): Promise<Balances> {
  const { cash: c, bonus: b } = await userBalances(db, userId);
  return { cash: Number(c), bonus: Number(b), total: Number(c + b) };
}
