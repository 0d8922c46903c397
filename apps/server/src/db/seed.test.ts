// The demo data of `npm start` (db/seed.ts) on a fresh database: made through the app's own routes, so
// every challenge is in a state the app reaches, every jackpot equals its stakes, the ledger holds,
// the mix covers every state a first visit should see, and a second run changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/helpers/session';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../modules/auth/demo-accounts';
import { verifyLedger } from '../modules/ledger/ledger.verify';
import { seedDemoData, type DemoSeedDeps } from './seed';
import { DEMO_CHALLENGES, LEGACY_DEMO_CHALLENGE_IDS } from './seed-plan';

const PASSWORD = 'demo-pass-1';
let t: TestApp;
let deps: DemoSeedDeps;

type Detail = { id: string; title: string; status: string; isFeatured: boolean; totalJackpot: number; creator: { username: string | null } | null; playerB: { username: string | null } | null };

/** Everything the tables hold that the seed could have touched, to compare two runs. */
async function snapshot() {
  const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db)).rows[0]!.n);
  const tables = ['challenges', 'challenge_stakes', 'transactions', 'ledger_transfers', 'users', 'notifications'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.auth, PASSWORD);
  deps = { app: t.app, db: t.database.db, origin: t.env.PUBLIC_URL, password: PASSWORD, simulatorUrl: t.paystack.url, settleTimeoutMs: 30_000 };
}, 60_000);
afterAll(() => t.close());

