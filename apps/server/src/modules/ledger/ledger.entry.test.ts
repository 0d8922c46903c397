// The ledger's one entry (index.ts): post, postMany (in Node and set-based), postBonusFirst, reverse,
// finish and transfer — each writes its rows and transfers together, holds the legs against the
// catalogue (money-movements.ts) and leaves every invariant of ledger:verify true.
import { sql, type KyselyPlugin, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertChallenge, insertUser } from '../../../test/helpers/fixtures';
import type { Db } from '../../db/client';
import { BalanceFrozenError, bonus, cash, escrow, finish, getBalances, InsufficientTokensError, LedgerProgrammingError, platform, post, postBonusFirst, postMany, reverse, transfer, type MovementRow, type TransactionRowSql } from './index';
import { escrowBalance } from './ledger.test-helpers';
import { verifyLedger } from './ledger.verify';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

const rowOf = (id: string) => db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const transfersOf = (id: string) =>
  sql<{ from_kind: string; to_kind: string; amount: string; kind: string }>`
    SELECT d.kind AS from_kind, c.kind AS to_kind, t.amount::text, t.kind FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
    WHERE t.transaction_id = ${id} ORDER BY t.id`
    .execute(db)
    .then((r) => r.rows);

async function buy(userId: string, tokens: number) {
  return db.transaction().execute((tx) => post(tx, { type: 'token_bundle_purchase', userId, status: 'completed', legs: [{ from: platform('payments_in'), to: cash(userId), amount: tokens }] }));
}

