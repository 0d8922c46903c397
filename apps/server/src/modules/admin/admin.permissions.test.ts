// The admin permission matrix (issue #7), generated from the contract: every endpoint whose access is
// 'admin' is called as a visitor (401), a signed-in user (403), a suspended admin (401: their sessions
// ended) and an admin (allowed; every action leaves an audit row). A new admin endpoint without a
// sample below fails this test until someone says how to call it.
import { randomUUID } from 'node:crypto';
import { contract, type EndpointDef } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listAudit } from '../audit/audit.repo';
import { admin, createChallenge, fund, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let other: Member;
let user: Member;
let suspendedAdmin: Member;
let target: string;
let challengeId: string;
let kycToApprove: string;
let kycToReject: string;

/** A pending identity verification, inserted directly (the endpoints under test never read its images here). */
async function pendingKyc(name: string, idNumber: string): Promise<string> {
  const userId = await insertPerson(t.database.db, name);
  const keys = { id_front_key: 'kyc/x/a.webp', id_back_key: 'kyc/x/b.webp', selfie_key: 'kyc/x/c.webp' };
  const row = await t.database.db
    .insertInto('kyc_submissions')
    .values({ user_id: userId, legal_name: 'Matrix Person', id_type: 'passport', id_number: idNumber, date_of_birth: '1990-01-01', ...keys })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'matrix_admin');
  other = await admin(t, 'matrix_admin_two');
  user = await member(t, 'matrix_user');
  suspendedAdmin = await admin(t, 'matrix_suspended');
  const res = await send(t, other, `/api/admin/users/${suspendedAdmin.id}/suspend`, { body: { reason: 'Matrix test' } });
  if (res.status !== 200) throw new Error(`could not suspend: ${JSON.stringify(res.body)}`);
  target = await insertPerson(t.database.db, 'matrix_target');
  await fund(t.database.db, target, { cash: 10 });
  challengeId = await createChallenge(t.database.db, { type: 'solo', createdBy: target });
  kycToApprove = await pendingKyc('matrix_kyc_a', 'MX100001');
  kycToReject = await pendingKyc('matrix_kyc_b', 'MX100002');
});
afterAll(() => t.close());

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Statuses an admin may get (a refusal of the action itself, e.g. 409, is fine: the route let them in). */
  ok?: number[];
  /** A view whose reading is itself audited (the finance figures, decision 036): one row per read. */
  auditedView?: true;
}
const today = new Date().toISOString().slice(0, 10);
/** How to call each admin endpoint as an admin. */
const samples: () => Record<string, Sample> = () => ({
  adminVerificationQueue: {},
  adminSetFeatured: { params: { id: challengeId }, body: { featured: true } },
  adminSearchUsers: { query: { q: 'matrix' } },
  adminGetUser: { params: { id: target } },
  adminSuspendUser: { params: { id: target }, body: { reason: 'Matrix: suspend' } },
  adminUnsuspendUser: { params: { id: target }, body: { reason: 'Matrix: unsuspend' }, ok: [200, 409] },
  adminTerminateUser: { params: { id: randomUUID() }, body: { reason: 'Matrix: unknown person' }, ok: [404] },
  adminSetBalanceFrozen: { params: { id: target }, body: { frozen: true, reason: 'Matrix: freeze' } },
  adminSetRole: { params: { id: target }, body: { role: 'admin', reason: 'Matrix: promote' } },
  adminListPayouts: { query: { status: 'failed' } },
  adminRetryPayout: { params: { id: randomUUID() }, ok: [404] },
  adminReport: { query: { from: today, to: today } },
  adminAuditLog: {},
  adminTaxReport: { query: { year: '2026' } },
  // The CSV answers with its text, not JSON: a refused year (400, JSON) shows the route let the admin in.
  adminTaxReportCsv: { query: { year: '1999' }, ok: [400] },
  adminFinanceReport: { query: { grain: 'daily', from: today, to: today }, auditedView: true },
  adminReconciliation: { query: { from: today, to: today }, auditedView: true },
  // The CSVs answer with their text, not JSON: a backwards period (400, JSON) shows the route let the admin in.
  adminFinanceReportCsv: { query: { from: today, to: '2000-01-01' }, ok: [400] },
  adminReconciliationCsv: { query: { from: today, to: '2000-01-01' }, ok: [400] },
  decideChallengeOutcome: { params: { id: challengeId }, body: { outcome: 'solo_succeeds', reason: 'Matrix: decide' }, ok: [200, 409] },
  voidChallenge: { params: { id: challengeId }, body: { reason: 'Matrix: void' }, ok: [200, 409] },
  adminListKycSubmissions: {},
  adminGetKycSubmission: { params: { id: kycToApprove } },
  // An image answers with its bytes, not JSON: a missing one (404, JSON) shows the route let the admin in.
  adminGetKycImage: { params: { id: randomUUID(), image: 'selfie' }, ok: [404] },
  adminApproveKyc: { params: { id: kycToApprove } },
  adminRejectKyc: { params: { id: kycToReject }, body: { reason: 'Matrix: reject' } },
});

