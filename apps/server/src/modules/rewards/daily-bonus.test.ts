// The daily login bonus (DOMAIN.md §5, spec §4): DAILY_BONUS_TOKENS bonus tokens once per UTC calendar
// day, however many claims arrive at once; the clock is the app's own (injected), so tests move it.
// Also: every rewards endpoint refuses a visitor and needs an Idempotency-Key where it moves tokens,
// and no bonus of any kind reaches someone on a break (decision 006: a bonus is an inducement to play).
import { contract } from '@changamoto/shared/contract';
import { DAILY_BONUS_MESSAGES, ONBOARDING_TRIVIA, REFERRAL_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import { LEDGER_MESSAGES } from '../ledger/ledger.errors';
import { member, send, type Member } from '../../../test/helpers/members';
import { createClockedApp, HOUR, takeBreak } from '../../../test/helpers/responsible-play';
import { bonusOf, named, notificationsOf, post, rewardsOf, transactionsOf } from './rewards.test-helpers';
import { REWARD_NOTICES } from './rewards.service';

/** The app under test, with a clock the tests set (clock.at null: the real time). */
let t: TestApp;
let clock: { at: Date | null };

beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
});
afterAll(() => t.close());

const claim = (m: Member, key?: string) => post(t, m, '/api/rewards/daily-bonus', undefined, key);
const status = (m: Member) => rewardsOf(t, m);
const TOKENS = 5; // DAILY_BONUS_TOKENS default