describe('post', () => {
  it('writes the row and its transfers together, the amount from the legs, and names the people touched', async () => {
    const user = await insertUser(db);
    const posted = await buy(user, 120);
    expect(posted.touched).toEqual([user]);
    expect(await rowOf(posted.id)).toMatchObject({ user_id: user, type: 'token_bundle_purchase', status: 'completed', amount_tokens: '120' });
    expect(await transfersOf(posted.id)).toEqual([{ from_kind: 'payments_in', to_kind: 'user_cash', amount: '120', kind: 'token_bundle_purchase' }]);
    expect(await getBalances(db, user)).toEqual({ cash: 120, bonus: 0, total: 120 });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('a refusal (insufficient tokens) leaves neither the row nor a transfer', async () => {
    const user = await insertUser(db);
    const before = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow();
    await expect(db.transaction().execute((tx) => post(tx, { type: 'token_bundle_redemption', userId: user, status: 'pending', legs: [{ from: cash(user), to: platform('payout_pending'), amount: 5 }] }))).rejects.toBeInstanceOf(
      InsufficientTokensError,
    );
    const after = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('a frozen balance refuses a posting unless it is a compensation', async () => {
    const user = await insertUser(db, { balanceFrozen: true });
    const legs = [{ from: platform('promotions'), to: bonus(user), amount: 3 }];
    await expect(db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', legs }))).rejects.toBeInstanceOf(BalanceFrozenError);
    await db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', legs }, { compensation: true }));
    expect(await getBalances(db, user)).toEqual({ cash: 0, bonus: 3, total: 3 });
  });
});

describe('catalogue leg validation', () => {
  it('refuses, as a programming error, a leg the catalogue does not list for the type, and writes nothing', async () => {
    const user = await insertUser(db);
    await expect(db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', legs: [{ from: platform('promotions'), to: cash(user), amount: 5 }] }))).rejects.toThrow(
      new LedgerProgrammingError('a daily_bonus_credit has no leg promotions → user_cash in the catalogue (money-movements.ts)'),
    );
    await expect(db.transaction().execute((tx) => post(tx, { type: 'token_bundle_purchase', userId: user, status: 'completed', legs: [{ from: platform('promotions'), to: cash(user), amount: 5 }] }))).rejects.toBeInstanceOf(
      LedgerProgrammingError,
    );
    expect(await getBalances(db, user)).toEqual({ cash: 0, bonus: 0, total: 0 });
  });

  it("refuses legs that move another person's tokens, and an amount the legs do not back", async () => {
    const [user, other] = [await insertUser(db), await insertUser(db)];
    await expect(db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(other), amount: 5 }] }))).rejects.toThrow(/moves tokens of/);
    await expect(db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', amountTokens: 6, legs: [{ from: platform('promotions'), to: bonus(user), amount: 5 }] }))).rejects.toThrow(
      /legs worth 5/,
    );
    // A completed row must be backed by its legs; a pending one without legs may not show a debit.
    await expect(db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', amountTokens: 5, legs: [] }))).rejects.toBeInstanceOf(LedgerProgrammingError);
    await expect(db.transaction().execute((tx) => post(tx, { type: 'token_bundle_redemption', userId: user, status: 'pending', amountTokens: -5, legs: [] }))).rejects.toBeInstanceOf(LedgerProgrammingError);
  });

  it('the set-based postMany refuses a batch whose legs the catalogue does not list, in SQL', async () => {
    const user = await insertUser(db);
    const id = '5b0c4c8e-0000-4000-8000-000000000001';
    const rows = sql<TransactionRowSql>`SELECT ${id}::uuid AS id, ${user}::uuid AS user_id, 'completed' AS status, 4 AS amount_tokens, '{}'::jsonb AS metadata`;
    const legs = sql<MovementRow>`SELECT 'promotions' AS from_kind, NULL::uuid AS from_owner, 0 AS from_shard, 'user_cash' AS to_kind, ${user}::uuid AS to_owner, 0 AS to_shard, 4 AS amount, 'daily_bonus_credit' AS kind, ${id}::uuid AS transaction_id`;
    await expect(db.transaction().execute((tx) => postMany(tx, { type: 'daily_bonus_credit', transactions: rows, legs }))).rejects.toThrow(/legs the catalogue does not list/);
    expect(await getBalances(db, user)).toEqual({ cash: 0, bonus: 0, total: 0 });
  });

  it('transfer takes only the internal movements the catalogue lists, never a person’s pocket', async () => {
    const [user, challenge] = [await insertUser(db), await insertChallenge(db)];
    await expect(db.transaction().execute((tx) => transfer(tx, [{ from: escrow(challenge), to: cash(user), amount: 1, kind: 'platform_fee' }]))).rejects.toBeInstanceOf(LedgerProgrammingError);
  });
});

describe('postMany', () => {
  it('in Node: one row per posting, all legs in one movement', async () => {
    const [a, b] = [await insertUser(db), await insertUser(db)];
    const posted = await db.transaction().execute((tx) =>
      postMany(tx, [
        { type: 'referral_bonus_credit', userId: a, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(a), amount: 20 }], metadata: { role: 'referee' } },
        { type: 'referral_bonus_credit', userId: b, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(b), amount: 20 }], metadata: { role: 'referrer' } },
      ]),
    );
    expect(posted.map((p) => p.touched)).toEqual([[a], [b]]);
    expect(await rowOf(posted[1]!.id)).toMatchObject({ user_id: b, amount_tokens: '20', metadata: { role: 'referrer' } });
    expect(await getBalances(db, a)).toEqual({ cash: 0, bonus: 20, total: 20 });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('set-based: rows and legs are queries; returns how many rows it wrote, and with none moves nothing', async () => {
    const [a, b] = [await insertUser(db), await insertUser(db)];
    const people = sql`(VALUES (${a}::uuid, gen_random_uuid(), 7), (${b}::uuid, gen_random_uuid(), 9)) AS p(user_id, id, tokens)`;
    const written = await db.transaction().execute(async (tx) => {
      await sql`CREATE TEMP TABLE entry_batch ON COMMIT DROP AS SELECT * FROM ${people}`.execute(tx);
      const transactions: RawBuilder<TransactionRowSql> = sql<TransactionRowSql>`SELECT id, user_id, 'completed' AS status, tokens AS amount_tokens, '{}'::jsonb AS metadata FROM entry_batch`;
      const legs = sql<MovementRow>`SELECT 'promotions' AS from_kind, NULL::uuid AS from_owner, 0 AS from_shard, 'user_bonus' AS to_kind, user_id AS to_owner, 0 AS to_shard, tokens AS amount, 'onboarding_bonus_credit' AS kind, id AS transaction_id FROM entry_batch`;
      const none = await postMany(tx, { type: 'onboarding_bonus_credit', transactions: sql<TransactionRowSql>`SELECT * FROM (${transactions}) t WHERE false`, legs });
      expect(none).toBe(0);
      return postMany(tx, { type: 'onboarding_bonus_credit', transactions, legs });
    });
    expect(written).toBe(2);
    expect(await getBalances(db, a)).toEqual({ cash: 0, bonus: 7, total: 7 });
    expect(await getBalances(db, b)).toEqual({ cash: 0, bonus: 9, total: 9 });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('postBonusFirst: bonus first then cash, each spend on its own row; one that cannot be made is refused alone', async () => {
    const [rich, poor, challenge] = [await insertUser(db), await insertUser(db), await insertChallenge(db)];
    await buy(rich, 50);
    await db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: rich, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(rich), amount: 10 }] }));
    const outcomes = await db.transaction().execute((tx) =>
      postBonusFirst(tx, [
        { type: 'challenge_stake', userId: rich, amount: 25, to: escrow(challenge, 3), metadata: { challenge_id: challenge } },
        { type: 'challenge_stake', userId: poor, amount: 1, to: escrow(challenge, 3) },
      ]),
    );
    expect(outcomes[0]).toMatchObject({ fromBonus: 10, fromCash: 15, touched: [rich] });
    expect(outcomes[1]).toBeInstanceOf(InsufficientTokensError);
    const taken = outcomes[0] as { id: string };
    expect(await rowOf(taken.id)).toMatchObject({ type: 'challenge_stake', amount_tokens: '-25', metadata: { challenge_id: challenge } });
    expect(await escrowBalance(db, challenge)).toBe(25n);
    expect(await verifyLedger(db)).toEqual([]);
  });
});

