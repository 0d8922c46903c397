// After the chaos: does the database say exactly what the clients were told, once? Each function
// returns one line per problem (none = all well), so a failure names the request and the row.
import type { SimulatorControls } from '@changamoto/paystack-simulator';
import type { TransactionType } from '@changamoto/shared/domain';
import { settleChallenge } from '../../../src/modules/settlement/settlement.reference-model';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/client';
import type { Player } from './clients';
import { answer, applied, isDefinite, lastAttempt, type Kind, type Sent } from './requests';

/** The transaction types of buying tokens (DOMAIN.md §2). */
export const PURCHASE_TYPES: TransactionType[] = ['token_bundle_purchase', 'paystack_topup', 'mpesa_topup'];

const of = (all: Sent[], kind: Kind) => all.filter((sent) => sent.kind === kind);
const describe = (sent: Sent) => `${sent.kind} #${sent.id} (${sent.path} ${JSON.stringify(sent.body)}, key ${sent.key})`;

/** Every request ended with a definite answer (the recovery replays saw to that). */
export function undecidedRequests(all: Sent[]): string[] {
  return all.filter((sent) => !isDefinite(lastAttempt(sent).status)).map((sent) => `${describe(sent)} never got a definite answer: ${JSON.stringify(sent.attempts)}`);
}

/** Each 2xx creation is one challenge with its creator's stake; no challenge exists without one. */
export async function createsReflectedOnce(db: Db, all: Sent[], players: Player[]): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('challenges as c')
    .leftJoin('challenge_stakes as s', (join) => join.onRef('s.challenge_id', '=', 'c.id').on('s.role', '=', 'player_a'))
    .select(['c.id', 'c.created_by_user_id', 's.amount', 's.user_id'])
    .where(
      'c.created_by_user_id',
      'in',
      players.map((p) => p.userId),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const expected = new Set<string>();
  for (const sent of of(all, 'create').filter(applied)) {
    const id = answer<{ challengeId: string }>(sent).challengeId;
    expected.add(id);
    const row = byId.get(id);
    const stake = (sent.body.solo as { playerAStake: number }).playerAStake;
    if (!row) problems.push(`${describe(sent)} answered challenge ${id}, which does not exist`);
    else if (row.created_by_user_id !== sent.user.userId || row.user_id !== sent.user.userId || Number(row.amount) !== stake) problems.push(`${describe(sent)}: challenge ${id} has ${JSON.stringify(row)}`);
  }
  if (rows.length !== byId.size) problems.push(`some challenge has more than one player_a stake`);
  for (const row of rows) if (!expected.has(row.id)) problems.push(`challenge ${row.id} exists, but no creation request got a 2xx for it`);
  return problems;
}

/** Each 2xx backing is exactly one backer stake of that amount and outcome; no backer stake exists without one. */
export async function backingsReflectedOnce(db: Db, all: Sent[]): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.selectFrom('challenge_stakes').select(['challenge_id', 'user_id', 'amount', 'outcome']).where('role', '=', 'backer').execute();
  const stakes = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) stakes.set(`${row.challenge_id}:${row.user_id}`, [...(stakes.get(`${row.challenge_id}:${row.user_id}`) ?? []), row]);
  const expected = new Set<string>();
  for (const sent of of(all, 'back').filter(applied)) {
    const challengeId = sent.path.split('/')[3]!;
    const key = `${challengeId}:${sent.user.userId}`;
    expected.add(key);
    const found = stakes.get(key) ?? [];
    if (found.length !== 1 || Number(found[0]!.amount) !== sent.body.stakeAmount || found[0]!.outcome !== sent.body.backedOutcome) {
      problems.push(`${describe(sent)} got a 2xx, and the stakes of that person on that challenge are ${JSON.stringify(found)}`);
    }
  }
  for (const key of stakes.keys()) if (!expected.has(key)) problems.push(`backer stake ${key} exists, but no backing request got a 2xx for it`);
  return problems;
}

/**
 * Each 2xx purchase is one transaction with its reference; it ended completed exactly when Paystack
 * says the payment succeeded, credited by exactly one transfer of its tokens; failed otherwise.
 */