describe('demo data (npm start)', () => {
  it('is seeded through the app: every challenge has a creator, its jackpot equals the sum of its stakes, and the ledger holds', async () => {
    expect(await seedDemoData(deps)).toEqual({ seeded: true, challenges: DEMO_CHALLENGES.length });

    const challenges = await t.database.db.selectFrom('challenges').select(['id', 'status', 'created_by_user_id']).execute();
    expect(challenges).toHaveLength(DEMO_CHALLENGES.length);
    for (const { id, created_by_user_id } of challenges) {
      expect(created_by_user_id).not.toBeNull();
      const { challenge: detail } = (await (await t.request(`/api/challenges/${id}`)).json()) as { challenge: Detail };
      // Stakes still in escrow, or settled (won/lost): what the players and backers put in.
      const staked = await t.database.db
        .selectFrom('challenge_stakes')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
        .where('challenge_id', '=', id)
        .where('status', '!=', 'refunded')
        .executeTakeFirstOrThrow();
      expect(detail.totalJackpot, detail.title).toBe(Number(staked.sum));
      expect(detail.totalJackpot, detail.title).toBeGreaterThan(0);
      expect(detail.creator?.username, detail.title).toBeTruthy();
    }
    expect(await verifyLedger(t.database.db)).toEqual([]);
    // Every token the demo people hold was bought through the simulator's checkout (no bonus, no direct mint).
    const bought = await t.database.db.selectFrom('transactions').select(['type', 'status']).where('type', 'in', ['token_bundle_purchase', 'mpesa_topup', 'paystack_topup']).execute();
    expect(bought.length).toBe(8);
    expect(bought.every((row) => row.status === 'completed')).toBe(true);
  }, 120_000);

  it('has a healthy mix: open for backing, open to join, awaiting acceptance, awaiting verification, paid out', async () => {
    const rows = await t.database.db.selectFrom('challenges').select(['type', 'status', 'is_featured']).execute();
    const count = (type: string, status: string) => rows.filter((r) => r.type === type && r.status === status).length;
    expect(count('two_player', 'active')).toBeGreaterThanOrEqual(1);
    expect(count('solo', 'active')).toBeGreaterThanOrEqual(1);
    expect(count('public', 'active')).toBeGreaterThanOrEqual(1);
    expect(count('two_player', 'pending_acceptance')).toBe(1);
    expect(rows.filter((r) => r.status === 'pending_verification').length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.status === 'paid_out').length).toBe(2);
    expect(rows.filter((r) => r.is_featured).length).toBe(4);
  });

  it('the featured FIFA 25 head-to-head is a real one: both players, their stakes and backings in the jackpot', async () => {
    const list = (await (await t.request('/api/challenges?featured=true&limit=10')).json()) as { challenges: { id: string; title: string }[] };
    const fifa = list.challenges.find((c) => c.title.startsWith('FIFA 25'))!;
    const { challenge: detail } = (await (await t.request(`/api/challenges/${fifa.id}`)).json()) as { challenge: Detail };
    expect(detail).toMatchObject({ status: 'active', totalJackpot: 480, creator: { username: 'Otieno' }, playerB: { username: 'Kamau' } });
  });

  it("@Wanjiru's first sign-in shows a pending invite; she holds tokens and her identity is verified", async () => {
    const wanjiru = client(t, '198.51.100.171');
    expect((await wanjiru.json('/api/auth/sign-in/email', { body: { email: DEMO_ACCOUNTS[1]!.email, password: PASSWORD } })).status).toBe(200);
    const invites = await t.database.db
      .selectFrom('challenges')
      .innerJoin('users', 'users.id', 'challenges.player_b_id')
      .select(['challenges.title'])
      .where('users.username', '=', 'wanjiru')
      .where('challenges.status', '=', 'pending_acceptance')
      .execute();
    expect(invites.map((i) => i.title)).toEqual(['Chess blitz: first to five wins']);
    const notes = await wanjiru.json<{ notifications: { type: string }[] }>('/api/notifications');
    expect(notes.body.notifications.map((n) => n.type)).toContain('challenge_invite_received');
    const wallet = await wanjiru.json<{ tokens: number; withdrawable: number }>('/api/wallet');
    expect(wallet.body.tokens).toBeGreaterThan(0);
    const profile = await wanjiru.json<{ kycStatus: string }>('/api/profile');
    expect(profile.body.kycStatus).toBe('verified');
  });

  it("leaves each demo account holding what the README's Demo accounts table says", async () => {
    const expected: Record<string, number> = { Changamoto_Admin: 0, Wanjiru: 454, Otieno: 160, Akinyi: 80, Kamau: 232 };
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const person = client(t, `198.51.100.${190 + index}`);
      expect((await person.json('/api/auth/sign-in/email', { body: { email: account.email, password: PASSWORD } })).status).toBe(200);
      const wallet = await person.json<{ tokens: number; kycStatus: string }>('/api/wallet');
      expect(wallet.body.tokens, account.username).toBe(expected[account.username]);
      expect(wallet.body.kycStatus, account.username).toBe(account.kycVerified ? 'verified' : 'unverified');
    }
  });

  it('runs once: a second run (a second npm start) seeds nothing and buys nothing', async () => {
    const before = await snapshot();
    expect(await seedDemoData(deps)).toEqual({ seeded: false, reason: 'already_seeded' });
    expect(await snapshot()).toEqual(before);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('with a real Paystack key (no simulator) it buys nothing and seeds nothing', async () => {
    const before = await snapshot();
    expect(await seedDemoData({ ...deps, simulatorUrl: null })).toEqual({ seeded: false, reason: 'no_simulator' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a data directory seeded by the first seed (fixed-id rows inserted into the table)', () => {
  let old: TestApp;
  afterAll(() => old?.close());

  it('has its old rows voided (nothing was staked on them) and unfeatured by the admin; the new demo data follows', async () => {
    old = await createTestApp();
    await seedDemoAccounts(old.database.db, old.auth, PASSWORD);
    const now = Date.now();
    // What the first seed wrote (db/seed.ts before docs/decisions/020), as it wrote it.
    await old.database.db
      .insertInto('challenges')
      .values(
        LEGACY_DEMO_CHALLENGE_IDS.map((id, i) => ({
          id,
          title: `Old demo ${i + 1}`,
          type: i === 1 ? 'two_player' : 'solo',
          category_slug: 'fitness',
          is_featured: i < 4,
          player_a_stake: i === 1 ? '200' : '100',
          player_b_stake: i === 1 ? '200' : '0',
          start_date: new Date(now),
          end_date: new Date(now + 86_400_000),
        })),
      )
      .execute();
    const oldDeps = { ...deps, app: old.app, db: old.database.db, simulatorUrl: old.paystack.url };
    expect(await seedDemoData(oldDeps)).toEqual({ seeded: true, challenges: DEMO_CHALLENGES.length });
    const legacy = await old.database.db.selectFrom('challenges').select(['status', 'is_featured']).where('id', 'in', LEGACY_DEMO_CHALLENGE_IDS).execute();
    expect(legacy).toHaveLength(5);
    expect(legacy.every((row) => row.status === 'cancelled' && !row.is_featured)).toBe(true);
    const featured = (await (await old.request('/api/challenges?featured=true&limit=10')).json()) as { challenges: { title: string }[] };
    expect(featured.challenges.map((c) => c.title).filter((title) => title.startsWith('Old demo'))).toEqual([]);
    expect(await verifyLedger(old.database.db)).toEqual([]);
  }, 120_000);
});
