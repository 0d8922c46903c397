// The admin side of identity verification (DOMAIN.md §6, issue #7): every admin KYC endpoint is
// refused to a visitor (401) and a user (403) and allowed to an admin; each decision writes its audit
// row in its own transaction, a refused one writes none; the queue is pending, oldest first.
import { mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KYC_MESSAGES as M } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listAudit } from '../audit/audit.repo';
import { member, send, type Member } from '../../../test/helpers/members';
import { admin } from '../../../test/helpers/challenges';
import { details, raw, submitted } from '../../../test/helpers/kyc-uploads';

let t: TestApp;
let boss: Member;
let otherAdmin: Member;
let user: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kyc-admin-')) } });
  boss = await admin(t, 'kyc_admin_a');
  otherAdmin = await admin(t, 'kyc_admin_b');
  user = await member(t, 'kyc_plain_user');
});
afterAll(() => t.close());

const db = () => t.database.db;
const auditOf = (id: string) => listAudit(db(), { targetType: 'kyc_submission', targetId: id, limit: 10 });
type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };
const call = (who: Member | null, c: Call, headers: Record<string, string> = {}) =>
  raw(t, who, c.path, { method: c.method, body: c.body === undefined ? undefined : JSON.stringify(c.body), headers: { ...(c.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers } });

describe('every admin KYC endpoint: visitor 401, user 403, admin allowed', () => {
  it('list, view, image, approve and reject', async () => {
    const applicant = await member(t, 'kyc_perm_applicant');
    const id = await submitted(t, applicant);
    const second = await submitted(t, await member(t, 'kyc_perm_second'));
    const endpoints: [string, Call][] = [
      ['list', { method: 'GET', path: '/api/admin/kyc' }],
      ['view', { method: 'GET', path: `/api/admin/kyc/${id}` }],
      ['image', { method: 'GET', path: `/api/admin/kyc/${id}/images/id_back` }],
      ['approve', { method: 'POST', path: `/api/admin/kyc/${id}/approve` }],
      ['reject', { method: 'POST', path: `/api/admin/kyc/${second}/reject`, body: { reason: 'The selfie does not show the ID.' } }],
    ];
    for (const [name, endpoint] of endpoints) {
      const visitor = await call(null, endpoint);
      expect([name, visitor.status, ((await visitor.json()) as { error: { code: string } }).error.code]).toEqual([name, 401, 'unauthorized']);
      const plain = await call(user, endpoint);
      expect([name, plain.status, ((await plain.json()) as { error: { code: string } }).error.code]).toEqual([name, 403, 'forbidden']);
      // Even the applicant cannot reach the admin side of their own submission.
      expect([name, (await call(applicant, endpoint)).status]).toEqual([name, 403]);
    }
    // Refusals changed nothing and wrote no audit row.
    expect(await auditOf(id)).toEqual([]);
    expect((await db().selectFrom('kyc_submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');

    for (const [name, endpoint] of endpoints) {
      const res = await call(boss, endpoint);
      expect([name, res.status]).toEqual([name, 200]);
    }
  });

  it('approve and reject each write one audit row: actor, action, target, before/after, reason, request id', async () => {
    const a = await member(t, 'kyc_audit_a');
    const b = await member(t, 'kyc_audit_b');
    const approved = await submitted(t, a);
    const rejected = await submitted(t, b);
    const requestId = `req-${randomUUID()}`;
    expect((await call(boss, { method: 'POST', path: `/api/admin/kyc/${approved}/approve` }, { 'X-Request-Id': requestId })).status).toBe(200);
    expect((await call(boss, { method: 'POST', path: `/api/admin/kyc/${rejected}/reject`, body: { reason: '  The ID has expired.  ' } })).status).toBe(200);

    expect(await auditOf(approved)).toEqual([
      expect.objectContaining({
        actor_id: boss.id,
        action: 'kyc.approve',
        target_type: 'kyc_submission',
        target_id: approved,
        before: { status: 'pending', userId: a.id, kycStatus: 'pending' },
        after: { status: 'verified', userId: a.id, kycStatus: 'verified' },
        reason: null,
        request_id: requestId,
      }),
    ]);
    expect(await auditOf(rejected)).toEqual([
      expect.objectContaining({
        actor_id: boss.id,
        action: 'kyc.reject',
        before: { status: 'pending', userId: b.id, kycStatus: 'pending' },
        after: { status: 'rejected', userId: b.id, kycStatus: 'rejected' },
        reason: 'The ID has expired.',
      }),
    ]);
    // The row holds statuses only, never the document number.
    const numbers = await db().selectFrom('kyc_submissions').select('id_number').where('id', 'in', [approved, rejected]).execute();
    const stored = JSON.stringify(await auditOf(approved)) + JSON.stringify(await auditOf(rejected));
    for (const { id_number } of numbers) expect(stored).not.toContain(id_number);
  });
});

describe('decisions', () => {
  it('a rejection needs a reason (≤ 500 characters); the refused call writes nothing', async () => {
    const id = await submitted(t, await member(t, 'kyc_reason'));
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await send(t, boss, `/api/admin/kyc/${id}/reject`, { body });
      expect([body, res.status, res.body.error?.fields]).toEqual([body, 400, { reason: M.reasonRequired }]);
    }
    const long = await send(t, boss, `/api/admin/kyc/${id}/reject`, { body: { reason: 'x'.repeat(501) } });
    expect(long.body.error?.message).toBe(M.reasonTooLong);
    expect(await auditOf(id)).toEqual([]);
  });

  it('a decided submission cannot be decided again (409), also when two admins decide at once', async () => {
    const id = await submitted(t, await member(t, 'kyc_decided'));
    const [x, y] = await Promise.all([send(t, boss, `/api/admin/kyc/${id}/approve`, { method: 'POST' }), send(t, otherAdmin, `/api/admin/kyc/${id}/reject`, { body: { reason: 'Blurred.' } })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect([x, y].find((r) => r.status === 409)!.body.error?.message).toBe(M.alreadyDecided);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await send(t, boss, `/api/admin/kyc/${id}/approve`, { method: 'POST' })).status).toBe(409);
  });

  it('an admin cannot review their own submission (403); another admin can', async () => {
    const id = await submitted(t, boss);
    expect(await send(t, boss, `/api/admin/kyc/${id}/approve`, { method: 'POST' })).toMatchObject({ status: 403, body: { error: { message: M.ownSubmission } } });
    expect(await auditOf(id)).toEqual([]);
    expect((await send(t, otherAdmin, `/api/admin/kyc/${id}/approve`, { method: 'POST' })).status).toBe(200);
  });

  it('an unknown submission is 404 for view, image, approve and reject', async () => {
    const id = randomUUID();
    for (const [method, p, body] of [
      ['GET', `/api/admin/kyc/${id}`],
      ['GET', `/api/admin/kyc/${id}/images/selfie`],
      ['POST', `/api/admin/kyc/${id}/approve`],
      ['POST', `/api/admin/kyc/${id}/reject`, { reason: 'x' }],
    ] as const) {
      expect([p, (await call(boss, { method, path: p, body })).status]).toEqual([p, 404]);
    }
  });
});

describe('the review screen’s data', () => {
  it('one submission: details, the account, admin image paths, other submissions of the number, earlier submissions', async () => {
    const borrower = await member(t, 'kyc_view_borrower');
    const owner = await member(t, 'kyc_view_owner');
    const fields = details();
    const borrowed = await submitted(t, borrower, fields);
    await send(t, boss, `/api/admin/kyc/${borrowed}/reject`, { body: { reason: 'Selfie does not match.' } });
    const first = await submitted(t, owner, details());
    await send(t, boss, `/api/admin/kyc/${first}/reject`, { body: { reason: 'Blurred.' } });
    const id = await submitted(t, owner, fields);

    const res = await send<Record<string, unknown>>(t, otherAdmin, `/api/admin/kyc/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'pending',
      idNumber: fields.idNumber,
      dateOfBirth: fields.dateOfBirth,
      user: { id: owner.id, email: owner.email, kycStatus: 'pending' },
      decidedBy: null,
      images: { id_front: `/api/admin/kyc/${id}/images/id_front`, id_back: `/api/admin/kyc/${id}/images/id_back`, selfie: `/api/admin/kyc/${id}/images/selfie` },
      sameIdNumber: [{ id: borrowed, userId: borrower.id, status: 'rejected' }],
      earlierSubmissions: [{ id: first, status: 'rejected', reason: 'Blurred.' }],
    });
  });

  it('the queue: pending by default, oldest first, 50 a page with a cursor; other statuses on request', async () => {
    // Fresh, older rows inserted directly (their images are beside the point here).
    const base = Date.now() - 86_400_000 * 30;
    const inserted: string[] = [];
    for (let i = 0; i < 52; i += 1) {
      const userId = await insertUser(db());
      const row = await db()
        .insertInto('kyc_submissions')
        .values({
          user_id: userId,
          legal_name: 'Queue Person',
          id_type: 'passport',
          id_number: `Q${String(i).padStart(7, '0')}`,
          date_of_birth: '1990-01-01',
          id_front_key: 'kyc/x/a.webp',
          id_back_key: 'kyc/x/b.webp',
          selfie_key: 'kyc/x/c.webp',
          created_at: new Date(base + i * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted.push(row.id);
    }
    type Page = { submissions: { id: string; status: string; user: { id: string } }[]; nextCursor: string | null };
    const first = await send<Page>(t, boss, '/api/admin/kyc');
    expect(first.body.submissions).toHaveLength(50);
    expect(first.body.submissions.map((s) => s.id)).toEqual(inserted.slice(0, 50));
    expect(first.body.nextCursor).toBe(inserted[49]);
    const next = await send<Page>(t, boss, `/api/admin/kyc?cursor=${first.body.nextCursor}`);
    expect(next.body.submissions.slice(0, 2).map((s) => s.id)).toEqual(inserted.slice(50, 52));
    expect(next.body.submissions.every((s) => s.status === 'pending')).toBe(true);
    expect(next.body.nextCursor).toBeNull();

    const verified = await send<Page>(t, boss, '/api/admin/kyc?status=verified');
    expect(verified.body.submissions.length).toBeGreaterThan(0);
    expect(verified.body.submissions.every((s) => s.status === 'verified')).toBe(true);
    expect((await send(t, boss, '/api/admin/kyc?status=unknown')).status).toBe(400);
  });
});
