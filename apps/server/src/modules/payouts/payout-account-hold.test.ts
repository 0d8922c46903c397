// DOMAIN.md §8: a new payout account can receive a redemption only after PAYOUT_ACCOUNT_HOLD_HOURS.
import { randomUUID } from 'node:crypto';
import { formatAvailableFrom, REDEEM_MESSAGES } from '@changamoto/shared/domain';
import type { PayoutAccount } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadEnv } from '../../env';
import { buy, cashOf, member, send, type Member } from '../../../test/helpers/members';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let amani: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYOUT_ACCOUNT_HOLD_HOURS: '24' } });
  amani = await member(t, 'amani_hold', { kyc: 'verified' });
  await buy(t, amani.id, 500);
});
afterAll(() => t.close());

const redeem = (recipientCode: string) => send(t, amani, '/api/wallet/redemptions', { body: { tokensToRedeem: 100, recipientCode, currency: 'KES' }, headers: { 'Idempotency-Key': randomUUID() } });

describe('the hold on a new payout account (PAYOUT_ACCOUNT_HOLD_HOURS)', () => {
  it('defaults to 24 hours; 0 turns it off; it is a whole number of hours', () => {
    expect(loadEnv({}).PAYOUT_ACCOUNT_HOLD_HOURS).toBe(24);
    expect(loadEnv({ PAYOUT_ACCOUNT_HOLD_HOURS: '0' }).PAYOUT_ACCOUNT_HOLD_HOURS).toBe(0);
    expect(() => loadEnv({ PAYOUT_ACCOUNT_HOLD_HOURS: '-1' })).toThrow(/PAYOUT_ACCOUNT_HOLD_HOURS must be 0 or more/);
  });

  it('a new account says when it can receive withdrawals, refuses a redemption until then with that time, and takes one after', async () => {
    const added = await send<{ account: PayoutAccount }>(t, amani, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Amani', accountNumber: '0712000777', bankCode: 'MPESA' } });
    expect(added.status).toBe(201);
    const account = added.body.account;
    expect(Date.parse(account.availableFrom) - Date.parse(account.createdAt)).toBe(24 * HOUR);
    const listed = await send<{ accounts: PayoutAccount[] }>(t, amani, '/api/wallet/payout-accounts');
    expect(listed.body.accounts[0]!.availableFrom).toBe(account.availableFrom);

    const held = await redeem(account.recipientCode);
    expect(held.status).toBe(409);
    const message = REDEEM_MESSAGES.accountOnHold(formatAvailableFrom(account.availableFrom));
    expect(held.body.error).toEqual({ code: 'payout_account_on_hold', message, fields: { recipientCode: message } });
    expect(message).toMatch(/can receive withdrawals from \d{1,2} \w{3,4}, \d{2}:\d{2} \(Kenyan time\)/);
    expect(await cashOf(t, amani.id)).toBe(500); // nothing moved

    // A day later (the account's creation moved back 24 hours), the same redemption goes through.
    await t.database.db
      .updateTable('payout_accounts')
      .set({ created_at: new Date(Date.parse(account.createdAt) - 24 * HOUR) })
      .where('id', '=', account.id)
      .execute();
    expect((await redeem(account.recipientCode)).status).toBe(201);
    expect(await cashOf(t, amani.id)).toBe(400);
  });
});
