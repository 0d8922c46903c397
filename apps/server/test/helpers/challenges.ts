// Fixture kit of the settlement, challenge and admin tests: challenges and stakes inserted directly (the create/join/back
// endpoints live in modules/challenges), funded and staked through the ledger as the real flows do.
import { randomUUID } from 'node:crypto';
import { settleChallenge, type SettlementPlan } from '../../src/modules/settlement/settlement.reference-model';
import { sql } from 'kysely';
import type { TestApp } from './test-app';
import type { Db } from '../../src/db/client';
import { bonus, cash, escrow, getBalances, move, platform } from '../../src/modules/ledger/ledger';
import { escrowBalance, insertTransaction, spendBonusFirst } from '../../src/modules/ledger/ledger.test-helpers';
import { member, platformBalance, send, type Member } from './members';
import { activeStakes } from '../../src/modules/settlement/settlement.repo';
import { challengeChanged, publishEvents } from '../../src/modules/realtime/realtime.publish';

export { member, send, type Member };

/** Cash as a completed purchase, bonus as an onboarding bonus (promotions → bonus). */
export async function fund(db: Db, userId: string, amounts: { cash?: number; bonus?: number }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (amounts.cash) {
      const id = await insertTransaction(tx, { userId, type: 'token_bundle_purchase', status: 'completed', amountTokens: amounts.cash });
      await move(tx, [{ from: platform('payments_in'), to: cash(userId), amount: amounts.cash, kind: 'token_bundle_purchase', transactionId: id }]);
    }
    if (amounts.bonus) {
      const id = await insertTransaction(tx, { userId, type: 'onboarding_bonus_credit', status: 'completed', amountTokens: amounts.bonus });
      await move(tx, [{ from: platform('promotions'), to: bonus(userId), amount: amounts.bonus, kind: 'onboarding_bonus_credit', transactionId: id }]);
    }
  });
}

