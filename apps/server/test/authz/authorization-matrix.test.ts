// The authorisation matrix (issue #8 item 5; DOMAIN.md §6), generated from the contract: every endpoint
// is called as a visitor, a suspended user, another user (a stranger to the resource), an admin and
// the owner/player, and each answer is compared with what §6 allows:
//   public   → anyone (a suspended user's session is gone: they are a visitor)
//   user     → visitor and suspended 401; any signed-in person is let in, except on someone else's
//              resource (their transaction, payment, notification, payout account, invite, result),
//              which answers 403 or 404 — to an admin too (admins act through the admin endpoints)
//   admin    → visitor and suspended 401, users 403, admins let in
// "Let in" means anything but 401/403; no answer may be a 5xx. The owner calls come last, so a
// stranger's refusal is checked against a resource that still exists.
// The routes are read from the running app (app.routes, test/helpers/mounted-routes.ts), not from the
// contract: better-auth's mounted endpoints (auth-samples.ts), health, docs, events, uploads, the
// webhook, the dev outbox and the web app's files are called as every role too (issue #15 item 11),
// and a route without a description fails the first test, naming it.
import { randomUUID } from 'node:crypto';
import { contract, uploadFields, type EndpointDef } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../helpers/kyc-uploads';
import { buy } from '../helpers/members';
import { admin, createChallenge, insertPerson, member, send, type Member } from '../helpers/challenges';
import { mountedRoutes, tinyWebDist, type MountedRoute, type OtherRoute } from '../helpers/mounted-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { AUTH_SAMPLES, type AuthRole } from './auth-samples';

type Role = 'visitor' | 'suspended' | 'stranger' | 'admin' | 'owner';
const ROLES: Role[] = ['visitor', 'suspended', 'stranger', 'admin', 'owner'];

/** DOMAIN.md §6 "visitor may read public pages, challenge lists and details, public profiles" — and the sign-up helpers. */
const PUBLIC_ENDPOINTS = ['getActiveTokenBundles', 'getChallenge', 'getPublicConfig', 'getPublicProfiles', 'listChallengeStakes', 'listChallenges', 'searchChallenges', 'sendContactMessage', 'usernameExists'].sort();

let t: TestApp;
const people = {} as Record<Exclude<Role, 'visitor'>, Member>;
/** Resources owned by `owner` (or in which `owner` is the player allowed to act). */
const owned = {} as {
  notificationId: string;
  transactionId: string;
  paymentReference: string;
  payoutAccountId: string;
  inviteId: string;
  resultChallengeId: string;
  /** A two_player challenge the owner (player A) claimed with an image: its claims and evidence are for its players and admins. */
  claimedChallengeId: string;
  evidenceId: string;
  /** One the owner claims through the multipart form (its own: a claim moves a challenge out of active, which backing needs). */
  claimFormChallengeId: string;
  /** The owner's browser push subscription (web push, issue #20). */
  pushEndpoint: string;
};

