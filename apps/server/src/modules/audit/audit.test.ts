// The audit log: admin decisions and voids write one row each in their own transaction (with the
// request id of the call), a refused action writes none, and the database itself refuses to edit or
// remove a row.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addStake, admin, createChallenge, fund, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';
import { audit } from './audit';
import { listAudit } from './audit.repo';

let t: TestApp;
let boss: Member;
let user: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'audit_admin');
  user = await member(t, 'audit_user');
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsFor = (targetId: string) => listAudit(db(), { targetType: 'challenge', targetId, limit: 10 });

async function soloWithStake() {
  const a = await insertPerson(db(), 'audit_a');
  await fund(db(), a, { cash: 50 });
  const id = await createChallenge(db(), { type: 'solo', createdBy: a });
  await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'solo_succeeds', amount: 50 });
  return id;
}

describe('admin actions are audited', () => {
  it('a decision writes one row: actor, action, target, before/after, reason and the request id of the call', async () => {
    const id = await soloWithStake();
    const requestId = `req-${randomUUID()}`;
    const res = await send(t, boss, `/api/admin/challenges/${id}/decision`, { body: { outcome: 'solo_succeeds', reason: 'Video proof checked.' }, headers: { 'Idempotency-Key': randomUUID(), 'X-Request-Id': requestId } });
    expect(res.status).toBe(200);
    const rows = await rowsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: boss.id,
      action: 'challenge.decide',
      target_type: 'challenge',
      target_id: id,
      before: { status: 'active', outcome: null },
      after: { status: 'completed', outcome: 'solo_succeeds' },
      reason: 'Video proof checked.',
      request_id: requestId,
    });
  });

  it('a void writes its row with the reason; a refused action (non-admin, or a second void) writes none', async () => {
    const id = await soloWithStake();
    const refused = await send(t, user, `/api/admin/challenges/${id}/void`, { body: { reason: 'Not allowed' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refused.status).toBe(403);
    expect(await rowsFor(id)).toEqual([]);
    const ok = await send(t, boss, `/api/admin/challenges/${id}/void`, { body: { reason: 'Irregular activity' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(ok.status).toBe(200);
    const again = await send(t, boss, `/api/admin/challenges/${id}/void`, { body: { reason: 'Twice' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(again.status).toBe(409);
    const rows = await rowsFor(id);
    expect(rows.map((r) => [r.action, r.reason, r.after])).toEqual([['challenge.void', 'Irregular activity', { status: 'cancelled', refundedStakes: 1 }]]);
  });

  it('a row written in a transaction that rolls back is gone with it; outside a transaction audit() refuses', async () => {
    const target = randomUUID();
    await expect(
      db()
        .transaction()
        .execute(async (tx) => {
          await audit(tx, { id: boss.id, requestId: null }, { action: 'user.suspend', targetType: 'user', targetId: target, reason: 'x' });
          throw new Error('the action failed');
        }),
    ).rejects.toThrow('the action failed');
    expect(await listAudit(db(), { targetType: 'user', targetId: target, limit: 5 })).toEqual([]);
    await expect(audit(db(), { id: boss.id, requestId: null }, { action: 'user.suspend', targetType: 'user', targetId: target })).rejects.toThrow(/inside the action/);
  });
});

describe('the audit log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even run directly as the application’s database user', async () => {
    await db()
      .transaction()
      .execute((tx) => audit(tx, { id: boss.id, requestId: 'r1' }, { action: 'user.freeze', targetType: 'user', targetId: user.id, before: { balanceFrozen: false }, after: { balanceFrozen: true }, reason: 'Chargeback' }));
    await expect(sql`UPDATE audit_log SET reason = 'edited'`.execute(db())).rejects.toThrow(/append-only \(UPDATE refused\)/);
    await expect(sql`DELETE FROM audit_log`.execute(db())).rejects.toThrow(/append-only \(DELETE refused\)/);
    await expect(sql`TRUNCATE audit_log`.execute(db())).rejects.toThrow(/append-only \(TRUNCATE refused\)/);
    const rows = await listAudit(db(), { targetType: 'user', targetId: user.id, limit: 5 });
    expect(rows.map((r) => r.reason)).toContain('Chargeback');
  });
});
