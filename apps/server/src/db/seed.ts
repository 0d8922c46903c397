// Demo data for `npm start` (never in production; docs/decisions/020): the demo people play the app
// through its own routes (db/seed-client.ts) — they buy tokens through the Paystack simulator's
// checkout, create challenges, accept, back, join and claim results, and the admin features, decides
// and voids — so every row is one the app itself wrote, every jackpot equals its stakes, and the
// ledger holds. What they do is db/seed-plan.ts.
//
// Once per data directory: a row of demo_seed_runs (0028) is claimed first, so a second start, or a
// second instance starting beside this one, never seeds (never buys) again.
import { sql } from 'kysely';
import type { buildApp } from '../app';
import { DEMO_ACCOUNTS } from '../modules/auth/demo-accounts';
import type { Db } from './client';
import { DemoSeedError, signIn, type SeedPerson } from './seed-client';
import { DEMO_CHALLENGES, DEMO_PURCHASES, LEGACY_DEMO_CHALLENGE_IDS, type DemoChallenge, type DemoPlayer } from './seed-plan';

/** Raise it when the plan changes in a way an existing data directory should get too (it seeds again, once). */
export const DEMO_SEED_VERSION = 1;

const DAY_MS = 24 * 3600 * 1000;
const TERMINAL = new Set(['completed', 'paid_out', 'rejected', 'cancelled']);

export interface DemoSeedDeps {
  app: Pick<ReturnType<typeof buildApp>, 'request'>;
  db: Db;
  /** PUBLIC_URL: the origin the demo people's requests come from. */
  origin: string;
  password: string;
  /** Where the Paystack simulator listens (its checkout page); null: real Paystack, nothing can be bought. */
  simulatorUrl: string | null;
  /** How long to wait for the settlement job to pay out the decided challenges. */
  settleTimeoutMs?: number;
}

export type DemoSeedResult = { seeded: true; challenges: number } | { seeded: false; reason: 'already_seeded' | 'no_simulator' };

export async function seedDemoData(deps: DemoSeedDeps): Promise<DemoSeedResult> {
  // The demo buys its tokens; with a real Paystack key it cannot (and must not) check out.
  if (!deps.simulatorUrl) return { seeded: false, reason: 'no_simulator' };
  const claimed = await deps.db
    .insertInto('demo_seed_runs')
    .values({ version: DEMO_SEED_VERSION })
    .onConflict((oc) => oc.column('version').doNothing())
    .returning('version')
    .executeTakeFirst();
  if (!claimed) return { seeded: false, reason: 'already_seeded' };

  let people: Record<DemoPlayer | 'admin', SeedPerson>;
  try {
    people = await signInEveryone(deps);
  } catch (error) {
    // Nothing was written yet: give the claim back, so the next start tries again.
    await deps.db.deleteFrom('demo_seed_runs').where('version', '=', DEMO_SEED_VERSION).where('finished_at', 'is', null).execute();
    throw error;
  }
  try {
    await retireLegacyChallenges(people.admin);
    await buyTokens(deps, people);
    const ids: string[] = [];
    for (const challenge of DEMO_CHALLENGES) ids.push(await playChallenge(people, challenge));
    await waitForPayouts(people.admin, ids, deps.settleTimeoutMs ?? 60_000);
  } catch (error) {
    throw new DemoSeedError(`demo data stopped part-way (${(error as Error).message}); it is not retried. To start over: stop the app and delete ${'$DATA_DIR'} (.data), or delete the row of demo_seed_runs.`);
  }
  await deps.db
    .updateTable('demo_seed_runs')
    .set({ finished_at: sql<Date>`now()` })
    .where('version', '=', DEMO_SEED_VERSION)
    .execute();
  return { seeded: true, challenges: DEMO_CHALLENGES.length };
}

async function signInEveryone({ app, origin, password }: DemoSeedDeps): Promise<Record<DemoPlayer | 'admin', SeedPerson>> {
  const people: Partial<Record<DemoPlayer | 'admin', SeedPerson>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const name = account.role === 'admin' ? 'admin' : (account.username as DemoPlayer);
    people[name] = await signIn(app, origin, account.email, password);
  }
  return people as Record<DemoPlayer | 'admin', SeedPerson>;
}

const key = (...parts: string[]) => ['demo', DEMO_SEED_VERSION, ...parts].join('-');

/**
 * The first seed's rows (fixed ids, inserted into the table, no creator and no stakes) are in older
 * data directories: the admin voids each one still open — refunding anyone who backed it — and takes
 * it off the featured list, as an operator would. They stay in the history as cancelled.
 */
async function retireLegacyChallenges(admin: SeedPerson): Promise<void> {
  for (const id of LEGACY_DEMO_CHALLENGE_IDS) {
    const found = await admin.get<{ challenge: { status: string; isFeatured: boolean } }>(`/api/challenges/${id}`).catch(() => null);
    if (!found) continue;
    const { challenge } = found;
    if (challenge.isFeatured) await admin.post(`/api/admin/challenges/${id}/featured`, { featured: false });
    if (!TERMINAL.has(challenge.status)) await admin.post(`/api/admin/challenges/${id}/void`, { reason: 'Replaced by the new demo challenges.' }, key('void', id));
  }
}

