// Referral codes (DOMAIN.md §5, spec §4/§5/§7 process-referral): a code is a username, redeemed once,
// never one's own; the referee and the referrer each get REFERRAL_BONUS_TOKENS bonus tokens, both or
// neither, whatever arrives at once. The ledger invariants are checked when the file ends.
import { REFERRAL_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { LEDGER_MESSAGES } from '../ledger/ledger.errors';
import { send, type Member } from '../../../test/helpers/members';
import { REWARD_NOTICES } from './rewards.service';
import { bonusOf, named, notificationsOf, post, rewardsOf, transactionsOf } from './rewards.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOKENS = 20; // REFERRAL_BONUS_TOKENS default
const refer = (m: Member, referralCode: unknown) => post(t, m, '/api/rewards/referral', { referralCode });
const referredBy = async (userId: string) => (await t.database.db.selectFrom('users').select('referred_by_user_id').where('id', '=', userId).executeTakeFirstOrThrow()).referred_by_user_id;
const setUser = (userId: string, changes: { balance_frozen?: boolean; banned?: boolean; ban_expires?: Date | null }) => t.database.db.updateTable('users').set(changes).where('id', '=', userId).execute();

describe('redeeming a referral code', () => {
  it('credits the referee and the referrer each, records who referred whom, and tells both', async () => {
    const [amani, baraka] = await Promise.all([named(t, 'Amani_Ref'), named(t, 'Baraka_Ref')]);
    expect((await rewardsOf(t, amani)).referral).toEqual({ code: 'Amani_Ref', tokens: TOKENS, referredBy: null });

    // Any case, with the spaces a paste brings: usernames are matched case-insensitively.
    const res = await refer(amani, '  BARAKA_ref ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: REFERRAL_MESSAGES.success(TOKENS), tokens: TOKENS });

    for (const m of [amani, baraka]) {
      const wallet = await send<{ tokens: number; bonus: number; withdrawable: number }>(t, m, '/api/wallet');
      expect(wallet.body).toMatchObject({ tokens: TOKENS, bonus: TOKENS, withdrawable: 0 });
    }
    expect(await referredBy(amani.id)).toBe(baraka.id);
    expect(await referredBy(baraka.id)).toBeNull();
    expect((await rewardsOf(t, amani)).referral.referredBy).toEqual({ id: baraka.id, username: 'Baraka_Ref' });

    const [refereeCredit] = await transactionsOf(t, amani.id, 'referral_bonus_credit');
    const [referrerCredit] = await transactionsOf(t, baraka.id, 'referral_bonus_credit');
    expect(refereeCredit).toMatchObject({ status: 'completed', amount_tokens: String(TOKENS), metadata: { role: 'referee', referrer_user_id: baraka.id, referee_user_id: amani.id } });
    expect(referrerCredit).toMatchObject({ status: 'completed', amount_tokens: String(TOKENS), metadata: { role: 'referrer', referrer_user_id: baraka.id, referee_user_id: amani.id } });
    expect((await notificationsOf(t, amani.id, 'referral_bonus_received')).map((n) => [n.message, n.related_entity_uuid])).toEqual([[REWARD_NOTICES.referee(TOKENS, 'Baraka_Ref'), refereeCredit!.id]]);
    expect((await notificationsOf(t, baraka.id, 'referral_bonus_received')).map((n) => [n.message, n.related_entity_uuid])).toEqual([[REWARD_NOTICES.referrer(TOKENS, 'Amani_Ref'), referrerCredit!.id]]);

    // Once only: a second code is refused and pays nobody.
    const chausiku = await named(t, 'Chausiku_Ref');
    const again = await refer(amani, 'chausiku_ref');
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe(REFERRAL_MESSAGES.alreadyReferred);
    expect([await bonusOf(t, amani.id), await bonusOf(t, chausiku.id)]).toEqual([TOKENS, 0]);
    expect(await referredBy(amani.id)).toBe(baraka.id);

    // The referrer cannot answer with the referee's code: two people do not refer each other.
    const back = await refer(baraka, 'amani_ref');
    expect(back.status).toBe(400);
    expect(back.body.error).toMatchObject({ message: REFERRAL_MESSAGES.referredByYou, fields: { referralCode: REFERRAL_MESSAGES.referredByYou } });
    expect(await bonusOf(t, baraka.id)).toBe(TOKENS);
  });

  it('refuses one’s own code, in any case', async () => {
    const m = await named(t, 'Dalila_Ref');
    const res = await refer(m, 'DALILA_REF');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', message: REFERRAL_MESSAGES.ownCode, fields: { referralCode: REFERRAL_MESSAGES.ownCode } });
    expect(await bonusOf(t, m.id)).toBe(0);
    expect((await rewardsOf(t, m)).referral.referredBy).toBeNull();
  });

  it('refuses a code that is nobody’s username', async () => {
    const m = await named(t, 'Eshe_Ref');
    for (const code of ['no_such_user', 'eshe ref', '%']) {
      const res = await refer(m, code);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: REFERRAL_MESSAGES.unknownCode, fields: { referralCode: REFERRAL_MESSAGES.unknownCode } });
    }
    expect(await referredBy(m.id)).toBeNull();
  });

  it.each([
    ['an empty code', '', REFERRAL_MESSAGES.empty],
    ['a code of spaces', '   ', REFERRAL_MESSAGES.empty],
    ['no code at all', undefined, REFERRAL_MESSAGES.empty],
    ['a code that is not text', 42, REFERRAL_MESSAGES.empty],
    ['a code over 50 characters', 'x'.repeat(51), REFERRAL_MESSAGES.tooLong],
  ])('refuses %s with the spec’s message', async (_what, referralCode, message) => {
    const m = await named(t, `Fumo_${String(referralCode ?? 'none').length}_${typeof referralCode}`.slice(0, 20));
    const res = await refer(m, referralCode);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', message, fields: { referralCode: message } });
  });

  it('a code of exactly 50 characters is checked, not refused for its length', async () => {
    const m = await named(t, 'Gathoni_Ref');
    const res = await refer(m, 'g'.repeat(50));
    expect(res.body.error!.message).toBe(REFERRAL_MESSAGES.unknownCode);
  });

  it('refuses unknown fields', async () => {
    const m = await named(t, 'Hamisi_Ref');
    const res = await post(t, m, '/api/rewards/referral', { referralCode: 'amani_ref', bonus: 1000 });
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe('Unknown field: bonus.');
  });
});

