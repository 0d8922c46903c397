// The token ledger's engine (DOMAIN.md §1), under its one entry (index.ts, decision 022), which every other module uses. Every movement is a set of
// transfers between accounts, applied inside the caller's database transaction together with the
// user-visible transaction row, so all of it commits or none of it does.
import { MAY_GO_NEGATIVE_KINDS, type LedgerAccountKind, type LegKinds } from '@changamoto/shared/domain';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import { AdultConfirmationRequiredError, BalanceFrozenError, InsufficientTokensError, ProfileIncompleteError } from './ledger.errors';
import {
  applyDeltasAndTransfers,
  applyStagedMovements,
  dropStaging,
  lockAccounts,
  lockAndCheckStaged,
  readinessForTokens,
  stageMovements,
  resolveAccounts,
  lockSpendAccounts,
  userBalances,
  type AccountKey,
  type LockedAccount,
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

/** From the catalogue's account table (packages/shared/src/domain/money-movements.ts), like the CHECK and ledger:verify. */
const MAY_GO_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set(MAY_GO_NEGATIVE_KINDS);

export function keyOf(ref: AccountRef): AccountKey {
  if ('user' in ref) return { kind: ref.pocket === 'cash' ? 'user_cash' : 'user_bonus', userId: ref.user };
  if ('escrow' in ref) return { kind: 'escrow', challengeId: ref.escrow, shard: ref.shard ?? 0 };
  return { kind: ref.platform };
}

export interface MoveOptions {
  /**
   * A compensation the platform owes (a failed or reversed payout coming back, a refund, winnings):
   * allowed into a frozen balance, because freezing stops the person's own actions, not the return of
   * their money — and, for the same reason, to a person who has not confirmed being 18 or older.
   */
  compensation?: boolean;
}

function checkAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger: amount must be a whole number above 0 (got ${amount})`);
}

/** Resolves every account of the movements in one go (creating user pockets and escrow shards on first use). */
async function toTransferRows(tx: Db, movements: Movement[]): Promise<TransferRow[]> {
  const ids = await resolveAccounts(
    tx,
    movements.flatMap((m) => [keyOf(m.from), keyOf(m.to)]),
  );
  return movements.map((m, i) => ({ debitAccountId: ids[2 * i]!, creditAccountId: ids[2 * i + 1]!, amount: BigInt(m.amount), kind: m.kind, transactionId: m.transactionId ?? null }));
}

const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** Checks the locked accounts against the net deltas (frozen, overdraft), then writes it all in one statement (with `written`, the transaction rows of the transfers). */
async function apply(tx: Db, rows: TransferRow[], locked: Map<string, LockedAccount>, options: MoveOptions, written: RawBuilder<unknown>[] = []): Promise<void> {
  const deltas = new Map<string, bigint>();
  for (const row of rows) {
    if (row.debitAccountId === row.creditAccountId) throw new Error('ledger: a transfer needs two different accounts');
    deltas.set(row.debitAccountId, (deltas.get(row.debitAccountId) ?? 0n) - row.amount);
    deltas.set(row.creditAccountId, (deltas.get(row.creditAccountId) ?? 0n) + row.amount);
  }
  if (!options.compensation && [...deltas.keys()].some((id) => locked.get(id)?.frozen)) throw new BalanceFrozenError();
  if (!options.compensation && [...deltas.keys()].some((id) => locked.get(id)?.named === false)) throw new ProfileIncompleteError();
  if (!options.compensation && [...deltas.keys()].some((id) => locked.get(id)?.adultConfirmed === false)) throw new AdultConfirmationRequiredError();
  for (const [id, delta] of deltas) {
    const account = locked.get(id);
    if (!account) throw new Error(`ledger: account ${id} was not locked`);
    if (delta < 0n && !MAY_GO_NEGATIVE.has(account.kind) && account.balance + delta < 0n) throw new InsufficientTokensError();
  }
  await applyDeltasAndTransfers(tx, deltas, rows, { rows: written });
}

/**
 * Applies the movements atomically, in three round trips however many there are: the accounts are found
 * (or created); locked in ascending id order and checked — a frozen balance, or a person who has not
 * confirmed being 18 or older, refuses unless this is a compensation, an account that may not go
 * negative refuses a net debit larger than its balance, and the caller's whole transaction rolls back —;
 * then the net deltas and one append-only transfer row per movement are written in one statement.
 */
export async function move(tx: Db, movements: Movement[], options: MoveOptions = {}): Promise<void> {
  if (!movements.length) return;
  for (const m of movements) checkAmount(m.amount);
  const rows = await toTransferRows(tx, movements);
  const ids = [...new Set(rows.flatMap((r) => [r.debitAccountId, r.creditAccountId]))].sort(byId);
  await apply(tx, rows, await lockAccounts(tx, ids), options);
}

/** move() for transfers whose account ids are known already (reverse() read them from the original's transfers). */
export async function moveResolved(tx: Db, rows: TransferRow[], options: MoveOptions = {}): Promise<void> {
  if (!rows.length) return;
  for (const row of rows) checkAmount(Number(row.amount));
  const ids = [...new Set(rows.flatMap((r) => [r.debitAccountId, r.creditAccountId]))].sort(byId);
  await apply(tx, rows, await lockAccounts(tx, ids), options);
}

/** Locks the accounts (in ascending id order, creating a person's pocket on first use) and returns their balances, in order. */
export async function lockBalances(tx: Db, refs: AccountRef[]): Promise<number[]> {
  const ids = await resolveAccounts(tx, refs.map(keyOf));
  const locked = await lockAccounts(tx, [...new Set(ids)].sort(byId));
  return ids.map((id) => Number(locked.get(id)?.balance ?? 0n));
}

/**
 * A movement as a row of SQL, for moveRows(). An account is (kind, owner, shard): a person's pocket is
 * ('user_cash' | 'user_bonus', user id, 0), a challenge's escrow shard ('escrow', challenge id, shard), a
 * platform account (its kind, NULL, 0).
 */
export interface MovementRow {
  from_kind: LedgerAccountKind;
  from_owner: string | null;
  from_shard: number;
  to_kind: LedgerAccountKind;
  to_owner: string | null;
  to_shard: number;
  /** Whole tokens, > 0. */
  amount: number;
  kind: string;
  /** Required when a person's account moves (invariant 5). */
  transaction_id: string | null;
}

/**
 * move() for movements too many to hold in Node (a settlement of 100k stakes): `rows` is a query whose
 * columns are MovementRow's, and nothing of it leaves the database. Same rules as move(), same atomicity
 * (all inside the caller's transaction): the accounts are found or created, locked in ascending id order,
 * checked — a movement that is not a whole amount above 0 between two accounts, or moves a person's tokens
 * without a transaction row, is a bug; a frozen balance or a person not confirmed 18+ refuses unless this
 * is a compensation; an account that may not go negative refuses a net debit larger than its balance —
 * and then the net deltas and one transfer row per movement are written in one statement. Returns how
 * many movements it applied.
 */
export async function moveRows(tx: Db, rows: RawBuilder<MovementRow>, options: MoveOptions & { allowed?: readonly LegKinds[] } = {}): Promise<number> {
  await stageMovements(tx, rows);
  const check = await lockAndCheckStaged(tx, { adults: !options.compensation, allowed: options.allowed });
  if (!check.movements) {
    await dropStaging(tx);
    return 0;
  }
  if (check.unknown) throw new Error(`ledger: ${check.unknown} movement(s) name an account that does not exist`);
  if (check.invalid) throw new Error(`ledger: ${check.invalid} movement(s) are not a whole amount above 0 between two accounts with their transaction`);
  if (check.unlisted) throw new Error(`ledger: ${check.unlisted} movement(s) have legs the catalogue does not list for their type`);
  if (check.frozen && !options.compensation) throw new BalanceFrozenError();
  if (check.unnamed) throw new ProfileIncompleteError();
  if (check.unconfirmed) throw new AdultConfirmationRequiredError();
  if (check.overdrawn) throw new InsufficientTokensError();
  await applyStagedMovements(tx);
  return check.movements;
}

export interface Spend {
  userId: string;
  amount: number;
  to: AccountRef;
  kind: string;
  transactionId: string;
}

/** Where one planned spend's tokens come from, or why it cannot be made. */
export type SpendOutcome = { fromBonus: number; fromCash: number } | InsufficientTokensError | BalanceFrozenError | AdultConfirmationRequiredError | ProfileIncompleteError;

export interface SpendPlan {
  /** One per spend, in order. */
  outcomes: SpendOutcome[];
  /**
   * Moves every spend that can be made, each leg tagged with its spend's transaction (one statement);
   * `written`: the statements that write those transaction rows (and what records them), run as part of it (decision 044).
   */
  apply(transactionIdOf: (index: number) => string, written?: RawBuilder<unknown>[]): Promise<void>;
}

/**
 * Stakes and fees of many people at once (concurrent backings share one transaction), bonus tokens first,
 * then cash (DOMAIN.md §1). Every pocket and destination is found and locked in one go, in id order;
 * each spend is then checked against what the spends before it left (one person may spend twice), and a
 * spend that cannot be made is refused on its own without touching the others. Nothing moves until
 * `apply`, so the caller can first write the transaction rows of the spends that can be made.
 */
export async function planBonusFirstSpends(tx: Db, spends: Omit<Spend, 'transactionId'>[]): Promise<SpendPlan> {
  for (const s of spends) checkAmount(s.amount);
  // A pocket that does not exist holds nothing and is not created for a spend (most backers never had
  // a bonus); only when a person has neither pocket are both made, so their frozen flag can be read.
  // Found and locked in one statement when none is missing (decision 044).
  const { ids, locked } = await lockSpendAccounts(
    tx,
    spends.flatMap((s) => [keyOf(bonus(s.userId)), keyOf(cash(s.userId)), keyOf(s.to)]),
  );
  const left = new Map([...locked].map(([id, account]) => [id, account.balance]));
  const balanceOf = (id: string | undefined) => (id === undefined ? 0n : (left.get(id) ?? 0n));
  const outcomes = spends.map((s, i): SpendOutcome => {
    const [bonusId, cashId] = [ids[3 * i], ids[3 * i + 1]];
    // Frozen is the person's (users.balance_frozen): both pockets say the same.
    const person = locked.get(bonusId ?? cashId!);
    if (person?.frozen) return new BalanceFrozenError();
    if (person?.named === false) return new ProfileIncompleteError();
    if (person?.adultConfirmed === false) return new AdultConfirmationRequiredError();
    const fromBonus = Math.min(Number(balanceOf(bonusId)), s.amount);
    const fromCash = s.amount - fromBonus;
    if (balanceOf(cashId) < BigInt(fromCash)) return new InsufficientTokensError();
    if (fromBonus) left.set(bonusId!, left.get(bonusId!)! - BigInt(fromBonus));
    if (fromCash) left.set(cashId!, left.get(cashId!)! - BigInt(fromCash));
    return { fromBonus, fromCash };
  });
  return {
    outcomes,
    async apply(transactionIdOf, written) {
      const rows: TransferRow[] = [];
      outcomes.forEach((outcome, i) => {
        if (outcome instanceof Error) return;
        const leg = (debitAccountId: string, amount: number): TransferRow => ({ debitAccountId, creditAccountId: ids[3 * i + 2]!, amount: BigInt(amount), kind: spends[i]!.kind, transactionId: transactionIdOf(i) });
        // A part above 0 came from a pocket that holds tokens, so exists.
        if (outcome.fromBonus > 0) rows.push(leg(ids[3 * i]!, outcome.fromBonus));
        if (outcome.fromCash > 0) rows.push(leg(ids[3 * i + 1]!, outcome.fromCash));
      });
      // apply() checks the net deltas against the balances as locked once more: the last line before the CHECK.
      if (rows.length) await apply(tx, rows, locked, {}, written);
    },
  };
}

/**
 * For an action whose movement comes later, outside the person's hands (a purchase is credited when
 * Paystack confirms it): refused now, with the words move() would use — a username (issue #24 item 1),
 * then the 18+ confirmation (DOMAIN.md §7).
 */
export async function assertReadyForTokens(db: Db, userId: string): Promise<void> {
  const { adult, named } = await readinessForTokens(db, userId);
  if (!named) throw new ProfileIncompleteError();
  if (!adult) throw new AdultConfirmationRequiredError();
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
