// The audit log names its actor and target and links them (issue #24 item 12): a person's name, a
// challenge's title, whose payout or KYC submission — not raw ids; and its filters take a name or an
// e-mail for the admin who acted and for the target.
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { admin, createChallenge, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  // No username: the log must still name this admin, by e-mail.
  boss = await admin(t, 'audit_boss', { named: false });
  other = await admin(t, 'audit_other');
  await t.database.db.updateTable('users').set({ username: 'audit_other' }).where('id', '=', other.id).execute();
});
afterAll(() => t.close());

type Page = { entries: AuditEntry[]; nextCursor: string | null };
const log = (query: string, who: Member = boss) => send<Page>(t, who, `/api/admin/audit?${query}`);

describe('audit log names and filters (issue #24 item 12)', () => {
  it('names the target (person, challenge title) and finds entries by the admin’s or the target’s name or e-mail', async () => {
    const person = await insertPerson(t.database.db, 'wanjiru');
    const personEmail = (await t.database.db.selectFrom('users').select('email').where('id', '=', person).executeTakeFirstOrThrow()).email;
    const challenge = await createChallenge(t.database.db, { type: 'solo', createdBy: person, title: 'Climb Mount Kenya' });
    expect((await send(t, boss, `/api/admin/users/${person}/balance-freeze`, { body: { frozen: true, reason: 'Checking a report' } })).status).toBe(200);
    expect((await send(t, other, `/api/admin/challenges/${challenge}/featured`, { body: { featured: true } })).status).toBe(200);
    expect((await send(t, other, `/api/admin/challenges/${challenge}/void`, { body: { reason: 'Duplicate challenge' }, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(200);

    const byTargetName = await log('target=WANJIRU');
    expect(byTargetName.status).toBe(200);
    expect(byTargetName.body.entries.map((e) => [e.action, e.target])).toEqual([['user.freeze', { label: 'wanjiru', userId: person }]]);
    const byEmail = await log(`target=${encodeURIComponent(personEmail)}`);
    expect(byEmail.body.entries.map((e) => e.action)).toEqual(['user.freeze']);

    const byTitle = await log('target=mount%20kenya');
    expect(byTitle.body.entries.map((e) => [e.action, e.target.label, e.actor?.username])).toEqual([
      ['challenge.void', 'Climb Mount Kenya', 'audit_other'],
      ['challenge.feature', 'Climb Mount Kenya', 'audit_other'],
    ]);

    const byActor = await log(`actor=audit_oth&target=kenya`);
    expect(byActor.body.entries).toHaveLength(2);
    const byActorEmail = await log(`actor=${encodeURIComponent(boss.email)}&target=wanjiru`);
    expect(byActorEmail.body.entries.map((e) => e.action)).toEqual(['user.freeze']);
    expect((await log('actor=nobody_by_that_name')).body.entries).toEqual([]);
    // An admin without a username is still named, by their e-mail.
    expect(byActorEmail.body.entries[0]!.actor).toEqual({ id: boss.id, username: null, email: boss.email });
    // % and _ typed by the admin are literal, not wildcards.
    expect((await log('target=%25')).body.entries).toEqual([]);
  });

  it('refuses a filter that is too long with a 400, and a non-admin with a 403', async () => {
    expect((await log(`actor=${'a'.repeat(101)}`)).status).toBe(400);
    const nobody = await send(t, await member(t, 'audit_plain'), '/api/admin/audit?actor=x');
    expect(nobody.status).toBe(403);
  });
});