describe('reverse', () => {
  it('a refund: a new row whose legs mirror the original’s (escrow back to the pockets it came from), linked to it, once', async () => {
    const [user, challenge] = [await insertUser(db), await insertChallenge(db)];
    await buy(user, 30);
    await db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: user, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(user), amount: 4 }] }));
    const [stake] = await db.transaction().execute((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: user, amount: 10, to: escrow(challenge, 2) }]));
    const stakeId = (stake as { id: string }).id;
    expect(await getBalances(db, user)).toEqual({ cash: 24, bonus: 0, total: 24 });

    const refund = await db.transaction().execute((tx) => reverse(tx, stakeId, { as: { type: 'challenge_refund', metadata: { why: 'test' } } }));
    expect(refund.id).not.toBe(stakeId);
    expect(refund.touched).toEqual([user]);
    expect(await rowOf(refund.id)).toMatchObject({ type: 'challenge_refund', status: 'completed', amount_tokens: '10', reverses_transaction_id: stakeId, metadata: { why: 'test' } });
    expect(await transfersOf(refund.id)).toEqual([
      { from_kind: 'escrow', to_kind: 'user_bonus', amount: '4', kind: 'challenge_refund' },
      { from_kind: 'escrow', to_kind: 'user_cash', amount: '6', kind: 'challenge_refund' },
    ]);
    expect(await getBalances(db, user)).toEqual({ cash: 30, bonus: 4, total: 34 });
    expect(await escrowBalance(db, challenge)).toBe(0n);
    expect(await verifyLedger(db)).toEqual([]);
    // Reversed at most once (the unique link): a second refund fails in the database.
    await expect(db.transaction().execute((tx) => reverse(tx, stakeId, { as: { type: 'challenge_refund' } }))).rejects.toThrow();
    expect(await getBalances(db, user)).toEqual({ cash: 30, bonus: 4, total: 34 });
  });

  it('a recredit on the original row: a paid-out redemption comes back payouts_out → cash in one leg, the row ends failed_recredited', async () => {
    const user = await insertUser(db);
    await buy(user, 40);
    const redemption = await db.transaction().execute((tx) => post(tx, { type: 'token_bundle_redemption', userId: user, status: 'pending', legs: [{ from: cash(user), to: platform('payout_pending'), amount: 15 }] }));
    await db
      .transaction()
      .execute((tx) =>
        finish(tx, { id: redemption.id, userId: user, type: 'token_bundle_redemption' }, { status: 'completed', legs: [{ from: platform('payout_pending'), to: platform('payouts_out'), amount: 15, kind: 'payout_completed' }] }),
      );
    expect(await getBalances(db, user)).toEqual({ cash: 25, bonus: 0, total: 25 });
    const back = await db.transaction().execute((tx) => reverse(tx, redemption.id, { kind: 'payout_reversal_recredit', status: 'failed_recredited', errorMessage: 'Reversed by the bank' }));
    expect(back.id).toBe(redemption.id);
    expect(await rowOf(redemption.id)).toMatchObject({ status: 'failed_recredited', error_message: 'Reversed by the bank', amount_tokens: '-15' });
    expect((await transfersOf(redemption.id)).at(-1)).toEqual({ from_kind: 'payouts_out', to_kind: 'user_cash', amount: '15', kind: 'payout_reversal_recredit' });
    expect(await getBalances(db, user)).toEqual({ cash: 40, bonus: 0, total: 40 });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a transaction that does not exist or moved nothing', async () => {
    const user = await insertUser(db);
    const pending = await db.transaction().execute((tx) => post(tx, { type: 'token_bundle_purchase', userId: user, status: 'pending', amountTokens: 10, legs: [] }));
    await expect(db.transaction().execute((tx) => reverse(tx, pending.id))).rejects.toThrow(/moved nothing/);
    await expect(db.transaction().execute((tx) => reverse(tx, '00000000-0000-4000-8000-00000000dead'))).rejects.toThrow(/no transaction/);
  });
});

