import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleChallenge, type SettlementPlan, type SettlementStake } from './settlement.reference-model';

let clock = 1_700_000_000_000;
function stake(id: string, outcome: string, amount: number, opts: Partial<Pick<SettlementStake, 'fromBonus' | 'createdAt' | 'role' | 'userId'>> = {}): SettlementStake {
  const fromBonus = opts.fromBonus ?? 0;
  return {
    id,
    userId: opts.userId ?? `u-${id}`,
    outcome,
    amount,
    fromBonus,
    fromCash: amount - fromBonus,
    createdAt: opts.createdAt ?? (clock += 1000),
    role: opts.role ?? 'backer',
  };
}

const shareOf = (plan: SettlementPlan, id: string) => plan.winners.find((w) => w.stakeId === id)?.share;
const mitigationOf = (plan: SettlementPlan, id: string) => plan.losers.find((l) => l.stakeId === id)?.lossMitigation;
const sumShares = (plan: SettlementPlan) => plan.winners.reduce((s, w) => s + w.share, 0);
const sumMitigation = (plan: SettlementPlan) => plan.losers.reduce((s, l) => s + l.lossMitigation, 0);

describe('settleChallenge — DOMAIN.md §4 worked examples', () => {
  it('two_player: A 100 + x 50 on A beat B 100 + y 30 → A 149, x 75, B 10, y 3, platform 43', () => {
    const plan = settleChallenge({
      stakes: [stake('A', 'player_a_wins', 100, { role: 'player' }), stake('B', 'player_b_wins', 100, { role: 'player' }), stake('x', 'player_a_wins', 50), stake('y', 'player_b_wins', 30)],
      winningOutcome: 'player_a_wins',
    });
    expect(plan).toMatchObject({
      kind: 'settled',
      total: 280,
      winningTotal: 150,
      losingTotal: 130,
      fee: 56,
      distributable: 224,
      platformRevenue: 43,
      refunds: [],
    });
    expect(shareOf(plan, 'A')).toBe(149);
    expect(shareOf(plan, 'x')).toBe(75); // 74.67 has the larger fraction: the spare token
    expect(plan.winners.map((w) => w.winnings)).toEqual([49, 25]);
    expect(mitigationOf(plan, 'B')).toBe(10);
    expect(mitigationOf(plan, 'y')).toBe(3);
    expect(plan.winners[0]).toMatchObject({ userId: 'u-A', role: 'player' });
  });

  it('solo: A 100 + s 20 succeed, f 50 fails → A 113, s 23, f 5 bonus', () => {
    const plan = settleChallenge({
      stakes: [stake('A', 'solo_succeeds', 100, { role: 'player' }), stake('s', 'solo_succeeds', 20), stake('f', 'solo_fails', 50)],
      winningOutcome: 'solo_succeeds',
    });
    expect(plan).toMatchObject({ total: 170, winningTotal: 120, losingTotal: 50, fee: 34, distributable: 136 });
    expect(shareOf(plan, 'A')).toBe(113);
    expect(shareOf(plan, 's')).toBe(23);
    expect(mitigationOf(plan, 'f')).toBe(5);
    expect(plan.platformRevenue).toBe(29);
  });

  it('public: 10 × 100, 8 winners → fee capped at L = 200, each winner 100, each loser 10', () => {
    const stakes = Array.from({ length: 10 }, (_, i) => stake(`p${i}`, i < 8 ? 'winner' : 'loser', 100, { role: 'participant' }));
    const plan = settleChallenge({ stakes, winningOutcome: 'winner' });
    expect(plan).toMatchObject({ total: 1000, winningTotal: 800, losingTotal: 200, fee: 200, distributable: 800 });
    expect(plan.winners).toHaveLength(8);
    for (const w of plan.winners) expect(w).toMatchObject({ share: 100, winnings: 0, role: 'participant' });
    expect(plan.losers.map((l) => l.lossMitigation)).toEqual([10, 10]);
    expect(plan.platformRevenue).toBe(180);
  });
});

