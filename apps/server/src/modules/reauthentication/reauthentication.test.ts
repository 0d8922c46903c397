// DOMAIN.md §8: a new payout account or phone needs a sign-in within 10 minutes or a one-time code,
// and each one is told by e-mail and SMS.
import { REAUTHENTICATION_MESSAGES } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { member, send, type Member } from '../../../test/helpers/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in 11 minutes ago: past the 10-minute window. */
const ageSession = (m: Member, minutes = 11) => sql`UPDATE auth_sessions SET created_at = now() - make_interval(mins => ${minutes}) WHERE user_id = ${m.id}`.execute(t.database.db);
const withPhone = (m: Member, phone: string) => t.database.db.updateTable('users').set({ phone, phone_verified: true }).where('id', '=', m.id).execute();
const addMpesa = (m: Member, accountNumber = '0712000555') => send<{ account: { id: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Own Number', accountNumber, bankCode: 'MPESA' } });
const accountsOf = (m: Member) => t.database.db.selectFrom('payout_accounts').select('id').where('user_id', '=', m.id).execute();

async function codeFor(m: Member, recipient: string) {
  const started = new Date();
  const sent = await send<{ channel: string; sentTo: string; message: string }>(t, m, '/api/account/reauthentication/code', { method: 'POST' });
  expect(sent.status).toBe(200);
  return { sent: sent.body, code: (await latestMessageTo(t, recipient, { after: started })).body_text.match(/code is (\d{6})/)![1]! };
}

describe('adding a payout account needs a recent sign-in or a code', () => {
  it('a session signed in more than 10 minutes ago gets 403 reauthentication_required and nothing is saved', async () => {
    const kamau = await member(t, 'kamau_stale');
    await ageSession(kamau);
    const refused = await addMpesa(kamau);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'reauthentication_required', message: REAUTHENTICATION_MESSAGES.required });
    expect(await accountsOf(kamau)).toHaveLength(0);
  });

  it('a fresh sign-in adds without a code; the e-mail and the verified phone are told', async () => {
    const wairimu = await member(t, 'wairimu_fresh');
    await withPhone(wairimu, '+254711000101');
    const started = new Date();
    expect((await addMpesa(wairimu, '0712000101')).status).toBe(201);
    const mail = await latestMessageTo(t, wairimu.email, { after: started });
    expect(mail.subject).toBe('Changamoto security notice: new payout account');
    expect(mail.body_text).toContain('A payout account (M-PESA •••• 0101) was added to your Changamoto account.');
    expect(mail.body_text).toContain('If this was not you');
    const sms = await latestMessageTo(t, '+254711000101', { after: started });
    expect(sms.body_text).toMatch(/^Changamoto: A payout account \(M-PESA •••• 0101\) was added.*Not you\?/);
  });

  it('a code sent to the confirmed e-mail proves the stale session: a wrong code is refused, the right one lets the same request through', async () => {
    const otieno = await member(t, 'otieno_code');
    await ageSession(otieno);
    expect((await addMpesa(otieno)).status).toBe(403);

    const { sent, code } = await codeFor(otieno, otieno.email);
    expect(sent).toEqual({ channel: 'email', sentTo: 'ot•••@example.co.ke', message: REAUTHENTICATION_MESSAGES.codeSent('ot•••@example.co.ke') });
    const wrong = await send(t, otieno, '/api/account/reauthentication', { body: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(REAUTHENTICATION_MESSAGES.invalidCode);
    expect((await addMpesa(otieno)).status).toBe(403);

    const confirmed = await send<{ success: true; freshUntil: string }>(t, otieno, '/api/account/reauthentication', { body: { code } });
    expect(confirmed.status).toBe(200);
    expect(Date.parse(confirmed.body.freshUntil) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect((await addMpesa(otieno)).status).toBe(201);
    // The code is used up.
    expect((await send(t, otieno, '/api/account/reauthentication', { body: { code } })).status).toBe(400);
  });

  it('a code allows 5 guesses, one code a minute, and a bad code format is a 400 in our shape', async () => {
    const achieng = await member(t, 'achieng_guess');
    const { code } = await codeFor(achieng, achieng.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await send(t, achieng, '/api/account/reauthentication', { body: { code: wrongCode } })).status).toBe(400);
    expect((await send(t, achieng, '/api/account/reauthentication', { body: { code } })).status).toBe(400); // burnt by the fifth wrong guess
    const again = await send(t, achieng, '/api/account/reauthentication/code', { method: 'POST' });
    expect(again.status).toBe(429);
    expect(again.body.error?.code).toBe('rate_limited');
    const malformed = await send(t, achieng, '/api/account/reauthentication', { body: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'validation_error', fields: { code: REAUTHENTICATION_MESSAGES.codeFormat } });
  });

  it('a phone-only account gets its code by SMS to its verified number', async () => {
    const juma = await member(t, 'juma_phone_only');
    await t.database.db.updateTable('users').set({ email: '254711000202@phone.changamoto.invalid', phone: '+254711000202', phone_verified: true }).where('id', '=', juma.id).execute();
    const { sent } = await codeFor(juma, '+254711000202');
    expect(sent).toMatchObject({ channel: 'sms', sentTo: '+254 •••• 202' });
  });
});

describe('changing the phone needs a recent sign-in or a code', () => {
  async function phoneCode(m: Member, phone: string) {
    const started = new Date();
    expect((await send(t, m, '/api/auth/phone-number/send-otp', { body: { phoneNumber: phone } })).status).toBe(200);
    return (await latestMessageTo(t, phone, { after: started })).body_text.match(/code is (\d{6})/)![1]!;
  }
  const phoneOf = async (m: Member) => (await t.database.db.selectFrom('users').select('phone').where('id', '=', m.id).executeTakeFirstOrThrow()).phone;

  it('a stale session cannot change the phone even with the new number’s code; after the account’s own code it can, and the e-mail and both numbers are told', async () => {
    const njeri = await member(t, 'njeri_phone');
    await withPhone(njeri, '+254711000301');
    await ageSession(njeri);
    const otp = await phoneCode(njeri, '+254711000302');
    const refused = await send(t, njeri, '/api/auth/phone-number/verify', { body: { phoneNumber: '+254711000302', code: otp, updatePhoneNumber: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'reauthentication_required', message: REAUTHENTICATION_MESSAGES.required });
    expect(await phoneOf(njeri)).toBe('+254711000301');

    const { code } = await codeFor(njeri, njeri.email);
    expect((await send(t, njeri, '/api/account/reauthentication', { body: { code } })).status).toBe(200);
    const started = new Date();
    const changed = await send(t, njeri, '/api/auth/phone-number/verify', { body: { phoneNumber: '+254711000302', code: otp, updatePhoneNumber: true } });
    expect(changed.status).toBe(200);
    expect(await phoneOf(njeri)).toBe('+254711000302');

    const what = 'The phone number of your Changamoto account was changed from +254711000301 to +254711000302.';
    expect((await latestMessageTo(t, njeri.email, { after: started })).body_text).toContain(what);
    expect((await latestMessageTo(t, '+254711000301', { after: started })).body_text).toContain(what);
    expect((await latestMessageTo(t, '+254711000302', { after: started })).body_text).toContain(what);
  });

  it('a fresh session adds a phone without a code (the sign-up modal’s Add Phone Number step)', async () => {
    const baraka = await member(t, 'baraka_phone');
    const otp = await phoneCode(baraka, '+254711000401');
    expect((await send(t, baraka, '/api/auth/phone-number/verify', { body: { phoneNumber: '+254711000401', code: otp, updatePhoneNumber: true } })).status).toBe(200);
    expect(await phoneOf(baraka)).toBe('+254711000401');
  });
});
