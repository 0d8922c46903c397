// Test-only: admin fixtures and a mockApi stand-in for the admin endpoints; `routes` overrides an answer
// by 'METHOD /path', and `calls` lists what the screen sent (body, query, headers).
import type { AdminKycSubmission, AdminPayout, AdminQueueItem, AdminReport, AdminUser, AuditEntry, Profile } from '@changamoto/shared/contract';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { baseProfile } from '@/test/profile';
import { mockApi, type MockResponse } from '@/test/render';

export const ids = {
  admin: '00000000-0000-4000-8000-0000000000ad',
  alice: '00000000-0000-4000-8000-00000000000a',
  bob: '00000000-0000-4000-8000-00000000000b',
  challenge: '40000000-0000-4000-8000-000000000001',
  payout: '60000000-0000-4000-8000-000000000001',
  kyc: '80000000-0000-4000-8000-000000000001',
};

export const adminProfile: Profile = { ...baseProfile, id: ids.admin, username: 'admin', role: 'admin' };
const alice = { id: ids.alice, username: 'alice' };
const bob = { id: ids.bob, username: 'bob' };

export function queueItem(overrides: Partial<AdminQueueItem> = {}): AdminQueueItem {
  return {
    challenge: challengeItem({ id: ids.challenge, title: 'Chess match: best of three', type: 'two_player', status: 'pending_verification', playerBStake: 100, totalJackpot: 200 }),
    reason: 'disputed',
    waitingSince: '2026-03-05T09:00:00Z',
    playerA: alice,
    playerB: bob,
    claims: [
      {
        userId: ids.alice,
        username: 'alice',
        outcome: 'player_a_wins',
        createdAt: '2026-03-05T09:00:00Z',
        note: 'Checkmate in game three.',
        evidence: [{ id: '71000000-0000-4000-8000-000000000001', path: `/api/challenges/${ids.challenge}/evidence/71000000-0000-4000-8000-000000000001` }],
      },
      {
        userId: ids.bob,
        username: 'bob',
        outcome: 'player_b_wins',
        createdAt: '2026-03-05T10:00:00Z',
        note: 'Alice ran out of time first.',
        evidence: [{ id: '71000000-0000-4000-8000-000000000002', path: `/api/challenges/${ids.challenge}/evidence/71000000-0000-4000-8000-000000000002` }],
      },
    ],
    participants: [],
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: ids.alice,
    username: 'alice',
    email: 'alice@example.co.ke',
    phone: '+254712345678',
    role: 'user',
    region: 'KE',
    kycStatus: 'verified',
    banned: false,
    banReason: null,
    banExpires: null,
    terminatedAt: null,
    balanceFrozen: false,
    createdAt: '2026-01-10T08:00:00Z',
    ...overrides,
  };
}

export function payout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: ids.payout,
    transactionId: '70000000-0000-4000-8000-000000000001',
    user: alice,
    amountTokens: 500,
    amountKes: 480,
    transferReference: 'po_abc123',
    status: 'processing',
    attempts: 2,
    lastError: 'Timed out waiting for Paystack',
    createdAt: '2026-03-05T09:00:00Z',
    updatedAt: '2026-03-05T09:30:00Z',
    ...overrides,
  };
}

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    from: '2026-03-01',
    to: '2026-03-03',
    outstanding: [
      { kind: 'user_cash', tokens: 1200 },
      { kind: 'escrow', tokens: 300 },
      { kind: 'payments_in', tokens: -1500 },
    ],
    escrowTokens: 300,
    revenueTokens: 56,
    lossMitigationTokens: 13,
    days: [
      { date: '2026-03-01', purchasesKes: 350, purchasesCount: 1, purchasesTokens: 100, payoutsKes: 0, payoutsCount: 0, payoutsTokens: 0 },
      { date: '2026-03-02', purchasesKes: 700, purchasesCount: 2, purchasesTokens: 200, payoutsKes: 480, payoutsCount: 1, payoutsTokens: 50 },
      { date: '2026-03-03', purchasesKes: 0, purchasesCount: 0, purchasesTokens: 0, payoutsKes: 0, payoutsCount: 0, payoutsTokens: 0 },
    ],
    ...overrides,
  };
}

export function auditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: String(n),
    actor: { id: ids.admin, username: 'admin', email: 'admin@example.co.ke' },
    action: 'user.freeze',
    targetType: 'user',
    targetId: ids.alice,
    target: { label: 'alice', userId: ids.alice },
    before: { balanceFrozen: false },
    after: { balanceFrozen: true },
    reason: `Reason ${n}`,
    requestId: null,
    createdAt: '2026-03-05T09:00:00Z',
    ...overrides,
  };
}

