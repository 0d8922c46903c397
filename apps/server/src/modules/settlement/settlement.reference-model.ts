// The TEST ORACLE of settlement (issue #18 item 3, decision 023) — not the rule that runs.
// The fee and rounding rule lives in one place: the SQL of pay-stakes.repo.ts, which pays every
// settlement. This file is an independent model of DOMAIN.md §4 (parimutuel with a no-loss guarantee
// for winners) written for reading: a pure plan of who gets what for one challenge. The property test
// settlement.plan.test.ts holds the SQL to it for random stakes, and settlement.reference-model.test.ts
// pins the model to DOMAIN.md's worked examples. Production code must not import it (only tests and the
// chaos checks do). Token amounts are integers throughout; every product with a rate or a ratio is
// computed exactly with BigInt.
import { exactRate, RULE_DEFAULTS, type Rational } from '@changamoto/shared/domain';

export type SettlementRole = 'player' | 'participant' | 'backer';

export interface SettlementStake {
  id: string;
  userId: string;
  outcome: string;
  /** Whole tokens ≥ 1; = fromBonus + fromCash. */
  amount: number;
  fromBonus: number;
  fromCash: number;
  /** ms since epoch; tie-break for rounding tokens: earliest first, then id. */
  createdAt: number;
  role: SettlementRole;
}

export interface SettlementInput {
  stakes: SettlementStake[];
  /** null = void (e.g. no winners marked). */
  winningOutcome: string | null;
  /** Defaults to RULE_DEFAULTS.platformFeeRate (0.2). */
  feeRate?: number;
  /** Defaults to RULE_DEFAULTS.lossMitigationRate (0.1). */
  lossMitigationRate?: number;
}

export interface SettlementWinner {
  stakeId: string;
  userId: string;
  role: SettlementRole;
  /** Total paid = stakeBackBonus + stakeBackCash + winnings. */
  share: number;
  stakeBackBonus: number;
  stakeBackCash: number;
  /** share − amount, always to cash. */
  winnings: number;
}

export interface SettlementLoser {
  stakeId: string;
  userId: string;
  role: SettlementRole;
  /** floor(l_j × rate), bonus tokens paid from the fee. */
  lossMitigation: number;
}

export interface SettlementRefund {
  stakeId: string;
  userId: string;
  bonus: number;
  cash: number;
}

export interface SettlementPlan {
  kind: 'void' | 'settled';
  /** T: all tokens in escrow. */
  total: number;
  /** W: stakes on the winning outcome (0 when void). */
  winningTotal: number;
  /** L = T − W. */
  losingTotal: number;
  /** F = min(floor(T × rate), L); 0 when void. */
  fee: number;
  /** D = T − F. Settled: Σ winner shares. Void: T, all of it refunded. */
  distributable: number;
  /** Per winning stake, in input order. Empty when void. */
  winners: SettlementWinner[];
  /** Per losing stake, in input order. Empty when void. */
  losers: SettlementLoser[];
  /** Void: every stake, in input order, refunded to its own pockets. Empty when settled. */
  refunds: SettlementRefund[];
  /** F − Σ loss mitigation (what the platform keeps); ≥ 0. */
  platformRevenue: number;
}

/** floor(n × r) for an integer n ≥ 0, exactly. */
function floorTimes(n: number, r: Rational): number {
  return Number((BigInt(n) * r.num) / r.den);
}