export async function purchasesFinalAndCreditedOnce(db: Db, all: Sent[], players: Player[], paystack: SimulatorControls, bundles: Map<string, number>): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('transactions as t')
    .select(['t.id', 't.user_id', 't.reference', 't.status', 't.amount_tokens'])
    .select((eb) =>
      eb
        // Tokens into the buyer's cash only: a completed purchase also moves its excise duty (decision 033),
        // in KES cents between the platform's tax accounts.
        .selectFrom('ledger_transfers as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.credit_account_id')
        .whereRef('l.transaction_id', '=', 't.id')
        .where('a.kind', '=', 'user_cash')
        .select(sql<string>`count(*)::text || ':' || COALESCE(sum(l.amount), 0)::text`.as('n'))
        .as('credits'),
    )
    .where('t.type', 'in', PURCHASE_TYPES)
    .where('t.reference', 'is not', null)
    .where(
      't.user_id',
      'in',
      players.map((p) => p.userId),
    )
    .execute();
  const byReference = new Map(rows.map((row) => [row.reference!, row]));
  const expected = new Set<string>();
  for (const sent of of(all, 'buy').filter(applied)) {
    const { reference } = answer<{ reference: string }>(sent);
    expected.add(reference);
    const row = byReference.get(reference);
    const tokens = bundles.get(sent.body.bundleId as string);
    const paid = paystack.transaction(reference)?.status === 'success';
    if (!row) problems.push(`${describe(sent)} answered reference ${reference}, which has no transaction`);
    else if (row.user_id !== sent.user.userId || Number(row.amount_tokens) !== tokens) problems.push(`${describe(sent)}: ${JSON.stringify(row)}`);
    else if (paid && (row.status !== 'completed' || row.credits !== `1:${tokens}`)) problems.push(`purchase ${reference} was paid at Paystack but is ${row.status} with credits ${row.credits}`);
    else if (!paid && (row.status !== 'failed' || row.credits !== '0:0')) problems.push(`purchase ${reference} was not paid (Paystack: ${paystack.transaction(reference)?.status}) but is ${row.status} with credits ${row.credits}`);
  }
  // A purchase no request got a 2xx for was started and then cut short (Paystack refused to start it, or the
  // server died between its two transactions: docs/decisions/016): it must have ended failed, uncredited and unpaid.
  for (const [reference, row] of byReference) {
    if (expected.has(reference)) continue;
    if (row.status !== 'failed' || row.credits !== '0:0' || paystack.transaction(reference)?.status === 'success') {
      problems.push(`purchase ${reference} got no 2xx, yet is ${row.status} with credits ${row.credits} (Paystack: ${paystack.transaction(reference)?.status})`);
    }
  }
  return problems;
}

/**
 * Each 2xx redemption is one redemption and one payout, in a final state that agrees with Paystack's
 * transfer: completed ⇔ success; failed ⇔ failed (or never accepted); reversed ⇔ reversed, the tokens back.
 */
export async function redemptionsFinalAndAgreeWithPaystack(db: Db, all: Sent[], players: Player[], paystack: SimulatorControls): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('transactions as t')
    .leftJoin('payouts as p', 'p.transaction_id', 't.id')
    .select(['t.id', 't.user_id', 't.status as transaction_status', 't.amount_tokens', 'p.status as payout_status', 'p.transfer_reference'])
    .where('t.type', '=', 'token_bundle_redemption')
    .where(
      't.user_id',
      'in',
      players.map((p) => p.userId),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const expected = new Set<string>();
  const agrees: Record<string, [string, string[]]> = {
    completed: ['completed', ['success']],
    failed: ['failed_recredited', ['failed', 'none']],
    reversed: ['failed_recredited', ['reversed']],
  };
  for (const sent of of(all, 'redeem').filter(applied)) {
    const { transactionId } = answer<{ transactionId: string }>(sent);
    expected.add(transactionId);
    const row = byId.get(transactionId);
    if (!row || row.user_id !== sent.user.userId || Number(row.amount_tokens) !== -(sent.body.tokensToRedeem as number)) {
      problems.push(`${describe(sent)} answered transaction ${transactionId}: ${JSON.stringify(row)}`);
      continue;
    }
    const transfer = paystack.transfer(row.transfer_reference!)?.status ?? 'none';
    const rule = agrees[row.payout_status ?? 'missing'];
    if (!rule || rule[0] !== row.transaction_status || !rule[1].includes(transfer)) problems.push(`redemption ${transactionId}: payout ${row.payout_status}, transaction ${row.transaction_status}, Paystack transfer ${transfer}`);
  }
  for (const id of byId.keys()) if (!expected.has(id)) problems.push(`redemption ${id} exists, but no redemption request got a 2xx for it`);
  return problems;
}

/** Every decision was accepted (each challenge is decided once, while open) and ended settled with that outcome. */
export async function decisionsSettled(db: Db, all: Sent[]): Promise<string[]> {
  const problems: string[] = [];
  const decisions = of(all, 'decide');
  for (const sent of decisions.filter((s) => !applied(s))) problems.push(`${describe(sent)} was refused: ${JSON.stringify(lastAttempt(sent))}`);
  const rows = await db.selectFrom('challenges').select(['id', 'status', 'outcome']).where('outcome', 'is not', null).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const sent of decisions.filter(applied)) {
    const id = sent.path.split('/')[4]!;
    const row = byId.get(id);
    if (!row || row.outcome !== sent.body.outcome || !['paid_out', 'cancelled'].includes(row.status)) problems.push(`${describe(sent)}: challenge is ${JSON.stringify(row)}`);
    byId.delete(id);
  }
  for (const row of byId.values()) problems.push(`challenge ${row.id} has outcome ${row.outcome} but no decision got a 2xx for it`);
  return problems;
}