describe('settleChallenge — edge cases', () => {
  it('nobody on the winning side → void: every stake refunded to its original pockets, no fee', () => {
    const stakes = [stake('a', 'player_a_wins', 100, { fromBonus: 40 }), stake('b', 'player_b_wins', 30, { fromBonus: 30 })];
    const plan = settleChallenge({ stakes, winningOutcome: 'draw' });
    expect(plan).toEqual({
      kind: 'void',
      total: 130,
      winningTotal: 0,
      losingTotal: 130,
      fee: 0,
      distributable: 130,
      winners: [],
      losers: [],
      refunds: [
        { stakeId: 'a', userId: 'u-a', bonus: 40, cash: 60 },
        { stakeId: 'b', userId: 'u-b', bonus: 30, cash: 0 },
      ],
      platformRevenue: 0,
    });
  });

  it('winningOutcome null → void even when stakes exist on every outcome', () => {
    const plan = settleChallenge({ stakes: [stake('a', 'x', 5, { fromBonus: 2 })], winningOutcome: null });
    expect(plan.kind).toBe('void');
    expect(plan.refunds).toEqual([{ stakeId: 'a', userId: 'u-a', bonus: 2, cash: 3 }]);
  });

  it('no stakes at all → void with nothing to refund', () => {
    expect(settleChallenge({ stakes: [], winningOutcome: 'x' })).toMatchObject({ kind: 'void', total: 0, refunds: [] });
  });

  it('nobody losing (L = 0) → fee 0 and everyone gets exactly their stake back', () => {
    const plan = settleChallenge({
      stakes: [stake('a', 'win', 7), stake('b', 'win', 13, { fromBonus: 13 }), stake('c', 'win', 1)],
      winningOutcome: 'win',
    });
    expect(plan).toMatchObject({ kind: 'settled', losingTotal: 0, fee: 0, distributable: 21, platformRevenue: 0 });
    expect(plan.winners.map((w) => [w.share, w.winnings])).toEqual([
      [7, 0],
      [13, 0],
      [1, 0],
    ]);
    expect(plan.losers).toEqual([]);
  });

  it('one winner takes D = T − F', () => {
    const plan = settleChallenge({
      stakes: [stake('w', 'yes', 10), stake('l1', 'no', 45), stake('l2', 'no', 45)],
      winningOutcome: 'yes',
    });
    // T = 100, L = 90, F = 20, D = 80; losers get 4 each; platform keeps 12.
    expect(plan).toMatchObject({ fee: 20, distributable: 80, platformRevenue: 12 });
    expect(plan.winners).toEqual([{ stakeId: 'w', userId: 'u-w', role: 'backer', share: 80, stakeBackBonus: 0, stakeBackCash: 10, winnings: 70 }]);
    expect(plan.losers.map((l) => l.lossMitigation)).toEqual([4, 4]);
  });

  it('97 stakes of 1: Σ shares = D exactly, spare tokens go to the earliest stakes on equal fractions', () => {
    // 97 winners of 1 and one loser of 50: T = 147, F = min(29, 50) = 29, D = 118;
    // each gets floor(118/97) = 1, 21 tokens left — all fractions equal, so the 21 earliest get one.
    const winners = Array.from({ length: 97 }, (_, i) =>
      // createdAt decreasing with index so "earliest" is not input order.
      stake(`w${String(i).padStart(2, '0')}`, 'yes', 1, { createdAt: 10_000 - i }),
    );
    const plan = settleChallenge({ stakes: [...winners, stake('big', 'no', 50)], winningOutcome: 'yes' });
    expect(plan).toMatchObject({ total: 147, fee: 29, distributable: 118 });
    expect(sumShares(plan)).toBe(118);
    const twos = plan.winners.filter((w) => w.share === 2).map((w) => w.stakeId);
    expect(twos).toHaveLength(21);
    // earliest createdAt = highest index: w76 … w96
    expect(twos.sort()).toEqual(Array.from({ length: 21 }, (_, i) => `w${76 + i}`));
    expect(plan.winners.every((w) => w.share === 1 || w.share === 2)).toBe(true);
  });

  it('uneven fractions: the remainder goes to the largest fractional parts first, ties by createdAt then id', () => {
    // W = 1+2+3+3 = 9, loser 11: T = 20, F = 4, D = 16.
    // 16·1/9 = 1.78, 16·2/9 = 3.56, 16·3/9 = 5.33 (×2). floors 1+3+5+5 = 14, 2 spare:
    // largest fractions .78 (a) and .56 (b); c and d (.33) get none.
    const plan = settleChallenge({
      stakes: [stake('d', 'yes', 3, { createdAt: 1 }), stake('c', 'yes', 3, { createdAt: 1 }), stake('b', 'yes', 2, { createdAt: 5 }), stake('a', 'yes', 1, { createdAt: 9 }), stake('z', 'no', 11)],
      winningOutcome: 'yes',
    });
    expect(plan.distributable).toBe(16);
    expect(plan.winners.map((w) => [w.stakeId, w.share])).toEqual([
      ['d', 5],
      ['c', 5],
      ['b', 4],
      ['a', 2],
    ]);
    // Equal fractions and equal createdAt → id decides: W = 3+3, loser 2: T = 8, F = 1, D = 7 → 3.5 each, 'c' < 'd'.
    const tie = settleChallenge({
      stakes: [stake('d', 'yes', 3, { createdAt: 1 }), stake('c', 'yes', 3, { createdAt: 1 }), stake('z', 'no', 2)],
      winningOutcome: 'yes',
    });
    expect(tie.distributable).toBe(7);
    expect(tie.winners.map((w) => [w.stakeId, w.share])).toEqual([
      ['d', 3],
      ['c', 4],
    ]);
  });

  it("a winner's stake returns to the same pockets (bonus to bonus, cash to cash); winnings are extra", () => {
    const plan = settleChallenge({
      stakes: [stake('w', 'yes', 100, { fromBonus: 70 }), stake('l', 'no', 100, { fromBonus: 100 })],
      winningOutcome: 'yes',
    });
    // T = 200, F = 40, D = 160.
    expect(plan.winners[0]).toMatchObject({ share: 160, stakeBackBonus: 70, stakeBackCash: 30, winnings: 60 });
    expect(plan.losers[0]).toMatchObject({ stakeId: 'l', lossMitigation: 10 });
  });

  it('rates are applied exactly, not as binary floats', () => {
    // 0.29 × 100 = 28.999999999999996 in floating point; the fee must be 29.
    const plan = settleChallenge({
      stakes: [stake('w', 'yes', 50), stake('l', 'no', 50)],
      winningOutcome: 'yes',
      feeRate: 0.29,
      lossMitigationRate: 0.29,
    });
    expect(plan.fee).toBe(29);
    expect(plan.losers[0]?.lossMitigation).toBe(14); // floor(14.5)
  });

  it('custom rates: feeRate 0 means no fee and no loss mitigation budget', () => {
    const plan = settleChallenge({
      stakes: [stake('w', 'yes', 10), stake('l', 'no', 10)],
      winningOutcome: 'yes',
      feeRate: 0,
      lossMitigationRate: 0,
    });
    expect(plan).toMatchObject({ fee: 0, distributable: 20, platformRevenue: 0 });
    expect(plan.winners[0]?.share).toBe(20);
  });
});

