// The Total Jackpot of a two_player challenge that was rejected or cancelled (spec §4, DOMAIN.md §4;
// issue #16 item 11): player A's stake plus the backings, never player B's — in the detail and in the
// lists — while the ledger's refunds stay exactly as they were (escrow 0, everyone paid back). The
// ledger invariants are checked when the file ends (test/helpers/database.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { getBalances } from '../ledger/ledger';
import { escrowBalance } from '../ledger/ledger.test-helpers';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { admin, fund, member, send, type Member } from '../../../test/helpers/challenges';
import { expireInvites } from './challenges.service';

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol, boss] = await Promise.all([member(t, 'jp_alice'), member(t, 'jp_bob'), member(t, 'jp_carol'), admin(t, 'jp_boss')]);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const db = () => t.database.db;
const post = <T = Record<string, unknown>>(m: Member, path: string, body: unknown) => send<T>(t, m, path, { body, headers: { 'Idempotency-Key': randomUUID() } });

/** Alice invites Bob: A stakes 40, B would stake 30. */
async function invite(): Promise<string> {
  await fund(db(), alice.id, { cash: 40 });
  const res = await post<{ challengeId: string }>(alice, '/api/challenges', {
    title: 'Chess, best of three',
    categorySlug: 'gaming',
    startDate: iso(HOUR),
    endDate: iso(7 * 24 * HOUR),
    type: 'two_player',
    two_player: { opponentId: bob.id, playerAStake: 40, playerBStake: 30 },
  });
  expect(res.status).toBe(201);
  return res.body.challengeId;
}

/** The jackpot the detail shows, and the one Alice's list ('Created By Me') shows. */
async function jackpots(id: string) {
  const detail = await send<{ challenge: { status: string; totalJackpot: number; totals: { overallTotalStake: number } } }>(t, carol, `/api/challenges/${id}`);
  const list = await send<{ challenges: { id: string; totalJackpot: number }[] }>(t, carol, `/api/challenges?creatorId=${alice.id}&limit=50`);
  return {
    status: detail.body.challenge.status,
    detail: detail.body.challenge.totalJackpot,
    overall: detail.body.challenge.totals.overallTotalStake,
    list: list.body.challenges.find((c) => c.id === id)?.totalJackpot,
  };
}

describe('Total Jackpot of a rejected or cancelled two_player challenge (spec §4)', () => {
  it('rejected: player A’s stake, though A was refunded', async () => {
    const id = await invite();
    expect(await jackpots(id)).toEqual({ status: 'pending_acceptance', detail: 40, overall: 40, list: 40 });
    const res = await post(bob, `/api/challenges/${id}/invite-response`, { action: 'reject' });
    expect(res.status).toBe(200);
    expect(await jackpots(id)).toEqual({ status: 'rejected', detail: 40, overall: 40, list: 40 });
    // Only the figure: the refund is untouched.
    expect(Number(await escrowBalance(db(), id))).toBe(0);
    expect((await getBalances(db(), alice.id)).total).toBeGreaterThanOrEqual(40);
  });

  it('cancelled when the invite expired: player A’s stake', async () => {
    const id = await invite();
    await db()
      .updateTable('challenges')
      .set({ invite_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await expireInvites(db(), createNotificationsService({ db: db(), messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }));
    expect(await jackpots(id)).toEqual({ status: 'cancelled', detail: 40, overall: 40, list: 40 });
    expect(Number(await escrowBalance(db(), id))).toBe(0);
  });

  it('cancelled by an admin after B accepted and Carol backed: A’s stake + the backing, not B’s; everyone refunded', async () => {
    const id = await invite();
    await fund(db(), bob.id, { cash: 30 });
    expect((await post(bob, `/api/challenges/${id}/invite-response`, { action: 'accept' })).status).toBe(200);
    await fund(db(), carol.id, { cash: 15 });
    expect((await post(carol, `/api/challenges/${id}/participation`, { actionType: 'back', backedOutcome: 'player_b_wins', stakeAmount: 15 })).status).toBe(200);
    expect(await jackpots(id)).toEqual({ status: 'active', detail: 85, overall: 85, list: 85 });
    const bobBefore = (await getBalances(db(), bob.id)).total;
    const carolBefore = (await getBalances(db(), carol.id)).total;

    const voided = await post(boss, `/api/admin/challenges/${id}/void`, { reason: 'Irregular activity' });
    expect(voided.status).toBe(200);
    expect(await jackpots(id)).toEqual({ status: 'cancelled', detail: 55, overall: 55, list: 55 });
    expect(Number(await escrowBalance(db(), id))).toBe(0);
    expect((await getBalances(db(), bob.id)).total).toBe(bobBefore + 30);
    expect((await getBalances(db(), carol.id)).total).toBe(carolBefore + 15);
  });
});