function isWholeNonNegative(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

const ROLES: readonly SettlementRole[] = ['player', 'participant', 'backer'];

function validateStakes(stakes: SettlementStake[]): void {
  if (!Array.isArray(stakes)) throw new Error('settlement: stakes must be an array');
  const seen = new Set<string>();
  let total = 0;
  for (const s of stakes) {
    if (typeof s.id !== 'string' || s.id === '') throw new Error('settlement: every stake needs an id');
    if (seen.has(s.id)) throw new Error(`settlement: duplicate stake id ${s.id}`);
    seen.add(s.id);
    if (typeof s.outcome !== 'string') throw new Error(`settlement: stake ${s.id} has no outcome`);
    if (!ROLES.includes(s.role)) throw new Error(`settlement: stake ${s.id} has an unknown role`);
    if (typeof s.createdAt !== 'number' || !Number.isFinite(s.createdAt)) {
      throw new Error(`settlement: stake ${s.id} has an invalid createdAt`);
    }
    if (!isWholeNonNegative(s.amount) || s.amount < 1) {
      throw new Error(`settlement: stake ${s.id} amount must be a whole number of tokens ≥ 1`);
    }
    if (!isWholeNonNegative(s.fromBonus) || !isWholeNonNegative(s.fromCash)) {
      throw new Error(`settlement: stake ${s.id} bonus and cash parts must be whole numbers ≥ 0`);
    }
    if (s.fromBonus + s.fromCash !== s.amount) {
      throw new Error(`settlement: stake ${s.id} bonus + cash parts must equal its amount`);
    }
    total += s.amount;
    if (!Number.isSafeInteger(total)) throw new Error('settlement: total stake is too large');
  }
}

function assert(cond: boolean, message: string): asserts cond {
  if (!cond) throw new Error(`settlement invariant broken: ${message}`);
}

export function settleChallenge(input: SettlementInput): SettlementPlan {
  const { stakes, winningOutcome } = input;
  validateStakes(stakes);
  const feeRate = exactRate(input.feeRate ?? RULE_DEFAULTS.platformFeeRate, 'feeRate');
  const mitigationRate = exactRate(input.lossMitigationRate ?? RULE_DEFAULTS.lossMitigationRate, 'lossMitigationRate');

  const total = stakes.reduce((sum, s) => sum + s.amount, 0);
  const winning = winningOutcome === null ? [] : stakes.filter((s) => s.outcome === winningOutcome);
  const winningTotal = winning.reduce((sum, s) => sum + s.amount, 0);

  // 1. W = 0: void — refund every stake to its own pockets, no fee.
  if (winningTotal === 0) {
    return {
      kind: 'void',
      total,
      winningTotal: 0,
      losingTotal: total,
      fee: 0,
      distributable: total,
      winners: [],
      losers: [],
      refunds: stakes.map((s) => ({ stakeId: s.id, userId: s.userId, bonus: s.fromBonus, cash: s.fromCash })),
      platformRevenue: 0,
    };
  }

  const losingTotal = total - winningTotal;
  // 2. F = min(floor(T × rate), L): the cap guarantees D ≥ W, so no winner gets back less than their stake.
  const fee = Math.min(floorTimes(total, feeRate), losingTotal);
  const distributable = total - fee;
  assert(distributable >= winningTotal, 'D ≥ W');

  // 3. Pro rata: floor(D × w_i / W), then one token each to the largest remainders (earliest, then id).
  const D = BigInt(distributable);
  const W = BigInt(winningTotal);
  const parts = winning.map((s) => {
    const product = D * BigInt(s.amount);
    return { stake: s, base: Number(product / W), remainder: product % W };
  });
  let left = distributable - parts.reduce((sum, p) => sum + p.base, 0);
  assert(left >= 0 && left < parts.length, 'rounding leftover < number of winners');
  const byFraction = [...parts].sort((a, b) => {
    if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
    if (a.stake.createdAt !== b.stake.createdAt) return a.stake.createdAt - b.stake.createdAt;
    return a.stake.id < b.stake.id ? -1 : a.stake.id > b.stake.id ? 1 : 0;
  });
  const extra = new Set<string>();
  for (const p of byFraction) {
    if (left === 0) break;
    extra.add(p.stake.id);
    left -= 1;
  }

  // 5. Each winner's stake goes back to its own pockets; the rest of the share is winnings (cash).
  const winners: SettlementWinner[] = parts.map(({ stake, base }) => {
    const share = base + (extra.has(stake.id) ? 1 : 0);
    const winnings = share - stake.amount;
    assert(winnings >= 0, `winner ${stake.id} gets back at least their stake`);
    return {
      stakeId: stake.id,
      userId: stake.userId,
      role: stake.role,
      share,
      stakeBackBonus: stake.fromBonus,
      stakeBackCash: stake.fromCash,
      winnings,
    };
  });
  assert(winners.reduce((sum, w) => sum + w.share, 0) === distributable, 'Σ shares = D');

  // 4. Losers get floor(l_j × rate) back as bonus, paid out of the fee.
  const losers: SettlementLoser[] = stakes.filter((s) => s.outcome !== winningOutcome).map((s) => ({ stakeId: s.id, userId: s.userId, role: s.role, lossMitigation: floorTimes(s.amount, mitigationRate) }));
  const mitigation = losers.reduce((sum, l) => sum + l.lossMitigation, 0);
  const platformRevenue = fee - mitigation;
  if (platformRevenue < 0) {
    throw new Error('settlement: loss mitigation exceeds the fee (lossMitigationRate must not exceed feeRate)');
  }

  return {
    kind: 'settled',
    total,
    winningTotal,
    losingTotal,
    fee,
    distributable,
    winners,
    losers,
    refunds: [],
    platformRevenue,
  };
}