describe('frozen and suspended people', () => {
  it('a frozen referee is refused with the frozen message; nothing is recorded or paid', async () => {
    const [imani, juma] = await Promise.all([named(t, 'Imani_Frz'), named(t, 'Juma_Frz')]);
    await setUser(imani.id, { balance_frozen: true });
    const res = await refer(imani, 'juma_frz');
    expect(res.status).toBe(403);
    expect(res.body.error!.message).toBe(LEDGER_MESSAGES.frozen);
    expect([await bonusOf(t, imani.id), await bonusOf(t, juma.id), await referredBy(imani.id)]).toEqual([0, 0, null]);
  });

  it('the code of a frozen or suspended referrer cannot be used (both are paid or neither); a ban that ended does not count', async () => {
    const [kamau, lulu] = await Promise.all([named(t, 'Kamau_Frz'), named(t, 'Lulu_Frz')]);
    await setUser(lulu.id, { balance_frozen: true });
    const frozen = await refer(kamau, 'lulu_frz');
    expect(frozen.status).toBe(409);
    expect(frozen.body.error!.message).toBe(REFERRAL_MESSAGES.referrerUnavailable);

    await setUser(lulu.id, { balance_frozen: false, banned: true, ban_expires: null });
    const banned = await refer(kamau, 'lulu_frz');
    expect(banned.status).toBe(409);
    expect(banned.body.error!.message).toBe(REFERRAL_MESSAGES.referrerUnavailable);
    expect([await bonusOf(t, kamau.id), await bonusOf(t, lulu.id), await referredBy(kamau.id)]).toEqual([0, 0, null]);

    await setUser(lulu.id, { ban_expires: new Date(Date.now() - 60_000) });
    expect((await refer(kamau, 'lulu_frz')).status).toBe(200);
    expect([await bonusOf(t, kamau.id), await bonusOf(t, lulu.id)]).toEqual([TOKENS, TOKENS]);
  });
});

describe('at the same moment', () => {
  it('ten submissions by one person pay once: one 200, nine 409s', async () => {
    const [mosi, nuru] = await Promise.all([named(t, 'Mosi_Rush'), named(t, 'Nuru_Rush')]);
    const results = await Promise.all(Array.from({ length: 10 }, () => refer(mosi, 'nuru_rush')));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error!.message === REFERRAL_MESSAGES.alreadyReferred)).toBe(true);
    expect([await bonusOf(t, mosi.id), await bonusOf(t, nuru.id)]).toEqual([TOKENS, TOKENS]);
    expect(await transactionsOf(t, nuru.id, 'referral_bonus_credit')).toHaveLength(1);
    expect(await notificationsOf(t, nuru.id, 'referral_bonus_received')).toHaveLength(1);
  });

  it('two people entering each other’s codes at once: one referral succeeds, the other is refused, no deadlock', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([named(t, `Oti_${round}_x`), named(t, `Pendo_${round}_x`)]);
      const [ab, ba] = await Promise.all([refer(a, `pendo_${round}_x`), refer(b, `oti_${round}_x`)]);
      expect([ab.status, ba.status].sort()).toEqual([200, 400]);
      expect([ab, ba].find((r) => r.status === 400)!.body.error!.message).toBe(REFERRAL_MESSAGES.referredByYou);
      expect([await bonusOf(t, a.id), await bonusOf(t, b.id)]).toEqual([TOKENS, TOKENS]);
    }
  });

  it('many people redeeming one referrer’s code at once each pay the referrer once', async () => {
    const owner = await named(t, 'Rehema_Pop');
    const fans = await Promise.all(Array.from({ length: 8 }, (_, i) => named(t, `Fan_${i}_pop`)));
    const results = await Promise.all(fans.map((f) => refer(f, 'rehema_pop')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await bonusOf(t, owner.id)).toBe(8 * TOKENS);
    expect(await notificationsOf(t, owner.id, 'referral_bonus_received')).toHaveLength(8);
  });
});
