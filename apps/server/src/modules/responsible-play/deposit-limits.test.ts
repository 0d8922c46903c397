// Deposit limits (issue #7 item 4) end to end: lowering applies at once, raising and removing after
// 24 hours (the app's clock is injected and moved), each limit counts purchases in KES over a rolling
// window and is enforced when a purchase starts — also for purchases started at the same moment.
import { contract } from '@changamoto/shared/contract';
import { RESPONSIBLE_PLAY_MESSAGES as M, UNPAID_PURCHASE_COUNTS_MINUTES, formatEat } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { member, send, type Member } from '../../../test/helpers/members';
import { cash, move, platform } from '../ledger/ledger';
import { insertTransaction } from '../ledger/ledger.test-helpers';
import { getResponsiblePlayStatus } from './responsible-play.service';
import { buyKes, createClockedApp, HOUR, limitOf, purchasesOf, setLimit, statusOf } from '../../../test/helpers/responsible-play';

let t: TestApp;
let clock: { at: Date | null };
beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
});
afterAll(() => t.close());

/** Sets the app's clock `ms` from the real time (deposits are stamped with the real time). */
const moveClock = (ms: number) => {
  clock.at = new Date(Date.now() + ms);
  return clock.at;
};
const realClock = () => {
  clock.at = null;
};