describe('settleChallenge — invalid input throws', () => {
  const ok = () => stake('ok', 'yes', 10);
  it.each<[string, Partial<SettlementStake>]>([
    ['non-integer amount', { amount: 1.5, fromCash: 1.5 }],
    ['zero amount', { amount: 0, fromCash: 0 }],
    ['negative amount', { amount: -5, fromCash: -5 }],
    ['NaN amount', { amount: Number.NaN, fromCash: Number.NaN }],
    ['parts not adding up', { amount: 10, fromBonus: 3, fromCash: 3 }],
    ['negative bonus part', { amount: 10, fromBonus: -2, fromCash: 12 }],
    ['negative cash part', { amount: 10, fromBonus: 12, fromCash: -2 }],
    ['fractional parts', { amount: 10, fromBonus: 2.5, fromCash: 7.5 }],
  ])('%s', (_label, patch) => {
    expect(() => settleChallenge({ stakes: [ok(), { ...stake('bad', 'no', 10), ...patch }], winningOutcome: 'yes' })).toThrow(Error);
  });

  it('duplicate stake ids', () => {
    expect(() => settleChallenge({ stakes: [stake('a', 'yes', 1), stake('a', 'no', 1)], winningOutcome: 'yes' })).toThrow(/duplicate/);
  });

  it('rates outside [0, 1]', () => {
    expect(() => settleChallenge({ stakes: [ok()], winningOutcome: 'yes', feeRate: 1.5 })).toThrow(/feeRate/);
    expect(() => settleChallenge({ stakes: [ok()], winningOutcome: 'yes', lossMitigationRate: -0.1 })).toThrow(/lossMitigationRate/);
  });

  it('a mitigation rate above the fee rate that would make platform revenue negative', () => {
    expect(() =>
      settleChallenge({
        stakes: [stake('w', 'yes', 10), stake('l', 'no', 100)],
        winningOutcome: 'yes',
        feeRate: 0,
        lossMitigationRate: 0.1,
      }),
    ).toThrow(/loss mitigation exceeds the fee/);
  });
});