beforeAll(async () => {
  // With a built web app, so its file routes are mounted as in production.
  t = await createTestApp({ webDistDir: tinyWebDist() });
  people.owner = await member(t, 'authz_owner', { kyc: 'verified' });
  people.stranger = await member(t, 'authz_stranger');
  people.admin = await admin(t, 'authz_admin');
  people.suspended = await member(t, 'authz_suspended');
  const db = t.database.db;
  await buy(t, people.owner.id, 500);
  await buy(t, people.stranger.id, 500);

  owned.transactionId = (await db.selectFrom('transactions').select('id').where('user_id', '=', people.owner.id).executeTakeFirstOrThrow()).id;
  const payment = await send<{ reference: string }>(t, people.owner, '/api/wallet/payments', {
    body: { bundleId: (await db.selectFrom('token_bundles').select('id').executeTakeFirstOrThrow()).id },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  owned.paymentReference = payment.body.reference;
  const account = await send<{ account: { id: string } }>(t, people.owner, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Owner', accountNumber: '0712000123', bankCode: 'MPESA' } });
  owned.payoutAccountId = account.body.account.id;
  // An invite from someone else to the owner (notifies the owner: that is the owner's notification).
  const inviter = await member(t, 'authz_inviter');
  await buy(t, inviter.id, 100);
  const now = Date.now();
  const invite = await send<{ challengeId: string }>(t, inviter, '/api/challenges', {
    body: {
      title: 'Authz duel',
      categorySlug: 'gaming',
      type: 'two_player',
      two_player: { opponentId: people.owner.id, playerAStake: 10, playerBStake: 10 },
      startDate: new Date(now + 3_600_000).toISOString(),
      endDate: new Date(now + 86_400_000).toISOString(),
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  owned.inviteId = invite.body.challengeId;
  owned.notificationId = (await db.selectFrom('notifications').select('id').where('user_id', '=', people.owner.id).executeTakeFirstOrThrow()).id;
  owned.pushEndpoint = 'https://fcm.googleapis.com/fcm/send/authz-owner';
  await db.insertInto('push_subscriptions').values({ user_id: people.owner.id, endpoint: owned.pushEndpoint, p256dh: 'BAAA', auth: 'AAAA' }).execute();
  owned.resultChallengeId = await createChallenge(db, { type: 'two_player', createdBy: people.owner.id, playerB: await insertPerson(db, 'authz_b') });
  owned.claimFormChallengeId = await createChallenge(db, { type: 'two_player', createdBy: people.owner.id, playerB: await insertPerson(db, 'authz_b3') });
  owned.claimedChallengeId = await createChallenge(db, { type: 'two_player', createdBy: people.owner.id, playerB: await insertPerson(db, 'authz_b2') });
  const claimed = await call('owner', contract.submitChallengeClaim, { params: { id: owned.claimedChallengeId }, form: { outcome: 'player_a_wins' }, files: [await PNG()] }, { json: true });
  owned.evidenceId = (claimed as { claims: { claims: { evidence: { id: string }[] }[] } }).claims.claims[0]!.evidence[0]!.id;

  const suspended = await send(t, people.admin, `/api/admin/users/${people.suspended.id}/suspend`, { body: { reason: 'Authorisation matrix' } });
  if (suspended.status !== 200) throw new Error(`could not suspend: ${JSON.stringify(suspended.body)}`);
});
afterAll(() => t.close());

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The endpoint acts on the owner's resource: anyone else gets 403 or 404. */
  ownerOnly?: boolean;
  /** §6 refuses these roles this action (403): a player backing their own challenge. */
  refused?: Role[];
  /** The owner's resource that admins may read too (a claim's evidence, DOMAIN.md §9): anyone else gets 403 or 404. */
  ownerOrAdmin?: boolean;
  /** An upload's text fields, sent as multipart/form-data (with `files` in the endpoint's field). */
  form?: Record<string, string>;
  files?: Buffer[];
}

/** How each endpoint is called (a missing entry: no params, no query, an empty JSON body for writes). */
const samples = (): Record<string, Sample> => ({
  getTransaction: { params: { id: owned.transactionId }, ownerOnly: true },
  getPayment: { params: { reference: owned.paymentReference }, ownerOnly: true },
  markNotificationRead: { params: { id: owned.notificationId }, ownerOnly: true },
  setDefaultPayoutAccount: { params: { id: owned.payoutAccountId }, ownerOnly: true },
  deletePayoutAccount: { params: { id: owned.payoutAccountId }, ownerOnly: true },
  respondChallengeInvite: { params: { id: owned.inviteId }, body: { action: 'reject' }, ownerOnly: true },
  submitChallengeResult: { params: { id: owned.resultChallengeId }, body: { outcome: 'player_a_wins' }, ownerOnly: true },
  submitChallengeClaim: { params: { id: owned.claimFormChallengeId }, form: { outcome: 'player_a_wins', note: 'Matrix claim' }, ownerOnly: true },
  getChallengeClaims: { params: { id: owned.claimedChallengeId }, ownerOrAdmin: true },
  getClaimEvidence: { params: { id: owned.claimedChallengeId, evidenceId: owned.evidenceId }, ownerOrAdmin: true },
  getChallenge: { params: { id: owned.inviteId } },
  // A well-formed cursor (the next backers after a time long past), so the call reaches the read.
  listChallengeStakes: { params: { id: owned.inviteId }, query: { list: 'backers', cursor: Buffer.from(JSON.stringify({ l: 'backers', t: '2026-01-01T00:00:00.000000Z', i: randomUUID() })).toString('base64url') } },
  // The owner is player A here: "back solo/two_player not their own" (§6) — everyone else may back it.
  joinOrBackChallenge: { params: { id: owned.resultChallengeId }, body: { actionType: 'back', backedOutcome: 'player_a_wins', stakeAmount: 1 }, refused: ['owner'] },
  updateNotificationPreference: { params: { type: 'challenge_won' }, body: { emailEnabled: false } },
  // Only the owner may forget their browser's subscription; anyone else's call finds nothing (404).
  deletePushSubscription: { body: { endpoint: owned.pushEndpoint }, ownerOnly: true },
  // Any signed-in person confirms 18+ for themselves (DOMAIN.md §7); a visitor has no one to confirm.
  confirmAdult: { body: { isAdultConfirmed: true } },
  listChallenges: { query: { limit: '5' } },
  searchChallenges: { query: { q: 'challenge', limit: '5' } },
  usernameExists: { query: { username: 'authz_owner' } },
  searchUsers: { query: { q: 'authz' } },
  estimateWithdrawal: { query: { tokens: '100' } },
  adminSearchUsers: { query: { q: 'authz' } },
  adminReport: { query: { from: '2026-01-01', to: '2026-01-31' } },
  adminTaxReport: { query: { year: '2026' } },
  adminTaxReportCsv: { query: { year: '2026' } },
  // A well-formed code, so the call reaches the check (a wrong code is a 400 to anyone signed in).
  confirmReauthentication: { body: { code: '000000' } },
});

/** The contract's endpoints as the running app has them mounted. */
function mountedEndpoints(): [string, EndpointDef][] {
  const endpoints = mountedRoutes(t.app).routes.flatMap((r): [string, EndpointDef][] => (r.kind === 'contract' ? [[r.name, r.def]] : []));
  // Deleting the owner's payout account last keeps it there for the calls before.
  return endpoints.sort(([a], [b]) => Number(a === 'deletePayoutAccount') - Number(b === 'deletePayoutAccount'));
}

async function call(role: Role, def: EndpointDef, sample: Sample): Promise<number>;
async function call(role: Role, def: EndpointDef, sample: Sample, options: { json: true }): Promise<unknown>;
async function call(role: Role, def: EndpointDef, sample: Sample, options: { json?: true } = {}): Promise<number | unknown> {
  let path = def.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(sample.params?.[key] ?? randomUUID()));
  if (sample.query) path += `?${new URLSearchParams(sample.query)}`;
  // A multipart upload, or a download (its answer is a file, not JSON): sent as is, only the status read.
  if ((sample.form && def.upload) || def.download) {
    let form: FormData | undefined;
    if (sample.form && def.upload) {
      form = new FormData();
      for (const [name, value] of Object.entries(sample.form)) form.append(name, value);
      for (const file of sample.files ?? []) form.append(uploadFields(def.upload)[0]!, new File([new Uint8Array(file)], 'sample.png', { type: 'image/png' }));
    }
    const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': '203.0.113.40' };
    if (role !== 'visitor') headers.Cookie = [...people[role].c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await t.app.request(path, { method: def.method, headers, body: form });
    if (options.json) return response.json();
    await response.body?.cancel();
    return response.status;
  }
  const headers: Record<string, string> = def.idempotent ? { 'Idempotency-Key': randomUUID() } : {};
  const body = def.method === 'GET' ? undefined : (sample.body ?? {});
  if (role === 'visitor') {
    const res = await t.request(path, { method: def.method, headers, body });
    return res.status;
  }
  return (await send(t, people[role], path, { method: def.method, headers, body })).status;
}

function allowed(role: Role, def: EndpointDef, sample: Sample): number[] | 'let in' {
  if (def.access === 'public') return 'let in';
  if (role === 'visitor' || role === 'suspended') return [401];
  if (def.access === 'admin') return role === 'admin' ? 'let in' : [403];
  if (sample.ownerOnly && role !== 'owner') return [403, 404];
  if (sample.ownerOrAdmin && role !== 'owner' && role !== 'admin') return [403, 404];
  if (sample.refused?.includes(role)) return [403];
  return 'let in';
}

/** A request with any body and any answer (a page, a redirect, an event stream): only the status is read. */
async function rawCall(role: Exclude<Role, 'owner'>, method: string, url: string, body?: unknown) {
  // One address per role: better-auth limits some paths to 3 calls in 10 s per address.
  const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': `203.0.113.${20 + ROLES.indexOf(role)}` };
  if (role !== 'visitor') headers.Cookie = [...people[role].c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await t.app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  await response.body?.cancel(); // an event stream never ends by itself
  return response.status;
}

function otherAnswers(entry: OtherRoute, role: Exclude<Role, 'owner'>): number[] {
  if (entry.answers) return entry.answers;
  if (entry.kind === 'user') return role === 'visitor' || role === 'suspended' ? [401] : [200];
  if (entry.kind === 'webhook') return [401]; // unsigned, whoever sends it
  return [200];
}

function sampleOf(route: MountedRoute & { kind: 'auth' }) {
  return AUTH_SAMPLES[`${route.route.method} ${route.route.path}`]!;
}

describe('authorisation matrix (DOMAIN.md §6, over every route the app answers)', () => {
  it('every route the app answers is described (contract, AUTH_ROUTES + AUTH_SAMPLES, or OTHER_ROUTES), and every contract endpoint is mounted', () => {
    const { routes, missing, stale } = mountedRoutes(t.app);
    const authWithoutSample = routes.flatMap((r) =>
      r.kind === 'auth' && !AUTH_SAMPLES[`${r.route.method} ${r.route.path}`]
        ? [`${r.key} has no AUTH_SAMPLES entry (apps/server/test/authz/auth-samples.ts): add how the matrix calls it and what a signed-out and a signed-in caller get.`]
        : [],
    );
    expect([...missing, ...stale, ...authWithoutSample]).toEqual([]);
    expect(
      mountedEndpoints()
        .map(([name]) => name)
        .sort(),
    ).toEqual(Object.keys(contract).sort());
  });

  it('the public endpoints are exactly those §6 opens to visitors', () => {
    const endpoints = mountedEndpoints();
    expect(
      endpoints
        .filter(([, def]) => def.access === 'public')
        .map(([name]) => name)
        .sort(),
    ).toEqual(PUBLIC_ENDPOINTS);
  });

  it('every endpoint × visitor, suspended user, stranger, admin and owner answers as §6 says, never a 5xx', async () => {
    const wrong: string[] = [];
    for (const [name, def] of mountedEndpoints()) {
      const sample = samples()[name] ?? {};
      for (const role of ROLES) {
        const status = await call(role, def, sample);
        const expected = allowed(role, def, sample);
        const ok = status < 500 && (expected === 'let in' ? status !== 401 && status !== 403 : expected.includes(status));
        if (!ok) wrong.push(`${name} as ${role}: ${status} (expected ${expected === 'let in' ? 'let in' : expected.join(' or ')})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
  it('every other route (health, docs, events, uploads, webhook, dev outbox, web app files) × visitor, suspended user, user and admin, never a 5xx', async () => {
    const wrong: string[] = [];
    const others = mountedRoutes(t.app).routes.filter((r): r is MountedRoute & { kind: 'other' } => r.kind === 'other' && r.entry.kind !== 'middleware');
    expect(others.length).toBeGreaterThan(8);
    for (const route of others) {
      for (const role of ['visitor', 'suspended', 'stranger', 'admin'] as const) {
        const status = await rawCall(role, route.method, route.entry.sample ?? route.path);
        const expected = otherAnswers(route.entry, role);
        if (!expected.includes(status)) wrong.push(`${route.key} as ${role}: ${status} (expected ${expected.join(' or ')})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('better-auth’s mounted endpoints × visitor, suspended user, user and admin: what each may do, an admin no more than a user, never a 5xx', async () => {
    const wrong: string[] = [];
    const auth = mountedRoutes(t.app).routes.filter((r): r is MountedRoute & { kind: 'auth' } => r.kind === 'auth');
    // Whatever ends a session goes last: the calls before need theirs.
    auth.sort((a, b) => Number(Boolean(sampleOf(a).endsSession)) - Number(Boolean(sampleOf(b).endsSession)));
    for (const route of auth) {
      const sample = sampleOf(route);
      const got = {} as Record<AuthRole, number>;
      for (const role of ['visitor', 'suspended', 'user', 'admin'] as const) {
        const { query, body, params } = sample.request(role);
        let url = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? 'x'));
        if (query) url += `?${new URLSearchParams(query)}`;
        got[role] = await rawCall(role === 'user' ? 'stranger' : role, route.method, url, body);
        const expected = role === 'visitor' || role === 'suspended' ? sample.signedOut : sample.signedIn;
        if (!expected.includes(got[role])) wrong.push(`${route.key} as ${role}: ${got[role]} (expected ${expected.join(' or ')})`);
      }
      if (got.admin !== got.user) wrong.push(`${route.key}: an admin got ${got.admin} where a user got ${got.user} (the auth library gives admins nothing more)`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
