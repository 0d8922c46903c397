// The one public entry to the token ledger (DOMAIN.md §1, decision 022). Every token movement is a
// posting: the user-visible transaction row and its transfers, written together in the caller's database
// transaction, its legs held against the catalogue (packages/shared/src/domain/money-movements.ts). Only
// modules/ledger/** may import ledger.repo.ts and transactions.repo.ts (eslint.config.js), and no other
// code writes the transactions table (ledger.boundary.test.ts).
import { INTERNAL_MOVEMENTS, LEDGER_ACCOUNT_KINDS, MONEY_MOVEMENTS, movementAllows, unitOf, type InternalMovementKind, type LedgerAccountKind, type LegKinds, type TransactionStatus, type TransactionType } from '@changamoto/shared/domain';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import type { AdultConfirmationRequiredError, BalanceFrozenError, InsufficientTokensError, ProfileIncompleteError } from './ledger.errors';
import { keyOf, lockBalances as lockRefs, move, moveResolved, moveRows, planBonusFirstSpends, type AccountRef, type MoveOptions, type MovementRow } from './ledger';
import type { TransferRow } from './ledger.repo';
import { insertTransactionRows, insertTransactions, lockTransactionByReference, transactionsInsert, setTransactionStatus, transactionWithTransfers, type TransactionRowSql } from './transactions.repo';

export { ESCROW_SHARDS, assertReadyForTokens, bonus, cash, escrow, getBalances, platform, type AccountRef, type Balances, type MovementRow } from './ledger';
export { AdultConfirmationRequiredError, BalanceFrozenError, InsufficientTokensError, LEDGER_MESSAGES, ProfileIncompleteError } from './ledger.errors';
export type { TransactionRowSql, TransactionStatus };

/** One leg of a posting: `amount` whole tokens from one account to another. */
export interface Leg {
  from: AccountRef;
  to: AccountRef;
  amount: number;
  /** The transfer's reason; the posting's type unless another is named (a redemption's 'payout_completed'). */
  kind?: string;
}

export interface Posting {
  type: TransactionType;
  userId: string;
  status: TransactionStatus;
  /** Only legs the catalogue lists for `type`; none for a row whose tokens move later (a purchase awaiting Paystack). */
  legs: Leg[];
  /** Signed, as the person sees it; by default what the legs do to the person's pockets. */
  amountTokens?: number;
  amountCurrency?: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
}

/** What a posting wrote: its transaction row and the people whose balances it changed (for live events). */
export interface Posted {
  id: string;
  touched: string[];
}

export interface PostOptions {
  /**
   * A compensation the platform owes (a failed or reversed payout coming back, a refund, winnings):
   * allowed into a frozen balance, and to a person who has not confirmed being 18 or older.
   */
  compensation?: boolean;
}

const kindOf = (ref: AccountRef): LedgerAccountKind => keyOf(ref).kind;
const ownerOf = (ref: AccountRef): string | null => ('user' in ref ? ref.user : null);

/** A leg the catalogue does not list, or a person's tokens on someone else's row: a bug in the caller, never a person's mistake. */
export class LedgerProgrammingError extends Error {
  constructor(message: string) {
    super(`ledger: ${message}`);
    this.name = 'LedgerProgrammingError';
  }
}

function checkLegs(type: TransactionType, userId: string, legs: Leg[], { reversed = false } = {}): void {
  for (const leg of legs) {
    const kinds = { from: kindOf(leg.from), to: kindOf(leg.to) };
    if (!movementAllows(type, kinds, { reversed })) throw new LedgerProgrammingError(`a ${type} has no leg ${kinds.from} → ${kinds.to} in the catalogue (money-movements.ts)`);
    for (const owner of [ownerOf(leg.from), ownerOf(leg.to)]) if (owner !== null && owner !== userId) throw new LedgerProgrammingError(`a ${type} of ${userId} moves tokens of ${owner}`);
  }
}

/** What the legs do to the person's pockets: + in, − out. */
function netOf(userId: string, legs: Leg[]): number {
  return legs.reduce((net, leg) => net + (ownerOf(leg.to) === userId ? leg.amount : 0) - (ownerOf(leg.from) === userId ? leg.amount : 0), 0);
}

