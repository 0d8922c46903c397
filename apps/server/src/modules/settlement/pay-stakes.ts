// Paying a settlement in chunks (decision 009): the numbers fixed once, the escrow shards balanced so each
// holds exactly what its own stakes are paid, then chunks of stakes — each claimed, credited and paid in one
// database transaction — run side by side. settleChallengeNow (settlement.service.ts) puts them together.
import { exactRate, RULE_DEFAULTS } from '@changamoto/shared/domain';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import { escrow, platform, postMany, transfer, type AccountRef } from '../ledger';
import * as payout from './pay-stakes.repo';
import { escrowShards } from './settlement.repo';

/** Stakes of one side in a few escrow shards: claimed, credited and paid in one transaction. */
export interface Chunk {
  side: payout.Side;
  shards: number[];
  stakes: number;
  /** Names the chunk for lockChunk: the same stakes always fall in the same chunk, whoever runs it. */
  key: string;
  /** Whether runs of it may meet (not when it is paid under the challenge's exclusive lock). */
  shared: boolean;
}

/** 16 escrow shards (ESCROW_SHARDS) → 4 chunks a side: ~25k stakes each at 100k, fit for local buffers. */
const SHARDS_PER_CHUNK = 4;

/**
 * The chunks of what is left to pay, the biggest first and the sides taking turns: winners' chunks never
 * share an account (each pays from its own shards), losers' chunks take turns on platform_revenue.
 * `whole`: one chunk a side, for a settlement paid in one transaction (fewer statements; nobody else
 * can run a chunk while that transaction holds the challenge locked).
 */
export function chunksOf(groups: { side: payout.Side; shard: number; stakes: number }[], { whole = false } = {}): Chunk[] {
  const byKey = new Map<string, Chunk>();
  for (const group of groups) {
    const key = whole ? `${group.side}:all` : `${group.side}:${Math.floor(group.shard / SHARDS_PER_CHUNK)}`;
    const chunk = byKey.get(key) ?? byKey.set(key, { side: group.side, shards: [], stakes: 0, key, shared: !whole }).get(key)!;
    chunk.shards.push(group.shard);
    chunk.stakes += group.stakes;
  }
  const sides = (['won', 'lost', 'refund'] as const).map((side) => [...byKey.values()].filter((c) => c.side === side).sort((a, b) => b.stakes - a.stakes));
  const turns: Chunk[] = [];
  for (let i = 0; sides.some((side) => i < side.length); i += 1) for (const side of sides) if (side[i]) turns.push(side[i]!);
  return turns;
}

/**
 * Moves tokens between the challenge's escrow shards so that each holds its target, and the fee to
 * platform_revenue (DOMAIN.md §4 step 4): afterwards every chunk pays its winners or refunds from its own
 * shards, so chunks running side by side never wait for each other's escrow. Checks first that the escrow
 * holds exactly what the stakes add up to.
 */
export async function balanceEscrow(tx: Db, challengeId: string, targets: { shard: number; target: number }[], fee: number, staked: number): Promise<void> {
  const shards = await escrowShards(tx, challengeId);
  const held = shards.reduce((sum, s) => sum + s.balance, 0);
  if (held !== staked) throw new Error(`settlement: escrow of challenge ${challengeId} holds ${held} but its active stakes add up to ${staked}`);
  const wanted = targets.reduce((sum, t) => sum + t.target, 0) + fee;
  if (wanted !== held) throw new Error(`settlement invariant broken: the shares and the fee (${wanted}) are not the escrow (${held})`);
  const balance = new Map(shards.map((s) => [s.shard, s.balance]));
  const target = new Map(targets.map((t) => [t.shard, t.target]));
  const surplus = shards.map((s) => ({ shard: s.shard, amount: s.balance - (target.get(s.shard) ?? 0) })).filter((s) => s.amount > 0);
  const deficits: { to: AccountRef; amount: number; kind: 'escrow_rebalance' | 'platform_fee' }[] = targets
    .map((t) => ({ to: escrow(challengeId, t.shard), amount: t.target - (balance.get(t.shard) ?? 0), kind: 'escrow_rebalance' as const }))
    .filter((d) => d.amount > 0);
  if (fee > 0) deficits.push({ to: platform('platform_revenue'), amount: fee, kind: 'platform_fee' });
  const movements: { from: AccountRef; to: AccountRef; amount: number; kind: 'escrow_rebalance' | 'platform_fee' }[] = [];
  let i = 0;
  for (const deficit of deficits) {
    let needed = deficit.amount;
    while (needed > 0) {
      const from = surplus[i]!;
      const take = Math.min(from.amount, needed);
      movements.push({ from: escrow(challengeId, from.shard), to: deficit.to, amount: take, kind: deficit.kind });
      from.amount -= take;
      needed -= take;
      if (from.amount === 0) i += 1;
    }
  }
  await transfer(tx, movements);
}

/**
 * Fixes the numbers of a settlement (table challenge_settlements) and balances the escrow for them, in the
 * transaction that holds the challenge locked: every later chunk — in this run, a concurrent one or one
 * resumed after a crash — pays with these numbers from these shards.
 */
export async function startSettlement(tx: Db, challengeId: string, wins: RawBuilder<boolean>): Promise<payout.SettlementNumbers> {
  const rates = { fee: exactRate(RULE_DEFAULTS.platformFeeRate, 'feeRate'), mitigation: exactRate(RULE_DEFAULTS.lossMitigationRate, 'lossMitigationRate') };
  const numbers = await payout.recordSettlementNumbers(tx, challengeId, wins, rates);
  const targets = await payout.escrowTargets(tx, challengeId, numbers.kind === 'void' ? 'refund' : 'won', wins);
  const paid = targets.reduce((sum, t) => sum + t.target, 0);
  if (paid !== numbers.distributable) throw new Error('settlement invariant broken: Σ shares = D');
  await balanceEscrow(tx, challengeId, targets, numbers.fee, numbers.total);
  return numbers;
}

/**
 * One chunk in the caller's transaction: its still-active stakes claimed, their credit transactions
 * written, and the ledger movements that pay them applied (moveRows: nothing per stake through Node).
 * Owed by the platform, so a frozen balance receives them too. Returns how many credits it paid (a loss
 * whose mitigation rounds to 0 is settled without one).
 */
export async function payChunk(tx: Db, challenge: { id: string; wins: RawBuilder<boolean>; reason: string | null }, chunk: Chunk): Promise<number> {
  if (chunk.shared) await payout.lockChunk(tx, challenge.id, chunk.key);
  await payout.claimStakes(tx, challenge.id, chunk.side, chunk.shards, challenge.wins);
  const paid = await postMany(tx, { type: payout.CREDIT_TYPE[chunk.side], transactions: payout.batchCredits(challenge.id, chunk.side, challenge.reason), legs: payout.batchMovements(challenge.id, chunk.side) }, { compensation: true });
  await payout.dropBatch(tx);
  return paid;
}

/** Runs `work` over `items`, `parallel` at a time; waits for all of them, then throws the first failure. */
export async function inParallel<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      try {
        results[i] = { status: 'fulfilled', value: await work(items[i]!) };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<R>).value);
}