describe('the settings', () => {
  it('a new user has no limits and has used nothing', async () => {
    const m = await member(t, 'rp_new_user');
    const status = await statusOf(t, m);
    expect(status.depositLimits).toEqual([
      { period: 'daily', windowHours: 24, limitKes: null, pending: null, usedKes: 0, remainingKes: null, nextReleaseAt: null, unpaidKes: 0 },
      { period: 'weekly', windowHours: 168, limitKes: null, pending: null, usedKes: 0, remainingKes: null, nextReleaseAt: null, unpaidKes: 0 },
      { period: 'monthly', windowHours: 720, limitKes: null, pending: null, usedKes: 0, remainingKes: null, nextReleaseAt: null, unpaidKes: 0 },
    ]);
    expect(status.activeExclusion).toBeNull();
    expect(status.exclusionHistory).toEqual([]);
  });

  it('a first limit and every lowering apply at once; a lowering drops a pending raise', async () => {
    const m = await member(t, 'rp_lowering');
    const first = await setLimit(t, m, 'daily', 1000);
    expect([first.status, first.body.message]).toEqual([200, 'Your daily deposit limit is now KES 1,000.']);
    expect(first.body.status.depositLimits[0]).toMatchObject({ limitKes: 1000, pending: null, remainingKes: 1000 });
    const lower = await setLimit(t, m, 'daily', 500);
    expect(lower.body.message).toBe('Your daily deposit limit is now KES 500.');
    expect(await limitOf(t, m, 'daily')).toMatchObject({ limitKes: 500, pending: null });

    const raise = await setLimit(t, m, 'daily', 2000);
    expect((await limitOf(t, m, 'daily')).pending?.amountKes).toBe(2000);
    expect(raise.status).toBe(200);
    const drop = await setLimit(t, m, 'daily', 300);
    expect(drop.body.message).toBe('Your daily deposit limit is now KES 300.');
    expect(await limitOf(t, m, 'daily')).toMatchObject({ limitKes: 300, pending: null });
    // Asking for the limit in force drops a pending raise too.
    await setLimit(t, m, 'daily', 900);
    const same = await setLimit(t, m, 'daily', 300);
    expect(same.body.message).toBe('Your daily deposit limit stays at KES 300.');
    expect(await limitOf(t, m, 'daily')).toMatchObject({ limitKes: 300, pending: null });
  });

  it('a raise applies only after 24 hours: the old limit holds until then, even for purchases', async () => {
    const m = await member(t, 'rp_raising');
    const start = moveClock(0);
    await setLimit(t, m, 'daily', 100);
    const raise = await setLimit(t, m, 'daily', 400);
    const effectiveAt = new Date(start.getTime() + 24 * HOUR);
    expect(raise.body.message).toBe(`Your daily deposit limit will rise to KES 400 on ${formatEat(effectiveAt)}. Until then, KES 100 applies.`);
    expect(await limitOf(t, m, 'daily')).toMatchObject({ limitKes: 100, pending: { amountKes: 400, effectiveAt: effectiveAt.toISOString() }, remainingKes: 100 });
    // Asking again for the same raise keeps its time (no restart of the 24 hours).
    moveClock(HOUR);
    await setLimit(t, m, 'daily', 400);
    expect((await limitOf(t, m, 'daily')).pending?.effectiveAt).toBe(effectiveAt.toISOString());

    clock.at = new Date(effectiveAt.getTime() - 60_000);
    const early = await buyKes(t, m, 200);
    expect([early.status, early.body.error?.message]).toEqual([409, M.limitExceeded({ period: 'daily', limitKes: 100, remainingKes: 100, nextReleaseAt: null })]);
    expect((await limitOf(t, m, 'daily')).limitKes).toBe(100);

    clock.at = effectiveAt;
    expect(await limitOf(t, m, 'daily')).toMatchObject({ limitKes: 400, pending: null, remainingKes: 400 });
    expect((await buyKes(t, m, 200)).status).toBe(201);
    realClock();
  });

  it('removing a limit is a raise: it waits 24 hours, then there is no limit', async () => {
    const m = await member(t, 'rp_removing');
    const start = moveClock(0);
    await setLimit(t, m, 'weekly', 50);
    const removal = await setLimit(t, m, 'weekly', null);
    const effectiveAt = new Date(start.getTime() + 24 * HOUR);
    expect(removal.body.message).toBe(`Your weekly deposit limit will be removed on ${formatEat(effectiveAt)}. Until then, KES 50 applies.`);
    expect(await limitOf(t, m, 'weekly')).toMatchObject({ limitKes: 50, pending: { amountKes: null, effectiveAt: effectiveAt.toISOString() } });
    expect((await buyKes(t, m, 60)).status).toBe(409);
    clock.at = effectiveAt;
    expect(await limitOf(t, m, 'weekly')).toMatchObject({ limitKes: null, pending: null, remainingKes: null });
    expect((await buyKes(t, m, 60)).status).toBe(201);
    // And a removal with no limit in force changes nothing.
    expect((await setLimit(t, m, 'monthly', null)).body.message).toBe('You have no monthly deposit limit.');
    realClock();
  });

  it('every request is kept in an append-only history', async () => {
    const m = await member(t, 'rp_history');
    await setLimit(t, m, 'monthly', 5000);
    await setLimit(t, m, 'monthly', 8000);
    const rows = await t.database.db.selectFrom('deposit_limit_changes').select(['period', 'previous_amount_kes', 'requested_amount_kes', 'change']).where('user_id', '=', m.id).orderBy('id').execute();
    expect(rows).toEqual([
      { period: 'monthly', previous_amount_kes: null, requested_amount_kes: '5000', change: 'lowered' },
      { period: 'monthly', previous_amount_kes: '5000', requested_amount_kes: '8000', change: 'raise_scheduled' },
    ]);
    await expect(sql`UPDATE deposit_limit_changes SET requested_amount_kes = 1 WHERE user_id = ${m.id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM deposit_limit_changes WHERE user_id = ${m.id}`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });

  it.each([
    [{ amountKes: 5 }, 'daily', M.limitInvalid],
    [{ amountKes: 10.5 }, 'daily', M.limitInvalid],
    [{ amountKes: 10_000_001 }, 'daily', M.limitInvalid],
    [{ amountKes: '500' }, 'daily', M.limitInvalid],
    [{}, 'daily', M.limitInvalid],
    [{ amountKes: 500 }, 'yearly', M.periodInvalid],
    [{ amountKes: 500, userId: '00000000-0000-4000-8000-000000000000' }, 'daily', 'Unknown field: userId.'],
  ])('refuses %o for %s with a clear 400', async (body, period, message) => {
    const m = await member(t, `rp_invalid_${period}_${Object.keys(body).length}_${String((body as { amountKes?: unknown }).amountKes).replace(/\W/g, '')}`);
    const res = await send(t, m, `/api/responsible-play/deposit-limits/${period}`, { method: 'PUT', body });
    expect([res.status, res.body.error?.message]).toEqual([400, message]);
    expect(await limitOf(t, m, 'daily')).toMatchObject({ limitKes: null });
  });
});

describe('enforced when a purchase starts', () => {
  it('counts pending and completed purchases in KES and refuses the one that would pass the limit, saying what is left', async () => {
    const m = await member(t, 'rp_enforced');
    await setLimit(t, m, 'daily', 500);
    expect((await buyKes(t, m, 380)).status).toBe(201);
    const over = await buyKes(t, m, 350);
    expect([over.status, over.body.error]).toEqual([
      409,
      {
        code: 'conflict',
        message: 'This purchase would exceed your daily deposit limit of KES 500 (any 24 hours). You can deposit KES 120 more right now. KES 380 of that is not paid yet: cancel an unpaid purchase in your wallet to free it now.',
      },
    ]);
    // A bundle is counted by its price: the 25-token bundle costs KES 99.
    const bundles = (await send<{ bundles: { id: string; cashPriceKes: number }[] }>(t, m, '/api/wallet/bundles')).body.bundles;
    const bundle = await send(t, m, '/api/wallet/payments', { body: { bundleId: bundles[0]!.id }, headers: { 'Idempotency-Key': `rp-bundle-${m.id}` } });
    expect(bundle.status).toBe(201);
    expect((await buyKes(t, m, 21)).status).toBe(201);
    const first = (await purchasesOf(t, m.id))[0]!;
    const full = await buyKes(t, m, 10);
    // None of the three is paid: the first stops counting 35 minutes after it started if nobody pays it
    // (not 24 hours later), and all of it can be freed now by cancelling (issue #24 item 6).
    const frees = new Date(first.created_at.getTime() + UNPAID_PURCHASE_COUNTS_MINUTES * 60_000);
    expect(full.body.error?.message).toBe(
      `You have reached your daily deposit limit of KES 500 (any 24 hours). You can deposit again from ${formatEat(frees)}. KES 500 of that is not paid yet: cancel an unpaid purchase in your wallet to free it now.`,
    );
    // Refused purchases leave nothing behind.
    expect((await purchasesOf(t, m.id)).map((p) => Number(p.amount_currency))).toEqual([380, 99, 21]);
    expect(await limitOf(t, m, 'daily')).toMatchObject({ usedKes: 500, remainingKes: 0, unpaidKes: 500, nextReleaseAt: frees.toISOString() });
  });

  it('a paid purchase frees its room when it leaves the window; an unpaid one sooner (issue #24 item 6)', async () => {
    const m = await member(t, 'rp_true_time');
    await setLimit(t, m, 'daily', 300);
    // A paid purchase of KES 200 started 3 hours ago (credited through the ledger), and an unpaid one of
    // KES 100 started 10 minutes ago.
    const paidId = await t.database.db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: m.id, type: 'mpesa_topup', status: 'completed', amountTokens: 200, amountCurrency: 200 });
      await move(tx, [{ from: platform('payments_in'), to: cash(m.id), amount: 200, kind: 'mpesa_topup', transactionId: id }]);
      return id;
    });
    await t.database.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 3 * HOUR) })
      .where('id', '=', paidId)
      .execute();
    expect((await buyKes(t, m, 100)).status).toBe(201);
    const unpaid = await t.database.db.selectFrom('transactions').select('id').where('user_id', '=', m.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('id', '=', unpaid.id)
      .execute();
    const refused = await buyKes(t, m, 50);
    const paidAt = new Date(Date.now() - 3 * HOUR);
    const unpaidFrees = (await limitOf(t, m, 'daily')).nextReleaseAt!;
    // The unpaid one frees first: 25 minutes from now, never the paid one's 21 hours.
    expect(Math.abs(new Date(unpaidFrees).getTime() - (Date.now() + 25 * 60_000))).toBeLessThan(60_000);
    expect(new Date(unpaidFrees).getTime()).toBeLessThan(paidAt.getTime() + 24 * HOUR - HOUR);
    expect(refused.body.error?.message).toBe(
      `You have reached your daily deposit limit of KES 300 (any 24 hours). You can deposit again from ${formatEat(new Date(unpaidFrees))}. KES 100 of that is not paid yet: cancel an unpaid purchase in your wallet to free it now.`,
    );
    // Cancelled, the unpaid one no longer counts: the paid one's end of window is the time.
    await t.database.db.updateTable('transactions').set({ status: 'cancelled' }).where('id', '=', unpaid.id).execute();
    const onlyPaid = await limitOf(t, m, 'daily');
    const paidRow = await t.database.db.selectFrom('transactions').select('created_at').where('id', '=', paidId).executeTakeFirstOrThrow();
    expect(onlyPaid).toMatchObject({ unpaidKes: 0, nextReleaseAt: new Date(paidRow.created_at.getTime() + 24 * HOUR).toISOString() });
  });

  it('failed and cancelled purchases do not count', async () => {
    const m = await member(t, 'rp_failed_free');
    await setLimit(t, m, 'daily', 300);
    expect((await buyKes(t, m, 300)).status).toBe(201);
    expect((await buyKes(t, m, 100)).status).toBe(409);
    await t.database.db.updateTable('transactions').set({ status: 'failed' }).where('user_id', '=', m.id).execute();
    expect((await limitOf(t, m, 'daily')).usedKes).toBe(0);
    expect((await buyKes(t, m, 300)).status).toBe(201);
  });

  it('each limit counts its own rolling window: 24 hours, 7 days, 30 days', async () => {
    const m = await member(t, 'rp_windows');
    await setLimit(t, m, 'daily', 1000);
    await setLimit(t, m, 'weekly', 1500);
    await setLimit(t, m, 'monthly', 2000);
    expect((await buyKes(t, m, 900)).status).toBe(201);
    const used = async () => (await statusOf(t, m)).depositLimits.map((l) => [l.period, l.usedKes, l.remainingKes]);
    expect(await used()).toEqual([
      ['daily', 900, 100],
      ['weekly', 900, 600],
      ['monthly', 900, 1100],
    ]);
    moveClock(25 * HOUR);
    expect(await used()).toEqual([
      ['daily', 0, 1000],
      ['weekly', 900, 600],
      ['monthly', 900, 1100],
    ]);
    // The weekly limit is now the tightest: it is the one named.
    const weekly = await buyKes(t, m, 700);
    expect(weekly.body.error?.message).toBe(
      'This purchase would exceed your weekly deposit limit of KES 1,500 (any 7 days). You can deposit KES 600 more right now. KES 900 of that is not paid yet: cancel an unpaid purchase in your wallet to free it now.',
    );
    moveClock(8 * 24 * HOUR);
    expect(await used()).toEqual([
      ['daily', 0, 1000],
      ['weekly', 0, 1500],
      ['monthly', 900, 1100],
    ]);
    moveClock(31 * 24 * HOUR);
    expect((await used()).map(([, usedKes]) => usedKes)).toEqual([0, 0, 0]);
    realClock();
  });

  it('two purchases started at the same moment cannot together pass the limit', async () => {
    const m = await member(t, 'rp_concurrent');
    await setLimit(t, m, 'daily', 500);
    const results = await Promise.all([buyKes(t, m, 350), buyKes(t, m, 350)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const many = await member(t, 'rp_concurrent_many');
    await setLimit(t, many, 'daily', 1000);
    const five = await Promise.all(Array.from({ length: 5 }, () => buyKes(t, many, 300)));
    expect(five.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await purchasesOf(t, many.id)).reduce((sum, p) => sum + Number(p.amount_currency), 0)).toBe(900);
  });

  it('a user without limits buys as before', async () => {
    const m = await member(t, 'rp_no_limits');
    expect((await buyKes(t, m, 50_000)).status).toBe(201);
    expect((await limitOf(t, m, 'monthly')).usedKes).toBe(50_000);
  });
});