/** The amount the row shows, checked against the legs as ledger:verify's invariant 5 will (completed: the legs' net; pending: their debit; else nothing). */
function amountOf(p: Posting): number {
  const net = netOf(p.userId, p.legs);
  const amount = p.amountTokens ?? net;
  const expected = p.status === 'completed' ? amount : p.status === 'pending' ? Math.min(amount, 0) : 0;
  if (net !== expected) throw new LedgerProgrammingError(`a ${p.status} ${p.type} of ${amount} tokens has legs worth ${net}`);
  return amount;
}

function touchedBy(legs: { from: AccountRef; to: AccountRef }[]): string[] {
  return [...new Set(legs.flatMap((leg) => [ownerOf(leg.from), ownerOf(leg.to)]).filter((o): o is string => o !== null))];
}

/**
 * Writes a transaction row and its transfers together (the transfers only if the row is written, and
 * the other way round: one database transaction). Refuses legs the catalogue does not list for the type
 * (LedgerProgrammingError) and, like every movement, a frozen balance, a person not confirmed 18+ and an
 * overdraft (their AppErrors), unless `compensation`.
 */
export async function post(tx: Db, posting: Posting, options: PostOptions = {}): Promise<Posted> {
  return (await postMany(tx, [posting], options))[0]!;
}

/** Postings of many people in one go: one statement for their rows, one movement for all their legs. */
export async function postMany(tx: Db, postings: Posting[], options?: PostOptions): Promise<Posted[]>;
/**
 * The set-based form, for movements too many to hold in Node (a settlement of 100k stakes): the rows and
 * the legs are queries over the caller's tables, all of one type; nothing of them leaves the database. The
 * legs are checked against the catalogue in SQL. Returns how many transaction rows it wrote (no legs are
 * applied when it wrote none).
 */
export async function postMany(tx: Db, batch: { type: TransactionType; transactions: RawBuilder<TransactionRowSql>; legs: RawBuilder<MovementRow> }, options?: PostOptions): Promise<number>;
export async function postMany(tx: Db, input: Posting[] | { type: TransactionType; transactions: RawBuilder<TransactionRowSql>; legs: RawBuilder<MovementRow> }, options: PostOptions = {}): Promise<Posted[] | number> {
  if (!Array.isArray(input)) {
    const written = await insertTransactionRows(tx, input.type, input.transactions);
    if (written) await moveRows(tx, input.legs, { ...options, allowed: MONEY_MOVEMENTS[input.type].legs });
    return written;
  }
  if (!input.length) return [];
  for (const p of input) checkLegs(p.type, p.userId, p.legs);
  const amounts = input.map(amountOf);
  const ids = await insertTransactions(
    tx,
    input.map((p, i) => ({ userId: p.userId, type: p.type, status: p.status, amountTokens: amounts[i]!, amountCurrency: p.amountCurrency, reference: p.reference, metadata: p.metadata })),
  );
  await move(
    tx,
    input.flatMap((p, i) => p.legs.map((leg) => ({ from: leg.from, to: leg.to, amount: leg.amount, kind: leg.kind ?? p.type, transactionId: ids[i]! }))),
    options satisfies MoveOptions,
  );
  return input.map((p, i) => ({ id: ids[i]!, touched: touchedBy(p.legs) }));
}

/** One stake or fee of a batch: `amount` from the person to `to`, bonus tokens first, then cash (DOMAIN.md §1). */
export interface BonusFirstSpend {
  type: TransactionType;
  userId: string;
  amount: number;
  to: AccountRef;
  metadata?: Record<string, unknown>;
}

/** A spend that is taken (postBonusFirst's `recordedBy`): its position in the list, its transaction row and its split. */
export interface SpendTaken {
  index: number;
  id: string;
  fromBonus: number;
  fromCash: number;
}

export type BonusFirstOutcome = (Posted & { fromBonus: number; fromCash: number }) | InsufficientTokensError | BalanceFrozenError | AdultConfirmationRequiredError | ProfileIncompleteError;

/**
 * The stakes batch (concurrent backings share one transaction): every pocket found and locked in one go,
 * each spend checked against what the ones before it left, bonus first (DOMAIN.md §1); a spend that
 * cannot be made comes back as its error without touching the others; the rows of those that can are
 * written in one statement, then all their legs in one. Returns one outcome per spend, with the split a
 * refund needs.
 */