/**
 * No one lost (or gained) a token: each player's cash + bonus is their seed, plus the tokens of the
 * purchases Paystack says they paid, minus their accepted stakes, plus what settling the decided
 * challenges owes them (computed here from the rules of DOMAIN.md §4), minus redemptions paid out.
 */
export async function tokensAccountedFor(db: Db, all: Sent[], players: Player[], paystack: SimulatorControls, { seed, bundles }: { seed: number; bundles: Map<string, number> }): Promise<string[]> {
  const expected = new Map(players.map((p) => [p.userId, seed]));
  const add = (userId: string, tokens: number) => expected.set(userId, (expected.get(userId) ?? 0) + tokens);
  for (const sent of of(all, 'buy').filter(applied)) {
    if (paystack.transaction(answer<{ reference: string }>(sent).reference)?.status === 'success') add(sent.user.userId, bundles.get(sent.body.bundleId as string)!);
  }
  for (const sent of of(all, 'create').filter(applied)) add(sent.user.userId, -(sent.body.solo as { playerAStake: number }).playerAStake);
  for (const sent of of(all, 'back').filter(applied)) add(sent.user.userId, -(sent.body.stakeAmount as number));
  const payouts = await db.selectFrom('payouts').select(['transaction_id', 'status']).execute();
  const paidOut = new Set(payouts.filter((p) => p.status === 'completed').map((p) => p.transaction_id));
  for (const sent of of(all, 'redeem').filter(applied)) {
    if (paidOut.has(answer<{ transactionId: string }>(sent).transactionId)) add(sent.user.userId, -(sent.body.tokensToRedeem as number));
  }
  const decided = of(all, 'decide')
    .filter(applied)
    .map((sent) => ({ challengeId: sent.path.split('/')[4]!, outcome: sent.body.outcome as string }));
  for (const { challengeId, outcome } of decided) {
    const stakes = await db.selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', challengeId).execute();
    const plan = settleChallenge({
      winningOutcome: outcome,
      stakes: stakes.map((s) => ({
        id: s.id,
        userId: s.user_id,
        outcome: s.outcome,
        amount: Number(s.amount),
        fromBonus: Number(s.from_bonus),
        fromCash: Number(s.from_cash),
        createdAt: s.created_at.getTime(),
        role: s.role === 'backer' ? 'backer' : 'player',
      })),
    });
    for (const w of plan.winners) add(w.userId, w.share);
    for (const l of plan.losers) add(l.userId, l.lossMitigation);
    for (const r of plan.refunds) add(r.userId, r.bonus + r.cash);
  }
  const { rows } = await sql<{ user_id: string; balance: string }>`
    SELECT user_id::text, SUM(balance)::text AS balance FROM ledger_accounts WHERE user_id IN (${sql.join(players.map((p) => p.userId))}) GROUP BY 1`.execute(db);
  const actual = new Map(rows.map((row) => [row.user_id, Number(row.balance)]));
  return players.filter((p) => (actual.get(p.userId) ?? 0) !== expected.get(p.userId)).map((p) => `${p.name} holds ${actual.get(p.userId) ?? 0} tokens; what they did adds up to ${expected.get(p.userId)}`);
}

/** The same per person from their transactions alone: completed rows count, a pending one only as its debit. */
export async function balancesMatchTransactions(db: Db, players: Player[]): Promise<string[]> {
  const { rows } = await sql<{ user_id: string; balance: string; from_transactions: string }>`
    SELECT u.id::text AS user_id,
      (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts WHERE user_id = u.id)::text AS balance,
      (SELECT COALESCE(SUM(CASE status WHEN 'completed' THEN amount_tokens WHEN 'pending' THEN LEAST(amount_tokens, 0) ELSE 0 END), 0) FROM transactions WHERE user_id = u.id)::text AS from_transactions
    FROM users u WHERE u.id IN (${sql.join(players.map((p) => p.userId))})`.execute(db);
  return rows.filter((row) => row.balance !== row.from_transactions).map((row) => `user ${row.user_id}: balance ${row.balance}, transactions say ${row.from_transactions}`);
}

/** Nothing is left half-way: no pending purchase or redemption, no payout in flight, no decided challenge unpaid. */
export async function nothingLeftPending(db: Db): Promise<string[]> {
  const { rows } = await sql<{ what: string; n: number }>`
    SELECT 'pending transaction ' || type AS what, count(*)::int AS n FROM transactions WHERE status = 'pending' GROUP BY type
    UNION ALL SELECT 'payout ' || status, count(*)::int FROM payouts WHERE status IN ('queued', 'processing') GROUP BY status
    UNION ALL SELECT 'challenge completed but not settled', count(*)::int FROM challenges WHERE status = 'completed' HAVING count(*) > 0`.execute(db);
  return rows.map((row) => `${row.n} × ${row.what}`);
}
