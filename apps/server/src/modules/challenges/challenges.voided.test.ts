// issue #24 item 13: a voided challenge's backer columns agree with the backers listed under them —
// "Total Staked" counts the refunded stakes once the challenge is cancelled — while the jackpot and
// the counts of a live challenge stay its live stakes.
import { randomUUID } from 'node:crypto';
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addStake, admin, createChallenge, fund, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let player: Member;
let fan: Member;
let doubter: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'voided_admin');
  player = await member(t, 'voided_player');
  fan = await member(t, 'voided_fan');
  doubter = await member(t, 'voided_doubter');
  for (const m of [player, fan, doubter]) await fund(t.database.db, m.id, { cash: 100 });
});
afterAll(() => t.close());

const detail = async (id: string) => (await send<{ challenge: ChallengeDetail }>(t, fan, `/api/challenges/${id}`)).body.challenge;

describe('a voided challenge’s backers columns (issue #24 item 13)', () => {
  it('count the refunded backers listed under them; before the void they count the live ones', async () => {
    const id = await createChallenge(t.database.db, { type: 'solo', createdBy: player.id });
    await addStake(t.database.db, id, { userId: player.id, role: 'player_a', outcome: 'solo_succeeds', amount: 20 });
    await addStake(t.database.db, id, { userId: fan.id, role: 'backer', outcome: 'solo_succeeds', amount: 10 });
    await addStake(t.database.db, id, { userId: doubter.id, role: 'backer', outcome: 'solo_fails', amount: 7 });
    const live = await detail(id);
    expect(live.totals).toMatchObject({ succeedBackerStake: 10, succeedBackersCount: 1, failBackerStake: 7, failBackersCount: 1 });
    expect(live.totalJackpot).toBe(37);

    expect((await send(t, boss, `/api/admin/challenges/${id}/void`, { body: { reason: 'The route was closed.' }, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(200);
    const voided = await detail(id);
    expect(voided.status).toBe('cancelled');
    expect(voided.backers.map((b) => [b.outcome, b.amount, b.status])).toEqual([
      ['solo_succeeds', 10, 'refunded'],
      ['solo_fails', 7, 'refunded'],
    ]);
    expect(voided.totals).toMatchObject({ succeedBackerStake: 10, succeedBackersCount: 1, failBackerStake: 7, failBackersCount: 1 });
    // Nothing is at stake any more: the jackpot and the live counts say so.
    expect([voided.totalJackpot, voided.backersCount]).toEqual([0, 0]);
  });
});