async function buyTokens({ simulatorUrl }: DemoSeedDeps, people: Record<DemoPlayer, SeedPerson>): Promise<void> {
  const { bundles } = await people.Wanjiru.get<{ bundles: { id: string; tokenAmount: number }[] }>('/api/wallet/bundles');
  for (const [player, purchases] of Object.entries(DEMO_PURCHASES) as [DemoPlayer, (typeof DEMO_PURCHASES)[DemoPlayer]][]) {
    for (const [index, purchase] of purchases.entries()) {
      const body = 'bundleTokens' in purchase ? { bundleId: bundles.find((b) => b.tokenAmount === purchase.bundleTokens)!.id } : { bundleId: '00000000-0000-0000-0000-000000000000', customAmount: purchase.customKes };
      const started = await people[player].post<{ authorizationUrl: string; reference: string }>('/api/wallet/payments', body, key('buy', player, String(index)));
      await payAtCheckout(started.authorizationUrl, simulatorUrl!);
      await waitFor(`the purchase ${started.reference}`, 20_000, async () => {
        const payment = await people[player].get<{ status: string }>(`/api/wallet/payments/${started.reference}`);
        if (payment.status === 'failed') throw new DemoSeedError(`the purchase ${started.reference} failed`);
        return payment.status === 'completed';
      });
    }
  }
}

/** What a person does on the simulator's hosted checkout: M-Pesa, "Simulate success". */
async function payAtCheckout(authorizationUrl: string, simulatorUrl: string): Promise<void> {
  // The page's own address says localhost; the simulator listens on the address it reported.
  const url = new URL(new URL(authorizationUrl).pathname, simulatorUrl);
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ channel: 'mobile_money', phone: '0712345678', outcome: 'success' }), redirect: 'manual' });
  if (response.status !== 303) throw new DemoSeedError(`the simulator's checkout answered ${response.status}`);
}

async function playChallenge(people: Record<DemoPlayer | 'admin', SeedPerson>, plan: DemoChallenge): Promise<string> {
  const now = Date.now();
  const creator = people[plan.creator];
  const body = {
    title: plan.title,
    description: plan.description,
    type: plan.solo ? 'solo' : plan.twoPlayer ? 'two_player' : 'public',
    categorySlug: plan.category,
    // Starts now, so its result can be claimed and decided today.
    startDate: new Date(now).toISOString(),
    endDate: new Date(now + plan.days * DAY_MS).toISOString(),
    ...(plan.solo && { solo: { playerAStake: plan.solo.stake } }),
    ...(plan.twoPlayer && { two_player: { opponentId: people[plan.twoPlayer.opponent].id, playerAStake: plan.twoPlayer.stakeA, playerBStake: plan.twoPlayer.stakeB } }),
    ...(plan.publicEntryFee && { public: { publicEntryFee: plan.publicEntryFee } }),
  };
  const { challengeId: id } = await creator.post<{ challengeId: string }>('/api/challenges', body, key(plan.key, 'create'));
  if (plan.twoPlayer?.accepted) await people[plan.twoPlayer.opponent].post(`/api/challenges/${id}/invite-response`, { action: 'accept' }, key(plan.key, 'accept'));
  for (const joiner of plan.joiners ?? []) await people[joiner].post(`/api/challenges/${id}/participation`, { actionType: 'join' }, key(plan.key, 'join', joiner));
  for (const backing of plan.backings ?? []) {
    await people[backing.by].post(`/api/challenges/${id}/participation`, { actionType: 'back', backedOutcome: backing.outcome, stakeAmount: backing.amount }, key(plan.key, 'back', backing.by));
  }
  if (plan.featured) await people.admin.post(`/api/admin/challenges/${id}/featured`, { featured: true });
  if (plan.claim) {
    const winnerIds = plan.claim.winners?.map((winner) => people[winner].id);
    await people[plan.claim.by].post(`/api/challenges/${id}/result`, { outcome: plan.claim.outcome, ...(winnerIds && { winnerIds }) });
  }
  if (plan.decision) {
    const winnerIds = plan.decision.winners?.map((winner) => people[winner].id);
    await people.admin.post(`/api/admin/challenges/${id}/decision`, { outcome: plan.decision.outcome, reason: plan.decision.reason, ...(winnerIds && { winnerIds }) }, key(plan.key, 'decide'));
  }
  return id;
}

/** The decided challenges are paid out by the settlement job: wait for it, so the demo starts complete. */
async function waitForPayouts(admin: SeedPerson, ids: string[], timeoutMs: number): Promise<void> {
  const decided = DEMO_CHALLENGES.flatMap((plan, i) => (plan.decision ? [ids[i]!] : []));
  for (const id of decided) {
    await waitFor(`the settlement of ${id}`, timeoutMs, async () => (await admin.get<{ challenge: { status: string } }>(`/api/challenges/${id}`)).challenge.status === 'paid_out');
  }
}

async function waitFor(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new DemoSeedError(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
