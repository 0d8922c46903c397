// issue #24 item 8: no result before a challenge starts. A player's claim and an admin's decision are
// refused before start_date with a clear message (nothing written), the claims view offers no form yet;
// an admin may still void. Once it has started, both go through.
import { randomUUID } from 'node:crypto';
import type { ChallengeClaims } from '@changamoto/shared/contract';
import { CLAIM_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { addStake, admin, challengeRow, createChallenge, fund, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let pa: Member;
let pb: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'early_admin');
  pa = await member(t, 'early_pa');
  pb = await member(t, 'early_pb');
  for (const m of [pa, pb]) await fund(t.database.db, m.id, { cash: 100 });
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

const db = () => t.database.db;
const HOUR = 3_600_000;
const claim = (m: Member, id: string, outcome: string) => send(t, m, `/api/challenges/${id}/result`, { body: { outcome } });
const decide = (id: string, outcome: string) => send(t, boss, `/api/admin/challenges/${id}/decision`, { body: { outcome }, headers: { 'Idempotency-Key': randomUUID() } });

async function duelStarting(startDate: Date): Promise<string> {
  const id = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id, startDate });
  await addStake(db(), id, { userId: pa.id, role: 'player_a', outcome: 'player_a_wins', amount: 10 });
  await addStake(db(), id, { userId: pb.id, role: 'player_b', outcome: 'player_b_wins', amount: 10 });
  return id;
}

describe('results open at start_date (issue #24 item 8)', () => {
  it('before the start: the claim and the decision are refused with the reason, nothing changes, and the claims view offers no form', async () => {
    const id = await duelStarting(new Date(Date.now() + 2 * HOUR));
    const early = await claim(pa, id, 'player_a_wins');
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({ code: 'conflict', message: CLAIM_MESSAGES.notStarted });
    const decided = await decide(id, 'player_a_wins');
    expect(decided.status).toBe(409);
    expect(decided.body.error?.message).toBe(CLAIM_MESSAGES.notStarted);
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'active', outcome: null, decided_at: null });
    expect((await send<ChallengeClaims>(t, pa, `/api/challenges/${id}/claims`)).body).toMatchObject({ canClaim: false, claims: [] });
  });

  it('before the start an admin may still void it: every stake back', async () => {
    const id = await duelStarting(new Date(Date.now() + 2 * HOUR));
    const voided = await send(t, boss, `/api/admin/challenges/${id}/void`, { body: { reason: 'Listed twice by mistake.' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'cancelled', refundedStakes: 2 });
  });

  it('once started: the claim and the decision go through', async () => {
    const id = await duelStarting(new Date(Date.now() - 60_000));
    expect((await send<ChallengeClaims>(t, pa, `/api/challenges/${id}/claims`)).body.canClaim).toBe(true);
    expect((await claim(pa, id, 'player_a_wins')).status).toBe(200);
    expect((await decide(id, 'player_a_wins')).status).toBe(200);
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'completed', outcome: 'player_a_wins' });
  });
});