describe('statement counts (the batches stay set-based)', () => {
  /** Runs `work` in a transaction whose every statement is counted (BEGIN/COMMIT aside). */
  async function countStatements(work: (tx: Db) => Promise<unknown>): Promise<number> {
    let n = 0;
    const counter: KyselyPlugin = { transformQuery: (args) => ((n += 1), args.node), transformResult: async (args) => args.result };
    await db.withPlugin(counter).transaction().execute(work);
    return n;
  }

  it('postBonusFirst: the same statements for 1 stake and for 20 (find and lock; rows, transfers and balances; a new shard: find, create, lock, write)', async () => {
    const challenge = await insertChallenge(db);
    const people = await Promise.all(Array.from({ length: 21 }, () => insertUser(db)));
    for (const person of people) await buy(person, 10);
    // Both pockets of everyone and the escrow shard exist, as on the hot path.
    await db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: people[0]!, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(people[0]!), amount: 1 }] }));
    for (const person of people) await db.transaction().execute((tx) => post(tx, { type: 'daily_bonus_credit', userId: person, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(person), amount: 1 }] }));
    await db.transaction().execute((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: people[0]!, amount: 1, to: escrow(challenge, 1) }]));
    const one = await countStatements((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: people[0]!, amount: 1, to: escrow(challenge, 1) }]));
    const twenty = await countStatements((tx) =>
      postBonusFirst(
        tx,
        people.slice(1).map((userId) => ({ type: 'challenge_stake' as const, userId, amount: 2, to: escrow(challenge, 1) })),
      ),
    );
    expect(one).toBe(2);
    expect(twenty).toBe(one);
    // A shard nobody has staked into yet: found missing (nothing locked), made, then all locked in id order.
    const fresh = await countStatements((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: people[0]!, amount: 1, to: escrow(challenge, 2) }]));
    expect(fresh).toBe(4);
    expect(await escrowBalance(db, challenge)).toBe(43n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it("postBonusFirst: what records the spends (a batch's stake rows) is written in the same statement, with each spend's row and split", async () => {
    const challenge = await insertChallenge(db);
    const [rich, poor] = await Promise.all([insertUser(db), insertUser(db)]);
    await buy(rich, 5);
    await buy(poor, 1); // a pocket, too little in it: refused, and not recorded
    await db.transaction().execute((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: rich, amount: 1, to: escrow(challenge, 4) }]));
    let seen: { index: number; id: string; fromBonus: number; fromCash: number }[] = [];
    const count = await countStatements((tx) =>
      postBonusFirst(
        tx,
        [
          { type: 'challenge_stake', userId: poor, amount: 2, to: escrow(challenge, 4) },
          { type: 'challenge_stake', userId: rich, amount: 3, to: escrow(challenge, 4) },
        ],
        {
          recordedBy: (taken) => {
            seen = taken;
            return sql`INSERT INTO challenge_stakes (challenge_id, user_id, role, outcome, amount, from_bonus, from_cash, escrow_shard, transaction_id)
              SELECT ${challenge}, ${rich}, 'backer', 'solo_succeeds', 3, ${taken[0]!.fromBonus}, ${taken[0]!.fromCash}, 4, ${taken[0]!.id}`;
          },
        },
      ),
    );
    expect(count).toBe(2);
    expect(seen).toEqual([{ index: 1, id: expect.any(String), fromBonus: 0, fromCash: 3 }]);
    const stake = await db.selectFrom('challenge_stakes').select(['transaction_id', 'from_cash']).where('challenge_id', '=', challenge).executeTakeFirstOrThrow();
    expect(stake).toEqual({ transaction_id: seen[0]!.id, from_cash: '3' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('post: the row and its movement in 4 statements; postMany of 10 people in the same 4', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => insertUser(db)));
    for (const person of people) await buy(person, 1);
    const one = await countStatements((tx) => post(tx, { type: 'token_bundle_purchase', userId: people[0]!, status: 'completed', legs: [{ from: platform('payments_in'), to: cash(people[0]!), amount: 1 }] }));
    const ten = await countStatements((tx) =>
      postMany(
        tx,
        people.map((userId) => ({ type: 'token_bundle_purchase' as const, userId, status: 'completed' as const, legs: [{ from: platform('payments_in'), to: cash(userId), amount: 1 }] })),
      ),
    );
    expect(one).toBe(4);
    expect(ten).toBe(one);
  });

  it('set-based postMany: the same statements for 2 rows and for 300', async () => {
    const people = await Promise.all(Array.from({ length: 300 }, () => insertUser(db)));
    const batch = (who: string[]) => async (tx: Db) => {
      await sql`CREATE TEMP TABLE count_batch ON COMMIT DROP AS SELECT u AS user_id, gen_random_uuid() AS id FROM unnest(${who}::uuid[]) u`.execute(tx);
      await postMany(tx, {
        type: 'onboarding_bonus_credit',
        transactions: sql<TransactionRowSql>`SELECT id, user_id, 'completed' AS status, 1 AS amount_tokens, '{}'::jsonb AS metadata FROM count_batch`,
        legs: sql<MovementRow>`SELECT 'promotions' AS from_kind, NULL::uuid AS from_owner, 0 AS from_shard, 'user_bonus' AS to_kind, user_id AS to_owner, 0 AS to_shard, 1 AS amount, 'onboarding_bonus_credit' AS kind, id AS transaction_id FROM count_batch`,
      });
    };
    const two = await countStatements(batch(people.slice(0, 2)));
    const many = await countStatements(batch(people.slice(2)));
    expect(many).toBe(two);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