export function kycSubmission(overrides: Partial<AdminKycSubmission> = {}): AdminKycSubmission {
  const images = (id: string) => ({ id_front: `/api/admin/kyc/${id}/images/id_front`, id_back: `/api/admin/kyc/${id}/images/id_back`, selfie: `/api/admin/kyc/${id}/images/selfie` });
  return {
    id: ids.kyc,
    legalName: 'Alice Wanjiru',
    idType: 'national_id',
    idNumber: '12345678',
    dateOfBirth: '1994-03-12',
    status: 'pending',
    reason: null,
    submittedAt: '2026-03-05T09:00:00Z',
    decidedAt: null,
    images: images(overrides.id ?? ids.kyc),
    user: { id: ids.alice, username: 'alice', email: 'alice@example.co.ke', kycStatus: 'pending' },
    decidedBy: null,
    sameIdNumber: [],
    earlierSubmissions: [],
    ...overrides,
  };
}

/** A submission as the queue lists it (no images or review extras). */
export function kycQueueItem(overrides: Partial<AdminKycSubmission> = {}) {
  const { images: _images, decidedBy: _decidedBy, sameIdNumber: _same, earlierSubmissions: _earlier, ...item } = kycSubmission(overrides);
  return item;
}

export const apiError = (status: number, message: string, code = 'conflict'): MockResponse => ({ status, body: { error: { code, message } } });

type Handler = (request: { body: unknown; url: URL }) => MockResponse | Promise<MockResponse>;
export const ok = (body: unknown): MockResponse => ({ body });

/** `profile: null` = signed out. */
export function serveAdmin({ profile = adminProfile, routes = {} }: { profile?: Profile | null; routes?: Record<string, Handler> } = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/profile': () => (profile ? ok(profile) : apiError(401, 'Sign in first.', 'unauthorized')),
    'GET /api/admin/queue': () => ok({ items: [queueItem()] }),
    [`POST /api/admin/challenges/${ids.challenge}/decision`]: ({ body }) => ok({ success: true, status: 'completed', outcome: (body as { outcome: string }).outcome }),
    [`POST /api/admin/challenges/${ids.challenge}/void`]: () => ok({ success: true, status: 'cancelled', refundedStakes: 2 }),
    [`POST /api/admin/challenges/${ids.challenge}/featured`]: ({ body }) => ok({ success: true, message: 'Challenge featured.', featured: (body as { featured: boolean }).featured }),
    'GET /api/admin/users': () => ok({ users: [adminUser()] }),
    [`GET /api/admin/users/${ids.alice}`]: () => ok({ user: adminUser(), balances: { cash: 120, bonus: 30, total: 150 }, challenges: [], transactions: [] }),
    'GET /api/admin/payouts': () => ok({ payouts: [payout()] }),
    [`POST /api/admin/payouts/${ids.payout}/retry`]: () => ok({ success: true, message: 'Payout is now completed.', status: 'completed' }),
    'GET /api/admin/report': ({ url }) => ok(report({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! })),
    'GET /api/admin/audit': () => ok({ entries: [auditEntry(1)], nextCursor: null }),
    'GET /api/admin/kyc': () => ok({ submissions: [kycQueueItem()], nextCursor: null }),
    [`GET /api/admin/kyc/${ids.kyc}`]: () => ok(kycSubmission()),
    [`POST /api/admin/kyc/${ids.kyc}/approve`]: () => ok(kycSubmission({ status: 'verified' })),
    [`POST /api/admin/kyc/${ids.kyc}/reject`]: ({ body }) => ok(kycSubmission({ status: 'rejected', reason: (body as { reason: string }).reason })),
  };
  const spy = mockApi(({ method, url, body }) => {
    const key = `${method} ${url.pathname}`;
    const handler = routes[key] ?? defaults[key] ?? (method === 'POST' && url.pathname.startsWith('/api/admin/users/') ? () => ok({ success: true, message: 'Done.' }) : undefined);
    return handler ? handler({ body, url }) : apiError(404, 'Not found', 'not_found');
  });
  const calls = (method: string, endpoint: string) =>
    spy.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
      .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === endpoint)
      .map(({ url, init }) => ({ body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, query: Object.fromEntries(url.searchParams), headers: new Headers(init?.headers) }));
  return { spy, calls };
}