export async function insertPerson(db: Db, name: string): Promise<string> {
  const tag = randomUUID().slice(0, 6);
  const row = await db
    .insertInto('users')
    .values({ name, email: `${name}-${tag}@example.co.ke`, email_verified: true, username: `${name}_${tag}`.toLowerCase(), display_username: name, is_adult_confirmed: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in admin (users.role = 'admin'; the session reads the role from the database). */
export async function admin(t: TestApp, name: string, options: { named?: boolean } = {}): Promise<Member> {
  const m = await member(t, name, options);
  await t.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', m.id).execute();
  return m;
}

export async function createChallenge(
  db: Db,
  c: { type: 'solo' | 'two_player' | 'public'; createdBy: string; playerA?: string | null; playerB?: string | null; status?: string; startDate?: Date; endDate?: Date; title?: string },
): Promise<string> {
  const now = Date.now();
  const row = await db
    .insertInto('challenges')
    .values({
      title: c.title ?? `Test ${c.type} challenge`,
      type: c.type,
      status: c.status ?? 'active',
      category_slug: 'fitness',
      start_date: c.startDate ?? new Date(now - 3_600_000),
      end_date: c.endDate ?? new Date(now + 86_400_000),
      created_by_user_id: c.createdBy,
      player_a_id: c.type === 'public' ? null : (c.playerA ?? c.createdBy),
      player_b_id: c.playerB ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await announceChallenges(db, [row.id]);
  return row.id;
}

/**
 * What the app's writes publish after commit, for a test that wrote a challenge or its stakes straight
 * into the tables: the read models drop what they kept of it (decision 037). Outside a transaction the
 * app of this process hears it at once.
 */
export async function announceChallenges(db: Db, ids: string[]): Promise<void> {
  await publishEvents(db, challengeChanged(ids));
}

const STAKE_TYPE = { player_a: 'challenge_creation_stake_a', player_b: 'challenge_stake_accept', participant: 'challenge_entry_fee', backer: 'challenge_stake' } as const;

type TestStake = { userId: string; role: keyof typeof STAKE_TYPE; outcome: string; amount: number; shard?: number };

/** A stake as the join/back flow records it: transaction row, bonus-first spend into an escrow shard, the stake row with its split. */
export async function addStake(db: Db, challengeId: string, s: TestStake): Promise<{ id: string; fromBonus: number; fromCash: number }> {
  const added = await db.transaction().execute((tx) => addStakeIn(tx, challengeId, s));
  await announceChallenges(db, [challengeId]);
  return added;
}

/** addStake inside the caller's transaction `tx` (a test that holds a stake's transaction open). */
export async function addStakeIn(tx: Db, challengeId: string, s: TestStake): Promise<{ id: string; fromBonus: number; fromCash: number }> {
  const transactionId = await insertTransaction(tx, { userId: s.userId, type: STAKE_TYPE[s.role], status: 'completed', amountTokens: -s.amount, metadata: { challengeId } });
  const shard = s.shard ?? 0;
  const split = await spendBonusFirst(tx, { userId: s.userId, amount: s.amount, to: escrow(challengeId, shard), kind: STAKE_TYPE[s.role], transactionId });
  const { rows } = await sql<{ id: string }>`
    INSERT INTO challenge_stakes (challenge_id, user_id, role, outcome, amount, from_bonus, from_cash, escrow_shard, transaction_id)
    VALUES (${challengeId}, ${s.userId}, ${s.role}, ${s.outcome}, ${s.amount}, ${split.fromBonus}, ${split.fromCash}, ${shard}, ${transactionId})
    RETURNING id`.execute(tx);
  return { id: rows[0]!.id, ...split };
}

export const balances = async (db: Db, userId: string) => {
  const b = await getBalances(db, userId);
  return { cash: b.cash, bonus: b.bonus };
};

export const revenue = (t: TestApp) => platformBalance(t, 'platform_revenue');
export const escrowOf = async (db: Db, challengeId: string) => Number(await escrowBalance(db, challengeId));

export async function challengeRow(db: Db, id: string) {
  const { rows } = await sql<{ status: string; outcome: string | null; disputed: boolean; void_reason: string | null; decided_by_user_id: string | null; decided_at: Date | null; settled_at: Date | null }>`
    SELECT status, outcome, disputed, void_reason, decided_by_user_id, decided_at, settled_at FROM challenges WHERE id = ${id}`.execute(db);
  return rows[0]!;
}

export async function stakesOf(db: Db, challengeId: string) {
  const { rows } = await sql<{ user_id: string; status: string; winnings_tokens: string; is_winner: boolean }>`
    SELECT user_id, status, winnings_tokens, is_winner FROM challenge_stakes WHERE challenge_id = ${challengeId}`.execute(db);
  return new Map(rows.map((r) => [r.user_id, { status: r.status, winnings: Number(r.winnings_tokens), isWinner: r.is_winner }]));
}

/** Credits of one challenge (settlement / refund transaction rows), by user. */
export async function creditsOf(db: Db, challengeId: string) {
  const { rows } = await sql<{ user_id: string; type: string; amount_tokens: string; status: string }>`
    SELECT user_id, type, amount_tokens, status FROM transactions
    WHERE metadata->>'challengeId' = ${challengeId} AND type IN ('challenge_winnings_credit', 'loss_mitigation_credit', 'challenge_refund')
    ORDER BY created_at`.execute(db);
  return rows.map((r) => ({ userId: r.user_id, type: r.type, amount: Number(r.amount_tokens), status: r.status }));
}

/** The settlement's notices to a person (the decision's own notice, told to the players when the admin decides, is checked in claims.test.ts). */
export async function notificationTypesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('notifications').select('type').where('user_id', '=', userId).where('type', '!=', 'challenge_result_decided').orderBy('created_at').execute();
  return rows.map((r) => r.type);
}

/**
 * settleChallenge() on the challenge's active stakes, loaded as the settlement did before it paid in SQL
 * (createdAt from PostgreSQL, as a double): what the settlement must pay. Public: the marked winners win.
 */
export async function planOf(db: Db, challengeId: string, winningOutcome: string, { isPublic = false } = {}): Promise<SettlementPlan> {
  const rows = await activeStakes(db, challengeId);
  const stakes = rows.map((s) => ({
    id: s.id,
    userId: s.user_id,
    outcome: isPublic ? (s.is_winner ? 'won' : 'lost') : s.outcome,
    amount: s.amount,
    fromBonus: s.from_bonus,
    fromCash: s.from_cash,
    createdAt: s.created_ms,
    role: 'backer' as const,
  }));
  return settleChallenge({ stakes, winningOutcome: isPublic ? 'won' : winningOutcome });
}