const adminEndpoints = Object.entries(contract).filter(([, def]) => (def as EndpointDef).access === 'admin') as [string, EndpointDef][];

function call(who: Member | null, name: string, def: EndpointDef, sample: Sample) {
  let path = def.path;
  for (const [key, value] of Object.entries(sample.params ?? {})) path = path.replace(`:${key}`, value);
  // Params a sample does not give get a random id (refused before any lookup anyway).
  path = path.replace(/:(\w+)/g, () => randomUUID());
  if (sample.query) path += `?${new URLSearchParams(sample.query)}`;
  const headers: Record<string, string> = def.idempotent ? { 'Idempotency-Key': randomUUID() } : {};
  if (!who)
    return t.request(path, { method: def.method, headers, body: sample.body === undefined ? (def.body ? {} : undefined) : sample.body }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: { message: string } } }));
  return send(t, who, path, { method: def.method, headers, body: sample.body === undefined ? (def.body && def.method !== 'GET' ? {} : undefined) : sample.body });
}

describe('admin permission matrix (generated from the contract)', () => {
  it('covers every admin endpoint (a new one needs a sample here)', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(15);
    expect(adminEndpoints.map(([name]) => name).filter((name) => !(name in samples()))).toEqual([]);
  });

  it('a visitor gets 401, a signed-in user 403, a suspended admin 401 — and nothing is written', async () => {
    const before = (await listAudit(t.database.db, { limit: 1000 })).length;
    for (const [name, def] of adminEndpoints) {
      const sample = samples()[name] ?? {};
      const visitor = await call(null, name, def, sample);
      expect([name, visitor.status]).toEqual([name, 401]);
      const plain = await call(user, name, def, sample);
      expect([name, plain.status, plain.body.error?.message]).toEqual([name, 403, expect.any(String)]);
      const suspended = await call(suspendedAdmin, name, def, sample);
      expect([name, suspended.status]).toEqual([name, 401]);
    }
    expect((await listAudit(t.database.db, { limit: 1000 })).length).toBe(before);
  });

  it('an admin is let in everywhere, and every action that changed something wrote an audit row with their id', async () => {
    for (const [name, def] of adminEndpoints) {
      const sample = samples()[name]!;
      const auditBefore = (await listAudit(t.database.db, { actorId: boss.id, limit: 1000 })).length;
      const res = await call(boss, name, def, sample);
      expect([name, sample.ok ?? [200, 201, 202]]).toEqual([name, expect.arrayContaining([res.status])]);
      const audited = (await listAudit(t.database.db, { actorId: boss.id, limit: 1000 })).length - auditBefore;
      if (res.status >= 400 || (def.method === 'GET' && !sample.auditedView)) expect([name, audited]).toEqual([name, 0]);
      else expect([name, audited]).toEqual([name, 1]);
    }
  });
});