describe('every rewards endpoint', () => {
  const endpoints = Object.values(contract).filter((def) => def.path.startsWith('/api/rewards'));

  it('are the four of the contract, all for signed-in users, the three POSTs idempotent', () => {
    expect(endpoints.map((def) => `${def.method} ${def.path} ${def.access} ${'idempotent' in def ? 'idempotent' : ''}`.trim()).sort()).toEqual([
      'GET /api/rewards user',
      'POST /api/rewards/daily-bonus user idempotent',
      'POST /api/rewards/onboarding user idempotent',
      'POST /api/rewards/referral user idempotent',
    ]);
  });

  it.each(endpoints.map((def) => [def.method, def.path] as const))('%s %s refuses a visitor with 401', async (method, path) => {
    const res = await t.request(path, { method, body: method === 'POST' ? {} : undefined, headers: { 'Idempotency-Key': 'visitor-key-1' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('User not authenticated.');
  });

  it.each(endpoints.filter((def) => def.method === 'POST').map((def) => [def.path] as const))('POST %s without an Idempotency-Key is refused and moves nothing', async (path) => {
    const m = await member(t, `nokey_${path.split('/').at(-1)!.replace('-', '_')}`);
    const body = path.endsWith('referral') ? { referralCode: 'someone' } : path.endsWith('onboarding') ? { answer: 'Paris' } : undefined;
    const res = await send(t, m, path, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(IDEMPOTENCY_MESSAGES.missing);
    expect(await bonusOf(t, m.id)).toBe(0);
  });
});

describe('daily bonus', () => {
  it('is credited once on a UTC day: the first claim pays, a second claim that day is a 409 and pays nothing', async () => {
    const m = await member(t, 'daily_once');
    const before = await status(m);
    expect(before.dailyBonus).toEqual({ available: true, tokens: TOKENS, lastClaimedAt: null });

    const first = await claim(m);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: DAILY_BONUS_MESSAGES.claimed(TOKENS), tokens: TOKENS });
    const second = await claim(m);
    expect(second.status).toBe(409);
    expect(second.body.error!.message).toBe(DAILY_BONUS_MESSAGES.alreadyClaimed);

    expect(await bonusOf(t, m.id)).toBe(TOKENS);
    const wallet = await send<{ tokens: number; bonus: number; withdrawable: number }>(t, m, '/api/wallet');
    expect(wallet.body).toMatchObject({ tokens: TOKENS, bonus: TOKENS, withdrawable: 0 });
    const [credit, ...others] = await transactionsOf(t, m.id, 'daily_bonus_credit');
    expect(others).toEqual([]);
    expect(credit).toMatchObject({ status: 'completed', amount_tokens: String(TOKENS) });
    const notes = await notificationsOf(t, m.id, 'login_bonus_received');
    expect(notes.map((n) => [n.message, n.related_entity_uuid])).toEqual([[REWARD_NOTICES.dailyBonus(TOKENS), credit!.id]]);

    const after = await status(m);
    expect(after.dailyBonus.available).toBe(false);
    expect(after.dailyBonus.lastClaimedAt).not.toBeNull();
  });

  it('a replay of the same Idempotency-Key answers the first response and credits nothing more', async () => {
    const m = await member(t, 'daily_replay');
    const first = await claim(m, 'daily-replay-key-1');
    const again = await claim(m, 'daily-replay-key-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await bonusOf(t, m.id)).toBe(TOKENS);
  });

  it('20 concurrent claims credit exactly once: one 200, nineteen 409s', async () => {
    const m = await member(t, 'daily_rush');
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(m)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error!.message === DAILY_BONUS_MESSAGES.alreadyClaimed)).toBe(true);
    expect(await bonusOf(t, m.id)).toBe(TOKENS);
    expect(await transactionsOf(t, m.id, 'daily_bonus_credit')).toHaveLength(1);
    expect(await notificationsOf(t, m.id, 'login_bonus_received')).toHaveLength(1);
  });

  it('is claimable again from midnight UTC: a claim at 23:59:59.999 does not block one at 00:00:00.000, which blocks the rest of that day', async () => {
    const m = await member(t, 'daily_midnight');
    try {
      clock.at = new Date('2031-03-09T23:59:59.999Z');
      expect((await claim(m)).status).toBe(200);
      expect((await status(m)).dailyBonus).toEqual({ available: false, tokens: TOKENS, lastClaimedAt: '2031-03-09T23:59:59.999Z' });

      clock.at = new Date('2031-03-10T00:00:00.000Z');
      expect((await status(m)).dailyBonus.available).toBe(true);
      expect((await claim(m)).status).toBe(200);

      clock.at = new Date('2031-03-10T21:30:00.000Z'); // 00:30 the next day in Nairobi (UTC+3): still the same UTC day
      const late = await claim(m);
      expect(late.status).toBe(409);
      expect(late.body.error!.message).toBe(DAILY_BONUS_MESSAGES.alreadyClaimed);

      clock.at = new Date('2031-03-11T08:00:00.000Z');
      expect((await claim(m)).status).toBe(200);
      expect(await bonusOf(t, m.id)).toBe(3 * TOKENS);
      const credits = await transactionsOf(t, m.id, 'daily_bonus_credit');
      expect(credits.map((c) => (c.metadata as { bonus_day: string }).bonus_day)).toEqual(['2031-03-09', '2031-03-10', '2031-03-11']);
    } finally {
      clock.at = null;
    }
  });

  it('a claim stamped in the future (the clock was set back) is not a reason to pay again', async () => {
    const m = await member(t, 'daily_future');
    try {
      clock.at = new Date('2031-05-02T10:00:00.000Z');
      expect((await claim(m)).status).toBe(200);
      clock.at = new Date('2031-05-01T10:00:00.000Z');
      expect((await status(m)).dailyBonus.available).toBe(false);
      expect((await claim(m)).status).toBe(409);
      expect(await bonusOf(t, m.id)).toBe(TOKENS);
    } finally {
      clock.at = null;
    }
  });

  it('a frozen balance is refused with the frozen message, and the day’s claim stays available', async () => {
    const m = await member(t, 'daily_frozen');
    await t.database.db.updateTable('users').set({ balance_frozen: true }).where('id', '=', m.id).execute();
    const res = await claim(m);
    expect(res.status).toBe(403);
    expect(res.body.error!.message).toBe(LEDGER_MESSAGES.frozen);
    expect(await bonusOf(t, m.id)).toBe(0);
    expect((await status(m)).dailyBonus).toEqual({ available: true, tokens: TOKENS, lastClaimedAt: null });
    expect(await notificationsOf(t, m.id, 'login_bonus_received')).toEqual([]);
  });
});

describe('during a break (responsible play)', () => {
  it('no bonus reaches someone on a break — daily, onboarding, referral on either side — and the daily bonus is back when the break ends', async () => {
    const [resting, friend] = await Promise.all([named(t, 'Resting_Rw'), named(t, 'Friend_Rw')]);
    expect((await takeBreak(t, resting, 'break_24h')).status).toBe(201);

    const refusals = [await claim(resting), await post(t, resting, '/api/rewards/onboarding', { answer: ONBOARDING_TRIVIA.answer }), await post(t, resting, '/api/rewards/referral', { referralCode: 'friend_rw' })];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.error!.message).toMatch(/^You are taking a break until /);
    }
    const asReferrer = await post(t, friend, '/api/rewards/referral', { referralCode: 'resting_rw' });
    expect(asReferrer.status).toBe(409);
    expect(asReferrer.body.error!.message).toBe(REFERRAL_MESSAGES.referrerUnavailable);
    expect([await bonusOf(t, resting.id), await bonusOf(t, friend.id)]).toEqual([0, 0]);
    expect((await status(resting)).dailyBonus.available).toBe(true);

    try {
      clock.at = new Date(Date.now() + 25 * HOUR);
      expect((await claim(resting)).status).toBe(200);
      expect((await post(t, friend, '/api/rewards/referral', { referralCode: 'resting_rw' })).status).toBe(200);
      expect(await bonusOf(t, resting.id)).toBe(TOKENS + 20);
    } finally {
      clock.at = null;
    }
  });
});