describe('who may call it', () => {
  it('every responsible-play endpoint is for a signed-in user about themselves; a visitor gets 401', async () => {
    const endpoints = Object.values(contract).filter((def) => def.path.startsWith('/api/responsible-play'));
    expect(endpoints.map((def) => `${def.method} ${def.path} ${def.access}`).sort()).toEqual(['GET /api/responsible-play user', 'POST /api/responsible-play/self-exclusions user', 'PUT /api/responsible-play/deposit-limits/:period user']);
    for (const [method, path, body] of [
      ['GET', '/api/responsible-play', undefined],
      ['PUT', '/api/responsible-play/deposit-limits/daily', { amountKes: 500 }],
      ['POST', '/api/responsible-play/self-exclusions', { kind: 'break_24h', confirm: true }],
    ] as const) {
      const res = await t.request(path, { method, body });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });

  it('the status an admin screen reads (getResponsiblePlayStatus) is exactly what the user sees', async () => {
    const m: Member = await member(t, 'rp_admin_view');
    await setLimit(t, m, 'daily', 700);
    await buyKes(t, m, 200);
    const now = new Date();
    clock.at = now;
    expect(await getResponsiblePlayStatus(t.database.db, m.id, now)).toEqual(await statusOf(t, m));
    realClock();
  });
});