export async function postBonusFirst(tx: Db, spends: BonusFirstSpend[], { recordedBy }: { recordedBy?: (taken: SpendTaken[]) => RawBuilder<unknown> | RawBuilder<unknown>[] } = {}): Promise<BonusFirstOutcome[]> {
  if (!spends.length) return [];
  for (const s of spends)
    checkLegs(s.type, s.userId, [
      { from: { user: s.userId, pocket: 'bonus' }, to: s.to, amount: s.amount },
      { from: { user: s.userId, pocket: 'cash' }, to: s.to, amount: s.amount },
    ]);
  const plan = await planBonusFirstSpends(
    tx,
    spends.map((s) => ({ userId: s.userId, amount: s.amount, to: s.to, kind: s.type })),
  );
  const taken = spends.flatMap((s, i) => (plan.outcomes[i] instanceof Error ? [] : [i]));
  // The rows are written by the statement that moves their tokens (one round trip less, decision 044).
  const { ids, insert } = transactionsInsert(taken.map((i) => ({ userId: spends[i]!.userId, type: spends[i]!.type, status: 'completed', amountTokens: -spends[i]!.amount, metadata: spends[i]!.metadata })));
  const idOf = new Map(taken.map((i, k) => [i, ids[k]!]));
  // What records the spends on the caller's side (a batch's stake rows) goes in the same statement too.
  const records = recordedBy?.(taken.map((i) => ({ index: i, id: idOf.get(i)!, ...(plan.outcomes[i] as { fromBonus: number; fromCash: number }) })));
  if (taken.length) await plan.apply((i) => idOf.get(i)!, [insert, ...(records ? [records].flat() : [])]);
  return plan.outcomes.map((outcome, i) => (outcome instanceof Error ? outcome : { ...outcome, id: idOf.get(i)!, touched: [spends[i]!.userId] }));
}

export interface Reversal {
  /**
   * A refund: a new completed row of this type holds the compensating legs and names the original
   * (transactions.reverses_transaction_id). Without it, the legs go on the original row itself, whose
   * status becomes `status` (a payout's tokens coming back: the redemption row says 'failed_recredited').
   */
  as?: { type: TransactionType; metadata?: Record<string, unknown> };
  status?: TransactionStatus;
  errorMessage?: string | null;
  /** The transfers' reason (by default the new row's type). */
  kind?: string;
}

/**
 * Formance's Reverse(): transfers that undo what the transaction's transfers did to every account, each
 * account back where it was before it (escrow → the bonus and cash pockets a stake came from; a payout's
 * tokens back to cash from wherever they have got to). A compensation: it reaches a frozen balance too.
 * Returns the row that holds the reversal (the new one, or the original).
 */