describe('settleChallenge — properties', () => {
  const outcomes = ['a', 'b', 'c'] as const;
  const stakeArb = fc
    .record({
      outcome: fc.constantFrom(...outcomes),
      amount: fc.integer({ min: 1, max: 100_000 }),
      bonusFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      createdAt: fc.integer({ min: 0, max: 50 }), // small range: many createdAt ties
      role: fc.constantFrom('player' as const, 'participant' as const, 'backer' as const),
    })
    .map(({ bonusFraction, amount, ...r }) => {
      const fromBonus = Math.floor(amount * bonusFraction);
      return { ...r, amount, fromBonus, fromCash: amount - fromBonus };
    });
  const inputArb = fc.record({
    stakes: fc.array(stakeArb, { maxLength: 60 }).map((xs) => xs.map((s, i) => ({ ...s, id: `s${i}`, userId: `u${i % 7}` }))),
    winningOutcome: fc.option(fc.constantFrom(...outcomes, 'nobody'), { nil: null }),
    // mitigation ≤ fee rate (the domain's 0.1 ≤ 0.2), in hundredths so they are exact decimals
    rates: fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })).map(([x, y]) => ({ feeRate: Math.max(x, y) / 100, lossMitigationRate: Math.min(x, y) / 100 })),
    useDefaults: fc.boolean(),
  });

  it('conserves tokens, never makes a winner lose, keeps revenue ≥ 0 and fee ≤ L, void refunds every part', () => {
    fc.assert(
      fc.property(inputArb, ({ stakes, winningOutcome, rates, useDefaults }) => {
        const plan = settleChallenge(useDefaults ? { stakes, winningOutcome } : { stakes, winningOutcome, ...rates });
        const T = stakes.reduce((s, x) => s + x.amount, 0);
        expect(plan.total).toBe(T);
        expect(plan.winningTotal + plan.losingTotal).toBe(T);
        for (const n of [plan.fee, plan.distributable, plan.platformRevenue, ...plan.winners.map((w) => w.share)]) {
          expect(Number.isInteger(n)).toBe(true);
        }

        if (plan.kind === 'void') {
          expect(stakes.filter((s) => s.outcome === winningOutcome)).toHaveLength(0);
          expect(plan).toMatchObject({ fee: 0, platformRevenue: 0, winners: [], losers: [] });
          expect(plan.refunds).toEqual(stakes.map((s) => ({ stakeId: s.id, userId: s.userId, bonus: s.fromBonus, cash: s.fromCash })));
          return;
        }

        // conservation: everything out of escrow = T
        expect(sumShares(plan) + sumMitigation(plan) + plan.platformRevenue).toBe(T);
        expect(sumShares(plan)).toBe(plan.distributable);
        expect(plan.fee).toBeLessThanOrEqual(plan.losingTotal);
        expect(plan.fee).toBeGreaterThanOrEqual(0);
        expect(plan.platformRevenue).toBeGreaterThanOrEqual(0);
        expect(plan.refunds).toEqual([]);
        expect(plan.winners.length + plan.losers.length).toBe(stakes.length);
        const byId = new Map(stakes.map((s) => [s.id, s]));
        for (const w of plan.winners) {
          const s = byId.get(w.stakeId)!;
          expect(s.outcome).toBe(winningOutcome);
          expect(w.share).toBeGreaterThanOrEqual(s.amount);
          expect(w.stakeBackBonus).toBe(s.fromBonus);
          expect(w.stakeBackCash).toBe(s.fromCash);
          expect(w.stakeBackBonus + w.stakeBackCash + w.winnings).toBe(w.share);
          // pro rata to within one token of the exact share
          const exact = (plan.distributable * s.amount) / plan.winningTotal;
          expect(Math.abs(w.share - exact)).toBeLessThan(1 + 1e-6);
        }
        for (const l of plan.losers) {
          const s = byId.get(l.stakeId)!;
          expect(s.outcome).not.toBe(winningOutcome);
          expect(l.lossMitigation).toBeGreaterThanOrEqual(0);
          expect(l.lossMitigation).toBeLessThanOrEqual(s.amount);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the reference model is a test oracle only', () => {
  it('is imported by no production file of the server (the SQL of pay-stakes.repo.ts is the rule)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const src = path.resolve(import.meta.dirname, '../..');
    const files = (await readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts') && !/\.test\.ts$|test-helpers\.ts$|reference-model\.ts$/.test(f));
    const importers: string[] = [];
    for (const f of files) if ((await readFile(path.join(src, f), 'utf8')).match(/from '[^']*settlement\.reference-model'/)) importers.push(f);
    expect(files.length).toBeGreaterThan(50);
    expect(importers).toEqual([]);
  });
});