export async function reverse(tx: Db, transactionId: string, reversal: Reversal = {}): Promise<Posted> {
  const original = await transactionWithTransfers(tx, transactionId);
  if (!original) throw new LedgerProgrammingError(`no transaction ${transactionId} to reverse`);
  // Net per account, in the order the accounts first appear: who received gives back to who paid.
  const net = new Map<string, { kind: LedgerAccountKind; delta: bigint }>();
  const add = (id: string, kind: LedgerAccountKind, delta: bigint) => net.set(id, { kind, delta: (net.get(id)?.delta ?? 0n) + delta });
  for (const t of original.transfers) {
    add(t.debitAccountId, t.debitKind, -t.amount);
    add(t.creditAccountId, t.creditKind, t.amount);
  }
  const payers = [...net].filter(([, a]) => a.delta < 0n).map(([id, a]) => ({ id, kind: a.kind, owed: -a.delta }));
  const holders = [...net].filter(([, a]) => a.delta > 0n).map(([id, a]) => ({ id, kind: a.kind, left: a.delta }));
  const kind = reversal.kind ?? reversal.as?.type ?? `${original.type}_reversal`;
  const legs: (TransferRow & LegKinds)[] = [];
  for (const payer of payers) {
    for (const holder of holders) {
      // Tokens go back to token accounts and tax cents to tax accounts (a redemption's row holds both).
      if (unitOf(payer.kind) !== unitOf(holder.kind)) continue;
      const amount = payer.owed < holder.left ? payer.owed : holder.left;
      if (amount <= 0n) continue;
      legs.push({ debitAccountId: holder.id, creditAccountId: payer.id, amount, kind, transactionId: '', from: holder.kind, to: payer.kind });
      payer.owed -= amount;
      holder.left -= amount;
    }
  }
  if (!legs.length) throw new LedgerProgrammingError(`transaction ${transactionId} moved nothing to reverse`);
  const type = reversal.as?.type ?? (original.type as TransactionType);
  // A new row's legs are held against its type. On the original row they are the net mirror of legs the
  // catalogue allowed when they were written (a paid-out redemption comes back payouts_out → cash in one leg).
  if (reversal.as) {
    for (const leg of legs) if (!movementAllows(type, leg)) throw new LedgerProgrammingError(`a ${type} has no leg ${leg.from} → ${leg.to} in the catalogue (money-movements.ts)`);
  }
  let id = transactionId;
  if (reversal.as) {
    // Every person's account a transaction touches is its owner's (invariant 5): the row's amount is what the legs give them.
    const isUser = (kind: LedgerAccountKind) => LEDGER_ACCOUNT_KINDS[kind].owner === 'user';
    const amountTokens = legs.reduce((sum, leg) => sum + (isUser(leg.to) ? Number(leg.amount) : 0) - (isUser(leg.from) ? Number(leg.amount) : 0), 0);
    [id] = (await insertTransactions(tx, [{ userId: original.userId, type, status: 'completed', amountTokens, metadata: reversal.as.metadata, reverses: transactionId }])) as [string];
  }
  await moveResolved(
    tx,
    legs.map(({ debitAccountId, creditAccountId, amount }) => ({ debitAccountId, creditAccountId, amount, kind, transactionId: id })),
    { compensation: true },
  );
  if (!reversal.as) await setTransactionStatus(tx, transactionId, reversal.status ?? 'refunded', reversal.errorMessage !== undefined ? { errorMessage: reversal.errorMessage } : {});
  return { id, touched: [original.userId] };
}

/**
 * The end of a transaction that started pending (a purchase Paystack confirmed or refused, a payout
 * Paystack paid): its status (and, for a purchase, the type the payment turned out to be) and the legs
 * that happen now, written together. The legs are held against the catalogue like a posting's.
 */
export async function finish(
  tx: Db,
  transaction: { id: string; userId: string; type: TransactionType },
  end: { status: TransactionStatus; type?: TransactionType; legs?: Leg[]; errorMessage?: string | null; metadata?: Record<string, unknown> },
): Promise<Posted> {
  const type = end.type ?? transaction.type;
  const legs = end.legs ?? [];
  checkLegs(type, transaction.userId, legs);
  await move(
    tx,
    legs.map((leg) => ({ from: leg.from, to: leg.to, amount: leg.amount, kind: leg.kind ?? type, transactionId: transaction.id })),
  );
  await setTransactionStatus(tx, transaction.id, end.status, { errorMessage: end.errorMessage, metadata: end.metadata, type: end.type });
  return { id: transaction.id, touched: touchedBy(legs) };
}

/**
 * Movements between the platform's own accounts that belong to no person's transaction (a settlement
 * balancing a challenge's escrow shards and taking its fee), in one movement: each leg's `kind` names
 * the catalogue's INTERNAL_MOVEMENTS entry it is.
 */
export async function transfer(tx: Db, legs: (Omit<Leg, 'kind'> & { kind: InternalMovementKind })[]): Promise<void> {
  for (const leg of legs) {
    const kinds = { from: kindOf(leg.from), to: kindOf(leg.to) };
    if (!INTERNAL_MOVEMENTS[leg.kind].legs.some((l) => l.from === kinds.from && l.to === kinds.to)) throw new LedgerProgrammingError(`${leg.kind} has no leg ${kinds.from} → ${kinds.to} in the catalogue`);
    if (ownerOf(leg.from) ?? ownerOf(leg.to)) throw new LedgerProgrammingError(`${leg.kind} moves a person's tokens without their transaction`);
  }
  await move(tx, legs);
}

/** Locks the accounts, in the ledger's one order, and returns their balances (a redemption reads the cash it may take). */
export async function lockBalances(tx: Db, refs: AccountRef[]): Promise<number[]> {
  return lockRefs(tx, refs);
}

/** Locks one transaction row by its provider reference (a purchase while its payment is confirmed). */
export async function lockTransactionForReference(tx: Db, reference: string) {
  return lockTransactionByReference(tx, reference);
}
